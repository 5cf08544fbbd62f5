//! func, arith, cf, scf and memref ops: every custom form reads back what it prints in
//! every syntax generation (and through the generic form), and the verifiers report
//! mlir-opt's messages.

use async_opt_ir::Context;
use async_opt_text::{parse_source, print_op, Generation, ParseOptions, PrintOptions};

const GENS: [Generation; 3] = [Generation::Seed, Generation::V14, Generation::V22];

/// Parses and verifies `src`, then prints it in `generation` (custom or generic form).
fn print(src: &str, generation: Generation, generic: bool) -> Result<String, String> {
    let mut ctx = Context::new();
    let syntax = async_opt_dialects::register_all(&mut ctx);
    let (m, _) =
        parse_source(&mut ctx, &syntax, src, ParseOptions::default()).map_err(|d| format!("parse: {}", d.message))?;
    ctx.verify(m, async_opt_ir::Generation::V22).map_err(|d| format!("verify: {}", d.message))?;
    Ok(print_op(&ctx, &syntax, m, PrintOptions { generation, generic, debuginfo: false, ..Default::default() }))
}

fn generation_of(src: &str) -> Generation {
    let mut ctx = Context::new();
    let syntax = async_opt_dialects::register_all(&mut ctx);
    parse_source(&mut ctx, &syntax, src, ParseOptions::default()).expect("parses").1
}

/// The verifier's (or parser's) first error for `src`.
fn error(src: &str) -> String {
    match print(src, Generation::V22, false) {
        Ok(out) => panic!("expected an error, got:\n{out}"),
        Err(e) => e,
    }
}

/// Prints `src` in LLVM 22's custom form, which must hold every one of `needles`.
fn assert_prints(src: &str, needles: &[&str]) {
    let out = print(src, Generation::V22, false).unwrap();
    for s in needles {
        assert!(out.contains(s), "lacks {s:?}:\n{out}");
    }
}

/// Prints `src` in every generation, custom and generic, and checks each output reads
/// back to the same text, and that the generic form reads back to the same custom form.
fn round_trip(src: &str) {
    for g in GENS {
        let custom = print(src, g, false).unwrap_or_else(|e| panic!("{g:?}: {e}\n{src}"));
        let again = print(&custom, g, false).unwrap_or_else(|e| panic!("{g:?} reparse: {e}\n{custom}"));
        assert_eq!(custom, again, "{g:?}: custom form not stable");
        let generic = print(src, g, true).unwrap_or_else(|e| panic!("{g:?} generic: {e}"));
        let from_generic =
            print(&generic, g, false).unwrap_or_else(|e| panic!("{g:?} generic reparse: {e}\n{generic}"));
        assert_eq!(custom, from_generic, "{g:?}: generic form does not read back\n{generic}");
    }
}

