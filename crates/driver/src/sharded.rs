//! Large modules in shards: the body of a big module is cut into runs of top-level
//! functions ([`async_opt_text::layout`]), each run is parsed and summarized, and once the
//! summaries have made the module-wide plan, parsed again, verified, lowered, verified again
//! and printed, on every core. A shard lives in its thread's context, reset between shards,
//! so the module is never held whole. The output is the text the whole-module run prints,
//! byte for byte (ARCHITECTURE.md, "Large modules in shards").
//!
//! What ties the shards together:
//! - the verifier of a shard sees private declarations ("stubs") of the functions it uses
//!   from other shards, with their types; stubs are never printed;
//! - `async-to-async-runtime` decides which functions become coroutines and how outlined
//!   functions are named from summaries of all shards ([`async_opt_transforms::ModulePlan`]);
//! - the module is written only when every shard succeeded, the functions of the input
//!   first and then the outlined ones, as one symbol table appends them. Until then each
//!   shard's text waits compressed (LZ4), a few percent of its size.
//!
//! Anything this path cannot reproduce exactly (an error anywhere, aliases, top-level ops
//! other than functions, flags it does not handle) makes [`run`] return `None`, and the
//! driver runs the whole module as one; diagnostics then come from that run.

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

use rustc_hash::FxHashSet;

use async_opt_dialects::{func, function};
use async_opt_ir::{Context, Op, OperationState};
use async_opt_text::{type_to_string, Generation, ParseOptions, PrintOptions, SyntaxTable};
use async_opt_transforms::async_to_async_runtime::plan;
use async_opt_transforms::{AsyncToAsyncRuntimeOptions, ModulePlan, ShardSummary};

use crate::diagnostics::{attach_op_notes, render, respell_op_names, Source};
use crate::pass_manager::{PipelineRun, Sink, Target};
use crate::pipeline::{PassOutput, PassSpec};
use crate::timing::{Timer, TimingEntry};
use crate::{pass_manager, pipeline, Options, RunStatus};
use async_opt_ir::Diagnostic;
use async_opt_transforms::Statistics;

/// How large an input must be to be run in shards, and how large a shard is.
#[derive(Clone, Copy, Debug)]
pub struct Sizes {
    /// The smallest input, in bytes, that is run in shards (1 MiB).
    pub min_input: usize,
    /// About how many bytes of text each shard holds (64 KiB).
    pub shard: usize,
}

impl Default for Sizes {
    fn default() -> Self {
        // Sharding pays off on large modules only. A shard is small enough to stay on one
        // thread (the verifier goes parallel from 50k ops) and for shards to balance.
        Sizes { min_input: 1 << 20, shard: 64 << 10 }
    }
}

/// Runs a large module in shards, or returns `None` when it must be run whole.
pub fn run(name: &str, src: &str, opts: &Options, out: &mut dyn std::io::Write) -> Option<RunStatus> {
    run_with(name, src, opts, out, Sizes::default())
}

