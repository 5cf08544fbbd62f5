//! `memref.subview`: a strided view of a memref, given by offsets, sizes and strides that
//! are static (in `static_offsets`, ... as `array<i64: ...>`, dynamic entries marked by
//! `i64::MIN`) or SSA values.
//!
//! ```mlir
//! %v = memref.subview %m[%i, 4] [%n, 4] [1, 1]
//!     : memref<8x16xf32> to memref<?x4xf32, strided<[16, 1], offset: ?>>          // LLVM 22
//!     : memref<8x16xf32> to memref<?x4xf32, affine_map<(d0, d1)[s0] -> (d0 * 16 + s0 + d1)>>  // LLVM 14
//! ```
//!
//! The verifier infers the view's strides and offset from the source's layout (none,
//! `strided<...>`, or a linear `affine_map`) and checks the result type against them, as
//! both generations do; LLVM 14 accepts a result without a layout whatever the strides,
//! and words its messages without the type it got. LLVM 14's generic form keeps the static
//! lists as `[...]`, dynamic sizes as `-1`.

use async_opt_ir::{
    Attr, AttrKind, Context, Diagnostic, Generation, Op, OperationState, Type, TypeKind, Verifier, DYNAMIC,
};
use async_opt_text::{type_to_string, PResult, Parser, Printer, Tok};

/// A strided layout: strides per dimension and the offset, `DYNAMIC` where unknown.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Strided {
    /// The stride of each dimension.
    pub strides: Vec<i64>,
    /// The offset of the first element.
    pub offset: i64,
}

/// The row-major strides of a static shape (an identity layout).
fn row_major(shape: &[i64]) -> Vec<i64> {
    let mut strides = vec![1i64; shape.len()];
    for i in (0..shape.len().saturating_sub(1)).rev() {
        strides[i] = if shape[i + 1] == DYNAMIC || strides[i + 1] == DYNAMIC {
            DYNAMIC
        } else {
            strides[i + 1].saturating_mul(shape[i + 1])
        };
    }
    strides
}

/// The strides and offset of a memref type, when its layout says them.
pub fn strides_and_offset(ctx: &Context, t: Type) -> Option<Strided> {
    let TypeKind::MemRef { shape, layout, .. } = ctx.type_kind(t) else { return None };
    let Some(l) = layout else { return Some(Strided { strides: row_major(shape), offset: 0 }) };
    let text = match ctx.attr_kind(*l) {
        AttrKind::Opaque(s) => s.to_string(),
        _ => async_opt_text::attr_to_string(ctx, *l),
    };
    parse_strided(&text).or_else(|| parse_linear_map(&text, shape.len()))
}

/// Whether a layout attribute is a `strided<...>` one (not an affine map).
pub fn is_strided_layout(ctx: &Context, layout: Attr) -> bool {
    match ctx.attr_kind(layout) {
        AttrKind::Opaque(s) => s.starts_with("strided<"),
        _ => async_opt_text::attr_to_string(ctx, layout).starts_with("strided<"),
    }
}

/// `strided<[16, 1], offset: ?>`.
fn parse_strided(text: &str) -> Option<Strided> {
    let body = text.strip_prefix("strided<")?.strip_suffix('>')?;
    let (list, rest) = body.strip_prefix('[')?.split_once(']')?;
    let num = |s: &str| -> Option<i64> {
        match s.trim() {
            "?" => Some(DYNAMIC),
            n => n.parse().ok(),
        }
    };
    let strides = if list.trim().is_empty() { Vec::new() } else { list.split(',').map(num).collect::<Option<_>>()? };
    let offset = match rest.trim().strip_prefix(',') {
        Some(o) => num(o.trim().strip_prefix("offset:")?)?,
        None if rest.trim().is_empty() => 0,
        None => return None,
    };
    Some(Strided { strides, offset })
}

