//! Per-task overhead: a fan-out of N empty tasks into one group, through this runtime
//! (the same path MLIR code takes: token + task + group membership per task), against
//! rayon's work-stealing pool doing the bare fan-out (`scope` + `spawn`).
//!
//! Run: `cargo bench -p async-runtime --bench overhead` (env `FANOUT_TASKS`, default
//! 100000; `FANOUT_REPS`, default 21). Prints medians and ns per task.

use async_runtime::{Group, Runtime};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

fn env_or(name: &str, default: usize) -> usize {
    std::env::var(name).ok().and_then(|v| v.parse().ok()).unwrap_or(default)
}

fn median(mut samples: Vec<Duration>) -> Duration {
    samples.sort();
    samples[samples.len() / 2]
}

fn ours(n: usize) -> Duration {
    let rt = Runtime::global();
    let counter = Arc::new(AtomicUsize::new(0));
    let start = Instant::now();
    let group = Group::new(n);
    for _ in 0..n {
        let c = counter.clone();
        group.add(&rt.spawn(move || {
            c.fetch_add(1, Ordering::Relaxed);
        }));
    }
    group.wait().expect("no task fails");
    let elapsed = start.elapsed();
    assert_eq!(counter.load(Ordering::Relaxed), n);
    elapsed
}

fn rayon_bare(pool: &rayon::ThreadPool, n: usize) -> Duration {
    let counter = Arc::new(AtomicUsize::new(0));
    let start = Instant::now();
    pool.scope(|s| {
        for _ in 0..n {
            let c = counter.clone();
            s.spawn(move |_| {
                c.fetch_add(1, Ordering::Relaxed);
            });
        }
    });
    let elapsed = start.elapsed();
    assert_eq!(counter.load(Ordering::Relaxed), n);
    elapsed
}

fn main() {
    let n = env_or("FANOUT_TASKS", 100_000);
    let reps = env_or("FANOUT_REPS", 21).max(1);
    let workers = Runtime::global().num_workers();
    let pool = rayon::ThreadPoolBuilder::new().num_threads(workers).build().expect("rayon pool");
    // Warm both pools up (thread start, allocator caches).
    ours(n);
    rayon_bare(&pool, n);
    let mut a = Vec::new();
    let mut b = Vec::new();
    for _ in 0..reps {
        a.push(ours(n));
        b.push(rayon_bare(&pool, n));
    }
    let (a, b) = (median(a), median(b));
    let per = |d: Duration| d.as_nanos() as f64 / n as f64;
    println!("fan-out of {n} tasks, {workers} workers, median of {reps}:");
    println!("  async-runtime (token+task+group per task): {:>8.2} ms  {:>7.1} ns/task", a.as_secs_f64() * 1e3, per(a));
    println!("  rayon scope+spawn (bare pool):            {:>8.2} ms  {:>7.1} ns/task", b.as_secs_f64() * 1e3, per(b));
    println!("  ratio async-runtime / rayon: {:.2}x", a.as_secs_f64() / b.as_secs_f64());
    println!("  live objects after: {}", Runtime::global().live_objects());
}
