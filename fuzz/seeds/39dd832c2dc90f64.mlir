// Ops written in the generic form get the same operand and result checks as in their
// custom form (adversarial finding 8: wrong types used to be accepted, and one was even
// printed back with the type its custom form implies). LLVM 14 checks the types it can
// infer first, in its own words. LLVM 14 syntax.

func @add_to_group_result(%t: !async.token, %g: !async.group) {
  // expected-error @+1 {{'async.add_to_group' op inferred type(s) 'index' are incompatible with return type(s) of operation 'i32'}}
  %0 = "async.add_to_group"(%t, %g) : (!async.token, !async.group) -> i32
  return
}
