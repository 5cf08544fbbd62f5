// Where upstream's async-runtime-ref-counting is wrong (LLVM 14 syntax): a value live
// into one successor of a block and not the other, whose other successor has several
// predecessors (a critical edge), so the pass puts the value's drop_ref in a new block
// on that edge. Upstream then looks that block up in the liveness it computed before
// the block existed, finds nothing, takes every value handled later as dead there and
// drops it on the edge too: here the coroutine's own token, which the block goes on to
// complete and return (docs/refcounting-02b.md). Ours records the block in its liveness
// (live in exactly what the edge's target has live in) and drops only the value.
// Our pass reproduces upstream's output with upstream-stale-liveness=true:
//
// ref-counting-02b.mlir is the same on the adversarial review's program.

// The edge from the entry to the join, with the value's drop only:

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
