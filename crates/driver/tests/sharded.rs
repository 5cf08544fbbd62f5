//! The sharded path (`async_opt::sharded`) prints exactly what the whole-module run
//! prints, or declines. Every input of the lit suite (chunk by chunk), the seed test and
//! generated programs are run both ways, with every top-level function boundary a shard
//! boundary, without the pass, with it and with eliminate-blocking, then with reference
//! counting after it (as flags, and nested in `func.func(...)`), in both generations,
//! custom and generic form (LLVM 22's numbers its ids across the module), with and without
//! debug info; and async-parallel-for alone and ahead of them.

use std::path::{Path, PathBuf};

use async_opt::sharded::{run_with, Sizes};
use async_opt::text::Generation;
use async_opt::{parse_pipeline, run, Options, RunOutput, RunStatus};

fn inputs() -> Vec<(String, String)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let mut files: Vec<PathBuf> = Vec::new();
    let mut dirs = vec![root.join("tests/mlir"), root.join("tests/e2e"), root.join("examples")];
    while let Some(d) = dirs.pop() {
        for e in std::fs::read_dir(&d).unwrap().flatten() {
            let p = e.path();
            if p.is_dir() {
                dirs.push(p);
            } else if p.extension().is_some_and(|x| x == "mlir") {
                files.push(p);
            }
        }
    }
    let seed = root.join("../shared/seeds/async-to-async-runtime-eliminate-blocking.mlir");
    if seed.exists() {
        files.push(seed);
    }
    files.sort();
    let mut out = Vec::new();
    for f in files {
        let text = std::fs::read_to_string(&f).unwrap();
        for (i, chunk) in text.split("\n// -----").enumerate() {
            out.push((format!("{}#{i}", f.display()), chunk.to_string()));
        }
    }
    for i in 0..24 {
        out.push((format!("testgen-7-{i}"), testgen::program::generate_nth(7, i).to_mlir()));
    }
    out
}

fn options(pipeline: &str, compat: Option<Generation>) -> Options {
    Options {
        passes: if pipeline.is_empty() { Vec::new() } else { parse_pipeline(pipeline).unwrap() },
        compat,
        allow_unregistered_dialect: true,
        disable_threading: true,
        ..Default::default()
    }
}

/// Every top-level function its own shard, where the layout allows.
const EVERY_FUNCTION: Sizes = Sizes { min_input: 0, shard: 1 };
const ELIMINATE: &str = "builtin.module(async-to-async-runtime{eliminate-blocking-await-ops=true})";
/// Reference counting after the pass, as LLVM 22's pipelines nest it and as flags.
const COUNTED: &str = "builtin.module(async-to-async-runtime{eliminate-blocking-await-ops=true},\
                       func.func(async-runtime-ref-counting,async-runtime-ref-counting-opt))";
const POLICY: &str = "async-to-async-runtime, async-runtime-policy-based-ref-counting";
const COUNTED_FLAGS: &str = "async-to-async-runtime, async-runtime-ref-counting, async-runtime-ref-counting-opt";
/// async-parallel-for alone, and ahead of the lowering and reference counting: as flags, and
/// as LLVM 22's pipelines nest them (with its other options).
const PARALLEL: &str = "async-parallel-for";
const PARALLEL_COUNTED_FLAGS: &str =
    "async-parallel-for, async-to-async-runtime, async-runtime-ref-counting, async-runtime-ref-counting-opt";
const PARALLEL_COUNTED: &str =
    "builtin.module(async-parallel-for{async-dispatch=false num-workers=-1 min-task-size=1},\
                                async-to-async-runtime{eliminate-blocking-await-ops=true},\
                                func.func(async-runtime-ref-counting,async-runtime-ref-counting-opt))";
/// The generic passes nested in `func.func(...)` around them.
const PARALLEL_SIMPLIFIED: &str = "builtin.module(async-parallel-for,func.func(canonicalize,cse),\
                                   async-to-async-runtime{eliminate-blocking-await-ops=true},\
                                   func.func(cse,canonicalize{region-simplify=disabled},async-runtime-ref-counting))";

/// The generic passes on the module (a module of functions only, where they change each
/// function on its own), before and after the lowering, with their options.
const SIMPLIFIED_ON_MODULE: &str = "cse, canonicalize, async-to-async-runtime{eliminate-blocking-await-ops=true}, \
                                    async-runtime-ref-counting, canonicalize{top-down=false}, cse";
const PARALLEL_SIMPLIFIED_ON_MODULE: &str =
    "builtin.module(async-parallel-for,canonicalize{region-simplify=aggressive},async-to-async-runtime,cse)";

/// LLVM 17+'s pipeline: async.func first, as LLVM 22's tests and runners nest it.
const ASYNC_FUNC: &str = "builtin.module(async-func-to-async-runtime,async-to-async-runtime,\
                          func.func(async-runtime-ref-counting,async-runtime-ref-counting-opt))";

/// Every pipeline the sharded path runs.
const PIPELINES: [&str; 18] = [
    "",
    "builtin.module(async-to-async-runtime)",
    ELIMINATE,
    COUNTED,
    POLICY,
    COUNTED_FLAGS,
    PARALLEL,
    PARALLEL_COUNTED_FLAGS,
    PARALLEL_COUNTED,
    PARALLEL_SIMPLIFIED,
    SIMPLIFIED_ON_MODULE,
    PARALLEL_SIMPLIFIED_ON_MODULE,
    "async-parallel-for, async-func-to-async-runtime, async-to-async-runtime",
    "builtin.module(func.func(canonicalize,cse))",
    "builtin.module(func.func(cse,canonicalize),async-to-async-runtime{eliminate-blocking-await-ops=true})",
    ASYNC_FUNC,
    "async-func-to-async-runtime, async-to-async-runtime{eliminate-blocking-await-ops=true}",
    "async-func-to-async-runtime",
];

/// `src` run whole (with `opts`, one thread), then in shards: the whole run, and the
/// sharded run's status and output (`None` when it declined, having written nothing).
fn whole_and_sharded(name: &str, src: &str, opts: &Options) -> (RunOutput, Option<(RunStatus, String)>) {
    let whole = run(name, src, opts);
    let mut out = Vec::new();
    let sharded = run_with(name, src, &Options { disable_threading: false, ..opts.clone() }, &mut out, EVERY_FUNCTION);
    if sharded.is_none() {
        assert!(out.is_empty(), "{name}: a declined sharded run wrote output");
    }
    (whole, sharded.map(|s| (s, String::from_utf8(out).expect("UTF-8 output"))))
}

/// Checks that `src` runs whole under `pipeline` and that the sharded run declines.
fn assert_declines(src: &str, pipeline: &str) {
    assert_declines_with(src, &options(pipeline, None));
}

/// Checks that `src` runs whole with `opts` and that the sharded run declines.
fn assert_declines_with(src: &str, opts: &Options) {
    let (whole, sharded) = whole_and_sharded("in.mlir", src, opts);
    assert!(whole.success, "{}", whole.diagnostics);
    assert!(sharded.is_none(), "the sharded run did not decline");
}

/// Runs `src` both ways and checks that the sharded run took place and printed exactly
/// what the whole run printed, with the same diagnostics; returns the output.
fn assert_same(what: &str, src: &str, opts: &Options) -> String {
    let (whole, sharded) = whole_and_sharded("in.mlir", src, opts);
    let (status, out) = sharded.unwrap_or_else(|| panic!("{what}: the sharded run declined"));
    assert!(whole.success && status.success, "{what}:\n{}{}", whole.diagnostics, status.diagnostics);
    assert_eq!(out, whole.output, "{what}: outputs differ");
    assert_eq!(status.diagnostics, whole.diagnostics, "{what}: diagnostics differ");
    out
}

