// eliminate-blocking-await-ops with recursion (LLVM 14 syntax): a function that
// calls itself through an async.execute, and two functions that call each other
// (only one of them awaits), all become coroutines; every call site, including the
// recursive ones, calls the new signature and awaits the token and the value.
// RUN: async-opt %s -async-to-async-runtime=eliminate-blocking-await-ops=true | FileCheck %s
// RUN: mlir-opt-14 %s -async-to-async-runtime=eliminate-blocking-await-ops=true | FileCheck %s
// RUN: async-opt %s -async-to-async-runtime=eliminate-blocking-await-ops=true | mlir-opt-14 > /dev/null
// RUN: async-opt %s -async-to-async-runtime=eliminate-blocking-await-ops=true --compat=22 | mlir-opt-22 > /dev/null

// CHECK-LABEL: func private @fib(
// CHECK-SAME:      %[[N:arg[0-9]+]]: i64) -> (!async.token, !async.value<i64>)
// CHECK-SAME:      passthrough
// CHECK:         %[[R:.*]]:2 = call @async_execute_fn(%[[N]]) : (i64) -> (!async.token, !async.value<i64>)
// CHECK-NEXT:    async.coro.save
// CHECK-NEXT:    async.runtime.await_and_resume %[[R]]#1, %{{.*}} : !async.value<i64>
// CHECK-NOT:     async.runtime.await %
// CHECK:         return
func private @fib(%n: i64) -> i64 {
  %one = arith.constant 1 : i64
  %t, %v = async.execute -> !async.value<i64> {
    %m = arith.subi %n, %one : i64
    %r = call @fib(%m) : (i64) -> i64
    async.yield %r : i64
  }
  %x = async.await %v : !async.value<i64>
  return %x : i64
}

// CHECK-LABEL: func private @even(
// CHECK-SAME:      %[[N:arg[0-9]+]]: i64, %[[T:arg[0-9]+]]: !async.token) -> (!async.token, !async.value<i1>)
// CHECK:         async.runtime.await_and_resume %[[T]], %{{.*}} : !async.token
// CHECK:         %[[R:.*]]:2 = call @odd(%[[N]], %[[T]]) : (i64, !async.token) -> (!async.token, !async.value<i1>)
// CHECK-NEXT:    async.coro.save
// CHECK-NEXT:    async.runtime.await_and_resume %[[R]]#0, %{{.*}} : !async.token
// CHECK:         async.runtime.await_and_resume %[[R]]#1, %{{.*}} : !async.value<i1>
// CHECK:         %[[B:.*]] = async.runtime.load %[[R]]#1 : {{(!async.value)?}}<i1>
// CHECK-NEXT:    async.runtime.store %[[B]], %{{.*}} : {{(!async.value)?}}<i1>
func private @even(%n: i64, %t: !async.token) -> i1 {
  async.await %t : !async.token
  %b = call @odd(%n, %t) : (i64, !async.token) -> i1
  return %b : i1
}

// @odd has no await of its own: it is converted because it calls @even.
// CHECK-LABEL: func private @odd(
// CHECK-SAME:      %[[N:arg[0-9]+]]: i64, %[[T:arg[0-9]+]]: !async.token) -> (!async.token, !async.value<i1>)
// CHECK:         %[[R:.*]]:2 = call @even(%[[N]], %[[T]]) : (i64, !async.token) -> (!async.token, !async.value<i1>)
// CHECK-NEXT:    async.coro.save
// CHECK-NEXT:    async.runtime.await_and_resume %[[R]]#0, %{{.*}} : !async.token
func private @odd(%n: i64, %t: !async.token) -> i1 {
  %b = call @even(%n, %t) : (i64, !async.token) -> i1
  return %b : i1
}

// CHECK-LABEL: func @entry(
// CHECK-SAME:      attributes {async.allowed_to_block}
// CHECK:         %[[F:.*]]:2 = call @fib(
// CHECK-NEXT:    async.runtime.await %[[F]]#0 : !async.token
// CHECK:         async.runtime.await %[[F]]#1 : !async.value<i64>
// CHECK:         %[[E:.*]]:2 = call @even(
// CHECK-NEXT:    async.runtime.await %[[E]]#0 : !async.token
// CHECK:         async.runtime.await %[[E]]#1 : !async.value<i1>
func @entry(%t: !async.token) attributes {async.allowed_to_block} {
  %c5 = arith.constant 5 : i64
  %f = call @fib(%c5) : (i64) -> i64
  %e = call @even(%c5, %t) : (i64, !async.token) -> i1
  return
}

// The outlined body calls @fib with the new signature and awaits it.
// CHECK-LABEL: func private @async_execute_fn(
// CHECK:         %[[R:.*]]:2 = call @fib(%{{.*}}) : (i64) -> (!async.token, !async.value<i64>)
// CHECK-NEXT:    async.coro.save
// CHECK-NEXT:    async.runtime.await_and_resume %[[R]]#0, %{{.*}} : !async.token
