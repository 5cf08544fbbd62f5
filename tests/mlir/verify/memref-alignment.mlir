// memref.alloc's `alignment` must be a non-negative i64 (ODS constraint). Found by the
// agreement corpus (docs/agreement.md): `{alignment = 64 : index}` was accepted.
// RUN: async-opt %s --split-input-file --verify-diagnostics
// RUN: mlir-opt-14 %s --split-input-file --verify-diagnostics

func @index_alignment() {
  // expected-error@+1 {{'memref.alloc' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose minimum value is 0}}
  %a = memref.alloc() {alignment = 64 : index} : memref<4xf32>
  return
}

// -----

func @negative_alignment() {
  // expected-error@+1 {{'memref.alloc' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose minimum value is 0}}
  %a = memref.alloc() {alignment = -8} : memref<4xf32>
  return
}

// -----

func @ok() {
  %a = memref.alloc() {alignment = 64} : memref<4xf32>
  %b = memref.alloc() {alignment = 16 : i64} : memref<4xf32>
  return
}
