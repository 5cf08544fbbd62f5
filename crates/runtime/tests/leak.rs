//! Leak check: the runtime's live-object count returns to zero after real workloads,
//! and `ASYNC_RUNTIME_REPORT_LIVE=1` reports it at exit (checked in a child process,
//! including a deliberate leak so the check is known to be able to fail).

use async_runtime::{Group, Runtime, Token, Value, REPORT_ENV};
use std::process::Command;

const CHILD_ENV: &str = "ASYNC_RUNTIME_LEAK_CHILD";

fn workload() {
    let rt = Runtime::global();
    let g = Group::new(1000);
    for i in 0..1000u64 {
        let v: Value<u64> = rt.spawn_value(move || i * 2);
        let t = rt.spawn(move || {
            let _ = v.wait();
        });
        g.add(&t);
    }
    g.wait().unwrap();
    let failing = rt.spawn(|| panic!("expected in this test"));
    assert!(failing.wait().is_err());
    let (t, p) = Token::new();
    drop(p);
    drop(t);
}

fn wait_for_zero() -> i64 {
    // Completers drop their own reference just after waking the awaiter.
    for _ in 0..1000 {
        if Runtime::global().live_objects() == 0 {
            return 0;
        }
        std::thread::sleep(std::time::Duration::from_millis(2));
    }
    Runtime::global().live_objects()
}

/// One test only in this binary (plus the child entry), so nothing else creates
/// objects concurrently.
#[test]
fn no_live_objects_after_workload_and_exit_report() {
    if let Ok(mode) = std::env::var(CHILD_ENV) {
        workload();
        if mode == "leak" {
            std::mem::forget(Token::new());
        }
        return;
    }
    workload();
    assert_eq!(wait_for_zero(), 0, "objects leaked in process");

    let exe = std::env::current_exe().unwrap();
    for (mode, expected) in [("clean", 0), ("leak", 1)] {
        let out = Command::new(&exe)
            .args(["--exact", "no_live_objects_after_workload_and_exit_report", "--nocapture"])
            .env(CHILD_ENV, mode)
            .env(REPORT_ENV, "1")
            .output()
            .unwrap();
        assert!(out.status.success(), "child failed: {out:?}");
        let stderr = String::from_utf8_lossy(&out.stderr);
        let line = format!("async-runtime: live objects at exit: {expected}");
        // A leaked token holds two references: it counts as one live object.
        assert!(stderr.contains(&line), "mode {mode}: expected {line:?} in {stderr}");
    }
}