/// `affine_map<(d0, d1)[s0] -> (d0 * 16 + s0 + d1)>`: a sum of `dK * c`, `dK * sN`,
/// `dK`, one symbol or constant (the offset).
fn parse_linear_map(text: &str, rank: usize) -> Option<Strided> {
    let body = text.strip_prefix("affine_map<")?.strip_suffix('>')?;
    let (_, expr) = body.split_once("->")?;
    let expr = expr.trim().strip_prefix('(')?.strip_suffix(')')?;
    let mut strides = vec![0i64; rank];
    let mut offset = 0i64;
    for term in expr.split(" + ") {
        let term = term.trim();
        let (lhs, rhs) = match term.split_once(" * ") {
            Some((l, r)) => (l.trim(), Some(r.trim())),
            None => (term, None),
        };
        if let Some(d) = lhs.strip_prefix('d') {
            let k: usize = d.parse().ok()?;
            let v = match rhs {
                None => 1,
                Some(r) if r.starts_with('s') => DYNAMIC,
                Some(r) => r.parse().ok()?,
            };
            *strides.get_mut(k)? = v;
        } else if lhs.starts_with('s') && rhs.is_none() {
            offset = DYNAMIC;
        } else if rhs.is_none() {
            offset = lhs.parse().ok()?;
        } else {
            return None;
        }
    }
    Some(Strided { strides, offset })
}

/// The layout text a generation writes for `s` (LLVM 22: `strided<...>`; LLVM 14: its
/// linear affine map, or none when it is the identity of `shape`).
pub fn layout_text(s: &Strided, shape: &[i64], g: Generation) -> Option<String> {
    let num = |v: i64| if v == DYNAMIC { "?".to_owned() } else { v.to_string() };
    if g == Generation::V22 {
        let list: Vec<String> = s.strides.iter().map(|&v| num(v)).collect();
        return Some(if s.offset == 0 {
            format!("strided<[{}]>", list.join(", "))
        } else {
            format!("strided<[{}], offset: {}>", list.join(", "), num(s.offset))
        });
    }
    if s.offset == 0 && s.strides == row_major(shape) && !shape.contains(&DYNAMIC) {
        return None;
    }
    let dims: Vec<String> = (0..s.strides.len()).map(|i| format!("d{i}")).collect();
    let mut nsym = 0;
    let offset_sym = (s.offset == DYNAMIC).then(|| {
        nsym += 1;
        "s0".to_owned()
    });
    let mut terms: Vec<String> = Vec::new();
    for (i, &st) in s.strides.iter().enumerate() {
        let t = match st {
            0 => continue,
            1 => format!("d{i}"),
            DYNAMIC => {
                nsym += 1;
                format!("d{i} * s{}", nsym - 1)
            }
            c => format!("d{i} * {c}"),
        };
        terms.push(t);
        // A symbolic offset sorts after the first dimension term.
        if terms.len() == 1 {
            if let Some(o) = &offset_sym {
                terms.push(o.clone());
            }
        }
    }
    if terms.is_empty() {
        if let Some(o) = &offset_sym {
            terms.push(o.clone());
        }
    }
    if s.offset != 0 && s.offset != DYNAMIC {
        terms.push(s.offset.to_string());
    }
    if terms.is_empty() {
        terms.push("0".to_owned());
    }
    let syms: Vec<String> = (0..nsym).map(|i| format!("s{i}")).collect();
    let sym_list = if syms.is_empty() { String::new() } else { format!("[{}]", syms.join(", ")) };
    Some(format!("affine_map<({}){} -> ({})>", dims.join(", "), sym_list, terms.join(" + ")))
}

/// The static entries of a list attribute (`array<i64: ...>` or LLVM 14's `[...]`).
fn static_list(ctx: &Context, op: Op, name: &str) -> Vec<i64> {
    ctx.attr(op, name).and_then(|a| ctx.attr_i64_array(a)).unwrap_or_default()
}

