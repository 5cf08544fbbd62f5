//! The folds of the `arith` ops on scalars, as LLVM 14's or LLVM 22's `fold` hooks do
//! them: constant operands to a constant (wrap-around integers of the type's width, 1 to
//! 128 bits; IEEE floats of f16, bf16, f32 and f64 rounded to nearest even), and the
//! identities (`addi(x, 0)` is `x`). An operand is constant when its defining op is
//! constant-like. Vectors and tensors are left alone.
//!
//! LLVM 14 folds less: no shifts, no `cmpi` operand swap, `remf` as IEEE remainder, ...

use async_opt_ir::{Attr, AttrKind, Context, FloatKind, Op, Signedness, Traits, Type, TypeKind, Value};
use smallvec::{smallvec, SmallVec};

use super::{attr, defining, value, Fold};
use crate::arith;

/// Folds `op` as the generation's fold hook would, given the IR as it is (an operand is
/// constant when its defining op is constant-like). In-place folds change `op`.
pub(super) fn fold_op(ctx: &mut Context, op: Op, llvm22: bool) -> Fold {
    let name = ctx.op_name_str(op);
    if let Some(short) = name.strip_prefix("arith.") {
        let short: &'static str = match ARITH_FOLDS.iter().find(|&&n| n == short) {
            Some(n) => n,
            None => return Fold::Failed,
        };
        let folded = fold_arith(ctx, op, short, llvm22);
        if matches!(folded, Fold::Results(_)) {
            return folded;
        }
        if short == "bitcast" {
            if let Some(same) = cast_to_same_type(ctx, op) {
                return same;
            }
        }
        // Then the traits' folds (first that applies): commutative ops move constants to
        // the right (LLVM 22), idempotent ones take `x op x` as `x`.
        if llvm22 && COMMUTATIVE.contains(&short) && super::move_constants_last(ctx, op) {
            return Fold::InPlace;
        }
        if matches!(short, "andi" | "ori") && ctx.num_operands(op) == 2 && ctx.operand(op, 0) == ctx.operand(op, 1) {
            return value(ctx.operand(op, 0));
        }
        return folded;
    }
    Fold::Failed
}

/// `CastOpInterface`'s fold: a cast whose operand has the result's type is that operand.
pub(super) fn cast_to_same_type(ctx: &Context, op: Op) -> Option<Fold> {
    let (1, 1) = (ctx.num_operands(op), ctx.num_results(op)) else { return None };
    let x = ctx.operand(op, 0);
    (ctx.value_type(x) == ctx.value_type(ctx.result(op, 0))).then(|| value(x))
}

/// Ops with the `Commutative` trait.
const COMMUTATIVE: &[&str] = &[
    "addi", "muli", "andi", "ori", "xori", "maxsi", "maxui", "minsi", "minui", "addf", "mulf", "maxf", "minf",
    "maximumf", "minimumf", "maxnumf", "minnumf",
];

#[rustfmt::skip]
const ARITH_FOLDS: &[&str] = &[
    "addi", "subi", "muli", "divui", "divsi", "ceildivsi", "floordivsi", "remui", "remsi", "andi",
    "ori", "xori", "shli", "shrui", "shrsi", "maxsi", "maxui", "minsi", "minui", "negf", "addf",
    "subf", "mulf", "divf", "remf", "maxf", "minf", "maximumf", "minimumf", "maxnumf", "minnumf",
    "extui", "extsi", "trunci", "extf", "truncf", "uitofp", "sitofp", "fptoui", "fptosi",
    "index_cast", "index_castui", "bitcast", "cmpi", "cmpf", "select",
];

// ----------------------------------------------------------------------------------
// Values
// ----------------------------------------------------------------------------------

/// An integer of `width` bits (1 to 128), as LLVM's `APInt`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
struct Int {
    bits: u128,
    width: u32,
}

impl Int {
    fn new(bits: u128, width: u32) -> Int {
        Int { bits: bits & mask(width), width }
    }
    fn signed(self) -> i128 {
        let shift = 128 - self.width;
        ((self.bits << shift) as i128) >> shift
    }
    fn is_zero(self) -> bool {
        self.bits == 0
    }
    fn is_one(self) -> bool {
        self.bits == 1
    }
    fn is_all_ones(self) -> bool {
        self.bits == mask(self.width)
    }
    fn sign_min(self) -> u128 {
        1u128 << (self.width - 1)
    }
    fn is_min_signed(self) -> bool {
        self.bits == self.sign_min()
    }
    fn is_max_signed(self) -> bool {
        self.bits == self.sign_min() - 1
    }
    fn is_negative(self) -> bool {
        self.bits & self.sign_min() != 0
    }
    fn with(self, bits: u128) -> Int {
        Int::new(bits, self.width)
    }
}

fn mask(width: u32) -> u128 {
    if width >= 128 {
        u128::MAX
    } else {
        (1u128 << width) - 1
    }
}

/// A float value of a format (the value exactly representable in it), as `APFloat`.
#[derive(Copy, Clone, Debug)]
struct Float {
    v: f64,
    kind: FloatKind,
}

/// The constant value of an operand: an integer or a float.
#[derive(Copy, Clone, Debug)]
enum Const {
    Int(Int),
    Float(Float),
}

/// The width of an integer or index type (128 at most), or `None`.
fn int_width(ctx: &Context, ty: Type) -> Option<u32> {
    match *ctx.type_kind(ty) {
        TypeKind::Integer { width, signedness: Signedness::Signless } if (1..=128).contains(&width) => Some(width),
        TypeKind::Index => Some(64),
        _ => None,
    }
}

/// Float formats whose arithmetic a `f64` can carry out exactly before one rounding.
fn float_kind(ctx: &Context, ty: Type) -> Option<FloatKind> {
    match *ctx.type_kind(ty) {
        TypeKind::Float(k @ (FloatKind::F16 | FloatKind::BF16 | FloatKind::F32 | FloatKind::F64)) => Some(k),
        _ => None,
    }
}

