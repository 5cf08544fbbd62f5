//! What each fuzz target checks. Depends only on the `async_opt` library, so that both the
//! libFuzzer targets (fuzz/fuzz_targets) and the driver's plain `cargo test`
//! (crates/driver/tests/fuzz_harness.rs, which includes this file) run it.
//!
//! Every check that fails panics with a message naming the broken property: libFuzzer
//! records the input as a crash, `cargo test` reports it.

use async_opt::diagnostics::{render, Source};
use async_opt::ir::{Context, Diagnostic, Op};
use async_opt::text::{parse_source, print_op, Generation, ParseOptions, PrintOptions, SyntaxTable};

const NAME: &str = "fuzz.mlir";

/// Input text for the targets past `parse`: UTF-8 only.
fn text(data: &[u8]) -> Option<&str> {
    std::str::from_utf8(data).ok()
}

fn parse_in(ctx: &mut Context, syntax: &SyntaxTable, src: &str) -> Result<(Op, Generation), Diagnostic> {
    let opts = ParseOptions { filename: NAME.to_string(), allow_unregistered: true, ..Default::default() };
    parse_source(ctx, syntax, src, opts)
}

/// Renders a diagnostic as the driver does. A parse error (`parse_error`) must be located
/// in the input: `fuzz.mlir:LINE:COL: ...` with LINE inside the text (or the `:0:0` of the
/// implicit module). Other errors are at op locations, which the input may spell as it
/// likes (`loc("x.mlir":99:1)`), so only the rendering is exercised.
fn check_diagnostic(ctx: &Context, src: &str, d: &Diagnostic, parse_error: bool) {
    let mut out = String::new();
    render(&mut out, ctx, &Source::new(NAME, src), d);
    if !parse_error {
        return;
    }
    let first = out.lines().next().unwrap_or_default();
    let rest = first.strip_prefix(NAME).and_then(|r| r.strip_prefix(':'));
    let located = rest.and_then(|r| {
        let mut it = r.splitn(3, ':');
        let line: u32 = it.next()?.parse().ok()?;
        let col: u32 = it.next()?.parse().ok()?;
        Some((line, col))
    });
    let Some((line, col)) = located else {
        panic!("diagnostic not located as file:line:col: {first:?}");
    };
    let lines = src.split('\n').count() as u32;
    assert!(line <= lines, "diagnostic line {line} past the end of the input ({lines} lines): {first:?}");
    assert!(line > 0 || col == 0, "diagnostic at line 0 with a column: {first:?}");
}

/// Target `parse`: any bytes through the parser, as the driver reads them (bytes that
/// are not UTF-8 included); an error must be a located diagnostic.
pub fn parse(data: &[u8]) {
    let src = async_opt::text::text_of_bytes(data);
    let raw =
        matches!(src, std::borrow::Cow::Owned(_)).then(|| async_opt::text::RawSource { bytes: data.into(), offset: 0 });
    let mut ctx = Context::new();
    let syntax = async_opt::dialects::register_all(&mut ctx);
    let opts = ParseOptions { filename: NAME.to_string(), allow_unregistered: true, raw, ..Default::default() };
    if let Err(d) = parse_source(&mut ctx, &syntax, &src, opts) {
        check_diagnostic(&ctx, &src, &d, true);
    }
}

/// Parses and verifies; `Some` when both succeeded. Errors must be located diagnostics.
fn parse_and_verify(ctx: &mut Context, syntax: &SyntaxTable, src: &str) -> Option<(Op, Generation)> {
    match parse_in(ctx, syntax, src) {
        Ok((module, g)) => match ctx.verify(module, g) {
            Ok(()) => Some((module, g)),
            Err(d) => {
                check_diagnostic(ctx, src, &d, false);
                None
            }
        },
        Err(d) => {
            check_diagnostic(ctx, src, &d, true);
            None
        }
    }
}

