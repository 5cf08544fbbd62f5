func @num_worker_threads_result() {
  // expected-error @+1 {{'async.runtime.num_worker_threads' op inferred type(s) 'index' are incompatible with return type(s) of operation 'i64'}}
  %0 = "async.runtime.num_worker_threads"() : () -> i64
  return
}
