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
use crate::ods::{self, ANY_ATTR, ANY_TYPE, I1, STR_ATTR};
use async_opt_ir::{
    Attr, AttrKind, Block, Context, Diagnostic, Op, OperationState, Traits, Type, TypeConstraint, TypeKind, Value,
    Verifier,
};
use async_opt_text::{PResult, Parser, Printer, Tok};

use crate::Registrar;

pub(crate) fn register(r: &mut Registrar<'_>) {
    r.dialect("cf");
    register_ops(r);
}

crate::ops! {
    /// `cf.br ^dest(args)`.
    BR: BranchOp = "cf.br", fn br {
        operands: [destOperands: ANY_TYPE[*]],
        results: [],
        successors: [dest],
        traits: Traits::TERMINATOR,
        branch: |ctx, op, _| 0..ctx.num_operands(op),
        format: "$dest (`(` $destOperands^ `:` type($destOperands) `)`)? attr-dict",
        keyword: ["br", "br", BR],
        generic: ["std.br", "std.br", BR],
    }
    /// `cf.cond_br %condition, ^true(args), ^false(args)`.
    COND_BR: CondBranchOp = "cf.cond_br", fn cond_br {
        operands: [condition: I1, trueDestOperands: ANY_TYPE[*], falseDestOperands: ANY_TYPE[*]],
        results: [],
        successors: [trueDest, falseDest],
        traits: Traits::TERMINATOR,
        branch: |ctx, op, i| operand_segment(ctx, op, i + 1).unwrap_or(0..0),
        format: "$condition `,` $trueDest (`(` $trueDestOperands^ `:` type($trueDestOperands) `)`)? `,` \
                 $falseDest (`(` $falseDestOperands^ `:` type($falseDestOperands) `)`)? attr-dict",
        keyword: ["cond_br", "cond_br", COND_BR],
        generic: ["std.cond_br", "std.cond_br", COND_BR],
    }
    /// `cf.switch %flag : T, [default: ^bb(args), 42: ^bb(args), ...]` (LLVM 14's
    /// `switch`).
    SWITCH: SwitchOp = "cf.switch", fn switch {
        operands: [flag: ANY_INTEGER, defaultOperands: ANY_TYPE[*], caseOperands: ANY_TYPE[*]],
        results: [],
        opt_attrs: [case_values: ANY_ATTR, case_operand_segments: ANY_ATTR],
        any_successors: true,
        traits: Traits::TERMINATOR,
        verify: verify_switch,
        branch: switch_successor_operands,
        parse: parse_switch,
        print: print_switch,
        keyword: ["switch", "switch", SWITCH],
        generic: ["std.switch", "std.switch", SWITCH],
        normalize: normalize_switch,
        attr_text_14: switch_attr_text_14,
    }
    /// `cf.assert %arg, "msg"`: aborts with `msg` when `%arg` is false.
    ASSERT: AssertOp = "cf.assert", fn assert {
        operands: [arg: I1],
        results: [],
        attrs: [msg: STR_ATTR],
        format: "$arg `,` $msg attr-dict",
        keyword: ["assert", "assert", ASSERT],
        generic: ["std.assert", "std.assert", ASSERT],
    }
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

/// Makes `term` (a branch of this dialect) pass `values` to its successor `s`, keeping the
/// other successors' operands (MLIR's `getSuccessorOperands(s).assign(...)`). `false` when
/// `term` is not such a branch.
pub fn set_successor_operands(ctx: &mut Context, term: Op, s: usize, values: &[Value]) -> bool {
    update_successor_operands(ctx, term, |i, operands| {
        if i == s {
            operands.clear();
            operands.extend_from_slice(values);
        }
    })
}

/// Rebuilds the operands `term` (a branch of this dialect) passes its successors, after
/// `f(s, operands)` changed each successor's list in place, in one pass over the operands
/// however many successors change (a `cf.switch` may have thousands: one successor at a
/// time would be quadratic). `false` when `term` is not such a branch.
pub fn update_successor_operands(ctx: &mut Context, term: Op, mut f: impl FnMut(usize, &mut Vec<Value>)) -> bool {
    let ops: Vec<Value> = ctx.operands(term).collect();
    if ctx.op_name_str(term) == BR {
        let mut operands = ops;
        f(0, &mut operands);
        ctx.set_operands(term, &operands);
        return true;
    }
    // The flag or condition, then each successor's operands.
    let (Some(head), Some(first)) = (operand_segment(ctx, term, 0), operand_segment(ctx, term, 1)) else {
        return false;
    };
    let mut all: Vec<Value> = ops[head].to_vec();
    let mut rebuilt = |all: &mut Vec<Value>, i: usize, range: Range<usize>| {
        let mut operands = ops[range].to_vec();
        f(i, &mut operands);
        all.extend_from_slice(&operands);
        operands.len() as i64
    };
    let key = ctx.known_ident(Known::OperandSegmentSizes);
    if ctx.op_name_str(term) == COND_BR {
        let Some(second) = operand_segment(ctx, term, 2) else { return false };
        let sizes = [1, rebuilt(&mut all, 0, first), rebuilt(&mut all, 1, second)];
        let a = segment_sizes(ctx, &sizes);
        ctx.set_attr(term, key, a);
        ctx.set_operands(term, &all);
        return true;
    }
    if ctx.op_name_str(term) == SWITCH {
        let Some(cases) = operand_segment(ctx, term, 2) else { return false };
        let default = rebuilt(&mut all, 0, first);
        // Each case's slice of `caseOperands`, as `switch_successor_operands` reads it.
        let mut segs = case_segments(ctx, term);
        segs.resize(ctx.num_successors(term).saturating_sub(1), 0);
        let mut start = cases.start;
        for (k, n) in segs.iter_mut().enumerate() {
            let end = (start + (*n).max(0) as usize).min(cases.end);
            *n = rebuilt(&mut all, k + 1, start.min(cases.end)..end);
            start = end;
        }
        let a = segment_sizes(ctx, &[1, default, segs.iter().sum()]);
        ctx.set_attr(term, key, a);
        let i32t = ctx.integer_type(32);
        let cs = ctx.intern_dense_array(i32t, &segs);
        let key = ctx.ident("case_operand_segments");
        ctx.set_attr(term, key, cs);
        ctx.set_operands(term, &all);
        return true;
    }
    false
}

// ----------------------------------------------------------------------------------
// cf.switch
// ----------------------------------------------------------------------------------

/// `AnyInteger`.
const ANY_INTEGER: TypeConstraint =
    ods::type_constraint("integer", |c, t| matches!(c.type_kind(t), TypeKind::Integer { .. }));

/// The operand counts of each case (`case_operand_segments`), whichever way it is spelled.
fn case_segments(ctx: &Context, op: Op) -> Vec<i64> {
    ctx.attr(op, "case_operand_segments").and_then(|a| ctx.attr_i64_array(a)).unwrap_or_default()
}

/// The values of `case_values`, sign-extended.
fn case_values(ctx: &Context, op: Op) -> Vec<i128> {
    match ctx.attr(op, "case_values").map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::DenseElements { elements, .. }) => elements.iter().filter_map(|&e| ctx.attr_int(e)).collect(),
        _ => Vec::new(),
    }
}

