//! Folding as upstream folds: `async-to-async-runtime` of LLVM 14 and 22 folds every op its
//! dialect conversion legalizes (`transforms::fold`). Generated functions, each one op on
//! constants or identities (every arith op at the edges of i1, i8, i32, i64 and index; f16,
//! bf16, f32 and f64 with zeros, infinities and NaN; casts, comparisons, selects; chains
//! that must not fold through), go through the real mlir-opt of each generation and
//! through async-opt: each function must print the same.
//!
//! Missing tools skip the test locally and fail it under CI (`CI` set).

use std::fmt::Write as _;
use std::process::Command;

/// One generation's corpus: functions `@cN`, each `(%x: T, %y: T) -> R`.
struct Corpus {
    v22: bool,
    text: String,
    n: usize,
}

impl Corpus {
    fn new(v22: bool) -> Corpus {
        Corpus { v22, text: String::new(), n: 0 }
    }
    fn case(&mut self, ty: &str, ret: &str, body: &str) {
        self.case_with(&format!("%x: {ty}, %y: {ty}"), ret, body);
    }
    fn case_with(&mut self, args: &str, ret: &str, body: &str) {
        self.n += 1;
        let func = if self.v22 { "func.func" } else { "func" };
        let _ = write!(self.text, "{func} @c{}({args}) -> {ret} {{\n{body}}}\n", self.n);
    }
}

const INT_TYPES: &[(&str, u32)] = &[("i1", 1), ("i8", 8), ("i32", 32), ("i64", 64), ("index", 64)];
#[rustfmt::skip]
const INT_OPS: &[&str] = &[
    "addi", "subi", "muli", "divui", "divsi", "ceildivsi", "floordivsi", "remui", "remsi", "andi",
    "ori", "xori", "shli", "shrui", "shrsi", "maxsi", "maxui", "minsi", "minui",
];

fn int_values(w: u32) -> Vec<u128> {
    let m = if w == 128 { u128::MAX } else { (1u128 << w) - 1 };
    let mut v: Vec<u128> = [0, 1, 2, 3, 7, w as u128 - 1, w as u128, m, m - 6, 1 << (w - 1), (1 << (w - 1)) - 1]
        .iter()
        .map(|x| x & m)
        .collect();
    v.sort_unstable();
    v.dedup();
    v
}

fn int_literal(v: u128, ty: &str) -> String {
    if ty == "index" && v >= 1 << 63 {
        return format!("{}", v as i128 - (1i128 << 64));
    }
    v.to_string()
}

fn integers(c: &mut Corpus) {
    for op in INT_OPS {
        for &(ty, w) in INT_TYPES {
            let vals = int_values(w);
            let pairs: Vec<(u128, u128)> = vals.iter().flat_map(|&a| vals.iter().map(move |&b| (a, b))).collect();
            let step = if w > 8 { 3 } else { 1 };
            for &(a, b) in pairs.iter().step_by(step) {
                let body = format!(
                    "  %a = arith.constant {} : {ty}\n  %b = arith.constant {} : {ty}\n  %r = arith.{op} %a, %b : {ty}\n  return %r : {ty}\n",
                    int_literal(a, ty),
                    int_literal(b, ty)
                );
                c.case(ty, ty, &body);
            }
            for b in vals.iter().map(|&b| Some(b)).chain([None]) {
                for swap in [false, true] {
                    let (pre, rhs) = match b {
                        Some(b) => (format!("  %b = arith.constant {} : {ty}\n", int_literal(b, ty)), "%b"),
                        None => (String::new(), "%x"),
                    };
                    let (l, r) = if swap { (rhs, "%x") } else { ("%x", rhs) };
                    c.case(ty, ty, &format!("{pre}  %r = arith.{op} {l}, {r} : {ty}\n  return %r : {ty}\n"));
                }
            }
        }
    }
}

const FLOAT_TYPES: &[&str] = &["f16", "bf16", "f32", "f64"];
const FLOAT_VALUES: &[&str] =
    &["0.0", "-0.0", "1.0", "-1.0", "1.5", "0.1", "3.0", "-2.5", "65504.0", "1.0e10", "1.0e-10", "INF", "-INF", "NAN"];

fn float_literal(v: &str, ty: &str) -> String {
    let special = |inf: &str, ninf: &str, nan: &str| match v {
        "INF" => inf.to_string(),
        "-INF" => ninf.to_string(),
        "NAN" => nan.to_string(),
        _ => v.to_string(),
    };
    match ty {
        "f16" => special("0x7C00", "0xFC00", "0x7E00"),
        "bf16" => special("0x7F80", "0xFF80", "0x7FC0"),
        "f32" => special("0x7F800000", "0xFF800000", "0x7FC00000"),
        _ => special("0x7FF0000000000000", "0xFFF0000000000000", "0x7FF8000000000000"),
    }
}

