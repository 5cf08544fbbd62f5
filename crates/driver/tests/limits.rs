//! Hostile inputs at and past the limits: every one ends in success or a located
//! `file:line:col: error:`, never a stack overflow, a panic or a hang.
//!
//! Inputs are generated. Each test runs the library in the test thread (2 MiB of stack,
//! which in a debug build is the tightest place the code runs), and the deepest inputs
//! also go through the binary (its main thread has 8 MiB). In release builds every run
//! must also be fast: the time bound catches quadratic behaviour (100k of anything).

use std::fmt::Write as _;
use std::time::{Duration, Instant};

use async_opt::text::{MAX_NESTING, MAX_VALUE_NESTING};
use async_opt::{parse_pipeline, run, Options, RunOutput};

const NAME: &str = "limits.mlir";

fn opts(passes: &str) -> Options {
    Options {
        allow_unregistered_dialect: true,
        passes: if passes.is_empty() { Vec::new() } else { parse_pipeline(passes).expect("a valid pipeline") },
        ..Default::default()
    }
}

const LOWER: &str = "async-to-async-runtime";
const ELIMINATE: &str = "async-to-async-runtime{eliminate-blocking-await-ops=true}";
/// The lowering and reference counting on each function, as LLVM 22's pipelines run them.
const COUNTED: &str = "builtin.module(async-to-async-runtime{eliminate-blocking-await-ops=true},\
                       func.func(async-runtime-ref-counting,async-runtime-ref-counting-opt))";

/// Runs the library on `src` and checks it took at most `limit` (release builds only).
fn timed_run(what: &str, src: &str, o: &Options, limit: Duration) -> RunOutput {
    let start = Instant::now();
    let out = run(NAME, src, o);
    let took = start.elapsed();
    if !cfg!(debug_assertions) {
        assert!(took <= limit, "{what}: took {took:?}, more than {limit:?}");
    }
    out
}

fn run_ok(what: &str, src: &str, o: &Options) -> RunOutput {
    let out = timed_run(what, src, o, Duration::from_secs(10));
    assert!(out.success, "{what}: expected success, got:\n{}", head(&out.diagnostics));
    out
}

/// Expects failure with a first diagnostic `limits.mlir:LINE:COL: error: ...message...`.
fn run_err(what: &str, src: &str, o: &Options, message: &str) -> (u32, u32) {
    let out = timed_run(what, src, o, Duration::from_secs(10));
    assert!(!out.success, "{what}: expected an error");
    let first = out.diagnostics.lines().next().unwrap_or_default();
    let parsed = first.strip_prefix(NAME).and_then(|r| r.strip_prefix(':')).and_then(|r| {
        let mut it = r.splitn(3, ':');
        let line: u32 = it.next()?.parse().ok()?;
        let col: u32 = it.next()?.parse().ok()?;
        it.next()?.strip_prefix(" error: ").map(|m| (line, col, m.to_owned()))
    });
    let Some((line, col, msg)) = parsed else { panic!("{what}: not a located error: {}", head(first)) };
    assert!(msg.contains(message), "{what}: expected '{message}', got: {}", head(first));
    (line, col)
}

/// The start of a long text, for messages.
fn head(s: &str) -> &str {
    let mut end = s.len().min(400);
    while !s.is_char_boundary(end) {
        end -= 1;
    }
    &s[..end]
}

/// Parse, verify, print in every form, run the pass both ways, and read every printed
/// text back: the whole tool on one input.
fn full_pipeline(what: &str, src: &str) {
    pipeline_with(what, src, true);
}

/// [`full_pipeline`] for input at the nesting limit: the generic form spends a level or
/// two more than the custom form (an op's signature is a function type, properties are a
/// dictionary), so only the custom form is read back.
fn deepest_pipeline(what: &str, src: &str) {
    pipeline_with(what, src, false);
}

fn pipeline_with(what: &str, src: &str, reread_generic: bool) {
    for (passes, generic, debuginfo) in
        [("", false, false), ("", true, false), ("", false, true), (LOWER, false, false), (ELIMINATE, true, true)]
    {
        let mut o = opts(passes);
        o.print_op_generic = generic;
        o.print_debuginfo = debuginfo;
        let out = run_ok(what, src, &o);
        if reread_generic || !generic {
            let again = run_ok(&format!("{what} (printed, {passes})"), &out.output, &opts(""));
            assert!(!again.output.is_empty());
        }
    }
}

