//! The structural verifier: terminators, successors, entry blocks, dominance (same block,
//! across blocks, unreachable blocks, graph regions), isolation, op verifier hooks.

mod common;

use std::sync::atomic::Ordering;

use async_opt_ir::*;
use common::*;

/// Verifies and returns the error message (panics if verification passed).
fn err(ctx: &Context, m: Op) -> String {
    match ctx.verify(m, async_opt_ir::Generation::V22) {
        Ok(()) => panic!("verification should have failed"),
        Err(d) => {
            assert_eq!(d.severity, Severity::Error);
            d.message.clone()
        }
    }
}

fn assert_err(ctx: &Context, m: Op, needle: &str) {
    let msg = err(ctx, m);
    assert!(msg.contains(needle), "expected an error containing {needle:?}, got {msg:?}");
}

/// A module with `test.func @f(args)`; returns (ctx, module, func, entry).
fn setup(args: &[fn(&mut Context) -> Type]) -> (Context, Op, Op, Block) {
    let mut ctx = ctx();
    let (m, body) = module(&mut ctx);
    let tys: Vec<Type> = args.iter().map(|f| f(&mut ctx)).collect();
    let (f, e) = func(&mut ctx, body, "f", &tys);
    (ctx, m, f, e)
}

/// A function `@f(%c: i1)` to build control flow in: its entry block `e`, the condition
/// `c`, its region `r` (for more blocks) and `i32` as `t`.
struct Branchy {
    ctx: Context,
    m: Op,
    e: Block,
    c: Value,
    t: Type,
    r: Region,
}

fn branchy() -> Branchy {
    let (mut ctx, m, f, e) = setup(&[i1t]);
    let c = ctx.block_arg(e, 0);
    let t = i32t(&mut ctx);
    let r = ctx.region(f, 0);
    Branchy { ctx, m, e, c, t, r }
}

fn i1t(ctx: &mut Context) -> Type {
    ctx.i1_type()
}

#[test]
fn well_formed_function_verifies() {
    let (mut ctx, m, _f, e) = setup(&[i32t]);
    let x = ctx.block_arg(e, 0);
    let t = i32t(&mut ctx);
    let a = push(&mut ctx, e, "test.op", &[x], &[t]);
    let av = ctx.result(a, 0);
    push(&mut ctx, e, "test.ret", &[av], &[]);
    ctx.verify(m, async_opt_ir::Generation::V22).unwrap();
}

#[test]
fn missing_terminator() {
    let (mut ctx, m, _f, e) = setup(&[]);
    push(&mut ctx, e, "test.op", &[], &[]);
    assert_err(&ctx, m, "block with no terminator");
}

#[test]
fn empty_block_needs_a_terminator() {
    let (ctx, m, _f, _e) = setup(&[]);
    assert_err(&ctx, m, "empty block");
}

#[test]
fn unregistered_last_op_may_be_a_terminator() {
    let (mut ctx, m, _f, e) = setup(&[]);
    push(&mut ctx, e, "other.thing", &[], &[]);
    ctx.verify(m, async_opt_ir::Generation::V22).unwrap();
}

#[test]
fn terminator_not_last() {
    let (mut ctx, m, _f, e) = setup(&[]);
    push(&mut ctx, e, "test.ret", &[], &[]);
    push(&mut ctx, e, "test.op", &[], &[]);
    push(&mut ctx, e, "test.ret", &[], &[]);
    assert_err(&ctx, m, "must be the last operation in the parent block");
}

#[test]
fn no_terminator_regions_need_none() {
    let mut ctx = ctx();
    let (m, body) = module(&mut ctx);
    push(&mut ctx, body, "test.op", &[], &[]);
    let g = push_with_regions(&mut ctx, body, "test.graph", &[], &[], 1);
    let gb = ctx.entry_block(g, 0).unwrap();
    push(&mut ctx, gb, "test.op", &[], &[]);
    ctx.verify(m, async_opt_ir::Generation::V22).unwrap();
}

