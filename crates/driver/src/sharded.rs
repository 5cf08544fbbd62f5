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
//! - the passes before the lowering (`async-parallel-for`, function passes) run once in every
//!   shard first (a trial), to tell what functions async-parallel-for adds, and when in its
//!   greedy driver's order, and what the lowering's plan needs of their result; the plan
//!   then names the added functions as the whole run would ([`parallel_for::plan_names`])
//!   and places them in the whole run's order ([`parallel_for::creation_order`]);
//! - `async-to-async-runtime` decides which functions become coroutines and how outlined
//!   functions are named from summaries of all shards ([`async_opt_transforms::ModulePlan`]);
//! - in LLVM 22's generic form, whose ids run across the module, each piece of the output is
//!   printed numbered from zero, with its ids marked, and shifted by what the pieces after
//!   it number ([`async_opt_text::ids`]);
//! - the module is written only when every shard succeeded, the functions of the input
//!   first and then the added and outlined ones, as one symbol table appends them. Until then each
//!   shard's text waits compressed (LZ4), a few percent of its size.
//!
//! Anything this path cannot reproduce exactly (an error anywhere, an alias it cannot place, top-level ops
//! other than functions, flags it does not handle) makes [`run`] return `None`, and the
//! driver runs the whole module as one; diagnostics then come from that run.

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

use rustc_hash::{FxHashMap, FxHashSet};

use async_opt_dialects::names::Known;
use async_opt_dialects::{async_, func, function};
use async_opt_ir::{Context, Op, OperationState};
use async_opt_text::alias::{AliasMerge, MarkedAlias, MarkedAliases, NamedAliases, MARK};
use async_opt_text::ids::MarkedIds;
use async_opt_text::{loc_to_string, type_to_string, Generation, ParseOptions, PrintOptions, SyntaxTable};
use async_opt_transforms::async_parallel_for::{self as parallel_for, AddedFunction, Naming, ShardAdditions};
use async_opt_transforms::async_to_async_runtime::plan;
use async_opt_transforms::{AsyncParallelForOptions, AsyncToAsyncRuntimeOptions, ModulePlan, ShardSummary};

use crate::diagnostics::{render, respell_op_names, OpNotes, Source};
use crate::pass_manager::{IrPrinting, PipelineRun, Sink, Target};
use crate::pipeline::{PassOutput, PassSpec};
use crate::timing::{Timer, TimingEntry};
use crate::verify_diagnostics::{self, Produced};
use crate::{pass_manager, pipeline, Options, Registered, RunStatus};
use async_opt_ir::Diagnostic;
use async_opt_transforms::Statistics;

mod quick_scan;

/// How large an input must be to be run in shards, and how large a shard is.
#[derive(Clone, Copy, Debug)]
pub struct Sizes {
    /// The smallest input, in bytes, that is run in shards (128 KiB).
    pub min_input: usize,
    /// About how many bytes of text each shard holds at most (64 KiB).
    pub shard: usize,
}

impl Default for Sizes {
    fn default() -> Self {
        // Measured on the generated modules (bench/gen_module.py), through the lowering:
        // from about 100 KiB the shards are faster than the whole module even on one thread
        // (a shard's IR stays in the caches). A shard is small enough to stay on one thread
        // (the verifier goes parallel from 50k ops) and for shards to balance.
        Sizes { min_input: 128 << 10, shard: 64 << 10 }
    }
}

