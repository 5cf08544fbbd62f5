// async dialect ops in LLVM-22 syntax, same shapes as async-14.mlir. LLVM 22 names the
// value results of execute %bodyResults (LLVM 14: %results).
// RUN: async-opt %s | FileCheck %s
// RUN: async-opt %s | async-opt - | FileCheck %s
// RUN: mlir-opt-22 %s | FileCheck %s

// CHECK: module {
// CHECK-NEXT:   func.func @execute_forms(%arg0: f32, %arg1: !async.value<f32>, %arg2: !async.token) -> f32 {
// CHECK-NEXT:     %token = async.execute {
// CHECK-NEXT:       async.yield
// CHECK-NEXT:     }
// CHECK-NEXT:     %token_0 = async.execute [%token, %arg2] {
// CHECK-NEXT:       async.yield
// CHECK-NEXT:     }
// CHECK-NEXT:     %token_1, %bodyResults = async.execute [%token_0] (%arg1 as %arg3: !async.value<f32>) -> !async.value<f32> {
// CHECK-NEXT:       %2 = arith.addf %arg3, %arg0 : f32
// CHECK-NEXT:       async.yield %2 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     %token_2, %bodyResults_3:2 = async.execute -> (!async.value<f32>, !async.value<i32>) {
// CHECK-NEXT:       %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:       async.yield %arg0, %c1_i32 : f32, i32
// CHECK-NEXT:     }
// CHECK-NEXT:     %token_4, %bodyResults_5 = async.execute (%bodyResults as %arg3: !async.value<f32>, %bodyResults_3#0 as %arg4: !async.value<f32>) -> !async.value<f32> {
// CHECK-NEXT:       %2 = arith.addf %arg3, %arg4 : f32
// CHECK-NEXT:       async.yield %2 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     async.await %token_1 : !async.token
// CHECK-NEXT:     %0 = async.await %bodyResults_5 : !async.value<f32>
// CHECK-NEXT:     %1 = async.await %bodyResults_3#1 : !async.value<i32>
// CHECK-NEXT:     return %0 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @groups(%arg0: !async.token, %arg1: !async.token) {
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %0 = async.create_group %c2 : !async.group
// CHECK-NEXT:     %1 = async.add_to_group %arg0, %0 : !async.token
// CHECK-NEXT:     %2 = async.add_to_group %arg1, %0 : !async.token
// CHECK-NEXT:     async.await_all %0
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @nested_execute() {
// CHECK-NEXT:     %token = async.execute {
// CHECK-NEXT:       %token_0 = async.execute {
// CHECK-NEXT:         async.yield
// CHECK-NEXT:       }
// CHECK-NEXT:       async.await %token_0 : !async.token
// CHECK-NEXT:       async.yield
// CHECK-NEXT:     }
// CHECK-NEXT:     async.await %token : !async.token
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }

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
