//! Floating-point helpers shared by the parser and the printer: rounding to the
//! narrow formats and MLIR's float spelling.

use async_opt_ir::FloatKind;
use smallvec::SmallVec;

pub(crate) fn half_bits_to_f64(h: u16) -> f64 {
    let sign = if h & 0x8000 != 0 { -1.0 } else { 1.0 };
    let exp = ((h >> 10) & 0x1f) as i32;
    let frac = (h & 0x3ff) as f64;
    match exp {
        0 => sign * frac * 2f64.powi(-24),
        31 => {
            if frac == 0.0 {
                sign * f64::INFINITY
            } else {
                f64::NAN
            }
        }
        _ => sign * (1.0 + frac / 1024.0) * 2f64.powi(exp - 15),
    }
}

/// Rounds to the nearest IEEE half value (ties to even), returned as `f64`.
pub(crate) fn round_to_half(v: f64) -> f64 {
    if !v.is_finite() || v == 0.0 {
        return v;
    }
    let a = v.abs();
    if a >= 65520.0 {
        return v.signum() * f64::INFINITY;
    }
    // Spacing of half values around `a`.
    let e = a.log2().floor().max(-14.0) as i32;
    let ulp = 2f64.powi(e - 10);
    let q = a / ulp;
    let r = q.round_ties_even();
    v.signum() * r * ulp
}

/// Rounds to the nearest bfloat16 value (ties to even), returned as `f64`.
pub(crate) fn round_to_bf16(v: f64) -> f64 {
    let f = v as f32;
    if !f.is_finite() {
        return f as f64;
    }
    let bits = f.to_bits();
    let lsb = (bits >> 16) & 1;
    let rounded = bits.wrapping_add(0x7fff + lsb) & 0xffff_0000;
    f32::from_bits(rounded) as f64
}

/// Rounds `v` to the precision of `kind` (exactly representable formats pass through).
pub(crate) fn round_to(kind: FloatKind, v: f64) -> f64 {
    match kind {
        FloatKind::F32 => v as f32 as f64,
        FloatKind::F16 => round_to_half(v),
        FloatKind::BF16 => round_to_bf16(v),
        _ => v,
    }
}

/// Spells a float the way MLIR's `printFloatValue` does: APFloat's `toString` with six
/// digits of precision (`1.500000e+00`) when that reads back to the same value, else
/// APFloat's shortest round-tripping form (`9.9999999999999995E-21`) when it has a dot,
/// else (NaN, infinity, or a plain integer like `12345678`) the bits in hex.
pub fn format_float(v: f64, kind: FloatKind) -> String {
    if v.is_finite() {
        let short = apfloat_to_string(v, kind, 6, 0, false);
        if parses_back(&short, v, kind) {
            return short;
        }
        let full = apfloat_to_string(v, kind, 0, 3, true);
        if full.contains('.') {
            return full;
        }
    }
    let bits: u64 = match kind {
        FloatKind::F32 => (v as f32).to_bits() as u64,
        FloatKind::F16 => half_bits(v) as u64,
        FloatKind::BF16 => bf16_bits(v) as u64,
        _ => v.to_bits(),
    };
    format!("0x{bits:X}")
}

/// Whether `s` reads back as exactly `v` in the format `kind` (APFloat's `bitwiseIsEqual`).
fn parses_back(s: &str, v: f64, kind: FloatKind) -> bool {
    match kind {
        FloatKind::F32 => s.parse::<f32>().is_ok_and(|p| p.to_bits() == (v as f32).to_bits()),
        _ => s.parse::<f64>().is_ok_and(|p| round_to(kind, p).to_bits() == v.to_bits()),
    }
}

/// Significand bits of a format (APFloat's `semantics->precision`).
fn precision_bits(kind: FloatKind) -> u32 {
    match kind {
        FloatKind::BF16 => 8,
        FloatKind::F16 | FloatKind::TF32 => 11,
        FloatKind::F32 => 24,
        FloatKind::F64 => 53,
        FloatKind::F80 => 64,
        FloatKind::F128 => 113,
    }
}

