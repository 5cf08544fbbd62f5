// --compat=14 converts LLVM-22 syntax to LLVM-14 syntax: func.func -> func, arith.select ->
// select, cf.* -> br/cond_br/assert, func.call -> call. The expected text is what mlir-opt-14
// prints for the same IR written in 14 syntax, and mlir-opt-14 must read the output back.

// KEEP: func.func @convert(
// KEEP: %0 = arith.select %arg0, %arg1, %c2_i32 : i32
// KEEP: cf.br ^bb2(%arg1 : i32)
// KEEP: %3 = func.call @ext(%2) : (i32) -> i32


func.func private @ext(i32) -> i32
func.func @convert(%c: i1, %x: i32, %v: !async.value<f32>, %f: f32) -> i32 {
  %k = arith.constant 2 : i32
  %s = arith.select %c, %x, %k : i32
  %r = func.call @ext(%s) : (i32) -> i32
  cf.cond_br %c, ^a, ^b(%r : i32)
^a:
  cf.assert %c, "must hold"
  cf.br ^b(%x : i32)
^b(%y: i32):
  async.runtime.store %f, %v : !async.value<f32>
  %t = async.execute {
    %z = func.call @ext(%y) : (i32) -> i32
    async.yield
  }
  async.await %t : !async.token
  return %y : i32
}
