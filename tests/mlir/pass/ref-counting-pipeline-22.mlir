// The async part of upstream's runner pipelines (LLVM 22 syntax) in one run:
// async-to-async-runtime, then reference counting on each function, as
// `builtin.module(async-to-async-runtime,func.func(async-runtime-ref-counting,async-runtime-ref-counting-opt),...)`
// spells it, checked against mlir-opt-22 running the same pipeline: the outlined
// execute keeps the reference its caller gave it for its operand until the load, and
// the caller drops its own references after its awaits. (With two awaits in one
// execute upstream goes wrong: ref-counting-error-path-22.mlir.)
// RUN: async-opt %s --pass-pipeline='builtin.module(async-to-async-runtime,func.func(async-runtime-ref-counting,async-runtime-ref-counting-opt))' | FileCheck %s
// RUN: mlir-opt-22 %s --pass-pipeline='builtin.module(async-to-async-runtime,func.func(async-runtime-ref-counting,async-runtime-ref-counting-opt))' | FileCheck %s
// The flags in a row give the same:
// RUN: async-opt %s -async-to-async-runtime -async-runtime-ref-counting -async-runtime-ref-counting-opt | FileCheck %s
// RUN: async-opt %s -async-to-async-runtime -async-runtime-ref-counting -async-runtime-ref-counting-opt | mlir-opt-22 > /dev/null
// And the LLVM 14 output, which mlir-opt-14 accepts:
// RUN: async-opt %s --compat=14 -async-to-async-runtime -async-runtime-ref-counting -async-runtime-ref-counting-opt | mlir-opt-14 > /dev/null

