//! What MLIR's ops know about themselves beyond their definition, for passes that simplify
//! IR as MLIR's greedy rewrite driver does: folding (ODS `hasFolder`), commutativity and
//! memory effects (whether an unused op may be dropped).
//!
//! [`fold`] follows each op's `fold` method in the generation asked for: LLVM 14 and LLVM 22
//! fold differently (LLVM 22 folds `subi(addi(a, b), b)` to `a`, moves the constant of a
//! `cmpi` to the right, treats `maxsi` as commutative; LLVM 14 does none of that).
//!
//! ```text
//! %0 = arith.muli %c4, %c8 : index   →  Folded::Attr(32 : index)
//! %1 = arith.addi %x, %c0 : index    →  Folded::Value(%x)
//! %2 = arith.muli %c4, %x : index    →  in place (LLVM 22): arith.muli %x, %c4
//! ```

use smallvec::{smallvec, SmallVec};

use async_opt_ir::{Attr, AttrKind, Context, FloatKind, Generation, Op, Traits, Type, TypeKind, Value};

use crate::{arith, linalg, math, memref, scf};

/// One result of a fold: an existing value or a constant to materialize.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Folded {
    Value(Value),
    Attr(Attr),
}

/// What folding an op did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Fold {
    /// Nothing.
    Failed,
    /// The op was changed in place (its operands, attributes or regions).
    InPlace,
    /// The op's results are these, one per result.
    Results(SmallVec<[Folded; 1]>),
}

/// How an op touches memory, as far as erasing it is concerned (MLIR's
/// `wouldOpBeTriviallyDead`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Effects {
    /// None (`Pure`, `NoSideEffect`).
    None,
    /// Only reads, or allocates its own results: droppable when unused.
    ReadOrAllocate,
    /// Whatever its nested ops do (`RecursiveSideEffects`, `RecursiveMemoryEffects`).
    Recursive,
    /// Anything (no effect interface, or writes).
    Unknown,
}

/// The constant value of a constant-like op (MLIR's `m_Constant`).
pub fn constant_value(ctx: &Context, op: Op) -> Option<Attr> {
    if !ctx.has_traits(op, Traits::CONSTANT_LIKE) {
        return None;
    }
    ctx.attr(op, "value")
}

/// The constant `v` is, if it is defined by a constant-like op.
pub fn value_constant(ctx: &Context, v: Value) -> Option<Attr> {
    constant_value(ctx, ctx.defining_op(v)?)
}

/// Whether the op's operands may be reordered (ODS `Commutative`).
pub fn is_commutative(ctx: &Context, op: Op, g: Generation) -> bool {
    let n = ctx.op_name_str(op);
    match n {
        arith::ADDI | arith::MULI | arith::ANDI | arith::ORI | arith::XORI | arith::ADDF | arith::MULF => true,
        arith::MAXF | arith::MINF => true,
        arith::MAXSI | arith::MINSI | arith::MAXUI | arith::MINUI => g == Generation::V22,
        arith::MAXIMUMF | arith::MINIMUMF | arith::MAXNUMF | arith::MINNUMF => g == Generation::V22,
        _ => false,
    }
}

/// How an op touches memory.
pub fn effects(ctx: &Context, op: Op, g: Generation) -> Effects {
    let Some(info) = ctx.op_info(op) else { return Effects::Unknown };
    if info.traits.contains(Traits::PURE) {
        return Effects::None;
    }
    match ctx.op_name_str(op) {
        // LLVM 17+ gives async.execute `RecursiveMemoryEffects`.
        crate::async_::EXECUTE if g == Generation::V22 => Effects::Recursive,
        memref::LOAD | memref::ALLOC | memref::ALLOCA => Effects::ReadOrAllocate,
        scf::FOR | scf::IF | scf::WHILE | scf::PARALLEL | scf::INDEX_SWITCH => Effects::Recursive,
        // LLVM 14 gives these no effect trait; its reductions were separate `scf.reduce`
        // ops (the empty terminator stands for its `scf.yield`).
        scf::EXECUTE_REGION if g == Generation::V22 => Effects::Recursive,
        scf::REDUCE if g == Generation::V22 || ctx.regions(op).is_empty() => Effects::Recursive,
        // Linalg's structured ops have effects on their memref operands only: on tensors
        // they are pure.
        linalg::FILL => {
            let on_memref = ctx.operands(op).any(|v| {
                matches!(ctx.type_kind(ctx.value_type(v)), TypeKind::MemRef { .. } | TypeKind::UnrankedMemRef { .. })
            });
            if on_memref {
                Effects::Unknown
            } else {
                Effects::None
            }
        }
        _ if is_pure_by_name(ctx.op_name_str(op)) => Effects::None,
        _ => Effects::Unknown,
    }
}

/// Ops without side effects that carry no `PURE` trait here (terminators and casts whose
/// tables say nothing about effects).
fn is_pure_by_name(name: &str) -> bool {
    matches!(name, "scf.yield" | "scf.condition" | "async.yield" | "func.return")
}

/// Whether `op` has no uses and nothing it does would be missed if it were erased (MLIR's
/// `isOpTriviallyDead`). Terminators and symbols never are.
pub fn is_trivially_dead(ctx: &Context, op: Op, g: Generation) -> bool {
    if ctx.results(op).iter().any(|&r| ctx.has_uses(r)) {
        return false;
    }
    would_be_trivially_dead(ctx, op, g)
}

/// [`is_trivially_dead`] without the use check.
pub fn would_be_trivially_dead(ctx: &Context, op: Op, g: Generation) -> bool {
    if ctx.op_info(op).is_none_or(|i| i.traits.contains(Traits::TERMINATOR)) {
        return false;
    }
    let mut stack: SmallVec<[Op; 8]> = smallvec![op];
    while let Some(o) = stack.pop() {
        match effects(ctx, o, g) {
            Effects::None | Effects::ReadOrAllocate => {}
            Effects::Recursive => {
                for &r in ctx.regions(o) {
                    for b in ctx.region_blocks(r) {
                        stack.extend(ctx.block_ops(b));
                    }
                }
            }
            Effects::Unknown => return false,
        }
    }
    true
}

// ----------------------------------------------------------------------------------
// Integer and float constants
// ----------------------------------------------------------------------------------

/// The bit width of an integer or index type (index is 64 bits, as MLIR stores it).
fn int_width(ctx: &Context, t: Type) -> Option<u32> {
    match ctx.type_kind(t) {
        TypeKind::Integer { width, .. } if *width <= 64 => Some(*width),
        TypeKind::Index => Some(64),
        _ => None,
    }
}

