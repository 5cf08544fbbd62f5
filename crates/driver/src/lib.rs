//! async-opt as a library: the mlir-opt style driver ([`run`], [`run_to`]) and re-exports of
//! the layers, for embedding without the command line.
//!
//! `async-opt in.mlir -async-to-async-runtime` is, as a library call:
//!
//! ```
//! let opts = async_opt::Options {
//!     passes: async_opt::parse_pipeline("builtin.module(async-to-async-runtime)").unwrap(),
//!     ..Default::default()
//! };
//! let src = r#"
//! func @main() {
//!   %token = async.execute {
//!     async.yield
//!   }
//!   async.await %token : !async.token
//!   return
//! }
//! "#;
//! let out = async_opt::run("in.mlir", src, &opts);
//! assert!(out.success, "{}", out.diagnostics);
//! // The body is outlined into a coroutine that creates and completes the token ...
//! assert!(out.output.contains("func private @async_execute_fn() -> !async.token"));
//! assert!(out.output.contains("%0 = async.runtime.create : !async.token"));
//! assert!(out.output.contains("async.runtime.set_available %0 : !async.token"));
//! // ... and `@main` calls it, then blocks on the token (in LLVM 14's spelling, as the input).
//! assert!(out.output.contains("%0 = call @async_execute_fn() : () -> !async.token"));
//! assert!(out.output.contains("async.runtime.await %0 : !async.token"));
//! ```
//!
//! The layers underneath are re-exported: [`ir`] (the IR core), [`text`] (parser and
//! printer), [`dialects`] and [`transforms`].

#![warn(missing_docs)]

pub mod cli;
pub mod diagnostics;
pub mod pass_manager;
pub mod pipeline;
pub mod sharded;
pub mod split;
pub mod timing;
pub mod verify_diagnostics;

pub use async_opt_dialects as dialects;
pub use async_opt_ir as ir;
pub use async_opt_text as text;
pub use async_opt_transforms as transforms;
pub use pass_manager::{IrPrinting, StatisticsDisplay};
pub use pipeline::{parse_pipeline, PassSpec};
pub use timing::{Timer, TimingDisplay, TimingEntry};

use async_opt_ir::{Context, Diagnostic, Op, Severity};
use async_opt_text::{Generation, ParseOptions};

use diagnostics::{Reporter, Source};
use pass_manager::{PipelineRun, ReporterSink, Target};

/// What the driver does, as mlir-opt's flags say it. The default is `async-opt` with no
/// flags: parse, verify and print, in the input's syntax generation.
///
/// With `verify_diagnostics`, a run succeeds when the input's `expected-*` comments are
/// exactly the diagnostics produced:
///
/// ```
/// let src = r#"
/// func @f() {
///   // expected-error@+1 {{'cf.br' op requires 1 successor but found 0}}
///   "cf.br"() : () -> ()
/// }
/// "#;
/// let opts = async_opt::Options { verify_diagnostics: true, ..Default::default() };
/// let out = async_opt::run("in.mlir", src, &opts);
/// assert!(out.success, "{}", out.diagnostics);
/// assert!(out.diagnostics.is_empty());
///
/// let out = async_opt::run("in.mlir", "func @f() {\n  return\n}\n// expected-error {{nope}}\n", &opts);
/// assert!(!out.success);
/// assert_eq!(out.diagnostics, "in.mlir:4:4: error: expected error \"nope\" was not produced\n");
/// ```
#[derive(Clone, Debug)]
pub struct Options {
    /// `-split-input-file`: run each `// -----` chunk on its own.
    pub split_input_file: bool,
    /// `-verify-diagnostics`: check the diagnostics against the input's `expected-*` comments
    /// instead of reporting them (see [`verify_diagnostics`]).
    pub verify_diagnostics: bool,
    /// `-allow-unregistered-dialect`: accept ops of unknown dialects (in the generic form).
    pub allow_unregistered_dialect: bool,
    /// `--mlir-print-op-generic`: print every op in the generic form.
    pub print_op_generic: bool,
    /// `--mlir-print-debuginfo`: print each op's `loc(...)`.
    pub print_debuginfo: bool,
    /// `--mlir-print-local-scope`: no aliases; attributes, types and locations in place.
    pub local_scope: bool,
    /// `--mlir-elide-elementsattrs-if-larger=N`.
    pub elide_elements_if_larger: Option<u64>,
    /// `--mlir-print-assume-verified`: print custom forms without verifying the IR first
    /// (otherwise IR not known to verify is checked, and printed generic if invalid).
    pub assume_verified: bool,
    /// `--mlir-print-op-on-diagnostic` (on by default, off under `-verify-diagnostics`):
    /// a diagnostic emitted on an op gets a `see current operation` note.
    pub print_op_on_diagnostic: bool,
    /// Output syntax generation; `None` follows the input.
    pub compat: Option<Generation>,
    /// The passes to run, in order ([`parse_pipeline`] makes them from a pipeline string).
    pub passes: Vec<PassSpec>,
    /// `--verify-each` (on by default): verify after each pass.
    pub verify_each: bool,
    /// `--mlir-print-ir-before`/`-after` and friends.
    pub print_ir: IrPrinting,
    /// `--mlir-pass-statistics`, with its display.
    pub statistics: Option<StatisticsDisplay>,
    /// `--dump-pass-pipeline`: print the pipeline on stderr before running it.
    pub dump_pass_pipeline: bool,
    /// Measure the phases (`--mlir-timing`); the report is in [`RunOutput::timings`].
    pub timing: bool,
    /// Do not free the IR after printing, for a process that exits right after (as
    /// clang's `-disable-free`): freeing a million ops one by one costs real time.
    pub skip_free: bool,
    /// Run a large module as one on one thread (`--mlir-disable-threading`) instead of in
    /// shards on every core (see [`sharded`]).
    pub disable_threading: bool,
    /// The input's bytes when they are not all UTF-8: the text given to [`run`] is then
    /// [`async_opt_text::text_of_bytes`] of them, and string literals are read from these.
    pub input_bytes: Option<std::sync::Arc<[u8]>>,
}

