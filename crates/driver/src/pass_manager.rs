//! Runs a pipeline on a chunk's module as mlir-opt's pass manager does, with its
//! instrumentation: the IR printed before and after passes (`--mlir-print-ir-*`), the
//! verifier after each pass (`--verify-each`), statistics (`--mlir-pass-statistics`) and
//! timing (`--mlir-timing`). Everything it prints goes to the chunk's stderr text in the
//! order mlir-opt prints it, between the diagnostics.

use std::fmt::Write as _;
use std::hash::Hasher as _;

use async_opt_ir::{Context, Op};
use async_opt_text::{Generation, PrintOptions, SyntaxTable};
use async_opt_transforms::Statistics;

use crate::diagnostics::Reporter;
use crate::pipeline::{self, PassInfo, PassReport, PassSpec};
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

/// What a chunk's pipeline leaves besides the IR.
#[derive(Default)]
pub(crate) struct PipelineRun {
    /// The counters of each pass of the pipeline that ran, by position.
    pub statistics: Vec<Statistics>,
    /// Graphs written to files, in order.
    pub files: Vec<(String, Vec<u8>)>,
    /// Whether the IR is known to verify (it was verified after the last pass that ran).
    pub verified: bool,
}

/// The chunk a pipeline runs on.
pub(crate) struct Target<'a> {
    pub ctx: &'a mut Context,
    pub syntax: &'a SyntaxTable,
    pub module: Op,
    /// The input's generation (the verifier's wording).
    pub generation: Generation,
    /// The generation the output is printed in (what passes emit, how dumps print).
    pub output_generation: Generation,
}

/// Runs the pipeline on `target`. `Err(())` when a pass, or the verifier after one,
/// failed; its diagnostics went to `reporter`.
pub(crate) fn run_pipeline(
    target: &mut Target<'_>,
    opts: &Options,
    reporter: &mut Reporter<'_>,
    timer: &mut Timer,
    run: &mut PipelineRun,
) -> Result<(), ()> {
    run.verified = true;
    for spec in &opts.passes {
        let pass = pipeline::lookup(&spec.name).expect("pipelines are checked when parsed");
        let class = pass.class_name(target.output_generation);
        if opts.print_ir.before_pass(pass.name) {
            dump(target, opts, reporter, &header("Before", pass, &class, target.output_generation, false), false, run);
        }
        let before = opts.print_ir.after_change.then(|| fingerprint(target));
        let mut report = PassReport::default();
        let result = timer.time(&class, || {
            (pass.exec)(target.ctx, target.module, &spec.options, target.output_generation, &mut report)
        });
        run.statistics.push(report.statistics);
        for output in report.outputs {
            match output.file {
                Some(f) => run.files.push((f, output.bytes)),
                None => reporter.stderr().push_str(&String::from_utf8_lossy(&output.bytes)),
            }
        }
        let failed = match result {
            Ok(warnings) => {
                for w in warnings {
                    reporter.report(target.ctx, target.syntax, w);
                }
                if opts.verify_each {
                    match timer.time("Verifier", || target.ctx.verify(target.module, target.generation)) {
                        Ok(()) => false,
                        Err(e) => {
                            for d in e.0 {
                                reporter.report(target.ctx, target.syntax, d);
                            }
                            true
                        }
                    }
                } else {
                    run.verified = false;
                    false
                }
            }
            Err(d) => {
                reporter.report(target.ctx, target.syntax, d);
                true
            }
        };
        if failed {
            if opts.print_ir.after_failed_pass(pass.name) {
                let h = header("After", pass, &class, target.output_generation, true);
                dump(target, opts, reporter, &h, true, run);
            }
            return Err(());
        }
        let changed = before.is_none_or(|b| b != fingerprint(target));
        if opts.print_ir.after_pass(pass.name) && changed {
            dump(target, opts, reporter, &header("After", pass, &class, target.output_generation, false), false, run);
        }
    }
    Ok(())
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

/// The module under a header, as mlir-opt prints it: as the output would be, then an
/// empty line. After a failure it is printed in the generic form, since the IR may be
/// invalid; otherwise unverified IR that does not verify is too (unless
/// `--mlir-print-assume-verified`).
fn dump(
    target: &Target<'_>,
    opts: &Options,
    reporter: &mut Reporter<'_>,
    header: &str,
    failed: bool,
    run: &PipelineRun,
) {
    let mut popts = output_print_options(opts, target.output_generation);
    popts.generic |= failed || !printable_as_is(target.ctx, target.module, target.generation, opts, run.verified);
    let text = async_opt_text::Printer::print_top(target.ctx, target.syntax, target.module, popts);
    let out = reporter.stderr();
    out.push_str(header);
    out.push_str(&text);
    out.push_str("\n\n");
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

/// A hash of the module's printed generic form with locations: equal before and after a
/// pass exactly when the pass changed nothing mlir-opt would print (its
/// `--mlir-print-ir-after-change` compares an op fingerprint the same way).
fn fingerprint(target: &Target<'_>) -> u64 {
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
    let _ = async_opt_text::Printer::print_top_to(target.ctx, target.syntax, target.module, popts, &mut h);
    h.0.finish()
}

/// `--dump-pass-pipeline`: the pipeline as mlir-opt-22 prints it, every option spelled out.
pub(crate) fn pipeline_text(passes: &[PassSpec]) -> String {
    let mut s = format!("Pass Manager with {} passes:\nbuiltin.module(\n", passes.len());
    let items: Vec<String> = passes.iter().map(|p| format!("  {}", pipeline::spec_text(p))).collect();
    s.push_str(&items.join(",\n"));
    s.push_str("\n)\n\n");
    s
}

/// The `--mlir-pass-statistics` report of one chunk's pipeline.
pub(crate) fn statistics_report(
    passes: &[PassSpec],
    stats: &[Statistics],
    display: StatisticsDisplay,
    generation: Generation,
) -> String {
    let rule = format!("==={}===\n", "-".repeat(73));
    let title = "... Pass statistics report ...";
    let mut s = format!("{rule}{:pad$}{title}\n{rule}", "", pad = (80 - title.len()) / 2);
    let ran = passes.iter().zip(stats).filter_map(|(spec, st)| pipeline::lookup(&spec.name).map(|p| (p, st)));
    match display {
        StatisticsDisplay::List => {
            // Summed over the instances of a pass class; classes without counters are left out.
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
        StatisticsDisplay::Pipeline => {
            for (pass, st) in ran {
                pass_entry(&mut s, 0, &pass.class_name(generation), pass, Some(st));
            }
        }
    }
    s.push('\n');
    s
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
            PassSpec { name: "async-to-async-runtime".into(), options: Default::default() },
            PassSpec { name: "async-to-async-runtime".into(), options: Default::default() },
        ];
        let mut a = Statistics::default();
        a.add("num-executes-outlined", 7);
        a.add("num-awaits-blocking", 12);
        let mut b = Statistics::default();
        b.add("num-executes-outlined", 5);
        let list = statistics_report(&passes, &[a.clone(), b.clone()], StatisticsDisplay::List, Generation::V22);
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
        let pipeline = statistics_report(&passes, &[a, b], StatisticsDisplay::Pipeline, Generation::V14);
        assert_eq!(pipeline.matches("\nAsyncToAsyncRuntime\n").count(), 2, "{pipeline}");
        assert!(pipeline.contains("  (S)  7 num-executes-outlined"), "{pipeline}");
        assert!(pipeline.contains("  (S) 5 num-executes-outlined"), "{pipeline}");
    }
}
