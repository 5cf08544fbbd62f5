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
use crate::ods::{ANY_TYPE, I1, STR_ATTR};
use async_opt_ir::{AttrKind, Context, Op, Traits};

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
pub fn set_successor_operands(ctx: &mut Context, term: Op, s: usize, values: &[async_opt_ir::Value]) -> bool {
    let ops: Vec<async_opt_ir::Value> = ctx.operands(term).collect();
    let range = ctx.successor_operands(term, s);
    let mut new: Vec<async_opt_ir::Value> = ops[..range.start].to_vec();
    new.extend_from_slice(values);
    new.extend_from_slice(&ops[range.end..]);
    let delta = values.len() as i64 - range.len() as i64;
    if ctx.is(term, BR) {
        ctx.set_operands(term, &new);
        return true;
    }
    if ctx.is(term, COND_BR) {
        let Some(mut sizes) = ctx.attr_known(term, Known::OperandSegmentSizes).and_then(|a| ctx.attr_i64_array(a))
        else {
            return false;
        };
        if sizes.len() != 3 || s > 1 {
            return false;
        }
        sizes[s + 1] += delta;
        let a = segment_sizes(ctx, &sizes);
        let key = ctx.known_ident(Known::OperandSegmentSizes);
        ctx.set_attr(term, key, a);
        ctx.set_operands(term, &new);
        return true;
    }
    false
}
