// Two reductions of one static loop (LLVM 14 spells them as two scf.reduce ops): one
// buffer of partials each.


// C22: module {
// C22-NEXT:   func.func @product_and_max(%arg0: memref<100xf32>) -> (f32, f32) {
// C22-NEXT:     %true = arith.constant true
// C22-NEXT:     %c0 = arith.constant 0 : index
// C22-NEXT:     %c1 = arith.constant 1 : index
// C22-NEXT:     %c100 = arith.constant 100 : index
// C22-NEXT:     %cst = arith.constant 1.000000e+00 : f32
// C22-NEXT:     %cst_0 = arith.constant -1.000000e+00 : f32
// C22-NEXT:     %false = arith.constant false
// C22-NEXT:     %0:2 = scf.if %false -> (f32, f32) {
// C22-NEXT:       scf.yield %cst, %cst_0 : f32, f32
// C22-NEXT:     } else {
// C22-NEXT:       %alloc = memref.alloc(%c1) : memref<?xf32>
// C22-NEXT:       %alloc_1 = memref.alloc(%c1) : memref<?xf32>
// C22-NEXT:       scf.if %true {
// C22-NEXT:         func.call @parallel_compute_fn(%c0, %c100, %c100, %c0, %c100, %c1, %arg0, %alloc, %alloc_1) : (index, index, index, index, index, index, memref<100xf32>, memref<?xf32>, memref<?xf32>) -> ()
// C22-NEXT:       } else {
// C22-NEXT:         %2 = async.create_group %c0 : !async.group
// C22-NEXT:         func.call @async_dispatch_fn(%2, %c0, %c1, %c100, %c100, %c0, %c100, %c1, %arg0, %alloc, %alloc_1) : (!async.group, index, index, index, index, index, index, index, memref<100xf32>, memref<?xf32>, memref<?xf32>) -> ()
// C22-NEXT:         async.await_all %2
// C22-NEXT:       }
// C22-NEXT:       %1:2 = scf.for %arg1 = %c0 to %c1 step %c1 iter_args(%arg2 = %cst, %arg3 = %cst_0) -> (f32, f32) {
// C22-NEXT:         %2 = memref.load %alloc[%arg1] : memref<?xf32>
// C22-NEXT:         %3 = arith.mulf %arg2, %2 : f32
// C22-NEXT:         %4 = memref.load %alloc_1[%arg1] : memref<?xf32>
// C22-NEXT:         %5 = arith.cmpf ogt, %arg3, %4 : f32
// C22-NEXT:         %6 = arith.select %5, %arg3, %4 : f32
// C22-NEXT:         scf.yield %3, %6 : f32, f32
// C22-NEXT:       }
// C22-NEXT:       memref.dealloc %alloc : memref<?xf32>
// C22-NEXT:       memref.dealloc %alloc_1 : memref<?xf32>
// C22-NEXT:       scf.yield %1#0, %1#1 : f32, f32
// C22-NEXT:     }
// C22-NEXT:     return %0#0, %0#1 : f32, f32
// C22-NEXT:   }
// C22-NEXT:   func.func private @parallel_compute_fn(%arg0: index, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: memref<100xf32>, %arg7: memref<?xf32>, %arg8: memref<?xf32>) {
// C22-NEXT:     %c1 = arith.constant 1 : index
// C22-NEXT:     %0 = arith.muli %arg0, %arg1 : index
// C22-NEXT:     %1 = arith.addi %0, %arg1 : index
// C22-NEXT:     %2 = arith.minsi %1, %arg2 : index
// C22-NEXT:     %3 = arith.remsi %0, %arg2 : index
// C22-NEXT:     %4 = arith.muli %3, %arg5 : index
// C22-NEXT:     %5 = arith.addi %arg3, %4 : index
// C22-NEXT:     %6 = memref.load %arg6[%5] : memref<100xf32>
// C22-NEXT:     %7 = arith.addi %0, %c1 : index
// C22-NEXT:     %8:2 = scf.for %arg9 = %7 to %2 step %c1 iter_args(%arg10 = %6, %arg11 = %6) -> (f32, f32) {
// C22-NEXT:       %9 = arith.remsi %arg9, %arg2 : index
// C22-NEXT:       %10 = arith.muli %9, %arg5 : index
// C22-NEXT:       %11 = arith.addi %arg3, %10 : index
// C22-NEXT:       %12 = memref.load %arg6[%11] : memref<100xf32>
// C22-NEXT:       %13 = arith.mulf %arg10, %12 : f32
// C22-NEXT:       %14 = arith.cmpf ogt, %arg11, %12 : f32
// C22-NEXT:       %15 = arith.select %14, %arg11, %12 : f32
// C22-NEXT:       scf.yield %13, %15 : f32, f32
// C22-NEXT:     }
// C22-NEXT:     memref.store %8#0, %arg7[%arg0] : memref<?xf32>
// C22-NEXT:     memref.store %8#1, %arg8[%arg0] : memref<?xf32>
// C22-NEXT:     return
// C22-NEXT:   }
// C22-NEXT:   func.func private @async_dispatch_fn(%arg0: !async.group, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: index, %arg7: index, %arg8: memref<100xf32>, %arg9: memref<?xf32>, %arg10: memref<?xf32>) {
// C22-NEXT:     %c1 = arith.constant 1 : index
// C22-NEXT:     %c2 = arith.constant 2 : index
// C22-NEXT:     %0:2 = scf.while (%arg11 = %arg1, %arg12 = %arg2) : (index, index) -> (index, index) {
// C22-NEXT:       %1 = arith.subi %arg12, %arg11 : index
// C22-NEXT:       %2 = arith.cmpi sgt, %1, %c1 : index
// C22-NEXT:       scf.condition(%2) %arg11, %arg12 : index, index
// C22-NEXT:     } do {
// C22-NEXT:     ^bb0(%arg11: index, %arg12: index):
// C22-NEXT:       %1 = arith.subi %arg12, %arg11 : index
// C22-NEXT:       %2 = arith.divsi %1, %c2 : index
// C22-NEXT:       %3 = arith.addi %arg11, %2 : index
// C22-NEXT:       %token = async.execute {
// C22-NEXT:         func.call @async_dispatch_fn(%arg0, %3, %arg12, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %arg10) : (!async.group, index, index, index, index, index, index, index, memref<100xf32>, memref<?xf32>, memref<?xf32>) -> ()
// C22-NEXT:         async.yield
// C22-NEXT:       }
// C22-NEXT:       %4 = async.add_to_group %token, %arg0 : !async.token
// C22-NEXT:       scf.yield %arg11, %3 : index, index
// C22-NEXT:     }
// C22-NEXT:     call @parallel_compute_fn(%arg1, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %arg10) : (index, index, index, index, index, index, memref<100xf32>, memref<?xf32>, memref<?xf32>) -> ()
// C22-NEXT:     return
// C22-NEXT:   }
// C22-NEXT: }

