//! MLIR's integer and float semantics on canonical register bits.
//!
//! Integers of width `w` are kept zero-extended; results wrap around (are masked to
//! `w` bits). What MLIR leaves undefined (division or remainder by zero, signed
//! division overflow, shifts by the bit width or more, float-to-int conversions out of
//! range, which give poison) is an error the interpreter reports at the op.
//! `f16` and `bf16` compute in `f64` and round once, which is correctly rounded for
//! the basic operations (`f64` has more than twice their precision plus two bits).
//! A NaN made from operands that are not NaN (`inf - inf`, `sqrt(-1)`) is the positive
//! quiet NaN, as LLVM's constant folder makes it (x86 hardware would give it the sign
//! bit), so the output does not depend on what a compiler folded.

use crate::program::{Cast, FKind, FloatOp, FloatUn, IntOp};

/// `v` truncated to `w` bits.
#[inline(always)]
pub(crate) fn mask(v: u64, w: u8) -> u64 {
    if w >= 64 {
        v
    } else {
        v & ((1u64 << w) - 1)
    }
}

/// `v` (of width `w`) sign-extended to 64 bits.
#[inline(always)]
pub(crate) fn sext(v: u64, w: u8) -> i64 {
    let s = 64 - w as u32;
    ((v << s) as i64) >> s
}

fn smin(w: u8) -> i64 {
    sext(1u64 << (w - 1), w)
}

/// An integer binary op at width `w`; `Err` for what MLIR leaves undefined.
#[inline]
pub(crate) fn int_binary(op: IntOp, w: u8, a: u64, b: u64) -> Result<u64, String> {
    let r = match op {
        IntOp::Add => a.wrapping_add(b),
        IntOp::Sub => a.wrapping_sub(b),
        IntOp::Mul => a.wrapping_mul(b),
        IntOp::And => a & b,
        IntOp::Or => a | b,
        IntOp::Xor => a ^ b,
        IntOp::DivU | IntOp::RemU => {
            if b == 0 {
                return Err(format!(
                    "{} by zero (undefined behavior)",
                    if op == IntOp::DivU { "division" } else { "remainder" }
                ));
            }
            if op == IntOp::DivU {
                a / b
            } else {
                a % b
            }
        }
        IntOp::DivS | IntOp::CeilDivS | IntOp::FloorDivS | IntOp::RemS => {
            let (x, y) = (sext(a, w), sext(b, w));
            if y == 0 {
                return Err(format!(
                    "{} by zero (undefined behavior)",
                    if op == IntOp::RemS { "remainder" } else { "division" }
                ));
            }
            if x == smin(w) && y == -1 {
                return Err(format!(
                    "signed {} overflow: {x} / -1 does not fit in i{w} (undefined behavior)",
                    if op == IntOp::RemS { "remainder" } else { "division" }
                ));
            }
            // In i64 these cannot overflow any more (w = 64 was checked above).
            let q = x.wrapping_div(y);
            let r = x.wrapping_rem(y);
            (match op {
                IntOp::DivS => q,
                IntOp::RemS => r,
                IntOp::CeilDivS => {
                    if r != 0 && ((r > 0) == (y > 0)) {
                        q + 1
                    } else {
                        q
                    }
                }
                _ => {
                    if r != 0 && ((r < 0) != (y < 0)) {
                        q - 1
                    } else {
                        q
                    }
                }
            }) as u64
        }
        IntOp::Shl | IntOp::ShrS | IntOp::ShrU => {
            if b >= w as u64 {
                return Err(format!("shift amount {b} is not less than the bit width {w} (the result is poison)"));
            }
            match op {
                IntOp::Shl => a << b,
                IntOp::ShrU => a >> b,
                _ => (sext(a, w) >> b) as u64,
            }
        }
        IntOp::MaxS => {
            if sext(a, w) >= sext(b, w) {
                a
            } else {
                b
            }
        }
        IntOp::MinS => {
            if sext(a, w) <= sext(b, w) {
                a
            } else {
                b
            }
        }
        IntOp::MaxU => a.max(b),
        IntOp::MinU => a.min(b),
    };
    Ok(mask(r, w))
}