/// The constant `v` is, if its defining op is constant-like (MLIR's `m_Constant`).
fn constant(ctx: &Context, v: Value) -> Option<Const> {
    let def = ctx.defining_op(v)?;
    if !ctx.has_traits(def, Traits::CONSTANT_LIKE) {
        return None;
    }
    match *ctx.attr_kind(ctx.attr(def, "value")?) {
        AttrKind::Bool(b) => Some(Const::Int(Int::new(b as u128, 1))),
        AttrKind::Integer { value, ty } => Some(Const::Int(Int::new(value as u128, int_width(ctx, ty)?))),
        AttrKind::Float { bits, ty } => {
            Some(Const::Float(Float { v: f64::from_bits(bits), kind: float_kind(ctx, ty)? }))
        }
        _ => None,
    }
}

fn const_int(ctx: &Context, v: Value) -> Option<Int> {
    match constant(ctx, v)? {
        Const::Int(i) => Some(i),
        Const::Float(_) => None,
    }
}

fn const_float(ctx: &Context, v: Value) -> Option<Float> {
    match constant(ctx, v)? {
        Const::Float(f) => Some(f),
        Const::Int(_) => None,
    }
}

fn int_attr(ctx: &mut Context, i: Int, ty: Type) -> Attr {
    if matches!(ctx.type_kind(ty), TypeKind::Integer { width: 1, .. }) {
        return ctx.bool_attr(i.bits != 0);
    }
    ctx.int_attr(i.signed(), ty)
}

fn float_attr(ctx: &mut Context, v: f64, ty: Type) -> Attr {
    ctx.intern_attr(AttrKind::Float { bits: v.to_bits(), ty })
}

// ----------------------------------------------------------------------------------
// arith
// ----------------------------------------------------------------------------------

fn fold_arith(ctx: &mut Context, op: Op, name: &'static str, llvm22: bool) -> Fold {
    let operands: SmallVec<[Value; 3]> = ctx.operands(op).collect();
    if ctx.num_results(op) != 1 {
        return Fold::Failed;
    }
    let ty = ctx.value_type(ctx.result(op, 0));
    match name {
        "cmpi" => return fold_cmpi(ctx, op, &operands, llvm22),
        "cmpf" => return fold_cmpf(ctx, op, &operands),
        "select" => return fold_select(ctx, &operands, ty, llvm22),
        "negf" | "extui" | "extsi" | "trunci" | "extf" | "truncf" | "uitofp" | "sitofp" | "fptoui" | "fptosi"
        | "index_cast" | "index_castui" | "bitcast" => {
            return match operands.as_slice() {
                &[x] => fold_unary(ctx, op, name, x, ty, llvm22),
                _ => Fold::Failed,
            }
        }
        _ => {}
    }
    let &[lhs, rhs] = operands.as_slice() else { return Fold::Failed };
    if int_width(ctx, ty).is_some() {
        fold_int_binary(ctx, name, lhs, rhs, ty, llvm22)
    } else if float_kind(ctx, ty).is_some() {
        fold_float_binary(ctx, op, name, lhs, rhs, ty, llvm22)
    } else {
        Fold::Failed
    }
}

/// The overflow flags an op carries (LLVM 22's `overflow<nsw, nuw>`).
fn has_overflow_flag(ctx: &Context, op: Op, flag: &str) -> bool {
    ctx.attr(op, "overflowFlags").is_some_and(|a| match ctx.attr_kind(a) {
        AttrKind::Opaque(s) => s
            .strip_prefix("#arith.overflow<")
            .and_then(|r| r.strip_suffix('>'))
            .is_some_and(|r| r.split(',').any(|f| f.trim() == flag)),
        _ => false,
    })
}

