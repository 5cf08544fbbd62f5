// Where upstream's async-runtime-ref-counting is wrong (LLVM 14 syntax): a value live
// into one successor of a block and not the other, whose other successor has several
// predecessors (a critical edge), so the pass puts the value's drop_ref in a new block
// on that edge. Upstream then looks that block up in the liveness it computed before
// the block existed, finds nothing, takes every value handled later as dead there and
// drops it on the edge too: here the coroutine's own token, which the block goes on to
// complete and return (docs/refcounting-02b.md). Ours records the block in its liveness
// (live in exactly what the edge's target has live in) and drops only the value.
// RUN: async-opt %s -async-runtime-ref-counting | FileCheck %s
// RUN: mlir-opt-14 %s -async-runtime-ref-counting | FileCheck %s --check-prefix=UPSTREAM
// Our pass reproduces upstream's output with upstream-stale-liveness=true:
// RUN: async-opt %s -async-runtime-ref-counting=upstream-stale-liveness=true | FileCheck %s --check-prefix=UPSTREAM
// RUN: async-opt %s -async-runtime-ref-counting | mlir-opt-14 > /dev/null
//
// ref-counting-02b.mlir is the same on the adversarial review's program.

// CHECK-LABEL: func @await_on_one_branch(
// CHECK-SAME:      %[[C:.*]]: i1, %[[V:.*]]: !async.value<f32>) -> !async.token {
// CHECK-NEXT:    %[[T:.*]] = async.runtime.create : !async.token
// CHECK-NEXT:    %[[ID:.*]] = async.coro.id
// CHECK-NEXT:    %[[H:.*]] = async.coro.begin %[[ID]]
// CHECK-NEXT:    cond_br %[[C]], ^[[AWAIT:.*]], ^[[EDGE:.*]]
// CHECK-NEXT:  ^[[AWAIT]]:
// CHECK-NEXT:    %[[S:.*]] = async.coro.save %[[H]]
// CHECK-NEXT:    async.runtime.await_and_resume %[[V]], %[[H]] : !async.value<f32>
// CHECK-NEXT:    async.coro.suspend %[[S]], ^[[SUSPEND:.*]], ^[[RESUME:.*]], ^[[CLEANUP:.*]]
// CHECK-NEXT:  ^[[RESUME]]:
// CHECK-NEXT:    %[[X:.*]] = async.runtime.load %[[V]] : <f32>
// CHECK-NEXT:    async.runtime.drop_ref %[[V]] {count = 1 : i64} : !async.value<f32>
// CHECK-NEXT:    br ^[[JOIN:.*]]
// The edge from the entry to the join, with the value's drop only:
// CHECK-NEXT:  ^[[EDGE]]:
// CHECK-NEXT:    async.runtime.drop_ref %[[V]] {count = 1 : i64} : !async.value<f32>
// CHECK-NEXT:    br ^[[JOIN]]
// CHECK-NEXT:  ^[[JOIN]]:
// CHECK-NEXT:    async.runtime.set_available %[[T]] : !async.token
// CHECK-NEXT:    br ^[[CLEANUP]]
// CHECK-NEXT:  ^[[CLEANUP]]:
// CHECK-NEXT:    async.coro.free %[[ID]], %[[H]]
// CHECK-NEXT:    br ^[[SUSPEND]]
// CHECK-NEXT:  ^[[SUSPEND]]:
// CHECK-NEXT:    async.coro.end %[[H]]
// CHECK-NEXT:    return %[[T]] : !async.token

// UPSTREAM-LABEL: func @await_on_one_branch(
// UPSTREAM:         cond_br %{{.*}}, ^{{.*}}, ^[[EDGE:.*]]
// UPSTREAM:       ^[[EDGE]]:
// UPSTREAM-NEXT:    async.runtime.drop_ref %0 {count = 1 : i64} : !async.token
// UPSTREAM-NEXT:    async.runtime.drop_ref %arg1 {count = 1 : i64} : !async.value<f32>
// UPSTREAM-NEXT:    br ^[[JOIN:.*]]
// UPSTREAM-NEXT:  ^[[JOIN]]:
// UPSTREAM-NEXT:    async.runtime.set_available %0 : !async.token
func @await_on_one_branch(%c: i1, %v: !async.value<f32>) -> !async.token {
  %token = async.runtime.create : !async.token
  %id = async.coro.id
  %hdl = async.coro.begin %id
  cond_br %c, ^await, ^join
^await:
  %s = async.coro.save %hdl
  async.runtime.await_and_resume %v, %hdl : !async.value<f32>
  async.coro.suspend %s, ^suspend, ^resume, ^cleanup
^resume:
  %x = async.runtime.load %v : !async.value<f32>
  br ^join
^join:
  async.runtime.set_available %token : !async.token
  br ^cleanup
^cleanup:
  async.coro.free %id, %hdl
  br ^suspend
^suspend:
  async.coro.end %hdl
  return %token : !async.token
}