/// Runs the binary (its main thread) on `src`; it must exit 0 or 1, never crash.
fn binary(what: &str, src: &str, args: &[&str]) -> (bool, String) {
    use std::io::Write;
    use std::process::{Command, Stdio};
    let mut child = Command::new(env!("CARGO_BIN_EXE_async-opt"))
        .args(args)
        .arg("--allow-unregistered-dialect")
        .arg("-")
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .expect("runs async-opt");
    let mut stdin = child.stdin.take().expect("piped");
    let src = src.to_owned();
    let feeder = std::thread::spawn(move || {
        let _ = stdin.write_all(src.as_bytes());
    });
    let out = child.wait_with_output().expect("async-opt finishes");
    feeder.join().expect("stdin written");
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    match out.status.code() {
        Some(0) => (true, stderr),
        Some(1) => (false, stderr),
        other => panic!("{what}: async-opt {args:?} exited with {other:?} (a crash):\n{}", head(&stderr)),
    }
}

/// The deepest `nest(n)` the parser accepts, `max` at most.
fn deepest_accepted(max: usize, nest: impl Fn(usize) -> String) -> (usize, String) {
    for n in (1..=max).rev() {
        let src = nest(n);
        if run(NAME, &src, &opts("")).success {
            return (n, src);
        }
    }
    panic!("no nesting accepted");
}

// ------------------------------------------------------------------------------------
// Nesting
// ------------------------------------------------------------------------------------

fn nested_execute_region(n: usize) -> String {
    format!("func.func @f() {{\n{}{}return\n}}\n", "scf.execute_region {\n".repeat(n), "scf.yield\n}\n".repeat(n))
}

fn nested_generic(n: usize) -> String {
    format!("{}\"t.end\"() : () -> ()\n{}", "\"t.op\"() ({\n".repeat(n), "}) : () -> ()\n".repeat(n))
}

/// `async.execute` in `async.execute`, each awaiting a token from outside and the one it
/// holds: outlining, coroutines and blocking-await elimination at every level.
fn nested_execute(n: usize) -> String {
    let mut s = String::from("func.func @f(%arg: !async.token) {\n");
    for i in 0..n {
        let _ = writeln!(s, "%t{i} = async.execute {{\nasync.await %arg : !async.token");
    }
    for i in (0..n).rev() {
        let _ = writeln!(s, "async.yield\n}}\nasync.await %t{i} : !async.token");
    }
    s.push_str("return\n}\n");
    s
}

/// `scf.if` inside `scf.for` inside ..., awaiting at the bottom: eliminate-blocking turns
/// the function into a coroutine and lowers every level to branches.
fn nested_scf_await(n: usize) -> String {
    let mut s = String::from("func.func @f(%t: !async.token, %c: i1, %lb: index, %ub: index, %st: index) {\n");
    for i in 0..n {
        if i % 2 == 0 {
            s.push_str("scf.if %c {\n");
        } else {
            let _ = writeln!(s, "scf.for %i{i} = %lb to %ub step %st {{");
        }
    }
    s.push_str("async.await %t : !async.token\n");
    s.push_str(&"}\n".repeat(n));
    s.push_str("return\n}\n");
    s
}

/// `scf.if` nested `n` deep in an `async.execute`, awaiting at the bottom (the
/// adversarial finding: mlir-opt-14 takes 3,000 of them).
fn nested_if_in_execute(n: usize) -> String {
    format!(
        "func.func @f(%b: i1, %v: !async.value<i64>) {{\n%t = async.execute {{\n{}%x = async.await %v : !async.value<i64>\n{}async.yield\n}}\nreturn\n}}\n",
        "scf.if %b {\n".repeat(n),
        "}\n".repeat(n)
    )
}

/// How deep the region tests nest: far deeper than programs go. (The printed text grows
/// with the square of the depth, indentation: 100 MB at this depth.)
const DEEP: usize = 10_000;

