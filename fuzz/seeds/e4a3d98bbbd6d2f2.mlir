// async dialect ops in LLVM-22 syntax, same shapes as async-14.mlir. LLVM 22 names the
// value results of execute %bodyResults (LLVM 14: %results).


func.func @execute_forms(%x: f32, %v: !async.value<f32>, %dep: !async.token) -> f32 {
  %a = async.execute {
    async.yield
  }
  %b = async.execute [%a, %dep] {
    async.yield
  }
  %c, %c_value = async.execute [%b] (%v as %inner: !async.value<f32>) -> !async.value<f32> {
    %twice = arith.addf %inner, %x : f32
    async.yield %twice : f32
  }
  %d:3 = async.execute -> (!async.value<f32>, !async.value<i32>) {
    %one = arith.constant 1 : i32
    async.yield %x, %one : f32, i32
  }
  %e, %e_value = async.execute (%c_value as %p: !async.value<f32>, %d#1 as %q: !async.value<f32>) -> !async.value<f32> {
    %sum = arith.addf %p, %q : f32
    async.yield %sum : f32
  }
  async.await %c : !async.token
  %loaded = async.await %e_value : !async.value<f32>
  %int = async.await %d#2 : !async.value<i32>
  return %loaded : f32
}

func.func @groups(%t1: !async.token, %t2: !async.token) {
  %size = arith.constant 2 : index
  %group = async.create_group %size : !async.group
  %i1 = async.add_to_group %t1, %group : !async.token
  %i2 = async.add_to_group %t2, %group : !async.token
  async.await_all %group
  return
}

func.func @nested_execute() {
  %outer = async.execute {
    %inner = async.execute {
      async.yield
    }
    async.await %inner : !async.token
    async.yield
  }
  async.await %outer : !async.token
  return
}
