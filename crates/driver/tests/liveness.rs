//! The IR core's `Liveness` against MLIR's, through mlir-opt's `test-print-liveness`
//! (mlir-opt-22 on LLVM 22 text, mlir-opt-14 on LLVM 14 text): for every function, the
//! live-in and live-out sets of every block must be the ones mlir-opt prints, named as it
//! names them (`arg0@1`, `val_7`).
//!
//! Inputs: `examples/`, `tests/e2e/`, every chunk of `tests/mlir/pass/` and generated
//! programs, as written (with `async.execute` and `scf` regions: values used in nested
//! regions) and lowered by async-to-async-runtime (coroutines: many blocks, loops of
//! suspensions), in both generations. Missing tools skip the test locally and fail it
//! under CI.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

use async_opt::ir::{Block, Context, Liveness, Op, Region, Value, WalkControl};
use async_opt::text::{parse_source, Generation, ParseOptions};
use async_opt::{parse_pipeline, run, Options};
use rustc_hash::FxHashMap;
use testgen::program::generate_nth;

use testkit::{peers, process, repo_root};

/// How long one mlir-opt run may take.
const MLIR_OPT_DEADLINE: Duration = Duration::from_secs(60);

fn tools_present() -> bool {
    peers::present("liveness", &[peers::mlir_opt_14(), peers::mlir_opt_22()])
}

/// What mlir-opt's `test-print-liveness` prints of the sets: `Testing : f`, then for each
/// block `// - Block: N`, `// --- LiveIn: ...`, `// --- LiveOut: ...`.
fn upstream(path: &Path, generation: Generation) -> Result<String, String> {
    let (tool, pipeline) = match generation {
        Generation::V22 => (peers::mlir_opt_22(), "builtin.module(func.func(test-print-liveness))"),
        _ => (peers::mlir_opt_14(), "builtin.func(test-print-liveness)"),
    };
    let mut cmd = Command::new(tool);
    cmd.args(["--mlir-disable-threading", "--allow-unregistered-dialect", &format!("--pass-pipeline={pipeline}")])
        .arg(path);
    let scratch = path.parent().expect("inputs are in a work directory");
    let stem = path.file_stem().expect("inputs are files").to_string_lossy();
    let o = process::run(cmd, MLIR_OPT_DEADLINE, scratch, &format!("{stem}-liveness"));
    assert!(!o.killed, "mlir-opt on {} ran for more than {MLIR_OPT_DEADLINE:?}", path.display());
    if !o.success() {
        return Err(o.stderr);
    }
    let err = o.stderr;
    let keep = |l: &&str| {
        l.starts_with("Testing : ")
            || l.starts_with("// - Block: ")
            || l.starts_with("// --- LiveIn: ")
            || l.starts_with("// --- LiveOut: ")
    };
    Ok(err.lines().filter(keep).map(|l| format!("{l}\n")).collect())
}

