// eliminate-blocking-await-ops with awaits nested in scf.if, scf.for and scf.while
// of a function (LLVM 14 syntax): the function is still found (nested awaits count),
// converted to a coroutine, and its scf ops are lowered to branches so the awaits can
// suspend. Upstream LLVM 14 only looks at top-level awaits and fails ("failed to
// legalize operation 'async.await'"); our output must be valid, which mlir-opt-14 checks.
// RUN: async-opt %s -async-to-async-runtime=eliminate-blocking-await-ops=true | FileCheck %s
// RUN: async-opt %s -async-to-async-runtime=eliminate-blocking-await-ops=true | mlir-opt-14 > /dev/null
// RUN: async-opt %s -async-to-async-runtime=eliminate-blocking-await-ops=true --compat=22 | mlir-opt-22 > /dev/null
// RUN: not mlir-opt-14 %s -async-to-async-runtime=eliminate-blocking-await-ops=true 2>&1 | FileCheck %s --check-prefix=UPSTREAM
// UPSTREAM: failed to legalize operation 'async.await'

// CHECK-LABEL: func private @nested(
// CHECK-SAME:      %[[C:arg[0-9]+]]: i1, %[[N:arg[0-9]+]]: index, %[[T:arg[0-9]+]]: !async.token, %[[V:arg[0-9]+]]: !async.value<i64>)
// CHECK-SAME:      -> (!async.token, !async.value<i64>)
// CHECK:         %[[HDL:.*]] = async.coro.begin
// CHECK-NEXT:    br ^[[BODY:bb[0-9]+]]
// CHECK-NEXT:  ^[[BODY]]:
// The scf.if without results.
// CHECK:         cond_br %[[C]], ^[[THEN:bb[0-9]+]], ^[[JOIN:bb[0-9]+]]
// CHECK-NEXT:  ^[[THEN]]:
// CHECK-NEXT:    %[[S0:.*]] = async.coro.save %[[HDL]]
// CHECK-NEXT:    async.runtime.await_and_resume %[[T]], %[[HDL]] : !async.token
// CHECK-NEXT:    async.coro.suspend %[[S0]], ^[[SUSPEND:bb[0-9]+]], ^[[R0:bb[0-9]+]], ^[[CLEANUP:bb[0-9]+]]
// CHECK-NEXT:  ^[[R0]]:
// CHECK-NEXT:    %[[E0:.*]] = async.runtime.is_error %[[T]] : !async.token
// CHECK-NEXT:    cond_br %[[E0]], ^[[SET_ERROR:bb[0-9]+]], ^[[AFTER_AWAIT:bb[0-9]+]]
// CHECK-NEXT:  ^[[AFTER_AWAIT]]:
// CHECK-NEXT:    br ^[[JOIN]]
// CHECK-NEXT:  ^[[JOIN]]:
// The scf.for.
// CHECK-NEXT:    br ^[[HEADER:bb[0-9]+]](
// CHECK-NEXT:  ^[[HEADER]](%[[IV:.*]]: index, %[[ACC:.*]]: i64):
// CHECK-NEXT:    %[[CMP:.*]] = arith.cmpi slt, %[[IV]], %[[N]] : index
// CHECK-NEXT:    cond_br %[[CMP]], ^[[LOOP:bb[0-9]+]], ^[[EXIT:bb[0-9]+]]
// CHECK-NEXT:  ^[[LOOP]]:
// CHECK-NEXT:    async.coro.save %[[HDL]]
// CHECK-NEXT:    async.runtime.await_and_resume %[[V]], %[[HDL]] : !async.value<i64>
// CHECK-NEXT:    async.coro.suspend %{{.*}}, ^[[SUSPEND]], ^[[R1:bb[0-9]+]], ^[[CLEANUP]]
// CHECK-NEXT:  ^[[R1]]:
// CHECK-NEXT:    %[[E1:.*]] = async.runtime.is_error %[[V]] : !async.value<i64>
// CHECK-NEXT:    cond_br %[[E1]], ^[[SET_ERROR]], ^[[C1:bb[0-9]+]]
// CHECK-NEXT:  ^[[C1]]:
// CHECK-NEXT:    %[[X:.*]] = async.runtime.load %[[V]] : {{(!async.value)?}}<i64>
// CHECK-NEXT:    %[[Y:.*]] = arith.addi %[[ACC]], %[[X]] : i64
// CHECK-NEXT:    %[[NEXT:.*]] = arith.addi %[[IV]], %{{.*}} : index
// CHECK-NEXT:    br ^[[HEADER]](%[[NEXT]], %[[Y]] : index, i64)
// CHECK-NEXT:  ^[[EXIT]]:
// The scf.while with the await in its before region.
// CHECK-NEXT:    br ^[[BEFORE:bb[0-9]+]](%[[ACC]] : i64)
// CHECK-NEXT:  ^[[BEFORE]](%[[A:.*]]: i64):
// CHECK-NEXT:    async.coro.save %[[HDL]]
// CHECK-NEXT:    async.runtime.await_and_resume %[[V]], %[[HDL]] : !async.value<i64>
// CHECK:         cond_br %{{.*}}, ^[[AFTER:bb[0-9]+]](%[[A]] : i64), ^[[DONE:bb[0-9]+]]
// CHECK-NEXT:  ^[[AFTER]](%[[B:.*]]: i64):
// CHECK-NEXT:    %[[B2:.*]] = arith.addi %[[B]], %[[B]] : i64
// CHECK-NEXT:    br ^[[BEFORE]](%[[B2]] : i64)
// CHECK-NEXT:  ^[[DONE]]:
// CHECK-NEXT:    async.runtime.store %[[A]], %{{.*}} : {{(!async.value)?}}<i64>
// CHECK:       ^[[SET_ERROR]]:
// CHECK-NOT:     scf.
// CHECK-NOT:     async.await
// CHECK:       }
func private @nested(%c: i1, %n: index, %t: !async.token, %v: !async.value<i64>) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0 : i64
  scf.if %c {
    async.await %t : !async.token
  }
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (i64) {
    %x = async.await %v : !async.value<i64>
    %y = arith.addi %acc, %x : i64
    scf.yield %y : i64
  }
  %w = scf.while (%a = %s) : (i64) -> i64 {
    %x = async.await %v : !async.value<i64>
    %lt = arith.cmpi slt, %a, %x : i64
    scf.condition(%lt) %a : i64
  } do {
  ^bb0(%b: i64):
    %b2 = arith.addi %b, %b : i64
    scf.yield %b2 : i64
  }
  return %w : i64
}

