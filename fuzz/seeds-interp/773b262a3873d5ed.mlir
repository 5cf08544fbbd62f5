func @div_zero() {
  %a = arith.constant 7 : i32
  %z = arith.constant 0 : i32
  %r = arith.divui %a, %z : i32
  return
}

func @div_overflow() {
  %a = arith.constant -128 : i8
  %m = arith.constant -1 : i8
  %r = arith.divsi %a, %m : i8
  return
}

func @rem_zero() {
  %a = arith.constant 7 : i64
  %z = arith.constant 0 : i64
  %r = arith.remsi %a, %z : i64
  return
}

func @shift() {
  %a = arith.constant 1 : i16
  %s = arith.constant 16 : i16
  %r = arith.shli %a, %s : i16
  return
}

func @fptosi() {
  %f = arith.constant 300.5 : f32
  %r = arith.fptosi %f : f32 to i8
  return
}

func @step() {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %s = arith.constant -1 : index
  scf.for %i = %c0 to %c4 step %s {
  }
  return
}
