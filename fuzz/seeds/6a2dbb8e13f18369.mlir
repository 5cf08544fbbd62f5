// A two-dimensional integer sum: the partials are per block of the flattened iteration
// space, as for loops without reductions.


// C22: module {
// C22-NEXT:   func.func @sum_2d(%arg0: index, %arg1: index) -> i64 {
// C22-NEXT:     %c32 = arith.constant 32 : index
// C22-NEXT:     %c0 = arith.constant 0 : index
// C22-NEXT:     %c1 = arith.constant 1 : index
// C22-NEXT:     %c0_i64 = arith.constant 0 : i64
// C22-NEXT:     %c1000 = arith.constant 1000 : index
// C22-NEXT:     %0 = arith.muli %arg0, %arg1 : index
// C22-NEXT:     %1 = arith.cmpi eq, %0, %c0 : index
// C22-NEXT:     %2 = scf.if %1 -> (i64) {
// C22-NEXT:       scf.yield %c0_i64 : i64
// C22-NEXT:     } else {
// C22-NEXT:       %3 = arith.ceildivsi %0, %c32 : index
// C22-NEXT:       %4 = arith.maxsi %3, %c1000 : index
// C22-NEXT:       %5 = arith.minsi %0, %4 : index
// C22-NEXT:       %6 = arith.ceildivsi %0, %5 : index
// C22-NEXT:       %alloc = memref.alloc(%6) : memref<?xi64>
// C22-NEXT:       %7 = arith.cmpi eq, %6, %c1 : index
// C22-NEXT:       scf.if %7 {
// C22-NEXT:         func.call @parallel_compute_fn(%c0, %5, %arg0, %arg1, %c0, %c0, %arg0, %arg1, %c1, %c1, %alloc) : (index, index, index, index, index, index, index, index, index, index, memref<?xi64>) -> ()
// C22-NEXT:       } else {
// C22-NEXT:         %9 = arith.subi %6, %c1 : index
// C22-NEXT:         %10 = async.create_group %9 : !async.group
// C22-NEXT:         func.call @async_dispatch_fn(%10, %c0, %6, %5, %arg0, %arg1, %c0, %c0, %arg0, %arg1, %c1, %c1, %alloc) : (!async.group, index, index, index, index, index, index, index, index, index, index, index, memref<?xi64>) -> ()
// C22-NEXT:         async.await_all %10
// C22-NEXT:       }
// C22-NEXT:       %8 = scf.for %arg2 = %c0 to %6 step %c1 iter_args(%arg3 = %c0_i64) -> (i64) {
// C22-NEXT:         %9 = memref.load %alloc[%arg2] : memref<?xi64>
// C22-NEXT:         %10 = arith.addi %arg3, %9 : i64
// C22-NEXT:         scf.yield %10 : i64
// C22-NEXT:       }
// C22-NEXT:       memref.dealloc %alloc : memref<?xi64>
// C22-NEXT:       scf.yield %8 : i64
// C22-NEXT:     }
// C22-NEXT:     return %2 : i64
// C22-NEXT:   }
// C22-NEXT:   func.func private @parallel_compute_fn(%arg0: index, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: index, %arg7: index, %arg8: index, %arg9: index, %arg10: memref<?xi64>) {
// C22-NEXT:     %c1 = arith.constant 1 : index
// C22-NEXT:     %0 = arith.muli %arg2, %arg3 : index
// C22-NEXT:     %1 = arith.muli %arg0, %arg1 : index
// C22-NEXT:     %2 = arith.addi %1, %arg1 : index
// C22-NEXT:     %3 = arith.minsi %2, %0 : index
// C22-NEXT:     %4 = arith.remsi %1, %arg3 : index
// C22-NEXT:     %5 = arith.divsi %1, %arg3 : index
// C22-NEXT:     %6 = arith.remsi %5, %arg2 : index
// C22-NEXT:     %7 = arith.muli %6, %arg8 : index
// C22-NEXT:     %8 = arith.addi %arg4, %7 : index
// C22-NEXT:     %9 = arith.muli %4, %arg9 : index
// C22-NEXT:     %10 = arith.addi %arg5, %9 : index
// C22-NEXT:     %11 = arith.muli %8, %10 : index
// C22-NEXT:     %12 = arith.index_cast %11 : index to i64
// C22-NEXT:     %13 = arith.addi %1, %c1 : index
// C22-NEXT:     %14 = scf.for %arg11 = %13 to %3 step %c1 iter_args(%arg12 = %12) -> (i64) {
// C22-NEXT:       %15 = arith.remsi %arg11, %arg3 : index
// C22-NEXT:       %16 = arith.divsi %arg11, %arg3 : index
// C22-NEXT:       %17 = arith.remsi %16, %arg2 : index
// C22-NEXT:       %18 = arith.muli %17, %arg8 : index
// C22-NEXT:       %19 = arith.addi %arg4, %18 : index
// C22-NEXT:       %20 = arith.muli %15, %arg9 : index
// C22-NEXT:       %21 = arith.addi %arg5, %20 : index
// C22-NEXT:       %22 = arith.muli %19, %21 : index
// C22-NEXT:       %23 = arith.index_cast %22 : index to i64
// C22-NEXT:       %24 = arith.addi %arg12, %23 : i64
// C22-NEXT:       scf.yield %24 : i64
// C22-NEXT:     }
// C22-NEXT:     memref.store %14, %arg10[%arg0] : memref<?xi64>
// C22-NEXT:     return
// C22-NEXT:   }
// C22-NEXT:   func.func private @async_dispatch_fn(%arg0: !async.group, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: index, %arg7: index, %arg8: index, %arg9: index, %arg10: index, %arg11: index, %arg12: memref<?xi64>) {
// C22-NEXT:     %c1 = arith.constant 1 : index
// C22-NEXT:     %c2 = arith.constant 2 : index
// C22-NEXT:     %0:2 = scf.while (%arg13 = %arg1, %arg14 = %arg2) : (index, index) -> (index, index) {
// C22-NEXT:       %1 = arith.subi %arg14, %arg13 : index
// C22-NEXT:       %2 = arith.cmpi sgt, %1, %c1 : index
// C22-NEXT:       scf.condition(%2) %arg13, %arg14 : index, index
// C22-NEXT:     } do {
// C22-NEXT:     ^bb0(%arg13: index, %arg14: index):
// C22-NEXT:       %1 = arith.subi %arg14, %arg13 : index
// C22-NEXT:       %2 = arith.divsi %1, %c2 : index
// C22-NEXT:       %3 = arith.addi %arg13, %2 : index
// C22-NEXT:       %token = async.execute {
// C22-NEXT:         func.call @async_dispatch_fn(%arg0, %3, %arg14, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %arg10, %arg11, %arg12) : (!async.group, index, index, index, index, index, index, index, index, index, index, index, memref<?xi64>) -> ()
// C22-NEXT:         async.yield
// C22-NEXT:       }
// C22-NEXT:       %4 = async.add_to_group %token, %arg0 : !async.token
// C22-NEXT:       scf.yield %arg13, %3 : index, index
// C22-NEXT:     }
// C22-NEXT:     call @parallel_compute_fn(%arg1, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %arg10, %arg11, %arg12) : (index, index, index, index, index, index, index, index, index, index, memref<?xi64>) -> ()
// C22-NEXT:     return
// C22-NEXT:   }
// C22-NEXT: }

