//! End to end: every `examples/*.mlir` through `scripts/e2e.sh` (async-opt's pass, the
//! real LLVM 14 or 22 lowering, JIT execution), for both generations, both runtimes
//! (ours and upstream's) and with and without eliminate-blocking-await-ops where the
//! example allows; stdout must equal `examples/NAME.expected` (or `NAME.22.expected`
//! for LLVM 22, where it differs) and the exit status the example's.
//!
//! With our runtime the run also asks for the exit-time live-object report and
//! requires zero (the pass's output, after upstream's ref-counting passes, leaks
//! nothing), except for programs that abort. An example with `runs = N` runs N times
//! in a row on our runtime (`--runs N`): for failures that happen only some of the
//! time, such as tasks still running when the entry point returns.
//!
//! Missing tools (or our runtime library, built by `cargo build --release -p
//! async-runtime` or any workspace build) skip these tests locally and fail them under
//! CI (`CI` set). Each run has a timeout (`E2E_TIMEOUT` in the script, and a kill here),
//! so a deadlock fails fast.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// The script's own timeout for the JIT run; the kill below is a safety net.
const RUN_TIMEOUT_SECS: u64 = 20;
const KILL_AFTER: Duration = Duration::from_secs(40);

const LLVM14_BIN: &str = "/usr/lib/llvm-14/bin";
const LLVM14_LIB: &str = "/opt/mlir14/usr/lib/llvm-14/lib";
const LLVM22_BIN: &str = "/usr/lib/llvm-22/bin";
const LLVM22_LIB: &str = "/usr/lib/llvm-22/lib";

fn repo_root() -> PathBuf {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    root.canonicalize().unwrap_or(root)
}

/// Our runtime library: next to this test's profile directory (a workspace build
/// puts it there), or target/release.
fn our_runtime() -> Option<PathBuf> {
    let exe = std::env::current_exe().ok()?;
    let deps = exe.parent()?;
    let candidates = [deps.join("libasync_runtime.so"), deps.parent()?.join("libasync_runtime.so")];
    candidates.into_iter().find(|p| p.exists())
}

/// Whether everything the script needs is installed; under CI a gap is a failure.
fn tools_present() -> bool {
    let needed = [
        PathBuf::from(LLVM14_BIN).join("mlir-opt"),
        PathBuf::from(LLVM14_BIN).join("mlir-cpu-runner"),
        PathBuf::from(LLVM14_LIB).join("libmlir_c_runner_utils.so.14"),
        PathBuf::from(LLVM14_LIB).join("libmlir_async_runtime.so.14"),
        PathBuf::from(LLVM22_BIN).join("mlir-opt"),
        PathBuf::from(LLVM22_BIN).join("mlir-runner"),
        PathBuf::from(LLVM22_LIB).join("libmlir_c_runner_utils.so.22.1"),
        PathBuf::from(LLVM22_LIB).join("libmlir_async_runtime.so.22.1"),
    ];
    let mut missing: Vec<String> = needed.iter().filter(|p| !p.exists()).map(|p| p.display().to_string()).collect();
    if our_runtime().is_none() {
        missing.push("libasync_runtime.so (cargo build --release -p async-runtime)".into());
    }
    if missing.is_empty() {
        return true;
    }
    if std::env::var_os("CI").is_some() {
        panic!("e2e: missing under CI: {missing:?} (run scripts/install-peers.sh and build the workspace)");
    }
    eprintln!("e2e: skipping, missing: {missing:?}");
    false
}

#[derive(Clone, Copy, Debug, PartialEq)]
enum Runtime {
    Ours,
    Upstream,
}

/// What an example expects and which variants it supports.
struct Example {
    name: &'static str,
    /// Exit status of the program (134: it aborts on purpose).
    status: i32,
    /// Whether the blocking-await variant may run on upstream's runtime (it
    /// deadlocks when blocking awaits run on its pool threads).
    blocking_on_upstream: bool,
    /// How many times the lowered program runs on our runtime (once on upstream's).
    runs: u32,
}

struct Run {
    stdout: String,
    stderr: String,
    status: Option<i32>,
    timed_out: bool,
}

fn run_script(ex: &Example, compat: u32, runtime: Runtime, eliminate: bool) -> Run {
    let root = repo_root();
    let rt = match runtime {
        Runtime::Ours => "ours",
        Runtime::Upstream => "upstream",
    };
    let tag = format!("{}-{compat}-{rt}-{}", ex.name, if eliminate { "eb" } else { "blocking" });
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("examples-e2e");
    fs::create_dir_all(&dir).unwrap();
    let (out_path, err_path) = (dir.join(format!("{tag}.out")), dir.join(format!("{tag}.err")));
    let mut cmd = Command::new("bash");
    cmd.arg(root.join("scripts/e2e.sh")).arg(root.join("examples").join(format!("{}.mlir", ex.name))).args([
        "--compat",
        &compat.to_string(),
        "--runtime",
        rt,
    ]);
    if !eliminate {
        cmd.arg("--no-eliminate-blocking");
    }
    let runs = if runtime == Runtime::Ours { ex.runs } else { 1 };
    cmd.arg("--runs").arg(runs.to_string());
    cmd.env("ASYNC_OPT", env!("CARGO_BIN_EXE_async-opt"))
        .env("OUR_RUNTIME", our_runtime().expect("checked by tools_present"))
        .env("E2E_TIMEOUT", RUN_TIMEOUT_SECS.to_string())
        .env("ASYNC_RUNTIME_REPORT_LIVE", "1")
        .stdin(Stdio::null())
        .stdout(fs::File::create(&out_path).unwrap())
        .stderr(fs::File::create(&err_path).unwrap());
    let mut child = cmd.spawn().unwrap_or_else(|e| panic!("{tag}: cannot start bash: {e}"));
    let start = Instant::now();
    let (status, timed_out) = loop {
        if let Some(s) = child.try_wait().unwrap() {
            break (s.code(), s.code() == Some(124));
        }
        if start.elapsed() > KILL_AFTER {
            let _ = child.kill();
            let _ = child.wait();
            break (None, true);
        }
        std::thread::sleep(Duration::from_millis(5));
    };
    Run {
        stdout: fs::read_to_string(&out_path).unwrap_or_default(),
        stderr: fs::read_to_string(&err_path).unwrap_or_default(),
        status,
        timed_out,
    }
}