const ALL_OPS: &str = r#"
func.func private @ext(i32, f32) -> f32
func.func @f(%a: i32, %b: i32, %x: f32, %y: f64, %c: i1, %n: index, %m: memref<?x4xf32>) -> f32 {
  %c3 = arith.constant 3 : i32
  %t = arith.constant true
  %k = arith.constant 2.5 : f32
  %d = arith.constant dense<[1, 2]> : vector<2xi32>
  %0 = arith.addi %a, %b : i32
  %1 = arith.subi %0, %c3 : i32
  %2 = arith.muli %1, %b : i32
  %3 = arith.divsi %2, %b : i32
  %4 = arith.divui %3, %b : i32
  %5 = arith.remsi %4, %b : i32
  %6 = arith.remui %5, %b : i32
  %7 = arith.andi %6, %b : i32
  %8 = arith.ori %7, %b : i32
  %9 = arith.xori %8, %b : i32
  %10 = arith.shli %9, %b : i32
  %11 = arith.shrsi %10, %b : i32
  %12 = arith.shrui %11, %b : i32
  %13 = arith.maxsi %12, %b : i32
  %14 = arith.minsi %13, %b : i32
  %f0 = arith.addf %x, %k : f32
  %f1 = arith.subf %f0, %x : f32
  %f2 = arith.mulf %f1, %x : f32
  %f3 = arith.divf %f2, %x : f32
  %f4 = arith.remf %f3, %x : f32
  %f5 = arith.negf %f4 : f32
  %ci = arith.cmpi sge, %14, %a : i32
  %cf = arith.cmpf olt, %f5, %x : f32
  %cv = arith.cmpi eq, %d, %d : vector<2xi32>
  %s = arith.select %ci, %f5, %x : f32
  %sv = arith.select %cv, %d, %d : vector<2xi1>, vector<2xi32>
  %i0 = arith.index_cast %a : i32 to index
  %i1 = arith.index_cast %i0 : index to i64
  %e0 = arith.extsi %a : i32 to i64
  %e1 = arith.extui %a : i32 to i64
  %e2 = arith.trunci %e0 : i64 to i8
  %e3 = arith.sitofp %a : i32 to f32
  %e4 = arith.uitofp %a : i32 to f32
  %e5 = arith.fptosi %x : f32 to i32
  %e6 = arith.fptoui %x : f32 to i32
  %e7 = arith.extf %x : f32 to f64
  %e8 = arith.truncf %y : f64 to f32
  %r = func.call @ext(%a, %s) : (i32, f32) -> f32
  %mem = memref.alloc(%n) : memref<?x4xf32>
  %st = memref.alloca() {alignment = 16 : i64} : memref<2xf64>
  memref.store %x, %mem[%n, %n] : memref<?x4xf32>
  %l = memref.load %mem[%n, %n] : memref<?x4xf32>
  %cast = memref.cast %mem : memref<?x4xf32> to memref<*xf32>
  %dim = memref.dim %mem, %n : memref<?x4xf32>
  memref.dealloc %mem : memref<?x4xf32>
  %z = arith.constant 0 : index
  %one = arith.constant 1 : index
  %sum = scf.for %iv = %z to %n step %one iter_args(%acc = %x) -> (f32) {
    %v = memref.load %m[%iv, %z] : memref<?x4xf32>
    %nx = arith.addf %acc, %v : f32
    scf.yield %nx : f32
  }
  scf.for %iv = %z to %n step %one {
    memref.store %sum, %m[%iv, %z] : memref<?x4xf32>
  }
  %r2 = scf.if %c -> (f32) {
    %in = func.call @ext(%a, %x) : (i32, f32) -> f32
    scf.yield %in : f32
  } else {
    scf.yield %x : f32
  }
  scf.if %c {
    func.call @ext(%a, %x) : (i32, f32) -> f32
  }
  %w = scf.while (%i = %a) : (i32) -> i32 {
    %go = arith.cmpi slt, %i, %b : i32
    scf.condition(%go) %i : i32
  } do {
  ^bb0(%j: i32):
    %nj = arith.addi %j, %c3 : i32
    scf.yield %nj : i32
  }
  %er = scf.execute_region -> i32 {
    scf.yield %w : i32
  }
  cf.assert %c, "must \"hold\""
  cf.cond_br %c, ^bb1(%r2 : f32), ^bb2
^bb1(%p: f32):
  cf.br ^bb2
^bb2:
  return %r : f32
}
"#;

#[test]
fn all_ops_round_trip_in_every_generation() {
    round_trip(ALL_OPS);
}