// SEQ: module {
// SEQ-NEXT:   func @sum_2d(%arg0: index, %arg1: index) -> i64 {
// SEQ-NEXT:     %c0 = arith.constant 0 : index
// SEQ-NEXT:     %c1 = arith.constant 1 : index
// SEQ-NEXT:     %c0_i64 = arith.constant 0 : i64
// SEQ-NEXT:     %c1000 = arith.constant 1000 : index
// SEQ-NEXT:     %c32 = arith.constant 32 : index
// SEQ-NEXT:     %0 = arith.muli %arg0, %arg1 : index
// SEQ-NEXT:     %1 = arith.cmpi eq, %0, %c0 : index
// SEQ-NEXT:     %2 = scf.if %1 -> (i64) {
// SEQ-NEXT:       scf.yield %c0_i64 : i64
// SEQ-NEXT:     } else {
// SEQ-NEXT:       %3 = arith.ceildivsi %0, %c32 : index
// SEQ-NEXT:       %4 = arith.maxsi %3, %c1000 : index
// SEQ-NEXT:       %5 = arith.minsi %0, %4 : index
// SEQ-NEXT:       %6 = arith.ceildivsi %0, %5 : index
// SEQ-NEXT:       %7 = memref.alloc(%6) : memref<?xi64>
// SEQ-NEXT:       %8 = arith.subi %6, %c1 : index
// SEQ-NEXT:       %9 = async.create_group %8 : !async.group
// SEQ-NEXT:       scf.for %arg2 = %c1 to %6 step %c1 {
// SEQ-NEXT:         %token = async.execute {
// SEQ-NEXT:           call @parallel_compute_fn(%arg2, %5, %arg0, %arg1, %c0, %c0, %arg0, %arg1, %c1, %c1, %7) : (index, index, index, index, index, index, index, index, index, index, memref<?xi64>) -> ()
// SEQ-NEXT:           async.yield
// SEQ-NEXT:         }
// SEQ-NEXT:         %11 = async.add_to_group %token, %9 : !async.token
// SEQ-NEXT:       }
// SEQ-NEXT:       call @parallel_compute_fn(%c0, %5, %arg0, %arg1, %c0, %c0, %arg0, %arg1, %c1, %c1, %7) : (index, index, index, index, index, index, index, index, index, index, memref<?xi64>) -> ()
// SEQ-NEXT:       async.await_all %9
// SEQ-NEXT:       %10 = scf.for %arg2 = %c0 to %6 step %c1 iter_args(%arg3 = %c0_i64) -> (i64) {
// SEQ-NEXT:         %11 = memref.load %7[%arg2] : memref<?xi64>
// SEQ-NEXT:         %12 = arith.addi %arg3, %11 : i64
// SEQ-NEXT:         scf.yield %12 : i64
// SEQ-NEXT:       }
// SEQ-NEXT:       memref.dealloc %7 : memref<?xi64>
// SEQ-NEXT:       scf.yield %10 : i64
// SEQ-NEXT:     }
// SEQ-NEXT:     return %2 : i64
// SEQ-NEXT:   }
// SEQ-NEXT:   func private @parallel_compute_fn(%arg0: index, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: index, %arg7: index, %arg8: index, %arg9: index, %arg10: memref<?xi64>) {
// SEQ-NEXT:     %c1 = arith.constant 1 : index
// SEQ-NEXT:     %0 = arith.muli %arg2, %arg3 : index
// SEQ-NEXT:     %1 = arith.muli %arg0, %arg1 : index
// SEQ-NEXT:     %2 = arith.addi %1, %arg1 : index
// SEQ-NEXT:     %3 = arith.minsi %2, %0 : index
// SEQ-NEXT:     %4 = arith.remsi %1, %arg3 : index
// SEQ-NEXT:     %5 = arith.divsi %1, %arg3 : index
// SEQ-NEXT:     %6 = arith.remsi %5, %arg2 : index
// SEQ-NEXT:     %7 = arith.muli %6, %arg8 : index
// SEQ-NEXT:     %8 = arith.addi %arg4, %7 : index
// SEQ-NEXT:     %9 = arith.muli %4, %arg9 : index
// SEQ-NEXT:     %10 = arith.addi %arg5, %9 : index
// SEQ-NEXT:     %11 = arith.muli %8, %10 : index
// SEQ-NEXT:     %12 = arith.index_cast %11 : index to i64
// SEQ-NEXT:     %13 = arith.addi %1, %c1 : index
// SEQ-NEXT:     %14 = scf.for %arg11 = %13 to %3 step %c1 iter_args(%arg12 = %12) -> (i64) {
// SEQ-NEXT:       %15 = arith.remsi %arg11, %arg3 : index
// SEQ-NEXT:       %16 = arith.divsi %arg11, %arg3 : index
// SEQ-NEXT:       %17 = arith.remsi %16, %arg2 : index
// SEQ-NEXT:       %18 = arith.muli %17, %arg8 : index
// SEQ-NEXT:       %19 = arith.addi %arg4, %18 : index
// SEQ-NEXT:       %20 = arith.muli %15, %arg9 : index
// SEQ-NEXT:       %21 = arith.addi %arg5, %20 : index
// SEQ-NEXT:       %22 = arith.muli %19, %21 : index
// SEQ-NEXT:       %23 = arith.index_cast %22 : index to i64
// SEQ-NEXT:       %24 = arith.addi %arg12, %23 : i64
// SEQ-NEXT:       scf.yield %24 : i64
// SEQ-NEXT:     }
// SEQ-NEXT:     memref.store %14, %arg10[%arg0] : memref<?xi64>
// SEQ-NEXT:     return
// SEQ-NEXT:   }
// SEQ-NEXT: }

// UPSTREAM-LABEL: @sum_2d(
// UPSTREAM-NOT: async
// UPSTREAM: scf.parallel
// UPSTREAM-NOT: async
// UPSTREAM: return

func @sum_2d(%n: index, %m: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0 : i64
  %r = scf.parallel (%i, %j) = (%c0, %c0) to (%n, %m) step (%c1, %c1) init (%zero) -> i64 {
    %p = arith.muli %i, %j : index
    %x = arith.index_cast %p : index to i64
    scf.reduce(%x) : i64 {
    ^bb0(%a: i64, %b: i64):
      %s = arith.addi %a, %b : i64
      scf.reduce.return %s : i64
    }
    scf.yield
  }
  return %r : i64
}
