//! Blocking awaits on a single worker thread: the case where a FIFO pool whose
//! threads block in awaits deadlocks at once. Its own test binary, because the worker
//! count is read from the environment when the pool starts.

use async_runtime::{Runtime, Value};

fn fib(n: u64) -> u64 {
    if n < 2 {
        return n;
    }
    let rt = Runtime::global();
    let a: Value<u64> = rt.spawn_value(move || fib(n - 1));
    let b: Value<u64> = rt.spawn_value(move || fib(n - 2));
    a.wait().unwrap() + b.wait().unwrap()
}

#[test]
fn fib_20_with_blocking_awaits_on_one_worker() {
    std::env::set_var("ASYNC_RUNTIME_NUM_THREADS", "1");
    let rt = Runtime::global();
    assert_eq!(rt.num_workers(), 1);
    let v = rt.spawn_value(|| fib(20));
    assert_eq!(v.wait(), Ok(&6765));
}
