//! Types and attributes as MLIR spells them: stateless writers the op printer, the alias
//! table and diagnostics share. They need no printer state, only a `Style`: the
//! generation, and the attribute aliases of a print in progress, if any.

use std::fmt::Write as _;

use async_opt_ir::{Attr, AttrKind, Context, FloatKind, Signedness, Type, TypeKind, DYNAMIC};

use crate::float::format_float;
use async_opt_ir::Generation;

/// Where a print in progress keeps its attribute aliases (`#map0 = affine_map<...>`): the
/// writers record candidates while the table records, and spell an alias once it is done.
pub(crate) trait AttrAliases {
    fn is_recording(&self) -> bool;
    fn visit_attr(&self, prefix: &'static str, a: Attr);
    fn attr_name(&self, a: Attr) -> Option<std::cell::Ref<'_, str>>;
}

/// The alias prefix of an attribute, if it gets one.
pub(crate) fn attr_prefix(ctx: &Context, a: Attr) -> Option<&'static str> {
    match ctx.attr_kind(a) {
        AttrKind::Opaque(s) if s.starts_with("affine_map<") => Some("map"),
        AttrKind::Opaque(s) if s.starts_with("affine_set<") => Some("set"),
        _ => None,
    }
}

pub(crate) fn float_kind(ctx: &Context, t: Type) -> FloatKind {
    match ctx.type_kind(t) {
        TypeKind::Float(k) => *k,
        _ => FloatKind::F64,
    }
}

/// How the type and attribute writers spell things: the generation (LLVM 14 prints opaque
/// dialect types and attributes with identifier bodies in pretty form, `!foo.bar`) and the
/// aliases of the print in progress.
#[derive(Clone, Copy)]
pub(crate) struct Style<'x> {
    pub(crate) generation: Generation,
    pub(crate) aliases: Option<&'x dyn AttrAliases>,
    /// Dense elements attributes with more elements than this print as a placeholder.
    pub(crate) elide: Option<u64>,
}

impl<'x> Style<'x> {
    /// The style `opts` asks for, with the aliases of the print in progress.
    #[inline]
    pub(crate) fn new(opts: &crate::PrintOptions, aliases: Option<&'x dyn AttrAliases>) -> Self {
        Style { generation: opts.generation, aliases, elide: opts.elide_elements_if_larger }
    }
}

const PLAIN: Style<'static> = Style { generation: Generation::V22, aliases: None, elide: None };

/// A type as MLIR spells it.
pub fn type_to_string(ctx: &Context, t: Type) -> String {
    let mut s = String::new();
    write_type(ctx, t, &mut s);
    s
}

/// An attribute as MLIR spells it.
pub fn attr_to_string(ctx: &Context, a: Attr) -> String {
    let mut s = String::new();
    write_attr(ctx, a, &mut s);
    s
}

fn write_shape(out: &mut String, shape: &[i64], scalable: Option<&[bool]>) {
    for (i, &d) in shape.iter().enumerate() {
        let sc = scalable.is_some_and(|s| s.get(i) == Some(&true));
        if sc {
            out.push('[');
        }
        if d == DYNAMIC {
            out.push('?');
        } else {
            let _ = write!(out, "{d}");
        }
        if sc {
            out.push(']');
        }
        out.push('x');
    }
}

/// Appends the spelling of `t`.
pub fn write_type(ctx: &Context, t: Type, out: &mut String) {
    write_type_in(ctx, t, out, &PLAIN);
}