fn expected(name: &str, compat: u32) -> String {
    let dir = repo_root().join("examples");
    let specific = dir.join(format!("{name}.{compat}.expected"));
    let path = if specific.exists() { specific } else { dir.join(format!("{name}.expected")) };
    fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

fn check(ex: &Example) {
    if !tools_present() {
        return;
    }
    let mut failures = Vec::new();
    for compat in [14, 22] {
        let want = expected(ex.name, compat);
        for runtime in [Runtime::Ours, Runtime::Upstream] {
            let runs = if runtime == Runtime::Ours { ex.runs } else { 1 };
            let want = want.repeat(runs as usize);
            for eliminate in [true, false] {
                if !eliminate && runtime == Runtime::Upstream && !ex.blocking_on_upstream {
                    continue;
                }
                let what = format!(
                    "{} --compat {compat} --runtime {runtime:?}{}",
                    ex.name,
                    if eliminate { "" } else { " --no-eliminate-blocking" }
                );
                let r = run_script(ex, compat, runtime, eliminate);
                if r.timed_out {
                    failures.push(format!("{what}: timed out\nstdout:\n{}stderr:\n{}", r.stdout, r.stderr));
                    continue;
                }
                if r.status != Some(ex.status) || r.stdout != want {
                    failures.push(format!(
                        "{what}: exit status {:?} (want {}), stdout:\n{}--- want:\n{}--- stderr:\n{}",
                        r.status, ex.status, r.stdout, want, r.stderr
                    ));
                    continue;
                }
                let clean_exits = r.stderr.matches("async-runtime: live objects at exit: 0").count();
                if runtime == Runtime::Ours && ex.status == 0 && clean_exits != runs as usize {
                    failures.push(format!("{what}: live-object report missing or non-zero:\n{}", r.stderr));
                }
            }
        }
    }
    assert!(failures.is_empty(), "{} of the runs failed:\n\n{}", failures.len(), failures.join("\n\n"));
}

macro_rules! examples {
    ($($name:ident: $status:expr, blocking_on_upstream = $b:expr $(, runs = $runs:expr)?;)*) => {
        $(#[test] fn $name() {
            let runs = 1 $(* $runs)?;
            check(&Example { name: stringify!($name), status: $status, blocking_on_upstream: $b, runs });
        })*
        const COVERED: &[&str] = &[$(stringify!($name)),*];
    };
}

examples! {
    // Upstream's runtime deadlocks on blocking awaits in pool threads (fib(5) on 2 cores).
    fib: 0, blocking_on_upstream = false;
    group_sum: 0, blocking_on_upstream = true;
    // Aborts on purpose: the error reaches a blocking await in @entry.
    error_propagation: 134, blocking_on_upstream = true;
    await_in_loop: 0, blocking_on_upstream = true;
    // Tasks still running when @entry returns: the runners' destroy hooks wait for them
    // (before they had, ours crashed in most runs).
    unawaited_tasks: 0, blocking_on_upstream = true, runs = 20;
    unawaited_chain: 0, blocking_on_upstream = true, runs = 20;
}

#[test]
fn every_example_has_a_test_and_expected_output() {
    let mut problems = Vec::new();
    for entry in fs::read_dir(repo_root().join("examples")).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|e| e == "mlir") {
            let stem = path.file_stem().unwrap().to_string_lossy().into_owned();
            if !COVERED.contains(&stem.as_str()) {
                problems.push(format!("{stem}: add it to the examples! list"));
            }
            if !path.with_extension("expected").exists() {
                problems.push(format!("{stem}: no {stem}.expected"));
            }
        }
    }
    assert!(problems.is_empty(), "{problems:?}");
}

/// The script itself: a clear error, not a crash, for bad arguments.
#[test]
fn script_rejects_bad_arguments() {
    let script = repo_root().join("scripts/e2e.sh");
    for args in [
        &["fib", "--compat", "15"][..],
        &["fib", "--runtime", "other"],
        &["fib", "--runs", "0"],
        &["no_such_example"],
        &[],
    ] {
        let o = Command::new("bash")
            .arg(&script)
            .args(args)
            .env("ASYNC_OPT", env!("CARGO_BIN_EXE_async-opt"))
            .output()
            .unwrap();
        assert_eq!(o.status.code(), Some(2), "{args:?}: {}", String::from_utf8_lossy(&o.stderr));
        assert!(!o.stderr.is_empty(), "{args:?}: no message");
    }
}
