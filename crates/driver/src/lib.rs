//! async-opt as a library: the mlir-opt style driver ([`run`]) and re-exports of the
//! layers, for embedding without the command line.
//!
//! ```no_run
//! let opts = async_opt::Options { passes: async_opt::parse_pipeline(
//!     "builtin.module(async-to-async-runtime{eliminate-blocking-await-ops=true})").unwrap(),
//!     ..Default::default() };
//! let out = async_opt::run("in.mlir", "func @f() { return }", &opts);
//! assert!(out.success);
//! print!("{}", out.output);
//! ```

pub mod diagnostics;
pub mod pipeline;
pub mod sharded;
pub mod split;
pub mod verify_diagnostics;

pub use async_opt_dialects as dialects;
pub use async_opt_ir as ir;
pub use async_opt_text as text;
pub use async_opt_transforms as transforms;
pub use pipeline::{parse_pipeline, PassSpec};

use async_opt_ir::{Context, Diagnostic, Op, Severity};
use async_opt_text::{Generation, ParseOptions, PrintOptions};

use diagnostics::{render, Source};

/// What the driver does, as mlir-opt's flags say it.
#[derive(Clone, Debug, Default)]
pub struct Options {
    pub split_input_file: bool,
    pub verify_diagnostics: bool,
    pub allow_unregistered_dialect: bool,
    pub print_op_generic: bool,
    pub print_debuginfo: bool,
    /// Output syntax generation; `None` follows the input.
    pub compat: Option<Generation>,
    pub passes: Vec<PassSpec>,
    /// Measure the phases (`--mlir-timing`); the report is in [`RunOutput::timings`].
    pub timing: bool,
    /// Do not free the IR after printing, for a process that exits right after (as
    /// clang's `-disable-free`): freeing a million ops one by one costs real time.
    pub skip_free: bool,
    /// Run a large module as one on one thread (`--mlir-disable-threading`) instead of in
    /// shards on every core (see [`sharded`]).
    pub disable_threading: bool,
}

/// The result of a run: the printed IR (only meaningful on success) and the diagnostics text.
pub struct RunOutput {
    pub output: String,
    pub diagnostics: String,
    pub success: bool,
    /// Wall time per phase, summed over chunks, in order of first occurrence.
    pub timings: Vec<(String, std::time::Duration)>,
}

/// The outcome of [`run_to`]: everything but the printed IR, which went to the writer.
pub struct RunStatus {
    pub diagnostics: String,
    pub success: bool,
    pub timings: Vec<(String, std::time::Duration)>,
}

/// Accumulates phase times.
#[derive(Default)]
struct Timer {
    enabled: bool,
    phases: Vec<(String, std::time::Duration)>,
}

impl Timer {
    fn time<T>(&mut self, name: &str, f: impl FnOnce() -> T) -> T {
        if !self.enabled {
            return f();
        }
        let start = std::time::Instant::now();
        let r = f();
        let d = start.elapsed();
        match self.phases.iter_mut().find(|(n, _)| n == name) {
            Some((_, t)) => *t += d,
            None => self.phases.push((name.to_string(), d)),
        }
        r
    }
}

/// Parses, verifies, runs the passes (verifying after each) and prints every chunk of
/// `src` into a string.
pub fn run(name: &str, src: &str, opts: &Options) -> RunOutput {
    let mut out = Vec::new();
    let status = run_to(name, src, opts, &mut out);
    RunOutput {
        output: String::from_utf8(out).expect("the printer writes UTF-8"),
        diagnostics: status.diagnostics,
        success: status.success,
        timings: status.timings,
    }
}

