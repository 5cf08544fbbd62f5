// async-parallel-for of scf.parallel loops with reductions, which upstream's pass leaves
// alone (mlir-opt-14 and mlir-opt-22 print them unchanged, the UPSTREAM checks): async-opt
// splits them as it splits loops without results, each block reducing into a buffer of
// partial results that the caller combines. NOTE: async-opt's own lowering, so the checks
// are async-opt's output; the real tools check that it is valid IR of each generation, and
// tests/e2e/parallel_reduction.mlir runs it.
// RUN: async-opt %s -split-input-file -async-parallel-for | FileCheck %s
// RUN: async-opt %s -split-input-file -async-parallel-for | mlir-opt-14 -split-input-file - > /dev/null
// RUN: async-opt %s -split-input-file -async-parallel-for | async-opt -split-input-file - | FileCheck %s
// RUN: async-opt %s -split-input-file --compat=22 -async-parallel-for | FileCheck %s --check-prefix=C22
// RUN: async-opt %s -split-input-file --compat=22 -async-parallel-for | mlir-opt-22 -split-input-file - > /dev/null
// RUN: async-opt %s -split-input-file -async-parallel-for=async-dispatch=false | FileCheck %s --check-prefix=SEQ
// RUN: async-opt %s -split-input-file -async-parallel-for=async-dispatch=false | mlir-opt-14 -split-input-file - > /dev/null
// RUN: mlir-opt-14 %s -split-input-file -async-parallel-for | FileCheck %s --check-prefix=UPSTREAM
// RUN: async-opt %s -split-input-file --compat=22 | mlir-opt-22 -split-input-file - -async-parallel-for | FileCheck %s --check-prefix=UPSTREAM

// A sum with dynamic bounds and step: each block of iterations folds its part into a
// partial result (its first iteration seeds the accumulator), the partials land in a
// buffer, and the caller combines them with the initial value after the dispatch; a
// loop with no iterations gives the initial value.

