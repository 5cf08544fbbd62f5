func.func @num_worker_threads_result() {
  // expected-error @+1 {{'async.runtime.num_worker_threads' op result #0 must be index, but got 'i64'}}
  %0 = "async.runtime.num_worker_threads"() : () -> i64
  return
}