/// Like [`run`], but prints into `out`. A failed run writes nothing, except that with
/// `--split-input-file` the chunks that succeeded are printed (a failed one leaves only its
/// separator), as mlir-opt does. A large module runs in shards on every core unless
/// `disable_threading` is set ([`sharded`]); the output is the same.
pub fn run_to(name: &str, src: &str, opts: &Options, out: &mut dyn std::io::Write) -> RunStatus {
    if let Some(status) = sharded::run(name, src, opts, out) {
        return status;
    }
    let chunks =
        if opts.split_input_file { split::split(src) } else { vec![split::Chunk { text: src, line_offset: 0 }] };
    let source = Source::new(name, src);
    let mut diags = String::new();
    let mut timer = Timer { enabled: opts.timing, phases: Vec::new() };
    let mut success = true;
    let mut writable = true;
    let n = chunks.len();
    let mut generation = opts.compat.unwrap_or(Generation::V14);
    // Each chunk is printed as soon as it is done and then dropped, so a file of 100k
    // chunks holds one IR at a time. Without `--split-input-file` there is one chunk,
    // printed only when it succeeded.
    for (i, chunk) in chunks.iter().enumerate() {
        let ready = process_chunk(name, chunk, opts, &source, &mut diags, &mut timer);
        success &= ready.is_ok();
        if writable && (ready.is_ok() || opts.split_input_file) {
            let r = ready.as_ref().ok();
            let result = timer.time("Output", || -> std::io::Result<()> {
                if let Some(r) = r {
                    generation = opts.compat.unwrap_or(r.generation);
                }
                if let Some((r, module)) = r.and_then(|r| Some((r, r.module?))) {
                    let popts = PrintOptions {
                        generation: opts.compat.unwrap_or(r.generation),
                        generic: opts.print_op_generic,
                        debuginfo: opts.print_debuginfo,
                    };
                    async_opt_text::Printer::print_top_to(&r.ctx, &r.syntax, module, popts, &mut *out)?;
                    // mlir-opt ends its output with an empty line.
                    out.write_all(b"\n")?;
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
        // Only the last IR may be left for the process exit to free: the others are
        // dropped here, or a file of many chunks would hold them all.
        if opts.skip_free && i + 1 == n {
            std::mem::forget(ready);
        }
    }
    RunStatus { diagnostics: diags, success, timings: timer.phases }
}

/// A chunk that went through parsing, verification and the passes, waiting to be printed.
struct Ready {
    ctx: Context,
    syntax: async_opt_text::SyntaxTable,
    /// `None` when `-verify-diagnostics` consumed the chunk's expected error.
    module: Option<Op>,
    generation: Generation,
}

/// One chunk up to printing.
fn process_chunk(
    name: &str,
    chunk: &split::Chunk<'_>,
    opts: &Options,
    source: &Source<'_>,
    diags: &mut String,
    timer: &mut Timer,
) -> Result<Ready, ()> {
    let mut ctx = Context::new();
    let syntax = async_opt_dialects::register_all(&mut ctx);
    let popts = ParseOptions {
        filename: name.to_string(),
        allow_unregistered: opts.allow_unregistered_dialect,
        line_offset: chunk.line_offset,
    };
    let mut produced: Vec<Diagnostic> = Vec::new();
    // The input's generation, once parsed: errors are worded and spelled as its mlir-opt's.
    let mut generation = Generation::V14;
    // An error that stops the chunk; `None` when the pass that failed reported its own.
    let outcome = (|| -> Result<Op, Option<Diagnostic>> {
        let (module, g) =
            timer.time("Parser", || async_opt_text::parse_source(&mut ctx, &syntax, chunk.text, popts))?;
        generation = g;
        timer.time("Verifier", || ctx.verify(module, generation))?;
        let output_generation = opts.compat.unwrap_or(generation);
        for spec in &opts.passes {
            let ran = timer.time(&spec.name, || pipeline::run_spec(&mut ctx, &syntax, module, spec, output_generation));
            produced.extend(ran.diagnostics);
            if ran.failed {
                return Err(None);
            }
            timer.time("Verifier", || ctx.verify(module, generation))?;
        }
        Ok(module)
    })();
    let (module, failed) = match outcome {
        Ok(m) => (Some(m), false),
        Err(d) => {
            produced.extend(d);
            (None, true)
        }
    };
    for d in &mut produced {
        diagnostics::respell_op_names(d, &syntax, generation);
    }
    if opts.verify_diagnostics {
        check_expected(&ctx, chunk, source, &produced, diags)?;
        return Ok(Ready { ctx, syntax, module: if failed { None } else { module }, generation });
    }
    for d in &produced {
        render(diags, &ctx, source, d);
    }
    match module {
        Some(m) => Ok(Ready { ctx, syntax, module: Some(m), generation }),
        None => Err(()),
    }
}

/// Matches produced diagnostics against the chunk's `expected-*` comments.
fn check_expected(
    ctx: &Context,
    chunk: &split::Chunk<'_>,
    source: &Source<'_>,
    produced: &[Diagnostic],
    diags: &mut String,
) -> Result<(), ()> {
    let mut expected = match verify_diagnostics::collect(chunk.text, chunk.line_offset) {
        Ok(e) => e,
        Err((l, c, m)) => {
            diags.push_str(&format!("{}:{l}:{c}: error: {m}\n", source.name));
            return Err(());
        }
    };
    let mut ok = true;
    let mut check = |sev: Severity, loc, msg: &str, diags: &mut String| {
        let line = ctx.file_line_col(loc).map(|(_, l, _)| l);
        match expected
            .iter_mut()
            .find(|e| !e.matched && e.severity == sev && Some(e.line) == line && msg.contains(e.message.as_str()))
        {
            Some(e) => e.matched = true,
            None => {
                let (prefix, _) = diagnostics::location_prefix(ctx, source, loc);
                diags.push_str(&format!("{prefix}: error: unexpected {}: {msg}\n", sev.as_str()));
                ok = false;
            }
        }
    };
    for d in produced {
        check(d.severity, d.loc, &d.message, diags);
        for (l, m) in &d.notes {
            check(Severity::Note, *l, m, diags);
        }
    }
    for e in expected.iter().filter(|e| !e.matched) {
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
