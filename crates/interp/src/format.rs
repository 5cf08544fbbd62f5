//! What the runner utils print, byte for byte: C's `%g` (`printF32`, `printF64`,
//! memref elements through `std::ostream`), `%e` (a float entry point result) and `%f`
//! (`printFlops`), and `printMemref*`'s layout.

use std::fmt::Write as _;

/// `inf`, `-inf`, `nan`, `-nan` as glibc spells them, or `None` for finite values.
fn special(x: f64) -> Option<&'static str> {
    if x.is_nan() {
        Some(if x.is_sign_negative() { "-nan" } else { "nan" })
    } else if x.is_infinite() {
        Some(if x < 0.0 { "-inf" } else { "inf" })
    } else {
        None
    }
}

/// Mantissa digits and decimal exponent of `x` rounded to `prec + 1` significant digits
/// (`x` finite), via Rust's exactly rounded `{:e}`.
fn exp_parts(x: f64, prec: usize) -> (String, i32) {
    let s = format!("{:.*e}", prec, x);
    let (m, e) = s.split_once('e').expect("{:e} has an exponent");
    (m.to_string(), e.parse().expect("{:e} exponent is an integer"))
}

/// C's `%.{prec}e`.
pub(crate) fn fmt_e(x: f64, prec: usize) -> String {
    if let Some(s) = special(x) {
        return s.to_string();
    }
    let (m, e) = exp_parts(x, prec);
    let sign = if e < 0 { '-' } else { '+' };
    format!("{m}e{sign}{:02}", e.unsigned_abs())
}

/// C's `%.{prec}f`.
pub(crate) fn fmt_f(x: f64, prec: usize) -> String {
    if let Some(s) = special(x) {
        return s.to_string();
    }
    format!("{:.*}", prec, x)
}

/// C's `%g` (precision 6).
#[cfg(test)]
pub(crate) fn fmt_g(x: f64) -> String {
    let mut s = String::new();
    write_g(&mut s, x);
    s
}

/// Appends C's `%g` of `x`.
pub(crate) fn write_g(out: &mut String, x: f64) {
    const P: i32 = 6;
    if let Some(s) = special(x) {
        out.push_str(s);
        return;
    }
    // The exponent after rounding to P significant digits decides the style.
    let (_, e) = exp_parts(x, (P - 1) as usize);
    let body = if !(-4..P).contains(&e) {
        let (m, e) = exp_parts(x, (P - 1) as usize);
        let m = strip_zeros(&m);
        let sign = if e < 0 { '-' } else { '+' };
        format!("{m}e{sign}{:02}", e.unsigned_abs())
    } else {
        let s = format!("{:.*}", (P - 1 - e) as usize, x);
        strip_zeros(&s).to_string()
    };
    out.push_str(&body);
}

/// Drops trailing fraction zeros (and a bare decimal point), as `%g` does.
fn strip_zeros(s: &str) -> &str {
    if !s.contains('.') {
        return s;
    }
    s.trim_end_matches('0').trim_end_matches('.')
}

/// How memref and vector elements print.
#[derive(Copy, Clone, PartialEq, Eq)]
pub(crate) enum ElemFmt {
    Signed(u8),
    Unsigned,
    Float(crate::program::FKind),
}

/// Appends one element as `std::ostream` (memrefs) or the print functions (vectors) do.
pub(crate) fn write_elem(out: &mut String, bits: u64, f: ElemFmt) {
    match f {
        ElemFmt::Signed(w) => {
            let _ = write!(out, "{}", crate::arith::sext(bits, w));
        }
        ElemFmt::Unsigned => {
            let _ = write!(out, "{bits}");
        }
        ElemFmt::Float(k) => write_g(out, crate::arith::to_f64(bits, k)),
    }
}

/// `printMemref*`'s text: the descriptor, then the data nested per dimension.
/// `get(linear)` reads the element at a linear index of the buffer.
pub(crate) fn memref_text(
    base: usize,
    offset: i64,
    sizes: &[i64],
    strides: &[i64],
    f: ElemFmt,
    get: &dyn Fn(i64) -> u64,
) -> String {
    let mut out = String::new();
    let list = |v: &[i64]| v.iter().map(|x| x.to_string()).collect::<Vec<_>>().join(", ");
    let _ = writeln!(
        out,
        "Unranked Memref base@ = {:#x} rank = {} offset = {} sizes = [{}] strides = [{}] data = ",
        base,
        sizes.len(),
        offset,
        list(sizes),
        list(strides)
    );
    let rank = sizes.len();
    if rank == 0 {
        out.push('[');
        write_elem(&mut out, get(offset), f);
        out.push(']');
    } else {
        data(&mut out, rank, rank, offset, sizes, strides, f, get);
    }
    out.push('\n');
    out
}

