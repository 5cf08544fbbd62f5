//! Reference counting against the real mlir-opt-14 and mlir-opt-22.
//!
//! Inputs: every `examples/` and `tests/e2e/` program, every chunk of `tests/mlir/pass/`
//! and generated programs (`async-opt-testgen`), each lowered by our
//! `async-to-async-runtime` with and without eliminate-blocking-await-ops, for LLVM 14
//! and LLVM 22. On each lowered module, both tools run `async-runtime-ref-counting`,
//! then with `-opt`, and `async-runtime-policy-based-ref-counting` (LLVM 14 as flags on
//! the module, LLVM 22 as `func.func(...)` in `--pass-pipeline`), and:
//!
//! - policy-based: our output is mlir-opt's, byte for byte;
//! - automatic: with `upstream-stale-liveness=true` (our pass reproducing upstream's
//!   stale-liveness bug, docs/refcounting-02b.md) our output is mlir-opt's, up to the order
//!   of the blocks the pass creates on edges into one block: upstream orders them by a
//!   pointer-keyed hash map, that is by heap addresses (the test compares the functions with
//!   their blocks in depth-first order). So the only difference between mlir-opt and our
//!   default output is the bug: where reproducing it changes nothing, our output is
//!   mlir-opt's (the count of those identical byte for byte is reported);
//! - inputs that have no LLVM 14 form (`async.func`, and what mlir-opt-14 does not read in
//!   async-opt's LLVM 14 print of the input: LLVM 22's newer ops and layouts) run for 22 only;
//! - where mlir-opt fails, we fail with the same message (LLVM 14 also reports, but then
//!   ignores, an error in counting a block argument: we fail there too, as LLVM 22 does).
//!
//! Environment: `REFCOUNT_SEED` and `REFCOUNT_COUNT` (generated programs, default 5 and
//! 24), `REFCOUNT_JOBS` (default 2), `REFCOUNT_KEEP=1` (keep the work directory). Missing
//! tools skip the test locally and fail it under CI.

use std::fs;
use std::path::Path;
use std::process::Command;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::Duration;

use async_opt::ir::{Block, Context, Op};
use async_opt::text::{parse_source, print_op, Generation, ParseOptions, PrintOptions};
use async_opt::{parse_pipeline, run, Options};
use testgen::program::generate_nth;
use testkit::{mlir_files, peers, process, repo_root};

/// How long one mlir-opt run may take.
const MLIR_OPT_DEADLINE: Duration = Duration::from_secs(60);

fn tools_present() -> bool {
    peers::present("ref_counting", &[peers::mlir_opt_14(), peers::mlir_opt_22()])
}

#[derive(Clone, Copy, PartialEq, Debug)]
enum Mode {
    Auto,
    AutoOpt,
    Policy,
    /// `-opt` alone (on IR with its add_refs and drop_refs).
    OptOnly,
}

impl Mode {
    fn passes(self, stale: bool) -> &'static [&'static str] {
        match (self, stale) {
            (Mode::Auto, false) => &["async-runtime-ref-counting"],
            (Mode::Auto, true) => &["async-runtime-ref-counting{upstream-stale-liveness=true}"],
            (Mode::AutoOpt, false) => &["async-runtime-ref-counting", "async-runtime-ref-counting-opt"],
            (Mode::AutoOpt, true) => {
                &["async-runtime-ref-counting{upstream-stale-liveness=true}", "async-runtime-ref-counting-opt"]
            }
            (Mode::Policy, _) => &["async-runtime-policy-based-ref-counting"],
            (Mode::OptOnly, _) => &["async-runtime-ref-counting-opt"],
        }
    }

    /// The pipeline as each generation's mlir-opt is given it.
    fn pipeline(self, generation: Generation, stale: bool) -> String {
        let passes = self.passes(stale).join(",");
        match generation {
            Generation::V22 => format!("builtin.module(func.func({passes}))"),
            _ => passes,
        }
    }
}

fn ours(name: &str, text: &str, pipeline: &str) -> Result<String, String> {
    let opts = Options {
        passes: parse_pipeline(pipeline).expect("a valid pipeline"),
        allow_unregistered_dialect: true,
        ..Default::default()
    };
    let out = run(name, text, &opts);
    if out.success {
        Ok(out.output)
    } else {
        Err(out.diagnostics)
    }
}

