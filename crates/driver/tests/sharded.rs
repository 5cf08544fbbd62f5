//! The sharded path (`async_opt::sharded`) prints exactly what the whole-module run
//! prints, or declines. Every input of the lit suite (chunk by chunk), the seed test and
//! generated programs are run both ways, with every top-level function boundary a shard
//! boundary, without the pass, with it and with eliminate-blocking, in both generations.

use std::path::{Path, PathBuf};

use async_opt::sharded::{run_with, Sizes};
use async_opt::text::Generation;
use async_opt::{parse_pipeline, run_to, Options};

fn inputs() -> Vec<(String, String)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let mut files: Vec<PathBuf> = Vec::new();
    let mut dirs = vec![root.join("tests/mlir"), root.join("examples")];
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

#[test]
fn sharded_runs_print_what_whole_runs_print() {
    let pipelines = [
        "",
        "builtin.module(async-to-async-runtime)",
        "builtin.module(async-to-async-runtime{eliminate-blocking-await-ops=true})",
    ];
    let sizes = Sizes { min_input: 0, shard: 1 };
    let (mut sharded, mut declined, mut converted_across) = (0, 0, 0);
    for (name, src) in inputs() {
        for pipeline in pipelines {
            for compat in [None, Some(Generation::V22)] {
                let opts = options(pipeline, compat);
                let mut whole_out = Vec::new();
                let whole = run_to(&name, &src, &opts, &mut whole_out);
                let shard_opts = Options { disable_threading: false, ..opts };
                let mut shard_out = Vec::new();
                let Some(status) = run_with(&name, &src, &shard_opts, &mut shard_out, sizes) else {
                    declined += 1;
                    continue;
                };
                sharded += 1;
                let ctx = format!("{name} with '{pipeline}' compat {compat:?}");
                assert!(
                    whole.success,
                    "{ctx}: sharded run succeeded where the whole one failed:\n{}",
                    whole.diagnostics
                );
                assert!(status.success, "{ctx}: {}", status.diagnostics);
                assert_eq!(
                    String::from_utf8_lossy(&shard_out),
                    String::from_utf8_lossy(&whole_out),
                    "{ctx}: outputs differ"
                );
                assert_eq!(status.diagnostics, whole.diagnostics, "{ctx}: diagnostics differ");
                let text = String::from_utf8_lossy(&shard_out);
                if pipeline.contains("eliminate") && text.matches("async.coro.id").count() > 1 {
                    converted_across += 1;
                }
            }
        }
    }
    eprintln!("{sharded} runs in shards, {declined} declined, {converted_across} with coroutines");
    // The sharded path must really be taken, eliminate-blocking included.
    assert!(sharded >= 150, "only {sharded} runs took the sharded path");
    assert!(converted_across >= 30, "only {converted_across} eliminate-blocking runs had coroutines");
}

/// Inputs the whole run rejects are declined, so their diagnostics come from that run.
#[test]
fn errors_are_left_to_the_whole_run() {
    let sizes = Sizes { min_input: 0, shard: 1 };
    let opts = Options {
        disable_threading: false,
        ..options("builtin.module(async-to-async-runtime{eliminate-blocking-await-ops=true})", None)
    };
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
        let mut whole_out = Vec::new();
        let whole = run_to("in.mlir", src, &opts, &mut whole_out);
        assert!(!whole.success, "expected the whole run to fail on:\n{src}");
        let mut out = Vec::new();
        assert!(run_with("in.mlir", src, &opts, &mut out, sizes).is_none(), "sharded run did not decline:\n{src}");
        assert!(out.is_empty());
    }
}

/// A cut guessed inside a region (ops not indented by nesting) leaves a shard that does
/// not parse: the sharded path declines and the whole run handles the file.
#[test]
fn wrong_cuts_are_declined() {
    let sizes = Sizes { min_input: 0, shard: 1 };
    let opts = Options { disable_threading: false, ..options("builtin.module(async-to-async-runtime)", None) };
    let src = "func @a(%c: i1) {\nscf.if %c {\n}\nscf.if %c {\n}\nreturn\n}\nfunc @b() {\nreturn\n}\n";
    let mut whole_out = Vec::new();
    assert!(run_to("in.mlir", src, &opts, &mut whole_out).success);
    let mut out = Vec::new();
    assert!(run_with("in.mlir", src, &opts, &mut out, sizes).is_none());
    // Functions named like outlined ones, in different shards: the outlined ones are renamed.
    let src = "func private @async_execute_fn() {\n  return\n}\nfunc @f() {\n  %t = async.execute {\n    async.yield\n  }\n  return\n}\nfunc private @async_execute_fn_0() {\n  return\n}\nfunc @g() {\n  %t = async.execute {\n    async.yield\n  }\n  return\n}\n";
    let mut whole_out = Vec::new();
    assert!(run_to("in.mlir", src, &opts, &mut whole_out).success);
    let mut out = Vec::new();
    let status = run_with("in.mlir", src, &opts, &mut out, sizes).expect("runs in shards");
    assert!(status.success);
    assert_eq!(String::from_utf8(out).unwrap(), String::from_utf8(whole_out.clone()).unwrap());
    assert!(String::from_utf8(whole_out).unwrap().contains("@async_execute_fn_1("));
}

/// A module with a name and attributes keeps them: its header is printed as the whole run
/// prints it, and the functions inside still go in shards.
#[test]
fn module_headers_are_kept() {
    let sizes = Sizes { min_input: 0, shard: 1 };
    let opts = Options {
        disable_threading: false,
        ..options("builtin.module(async-to-async-runtime{eliminate-blocking-await-ops=true})", None)
    };
    let body = "  func @f() -> i32 {\n    %t, %v = async.execute -> !async.value<i32> {\n      %c = arith.constant 1 : i32\n      async.yield %c : i32\n    }\n    %r = async.await %v : !async.value<i32>\n    return %r : i32\n  }\n  func @g() -> i32 {\n    %r = call @f() : () -> i32\n    return %r : i32\n  }\n";
    for header in ["module @m", "module attributes {a.b = \"{\", c = [1, 2]}", "module @n attributes {x}"] {
        let src = format!("// a comment\n{header} {{\n{body}}}\n");
        let mut whole_out = Vec::new();
        let whole = run_to("in.mlir", &src, &Options { disable_threading: true, ..opts.clone() }, &mut whole_out);
        assert!(whole.success, "{}", whole.diagnostics);
        let mut out = Vec::new();
        let status = run_with("in.mlir", &src, &opts, &mut out, sizes).expect("runs in shards");
        assert!(status.success);
        assert_eq!(String::from_utf8(out).unwrap(), String::from_utf8(whole_out).unwrap(), "{header}");
        assert_eq!(status.diagnostics, whole.diagnostics);
    }
}