impl Default for Options {
    /// mlir-opt's defaults: nothing but parsing and printing, verification after each
    /// pass, `see current operation` notes.
    fn default() -> Self {
        Options {
            split_input_file: false,
            verify_diagnostics: false,
            allow_unregistered_dialect: false,
            print_op_generic: false,
            print_debuginfo: false,
            local_scope: false,
            elide_elements_if_larger: None,
            assume_verified: false,
            print_op_on_diagnostic: true,
            compat: None,
            passes: Vec::new(),
            verify_each: true,
            print_ir: IrPrinting::default(),
            statistics: None,
            dump_pass_pipeline: false,
            timing: false,
            skip_free: false,
            disable_threading: false,
            input_bytes: None,
        }
    }
}

/// The result of a run: the printed IR (only meaningful on success) and the diagnostics text.
pub struct RunOutput {
    /// The printed IR of every chunk.
    pub output: String,
    /// Everything for stderr: diagnostics, IR dumps, reports, graphs, in order.
    pub diagnostics: String,
    /// Whether the run succeeded (mlir-opt's exit status 0): every chunk parsed, verified and went
    /// through the passes, or with `verify_diagnostics`, produced exactly the expected diagnostics.
    pub success: bool,
    /// Time per phase (`--mlir-timing`), summed over chunks.
    pub timings: Vec<TimingEntry>,
    /// Files the passes wrote (the view passes' graphs), to be written on success.
    pub files: Vec<(String, Vec<u8>)>,
}

/// The outcome of [`run_to`]: everything but the printed IR, which went to the writer.
pub struct RunStatus {
    /// Everything for stderr: diagnostics, IR dumps, reports, graphs, in order.
    pub diagnostics: String,
    /// Whether every chunk succeeded and the output could be written.
    pub success: bool,
    /// Time per phase when [`Options::timing`] is set, as in [`RunOutput::timings`].
    pub timings: Vec<TimingEntry>,
    /// Files the passes wrote, each path's contents in order (one part per chunk).
    pub files: Vec<(String, Vec<u8>)>,
}