/// Parses `[%a, 4, %b]`: static entries and the SSA values of the dynamic ones.
fn parse_dynamic_list<'s>(p: &mut Parser<'s, '_>) -> PResult<(Vec<i64>, Vec<async_opt_text::UnresolvedOperand<'s>>)> {
    p.expect(Tok::LSquare, "'['")?;
    let (mut statics, mut dynamics) = (Vec::new(), Vec::new());
    if !p.consume_if(Tok::RSquare) {
        loop {
            if p.peek() == Tok::PercentIdent {
                dynamics.push(p.parse_operand()?);
                statics.push(DYNAMIC);
            } else {
                let v = p.parse_integer()?;
                statics.push(i64::try_from(v).map_err(|_| p.error("integer constant out of range"))?);
            }
            if !p.consume_if(Tok::Comma) {
                break;
            }
        }
        p.expect(Tok::RSquare, "']'")?;
    }
    Ok((statics, dynamics))
}

pub(crate) fn parse_subview(p: &mut Parser<'_, '_>, b: &mut OperationState) -> PResult<()> {
    let src = p.parse_operand()?;
    let (so, dofs) = parse_dynamic_list(p)?;
    let (ss, dsz) = parse_dynamic_list(p)?;
    let (st, dstr) = parse_dynamic_list(p)?;
    p.parse_optional_attr_dict(&mut b.attrs)?;
    let src_ty = p.parse_colon_type()?;
    p.parse_keyword("to")?;
    let res_ty = p.parse_type()?;
    let index = p.ctx.index_type();
    let src = p.resolve_operand(src, src_ty)?;
    b.operands.push(src);
    for list in [&dofs, &dsz, &dstr] {
        let vals = p.resolve_operands_same(list, index)?;
        b.operands.extend(vals);
    }
    let i64t = p.ctx.integer_type(64);
    for (name, vals) in [("static_offsets", &so), ("static_sizes", &ss), ("static_strides", &st)] {
        let a = p.ctx.intern_dense_array(i64t, vals);
        b.attr(p.ctx, name, a);
    }
    let seg = crate::cf::segment_sizes(p.ctx, &[1, dofs.len() as i64, dsz.len() as i64, dstr.len() as i64]);
    b.attr(p.ctx, async_opt_ir::SEGMENT_SIZES, seg);
    b.result_types.push(res_ty);
    Ok(())
}

/// Prints `[%a, 4, %b]` from the static list and the dynamic operands in `range`.
fn print_dynamic_list(p: &mut Printer<'_>, op: Op, statics: &[i64], range: std::ops::Range<usize>) {
    let ctx = p.ctx;
    let mut dynamic = range;
    p.w("[");
    for (i, &s) in statics.iter().enumerate() {
        if i > 0 {
            p.w(", ");
        }
        if s == DYNAMIC {
            match dynamic.next() {
                Some(k) => p.print_operand(ctx.operand(op, k)),
                None => p.w("<<missing>>"),
            }
        } else {
            p.w(&s.to_string());
        }
    }
    p.w("]");
}

pub(crate) fn print_subview(p: &mut Printer<'_>, op: Op) {
    let ctx = p.ctx;
    let Some(groups) = ctx.operand_groups(op, &crate::memref::SubViewOp::DEF) else { return };
    p.w(" ");
    p.print_operand(ctx.operand(op, 0));
    print_dynamic_list(p, op, &static_list(ctx, op, "static_offsets"), groups.range(1));
    p.w(" ");
    print_dynamic_list(p, op, &static_list(ctx, op, "static_sizes"), groups.range(2));
    p.w(" ");
    print_dynamic_list(p, op, &static_list(ctx, op, "static_strides"), groups.range(3));
    p.print_optional_attr_dict(op, &["static_offsets", "static_sizes", "static_strides", async_opt_ir::SEGMENT_SIZES]);
    p.w(" : ");
    p.print_type(ctx.value_type(ctx.operand(op, 0)));
    p.w(" to ");
    p.print_type(ctx.value_type(ctx.result(op, 0)));
}