// CHECK: module {
// CHECK-NEXT:   func.func private @printF32(f32)
// CHECK-NEXT:   func.func @entry() {
// CHECK-NEXT:     %cst = arith.constant 1.500000e+00 : f32
// CHECK-NEXT:     %0:2 = call @async_execute_fn() : () -> (!async.token, !async.value<f32>)
// CHECK-NEXT:     %1:2 = call @async_execute_fn_0(%0#1) : (!async.value<f32>) -> (!async.token, !async.value<f32>)
// CHECK-NEXT:     async.runtime.drop_ref %1#0 {count = 1 : i64} : !async.token
// CHECK-NEXT:     async.runtime.await %1#1 : !async.value<f32>
// CHECK-NEXT:     %2 = async.runtime.is_error %1#1 : !async.value<f32>
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %3 = arith.xori %2, %true : i1
// CHECK-NEXT:     cf.assert %3, "Awaited async operand is in error state"
// CHECK-NEXT:     %4 = async.runtime.load %1#1 : <f32>
// CHECK-NEXT:     async.runtime.drop_ref %1#1 {count = 1 : i64} : !async.value<f32>
// CHECK-NEXT:     async.runtime.await %0#0 : !async.token
// CHECK-NEXT:     %5 = async.runtime.is_error %0#0 : !async.token
// CHECK-NEXT:     async.runtime.drop_ref %0#0 {count = 1 : i64} : !async.token
// CHECK-NEXT:     %true_0 = arith.constant true
// CHECK-NEXT:     %6 = arith.xori %5, %true_0 : i1
// CHECK-NEXT:     cf.assert %6, "Awaited async operand is in error state"
// CHECK-NEXT:     call @printF32(%4) : (f32) -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @async_execute_fn() -> (!async.token, !async.value<f32>) attributes {passthrough = ["presplitcoroutine"]} {
// CHECK-NEXT:     %0 = async.runtime.create : !async.token
// CHECK-NEXT:     %1 = async.runtime.create : !async.value<f32>
// CHECK-NEXT:     %2 = async.coro.id
// CHECK-NEXT:     %3 = async.coro.begin %2
// CHECK-NEXT:     %4 = async.coro.save %3
// CHECK-NEXT:     async.runtime.resume %3
// CHECK-NEXT:     async.coro.suspend %4, ^bb4, ^bb1, ^bb3
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     %cst = arith.constant 1.500000e+00 : f32
// CHECK-NEXT:     async.runtime.store %cst, %1 : <f32>
// CHECK-NEXT:     async.runtime.set_available %1 : !async.value<f32>
// CHECK-NEXT:     async.runtime.set_available %0 : !async.token
// CHECK-NEXT:     cf.br ^bb2
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     async.coro.free %2, %3
// CHECK-NEXT:     cf.br ^bb4
// CHECK-NEXT:   ^bb3:  // pred: ^bb0
// CHECK-NEXT:     async.coro.free %2, %3
// CHECK-NEXT:     cf.br ^bb4
// CHECK-NEXT:   ^bb4:  // 3 preds: ^bb0, ^bb2, ^bb3
// CHECK-NEXT:     async.coro.end %3
// CHECK-NEXT:     return %0, %1 : !async.token, !async.value<f32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @async_execute_fn_0(%arg0: !async.value<f32>) -> (!async.token, !async.value<f32>) attributes {passthrough = ["presplitcoroutine"]} {
// CHECK-NEXT:     %0 = async.runtime.create : !async.token
// CHECK-NEXT:     %1 = async.runtime.create : !async.value<f32>
// CHECK-NEXT:     %2 = async.coro.id
// CHECK-NEXT:     %3 = async.coro.begin %2
// CHECK-NEXT:     %4 = async.coro.save %3
// CHECK-NEXT:     async.runtime.resume %3
// CHECK-NEXT:     async.coro.suspend %4, ^bb7, ^bb1, ^bb6
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     %5 = async.coro.save %3
// CHECK-NEXT:     async.runtime.await_and_resume %arg0, %3 : !async.value<f32>
// CHECK-NEXT:     async.coro.suspend %5, ^bb7, ^bb2, ^bb6
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     %6 = async.runtime.is_error %arg0 : !async.value<f32>
// CHECK-NEXT:     cf.cond_br %6, ^bb4, ^bb3
// CHECK-NEXT:   ^bb3:  // pred: ^bb2
// CHECK-NEXT:     %7 = async.runtime.load %arg0 : <f32>
// CHECK-NEXT:     async.runtime.drop_ref %arg0 {count = 1 : i64} : !async.value<f32>
// CHECK-NEXT:     %8 = arith.addf %7, %7 : f32
// CHECK-NEXT:     async.runtime.store %8, %1 : <f32>
// CHECK-NEXT:     async.runtime.set_available %1 : !async.value<f32>
// CHECK-NEXT:     async.runtime.set_available %0 : !async.token
// CHECK-NEXT:     cf.br ^bb5
// CHECK-NEXT:   ^bb4:  // pred: ^bb2
// CHECK-NEXT:     async.runtime.drop_ref %arg0 {count = 1 : i64} : !async.value<f32>
// CHECK-NEXT:     async.runtime.set_error %0 : !async.token
// CHECK-NEXT:     async.runtime.set_error %1 : !async.value<f32>
// CHECK-NEXT:     cf.br ^bb5
// CHECK-NEXT:   ^bb5:  // 2 preds: ^bb3, ^bb4
// CHECK-NEXT:     async.coro.free %2, %3
// CHECK-NEXT:     cf.br ^bb7
// CHECK-NEXT:   ^bb6:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:     async.coro.free %2, %3
// CHECK-NEXT:     cf.br ^bb7
// CHECK-NEXT:   ^bb7:  // 4 preds: ^bb0, ^bb1, ^bb5, ^bb6
// CHECK-NEXT:     async.coro.end %3
// CHECK-NEXT:     return %0, %1 : !async.token, !async.value<f32>
// CHECK-NEXT:   }
// CHECK-NEXT: }

func.func private @printF32(f32)

func.func @entry() {
  %c1 = arith.constant 1.5 : f32
  %t0, %v0 = async.execute -> !async.value<f32> {
    async.yield %c1 : f32
  }
  %t1, %v1 = async.execute (%v0 as %x: !async.value<f32>) -> !async.value<f32> {
    %y = arith.addf %x, %x : f32
    async.yield %y : f32
  }
  %r = async.await %v1 : !async.value<f32>
  async.await %t0 : !async.token
  func.call @printF32(%r) : (f32) -> ()
  return
}
