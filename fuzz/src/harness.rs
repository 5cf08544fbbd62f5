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
/// each on a fresh parse. A pass may refuse with a located error; if it succeeds, its
/// output must verify, print, and the printed text must parse and verify.
pub fn pass(data: &[u8]) {
    let Some(src) = text(data) else { return };
    {
        let mut ctx = Context::new();
        let syntax = async_opt::dialects::register_all(&mut ctx);
        let Some((module, g)) = parse_and_verify(&mut ctx, &syntax, src) else { return };
        view(&mut ctx, &syntax, module, g, "view-async-graph");
    }
    let pipelines: [&[(&str, &str)]; 2] = [
        &[("async-to-async-runtime", "")],
        &[("async-func-to-async-runtime", ""), ("async-to-async-runtime", "eliminate-blocking-await-ops=true")],
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
                Ok(_warnings) => {
                    if let Err(d) = ctx.verify(module, g) {
                        let printed =
                            print_op(&ctx, &syntax, module, PrintOptions { generation: g, ..Default::default() });
                        panic!("{name} {{{options:?}}}: output does not verify: {}\n{printed}", d.message);
                    }
                }
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
/// diagnostics, or the sharded path declines (and the driver runs it whole).
pub fn sharded(data: &[u8]) {
    use async_opt::sharded::{run_with, Sizes};
    let Some(src) = text(data) else { return };
    let sizes = Sizes { min_input: 0, shard: 1 };
    for (pipeline, generic) in
        [("", false), ("", true), ("builtin.module(async-to-async-runtime{eliminate-blocking-await-ops=true})", false)]
    {
        let passes = if pipeline.is_empty() { Vec::new() } else { async_opt::parse_pipeline(pipeline).expect("valid") };
        let opts = async_opt::Options {
            passes,
            allow_unregistered_dialect: true,
            print_op_generic: generic,
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
