//! What MLIR's ops know about themselves beyond their definition, for passes that simplify
//! IR as MLIR's greedy rewrite driver does: folding (ODS `hasFolder`), commutativity and
//! memory effects (whether an unused op may be dropped).
//!
//! [`fold`] follows each op's `fold` method in the generation asked for: LLVM 14 and LLVM 22
//! fold differently (LLVM 22 folds `subi(addi(a, b), b)` to `a`, moves the constant of a
//! `cmpi` to the right, treats `maxsi` as commutative; LLVM 14 does none of that).
//! This is the one set of folders: the greedy driver, `async-parallel-for`'s
//! `createOrFold` and the folding of `async-to-async-runtime`'s dialect conversion
//! (`transforms::fold`) all call [`fold`]. The `arith` folds are in `scalar` (integers of 1 to
//! 128 bits, f16, bf16, f32 and f64; checked op by op against mlir-opt-14 and -22 by
//! `crates/driver/tests/fold.rs`); `memref`, `math` and `linalg.fill` are folded here.
//!
//! ```text
//! %0 = arith.muli %c4, %c8 : index   →  Folded::Attr(32 : index)
//! %1 = arith.addi %x, %c0 : index    →  Folded::Value(%x)
//! %2 = arith.muli %c4, %x : index    →  in place (LLVM 22): arith.muli %x, %c4
//! ```

use rustc_hash::FxHashMap;
use smallvec::{smallvec, SmallVec};

use async_opt_ir::{Attr, AttrKind, Context, FloatKind, Generation, Op, Traits, Type, TypeKind, Value};

use crate::{arith, linalg, math, memref, scf};

mod scalar;

/// One result of a fold: an existing value or a constant to materialize.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Folded {
    /// A value that is already there.
    Value(Value),
    /// A constant to materialize (`arith.constant`).
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

/// Whether `op` may be erased at all, whatever it nests: not a terminator, and registered.
fn erasable(ctx: &Context, op: Op) -> bool {
    ctx.op_info(op).is_some_and(|i| !i.traits.contains(Traits::TERMINATOR))
}

/// [`is_trivially_dead`] without the use check.
pub fn would_be_trivially_dead(ctx: &Context, op: Op, g: Generation) -> bool {
    if !erasable(ctx, op) {
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

/// [`would_be_trivially_dead`] over IR that does not change between calls: what each op's
/// subtree was found to be is kept in `memo`, so asking of every op in a nest costs one walk
/// of it, not one per level (region DCE asks of every op in every liveness round).
pub fn would_be_trivially_dead_memo(ctx: &Context, op: Op, g: Generation, memo: &mut FxHashMap<Op, bool>) -> bool {
    if !erasable(ctx, op) {
        return false;
    }
    // Post-order on an explicit stack: an op whose effects are its regions' is decided once
    // every op directly in them is.
    let mut stack: SmallVec<[(Op, bool); 8]> = smallvec![(op, false)];
    while let Some((o, children_done)) = stack.pop() {
        if memo.contains_key(&o) {
            continue;
        }
        let free = match effects(ctx, o, g) {
            Effects::None | Effects::ReadOrAllocate => true,
            Effects::Unknown => false,
            Effects::Recursive if children_done => {
                ctx.regions(o).iter().all(|&r| ctx.region_blocks(r).all(|b| ctx.block_ops(b).all(|c| memo[&c])))
            }
            Effects::Recursive => {
                stack.push((o, true));
                for &r in ctx.regions(o) {
                    for b in ctx.region_blocks(r) {
                        stack.extend(ctx.block_ops(b).filter(|c| !memo.contains_key(c)).map(|c| (c, false)));
                    }
                }
                continue;
            }
        };
        memo.insert(o, free);
    }
    memo[&op]
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

// ----------------------------------------------------------------------------------
// Folding
// ----------------------------------------------------------------------------------

/// A fold to one existing value.
fn value(v: Value) -> Fold {
    Fold::Results(smallvec![Folded::Value(v)])
}

/// A fold to one constant.
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

/// Whether `op` may have a fold hook here (a flag registration set): what is worth a [`fold`].
pub fn has_folder(ctx: &Context, op: Op) -> bool {
    ctx.op_info(op).is_some_and(|i| i.folds)
}

/// Whether the op named `name` has a folder here (what registration records in
/// [`async_opt_ir::OpInfo::folds`]).
pub(crate) fn folds(name: &str) -> bool {
    ["arith.", "memref.", "math."].iter().any(|d| name.starts_with(d)) || name == linalg::FILL
}

/// The canonical name of a registered op, as a `'static` string (its definition's).
fn static_name(ctx: &Context, op: Op) -> Option<&'static str> {
    ctx.op_info(op).and_then(|i| i.def).map(|d| d.name)
}

fn fold_op(ctx: &mut Context, op: Op, c: &[Option<Attr>], g: Generation) -> Fold {
    let Some(name) = static_name(ctx, op) else { return Fold::Failed };
    // Ops whose dialects this crate registers; anything else does not fold.
    match name.split_once('.').map(|(d, _)| d) {
        Some("arith") if name == arith::CONSTANT => match ctx.attr(op, "value") {
            Some(a) => attr(a),
            None => Fold::Failed,
        },
        Some("arith") => scalar::fold_op(ctx, op, g == Generation::V22),
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

/// The op that defines `v`, if it is named `name`.
fn defining(ctx: &Context, v: Value, name: &str) -> Option<Op> {
    ctx.defining_op(v).filter(|&d| ctx.op_name_str(d) == name)
}

fn result_type(ctx: &Context, op: Op) -> Type {
    ctx.value_type(ctx.result(op, 0))
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
            if let Some(alloc) = ctx
                .defining_op(src)
                .filter(|&d| ctx.op_name_str(d) == memref::ALLOC || ctx.op_name_str(d) == memref::ALLOCA)
            {
                let sizes = ctx.operand_groups(alloc, &memref::AllocOp::DEF).map(|g| g.range(0));
                if let Some(s) = sizes.filter(|s| dyn_index < s.len()) {
                    return value(ctx.operand(alloc, s.start + dyn_index));
                }
            }
            if fold_memref_cast(ctx, op, None) {
                return Fold::InPlace;
            }
            Fold::Failed
        }
        memref::LOAD | memref::DEALLOC => {
            if fold_memref_cast(ctx, op, None) {
                Fold::InPlace
            } else {
                Fold::Failed
            }
        }
        // The operand's cast first, then the cast interface's fold: a cast to its
        // operand's own type is its operand.
        // Unlike MLIR (which then fails to verify), a cast of a cast stays when the two
        // would make an invalid cast: `memref<4xf32>` to `memref<?xf32>` to `memref<2xf32>`.
        memref::CAST => {
            let through = ctx.operand(op, 0);
            let composes = defining(ctx, through, memref::CAST).is_none_or(|inner| {
                crate::memref::cast_compatible(ctx, ctx.value_type(ctx.operand(inner, 0)), result_type(ctx, op))
            });
            let folded = if composes && fold_memref_cast(ctx, op, None) { Fold::InPlace } else { Fold::Failed };
            scalar::cast_to_same_type(ctx, op).unwrap_or(folded)
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
pub fn cast_folds_into_consumer(ctx: &Context, cast: Op) -> bool {
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
            let mut dynamic = groups.range(k + 1);
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
    }
}
