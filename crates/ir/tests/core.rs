//! Unit tests of the IR core: use lists, block uses, structural mutation, cloning,
//! attributes, interning, symbol tables, walks and deep nesting. The verifier and the
//! rewriter have their own files.

mod common;

use std::time::{Duration, Instant};

use async_opt_ir::*;
use common::*;

// ------------------------------------------------------------------------------------
// Use lists
// ------------------------------------------------------------------------------------

#[test]
fn users_one_entry_per_use() {
    let Fixture { mut ctx, e, t, .. } = fixture(1);
    let x = ctx.block_arg(e, 0);
    let a = push(&mut ctx, e, "test.op", &[x, x], &[t]);
    let b = push(&mut ctx, e, "test.op", &[x], &[]);
    let mut users: Vec<Op> = ctx.users(x).collect();
    users.sort();
    let mut expect = vec![a, a, b];
    expect.sort();
    assert_eq!(users, expect);
    let mut owners: Vec<(Op, usize)> = ctx.uses(x).map(|u| ctx.use_owner(u)).collect();
    owners.sort();
    let mut expect = vec![(a, 0), (a, 1), (b, 0)];
    expect.sort();
    assert_eq!(owners, expect);
    assert!(ctx.has_uses(x));
    assert!(!ctx.has_uses(ctx.result(a, 0)));
    assert_eq!(ctx.defining_op(ctx.result(a, 0)), Some(a));
    assert_eq!(ctx.value_def(x), ValueDef::Argument { block: e, index: 0 });
    assert_eq!(ctx.value_block(ctx.result(a, 0)), Some(e));
}

#[test]
fn replace_all_uses_with_moves_every_use() {
    let Fixture { mut ctx, m, e, t, .. } = fixture(2);
    let (x, y) = (ctx.block_arg(e, 0), ctx.block_arg(e, 1));
    let a = push(&mut ctx, e, "test.op", &[x, y, x], &[t]);
    let b = push(&mut ctx, e, "test.op", &[y, x], &[]);
    ctx.replace_all_uses_with(x, y);
    assert!(!ctx.has_uses(x));
    assert_eq!(ctx.operands(a).collect::<Vec<_>>(), vec![y, y, y]);
    assert_eq!(ctx.operands(b).collect::<Vec<_>>(), vec![y, y]);
    assert_eq!(ctx.uses(y).count(), 5);
    // from == to is a no-op, not a loop or a corruption.
    ctx.replace_all_uses_with(y, y);
    assert_eq!(ctx.uses(y).count(), 5);
    check_use_lists(&ctx, m);
}

/// RAUW costs what the replaced value's uses cost, not what the function costs: swapping a
/// single use back and forth 200k times next to a value with 200k uses must be quick.
#[test]
fn replace_all_uses_with_is_proportional_to_uses() {
    let Fixture { mut ctx, e, .. } = fixture(3);
    let (big, a, b) = (ctx.block_arg(e, 0), ctx.block_arg(e, 1), ctx.block_arg(e, 2));
    for _ in 0..200_000 {
        push(&mut ctx, e, "test.op", &[big], &[]);
    }
    let user = push(&mut ctx, e, "test.op", &[a], &[]);
    let start = Instant::now();
    for _ in 0..100_000 {
        ctx.replace_all_uses_with(a, b);
        ctx.replace_all_uses_with(b, a);
    }
    let took = start.elapsed();
    assert_eq!(ctx.operand(user, 0), a);
    assert_eq!(ctx.uses(big).count(), 200_000);
    assert!(took < Duration::from_secs(2), "200k single-use RAUWs took {took:?}");
}

#[test]
fn replace_uses_where_only_moves_selected_owners() {
    let Fixture { mut ctx, m, e, .. } = fixture(2);
    let (x, y) = (ctx.block_arg(e, 0), ctx.block_arg(e, 1));
    let keep = push(&mut ctx, e, "test.op", &[x, x], &[]);
    let change = push(&mut ctx, e, "test.checked", &[x], &[]);
    let keep2 = push(&mut ctx, e, "test.op", &[x], &[]);
    ctx.replace_uses_where(x, y, |c, o| c.op_name_str(o) == "test.checked");
    assert_eq!(ctx.operands(keep).collect::<Vec<_>>(), vec![x, x]);
    assert_eq!(ctx.operands(change).collect::<Vec<_>>(), vec![y]);
    assert_eq!(ctx.operands(keep2).collect::<Vec<_>>(), vec![x]);
    assert_eq!(ctx.uses(x).count(), 3);
    assert_eq!(ctx.users(y).collect::<Vec<_>>(), vec![change]);
    check_use_lists(&ctx, m);
}

#[test]
fn set_operand_relinks_one_use() {
    let Fixture { mut ctx, m, e, .. } = fixture(2);
    let (x, y) = (ctx.block_arg(e, 0), ctx.block_arg(e, 1));
    let a = push(&mut ctx, e, "test.op", &[x, x], &[]);
    ctx.set_operand(a, 1, y);
    assert_eq!(ctx.operands(a).collect::<Vec<_>>(), vec![x, y]);
    assert_eq!(ctx.uses(x).map(|u| ctx.use_owner(u)).collect::<Vec<_>>(), vec![(a, 0)]);
    assert_eq!(ctx.uses(y).map(|u| ctx.use_owner(u)).collect::<Vec<_>>(), vec![(a, 1)]);
    check_use_lists(&ctx, m);
}

