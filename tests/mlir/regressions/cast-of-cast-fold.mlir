// Adversarial fuzz finding: the dialect conversion folds every op it meets, and MLIR's
// memref.cast folder makes a cast of a cast one cast from the first source. Through a
// dynamic size that can join two casts that each verify into one that does not
// (memref<4xf32> to memref<?xf32> to memref<2xf32>), and mlir-opt then rejects its own
// output. async-opt keeps such a pair, and folds pairs that compose as mlir-opt does (the
// second split, which mlir-opt-14 gives the same output for). LLVM 14 syntax.
// RUN: async-opt %s -split-input-file -async-to-async-runtime | FileCheck %s --check-prefixes=CHECK,CONV
// RUN: async-opt %s -split-input-file -canonicalize | FileCheck %s --check-prefixes=CHECK,CANON
// RUN: not mlir-opt-14 %s -split-input-file -async-to-async-runtime 2>&1 | FileCheck %s --check-prefix=UPSTREAM

// CHECK-LABEL: func @through_dynamic(%arg0: memref<4xf32>) -> memref<2xf32> {
// CHECK-NEXT:     %0 = memref.cast %arg0 : memref<4xf32> to memref<?xf32>
// CHECK-NEXT:     %1 = memref.cast %0 : memref<?xf32> to memref<2xf32>
// CHECK-NEXT:     return %1 : memref<2xf32>
// UPSTREAM: error: 'memref.cast' op requires the same shape for all operands and results
func @through_dynamic(%m: memref<4xf32>) -> memref<2xf32> {
  %a = memref.cast %m : memref<4xf32> to memref<?xf32>
  %b = memref.cast %a : memref<?xf32> to memref<2xf32>
  return %b : memref<2xf32>
}

// -----

// The conversion folds in place and leaves the first cast, now unused; canonicalize
// erases it.
// CHECK-LABEL: func @round_trip(%arg0: memref<4xf32>) -> memref<4xf32> {
// CONV-NEXT:     %0 = memref.cast %arg0 : memref<4xf32> to memref<?xf32>
// CHECK-NEXT:    return %arg0 : memref<4xf32>
func @round_trip(%m: memref<4xf32>) -> memref<4xf32> {
  %a = memref.cast %m : memref<4xf32> to memref<?xf32>
  %b = memref.cast %a : memref<?xf32> to memref<4xf32>
  return %b : memref<4xf32>
}

// CHECK-LABEL: func @composes(%arg0: memref<4x8xf32>) -> memref<?x?xf32> {
// CONV-NEXT:     %0 = memref.cast %arg0 : memref<4x8xf32> to memref<4x?xf32>
// CONV-NEXT:     %1 = memref.cast %arg0 : memref<4x8xf32> to memref<?x?xf32>
// CONV-NEXT:     return %1 : memref<?x?xf32>
// CANON-NEXT:    %0 = memref.cast %arg0 : memref<4x8xf32> to memref<?x?xf32>
// CANON-NEXT:    return %0 : memref<?x?xf32>
func @composes(%m: memref<4x8xf32>) -> memref<?x?xf32> {
  %a = memref.cast %m : memref<4x8xf32> to memref<4x?xf32>
  %b = memref.cast %a : memref<4x?xf32> to memref<?x?xf32>
  return %b : memref<?x?xf32>
}
