// async.yield and assert inside coroutines (LLVM 14 syntax). A yield stores each
// value and marks it available, in order, then marks the token available and
// branches to cleanup. An assert inside a coroutine does not abort: it branches to
// the set_error block on failure. An assert outside coroutines is left alone.

func @outside(%c: i1, %a: i64, %b: f32) {
  assert %c, "stays"
  %t, %v:2 = async.execute -> (!async.value<i64>, !async.value<f32>) {
    assert %c, "becomes a branch"
    async.yield %a, %b : i64, f32
  }
  return
}