/// The same report from our analysis, with mlir-opt's numbering: blocks in pre-order,
/// each block's arguments and then its ops' results numbered in turn. Also, for each
/// function, each block's regions from its own outwards (to tell LLVM 14's extra values).
fn ours(ctx: &Context, module: Op) -> (String, Vec<Vec<Vec<Region>>>) {
    let mut out = String::new();
    let mut scopes = Vec::new();
    let body = ctx.entry_block(module, 0).unwrap();
    for f in ctx.block_ops(body).collect::<Vec<_>>() {
        if ctx.op_name_str(f) != "func.func" {
            continue;
        }
        out.push_str(&format!("Testing : {}\n", ctx.symbol_name(f).unwrap_or("")));
        let liveness = Liveness::new(ctx, f);
        let mut blocks: Vec<Block> = Vec::new();
        let mut ids: FxHashMap<Value, usize> = FxHashMap::default();
        pre_order_blocks(ctx, f, &mut |b| {
            blocks.push(b);
            for &a in ctx.block_args(b) {
                let n = ids.len();
                ids.insert(a, n);
            }
            for op in ctx.block_ops(b) {
                for &r in ctx.results(op) {
                    let n = ids.len();
                    ids.insert(r, n);
                }
            }
        });
        let block_id: FxHashMap<Block, usize> = blocks.iter().enumerate().map(|(i, &b)| (b, i)).collect();
        let names = |values: &[Value]| -> String {
            let mut vs: Vec<Value> = values.to_vec();
            vs.sort_by_key(|v| ids.get(v).copied().unwrap_or(usize::MAX));
            vs.iter()
                .map(|&v| match ctx.value_def(v) {
                    async_opt::ir::ValueDef::Result { .. } => format!("val_{} ", ids[&v]),
                    async_opt::ir::ValueDef::Argument { block, index } => format!("arg{index}@{} ", block_id[&block]),
                })
                .collect()
        };
        scopes.push(
            blocks
                .iter()
                .map(|&b| {
                    let mut chain = Vec::new();
                    let mut r = ctx.block_parent(b);
                    while let Some(region) = r {
                        chain.push(region);
                        r = ctx.region_parent(region).and_then(|o| ctx.parent_region(o));
                    }
                    chain
                })
                .collect(),
        );
        for (i, &b) in blocks.iter().enumerate() {
            out.push_str(&format!("// - Block: {i}\n"));
            out.push_str(&format!("// --- LiveIn: {}\n", names(liveness.live_in(b))));
            out.push_str(&format!("// --- LiveOut: {}\n", names(liveness.live_out(b))));
        }
    }
    (out, scopes)
}

/// LLVM 14's `Liveness` does not count the arguments of blocks nested in a block as
/// defined there (fixed since), so they show up live in the enclosing blocks and their
/// predecessors. Drops them from mlir-opt-14's report: an argument of a block whose
/// region does not enclose the reported block.
fn without_llvm14_nested_args(report: &str, ctx: &Context, module: Op, scopes: &[Vec<Vec<Region>>]) -> String {
    let body = ctx.entry_block(module, 0).unwrap();
    let funcs: Vec<Op> = ctx.block_ops(body).filter(|&f| ctx.op_name_str(f) == "func.func").collect();
    let mut regions_of: Vec<Vec<Option<Region>>> = Vec::new();
    for &f in &funcs {
        let mut rs = Vec::new();
        pre_order_blocks(ctx, f, &mut |b| rs.push(ctx.block_parent(b)));
        regions_of.push(rs);
    }
    let (mut func, mut block) = (usize::MAX, 0usize);
    let mut out = String::new();
    for line in report.lines() {
        if line.starts_with("Testing : ") {
            func = func.wrapping_add(1);
        } else if let Some(n) = line.strip_prefix("// - Block: ") {
            block = n.parse().unwrap();
        } else if let Some((head, rest)) = line.split_once(": ").filter(|(h, _)| h.starts_with("// --- Live")) {
            let kept: String = rest
                .split(' ')
                .filter(|t| !t.is_empty())
                .filter(|t| {
                    let Some((_, j)) = t.split_once('@') else { return true };
                    let region = regions_of[func][j.parse::<usize>().unwrap()];
                    region.is_some_and(|r| scopes[func][block].contains(&r))
                })
                .map(|t| format!("{t} "))
                .collect();
            out.push_str(&format!("{head}: {kept}\n"));
            continue;
        }
        out.push_str(line);
        out.push('\n');
    }
    out
}

/// Blocks nested in `op`, each before the blocks nested in its ops (MLIR's pre-order walk).
fn pre_order_blocks(ctx: &Context, op: Op, f: &mut dyn FnMut(Block)) {
    for &r in ctx.regions(op) {
        for b in ctx.region_blocks(r) {
            f(b);
            for o in ctx.block_ops(b) {
                pre_order_blocks(ctx, o, f);
            }
        }
    }
}

fn chunks(path: &Path) -> Vec<String> {
    let text = fs::read_to_string(path).unwrap();
    text.split("\n// -----")
        .map(|c| c.lines().filter(|l| !l.trim_start().starts_with("// ")).collect::<Vec<_>>().join("\n"))
        .collect()
}

fn mlir_files(dir: &str) -> Vec<PathBuf> {
    testkit::mlir_files(&repo_root().join(dir))
}

