// Alias definitions in LLVM-22 syntax (`!name = T`): uses are resolved and printed in full;
// affine maps get printed aliases named #map, #map1, ...
// RUN: async-opt %s | FileCheck %s
// RUN: async-opt %s | async-opt - | FileCheck %s
// RUN: mlir-opt-22 %s | FileCheck %s

// CHECK: #map = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-NEXT: #map1 = affine_map<(d0) -> (d0 * 2)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @uses(%arg0: !async.token, %arg1: vector<4xf32>, %arg2: memref<2x2xf32, #map>, %arg3: memref<8xf32, #map1>) -> vector<4xf32> attributes {n = 42 : i32} {
// CHECK-NEXT:     async.await %arg0 : !async.token
// CHECK-NEXT:     return %arg1 : vector<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }

!tok = !async.token
!vec = vector<4xf32>
#layout = affine_map<(i, j) -> (j, i)>
#other = affine_map<(i) -> (i * 2)>
#answer = 42 : i32

func.func @uses(%t: !tok, %v: !vec, %m: memref<2x2xf32, #layout>, %n: memref<8xf32, #other>) -> !vec attributes {n = #answer} {
  async.await %t : !tok
  return %v : !vec
}
