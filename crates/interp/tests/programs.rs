//! Programs run by the interpreter with the output the JIT gives, at every stage of the
//! async pipeline:
//!
//! - `examples/*.mlir` (expected: `NAME.expected`, the JIT's output that
//!   crates/driver/tests/e2e.rs checks), `crates/runtime/tests/programs/*.mlir` (`// EXPECT:`
//!   lines, checked against the JIT by crates/runtime/tests/e2e.rs) and this crate's
//!   `tests/programs/*.mlir` (`NAME.expected`, the JIT's output: see `jit_agrees` below);
//! - stages: the input as written (high-level async), after `async-to-async-runtime`,
//!   after it with `eliminate-blocking-await-ops` (or `async-func-to-async-runtime` first
//!   for LLVM 22 input), and each lowered form after mlir-opt's
//!   `async-runtime-ref-counting` and `async-runtime-ref-counting-opt` (that stage needs
//!   the reference mlir-opt; without it it is skipped locally and fails under `CI`),
//!   where the interpreter also checks that no object leaks.
//!
//! `printMemref` prints buffer addresses: `base@ = 0x...` is compared as `base@ = ADDR`,
//! and `Current thread id: N` with the number replaced by `N`.

use std::path::{Path, PathBuf};
use std::process::Command;

use async_opt::pipeline::parse_pipeline;
use async_opt_interp::{run_source, Options};
use testkit::peers::{self, LLVM14_BIN, LLVM22_BIN};

fn root() -> PathBuf {
    testkit::repo_root()
}

/// Output with the run-dependent parts masked.
fn normalize(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for line in s.split_inclusive('\n') {
        let mut l = line.to_string();
        if let Some(i) = l.find("base@ = 0x") {
            let end = l[i + 10..].find(|c: char| !c.is_ascii_hexdigit()).map_or(l.len(), |e| i + 10 + e);
            l.replace_range(i..end, "base@ = ADDR");
        }
        if let Some(rest) = l.strip_prefix("Current thread id: ") {
            if rest.trim().chars().all(|c| c.is_ascii_digit()) {
                l = format!("Current thread id: N{}", if line.ends_with('\n') { "\n" } else { "" });
            }
        }
        out.push_str(&l);
    }
    out
}

#[derive(Clone, Copy, PartialEq, Debug)]
enum Gen {
    V14,
    V22,
}

/// A program and what it must print.
struct Case {
    path: PathBuf,
    expected: String,
    status: i32,
    generation: Gen,
    /// Pipelines to run before the interpreter (each one a stage).
    stages: Vec<&'static str>,
}

const LOWERED: &str = "async-to-async-runtime";
const ELIMINATE: &str = "async-to-async-runtime{eliminate-blocking-await-ops=true}";
const ASYNC_FUNC: &str = "async-func-to-async-runtime,async-to-async-runtime";

fn header_line<'a>(src: &'a str, key: &str) -> Option<&'a str> {
    src.lines().find_map(|l| l.trim().strip_prefix(key)).map(str::trim)
}

/// The syntax a program is written in: its header says so when it is LLVM 22's.
fn generation_of(src: &str) -> Gen {
    if src.contains("LLVM 22 syntax") {
        Gen::V22
    } else {
        Gen::V14
    }
}

fn examples() -> Vec<Case> {
    let mut out = Vec::new();
    let paths = testkit::mlir_files(&root().join("examples"));
    for path in paths {
        let expected = std::fs::read_to_string(path.with_extension("expected")).expect("NAME.expected");
        let status = if path.file_stem().is_some_and(|s| s == "error_propagation") { 134 } else { 0 };
        let generation = generation_of(&std::fs::read_to_string(&path).expect("readable"));
        out.push(Case { path, expected, status, generation, stages: vec!["", LOWERED, ELIMINATE] });
    }
    assert!(out.len() >= 4, "examples/ holds {} programs", out.len());
    out
}