/// Prints verified IR (custom form, then generic) in generation `g` and checks that each
/// text parses and verifies again, and that printing the re-parsed custom form gives
/// the same text (printing is stable).
fn check_print_round_trip(ctx: &Context, syntax: &SyntaxTable, module: Op, g: Generation, what: &str) {
    for generic in [false, true] {
        let popts = PrintOptions { generation: g, generic, debuginfo: false, ..Default::default() };
        let printed = print_op(ctx, syntax, module, popts);
        let mut ctx2 = Context::new();
        let syntax2 = async_opt::dialects::register_all(&mut ctx2);
        let reparsed = parse_in(&mut ctx2, &syntax2, &printed).unwrap_or_else(|d| {
            panic!("{what}: printed output (generic: {generic}) does not parse: {}\n{printed}", d.message)
        });
        if let Err(d) = ctx2.verify(reparsed.0, reparsed.1) {
            panic!("{what}: printed output (generic: {generic}) does not verify: {}\n{printed}", d.message);
        }
        let again = print_op(&ctx2, &syntax2, reparsed.0, popts);
        assert!(
            again == printed,
            "{what}: printing is not stable (generic: {generic})\nfirst:\n{printed}\nsecond:\n{again}"
        );
    }
}

/// Whether `root` holds an op of no registered dialect: the passes cannot know what its
/// regions mean, and (as upstream's) may leave IR that does not verify around it (an await
/// lowered inside it refers to blocks outside), which the driver reports as an error.
fn has_unregistered_ops(ctx: &Context, root: Op) -> bool {
    let mut found = false;
    ctx.walk_pre(root, |op| {
        found |= ctx.op_info(op).is_none();
        async_opt::ir::WalkControl::Advance
    });
    found
}

/// Target `parse_verify`: parser plus verifier; what verifies must print, and the
/// printed text must parse and verify again.
pub fn parse_verify(data: &[u8]) {
    let Some(src) = text(data) else { return };
    let mut ctx = Context::new();
    let syntax = async_opt::dialects::register_all(&mut ctx);
    if let Some((module, g)) = parse_and_verify(&mut ctx, &syntax, src) {
        check_print_round_trip(&ctx, &syntax, module, g, "parse");
    }
}

/// Target `pass`: on inputs that parse and verify, runs async-to-async-runtime without
/// and with eliminate-blocking-await-ops (the latter after async-func-to-async-runtime),
/// and async-parallel-for (with each dispatch, then async-to-async-runtime after the
/// recursive one), each on a fresh parse. A pass may refuse with a located error; if it succeeds, its
/// output must verify (unless the module holds unregistered ops, around which a lowering, like
/// upstream's, may leave IR that does not verify: the driver reports that), print, and the
/// printed text must parse and verify.
pub fn pass(data: &[u8]) {
    let Some(src) = text(data) else { return };
    {
        let mut ctx = Context::new();
        let syntax = async_opt::dialects::register_all(&mut ctx);
        let Some((module, g)) = parse_and_verify(&mut ctx, &syntax, src) else { return };
        view(&mut ctx, &syntax, module, g, "view-async-graph");
    }
    let pipelines: [&[(&str, &str)]; 4] = [
        &[("async-to-async-runtime", "")],
        &[("async-func-to-async-runtime", ""), ("async-to-async-runtime", "eliminate-blocking-await-ops=true")],
        &[("async-parallel-for", ""), ("async-to-async-runtime", "")],
        &[("async-parallel-for", "async-dispatch=false num-workers=-1 min-task-size=1")],
    ];
    for passes in pipelines {
        let mut ctx = Context::new();
        let syntax = async_opt::dialects::register_all(&mut ctx);
        let (module, g) = parse_and_verify(&mut ctx, &syntax, src).expect("parsed and verified before");
        let mut ok = true;
        for &(name, options) in passes {
            let info = async_opt::pipeline::lookup(name).expect("a registered pass");
            let options = async_opt::pipeline::parse_options(info, options).expect("valid options");
            match info.run(&mut ctx, module, &options, g) {
                Ok(_warnings) => match ctx.verify(module, g) {
                    Ok(()) => {}
                    // The driver reports it, as mlir-opt does; the pipeline stops there.
                    Err(_) if has_unregistered_ops(&ctx, module) => {
                        ok = false;
                        break;
                    }
                    Err(d) => {
                        let printed =
                            print_op(&ctx, &syntax, module, PrintOptions { generation: g, ..Default::default() });
                        panic!("{name} {{{options:?}}}: output does not verify: {}\n{printed}", d.message);
                    }
                },
                Err(d) => {
                    check_diagnostic(&ctx, src, &d, false);
                    ok = false;
                    break;
                }
            }
        }
        if ok {
            let what = passes.iter().map(|(n, o)| format!("{n}{{{o}}}")).collect::<Vec<_>>().join(",");
            view(&mut ctx, &syntax, module, g, "view-coro-cfg");
            check_print_round_trip(&ctx, &syntax, module, g, &what);
        }
    }
}

