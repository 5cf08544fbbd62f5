// Ops written in the generic form get the same operand and result checks as in their
// custom form (adversarial finding 8: wrong types used to be accepted, and one was even
// printed back with the type its custom form implies). LLVM 14 checks the types it can
// infer first, in its own words. LLVM 14 syntax.
// RUN: async-opt %s --split-input-file --verify-diagnostics
// RUN: mlir-opt-14 %s --split-input-file --verify-diagnostics

func @add_to_group_result(%t: !async.token, %g: !async.group) {
  // expected-error @+1 {{'async.add_to_group' op inferred type(s) 'index' are incompatible with return type(s) of operation 'i32'}}
  %0 = "async.add_to_group"(%t, %g) : (!async.token, !async.group) -> i32
  return
}

// -----

func @create_group_size(%n: i64) {
  // expected-error @+1 {{'async.create_group' op operand #0 must be index, but got 'i64'}}
  %g = "async.create_group"(%n) : (i64) -> !async.group
  return
}

// -----

func @create_group_result(%n: index) {
  // expected-error @+1 {{'async.create_group' op inferred type(s) '!async.group' are incompatible with return type(s) of operation '!async.token'}}
  %g = "async.create_group"(%n) : (index) -> !async.token
  return
}

// -----

func @await_all_token(%t: !async.token) {
  // expected-error @+1 {{'async.await_all' op operand #0 must be async group type, but got '!async.token'}}
  "async.await_all"(%t) : (!async.token) -> ()
  return
}

// -----

func @is_error_result(%t: !async.token) {
  // expected-error @+1 {{'async.runtime.is_error' op inferred type(s) 'i1' are incompatible with return type(s) of operation 'i64'}}
  %0 = "async.runtime.is_error"(%t) : (!async.token) -> i64
  return
}

// -----

func @coro_id_result() {
  // expected-error @+1 {{'async.coro.id' op inferred type(s) '!async.coro.id' are incompatible with return type(s) of operation 'i64'}}
  %0 = "async.coro.id"() : () -> i64
  return
}

// -----

func @num_worker_threads_result() {
  // expected-error @+1 {{'async.runtime.num_worker_threads' op inferred type(s) 'index' are incompatible with return type(s) of operation 'i64'}}
  %0 = "async.runtime.num_worker_threads"() : () -> i64
  return
}

// -----

func @segment_sizes_of_one_group(%t: !async.token) {
  // expected-error @+1 {{'async.execute' op 'operand_segment_sizes' attribute for specifying operand segments must have 2 elements, but got 1}}
  %token = "async.execute"(%t) ({
    async.yield
  }) {operand_segment_sizes = dense<1> : vector<1xi32>} : (!async.token) -> !async.token
  return
}