/// `arith.cmpi` in MLIR's predicate order (eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge).
#[inline]
pub(crate) fn icmp(pred: u8, w: u8, a: u64, b: u64) -> bool {
    match pred {
        0 => a == b,
        1 => a != b,
        2 => sext(a, w) < sext(b, w),
        3 => sext(a, w) <= sext(b, w),
        4 => sext(a, w) > sext(b, w),
        5 => sext(a, w) >= sext(b, w),
        6 => a < b,
        7 => a <= b,
        8 => a > b,
        _ => a >= b,
    }
}

/// `arith.cmpf` in MLIR's predicate order (false, oeq, ogt, oge, olt, ole, one, ord,
/// ueq, ugt, uge, ult, ule, une, uno, true).
pub(crate) fn fcmp(pred: u8, x: f64, y: f64) -> bool {
    let unordered = x.is_nan() || y.is_nan();
    match pred {
        0 => false,
        1 => !unordered && x == y,
        2 => !unordered && x > y,
        3 => !unordered && x >= y,
        4 => !unordered && x < y,
        5 => !unordered && x <= y,
        6 => !unordered && x != y,
        7 => !unordered,
        8 => unordered || x == y,
        9 => unordered || x > y,
        10 => unordered || x >= y,
        11 => unordered || x < y,
        12 => unordered || x <= y,
        13 => unordered || x != y,
        14 => unordered,
        _ => true,
    }
}

// ---- float formats

/// The `f64` value of register bits of kind `k` (exact).
#[inline]
pub(crate) fn to_f64(bits: u64, k: FKind) -> f64 {
    match k {
        FKind::F64 => f64::from_bits(bits),
        FKind::F32 => f32::from_bits(bits as u32) as f64,
        FKind::F16 => small_to_f64(bits as u16, 5, 10),
        FKind::BF16 => f32::from_bits((bits as u32 & 0xffff) << 16) as f64,
    }
}

/// `x` rounded (to nearest, ties to even) to kind `k`, as register bits.
#[inline]
pub(crate) fn f64_to_kind(x: f64, k: FKind) -> u64 {
    match k {
        FKind::F64 => x.to_bits(),
        FKind::F32 => (x as f32).to_bits() as u64,
        FKind::F16 => f64_to_small(x, 5, 10) as u64,
        FKind::BF16 => f64_to_small(x, 8, 7) as u64,
    }
}

/// A binary float of `ebits` exponent and `mbits` fraction bits (at most 16 bits) as f64.
fn small_to_f64(b: u16, ebits: u32, mbits: u32) -> f64 {
    let sign = if (b >> (ebits + mbits)) & 1 == 1 { -1.0 } else { 1.0 };
    let e = ((b >> mbits) as u32) & ((1 << ebits) - 1);
    let m = (b as u32) & ((1 << mbits) - 1);
    let bias = (1i32 << (ebits - 1)) - 1;
    if e == (1 << ebits) - 1 {
        return if m == 0 { sign * f64::INFINITY } else { f64::NAN.copysign(sign) };
    }
    let frac = m as f64 / (1u64 << mbits) as f64;
    if e == 0 {
        sign * frac * 2f64.powi(1 - bias)
    } else {
        sign * (1.0 + frac) * 2f64.powi(e as i32 - bias)
    }
}

/// `x` rounded to nearest even in a small binary format; NaN stays a quiet NaN.
fn f64_to_small(x: f64, ebits: u32, mbits: u32) -> u16 {
    let sign: u16 = if x.is_sign_negative() { 1 << (ebits + mbits) } else { 0 };
    let emax_field = (1u32 << ebits) - 1;
    if x.is_nan() {
        return sign | (emax_field << mbits) as u16 | (1 << (mbits - 1));
    }
    let a = x.abs();
    if a.is_infinite() {
        return sign | (emax_field << mbits) as u16;
    }
    if a == 0.0 {
        return sign;
    }
    let bias = (1i32 << (ebits - 1)) - 1;
    // Work on f64's bits: 52 fraction bits, exponent e.
    let bits = a.to_bits();
    let e = ((bits >> 52) & 0x7ff) as i32 - 1023;
    let frac = (bits & ((1u64 << 52) - 1)) | if (bits >> 52) & 0x7ff != 0 { 1u64 << 52 } else { 0 };
    // Target exponent, clamped to the subnormal range.
    let min_e = 1 - bias;
    let (te, shift) = if e < min_e { (min_e, (52 - mbits as i32) + (min_e - e)) } else { (e, 52 - mbits as i32) };
    let shift = shift as u32;
    let mant = if shift >= 64 { 0 } else { frac >> shift };
    let rem = if shift >= 64 { frac } else { frac & ((1u64 << shift) - 1) };
    let half = if shift == 0 {
        0
    } else if shift >= 64 {
        u64::MAX
    } else {
        1u64 << (shift - 1)
    };
    let mut mant = mant;
    if shift > 0 && (rem > half || (rem == half && mant & 1 == 1)) {
        mant += 1;
    }
    // mant holds the significand with the implicit bit at position mbits (normal).
    let (mut field_e, mut m) = if mant >> mbits == 0 { (0u32, mant) } else { ((te + bias) as u32, mant) };
    if m >> (mbits + 1) != 0 {
        // Rounding carried into a new binade.
        m >>= 1;
        field_e += 1;
    }
    if field_e == 0 && m >> mbits == 1 {
        field_e = 1;
    }
    if field_e >= emax_field {
        return sign | (emax_field << mbits) as u16;
    }
    sign | ((field_e << mbits) as u16) | (m as u16 & ((1 << mbits) - 1))
}

