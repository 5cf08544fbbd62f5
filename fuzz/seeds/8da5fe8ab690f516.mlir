// The regions of an op with no default dialect (scf.if) have none, even in a function.
func.func @bare_unknown_op_in_nested_region(%c: i1) {
  scf.if %c {
    // expected-error@+2 {{Dialect `' not found for custom op 'frobnicate'  (tried '.frobnicate' as well)}}
    // expected-note@+1 {{Available dialects: }}
    frobnicate
  }
  return
}
