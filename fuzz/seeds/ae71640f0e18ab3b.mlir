// Outlining of async.execute (LLVM 14 syntax): each region becomes a private
// coroutine function appended at the end of the module, named async_execute_fn,
// then _0, _1, ... Its arguments are the dependencies, then the value operands, then
// the values the body captures (constants are cloned into the body instead); its
// results are the token and one !async.value per yielded value. Nested executes are
// outlined inner first, so the outer function calls the inner one.

func @outline(%arg: f32, %dep: !async.token, %val: !async.value<i32>) -> !async.token
    attributes {async.allowed_to_block} {
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32

  // No operands, nothing captured.
  %t0 = async.execute {
    async.yield
  }

  // A dependency, a value operand, a captured argument and a constant: the
  // constant is not passed, the dependencies come first, then the operands, then
  // the captured values.
  %t1, %v1 = async.execute [%dep, %t0] (%val as %x : !async.value<i32>) -> !async.value<f32> {
    %f = arith.sitofp %x : i32 to f32
    %s = arith.addf %f, %arg : f32
    %r = arith.addf %s, %one : f32
    async.yield %r : f32
  }

  // Two results, and an operand that is an earlier execute's result.
  %t2, %v2, %v3 = async.execute (%v1 as %y : !async.value<f32>) -> (!async.value<f32>, !async.value<i32>) {
    %i = arith.fptosi %y : f32 to i32
    async.yield %y, %i : f32, i32
  }

  // Nested: the inner execute is outlined first and the outer body calls it.
  %t3 = async.execute {
    %t4, %v4 = async.execute -> !async.value<f32> {
      %m = arith.mulf %arg, %two : f32
      async.yield %m : f32
    }
    async.yield
  }
  return %t3 : !async.token
}

// The outlined functions follow the existing ones, in order of outlining.
func @after() {
  return
}


// The dependencies, then the operand, are awaited before the body runs.


// The inner execute of the nested pair: it captures %arg and clones the constant.

// The outer one calls it with its own argument.
