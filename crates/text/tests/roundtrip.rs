//! Round-trip properties of the text format over randomly generated valid programs, and
//! robustness of parse+verify against arbitrary and mutated input.
//!
//! A generated program (LLVM 22 spelling) is parsed and verified; then for every syntax
//! generation, custom and generic: print -> parse -> verify -> print must give the same
//! bytes and the same number of ops.

use std::fmt::Write as _;
use testgen::rng::Rng;

use async_opt_ir::{Context, Op, WalkControl};
use async_opt_text::{parse_source, print_op, Generation, ParseOptions, PrintOptions, SyntaxTable};
use proptest::prelude::*;

// ------------------------------------------------------------------------------------
// Program generator
// ------------------------------------------------------------------------------------

const SCALARS: [&str; 5] = ["i1", "i32", "i64", "f32", "index"];
const MEMREFS: [&str; 4] = ["memref<4xf32>", "memref<?xi32>", "memref<2x3xi64>", "memref<?x4xf32>"];

#[derive(Clone)]
struct Sig {
    name: String,
    args: Vec<&'static str>,
    results: Vec<&'static str>,
}

struct Gen {
    rng: Rng,
    out: String,
    next: usize,
    /// Values in scope: (name, type). Scopes are marks into this stack.
    scope: Vec<(String, String)>,
    funcs: Vec<Sig>,
    /// Ops left to generate in the current function (keeps programs small).
    budget: usize,
    /// Whether the last line written is an unregistered op (see [`Gen::body`]).
    last_unregistered: bool,
}

impl Gen {
    fn new(seed: u64) -> Self {
        Gen {
            rng: Rng::new(seed),
            out: String::new(),
            next: 0,
            scope: Vec::new(),
            funcs: Vec::new(),
            budget: 0,
            last_unregistered: false,
        }
    }

    fn fresh(&mut self) -> String {
        self.next += 1;
        format!("%v{}", self.next)
    }

    fn def(&mut self, ty: &str) -> String {
        let n = self.fresh();
        self.scope.push((n.clone(), ty.to_owned()));
        n
    }