/// LLVM 14's generic form keeps the lists as `[...]`, and dynamic sizes as `-1`.
pub(crate) fn normalize_subview(ctx: &mut Context, op: Op) {
    for name in ["static_offsets", "static_sizes", "static_strides"] {
        let Some(a) = ctx.attr(op, name) else { continue };
        if !matches!(ctx.attr_kind(a), AttrKind::Array(_)) {
            continue;
        }
        let Some(mut vals) = ctx
            .attr_array(a)
            .map(|items| items.iter().filter_map(|&i| ctx.attr_int(i)).map(|v| v as i64).collect::<Vec<i64>>())
        else {
            continue;
        };
        if name == "static_sizes" {
            for v in vals.iter_mut().filter(|v| **v == -1) {
                *v = DYNAMIC;
            }
        }
        let i64t = ctx.integer_type(64);
        let arr = ctx.intern_dense_array(i64t, &vals);
        let key = ctx.ident(name);
        ctx.set_attr(op, key, arr);
    }
}

pub(crate) fn attr_text_14(ctx: &Context, name: &str, a: Attr) -> Option<String> {
    if !matches!(name, "static_offsets" | "static_sizes" | "static_strides") {
        return None;
    }
    let vals = ctx.attr_i64_array(a)?;
    let items: Vec<String> = vals
        .iter()
        .map(|&v| if name == "static_sizes" && v == DYNAMIC { "-1".to_owned() } else { v.to_string() })
        .collect();
    Some(format!("[{}]", items.join(", ")))
}

/// The view's type as MLIR infers it, before rank reduction: the static sizes, and the
/// source's strides and offset moved by the offsets and multiplied by the strides.
fn infer(src: &Strided, offsets: &[i64], strides: &[i64]) -> Strided {
    let mul = |a: i64, b: i64| if a == DYNAMIC || b == DYNAMIC { DYNAMIC } else { a.saturating_mul(b) };
    let mut offset = src.offset;
    for (&o, &s) in offsets.iter().zip(&src.strides) {
        if offset == DYNAMIC || o == DYNAMIC || s == DYNAMIC {
            offset = DYNAMIC;
        } else {
            offset = offset.saturating_add(o.saturating_mul(s));
        }
    }
    Strided { strides: src.strides.iter().zip(strides).map(|(&a, &b)| mul(a, b)).collect(), offset }
}

/// The type MLIR infers for a view of `src` with these static offsets, sizes and strides
/// (`SubViewOp::inferResultType`, no rank reduction), its layout as generation `g` writes
/// it: LLVM 22 always a `strided<...>`, LLVM 14 a linear map or none for the identity.
pub fn infer_result_type(
    ctx: &mut Context,
    src: Type,
    offsets: &[i64],
    sizes: &[i64],
    strides: &[i64],
    g: Generation,
) -> Option<Type> {
    let TypeKind::MemRef { element, memory_space, .. } = ctx.type_kind(src).clone() else { return None };
    let layout = layout_text(&infer(&strides_and_offset(ctx, src)?, offsets, strides), sizes, g)
        .map(|text| ctx.intern_attr(AttrKind::Opaque(text.into())));
    Some(ctx.intern_type(TypeKind::MemRef { shape: sizes.into(), element, layout, memory_space }))
}

