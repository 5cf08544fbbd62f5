//! The safe Rust API: spawning, values, groups, errors, continuations, promises.

use async_runtime::{AsyncError, Group, Runtime, Token, Value};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{mpsc, Arc};
use std::time::Duration;

#[test]
fn spawn_value_returns_the_result() {
    let v = Runtime::global().spawn_value(|| String::from("hello"));
    assert_eq!(v.wait().map(String::as_str), Ok("hello"));
    assert!(v.is_ready() && !v.is_error());
}

#[test]
fn a_panicking_task_fails_its_token_not_the_process() {
    let t = Runtime::global().spawn(|| panic!("expected in this test"));
    assert_eq!(t.wait(), Err(AsyncError));
    assert!(t.is_error());
    let v: Value<u8> = Runtime::global().spawn_value(|| panic!("expected in this test"));
    assert_eq!(v.wait(), Err(AsyncError));
}

#[test]
fn dropped_promises_fail_their_objects() {
    let (t, p) = Token::new();
    drop(p);
    assert_eq!(t.wait(), Err(AsyncError));
    let (v, p) = Value::<u64>::new();
    drop(p);
    assert_eq!(v.try_get(), Some(Err(AsyncError)));
}

#[test]
fn promises_complete_across_threads() {
    let (t, p) = Token::new();
    let (v, vp) = Value::new();
    std::thread::spawn(move || {
        std::thread::sleep(Duration::from_millis(10));
        vp.set(vec![1, 2, 3]);
        p.complete();
    });
    assert!(!t.is_ready());
    assert_eq!(t.wait(), Ok(()));
    assert_eq!(v.wait(), Ok(&vec![1, 2, 3]));
}

#[test]
fn payload_destructor_runs_once_when_the_last_handle_goes() {
    let marker = Arc::new(());
    let v = Runtime::global().spawn_value({
        let m = marker.clone();
        move || m
    });
    let v2 = v.clone();
    assert!(v.wait().is_ok());
    assert_eq!(Arc::strong_count(&marker), 2);
    drop(v);
    assert_eq!(Arc::strong_count(&marker), 2, "still referenced by the clone");
    drop(v2);
    // The completing worker may still hold its reference for a moment.
    for _ in 0..1000 {
        if Arc::strong_count(&marker) == 1 {
            break;
        }
        std::thread::sleep(Duration::from_millis(1));
    }
    assert_eq!(Arc::strong_count(&marker), 1, "payload dropped with the object");
}

#[test]
fn group_collects_ranks_and_errors() {
    let rt = Runtime::global();
    let g = Group::new(3);
    assert_eq!(g.add(&rt.spawn(|| {})), 0);
    assert_eq!(g.add(&rt.spawn(|| {})), 1);
    std::thread::sleep(Duration::from_millis(5));
    assert!(!g.is_ready(), "only 2 of 3 members added");
    assert_eq!(g.add(&rt.spawn(|| panic!("expected in this test"))), 2);
    assert_eq!(g.wait(), Err(AsyncError));
    assert!(g.is_error());
    let empty = Group::new(0);
    assert!(empty.is_ready());
    assert_eq!(empty.wait(), Ok(()));
}

#[test]
fn on_ready_runs_after_completion_and_inline_when_ready() {
    let (t, p) = Token::new();
    let (tx, rx) = mpsc::channel();
    let tx2 = tx.clone();
    t.on_ready(move || tx.send("later").unwrap());
    assert!(rx.recv_timeout(Duration::from_millis(20)).is_err(), "must wait for the token");
    p.complete();
    assert_eq!(rx.recv_timeout(Duration::from_secs(5)), Ok("later"));
    let here = std::thread::current().id();
    t.on_ready(move || tx2.send(if std::thread::current().id() == here { "inline" } else { "queued" }).unwrap());
    assert_eq!(rx.recv_timeout(Duration::from_secs(5)), Ok("inline"));
}

#[test]
fn group_on_ready_fires_once_all_members_are_done() {
    let rt = Runtime::global();
    let count = Arc::new(AtomicUsize::new(0));
    let g = Group::new(50);
    for _ in 0..50 {
        let c = count.clone();
        g.add(&rt.spawn(move || {
            c.fetch_add(1, Ordering::SeqCst);
        }));
    }
    let (tx, rx) = mpsc::channel();
    let c = count.clone();
    g.on_ready(move || tx.send(c.load(Ordering::SeqCst)).unwrap());
    assert_eq!(rx.recv_timeout(Duration::from_secs(10)), Ok(50));
}

/// Recursive fib with blocking waits inside tasks: every task blocks on its children.
fn fib(n: u64) -> u64 {
    if n < 2 {
        return n;
    }
    let rt = Runtime::global();
    let a = rt.spawn_value(move || fib(n - 1));
    let b = rt.spawn_value(move || fib(n - 2));
    a.wait().unwrap() + b.wait().unwrap()
}

#[test]
fn blocking_waits_inside_tasks_complete() {
    let v = Runtime::global().spawn_value(|| fib(18));
    assert_eq!(v.wait(), Ok(&2584));
}

#[test]
fn debug_shows_state() {
    let (t, p) = Token::new();
    assert!(format!("{t:?}").contains("Unavailable"));
    p.fail();
    assert!(format!("{t:?}").contains("Error"));
}