// ---- float ops

/// IEEE 754-2019 `maximum` (`max`) or `minimum`: a NaN operand wins, and -0 < +0.
#[inline]
fn extremum(x: f64, y: f64, max: bool) -> f64 {
    if x.is_nan() {
        return x;
    }
    if y.is_nan() {
        return y;
    }
    if x == y {
        // Equal but for the sign of zero: the maximum is the positive one.
        return if x.is_sign_negative() == max { y } else { x };
    }
    if (x > y) == max {
        x
    } else {
        y
    }
}

/// `maxnum`/`minnum`: as [`extremum`], but a NaN operand loses to a number.
#[inline]
fn extremum_num(x: f64, y: f64, max: bool) -> f64 {
    match (x.is_nan(), y.is_nan()) {
        (true, _) => y,
        (_, true) => x,
        _ => extremum(x, y, max),
    }
}

/// `op` on `$x` and `$y`, both `f32` or both `f64` (the extrema are exact in `f64`).
macro_rules! float_binary_in {
    ($op:expr, $x:expr, $y:expr, $t:ty) => {{
        let (x, y) = ($x, $y);
        match $op {
            FloatOp::Add => x + y,
            FloatOp::Sub => x - y,
            FloatOp::Mul => x * y,
            FloatOp::Div => x / y,
            FloatOp::Rem => x % y,
            FloatOp::Pow => x.powf(y),
            FloatOp::Atan2 => x.atan2(y),
            FloatOp::CopySign => x.copysign(y),
            FloatOp::Maximum => extremum(x as f64, y as f64, true) as $t,
            FloatOp::Minimum => extremum(x as f64, y as f64, false) as $t,
            FloatOp::MaxNum => extremum_num(x as f64, y as f64, true) as $t,
            FloatOp::MinNum => extremum_num(x as f64, y as f64, false) as $t,
        }
    }};
}

/// A float binary op on register bits.
#[inline]
pub(crate) fn float_binary(op: FloatOp, k: FKind, a: u64, b: u64) -> u64 {
    if k == FKind::F32 {
        let (x, y) = (f32::from_bits(a as u32), f32::from_bits(b as u32));
        let r = float_binary_in!(op, x, y, f32);
        if r.is_nan() && !x.is_nan() && !y.is_nan() {
            return f32::NAN.to_bits() as u64;
        }
        return r.to_bits() as u64;
    }
    let (x, y) = (to_f64(a, k), to_f64(b, k));
    let r = float_binary_in!(op, x, y, f64);
    if r.is_nan() && !x.is_nan() && !y.is_nan() {
        return f64_to_kind(f64::NAN, k);
    }
    f64_to_kind(r, k)
}

/// `math.fma` (one rounding).
pub(crate) fn fma(k: FKind, a: u64, b: u64, c: u64) -> u64 {
    let (x, y, z) = (to_f64(a, k), to_f64(b, k), to_f64(c, k));
    let any_nan = x.is_nan() || y.is_nan() || z.is_nan();
    let bits = match k {
        FKind::F32 => {
            let r = f32::from_bits(a as u32).mul_add(f32::from_bits(b as u32), f32::from_bits(c as u32));
            if r.is_nan() && !any_nan {
                return f32::NAN.to_bits() as u64;
            }
            return r.to_bits() as u64;
        }
        _ => x.mul_add(y, z),
    };
    if bits.is_nan() && !any_nan {
        return f64_to_kind(f64::NAN, k);
    }
    f64_to_kind(bits, k)
}

