//! `Liveness`: live-in and live-out sets on small CFGs (straight line, diamond, loop,
//! nested regions, a use in an unreachable block), the filtered analysis, blocks added on
//! edges, and staleness. (`crates/driver/tests/liveness.rs` compares it with mlir-opt's
//! on real programs.)

mod common;

use async_opt_ir::*;
use common::*;

fn sorted(v: impl Into<Vec<Value>>) -> Vec<Value> {
    let mut v = v.into();
    v.sort();
    v
}

/// `^e(%c): %x = op; cond_br %c, ^a, ^b  ^a: op(%x); br ^j  ^b: br ^j  ^j: ret`
#[test]
fn diamond_with_a_use_on_one_side() {
    let mut ctx = ctx();
    let (_, body) = module(&mut ctx);
    let i1 = ctx.i1_type();
    let (f, e) = func(&mut ctx, body, "f", &[i1]);
    let c = ctx.block_arg(e, 0);
    let r = ctx.region(f, 0);
    let (a, b, j) = (block(&mut ctx, r, &[]), block(&mut ctx, r, &[]), block(&mut ctx, r, &[]));
    let t = i32t(&mut ctx);
    let x = push(&mut ctx, e, "test.op", &[], &[t]);
    let x = ctx.result(x, 0);
    cond_br(&mut ctx, e, c, a, &[], b, &[]);
    push(&mut ctx, a, "test.op", &[x], &[]);
    br(&mut ctx, a, j, &[]);
    br(&mut ctx, b, j, &[]);
    push(&mut ctx, j, "test.ret", &[], &[]);

    let l = Liveness::new(&ctx, f);
    assert!(l.is_current(&ctx));
    assert_eq!(l.live_in(e), &[] as &[Value]);
    assert_eq!(l.live_out(e), &[x]);
    assert_eq!(l.live_in(a), &[x]);
    assert_eq!(l.live_out(a), &[] as &[Value]);
    assert!(!l.is_live_in(b, x) && !l.is_live_out(b, x));
    assert!(l.live_in(j).is_empty());
    // `%c` dies at the cond_br, `%x` in ^a.
    let info = l.block(a).unwrap();
    let use_x = ctx.first_op(a).unwrap();
    assert_eq!(info.end_operation(&ctx, x, ctx.first_op(a).unwrap()), use_x);
    assert_eq!(info.start_operation(&ctx, x), Some(use_x));
    assert!(l.is_dead_after(&ctx, x, use_x));
    let cbr = ctx.last_op(e).unwrap();
    assert!(l.is_dead_after(&ctx, c, cbr));
    assert!(!l.is_dead_after(&ctx, x, cbr));

    // A block inserted on an edge into ^a has ^a's live-in set as both of its sets.
    let edge = ctx.create_block();
    ctx.insert_block_before(a, edge);
    assert!(!l.is_current(&ctx), "a mutation makes the analysis stale");
    let mut l = l;
    assert!(l.block(edge).is_none());
    l.add_edge_block(edge, a);
    assert_eq!(l.live_in(edge), &[x]);
    assert_eq!(l.live_out(edge), &[x]);
}

/// A value defined before a loop and used in its body is live around the whole loop.
#[test]
fn loop_keeps_values_live_across_the_back_edge() {
    let mut ctx = ctx();
    let (_, body) = module(&mut ctx);
    let i1 = ctx.i1_type();
    let t = i32t(&mut ctx);
    let (f, e) = func(&mut ctx, body, "f", &[i1, t]);
    let (c, x) = (ctx.block_arg(e, 0), ctx.block_arg(e, 1));
    let r = ctx.region(f, 0);
    let header = block(&mut ctx, r, &[t]);
    let latch = block(&mut ctx, r, &[]);
    let exit = block(&mut ctx, r, &[]);
    br(&mut ctx, e, header, &[x]);
    let iv = ctx.block_arg(header, 0);
    cond_br(&mut ctx, header, c, latch, &[], exit, &[]);
    let y = push(&mut ctx, latch, "test.op", &[iv, x], &[t]);
    let y = ctx.result(y, 0);
    br(&mut ctx, latch, header, &[y]);
    push(&mut ctx, exit, "test.ret", &[iv], &[]);

    let l = Liveness::new(&ctx, f);
    assert_eq!(sorted(l.live_out(e)), sorted(vec![c, x]));
    assert_eq!(sorted(l.live_in(header)), sorted(vec![c, x]));
    assert_eq!(sorted(l.live_out(header)), sorted(vec![c, x, iv]));
    assert_eq!(sorted(l.live_in(latch)), sorted(vec![c, x, iv]));
    assert_eq!(sorted(l.live_out(latch)), sorted(vec![c, x]), "y flows into the header's argument");
    assert_eq!(l.live_in(exit), &[iv]);
    assert!(l.live_out(exit).is_empty());

    // The same sets, for the values asked about only.
    let only_x = Liveness::for_values(&ctx, f, |_, v| v == x);
    for b in [e, header, latch, exit] {
        assert_eq!(only_x.is_live_in(b, x), l.is_live_in(b, x));
        assert_eq!(only_x.is_live_out(b, x), l.is_live_out(b, x));
        assert!(only_x.live_in(b).iter().chain(only_x.live_out(b)).all(|&v| v == x));
    }
}