/// What the output of [`ALL_OPS`] holds per generation, custom or generic (`true`). Inside
/// scf.if the call keeps its prefix in 22 only (func's default dialect applies directly
/// inside func.func).
const SPELLINGS: &[(Generation, bool, &str)] = &[
    (Generation::Seed, false, "func @f("),
    (Generation::Seed, false, "%c3_i32 = constant 3 : i32"),
    (Generation::Seed, false, "= addi "),
    (Generation::Seed, false, "= cmpi sge,"),
    (Generation::Seed, false, "= select "),
    (Generation::Seed, false, "cond_br %"),
    (Generation::Seed, false, "  br ^bb2"),
    (Generation::Seed, false, "assert %"),
    (Generation::Seed, false, "= call @ext"),
    (Generation::Seed, false, "  return %"),
    (Generation::V14, false, "func @f("),
    (Generation::V14, false, "arith.constant 3 : i32"),
    (Generation::V14, false, "= arith.addi "),
    (Generation::V14, false, "= select "),
    (Generation::V14, false, "  cond_br %"),
    (Generation::V14, false, "  br ^bb2"),
    (Generation::V14, false, "  assert %"),
    (Generation::V14, false, "= call @ext"),
    (Generation::V14, false, "  return %"),
    (Generation::V22, false, "func.func @f("),
    (Generation::V22, false, "= arith.select "),
    (Generation::V22, false, "  cf.cond_br %"),
    (Generation::V22, false, "  cf.br ^bb2"),
    (Generation::V22, false, "  cf.assert %"),
    (Generation::V22, false, "= call @ext(%arg0, %24)"),
    (Generation::V22, false, "= func.call @ext"),
    (Generation::V22, false, "  return %"),
    (Generation::V14, true, "\"builtin.func\""),
    (Generation::V14, true, "type = ("),
    (Generation::V14, true, "\"std.call\""),
    (Generation::V14, true, "\"std.return\""),
    (Generation::V14, true, "\"std.select\""),
    (Generation::V14, true, "\"std.cond_br\""),
    (Generation::V14, true, "\"std.br\""),
    (Generation::V14, true, "\"std.assert\""),
    (Generation::V14, true, "operand_segment_sizes = dense<[1, 1, 0]> : vector<3xi32>"),
    (Generation::V14, true, "predicate = 5"),
    (Generation::Seed, true, "\"std.addf\""),
];

#[test]
fn spellings_per_generation() {
    let mut outputs = std::collections::HashMap::new();
    for &(g, generic, s) in SPELLINGS {
        let out = outputs.entry((g, generic)).or_insert_with(|| print(ALL_OPS, g, generic).unwrap());
        assert!(out.contains(s), "{g:?} output (generic: {generic}) lacks {s:?}:\n{out}");
    }
}

#[test]
fn generation_is_detected_from_spellings() {
    assert_eq!(generation_of("func @f() {\n  return\n}"), Generation::V14);
    assert_eq!(generation_of("func.func @f() {\n  return\n}"), Generation::V22);
    assert_eq!(generation_of("func @f(%a: f32) {\n  %0 = addf %a, %a : f32\n  return\n}"), Generation::Seed);
    assert_eq!(generation_of("func @f(%c: i1) {\n  cond_br %c, ^bb1, ^bb1\n^bb1:\n  return\n}"), Generation::V14);
}

#[test]
fn implicit_yields_are_added_and_elided() {
    let src =
        "func.func @f(%c: i1, %n: index) {\n  scf.if %c {\n  }\n  scf.for %i = %n to %n step %n {\n  }\n  return\n}";
    let out = print(src, Generation::V22, false).unwrap();
    assert!(out.contains("scf.if %arg0 {\n    }\n"), "{out}");
    assert!(!out.contains("scf.yield"), "{out}");
    let generic = print(src, Generation::V22, true).unwrap();
    assert_eq!(generic.matches("\"scf.yield\"() : () -> ()").count(), 2, "{generic}");
}

#[test]
fn constant_result_names() {
    let src = "func.func @f() {\n  %a = arith.constant 3 : i32\n  %b = arith.constant 3 : index\n  %c = arith.constant -1 : i64\n  %d = arith.constant false\n  %e = arith.constant 1.0 : f32\n  %f = arith.constant 3 : i32\n  return\n}";
    assert_prints(src, &["%c3_i32 = ", "%c3 = ", "%c-1_i64 = ", "%false = ", "%cst = ", "%c3_i32_0 = "]);
}

#[test]
fn flags_and_attributes_are_kept() {
    let src = "func.func @f(%a: f32, %b: i32) {\n  %0 = arith.addf %a, %a fastmath<fast> : f32\n  %1 = arith.addi %b, %b overflow<nsw, nuw> {tag} : i32\n  %2 = \"arith.mulf\"(%a, %a) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32\n  return\n}";
    assert_prints(
        src,
        &[
            "arith.addf %arg0, %arg0 fastmath<fast> : f32",
            "arith.addi %arg1, %arg1 overflow<nsw, nuw> {tag} : i32",
            "arith.mulf %arg0, %arg0 : f32",
        ],
    );
    round_trip(src.replace("\n  %2", "\n  //").as_str());
}