#[test]
fn set_operands_same_and_different_counts() {
    let Fixture { mut ctx, m, e, .. } = fixture(3);
    let (x, y, z) = (ctx.block_arg(e, 0), ctx.block_arg(e, 1), ctx.block_arg(e, 2));
    let a = push(&mut ctx, e, "test.op", &[x, y], &[]);
    // An op created right after `a`: its uses follow `a`'s in the arena.
    let b = push(&mut ctx, e, "test.op", &[z, z], &[]);

    ctx.set_operands(a, &[y, x]);
    assert_eq!(ctx.operands(a).collect::<Vec<_>>(), vec![y, x]);
    check_use_lists(&ctx, m);

    // Grow: a's run moves; b must keep its own operands.
    ctx.set_operands(a, &[z, y, x, z]);
    assert_eq!(ctx.operands(a).collect::<Vec<_>>(), vec![z, y, x, z]);
    assert_eq!(ctx.operands(b).collect::<Vec<_>>(), vec![z, z]);
    assert_eq!(ctx.uses(z).count(), 4);
    check_use_lists(&ctx, m);

    // Shrink, then empty, then refill.
    ctx.set_operands(a, &[x]);
    assert_eq!(ctx.operands(a).collect::<Vec<_>>(), vec![x]);
    assert_eq!(ctx.uses(z).count(), 2);
    assert_eq!(ctx.uses(y).count(), 0);
    ctx.set_operands(a, &[]);
    assert_eq!(ctx.num_operands(a), 0);
    assert!(!ctx.has_uses(x));
    ctx.set_operands(a, &[y, y]);
    assert_eq!(ctx.operands(a).collect::<Vec<_>>(), vec![y, y]);

    // An op created after all this still gets its own operands.
    let c = push(&mut ctx, e, "test.op", &[x, y, z], &[]);
    assert_eq!(ctx.operands(c).collect::<Vec<_>>(), vec![x, y, z]);
    assert_eq!(ctx.operands(a).collect::<Vec<_>>(), vec![y, y]);
    assert_eq!(ctx.operands(b).collect::<Vec<_>>(), vec![z, z]);
    check_use_lists(&ctx, m);
    // set_operand on the moved run touches the right use.
    ctx.set_operand(a, 1, x);
    assert_eq!(ctx.operands(a).collect::<Vec<_>>(), vec![y, x]);
    assert_eq!(ctx.operands(c).collect::<Vec<_>>(), vec![x, y, z]);
    check_use_lists(&ctx, m);
}

// ------------------------------------------------------------------------------------
// Block uses
// ------------------------------------------------------------------------------------

#[test]
fn predecessors_follow_successor_edits() {
    let mut ctx = ctx();
    let (m, body) = module(&mut ctx);
    let t = i32t(&mut ctx);
    let i1 = ctx.integer_type(1);
    let (f, e) = func(&mut ctx, body, "f", &[i1]);
    let r = ctx.region(f, 0);
    let b1 = block(&mut ctx, r, &[]);
    let b2 = block(&mut ctx, r, &[]);
    let b3 = block(&mut ctx, r, &[]);
    let c = ctx.block_arg(e, 0);
    let cb = cond_br(&mut ctx, e, c, b1, &[], b2, &[]);
    let br1 = br(&mut ctx, b1, b2, &[]);
    push(&mut ctx, b2, "test.ret", &[], &[]);
    push(&mut ctx, b3, "test.ret", &[], &[]);
    let _ = t;

    let mut preds: Vec<Op> = ctx.predecessors(b2).collect();
    preds.sort();
    assert_eq!(preds, vec![cb, br1]);
    assert_eq!(ctx.predecessors(b1).collect::<Vec<_>>(), vec![cb]);
    assert!(!ctx.has_predecessors(b3));
    let mut owners: Vec<(Op, usize)> = ctx.block_uses(b2).map(|u| ctx.block_use_owner(u)).collect();
    owners.sort();
    assert_eq!(owners, vec![(cb, 1), (br1, 0)]);

    ctx.set_successor(cb, 1, b3);
    assert_eq!(ctx.successors(cb).collect::<Vec<_>>(), vec![b1, b3]);
    assert_eq!(ctx.predecessors(b2).collect::<Vec<_>>(), vec![br1]);
    assert_eq!(ctx.predecessors(b3).collect::<Vec<_>>(), vec![cb]);

    ctx.replace_all_block_uses_with(b3, b2);
    assert!(!ctx.has_predecessors(b3));
    assert_eq!(ctx.predecessors(b2).count(), 2);
    assert_eq!(ctx.successor(cb, 1), b2);
    // Both successors of one op to the same block: two uses.
    ctx.set_successor(cb, 0, b2);
    assert_eq!(ctx.predecessors(b2).count(), 3);
    assert!(!ctx.has_predecessors(b1));
    ctx.replace_all_block_uses_with(b2, b1);
    assert_eq!(ctx.predecessors(b1).count(), 3);
    assert!(!ctx.has_predecessors(b2));
    check_use_lists(&ctx, m);
}

// ------------------------------------------------------------------------------------
// Ops in blocks
// ------------------------------------------------------------------------------------

#[test]
fn append_insert_prepend_detach_move() {
    let Fixture { mut ctx, f, e, .. } = fixture(0);
    let a = op(&mut ctx, "test.a", &[], &[], 0);
    let b = op(&mut ctx, "test.b", &[], &[], 0);
    let c = op(&mut ctx, "test.c", &[], &[], 0);
    let d = op(&mut ctx, "test.d", &[], &[], 0);
    assert_eq!(ctx.parent_block(a), None);
    ctx.append_op(e, b);
    ctx.prepend_op(e, a);
    ctx.append_op(e, d);
    ctx.insert_op_before(d, c);
    assert_eq!(names(&ctx, e), ["test.a", "test.b", "test.c", "test.d"]);
    assert_eq!(ctx.first_op(e), Some(a));
    assert_eq!(ctx.last_op(e), Some(d));
    assert_eq!(ctx.next_op(b), Some(c));
    assert_eq!(ctx.prev_op(c), Some(b));
    assert_eq!(ctx.prev_op(a), None);
    assert_eq!(ctx.parent_op(c), Some(f));
    assert_eq!(ctx.parent_region(c), Some(ctx.region(f, 0)));

    ctx.detach_op(a);
    assert_eq!(names(&ctx, e), ["test.b", "test.c", "test.d"]);
    assert_eq!(ctx.parent_block(a), None);
    assert_eq!(ctx.prev_op(b), None);
    ctx.detach_op(d);
    assert_eq!(ctx.last_op(e), Some(c));
    assert_eq!(ctx.next_op(c), None);
    // Detaching twice is harmless.
    ctx.detach_op(d);
    ctx.append_op(e, a);
    ctx.move_op_before(a, b);
    assert_eq!(names(&ctx, e), ["test.a", "test.b", "test.c"]);
    ctx.move_op_to_end(b, e);
    assert_eq!(names(&ctx, e), ["test.a", "test.c", "test.b"]);
    ctx.move_op_before(d, c);
    assert_eq!(names(&ctx, e), ["test.a", "test.d", "test.c", "test.b"]);
    // Reverse iteration agrees with forward iteration.
    let mut back = Vec::new();
    let mut cur = ctx.last_op(e);
    while let Some(o) = cur {
        back.push(ctx.op_name_str(o).to_owned());
        cur = ctx.prev_op(o);
    }
    back.reverse();
    assert_eq!(back, names(&ctx, e));
    // Moving an op to another block.
    let r = ctx.region(f, 0);
    let e2 = block(&mut ctx, r, &[]);
    ctx.move_op_to_end(c, e2);
    assert_eq!(names(&ctx, e), ["test.a", "test.d", "test.b"]);
    assert_eq!(names(&ctx, e2), ["test.c"]);
    assert_eq!(ctx.parent_block(c), Some(e2));
}