impl Sizes {
    /// The shard size for an input of `len` bytes: a sixteenth of it, between 16 KiB and
    /// `shard`, so that a module of a few hundred KiB still gives every thread several.
    fn shard_for(self, len: usize) -> usize {
        (len / 16).clamp(self.shard.min(16 << 10), self.shard)
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
    if opts.split_input_file {
        return None;
    }
    let placement = Placement { line_offset: 0, source: None, expectations: (src, 0, 0), fallback: None };
    run_placed(name, src, opts, out, sizes, placement).map(|(status, _)| status)
}

/// A large `--split-input-file` chunk of `source`'s file in shards, as [`run`] runs a
/// module. Its parts that tell no generation are read in `fallback`'s, the generation of
/// the chunk before (LLVM 14's when none); after a chunk in another generation, only a
/// chunk that tells that one or none runs in shards. Its lines are the file's and its
/// warnings quote the file; the generation it was read in comes with the status.
pub fn run_chunk(
    source: &Source<'_>,
    chunk: &crate::split::Chunk<'_>,
    fallback: Option<Generation>,
    opts: &Options,
    out: &mut dyn std::io::Write,
    sizes: Sizes,
) -> Option<(RunStatus, Generation)> {
    // Most chunks are small: they leave before anything is copied.
    if chunk.text.len() < sizes.min_input || opts.timing {
        return None;
    }
    // A chunk after a marker starts on the marker's line, which holds nothing more.
    let (text, line_offset) = match chunk.text.split_once('\n') {
        _ if chunk.col_offset == 0 => (chunk.text, chunk.line_offset),
        Some((rest_of_marker, text)) if rest_of_marker.trim().is_empty() => (text, chunk.line_offset + 1),
        _ => return None,
    };
    let alone = Options { split_input_file: false, ..opts.clone() };
    let expectations = (chunk.text, chunk.line_offset, chunk.col_offset);
    let placement = Placement { line_offset, source: Some(source), expectations, fallback };
    run_placed(source.name, text, &alone, out, sizes, placement)
}

/// Where a sharded run's text sits in the file it reports on.
struct Placement<'a> {
    /// Lines of the file before it.
    line_offset: u32,
    /// The whole file, when it is a part of it.
    source: Option<&'a Source<'a>>,
    /// The text `-verify-diagnostics` reads the expectations from, with its line and
    /// column offsets (a chunk's from the marker on, as the whole run reads them).
    expectations: (&'a str, u32, u32),
    /// The generation of the chunk before, if any.
    fallback: Option<Generation>,
}

fn run_placed(
    name: &str,
    src: &str,
    opts: &Options,
    out: &mut dyn std::io::Write,
    sizes: Sizes,
    placement: Placement<'_>,
) -> Option<(RunStatus, Generation)> {
    // After a failure the whole run prints the IR: a run that succeeds prints none.
    let prints_ir = IrPrinting { after_failure: false, after_change: false, ..opts.print_ir.clone() }.any();
    if src.len() < sizes.min_input || prints_ir || opts.input_bytes.is_some() {
        return None;
    }
    let passes = ShardPasses::of(&opts.passes)?;
    let started = Instant::now();
    let shard_size = sizes.shard_for(src.len());
    let (definitions, header, shards) = cut(src, shard_size, placement.line_offset)?;
    // `--mlir-disable-threading` runs the shards one after the other: one IR in memory at
    // a time, and the same output.
    let threads = if opts.disable_threading { 1 } else { std::thread::available_parallelism().map_or(1, |n| n.get()) };
    let threads = threads.min(shards.len());

    // 1. Summarize every shard.
    let fresh = Fresh::new(definitions, placement.fallback);
    if !fresh.definitions.all_parse(name, opts, &fresh.registered, threads, shard_size) {
        return None;
    }
    let scanned = par_map(shards.len(), threads, |i| scan(name, opts, &fresh, &shards[i]))?;
    let summarized = started.elapsed();
    let generation = scanned.iter().map(|s| s.generation).fold(Generation::V14, merge_generation);
    // After a chunk in another generation than LLVM 14's (the default), a shard is read
    // as the whole chunk would be only when the chunk tells that generation or none: the
    // whole parse reads an op spelled alike in every generation as the spellings before it
    // tell.
    if placement.fallback.is_some_and(|g| g != Generation::V14)
        && scanned.iter().any(|s| Some(s.generation) != placement.fallback)
    {
        return None;
    }
    let output_generation = opts.compat.unwrap_or(generation);
    let pass = passes.lower.map(|spec| pipeline::async_to_async_runtime_options(&spec.options, output_generation));
    let popts = pass_manager::output_print_options(opts, output_generation);
    let module_open = module_open(name, opts, &fresh, src, placement.line_offset, header, popts)?;
    let summaries: Vec<&ShardSummary> = scanned.iter().map(|s| &s.summary).collect();
    let lowering = pass.as_ref().unwrap_or(&AsyncToAsyncRuntimeOptions::default()).clone();
    // With a trial, the lowering is planned from its result: this plan only places symbols.
    let placing = if passes.trial() { AsyncToAsyncRuntimeOptions::default() } else { lowering.clone() };
    let plan = plan::plan(&summaries, &[], &placing, true).ok()?;
    let stubs = stub_signatures(&scanned, &plan);

    // The passes before the lowering first: a trial run of every shard tells what functions
    // async-parallel-for adds (named then after the whole run) and what the lowering's plan
    // needs of the result.
    let parallel_for = passes.parallel_for.map(|spec| pipeline::parallel_for_options(&spec.options));
    let mut trials = Vec::new();
    let mut added_names = Vec::new();
    let mut creation_order = Vec::new();
    if passes.trial() {
        let symbols: Vec<&str> = summaries
            .iter()
            .flat_map(|s| s.funcs.iter().map(|f| f.name.as_str()).chain(s.other_symbols.iter().map(String::as_str)))
            .collect();
        let avoiding: FxHashSet<&str> = symbols.iter().copied().collect();
        let trial = Trial {
            name,
            opts,
            fresh: &fresh,
            generation,
            output_generation,
            parallel_for: parallel_for.as_ref(),
            function_passes: passes.before_lower,
            symbols: &avoiding,
        };
        trials = par_map(shards.len(), threads, |i| trial.run(&shards[i], &stubs[i]))?;
        let additions: Vec<ShardAdditions> = trials.iter().map(|t| t.additions.clone()).collect();
        creation_order = parallel_for::creation_order(&additions);
        added_names = parallel_for::plan_names(symbols.iter().copied(), &additions, &creation_order);
        for (t, planned) in trials.iter_mut().zip(&added_names) {
            t.rename(planned)?;
        }
    }
    let plan = if passes.trial() {
        let summaries: Vec<&ShardSummary> = trials.iter().map(|t| &t.summary).collect();
        plan::plan(&summaries, &creation_order, &lowering, true).ok()?
    } else {
        plan
    };
    let planned = started.elapsed();

    // 2. Parse again, verify, lower, verify and print every shard.
    let own_source;
    let source = match placement.source {
        Some(file) => file,
        None => {
            own_source = Source::new(name, src);
            &own_source
        }
    };
    let job = Lower {
        name,
        opts,
        fresh: &fresh,
        source,
        parallel_for: parallel_for.as_ref(),
        parallel_for_names: &added_names,
        passes: &passes,
        pass: pass.as_ref(),
        plan: &plan,
        generation,
        output_generation,
        popts,
        module_loc: &module_open.loc,
    };
    let printed = par_map(shards.len(), threads, |i| job.lower(i, &shards[i], &scanned[i], &stubs[i]))?;
    let lowered = started.elapsed();
    // Only a run whose diagnostics are all expected, and every expectation met, goes on:
    // the whole run words the errors of any other.
    if opts.verify_diagnostics {
        let (text, lines, cols) = placement.expectations;
        let expected = verify_diagnostics::collect(text, lines, cols, generation == Generation::V22).ok()?;
        let mut expected = verify_diagnostics::Expectations::new(expected);
        let all_expected = printed.iter().flat_map(|p| &p.produced).all(|p| expected.take(p).is_ok());
        if !all_expected || expected.unmatched().next().is_some() {
            return None;
        }
    }

    // 3. Name the aliases as one print would (in output order), then write them, the
    // functions of the input, then the outlined ones.
    let t = Instant::now();
    let mut merge = AliasMerge::new(output_generation);
    // The generic form visits an op's regions before its attributes, the custom form
    // prints the module's attributes first.
    let mut open_marks = if popts.generic { Vec::new() } else { merge.add(&module_open.aliases.aliases) };
    // The module holds every shard's own functions, then the functions async-parallel-for
    // added (in the order the whole run adds them), then the lowering's outlined ones, from
    // the shards' own functions and then from the added ones (in that order again).
    let in_output_order = printed
        .iter()
        .map(|p| &p.head)
        .chain(creation_order.iter().map(|&(i, n)| &printed[i].added[n]))
        .chain(printed.iter().map(|p| &p.outlined))
        .chain(creation_order.iter().map(|&(i, n)| &printed[i].outlined_from_added[n]));
    let mut pieces: Vec<Part<'_>> = in_output_order
        .filter(|p| !p.text.is_empty())
        .map(|p| Part { text: &p.text, marks: merge.add(&p.aliases), ids: p.ids, shift: (0, 0) })
        .collect();
    // LLVM 22's generic form numbers the ids of the last top-level op first: a piece's
    // start where all the later pieces' end.
    let mut later = (0u32, 0u32);
    for p in pieces.iter_mut().rev() {
        p.shift = later;
        later = (later.0.checked_add(p.ids.values)?, later.1.checked_add(p.ids.args)?);
    }
    if popts.generic {
        open_marks = merge.add(&module_open.aliases.aliases);
    }
    let aliases = merge.finish();
    let (mut open, mut close) = (Vec::new(), b"\n".to_vec());
    async_opt_text::alias::substitute_marks(module_open.open.as_bytes(), &mut open, &open_marks, &aliases)?;
    async_opt_text::alias::substitute_marks(module_open.close.as_bytes(), &mut close, &open_marks, &aliases)?;
    let written = (|| -> std::io::Result<()> {
        out.write_all(aliases.before.as_bytes())?;
        out.write_all(&open)?;
        write_decompressed(&pieces, &aliases, threads, out)?;
        out.write_all(&close)?;
        out.write_all(top_level_end(popts).as_bytes())?;
        out.write_all(aliases.after.as_bytes())?;
        // mlir-opt ends its output with an empty line.
        out.write_all(b"\n")?;
        out.flush()
    })();
    let output = t.elapsed();
    let mut diagnostics = String::with_capacity(printed.iter().map(|p| p.warnings.len()).sum());
    if opts.dump_pass_pipeline {
        diagnostics.push_str(&pass_manager::pipeline_text(&opts.passes));
    }
    let (mut scan_times, mut lower_times) = (Times::new(opts), Times::new(opts));
    // Every pass ran in every shard: its counters are the shards' summed.
    let mut stats: Vec<Option<Statistics>> = vec![Some(Statistics::default()); passes.count];
    for s in &scanned {
        scan_times.add(&s.times);
    }
    for p in &printed {
        diagnostics.push_str(&p.warnings);
        lower_times.add(&p.times);
        for (sum, st) in stats.iter_mut().zip(&p.statistics) {
            if let (Some(sum), Some(st)) = (sum, st) {
                sum.merge(st);
            }
        }
    }
    if let Some(display) = opts.statistics {
        diagnostics.push_str(&pass_manager::statistics_report(&opts.passes, &stats, display, output_generation));
    }
    let mut success = true;
    if let Err(e) = written {
        diagnostics.push_str(&format!("{name}: error: cannot write the output: {e}\n"));
        success = false;
    }
    let phases = Phases { summarized, planned, lowered, output, shards: printed.len(), threads, trial: passes.trial() };
    let timings = phases.report(opts, &scan_times, &lower_times, started.elapsed());
    if opts.skip_free {
        // The process exits next: freeing a million summaries and strings one by one is
        // wasted time (see `Options::skip_free`).
        std::mem::forget(plan);
        std::mem::forget(summaries);
        std::mem::forget((scanned, stubs, printed, source, trials, added_names));
    }
    Some((RunStatus { diagnostics, success, timings, files: Vec::new() }, generation))
}

/// A run of top-level ops: its text and the number of lines before it.
struct Shard<'s> {
    text: &'s str,
    line_offset: u32,
}

