//! The cf dialect: unstructured control flow.
//!
//! ```mlir
//! cf.br ^bb1(%x : i32)                        // LLVM 14 and before: `br`
//! cf.cond_br %c, ^bb1(%x : i32), ^bb2         // `cond_br`
//! cf.assert %ok, "message"                    // `assert`
//! ```
//!
//! `cond_br` splits its operands with `operandSegmentSizes = [1, n_true, n_false]`.

use std::ops::Range;

use crate::names::Known;
use async_opt_ir::{AttrKind, Block, Builder, Context, Diagnostic, Op, Traits, Value, Verifier};
use async_opt_text::{type_to_string, OpBuild, OpSyntax, PResult, Parser, Printer, Tok};

use crate::{op_error, Registrar};

pub const BR: &str = "cf.br";
pub const COND_BR: &str = "cf.cond_br";
pub const ASSERT: &str = "cf.assert";

pub(crate) fn register(r: &mut Registrar<'_>) {
    r.dialect("cf");
    r.op(
        OpSyntax {
            keyword: ["br", "br", "cf.br"],
            generic: ["std.br", "std.br", "cf.br"],
            parse: Some(parse_br),
            print: Some(print_br),
            ..OpSyntax::uniform(BR)
        },
        Traits::TERMINATOR,
        None,
        Some(br_operands),
    );
    r.op(
        OpSyntax {
            keyword: ["cond_br", "cond_br", "cf.cond_br"],
            generic: ["std.cond_br", "std.cond_br", "cf.cond_br"],
            parse: Some(parse_cond_br),
            print: Some(print_cond_br),
            inherent_attrs: &["operandSegmentSizes"],
            ..OpSyntax::uniform(COND_BR)
        },
        Traits::TERMINATOR,
        Some(verify_cond_br),
        Some(cond_br_operands),
    );
    r.op(
        OpSyntax {
            keyword: ["assert", "assert", "cf.assert"],
            generic: ["std.assert", "std.assert", "cf.assert"],
            parse: Some(parse_assert),
            print: Some(print_assert),
            inherent_attrs: &["msg"],
            ..OpSyntax::uniform(ASSERT)
        },
        Traits::NONE,
        Some(verify_assert),
        None,
    );
}

// ----------------------------------------------------------------------------------
// Builders
// ----------------------------------------------------------------------------------

/// `cf.br ^dest(args)`.
pub fn br(b: &mut Builder<'_>, dest: Block, args: &[Value]) -> Op {
    let name = b.ctx.known_ident(Known::CfBr);
    let op = b.ctx.create_op_parts(name, b.loc, args, &[], &[dest], 0, &[]);
    b.insert(op)
}

/// `cf.cond_br %cond, ^t(t_args), ^f(f_args)`.
pub fn cond_br(b: &mut Builder<'_>, cond: Value, t: Block, t_args: &[Value], f: Block, f_args: &[Value]) -> Op {
    let ctx = &mut *b.ctx;
    let name = ctx.known_ident(Known::CfCondBr);
    let seg = segment_sizes(ctx, &[1, t_args.len() as i64, f_args.len() as i64]);
    let seg_name = ctx.known_ident(Known::OperandSegmentSizes);
    // The operands, on the stack when few.
    let n = 1 + t_args.len() + f_args.len();
    let mut buf = [cond; 8];
    let heap: Vec<Value>;
    let operands: &[Value] = if n <= buf.len() {
        buf[1..1 + t_args.len()].copy_from_slice(t_args);
        buf[1 + t_args.len()..n].copy_from_slice(f_args);
        &buf[..n]
    } else {
        heap = std::iter::once(cond).chain(t_args.iter().copied()).chain(f_args.iter().copied()).collect();
        &heap
    };
    let op = ctx.create_op_parts(name, b.loc, operands, &[], &[t, f], 0, &[(seg_name, seg)]);
    b.insert(op)
}

/// `cf.assert %cond, "msg"`.
pub fn assert(b: &mut Builder<'_>, cond: Value, msg: &str) -> Op {
    let op = b.op(ASSERT, &[cond], &[]);
    let m = b.ctx.string_attr(msg);
    let n = b.ctx.ident("msg");
    b.ctx.set_attr(op, n, m);
    op
}

/// An `operandSegmentSizes` value: `array<i32: ...>`.
pub fn segment_sizes(ctx: &mut Context, sizes: &[i64]) -> async_opt_ir::Attr {
    let i32t = ctx.integer_type(32);
    ctx.intern_dense_array(i32t, sizes)
}

/// Segment `i` of an op's `operandSegmentSizes`, clamped to its operands; `None` when
/// the attribute is missing or malformed.
pub fn operand_segment(ctx: &Context, op: Op, i: usize) -> Option<Range<usize>> {
    let a = ctx.attr_known(op, Known::OperandSegmentSizes)?;
    let AttrKind::DenseArray { values, .. } = ctx.attr_kind(a) else { return None };
    if i >= values.len() || values.iter().any(|&v| v < 0) {
        return None;
    }
    let n = ctx.num_operands(op);
    let start = (values[..i].iter().sum::<i64>() as usize).min(n);
    let end = (start + values[i] as usize).min(n);
    Some(start..end)
}

// ----------------------------------------------------------------------------------
// Branch operands
// ----------------------------------------------------------------------------------

fn br_operands(ctx: &Context, op: Op, _i: usize) -> Range<usize> {
    0..ctx.num_operands(op)
}

fn cond_br_operands(ctx: &Context, op: Op, i: usize) -> Range<usize> {
    operand_segment(ctx, op, i + 1).unwrap_or(0..0)
}