#[test]
fn successor_operand_count_mismatch() {
    let (mut ctx, m, f, e) = setup(&[i32t]);
    let x = ctx.block_arg(e, 0);
    let r = ctx.region(f, 0);
    let t = i32t(&mut ctx);
    let b1 = block(&mut ctx, r, &[t, t]);
    let jump = br(&mut ctx, e, b1, &[x]);
    push(&mut ctx, b1, "test.ret", &[], &[]);
    assert_err(&ctx, m, "branch has 1 operands for successor #0, but target block has 2");
    // Fix it: verifies.
    ctx.set_operands(jump, &[x, x]);
    ctx.verify(m, async_opt_ir::Generation::V22).unwrap();
}

#[test]
fn successor_operand_count_mismatch_on_second_successor() {
    let (mut ctx, m, f, e) = setup(&[i1t, i32t]);
    let (c, x) = (ctx.block_arg(e, 0), ctx.block_arg(e, 1));
    let r = ctx.region(f, 0);
    let t = i32t(&mut ctx);
    let b1 = block(&mut ctx, r, &[t]);
    let b2 = block(&mut ctx, r, &[]);
    cond_br(&mut ctx, e, c, b1, &[x], b2, &[x]);
    push(&mut ctx, b1, "test.ret", &[], &[]);
    push(&mut ctx, b2, "test.ret", &[], &[]);
    assert_err(&ctx, m, "successor #1");
}

#[test]
fn successor_operand_type_mismatch() {
    let (mut ctx, m, f, e) = setup(&[i32t]);
    let x = ctx.block_arg(e, 0);
    let r = ctx.region(f, 0);
    let t64 = i64t(&mut ctx);
    let b1 = block(&mut ctx, r, &[t64]);
    br(&mut ctx, e, b1, &[x]);
    push(&mut ctx, b1, "test.ret", &[], &[]);
    assert_err(&ctx, m, "type mismatch for bb argument #0 of successor #0");
}

#[test]
fn successor_in_another_region() {
    let (mut ctx, m, _f, e) = setup(&[]);
    let holder = push_with_regions(&mut ctx, e, "test.region", &[], &[], 1);
    let hb = ctx.entry_block(holder, 0).unwrap();
    let hr = ctx.region(holder, 0);
    let other = block(&mut ctx, hr, &[]);
    push(&mut ctx, other, "test.ret", &[], &[]);
    push(&mut ctx, hb, "test.ret", &[], &[]);
    br(&mut ctx, e, other, &[]);
    assert_err(&ctx, m, "reference to block defined in another region");
}

#[test]
fn entry_block_with_predecessors() {
    let (mut ctx, m, f, e) = setup(&[]);
    let r = ctx.region(f, 0);
    let b1 = block(&mut ctx, r, &[]);
    br(&mut ctx, e, b1, &[]);
    br(&mut ctx, b1, e, &[]);
    assert_err(&ctx, m, "entry block of region may not have predecessors");
}

#[test]
fn use_before_def_in_same_block() {
    let (mut ctx, m, _f, e) = setup(&[]);
    let t = i32t(&mut ctx);
    let user = push(&mut ctx, e, "test.op", &[], &[]);
    let def = push(&mut ctx, e, "test.op", &[], &[t]);
    let v = ctx.result(def, 0);
    ctx.set_operands(user, &[v]);
    push(&mut ctx, e, "test.ret", &[], &[]);
    assert_err(&ctx, m, "operand #0 does not dominate this use");
    // Move the def first: verifies.
    ctx.move_op_before(def, user);
    ctx.verify(m, async_opt_ir::Generation::V22).unwrap();
}

#[test]
fn op_using_its_own_result() {
    let (mut ctx, m, _f, e) = setup(&[]);
    let t = i32t(&mut ctx);
    let o = push(&mut ctx, e, "test.op", &[], &[t]);
    let v = ctx.result(o, 0);
    ctx.set_operands(o, &[v]);
    push(&mut ctx, e, "test.ret", &[], &[]);
    assert_err(&ctx, m, "does not dominate");
}

