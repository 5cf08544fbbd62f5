// Ops written in the generic form get the same operand and result checks as in their
// custom form (adversarial finding 8: wrong types used to be accepted, and one was even
// printed back with the type its custom form implies).
// RUN: async-opt %s --split-input-file --verify-diagnostics
// RUN: mlir-opt-22 %s --split-input-file --verify-diagnostics

func.func @add_to_group_result(%t: !async.token, %g: !async.group) {
  // expected-error @+1 {{'async.add_to_group' op result #0 must be index, but got 'i32'}}
  %0 = "async.add_to_group"(%t, %g) : (!async.token, !async.group) -> i32
  return
}

// -----

func.func @create_group_size(%n: i64) {
  // expected-error @+1 {{'async.create_group' op operand #0 must be index, but got 'i64'}}
  %g = "async.create_group"(%n) : (i64) -> !async.group
  return
}

// -----

func.func @create_group_result(%n: index) {
  // expected-error @+1 {{'async.create_group' op result #0 must be async group type, but got '!async.token'}}
  %g = "async.create_group"(%n) : (index) -> !async.token
  return
}

// -----

func.func @await_all_token(%t: !async.token) {
  // expected-error @+1 {{'async.await_all' op operand #0 must be async group type, but got '!async.token'}}
  "async.await_all"(%t) : (!async.token) -> ()
  return
}

// -----

func.func @is_error_result(%t: !async.token) {
  // expected-error @+1 {{'async.runtime.is_error' op result #0 must be 1-bit signless integer, but got 'i64'}}
  %0 = "async.runtime.is_error"(%t) : (!async.token) -> i64
  return
}

// -----

func.func @coro_id_result() {
  // expected-error @+1 {{'async.coro.id' op result #0 must be switched-resume coroutine identifier, but got 'i64'}}
  %0 = "async.coro.id"() : () -> i64
  return
}

// -----

func.func @num_worker_threads_result() {
  // expected-error @+1 {{'async.runtime.num_worker_threads' op result #0 must be index, but got 'i64'}}
  %0 = "async.runtime.num_worker_threads"() : () -> i64
  return
}
