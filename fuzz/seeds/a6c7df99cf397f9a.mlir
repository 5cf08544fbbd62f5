func.func @branches(%c: i1, %a: i32, %b: i32) -> i32 {
  %true = arith.constant true
  cf.cond_br %true, ^bb1, ^bb4
^bb1:
  cf.br ^bb2(%a : i32)
^bb2(%x: i32):
  cf.cond_br %c, ^bb3(%x : i32), ^bb3(%b : i32)
^bb3(%y: i32):
  cf.cond_br %c, ^bb5, ^bb4
^bb4:
  cf.br ^bb6(%a : i32)
^bb5:
  cf.cond_br %c, ^bb6(%a : i32), ^bb6(%b : i32)
^bb6(%z: i32):
  return %z : i32
}