// SEQ: module {
// SEQ-NEXT:   func @product_and_max(%arg0: memref<100xf32>) -> (f32, f32) {
// SEQ-NEXT:     %c0 = arith.constant 0 : index
// SEQ-NEXT:     %c1 = arith.constant 1 : index
// SEQ-NEXT:     %c100 = arith.constant 100 : index
// SEQ-NEXT:     %cst = arith.constant 1.000000e+00 : f32
// SEQ-NEXT:     %cst_0 = arith.constant -1.000000e+00 : f32
// SEQ-NEXT:     %false = arith.constant false
// SEQ-NEXT:     %0:2 = scf.if %false -> (f32, f32) {
// SEQ-NEXT:       scf.yield %cst, %cst_0 : f32, f32
// SEQ-NEXT:     } else {
// SEQ-NEXT:       %1 = memref.alloc(%c1) : memref<?xf32>
// SEQ-NEXT:       %2 = memref.alloc(%c1) : memref<?xf32>
// SEQ-NEXT:       %3 = async.create_group %c0 : !async.group
// SEQ-NEXT:       scf.for %arg1 = %c1 to %c1 step %c1 {
// SEQ-NEXT:         %token = async.execute {
// SEQ-NEXT:           call @parallel_compute_fn(%arg1, %c100, %c100, %c0, %c100, %c1, %arg0, %1, %2) : (index, index, index, index, index, index, memref<100xf32>, memref<?xf32>, memref<?xf32>) -> ()
// SEQ-NEXT:           async.yield
// SEQ-NEXT:         }
// SEQ-NEXT:         %5 = async.add_to_group %token, %3 : !async.token
// SEQ-NEXT:       }
// SEQ-NEXT:       call @parallel_compute_fn(%c0, %c100, %c100, %c0, %c100, %c1, %arg0, %1, %2) : (index, index, index, index, index, index, memref<100xf32>, memref<?xf32>, memref<?xf32>) -> ()
// SEQ-NEXT:       async.await_all %3
// SEQ-NEXT:       %4:2 = scf.for %arg1 = %c0 to %c1 step %c1 iter_args(%arg2 = %cst, %arg3 = %cst_0) -> (f32, f32) {
// SEQ-NEXT:         %5 = memref.load %1[%arg1] : memref<?xf32>
// SEQ-NEXT:         %6 = arith.mulf %arg2, %5 : f32
// SEQ-NEXT:         %7 = memref.load %2[%arg1] : memref<?xf32>
// SEQ-NEXT:         %8 = arith.cmpf ogt, %arg3, %7 : f32
// SEQ-NEXT:         %9 = select %8, %arg3, %7 : f32
// SEQ-NEXT:         scf.yield %6, %9 : f32, f32
// SEQ-NEXT:       }
// SEQ-NEXT:       memref.dealloc %1 : memref<?xf32>
// SEQ-NEXT:       memref.dealloc %2 : memref<?xf32>
// SEQ-NEXT:       scf.yield %4#0, %4#1 : f32, f32
// SEQ-NEXT:     }
// SEQ-NEXT:     return %0#0, %0#1 : f32, f32
// SEQ-NEXT:   }
// SEQ-NEXT:   func private @parallel_compute_fn(%arg0: index, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: memref<100xf32>, %arg7: memref<?xf32>, %arg8: memref<?xf32>) {
// SEQ-NEXT:     %c1 = arith.constant 1 : index
// SEQ-NEXT:     %0 = arith.muli %arg0, %arg1 : index
// SEQ-NEXT:     %1 = arith.addi %0, %arg1 : index
// SEQ-NEXT:     %2 = arith.minsi %1, %arg2 : index
// SEQ-NEXT:     %3 = arith.remsi %0, %arg2 : index
// SEQ-NEXT:     %4 = arith.muli %3, %arg5 : index
// SEQ-NEXT:     %5 = arith.addi %arg3, %4 : index
// SEQ-NEXT:     %6 = memref.load %arg6[%5] : memref<100xf32>
// SEQ-NEXT:     %7 = arith.addi %0, %c1 : index
// SEQ-NEXT:     %8:2 = scf.for %arg9 = %7 to %2 step %c1 iter_args(%arg10 = %6, %arg11 = %6) -> (f32, f32) {
// SEQ-NEXT:       %9 = arith.remsi %arg9, %arg2 : index
// SEQ-NEXT:       %10 = arith.muli %9, %arg5 : index
// SEQ-NEXT:       %11 = arith.addi %arg3, %10 : index
// SEQ-NEXT:       %12 = memref.load %arg6[%11] : memref<100xf32>
// SEQ-NEXT:       %13 = arith.mulf %arg10, %12 : f32
// SEQ-NEXT:       %14 = arith.cmpf ogt, %arg11, %12 : f32
// SEQ-NEXT:       %15 = select %14, %arg11, %12 : f32
// SEQ-NEXT:       scf.yield %13, %15 : f32, f32
// SEQ-NEXT:     }
// SEQ-NEXT:     memref.store %8#0, %arg7[%arg0] : memref<?xf32>
// SEQ-NEXT:     memref.store %8#1, %arg8[%arg0] : memref<?xf32>
// SEQ-NEXT:     return
// SEQ-NEXT:   }
// SEQ-NEXT: }

// UPSTREAM-LABEL: @product_and_max(
// UPSTREAM-NOT: async
// UPSTREAM: scf.parallel
// UPSTREAM-NOT: async
// UPSTREAM: return

func @product_and_max(%buf: memref<100xf32>) -> (f32, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c100 = arith.constant 100 : index
  %one = arith.constant 1.0 : f32
  %low = arith.constant -1.0 : f32
  %p, %m = scf.parallel (%i) = (%c0) to (%c100) step (%c1) init (%one, %low) -> (f32, f32) {
    %v = memref.load %buf[%i] : memref<100xf32>
    scf.reduce(%v) : f32 {
    ^bb0(%a: f32, %b: f32):
      %x = arith.mulf %a, %b : f32
      scf.reduce.return %x : f32
    }
    scf.reduce(%v) : f32 {
    ^bb0(%a: f32, %b: f32):
      %gt = arith.cmpf ogt, %a, %b : f32
      %x = select %gt, %a, %b : f32
      scf.reduce.return %x : f32
    }
    scf.yield
  }
  return %p, %m : f32, f32
}