/// The module's alias definitions, before it and after it, indexed by name: a shard is
/// parsed with those it refers to (and those they refer to) only, so that thousands of
/// location aliases, as mlir-opt writes them under debug info, cost each shard its own few.
struct Definitions<'s> {
    src: &'s str,
    defs: Vec<Definition>,
    by_name: FxHashMap<&'s str, u32>,
}

struct Definition {
    /// The definition's text in the input, to its line's end.
    text: std::ops::Range<usize>,
    /// What the alias stands for.
    value: std::ops::Range<usize>,
    /// Whether it follows the module (a deferred location alias).
    after: bool,
    /// The definitions its value refers to.
    refs: Vec<u32>,
}

impl<'s> Definitions<'s> {
    /// `None` for what a shard cannot reproduce: an alias defined twice (the whole run
    /// reports it), or an alias after the module that is no location. mlir-opt writes only
    /// deferred locations there; any other would mean something to the ops before it only
    /// through an error, which is the whole run's to report.
    fn index(src: &'s str, layout: &async_opt_text::layout::TopLevelLayout) -> Option<Self> {
        let all = &layout.definitions;
        let mut by_name = FxHashMap::with_capacity_and_hasher(all.len(), Default::default());
        for (i, d) in all.iter().enumerate() {
            if by_name.insert(&src[d.name.clone()], i as u32).is_some() {
                return None;
            }
        }
        let after = |d: &async_opt_text::layout::AliasDefinition| d.text.start >= layout.body.end;
        if all.iter().any(|d| after(d) && !d.is_location(src)) {
            return None;
        }
        let defs = all
            .iter()
            .map(|d| Definition {
                text: d.text.clone(),
                value: d.value.clone(),
                after: after(d),
                refs: async_opt_text::layout::alias_references(&src[d.value.clone()])
                    .filter_map(|r| by_name.get(r).copied())
                    .collect(),
            })
            .collect();
        Some(Definitions { src, defs, by_name })
    }

    /// The value of the alias `name` defines.
    fn value(&self, name: &str) -> Option<&'s str> {
        self.by_name.get(name).map(|&i| &self.src[self.defs[i as usize].value.clone()])
    }

    /// The definitions `seeds` refer to, transitively, with the seeds, in file order.
    fn closure(&self, seeds: impl IntoIterator<Item = u32>) -> Vec<u32> {
        let mut seen = FxHashSet::default();
        let mut stack: Vec<u32> = seeds.into_iter().filter(|&i| seen.insert(i)).collect();
        while let Some(i) = stack.pop() {
            stack.extend(self.defs[i as usize].refs.iter().copied().filter(|&r| seen.insert(r)));
        }
        let mut all: Vec<u32> = seen.into_iter().collect();
        all.sort_unstable();
        all
    }

    /// The definitions `text` refers to, transitively, in file order.
    fn referenced_by(&self, text: &str) -> Vec<u32> {
        if self.defs.is_empty() {
            return Vec::new();
        }
        let refs = async_opt_text::layout::alias_references(text).filter_map(|r| self.by_name.get(r).copied());
        self.closure(refs)
    }

    /// `text`, which begins on line `line_offset` of the input, between the definitions it
    /// refers to that precede it in the input and those that follow it, as there (the
    /// parser takes a location alias defined later for a forward reference, and any other
    /// reference to a later alias for an error); and the line offset to parse it with, so
    /// that `text` keeps the input's lines. `None` if the definitions before it take more
    /// lines than precede it.
    fn around<'t>(&self, text: &'t str, line_offset: u32) -> Option<(std::borrow::Cow<'t, str>, u32)> {
        let selected = self.referenced_by(text);
        if selected.is_empty() {
            return Some((text.into(), line_offset));
        }
        let split = selected.partition_point(|&i| !self.defs[i as usize].after);
        let size: usize = selected.iter().map(|&i| self.defs[i as usize].text.len() + 1).sum();
        let mut out = String::with_capacity(size + text.len() + 1);
        // A definition before the module ends with its line: `text` starts on a line of its own.
        self.write(&selected[..split], &mut out);
        let lines = memchr::memchr_iter(b'\n', out.as_bytes()).count() as u32;
        out.push_str(text);
        if split < selected.len() {
            out.push('\n');
            self.write(&selected[split..], &mut out);
        }
        Some((out.into(), line_offset.checked_sub(lines)?))
    }

    fn write(&self, selected: &[u32], out: &mut String) {
        for &i in selected {
            out.push_str(&self.src[self.defs[i as usize].text.clone()]);
            // The last definition of the file may end without a newline.
            if !out.ends_with('\n') {
                out.push('\n');
            }
        }
    }

    /// Whether every definition parses as in the whole run, to no op: in runs of about
    /// `size` bytes, each with the definitions it refers to, on `threads` threads. (A
    /// shard parses only the definitions it uses; this catches the errors of the rest.)
    fn all_parse(&self, name: &str, opts: &Options, registered: &Registered, threads: usize, size: usize) -> bool {
        let mut runs = Vec::new();
        let mut start = 0;
        let mut bytes = 0;
        for (i, d) in self.defs.iter().enumerate() {
            bytes += d.text.len();
            if bytes >= size || i + 1 == self.defs.len() {
                runs.push(start as u32..i as u32 + 1);
                (start, bytes) = (i + 1, 0);
            }
        }
        par_map(runs.len(), threads, |r| {
            let selected = self.closure(runs[r].clone());
            let mut text = String::new();
            self.write(&selected, &mut text);
            with_thread_context(&registered.ctx, |ctx| {
                ctx.reset_from(&registered.ctx);
                let (module, _) = async_opt_text::parse_source_here_telling_generation(
                    ctx,
                    &registered.syntax,
                    &text,
                    parse_options(name, opts, 0, None),
                );
                let empty =
                    module.ok().and_then(|m| ctx.entry_block(m, 0)).is_some_and(|b| ctx.block_ops(b).next().is_none());
                empty.then_some(())
            })
        })
        .is_some()
    }
}

/// The module's alias definitions and header (when it has a name or attributes), and its
/// body cut at top-level op boundaries into shards of about `size` bytes; `src` starts on
/// line `line_offset` + 1 of the input.
fn cut(src: &str, size: usize, line_offset: u32) -> Option<(Definitions<'_>, Option<ModuleHeader>, Vec<Shard<'_>>)> {
    let layout = async_opt_text::layout::top_level_layout(src, size)?;
    let definitions = Definitions::index(src, &layout)?;
    let ends = layout.cuts.iter().copied().skip(1).chain([layout.body.end]);
    let mut counted = 0usize;
    let mut line_offset = line_offset;
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
    let generic = |open: &std::ops::Range<usize>| src[open.clone()].starts_with('"');
    let header = layout.header.map(|open| ModuleHeader { generic: generic(&open), open, trailer: layout.trailer });
    (shards.len() > 1).then_some((definitions, header, shards))
}