fn runtime_programs() -> Vec<Case> {
    let mut out = Vec::new();
    let dir = root().join("crates/runtime/tests/programs");
    let paths = testkit::mlir_files(&dir);
    for path in paths {
        let src = std::fs::read_to_string(&path).expect("readable");
        let expected: String =
            src.lines().filter_map(|l| l.strip_prefix("// EXPECT: ")).map(|l| format!("{l}\n")).collect();
        let pass = header_line(&src, "// PASS:").expect("a PASS line");
        let stage = if pass.contains("eliminate-blocking-await-ops=true") { ELIMINATE } else { LOWERED };
        out.push(Case { path, expected, status: 0, generation: generation_of(&src), stages: vec!["", stage] });
    }
    assert!(out.len() >= 7, "the runtime's programs: {}", out.len());
    out
}

fn own_programs() -> Vec<Case> {
    let mut out = Vec::new();
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/programs");
    let paths = testkit::mlir_files(&dir);
    for path in paths {
        let src = std::fs::read_to_string(&path).expect("readable");
        let expected = std::fs::read_to_string(path.with_extension("expected")).expect("NAME.expected");
        let generation = generation_of(&src);
        let stages = match header_line(&src, "// STAGES:").expect("a STAGES line") {
            "all" => vec!["", LOWERED, ELIMINATE],
            "high async-func" => vec!["", ASYNC_FUNC],
            "high" => vec![""],
            other => panic!("{}: unknown STAGES '{other}'", path.display()),
        };
        let status = header_line(&src, "// EXIT:").map_or(0, |s| s.parse().expect("a status"));
        out.push(Case { path, expected, status, generation, stages });
    }
    assert!(out.len() >= 7, "tests/programs holds {} programs", out.len());
    out
}

fn options(pipeline: &str) -> Options {
    Options {
        entry: "entry".into(),
        passes: if pipeline.is_empty() { Vec::new() } else { parse_pipeline(pipeline).expect("a pipeline") },
        max_steps: 2_000_000_000,
        ..Default::default()
    }
}

/// Runs `src` (named `name`) and checks what it prints and its status.
fn check(name: &str, src: &str, opts: &Options, case: &Case, what: &str) -> Result<(), String> {
    let r = run_source(name, src, opts, None);
    let got = normalize(&String::from_utf8_lossy(&r.stdout));
    if got != case.expected || r.status != case.status {
        return Err(format!(
            "{} [{what}]: status {} (want {}), stdout:\n{got}--- want:\n{}--- diagnostics:\n{}",
            case.path.display(),
            r.status,
            case.status,
            case.expected,
            r.diagnostics
        ));
    }
    Ok(())
}

fn run_cases(cases: &[Case]) {
    let mut failures = Vec::new();
    let mut runs = 0;
    for case in cases {
        let src = std::fs::read_to_string(&case.path).expect("readable");
        let name = case.path.display().to_string();
        for stage in &case.stages {
            runs += 1;
            let what = if stage.is_empty() { "as written" } else { stage };
            if let Err(e) = check(&name, &src, &options(stage), case, what) {
                failures.push(e);
            }
        }
    }
    assert!(failures.is_empty(), "{} of {runs} runs failed:\n{}", failures.len(), failures.join("\n"));
    eprintln!("{runs} runs passed");
}

#[test]
fn examples_at_every_stage() {
    run_cases(&examples());
}

#[test]
fn runtime_programs_at_every_stage() {
    run_cases(&runtime_programs());
}

#[test]
fn own_programs_at_every_stage() {
    run_cases(&own_programs());
}

/// The lowered text of `src` after `pipeline` (async-opt's library), in the input's syntax.
fn lower(name: &str, src: &str, pipeline: &str) -> String {
    let opts = async_opt::Options { passes: parse_pipeline(pipeline).expect("a pipeline"), ..Default::default() };
    let out = async_opt::run(name, src, &opts);
    assert!(out.success, "{name}: async-opt {pipeline} failed:\n{}", out.diagnostics);
    out.output
}

