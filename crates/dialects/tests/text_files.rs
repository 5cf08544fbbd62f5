//! Reads the text tests of the dialects this crate's func/arith/cf/scf/memref modules
//! cover, and checks that what we print is exactly what their CHECK lines (generated from
//! the real mlir-opt) say, and that printing our own output again changes nothing.

use async_opt_ir::Context;
use async_opt_text::{parse_source, print_op, ParseOptions, PrintOptions};

fn root() -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/mlir/text")
}

/// The strict CHECK/CHECK-NEXT/CHECK-EMPTY lines of a file, as the expected output.
fn expected(src: &str) -> String {
    let mut out = String::new();
    for line in src.lines() {
        let l = line.trim_start();
        let body = if let Some(b) = l.strip_prefix("// CHECK: ") {
            b
        } else if let Some(b) = l.strip_prefix("// CHECK-NEXT: ") {
            b
        } else if l == "// CHECK-EMPTY:" {
            ""
        } else {
            continue;
        };
        out.push_str(body);
        out.push('\n');
    }
    out
}

fn round_trip(src: &str) -> Result<(String, String), String> {
    let mut ctx = Context::new();
    let syntax = async_opt_dialects::register_all(&mut ctx);
    let (m, generation) =
        parse_source(&mut ctx, &syntax, src, ParseOptions::default()).map_err(|d| format!("parse: {d:?}"))?;
    ctx.verify(m, async_opt_ir::Generation::V22).map_err(|d| format!("verify: {d:?}"))?;
    let opts = PrintOptions { generation, ..Default::default() };
    let first = print_op(&ctx, &syntax, m, opts);

    let mut ctx2 = Context::new();
    let syntax2 = async_opt_dialects::register_all(&mut ctx2);
    let (m2, g2) =
        parse_source(&mut ctx2, &syntax2, &first, ParseOptions::default()).map_err(|d| format!("reparse: {d:?}"))?;
    ctx2.verify(m2, async_opt_ir::Generation::V22).map_err(|d| format!("reverify: {d:?}"))?;
    let second = print_op(&ctx2, &syntax2, m2, PrintOptions { generation: g2, ..Default::default() });
    Ok((first, second))
}

fn check_file(name: &str) {
    let path = root().join(name);
    let src = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let (first, second) = round_trip(&src).unwrap_or_else(|e| panic!("{name}: {e}"));
    let want = expected(&src);
    if first.trim_end() != want.trim_end() {
        let diff: Vec<String> = first
            .lines()
            .zip(want.lines())
            .enumerate()
            .filter(|(_, (a, b))| a != b)
            .take(5)
            .map(|(i, (a, b))| format!("line {}:\n  got:  {a}\n  want: {b}", i + 1))
            .collect();
        panic!("{name}: output differs from the CHECK lines\n{}\n--- full output ---\n{first}", diff.join("\n"));
    }
    assert_eq!(first, second, "{name}: printing is not stable");
}

macro_rules! text_tests {
    ($($test:ident => $file:literal,)*) => {
        $(#[test] fn $test() { check_file($file); })*
    };
}

text_tests! {
    func_14 => "func-14.mlir",
    func_22 => "func-22.mlir",
    arith_14 => "arith-14.mlir",
    arith_22 => "arith-22.mlir",
    cf_14 => "cf-14.mlir",
    cf_22 => "cf-22.mlir",
    scf_14 => "scf-14.mlir",
    scf_22 => "scf-22.mlir",
    memref_14 => "memref-14.mlir",
}