/// `v` wrapped to `w` bits and sign-extended (the canonical value of a signless integer).
fn sext(v: i128, w: u32) -> i128 {
    let s = 128 - w;
    (v << s) >> s
}

/// `v` as the unsigned value of its low `w` bits.
fn zext(v: i128, w: u32) -> u128 {
    (v as u128) & ((1u128 << w) - 1)
}

/// An integer constant: its sign-extended value and width.
#[derive(Copy, Clone)]
struct Int {
    v: i128,
    w: u32,
}

impl Int {
    fn u(self) -> u128 {
        zext(self.v, self.w)
    }
    fn is_all_ones(self) -> bool {
        self.v == -1
    }
    fn is_max_signed(self) -> bool {
        self.v == (1i128 << (self.w - 1)) - 1
    }
    fn is_min_signed(self) -> bool {
        self.v == -(1i128 << (self.w - 1))
    }
    fn is_max_unsigned(self) -> bool {
        self.u() == (1u128 << self.w) - 1
    }
}

fn int_const(ctx: &Context, a: Option<Attr>) -> Option<Int> {
    match ctx.attr_kind(a?) {
        AttrKind::Integer { value, ty } => {
            let w = int_width(ctx, *ty)?;
            Some(Int { v: sext(*value, w), w })
        }
        AttrKind::Bool(b) => Some(Int { v: if *b { -1 } else { 0 }, w: 1 }),
        _ => None,
    }
}

fn is_zero(ctx: &Context, a: Option<Attr>) -> bool {
    int_const(ctx, a).is_some_and(|i| i.v == 0)
}

fn is_one(ctx: &Context, a: Option<Attr>) -> bool {
    int_const(ctx, a).is_some_and(|i| i.u() == 1)
}

/// An integer attribute of type `ty` holding the low bits of `v`.
pub fn int_attr(ctx: &mut Context, v: i128, ty: Type) -> Attr {
    match int_width(ctx, ty) {
        Some(1) => ctx.bool_attr(v & 1 != 0),
        Some(w) => ctx.int_attr(sext(v, w), ty),
        None => ctx.int_attr(v, ty),
    }
}

/// A float constant, in its own precision.
#[derive(Copy, Clone, Debug)]
enum Flt {
    F32(f32),
    F64(f64),
}

fn float_const(ctx: &Context, a: Option<Attr>) -> Option<(Flt, Type)> {
    match ctx.attr_kind(a?) {
        AttrKind::Float { bits, ty } => {
            let v = f64::from_bits(*bits);
            match ctx.type_kind(*ty) {
                TypeKind::Float(FloatKind::F32) => Some((Flt::F32(v as f32), *ty)),
                TypeKind::Float(FloatKind::F64) => Some((Flt::F64(v), *ty)),
                _ => None,
            }
        }
        _ => None,
    }
}

impl Flt {
    fn f64(self) -> f64 {
        match self {
            Flt::F32(v) => v as f64,
            Flt::F64(v) => v,
        }
    }
}

/// A float attribute of type `ty`; NaNs become APFloat's default quiet NaN.
fn float_attr(ctx: &mut Context, v: Flt, ty: Type) -> Attr {
    let f = match v {
        Flt::F32(x) if x.is_nan() => f32::NAN as f64,
        Flt::F32(x) => x as f64,
        Flt::F64(x) if x.is_nan() => f64::NAN,
        Flt::F64(x) => x,
    };
    ctx.intern_attr(AttrKind::Float { bits: f.to_bits(), ty })
}

fn float_binary(a: Flt, b: Flt, f32op: fn(f32, f32) -> f32, f64op: fn(f64, f64) -> f64) -> Option<Flt> {
    match (a, b) {
        (Flt::F32(x), Flt::F32(y)) => Some(Flt::F32(f32op(x, y))),
        (Flt::F64(x), Flt::F64(y)) => Some(Flt::F64(f64op(x, y))),
        _ => None,
    }
}

// ----------------------------------------------------------------------------------
// Folding
// ----------------------------------------------------------------------------------

fn value(v: Value) -> Fold {
    Fold::Results(smallvec![Folded::Value(v)])
}

fn attr(a: Attr) -> Fold {
    Fold::Results(smallvec![Folded::Attr(a)])
}

/// Folds `op` as MLIR's `Operation::fold` does in generation `g`; `constants[i]` is the
/// constant operand `i` is, if any. In-place folds have already changed the op.
///
/// LLVM 22 folds the `Commutative` trait too (constants move to the end, in place) when
/// the op's own fold fails; LLVM 14 does that in the greedy driver instead (see
/// [`move_constants_last`]).
pub fn fold(ctx: &mut Context, op: Op, constants: &[Option<Attr>], g: Generation) -> Fold {
    let r = fold_op(ctx, op, constants, g);
    if g == Generation::V22 && matches!(r, Fold::Failed) && is_commutative(ctx, op, g) && move_constants_last(ctx, op) {
        return Fold::InPlace;
    }
    r
}

/// Moves an op's constant operands after its other ones, keeping each group's order
/// (MLIR's stable partition from the first constant); whether anything moved.
pub fn move_constants_last(ctx: &mut Context, op: Op) -> bool {
    let ops: SmallVec<[Value; 4]> = ctx.operands(op).collect();
    if ops.len() < 2 {
        return false;
    }
    let is_const = |v: &Value| value_constant(ctx, *v).is_some();
    let Some(first) = ops.iter().position(is_const) else { return false };
    let mut reordered: SmallVec<[Value; 4]> = ops[..first].iter().copied().collect();
    reordered.extend(ops[first..].iter().copied().filter(|v| !is_const(v)));
    reordered.extend(ops[first..].iter().copied().filter(is_const));
    if reordered == ops {
        return false;
    }
    for (i, v) in reordered.into_iter().enumerate() {
        if ctx.operand(op, i) != v {
            ctx.set_operand(op, i, v);
        }
    }
    true
}

/// The canonical name of a registered op, as a `'static` string (its definition's).
fn static_name(ctx: &Context, op: Op) -> Option<&'static str> {
    ctx.op_info(op).and_then(|i| i.def).map(|d| d.name)
}