fn upstream(input: &Path, generation: Generation, mode: Mode) -> Result<String, String> {
    let mut cmd = match generation {
        Generation::V22 => {
            let mut c = Command::new(peers::mlir_opt_22());
            c.arg(format!("--pass-pipeline={}", mode.pipeline(generation, false)));
            c
        }
        _ => {
            let mut c = Command::new(peers::mlir_opt_14());
            c.args(mode.passes(false).iter().map(|p| format!("-{p}")));
            c
        }
    };
    cmd.arg("--allow-unregistered-dialect").arg(input);
    let scratch = input.parent().expect("inputs are in a work directory");
    let stem = input.file_stem().expect("inputs are files").to_string_lossy();
    let o = process::run(cmd, MLIR_OPT_DEADLINE, scratch, &format!("{stem}-{mode:?}-mlir-opt"));
    assert!(!o.killed, "mlir-opt on {} ({mode:?}) ran for more than {MLIR_OPT_DEADLINE:?}", input.display());
    // LLVM 14 reports an error found while counting a block argument and carries on,
    // exiting 0 with the IR half counted (fixed since); ours fails, as LLVM 22 does.
    if o.success() && !o.stderr.contains(" error: ") {
        Ok(o.stdout)
    } else {
        Err(format!("{:?}: {}", o.status, o.stderr))
    }
}

/// `text` with the blocks of every region in depth-first order from the entry
/// (successors in order; unreachable blocks after, as they were), printed again: two
/// outputs that differ only in where the same blocks sit print the same.
fn canonical(text: &str, generation: Generation) -> String {
    let mut ctx = Context::new();
    let syntax = async_opt::dialects::register_all(&mut ctx);
    let popts = ParseOptions { filename: "canonical.mlir".into(), allow_unregistered: true, ..Default::default() };
    let (module, _) = parse_source(&mut ctx, &syntax, text, popts).unwrap_or_else(|d| {
        panic!("canonical: does not parse: {}\n{text}", d.message);
    });
    let mut ops = Vec::new();
    ctx.walk_pre(module, |o| {
        ops.push(o);
        async_opt::ir::WalkControl::Advance
    });
    for op in ops {
        reorder_regions(&mut ctx, op);
    }
    print_op(&ctx, &syntax, module, PrintOptions { generation, ..PrintOptions::default() })
}

fn reorder_regions(ctx: &mut Context, op: Op) {
    for i in 0..ctx.regions(op).len() {
        let region = ctx.region(op, i);
        let blocks: Vec<Block> = ctx.region_blocks(region).collect();
        if blocks.len() < 2 {
            continue;
        }
        let mut order: Vec<Block> = Vec::new();
        let mut stack = vec![blocks[0]];
        while let Some(b) = stack.pop() {
            if order.contains(&b) {
                continue;
            }
            order.push(b);
            if let Some(t) = ctx.last_op(b) {
                let succs: Vec<Block> = ctx.successors(t).collect();
                stack.extend(succs.into_iter().rev());
            }
        }
        order.extend(blocks.iter().copied().filter(|b| !order.contains(b)).collect::<Vec<_>>());
        for b in order {
            ctx.detach_block(b);
            ctx.append_block(region, b);
        }
    }
}

/// `// -----` chunks of a lit file, without its RUN and CHECK lines.
fn chunks(path: &Path) -> Vec<String> {
    let text = fs::read_to_string(path).unwrap();
    text.split("\n// -----")
        .map(|c| c.lines().filter(|l| !l.trim_start().starts_with("// ")).collect::<Vec<_>>().join("\n"))
        .collect()
}

fn inputs() -> Vec<(String, String)> {
    let mut out = Vec::new();
    for dir in ["examples", "tests/e2e"] {
        for f in mlir_files(&repo_root().join(dir)) {
            out.push((f.file_name().unwrap().to_string_lossy().into_owned(), fs::read_to_string(&f).unwrap()));
        }
    }
    for f in mlir_files(&repo_root().join("tests/mlir/pass")) {
        for (i, c) in chunks(&f).into_iter().enumerate() {
            out.push((format!("{}#{i}", f.file_name().unwrap().to_string_lossy()), c));
        }
    }
    let seed = env_usize("REFCOUNT_SEED", 5) as u64;
    for i in 0..env_usize("REFCOUNT_COUNT", 24) as u64 {
        out.push((format!("prog-{seed}-{i}"), generate_nth(seed, i).to_mlir()));
    }
    out
}

