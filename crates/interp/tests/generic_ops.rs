//! `scf.parallel`, `scf.reduce`, `memref.global`, `memref.get_global`, `memref.subview`,
//! `memref.copy` and `cf.switch` in their generic form (as mlir-opt prints them with
//! `--mlir-print-op-generic`), parsed, verified and run. The expected output is
//! mlir-runner-22's for the same program (its pipeline: convert-scf-to-cf,
//! expand-strided-metadata, finalize-memref-to-llvm, the arith, func and cf conversions).

use async_opt_ir::{Context, Op};
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

/// Parses and verifies `src` (LLVM 22's generic form).
fn parse(ctx: &mut Context, src: &str) -> Op {
    let syntax = async_opt_dialects::register_all(ctx);
    let opts = ParseOptions { filename: "generic_ops.mlir".into(), ..ParseOptions::default() };
    let (module, _) = async_opt_text::parse_source(ctx, &syntax, src, opts).expect("the program parses");
    ctx.verify(module, async_opt_ir::Generation::V22).expect("the program verifies");
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
fn parallel_loops_globals_subviews_and_copies_run() {
    let mut ctx = Context::new();
    let module = parse(&mut ctx, PROGRAM);
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
        let module = parse(&mut ctx, src);
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
fn cf_switch_runs() {
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
        let module = parse(&mut ctx, &src);
        let opts = async_opt_interp::Options { entry: "entry".into(), ..Default::default() };
        let Ok(exec) = async_opt_interp::run(&ctx, module, "entry", &opts, Generation::V22, None) else {
            panic!("cf.switch with flag {flag} failed");
        };
        assert_eq!(String::from_utf8_lossy(&exec.output), want, "flag {flag}");
    }
}