fn fold_op(ctx: &mut Context, op: Op, c: &[Option<Attr>], g: Generation) -> Fold {
    let Some(name) = static_name(ctx, op) else { return Fold::Failed };
    // Ops whose dialects this crate registers; anything else does not fold.
    match name.split_once('.').map(|(d, _)| d) {
        Some("arith") => fold_arith(ctx, op, c, g),
        Some("memref") => fold_memref(ctx, op, c, g),
        Some("math") => fold_math(ctx, op, c, g),
        // Linalg's structured ops fold the memref.casts of their operands.
        Some("linalg") if name == linalg::FILL => {
            if fold_memref_cast(ctx, op, None) {
                Fold::InPlace
            } else {
                Fold::Failed
            }
        }
        _ => Fold::Failed,
    }
}

fn operand(ctx: &Context, op: Op, i: usize) -> Value {
    ctx.operand(op, i)
}

fn defining(ctx: &Context, v: Value, name: &str) -> Option<Op> {
    ctx.defining_op(v).filter(|&d| ctx.is(d, name))
}

fn result_type(ctx: &Context, op: Op) -> Type {
    ctx.value_type(ctx.result(op, 0))
}

/// Constant-folds a binary integer op on scalars: `f` gets both values, returns the result
/// bits or `None` (division by zero, overflow).
fn int_binary(ctx: &mut Context, op: Op, c: &[Option<Attr>], f: impl Fn(Int, Int) -> Option<i128>) -> Fold {
    let (Some(a), Some(b)) = (int_const(ctx, c[0]), int_const(ctx, c[1])) else { return Fold::Failed };
    match f(a, b) {
        Some(v) => {
            let t = result_type(ctx, op);
            attr(int_attr(ctx, v, t))
        }
        None => Fold::Failed,
    }
}

fn float_binary_fold(
    ctx: &mut Context,
    _op: Op,
    c: &[Option<Attr>],
    f32op: fn(f32, f32) -> f32,
    f64op: fn(f64, f64) -> f64,
) -> Fold {
    let (Some((a, t)), Some((b, _))) = (float_const(ctx, c[0]), float_const(ctx, c[1])) else { return Fold::Failed };
    match float_binary(a, b, f32op, f64op) {
        Some(r) => attr(float_attr(ctx, r, t)),
        None => Fold::Failed,
    }
}

/// Signed division that fails on zero and on overflow (`sdiv_ov`).
fn sdiv(a: Int, b: Int) -> Option<i128> {
    if b.v == 0 || (a.is_min_signed() && b.v == -1) {
        return None;
    }
    Some(a.v / b.v)
}

/// `(a - 1) / b + 1` for positive `a` and `b`.
fn ceil_nonneg(a: i128, b: i128) -> i128 {
    (a - 1) / b + 1
}

fn ceildivsi(a: Int, b: Int) -> Option<i128> {
    if b.v == 0 {
        return None;
    }
    if a.v == 0 {
        return Some(0);
    }
    let fits = |v: i128| sext(v, a.w) == v;
    let (pa, pb) = (a.v > 0, b.v > 0);
    let r = if pa && pb {
        ceil_nonneg(a.v, b.v)
    } else if !pa && !pb {
        if a.is_min_signed() || b.is_min_signed() {
            return None;
        }
        ceil_nonneg(-a.v, -b.v)
    } else if !pa && pb {
        if a.is_min_signed() {
            return None;
        }
        -((-a.v) / b.v)
    } else {
        if b.is_min_signed() {
            return None;
        }
        -(a.v / -b.v)
    };
    fits(r).then_some(r)
}

fn floordivsi(a: Int, b: Int) -> Option<i128> {
    if b.v == 0 || (a.is_min_signed() && b.v == -1) {
        return None;
    }
    let q = a.v / b.v;
    Some(if a.v % b.v != 0 && ((a.v < 0) != (b.v < 0)) { q - 1 } else { q })
}