pub(crate) fn write_type_in(ctx: &Context, t: Type, out: &mut String, st: &Style<'_>) {
    match ctx.type_kind(t) {
        TypeKind::Integer { width, signedness } => {
            out.push_str(match signedness {
                Signedness::Signless => "i",
                Signedness::Signed => "si",
                Signedness::Unsigned => "ui",
            });
            push_u32(out, *width);
        }
        TypeKind::Index => out.push_str("index"),
        TypeKind::Float(k) => out.push_str(k.keyword()),
        TypeKind::None => out.push_str("none"),
        TypeKind::Function { inputs, results } => {
            out.push('(');
            for (i, &x) in inputs.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                write_type_in(ctx, x, out, st);
            }
            out.push_str(") -> ");
            if results.len() == 1 && !matches!(ctx.type_kind(results[0]), TypeKind::Function { .. }) {
                write_type_in(ctx, results[0], out, st);
            } else {
                out.push('(');
                for (i, &x) in results.iter().enumerate() {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    write_type_in(ctx, x, out, st);
                }
                out.push(')');
            }
        }
        TypeKind::MemRef { shape, element, layout, memory_space } => {
            out.push_str("memref<");
            write_shape(out, shape, None);
            write_type_in(ctx, *element, out, st);
            if let Some(l) = layout {
                out.push_str(", ");
                write_attr_in(ctx, *l, out, st);
            }
            if let Some(m) = memory_space {
                out.push_str(", ");
                write_attr_eliding_type(ctx, *m, out, st);
            }
            out.push('>');
        }
        TypeKind::UnrankedMemRef { element, memory_space } => {
            out.push_str("memref<*x");
            write_type_in(ctx, *element, out, st);
            if let Some(m) = memory_space {
                out.push_str(", ");
                write_attr_eliding_type(ctx, *m, out, st);
            }
            out.push('>');
        }
        TypeKind::Tensor { shape, element, encoding } => {
            out.push_str("tensor<");
            write_shape(out, shape, None);
            write_type_in(ctx, *element, out, st);
            if let Some(e) = encoding {
                out.push_str(", ");
                write_attr_in(ctx, *e, out, st);
            }
            out.push('>');
        }
        TypeKind::UnrankedTensor { element } => {
            out.push_str("tensor<*x");
            write_type_in(ctx, *element, out, st);
            out.push('>');
        }
        TypeKind::Vector { shape, scalable, element } => {
            out.push_str("vector<");
            write_shape(out, shape, Some(scalable));
            write_type_in(ctx, *element, out, st);
            out.push('>');
        }
        TypeKind::Tuple(elems) => {
            out.push_str("tuple<");
            for (i, &x) in elems.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                write_type_in(ctx, x, out, st);
            }
            out.push('>');
        }
        TypeKind::Complex(e) => {
            out.push_str("complex<");
            write_type_in(ctx, *e, out, st);
            out.push('>');
        }
        TypeKind::Dialect { dialect, name, params } => {
            out.push('!');
            out.push_str(ctx.str(*dialect));
            out.push('.');
            out.push_str(ctx.str(*name));
            write_type_params(ctx, params, out, st);
        }
        TypeKind::Opaque { dialect, body } => {
            out.push('!');
            write_dialect_symbol(ctx.str(*dialect), body, out, st);
        }
    }
}

/// `<T, U>` for dialect type parameters (nothing when there are none).
pub(crate) fn write_type_params(ctx: &Context, params: &[Type], out: &mut String, st: &Style<'_>) {
    if params.is_empty() {
        return;
    }
    out.push('<');
    for (i, &p) in params.iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        write_type_in(ctx, p, out, st);
    }
    out.push('>');
}

/// Appends the spelling of `a`.
pub fn write_attr(ctx: &Context, a: Attr, out: &mut String) {
    write_attr_in(ctx, a, out, &PLAIN);
}

