func.func @undeclared_value() {
  %s = arith.addi %nope, %nope : i32 // expected-error {{use of undeclared SSA value name}}
  return
}
