//! MLIR's `cse`: an op without side effects that repeats one dominating it (same name,
//! operands, attributes and result types) is replaced by it; trivially dead ops are
//! erased.
//!
//! ```mlir
//! %0 = arith.addi %a, %b : i32                      %0 = arith.addi %a, %b : i32
//! scf.if %c {                                       scf.if %c {
//!   %1 = arith.addi %a, %b : i32         ──►          "use"(%0) : (i32) -> ()
//!   "use"(%1) : (i32) -> ()                         }
//! }
//! ```
//!
//! Ops are visited as upstream's dominance-scoped walk sees them: blocks of a region in
//! reverse post-order (unreachable blocks not at all), ops in order, the regions of an op
//! right after it. An op sees the ops that dominate it; ops holding regions are not merged
//! but their regions are entered, with a fresh scope below an op isolated from above.
//! LLVM 22 also merges a `memref.load` with an equal one earlier in its block when nothing
//! in between writes memory.

use rustc_hash::{FxHashMap, FxHashSet};
use smallvec::SmallVec;

use async_opt_dialects::fold::{self, Effects};
use async_opt_dialects::memref;
use async_opt_ir::{Attr, Block, Context, Diagnostic, DomTree, Generation, LocKind, Op, Region, Traits, Type, Value};

/// What makes two ops the same computation.
#[derive(PartialEq, Eq, Hash)]
struct Key {
    name: async_opt_ir::Ident,
    attrs: Option<Attr>,
    results: SmallVec<[Type; 2]>,
    operands: SmallVec<[Value; 4]>,
}

/// Runs CSE on the regions of `op`.
pub fn cse(ctx: &mut Context, op: Op, g: Generation) -> Result<Vec<Diagnostic>, Diagnostic> {
    let mut state = Cse { g, doms: FxHashMap::default(), to_erase: Vec::new() };
    // Scopes: one candidate map per isolated-from-above op entered.
    let mut work: Vec<Work> = Vec::new();
    for &r in ctx.regions(op).iter().rev() {
        work.push(Work::Region(r));
    }
    let mut scopes: Vec<FxHashMap<Key, SmallVec<[Op; 1]>>> = vec![FxHashMap::default()];
    while let Some(w) = work.pop() {
        match w {
            Work::Region(r) => {
                for b in reverse_post_order(ctx, r).into_iter().rev() {
                    work.push(Work::Block(b));
                }
            }
            Work::Block(b) => {
                let ops: Vec<Op> = ctx.block_ops(b).collect();
                for &o in ops.iter().rev() {
                    work.push(Work::Op(o));
                }
            }
            Work::Op(o) => {
                let scope = scopes.last_mut().expect("a scope");
                if state.simplify(ctx, o, scope) || ctx.regions(o).is_empty() {
                    continue;
                }
                let isolated = ctx.op_info(o).is_none_or(|i| i.traits.contains(Traits::ISOLATED_FROM_ABOVE));
                if isolated {
                    scopes.push(FxHashMap::default());
                    work.push(Work::PopScope);
                }
                for &r in ctx.regions(o).iter().rev() {
                    work.push(Work::Region(r));
                }
            }
            Work::PopScope => {
                scopes.pop();
            }
        }
    }
    for o in state.to_erase {
        ctx.erase_op(o);
    }
    Ok(Vec::new())
}

enum Work {
    Region(Region),
    Block(Block),
    Op(Op),
    PopScope,
}

struct Cse {
    g: Generation,
    doms: FxHashMap<Region, DomTree>,
    to_erase: Vec<Op>,
}

impl Cse {
    /// Erases or merges `op`; whether it did (its regions are then not entered).
    fn simplify(&mut self, ctx: &mut Context, op: Op, scope: &mut FxHashMap<Key, SmallVec<[Op; 1]>>) -> bool {
        if ctx.has_traits(op, Traits::TERMINATOR) {
            return false;
        }
        if self.trivially_dead(ctx, op) {
            self.to_erase.push(op);
            return true;
        }
        // LLVM 14 merges no op with regions; LLVM 22 those whose regions have at most one
        // block each, when the regions are the same too.
        let with_regions = !ctx.regions(op).is_empty();
        if with_regions
            && (self.g != Generation::V22
                || ctx.regions(op).iter().any(|&r| ctx.first_block(r).and_then(|b| ctx.next_block(b)).is_some()))
        {
            return false;
        }
        let read_only = match fold::effects(ctx, op, self.g) {
            Effects::None => false,
            Effects::Recursive if with_regions && fold::would_be_trivially_dead(ctx, op, self.g) => false,
            Effects::ReadOrAllocate if self.g == Generation::V22 && ctx.op_name_str(op) == memref::LOAD => true,
            _ => return false,
        };
        let key = Key {
            name: ctx.op_name(op),
            attrs: ctx.attr_dict(op),
            results: ctx.result_types_iter(op).collect(),
            operands: ctx.operands(op).collect(),
        };
        let existing = scope.get(&key).and_then(|cands| {
            cands.iter().copied().find(|&c| {
                if with_regions && !regions_equivalent(ctx, c, op) {
                    false
                } else if read_only {
                    ctx.parent_block(c) == ctx.parent_block(op) && !writes_between(ctx, c, op, self.g)
                } else {
                    self.dominates(ctx, c, op)
                }
            })
        });
        match existing {
            Some(e) => {
                let results: SmallVec<[Value; 4]> = ctx.results(op).into();
                for (i, &r) in results.iter().enumerate() {
                    let with = ctx.result(e, i);
                    ctx.replace_all_uses_with(r, with);
                }
                let unknown = |ctx: &Context, o: Op| matches!(ctx.loc_kind(ctx.loc(o)), LocKind::Unknown);
                if unknown(ctx, e) && !unknown(ctx, op) {
                    let l = ctx.loc(op);
                    ctx.set_loc(e, l);
                }
                self.to_erase.push(op);
                true
            }
            None => {
                scope.entry(key).or_default().push(op);
                false
            }
        }
    }

