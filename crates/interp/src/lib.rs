//! async-runner: runs MLIR async programs without LLVM, at every stage of the async
//! pipeline, on async-opt's runtime (real threads, work stealing), and checks what a
//! JIT cannot see.
//!
//! A module is compiled once into a compact form (register slots, resolved successors
//! and callees, pre-decoded ops; `program`) and interpreted (`exec`): `func`,
//! `arith`, `math`, `cf`, `scf`, `memref`, `vector.print`, the runner-utils print
//! functions, and the async dialect at every level: `async.execute`/`await`/groups,
//! `async.func`/`async.call`, the `async.runtime.*` and `async.coro.*` ops of the
//! lowered form (coroutine frames that suspend on one thread and resume on another),
//! and reference counting (`add_ref`/`drop_ref`).
//!
//! Checks: reference counts (leaks at exit, drops below zero, uses after free, each
//! naming the op), deadlocks (the waiting awaits instead of a hang, also in a FIFO mode
//! that behaves like upstream's thread pool), out-of-bounds and freed memory, undefined
//! arithmetic, a step budget and memory and recursion limits; and translation
//! validation (run the input and its lowering, compare what they print).
//!
//! ```
//! use async_opt_interp::{run_source, EntryResult, Options};
//!
//! let src = r#"
//! func @entry() -> i32 {
//!   %t, %v = async.execute -> !async.value<i32> {
//!     %c = arith.constant 42 : i32
//!     async.yield %c : i32
//!   }
//!   %r = async.await %v : !async.value<i32>
//!   return %r : i32
//! }
//! "#;
//! let opts = Options { entry: "entry".into(), result: EntryResult::I32, ..Default::default() };
//! let report = run_source("answer.mlir", src, &opts, None);
//! assert_eq!(report.status, 0, "{}", report.diagnostics);
//! assert_eq!(report.stdout, b"42\n");
//!
//! // The same program after the lowering, on coroutines and the runtime's objects.
//! let passes = async_opt::parse_pipeline("async-to-async-runtime").unwrap();
//! let report = run_source("answer.mlir", src, &Options { passes, ..opts }, None);
//! assert_eq!(report.stdout, b"42\n");
//! ```

#![warn(missing_docs)]

mod arith;
mod compile;
mod exec;
mod format;
mod heap;
mod pool;
mod program;
mod regalloc;
mod sched;

use std::io::Write;
use std::sync::Arc;

use async_opt::diagnostics::{render, Source};
use async_opt::pass_manager::{self, PipelineRun, Sink, Target};
use async_opt::pipeline::{self, PassSpec};
use async_opt::Timer;
use async_opt_ir::{Context, Diagnostic, Loc, Op, Severity};
use async_opt_text::SyntaxTable;
use async_opt_text::{Generation, ParseOptions};

/// What the entry point returns, as mlir-runner's `-entry-point-result` says.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Default)]
pub enum EntryResult {
    /// `void`: the entry point returns nothing.
    #[default]
    Void,
    /// `i32`: the entry point returns an `i32`, which is printed.
    I32,
    /// `i64`: the entry point returns an `i64`, which is printed.
    I64,
    /// `f32`: the entry point returns an `f32`, which is printed.
    F32,
    /// `f64`: the entry point returns an `f64`, which is printed.
    F64,
}

impl EntryResult {
    /// Parses `void`, `i32`, `i64`, `f32` or `f64`.
    pub fn parse(s: &str) -> Option<EntryResult> {
        Some(match s {
            "void" => EntryResult::Void,
            "i32" => EntryResult::I32,
            "i64" => EntryResult::I64,
            "f32" => EntryResult::F32,
            "f64" => EntryResult::F64,
            _ => return None,
        })
    }
    fn name(self) -> &'static str {
        match self {
            EntryResult::Void => "void",
            EntryResult::I32 => "i32",
            EntryResult::I64 => "i64",
            EntryResult::F32 => "f32",
            EntryResult::F64 => "f64",
        }
    }
}