#[test]
fn erase_op_with_nested_regions_drops_all_uses() {
    let Fixture { mut ctx, m, e, t, .. } = fixture(1);
    let x = ctx.block_arg(e, 0);
    let before = push(&mut ctx, e, "test.op", &[], &[t]);
    let y = ctx.result(before, 0);
    // test.region { ^bb0(%a): %i = test.op(%x, %a); test.region { test.op(%i, %y) } }
    let outer = push_with_regions(&mut ctx, e, "test.region", &[y], &[t], 1);
    let ob = ctx.entry_block(outer, 0).unwrap();
    let a = ctx.add_block_arg(ob, t, None);
    let i = push(&mut ctx, ob, "test.op", &[x, a], &[t]);
    let iv = ctx.result(i, 0);
    let inner = push_with_regions(&mut ctx, ob, "test.region", &[], &[], 1);
    let ib = ctx.entry_block(inner, 0).unwrap();
    let leaf = push(&mut ctx, ib, "test.op", &[iv, y], &[]);
    // The outer op's own result used inside its region (only inside the erased subtree).
    let ov = ctx.result(outer, 0);
    let self_user = push(&mut ctx, ib, "test.op", &[ov], &[]);
    let after = push(&mut ctx, e, "test.ret", &[], &[]);
    assert_eq!(ctx.uses(y).count(), 2);

    ctx.erase_op(outer);
    for o in [outer, i, inner, leaf, self_user] {
        assert!(ctx.is_erased(o), "{o:?} should be erased");
    }
    assert!(!ctx.is_erased(before) && !ctx.is_erased(after));
    assert!(!ctx.has_uses(x), "uses from erased nested ops must be dropped");
    assert!(!ctx.has_uses(y));
    assert!(!ctx.has_uses(ov));
    assert_eq!(names(&ctx, e), ["test.op", "test.ret"]);
    assert_eq!(ctx.next_op(before), Some(after));
    check_use_lists(&ctx, m);
    // The remaining IR still verifies and new ops can use the survivors.
    push(&mut ctx, e, "test.op", &[x], &[]);
    ctx.move_op_to_end(after, e);
    ctx.verify(m, async_opt_ir::Generation::V22).unwrap();
}

#[test]
fn erase_op_drops_successor_uses_inside_regions() {
    let Fixture { mut ctx, m, e, .. } = fixture(0);
    let reg = push_with_regions(&mut ctx, e, "test.region", &[], &[], 1);
    let r = ctx.region(reg, 0);
    let rb0 = ctx.first_block(r).unwrap();
    let rb1 = block(&mut ctx, r, &[]);
    let jump = br(&mut ctx, rb0, rb1, &[]);
    push(&mut ctx, rb1, "test.ret", &[], &[]);
    push(&mut ctx, e, "test.ret", &[], &[]);
    ctx.verify(m, async_opt_ir::Generation::V22).unwrap();
    assert!(ctx.has_predecessors(rb1));
    ctx.erase_op(reg);
    assert!(!ctx.has_predecessors(rb1));
    assert!(ctx.is_erased(jump));
    ctx.verify(m, async_opt_ir::Generation::V22).unwrap();
}

#[test]
fn erase_block_removes_its_ops_and_edges() {
    let Fixture { mut ctx, m, f, e, t, .. } = fixture(1);
    let x = ctx.block_arg(e, 0);
    let r = ctx.region(f, 0);
    let b1 = block(&mut ctx, r, &[]);
    let b2 = block(&mut ctx, r, &[]);
    let jump = br(&mut ctx, e, b2, &[]);
    // b1 is unreachable: it uses %x and branches to b2.
    let u = push(&mut ctx, b1, "test.op", &[x], &[t]);
    let uv = ctx.result(u, 0);
    push(&mut ctx, b1, "test.op", &[uv], &[]);
    let br1 = br(&mut ctx, b1, b2, &[]);
    push(&mut ctx, b2, "test.ret", &[], &[]);
    assert_eq!(ctx.predecessors(b2).count(), 2);
    ctx.erase_block(b1);
    assert_eq!(ctx.region_blocks(r).collect::<Vec<_>>(), vec![e, b2]);
    assert_eq!(ctx.predecessors(b2).collect::<Vec<_>>(), vec![jump]);
    assert!(!ctx.has_uses(x));
    assert!(ctx.is_erased(u) && ctx.is_erased(br1));
    check_all(&ctx, m);
}

// ------------------------------------------------------------------------------------
// Blocks and regions
// ------------------------------------------------------------------------------------

