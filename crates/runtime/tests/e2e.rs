//! End to end against the real LLVM 14 toolchain.
//!
//! Each `tests/programs/*.mlir` is lowered by `mlir-opt-14` (its `// PASS:` option for
//! async-to-async-runtime, then the LLVM 14 pipeline), JIT-run by `mlir-cpu-runner-14`
//! once with upstream's `libmlir_async_runtime.so.14` and once with ours (the cdylib
//! built next to this test), and the outputs must match each other and the program's
//! `// EXPECT:` lines. Ours also runs on a single worker and with the exit leak report.
//! `// UPSTREAM: hangs` or `// UPSTREAM: crashes` skips upstream (it deadlocks: see
//! bench/runtime/run.sh; or it crashes, as the line says); `// NOT-SINGLE-THREAD` skips
//! the one-worker run; `// RUNS: N` runs ours N times (and N times on one worker), for
//! failures that happen only some of the time.
//!
//! Missing tools skip these tests locally, but fail them under CI (`CI` set).

use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

use testkit::peers::{self, LLVM14_BIN, LLVM14_LIB, LOWER_TO_LLVM_14};
use testkit::process::{self, Output};

const TIMEOUT: Duration = Duration::from_secs(60);

fn tool(name: &str) -> PathBuf {
    Path::new(LLVM14_BIN).join(name)
}

fn lib14(name: &str) -> PathBuf {
    Path::new(LLVM14_LIB).join(name)
}

/// Whether the reference tools are installed; under CI their absence is a failure.
fn tools_present() -> bool {
    let needed = [
        tool("mlir-opt"),
        tool("mlir-cpu-runner"),
        lib14("libmlir_c_runner_utils.so.14"),
        lib14("libmlir_async_runtime.so.14"),
    ];
    peers::present("runtime e2e", &needed)
}

/// Our cdylib, built by cargo alongside this test binary.
fn our_lib() -> PathBuf {
    peers::our_runtime().expect("libasync_runtime.so is built with this test")
}

fn programs_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/programs")
}

struct Program {
    name: String,
    source: PathBuf,
    pass: String,
    expect: Vec<String>,
    upstream_skipped: bool,
    single_thread: bool,
    runs: usize,
}

fn load(name: &str) -> Program {
    let source = programs_dir().join(format!("{name}.mlir"));
    let text = fs::read_to_string(&source).unwrap_or_else(|e| panic!("{}: {e}", source.display()));
    let directive = |key: &str| -> Vec<String> {
        text.lines()
            .filter_map(|l| l.trim().strip_prefix("// ").and_then(|l| l.strip_prefix(key)))
            .map(|v| v.trim().to_string())
            .collect()
    };
    Program {
        name: name.to_string(),
        pass: directive("PASS:").into_iter().next().expect("a // PASS: line"),
        expect: directive("EXPECT:"),
        upstream_skipped: directive("UPSTREAM:").iter().any(|v| v.starts_with("hangs") || v.starts_with("crashes")),
        single_thread: !text.contains("// NOT-SINGLE-THREAD"),
        runs: directive("RUNS:").first().map_or(1, |n| n.parse().expect("// RUNS: N")),
        source,
    }
}

/// Runs `cmd` with a deadline.
fn run(cmd: Command, timeout: Duration, tag: &str) -> Output {
    process::run(cmd, timeout, &Path::new(env!("CARGO_TARGET_TMPDIR")).join("e2e-out"), tag)
}

/// Lowers a program to the LLVM dialect with mlir-opt-14.
fn lower(p: &Program) -> PathBuf {
    let out = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("{}.llvm.mlir", p.name));
    let mut cmd = Command::new(tool("mlir-opt"));
    cmd.arg(&p.source).arg(&p.pass).args(LOWER_TO_LLVM_14).arg("-o").arg(&out);
    let o = run(cmd, TIMEOUT, &format!("{}-lower", p.name));
    assert!(o.success(), "{}: mlir-opt failed:\n{}", p.name, o.stderr);
    out
}

fn jit(lowered: &Path, runtime: &Path, envs: &[(&str, &str)], timeout: Duration, tag: &str) -> Output {
    let mut cmd = Command::new(tool("mlir-cpu-runner"));
    cmd.env("LD_LIBRARY_PATH", LLVM14_LIB)
        .args(["-e", "entry", "-entry-point-result=void", "-O0"])
        .arg(format!("-shared-libs={}", lib14("libmlir_c_runner_utils.so.14").display()))
        .arg(format!("-shared-libs={}", runtime.display()))
        .arg(lowered);
    for (k, v) in envs {
        cmd.env(k, v);
    }
    run(cmd, timeout, tag)
}

/// Output lines with thread ids masked (they differ from run to run).
fn normalize(stdout: &str) -> Vec<String> {
    stdout
        .lines()
        .map(|l| match l.strip_prefix("Current thread id: ") {
            Some(id) if id.chars().all(|c| c.is_ascii_digit()) => "Current thread id: N".to_string(),
            _ => l.to_string(),
        })
        .collect()
}

