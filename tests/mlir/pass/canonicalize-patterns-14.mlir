// Canonicalization patterns on LLVM 14 input, beyond canonicalize-14.mlir: memref.copy
// (self copies; casts of either operand folded whatever they say, LLVM 14 comparing a
// type with itself), memref.subview (constant operands made static, casts of the source
// moved after), the switch patterns (only a default, cases like the default, a constant
// flag, pass-through blocks, a switch on the same flag after a case or after the default),
// nested scf.if without results, scf.parallel (one-iteration dimensions dropped, a
// dimension from a value to itself, nested loops merged) and scf.execute_region (inlined,
// one block or several), and the arith reassociations of constants, xori of xori and
// selects (of false and true, of 1 and 0, of i1 values), and/or of extensions, extsi of
// extui, index_cast of extsi, xori of a cmpi, bitcast of bitcast, and scf.while (the condition true in the body,
// the same comparison or its inverse known there, unused results and unused arguments
// dropped). The CHECK lines are mlir-opt-14 output.
// RUN: async-opt %s -split-input-file -canonicalize | FileCheck %s
// RUN: mlir-opt-14 %s -split-input-file -canonicalize | FileCheck %s

// CHECK: module {
// CHECK-NEXT:   func @copies(%arg0: memref<8xf32>, %arg1: memref<?xf32>, %arg2: memref<0xf32>) {
// CHECK-NEXT:     memref.copy %arg0, %arg1 : memref<8xf32> to memref<?xf32>
// CHECK-NEXT:     memref.copy %arg1, %arg0 : memref<?xf32> to memref<8xf32>
// CHECK-NEXT:     memref.copy %arg2, %arg1 : memref<0xf32> to memref<?xf32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }

func @copies(%m: memref<8xf32>, %d: memref<?xf32>, %e: memref<0xf32>) {
  memref.copy %m, %m : memref<8xf32> to memref<8xf32>
  %wide = memref.cast %m : memref<8xf32> to memref<?xf32>
  memref.copy %wide, %d : memref<?xf32> to memref<?xf32>
  %narrow = memref.cast %d : memref<?xf32> to memref<8xf32>
  memref.copy %narrow, %m : memref<8xf32> to memref<8xf32>
  memref.copy %e, %e : memref<0xf32> to memref<0xf32>
  %ee = memref.cast %e : memref<0xf32> to memref<?xf32>
  memref.copy %ee, %d : memref<?xf32> to memref<?xf32>
  return
}

// -----

// CHECK: {{^//}} -----
// CHECK-NEXT: #map0 = affine_map<(d0) -> (d0 + 3)>
// CHECK-NEXT: #map1 = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func @subviews(%arg0: memref<16xf32>, %arg1: index, %arg2: f32) -> memref<16xf32> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %0 = memref.subview %arg0[3] [5] [1] : memref<16xf32> to memref<5xf32, #map0>
// CHECK-NEXT:     memref.store %arg2, %0[%c0] : memref<5xf32, #map0>
// CHECK-NEXT:     %1 = memref.subview %arg0[%arg1] [4] [1] : memref<16xf32> to memref<4xf32, #map1>
// CHECK-NEXT:     memref.store %arg2, %1[%c0] : memref<4xf32, #map1>
// CHECK-NEXT:     return %arg0 : memref<16xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }

func @subviews(%m: memref<16xf32>, %n: index, %v: f32) -> memref<16xf32> {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %a = memref.subview %m[%c3] [%c5] [1] : memref<16xf32> to memref<?xf32, affine_map<(d0)[s0] -> (d0 + s0)>>
  memref.store %v, %a[%c0] : memref<?xf32, affine_map<(d0)[s0] -> (d0 + s0)>>
  %dyn = memref.cast %m : memref<16xf32> to memref<?xf32>
  %b = memref.subview %dyn[%n] [4] [1] : memref<?xf32> to memref<4xf32, affine_map<(d0)[s0] -> (d0 + s0)>>
  memref.store %v, %b[%c0] : memref<4xf32, affine_map<(d0)[s0] -> (d0 + s0)>>
  %whole = memref.subview %m[0] [16] [1] : memref<16xf32> to memref<16xf32>
  return %whole : memref<16xf32>
}

// -----

// CHECK: {{^//}} -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func @switch_only_default(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:     return %arg1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }

func @switch_only_default(%flag: i32, %a: i32) -> i32 {
  switch %flag : i32, [
    default: ^bb1(%a : i32)
  ]
^bb1(%x: i32):
  return %x : i32
}

// -----