#[test]
fn split_block_moves_the_tail() {
    let Fixture { mut ctx, m, f, e, .. } = fixture(1);
    let r = ctx.region(f, 0);
    let last = block(&mut ctx, r, &[]);
    let a = push(&mut ctx, e, "test.a", &[], &[]);
    let b = push(&mut ctx, e, "test.b", &[], &[]);
    let c = push(&mut ctx, e, "test.c", &[], &[]);
    let jump = br(&mut ctx, e, last, &[]);
    push(&mut ctx, last, "test.ret", &[], &[]);

    let tail = ctx.split_block(e, b);
    assert_eq!(ctx.region_blocks(r).collect::<Vec<_>>(), vec![e, tail, last], "new block goes right after");
    assert_eq!(names(&ctx, e), ["test.a"]);
    assert_eq!(names(&ctx, tail), ["test.b", "test.c", "test.br"]);
    assert_eq!(ctx.last_op(e), Some(a));
    assert_eq!(ctx.next_op(a), None);
    assert_eq!(ctx.prev_op(b), None);
    for o in [b, c, jump] {
        assert_eq!(ctx.parent_block(o), Some(tail));
    }
    // The moved terminator's edge is seen from its new block.
    let pred = ctx.predecessors(last).next().unwrap();
    assert_eq!(ctx.parent_block(pred), Some(tail));
    assert!(ctx.block_args(tail).is_empty());

    // Split before the first op: the original block becomes empty.
    let tail2 = ctx.split_block(tail, b);
    assert_eq!(ctx.first_op(tail), None);
    assert_eq!(ctx.last_op(tail), None);
    assert_eq!(names(&ctx, tail2), ["test.b", "test.c", "test.br"]);
    // Stitch the CFG back: e -> tail -> tail2 -> last; that verifies.
    br(&mut ctx, e, tail, &[]);
    br(&mut ctx, tail, tail2, &[]);
    ctx.verify(m, async_opt_ir::Generation::V22).unwrap();
}

#[test]
fn merge_block_into_appends_ops() {
    let Fixture { mut ctx, f, e, .. } = fixture(0);
    let r = ctx.region(f, 0);
    let b1 = block(&mut ctx, r, &[]);
    push(&mut ctx, e, "test.a", &[], &[]);
    let x = push(&mut ctx, b1, "test.x", &[], &[]);
    push(&mut ctx, b1, "test.y", &[], &[]);
    ctx.merge_block_into(b1, e);
    assert_eq!(names(&ctx, e), ["test.a", "test.x", "test.y"]);
    assert_eq!(ctx.first_op(b1), None);
    assert_eq!(ctx.parent_block(x), Some(e));
    assert_eq!(ctx.block_parent(b1), Some(r), "merge leaves the source block in place");
}

#[test]
fn inline_region_before_and_take_body() {
    let Fixture { mut ctx, f, e, t, .. } = fixture(0);
    let fr = ctx.region(f, 0);
    let tail = block(&mut ctx, fr, &[]);
    let holder = push_with_regions(&mut ctx, e, "test.region", &[], &[], 1);
    let hr = ctx.region(holder, 0);
    let h0 = ctx.first_block(hr).unwrap();
    let h1 = block(&mut ctx, hr, &[t]);
    ctx.inline_region_before(hr, fr, Some(tail));
    assert!(ctx.region_is_empty(hr));
    assert_eq!(ctx.region_blocks(fr).collect::<Vec<_>>(), vec![e, h0, h1, tail]);
    assert_eq!(ctx.block_parent(h1), Some(fr));
    assert_eq!(ctx.block_parent_op(h0), Some(f));
    assert_eq!(ctx.prev_block(tail), Some(h1));
    assert_eq!(ctx.next_block(e), Some(h0));

    // Back to the end of the (empty) holder region with `None`.
    let other = op(&mut ctx, "test.region", &[], &[], 2);
    let (o0, o1) = (ctx.region(other, 0), ctx.region(other, 1));
    let x = block(&mut ctx, o0, &[]);
    let y = block(&mut ctx, o0, &[]);
    ctx.inline_region_before(o0, hr, None);
    assert_eq!(ctx.region_blocks(hr).collect::<Vec<_>>(), vec![x, y]);
    assert_eq!(ctx.last_block(hr), Some(y));

    ctx.take_body(o1, hr);
    assert!(ctx.region_is_empty(hr));
    assert_eq!(ctx.region_blocks(o1).collect::<Vec<_>>(), vec![x, y]);
    assert_eq!(ctx.block_parent_op(y), Some(other));
}

#[test]
fn add_region_on_op_without_regions() {
    let mut ctx = ctx();
    let a = op(&mut ctx, "test.region", &[], &[], 0);
    let r0 = ctx.add_region(a);
    let r1 = ctx.add_region(a);
    assert_eq!(ctx.regions(a), &[r0, r1]);
    assert_eq!(ctx.region_parent(r0), Some(a));
    assert_eq!(ctx.region_parent(r1), Some(a));
    assert!(ctx.region_is_empty(r1));
}

/// `a`'s regions sit before `b`'s in the pool, so growing `a` must move its run without
/// disturbing `b`'s (or `a`'s existing handles and their blocks).
#[test]
fn add_region_on_op_whose_regions_are_not_last_in_the_pool() {
    let mut ctx = ctx();
    let a = op(&mut ctx, "test.region", &[], &[], 2);
    let (a0, a1) = (ctx.region(a, 0), ctx.region(a, 1));
    let ab = block(&mut ctx, a1, &[]);
    let b = op(&mut ctx, "test.region", &[], &[], 1);
    let b0 = ctx.region(b, 0);
    let bb = block(&mut ctx, b0, &[]);
    let a2 = ctx.add_region(a);
    assert_eq!(ctx.regions(a), &[a0, a1, a2]);
    assert_eq!(ctx.regions(b), &[b0]);
    assert_eq!(ctx.first_block(a1), Some(ab));
    assert_eq!(ctx.first_block(b0), Some(bb));
    assert_eq!(ctx.region_parent(a2), Some(a));
    // And again on b, now that a's run is last; then on a again.
    let b1 = ctx.add_region(b);
    assert_eq!(ctx.regions(b), &[b0, b1]);
    assert_eq!(ctx.regions(a), &[a0, a1, a2]);
    let a3 = ctx.add_region(a);
    assert_eq!(ctx.regions(a), &[a0, a1, a2, a3]);
    assert_eq!(ctx.regions(b), &[b0, b1]);
    // A region created afterwards by another op does not alias.
    let c = op(&mut ctx, "test.region", &[], &[], 1);
    let c0 = ctx.region(c, 0);
    assert!(![a0, a1, a2, a3, b0, b1].contains(&c0));
    assert_eq!(ctx.regions(a), &[a0, a1, a2, a3]);
    assert_eq!(ctx.entry_block(a, 1), Some(ab));
}

