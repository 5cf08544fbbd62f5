// async-parallel-for (LLVM 22 syntax): scf.parallel loops become compute functions and
// async dispatch, folded by the greedy driver as mlir-opt-22 folds them. The checks are what
// mlir-opt-22 prints, byte for byte; the same lines check async-opt.

// A one-dimensional loop with dynamic bounds and step.


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
