// async-parallel-for in an llvm.func (LLVM 14): the compute and dispatch functions are
// funcs added to the module. LLVM 14's inliner does not see an llvm.func (the llvm dialect
// has no inliner interface then): the call to the compute function stays.
// RUN: async-opt %s -async-parallel-for | FileCheck %s --check-prefix=ASYNC
// RUN: mlir-opt-14 %s -async-parallel-for | FileCheck %s --check-prefix=ASYNC
// RUN: async-opt %s -async-parallel-for=async-dispatch=false | FileCheck %s --check-prefix=SEQ
// RUN: mlir-opt-14 %s -async-parallel-for=async-dispatch=false | FileCheck %s --check-prefix=SEQ
// RUN: async-opt %s -async-parallel-for=async-dispatch=false -canonicalize -inline -symbol-dce | FileCheck %s --check-prefix=INLINED
// RUN: mlir-opt-14 %s -async-parallel-for=async-dispatch=false -canonicalize -inline -symbol-dce | FileCheck %s --check-prefix=INLINED

// ASYNC: module {
// ASYNC-NEXT:   llvm.func @fill() {
// ASYNC-NEXT:     %c0 = arith.constant 0 : index
// ASYNC-NEXT:     %c8 = arith.constant 8 : index
// ASYNC-NEXT:     %c1 = arith.constant 1 : index
// ASYNC-NEXT:     %false = arith.constant false
// ASYNC-NEXT:     %true = arith.constant true
// ASYNC-NEXT:     %0 = memref.alloc() : memref<8xf32>
// ASYNC-NEXT:     scf.if %false {
// ASYNC-NEXT:     } else {
// ASYNC-NEXT:       scf.if %true {
// ASYNC-NEXT:         call @parallel_compute_fn(%c0, %c8, %c8, %c0, %c8, %c1, %0) : (index, index, index, index, index, index, memref<8xf32>) -> ()
// ASYNC-NEXT:       } else {
// ASYNC-NEXT:         %1 = async.create_group %c0 : !async.group
// ASYNC-NEXT:         call @async_dispatch_fn(%1, %c0, %c1, %c8, %c8, %c0, %c8, %c1, %0) : (!async.group, index, index, index, index, index, index, index, memref<8xf32>) -> ()
// ASYNC-NEXT:         async.await_all %1
// ASYNC-NEXT:       }
// ASYNC-NEXT:     }
// ASYNC-NEXT:     llvm.return
// ASYNC-NEXT:   }
// ASYNC-NEXT:   func @std_loaded() {
// ASYNC-NEXT:     return
// ASYNC-NEXT:   }
// ASYNC-NEXT:   func private @parallel_compute_fn(%arg0: index, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: memref<8xf32>) {
// ASYNC-NEXT:     %c1 = arith.constant 1 : index
// ASYNC-NEXT:     %c8 = arith.constant 8 : index
// ASYNC-NEXT:     %cst = arith.constant 1.000000e+00 : f32
// ASYNC-NEXT:     %0 = arith.muli %arg0, %arg1 : index
// ASYNC-NEXT:     %1 = arith.addi %0, %arg1 : index
// ASYNC-NEXT:     %2 = arith.minsi %1, %c8 : index
// ASYNC-NEXT:     %3 = arith.subi %2, %c1 : index
// ASYNC-NEXT:     %4 = arith.remsi %0, %c8 : index
// ASYNC-NEXT:     %5 = arith.remsi %3, %c8 : index
// ASYNC-NEXT:     %6 = arith.addi %5, %c1 : index
// ASYNC-NEXT:     scf.for %arg7 = %4 to %6 step %c1 {
// ASYNC-NEXT:       memref.store %cst, %arg6[%arg7] : memref<8xf32>
// ASYNC-NEXT:     }
// ASYNC-NEXT:     return
// ASYNC-NEXT:   }
// ASYNC-NEXT:   func private @async_dispatch_fn(%arg0: !async.group, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: index, %arg7: index, %arg8: memref<8xf32>) {
// ASYNC-NEXT:     %c1 = arith.constant 1 : index
// ASYNC-NEXT:     %c2 = arith.constant 2 : index
// ASYNC-NEXT:     %0:2 = scf.while (%arg9 = %arg1, %arg10 = %arg2) : (index, index) -> (index, index) {
// ASYNC-NEXT:       %1 = arith.subi %arg10, %arg9 : index
// ASYNC-NEXT:       %2 = arith.cmpi sgt, %1, %c1 : index
// ASYNC-NEXT:       scf.condition(%2) %arg9, %arg10 : index, index
// ASYNC-NEXT:     } do {
// ASYNC-NEXT:     ^bb0(%arg9: index, %arg10: index):
// ASYNC-NEXT:       %1 = arith.subi %arg10, %arg9 : index
// ASYNC-NEXT:       %2 = arith.divsi %1, %c2 : index
// ASYNC-NEXT:       %3 = arith.addi %arg9, %2 : index
// ASYNC-NEXT:       %token = async.execute {
// ASYNC-NEXT:         call @async_dispatch_fn(%arg0, %3, %arg10, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8) : (!async.group, index, index, index, index, index, index, index, memref<8xf32>) -> ()
// ASYNC-NEXT:         async.yield
// ASYNC-NEXT:       }
// ASYNC-NEXT:       %4 = async.add_to_group %token, %arg0 : !async.token
// ASYNC-NEXT:       scf.yield %arg9, %3 : index, index
// ASYNC-NEXT:     }
// ASYNC-NEXT:     call @parallel_compute_fn(%arg1, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8) : (index, index, index, index, index, index, memref<8xf32>) -> ()
// ASYNC-NEXT:     return
// ASYNC-NEXT:   }
// ASYNC-NEXT: }

