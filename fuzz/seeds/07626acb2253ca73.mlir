// The coroutine an outlined execute becomes (LLVM 14 syntax): the entry creates the
// token and values, takes a coroutine id and handle, saves, asks the runtime to
// resume it and suspends (the initial suspend: the body runs on a runtime thread);
// the yield completes the values and token and branches to the cleanup block, which
// frees the frame and goes to the suspend block, which ends the coroutine and returns
// the token and values. LLVM 14 shares one cleanup block between the normal and the
// destroy edges. The set_error block is only created when something can fail.

func @machinery(%x: f32) -> !async.value<f32> attributes {async.allowed_to_block} {
  %t, %v = async.execute -> !async.value<f32> {
    async.yield %x : f32
  }
  return %v : !async.value<f32>
}

// No set_error block: nothing in the body can fail.

// With an await in the body the set_error block appears, before cleanup: it sets
// the token and every value to the error state.
func @with_error_path(%dep: !async.token) attributes {async.allowed_to_block} {
  %t, %v:2 = async.execute [%dep] -> (!async.value<i32>, !async.value<i1>) {
    %c = arith.constant 7 : i32
    %b = arith.constant true
    async.yield %c, %b : i32, i1
  }
  return
}