/// LLVM's `IEEEFloat::toString(Str, FormatPrecision, FormatMaxPadding, TruncateZero)` for a
/// finite value of `kind` (held exactly in `v`).
fn apfloat_to_string(v: f64, kind: FloatKind, format_precision: u32, max_padding: u32, truncate_zero: bool) -> String {
    let mut out = String::new();
    if v == 0.0 {
        if v.is_sign_negative() {
            out.push('-');
        }
        if max_padding == 0 {
            if truncate_zero {
                out.push_str("0.0E+0");
            } else {
                out.push_str("0.0");
                for _ in 1..format_precision {
                    out.push('0');
                }
                out.push_str("e+00");
            }
        } else {
            out.push('0');
        }
        return out;
    }
    if v.is_sign_negative() {
        out.push('-');
    }
    let precision = if format_precision == 0 { 2 + precision_bits(kind) * 59 / 196 } else { format_precision };
    // Decompose |v| = mant * 2^exp, dropping trailing binary zeros.
    let bits = v.to_bits();
    let biased = ((bits >> 52) & 0x7ff) as i32;
    let frac = bits & ((1u64 << 52) - 1);
    let (mut mant, mut exp) = if biased == 0 { (frac, -1074) } else { (frac | (1u64 << 52), biased - 1075) };
    let tz = mant.trailing_zeros();
    mant >>= tz;
    exp += tz as i32;
    // From 2^exp to 10^exp: N * 2^-e == N * 5^e * 10^-e.
    let mut sig = BigUint::from_u64(mant);
    if exp > 0 {
        sig.shl(exp as u32);
        exp = 0;
    } else if exp < 0 {
        sig.mul_pow5((-exp) as u32);
    }
    // Drop decimal digits beyond what the precision needs (truncating, as LLVM does).
    let active = sig.bits();
    let required = (precision * 196 + 58) / 59;
    if active > required {
        let removable = (active - required) * 59 / 196;
        if removable > 0 {
            exp += removable as i32;
            sig.div_pow10(removable);
        }
    }
    // Digits, least significant first, without trailing zeros.
    let mut buffer: SmallVec<[u8; 32]> = SmallVec::new();
    let mut in_trail = true;
    while !sig.is_zero() {
        let d = sig.div_small(10) as u8;
        if in_trail && d == 0 {
            exp += 1;
        } else {
            buffer.push(b'0' + d);
            in_trail = false;
        }
    }
    adjust_to_precision(&mut buffer, &mut exp, precision as usize);
    let n = buffer.len();
    let scientific = if max_padding == 0 {
        true
    } else if exp >= 0 {
        exp as u32 > max_padding || n as u32 + exp as u32 > precision
    } else {
        let msd = exp + n as i32 - 1;
        msd < 0 && (-msd) as u32 > max_padding
    };
    if scientific {
        exp += n as i32 - 1;
        out.push(buffer[n - 1] as char);
        out.push('.');
        if n == 1 && truncate_zero {
            out.push('0');
        } else {
            for i in 1..n {
                out.push(buffer[n - 1 - i] as char);
            }
        }
        if !truncate_zero && precision as usize > n - 1 {
            for _ in 0..(precision as usize - n + 1) {
                out.push('0');
            }
        }
        out.push(if truncate_zero { 'E' } else { 'e' });
        out.push(if exp >= 0 { '+' } else { '-' });
        let e = exp.unsigned_abs();
        if !truncate_zero && e < 10 {
            out.push('0');
        }
        out.push_str(&e.to_string());
        return out;
    }
    if exp >= 0 {
        for i in 0..n {
            out.push(buffer[n - 1 - i] as char);
        }
        for _ in 0..exp {
            out.push('0');
        }
        return out;
    }
    let whole = exp + n as i32;
    let mut i = 0usize;
    if whole > 0 {
        while i < whole as usize {
            out.push(buffer[n - 1 - i] as char);
            i += 1;
        }
        out.push('.');
    } else {
        out.push_str("0.");
        for _ in 0..(-whole) {
            out.push('0');
        }
    }
    while i < n {
        out.push(buffer[n - 1 - i] as char);
        i += 1;
    }
    out
}

/// Rounds the digit buffer (least significant first) to `precision` digits, half up.
fn adjust_to_precision(buffer: &mut SmallVec<[u8; 32]>, exp: &mut i32, precision: usize) {
    let n = buffer.len();
    if n <= precision {
        return;
    }
    let mut first = n - precision;
    if buffer[first - 1] < b'5' {
        while first < n && buffer[first] == b'0' {
            first += 1;
        }
        *exp += first as i32;
        buffer.drain(..first);
        return;
    }
    let mut i = first;
    while i != n {
        if buffer[i] == b'9' {
            first += 1;
            i += 1;
        } else {
            buffer[i] += 1;
            break;
        }
    }
    if first == n {
        *exp += first as i32;
        buffer.clear();
        buffer.push(b'1');
        return;
    }
    *exp += first as i32;
    buffer.drain(..first);
}

/// Just enough unsigned big-integer arithmetic for [`apfloat_to_string`].
struct BigUint {
    /// Little-endian 32-bit limbs.
    limbs: SmallVec<[u32; 4]>,
}