// SEQ: module {
// SEQ-NEXT:   llvm.func @fill() {
// SEQ-NEXT:     %c0 = arith.constant 0 : index
// SEQ-NEXT:     %c8 = arith.constant 8 : index
// SEQ-NEXT:     %c1 = arith.constant 1 : index
// SEQ-NEXT:     %false = arith.constant false
// SEQ-NEXT:     %0 = memref.alloc() : memref<8xf32>
// SEQ-NEXT:     scf.if %false {
// SEQ-NEXT:     } else {
// SEQ-NEXT:       %1 = async.create_group %c0 : !async.group
// SEQ-NEXT:       scf.for %arg0 = %c1 to %c1 step %c1 {
// SEQ-NEXT:         %token = async.execute {
// SEQ-NEXT:           call @parallel_compute_fn(%arg0, %c8, %c8, %c0, %c8, %c1, %0) : (index, index, index, index, index, index, memref<8xf32>) -> ()
// SEQ-NEXT:           async.yield
// SEQ-NEXT:         }
// SEQ-NEXT:         %2 = async.add_to_group %token, %1 : !async.token
// SEQ-NEXT:       }
// SEQ-NEXT:       call @parallel_compute_fn(%c0, %c8, %c8, %c0, %c8, %c1, %0) : (index, index, index, index, index, index, memref<8xf32>) -> ()
// SEQ-NEXT:       async.await_all %1
// SEQ-NEXT:     }
// SEQ-NEXT:     llvm.return
// SEQ-NEXT:   }
// SEQ-NEXT:   func @std_loaded() {
// SEQ-NEXT:     return
// SEQ-NEXT:   }
// SEQ-NEXT:   func private @parallel_compute_fn(%arg0: index, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: memref<8xf32>) {
// SEQ-NEXT:     %c1 = arith.constant 1 : index
// SEQ-NEXT:     %c8 = arith.constant 8 : index
// SEQ-NEXT:     %cst = arith.constant 1.000000e+00 : f32
// SEQ-NEXT:     %0 = arith.muli %arg0, %arg1 : index
// SEQ-NEXT:     %1 = arith.addi %0, %arg1 : index
// SEQ-NEXT:     %2 = arith.minsi %1, %c8 : index
// SEQ-NEXT:     %3 = arith.subi %2, %c1 : index
// SEQ-NEXT:     %4 = arith.remsi %0, %c8 : index
// SEQ-NEXT:     %5 = arith.remsi %3, %c8 : index
// SEQ-NEXT:     %6 = arith.addi %5, %c1 : index
// SEQ-NEXT:     scf.for %arg7 = %4 to %6 step %c1 {
// SEQ-NEXT:       memref.store %cst, %arg6[%arg7] : memref<8xf32>
// SEQ-NEXT:     }
// SEQ-NEXT:     return
// SEQ-NEXT:   }
// SEQ-NEXT: }

// INLINED: module {
// INLINED-NEXT:   llvm.func @fill() {
// INLINED-NEXT:     %c1 = arith.constant 1 : index
// INLINED-NEXT:     %c8 = arith.constant 8 : index
// INLINED-NEXT:     %c0 = arith.constant 0 : index
// INLINED-NEXT:     %0 = memref.alloc() : memref<8xf32>
// INLINED-NEXT:     call @parallel_compute_fn(%c0, %c8, %c8, %c0, %c8, %c1, %0) : (index, index, index, index, index, index, memref<8xf32>) -> ()
// INLINED-NEXT:     llvm.return
// INLINED-NEXT:   }
// INLINED-NEXT:   func @std_loaded() {
// INLINED-NEXT:     return
// INLINED-NEXT:   }
// INLINED-NEXT:   func private @parallel_compute_fn(%arg0: index, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: memref<8xf32>) {
// INLINED-NEXT:     %c1 = arith.constant 1 : index
// INLINED-NEXT:     %c8 = arith.constant 8 : index
// INLINED-NEXT:     %cst = arith.constant 1.000000e+00 : f32
// INLINED-NEXT:     %0 = arith.muli %arg0, %arg1 : index
// INLINED-NEXT:     %1 = arith.addi %0, %arg1 : index
// INLINED-NEXT:     %2 = arith.minsi %1, %c8 : index
// INLINED-NEXT:     %3 = arith.subi %2, %c1 : index
// INLINED-NEXT:     %4 = arith.remsi %0, %c8 : index
// INLINED-NEXT:     %5 = arith.remsi %3, %c8 : index
// INLINED-NEXT:     %6 = arith.addi %5, %c1 : index
// INLINED-NEXT:     scf.for %arg7 = %4 to %6 step %c1 {
// INLINED-NEXT:       memref.store %cst, %arg6[%arg7] : memref<8xf32>
// INLINED-NEXT:     }
// INLINED-NEXT:     return
// INLINED-NEXT:   }
// INLINED-NEXT: }

llvm.func @fill() {
  %cst = arith.constant 1.0 : f32
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %c1 = arith.constant 1 : index
  %unused = memref.alloc() : memref<8xf32>
  %m = memref.alloc() : memref<8xf32>
  scf.parallel (%i) = (%c0) to (%c8) step (%c1) {
    memref.store %cst, %m[%i] : memref<8xf32>
  }
  llvm.return
}

// mlir-opt-14 loads the std dialect only for an op of it (without one, it aborts
// building the `std.select` it needs).
func @std_loaded() {
  return
}