fn fold_arith(ctx: &mut Context, op: Op, c: &[Option<Attr>], g: Generation) -> Fold {
    let v22 = g == Generation::V22;
    let Some(name) = static_name(ctx, op) else { return Fold::Failed };
    match name {
        arith::CONSTANT => match ctx.attr(op, "value") {
            Some(a) => attr(a),
            None => Fold::Failed,
        },
        arith::ADDI => {
            let (l, r) = (operand(ctx, op, 0), operand(ctx, op, 1));
            if is_zero(ctx, c[1]) {
                return value(l);
            }
            if let Some(sub) = defining(ctx, l, arith::SUBI) {
                if operand(ctx, sub, 1) == r {
                    return value(operand(ctx, sub, 0));
                }
            }
            if let Some(sub) = defining(ctx, r, arith::SUBI) {
                if operand(ctx, sub, 1) == l {
                    return value(operand(ctx, sub, 0));
                }
            }
            int_binary(ctx, op, c, |a, b| Some(a.v + b.v))
        }
        arith::SUBI => {
            let (l, r) = (operand(ctx, op, 0), operand(ctx, op, 1));
            if l == r && int_width(ctx, result_type(ctx, op)).is_some() {
                let t = result_type(ctx, op);
                return attr(int_attr(ctx, 0, t));
            }
            if is_zero(ctx, c[1]) {
                return value(l);
            }
            if v22 {
                if let Some(add) = defining(ctx, l, arith::ADDI) {
                    if operand(ctx, add, 1) == r {
                        return value(operand(ctx, add, 0));
                    }
                    if operand(ctx, add, 0) == r {
                        return value(operand(ctx, add, 1));
                    }
                }
            }
            int_binary(ctx, op, c, |a, b| Some(a.v - b.v))
        }
        arith::MULI => {
            if is_zero(ctx, c[1]) {
                return value(operand(ctx, op, 1));
            }
            if is_one(ctx, c[1]) {
                return value(operand(ctx, op, 0));
            }
            int_binary(ctx, op, c, |a, b| Some(a.v.wrapping_mul(b.v)))
        }
        arith::DIVUI => {
            if is_one(ctx, c[1]) {
                return value(operand(ctx, op, 0));
            }
            int_binary(ctx, op, c, |a, b| (b.u() != 0).then(|| (a.u() / b.u()) as i128))
        }
        arith::DIVSI => {
            if is_one(ctx, c[1]) {
                return value(operand(ctx, op, 0));
            }
            int_binary(ctx, op, c, sdiv)
        }
        arith::CEILDIVSI => {
            if is_one(ctx, c[1]) {
                return value(operand(ctx, op, 0));
            }
            int_binary(ctx, op, c, ceildivsi)
        }
        arith::FLOORDIVSI => {
            if is_one(ctx, c[1]) {
                return value(operand(ctx, op, 0));
            }
            int_binary(ctx, op, c, floordivsi)
        }
        arith::REMUI | arith::REMSI => {
            let signed = name == arith::REMSI;
            if is_one(ctx, c[1]) {
                let t = result_type(ctx, op);
                if int_width(ctx, t).is_some() {
                    return attr(int_attr(ctx, 0, t));
                }
            }
            int_binary(ctx, op, c, move |a, b| {
                if b.v == 0 {
                    None
                } else if signed {
                    Some(if b.v == -1 { 0 } else { a.v % b.v })
                } else {
                    Some((a.u() % b.u()) as i128)
                }
            })
        }
        arith::ANDI => {
            let (l, r) = (operand(ctx, op, 0), operand(ctx, op, 1));
            if is_zero(ctx, c[1]) {
                return value(r);
            }
            if int_const(ctx, c[1]).is_some_and(Int::is_all_ones) {
                return value(l);
            }
            if l == r {
                return value(l);
            }
            if v22 {
                let is_not_of = |ctx: &Context, v: Value, x: Value| {
                    defining(ctx, v, arith::XORI).is_some_and(|x2| {
                        operand(ctx, x2, 0) == x
                            && int_const(ctx, value_constant(ctx, operand(ctx, x2, 1))).is_some_and(Int::is_all_ones)
                    })
                };
                if is_not_of(ctx, r, l) || is_not_of(ctx, l, r) {
                    let t = result_type(ctx, op);
                    return attr(int_attr(ctx, 0, t));
                }
                for (prev_v, other) in [(l, r), (r, l)] {
                    if let Some(prev) = defining(ctx, prev_v, arith::ANDI) {
                        if other == operand(ctx, prev, 0) || other == operand(ctx, prev, 1) {
                            return value(ctx.result(prev, 0));
                        }
                    }
                }
            }
            int_binary(ctx, op, c, |a, b| Some(a.v & b.v))
        }
        arith::ORI => {
            let (l, r) = (operand(ctx, op, 0), operand(ctx, op, 1));
            if let Some(k) = int_const(ctx, c[1]) {
                if k.v == 0 {
                    return value(l);
                }
                if k.is_all_ones() {
                    return value(r);
                }
            }
            if l == r {
                return value(l);
            }
            int_binary(ctx, op, c, |a, b| Some(a.v | b.v))
        }
        arith::XORI => {
            let (l, r) = (operand(ctx, op, 0), operand(ctx, op, 1));
            if is_zero(ctx, c[1]) {
                return value(l);
            }
            if l == r && int_width(ctx, result_type(ctx, op)).is_some() {
                let t = result_type(ctx, op);
                return attr(int_attr(ctx, 0, t));
            }
            if v22 {
                if let Some(prev) = defining(ctx, l, arith::XORI) {
                    if operand(ctx, prev, 1) == r {
                        return value(operand(ctx, prev, 0));
                    }
                    if operand(ctx, prev, 0) == r {
                        return value(operand(ctx, prev, 1));
                    }
                }
                if let Some(prev) = defining(ctx, r, arith::XORI) {
                    if operand(ctx, prev, 1) == l {
                        return value(operand(ctx, prev, 0));
                    }
                    if operand(ctx, prev, 0) == l {
                        return value(operand(ctx, prev, 1));
                    }
                }
            }
            int_binary(ctx, op, c, |a, b| Some(a.v ^ b.v))
        }
        arith::SHLI | arith::SHRUI | arith::SHRSI => {
            if is_zero(ctx, c[1]) {
                return value(operand(ctx, op, 0));
            }
            let kind = name;
            int_binary(ctx, op, c, move |a, b| {
                let s = b.u();
                if s >= a.w as u128 {
                    return None;
                }
                let s = s as u32;
                Some(match kind {
                    arith::SHLI => a.v << s,
                    arith::SHRUI => (a.u() >> s) as i128,
                    _ => a.v >> s,
                })
            })
        }
        arith::MAXSI | arith::MINSI | arith::MAXUI | arith::MINUI => {
            let (l, r) = (operand(ctx, op, 0), operand(ctx, op, 1));
            if l == r {
                return value(r);
            }
            if let Some(k) = int_const(ctx, c[1]) {
                let (absorbing, identity) = match name {
                    arith::MAXSI => (k.is_max_signed(), k.is_min_signed()),
                    arith::MINSI => (k.is_min_signed(), k.is_max_signed()),
                    arith::MAXUI => (k.is_max_unsigned(), k.u() == 0),
                    _ => (k.u() == 0, k.is_max_unsigned()),
                };
                if absorbing {
                    return value(r);
                }
                if identity {
                    return value(l);
                }
            }
            let kind = name;
            int_binary(ctx, op, c, move |a, b| {
                Some(match kind {
                    arith::MAXSI => a.v.max(b.v),
                    arith::MINSI => a.v.min(b.v),
                    arith::MAXUI => a.u().max(b.u()) as i128,
                    _ => a.u().min(b.u()) as i128,
                })
            })
        }
        arith::CMPI => fold_cmpi(ctx, op, c, g),
        arith::CMPF => fold_cmpf(ctx, op, c),
        arith::SELECT => {
            let (cond, t, f) = (operand(ctx, op, 0), operand(ctx, op, 1), operand(ctx, op, 2));
            if t == f {
                return value(t);
            }
            if is_one(ctx, c[0]) && int_width(ctx, ctx.value_type(cond)) == Some(1) {
                return value(t);
            }
            if is_zero(ctx, c[0]) && int_width(ctx, ctx.value_type(cond)) == Some(1) {
                return value(f);
            }
            if int_width(ctx, result_type(ctx, op)) == Some(1) && is_one(ctx, c[1]) && is_zero(ctx, c[2]) {
                return value(cond);
            }
            if let Some(cmp) = defining(ctx, cond, arith::CMPI) {
                let pred = ctx.attr(cmp, "predicate").and_then(|a| ctx.attr_int(a));
                if matches!(pred, Some(0) | Some(1)) {
                    let (cl, cr) = (operand(ctx, cmp, 0), operand(ctx, cmp, 1));
                    if (cl == t && cr == f) || (cr == t && cl == f) {
                        return value(if pred == Some(1) { t } else { f });
                    }
                }
            }
            Fold::Failed
        }
        arith::ADDF => {
            if float_const(ctx, c[1]).is_some_and(|(v, _)| v.f64() == 0.0 && v.f64().is_sign_negative()) {
                return value(operand(ctx, op, 0));
            }
            float_binary_fold(ctx, op, c, |a, b| a + b, |a, b| a + b)
        }
        arith::SUBF => {
            if float_const(ctx, c[1]).is_some_and(|(v, _)| v.f64() == 0.0 && v.f64().is_sign_positive()) {
                return value(operand(ctx, op, 0));
            }
            float_binary_fold(ctx, op, c, |a, b| a - b, |a, b| a - b)
        }
        arith::MULF => {
            if float_const(ctx, c[1]).is_some_and(|(v, _)| v.f64() == 1.0) {
                return value(operand(ctx, op, 0));
            }
            float_binary_fold(ctx, op, c, |a, b| a * b, |a, b| a * b)
        }
        arith::DIVF => {
            if float_const(ctx, c[1]).is_some_and(|(v, _)| v.f64() == 1.0) {
                return value(operand(ctx, op, 0));
            }
            float_binary_fold(ctx, op, c, |a, b| a / b, |a, b| a / b)
        }
        arith::NEGF => {
            if let Some(inner) = defining(ctx, operand(ctx, op, 0), arith::NEGF) {
                return value(operand(ctx, inner, 0));
            }
            match float_const(ctx, c[0]) {
                Some((Flt::F32(v), t)) => attr(float_attr(ctx, Flt::F32(-v), t)),
                Some((Flt::F64(v), t)) => attr(float_attr(ctx, Flt::F64(-v), t)),
                None => Fold::Failed,
            }
        }
        arith::INDEX_CAST | arith::INDEX_CASTUI => {
            let t = result_type(ctx, op);
            let Some(w) = int_width(ctx, t) else { return Fold::Failed };
            if let Some(a) = int_const(ctx, c[0]) {
                let v = if name == arith::INDEX_CAST || a.w >= w { a.v } else { a.u() as i128 };
                return attr(int_attr(ctx, v, t));
            }
            Fold::Failed
        }
        arith::EXTSI | arith::EXTUI | arith::TRUNCI => {
            let t = result_type(ctx, op);
            let Some(a) = int_const(ctx, c[0]) else { return Fold::Failed };
            let v = if name == arith::EXTUI { a.u() as i128 } else { a.v };
            attr(int_attr(ctx, v, t))
        }
        arith::SITOFP | arith::UITOFP => {
            let t = result_type(ctx, op);
            let Some(a) = int_const(ctx, c[0]) else { return Fold::Failed };
            let f = match ctx.type_kind(t) {
                TypeKind::Float(FloatKind::F32) => {
                    Flt::F32(if name == arith::SITOFP { a.v as f32 } else { a.u() as f32 })
                }
                TypeKind::Float(FloatKind::F64) => {
                    Flt::F64(if name == arith::SITOFP { a.v as f64 } else { a.u() as f64 })
                }
                _ => return Fold::Failed,
            };
            attr(float_attr(ctx, f, t))
        }
        arith::FPTOSI | arith::FPTOUI => {
            let t = result_type(ctx, op);
            let (Some((f, _)), Some(w)) = (float_const(ctx, c[0]), int_width(ctx, t)) else { return Fold::Failed };
            let x = f.f64().trunc();
            if x.is_nan() {
                return Fold::Failed;
            }
            let (lo, hi) = if name == arith::FPTOSI {
                (-(2f64.powi(w as i32 - 1)), 2f64.powi(w as i32 - 1))
            } else {
                (0.0, 2f64.powi(w as i32))
            };
            if x < lo || x >= hi {
                return Fold::Failed;
            }
            attr(int_attr(ctx, x as i128, t))
        }
        _ => Fold::Failed,
    }
}