fn lines_between(src: &str, from: usize, to: usize) -> u32 {
    memchr::memchr_iter(b'\n', &src.as_bytes()[from..to]).count() as u32
}

/// How the module around the shards' ops is printed.
struct ModuleText {
    /// Up to its body: `module @name attributes {...} {`, or in the generic form
    /// `"builtin.module"() ({`.
    open: String,
    /// After its body: `}`, or in the generic form `}) {attributes} : () -> ()`.
    close: String,
    /// The aliases `open` and `close` use, by their marks.
    aliases: MarkedAliases,
    /// Its location, in full (the implicit module's is line 0, column 0 of the file).
    loc: String,
}

const GENERIC_MODULE: &str = "\"builtin.module\"()";

/// Where a written module's header is in the source: up to the brace that opens its
/// body, and in the generic form what follows the body's closing brace too.
struct ModuleHeader {
    open: std::ops::Range<usize>,
    /// In the custom form the module's ` loc(...)`, if written.
    trailer: std::ops::Range<usize>,
    generic: bool,
}

/// The module's header as the whole run prints it, and the aliases it uses: parsed with an
/// empty body (no header: an empty file, the implicit module), verified and printed. `None`
/// if it does not parse or verify (the whole run then reports why) or prints as anything else.
fn module_open(
    name: &str,
    opts: &Options,
    fresh: &Fresh<'_>,
    src: &str,
    line_offset: u32,
    header: Option<ModuleHeader>,
    popts: PrintOptions,
) -> Option<ModuleText> {
    let (text, line_offset) = match header {
        Some(ModuleHeader { open, trailer, generic }) => {
            // From its line's start, so that columns are right; only whitespace precedes it there.
            let line = src[..open.start].rfind('\n').map_or(0, |p| p + 1);
            // The generic form: the body's one block, then the module's attributes and type.
            let block = if generic { "\n^bb0:\n" } else { "" };
            let text = format!("{}{block}}}{}", &src[line..open.end], &src[trailer]);
            let (text, line_offset) = fresh.definitions.around(&text, line_offset + lines_between(src, 0, line))?;
            (text.into_owned(), line_offset)
        }
        None => (String::new(), 0),
    };
    let mut ctx = fresh.registered.ctx.clone();
    let (module, generation) = async_opt_text::parse_source_here_telling_generation(
        &mut ctx,
        &fresh.registered.syntax,
        &text,
        parse_options(name, opts, line_offset, fresh.fallback),
    );
    let module = module.ok()?;
    ctx.verify(module, generation).ok()?;
    // Shards print their ops in modules of their own: with debug info, at the same location.
    let loc = loc_to_string(&ctx, ctx.loc(module));
    let mut printed = String::new();
    let (aliases, ids) =
        async_opt_text::Printer::print_top_marked_into(&ctx, &fresh.registered.syntax, module, popts, &mut printed);
    // The module's header and end hold no value: only alias marks are named in them.
    if !marks_are_aliases(&printed, &aliases) || ids.values + ids.args > 0 || ids.marks > 0 {
        return None;
    }
    let (open, close) = if popts.generic {
        // An empty body prints its block: `"builtin.module"() ({\n^bb0:\n}) {...} : () -> ()`.
        let (open, close) = printed.strip_prefix(GENERIC_MODULE)?.split_once(" ({\n^bb0:\n")?;
        (format!("{GENERIC_MODULE}{open} ({{"), close.strip_suffix(top_level_end(popts))?.to_string())
    } else {
        // `module @name attributes {...} {\n}`, and with debug info ` loc(...)` after it.
        let (open, close) = printed.split_once(" {\n}")?;
        (format!("{open} {{"), format!("}}{}", close.strip_suffix(top_level_end(popts))?))
    };
    if !open.starts_with(if popts.generic { GENERIC_MODULE } else { "module" }) {
        return None;
    }
    Some(ModuleText { open, close, aliases, loc })
}

/// Whether the [`MARK`] bytes in `text` are the marks its print wrote, each naming one of
/// its aliases (so that naming them later cannot fail).
fn marks_are_aliases(text: &str, aliases: &MarkedAliases) -> bool {
    let mut at = memchr::memchr_iter(MARK, text.as_bytes());
    let mut count = 0;
    while let Some(open) = at.next() {
        let Some(close) = at.next() else { return false };
        let index = text[open + 1..close].parse::<usize>();
        if !index.is_ok_and(|i| i < aliases.aliases.len()) {
            return false;
        }
        count += 1;
    }
    count == aliases.marks
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
    /// Between the parse and the print: the verifier and each pass (nested pipelines
    /// nested), as the pass manager times them.
    steps: Timer,
    output: Duration,
}

impl Times {
    fn new(opts: &Options) -> Self {
        Times { parse: Duration::ZERO, steps: Timer::new(opts.timing), output: Duration::ZERO }
    }

    fn add(&mut self, o: &Times) {
        self.parse += o.parse;
        self.steps.add(o.steps.entries());
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
    /// Whether the plan came from a trial run of the passes before the lowering.
    trial: bool,
}

impl Phases {
    /// The `--mlir-timing` entries: each phase's wall time, and under the phases that run on
    /// every core the time their shards spent in each step, summed over the threads.
    fn report(&self, opts: &Options, scan: &Times, lower: &Times, total: Duration) -> Vec<TimingEntry> {
        let mut timer = Timer::new(opts.timing);
        let phase = |timer: &mut Timer, name: String, wall: Duration, steps: &[TimingEntry]| {
            let user: Duration = steps.iter().filter(|s| s.depth == 0).map(|s| s.wall).sum();
            timer.push(TimingEntry { name, wall, user: Some(user.max(wall)), depth: 0 });
            for s in steps {
                timer.push(TimingEntry { user: Some(s.wall), depth: s.depth + 1, ..s.clone() });
            }
        };
        let (shards, threads) = (self.shards, self.threads);
        phase(
            &mut timer,
            format!(
                "Cut and summarize the shards ({shards} shards on {threads} thread{})",
                if threads == 1 { "" } else { "s" }
            ),
            self.summarized,
            &[TimingEntry::new("Parser", scan.parse)],
        );
        let plan = if self.trial { "Plan, from a trial of the passes before the lowering" } else { "Plan" };
        phase(&mut timer, plan.into(), self.planned - self.summarized, &[]);
        let mut steps = vec![TimingEntry::new("Parser", lower.parse)];
        steps.extend_from_slice(lower.steps.entries());
        steps.push(TimingEntry::new("Printer", lower.output));
        phase(&mut timer, "Lower and print the shards".into(), self.lowered - self.planned, &steps);
        timer.push(TimingEntry::new("Output", self.output));
        timer.finish(total)
    }
}

/// A function's type, and its location when debug info is printed, as text.
#[derive(Clone, PartialEq)]
struct Signature {
    ty: String,
    loc: Option<String>,
}

impl Signature {
    /// Function `f`'s, with its location when `debuginfo`.
    fn of(ctx: &Context, f: Op, debuginfo: bool) -> Option<Self> {
        let ty = type_to_string(ctx, ctx.attr(f, "function_type").and_then(|a| ctx.attr_type(a))?);
        Some(Signature { ty, loc: debuginfo.then(|| loc_to_string(ctx, ctx.loc(f))) })
    }
}

/// What the plan needs from a shard.
struct Scanned {
    summary: ShardSummary,
    /// The signature of each of `summary.funcs`.
    types: Vec<Signature>,
    /// The signature of each of `summary.other_symbols` that is an `async.func`.
    other_types: Vec<Option<Signature>>,
    generation: Generation,
    times: Times,
    /// Read off the shard's tokens ([`quick_scan`]), not its IR: the shard's parse checks it.
    quick: bool,
}

impl Scanned {
    /// What was read off a shard's text, after a chunk in `fallback` (which a shard that
    /// tells no generation is read in, as the parser reads it).
    fn quick(q: quick_scan::QuickScan, times: Times, fallback: Option<Generation>) -> Self {
        let locs = q.locs.map_or_else(|| vec![None; q.types.len()], |l| l.into_iter().map(Some).collect());
        let types = q.types.into_iter().zip(locs).map(|(ty, loc)| Signature { ty, loc }).collect();
        let generation = if q.tells { q.generation } else { fallback.unwrap_or(q.generation) };
        let summary = q.summary;
        Scanned { summary, types, other_types: Vec::new(), generation, times, quick: true }
    }