// CHECK: {{^//}} -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func private @sink(i32)
// CHECK-NEXT:   func @switch_cases(%arg0: i32, %arg1: i32, %arg2: i32) {
// CHECK-NEXT:     switch %arg0 : i32, [
// CHECK-NEXT:       default: ^bb1(%arg1 : i32),
// CHECK-NEXT:       2: ^bb1(%arg2 : i32),
// CHECK-NEXT:       3: ^bb2
// CHECK-NEXT:     ]
// CHECK-NEXT:   ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT:     call @sink(%0) : (i32) -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     call @sink(%arg2) : (i32) -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }

func private @sink(i32)
func @switch_cases(%flag: i32, %a: i32, %b: i32) {
  switch %flag : i32, [
    default: ^bb1(%a : i32),
    1: ^bb1(%a : i32),
    2: ^bb1(%b : i32),
    3: ^bb2
  ]
^bb1(%x: i32):
  call @sink(%x) : (i32) -> ()
  return
^bb2:
  br ^bb3
^bb3:
  call @sink(%b) : (i32) -> ()
  return
}

// -----

// CHECK: {{^//}} -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func @switch_constant(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:     return %arg1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }

func @switch_constant(%a: i32, %b: i32) -> i32 {
  %seven = arith.constant 7 : i32
  switch %seven : i32, [
    default: ^bb1(%a : i32),
    7: ^bb1(%b : i32)
  ]
^bb1(%x: i32):
  return %x : i32
}

// -----

// CHECK: {{^//}} -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func private @sink(i32)
// CHECK-NEXT:   func @switch_same_flag(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: i32) {
// CHECK-NEXT:     switch %arg0 : i32, [
// CHECK-NEXT:       default: ^bb1,
// CHECK-NEXT:       5: ^bb2(%arg3 : i32)
// CHECK-NEXT:     ]
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     switch %arg0 : i32, [
// CHECK-NEXT:       default: ^bb2(%arg1 : i32),
// CHECK-NEXT:       6: ^bb2(%arg3 : i32)
// CHECK-NEXT:     ]
// CHECK-NEXT:   ^bb2(%0: i32):  // 3 preds: ^bb0, ^bb1, ^bb1
// CHECK-NEXT:     call @sink(%0) : (i32) -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }

func private @sink(i32)
func @switch_same_flag(%flag: i32, %a: i32, %b: i32, %c: i32) {
  switch %flag : i32, [
    default: ^bb1,
    5: ^bb2
  ]
^bb1:
  switch %flag : i32, [
    default: ^bb3(%a : i32),
    5: ^bb3(%b : i32),
    6: ^bb3(%c : i32)
  ]
^bb2:
  switch %flag : i32, [
    default: ^bb3(%a : i32),
    5: ^bb3(%c : i32)
  ]
^bb3(%x: i32):
  call @sink(%x) : (i32) -> ()
  return
}

// -----

// CHECK: {{^//}} -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func @nested_ifs(%arg0: i1, %arg1: i1, %arg2: memref<i32>, %arg3: i32, %arg4: i32) -> i32 {
// CHECK-NEXT:     %0 = arith.andi %arg0, %arg1 : i1
// CHECK-NEXT:     scf.if %0 {
// CHECK-NEXT:       memref.store %arg3, %arg2[] : memref<i32>
// CHECK-NEXT:     }
// CHECK-NEXT:     %1 = scf.if %arg0 -> (i32) {
// CHECK-NEXT:       %2 = scf.if %arg1 -> (i32) {
// CHECK-NEXT:         memref.store %arg4, %arg2[] : memref<i32>
// CHECK-NEXT:         scf.yield %arg3 : i32
// CHECK-NEXT:       } else {
// CHECK-NEXT:         scf.yield %arg4 : i32
// CHECK-NEXT:       }
// CHECK-NEXT:       scf.yield %2 : i32
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %arg4 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }

func @nested_ifs(%p: i1, %q: i1, %m: memref<i32>, %x: i32, %y: i32) -> i32 {
  scf.if %p {
    scf.if %q {
      memref.store %x, %m[] : memref<i32>
    }
  }
  %r = scf.if %p -> i32 {
    %s = scf.if %q -> i32 {
      memref.store %y, %m[] : memref<i32>
      scf.yield %x : i32
    } else {
      scf.yield %y : i32
    }
    scf.yield %s : i32
  } else {
    scf.yield %y : i32
  }
  return %r : i32
}

// -----

