// A bare name in a function body resolves in the func dialect only.
func.func @bare_unknown_op_in_function() {
  // expected-error@+1 {{custom op 'frobnicate' is unknown (tried 'func.frobnicate' as well)}}
  frobnicate
  return
}
