//! Lowering of structured control flow (`scf.if`, `scf.for`, `scf.while`,
//! `scf.execute_region`) to branches, for the scf ops of a coroutine that hold async
//! ops: an await must be able to split its block, which a structured region forbids.
//! Upstream MLIR 14 fails here ("failed to legalize operation 'scf.for'"); this does not.

use async_opt_dialects::names::Known;
use async_opt_dialects::{arith, cf};
use async_opt_ir::{Block, Builder, Context, Diagnostic, Op, Value, WalkControl};
use rustc_hash::FxHashSet;

/// Lowers, inside `root`, every scf op that (transitively) holds an op matching `holds`.
/// Outer ops are lowered first; the inner ones then sit in plain blocks and follow.
/// Returns how many were lowered.
pub fn lower_scf_holding(
    ctx: &mut Context,
    root: Op,
    holds: impl Fn(&Context, Op) -> bool,
) -> Result<usize, Diagnostic> {
    let mut candidates = Vec::new();
    ctx.walk_pre(root, |op| {
        if op != root && is_scf_region_op(ctx, op) {
            candidates.push(op);
        }
        WalkControl::Advance
    });
    // Most coroutines hold no scf op: nothing more to look at.
    if candidates.is_empty() {
        return Ok(0);
    }
    // The ops with a matching op nested in them, children first: one walk, however deep.
    let mut holding: FxHashSet<Op> = FxHashSet::default();
    for op in ctx.collect_post_order(root) {
        if op != root && (holds(ctx, op) || holding.contains(&op)) {
            holding.extend(ctx.parent_op(op));
        }
    }
    candidates.retain(|op| holding.contains(op));
    let lowered = candidates.len();
    for op in candidates {
        if ctx.is_known(op, Known::ScfIf) {
            lower_if(ctx, op);
        } else if ctx.is_known(op, Known::ScfFor) {
            lower_for(ctx, op);
        } else if ctx.is_known(op, Known::ScfWhile) {
            lower_while(ctx, op);
        } else if ctx.is_known(op, Known::ScfExecuteRegion) {
            lower_execute_region(ctx, op);
        } else {
            return Err(Diagnostic::error(
                ctx.loc(op),
                format!("cannot lower '{}' holding async operations to branches", ctx.op_name_str(op)),
            )
            .on_op(op));
        }
    }
    Ok(lowered)
}

pub(crate) fn is_scf_region_op(ctx: &Context, op: Op) -> bool {
    ctx.op_dialect(op).is_some_and(|d| Some(d) == ctx.known(Known::Scf)) && !ctx.regions(op).is_empty()
}

/// Splits the block of `op` after it; the new block receives `op`'s results as arguments,
/// which replace the results. Returns the continuation block.
fn split_after_with_results(ctx: &mut Context, op: Op) -> Block {
    let blk = ctx.parent_block(op).expect("scf op is in a block");
    let next = ctx.next_op(op).expect("scf op is not a terminator");
    let cont = ctx.split_block(blk, next);
    for r in ctx.results(op).to_vec() {
        let ty = ctx.value_type(r);
        let arg = ctx.add_block_arg(cont, ty, None);
        ctx.replace_all_uses_with(r, arg);
    }
    cont
}