// CHECK: {{^//}} -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func @parallel_dims(%arg0: memref<8x8xf32>, %arg1: index, %arg2: f32) -> f32 {
// CHECK-NEXT:     %c6 = arith.constant 6 : index
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     scf.parallel (%arg3) = (%c0) to (%arg1) step (%c1) {
// CHECK-NEXT:       memref.store %arg2, %arg0[%c6, %arg3] : memref<8x8xf32>
// CHECK-NEXT:       scf.yield
// CHECK-NEXT:     }
// CHECK-NEXT:     scf.parallel (%arg3) = (%c6) to (%c2) step (%c1) {
// CHECK-NEXT:       memref.store %arg2, %arg0[%arg3, %arg3] : memref<8x8xf32>
// CHECK-NEXT:       scf.yield
// CHECK-NEXT:     }
// CHECK-NEXT:     %0 = memref.load %arg0[%c2, %c2] : memref<8x8xf32>
// CHECK-NEXT:     %1 = arith.mulf %arg2, %0 : f32
// CHECK-NEXT:     return %1 : f32
// CHECK-NEXT:   }
// CHECK-NEXT: }

func @parallel_dims(%m: memref<8x8xf32>, %n: index, %v: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c6 = arith.constant 6 : index
  %c7 = arith.constant 7 : index
  scf.parallel (%i, %j) = (%c6, %c0) to (%c7, %n) step (%c1, %c1) {
    memref.store %v, %m[%i, %j] : memref<8x8xf32>
    scf.yield
  }
  scf.parallel (%i) = (%n) to (%n) step (%c1) {
    memref.store %v, %m[%i, %i] : memref<8x8xf32>
    scf.yield
  }
  scf.parallel (%i) = (%c6) to (%c2) step (%c1) {
    memref.store %v, %m[%i, %i] : memref<8x8xf32>
    scf.yield
  }
  %sum = scf.parallel (%i) = (%c2) to (%c6) step (%c6) init (%v) -> f32 {
    %x = memref.load %m[%i, %i] : memref<8x8xf32>
    scf.reduce(%x) : f32 {
    ^bb0(%l: f32, %r: f32):
      %s = arith.mulf %l, %r : f32
      scf.reduce.return %s : f32
    }
    scf.yield
  }
  return %sum : f32
}

// -----

// CHECK: {{^//}} -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func @parallel_nest(%arg0: memref<8x8xf32>, %arg1: index, %arg2: f32) {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     scf.parallel (%arg3, %arg4) = (%c0, %c0) to (%arg1, %arg1) step (%c1, %c1) {
// CHECK-NEXT:       memref.store %arg2, %arg0[%arg4, %arg3] : memref<8x8xf32>
// CHECK-NEXT:       scf.yield
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }

func @parallel_nest(%m: memref<8x8xf32>, %n: index, %v: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    scf.parallel (%j) = (%c0) to (%n) step (%c1) {
      memref.store %v, %m[%j, %i] : memref<8x8xf32>
      scf.yield
    }
    scf.yield
  }
  return
}

// -----

// CHECK: {{^//}} -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func private @choose() -> i1
// CHECK-NEXT:   func @execute_regions(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:     %0 = arith.subi %arg0, %arg1 : i32
// CHECK-NEXT:     %1 = call @choose() : () -> i1
// CHECK-NEXT:     %2 = select %1, %0, %arg1 : i32
// CHECK-NEXT:     return %2 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }

func private @choose() -> i1
func @execute_regions(%a: i32, %b: i32) -> i32 {
  %one = scf.execute_region -> i32 {
    %s = arith.subi %a, %b : i32
    scf.yield %s : i32
  }
  %two = scf.execute_region -> i32 {
    %c = call @choose() : () -> i1
    cond_br %c, ^bb1, ^bb2
  ^bb1:
    scf.yield %one : i32
  ^bb2:
    scf.yield %b : i32
  }
  return %two : i32
}

// -----

