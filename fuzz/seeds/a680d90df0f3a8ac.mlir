// A static inner dimension of 16 iterations: the block size is aligned to it in a second
// compute function whose inner loop runs from 0 to 16.


// SEQ: {{^//}} -----
// SEQ-NEXT: module {
// SEQ-NEXT:   func @aligned_inner(%arg0: index, %arg1: memref<?x16xi32>) {
// SEQ-NEXT:     %c0 = arith.constant 0 : index
// SEQ-NEXT:     %c1 = arith.constant 1 : index
// SEQ-NEXT:     %c16 = arith.constant 16 : index
// SEQ-NEXT:     %c1000 = arith.constant 1000 : index
// SEQ-NEXT:     %c32 = arith.constant 32 : index
// SEQ-NEXT:     %c512 = arith.constant 512 : index
// SEQ-NEXT:     %0 = arith.muli %arg0, %c16 : index
// SEQ-NEXT:     %1 = arith.cmpi eq, %0, %c0 : index
// SEQ-NEXT:     scf.if %1 {
// SEQ-NEXT:     } else {
// SEQ-NEXT:       %2 = arith.ceildivsi %0, %c32 : index
// SEQ-NEXT:       %3 = arith.maxsi %2, %c1000 : index
// SEQ-NEXT:       %4 = arith.minsi %0, %3 : index
// SEQ-NEXT:       %5 = arith.ceildivsi %0, %4 : index
// SEQ-NEXT:       %6 = arith.cmpi sge, %4, %c512 : index
// SEQ-NEXT:       scf.if %6 {
// SEQ-NEXT:         %7 = arith.ceildivsi %4, %c16 : index
// SEQ-NEXT:         %8 = arith.muli %7, %c16 : index
// SEQ-NEXT:         %9 = arith.subi %5, %c1 : index
// SEQ-NEXT:         %10 = async.create_group %9 : !async.group
// SEQ-NEXT:         scf.for %arg2 = %c1 to %5 step %c1 {
// SEQ-NEXT:           %token = async.execute {
// SEQ-NEXT:             call @parallel_compute_fn_with_aligned_loops(%arg2, %8, %arg0, %c16, %c0, %c0, %arg0, %c16, %c1, %c1, %arg1) : (index, index, index, index, index, index, index, index, index, index, memref<?x16xi32>) -> ()
// SEQ-NEXT:             async.yield
// SEQ-NEXT:           }
// SEQ-NEXT:           %11 = async.add_to_group %token, %10 : !async.token
// SEQ-NEXT:         }
// SEQ-NEXT:         call @parallel_compute_fn_with_aligned_loops(%c0, %8, %arg0, %c16, %c0, %c0, %arg0, %c16, %c1, %c1, %arg1) : (index, index, index, index, index, index, index, index, index, index, memref<?x16xi32>) -> ()
// SEQ-NEXT:         async.await_all %10
// SEQ-NEXT:       } else {
// SEQ-NEXT:         %7 = arith.subi %5, %c1 : index
// SEQ-NEXT:         %8 = async.create_group %7 : !async.group
// SEQ-NEXT:         scf.for %arg2 = %c1 to %5 step %c1 {
// SEQ-NEXT:           %token = async.execute {
// SEQ-NEXT:             call @parallel_compute_fn(%arg2, %4, %arg0, %c16, %c0, %c0, %arg0, %c16, %c1, %c1, %arg1) : (index, index, index, index, index, index, index, index, index, index, memref<?x16xi32>) -> ()
// SEQ-NEXT:             async.yield
// SEQ-NEXT:           }
// SEQ-NEXT:           %9 = async.add_to_group %token, %8 : !async.token
// SEQ-NEXT:         }
// SEQ-NEXT:         call @parallel_compute_fn(%c0, %4, %arg0, %c16, %c0, %c0, %arg0, %c16, %c1, %c1, %arg1) : (index, index, index, index, index, index, index, index, index, index, memref<?x16xi32>) -> ()
// SEQ-NEXT:         async.await_all %8
// SEQ-NEXT:       }
// SEQ-NEXT:     }
// SEQ-NEXT:     return
// SEQ-NEXT:   }
// SEQ-NEXT:   func private @parallel_compute_fn(%arg0: index, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: index, %arg7: index, %arg8: index, %arg9: index, %arg10: memref<?x16xi32>) {
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
// SEQ-NEXT:       %15 = select %13, %5, %c0 : index
// SEQ-NEXT:       %16 = select %14, %12, %c16 : index
// SEQ-NEXT:       scf.for %arg12 = %15 to %16 step %c1 {
// SEQ-NEXT:         %17 = arith.index_cast %arg12 : index to i32
// SEQ-NEXT:         memref.store %17, %arg10[%arg11, %arg12] : memref<?x16xi32>
// SEQ-NEXT:       }
// SEQ-NEXT:     }
// SEQ-NEXT:     return
// SEQ-NEXT:   }
// SEQ-NEXT:   func private @parallel_compute_fn_with_aligned_loops(%arg0: index, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: index, %arg7: index, %arg8: index, %arg9: index, %arg10: memref<?x16xi32>) {
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
// SEQ-NEXT: }

