// async.func, async.call and async.return (LLVM 17+ only). Inside async.func the default
// dialect is `async`: execute/await/return print without prefix, but ops nested in an
// execute body print in full again (`async.yield`).


async.func @produce(%a: f32) -> !async.value<f32> {
  %t = async.execute {
    async.yield
  }
  async.await %t : !async.token
  %doubled = arith.addf %a, %a : f32
  async.return %doubled : f32
}
async.func private @external(i32) -> !async.token
async.func @only_token() -> !async.token {
  return
}
async.func @two(%x: i32) -> (!async.value<i32>, !async.value<i32>) attributes {my.tag} {
  return %x, %x : i32, i32
}
func.func @consume(%x: f32) -> f32 {
  %v = async.call @produce(%x) : (f32) -> !async.value<f32>
  %t = async.call @only_token() : () -> !async.token
  async.await %t : !async.token
  %r = async.await %v : !async.value<f32>
  return %r : f32
}