/// A view pass draws any verified module: it succeeds, hands on one graph (a DOT
/// `digraph` with balanced braces) and leaves the IR exactly as it was.
fn view(ctx: &mut Context, syntax: &SyntaxTable, module: Op, g: Generation, name: &str) {
    let info = async_opt::pipeline::lookup(name).expect("a registered pass");
    let options = async_opt::pipeline::parse_options(info, "").expect("valid options");
    let popts = PrintOptions { generation: g, generic: true, ..Default::default() };
    let before = print_op(ctx, syntax, module, popts);
    let mut report = async_opt::pipeline::PassReport::default();
    if let Err(d) = (info.exec)(ctx, module, &options, g, &mut report) {
        panic!("{name} failed: {}", d.message);
    }
    let [output] = &report.outputs[..] else {
        panic!("{name} made {} outputs, not one", report.outputs.len());
    };
    assert!(output.file.is_none(), "{name} without output-file writes to stderr");
    let dot = std::str::from_utf8(&output.bytes).unwrap_or_else(|e| panic!("{name}: DOT is not UTF-8: {e}"));
    assert!(dot.starts_with("digraph"), "{name}: not a DOT digraph:\n{dot}");
    check_dot_braces(dot, name);
    let after = print_op(ctx, syntax, module, popts);
    assert!(before == after, "{name} changed the IR\nbefore:\n{before}\nafter:\n{after}");
}

/// Braces outside quoted strings nest and close, and every string is closed (the views
/// quote every label and write no HTML-like labels).
fn check_dot_braces(dot: &str, name: &str) {
    let (mut depth, mut quoted, mut escaped) = (0i64, false, false);
    for c in dot.chars() {
        if quoted {
            match (escaped, c) {
                (true, _) => escaped = false,
                (false, '\\') => escaped = true,
                (false, '"') => quoted = false,
                _ => {}
            }
            continue;
        }
        match c {
            '"' => quoted = true,
            '{' => depth += 1,
            '}' => {
                depth -= 1;
                assert!(depth >= 0, "{name}: a '}}' closes nothing:\n{dot}");
            }
            _ => {}
        }
    }
    assert!(depth == 0 && !quoted, "{name}: unbalanced DOT:\n{dot}");
}