extern "C" {
    fn erf(x: f64) -> f64;
    fn erff(x: f32) -> f32;
}

/// `op` applied to `$x`, an `f32` or `f64` (`$erf` is libm's function for that width).
macro_rules! float_unary_in {
    ($op:expr, $x:expr, $erf:ident) => {{
        let x = $x;
        match $op {
            FloatUn::Neg => -x,
            FloatUn::Abs => x.abs(),
            FloatUn::Sqrt => x.sqrt(),
            FloatUn::Rsqrt => 1.0 / x.sqrt(),
            FloatUn::Exp => x.exp(),
            FloatUn::Exp2 => x.exp2(),
            FloatUn::ExpM1 => x.exp_m1(),
            FloatUn::Log => x.ln(),
            FloatUn::Log2 => x.log2(),
            FloatUn::Log10 => x.log10(),
            FloatUn::Log1p => x.ln_1p(),
            FloatUn::Sin => x.sin(),
            FloatUn::Cos => x.cos(),
            FloatUn::Tan => x.tan(),
            FloatUn::Tanh => x.tanh(),
            FloatUn::Atan => x.atan(),
            FloatUn::Floor => x.floor(),
            FloatUn::Ceil => x.ceil(),
            FloatUn::Round => x.round(),
            FloatUn::RoundEven => x.round_ties_even(),
            FloatUn::Trunc => x.trunc(),
            // SAFETY: libm's erf and erff are pure functions of their argument.
            FloatUn::Erf => unsafe { $erf(x) },
        }
    }};
}

/// A float unary op on register bits.
pub(crate) fn float_unary(op: FloatUn, k: FKind, a: u64) -> u64 {
    if k == FKind::F32 {
        let x = f32::from_bits(a as u32);
        let r = float_unary_in!(op, x, erff);
        if r.is_nan() && !x.is_nan() {
            return f32::NAN.to_bits() as u64;
        }
        return r.to_bits() as u64;
    }
    let x = to_f64(a, k);
    let r = float_unary_in!(op, x, erf);
    if op == FloatUn::Neg && k != FKind::F64 {
        // Negation flips the sign bit only (also of NaNs).
        return match k {
            FKind::F16 | FKind::BF16 => a ^ 0x8000,
            _ => a ^ (1 << 63),
        };
    }
    if r.is_nan() && !x.is_nan() {
        return f64_to_kind(f64::NAN, k);
    }
    f64_to_kind(r, k)
}

/// An integer as a float of kind `to`, from the integer rounded once to `f32` and to `f64`
/// (rounding through `f64` to `f32` could round twice).
fn int_to_float(as_f32: f32, as_f64: f64, to: FKind) -> u64 {
    match to {
        FKind::F32 => as_f32.to_bits() as u64,
        FKind::F64 => as_f64.to_bits(),
        k => f64_to_kind(as_f64, k),
    }
}

/// A conversion; `Err` when the result would be poison.
pub(crate) fn cast(c: Cast, v: u64) -> Result<u64, String> {
    Ok(match c {
        Cast::SExt { from, to } => mask(sext(v, from) as u64, to),
        Cast::ZExtTrunc { to } => mask(v, to),
        Cast::SIToFP { from, to } => {
            let x = sext(v, from);
            int_to_float(x as f32, x as f64, to)
        }
        Cast::UIToFP { from, to } => {
            let x = mask(v, from);
            int_to_float(x as f32, x as f64, to)
        }
        Cast::FPToSI { from, to } => {
            let x = to_f64(v, from).trunc();
            let lo = -(2f64.powi(to as i32 - 1));
            let hi = 2f64.powi(to as i32 - 1);
            if x.is_nan() || x < lo || x >= hi {
                return Err(format!("{} does not fit in a signed i{to} (the result is poison)", to_f64(v, from)));
            }
            mask(x as i64 as u64, to)
        }
        Cast::FPToUI { from, to } => {
            let x = to_f64(v, from).trunc();
            if x.is_nan() || x < 0.0 || x >= 2f64.powi(to as i32) {
                return Err(format!("{} does not fit in an unsigned i{to} (the result is poison)", to_f64(v, from)));
            }
            mask(x as u64, to)
        }
        Cast::FToF { from, to } => {
            if from == to {
                v
            } else if from == FKind::F64 && to == FKind::F32 {
                (f64::from_bits(v) as f32).to_bits() as u64
            } else {
                f64_to_kind(to_f64(v, from), to)
            }
        }
    })
}

