// Alias definitions in LLVM-14 syntax (`!name = type T`, `#name = attr`): uses are resolved
// and printed in full; only affine maps/sets get printed aliases (#map alone; #map0, #map1, ...
// when there are several).
// RUN: async-opt %s | FileCheck %s
// RUN: async-opt %s | async-opt - | FileCheck %s
// RUN: mlir-opt-14 %s | FileCheck %s

// CHECK: #map = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func @uses(%arg0: !async.token, %arg1: vector<4xf32>, %arg2: memref<2x2xf32, #map>) -> vector<4xf32> attributes {cfg = {level = 3 : i64, name = "x"}, n = 42 : i32} {
// CHECK-NEXT:     async.await %arg0 : !async.token
// CHECK-NEXT:     return %arg1 : vector<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }

!tok = type !async.token
!vec = type vector<4xf32>
#layout = affine_map<(i, j) -> (j, i)>
#answer = 42 : i32
#config = {level = 3 : i64, name = "x"}

func @uses(%t: !tok, %v: !vec, %m: memref<2x2xf32, #layout>) -> !vec attributes {cfg = #config, n = #answer} {
  async.await %t : !tok
  return %v : !vec
}
