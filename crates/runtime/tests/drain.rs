//! The runners' destroy hooks and the exit handler wait for every task: running
//! ones, ones queued by tasks meanwhile, ones woken by completions; and they return
//! when the only tasks left are blocked for good. Each case runs in a child process
//! of its own (the pool is process-wide, and a deadlocked worker stays blocked).

use async_runtime::runner::{__mlir_execution_engine_destroy, __mlir_runner_destroy};
use async_runtime::{Runtime, Token};
use std::process::Command;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

const CHILD_ENV: &str = "ASYNC_RUNTIME_DRAIN_CHILD";

/// In the parent, runs this binary's `test` alone in a child with `CHILD_ENV` set, killed
/// after 30 s, and checks that it passed: its output, for more checks. In the child, `None`:
/// the test then runs its case.
fn passed_in_child(test: &str) -> Option<std::process::Output> {
    if std::env::var_os(CHILD_ENV).is_some() {
        return None;
    }
    let exe = std::env::current_exe().unwrap();
    let mut c = Command::new("timeout");
    c.args(["-k", "5", "30"]).arg(exe).args(["--exact", test, "--nocapture", "--test-threads=1"]).env(CHILD_ENV, "1");
    let out = c.output().unwrap();
    assert_ne!(out.status.code(), Some(124), "{test}: the child hung");
    assert!(out.status.success(), "{out:?}");
    Some(out)
}

/// Tasks that sleep, then start more tasks, then complete a token another task
/// waits on: `done` counts every one that finished.
fn start_work(done: &Arc<AtomicUsize>) {
    let rt = Runtime::global();
    for i in 0..4u64 {
        let done = done.clone();
        let (token, promise) = Token::new();
        let waiter_done = done.clone();
        // A task woken by a completion made after the hook started waiting.
        let _waiter = rt.spawn(move || {
            token.wait().unwrap();
            waiter_done.fetch_add(1, Ordering::SeqCst);
        });
        let _ = rt.spawn(move || {
            std::thread::sleep(Duration::from_millis(50 + 20 * i));
            let nested_done = done.clone();
            // Queued by a task while the hook waits.
            let _ = Runtime::global().spawn(move || {
                std::thread::sleep(Duration::from_millis(30));
                nested_done.fetch_add(1, Ordering::SeqCst);
            });
            promise.complete();
            done.fetch_add(1, Ordering::SeqCst);
        });
    }
}

const WORK_ITEMS: usize = 12;

/// `destroy` returns only once every task of [`start_work`] finished (in a child, as `test`).
fn destroy_waits_for_every_task(test: &str, destroy: extern "C" fn()) {
    if passed_in_child(test).is_some() {
        return;
    }
    let done = Arc::new(AtomicUsize::new(0));
    start_work(&done);
    destroy();
    assert_eq!(done.load(Ordering::SeqCst), WORK_ITEMS, "returned before the tasks finished");
}

#[test]
fn runner_destroy_waits_for_every_task() {
    destroy_waits_for_every_task("runner_destroy_waits_for_every_task", __mlir_runner_destroy);
}

#[test]
fn execution_engine_destroy_waits_for_every_task() {
    destroy_waits_for_every_task("execution_engine_destroy_waits_for_every_task", __mlir_execution_engine_destroy);
}

/// Nothing ran: the hook returns at once and starts no workers.
#[test]
fn destroy_without_tasks_returns_at_once() {
    let start = Instant::now();
    __mlir_runner_destroy();
    assert!(start.elapsed() < Duration::from_secs(1));
}

/// A task blocked on a token nobody completes: the hook reports it and returns.
#[test]
fn destroy_returns_when_only_blocked_tasks_remain() {
    if let Some(out) = passed_in_child("destroy_returns_when_only_blocked_tasks_remain") {
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(
            stderr.contains("async-runtime: 1 task(s) blocked forever in an await at exit (a deadlock)"),
            "{stderr}"
        );
        return;
    }
    let (token, promise) = Token::new();
    let _blocked = Runtime::global().spawn(move || {
        let _ = token.wait();
    });
    std::thread::sleep(Duration::from_millis(50));
    __mlir_runner_destroy();
    std::mem::forget(promise);
}

/// The child returns from its test with tasks still running; the exit handler lets
/// them finish, so their output appears after the harness's own.
#[test]
fn exit_handler_waits_for_running_tasks() {
    if let Some(out) = passed_in_child("exit_handler_waits_for_running_tasks") {
        let stdout = String::from_utf8_lossy(&out.stdout);
        assert!(stdout.contains("tasks done: 12"), "{stdout}");
        return;
    }
    let done = Arc::new(AtomicUsize::new(0));
    start_work(&done);
    let _ = Runtime::global().spawn(move || {
        std::thread::sleep(Duration::from_millis(300));
        use std::io::Write;
        // Straight to the file descriptor: the harness's captured stdout is gone by now.
        let mut out = std::io::stdout().lock();
        let _ = writeln!(out, "tasks done: {}", done.load(Ordering::SeqCst));
        let _ = out.flush();
    });
}
