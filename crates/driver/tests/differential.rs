//! Differential testing against mlir-opt-14 on generated programs (issue 5).
//!
//! For each program of `async-opt-testgen` (random valid async programs in LLVM 14
//! syntax that know what they print; even indices avoid what mlir-opt-14 cannot lower),
//! with and without eliminate-blocking-await-ops:
//!
//! 1. our pass succeeds; its output is read back by async-opt (our parser and verifier)
//!    and accepted by mlir-opt-14; with `--compat=22` it is accepted by mlir-opt-22;
//! 2. our output with our reference counting (`async-runtime-ref-counting`, `-opt`, in
//!    async-opt), lowered by mlir-opt-14's LLVM pipeline from `convert-async-to-llvm` on
//!    and run by mlir-cpu-runner-14 with our runtime, prints the generator's expected
//!    output and leaks nothing;
//! 3. where mlir-opt-14's own pass succeeds, its output (with mlir-opt-14's reference
//!    counting, for comparison) does the same; where it fails,
//!    the failure is one of its known limits (scf or await that fails to legalize), and
//!    never on an upstream-compatible program, or it crashes (counted: an upstream bug);
//!    with `DIFF_UPSTREAM_RUNTIME=1`, both eliminate-blocking outputs also run on LLVM
//!    14's runtime and must print the expected output or time out (that runtime
//!    deadlocks now and then on these programs, whichever pass lowered them);
//! 4. for every fourth program, our `--compat=22` output (reference counting on each
//!    function, as LLVM 22's pipelines run it) also runs under LLVM 22 (mlir-opt-22's
//!    pipeline, mlir-runner-22) and prints the same.
//!
//! CI runs a fixed seed; `scripts/differential.sh --seed S --count N` runs others.
//! Environment: `DIFF_SEED`, `DIFF_COUNT`, `DIFF_JOBS` (default 2), `DIFF_RUN22=1`
//! (run every program under LLVM 22 too), `DIFF_UPSTREAM_RUNTIME=1`, `DIFF_KEEP=1` (keep the work directory).
//! Missing tools skip the test locally and fail it under CI (`CI` set).

use std::fmt::Write as _;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Mutex;

use testgen::program::generate_nth;
use testkit::peers::{
    self, FROM_ASYNC_TO_LLVM_14, FROM_ASYNC_TO_LLVM_22, LLVM14_BIN, LLVM14_LIB, LLVM22_BIN, LLVM22_LIB,
    REF_COUNTING_14, REF_COUNTING_22,
};

const DEFAULT_SEED: u64 = 5;
const DEFAULT_COUNT: u64 = 32;
/// Seconds a JIT run may take (programs finish in well under one).
const RUN_TIMEOUT: &str = "20";
/// Seconds a run on LLVM 14's runtime may take before it counts as a deadlock.
const UPSTREAM_RUNTIME_TIMEOUT: &str = "8";

fn env_u64(name: &str, default: u64) -> u64 {
    match std::env::var(name) {
        Ok(v) => v.parse().unwrap_or_else(|_| panic!("{name}={v}: not a number")),
        Err(_) => default,
    }
}

fn tools_present() -> bool {
    let needed = [
        format!("{LLVM14_BIN}/mlir-opt"),
        format!("{LLVM14_BIN}/mlir-cpu-runner"),
        format!("{LLVM14_LIB}/libmlir_c_runner_utils.so.14"),
        format!("{LLVM14_LIB}/libmlir_async_runtime.so.14"),
        format!("{LLVM22_BIN}/mlir-opt"),
        format!("{LLVM22_BIN}/mlir-runner"),
        format!("{LLVM22_LIB}/libmlir_c_runner_utils.so.22.1"),
    ];
    peers::present_with_our_runtime("differential", &needed).is_some()
}

