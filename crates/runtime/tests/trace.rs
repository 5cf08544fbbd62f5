//! `ASYNC_RUNTIME_TRACE=1` logs creations, C calls on objects with their reference
//! count, and frees (checked in a child process, with the trace on and off).

use async_runtime::abi::*;
use async_runtime::TRACE_ENV;
use std::process::Command;

const CHILD_ENV: &str = "ASYNC_RUNTIME_TRACE_CHILD";

#[test]
fn trace_follows_an_object() {
    if std::env::var_os(CHILD_ENV).is_some() {
        let t = mlirAsyncRuntimeCreateToken();
        eprintln!("token at {t:p}");
        // SAFETY: the token's two references are released once each.
        unsafe {
            mlirAsyncRuntimeAddRef(t.cast(), 1);
            mlirAsyncRuntimeDropRef(t.cast(), 2);
            mlirAsyncRuntimeEmplaceToken(t);
        }
        return;
    }
    let exe = std::env::current_exe().unwrap();
    let run = |trace: &str| {
        let out = Command::new(&exe)
            .args(["--exact", "trace_follows_an_object", "--nocapture"])
            .env(CHILD_ENV, "1")
            .env(TRACE_ENV, trace)
            .output()
            .unwrap();
        assert!(out.status.success(), "{out:?}");
        String::from_utf8_lossy(&out.stderr).into_owned()
    };
    let stderr = run("1");
    let p = stderr.lines().find_map(|l| l.strip_prefix("token at ")).expect("the child's address line");
    let want: Vec<String> = [
        format!("created token {p} (refs 2)"),
        format!("mlirAsyncRuntimeAddRef token {p} (refs 2)"),
        format!("mlirAsyncRuntimeDropRef token {p} (refs 3)"),
        format!("mlirAsyncRuntimeEmplaceToken token {p} (refs 1)"),
        format!("freed token {p}"),
    ]
    .map(|l| format!("async-runtime: trace: {l}"))
    .into();
    let got: Vec<&str> = stderr.lines().filter(|l| l.starts_with("async-runtime: trace:")).collect();
    assert_eq!(got, want);
    assert!(!run("0").contains("async-runtime: trace:"), "the trace must be off with {TRACE_ENV}=0");
}
