// async-parallel-for (LLVM 22 syntax): scf.parallel loops become compute functions and
// async dispatch, folded by the greedy driver as mlir-opt-22 folds them. The checks are what
// mlir-opt-22 prints, byte for byte; the same lines check async-opt.
// RUN: async-opt %s -split-input-file -async-parallel-for | FileCheck %s
// RUN: mlir-opt-22 %s -split-input-file -async-parallel-for | FileCheck %s
// RUN: async-opt %s -split-input-file -async-parallel-for=async-dispatch=false | FileCheck %s --check-prefix=SEQ
// RUN: mlir-opt-22 %s -split-input-file -async-parallel-for=async-dispatch=false | FileCheck %s --check-prefix=SEQ
// RUN: async-opt %s -split-input-file '-async-parallel-for=num-workers=-1 min-task-size=1' | FileCheck %s --check-prefix=DYN
// RUN: mlir-opt-22 %s -split-input-file '-async-parallel-for=num-workers=-1 min-task-size=1' | FileCheck %s --check-prefix=DYN
// RUN: async-opt %s -split-input-file -async-parallel-for | async-opt -split-input-file - | FileCheck %s

// A one-dimensional loop with dynamic bounds and step.

// CHECK: module {
// CHECK-NEXT:   func.func @dynamic_1d(%arg0: index, %arg1: index, %arg2: index, %arg3: memref<?xf32>) {
// CHECK-NEXT:     %c32 = arith.constant 32 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1000 = arith.constant 1000 : index
// CHECK-NEXT:     %0 = arith.subi %arg1, %arg0 : index
// CHECK-NEXT:     %1 = arith.ceildivsi %0, %arg2 : index
// CHECK-NEXT:     %2 = arith.cmpi eq, %1, %c0 : index
// CHECK-NEXT:     scf.if %2 {
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %3 = arith.ceildivsi %1, %c32 : index
// CHECK-NEXT:       %4 = arith.maxsi %3, %c1000 : index
// CHECK-NEXT:       %5 = arith.minsi %1, %4 : index
// CHECK-NEXT:       %6 = arith.ceildivsi %1, %5 : index
// CHECK-NEXT:       %7 = arith.cmpi eq, %6, %c1 : index
// CHECK-NEXT:       scf.if %7 {
// CHECK-NEXT:         func.call @parallel_compute_fn(%c0, %5, %1, %arg0, %arg1, %arg2, %arg3) : (index, index, index, index, index, index, memref<?xf32>) -> ()
// CHECK-NEXT:       } else {
// CHECK-NEXT:         %8 = arith.subi %6, %c1 : index
// CHECK-NEXT:         %9 = async.create_group %8 : !async.group
// CHECK-NEXT:         func.call @async_dispatch_fn(%9, %c0, %6, %5, %1, %arg0, %arg1, %arg2, %arg3) : (!async.group, index, index, index, index, index, index, index, memref<?xf32>) -> ()
// CHECK-NEXT:         async.await_all %9
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @parallel_compute_fn(%arg0: index, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: memref<?xf32>) {
// CHECK-NEXT:     %cst = arith.constant 3.000000e+00 : f32
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0 = arith.muli %arg0, %arg1 : index
// CHECK-NEXT:     %1 = arith.addi %0, %arg1 : index
// CHECK-NEXT:     %2 = arith.minsi %1, %arg2 : index
// CHECK-NEXT:     %3 = arith.subi %2, %c1 : index
// CHECK-NEXT:     %4 = arith.remsi %0, %arg2 : index
// CHECK-NEXT:     %5 = arith.remsi %3, %arg2 : index
// CHECK-NEXT:     %6 = arith.addi %5, %c1 : index
// CHECK-NEXT:     scf.for %arg7 = %4 to %6 step %c1 {
// CHECK-NEXT:       %7 = arith.muli %arg7, %arg5 : index
// CHECK-NEXT:       %8 = arith.addi %arg3, %7 : index
// CHECK-NEXT:       memref.store %cst, %arg6[%8] : memref<?xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @async_dispatch_fn(%arg0: !async.group, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: index, %arg7: index, %arg8: memref<?xf32>) {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %0:2 = scf.while (%arg9 = %arg1, %arg10 = %arg2) : (index, index) -> (index, index) {
// CHECK-NEXT:       %1 = arith.subi %arg10, %arg9 : index
// CHECK-NEXT:       %2 = arith.cmpi sgt, %1, %c1 : index
// CHECK-NEXT:       scf.condition(%2) %arg9, %arg10 : index, index
// CHECK-NEXT:     } do {
// CHECK-NEXT:     ^bb0(%arg9: index, %arg10: index):
// CHECK-NEXT:       %1 = arith.subi %arg10, %arg9 : index
// CHECK-NEXT:       %2 = arith.divsi %1, %c2 : index
// CHECK-NEXT:       %3 = arith.addi %arg9, %2 : index
// CHECK-NEXT:       %token = async.execute {
// CHECK-NEXT:         func.call @async_dispatch_fn(%arg0, %3, %arg10, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8) : (!async.group, index, index, index, index, index, index, index, memref<?xf32>) -> ()
// CHECK-NEXT:         async.yield
// CHECK-NEXT:       }
// CHECK-NEXT:       %4 = async.add_to_group %token, %arg0 : !async.token
// CHECK-NEXT:       scf.yield %arg9, %3 : index, index
// CHECK-NEXT:     }
// CHECK-NEXT:     call @parallel_compute_fn(%arg1, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8) : (index, index, index, index, index, index, memref<?xf32>) -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }

// SEQ: module {
// SEQ-NEXT:   func.func @dynamic_1d(%arg0: index, %arg1: index, %arg2: index, %arg3: memref<?xf32>) {
// SEQ-NEXT:     %c32 = arith.constant 32 : index
// SEQ-NEXT:     %c1 = arith.constant 1 : index
// SEQ-NEXT:     %c0 = arith.constant 0 : index
// SEQ-NEXT:     %c1000 = arith.constant 1000 : index
// SEQ-NEXT:     %0 = arith.subi %arg1, %arg0 : index
// SEQ-NEXT:     %1 = arith.ceildivsi %0, %arg2 : index
// SEQ-NEXT:     %2 = arith.cmpi eq, %1, %c0 : index
// SEQ-NEXT:     scf.if %2 {
// SEQ-NEXT:     } else {
// SEQ-NEXT:       %3 = arith.ceildivsi %1, %c32 : index
// SEQ-NEXT:       %4 = arith.maxsi %3, %c1000 : index
// SEQ-NEXT:       %5 = arith.minsi %1, %4 : index
// SEQ-NEXT:       %6 = arith.ceildivsi %1, %5 : index
// SEQ-NEXT:       %7 = arith.subi %6, %c1 : index
// SEQ-NEXT:       %8 = async.create_group %7 : !async.group
// SEQ-NEXT:       scf.for %arg4 = %c1 to %6 step %c1 {
// SEQ-NEXT:         %token = async.execute {
// SEQ-NEXT:           func.call @parallel_compute_fn(%arg4, %5, %1, %arg0, %arg1, %arg2, %arg3) : (index, index, index, index, index, index, memref<?xf32>) -> ()
// SEQ-NEXT:           async.yield
// SEQ-NEXT:         }
// SEQ-NEXT:         %9 = async.add_to_group %token, %8 : !async.token
// SEQ-NEXT:       }
// SEQ-NEXT:       func.call @parallel_compute_fn(%c0, %5, %1, %arg0, %arg1, %arg2, %arg3) : (index, index, index, index, index, index, memref<?xf32>) -> ()
// SEQ-NEXT:       async.await_all %8
// SEQ-NEXT:     }
// SEQ-NEXT:     return
// SEQ-NEXT:   }
// SEQ-NEXT:   func.func private @parallel_compute_fn(%arg0: index, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: memref<?xf32>) {
// SEQ-NEXT:     %cst = arith.constant 3.000000e+00 : f32
// SEQ-NEXT:     %c1 = arith.constant 1 : index
// SEQ-NEXT:     %0 = arith.muli %arg0, %arg1 : index
// SEQ-NEXT:     %1 = arith.addi %0, %arg1 : index
// SEQ-NEXT:     %2 = arith.minsi %1, %arg2 : index
// SEQ-NEXT:     %3 = arith.subi %2, %c1 : index
// SEQ-NEXT:     %4 = arith.remsi %0, %arg2 : index
// SEQ-NEXT:     %5 = arith.remsi %3, %arg2 : index
// SEQ-NEXT:     %6 = arith.addi %5, %c1 : index
// SEQ-NEXT:     scf.for %arg7 = %4 to %6 step %c1 {
// SEQ-NEXT:       %7 = arith.muli %arg7, %arg5 : index
// SEQ-NEXT:       %8 = arith.addi %arg3, %7 : index
// SEQ-NEXT:       memref.store %cst, %arg6[%8] : memref<?xf32>
// SEQ-NEXT:     }
// SEQ-NEXT:     return
// SEQ-NEXT:   }
// SEQ-NEXT: }

// DYN: module {
// DYN-NEXT:   func.func @dynamic_1d(%arg0: index, %arg1: index, %arg2: index, %arg3: memref<?xf32>) {
// DYN-NEXT:     %cst = arith.constant 6.000000e-01 : f32
// DYN-NEXT:     %c64 = arith.constant 64 : index
// DYN-NEXT:     %cst_0 = arith.constant 8.000000e-01 : f32
// DYN-NEXT:     %c32 = arith.constant 32 : index
// DYN-NEXT:     %cst_1 = arith.constant 1.000000e+00 : f32
// DYN-NEXT:     %c16 = arith.constant 16 : index
// DYN-NEXT:     %cst_2 = arith.constant 2.000000e+00 : f32
// DYN-NEXT:     %c8 = arith.constant 8 : index
// DYN-NEXT:     %cst_3 = arith.constant 4.000000e+00 : f32
// DYN-NEXT:     %c4 = arith.constant 4 : index
// DYN-NEXT:     %cst_4 = arith.constant 8.000000e+00 : f32
// DYN-NEXT:     %c0 = arith.constant 0 : index
// DYN-NEXT:     %c1 = arith.constant 1 : index
// DYN-NEXT:     %0 = arith.subi %arg1, %arg0 : index
// DYN-NEXT:     %1 = arith.ceildivsi %0, %arg2 : index
// DYN-NEXT:     %2 = arith.cmpi eq, %1, %c0 : index
// DYN-NEXT:     scf.if %2 {
// DYN-NEXT:     } else {
// DYN-NEXT:       %3 = async.runtime.num_worker_threads : index
// DYN-NEXT:       %4 = arith.cmpi sgt, %3, %c4 : index
// DYN-NEXT:       %5 = arith.select %4, %cst_3, %cst_4 : f32
// DYN-NEXT:       %6 = arith.cmpi sgt, %3, %c8 : index
// DYN-NEXT:       %7 = arith.select %6, %cst_2, %5 : f32
// DYN-NEXT:       %8 = arith.cmpi sgt, %3, %c16 : index
// DYN-NEXT:       %9 = arith.select %8, %cst_1, %7 : f32
// DYN-NEXT:       %10 = arith.cmpi sgt, %3, %c32 : index
// DYN-NEXT:       %11 = arith.select %10, %cst_0, %9 : f32
// DYN-NEXT:       %12 = arith.cmpi sgt, %3, %c64 : index
// DYN-NEXT:       %13 = arith.select %12, %cst, %11 : f32
// DYN-NEXT:       %14 = arith.index_cast %3 : index to i32
// DYN-NEXT:       %15 = arith.sitofp %14 : i32 to f32
// DYN-NEXT:       %16 = arith.mulf %13, %15 : f32
// DYN-NEXT:       %17 = arith.fptosi %16 : f32 to i32
// DYN-NEXT:       %18 = arith.index_cast %17 : i32 to index
// DYN-NEXT:       %19 = arith.maxsi %18, %c1 : index
// DYN-NEXT:       %20 = arith.ceildivsi %1, %19 : index
// DYN-NEXT:       %21 = arith.maxsi %20, %c1 : index
// DYN-NEXT:       %22 = arith.minsi %1, %21 : index
// DYN-NEXT:       %23 = arith.ceildivsi %1, %22 : index
// DYN-NEXT:       %24 = arith.cmpi eq, %23, %c1 : index
// DYN-NEXT:       scf.if %24 {
// DYN-NEXT:         func.call @parallel_compute_fn(%c0, %22, %1, %arg0, %arg1, %arg2, %arg3) : (index, index, index, index, index, index, memref<?xf32>) -> ()
// DYN-NEXT:       } else {
// DYN-NEXT:         %25 = arith.subi %23, %c1 : index
// DYN-NEXT:         %26 = async.create_group %25 : !async.group
// DYN-NEXT:         func.call @async_dispatch_fn(%26, %c0, %23, %22, %1, %arg0, %arg1, %arg2, %arg3) : (!async.group, index, index, index, index, index, index, index, memref<?xf32>) -> ()
// DYN-NEXT:         async.await_all %26
// DYN-NEXT:       }
// DYN-NEXT:     }
// DYN-NEXT:     return
// DYN-NEXT:   }
// DYN-NEXT:   func.func private @parallel_compute_fn(%arg0: index, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: memref<?xf32>) {
// DYN-NEXT:     %cst = arith.constant 3.000000e+00 : f32
// DYN-NEXT:     %c1 = arith.constant 1 : index
// DYN-NEXT:     %0 = arith.muli %arg0, %arg1 : index
// DYN-NEXT:     %1 = arith.addi %0, %arg1 : index
// DYN-NEXT:     %2 = arith.minsi %1, %arg2 : index
// DYN-NEXT:     %3 = arith.subi %2, %c1 : index
// DYN-NEXT:     %4 = arith.remsi %0, %arg2 : index
// DYN-NEXT:     %5 = arith.remsi %3, %arg2 : index
// DYN-NEXT:     %6 = arith.addi %5, %c1 : index
// DYN-NEXT:     scf.for %arg7 = %4 to %6 step %c1 {
// DYN-NEXT:       %7 = arith.muli %arg7, %arg5 : index
// DYN-NEXT:       %8 = arith.addi %arg3, %7 : index
// DYN-NEXT:       memref.store %cst, %arg6[%8] : memref<?xf32>
// DYN-NEXT:     }
// DYN-NEXT:     return
// DYN-NEXT:   }
// DYN-NEXT:   func.func private @async_dispatch_fn(%arg0: !async.group, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: index, %arg7: index, %arg8: memref<?xf32>) {
// DYN-NEXT:     %c1 = arith.constant 1 : index
// DYN-NEXT:     %c2 = arith.constant 2 : index
// DYN-NEXT:     %0:2 = scf.while (%arg9 = %arg1, %arg10 = %arg2) : (index, index) -> (index, index) {
// DYN-NEXT:       %1 = arith.subi %arg10, %arg9 : index
// DYN-NEXT:       %2 = arith.cmpi sgt, %1, %c1 : index
// DYN-NEXT:       scf.condition(%2) %arg9, %arg10 : index, index
// DYN-NEXT:     } do {
// DYN-NEXT:     ^bb0(%arg9: index, %arg10: index):
// DYN-NEXT:       %1 = arith.subi %arg10, %arg9 : index
// DYN-NEXT:       %2 = arith.divsi %1, %c2 : index
// DYN-NEXT:       %3 = arith.addi %arg9, %2 : index
// DYN-NEXT:       %token = async.execute {
// DYN-NEXT:         func.call @async_dispatch_fn(%arg0, %3, %arg10, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8) : (!async.group, index, index, index, index, index, index, index, memref<?xf32>) -> ()
// DYN-NEXT:         async.yield
// DYN-NEXT:       }
// DYN-NEXT:       %4 = async.add_to_group %token, %arg0 : !async.token
// DYN-NEXT:       scf.yield %arg9, %3 : index, index
// DYN-NEXT:     }
// DYN-NEXT:     call @parallel_compute_fn(%arg1, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8) : (index, index, index, index, index, index, memref<?xf32>) -> ()
// DYN-NEXT:     return
// DYN-NEXT:   }
// DYN-NEXT: }

func.func @dynamic_1d(%lb: index, %ub: index, %step: index, %out: memref<?xf32>) {
  scf.parallel (%i) = (%lb) to (%ub) step (%step) {
    %v = arith.constant 3.0 : f32
    memref.store %v, %out[%i] : memref<?xf32>
  }
  return
}

// -----

// Two dimensions; a constant from outside the loop is cloned into the compute function.

// CHECK: {{^//}} -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @dynamic_2d(%arg0: index, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: memref<?x?xf32>) {
// CHECK-NEXT:     %c32 = arith.constant 32 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1000 = arith.constant 1000 : index
// CHECK-NEXT:     %0 = arith.subi %arg1, %arg0 : index
// CHECK-NEXT:     %1 = arith.ceildivsi %0, %arg2 : index
// CHECK-NEXT:     %2 = arith.subi %arg4, %arg3 : index
// CHECK-NEXT:     %3 = arith.ceildivsi %2, %arg5 : index
// CHECK-NEXT:     %4 = arith.muli %1, %3 : index
// CHECK-NEXT:     %5 = arith.cmpi eq, %4, %c0 : index
// CHECK-NEXT:     scf.if %5 {
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %6 = arith.ceildivsi %4, %c32 : index
// CHECK-NEXT:       %7 = arith.maxsi %6, %c1000 : index
// CHECK-NEXT:       %8 = arith.minsi %4, %7 : index
// CHECK-NEXT:       %9 = arith.ceildivsi %4, %8 : index
// CHECK-NEXT:       %10 = arith.cmpi eq, %9, %c1 : index
// CHECK-NEXT:       scf.if %10 {
// CHECK-NEXT:         func.call @parallel_compute_fn(%c0, %8, %1, %3, %arg0, %arg3, %arg1, %arg4, %arg2, %arg5, %arg6) : (index, index, index, index, index, index, index, index, index, index, memref<?x?xf32>) -> ()
// CHECK-NEXT:       } else {
// CHECK-NEXT:         %11 = arith.subi %9, %c1 : index
// CHECK-NEXT:         %12 = async.create_group %11 : !async.group
// CHECK-NEXT:         func.call @async_dispatch_fn(%12, %c0, %9, %8, %1, %3, %arg0, %arg3, %arg1, %arg4, %arg2, %arg5, %arg6) : (!async.group, index, index, index, index, index, index, index, index, index, index, index, memref<?x?xf32>) -> ()
// CHECK-NEXT:         async.await_all %12
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @parallel_compute_fn(%arg0: index, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: index, %arg7: index, %arg8: index, %arg9: index, %arg10: memref<?x?xf32>) {
// CHECK-NEXT:     %cst = arith.constant 2.500000e+00 : f32
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0 = arith.muli %arg2, %arg3 : index
// CHECK-NEXT:     %1 = arith.muli %arg0, %arg1 : index
// CHECK-NEXT:     %2 = arith.addi %1, %arg1 : index
// CHECK-NEXT:     %3 = arith.minsi %2, %0 : index
// CHECK-NEXT:     %4 = arith.subi %3, %c1 : index
// CHECK-NEXT:     %5 = arith.remsi %1, %arg3 : index
// CHECK-NEXT:     %6 = arith.divsi %1, %arg3 : index
// CHECK-NEXT:     %7 = arith.remsi %6, %arg2 : index
// CHECK-NEXT:     %8 = arith.remsi %4, %arg3 : index
// CHECK-NEXT:     %9 = arith.divsi %4, %arg3 : index
// CHECK-NEXT:     %10 = arith.remsi %9, %arg2 : index
// CHECK-NEXT:     %11 = arith.addi %10, %c1 : index
// CHECK-NEXT:     %12 = arith.addi %8, %c1 : index
// CHECK-NEXT:     scf.for %arg11 = %7 to %11 step %c1 {
// CHECK-NEXT:       %13 = arith.muli %arg11, %arg8 : index
// CHECK-NEXT:       %14 = arith.addi %arg4, %13 : index
// CHECK-NEXT:       %15 = arith.cmpi eq, %arg11, %7 : index
// CHECK-NEXT:       %16 = arith.cmpi eq, %arg11, %10 : index
// CHECK-NEXT:       %17 = arith.select %15, %5, %c0 : index
// CHECK-NEXT:       %18 = arith.select %16, %12, %arg3 : index
// CHECK-NEXT:       scf.for %arg12 = %17 to %18 step %c1 {
// CHECK-NEXT:         %19 = arith.muli %arg12, %arg9 : index
// CHECK-NEXT:         %20 = arith.addi %arg5, %19 : index
// CHECK-NEXT:         memref.store %cst, %arg10[%14, %20] : memref<?x?xf32>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @async_dispatch_fn(%arg0: !async.group, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: index, %arg7: index, %arg8: index, %arg9: index, %arg10: index, %arg11: index, %arg12: memref<?x?xf32>) {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %0:2 = scf.while (%arg13 = %arg1, %arg14 = %arg2) : (index, index) -> (index, index) {
// CHECK-NEXT:       %1 = arith.subi %arg14, %arg13 : index
// CHECK-NEXT:       %2 = arith.cmpi sgt, %1, %c1 : index
// CHECK-NEXT:       scf.condition(%2) %arg13, %arg14 : index, index
// CHECK-NEXT:     } do {
// CHECK-NEXT:     ^bb0(%arg13: index, %arg14: index):
// CHECK-NEXT:       %1 = arith.subi %arg14, %arg13 : index
// CHECK-NEXT:       %2 = arith.divsi %1, %c2 : index
// CHECK-NEXT:       %3 = arith.addi %arg13, %2 : index
// CHECK-NEXT:       %token = async.execute {
// CHECK-NEXT:         func.call @async_dispatch_fn(%arg0, %3, %arg14, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %arg10, %arg11, %arg12) : (!async.group, index, index, index, index, index, index, index, index, index, index, index, memref<?x?xf32>) -> ()
// CHECK-NEXT:         async.yield
// CHECK-NEXT:       }
// CHECK-NEXT:       %4 = async.add_to_group %token, %arg0 : !async.token
// CHECK-NEXT:       scf.yield %arg13, %3 : index, index
// CHECK-NEXT:     }
// CHECK-NEXT:     call @parallel_compute_fn(%arg1, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %arg10, %arg11, %arg12) : (index, index, index, index, index, index, index, index, index, index, memref<?x?xf32>) -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }

// SEQ: {{^//}} -----
// SEQ-NEXT: module {
// SEQ-NEXT:   func.func @dynamic_2d(%arg0: index, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: memref<?x?xf32>) {
// SEQ-NEXT:     %c32 = arith.constant 32 : index
// SEQ-NEXT:     %c1 = arith.constant 1 : index
// SEQ-NEXT:     %c0 = arith.constant 0 : index
// SEQ-NEXT:     %c1000 = arith.constant 1000 : index
// SEQ-NEXT:     %0 = arith.subi %arg1, %arg0 : index
// SEQ-NEXT:     %1 = arith.ceildivsi %0, %arg2 : index
// SEQ-NEXT:     %2 = arith.subi %arg4, %arg3 : index
// SEQ-NEXT:     %3 = arith.ceildivsi %2, %arg5 : index
// SEQ-NEXT:     %4 = arith.muli %1, %3 : index
// SEQ-NEXT:     %5 = arith.cmpi eq, %4, %c0 : index
// SEQ-NEXT:     scf.if %5 {
// SEQ-NEXT:     } else {
// SEQ-NEXT:       %6 = arith.ceildivsi %4, %c32 : index
// SEQ-NEXT:       %7 = arith.maxsi %6, %c1000 : index
// SEQ-NEXT:       %8 = arith.minsi %4, %7 : index
// SEQ-NEXT:       %9 = arith.ceildivsi %4, %8 : index
// SEQ-NEXT:       %10 = arith.subi %9, %c1 : index
// SEQ-NEXT:       %11 = async.create_group %10 : !async.group
// SEQ-NEXT:       scf.for %arg7 = %c1 to %9 step %c1 {
// SEQ-NEXT:         %token = async.execute {
// SEQ-NEXT:           func.call @parallel_compute_fn(%arg7, %8, %1, %3, %arg0, %arg3, %arg1, %arg4, %arg2, %arg5, %arg6) : (index, index, index, index, index, index, index, index, index, index, memref<?x?xf32>) -> ()
// SEQ-NEXT:           async.yield
// SEQ-NEXT:         }
// SEQ-NEXT:         %12 = async.add_to_group %token, %11 : !async.token
// SEQ-NEXT:       }
// SEQ-NEXT:       func.call @parallel_compute_fn(%c0, %8, %1, %3, %arg0, %arg3, %arg1, %arg4, %arg2, %arg5, %arg6) : (index, index, index, index, index, index, index, index, index, index, memref<?x?xf32>) -> ()
// SEQ-NEXT:       async.await_all %11
// SEQ-NEXT:     }
// SEQ-NEXT:     return
// SEQ-NEXT:   }
// SEQ-NEXT:   func.func private @parallel_compute_fn(%arg0: index, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: index, %arg7: index, %arg8: index, %arg9: index, %arg10: memref<?x?xf32>) {
// SEQ-NEXT:     %cst = arith.constant 2.500000e+00 : f32
// SEQ-NEXT:     %c0 = arith.constant 0 : index
// SEQ-NEXT:     %c1 = arith.constant 1 : index
// SEQ-NEXT:     %0 = arith.muli %arg2, %arg3 : index
// SEQ-NEXT:     %1 = arith.muli %arg0, %arg1 : index
// SEQ-NEXT:     %2 = arith.addi %1, %arg1 : index
// SEQ-NEXT:     %3 = arith.minsi %2, %0 : index
// SEQ-NEXT:     %4 = arith.subi %3, %c1 : index
// SEQ-NEXT:     %5 = arith.remsi %1, %arg3 : index
// SEQ-NEXT:     %6 = arith.divsi %1, %arg3 : index
// SEQ-NEXT:     %7 = arith.remsi %6, %arg2 : index
// SEQ-NEXT:     %8 = arith.remsi %4, %arg3 : index
// SEQ-NEXT:     %9 = arith.divsi %4, %arg3 : index
// SEQ-NEXT:     %10 = arith.remsi %9, %arg2 : index
// SEQ-NEXT:     %11 = arith.addi %10, %c1 : index
// SEQ-NEXT:     %12 = arith.addi %8, %c1 : index
// SEQ-NEXT:     scf.for %arg11 = %7 to %11 step %c1 {
// SEQ-NEXT:       %13 = arith.muli %arg11, %arg8 : index
// SEQ-NEXT:       %14 = arith.addi %arg4, %13 : index
// SEQ-NEXT:       %15 = arith.cmpi eq, %arg11, %7 : index
// SEQ-NEXT:       %16 = arith.cmpi eq, %arg11, %10 : index
// SEQ-NEXT:       %17 = arith.select %15, %5, %c0 : index
// SEQ-NEXT:       %18 = arith.select %16, %12, %arg3 : index
// SEQ-NEXT:       scf.for %arg12 = %17 to %18 step %c1 {
// SEQ-NEXT:         %19 = arith.muli %arg12, %arg9 : index
// SEQ-NEXT:         %20 = arith.addi %arg5, %19 : index
// SEQ-NEXT:         memref.store %cst, %arg10[%14, %20] : memref<?x?xf32>
// SEQ-NEXT:       }
// SEQ-NEXT:     }
// SEQ-NEXT:     return
// SEQ-NEXT:   }
// SEQ-NEXT: }

// DYN: {{^//}} -----
// DYN-NEXT: module {
// DYN-NEXT:   func.func @dynamic_2d(%arg0: index, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: memref<?x?xf32>) {
// DYN-NEXT:     %cst = arith.constant 6.000000e-01 : f32
// DYN-NEXT:     %c64 = arith.constant 64 : index
// DYN-NEXT:     %cst_0 = arith.constant 8.000000e-01 : f32
// DYN-NEXT:     %c32 = arith.constant 32 : index
// DYN-NEXT:     %cst_1 = arith.constant 1.000000e+00 : f32
// DYN-NEXT:     %c16 = arith.constant 16 : index
// DYN-NEXT:     %cst_2 = arith.constant 2.000000e+00 : f32
// DYN-NEXT:     %c8 = arith.constant 8 : index
// DYN-NEXT:     %cst_3 = arith.constant 4.000000e+00 : f32
// DYN-NEXT:     %c4 = arith.constant 4 : index
// DYN-NEXT:     %cst_4 = arith.constant 8.000000e+00 : f32
// DYN-NEXT:     %c0 = arith.constant 0 : index
// DYN-NEXT:     %c1 = arith.constant 1 : index
// DYN-NEXT:     %0 = arith.subi %arg1, %arg0 : index
// DYN-NEXT:     %1 = arith.ceildivsi %0, %arg2 : index
// DYN-NEXT:     %2 = arith.subi %arg4, %arg3 : index
// DYN-NEXT:     %3 = arith.ceildivsi %2, %arg5 : index
// DYN-NEXT:     %4 = arith.muli %1, %3 : index
// DYN-NEXT:     %5 = arith.cmpi eq, %4, %c0 : index
// DYN-NEXT:     scf.if %5 {
// DYN-NEXT:     } else {
// DYN-NEXT:       %6 = async.runtime.num_worker_threads : index
// DYN-NEXT:       %7 = arith.cmpi sgt, %6, %c4 : index
// DYN-NEXT:       %8 = arith.select %7, %cst_3, %cst_4 : f32
// DYN-NEXT:       %9 = arith.cmpi sgt, %6, %c8 : index
// DYN-NEXT:       %10 = arith.select %9, %cst_2, %8 : f32
// DYN-NEXT:       %11 = arith.cmpi sgt, %6, %c16 : index
// DYN-NEXT:       %12 = arith.select %11, %cst_1, %10 : f32
// DYN-NEXT:       %13 = arith.cmpi sgt, %6, %c32 : index
// DYN-NEXT:       %14 = arith.select %13, %cst_0, %12 : f32
// DYN-NEXT:       %15 = arith.cmpi sgt, %6, %c64 : index
// DYN-NEXT:       %16 = arith.select %15, %cst, %14 : f32
// DYN-NEXT:       %17 = arith.index_cast %6 : index to i32
// DYN-NEXT:       %18 = arith.sitofp %17 : i32 to f32
// DYN-NEXT:       %19 = arith.mulf %16, %18 : f32
// DYN-NEXT:       %20 = arith.fptosi %19 : f32 to i32
// DYN-NEXT:       %21 = arith.index_cast %20 : i32 to index
// DYN-NEXT:       %22 = arith.maxsi %21, %c1 : index
// DYN-NEXT:       %23 = arith.ceildivsi %4, %22 : index
// DYN-NEXT:       %24 = arith.maxsi %23, %c1 : index
// DYN-NEXT:       %25 = arith.minsi %4, %24 : index
// DYN-NEXT:       %26 = arith.ceildivsi %4, %25 : index
// DYN-NEXT:       %27 = arith.cmpi eq, %26, %c1 : index
// DYN-NEXT:       scf.if %27 {
// DYN-NEXT:         func.call @parallel_compute_fn(%c0, %25, %1, %3, %arg0, %arg3, %arg1, %arg4, %arg2, %arg5, %arg6) : (index, index, index, index, index, index, index, index, index, index, memref<?x?xf32>) -> ()
// DYN-NEXT:       } else {
// DYN-NEXT:         %28 = arith.subi %26, %c1 : index
// DYN-NEXT:         %29 = async.create_group %28 : !async.group
// DYN-NEXT:         func.call @async_dispatch_fn(%29, %c0, %26, %25, %1, %3, %arg0, %arg3, %arg1, %arg4, %arg2, %arg5, %arg6) : (!async.group, index, index, index, index, index, index, index, index, index, index, index, memref<?x?xf32>) -> ()
// DYN-NEXT:         async.await_all %29
// DYN-NEXT:       }
// DYN-NEXT:     }
// DYN-NEXT:     return
// DYN-NEXT:   }
// DYN-NEXT:   func.func private @parallel_compute_fn(%arg0: index, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: index, %arg7: index, %arg8: index, %arg9: index, %arg10: memref<?x?xf32>) {
// DYN-NEXT:     %cst = arith.constant 2.500000e+00 : f32
// DYN-NEXT:     %c0 = arith.constant 0 : index
// DYN-NEXT:     %c1 = arith.constant 1 : index
// DYN-NEXT:     %0 = arith.muli %arg2, %arg3 : index
// DYN-NEXT:     %1 = arith.muli %arg0, %arg1 : index
// DYN-NEXT:     %2 = arith.addi %1, %arg1 : index
// DYN-NEXT:     %3 = arith.minsi %2, %0 : index
// DYN-NEXT:     %4 = arith.subi %3, %c1 : index
// DYN-NEXT:     %5 = arith.remsi %1, %arg3 : index
// DYN-NEXT:     %6 = arith.divsi %1, %arg3 : index
// DYN-NEXT:     %7 = arith.remsi %6, %arg2 : index
// DYN-NEXT:     %8 = arith.remsi %4, %arg3 : index
// DYN-NEXT:     %9 = arith.divsi %4, %arg3 : index
// DYN-NEXT:     %10 = arith.remsi %9, %arg2 : index
// DYN-NEXT:     %11 = arith.addi %10, %c1 : index
// DYN-NEXT:     %12 = arith.addi %8, %c1 : index
// DYN-NEXT:     scf.for %arg11 = %7 to %11 step %c1 {
// DYN-NEXT:       %13 = arith.muli %arg11, %arg8 : index
// DYN-NEXT:       %14 = arith.addi %arg4, %13 : index
// DYN-NEXT:       %15 = arith.cmpi eq, %arg11, %7 : index
// DYN-NEXT:       %16 = arith.cmpi eq, %arg11, %10 : index
// DYN-NEXT:       %17 = arith.select %15, %5, %c0 : index
// DYN-NEXT:       %18 = arith.select %16, %12, %arg3 : index
// DYN-NEXT:       scf.for %arg12 = %17 to %18 step %c1 {
// DYN-NEXT:         %19 = arith.muli %arg12, %arg9 : index
// DYN-NEXT:         %20 = arith.addi %arg5, %19 : index
// DYN-NEXT:         memref.store %cst, %arg10[%14, %20] : memref<?x?xf32>
// DYN-NEXT:       }
// DYN-NEXT:     }
// DYN-NEXT:     return
// DYN-NEXT:   }
// DYN-NEXT:   func.func private @async_dispatch_fn(%arg0: !async.group, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: index, %arg7: index, %arg8: index, %arg9: index, %arg10: index, %arg11: index, %arg12: memref<?x?xf32>) {
// DYN-NEXT:     %c1 = arith.constant 1 : index
// DYN-NEXT:     %c2 = arith.constant 2 : index
// DYN-NEXT:     %0:2 = scf.while (%arg13 = %arg1, %arg14 = %arg2) : (index, index) -> (index, index) {
// DYN-NEXT:       %1 = arith.subi %arg14, %arg13 : index
// DYN-NEXT:       %2 = arith.cmpi sgt, %1, %c1 : index
// DYN-NEXT:       scf.condition(%2) %arg13, %arg14 : index, index
// DYN-NEXT:     } do {
// DYN-NEXT:     ^bb0(%arg13: index, %arg14: index):
// DYN-NEXT:       %1 = arith.subi %arg14, %arg13 : index
// DYN-NEXT:       %2 = arith.divsi %1, %c2 : index
// DYN-NEXT:       %3 = arith.addi %arg13, %2 : index
// DYN-NEXT:       %token = async.execute {
// DYN-NEXT:         func.call @async_dispatch_fn(%arg0, %3, %arg14, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %arg10, %arg11, %arg12) : (!async.group, index, index, index, index, index, index, index, index, index, index, index, memref<?x?xf32>) -> ()
// DYN-NEXT:         async.yield
// DYN-NEXT:       }
// DYN-NEXT:       %4 = async.add_to_group %token, %arg0 : !async.token
// DYN-NEXT:       scf.yield %arg13, %3 : index, index
// DYN-NEXT:     }
// DYN-NEXT:     call @parallel_compute_fn(%arg1, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %arg10, %arg11, %arg12) : (index, index, index, index, index, index, index, index, index, index, memref<?x?xf32>) -> ()
// DYN-NEXT:     return
// DYN-NEXT:   }
// DYN-NEXT: }

func.func @dynamic_2d(%lb0: index, %ub0: index, %s0: index, %lb1: index, %ub1: index, %s1: index,
                      %out: memref<?x?xf32>) {
  %v = arith.constant 2.5 : f32
  scf.parallel (%i, %j) = (%lb0, %lb1) to (%ub0, %ub1) step (%s0, %s1) {
    memref.store %v, %out[%i, %j] : memref<?x?xf32>
  }
  return
}

// -----

// A static inner dimension of 16 iterations: the block size is aligned to it in a second
// compute function whose inner loop runs from 0 to 16.

// CHECK: {{^//}} -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @aligned_inner(%arg0: index, %arg1: memref<?x16xi32>) {
// CHECK-NEXT:     %c32 = arith.constant 32 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c16 = arith.constant 16 : index
// CHECK-NEXT:     %c1000 = arith.constant 1000 : index
// CHECK-NEXT:     %0 = arith.muli %arg0, %c16 : index
// CHECK-NEXT:     %1 = arith.cmpi eq, %0, %c0 : index
// CHECK-NEXT:     scf.if %1 {
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %2 = arith.ceildivsi %0, %c32 : index
// CHECK-NEXT:       %3 = arith.maxsi %2, %c1000 : index
// CHECK-NEXT:       %4 = arith.minsi %0, %3 : index
// CHECK-NEXT:       %5 = arith.ceildivsi %0, %4 : index
// CHECK-NEXT:       %6 = arith.cmpi sge, %4, %c16 : index
// CHECK-NEXT:       scf.if %6 {
// CHECK-NEXT:         %7 = arith.ceildivsi %4, %c16 : index
// CHECK-NEXT:         %8 = arith.muli %7, %c16 : index
// CHECK-NEXT:         %9 = arith.cmpi eq, %5, %c1 : index
// CHECK-NEXT:         scf.if %9 {
// CHECK-NEXT:           func.call @parallel_compute_fn_with_aligned_loops(%c0, %8, %arg0, %c16, %c0, %c0, %arg0, %c16, %c1, %c1, %arg1) : (index, index, index, index, index, index, index, index, index, index, memref<?x16xi32>) -> ()
// CHECK-NEXT:         } else {
// CHECK-NEXT:           %10 = arith.subi %5, %c1 : index
// CHECK-NEXT:           %11 = async.create_group %10 : !async.group
// CHECK-NEXT:           func.call @async_dispatch_fn(%11, %c0, %5, %8, %arg0, %c16, %c0, %c0, %arg0, %c16, %c1, %c1, %arg1) : (!async.group, index, index, index, index, index, index, index, index, index, index, index, memref<?x16xi32>) -> ()
// CHECK-NEXT:           async.await_all %11
// CHECK-NEXT:         }
// CHECK-NEXT:       } else {
// CHECK-NEXT:         %7 = arith.cmpi eq, %5, %c1 : index
// CHECK-NEXT:         scf.if %7 {
// CHECK-NEXT:           func.call @parallel_compute_fn(%c0, %4, %arg0, %c16, %c0, %c0, %arg0, %c16, %c1, %c1, %arg1) : (index, index, index, index, index, index, index, index, index, index, memref<?x16xi32>) -> ()
// CHECK-NEXT:         } else {
// CHECK-NEXT:           %8 = arith.subi %5, %c1 : index
// CHECK-NEXT:           %9 = async.create_group %8 : !async.group
// CHECK-NEXT:           func.call @async_dispatch_fn_0(%9, %c0, %5, %4, %arg0, %c16, %c0, %c0, %arg0, %c16, %c1, %c1, %arg1) : (!async.group, index, index, index, index, index, index, index, index, index, index, index, memref<?x16xi32>) -> ()
// CHECK-NEXT:           async.await_all %9
// CHECK-NEXT:         }
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
// CHECK-NEXT:   func.func private @async_dispatch_fn(%arg0: !async.group, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: index, %arg7: index, %arg8: index, %arg9: index, %arg10: index, %arg11: index, %arg12: memref<?x16xi32>) {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %0:2 = scf.while (%arg13 = %arg1, %arg14 = %arg2) : (index, index) -> (index, index) {
// CHECK-NEXT:       %1 = arith.subi %arg14, %arg13 : index
// CHECK-NEXT:       %2 = arith.cmpi sgt, %1, %c1 : index
// CHECK-NEXT:       scf.condition(%2) %arg13, %arg14 : index, index
// CHECK-NEXT:     } do {
// CHECK-NEXT:     ^bb0(%arg13: index, %arg14: index):
// CHECK-NEXT:       %1 = arith.subi %arg14, %arg13 : index
// CHECK-NEXT:       %2 = arith.divsi %1, %c2 : index
// CHECK-NEXT:       %3 = arith.addi %arg13, %2 : index
// CHECK-NEXT:       %token = async.execute {
// CHECK-NEXT:         func.call @async_dispatch_fn(%arg0, %3, %arg14, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %arg10, %arg11, %arg12) : (!async.group, index, index, index, index, index, index, index, index, index, index, index, memref<?x16xi32>) -> ()
// CHECK-NEXT:         async.yield
// CHECK-NEXT:       }
// CHECK-NEXT:       %4 = async.add_to_group %token, %arg0 : !async.token
// CHECK-NEXT:       scf.yield %arg13, %3 : index, index
// CHECK-NEXT:     }
// CHECK-NEXT:     call @parallel_compute_fn_with_aligned_loops(%arg1, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %arg10, %arg11, %arg12) : (index, index, index, index, index, index, index, index, index, index, memref<?x16xi32>) -> ()
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
// CHECK-NEXT:   func.func private @async_dispatch_fn_0(%arg0: !async.group, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: index, %arg7: index, %arg8: index, %arg9: index, %arg10: index, %arg11: index, %arg12: memref<?x16xi32>) {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %0:2 = scf.while (%arg13 = %arg1, %arg14 = %arg2) : (index, index) -> (index, index) {
// CHECK-NEXT:       %1 = arith.subi %arg14, %arg13 : index
// CHECK-NEXT:       %2 = arith.cmpi sgt, %1, %c1 : index
// CHECK-NEXT:       scf.condition(%2) %arg13, %arg14 : index, index
// CHECK-NEXT:     } do {
// CHECK-NEXT:     ^bb0(%arg13: index, %arg14: index):
// CHECK-NEXT:       %1 = arith.subi %arg14, %arg13 : index
// CHECK-NEXT:       %2 = arith.divsi %1, %c2 : index
// CHECK-NEXT:       %3 = arith.addi %arg13, %2 : index
// CHECK-NEXT:       %token = async.execute {
// CHECK-NEXT:         func.call @async_dispatch_fn_0(%arg0, %3, %arg14, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %arg10, %arg11, %arg12) : (!async.group, index, index, index, index, index, index, index, index, index, index, index, memref<?x16xi32>) -> ()
// CHECK-NEXT:         async.yield
// CHECK-NEXT:       }
// CHECK-NEXT:       %4 = async.add_to_group %token, %arg0 : !async.token
// CHECK-NEXT:       scf.yield %arg13, %3 : index, index
// CHECK-NEXT:     }
// CHECK-NEXT:     call @parallel_compute_fn(%arg1, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %arg10, %arg11, %arg12) : (index, index, index, index, index, index, index, index, index, index, memref<?x16xi32>) -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }

// SEQ: {{^//}} -----
// SEQ-NEXT: module {
// SEQ-NEXT:   func.func @aligned_inner(%arg0: index, %arg1: memref<?x16xi32>) {
// SEQ-NEXT:     %c32 = arith.constant 32 : index
// SEQ-NEXT:     %c0 = arith.constant 0 : index
// SEQ-NEXT:     %c1 = arith.constant 1 : index
// SEQ-NEXT:     %c16 = arith.constant 16 : index
// SEQ-NEXT:     %c1000 = arith.constant 1000 : index
// SEQ-NEXT:     %0 = arith.muli %arg0, %c16 : index
// SEQ-NEXT:     %1 = arith.cmpi eq, %0, %c0 : index
// SEQ-NEXT:     scf.if %1 {
// SEQ-NEXT:     } else {
// SEQ-NEXT:       %2 = arith.ceildivsi %0, %c32 : index
// SEQ-NEXT:       %3 = arith.maxsi %2, %c1000 : index
// SEQ-NEXT:       %4 = arith.minsi %0, %3 : index
// SEQ-NEXT:       %5 = arith.ceildivsi %0, %4 : index
// SEQ-NEXT:       %6 = arith.cmpi sge, %4, %c16 : index
// SEQ-NEXT:       scf.if %6 {
// SEQ-NEXT:         %7 = arith.ceildivsi %4, %c16 : index
// SEQ-NEXT:         %8 = arith.muli %7, %c16 : index
// SEQ-NEXT:         %9 = arith.subi %5, %c1 : index
// SEQ-NEXT:         %10 = async.create_group %9 : !async.group
// SEQ-NEXT:         scf.for %arg2 = %c1 to %5 step %c1 {
// SEQ-NEXT:           %token = async.execute {
// SEQ-NEXT:             func.call @parallel_compute_fn_with_aligned_loops(%arg2, %8, %arg0, %c16, %c0, %c0, %arg0, %c16, %c1, %c1, %arg1) : (index, index, index, index, index, index, index, index, index, index, memref<?x16xi32>) -> ()
// SEQ-NEXT:             async.yield
// SEQ-NEXT:           }
// SEQ-NEXT:           %11 = async.add_to_group %token, %10 : !async.token
// SEQ-NEXT:         }
// SEQ-NEXT:         func.call @parallel_compute_fn_with_aligned_loops(%c0, %8, %arg0, %c16, %c0, %c0, %arg0, %c16, %c1, %c1, %arg1) : (index, index, index, index, index, index, index, index, index, index, memref<?x16xi32>) -> ()
// SEQ-NEXT:         async.await_all %10
// SEQ-NEXT:       } else {
// SEQ-NEXT:         %7 = arith.subi %5, %c1 : index
// SEQ-NEXT:         %8 = async.create_group %7 : !async.group
// SEQ-NEXT:         scf.for %arg2 = %c1 to %5 step %c1 {
// SEQ-NEXT:           %token = async.execute {
// SEQ-NEXT:             func.call @parallel_compute_fn(%arg2, %4, %arg0, %c16, %c0, %c0, %arg0, %c16, %c1, %c1, %arg1) : (index, index, index, index, index, index, index, index, index, index, memref<?x16xi32>) -> ()
// SEQ-NEXT:             async.yield
// SEQ-NEXT:           }
// SEQ-NEXT:           %9 = async.add_to_group %token, %8 : !async.token
// SEQ-NEXT:         }
// SEQ-NEXT:         func.call @parallel_compute_fn(%c0, %4, %arg0, %c16, %c0, %c0, %arg0, %c16, %c1, %c1, %arg1) : (index, index, index, index, index, index, index, index, index, index, memref<?x16xi32>) -> ()
// SEQ-NEXT:         async.await_all %8
// SEQ-NEXT:       }
// SEQ-NEXT:     }
// SEQ-NEXT:     return
// SEQ-NEXT:   }
// SEQ-NEXT:   func.func private @parallel_compute_fn_with_aligned_loops(%arg0: index, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: index, %arg7: index, %arg8: index, %arg9: index, %arg10: memref<?x16xi32>) {
// SEQ-NEXT:     %c0 = arith.constant 0 : index
// SEQ-NEXT:     %c1 = arith.constant 1 : index
// SEQ-NEXT:     %c16 = arith.constant 16 : index
// SEQ-NEXT:     %0 = arith.muli %arg2, %c16 : index
// SEQ-NEXT:     %1 = arith.muli %arg0, %arg1 : index
// SEQ-NEXT:     %2 = arith.addi %1, %arg1 : index
// SEQ-NEXT:     %3 = arith.minsi %2, %0 : index
// SEQ-NEXT:     %4 = arith.subi %3, %c1 : index
// SEQ-NEXT:     %5 = arith.divsi %1, %c16 : index
// SEQ-NEXT:     %6 = arith.remsi %5, %arg2 : index
// SEQ-NEXT:     %7 = arith.divsi %4, %c16 : index
// SEQ-NEXT:     %8 = arith.remsi %7, %arg2 : index
// SEQ-NEXT:     %9 = arith.addi %8, %c1 : index
// SEQ-NEXT:     scf.for %arg11 = %6 to %9 step %c1 {
// SEQ-NEXT:       scf.for %arg12 = %c0 to %c16 step %c1 {
// SEQ-NEXT:         %10 = arith.index_cast %arg12 : index to i32
// SEQ-NEXT:         memref.store %10, %arg10[%arg11, %arg12] : memref<?x16xi32>
// SEQ-NEXT:       }
// SEQ-NEXT:     }
// SEQ-NEXT:     return
// SEQ-NEXT:   }
// SEQ-NEXT:   func.func private @parallel_compute_fn(%arg0: index, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: index, %arg7: index, %arg8: index, %arg9: index, %arg10: memref<?x16xi32>) {
// SEQ-NEXT:     %c0 = arith.constant 0 : index
// SEQ-NEXT:     %c1 = arith.constant 1 : index
// SEQ-NEXT:     %c16 = arith.constant 16 : index
// SEQ-NEXT:     %0 = arith.muli %arg2, %c16 : index
// SEQ-NEXT:     %1 = arith.muli %arg0, %arg1 : index
// SEQ-NEXT:     %2 = arith.addi %1, %arg1 : index
// SEQ-NEXT:     %3 = arith.minsi %2, %0 : index
// SEQ-NEXT:     %4 = arith.subi %3, %c1 : index
// SEQ-NEXT:     %5 = arith.remsi %1, %c16 : index
// SEQ-NEXT:     %6 = arith.divsi %1, %c16 : index
// SEQ-NEXT:     %7 = arith.remsi %6, %arg2 : index
// SEQ-NEXT:     %8 = arith.remsi %4, %c16 : index
// SEQ-NEXT:     %9 = arith.divsi %4, %c16 : index
// SEQ-NEXT:     %10 = arith.remsi %9, %arg2 : index
// SEQ-NEXT:     %11 = arith.addi %10, %c1 : index
// SEQ-NEXT:     %12 = arith.addi %8, %c1 : index
// SEQ-NEXT:     scf.for %arg11 = %7 to %11 step %c1 {
// SEQ-NEXT:       %13 = arith.cmpi eq, %arg11, %7 : index
// SEQ-NEXT:       %14 = arith.cmpi eq, %arg11, %10 : index
// SEQ-NEXT:       %15 = arith.select %13, %5, %c0 : index
// SEQ-NEXT:       %16 = arith.select %14, %12, %c16 : index
// SEQ-NEXT:       scf.for %arg12 = %15 to %16 step %c1 {
// SEQ-NEXT:         %17 = arith.index_cast %arg12 : index to i32
// SEQ-NEXT:         memref.store %17, %arg10[%arg11, %arg12] : memref<?x16xi32>
// SEQ-NEXT:       }
// SEQ-NEXT:     }
// SEQ-NEXT:     return
// SEQ-NEXT:   }
// SEQ-NEXT: }

// DYN: {{^//}} -----
// DYN-NEXT: module {
// DYN-NEXT:   func.func @aligned_inner(%arg0: index, %arg1: memref<?x16xi32>) {
// DYN-NEXT:     %cst = arith.constant 6.000000e-01 : f32
// DYN-NEXT:     %c64 = arith.constant 64 : index
// DYN-NEXT:     %cst_0 = arith.constant 8.000000e-01 : f32
// DYN-NEXT:     %c32 = arith.constant 32 : index
// DYN-NEXT:     %cst_1 = arith.constant 1.000000e+00 : f32
// DYN-NEXT:     %cst_2 = arith.constant 2.000000e+00 : f32
// DYN-NEXT:     %c8 = arith.constant 8 : index
// DYN-NEXT:     %cst_3 = arith.constant 4.000000e+00 : f32
// DYN-NEXT:     %c4 = arith.constant 4 : index
// DYN-NEXT:     %cst_4 = arith.constant 8.000000e+00 : f32
// DYN-NEXT:     %c0 = arith.constant 0 : index
// DYN-NEXT:     %c1 = arith.constant 1 : index
// DYN-NEXT:     %c16 = arith.constant 16 : index
// DYN-NEXT:     %0 = arith.muli %arg0, %c16 : index
// DYN-NEXT:     %1 = arith.cmpi eq, %0, %c0 : index
// DYN-NEXT:     scf.if %1 {
// DYN-NEXT:     } else {
// DYN-NEXT:       %2 = async.runtime.num_worker_threads : index
// DYN-NEXT:       %3 = arith.cmpi sgt, %2, %c4 : index
// DYN-NEXT:       %4 = arith.select %3, %cst_3, %cst_4 : f32
// DYN-NEXT:       %5 = arith.cmpi sgt, %2, %c8 : index
// DYN-NEXT:       %6 = arith.select %5, %cst_2, %4 : f32
// DYN-NEXT:       %7 = arith.cmpi sgt, %2, %c16 : index
// DYN-NEXT:       %8 = arith.select %7, %cst_1, %6 : f32
// DYN-NEXT:       %9 = arith.cmpi sgt, %2, %c32 : index
// DYN-NEXT:       %10 = arith.select %9, %cst_0, %8 : f32
// DYN-NEXT:       %11 = arith.cmpi sgt, %2, %c64 : index
// DYN-NEXT:       %12 = arith.select %11, %cst, %10 : f32
// DYN-NEXT:       %13 = arith.index_cast %2 : index to i32
// DYN-NEXT:       %14 = arith.sitofp %13 : i32 to f32
// DYN-NEXT:       %15 = arith.mulf %12, %14 : f32
// DYN-NEXT:       %16 = arith.fptosi %15 : f32 to i32
// DYN-NEXT:       %17 = arith.index_cast %16 : i32 to index
// DYN-NEXT:       %18 = arith.maxsi %17, %c1 : index
// DYN-NEXT:       %19 = arith.ceildivsi %0, %18 : index
// DYN-NEXT:       %20 = arith.maxsi %19, %c1 : index
// DYN-NEXT:       %21 = arith.minsi %0, %20 : index
// DYN-NEXT:       %22 = arith.ceildivsi %0, %21 : index
// DYN-NEXT:       %23 = arith.cmpi sge, %21, %c16 : index
// DYN-NEXT:       scf.if %23 {
// DYN-NEXT:         %24 = arith.ceildivsi %21, %c16 : index
// DYN-NEXT:         %25 = arith.muli %24, %c16 : index
// DYN-NEXT:         %26 = arith.cmpi eq, %22, %c1 : index
// DYN-NEXT:         scf.if %26 {
// DYN-NEXT:           func.call @parallel_compute_fn_with_aligned_loops(%c0, %25, %arg0, %c16, %c0, %c0, %arg0, %c16, %c1, %c1, %arg1) : (index, index, index, index, index, index, index, index, index, index, memref<?x16xi32>) -> ()
// DYN-NEXT:         } else {
// DYN-NEXT:           %27 = arith.subi %22, %c1 : index
// DYN-NEXT:           %28 = async.create_group %27 : !async.group
// DYN-NEXT:           func.call @async_dispatch_fn(%28, %c0, %22, %25, %arg0, %c16, %c0, %c0, %arg0, %c16, %c1, %c1, %arg1) : (!async.group, index, index, index, index, index, index, index, index, index, index, index, memref<?x16xi32>) -> ()
// DYN-NEXT:           async.await_all %28
// DYN-NEXT:         }
// DYN-NEXT:       } else {
// DYN-NEXT:         %24 = arith.cmpi eq, %22, %c1 : index
// DYN-NEXT:         scf.if %24 {
// DYN-NEXT:           func.call @parallel_compute_fn(%c0, %21, %arg0, %c16, %c0, %c0, %arg0, %c16, %c1, %c1, %arg1) : (index, index, index, index, index, index, index, index, index, index, memref<?x16xi32>) -> ()
// DYN-NEXT:         } else {
// DYN-NEXT:           %25 = arith.subi %22, %c1 : index
// DYN-NEXT:           %26 = async.create_group %25 : !async.group
// DYN-NEXT:           func.call @async_dispatch_fn_0(%26, %c0, %22, %21, %arg0, %c16, %c0, %c0, %arg0, %c16, %c1, %c1, %arg1) : (!async.group, index, index, index, index, index, index, index, index, index, index, index, memref<?x16xi32>) -> ()
// DYN-NEXT:           async.await_all %26
// DYN-NEXT:         }
// DYN-NEXT:       }
// DYN-NEXT:     }
// DYN-NEXT:     return
// DYN-NEXT:   }
// DYN-NEXT:   func.func private @parallel_compute_fn_with_aligned_loops(%arg0: index, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: index, %arg7: index, %arg8: index, %arg9: index, %arg10: memref<?x16xi32>) {
// DYN-NEXT:     %c0 = arith.constant 0 : index
// DYN-NEXT:     %c1 = arith.constant 1 : index
// DYN-NEXT:     %c16 = arith.constant 16 : index
// DYN-NEXT:     %0 = arith.muli %arg2, %c16 : index
// DYN-NEXT:     %1 = arith.muli %arg0, %arg1 : index
// DYN-NEXT:     %2 = arith.addi %1, %arg1 : index
// DYN-NEXT:     %3 = arith.minsi %2, %0 : index
// DYN-NEXT:     %4 = arith.subi %3, %c1 : index
// DYN-NEXT:     %5 = arith.divsi %1, %c16 : index
// DYN-NEXT:     %6 = arith.remsi %5, %arg2 : index
// DYN-NEXT:     %7 = arith.divsi %4, %c16 : index
// DYN-NEXT:     %8 = arith.remsi %7, %arg2 : index
// DYN-NEXT:     %9 = arith.addi %8, %c1 : index
// DYN-NEXT:     scf.for %arg11 = %6 to %9 step %c1 {
// DYN-NEXT:       scf.for %arg12 = %c0 to %c16 step %c1 {
// DYN-NEXT:         %10 = arith.index_cast %arg12 : index to i32
// DYN-NEXT:         memref.store %10, %arg10[%arg11, %arg12] : memref<?x16xi32>
// DYN-NEXT:       }
// DYN-NEXT:     }
// DYN-NEXT:     return
// DYN-NEXT:   }
// DYN-NEXT:   func.func private @async_dispatch_fn(%arg0: !async.group, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: index, %arg7: index, %arg8: index, %arg9: index, %arg10: index, %arg11: index, %arg12: memref<?x16xi32>) {
// DYN-NEXT:     %c1 = arith.constant 1 : index
// DYN-NEXT:     %c2 = arith.constant 2 : index
// DYN-NEXT:     %0:2 = scf.while (%arg13 = %arg1, %arg14 = %arg2) : (index, index) -> (index, index) {
// DYN-NEXT:       %1 = arith.subi %arg14, %arg13 : index
// DYN-NEXT:       %2 = arith.cmpi sgt, %1, %c1 : index
// DYN-NEXT:       scf.condition(%2) %arg13, %arg14 : index, index
// DYN-NEXT:     } do {
// DYN-NEXT:     ^bb0(%arg13: index, %arg14: index):
// DYN-NEXT:       %1 = arith.subi %arg14, %arg13 : index
// DYN-NEXT:       %2 = arith.divsi %1, %c2 : index
// DYN-NEXT:       %3 = arith.addi %arg13, %2 : index
// DYN-NEXT:       %token = async.execute {
// DYN-NEXT:         func.call @async_dispatch_fn(%arg0, %3, %arg14, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %arg10, %arg11, %arg12) : (!async.group, index, index, index, index, index, index, index, index, index, index, index, memref<?x16xi32>) -> ()
// DYN-NEXT:         async.yield
// DYN-NEXT:       }
// DYN-NEXT:       %4 = async.add_to_group %token, %arg0 : !async.token
// DYN-NEXT:       scf.yield %arg13, %3 : index, index
// DYN-NEXT:     }
// DYN-NEXT:     call @parallel_compute_fn_with_aligned_loops(%arg1, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %arg10, %arg11, %arg12) : (index, index, index, index, index, index, index, index, index, index, memref<?x16xi32>) -> ()
// DYN-NEXT:     return
// DYN-NEXT:   }
// DYN-NEXT:   func.func private @parallel_compute_fn(%arg0: index, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: index, %arg7: index, %arg8: index, %arg9: index, %arg10: memref<?x16xi32>) {
// DYN-NEXT:     %c0 = arith.constant 0 : index
// DYN-NEXT:     %c1 = arith.constant 1 : index
// DYN-NEXT:     %c16 = arith.constant 16 : index
// DYN-NEXT:     %0 = arith.muli %arg2, %c16 : index
// DYN-NEXT:     %1 = arith.muli %arg0, %arg1 : index
// DYN-NEXT:     %2 = arith.addi %1, %arg1 : index
// DYN-NEXT:     %3 = arith.minsi %2, %0 : index
// DYN-NEXT:     %4 = arith.subi %3, %c1 : index
// DYN-NEXT:     %5 = arith.remsi %1, %c16 : index
// DYN-NEXT:     %6 = arith.divsi %1, %c16 : index
// DYN-NEXT:     %7 = arith.remsi %6, %arg2 : index
// DYN-NEXT:     %8 = arith.remsi %4, %c16 : index
// DYN-NEXT:     %9 = arith.divsi %4, %c16 : index
// DYN-NEXT:     %10 = arith.remsi %9, %arg2 : index
// DYN-NEXT:     %11 = arith.addi %10, %c1 : index
// DYN-NEXT:     %12 = arith.addi %8, %c1 : index
// DYN-NEXT:     scf.for %arg11 = %7 to %11 step %c1 {
// DYN-NEXT:       %13 = arith.cmpi eq, %arg11, %7 : index
// DYN-NEXT:       %14 = arith.cmpi eq, %arg11, %10 : index
// DYN-NEXT:       %15 = arith.select %13, %5, %c0 : index
// DYN-NEXT:       %16 = arith.select %14, %12, %c16 : index
// DYN-NEXT:       scf.for %arg12 = %15 to %16 step %c1 {
// DYN-NEXT:         %17 = arith.index_cast %arg12 : index to i32
// DYN-NEXT:         memref.store %17, %arg10[%arg11, %arg12] : memref<?x16xi32>
// DYN-NEXT:       }
// DYN-NEXT:     }
// DYN-NEXT:     return
// DYN-NEXT:   }
// DYN-NEXT:   func.func private @async_dispatch_fn_0(%arg0: !async.group, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: index, %arg7: index, %arg8: index, %arg9: index, %arg10: index, %arg11: index, %arg12: memref<?x16xi32>) {
// DYN-NEXT:     %c1 = arith.constant 1 : index
// DYN-NEXT:     %c2 = arith.constant 2 : index
// DYN-NEXT:     %0:2 = scf.while (%arg13 = %arg1, %arg14 = %arg2) : (index, index) -> (index, index) {
// DYN-NEXT:       %1 = arith.subi %arg14, %arg13 : index
// DYN-NEXT:       %2 = arith.cmpi sgt, %1, %c1 : index
// DYN-NEXT:       scf.condition(%2) %arg13, %arg14 : index, index
// DYN-NEXT:     } do {
// DYN-NEXT:     ^bb0(%arg13: index, %arg14: index):
// DYN-NEXT:       %1 = arith.subi %arg14, %arg13 : index
// DYN-NEXT:       %2 = arith.divsi %1, %c2 : index
// DYN-NEXT:       %3 = arith.addi %arg13, %2 : index
// DYN-NEXT:       %token = async.execute {
// DYN-NEXT:         func.call @async_dispatch_fn_0(%arg0, %3, %arg14, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %arg10, %arg11, %arg12) : (!async.group, index, index, index, index, index, index, index, index, index, index, index, memref<?x16xi32>) -> ()
// DYN-NEXT:         async.yield
// DYN-NEXT:       }
// DYN-NEXT:       %4 = async.add_to_group %token, %arg0 : !async.token
// DYN-NEXT:       scf.yield %arg13, %3 : index, index
// DYN-NEXT:     }
// DYN-NEXT:     call @parallel_compute_fn(%arg1, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %arg10, %arg11, %arg12) : (index, index, index, index, index, index, index, index, index, index, memref<?x16xi32>) -> ()
// DYN-NEXT:     return
// DYN-NEXT:   }
// DYN-NEXT: }

func.func @aligned_inner(%ub: index, %out: memref<?x16xi32>) {
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

// Statically empty: the trip count folds to a constant, the dispatch stays.

// CHECK: {{^//}} -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @static_empty(%arg0: memref<8xf32>) {
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c-2 = arith.constant -2 : index
// CHECK-NEXT:     %false = arith.constant false
// CHECK-NEXT:     scf.if %false {
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.if %true {
// CHECK-NEXT:         func.call @parallel_compute_fn(%c0, %c-2, %c-2, %c4, %c2, %c1, %arg0) : (index, index, index, index, index, index, memref<8xf32>) -> ()
// CHECK-NEXT:       } else {
// CHECK-NEXT:         %0 = async.create_group %c0 : !async.group
// CHECK-NEXT:         func.call @async_dispatch_fn(%0, %c0, %c1, %c-2, %c-2, %c4, %c2, %c1, %arg0) : (!async.group, index, index, index, index, index, index, index, memref<8xf32>) -> ()
// CHECK-NEXT:         async.await_all %0
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @parallel_compute_fn(%arg0: index, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: memref<8xf32>) {
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c-2 = arith.constant -2 : index
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %0 = arith.muli %arg0, %arg1 : index
// CHECK-NEXT:     %1 = arith.addi %0, %arg1 : index
// CHECK-NEXT:     %2 = arith.minsi %1, %c-2 : index
// CHECK-NEXT:     %3 = arith.subi %2, %c1 : index
// CHECK-NEXT:     %4 = arith.remsi %0, %c-2 : index
// CHECK-NEXT:     %5 = arith.remsi %3, %c-2 : index
// CHECK-NEXT:     %6 = arith.addi %5, %c1 : index
// CHECK-NEXT:     scf.for %arg7 = %4 to %6 step %c1 {
// CHECK-NEXT:       %7 = arith.addi %arg7, %c4 : index
// CHECK-NEXT:       memref.store %cst, %arg6[%7] : memref<8xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @async_dispatch_fn(%arg0: !async.group, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: index, %arg7: index, %arg8: memref<8xf32>) {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %0:2 = scf.while (%arg9 = %arg1, %arg10 = %arg2) : (index, index) -> (index, index) {
// CHECK-NEXT:       %1 = arith.subi %arg10, %arg9 : index
// CHECK-NEXT:       %2 = arith.cmpi sgt, %1, %c1 : index
// CHECK-NEXT:       scf.condition(%2) %arg9, %arg10 : index, index
// CHECK-NEXT:     } do {
// CHECK-NEXT:     ^bb0(%arg9: index, %arg10: index):
// CHECK-NEXT:       %1 = arith.subi %arg10, %arg9 : index
// CHECK-NEXT:       %2 = arith.divsi %1, %c2 : index
// CHECK-NEXT:       %3 = arith.addi %arg9, %2 : index
// CHECK-NEXT:       %token = async.execute {
// CHECK-NEXT:         func.call @async_dispatch_fn(%arg0, %3, %arg10, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8) : (!async.group, index, index, index, index, index, index, index, memref<8xf32>) -> ()
// CHECK-NEXT:         async.yield
// CHECK-NEXT:       }
// CHECK-NEXT:       %4 = async.add_to_group %token, %arg0 : !async.token
// CHECK-NEXT:       scf.yield %arg9, %3 : index, index
// CHECK-NEXT:     }
// CHECK-NEXT:     call @parallel_compute_fn(%arg1, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8) : (index, index, index, index, index, index, memref<8xf32>) -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }

// SEQ: {{^//}} -----
// SEQ-NEXT: module {
// SEQ-NEXT:   func.func @static_empty(%arg0: memref<8xf32>) {
// SEQ-NEXT:     %c0 = arith.constant 0 : index
// SEQ-NEXT:     %c4 = arith.constant 4 : index
// SEQ-NEXT:     %c2 = arith.constant 2 : index
// SEQ-NEXT:     %c1 = arith.constant 1 : index
// SEQ-NEXT:     %c-2 = arith.constant -2 : index
// SEQ-NEXT:     %false = arith.constant false
// SEQ-NEXT:     scf.if %false {
// SEQ-NEXT:     } else {
// SEQ-NEXT:       %0 = async.create_group %c0 : !async.group
// SEQ-NEXT:       scf.for %arg1 = %c1 to %c1 step %c1 {
// SEQ-NEXT:         %token = async.execute {
// SEQ-NEXT:           func.call @parallel_compute_fn(%arg1, %c-2, %c-2, %c4, %c2, %c1, %arg0) : (index, index, index, index, index, index, memref<8xf32>) -> ()
// SEQ-NEXT:           async.yield
// SEQ-NEXT:         }
// SEQ-NEXT:         %1 = async.add_to_group %token, %0 : !async.token
// SEQ-NEXT:       }
// SEQ-NEXT:       func.call @parallel_compute_fn(%c0, %c-2, %c-2, %c4, %c2, %c1, %arg0) : (index, index, index, index, index, index, memref<8xf32>) -> ()
// SEQ-NEXT:       async.await_all %0
// SEQ-NEXT:     }
// SEQ-NEXT:     return
// SEQ-NEXT:   }
// SEQ-NEXT:   func.func private @parallel_compute_fn(%arg0: index, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: memref<8xf32>) {
// SEQ-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// SEQ-NEXT:     %c1 = arith.constant 1 : index
// SEQ-NEXT:     %c-2 = arith.constant -2 : index
// SEQ-NEXT:     %c4 = arith.constant 4 : index
// SEQ-NEXT:     %0 = arith.muli %arg0, %arg1 : index
// SEQ-NEXT:     %1 = arith.addi %0, %arg1 : index
// SEQ-NEXT:     %2 = arith.minsi %1, %c-2 : index
// SEQ-NEXT:     %3 = arith.subi %2, %c1 : index
// SEQ-NEXT:     %4 = arith.remsi %0, %c-2 : index
// SEQ-NEXT:     %5 = arith.remsi %3, %c-2 : index
// SEQ-NEXT:     %6 = arith.addi %5, %c1 : index
// SEQ-NEXT:     scf.for %arg7 = %4 to %6 step %c1 {
// SEQ-NEXT:       %7 = arith.addi %arg7, %c4 : index
// SEQ-NEXT:       memref.store %cst, %arg6[%7] : memref<8xf32>
// SEQ-NEXT:     }
// SEQ-NEXT:     return
// SEQ-NEXT:   }
// SEQ-NEXT: }

// DYN: {{^//}} -----
// DYN-NEXT: module {
// DYN-NEXT:   func.func @static_empty(%arg0: memref<8xf32>) {
// DYN-NEXT:     %c0 = arith.constant 0 : index
// DYN-NEXT:     %cst = arith.constant 6.000000e-01 : f32
// DYN-NEXT:     %c64 = arith.constant 64 : index
// DYN-NEXT:     %cst_0 = arith.constant 8.000000e-01 : f32
// DYN-NEXT:     %c32 = arith.constant 32 : index
// DYN-NEXT:     %cst_1 = arith.constant 1.000000e+00 : f32
// DYN-NEXT:     %c16 = arith.constant 16 : index
// DYN-NEXT:     %cst_2 = arith.constant 2.000000e+00 : f32
// DYN-NEXT:     %c8 = arith.constant 8 : index
// DYN-NEXT:     %cst_3 = arith.constant 4.000000e+00 : f32
// DYN-NEXT:     %cst_4 = arith.constant 8.000000e+00 : f32
// DYN-NEXT:     %c4 = arith.constant 4 : index
// DYN-NEXT:     %c2 = arith.constant 2 : index
// DYN-NEXT:     %c1 = arith.constant 1 : index
// DYN-NEXT:     %c-2 = arith.constant -2 : index
// DYN-NEXT:     %false = arith.constant false
// DYN-NEXT:     scf.if %false {
// DYN-NEXT:     } else {
// DYN-NEXT:       %0 = async.runtime.num_worker_threads : index
// DYN-NEXT:       %1 = arith.cmpi sgt, %0, %c4 : index
// DYN-NEXT:       %2 = arith.select %1, %cst_3, %cst_4 : f32
// DYN-NEXT:       %3 = arith.cmpi sgt, %0, %c8 : index
// DYN-NEXT:       %4 = arith.select %3, %cst_2, %2 : f32
// DYN-NEXT:       %5 = arith.cmpi sgt, %0, %c16 : index
// DYN-NEXT:       %6 = arith.select %5, %cst_1, %4 : f32
// DYN-NEXT:       %7 = arith.cmpi sgt, %0, %c32 : index
// DYN-NEXT:       %8 = arith.select %7, %cst_0, %6 : f32
// DYN-NEXT:       %9 = arith.cmpi sgt, %0, %c64 : index
// DYN-NEXT:       %10 = arith.select %9, %cst, %8 : f32
// DYN-NEXT:       %11 = arith.index_cast %0 : index to i32
// DYN-NEXT:       %12 = arith.sitofp %11 : i32 to f32
// DYN-NEXT:       %13 = arith.mulf %10, %12 : f32
// DYN-NEXT:       %14 = arith.fptosi %13 : f32 to i32
// DYN-NEXT:       %15 = arith.index_cast %14 : i32 to index
// DYN-NEXT:       %16 = arith.maxsi %15, %c1 : index
// DYN-NEXT:       %17 = arith.ceildivsi %c-2, %16 : index
// DYN-NEXT:       %18 = arith.maxsi %17, %c1 : index
// DYN-NEXT:       %19 = arith.minsi %18, %c-2 : index
// DYN-NEXT:       %20 = arith.ceildivsi %c-2, %19 : index
// DYN-NEXT:       %21 = arith.cmpi eq, %20, %c1 : index
// DYN-NEXT:       scf.if %21 {
// DYN-NEXT:         func.call @parallel_compute_fn(%c0, %19, %c-2, %c4, %c2, %c1, %arg0) : (index, index, index, index, index, index, memref<8xf32>) -> ()
// DYN-NEXT:       } else {
// DYN-NEXT:         %22 = arith.subi %20, %c1 : index
// DYN-NEXT:         %23 = async.create_group %22 : !async.group
// DYN-NEXT:         func.call @async_dispatch_fn(%23, %c0, %20, %19, %c-2, %c4, %c2, %c1, %arg0) : (!async.group, index, index, index, index, index, index, index, memref<8xf32>) -> ()
// DYN-NEXT:         async.await_all %23
// DYN-NEXT:       }
// DYN-NEXT:     }
// DYN-NEXT:     return
// DYN-NEXT:   }
// DYN-NEXT:   func.func private @parallel_compute_fn(%arg0: index, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: memref<8xf32>) {
// DYN-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// DYN-NEXT:     %c1 = arith.constant 1 : index
// DYN-NEXT:     %c-2 = arith.constant -2 : index
// DYN-NEXT:     %c4 = arith.constant 4 : index
// DYN-NEXT:     %0 = arith.muli %arg0, %arg1 : index
// DYN-NEXT:     %1 = arith.addi %0, %arg1 : index
// DYN-NEXT:     %2 = arith.minsi %1, %c-2 : index
// DYN-NEXT:     %3 = arith.subi %2, %c1 : index
// DYN-NEXT:     %4 = arith.remsi %0, %c-2 : index
// DYN-NEXT:     %5 = arith.remsi %3, %c-2 : index
// DYN-NEXT:     %6 = arith.addi %5, %c1 : index
// DYN-NEXT:     scf.for %arg7 = %4 to %6 step %c1 {
// DYN-NEXT:       %7 = arith.addi %arg7, %c4 : index
// DYN-NEXT:       memref.store %cst, %arg6[%7] : memref<8xf32>
// DYN-NEXT:     }
// DYN-NEXT:     return
// DYN-NEXT:   }
// DYN-NEXT:   func.func private @async_dispatch_fn(%arg0: !async.group, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: index, %arg7: index, %arg8: memref<8xf32>) {
// DYN-NEXT:     %c1 = arith.constant 1 : index
// DYN-NEXT:     %c2 = arith.constant 2 : index
// DYN-NEXT:     %0:2 = scf.while (%arg9 = %arg1, %arg10 = %arg2) : (index, index) -> (index, index) {
// DYN-NEXT:       %1 = arith.subi %arg10, %arg9 : index
// DYN-NEXT:       %2 = arith.cmpi sgt, %1, %c1 : index
// DYN-NEXT:       scf.condition(%2) %arg9, %arg10 : index, index
// DYN-NEXT:     } do {
// DYN-NEXT:     ^bb0(%arg9: index, %arg10: index):
// DYN-NEXT:       %1 = arith.subi %arg10, %arg9 : index
// DYN-NEXT:       %2 = arith.divsi %1, %c2 : index
// DYN-NEXT:       %3 = arith.addi %arg9, %2 : index
// DYN-NEXT:       %token = async.execute {
// DYN-NEXT:         func.call @async_dispatch_fn(%arg0, %3, %arg10, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8) : (!async.group, index, index, index, index, index, index, index, memref<8xf32>) -> ()
// DYN-NEXT:         async.yield
// DYN-NEXT:       }
// DYN-NEXT:       %4 = async.add_to_group %token, %arg0 : !async.token
// DYN-NEXT:       scf.yield %arg9, %3 : index, index
// DYN-NEXT:     }
// DYN-NEXT:     call @parallel_compute_fn(%arg1, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8) : (index, index, index, index, index, index, memref<8xf32>) -> ()
// DYN-NEXT:     return
// DYN-NEXT:   }
// DYN-NEXT: }

func.func @static_empty(%out: memref<8xf32>) {
  %c4 = arith.constant 4 : index
  %c2 = arith.constant 2 : index
  %c1 = arith.constant 1 : index
  %v = arith.constant 0.0 : f32
  scf.parallel (%i) = (%c4) to (%c2) step (%c1) {
    memref.store %v, %out[%i] : memref<8xf32>
  }
  return
}

// -----

// Bounds from memref.dim fold to the sizes the buffer was allocated with.

// CHECK: {{^//}} -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @dims_of_alloc(%arg0: index, %arg1: index) {
// CHECK-NEXT:     %c32 = arith.constant 32 : index
// CHECK-NEXT:     %c1000 = arith.constant 1000 : index
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %alloc = memref.alloc(%arg0, %arg1) : memref<?x4x?xf32>
// CHECK-NEXT:     %0 = arith.muli %arg0, %c4 : index
// CHECK-NEXT:     %1 = arith.muli %0, %arg1 : index
// CHECK-NEXT:     %2 = arith.cmpi eq, %1, %c0 : index
// CHECK-NEXT:     scf.if %2 {
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %3 = arith.ceildivsi %1, %c32 : index
// CHECK-NEXT:       %4 = arith.maxsi %3, %c1000 : index
// CHECK-NEXT:       %5 = arith.minsi %1, %4 : index
// CHECK-NEXT:       %6 = arith.ceildivsi %1, %5 : index
// CHECK-NEXT:       %7 = arith.cmpi eq, %6, %c1 : index
// CHECK-NEXT:       scf.if %7 {
// CHECK-NEXT:         func.call @parallel_compute_fn(%c0, %5, %arg0, %c4, %arg1, %c0, %c0, %c0, %arg0, %c4, %arg1, %c1, %c1, %c1, %alloc) : (index, index, index, index, index, index, index, index, index, index, index, index, index, index, memref<?x4x?xf32>) -> ()
// CHECK-NEXT:       } else {
// CHECK-NEXT:         %8 = arith.subi %6, %c1 : index
// CHECK-NEXT:         %9 = async.create_group %8 : !async.group
// CHECK-NEXT:         func.call @async_dispatch_fn(%9, %c0, %6, %5, %arg0, %c4, %arg1, %c0, %c0, %c0, %arg0, %c4, %arg1, %c1, %c1, %c1, %alloc) : (!async.group, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, memref<?x4x?xf32>) -> ()
// CHECK-NEXT:         async.await_all %9
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     memref.dealloc %alloc : memref<?x4x?xf32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @parallel_compute_fn(%arg0: index, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: index, %arg7: index, %arg8: index, %arg9: index, %arg10: index, %arg11: index, %arg12: index, %arg13: index, %arg14: memref<?x4x?xf32>) {
// CHECK-NEXT:     %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0 = arith.muli %arg2, %arg3 : index
// CHECK-NEXT:     %1 = arith.muli %0, %arg4 : index
// CHECK-NEXT:     %2 = arith.muli %arg0, %arg1 : index
// CHECK-NEXT:     %3 = arith.addi %2, %arg1 : index
// CHECK-NEXT:     %4 = arith.minsi %3, %1 : index
// CHECK-NEXT:     %5 = arith.subi %4, %c1 : index
// CHECK-NEXT:     %6 = arith.remsi %2, %arg4 : index
// CHECK-NEXT:     %7 = arith.divsi %2, %arg4 : index
// CHECK-NEXT:     %8 = arith.remsi %7, %arg3 : index
// CHECK-NEXT:     %9 = arith.divsi %7, %arg3 : index
// CHECK-NEXT:     %10 = arith.remsi %9, %arg2 : index
// CHECK-NEXT:     %11 = arith.remsi %5, %arg4 : index
// CHECK-NEXT:     %12 = arith.divsi %5, %arg4 : index
// CHECK-NEXT:     %13 = arith.remsi %12, %arg3 : index
// CHECK-NEXT:     %14 = arith.divsi %12, %arg3 : index
// CHECK-NEXT:     %15 = arith.remsi %14, %arg2 : index
// CHECK-NEXT:     %16 = arith.addi %15, %c1 : index
// CHECK-NEXT:     %17 = arith.addi %13, %c1 : index
// CHECK-NEXT:     %18 = arith.addi %11, %c1 : index
// CHECK-NEXT:     scf.for %arg15 = %10 to %16 step %c1 {
// CHECK-NEXT:       %19 = arith.cmpi eq, %arg15, %10 : index
// CHECK-NEXT:       %20 = arith.cmpi eq, %arg15, %15 : index
// CHECK-NEXT:       %21 = arith.select %19, %8, %c0 : index
// CHECK-NEXT:       %22 = arith.select %20, %17, %arg3 : index
// CHECK-NEXT:       scf.for %arg16 = %21 to %22 step %c1 {
// CHECK-NEXT:         %23 = arith.cmpi eq, %arg16, %8 : index
// CHECK-NEXT:         %24 = arith.cmpi eq, %arg16, %13 : index
// CHECK-NEXT:         %25 = arith.andi %23, %19 : i1
// CHECK-NEXT:         %26 = arith.andi %24, %20 : i1
// CHECK-NEXT:         %27 = arith.select %25, %6, %c0 : index
// CHECK-NEXT:         %28 = arith.select %26, %18, %arg4 : index
// CHECK-NEXT:         scf.for %arg17 = %27 to %28 step %c1 {
// CHECK-NEXT:           memref.store %cst, %arg14[%arg15, %arg16, %arg17] : memref<?x4x?xf32>
// CHECK-NEXT:         }
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @async_dispatch_fn(%arg0: !async.group, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: index, %arg7: index, %arg8: index, %arg9: index, %arg10: index, %arg11: index, %arg12: index, %arg13: index, %arg14: index, %arg15: index, %arg16: memref<?x4x?xf32>) {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %0:2 = scf.while (%arg17 = %arg1, %arg18 = %arg2) : (index, index) -> (index, index) {
// CHECK-NEXT:       %1 = arith.subi %arg18, %arg17 : index
// CHECK-NEXT:       %2 = arith.cmpi sgt, %1, %c1 : index
// CHECK-NEXT:       scf.condition(%2) %arg17, %arg18 : index, index
// CHECK-NEXT:     } do {
// CHECK-NEXT:     ^bb0(%arg17: index, %arg18: index):
// CHECK-NEXT:       %1 = arith.subi %arg18, %arg17 : index
// CHECK-NEXT:       %2 = arith.divsi %1, %c2 : index
// CHECK-NEXT:       %3 = arith.addi %arg17, %2 : index
// CHECK-NEXT:       %token = async.execute {
// CHECK-NEXT:         func.call @async_dispatch_fn(%arg0, %3, %arg18, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %arg10, %arg11, %arg12, %arg13, %arg14, %arg15, %arg16) : (!async.group, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, memref<?x4x?xf32>) -> ()
// CHECK-NEXT:         async.yield
// CHECK-NEXT:       }
// CHECK-NEXT:       %4 = async.add_to_group %token, %arg0 : !async.token
// CHECK-NEXT:       scf.yield %arg17, %3 : index, index
// CHECK-NEXT:     }
// CHECK-NEXT:     call @parallel_compute_fn(%arg1, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %arg10, %arg11, %arg12, %arg13, %arg14, %arg15, %arg16) : (index, index, index, index, index, index, index, index, index, index, index, index, index, index, memref<?x4x?xf32>) -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }

// SEQ: {{^//}} -----
// SEQ-NEXT: module {
// SEQ-NEXT:   func.func @dims_of_alloc(%arg0: index, %arg1: index) {
// SEQ-NEXT:     %c32 = arith.constant 32 : index
// SEQ-NEXT:     %c1000 = arith.constant 1000 : index
// SEQ-NEXT:     %c4 = arith.constant 4 : index
// SEQ-NEXT:     %c0 = arith.constant 0 : index
// SEQ-NEXT:     %c1 = arith.constant 1 : index
// SEQ-NEXT:     %alloc = memref.alloc(%arg0, %arg1) : memref<?x4x?xf32>
// SEQ-NEXT:     %0 = arith.muli %arg0, %c4 : index
// SEQ-NEXT:     %1 = arith.muli %0, %arg1 : index
// SEQ-NEXT:     %2 = arith.cmpi eq, %1, %c0 : index
// SEQ-NEXT:     scf.if %2 {
// SEQ-NEXT:     } else {
// SEQ-NEXT:       %3 = arith.ceildivsi %1, %c32 : index
// SEQ-NEXT:       %4 = arith.maxsi %3, %c1000 : index
// SEQ-NEXT:       %5 = arith.minsi %1, %4 : index
// SEQ-NEXT:       %6 = arith.ceildivsi %1, %5 : index
// SEQ-NEXT:       %7 = arith.subi %6, %c1 : index
// SEQ-NEXT:       %8 = async.create_group %7 : !async.group
// SEQ-NEXT:       scf.for %arg2 = %c1 to %6 step %c1 {
// SEQ-NEXT:         %token = async.execute {
// SEQ-NEXT:           func.call @parallel_compute_fn(%arg2, %5, %arg0, %c4, %arg1, %c0, %c0, %c0, %arg0, %c4, %arg1, %c1, %c1, %c1, %alloc) : (index, index, index, index, index, index, index, index, index, index, index, index, index, index, memref<?x4x?xf32>) -> ()
// SEQ-NEXT:           async.yield
// SEQ-NEXT:         }
// SEQ-NEXT:         %9 = async.add_to_group %token, %8 : !async.token
// SEQ-NEXT:       }
// SEQ-NEXT:       func.call @parallel_compute_fn(%c0, %5, %arg0, %c4, %arg1, %c0, %c0, %c0, %arg0, %c4, %arg1, %c1, %c1, %c1, %alloc) : (index, index, index, index, index, index, index, index, index, index, index, index, index, index, memref<?x4x?xf32>) -> ()
// SEQ-NEXT:       async.await_all %8
// SEQ-NEXT:     }
// SEQ-NEXT:     memref.dealloc %alloc : memref<?x4x?xf32>
// SEQ-NEXT:     return
// SEQ-NEXT:   }
// SEQ-NEXT:   func.func private @parallel_compute_fn(%arg0: index, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: index, %arg7: index, %arg8: index, %arg9: index, %arg10: index, %arg11: index, %arg12: index, %arg13: index, %arg14: memref<?x4x?xf32>) {
// SEQ-NEXT:     %cst = arith.constant 1.000000e+00 : f32
// SEQ-NEXT:     %c0 = arith.constant 0 : index
// SEQ-NEXT:     %c1 = arith.constant 1 : index
// SEQ-NEXT:     %0 = arith.muli %arg2, %arg3 : index
// SEQ-NEXT:     %1 = arith.muli %0, %arg4 : index
// SEQ-NEXT:     %2 = arith.muli %arg0, %arg1 : index
// SEQ-NEXT:     %3 = arith.addi %2, %arg1 : index
// SEQ-NEXT:     %4 = arith.minsi %3, %1 : index
// SEQ-NEXT:     %5 = arith.subi %4, %c1 : index
// SEQ-NEXT:     %6 = arith.remsi %2, %arg4 : index
// SEQ-NEXT:     %7 = arith.divsi %2, %arg4 : index
// SEQ-NEXT:     %8 = arith.remsi %7, %arg3 : index
// SEQ-NEXT:     %9 = arith.divsi %7, %arg3 : index
// SEQ-NEXT:     %10 = arith.remsi %9, %arg2 : index
// SEQ-NEXT:     %11 = arith.remsi %5, %arg4 : index
// SEQ-NEXT:     %12 = arith.divsi %5, %arg4 : index
// SEQ-NEXT:     %13 = arith.remsi %12, %arg3 : index
// SEQ-NEXT:     %14 = arith.divsi %12, %arg3 : index
// SEQ-NEXT:     %15 = arith.remsi %14, %arg2 : index
// SEQ-NEXT:     %16 = arith.addi %15, %c1 : index
// SEQ-NEXT:     %17 = arith.addi %13, %c1 : index
// SEQ-NEXT:     %18 = arith.addi %11, %c1 : index
// SEQ-NEXT:     scf.for %arg15 = %10 to %16 step %c1 {
// SEQ-NEXT:       %19 = arith.cmpi eq, %arg15, %10 : index
// SEQ-NEXT:       %20 = arith.cmpi eq, %arg15, %15 : index
// SEQ-NEXT:       %21 = arith.select %19, %8, %c0 : index
// SEQ-NEXT:       %22 = arith.select %20, %17, %arg3 : index
// SEQ-NEXT:       scf.for %arg16 = %21 to %22 step %c1 {
// SEQ-NEXT:         %23 = arith.cmpi eq, %arg16, %8 : index
// SEQ-NEXT:         %24 = arith.cmpi eq, %arg16, %13 : index
// SEQ-NEXT:         %25 = arith.andi %23, %19 : i1
// SEQ-NEXT:         %26 = arith.andi %24, %20 : i1
// SEQ-NEXT:         %27 = arith.select %25, %6, %c0 : index
// SEQ-NEXT:         %28 = arith.select %26, %18, %arg4 : index
// SEQ-NEXT:         scf.for %arg17 = %27 to %28 step %c1 {
// SEQ-NEXT:           memref.store %cst, %arg14[%arg15, %arg16, %arg17] : memref<?x4x?xf32>
// SEQ-NEXT:         }
// SEQ-NEXT:       }
// SEQ-NEXT:     }
// SEQ-NEXT:     return
// SEQ-NEXT:   }
// SEQ-NEXT: }

// DYN: {{^//}} -----
// DYN-NEXT: module {
// DYN-NEXT:   func.func @dims_of_alloc(%arg0: index, %arg1: index) {
// DYN-NEXT:     %cst = arith.constant 6.000000e-01 : f32
// DYN-NEXT:     %c64 = arith.constant 64 : index
// DYN-NEXT:     %cst_0 = arith.constant 8.000000e-01 : f32
// DYN-NEXT:     %c32 = arith.constant 32 : index
// DYN-NEXT:     %cst_1 = arith.constant 1.000000e+00 : f32
// DYN-NEXT:     %c16 = arith.constant 16 : index
// DYN-NEXT:     %cst_2 = arith.constant 2.000000e+00 : f32
// DYN-NEXT:     %c8 = arith.constant 8 : index
// DYN-NEXT:     %cst_3 = arith.constant 4.000000e+00 : f32
// DYN-NEXT:     %cst_4 = arith.constant 8.000000e+00 : f32
// DYN-NEXT:     %c4 = arith.constant 4 : index
// DYN-NEXT:     %c0 = arith.constant 0 : index
// DYN-NEXT:     %c1 = arith.constant 1 : index
// DYN-NEXT:     %alloc = memref.alloc(%arg0, %arg1) : memref<?x4x?xf32>
// DYN-NEXT:     %0 = arith.muli %arg0, %c4 : index
// DYN-NEXT:     %1 = arith.muli %0, %arg1 : index
// DYN-NEXT:     %2 = arith.cmpi eq, %1, %c0 : index
// DYN-NEXT:     scf.if %2 {
// DYN-NEXT:     } else {
// DYN-NEXT:       %3 = async.runtime.num_worker_threads : index
// DYN-NEXT:       %4 = arith.cmpi sgt, %3, %c4 : index
// DYN-NEXT:       %5 = arith.select %4, %cst_3, %cst_4 : f32
// DYN-NEXT:       %6 = arith.cmpi sgt, %3, %c8 : index
// DYN-NEXT:       %7 = arith.select %6, %cst_2, %5 : f32
// DYN-NEXT:       %8 = arith.cmpi sgt, %3, %c16 : index
// DYN-NEXT:       %9 = arith.select %8, %cst_1, %7 : f32
// DYN-NEXT:       %10 = arith.cmpi sgt, %3, %c32 : index
// DYN-NEXT:       %11 = arith.select %10, %cst_0, %9 : f32
// DYN-NEXT:       %12 = arith.cmpi sgt, %3, %c64 : index
// DYN-NEXT:       %13 = arith.select %12, %cst, %11 : f32
// DYN-NEXT:       %14 = arith.index_cast %3 : index to i32
// DYN-NEXT:       %15 = arith.sitofp %14 : i32 to f32
// DYN-NEXT:       %16 = arith.mulf %13, %15 : f32
// DYN-NEXT:       %17 = arith.fptosi %16 : f32 to i32
// DYN-NEXT:       %18 = arith.index_cast %17 : i32 to index
// DYN-NEXT:       %19 = arith.maxsi %18, %c1 : index
// DYN-NEXT:       %20 = arith.ceildivsi %1, %19 : index
// DYN-NEXT:       %21 = arith.maxsi %20, %c1 : index
// DYN-NEXT:       %22 = arith.minsi %1, %21 : index
// DYN-NEXT:       %23 = arith.ceildivsi %1, %22 : index
// DYN-NEXT:       %24 = arith.cmpi eq, %23, %c1 : index
// DYN-NEXT:       scf.if %24 {
// DYN-NEXT:         func.call @parallel_compute_fn(%c0, %22, %arg0, %c4, %arg1, %c0, %c0, %c0, %arg0, %c4, %arg1, %c1, %c1, %c1, %alloc) : (index, index, index, index, index, index, index, index, index, index, index, index, index, index, memref<?x4x?xf32>) -> ()
// DYN-NEXT:       } else {
// DYN-NEXT:         %25 = arith.subi %23, %c1 : index
// DYN-NEXT:         %26 = async.create_group %25 : !async.group
// DYN-NEXT:         func.call @async_dispatch_fn(%26, %c0, %23, %22, %arg0, %c4, %arg1, %c0, %c0, %c0, %arg0, %c4, %arg1, %c1, %c1, %c1, %alloc) : (!async.group, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, memref<?x4x?xf32>) -> ()
// DYN-NEXT:         async.await_all %26
// DYN-NEXT:       }
// DYN-NEXT:     }
// DYN-NEXT:     memref.dealloc %alloc : memref<?x4x?xf32>
// DYN-NEXT:     return
// DYN-NEXT:   }
// DYN-NEXT:   func.func private @parallel_compute_fn(%arg0: index, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: index, %arg7: index, %arg8: index, %arg9: index, %arg10: index, %arg11: index, %arg12: index, %arg13: index, %arg14: memref<?x4x?xf32>) {
// DYN-NEXT:     %cst = arith.constant 1.000000e+00 : f32
// DYN-NEXT:     %c0 = arith.constant 0 : index
// DYN-NEXT:     %c1 = arith.constant 1 : index
// DYN-NEXT:     %0 = arith.muli %arg2, %arg3 : index
// DYN-NEXT:     %1 = arith.muli %0, %arg4 : index
// DYN-NEXT:     %2 = arith.muli %arg0, %arg1 : index
// DYN-NEXT:     %3 = arith.addi %2, %arg1 : index
// DYN-NEXT:     %4 = arith.minsi %3, %1 : index
// DYN-NEXT:     %5 = arith.subi %4, %c1 : index
// DYN-NEXT:     %6 = arith.remsi %2, %arg4 : index
// DYN-NEXT:     %7 = arith.divsi %2, %arg4 : index
// DYN-NEXT:     %8 = arith.remsi %7, %arg3 : index
// DYN-NEXT:     %9 = arith.divsi %7, %arg3 : index
// DYN-NEXT:     %10 = arith.remsi %9, %arg2 : index
// DYN-NEXT:     %11 = arith.remsi %5, %arg4 : index
// DYN-NEXT:     %12 = arith.divsi %5, %arg4 : index
// DYN-NEXT:     %13 = arith.remsi %12, %arg3 : index
// DYN-NEXT:     %14 = arith.divsi %12, %arg3 : index
// DYN-NEXT:     %15 = arith.remsi %14, %arg2 : index
// DYN-NEXT:     %16 = arith.addi %15, %c1 : index
// DYN-NEXT:     %17 = arith.addi %13, %c1 : index
// DYN-NEXT:     %18 = arith.addi %11, %c1 : index
// DYN-NEXT:     scf.for %arg15 = %10 to %16 step %c1 {
// DYN-NEXT:       %19 = arith.cmpi eq, %arg15, %10 : index
// DYN-NEXT:       %20 = arith.cmpi eq, %arg15, %15 : index
// DYN-NEXT:       %21 = arith.select %19, %8, %c0 : index
// DYN-NEXT:       %22 = arith.select %20, %17, %arg3 : index
// DYN-NEXT:       scf.for %arg16 = %21 to %22 step %c1 {
// DYN-NEXT:         %23 = arith.cmpi eq, %arg16, %8 : index
// DYN-NEXT:         %24 = arith.cmpi eq, %arg16, %13 : index
// DYN-NEXT:         %25 = arith.andi %23, %19 : i1
// DYN-NEXT:         %26 = arith.andi %24, %20 : i1
// DYN-NEXT:         %27 = arith.select %25, %6, %c0 : index
// DYN-NEXT:         %28 = arith.select %26, %18, %arg4 : index
// DYN-NEXT:         scf.for %arg17 = %27 to %28 step %c1 {
// DYN-NEXT:           memref.store %cst, %arg14[%arg15, %arg16, %arg17] : memref<?x4x?xf32>
// DYN-NEXT:         }
// DYN-NEXT:       }
// DYN-NEXT:     }
// DYN-NEXT:     return
// DYN-NEXT:   }
// DYN-NEXT:   func.func private @async_dispatch_fn(%arg0: !async.group, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: index, %arg7: index, %arg8: index, %arg9: index, %arg10: index, %arg11: index, %arg12: index, %arg13: index, %arg14: index, %arg15: index, %arg16: memref<?x4x?xf32>) {
// DYN-NEXT:     %c1 = arith.constant 1 : index
// DYN-NEXT:     %c2 = arith.constant 2 : index
// DYN-NEXT:     %0:2 = scf.while (%arg17 = %arg1, %arg18 = %arg2) : (index, index) -> (index, index) {
// DYN-NEXT:       %1 = arith.subi %arg18, %arg17 : index
// DYN-NEXT:       %2 = arith.cmpi sgt, %1, %c1 : index
// DYN-NEXT:       scf.condition(%2) %arg17, %arg18 : index, index
// DYN-NEXT:     } do {
// DYN-NEXT:     ^bb0(%arg17: index, %arg18: index):
// DYN-NEXT:       %1 = arith.subi %arg18, %arg17 : index
// DYN-NEXT:       %2 = arith.divsi %1, %c2 : index
// DYN-NEXT:       %3 = arith.addi %arg17, %2 : index
// DYN-NEXT:       %token = async.execute {
// DYN-NEXT:         func.call @async_dispatch_fn(%arg0, %3, %arg18, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %arg10, %arg11, %arg12, %arg13, %arg14, %arg15, %arg16) : (!async.group, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, memref<?x4x?xf32>) -> ()
// DYN-NEXT:         async.yield
// DYN-NEXT:       }
// DYN-NEXT:       %4 = async.add_to_group %token, %arg0 : !async.token
// DYN-NEXT:       scf.yield %arg17, %3 : index, index
// DYN-NEXT:     }
// DYN-NEXT:     call @parallel_compute_fn(%arg1, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %arg10, %arg11, %arg12, %arg13, %arg14, %arg15, %arg16) : (index, index, index, index, index, index, index, index, index, index, index, index, index, index, memref<?x4x?xf32>) -> ()
// DYN-NEXT:     return
// DYN-NEXT:   }
// DYN-NEXT: }

func.func @dims_of_alloc(%n: index, %m: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %buf = memref.alloc(%n, %m) : memref<?x4x?xf32>
  %d0 = memref.dim %buf, %c0 : memref<?x4x?xf32>
  %d1 = memref.dim %buf, %c1 : memref<?x4x?xf32>
  %d2 = memref.dim %buf, %c2 : memref<?x4x?xf32>
  scf.parallel (%i, %j, %k) = (%c0, %c0, %c0) to (%d0, %d1, %d2) step (%c1, %c1, %c1) {
    %v = arith.constant 1.0 : f32
    memref.store %v, %buf[%i, %j, %k] : memref<?x4x?xf32>
  }
  memref.dealloc %buf : memref<?x4x?xf32>
  return
}

// -----

// Inside an scf.for (the loop's induction variable is captured) and an async.execute.

// CHECK: {{^//}} -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @nested(%arg0: memref<?xf32>, %arg1: index) -> !async.token {
// CHECK-NEXT:     %c32 = arith.constant 32 : index
// CHECK-NEXT:     %c1000 = arith.constant 1000 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c3 = arith.constant 3 : index
// CHECK-NEXT:     scf.for %arg2 = %c0 to %c3 step %c1 {
// CHECK-NEXT:       %0 = arith.cmpi eq, %arg1, %c0 : index
// CHECK-NEXT:       scf.if %0 {
// CHECK-NEXT:       } else {
// CHECK-NEXT:         %1 = arith.ceildivsi %arg1, %c32 : index
// CHECK-NEXT:         %2 = arith.maxsi %1, %c1000 : index
// CHECK-NEXT:         %3 = arith.minsi %arg1, %2 : index
// CHECK-NEXT:         %4 = arith.ceildivsi %arg1, %3 : index
// CHECK-NEXT:         %5 = arith.cmpi eq, %4, %c1 : index
// CHECK-NEXT:         scf.if %5 {
// CHECK-NEXT:           func.call @parallel_compute_fn_0(%c0, %3, %arg1, %c0, %arg1, %c1, %arg2, %arg0) : (index, index, index, index, index, index, index, memref<?xf32>) -> ()
// CHECK-NEXT:         } else {
// CHECK-NEXT:           %6 = arith.subi %4, %c1 : index
// CHECK-NEXT:           %7 = async.create_group %6 : !async.group
// CHECK-NEXT:           func.call @async_dispatch_fn_0(%7, %c0, %4, %3, %arg1, %c0, %arg1, %c1, %arg2, %arg0) : (!async.group, index, index, index, index, index, index, index, index, memref<?xf32>) -> ()
// CHECK-NEXT:           async.await_all %7
// CHECK-NEXT:         }
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     %token = async.execute {
// CHECK-NEXT:       %0 = arith.cmpi eq, %arg1, %c0 : index
// CHECK-NEXT:       scf.if %0 {
// CHECK-NEXT:       } else {
// CHECK-NEXT:         %1 = arith.ceildivsi %arg1, %c32 : index
// CHECK-NEXT:         %2 = arith.maxsi %1, %c1000 : index
// CHECK-NEXT:         %3 = arith.minsi %arg1, %2 : index
// CHECK-NEXT:         %4 = arith.ceildivsi %arg1, %3 : index
// CHECK-NEXT:         %5 = arith.cmpi eq, %4, %c1 : index
// CHECK-NEXT:         scf.if %5 {
// CHECK-NEXT:           func.call @parallel_compute_fn(%c0, %3, %arg1, %c0, %arg1, %c1, %arg0) : (index, index, index, index, index, index, memref<?xf32>) -> ()
// CHECK-NEXT:         } else {
// CHECK-NEXT:           %6 = arith.subi %4, %c1 : index
// CHECK-NEXT:           %7 = async.create_group %6 : !async.group
// CHECK-NEXT:           func.call @async_dispatch_fn(%7, %c0, %4, %3, %arg1, %c0, %arg1, %c1, %arg0) : (!async.group, index, index, index, index, index, index, index, memref<?xf32>) -> ()
// CHECK-NEXT:           async.await_all %7
// CHECK-NEXT:         }
// CHECK-NEXT:       }
// CHECK-NEXT:       async.yield
// CHECK-NEXT:     }
// CHECK-NEXT:     return %token : !async.token
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @parallel_compute_fn(%arg0: index, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: memref<?xf32>) {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0 = arith.muli %arg0, %arg1 : index
// CHECK-NEXT:     %1 = arith.addi %0, %arg1 : index
// CHECK-NEXT:     %2 = arith.minsi %1, %arg2 : index
// CHECK-NEXT:     %3 = arith.subi %2, %c1 : index
// CHECK-NEXT:     %4 = arith.remsi %0, %arg2 : index
// CHECK-NEXT:     %5 = arith.remsi %3, %arg2 : index
// CHECK-NEXT:     %6 = arith.addi %5, %c1 : index
// CHECK-NEXT:     scf.for %arg7 = %4 to %6 step %c1 {
// CHECK-NEXT:       %7 = memref.load %arg6[%arg7] : memref<?xf32>
// CHECK-NEXT:       %8 = arith.mulf %7, %7 : f32
// CHECK-NEXT:       memref.store %8, %arg6[%arg7] : memref<?xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @async_dispatch_fn(%arg0: !async.group, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: index, %arg7: index, %arg8: memref<?xf32>) {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %0:2 = scf.while (%arg9 = %arg1, %arg10 = %arg2) : (index, index) -> (index, index) {
// CHECK-NEXT:       %1 = arith.subi %arg10, %arg9 : index
// CHECK-NEXT:       %2 = arith.cmpi sgt, %1, %c1 : index
// CHECK-NEXT:       scf.condition(%2) %arg9, %arg10 : index, index
// CHECK-NEXT:     } do {
// CHECK-NEXT:     ^bb0(%arg9: index, %arg10: index):
// CHECK-NEXT:       %1 = arith.subi %arg10, %arg9 : index
// CHECK-NEXT:       %2 = arith.divsi %1, %c2 : index
// CHECK-NEXT:       %3 = arith.addi %arg9, %2 : index
// CHECK-NEXT:       %token = async.execute {
// CHECK-NEXT:         func.call @async_dispatch_fn(%arg0, %3, %arg10, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8) : (!async.group, index, index, index, index, index, index, index, memref<?xf32>) -> ()
// CHECK-NEXT:         async.yield
// CHECK-NEXT:       }
// CHECK-NEXT:       %4 = async.add_to_group %token, %arg0 : !async.token
// CHECK-NEXT:       scf.yield %arg9, %3 : index, index
// CHECK-NEXT:     }
// CHECK-NEXT:     call @parallel_compute_fn(%arg1, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8) : (index, index, index, index, index, index, memref<?xf32>) -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @parallel_compute_fn_0(%arg0: index, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: index, %arg7: memref<?xf32>) {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0 = arith.muli %arg0, %arg1 : index
// CHECK-NEXT:     %1 = arith.addi %0, %arg1 : index
// CHECK-NEXT:     %2 = arith.minsi %1, %arg2 : index
// CHECK-NEXT:     %3 = arith.subi %2, %c1 : index
// CHECK-NEXT:     %4 = arith.remsi %0, %arg2 : index
// CHECK-NEXT:     %5 = arith.remsi %3, %arg2 : index
// CHECK-NEXT:     %6 = arith.addi %5, %c1 : index
// CHECK-NEXT:     scf.for %arg8 = %4 to %6 step %c1 {
// CHECK-NEXT:       %7 = arith.index_cast %arg6 : index to i64
// CHECK-NEXT:       %8 = arith.sitofp %7 : i64 to f32
// CHECK-NEXT:       memref.store %8, %arg7[%arg8] : memref<?xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @async_dispatch_fn_0(%arg0: !async.group, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: index, %arg7: index, %arg8: index, %arg9: memref<?xf32>) {
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
// CHECK-NEXT:         func.call @async_dispatch_fn_0(%arg0, %3, %arg11, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9) : (!async.group, index, index, index, index, index, index, index, index, memref<?xf32>) -> ()
// CHECK-NEXT:         async.yield
// CHECK-NEXT:       }
// CHECK-NEXT:       %4 = async.add_to_group %token, %arg0 : !async.token
// CHECK-NEXT:       scf.yield %arg10, %3 : index, index
// CHECK-NEXT:     }
// CHECK-NEXT:     call @parallel_compute_fn_0(%arg1, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9) : (index, index, index, index, index, index, index, memref<?xf32>) -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }

// SEQ: {{^//}} -----
// SEQ-NEXT: module {
// SEQ-NEXT:   func.func @nested(%arg0: memref<?xf32>, %arg1: index) -> !async.token {
// SEQ-NEXT:     %c32 = arith.constant 32 : index
// SEQ-NEXT:     %c1000 = arith.constant 1000 : index
// SEQ-NEXT:     %c0 = arith.constant 0 : index
// SEQ-NEXT:     %c1 = arith.constant 1 : index
// SEQ-NEXT:     %c3 = arith.constant 3 : index
// SEQ-NEXT:     scf.for %arg2 = %c0 to %c3 step %c1 {
// SEQ-NEXT:       %0 = arith.cmpi eq, %arg1, %c0 : index
// SEQ-NEXT:       scf.if %0 {
// SEQ-NEXT:       } else {
// SEQ-NEXT:         %1 = arith.ceildivsi %arg1, %c32 : index
// SEQ-NEXT:         %2 = arith.maxsi %1, %c1000 : index
// SEQ-NEXT:         %3 = arith.minsi %arg1, %2 : index
// SEQ-NEXT:         %4 = arith.ceildivsi %arg1, %3 : index
// SEQ-NEXT:         %5 = arith.subi %4, %c1 : index
// SEQ-NEXT:         %6 = async.create_group %5 : !async.group
// SEQ-NEXT:         scf.for %arg3 = %c1 to %4 step %c1 {
// SEQ-NEXT:           %token_0 = async.execute {
// SEQ-NEXT:             func.call @parallel_compute_fn_0(%arg3, %3, %arg1, %c0, %arg1, %c1, %arg2, %arg0) : (index, index, index, index, index, index, index, memref<?xf32>) -> ()
// SEQ-NEXT:             async.yield
// SEQ-NEXT:           }
// SEQ-NEXT:           %7 = async.add_to_group %token_0, %6 : !async.token
// SEQ-NEXT:         }
// SEQ-NEXT:         func.call @parallel_compute_fn_0(%c0, %3, %arg1, %c0, %arg1, %c1, %arg2, %arg0) : (index, index, index, index, index, index, index, memref<?xf32>) -> ()
// SEQ-NEXT:         async.await_all %6
// SEQ-NEXT:       }
// SEQ-NEXT:     }
// SEQ-NEXT:     %token = async.execute {
// SEQ-NEXT:       %0 = arith.cmpi eq, %arg1, %c0 : index
// SEQ-NEXT:       scf.if %0 {
// SEQ-NEXT:       } else {
// SEQ-NEXT:         %1 = arith.ceildivsi %arg1, %c32 : index
// SEQ-NEXT:         %2 = arith.maxsi %1, %c1000 : index
// SEQ-NEXT:         %3 = arith.minsi %arg1, %2 : index
// SEQ-NEXT:         %4 = arith.ceildivsi %arg1, %3 : index
// SEQ-NEXT:         %5 = arith.subi %4, %c1 : index
// SEQ-NEXT:         %6 = async.create_group %5 : !async.group
// SEQ-NEXT:         scf.for %arg2 = %c1 to %4 step %c1 {
// SEQ-NEXT:           %token_0 = async.execute {
// SEQ-NEXT:             func.call @parallel_compute_fn(%arg2, %3, %arg1, %c0, %arg1, %c1, %arg0) : (index, index, index, index, index, index, memref<?xf32>) -> ()
// SEQ-NEXT:             async.yield
// SEQ-NEXT:           }
// SEQ-NEXT:           %7 = async.add_to_group %token_0, %6 : !async.token
// SEQ-NEXT:         }
// SEQ-NEXT:         func.call @parallel_compute_fn(%c0, %3, %arg1, %c0, %arg1, %c1, %arg0) : (index, index, index, index, index, index, memref<?xf32>) -> ()
// SEQ-NEXT:         async.await_all %6
// SEQ-NEXT:       }
// SEQ-NEXT:       async.yield
// SEQ-NEXT:     }
// SEQ-NEXT:     return %token : !async.token
// SEQ-NEXT:   }
// SEQ-NEXT:   func.func private @parallel_compute_fn(%arg0: index, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: memref<?xf32>) {
// SEQ-NEXT:     %c1 = arith.constant 1 : index
// SEQ-NEXT:     %0 = arith.muli %arg0, %arg1 : index
// SEQ-NEXT:     %1 = arith.addi %0, %arg1 : index
// SEQ-NEXT:     %2 = arith.minsi %1, %arg2 : index
// SEQ-NEXT:     %3 = arith.subi %2, %c1 : index
// SEQ-NEXT:     %4 = arith.remsi %0, %arg2 : index
// SEQ-NEXT:     %5 = arith.remsi %3, %arg2 : index
// SEQ-NEXT:     %6 = arith.addi %5, %c1 : index
// SEQ-NEXT:     scf.for %arg7 = %4 to %6 step %c1 {
// SEQ-NEXT:       %7 = memref.load %arg6[%arg7] : memref<?xf32>
// SEQ-NEXT:       %8 = arith.mulf %7, %7 : f32
// SEQ-NEXT:       memref.store %8, %arg6[%arg7] : memref<?xf32>
// SEQ-NEXT:     }
// SEQ-NEXT:     return
// SEQ-NEXT:   }
// SEQ-NEXT:   func.func private @parallel_compute_fn_0(%arg0: index, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: index, %arg7: memref<?xf32>) {
// SEQ-NEXT:     %c1 = arith.constant 1 : index
// SEQ-NEXT:     %0 = arith.muli %arg0, %arg1 : index
// SEQ-NEXT:     %1 = arith.addi %0, %arg1 : index
// SEQ-NEXT:     %2 = arith.minsi %1, %arg2 : index
// SEQ-NEXT:     %3 = arith.subi %2, %c1 : index
// SEQ-NEXT:     %4 = arith.remsi %0, %arg2 : index
// SEQ-NEXT:     %5 = arith.remsi %3, %arg2 : index
// SEQ-NEXT:     %6 = arith.addi %5, %c1 : index
// SEQ-NEXT:     scf.for %arg8 = %4 to %6 step %c1 {
// SEQ-NEXT:       %7 = arith.index_cast %arg6 : index to i64
// SEQ-NEXT:       %8 = arith.sitofp %7 : i64 to f32
// SEQ-NEXT:       memref.store %8, %arg7[%arg8] : memref<?xf32>
// SEQ-NEXT:     }
// SEQ-NEXT:     return
// SEQ-NEXT:   }
// SEQ-NEXT: }

// DYN: {{^//}} -----
// DYN-NEXT: module {
// DYN-NEXT:   func.func @nested(%arg0: memref<?xf32>, %arg1: index) -> !async.token {
// DYN-NEXT:     %cst = arith.constant 6.000000e-01 : f32
// DYN-NEXT:     %c64 = arith.constant 64 : index
// DYN-NEXT:     %cst_0 = arith.constant 8.000000e-01 : f32
// DYN-NEXT:     %c32 = arith.constant 32 : index
// DYN-NEXT:     %cst_1 = arith.constant 1.000000e+00 : f32
// DYN-NEXT:     %c16 = arith.constant 16 : index
// DYN-NEXT:     %cst_2 = arith.constant 2.000000e+00 : f32
// DYN-NEXT:     %c8 = arith.constant 8 : index
// DYN-NEXT:     %cst_3 = arith.constant 4.000000e+00 : f32
// DYN-NEXT:     %c4 = arith.constant 4 : index
// DYN-NEXT:     %cst_4 = arith.constant 8.000000e+00 : f32
// DYN-NEXT:     %c0 = arith.constant 0 : index
// DYN-NEXT:     %c1 = arith.constant 1 : index
// DYN-NEXT:     %c3 = arith.constant 3 : index
// DYN-NEXT:     scf.for %arg2 = %c0 to %c3 step %c1 {
// DYN-NEXT:       %0 = arith.cmpi eq, %arg1, %c0 : index
// DYN-NEXT:       scf.if %0 {
// DYN-NEXT:       } else {
// DYN-NEXT:         %1 = async.runtime.num_worker_threads : index
// DYN-NEXT:         %2 = arith.cmpi sgt, %1, %c4 : index
// DYN-NEXT:         %3 = arith.select %2, %cst_3, %cst_4 : f32
// DYN-NEXT:         %4 = arith.cmpi sgt, %1, %c8 : index
// DYN-NEXT:         %5 = arith.select %4, %cst_2, %3 : f32
// DYN-NEXT:         %6 = arith.cmpi sgt, %1, %c16 : index
// DYN-NEXT:         %7 = arith.select %6, %cst_1, %5 : f32
// DYN-NEXT:         %8 = arith.cmpi sgt, %1, %c32 : index
// DYN-NEXT:         %9 = arith.select %8, %cst_0, %7 : f32
// DYN-NEXT:         %10 = arith.cmpi sgt, %1, %c64 : index
// DYN-NEXT:         %11 = arith.select %10, %cst, %9 : f32
// DYN-NEXT:         %12 = arith.index_cast %1 : index to i32
// DYN-NEXT:         %13 = arith.sitofp %12 : i32 to f32
// DYN-NEXT:         %14 = arith.mulf %11, %13 : f32
// DYN-NEXT:         %15 = arith.fptosi %14 : f32 to i32
// DYN-NEXT:         %16 = arith.index_cast %15 : i32 to index
// DYN-NEXT:         %17 = arith.maxsi %16, %c1 : index
// DYN-NEXT:         %18 = arith.ceildivsi %arg1, %17 : index
// DYN-NEXT:         %19 = arith.maxsi %18, %c1 : index
// DYN-NEXT:         %20 = arith.minsi %arg1, %19 : index
// DYN-NEXT:         %21 = arith.ceildivsi %arg1, %20 : index
// DYN-NEXT:         %22 = arith.cmpi eq, %21, %c1 : index
// DYN-NEXT:         scf.if %22 {
// DYN-NEXT:           func.call @parallel_compute_fn_0(%c0, %20, %arg1, %c0, %arg1, %c1, %arg2, %arg0) : (index, index, index, index, index, index, index, memref<?xf32>) -> ()
// DYN-NEXT:         } else {
// DYN-NEXT:           %23 = arith.subi %21, %c1 : index
// DYN-NEXT:           %24 = async.create_group %23 : !async.group
// DYN-NEXT:           func.call @async_dispatch_fn_0(%24, %c0, %21, %20, %arg1, %c0, %arg1, %c1, %arg2, %arg0) : (!async.group, index, index, index, index, index, index, index, index, memref<?xf32>) -> ()
// DYN-NEXT:           async.await_all %24
// DYN-NEXT:         }
// DYN-NEXT:       }
// DYN-NEXT:     }
// DYN-NEXT:     %token = async.execute {
// DYN-NEXT:       %0 = arith.cmpi eq, %arg1, %c0 : index
// DYN-NEXT:       scf.if %0 {
// DYN-NEXT:       } else {
// DYN-NEXT:         %1 = async.runtime.num_worker_threads : index
// DYN-NEXT:         %2 = arith.cmpi sgt, %1, %c4 : index
// DYN-NEXT:         %3 = arith.select %2, %cst_3, %cst_4 : f32
// DYN-NEXT:         %4 = arith.cmpi sgt, %1, %c8 : index
// DYN-NEXT:         %5 = arith.select %4, %cst_2, %3 : f32
// DYN-NEXT:         %6 = arith.cmpi sgt, %1, %c16 : index
// DYN-NEXT:         %7 = arith.select %6, %cst_1, %5 : f32
// DYN-NEXT:         %8 = arith.cmpi sgt, %1, %c32 : index
// DYN-NEXT:         %9 = arith.select %8, %cst_0, %7 : f32
// DYN-NEXT:         %10 = arith.cmpi sgt, %1, %c64 : index
// DYN-NEXT:         %11 = arith.select %10, %cst, %9 : f32
// DYN-NEXT:         %12 = arith.index_cast %1 : index to i32
// DYN-NEXT:         %13 = arith.sitofp %12 : i32 to f32
// DYN-NEXT:         %14 = arith.mulf %11, %13 : f32
// DYN-NEXT:         %15 = arith.fptosi %14 : f32 to i32
// DYN-NEXT:         %16 = arith.index_cast %15 : i32 to index
// DYN-NEXT:         %17 = arith.maxsi %16, %c1 : index
// DYN-NEXT:         %18 = arith.ceildivsi %arg1, %17 : index
// DYN-NEXT:         %19 = arith.maxsi %18, %c1 : index
// DYN-NEXT:         %20 = arith.minsi %arg1, %19 : index
// DYN-NEXT:         %21 = arith.ceildivsi %arg1, %20 : index
// DYN-NEXT:         %22 = arith.cmpi eq, %21, %c1 : index
// DYN-NEXT:         scf.if %22 {
// DYN-NEXT:           func.call @parallel_compute_fn(%c0, %20, %arg1, %c0, %arg1, %c1, %arg0) : (index, index, index, index, index, index, memref<?xf32>) -> ()
// DYN-NEXT:         } else {
// DYN-NEXT:           %23 = arith.subi %21, %c1 : index
// DYN-NEXT:           %24 = async.create_group %23 : !async.group
// DYN-NEXT:           func.call @async_dispatch_fn(%24, %c0, %21, %20, %arg1, %c0, %arg1, %c1, %arg0) : (!async.group, index, index, index, index, index, index, index, memref<?xf32>) -> ()
// DYN-NEXT:           async.await_all %24
// DYN-NEXT:         }
// DYN-NEXT:       }
// DYN-NEXT:       async.yield
// DYN-NEXT:     }
// DYN-NEXT:     return %token : !async.token
// DYN-NEXT:   }
// DYN-NEXT:   func.func private @parallel_compute_fn(%arg0: index, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: memref<?xf32>) {
// DYN-NEXT:     %c1 = arith.constant 1 : index
// DYN-NEXT:     %0 = arith.muli %arg0, %arg1 : index
// DYN-NEXT:     %1 = arith.addi %0, %arg1 : index
// DYN-NEXT:     %2 = arith.minsi %1, %arg2 : index
// DYN-NEXT:     %3 = arith.subi %2, %c1 : index
// DYN-NEXT:     %4 = arith.remsi %0, %arg2 : index
// DYN-NEXT:     %5 = arith.remsi %3, %arg2 : index
// DYN-NEXT:     %6 = arith.addi %5, %c1 : index
// DYN-NEXT:     scf.for %arg7 = %4 to %6 step %c1 {
// DYN-NEXT:       %7 = memref.load %arg6[%arg7] : memref<?xf32>
// DYN-NEXT:       %8 = arith.mulf %7, %7 : f32
// DYN-NEXT:       memref.store %8, %arg6[%arg7] : memref<?xf32>
// DYN-NEXT:     }
// DYN-NEXT:     return
// DYN-NEXT:   }
// DYN-NEXT:   func.func private @async_dispatch_fn(%arg0: !async.group, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: index, %arg7: index, %arg8: memref<?xf32>) {
// DYN-NEXT:     %c1 = arith.constant 1 : index
// DYN-NEXT:     %c2 = arith.constant 2 : index
// DYN-NEXT:     %0:2 = scf.while (%arg9 = %arg1, %arg10 = %arg2) : (index, index) -> (index, index) {
// DYN-NEXT:       %1 = arith.subi %arg10, %arg9 : index
// DYN-NEXT:       %2 = arith.cmpi sgt, %1, %c1 : index
// DYN-NEXT:       scf.condition(%2) %arg9, %arg10 : index, index
// DYN-NEXT:     } do {
// DYN-NEXT:     ^bb0(%arg9: index, %arg10: index):
// DYN-NEXT:       %1 = arith.subi %arg10, %arg9 : index
// DYN-NEXT:       %2 = arith.divsi %1, %c2 : index
// DYN-NEXT:       %3 = arith.addi %arg9, %2 : index
// DYN-NEXT:       %token = async.execute {
// DYN-NEXT:         func.call @async_dispatch_fn(%arg0, %3, %arg10, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8) : (!async.group, index, index, index, index, index, index, index, memref<?xf32>) -> ()
// DYN-NEXT:         async.yield
// DYN-NEXT:       }
// DYN-NEXT:       %4 = async.add_to_group %token, %arg0 : !async.token
// DYN-NEXT:       scf.yield %arg9, %3 : index, index
// DYN-NEXT:     }
// DYN-NEXT:     call @parallel_compute_fn(%arg1, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8) : (index, index, index, index, index, index, memref<?xf32>) -> ()
// DYN-NEXT:     return
// DYN-NEXT:   }
// DYN-NEXT:   func.func private @parallel_compute_fn_0(%arg0: index, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: index, %arg7: memref<?xf32>) {
// DYN-NEXT:     %c1 = arith.constant 1 : index
// DYN-NEXT:     %0 = arith.muli %arg0, %arg1 : index
// DYN-NEXT:     %1 = arith.addi %0, %arg1 : index
// DYN-NEXT:     %2 = arith.minsi %1, %arg2 : index
// DYN-NEXT:     %3 = arith.subi %2, %c1 : index
// DYN-NEXT:     %4 = arith.remsi %0, %arg2 : index
// DYN-NEXT:     %5 = arith.remsi %3, %arg2 : index
// DYN-NEXT:     %6 = arith.addi %5, %c1 : index
// DYN-NEXT:     scf.for %arg8 = %4 to %6 step %c1 {
// DYN-NEXT:       %7 = arith.index_cast %arg6 : index to i64
// DYN-NEXT:       %8 = arith.sitofp %7 : i64 to f32
// DYN-NEXT:       memref.store %8, %arg7[%arg8] : memref<?xf32>
// DYN-NEXT:     }
// DYN-NEXT:     return
// DYN-NEXT:   }
// DYN-NEXT:   func.func private @async_dispatch_fn_0(%arg0: !async.group, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: index, %arg7: index, %arg8: index, %arg9: memref<?xf32>) {
// DYN-NEXT:     %c1 = arith.constant 1 : index
// DYN-NEXT:     %c2 = arith.constant 2 : index
// DYN-NEXT:     %0:2 = scf.while (%arg10 = %arg1, %arg11 = %arg2) : (index, index) -> (index, index) {
// DYN-NEXT:       %1 = arith.subi %arg11, %arg10 : index
// DYN-NEXT:       %2 = arith.cmpi sgt, %1, %c1 : index
// DYN-NEXT:       scf.condition(%2) %arg10, %arg11 : index, index
// DYN-NEXT:     } do {
// DYN-NEXT:     ^bb0(%arg10: index, %arg11: index):
// DYN-NEXT:       %1 = arith.subi %arg11, %arg10 : index
// DYN-NEXT:       %2 = arith.divsi %1, %c2 : index
// DYN-NEXT:       %3 = arith.addi %arg10, %2 : index
// DYN-NEXT:       %token = async.execute {
// DYN-NEXT:         func.call @async_dispatch_fn_0(%arg0, %3, %arg11, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9) : (!async.group, index, index, index, index, index, index, index, index, memref<?xf32>) -> ()
// DYN-NEXT:         async.yield
// DYN-NEXT:       }
// DYN-NEXT:       %4 = async.add_to_group %token, %arg0 : !async.token
// DYN-NEXT:       scf.yield %arg10, %3 : index, index
// DYN-NEXT:     }
// DYN-NEXT:     call @parallel_compute_fn_0(%arg1, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9) : (index, index, index, index, index, index, index, memref<?xf32>) -> ()
// DYN-NEXT:     return
// DYN-NEXT:   }
// DYN-NEXT: }

func.func @nested(%buf: memref<?xf32>, %n: index) -> !async.token {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  scf.for %k = %c0 to %c3 step %c1 {
    scf.parallel (%i) = (%c0) to (%n) step (%c1) {
      %x = arith.index_cast %k : index to i64
      %f = arith.sitofp %x : i64 to f32
      memref.store %f, %buf[%i] : memref<?xf32>
    }
  }
  %t = async.execute {
    scf.parallel (%i) = (%c0) to (%n) step (%c1) {
      %v = memref.load %buf[%i] : memref<?xf32>
      %w = arith.mulf %v, %v : f32
      memref.store %w, %buf[%i] : memref<?xf32>
    }
    async.yield
  }
  return %t : !async.token
}

// -----

// A parallel loop nested in another: both are rewritten.

// CHECK: {{^//}} -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @parallel_in_parallel(%arg0: memref<?x?xf32>, %arg1: index) {
// CHECK-NEXT:     %c32 = arith.constant 32 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c1000 = arith.constant 1000 : index
// CHECK-NEXT:     %0 = arith.cmpi eq, %arg1, %c0 : index
// CHECK-NEXT:     scf.if %0 {
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %1 = arith.ceildivsi %arg1, %c32 : index
// CHECK-NEXT:       %2 = arith.maxsi %1, %c1000 : index
// CHECK-NEXT:       %3 = arith.minsi %arg1, %2 : index
// CHECK-NEXT:       %4 = arith.ceildivsi %arg1, %3 : index
// CHECK-NEXT:       %5 = arith.cmpi eq, %4, %c1 : index
// CHECK-NEXT:       scf.if %5 {
// CHECK-NEXT:         func.call @parallel_compute_fn(%c0, %3, %arg1, %c0, %arg1, %c1, %arg0, %arg1) : (index, index, index, index, index, index, memref<?x?xf32>, index) -> ()
// CHECK-NEXT:       } else {
// CHECK-NEXT:         %6 = arith.subi %4, %c1 : index
// CHECK-NEXT:         %7 = async.create_group %6 : !async.group
// CHECK-NEXT:         func.call @async_dispatch_fn(%7, %c0, %4, %3, %arg1, %c0, %arg1, %c1, %arg0, %arg1) : (!async.group, index, index, index, index, index, index, index, memref<?x?xf32>, index) -> ()
// CHECK-NEXT:         async.await_all %7
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @parallel_compute_fn(%arg0: index, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: memref<?x?xf32>, %arg7: index) {
// CHECK-NEXT:     %c32 = arith.constant 32 : index
// CHECK-NEXT:     %c1000 = arith.constant 1000 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %0 = arith.muli %arg0, %arg1 : index
// CHECK-NEXT:     %1 = arith.addi %0, %arg1 : index
// CHECK-NEXT:     %2 = arith.minsi %1, %arg2 : index
// CHECK-NEXT:     %3 = arith.subi %2, %c1 : index
// CHECK-NEXT:     %4 = arith.remsi %0, %arg2 : index
// CHECK-NEXT:     %5 = arith.remsi %3, %arg2 : index
// CHECK-NEXT:     %6 = arith.addi %5, %c1 : index
// CHECK-NEXT:     scf.for %arg8 = %4 to %6 step %c1 {
// CHECK-NEXT:       %7 = arith.cmpi eq, %arg7, %c0 : index
// CHECK-NEXT:       scf.if %7 {
// CHECK-NEXT:       } else {
// CHECK-NEXT:         %8 = arith.ceildivsi %arg7, %c32 : index
// CHECK-NEXT:         %9 = arith.maxsi %8, %c1000 : index
// CHECK-NEXT:         %10 = arith.minsi %arg7, %9 : index
// CHECK-NEXT:         %11 = arith.ceildivsi %arg7, %10 : index
// CHECK-NEXT:         %12 = arith.cmpi eq, %11, %c1 : index
// CHECK-NEXT:         scf.if %12 {
// CHECK-NEXT:           func.call @parallel_compute_fn_0(%c0, %10, %arg7, %c0, %arg7, %c1, %arg6, %arg8) : (index, index, index, index, index, index, memref<?x?xf32>, index) -> ()
// CHECK-NEXT:         } else {
// CHECK-NEXT:           %13 = arith.subi %11, %c1 : index
// CHECK-NEXT:           %14 = async.create_group %13 : !async.group
// CHECK-NEXT:           func.call @async_dispatch_fn_0(%14, %c0, %11, %10, %arg7, %c0, %arg7, %c1, %arg6, %arg8) : (!async.group, index, index, index, index, index, index, index, memref<?x?xf32>, index) -> ()
// CHECK-NEXT:           async.await_all %14
// CHECK-NEXT:         }
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @async_dispatch_fn(%arg0: !async.group, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: index, %arg7: index, %arg8: memref<?x?xf32>, %arg9: index) {
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
// CHECK-NEXT:         func.call @async_dispatch_fn(%arg0, %3, %arg11, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9) : (!async.group, index, index, index, index, index, index, index, memref<?x?xf32>, index) -> ()
// CHECK-NEXT:         async.yield
// CHECK-NEXT:       }
// CHECK-NEXT:       %4 = async.add_to_group %token, %arg0 : !async.token
// CHECK-NEXT:       scf.yield %arg10, %3 : index, index
// CHECK-NEXT:     }
// CHECK-NEXT:     call @parallel_compute_fn(%arg1, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9) : (index, index, index, index, index, index, memref<?x?xf32>, index) -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @parallel_compute_fn_0(%arg0: index, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: memref<?x?xf32>, %arg7: index) {
// CHECK-NEXT:     %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0 = arith.muli %arg0, %arg1 : index
// CHECK-NEXT:     %1 = arith.addi %0, %arg1 : index
// CHECK-NEXT:     %2 = arith.minsi %1, %arg2 : index
// CHECK-NEXT:     %3 = arith.subi %2, %c1 : index
// CHECK-NEXT:     %4 = arith.remsi %0, %arg2 : index
// CHECK-NEXT:     %5 = arith.remsi %3, %arg2 : index
// CHECK-NEXT:     %6 = arith.addi %5, %c1 : index
// CHECK-NEXT:     scf.for %arg8 = %4 to %6 step %c1 {
// CHECK-NEXT:       memref.store %cst, %arg6[%arg7, %arg8] : memref<?x?xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @async_dispatch_fn_0(%arg0: !async.group, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: index, %arg7: index, %arg8: memref<?x?xf32>, %arg9: index) {
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
// CHECK-NEXT:         func.call @async_dispatch_fn_0(%arg0, %3, %arg11, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9) : (!async.group, index, index, index, index, index, index, index, memref<?x?xf32>, index) -> ()
// CHECK-NEXT:         async.yield
// CHECK-NEXT:       }
// CHECK-NEXT:       %4 = async.add_to_group %token, %arg0 : !async.token
// CHECK-NEXT:       scf.yield %arg10, %3 : index, index
// CHECK-NEXT:     }
// CHECK-NEXT:     call @parallel_compute_fn_0(%arg1, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9) : (index, index, index, index, index, index, memref<?x?xf32>, index) -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }

// SEQ: {{^//}} -----
// SEQ-NEXT: module {
// SEQ-NEXT:   func.func @parallel_in_parallel(%arg0: memref<?x?xf32>, %arg1: index) {
// SEQ-NEXT:     %c32 = arith.constant 32 : index
// SEQ-NEXT:     %c0 = arith.constant 0 : index
// SEQ-NEXT:     %c1 = arith.constant 1 : index
// SEQ-NEXT:     %c1000 = arith.constant 1000 : index
// SEQ-NEXT:     %0 = arith.cmpi eq, %arg1, %c0 : index
// SEQ-NEXT:     scf.if %0 {
// SEQ-NEXT:     } else {
// SEQ-NEXT:       %1 = arith.ceildivsi %arg1, %c32 : index
// SEQ-NEXT:       %2 = arith.maxsi %1, %c1000 : index
// SEQ-NEXT:       %3 = arith.minsi %arg1, %2 : index
// SEQ-NEXT:       %4 = arith.ceildivsi %arg1, %3 : index
// SEQ-NEXT:       %5 = arith.subi %4, %c1 : index
// SEQ-NEXT:       %6 = async.create_group %5 : !async.group
// SEQ-NEXT:       scf.for %arg2 = %c1 to %4 step %c1 {
// SEQ-NEXT:         %token = async.execute {
// SEQ-NEXT:           func.call @parallel_compute_fn(%arg2, %3, %arg1, %c0, %arg1, %c1, %arg0, %arg1) : (index, index, index, index, index, index, memref<?x?xf32>, index) -> ()
// SEQ-NEXT:           async.yield
// SEQ-NEXT:         }
// SEQ-NEXT:         %7 = async.add_to_group %token, %6 : !async.token
// SEQ-NEXT:       }
// SEQ-NEXT:       func.call @parallel_compute_fn(%c0, %3, %arg1, %c0, %arg1, %c1, %arg0, %arg1) : (index, index, index, index, index, index, memref<?x?xf32>, index) -> ()
// SEQ-NEXT:       async.await_all %6
// SEQ-NEXT:     }
// SEQ-NEXT:     return
// SEQ-NEXT:   }
// SEQ-NEXT:   func.func private @parallel_compute_fn(%arg0: index, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: memref<?x?xf32>, %arg7: index) {
// SEQ-NEXT:     %c32 = arith.constant 32 : index
// SEQ-NEXT:     %c1000 = arith.constant 1000 : index
// SEQ-NEXT:     %c1 = arith.constant 1 : index
// SEQ-NEXT:     %c0 = arith.constant 0 : index
// SEQ-NEXT:     %0 = arith.muli %arg0, %arg1 : index
// SEQ-NEXT:     %1 = arith.addi %0, %arg1 : index
// SEQ-NEXT:     %2 = arith.minsi %1, %arg2 : index
// SEQ-NEXT:     %3 = arith.subi %2, %c1 : index
// SEQ-NEXT:     %4 = arith.remsi %0, %arg2 : index
// SEQ-NEXT:     %5 = arith.remsi %3, %arg2 : index
// SEQ-NEXT:     %6 = arith.addi %5, %c1 : index
// SEQ-NEXT:     scf.for %arg8 = %4 to %6 step %c1 {
// SEQ-NEXT:       %7 = arith.cmpi eq, %arg7, %c0 : index
// SEQ-NEXT:       scf.if %7 {
// SEQ-NEXT:       } else {
// SEQ-NEXT:         %8 = arith.ceildivsi %arg7, %c32 : index
// SEQ-NEXT:         %9 = arith.maxsi %8, %c1000 : index
// SEQ-NEXT:         %10 = arith.minsi %arg7, %9 : index
// SEQ-NEXT:         %11 = arith.ceildivsi %arg7, %10 : index
// SEQ-NEXT:         %12 = arith.subi %11, %c1 : index
// SEQ-NEXT:         %13 = async.create_group %12 : !async.group
// SEQ-NEXT:         scf.for %arg9 = %c1 to %11 step %c1 {
// SEQ-NEXT:           %token = async.execute {
// SEQ-NEXT:             func.call @parallel_compute_fn_0(%arg9, %10, %arg7, %c0, %arg7, %c1, %arg6, %arg8) : (index, index, index, index, index, index, memref<?x?xf32>, index) -> ()
// SEQ-NEXT:             async.yield
// SEQ-NEXT:           }
// SEQ-NEXT:           %14 = async.add_to_group %token, %13 : !async.token
// SEQ-NEXT:         }
// SEQ-NEXT:         func.call @parallel_compute_fn_0(%c0, %10, %arg7, %c0, %arg7, %c1, %arg6, %arg8) : (index, index, index, index, index, index, memref<?x?xf32>, index) -> ()
// SEQ-NEXT:         async.await_all %13
// SEQ-NEXT:       }
// SEQ-NEXT:     }
// SEQ-NEXT:     return
// SEQ-NEXT:   }
// SEQ-NEXT:   func.func private @parallel_compute_fn_0(%arg0: index, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: memref<?x?xf32>, %arg7: index) {
// SEQ-NEXT:     %cst = arith.constant 1.000000e+00 : f32
// SEQ-NEXT:     %c1 = arith.constant 1 : index
// SEQ-NEXT:     %0 = arith.muli %arg0, %arg1 : index
// SEQ-NEXT:     %1 = arith.addi %0, %arg1 : index
// SEQ-NEXT:     %2 = arith.minsi %1, %arg2 : index
// SEQ-NEXT:     %3 = arith.subi %2, %c1 : index
// SEQ-NEXT:     %4 = arith.remsi %0, %arg2 : index
// SEQ-NEXT:     %5 = arith.remsi %3, %arg2 : index
// SEQ-NEXT:     %6 = arith.addi %5, %c1 : index
// SEQ-NEXT:     scf.for %arg8 = %4 to %6 step %c1 {
// SEQ-NEXT:       memref.store %cst, %arg6[%arg7, %arg8] : memref<?x?xf32>
// SEQ-NEXT:     }
// SEQ-NEXT:     return
// SEQ-NEXT:   }
// SEQ-NEXT: }

// DYN: {{^//}} -----
// DYN-NEXT: module {
// DYN-NEXT:   func.func @parallel_in_parallel(%arg0: memref<?x?xf32>, %arg1: index) {
// DYN-NEXT:     %cst = arith.constant 6.000000e-01 : f32
// DYN-NEXT:     %c64 = arith.constant 64 : index
// DYN-NEXT:     %cst_0 = arith.constant 8.000000e-01 : f32
// DYN-NEXT:     %c32 = arith.constant 32 : index
// DYN-NEXT:     %cst_1 = arith.constant 1.000000e+00 : f32
// DYN-NEXT:     %c16 = arith.constant 16 : index
// DYN-NEXT:     %cst_2 = arith.constant 2.000000e+00 : f32
// DYN-NEXT:     %c8 = arith.constant 8 : index
// DYN-NEXT:     %cst_3 = arith.constant 4.000000e+00 : f32
// DYN-NEXT:     %c4 = arith.constant 4 : index
// DYN-NEXT:     %cst_4 = arith.constant 8.000000e+00 : f32
// DYN-NEXT:     %c0 = arith.constant 0 : index
// DYN-NEXT:     %c1 = arith.constant 1 : index
// DYN-NEXT:     %0 = arith.cmpi eq, %arg1, %c0 : index
// DYN-NEXT:     scf.if %0 {
// DYN-NEXT:     } else {
// DYN-NEXT:       %1 = async.runtime.num_worker_threads : index
// DYN-NEXT:       %2 = arith.cmpi sgt, %1, %c4 : index
// DYN-NEXT:       %3 = arith.select %2, %cst_3, %cst_4 : f32
// DYN-NEXT:       %4 = arith.cmpi sgt, %1, %c8 : index
// DYN-NEXT:       %5 = arith.select %4, %cst_2, %3 : f32
// DYN-NEXT:       %6 = arith.cmpi sgt, %1, %c16 : index
// DYN-NEXT:       %7 = arith.select %6, %cst_1, %5 : f32
// DYN-NEXT:       %8 = arith.cmpi sgt, %1, %c32 : index
// DYN-NEXT:       %9 = arith.select %8, %cst_0, %7 : f32
// DYN-NEXT:       %10 = arith.cmpi sgt, %1, %c64 : index
// DYN-NEXT:       %11 = arith.select %10, %cst, %9 : f32
// DYN-NEXT:       %12 = arith.index_cast %1 : index to i32
// DYN-NEXT:       %13 = arith.sitofp %12 : i32 to f32
// DYN-NEXT:       %14 = arith.mulf %11, %13 : f32
// DYN-NEXT:       %15 = arith.fptosi %14 : f32 to i32
// DYN-NEXT:       %16 = arith.index_cast %15 : i32 to index
// DYN-NEXT:       %17 = arith.maxsi %16, %c1 : index
// DYN-NEXT:       %18 = arith.ceildivsi %arg1, %17 : index
// DYN-NEXT:       %19 = arith.maxsi %18, %c1 : index
// DYN-NEXT:       %20 = arith.minsi %arg1, %19 : index
// DYN-NEXT:       %21 = arith.ceildivsi %arg1, %20 : index
// DYN-NEXT:       %22 = arith.cmpi eq, %21, %c1 : index
// DYN-NEXT:       scf.if %22 {
// DYN-NEXT:         func.call @parallel_compute_fn(%c0, %20, %arg1, %c0, %arg1, %c1, %arg0, %arg1) : (index, index, index, index, index, index, memref<?x?xf32>, index) -> ()
// DYN-NEXT:       } else {
// DYN-NEXT:         %23 = arith.subi %21, %c1 : index
// DYN-NEXT:         %24 = async.create_group %23 : !async.group
// DYN-NEXT:         func.call @async_dispatch_fn(%24, %c0, %21, %20, %arg1, %c0, %arg1, %c1, %arg0, %arg1) : (!async.group, index, index, index, index, index, index, index, memref<?x?xf32>, index) -> ()
// DYN-NEXT:         async.await_all %24
// DYN-NEXT:       }
// DYN-NEXT:     }
// DYN-NEXT:     return
// DYN-NEXT:   }
// DYN-NEXT:   func.func private @parallel_compute_fn(%arg0: index, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: memref<?x?xf32>, %arg7: index) {
// DYN-NEXT:     %cst = arith.constant 6.000000e-01 : f32
// DYN-NEXT:     %c64 = arith.constant 64 : index
// DYN-NEXT:     %cst_0 = arith.constant 8.000000e-01 : f32
// DYN-NEXT:     %c32 = arith.constant 32 : index
// DYN-NEXT:     %cst_1 = arith.constant 1.000000e+00 : f32
// DYN-NEXT:     %c16 = arith.constant 16 : index
// DYN-NEXT:     %cst_2 = arith.constant 2.000000e+00 : f32
// DYN-NEXT:     %c8 = arith.constant 8 : index
// DYN-NEXT:     %cst_3 = arith.constant 4.000000e+00 : f32
// DYN-NEXT:     %c4 = arith.constant 4 : index
// DYN-NEXT:     %cst_4 = arith.constant 8.000000e+00 : f32
// DYN-NEXT:     %c1 = arith.constant 1 : index
// DYN-NEXT:     %c0 = arith.constant 0 : index
// DYN-NEXT:     %0 = arith.muli %arg0, %arg1 : index
// DYN-NEXT:     %1 = arith.addi %0, %arg1 : index
// DYN-NEXT:     %2 = arith.minsi %1, %arg2 : index
// DYN-NEXT:     %3 = arith.subi %2, %c1 : index
// DYN-NEXT:     %4 = arith.remsi %0, %arg2 : index
// DYN-NEXT:     %5 = arith.remsi %3, %arg2 : index
// DYN-NEXT:     %6 = arith.addi %5, %c1 : index
// DYN-NEXT:     scf.for %arg8 = %4 to %6 step %c1 {
// DYN-NEXT:       %7 = arith.cmpi eq, %arg7, %c0 : index
// DYN-NEXT:       scf.if %7 {
// DYN-NEXT:       } else {
// DYN-NEXT:         %8 = async.runtime.num_worker_threads : index
// DYN-NEXT:         %9 = arith.cmpi sgt, %8, %c4 : index
// DYN-NEXT:         %10 = arith.select %9, %cst_3, %cst_4 : f32
// DYN-NEXT:         %11 = arith.cmpi sgt, %8, %c8 : index
// DYN-NEXT:         %12 = arith.select %11, %cst_2, %10 : f32
// DYN-NEXT:         %13 = arith.cmpi sgt, %8, %c16 : index
// DYN-NEXT:         %14 = arith.select %13, %cst_1, %12 : f32
// DYN-NEXT:         %15 = arith.cmpi sgt, %8, %c32 : index
// DYN-NEXT:         %16 = arith.select %15, %cst_0, %14 : f32
// DYN-NEXT:         %17 = arith.cmpi sgt, %8, %c64 : index
// DYN-NEXT:         %18 = arith.select %17, %cst, %16 : f32
// DYN-NEXT:         %19 = arith.index_cast %8 : index to i32
// DYN-NEXT:         %20 = arith.sitofp %19 : i32 to f32
// DYN-NEXT:         %21 = arith.mulf %18, %20 : f32
// DYN-NEXT:         %22 = arith.fptosi %21 : f32 to i32
// DYN-NEXT:         %23 = arith.index_cast %22 : i32 to index
// DYN-NEXT:         %24 = arith.maxsi %23, %c1 : index
// DYN-NEXT:         %25 = arith.ceildivsi %arg7, %24 : index
// DYN-NEXT:         %26 = arith.maxsi %25, %c1 : index
// DYN-NEXT:         %27 = arith.minsi %arg7, %26 : index
// DYN-NEXT:         %28 = arith.ceildivsi %arg7, %27 : index
// DYN-NEXT:         %29 = arith.cmpi eq, %28, %c1 : index
// DYN-NEXT:         scf.if %29 {
// DYN-NEXT:           func.call @parallel_compute_fn_0(%c0, %27, %arg7, %c0, %arg7, %c1, %arg6, %arg8) : (index, index, index, index, index, index, memref<?x?xf32>, index) -> ()
// DYN-NEXT:         } else {
// DYN-NEXT:           %30 = arith.subi %28, %c1 : index
// DYN-NEXT:           %31 = async.create_group %30 : !async.group
// DYN-NEXT:           func.call @async_dispatch_fn_0(%31, %c0, %28, %27, %arg7, %c0, %arg7, %c1, %arg6, %arg8) : (!async.group, index, index, index, index, index, index, index, memref<?x?xf32>, index) -> ()
// DYN-NEXT:           async.await_all %31
// DYN-NEXT:         }
// DYN-NEXT:       }
// DYN-NEXT:     }
// DYN-NEXT:     return
// DYN-NEXT:   }
// DYN-NEXT:   func.func private @async_dispatch_fn(%arg0: !async.group, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: index, %arg7: index, %arg8: memref<?x?xf32>, %arg9: index) {
// DYN-NEXT:     %c1 = arith.constant 1 : index
// DYN-NEXT:     %c2 = arith.constant 2 : index
// DYN-NEXT:     %0:2 = scf.while (%arg10 = %arg1, %arg11 = %arg2) : (index, index) -> (index, index) {
// DYN-NEXT:       %1 = arith.subi %arg11, %arg10 : index
// DYN-NEXT:       %2 = arith.cmpi sgt, %1, %c1 : index
// DYN-NEXT:       scf.condition(%2) %arg10, %arg11 : index, index
// DYN-NEXT:     } do {
// DYN-NEXT:     ^bb0(%arg10: index, %arg11: index):
// DYN-NEXT:       %1 = arith.subi %arg11, %arg10 : index
// DYN-NEXT:       %2 = arith.divsi %1, %c2 : index
// DYN-NEXT:       %3 = arith.addi %arg10, %2 : index
// DYN-NEXT:       %token = async.execute {
// DYN-NEXT:         func.call @async_dispatch_fn(%arg0, %3, %arg11, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9) : (!async.group, index, index, index, index, index, index, index, memref<?x?xf32>, index) -> ()
// DYN-NEXT:         async.yield
// DYN-NEXT:       }
// DYN-NEXT:       %4 = async.add_to_group %token, %arg0 : !async.token
// DYN-NEXT:       scf.yield %arg10, %3 : index, index
// DYN-NEXT:     }
// DYN-NEXT:     call @parallel_compute_fn(%arg1, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9) : (index, index, index, index, index, index, memref<?x?xf32>, index) -> ()
// DYN-NEXT:     return
// DYN-NEXT:   }
// DYN-NEXT:   func.func private @parallel_compute_fn_0(%arg0: index, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: memref<?x?xf32>, %arg7: index) {
// DYN-NEXT:     %cst = arith.constant 1.000000e+00 : f32
// DYN-NEXT:     %c1 = arith.constant 1 : index
// DYN-NEXT:     %0 = arith.muli %arg0, %arg1 : index
// DYN-NEXT:     %1 = arith.addi %0, %arg1 : index
// DYN-NEXT:     %2 = arith.minsi %1, %arg2 : index
// DYN-NEXT:     %3 = arith.subi %2, %c1 : index
// DYN-NEXT:     %4 = arith.remsi %0, %arg2 : index
// DYN-NEXT:     %5 = arith.remsi %3, %arg2 : index
// DYN-NEXT:     %6 = arith.addi %5, %c1 : index
// DYN-NEXT:     scf.for %arg8 = %4 to %6 step %c1 {
// DYN-NEXT:       memref.store %cst, %arg6[%arg7, %arg8] : memref<?x?xf32>
// DYN-NEXT:     }
// DYN-NEXT:     return
// DYN-NEXT:   }
// DYN-NEXT:   func.func private @async_dispatch_fn_0(%arg0: !async.group, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: index, %arg7: index, %arg8: memref<?x?xf32>, %arg9: index) {
// DYN-NEXT:     %c1 = arith.constant 1 : index
// DYN-NEXT:     %c2 = arith.constant 2 : index
// DYN-NEXT:     %0:2 = scf.while (%arg10 = %arg1, %arg11 = %arg2) : (index, index) -> (index, index) {
// DYN-NEXT:       %1 = arith.subi %arg11, %arg10 : index
// DYN-NEXT:       %2 = arith.cmpi sgt, %1, %c1 : index
// DYN-NEXT:       scf.condition(%2) %arg10, %arg11 : index, index
// DYN-NEXT:     } do {
// DYN-NEXT:     ^bb0(%arg10: index, %arg11: index):
// DYN-NEXT:       %1 = arith.subi %arg11, %arg10 : index
// DYN-NEXT:       %2 = arith.divsi %1, %c2 : index
// DYN-NEXT:       %3 = arith.addi %arg10, %2 : index
// DYN-NEXT:       %token = async.execute {
// DYN-NEXT:         func.call @async_dispatch_fn_0(%arg0, %3, %arg11, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9) : (!async.group, index, index, index, index, index, index, index, memref<?x?xf32>, index) -> ()
// DYN-NEXT:         async.yield
// DYN-NEXT:       }
// DYN-NEXT:       %4 = async.add_to_group %token, %arg0 : !async.token
// DYN-NEXT:       scf.yield %arg10, %3 : index, index
// DYN-NEXT:     }
// DYN-NEXT:     call @parallel_compute_fn_0(%arg1, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9) : (index, index, index, index, index, index, memref<?x?xf32>, index) -> ()
// DYN-NEXT:     return
// DYN-NEXT:   }
// DYN-NEXT: }

func.func @parallel_in_parallel(%buf: memref<?x?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    scf.parallel (%j) = (%c0) to (%n) step (%c1) {
      %v = arith.constant 1.0 : f32
      memref.store %v, %buf[%i, %j] : memref<?x?xf32>
    }
  }
  return
}

// -----

// No parallel loop: the pass still folds (and erases dead code) as upstream's greedy
// driver does.

// CHECK: {{^//}} -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @folds_only(%arg0: index, %arg1: index) -> (index, index, index, i1) {
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c6 = arith.constant 6 : index
// CHECK-NEXT:     %0 = arith.muli %arg1, %c6 : index
// CHECK-NEXT:     %1 = arith.addi %arg0, %c6 : index
// CHECK-NEXT:     return %1, %0, %c0, %true : index, index, index, i1
// CHECK-NEXT:   }
// CHECK-NEXT: }

// SEQ: {{^//}} -----
// SEQ-NEXT: module {
// SEQ-NEXT:   func.func @folds_only(%arg0: index, %arg1: index) -> (index, index, index, i1) {
// SEQ-NEXT:     %true = arith.constant true
// SEQ-NEXT:     %c0 = arith.constant 0 : index
// SEQ-NEXT:     %c6 = arith.constant 6 : index
// SEQ-NEXT:     %0 = arith.muli %arg1, %c6 : index
// SEQ-NEXT:     %1 = arith.addi %arg0, %c6 : index
// SEQ-NEXT:     return %1, %0, %c0, %true : index, index, index, i1
// SEQ-NEXT:   }
// SEQ-NEXT: }

// DYN: {{^//}} -----
// DYN-NEXT: module {
// DYN-NEXT:   func.func @folds_only(%arg0: index, %arg1: index) -> (index, index, index, i1) {
// DYN-NEXT:     %true = arith.constant true
// DYN-NEXT:     %c0 = arith.constant 0 : index
// DYN-NEXT:     %c6 = arith.constant 6 : index
// DYN-NEXT:     %0 = arith.muli %arg1, %c6 : index
// DYN-NEXT:     %1 = arith.addi %arg0, %c6 : index
// DYN-NEXT:     return %1, %0, %c0, %true : index, index, index, i1
// DYN-NEXT:   }
// DYN-NEXT: }

func.func @folds_only(%x: index, %y: index) -> (index, index, index, i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c6 = arith.constant 6 : index
  %a = arith.addi %x, %c0 : index
  %b = arith.muli %c6, %y : index
  %d = arith.subi %x, %x : index
  %e = arith.cmpi sle, %y, %y : index
  %unused = arith.addi %x, %y : index
  %q = arith.ceildivsi %c6, %c1 : index
  %r = arith.addi %a, %q : index
  return %r, %b, %d, %e : index, index, index, i1
}