#[test]
fn sharded_runs_print_what_whole_runs_print() {
    let (mut sharded, mut declined, mut converted_across, mut counted, mut parallel, mut located) = (0, 0, 0, 0, 0, 0);
    // Runs printed in LLVM 22's generic form, whose ids run across the module.
    let mut generic22 = 0;
    // Runs under --mlir-print-local-scope (no aliases, locations written where they are used).
    let mut local = 0;
    // Runs turning async.func (LLVM 17+) into coroutines in shards.
    let mut async_funcs = 0;
    for (name, src) in inputs() {
        for pipeline in PIPELINES {
            for (compat, generic, debuginfo, local_scope) in [
                (None, false, false, false),
                (Some(Generation::V22), false, false, false),
                (None, true, false, false),
                (Some(Generation::V22), true, false, false),
                (None, false, true, false),
                (Some(Generation::V22), false, true, false),
                (None, true, true, false),
                (Some(Generation::V22), true, true, false),
                (None, false, true, true),
                (Some(Generation::V22), true, false, true),
            ] {
                let opts = Options {
                    print_op_generic: generic,
                    print_debuginfo: debuginfo,
                    local_scope,
                    ..options(pipeline, compat)
                };
                let what = format!(
                    "{name} with '{pipeline}' compat {compat:?} generic {generic} debuginfo {debuginfo} local scope \
                     {local_scope}"
                );
                let (whole, Some((status, out))) = whole_and_sharded(&name, &src, &opts) else {
                    declined += 1;
                    continue;
                };
                sharded += 1;
                assert!(
                    whole.success,
                    "{what}: sharded run succeeded where the whole one failed:\n{}",
                    whole.diagnostics
                );
                assert!(status.success, "{what}: {}", status.diagnostics);
                assert_eq!(out, whole.output, "{what}: outputs differ");
                assert_eq!(status.diagnostics, whole.diagnostics, "{what}: diagnostics differ");
                if pipeline == ELIMINATE && out.matches("async.coro.id").count() > 1 {
                    converted_across += 1;
                }
                if pipeline == COUNTED && out.contains("async.runtime.drop_ref") {
                    counted += 1;
                }
                if pipeline.contains("parallel") && out.contains("@parallel_compute_fn") {
                    parallel += 1;
                }
                if pipeline.contains("async-func") && src.contains("async.func") {
                    async_funcs += 1;
                }
                if debuginfo && out.contains("#loc") {
                    located += 1;
                }
                if generic && compat == Some(Generation::V22) {
                    generic22 += 1;
                }
                if local_scope {
                    local += 1;
                }
            }
        }
    }
    eprintln!(
        "{sharded} runs in shards, {declined} declined, {converted_across} with coroutines, {counted} with reference \
         counting, {parallel} with parallel loops, {located} with locations, {generic22} in LLVM 22's generic form, \
         {local} under local scope, {async_funcs} with async.func"
    );
    // The sharded path must really be taken, eliminate-blocking and reference counting included.
    assert!(sharded >= 150, "only {sharded} runs took the sharded path");
    assert!(converted_across >= 30, "only {converted_across} eliminate-blocking runs had coroutines");
    assert!(counted >= 30, "only {counted} runs counted references in shards");
    assert!(parallel >= 30, "only {parallel} runs split parallel loops in shards");
    assert!(located >= 100, "only {located} runs printed locations in shards");
    assert!(generic22 >= 2000, "only {generic22} runs printed LLVM 22's generic form in shards");
    assert!(local >= 1000, "only {local} runs printed under local scope in shards");
    assert!(async_funcs >= 50, "only {async_funcs} runs turned async.func into coroutines in shards");
}

/// Public functions nothing calls, each warned about by eliminate-blocking: `expected`
/// gives the comments ahead of function `i` (which the warning and its note are for).
fn warned_module(expected: impl Fn(usize) -> String) -> String {
    (0..6)
        .map(|i| {
            format!("{}func @f{i}(%t: !async.token) {{\n  async.await %t : !async.token\n  return\n}}\n", expected(i))
        })
        .collect()
}

const WARNING: &str = "{{changes the signature of public function}}";
const NOTE: &str = "{{async.allowed_to_block}}";

/// `-verify-diagnostics` runs in shards when every diagnostic is expected and every
/// expectation met (written ahead of the function, with line offsets and `@below`); any
/// other verdict is the whole run's to word.
#[test]
fn expected_diagnostics_are_checked_in_shards() {
    let verify = Options { verify_diagnostics: true, ..options(ELIMINATE, None) };
    let expected = |i: usize| match i % 3 {
        0 => format!("// expected-warning@+2 {WARNING}\n// expected-note@+1 {NOTE}\n"),
        1 => format!("// expected-note@below {NOTE}\n// expected-warning@below {WARNING}\n"),
        _ => format!("// expected-note@+2 {NOTE}\n// expected-warning@+1 {WARNING}\n"),
    };
    let src = warned_module(expected);
    let out = assert_same("all expected", &src, &verify);
    assert_eq!(out.matches("async.coro.id").count(), 6, "{out}");
    for (what, src) in [
        ("a warning nobody expects", warned_module(|i| if i == 4 { String::new() } else { expected(i) })),
        ("a note expected as a warning", warned_module(|i| expected(i).replace("expected-note", "expected-warning"))),
        (
            "an expectation nothing meets",
            warned_module(|i| format!("{}// expected-remark@+1 {{{{never}}}}\n", expected(i))),
        ),
    ] {
        let (whole, sharded) = whole_and_sharded("in.mlir", &src, &verify);
        assert!(sharded.is_none(), "{what}: the sharded run did not decline");
        assert!(!whole.success, "{what}: {}", whole.diagnostics);
    }
    // Every input of the suite under -verify-diagnostics: what runs in shards succeeds as
    // the whole run does.
    let mut checked = 0;
    for (name, src) in inputs() {
        let (whole, Some((status, out))) = whole_and_sharded(&name, &src, &verify) else { continue };
        assert!(whole.success && status.success, "{name}:\n{}{}", whole.diagnostics, status.diagnostics);
        assert_eq!((out, status.diagnostics), (whole.output, whole.diagnostics), "{name}");
        checked += usize::from(src.contains("expected-warning"));
    }
    assert!(checked >= 1, "no input with expected warnings ran in shards");
}

/// LLVM 17+'s `async.func`s calling each other across shards, awaited by plain functions
/// (which eliminate-blocking turns into coroutines), with executes in both.
fn async_funcs(n: usize) -> String {
    let mut src = String::from("func.func private @ext(f32) -> f32\n");
    for i in 0..n {
        let call = if i == 0 {
            "    %y = func.call @ext(%x) : (f32) -> f32\n".to_string()
        } else {
            format!(
                "    %c = async.call @af{}(%x) : (f32) -> !async.value<f32>\n    %y = async.await %c : !async.value<f32>\n",
                i - 1
            )
        };
        src += &format!(
            "async.func @af{i}(%x: f32) -> !async.value<f32> {{\n  %t, %v = async.execute -> !async.value<f32> {{\n\
             {call}    async.yield %y : f32\n  }}\n  %r = async.await %v : !async.value<f32>\n  return %r : f32\n}}\n\
             func.func @caller{i}(%x: f32) -> f32 {{\n  %c = async.call @af{i}(%x) : (f32) -> !async.value<f32>\n\
             \x20 %r = async.await %c : !async.value<f32>\n  return %r : f32\n}}\n"
        );
    }
    src
}

/// async-func-to-async-runtime runs in each shard (stubs of `async.func`s in other shards
/// included), ahead of the lowering with and without eliminate-blocking, and alone.
#[test]
fn async_funcs_turn_in_shards() {
    let src = async_funcs(5);
    for pipeline in [
        ASYNC_FUNC,
        "async-func-to-async-runtime, async-to-async-runtime{eliminate-blocking-await-ops=true}",
        "async-func-to-async-runtime",
    ] {
        for (compat, generic) in [(None, false), (None, true), (Some(Generation::V14), false)] {
            let opts = Options { print_op_generic: generic, ..options(pipeline, compat) };
            let out = assert_same(&format!("'{pipeline}' compat {compat:?} generic {generic}"), &src, &opts);
            assert!(!out.contains("async.func") && !out.contains("async.call"), "{out}");
        }
    }
    // Its counters, and every other pass's, are the shards' summed, in either display.
    for display in [async_opt::StatisticsDisplay::List, async_opt::StatisticsDisplay::Pipeline] {
        let pipeline = "async-func-to-async-runtime, async-to-async-runtime, canonicalize";
        let stats = Options { statistics: Some(display), ..options(pipeline, None) };
        let (whole, sharded) = whole_and_sharded("in.mlir", &src, &stats);
        let (status, _) = sharded.expect("statistics run in shards");
        assert_eq!(status.diagnostics, whole.diagnostics);
        assert!(whole.diagnostics.contains("(S) 5 num-async-funcs-to-coroutines"), "{}", whole.diagnostics);
    }
}

/// `--mlir-print-ir-after-failure` prints nothing when nothing fails: such runs go in
/// shards, and a failure is left to the whole run, which prints the IR after it.
#[test]
fn printing_after_a_failure_runs_in_shards_until_one() {
    let after_failure = async_opt::IrPrinting { after_failure: true, ..Default::default() };
    let opts = Options { print_ir: after_failure.clone(), ..options(ELIMINATE, None) };
    assert_same("no failure", CALLS, &opts);
    let failing = "func @a(%t: !async.token) {\n  br ^bb1(%t : !async.token)\n^bb1(%u: !async.token):\n  return\n}\n\
                   func @b() {\n  return\n}\n";
    let (whole, sharded) =
        whole_and_sharded("in.mlir", failing, &Options { print_ir: after_failure, ..options(COUNTED, None) });
    assert!(sharded.is_none(), "the sharded run did not decline a failing pass");
    assert!(whole.diagnostics.contains("IR Dump After"), "{}", whole.diagnostics);
    let after_all = async_opt::IrPrinting { after_all: true, after_failure: true, ..Default::default() };
    assert_declines_with(CALLS, &Options { print_ir: after_all, ..options(ELIMINATE, None) });
}