    /// Whether the parsed shard says what was read off its text: the same summary,
    /// signatures and generation.
    fn agrees(&self, ctx: &Context, module: Op, generation: Generation) -> bool {
        if generation != self.generation || !plan::summarize(ctx, module).is_some_and(|s| s.same_facts(&self.summary)) {
            return false;
        }
        let Some(body) = ctx.entry_block(module, 0) else { return false };
        let funcs = ctx.block_ops(body).filter(|&f| ctx.is_known(f, Known::FuncFunc));
        funcs.zip(&self.types).all(|(f, sig)| Signature::of(ctx, f, sig.loc.is_some()).as_ref() == Some(sig))
    }
}

/// What every shard starts from: a context with the dialects registered, their syntax,
/// and the module's alias definitions, of which it takes those it refers to.
struct Fresh<'s> {
    registered: Registered,
    definitions: Definitions<'s>,
    /// The generation of the chunk before, which a shard telling none is read in.
    fallback: Option<Generation>,
}

impl<'s> Fresh<'s> {
    fn new(definitions: Definitions<'s>, fallback: Option<Generation>) -> Self {
        Fresh { registered: Registered::new(), definitions, fallback }
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
        with_thread_context(&self.registered.ctx, |ctx| {
            let t = Instant::now();
            ctx.reset_from(&self.registered.ctx);
            let (text, line_offset) = self.definitions.around(shard.text, shard.line_offset)?;
            let (parsed, generation) = async_opt_text::parse_source_here_telling_generation(
                ctx,
                &self.registered.syntax,
                &text,
                parse_options(name, opts, line_offset, self.fallback),
            );
            times.parse += t.elapsed();
            parsed.ok().and_then(|module| then(ctx, module, generation, times))
        })
    }
}

fn parse_options(name: &str, opts: &Options, line_offset: u32, fallback: Option<Generation>) -> ParseOptions {
    ParseOptions {
        filename: name.to_string(),
        allow_unregistered: opts.allow_unregistered_dialect,
        line_offset,
        col_offset: 0,
        fallback_generation: fallback,
        raw: None,
    }
}

fn scan(name: &str, opts: &Options, fresh: &Fresh<'_>, shard: &Shard<'_>) -> Option<Scanned> {
    let mut times = Times::new(opts);
    // Read off the tokens where it can be (the shard's parse checks it later); with
    // debug info a stub needs its function's location too.
    let t = Instant::now();
    let alias = |name: &str| fresh.definitions.value(name).map(str::to_owned);
    let locations = opts.print_debuginfo.then(|| quick_scan::Locations {
        file: async_opt_text::escape_string(name),
        line_offset: shard.line_offset,
        alias: &alias,
    });
    if let Some(q) = quick_scan::quick_scan(shard.text, &fresh.registered.syntax, locations.as_ref()) {
        times.parse += t.elapsed();
        return Some(Scanned::quick(q, times, fresh.fallback));
    }
    let (summary, types, other_types, generation) =
        fresh.parse(name, opts, shard, &mut times, |ctx, module, generation, _| {
            let summary = plan::summarize(ctx, module)?;
            // Every function's type, though only those used from other shards need a stub:
            // which ones is known only once every shard is summarized, and this context is gone.
            let body = ctx.entry_block(module, 0)?;
            // The pass gives calls to a converted function its location: printed with
            // debug info, a stub needs the function's.
            let type_of = |f: Op| Signature::of(ctx, f, opts.print_debuginfo);
            let mut types = Vec::with_capacity(summary.funcs.len());
            let mut other_types = Vec::with_capacity(summary.other_symbols.len());
            // An `llvm.func` is one of the other symbols, and needs no stub: the passes of
            // this path see its body as any op's (eliminate-blocking converts `func.func`s
            // and their callers only; only the inliner, which runs whole, takes it for a
            // callable), and no verifier looks one up (`func.call`, `func.constant` and
            // `async.call` of one are errors, with or without it in the shard: declined).
            for top in ctx.block_ops(body) {
                if ctx.is_known(top, Known::FuncFunc) {
                    types.push(type_of(top)?);
                } else if ctx.symbol_name(top).is_some() {
                    // `async.call` verifies its callee: an `async.func` gets a stub too.
                    other_types.push(if ctx.is_known(top, Known::AsyncFunc) { Some(type_of(top)?) } else { None });
                }
            }
            Some((summary, types, other_types, generation))
        })?;
    Some(Scanned { summary, types, other_types, generation, times, quick: false })
}

/// For every shard, the functions (and `async.func`s) it references but another shard
/// defines, with their types as text (every referenced symbol is defined somewhere: the
/// plan checked). Other symbols need none: no verifier looks them up.
fn stub_signatures(scanned: &[Scanned], plan: &ModulePlan<'_>) -> Vec<Vec<Stub>> {
    let mut all = Vec::with_capacity(scanned.len());
    for (i, s) in scanned.iter().enumerate() {
        let mut seen = FxHashSet::default();
        let mut stubs = Vec::new();
        for u in &s.summary.uses {
            let name = u.name.as_str();
            let stub = match (plan.defined.get(name), plan.others.get(name)) {
                (Some(&(j, k)), _) if j != i => {
                    Stub { name: name.to_owned(), sig: scanned[j].types[k].clone(), async_func: false }
                }
                (_, Some(&(j, k))) if j != i => match &scanned[j].other_types[k] {
                    Some(sig) => Stub { name: name.to_owned(), sig: sig.clone(), async_func: true },
                    None => continue,
                },
                _ => continue,
            };
            if seen.insert(name) {
                stubs.push(stub);
            }
        }
        all.push(stubs);
    }
    all
}

/// The pipelines the sharded path runs: `async-parallel-for` (optional, first), then
/// `async-to-async-runtime` (optional), passes that change each function on its own before
/// and after it (reference counting, as flags on the module or nested in `func.func(...)`;
/// `canonicalize` and `cse` nested, or on a module of functions only), which therefore run
/// inside each shard.
struct ShardPasses<'a> {
    parallel_for: Option<&'a PassSpec>,
    /// Function passes before the lowering (there is one).
    before_lower: &'a [PassSpec],
    lower: Option<&'a PassSpec>,
    per_function: &'a [PassSpec],
    /// How many passes the pipeline runs, nested ones counted ([`PassSpec::passes`]).
    count: usize,
}