/// Parses, verifies, runs the passes (verifying after each) and prints every chunk of
/// `src` into a string. `name` is the file name diagnostics give (mlir-opt's `<stdin>` for
/// standard input); on failure the output is empty and the diagnostics say why, as mlir-opt
/// prints them:
///
/// ```
/// let src = "func @f() {\n  %0 = arith.addi\n  return\n}\n";
/// let out = async_opt::run("bad.mlir", src, &async_opt::Options::default());
/// assert!(!out.success);
/// assert!(out.output.is_empty());
/// assert_eq!(out.diagnostics, "bad.mlir:3:3: error: expected SSA operand\n  return\n  ^\n");
/// ```
///
/// Warnings do not fail a run: eliminate-blocking turns the public `@main`, which awaits,
/// into a coroutine returning a token, and says so.
///
/// ```
/// let opts = async_opt::Options {
///     passes: async_opt::parse_pipeline(
///         "builtin.module(async-to-async-runtime{eliminate-blocking-await-ops=true})",
///     )
///     .unwrap(),
///     ..Default::default()
/// };
/// let src = "func @main() {\n  %t = async.execute {\n    async.yield\n  }\n  \
///            async.await %t : !async.token\n  return\n}\n";
/// let out = async_opt::run("in.mlir", src, &opts);
/// assert!(out.success);
/// assert!(out.output.contains("func @main() -> !async.token"));
/// assert!(out.output.contains("async.runtime.await_and_resume"));
/// assert!(out.diagnostics.starts_with(
///     "in.mlir:1:1: warning: eliminate-blocking-await-ops changes the signature of public function @main"
/// ));
/// ```
pub fn run(name: &str, src: &str, opts: &Options) -> RunOutput {
    let mut out = Vec::new();
    let status = run_to(name, src, opts, &mut out);
    RunOutput {
        output: String::from_utf8(out).expect("the printer writes UTF-8"),
        diagnostics: status.diagnostics,
        success: status.success,
        timings: status.timings,
        files: status.files,
    }
}