fn fold_int_binary(ctx: &mut Context, name: &str, lhs: Value, rhs: Value, ty: Type, llvm22: bool) -> Fold {
    let (a, b) = (const_int(ctx, lhs), const_int(ctx, rhs));
    let rhs_zero = b.is_some_and(Int::is_zero);
    let rhs_one = b.is_some_and(Int::is_one);
    let zero = |ctx: &mut Context| {
        let w = int_width(ctx, ty).unwrap_or(64);
        let z = int_attr(ctx, Int::new(0, w), ty);
        attr(z)
    };
    // The identities first, as the hooks try them.
    match name {
        "addi" => {
            if rhs_zero {
                return value(lhs);
            }
            if let Some(sub) = defining(ctx, lhs, "arith.subi") {
                if ctx.operand(sub, 1) == rhs {
                    return value(ctx.operand(sub, 0));
                }
            }
            if let Some(sub) = defining(ctx, rhs, "arith.subi") {
                if ctx.operand(sub, 1) == lhs {
                    return value(ctx.operand(sub, 0));
                }
            }
        }
        "subi" => {
            if lhs == rhs {
                return zero(ctx);
            }
            if rhs_zero {
                return value(lhs);
            }
            if llvm22 {
                if let Some(add) = defining(ctx, lhs, "arith.addi") {
                    if ctx.operand(add, 1) == rhs {
                        return value(ctx.operand(add, 0));
                    }
                    if ctx.operand(add, 0) == rhs {
                        return value(ctx.operand(add, 1));
                    }
                }
            }
        }
        "muli" => {
            if rhs_zero {
                return value(rhs);
            }
            if rhs_one {
                return value(lhs);
            }
        }
        "divui" | "divsi" => {
            if rhs_one {
                return value(lhs);
            }
            if llvm22 {
                let flag = if name == "divui" { "nuw" } else { "nsw" };
                if let Some(mul) = defining(ctx, lhs, "arith.muli").filter(|&m| has_overflow_flag(ctx, m, flag)) {
                    if ctx.operand(mul, 0) == rhs {
                        return value(ctx.operand(mul, 1));
                    }
                    if ctx.operand(mul, 1) == rhs {
                        return value(ctx.operand(mul, 0));
                    }
                }
            }
        }
        "ceildivsi" | "floordivsi" if rhs_one => return value(lhs),
        "remui" | "remsi" if rhs_one => return zero(ctx),
        "andi" => {
            if rhs_zero {
                return value(rhs);
            }
            if b.is_some_and(Int::is_all_ones) {
                return value(lhs);
            }
            // and(x, not(x)) and and(not(x), x) are 0 (LLVM 22).
            for (x, other) in [(lhs, rhs), (rhs, lhs)].into_iter().filter(|_| llvm22) {
                if let Some(xor) = defining(ctx, other, "arith.xori") {
                    if ctx.operand(xor, 0) == x && const_int(ctx, ctx.operand(xor, 1)).is_some_and(Int::is_all_ones) {
                        return zero(ctx);
                    }
                }
            }
            if llvm22 {
                // and(a, and(a, b)) is and(a, b).
                for (prev, other) in [(lhs, rhs), (rhs, lhs)] {
                    if let Some(p) = defining(ctx, prev, "arith.andi") {
                        if other == ctx.operand(p, 0) || other == ctx.operand(p, 1) {
                            return value(prev);
                        }
                    }
                }
            }
        }
        "ori" => {
            if rhs_zero {
                return value(lhs);
            }
            if let Some(bv) = b.filter(|b| b.is_all_ones()) {
                let a = int_attr(ctx, bv, ty);
                return attr(a);
            }
            if llvm22 {
                // or(x, xor(x, -1)) and or(xor(x, -1), x) are -1.
                for (x, other) in [(lhs, rhs), (rhs, lhs)] {
                    if let Some(xor) = defining(ctx, other, "arith.xori") {
                        let ones = ctx.operand(xor, 1);
                        if ctx.operand(xor, 0) == x && const_int(ctx, ones).is_some_and(Int::is_all_ones) {
                            return value(ones);
                        }
                    }
                }
            }
        }
        "xori" => {
            if rhs_zero {
                return value(lhs);
            }
            if lhs == rhs {
                return zero(ctx);
            }
            // xor(xor(x, a), a) is x; LLVM 22 also folds xor(xor(a, x), a), xor(a, xor(x, a))
            // and xor(a, xor(a, x)).
            if let Some(prev) = defining(ctx, lhs, "arith.xori") {
                if ctx.operand(prev, 1) == rhs {
                    return value(ctx.operand(prev, 0));
                }
                if llvm22 && ctx.operand(prev, 0) == rhs {
                    return value(ctx.operand(prev, 1));
                }
            }
            if let Some(prev) = defining(ctx, rhs, "arith.xori").filter(|_| llvm22) {
                if ctx.operand(prev, 1) == lhs {
                    return value(ctx.operand(prev, 0));
                }
                if ctx.operand(prev, 0) == lhs {
                    return value(ctx.operand(prev, 1));
                }
            }
        }
        "shli" | "shrui" | "shrsi" => {
            if !llvm22 {
                return Fold::Failed;
            }
            if rhs_zero {
                return value(lhs);
            }
        }
        "maxsi" | "maxui" | "minsi" | "minui" => {
            if lhs == rhs {
                return value(rhs);
            }
            if let Some(bv) = b {
                let (absorbs, neutral) = match name {
                    "maxsi" => (bv.is_max_signed(), bv.is_min_signed()),
                    "maxui" => (bv.is_all_ones(), bv.is_zero()),
                    "minsi" => (bv.is_min_signed(), bv.is_max_signed()),
                    _ => (bv.is_zero(), bv.is_all_ones()),
                };
                if absorbs {
                    return value(rhs);
                }
                if neutral {
                    return value(lhs);
                }
            }
        }
        _ => {}
    }
    let (Some(a), Some(b)) = (a, b) else { return Fold::Failed };
    let w = a.width;
    let r = match name {
        "addi" => Some(a.with(a.bits.wrapping_add(b.bits))),
        "subi" => Some(a.with(a.bits.wrapping_sub(b.bits))),
        "muli" => Some(a.with(a.bits.wrapping_mul(b.bits))),
        "divui" => (!b.is_zero()).then(|| a.with(a.bits / b.bits)),
        "divsi" => sdiv(a, b),
        "ceildivsi" => ceildivsi(a, b, llvm22),
        "floordivsi" => floordivsi(a, b, llvm22),
        "remui" => (!b.is_zero()).then(|| a.with(a.bits % b.bits)),
        "remsi" => (!b.is_zero()).then(|| {
            // APInt's srem: the sign of the dividend, MIN % -1 is 0.
            let (x, y) = (a.signed(), b.signed());
            a.with(x.checked_rem(y).unwrap_or(0) as u128)
        }),
        "andi" => Some(a.with(a.bits & b.bits)),
        "ori" => Some(a.with(a.bits | b.bits)),
        "xori" => Some(a.with(a.bits ^ b.bits)),
        "shli" | "shrui" | "shrsi" => {
            // Shifting by the width or more does not fold.
            (b.bits < w as u128).then(|| {
                let s = b.bits as u32;
                match name {
                    "shli" => a.with(a.bits << s),
                    "shrui" => a.with(a.bits >> s),
                    _ => a.with((a.signed() >> s) as u128),
                }
            })
        }
        "maxsi" => Some(if a.signed() >= b.signed() { a } else { b }),
        "minsi" => Some(if a.signed() <= b.signed() { a } else { b }),
        "maxui" => Some(if a.bits >= b.bits { a } else { b }),
        "minui" => Some(if a.bits <= b.bits { a } else { b }),
        _ => None,
    };
    match r {
        Some(r) => {
            let at = int_attr(ctx, r, ty);
            attr(at)
        }
        None => Fold::Failed,
    }
}

/// APInt's `sdiv_ov`: `None` on division by zero or overflow (MIN / -1).
fn sdiv(a: Int, b: Int) -> Option<Int> {
    let (r, overflow) = sdiv_ov(a, b);
    (!b.is_zero() && !overflow).then_some(r)
}

