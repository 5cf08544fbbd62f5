// --compat=22 converts LLVM-14 syntax to LLVM-22 syntax: func -> func.func, select ->
// arith.select, br/cond_br/assert -> cf.*, call stays `call` directly in func.func but is
// `func.call` inside other ops' regions (the default dialect is only `func` there).
// The expected text is what mlir-opt-22 prints for the same IR written in 22 syntax, and
// mlir-opt-22 must read the output back unchanged.
// Without --compat the input's generation is kept.

// KEEP-NOT: func.func
// KEEP: {{^  }}func @convert(
// KEEP: {{^    }}%0 = select %arg0, %arg1, %c2_i32 : i32
// KEEP: {{^    }}br ^bb2(%arg1 : i32)


func private @ext(i32) -> i32
func @convert(%c: i1, %x: i32, %v: !async.value<f32>, %f: f32) -> i32 {
  %k = arith.constant 2 : i32
  %s = select %c, %x, %k : i32
  %r = call @ext(%s) : (i32) -> i32
  cond_br %c, ^a, ^b(%r : i32)
^a:
  assert %c, "must hold"
  br ^b(%x : i32)
^b(%y: i32):
  async.runtime.store %f, %v : !async.value<f32>
  %t = async.execute {
    %z = call @ext(%y) : (i32) -> i32
    async.yield
  }
  async.await %t : !async.token
  return %y : i32
}
