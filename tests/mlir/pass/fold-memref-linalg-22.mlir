// Folders and effects of the ops async programs carry, as LLVM 22's greedy driver runs them (here
// async-parallel-for's, which folds the whole module): memref.copy and linalg.fill fold the
// memref.casts of their operands (copy only those that forget static information),
// memref.subview of a whole static memref with a static layout, and of another subview
// with zero offsets, unit strides and the same sizes, is its source. The checks are
// mlir-opt-22's output. LLVM 22 syntax.
// RUN: async-opt %s -split-input-file -async-parallel-for | FileCheck %s
// RUN: mlir-opt-22 %s -split-input-file -async-parallel-for | FileCheck %s

// CHECK: module {
// CHECK-NEXT:   func.func @casts(%arg0: memref<8xf32>, %arg1: memref<?xf32>, %arg2: index, %arg3: i32) -> memref<8xf32> {
// CHECK-NEXT:     %c32 = arith.constant 32 : index
// CHECK-NEXT:     %c1000 = arith.constant 1000 : index
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT:     %cst_0 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:     memref.copy %arg0, %arg1 : memref<8xf32> to memref<?xf32>
// CHECK-NEXT:     linalg.fill ins(%cst_0 : f32) outs(%arg0 : memref<8xf32>)
// CHECK-NEXT:     %subview = memref.subview %arg0[%c2] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: ?>>
// CHECK-NEXT:     %subview_1 = memref.subview %subview[1] [2] [1] : memref<4xf32, strided<[1], offset: ?>> to memref<2xf32, strided<[1], offset: ?>>
// CHECK-NEXT:     %0 = scf.index_switch %c1 -> f32
// CHECK-NEXT:     case 1 {
// CHECK-NEXT:       scf.yield %cst_0 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     default {
// CHECK-NEXT:       scf.yield %cst : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     memref.store %0, %subview_1[%c0] : memref<2xf32, strided<[1], offset: ?>>
// CHECK-NEXT:     cf.switch %c3_i32 : i32, [
// CHECK-NEXT:       default: ^bb1,
// CHECK-NEXT:       3: ^bb2
// CHECK-NEXT:     ]
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     vector.print %cst_0 : f32
// CHECK-NEXT:     cf.br ^bb2
// CHECK-NEXT:   ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:     %1 = arith.cmpi eq, %arg2, %c0 : index
// CHECK-NEXT:     scf.if %1 {
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %2 = arith.ceildivsi %arg2, %c32 : index
// CHECK-NEXT:       %3 = arith.maxsi %2, %c1000 : index
// CHECK-NEXT:       %4 = arith.minsi %arg2, %3 : index
// CHECK-NEXT:       %5 = arith.ceildivsi %arg2, %4 : index
// CHECK-NEXT:       %6 = arith.cmpi eq, %5, %c1 : index
// CHECK-NEXT:       scf.if %6 {
// CHECK-NEXT:         func.call @parallel_compute_fn(%c0, %4, %arg2, %c0, %arg2, %c1, %arg0, %arg1) : (index, index, index, index, index, index, memref<8xf32>, memref<?xf32>) -> ()
// CHECK-NEXT:       } else {
// CHECK-NEXT:         %7 = arith.subi %5, %c1 : index
// CHECK-NEXT:         %8 = async.create_group %7 : !async.group
// CHECK-NEXT:         func.call @async_dispatch_fn(%8, %c0, %5, %4, %arg2, %c0, %arg2, %c1, %arg0, %arg1) : (!async.group, index, index, index, index, index, index, index, memref<8xf32>, memref<?xf32>) -> ()
// CHECK-NEXT:         async.await_all %8
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return %arg0 : memref<8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @parallel_compute_fn(%arg0: index, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: memref<8xf32>, %arg7: memref<?xf32>) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0 = arith.muli %arg0, %arg1 : index
// CHECK-NEXT:     %1 = arith.addi %0, %arg1 : index
// CHECK-NEXT:     %2 = arith.minsi %1, %arg2 : index
// CHECK-NEXT:     %3 = arith.subi %2, %c1 : index
// CHECK-NEXT:     %4 = arith.remsi %0, %arg2 : index
// CHECK-NEXT:     %5 = arith.remsi %3, %arg2 : index
// CHECK-NEXT:     %6 = arith.addi %5, %c1 : index
// CHECK-NEXT:     scf.for %arg8 = %4 to %6 step %c1 {
// CHECK-NEXT:       %7 = memref.load %arg6[%c0] : memref<8xf32>
// CHECK-NEXT:       vector.print %7 : f32
// CHECK-NEXT:       memref.copy %arg6, %arg7 : memref<8xf32> to memref<?xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @async_dispatch_fn(%arg0: !async.group, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: index, %arg7: index, %arg8: memref<8xf32>, %arg9: memref<?xf32>) {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %0:2 = scf.while (%arg10 = %arg1, %arg11 = %arg2) : (index, index) -> (index, index) {
// CHECK-NEXT:       %1 = arith.subi %arg11, %arg10 : index
// CHECK-NEXT:       %2 = arith.cmpi sgt, %1, %c1 : index
// CHECK-NEXT:       scf.condition(%2) %arg10, %arg11 : index, index
// CHECK-NEXT:     } do {
// CHECK-NEXT:     ^bb0(%arg10: index, %arg11: index):
// CHECK-NEXT:       %1 = arith.subi %arg11, %arg10 : index
// CHECK-NEXT:       %2 = arith.divsi %1, %c2 : index
// CHECK-NEXT:       %3 = arith.addi %arg10, %2 : index
// CHECK-NEXT:       %token = async.execute {
// CHECK-NEXT:         func.call @async_dispatch_fn(%arg0, %3, %arg11, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9) : (!async.group, index, index, index, index, index, index, index, memref<8xf32>, memref<?xf32>) -> ()
// CHECK-NEXT:         async.yield
// CHECK-NEXT:       }
// CHECK-NEXT:       %4 = async.add_to_group %token, %arg0 : !async.token
// CHECK-NEXT:       scf.yield %arg10, %3 : index, index
// CHECK-NEXT:     }
// CHECK-NEXT:     call @parallel_compute_fn(%arg1, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9) : (index, index, index, index, index, index, memref<8xf32>, memref<?xf32>) -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }

func.func @casts(%m: memref<8xf32>, %d: memref<?xf32>, %n: index, %flag: i32) -> memref<8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %k = arith.constant 3 : i32
  %f = arith.constant 1.0 : f32
  %cast = memref.cast %m : memref<8xf32> to memref<?xf32>
  memref.copy %cast, %d : memref<?xf32> to memref<?xf32>
  linalg.fill ins(%f : f32) outs(%cast : memref<?xf32>)
  %full = memref.subview %m[0] [8] [1] : memref<8xf32> to memref<8xf32>
  %part = memref.subview %m[%c2] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: ?>>
  %sub2 = memref.subview %part[1] [2] [1] : memref<4xf32, strided<[1], offset: ?>> to memref<2xf32, strided<[1], offset: ?>>
  %r = scf.index_switch %c1 -> f32
  case 1 {
    scf.yield %f : f32
  }
  default {
    %z = arith.constant 0.0 : f32
    scf.yield %z : f32
  }
  memref.store %r, %sub2[%c0] : memref<2xf32, strided<[1], offset: ?>>
  cf.switch %k : i32, [
    default: ^bb1,
    3: ^bb2
  ]
^bb1:
  vector.print %f : f32
  cf.br ^bb2
^bb2:
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %cc = memref.cast %m : memref<8xf32> to memref<?xf32>
    %v = memref.load %cc[%c0] : memref<?xf32>
    vector.print %v : f32
    memref.copy %cc, %d : memref<?xf32> to memref<?xf32>
  }
  return %full : memref<8xf32>
}

// -----

// CHECK: {{^//}} -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @subviews(%arg0: memref<8xf32>, %arg1: memref<4xf32, strided<[1], offset: 2>>, %arg2: memref<?xf32>, %arg3: index, %arg4: index) -> (memref<4xf32, strided<[1], offset: ?>>, memref<4xf32, strided<[1], offset: ?>>, memref<4xf32, strided<[1], offset: 2>>, memref<?xf32, strided<[1], offset: ?>>, memref<?xf32, strided<[1], offset: ?>>, memref<?xf32, strided<[1], offset: ?>>, memref<2xf32, strided<[1], offset: ?>>) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %subview = memref.subview %arg0[%arg3] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: ?>>
// CHECK-NEXT:     %subview_0 = memref.subview %arg2[%arg3] [%arg4] [1] : memref<?xf32> to memref<?xf32, strided<[1], offset: ?>>
// CHECK-NEXT:     %subview_1 = memref.subview %subview_0[0] [%arg3] [1] : memref<?xf32, strided<[1], offset: ?>> to memref<?xf32, strided<[1], offset: ?>>
// CHECK-NEXT:     %subview_2 = memref.subview %subview[%c0] [%c4] [1] : memref<4xf32, strided<[1], offset: ?>> to memref<?xf32, strided<[1], offset: ?>>
// CHECK-NEXT:     %subview_3 = memref.subview %subview[1] [2] [1] : memref<4xf32, strided<[1], offset: ?>> to memref<2xf32, strided<[1], offset: ?>>
// CHECK-NEXT:     return %subview, %subview, %arg1, %subview_0, %subview_1, %subview_2, %subview_3 : memref<4xf32, strided<[1], offset: ?>>, memref<4xf32, strided<[1], offset: ?>>, memref<4xf32, strided<[1], offset: 2>>, memref<?xf32, strided<[1], offset: ?>>, memref<?xf32, strided<[1], offset: ?>>, memref<?xf32, strided<[1], offset: ?>>, memref<2xf32, strided<[1], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT: }