/// [`run`] with other sizes (tests cut small inputs into many shards).
pub fn run_with(
    name: &str,
    src: &str,
    opts: &Options,
    out: &mut dyn std::io::Write,
    sizes: Sizes,
) -> Option<RunStatus> {
    if src.len() < sizes.min_input
        || opts.disable_threading
        || opts.split_input_file
        || opts.verify_diagnostics
        || opts.print_op_generic
        || opts.print_debuginfo
        || opts.local_scope
        || opts.print_ir.any()
        || opts.input_bytes.is_some()
    {
        return None;
    }
    let passes = ShardPasses::of(&opts.passes)?;
    // The shards' steps are timed as the lowering's; the function passes' would be lost.
    if opts.timing && !passes.per_function.is_empty() {
        return None;
    }
    let started = Instant::now();
    let (header, shards) = cut(src, sizes.shard)?;
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get()).min(shards.len());

    // 1. Summarize every shard.
    let fresh = Fresh::new();
    let scanned = par_map(shards.len(), threads, |i| scan(name, opts, &fresh, &shards[i]))?;
    let summarized = started.elapsed();
    let generation = scanned.iter().map(|s| s.generation).fold(Generation::V14, merge_generation);
    let output_generation = opts.compat.unwrap_or(generation);
    let pass = passes.lower.map(|spec| pipeline::async_to_async_runtime_options(&spec.options, output_generation));
    let popts = pass_manager::output_print_options(opts, output_generation);
    let module_open = match header {
        Some(h) => module_open(name, opts, &fresh, src, h, popts)?,
        None => "module {".to_string(),
    };
    let summaries: Vec<&ShardSummary> = scanned.iter().map(|s| &s.summary).collect();
    let plan = plan::plan(&summaries, pass.as_ref().unwrap_or(&AsyncToAsyncRuntimeOptions::default()), true).ok()?;
    let stubs = stub_signatures(&scanned, &plan);
    let planned = started.elapsed();

    // 2. Parse again, verify, lower, verify and print every shard.
    let source = Source::new(name, src);
    let job = Lower {
        name,
        opts,
        fresh: &fresh,
        source: &source,
        pass: pass.as_ref(),
        function_passes: passes.per_function,
        plan: &plan,
        generation,
        popts,
    };
    let printed = par_map(shards.len(), threads, |i| job.lower(i, &shards[i], &stubs[i]))?;
    let lowered = started.elapsed();

    // 3. Write the functions of the input, then the outlined ones.
    let t = Instant::now();
    let written = (|| -> std::io::Result<()> {
        out.write_all(module_open.as_bytes())?;
        let parts: Vec<&[u8]> =
            printed.iter().map(|p| &p.head[..]).chain(printed.iter().map(|p| &p.tail[..])).collect();
        write_decompressed(&parts, threads, out)?;
        // mlir-opt ends its output with an empty line.
        out.write_all(b"\n}\n\n")?;
        out.flush()
    })();
    let output = t.elapsed();
    let mut diagnostics = String::with_capacity(printed.iter().map(|p| p.warnings.len()).sum());
    if opts.dump_pass_pipeline {
        diagnostics.push_str(&pass_manager::pipeline_text(&opts.passes));
    }
    let (mut scan_times, mut lower_times) = (Times::default(), Times::default());
    let mut statistics = Statistics::default();
    for s in &scanned {
        scan_times.add(&s.times);
    }
    for p in &printed {
        diagnostics.push_str(&p.warnings);
        lower_times.add(&p.times);
        statistics.merge(&p.statistics);
    }
    if let Some(display) = opts.statistics {
        // The lowering's counters; the function passes (reference counting) have none.
        let mut stats: Vec<Option<Statistics>> =
            vec![Some(Statistics::default()); opts.passes.iter().map(|p| p.passes().len()).sum()];
        if passes.lower.is_some() {
            stats[0] = Some(statistics);
        }
        diagnostics.push_str(&pass_manager::statistics_report(&opts.passes, &stats, display, output_generation));
    }
    let mut success = true;
    if let Err(e) = written {
        diagnostics.push_str(&format!("{name}: error: cannot write the output: {e}\n"));
        success = false;
    }
    let phases = Phases { summarized, planned, lowered, output, shards: printed.len(), threads };
    let timings = phases.report(opts, &scan_times, &lower_times, output_generation, started.elapsed());
    if opts.skip_free {
        // The process exits next: freeing a million summaries and strings one by one is
        // wasted time (see `Options::skip_free`).
        std::mem::forget(plan);
        std::mem::forget(summaries);
        std::mem::forget((scanned, stubs, printed, source));
    }
    Some(RunStatus { diagnostics, success, timings, files: Vec::new() })
}

/// A run of top-level ops: its text and the number of lines before it.
struct Shard<'s> {
    text: &'s str,
    line_offset: u32,
}