/// Inputs the whole run rejects are declined, so their diagnostics come from that run.
#[test]
fn errors_are_left_to_the_whole_run() {
    for src in [
        // An unknown callee, in another shard than its call would be.
        "func @a() {\n  call @nowhere() : () -> ()\n  return\n}\nfunc @b() {\n  return\n}\n",
        // A type mismatch across shards.
        "func @a() {\n  %c = arith.constant 1 : i32\n  call @b(%c) : (i32) -> ()\n  return\n}\nfunc @b(%x: i64) {\n  return\n}\n",
        // Duplicate symbols in different shards.
        "func @a() {\n  return\n}\nfunc @a() {\n  return\n}\n",
        // A converted function used other than by a call.
        "func @a() {\n  %t = async.execute {\n    async.yield\n  }\n  async.await %t : !async.token\n  return\n}\nfunc @b() {\n  %f = constant @a : () -> ()\n  return\n}\n",
        // A parse error in the second shard.
        "func @a() {\n  return\n}\nfunc @b() {\n  %x = \n}\n",
    ] {
        let (whole, sharded) = whole_and_sharded("in.mlir", src, &options(ELIMINATE, None));
        assert!(!whole.success, "expected the whole run to fail on:\n{src}");
        assert!(sharded.is_none(), "sharded run did not decline:\n{src}");
    }
    // Reference counting that fails in one function (a token passed to a block) fails
    // the whole run, which reports it; in either form of the pipeline.
    let src = "func @a(%t: !async.token) {\n  br ^bb1(%t : !async.token)\n^bb1(%u: !async.token):\n  return\n}\n\
               func @b() {\n  return\n}\n";
    for pipeline in [COUNTED, COUNTED_FLAGS] {
        let (whole, sharded) = whole_and_sharded("in.mlir", src, &options(pipeline, None));
        assert!(
            whole.diagnostics.contains("can't handle terminators that are not ReturnLike"),
            "{}",
            whole.diagnostics
        );
        assert!(sharded.is_none(), "sharded run did not decline:\n{src}");
    }
    // Pipelines the shards cannot run as the whole module would are declined.
    let src = "func @a() {\n  return\n}\nfunc @b() {\n  return\n}\n";
    for pipeline in [
        "async-func-to-async-runtime, symbol-dce",
        "async-to-async-runtime, async-to-async-runtime",
        "builtin.module(canonicalize{max-num-rewrites=1}, async-to-async-runtime)",
    ] {
        assert_declines(src, pipeline);
    }
    // canonicalize and cse on the module run in shards when its top level holds only
    // functions: a global, a nested module or an unregistered op there makes them go whole.
    for pipeline in ["canonicalize, async-to-async-runtime", "async-to-async-runtime, cse"] {
        assert_same(pipeline, src, &options(pipeline, None));
        for other in
            ["memref.global \"private\" @g : memref<2xf32>\n", "module @m {\n}\n", "\"test.op\"() : () -> ()\n"]
        {
            assert_declines(&format!("{src}{other}"), pipeline);
        }
    }
    for pipeline in [
        COUNTED,
        "async-runtime-ref-counting, async-to-async-runtime",
        "builtin.module(func.func(async-runtime-ref-counting), async-to-async-runtime)",
    ] {
        let (_, sharded) = whole_and_sharded("in.mlir", src, &options(pipeline, None));
        assert!(sharded.is_some(), "'{pipeline}': function passes around the lowering run in shards");
    }
}

/// A cut guessed inside an op (one written over two lines with no bracket open across
/// the break) leaves shards that do not parse: the sharded path declines and the whole
/// run handles the file.
#[test]
fn wrong_cuts_are_declined() {
    let src = "func private @a()\nattributes {x}\nfunc @b() {\nreturn\n}\n";
    let (whole, sharded) = whole_and_sharded("in.mlir", src, &options("builtin.module(async-to-async-runtime)", None));
    assert!(whole.success, "{}", whole.diagnostics);
    assert!(sharded.is_none());
}

/// Functions named like outlined ones, in different shards: the outlined ones are renamed
/// as one symbol table would rename them.
#[test]
fn outlined_names_avoid_existing_ones() {
    let src = "func private @async_execute_fn() {\n  return\n}\nfunc @f() {\n  %t = async.execute {\n    async.yield\n  }\n  return\n}\nfunc private @async_execute_fn_0() {\n  return\n}\nfunc @g() {\n  %t = async.execute {\n    async.yield\n  }\n  return\n}\n";
    let out = assert_same("clashing names", src, &options("builtin.module(async-to-async-runtime)", None));
    assert!(out.contains("@async_execute_fn_1(") && out.contains("@async_execute_fn_2("), "{out}");
}

/// A module with a name and attributes keeps them: its header is printed as the whole run
/// prints it, and the functions inside still go in shards.
#[test]
fn module_headers_are_kept() {
    let body = "  func @f() -> i32 {\n    %t, %v = async.execute -> !async.value<i32> {\n      %c = arith.constant 1 : i32\n      async.yield %c : i32\n    }\n    %r = async.await %v : !async.value<i32>\n    return %r : i32\n  }\n  func @g() -> i32 {\n    %r = call @f() : () -> i32\n    return %r : i32\n  }\n";
    for header in ["module", "module @m", "module attributes {a.b = \"{\", c.d = [1, 2]}", "module @n attributes {x.y}"]
    {
        let src = format!("// a comment\n{header} {{\n{body}}}\n");
        assert_same_everywhere(header, &src);
    }
}

/// File metadata after the module (dialect resources, as mlir-opt writes them last), which
/// the parser skips, takes the sharded path, between location aliases too; ahead of the
/// module, or not closed, it goes whole.
#[test]
fn file_metadata_after_the_module_runs_in_shards() {
    let body = "  func @f() -> i32 {\n    %t, %v = async.execute -> !async.value<i32> {\n      %c = arith.constant 1 : i32\n      async.yield %c : i32\n    }\n    %r = async.await %v : !async.value<i32>\n    return %r : i32\n  } loc(#loc1)\n  func @g() -> i32 {\n    %r = call @f() : () -> i32\n    return %r : i32\n  }\n";
    let resources = "{-#\n  dialect_resources: {\n    builtin: {\n      blob: \"0x04000000#-}\"\n    }\n  }\n#-}\n";
    let src = format!("module {{\n{body}}}\n{resources}#loc1 = loc(\"f.mlir\":3:4)\n{{-# #-}}\n");
    assert_same_everywhere("file metadata", &src);
    assert_declines(&format!("{resources}module {{\n{body}}}\n#loc1 = loc(unknown)\n"), "");
    let unclosed = format!("module {{\n{body}}}\n#loc1 = loc(unknown)\n{{-# x\n");
    let (whole, sharded) = whole_and_sharded("in.mlir", &unclosed, &options("", None));
    assert!(!whole.success && sharded.is_none(), "{}", whole.diagnostics);
}

/// Only a unit `async.allowed_to_block` keeps a function blocking, in the plan's summaries
/// as in the whole-module pass: `@f` and its caller in another shard become coroutines.
#[test]
fn allowed_to_block_counts_only_as_a_unit_attribute() {
    let src = "func private @f(%t: !async.token) attributes {async.allowed_to_block = 5 : i64} {\n  async.await %t : !async.token\n  return\n}\nfunc @g(%t: !async.token) attributes {async.allowed_to_block} {\n  call @f(%t) : (!async.token) -> ()\n  return\n}\nfunc @h(%t: !async.token) attributes {async.allowed_to_block = true} {\n  async.await %t : !async.token\n  return\n}\n";
    let out = assert_same("allowed_to_block = 5", src, &options(ELIMINATE, None));
    assert!(out.contains("func private @f(%arg0: !async.token) -> !async.token"), "{out}");
    assert!(out.contains("func @g(%arg0: !async.token) attributes {async.allowed_to_block} {"), "{out}");
    assert_eq!(out.matches("async.coro.id").count(), 2, "{out}");
}

/// Constants the pass folds are the same in shards: each shard folds what it converted,
/// the outlined bodies included. (With --mlir-print-debuginfo the whole run does it all.)
#[test]
fn folds_are_the_same_in_shards() {
    let src = "func private @f(%t: !async.token) -> f64 {\n  %c = arith.constant 1.5 : f64\n  %t2, %x = async.execute -> !async.value<f64> {\n    %y = arith.mulf %c, %c : f64\n    %i = arith.constant 3 : index\n    %j = arith.addi %i, %i : index\n    async.yield %y : f64\n  }\n  async.await %t : !async.token\n  %v = async.await %x : !async.value<f64>\n  return %v : f64\n}\nfunc @g(%t: !async.token) -> f64 {\n  %r = call @f(%t) : (!async.token) -> f64\n  return %r : f64\n}\n";
    for compat in [None, Some(Generation::V22)] {
        let out = assert_same("folds in shards", src, &options(ELIMINATE, compat));
        assert!(out.contains("arith.constant 2.250000e+00 : f64"), "{out}");
        assert!(!out.contains("arith.mulf") && !out.contains("arith.addi"), "{out}");
    }
}

/// Two functions that await and call each other across shards, as text to put in a module.
const CALLS: &str = "func @f() -> i32 {\n  %t, %v = async.execute -> !async.value<i32> {\n    %c = arith.constant 1 : i32\n    async.yield %c : i32\n  }\n  %r = async.await %v : !async.value<i32>\n  return %r : i32\n}\nfunc @g() -> i32 {\n  %r = call @f() : () -> i32\n  return %r : i32\n}\n";

/// Every pipeline and generation, every top-level op its own shard: the sharded run must
/// take place and print what the whole run prints.
fn assert_same_everywhere(what: &str, src: &str) {
    for pipeline in ["", "builtin.module(async-to-async-runtime)", ELIMINATE] {
        for compat in [None, Some(Generation::V22)] {
            for (generic, debuginfo) in [(false, false), (true, false), (false, true), (true, true)] {
                let opts =
                    Options { print_op_generic: generic, print_debuginfo: debuginfo, ..options(pipeline, compat) };
                let what =
                    format!("{what} with '{pipeline}' compat {compat:?} generic {generic} debuginfo {debuginfo}");
                assert_same(&what, src, &opts);
            }
        }
    }
}