fn floats(c: &mut Corpus) {
    let mut ops = vec!["addf", "subf", "mulf", "divf", "remf"];
    ops.extend(if c.v22 { &["maximumf", "minimumf", "maxnumf", "minnumf"][..] } else { &["maxf", "minf"][..] });
    for op in ops {
        for ty in FLOAT_TYPES {
            for a in FLOAT_VALUES {
                for b in FLOAT_VALUES {
                    if *ty == "f16" && (a.contains("e1") || b.contains("e1")) {
                        continue;
                    }
                    let body = format!(
                        "  %a = arith.constant {} : {ty}\n  %b = arith.constant {} : {ty}\n  %r = arith.{op} %a, %b : {ty}\n  return %r : {ty}\n",
                        float_literal(a, ty),
                        float_literal(b, ty)
                    );
                    c.case(ty, ty, &body);
                }
            }
            for b in ["0.0", "-0.0", "1.0", "INF", "-INF", "NAN", "x"] {
                for swap in [false, true] {
                    let (pre, rhs) = if b == "x" {
                        (String::new(), "%x")
                    } else {
                        (format!("  %b = arith.constant {} : {ty}\n", float_literal(b, ty)), "%b")
                    };
                    let (l, r) = if swap { (rhs, "%x") } else { ("%x", rhs) };
                    c.case(ty, ty, &format!("{pre}  %r = arith.{op} {l}, {r} : {ty}\n  return %r : {ty}\n"));
                }
            }
        }
    }
    for ty in FLOAT_TYPES {
        for a in FLOAT_VALUES {
            let body = format!(
                "  %a = arith.constant {} : {ty}\n  %r = arith.negf %a : {ty}\n  return %r : {ty}\n",
                float_literal(a, ty)
            );
            c.case(ty, ty, &body);
        }
        c.case(ty, ty, &format!("  %a = arith.negf %x : {ty}\n  %r = arith.negf %a : {ty}\n  return %r : {ty}\n"));
    }
}

fn comparisons(c: &mut Corpus) {
    for &(ty, w) in INT_TYPES {
        let m = (1u128 << w) - 1;
        let mut vals = vec![0, 1, (1 << (w - 1)) & m, m, 5 & m];
        vals.sort_unstable();
        vals.dedup();
        for pred in async_opt::dialects::arith::CMPI_PREDICATES {
            for &a in &vals {
                for &b in &vals {
                    let body = format!(
                        "  %a = arith.constant {} : {ty}\n  %b = arith.constant {} : {ty}\n  %r = arith.cmpi {pred}, %a, %b : {ty}\n  return %r : i1\n",
                        int_literal(a, ty),
                        int_literal(b, ty)
                    );
                    c.case(ty, "i1", &body);
                }
                for swap in [false, true] {
                    let (l, r) = if swap { ("%b", "%x") } else { ("%x", "%b") };
                    let body = format!(
                        "  %b = arith.constant {} : {ty}\n  %r = arith.cmpi {pred}, {l}, {r} : {ty}\n  return %r : i1\n",
                        int_literal(a, ty)
                    );
                    c.case(ty, "i1", &body);
                }
            }
            c.case(ty, "i1", &format!("  %r = arith.cmpi {pred}, %x, %x : {ty}\n  return %r : i1\n"));
        }
    }
    for pred in async_opt::dialects::arith::CMPI_PREDICATES {
        for ext in ["extsi", "extui"] {
            let body = format!("  %e = arith.{ext} %x : i1 to i32\n  %z = arith.constant 0 : i32\n  %r = arith.cmpi {pred}, %e, %z : i32\n  return %r : i1\n");
            c.case("i1", "i1", &body);
        }
    }
    for pred in async_opt::dialects::arith::CMPF_PREDICATES {
        for a in ["0.0", "-0.0", "1.0", "0x7FC00000", "0x7F800000"] {
            for b in ["0.0", "-0.0", "2.0", "0x7FC00000"] {
                let body = format!("  %a = arith.constant {a} : f32\n  %b = arith.constant {b} : f32\n  %r = arith.cmpf {pred}, %a, %b : f32\n  return %r : i1\n");
                c.case("f32", "i1", &body);
            }
        }
    }
    let select = if c.v22 { "arith.select" } else { "select" };
    for cond in ["%t1", "%f1", "%z"] {
        for (t, f) in [("%x", "%y"), ("%x", "%x"), ("%t1", "%f1"), ("%f1", "%t1")] {
            let body = format!("  %t1 = arith.constant true\n  %f1 = arith.constant false\n  %r = {select} {cond}, {t}, {f} : i1\n  return %r : i1\n");
            c.case_with("%x: i1, %y: i1, %z: i1", "i1", &body);
        }
    }
    for pred in ["eq", "ne", "slt"] {
        for (a, b, t, f) in [("%x", "%y", "%x", "%y"), ("%x", "%y", "%y", "%x"), ("%y", "%x", "%x", "%y")] {
            let body = format!(
                "  %c = arith.cmpi {pred}, {a}, {b} : i32\n  %r = {select} %c, {t}, {f} : i32\n  return %r : i32\n"
            );
            c.case("i32", "i32", &body);
        }
    }
}