/// Whether `pred` (MLIR's `arith::CmpIPredicate` order) holds for `a` and `b`.
fn cmpi_holds(pred: i128, a: Int, b: Int) -> Option<bool> {
    Some(match pred {
        0 => a.v == b.v,
        1 => a.v != b.v,
        2 => a.v < b.v,
        3 => a.v <= b.v,
        4 => a.v > b.v,
        5 => a.v >= b.v,
        6 => a.u() < b.u(),
        7 => a.u() <= b.u(),
        8 => a.u() > b.u(),
        9 => a.u() >= b.u(),
        _ => return None,
    })
}

fn fold_cmpi(ctx: &mut Context, op: Op, c: &[Option<Attr>], g: Generation) -> Fold {
    let Some(pred) = ctx.attr(op, "predicate").and_then(|a| ctx.attr_int(a)) else { return Fold::Failed };
    let (l, r) = (operand(ctx, op, 0), operand(ctx, op, 1));
    let rt = result_type(ctx, op);
    let scalar = int_width(ctx, rt) == Some(1);
    if l == r {
        if !scalar {
            return Fold::Failed;
        }
        let holds = matches!(pred, 0 | 3 | 5 | 7 | 9);
        let a = ctx.bool_attr(holds);
        return attr(a);
    }
    if g == Generation::V22 {
        let lt = ctx.value_type(l);
        let lhs_i1 = int_width(ctx, lt) == Some(1);
        if is_zero(ctx, c[1]) && pred == 1 {
            for ext in [arith::EXTSI, arith::EXTUI] {
                if let Some(e) = defining(ctx, l, ext) {
                    let x = operand(ctx, e, 0);
                    if int_width(ctx, ctx.value_type(x)) == Some(1) {
                        return value(x);
                    }
                }
            }
            if lhs_i1 {
                return value(l);
            }
        }
        if is_one(ctx, c[1]) && pred == 0 && lhs_i1 {
            return value(l);
        }
        if c[0].is_some() && c[1].is_none() {
            // Constant to the right: the predicate mirrored, not inverted.
            let swapped = match pred {
                2 => 4,
                4 => 2,
                3 => 5,
                5 => 3,
                6 => 8,
                8 => 6,
                7 => 9,
                9 => 7,
                p => p,
            };
            let i64t = ctx.integer_type(64);
            let pa = ctx.int_attr(swapped, i64t);
            let key = ctx.ident("predicate");
            ctx.set_attr(op, key, pa);
            ctx.set_operand(op, 0, r);
            ctx.set_operand(op, 1, l);
            return Fold::InPlace;
        }
    }
    let (Some(a), Some(b)) = (int_const(ctx, c[0]), int_const(ctx, c[1])) else { return Fold::Failed };
    if !scalar {
        return Fold::Failed;
    }
    match cmpi_holds(pred, a, b) {
        Some(h) => {
            let a = ctx.bool_attr(h);
            attr(a)
        }
        None => Fold::Failed,
    }
}

/// A float constant of a format whose values an `f64` holds exactly, with its format.
fn any_float_const(ctx: &Context, a: Option<Attr>) -> Option<(f64, FloatKind, Type)> {
    match ctx.attr_kind(a?) {
        AttrKind::Float { bits, ty } => match ctx.type_kind(*ty) {
            TypeKind::Float(k @ (FloatKind::BF16 | FloatKind::F16 | FloatKind::F32 | FloatKind::F64)) => {
                Some((f64::from_bits(*bits), *k, *ty))
            }
            _ => None,
        },
        _ => None,
    }
}