pub(crate) fn write_attr_in(ctx: &Context, a: Attr, out: &mut String, st: &Style<'_>) {
    match ctx.attr_kind(a) {
        AttrKind::Unit => out.push_str("unit"),
        AttrKind::Bool(b) => out.push_str(if *b { "true" } else { "false" }),
        AttrKind::Integer { value, ty } => {
            // MLIR elides `: i64` only for elements of array attributes (see `Array` below).
            let _ = write!(out, "{value} : ");
            write_type_in(ctx, *ty, out, st);
        }
        AttrKind::Float { bits, ty } => {
            // MLIR elides `: f64` only where type elision is allowed (array elements).
            let k = float_kind(ctx, *ty);
            out.push_str(&format_float(f64::from_bits(*bits), k));
            out.push_str(" : ");
            write_type_in(ctx, *ty, out, st);
        }
        AttrKind::String(s) => write_string(out, s),
        AttrKind::Bytes(b) => {
            out.push('"');
            push_escaped_bytes(out, b);
            out.push('"');
        }
        AttrKind::Type(t) => write_type_in(ctx, *t, out, st),
        AttrKind::Array(items) => {
            out.push('[');
            for (i, &x) in items.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                write_attr_eliding_type(ctx, x, out, st);
            }
            out.push(']');
        }
        AttrKind::DenseArray { element, values } => {
            out.push_str("array<");
            write_type_in(ctx, *element, out, st);
            let is_float = ctx.is_float(*element);
            let is_bool = ctx.is_integer(*element, 1);
            // Unsigned elements are kept as their bits (`ui64: 18446744073709551615` is -1).
            let unsigned =
                matches!(ctx.type_kind(*element), TypeKind::Integer { signedness: Signedness::Unsigned, .. });
            for (i, &v) in values.iter().enumerate() {
                out.push_str(if i == 0 { ": " } else { ", " });
                if is_float {
                    out.push_str(&format_float(f64::from_bits(v as u64), float_kind(ctx, *element)));
                } else if is_bool {
                    out.push_str(if v != 0 { "true" } else { "false" });
                } else if unsigned {
                    let _ = write!(out, "{}", v as u64);
                } else {
                    let _ = write!(out, "{v}");
                }
            }
            out.push('>');
        }
        AttrKind::Dictionary(entries) => {
            out.push('{');
            for (i, (n, v)) in entries.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                print_attr_name(out, ctx.str(*n));
                if !matches!(ctx.attr_kind(*v), AttrKind::Unit) {
                    out.push_str(" = ");
                    write_attr_in(ctx, *v, out, st);
                }
            }
            out.push('}');
        }
        AttrKind::SymbolRef { root, nested } => {
            write_symbol(out, ctx.str(*root));
            for n in nested.iter() {
                out.push_str("::");
                write_symbol(out, ctx.str(*n));
            }
        }
        AttrKind::DenseElements { ty, elements } => {
            let splat = elements.len() == 1 || (!elements.is_empty() && elements.iter().all(|e| *e == elements[0]));
            if !splat && st.elide.is_some_and(|limit| elements.len() as u64 > limit) {
                // Each generation's placeholder for an elided constant.
                out.push_str(match st.generation {
                    Generation::V22 => "dense_resource<__elided__> : ",
                    Generation::V14 | Generation::Seed => "opaque<\"elided_large_const\", \"0xDEADBEEF\"> : ",
                });
                write_type_in(ctx, *ty, out, st);
                return;
            }
            out.push_str("dense<");
            let shape: Vec<i64> = match ctx.type_kind(*ty) {
                TypeKind::Tensor { shape, .. } | TypeKind::Vector { shape, .. } => shape.to_vec(),
                _ => Vec::new(),
            };
            if elements.is_empty() || shape.contains(&0) {
                // No elements: `dense<>`.
            } else if splat {
                write_dense_element(ctx, elements[0], out, st);
            } else if elements.len() > 100 && write_dense_hex(ctx, elements, out) {
                // Large literals print as hex, as mlir-opt does past 100 elements.
            } else {
                write_dense_nested(ctx, &shape, elements, out, st);
            }
            out.push_str("> : ");
            write_type_in(ctx, *ty, out, st);
        }
        AttrKind::Opaque(s) => {
            if let Some(al) = st.aliases {
                if let Some(prefix) = attr_prefix(ctx, a) {
                    if al.is_recording() {
                        al.visit_attr(prefix, a);
                    } else if let Some(name) = al.attr_name(a) {
                        out.push('#');
                        out.push_str(&name);
                        return;
                    }
                }
            }
            match s.strip_prefix('#') {
                Some(rest) => {
                    out.push('#');
                    write_dialect_symbol_text(rest, out, st);
                }
                _ => out.push_str(s),
            }
        }
    }
}