/// Target `sharded`: the input cut into shards wherever the layout allows (every top-level
/// function its own shard) prints exactly what the whole-module run prints, with the same
/// diagnostics, or the sharded path declines (and the driver runs it whole); without a
/// pass, with eliminate-blocking, with reference counting after it, with async-parallel-for
/// or async-func-to-async-runtime ahead of them, with canonicalize and cse on the module
/// around them; and in LLVM 22's generic form (ids across the module).
pub fn sharded(data: &[u8]) {
    use async_opt::sharded::{run_with, Sizes};
    let Some(src) = text(data) else { return };
    let sizes = Sizes { min_input: 0, shard: 1 };
    let parallel = "builtin.module(async-parallel-for,async-to-async-runtime{eliminate-blocking-await-ops=true},\
                    func.func(async-runtime-ref-counting,async-runtime-ref-counting-opt))";
    let async_func = "builtin.module(async-func-to-async-runtime,\
                      async-to-async-runtime{eliminate-blocking-await-ops=true},func.func(async-runtime-ref-counting))";
    // The generic passes on the module, which the shards run when its top level holds only
    // functions.
    let simplified = "async-parallel-for,canonicalize,cse,async-to-async-runtime{eliminate-blocking-await-ops=true},\
                      canonicalize,cse";
    for (pipeline, generic, compat) in [
        ("", false, None),
        ("", true, None),
        ("", true, Some(Generation::V22)),
        ("builtin.module(async-to-async-runtime{eliminate-blocking-await-ops=true})", false, None),
        (
            "builtin.module(async-to-async-runtime{eliminate-blocking-await-ops=true},\
             func.func(async-runtime-ref-counting,async-runtime-ref-counting-opt))",
            false,
            None,
        ),
        (parallel, false, None),
        (parallel, true, Some(Generation::V22)),
        (async_func, false, None),
        (simplified, false, None),
        (simplified, false, Some(Generation::V22)),
    ] {
        let passes = if pipeline.is_empty() { Vec::new() } else { async_opt::parse_pipeline(pipeline).expect("valid") };
        let opts = async_opt::Options {
            passes,
            allow_unregistered_dialect: true,
            print_op_generic: generic,
            compat,
            ..Default::default()
        };
        let mut sharded_out = Vec::new();
        let Some(status) = run_with(NAME, src, &opts, &mut sharded_out, sizes) else { continue };
        let whole_opts = async_opt::Options { disable_threading: true, ..opts };
        let mut whole_out = Vec::new();
        let whole = async_opt::run_to(NAME, src, &whole_opts, &mut whole_out);
        assert!(whole.success && status.success, "'{pipeline}': the sharded run succeeded where the whole one failed");
        assert!(sharded_out == whole_out, "'{pipeline}': sharded and whole outputs differ");
        assert_eq!(status.diagnostics, whole.diagnostics, "'{pipeline}': sharded and whole diagnostics differ");
    }
}

/// Target `ref_counting`: on input that verifies, the reference-counting passes
/// (automatic, automatic then `-opt`, policy-based, and the automatic one reproducing
/// upstream's stale liveness) on the input as it is and after async-to-async-runtime
/// (without and with eliminate-blocking), each on a copy of the parsed module. A pass may
/// refuse with a located error; if it succeeds, its output must verify and print (and,
/// for the two pipelines users run, parse and verify again). Automatic counting with
/// `-opt` also runs nested in `func.func(...)`, which must print the same when the module
/// holds functions only (in `func.func(...)` the passes skip other ops, such as an
/// `async.func` left unlowered). Before any pass, the liveness of every function (and of
/// the module) must be the least solution of MLIR's equations, computed here the plain way.
pub fn ref_counting(data: &[u8]) {
    let Some(src) = text(data) else { return };
    let mut ctx = Context::new();
    let syntax = async_opt::dialects::register_all(&mut ctx);
    let Some((module, g)) = parse_and_verify(&mut ctx, &syntax, src) else { return };
    check_liveness(&ctx, module);
    let body = ctx.entry_block(module, 0).expect("a module has a body");
    let tops: Vec<Op> = ctx.block_ops(body).collect();
    for &f in &tops {
        check_liveness(&ctx, f);
    }
    let only_functions = tops.iter().all(|&f| ctx.op_name_str(f) == "func.func");
    let lowerings = [
        "",
        "builtin.module(async-to-async-runtime)",
        "builtin.module(async-func-to-async-runtime,async-to-async-runtime{eliminate-blocking-await-ops=true})",
    ];
    let countings = [
        ("async-runtime-ref-counting", false),
        ("async-runtime-ref-counting,async-runtime-ref-counting-opt", true),
        ("async-runtime-policy-based-ref-counting", true),
        ("async-runtime-ref-counting{upstream-stale-liveness=true},async-runtime-ref-counting-opt", false),
    ];
    for lowering in lowerings {
        let mut lowered = ctx.clone();
        if !lowering.is_empty() && run_pipeline(&mut lowered, &syntax, module, g, src, lowering).is_none() {
            continue;
        }
        for (passes, round_trip) in countings {
            let flags = format!("builtin.module({passes})");
            let mut counted = lowered.clone();
            let Some(a) = run_pipeline(&mut counted, &syntax, module, g, src, &flags) else { continue };
            if round_trip {
                check_print_round_trip(&counted, &syntax, module, g, &flags);
            }
            if passes == "async-runtime-ref-counting,async-runtime-ref-counting-opt" {
                let nested = format!("builtin.module(func.func({passes}))");
                let mut counted = lowered.clone();
                let b = run_pipeline(&mut counted, &syntax, module, g, src, &nested);
                if let (Some(b), true) = (b, only_functions) {
                    assert!(a == b, "'{lowering}' then '{flags}' and '{nested}' print differently:\n{a}\n---\n{b}");
                }
            }
        }
    }
}