/// Runs a tool, capturing its output. Never pass `-o /dev/null` to mlir-opt: run as
/// root, LLVM's ToolOutputFile deletes its output file when the run fails, and that
/// removes the device (then the next writer makes /dev/null a regular file).
fn run(cmd: &mut Command) -> Output {
    cmd.stdin(Stdio::null()).output().unwrap_or_else(|e| panic!("cannot run {cmd:?}: {e}"))
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

#[derive(Clone, Copy, PartialEq)]
enum Gen {
    V14,
    V22,
}

#[derive(Clone, Copy, PartialEq)]
enum Runtime {
    Ours,
    Upstream14,
}

/// Who counts references of a lowered program.
#[derive(Clone, Copy, PartialEq)]
enum Counted {
    /// It has its reference counting already (ours, from async-opt).
    Already,
    /// mlir-opt adds it before lowering (upstream's, on upstream's pass output).
    ByMlirOpt,
}

/// Lowers `input` (async-to-async-runtime output) to LLVM and runs `@entry`; returns
/// stdout, or what went wrong.
fn lower_and_run(input: &Path, generation: Gen, runtime: Runtime, counted: Counted) -> Result<String, String> {
    let llvm = input.with_extension(match (generation, runtime) {
        (Gen::V14, _) => "llvm14.mlir",
        (Gen::V22, _) => "llvm22.mlir",
    });
    let (opt, runner, utils, lib) = match generation {
        Gen::V14 => (
            format!("{LLVM14_BIN}/mlir-opt"),
            format!("{LLVM14_BIN}/mlir-cpu-runner"),
            format!("{LLVM14_LIB}/libmlir_c_runner_utils.so.14"),
            LLVM14_LIB,
        ),
        Gen::V22 => (
            format!("{LLVM22_BIN}/mlir-opt"),
            format!("{LLVM22_BIN}/mlir-runner"),
            format!("{LLVM22_LIB}/libmlir_c_runner_utils.so.22.1"),
            LLVM22_LIB,
        ),
    };
    let mut lower = Command::new(&opt);
    lower.arg(input).arg("-o").arg(&llvm);
    let by_mlir_opt = counted == Counted::ByMlirOpt;
    match generation {
        Gen::V14 => lower.args(if by_mlir_opt { REF_COUNTING_14 } else { &[] }).args(FROM_ASYNC_TO_LLVM_14),
        Gen::V22 => lower.arg(if by_mlir_opt {
            format!("-pass-pipeline=builtin.module({REF_COUNTING_22},{FROM_ASYNC_TO_LLVM_22})")
        } else {
            format!("-pass-pipeline=builtin.module({FROM_ASYNC_TO_LLVM_22})")
        }),
    };
    let o = run(&mut lower);
    if !o.status.success() {
        return Err(format!("lowering failed: {}", stderr(&o)));
    }
    let rt = match runtime {
        Runtime::Ours => peers::our_runtime().expect("checked by tools_present"),
        Runtime::Upstream14 => PathBuf::from(format!("{LLVM14_LIB}/libmlir_async_runtime.so.14")),
    };
    let timeout = if runtime == Runtime::Ours { RUN_TIMEOUT } else { UPSTREAM_RUNTIME_TIMEOUT };
    let o = run(Command::new("timeout")
        .args(["-k", "5", timeout, &runner, "-e", "entry", "-entry-point-result=void", "-O0"])
        .arg(format!("-shared-libs={utils}"))
        .arg(format!("-shared-libs={}", rt.display()))
        .arg(&llvm)
        .env("LD_LIBRARY_PATH", lib)
        .env("ASYNC_RUNTIME_REPORT_LIVE", "1"));
    let out = String::from_utf8_lossy(&o.stdout).into_owned();
    if o.status.code() == Some(124) {
        return Err(format!("timed out after {timeout} s, stdout:\n{out}"));
    }
    if !o.status.success() {
        return Err(format!("run failed ({:?}), stdout:\n{out}stderr:\n{}", o.status, stderr(&o)));
    }
    if runtime == Runtime::Ours && !stderr(&o).contains("async-runtime: live objects at exit: 0") {
        return Err(format!("live-object report missing or non-zero:\n{}", stderr(&o)));
    }
    Ok(out)
}

/// How mlir-opt-14's pass did on one input.
fn upstream_class(o: &Output) -> &'static str {
    let err = stderr(o);
    match o.status.code() {
        Some(0) => "ok",
        None => "crash (signal)",
        Some(c) if c > 128 => "crash (signal)",
        _ if err.contains("failed to legalize operation 'scf.") => "scf op holding async ops fails to legalize",
        _ if err.contains("failed to legalize operation 'async.await'") => "nested await fails to legalize",
        _ if err.contains("PLEASE submit a bug report") => "crash (signal)",
        _ => "other error",
    }
}