fn env_usize(name: &str, default: usize) -> usize {
    std::env::var(name).map_or(default, |v| v.parse().unwrap_or_else(|_| panic!("{name}={v}: not a number")))
}

#[derive(Default)]
struct Tally {
    exact: AtomicUsize,
    block_order: AtomicUsize,
    upstream_bug: AtomicUsize,
    both_fail: AtomicUsize,
    no_14_form: AtomicUsize,
    failures: Mutex<Vec<String>>,
}

/// Whether mlir-opt-14 reads `src` as async-opt prints it for LLVM 14 (no pass run).
fn has_llvm14_form(dir: &Path, name: &str, src: &str) -> bool {
    let opts = Options { compat: Some(Generation::V14), allow_unregistered_dialect: true, ..Default::default() };
    let printed = run(name, src, &opts);
    if !printed.success {
        return false;
    }
    let stem = format!("{}-as-14", name.replace(['#', '/'], "_"));
    let input = dir.join(format!("{stem}.mlir"));
    fs::write(&input, &printed.output).unwrap();
    let mut cmd = Command::new(peers::mlir_opt_14());
    cmd.arg("--allow-unregistered-dialect").arg(&input);
    let o = process::run(cmd, MLIR_OPT_DEADLINE, dir, &format!("{stem}-mlir-opt"));
    assert!(!o.killed, "mlir-opt-14 on {} ran for more than {MLIR_OPT_DEADLINE:?}", input.display());
    o.success()
}

fn check(dir: &Path, name: &str, src: &str, tally: &Tally) {
    let fail = |m: String| tally.failures.lock().unwrap().push(format!("{name}: {m}"));
    for eb in [true, false] {
        for (generation, g) in [(Generation::V14, 14), (Generation::V22, 22)] {
            // `async.func` is LLVM 17+'s: lowered first for 22, not there in 14.
            let has_async_func = src.contains("async.func");
            if has_async_func && generation == Generation::V14 {
                continue;
            }
            // Nor are LLVM 22's `strided<...>` layouts, its newer math ops or `vector.print
            // str`: an input whose LLVM 14 print mlir-opt-14 does not read has no 14 form.
            if generation == Generation::V14 && !has_llvm14_form(dir, name, src) {
                tally.no_14_form.fetch_add(1, Ordering::Relaxed);
                continue;
            }
            let lowering = format!(
                "builtin.module({}async-to-async-runtime{{eliminate-blocking-await-ops={eb}}})",
                if has_async_func { "async-func-to-async-runtime," } else { "" }
            );
            let passes = parse_pipeline(&lowering).unwrap();
            let opts =
                Options { passes, compat: Some(generation), allow_unregistered_dialect: true, ..Default::default() };
            let lowered = run(name, src, &opts);
            if !lowered.success {
                continue;
            }
            let stem = format!("{}-{eb}-{g}", name.replace(['#', '/'], "_"));
            let input = dir.join(format!("{stem}.mlir"));
            fs::write(&input, &lowered.output).unwrap();
            for mode in [Mode::Auto, Mode::AutoOpt, Mode::Policy] {
                let what = format!("eliminate-blocking={eb}, LLVM {g}, {mode:?}");
                let up = upstream(&input, generation, mode);
                let mine = ours(&stem, &lowered.output, &mode.pipeline(generation, false));
                let (up, mine) = match (up, mine) {
                    (Ok(u), Ok(m)) => (u, m),
                    (Err(u), Err(m)) => {
                        let first =
                            |s: &str| s.lines().next().unwrap_or("").split(" error: ").nth(1).map(str::to_owned);
                        if first(&u) != first(&m) {
                            fail(format!("{what}: both fail, differently:\nmlir-opt: {u}\nours: {m}"));
                        }
                        tally.both_fail.fetch_add(1, Ordering::Relaxed);
                        continue;
                    }
                    (Err(u), Ok(_)) => {
                        fail(format!("{what}: mlir-opt fails, we do not ({}):\n{u}", input.display()));
                        continue;
                    }
                    (Ok(_), Err(m)) => {
                        fail(format!("{what}: we fail, mlir-opt does not ({}):\n{m}", input.display()));
                        continue;
                    }
                };
                if up == mine {
                    tally.exact.fetch_add(1, Ordering::Relaxed);
                    continue;
                }
                let save = |suffix: &str, text: &str| {
                    let p = dir.join(format!("{stem}.{mode:?}.{suffix}.mlir"));
                    fs::write(&p, text).unwrap();
                    p.display().to_string()
                };
                if mode == Mode::Policy {
                    fail(format!("{what}: outputs differ: {} vs {}", save("upstream", &up), save("ours", &mine)));
                    continue;
                }
                let stale = ours(&stem, &lowered.output, &mode.pipeline(generation, true)).unwrap();
                if canonical(&stale, generation) != canonical(&up, generation) {
                    fail(format!(
                        "{what}: even reproducing upstream's bug, outputs differ: {} vs {}",
                        save("upstream", &up),
                        save("stale", &stale)
                    ));
                } else if stale == mine {
                    tally.block_order.fetch_add(1, Ordering::Relaxed);
                } else {
                    tally.upstream_bug.fetch_add(1, Ordering::Relaxed);
                }
            }
        }
    }
}