/// Runs `pipeline` on `module` as the driver does (verifying after each element); the
/// printed output when it succeeded, else `None` after checking the error is a located
/// diagnostic. Output that does not verify is a bug, but for a module holding unregistered
/// ops (see [`has_unregistered_ops`]: the driver reports it as an error, as mlir-opt does).
fn run_pipeline(
    ctx: &mut Context,
    syntax: &SyntaxTable,
    module: Op,
    g: Generation,
    src: &str,
    pipeline: &str,
) -> Option<String> {
    let specs = async_opt::parse_pipeline(pipeline).expect("a valid pipeline");
    /// Diagnostics, each checked to be located.
    struct Checked<'s>(&'s str, usize);
    impl async_opt::pass_manager::Sink for Checked<'_> {
        fn report(&mut self, ctx: &Context, _: &SyntaxTable, d: Diagnostic) {
            check_diagnostic(ctx, self.0, &d, false);
            self.1 += 1;
        }
        fn stderr(&mut self) -> &mut String {
            unreachable!("no IR dumps are asked for")
        }
        fn output(&mut self, _: async_opt::pipeline::PassOutput) {}
    }
    let mut sink = Checked(src, 0);
    // The driver's pass manager, one element at a time, verified here: a pass's invalid
    // output is a bug, not a diagnostic.
    let opts = async_opt::Options { verify_each: false, ..Default::default() };
    for spec in &specs {
        let mut target = async_opt::pass_manager::Target { ctx, syntax, module, generation: g, output_generation: g };
        let mut run = async_opt::pass_manager::PipelineRun::default();
        let mut timer = async_opt::Timer::new(false);
        let one = std::slice::from_ref(spec);
        if async_opt::pass_manager::run_pipeline(&mut target, one, &opts, &mut sink, &mut timer, &mut run).is_err() {
            assert!(sink.1 > 0, "'{pipeline}': {} failed without a diagnostic", spec.name);
            return None;
        }
        if let Err(d) = ctx.verify(module, g) {
            if has_unregistered_ops(ctx, module) {
                return None;
            }
            let printed = print_op(ctx, syntax, module, PrintOptions { generation: g, ..Default::default() });
            panic!("'{pipeline}': {}'s output does not verify: {}\n{printed}", spec.name, d.message);
        }
    }
    Some(print_op(ctx, syntax, module, PrintOptions { generation: g, ..Default::default() }))
}