/// MLIR's `MemRefDataPrinter::print`: `dim` dimensions left of `rank`.
#[allow(clippy::too_many_arguments)]
fn data(
    out: &mut String,
    dim: usize,
    rank: usize,
    offset: i64,
    sizes: &[i64],
    strides: &[i64],
    f: ElemFmt,
    get: &dyn Fn(i64) -> u64,
) {
    if dim == 0 {
        write_elem(out, get(offset), f);
        return;
    }
    let n = sizes[0];
    out.push('[');
    if n == 0 {
        // The runner utils print one element read past the end here; we print nothing.
        out.push(']');
        return;
    }
    data(out, dim - 1, rank, offset, &sizes[1..], &strides[1..], f, get);
    if n == 1 {
        out.push(']');
        return;
    }
    let sep = if dim > 1 { ", \n" } else { ", " };
    out.push_str(sep);
    for i in 1..n {
        for _ in 0..(rank - dim + 1) {
            out.push(' ');
        }
        data(out, dim - 1, rank, offset + i * strides[0], &sizes[1..], &strides[1..], f, get);
        if i + 1 < n {
            out.push_str(sep);
        }
    }
    out.push(']');
}

#[cfg(test)]
mod tests {
    use super::*;

    extern "C" {
        fn snprintf(buf: *mut std::ffi::c_char, n: usize, fmt: *const std::ffi::c_char, ...) -> std::ffi::c_int;
    }

    fn c_format(fmt: &std::ffi::CStr, x: f64) -> String {
        let mut buf = [0 as std::ffi::c_char; 128];
        // SAFETY: the buffer is large enough for any %g/%e/%f of a double with these
        // precisions, and the format takes exactly one double.
        let n = unsafe { snprintf(buf.as_mut_ptr(), buf.len(), fmt.as_ptr(), x) };
        let bytes: Vec<u8> = buf[..n as usize].iter().map(|&c| c as u8).collect();
        String::from_utf8(bytes).unwrap()
    }

    /// Our `%g`, `%e` and `%f` agree with the C library's on values that stress
    /// rounding: ties, style boundaries, subnormals, extremes.
    #[test]
    fn matches_libc_printf() {
        let mut values = vec![
            0.0,
            -0.0,
            1.0,
            -1.0,
            0.1,
            0.5,
            1.5,
            2.5,
            100.0,
            123456.0,
            1234565.0,
            1234575.0,
            999999.5,
            9999995.0,
            0.0001,
            0.00001,
            0.000123456789,
            1e-7,
            1e20,
            1e-300,
            5e-324,
            f64::MAX,
            f64::MIN_POSITIVE,
            123.456,
            456.789,
            0.25,
            3.0e38,
            1.0 / 3.0,
            2.0 / 3.0,
            99999.95,
            0.000099999,
            12345.65,
        ];
        let mut state = 0x9e3779b97f4a7c15u64;
        for _ in 0..20000 {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            let x = f64::from_bits(state);
            if x.is_finite() {
                values.push(x);
            }
            // Short decimals (ties are likely), and f32 values (printF32 prints them).
            let d = (state % 20_000_000) as f64 / [1.0, 10.0, 100.0, 1000.0][(state >> 40) as usize % 4];
            values.push(d);
            values.push(f32::from_bits(state as u32) as f64);
        }
        for &x in &values {
            if !x.is_finite() {
                continue;
            }
            assert_eq!(fmt_g(x), c_format(c"%g", x), "%g of {x:e}");
            assert_eq!(fmt_e(x, 6), c_format(c"%e", x), "%e of {x:e}");
            if x.abs() < 1e30 {
                assert_eq!(fmt_f(x, 6), c_format(c"%f", x), "%f of {x:e}");
            }
        }
        assert_eq!(fmt_g(f64::NAN), "nan");
        assert_eq!(fmt_g(-f64::NAN), "-nan");
        assert_eq!(fmt_g(f64::NEG_INFINITY), "-inf");
    }

    #[test]
    fn memref_layout_matches_the_runner_utils() {
        let vals = [0.0f64, 123.456, 0.0, 0.0, 4.48416e-44, 1e-07];
        let get = |i: i64| vals[i as usize].to_bits();
        let t = memref_text(0x10, 0, &[2, 3], &[3, 1], ElemFmt::Float(crate::program::FKind::F64), &get);
        assert_eq!(
            t,
            "Unranked Memref base@ = 0x10 rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data = \n\
             [[0,   123.456,   0], \n [0,   4.48416e-44,   1e-07]]\n"
        );
        let ints = [7u64, 0, 0, 0, 0, 0, 0, 0];
        let get = |i: i64| ints[i as usize];
        let t = memref_text(0x10, 0, &[2, 2, 2], &[4, 2, 1], ElemFmt::Signed(32), &get);
        assert_eq!(
            t,
            "Unranked Memref base@ = 0x10 rank = 3 offset = 0 sizes = [2, 2, 2] strides = [4, 2, 1] data = \n\
             [[[7,    0], \n  [0,    0]], \n [[0,    0], \n  [0,    0]]]\n"
        );
        let t = memref_text(0x10, 0, &[], &[], ElemFmt::Signed(64), &|_| 5);
        assert_eq!(t, "Unranked Memref base@ = 0x10 rank = 0 offset = 0 sizes = [] strides = [] data = \n[5]\n");
    }
}
