//! The math dialect's elementwise ops: float functions (`math.sqrt`, `math.exp`, ...),
//! integer bit counts, and `math.fma`.
//!
//! ```mlir
//! %r = math.sqrt %x : f32
//! %s = math.powf %x, %y fastmath<fast> : vector<4xf32>    // LLVM 17+: fast-math flags
//! %a = math.abs %x : f64                                   // LLVM 14; `math.absf` since LLVM 16
//! %n = math.ctpop %i : i32
//! ```
//!
//! Every op here is one entry of a class as ODS writes them (`Math_FloatUnaryOp`, ...).
//! LLVM 22 keeps a `fastmath` property on the float ops, printed after the operands;
//! ops that exist only since LLVM 15 or later are accepted in any generation.

use async_opt_ir::{Slot, Traits, TypeRule};

use crate::arith::{float_binary, float_op, float_unary, FASTMATH_DEFAULT, FLAGS};
use crate::ods::{ANY_ATTR, BOOL_LIKE, FLOAT_LIKE, SIGNLESS_INT_LIKE};
use crate::Registrar;

pub(crate) fn register(r: &mut Registrar<'_>) {
    // Only these ops of math are registered: the dialect stays open, so its other ops keep
    // parsing in the generic form.
    r.open_dialect("math");
    register_ops(r);
}

const SAME_TYPE: &[TypeRule] = &[TypeRule::SameOperandsAndResultType];

/// `%a, %b, %c [fastmath<...>] : T` over floats (ODS `Math_FloatTernaryOp`; `math.fma` is
/// `a * b + c`).
macro_rules! float_ternary {
    ($($entry:tt)*) => { float_op!([a, b, c] "%a, %b, %c" "$a `,` $b `,` $c"; $($entry)*); };
}

/// `%operand : T` over signless integers (ODS `Math_IntegerUnaryOp`).
macro_rules! int_unary {
    ($($entry:tt)*) => { int_op!([operand] "%operand" "$operand"; $($entry)*); };
}

/// `%lhs, %rhs : T` over signless integers (`math.ipowi`: an integer to an integer power).
macro_rules! int_binary {
    ($($entry:tt)*) => { int_op!([lhs, rhs] "%lhs, %rhs" "$lhs `,` $rhs"; $($entry)*); };
}

/// An elementwise op over signless integers of one type throughout.
macro_rules! int_op {
    ([$($operand:ident),*] $text:literal $format:literal; $konst:ident: $Ty:ident = $name:literal, fn $f:ident;) => {
        $crate::ods_entry! { #[doc = concat!("`", $name, " ", $text, " : T`.")]
            $konst: $Ty = $name, fn $f {
                operands: [$($operand: SIGNLESS_INT_LIKE),*],
                results: [result: SIGNLESS_INT_LIKE],
                traits: Traits::PURE,
                rules: SAME_TYPE,
                format: concat!($format, " attr-dict `:` type($result)"),
            }
        }
    };
}

/// `%operand [fastmath<...>] : T`, giving a bool-like (ODS `Math_FloatClassificationOp`).
macro_rules! float_class {
    ($konst:ident: $Ty:ident = $name:literal, fn $f:ident;) => {
        $crate::ods_entry! { #[doc = concat!("`", $name, " %operand : T` (an `i1` per element).")]
            $konst: $Ty = $name, fn $f {
                operands: [operand: FLOAT_LIKE],
                results: [result: BOOL_LIKE],
                opt_attrs: [fastmath: ANY_ATTR],
                traits: Traits::PURE,
                infer_results: |ctx, operands, _| Some(vec![crate::arith::bool_like(ctx, *operands.first()?)]),
                format: "$operand custom<Flags>($fastmath) attr-dict `:` type($operand)",
                customs: FLAGS,
                default_attrs: FASTMATH_DEFAULT,
            }
        }
    };
}

