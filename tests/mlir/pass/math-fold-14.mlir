// The math dialect's folders as LLVM 14 runs them in the greedy driver (here the one of
// async-parallel-for): only math.ceil (in every format) and math.log2 (f32 and f64, not
// on negative operands) fold; the other ops stay. The checks are mlir-opt-14's output.
// LLVM 14 syntax.
// RUN: async-opt %s -split-input-file -async-parallel-for | FileCheck %s
// RUN: mlir-opt-14 %s -split-input-file -async-parallel-for | FileCheck %s

// CHECK: module {
// CHECK-NEXT:   func @folds(%arg0: memref<?xf32>, %arg1: index) -> (f16, f32, f64, f64) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c1000 = arith.constant 1000 : index
// CHECK-NEXT:     %c32 = arith.constant 32 : index
// CHECK-NEXT:     %cst = arith.constant -2.000000e+00 : f16
// CHECK-NEXT:     %cst_0 = arith.constant 3.000000e+00 : f32
// CHECK-NEXT:     %cst_1 = arith.constant -1.7369655941662063 : f64
// CHECK-NEXT:     %cst_2 = arith.constant 1.000000e+00 : f64
// CHECK-NEXT:     %0 = arith.cmpi eq, %arg1, %c0 : index
// CHECK-NEXT:     scf.if %0 {
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %1 = arith.ceildivsi %arg1, %c32 : index
// CHECK-NEXT:       %2 = arith.maxsi %1, %c1000 : index
// CHECK-NEXT:       %3 = arith.minsi %arg1, %2 : index
// CHECK-NEXT:       %4 = arith.ceildivsi %arg1, %3 : index
// CHECK-NEXT:       %5 = arith.cmpi eq, %4, %c1 : index
// CHECK-NEXT:       scf.if %5 {
// CHECK-NEXT:         call @parallel_compute_fn(%c0, %3, %arg1, %c0, %arg1, %c1, %arg0) : (index, index, index, index, index, index, memref<?xf32>) -> ()
// CHECK-NEXT:       } else {
// CHECK-NEXT:         %6 = arith.subi %4, %c1 : index
// CHECK-NEXT:         %7 = async.create_group %6 : !async.group
// CHECK-NEXT:         call @async_dispatch_fn(%7, %c0, %4, %3, %arg1, %c0, %arg1, %c1, %arg0) : (!async.group, index, index, index, index, index, index, index, memref<?xf32>) -> ()
// CHECK-NEXT:         async.await_all %7
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return %cst, %cst_0, %cst_1, %cst_2 : f16, f32, f64, f64
// CHECK-NEXT:   }
// CHECK-NEXT:   func private @parallel_compute_fn(%arg0: index, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: memref<?xf32>) {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %cst = arith.constant 3.000000e+00 : f32
// CHECK-NEXT:     %0 = arith.muli %arg0, %arg1 : index
// CHECK-NEXT:     %1 = arith.addi %0, %arg1 : index
// CHECK-NEXT:     %2 = arith.minsi %1, %arg2 : index
// CHECK-NEXT:     %3 = arith.subi %2, %c1 : index
// CHECK-NEXT:     %4 = arith.remsi %0, %arg2 : index
// CHECK-NEXT:     %5 = arith.remsi %3, %arg2 : index
// CHECK-NEXT:     %6 = arith.addi %5, %c1 : index
// CHECK-NEXT:     scf.for %arg7 = %4 to %6 step %c1 {
// CHECK-NEXT:       memref.store %cst, %arg6[%arg7] : memref<?xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func private @async_dispatch_fn(%arg0: !async.group, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: index, %arg7: index, %arg8: memref<?xf32>) {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %0:2 = scf.while (%arg9 = %arg1, %arg10 = %arg2) : (index, index) -> (index, index) {
// CHECK-NEXT:       %1 = arith.subi %arg10, %arg9 : index
// CHECK-NEXT:       %2 = arith.cmpi sgt, %1, %c1 : index
// CHECK-NEXT:       scf.condition(%2) %arg9, %arg10 : index, index
// CHECK-NEXT:     } do {
// CHECK-NEXT:     ^bb0(%arg9: index, %arg10: index):
// CHECK-NEXT:       %1 = arith.subi %arg10, %arg9 : index
// CHECK-NEXT:       %2 = arith.divsi %1, %c2 : index
// CHECK-NEXT:       %3 = arith.addi %arg9, %2 : index
// CHECK-NEXT:       %token = async.execute {
// CHECK-NEXT:         call @async_dispatch_fn(%arg0, %3, %arg10, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8) : (!async.group, index, index, index, index, index, index, index, memref<?xf32>) -> ()
// CHECK-NEXT:         async.yield
// CHECK-NEXT:       }
// CHECK-NEXT:       %4 = async.add_to_group %token, %arg0 : !async.token
// CHECK-NEXT:       scf.yield %arg9, %3 : index, index
// CHECK-NEXT:     }
// CHECK-NEXT:     call @parallel_compute_fn(%arg1, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8) : (index, index, index, index, index, index, memref<?xf32>) -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }

func @folds(%buf: memref<?xf32>, %n: index) -> (f16, f32, f64, f64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %x = arith.constant -2.5 : f16
  %y = arith.constant 8.0 : f32
  %z = arith.constant 0.3 : f64
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %l = math.log2 %y : f32
    memref.store %l, %buf[%i] : memref<?xf32>
  }
  %a = math.ceil %x : f16
  %b = math.log2 %y : f32
  %c = math.log2 %z : f64
  %d = math.ceil %z : f64
  return %a, %b, %c, %d : f16, f32, f64, f64
}

// -----

// CHECK: {{^//}} -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func @stays() -> (f32, f16, f32, f32, f32, i32) {
// CHECK-NEXT:     %cst = arith.constant -8.000000e+00 : f32
// CHECK-NEXT:     %cst_0 = arith.constant 4.000000e+00 : f16
// CHECK-NEXT:     %cst_1 = arith.constant 5.000000e-01 : f32
// CHECK-NEXT:     %c12_i32 = arith.constant 12 : i32
// CHECK-NEXT:     %0 = math.log2 %cst : f32
// CHECK-NEXT:     %1 = math.log2 %cst_0 : f16
// CHECK-NEXT:     %2 = math.sqrt %cst_1 : f32
// CHECK-NEXT:     %3 = math.abs %cst : f32
// CHECK-NEXT:     %4 = math.floor %cst_1 : f32
// CHECK-NEXT:     %5 = math.ctpop %c12_i32 : i32
// CHECK-NEXT:     return %0, %1, %2, %3, %4, %5 : f32, f16, f32, f32, f32, i32
// CHECK-NEXT:   }
// CHECK-NEXT: }

func @stays() -> (f32, f16, f32, f32, f32, i32) {
  %neg = arith.constant -8.0 : f32
  %h = arith.constant 4.0 : f16
  %x = arith.constant 0.5 : f32
  %i = arith.constant 12 : i32
  %a = math.log2 %neg : f32
  %b = math.log2 %h : f16
  %c = math.sqrt %x : f32
  %d = math.abs %neg : f32
  %e = math.floor %x : f32
  %f = math.ctpop %i : i32
  return %a, %b, %c, %d, %e, %f : f32, f16, f32, f32, f32, i32
}