// DYN: {{^//}} -----
// DYN-NEXT: module {
// DYN-NEXT:   func @aligned_inner(%arg0: index, %arg1: memref<?x16xi32>) {
// DYN-NEXT:     %c0 = arith.constant 0 : index
// DYN-NEXT:     %c1 = arith.constant 1 : index
// DYN-NEXT:     %c16 = arith.constant 16 : index
// DYN-NEXT:     %cst = arith.constant 8.000000e+00 : f32
// DYN-NEXT:     %c4 = arith.constant 4 : index
// DYN-NEXT:     %cst_0 = arith.constant 4.000000e+00 : f32
// DYN-NEXT:     %c8 = arith.constant 8 : index
// DYN-NEXT:     %cst_1 = arith.constant 2.000000e+00 : f32
// DYN-NEXT:     %cst_2 = arith.constant 1.000000e+00 : f32
// DYN-NEXT:     %c32 = arith.constant 32 : index
// DYN-NEXT:     %cst_3 = arith.constant 8.000000e-01 : f32
// DYN-NEXT:     %c64 = arith.constant 64 : index
// DYN-NEXT:     %cst_4 = arith.constant 6.000000e-01 : f32
// DYN-NEXT:     %c512 = arith.constant 512 : index
// DYN-NEXT:     %0 = arith.muli %arg0, %c16 : index
// DYN-NEXT:     %1 = arith.cmpi eq, %0, %c0 : index
// DYN-NEXT:     scf.if %1 {
// DYN-NEXT:     } else {
// DYN-NEXT:       %2 = async.runtime.num_worker_threads : index
// DYN-NEXT:       %3 = arith.cmpi sgt, %2, %c4 : index
// DYN-NEXT:       %4 = select %3, %cst_0, %cst : f32
// DYN-NEXT:       %5 = arith.cmpi sgt, %2, %c8 : index
// DYN-NEXT:       %6 = select %5, %cst_1, %4 : f32
// DYN-NEXT:       %7 = arith.cmpi sgt, %2, %c16 : index
// DYN-NEXT:       %8 = select %7, %cst_2, %6 : f32
// DYN-NEXT:       %9 = arith.cmpi sgt, %2, %c32 : index
// DYN-NEXT:       %10 = select %9, %cst_3, %8 : f32
// DYN-NEXT:       %11 = arith.cmpi sgt, %2, %c64 : index
// DYN-NEXT:       %12 = select %11, %cst_4, %10 : f32
// DYN-NEXT:       %13 = arith.index_cast %2 : index to i32
// DYN-NEXT:       %14 = arith.sitofp %13 : i32 to f32
// DYN-NEXT:       %15 = arith.mulf %12, %14 : f32
// DYN-NEXT:       %16 = arith.fptosi %15 : f32 to i32
// DYN-NEXT:       %17 = arith.index_cast %16 : i32 to index
// DYN-NEXT:       %18 = arith.maxsi %c1, %17 : index
// DYN-NEXT:       %19 = arith.ceildivsi %0, %18 : index
// DYN-NEXT:       %20 = arith.maxsi %19, %c1 : index
// DYN-NEXT:       %21 = arith.minsi %0, %20 : index
// DYN-NEXT:       %22 = arith.ceildivsi %0, %21 : index
// DYN-NEXT:       %23 = arith.cmpi sge, %21, %c512 : index
// DYN-NEXT:       scf.if %23 {
// DYN-NEXT:         %24 = arith.ceildivsi %21, %c16 : index
// DYN-NEXT:         %25 = arith.muli %24, %c16 : index
// DYN-NEXT:         %26 = arith.cmpi eq, %22, %c1 : index
// DYN-NEXT:         scf.if %26 {
// DYN-NEXT:           call @parallel_compute_fn_with_aligned_loops(%c0, %25, %arg0, %c16, %c0, %c0, %arg0, %c16, %c1, %c1, %arg1) : (index, index, index, index, index, index, index, index, index, index, memref<?x16xi32>) -> ()
// DYN-NEXT:         } else {
// DYN-NEXT:           %27 = arith.subi %22, %c1 : index
// DYN-NEXT:           %28 = async.create_group %27 : !async.group
// DYN-NEXT:           call @async_dispatch_fn(%28, %c0, %22, %25, %arg0, %c16, %c0, %c0, %arg0, %c16, %c1, %c1, %arg1) : (!async.group, index, index, index, index, index, index, index, index, index, index, index, memref<?x16xi32>) -> ()
// DYN-NEXT:           async.await_all %28
// DYN-NEXT:         }
// DYN-NEXT:       } else {
// DYN-NEXT:         %24 = arith.cmpi eq, %22, %c1 : index
// DYN-NEXT:         scf.if %24 {
// DYN-NEXT:           call @parallel_compute_fn(%c0, %21, %arg0, %c16, %c0, %c0, %arg0, %c16, %c1, %c1, %arg1) : (index, index, index, index, index, index, index, index, index, index, memref<?x16xi32>) -> ()
// DYN-NEXT:         } else {
// DYN-NEXT:           %25 = arith.subi %22, %c1 : index
// DYN-NEXT:           %26 = async.create_group %25 : !async.group
// DYN-NEXT:           call @async_dispatch_fn_0(%26, %c0, %22, %21, %arg0, %c16, %c0, %c0, %arg0, %c16, %c1, %c1, %arg1) : (!async.group, index, index, index, index, index, index, index, index, index, index, index, memref<?x16xi32>) -> ()
// DYN-NEXT:           async.await_all %26
// DYN-NEXT:         }
// DYN-NEXT:       }
// DYN-NEXT:     }
// DYN-NEXT:     return
// DYN-NEXT:   }
// DYN-NEXT:   func private @parallel_compute_fn(%arg0: index, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: index, %arg7: index, %arg8: index, %arg9: index, %arg10: memref<?x16xi32>) {
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
// DYN-NEXT:       %15 = select %13, %5, %c0 : index
// DYN-NEXT:       %16 = select %14, %12, %c16 : index
// DYN-NEXT:       scf.for %arg12 = %15 to %16 step %c1 {
// DYN-NEXT:         %17 = arith.index_cast %arg12 : index to i32
// DYN-NEXT:         memref.store %17, %arg10[%arg11, %arg12] : memref<?x16xi32>
// DYN-NEXT:       }
// DYN-NEXT:     }
// DYN-NEXT:     return
// DYN-NEXT:   }
// DYN-NEXT:   func private @parallel_compute_fn_with_aligned_loops(%arg0: index, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: index, %arg7: index, %arg8: index, %arg9: index, %arg10: memref<?x16xi32>) {
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
// DYN-NEXT:   func private @async_dispatch_fn(%arg0: !async.group, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: index, %arg7: index, %arg8: index, %arg9: index, %arg10: index, %arg11: index, %arg12: memref<?x16xi32>) {
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
// DYN-NEXT:         call @async_dispatch_fn(%arg0, %3, %arg14, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %arg10, %arg11, %arg12) : (!async.group, index, index, index, index, index, index, index, index, index, index, index, memref<?x16xi32>) -> ()
// DYN-NEXT:         async.yield
// DYN-NEXT:       }
// DYN-NEXT:       %4 = async.add_to_group %token, %arg0 : !async.token
// DYN-NEXT:       scf.yield %arg13, %3 : index, index
// DYN-NEXT:     }
// DYN-NEXT:     call @parallel_compute_fn_with_aligned_loops(%arg1, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %arg10, %arg11, %arg12) : (index, index, index, index, index, index, index, index, index, index, memref<?x16xi32>) -> ()
// DYN-NEXT:     return
// DYN-NEXT:   }
// DYN-NEXT:   func private @async_dispatch_fn_0(%arg0: !async.group, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: index, %arg7: index, %arg8: index, %arg9: index, %arg10: index, %arg11: index, %arg12: memref<?x16xi32>) {
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
// DYN-NEXT:         call @async_dispatch_fn_0(%arg0, %3, %arg14, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %arg10, %arg11, %arg12) : (!async.group, index, index, index, index, index, index, index, index, index, index, index, memref<?x16xi32>) -> ()
// DYN-NEXT:         async.yield
// DYN-NEXT:       }
// DYN-NEXT:       %4 = async.add_to_group %token, %arg0 : !async.token
// DYN-NEXT:       scf.yield %arg13, %3 : index, index
// DYN-NEXT:     }
// DYN-NEXT:     call @parallel_compute_fn(%arg1, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %arg10, %arg11, %arg12) : (index, index, index, index, index, index, index, index, index, index, memref<?x16xi32>) -> ()
// DYN-NEXT:     return
// DYN-NEXT:   }
// DYN-NEXT: }

func @aligned_inner(%ub: index, %out: memref<?x16xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  scf.parallel (%i, %j) = (%c0, %c0) to (%ub, %c16) step (%c1, %c1) {
    %x = arith.index_cast %j : index to i32
    memref.store %x, %out[%i, %j] : memref<?x16xi32>
  }
  return
}
