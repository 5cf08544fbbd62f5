//! The linalg dialect's `linalg.fill` (and the `linalg.yield` of its body), with which
//! async programs initialize their buffers.
//!
//! ```mlir
//! linalg.fill(%zero, %buf) : f32, memref<4xf32>                 // LLVM 14
//! linalg.fill ins(%zero : f32) outs(%buf : memref<4xf32>)       // LLVM 16+
//! %t = linalg.fill ins(%zero : f32) outs(%init : tensor<4xf32>) -> tensor<4xf32>
//! ```
//!
//! The body is implicit in both custom forms: one block taking the value and the output's
//! element type, yielding the value. LLVM 22 also gives the op an `operandSegmentSizes` of
//! `[1, 1]` (it is a named structured op with `ins` and `outs` lists); the IR keeps it
//! without one, and the generic form of LLVM 22 prints it.

use async_opt_ir::{
    Block, Context, Diagnostic, Generation, Loc, Op, OperationState, Region, Traits, Type, TypeKind, Verifier,
};
use async_opt_text::{type_to_string, PResult, Parser, Printer, Tok, UnresolvedOperand};

use crate::ods::{self, TypeConstraint, ANY_TYPE};
use crate::Registrar;

pub(crate) fn register(r: &mut Registrar<'_>) {
    // Only these ops of linalg are registered: the dialect stays open, so its other ops keep
    // parsing in the generic form.
    r.open_dialect("linalg");
    register_ops(r);
}

/// LLVM 14's `AnyTypeOf<[AnyComplex, AnyFloat, AnySignlessInteger, AnyVector]>`.
const FILL_VALUE: TypeConstraint =
    ods::type_constraint("complex-type or floating-point or signless integer or vector of any type values", |c, t| {
        matches!(
            c.type_kind(t),
            TypeKind::Complex(_)
                | TypeKind::Float(_)
                | TypeKind::Vector { .. }
                | TypeKind::Integer { signedness: async_opt_ir::Signedness::Signless, .. }
        )
    });

/// `AnyShaped`.
const SHAPED: TypeConstraint = ods::type_constraint("shaped of any type values", |c, t| {
    matches!(
        c.type_kind(t),
        TypeKind::MemRef { .. }
            | TypeKind::UnrankedMemRef { .. }
            | TypeKind::Tensor { .. }
            | TypeKind::UnrankedTensor { .. }
            | TypeKind::Vector { .. }
    )
});

crate::ops! {
    /// `linalg.fill ins(%value : T) outs(%output : S) [-> R]` with its implicit body.
    FILL: FillOp = "linalg.fill", fn fill_op(types) {
        operands: [value: ANY_TYPE, output: SHAPED],
        results: [result: ANY_TYPE[?]],
        regions: [region],
        verify: verify_fill,
        parse: parse_fill,
        print: print_fill,
        default_attrs: &[("operandSegmentSizes", "array<i32: 1, 1>")],
        normalize: drop_segment_sizes,
    }
    /// `linalg.yield %values : types` (ends a linalg op's body).
    YIELD: YieldOp = "linalg.yield", fn yield_ {
        operands: [values: ANY_TYPE[*]],
        results: [],
        traits: Traits::TERMINATOR.union(Traits::RETURN_LIKE).union(Traits::PURE),
        format: "$values attr-dict `:` type($values)",
    }
}

/// The element type of a shaped type, or the type itself.
fn element(ctx: &Context, t: Type) -> Type {
    ods::element_type(ctx, t)
}

/// The implicit body: `^bb0(%in: T, %out: E): linalg.yield %in : T`.
fn build_body(ctx: &mut Context, region: Region, value_ty: Type, output_ty: Type, loc: Loc) {
    let block: Block = ctx.create_block();
    let out_elem = element(ctx, output_ty);
    let a = ctx.add_block_arg(block, value_ty, Some(loc));
    ctx.add_block_arg(block, out_elem, Some(loc));
    ctx.append_block(region, block);
    let name = ctx.ident(YIELD);
    let y = ctx.create_op(OperationState::new(name, loc).operands([a]));
    ctx.append_op(block, y);
}

/// `fill` creates `linalg.fill` with its body at the builder's insertion point.
pub fn fill(b: &mut async_opt_ir::Builder<'_>, value: async_opt_ir::Value, output: async_opt_ir::Value) -> Op {
    let out_ty = b.ctx.value_type(output);
    let results: Vec<Type> =
        if matches!(b.ctx.type_kind(out_ty), TypeKind::Tensor { .. }) { vec![out_ty] } else { vec![] };
    let op = fill_op(b, value, output, &results);
    let region = b.ctx.region(op, 0);
    let vt = b.ctx.value_type(value);
    let loc = b.loc;
    build_body(b.ctx, region, vt, out_ty, loc);
    op
}

/// The generic form of LLVM 22 spells `operandSegmentSizes`; the IR does without.
fn drop_segment_sizes(ctx: &mut Context, op: Op) {
    ctx.remove_attr(op, async_opt_ir::SEGMENT_SIZES);
}

