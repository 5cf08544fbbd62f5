// cf.switch and (LLVM 16+) scf.index_switch, in LLVM-22 syntax.


func.func @cf_switch(%flag: i32, %a: i32, %b: f32) -> i32 {
  cf.switch %flag : i32, [
    default: ^bb1(%a : i32),
    42: ^bb2(%b, %a : f32, i32),
    -3: ^bb3
  ]
^bb1(%y: i32):
  return %y : i32
^bb2(%f: f32, %z: i32):
  return %z : i32
^bb3:
  cf.switch %flag : i32, [
    default: ^bb1(%a : i32)
  ]
}