fn casts(c: &mut Corpus) {
    let cast = |c: &mut Corpus, op: &str, value: &str, from: &str, to: &str| {
        let constant =
            if from == "i1" { format!("arith.constant {value}") } else { format!("arith.constant {value} : {from}") };
        c.case(from, to, &format!("  %a = {constant}\n  %r = arith.{op} %a : {from} to {to}\n  return %r : {to}\n"));
    };
    for a in [0i64, 1, 127, 128, 255, -1, -128, 300] {
        let small = (-128..=255).contains(&a);
        for (from, to) in [("i8", "i32"), ("i8", "i64"), ("i32", "i64"), ("i1", "i32")] {
            if from == "i8" && !small {
                continue;
            }
            let v = if from == "i1" { (if a & 1 == 1 { "true" } else { "false" }).to_string() } else { a.to_string() };
            for op in ["extui", "extsi"] {
                cast(c, op, &v, from, to);
            }
        }
        for (from, to) in [("i32", "i8"), ("i64", "i32"), ("i32", "i1")] {
            cast(c, "trunci", &a.to_string(), from, to);
        }
        let index_casts: &[&str] = if c.v22 { &["index_cast", "index_castui"] } else { &["index_cast"] };
        for (from, to) in [("i32", "index"), ("index", "i32"), ("i8", "index"), ("index", "i64")] {
            for op in index_casts {
                if from != "i8" || small {
                    cast(c, op, &a.to_string(), from, to);
                }
            }
        }
        for (from, to) in [("i8", "f32"), ("i32", "f16"), ("i64", "f64"), ("i32", "bf16"), ("i64", "f32")] {
            for op in ["sitofp", "uitofp"] {
                if from != "i8" || small {
                    cast(c, op, &a.to_string(), from, to);
                }
            }
        }
    }
    for big in
        ["16777217", "9007199254740993", "4294967295", "-9223372036854775807", "18446744073709551615", "65520", "2049"]
    {
        for to in ["f32", "f16", "bf16", "f64"] {
            for op in ["sitofp", "uitofp"] {
                cast(c, op, big, "i64", to);
            }
        }
    }
    for v in [
        "0.0",
        "-0.0",
        "1.5",
        "-1.5",
        "2.5",
        "127.9",
        "128.0",
        "-128.0",
        "-129.0",
        "255.0",
        "256.0",
        "-0.5",
        "1.0e10",
        "0x7F800000",
        "0x7FC00000",
        "-1.0",
    ] {
        for to in ["i8", "i32", "i64"] {
            for op in ["fptosi", "fptoui"] {
                cast(c, op, v, "f32", to);
            }
        }
        cast(c, "extf", v, "f32", "f64");
        cast(c, "truncf", v, "f32", "f16");
        cast(c, "bitcast", v, "f32", "i32");
    }
    for v in ["0.1", "1.0", "3.4028234663852886e+38", "1.0e300", "1.0e-300", "0x7FF8000000000000"] {
        cast(c, "truncf", v, "f64", "f32");
    }
    for v in ["0", "1", "1065353216", "-1", "2143289344"] {
        cast(c, "bitcast", v, "i32", "f32");
    }
    for (from, mid, to, first, second) in [
        ("i8", "i32", "i64", "extui", "extui"),
        ("i8", "i32", "i64", "extsi", "extsi"),
        ("i8", "i32", "i8", "extui", "trunci"),
        ("i8", "i32", "i8", "extsi", "trunci"),
        ("i16", "i32", "i8", "extsi", "trunci"),
        ("i64", "i32", "i8", "trunci", "trunci"),
        ("i32", "index", "i32", "index_cast", "index_cast"),
    ] {
        let body = format!(
            "  %a = arith.{first} %x : {from} to {mid}\n  %r = arith.{second} %a : {mid} to {to}\n  return %r : {to}\n"
        );
        c.case(from, to, &body);
    }
}

