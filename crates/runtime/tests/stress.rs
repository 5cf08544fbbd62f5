//! Stress: a million tasks through the runtime, as fan-outs into groups, as
//! continuation chains, and as a tree of value-producing tasks.

use async_runtime::{Group, Runtime, Token};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;

const MILLION: usize = 1_000_000;

#[test]
fn a_million_tasks_in_groups() {
    let rt = Runtime::global();
    let sum = Arc::new(AtomicU64::new(0));
    // 10 groups of 100k: one big fan-out per group, awaited in turn.
    for round in 0..10u64 {
        let g = Group::new(MILLION / 10);
        for i in 0..(MILLION / 10) as u64 {
            let s = sum.clone();
            g.add(&rt.spawn(move || {
                s.fetch_add(round * 100_000 + i, Ordering::Relaxed);
            }));
        }
        g.wait().unwrap();
    }
    let n = MILLION as u64;
    assert_eq!(sum.load(Ordering::Relaxed), n * (n - 1) / 2);
}

#[test]
fn a_million_tasks_spawned_from_tasks() {
    // Each task spawns up to two children (a binary tree of 2^20 - 1 tasks), all
    // registered in one group from worker threads: exercises local deques, stealing,
    // and concurrent group membership.
    let rt = Runtime::global();
    const DEPTH: u32 = 20;
    let total = (1usize << DEPTH) - 1;
    let g = Arc::new(Group::new(total));
    let count = Arc::new(AtomicU64::new(0));
    fn node(depth: u32, g: Arc<Group>, count: Arc<AtomicU64>) -> Token {
        let g2 = g.clone();
        Runtime::global().spawn(move || {
            count.fetch_add(1, Ordering::Relaxed);
            if depth > 1 {
                for _ in 0..2 {
                    let t = node(depth - 1, g2.clone(), count.clone());
                    g2.add(&t);
                }
            }
        })
    }
    g.add(&node(DEPTH, g.clone(), count.clone()));
    g.wait().unwrap();
    assert_eq!(count.load(Ordering::Relaxed), total as u64);
    let _ = rt;
}

#[test]
fn long_continuation_chains_do_not_grow_the_stack() {
    // 200k continuations, each registered on an already-completed token: a chain that
    // would overflow the stack if every ready await resumed inline without bound.
    let (done, promise) = Token::new();
    let (first, p0) = Token::new();
    p0.complete();
    fn step(t: Token, left: u32, promise: async_runtime::TokenPromise) {
        if left == 0 {
            promise.complete();
            return;
        }
        let (next, p) = Token::new();
        p.complete();
        let next2 = next.clone();
        t.on_ready(move || step(next2, left - 1, promise));
        drop(next);
    }
    step(first, 200_000, promise);
    done.wait().unwrap();
}