/// A float attribute of type `ty` with exactly the bits `v` has (a NaN keeps its sign and
/// payload, as an `APFloat` built from the C library's result does).
fn exact_float_attr(ctx: &mut Context, v: Flt, ty: Type) -> Attr {
    let f = match v {
        Flt::F32(x) => x as f64,
        Flt::F64(x) => x,
    };
    ctx.intern_attr(AttrKind::Float { bits: f.to_bits(), ty })
}

/// The C library's math functions, which MLIR's `math` folders call on `float` and
/// `double` (`expf`, `acosh`, ...): the same functions give the same bits. (Rust's own
/// `asinh`, `acosh`, `atanh` are computed differently, and `erf` is not stable.)
mod libm {
    macro_rules! c_math {
        ($($f32:ident, $f64:ident;)*) => {
            extern "C" {
                $(fn $f32(x: f32) -> f32; fn $f64(x: f64) -> f64;)*
                fn atan2f(y: f32, x: f32) -> f32;
                fn atan2(y: f64, x: f64) -> f64;
                fn powf(x: f32, y: f32) -> f32;
                fn pow(x: f64, y: f64) -> f64;
            }
            /// `name` of the C library on `x`, if it has it.
            pub(super) fn unary(name: &str, x: super::Flt) -> Option<super::Flt> {
                use super::Flt;
                // SAFETY: pure functions of a float (errno aside, which is thread-local).
                unsafe {
                    match (name, x) {
                        $((stringify!($f64), Flt::F32(v)) => Some(Flt::F32($f32(v))),
                          (stringify!($f64), Flt::F64(v)) => Some(Flt::F64($f64(v))),)*
                        _ => None,
                    }
                }
            }
            /// `atan2` or `pow` of the C library.
            pub(super) fn binary(name: &str, x: super::Flt, y: super::Flt) -> Option<super::Flt> {
                use super::Flt;
                // SAFETY: as above.
                unsafe {
                    match (name, x, y) {
                        ("atan2", Flt::F32(a), Flt::F32(b)) => Some(Flt::F32(atan2f(a, b))),
                        ("atan2", Flt::F64(a), Flt::F64(b)) => Some(Flt::F64(atan2(a, b))),
                        ("pow", Flt::F32(a), Flt::F32(b)) => Some(Flt::F32(powf(a, b))),
                        ("pow", Flt::F64(a), Flt::F64(b)) => Some(Flt::F64(pow(a, b))),
                        _ => None,
                    }
                }
            }
        };
    }
    c_math! {
        acosf, acos; acoshf, acosh; asinf, asin; asinhf, asinh; atanf, atan; atanhf, atanh;
        cosf, cos; coshf, cosh; erff, erf; erfcf, erfc; expf, exp; exp2f, exp2; expm1f, expm1;
        logf, log; log10f, log10; log1pf, log1p; log2f, log2; roundf, round; sinf, sin;
        sinhf, sinh; sqrtf, sqrt; tanf, tan; tanhf, tanh; truncf, trunc;
    }
}

/// The `math` folders: LLVM 14 folds `math.ceil` and `math.log2`; LLVM 22 every op but
/// `cbrt`, `rsqrt`, `fma` and `fpowi`. Those exact in any format (`absf`, `ceil`, `floor`,
/// `roundeven`, `copysign`, the classifications) fold in every format; those of the C
/// library on `f32` and `f64` only; the logarithms and `sqrt` not on negative operands.
///
/// ```text
/// %r = math.sqrt %c4 : f32   →  2.0 : f32 (LLVM 22)
/// %r = math.ceil %c : f16    →  ceil(c) : f16 (both)
/// ```
fn fold_math(ctx: &mut Context, op: Op, c: &[Option<Attr>], g: Generation) -> Fold {
    let Some(name) = static_name(ctx, op) else { return Fold::Failed };
    if g != Generation::V22 && !matches!(name, math::CEIL | math::LOG2) {
        return Fold::Failed;
    }
    match name {
        math::ABSI | math::CTLZ | math::CTTZ | math::CTPOP => {
            let Some(a) = int_const(ctx, c[0]) else { return Fold::Failed };
            let t = result_type(ctx, op);
            let u = a.u();
            let v = match name {
                math::ABSI => a.v.abs(),
                math::CTLZ => (u.leading_zeros() - (128 - a.w)) as i128,
                math::CTTZ if u == 0 => a.w as i128,
                math::CTTZ => u.trailing_zeros() as i128,
                _ => u.count_ones() as i128,
            };
            attr(int_attr(ctx, v, t))
        }
        math::IPOWI => {
            let (Some(base), Some(power)) = (int_const(ctx, c[0]), int_const(ctx, c[1])) else { return Fold::Failed };
            let t = result_type(ctx, op);
            let v = if power.v == 0 {
                1
            } else if power.v < 0 {
                match base.v {
                    0 => return Fold::Failed,
                    1 => 1,
                    -1 if power.v & 1 == 1 => -1,
                    -1 => 1,
                    _ => 0,
                }
            } else {
                // Square and multiply, wrapping at the width.
                let (mut result, mut b, mut p) = (1i128, base.v, power.u());
                loop {
                    if p & 1 == 1 {
                        result = sext(result.wrapping_mul(b), base.w);
                    }
                    p >>= 1;
                    if p == 0 {
                        break result;
                    }
                    b = sext(b.wrapping_mul(b), base.w);
                }
            };
            attr(int_attr(ctx, v, t))
        }
        math::ISFINITE | math::ISINF | math::ISNAN | math::ISNORMAL => {
            let Some((x, kind, _)) = any_float_const(ctx, c[0]) else { return Fold::Failed };
            let min_normal = match kind {
                FloatKind::F16 => 2f64.powi(-14),
                FloatKind::F64 => f64::MIN_POSITIVE,
                _ => 2f64.powi(-126),
            };
            let b = match name {
                math::ISFINITE => x.is_finite(),
                math::ISINF => x.is_infinite(),
                math::ISNAN => x.is_nan(),
                _ => x.is_finite() && x.abs() >= min_normal,
            };
            let t = result_type(ctx, op);
            attr(int_attr(ctx, b as i128, t))
        }
        // Exact in every format: an f64 holds the operand, and the result is representable.
        math::ABSF | math::CEIL | math::FLOOR | math::ROUNDEVEN => {
            let Some((x, _, t)) = any_float_const(ctx, c[0]) else { return Fold::Failed };
            let r = match name {
                math::ABSF => x.abs(),
                math::CEIL => x.ceil(),
                math::FLOOR => x.floor(),
                _ => x.round_ties_even(),
            };
            attr(ctx.intern_attr(AttrKind::Float { bits: r.to_bits(), ty: t }))
        }
        math::COPYSIGN => {
            let (Some((x, _, t)), Some((y, _, _))) = (any_float_const(ctx, c[0]), any_float_const(ctx, c[1])) else {
                return Fold::Failed;
            };
            attr(ctx.intern_attr(AttrKind::Float { bits: x.copysign(y).to_bits(), ty: t }))
        }
        math::ATAN2 | math::POWF => {
            // atan2(0, 0) is NaN in every format, before the format is looked at.
            if name == math::ATAN2 {
                if let (Some((x, _, t)), Some((y, _, _))) = (any_float_const(ctx, c[0]), any_float_const(ctx, c[1])) {
                    if x == 0.0 && y == 0.0 {
                        return attr(ctx.intern_attr(AttrKind::Float { bits: f64::NAN.to_bits(), ty: t }));
                    }
                }
            }
            let (Some((x, t)), Some((y, _))) = (float_const(ctx, c[0]), float_const(ctx, c[1])) else {
                return Fold::Failed;
            };
            let f = if name == math::ATAN2 { "atan2" } else { "pow" };
            match libm::binary(f, x, y) {
                Some(r) => attr(exact_float_attr(ctx, r, t)),
                None => Fold::Failed,
            }
        }
        math::CBRT | math::RSQRT | math::FMA | math::FPOWI => Fold::Failed,
        _ => {
            let Some((x, t)) = float_const(ctx, c[0]) else { return Fold::Failed };
            let negative = x.f64().is_sign_negative();
            let f = match name {
                math::LOG | math::LOG2 | math::LOG10 | math::SQRT if negative => return Fold::Failed,
                math::LOG1P => {
                    let plus_one = match x {
                        Flt::F32(v) => (v + 1.0).is_sign_negative(),
                        Flt::F64(v) => (v + 1.0).is_sign_negative(),
                    };
                    if plus_one {
                        return Fold::Failed;
                    }
                    "log1p"
                }
                _ => name.strip_prefix("math.").unwrap_or(name),
            };
            match libm::unary(f, x) {
                Some(r) => attr(exact_float_attr(ctx, r, t)),
                None => Fold::Failed,
            }
        }
    }
}