// CHECK: module {
// CHECK-NEXT:   func @sum(%arg0: index, %arg1: index, %arg2: index, %arg3: memref<?xf32>) -> f32 {
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %c1000 = arith.constant 1000 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c32 = arith.constant 32 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0 = arith.subi %arg1, %arg0 : index
// CHECK-NEXT:     %1 = arith.ceildivsi %0, %arg2 : index
// CHECK-NEXT:     %2 = arith.cmpi eq, %1, %c0 : index
// CHECK-NEXT:     %3 = scf.if %2 -> (f32) {
// CHECK-NEXT:       scf.yield %cst : f32
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %4 = arith.ceildivsi %1, %c32 : index
// CHECK-NEXT:       %5 = arith.maxsi %4, %c1000 : index
// CHECK-NEXT:       %6 = arith.minsi %1, %5 : index
// CHECK-NEXT:       %7 = arith.ceildivsi %1, %6 : index
// CHECK-NEXT:       %8 = memref.alloc(%7) : memref<?xf32>
// CHECK-NEXT:       %9 = arith.cmpi eq, %7, %c1 : index
// CHECK-NEXT:       scf.if %9 {
// CHECK-NEXT:         call @parallel_compute_fn(%c0, %6, %1, %arg0, %arg1, %arg2, %arg3, %8) : (index, index, index, index, index, index, memref<?xf32>, memref<?xf32>) -> ()
// CHECK-NEXT:       } else {
// CHECK-NEXT:         %11 = arith.subi %7, %c1 : index
// CHECK-NEXT:         %12 = async.create_group %11 : !async.group
// CHECK-NEXT:         call @async_dispatch_fn(%12, %c0, %7, %6, %1, %arg0, %arg1, %arg2, %arg3, %8) : (!async.group, index, index, index, index, index, index, index, memref<?xf32>, memref<?xf32>) -> ()
// CHECK-NEXT:         async.await_all %12
// CHECK-NEXT:       }
// CHECK-NEXT:       %10 = scf.for %arg4 = %c0 to %7 step %c1 iter_args(%arg5 = %cst) -> (f32) {
// CHECK-NEXT:         %11 = memref.load %8[%arg4] : memref<?xf32>
// CHECK-NEXT:         %12 = arith.addf %arg5, %11 : f32
// CHECK-NEXT:         scf.yield %12 : f32
// CHECK-NEXT:       }
// CHECK-NEXT:       memref.dealloc %8 : memref<?xf32>
// CHECK-NEXT:       scf.yield %10 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %3 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func private @parallel_compute_fn(%arg0: index, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: memref<?xf32>, %arg7: memref<?xf32>) {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0 = arith.muli %arg0, %arg1 : index
// CHECK-NEXT:     %1 = arith.addi %0, %arg1 : index
// CHECK-NEXT:     %2 = arith.minsi %1, %arg2 : index
// CHECK-NEXT:     %3 = arith.remsi %0, %arg2 : index
// CHECK-NEXT:     %4 = arith.muli %3, %arg5 : index
// CHECK-NEXT:     %5 = arith.addi %arg3, %4 : index
// CHECK-NEXT:     %6 = memref.load %arg6[%5] : memref<?xf32>
// CHECK-NEXT:     %7 = arith.addi %0, %c1 : index
// CHECK-NEXT:     %8 = scf.for %arg8 = %7 to %2 step %c1 iter_args(%arg9 = %6) -> (f32) {
// CHECK-NEXT:       %9 = arith.remsi %arg8, %arg2 : index
// CHECK-NEXT:       %10 = arith.muli %9, %arg5 : index
// CHECK-NEXT:       %11 = arith.addi %arg3, %10 : index
// CHECK-NEXT:       %12 = memref.load %arg6[%11] : memref<?xf32>
// CHECK-NEXT:       %13 = arith.addf %arg9, %12 : f32
// CHECK-NEXT:       scf.yield %13 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     memref.store %8, %arg7[%arg0] : memref<?xf32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func private @async_dispatch_fn(%arg0: !async.group, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: index, %arg7: index, %arg8: memref<?xf32>, %arg9: memref<?xf32>) {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %0:2 = scf.while (%arg10 = %arg1, %arg11 = %arg2) : (index, index) -> (index, index) {
// CHECK-NEXT:       %1 = arith.subi %arg11, %arg10 : index
// CHECK-NEXT:       %2 = arith.cmpi sgt, %1, %c1 : index
// CHECK-NEXT:       scf.condition(%2) %arg10, %arg11 : index, index
// CHECK-NEXT:     } do {
// CHECK-NEXT:     ^bb0(%arg10: index, %arg11: index):
// CHECK-NEXT:       %1 = arith.subi %arg11, %arg10 : index
// CHECK-NEXT:       %2 = arith.divsi %1, %c2 : index
// CHECK-NEXT:       %3 = arith.addi %arg10, %2 : index
// CHECK-NEXT:       %token = async.execute {
// CHECK-NEXT:         call @async_dispatch_fn(%arg0, %3, %arg11, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9) : (!async.group, index, index, index, index, index, index, index, memref<?xf32>, memref<?xf32>) -> ()
// CHECK-NEXT:         async.yield
// CHECK-NEXT:       }
// CHECK-NEXT:       %4 = async.add_to_group %token, %arg0 : !async.token
// CHECK-NEXT:       scf.yield %arg10, %3 : index, index
// CHECK-NEXT:     }
// CHECK-NEXT:     call @parallel_compute_fn(%arg1, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9) : (index, index, index, index, index, index, memref<?xf32>, memref<?xf32>) -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }

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

// -----

// Two reductions of one static loop (LLVM 14 spells them as two scf.reduce ops): one
// buffer of partials each.

