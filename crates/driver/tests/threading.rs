//! `--mlir-disable-threading` on a large module: the shards run one after the other on
//! one thread, and the run prints what the threaded run prints.

use std::process::{Command, Output};

fn async_opt(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_async-opt")).args(args).output().expect("the binary runs")
}

#[test]
fn disable_threading_runs_the_shards_on_one_thread() {
    let dir = testkit::scratch_dir("async-opt-threading");
    let path = dir.path().join("big.mlir");
    let mut src = String::new();
    // Public functions nothing calls: every one warns, so the diagnostics are compared too.
    for i in 0..12_000 {
        src.push_str(&format!(
            "func @f{i}(%a: i32) -> i32 {{\n  %t, %v = async.execute -> !async.value<i32> {{\n    async.yield %a : i32\n  }}\n  %r = async.await %v : !async.value<i32>\n  return %r : i32\n}}\n"
        ));
    }
    assert!(src.len() > 1 << 20, "large enough to run in shards");
    std::fs::write(&path, &src).unwrap();
    let input = path.to_str().unwrap();
    let pass = "--async-to-async-runtime=eliminate-blocking-await-ops=true";

    let threaded = async_opt(&[input, pass]);
    let one = async_opt(&[input, pass, "--mlir-disable-threading"]);
    assert!(threaded.status.success() && one.status.success());
    assert!(threaded.stdout == one.stdout, "the output differs on one thread");
    assert!(threaded.stderr == one.stderr, "the diagnostics differ on one thread");
    assert!(
        String::from_utf8_lossy(&one.stderr).contains("warning: eliminate-blocking-await-ops changes the signature")
    );

    let timed = async_opt(&[input, pass, "--mlir-disable-threading", "--mlir-timing", "-o", "/dev/null"]);
    let report = String::from_utf8_lossy(&timed.stderr);
    assert!(report.contains("shards on 1 thread)"), "not sharded on one thread:\n{report}");
}