/// `Liveness` of `root` against MLIR's equations solved by plain iteration to the least
/// fixpoint: `in(B) = (use(B) ∪ out(B)) \ def(B)`, `out(B) = escaping(B) ∪ ⋃ in(succ)`.
fn check_liveness(ctx: &Context, root: Op) {
    use async_opt::ir::{Block, Liveness, Value};
    use std::collections::{BTreeMap, BTreeSet};
    let mut blocks: Vec<Block> = Vec::new();
    let mut stack = vec![root];
    while let Some(op) = stack.pop() {
        for &r in ctx.regions(op) {
            for b in ctx.region_blocks(r) {
                blocks.push(b);
                stack.extend(ctx.block_ops(b));
            }
        }
    }
    // Everything an op of `b` (at any depth) defines and uses.
    let nested_ops = |b: Block| {
        let mut ops = Vec::new();
        let mut stack: Vec<Op> = ctx.block_ops(b).collect();
        while let Some(o) = stack.pop() {
            ops.push(o);
            for &r in ctx.regions(o) {
                for nb in ctx.region_blocks(r) {
                    stack.extend(ctx.block_ops(nb));
                }
            }
        }
        ops
    };
    let region_of = |v: Value| ctx.value_block(v).and_then(|b| ctx.block_parent(b));
    let mut def: BTreeMap<Block, BTreeSet<Value>> = BTreeMap::new();
    let mut used: BTreeMap<Block, BTreeSet<Value>> = BTreeMap::new();
    let mut out: BTreeMap<Block, BTreeSet<Value>> = BTreeMap::new();
    for &b in &blocks {
        let ops = nested_ops(b);
        let mut d: BTreeSet<Value> = ctx.block_args(b).iter().copied().collect();
        let mut u = BTreeSet::new();
        for &o in &ops {
            d.extend(ctx.results(o).iter().copied());
            u.extend(ctx.operands(o));
            for &r in ctx.regions(o) {
                for nb in ctx.region_blocks(r) {
                    d.extend(ctx.block_args(nb).iter().copied());
                }
            }
        }
        // Values defined at the top of `b` and used in another block of its region.
        let mut escaping = BTreeSet::new();
        let top: Vec<Value> =
            ctx.block_args(b).iter().copied().chain(ctx.block_ops(b).flat_map(|o| ctx.results(o).to_vec())).collect();
        for v in top {
            let escapes = ctx.users(v).any(|user| {
                let mut op = user;
                loop {
                    let Some(ub) = ctx.parent_block(op) else { return false };
                    if ctx.block_parent(ub) == region_of(v) {
                        return ub != b;
                    }
                    match ctx.block_parent_op(ub) {
                        Some(p) => op = p,
                        None => return false,
                    }
                }
            });
            if escapes {
                escaping.insert(v);
            }
        }
        let u: BTreeSet<Value> = u.difference(&d).copied().collect();
        def.insert(b, d);
        used.insert(b, u);
        out.insert(b, escaping);
    }
    let mut live_in: BTreeMap<Block, BTreeSet<Value>> = blocks.iter().map(|&b| (b, BTreeSet::new())).collect();
    loop {
        let mut changed = false;
        for &b in &blocks {
            let succs: Vec<Block> = ctx.last_op(b).map(|t| ctx.successors(t).collect()).unwrap_or_default();
            let mut o = out[&b].clone();
            for s in succs {
                if let Some(i) = live_in.get(&s) {
                    o.extend(i.iter().copied());
                }
            }
            let mut i: BTreeSet<Value> = used[&b].union(&o).copied().collect();
            i.retain(|v| !def[&b].contains(v));
            if o != out[&b] || i != live_in[&b] {
                changed = true;
                out.insert(b, o);
                live_in.insert(b, i);
            }
        }
        if !changed {
            break;
        }
    }
    let liveness = Liveness::new(ctx, root);
    for &b in &blocks {
        let got_in: BTreeSet<Value> = liveness.live_in(b).iter().copied().collect();
        let got_out: BTreeSet<Value> = liveness.live_out(b).iter().copied().collect();
        assert_eq!(got_in, live_in[&b], "live-in of {b:?} differs from the fixpoint of MLIR's equations");
        assert_eq!(got_out, out[&b], "live-out of {b:?} differs from the fixpoint of MLIR's equations");
        let filtered = Liveness::for_values(ctx, root, |_, v| v.index() % 2 == 0);
        let even = |s: &BTreeSet<Value>| s.iter().copied().filter(|v| v.index() % 2 == 0).collect::<BTreeSet<_>>();
        assert_eq!(filtered.live_in(b).iter().copied().collect::<BTreeSet<_>>(), even(&live_in[&b]));
        assert_eq!(filtered.live_out(b).iter().copied().collect::<BTreeSet<_>>(), even(&out[&b]));
    }
}