// CHECK: module {
// CHECK-NEXT:   func @product_and_max(%arg0: memref<100xf32>) -> (f32, f32) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c100 = arith.constant 100 : index
// CHECK-NEXT:     %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:     %cst_0 = arith.constant -1.000000e+00 : f32
// CHECK-NEXT:     %false = arith.constant false
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %0:2 = scf.if %false -> (f32, f32) {
// CHECK-NEXT:       scf.yield %cst, %cst_0 : f32, f32
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %1 = memref.alloc(%c1) : memref<?xf32>
// CHECK-NEXT:       %2 = memref.alloc(%c1) : memref<?xf32>
// CHECK-NEXT:       scf.if %true {
// CHECK-NEXT:         call @parallel_compute_fn(%c0, %c100, %c100, %c0, %c100, %c1, %arg0, %1, %2) : (index, index, index, index, index, index, memref<100xf32>, memref<?xf32>, memref<?xf32>) -> ()
// CHECK-NEXT:       } else {
// CHECK-NEXT:         %4 = async.create_group %c0 : !async.group
// CHECK-NEXT:         call @async_dispatch_fn(%4, %c0, %c1, %c100, %c100, %c0, %c100, %c1, %arg0, %1, %2) : (!async.group, index, index, index, index, index, index, index, memref<100xf32>, memref<?xf32>, memref<?xf32>) -> ()
// CHECK-NEXT:         async.await_all %4
// CHECK-NEXT:       }
// CHECK-NEXT:       %3:2 = scf.for %arg1 = %c0 to %c1 step %c1 iter_args(%arg2 = %cst, %arg3 = %cst_0) -> (f32, f32) {
// CHECK-NEXT:         %4 = memref.load %1[%arg1] : memref<?xf32>
// CHECK-NEXT:         %5 = arith.mulf %arg2, %4 : f32
// CHECK-NEXT:         %6 = memref.load %2[%arg1] : memref<?xf32>
// CHECK-NEXT:         %7 = arith.cmpf ogt, %arg3, %6 : f32
// CHECK-NEXT:         %8 = select %7, %arg3, %6 : f32
// CHECK-NEXT:         scf.yield %5, %8 : f32, f32
// CHECK-NEXT:       }
// CHECK-NEXT:       memref.dealloc %1 : memref<?xf32>
// CHECK-NEXT:       memref.dealloc %2 : memref<?xf32>
// CHECK-NEXT:       scf.yield %3#0, %3#1 : f32, f32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0#0, %0#1 : f32, f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func private @parallel_compute_fn(%arg0: index, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: memref<100xf32>, %arg7: memref<?xf32>, %arg8: memref<?xf32>) {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0 = arith.muli %arg0, %arg1 : index
// CHECK-NEXT:     %1 = arith.addi %0, %arg1 : index
// CHECK-NEXT:     %2 = arith.minsi %1, %arg2 : index
// CHECK-NEXT:     %3 = arith.remsi %0, %arg2 : index
// CHECK-NEXT:     %4 = arith.muli %3, %arg5 : index
// CHECK-NEXT:     %5 = arith.addi %arg3, %4 : index
// CHECK-NEXT:     %6 = memref.load %arg6[%5] : memref<100xf32>
// CHECK-NEXT:     %7 = arith.addi %0, %c1 : index
// CHECK-NEXT:     %8:2 = scf.for %arg9 = %7 to %2 step %c1 iter_args(%arg10 = %6, %arg11 = %6) -> (f32, f32) {
// CHECK-NEXT:       %9 = arith.remsi %arg9, %arg2 : index
// CHECK-NEXT:       %10 = arith.muli %9, %arg5 : index
// CHECK-NEXT:       %11 = arith.addi %arg3, %10 : index
// CHECK-NEXT:       %12 = memref.load %arg6[%11] : memref<100xf32>
// CHECK-NEXT:       %13 = arith.mulf %arg10, %12 : f32
// CHECK-NEXT:       %14 = arith.cmpf ogt, %arg11, %12 : f32
// CHECK-NEXT:       %15 = select %14, %arg11, %12 : f32
// CHECK-NEXT:       scf.yield %13, %15 : f32, f32
// CHECK-NEXT:     }
// CHECK-NEXT:     memref.store %8#0, %arg7[%arg0] : memref<?xf32>
// CHECK-NEXT:     memref.store %8#1, %arg8[%arg0] : memref<?xf32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func private @async_dispatch_fn(%arg0: !async.group, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: index, %arg7: index, %arg8: memref<100xf32>, %arg9: memref<?xf32>, %arg10: memref<?xf32>) {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %0:2 = scf.while (%arg11 = %arg1, %arg12 = %arg2) : (index, index) -> (index, index) {
// CHECK-NEXT:       %1 = arith.subi %arg12, %arg11 : index
// CHECK-NEXT:       %2 = arith.cmpi sgt, %1, %c1 : index
// CHECK-NEXT:       scf.condition(%2) %arg11, %arg12 : index, index
// CHECK-NEXT:     } do {
// CHECK-NEXT:     ^bb0(%arg11: index, %arg12: index):
// CHECK-NEXT:       %1 = arith.subi %arg12, %arg11 : index
// CHECK-NEXT:       %2 = arith.divsi %1, %c2 : index
// CHECK-NEXT:       %3 = arith.addi %arg11, %2 : index
// CHECK-NEXT:       %token = async.execute {
// CHECK-NEXT:         call @async_dispatch_fn(%arg0, %3, %arg12, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %arg10) : (!async.group, index, index, index, index, index, index, index, memref<100xf32>, memref<?xf32>, memref<?xf32>) -> ()
// CHECK-NEXT:         async.yield
// CHECK-NEXT:       }
// CHECK-NEXT:       %4 = async.add_to_group %token, %arg0 : !async.token
// CHECK-NEXT:       scf.yield %arg11, %3 : index, index
// CHECK-NEXT:     }
// CHECK-NEXT:     call @parallel_compute_fn(%arg1, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %arg10) : (index, index, index, index, index, index, memref<100xf32>, memref<?xf32>, memref<?xf32>) -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }

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

// -----

// A two-dimensional integer sum: the partials are per block of the flattened iteration
// space, as for loops without reductions.

// CHECK: module {
// CHECK-NEXT:   func @sum_2d(%arg0: index, %arg1: index) -> i64 {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c0_i64 = arith.constant 0 : i64
// CHECK-NEXT:     %c1000 = arith.constant 1000 : index
// CHECK-NEXT:     %c32 = arith.constant 32 : index
// CHECK-NEXT:     %0 = arith.muli %arg0, %arg1 : index
// CHECK-NEXT:     %1 = arith.cmpi eq, %0, %c0 : index
// CHECK-NEXT:     %2 = scf.if %1 -> (i64) {
// CHECK-NEXT:       scf.yield %c0_i64 : i64
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %3 = arith.ceildivsi %0, %c32 : index
// CHECK-NEXT:       %4 = arith.maxsi %3, %c1000 : index
// CHECK-NEXT:       %5 = arith.minsi %0, %4 : index
// CHECK-NEXT:       %6 = arith.ceildivsi %0, %5 : index
// CHECK-NEXT:       %7 = memref.alloc(%6) : memref<?xi64>
// CHECK-NEXT:       %8 = arith.cmpi eq, %6, %c1 : index
// CHECK-NEXT:       scf.if %8 {
// CHECK-NEXT:         call @parallel_compute_fn(%c0, %5, %arg0, %arg1, %c0, %c0, %arg0, %arg1, %c1, %c1, %7) : (index, index, index, index, index, index, index, index, index, index, memref<?xi64>) -> ()
// CHECK-NEXT:       } else {
// CHECK-NEXT:         %10 = arith.subi %6, %c1 : index
// CHECK-NEXT:         %11 = async.create_group %10 : !async.group
// CHECK-NEXT:         call @async_dispatch_fn(%11, %c0, %6, %5, %arg0, %arg1, %c0, %c0, %arg0, %arg1, %c1, %c1, %7) : (!async.group, index, index, index, index, index, index, index, index, index, index, index, memref<?xi64>) -> ()
// CHECK-NEXT:         async.await_all %11
// CHECK-NEXT:       }
// CHECK-NEXT:       %9 = scf.for %arg2 = %c0 to %6 step %c1 iter_args(%arg3 = %c0_i64) -> (i64) {
// CHECK-NEXT:         %10 = memref.load %7[%arg2] : memref<?xi64>
// CHECK-NEXT:         %11 = arith.addi %arg3, %10 : i64
// CHECK-NEXT:         scf.yield %11 : i64
// CHECK-NEXT:       }
// CHECK-NEXT:       memref.dealloc %7 : memref<?xi64>
// CHECK-NEXT:       scf.yield %9 : i64
// CHECK-NEXT:     }
// CHECK-NEXT:     return %2 : i64
// CHECK-NEXT:   }
// CHECK-NEXT:   func private @parallel_compute_fn(%arg0: index, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: index, %arg7: index, %arg8: index, %arg9: index, %arg10: memref<?xi64>) {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0 = arith.muli %arg2, %arg3 : index
// CHECK-NEXT:     %1 = arith.muli %arg0, %arg1 : index
// CHECK-NEXT:     %2 = arith.addi %1, %arg1 : index
// CHECK-NEXT:     %3 = arith.minsi %2, %0 : index
// CHECK-NEXT:     %4 = arith.remsi %1, %arg3 : index
// CHECK-NEXT:     %5 = arith.divsi %1, %arg3 : index
// CHECK-NEXT:     %6 = arith.remsi %5, %arg2 : index
// CHECK-NEXT:     %7 = arith.muli %6, %arg8 : index
// CHECK-NEXT:     %8 = arith.addi %arg4, %7 : index
// CHECK-NEXT:     %9 = arith.muli %4, %arg9 : index
// CHECK-NEXT:     %10 = arith.addi %arg5, %9 : index
// CHECK-NEXT:     %11 = arith.muli %8, %10 : index
// CHECK-NEXT:     %12 = arith.index_cast %11 : index to i64
// CHECK-NEXT:     %13 = arith.addi %1, %c1 : index
// CHECK-NEXT:     %14 = scf.for %arg11 = %13 to %3 step %c1 iter_args(%arg12 = %12) -> (i64) {
// CHECK-NEXT:       %15 = arith.remsi %arg11, %arg3 : index
// CHECK-NEXT:       %16 = arith.divsi %arg11, %arg3 : index
// CHECK-NEXT:       %17 = arith.remsi %16, %arg2 : index
// CHECK-NEXT:       %18 = arith.muli %17, %arg8 : index
// CHECK-NEXT:       %19 = arith.addi %arg4, %18 : index
// CHECK-NEXT:       %20 = arith.muli %15, %arg9 : index
// CHECK-NEXT:       %21 = arith.addi %arg5, %20 : index
// CHECK-NEXT:       %22 = arith.muli %19, %21 : index
// CHECK-NEXT:       %23 = arith.index_cast %22 : index to i64
// CHECK-NEXT:       %24 = arith.addi %arg12, %23 : i64
// CHECK-NEXT:       scf.yield %24 : i64
// CHECK-NEXT:     }
// CHECK-NEXT:     memref.store %14, %arg10[%arg0] : memref<?xi64>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func private @async_dispatch_fn(%arg0: !async.group, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: index, %arg7: index, %arg8: index, %arg9: index, %arg10: index, %arg11: index, %arg12: memref<?xi64>) {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %0:2 = scf.while (%arg13 = %arg1, %arg14 = %arg2) : (index, index) -> (index, index) {
// CHECK-NEXT:       %1 = arith.subi %arg14, %arg13 : index
// CHECK-NEXT:       %2 = arith.cmpi sgt, %1, %c1 : index
// CHECK-NEXT:       scf.condition(%2) %arg13, %arg14 : index, index
// CHECK-NEXT:     } do {
// CHECK-NEXT:     ^bb0(%arg13: index, %arg14: index):
// CHECK-NEXT:       %1 = arith.subi %arg14, %arg13 : index
// CHECK-NEXT:       %2 = arith.divsi %1, %c2 : index
// CHECK-NEXT:       %3 = arith.addi %arg13, %2 : index
// CHECK-NEXT:       %token = async.execute {
// CHECK-NEXT:         call @async_dispatch_fn(%arg0, %3, %arg14, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %arg10, %arg11, %arg12) : (!async.group, index, index, index, index, index, index, index, index, index, index, index, memref<?xi64>) -> ()
// CHECK-NEXT:         async.yield
// CHECK-NEXT:       }
// CHECK-NEXT:       %4 = async.add_to_group %token, %arg0 : !async.token
// CHECK-NEXT:       scf.yield %arg13, %3 : index, index
// CHECK-NEXT:     }
// CHECK-NEXT:     call @parallel_compute_fn(%arg1, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %arg10, %arg11, %arg12) : (index, index, index, index, index, index, index, index, index, index, memref<?xi64>) -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }

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

// -----

// A reduction reading values from above the loop, a constant and an argument: the
// constant is cloned into the reduction (the caller applies it too, and the compute
// function need not take it), the argument reaches the compute function as one.

// CHECK-LABEL: func @capped_sum(
// CHECK-SAME:      %[[N:.*]]: index, %[[CAP:.*]]: i64)
// CHECK:         %[[C2:.*]] = arith.constant 2 : i64
// CHECK:         call @parallel_compute_fn({{.*}}, %[[CAP]], %{{.*}}) : (index, index, index, index, index, index, i64, memref<?xi64>) -> ()
// CHECK:         scf.for
// CHECK:           %[[P:.*]] = memref.load
// CHECK-NEXT:      %[[D:.*]] = arith.muli %[[P]], %[[C2]] : i64
// CHECK-NEXT:      %[[S:.*]] = arith.addi %{{.*}}, %[[D]] : i64
// CHECK-NEXT:      arith.minsi %[[S]], %[[CAP]] : i64
// CHECK-LABEL: func private @parallel_compute_fn(
// CHECK-SAME:      %[[A6:arg6]]: i64, %{{.*}}: memref<?xi64>)
// CHECK:         %[[K2:.*]] = arith.constant 2 : i64
// CHECK:         scf.for
// CHECK:           %[[D:.*]] = arith.muli %{{.*}}, %[[K2]] : i64
// CHECK-NEXT:      %[[S:.*]] = arith.addi %{{.*}}, %[[D]] : i64
// CHECK-NEXT:      arith.minsi %[[S]], %[[A6]] : i64

// C22-LABEL: func.func @capped_sum(
// C22:         func.call @parallel_compute_fn({{.*}}) : (index, index, index, index, index, index, i64, memref<?xi64>) -> ()
// C22-LABEL: func.func private @parallel_compute_fn(
// C22-SAME:      %[[A6:arg6]]: i64, %{{.*}}: memref<?xi64>)
// C22:           arith.minsi %{{.*}}, %[[A6]] : i64

// SEQ-LABEL: func @capped_sum(
// SEQ-LABEL: func private @parallel_compute_fn(
// SEQ-SAME:      %[[A6:arg6]]: i64, %{{.*}}: memref<?xi64>)
// SEQ:           arith.minsi %{{.*}}, %[[A6]] : i64

// UPSTREAM-LABEL: @capped_sum(
// UPSTREAM-NOT: async
// UPSTREAM: scf.parallel
// UPSTREAM-NOT: async
// UPSTREAM: return

func @capped_sum(%n: index, %cap: i64) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0 : i64
  %two = arith.constant 2 : i64
  %r = scf.parallel (%i) = (%c0) to (%n) step (%c1) init (%zero) -> i64 {
    %x = arith.index_cast %i : index to i64
    scf.reduce(%x) : i64 {
    ^bb0(%a: i64, %b: i64):
      %d = arith.muli %b, %two : i64
      %s = arith.addi %a, %d : i64
      %m = arith.minsi %s, %cap : i64
      scf.reduce.return %m : i64
    }
    scf.yield
  }
  return %r : i64
}

