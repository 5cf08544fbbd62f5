// LLVM 22 conventions (input in LLVM 22 syntax, so the output follows it, as with
// --compat=22): coroutines are marked passthrough = ["presplitcoroutine"], the destroy
// edge of every async.coro.suspend goes to its own cleanup block (which frees the
// frame and branches to the suspend block), branches and asserts are cf. ops, and
// functions are func.func. The same input with --compat=14 gets LLVM 14's form.
// eliminate-blocking-await-ops no longer exists upstream; ours still applies it.

// C14-LABEL: func @entry(
// C14:         assert %{{.*}}, "Awaited async operand is in error state"
func.func @entry(%x: f32, %t: !async.token) -> f32 attributes {async.allowed_to_block} {
  %t1, %v = async.execute [%t] -> !async.value<f32> {
    %ok = arith.cmpf olt, %x, %x : f32
    cf.assert %ok, "never"
    async.yield %x : f32
  }
  %r = async.await %v : !async.value<f32>
  return %r : f32
}


// LLVM 14: one cleanup block for both edges.
// C14-LABEL: func private @async_execute_fn(
// C14-SAME:      attributes {passthrough = {{\[\[}}"coroutine.presplit", "0"]]} {
// C14:         async.coro.suspend %{{.*}}, ^[[SUSPEND:bb[0-9]+]], ^{{bb[0-9]+}}, ^[[CLEANUP:bb[0-9]+]]
// C14:       ^[[CLEANUP]]:
// C14-NEXT:    async.coro.free
// C14-NEXT:    br ^[[SUSPEND]]
// C14-NEXT:  ^[[SUSPEND]]:
// C14-NEXT:    async.coro.end

// A function converted by eliminate-blocking-await-ops gets the same LLVM 22 form.
// EB-LABEL: func.func private @coro(
// EB-SAME:      -> (!async.token, !async.value<f32>) attributes {passthrough = ["presplitcoroutine"]} {
// EB:         cf.br ^[[BODY:bb[0-9]+]]
// EB-NEXT:  ^[[BODY]]:
// EB-NEXT:    arith.constant
// EB-NEXT:    async.coro.save
// EB-NEXT:    async.runtime.await_and_resume
// EB-NEXT:    async.coro.suspend %{{.*}}, ^[[SUSPEND:bb[0-9]+]], ^{{bb[0-9]+}}, ^[[DESTROY:bb[0-9]+]]
// EB:         async.runtime.set_error %{{.*}} : !async.value<f32>
// EB-NEXT:    cf.br ^[[CLEANUP:bb[0-9]+]]
// EB-NEXT:  ^[[CLEANUP]]:
// EB-NEXT:    async.coro.free
// EB-NEXT:    cf.br ^[[SUSPEND]]
// EB-NEXT:  ^[[DESTROY]]:
// EB-NEXT:    async.coro.free
// EB-NEXT:    cf.br ^[[SUSPEND]]
// EB-NEXT:  ^[[SUSPEND]]:
// EB-NEXT:    async.coro.end
// EB-LABEL: func.func @main(
// EB:         %[[R:.*]]:2 = call @coro(
// EB-NEXT:    async.runtime.await %[[R]]#0 : !async.token
// EB:         cf.assert
func.func private @coro(%t: !async.token) -> f32 {
  %one = arith.constant 1.0 : f32
  async.await %t : !async.token
  return %one : f32
}
func.func @main(%t: !async.token) attributes {async.allowed_to_block} {
  %x = call @coro(%t) : (!async.token) -> f32
  return
}
