// canonicalize-patterns-14.mlir in LLVM 22 syntax, with what LLVM 22 does differently:
// memref.copy of an empty memref erased and casts folded only when they forget static
// information, a subview of the whole source a cast of it, nested scf.if with results
// combined through arith.select, scf.parallel dimensions of no iteration from constant
// bounds, scf.index_switch on a constant, more arith reassociations,
// redundant selects and overflow flags merged, and scf.while arguments passed back
// unchanged, values from outside passed on, and duplicated results; xori and cmpi
// eq/ne of extensions, index_castui of extui, trunci of extensions and of shrsi. The CHECK lines are mlir-opt-22 output.
// RUN: async-opt %s -split-input-file -canonicalize | FileCheck %s
// RUN: mlir-opt-22 %s -split-input-file -canonicalize | FileCheck %s

// CHECK: module {
// CHECK-NEXT:   func.func @copies(%arg0: memref<8xf32>, %arg1: memref<?xf32>, %arg2: memref<0xf32>) {
// CHECK-NEXT:     memref.copy %arg0, %arg1 : memref<8xf32> to memref<?xf32>
// CHECK-NEXT:     %cast = memref.cast %arg1 : memref<?xf32> to memref<8xf32>
// CHECK-NEXT:     memref.copy %cast, %arg0 : memref<8xf32> to memref<8xf32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }

func.func @copies(%m: memref<8xf32>, %d: memref<?xf32>, %e: memref<0xf32>) {
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
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @subviews(%arg0: memref<16xf32>, %arg1: index, %arg2: f32) -> memref<16xf32, strided<[1]>> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %subview = memref.subview %arg0[3] [5] [1] : memref<16xf32> to memref<5xf32, strided<[1], offset: 3>>
// CHECK-NEXT:     memref.store %arg2, %subview[%c0] : memref<5xf32, strided<[1], offset: 3>>
// CHECK-NEXT:     %subview_0 = memref.subview %arg0[%arg1] [4] [1] : memref<16xf32> to memref<4xf32, strided<[1], offset: ?>>
// CHECK-NEXT:     memref.store %arg2, %subview_0[%c0] : memref<4xf32, strided<[1], offset: ?>>
// CHECK-NEXT:     %cast = memref.cast %arg0 : memref<16xf32> to memref<16xf32, strided<[1]>>
// CHECK-NEXT:     return %cast : memref<16xf32, strided<[1]>>
// CHECK-NEXT:   }
// CHECK-NEXT: }

func.func @subviews(%m: memref<16xf32>, %n: index, %v: f32) -> memref<16xf32, strided<[1]>> {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %a = memref.subview %m[%c3] [%c5] [1] : memref<16xf32> to memref<?xf32, strided<[1], offset: ?>>
  memref.store %v, %a[%c0] : memref<?xf32, strided<[1], offset: ?>>
  %dyn = memref.cast %m : memref<16xf32> to memref<?xf32>
  %b = memref.subview %dyn[%n] [4] [1] : memref<?xf32> to memref<4xf32, strided<[1], offset: ?>>
  memref.store %v, %b[%c0] : memref<4xf32, strided<[1], offset: ?>>
  %whole = memref.subview %m[0] [16] [1] : memref<16xf32> to memref<16xf32, strided<[1]>>
  return %whole : memref<16xf32, strided<[1]>>
}

// -----

// CHECK: {{^//}} -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @switch_only_default(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:     return %arg1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }

func.func @switch_only_default(%flag: i32, %a: i32) -> i32 {
  cf.switch %flag : i32, [
    default: ^bb1(%a : i32)
  ]
^bb1(%x: i32):
  return %x : i32
}

// -----

// CHECK: {{^//}} -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func private @sink(i32)
// CHECK-NEXT:   func.func @switch_cases(%arg0: i32, %arg1: i32, %arg2: i32) {
// CHECK-NEXT:     cf.switch %arg0 : i32, [
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

func.func private @sink(i32)
func.func @switch_cases(%flag: i32, %a: i32, %b: i32) {
  cf.switch %flag : i32, [
    default: ^bb1(%a : i32),
    1: ^bb1(%a : i32),
    2: ^bb1(%b : i32),
    3: ^bb2
  ]
^bb1(%x: i32):
  func.call @sink(%x) : (i32) -> ()
  return
^bb2:
  cf.br ^bb3
^bb3:
  func.call @sink(%b) : (i32) -> ()
  return
}

// -----

// CHECK: {{^//}} -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @switch_constant(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:     return %arg1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }

func.func @switch_constant(%a: i32, %b: i32) -> i32 {
  %seven = arith.constant 7 : i32
  cf.switch %seven : i32, [
    default: ^bb1(%a : i32),
    7: ^bb1(%b : i32)
  ]
^bb1(%x: i32):
  return %x : i32
}

// -----

// CHECK: {{^//}} -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func private @sink(i32)
// CHECK-NEXT:   func.func @switch_same_flag(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: i32) {
// CHECK-NEXT:     cf.switch %arg0 : i32, [
// CHECK-NEXT:       default: ^bb1,
// CHECK-NEXT:       5: ^bb2(%arg3 : i32)
// CHECK-NEXT:     ]
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     cf.switch %arg0 : i32, [
// CHECK-NEXT:       default: ^bb2(%arg1 : i32),
// CHECK-NEXT:       6: ^bb2(%arg3 : i32)
// CHECK-NEXT:     ]
// CHECK-NEXT:   ^bb2(%0: i32):  // 3 preds: ^bb0, ^bb1, ^bb1
// CHECK-NEXT:     call @sink(%0) : (i32) -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }

func.func private @sink(i32)
func.func @switch_same_flag(%flag: i32, %a: i32, %b: i32, %c: i32) {
  cf.switch %flag : i32, [
    default: ^bb1,
    5: ^bb2
  ]
^bb1:
  cf.switch %flag : i32, [
    default: ^bb3(%a : i32),
    5: ^bb3(%b : i32),
    6: ^bb3(%c : i32)
  ]
^bb2:
  cf.switch %flag : i32, [
    default: ^bb3(%a : i32),
    5: ^bb3(%c : i32)
  ]
^bb3(%x: i32):
  func.call @sink(%x) : (i32) -> ()
  return
}

// -----

// CHECK: {{^//}} -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @index_switch_constant(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:     %0 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }

func.func @index_switch_constant(%a: i32, %b: i32) -> i32 {
  %c1 = arith.constant 1 : index
  %r = scf.index_switch %c1 -> i32
  case 0 {
    scf.yield %a : i32
  }
  case 1 {
    %s = arith.addi %a, %b : i32
    scf.yield %s : i32
  }
  default {
    scf.yield %b : i32
  }
  return %r : i32
}

// -----

// CHECK: {{^//}} -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @nested_ifs(%arg0: i1, %arg1: i1, %arg2: memref<i32>, %arg3: i32, %arg4: i32) -> i32 {
// CHECK-NEXT:     %0 = arith.andi %arg0, %arg1 : i1
// CHECK-NEXT:     scf.if %0 {
// CHECK-NEXT:       memref.store %arg3, %arg2[] : memref<i32>
// CHECK-NEXT:     }
// CHECK-NEXT:     %1 = arith.andi %arg0, %arg1 : i1
// CHECK-NEXT:     %2 = arith.select %1, %arg3, %arg4 : i32
// CHECK-NEXT:     scf.if %1 {
// CHECK-NEXT:       memref.store %arg4, %arg2[] : memref<i32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return %2 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }

func.func @nested_ifs(%p: i1, %q: i1, %m: memref<i32>, %x: i32, %y: i32) -> i32 {
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
// CHECK-NEXT:   func.func @parallel_dims(%arg0: memref<8x8xf32>, %arg1: index, %arg2: f32) -> f32 {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %c6 = arith.constant 6 : index
// CHECK-NEXT:     scf.parallel (%arg3) = (%c0) to (%arg1) step (%c1) {
// CHECK-NEXT:       memref.store %arg2, %arg0[%c6, %arg3] : memref<8x8xf32>
// CHECK-NEXT:       scf.reduce
// CHECK-NEXT:     }
// CHECK-NEXT:     %0 = memref.load %arg0[%c2, %c2] : memref<8x8xf32>
// CHECK-NEXT:     %1 = arith.mulf %arg2, %0 : f32
// CHECK-NEXT:     return %1 : f32
// CHECK-NEXT:   }
// CHECK-NEXT: }

func.func @parallel_dims(%m: memref<8x8xf32>, %n: index, %v: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c6 = arith.constant 6 : index
  %c7 = arith.constant 7 : index
  scf.parallel (%i, %j) = (%c6, %c0) to (%c7, %n) step (%c1, %c1) {
    memref.store %v, %m[%i, %j] : memref<8x8xf32>
    scf.reduce
  }
  scf.parallel (%i) = (%n) to (%n) step (%c1) {
    memref.store %v, %m[%i, %i] : memref<8x8xf32>
    scf.reduce
  }
  scf.parallel (%i) = (%c6) to (%c2) step (%c1) {
    memref.store %v, %m[%i, %i] : memref<8x8xf32>
    scf.reduce
  }
  %sum = scf.parallel (%i) = (%c2) to (%c6) step (%c6) init (%v) -> f32 {
    %x = memref.load %m[%i, %i] : memref<8x8xf32>
    scf.reduce(%x : f32) {
    ^bb0(%l: f32, %r: f32):
      %s = arith.mulf %l, %r : f32
      scf.reduce.return %s : f32
    }
  }
  return %sum : f32
}

// -----

// CHECK: {{^//}} -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @parallel_nest(%arg0: memref<8x8xf32>, %arg1: index, %arg2: f32) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     scf.parallel (%arg3, %arg4) = (%c0, %c0) to (%arg1, %arg1) step (%c1, %c1) {
// CHECK-NEXT:       memref.store %arg2, %arg0[%arg4, %arg3] : memref<8x8xf32>
// CHECK-NEXT:       scf.reduce
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }

func.func @parallel_nest(%m: memref<8x8xf32>, %n: index, %v: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    scf.parallel (%j) = (%c0) to (%n) step (%c1) {
      memref.store %v, %m[%j, %i] : memref<8x8xf32>
      scf.reduce
    }
    scf.reduce
  }
  return
}

// -----

// CHECK: {{^//}} -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func private @choose() -> i1
// CHECK-NEXT:   func.func @execute_regions(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:     %0 = arith.subi %arg0, %arg1 : i32
// CHECK-NEXT:     %1 = call @choose() : () -> i1
// CHECK-NEXT:     %2 = arith.select %1, %0, %arg1 : i32
// CHECK-NEXT:     return %2 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }

func.func private @choose() -> i1
func.func @execute_regions(%a: i32, %b: i32) -> i32 {
  %one = scf.execute_region -> i32 {
    %s = arith.subi %a, %b : i32
    scf.yield %s : i32
  }
  %two = scf.execute_region -> i32 {
    %c = func.call @choose() : () -> i1
    cf.cond_br %c, ^bb1, ^bb2
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
// CHECK-NEXT:   func.func @reassociation(%arg0: i32, %arg1: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) {
// CHECK-NEXT:     %c35_i32 = arith.constant 35 : i32
// CHECK-NEXT:     %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:     %c-2_i32 = arith.constant -2 : i32
// CHECK-NEXT:     %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:     %c12_i32 = arith.constant 12 : i32
// CHECK-NEXT:     %0 = arith.addi %arg0, %c12_i32 : i32
// CHECK-NEXT:     %1 = arith.addi %arg0, %c2_i32 : i32
// CHECK-NEXT:     %2 = arith.subi %c12_i32, %arg0 : i32
// CHECK-NEXT:     %3 = arith.subi %arg0, %arg1 : i32
// CHECK-NEXT:     %4 = arith.addi %arg0, %c-2_i32 : i32
// CHECK-NEXT:     %5 = arith.subi %c2_i32, %arg0 : i32
// CHECK-NEXT:     %6 = arith.subi %arg0, %c12_i32 : i32
// CHECK-NEXT:     %7 = arith.subi %c-2_i32, %arg0 : i32
// CHECK-NEXT:     %8 = arith.subi %c12_i32, %arg0 : i32
// CHECK-NEXT:     %9 = arith.addi %arg0, %c2_i32 : i32
// CHECK-NEXT:     %10 = arith.subi %c0_i32, %arg1 : i32
// CHECK-NEXT:     %11 = arith.muli %arg0, %c35_i32 : i32
// CHECK-NEXT:     return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT: }

func.func @reassociation(%x: i32, %y: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) {
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
// CHECK-NEXT:   func.func @xor_of_xor(%arg0: i32, %arg1: i32) -> (i32, i32, i32) {
// CHECK-NEXT:     return %arg0, %arg0, %arg1 : i32, i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT: }

func.func @xor_of_xor(%x: i32, %y: i32) -> (i32, i32, i32) {
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
// CHECK-NEXT:   func.func @xor_with_xor_on_the_right(%arg0: i32, %arg1: i32) -> (i32, i32) {
// CHECK-NEXT:     return %arg0, %arg1 : i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT: }

func.func @xor_with_xor_on_the_right(%x: i32, %y: i32) -> (i32, i32) {
  %g = arith.xori %x, %y : i32
  %i = arith.xori %y, %g : i32
  %k = arith.xori %x, %g : i32
  return %i, %k : i32, i32
}

// -----

// CHECK: {{^//}} -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @i1_select(%arg0: i1) -> i1 {
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %0 = arith.xori %arg0, %true : i1
// CHECK-NEXT:     return %0 : i1
// CHECK-NEXT:   }
// CHECK-NEXT: }

func.func @i1_select(%p: i1) -> i1 {
  %t = arith.constant true
  %f = arith.constant false
  %n = arith.select %p, %f, %t : i1
  return %n : i1
}

// -----

// CHECK: {{^//}} -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @selects_and_flags(%arg0: i1, %arg1: i32, %arg2: i32, %arg3: i32, %arg4: i32) -> (i32, i32, i32, i32, i32, i32) {
// CHECK-NEXT:     %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:     %c-2_i32 = arith.constant -2 : i32
// CHECK-NEXT:     %c10_i32 = arith.constant 10 : i32
// CHECK-NEXT:     %0 = arith.select %arg0, %arg2, %arg1 : i32
// CHECK-NEXT:     %1 = arith.select %arg0, %arg1, %arg3 : i32
// CHECK-NEXT:     %2 = arith.select %arg0, %arg3, %arg2 : i32
// CHECK-NEXT:     %3 = arith.addi %arg4, %c10_i32 overflow<nsw> : i32
// CHECK-NEXT:     %4 = arith.addi %arg4, %c-2_i32 : i32
// CHECK-NEXT:     %5 = arith.subi %c0_i32, %arg1 overflow<nsw> : i32
// CHECK-NEXT:     return %0, %1, %2, %3, %4, %5 : i32, i32, i32, i32, i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT: }

func.func @selects_and_flags(%p: i1, %a: i32, %b: i32, %c: i32, %x: i32) -> (i32, i32, i32, i32, i32, i32) {
  %t = arith.constant true
  %n = arith.xori %p, %t : i1
  %s1 = arith.select %n, %a, %b : i32
  %i = arith.select %p, %a, %b : i32
  %s2 = arith.select %p, %i, %c : i32
  %s3 = arith.select %p, %c, %i : i32
  %c4 = arith.constant 4 : i32
  %c6 = arith.constant 6 : i32
  %u = arith.addi %x, %c4 overflow<nsw> : i32
  %v = arith.addi %u, %c6 overflow<nsw> : i32
  %w = arith.addi %x, %c4 overflow<nuw> : i32
  %y = arith.subi %w, %c6 overflow<nuw> : i32
  %z1 = arith.subi %x, %a overflow<nsw> : i32
  %z = arith.subi %z1, %x overflow<nsw> : i32
  return %s1, %s2, %s3, %v, %y, %z : i32, i32, i32, i32, i32, i32
}

// -----

// CHECK: {{^//}} -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func private @next(i32) -> i32
// CHECK-NEXT:   func.func private @use(i1)
// CHECK-NEXT:   func.func @truth(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %0 = scf.while (%arg2 = %arg0) : (i32) -> i32 {
// CHECK-NEXT:       %1 = arith.cmpi slt, %arg2, %arg1 : i32
// CHECK-NEXT:       scf.condition(%1) %arg2 : i32
// CHECK-NEXT:     } do {
// CHECK-NEXT:     ^bb0(%arg2: i32):
// CHECK-NEXT:       func.call @use(%true) : (i1) -> ()
// CHECK-NEXT:       %1 = func.call @next(%arg2) : (i32) -> i32
// CHECK-NEXT:       scf.yield %1 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }

func.func private @next(i32) -> i32
func.func private @use(i1)
func.func @truth(%init: i32, %lim: i32) -> i32 {
  %r = scf.while (%i = %init) : (i32) -> i32 {
    %go = arith.cmpi slt, %i, %lim : i32
    scf.condition(%go) %i : i32
  } do {
  ^bb0(%j: i32):
    %again = arith.cmpi slt, %j, %lim : i32
    func.call @use(%again) : (i1) -> ()
    %k = func.call @next(%j) : (i32) -> i32
    scf.yield %k : i32
  }
  return %r : i32
}

// -----

// CHECK: {{^//}} -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func private @next(i32) -> i32
// CHECK-NEXT:   func.func @unused_result(%arg0: i32, %arg1: i32) {
// CHECK-NEXT:     %0 = scf.while (%arg2 = %arg0) : (i32) -> i32 {
// CHECK-NEXT:       %1 = arith.cmpi slt, %arg2, %arg1 : i32
// CHECK-NEXT:       scf.condition(%1) %arg2 : i32
// CHECK-NEXT:     } do {
// CHECK-NEXT:     ^bb0(%arg2: i32):
// CHECK-NEXT:       %1 = func.call @next(%arg2) : (i32) -> i32
// CHECK-NEXT:       scf.yield %1 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }

func.func private @next(i32) -> i32
func.func @unused_result(%init: i32, %lim: i32) {
  %r:2 = scf.while (%i = %init) : (i32) -> (i32, i32) {
    %go = arith.cmpi slt, %i, %lim : i32
    scf.condition(%go) %i, %i : i32, i32
  } do {
  ^bb0(%j: i32, %u: i32):
    %k = func.call @next(%j) : (i32) -> i32
    scf.yield %k : i32
  }
  return
}

// -----

// CHECK: {{^//}} -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func private @next(i32) -> i32
// CHECK-NEXT:   func.func @invariant(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:     %0 = scf.while (%arg2 = %arg0) : (i32) -> i32 {
// CHECK-NEXT:       %1 = arith.cmpi slt, %arg2, %arg1 : i32
// CHECK-NEXT:       scf.condition(%1) %arg2 : i32
// CHECK-NEXT:     } do {
// CHECK-NEXT:     ^bb0(%arg2: i32):
// CHECK-NEXT:       %1 = func.call @next(%arg2) : (i32) -> i32
// CHECK-NEXT:       scf.yield %1 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }

func.func private @next(i32) -> i32
func.func @invariant(%init: i32, %lim: i32) -> i32 {
  %r = scf.while (%i = %init, %l = %lim) : (i32, i32) -> i32 {
    %go = arith.cmpi slt, %i, %l : i32
    scf.condition(%go) %i : i32
  } do {
  ^bb0(%j: i32):
    %k = func.call @next(%j) : (i32) -> i32
    scf.yield %k, %lim : i32, i32
  }
  return %r : i32
}

// -----

// CHECK: {{^//}} -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func private @next(i32) -> i32
// CHECK-NEXT:   func.func private @use(i32)
// CHECK-NEXT:   func.func @invariant_yielded(%arg0: i32, %arg1: i32, %arg2: i32) -> (i32, i32) {
// CHECK-NEXT:     %0 = scf.while (%arg3 = %arg0) : (i32) -> i32 {
// CHECK-NEXT:       %1 = arith.cmpi slt, %arg3, %arg1 : i32
// CHECK-NEXT:       scf.condition(%1) %arg3 : i32
// CHECK-NEXT:     } do {
// CHECK-NEXT:     ^bb0(%arg3: i32):
// CHECK-NEXT:       func.call @use(%arg2) : (i32) -> ()
// CHECK-NEXT:       %1 = func.call @next(%arg3) : (i32) -> i32
// CHECK-NEXT:       scf.yield %1 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0, %arg2 : i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT: }

func.func private @next(i32) -> i32
func.func private @use(i32)
func.func @invariant_yielded(%init: i32, %lim: i32, %k: i32) -> (i32, i32) {
  %r:2 = scf.while (%i = %init) : (i32) -> (i32, i32) {
    %go = arith.cmpi slt, %i, %lim : i32
    scf.condition(%go) %i, %k : i32, i32
  } do {
  ^bb0(%j: i32, %kk: i32):
    func.call @use(%kk) : (i32) -> ()
    %n = func.call @next(%j) : (i32) -> i32
    scf.yield %n : i32
  }
  return %r#0, %r#1 : i32, i32
}

// -----

// CHECK: {{^//}} -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func private @cond() -> i1
// CHECK-NEXT:   func.func private @use(i1)
// CHECK-NEXT:   func.func @condition_truth(%arg0: i32) {
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     scf.while : () -> () {
// CHECK-NEXT:       %0 = func.call @cond() : () -> i1
// CHECK-NEXT:       scf.condition(%0)
// CHECK-NEXT:     } do {
// CHECK-NEXT:       func.call @use(%true) : (i1) -> ()
// CHECK-NEXT:       scf.yield
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }

func.func private @cond() -> i1
func.func private @use(i1)
func.func @condition_truth(%init: i32) {
  %r = scf.while (%i = %init) : (i32) -> i1 {
    %c = func.call @cond() : () -> i1
    scf.condition(%c) %c : i1
  } do {
  ^bb0(%b: i1):
    func.call @use(%b) : (i1) -> ()
    scf.yield %init : i32
  }
  return
}

// -----

// CHECK: {{^//}} -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func private @next(i32) -> i32
// CHECK-NEXT:   func.func @inverted_cmp(%arg0: i32, %arg1: i32) -> i1 {
// CHECK-NEXT:     %0 = scf.while (%arg2 = %arg0) : (i32) -> i32 {
// CHECK-NEXT:       %2 = arith.cmpi slt, %arg2, %arg1 : i32
// CHECK-NEXT:       scf.condition(%2) %arg2 : i32
// CHECK-NEXT:     } do {
// CHECK-NEXT:     ^bb0(%arg2: i32):
// CHECK-NEXT:       %2 = func.call @next(%arg2) : (i32) -> i32
// CHECK-NEXT:       scf.yield %2 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     %1 = arith.cmpi eq, %0, %arg1 : i32
// CHECK-NEXT:     return %1 : i1
// CHECK-NEXT:   }
// CHECK-NEXT: }

func.func private @next(i32) -> i32
func.func @inverted_cmp(%init: i32, %lim: i32) -> i1 {
  %r = scf.while (%i = %init) : (i32) -> i32 {
    %go = arith.cmpi slt, %i, %lim : i32
    scf.condition(%go) %i : i32
  } do {
  ^bb0(%j: i32):
    %stop = arith.cmpi sge, %j, %lim : i32
    %n = func.call @next(%j) : (i32) -> i32
    %m = arith.select %stop, %j, %n : i32
    scf.yield %m : i32
  }
  %f = arith.cmpi eq, %r, %lim : i32
  return %f : i1
}

// -----

// CHECK: {{^//}} -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func private @next(i32) -> i32
// CHECK-NEXT:   func.func @duplicated_and_unused_args(%arg0: i32, %arg1: i32, %arg2: i32) -> (i32, i32) {
// CHECK-NEXT:     %0 = scf.while (%arg3 = %arg0) : (i32) -> i32 {
// CHECK-NEXT:       %1 = arith.cmpi slt, %arg3, %arg1 : i32
// CHECK-NEXT:       scf.condition(%1) %arg3 : i32
// CHECK-NEXT:     } do {
// CHECK-NEXT:     ^bb0(%arg3: i32):
// CHECK-NEXT:       %1 = func.call @next(%arg3) : (i32) -> i32
// CHECK-NEXT:       %2 = func.call @next(%arg3) : (i32) -> i32
// CHECK-NEXT:       scf.yield %1 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0, %0 : i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT: }

func.func private @next(i32) -> i32
func.func @duplicated_and_unused_args(%init: i32, %lim: i32, %z: i32) -> (i32, i32) {
  %r:2 = scf.while (%i = %init, %u = %z) : (i32, i32) -> (i32, i32) {
    %go = arith.cmpi slt, %i, %lim : i32
    scf.condition(%go) %i, %i : i32, i32
  } do {
  ^bb0(%j: i32, %j2: i32):
    %n = func.call @next(%j) : (i32) -> i32
    %n2 = func.call @next(%j2) : (i32) -> i32
    scf.yield %n, %n2 : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

// -----

// CHECK: {{^//}} -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @logic_of_extensions(%arg0: i8, %arg1: i8, %arg2: i32, %arg3: i32, %arg4: index) -> (i32, i32, i32, i32, i1, i1, i1, index) {
// CHECK-NEXT:     %0 = arith.extsi %arg0 : i8 to i32
// CHECK-NEXT:     %1 = arith.extsi %arg1 : i8 to i32
// CHECK-NEXT:     %2 = arith.extui %arg0 : i8 to i32
// CHECK-NEXT:     %3 = arith.andi %arg0, %arg1 : i8
// CHECK-NEXT:     %4 = arith.extsi %3 : i8 to i32
// CHECK-NEXT:     %5 = arith.ori %arg0, %arg1 : i8
// CHECK-NEXT:     %6 = arith.extsi %5 : i8 to i32
// CHECK-NEXT:     %7 = arith.xori %arg0, %arg1 : i8
// CHECK-NEXT:     %8 = arith.extui %7 : i8 to i32
// CHECK-NEXT:     %9 = arith.xori %arg0, %arg1 : i8
// CHECK-NEXT:     %10 = arith.extsi %9 : i8 to i32
// CHECK-NEXT:     %11 = arith.cmpi eq, %arg0, %arg1 : i8
// CHECK-NEXT:     %12 = arith.cmpi ne, %arg0, %arg1 : i8
// CHECK-NEXT:     %13 = arith.cmpi slt, %0, %1 : i32
// CHECK-NEXT:     %14 = arith.index_cast %2 : i32 to index
// CHECK-NEXT:     return %4, %6, %8, %10, %11, %12, %13, %14 : i32, i32, i32, i32, i1, i1, i1, index
// CHECK-NEXT:   }
// CHECK-NEXT: }

func.func @logic_of_extensions(%a: i8, %b: i8, %x: i32, %y: i32, %i: index) -> (i32, i32, i32, i32, i1, i1, i1, index) {
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
// CHECK-NEXT:   func.func @selects_of_constants(%arg0: i1, %arg1: i1) -> (i32, i32, i1, i1) {
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %false = arith.constant false
// CHECK-NEXT:     %0 = arith.extui %arg0 : i1 to i32
// CHECK-NEXT:     %1 = arith.xori %arg0, %true : i1
// CHECK-NEXT:     %2 = arith.extui %1 : i1 to i32
// CHECK-NEXT:     %3 = arith.xori %arg0, %true : i1
// CHECK-NEXT:     %4 = arith.select %arg0, %arg1, %false : i1
// CHECK-NEXT:     return %0, %2, %3, %4 : i32, i32, i1, i1
// CHECK-NEXT:   }
// CHECK-NEXT: }

func.func @selects_of_constants(%p: i1, %q: i1) -> (i32, i32, i1, i1) {
  %c1 = arith.constant 1 : i32
  %c0 = arith.constant 0 : i32
  %a = arith.select %p, %c1, %c0 : i32
  %b = arith.select %p, %c0, %c1 : i32
  %t = arith.constant true
  %f = arith.constant false
  %n = arith.select %p, %f, %t : i1
  %m = arith.select %p, %q, %f : i1
  return %a, %b, %n, %m : i32, i32, i1, i1
}

// -----

// CHECK: {{^//}} -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @casts_of_extensions(%arg0: i8, %arg1: i32, %arg2: i32) -> (i64, index, i1, i64) {
// CHECK-NEXT:     %0 = arith.extui %arg0 : i8 to i64
// CHECK-NEXT:     %1 = arith.index_cast %arg0 : i8 to index
// CHECK-NEXT:     %2 = arith.cmpi sge, %arg1, %arg2 : i32
// CHECK-NEXT:     %3 = arith.index_castui %arg0 : i8 to index
// CHECK-NEXT:     %4 = arith.index_castui %3 : index to i64
// CHECK-NEXT:     return %0, %1, %2, %4 : i64, index, i1, i64
// CHECK-NEXT:   }
// CHECK-NEXT: }

func.func @casts_of_extensions(%x: i8, %a: i32, %b: i32) -> (i64, index, i1, i64) {
  %u = arith.extui %x : i8 to i16
  %s = arith.extsi %u : i16 to i64
  %e = arith.extsi %x : i8 to i32
  %i = arith.index_cast %e : i32 to index
  %lt = arith.cmpi slt, %a, %b : i32
  %t = arith.constant true
  %ge = arith.xori %lt, %t : i1
  %ue = arith.extui %x : i8 to i32
  %iu = arith.index_castui %ue : i32 to index
  %back = arith.index_castui %iu : index to i64
  return %s, %i, %ge, %back : i64, index, i1, i64
}

// -----

// CHECK: {{^//}} -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @rest(%arg0: i8, %arg1: i64, %arg2: i1, %arg3: i1, %arg4: f32) -> (i16, i32, i1, i1, f32) {
// CHECK-NEXT:     %c32_i64 = arith.constant 32 : i64
// CHECK-NEXT:     %0 = arith.extsi %arg0 : i8 to i16
// CHECK-NEXT:     %1 = arith.shrui %arg1, %c32_i64 : i64
// CHECK-NEXT:     %2 = arith.trunci %1 : i64 to i32
// CHECK-NEXT:     %3 = arith.andi %arg2, %arg3 : i1
// CHECK-NEXT:     %4 = arith.select %arg2, %arg3, %arg2 : i1
// CHECK-NEXT:     %5 = arith.select %3, %arg2, %arg3 : i1
// CHECK-NEXT:     return %0, %2, %4, %5, %arg4 : i16, i32, i1, i1, f32
// CHECK-NEXT:   }
// CHECK-NEXT: }

func.func @rest(%x: i8, %y: i64, %b: i1, %c: i1, %f: f32) -> (i16, i32, i1, i1, f32) {
  %e = arith.extsi %x : i8 to i32
  %t = arith.trunci %e : i32 to i16
  %c32 = arith.constant 32 : i64
  %s = arith.shrui %y, %c32 : i64
  %u = arith.trunci %s : i64 to i32
  %a = arith.andi %b, %c : i1
  %sel = arith.select %b, %c, %b : i1
  %sel2 = arith.select %a, %b, %c : i1
  %bc = arith.bitcast %f : f32 to i32
  %bd = arith.bitcast %bc : i32 to f32
  return %t, %u, %sel, %sel2, %bd : i16, i32, i1, i1, f32
}

// -----

// CHECK: {{^//}} -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @shifts(%arg0: i64, %arg1: i32) -> (i32, i16, i32) {
// CHECK-NEXT:     %c8_i32 = arith.constant 8 : i32
// CHECK-NEXT:     %c32_i64 = arith.constant 32 : i64
// CHECK-NEXT:     %0 = arith.shrui %arg0, %c32_i64 : i64
// CHECK-NEXT:     %1 = arith.trunci %0 : i64 to i32
// CHECK-NEXT:     %2 = arith.shrsi %arg1, %c8_i32 : i32
// CHECK-NEXT:     %3 = arith.trunci %2 : i32 to i16
// CHECK-NEXT:     %4 = arith.extui %3 : i16 to i32
// CHECK-NEXT:     return %1, %3, %4 : i32, i16, i32
// CHECK-NEXT:   }
// CHECK-NEXT: }

func.func @shifts(%x: i64, %y: i32) -> (i32, i16, i32) {
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