func.func @subviews(%m: memref<8xf32>, %s: memref<4xf32, strided<[1], offset: 2>>, %d: memref<?xf32>, %i: index, %n: index) -> (memref<4xf32, strided<[1], offset: ?>>, memref<4xf32, strided<[1], offset: ?>>, memref<4xf32, strided<[1], offset: 2>>, memref<?xf32, strided<[1], offset: ?>>, memref<?xf32, strided<[1], offset: ?>>, memref<?xf32, strided<[1], offset: ?>>, memref<2xf32, strided<[1], offset: ?>>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %a = memref.subview %m[%i] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: ?>>
  %a2 = memref.subview %a[0] [4] [1] : memref<4xf32, strided<[1], offset: ?>> to memref<4xf32, strided<[1], offset: ?>>
  %a3 = memref.subview %a[%c0] [4] [1] : memref<4xf32, strided<[1], offset: ?>> to memref<4xf32, strided<[1], offset: ?>>
  %b = memref.subview %s[0] [4] [1] : memref<4xf32, strided<[1], offset: 2>> to memref<4xf32, strided<[1], offset: 2>>
  %e = memref.subview %d[%i] [%n] [1] : memref<?xf32> to memref<?xf32, strided<[1], offset: ?>>
  %e2 = memref.subview %e[0] [%n] [1] : memref<?xf32, strided<[1], offset: ?>> to memref<?xf32, strided<[1], offset: ?>>
  %e3 = memref.subview %e[0] [%i] [1] : memref<?xf32, strided<[1], offset: ?>> to memref<?xf32, strided<[1], offset: ?>>
  %g = memref.subview %a[%c0] [%c4] [1] : memref<4xf32, strided<[1], offset: ?>> to memref<?xf32, strided<[1], offset: ?>>
  %h = memref.subview %a[1] [2] [1] : memref<4xf32, strided<[1], offset: ?>> to memref<2xf32, strided<[1], offset: ?>>
  return %a2, %a3, %b, %e2, %e3, %g, %h : memref<4xf32, strided<[1], offset: ?>>, memref<4xf32, strided<[1], offset: ?>>, memref<4xf32, strided<[1], offset: 2>>, memref<?xf32, strided<[1], offset: ?>>, memref<?xf32, strided<[1], offset: ?>>, memref<?xf32, strided<[1], offset: ?>>, memref<2xf32, strided<[1], offset: ?>>
}

// -----

// Unused: dropped when pure (a get_global, a subview, math ops, a linalg.fill of a tensor,
// an scf.index_switch of pure regions); kept when it writes (vector.print).

// CHECK: {{^//}} -----
// CHECK-NEXT: module {
// CHECK-NEXT:   memref.global "private" constant @table : memref<4xf32> = dense<1.000000e+00>
// CHECK-NEXT:   func.func @dead(%arg0: memref<8xf32>, %arg1: tensor<4xf32>, %arg2: f32, %arg3: i32) {
// CHECK-NEXT:     vector.print str "kept"
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }

memref.global "private" constant @table : memref<4xf32> = dense<1.0>
func.func @dead(%m: memref<8xf32>, %t: tensor<4xf32>, %x: f32, %i: i32) {
  %c0 = arith.constant 0 : index
  %a = memref.get_global @table : memref<4xf32>
  %b = memref.subview %m[2] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 2>>
  %c = math.sqrt %x : f32
  %d = math.ctpop %i : i32
  %e = linalg.fill ins(%x : f32) outs(%t : tensor<4xf32>) -> tensor<4xf32>
  %s = scf.index_switch %c0 -> f32
  case 0 {
    scf.yield %x : f32
  }
  default {
    scf.yield %x : f32
  }
  vector.print str "kept"
  return
}