#[test]
fn liveness_agrees_with_mlir_opt() {
    if !tools_present() {
        return;
    }
    let dir = testkit::empty_dir(Path::new(env!("CARGO_TARGET_TMPDIR")).join("liveness"));
    let mut inputs: Vec<(String, String)> = Vec::new();
    for f in mlir_files("examples").into_iter().chain(mlir_files("tests/e2e")) {
        inputs.push((f.file_name().unwrap().to_string_lossy().into_owned(), fs::read_to_string(&f).unwrap()));
    }
    for f in mlir_files("tests/mlir/pass") {
        for (i, c) in chunks(&f).into_iter().enumerate() {
            inputs.push((format!("{}_{i}", f.file_name().unwrap().to_string_lossy()), c));
        }
    }
    for i in 0..8 {
        inputs.push((format!("prog-3-{i}"), generate_nth(3, i).to_mlir()));
    }
    let (mut compared, mut blocks) = (0, 0);
    let mut failures = Vec::new();
    for (name, src) in &inputs {
        for (generation, g) in [(Generation::V14, "14"), (Generation::V22, "22")] {
            if src.contains("async.func") && generation == Generation::V14 {
                continue;
            }
            for pipeline in ["", "builtin.module(async-to-async-runtime{eliminate-blocking-await-ops=true})"] {
                let passes = if pipeline.is_empty() { Vec::new() } else { parse_pipeline(pipeline).unwrap() };
                let opts = Options {
                    passes,
                    compat: Some(generation),
                    allow_unregistered_dialect: true,
                    ..Default::default()
                };
                let printed = run(name, src, &opts);
                if !printed.success {
                    continue;
                }
                let path = dir.join(format!("{}-{g}-{}.mlir", name.replace('#', "_"), pipeline.len()));
                fs::write(&path, &printed.output).unwrap();
                let Ok(want) = upstream(&path, generation) else { continue };
                let mut ctx = Context::new();
                let syntax = async_opt::dialects::register_all(&mut ctx);
                let popts = ParseOptions { filename: name.clone(), allow_unregistered: true, ..Default::default() };
                let (module, _) = parse_source(&mut ctx, &syntax, &printed.output, popts).unwrap();
                let (got, scopes) = ours(&ctx, module);
                let want = match generation {
                    Generation::V22 => want,
                    _ => without_llvm14_nested_args(&want, &ctx, module, &scopes),
                };
                compared += 1;
                blocks += want.lines().filter(|l| l.starts_with("// - Block")).count();
                if got != want {
                    let diff: Vec<String> = got
                        .lines()
                        .zip(want.lines())
                        .filter(|(a, b)| a != b)
                        .take(4)
                        .map(|(a, b)| format!("  ours:     {a}\n  mlir-opt: {b}"))
                        .collect();
                    failures.push(format!("{} (LLVM {g}):\n{}", path.display(), diff.join("\n")));
                }
            }
        }
    }
    let mut walked = 0;
    // The analysis of a whole module covers every function's blocks, as per function.
    for (_, src) in inputs.iter().take(8) {
        let mut ctx = Context::new();
        let syntax = async_opt::dialects::register_all(&mut ctx);
        let popts = ParseOptions { filename: "m.mlir".into(), allow_unregistered: true, ..Default::default() };
        let (module, _) = parse_source(&mut ctx, &syntax, src, popts).unwrap();
        let whole = Liveness::new(&ctx, module);
        ctx.walk_pre(module, |op| {
            if ctx.op_name_str(op) == "func.func" {
                let per_function = Liveness::new(&ctx, op);
                pre_order_blocks(&ctx, op, &mut |b| {
                    walked += 1;
                    assert_eq!(whole.live_in(b), per_function.live_in(b));
                    assert_eq!(whole.live_out(b), per_function.live_out(b));
                });
            }
            WalkControl::Advance
        });
    }
    eprintln!(
        "liveness: {compared} modules, {blocks} blocks compared with mlir-opt; {walked} blocks module vs function"
    );
    assert!(failures.is_empty(), "{} modules differ:\n{}", failures.len(), failures.join("\n"));
    assert!(compared > 100, "only {compared} modules compared");
    let _ = fs::remove_dir_all(&dir);
}