impl<'a> ShardPasses<'a> {
    /// `None` for a pipeline a shard cannot run as the whole module would.
    fn of(specs: &'a [PassSpec]) -> Option<Self> {
        let leading = |specs: &'a [PassSpec], name: &str| match specs.split_first() {
            Some((first, rest)) if first.name == name && first.nested.is_none() => (Some(first), rest),
            _ => (None, specs),
        };
        let (parallel_for, rest) = leading(specs, "async-parallel-for");
        let count = specs.iter().map(|p| p.passes().len()).sum();
        let per_function = |spec: &PassSpec| match &spec.nested {
            None => pipeline::SHARDABLE_PASSES.contains(&spec.name.as_str()) || pipeline::shardable_on_functions(spec),
            Some(inner) => {
                matches!(spec.name.as_str(), "func.func" | "builtin.func")
                    && inner
                        .iter()
                        .all(|p| p.nested.is_none() && pipeline::SHARDABLE_NESTED_PASSES.contains(&p.name.as_str()))
            }
        };
        let (before_lower, rest) = rest.split_at(rest.iter().position(|s| !per_function(s)).unwrap_or(rest.len()));
        let (lower, after) = leading(rest, "async-to-async-runtime");
        if lower.is_none() {
            return rest.is_empty().then_some(ShardPasses {
                parallel_for,
                before_lower: &[],
                lower,
                per_function: before_lower,
                count,
            });
        }
        after.iter().all(per_function).then_some(ShardPasses {
            parallel_for,
            before_lower,
            lower,
            per_function: after,
            count,
        })
    }

    /// Whether the shards run the passes before the lowering once first (a trial), for what
    /// async-parallel-for adds and the lowering's plan needs of their result.
    fn trial(&self) -> bool {
        self.parallel_for.is_some() || !self.before_lower.is_empty()
    }

    /// The index among the pipeline's passes of the first function pass before the lowering.
    fn before_lower_index(&self) -> usize {
        usize::from(self.parallel_for.is_some())
    }

    /// The index of the lowering among the pipeline's passes.
    fn lower_index(&self) -> usize {
        self.before_lower_index() + self.before_lower.iter().map(|p| p.passes().len()).sum::<usize>()
    }

    /// The index among the pipeline's passes of the first of those after the lowering.
    fn after_lower_index(&self) -> usize {
        self.lower_index() + usize::from(self.lower.is_some())
    }
}

/// Runs `passes` (passes on each function) on a shard's `module`, and verifies it; their
/// counters, by their place in `passes`. `None` if they fail, say anything (the whole run
/// then reports it) or leave it invalid.
fn run_function_passes(
    ctx: &mut Context,
    syntax: &SyntaxTable,
    module: Op,
    passes: &[PassSpec],
    opts: &Options,
    generation: Generation,
    timer: &mut Timer,
) -> Option<Vec<Option<Statistics>>> {
    if passes.is_empty() {
        return Some(Vec::new());
    }
    // `canonicalize` and `cse` on the module keep to each function only when the top level
    // holds nothing else (a shard's stubs are functions too): no pattern or fold matches
    // these ops, and each is a scope of its own.
    if passes.iter().any(pipeline::shardable_on_functions) {
        let body = ctx.entry_block(module, 0)?;
        if !ctx.block_ops(body).all(|o| matches!(ctx.op_name_str(o), "func.func" | "llvm.func" | "async.func")) {
            return None;
        }
    }
    let output_generation = opts.compat.unwrap_or(generation);
    let mut target = Target { ctx, syntax, module, generation, output_generation };
    let mut quiet = Quiet::default();
    let mut run = PipelineRun::default();
    let ran = pass_manager::run_pipeline(&mut target, passes, opts, &mut quiet, timer, &mut run);
    // An error, or anything to say, is the whole run's to report.
    if ran.is_err() || quiet.said {
        return None;
    }
    if !run.verified {
        timer.time("Verifier", || ctx.verify(module, generation)).ok()?;
    }
    Some(run.statistics)
}

/// The name `--mlir-timing` gives the registered pass `name` in `generation`.
fn class_name(name: &str, generation: Generation) -> String {
    pipeline::lookup(name).map_or_else(|| name.to_string(), |p| p.class_name(generation))
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

/// A private declaration of a function another shard defines, for the verifier.
struct Stub {
    name: String,
    sig: Signature,
    /// An `async.func` rather than a `func.func`.
    async_func: bool,
}

/// What a shard's trial run of the passes before the lowering shares with the others.
struct Trial<'a> {
    name: &'a str,
    opts: &'a Options,
    fresh: &'a Fresh<'a>,
    generation: Generation,
    output_generation: Generation,
    parallel_for: Option<&'a AsyncParallelForOptions>,
    /// The function passes after it.
    function_passes: &'a [PassSpec],
    /// Every top-level symbol of the module: the trial's names avoid them all.
    symbols: &'a FxHashSet<&'a str>,
}

/// A shard after its trial run.
struct Tried {
    /// Its summary, the functions the pass added last (its tail).
    summary: ShardSummary,
    /// What the pass added, and when.
    additions: ShardAdditions,
    /// The trial's names of what it added.
    names: Vec<String>,
}

impl Trial<'_> {
    /// Parses `shard`, verifies it (with `stubs`), runs the passes and summarizes the result.
    /// `None` when a step fails (the whole run then reports it).
    fn run(&self, shard: &Shard<'_>, stubs: &[Stub]) -> Option<Tried> {
        let mut times = Times::new(self.opts);
        self.fresh.parse(self.name, self.opts, shard, &mut times, |ctx, module, _, _| {
            let syntax = &self.fresh.registered.syntax;
            let own: Vec<Op> = ctx.entry_block(module, 0).map(|b| ctx.block_ops(b).collect()).unwrap_or_default();
            add_stubs(ctx, syntax, module, stubs)?;
            ctx.verify(module, self.generation).ok()?;
            let mut added = parallel_for::Added::default();
            if let Some(options) = self.parallel_for {
                let naming = Naming::Unique { avoiding: Some(self.symbols) };
                added = parallel_for::async_parallel_for_named(ctx, module, options, self.output_generation, naming)
                    .ok()?;
                ctx.verify(module, self.generation).ok()?;
            }
            let mut untimed = Timer::new(false);
            run_function_passes(ctx, syntax, module, self.function_passes, self.opts, self.generation, &mut untimed)?;
            erase_stubs(ctx, module, own.len(), stubs);
            let summary = plan::summarize_with_tail(ctx, module, own.len())?;
            let turns = added.turns(&own)?;
            let functions = added.functions.iter().zip(turns).map(|(f, (round, turn))| (f.kind, round, turn)).collect();
            let names = added.functions.into_iter().map(|f| f.name).collect();
            Some(Tried { summary, additions: ShardAdditions { functions }, names })
        })
    }
}

impl Tried {
    /// Gives the added functions the `planned` names in the summary, in their definitions
    /// and uses (the trial's names are no other symbol's).
    fn rename(&mut self, planned: &[(AddedFunction, String)]) -> Option<()> {
        if planned.len() != self.names.len() {
            return None;
        }
        let names: FxHashMap<&str, &str> =
            self.names.iter().zip(planned).map(|(a, p)| (a.as_str(), p.1.as_str())).collect();
        let summary = &mut self.summary;
        for name in summary.funcs.iter_mut().map(|f| &mut f.name).chain(summary.uses.iter_mut().map(|u| &mut u.name)) {
            if let Some(&n) = names.get(name.as_str()) {
                *name = n.to_owned();
            }
        }
        Some(())
    }
}