fn fold_cmpf(ctx: &mut Context, op: Op, c: &[Option<Attr>]) -> Fold {
    let Some(pred) = ctx.attr(op, "predicate").and_then(|a| ctx.attr_int(a)) else { return Fold::Failed };
    let (Some((a, _)), Some((b, _))) = (float_const(ctx, c[0]), float_const(ctx, c[1])) else { return Fold::Failed };
    let (x, y) = (a.f64(), b.f64());
    let unordered = x.is_nan() || y.is_nan();
    let (lt, eq, gt) = (x < y, x == y, x > y);
    let h = match pred {
        0 => false,
        1 => eq,
        2 => gt,
        3 => gt || eq,
        4 => lt,
        5 => lt || eq,
        6 => !unordered && !eq,
        7 => !unordered,
        8 => unordered || eq,
        9 => unordered || gt,
        10 => unordered || gt || eq,
        11 => unordered || lt,
        12 => unordered || lt || eq,
        13 => !eq,
        14 => unordered,
        15 => true,
        _ => return Fold::Failed,
    };
    let a = ctx.bool_attr(h);
    attr(a)
}

// ----------------------------------------------------------------------------------
// memref
// ----------------------------------------------------------------------------------

/// Makes every operand defined by a `memref.cast` (from a ranked memref) use the cast's
/// source instead, except `skip` (MLIR's `foldMemRefCast`); whether anything changed.
fn fold_memref_cast(ctx: &mut Context, op: Op, skip: Option<Value>) -> bool {
    let mut folded = false;
    for i in 0..ctx.num_operands(op) {
        let v = ctx.operand(op, i);
        if Some(v) == skip {
            continue;
        }
        let Some(cast) = defining(ctx, v, memref::CAST) else { continue };
        let src = ctx.operand(cast, 0);
        if matches!(ctx.type_kind(ctx.value_type(src)), TypeKind::UnrankedMemRef { .. }) {
            continue;
        }
        ctx.set_operand(op, i, src);
        folded = true;
    }
    folded
}

fn fold_memref(ctx: &mut Context, op: Op, c: &[Option<Attr>], g: Generation) -> Fold {
    match static_name(ctx, op).unwrap_or("") {
        memref::DIM => {
            let Some(index) = int_const(ctx, c[1]) else { return Fold::Failed };
            let src = ctx.operand(op, 0);
            let TypeKind::MemRef { shape, .. } = ctx.type_kind(ctx.value_type(src)) else { return Fold::Failed };
            let shape = shape.clone();
            if index.v < 0 || index.v as usize >= shape.len() {
                return Fold::Failed;
            }
            let i = index.v as usize;
            if shape[i] != async_opt_ir::DYNAMIC {
                let t = ctx.index_type();
                return attr(ctx.int_attr(shape[i] as i128, t));
            }
            let dyn_index = shape[..i].iter().filter(|&&d| d == async_opt_ir::DYNAMIC).count();
            if let Some(alloc) = ctx.defining_op(src).filter(|&d| ctx.is(d, memref::ALLOC) || ctx.is(d, memref::ALLOCA))
            {
                let sizes = ctx.operand_groups(alloc, &memref::AllocOp::DEF).map(|g| g[0].clone());
                if let Some(s) = sizes.filter(|s| dyn_index < s.len()) {
                    return value(ctx.operand(alloc, s.start + dyn_index));
                }
            }
            if fold_memref_cast(ctx, op, None) {
                return Fold::InPlace;
            }
            Fold::Failed
        }
        memref::LOAD | memref::CAST | memref::DEALLOC => {
            if fold_memref_cast(ctx, op, None) {
                Fold::InPlace
            } else {
                Fold::Failed
            }
        }
        memref::STORE => {
            let v = ctx.operand(op, 0);
            if fold_memref_cast(ctx, op, Some(v)) {
                Fold::InPlace
            } else {
                Fold::Failed
            }
        }
        // copy(cast(x)) copies x, when the cast only forgets static sizes or strides.
        memref::COPY => {
            let mut folded = false;
            for i in 0..2 {
                let Some(cast) = defining(ctx, ctx.operand(op, i), memref::CAST) else { continue };
                if cast_folds_into_consumer(ctx, cast) {
                    let src = ctx.operand(cast, 0);
                    ctx.set_operand(op, i, src);
                    folded = true;
                }
            }
            if folded {
                Fold::InPlace
            } else {
                Fold::Failed
            }
        }
        memref::SUBVIEW => fold_subview(ctx, op, c, g),
        _ => Fold::Failed,
    }
}