/// Regions 10,000 deep go through parsing, verification, both passes and printing in
/// every form, read back, in the library (in the test thread: everything but the parser
/// and the printer, whose recursion through custom forms runs on threads of its own, walks
/// with explicit stacks) and through the binary.
#[test]
fn deep_regions_go_through_everything() {
    // The generic passes skip the loop nest: LLVM 22's greedy driver asks of every op it pops
    // whether its whole subtree is free of effects, cubic in the depth of a nest that
    // rewrites at every level (as upstream's: mlir-opt-22 takes 4 s at 1,000 levels).
    let all: &[&str] = &[LOWER, ELIMINATE, COUNTED, GENERIC_PASSES, PARALLEL_FOR];
    let lowering: &[&str] = &[LOWER, ELIMINATE, COUNTED];
    for (what, nest, pipelines) in [
        ("scf.if in async.execute", nested_if_in_execute as fn(usize) -> String, all),
        ("scf.execute_region", nested_execute_region, all),
        ("generic regions", nested_generic, all),
        ("async.execute", nested_execute, all),
        ("scf in a coroutine", nested_scf_await, lowering),
    ] {
        let src = nest(DEEP);
        // The passes flatten what they lower: the library holds their text, and reads it back.
        for &passes in pipelines {
            let out = run_ok(what, &src, &opts(passes));
            run_ok(&format!("{what} (printed, {passes})"), &out.output, &opts(""));
        }
        // Printed as it is, the text is hundreds of MB: the binary streams it to a file and
        // reads it back (every form for the first input, the custom form for the others).
        let forms: &[&[&str]] = if what.starts_with("scf.if") {
            &[&[], &["--mlir-print-op-generic"], &["--mlir-print-debuginfo"], &[&format!("-{ELIMINATE_FLAG}")]]
        } else {
            &[&[]]
        };
        for args in forms {
            binary_round_trip(what, &src, args);
        }
    }
}

/// A deep nest beside more top-level functions than the printer prints on one thread, more
/// ops than the verifier checks on one and more text than runs whole: the printer's threads
/// need its deep stack too (they had 2 MiB each, and overflowed), on the sharded path, on
/// one thread and whole.
#[test]
fn a_deep_nest_among_many_functions_prints_on_every_path() {
    let mut src = String::new();
    for i in 0..13_000 {
        let _ = writeln!(src, "func.func @g{i}(%a: i32) -> i32 {{\n%b = arith.addi %a, %a : i32\n%c = arith.muli %b, %a : i32\nreturn %c : i32\n}}");
    }
    src.push_str(&nested_if_in_execute(3_000));
    for path in [&[][..], &["--mlir-disable-threading"], &["--mlir-print-ir-before=cse"]] {
        for pass in [None, Some(ELIMINATE_FLAG)] {
            let flag = pass.map(|p| format!("-{p}"));
            let args: Vec<&str> = path.iter().copied().chain(flag.as_deref()).collect();
            binary_round_trip("a deep nest among 13,000 functions", &src, &args);
        }
    }
}

/// The CFG clean-ups on 100,000 chained blocks and on a `cf.switch` of 10,000 cases whose
/// blocks merge into one: grouping blocks by their successors searched a list (100,000
/// blocks took 11 s), and each edit of the switch's operands rebuilt every successor's list
/// (cubic: 4,000 cases took 25 s; mlir-opt-22 takes 9 s).
#[test]
fn region_simplification_scales_with_blocks_and_cases() {
    const BLOCKS: usize = 100_000;
    let mut chain = String::from("func.func @f(%a: i32) -> i32 {\ncf.br ^b0\n");
    for i in 0..BLOCKS {
        let _ = writeln!(chain, "^b{i}:\ncf.br ^b{}", i + 1);
    }
    let _ = writeln!(chain, "^b{BLOCKS}:\nreturn %a : i32\n}}");
    for passes in ["canonicalize", "async-parallel-for"] {
        run_ok(&format!("{BLOCKS} blocks, {passes}"), &chain, &opts(passes));
    }
    const CASES: usize = 10_000;
    let mut fan =
        String::from("func.func @f(%a: i32, %i: i32) -> i32 {\ncf.switch %i : i32, [\ndefault: ^exit(%a : i32)");
    for k in 0..CASES {
        let _ = write!(fan, ",\n{k}: ^b{k}");
    }
    fan.push_str("\n]\n");
    for k in 0..CASES {
        let _ = writeln!(fan, "^b{k}:\n%c{k} = arith.constant {k} : i32\ncf.br ^exit(%c{k} : i32)");
    }
    fan.push_str("^exit(%r: i32):\nreturn %r : i32\n}\n");
    let out = run_ok(&format!("a switch of {CASES} cases"), &fan, &opts("canonicalize"));
    // The constants go to the entry block, and the switch then branches to the exit itself.
    assert!(!out.output.contains("cf.br") && !out.output.contains("^bb2"), "{}", head(&out.output));
}