#[test]
fn non_index_for_and_multi_result_region_ops() {
    let src = "func.func @f(%x: i32) {\n  %0 = scf.for %i = %x to %x step %x iter_args(%a = %x) -> (i32) : i32 {\n    scf.yield %a : i32\n  }\n  %1:2 = scf.execute_region -> (i32, i32) no_inline {\n    scf.yield %x, %x : i32, i32\n  }\n  return\n}";
    assert_prints(src, &["iter_args(%arg2 = %arg0) -> (i32)  : i32 {", "scf.execute_region -> (i32, i32) no_inline {"]);
    round_trip(src);
}

// ----------------------------------------------------------------------------------
// Verifier messages
// ----------------------------------------------------------------------------------

fn assert_error(src: &str, want: &str) {
    let e = error(src);
    assert!(e.contains(want), "expected error containing {want:?}, got {e:?}");
}

/// `src` after the declaration of `@g : (i32) -> i32`.
macro_rules! with_g {
    ($src:literal) => {
        concat!("func.func private @g(i32) -> i32\n", $src)
    };
}

/// Sources the verifier (or the parser) rejects, and what its first error says.
const ERRORS: &[(&str, &str)] = &[
    // call
    ("func.func @f() {\n  call @missing() : () -> ()\n  return\n}", "'func.call' op 'missing' does not reference a valid function"),
    (with_g!("func.func @f(%x: i32) {\n  %0 = call @g(%x, %x) : (i32, i32) -> i32\n  return\n}"), "'func.call' op incorrect number of operands for callee"),
    (with_g!("func.func @f(%x: f32) {\n  %0 = call @g(%x) : (f32) -> i32\n  return\n}"), "operand type mismatch: expected operand type 'i32', but provided 'f32' for operand number 0"),
    (with_g!("func.func @f(%x: i32) {\n  call @g(%x) : (i32) -> ()\n  return\n}"), "incorrect number of results for callee"),
    (with_g!("func.func @f(%x: i32) {\n  %0 = call @g(%x) : (i32) -> f32\n  return\n}"), "result type mismatch at index 0"),
    // return
    ("func.func @f() -> i32 {\n  return\n}", "'func.return' op has 0 operands, but enclosing function (@f) returns 1"),
    ("func.func @f(%x: i64) -> i32 {\n  return %x : i64\n}", "type of return operand 0 ('i64') doesn't match function result type ('i32') in function @f"),
    ("func.func @f() {\n  scf.execute_region {\n    func.return\n  }\n  return\n}", "'func.return' op expects parent op 'func.func'"),
    ("\"func.func\"() ({\n^bb0(%a: i64):\n  \"func.return\"() : () -> ()\n}) {sym_name = \"x\", function_type = (i32) -> ()} : () -> ()", "type of entry block argument #0('i64') must match the type of the corresponding argument in function signature('i32')"),
    // arith
    ("func.func @f(%a: i32, %b: i64) {\n  %0 = \"arith.addi\"(%a, %b) : (i32, i64) -> i32\n  return\n}", "'arith.addi' op requires the same type for all operands and results"),
    ("func.func @f(%a: i32) {\n  %0 = \"arith.addf\"(%a, %a) : (i32, i32) -> i32\n  return\n}", "'arith.addf' op operand #0 must be floating-point-like, but got 'i32'"),
    ("func.func @f() {\n  %c = \"arith.constant\"() : () -> i32\n  return\n}", "'arith.constant' op requires attribute 'value'"),
    ("func.func @f() {\n  %c = \"arith.constant\"() {value = 1 : i64} : () -> i32\n  return\n}", "failed to verify that all of {value, result} have same type"),
    ("func.func @f(%a: i32) {\n  %0 = \"arith.cmpi\"(%a, %a) {predicate = 2 : i64} : (i32, i32) -> i32\n  return\n}", "'arith.cmpi' op result #0 must be bool-like, but got 'i32'"),
    ("func.func @f(%a: i32) {\n  %0 = \"arith.cmpi\"(%a, %a) {predicate = 20 : i64} : (i32, i32) -> i1\n  return\n}", "allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9"),
    ("func.func @f(%a: i32) {\n  %0 = arith.extsi %a : i32 to i16\n  return\n}", "'arith.extsi' op operand type 'i32' and result type 'i16' are cast incompatible"),
    ("func.func @f(%a: i32) {\n  %0 = arith.index_cast %a : i32 to i64\n  return\n}", "are cast incompatible"),
    ("func.func @f(%a: i32, %c: i1) {\n  %0 = \"arith.select\"(%c, %a, %c) : (i1, i32, i1) -> i32\n  return\n}", "failed to verify that all of {true_value, false_value, result} have same type"),
    ("func.func @f(%a: i32) {\n  %0 = arith.cmpi bogus, %a, %a : i32\n  return\n}", "expected string or keyword containing one of the following enum values for attribute 'predicate'"),
    // cf
    ("func.func @f(%c: i1) {\n  cf.cond_br %c, ^bb1(%c : i1), ^bb1(%c : i1)\n^bb1:\n  return\n}", "branch has 1 operands for successor #0, but target block has 0"),
    ("func.func @f(%c: i32) {\n  \"cf.assert\"(%c) {msg = \"m\"} : (i32) -> ()\n  return\n}", "'cf.assert' op operand #0 must be 1-bit signless integer, but got 'i32'"),
    ("func.func @f(%c: i1) {\n  \"cf.cond_br\"(%c)[^bb1, ^bb1] : (i1) -> ()\n^bb1:\n  return\n}", "operand count (1) does not match with the total size (0) specified in attribute 'operandSegmentSizes'"),
    // scf
    ("func.func @f(%x: i32, %c: i1) {\n  %0 = scf.if %c -> (i32) {\n    scf.yield %c : i1\n  } else {\n    scf.yield %x : i32\n  }\n  return\n}", "'scf.if' op along control flow edge from Operation scf.yield to parent: successor operand type #0 'i1' should match successor input type #0 'i32'"),
    ("func.func @f(%x: i32, %c: i1) {\n  %0 = scf.for %i = %x to %x step %x iter_args(%a = %x) -> (i32) : i32 {\n    scf.yield %c : i1\n  }\n  return\n}", "'scf.for' op 0-th region iter_arg and 0-th yielded value have different type: 'i32' != 'i1'"),
    ("func.func @f(%x: i32, %c: i1) {\n  %0:2 = scf.while (%a = %x) : (i32) -> (i32, i32) {\n    scf.condition(%c) %a : i32\n  } do {\n  ^bb0(%y: i32):\n    scf.yield %y : i32\n  }\n  return\n}", "'scf.while' op along control flow edge from Operation scf.condition to parent: region branch point has 1 operands, but region successor needs 2 inputs"),
    ("func.func @f(%x: i32, %c: i1) {\n  %0 = scf.execute_region -> i32 {\n    scf.yield %c : i1\n  }\n  return\n}", "'scf.execute_region' op along control flow edge from Operation scf.yield to parent"),
    ("func.func @f(%x: i32) {\n  scf.for %i = %x to %x step %x {\n  }\n  return\n}", "use of value '%x' expects different type than prior uses: 'index' vs 'i32'"),
    // memref
    ("func.func @f(%m: memref<4xf32>, %i: index) {\n  %0 = memref.load %m[%i, %i] : memref<4xf32>\n  return\n}", "'memref.load' op incorrect number of indices for load, expected 1 but got 2"),
    ("func.func @f(%m: memref<4xf32>, %i: index, %v: i32) {\n  \"memref.store\"(%v, %m, %i) : (i32, memref<4xf32>, index) -> ()\n  return\n}", "'memref.store' op failed to verify that type of 'value' matches element type of 'memref'"),
    ("func.func @f(%m: memref<4xf32>, %i: index) {\n  %0 = \"memref.load\"(%m, %i) : (memref<4xf32>, index) -> i32\n  return\n}", "'memref.load' op failed to verify that result type matches element type of 'memref'"),
    ("func.func @f() {\n  %0 = memref.alloc() : memref<?xf32>\n  return\n}", "'memref.alloc' op incorrect number of dynamic sizes, has 0, expected 1"),
    ("func.func @f(%m: memref<4xf32>) {\n  %0 = memref.cast %m : memref<4xf32> to memref<4xi32>\n  return\n}", "are cast incompatible"),
];