// CHECK: {{^//}} -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func @reassociation(%arg0: i32, %arg1: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) {
// CHECK-NEXT:     %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:     %c12_i32 = arith.constant 12 : i32
// CHECK-NEXT:     %c-2_i32 = arith.constant -2 : i32
// CHECK-NEXT:     %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT:     %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT:     %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT:     %0 = arith.addi %arg0, %c12_i32 : i32
// CHECK-NEXT:     %1 = arith.addi %arg0, %c2_i32 : i32
// CHECK-NEXT:     %2 = arith.subi %c12_i32, %arg0 : i32
// CHECK-NEXT:     %3 = arith.muli %arg1, %c-1_i32 : i32
// CHECK-NEXT:     %4 = arith.addi %arg0, %3 : i32
// CHECK-NEXT:     %5 = arith.addi %arg0, %c-2_i32 : i32
// CHECK-NEXT:     %6 = arith.subi %c2_i32, %arg0 : i32
// CHECK-NEXT:     %7 = arith.subi %arg0, %c12_i32 : i32
// CHECK-NEXT:     %8 = arith.subi %c-2_i32, %arg0 : i32
// CHECK-NEXT:     %9 = arith.subi %c12_i32, %arg0 : i32
// CHECK-NEXT:     %10 = arith.addi %arg0, %c2_i32 : i32
// CHECK-NEXT:     %11 = arith.subi %arg0, %arg1 : i32
// CHECK-NEXT:     %12 = arith.subi %11, %arg0 : i32
// CHECK-NEXT:     %13 = arith.muli %arg0, %c5_i32 : i32
// CHECK-NEXT:     %14 = arith.muli %13, %c7_i32 : i32
// CHECK-NEXT:     return %0, %1, %2, %4, %5, %6, %7, %8, %9, %10, %12, %14 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT: }

func @reassociation(%x: i32, %y: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) {
  %c5 = arith.constant 5 : i32
  %c7 = arith.constant 7 : i32
  %m1 = arith.constant -1 : i32
  %a1 = arith.addi %x, %c5 : i32
  %r1 = arith.addi %a1, %c7 : i32
  %s2 = arith.subi %x, %c5 : i32
  %r2 = arith.addi %s2, %c7 : i32
  %s3 = arith.subi %c5, %x : i32
  %r3 = arith.addi %s3, %c7 : i32
  %mm = arith.muli %y, %m1 : i32
  %r4 = arith.addi %x, %mm : i32
  %a5 = arith.addi %x, %c5 : i32
  %r5 = arith.subi %a5, %c7 : i32
  %a6 = arith.addi %x, %c5 : i32
  %r6 = arith.subi %c7, %a6 : i32
  %s7 = arith.subi %x, %c5 : i32
  %r7 = arith.subi %s7, %c7 : i32
  %s8 = arith.subi %c5, %x : i32
  %r8 = arith.subi %s8, %c7 : i32
  %s9 = arith.subi %x, %c5 : i32
  %r9 = arith.subi %c7, %s9 : i32
  %s10 = arith.subi %c5, %x : i32
  %r10 = arith.subi %c7, %s10 : i32
  %s11 = arith.subi %x, %y : i32
  %r11 = arith.subi %s11, %x : i32
  %m12 = arith.muli %x, %c5 : i32
  %r12 = arith.muli %m12, %c7 : i32
  return %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
}

// -----

// CHECK: {{^//}} -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func @xor_of_xor(%arg0: i32, %arg1: i32) -> (i32, i32, i32) {
// CHECK-NEXT:     %0 = arith.xori %arg0, %arg1 : i32
// CHECK-NEXT:     %1 = arith.xori %0, %arg0 : i32
// CHECK-NEXT:     return %arg0, %arg0, %1 : i32, i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT: }

func @xor_of_xor(%x: i32, %y: i32) -> (i32, i32, i32) {
  %c1 = arith.constant 1 : i32
  %e = arith.xori %x, %c1 : i32
  %f = arith.xori %e, %c1 : i32
  %g = arith.xori %x, %y : i32
  %h = arith.xori %g, %y : i32
  %j = arith.xori %g, %x : i32
  return %f, %h, %j : i32, i32, i32
}

// -----

// CHECK: {{^//}} -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func @xor_with_xor_on_the_right(%arg0: i32, %arg1: i32) -> (i32, i32) {
// CHECK-NEXT:     %0 = arith.xori %arg0, %arg1 : i32
// CHECK-NEXT:     %1 = arith.xori %arg1, %0 : i32
// CHECK-NEXT:     %2 = arith.xori %arg0, %0 : i32
// CHECK-NEXT:     return %1, %2 : i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT: }

func @xor_with_xor_on_the_right(%x: i32, %y: i32) -> (i32, i32) {
  %g = arith.xori %x, %y : i32
  %i = arith.xori %y, %g : i32
  %k = arith.xori %x, %g : i32
  return %i, %k : i32, i32
}

// -----

// CHECK: {{^//}} -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func @i1_select(%arg0: i1) -> i1 {
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %0 = arith.xori %arg0, %true : i1
// CHECK-NEXT:     return %0 : i1
// CHECK-NEXT:   }
// CHECK-NEXT: }

