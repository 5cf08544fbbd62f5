// std.switch (cf.switch since LLVM 15), in LLVM-14 syntax.


func @switches(%flag: i32, %a: i32, %b: f32) -> i32 {
  switch %flag : i32, [
    default: ^bb1(%a : i32),
    42: ^bb2(%b, %a : f32, i32),
    -3: ^bb3
  ]
^bb1(%y: i32):
  return %y : i32
^bb2(%f: f32, %z: i32):
  return %z : i32
^bb3:
  switch %flag : i32, [
    default: ^bb1(%a : i32)
  ]
}
