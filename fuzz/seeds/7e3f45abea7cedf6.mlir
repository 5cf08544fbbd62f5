// A parallel loop nested in another: both are rewritten.


// SEQ: {{^//}} -----
// SEQ-NEXT: module {
// SEQ-NEXT:   func @parallel_in_parallel(%arg0: memref<?x?xf32>, %arg1: index) {
// SEQ-NEXT:     %c0 = arith.constant 0 : index
// SEQ-NEXT:     %c1 = arith.constant 1 : index
// SEQ-NEXT:     %c1000 = arith.constant 1000 : index
// SEQ-NEXT:     %c32 = arith.constant 32 : index
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
// SEQ-NEXT:           call @parallel_compute_fn(%arg2, %3, %arg1, %c0, %arg1, %c1, %arg0, %arg1) : (index, index, index, index, index, index, memref<?x?xf32>, index) -> ()
// SEQ-NEXT:           async.yield
// SEQ-NEXT:         }
// SEQ-NEXT:         %7 = async.add_to_group %token, %6 : !async.token
// SEQ-NEXT:       }
// SEQ-NEXT:       call @parallel_compute_fn(%c0, %3, %arg1, %c0, %arg1, %c1, %arg0, %arg1) : (index, index, index, index, index, index, memref<?x?xf32>, index) -> ()
// SEQ-NEXT:       async.await_all %6
// SEQ-NEXT:     }
// SEQ-NEXT:     return
// SEQ-NEXT:   }
// SEQ-NEXT:   func private @parallel_compute_fn(%arg0: index, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: memref<?x?xf32>, %arg7: index) {
// SEQ-NEXT:     %c1 = arith.constant 1 : index
// SEQ-NEXT:     %c1000 = arith.constant 1000 : index
// SEQ-NEXT:     %c32 = arith.constant 32 : index
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
// SEQ-NEXT:             call @parallel_compute_fn_0(%arg9, %10, %arg7, %c0, %arg7, %c1, %arg6, %arg8) : (index, index, index, index, index, index, memref<?x?xf32>, index) -> ()
// SEQ-NEXT:             async.yield
// SEQ-NEXT:           }
// SEQ-NEXT:           %14 = async.add_to_group %token, %13 : !async.token
// SEQ-NEXT:         }
// SEQ-NEXT:         call @parallel_compute_fn_0(%c0, %10, %arg7, %c0, %arg7, %c1, %arg6, %arg8) : (index, index, index, index, index, index, memref<?x?xf32>, index) -> ()
// SEQ-NEXT:         async.await_all %13
// SEQ-NEXT:       }
// SEQ-NEXT:     }
// SEQ-NEXT:     return
// SEQ-NEXT:   }
// SEQ-NEXT:   func private @parallel_compute_fn_0(%arg0: index, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: memref<?x?xf32>, %arg7: index) {
// SEQ-NEXT:     %c1 = arith.constant 1 : index
// SEQ-NEXT:     %cst = arith.constant 1.000000e+00 : f32
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
// DYN-NEXT:   func @parallel_in_parallel(%arg0: memref<?x?xf32>, %arg1: index) {
// DYN-NEXT:     %c0 = arith.constant 0 : index
// DYN-NEXT:     %c1 = arith.constant 1 : index
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
// DYN-NEXT:     %0 = arith.cmpi eq, %arg1, %c0 : index
// DYN-NEXT:     scf.if %0 {
// DYN-NEXT:     } else {
// DYN-NEXT:       %1 = async.runtime.num_worker_threads : index
// DYN-NEXT:       %2 = arith.cmpi sgt, %1, %c4 : index
// DYN-NEXT:       %3 = select %2, %cst_0, %cst : f32
// DYN-NEXT:       %4 = arith.cmpi sgt, %1, %c8 : index
// DYN-NEXT:       %5 = select %4, %cst_1, %3 : f32
// DYN-NEXT:       %6 = arith.cmpi sgt, %1, %c16 : index
// DYN-NEXT:       %7 = select %6, %cst_2, %5 : f32
// DYN-NEXT:       %8 = arith.cmpi sgt, %1, %c32 : index
// DYN-NEXT:       %9 = select %8, %cst_3, %7 : f32
// DYN-NEXT:       %10 = arith.cmpi sgt, %1, %c64 : index
// DYN-NEXT:       %11 = select %10, %cst_4, %9 : f32
// DYN-NEXT:       %12 = arith.index_cast %1 : index to i32
// DYN-NEXT:       %13 = arith.sitofp %12 : i32 to f32
// DYN-NEXT:       %14 = arith.mulf %11, %13 : f32
// DYN-NEXT:       %15 = arith.fptosi %14 : f32 to i32
// DYN-NEXT:       %16 = arith.index_cast %15 : i32 to index
// DYN-NEXT:       %17 = arith.maxsi %c1, %16 : index
// DYN-NEXT:       %18 = arith.ceildivsi %arg1, %17 : index
// DYN-NEXT:       %19 = arith.maxsi %18, %c1 : index
// DYN-NEXT:       %20 = arith.minsi %arg1, %19 : index
// DYN-NEXT:       %21 = arith.ceildivsi %arg1, %20 : index
// DYN-NEXT:       %22 = arith.cmpi eq, %21, %c1 : index
// DYN-NEXT:       scf.if %22 {
// DYN-NEXT:         call @parallel_compute_fn(%c0, %20, %arg1, %c0, %arg1, %c1, %arg0, %arg1) : (index, index, index, index, index, index, memref<?x?xf32>, index) -> ()
// DYN-NEXT:       } else {
// DYN-NEXT:         %23 = arith.subi %21, %c1 : index
// DYN-NEXT:         %24 = async.create_group %23 : !async.group
// DYN-NEXT:         call @async_dispatch_fn(%24, %c0, %21, %20, %arg1, %c0, %arg1, %c1, %arg0, %arg1) : (!async.group, index, index, index, index, index, index, index, memref<?x?xf32>, index) -> ()
// DYN-NEXT:         async.await_all %24
// DYN-NEXT:       }
// DYN-NEXT:     }
// DYN-NEXT:     return
// DYN-NEXT:   }
// DYN-NEXT:   func private @parallel_compute_fn(%arg0: index, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: memref<?x?xf32>, %arg7: index) {
// DYN-NEXT:     %c1 = arith.constant 1 : index
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
// DYN-NEXT:         %10 = select %9, %cst_0, %cst : f32
// DYN-NEXT:         %11 = arith.cmpi sgt, %8, %c8 : index
// DYN-NEXT:         %12 = select %11, %cst_1, %10 : f32
// DYN-NEXT:         %13 = arith.cmpi sgt, %8, %c16 : index
// DYN-NEXT:         %14 = select %13, %cst_2, %12 : f32
// DYN-NEXT:         %15 = arith.cmpi sgt, %8, %c32 : index
// DYN-NEXT:         %16 = select %15, %cst_3, %14 : f32
// DYN-NEXT:         %17 = arith.cmpi sgt, %8, %c64 : index
// DYN-NEXT:         %18 = select %17, %cst_4, %16 : f32
// DYN-NEXT:         %19 = arith.index_cast %8 : index to i32
// DYN-NEXT:         %20 = arith.sitofp %19 : i32 to f32
// DYN-NEXT:         %21 = arith.mulf %18, %20 : f32
// DYN-NEXT:         %22 = arith.fptosi %21 : f32 to i32
// DYN-NEXT:         %23 = arith.index_cast %22 : i32 to index
// DYN-NEXT:         %24 = arith.maxsi %c1, %23 : index
// DYN-NEXT:         %25 = arith.ceildivsi %arg7, %24 : index
// DYN-NEXT:         %26 = arith.maxsi %25, %c1 : index
// DYN-NEXT:         %27 = arith.minsi %arg7, %26 : index
// DYN-NEXT:         %28 = arith.ceildivsi %arg7, %27 : index
// DYN-NEXT:         %29 = arith.cmpi eq, %28, %c1 : index
// DYN-NEXT:         scf.if %29 {
// DYN-NEXT:           call @parallel_compute_fn_0(%c0, %27, %arg7, %c0, %arg7, %c1, %arg6, %arg8) : (index, index, index, index, index, index, memref<?x?xf32>, index) -> ()
// DYN-NEXT:         } else {
// DYN-NEXT:           %30 = arith.subi %28, %c1 : index
// DYN-NEXT:           %31 = async.create_group %30 : !async.group
// DYN-NEXT:           call @async_dispatch_fn_0(%31, %c0, %28, %27, %arg7, %c0, %arg7, %c1, %arg6, %arg8) : (!async.group, index, index, index, index, index, index, index, memref<?x?xf32>, index) -> ()
// DYN-NEXT:           async.await_all %31
// DYN-NEXT:         }
// DYN-NEXT:       }
// DYN-NEXT:     }
// DYN-NEXT:     return
// DYN-NEXT:   }
// DYN-NEXT:   func private @async_dispatch_fn(%arg0: !async.group, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: index, %arg7: index, %arg8: memref<?x?xf32>, %arg9: index) {
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
// DYN-NEXT:         call @async_dispatch_fn(%arg0, %3, %arg11, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9) : (!async.group, index, index, index, index, index, index, index, memref<?x?xf32>, index) -> ()
// DYN-NEXT:         async.yield
// DYN-NEXT:       }
// DYN-NEXT:       %4 = async.add_to_group %token, %arg0 : !async.token
// DYN-NEXT:       scf.yield %arg10, %3 : index, index
// DYN-NEXT:     }
// DYN-NEXT:     call @parallel_compute_fn(%arg1, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9) : (index, index, index, index, index, index, memref<?x?xf32>, index) -> ()
// DYN-NEXT:     return
// DYN-NEXT:   }
// DYN-NEXT:   func private @parallel_compute_fn_0(%arg0: index, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: memref<?x?xf32>, %arg7: index) {
// DYN-NEXT:     %c1 = arith.constant 1 : index
// DYN-NEXT:     %cst = arith.constant 1.000000e+00 : f32
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
// DYN-NEXT:   func private @async_dispatch_fn_0(%arg0: !async.group, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: index, %arg7: index, %arg8: memref<?x?xf32>, %arg9: index) {
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
// DYN-NEXT:         call @async_dispatch_fn_0(%arg0, %3, %arg11, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9) : (!async.group, index, index, index, index, index, index, index, memref<?x?xf32>, index) -> ()
// DYN-NEXT:         async.yield
// DYN-NEXT:       }
// DYN-NEXT:       %4 = async.add_to_group %token, %arg0 : !async.token
// DYN-NEXT:       scf.yield %arg10, %3 : index, index
// DYN-NEXT:     }
// DYN-NEXT:     call @parallel_compute_fn_0(%arg1, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9) : (index, index, index, index, index, index, memref<?x?xf32>, index) -> ()
// DYN-NEXT:     return
// DYN-NEXT:   }
// DYN-NEXT: }

func @parallel_in_parallel(%buf: memref<?x?xf32>, %n: index) {
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