/// Like [`run`], but prints into `out`. A failed run writes nothing, except that with
/// `--split-input-file` the chunks that succeeded are printed (a failed one leaves only its
/// separator), as mlir-opt does. A large module runs in shards on every core unless
/// `disable_threading` is set ([`sharded`]); the output is the same.
///
/// ```
/// let src = "func @ok() {\n  return\n}\n// -----\nfunc @bad() {\n  \"cf.br\"() : () -> ()\n}\n";
/// let opts = async_opt::Options { split_input_file: true, ..Default::default() };
/// let mut out = Vec::new();
/// let status = async_opt::run_to("in.mlir", src, &opts, &mut out);
/// assert!(!status.success);
/// // The first chunk is printed; the second failed and leaves its separator.
/// let out = String::from_utf8(out).unwrap();
/// assert_eq!(out, "module {\n  func @ok() {\n    return\n  }\n}\n\n// -----\n// -----\n");
/// assert!(status.diagnostics.starts_with("in.mlir:6:3: error: 'cf.br' op requires 1 successor but found 0"));
/// ```
pub fn run_to(name: &str, src: &str, opts: &Options, out: &mut dyn std::io::Write) -> RunStatus {
    if let Some(status) = sharded::run(name, src, opts, out) {
        return status;
    }
    let started = std::time::Instant::now();
    let (chunks, near_misses) = if opts.split_input_file {
        split::split(src)
    } else {
        (vec![split::Chunk { text: src, line_offset: 0, col_offset: 0 }], Vec::new())
    };
    let source = Source::new(name, src);
    let mut diags = String::new();
    for at in near_misses {
        diagnostics::render_at_offset(&mut diags, &source, at, Severity::Warning, "near miss with file split marker");
    }
    let mut timer = Timer::new(opts.timing);
    let mut success = true;
    let mut writable = true;
    let mut files: Vec<(String, Vec<u8>)> = Vec::new();
    let n = chunks.len();
    let mut generation = opts.compat.unwrap_or(Generation::V14);
    // Each chunk is printed as soon as it is done and its IR then reset away, so a file of
    // 100k chunks holds one IR at a time (a batch of them with several threads). Without
    // `--split-input-file` there is one chunk, printed only when it succeeded.
    // A chunk whose spellings do not tell is in the generation of the chunk before.
    let mut previous: Option<Generation> = None;
    let threads = chunk_threads(opts, n);
    let run = ChunkRun { name, opts, source: &source, registered: Registered::new() };
    // One context for the chunks run here, each reset to the registered one.
    let mut ctx = run.registered.ctx.clone();
    let mut next = 0;
    while next < n {
        // The chunks ahead run together, each guessing that the chunk before it is in the
        // generation the last one was: a chunk whose guess proves wrong runs again, so the
        // output is the one-by-one run's.
        let ahead = if threads > 1 && previous.is_some() { chunks_ahead(&chunks[next..], threads) } else { 1 };
        let guess = previous;
        // Chunks run ahead are printed on their thread too, into memory.
        let mut speculated: Vec<Option<(Processed, Option<Vec<u8>>)>> = if ahead > 1 {
            let one = |k: usize| {
                Some(sharded::with_thread_context(&run.registered.ctx, |ctx| {
                    let p = run.process(ctx, &chunks[next + k], &mut Timer::new(false), guess);
                    let mut printed = Vec::new();
                    let ok = p.ready.as_ref().map_or(Ok(()), |r| run.print(ctx, r, &mut printed));
                    (p, ok.ok().map(|()| printed))
                }))
            };
            sharded::par_map(ahead, threads, one).map_or_else(Vec::new, |v| v.into_iter().map(Some).collect())
        } else {
            Vec::new()
        };
        for k in 0..ahead {
            let i = next + k;
            let (mut p, printed) = match speculated.get_mut(k).and_then(Option::take) {
                Some((p, Some(printed))) if p.fallback == previous => (p, Some(printed)),
                _ => match run.in_shards(&chunks[i], previous) {
                    Some((p, printed)) => (p, Some(printed)),
                    None => (run.process(&mut ctx, &chunks[i], &mut timer, previous), None),
                },
            };
            previous = p.generation;
            // Moved, not copied, when it is the first: a module that warns on every function
            // has megabytes of diagnostics.
            if diags.is_empty() {
                diags = std::mem::take(&mut p.diags);
            } else {
                diags.push_str(&p.diags);
            }
            let ready = p.ready;
            success &= ready.is_ok();
            if let Ok(r) = &ready {
                for (path, bytes) in &r.files {
                    match files.iter_mut().find(|(p, _)| p == path) {
                        Some((_, all)) => all.extend_from_slice(bytes),
                        None => files.push((path.clone(), bytes.clone())),
                    }
                }
            }
            if writable && (ready.is_ok() || opts.split_input_file) {
                let r = ready.as_ref().ok();
                let result = timer.time("Output", || -> std::io::Result<()> {
                    if let Some(r) = r {
                        generation = opts.compat.unwrap_or(r.generation);
                    }
                    match (r, &printed) {
                        (Some(_), Some(bytes)) => out.write_all(bytes)?,
                        (Some(r), None) => run.print(&ctx, r, &mut *out)?,
                        (None, _) => {}
                    }
                    if opts.split_input_file {
                        // LLVM 14 ends every chunk with a separator; LLVM 22 only separates them.
                        if generation != Generation::V22 || i + 1 < n {
                            out.write_all(b"// -----\n")?;
                        }
                    }
                    if i + 1 == n {
                        out.flush()?;
                    }
                    Ok(())
                });
                if let Err(e) = result {
                    diags.push_str(&format!("{name}: error: cannot write the output: {e}\n"));
                    success = false;
                    writable = false;
                }
            }
        }
        next += ahead;
    }
    // The last IR is left for the process exit to free (the others were reset away).
    if opts.skip_free {
        std::mem::forget(ctx);
    }
    let timings = timer.finish(started.elapsed());
    RunStatus { diagnostics: diags, success, timings, files }
}