/// The option sets of the `parallel_for` target: upstream's defaults, the edges of each
/// option (one worker, none, the runtime's count; tasks of one iteration, of none, of a
/// negative size) with each dispatch, and one set chosen by the input's hash among values
/// that include the extremes of `i32`.
fn parallel_for_option_sets(data: &[u8]) -> Vec<String> {
    let mut sets: Vec<String> = [
        "",
        "async-dispatch=false num-workers=-1 min-task-size=1",
        "async-dispatch=true num-workers=1 min-task-size=1",
        "async-dispatch=false num-workers=0 min-task-size=0",
        "async-dispatch=true num-workers=-1 min-task-size=-7",
    ]
    .map(String::from)
    .to_vec();
    // FNV-1a: the same input always gets the same set.
    let h = data.iter().fold(0xcbf2_9ce4_8422_2325u64, |h, &b| (h ^ b as u64).wrapping_mul(0x100_0000_01b3));
    let workers = [-1i64, 0, 1, 2, 3, 5, 8, 17, 33, 65, 1 << 20, i32::MAX as i64, i32::MIN as i64];
    let sizes = [-1i64, 0, 1, 2, 3, 7, 16, 512, 1000, 4096, i32::MAX as i64, i32::MIN as i64];
    sets.push(format!(
        "async-dispatch={} num-workers={} min-task-size={}",
        h & 1 == 1,
        workers[(h >> 1) as usize % workers.len()],
        sizes[(h >> 8) as usize % sizes.len()]
    ));
    sets
}

/// Whether `async-parallel-for` must have rewritten the `scf.parallel` `op`: it has
/// induction variables, and no results, or results that its `scf.reduce` combines in
/// types a buffer of partial results can hold (integers, indices, floats, vectors,
/// complex numbers).
fn parallel_for_applies(ctx: &Context, op: Op) -> bool {
    use async_opt::dialects::scf;
    use async_opt::ir::TypeKind;
    let Some(parts) = scf::parallel_parts(ctx, op) else { return false };
    if parts.step.is_empty() {
        return false;
    }
    if parts.inits.is_empty() {
        return true;
    }
    let Some(term) = ctx.entry_block(op, 0).and_then(|b| ctx.last_op(b)) else { return false };
    if ctx.op_name_str(term) != scf::REDUCE
        || ctx.num_operands(term) != parts.inits.len()
        || ctx.regions(term).len() != parts.inits.len()
    {
        return false;
    }
    // A reduction reading a value of the loop body (outside its own region) is left alone.
    let mut reads_body = false;
    ctx.walk_pre(term, |inner| {
        reads_body |= inner != term
            && ctx.operands(inner).any(|v| {
                let def = ctx.value_block(v).and_then(|b| ctx.block_parent_op(b));
                def.is_some_and(|d| ctx.is_ancestor(op, d) && !ctx.is_ancestor(term, d))
            });
        async_opt::ir::WalkControl::Advance
    });
    !reads_body
        && ctx.operands(term).all(|v| {
            matches!(
                ctx.type_kind(ctx.value_type(v)),
                TypeKind::Integer { .. }
                    | TypeKind::Index
                    | TypeKind::Float(_)
                    | TypeKind::Vector { .. }
                    | TypeKind::Complex(_)
            )
        })
}

