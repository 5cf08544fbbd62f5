// async.yield and assert inside coroutines (LLVM 14 syntax). A yield stores each
// value and marks it available, in order, then marks the token available and
// branches to cleanup. An assert inside a coroutine does not abort: it branches to
// the set_error block on failure. An assert outside coroutines is left alone.
// RUN: async-opt %s -async-to-async-runtime | FileCheck %s
// RUN: async-opt %s -async-to-async-runtime=eliminate-blocking-await-ops=true | FileCheck %s
// RUN: mlir-opt-14 %s -async-to-async-runtime | FileCheck %s
// RUN: async-opt %s -async-to-async-runtime | mlir-opt-14 > /dev/null
// RUN: async-opt %s -async-to-async-runtime --compat=22 | mlir-opt-22 > /dev/null

// CHECK-LABEL: func @outside(
// CHECK-SAME:      %[[C:arg[0-9]+]]: i1,
// CHECK-NEXT:    assert %[[C]], "stays"
// CHECK-NEXT:    call @async_execute_fn(%[[C]],
func @outside(%c: i1, %a: i64, %b: f32) {
  assert %c, "stays"
  %t, %v:2 = async.execute -> (!async.value<i64>, !async.value<f32>) {
    assert %c, "becomes a branch"
    async.yield %a, %b : i64, f32
  }
  return
}

// CHECK-LABEL: func private @async_execute_fn(
// CHECK-SAME:      %[[C:arg[0-9]+]]: i1, %[[A:arg[0-9]+]]: i64, %[[B:arg[0-9]+]]: f32)
// CHECK-NEXT:    %[[TOKEN:.*]] = async.runtime.create : !async.token
// CHECK-NEXT:    %[[VA:.*]] = async.runtime.create : !async.value<i64>
// CHECK-NEXT:    %[[VB:.*]] = async.runtime.create : !async.value<f32>
// CHECK:         async.coro.suspend %{{.*}}, ^[[SUSPEND:bb[0-9]+]], ^[[RESUME:bb[0-9]+]], ^[[CLEANUP:bb[0-9]+]]
// CHECK-NEXT:  ^[[RESUME]]:
// CHECK-NEXT:    cond_br %[[C]], ^[[OK:bb[0-9]+]], ^[[SET_ERROR:bb[0-9]+]]
// CHECK-NEXT:  ^[[OK]]:
// CHECK-NEXT:    async.runtime.store %[[A]], %[[VA]] : {{(!async.value)?}}<i64>
// CHECK-NEXT:    async.runtime.set_available %[[VA]] : !async.value<i64>
// CHECK-NEXT:    async.runtime.store %[[B]], %[[VB]] : {{(!async.value)?}}<f32>
// CHECK-NEXT:    async.runtime.set_available %[[VB]] : !async.value<f32>
// CHECK-NEXT:    async.runtime.set_available %[[TOKEN]] : !async.token
// CHECK-NEXT:    br ^[[CLEANUP]]
// CHECK-NEXT:  ^[[SET_ERROR]]:
// CHECK-NEXT:    async.runtime.set_error %[[TOKEN]] : !async.token
// CHECK-NEXT:    async.runtime.set_error %[[VA]] : !async.value<i64>
// CHECK-NEXT:    async.runtime.set_error %[[VB]] : !async.value<f32>
// CHECK-NEXT:    br ^[[CLEANUP]]
// CHECK-NEXT:  ^[[CLEANUP]]:
// CHECK-NOT:     assert
// CHECK:       }
