func.func @op_of_unknown_dialect() {
  // expected-error@+2 {{Dialect `frob' not found for custom op 'frob.nicate'}}
  // expected-note@+1 {{Available dialects: }}
  frob.nicate
  return
}
