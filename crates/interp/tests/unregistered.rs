//! Ops async-opt's dialects do not register yet (`scf.parallel`, `scf.reduce`,
//! `memref.global`, `memref.get_global`, `memref.subview`, `memref.copy`) in their
//! generic form. The parser rejects unknown ops of a registered dialect (as MLIR does),
//! so the program is written with a placeholder dialect (`"x.scf.parallel"`) and the
//! ops are renamed to their canonical names after parsing; the interpreter dispatches
//! on names, so this is exactly what it sees once the ops are registered. The expected
//! output is mlir-runner-22's for the same program with the real names (its pipeline:
//! convert-scf-to-cf, expand-strided-metadata, finalize-memref-to-llvm, the arith, func
//! and cf conversions).

use async_opt_ir::{Context, Op, WalkControl};
use async_opt_text::{Generation, ParseOptions};

const PROGRAM: &str = r#"
"memref.global"() <{constant, initial_value = dense<[1, 2, 3, 4, 5, 6]> : tensor<6xi64>, sym_name = "table", sym_visibility = "private", type = memref<6xi64>}> : () -> ()
"memref.global"() <{initial_value = dense<0.0> : tensor<2x3xf32>, sym_name = "grid", sym_visibility = "private", type = memref<2x3xf32>}> : () -> ()
func.func private @printI64(i64)
func.func private @printNewline()
func.func private @printMemrefI64(memref<*xi64>) attributes { llvm.emit_c_interface }
func.func private @printMemrefF32(memref<*xf32>) attributes { llvm.emit_c_interface }

func.func @entry() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c6 = arith.constant 6 : index
  %t = "memref.get_global"() <{name = @table}> : () -> memref<6xi64>
  %zero = arith.constant 0 : i64
  // A sum reduction over the table.
  %sum = "scf.parallel"(%c0, %c6, %c1, %zero) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> ({
  ^bb0(%i: index):
    %x = memref.load %t[%i] : memref<6xi64>
    "scf.reduce"(%x) ({
    ^bb0(%lhs: i64, %rhs: i64):
      %s = arith.addi %lhs, %rhs : i64
      "scf.reduce.return"(%s) : (i64) -> ()
    }) : (i64) -> ()
  }) : (index, index, index, i64) -> i64
  call @printI64(%sum) : (i64) -> ()
  call @printNewline() : () -> ()
  // A 2-d parallel loop without reductions writing a global.
  %g = "memref.get_global"() <{name = @grid}> : () -> memref<2x3xf32>
  "scf.parallel"(%c0, %c0, %c2, %c3, %c1, %c1) <{operandSegmentSizes = array<i32: 2, 2, 2, 0>}> ({
  ^bb0(%i: index, %j: index):
    %k = arith.muli %i, %c3 : index
    %l = arith.addi %k, %j : index
    %li = arith.index_cast %l : index to i64
    %f = arith.sitofp %li : i64 to f32
    memref.store %f, %g[%i, %j] : memref<2x3xf32>
    "scf.reduce"() : () -> ()
  }) : (index, index, index, index, index, index) -> ()
  %ug = memref.cast %g : memref<2x3xf32> to memref<*xf32>
  call @printMemrefF32(%ug) : (memref<*xf32>) -> ()
  // A subview of a copy of the table, and memref.copy into it.
  %m = memref.alloc() : memref<6xi64>
  "memref.copy"(%t, %m) : (memref<6xi64>, memref<6xi64>) -> ()
  %s = "memref.subview"(%m) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 1>, static_sizes = array<i64: 3>, static_strides = array<i64: 2>}> : (memref<6xi64>) -> memref<3xi64, strided<[2], offset: 1>>
  %d = memref.dim %s, %c0 : memref<3xi64, strided<[2], offset: 1>>
  %di = arith.index_cast %d : index to i64
  call @printI64(%di) : (i64) -> ()
  call @printNewline() : () -> ()
  %src = memref.alloc() : memref<3xi64>
  %v = arith.constant 100 : i64
  memref.store %v, %src[%c0] : memref<3xi64>
  memref.store %v, %src[%c1] : memref<3xi64>
  memref.store %v, %src[%c2] : memref<3xi64>
  "memref.copy"(%src, %s) : (memref<3xi64>, memref<3xi64, strided<[2], offset: 1>>) -> ()
  %um = memref.cast %m : memref<6xi64> to memref<*xi64>
  call @printMemrefI64(%um) : (memref<*xi64>) -> ()
  %us = memref.cast %s : memref<3xi64, strided<[2], offset: 1>> to memref<*xi64>
  call @printMemrefI64(%us) : (memref<*xi64>) -> ()
  memref.dealloc %src : memref<3xi64>
  memref.dealloc %m : memref<6xi64>
  return
}
"#;