/// Locations written in the input (names, call sites, fused, on block arguments and on
/// the module) and those the passes give new ops, called across shards: printed with
/// debug info, the sharded run's location aliases are the whole run's.
#[test]
fn written_locations_print_as_the_whole_run_prints_them() {
    let located = CALLS
        .replace("func @f() -> i32 {", "func @f() -> i32 {")
        .replace("%c = arith.constant 1 : i32", "%c = arith.constant 1 : i32 loc(\"src.py\":7:3)")
        .replace(
            "async.yield %c : i32",
            "async.yield %c : i32 loc(callsite(\"inner\" at fused[\"a.py\":1:1, \"b.py\":2:2]))",
        )
        .replace("return %r : i32\n}\nfunc @g", "return %r : i32\n} loc(\"f\"(\"f.py\":1:1))\nfunc @g");
    let args = "func @h(%a: i32 loc(\"arg.py\":3:4), %b: !async.token) -> i32 {\n  async.await %b : !async.token loc(unknown)\n  %r = call @f() : () -> i32\n  return %r : i32\n}\n";
    for wrap in [("", ""), ("module {\n", "}\n"), ("module @m {\n", "}\n")] {
        assert_same_everywhere("written locations", &format!("{}{located}{args}{}", wrap.0, wrap.1));
    }
}

/// Alias definitions ahead of the module: every shard parses them first.
#[test]
fn type_alias_preludes_are_parsed_by_every_shard() {
    let body = CALLS.replace("i32", "!t");
    for src in [
        format!("!t = i32\n// a comment\n!u = type !async.token\n{body}"),
        format!("!t = i32\nmodule {{\n{body}}}\n"),
        format!("!t = i32\n\nmodule @m attributes {{test.x = !t}} {{\n{body}}}\n"),
    ] {
        assert_same_everywhere("type aliases", &src);
    }
}

/// Globals, declarations, `async.func`s and unregistered ops at the top level, used from
/// other shards.
#[test]
fn other_top_level_ops_go_in_shards() {
    let src = format!(
        "\"foo.global\"() {{sym_name = \"gm\", sym_visibility = \"private\", type = memref<2xf32>}} : () -> ()\n\
         func private @ext(i32) -> i32\n\
         {CALLS}\
         \"foo.thing\"() {{sym_name = \"thing\", x = @h}} : () -> ()\n\
         func @h() -> memref<2xf32> {{\n  %m = \"foo.get_global\"() {{name = @gm}} : () -> memref<2xf32>\n  %c = arith.constant 1 : i32\n  %r = call @ext(%c) : (i32) -> i32\n  return %m : memref<2xf32>\n}}\n\
         \"foo.other\"() : () -> ()\n\
         func @i() {{\n  \"foo.use\"() {{s = @thing}} : () -> ()\n  return\n}}\n"
    );
    assert_same_everywhere("other top-level ops", &src);
    let async_funcs = "async.func @af(%x: i32) -> !async.value<i32> {\n  return %x : i32\n}\nfunc.func @caller(%x: i32) {\n  %v = async.call @af(%x) : (i32) -> !async.value<i32>\n  return\n}\n";
    assert_same("async.func", async_funcs, &options("builtin.module(async-to-async-runtime)", None));
}

/// Top-level ops with results are values of the module's body, numbered across it: the
/// whole run prints them.
#[test]
fn top_level_values_are_left_to_the_whole_run() {
    let src = format!("%0 = \"foo.v\"() : () -> i32\n{CALLS}\"foo.u\"(%0) : (i32) -> ()\n");
    let (whole, sharded) = whole_and_sharded("in.mlir", &src, &options("", None));
    assert!(whole.success, "{}", whole.diagnostics);
    assert!(sharded.is_none());
}

/// Nothing indented, regions and attribute dictionaries over several lines, strings with
/// braces and escaped quotes, comments with brackets: cut where the brackets close.
#[test]
fn unindented_files_are_cut_by_brackets() {
    let src = "func @a(%c: i1,\n%d: i1) {\n// } a comment {\nscf.if %c {\n\"foo.x\"() {s = \"}\\\"{\", t = [1,\n2]} : () -> ()\n}\nreturn\n}\nfunc @b() -> i32 {\n%t, %v = async.execute -> !async.value<i32> {\n%c = arith.constant 1 : i32\nasync.yield %c : i32\n}\n%r = async.await %v : !async.value<i32>\nreturn %r : i32\n}\nfunc @c() -> i32 {\n%r = call @b() : () -> i32\nreturn %r : i32\n}\n";
    assert_same_everywhere("unindented", src);
    assert_same_everywhere("unindented in a module", &format!("module {{\n{src}}}\n"));
}

/// Affine maps and sets in several shards, used in another order than defined, in types,
/// in the module's attributes and in outlined bodies: the sharded output's alias table is
/// the whole run's (names and order by generation).
#[test]
fn printed_aliases_are_the_whole_runs() {
    let prelude = "#id = affine_map<(d0) -> (d0)>\n#sh = affine_map<(d0)[s0] -> (d0 + s0)>\n#st = affine_set<(d0) : (d0 >= 0)>\n#unused = affine_map<(d0, d1) -> (d1)>\n";
    let funcs = "func @a(%m: memref<4xf32, #sh>) {\n  \"foo.x\"() {s = #st} : () -> ()\n  return\n}\nfunc @b() {\n  %t = async.execute {\n    \"foo.y\"() {m = #sh, n = affine_map<(d0) -> (d0 * 2)>} : () -> ()\n    async.yield\n  }\n  return\n}\nfunc @c() {\n  \"foo.z\"() {m = #id} : () -> ()\n  return\n}\nfunc @d() {\n  \"foo.z\"() {m = #st} : () -> ()\n  return\n}\n";
    for src in [
        format!("{prelude}{funcs}"),
        format!("{prelude}module attributes {{test.x = #id}} {{\n{funcs}}}\n"),
        format!("{prelude}module @m {{\n{funcs}}}\n"),
    ] {
        assert_same_everywhere("affine aliases", &src);
        let out = assert_same("affine aliases", &src, &options("", None));
        assert!(out.starts_with("#map"), "{out}");
    }
}

/// `--split-input-file` chunks run several at a time, each guessing the generation of the
/// chunk before it (a chunk whose spellings do not tell is read in that one): a wrong
/// guess runs the chunk again, so every run prints what the one-by-one run prints. Here
/// LLVM 22 chunks follow LLVM 14 ones, and the chunks after them tell nothing: their
/// errors must be worded as LLVM 22 words them (and the first one's as LLVM 14 does).
#[test]
fn split_chunks_run_together_print_as_one_by_one() {
    let fourteen = "func @a(%t: !async.token) {\n  async.await %t : !async.token\n  return\n}";
    let twenty_two = "func.func @b() {\n  return\n}";
    let silent = "%0 = foo.bar : i32";
    let mut chunks = vec![fourteen, silent, fourteen];
    for _ in 0..40 {
        chunks.extend([twenty_two, silent, fourteen, silent, "func @bad() {\n  %x =\n}"]);
    }
    let src = chunks.join("\n// -----\n");
    for pipeline in ["", ELIMINATE] {
        let mut o = options(pipeline, None);
        o.split_input_file = true;
        o.allow_unregistered_dialect = false;
        let one_by_one = run("split.mlir", &src, &o);
        o.disable_threading = false;
        let together = run("split.mlir", &src, &o);
        assert_eq!(together.output, one_by_one.output, "{pipeline}");
        assert_eq!(together.diagnostics, one_by_one.diagnostics, "{pipeline}");
        assert_eq!(together.success, one_by_one.success, "{pipeline}");
        assert!(one_by_one.diagnostics.contains("error: Dialect `foo' not found for custom op 'foo.bar'"));
        assert!(one_by_one.diagnostics.contains("error: custom op 'foo.bar' is unknown"));
    }
}

/// A `-split-input-file` chunk large enough for shards runs in them, between small chunks
/// and after a chunk in LLVM 14's syntax: the run prints what it prints with the chunks run
/// one by one as modules (under `--mlir-timing`, which keeps every chunk whole), warnings
/// quoting the file's lines included. After a chunk that told LLVM 22, a chunk that tells
/// nothing stays whole.
#[test]
fn large_split_chunks_run_in_shards() {
    let mut big = String::new();
    for i in 0..2000 {
        big.push_str(&format!(
            "func @f{i}(%a: f32) -> f32 {{\n  %t, %v = async.execute -> !async.value<f32> {{\n    async.yield %a : f32\n  \
             }}\n  %r = async.await %v : !async.value<f32>\n  return %r : f32\n}}\n"
        ));
    }
    assert!(big.len() >= Sizes::default().min_input);
    let src = ["func @first() {\n  return\n}\n", &big, "func @last() {\n  return\n}\n"].join("// -----\n");
    let (chunks, _) = async_opt::split::split(&src);
    let source = async_opt::diagnostics::Source::new("split.mlir", &src);
    for pipeline in ["", ELIMINATE, COUNTED] {
        for (compat, generic, debuginfo) in
            [(None, false, false), (Some(Generation::V22), true, false), (None, false, true)]
        {
            let what = format!("'{pipeline}' compat {compat:?} generic {generic} debuginfo {debuginfo}");
            let o = Options {
                split_input_file: true,
                disable_threading: false,
                print_op_generic: generic,
                print_debuginfo: debuginfo,
                ..options(pipeline, compat)
            };
            let in_shards = run("split.mlir", &src, &o);
            let one_by_one = run("split.mlir", &src, &Options { timing: true, ..o.clone() });
            assert!(in_shards.success, "{what}: {}", in_shards.diagnostics);
            assert_eq!(in_shards.output, one_by_one.output, "{what}");
            assert_eq!(in_shards.diagnostics, one_by_one.diagnostics, "{what}");
            let mut printed = Vec::new();
            let sharded = async_opt::sharded::run_chunk(
                &source,
                &chunks[1],
                Some(Generation::V14),
                &o,
                &mut printed,
                Sizes::default(),
            );
            assert!(sharded.is_some(), "{what}: the large chunk did not run in shards");
            let printed = String::from_utf8(printed).unwrap();
            assert!(in_shards.output.contains(&printed), "{what}");
            if pipeline == ELIMINATE {
                // The warnings count the file's lines, not the chunk's.
                assert!(in_shards.diagnostics.starts_with("split.mlir:5:1: warning:"), "{what}");
            }
        }
    }
}