crate::ops! {
    ABSF: AbsFOp = "math.absf", fn absf [float_unary old "math.abs"]
    ABSI: AbsIOp = "math.absi", fn absi [int_unary]
    ACOS: AcosOp = "math.acos", fn acos [float_unary]
    ACOSH: AcoshOp = "math.acosh", fn acosh [float_unary]
    ASIN: AsinOp = "math.asin", fn asin [float_unary]
    ASINH: AsinhOp = "math.asinh", fn asinh [float_unary]
    ATAN: AtanOp = "math.atan", fn atan [float_unary]
    ATAN2: Atan2Op = "math.atan2", fn atan2 [float_binary]
    ATANH: AtanhOp = "math.atanh", fn atanh [float_unary]
    CBRT: CbrtOp = "math.cbrt", fn cbrt [float_unary]
    CEIL: CeilOp = "math.ceil", fn ceil [float_unary]
    COPYSIGN: CopySignOp = "math.copysign", fn copysign [float_binary]
    COS: CosOp = "math.cos", fn cos [float_unary]
    COSH: CoshOp = "math.cosh", fn cosh [float_unary]
    CTLZ: CountLeadingZerosOp = "math.ctlz", fn ctlz [int_unary]
    CTTZ: CountTrailingZerosOp = "math.cttz", fn cttz [int_unary]
    CTPOP: CtPopOp = "math.ctpop", fn ctpop [int_unary]
    ERF: ErfOp = "math.erf", fn erf [float_unary]
    ERFC: ErfcOp = "math.erfc", fn erfc [float_unary]
    EXP: ExpOp = "math.exp", fn exp [float_unary]
    EXP2: Exp2Op = "math.exp2", fn exp2 [float_unary]
    EXPM1: ExpM1Op = "math.expm1", fn expm1 [float_unary]
    FLOOR: FloorOp = "math.floor", fn floor [float_unary]
    LOG: LogOp = "math.log", fn log [float_unary]
    LOG10: Log10Op = "math.log10", fn log10 [float_unary]
    LOG1P: Log1pOp = "math.log1p", fn log1p [float_unary]
    LOG2: Log2Op = "math.log2", fn log2 [float_unary]
    POWF: PowFOp = "math.powf", fn powf [float_binary]
    ROUND: RoundOp = "math.round", fn round [float_unary]
    ROUNDEVEN: RoundEvenOp = "math.roundeven", fn roundeven [float_unary]
    RSQRT: RsqrtOp = "math.rsqrt", fn rsqrt [float_unary]
    SIN: SinOp = "math.sin", fn sin [float_unary]
    SINH: SinhOp = "math.sinh", fn sinh [float_unary]
    SQRT: SqrtOp = "math.sqrt", fn sqrt [float_unary]
    TAN: TanOp = "math.tan", fn tan [float_unary]
    TANH: TanhOp = "math.tanh", fn tanh [float_unary]
    TRUNC: TruncOp = "math.trunc", fn trunc [float_unary]
    ISFINITE: IsFiniteOp = "math.isfinite", fn isfinite [float_class]
    ISINF: IsInfOp = "math.isinf", fn isinf [float_class]
    ISNAN: IsNaNOp = "math.isnan", fn isnan [float_class]
    ISNORMAL: IsNormalOp = "math.isnormal", fn isnormal [float_class]
    FMA: FmaOp = "math.fma", fn fma [float_ternary]
    /// `math.fpowi %lhs, %rhs [fastmath<...>] : T, I` (a float to an integer power).
    FPOWI: FPowIOp = "math.fpowi", fn fpowi {
        operands: [lhs: FLOAT_LIKE, rhs: SIGNLESS_INT_LIKE],
        results: [result: FLOAT_LIKE],
        opt_attrs: [fastmath: ANY_ATTR],
        traits: Traits::PURE,
        rules: &[TypeRule::AllTypesMatch(&[Slot::Operand(0), Slot::Result(0)])],
        format: "$lhs `,` $rhs custom<Flags>($fastmath) attr-dict `:` type($lhs) `,` type($rhs)",
        customs: FLAGS,
        default_attrs: FASTMATH_DEFAULT,
    }
    IPOWI: IPowIOp = "math.ipowi", fn ipowi [int_binary]
}