/// What phase 2 shares between shards.
struct Lower<'a> {
    name: &'a str,
    opts: &'a Options,
    fresh: &'a Fresh<'a>,
    /// The whole input, shared by the shards' warnings.
    source: &'a Source<'a>,
    parallel_for: Option<&'a AsyncParallelForOptions>,
    /// The names of the functions async-parallel-for adds to each shard, in order.
    parallel_for_names: &'a [Vec<(AddedFunction, String)>],
    /// The pipeline: function passes before the lowering and after it (when the outlined
    /// functions are still in the shard).
    passes: &'a ShardPasses<'a>,
    pass: Option<&'a AsyncToAsyncRuntimeOptions>,
    plan: &'a ModulePlan<'a>,
    generation: Generation,
    output_generation: Generation,
    popts: PrintOptions,
    /// The whole module's location, in full, which the shards' modules take (debug info
    /// prints it, and its alias is shared).
    module_loc: &'a str,
}

/// Some of a shard's top-level ops, printed and compressed, with marks for the names of
/// the aliases they use.
#[derive(Default)]
struct Piece {
    text: Vec<u8>,
    aliases: Vec<MarkedAlias>,
    /// The ids its ops take, in LLVM 22's generic form (marked in `text`).
    ids: MarkedIds,
}

/// A shard's output, and its rendered warnings.
struct Printed {
    /// Its own functions.
    head: Piece,
    /// Each function async-parallel-for added.
    added: Vec<Piece>,
    /// The functions the lowering outlined from its own functions.
    outlined: Piece,
    /// Those it outlined from each added function.
    outlined_from_added: Vec<Piece>,
    warnings: String,
    /// Under `-verify-diagnostics`, the diagnostics, to be checked instead of rendered.
    produced: Vec<Produced>,
    times: Times,
    /// Each pass's counters, by its place in the pipeline ([`PassSpec::passes`]).
    statistics: Vec<Option<Statistics>>,
}

/// Puts the counters of a run of passes at `start` among the pipeline's.
fn place(all: &mut [Option<Statistics>], start: usize, counted: Vec<Option<Statistics>>) {
    for (slot, st) in all[start..].iter_mut().zip(counted) {
        *slot = st;
    }
}

impl Lower<'_> {
    fn lower(&self, index: usize, shard: &Shard<'_>, scanned: &Scanned, stubs: &[Stub]) -> Option<Printed> {
        let mut times = Times::new(self.opts);
        self.fresh.parse(self.name, self.opts, shard, &mut times, |ctx, module, generation, times| {
            if scanned.quick && !scanned.agrees(ctx, module, generation) {
                return None;
            }
            self.lower_parsed(ctx, index, module, shard, stubs, times)
        })
    }

    fn lower_parsed(
        &self,
        ctx: &mut Context,
        index: usize,
        module: Op,
        shard: &Shard<'_>,
        stubs: &[Stub],
        times: &mut Times,
    ) -> Option<Printed> {
        // The pass multiplies the ops several times over; growing the arenas step by step
        // would copy them again and again (untouched capacity costs no memory).
        ctx.reserve_ops(shard.text.len() / 4);
        let syntax = &self.fresh.registered.syntax;
        let loc = async_opt_text::parse_loc_str(ctx, syntax, self.module_loc).ok()?;
        ctx.set_loc(module, loc);
        let originals = ctx.entry_block(module, 0).map_or(0, |b| ctx.block_ops(b).count());
        add_stubs(ctx, syntax, module, stubs)?;

        let (generation, timer) = (self.generation, &mut times.steps);
        timer.time("Verifier", || ctx.verify(module, generation)).ok()?;
        let mut added = 0;
        if let Some(options) = self.parallel_for {
            let naming = Naming::Planned(self.parallel_for_names.get(index)?);
            let run = timer.time(&class_name("async-parallel-for", self.output_generation), || {
                parallel_for::async_parallel_for_named(ctx, module, options, self.output_generation, naming)
            });
            added = run.ok()?.functions.len();
            timer.time("Verifier", || ctx.verify(module, generation)).ok()?;
        }
        let mut statistics = vec![None; self.passes.count];
        let counted = run_function_passes(ctx, syntax, module, self.passes.before_lower, self.opts, generation, timer)?;
        place(&mut statistics, self.passes.before_lower_index(), counted);
        let mut warnings = String::new();
        let mut expected_against = Vec::new();
        let mut outlined = (0, vec![0; added]);
        if let Some(opts) = self.pass {
            outlined = self.plan.outlined_counts(index);
            let mut counted = Statistics::default();
            let produced = timer.time(&class_name("async-to-async-runtime", self.output_generation), || {
                async_opt_transforms::async_to_async_runtime_shard(ctx, module, opts, self.plan, index, &mut counted)
            });
            let produced = produced.ok()?;
            statistics[self.passes.lower_index()] = Some(counted);
            timer.time("Verifier", || ctx.verify(module, generation)).ok()?;
            let mut notes = OpNotes::default();
            notes.verified(ctx, module);
            for mut d in produced {
                respell_op_names(&mut d, syntax, self.generation);
                if self.opts.verify_diagnostics {
                    let v22 = self.generation == Generation::V22;
                    Produced::all_of(ctx, self.source.name, &d, v22, &mut expected_against);
                    continue;
                }
                if self.opts.print_op_on_diagnostic {
                    let popts = PrintOptions { generation: self.generation, ..self.popts };
                    notes.attach(ctx, syntax, &mut d, popts);
                }
                render(&mut warnings, ctx, self.source, &d);
            }
        }
        let counted = run_function_passes(ctx, syntax, module, self.passes.per_function, self.opts, generation, timer)?;
        place(&mut statistics, self.passes.after_lower_index(), counted);

        let t = Instant::now();
        erase_stubs(ctx, module, originals, stubs);
        // The functions appended after the shard's own are printed after every shard's, in
        // runs the module holds apart: those async-parallel-for added (one by one), those
        // the lowering outlined from the shard's own functions, then from each added one.
        let body = ctx.entry_block(module, 0)?;
        let appended: Vec<Op> = ctx.block_ops(body).skip(originals).collect();
        let (from_own, from_added) = outlined;
        if from_added.len() != added || appended.len() != added + from_own + from_added.iter().sum::<usize>() {
            return None;
        }
        let loc = ctx.loc(module);
        let mut next = appended.into_iter();
        let mut run = |ctx: &mut Context, count: usize| -> Option<Op> {
            if count == 0 {
                return None;
            }
            let m = new_module(ctx, loc);
            let m_body = ctx.entry_block(m, 0).expect("a new module has a body");
            for f in next.by_ref().take(count) {
                ctx.move_op_to_end(f, m_body);
            }
            Some(m)
        };
        let added_modules: Vec<Option<Op>> = (0..added).map(|_| run(ctx, 1)).collect();
        let outlined_module = run(ctx, from_own);
        let outlined_modules: Vec<Option<Op>> = from_added.iter().map(|&n| run(ctx, n)).collect();
        let printed = PRINTED.with_borrow_mut(|buf| {
            let mut print = |m: Option<Op>| -> Option<Piece> {
                let Some(m) = m else { return Some(Piece::default()) };
                let (aliases, ids) = async_opt_text::Printer::print_top_marked_into(ctx, syntax, m, self.popts, buf);
                let checked = marks_are_aliases(buf, &aliases) && ids.check(buf.as_bytes());
                let body = module_body(buf, self.popts).filter(|_| checked)?;
                Some(Piece { text: compress(body), aliases: aliases.aliases, ids })
            };
            Some(Printed {
                head: print(Some(module))?,
                added: added_modules.into_iter().map(&mut print).collect::<Option<_>>()?,
                outlined: print(outlined_module)?,
                outlined_from_added: outlined_modules.into_iter().map(&mut print).collect::<Option<_>>()?,
                warnings,
                produced: expected_against,
                times: Times::new(self.opts),
                statistics,
            })
        })?;
        times.output += t.elapsed();
        Some(Printed { times: times.clone(), ..printed })
    }
}

