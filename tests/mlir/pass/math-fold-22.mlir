// The math dialect's folders as LLVM 22 runs them in the greedy driver (here the one of
// async-parallel-for, which folds the whole module): the C library's functions on f32 and
// f64 (the same bits as mlir-opt-22, NaNs included), the exact ones in every format, the
// domain checks of the logarithms and sqrt, integer ops, and the ops LLVM 22 never folds.
// The checks are mlir-opt-22's output. LLVM 22 syntax.
// RUN: async-opt %s -split-input-file -async-parallel-for | FileCheck %s
// RUN: mlir-opt-22 %s -split-input-file -async-parallel-for | FileCheck %s

// CHECK: module {
// CHECK-NEXT:   func.func @library(%arg0: memref<?xf32>, %arg1: index) -> (f32, f32, f32, f32, f64, f64, f64, f64) {
// CHECK-NEXT:     %c32 = arith.constant 32 : index
// CHECK-NEXT:     %cst = arith.constant 2.000000e+00 : f64
// CHECK-NEXT:     %cst_0 = arith.constant 0.78539816339744828 : f64
// CHECK-NEXT:     %cst_1 = arith.constant 1.0986122886681096 : f64
// CHECK-NEXT:     %cst_2 = arith.constant 1.4436354751788103 : f64
// CHECK-NEXT:     %cst_3 = arith.constant 1.250000e-01 : f32
// CHECK-NEXT:     %cst_4 = arith.constant 0.462117165 : f32
// CHECK-NEXT:     %cst_5 = arith.constant 0.520499885 : f32
// CHECK-NEXT:     %cst_6 = arith.constant 1.04719758 : f32
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c1000 = arith.constant 1000 : index
// CHECK-NEXT:     %0 = arith.cmpi eq, %arg1, %c0 : index
// CHECK-NEXT:     scf.if %0 {
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %1 = arith.ceildivsi %arg1, %c32 : index
// CHECK-NEXT:       %2 = arith.maxsi %1, %c1000 : index
// CHECK-NEXT:       %3 = arith.minsi %arg1, %2 : index
// CHECK-NEXT:       %4 = arith.ceildivsi %arg1, %3 : index
// CHECK-NEXT:       %5 = arith.cmpi eq, %4, %c1 : index
// CHECK-NEXT:       scf.if %5 {
// CHECK-NEXT:         func.call @parallel_compute_fn(%c0, %3, %arg1, %c0, %arg1, %c1, %arg0) : (index, index, index, index, index, index, memref<?xf32>) -> ()
// CHECK-NEXT:       } else {
// CHECK-NEXT:         %6 = arith.subi %4, %c1 : index
// CHECK-NEXT:         %7 = async.create_group %6 : !async.group
// CHECK-NEXT:         func.call @async_dispatch_fn(%7, %c0, %4, %3, %arg1, %c0, %arg1, %c1, %arg0) : (!async.group, index, index, index, index, index, index, index, memref<?xf32>) -> ()
// CHECK-NEXT:         async.await_all %7
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return %cst_6, %cst_5, %cst_4, %cst_3, %cst_2, %cst_1, %cst_0, %cst : f32, f32, f32, f32, f64, f64, f64, f64
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @parallel_compute_fn(%arg0: index, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: memref<?xf32>) {
// CHECK-NEXT:     %cst = arith.constant 5.6522336 : f32
// CHECK-NEXT:     %c1 = arith.constant 1 : index
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
// CHECK-NEXT:   func.func private @async_dispatch_fn(%arg0: !async.group, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: index, %arg7: index, %arg8: memref<?xf32>) {
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
// CHECK-NEXT:         func.call @async_dispatch_fn(%arg0, %3, %arg10, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8) : (!async.group, index, index, index, index, index, index, index, memref<?xf32>) -> ()
// CHECK-NEXT:         async.yield
// CHECK-NEXT:       }
// CHECK-NEXT:       %4 = async.add_to_group %token, %arg0 : !async.token
// CHECK-NEXT:       scf.yield %arg9, %3 : index, index
// CHECK-NEXT:     }
// CHECK-NEXT:     call @parallel_compute_fn(%arg1, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8) : (index, index, index, index, index, index, memref<?xf32>) -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }

func.func @library(%buf: memref<?xf32>, %n: index) -> (f32, f32, f32, f32, f64, f64, f64, f64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %half = arith.constant 0.5 : f32
  %two = arith.constant 2.0 : f64
  %three = arith.constant 3.0 : f32
  // Folded inside the compute function too.
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %s = math.sqrt %three : f32
    %e = math.exp %s : f32
    memref.store %e, %buf[%i] : memref<?xf32>
  }
  %a = math.acos %half : f32
  %b = math.erf %half : f32
  %c = math.tanh %half : f32
  %d = math.powf %half, %three : f32
  %e = math.asinh %two : f64
  %f = math.log1p %two : f64
  %g = math.atan2 %two, %two : f64
  %h = math.round %two : f64
  return %a, %b, %c, %d, %e, %f, %g, %h : f32, f32, f32, f32, f64, f64, f64, f64
}