/// `async-parallel-for` in shards on a module of 150,000 `memref.global`s: each shard's trial
/// run copied every symbol of the module to name what it adds (shards x symbols: 100,000
/// globals took 11 s). It prints what the whole run prints.
#[test]
fn parallel_for_in_shards_scales_with_the_module_symbols() {
    let mut src = String::from("module {\n");
    for i in 0..150_000 {
        let _ = writeln!(src, "memref.global \"private\" @g{i} : memref<2xf32> = dense<[1.0, 2.0]>");
    }
    src.push_str("func.func @use() -> memref<2xf32> {\n%0 = memref.get_global @g0 : memref<2xf32>\nreturn %0 : memref<2xf32>\n}\n}\n");
    let scratch = testkit::scratch_dir("async-opt-limits");
    let input = scratch.path().join("globals.mlir");
    std::fs::write(&input, &src).expect("input written");
    let mut outputs = Vec::new();
    for whole in [false, true] {
        let start = Instant::now();
        let mut cmd = std::process::Command::new(env!("CARGO_BIN_EXE_async-opt"));
        cmd.arg(&input).arg("-async-parallel-for");
        if whole {
            // Dumps nothing (no `cse` runs), but takes the whole-module path.
            cmd.arg("--mlir-print-ir-before=cse");
        }
        let out = cmd.output().expect("runs async-opt");
        let took = start.elapsed();
        assert!(out.status.success(), "{}", head(&String::from_utf8_lossy(&out.stderr)));
        if !cfg!(debug_assertions) {
            assert!(took <= Duration::from_secs(10), "whole: {whole}: took {took:?}");
        }
        outputs.push(out.stdout);
    }
    assert!(outputs[0] == outputs[1], "the sharded run prints what the whole run prints");
}

/// The generic passes, whose region walks (liveness, folding, merging blocks, inlining) must
/// not recurse either.
const GENERIC_PASSES: &str = "builtin.module(canonicalize,cse,inline,symbol-dce)";
/// `async-parallel-for` canonicalizes what it builds, in every function.
const PARALLEL_FOR: &str = "builtin.module(async-parallel-for,async-to-async-runtime)";

const ELIMINATE_FLAG: &str = "async-to-async-runtime=eliminate-blocking-await-ops=true";

/// The binary prints `src` into a file, then reads that file back; both must succeed
/// within the time bound.
fn binary_round_trip(what: &str, src: &str, args: &[&str]) {
    let scratch = testkit::scratch_dir("async-opt-limits");
    let dir = scratch.path();
    let (input, printed) = (dir.join("in.mlir"), dir.join("out.mlir"));
    std::fs::write(&input, src).expect("input written");
    for (from, to, args) in [(&input, &printed, args), (&printed, &dir.join("again.mlir"), &[][..])] {
        let start = Instant::now();
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_async-opt"))
            .args(args)
            .arg("--allow-unregistered-dialect")
            .arg(from)
            .arg("-o")
            .arg(to)
            .output()
            .expect("runs async-opt");
        let took = start.elapsed();
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(out.status.success(), "{what} {args:?}: {}", head(&stderr));
        if !cfg!(debug_assertions) {
            assert!(took <= Duration::from_secs(10), "{what} {args:?}: took {took:?}");
        }
    }
}

/// `MAX_NESTING` levels of regions (the module's counts) parse and print; one more is a
/// located error.
#[test]
fn the_region_limit_is_exact() {
    // The binary streams the 400 MB of text; the library would hold it.
    let src = nested_generic(MAX_NESTING - 1);
    let (ok, err) = binary("generic regions at the limit", &src, &[]);
    assert!(ok, "{}", head(&err));
    let (line, col) = run_err("one level more", &nested_generic(MAX_NESTING), &opts(""), "nesting deeper than");
    assert_eq!((line as usize, col), (MAX_NESTING, 11));
}

#[test]
fn nesting_past_the_limit_is_an_error() {
    for (what, src) in [
        ("scf.execute_region", nested_execute_region(100_000)),
        ("generic regions", nested_generic(100_000)),
        ("async.execute", nested_execute(100_000)),
    ] {
        run_err(what, &src, &opts(""), "nesting deeper than");
        let (ok, err) = binary(what, &src, &[]);
        assert!(!ok && err.contains("error: nesting deeper than"), "{what}: {}", head(&err));
    }
}

