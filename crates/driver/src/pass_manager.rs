//! Runs a pipeline on a module as mlir-opt's pass manager does (the one path every
//! pipeline takes: the driver's, async-runner's, nested pipelines'), with its
//! instrumentation: the IR printed before and after passes (`--mlir-print-ir-*`), the
//! verifier after each pass (`--verify-each`), statistics (`--mlir-pass-statistics`) and
//! timing (`--mlir-timing`). Everything it prints goes to the chunk's stderr text in the
//! order mlir-opt prints it, between the diagnostics.

use std::fmt::Write as _;
use std::hash::Hasher as _;

use async_opt_ir::{Context, Diagnostic, Op};
use async_opt_text::{Generation, PrintOptions, SyntaxTable};
use async_opt_transforms::Statistics;

use crate::diagnostics::Reporter;
use crate::pipeline::{self, PassInfo, PassOutput, PassReport, PassSpec};
use crate::{Options, Timer};

/// Which passes have the IR printed before or after them (`--mlir-print-ir-*`).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct IrPrinting {
    /// `--mlir-print-ir-before-all`.
    pub before_all: bool,
    /// `--mlir-print-ir-after-all`.
    pub after_all: bool,
    /// `--mlir-print-ir-before=PASS,...` (pass arguments).
    pub before: Vec<String>,
    /// `--mlir-print-ir-after=PASS,...`.
    pub after: Vec<String>,
    /// `--mlir-print-ir-after-change`: print after a pass only if it changed the IR.
    pub after_change: bool,
    /// `--mlir-print-ir-after-failure`: print after a pass only if it failed.
    pub after_failure: bool,
}

impl IrPrinting {
    /// Whether anything is printed at all.
    pub fn any(&self) -> bool {
        self.before_all || self.after_all || self.after_failure || !self.before.is_empty() || !self.after.is_empty()
    }

    fn before_pass(&self, pass: &str) -> bool {
        self.before_all || self.before.iter().any(|p| p == pass)
    }

    /// Whether a failure of `pass` is printed (as mlir-opt: whenever printing after it is on).
    fn after_failed_pass(&self, pass: &str) -> bool {
        self.after_all || self.after_failure || self.after.iter().any(|p| p == pass)
    }

    fn after_pass(&self, pass: &str) -> bool {
        !self.after_failure && (self.after_all || self.after.iter().any(|p| p == pass))
    }
}

/// How `--mlir-pass-statistics` lays the counters out (`--mlir-pass-statistics-display`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StatisticsDisplay {
    /// One entry per pass class, counters summed over its instances, sorted by name.
    List,
    /// Every pass of the pipeline in order, with its own counters.
    Pipeline,
}

/// What a pipeline leaves besides the IR.
#[derive(Default)]
pub struct PipelineRun {
    /// The counters of each pass of the pipeline, by its position in the pipeline with
    /// nested pipelines flattened ([`PassSpec::passes`]); a nested pass's are summed over
    /// the ops it ran on. `None` for a pass that did not run.
    pub statistics: Vec<Option<Statistics>>,
    /// Whether the IR is known to verify (it was verified after the last pass that ran).
    pub verified: bool,
}

/// The module a pipeline runs on.
pub struct Target<'a> {
    /// Its context.
    pub ctx: &'a mut Context,
    /// The dialects' syntax (dumps, and the op names of nested pipelines).
    pub syntax: &'a SyntaxTable,
    /// The module op.
    pub module: Op,
    /// The input's generation (the verifier's wording).
    pub generation: Generation,
    /// The generation the output is printed in (what passes emit, how dumps print).
    pub output_generation: Generation,
}

/// Where a pipeline's diagnostics and text go, in the order mlir-opt prints them.
pub trait Sink {
    /// A diagnostic of a pass or of the verifier, reported while `ctx` is as they left it.
    fn report(&mut self, ctx: &Context, syntax: &SyntaxTable, d: Diagnostic);
    /// Text for stderr (the IR dumps).
    fn stderr(&mut self) -> &mut String;
    /// What a pass wrote (a view pass's graph), for stderr or a file.
    fn output(&mut self, output: PassOutput);
}