fn check_program(name: &str) {
    if !tools_present() {
        return;
    }
    let p = load(name);
    assert!(!p.expect.is_empty(), "{name}: no // EXPECT: lines");
    let lowered = lower(&p);
    let ours = our_lib();

    let mut got = Vec::new();
    for run in 1..=p.runs {
        let o = jit(&lowered, &ours, &[("ASYNC_RUNTIME_REPORT_LIVE", "1")], TIMEOUT, &format!("{name}-ours"));
        assert!(!o.killed, "{name}: ours timed out (run {run})");
        assert!(o.success(), "{name}: ours failed (run {run}):\n{}{}", o.stdout, o.stderr);
        got = normalize(&o.stdout);
        assert_eq!(got, p.expect, "{name}: ours printed the wrong output (run {run})");
        assert!(
            o.stderr.contains("async-runtime: live objects at exit: 0"),
            "{name}: leak report missing or non-zero (run {run}):\n{}",
            o.stderr
        );
    }

    if p.single_thread {
        for run in 1..=p.runs {
            let o = jit(&lowered, &ours, &[("ASYNC_RUNTIME_NUM_THREADS", "1")], TIMEOUT, &format!("{name}-ours1"));
            assert!(o.success() && !o.killed, "{name}: ours on one worker failed (run {run}):\n{}", o.stderr);
            assert_eq!(normalize(&o.stdout), p.expect, "{name}: wrong output on one worker (run {run})");
        }
    }

    if !p.upstream_skipped {
        let upstream = lib14("libmlir_async_runtime.so.14");
        let o = jit(&lowered, &upstream, &[], TIMEOUT, &format!("{name}-upstream"));
        assert!(o.success() && !o.killed, "{name}: upstream failed:\n{}", o.stderr);
        assert_eq!(normalize(&o.stdout), got, "{name}: upstream and ours differ");
    }
}

macro_rules! e2e {
    ($($name:ident),* $(,)?) => {
        $(#[test] fn $name() { check_program(stringify!($name)); })*
        const COVERED: &[&str] = &[$(stringify!($name)),*];
    };
}

e2e!(tokens, values, groups, errors, thread_info, fib_eliminate_blocking, fib_blocking, unawaited);

#[test]
fn every_program_has_a_test() {
    let mut missing = Vec::new();
    for entry in fs::read_dir(programs_dir()).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|e| e == "mlir") {
            let stem = path.file_stem().unwrap().to_string_lossy().into_owned();
            if !COVERED.contains(&stem.as_str()) {
                missing.push(stem);
            }
        }
    }
    assert!(missing.is_empty(), "add to the e2e! list: {missing:?}");
}

/// Ahead-of-time: the lowered program compiled to an object file (LLVM 14's
/// mlir-translate, opt with the coroutine passes, llc) and linked by the system C
/// compiler against our library: no JIT, plain dynamic linking by symbol name.
#[test]
fn aot_linked_program() {
    check_aot("values", 1);
}

/// Ahead of time, `main` returns while tasks still run: the exit handler waits for
/// them, so their output is printed (before, the process exited under them).
#[test]
fn aot_tasks_outlive_main() {
    check_aot("unawaited", 20);
}

fn check_aot(name: &str, runs: usize) {
    if !tools_present() || !peers::present("AOT", &[tool("mlir-translate"), tool("opt"), tool("llc")]) {
        return;
    }
    let p = load(name);
    let lowered = lower(&p);
    let tmp = Path::new(env!("CARGO_TARGET_TMPDIR"));
    let ll = tmp.join(format!("aot-{name}.ll"));
    let opt_ll = tmp.join(format!("aot-{name}.opt.ll"));
    let obj = tmp.join(format!("aot-{name}.o"));
    let main_c = tmp.join(format!("aot-{name}-main.c"));
    let exe = tmp.join(format!("aot-{name}.exe"));
    fs::write(&main_c, "void entry(void);\nint main(void) { entry(); return 0; }\n").unwrap();
    let ours = our_lib();
    let lib_dir = ours.parent().unwrap();
    let steps: Vec<Command> = vec![
        {
            let mut c = Command::new(tool("mlir-translate"));
            c.arg("--mlir-to-llvmir").arg(&lowered).arg("-o").arg(&ll);
            c
        },
        {
            // The default pipeline includes coroutine lowering (CoroEarly/Split/Cleanup).
            let mut c = Command::new(tool("opt"));
            c.arg("-passes=default<O1>").arg(&ll).arg("-S").arg("-o").arg(&opt_ll);
            c
        },
        {
            let mut c = Command::new(tool("llc"));
            c.args(["-O1", "-filetype=obj", "-relocation-model=pic"]).arg(&opt_ll).arg("-o").arg(&obj);
            c
        },
        {
            let mut c = Command::new("cc");
            c.arg(&main_c)
                .arg(&obj)
                .arg("-o")
                .arg(&exe)
                .arg(format!("-L{}", lib_dir.display()))
                .arg("-lasync_runtime")
                .arg(lib14("libmlir_c_runner_utils.so.14"))
                .arg(format!("-Wl,-rpath,{}:{}", lib_dir.display(), LLVM14_LIB));
            c
        },
    ];
    for (i, cmd) in steps.into_iter().enumerate() {
        let o = run(cmd, TIMEOUT, &format!("aot-{name}-step{i}"));
        assert!(o.success(), "{name}: AOT step {i} failed:\n{}", o.stderr);
    }
    // Without the exit report (which runs after the exit handler): what users run.
    for run_no in 1..=runs {
        let o = run(Command::new(&exe), TIMEOUT, &format!("aot-{name}-run"));
        assert!(o.success(), "{name}: AOT program failed (run {run_no}):\n{}", o.stderr);
        assert_eq!(normalize(&o.stdout), p.expect, "{name}: AOT output (run {run_no})");
    }
    let mut cmd = Command::new(&exe);
    cmd.env("ASYNC_RUNTIME_REPORT_LIVE", "1");
    let o = run(cmd, TIMEOUT, &format!("aot-{name}-report"));
    assert!(o.success(), "{name}: AOT program failed:\n{}", o.stderr);
    assert_eq!(normalize(&o.stdout), p.expect, "{name}: AOT output with the report");
    assert!(o.stderr.contains("live objects at exit: 0"), "{name}: {}", o.stderr);
}