/// The module's header when it has a name or attributes, and its body cut at top-level op
/// boundaries into shards of about `size` bytes.
fn cut(src: &str, size: usize) -> Option<(Option<std::ops::Range<usize>>, Vec<Shard<'_>>)> {
    let layout = async_opt_text::layout::top_level_layout(src, size)?;
    let ends = layout.cuts.iter().copied().skip(1).chain([layout.body.end]);
    let mut counted = 0usize;
    let mut line_offset = 0u32;
    let shards: Vec<Shard<'_>> = layout
        .cuts
        .iter()
        .zip(ends)
        .map(|(&start, end)| {
            line_offset += lines_between(src, counted, start);
            counted = start;
            Shard { text: &src[start..end], line_offset }
        })
        .collect();
    (shards.len() > 1).then_some((layout.header, shards))
}

fn lines_between(src: &str, from: usize, to: usize) -> u32 {
    memchr::memchr_iter(b'\n', &src.as_bytes()[from..to]).count() as u32
}

/// `module @name attributes {...} {` as the whole run prints it: the header parsed with an
/// empty body, verified and printed. `None` if it does not parse or verify (the whole run
/// then reports why) or prints as anything else.
fn module_open(
    name: &str,
    opts: &Options,
    fresh: &Fresh,
    src: &str,
    header: std::ops::Range<usize>,
    popts: PrintOptions,
) -> Option<String> {
    // From its line's start, so that columns are right; only whitespace precedes it there.
    let line = src[..header.start].rfind('\n').map_or(0, |p| p + 1);
    let text = format!("{}}}", &src[line..header.end]);
    let mut ctx = fresh.ctx.clone();
    let popts_parse = ParseOptions {
        filename: name.to_string(),
        allow_unregistered: opts.allow_unregistered_dialect,
        line_offset: lines_between(src, 0, line),
        col_offset: 0,
        fallback_generation: None,
        raw: None,
    };
    let (module, generation) =
        async_opt_text::parse_source_here_telling_generation(&mut ctx, &fresh.syntax, &text, popts_parse);
    let module = module.ok()?;
    ctx.verify(module, generation).ok()?;
    let printed = async_opt_text::print_op(&ctx, &fresh.syntax, module, popts);
    printed.strip_suffix(" {\n}\n").filter(|h| h.starts_with("module")).map(|h| format!("{h} {{"))
}

fn merge_generation(a: Generation, b: Generation) -> Generation {
    // As the parser decides for one input: any LLVM 22 spelling, else any seed spelling.
    match (a, b) {
        (Generation::V22, _) | (_, Generation::V22) => Generation::V22,
        (Generation::Seed, _) | (_, Generation::Seed) => Generation::Seed,
        _ => Generation::V14,
    }
}

/// Phase times of one shard (or the sum of all).
#[derive(Default, Clone)]
struct Times {
    parse: Duration,
    verify: Duration,
    pass: Duration,
    output: Duration,
}

impl Times {
    fn add(&mut self, o: &Times) {
        self.parse += o.parse;
        self.verify += o.verify;
        self.pass += o.pass;
        self.output += o.output;
    }
}

/// When each phase of a sharded run ended (time since the start), and on what.
struct Phases {
    summarized: Duration,
    planned: Duration,
    lowered: Duration,
    output: Duration,
    shards: usize,
    threads: usize,
}

impl Phases {
    /// The `--mlir-timing` entries: each phase's wall time, and under the phases that run on
    /// every core the time their shards spent in each step, summed over the threads.
    fn report(
        &self,
        opts: &Options,
        scan: &Times,
        lower: &Times,
        generation: Generation,
        total: Duration,
    ) -> Vec<TimingEntry> {
        let mut timer = Timer::new(opts.timing);
        let phase = |timer: &mut Timer, name: String, wall: Duration, steps: &[(String, Duration)]| {
            let user: Duration = steps.iter().map(|s| s.1).sum();
            timer.push(TimingEntry { name, wall, user: Some(user.max(wall)), depth: 0 });
            for (step, d) in steps {
                timer.push(TimingEntry { name: step.clone(), wall: *d, user: Some(*d), depth: 1 });
            }
        };
        let (shards, threads) = (self.shards, self.threads);
        phase(
            &mut timer,
            format!("Cut and summarize the shards ({shards} shards on {threads} threads)"),
            self.summarized,
            &[("Parser".into(), scan.parse)],
        );
        phase(&mut timer, "Plan".into(), self.planned - self.summarized, &[]);
        let mut steps = vec![("Parser".to_string(), lower.parse), ("Verifier".to_string(), lower.verify)];
        if let Some(pass) = opts.passes.first().and_then(|p| pipeline::lookup(&p.name)) {
            steps.push((pass.class_name(generation), lower.pass));
        }
        steps.push(("Printer".into(), lower.output));
        phase(&mut timer, "Lower and print the shards".into(), self.lowered - self.planned, &steps);
        timer.push(TimingEntry::new("Output", self.output));
        timer.finish(total)
    }
}