/// Folds see the IR as it was: an op whose operand folded away does not fold with it.
fn chains(c: &mut Corpus) {
    c.case(
        "i32",
        "i32",
        "  %c0 = arith.constant 0 : i32\n  %c3 = arith.constant 3 : i32\n  %a = arith.addi %c3, %c3 : i32\n  %b = arith.addi %a, %c3 : i32\n  %i = arith.addi %x, %c0 : i32\n  %j = arith.addi %i, %c0 : i32\n  %k = arith.muli %x, %c0 : i32\n  %l = arith.addi %k, %c3 : i32\n  %s = arith.subi %x, %y : i32\n  %t = arith.addi %s, %y : i32\n  %u = arith.xori %x, %c3 : i32\n  %v = arith.xori %u, %c3 : i32\n  %w = arith.andi %x, %v : i32\n  %m = arith.maxsi %w, %l : i32\n  %n = arith.addi %m, %t : i32\n  return %n : i32\n",
    );
    c.case(
        "i32",
        "i32",
        "  %c = arith.constant -1 : i32\n  %n = arith.xori %x, %c : i32\n  %a = arith.andi %x, %n : i32\n  %o = arith.ori %n, %x : i32\n  %b = arith.andi %x, %a : i32\n  %r = arith.addi %o, %b : i32\n  return %r : i32\n",
    );
}

/// The functions of a printed module, by name.
fn functions(text: &str) -> std::collections::HashMap<String, String> {
    let mut out = std::collections::HashMap::new();
    let mut current: Option<(String, String)> = None;
    for line in text.lines() {
        let t = line.trim_start();
        if let Some(rest) = t.strip_prefix("func @").or_else(|| t.strip_prefix("func.func @")) {
            if let Some((name, body)) = current.take() {
                out.insert(name, body);
            }
            current = Some((rest.split('(').next().unwrap_or_default().to_string(), String::new()));
        }
        if let Some((_, body)) = current.as_mut() {
            body.push_str(line);
            body.push('\n');
        }
    }
    if let Some((name, body)) = current {
        out.insert(name, body);
    }
    out
}

fn check(v22: bool, what: &str, build: fn(&mut Corpus)) {
    let tool = if v22 { testkit::peers::mlir_opt_22() } else { testkit::peers::mlir_opt_14() };
    if !testkit::peers::present(what, &[&tool]) {
        return;
    }
    let mut corpus = Corpus::new(v22);
    build(&mut corpus);
    let dir = testkit::scratch_dir("async-opt-fold");
    let input = dir.path().join("in.mlir");
    std::fs::write(&input, &corpus.text).unwrap();
    let upstream = Command::new(&tool).arg(&input).arg("-async-to-async-runtime").output().expect("mlir-opt runs");
    assert!(upstream.status.success(), "{tool}: {}", String::from_utf8_lossy(&upstream.stderr));
    let opts = async_opt::Options {
        passes: async_opt::parse_pipeline("builtin.module(async-to-async-runtime)").unwrap(),
        ..Default::default()
    };
    let ours = async_opt::run(input.to_str().unwrap(), &corpus.text, &opts);
    assert!(ours.success, "{}", ours.diagnostics);
    let (theirs, ours) = (functions(&String::from_utf8_lossy(&upstream.stdout)), functions(&ours.output));
    assert_eq!(theirs.len(), corpus.n, "{what}: every function printed");
    eprintln!("{what}, LLVM {}: {} functions", if v22 { 22 } else { 14 }, corpus.n);
    let mut differ: Vec<String> = theirs
        .iter()
        .filter(|(k, v)| ours.get(*k) != Some(v))
        .map(|(k, v)| format!("{v}ours:\n{}", ours.get(k).map_or("", |s| s)))
        .collect();
    differ.sort();
    let llvm = if v22 { 22 } else { 14 };
    assert!(
        differ.is_empty(),
        "{what}, LLVM {llvm}: {} of {} functions differ from mlir-opt's, e.g.\n{}",
        differ.len(),
        corpus.n,
        differ.iter().take(3).cloned().collect::<Vec<_>>().join("\n")
    );
}

/// One test per corpus, each checked against both generations of mlir-opt.
macro_rules! corpus_tests {
    ($($test:ident: $what:literal, $build:ident;)*) => {
        $(
            #[test]
            fn $test() {
                check(false, $what, $build);
                check(true, $what, $build);
            }
        )*
    };
}

corpus_tests! {
    integers_fold_as_upstream: "integers", integers;
    floats_fold_as_upstream: "floats", floats;
    comparisons_and_selects_fold_as_upstream: "comparisons", comparisons;
    casts_fold_as_upstream: "casts", casts;
    chains_do_not_fold_through: "chains", chains;
}