/// The driver's sink: diagnostics rendered (or kept) by its reporter, graphs for stderr
/// between the dumps, graphs for files kept until the run succeeds.
pub(crate) struct ReporterSink<'r, 'a> {
    pub reporter: &'r mut Reporter<'a>,
    pub files: Vec<(String, Vec<u8>)>,
}

impl Sink for ReporterSink<'_, '_> {
    fn report(&mut self, ctx: &Context, syntax: &SyntaxTable, d: Diagnostic) {
        self.reporter.report(ctx, syntax, d);
    }

    fn stderr(&mut self) -> &mut String {
        self.reporter.stderr()
    }

    fn output(&mut self, output: PassOutput) {
        match output.file {
            Some(f) => self.files.push((f, output.bytes)),
            None => self.reporter.stderr().push_str(&String::from_utf8_lossy(&output.bytes)),
        }
    }
}

/// Runs `passes` on `target`'s module as mlir-opt's pass manager does, with `opts`'
/// instrumentation (dumps, `--verify-each`, counters into `run`, times into `timer`). A
/// nested pipeline (`func.func(...)`) runs its passes on each op of its name directly
/// inside the op its enclosing pipeline runs on, one op after the other (as
/// `--mlir-disable-threading` orders them); the instrumentation of a nested pass is about
/// that op (its dumps print the function), its time is under `'func.func' Pipeline`, and
/// the verifier runs after the nested pipeline, on the op holding its ops. The
/// passes of one op stop at its first failure; the other ops still run, so each reports
/// its error, as mlir-opt's threads do. `Err(())` when a pass, or the verifier after one,
/// failed; its diagnostics went to `sink`.
pub fn run_pipeline(
    target: &mut Target<'_>,
    passes: &[PassSpec],
    opts: &Options,
    sink: &mut dyn Sink,
    timer: &mut Timer,
    run: &mut PipelineRun,
) -> Result<(), ()> {
    run.verified = true;
    run.statistics = vec![None; leaves(passes)];
    let mut pm = PassManager { target, opts, sink, timer, run, nested: 0 };
    let module = pm.target.module;
    pm.run_on(module, passes, 0)
}

/// How many passes a pipeline holds, nested ones included.
fn leaves(passes: &[PassSpec]) -> usize {
    passes.iter().map(|p| p.passes().len()).sum()
}

struct PassManager<'p, 't, 's> {
    target: &'p mut Target<'t>,
    opts: &'p Options,
    sink: &'p mut (dyn Sink + 's),
    timer: &'p mut Timer,
    run: &'p mut PipelineRun,
    /// How deep in nested pipelines the pass manager is (0: on the module).
    nested: usize,
}