// -----

// A reduction reading a value of the loop body (here the element itself, in place of its
// right operand): the caller, which combines the blocks' partial results, could not see
// it, so the loop stays as it is, as upstream leaves every loop with reductions.

// CHECK-LABEL: func @reads_the_body(
// CHECK-NOT:     async
// CHECK:         scf.parallel
// CHECK:           %[[E:.*]] = memref.load
// CHECK:           scf.reduce(%[[E]])
// CHECK:             arith.addf %[[E]], %{{.*}} : f32
// CHECK-NOT:     parallel_compute_fn

// C22-LABEL: func.func @reads_the_body(
// C22-NOT:     async
// C22:         scf.parallel
// C22:           %[[E:.*]] = memref.load
// C22:           scf.reduce(%[[E]] : f32)
// C22:             arith.addf %[[E]], %{{.*}} : f32
// C22-NOT:     parallel_compute_fn

// SEQ-LABEL: func @reads_the_body(
// SEQ-NOT:     async
// SEQ:         scf.parallel
// SEQ-NOT:     parallel_compute_fn

// UPSTREAM-LABEL: @reads_the_body(
// UPSTREAM-NOT: async
// UPSTREAM: scf.parallel
// UPSTREAM-NOT: async
// UPSTREAM: return

func @reads_the_body(%buf: memref<?xf32>, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f32
  %r = scf.parallel (%i) = (%c0) to (%n) step (%c1) init (%z) -> f32 {
    %e = memref.load %buf[%i] : memref<?xf32>
    scf.reduce(%e) : f32 {
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %e, %b : f32
      scf.reduce.return %s : f32
    }
    scf.yield
  }
  return %r : f32
}