/// Successor 0 (the default) takes `defaultOperands`; case `k` its slice of `caseOperands`.
fn switch_successor_operands(ctx: &Context, op: Op, i: usize) -> Range<usize> {
    let Some(default) = operand_segment(ctx, op, 1) else { return 0..0 };
    if i == 0 {
        return default;
    }
    let Some(cases) = operand_segment(ctx, op, 2) else { return 0..0 };
    let slice = |segs: &[i64]| {
        let start = cases.start + segs.iter().take(i - 1).map(|&n| n.max(0) as usize).sum::<usize>();
        let n = segs.get(i - 1).map_or(0, |&n| n.max(0) as usize);
        start.min(cases.end)..(start + n).min(cases.end)
    };
    // Read in place: asked once per successor, a copy would make that quadratic.
    match ctx.attr(op, "case_operand_segments").map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::DenseArray { values, .. }) => slice(values),
        _ => slice(&case_segments(ctx, op)),
    }
}

/// LLVM 14 keeps `case_operand_segments` as a dense tensor; the IR as an `array<i32: ...>`.
fn normalize_switch(ctx: &mut Context, op: Op) {
    if let Some(a) = ctx.attr(op, "case_operand_segments") {
        if matches!(ctx.attr_kind(a), AttrKind::DenseElements { .. }) {
            let vals = ctx.attr_i64_array(a).unwrap_or_default();
            let i32t = ctx.integer_type(32);
            let arr = ctx.intern_dense_array(i32t, &vals);
            let key = ctx.ident("case_operand_segments");
            ctx.set_attr(op, key, arr);
        }
    }
}

fn switch_attr_text_14(ctx: &Context, name: &str, a: Attr) -> Option<String> {
    if name != "case_operand_segments" {
        return None;
    }
    let vals = ctx.attr_i64_array(a)?;
    let body: Vec<String> = vals.iter().map(|v| v.to_string()).collect();
    let dense = match body.len() {
        0 => String::new(),
        _ if body.windows(2).all(|w| w[0] == w[1]) => body[0].clone(),
        _ => format!("[{}]", body.join(", ")),
    };
    Some(format!("dense<{dense}> : tensor<{}xi32>", body.len()))
}

