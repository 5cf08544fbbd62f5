// The async ops that take tokens, values or groups, with every kind each accepts (LLVM 22
// syntax; operand-kinds-14.mlir is the same in LLVM 14's): async.add_to_group and
// async.runtime.add_to_group of a value, async.runtime.await_and_resume on a value and on a
// group, and async.execute with empty dependency, operand and result lists in each spelling
// the parser takes (all print as a bare `async.execute {`). Upstream's Dialect/Async tests
// print these forms; our other text tests use tokens only.


func.func @group_members(%done: !async.token, %sum: !async.value<i64>, %buf: !async.value<memref<4xi8>>) -> index {
  %n = arith.constant 3 : index
  %g = async.create_group %n : !async.group
  %r0 = async.add_to_group %done, %g : !async.token
  %r1 = async.add_to_group %sum, %g : !async.value<i64>
  %r2 = async.add_to_group %buf, %g : !async.value<memref<4xi8>>
  async.await_all %g
  %r01 = arith.addi %r0, %r1 : index
  %r = arith.addi %r01, %r2 : index
  return %r : index
}

func.func @runtime_members(%v: !async.value<i64>, %t: !async.token, %h: !async.coro.handle) -> index {
  %n = arith.constant 2 : index
  %g = async.runtime.create_group %n : !async.group
  %a = async.runtime.add_to_group %v, %g : !async.value<i64>
  %b = async.runtime.add_to_group %t, %g : !async.token
  async.runtime.await_and_resume %v, %h : !async.value<i64>
  async.runtime.await_and_resume %g, %h : !async.group
  async.runtime.await_and_resume %t, %h : !async.token
  %s = arith.addi %a, %b : index
  return %s : index
}

func.func @empty_lists() {
  %e0 = async.execute [] () -> () {
    async.yield
  }
  %e1 = async.execute () -> () {
    async.yield
  }
  %e2 = async.execute -> () {
    async.yield
  }
  %e3 = async.execute () {
    async.yield
  }
  %e4 = async.execute [] {
    async.yield
  }
  %e5 = async.execute [%e0, %e4] () -> () {
    async.yield
  }
  return
}
