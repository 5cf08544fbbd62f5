// Bounds from memref.dim fold to the sizes the buffer was allocated with.


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
