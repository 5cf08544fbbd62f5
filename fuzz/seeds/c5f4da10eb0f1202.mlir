// async-parallel-for of scf.parallel loops with reductions, which upstream's pass leaves
// alone (mlir-opt-14 and mlir-opt-22 print them unchanged, the UPSTREAM checks): async-opt
// splits them as it splits loops without results, each block reducing into a buffer of
// partial results that the caller combines. NOTE: async-opt's own lowering, so the checks
// are async-opt's output; the real tools check that it is valid IR of each generation, and
// tests/e2e/parallel_reduction.mlir runs it.

// A sum with dynamic bounds and step: each block of iterations folds its part into a
// partial result (its first iteration seeds the accumulator), the partials land in a
// buffer, and the caller combines them with the initial value after the dispatch; a
// loop with no iterations gives the initial value.


// C22: module {
// C22-NEXT:   func.func @sum(%arg0: index, %arg1: index, %arg2: index, %arg3: memref<?xf32>) -> f32 {
// C22-NEXT:     %c32 = arith.constant 32 : index
// C22-NEXT:     %c1 = arith.constant 1 : index
// C22-NEXT:     %c0 = arith.constant 0 : index
// C22-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// C22-NEXT:     %c1000 = arith.constant 1000 : index
// C22-NEXT:     %0 = arith.subi %arg1, %arg0 : index
// C22-NEXT:     %1 = arith.ceildivsi %0, %arg2 : index
// C22-NEXT:     %2 = arith.cmpi eq, %1, %c0 : index
// C22-NEXT:     %3 = scf.if %2 -> (f32) {
// C22-NEXT:       scf.yield %cst : f32
// C22-NEXT:     } else {
// C22-NEXT:       %4 = arith.ceildivsi %1, %c32 : index
// C22-NEXT:       %5 = arith.maxsi %4, %c1000 : index
// C22-NEXT:       %6 = arith.minsi %1, %5 : index
// C22-NEXT:       %7 = arith.ceildivsi %1, %6 : index
// C22-NEXT:       %alloc = memref.alloc(%7) : memref<?xf32>
// C22-NEXT:       %8 = arith.cmpi eq, %7, %c1 : index
// C22-NEXT:       scf.if %8 {
// C22-NEXT:         func.call @parallel_compute_fn(%c0, %6, %1, %arg0, %arg1, %arg2, %arg3, %alloc) : (index, index, index, index, index, index, memref<?xf32>, memref<?xf32>) -> ()
// C22-NEXT:       } else {
// C22-NEXT:         %10 = arith.subi %7, %c1 : index
// C22-NEXT:         %11 = async.create_group %10 : !async.group
// C22-NEXT:         func.call @async_dispatch_fn(%11, %c0, %7, %6, %1, %arg0, %arg1, %arg2, %arg3, %alloc) : (!async.group, index, index, index, index, index, index, index, memref<?xf32>, memref<?xf32>) -> ()
// C22-NEXT:         async.await_all %11
// C22-NEXT:       }
// C22-NEXT:       %9 = scf.for %arg4 = %c0 to %7 step %c1 iter_args(%arg5 = %cst) -> (f32) {
// C22-NEXT:         %10 = memref.load %alloc[%arg4] : memref<?xf32>
// C22-NEXT:         %11 = arith.addf %arg5, %10 : f32
// C22-NEXT:         scf.yield %11 : f32
// C22-NEXT:       }
// C22-NEXT:       memref.dealloc %alloc : memref<?xf32>
// C22-NEXT:       scf.yield %9 : f32
// C22-NEXT:     }
// C22-NEXT:     return %3 : f32
// C22-NEXT:   }
// C22-NEXT:   func.func private @parallel_compute_fn(%arg0: index, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: memref<?xf32>, %arg7: memref<?xf32>) {
// C22-NEXT:     %c1 = arith.constant 1 : index
// C22-NEXT:     %0 = arith.muli %arg0, %arg1 : index
// C22-NEXT:     %1 = arith.addi %0, %arg1 : index
// C22-NEXT:     %2 = arith.minsi %1, %arg2 : index
// C22-NEXT:     %3 = arith.remsi %0, %arg2 : index
// C22-NEXT:     %4 = arith.muli %3, %arg5 : index
// C22-NEXT:     %5 = arith.addi %arg3, %4 : index
// C22-NEXT:     %6 = memref.load %arg6[%5] : memref<?xf32>
// C22-NEXT:     %7 = arith.addi %0, %c1 : index
// C22-NEXT:     %8 = scf.for %arg8 = %7 to %2 step %c1 iter_args(%arg9 = %6) -> (f32) {
// C22-NEXT:       %9 = arith.remsi %arg8, %arg2 : index
// C22-NEXT:       %10 = arith.muli %9, %arg5 : index
// C22-NEXT:       %11 = arith.addi %arg3, %10 : index
// C22-NEXT:       %12 = memref.load %arg6[%11] : memref<?xf32>
// C22-NEXT:       %13 = arith.addf %arg9, %12 : f32
// C22-NEXT:       scf.yield %13 : f32
// C22-NEXT:     }
// C22-NEXT:     memref.store %8, %arg7[%arg0] : memref<?xf32>
// C22-NEXT:     return
// C22-NEXT:   }
// C22-NEXT:   func.func private @async_dispatch_fn(%arg0: !async.group, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: index, %arg7: index, %arg8: memref<?xf32>, %arg9: memref<?xf32>) {
// C22-NEXT:     %c1 = arith.constant 1 : index
// C22-NEXT:     %c2 = arith.constant 2 : index
// C22-NEXT:     %0:2 = scf.while (%arg10 = %arg1, %arg11 = %arg2) : (index, index) -> (index, index) {
// C22-NEXT:       %1 = arith.subi %arg11, %arg10 : index
// C22-NEXT:       %2 = arith.cmpi sgt, %1, %c1 : index
// C22-NEXT:       scf.condition(%2) %arg10, %arg11 : index, index
// C22-NEXT:     } do {
// C22-NEXT:     ^bb0(%arg10: index, %arg11: index):
// C22-NEXT:       %1 = arith.subi %arg11, %arg10 : index
// C22-NEXT:       %2 = arith.divsi %1, %c2 : index
// C22-NEXT:       %3 = arith.addi %arg10, %2 : index
// C22-NEXT:       %token = async.execute {
// C22-NEXT:         func.call @async_dispatch_fn(%arg0, %3, %arg11, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9) : (!async.group, index, index, index, index, index, index, index, memref<?xf32>, memref<?xf32>) -> ()
// C22-NEXT:         async.yield
// C22-NEXT:       }
// C22-NEXT:       %4 = async.add_to_group %token, %arg0 : !async.token
// C22-NEXT:       scf.yield %arg10, %3 : index, index
// C22-NEXT:     }
// C22-NEXT:     call @parallel_compute_fn(%arg1, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9) : (index, index, index, index, index, index, memref<?xf32>, memref<?xf32>) -> ()
// C22-NEXT:     return
// C22-NEXT:   }
// C22-NEXT: }