// -----

// CHECK: {{^//}} -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @domains() -> (f32, f32, f32, f32, f32, f64, f32, f16) {
// CHECK-NEXT:     %cst = arith.constant 0x7E00 : f16
// CHECK-NEXT:     %cst_0 = arith.constant 1.09861231 : f32
// CHECK-NEXT:     %cst_1 = arith.constant 0x7FC00000 : f32
// CHECK-NEXT:     %cst_2 = arith.constant -2.000000e+00 : f32
// CHECK-NEXT:     %cst_3 = arith.constant -0.000000e+00 : f64
// CHECK-NEXT:     %0 = math.log %cst_2 : f32
// CHECK-NEXT:     %1 = math.sqrt %cst_2 : f32
// CHECK-NEXT:     %2 = math.log1p %cst_2 : f32
// CHECK-NEXT:     %3 = math.log2 %cst_3 : f64
// CHECK-NEXT:     return %0, %1, %2, %cst_1, %cst_1, %3, %cst_0, %cst : f32, f32, f32, f32, f32, f64, f32, f16
// CHECK-NEXT:   }
// CHECK-NEXT: }

func.func @domains() -> (f32, f32, f32, f32, f32, f64, f32, f16) {
  %neg = arith.constant -2.0 : f32
  %negzero = arith.constant -0.0 : f64
  %two = arith.constant 2.0 : f32
  %zero = arith.constant 0.0 : f16
  // Not folded: negative operands.
  %a = math.log %neg : f32
  %b = math.sqrt %neg : f32
  %c = math.log1p %neg : f32
  // Folded to NaN by the C library.
  %d = math.acos %two : f32
  %e = math.asin %neg : f32
  // -0.0 counts as negative.
  %f = math.log2 %negzero : f64
  %g = math.log1p %two : f32
  // atan2(0, 0) is NaN in every format.
  %h = math.atan2 %zero, %zero : f16
  return %a, %b, %c, %d, %e, %f, %g, %h : f32, f32, f32, f32, f32, f64, f32, f16
}

// -----

// CHECK: {{^//}} -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @every_format() -> (f16, f16, f16, f16, bf16, bf16, f16, i1, i1, i1, i1) {
// CHECK-NEXT:     %false = arith.constant false
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %cst = arith.constant -2.500000e+00 : f16
// CHECK-NEXT:     %cst_0 = arith.constant 2.500000e+00 : f16
// CHECK-NEXT:     %cst_1 = arith.constant -2.000000e+00 : f16
// CHECK-NEXT:     %cst_2 = arith.constant -3.000000e+00 : f16
// CHECK-NEXT:     %cst_3 = arith.constant 4.000000e+00 : bf16
// CHECK-NEXT:     %cst_4 = arith.constant 3.500000e+00 : bf16
// CHECK-NEXT:     %0 = math.exp %cst : f16
// CHECK-NEXT:     return %cst_0, %cst_1, %cst_2, %cst_1, %cst_3, %cst_4, %0, %true, %false, %false, %false : f16, f16, f16, f16, bf16, bf16, f16, i1, i1, i1, i1
// CHECK-NEXT:   }
// CHECK-NEXT: }