/// How to run a program.
#[derive(Clone, Debug)]
pub struct Options {
    /// The entry point (`-e`).
    pub entry: String,
    /// What the entry point returns (`-entry-point-result`).
    pub result: EntryResult,
    /// Passes applied before running (`-async-to-async-runtime`, `--pass-pipeline`).
    pub passes: Vec<PassSpec>,
    /// `-allow-unregistered-dialect`: accept ops of dialects async-opt does not register
    /// (`vector.print`, `math.*`), in the generic form.
    pub allow_unregistered_dialect: bool,
    /// Worker threads: of the FIFO pool, or of the runtime's pool (which is process-wide:
    /// it applies if the runtime has not started yet, see [`configure_workers`]).
    pub num_workers: Option<usize>,
    /// Run tasks on a FIFO pool where blocking awaits occupy their worker, as
    /// upstream's runtime does.
    pub fifo: bool,
    /// Instructions the run may execute in all.
    pub max_steps: u64,
    /// Bytes of memrefs, frames and async objects the run may hold.
    pub max_memory: i64,
    /// Frames one thread's stack may hold.
    pub max_call_depth: usize,
    /// Translation validation: also run the input lowered by this pipeline and compare.
    pub check_lowering: Option<Vec<PassSpec>>,
    /// How long nothing may happen while the main thread waits before the run is a
    /// deadlock.
    pub deadlock_window: std::time::Duration,
    /// Report counts and timings on stderr (`--stats`).
    pub stats: bool,
    /// Time each phase (`--mlir-timing`): parsing, verification, each pass, the run, in
    /// [`Report::timings`].
    pub timing: bool,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            entry: "main".into(),
            result: EntryResult::Void,
            passes: Vec::new(),
            allow_unregistered_dialect: false,
            num_workers: None,
            fifo: false,
            max_steps: 10_000_000_000,
            max_memory: 4 << 30,
            max_call_depth: 100_000,
            check_lowering: None,
            deadlock_window: std::time::Duration::from_millis(500),
            stats: false,
            timing: false,
        }
    }
}

/// The outcome of running a file: what the program printed, the diagnostics (rendered
/// as mlir-opt does), and the exit status the runners would give.
#[derive(Clone, Debug, Default)]
pub struct Report {
    /// The program's standard output (empty when it was streamed to a sink).
    pub stdout: Vec<u8>,
    /// Every diagnostic, rendered as mlir-opt does (`file:line:col: error: ...`).
    pub diagnostics: String,
    /// 0, 1 for an error, 134 for an abort (a failed `cf.assert`), as the runners exit.
    pub status: i32,
    /// Files the passes wrote (the view passes' graphs with `output-file`), each path's
    /// contents in pass order; `async-runner` writes them. Graphs without a file are in
    /// [`Report::diagnostics`], ahead of the passes' warnings.
    pub files: Vec<(String, Vec<u8>)>,
    /// Time per phase when [`Options::timing`] is set (both runs summed under
    /// `check_lowering`), for `async_opt::timing::report`.
    pub timings: Vec<async_opt::TimingEntry>,
}

/// Sets the number of workers of the runtime's process-wide pool, if it has not
/// started yet (the first run starts it). Returns the number it will have.
pub fn configure_workers(n: Option<usize>) -> usize {
    static STARTED: std::sync::OnceLock<usize> = std::sync::OnceLock::new();
    *STARTED.get_or_init(|| {
        if let Some(n) = n.filter(|&n| n > 0) {
            std::env::set_var("ASYNC_RUNTIME_NUM_THREADS", n.to_string());
        }
        async_runtime::Runtime::global().num_workers()
    })
}

/// The result of [`run`].
pub struct Execution {
    /// What the program printed (when no sink was given).
    pub output: Vec<u8>,
    /// The line mlir-runner prints for a non-void entry point result.
    pub result_line: Option<String>,
    /// Counts and times of the run.
    pub stats: Stats,
}