impl PassManager<'_, '_, '_> {
    /// Runs `passes` on `op`; the first is pass `first` of the flattened pipeline.
    fn run_on(&mut self, op: Op, passes: &[PassSpec], first: usize) -> Result<(), ()> {
        let mut index = first;
        for spec in passes {
            match &spec.nested {
                None => {
                    let Some(pass) = pipeline::lookup(&spec.name) else {
                        // Parsed pipelines name registered passes; one built by hand may not.
                        let loc = self.target.ctx.loc(op);
                        let d = Diagnostic::error(loc, format!("unknown pass '{}'", spec.name));
                        self.sink.report(self.target.ctx, self.target.syntax, d);
                        return Err(());
                    };
                    self.run_pass(op, pass, spec, index)?;
                    index += 1;
                }
                Some(inner) => {
                    self.run_nested(op, spec, inner, index)?;
                    index += leaves(inner);
                }
            }
        }
        Ok(())
    }

    /// A nested pipeline on each op named `spec.name` directly inside `op`, then the
    /// verifier on `op`, once: the nested passes' ops are verified there, not one by one
    /// (a function's calls resolve in the module: verifying each function on its own
    /// would read the module's symbols once per function).
    fn run_nested(&mut self, op: Op, spec: &PassSpec, inner: &[PassSpec], index: usize) -> Result<(), ()> {
        let ctx = &*self.target.ctx;
        // `builtin.func` (LLVM 14) and `func.func` name the same op.
        let anchor = self.target.syntax.canonical(&spec.name).unwrap_or(&spec.name);
        let mut children = Vec::new();
        for &r in ctx.regions(op) {
            for b in ctx.region_blocks(r) {
                children.extend(ctx.block_ops(b).filter(|&o| ctx.op_name_str(o) == anchor));
            }
        }
        let scope = self.timer.enter(&format!("'{}' Pipeline", spec.name));
        let mut failed = false;
        self.nested += 1;
        for child in children {
            failed |= self.run_on(child, inner, index).is_err();
        }
        self.nested -= 1;
        self.timer.exit(scope);
        if failed {
            return Err(());
        }
        if self.opts.verify_each {
            self.verify(op)?;
        }
        Ok(())
    }

    fn verify(&mut self, op: Op) -> Result<(), ()> {
        let (ctx, generation) = (&*self.target.ctx, self.target.generation);
        match self.timer.time("Verifier", || ctx.verify(op, generation)) {
            Ok(()) => Ok(()),
            Err(e) => {
                for d in e.0 {
                    self.sink.report(ctx, self.target.syntax, d);
                }
                Err(())
            }
        }
    }

    /// One pass on `op`, with its instrumentation.
    fn run_pass(&mut self, op: Op, pass: &PassInfo, spec: &PassSpec, index: usize) -> Result<(), ()> {
        let generation = self.target.output_generation;
        let class = pass.class_name(generation);
        let print_ir = &self.opts.print_ir;
        if print_ir.before_pass(pass.name) {
            self.dump(op, &header("Before", pass, &class, generation, false), false);
        }
        let before = print_ir.after_change.then(|| fingerprint(self.target, op));
        let mut report = PassReport::default();
        let ctx = &mut *self.target.ctx;
        let result = self.timer.time(&class, || (pass.exec)(ctx, op, &spec.options, generation, &mut report));
        match &mut self.run.statistics[index] {
            Some(sum) => sum.merge(&report.statistics),
            slot => *slot = Some(report.statistics),
        }
        for output in report.outputs {
            self.sink.output(output);
        }
        let failed = match result {
            Ok(warnings) => {
                for w in warnings {
                    self.sink.report(self.target.ctx, self.target.syntax, w);
                }
                if self.opts.verify_each && self.nested == 0 {
                    self.verify(op).is_err()
                } else if self.opts.verify_each {
                    // Verified with the op holding it, after the nested pipeline.
                    false
                } else {
                    self.run.verified = false;
                    false
                }
            }
            Err(d) => {
                self.sink.report(self.target.ctx, self.target.syntax, d);
                true
            }
        };
        if failed {
            if self.opts.print_ir.after_failed_pass(pass.name) {
                self.dump(op, &header("After", pass, &class, generation, true), true);
            }
            return Err(());
        }
        let changed = before.is_none_or(|b| b != fingerprint(self.target, op));
        if self.opts.print_ir.after_pass(pass.name) && changed {
            self.dump(op, &header("After", pass, &class, generation, false), false);
        }
        Ok(())
    }

    /// `op` under a header, as mlir-opt prints it: as the output would be (a function of a
    /// nested pipeline on its own, named from its own scope), then an empty line. IR not known to verify (after a failure, or with `--verify-each=false`) that
    /// does not verify is printed in the generic form (unless `--mlir-print-assume-verified`),
    /// and after a failure LLVM 14's dump always is.
    fn dump(&mut self, op: Op, header: &str, failed: bool) {
        let t = &*self.target;
        let mut popts = output_print_options(self.opts, t.output_generation);
        // After a failure LLVM 14 prints the generic form; LLVM 22 prints as ever, and its
        // printer falls back to the generic form if the op does not verify.
        let failed_generic = failed && t.output_generation != Generation::V22;
        let verified = self.run.verified && !failed && self.nested == 0;
        popts.generic |= failed_generic || !printable_as_is(t.ctx, op, t.generation, self.opts, verified);
        let text = async_opt_text::Printer::print_top(t.ctx, t.syntax, op, popts);
        // mlir-opt ends the dump with an empty line; a module's printed form ends with one
        // more newline than another op's.
        let tail = if t.ctx.op_name_str(op) == "builtin.module" { "\n\n" } else { "\n" };
        let out = self.sink.stderr();
        out.push_str(header);
        out.push_str(&text);
        out.push_str(tail);
    }
}

