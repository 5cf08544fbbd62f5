//! Folding as upstream's dialect conversion does it before any pattern, for every op it
//! legalizes (which is why `async-to-async-runtime` folds). The folds themselves are the
//! ops' own, [`async_opt_dialects::fold`]:
//!
//! ```mlir
//! %c3 = arith.constant 3 : index
//! %0 = arith.addi %c3, %c3 : index      // becomes  %c6 = arith.constant 6 : index
//! %1 = arith.muli %0, %c3 : index       // stays: %0 was no constant when %1 was tried
//! ```

use async_opt_dialects::arith;
use async_opt_dialects::fold::{self, Fold, Folded};
use async_opt_ir::{Context, Generation, Op, Traits, Value, WalkControl};
use rustc_hash::FxHashMap;
use smallvec::SmallVec;

/// What dialect conversion does with every op it legalizes, before any pattern
/// (`OperationLegalizer::legalizeWithFold`): tries its fold with the operands as the IR
/// has them, materializes constant results right before it with its location, and
/// replaces it. Replacements take effect only at the end, so an op whose operand was
/// folded away saw a non-constant there, as in the conversion (no chains of folds). In-place
/// folds stay. `legal` tells the ops the conversion leaves alone; `llvm22` selects LLVM
/// 22's fold hooks, else LLVM 14's. The same walk returns the first op (in pre-order)
/// that `illegal` names, which must be one `legal` accepts (a fold never removes it).
pub fn fold_as_dialect_conversion(
    ctx: &mut Context,
    root: Op,
    llvm22: bool,
    legal: impl Fn(&Context, Op) -> bool,
    illegal: impl Fn(&Context, Op) -> bool,
) -> Option<Op> {
    let g = if llvm22 { Generation::V22 } else { Generation::V14 };
    let mut ops = Vec::new();
    let mut first_illegal = None;
    ctx.walk_pre(root, |o| {
        if first_illegal.is_none() && illegal(ctx, o) {
            first_illegal = Some(o);
        }
        if o != root && fold::has_folder(ctx, o) && !ctx.has_traits(o, Traits::CONSTANT_LIKE) && !legal(ctx, o) {
            ops.push(o);
        }
        WalkControl::Advance
    });
    let mut replaced: FxHashMap<Value, Value> = FxHashMap::default();
    let mut folded = Vec::new();
    for op in ops {
        let mut outcome = fold_once(ctx, op, g);
        // LLVM 22 legalizes an op that folded in place again; LLVM 14 takes it as it is.
        while llvm22 && outcome == Fold::InPlace {
            outcome = fold_once(ctx, op, g);
        }
        let Fold::Results(results) = outcome else { continue };
        let loc = ctx.loc(op);
        let mut new = SmallVec::<[Value; 1]>::new();
        for (i, r) in results.into_iter().enumerate() {
            let v = match r {
                Folded::Value(v) => *replaced.get(&v).unwrap_or(&v),
                Folded::Attr(a) => {
                    let ty = ctx.value_type(ctx.result(op, i));
                    let mut b = async_opt_ir::Builder::before(ctx, op);
                    b.loc = loc;
                    arith::constant_op(&mut b, ty, a)
                }
            };
            replaced.insert(ctx.result(op, i), v);
            new.push(v);
        }
        folded.push((op, new));
    }
    for (op, new) in folded {
        for (i, v) in new.into_iter().enumerate() {
            let old = ctx.result(op, i);
            let v = *replaced.get(&v).unwrap_or(&v);
            ctx.replace_all_uses_with(old, v);
        }
        ctx.erase_op(op);
    }
    first_illegal
}

/// `Operation::fold` with the operands' constants as the IR has them.
fn fold_once(ctx: &mut Context, op: Op, g: Generation) -> Fold {
    let constants: SmallVec<[Option<async_opt_ir::Attr>; 4]> =
        ctx.operands(op).map(|v| fold::value_constant(ctx, v)).collect();
    fold::fold(ctx, op, &constants, g)
}