// ------------------------------------------------------------------------------------
// Cloning
// ------------------------------------------------------------------------------------

/// ```text
/// test.func @f(%outer) {
///   test.region(%outer) {                 // the op cloned
///   ^bb0(%a):
///     test.br ^bb2
///   ^bb1:                                 // uses %late (defined in ^bb2, which dominates ^bb1)
///     %u = test.op(%late, %a, %outer)
///     test.region { test.op(%late, %u) ; test.ret }
///     test.ret
///   ^bb2:
///     %late = test.op
///     test.br ^bb1
///   }
/// }
/// ```
#[test]
fn clone_op_remaps_nested_values_blocks_and_forward_references() {
    let Fixture { mut ctx, m, e, t, .. } = fixture(1);
    let outer = ctx.block_arg(e, 0);
    let reg = op(&mut ctx, "test.region", &[outer], &[t], 1);
    ctx.append_op(e, reg);
    push(&mut ctx, e, "test.ret", &[], &[]);
    let r = ctx.region(reg, 0);
    let bb0 = block(&mut ctx, r, &[t]);
    let bb1 = block(&mut ctx, r, &[]);
    let bb2 = block(&mut ctx, r, &[]);
    let a = ctx.block_arg(bb0, 0);
    br(&mut ctx, bb0, bb2, &[]);
    // ^bb2 first so %late exists.
    let late_op = push(&mut ctx, bb2, "test.op", &[], &[t]);
    let late = ctx.result(late_op, 0);
    br(&mut ctx, bb2, bb1, &[]);
    let u = push(&mut ctx, bb1, "test.op", &[late, a, outer], &[t]);
    let uv = ctx.result(u, 0);
    let nested = push_with_regions(&mut ctx, bb1, "test.region", &[], &[], 1);
    let nb = ctx.entry_block(nested, 0).unwrap();
    let leaf = push(&mut ctx, nb, "test.op", &[late, uv], &[]);
    push(&mut ctx, nb, "test.ret", &[], &[]);
    push(&mut ctx, bb1, "test.ret", &[], &[]);
    ctx.verify(m, async_opt_ir::Generation::V22).unwrap();
    let uses_before: Vec<usize> = [outer, late, uv, a].iter().map(|&v| ctx.uses(v).count()).collect();

    let mut map = IrMapping::new();
    let copy = ctx.clone_op(reg, &mut map);
    assert_eq!(ctx.parent_block(copy), None, "the clone is detached");
    assert_eq!(map.value(ctx.result(reg, 0)), ctx.result(copy, 0));
    // Originals are untouched.
    let uses_after: Vec<usize> = [outer, late, uv, a].iter().map(|&v| ctx.uses(v).count()).collect();
    assert_eq!(uses_before[1..], uses_after[1..], "values inside the cloned op gain no uses");
    assert_eq!(uses_after[0], uses_before[0] + 2, "the outside value is used by the clone and its nested copy");

    let cr = ctx.region(copy, 0);
    let cblocks: Vec<Block> = ctx.region_blocks(cr).collect();
    assert_eq!(cblocks.len(), 3);
    assert!(cblocks.iter().all(|b| ![bb0, bb1, bb2].contains(b)));
    let (c0, c1, c2) = (cblocks[0], cblocks[1], cblocks[2]);
    assert_eq!(map.block(bb1), c1);
    assert_eq!(ctx.successor(ctx.last_op(c0).unwrap(), 0), c2);
    assert_eq!(ctx.successor(ctx.last_op(c2).unwrap(), 0), c1);
    let c_late = ctx.result(ctx.first_op(c2).unwrap(), 0);
    let c_a = ctx.block_arg(c0, 0);
    let cu = ctx.first_op(c1).unwrap();
    assert_eq!(
        ctx.operands(cu).collect::<Vec<_>>(),
        vec![c_late, c_a, outer],
        "forward ref and block arg remapped; outside value kept"
    );
    let cnested = ctx.next_op(cu).unwrap();
    let cleaf = ctx.first_op(ctx.entry_block(cnested, 0).unwrap()).unwrap();
    assert_ne!(cleaf, leaf);
    assert_eq!(
        ctx.operands(cleaf).collect::<Vec<_>>(),
        vec![c_late, ctx.result(cu, 0)],
        "nested forward reference remapped"
    );
    assert_eq!(ctx.operand(copy, 0), outer);

    ctx.insert_op_before(reg, copy);
    check_all(&ctx, m);
    // Erasing the original leaves the clone whole.
    ctx.erase_op(reg);
    ctx.verify(m, async_opt_ir::Generation::V22).unwrap();
    check_use_lists(&ctx, m);
}

#[test]
fn clone_op_with_premapped_values() {
    let mut ctx = ctx();
    let t = i32t(&mut ctx);
    let src = op(&mut ctx, "test.op", &[], &[t], 0);
    let other = op(&mut ctx, "test.op", &[], &[t], 0);
    let (s, o) = (ctx.result(src, 0), ctx.result(other, 0));
    let user = op(&mut ctx, "test.user", &[s, s], &[], 0);
    let name = ctx.ident("k");
    let v = ctx.unit_attr();
    ctx.set_attr(user, name, v);
    let mut map = IrMapping::new();
    map.map_value(s, o);
    let c = ctx.clone_op(user, &mut map);
    assert_eq!(ctx.operands(c).collect::<Vec<_>>(), vec![o, o]);
    assert_eq!(ctx.attr_dict(c), ctx.attr_dict(user));
    assert_eq!(ctx.op_name(c), ctx.op_name(user));
    assert_eq!(ctx.uses(s).count(), 2);
    assert_eq!(ctx.uses(o).count(), 2);
}

// ------------------------------------------------------------------------------------
// Attributes and interning
// ------------------------------------------------------------------------------------

fn attr_names(ctx: &Context, o: Op) -> Vec<String> {
    ctx.attrs(o).iter().map(|(n, _)| ctx.str(*n).to_owned()).collect()
}

