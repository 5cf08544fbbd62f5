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
}

/// The result of a run: the printed IR (only meaningful on success) and the diagnostics text.
pub struct RunOutput {
    pub output: String,
    pub diagnostics: String,
    pub success: bool,
    /// Wall time per phase, summed over chunks, in order of first occurrence.
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

/// Parses, verifies, runs the passes (verifying after each) and prints every chunk of `src`.
pub fn run(name: &str, src: &str, opts: &Options) -> RunOutput {
    let chunks = if opts.split_input_file {
        split::split(src)
    } else {
        vec![split::Chunk { text: src, line_offset: 0 }]
    };
    let source = Source::new(name, src);
    let mut output = String::new();
    let mut diags = String::new();
    let mut success = true;
    let mut timer = Timer { enabled: opts.timing, phases: Vec::new() };
    let n = chunks.len();
    for (i, chunk) in chunks.iter().enumerate() {
        let (printed, generation) = match process_chunk(name, chunk, opts, &source, &mut diags, &mut timer) {
            Ok(r) => r,
            Err(()) => {
                success = false;
                (None, Generation::V14)
            }
        };
        if let Some(text) = printed {
            output.push_str(&text);
        }
        if opts.split_input_file {
            // LLVM 14 ends every chunk with a separator; LLVM 22 only separates them.
            if generation != Generation::V22 || i + 1 < n {
                output.push_str("// -----\n");
            }
        }
    }
    RunOutput { output, diagnostics: diags, success, timings: timer.phases }
}

/// One chunk: its printed form (unless `-verify-diagnostics` consumed an error) and generation.
fn process_chunk(
    name: &str,
    chunk: &split::Chunk<'_>,
    opts: &Options,
    source: &Source<'_>,
    diags: &mut String,
    timer: &mut Timer,
) -> Result<(Option<String>, Generation), ()> {
    let mut ctx = Context::new();
    let syntax = async_opt_dialects::register_all(&mut ctx);
    let popts = ParseOptions {
        filename: name.to_string(),
        allow_unregistered: opts.allow_unregistered_dialect,
        line_offset: chunk.line_offset,
    };
    let mut produced: Vec<Diagnostic> = Vec::new();
    let outcome = (|| -> Result<(Op, Generation), Diagnostic> {
        let (module, generation) = timer.time("Parser", || async_opt_text::parse_source(&mut ctx, &syntax, chunk.text, popts))?;
        timer.time("Verifier", || ctx.verify(module))?;
        let output_generation = opts.compat.unwrap_or(generation);
        for spec in &opts.passes {
            let pass = pipeline::lookup(&spec.name).expect("pipelines are checked when parsed");
            let warnings = timer.time(pass.name, || (pass.run)(&mut ctx, module, &spec.options, output_generation))?;
            produced.extend(warnings);
            timer.time("Verifier", || ctx.verify(module))?;
        }
        Ok((module, generation))
    })();
    let failed = outcome.is_err();
    let result = match outcome {
        Ok(r) => Some(r),
        Err(d) => {
            produced.push(d);
            None
        }
    };
    let outcome = if opts.verify_diagnostics {
        check_expected(&ctx, chunk, source, &produced, diags).map(|()| match result {
            Some((m, g)) if !failed => (Some(timer.time("Output", || print(&ctx, &syntax, m, g, opts))), g),
            _ => (None, Generation::V14),
        })
    } else {
        for d in &produced {
            render(diags, &ctx, source, d);
        }
        match result {
            Some((m, g)) => Ok((Some(timer.time("Output", || print(&ctx, &syntax, m, g, opts))), g)),
            None => Err(()),
        }
    };
    if opts.skip_free {
        std::mem::forget(ctx);
    }
    outcome
}

fn print(ctx: &Context, syntax: &async_opt_text::SyntaxTable, module: Op, input_gen: Generation, opts: &Options) -> String {
    let popts = PrintOptions {
        generation: opts.compat.unwrap_or(input_gen),
        generic: opts.print_op_generic,
        debuginfo: opts.print_debuginfo,
    };
    async_opt_text::print_op(ctx, syntax, module, popts)
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