/// Counts of a run (`--stats`).
#[derive(Clone, Debug, Default)]
pub struct Stats {
    /// Instructions executed (about one per op).
    pub steps: u64,
    /// Coroutine and task frames created.
    pub frames: u64,
    /// Wall time of the run.
    pub wall: std::time::Duration,
    /// CPU time of the whole process (every thread) during the run.
    pub cpu: std::time::Duration,
    /// Bytes of a suspended frame of each coroutine or task function (header and registers).
    pub frame_bytes: Vec<(String, usize)>,
}

impl Stats {
    /// The report `--stats` prints.
    pub fn report(&self) -> String {
        let per = |d: std::time::Duration| d.as_nanos() as f64 / self.steps.max(1) as f64;
        let mut s = format!(
            "async-runner: {} ops in {:.3} s ({:.1} ns/op wall, {:.1} ns/op CPU), {} coroutine and task frames
",
            self.steps,
            self.wall.as_secs_f64(),
            per(self.wall),
            per(self.cpu),
            self.frames
        );
        for (name, bytes) in &self.frame_bytes {
            s.push_str(&format!(
                "async-runner: a suspended frame of @{name} holds {bytes} bytes
"
            ));
        }
        s
    }
}

fn cpu_time() -> std::time::Duration {
    extern "C" {
        fn clock() -> std::ffi::c_long;
    }
    // SAFETY: clock() has no preconditions; POSIX fixes CLOCKS_PER_SEC at 10^6.
    let t = unsafe { clock() };
    std::time::Duration::from_micros(t.max(0) as u64)
}

/// A run's failure: the diagnostic and the exit status.
pub struct Failure {
    /// What went wrong, located at the op that failed.
    pub diagnostic: Diagnostic,
    /// 1, or 134 for an abort.
    pub status: i32,
    /// What the program printed before it failed.
    pub output: Vec<u8>,
}