/// Types, attributes, locations and affine expressions nested 100k deep by hand.
#[test]
fn deep_types_attributes_and_locations() {
    let n = 100_000;
    let nest = |open: &str, inner: &str, close: &str| format!("{}{inner}{}", open.repeat(n), close.repeat(n));
    let ty = |t: String| format!("func.func private @f({t})\n");
    let attr = |a: String| format!("\"t.op\"() {{a = {a}}} : () -> ()\n");
    let loc = |l: String| format!("\"t.op\"() : () -> () loc({l})\n");
    let (deeper, affine) = ("nesting deeper", "affine expression with more than");
    let cases = [
        ("tuple", ty(nest("tuple<", "i32", ">")), deeper),
        ("!async.value", ty(nest("!async.value<", "i32", ">")), deeper),
        ("memref", ty(nest("memref<", "f32", ">")), deeper),
        ("function type", ty(nest("(", "i32", ") -> i32")), deeper),
        ("array", attr(nest("[", "1", "]")), deeper),
        ("dictionary", attr(nest("{a = ", "1", "}")), deeper),
        ("callsite loc", loc(nest("callsite(", "\"a\"", " at \"b\")")), deeper),
        ("fused loc", loc(nest("fused[", "\"a\"", "]")), deeper),
        ("affine parentheses", attr(format!("affine_map<(d0) -> ({})>", nest("(", "d0", ")"))), affine),
        ("affine sum", attr(format!("affine_map<(d0)[s0] -> ({}d0)>", "d0 floordiv s0 + ".repeat(n))), affine),
        ("affine negation", attr(format!("affine_set<(d0) : ({}d0 >= 0)>", "-".repeat(n))), affine),
    ];
    for (what, src, message) in &cases {
        let (line, _) = run_err(what, src, &opts(""), message);
        assert_eq!(line, 1, "{what}");
        let (ok, err) = binary(what, src, &[]);
        assert!(!ok && err.contains(message), "{what}: {}", head(&err));
    }
    // The deepest accepted type prints, and prints again from what was printed.
    let (_, src) = deepest_accepted(MAX_VALUE_NESTING, |n| {
        format!("func.func private @f({}i32{})\n", "tuple<".repeat(n), ">".repeat(n))
    });
    deepest_pipeline("deepest tuple", &src);
    let (_, src) = deepest_accepted(MAX_VALUE_NESTING, |n| {
        format!("\"t.op\"() {{a = {}1{}}} : () -> ()\n", "[".repeat(n), "]".repeat(n))
    });
    deepest_pipeline("deepest array", &src);
    let (_, src) = deepest_accepted(MAX_VALUE_NESTING, |n| {
        format!("\"t.op\"() : () -> () loc({}\"a\"{})\n", "callsite(".repeat(n), " at \"b\")".repeat(n))
    });
    deepest_pipeline("deepest callsite", &src);
}

/// A type nested a million deep on one 14 MB line: the type cache's scan for a type's
/// span ran to the end of the line at every level, 7 s before the depth error. Now the
/// error takes what reading the line takes.
#[test]
fn a_deep_type_on_a_long_line_is_linear() {
    let n = 1_000_000;
    let src = format!("func.func private @f({}i32{})\n", "!async.value<".repeat(n), ">".repeat(n));
    let start = Instant::now();
    let (line, _) = run_err("!async.value, a million deep", &src, &opts(""), "nesting deeper than 500 levels");
    let took = start.elapsed();
    assert_eq!(line, 1);
    if !cfg!(debug_assertions) {
        assert!(took < Duration::from_secs(2), "took {took:?}");
    }
}

#[test]
fn alias_chains_nest_and_grow_within_limits() {
    let n = 100_000;
    let mut chain = String::from("!t0 = i32\n");
    for i in 0..n {
        let _ = writeln!(chain, "!t{} = tuple<!t{i}>", i + 1);
    }
    let _ = writeln!(chain, "func.func private @f(!t{n})");
    run_err("type alias chain", &chain, &opts(""), "nesting deeper than");
    let mut attrs = String::from("#a0 = 1\n");
    for i in 0..n {
        let _ = writeln!(attrs, "#a{} = [#a{i}]", i + 1);
    }
    let _ = writeln!(attrs, "\"t.op\"() {{a = #a{n}}} : () -> ()");
    run_err("attribute alias chain", &attrs, &opts(""), "nesting deeper than");
    let mut doubling = String::from("!t0 = i32\n");
    for i in 0..64 {
        let _ = writeln!(doubling, "!t{} = tuple<!t{i}, !t{i}>", i + 1);
    }
    doubling.push_str("func.func private @f(!t64)\n");
    run_err("doubling type aliases", &doubling, &opts(""), "alias expands to more than");
    let mut locs = String::from("#l0 = loc(\"a.mlir\":1:1)\n");
    for i in 0..64 {
        let _ = writeln!(locs, "#l{} = loc(fused[#l{i}, #l{i}])", i + 1);
    }
    locs.push_str("\"t.op\"() : () -> () loc(#l64)\n");
    run_err("doubling location aliases", &locs, &opts(""), "alias expands to more than");
    // Many references to a large alias add up.
    let mut many = format!("#big = \"{}\"\n", "x".repeat(1 << 20));
    for _ in 0..300 {
        many.push_str("\"t.op\"() {a = #big} : () -> ()\n");
    }
    run_err("many references to a large alias", &many, &opts(""), "aliases expand to more than");
}

