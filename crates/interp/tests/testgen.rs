//! Generated programs (crates/testgen: random async programs that know what they print)
//! run before and after lowering with equal output: `--check-lowering` with
//! `async-to-async-runtime` and with `eliminate-blocking-await-ops`, and the output is
//! the generator's. A fixed seed here; `scripts/interp-check.sh --seed S --count N` runs
//! others (env `INTERP_SEED`, `INTERP_COUNT` override these).

use async_opt::pipeline::parse_pipeline;
use async_opt_interp::{run_source, Options};
use testgen::program::generate_nth;

const DEFAULT_SEED: u64 = 11;
const DEFAULT_COUNT: u64 = 60;

fn env_u64(name: &str, default: u64) -> u64 {
    std::env::var(name).ok().map_or(default, |v| v.parse().unwrap_or_else(|_| panic!("{name}={v}: not a number")))
}

#[test]
fn generated_programs_agree_before_and_after_lowering() {
    let seed = env_u64("INTERP_SEED", DEFAULT_SEED);
    let count = env_u64("INTERP_COUNT", DEFAULT_COUNT);
    let pipelines = ["async-to-async-runtime", "async-to-async-runtime{eliminate-blocking-await-ops=true}"];
    let mut failures = Vec::new();
    let mut runs = 0;
    for index in 0..count {
        let p = generate_nth(seed, index);
        let src = p.to_mlir();
        let expected = p.expected_output();
        let name = format!("testgen-{seed}-{index}.mlir");
        for pipeline in pipelines {
            let opts = Options {
                entry: "entry".into(),
                check_lowering: Some(parse_pipeline(pipeline).expect("a pipeline")),
                max_steps: 1_000_000_000,
                ..Default::default()
            };
            let r = run_source(&name, &src, &opts, None);
            runs += 1;
            let got = String::from_utf8_lossy(&r.stdout);
            if r.status != 0 || got != expected {
                failures.push(format!(
                    "{name} [--check-lowering={pipeline}]: status {}, printed:\n{got}--- expected:\n{expected}--- \
                     diagnostics:\n{}--- program:\n{src}",
                    r.status, r.diagnostics
                ));
            }
        }
    }
    assert!(failures.is_empty(), "{} of {runs} runs failed:\n{}", failures.len(), failures.join("\n"));
    eprintln!("seed {seed}: {runs} runs of {count} programs passed");
}

/// A lowering that changes what a program prints is reported, with both outputs.
#[test]
fn check_lowering_reports_a_difference() {
    // eliminate-blocking turns an entry that is not `async.allowed_to_block` into a
    // coroutine returning a token, which cannot run as a void entry point: the input
    // prints 5, its lowering fails.
    let src = "func private @printI64(i64)\n\
               func @entry() {\n  %c = arith.constant 5 : i64\n  %t = async.execute {\n    async.yield\n  }\n  \
               async.await %t : !async.token\n  call @printI64(%c) : (i64) -> ()\n  return\n}\n";
    let opts = Options {
        entry: "entry".into(),
        check_lowering: Some(parse_pipeline("async-to-async-runtime{eliminate-blocking-await-ops=true}").unwrap()),
        ..Default::default()
    };
    let r = run_source("diff.mlir", src, &opts, None);
    assert_eq!(r.status, 1, "{}", r.diagnostics);
    assert!(r.diagnostics.contains("behave differently"), "{}", r.diagnostics);
    assert!(r.diagnostics.contains("--- the program (exit status 0):\n5"), "{}", r.diagnostics);
    assert!(r.diagnostics.contains("--- lowered (exit status 1):"), "{}", r.diagnostics);
    assert!(r.diagnostics.starts_with("diff.mlir:2:1: error:"), "{}", r.diagnostics);
}