/// Replaces each `scf.yield` terminating a block of `blocks` with `br dest(<yielded> ++ extra)`.
fn yields_to_branches(
    ctx: &mut Context,
    blocks: &[Block],
    dest: Block,
    prefix: &dyn Fn(&mut Builder<'_>) -> Vec<Value>,
) {
    for &b in blocks {
        let Some(t) = ctx.last_op(b).filter(|&t| ctx.is_known(t, Known::ScfYield)) else { continue };
        let vals: Vec<Value> = ctx.operands(t).collect();
        let mut bld = Builder::before(ctx, t);
        let mut args = prefix(&mut bld);
        args.extend(vals);
        cf::br(&mut bld, &args, dest);
        ctx.erase_op(t);
    }
}

/// Moves the blocks of region `i` of `op` before `before`; returns them.
fn inline_region(ctx: &mut Context, op: Op, i: usize, before: Block) -> Vec<Block> {
    let r = ctx.region(op, i);
    let blocks: Vec<Block> = ctx.region_blocks(r).collect();
    let dest = ctx.block_parent(before).expect("continuation is in a region");
    ctx.inline_region_before(r, dest, Some(before));
    blocks
}

/// ```mlir
///   cond_br %c, ^then, ^else        // ^else is the continuation when there is none
/// ^then: ... br ^cont(%a)
/// ^else: ... br ^cont(%b)
/// ^cont(%r):
/// ```
fn lower_if(ctx: &mut Context, op: Op) {
    let loc = ctx.loc(op);
    let head = ctx.parent_block(op).expect("in a block");
    let cond = ctx.operand(op, 0);
    let cont = split_after_with_results(ctx, op);
    let then_blocks = inline_region(ctx, op, 0, cont);
    let else_blocks = if ctx.regions(op).len() > 1 && !ctx.region_is_empty(ctx.region(op, 1)) {
        inline_region(ctx, op, 1, cont)
    } else {
        Vec::new()
    };
    yields_to_branches(ctx, &then_blocks, cont, &|_| Vec::new());
    yields_to_branches(ctx, &else_blocks, cont, &|_| Vec::new());
    ctx.detach_op(op);
    let mut b = Builder::at_end(ctx, head);
    b.loc = loc;
    let else_dest = else_blocks.first().copied().unwrap_or(cont);
    cf::cond_br(&mut b, cond, &[], &[], then_blocks[0], else_dest);
    ctx.erase_op(op);
}

/// ```mlir
///   br ^cond(%lb, %init)
/// ^cond(%iv, %acc):
///   %more = arith.cmpi slt, %iv, %ub : index
///   cond_br %more, ^body, ^cont
/// ^body: ... %next = arith.addi %iv, %step ; br ^cond(%next, %yielded)
/// ^cont:                                    // results are ^cond's %acc
/// ```
fn lower_for(ctx: &mut Context, op: Op) {
    let loc = ctx.loc(op);
    let head = ctx.parent_block(op).expect("in a block");
    let operands: Vec<Value> = ctx.operands(op).collect();
    let (lb, ub, step) = (operands[0], operands[1], operands[2]);
    let inits = operands[3..].to_vec();
    let results: Vec<Value> = ctx.results(op).to_vec();
    let next = ctx.next_op(op).expect("scf.for is not a terminator");
    let cont = ctx.split_block(head, next);
    let blocks = inline_region(ctx, op, 0, cont);
    let cond_block = blocks[0];
    // The condition block keeps the body's arguments (iv, iter args); the body moves out.
    let first_op = ctx.first_op(cond_block).expect("for body has a terminator");
    let body_first = ctx.split_block(cond_block, first_op);
    let mut body_blocks = vec![body_first];
    body_blocks.extend(&blocks[1..]);
    let args: Vec<Value> = ctx.block_args(cond_block).to_vec();
    let iv = args[0];
    yields_to_branches(ctx, &body_blocks, cond_block, &|b| vec![arith::addi(b, iv, step)]);
    for (r, &acc) in results.iter().zip(&args[1..]) {
        ctx.replace_all_uses_with(*r, acc);
    }
    ctx.detach_op(op);
    let mut b = Builder::at_end(ctx, head);
    b.loc = loc;
    let mut init_args = vec![lb];
    init_args.extend(inits);
    cf::br(&mut b, &init_args, cond_block);
    b.set_insertion_point_to_end(cond_block);
    let more = arith::cmpi(&mut b, "slt", iv, ub).expect("slt is an arith.cmpi predicate");
    cf::cond_br(&mut b, more, &[], &[], body_first, cont);
    ctx.erase_op(op);
}

/// ```mlir
///   br ^before(%init)
/// ^before(%a):  ... cond_br %c, ^after(%x), ^cont   // results are %x
/// ^after(%y):   ... br ^before(%z)
/// ^cont:
/// ```
fn lower_while(ctx: &mut Context, op: Op) {
    let loc = ctx.loc(op);
    let head = ctx.parent_block(op).expect("in a block");
    let inits: Vec<Value> = ctx.operands(op).collect();
    let results: Vec<Value> = ctx.results(op).to_vec();
    let next = ctx.next_op(op).expect("scf.while is not a terminator");
    let cont = ctx.split_block(head, next);
    let before = inline_region(ctx, op, 0, cont);
    let after = inline_region(ctx, op, 1, cont);
    for &blk in &before {
        let Some(t) = ctx.last_op(blk).filter(|&t| ctx.is_known(t, Known::ScfCondition)) else { continue };
        let vals: Vec<Value> = ctx.operands(t).collect();
        let mut b = Builder::before(ctx, t);
        cf::cond_br(&mut b, vals[0], &vals[1..], &[], after[0], cont);
        for (r, &v) in results.iter().zip(&vals[1..]) {
            ctx.replace_all_uses_with(*r, v);
        }
        ctx.erase_op(t);
    }
    yields_to_branches(ctx, &after, before[0], &|_| Vec::new());
    ctx.detach_op(op);
    let mut b = Builder::at_end(ctx, head);
    b.loc = loc;
    cf::br(&mut b, &inits, before[0]);
    ctx.erase_op(op);
}

/// ```mlir
///   br ^region_entry
/// ^region_entry: ... br ^cont(%v)
/// ^cont(%r):
/// ```
fn lower_execute_region(ctx: &mut Context, op: Op) {
    let loc = ctx.loc(op);
    let head = ctx.parent_block(op).expect("in a block");
    let cont = split_after_with_results(ctx, op);
    let blocks = inline_region(ctx, op, 0, cont);
    yields_to_branches(ctx, &blocks, cont, &|_| Vec::new());
    ctx.detach_op(op);
    let mut b = Builder::at_end(ctx, head);
    b.loc = loc;
    cf::br(&mut b, &[], blocks[0]);
    ctx.erase_op(op);
}
