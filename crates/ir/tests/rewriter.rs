//! The Builder's insertion points and the Rewriter's verbs: replace op, erase op, split
//! block, inline region before, merge blocks.

mod common;

use async_opt_ir::*;
use common::*;

#[test]
fn builder_insertion_points() {
    let Fixture { mut ctx, m, f, e, t, .. } = fixture(0);
    let mut b = Builder::at_end(&mut ctx, e);
    let a = b.op("test.a", &[], &[t]);
    let ret = b.op("test.ret", &[], &[]);
    b.set_insertion_point_before(ret);
    let c = b.op("test.c", &[], &[]);
    b.set_insertion_point_after(a);
    let bop = b.op("test.b", &[], &[]);
    b.set_insertion_point_to_start(e);
    let z = b.op("test.z", &[], &[]);
    assert_eq!(b.insertion_block(), Some(e));
    b.set_insertion_point(InsertPoint::Detached);
    let d = b.op("test.detached", &[], &[]);
    assert_eq!(b.insertion_block(), None);
    let r = b.ctx.region(f, 0);
    let nb = b.create_block(r, &[t, t]);
    assert_eq!(b.ctx.block_args(nb).len(), 2);
    assert_eq!(b.ctx.block_parent(nb), Some(r));
    // Builder::before takes the anchor's location.
    let file = b.ctx.ident("f.mlir");
    let loc = b.ctx.new_loc(LocKind::FileLineCol { file, line: 1, col: 1 });
    b.ctx.set_loc(c, loc);
    let mut b2 = Builder::before(&mut ctx, c);
    let y = b2.op("test.y", &[], &[]);
    assert_eq!(ctx.loc(y), loc);
    assert_eq!(names(&ctx, e), ["test.z", "test.a", "test.b", "test.y", "test.c", "test.ret"]);
    assert_eq!(ctx.parent_block(d), None);
    let _ = (m, bop, z);
}

#[test]
fn builder_at_start_of_empty_block() {
    let mut ctx = ctx();
    let blk = ctx.create_block();
    let mut b = Builder::new(&mut ctx);
    b.set_insertion_point_to_start(blk);
    let x = b.op("test.x", &[], &[]);
    let y = b.op("test.y", &[], &[]);
    assert_eq!(ctx.block_ops(blk).collect::<Vec<_>>(), vec![x, y]);
}

#[test]
fn replace_op_rewires_uses_and_erases() {
    let Fixture { mut ctx, m, e, t, .. } = fixture(2);
    let (x, y) = (ctx.block_arg(e, 0), ctx.block_arg(e, 1));
    let old = push(&mut ctx, e, "test.op", &[x], &[t, t]);
    let (r0, r1) = (ctx.result(old, 0), ctx.result(old, 1));
    let u = push(&mut ctx, e, "test.op", &[r0, r1, r0], &[]);
    push(&mut ctx, e, "test.ret", &[r1], &[]);
    let mut rw = Rewriter::new(&mut ctx);
    rw.replace_op(old, &[y, x]);
    assert!(ctx.is_erased(old));
    assert_eq!(ctx.operands(u).collect::<Vec<_>>(), vec![y, x, y]);
    assert!(!ctx.has_uses(r0) && !ctx.has_uses(r1));
    assert_eq!(ctx.uses(x).count(), 2, "the erased op's own use of %x is gone");
    check_all(&ctx, m);
}

#[test]
fn erase_op_via_rewriter() {
    let Fixture { mut ctx, m, e, t, .. } = fixture(1);
    let x = ctx.block_arg(e, 0);
    let dead = push(&mut ctx, e, "test.op", &[x, x], &[t]);
    push(&mut ctx, e, "test.ret", &[], &[]);
    Rewriter::new(&mut ctx).erase_op(dead);
    assert!(ctx.is_erased(dead));
    assert!(!ctx.has_uses(x));
    assert_eq!(names(&ctx, e), ["test.ret"]);
    ctx.verify(m, async_opt_ir::Generation::V22).unwrap();
}