/// `math.absi`, `ctlz`, `cttz`, `ctpop` at width `w`.
pub(crate) fn int_unary(op: u8, w: u8, a: u64) -> u64 {
    match op {
        0 => mask(sext(a, w).unsigned_abs(), w),
        1 => (a.leading_zeros() - (64 - w as u32)) as u64,
        2 => (a.trailing_zeros().min(w as u32)) as u64,
        _ => a.count_ones() as u64,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wraps_and_reports_undefined_behavior() {
        assert_eq!(int_binary(IntOp::Add, 8, 250, 10), Ok(4));
        assert_eq!(int_binary(IntOp::Sub, 32, 0, 1), Ok(0xffff_ffff));
        assert_eq!(int_binary(IntOp::DivS, 8, mask(-7i64 as u64, 8), 2), Ok(mask(-3i64 as u64, 8)));
        assert_eq!(int_binary(IntOp::FloorDivS, 64, -7i64 as u64, 2), Ok(-4i64 as u64));
        assert_eq!(int_binary(IntOp::CeilDivS, 64, 7, 2), Ok(4));
        assert_eq!(int_binary(IntOp::CeilDivS, 64, -7i64 as u64, 2), Ok(-3i64 as u64));
        assert!(int_binary(IntOp::DivS, 64, 1, 0).is_err());
        assert!(int_binary(IntOp::RemU, 64, 1, 0).is_err());
        assert!(int_binary(IntOp::DivS, 8, 0x80, 0xff).unwrap_err().contains("overflow"));
        assert!(int_binary(IntOp::Shl, 32, 1, 32).is_err());
        assert_eq!(int_binary(IntOp::ShrS, 8, 0x80, 7), Ok(0xff));
        assert_eq!(int_binary(IntOp::MaxS, 8, 0xff, 1), Ok(1));
        assert!(icmp(2, 8, 0xff, 0));
        assert!(!icmp(6, 8, 0xff, 0));
    }

    #[test]
    fn half_precision_round_trips_and_rounds_to_even() {
        for bits in 0u16..=0xffff {
            let x = small_to_f64(bits, 5, 10);
            if x.is_nan() {
                continue;
            }
            assert_eq!(f64_to_small(x, 5, 10), bits, "f16 {bits:#x} = {x}");
        }
        // 1 + 2^-11 is halfway between 1 and the next f16: ties to even gives 1.
        assert_eq!(f64_to_small(1.0 + 2f64.powi(-11), 5, 10), 0x3c00);
        assert_eq!(f64_to_small(1.0 + 3.0 * 2f64.powi(-11), 5, 10), 0x3c02);
        assert_eq!(f64_to_small(65520.0, 5, 10), 0x7c00, "rounds to infinity");
        for bits in (0u32..=0xffff).step_by(7) {
            let x = f32::from_bits(bits << 16) as f64;
            if !x.is_nan() {
                assert_eq!(f64_to_small(x, 8, 7) as u32, bits, "bf16 {bits:#x}");
            }
        }
    }

    #[test]
    fn float_to_int_out_of_range_is_poison() {
        let f = |x: f64| x.to_bits();
        assert_eq!(cast(Cast::FPToSI { from: FKind::F64, to: 8 }, f(-128.9)), Ok(0x80));
        assert!(cast(Cast::FPToSI { from: FKind::F64, to: 8 }, f(128.0)).is_err());
        assert!(cast(Cast::FPToUI { from: FKind::F64, to: 8 }, f(-1.0)).is_err());
        assert!(cast(Cast::FPToSI { from: FKind::F64, to: 32 }, f(f64::NAN)).is_err());
        assert_eq!(float_binary(FloatOp::Maximum, FKind::F64, f(-0.0), f(0.0)), f(0.0));
        assert_eq!(float_binary(FloatOp::Minimum, FKind::F64, f(0.0), f(-0.0)), f(-0.0));
        assert!(f64::from_bits(float_binary(FloatOp::Maximum, FKind::F64, f(f64::NAN), f(1.0))).is_nan());
        assert_eq!(float_binary(FloatOp::MaxNum, FKind::F64, f(f64::NAN), f(1.0)), f(1.0));
    }
}