#[test]
fn attributes_stay_sorted_through_set_remove_replace() {
    let mut ctx = ctx();
    let o = op(&mut ctx, "test.op", &[], &[], 0);
    assert!(ctx.attr_dict(o).is_none());
    let it = i64t(&mut ctx);
    for (k, n) in [("m", 1), ("b", 2), ("z", 3), ("a", 4), ("B", 5)] {
        let key = ctx.ident(k);
        let v = ctx.int_attr(n, it);
        ctx.set_attr(o, key, v);
    }
    assert_eq!(attr_names(&ctx, o), ["B", "a", "b", "m", "z"]);
    // Replace keeps the position and the count.
    let key = ctx.ident("m");
    let v = ctx.string_attr("new");
    ctx.set_attr(o, key, v);
    assert_eq!(attr_names(&ctx, o), ["B", "a", "b", "m", "z"]);
    assert_eq!(ctx.attr(o, "m"), Some(v));
    let removed = ctx.remove_attr(o, "b");
    assert_eq!(removed.and_then(|a| ctx.attr_int(a)), Some(2));
    assert_eq!(ctx.remove_attr(o, "b"), None);
    assert_eq!(ctx.remove_attr(o, "nope"), None);
    assert_eq!(attr_names(&ctx, o), ["B", "a", "m", "z"]);
    for k in ["B", "a", "m", "z"] {
        assert!(ctx.remove_attr(o, k).is_some());
    }
    assert!(ctx.attrs(o).is_empty());
    assert!(ctx.attr_dict(o).is_none(), "an empty dictionary is no dictionary");
    // set_attrs sorts, too.
    let (ka, kb) = (ctx.ident("x"), ctx.ident("w"));
    let u = ctx.unit_attr();
    ctx.set_attrs(o, vec![(ka, u), (kb, u)]);
    assert_eq!(attr_names(&ctx, o), ["w", "x"]);
}

#[test]
fn equal_attribute_dictionaries_share_a_handle() {
    let mut ctx = ctx();
    let a = op(&mut ctx, "test.op", &[], &[], 0);
    let b = op(&mut ctx, "test.other", &[], &[], 0);
    let (k1, k2, k3) = (ctx.ident("one"), ctx.ident("two"), ctx.ident("three"));
    let (u, s) = (ctx.unit_attr(), ctx.string_attr("s"));
    ctx.set_attr(a, k1, u);
    ctx.set_attr(a, k2, s);
    ctx.set_attr(b, k2, s);
    ctx.set_attr(b, k3, u);
    assert_ne!(ctx.attr_dict(a), ctx.attr_dict(b));
    ctx.set_attr(b, k1, u);
    ctx.remove_attr(b, "three");
    assert_eq!(ctx.attr_dict(a), ctx.attr_dict(b));
    // The same dictionary built through dict_attr in another order.
    let d = ctx.dict_attr(vec![(k2, s), (k1, u)]);
    assert_eq!(Some(d), ctx.attr_dict(a));
    let n = ctx.ident("test.x");
    let loc = ctx.unknown_loc();
    let c = ctx.create_op(OperationState::new(n, loc).with_attr(k2, s).with_attr(k1, u));
    assert_eq!(ctx.attr_dict(c), ctx.attr_dict(a));
}

#[test]
fn types_and_attributes_are_interned() {
    let mut ctx = Context::new();
    let a = ctx.integer_type(32);
    let b = ctx.intern_type(TypeKind::Integer { width: 32, signedness: Signedness::Signless });
    assert_eq!(a, b);
    let s = ctx.intern_type(TypeKind::Integer { width: 32, signedness: Signedness::Signed });
    assert_ne!(a, s);
    assert_ne!(a, ctx.integer_type(64));
    let f = ctx.float_type(FloatKind::F32);
    let fun1 = ctx.function_type(&[a, f], &[a]);
    let fun2 = ctx.function_type(&[a, f], &[a]);
    let fun3 = ctx.function_type(&[f, a], &[a]);
    assert_eq!(fun1, fun2);
    assert_ne!(fun1, fun3);
    let m1 = ctx.intern_type(TypeKind::MemRef {
        shape: vec![4, DYNAMIC].into(),
        element: f,
        layout: None,
        memory_space: None,
    });
    let m2 = ctx.intern_type(TypeKind::MemRef {
        shape: vec![4, DYNAMIC].into(),
        element: f,
        layout: None,
        memory_space: None,
    });
    let m3 =
        ctx.intern_type(TypeKind::MemRef { shape: vec![4, 4].into(), element: f, layout: None, memory_space: None });
    assert_eq!(m1, m2);
    assert_ne!(m1, m3);
    assert_eq!(dialect_type(&mut ctx, "async", "value", &[f]), dialect_type(&mut ctx, "async", "value", &[f]));
    assert_ne!(dialect_type(&mut ctx, "async", "value", &[f]), dialect_type(&mut ctx, "async", "value", &[a]));
    let tok = dialect_type(&mut ctx, "async", "token", &[]);
    assert!(ctx.is_dialect_type(tok, "async", "token"));
    assert!(!ctx.is_dialect_type(tok, "async", "value"));

    let i1 = ctx.int_attr(1, a);
    assert_eq!(i1, ctx.int_attr(1, a));
    assert_ne!(i1, ctx.int_attr(1, s), "same value, different type");
    assert_ne!(i1, ctx.int_attr(-1, a));
    let x = ctx.string_attr("x");
    let arr = ctx.array_attr(&[i1, x]);
    assert_eq!(arr, ctx.array_attr(&[i1, x]));
    assert_ne!(arr, ctx.array_attr(&[x, i1]));
    let pz = ctx.intern_attr(AttrKind::Float { bits: 0.0f64.to_bits(), ty: f });
    let nz = ctx.intern_attr(AttrKind::Float { bits: (-0.0f64).to_bits(), ty: f });
    assert_ne!(pz, nz, "0.0 and -0.0 are different attributes");
    assert_eq!(ctx.ident("abc"), ctx.ident("abc"));
    assert_eq!(ctx.lookup_ident("never interned"), None);
    let abc = ctx.ident("abc");
    assert_eq!(ctx.str(abc), "abc");
}