func @i1_select(%p: i1) -> i1 {
  %t = arith.constant true
  %f = arith.constant false
  %n = select %p, %f, %t : i1
  return %n : i1
}

// -----

// CHECK: {{^//}} -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func private @next(i32) -> i32
// CHECK-NEXT:   func private @use(i1)
// CHECK-NEXT:   func @truth(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %0 = scf.while (%arg2 = %arg0) : (i32) -> i32 {
// CHECK-NEXT:       %1 = arith.cmpi slt, %arg2, %arg1 : i32
// CHECK-NEXT:       scf.condition(%1) %arg2 : i32
// CHECK-NEXT:     } do {
// CHECK-NEXT:     ^bb0(%arg2: i32):
// CHECK-NEXT:       call @use(%true) : (i1) -> ()
// CHECK-NEXT:       %1 = call @next(%arg2) : (i32) -> i32
// CHECK-NEXT:       scf.yield %1 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }

func private @next(i32) -> i32
func private @use(i1)
func @truth(%init: i32, %lim: i32) -> i32 {
  %r = scf.while (%i = %init) : (i32) -> i32 {
    %go = arith.cmpi slt, %i, %lim : i32
    scf.condition(%go) %i : i32
  } do {
  ^bb0(%j: i32):
    %again = arith.cmpi slt, %j, %lim : i32
    call @use(%again) : (i1) -> ()
    %k = call @next(%j) : (i32) -> i32
    scf.yield %k : i32
  }
  return %r : i32
}

// -----

// CHECK: {{^//}} -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func private @next(i32) -> i32
// CHECK-NEXT:   func @unused_result(%arg0: i32, %arg1: i32) {
// CHECK-NEXT:     %0 = scf.while (%arg2 = %arg0) : (i32) -> i32 {
// CHECK-NEXT:       %1 = arith.cmpi slt, %arg2, %arg1 : i32
// CHECK-NEXT:       scf.condition(%1) %arg2 : i32
// CHECK-NEXT:     } do {
// CHECK-NEXT:     ^bb0(%arg2: i32):
// CHECK-NEXT:       %1 = call @next(%arg2) : (i32) -> i32
// CHECK-NEXT:       scf.yield %1 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }

func private @next(i32) -> i32
func @unused_result(%init: i32, %lim: i32) {
  %r:2 = scf.while (%i = %init) : (i32) -> (i32, i32) {
    %go = arith.cmpi slt, %i, %lim : i32
    scf.condition(%go) %i, %i : i32, i32
  } do {
  ^bb0(%j: i32, %u: i32):
    %k = call @next(%j) : (i32) -> i32
    scf.yield %k : i32
  }
  return
}

// -----

// CHECK: {{^//}} -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func private @next(i32) -> i32
// CHECK-NEXT:   func @invariant(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:     %0 = scf.while (%arg2 = %arg0, %arg3 = %arg1) : (i32, i32) -> i32 {
// CHECK-NEXT:       %1 = arith.cmpi slt, %arg2, %arg3 : i32
// CHECK-NEXT:       scf.condition(%1) %arg2 : i32
// CHECK-NEXT:     } do {
// CHECK-NEXT:     ^bb0(%arg2: i32):
// CHECK-NEXT:       %1 = call @next(%arg2) : (i32) -> i32
// CHECK-NEXT:       scf.yield %1, %arg1 : i32, i32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }

func private @next(i32) -> i32
func @invariant(%init: i32, %lim: i32) -> i32 {
  %r = scf.while (%i = %init, %l = %lim) : (i32, i32) -> i32 {
    %go = arith.cmpi slt, %i, %l : i32
    scf.condition(%go) %i : i32
  } do {
  ^bb0(%j: i32):
    %k = call @next(%j) : (i32) -> i32
    scf.yield %k, %lim : i32, i32
  }
  return %r : i32
}

// -----

// CHECK: {{^//}} -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func private @next(i32) -> i32
// CHECK-NEXT:   func private @use(i32)
// CHECK-NEXT:   func @invariant_yielded(%arg0: i32, %arg1: i32, %arg2: i32) -> (i32, i32) {
// CHECK-NEXT:     %0:2 = scf.while (%arg3 = %arg0) : (i32) -> (i32, i32) {
// CHECK-NEXT:       %1 = arith.cmpi slt, %arg3, %arg1 : i32
// CHECK-NEXT:       scf.condition(%1) %arg3, %arg2 : i32, i32
// CHECK-NEXT:     } do {
// CHECK-NEXT:     ^bb0(%arg3: i32, %arg4: i32):
// CHECK-NEXT:       call @use(%arg4) : (i32) -> ()
// CHECK-NEXT:       %1 = call @next(%arg3) : (i32) -> i32
// CHECK-NEXT:       scf.yield %1 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0#0, %0#1 : i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT: }