// APInt's `*_ov` operations: the result and whether it overflowed (the caller keeps the flag
// or, as LLVM 14's folders do by passing one flag along, only the last one). `b` is not zero.
fn sdiv_ov(a: Int, b: Int) -> (Int, bool) {
    if b.is_zero() {
        return (a, true);
    }
    if a.is_min_signed() && b.is_all_ones() {
        return (a, true);
    }
    (a.with((a.signed() / b.signed()) as u128), false)
}

fn sadd_ov(a: Int, b: Int) -> (Int, bool) {
    let r = a.with(a.bits.wrapping_add(b.bits));
    (r, a.is_negative() == b.is_negative() && r.is_negative() != a.is_negative())
}

fn ssub_ov(a: Int, b: Int) -> (Int, bool) {
    let r = a.with(a.bits.wrapping_sub(b.bits));
    (r, a.is_negative() != b.is_negative() && r.is_negative() != a.is_negative())
}

/// `(a - 1) / b + 1` for positive `a` and `b`; the flag is the last step's, as upstream's.
fn signed_ceil_nonneg(a: Int, b: Int) -> (Int, bool) {
    let one = a.with(1);
    let (v, _) = ssub_ov(a, one);
    let (v, _) = sdiv_ov(v, b);
    sadd_ov(v, one)
}

/// `ceildivsi` as upstream folds it: LLVM 14 keeps only the last step's overflow flag,
/// LLVM 22 any step's.
fn ceildivsi(a: Int, b: Int, llvm22: bool) -> Option<Int> {
    if b.is_zero() {
        return None;
    }
    if a.is_zero() {
        return Some(a);
    }
    let zero = a.with(0);
    let gt = |x: Int| !x.is_negative() && !x.is_zero();
    let steps: SmallVec<[(Int, bool); 3]> = match (gt(a), gt(b)) {
        (true, true) => smallvec![signed_ceil_nonneg(a, b)],
        (false, false) => {
            let (pa, oa) = ssub_ov(zero, a);
            let (pb, ob) = ssub_ov(zero, b);
            smallvec![(pa, oa), (pb, ob), signed_ceil_nonneg(pa, pb)]
        }
        (false, true) => {
            let (pa, oa) = ssub_ov(zero, a);
            let (d, od) = sdiv_ov(pa, b);
            smallvec![(pa, oa), (d, od), ssub_ov(zero, d)]
        }
        (true, false) => {
            let (pb, ob) = ssub_ov(zero, b);
            let (d, od) = sdiv_ov(a, pb);
            smallvec![(pb, ob), (d, od), ssub_ov(zero, d)]
        }
    };
    let &(r, last) = steps.last().expect("a step");
    let overflow = if llvm22 { steps.iter().any(|s| s.1) } else { last };
    (!overflow).then_some(r)
}

/// `floordivsi` as upstream folds it: LLVM 22's `sfloordiv_ov`, LLVM 14's own steps (the
/// last step's overflow flag counts).
fn floordivsi(a: Int, b: Int, llvm22: bool) -> Option<Int> {
    if b.is_zero() {
        return None;
    }
    if llvm22 {
        let (q, overflow) = sdiv_ov(a, b);
        if overflow {
            return None;
        }
        let exact = q.with(q.bits.wrapping_mul(b.bits)) == a;
        return Some(if !exact && a.is_negative() != b.is_negative() { q.with(q.bits.wrapping_sub(1)) } else { q });
    }
    if a.is_zero() {
        return Some(a);
    }
    let zero = a.with(0);
    let gt = |x: Int| !x.is_negative() && !x.is_zero();
    let (r, overflow) = match (gt(a), gt(b)) {
        (true, true) => sdiv_ov(a, b),
        (false, false) => sdiv_ov(ssub_ov(zero, a).0, ssub_ov(zero, b).0),
        (false, true) => ssub_ov(zero, signed_ceil_nonneg(ssub_ov(zero, a).0, b).0),
        (true, false) => ssub_ov(zero, signed_ceil_nonneg(a, ssub_ov(zero, b).0).0),
    };
    (!overflow).then_some(r)
}

fn fold_cmpi(ctx: &mut Context, op: Op, operands: &[Value], llvm22: bool) -> Fold {
    let &[lhs, rhs] = operands else { return Fold::Failed };
    let Some(pred) = ctx.attr(op, "predicate").and_then(|a| ctx.attr_int(a)) else { return Fold::Failed };
    let Some(&pred) = arith::CMPI_PREDICATES.get(pred as usize) else { return Fold::Failed };
    if !matches!(ctx.type_kind(ctx.value_type(ctx.result(op, 0))), TypeKind::Integer { width: 1, .. }) {
        return Fold::Failed;
    }
    if lhs == rhs {
        let v = matches!(pred, "eq" | "sle" | "sge" | "ule" | "uge");
        let a = ctx.bool_attr(v);
        return attr(a);
    }
    let (a, b) = (const_int(ctx, lhs), const_int(ctx, rhs));
    let lhs_is_i1 = matches!(ctx.type_kind(ctx.value_type(lhs)), TypeKind::Integer { width: 1, .. });
    if b.is_some_and(Int::is_zero) {
        // ext(%x : i1) != 0 is %x.
        for ext in ["arith.extsi", "arith.extui"] {
            if let Some(e) = defining(ctx, lhs, ext) {
                let src = ctx.operand(e, 0);
                if matches!(ctx.type_kind(ctx.value_type(src)), TypeKind::Integer { width: 1, .. }) && pred == "ne" {
                    return value(src);
                }
            }
        }
        if llvm22 && lhs_is_i1 && pred == "ne" {
            return value(lhs);
        }
    }
    if llvm22 && b.is_some_and(Int::is_one) && lhs_is_i1 && pred == "eq" {
        return value(lhs);
    }
    // LLVM 22 moves a constant to the right, in place.
    if llvm22 && a.is_some() && b.is_none() {
        let swapped = match pred {
            "slt" => "sgt",
            "sgt" => "slt",
            "sle" => "sge",
            "sge" => "sle",
            "ult" => "ugt",
            "ugt" => "ult",
            "ule" => "uge",
            "uge" => "ule",
            other => other,
        };
        let index = arith::CMPI_PREDICATES.iter().position(|&p| p == swapped).expect("a predicate") as i128;
        let i64t = ctx.integer_type(64);
        let pa = ctx.int_attr(index, i64t);
        let pn = ctx.ident("predicate");
        ctx.set_attr(op, pn, pa);
        ctx.set_operand(op, 0, rhs);
        ctx.set_operand(op, 1, lhs);
        return Fold::InPlace;
    }
    let (Some(a), Some(b)) = (a, b) else { return Fold::Failed };
    let v = match pred {
        "eq" => a.bits == b.bits,
        "ne" => a.bits != b.bits,
        "slt" => a.signed() < b.signed(),
        "sle" => a.signed() <= b.signed(),
        "sgt" => a.signed() > b.signed(),
        "sge" => a.signed() >= b.signed(),
        "ult" => a.bits < b.bits,
        "ule" => a.bits <= b.bits,
        "ugt" => a.bits > b.bits,
        _ => a.bits >= b.bits,
    };
    let at = ctx.bool_attr(v);
    attr(at)
}