fn parse_switch(p: &mut Parser<'_, '_>, b: &mut OperationState) -> PResult<()> {
    let flag = p.parse_operand()?;
    let ft = p.parse_colon_type()?;
    let flag = p.resolve_operand(flag, ft)?;
    p.expect(Tok::Comma, "','")?;
    p.expect(Tok::LSquare, "'['")?;
    p.parse_keyword("default")?;
    p.expect(Tok::Colon, "':'")?;
    let (default, default_ops) = p.parse_successor_and_use_list()?;
    let width = match p.ctx.type_kind(ft) {
        TypeKind::Integer { width, .. } => *width,
        _ => 64,
    };
    let mut values = Vec::new();
    let mut dests: Vec<Block> = Vec::new();
    let mut case_ops: Vec<Value> = Vec::new();
    let mut segs = Vec::new();
    while p.consume_if(Tok::Comma) {
        let v = p.parse_integer()?;
        p.expect(Tok::Colon, "':'")?;
        let (d, ops) = p.parse_successor_and_use_list()?;
        values.push(v);
        dests.push(d);
        segs.push(ops.len() as i64);
        case_ops.extend(ops);
    }
    p.expect(Tok::RSquare, "']'")?;
    p.parse_optional_attr_dict(&mut b.attrs)?;
    b.operands.push(flag);
    b.operands.extend_from_slice(&default_ops);
    b.operands.extend_from_slice(&case_ops);
    b.successors.push(default);
    b.successors.extend(dests);
    let sizes = [1, default_ops.len() as i64, case_ops.len() as i64];
    let seg = segment_sizes(p.ctx, &sizes);
    b.attr(p.ctx, async_opt_ir::SEGMENT_SIZES, seg);
    let i32t = p.ctx.integer_type(32);
    let cs = p.ctx.intern_dense_array(i32t, &segs);
    b.attr(p.ctx, "case_operand_segments", cs);
    if !values.is_empty() {
        let vt = p.ctx.intern_type(TypeKind::Vector {
            shape: vec![values.len() as i64].into(),
            scalable: vec![false].into(),
            element: ft,
        });
        let elems: Vec<Attr> = values.iter().map(|&v| crate::fold::int_attr(p.ctx, v, ft)).collect();
        let _ = width;
        let dense = p.ctx.intern_attr(AttrKind::DenseElements { ty: vt, elements: elems.into() });
        b.attr(p.ctx, "case_values", dense);
    }
    Ok(())
}

fn print_switch(p: &mut Printer<'_>, op: Op) {
    let ctx = p.ctx;
    if ctx.num_operands(op) == 0 || ctx.num_successors(op) == 0 {
        return;
    }
    let flag = ctx.operand(op, 0);
    let ft = ctx.value_type(flag);
    let width = match ctx.type_kind(ft) {
        TypeKind::Integer { width, .. } => *width,
        _ => 64,
    };
    p.w(" ");
    p.print_operand(flag);
    p.w(" : ");
    p.print_type(ft);
    p.w(", [");
    p.line();
    p.w("  default: ");
    p.print_successor_and_use_list(op, 0);
    let values = case_values(ctx, op);
    if ctx.attr(op, "case_values").is_some() {
        for (k, v) in values.iter().enumerate() {
            p.w(",");
            p.line();
            // MLIR prints the case's bits as an unsigned number.
            let u = if width >= 128 { *v as u128 } else { (*v as u128) & ((1u128 << width) - 1) };
            p.w(&format!("  {u}: "));
            p.print_successor_and_use_list(op, k + 1);
        }
        p.line();
    }
    p.w("]");
    p.print_optional_attr_dict(op, &["case_values", "case_operand_segments", async_opt_ir::SEGMENT_SIZES]);
}

fn verify_switch(v: &mut Verifier<'_>, op: Op) -> Result<(), Diagnostic> {
    let ctx = v.ctx;
    let dests = ctx.num_successors(op).saturating_sub(1);
    if ctx.num_successors(op) == 0 {
        bail!(ctx, op, "requires at least 1 successor but found 0");
    }
    let values = ctx.attr(op, "case_values");
    if values.is_none() && dests == 0 {
        return Ok(());
    }
    let flag_ty = ctx.value_type(ctx.operand(op, 0));
    let value_ty: Option<Type> = values.and_then(|a| match ctx.attr_kind(a) {
        AttrKind::DenseElements { ty, .. } => Some(ods::element_type(ctx, *ty)),
        _ => None,
    });
    if let Some(vt) = value_ty {
        if vt != flag_ty {
            bail!(
                ctx,
                op,
                "'flag' type ({}) should match case value type ({})",
                crate::diag_type(ctx, flag_ty),
                crate::diag_type(ctx, vt)
            );
        }
    }
    let n = case_values(ctx, op).len();
    if n != dests {
        bail!(ctx, op, "number of case values ({n}) should match number of case destinations ({dests})");
    }
    Ok(())
}