/// What the plan needs from a shard.
struct Scanned {
    summary: ShardSummary,
    /// The function type of each of `summary.funcs`, as text.
    types: Vec<String>,
    generation: Generation,
    times: Times,
}

/// What every shard starts from: a context with the dialects registered, and their syntax.
struct Fresh {
    ctx: Context,
    syntax: SyntaxTable,
}

impl Fresh {
    fn new() -> Self {
        let mut ctx = Context::new();
        let syntax = async_opt_dialects::register_all(&mut ctx);
        Fresh { ctx, syntax }
    }

    /// Parses `shard` into this thread's context, reset to a fresh one first (its arenas
    /// keep their memory from shard to shard), and runs `then` on the module.
    fn parse<R>(
        &self,
        name: &str,
        opts: &Options,
        shard: &Shard<'_>,
        times: &mut Times,
        then: impl FnOnce(&mut Context, Op, Generation, &mut Times) -> Option<R>,
    ) -> Option<R> {
        thread_local! {
            static CONTEXT: std::cell::RefCell<Option<Context>> = const { std::cell::RefCell::new(None) };
        }
        let t = Instant::now();
        let mut ctx = match CONTEXT.with_borrow_mut(Option::take) {
            Some(mut ctx) => {
                ctx.reset_from(&self.ctx);
                ctx
            }
            None => self.ctx.clone(),
        };
        let popts = ParseOptions {
            filename: name.to_string(),
            allow_unregistered: opts.allow_unregistered_dialect,
            line_offset: shard.line_offset,
            col_offset: 0,
            fallback_generation: None,
            raw: None,
        };
        let (parsed, generation) =
            async_opt_text::parse_source_here_telling_generation(&mut ctx, &self.syntax, shard.text, popts);
        times.parse += t.elapsed();
        let result = parsed.ok().and_then(|module| then(&mut ctx, module, generation, times));
        CONTEXT.with_borrow_mut(|c| *c = Some(ctx));
        result
    }
}

fn scan(name: &str, opts: &Options, fresh: &Fresh, shard: &Shard<'_>) -> Option<Scanned> {
    let mut times = Times::default();
    let (summary, types, generation) = fresh.parse(name, opts, shard, &mut times, |ctx, module, generation, _| {
        let summary = plan::summarize(ctx, module)?;
        // Every function's type, though only those called from other shards need a stub:
        // which ones is known only once every shard is summarized, and this context is gone.
        let body = ctx.entry_block(module, 0)?;
        let types = ctx
            .block_ops(body)
            .map(|f| ctx.attr(f, "function_type").and_then(|a| ctx.attr_type(a)).map(|t| type_to_string(ctx, t)))
            .collect::<Option<Vec<String>>>()?;
        Some((summary, types, generation))
    })?;
    Some(Scanned { summary, types, generation, times })
}

/// For every shard, the functions it references but another shard defines, with their
/// types as text (every referenced symbol is defined somewhere: the plan checked).
fn stub_signatures(scanned: &[Scanned], plan: &ModulePlan<'_>) -> Vec<Vec<(String, String)>> {
    let mut all = Vec::with_capacity(scanned.len());
    for (i, s) in scanned.iter().enumerate() {
        let mut seen = FxHashSet::default();
        let mut stubs = Vec::new();
        for u in &s.summary.uses {
            let Some(&(j, k)) = plan.defined.get(u.name.as_str()) else { continue };
            if j != i && seen.insert(u.name.as_str()) {
                stubs.push((u.name.clone(), scanned[j].types[k].clone()));
            }
        }
        all.push(stubs);
    }
    all
}