fn fold_cmpf(ctx: &mut Context, op: Op, operands: &[Value]) -> Fold {
    let &[lhs, rhs] = operands else { return Fold::Failed };
    let Some(pred) = ctx.attr(op, "predicate").and_then(|a| ctx.attr_int(a)) else { return Fold::Failed };
    let Some(&pred) = arith::CMPF_PREDICATES.get(pred as usize) else { return Fold::Failed };
    let (mut a, mut b) = (const_float(ctx, lhs), const_float(ctx, rhs));
    // One NaN decides for both.
    if a.is_some_and(|x| x.v.is_nan()) {
        b = a;
    }
    if b.is_some_and(|x| x.v.is_nan()) {
        a = b;
    }
    let (Some(a), Some(b)) = (a, b) else { return Fold::Failed };
    let (a, b) = (a.v, b.v);
    let unordered = a.is_nan() || b.is_nan();
    let (lt, eq, gt) = (a < b, a == b, a > b);
    let v = match pred {
        "false" => false,
        "oeq" => eq,
        "ogt" => gt,
        "oge" => gt || eq,
        "olt" => lt,
        "ole" => lt || eq,
        "one" => !unordered && !eq,
        "ord" => !unordered,
        "ueq" => unordered || eq,
        "ugt" => unordered || gt,
        "uge" => unordered || gt || eq,
        "ult" => unordered || lt,
        "ule" => unordered || lt || eq,
        "une" => !eq,
        "uno" => unordered,
        _ => true,
    };
    let at = ctx.bool_attr(v);
    attr(at)
}

fn fold_select(ctx: &mut Context, operands: &[Value], ty: Type, llvm22: bool) -> Fold {
    let &[cond, t, f] = operands else { return Fold::Failed };
    if t == f {
        return value(t);
    }
    match const_int(ctx, cond) {
        Some(c) if c.is_one() => return value(t),
        Some(c) if c.is_zero() => return value(f),
        _ => {}
    }
    let i1 = if llvm22 {
        matches!(ctx.type_kind(ty), TypeKind::Integer { width: 1, signedness: Signedness::Signless })
    } else {
        matches!(ctx.type_kind(ty), TypeKind::Integer { width: 1, .. })
    };
    if i1 && const_int(ctx, t).is_some_and(Int::is_one) && const_int(ctx, f).is_some_and(Int::is_zero) {
        return value(cond);
    }
    if let Some(cmp) = defining(ctx, cond, "arith.cmpi") {
        let pred = ctx.attr(cmp, "predicate").and_then(|a| ctx.attr_int(a));
        let (eq, ne) = (pred == Some(0), pred == Some(1));
        if eq || ne {
            let (l, r) = (ctx.operand(cmp, 0), ctx.operand(cmp, 1));
            if (l == t && r == f) || (r == t && l == f) {
                return value(if ne { t } else { f });
            }
        }
    }
    Fold::Failed
}