// ------------------------------------------------------------------------------------
// Size
// ------------------------------------------------------------------------------------

#[test]
fn ten_megabyte_line() {
    let long = "a".repeat(10 << 20);
    let ok = format!("\"t.op\"() {{s = \"{long}\"}} : () -> ()\n");
    let out = run_ok("10 MB string attribute", &ok, &opts(""));
    assert!(out.output.len() > 10 << 20);
    // An error at the end of the line is located there.
    let bad = format!("\"t.op\"() {{s = \"{long}\"}} : () -> () }}\n");
    let (line, col) = run_err("10 MB line, error at its end", &bad, &opts(""), "");
    assert_eq!((line, col as usize), (1, bad.len() - 1));
    // 300k ops on one line.
    let mut ops = String::from("func.func @f() { ");
    for i in 0..300_000 {
        let _ = write!(ops, "%{i} = arith.constant {i} : i32 ");
    }
    ops.push_str("return }\n");
    assert!(ops.len() > 10 << 20);
    run_ok("300k ops on one line", &ops, &opts(""));
}

#[test]
fn huge_constants() {
    let digits = "9".repeat(10_000);
    for ty in ["i32", "i64", "i128", "i1024", "index"] {
        let src = format!("func.func @f() {{\n%c = arith.constant {digits} : {ty}\nreturn\n}}\n");
        assert_eq!(run_err(ty, &src, &opts(""), "integer constant out of range").0, 2);
    }
    let src = format!("func.func private @f(i{digits})\n");
    run_err("10k-digit width", &src, &opts(""), "invalid integer width");
    // i1024 values that fit the representation are fine, and so is arithmetic on them.
    let src = "func.func @f() -> i1024 {\n%c = arith.constant -1 : i1024\n%d = arith.addi %c, %c : i1024\nreturn %d : i1024\n}\n";
    full_pipeline("i1024", src);
    let src = "\"t.op\"() {a = -1 : i1024, b = dense<[1, -1]> : tensor<2xi1024>} : () -> ()\n";
    full_pipeline("i1024 attributes", src);
    // Floats: 10k-digit mantissas and exponents parse (to infinity or the nearest value).
    for lit in [format!("{digits}.5"), format!("1.0e{digits}"), format!("1.0e-{digits}"), format!("0.{digits}")] {
        for ty in ["f16", "bf16", "f32", "f64"] {
            let src = format!("func.func @f() -> {ty} {{\n%c = arith.constant {lit} : {ty}\nreturn %c : {ty}\n}}\n");
            full_pipeline(&format!("{ty} {}", &lit[..8]), &src);
        }
    }
    let src = format!("func.func @f() {{\n%c = arith.constant 0x{} : f64\nreturn\n}}\n", "F".repeat(10_000));
    run_err("10k-digit hex float", &src, &opts(""), "");
}

/// For large inputs: the pass both ways and the plain print, each read back once.
fn size_pipeline(what: &str, src: &str) {
    for (passes, generic) in [("", false), (ELIMINATE, true), (COUNTED, false)] {
        let mut o = opts(passes);
        o.print_op_generic = generic;
        let out = run_ok(what, src, &o);
        run_ok(&format!("{what} (printed, {passes})"), &out.output, &opts(""));
    }
}

const N: usize = 100_000;

/// `head`, then `item(i)` for each `i` of `range`, then `tail`.
fn generated(head: &str, range: impl Iterator<Item = usize>, item: impl Fn(usize) -> String, tail: &str) -> String {
    let mut s = String::from(head);
    s.extend(range.map(item));
    s.push_str(tail);
    s
}

#[test]
fn hundred_thousand_ops() {
    let ops = generated("func.func @f() {\n", 0..N, |i| format!("%{i} = arith.constant {i} : i32\n"), "return\n}\n");
    size_pipeline("100k ops", &ops);
}