#[test]
fn result_used_inside_own_region() {
    let (mut ctx, m, _f, e) = setup(&[]);
    let t = i32t(&mut ctx);
    let o = push_with_regions(&mut ctx, e, "test.region", &[], &[t], 1);
    let v = ctx.result(o, 0);
    let ib = ctx.entry_block(o, 0).unwrap();
    push(&mut ctx, ib, "test.op", &[v], &[]);
    push(&mut ctx, ib, "test.ret", &[], &[]);
    push(&mut ctx, e, "test.ret", &[], &[]);
    assert_err(&ctx, m, "does not dominate");
}

#[test]
fn nested_region_use_of_later_value_in_parent_block() {
    let (mut ctx, m, _f, e) = setup(&[]);
    let t = i32t(&mut ctx);
    let early = push(&mut ctx, e, "test.op", &[], &[t]);
    let o = push_with_regions(&mut ctx, e, "test.region", &[], &[], 1);
    let late = push(&mut ctx, e, "test.op", &[], &[t]);
    push(&mut ctx, e, "test.ret", &[], &[]);
    let ib = ctx.entry_block(o, 0).unwrap();
    let ev = ctx.result(early, 0);
    let user = push(&mut ctx, ib, "test.op", &[ev], &[]);
    push(&mut ctx, ib, "test.ret", &[], &[]);
    ctx.verify(m, async_opt_ir::Generation::V22).unwrap();
    let lv = ctx.result(late, 0);
    ctx.set_operand(user, 0, lv);
    assert_err(&ctx, m, "does not dominate");
}

/// ```text
/// ^bb0: cond_br %c, ^bb1, ^bb2
/// ^bb1: %v = ... ; br ^bb3
/// ^bb2: br ^bb3
/// ^bb3: use(%v)      // bb1 does not dominate bb3
/// ```
#[test]
fn use_from_non_dominating_branch() {
    let Branchy { mut ctx, m, e, c, t, r } = branchy();
    let b1 = block(&mut ctx, r, &[]);
    let b2 = block(&mut ctx, r, &[]);
    let b3 = block(&mut ctx, r, &[]);
    let d0 = push(&mut ctx, e, "test.op", &[], &[t]);
    cond_br(&mut ctx, e, c, b1, &[], b2, &[]);
    let d1 = push(&mut ctx, b1, "test.op", &[], &[t]);
    let br1 = br(&mut ctx, b1, b3, &[]);
    br(&mut ctx, b2, b3, &[]);
    let v0 = ctx.result(d0, 0);
    let user = push(&mut ctx, b3, "test.op", &[v0], &[]);
    push(&mut ctx, b3, "test.ret", &[], &[]);
    ctx.verify(m, async_opt_ir::Generation::V22).unwrap();
    // Use from a sibling of the join point's dominator.
    let v1 = ctx.result(d1, 0);
    ctx.set_operand(user, 0, v1);
    assert_err(&ctx, m, "operand #0 does not dominate this use");
    // The same value used in bb1 itself is fine.
    ctx.set_operand(user, 0, v0);
    push(&mut ctx, b1, "test.op", &[v1], &[]);
    let moved = ctx.last_op(b1).unwrap();
    ctx.move_op_before(moved, br1);
    ctx.verify(m, async_opt_ir::Generation::V22).unwrap();
}

#[test]
fn block_argument_of_non_dominating_block() {
    let Branchy { mut ctx, m, e, c, t, r } = branchy();
    let b1 = block(&mut ctx, r, &[t]);
    let b2 = block(&mut ctx, r, &[]);
    let zero = push(&mut ctx, e, "test.op", &[], &[t]);
    let z = ctx.result(zero, 0);
    cond_br(&mut ctx, e, c, b1, &[z], b2, &[]);
    push(&mut ctx, b1, "test.ret", &[], &[]);
    let a = ctx.block_arg(b1, 0);
    push(&mut ctx, b2, "test.op", &[a], &[]);
    push(&mut ctx, b2, "test.ret", &[], &[]);
    assert_err(&ctx, m, "does not dominate");
}

