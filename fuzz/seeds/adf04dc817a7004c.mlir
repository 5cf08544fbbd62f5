// Alias definitions in LLVM-22 syntax (`!name = T`): uses are resolved and printed in full;
// affine maps get printed aliases named #map, #map1, ...


!tok = !async.token
!vec = vector<4xf32>
#layout = affine_map<(i, j) -> (j, i)>
#other = affine_map<(i) -> (i * 2)>
#answer = 42 : i32

func.func @uses(%t: !tok, %v: !vec, %m: memref<2x2xf32, #layout>, %n: memref<8xf32, #other>) -> !vec attributes {n = #answer} {
  async.await %t : !tok
  return %v : !vec
}