/// mlir-runner-22's output for PROGRAM (addresses masked).
const EXPECTED: &str = "21
Unranked Memref base@ = ADDR rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data = 
[[0,   1,   2], 
 [3,   4,   5]]
3
Unranked Memref base@ = ADDR rank = 1 offset = 0 sizes = [6] strides = [1] data = 
[1,  100,  3,  100,  5,  100]
Unranked Memref base@ = ADDR rank = 1 offset = 1 sizes = [3] strides = [2] data = 
[100,  100,  100]
";

const RENAMED: &[&str] = &[
    "scf.parallel",
    "scf.reduce",
    "scf.reduce.return",
    "memref.global",
    "memref.get_global",
    "memref.subview",
    "memref.copy",
    "cf.switch",
];

/// Parses `src` written with `"x.NAME"` placeholders and renames those ops to `NAME`.
fn parse_renamed(ctx: &mut Context, src: &str) -> Op {
    let module = parse_renamed_unverified(ctx, src);
    ctx.verify(module, async_opt_ir::Generation::V22).expect("the renamed program verifies");
    module
}

/// [`parse_renamed`] without the verifier: async-opt's verifier checks successor operands
/// of unregistered ops as if they took none (MLIR does not check them), so a generic
/// `cf.switch` with case operands does not verify until `cf.switch` is registered.
fn parse_renamed_unverified(ctx: &mut Context, src: &str) -> Op {
    let mut text = src.to_string();
    for name in RENAMED {
        text = text.replace(&format!("\"{name}\""), &format!("\"x.{name}\""));
    }
    let syntax = async_opt_dialects::register_all(ctx);
    let opts =
        ParseOptions { filename: "unregistered.mlir".into(), allow_unregistered: true, ..ParseOptions::default() };
    let (module, _) = async_opt_text::parse_source(ctx, &syntax, &text, opts).expect("the program parses");
    let mut placeholders = Vec::new();
    ctx.walk_pre(module, |op| {
        if ctx.op_name_str(op).starts_with("x.") {
            placeholders.push(op);
        }
        WalkControl::Advance
    });
    // Innermost first, so a region is moved after the ops inside it were renamed.
    for op in placeholders.into_iter().rev() {
        let name = ctx.op_name_str(op)[2..].to_string();
        let name = ctx.ident(&name);
        let operands: Vec<_> = ctx.operands(op).collect();
        let types = ctx.result_types(op);
        let attrs = ctx.attrs(op).to_vec();
        let loc = ctx.loc(op);
        let nregions = ctx.regions(op).len();
        let successors: Vec<_> = ctx.successors(op).collect();
        let new = ctx.create_op_parts(name, loc, &operands, &types, &successors, nregions, &attrs);
        for i in 0..nregions {
            let (to, from) = (ctx.region(new, i), ctx.region(op, i));
            ctx.take_body(to, from);
        }
        ctx.insert_op_before(op, new);
        for i in 0..types.len() {
            let (from, to) = (ctx.result(op, i), ctx.result(new, i));
            ctx.replace_all_uses_with(from, to);
        }
        ctx.erase_op(op);
    }
    module
}

fn masked(out: &[u8]) -> String {
    let s = String::from_utf8_lossy(out);
    s.lines()
        .map(|l| match l.find("base@ = 0x") {
            Some(i) => {
                let rest = &l[i + 10..];
                let end = rest.find(' ').unwrap_or(rest.len());
                format!("{}base@ = ADDR{}\n", &l[..i], &rest[end..])
            }
            None => format!("{l}\n"),
        })
        .collect()
}