/// Runs `entry` of `module` (verified IR in `ctx`). The program's output goes to
/// `sink`, or is returned when `sink` is `None`.
pub fn run(
    ctx: &Context,
    module: Op,
    entry: &str,
    options: &Options,
    generation: Generation,
    sink: Option<Box<dyn Write + Send>>,
) -> Result<Execution, Failure> {
    let fail0 = |d: Diagnostic| Failure { diagnostic: d, status: 1, output: Vec::new() };
    let prog = compile::compile(ctx, module, generation == Generation::V22).map_err(fail0)?;
    let module_loc = ctx.loc(module);
    let Some(func) = prog.funcs.iter().position(|f| f.name == entry && f.builtin.is_none() && !f.external) else {
        return Err(fail0(Diagnostic::error(module_loc, format!("entry point '@{entry}' not found"))));
    };
    let f = &prog.funcs[func];
    let floc = ctx.loc(prog.ops[f.op as usize]);
    if !f.param_tys.is_empty() {
        return Err(fail0(Diagnostic::error(floc, format!("entry point '@{entry}' must take no arguments"))));
    }
    use program::{Scalar, Ty};
    let want: Option<Ty> = match options.result {
        EntryResult::Void => None,
        EntryResult::I32 => Some(Ty::Scalar(Scalar::Int(32))),
        EntryResult::I64 => Some(Ty::Scalar(Scalar::Int(64))),
        EntryResult::F32 => Some(Ty::Scalar(Scalar::F32)),
        EntryResult::F64 => Some(Ty::Scalar(Scalar::F64)),
    };
    let ok = match &want {
        None => f.result_tys.is_empty(),
        Some(t) => f.result_tys.len() == 1 && f.result_tys[0] == *t,
    };
    if !ok {
        let msg = match options.result {
            EntryResult::Void => format!("entry point '@{entry}' must return nothing (-entry-point-result=void)"),
            r => format!("entry point '@{entry}' must return a single {} (-entry-point-result={})", r.name(), r.name()),
        };
        return Err(fail0(Diagnostic::error(floc, msg)));
    }
    let limits = sched::Limits {
        max_steps: options.max_steps,
        max_memory: options.max_memory,
        max_depth: options.max_call_depth.max(1),
        deadlock_window: options.deadlock_window,
    };
    let fifo_workers = if options.fifo {
        Some(options.num_workers.unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get())).max(1))
    } else {
        configure_workers(options.num_workers);
        None
    };
    let run = sched::Run::new(prog, sched::Output::new(sink), limits, fifo_workers);
    materialize_consts(&run);
    if let Some(n) = fifo_workers {
        let pool = sched::Fifo::start(&run, n);
        let _ = run.fifo.set(pool);
    }
    let (wall0, cpu0) = (std::time::Instant::now(), cpu_time());
    let outcome = exec::run_entry(&run, func as u32, &[]);
    let (wall, cpu) = (wall0.elapsed(), cpu_time().saturating_sub(cpu0));
    let outcome = outcome.and_then(|r| leak_check(&run).map(|_| r));
    run.out.flush();
    let result = match outcome {
        Ok(results) => {
            let result_line = results.first().map(|&v| match options.result {
                EntryResult::I32 => format!("{}\n", v as u32 as i32),
                EntryResult::I64 => format!("{}\n", v as i64),
                EntryResult::F32 => format!("{}\n", format::fmt_e(f32::from_bits(v as u32) as f64, 6)),
                _ => format!("{}\n", format::fmt_e(f64::from_bits(v), 6)),
            });
            let slots = run.slots.lock().unwrap_or_else(|p| p.into_inner()).clone();
            let relaxed = std::sync::atomic::Ordering::Relaxed;
            let steps = run.steps.load(relaxed) + slots.iter().map(|s| s.steps.load(relaxed)).sum::<u64>();
            let frames = slots.iter().map(|s| s.frames.load(relaxed)).sum();
            let frame_bytes = run
                .prog
                .funcs
                .iter()
                .filter(|f| !matches!(f.kind, program::FuncKind::Plain))
                .map(|f| (f.name.clone(), exec::frame_bytes(f.nregs)))
                .collect();
            let stats = Stats { steps, frames, wall, cpu, frame_bytes };
            Ok(Execution { output: run.out.take(), result_line, stats })
        }
        Err(()) => {
            let e = run.error.lock().unwrap_or_else(|p| p.into_inner()).clone().unwrap_or(sched::RunError {
                op: None,
                message: "the run stopped".into(),
                notes: vec![],
                status: 1,
            });
            let loc = |op: Option<u32>| op.and_then(|i| run.prog.ops.get(i as usize)).map(|&o| ctx.loc(o));
            let main_loc = loc(e.op).unwrap_or(module_loc);
            let mut d = Diagnostic::error(main_loc, e.message.clone());
            for (op, msg) in &e.notes {
                d.notes.push((loc(*op).unwrap_or(main_loc), msg.clone()));
            }
            Err(Failure { diagnostic: d, status: e.status, output: run.out.take() })
        }
    };
    finish(run, result.is_ok());
    result
}

/// Builds the constant objects (vector constants, memref globals) of a run.
fn materialize_consts(run: &Arc<sched::Run>) {
    let mut objs = Vec::new();
    for (i, c) in run.prog.consts.iter().enumerate() {
        let p = match c {
            program::ConstObj::Vector { elem, shape, elems } => heap::Vector::create(*elem, shape, elems),
            program::ConstObj::Global { elem, shape, init, constant, .. } => {
                let n: i64 = shape.iter().product();
                let zeros;
                let data = match init {
                    Some(v) => v.as_slice(),
                    None => {
                        zeros = vec![0u64; n as usize];
                        zeros.as_slice()
                    }
                };
                let buf = heap::Buffer::global(data, n as usize, *constant, i as u32, &run.mem);
                let (strides, _) = heap::row_major(shape).unwrap_or((vec![1; shape.len()], n));
                heap::MemRef::create(buf, *elem, 0, shape, &strides)
            }
        };
        objs.push(p);
    }
    let _ = run.consts.set(objs);
}