// ------------------------------------------------------------------------------------
// Symbol tables
// ------------------------------------------------------------------------------------

fn sym(ctx: &mut Context, name: &str) -> Op {
    let f = op(ctx, "test.func", &[], &[], 1);
    let key = ctx.ident("sym_name");
    let s = ctx.string_attr(name);
    ctx.set_attr(f, key, s);
    f
}

/// Inserts `op` into `st`; the name it got.
fn insert(st: &mut SymbolTable, ctx: &mut Context, op: Op) -> String {
    let n = st.insert(ctx, op);
    ctx.str(n).to_owned()
}

#[test]
fn symbol_table_lookup_and_renaming() {
    let mut ctx = ctx();
    let (m, body) = module(&mut ctx);
    let (f, _) = func(&mut ctx, body, "f", &[]);
    let (g0, _) = func(&mut ctx, body, "f_0", &[]);
    let mut st = SymbolTable::new(&mut ctx, m);
    assert_eq!(st.op(), m);
    assert_eq!(st.lookup_str(&ctx, "f"), Some(f));
    assert_eq!(st.lookup_str(&ctx, "f_0"), Some(g0));
    assert_eq!(st.lookup_str(&ctx, "g"), None);

    let g = sym(&mut ctx, "g");
    assert_eq!(insert(&mut st, &mut ctx, g), "g", "a free name is kept");
    let f1 = sym(&mut ctx, "f");
    assert_eq!(insert(&mut st, &mut ctx, f1), "f_1", "f_0 is taken, so f_1");
    assert_eq!(ctx.symbol_name(f1), Some("f_1"));
    let f2 = sym(&mut ctx, "f");
    assert_eq!(insert(&mut st, &mut ctx, f2), "f_2");
    assert_eq!(st.lookup_str(&ctx, "f_2"), Some(f2));
    assert_eq!(st.lookup_str(&ctx, "f"), Some(f), "the original keeps its name");
    assert_eq!(ctx.symbol_name(f), Some("f"));
    let g1 = sym(&mut ctx, "g");
    assert_eq!(insert(&mut st, &mut ctx, g1), "g_0", "counters are per base name");
    assert_eq!(ctx.block_ops(body).count(), 6);
    assert_eq!(ctx.last_op(body), Some(g1), "inserted at the end of the body");
    assert_eq!(st.iter().count(), 6);

    st.remove(&ctx, f2);
    assert_eq!(st.lookup_str(&ctx, "f_2"), None);
    st.remove(&ctx, f);
    let again = sym(&mut ctx, "f");
    assert_eq!(insert(&mut st, &mut ctx, again), "f", "a removed name is free again");
    assert_eq!(ctx.symbol_table_op(again), Some(m));
    assert_eq!(ctx.symbol_visibility(again), "public");
}

#[test]
fn symbol_table_insert_keeps_terminator_last() {
    let mut ctx = ctx();
    // A symbol table op that has a terminator (test.region is not NO_TERMINATOR but the
    // table only needs a first region).
    let holder = op(&mut ctx, "test.region", &[], &[], 1);
    let r = ctx.region(holder, 0);
    let b = block(&mut ctx, r, &[]);
    let term = push(&mut ctx, b, "test.ret", &[], &[]);
    let mut st = SymbolTable::new(&mut ctx, holder);
    let s = sym(&mut ctx, "s");
    st.insert(&mut ctx, s);
    assert_eq!(ctx.last_op(b), Some(term));
    assert_eq!(ctx.next_op(s), Some(term));
}

/// Renaming is amortised O(1): 100k clashing inserts of one name must not rescan suffixes.
#[test]
fn symbol_table_100k_clashing_inserts_are_fast() {
    let mut ctx = ctx();
    let (m, body) = module(&mut ctx);
    func(&mut ctx, body, "clash", &[]);
    let mut st = SymbolTable::new(&mut ctx, m);
    let start = Instant::now();
    let mut last = None;
    for _ in 0..100_000 {
        let s = sym(&mut ctx, "clash");
        last = Some(st.insert(&mut ctx, s));
    }
    let took = start.elapsed();
    assert_eq!(ctx.str(last.unwrap()), "clash_99999");
    assert_eq!(st.iter().count(), 100_001);
    assert!(took < Duration::from_secs(3), "100k clashing inserts took {took:?}");
}

// ------------------------------------------------------------------------------------
// Walks
// ------------------------------------------------------------------------------------

/// ```text
/// root { a { a1 ; a2 { a21 } } ; b ; c { c1 } { c2 } }
/// ```
fn walk_fixture(ctx: &mut Context) -> Op {
    let root = op(ctx, "root", &[], &[], 1);
    let rb = block(ctx, ctx.region(root, 0), &[]);
    let a = push_with_regions(ctx, rb, "a", &[], &[], 1);
    let ab = ctx.entry_block(a, 0).unwrap();
    push(ctx, ab, "a1", &[], &[]);
    let a2 = push_with_regions(ctx, ab, "a2", &[], &[], 1);
    let a2b = ctx.entry_block(a2, 0).unwrap();
    push(ctx, a2b, "a21", &[], &[]);
    push(ctx, rb, "b", &[], &[]);
    let c = push_with_regions(ctx, rb, "c", &[], &[], 2);
    let c0 = ctx.entry_block(c, 0).unwrap();
    push(ctx, c0, "c1", &[], &[]);
    let c1 = ctx.entry_block(c, 1).unwrap();
    push(ctx, c1, "c2", &[], &[]);
    root
}