#[derive(Default)]
struct Tally {
    programs: u64,
    runs: AtomicU64,
    upstream: Mutex<std::collections::BTreeMap<String, u64>>,
    failures: Mutex<Vec<String>>,
}

fn check_program(dir: &Path, seed: u64, index: u64, tally: &Tally) {
    let program = generate_nth(seed, index);
    let compatible = index % 2 == 0;
    let expected = program.expected_output();
    let name = format!("prog-{seed}-{index}");
    let input = dir.join(format!("{name}.mlir"));
    fs::write(&input, program.to_mlir()).unwrap();
    let repro = format!("{name} (cargo run -p async-opt-testgen -- program --seed {seed} --index {index})");
    let fail = |what: String| tally.failures.lock().unwrap().push(format!("{repro}: {what}"));
    let async_opt = env!("CARGO_BIN_EXE_async-opt");
    let run22 = std::env::var_os("DIFF_RUN22").is_some() || index % 4 == 1;
    let upstream_runtime = std::env::var_os("DIFF_UPSTREAM_RUNTIME").is_some();

    for eb in [true, false] {
        let pass = format!("-async-to-async-runtime=eliminate-blocking-await-ops={eb}");
        let tag = if eb { "eb" } else { "blocking" };
        // 1. Ours with our reference counting, both generations; read back by us and by
        // the real tools.
        let ours14 = dir.join(format!("{name}.ours-{tag}.mlir"));
        let o = run(Command::new(async_opt)
            .arg(&input)
            .arg(&pass)
            .args(["-async-runtime-ref-counting", "-async-runtime-ref-counting-opt", "--compat=14", "-o"])
            .arg(&ours14));
        if !o.status.success() {
            fail(format!("{pass}: async-opt failed:\n{}", stderr(&o)));
            continue;
        }
        let o = run(Command::new(async_opt).arg(&ours14));
        if !o.status.success() {
            fail(format!("{pass}: async-opt rejects its own output {}:\n{}", ours14.display(), stderr(&o)));
        }
        let o = run(Command::new(format!("{LLVM14_BIN}/mlir-opt")).arg(&ours14));
        if !o.status.success() {
            fail(format!("{pass}: mlir-opt-14 rejects our output {}:\n{}", ours14.display(), stderr(&o)));
        }
        let ours22 = dir.join(format!("{name}.ours22-{tag}.mlir"));
        let pipeline22 = format!(
            "--pass-pipeline=builtin.module(async-to-async-runtime{{eliminate-blocking-await-ops={eb}}},\
             func.func(async-runtime-ref-counting,async-runtime-ref-counting-opt))"
        );
        let o = run(Command::new(async_opt).arg(&input).arg(&pipeline22).arg("--compat=22").arg("-o").arg(&ours22));
        if !o.status.success() {
            fail(format!("{pass} --compat=22: async-opt failed:\n{}", stderr(&o)));
        } else {
            let o = run(Command::new(format!("{LLVM22_BIN}/mlir-opt")).arg(&ours22));
            if !o.status.success() {
                fail(format!(
                    "{pass}: mlir-opt-22 rejects our --compat=22 output {}:\n{}",
                    ours22.display(),
                    stderr(&o)
                ));
            } else if run22 {
                check_run(
                    &ours22,
                    Gen::V22,
                    Runtime::Ours,
                    Counted::Already,
                    &expected,
                    &format!("{pass} --compat=22 (ours)"),
                    tally,
                    &fail,
                );
            }
        }
        // 2. Our output runs and prints what the generator computed.
        check_run(
            &ours14,
            Gen::V14,
            Runtime::Ours,
            Counted::Already,
            &expected,
            &format!("{pass} (ours)"),
            tally,
            &fail,
        );
        // 3. Upstream's pass on the same input.
        let up = dir.join(format!("{name}.upstream-{tag}.mlir"));
        let o = run(Command::new(format!("{LLVM14_BIN}/mlir-opt")).arg(&input).arg(&pass).arg("-o").arg(&up));
        let class = upstream_class(&o);
        *tally.upstream.lock().unwrap().entry(format!("{tag}: {class}")).or_default() += 1;
        match class {
            "ok" => {
                let what = format!("{pass} (mlir-opt-14)");
                check_run(&up, Gen::V14, Runtime::Ours, Counted::ByMlirOpt, &expected, &what, tally, &fail);
                if eb && upstream_runtime {
                    // No blocking await is left on a pool thread: LLVM 14's runtime
                    // should run both; where it deadlocks it must do so on both.
                    tally.runs.fetch_add(2, Ordering::Relaxed);
                    let a = lower_and_run(&ours14, Gen::V14, Runtime::Upstream14, Counted::Already);
                    let b = lower_and_run(&up, Gen::V14, Runtime::Upstream14, Counted::ByMlirOpt);
                    let hang = |r: &Result<String, String>| r.as_ref().is_err_and(|e| e.starts_with("timed out"));
                    // Its deadlocks are not deterministic: the same program hangs on one
                    // run and not the next, whichever pass lowered it.
                    let fine = |r: &Result<String, String>| hang(r) || r.as_ref().is_ok_and(|x| *x == expected);
                    let key = match (&a, &b) {
                        (Ok(x), Ok(y)) if *x == expected && *y == expected => "both print the expected output",
                        _ if fine(&a) && fine(&b) => "a run timed out (LLVM 14 runtime deadlock)",
                        _ => {
                            fail(format!("{pass} on LLVM 14's runtime: ours {a:?}, mlir-opt-14's {b:?}, expected:\n{expected}"));
                            "differ"
                        }
                    };
                    *tally.upstream.lock().unwrap().entry(format!("LLVM 14 runtime: {key}")).or_default() += 1;
                }
            }
            "crash (signal)" => {}
            _ if compatible => fail(format!(
                "{pass}: mlir-opt-14 fails on an upstream-compatible program ({class}): the generator's model of its limits is wrong:\n{}",
                stderr(&o).lines().take(5).collect::<Vec<_>>().join("\n")
            )),
            "other error" => fail(format!("{pass}: mlir-opt-14 fails in an unknown way:\n{}", stderr(&o))),
            _ => {}
        }
    }
}