// SEQ: module {
// SEQ-NEXT:   func @sum(%arg0: index, %arg1: index, %arg2: index, %arg3: memref<?xf32>) -> f32 {
// SEQ-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// SEQ-NEXT:     %c1000 = arith.constant 1000 : index
// SEQ-NEXT:     %c0 = arith.constant 0 : index
// SEQ-NEXT:     %c32 = arith.constant 32 : index
// SEQ-NEXT:     %c1 = arith.constant 1 : index
// SEQ-NEXT:     %0 = arith.subi %arg1, %arg0 : index
// SEQ-NEXT:     %1 = arith.ceildivsi %0, %arg2 : index
// SEQ-NEXT:     %2 = arith.cmpi eq, %1, %c0 : index
// SEQ-NEXT:     %3 = scf.if %2 -> (f32) {
// SEQ-NEXT:       scf.yield %cst : f32
// SEQ-NEXT:     } else {
// SEQ-NEXT:       %4 = arith.ceildivsi %1, %c32 : index
// SEQ-NEXT:       %5 = arith.maxsi %4, %c1000 : index
// SEQ-NEXT:       %6 = arith.minsi %1, %5 : index
// SEQ-NEXT:       %7 = arith.ceildivsi %1, %6 : index
// SEQ-NEXT:       %8 = memref.alloc(%7) : memref<?xf32>
// SEQ-NEXT:       %9 = arith.subi %7, %c1 : index
// SEQ-NEXT:       %10 = async.create_group %9 : !async.group
// SEQ-NEXT:       scf.for %arg4 = %c1 to %7 step %c1 {
// SEQ-NEXT:         %token = async.execute {
// SEQ-NEXT:           call @parallel_compute_fn(%arg4, %6, %1, %arg0, %arg1, %arg2, %arg3, %8) : (index, index, index, index, index, index, memref<?xf32>, memref<?xf32>) -> ()
// SEQ-NEXT:           async.yield
// SEQ-NEXT:         }
// SEQ-NEXT:         %12 = async.add_to_group %token, %10 : !async.token
// SEQ-NEXT:       }
// SEQ-NEXT:       call @parallel_compute_fn(%c0, %6, %1, %arg0, %arg1, %arg2, %arg3, %8) : (index, index, index, index, index, index, memref<?xf32>, memref<?xf32>) -> ()
// SEQ-NEXT:       async.await_all %10
// SEQ-NEXT:       %11 = scf.for %arg4 = %c0 to %7 step %c1 iter_args(%arg5 = %cst) -> (f32) {
// SEQ-NEXT:         %12 = memref.load %8[%arg4] : memref<?xf32>
// SEQ-NEXT:         %13 = arith.addf %arg5, %12 : f32
// SEQ-NEXT:         scf.yield %13 : f32
// SEQ-NEXT:       }
// SEQ-NEXT:       memref.dealloc %8 : memref<?xf32>
// SEQ-NEXT:       scf.yield %11 : f32
// SEQ-NEXT:     }
// SEQ-NEXT:     return %3 : f32
// SEQ-NEXT:   }
// SEQ-NEXT:   func private @parallel_compute_fn(%arg0: index, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: memref<?xf32>, %arg7: memref<?xf32>) {
// SEQ-NEXT:     %c1 = arith.constant 1 : index
// SEQ-NEXT:     %0 = arith.muli %arg0, %arg1 : index
// SEQ-NEXT:     %1 = arith.addi %0, %arg1 : index
// SEQ-NEXT:     %2 = arith.minsi %1, %arg2 : index
// SEQ-NEXT:     %3 = arith.remsi %0, %arg2 : index
// SEQ-NEXT:     %4 = arith.muli %3, %arg5 : index
// SEQ-NEXT:     %5 = arith.addi %arg3, %4 : index
// SEQ-NEXT:     %6 = memref.load %arg6[%5] : memref<?xf32>
// SEQ-NEXT:     %7 = arith.addi %0, %c1 : index
// SEQ-NEXT:     %8 = scf.for %arg8 = %7 to %2 step %c1 iter_args(%arg9 = %6) -> (f32) {
// SEQ-NEXT:       %9 = arith.remsi %arg8, %arg2 : index
// SEQ-NEXT:       %10 = arith.muli %9, %arg5 : index
// SEQ-NEXT:       %11 = arith.addi %arg3, %10 : index
// SEQ-NEXT:       %12 = memref.load %arg6[%11] : memref<?xf32>
// SEQ-NEXT:       %13 = arith.addf %arg9, %12 : f32
// SEQ-NEXT:       scf.yield %13 : f32
// SEQ-NEXT:     }
// SEQ-NEXT:     memref.store %8, %arg7[%arg0] : memref<?xf32>
// SEQ-NEXT:     return
// SEQ-NEXT:   }
// SEQ-NEXT: }

// UPSTREAM-LABEL: @sum(
// UPSTREAM-NOT: async
// UPSTREAM: scf.parallel
// UPSTREAM-NOT: async
// UPSTREAM: return

func @sum(%lb: index, %ub: index, %step: index, %buf: memref<?xf32>) -> f32 {
  %zero = arith.constant 0.0 : f32
  %r = scf.parallel (%i) = (%lb) to (%ub) step (%step) init (%zero) -> f32 {
    %v = memref.load %buf[%i] : memref<?xf32>
    scf.reduce(%v) : f32 {
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      scf.reduce.return %s : f32
    }
    scf.yield
  }
  return %r : f32
}
