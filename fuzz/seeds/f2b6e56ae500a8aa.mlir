// Statically empty: the trip count folds to a constant, the dispatch stays.


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
