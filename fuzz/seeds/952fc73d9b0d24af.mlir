// Two dimensions; a constant from outside the loop is cloned into the compute function.


// SEQ: {{^//}} -----
// SEQ-NEXT: module {
// SEQ-NEXT:   func @dynamic_2d(%arg0: index, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: memref<?x?xf32>) {
// SEQ-NEXT:     %c1000 = arith.constant 1000 : index
// SEQ-NEXT:     %c0 = arith.constant 0 : index
// SEQ-NEXT:     %c32 = arith.constant 32 : index
// SEQ-NEXT:     %c1 = arith.constant 1 : index
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
// SEQ-NEXT:           call @parallel_compute_fn(%arg7, %8, %1, %3, %arg0, %arg3, %arg1, %arg4, %arg2, %arg5, %arg6) : (index, index, index, index, index, index, index, index, index, index, memref<?x?xf32>) -> ()
// SEQ-NEXT:           async.yield
// SEQ-NEXT:         }
// SEQ-NEXT:         %12 = async.add_to_group %token, %11 : !async.token
// SEQ-NEXT:       }
// SEQ-NEXT:       call @parallel_compute_fn(%c0, %8, %1, %3, %arg0, %arg3, %arg1, %arg4, %arg2, %arg5, %arg6) : (index, index, index, index, index, index, index, index, index, index, memref<?x?xf32>) -> ()
// SEQ-NEXT:       async.await_all %11
// SEQ-NEXT:     }
// SEQ-NEXT:     return
// SEQ-NEXT:   }
// SEQ-NEXT:   func private @parallel_compute_fn(%arg0: index, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: index, %arg7: index, %arg8: index, %arg9: index, %arg10: memref<?x?xf32>) {
// SEQ-NEXT:     %c0 = arith.constant 0 : index
// SEQ-NEXT:     %c1 = arith.constant 1 : index
// SEQ-NEXT:     %cst = arith.constant 2.500000e+00 : f32
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
// SEQ-NEXT:       %17 = select %15, %5, %c0 : index
// SEQ-NEXT:       %18 = select %16, %12, %arg3 : index
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
// DYN-NEXT:   func @dynamic_2d(%arg0: index, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: memref<?x?xf32>) {
// DYN-NEXT:     %c1 = arith.constant 1 : index
// DYN-NEXT:     %c0 = arith.constant 0 : index
// DYN-NEXT:     %cst = arith.constant 8.000000e+00 : f32
// DYN-NEXT:     %c4 = arith.constant 4 : index
// DYN-NEXT:     %cst_0 = arith.constant 4.000000e+00 : f32
// DYN-NEXT:     %c8 = arith.constant 8 : index
// DYN-NEXT:     %cst_1 = arith.constant 2.000000e+00 : f32
// DYN-NEXT:     %c16 = arith.constant 16 : index
// DYN-NEXT:     %cst_2 = arith.constant 1.000000e+00 : f32
// DYN-NEXT:     %c32 = arith.constant 32 : index
// DYN-NEXT:     %cst_3 = arith.constant 8.000000e-01 : f32
// DYN-NEXT:     %c64 = arith.constant 64 : index
// DYN-NEXT:     %cst_4 = arith.constant 6.000000e-01 : f32
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
// DYN-NEXT:       %8 = select %7, %cst_0, %cst : f32
// DYN-NEXT:       %9 = arith.cmpi sgt, %6, %c8 : index
// DYN-NEXT:       %10 = select %9, %cst_1, %8 : f32
// DYN-NEXT:       %11 = arith.cmpi sgt, %6, %c16 : index
// DYN-NEXT:       %12 = select %11, %cst_2, %10 : f32
// DYN-NEXT:       %13 = arith.cmpi sgt, %6, %c32 : index
// DYN-NEXT:       %14 = select %13, %cst_3, %12 : f32
// DYN-NEXT:       %15 = arith.cmpi sgt, %6, %c64 : index
// DYN-NEXT:       %16 = select %15, %cst_4, %14 : f32
// DYN-NEXT:       %17 = arith.index_cast %6 : index to i32
// DYN-NEXT:       %18 = arith.sitofp %17 : i32 to f32
// DYN-NEXT:       %19 = arith.mulf %16, %18 : f32
// DYN-NEXT:       %20 = arith.fptosi %19 : f32 to i32
// DYN-NEXT:       %21 = arith.index_cast %20 : i32 to index
// DYN-NEXT:       %22 = arith.maxsi %c1, %21 : index
// DYN-NEXT:       %23 = arith.ceildivsi %4, %22 : index
// DYN-NEXT:       %24 = arith.maxsi %23, %c1 : index
// DYN-NEXT:       %25 = arith.minsi %4, %24 : index
// DYN-NEXT:       %26 = arith.ceildivsi %4, %25 : index
// DYN-NEXT:       %27 = arith.cmpi eq, %26, %c1 : index
// DYN-NEXT:       scf.if %27 {
// DYN-NEXT:         call @parallel_compute_fn(%c0, %25, %1, %3, %arg0, %arg3, %arg1, %arg4, %arg2, %arg5, %arg6) : (index, index, index, index, index, index, index, index, index, index, memref<?x?xf32>) -> ()
// DYN-NEXT:       } else {
// DYN-NEXT:         %28 = arith.subi %26, %c1 : index
// DYN-NEXT:         %29 = async.create_group %28 : !async.group
// DYN-NEXT:         call @async_dispatch_fn(%29, %c0, %26, %25, %1, %3, %arg0, %arg3, %arg1, %arg4, %arg2, %arg5, %arg6) : (!async.group, index, index, index, index, index, index, index, index, index, index, index, memref<?x?xf32>) -> ()
// DYN-NEXT:         async.await_all %29
// DYN-NEXT:       }
// DYN-NEXT:     }
// DYN-NEXT:     return
// DYN-NEXT:   }
// DYN-NEXT:   func private @parallel_compute_fn(%arg0: index, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: index, %arg7: index, %arg8: index, %arg9: index, %arg10: memref<?x?xf32>) {
// DYN-NEXT:     %c0 = arith.constant 0 : index
// DYN-NEXT:     %c1 = arith.constant 1 : index
// DYN-NEXT:     %cst = arith.constant 2.500000e+00 : f32
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
// DYN-NEXT:       %17 = select %15, %5, %c0 : index
// DYN-NEXT:       %18 = select %16, %12, %arg3 : index
// DYN-NEXT:       scf.for %arg12 = %17 to %18 step %c1 {
// DYN-NEXT:         %19 = arith.muli %arg12, %arg9 : index
// DYN-NEXT:         %20 = arith.addi %arg5, %19 : index
// DYN-NEXT:         memref.store %cst, %arg10[%14, %20] : memref<?x?xf32>
// DYN-NEXT:       }
// DYN-NEXT:     }
// DYN-NEXT:     return
// DYN-NEXT:   }
// DYN-NEXT:   func private @async_dispatch_fn(%arg0: !async.group, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: index, %arg7: index, %arg8: index, %arg9: index, %arg10: index, %arg11: index, %arg12: memref<?x?xf32>) {
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
// DYN-NEXT:         call @async_dispatch_fn(%arg0, %3, %arg14, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %arg10, %arg11, %arg12) : (!async.group, index, index, index, index, index, index, index, index, index, index, index, memref<?x?xf32>) -> ()
// DYN-NEXT:         async.yield
// DYN-NEXT:       }
// DYN-NEXT:       %4 = async.add_to_group %token, %arg0 : !async.token
// DYN-NEXT:       scf.yield %arg13, %3 : index, index
// DYN-NEXT:     }
// DYN-NEXT:     call @parallel_compute_fn(%arg1, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %arg10, %arg11, %arg12) : (index, index, index, index, index, index, index, index, index, index, memref<?x?xf32>) -> ()
// DYN-NEXT:     return
// DYN-NEXT:   }
// DYN-NEXT: }

func @dynamic_2d(%lb0: index, %ub0: index, %s0: index, %lb1: index, %ub1: index, %s1: index,
                      %out: memref<?x?xf32>) {
  %v = arith.constant 2.5 : f32
  scf.parallel (%i, %j) = (%lb0, %lb1) to (%ub0, %ub1) step (%s0, %s1) {
    memref.store %v, %out[%i, %j] : memref<?x?xf32>
  }
  return
}