#[test]
fn verifier_errors() {
    for &(src, want) in ERRORS {
        assert_error(src, want);
    }
}

// ----------------------------------------------------------------------------------
// Builders
// ----------------------------------------------------------------------------------

#[test]
fn builders_make_verifiable_ir() {
    use async_opt_dialects::{arith, cf, func, memref, scf};
    use async_opt_ir::{Builder, OperationState};
    let mut ctx = Context::new();
    let syntax = async_opt_dialects::register_all(&mut ctx);
    let module_name = ctx.ident("builtin.module");
    let loc = ctx.unknown_loc();
    let state = OperationState::new(module_name, loc).empty_regions(&mut ctx, 1);
    let module = ctx.create_op(state);
    let body = ctx.create_block();
    let r = ctx.region(module, 0);
    ctx.append_block(r, body);
    let i1 = ctx.i1_type();
    let i32t = ctx.integer_type(32);
    let f32t = ctx.float_type(async_opt_ir::FloatKind::F32);
    let mref = ctx.intern_type(async_opt_ir::TypeKind::MemRef {
        shape: vec![4].into(),
        element: f32t,
        layout: None,
        memory_space: None,
    });
    let mut b = Builder::at_end(&mut ctx, body);
    let (_callee, cb) = func::func(&mut b, "callee", &[i32t], &[i32t], true);
    b.set_insertion_point_to_end(cb);
    let a = b.ctx.block_arg(cb, 0);
    func::return_(&mut b, &[a]);
    b.set_insertion_point_to_end(body);
    let (f, entry) = func::func(&mut b, "main", &[i1, i32t], &[i32t], false);
    let region = b.ctx.region(f, 0);
    let ok = b.create_block(region, &[i32t]);
    let fail = b.create_block(region, &[]);
    b.set_insertion_point_to_end(entry);
    let c = b.ctx.block_arg(entry, 0);
    let x = b.ctx.block_arg(entry, 1);
    let t = arith::constant_bool(&mut b, true);
    let nc = arith::xori(&mut b, c, t);
    let msg = b.ctx.string_attr("must not hold");
    cf::assert(&mut b, nc, msg);
    let call = func::call(&mut b, "callee", &[x], &[i32t]);
    let y = b.ctx.result(call, 0);
    let s = arith::addi(&mut b, x, y);
    let lt = arith::cmpi(&mut b, "slt", s, x).unwrap();
    let z = arith::constant_index(&mut b, 0);
    let buf = memref::alloc(&mut b, &[], &[], mref);
    let v = memref::load(&mut b, buf, &[z]);
    memref::store(&mut b, v, buf, &[z]);
    memref::dealloc(&mut b, buf);
    let iff = scf::if_(&mut b, lt, &[], false);
    let then = b.ctx.entry_block(iff, 0).unwrap();
    b.set_insertion_point_to_end(then);
    scf::yield_(&mut b, &[]);
    b.set_insertion_point_to_end(entry);
    cf::cond_br(&mut b, lt, &[s], &[], ok, fail);
    b.set_insertion_point_to_end(ok);
    let arg = b.ctx.block_arg(ok, 0);
    cf::br(&mut b, &[], fail);
    let _ = arg;
    b.set_insertion_point_to_end(fail);
    func::return_(&mut b, &[x]);
    ctx.verify(module, async_opt_ir::Generation::V22).unwrap_or_else(|d| panic!("{}", d.message));
    let out = print_op(&ctx, &syntax, module, PrintOptions { generation: Generation::V22, ..Default::default() });
    assert!(out.contains("cf.cond_br %3, ^bb1(%2 : i32), ^bb2"), "{out}");
    assert!(out.contains("cf.assert %0, \"must not hold\""), "{out}");
    // And what the builders made reads back.
    assert_eq!(print(&out, Generation::V22, false).unwrap(), out);
}