/// Uses in a nested region are uses by the block holding the op; the nested blocks see
/// the value live in, and their own arguments are defined in them, not in the outer block.
#[test]
fn nested_regions_use_values_from_above() {
    let Fixture { mut ctx, f, e, t, .. } = fixture(1);
    let x = ctx.block_arg(e, 0);
    let r = ctx.region(f, 0);
    let next = block(&mut ctx, r, &[]);
    br(&mut ctx, e, next, &[]);
    let holder = push_with_regions(&mut ctx, next, "test.region", &[], &[], 1);
    push(&mut ctx, next, "test.ret", &[], &[]);
    let inner = ctx.entry_block(holder, 0).unwrap();
    let arg = ctx.add_block_arg(inner, t, None);
    let inner_r = ctx.region(holder, 0);
    let inner2 = block(&mut ctx, inner_r, &[]);
    br(&mut ctx, inner, inner2, &[]);
    push(&mut ctx, inner2, "test.op", &[x, arg], &[]);
    push(&mut ctx, inner2, "test.ret", &[], &[]);

    let l = Liveness::new(&ctx, f);
    assert_eq!(l.live_out(e), &[x]);
    assert_eq!(l.live_in(next), &[x], "used by the op holding the region");
    assert!(l.live_out(next).is_empty());
    assert_eq!(l.live_in(inner), &[x], "live into the nested entry, which does not use it");
    assert_eq!(sorted(l.live_out(inner)), sorted(vec![x, arg]));
    assert_eq!(sorted(l.live_in(inner2)), sorted(vec![x, arg]));

    // Rooted at the nested op, `%x` comes from above and is live in its blocks.
    let nested = Liveness::new(&ctx, holder);
    assert_eq!(nested.live_in(inner), &[x]);
    assert!(nested.block(e).is_none());
}

/// A value used only in a block nothing branches to escapes its block (MLIR's rule).
#[test]
fn use_in_an_unreachable_block_escapes() {
    let Fixture { mut ctx, f, e, t, .. } = fixture(0);
    let x = push(&mut ctx, e, "test.op", &[], &[t]);
    let x = ctx.result(x, 0);
    push(&mut ctx, e, "test.ret", &[], &[]);
    let r = ctx.region(f, 0);
    let dead = block(&mut ctx, r, &[]);
    push(&mut ctx, dead, "test.ret", &[x], &[]);
    let l = Liveness::new(&ctx, f);
    assert_eq!(l.live_out(e), &[x]);
    assert_eq!(l.live_in(dead), &[x]);
}

/// `blocks_live_out` lists where a value leaves blocks, in layout order.
#[test]
fn blocks_a_value_is_live_out_of() {
    let Fixture { mut ctx, f, e, .. } = fixture(1);
    let x = ctx.block_arg(e, 0);
    let r = ctx.region(f, 0);
    let (b1, b2, b3) = (block(&mut ctx, r, &[]), block(&mut ctx, r, &[]), block(&mut ctx, r, &[]));
    for (from, to) in [(e, b1), (b1, b2), (b2, b3)] {
        br(&mut ctx, from, to, &[]);
    }
    push(&mut ctx, b3, "test.ret", &[x], &[]);
    let l = Liveness::for_values(&ctx, f, |_, v| v == x);
    assert_eq!(l.blocks_live_out(x).collect::<Vec<_>>(), vec![e, b1, b2]);
    // Values left out of the analysis live nowhere.
    let none = Liveness::for_values(&ctx, f, |_, _| false);
    assert_eq!(none.blocks_live_out(x).count(), 0);
    assert!(!none.is_live_out(e, x));
}