/// A loop: `^bb1` is the header, `^bb2` the latch; a value of the latch used in the header.
#[test]
fn use_across_back_edge() {
    let Branchy { mut ctx, m, e, c, t, r } = branchy();
    let header = block(&mut ctx, r, &[]);
    let latch = block(&mut ctx, r, &[]);
    let exit = block(&mut ctx, r, &[]);
    br(&mut ctx, e, header, &[]);
    let hu = push(&mut ctx, header, "test.op", &[], &[]);
    cond_br(&mut ctx, header, c, latch, &[], exit, &[]);
    let lv = push(&mut ctx, latch, "test.op", &[], &[t]);
    br(&mut ctx, latch, header, &[]);
    push(&mut ctx, exit, "test.ret", &[], &[]);
    ctx.verify(m, async_opt_ir::Generation::V22).unwrap();
    let v = ctx.result(lv, 0);
    ctx.set_operands(hu, &[v]);
    assert_err(&ctx, m, "does not dominate");
}

/// Dominance is by the CFG, not layout: a block placed later may dominate an earlier one.
#[test]
fn dominance_ignores_block_layout() {
    let (mut ctx, m, f, e) = setup(&[]);
    let t = i32t(&mut ctx);
    let r = ctx.region(f, 0);
    let early = block(&mut ctx, r, &[]);
    let late = block(&mut ctx, r, &[]);
    br(&mut ctx, e, late, &[]);
    let d = push(&mut ctx, late, "test.op", &[], &[t]);
    br(&mut ctx, late, early, &[]);
    let v = ctx.result(d, 0);
    push(&mut ctx, early, "test.op", &[v], &[]);
    push(&mut ctx, early, "test.ret", &[], &[]);
    ctx.verify(m, async_opt_ir::Generation::V22).unwrap();
    let mut dt = DomTree::compute(&ctx, r);
    assert!(dt.dominates(&ctx, late, early));
    assert!(!dt.dominates(&ctx, early, late));
    assert!(dt.dominates(&ctx, e, early));
}

/// Unreachable blocks are dominated by everything (as in MLIR), but a value defined in an
/// unreachable block dominates nothing reachable.
#[test]
fn unreachable_blocks() {
    let Branchy { mut ctx, m, e, c, t, r } = branchy();
    let b1 = block(&mut ctx, r, &[]);
    let b2 = block(&mut ctx, r, &[]);
    let dead = block(&mut ctx, r, &[]);
    cond_br(&mut ctx, e, c, b1, &[], b2, &[]);
    let d1 = push(&mut ctx, b1, "test.op", &[], &[t]);
    push(&mut ctx, b1, "test.ret", &[], &[]);
    let v1 = ctx.result(d1, 0);
    // `dead` uses a value of b1, which does not dominate b2 but `dead` is unreachable.
    let dd = push(&mut ctx, dead, "test.op", &[v1], &[t]);
    br(&mut ctx, dead, b2, &[]);
    let b2user = push(&mut ctx, b2, "test.op", &[], &[]);
    push(&mut ctx, b2, "test.ret", &[], &[]);
    ctx.verify(m, async_opt_ir::Generation::V22).unwrap();
    let mut dt = DomTree::compute(&ctx, r);
    assert!(dt.dominates(&ctx, b1, dead));
    assert!(!dt.dominates(&ctx, dead, b2));
    // A reachable block using a value of the unreachable one is an error.
    let dv = ctx.result(dd, 0);
    ctx.set_operands(b2user, &[dv]);
    assert_err(&ctx, m, "does not dominate");
}

#[test]
fn isolated_from_above() {
    let (mut ctx, m, _f, e) = setup(&[i32t]);
    let x = ctx.block_arg(e, 0);
    let t = i32t(&mut ctx);
    let d = push(&mut ctx, e, "test.op", &[], &[t]);
    let dv = ctx.result(d, 0);
    // A nested test.func inside a non-isolated region inside @f.
    let holder = push_with_regions(&mut ctx, e, "test.region", &[], &[], 1);
    push(&mut ctx, e, "test.ret", &[], &[]);
    let hb = ctx.entry_block(holder, 0).unwrap();
    let (_g, ge) = func(&mut ctx, hb, "g", &[]);
    // Using @f's values in the non-isolated holder is fine.
    push(&mut ctx, hb, "test.op", &[x, dv], &[]);
    push(&mut ctx, hb, "test.ret", &[], &[]);
    let user = push(&mut ctx, ge, "test.op", &[], &[]);
    push(&mut ctx, ge, "test.ret", &[], &[]);
    ctx.verify(m, async_opt_ir::Generation::V22).unwrap();
    for v in [x, dv] {
        ctx.set_operands(user, &[v]);
        assert_err(&ctx, m, "using value defined outside the region");
    }
}