#[test]
fn walk_pre_and_post_order() {
    let mut ctx = Context::new();
    let root = walk_fixture(&mut ctx);
    let mut pre = Vec::new();
    ctx.walk_pre(root, |o| {
        pre.push(ctx.op_name_str(o).to_owned());
        WalkControl::Advance
    });
    assert_eq!(pre, ["root", "a", "a1", "a2", "a21", "b", "c", "c1", "c2"]);
    let post: Vec<&str> = ctx.collect_post_order(root).into_iter().map(|o| ctx.op_name_str(o)).collect();
    assert_eq!(post, ["a1", "a21", "a2", "a", "b", "c1", "c2", "c", "root"]);
    let mut skipped = Vec::new();
    ctx.walk_pre(root, |o| {
        skipped.push(ctx.op_name_str(o).to_owned());
        if ctx.op_name_str(o) == "a" || ctx.op_name_str(o) == "c" {
            WalkControl::Skip
        } else {
            WalkControl::Advance
        }
    });
    assert_eq!(skipped, ["root", "a", "b", "c"]);
    assert_eq!(named(&ctx, root, "a21").len(), 1);
    let a21 = named(&ctx, root, "a21")[0];
    assert_eq!(ctx.nesting_depth(a21), 3);
    assert!(ctx.any_nested(root, |o| ctx.op_name_str(o) == "a21"));
    assert!(!ctx.any_nested(root, |o| ctx.op_name_str(o) == "root"), "any_nested excludes the root");
    assert!(ctx.is_ancestor(root, a21));
    assert!(!ctx.is_ancestor(a21, root));
}

// ------------------------------------------------------------------------------------
// Deep nesting
// ------------------------------------------------------------------------------------

const DEPTH: usize = 10_000;

/// `test.func @deep(%x) { test.region { test.region { ... test.op(%x) ... test.ret } test.ret } test.ret }`,
/// DEPTH regions deep. Returns (module, func, outermost region op, leaf).
fn deep(ctx: &mut Context) -> (Op, Op, Op, Op) {
    deep_n(ctx, DEPTH)
}

fn deep_n(ctx: &mut Context, depth: usize) -> (Op, Op, Op, Op) {
    let (m, body) = module(ctx);
    let t = i32t(ctx);
    let (f, e) = func(ctx, body, "deep", &[t]);
    let x = ctx.block_arg(e, 0);
    let mut cur = e;
    let mut outermost = None;
    for _ in 0..depth {
        let r = push_with_regions(ctx, cur, "test.region", &[], &[], 1);
        push(ctx, cur, "test.ret", &[], &[]);
        outermost.get_or_insert(r);
        cur = ctx.entry_block(r, 0).unwrap();
    }
    let leaf = push(ctx, cur, "test.op", &[x], &[]);
    push(ctx, cur, "test.ret", &[], &[]);
    (m, f, outermost.unwrap(), leaf)
}

/// Run on a thread with a small stack so any recursion proportional to depth shows.
fn small_stack<T: Send + 'static>(f: impl FnOnce() -> T + Send + 'static) -> T {
    std::thread::Builder::new().stack_size(256 * 1024).spawn(f).unwrap().join().unwrap()
}

#[test]
fn deep_nesting_walks_verify_and_erase_without_recursion() {
    small_stack(|| {
        let mut ctx = ctx();
        let (m, f, outermost, leaf) = deep(&mut ctx);
        let mut n = 0;
        ctx.walk_pre(m, |_| {
            n += 1;
            WalkControl::Advance
        });
        // module + func + DEPTH regions + DEPTH rets + leaf + its ret + func's ... (ret inside each level)
        assert_eq!(n, 2 + 2 * DEPTH + 2);
        assert_eq!(ctx.collect_post_order(m).len(), n);
        assert_eq!(*ctx.collect_post_order(m).last().unwrap(), m);
        assert_eq!(ctx.nesting_depth(leaf), DEPTH + 2);
        assert!(ctx.is_ancestor(outermost, leaf));
        ctx.verify(m, async_opt_ir::Generation::V22).unwrap();
        let x = ctx.block_arg(ctx.entry_block(f, 0).unwrap(), 0);
        assert!(ctx.has_uses(x));
        ctx.erase_op(outermost);
        assert!(ctx.is_erased(leaf));
        assert!(!ctx.has_uses(x));
        let mut left = 0;
        ctx.walk_pre(m, |_| {
            left += 1;
            WalkControl::Advance
        });
        assert_eq!(left, 3, "module, func, and the func's ret");
        ctx.verify(m, async_opt_ir::Generation::V22).unwrap();
        drop(ctx);
    });
}

/// 10k levels clone on a 2 MiB stack (clone_op is iterative).
#[test]
fn deep_nesting_clone() {
    std::thread::Builder::new()
        .stack_size(2 << 20)
        .spawn(|| {
            let mut ctx = ctx();
            let (m, _f, outermost, _leaf) = deep(&mut ctx);
            let mut map = IrMapping::new();
            let c = ctx.clone_op(outermost, &mut map);
            ctx.insert_op_before(outermost, c);
            assert_eq!(ctx.collect_post_order(c).len(), ctx.collect_post_order(outermost).len());
            ctx.verify(m, async_opt_ir::Generation::V22).unwrap();
        })
        .unwrap()
        .join()
        .unwrap();
}

/// The depth the text parser allows (500) clones fine on a test thread's stack.
#[test]
fn parser_depth_nesting_clone() {
    let mut ctx = ctx();
    let (m, _f, outermost, leaf) = deep_n(&mut ctx, 500);
    let mut map = IrMapping::new();
    let c = ctx.clone_op(outermost, &mut map);
    ctx.insert_op_before(outermost, c);
    assert_eq!(ctx.collect_post_order(c).len(), ctx.collect_post_order(outermost).len());
    let cleaf = *named(&ctx, c, "test.op").last().unwrap();
    assert_ne!(cleaf, leaf);
    assert_eq!(ctx.operand(cleaf, 0), ctx.operand(leaf, 0), "the function argument is shared");
    ctx.verify(m, async_opt_ir::Generation::V22).unwrap();
    check_use_lists(&ctx, m);
}

/// `!dialect.name<params>` by name.
fn dialect_type(ctx: &mut Context, dialect: &str, name: &str, params: &[async_opt_ir::Type]) -> async_opt_ir::Type {
    let (d, n) = (ctx.ident(dialect), ctx.ident(name));
    ctx.dialect_type(d, n, params)
}

/// The ops nested in `root` named `name`, in pre-order.
fn named(ctx: &Context, root: async_opt_ir::Op, name: &str) -> Vec<async_opt_ir::Op> {
    let mut out = Vec::new();
    ctx.walk_pre(root, |o| {
        if o != root && ctx.op_name_str(o) == name {
            out.push(o);
        }
        WalkControl::Advance
    });
    out
}