#[test]
fn parallel_loops_globals_subviews_and_copies_run_by_name() {
    let mut ctx = Context::new();
    let module = parse_renamed(&mut ctx, PROGRAM);
    let opts = async_opt_interp::Options { entry: "entry".into(), ..Default::default() };
    let r = async_opt_interp::run(&ctx, module, "entry", &opts, Generation::V22, None);
    let exec = match r {
        Ok(e) => e,
        Err(f) => panic!("the run failed: {}", f.diagnostic.message),
    };
    assert_eq!(masked(&exec.output), EXPECTED);
}

/// Out-of-bounds subviews and stores into a constant global are located errors.
#[test]
fn subview_bounds_and_constant_globals_are_checked() {
    let cases = [
        (
            r#""memref.global"() <{constant, initial_value = dense<1> : tensor<2xi64>, sym_name = "k", sym_visibility = "private", type = memref<2xi64>}> : () -> ()
func.func @entry() {
  %c0 = arith.constant 0 : index
  %v = arith.constant 5 : i64
  %k = "memref.get_global"() <{name = @k}> : () -> memref<2xi64>
  memref.store %v, %k[%c0] : memref<2xi64>
  return
}"#,
            "memref.store into a constant memref.global",
            6,
        ),
        (
            r#"func.func @entry() {
  %m = memref.alloc() : memref<4xi64>
  %s = "memref.subview"(%m) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 2>, static_sizes = array<i64: 2>, static_strides = array<i64: 2>}> : (memref<4xi64>) -> memref<2xi64, strided<[2], offset: 2>>
  return
}"#,
            "memref.subview out of bounds: dimension 0 of size 4 viewed at offset 2, size 2, stride 2",
            3,
        ),
    ];
    for (src, msg, line) in cases {
        let mut ctx = Context::new();
        let module = parse_renamed(&mut ctx, src);
        let opts = async_opt_interp::Options { entry: "entry".into(), ..Default::default() };
        let Err(f) = async_opt_interp::run(&ctx, module, "entry", &opts, Generation::V22, None) else {
            panic!("expected '{msg}'");
        };
        assert_eq!(f.diagnostic.message, msg);
        assert_eq!(ctx.file_line_col(f.diagnostic.loc).map(|x| x.1), Some(line));
    }
}

/// `cf.switch` (generic form): each case value goes to its successor with its operands,
/// anything else to the default; mlir-runner-22 prints 20, nothing, 10 for flags 2, 5, 7.
#[test]
fn cf_switch_runs_by_name() {
    for (flag, want) in [(2, "20\n"), (5, ""), (7, "10\n")] {
        let src = format!(
            r#"func.func private @printI64(i64)
func.func private @printNewline()
func.func @entry() {{
  %c = arith.constant {flag} : i32
  %a = arith.constant 10 : i64
  %b = arith.constant 20 : i64
  "cf.switch"(%c, %a, %b) [^bb1, ^bb2, ^bb3] <{{case_operand_segments = array<i32: 1, 0>, case_values = dense<[2, 5]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 1, 1>}}> : (i32, i64, i64) -> ()
^bb1(%x: i64):
  call @printI64(%x) : (i64) -> ()
  call @printNewline() : () -> ()
  return
^bb2(%y: i64):
  call @printI64(%y) : (i64) -> ()
  call @printNewline() : () -> ()
  return
^bb3:
  return
}}"#
        );
        let mut ctx = Context::new();
        let module = parse_renamed_unverified(&mut ctx, &src);
        let opts = async_opt_interp::Options { entry: "entry".into(), ..Default::default() };
        let Ok(exec) = async_opt_interp::run(&ctx, module, "entry", &opts, Generation::V22, None) else {
            panic!("cf.switch with flag {flag} failed");
        };
        assert_eq!(String::from_utf8_lossy(&exec.output), want, "flag {flag}");
    }
}