#[allow(clippy::too_many_arguments)]
fn check_run(
    input: &Path,
    generation: Gen,
    runtime: Runtime,
    counted: Counted,
    expected: &str,
    what: &str,
    tally: &Tally,
    fail: &dyn Fn(String),
) {
    tally.runs.fetch_add(1, Ordering::Relaxed);
    match lower_and_run(input, generation, runtime, counted) {
        Ok(out) if out == expected => {}
        Ok(out) => fail(format!("{what}: {} printed\n{out}--- expected:\n{expected}", input.display())),
        Err(e) => fail(format!("{what}: {}: {e}", input.display())),
    }
}

#[test]
fn generated_programs_agree_with_mlir_opt_14() {
    if !tools_present() {
        return;
    }
    let seed = env_u64("DIFF_SEED", DEFAULT_SEED);
    let count = env_u64("DIFF_COUNT", DEFAULT_COUNT);
    let jobs = env_u64("DIFF_JOBS", 2).max(1);
    let dir = testkit::empty_dir(Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("differential-{seed}")));
    let tally = Tally { programs: count, ..Tally::default() };
    let next = AtomicU64::new(0);
    std::thread::scope(|s| {
        for _ in 0..jobs {
            s.spawn(|| loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                if i >= count {
                    break;
                }
                check_program(&dir, seed, i, &tally);
            });
        }
    });
    let mut summary = format!(
        "differential: seed {seed}, {} programs, {} lowered runs; mlir-opt-14's pass:",
        tally.programs,
        tally.runs.load(Ordering::Relaxed)
    );
    for (class, n) in tally.upstream.lock().unwrap().iter() {
        let _ = write!(summary, "\n  {class}: {n}");
    }
    eprintln!("{summary}");
    let failures = tally.failures.into_inner().unwrap();
    if failures.is_empty() && std::env::var_os("DIFF_KEEP").is_none() {
        let _ = fs::remove_dir_all(&dir);
    }
    assert!(
        failures.is_empty(),
        "{} failures (files in {}):\n\n{}",
        failures.len(),
        dir.display(),
        failures.join("\n\n")
    );
}

/// The generator is deterministic: a seed names a program.
#[test]
fn generator_is_deterministic() {
    for i in 0..8 {
        let (a, b) = (generate_nth(77, i), generate_nth(77, i));
        assert_eq!(a.to_mlir(), b.to_mlir());
        assert_eq!(a.expected_output(), b.expected_output());
        assert!(!a.expected_output().is_empty(), "program {i} prints nothing");
    }
}