fn fold_unary(ctx: &mut Context, op: Op, name: &str, x: Value, ty: Type, llvm22: bool) -> Fold {
    let c = constant(ctx, x);
    match name {
        "negf" => {
            // LLVM 14 has no fold for it.
            if !llvm22 {
                return Fold::Failed;
            }
            if let Some(inner) = defining(ctx, x, "arith.negf") {
                return value(ctx.operand(inner, 0));
            }
            match c {
                Some(Const::Float(f)) => {
                    let a = float_attr(ctx, -f.v, ty);
                    attr(a)
                }
                _ => Fold::Failed,
            }
        }
        "extui" | "extsi" => {
            // ext(ext(x)) takes x, in place.
            let full = if name == "extui" { "arith.extui" } else { "arith.extsi" };
            if let Some(inner) = defining(ctx, x, full) {
                let src = ctx.operand(inner, 0);
                ctx.set_operand(op, 0, src);
                return Fold::InPlace;
            }
            let (Some(Const::Int(i)), Some(w)) = (c, int_width(ctx, ty)) else { return Fold::Failed };
            let bits = if name == "extui" { i.bits } else { i.signed() as u128 };
            let a = int_attr(ctx, Int::new(bits, w), ty);
            attr(a)
        }
        "trunci" => {
            for ext in ["arith.extui", "arith.extsi"] {
                if let Some(e) = defining(ctx, x, ext) {
                    let src = ctx.operand(e, 0);
                    let sty = ctx.value_type(src);
                    if sty == ty {
                        return value(src);
                    }
                    let (sw, dw) = (int_width(ctx, sty).unwrap_or(0), int_width(ctx, ty).unwrap_or(0));
                    if llvm22 && sw > dw {
                        ctx.set_operand(op, 0, src);
                        return Fold::InPlace;
                    }
                    if !llvm22 {
                        return Fold::Failed;
                    }
                }
            }
            if let Some(inner) = defining(ctx, x, "arith.trunci") {
                let src = ctx.operand(inner, 0);
                ctx.set_operand(op, 0, src);
                return Fold::InPlace;
            }
            let (Some(Const::Int(i)), Some(w)) = (c, int_width(ctx, ty)) else { return Fold::Failed };
            let a = int_attr(ctx, Int::new(i.bits, w), ty);
            attr(a)
        }
        "index_cast" | "index_castui" => {
            if name == "index_castui" && !llvm22 {
                return Fold::Failed;
            }
            if let (Some(Const::Int(i)), Some(w)) = (c, int_width(ctx, ty)) {
                let bits = if name == "index_cast" { i.signed() as u128 } else { i.bits };
                let a = int_attr(ctx, Int::new(bits, w), ty);
                return attr(a);
            }
            Fold::Failed
        }
        "uitofp" | "sitofp" => {
            let (Some(Const::Int(i)), Some(kind)) = (c, float_kind(ctx, ty)) else { return Fold::Failed };
            let neg = name == "sitofp" && i.is_negative();
            let mag = if neg { i.signed().unsigned_abs() } else { i.bits };
            let v = int_to_float(mag, kind);
            let a = float_attr(ctx, if neg { -v } else { v }, ty);
            attr(a)
        }
        "fptoui" | "fptosi" => {
            let (Some(Const::Float(f)), Some(w)) = (c, int_width(ctx, ty)) else { return Fold::Failed };
            let t = f.v.trunc();
            if !t.is_finite() {
                return Fold::Failed;
            }
            let fits = if name == "fptoui" {
                t >= 0.0 && t < 2f64.powi(w as i32)
            } else {
                t >= -(2f64.powi(w as i32 - 1)) && t < 2f64.powi(w as i32 - 1)
            };
            if !fits {
                return Fold::Failed;
            }
            let bits = if t < 0.0 { (t as i128) as u128 } else { t as u128 };
            let a = int_attr(ctx, Int::new(bits, w), ty);
            attr(a)
        }
        "extf" => {
            // LLVM 14 has no fold for it.
            if !llvm22 {
                return Fold::Failed;
            }
            // Widening loses nothing (a NaN stays a NaN).
            let (Some(Const::Float(f)), Some(_)) = (c, float_kind(ctx, ty)) else { return Fold::Failed };
            let a = float_attr(ctx, f.v, ty);
            attr(a)
        }
        "truncf" => {
            let (Some(Const::Float(f)), Some(kind)) = (c, float_kind(ctx, ty)) else { return Fold::Failed };
            // Only when the value does not change. LLVM 14 compares the values (so a NaN
            // never folds); LLVM 22 converts, and a NaN folds when its payload fits.
            if f.v.is_nan() {
                let lost = 52 - (format(kind).0 - 1);
                if !llvm22 || f.v.to_bits() & ((1u64 << lost) - 1) != 0 {
                    return Fold::Failed;
                }
                let a = float_attr(ctx, f.v, ty);
                return attr(a);
            }
            let r = round_float(f.v, kind);
            if r != f.v {
                return Fold::Failed;
            }
            let a = float_attr(ctx, r, ty);
            attr(a)
        }
        "bitcast" => {
            let bits = match c {
                Some(Const::Int(i)) => i.bits,
                Some(Const::Float(f)) => float_bits(f),
                None => return Fold::Failed,
            };
            let a = if let Some(kind) = float_kind(ctx, ty) {
                let v = float_from_bits(kind, bits);
                float_attr(ctx, v, ty)
            } else if let Some(w) = int_width(ctx, ty) {
                int_attr(ctx, Int::new(bits, w), ty)
            } else {
                return Fold::Failed;
            };
            attr(a)
        }
        _ => Fold::Failed,
    }
}

// ----------------------------------------------------------------------------------
// Floats
// ----------------------------------------------------------------------------------

/// (precision with the hidden bit, least normal exponent, greatest exponent).
fn format(kind: FloatKind) -> (u32, i32, i32) {
    match kind {
        FloatKind::F16 => (11, -14, 15),
        FloatKind::BF16 => (8, -126, 127),
        FloatKind::F32 => (24, -126, 127),
        _ => (53, -1022, 1023),
    }
}

/// `v` rounded to `kind`, to nearest, ties to even (subnormals and overflow included).
fn round_float(v: f64, kind: FloatKind) -> f64 {
    if kind == FloatKind::F64 || !v.is_finite() || v == 0.0 {
        return v;
    }
    if kind == FloatKind::F32 {
        return v as f32 as f64;
    }
    let (p, emin, emax) = format(kind);
    let a = v.abs();
    let e = (a.log2().floor() as i32).max(emin);
    // The spacing of the format's values around `a`; `a / ulp` is exact (a power of two).
    let ulp = 2f64.powi(e - (p as i32 - 1));
    let r = (a / ulp).round_ties_even() * ulp;
    let max = (2.0 - 2f64.powi(1 - p as i32)) * 2f64.powi(emax);
    let r = if r > max { f64::INFINITY } else { r };
    r.copysign(v)
}

/// The nearest `kind` value to the integer `mag` (ties to even), rounded once.
fn int_to_float(mag: u128, kind: FloatKind) -> f64 {
    if mag == 0 {
        return 0.0;
    }
    let (p, _, emax) = format(kind);
    let top = 127 - mag.leading_zeros();
    let (mut m, mut e) = (mag, 0i32);
    if top >= p {
        let drop = top + 1 - p;
        let rest = mag & ((1u128 << drop) - 1);
        let half = 1u128 << (drop - 1);
        m = mag >> drop;
        if rest > half || (rest == half && m & 1 == 1) {
            m += 1;
        }
        e = drop as i32;
    }
    if (127 - m.leading_zeros()) as i32 + e > emax {
        return f64::INFINITY;
    }
    // `m` has at most p + 1 bits: exact in a f64, and so is the scaling.
    (m as f64) * 2f64.powi(e)
}