/// Upstream's reference counting of a lowered module.
fn ref_count(text: &str, generation: Gen, scratch: &Path) -> String {
    let input = scratch.join("lowered.mlir");
    std::fs::write(&input, text).expect("scratch file");
    let mut cmd = match generation {
        Gen::V14 => {
            let mut c = Command::new(peers::mlir_opt_14());
            c.arg(&input).args(["-async-runtime-ref-counting", "-async-runtime-ref-counting-opt"]);
            c
        }
        Gen::V22 => {
            let mut c = Command::new(peers::mlir_opt_22());
            c.arg(&input).arg(
                "-pass-pipeline=builtin.module(func.func(async-runtime-ref-counting,async-runtime-ref-counting-opt))",
            );
            c
        }
    };
    let o = cmd.output().expect("mlir-opt runs");
    assert!(o.status.success(), "mlir-opt ref counting failed:\n{}", String::from_utf8_lossy(&o.stderr));
    String::from_utf8(o.stdout).expect("UTF-8")
}

/// The lowered stages after upstream's reference counting: same output, and the
/// interpreter's reference checks (leaks at exit, drops below zero, uses after free)
/// find nothing.
#[test]
fn ref_counted_stages() {
    if !peers::present("ref_counted_stages", &[peers::mlir_opt_14(), peers::mlir_opt_22()]) {
        return;
    }
    let scratch_dir = testkit::scratch_dir("async-runner-rc");
    let scratch = scratch_dir.path();
    let mut cases = examples();
    cases.extend(runtime_programs());
    cases.extend(own_programs());
    let mut failures = Vec::new();
    let mut runs = 0;
    for case in &cases {
        let src = std::fs::read_to_string(&case.path).expect("readable");
        let name = case.path.display().to_string();
        for stage in case.stages.iter().filter(|s| !s.is_empty()) {
            // mlir-opt-22 cannot read LLVM 14's syntax: lower 14 input for 14.
            let lowered = lower(&name, &src, stage);
            let counted = ref_count(&lowered, case.generation, scratch);
            assert!(
                counted.contains("async.runtime.drop_ref") || !counted.contains("async.runtime.create"),
                "{name} [{stage}]: the reference-counted form has no drop_ref"
            );
            runs += 1;
            let rc_name = format!("{name} ({stage}, ref-counted)");
            if let Err(e) = check(&rc_name, &counted, &options(""), case, &format!("{stage} + ref counting")) {
                failures.push(e);
            }
        }
    }
    assert!(failures.is_empty(), "{} of {runs} runs failed:\n{}", failures.len(), failures.join("\n"));
    eprintln!("{runs} ref-counted runs passed");
}

/// This crate's programs' expected outputs are what the JIT prints: each runs through
/// `tests/jit-run.sh` (async-opt's pass, mlir-opt's LLVM lowering, mlir-cpu-runner-14 or
/// mlir-runner-22 with our runtime).
#[test]
fn jit_agrees_with_the_expected_outputs() {
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/jit-run.sh");
    let async_opt = root().join("target/release/async-opt");
    let runtime = root().join("target/release/libasync_runtime.so");
    let runners = [format!("{LLVM14_BIN}/mlir-cpu-runner"), format!("{LLVM22_BIN}/mlir-runner")];
    if !peers::present("jit_agrees", &runners) || !peers::present("jit_agrees", &[&async_opt, &runtime]) {
        return;
    }
    let mut failures = Vec::new();
    for case in own_programs() {
        let mut cmd = Command::new("bash");
        cmd.arg(&script).arg(&case.path);
        if case.generation == Gen::V22 {
            cmd.args(["--compat", "22", "--pass", "-async-func-to-async-runtime -async-to-async-runtime"]);
        }
        let o = cmd.output().expect("bash runs");
        let got = normalize(&String::from_utf8_lossy(&o.stdout));
        if got != case.expected || o.status.code() != Some(case.status) {
            failures.push(format!(
                "{}: the JIT printed (status {:?}):\n{got}--- expected:\n{}--- stderr:\n{}",
                case.path.display(),
                o.status.code(),
                case.expected,
                String::from_utf8_lossy(&o.stderr)
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