    /// MLIR's `isOpTriviallyDead` (uses by ops marked for erasure still count: upstream
    /// erases them at the end too).
    fn trivially_dead(&self, ctx: &Context, op: Op) -> bool {
        fold::is_trivially_dead(ctx, op, self.g)
    }

    /// Whether `a` (visited earlier) dominates `b`.
    fn dominates(&mut self, ctx: &Context, a: Op, b: Op) -> bool {
        let Some(region) = ctx.parent_region(a) else { return false };
        // `b`'s ancestor in `a`'s region.
        let mut anc = b;
        loop {
            match ctx.parent_region(anc) {
                Some(r) if r == region => break,
                Some(_) => match ctx.parent_op(anc) {
                    Some(p) => anc = p,
                    None => return false,
                },
                None => return false,
            }
        }
        let (ba, bb) = (ctx.parent_block(a).expect("attached"), ctx.parent_block(anc).expect("attached"));
        if ba == bb {
            // Visited earlier in the same block, so before it.
            return anc != a;
        }
        let dom = self.doms.entry(region).or_insert_with(|| DomTree::compute(ctx, region));
        dom.dominates(ctx, ba, bb)
    }
}

/// Whether the (single-block) regions of `a` and `b` hold the same ops, values defined
/// inside corresponding (MLIR's `OperationEquivalence` over regions).
fn regions_equivalent(ctx: &Context, a: Op, b: Op) -> bool {
    let mut map: FxHashMap<Value, Value> = FxHashMap::default();
    let mut pairs: Vec<(Op, Op)> = vec![(a, b)];
    while let Some((x, y)) = pairs.pop() {
        if ctx.regions(x).len() != ctx.regions(y).len() {
            return false;
        }
        for (&rx, &ry) in ctx.regions(x).iter().zip(ctx.regions(y)) {
            let (bx, by) = (ctx.first_block(rx), ctx.first_block(ry));
            let (Some(bx), Some(by)) = (bx, by) else {
                if bx.is_some() != by.is_some() {
                    return false;
                }
                continue;
            };
            let (ax, ay) = (ctx.block_args(bx), ctx.block_args(by));
            if ax.len() != ay.len() || ax.iter().zip(ay).any(|(&p, &q)| ctx.value_type(p) != ctx.value_type(q)) {
                return false;
            }
            for (&p, &q) in ax.iter().zip(ay) {
                map.insert(p, q);
            }
            let (ox, oy): (Vec<Op>, Vec<Op>) = (ctx.block_ops(bx).collect(), ctx.block_ops(by).collect());
            if ox.len() != oy.len() {
                return false;
            }
            for (&p, &q) in ox.iter().zip(&oy) {
                let same = ctx.op_name(p) == ctx.op_name(q)
                    && ctx.attr_dict(p) == ctx.attr_dict(q)
                    && ctx.num_operands(p) == ctx.num_operands(q)
                    && ctx.result_types_iter(p).eq(ctx.result_types_iter(q))
                    && ctx.operands(p).zip(ctx.operands(q)).all(|(u, v)| map.get(&u).copied().unwrap_or(u) == v)
                    && ctx.num_successors(p) == 0
                    && ctx.num_successors(q) == 0;
                if !same {
                    return false;
                }
                for (&u, &v) in ctx.results(p).iter().zip(ctx.results(q)) {
                    map.insert(u, v);
                }
                pairs.push((p, q));
            }
        }
    }
    true
}

/// Whether an op between `from` and `to` (same block) may write memory.
fn writes_between(ctx: &Context, from: Op, to: Op, g: Generation) -> bool {
    let mut o = ctx.next_op(from);
    while let Some(x) = o.filter(|&x| x != to) {
        match fold::effects(ctx, x, g) {
            Effects::None => {}
            Effects::ReadOrAllocate if ctx.op_name_str(x) == memref::LOAD => {}
            _ => return true,
        }
        o = ctx.next_op(x);
    }
    false
}

/// The blocks of `region` the entry reaches, in reverse post-order.
fn reverse_post_order(ctx: &Context, region: Region) -> Vec<Block> {
    let Some(entry) = ctx.first_block(region) else { return Vec::new() };
    let mut post = Vec::new();
    let mut seen = FxHashSet::default();
    seen.insert(entry);
    let mut stack: Vec<(Block, usize)> = vec![(entry, 0)];
    while let Some(&mut (b, ref mut next)) = stack.last_mut() {
        let succ = ctx.last_op(b).filter(|&t| *next < ctx.num_successors(t)).map(|t| ctx.successor(t, *next));
        match succ {
            Some(s) => {
                *next += 1;
                if seen.insert(s) {
                    stack.push((s, 0));
                }
            }
            None => {
                post.push(b);
                stack.pop();
            }
        }
    }
    post.reverse();
    post
}
