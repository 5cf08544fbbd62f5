func @answer() -> i32 {
  %c = arith.constant 42 : i32
  return %c : i32
}

func @big() -> i64 {
  %c = arith.constant -12345678901234 : i64
  return %c : i64
}

func @half() -> f32 {
  %c = arith.constant 0.5 : f32
  return %c : f32
}

func @args(%x: i32) {
  return
}