/// How many `--split-input-file` chunks run together: enough per thread to pay for
/// starting the threads, few enough bytes that their IRs fit in memory at once. A chunk
/// large enough for shards runs alone, in them.
fn chunks_ahead(chunks: &[split::Chunk<'_>], threads: usize) -> usize {
    const CHUNKS_PER_THREAD: usize = 64;
    const BYTES_PER_THREAD: usize = 4 << 20;
    let mut bytes = 0;
    let taken = chunks
        .iter()
        .take(CHUNKS_PER_THREAD * threads)
        .take_while(|c| {
            bytes += c.text.len();
            bytes <= BYTES_PER_THREAD * threads && c.text.len() < sharded::Sizes::default().min_input
        })
        .count();
    taken.max(1)
}

/// The threads to run chunks on: one unless there are several chunks and threads are
/// allowed (`--mlir-timing` reports one run's phases: its chunks run one by one).
fn chunk_threads(opts: &Options, chunks: usize) -> usize {
    if !opts.split_input_file || opts.disable_threading || opts.timing || chunks < 2 {
        return 1;
    }
    std::thread::available_parallelism().map_or(1, |t| t.get()).min(8)
}

/// The registered dialects, made once per run: every chunk (and every shard) starts from a
/// copy of this context and shares the syntax table (registering costs more than parsing a small chunk).
pub(crate) struct Registered {
    pub(crate) ctx: Context,
    pub(crate) syntax: async_opt_text::SyntaxTable,
}

impl Registered {
    pub(crate) fn new() -> Self {
        let mut ctx = Context::new();
        let syntax = async_opt_dialects::register_all(&mut ctx);
        Registered { ctx, syntax }
    }
}

/// One chunk's run, with what it says: its diagnostics, and the generation it was read in
/// when the chunk before was in `fallback`.
struct Processed {
    ready: Result<Ready, ()>,
    diags: String,
    generation: Option<Generation>,
    fallback: Option<Generation>,
}

/// What every chunk of a run shares.
struct ChunkRun<'a> {
    name: &'a str,
    opts: &'a Options,
    source: &'a Source<'a>,
    registered: Registered,
}

impl ChunkRun<'_> {
    /// Runs a large chunk in shards ([`sharded::run_chunk`]), printed, when it can be.
    fn in_shards(&self, chunk: &split::Chunk<'_>, fallback: Option<Generation>) -> Option<(Processed, Vec<u8>)> {
        let mut printed = Vec::new();
        let (status, generation) =
            sharded::run_chunk(self.source, chunk, fallback, self.opts, &mut printed, sharded::Sizes::default())?;
        let ready = Ready { module: None, generation, verified: true, files: Vec::new() };
        let p = Processed { ready: Ok(ready), diags: status.diagnostics, generation: Some(generation), fallback };
        status.success.then_some((p, printed))
    }

    /// Runs `chunk` in `ctx` (reset to the registered context first) as read after a chunk
    /// in `fallback`.
    fn process(
        &self,
        ctx: &mut Context,
        chunk: &split::Chunk<'_>,
        timer: &mut Timer,
        fallback: Option<Generation>,
    ) -> Processed {
        let mut diags = String::new();
        let mut generation = fallback;
        ctx.reset_from(&self.registered.ctx);
        let ready = process_chunk(self, ctx, chunk, &mut diags, timer, &mut generation);
        Processed { ready, diags, generation, fallback }
    }

    /// Prints a chunk's module, if it has one to print, and the empty line mlir-opt ends it with.
    fn print(&self, ctx: &Context, r: &Ready, w: &mut dyn std::io::Write) -> std::io::Result<()> {
        let Some(module) = r.module else { return Ok(()) };
        let opts = self.opts;
        let mut popts = pass_manager::output_print_options(opts, opts.compat.unwrap_or(r.generation));
        popts.generic |= !pass_manager::printable_as_is(ctx, module, r.generation, opts, r.verified);
        async_opt_text::Printer::print_top_to(ctx, &self.registered.syntax, module, popts, &mut *w)?;
        w.write_all(b"\n")
    }
}

/// A chunk that went through parsing, verification and the passes, waiting to be printed
/// (its IR is in the context it ran in).
struct Ready {
    /// `None` when `-verify-diagnostics` consumed the chunk's expected error.
    module: Option<Op>,
    generation: Generation,
    /// Whether the IR is known to verify (`--verify-each=false` leaves it unknown).
    verified: bool,
    /// Files the passes wrote.
    files: Vec<(String, Vec<u8>)>,
}