/// Objects created by `async.runtime.create*` whose program count never reached zero.
fn leak_check(run: &sched::Run) -> Result<(), ()> {
    if !run.check_leaks {
        return Ok(());
    }
    let created = run.site_sum(|s| &s.created);
    let freed = run.site_sum(|s| &s.freed);
    let mut e: Option<sched::RunError> = None;
    for (site, (&c, &f)) in created.iter().zip(&freed).enumerate() {
        let n = c - f;
        if n <= 0 {
            continue;
        }
        let op = run.prog.site_ops.get(site).copied();
        let kind = run.prog.site_kinds.get(site).copied().filter(|k| !k.is_empty()).unwrap_or("async object");
        let msg = format!(
            "{n} {kind}{} created here {} never freed: {} reference count never reached zero (leaked at exit)",
            if n == 1 { "" } else { "s" },
            if n == 1 { "was" } else { "were" },
            if n == 1 { "its" } else { "their" }
        );
        e = Some(match e {
            None => sched::RunError::at(op.unwrap_or(0), msg),
            Some(prev) => prev.note(op, msg),
        });
    }
    match e {
        None => Ok(()),
        Some(e) => {
            run.fail(e);
            Err(())
        }
    }
}

/// Ends a run: frees what it owns, or keeps it alive for threads that may still look
/// at it (after an error).
fn finish(run: Arc<sched::Run>, ok: bool) {
    if let Some(f) = run.fifo.get() {
        if !ok {
            run.release_blocked();
        }
        f.shutdown();
    }
    for s in run.slots.lock().unwrap_or_else(|p| p.into_inner()).iter() {
        s.done.store(true, std::sync::atomic::Ordering::Relaxed);
    }
    if ok {
        if let Some(c) = run.consts.get() {
            for &p in c {
                // SAFETY: the run's own references; no frame is alive any more.
                unsafe { heap::release(p) };
            }
        }
    } else {
        run.release_blocked();
        let deadline = std::time::Instant::now() + std::time::Duration::from_millis(200);
        while std::time::Instant::now() < deadline && run.snapshot().busy {
            std::thread::sleep(std::time::Duration::from_millis(1));
        }
        // Frames that still exist (suspended forever, or left by the stopped activation)
        // refer to the run: then it stays alive for good.
        let quiet = run.slots.lock().unwrap_or_else(|p| p.into_inner()).iter().all(|s| {
            s.state.load(std::sync::atomic::Ordering::Relaxed) != sched::RUNNING
                && s.blocked.lock().unwrap_or_else(|p| p.into_inner()).is_none()
        });
        if !quiet || run.snapshot().live != 0 {
            std::mem::forget(run.clone());
        }
    }
}

/// A module ready to run: its context, the module op, its syntax generation, the
/// passes' warnings and what they wrote (the view passes' graphs).
type Prepared = (Context, Op, Generation, Vec<Diagnostic>, Vec<pipeline::PassOutput>);

/// Parses, verifies and lowers `src` (the options' passes), ready to run.
fn prepare(
    name: &str,
    src: &str,
    opts: &Options,
    passes: &[PassSpec],
    timer: &mut Timer,
) -> Result<Prepared, Box<(Context, Diagnostic)>> {
    let mut ctx = Context::new();
    let syntax = async_opt_dialects::register_all(&mut ctx);
    let popts = ParseOptions {
        filename: name.to_string(),
        allow_unregistered: opts.allow_unregistered_dialect,
        ..ParseOptions::default()
    };
    let (module, generation) =
        match timer.time("Parser", || async_opt_text::parse_source(&mut ctx, &syntax, src, popts)) {
            Ok(x) => x,
            Err(d) => return Err(Box::new((ctx, d))),
        };
    if let Err(e) = timer.time("Verifier", || ctx.verify(module, generation)) {
        return Err(Box::new((ctx, e.into())));
    }
    // The driver's pass manager, verifying after each pass; nested pipelines
    // (`func.func(...)`) run on each function.
    let mut collected = Collected::default();
    let driver_opts = async_opt::Options::default();
    let mut target = Target { ctx: &mut ctx, syntax: &syntax, module, generation, output_generation: generation };
    let ran = pass_manager::run_pipeline(
        &mut target,
        passes,
        &driver_opts,
        &mut collected,
        timer,
        &mut PipelineRun::default(),
    );
    let (errors, warnings): (Vec<Diagnostic>, Vec<Diagnostic>) =
        collected.diagnostics.into_iter().partition(|d| d.severity == Severity::Error);
    if ran.is_err() {
        // A nested pipeline reports an error for each op it failed on: the first,
        // followed by the others.
        let mut errors = errors.into_iter();
        let first = match errors.next() {
            Some(mut first) => {
                first.followed_by.extend(errors);
                first
            }
            None => Diagnostic::error(ctx.loc(module), "the pass pipeline failed"),
        };
        return Err(Box::new((ctx, first)));
    }
    let outputs = collected.outputs;
    Ok((ctx, module, generation, warnings, outputs))
}