/// Loops for async-parallel-for in every shape: dynamic bounds, several per function, nested
/// in two functions, two and three deep (the inner loops are rewritten in each compute
/// function they are cloned into: LLVM 14's driver in the round of the outer loop, LLVM 22's
/// in the next, function by function, last added first), static with
/// inner dimensions the blocks align to, with a reduction, and inside an `async.execute`;
/// between them, functions and another symbol named as the pass names what it adds, and
/// executes, so the lowering after it outlines from the shards' own functions and from the
/// added ones.
/// After a chunk in LLVM 22's syntax, a large chunk that tells that generation, or none (read
/// in it, as the one-by-one run reads it), runs in shards.
#[test]
fn large_split_chunks_after_llvm22_run_in_shards() {
    let big22: String = (0..2000)
        .map(|i| {
            format!(
                "func.func @f{i}(%a: f32) -> f32 {{\n  %t, %v = async.execute -> !async.value<f32> {{\n    async.yield \
                 %a : f32\n  }}\n  %r = async.await %v : !async.value<f32>\n  return %r : f32\n}}\n"
            )
        })
        .collect();
    let silent: String = (0..6000).map(|i| format!("\"test.op\"() {{n = {i} : i32}} : () -> ()\n")).collect();
    let big14 = big22.replace("func.func", "func");
    let chunks_text = ["func.func @first() {\n  return\n}\n", &big22, &silent, &big14, "func @last() {\n  return\n}\n"];
    let src = chunks_text.join("// -----\n");
    for pipeline in ["", ELIMINATE] {
        let o = Options { split_input_file: true, disable_threading: false, ..options(pipeline, None) };
        let in_shards = run("split.mlir", &src, &o);
        let one_by_one = run("split.mlir", &src, &Options { timing: true, ..o.clone() });
        assert!(in_shards.success, "'{pipeline}': {}", in_shards.diagnostics);
        assert_eq!(in_shards.output, one_by_one.output, "'{pipeline}'");
        assert_eq!(in_shards.diagnostics, one_by_one.diagnostics, "'{pipeline}'");
    }
    let (chunks, _) = async_opt::split::split(&src);
    let source = async_opt::diagnostics::Source::new("split.mlir", &src);
    let in_shards = |k: usize| {
        let o = options("", None);
        async_opt::sharded::run_chunk(&source, &chunks[k], Some(Generation::V22), &o, &mut Vec::new(), Sizes::default())
    };
    let (status, generation) = in_shards(1).expect("the LLVM 22 chunk did not run in shards");
    assert!(status.success && generation == Generation::V22);
    let (_, generation) = in_shards(2).expect("the chunk telling no generation did not run in shards");
    assert_eq!(generation, Generation::V22, "a chunk telling nothing is read in the generation before it");
    // async-opt reads LLVM 14's `func` after a chunk of LLVM 22 as that generation's
    // (mlir-opt-22 rejects it), in shards as one by one (the outputs above).
    assert!(in_shards(3).is_some_and(|(_, g)| g == Generation::V22));
}

const LOOPS: &str = "func private @parallel_compute_fn() {
  return
}
func @two(%lb: index, %ub: index, %m: memref<?xf32>) {
  %c1 = arith.constant 1 : index
  %f = arith.constant 1.5 : f32
  scf.parallel (%i) = (%lb) to (%ub) step (%c1) {
    memref.store %f, %m[%i] : memref<?xf32>
  }
  scf.parallel (%i) = (%c1) to (%ub) step (%c1) {
    %x = memref.load %m[%i] : memref<?xf32>
    %y = arith.addf %x, %f : f32
    memref.store %y, %m[%i] : memref<?xf32>
  }
  return
}
func private @async_dispatch_fn_0() {
  return
}
func @nested(%n: index, %m: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %f = arith.constant 2.5 : f32
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    scf.parallel (%j) = (%c0) to (%n) step (%c1) {
      %p = arith.addi %i, %j : index
      memref.store %f, %m[%p] : memref<?xf32>
    }
  }
  return
}
func private @parallel_compute_fn_with_aligned_loops() {
  call @parallel_compute_fn() : () -> ()
  return
}
func @aligned(%s: memref<8x64xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c64 = arith.constant 64 : index
  scf.parallel (%i, %j) = (%c0, %c0) to (%c8, %c64) step (%c1, %c1) {
    %p = arith.muli %i, %j : index
    %q = arith.index_cast %p : index to i32
    %f = arith.sitofp %q : i32 to f32
    memref.store %f, %s[%i, %j] : memref<8x64xf32>
  }
  return
}
\"foo.symbol\"() {sym_name = \"parallel_compute_fn_1\"} : () -> ()
func @sum(%lb: index, %ub: index, %step: index, %buf: memref<?xf32>) -> f32 {
  %zero = arith.constant 0.0 : f32
  %r = scf.parallel (%i) = (%lb) to (%ub) step (%step) init (%zero) -> f32 {
    %v = memref.load %buf[%i] : memref<?xf32>
    scf.reduce(%v) : f32 {
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      scf.reduce.return %s : f32
    }
    scf.yield
  }
  return %r : f32
}
func @async_execute_fn() {
  return
}
func @nested_twice(%n: index, %m: memref<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %f = arith.constant 3.5 : f32
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    scf.parallel (%j) = (%c0) to (%n) step (%c1) {
      memref.store %f, %m[%i, %j] : memref<?x?xf32>
    }
    scf.parallel (%j) = (%c1) to (%n) step (%c1) {
      scf.parallel (%k) = (%c0) to (%j) step (%c1) {
        memref.store %f, %m[%j, %k] : memref<?x?xf32>
      }
    }
  }
  return
}
func @in_execute(%n: index, %m: memref<?xindex>) -> !async.token {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %t = async.execute {
    scf.parallel (%i) = (%c0) to (%n) step (%c1) {
      memref.store %i, %m[%i] : memref<?xindex>
    }
    async.yield
  }
  return %t : !async.token
}
func @caller(%n: index, %m: memref<?xf32>) {
  call @nested(%n, %m) : (index, memref<?xf32>) -> ()
  call @parallel_compute_fn() : () -> ()
  return
}
";

/// async-parallel-for's functions are named and placed as the whole run names and places
/// them, with user functions and other symbols taking the names it starts from, in both
/// generations, alone and ahead of the lowering (with and without eliminate-blocking, whose
/// coroutines reach across shards), every top-level op its own shard and a few together.
#[test]
fn parallel_for_names_and_places_what_it_adds_as_the_whole_run() {
    let eliminate = "async-parallel-for, async-to-async-runtime{eliminate-blocking-await-ops=true}";
    for pipeline in [
        PARALLEL,
        "async-parallel-for{async-dispatch=false}",
        PARALLEL_COUNTED_FLAGS,
        PARALLEL_COUNTED,
        PARALLEL_SIMPLIFIED,
        eliminate,
    ] {
        for compat in [None, Some(Generation::V22)] {
            for generic in [false, true] {
                let opts = Options { print_op_generic: generic, ..options(pipeline, compat) };
                let what = format!("'{pipeline}' compat {compat:?} generic {generic}");
                let out = assert_same(&what, LOOPS, &opts);
                let at = if generic { "sym_name = \"" } else { "func private @" };
                for name in [
                    "parallel_compute_fn_0",
                    "parallel_compute_fn_2",
                    "parallel_compute_fn_with_aligned_loops_0",
                    "async_dispatch_fn",
                ] {
                    if name.starts_with("async_dispatch") && pipeline.contains("async-dispatch=false") {
                        continue;
                    }
                    assert!(out.contains(&format!("{at}{name}")), "{what}: no {name}:\n{out}");
                }
                for (size, name) in [(1 << 9, "a few functions a shard"), (1 << 10, "three shards")] {
                    let (whole, sharded) = {
                        let mut o = Vec::new();
                        let sizes = Sizes { min_input: 0, shard: size };
                        let sharded = run_with(
                            "in.mlir",
                            LOOPS,
                            &Options { disable_threading: false, ..opts.clone() },
                            &mut o,
                            sizes,
                        );
                        (run("in.mlir", LOOPS, &opts), sharded.map(|s| (s, String::from_utf8(o).unwrap())))
                    };
                    let (status, sharded_out) = sharded.unwrap_or_else(|| panic!("{what}, {name}: declined"));
                    assert!(status.success, "{what}, {name}: {}", status.diagnostics);
                    assert_eq!(sharded_out, whole.output, "{what}, {name}: outputs differ");
                }
            }
        }
    }
}