// An scf.for holding a call to a converted function: the call becomes awaits, so
// the loop is lowered too, and the caller becomes a coroutine.
// CHECK-LABEL: func private @loop_caller(
// CHECK-SAME:      -> (!async.token, !async.value<i64>)
// CHECK-NOT:     scf.for
// CHECK:         call @nested(
// CHECK-NEXT:    async.coro.save
// CHECK-NOT:     scf.for
// CHECK:       }
func private @loop_caller(%c: i1, %n: index, %t: !async.token, %v: !async.value<i64>) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0 : i64
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (i64) {
    %x = call @nested(%c, %n, %t, %v) : (i1, index, !async.token, !async.value<i64>) -> i64
    %y = arith.addi %acc, %x : i64
    scf.yield %y : i64
  }
  return %s : i64
}

// Allowed to block: the call inside its scf.if stays structured, with blocking awaits.
// CHECK-LABEL: func @entry(
// CHECK:         scf.if
// CHECK-NEXT:      %[[R:.*]]:2 = call @loop_caller(
// CHECK-NEXT:      async.runtime.await %[[R]]#0 : !async.token
// CHECK:           async.runtime.await %[[R]]#1 : !async.value<i64>
// CHECK:           assert
// CHECK-NEXT:      async.runtime.load %[[R]]#1
func @entry(%c: i1, %n: index, %t: !async.token, %v: !async.value<i64>) attributes {async.allowed_to_block} {
  scf.if %c {
    %x = call @loop_caller(%c, %n, %t, %v) : (i1, index, !async.token, !async.value<i64>) -> i64
  }
  return
}