/// What the pass manager reports to async-runner: diagnostics, rendered after the
/// pipeline, and the passes' outputs.
#[derive(Default)]
struct Collected {
    diagnostics: Vec<Diagnostic>,
    outputs: Vec<pipeline::PassOutput>,
    /// IR dumps (none: async-runner has no flags for them).
    stderr: String,
}

impl Sink for Collected {
    fn report(&mut self, _: &Context, _: &SyntaxTable, d: Diagnostic) {
        self.diagnostics.push(d);
    }

    fn stderr(&mut self) -> &mut String {
        &mut self.stderr
    }

    fn output(&mut self, output: pipeline::PassOutput) {
        self.outputs.push(output);
    }
}

/// Hands the passes' outputs on: graphs without a file to stderr, the others to
/// [`Report::files`] (several for one path appended in order).
fn emit_outputs(report: &mut Report, outputs: Vec<pipeline::PassOutput>) {
    for output in outputs {
        match output.file {
            None => report.diagnostics.push_str(&String::from_utf8_lossy(&output.bytes)),
            Some(path) => match report.files.iter_mut().find(|(p, _)| *p == path) {
                Some((_, bytes)) => bytes.extend_from_slice(&output.bytes),
                None => report.files.push((path, output.bytes)),
            },
        }
    }
}

/// One stage's behaviour, for translation validation.
struct Behaviour {
    output: Vec<u8>,
    status: i32,
    error: Option<String>,
    /// What the passes wrote.
    pass_outputs: Vec<pipeline::PassOutput>,
}

/// Runs a file as `async-runner` does: parse (either syntax generation), verify, apply
/// the passes, run; with `check_lowering`, also run the lowered input and compare.
/// Program output goes to `sink` when given (else into [`Report::stdout`]).
pub fn run_source(name: &str, src: &str, opts: &Options, sink: Option<Box<dyn Write + Send>>) -> Report {
    let source = Source::new(name, src);
    let mut report = Report::default();
    let render_all = |report: &mut Report, ctx: &Context, ds: &[Diagnostic]| {
        for d in ds {
            render(&mut report.diagnostics, ctx, &source, d);
        }
    };
    let started = std::time::Instant::now();
    let mut timer = Timer::new(opts.timing);
    if let Some(lowering) = &opts.check_lowering {
        let mut report = check_lowering(name, src, opts, lowering, &source, &mut timer);
        report.timings = timer.finish(started.elapsed());
        return report;
    }
    let (ctx, module, generation, warnings, outputs) = match prepare(name, src, opts, &opts.passes, &mut timer) {
        Ok(x) => x,
        Err(e) => {
            let (ctx, d) = *e;
            render_all(&mut report, &ctx, &[d]);
            report.status = 1;
            report.timings = timer.finish(started.elapsed());
            return report;
        }
    };
    emit_outputs(&mut report, outputs);
    render_all(&mut report, &ctx, &warnings);
    let streaming = sink.is_some();
    match timer.time("Execution", || run(&ctx, module, &opts.entry, opts, generation, sink)) {
        Ok(exec) => {
            report.stdout = exec.output;
            if opts.stats {
                report.diagnostics.push_str(&exec.stats.report());
            }
            if let Some(line) = exec.result_line {
                if streaming {
                    let mut out = std::io::stdout().lock();
                    let _ = out.write_all(line.as_bytes());
                    let _ = out.flush();
                } else {
                    report.stdout.extend_from_slice(line.as_bytes());
                }
            }
        }
        Err(f) => {
            report.stdout = f.output;
            render_all(&mut report, &ctx, &[f.diagnostic]);
            report.status = f.status;
        }
    }
    report.timings = timer.finish(started.elapsed());
    report
}