/// The benchmark's module of loops (`bench/gen_parallel.py`: three loops a function, one of
/// them aligned), a function a shard, through every parallel-for pipeline in both generations.
#[test]
fn the_parallel_for_benchmark_module_runs_in_shards() {
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../bench/gen_parallel.py");
    let generated = std::process::Command::new("python3").arg(&script).args(["-n", "12"]).output();
    let Ok(generated) = generated.map_err(|e| eprintln!("skipped: python3 is not installed ({e})")) else { return };
    assert!(generated.status.success(), "{}", String::from_utf8_lossy(&generated.stderr));
    let src = String::from_utf8(generated.stdout).unwrap();
    for pipeline in [PARALLEL, PARALLEL_COUNTED_FLAGS, PARALLEL_COUNTED] {
        for compat in [None, Some(Generation::V22)] {
            let out = assert_same(
                &format!("gen_parallel.py with '{pipeline}' compat {compat:?}"),
                &src,
                &options(pipeline, compat),
            );
            assert!(out.contains("@parallel_compute_fn_with_aligned_loops_10("), "{out}");
        }
    }
}

/// Pipelines with async-parallel-for that the shards cannot run as the whole module would
/// are declined: after another pass, or followed by one that is not per function.
#[test]
fn other_parallel_for_pipelines_run_whole() {
    for pipeline in [
        "async-to-async-runtime, async-parallel-for",
        "async-parallel-for, async-parallel-for",
        "async-parallel-for, symbol-dce",
        "async-parallel-for, canonicalize{max-num-rewrites=2}",
        "builtin.module(async-parallel-for,func.func(canonicalize),symbol-dce)",
    ] {
        assert_declines(LOOPS, pipeline);
    }
    // The generic passes on the module run in shards when its top level holds only
    // functions (LOOPS holds an unregistered symbol op there).
    let functions_only = LOOPS.replace("\"foo.symbol\"() {sym_name = \"parallel_compute_fn_1\"} : () -> ()\n", "");
    for pipeline in [
        "async-parallel-for, canonicalize",
        "async-parallel-for, async-to-async-runtime, cse",
        "builtin.module(async-parallel-for,func.func(cse),async-to-async-runtime,canonicalize)",
    ] {
        assert_declines(LOOPS, pipeline);
        assert_same(pipeline, &functions_only, &options(pipeline, None));
    }
}

/// Function passes before the lowering run in a trial first, so the plan is made from what
/// they leave: here canonicalize erases the one reference to `@a` that is not a call, and
/// `@a` becomes a coroutine, as in the whole run (planned from the input, the sharded run
/// would decline).
#[test]
fn function_passes_before_the_lowering_are_planned_from_their_result() {
    let src = "func @a() {\n  %t = async.execute {\n    async.yield\n  }\n  async.await %t : !async.token\n  return\n}\nfunc @b() {\n  %f = constant @a : () -> ()\n  call @a() : () -> ()\n  return\n}\n";
    for compat in [None, Some(Generation::V22)] {
        let pipeline =
            "builtin.module(func.func(canonicalize),async-to-async-runtime{eliminate-blocking-await-ops=true})";
        let out = assert_same("canonicalize first", src, &options(pipeline, compat));
        assert_eq!(out.matches("async.coro.id").count(), 3, "{out}");
        // Without canonicalize, the reference is an error of the whole run.
        let (whole, sharded) = whole_and_sharded("in.mlir", src, &options(ELIMINATE, compat));
        assert!(!whole.success && sharded.is_none(), "{}", whole.diagnostics);
    }
}

/// `llvm.func`s at the top level in LLVM 14's syntax, among `func`s, each its own shard:
/// declarations (one variadic, one named as the outlined functions), a definition with an
/// execute and an await outside it (blocking: only `func`s become coroutines) calling a
/// `func` of another shard, one with a parallel loop (named as the compute functions), one
/// calling a function eliminate-blocking converts, and references to them from `func`s.
/// mlir-opt-14 prints what the whole run prints (its llvm ops aside, which async-opt keeps
/// generic), but crashes under eliminate-blocking on an await or a converted call in an
/// `llvm.func`.
const LLVM_FUNCS_14: &str = r#"llvm.func @puts(!llvm.ptr<i8>) -> i32
llvm.func @printf(!llvm.ptr<i8>, ...) -> i32
llvm.func @async_execute_fn()
func @f(%x: i32) -> i32 {
  %t, %v = async.execute -> !async.value<i32> {
    %c = arith.constant 1 : i32
    %s = arith.addi %x, %c : i32
    async.yield %s : i32
  }
  %r = async.await %v : !async.value<i32>
  return %r : i32
}
llvm.func internal @l(%x: i32) -> i32 {
  %t, %v = async.execute -> !async.value<i32> {
    %y = arith.muli %x, %x : i32
    async.yield %y : i32
  }
  %r = async.await %v : !async.value<i32>
  %g = call @g(%r) : (i32) -> i32
  llvm.return %g : i32
}
func @g(%x: i32) -> i32 {
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  %k = arith.addi %c2, %c3 : i32
  %s = arith.addi %x, %k : i32
  return %s : i32
}
llvm.func @parallel_compute_fn(%k: i64) {
  %n = arith.index_cast %k : i64 to index
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = memref.alloc(%n) : memref<?xf32>
  %f = arith.constant 1.5 : f32
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    memref.store %f, %m[%i] : memref<?xf32>
  }
  llvm.return
}
llvm.func @blocking(%x: i32) -> i32 {
  %r = call @f(%x) : (i32) -> i32
  llvm.return %r : i32
}
func @caller(%x: i32) -> i32 {
  %p = "llvm.mlir.addressof"() {global_name = @puts} : () -> !llvm.ptr<func<i32 (ptr<i8>)>>
  %l = "llvm.call"(%x) {callee = @l} : (i32) -> i32
  %r = call @f(%l) : (i32) -> i32
  return %r : i32
}
"#;

/// [`LLVM_FUNCS_14`] in LLVM 22's syntax, with its `llvm.func` keywords (visibility,
/// `unnamed_addr`, calling convention), opaque pointers, a struct result and properties.
/// mlir-opt-22 prints what the whole run prints, its llvm and test ops aside.
const LLVM_FUNCS_22: &str = r#"llvm.func @puts(!llvm.ptr) -> i32
llvm.func hidden @printf(!llvm.ptr, ...) -> i32
llvm.func extern_weak @async_execute_fn()
func.func @f(%x: i32) -> i32 {
  %t, %v = async.execute -> !async.value<i32> {
    %c = arith.constant 1 : i32
    %s = arith.addi %x, %c : i32
    async.yield %s : i32
  }
  %r = async.await %v : !async.value<i32>
  return %r : i32
}
llvm.func internal fastcc @l(%x: i32) -> i32 {
  %t, %v = async.execute -> !async.value<i32> {
    %y = arith.muli %x, %x : i32
    async.yield %y : i32
  }
  %r = async.await %v : !async.value<i32>
  %g = func.call @g(%r) : (i32) -> i32
  llvm.return %g : i32
}
func.func @g(%x: i32) -> i32 {
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  %k = arith.addi %c2, %c3 : i32
  %s = arith.addi %x, %k : i32
  return %s : i32
}
llvm.func unnamed_addr @parallel_compute_fn(%k: i64, %p: !llvm.ptr) attributes {passthrough = ["nounwind"]} {
  %n = arith.index_cast %k : i64 to index
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = memref.alloc(%n) : memref<?xf32>
  %f = arith.constant 1.5 : f32
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    memref.store %f, %m[%i] : memref<?xf32>
  }
  llvm.return
}
llvm.func @pass(%s: !llvm.struct<(i32, ptr)>) -> !llvm.struct<(i32, ptr)> {
  llvm.return %s : !llvm.struct<(i32, ptr)>
}
llvm.func @blocking(%x: i32) -> i32 {
  %r = func.call @f(%x) : (i32) -> i32
  llvm.return %r : i32
}
func.func @caller(%x: i32) -> i32 {
  %p = "llvm.mlir.addressof"() <{global_name = @puts}> : () -> !llvm.ptr
  %l = "test.call"(%x) {callee = @l} : (i32) -> i32
  %r = func.call @f(%l) : (i32) -> i32
  return %r : i32
}
"#;

