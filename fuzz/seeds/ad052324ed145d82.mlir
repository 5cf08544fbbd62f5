// Inside an scf.for (the loop's induction variable is captured) and an async.execute.


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