fn behaviour(
    name: &str,
    src: &str,
    opts: &Options,
    passes: &[PassSpec],
    source: &Source<'_>,
    timer: &mut Timer,
) -> Behaviour {
    match prepare(name, src, opts, passes, timer) {
        Err(e) => {
            let (ctx, d) = *e;
            let mut s = String::new();
            render(&mut s, &ctx, source, &d);
            Behaviour { output: Vec::new(), status: 1, error: Some(s), pass_outputs: Vec::new() }
        }
        Ok((ctx, module, generation, _, pass_outputs)) => {
            match timer.time("Execution", || run(&ctx, module, &opts.entry, opts, generation, None)) {
                Ok(e) => {
                    let mut output = e.output;
                    if let Some(l) = e.result_line {
                        output.extend_from_slice(l.as_bytes());
                    }
                    Behaviour { output, status: 0, error: None, pass_outputs }
                }
                Err(f) => {
                    let mut s = String::new();
                    render(&mut s, &ctx, source, &f.diagnostic);
                    Behaviour { output: f.output, status: f.status, error: Some(s), pass_outputs }
                }
            }
        }
    }
}

/// `--check-lowering`: the input (after the options' passes) and the input lowered by
/// `lowering` must print the same and end the same way.
fn check_lowering(
    name: &str,
    src: &str,
    opts: &Options,
    lowering: &[PassSpec],
    source: &Source<'_>,
    timer: &mut Timer,
) -> Report {
    let before = behaviour(name, src, opts, &opts.passes, source, timer);
    let mut all = opts.passes.clone();
    all.extend(lowering.iter().cloned());
    let mut after = behaviour(name, src, opts, &all, source, timer);
    let mut report = Report { stdout: before.output.clone(), status: before.status, ..Report::default() };
    // The lowered run went through the options' passes too: its graphs are all of them, once.
    emit_outputs(&mut report, std::mem::take(&mut after.pass_outputs));
    if let Some(e) = &before.error {
        report.diagnostics.push_str(e);
    }
    let same = before.output == after.output && before.status == after.status;
    if !same {
        let show = |b: &Behaviour| {
            let mut s = String::from_utf8_lossy(&b.output).into_owned();
            if !s.is_empty() && !s.ends_with('\n') {
                s.push('\n');
            }
            if let Some(e) = &b.error {
                s.push_str(e);
            }
            s
        };
        let pipeline_text = lowering
            .iter()
            .map(|p| {
                if p.options.0.is_empty() {
                    p.name.clone()
                } else {
                    let o: Vec<String> = p.options.0.iter().map(|(k, v)| format!("{k}={v}")).collect();
                    format!("{}{{{}}}", p.name, o.join(" "))
                }
            })
            .collect::<Vec<_>>()
            .join(",");
        let mut ctx = Context::new();
        let loc = locate_entry(&mut ctx, name, src, &opts.entry);
        let msg = format!(
            "--check-lowering: the program and its lowering by '{pipeline_text}' behave differently\n\
             --- the program (exit status {}):\n{}--- lowered (exit status {}):\n{}---",
            before.status,
            show(&before),
            after.status,
            show(&after)
        );
        render(&mut report.diagnostics, &ctx, source, &Diagnostic::error(loc, msg));
        report.status = 1;
    }
    report
}

/// The location of `@entry` in `src` (for diagnostics that are about the whole run).
fn locate_entry(ctx: &mut Context, name: &str, src: &str, entry: &str) -> Loc {
    let file = ctx.ident(name);
    let needle = format!("@{entry}(");
    let (line, col) = src
        .lines()
        .enumerate()
        .find_map(|(i, l)| l.find(&needle).map(|c| (i as u32 + 1, l[..c].rfind("func").map_or(1, |f| f + 1) as u32)))
        .unwrap_or((1, 1));
    ctx.new_loc(async_opt_ir::LocKind::FileLineCol { file, line, col })
}