/// Modules with top-level `llvm.func`s, written in either generation, custom or generic,
/// run in shards under every pipeline (the passes see an `llvm.func` as any other symbol
/// with a body), and print what the whole run prints in either generation, custom or
/// generic, with and without debug info: a function a shard, and a few a shard.
#[test]
fn llvm_funcs_run_in_shards_under_every_pass() {
    let mut written = Vec::new();
    for (src, generation) in [(LLVM_FUNCS_14, None), (LLVM_FUNCS_22, Some(Generation::V22))] {
        written.push((format!("{generation:?} custom"), src.to_string()));
        let printed = run("in.mlir", src, &Options { print_op_generic: true, ..options("", generation) });
        assert!(printed.success && printed.output.contains("\"llvm.func\"()"), "{}", printed.diagnostics);
        written.push((format!("{generation:?} generic"), printed.output));
    }
    for (input, src) in &written {
        for pipeline in PIPELINES {
            for compat in [None, Some(Generation::V22)] {
                for (generic, debuginfo) in [(false, false), (true, false), (false, true), (true, true)] {
                    let opts =
                        Options { print_op_generic: generic, print_debuginfo: debuginfo, ..options(pipeline, compat) };
                    let what =
                        format!("{input} with '{pipeline}' compat {compat:?} generic {generic} debuginfo {debuginfo}");
                    let out = assert_same(&what, src, &opts);
                    assert!(out.contains(if generic { "\"llvm.func\"()" } else { "llvm.func internal" }), "{what}");
                    // The added and outlined functions are named past the `llvm.func`s.
                    if pipeline.contains("async-to-async-runtime") {
                        assert!(out.contains("@async_execute_fn_0") && !out.contains("async.execute"), "{what}");
                    }
                    if pipeline.contains("parallel") {
                        assert!(out.contains("@parallel_compute_fn_0"), "{what}");
                    }
                    if pipeline.contains("eliminate-blocking-await-ops=true") {
                        // `@f` and `@caller` become coroutines, besides the outlined functions.
                        let executes = if pipeline.contains("parallel") { 3 } else { 2 };
                        let coro_id = if generic { "\"async.coro.id\"()" } else { "= async.coro.id" };
                        assert_eq!(out.matches(coro_id).count(), executes + 2, "{what}:\n{out}");
                    }
                    let sizes = Sizes { min_input: 0, shard: 1 << 9 };
                    let mut o = Vec::new();
                    let sharded =
                        run_with("in.mlir", src, &Options { disable_threading: false, ..opts }, &mut o, sizes);
                    let status = sharded.unwrap_or_else(|| panic!("{what}, a few a shard: declined"));
                    assert!(status.success, "{what}, a few a shard: {}", status.diagnostics);
                    assert_eq!(String::from_utf8(o).unwrap(), out, "{what}, a few a shard: outputs differ");
                }
            }
        }
    }
}

/// What the whole run rejects about `llvm.func`s is left to it: calling one with
/// `func.call` (from another shard, where no stub stands for it, or from its own) or
/// `async.call`, taking it as a `func.constant`, or naming a `func` and an `llvm.func` alike.
#[test]
fn llvm_func_errors_are_left_to_the_whole_run() {
    let decl = "llvm.func @e(i32) -> i32\n";
    let call = "func.func @c(%x: i32) -> i32 {\n  %r = func.call @e(%x) : (i32) -> i32\n  return %r : i32\n}\n";
    let constant = "func.func @k() {\n  %f = func.constant @e : (i32) -> i32\n  return\n}\n";
    let async_call = "func.func @a(%x: i32) {\n  %v = async.call @e(%x) : (i32) -> !async.value<i32>\n  return\n}\n";
    let twice = "func.func @e(%x: i32) -> i32 {\n  return %x : i32\n}\n";
    let own = "llvm.func @o(%x: i32) -> i32 {\n  %r = func.call @o(%x) : (i32) -> i32\n  llvm.return %r : i32\n}\n";
    for src in [
        format!("{decl}{call}"),
        format!("{call}{decl}"),
        format!("{decl}{constant}"),
        format!("{async_call}{decl}"),
        format!("{decl}{twice}"),
        own.to_string(),
    ] {
        for pipeline in ["", ELIMINATE, PARALLEL_COUNTED] {
            let (whole, sharded) = whole_and_sharded("in.mlir", &src, &options(pipeline, None));
            assert!(!whole.success, "'{pipeline}': the whole run accepted:\n{src}");
            assert!(sharded.is_none(), "'{pipeline}': the sharded run did not decline:\n{src}");
        }
    }
}

/// Functions in LLVM 22's syntax with nested regions (`scf.if` with results, executes in
/// executes), arguments of blocks other than the entry, loops for async-parallel-for and
/// executes to outline, calling each other across shards; and an unregistered top-level op
/// with regions and block arguments of its own.
const IDS: &str = "func.func private @ext(i32) -> i32
\"foo.regions\"() ({
^bb0(%a: i32, %b: i32):
  %s = \"foo.add\"(%a, %b) : (i32, i32) -> i32
  \"foo.end\"(%s) : (i32) -> ()
}, {
^bb0(%c: i1):
  \"foo.end\"() : () -> ()
^bb1(%d: i64):
  \"foo.end\"() : () -> ()
}) : () -> ()
func.func @first(%x: i32, %c: i1) -> i32 {
  %r = scf.if %c -> i32 {
    %y = func.call @ext(%x) : (i32) -> i32
    scf.yield %y : i32
  } else {
    %z = arith.addi %x, %x : i32
    scf.yield %z : i32
  }
  cf.cond_br %c, ^bb1(%r : i32), ^bb2(%x, %r : i32, i32)
^bb1(%a: i32):
  return %a : i32
^bb2(%b: i32, %d: i32):
  %s = arith.addi %b, %d : i32
  return %s : i32
}
func.func @loops(%n: index, %m: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %f = arith.constant 1.5 : f32
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    scf.parallel (%j) = (%c0) to (%n) step (%c1) {
      %p = arith.addi %i, %j : index
      memref.store %f, %m[%p] : memref<?xf32>
    }
  }
  return
}
func.func @exec(%x: i32) -> i32 {
  %t, %v = async.execute -> !async.value<i32> {
    %t2, %w = async.execute -> !async.value<i32> {
      %k = arith.muli %x, %x : i32
      async.yield %k : i32
    }
    %u = async.await %w : !async.value<i32>
    async.yield %u : i32
  }
  %r = async.await %v : !async.value<i32>
  %b = arith.constant true
  %q = func.call @first(%r, %b) : (i32, i1) -> i32
  return %q : i32
}
func.func @loop_in_execute(%n: index, %m: memref<?xindex>) -> !async.token {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %t = async.execute {
    scf.parallel (%i) = (%c0) to (%n) step (%c1) {
      memref.store %i, %m[%i] : memref<?xindex>
    }
    async.yield
  }
  return %t : !async.token
}
func.func @last(%x: i32) -> i32 {
  cf.br ^bb1(%x : i32)
^bb1(%y: i32):
  %r = func.call @exec(%y) : (i32) -> i32
  return %r : i32
}
";

/// LLVM 22's generic form numbers values and entry block arguments across the whole module,
/// the last top-level op first: in shards, every piece of the output is shifted by the ids
/// of the pieces after it, the functions async-parallel-for adds and those the lowering
/// outlines included, whether each function is a shard or a few share one.
#[test]
fn llvm22_generic_ids_run_across_shards() {
    for pipeline in [
        "",
        PARALLEL,
        "builtin.module(async-to-async-runtime)",
        ELIMINATE,
        "async-parallel-for, async-to-async-runtime",
        PARALLEL_COUNTED,
        PARALLEL_SIMPLIFIED,
    ] {
        for (src, compat) in [(IDS.to_string(), None), (LOOPS.to_string(), Some(Generation::V22))] {
            for debuginfo in [false, true] {
                let opts = Options { print_op_generic: true, print_debuginfo: debuginfo, ..options(pipeline, compat) };
                let what = format!("'{pipeline}' compat {compat:?} debuginfo {debuginfo}");
                let out = assert_same(&what, &src, &opts);
                // The last function takes `%arg0`, the ones before it take later ids.
                assert_eq!(out.matches("(%arg0:").count(), 1, "{what}:\n{out}");
                assert!(out.contains("^bb0(%arg1"), "{what}:\n{out}");
                for size in [1 << 8, 1 << 9, 1 << 10] {
                    let mut o = Vec::new();
                    let sharded = run_with(
                        "in.mlir",
                        &src,
                        &Options { disable_threading: false, ..opts.clone() },
                        &mut o,
                        Sizes { min_input: 0, shard: size },
                    );
                    let status = sharded.unwrap_or_else(|| panic!("{what}, shards of {size} bytes: declined"));
                    assert!(status.success, "{what}, shards of {size} bytes: {}", status.diagnostics);
                    assert_eq!(String::from_utf8(o).unwrap(), out, "{what}, shards of {size} bytes: outputs differ");
                }
            }
        }
    }
}

