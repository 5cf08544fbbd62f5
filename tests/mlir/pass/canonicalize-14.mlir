// The canonicalizer on LLVM 14 input: an async group that is only awaited, scf.if with
// constant and propagated conditions, unused and trivial results, scf.for without or with
// one iteration and with forwarded iteration arguments, branch simplification, dead
// allocations, and index_cast pairs; the same CHECK lines hold for mlir-opt-14.
// RUN: async-opt %s -split-input-file -canonicalize | FileCheck %s
// RUN: mlir-opt-14 %s -split-input-file -canonicalize | FileCheck %s

// CHECK: module {
// CHECK-NEXT:   func @group_only_awaited(%arg0: index) {
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }

func @group_only_awaited(%n: index) {
  %g = async.create_group %n : !async.group
  async.await_all %g
  async.await_all %g
  return
}

// -----

// CHECK: {{^//}} -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func @static_conditions(%arg0: memref<4xf32>, %arg1: f32) -> f32 {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     memref.store %arg1, %arg0[%c0] : memref<4xf32>
// CHECK-NEXT:     %0 = memref.load %arg0[%c0] : memref<4xf32>
// CHECK-NEXT:     return %0 : f32
// CHECK-NEXT:   }
// CHECK-NEXT: }

func @static_conditions(%m: memref<4xf32>, %v: f32) -> f32 {
  %true = arith.constant true
  %false = arith.constant false
  %c0 = arith.constant 0 : index
  scf.if %true {
    memref.store %v, %m[%c0] : memref<4xf32>
  }
  scf.if %false {
    memref.store %v, %m[%c0] : memref<4xf32>
  }
  %r = scf.if %false -> f32 {
    scf.yield %v : f32
  } else {
    %l = memref.load %m[%c0] : memref<4xf32>
    scf.yield %l : f32
  }
  return %r : f32
}

// -----

// CHECK: {{^//}} -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func @if_results(%arg0: i1, %arg1: i32, %arg2: i32, %arg3: memref<4xi32>) -> (i32, i1, i32) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %0:2 = scf.if %arg0 -> (i32, i32) {
// CHECK-NEXT:       %1 = arith.addi %arg1, %arg2 : i32
// CHECK-NEXT:       memref.store %1, %arg3[%c0] : memref<4xi32>
// CHECK-NEXT:       scf.yield %1, %arg1 : i32, i32
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %arg2, %arg2 : i32, i32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0#0, %arg0, %0#1 : i32, i1, i32
// CHECK-NEXT:   }
// CHECK-NEXT: }

func @if_results(%c: i1, %a: i32, %b: i32, %m: memref<4xi32>) -> (i32, i1, i32) {
  %c0 = arith.constant 0 : index
  %t = arith.constant true
  %f = arith.constant false
  %r:4 = scf.if %c -> (i32, i1, i32, i32) {
    %s = arith.addi %a, %b : i32
    memref.store %s, %m[%c0] : memref<4xi32>
    scf.yield %s, %t, %a, %b : i32, i1, i32, i32
  } else {
    scf.yield %b, %f, %b, %a : i32, i1, i32, i32
  }
  return %r#0, %r#1, %r#2 : i32, i1, i32
}

// -----

// CHECK: {{^//}} -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func @condition_inside(%arg0: i1, %arg1: memref<4xi1>) {
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %false = arith.constant false
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     scf.if %arg0 {
// CHECK-NEXT:       memref.store %true, %arg1[%c0] : memref<4xi1>
// CHECK-NEXT:       memref.store %true, %arg1[%c0] : memref<4xi1>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       memref.store %false, %arg1[%c0] : memref<4xi1>
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }

func @condition_inside(%c: i1, %m: memref<4xi1>) {
  %c0 = arith.constant 0 : index
  scf.if %c {
    memref.store %c, %m[%c0] : memref<4xi1>
  } else {
    memref.store %c, %m[%c0] : memref<4xi1>
  }
  scf.if %c {
    memref.store %c, %m[%c0] : memref<4xi1>
  } else {
  }
  return
}

// -----

// CHECK: {{^//}} -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func @loops(%arg0: memref<8xindex>, %arg1: index) -> (index, index) {
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     memref.store %c0, %arg0[%c0] : memref<8xindex>
// CHECK-NEXT:     %0 = scf.for %arg2 = %c0 to %c4 step %c1 iter_args(%arg3 = %arg1) -> (index) {
// CHECK-NEXT:       memref.store %arg1, %arg0[%arg2] : memref<8xindex>
// CHECK-NEXT:       scf.yield %arg2 : index
// CHECK-NEXT:     }
// CHECK-NEXT:     memref.store %arg1, %arg0[%c0] : memref<8xindex>
// CHECK-NEXT:     return %arg1, %0 : index, index
// CHECK-NEXT:   }
// CHECK-NEXT: }

func @loops(%m: memref<8xindex>, %init: index) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %none = scf.for %i = %c4 to %c1 step %c1 iter_args(%x = %init) -> index {
    memref.store %x, %m[%i] : memref<8xindex>
    scf.yield %i : index
  }
  scf.for %i = %c0 to %c1 step %c1 {
    memref.store %i, %m[%i] : memref<8xindex>
  }
  %same:2 = scf.for %i = %c0 to %c4 step %c1 iter_args(%x = %init, %y = %init) -> (index, index) {
    memref.store %x, %m[%i] : memref<8xindex>
    scf.yield %x, %i : index, index
  }
  memref.store %none, %m[%c0] : memref<8xindex>
  return %same#0, %same#1 : index, index
}

// -----

// CHECK: {{^//}} -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func @branches(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT:     return %arg1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }

func @branches(%c: i1, %a: i32, %b: i32) -> i32 {
  %true = arith.constant true
  cond_br %true, ^bb1, ^bb4
^bb1:
  br ^bb2(%a : i32)
^bb2(%x: i32):
  cond_br %c, ^bb3(%x : i32), ^bb3(%b : i32)
^bb3(%y: i32):
  cond_br %c, ^bb5, ^bb4
^bb4:
  br ^bb6(%a : i32)
^bb5:
  cond_br %c, ^bb6(%a : i32), ^bb6(%b : i32)
^bb6(%z: i32):
  return %z : i32
}

// -----

// CHECK: {{^//}} -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func @dead_allocs(%arg0: f32, %arg1: i32) -> i32 {
// CHECK-NEXT:     return %arg1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }

func @dead_allocs(%v: f32, %i: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %m = memref.alloc() : memref<4xf32>
  memref.store %v, %m[%c0] : memref<4xf32>
  memref.dealloc %m : memref<4xf32>
  %s = memref.alloca() : memref<2xf32>
  %x = arith.index_cast %i : i32 to index
  %y = arith.index_cast %x : index to i32
  return %y : i32
}