fn parse_fill(p: &mut Parser<'_, '_>, b: &mut OperationState) -> PResult<()> {
    let (value, vt, output, ot);
    if p.consume_if(Tok::LParen) {
        // LLVM 14: `(%value, %output) attr-dict : T, S [-> R]`.
        let v = p.parse_operand()?;
        p.expect(Tok::Comma, "','")?;
        let o = p.parse_operand()?;
        p.expect(Tok::RParen, "')'")?;
        p.parse_optional_attr_dict(&mut b.attrs)?;
        p.expect(Tok::Colon, "':'")?;
        vt = p.parse_type()?;
        p.expect(Tok::Comma, "','")?;
        ot = p.parse_type()?;
        (value, output) = (v, o);
        if p.consume_if(Tok::Arrow) {
            let rt = p.parse_type()?;
            b.result_types.push(rt);
        }
    } else {
        // LLVM 16+: `attr-dict ins(%value : T) outs(%output : S) [-> R]`.
        p.parse_optional_attr_dict(&mut b.attrs)?;
        let (ins, in_types) = parse_operands_with_types(p, "ins")?;
        let at = p.offset();
        let (outs, out_types) = parse_operands_with_types(p, "outs")?;
        if ins.len() != in_types.len() || outs.len() != out_types.len() {
            return Err(p.error_at(at, "custom op 'linalg.fill' number of operands and types do not match"));
        }
        if p.consume_if(Tok::Arrow) {
            b.result_types = p.parse_type_list_no_parens()?;
        }
        if ins.len() + outs.len() != 2 {
            // Reported where the body would start, as MLIR's region parser does.
            let here = p.offset();
            return Err(p.error_at(
                here,
                format!(
                    "custom op 'linalg.fill' [parseNamedStructuredOpRegion] ods-gen generated region expects 2 args, got {}",
                    ins.len() + outs.len()
                ),
            ));
        }
        (value, vt, output, ot) = (ins[0], in_types[0], outs[0], out_types[0]);
    }
    let v = p.resolve_operand(value, vt)?;
    let o = p.resolve_operand(output, ot)?;
    b.operands.push(v);
    b.operands.push(o);
    let region = p.ctx.create_region();
    build_body(p.ctx, region, vt, ot, b.loc);
    b.regions.push(region);
    Ok(())
}

/// `keyword(%a, %b : T, U)`: the operands and the types.
fn parse_operands_with_types<'s>(
    p: &mut Parser<'s, '_>,
    keyword: &str,
) -> PResult<(Vec<UnresolvedOperand<'s>>, Vec<Type>)> {
    p.parse_keyword(keyword)?;
    p.expect(Tok::LParen, "'('")?;
    let operands = p.parse_operand_list()?;
    p.expect(Tok::Colon, "':'")?;
    let types = p.parse_type_list_no_parens()?;
    p.expect(Tok::RParen, "')'")?;
    Ok((operands, types))
}

fn print_fill(p: &mut Printer<'_>, op: Op) {
    let ctx = p.ctx;
    if ctx.num_operands(op) != 2 {
        return;
    }
    let (v, o) = (ctx.operand(op, 0), ctx.operand(op, 1));
    if p.generation() == Generation::V22 {
        p.print_optional_attr_dict(op, &[async_opt_ir::SEGMENT_SIZES]);
        p.w(" ins(");
        p.print_operand(v);
        p.w(" : ");
        p.print_type(ctx.value_type(v));
        p.w(") outs(");
        p.print_operand(o);
        p.w(" : ");
        p.print_type(ctx.value_type(o));
        p.w(")");
        if let Some(&r) = ctx.results(op).first() {
            p.w(" -> ");
            p.print_type(ctx.value_type(r));
        }
        return;
    }
    p.w("(");
    p.print_operand(v);
    p.w(", ");
    p.print_operand(o);
    p.w(")");
    p.print_optional_attr_dict(op, &[async_opt_ir::SEGMENT_SIZES]);
    p.w(" : ");
    p.print_type(ctx.value_type(v));
    p.w(", ");
    p.print_type(ctx.value_type(o));
    if let Some(&r) = ctx.results(op).first() {
        p.w(" -> ");
        p.print_type(ctx.value_type(r));
    }
    // LLVM 14's region directive writes a space even though it prints nothing.
    p.w(" ");
}

fn verify_fill(v: &mut Verifier<'_>, op: Op) -> Result<(), Diagnostic> {
    let ctx = v.ctx;
    let (value, output) = (ctx.operand(op, 0), ctx.operand(op, 1));
    let (vt, ot) = (ctx.value_type(value), ctx.value_type(output));
    let tensor = matches!(ctx.type_kind(ot), TypeKind::Tensor { .. } | TypeKind::UnrankedTensor { .. });
    let nres = ctx.num_results(op);
    if v.generation() == Generation::V22 {
        if !(FILL_VALUE.check)(ctx, vt) && !ctx.is_index(vt) {
            return Err(Diagnostic::error(ctx.loc(op), "expected op with scalar input"));
        }
        let (want, has) = (tensor as usize, nres);
        if want != has {
            bail!(
                ctx,
                op,
                "expected the number of tensor results ({has}) to be equal to the number of output tensors ({want})"
            );
        }
        let e = element(ctx, ot);
        if e != vt {
            bail!(
                ctx,
                op,
                "expected fill value type ('{}') to match output element type ('{}')",
                type_to_string(ctx, vt),
                type_to_string(ctx, e)
            );
        }
        return Ok(());
    }
    if !(FILL_VALUE.check)(ctx, vt) {
        bail!(ctx, op, "operand #0 must be {}, but got '{}'", FILL_VALUE.summary, type_to_string(ctx, vt));
    }
    let (want, has) = (tensor as usize, nres);
    if want != has {
        bail!(ctx, op, "expected the number of results ({has}) to be equal to the number of output tensors ({want})");
    }
    if element(ctx, ot) != vt {
        bail!(ctx, op, "expects fill type to match view elemental type");
    }
    Ok(())
}
