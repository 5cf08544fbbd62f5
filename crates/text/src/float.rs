//! Floating-point helpers shared by the parser and the printer: rounding to the
//! narrow formats and MLIR's float spelling.

use async_opt_ir::FloatKind;

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

/// Spells a float the way MLIR does: `%.6e`-style (`1.500000e+00`) when that reads back
/// to the same value, else the shortest exact decimal, and NaN or infinity as hex bits.
pub fn format_float(v: f64, kind: FloatKind) -> String {
    if v.is_finite() {
        let short = sci(&format!("{v:.6e}"));
        if short.parse::<f64>().is_ok_and(|p| round_to(kind, p).to_bits() == v.to_bits()) {
            return short;
        }
        let exact = match kind {
            FloatKind::F32 => format!("{:e}", v as f32),
            _ => format!("{v:e}"),
        };
        return sci(&exact);
    }
    let bits: u64 = match kind {
        FloatKind::F32 => (v as f32).to_bits() as u64,
        FloatKind::F16 => half_bits(v) as u64,
        FloatKind::BF16 => ((v as f32).to_bits() >> 16) as u64,
        _ => v.to_bits(),
    };
    format!("0x{bits:X}")
}

/// Rewrites Rust's `1.5e0` as MLIR's `1.5e+00` (mantissa always with a dot).
fn sci(s: &str) -> String {
    let (mant, exp) = s.split_once('e').unwrap_or((s, "0"));
    let exp: i32 = exp.parse().unwrap_or(0);
    let mut out = String::with_capacity(mant.len() + 5);
    out.push_str(mant);
    if !mant.contains('.') {
        out.push_str(".0");
    }
    out.push('e');
    out.push(if exp < 0 { '-' } else { '+' });
    let a = exp.unsigned_abs();
    if a < 10 {
        out.push('0');
    }
    out.push_str(&a.to_string());
    out
}

/// IEEE half bits of a non-finite value.
fn half_bits(v: f64) -> u16 {
    let sign = if v.is_sign_negative() { 0x8000 } else { 0 };
    if v.is_nan() {
        sign | 0x7e00
    } else {
        sign | 0x7c00
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spells_like_mlir() {
        assert_eq!(format_float(1.5, FloatKind::F32), "1.500000e+00");
        assert_eq!(format_float(0.1f32 as f64, FloatKind::F32), "1.000000e-01");
        assert_eq!(format_float(-2.0e-10, FloatKind::F64), "-2.000000e-10");
        assert_eq!(format_float(std::f64::consts::PI, FloatKind::F64), "3.141592653589793e+00");
        assert_eq!(format_float(f32::INFINITY as f64, FloatKind::F32), "0x7F800000");
        assert_eq!(format_float(f64::NEG_INFINITY, FloatKind::F64), "0xFFF0000000000000");
    }

    #[test]
    fn narrow_rounding() {
        assert_eq!(round_to_half(1.0 / 3.0), 0.333251953125);
        assert_eq!(round_to_bf16(1.0 / 3.0), 0.333984375);
    }
}