func private @next(i32) -> i32
func private @use(i32)
func @invariant_yielded(%init: i32, %lim: i32, %k: i32) -> (i32, i32) {
  %r:2 = scf.while (%i = %init) : (i32) -> (i32, i32) {
    %go = arith.cmpi slt, %i, %lim : i32
    scf.condition(%go) %i, %k : i32, i32
  } do {
  ^bb0(%j: i32, %kk: i32):
    call @use(%kk) : (i32) -> ()
    %n = call @next(%j) : (i32) -> i32
    scf.yield %n : i32
  }
  return %r#0, %r#1 : i32, i32
}

// -----

// CHECK: {{^//}} -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func private @cond() -> i1
// CHECK-NEXT:   func private @use(i1)
// CHECK-NEXT:   func @condition_truth(%arg0: i32) {
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     scf.while : () -> () {
// CHECK-NEXT:       %0 = call @cond() : () -> i1
// CHECK-NEXT:       scf.condition(%0)
// CHECK-NEXT:     } do {
// CHECK-NEXT:       call @use(%true) : (i1) -> ()
// CHECK-NEXT:       scf.yield
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }

func private @cond() -> i1
func private @use(i1)
func @condition_truth(%init: i32) {
  %r = scf.while (%i = %init) : (i32) -> i1 {
    %c = call @cond() : () -> i1
    scf.condition(%c) %c : i1
  } do {
  ^bb0(%b: i1):
    call @use(%b) : (i1) -> ()
    scf.yield %init : i32
  }
  return
}

// -----

// CHECK: {{^//}} -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func private @next(i32) -> i32
// CHECK-NEXT:   func @inverted_cmp(%arg0: i32, %arg1: i32) -> i1 {
// CHECK-NEXT:     %0 = scf.while (%arg2 = %arg0) : (i32) -> i32 {
// CHECK-NEXT:       %2 = arith.cmpi slt, %arg2, %arg1 : i32
// CHECK-NEXT:       scf.condition(%2) %arg2 : i32
// CHECK-NEXT:     } do {
// CHECK-NEXT:     ^bb0(%arg2: i32):
// CHECK-NEXT:       %2 = call @next(%arg2) : (i32) -> i32
// CHECK-NEXT:       scf.yield %2 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     %1 = arith.cmpi eq, %0, %arg1 : i32
// CHECK-NEXT:     return %1 : i1
// CHECK-NEXT:   }
// CHECK-NEXT: }

func private @next(i32) -> i32
func @inverted_cmp(%init: i32, %lim: i32) -> i1 {
  %r = scf.while (%i = %init) : (i32) -> i32 {
    %go = arith.cmpi slt, %i, %lim : i32
    scf.condition(%go) %i : i32
  } do {
  ^bb0(%j: i32):
    %stop = arith.cmpi sge, %j, %lim : i32
    %n = call @next(%j) : (i32) -> i32
    %m = select %stop, %j, %n : i32
    scf.yield %m : i32
  }
  %f = arith.cmpi eq, %r, %lim : i32
  return %f : i1
}

// -----

// CHECK: {{^//}} -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func private @next(i32) -> i32
// CHECK-NEXT:   func @duplicated_and_unused_args(%arg0: i32, %arg1: i32, %arg2: i32) -> (i32, i32) {
// CHECK-NEXT:     %0:2 = scf.while (%arg3 = %arg0) : (i32) -> (i32, i32) {
// CHECK-NEXT:       %1 = arith.cmpi slt, %arg3, %arg1 : i32
// CHECK-NEXT:       scf.condition(%1) %arg3, %arg3 : i32, i32
// CHECK-NEXT:     } do {
// CHECK-NEXT:     ^bb0(%arg3: i32, %arg4: i32):
// CHECK-NEXT:       %1 = call @next(%arg3) : (i32) -> i32
// CHECK-NEXT:       %2 = call @next(%arg4) : (i32) -> i32
// CHECK-NEXT:       scf.yield %1 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0#0, %0#1 : i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT: }

