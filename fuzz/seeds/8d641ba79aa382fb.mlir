// Ops written in the generic form get the same operand and result checks as in their
// custom form (adversarial finding 8: wrong types used to be accepted, and one was even
// printed back with the type its custom form implies).

func.func @add_to_group_result(%t: !async.token, %g: !async.group) {
  // expected-error @+1 {{'async.add_to_group' op result #0 must be index, but got 'i32'}}
  %0 = "async.add_to_group"(%t, %g) : (!async.token, !async.group) -> i32
  return
}