impl BigUint {
    fn from_u64(v: u64) -> Self {
        BigUint { limbs: smallvec::smallvec![v as u32, (v >> 32) as u32] }
    }
    fn is_zero(&self) -> bool {
        self.limbs.iter().all(|&l| l == 0)
    }
    fn bits(&self) -> u32 {
        for (i, &l) in self.limbs.iter().enumerate().rev() {
            if l != 0 {
                return i as u32 * 32 + (32 - l.leading_zeros());
            }
        }
        0
    }
    fn mul_small(&mut self, m: u32) {
        let mut carry = 0u64;
        for l in &mut self.limbs {
            let x = *l as u64 * m as u64 + carry;
            *l = x as u32;
            carry = x >> 32;
        }
        if carry != 0 {
            self.limbs.push(carry as u32);
        }
    }
    fn mul_pow5(&mut self, mut e: u32) {
        const P13: u32 = 1_220_703_125; // 5^13
        while e >= 13 {
            self.mul_small(P13);
            e -= 13;
        }
        if e > 0 {
            self.mul_small(5u32.pow(e));
        }
    }
    fn shl(&mut self, s: u32) {
        let words = (s / 32) as usize;
        let bits = s % 32;
        if bits > 0 {
            let mut carry = 0u32;
            for l in &mut self.limbs {
                let x = *l;
                *l = (x << bits) | carry;
                carry = x >> (32 - bits);
            }
            if carry != 0 {
                self.limbs.push(carry);
            }
        }
        if words > 0 {
            self.limbs.insert_many(0, std::iter::repeat_n(0, words));
        }
    }
    /// Divides in place, returning the remainder.
    fn div_small(&mut self, d: u32) -> u32 {
        let mut rem = 0u64;
        for l in self.limbs.iter_mut().rev() {
            let x = (rem << 32) | *l as u64;
            *l = (x / d as u64) as u32;
            rem = x % d as u64;
        }
        while self.limbs.len() > 1 && *self.limbs.last().expect("non-empty") == 0 {
            self.limbs.pop();
        }
        rem as u32
    }
    fn div_pow10(&mut self, mut e: u32) {
        while e >= 9 {
            self.div_small(1_000_000_000);
            e -= 9;
        }
        if e > 0 {
            self.div_small(10u32.pow(e));
        }
    }
}

/// IEEE half bits of a value (exactly representable, or non-finite).
fn half_bits(v: f64) -> u16 {
    let sign: u16 = if v.is_sign_negative() { 0x8000 } else { 0 };
    if v.is_nan() {
        return sign | 0x7e00;
    }
    let a = v.abs();
    if a.is_infinite() || a >= 65520.0 {
        return sign | 0x7c00;
    }
    if a < 2f64.powi(-14) {
        // Subnormal: multiples of 2^-24.
        return sign | (a / 2f64.powi(-24)).round() as u16;
    }
    let e = a.log2().floor() as i32;
    let frac = ((a / 2f64.powi(e) - 1.0) * 1024.0).round() as u16;
    sign | (((e + 15) as u16) << 10) | frac
}

/// bfloat16 bits of a value (exactly representable, or non-finite).
fn bf16_bits(v: f64) -> u16 {
    if v.is_nan() {
        return if v.is_sign_negative() { 0xffc0 } else { 0x7fc0 };
    }
    ((v as f32).to_bits() >> 16) as u16
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spells_like_mlir() {
        assert_eq!(format_float(1.5, FloatKind::F32), "1.500000e+00");
        assert_eq!(format_float(0.1f32 as f64, FloatKind::F32), "1.000000e-01");
        assert_eq!(format_float(-2.0e-10, FloatKind::F64), "-2.000000e-10");
        assert_eq!(format_float(std::f64::consts::PI, FloatKind::F64), "3.1415926535897931");
        assert_eq!(format_float(f32::INFINITY as f64, FloatKind::F32), "0x7F800000");
        assert_eq!(format_float(f64::NEG_INFINITY, FloatKind::F64), "0xFFF0000000000000");
        assert_eq!(format_float(1.0e-20, FloatKind::F64), "9.9999999999999995E-21");
        assert_eq!(format_float(12345678.0, FloatKind::F32), "0x4B3C614E");
        assert_eq!(format_float(0.0, FloatKind::F32), "0.000000e+00");
        assert_eq!(format_float(-0.0, FloatKind::F64), "-0.000000e+00");
        assert_eq!(format_float(100.0, FloatKind::BF16), "1.000000e+02");
        assert_eq!(format_float(f64::INFINITY, FloatKind::F16), "0x7C00");
    }

    #[test]
    fn narrow_rounding() {
        assert_eq!(round_to_half(1.0 / 3.0), 0.333251953125);
        assert_eq!(round_to_bf16(1.0 / 3.0), 0.333984375);
    }
}