#[test]
fn ref_counting_agrees_with_mlir_opt() {
    if !tools_present() {
        return;
    }
    let dir = testkit::empty_dir(Path::new(env!("CARGO_TARGET_TMPDIR")).join("ref-counting"));
    let inputs = inputs();
    let tally = Tally::default();
    let next = AtomicUsize::new(0);
    std::thread::scope(|s| {
        for _ in 0..env_usize("REFCOUNT_JOBS", 2).max(1) {
            s.spawn(|| loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                let Some((name, src)) = inputs.get(i) else { break };
                check(&dir, name, src, &tally);
            });
        }
    });
    let n = |a: &AtomicUsize| a.load(Ordering::Relaxed);
    eprintln!(
        "ref_counting: {} inputs; identical to mlir-opt: {}, up to the order of edge blocks: {}, where mlir-opt \
         has its stale-liveness bug: {}, both fail alike: {}, inputs without an LLVM 14 form (twice each): {}",
        inputs.len(),
        n(&tally.exact),
        n(&tally.block_order),
        n(&tally.upstream_bug),
        n(&tally.both_fail),
        n(&tally.no_14_form)
    );
    let failures = tally.failures.into_inner().unwrap();
    if failures.is_empty() && std::env::var_os("REFCOUNT_KEEP").is_none() {
        let _ = fs::remove_dir_all(&dir);
    }
    assert!(failures.is_empty(), "{} failures:\n\n{}", failures.len(), failures.join("\n\n"));
    assert!(n(&tally.exact) > 0 && n(&tally.upstream_bug) > 0, "the inputs no longer cover both cases");
}

/// `async-runtime-ref-counting-opt` on blocks of random add_refs, drop_refs (counts 1 and 2),
/// calls and other uses of one token (some nested in an `scf.if`), against mlir-opt-22: the
/// same pairs must cancel. (Ours finds them with a bound instead of upstream's loop over
/// every pair and every use between: this checks the two agree.)
#[test]
fn ref_counting_opt_agrees_on_random_blocks() {
    if !tools_present() {
        return;
    }
    let mut rng = testgen::rng::Rng::new(0x0f7_2026);
    let mut src = String::from("func.func private @take(!async.token)\n");
    for f in 0..400 {
        src.push_str(&format!("func.func @f{f}(%t: !async.token, %c: i1) {{\n"));
        for _ in 0..rng.below(24) {
            let line = match rng.below(6) {
                0 | 1 => format!("async.runtime.add_ref %t {{count = {} : i64}} : !async.token", 1 + rng.below(2)),
                2 | 3 => format!("async.runtime.drop_ref %t {{count = {} : i64}} : !async.token", 1 + rng.below(2)),
                4 => "func.call @take(%t) : (!async.token) -> ()".to_string(),
                _ if rng.below(2) == 0 => "async.runtime.await %t : !async.token".to_string(),
                _ => "scf.if %c {\n  async.runtime.await %t : !async.token\n}".to_string(),
            };
            src.push_str(&line);
            src.push('\n');
        }
        src.push_str("return\n}\n");
    }
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("ref-counting-opt");
    fs::create_dir_all(&dir).unwrap();
    let input = dir.join("random-blocks.mlir");
    fs::write(&input, &src).unwrap();
    let up = upstream(&input, Generation::V22, Mode::OptOnly).expect("mlir-opt-22 runs");
    let mine = ours("random-blocks.mlir", &src, &Mode::OptOnly.pipeline(Generation::V22, false)).expect("we run");
    assert!(up == mine, "outputs differ on {}", input.display());
    assert!(up.matches("add_ref").count() < src.matches("add_ref").count(), "nothing cancelled");
}