/// The names and ops at the top of `module`.
fn top_level(ctx: &Context, module: Op) -> Vec<(Option<String>, Op)> {
    let body = ctx.entry_block(module, 0).expect("a module has a body");
    ctx.block_ops(body).map(|op| (ctx.symbol_name(op).map(str::to_string), op)).collect()
}

/// Target `parallel_for`: on input that verifies, `async-parallel-for` with every option
/// set of [`parallel_for_option_sets`], each on a copy of the parsed module, through the
/// driver's pass manager. A rejection must be a located diagnostic. Its output must verify
/// and round-trip through the printer (custom and generic form, stable when printed again);
/// no `scf.parallel` the pass applies to may be left (nested loops included, also those
/// moved into the compute functions); the pass only adds private functions named
/// `parallel_compute_fn*` or `async_dispatch_fn*` (and keeps the input's symbols, in order,
/// by their names);
/// running it again on its output changes nothing (the greedy driver reached its fixpoint).
/// With the default options the output is lowered further, as a user would:
/// async-to-async-runtime, then reference counting with `-opt`, each output verifying.
pub fn parallel_for(data: &[u8]) {
    let Some(src) = text(data) else { return };
    let mut ctx = Context::new();
    let syntax = async_opt::dialects::register_all(&mut ctx);
    let Some((module, g)) = parse_and_verify(&mut ctx, &syntax, src) else { return };
    let before = top_level(&ctx, module);
    for (i, options) in parallel_for_option_sets(data).iter().enumerate() {
        let pipeline = format!("builtin.module(async-parallel-for{{{options}}})");
        let mut out = ctx.clone();
        let Some(printed) = run_pipeline(&mut out, &syntax, module, g, src, &pipeline) else { continue };
        out.walk_pre(module, |op| {
            if out.op_name_str(op) == async_opt::dialects::scf::PARALLEL && parallel_for_applies(&out, op) {
                panic!("'{pipeline}' left an scf.parallel it applies to:\n{printed}");
            }
            async_opt::ir::WalkControl::Advance
        });
        // The greedy driver may erase dead ops at the top (an unused constant), not symbols.
        let after = top_level(&out, module);
        let mut kept = after.iter().filter(|(_, op)| before.iter().any(|(n, o)| o == op && n.is_some()));
        for (name, op) in before.iter().filter(|(n, _)| n.is_some()) {
            let Some((name_after, _)) = kept.next().filter(|(_, o)| o == op) else {
                panic!("'{pipeline}' removed or moved the symbol {name:?}:\n{printed}");
            };
            assert!(name_after == name, "'{pipeline}' renamed {name:?} to {name_after:?}");
        }
        for (name, op) in after.iter().filter(|(_, op)| !before.iter().any(|(_, o)| o == op)) {
            let name = name.as_deref().unwrap_or_default();
            assert!(
                out.op_name_str(*op) == "func.func"
                    && out.symbol_visibility(*op) == "private"
                    && (name.starts_with("parallel_compute_fn") || name.starts_with("async_dispatch_fn")),
                "'{pipeline}' added something other than a private compute or dispatch function: {name}\n{printed}"
            );
        }
        check_print_round_trip(&out, &syntax, module, g, &pipeline);
        let again = run_pipeline(&mut out.clone(), &syntax, module, g, src, &pipeline);
        assert!(
            again.as_deref() == Some(printed.as_str()),
            "'{pipeline}' run again changed its output\nfirst:\n{printed}\nsecond:\n{}",
            again.as_deref().unwrap_or("(failed)")
        );
        if i == 0 {
            let lower =
                "builtin.module(async-to-async-runtime,async-runtime-ref-counting,async-runtime-ref-counting-opt)";
            if run_pipeline(&mut out, &syntax, module, g, src, lower).is_some() {
                check_print_round_trip(&out, &syntax, module, g, lower);
            }
        }
    }
}
