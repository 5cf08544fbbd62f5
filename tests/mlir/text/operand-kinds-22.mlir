// The async ops that take tokens, values or groups, with every kind each accepts (LLVM 22
// syntax; operand-kinds-14.mlir is the same in LLVM 14's): async.add_to_group and
// async.runtime.add_to_group of a value, async.runtime.await_and_resume on a value and on a
// group, and async.execute with empty dependency, operand and result lists in each spelling
// the parser takes (all print as a bare `async.execute {`). Upstream's Dialect/Async tests
// print these forms; our other text tests use tokens only.
// RUN: async-opt %s | FileCheck %s
// RUN: async-opt %s | async-opt - | FileCheck %s
// RUN: mlir-opt-22 %s | FileCheck %s

// CHECK: module {
// CHECK-NEXT:   func.func @group_members(%arg0: !async.token, %arg1: !async.value<i64>, %arg2: !async.value<memref<4xi8>>) -> index {
// CHECK-NEXT:     %c3 = arith.constant 3 : index
// CHECK-NEXT:     %0 = async.create_group %c3 : !async.group
// CHECK-NEXT:     %1 = async.add_to_group %arg0, %0 : !async.token
// CHECK-NEXT:     %2 = async.add_to_group %arg1, %0 : !async.value<i64>
// CHECK-NEXT:     %3 = async.add_to_group %arg2, %0 : !async.value<memref<4xi8>>
// CHECK-NEXT:     async.await_all %0
// CHECK-NEXT:     %4 = arith.addi %1, %2 : index
// CHECK-NEXT:     %5 = arith.addi %4, %3 : index
// CHECK-NEXT:     return %5 : index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @runtime_members(%arg0: !async.value<i64>, %arg1: !async.token, %arg2: !async.coro.handle) -> index {
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %0 = async.runtime.create_group %c2 : !async.group
// CHECK-NEXT:     %1 = async.runtime.add_to_group %arg0, %0 : !async.value<i64>
// CHECK-NEXT:     %2 = async.runtime.add_to_group %arg1, %0 : !async.token
// CHECK-NEXT:     async.runtime.await_and_resume %arg0, %arg2 : !async.value<i64>
// CHECK-NEXT:     async.runtime.await_and_resume %0, %arg2 : !async.group
// CHECK-NEXT:     async.runtime.await_and_resume %arg1, %arg2 : !async.token
// CHECK-NEXT:     %3 = arith.addi %1, %2 : index
// CHECK-NEXT:     return %3 : index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @empty_lists() {
// CHECK-NEXT:     %token = async.execute {
// CHECK-NEXT:       async.yield
// CHECK-NEXT:     }
// CHECK-NEXT:     %token_0 = async.execute {
// CHECK-NEXT:       async.yield
// CHECK-NEXT:     }
// CHECK-NEXT:     %token_1 = async.execute {
// CHECK-NEXT:       async.yield
// CHECK-NEXT:     }
// CHECK-NEXT:     %token_2 = async.execute {
// CHECK-NEXT:       async.yield
// CHECK-NEXT:     }
// CHECK-NEXT:     %token_3 = async.execute {
// CHECK-NEXT:       async.yield
// CHECK-NEXT:     }
// CHECK-NEXT:     %token_4 = async.execute [%token, %token_3] {
// CHECK-NEXT:       async.yield
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }

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