thread_local! {
    /// Each thread prints its shards into one buffer, which keeps its capacity.
    static PRINTED: std::cell::RefCell<String> = const { std::cell::RefCell::new(String::new()) };
}

/// Appends a private declaration of each stub to `module`.
fn add_stubs(ctx: &mut Context, syntax: &SyntaxTable, module: Op, stubs: &[Stub]) -> Option<()> {
    let body = ctx.entry_block(module, 0)?;
    let loc = ctx.loc(module);
    let (fname, async_fname) = (ctx.ident(func::FUNC), ctx.ident(async_::FUNC));
    let (sym, vis) = (ctx.ident("sym_name"), ctx.ident("sym_visibility"));
    let private = ctx.string_attr("private");
    for stub in stubs {
        let t = async_opt_text::parse_type_str(ctx, syntax, &stub.sig.ty).ok()?;
        let loc = match &stub.sig.loc {
            Some(l) => async_opt_text::parse_loc_str(ctx, syntax, l).ok()?,
            None => loc,
        };
        let (inputs, results) = ctx.function_type_parts(t).map(|(i, r)| (i.to_vec(), r.to_vec()))?;
        let name = ctx.string_attr(&stub.name);
        let op_name = if stub.async_func { async_fname } else { fname };
        let op = {
            let st =
                OperationState::new(op_name, loc).empty_regions(ctx, 1).with_attr(sym, name).with_attr(vis, private);
            ctx.create_op(st)
        };
        function::set_function_type(ctx, op, &inputs, &results);
        ctx.append_op(body, op);
    }
    Some(())
}

/// Erases the stubs [`add_stubs`] appended after the shard's `own` ops, found by their
/// names: a pass may have replaced them (async-func-to-async-runtime turns an `async.func`
/// declaration into a `func.func` one).
fn erase_stubs(ctx: &mut Context, module: Op, own: usize, stubs: &[Stub]) {
    let names: FxHashSet<&str> = stubs.iter().map(|s| s.name.as_str()).collect();
    let Some(body) = ctx.entry_block(module, 0) else { return };
    let found: Vec<Op> =
        ctx.block_ops(body).skip(own).filter(|&op| ctx.symbol_name(op).is_some_and(|n| names.contains(n))).collect();
    for op in found {
        ctx.erase_op(op);
    }
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

/// The text between `module {` (or `"builtin.module"() ({`) and the final `\n}\n` (or
/// `\n}) : () -> ()\n`, either with ` loc(...)` before the newline under debug info) of a
/// printed module: its ops, each after a newline. `None` if the module printed otherwise
/// (aliases ahead of it, say).
fn module_body(printed: &str, popts: PrintOptions) -> Option<&str> {
    let (open, close) = if popts.generic { (" ({", "\n}) : () -> ()") } else { (" {", "\n}") };
    let body = printed.strip_prefix(if popts.generic { GENERIC_MODULE } else { "module" })?.strip_prefix(open)?;
    let end = top_level_end(popts);
    let body = match popts.debuginfo {
        // The module's location is the whole module's, which the header prints.
        true => {
            body.rsplit_once(&format!("{close} loc("))
                .filter(|(_, l)| l.strip_suffix(end).is_some_and(|l| l.ends_with(')')))?
                .0
        }
        false => body.strip_suffix(&format!("{close}{end}"))?,
    };
    // An empty block prints its label.
    Some(if popts.generic && body == "\n^bb0:" { "" } else { body })
}

/// What a print of a top-level op ends with: a newline, but none under local scope.
fn top_level_end(popts: PrintOptions) -> &'static str {
    if popts.local_scope {
        ""
    } else {
        "\n"
    }
}

fn compress(text: &str) -> Vec<u8> {
    lz4_flex::compress_prepend_size(text.as_bytes())
}

/// A piece as the output takes it.
struct Part<'p> {
    /// Compressed.
    text: &'p [u8],
    /// Where its alias marks point in the merged aliases.
    marks: Vec<u32>,
    /// The ids it numbered, and how far they are shifted (LLVM 22's generic form).
    ids: MarkedIds,
    shift: (u32, u32),
}

fn decompress(part: &Part<'_>, aliases: &NamedAliases) -> std::io::Result<Vec<u8>> {
    let invalid = |e: String| std::io::Error::new(std::io::ErrorKind::InvalidData, e);
    let text = lz4_flex::decompress_size_prepended(part.text).map_err(|e| invalid(e.to_string()))?;
    if part.marks.is_empty() && !part.ids.marked {
        return Ok(text);
    }
    let mut named = Vec::with_capacity(text.len() + text.len() / 16);
    let substituted = if part.ids.marked {
        async_opt_text::ids::substitute(&text, &mut named, &part.marks, aliases, part.shift)
    } else {
        async_opt_text::alias::substitute_marks(&text, &mut named, &part.marks, aliases)
    };
    substituted.ok_or_else(|| invalid("a shard's marks do not read as marks".to_string()))?;
    Ok(named)
}

/// Writes the compressed `parts` to `out` in order, decompressed, with their alias marks
/// named (each part's marks map to `aliases` by its list) and their ids shifted, on
/// `threads` threads while this one writes (a few parts ahead at most).
fn write_decompressed(
    parts: &[Part<'_>],
    aliases: &NamedAliases,
    threads: usize,
    out: &mut dyn std::io::Write,
) -> std::io::Result<()> {
    let next = AtomicUsize::new(0);
    let (tx, rx) = std::sync::mpsc::sync_channel::<(usize, std::io::Result<Vec<u8>>)>(threads);
    std::thread::scope(|s| {
        let workers: Vec<_> = (0..threads)
            .map(|_| {
                let (tx, next) = (tx.clone(), &next);
                s.spawn(move || loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    // A closed channel means the writer stopped on an error.
                    if i >= parts.len() || tx.send((i, decompress(&parts[i], aliases))).is_err() {
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

/// Runs `f` on this thread's context, a copy of `proto` the first time: a thread that
/// handles one module after another (after `Context::reset_from`) reuses the memory of the
/// last one instead of faulting in fresh pages.
pub(crate) fn with_thread_context<R>(proto: &Context, f: impl FnOnce(&mut Context) -> R) -> R {
    thread_local! {
        static CONTEXT: std::cell::RefCell<Option<Context>> = const { std::cell::RefCell::new(None) };
    }
    let mut ctx = CONTEXT.with_borrow_mut(Option::take).unwrap_or_else(|| proto.clone());
    let result = f(&mut ctx);
    CONTEXT.with_borrow_mut(|c| *c = Some(ctx));
    result
}

/// Computes `f(i)` for every `i < n` on `threads` threads, taking indices in order;
/// stops early and returns `None` as soon as one result is `None`. Threads get the
/// parser's stack, as the parser recurses once per nesting level.
pub(crate) fn par_map<R: Send>(n: usize, threads: usize, f: impl Fn(usize) -> Option<R> + Sync) -> Option<Vec<R>> {
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