/// The pipelines the sharded path runs: `async-to-async-runtime` (optional, first), then
/// passes that change each function on its own (reference counting, as flags on the
/// module or nested in `func.func(...)`), which therefore run inside each shard.
struct ShardPasses<'a> {
    lower: Option<&'a PassSpec>,
    per_function: &'a [PassSpec],
}

impl<'a> ShardPasses<'a> {
    /// `None` for a pipeline a shard cannot run as the whole module would.
    fn of(specs: &'a [PassSpec]) -> Option<Self> {
        let (lower, rest) = match specs.split_first() {
            Some((first, rest)) if first.name == "async-to-async-runtime" && first.nested.is_none() => {
                (Some(first), rest)
            }
            _ => (None, specs),
        };
        let per_function = |spec: &PassSpec| match &spec.nested {
            None => pipeline::ANY_OP_PASSES.contains(&spec.name.as_str()),
            Some(inner) => {
                matches!(spec.name.as_str(), "func.func" | "builtin.func")
                    && inner.iter().all(|p| p.nested.is_none() && pipeline::ANY_OP_PASSES.contains(&p.name.as_str()))
            }
        };
        rest.iter().all(per_function).then(|| ShardPasses { lower, per_function: rest })
    }
}

/// A shard's sink for the function passes: whatever they say makes the run go whole.
#[derive(Default)]
struct Quiet {
    said: bool,
    stderr: String,
}

impl Sink for Quiet {
    fn report(&mut self, _: &Context, _: &SyntaxTable, _: Diagnostic) {
        self.said = true;
    }

    fn stderr(&mut self) -> &mut String {
        self.said = true;
        &mut self.stderr
    }

    fn output(&mut self, _: PassOutput) {
        self.said = true;
    }
}

/// What phase 2 shares between shards.
struct Lower<'a> {
    name: &'a str,
    opts: &'a Options,
    fresh: &'a Fresh,
    /// The whole input, shared by the shards' warnings.
    source: &'a Source<'a>,
    pass: Option<&'a AsyncToAsyncRuntimeOptions>,
    /// Run on the shard after the pass (the outlined functions are still in it).
    function_passes: &'a [PassSpec],
    plan: &'a ModulePlan<'a>,
    generation: Generation,
    popts: PrintOptions,
}

/// A shard's output: its functions and its outlined functions, compressed, and its
/// rendered warnings.
struct Printed {
    head: Vec<u8>,
    tail: Vec<u8>,
    warnings: String,
    times: Times,
    statistics: Statistics,
}