/// Modules written in the generic form (as `mlir-opt --mlir-print-op-generic` writes them,
/// in both generations, named and with attributes) are cut into shards too: every input,
/// printed generic first, then run both ways.
#[test]
fn generic_form_inputs_run_in_shards() {
    let (mut sharded, mut declined) = (0, 0);
    for (name, src) in inputs() {
        for written in [None, Some(Generation::V22)] {
            let printed = run(&name, &src, &Options { print_op_generic: true, ..options("", written) });
            if !printed.success {
                continue;
            }
            for pipeline in ["", ELIMINATE, COUNTED] {
                for (compat, generic, debuginfo) in [
                    (None, false, false),
                    (Some(Generation::V22), false, false),
                    (None, false, true),
                    (Some(Generation::V22), true, false),
                ] {
                    let opts =
                        Options { print_op_generic: generic, print_debuginfo: debuginfo, ..options(pipeline, compat) };
                    let what = format!(
                        "{name} written generic in {written:?}, '{pipeline}' compat {compat:?} generic {generic} \
                         debuginfo {debuginfo}"
                    );
                    let (whole, Some((status, out))) = whole_and_sharded(&name, &printed.output, &opts) else {
                        declined += 1;
                        continue;
                    };
                    sharded += 1;
                    assert!(whole.success && status.success, "{what}:\n{}{}", whole.diagnostics, status.diagnostics);
                    assert_eq!(out, whole.output, "{what}: outputs differ");
                    assert_eq!(status.diagnostics, whole.diagnostics, "{what}: diagnostics differ");
                }
            }
        }
    }
    eprintln!("{sharded} generic-form runs in shards, {declined} declined");
    assert!(sharded >= 1000, "only {sharded} generic-form runs took the sharded path");
    // A named module with attributes and a location of its own, and one without its block's label.
    let named = "\"builtin.module\"() <{sym_name = \"m\"}> ({\n^bb0:\n  \"func.func\"() <{function_type = () -> (), sym_name = \"a\"}> ({\n    \"func.return\"() : () -> ()\n  }) : () -> ()\n  \"func.func\"() <{function_type = () -> (), sym_name = \"b\"}> ({\n    \"func.call\"() <{callee = @a}> : () -> ()\n    \"func.return\"() : () -> ()\n  }) : () -> ()\n}) {test.n = 1 : i32} : () -> () loc(\"in.mlir\":1:1)\n";
    let unlabeled = named.replace("^bb0:\n", "");
    for src in [named, &unlabeled] {
        for debuginfo in [false, true] {
            let out = assert_same(
                "a named generic module",
                src,
                &Options { print_debuginfo: debuginfo, ..options(ELIMINATE, None) },
            );
            assert!(
                out.starts_with("module @m attributes {test.n = 1 : i32} {") || out.contains("\nmodule @m attributes"),
                "{out}"
            );
        }
    }
    // Written elsewhere (as in a file mlir-opt wrote with debug info), the module's location
    // is given to the shards' modules in full.
    let elsewhere = named.replace("loc(\"in.mlir\":1:1)", "loc(\"other.mlir\":3:4)");
    for debuginfo in [false, true] {
        let opts = Options { print_debuginfo: debuginfo, ..options(ELIMINATE, None) };
        assert_same("a generic module written elsewhere", &elsewhere, &opts);
    }
}

/// `src` as mlir-opt writes it with `--mlir-print-debuginfo` in `generation` (this tool's
/// whole run prints what it prints): block-argument locations as aliases before the module,
/// the other locations deferred after it and referred to before their definitions, and in
/// LLVM 22 fused, call-site and name locations whose parts are aliases of their own.
fn written_with_debuginfo(src: &str, generation: Generation, generic: bool) -> String {
    let opts = Options { print_debuginfo: true, print_op_generic: generic, ..options("", Some(generation)) };
    let printed = run("in.mlir", src, &opts);
    assert!(printed.success, "{}", printed.diagnostics);
    let out = printed.output;
    let (module, after) = out.split_at(out.rfind("\n}").expect("a module"));
    assert!(module.starts_with("#loc"), "no location aliases before the module:\n{out}");
    assert!(after.contains("\n#loc"), "no location aliases after the module:\n{out}");
    out
}

/// A file written with debug info, location aliases before and after its module (forward
/// references and aliases of aliases included), runs in shards under every pipeline and
/// prints what the whole run prints, with and without debug info, in both generations.
#[test]
fn location_aliases_around_the_module_run_in_shards() {
    let located = CALLS
        .replace("%c = arith.constant 1 : i32", "%c = arith.constant 1 : i32 loc(\"src.py\":7:3)")
        .replace(
            "async.yield %c : i32",
            "async.yield %c : i32 loc(callsite(\"inner\"(\"a.py\":1:1) at fused[\"a.py\":1:1, \"b.py\":2:2]))",
        )
        .replace("return %r : i32\n}\nfunc @g", "return %r : i32\n} loc(\"f\"(\"f.py\":1:1))\nfunc @g");
    let args = "func @h(%a: i32 loc(\"arg.py\":3:4), %b: !async.token) -> i32 {\n  async.await %b : !async.token loc(fused[\"b.py\":2:2, \"arg.py\":3:4])\n  %r = call @f() : () -> i32\n  return %r : i32\n}\n";
    let sources =
        [format!("{located}{args}"), format!("!t = i32\nmodule @m attributes {{test.x = !t}} {{\n{located}{args}}}\n")];
    let mut aliased = false;
    for src in &sources {
        for generation in [Generation::V14, Generation::V22] {
            for generic in [false, true] {
                let written = written_with_debuginfo(src, generation, generic);
                // LLVM 22 names the parts of a location that occur on their own.
                aliased |= written.contains("callsite(#loc");
                assert_same_everywhere(&format!("written by {generation:?} generic {generic}"), &written);
                for pipeline in [COUNTED, COUNTED_FLAGS, PARALLEL_COUNTED] {
                    for debuginfo in [false, true] {
                        let opts = Options { print_debuginfo: debuginfo, ..options(pipeline, None) };
                        assert_same(&format!("written by {generation:?} under '{pipeline}'"), &written, &opts);
                    }
                }
            }
        }
    }
    assert!(aliased, "no location alias refers to another");
}

/// Lines are the input's though a shard is parsed with only some of the definitions: the
/// warnings about the functions written without locations point where the whole run's do.
#[test]
fn shards_with_some_of_the_definitions_keep_their_lines() {
    let public = "func @p{i}(%t: !async.token) {\n  async.await %t : !async.token\n  return\n}\n";
    let mut src = String::new();
    for i in 0..6 {
        src.push_str(&format!("#loc{i} = loc(\"x.py\":{i}:1)\n!t{i} = i{}\n", 8 * (i + 1)));
    }
    src.push_str("module {\n");
    for i in 0..6 {
        src.push_str(&public.replace("{i}", &i.to_string()));
        src.push_str(&format!(
            "func @q{i}(%x: !t{i} loc(#loc{i})) {{\n  return loc(#loc{})\n}} loc(#loc{})\n",
            i + 10,
            i + 20
        ));
    }
    src.push_str("} loc(#loc30)\n");
    for i in (10..16).chain(20..26).chain([30]) {
        src.push_str(&format!("#loc{i} = loc(\"y.py\":{i}:2)\n"));
    }
    let out = assert_same("some definitions", &src, &Options { print_debuginfo: true, ..options(ELIMINATE, None) });
    assert!(out.contains("\"y.py\":30:2"), "{out}");
    let whole = run("in.mlir", &src, &options(ELIMINATE, None));
    assert!(whole.diagnostics.contains("in.mlir:21:1: warning"), "{}", whole.diagnostics);
}

/// What a shard cannot reproduce with its own definitions runs whole: an alias after the
/// module that is no location, file metadata, and every error of the definitions (a
/// reference to an alias defined nowhere or only later, one defined twice, one that does
/// not parse though no shard refers to it), which the whole run reports.
#[test]
fn definitions_the_shards_cannot_reproduce_are_left_whole() {
    let module = "#loc1 = loc(\"a.py\":1:1)\nmodule {\n  func @a() {\n    return loc(#loc2)\n  } loc(#loc1)\n  func @b() {\n    return loc(#loc3)\n  }\n} loc(#loc0)\n";
    let defs = "#loc0 = loc(\"in.mlir\":1:1)\n#loc2 = loc(\"a.py\":2:2)\n#loc3 = loc(fused[#loc1, #loc2])\n";
    // The file as it is runs in shards.
    assert_same("definitions", &format!("{module}{defs}"), &Options { print_debuginfo: true, ..options("", None) });
    assert_declines(&format!("{module}{defs}#map = affine_map<(d0) -> (d0)>\n"), ELIMINATE);
    for (src, error) in [
        (format!("{module}{}", defs.replace("#loc2 = ", "#loc9 = ")), "undefined symbol alias id 'loc2'"),
        // `#loc3` refers to `#loc4`, defined after it.
        (
            format!("{module}{}#loc4 = loc(\"c.py\":4:4)\n", defs.replace("[#loc1, #loc2]", "[#loc1, #loc4]")),
            "undefined symbol alias id 'loc4'",
        ),
        (format!("{module}{defs}#loc2 = loc(\"a.py\":3:3)\n"), "redefinition of attribute alias id 'loc2'"),
        (format!("{module}{defs}#loc5 = loc(\"a.py\":3)\n"), "':' in location"),
    ] {
        let (whole, sharded) = whole_and_sharded("in.mlir", &src, &options(ELIMINATE, None));
        assert!(!whole.success && whole.diagnostics.contains(error), "{src}\n{}", whole.diagnostics);
        assert!(sharded.is_none(), "sharded run did not decline:\n{src}");
    }
}

/// A shard's summary is read off its text by layout; where the layout misleads it (here an
/// execute region written on one line, taken for an attribute dictionary, so its call
/// looks like the function's own), the shard's parse tells the difference and the run goes
/// whole: no output from a wrong plan. Written the usual way, the same module runs in shards.
#[test]
fn summaries_misread_off_the_text_send_the_module_whole() {
    let module = |execute: &str| {
        format!(
            "func private @leaf() -> ()\n\
             func @caller() {{\n  %t = async.execute {execute}\n  async.await %t : !async.token\n  return\n}}\n\
             func @other() {{\n  call @caller() : () -> ()\n  return\n}}\n"
        )
    };
    let spread = module("{\n    call @leaf() : () -> ()\n    async.yield\n  }");
    let one_line = module("{ call @leaf() : () -> () async.yield }");
    for pipeline in ["", ELIMINATE] {
        assert_same(pipeline, &spread, &options(pipeline, None));
        assert_declines(&one_line, pipeline);
    }
}