// ----------------------------------------------------------------------------------
// Syntax
// ----------------------------------------------------------------------------------

fn parse_br(p: &mut Parser<'_, '_>, b: &mut OpBuild) -> PResult<()> {
    let (dest, args) = p.parse_successor_and_use_list()?;
    b.successors.push(dest);
    b.operands = args;
    p.parse_optional_attr_dict(&mut b.attrs)
}

fn print_br(p: &mut Printer<'_>, op: Op) {
    p.w(" ");
    p.print_successor_and_use_list(op, 0);
    p.print_optional_attr_dict(op, &[]);
}

fn parse_cond_br(p: &mut Parser<'_, '_>, b: &mut OpBuild) -> PResult<()> {
    let c = p.parse_operand()?;
    let i1 = p.ctx.i1_type();
    b.operands.push(p.resolve_operand(c, i1)?);
    p.expect(Tok::Comma, "','")?;
    let (t, t_args) = p.parse_successor_and_use_list()?;
    p.expect(Tok::Comma, "','")?;
    let (f, f_args) = p.parse_successor_and_use_list()?;
    let seg = segment_sizes(p.ctx, &[1, t_args.len() as i64, f_args.len() as i64]);
    b.attr(p.ctx, "operandSegmentSizes", seg);
    b.operands.extend(t_args);
    b.operands.extend(f_args);
    b.successors.push(t);
    b.successors.push(f);
    p.parse_optional_attr_dict(&mut b.attrs)
}

fn print_cond_br(p: &mut Printer<'_>, op: Op) {
    let ctx = p.ctx;
    p.w(" ");
    if ctx.num_operands(op) > 0 {
        p.print_operand(ctx.operand(op, 0));
    }
    p.w(", ");
    p.print_successor_and_use_list(op, 0);
    p.w(", ");
    p.print_successor_and_use_list(op, 1);
    p.print_optional_attr_dict(op, &["operandSegmentSizes"]);
}

fn parse_assert(p: &mut Parser<'_, '_>, b: &mut OpBuild) -> PResult<()> {
    let c = p.parse_operand()?;
    let i1 = p.ctx.i1_type();
    b.operands.push(p.resolve_operand(c, i1)?);
    p.expect(Tok::Comma, "','")?;
    let a = p.parse_string_attr()?;
    b.attr(p.ctx, "msg", a);
    p.parse_optional_attr_dict(&mut b.attrs)
}

fn print_assert(p: &mut Printer<'_>, op: Op) {
    let ctx = p.ctx;
    p.w(" ");
    if ctx.num_operands(op) > 0 {
        p.print_operand(ctx.operand(op, 0));
    }
    p.w(", ");
    if let Some(m) = ctx.attr(op, "msg") {
        p.print_attr(m);
    }
    p.print_optional_attr_dict(op, &["msg"]);
}

// ----------------------------------------------------------------------------------
// Verifiers
// ----------------------------------------------------------------------------------

/// `operand #i must be 1-bit signless integer` for a condition operand.
pub(crate) fn check_i1_operand(ctx: &Context, op: Op, i: usize) -> Result<(), Diagnostic> {
    let t = ctx.value_type(ctx.operand(op, i));
    if !ctx.is_integer(t, 1) {
        return Err(op_error(
            ctx,
            op,
            format!("operand #{i} must be 1-bit signless integer, but got '{}'", type_to_string(ctx, t)),
        ));
    }
    Ok(())
}

fn verify_cond_br(v: &mut Verifier<'_>, op: Op) -> Result<(), Diagnostic> {
    let ctx = v.ctx;
    let Some(a) = ctx.attr_known(op, Known::OperandSegmentSizes) else {
        return Err(op_error(ctx, op, "requires attribute 'operandSegmentSizes'"));
    };
    let owned;
    let sizes: &[i64] = match ctx.attr_kind(a) {
        AttrKind::DenseArray { values, .. } => values,
        _ => {
            owned = ctx.attr_i64_array(a).unwrap_or_default();
            &owned
        }
    };
    if sizes.len() != 3 {
        return Err(op_error(
            ctx,
            op,
            format!(
                "'operandSegmentSizes' attribute for specifying operand segments must have 3 elements, but got {}",
                sizes.len()
            ),
        ));
    }
    if sizes[0] != 1 || sizes.iter().any(|&s| s < 0) || sizes.iter().sum::<i64>() as usize != ctx.num_operands(op) {
        return Err(op_error(
            ctx,
            op,
            format!("operand count ({}) does not match with the total size ({}) specified in attribute 'operandSegmentSizes'", ctx.num_operands(op), sizes.iter().sum::<i64>()),
        ));
    }
    if ctx.num_successors(op) != 2 {
        return Err(op_error(ctx, op, format!("requires 2 successors but found {}", ctx.num_successors(op))));
    }
    check_i1_operand(ctx, op, 0)
}

fn verify_assert(v: &mut Verifier<'_>, op: Op) -> Result<(), Diagnostic> {
    let ctx = v.ctx;
    if ctx.num_operands(op) != 1 {
        return Err(op_error(ctx, op, format!("expected 1 operands, but found {}", ctx.num_operands(op))));
    }
    let is_string = |a| matches!(ctx.attr_kind(a), AttrKind::String(_) | AttrKind::Bytes(_));
    if !ctx.attr(op, "msg").is_some_and(is_string) {
        return Err(op_error(ctx, op, "requires attribute 'msg'"));
    }
    check_i1_operand(ctx, op, 0)
}
