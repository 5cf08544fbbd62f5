// Fuzzing (the pass target, with debug assertions): region DCE after async-parallel-for
// erased a dead op while a dead op nested in a later live op still used it, because it
// cleaned nested regions after the whole block instead of on reaching their op (MLIR's
// order); and ops of a graph region that use each other in a cycle must drop those uses
// first. Both print as mlir-opt-22 prints them. LLVM 22 syntax.
// RUN: async-opt %s -split-input-file '-async-parallel-for=async-dispatch=false num-workers=-1 min-task-size=1' | FileCheck %s
// RUN: mlir-opt-22 %s -split-input-file '-async-parallel-for=async-dispatch=false num-workers=-1 min-task-size=1' | FileCheck %s

// CHECK: module {
// CHECK-NEXT:   func.func @aligned(%arg0: index, %arg1: memref<?x16xi32>) {
// CHECK-NEXT:     %cst = arith.constant 6.000000e-01 : f32
// CHECK-NEXT:     %c64 = arith.constant 64 : index
// CHECK-NEXT:     %cst_0 = arith.constant 8.000000e-01 : f32
// CHECK-NEXT:     %c32 = arith.constant 32 : index
// CHECK-NEXT:     %cst_1 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:     %cst_2 = arith.constant 2.000000e+00 : f32
// CHECK-NEXT:     %c8 = arith.constant 8 : index
// CHECK-NEXT:     %cst_3 = arith.constant 4.000000e+00 : f32
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %cst_4 = arith.constant 8.000000e+00 : f32
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c16 = arith.constant 16 : index
// CHECK-NEXT:     %0 = arith.muli %arg0, %c16 : index
// CHECK-NEXT:     %1 = arith.cmpi eq, %0, %c0 : index
// CHECK-NEXT:     scf.if %1 {
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %2 = async.runtime.num_worker_threads : index
// CHECK-NEXT:       %3 = arith.cmpi sgt, %2, %c4 : index
// CHECK-NEXT:       %4 = arith.select %3, %cst_3, %cst_4 : f32
// CHECK-NEXT:       %5 = arith.cmpi sgt, %2, %c8 : index
// CHECK-NEXT:       %6 = arith.select %5, %cst_2, %4 : f32
// CHECK-NEXT:       %7 = arith.cmpi sgt, %2, %c16 : index
// CHECK-NEXT:       %8 = arith.select %7, %cst_1, %6 : f32
// CHECK-NEXT:       %9 = arith.cmpi sgt, %2, %c32 : index
// CHECK-NEXT:       %10 = arith.select %9, %cst_0, %8 : f32
// CHECK-NEXT:       %11 = arith.cmpi sgt, %2, %c64 : index
// CHECK-NEXT:       %12 = arith.select %11, %cst, %10 : f32
// CHECK-NEXT:       %13 = arith.index_cast %2 : index to i32
// CHECK-NEXT:       %14 = arith.sitofp %13 : i32 to f32
// CHECK-NEXT:       %15 = arith.mulf %12, %14 : f32
// CHECK-NEXT:       %16 = arith.fptosi %15 : f32 to i32
// CHECK-NEXT:       %17 = arith.index_cast %16 : i32 to index
// CHECK-NEXT:       %18 = arith.maxsi %17, %c1 : index
// CHECK-NEXT:       %19 = arith.ceildivsi %0, %18 : index
// CHECK-NEXT:       %20 = arith.maxsi %19, %c1 : index
// CHECK-NEXT:       %21 = arith.minsi %0, %20 : index
// CHECK-NEXT:       %22 = arith.ceildivsi %0, %21 : index
// CHECK-NEXT:       %23 = arith.cmpi sge, %21, %c16 : index
// CHECK-NEXT:       scf.if %23 {
// CHECK-NEXT:         %24 = arith.ceildivsi %21, %c16 : index
// CHECK-NEXT:         %25 = arith.muli %24, %c16 : index
// CHECK-NEXT:         %26 = arith.subi %22, %c1 : index
// CHECK-NEXT:         %27 = async.create_group %26 : !async.group
// CHECK-NEXT:         scf.for %arg2 = %c1 to %22 step %c1 {
// CHECK-NEXT:           %token = async.execute {
// CHECK-NEXT:             func.call @parallel_compute_fn_with_aligned_loops(%arg2, %25, %arg0, %c16, %c0, %c0, %arg0, %c16, %c1, %c1, %arg1) : (index, index, index, index, index, index, index, index, index, index, memref<?x16xi32>) -> ()
// CHECK-NEXT:             async.yield
// CHECK-NEXT:           }
// CHECK-NEXT:           %28 = async.add_to_group %token, %27 : !async.token
// CHECK-NEXT:         }
// CHECK-NEXT:         func.call @parallel_compute_fn_with_aligned_loops(%c0, %25, %arg0, %c16, %c0, %c0, %arg0, %c16, %c1, %c1, %arg1) : (index, index, index, index, index, index, index, index, index, index, memref<?x16xi32>) -> ()
// CHECK-NEXT:         async.await_all %27
// CHECK-NEXT:       } else {
// CHECK-NEXT:         %24 = arith.subi %22, %c1 : index
// CHECK-NEXT:         %25 = async.create_group %24 : !async.group
// CHECK-NEXT:         scf.for %arg2 = %c1 to %22 step %c1 {
// CHECK-NEXT:           %token = async.execute {
// CHECK-NEXT:             func.call @parallel_compute_fn(%arg2, %21, %arg0, %c16, %c0, %c0, %arg0, %c16, %c1, %c1, %arg1) : (index, index, index, index, index, index, index, index, index, index, memref<?x16xi32>) -> ()
// CHECK-NEXT:             async.yield
// CHECK-NEXT:           }
// CHECK-NEXT:           %26 = async.add_to_group %token, %25 : !async.token
// CHECK-NEXT:         }
// CHECK-NEXT:         func.call @parallel_compute_fn(%c0, %21, %arg0, %c16, %c0, %c0, %arg0, %c16, %c1, %c1, %arg1) : (index, index, index, index, index, index, index, index, index, index, memref<?x16xi32>) -> ()
// CHECK-NEXT:         async.await_all %25
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @parallel_compute_fn_with_aligned_loops(%arg0: index, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: index, %arg7: index, %arg8: index, %arg9: index, %arg10: memref<?x16xi32>) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c16 = arith.constant 16 : index
// CHECK-NEXT:     %0 = arith.muli %arg2, %c16 : index
// CHECK-NEXT:     %1 = arith.muli %arg0, %arg1 : index
// CHECK-NEXT:     %2 = arith.addi %1, %arg1 : index
// CHECK-NEXT:     %3 = arith.minsi %2, %0 : index
// CHECK-NEXT:     %4 = arith.subi %3, %c1 : index
// CHECK-NEXT:     %5 = arith.divsi %1, %c16 : index
// CHECK-NEXT:     %6 = arith.remsi %5, %arg2 : index
// CHECK-NEXT:     %7 = arith.divsi %4, %c16 : index
// CHECK-NEXT:     %8 = arith.remsi %7, %arg2 : index
// CHECK-NEXT:     %9 = arith.addi %8, %c1 : index
// CHECK-NEXT:     scf.for %arg11 = %6 to %9 step %c1 {
// CHECK-NEXT:       scf.for %arg12 = %c0 to %c16 step %c1 {
// CHECK-NEXT:         %10 = arith.index_cast %arg12 : index to i32
// CHECK-NEXT:         memref.store %10, %arg10[%arg11, %arg12] : memref<?x16xi32>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @parallel_compute_fn(%arg0: index, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: index, %arg7: index, %arg8: index, %arg9: index, %arg10: memref<?x16xi32>) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c16 = arith.constant 16 : index
// CHECK-NEXT:     %0 = arith.muli %arg2, %c16 : index
// CHECK-NEXT:     %1 = arith.muli %arg0, %arg1 : index
// CHECK-NEXT:     %2 = arith.addi %1, %arg1 : index
// CHECK-NEXT:     %3 = arith.minsi %2, %0 : index
// CHECK-NEXT:     %4 = arith.subi %3, %c1 : index
// CHECK-NEXT:     %5 = arith.remsi %1, %c16 : index
// CHECK-NEXT:     %6 = arith.divsi %1, %c16 : index
// CHECK-NEXT:     %7 = arith.remsi %6, %arg2 : index
// CHECK-NEXT:     %8 = arith.remsi %4, %c16 : index
// CHECK-NEXT:     %9 = arith.divsi %4, %c16 : index
// CHECK-NEXT:     %10 = arith.remsi %9, %arg2 : index
// CHECK-NEXT:     %11 = arith.addi %10, %c1 : index
// CHECK-NEXT:     %12 = arith.addi %8, %c1 : index
// CHECK-NEXT:     scf.for %arg11 = %7 to %11 step %c1 {
// CHECK-NEXT:       %13 = arith.cmpi eq, %arg11, %7 : index
// CHECK-NEXT:       %14 = arith.cmpi eq, %arg11, %10 : index
// CHECK-NEXT:       %15 = arith.select %13, %5, %c0 : index
// CHECK-NEXT:       %16 = arith.select %14, %12, %c16 : index
// CHECK-NEXT:       scf.for %arg12 = %15 to %16 step %c1 {
// CHECK-NEXT:         %17 = arith.index_cast %arg12 : index to i32
// CHECK-NEXT:         memref.store %17, %arg10[%arg11, %arg12] : memref<?x16xi32>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }

