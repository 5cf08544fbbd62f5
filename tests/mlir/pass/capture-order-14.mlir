// Arguments of an outlined function (LLVM 14 syntax): the dependencies and value operands
// first, then the values the body uses from above, in the order a post-order walk meets
// them, as upstream collects them (getUsedValuesDefinedAbove): a use nested in a region
// comes before the uses of the op that holds the region, and before later ops' uses.
// RUN: async-opt %s -async-to-async-runtime | FileCheck %s
// RUN: mlir-opt-14 %s -async-to-async-runtime | FileCheck %s

func private @use(i64)

// CHECK-LABEL: func @nested_first(
// CHECK-SAME:      %[[A:.*]]: i64, %[[B:.*]]: i64, %[[FLAG:.*]]: i1)
func @nested_first(%a: i64, %b: i64, %flag: i1) {
  // %b (used first, at the top) comes first, then %a (inside the scf.if), then the
  // scf.if's own condition.
  // CHECK: call @async_execute_fn(%[[B]], %[[A]], %[[FLAG]]) : (i64, i64, i1) -> !async.token
  %t = async.execute {
    call @use(%b) : (i64) -> ()
    scf.if %flag {
      call @use(%a) : (i64) -> ()
    }
    async.yield
  }
  return
}

// CHECK-LABEL: func @deeper_first(
// CHECK-SAME:      %[[X:.*]]: i64, %[[Y:.*]]: i64, %[[P:.*]]: i1, %[[Q:.*]]: i1)
func @deeper_first(%x: i64, %y: i64, %p: i1, %q: i1) {
  // Two levels: the innermost use (%y), then the inner condition (%q), then the outer
  // one (%p), then %x after the scf.if.
  // CHECK: call @async_execute_fn_0(%[[Y]], %[[Q]], %[[P]], %[[X]]) : (i64, i1, i1, i64) -> !async.token
  %t = async.execute {
    scf.if %p {
      scf.if %q {
        call @use(%y) : (i64) -> ()
      }
    }
    call @use(%x) : (i64) -> ()
    async.yield
  }
  return
}