/// An attribute where MLIR may elide its type (`AttrTypeElision::May`): array elements and
/// memory spaces drop `: i64` and `: f64`.
fn write_attr_eliding_type(ctx: &Context, a: Attr, out: &mut String, st: &Style<'_>) {
    match ctx.attr_kind(a) {
        AttrKind::Integer { value, ty }
            if matches!(ctx.type_kind(*ty), TypeKind::Integer { width: 64, signedness: Signedness::Signless }) =>
        {
            let _ = write!(out, "{value}");
        }
        AttrKind::Float { bits, ty } if matches!(ctx.type_kind(*ty), TypeKind::Float(FloatKind::F64)) => {
            let v = f64::from_bits(*bits);
            let text = format_float(v, FloatKind::F64);
            out.push_str(&text);
            // A hex spelling needs its type to read back.
            if text.starts_with("0x") {
                out.push_str(" : f64");
            }
        }
        _ => write_attr_in(ctx, a, out, st),
    }
}

/// `dialect.body` or `dialect<body>` (body kept with its `<...>` when it has one).
fn write_dialect_symbol(dialect: &str, body: &str, out: &mut String, st: &Style<'_>) {
    out.push_str(dialect);
    match body.strip_prefix('<') {
        Some(inner) => write_opaque_body(inner.strip_suffix('>').unwrap_or(inner), body, out, st),
        None => {
            out.push('.');
            out.push_str(body);
        }
    }
}

/// Like [`write_dialect_symbol`] for an attribute kept as text after its `#`.
fn write_dialect_symbol_text(text: &str, out: &mut String, st: &Style<'_>) {
    match text.find(['<', '.']) {
        Some(i) if text.as_bytes()[i] == b'<' && text.ends_with('>') => {
            out.push_str(&text[..i]);
            write_opaque_body(&text[i + 1..text.len() - 1], &text[i..], out, st);
        }
        _ => out.push_str(text),
    }
}

/// LLVM 14 prints `dialect<"ident">` as `dialect.ident` when the string is an identifier.
fn write_opaque_body(inner: &str, whole: &str, out: &mut String, st: &Style<'_>) {
    if st.generation != Generation::V22 {
        if let Some(s) = inner.strip_prefix('"').and_then(|r| r.strip_suffix('"')) {
            if is_pretty_dialect_body(s) {
                out.push('.');
                out.push_str(s);
                return;
            }
        }
    }
    out.push_str(whole);
}

/// Whether LLVM 14's `isDialectSymbolSimpleEnoughForPrettyForm` holds: an identifier.
fn is_pretty_dialect_body(s: &str) -> bool {
    let mut chars = s.chars();
    matches!(chars.next(), Some(c) if c.is_ascii_alphabetic())
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '.')
}

/// `"0x..."`: the elements' little-endian bytes; false (nothing written) for element
/// kinds that have no byte form here.
fn write_dense_hex(ctx: &Context, elements: &[Attr], out: &mut String) -> bool {
    let mut bytes: Vec<u8> = Vec::with_capacity(elements.len() * 4);
    for &e in elements {
        let (raw, width) = match ctx.attr_kind(e) {
            AttrKind::Integer { value, ty } => match ctx.type_kind(*ty) {
                TypeKind::Integer { width, .. } if *width > 1 && *width <= 64 => (*value as u64, *width),
                TypeKind::Index => (*value as u64, 64),
                _ => return false,
            },
            AttrKind::Float { bits, ty } => match float_kind(ctx, *ty) {
                FloatKind::F64 => (*bits, 64),
                FloatKind::F32 => ((f64::from_bits(*bits) as f32).to_bits() as u64, 32),
                _ => return false,
            },
            _ => return false,
        };
        for i in 0..width.div_ceil(8) {
            bytes.push((raw >> (8 * i)) as u8);
        }
    }
    out.push_str("\"0x");
    for b in bytes {
        let _ = write!(out, "{b:02X}");
    }
    out.push('"');
    true
}

fn write_dense_element(ctx: &Context, a: Attr, out: &mut String, st: &Style<'_>) {
    match ctx.attr_kind(a) {
        AttrKind::Integer { value, .. } => {
            let _ = write!(out, "{value}");
        }
        AttrKind::Float { bits, ty } => out.push_str(&format_float(f64::from_bits(*bits), float_kind(ctx, *ty))),
        AttrKind::Bool(b) => out.push_str(if *b { "true" } else { "false" }),
        _ => write_attr_in(ctx, a, out, st),
    }
}