impl Lower<'_> {
    fn lower(&self, index: usize, shard: &Shard<'_>, stubs: &[(String, String)]) -> Option<Printed> {
        let mut times = Times::default();
        self.fresh.parse(self.name, self.opts, shard, &mut times, |ctx, module, _, times| {
            self.lower_parsed(ctx, index, module, shard, stubs, times)
        })
    }

    fn lower_parsed(
        &self,
        ctx: &mut Context,
        index: usize,
        module: Op,
        shard: &Shard<'_>,
        stubs: &[(String, String)],
        times: &mut Times,
    ) -> Option<Printed> {
        // The pass multiplies the ops several times over; growing the arenas step by step
        // would copy them again and again (untouched capacity costs no memory).
        ctx.reserve_ops(shard.text.len() / 4);
        let syntax = &self.fresh.syntax;
        let originals = ctx.entry_block(module, 0).map_or(0, |b| ctx.block_ops(b).count());
        let stub_ops = add_stubs(ctx, syntax, module, stubs)?;

        let t = Instant::now();
        ctx.verify(module, self.generation).ok()?;
        times.verify += t.elapsed();
        let mut warnings = String::new();
        let mut statistics = Statistics::default();
        if let Some(opts) = self.pass {
            let t = Instant::now();
            let produced = async_opt_transforms::async_to_async_runtime_shard(
                ctx,
                module,
                opts,
                self.plan,
                index,
                &mut statistics,
            )
            .ok()?;
            times.pass += t.elapsed();
            let t = Instant::now();
            ctx.verify(module, self.generation).ok()?;
            times.verify += t.elapsed();
            for mut d in produced {
                respell_op_names(&mut d, syntax, self.generation);
                if self.opts.print_op_on_diagnostic {
                    let popts = PrintOptions { generation: self.generation, ..self.popts };
                    attach_op_notes(ctx, syntax, &mut d, popts);
                }
                render(&mut warnings, ctx, self.source, &d);
            }
        }
        if !self.function_passes.is_empty() {
            let t = Instant::now();
            let output_generation = self.opts.compat.unwrap_or(self.generation);
            let mut target = Target { ctx, syntax, module, generation: self.generation, output_generation };
            let mut quiet = Quiet::default();
            let mut run = PipelineRun::default();
            let ran = pass_manager::run_pipeline(
                &mut target,
                self.function_passes,
                self.opts,
                &mut quiet,
                &mut Timer::new(false),
                &mut run,
            );
            times.pass += t.elapsed();
            // An error, or anything to say, is the whole run's to report.
            if ran.is_err() || quiet.said {
                return None;
            }
            if !run.verified {
                ctx.verify(module, self.generation).ok()?;
            }
        }

        let t = Instant::now();
        for s in stub_ops {
            ctx.erase_op(s);
        }
        // The outlined functions follow the shard's own; they are printed after every shard's.
        let body = ctx.entry_block(module, 0)?;
        let outlined: Vec<Op> = ctx.block_ops(body).skip(originals).collect();
        let loc = ctx.loc(module);
        let tail_module = new_module(ctx, loc);
        let tail_body = ctx.entry_block(tail_module, 0)?;
        for f in outlined {
            ctx.move_op_to_end(f, tail_body);
        }
        let (head, tail) = PRINTED.with_borrow_mut(|buf| {
            let mut print = |m: Op| {
                async_opt_text::Printer::print_top_into(ctx, syntax, m, self.popts, buf);
                module_body(buf).map(compress)
            };
            Some((print(module)?, print(tail_module)?))
        })?;
        times.output += t.elapsed();
        Some(Printed { head, tail, warnings, times: times.clone(), statistics })
    }
}

thread_local! {
    /// Each thread prints its shards into one buffer, which keeps its capacity.
    static PRINTED: std::cell::RefCell<String> = const { std::cell::RefCell::new(String::new()) };
}

/// Appends a private declaration of each `(name, function type)` to `module`.
fn add_stubs(ctx: &mut Context, syntax: &SyntaxTable, module: Op, stubs: &[(String, String)]) -> Option<Vec<Op>> {
    let body = ctx.entry_block(module, 0)?;
    let loc = ctx.loc(module);
    let (fname, sym, vis) = (ctx.ident(func::FUNC), ctx.ident("sym_name"), ctx.ident("sym_visibility"));
    let private = ctx.string_attr("private");
    let mut ops = Vec::with_capacity(stubs.len());
    for (name, ty) in stubs {
        let t = async_opt_text::parse_type_str(ctx, syntax, ty).ok()?;
        let (inputs, results) = ctx.function_type_parts(t).map(|(i, r)| (i.to_vec(), r.to_vec()))?;
        let name = ctx.string_attr(name);
        let op = {
            let st = OperationState::new(fname, loc).empty_regions(ctx, 1).with_attr(sym, name).with_attr(vis, private);
            ctx.create_op(st)
        };
        function::set_function_type(ctx, op, &inputs, &results);
        ctx.append_op(body, op);
        ops.push(op);
    }
    Some(ops)
}