func.func @every_format() -> (f16, f16, f16, f16, bf16, bf16, f16, i1, i1, i1, i1) {
  %x = arith.constant -2.5 : f16
  %y = arith.constant 3.5 : bf16
  %inf = arith.constant 0x7C00 : f16
  %tiny = arith.constant 1.0e-6 : f16
  %a = math.absf %x : f16
  %b = math.ceil %x : f16
  %c = math.floor %x : f16
  %d = math.roundeven %x : f16
  %e = math.roundeven %y : bf16
  %f = math.copysign %y, %y : bf16
  // The C library's functions do not fold in f16.
  %g = math.exp %x : f16
  %h = math.isinf %inf : f16
  %i = math.isfinite %inf : f16
  %j = math.isnormal %tiny : f16
  %k = math.isnan %x : f16
  return %a, %b, %c, %d, %e, %f, %g, %h, %i, %j, %k : f16, f16, f16, f16, bf16, bf16, f16, i1, i1, i1, i1
}

// -----

// CHECK: {{^//}} -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @integers() -> (i32, i32, i32, i8, i32, i32, i32, i64) {
// CHECK-NEXT:     %c0_i64 = arith.constant 0 : i64
// CHECK-NEXT:     %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:     %c-2_i32 = arith.constant -2 : i32
// CHECK-NEXT:     %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT:     %c28_i32 = arith.constant 28 : i32
// CHECK-NEXT:     %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:     %c8_i8 = arith.constant 8 : i8
// CHECK-NEXT:     %c30_i32 = arith.constant 30 : i32
// CHECK-NEXT:     %c-343_i32 = arith.constant -343 : i32
// CHECK-NEXT:     %0 = math.ipowi %c0_i32, %c-2_i32 : i32
// CHECK-NEXT:     return %c7_i32, %c28_i32, %c2_i32, %c8_i8, %c30_i32, %c-343_i32, %0, %c0_i64 : i32, i32, i32, i8, i32, i32, i32, i64
// CHECK-NEXT:   }
// CHECK-NEXT: }

func.func @integers() -> (i32, i32, i32, i8, i32, i32, i32, i64) {
  %m7 = arith.constant -7 : i32
  %twelve = arith.constant 12 : i32
  %three = arith.constant 3 : i32
  %zero = arith.constant 0 : i32
  %minus2 = arith.constant -2 : i32
  %byte = arith.constant 0 : i8
  %big = arith.constant 40 : i64
  %a = math.absi %m7 : i32
  %b = math.ctlz %twelve : i32
  %c = math.cttz %twelve : i32
  %d = math.cttz %byte : i8
  %e = math.ctpop %m7 : i32
  %f = math.ipowi %m7, %three : i32
  // 0 to a negative power stays.
  %g = math.ipowi %zero, %minus2 : i32
  %h = math.ipowi %big, %big : i64
  return %a, %b, %c, %d, %e, %f, %g, %h : i32, i32, i32, i8, i32, i32, i32, i64
}

// -----

// CHECK: {{^//}} -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @never(%arg0: f32) -> (f32, f32, f32, f32) {
// CHECK-NEXT:     %cst = arith.constant 8.000000e+00 : f32
// CHECK-NEXT:     %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:     %0 = math.cbrt %cst : f32
// CHECK-NEXT:     %1 = math.rsqrt %cst : f32
// CHECK-NEXT:     %2 = math.fma %cst, %cst, %cst : f32
// CHECK-NEXT:     %3 = math.fpowi %cst, %c2_i32 : f32, i32
// CHECK-NEXT:     return %0, %1, %2, %3 : f32, f32, f32, f32
// CHECK-NEXT:   }
// CHECK-NEXT: }

func.func @never(%v: f32) -> (f32, f32, f32, f32) {
  %x = arith.constant 8.0 : f32
  %p = arith.constant 2 : i32
  %a = math.cbrt %x : f32
  %b = math.rsqrt %x : f32
  %c = math.fma %x, %x, %x : f32
  %d = math.fpowi %x, %p : f32, i32
  return %a, %b, %c, %d : f32, f32, f32, f32
}