func private @next(i32) -> i32
func @duplicated_and_unused_args(%init: i32, %lim: i32, %z: i32) -> (i32, i32) {
  %r:2 = scf.while (%i = %init, %u = %z) : (i32, i32) -> (i32, i32) {
    %go = arith.cmpi slt, %i, %lim : i32
    scf.condition(%go) %i, %i : i32, i32
  } do {
  ^bb0(%j: i32, %j2: i32):
    %n = call @next(%j) : (i32) -> i32
    %n2 = call @next(%j2) : (i32) -> i32
    scf.yield %n, %n2 : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

// -----

// CHECK: {{^//}} -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func @logic_of_extensions(%arg0: i8, %arg1: i8, %arg2: i32, %arg3: i32, %arg4: index) -> (i32, i32, i32, i32, i1, i1, i1, index) {
// CHECK-NEXT:     %0 = arith.extsi %arg0 : i8 to i32
// CHECK-NEXT:     %1 = arith.extsi %arg1 : i8 to i32
// CHECK-NEXT:     %2 = arith.extui %arg0 : i8 to i32
// CHECK-NEXT:     %3 = arith.extui %arg1 : i8 to i32
// CHECK-NEXT:     %4 = arith.andi %arg0, %arg1 : i8
// CHECK-NEXT:     %5 = arith.extsi %4 : i8 to i32
// CHECK-NEXT:     %6 = arith.ori %arg0, %arg1 : i8
// CHECK-NEXT:     %7 = arith.extsi %6 : i8 to i32
// CHECK-NEXT:     %8 = arith.xori %2, %3 : i32
// CHECK-NEXT:     %9 = arith.xori %0, %1 : i32
// CHECK-NEXT:     %10 = arith.cmpi eq, %0, %1 : i32
// CHECK-NEXT:     %11 = arith.cmpi ne, %2, %3 : i32
// CHECK-NEXT:     %12 = arith.cmpi slt, %0, %1 : i32
// CHECK-NEXT:     %13 = arith.index_cast %2 : i32 to index
// CHECK-NEXT:     return %5, %7, %8, %9, %10, %11, %12, %13 : i32, i32, i32, i32, i1, i1, i1, index
// CHECK-NEXT:   }
// CHECK-NEXT: }

func @logic_of_extensions(%a: i8, %b: i8, %x: i32, %y: i32, %i: index) -> (i32, i32, i32, i32, i1, i1, i1, index) {
  %sa = arith.extsi %a : i8 to i32
  %sb = arith.extsi %b : i8 to i32
  %ua = arith.extui %a : i8 to i32
  %ub = arith.extui %b : i8 to i32
  %r1 = arith.andi %sa, %sb : i32
  %r2 = arith.ori %sa, %sb : i32
  %r3 = arith.xori %ua, %ub : i32
  %r4 = arith.xori %sa, %sb : i32
  %e1 = arith.cmpi eq, %sa, %sb : i32
  %e2 = arith.cmpi ne, %ua, %ub : i32
  %e3 = arith.cmpi slt, %sa, %sb : i32
  %ic = arith.index_cast %ua : i32 to index
  return %r1, %r2, %r3, %r4, %e1, %e2, %e3, %ic : i32, i32, i32, i32, i1, i1, i1, index
}

// -----

// CHECK: {{^//}} -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func @selects_of_constants(%arg0: i1, %arg1: i1) -> (i32, i32, i1, i1) {
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %0 = arith.extui %arg0 : i1 to i32
// CHECK-NEXT:     %1 = arith.xori %arg0, %true : i1
// CHECK-NEXT:     %2 = arith.extui %1 : i1 to i32
// CHECK-NEXT:     %3 = arith.xori %arg0, %true : i1
// CHECK-NEXT:     %4 = arith.andi %arg0, %arg1 : i1
// CHECK-NEXT:     return %0, %2, %3, %4 : i32, i32, i1, i1
// CHECK-NEXT:   }
// CHECK-NEXT: }

func @selects_of_constants(%p: i1, %q: i1) -> (i32, i32, i1, i1) {
  %c1 = arith.constant 1 : i32
  %c0 = arith.constant 0 : i32
  %a = select %p, %c1, %c0 : i32
  %b = select %p, %c0, %c1 : i32
  %t = arith.constant true
  %f = arith.constant false
  %n = select %p, %f, %t : i1
  %m = select %p, %q, %f : i1
  return %a, %b, %n, %m : i32, i32, i1, i1
}

// -----

// CHECK: {{^//}} -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func @casts_of_extensions(%arg0: i8, %arg1: i32, %arg2: i32) -> (i64, index, i1) {
// CHECK-NEXT:     %0 = arith.extui %arg0 : i8 to i64
// CHECK-NEXT:     %1 = arith.index_cast %arg0 : i8 to index
// CHECK-NEXT:     %2 = arith.cmpi sge, %arg1, %arg2 : i32
// CHECK-NEXT:     return %0, %1, %2 : i64, index, i1
// CHECK-NEXT:   }
// CHECK-NEXT: }

func @casts_of_extensions(%x: i8, %a: i32, %b: i32) -> (i64, index, i1) {
  %u = arith.extui %x : i8 to i16
  %s = arith.extsi %u : i16 to i64
  %e = arith.extsi %x : i8 to i32
  %i = arith.index_cast %e : i32 to index
  %lt = arith.cmpi slt, %a, %b : i32
  %t = arith.constant true
  %ge = arith.xori %lt, %t : i1
  return %s, %i, %ge : i64, index, i1
}

// -----

// CHECK: {{^//}} -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func @rest(%arg0: i8, %arg1: i64, %arg2: i1, %arg3: i1, %arg4: f32) -> (i16, i32, i1, i1, f32) {
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %c32_i64 = arith.constant 32 : i64
// CHECK-NEXT:     %0 = arith.extsi %arg0 : i8 to i32
// CHECK-NEXT:     %1 = arith.trunci %0 : i32 to i16
// CHECK-NEXT:     %2 = arith.shrui %arg1, %c32_i64 : i64
// CHECK-NEXT:     %3 = arith.trunci %2 : i64 to i32
// CHECK-NEXT:     %4 = arith.andi %arg2, %arg3 : i1
// CHECK-NEXT:     %5 = arith.xori %arg2, %true : i1
// CHECK-NEXT:     %6 = arith.andi %arg2, %arg3 : i1
// CHECK-NEXT:     %7 = arith.andi %5, %arg2 : i1
// CHECK-NEXT:     %8 = arith.ori %6, %7 : i1
// CHECK-NEXT:     %9 = arith.xori %4, %true : i1
// CHECK-NEXT:     %10 = arith.andi %4, %arg2 : i1
// CHECK-NEXT:     %11 = arith.andi %9, %arg3 : i1
// CHECK-NEXT:     %12 = arith.ori %10, %11 : i1
// CHECK-NEXT:     return %1, %3, %8, %12, %arg4 : i16, i32, i1, i1, f32
// CHECK-NEXT:   }
// CHECK-NEXT: }

func @rest(%x: i8, %y: i64, %b: i1, %c: i1, %f: f32) -> (i16, i32, i1, i1, f32) {
  %e = arith.extsi %x : i8 to i32
  %t = arith.trunci %e : i32 to i16
  %c32 = arith.constant 32 : i64
  %s = arith.shrui %y, %c32 : i64
  %u = arith.trunci %s : i64 to i32
  %a = arith.andi %b, %c : i1
  %sel = select %b, %c, %b : i1
  %sel2 = select %a, %b, %c : i1
  %bc = arith.bitcast %f : f32 to i32
  %bd = arith.bitcast %bc : i32 to f32
  return %t, %u, %sel, %sel2, %bd : i16, i32, i1, i1, f32
}

// -----

// CHECK: {{^//}} -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func @shifts(%arg0: i64, %arg1: i32) -> (i32, i16, i32) {
// CHECK-NEXT:     %c8_i32 = arith.constant 8 : i32
// CHECK-NEXT:     %c32_i64 = arith.constant 32 : i64
// CHECK-NEXT:     %0 = arith.shrsi %arg0, %c32_i64 : i64
// CHECK-NEXT:     %1 = arith.trunci %0 : i64 to i32
// CHECK-NEXT:     %2 = arith.shrsi %arg1, %c8_i32 : i32
// CHECK-NEXT:     %3 = arith.trunci %2 : i32 to i16
// CHECK-NEXT:     %4 = arith.extui %3 : i16 to i64
// CHECK-NEXT:     %5 = arith.trunci %4 : i64 to i32
// CHECK-NEXT:     return %1, %3, %5 : i32, i16, i32
// CHECK-NEXT:   }
// CHECK-NEXT: }

func @shifts(%x: i64, %y: i32) -> (i32, i16, i32) {
  %c32 = arith.constant 32 : i64
  %s = arith.shrsi %x, %c32 : i64
  %t = arith.trunci %s : i64 to i32
  %c8 = arith.constant 8 : i32
  %s2 = arith.shrsi %y, %c8 : i32
  %t2 = arith.trunci %s2 : i32 to i16
  %e = arith.extui %t2 : i16 to i64
  %t3 = arith.trunci %e : i64 to i32
  return %t, %t2, %t3 : i32, i16, i32
}