fn write_dense_nested(ctx: &Context, shape: &[i64], elems: &[Attr], out: &mut String, st: &Style<'_>) {
    if shape.is_empty() {
        if let Some(&e) = elems.first() {
            write_dense_element(ctx, e, out, st);
        }
        return;
    }
    let inner: usize = shape[1..].iter().product::<i64>().max(0) as usize;
    out.push('[');
    for i in 0..shape[0].max(0) as usize {
        if i > 0 {
            out.push_str(", ");
        }
        let start = i * inner;
        let end = (start + inner).min(elems.len());
        if start <= end {
            write_dense_nested(ctx, &shape[1..], &elems[start..end], out, st);
        }
    }
    out.push(']');
}

/// Whether `s` can be written without quotes as an identifier.
pub(crate) fn is_bare_identifier(s: &str) -> bool {
    let mut chars = s.chars();
    match chars.next() {
        Some(c) if c.is_ascii_alphabetic() || c == '_' => {}
        _ => return false,
    }
    chars.all(|c| c.is_ascii_alphanumeric() || "_$.".contains(c))
}

pub(crate) fn print_attr_name(out: &mut String, name: &str) {
    if is_bare_identifier(name) {
        out.push_str(name);
    } else {
        write_string(out, name);
    }
}

pub(crate) fn write_symbol(out: &mut String, name: &str) {
    out.push('@');
    if is_bare_identifier(name) {
        out.push_str(name);
    } else {
        write_string(out, name);
    }
}

/// The body of a string literal: printable ASCII kept, `\\` doubled, the rest as `\XX`.
pub fn escape_string_body(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    push_escaped(&mut out, s);
    out
}

/// A quoted, escaped string literal.
pub fn escape_string(s: &str) -> String {
    format!("\"{}\"", escape_string_body(s))
}

pub(crate) fn write_string(out: &mut String, s: &str) {
    out.push('"');
    push_escaped(out, s);
    out.push('"');
}

/// Appends [`escape_string_body`] of `s` to `out`.
pub(crate) fn push_escaped(out: &mut String, s: &str) {
    let bytes = s.as_bytes();
    if bytes.iter().all(|&b| (0x20..0x7f).contains(&b) && b != b'"' && b != b'\\') {
        out.push_str(s);
        return;
    }
    push_escaped_bytes(out, bytes);
}

/// MLIR's `printEscapedString`: printable ASCII as it is, `\\` doubled, the rest `\XX`.
fn push_escaped_bytes(out: &mut String, bytes: &[u8]) {
    for &b in bytes {
        if b == b'\\' {
            out.push_str("\\\\");
        } else if (0x20..0x7f).contains(&b) && b != b'"' {
            out.push(b as char);
        } else {
            let _ = write!(out, "\\{b:02X}");
        }
    }
}

/// Appends the decimal digits of `n` (no formatting machinery on the hot path).
///
/// Inline for the one- and two-digit numbers most SSA and block names have.
#[inline]
pub(crate) fn push_u32(out: &mut String, n: u32) {
    if n < 10 {
        out.push((b'0' + n as u8) as char);
    } else if n < 100 {
        out.push((b'0' + (n / 10) as u8) as char);
        out.push((b'0' + (n % 10) as u8) as char);
    } else {
        push_u32_long(out, n);
    }
}

#[inline(never)]
fn push_u32_long(out: &mut String, n: u32) {
    let mut buf = [0u8; 10];
    for &d in write_u32(&mut buf, n) {
        out.push(d as char);
    }
}

/// The decimal digits of `n`, in `buf`.
pub(crate) fn write_u32(buf: &mut [u8; 10], mut n: u32) -> &[u8] {
    let mut i = buf.len();
    loop {
        i -= 1;
        buf[i] = b'0' + (n % 10) as u8;
        n /= 10;
        if n == 0 {
            return &buf[i..];
        }
    }
}