    /// Fresh block arguments of `types`: `%a: T` each.
    fn block_args(&mut self, types: &[&'static str]) -> Vec<String> {
        types.iter().map(|t| format!("{}: {t}", self.def(t))).collect()
    }

    /// Fresh region arguments of `types`, bound to `inits`: `%a = %init` each.
    fn bind_inits(&mut self, types: &[&'static str], inits: &[String]) -> Vec<String> {
        types.iter().zip(inits).map(|(t, init)| format!("{} = {init}", self.def(t))).collect()
    }

    /// A value of type `ty` in scope (the function prologue guarantees one per scalar type).
    fn val(&mut self, ty: &str) -> String {
        let cands: Vec<&String> = self.scope.iter().filter(|(_, t)| t == ty).map(|(n, _)| n).collect();
        assert!(!cands.is_empty(), "no value of type {ty} in scope");
        let i = self.rng.below(cands.len());
        cands[i].clone()
    }

    fn vals_of_prefix(&self, prefix: &str) -> Vec<(String, String)> {
        self.scope.iter().filter(|(_, t)| t.starts_with(prefix)).cloned().collect()
    }

    fn line(&mut self, indent: usize, s: &str) {
        self.last_unregistered = s.contains("\"test.attrs\"");
        for _ in 0..indent {
            self.out.push_str("  ");
        }
        self.out.push_str(s);
        self.out.push('\n');
    }

    fn program(&mut self) -> String {
        let nfuncs = 1 + self.rng.below(3);
        for i in 0..nfuncs {
            let nargs = self.rng.below(3);
            let args = (0..nargs).map(|_| *self.rng.pick(&SCALARS)).collect();
            let nres = self.rng.below(3);
            let results = (0..nres).map(|_| *self.rng.pick(&SCALARS)).collect();
            self.funcs.push(Sig { name: format!("f{i}"), args, results });
        }
        self.line(0, "module {");
        for i in 0..nfuncs {
            self.func(i);
        }
        if self.rng.percent(30) {
            // A declaration, called nowhere: exercises `private` and bodiless functions.
            self.line(1, "func.func private @declared(i32, memref<?xf32>) -> (i64, f32)");
        }
        self.line(0, "}");
        std::mem::take(&mut self.out)
    }

    fn func(&mut self, i: usize) {
        let sig = self.funcs[i].clone();
        self.scope.clear();
        self.budget = 6 + self.rng.below(30);
        let args: Vec<String> = sig
            .args
            .iter()
            .map(|t| {
                let n = self.def(t);
                format!("{n}: {t}")
            })
            .collect();
        let res = match sig.results.len() {
            0 => String::new(),
            1 => format!(" -> {}", sig.results[0]),
            _ => format!(" -> ({})", sig.results.join(", ")),
        };
        let attrs =
            if self.rng.percent(20) { format!(" attributes {{{}}}", self.attr_dict_body(0)) } else { String::new() };
        self.line(1, &format!("func.func @{}({}){res}{attrs} {{", sig.name, args.join(", ")));
        // Prologue: one value of every scalar type.
        for t in SCALARS {
            let lit = self.literal(t);
            let n = self.def(t);
            self.line(2, &format!("{n} = arith.constant {}", typed(&lit, t)));
        }
        // Blocks: ^bb1.. with argument types; the entry's values dominate them all.
        let nblocks = self.rng.below(4);
        let block_args: Vec<Vec<&'static str>> =
            (0..nblocks).map(|_| (0..self.rng.below(3)).map(|_| *self.rng.pick(&SCALARS)).collect()).collect();
        self.ops(2, 3);
        self.cfg_terminator(2, &block_args, &sig);
        let entry_scope = self.scope.len();
        for (k, args) in block_args.iter().enumerate() {
            let names = self.block_args(args);
            if names.is_empty() {
                self.line(1, &format!("^bb{}:", k + 1));
            } else {
                self.line(1, &format!("^bb{}({}):", k + 1, names.join(", ")));
            }
            self.ops(2, 3);
            self.cfg_terminator(2, &block_args, &sig);
            self.scope.truncate(entry_scope);
        }
        self.line(1, "}");
    }

    /// `^bbK(%a, %b : i32, f32)` for a branch to block K (1-based).
    fn dest(&mut self, k: usize, args: &[&'static str]) -> String {
        if args.is_empty() {
            return format!("^bb{k}");
        }
        let vals: Vec<String> = args.iter().map(|t| self.val(t)).collect();
        format!("^bb{k}({} : {})", vals.join(", "), args.join(", "))
    }

    fn cfg_terminator(&mut self, indent: usize, blocks: &[Vec<&'static str>], sig: &Sig) {
        let choice = if blocks.is_empty() { 0 } else { self.rng.below(3) };
        match choice {
            1 => {
                let k = self.rng.below(blocks.len());
                let d = self.dest(k + 1, &blocks[k]);
                self.line(indent, &format!("cf.br {d}"));
            }
            2 => {
                let c = self.val("i1");
                let (a, b) = (self.rng.below(blocks.len()), self.rng.below(blocks.len()));
                let da = self.dest(a + 1, &blocks[a]);
                let db = self.dest(b + 1, &blocks[b]);
                self.line(indent, &format!("cf.cond_br {c}, {da}, {db}"));
            }
            _ => {
                if sig.results.is_empty() {
                    self.line(indent, "return");
                } else {
                    let vals: Vec<String> = sig.results.iter().map(|t| self.val(t)).collect();
                    self.line(indent, &format!("return {} : {}", vals.join(", "), sig.results.join(", ")));
                }
            }
        }
    }

    /// A few ops at `indent`, nesting at most `depth` more regions.
    fn ops(&mut self, indent: usize, depth: usize) {
        let n = self.rng.below(5);
        for _ in 0..n {
            if self.budget == 0 {
                return;
            }
            self.budget -= 1;
            self.op(indent, depth);
        }
    }

    fn op(&mut self, indent: usize, depth: usize) {
        let kinds = if depth == 0 { 9 } else { 14 };
        match self.rng.below(kinds) {
            0 => {
                let t = *self.rng.pick(&SCALARS);
                let lit = self.literal(t);
                let n = self.def(t);
                self.line(indent, &format!("{n} = arith.constant {}", typed(&lit, t)));
            }
            1 | 2 => {
                let t = *self.rng.pick(&["i32", "i64", "index"]);
                let op = *self.rng.pick(&["addi", "subi", "muli", "andi", "ori", "xori"]);
                let (a, b) = (self.val(t), self.val(t));
                let n = self.def(t);
                self.line(indent, &format!("{n} = arith.{op} {a}, {b} : {t}"));
            }
            3 => {
                let op = *self.rng.pick(&["addf", "mulf"]);
                let (a, b) = (self.val("f32"), self.val("f32"));
                let n = self.def("f32");
                self.line(indent, &format!("{n} = arith.{op} {a}, {b} : f32"));
            }
            4 => {
                if self.rng.percent(50) {
                    let t = *self.rng.pick(&["i32", "i64", "index"]);
                    let pred = *self.rng.pick(&["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"]);
                    let (a, b) = (self.val(t), self.val(t));
                    let n = self.def("i1");
                    self.line(indent, &format!("{n} = arith.cmpi {pred}, {a}, {b} : {t}"));
                } else {
                    let pred = *self.rng.pick(&["oeq", "olt", "ogt", "une", "ult", "ord", "uno"]);
                    let (a, b) = (self.val("f32"), self.val("f32"));
                    let n = self.def("i1");
                    self.line(indent, &format!("{n} = arith.cmpf {pred}, {a}, {b} : f32"));
                }
            }
            5 => {
                let t = *self.rng.pick(&SCALARS);
                let c = self.val("i1");
                let (a, b) = (self.val(t), self.val(t));
                let n = self.def(t);
                self.line(indent, &format!("{n} = arith.select {c}, {a}, {b} : {t}"));
            }
            6 => {
                let (from, to) = *self.rng.pick(&[("i32", "index"), ("index", "i64"), ("i64", "index")]);
                let a = self.val(from);
                let n = self.def(to);
                self.line(indent, &format!("{n} = arith.index_cast {a} : {from} to {to}"));
            }
            7 => self.call(indent),
            8 => self.memref(indent),
            9 => self.attrs_op(indent),
            10 => self.scf_if(indent, depth),
            11 => self.scf_for(indent, depth),
            12 => self.scf_while(indent, depth),
            _ => self.async_op(indent, depth),
        }
    }

    fn call(&mut self, indent: usize) {
        let sig = self.rng.pick(&self.funcs.clone()).clone();
        let args: Vec<String> = sig.args.iter().map(|t| self.val(t)).collect();
        let res: Vec<String> = sig.results.iter().map(|t| self.def(t)).collect();
        let lhs = if res.is_empty() { String::new() } else { format!("{} = ", res.join(", ")) };
        let rty = match sig.results.len() {
            1 => sig.results[0].to_string(),
            _ => format!("({})", sig.results.join(", ")),
        };
        self.line(
            indent,
            &format!("{lhs}func.call @{}({}) : ({}) -> {rty}", sig.name, args.join(", "), sig.args.join(", ")),
        );
    }

    fn memref(&mut self, indent: usize) {
        let existing = self.vals_of_prefix("memref<");
        if existing.is_empty() || self.rng.percent(30) {
            let ty = *self.rng.pick(&MEMREFS);
            let dyns = ty.matches('?').count();
            let sizes: Vec<String> = (0..dyns).map(|_| self.val("index")).collect();
            let kind = if self.rng.percent(70) { "alloc" } else { "alloca" };
            let n = self.def(ty);
            self.line(indent, &format!("{n} = memref.{kind}({}) : {ty}", sizes.join(", ")));
            return;
        }
        let (m, ty) = self.rng.pick(&existing).clone();
        let rank = ty.matches('x').count();
        let elem = ty.trim_start_matches("memref<").trim_end_matches('>').rsplit('x').next().unwrap().to_owned();
        let idx: Vec<String> = (0..rank).map(|_| self.val("index")).collect();
        if self.rng.percent(50) {
            let v = self.val(&elem);
            self.line(indent, &format!("memref.store {v}, {m}[{}] : {ty}", idx.join(", ")));
        } else {
            let n = self.def(&elem);
            self.line(indent, &format!("{n} = memref.load {m}[{}] : {ty}", idx.join(", ")));
        }
    }

    /// A region body: ops, then `yield` of values of `types`; the body's values go out of scope.
    fn body(&mut self, indent: usize, depth: usize, yield_op: &str, types: &[&str]) {
        let mark = self.scope.len();
        self.ops(indent, depth);
        if types.is_empty() && self.last_unregistered {
            // An operand-less yield is elided when printed, and on reparse an unregistered
            // last op "might be a terminator", so no yield is added back (as in MLIR). Keep
            // such ops off the end of these blocks.
            let n = self.def("i1");
            self.line(indent, &format!("{n} = arith.constant true"));
        }
        if types.is_empty() {
            self.line(indent, yield_op);
        } else {
            let vals: Vec<String> = types.iter().map(|t| self.val(t)).collect();
            self.line(indent, &format!("{yield_op} {} : {}", vals.join(", "), types.join(", ")));
        }
        self.scope.truncate(mark);
    }

    fn result_types(&mut self, max: usize) -> Vec<&'static str> {
        (0..self.rng.below(max + 1)).map(|_| *self.rng.pick(&SCALARS)).collect()
    }

    fn lhs(&mut self, types: &[&str]) -> (String, Vec<String>) {
        // Defined after the body is generated, so the body cannot see them.
        let names: Vec<String> = types.iter().map(|_| self.fresh()).collect();
        let s = if names.is_empty() { String::new() } else { format!("{} = ", names.join(", ")) };
        (s, names)
    }

    fn bind(&mut self, names: Vec<String>, types: &[&str]) {
        for (n, t) in names.into_iter().zip(types) {
            self.scope.push((n, t.to_string()));
        }
    }

    fn arrow(types: &[&str]) -> String {
        match types.len() {
            0 => String::new(),
            _ => format!(" -> ({})", types.join(", ")),
        }
    }

    fn scf_if(&mut self, indent: usize, depth: usize) {
        let types = self.result_types(2);
        let c = self.val("i1");
        let (lhs, names) = self.lhs(&types);
        self.line(indent, &format!("{lhs}scf.if {c}{} {{", Self::arrow(&types)));
        self.body(indent + 1, depth - 1, "scf.yield", &types);
        if !types.is_empty() || self.rng.percent(50) {
            self.line(indent, "} else {");
            self.body(indent + 1, depth - 1, "scf.yield", &types);
        }
        self.line(indent, "}");
        self.bind(names, &types);
    }

    fn scf_for(&mut self, indent: usize, depth: usize) {
        let types = self.result_types(2);
        let (lb, ub, st) = (self.val("index"), self.val("index"), self.val("index"));
        let inits: Vec<String> = types.iter().map(|t| self.val(t)).collect();
        let (lhs, names) = self.lhs(&types);
        let mark = self.scope.len();
        let iv = self.def("index");
        let iters = self.bind_inits(&types, &inits);
        let iter_args = if types.is_empty() { String::new() } else { format!(" iter_args({})", iters.join(", ")) };
        self.line(indent, &format!("{lhs}scf.for {iv} = {lb} to {ub} step {st}{iter_args}{} {{", Self::arrow(&types)));
        self.body(indent + 1, depth - 1, "scf.yield", &types);
        self.scope.truncate(mark);
        self.line(indent, "}");
        self.bind(names, &types);
    }

    fn scf_while(&mut self, indent: usize, depth: usize) {
        let mut types = self.result_types(2);
        if types.is_empty() {
            types.push("i32");
        }
        let inits: Vec<String> = types.iter().map(|t| self.val(t)).collect();
        let (lhs, names) = self.lhs(&types);
        let mark = self.scope.len();
        let before = self.bind_inits(&types, &inits);
        let ty_list = types.join(", ");
        let res_ty = if types.len() == 1 { types[0].to_string() } else { format!("({ty_list})") };
        self.line(indent, &format!("{lhs}scf.while ({}) : ({ty_list}) -> {res_ty} {{", before.join(", ")));
        self.ops(indent + 1, depth - 1);
        let c = self.val("i1");
        let fwd: Vec<String> = types.iter().map(|t| self.val(t)).collect();
        self.line(indent + 1, &format!("scf.condition({c}) {} : {ty_list}", fwd.join(", ")));
        self.scope.truncate(mark);
        self.line(indent, "} do {");
        let after = self.block_args(&types);
        self.line(indent, &format!("^bb0({}):", after.join(", ")));
        self.body(indent + 1, depth - 1, "scf.yield", &types);
        self.scope.truncate(mark);
        self.line(indent, "}");
        self.bind(names, &types);
    }

    fn async_op(&mut self, indent: usize, depth: usize) {
        match self.rng.below(4) {
            0 | 1 => self.execute(indent, depth),
            2 => {
                // await a token or a value.
                let pending = self.vals_of_prefix("!async.");
                let pending: Vec<(String, String)> = pending.into_iter().filter(|(_, t)| t != "!async.group").collect();
                if pending.is_empty() {
                    return self.execute(indent, depth);
                }
                let (v, t) = self.rng.pick(&pending).clone();
                if t == "!async.token" {
                    self.line(indent, &format!("async.await {v} : !async.token"));
                } else {
                    let inner = t.trim_start_matches("!async.value<").trim_end_matches('>').to_owned();
                    let n = self.def(&inner);
                    self.line(indent, &format!("{n} = async.await {v} : {t}"));
                }
            }
            _ => {
                // A group of the tokens in scope.
                let toks: Vec<String> = self.vals_of_prefix("!async.token").into_iter().map(|(n, _)| n).collect();
                let size = self.val("index");
                let g = self.def("!async.group");
                self.line(indent, &format!("{g} = async.create_group {size} : !async.group"));
                for t in toks.iter().take(3) {
                    let n = self.def("index");
                    self.line(indent, &format!("{n} = async.add_to_group {t}, {g} : !async.token"));
                }
                if self.rng.percent(70) {
                    self.line(indent, &format!("async.await_all {g}"));
                }
            }
        }
    }

    /// `%tok, %r.. = async.execute [deps] (%v as %a: !async.value<T>, ..) -> (!async.value<U>, ..) { .. }`
    fn execute(&mut self, indent: usize, depth: usize) {
        let toks: Vec<String> = self.vals_of_prefix("!async.token").into_iter().map(|(n, _)| n).collect();
        let mut deps = Vec::new();
        for t in toks {
            if self.rng.percent(40) {
                deps.push(t);
            }
        }
        let values = self.vals_of_prefix("!async.value<");
        let mut operands = Vec::new();
        for v in values {
            if self.rng.percent(40) {
                operands.push(v);
            }
        }
        let types: Vec<&'static str> =
            (0..self.rng.below(3)).map(|_| *self.rng.pick(&["i32", "f32", "index"])).collect();
        let tok = self.fresh();
        let res: Vec<String> = types.iter().map(|_| self.fresh()).collect();
        let mut lhs = vec![tok.clone()];
        lhs.extend(res.iter().cloned());
        let mark = self.scope.len();
        let ops: Vec<String> = operands
            .iter()
            .map(|(v, t)| {
                let inner = t.trim_start_matches("!async.value<").trim_end_matches('>').to_owned();
                let a = self.def(&inner);
                format!("{v} as {a}: {t}")
            })
            .collect();
        let mut head = format!("{} = async.execute", lhs.join(", "));
        if !deps.is_empty() {
            let _ = write!(head, " [{}]", deps.join(", "));
        }
        if !ops.is_empty() {
            let _ = write!(head, " ({})", ops.join(", "));
        }
        let vtys: Vec<String> = types.iter().map(|t| format!("!async.value<{t}>")).collect();
        match vtys.len() {
            0 => {}
            1 => {
                let _ = write!(head, " -> {}", vtys[0]);
            }
            _ => {
                let _ = write!(head, " -> ({})", vtys.join(", "));
            }
        }
        self.line(indent, &format!("{head} {{"));
        self.body(indent + 1, depth - 1, "async.yield", &types);
        self.scope.truncate(mark);
        self.line(indent, "}");
        self.scope.push((tok, "!async.token".into()));
        for (n, t) in res.into_iter().zip(vtys) {
            self.scope.push((n, t));
        }
    }

    // --------------------------------------------------------------------------------
    // Literals and attributes
    // --------------------------------------------------------------------------------

    /// A literal of `ty` (a boolean takes no type).
    fn literal(&mut self, ty: &str) -> String {
        match ty {
            "i1" => (*self.rng.pick(&["true", "false"])).to_owned(),
            "f32" => self.float_lit(true),
            "i32" => self.int_in(-(1i128 << 31), (1i128 << 31) - 1),
            _ => self.int_in(-(1i128 << 63), (1i128 << 63) - 1),
        }
    }

    fn int_in(&mut self, lo: i128, hi: i128) -> String {
        let v = match self.rng.below(5) {
            0 => lo,
            1 => hi,
            2 => 0,
            3 => (-1i128).max(lo),
            _ => match hi.checked_sub(lo).and_then(|d| d.checked_add(1)) {
                Some(span) => lo + ((self.rng.next_u64() as i128) << 64 | self.rng.next_u64() as i128).rem_euclid(span),
                None => ((self.rng.next_u64() as i128) << 64 | self.rng.next_u64() as i128).max(lo + 1),
            },
        };
        v.to_string()
    }

    fn float_lit(&mut self, f32_range: bool) -> String {
        let tricky: &[&str] = if f32_range {
            &[
                "0.1",
                "1.0e-20",
                "-0.0",
                "0.0",
                "3.4e38",
                "-1.5",
                "16777217.0",
                "1.17549435e-38",
                "0x7FC00000",
                "0x7F800000",
                "0xFF800000",
                "2.5",
                "1.0e10",
            ]
        } else {
            &[
                "0.1",
                "1.0e-20",
                "-0.0",
                "1.0e300",
                "-2.2250738585072014e-308",
                "4.9e-324",
                "0x7FF8000000000000",
                "3.141592653589793",
                "1.0e16",
            ]
        };
        if self.rng.percent(70) {
            (*self.rng.pick(tricky)).to_owned()
        } else {
            let x = (self.rng.next_u64() as i64 as f64) / (1u64 << (self.rng.below(60) as u32)) as f64;
            let x = if f32_range { x as f32 as f64 } else { x };
            format!("{x:e}")
        }
    }

    fn string_lit(&mut self) -> String {
        let pieces =
            ["a", "Z", " ", "\"", "\\", "\n", "\t", "é", "日本", "🦀", "\u{1}", "\u{7f}", "x y", "{}", "#", "%", "@"];
        let mut s = String::from("\"");
        for _ in 0..self.rng.below(6) {
            for c in self.rng.pick(&pieces).chars() {
                match c {
                    '"' => s.push_str("\\\""),
                    '\\' => s.push_str("\\\\"),
                    '\n' => s.push_str("\\n"),
                    '\t' => s.push_str("\\t"),
                    c if (c as u32) < 0x20 || c as u32 == 0x7f => {
                        let _ = write!(s, "\\{:02X}", c as u32);
                    }
                    c => s.push(c),
                }
            }
        }
        s.push('"');
        s
    }

    fn type_str(&mut self, depth: usize) -> String {
        let choice = if depth == 0 { self.rng.below(4) } else { self.rng.below(13) };
        match choice {
            0 => (*self.rng.pick(&["i1", "i8", "i16", "i32", "i64", "si8", "ui32", "i128", "index"])).to_owned(),
            1 => (*self.rng.pick(&["f16", "bf16", "f32", "f64"])).to_owned(),
            2 => "none".to_owned(),
            3 => (*self.rng.pick(&["!async.token", "!async.group", "!async.value<i32>"])).to_owned(),
            4 => format!("memref<{}{}>", self.shape(true), self.elem()),
            5 => format!("memref<*x{}>", self.elem()),
            6 => format!("tensor<{}{}>", self.shape(true), self.elem()),
            7 => format!("tensor<*x{}>", self.elem()),
            8 => format!("vector<{}{}>", self.shape(false), self.elem()),
            9 => {
                let n = self.rng.below(3);
                let items: Vec<String> = (0..n).map(|_| self.type_str(depth - 1)).collect();
                format!("tuple<{}>", items.join(", "))
            }
            10 => format!("complex<{}>", self.rng.pick(&["f32", "f64"])),
            11 => {
                let a: Vec<String> = (0..self.rng.below(3)).map(|_| self.type_str(depth - 1)).collect();
                let r: Vec<String> = (0..self.rng.below(3)).map(|_| self.type_str(depth - 1)).collect();
                format!("({}) -> ({})", a.join(", "), r.join(", "))
            }
            _ => format!("!async.value<{}>", self.type_str(depth - 1)),
        }
    }

    fn elem(&mut self) -> String {
        (*self.rng.pick(&["f32", "i32", "i64", "f16", "index", "i1"])).to_owned()
    }

    /// `4x?x` (dims followed by `x`), possibly empty (rank 0); vectors have static dims and rank >= 1.
    fn shape(&mut self, allow_dynamic: bool) -> String {
        let rank = if allow_dynamic { self.rng.below(4) } else { 1 + self.rng.below(3) };
        let mut s = String::new();
        for _ in 0..rank {
            if allow_dynamic && self.rng.percent(30) {
                s.push_str("?x");
            } else {
                let _ = write!(s, "{}x", self.rng.below(5) + usize::from(!allow_dynamic));
            }
        }
        s
    }

    fn attr(&mut self, depth: usize) -> String {
        let choice = if depth == 0 { self.rng.below(7) } else { self.rng.below(11) };
        match choice {
            0 => {
                let (ty, lo, hi): (&str, i128, i128) = *self.rng.pick(&[
                    ("i1", 0, 1),
                    ("i8", -128, 127),
                    ("i16", -32768, 32767),
                    ("i32", -(1 << 31), (1 << 31) - 1),
                    ("i64", -(1 << 63), (1 << 63) - 1),
                    ("si8", -128, 127),
                    ("ui8", 0, 255),
                    ("index", -(1 << 63), (1 << 63) - 1),
                    // Not i128::MIN: see `most_negative_i128_attribute`.
                    ("i128", i128::MIN + 1, i128::MAX),
                ]);
                let v = self.int_in(lo, hi);
                format!("{v} : {ty}")
            }
            1 => {
                if self.rng.percent(50) {
                    format!("{} : f64", self.float_lit(false))
                } else {
                    format!("{} : f32", self.float_lit(true))
                }
            }
            2 => self.string_lit(),
            3 => "unit".to_owned(),
            4 => (*self.rng.pick(&["true", "false"])).to_owned(),
            5 => self.type_str(2),
            6 => format!("@{}", self.rng.pick(&["f0", "sym", "\"quoted sym\""])),
            7 => {
                let n = self.rng.below(4);
                let items: Vec<String> = (0..n).map(|_| self.attr(depth - 1)).collect();
                format!("[{}]", items.join(", "))
            }
            8 => format!("{{{}}}", self.attr_dict_body(depth - 1)),
            9 => self.dense(),
            _ => {
                let n = self.rng.below(4);
                let et = *self.rng.pick(&["i32", "i64", "i8"]);
                let items: Vec<String> = (0..n).map(|_| self.int_in(-100, 100)).collect();
                if items.is_empty() {
                    format!("array<{et}>")
                } else {
                    format!("array<{et}: {}>", items.join(", "))
                }
            }
        }
    }

    fn dense(&mut self) -> String {
        let float = self.rng.percent(40);
        let et = if float { *self.rng.pick(&["f32", "f64"]) } else { *self.rng.pick(&["i32", "i64", "i8", "i1"]) };
        let container = *self.rng.pick(&["tensor", "vector"]);
        let el = |g: &mut Gen| -> String {
            if float {
                (*g.rng.pick(&["0.5", "-1.0", "0.0", "2.5e10", "1.0e-3"])).to_owned()
            } else if et == "i1" {
                (*g.rng.pick(&["true", "false"])).to_owned()
            } else {
                g.int_in(-100, 100)
            }
        };
        match self.rng.below(3) {
            0 => {
                let n = 1 + self.rng.below(4);
                let v = el(self);
                format!("dense<{v}> : {container}<{n}x{et}>")
            }
            1 => {
                let n = 1 + self.rng.below(4);
                let items: Vec<String> = (0..n).map(|_| el(self)).collect();
                format!("dense<[{}]> : {container}<{n}x{et}>", items.join(", "))
            }
            _ => {
                let rows: Vec<String> = (0..2)
                    .map(|_| {
                        let r: Vec<String> = (0..3).map(|_| el(self)).collect();
                        format!("[{}]", r.join(", "))
                    })
                    .collect();
                format!("dense<[{}]> : {container}<2x3x{et}>", rows.join(", "))
            }
        }
    }

    fn attr_dict_body(&mut self, depth: usize) -> String {
        let n = self.rng.below(4);
        let mut keys: Vec<String> = Vec::new();
        let mut items = Vec::new();
        for _ in 0..n {
            let key = (*self.rng.pick(&["a", "b", "zed", "x.y", "_u", "\"quoted key\"", "\"é\"", "k9"])).to_owned();
            if keys.contains(&key) {
                continue;
            }
            keys.push(key.clone());
            if self.rng.percent(15) {
                items.push(key);
            } else {
                let v = self.attr(depth);
                items.push(format!("{key} = {v}"));
            }
        }
        items.join(", ")
    }

    /// An unregistered op carrying random attributes (generic form).
    fn attrs_op(&mut self, indent: usize) {
        let body = self.attr_dict_body(2);
        let ty = *self.rng.pick(&SCALARS);
        let operand = self.val(ty);
        if self.rng.percent(50) {
            let n = self.def(ty);
            self.line(indent, &format!("{n} = \"test.attrs\"({operand}) {{{body}}} : ({ty}) -> {ty}"));
        } else {
            self.line(indent, &format!("\"test.attrs\"() {{{body}}} : () -> ()"));
        }
    }
}

// ------------------------------------------------------------------------------------
// Round trip
// ------------------------------------------------------------------------------------

fn opts() -> ParseOptions {
    ParseOptions { filename: "gen.mlir".into(), allow_unregistered: true, ..Default::default() }
}

/// Parsing `src` fails with a diagnostic.
fn assert_rejected(src: &str) {
    let (mut ctx, syntax) = fresh();
    assert!(parse_source(&mut ctx, &syntax, src, opts()).is_err(), "accepted: {src}");
}

fn fresh() -> (Context, SyntaxTable) {
    let mut ctx = Context::new();
    let syntax = async_opt_dialects::register_all(&mut ctx);
    (ctx, syntax)
}

/// Op names with their counts, for explaining a count mismatch.
fn histogram(ctx: &Context, root: Op) -> std::collections::BTreeMap<String, usize> {
    let mut h = std::collections::BTreeMap::new();
    ctx.walk_pre(root, |o| {
        *h.entry(ctx.op_name_str(o).to_owned()).or_insert(0) += 1;
        WalkControl::Advance
    });
    h
}

fn count_ops(ctx: &Context, root: Op) -> usize {
    let mut n = 0;
    ctx.walk_pre(root, |_| {
        n += 1;
        WalkControl::Advance
    });
    n
}

/// Case count: `default`, or `ROUNDTRIP_CASES` for a longer hunt.
fn cases(default: u32) -> u32 {
    std::env::var("ROUNDTRIP_CASES").ok().and_then(|s| s.parse().ok()).unwrap_or(default)
}

/// A fixed RNG seed so every run checks the same cases (`ROUNDTRIP_SEED` picks others).
fn config(default_cases: u32) -> ProptestConfig {
    let seed = std::env::var("ROUNDTRIP_SEED").ok().and_then(|s| s.parse().ok()).unwrap_or(0x5EED);
    ProptestConfig {
        cases: cases(default_cases),
        failure_persistence: None,
        rng_seed: proptest::test_runner::RngSeed::Fixed(seed),
        ..ProptestConfig::default()
    }
}

const MODES: [(Generation, bool); 6] = [
    (Generation::Seed, false),
    (Generation::V14, false),
    (Generation::V22, false),
    (Generation::Seed, true),
    (Generation::V14, true),
    (Generation::V22, true),
];

/// print -> parse -> verify -> print is stable in every generation and form.
fn check_round_trip(src: &str) -> Result<(), TestCaseError> {
    let (mut ctx, syntax) = fresh();
    let (m, _) = match parse_source(&mut ctx, &syntax, src, opts()) {
        Ok(x) => x,
        Err(d) => return Err(TestCaseError::fail(format!("generated program does not parse: {}\n{src}", d.message))),
    };
    if let Err(d) = ctx.verify(m, async_opt_ir::Generation::V22) {
        return Err(TestCaseError::fail(format!("generated program does not verify: {}\n{src}", d.message)));
    }
    let n = count_ops(&ctx, m);
    let with_debuginfo =
        [(Generation::V22, false, true), (Generation::V14, true, true), (Generation::Seed, false, true)];
    for (generation, generic, debuginfo) in MODES.iter().map(|&(g, generic)| (g, generic, false)).chain(with_debuginfo)
    {
        let po = PrintOptions { generation, generic, debuginfo, ..Default::default() };
        let first = print_op(&ctx, &syntax, m, po.clone());
        let (mut ctx2, syntax2) = fresh();
        let (m2, _) = parse_source(&mut ctx2, &syntax2, &first, opts()).map_err(|d| {
            TestCaseError::fail(format!(
                "{generation:?} generic={generic}: printed text does not parse: {}\n{first}\nsource:\n{src}",
                d.message
            ))
        })?;
        ctx2.verify(m2, async_opt_ir::Generation::V22).map_err(|d| {
            TestCaseError::fail(format!(
                "{generation:?} generic={generic}: reparsed IR does not verify: {}\n{first}",
                d.message
            ))
        })?;
        let second = print_op(&ctx2, &syntax2, m2, po);
        prop_assert_eq!(
            &first,
            &second,
            "{:?} generic={}: print is not a fixed point\nsource:\n{}",
            generation,
            generic,
            src
        );
        prop_assert_eq!(
            histogram(&ctx2, m2),
            histogram(&ctx, m),
            "{:?} generic={}: ops changed\nprinted:\n{}\nsource:\n{}",
            generation,
            generic,
            first,
            src
        );
        prop_assert_eq!(count_ops(&ctx2, m2), n);
    }
    Ok(())
}

/// Printing in one generation and reading it back loses nothing another generation shows:
/// print_b(parse(print_a(M))) == print_b(M) for every pair of modes.
fn check_cross_generation(src: &str) -> Result<(), TestCaseError> {
    let (mut ctx, syntax) = fresh();
    let (m, _) = parse_source(&mut ctx, &syntax, src, opts()).map_err(|d| TestCaseError::fail(d.message))?;
    let reference: Vec<String> = MODES
        .iter()
        .map(|&(generation, generic)| {
            print_op(&ctx, &syntax, m, PrintOptions { generation, generic, debuginfo: false, ..Default::default() })
        })
        .collect();
    for (a, &(ga, generic_a)) in MODES.iter().enumerate() {
        let (mut ctx2, syntax2) = fresh();
        let (m2, read_as) =
            parse_source(&mut ctx2, &syntax2, &reference[a], opts()).map_err(|d| TestCaseError::fail(d.message))?;
        if !generic_a {
            prop_assert_eq!(read_as, ga, "custom form printed in {:?} is detected as {:?}", ga, read_as);
        }
        for (b, &(gb, generic_b)) in MODES.iter().enumerate() {
            let again = print_op(
                &ctx2,
                &syntax2,
                m2,
                PrintOptions { generation: gb, generic: generic_b, debuginfo: false, ..Default::default() },
            );
            prop_assert_eq!(
                &again,
                &reference[b],
                "read as {:?}/generic={} then printed as {:?}/generic={}\nsource:\n{}",
                ga,
                generic_a,
                gb,
                generic_b,
                src
            );
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(config(300))]

    #[test]
    fn generated_programs_round_trip(seed in any::<u64>()) {
        let src = Gen::new(seed).program();
        check_round_trip(&src)?;
    }

    #[test]
    fn generated_programs_convert_between_generations(seed in any::<u64>()) {
        let src = Gen::new(seed).program();
        check_cross_generation(&src)?;
    }
}

/// The generator itself must produce the constructs the properties are about.
#[test]
fn generator_covers_the_constructs() {
    let mut all = String::new();
    for seed in 0..200 {
        all.push_str(&Gen::new(seed).program());
    }
    for needle in [
        "cf.br",
        "cf.cond_br",
        "scf.if",
        "scf.for",
        "scf.while",
        "func.call",
        "memref.alloc",
        "memref.load",
        "memref.store",
        "async.execute [",
        " as ",
        "async.await",
        "async.create_group",
        "async.add_to_group",
        "async.await_all",
        "dense<",
        "array<",
        "tuple<",
        "complex<",
        "vector<",
        "tensor<",
        "memref<*x",
        "?x",
        "\\\"",
        "🦀",
        "-0.0",
        "1.0e-20",
        "unit",
        "attributes {",
        "^bb1(",
    ] {
        assert!(all.contains(needle), "no generated program contains {needle:?}");
    }
}

/// Prints the program of `SEED` (for debugging a failure): `SEED=123 cargo test -- --ignored dump_seed --nocapture`.
#[test]
#[ignore = "debugging aid"]
fn dump_seed() {
    let seed: u64 = std::env::var("SEED").map(|s| s.parse().unwrap()).unwrap_or(0);
    let src = Gen::new(seed).program();
    println!("{src}");
    if let Err(e) = check_round_trip(&src) {
        println!("{e}");
    }
}

/// Parses, verifies and prints the file `SRC` in every mode, with op histograms (debugging aid).
#[test]
#[ignore = "debugging aid"]
fn dump_src() {
    let src = std::fs::read_to_string(std::env::var("SRC").unwrap()).unwrap();
    let (mut ctx, syntax) = fresh();
    let (m, g) = parse_source(&mut ctx, &syntax, &src, opts()).unwrap_or_else(|d| panic!("{}", d.message));
    println!(
        "read as {g:?}; verify: {:?}",
        ctx.verify(m, async_opt_ir::Generation::V22).err().map(|d| d.message.clone())
    );
    println!("{:?}", histogram(&ctx, m));
    for (generation, generic) in MODES {
        println!("--- {generation:?} generic={generic}");
        print!(
            "{}",
            print_op(&ctx, &syntax, m, PrintOptions { generation, generic, debuginfo: false, ..Default::default() })
        );
    }
}

/// A few fixed seeds, so a failure reproduces without proptest.
/// A type missing at the end of the input (at a NUL byte, which ends it, or at its real
/// end) is an error, not an overflow in the type cache's bookkeeping (fuzz target `pass`).
#[test]
fn a_type_missing_at_the_end_of_the_input_is_an_error() {
    for src in ["func@e(\0", "func@e(", "func.func @e(%a: \0", "func @e() -> \0"] {
        let (mut ctx, syntax) = fresh();
        let Err(d) = parse_source(&mut ctx, &syntax, src, opts()) else { panic!("accepted: {src:?}") };
        assert!(d.message.contains("type"), "{src:?}: {}", d.message);
    }
}

#[test]
fn fixed_seeds_round_trip() {
    for seed in [0u64, 1, 2, 3, 42, 0xDEAD_BEEF, u64::MAX] {
        let src = Gen::new(seed).program();
        if let Err(e) = check_round_trip(&src) {
            panic!("seed {seed}: {e}");
        }
    }
}

/// Hand-written attribute and type corner cases, one op each, so a failure names its input.
#[test]
fn attribute_corner_cases_round_trip() {
    let cases = [
        r#"{a = 0.1 : f64}"#,
        r#"{a = 1.0e-20 : f64}"#,
        r#"{a = -0.0 : f32}"#,
        r#"{a = 1.0e300 : f64}"#,
        r#"{a = 3.4e38 : f32}"#,
        r#"{a = 4.9e-324 : f64}"#,
        r#"{a = 0x7FC00000 : f32}"#,
        r#"{a = 0xFFF0000000000000 : f64}"#,
        r#"{a = 16777217.0 : f32}"#,
        r#"{a = 65504.0 : f16}"#,
        r#"{a = 1.0e-7 : bf16}"#,
        r#"{a = -170141183460469231731687303715884105727 : i128}"#,
        r#"{a = -9223372036854775808 : index}"#,
        r#"{a = 255 : ui8, b = -128 : si8, c = 0 : i1, d = 1 : i1, e = 255 : i8, f = -128 : i8}"#,
        r#"{s = "quote \" backslash \\ nl \n tab \t nul \00 del \7F é 🦀"}"#,
        r#"{"key with space" = unit, "é" = "ü", x.y = @"sym with space", z = @a::@b}"#,
        r#"{d = dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi8>, e = dense<> : tensor<0xi32>, s = dense<-0.0> : vector<2xf32>}"#,
        r#"{b = dense<[true, false, true]> : tensor<3xi1>, h = dense<"0x0000803F"> : tensor<1xf32>}"#,
        r#"{t = tuple<i32, tuple<>, complex<f64>>, m = memref<?x4x?xf32>, u = memref<*xi8>, v = vector<[4]x8xf32>}"#,
        r#"{f = (i32, memref<2xf32>) -> (), g = () -> (i1, i2), n = none, tz = tensor<f32>, tu = tensor<*xindex>}"#,
        r#"{arr = [[], [[]], {}, {a = {}}, array<i32>, array<i64: -1, 0, 1>, array<f32: 1.5, -0.0>]}"#,
    ];
    for attrs in cases {
        let src = format!("module {{\n  \"test.attrs\"() {attrs} : () -> ()\n}}\n");
        if let Err(e) = check_round_trip(&src) {
            panic!("{attrs}: {e}");
        }
    }
}

/// MLIR accepts the most negative i128 (it fits the signed range); the parser reads the
/// magnitude into an i128 first, which overflows.
#[test]
fn most_negative_i128_attribute() {
    let src = "module {\n  \"test.attrs\"() {a = -170141183460469231731687303715884105728 : i128} : () -> ()\n}\n";
    check_round_trip(src).unwrap();
}

// ------------------------------------------------------------------------------------
// Robustness: no input may panic or hang
// ------------------------------------------------------------------------------------

/// Parses and verifies; only a panic (or a hang, caught by the test timeout) fails.
fn parse_and_verify(src: &str) {
    let (mut ctx, syntax) = fresh();
    for allow in [false, true] {
        let o = ParseOptions { filename: "fuzz.mlir".into(), allow_unregistered: allow, ..Default::default() };
        if let Ok((m, g)) = parse_source(&mut ctx, &syntax, src, o) {
            if ctx.verify(m, async_opt_ir::Generation::V22).is_ok() {
                // Valid input must also print without panicking, in the generation it was read in.
                let _ = print_op(
                    &ctx,
                    &syntax,
                    m,
                    PrintOptions { generation: g, generic: false, debuginfo: false, ..Default::default() },
                );
                let _ = print_op(
                    &ctx,
                    &syntax,
                    m,
                    PrintOptions { generation: g, generic: true, debuginfo: false, ..Default::default() },
                );
            }
        }
    }
}

/// Splits into rough tokens (identifiers, SSA names, punctuation, strings) for mutation.
fn tokens(src: &str) -> Vec<(usize, usize)> {
    let b = src.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        if c.is_ascii_whitespace() {
            i += 1;
            continue;
        }
        let start = i;
        if c == b'"' {
            i += 1;
            while i < b.len() && b[i] != b'"' {
                i += if b[i] == b'\\' { 2 } else { 1 };
            }
            i = (i + 1).min(b.len());
        } else if c.is_ascii_alphanumeric() || b"%^@#!_.$-".contains(&c) {
            i += 1;
            while i < b.len() && (b[i].is_ascii_alphanumeric() || b"_.$-".contains(&b[i])) {
                i += 1;
            }
        } else {
            i += 1;
            while i < b.len() && !src.is_char_boundary(i) {
                i += 1;
            }
        }
        out.push((start, i));
    }
    out
}

#[derive(Debug, Clone)]
enum Mutation {
    Truncate(usize),
    Delete(usize),
    Duplicate(usize),
    Swap(usize, usize),
    InsertByte(usize, u8),
}

impl Mutation {
    /// One mutation of each kind equally often, at random places.
    fn random(rng: &mut Rng) -> Mutation {
        match rng.below(5) {
            0 => Mutation::Truncate(rng.next_u64() as usize),
            1 => Mutation::Delete(rng.next_u64() as usize),
            2 => Mutation::Duplicate(rng.next_u64() as usize),
            3 => Mutation::Swap(rng.next_u64() as usize, rng.next_u64() as usize),
            _ => Mutation::InsertByte(rng.next_u64() as usize, rng.next_u64() as u8),
        }
    }
}

fn mutate(src: &str, m: &Mutation) -> String {
    let toks = tokens(src);
    if toks.is_empty() {
        return src.to_owned();
    }
    let t = |i: usize| toks[i % toks.len()];
    match *m {
        Mutation::Truncate(at) => {
            let mut at = at % (src.len() + 1);
            while !src.is_char_boundary(at) {
                at -= 1;
            }
            src[..at].to_owned()
        }
        Mutation::Delete(i) => {
            let (s, e) = t(i);
            format!("{}{}", &src[..s], &src[e..])
        }
        Mutation::Duplicate(i) => {
            let (s, e) = t(i);
            format!("{}{} {}", &src[..e], &src[s..e], &src[e..])
        }
        Mutation::Swap(i, j) => {
            let (a, b) = (t(i), t(j));
            let (a, b) = if a.0 <= b.0 { (a, b) } else { (b, a) };
            if a == b || a.1 > b.0 {
                return src.to_owned();
            }
            format!("{}{}{}{}{}", &src[..a.0], &src[b.0..b.1], &src[a.1..b.0], &src[a.0..a.1], &src[b.1..])
        }
        Mutation::InsertByte(i, byte) => {
            let (s, _) = t(i);
            let ch = if byte.is_ascii() { byte as char } else { 'é' };
            format!("{}{}{}", &src[..s], ch, &src[s..])
        }
    }
}

fn mutation() -> impl Strategy<Value = Mutation> {
    prop_oneof![
        any::<usize>().prop_map(Mutation::Truncate),
        any::<usize>().prop_map(Mutation::Delete),
        any::<usize>().prop_map(Mutation::Duplicate),
        (any::<usize>(), any::<usize>()).prop_map(|(a, b)| Mutation::Swap(a, b)),
        (any::<usize>(), any::<u8>()).prop_map(|(a, b)| Mutation::InsertByte(a, b)),
    ]
}

proptest! {
    #![proptest_config(config(500))]

    #[test]
    fn arbitrary_bytes_never_panic(bytes in prop::collection::vec(any::<u8>(), 0..200)) {
        let src = String::from_utf8_lossy(&bytes);
        parse_and_verify(&src);
    }

    #[test]
    fn arbitrary_token_soup_never_panics(toks in prop::collection::vec(prop::sample::select(vec![
        "module", "{", "}", "(", ")", "[", "]", "<", ">", ":", ",", "=", "->", "^bb0", "^bb1", "%0", "%x", "%x#1", "@f",
        "func.func", "func", "return", "cf.br", "cf.cond_br", "scf.if", "scf.for", "scf.yield", "async.execute",
        "async.yield", "async.await", "arith.constant", "arith.addi", "\"test.op\"", "i32", "f32", "index", "memref<?xf32>",
        "!async.token", "!async.value<i32>", "dense<", "1", "-1", "0.5", "0x7FC00000", "\"s\"", "loc(", "#map", "#loc",
        "affine_map<(d0) -> (d0)>", "attributes", "iter_args", "to", "step", "else", "do", "as", "unit", "tensor<*xf32>",
        "%arg0", "?", "x", "\n",
    ]), 0..60)) {
        let src = toks.join(" ");
        parse_and_verify(&src);
    }

    #[test]
    fn mutated_programs_never_panic(seed in any::<u64>(), muts in prop::collection::vec(mutation(), 1..4)) {
        let mut src = Gen::new(seed).program();
        for m in &muts {
            src = mutate(&src, m);
        }
        parse_and_verify(&src);
    }
}

/// The lexer's error token for a stray non-ASCII character ends inside the character, and
/// the dense-array parser slices the source with it.
#[test]
fn non_ascii_in_dense_array_is_a_diagnostic() {
    assert_rejected("module { \"t.a\"() {a = array<i8: é>} : () -> () }");
}

/// `-9223372036854775808` in an i64 dense array: parse_dense_array negates the i64 after the
/// cast, which overflows (a panic in debug builds; wraps to the right value in release).
#[test]
fn dense_array_most_negative_i64() {
    let src = "module { \"t.a\"() {a = array<i64: -9223372036854775808>} : () -> () }";
    check_round_trip(src).unwrap();
}

/// MLIR rejects dense-array elements that do not fit the element type.
#[test]
fn dense_array_element_out_of_range_is_rejected() {
    assert_rejected("module { \"t.a\"() {a = array<i8: 300, -200>} : () -> () }");
}

/// Deterministic hunt: `HUNT=n` programs with random mutations (and as many random byte
/// strings); prints each distinct panic location once, with its smallest input, to /tmp/panic-N.mlir.
#[test]
#[ignore = "debugging aid"]
fn hunt_panics() {
    use std::sync::Mutex;
    static LAST: Mutex<String> = Mutex::new(String::new());
    let n: u64 = std::env::var("HUNT").ok().and_then(|s| s.parse().ok()).unwrap_or(1000);
    let mut rng = Rng::new(std::env::var("HUNT_SEED").ok().and_then(|s| s.parse().ok()).unwrap_or(99));
    std::panic::set_hook(Box::new(|info| {
        let loc = info.location().map(|l| format!("{}:{}", l.file(), l.line())).unwrap_or_default();
        *LAST.lock().unwrap() = loc;
    }));
    let mut found: std::collections::BTreeMap<String, String> = Default::default();
    for seed in 0..n {
        let mut src = Gen::new(seed).program();
        for _ in 0..1 + rng.below(3) {
            src = mutate(&src, &Mutation::random(&mut rng));
        }
        let bytes: Vec<u8> = (0..rng.below(120)).map(|_| rng.next_u64() as u8).collect();
        for input in [src, String::from_utf8_lossy(&bytes).into_owned()] {
            let s2 = input.clone();
            if std::panic::catch_unwind(move || parse_and_verify(&s2)).is_err() {
                let loc = LAST.lock().unwrap().clone();
                let e = found.entry(loc).or_insert_with(|| input.clone());
                if input.len() < e.len() {
                    *e = input;
                }
            }
        }
    }
    let _ = std::panic::take_hook();
    for (i, (loc, input)) in found.iter().enumerate() {
        std::fs::write(format!("/tmp/panic-{i}.mlir"), input).unwrap();
        println!("panic at {loc}: /tmp/panic-{i}.mlir ({} bytes)", input.len());
    }
    assert!(found.is_empty());
}

/// Mutations of every generation's printed form (the printers' spellings differ).
#[test]
fn mutated_printed_forms_never_panic() {
    let mut rng = Rng::new(7);
    for seed in 0..12u64 {
        let src = Gen::new(seed).program();
        let (mut ctx, syntax) = fresh();
        let (m, _) = parse_source(&mut ctx, &syntax, &src, opts()).unwrap();
        for (generation, generic) in MODES {
            let printed = print_op(
                &ctx,
                &syntax,
                m,
                PrintOptions { generation, generic, debuginfo: false, ..Default::default() },
            );
            for _ in 0..8 {
                parse_and_verify(&mutate(&printed, &Mutation::random(&mut rng)));
            }
        }
    }
}

/// Deep nesting is refused with a diagnostic, never a stack overflow.
#[test]
fn deep_nesting_input_is_refused_not_overflowed() {
    for (open, close) in [("[", "]"), ("{", "}"), ("(", ")"), ("tuple<", ">"), ("\"x\"() ({", "}) : () -> ()")] {
        let depth = 20_000;
        let src =
            format!("module {{ \"test.attrs\"() {{a = {}{}}} : () -> () }}", open.repeat(depth), close.repeat(depth));
        let (mut ctx, syntax) = fresh();
        std::thread::Builder::new()
            .stack_size(1 << 20)
            .spawn(move || {
                let r = parse_source(&mut ctx, &syntax, &src, opts());
                assert!(r.is_err(), "{open}: 20k levels should be refused");
            })
            .unwrap()
            .join()
            .unwrap();
    }
}

/// A constant's value as its custom form spells it: `true`, `3 : i32`.
fn typed(lit: &str, ty: &str) -> String {
    if ty == "i1" {
        lit.to_owned()
    } else {
        format!("{lit} : {ty}")
    }
}