#[test]
fn hundred_thousand_block_arguments() {
    let args: Vec<String> = (0..N).map(|i| format!("%a{i}: i32")).collect();
    let src = format!(
        "func.func @f() {{\n%c = arith.constant 0 : i32\ncf.br ^bb1({} : {})\n^bb1({}):\nreturn\n}}\n",
        vec!["%c"; N].join(", "),
        vec!["i32"; N].join(", "),
        args.join(", ")
    );
    size_pipeline("100k block arguments", &src);
}

#[test]
fn hundred_thousand_successors_and_predecessors() {
    let src = format!("func.func @f() {{\n\"t.br\"()[{}] : () -> ()\n^bb1:\nreturn\n}}\n", vec!["^bb1"; N].join(", "));
    size_pipeline("100k successors", &src);
    let preds = generated(
        "func.func @f(%c: i1) {\n",
        0..N,
        |i| format!("cf.cond_br %c, ^exit, ^b{i}\n^b{i}:\n"),
        "cf.br ^exit\n^exit:\nreturn\n}\n",
    );
    size_pipeline("100k predecessors", &preds);
}

/// 100k predecessors of one block, laid out last block first, so the dominator
/// computation meets the deepest predecessors last (it was quadratic).
#[test]
fn hundred_thousand_predecessors_backwards() {
    let next = |i: usize| if i + 1 == N { "^exit".to_owned() } else { format!("^b{}", i + 1) };
    let backwards = generated(
        "func.func @f(%c: i1) {\ncf.br ^b0\n",
        (0..N).rev(),
        |i| format!("^b{i}:\ncf.cond_br %c, ^exit, {}\n", next(i)),
        "^exit:\nreturn\n}\n",
    );
    size_pipeline("100k predecessors, backwards", &backwards);
}

/// An op with 100k attributes (the duplicate check was quadratic).
#[test]
fn hundred_thousand_attributes() {
    let attrs: Vec<String> = (0..N).map(|i| format!("a{i} = {i}")).collect();
    let src = format!("\"t.op\"() {{{}}} : () -> ()\n", attrs.join(", "));
    size_pipeline("100k attributes", &src);
    let src = format!("\"t.op\"() {{{}, a7 = 0}} : () -> ()\n", attrs.join(", "));
    run_err("100k attributes, one twice", &src, &opts(""), "duplicate key 'a7'");
}

#[test]
fn hundred_thousand_results_regions_operands() {
    let src = format!("%r:{N} = \"t.op\"() : () -> ({})\n", vec!["i32"; N].join(", "));
    size_pipeline("100k results", &src);
    let src = format!("\"t.op\"() ({}) : () -> ()\n", vec!["{}"; N].join(", "));
    size_pipeline("100k regions", &src);
    let src = format!(
        "func.func @f(%a: i32) {{\n\"t.op\"({}) : ({}) -> ()\nreturn\n}}\n",
        vec!["%a"; N].join(", "),
        vec!["i32"; N].join(", ")
    );
    size_pipeline("100k operands", &src);
}

/// Many awaits in one coroutine: lowering split blocks first to last (quadratic), then
/// dominance met the deep predecessors of the error and cleanup blocks last (quadratic).
#[test]
fn hundred_thousand_awaits() {
    let mut src = String::from("func.func @g(%t: !async.token) {\n");
    src.push_str(&"async.await %t : !async.token\n".repeat(N));
    src.push_str(
        "return\n}\nfunc.func private @h(%t: !async.token) {\ncall @g(%t) : (!async.token) -> ()\nreturn\n}\n",
    );
    size_pipeline("100k awaits", &src);
}

#[test]
fn hundred_thousand_asserts_in_a_coroutine() {
    let mut asserts = String::from("func.func @g(%t: !async.token, %c: i1) {\nasync.await %t : !async.token\n");
    asserts.push_str(&"cf.assert %c, \"x\"\n".repeat(N));
    asserts.push_str("return\n}\n");
    size_pipeline("100k asserts in a coroutine", &asserts);
}

#[test]
fn ten_thousand_callers_become_coroutines() {
    let mut chain =
        String::from("func.func private @g0(%t: !async.token) {\nasync.await %t : !async.token\nreturn\n}\n");
    for i in 0..10_000 {
        let _ = writeln!(
            chain,
            "func.func private @g{}(%t: !async.token) {{\ncall @g{i}(%t) : (!async.token) -> ()\nreturn\n}}",
            i + 1
        );
    }
    size_pipeline("10k callers", &chain);
}