/// One chunk up to printing. `previous` is the generation of the chunk before, and then
/// this chunk's. Diagnostics, IR dumps and reports go to `diags` as they come.
fn process_chunk(
    run: &ChunkRun<'_>,
    ctx: &mut Context,
    chunk: &split::Chunk<'_>,
    diags: &mut String,
    timer: &mut Timer,
    previous: &mut Option<Generation>,
) -> Result<Ready, ()> {
    let ChunkRun { name, opts, source, registered } = run;
    let syntax = &registered.syntax;
    let popts = ParseOptions {
        filename: name.to_string(),
        allow_unregistered: opts.allow_unregistered_dialect,
        line_offset: chunk.line_offset,
        col_offset: chunk.col_offset,
        fallback_generation: *previous,
        raw: opts.input_bytes.as_ref().map(|bytes| async_opt_text::RawSource {
            bytes: bytes.clone(),
            offset: chunk.text.as_ptr() as usize - source.text.as_ptr() as usize,
        }),
    };
    // mlir-opt prints no op under -verify-diagnostics.
    let op_notes = (opts.print_op_on_diagnostic && !opts.verify_diagnostics)
        .then(|| pass_manager::output_print_options(opts, Generation::V14));
    let mut reporter = Reporter::new(source, diags, opts.verify_diagnostics, op_notes);
    let (parsed, generation) =
        timer.time("Parser", || async_opt_text::parse_source_telling_generation(&mut *ctx, syntax, chunk.text, popts));
    // Errors are worded and spelled as the input's mlir-opt words them.
    reporter.generation = generation;
    *previous = Some(generation);
    let mut run = PipelineRun::default();
    let mut files = Vec::new();
    let outcome = (|| -> Result<Op, ()> {
        let module = parsed.map_err(|d| reporter.report(&*ctx, syntax, d))?;
        if let Err(e) = timer.time("Verifier", || ctx.verify(module, generation)) {
            for d in e.0 {
                reporter.report(&*ctx, syntax, d);
            }
            return Err(());
        }
        if opts.dump_pass_pipeline {
            reporter.stderr().push_str(&pass_manager::pipeline_text(&opts.passes));
        }
        let output_generation = opts.compat.unwrap_or(generation);
        let mut target = Target { ctx: &mut *ctx, syntax, module, generation, output_generation };
        let mut sink = ReporterSink { reporter: &mut reporter, files: Vec::new() };
        let ran = pass_manager::run_pipeline(&mut target, &opts.passes, opts, &mut sink, timer, &mut run);
        files = sink.files;
        if let Some(display) = opts.statistics {
            let report = pass_manager::statistics_report(&opts.passes, &run.statistics, display, output_generation);
            reporter.stderr().push_str(&report);
        }
        ran.map(|()| module)
    })();
    let kept = reporter.take_kept();
    if opts.verify_diagnostics {
        check_expected(&*ctx, generation, chunk, source, &kept, diags)?;
        let module = outcome.ok();
        return Ok(Ready { module, generation, verified: run.verified, files });
    }
    let module = outcome?;
    Ok(Ready { module: Some(module), generation, verified: run.verified, files })
}

/// Matches produced diagnostics against the chunk's `expected-*` comments, as mlir-opt's
/// verifier does: a diagnostic takes the first expectation on its line whose message it
/// contains and whose severity it has (one expectation may take several); one that only
/// differs in severity is a near miss.
fn check_expected(
    ctx: &Context,
    generation: Generation,
    chunk: &split::Chunk<'_>,
    source: &Source<'_>,
    produced: &[Diagnostic],
    diags: &mut String,
) -> Result<(), ()> {
    let v22 = generation == Generation::V22;
    let mut expected = match verify_diagnostics::collect(chunk.text, chunk.line_offset, chunk.col_offset, v22) {
        Ok(e) => verify_diagnostics::Expectations::new(e),
        Err((l, c, m)) => {
            diags.push_str(&format!("{}:{l}:{c}: error: {m}\n", source.name));
            return Err(());
        }
    };
    let mut ok = true;
    let mut all = Vec::new();
    for d in produced {
        verify_diagnostics::Produced::all_of(ctx, source.name, d, v22, &mut all);
    }
    for p in &all {
        let Err(near_miss) = expected.take(p) else { continue };
        ok = false;
        match near_miss {
            Some((l, c, want)) => diags.push_str(&format!(
                "{}:{l}:{c}: error: '{}' diagnostic emitted when expecting a '{}'\n",
                source.name,
                p.severity.as_str(),
                want.as_str()
            )),
            None => {
                let (prefix, _) = diagnostics::location_prefix(ctx, source, p.loc);
                diags.push_str(&format!("{prefix}: error: unexpected {}: {}\n", p.severity.as_str(), p.message));
            }
        }
    }
    for e in expected.unmatched() {
        diags.push_str(&format!(
            "{}:{}:{}: error: expected {} \"{}\" was not produced\n",
            source.name,
            e.comment_line,
            e.comment_col,
            e.severity.as_str(),
            e.message
        ));
        ok = false;
    }
    if ok {
        Ok(())
    } else {
        Err(())
    }
}