/// `// -----// IR Dump After AsyncToAsyncRuntimePass (async-to-async-runtime) //----- //`
/// (LLVM 22), `// -----// IR Dump After AsyncToAsyncRuntime //----- //` (LLVM 14).
fn header(when: &str, pass: &PassInfo, class: &str, generation: Generation, failed: bool) -> String {
    let failed = if failed { " Failed" } else { "" };
    match generation {
        Generation::V22 => format!("// -----// IR Dump {when} {class}{failed} ({}) //----- //\n", pass.name),
        Generation::V14 | Generation::Seed => format!("// -----// IR Dump {when} {class}{failed} //----- //\n"),
    }
}

/// Whether the custom forms may be printed: the IR is known to verify, or the printer is
/// told to assume so, or it verifies now (MLIR's printer checks an op before printing its
/// custom form and falls back to the generic one, quietly, when it is invalid).
pub(crate) fn printable_as_is(ctx: &Context, op: Op, generation: Generation, opts: &Options, verified: bool) -> bool {
    verified || opts.assume_verified || ctx.verify(op, generation).is_ok()
}

/// How the output and the IR dumps are printed.
pub(crate) fn output_print_options(opts: &Options, generation: Generation) -> PrintOptions {
    PrintOptions {
        generation,
        generic: opts.print_op_generic,
        debuginfo: opts.print_debuginfo,
        local_scope: opts.local_scope,
        elide_elements_if_larger: opts.elide_elements_if_larger,
    }
}

/// A hash of `op`'s printed generic form with locations: equal before and after a pass
/// exactly when the pass changed nothing mlir-opt would print (its
/// `--mlir-print-ir-after-change` compares an op fingerprint the same way).
fn fingerprint(target: &Target<'_>, op: Op) -> u64 {
    struct Hashing(rustc_hash::FxHasher);
    impl std::io::Write for Hashing {
        fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
            self.0.write(buf);
            Ok(buf.len())
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }
    let popts = PrintOptions { generation: Generation::V22, generic: true, debuginfo: true, ..PrintOptions::default() };
    let mut h = Hashing(rustc_hash::FxHasher::default());
    // Writing into a hasher cannot fail.
    let _ = async_opt_text::Printer::print_top_to(target.ctx, target.syntax, op, popts, &mut h);
    h.0.finish()
}

/// `--dump-pass-pipeline`: the pipeline as mlir-opt-22 prints it, every option spelled out,
/// a nested pipeline as `func.func(` with its passes indented under it.
pub fn pipeline_text(passes: &[PassSpec]) -> String {
    let mut s = format!("Pass Manager with {} passes:\nbuiltin.module(\n", passes.len());
    if passes.is_empty() {
        s.push('\n');
    }
    list_text(&mut s, passes, 2);
    s.push_str(")\n\n");
    s
}

fn list_text(s: &mut String, passes: &[PassSpec], indent: usize) {
    for (i, p) in passes.iter().enumerate() {
        match &p.nested {
            None => {
                let _ = write!(s, "{:indent$}{}", "", pipeline::spec_text(p));
            }
            Some(inner) => {
                let _ = writeln!(s, "{:indent$}{}(", "", p.name);
                list_text(s, inner, indent + 2);
                let _ = write!(s, "{:indent$})", "");
            }
        }
        s.push_str(if i + 1 < passes.len() { ",\n" } else { "\n" });
    }
}

/// The `--mlir-pass-statistics` report of one chunk's pipeline (`stats` as
/// [`PipelineRun::statistics`]).
pub fn statistics_report(
    passes: &[PassSpec],
    stats: &[Option<Statistics>],
    display: StatisticsDisplay,
    generation: Generation,
) -> String {
    let rule = format!("==={}===\n", "-".repeat(73));
    let title = "... Pass statistics report ...";
    let mut s = format!("{rule}{:pad$}{title}\n{rule}", "", pad = (80 - title.len()) / 2);
    match display {
        StatisticsDisplay::List => {
            // Summed over the instances of a pass class, nested ones too; classes without
            // counters are left out.
            let leaves = passes.iter().flat_map(PassSpec::passes);
            let ran = leaves.zip(stats).filter_map(|(spec, st)| Some((pipeline::lookup(&spec.name)?, st.as_ref()?)));
            let mut merged: Vec<(String, &PassInfo, Statistics)> = Vec::new();
            for (pass, st) in ran.filter(|(p, _)| !p.statistics.is_empty()) {
                let class = pass.class_name(generation);
                match merged.iter_mut().find(|(c, _, _)| *c == class) {
                    Some((_, _, sum)) => sum.merge(st),
                    None => merged.push((class, pass, st.clone())),
                }
            }
            merged.sort_by(|a, b| a.0.cmp(&b.0));
            for (class, pass, st) in merged {
                pass_entry(&mut s, 2, &class, pass, Some(&st));
            }
        }
        StatisticsDisplay::Pipeline => pipeline_entries(&mut s, 0, passes, stats, generation),
    }
    s.push('\n');
    s
}