fn new_module(ctx: &mut Context, loc: async_opt_ir::Loc) -> Op {
    let name = ctx.ident("builtin.module");
    let m = {
        let st = OperationState::new(name, loc).empty_regions(ctx, 1);
        ctx.create_op(st)
    };
    let b = ctx.create_block();
    let r = ctx.region(m, 0);
    ctx.append_block(r, b);
    m
}

/// The text between `module {` and the final `\n}\n` of a printed module: its ops, each
/// after a newline. `None` if the module printed otherwise (aliases ahead of it, say).
fn module_body(printed: &str) -> Option<&str> {
    printed.strip_prefix("module {")?.strip_suffix("\n}\n")
}

fn compress(text: &str) -> Vec<u8> {
    lz4_flex::compress_prepend_size(text.as_bytes())
}

fn decompress(data: &[u8]) -> std::io::Result<Vec<u8>> {
    lz4_flex::decompress_size_prepended(data).map_err(|e| std::io::Error::new(std::io::ErrorKind::InvalidData, e))
}

/// Writes the compressed `parts` to `out` in order, decompressed on `threads` threads
/// while this one writes (a few parts ahead at most).
fn write_decompressed(parts: &[&[u8]], threads: usize, out: &mut dyn std::io::Write) -> std::io::Result<()> {
    let next = AtomicUsize::new(0);
    let (tx, rx) = std::sync::mpsc::sync_channel::<(usize, std::io::Result<Vec<u8>>)>(threads);
    std::thread::scope(|s| {
        let workers: Vec<_> = (0..threads)
            .map(|_| {
                let (tx, next) = (tx.clone(), &next);
                s.spawn(move || loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    // A closed channel means the writer stopped on an error.
                    if i >= parts.len() || tx.send((i, decompress(parts[i]))).is_err() {
                        return;
                    }
                })
            })
            .collect();
        drop(tx);
        let mut pending = std::collections::BTreeMap::new();
        let mut want = 0;
        let mut written = Ok(());
        for (i, part) in &rx {
            pending.insert(i, part);
            while let Some(part) = pending.remove(&want) {
                written = part.and_then(|p| out.write_all(&p));
                want += 1;
                if written.is_err() {
                    break;
                }
            }
            if written.is_err() {
                break;
            }
        }
        drop(rx);
        // Joined one by one, so each thread has also run its thread-local destructors.
        for w in workers {
            if let Err(panic) = w.join() {
                std::panic::resume_unwind(panic);
            }
        }
        written
    })
}

/// Computes `f(i)` for every `i < n` on `threads` threads, taking indices in order;
/// stops early and returns `None` as soon as one result is `None`. Threads get the
/// parser's stack, as the parser recurses once per nesting level.
fn par_map<R: Send>(n: usize, threads: usize, f: impl Fn(usize) -> Option<R> + Sync) -> Option<Vec<R>> {
    let results: Vec<Mutex<Option<R>>> = (0..n).map(|_| Mutex::new(None)).collect();
    let next = AtomicUsize::new(0);
    let failed = AtomicBool::new(false);
    let worker = || loop {
        let i = next.fetch_add(1, Ordering::Relaxed);
        if i >= n || failed.load(Ordering::Relaxed) {
            return;
        }
        match f(i) {
            Some(r) => *results[i].lock().unwrap_or_else(|e| e.into_inner()) = Some(r),
            None => failed.store(true, Ordering::Relaxed),
        }
    };
    let spawned = std::thread::scope(|s| {
        let handles: Vec<_> = (0..threads)
            .filter_map(|_| {
                let b =
                    std::thread::Builder::new().name("async-opt shard".into()).stack_size(async_opt_text::PARSER_STACK);
                b.spawn_scoped(s, worker).ok()
            })
            .collect();
        let spawned = !handles.is_empty();
        for h in handles {
            if let Err(panic) = h.join() {
                std::panic::resume_unwind(panic);
            }
        }
        spawned
    });
    if !spawned {
        worker();
    }
    if failed.into_inner() {
        return None;
    }
    results.into_iter().map(|r| r.into_inner().unwrap_or_else(|e| e.into_inner())).collect()
}