/// MLIR's `CastOp::canFoldIntoConsumerOp`: the cast goes from a ranked memref to one of the
/// same element type and rank, both strided, and makes nothing more static (a size, the
/// offset or a stride).
fn cast_folds_into_consumer(ctx: &Context, cast: Op) -> bool {
    let (src, dst) = (ctx.value_type(ctx.operand(cast, 0)), ctx.value_type(ctx.result(cast, 0)));
    let (TypeKind::MemRef { shape: s, element: se, .. }, TypeKind::MemRef { shape: d, element: de, .. }) =
        (ctx.type_kind(src), ctx.type_kind(dst))
    else {
        return false;
    };
    if se != de || s.len() != d.len() {
        return false;
    }
    let (Some(sl), Some(dl)) =
        (crate::subview::strides_and_offset(ctx, src), crate::subview::strides_and_offset(ctx, dst))
    else {
        return false;
    };
    let more_static = |a: i64, b: i64| a != b && a == async_opt_ir::DYNAMIC && b != async_opt_ir::DYNAMIC;
    !(s.iter().zip(d.iter()).any(|(&a, &b)| more_static(a, b))
        || more_static(sl.offset, dl.offset)
        || sl.strides.iter().zip(&dl.strides).any(|(&a, &b)| more_static(a, b)))
}

/// `memref.subview`'s folder: a subview of the whole of a static memref, of the same type,
/// is its source. LLVM 22 requires a static layout too, and also folds a subview with zero
/// offsets and unit strides of another subview of the same sizes and type.
fn fold_subview(ctx: &mut Context, op: Op, c: &[Option<Attr>], g: Generation) -> Fold {
    let src = ctx.operand(op, 0);
    let (st, rt) = (ctx.value_type(src), result_type(ctx, op));
    let TypeKind::MemRef { shape, layout, .. } = ctx.type_kind(rt) else { return Fold::Failed };
    let static_shape = shape.iter().all(|&d| d != async_opt_ir::DYNAMIC);
    // A `strided<...>` layout must be static; an affine map or none passes.
    let static_layout = || {
        !layout.is_some_and(|l| crate::subview::is_strided_layout(ctx, l))
            || crate::subview::strides_and_offset(ctx, rt).is_some_and(|s| {
                s.offset != async_opt_ir::DYNAMIC && s.strides.iter().all(|&x| x != async_opt_ir::DYNAMIC)
            })
    };
    if st == rt && static_shape && (g != Generation::V22 || static_layout()) {
        return value(src);
    }
    if g != Generation::V22 || st != rt {
        return Fold::Failed;
    }
    let Some(inner) = defining(ctx, src, memref::SUBVIEW) else { return Fold::Failed };
    let mixed = |ctx: &Context, o: Op, consts: Option<&[Option<Attr>]>| -> Option<[Vec<Mixed>; 3]> {
        let groups = ctx.operand_groups(o, &memref::SubViewOp::DEF)?;
        let mut out: [Vec<Mixed>; 3] = Default::default();
        for (k, name) in ["static_offsets", "static_sizes", "static_strides"].iter().enumerate() {
            let statics = ctx.attr(o, name).and_then(|a| ctx.attr_i64_array(a))?;
            let mut dynamic = groups[k + 1].clone();
            for x in statics {
                out[k].push(if x == async_opt_ir::DYNAMIC {
                    let i = dynamic.next()?;
                    match consts.and_then(|c| c[i]).and_then(|a| int_const(ctx, Some(a))) {
                        Some(n) => Mixed::Const(n.v as i64, Some(ctx.operand(o, i))),
                        None => Mixed::Value(ctx.operand(o, i)),
                    }
                } else {
                    Mixed::Const(x, None)
                });
            }
        }
        Some(out)
    };
    let (Some([offsets, sizes, strides]), Some([_, inner_sizes, _])) =
        (mixed(ctx, op, Some(c)), mixed(ctx, inner, None))
    else {
        return Fold::Failed;
    };
    let is = |m: &Mixed, n: i64| matches!(m, Mixed::Const(x, _) if *x == n);
    if offsets.iter().all(|m| is(m, 0)) && strides.iter().all(|m| is(m, 1)) && sizes == inner_sizes {
        return value(src);
    }
    Fold::Failed
}

/// An offset, size or stride of a subview: a static integer (and the constant SSA value it
/// came from, if any), or an SSA value.
#[derive(Clone, Copy, Debug)]
enum Mixed {
    Const(i64, Option<Value>),
    Value(Value),
}

impl PartialEq for Mixed {
    /// As MLIR compares `OpFoldResult`s: static entries by value, SSA values by identity.
    fn eq(&self, other: &Mixed) -> bool {
        match (self, other) {
            (Mixed::Const(a, None), Mixed::Const(b, None)) => a == b,
            (Mixed::Const(_, Some(a)) | Mixed::Value(a), Mixed::Const(_, Some(b)) | Mixed::Value(b)) => a == b,
            _ => false,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn integer_helpers_wrap_and_extend() {
        assert_eq!(sext(255, 8), -1);
        assert_eq!(sext(128, 8), -128);
        assert_eq!(zext(-1, 8), 255);
        let a = Int { v: -1, w: 64 };
        let b = Int { v: 5, w: 64 };
        assert_eq!(ceildivsi(a, b), Some(0));
        assert_eq!(ceildivsi(Int { v: -5, w: 64 }, Int { v: 2, w: 64 }), Some(-2));
        assert_eq!(ceildivsi(Int { v: 5, w: 64 }, Int { v: 2, w: 64 }), Some(3));
        assert_eq!(ceildivsi(Int { v: 5, w: 64 }, Int { v: -2, w: 64 }), Some(-2));
        assert_eq!(floordivsi(a, b), Some(-1));
        assert_eq!(floordivsi(Int { v: 7, w: 64 }, Int { v: -2, w: 64 }), Some(-4));
        assert_eq!(sdiv(Int { v: i64::MIN as i128, w: 64 }, Int { v: -1, w: 64 }), None);
    }
}