pub(crate) fn verify_subview(v: &mut Verifier<'_>, op: Op) -> Result<(), Diagnostic> {
    let ctx = v.ctx;
    let g = v.generation();
    let v22 = g == Generation::V22;
    let src_ty = ctx.value_type(ctx.operand(op, 0));
    let res_ty = ctx.value_type(ctx.result(op, 0));
    let (
        TypeKind::MemRef { shape: src_shape, element, memory_space, .. },
        TypeKind::MemRef { shape: res_shape, element: res_elem, memory_space: res_space, layout: res_layout },
    ) = (ctx.type_kind(src_ty), ctx.type_kind(res_ty))
    else {
        return Ok(());
    };
    let rank = src_shape.len();
    let groups = ctx.operand_groups(op, &crate::memref::SubViewOp::DEF);
    for (k, (name, what)) in
        [("static_offsets", "offset"), ("static_sizes", "size"), ("static_strides", "stride")].iter().enumerate()
    {
        let list = static_list(ctx, op, name);
        if list.len() != rank {
            let msg = if v22 {
                format!("expected {rank} {what} values, got {}", list.len())
            } else {
                format!("expected {rank} {what} values")
            };
            return Err(Diagnostic::error(ctx.loc(op), msg));
        }
        let dynamic = list.iter().filter(|&&x| x == DYNAMIC).count();
        if let Some(got) = groups.map(|g| g.range(k + 1).len()).filter(|&n| n != dynamic) {
            bail!(ctx, op, "expected {dynamic} dynamic {what} values, got {got}");
        }
    }
    let Some(src) = strides_and_offset(ctx, src_ty) else {
        return Err(Diagnostic::error(ctx.loc(op), "expected base type to be a strided memref"));
    };
    let (offsets, sizes, strides) = (
        static_list(ctx, op, "static_offsets"),
        static_list(ctx, op, "static_sizes"),
        static_list(ctx, op, "static_strides"),
    );
    let expected = infer(&src, &offsets, &strides);
    let mut ctx_expected = String::from("memref<");
    for &d in &sizes {
        ctx_expected.push_str(&if d == DYNAMIC { "?".to_owned() } else { d.to_string() });
        ctx_expected.push('x');
    }
    ctx_expected.push_str(&type_to_string(ctx, *element));
    if let Some(l) = layout_text(&expected, &sizes, g) {
        ctx_expected.push_str(", ");
        ctx_expected.push_str(&l);
    }
    if let Some(ms) = memory_space {
        ctx_expected.push_str(", ");
        ctx_expected.push_str(&async_opt_text::attr_to_string(ctx, *ms));
    }
    ctx_expected.push('>');
    let got = type_to_string(ctx, res_ty);
    let mismatch = |why: &str| {
        let msg = if v22 {
            format!("expected result type to be '{ctx_expected}' or a rank-reduced version. ({why}), but got '{got}'")
        } else {
            format!("expected result type to be '{ctx_expected}' or a rank-reduced version. ({why}) ")
        };
        Diagnostic::error(ctx.loc(op), msg)
    };
    if res_elem != element {
        let msg = if v22 {
            format!("expected result element type to be '{}', but got '{got}'", type_to_string(ctx, *element))
        } else {
            format!("expected result element type to be '{}'", type_to_string(ctx, *element))
        };
        return Err(Diagnostic::error(ctx.loc(op), msg));
    }
    // Which dimensions the result keeps (it may drop unit ones).
    let mut kept = Vec::new();
    let mut r = 0;
    for (i, &sz) in sizes.iter().enumerate() {
        if r < res_shape.len() && res_shape[r] == sz {
            kept.push(i);
            r += 1;
        } else if sz != 1 {
            return Err(mismatch("mismatch of result sizes"));
        }
    }
    if r != res_shape.len() {
        return Err(mismatch(if res_shape.len() > sizes.len() {
            "mismatch of result rank"
        } else {
            "mismatch of result sizes"
        }));
    }
    if res_space != memory_space {
        return Err(mismatch("mismatch of result memory space"));
    }
    // LLVM 14 takes a result without a layout as it is.
    if !v22 && res_layout.is_none() {
        return Ok(());
    }
    let Some(res) = strides_and_offset(ctx, res_ty) else { return Ok(()) };
    let strides_ok = kept.iter().zip(&res.strides).all(|(&i, &s)| expected.strides[i] == s);
    if res.offset != expected.offset || !strides_ok {
        return Err(mismatch("mismatch of result layout"));
    }
    Ok(())
}