fn float_bits(f: Float) -> u128 {
    match f.kind {
        FloatKind::F64 => f.v.to_bits() as u128,
        FloatKind::F32 => (f.v as f32).to_bits() as u128,
        FloatKind::BF16 => ((f.v as f32).to_bits() >> 16) as u128,
        _ => half_bits(f.v) as u128,
    }
}

fn float_from_bits(kind: FloatKind, bits: u128) -> f64 {
    match kind {
        FloatKind::F64 => f64::from_bits(bits as u64),
        FloatKind::F32 => f32::from_bits(bits as u32) as f64,
        FloatKind::BF16 => f32::from_bits((bits as u32) << 16) as f64,
        _ => {
            let h = bits as u16;
            let sign = if h & 0x8000 != 0 { -1.0 } else { 1.0 };
            let exp = ((h >> 10) & 0x1f) as i32;
            let frac = (h & 0x3ff) as f64;
            match exp {
                0 => sign * frac * 2f64.powi(-24),
                31 if frac == 0.0 => sign * f64::INFINITY,
                31 => f64::NAN,
                _ => sign * (1.0 + frac / 1024.0) * 2f64.powi(exp - 15),
            }
        }
    }
}

/// The IEEE half bits of a value exactly representable as one.
fn half_bits(v: f64) -> u16 {
    let sign = if v.is_sign_negative() { 0x8000 } else { 0 };
    if v.is_nan() {
        return 0x7e00;
    }
    let a = v.abs();
    if a.is_infinite() {
        return sign | 0x7c00;
    }
    if a < 2f64.powi(-14) {
        return sign | (a / 2f64.powi(-24)) as u16;
    }
    let e = a.log2().floor() as i32;
    let frac = ((a / 2f64.powi(e) - 1.0) * 1024.0) as u16;
    sign | (((e + 15) as u16) << 10) | frac
}

/// APFloat's default NaN (quiet, positive).
const DEFAULT_NAN: f64 = f64::from_bits(0x7ff8_0000_0000_0000);

/// A NaN operand quieted, as APFloat passes it on.
fn quiet(v: f64) -> f64 {
    f64::from_bits(v.to_bits() | 0x0008_0000_0000_0000)
}

fn fold_float_binary(ctx: &mut Context, op: Op, name: &str, lhs: Value, rhs: Value, ty: Type, llvm22: bool) -> Fold {
    let (a, b) = (const_float(ctx, lhs), const_float(ctx, rhs));
    let rb = b.map(|f| f.v);
    match name {
        "addf" if rb.is_some_and(|r| r == 0.0 && r.is_sign_negative()) => return value(lhs),
        "subf" if rb.is_some_and(|r| r == 0.0 && r.is_sign_positive()) => return value(lhs),
        "mulf" | "divf" if rb == Some(1.0) => return value(lhs),
        // LLVM 14 also takes mulf(1, x) as x.
        "mulf" if !llvm22 && a.is_some_and(|f| f.v == 1.0) => return value(rhs),
        // LLVM 14 has no fold for remf.
        "remf" if !llvm22 => return Fold::Failed,
        "mulf" if llvm22 && rb == Some(0.0) && has_fastmath(ctx, op, &["nnan", "nsz"]) => return value(rhs),
        "maxf" | "minf" | "maximumf" | "minimumf" | "maxnumf" | "minnumf" => {
            let known = match name {
                "maxf" | "minf" => !llvm22,
                _ => llvm22,
            };
            if !known {
                return Fold::Failed;
            }
            if lhs == rhs {
                return value(rhs);
            }
            let neutral = match name {
                "maxf" | "maximumf" => rb.is_some_and(|r| r == f64::NEG_INFINITY),
                "minf" | "minimumf" => rb.is_some_and(|r| r == f64::INFINITY),
                _ => rb.is_some_and(f64::is_nan),
            };
            if neutral {
                return value(lhs);
            }
        }
        _ => {}
    }
    let (Some(a), Some(b)) = (a, b) else { return Fold::Failed };
    let kind = a.kind;
    let (x, y) = (a.v, b.v);
    let nan_in = if x.is_nan() {
        Some(quiet(x))
    } else if y.is_nan() {
        Some(quiet(y))
    } else {
        None
    };
    let r = match name {
        "addf" | "subf" | "mulf" | "divf" => {
            let exact = match name {
                "addf" => x + y,
                "subf" => x - y,
                "mulf" => x * y,
                _ => x / y,
            };
            match nan_in {
                Some(n) => n,
                None if exact.is_nan() => DEFAULT_NAN,
                None => round_float(exact, kind),
            }
        }
        "remf" => match nan_in {
            Some(n) => n,
            None if x.is_infinite() || y == 0.0 => DEFAULT_NAN,
            None if llvm22 => x % y,
            None => ieee_remainder(x, y),
        },
        "maxf" | "maximumf" | "minf" | "minimumf" => match nan_in {
            Some(n) => n,
            None => {
                let max = name.starts_with("max");
                if x == 0.0 && y == 0.0 && x.is_sign_negative() != y.is_sign_negative() {
                    if max == x.is_sign_negative() {
                        y
                    } else {
                        x
                    }
                } else if max {
                    if x < y {
                        y
                    } else {
                        x
                    }
                } else if y < x {
                    y
                } else {
                    x
                }
            }
        },
        "maxnumf" | "minnumf" => {
            let max = name == "maxnumf";
            if x.is_nan() {
                y
            } else if y.is_nan() {
                x
            } else if x == 0.0 && y == 0.0 && x.is_sign_negative() != y.is_sign_negative() {
                // -0 is less than +0.
                if max {
                    0.0
                } else {
                    -0.0
                }
            } else if max {
                if x < y {
                    y
                } else {
                    x
                }
            } else if y < x {
                y
            } else {
                x
            }
        }
        _ => return Fold::Failed,
    };
    let at = float_attr(ctx, r, ty);
    attr(at)
}