/// An error in every function: each is reported with its op as a `see current
/// operation` note, printed in the function's scope. A note's name tables are sized to
/// the op it prints, not to the context (sized to the context, this run took three times
/// as long; a note that verified the whole module, as warnings once did, made such runs
/// quadratic).
#[test]
fn fifty_thousand_errors_with_op_notes() {
    let mut src = String::new();
    for i in 0..50_000 {
        let _ = writeln!(src, "func.func @f{i}(%x: f32) {{\n%0 = arith.addi %x, %x : f32\nreturn\n}}");
    }
    let out = timed_run("50k errors", &src, &opts(""), Duration::from_secs(10));
    assert!(!out.success);
    assert_eq!(out.diagnostics.matches("error: 'arith.addi' op operand #0 must be").count(), 50_000);
    assert_eq!(out.diagnostics.matches("note: see current operation").count(), 50_000);
}

#[test]
fn long_names() {
    let long = "x".repeat(1 << 20);
    let src = format!(
        "func.func @{long}(%{long}: i32) -> i32 {{\ncf.br ^{long}(%{long} : i32)\n^{long}(%{long}_2: i32):\nreturn %{long}_2 : i32\n}}\n"
    );
    full_pipeline("1 MiB names", &src);
    let src =
        format!("func.func @f() {{\n%{long} = arith.constant 1 : i32\n%{long} = arith.constant 2 : i32\nreturn\n}}\n");
    assert_eq!(run_err("1 MiB name defined twice", &src, &opts(""), "redefinition of SSA value").0, 3);
}

/// `--split-input-file` on 20k chunks: each chunk is printed and dropped as soon as it is
/// done (the driver used to keep every chunk's IR until the end: 5.5 GB for 100k chunks).
#[test]
fn twenty_thousand_chunks() {
    let src = vec!["func.func @f() { return }"; 20_000].join("\n// -----\n");
    let o = Options { split_input_file: true, ..opts("") };
    let out = run_ok("20k chunks", &src, &o);
    assert_eq!(out.output.matches("// -----").count(), 19_999, "LLVM 22 output only separates chunks");
    let bad = format!("{src}\n// -----\nfunc.func @g() {{ %x = }}\n");
    let out = timed_run("20k chunks, the last one bad", &bad, &o, Duration::from_secs(10));
    assert!(!out.success && out.diagnostics.contains("limits.mlir:40001:"), "{}", head(&out.diagnostics));
    assert_eq!(out.output.matches("func.func @f()").count(), 20_000);
}

/// Reference counting where its work grows fastest: 3,000 tokens live across a chain of
/// 3,000 blocks (9M block-value pairs, MLIR's sets), a token passed to 20k calls in one
/// block (20k add_ref/drop_ref pairs for -opt to match; upstream's matching is cubic), and
/// a token dying on one side of each of 20k branches into one block (20k edge blocks).
#[test]
fn reference_counting_at_scale() {
    const M: usize = 3000;
    let mut square = String::from("func.func @q(%c: i1) {\n");
    for i in 0..M {
        let _ = writeln!(square, "%t{i} = async.runtime.create : !async.token");
    }
    square.push_str("cf.br ^b0\n");
    for i in 0..M {
        let _ = writeln!(square, "^b{i}:\ncf.cond_br %c, ^b{}, ^b{}", i + 1, i + 1);
    }
    let _ = writeln!(square, "^b{M}:");
    for i in 0..M {
        let _ = writeln!(square, "async.runtime.await %t{i} : !async.token");
    }
    square.push_str("return\n}\n");
    let out = run_ok("3k tokens over 3k blocks", &square, &opts(COUNTED));
    assert_eq!(out.output.matches("async.runtime.drop_ref").count(), M);

    let calls = format!(
        "func.func private @take(!async.token)\nfunc.func @f(%t: !async.token) {{\n{}return\n}}\n",
        "func.call @take(%t) : (!async.token) -> ()\n".repeat(20_000)
    );
    let out = run_ok("20k calls", &calls, &opts(COUNTED));
    assert_eq!(out.output.matches("async.runtime.add_ref").count(), 19_999, "one pair cancels");

    let mut edges = String::from("func.func @e(%c: i1, %t: !async.token) {\n");
    for i in 0..20_000 {
        let _ = writeln!(edges, "cf.cond_br %c, ^exit, ^b{i}\n^b{i}:");
    }
    edges.push_str("async.runtime.await %t : !async.token\ncf.br ^exit\n^exit:\nreturn\n}\n");
    let out = run_ok("20k divergent edges", &edges, &opts(COUNTED));
    assert_eq!(out.output.matches("async.runtime.drop_ref").count(), 20_001);
}