func.func @aligned(%ub: index, %out: memref<?x16xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  scf.parallel (%i, %j) = (%c0, %c0) to (%ub, %c16) step (%c1, %c1) {
    %x = arith.index_cast %j : index to i32
    memref.store %x, %out[%i, %j] : memref<?x16xi32>
  }
  return
}

// -----

// CHECK: {{^//}} -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @cycle(%arg0: index, %arg1: memref<?xf32>) {
// CHECK-NEXT:     %cst = arith.constant 6.000000e-01 : f32
// CHECK-NEXT:     %c64 = arith.constant 64 : index
// CHECK-NEXT:     %cst_0 = arith.constant 8.000000e-01 : f32
// CHECK-NEXT:     %c32 = arith.constant 32 : index
// CHECK-NEXT:     %cst_1 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:     %c16 = arith.constant 16 : index
// CHECK-NEXT:     %cst_2 = arith.constant 2.000000e+00 : f32
// CHECK-NEXT:     %c8 = arith.constant 8 : index
// CHECK-NEXT:     %cst_3 = arith.constant 4.000000e+00 : f32
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %cst_4 = arith.constant 8.000000e+00 : f32
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0 = arith.cmpi eq, %arg0, %c0 : index
// CHECK-NEXT:     scf.if %0 {
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %1 = async.runtime.num_worker_threads : index
// CHECK-NEXT:       %2 = arith.cmpi sgt, %1, %c4 : index
// CHECK-NEXT:       %3 = arith.select %2, %cst_3, %cst_4 : f32
// CHECK-NEXT:       %4 = arith.cmpi sgt, %1, %c8 : index
// CHECK-NEXT:       %5 = arith.select %4, %cst_2, %3 : f32
// CHECK-NEXT:       %6 = arith.cmpi sgt, %1, %c16 : index
// CHECK-NEXT:       %7 = arith.select %6, %cst_1, %5 : f32
// CHECK-NEXT:       %8 = arith.cmpi sgt, %1, %c32 : index
// CHECK-NEXT:       %9 = arith.select %8, %cst_0, %7 : f32
// CHECK-NEXT:       %10 = arith.cmpi sgt, %1, %c64 : index
// CHECK-NEXT:       %11 = arith.select %10, %cst, %9 : f32
// CHECK-NEXT:       %12 = arith.index_cast %1 : index to i32
// CHECK-NEXT:       %13 = arith.sitofp %12 : i32 to f32
// CHECK-NEXT:       %14 = arith.mulf %11, %13 : f32
// CHECK-NEXT:       %15 = arith.fptosi %14 : f32 to i32
// CHECK-NEXT:       %16 = arith.index_cast %15 : i32 to index
// CHECK-NEXT:       %17 = arith.maxsi %16, %c1 : index
// CHECK-NEXT:       %18 = arith.ceildivsi %arg0, %17 : index
// CHECK-NEXT:       %19 = arith.maxsi %18, %c1 : index
// CHECK-NEXT:       %20 = arith.minsi %arg0, %19 : index
// CHECK-NEXT:       %21 = arith.ceildivsi %arg0, %20 : index
// CHECK-NEXT:       %22 = arith.subi %21, %c1 : index
// CHECK-NEXT:       %23 = async.create_group %22 : !async.group
// CHECK-NEXT:       scf.for %arg2 = %c1 to %21 step %c1 {
// CHECK-NEXT:         %token = async.execute {
// CHECK-NEXT:           func.call @parallel_compute_fn(%arg2, %20, %arg0, %c0, %arg0, %c1, %arg1) : (index, index, index, index, index, index, memref<?xf32>) -> ()
// CHECK-NEXT:           async.yield
// CHECK-NEXT:         }
// CHECK-NEXT:         %24 = async.add_to_group %token, %23 : !async.token
// CHECK-NEXT:       }
// CHECK-NEXT:       func.call @parallel_compute_fn(%c0, %20, %arg0, %c0, %arg0, %c1, %arg1) : (index, index, index, index, index, index, memref<?xf32>) -> ()
// CHECK-NEXT:       async.await_all %23
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @parallel_compute_fn(%arg0: index, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: memref<?xf32>) {
// CHECK-NEXT:     %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0 = arith.muli %arg0, %arg1 : index
// CHECK-NEXT:     %1 = arith.addi %0, %arg1 : index
// CHECK-NEXT:     %2 = arith.minsi %1, %arg2 : index
// CHECK-NEXT:     %3 = arith.subi %2, %c1 : index
// CHECK-NEXT:     %4 = arith.remsi %0, %arg2 : index
// CHECK-NEXT:     %5 = arith.remsi %3, %arg2 : index
// CHECK-NEXT:     %6 = arith.addi %5, %c1 : index
// CHECK-NEXT:     scf.for %arg7 = %4 to %6 step %c1 {
// CHECK-NEXT:       memref.store %cst, %arg6[%arg7] : memref<?xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }

module {
  %0 = arith.addi %1, %1 : index
  %1 = arith.addi %0, %0 : index
  func.func @cycle(%n: index, %buf: memref<?xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %f = arith.constant 1.0 : f32
    scf.parallel (%i) = (%c0) to (%n) step (%c1) {
      memref.store %f, %buf[%i] : memref<?xf32>
    }
    return
  }
}
