func @segment_sizes_of_one_group(%t: !async.token) {
  // expected-error @+1 {{'async.execute' op 'operand_segment_sizes' attribute for specifying operand segments must have 2 elements, but got 1}}
  %token = "async.execute"(%t) ({
    async.yield
  }) {operand_segment_sizes = dense<1> : vector<1xi32>} : (!async.token) -> !async.token
  return
}