/// Every pass of `passes` that ran, in order, a nested pipeline as `'func.func' Pipeline`
/// with its passes indented under it.
fn pipeline_entries(
    s: &mut String,
    indent: usize,
    passes: &[PassSpec],
    stats: &[Option<Statistics>],
    generation: Generation,
) {
    let mut index = 0;
    for spec in passes {
        match &spec.nested {
            None => {
                if let (Some(pass), Some(Some(st))) = (pipeline::lookup(&spec.name), stats.get(index)) {
                    pass_entry(s, indent, &pass.class_name(generation), pass, Some(st));
                }
                index += 1;
            }
            Some(inner) => {
                let n = leaves(inner);
                let mine = stats.get(index..index + n).unwrap_or(&[]);
                if mine.iter().any(Option::is_some) {
                    let _ = writeln!(s, "{:indent$}'{}' Pipeline", "", spec.name);
                    pipeline_entries(s, indent + 2, inner, mine, generation);
                }
                index += n;
            }
        }
    }
}

/// `Class` and under it `(S) value name - description` per counter, sorted by name, values
/// right-aligned and names padded to the widest.
fn pass_entry(s: &mut String, indent: usize, class: &str, pass: &PassInfo, stats: Option<&Statistics>) {
    let _ = writeln!(s, "{:indent$}{class}", "");
    let Some(stats) = stats.filter(|_| !pass.statistics.is_empty()) else { return };
    let mut decls: Vec<_> = pass.statistics.to_vec();
    decls.sort_by_key(|d| d.0);
    let name_width = decls.iter().map(|d| d.0.len()).max().unwrap_or(0);
    let value_width = decls.iter().map(|d| stats.get(d.0).to_string().len()).max().unwrap_or(0);
    for (name, description) in decls {
        let value = stats.get(name);
        let _ = writeln!(s, "{:w$}(S) {value:>value_width$} {name:<name_width$} - {description}", "", w = indent + 2);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn statistics_are_laid_out_as_mlir_opt_does() {
        let passes = vec![
            PassSpec::new("async-to-async-runtime", Default::default()),
            PassSpec::new("async-to-async-runtime", Default::default()),
        ];
        let mut a = Statistics::default();
        a.add("num-executes-outlined", 7);
        a.add("num-awaits-blocking", 12);
        let mut b = Statistics::default();
        b.add("num-executes-outlined", 5);
        let list =
            statistics_report(&passes, &[Some(a.clone()), Some(b.clone())], StatisticsDisplay::List, Generation::V22);
        let lines: Vec<&str> = list.lines().collect();
        assert_eq!(lines[1], "                         ... Pass statistics report ...");
        assert_eq!(lines[3], "  AsyncToAsyncRuntimePass");
        // Summed over both instances, sorted by name, values right-aligned, names padded.
        assert_eq!(
            lines[4],
            "    (S) 12 num-awaits-blocking         - Number of awaits lowered to blocking waits (async.runtime.await)"
        );
        assert!(lines[5].starts_with("    (S)  0 num-awaits-suspending       - "), "{list}");
        assert!(list.contains("    (S) 12 num-executes-outlined       - "), "{list}");
        assert!(list.ends_with("\n\n"));
        let pipeline = statistics_report(&passes, &[Some(a), Some(b)], StatisticsDisplay::Pipeline, Generation::V14);
        assert_eq!(pipeline.matches("\nAsyncToAsyncRuntime\n").count(), 2, "{pipeline}");
        assert!(pipeline.contains("  (S)  7 num-executes-outlined"), "{pipeline}");
        assert!(pipeline.contains("  (S) 5 num-executes-outlined"), "{pipeline}");
    }
}
