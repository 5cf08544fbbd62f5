// memref.alloc's `alignment` must be a non-negative i64 (ODS constraint). Found by the
// agreement corpus (docs/agreement.md): `{alignment = 64 : index}` was accepted.

func @index_alignment() {
  // expected-error@+1 {{'memref.alloc' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose minimum value is 0}}
  %a = memref.alloc() {alignment = 64 : index} : memref<4xf32>
  return
}