/// Graph regions (NO_TERMINATOR) have no dominance: uses may precede definitions.
#[test]
fn graph_regions_skip_dominance() {
    let mut ctx = ctx();
    let (m, body) = module(&mut ctx);
    let t = i32t(&mut ctx);
    let g = push_with_regions(&mut ctx, body, "test.graph", &[], &[], 1);
    let gb = ctx.entry_block(g, 0).unwrap();
    let user = push(&mut ctx, gb, "test.op", &[], &[]);
    let def = push(&mut ctx, gb, "test.op", &[], &[t]);
    let v = ctx.result(def, 0);
    ctx.set_operands(user, &[v]);
    // A cycle, too.
    ctx.set_operands(def, &[v]);
    ctx.verify(m, async_opt_ir::Generation::V22).unwrap();
    // Also at module level.
    let mu = push(&mut ctx, body, "test.op", &[], &[]);
    ctx.move_op_before(mu, g);
    let md = push(&mut ctx, body, "test.op", &[], &[t]);
    let mv = ctx.result(md, 0);
    ctx.set_operands(mu, &[mv]);
    ctx.verify(m, async_opt_ir::Generation::V22).unwrap();
}

#[test]
fn single_block_trait() {
    let mut ctx = ctx();
    let (m, _body) = module(&mut ctx);
    let r = ctx.region(m, 0);
    block(&mut ctx, r, &[]);
    assert_err(&ctx, m, "expects region #0 to have 0 or 1 blocks");
}

#[test]
fn op_verifier_hook_is_called() {
    let (mut ctx, m, _f, e) = setup(&[]);
    let c = push(&mut ctx, e, "test.checked", &[], &[]);
    push(&mut ctx, e, "test.ret", &[], &[]);
    let before = common::CHECKED_CALLS.load(Ordering::SeqCst);
    ctx.verify(m, async_opt_ir::Generation::V22).unwrap();
    assert!(common::CHECKED_CALLS.load(Ordering::SeqCst) > before, "the hook was not called");
    let key = ctx.ident("bad");
    let u = ctx.unit_attr();
    ctx.set_attr(c, key, u);
    assert_err(&ctx, m, "'test.checked' op is bad");
}

/// Structure is checked before op hooks: a broken structure is reported, not the hook.
#[test]
fn op_hooks_come_before_the_missing_terminator() {
    // As MLIR: an op's invariants are checked when the walk enters it, its block's
    // terminator when the walk leaves the block.
    let (mut ctx, m, _f, e) = setup(&[]);
    let c = push(&mut ctx, e, "test.checked", &[], &[]);
    let key = ctx.ident("bad");
    let u = ctx.unit_attr();
    ctx.set_attr(c, key, u);
    assert_err(&ctx, m, "'test.checked' op is bad");
    ctx.remove_attr(c, "bad");
    assert_err(&ctx, m, "block with no terminator");
}

#[test]
fn diagnostic_points_at_the_definition() {
    let (mut ctx, m, _f, e) = setup(&[]);
    let t = i32t(&mut ctx);
    let user = push(&mut ctx, e, "test.op", &[], &[]);
    let def = push(&mut ctx, e, "test.op", &[], &[t]);
    let file = ctx.ident("x.mlir");
    let loc = ctx.new_loc(LocKind::FileLineCol { file, line: 7, col: 3 });
    ctx.set_loc(def, loc);
    let v = ctx.result(def, 0);
    ctx.set_operands(user, &[v]);
    push(&mut ctx, e, "test.ret", &[], &[]);
    let d = ctx.verify(m, async_opt_ir::Generation::V22).unwrap_err();
    assert_eq!(d.notes.len(), 1);
    assert_eq!(d.notes[0].0, loc);
    assert_eq!(ctx.file_line_col(d.notes[0].0), Some(("x.mlir", 7, 3)));
}