/// APFloat's `remainder`: `x - n * y` with `n` the integer nearest `x / y` (ties to even).
fn ieee_remainder(x: f64, y: f64) -> f64 {
    let ay = y.abs();
    let r = x % y; // exact, the sign of x
    let ar = r.abs();
    let half = ay / 2.0;
    // Whether the truncated quotient is odd, from the remainder of |x| by 2|y|.
    let odd = || {
        let two = 2.0 * ay;
        if two.is_infinite() {
            x.abs() >= ay
        } else {
            x.abs() % two >= ay
        }
    };
    let adjusted = if ar > half || (ar == half && odd()) { r - ay.copysign(r) } else { r };
    if adjusted == 0.0 {
        0.0f64.copysign(x)
    } else {
        adjusted
    }
}

/// Whether the op's `fastmath` flags hold all of `flags` (`fast` holds every one).
fn has_fastmath(ctx: &Context, op: Op, flags: &[&str]) -> bool {
    ctx.attr(op, "fastmath").is_some_and(|a| match ctx.attr_kind(a) {
        AttrKind::Opaque(s) => s.strip_prefix("#arith.fastmath<").and_then(|r| r.strip_suffix('>')).is_some_and(|r| {
            let set: Vec<&str> = r.split(',').map(str::trim).collect();
            set.contains(&"fast") || flags.iter().all(|f| set.contains(f))
        }),
        _ => false,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rounding_to_narrow_formats_is_to_nearest_even() {
        // 1 + 2^-11 is halfway between two halves: it rounds to the even one, 1.
        assert_eq!(round_float(1.0 + 2f64.powi(-11), FloatKind::F16), 1.0);
        assert_eq!(round_float(1.0 + 3.0 * 2f64.powi(-11), FloatKind::F16), 1.0 + 2f64.powi(-9));
        assert_eq!(round_float(65520.0, FloatKind::F16), f64::INFINITY);
        assert_eq!(round_float(65519.0, FloatKind::F16), 65504.0);
        // The least subnormal half, and half of it (a tie, to the even zero).
        assert_eq!(round_float(2f64.powi(-24), FloatKind::F16), 2f64.powi(-24));
        assert_eq!(round_float(2f64.powi(-25), FloatKind::F16), 0.0);
        assert_eq!(round_float(-0.1, FloatKind::BF16), -0.10009765625);
        assert_eq!(round_float(0.1, FloatKind::F32), 0.1f32 as f64);
    }

    #[test]
    fn integers_convert_to_floats_rounded_once() {
        assert_eq!(int_to_float(u64::MAX as u128, FloatKind::F64), 2f64.powi(64));
        // 2^24 + 1 is a tie in f32: to the even 2^24; 2^24 + 3 rounds up.
        assert_eq!(int_to_float((1 << 24) + 1, FloatKind::F32), 2f64.powi(24));
        assert_eq!(int_to_float((1 << 24) + 3, FloatKind::F32), 2f64.powi(24) + 4.0);
        assert_eq!(int_to_float(65520, FloatKind::F16), f64::INFINITY);
        assert_eq!(int_to_float(u128::MAX, FloatKind::F32), f64::INFINITY);
        assert_eq!(int_to_float(u128::MAX, FloatKind::F64), 2f64.powi(128));
    }

    #[test]
    fn the_ieee_remainder_rounds_the_quotient_to_even() {
        assert_eq!(ieee_remainder(5.0, 2.0), 1.0);
        assert_eq!(ieee_remainder(7.0, 2.0), -1.0);
        assert_eq!(ieee_remainder(6.0, 4.0), -2.0);
        assert_eq!(ieee_remainder(10.0, 4.0), 2.0);
        let z = ieee_remainder(-4.0, 2.0);
        assert!(z == 0.0 && z.is_sign_negative());
        // Checked against C's remainder().
        assert_eq!(ieee_remainder(f64::MAX, f64::MAX / 3.0), -9.9792015476736e291);
        assert_eq!(ieee_remainder(1e308, 3e-308), 5.476144900572913e-309);
        assert_eq!(ieee_remainder(1e300, 7.0), 1.0);
        assert_eq!(ieee_remainder(3.5, 1.0), -0.5);
        assert_eq!(ieee_remainder(2.5, 1.0), 0.5);
    }

    #[test]
    fn signed_divisions_round_as_their_names_say() {
        let i = |v: i128| Int::new(v as u128, 8);
        for llvm22 in [false, true] {
            assert_eq!(ceildivsi(i(7), i(2), llvm22), Some(i(4)));
            assert_eq!(ceildivsi(i(-7), i(2), llvm22), Some(i(-3)));
            assert_eq!(ceildivsi(i(7), i(-2), llvm22), Some(i(-3)));
            assert_eq!(ceildivsi(i(-7), i(-2), llvm22), Some(i(4)));
            assert_eq!(floordivsi(i(7), i(-2), llvm22), Some(i(-4)));
            assert_eq!(floordivsi(i(-7), i(2), llvm22), Some(i(-4)));
            assert_eq!(floordivsi(i(-8), i(2), llvm22), Some(i(-4)));
            assert_eq!(ceildivsi(i(1), i(0), llvm22), None);
            assert_eq!(sdiv(i(-128), i(-1)), None);
            // Rounding towards zero would give these wrong.
            assert_eq!(ceildivsi(i(-1), i(5), llvm22), Some(i(0)));
            assert_eq!(ceildivsi(i(-5), i(2), llvm22), Some(i(-2)));
            assert_eq!(floordivsi(i(-1), i(5), llvm22), Some(i(-1)));
        }
        // -128 / -1 overflows; LLVM 14 only sees the last step's flag (the final +1).
        assert_eq!(ceildivsi(i(-128), i(-1), true), None);
        assert_eq!(floordivsi(i(-128), i(-1), true), None);
    }

    #[test]
    fn half_bits_round_trip() {
        for bits in [0u16, 1, 0x03ff, 0x0400, 0x3c00, 0x7bff, 0x7c00, 0x8001, 0xfbff, 0xfc00] {
            let v = float_from_bits(FloatKind::F16, bits as u128);
            assert_eq!(half_bits(v), bits, "{bits:#x}");
        }
    }
}
