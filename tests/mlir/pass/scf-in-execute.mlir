// scf.for, scf.if and scf.while holding awaits inside an async.execute body (LLVM 14
// syntax). An await must split its block, which a structured region forbids, so the
// pass lowers those scf ops to branches first; scf ops without async ops stay.
// Upstream LLVM 14 fails on this input ("failed to legalize operation 'scf.for'");
// our output must be valid IR, which mlir-opt-14 checks.
// RUN: async-opt %s -async-to-async-runtime | FileCheck %s
// RUN: async-opt %s -async-to-async-runtime=eliminate-blocking-await-ops=true | FileCheck %s
// RUN: async-opt %s -async-to-async-runtime | mlir-opt-14 > /dev/null
// RUN: async-opt %s -async-to-async-runtime=eliminate-blocking-await-ops=true | mlir-opt-14 > /dev/null
// RUN: async-opt %s -async-to-async-runtime --compat=22 | mlir-opt-22 > /dev/null
// RUN: not mlir-opt-14 %s -async-to-async-runtime 2>&1 | FileCheck %s --check-prefix=UPSTREAM
// UPSTREAM: failed to legalize operation 'scf.

func @loops(%n: index, %c: i1, %v: !async.value<i64>) -> !async.value<i64>
    attributes {async.allowed_to_block} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0 : i64
  %t, %r = async.execute -> !async.value<i64> {
    // Sum %v, %n times.
    %sum = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (i64) {
      %x = async.await %v : !async.value<i64>
      %y = arith.addi %acc, %x : i64
      scf.yield %y : i64
    }
    %chosen = scf.if %c -> (i64) {
      %x = async.await %v : !async.value<i64>
      scf.yield %x : i64
    } else {
      scf.yield %sum : i64
    }
    // Add %v until the total reaches 100.
    %total = scf.while (%a = %chosen) : (i64) -> i64 {
      %limit = arith.constant 100 : i64
      %lt = arith.cmpi slt, %a, %limit : i64
      scf.condition(%lt) %a : i64
    } do {
    ^bb0(%b: i64):
      %x = async.await %v : !async.value<i64>
      %b2 = arith.addi %b, %x : i64
      scf.yield %b2 : i64
    }
    // No async op inside: stays structured.
    %plain = scf.if %c -> (i64) {
      scf.yield %total : i64
    } else {
      scf.yield %zero : i64
    }
    async.yield %plain : i64
  }
  return %r : !async.value<i64>
}

// Captured values in the order of a post-order walk, as upstream collects them: the
// await's operand (nested in the loop) before the loop's bound.
// CHECK-LABEL: func private @async_execute_fn(
// CHECK-SAME:      %[[V:arg[0-9]+]]: !async.value<i64>, %[[N:arg[0-9]+]]: index, %[[C:arg[0-9]+]]: i1)
// CHECK:         %[[HDL:.*]] = async.coro.begin
// CHECK:         async.coro.suspend %{{.*}}, ^[[SUSPEND:bb[0-9]+]], ^[[START:bb[0-9]+]], ^[[CLEANUP:bb[0-9]+]]
// CHECK-NEXT:  ^[[START]]:
// CHECK:         %[[C0:.*]] = arith.constant 0 : index
// CHECK:         br ^[[HEADER:bb[0-9]+]](%[[C0]], %{{.*}} : index, i64)
// The scf.for: a header with the induction variable and the accumulator.
// CHECK-NEXT:  ^[[HEADER]](%[[IV:.*]]: index, %[[ACC:.*]]: i64):
// CHECK-NEXT:    %[[CMP:.*]] = arith.cmpi slt, %[[IV]], %[[N]] : index
// CHECK-NEXT:    cond_br %[[CMP]], ^[[BODY:bb[0-9]+]], ^[[EXIT:bb[0-9]+]]
// CHECK-NEXT:  ^[[BODY]]:
// CHECK-NEXT:    %[[S:.*]] = async.coro.save %[[HDL]]
// CHECK-NEXT:    async.runtime.await_and_resume %[[V]], %[[HDL]] : !async.value<i64>
// CHECK-NEXT:    async.coro.suspend %[[S]], ^[[SUSPEND]], ^[[RESUMED:bb[0-9]+]], ^[[CLEANUP]]
// CHECK-NEXT:  ^[[RESUMED]]:
// CHECK-NEXT:    %[[E:.*]] = async.runtime.is_error %[[V]] : !async.value<i64>
// CHECK-NEXT:    cond_br %[[E]], ^[[SET_ERROR:bb[0-9]+]], ^[[CONT:bb[0-9]+]]
// CHECK-NEXT:  ^[[CONT]]:
// CHECK-NEXT:    %[[X:.*]] = async.runtime.load %[[V]] : {{(!async.value)?}}<i64>
// CHECK-NEXT:    %[[Y:.*]] = arith.addi %[[ACC]], %[[X]] : i64
// CHECK-NEXT:    %[[NEXT:.*]] = arith.addi %[[IV]], %{{.*}} : index
// CHECK-NEXT:    br ^[[HEADER]](%[[NEXT]], %[[Y]] : index, i64)
// The scf.if with an await: a conditional branch; the sum flows into the join.
// CHECK-NEXT:  ^[[EXIT]]:
// CHECK-NEXT:    cond_br %[[C]], ^[[THEN:bb[0-9]+]], ^[[ELSE:bb[0-9]+]]
// CHECK-NEXT:  ^[[THEN]]:
// CHECK-NEXT:    async.coro.save %[[HDL]]
// CHECK-NEXT:    async.runtime.await_and_resume %[[V]], %[[HDL]] : !async.value<i64>
// CHECK:       ^[[ELSE]]:
// CHECK-NEXT:    br ^[[JOIN:bb[0-9]+]](%[[ACC]] : i64)
// CHECK-NEXT:  ^[[JOIN]](%{{.*}}: i64):
// The scf.while: before region, condition, after region with the await.
// CHECK:         arith.cmpi slt
// CHECK-NEXT:    cond_br %{{.*}}, ^[[AFTER:bb[0-9]+]](%{{.*}} : i64), ^[[DONE:bb[0-9]+]]
// CHECK-NEXT:  ^[[AFTER]](%{{.*}}: i64):
// CHECK-NEXT:    async.coro.save %[[HDL]]
// CHECK-NEXT:    async.runtime.await_and_resume %[[V]], %[[HDL]] : !async.value<i64>
// The plain scf.if stays.
// CHECK:       ^[[DONE]]:
// CHECK-NEXT:    %[[PLAIN:.*]] = scf.if %[[C]] -> (i64) {
// CHECK:         async.runtime.store %[[PLAIN]], %{{.*}} : {{(!async.value)?}}<i64>
// CHECK:       ^[[SET_ERROR]]:
// CHECK-NOT:     scf.for
// CHECK-NOT:     scf.while
// CHECK-NOT:     async.await
// CHECK:       }