/// Split a block and branch across the split, passing a value as a block argument:
///
/// ```text
/// ^entry: %a = test.op ; test.op(%a) ; test.ret      ==>
/// ^entry: %a = test.op ; test.br ^tail(%a)
/// ^tail(%t): test.op(%t) ; test.ret
/// ```
#[test]
fn split_block_then_branch() {
    let Fixture { mut ctx, m, e, t, .. } = fixture(0);
    let a = push(&mut ctx, e, "test.op", &[], &[t]);
    let av = ctx.result(a, 0);
    let user = push(&mut ctx, e, "test.op", &[av], &[]);
    push(&mut ctx, e, "test.ret", &[], &[]);
    let mut rw = Rewriter::new(&mut ctx);
    let tail = rw.split_block(e, user);
    let ctx = rw.ctx();
    let arg = ctx.add_block_arg(tail, t, None);
    ctx.replace_uses_where(av, arg, |c, o| c.parent_block(o) == Some(tail));
    br(ctx, e, tail, &[av]);
    assert_eq!(ctx.operand(user, 0), arg);
    assert_eq!(names(ctx, e), ["test.op", "test.br"]);
    assert_eq!(names(ctx, tail), ["test.op", "test.ret"]);
    ctx.verify(m, async_opt_ir::Generation::V22).unwrap();
}

/// Inline a region op's body into the parent CFG (what scf-to-cf does):
///
/// ```text
/// ^entry: test.region { ^r0: %v = test.op ; test.br ^r1 ^r1: test.ret } ; test.ret
/// ```
#[test]
fn inline_region_before_into_parent_cfg() {
    let Fixture { mut ctx, m, f, e, t, .. } = fixture(0);
    let holder = push_with_regions(&mut ctx, e, "test.region", &[], &[], 1);
    push(&mut ctx, e, "test.ret", &[], &[]);
    let hr = ctx.region(holder, 0);
    let r0 = ctx.first_block(hr).unwrap();
    let r1 = block(&mut ctx, hr, &[]);
    push(&mut ctx, r0, "test.op", &[], &[t]);
    br(&mut ctx, r0, r1, &[]);
    let inner_ret = push(&mut ctx, r1, "test.ret", &[], &[]);

    let mut rw = Rewriter::new(&mut ctx);
    let tail = rw.split_block(e, holder);
    let fr = rw.ctx().region(f, 0);
    rw.inline_region_before(hr, fr, Some(tail));
    let ctx = rw.ctx();
    assert_eq!(ctx.region_blocks(fr).collect::<Vec<_>>(), vec![e, r0, r1, tail]);
    // Wire: entry -> r0, r1's ret -> jump tail; drop the now-empty holder.
    br(ctx, e, r0, &[]);
    let to_tail = branch(ctx, "test.br", &[], &[tail]);
    ctx.insert_op_before(inner_ret, to_tail);
    ctx.erase_op(inner_ret);
    ctx.erase_op(holder);
    assert_eq!(names(ctx, tail), ["test.ret"]);
    ctx.verify(m, async_opt_ir::Generation::V22).unwrap();
    check_use_lists(ctx, m);
}

#[test]
fn merge_blocks_replaces_arguments() {
    let Fixture { mut ctx, m, f, e, t, .. } = fixture(1);
    let x = ctx.block_arg(e, 0);
    let r = ctx.region(f, 0);
    let src = block(&mut ctx, r, &[t]);
    let sa = ctx.block_arg(src, 0);
    let u = push(&mut ctx, src, "test.op", &[sa, sa], &[]);
    push(&mut ctx, src, "test.ret", &[], &[]);
    push(&mut ctx, e, "test.op", &[], &[]);
    let mut rw = Rewriter::new(&mut ctx);
    rw.merge_blocks(src, e, &[x]);
    assert_eq!(ctx.operands(u).collect::<Vec<_>>(), vec![x, x]);
    assert!(!ctx.has_uses(sa));
    assert_eq!(names(&ctx, e), ["test.op", "test.op", "test.ret"]);
    assert_eq!(ctx.region_blocks(r).collect::<Vec<_>>(), vec![e], "the source block is gone");
    assert_eq!(ctx.block_parent(src), None);
    ctx.verify(m, async_opt_ir::Generation::V22).unwrap();
    check_use_lists(&ctx, m);
}
