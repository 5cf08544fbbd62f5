// Alias definitions in LLVM-14 syntax (`!name = type T`, `#name = attr`): uses are resolved
// and printed in full; only affine maps/sets get printed aliases (#map alone; #map0, #map1, ...
// when there are several).


!tok = type !async.token
!vec = type vector<4xf32>
#layout = affine_map<(i, j) -> (j, i)>
#answer = 42 : i32
#config = {level = 3 : i64, name = "x"}

func @uses(%t: !tok, %v: !vec, %m: memref<2x2xf32, #layout>) -> !vec attributes {cfg = #config, n = #answer} {
  async.await %t : !tok
  return %v : !vec
}
