//! CFG clean-ups of MLIR's region simplification: identical blocks merged into one
//! (`mergeIdenticalBlocks`) and block arguments that receive the same value from every
//! predecessor replaced by it (`dropRedundantArguments`).
//!
//! ```mlir
//! ^bb1:  return %a : i32        ^bb1(%x: i32):  return %x : i32
//! ^bb2:  return %b : i32   →    (branches to ^bb1 pass %a, to ^bb2 now ^bb1 pass %b)
//! ```

use rustc_hash::{FxHashMap, FxHashSet};
use smallvec::SmallVec;

use async_opt_ir::{Block, Context, Op, Region, Value};

/// The regions of `scope` and every region nested in them, outermost first.
fn regions_in(ctx: &Context, scope: Region) -> Vec<Region> {
    let mut out = Vec::new();
    let mut stack = vec![scope];
    while let Some(r) = stack.pop() {
        out.push(r);
        for b in ctx.region_blocks(r) {
            for op in ctx.block_ops(b) {
                stack.extend(ctx.regions(op).iter().copied());
            }
        }
    }
    out
}

/// The predecessor edges of `b`: (terminator, successor index).
fn predecessor_edges(ctx: &Context, b: Block) -> SmallVec<[(Op, usize); 4]> {
    let mut edges: SmallVec<[(Op, usize); 4]> = ctx.block_uses(b).map(|u| ctx.block_use_owner(u)).collect();
    // MLIR's use lists are newest first, as ours; keep that order.
    edges.dedup();
    edges
}

/// Whether `op` is a branch whose successor operands can be changed.
fn is_branch(ctx: &Context, op: Op) -> bool {
    use async_opt_dialects::cf;
    ctx.op_name_str(op) == cf::BR || ctx.op_name_str(op) == cf::COND_BR || ctx.op_name_str(op) == cf::SWITCH
}

/// Whether `v` is used outside `block`.
fn used_outside(ctx: &Context, v: Value, block: Block) -> bool {
    ctx.users(v).any(|u| !block_contains(ctx, block, u))
}

/// Whether `op` is in `block` or nested in an op of it.
fn block_contains(ctx: &Context, block: Block, mut op: Op) -> bool {
    loop {
        match ctx.parent_block(op) {
            Some(b) if b == block => return true,
            Some(b) => match ctx.block_parent_op(b) {
                Some(p) => op = p,
                None => return false,
            },
            None => return false,
        }
    }
}

/// Where each value defined in a block comes in it: arguments first, then results.
fn order_of(ctx: &Context, block: Block, v: Value) -> Option<usize> {
    if let Some(i) = ctx.block_args(block).iter().position(|&a| a == v) {
        return Some(i);
    }
    let mut n = ctx.block_args(block).len();
    for op in ctx.block_ops(block) {
        if let Some(k) = ctx.results(op).iter().position(|&r| r == v) {
            return Some(n + k);
        }
        n += ctx.num_results(op);
    }
    None
}

/// Two ops alike but for their operands (MLIR's `OperationEquivalence` ignoring values and
/// locations).
fn alike(ctx: &Context, a: Op, b: Op) -> bool {
    ctx.op_name(a) == ctx.op_name(b)
        && ctx.attr_dict(a) == ctx.attr_dict(b)
        && ctx.num_operands(a) == ctx.num_operands(b)
        && ctx.result_types_iter(a).eq(ctx.result_types_iter(b))
        && ctx.num_successors(a) == ctx.num_successors(b)
        && ctx.successors(a).eq(ctx.successors(b))
        && ctx.regions(a).len() == ctx.regions(b).len()
}

/// A hash of what [`mergeable`] requires equal of two blocks but their values (MLIR's
/// `BlockEquivalenceData::hash`): a block is compared only with leaders of its shape.
fn shape(ctx: &Context, b: Block) -> u64 {
    use std::hash::{Hash, Hasher};
    let mut h = rustc_hash::FxHasher::default();
    ctx.block_args(b).iter().for_each(|&a| ctx.value_type(a).hash(&mut h));
    for op in ctx.block_ops(b) {
        (ctx.op_name(op), ctx.attr_dict(op), ctx.num_operands(op), ctx.num_successors(op)).hash(&mut h);
        ctx.result_types_iter(op).for_each(|t| t.hash(&mut h));
    }
    h.finish()
}

/// A block the leader of a cluster can absorb: the (op index, operand index) pairs where
/// the two differ by values from outside, or `None` when they are not equivalent.
fn mergeable(ctx: &Context, leader: Block, other: Block) -> Option<Vec<(usize, usize)>> {
    let la: Vec<_> = ctx.block_args(leader).iter().map(|&a| ctx.value_type(a)).collect();
    let oa: Vec<_> = ctx.block_args(other).iter().map(|&a| ctx.value_type(a)).collect();
    if la != oa {
        return None;
    }
    let (lops, oops): (Vec<Op>, Vec<Op>) = (ctx.block_ops(leader).collect(), ctx.block_ops(other).collect());
    if lops.len() != oops.len() {
        return None;
    }
    let mut mismatched = Vec::new();
    for (i, (&l, &o)) in lops.iter().zip(&oops).enumerate() {
        if !alike(ctx, l, o) {
            return None;
        }
        for k in 0..ctx.num_operands(l) {
            let (lv, ov) = (ctx.operand(l, k), ctx.operand(o, k));
            if lv == ov {
                continue;
            }
            if ctx.value_type(lv) != ctx.value_type(ov) {
                return None;
            }
            let l_in = ctx.value_block(lv) == Some(leader);
            let o_in = ctx.value_block(ov) == Some(other);
            if l_in != o_in {
                return None;
            }
            if !l_in {
                // A result of a predecessor's terminator cannot be passed along to it.
                let valid = |block: Block, v: Value| match ctx.defining_op(v) {
                    Some(d) if ctx.parent_block(d).and_then(|pb| ctx.last_op(pb)) == Some(d) => {
                        let pb = ctx.parent_block(d).expect("attached");
                        !ctx.predecessors(block).any(|t| ctx.parent_block(t) == Some(pb))
                    }
                    _ => true,
                };
                if !valid(leader, lv) || !valid(other, ov) {
                    return None;
                }
                mismatched.push((i, k));
                continue;
            }
            if order_of(ctx, leader, lv) != order_of(ctx, other, ov) {
                return None;
            }
        }
        let outside = |op: Op, block: Block| ctx.results(op).iter().any(|&r| used_outside(ctx, r, block));
        if outside(o, other) || outside(l, leader) {
            return None;
        }
    }
    Some(mismatched)
}

struct Cluster {
    leader: Block,
    /// The leader's [`shape`].
    key: u64,
    blocks: Vec<Block>,
    operands: std::collections::BTreeSet<(usize, usize)>,
}

impl Cluster {
    fn merge(self, ctx: &mut Context) -> bool {
        if self.blocks.is_empty() {
            return false;
        }
        let leader = self.leader;
        if !self.operands.is_empty() {
            let all = std::iter::once(leader).chain(self.blocks.iter().copied());
            let updatable = all.clone().all(|b| ctx.predecessors(b).all(|t| is_branch(ctx, t)));
            if !updatable {
                return false;
            }
            // The values each block passes in place of its mismatched operands.
            let mut new_args: Vec<Vec<Value>> = Vec::new();
            for (ci, b) in all.enumerate() {
                let ops: Vec<Op> = ctx.block_ops(b).collect();
                let mut vals = Vec::new();
                for &(oi, k) in &self.operands {
                    let v = ctx.operand(ops[oi], k);
                    vals.push(v);
                    if ci == 0 {
                        let loc = ctx.value_loc(v).or_else(|| ctx.defining_op(v).map(|d| ctx.loc(d)));
                        let t = ctx.value_type(v);
                        let a = ctx.add_block_arg(leader, t, loc);
                        ctx.set_operand(ops[oi], k, a);
                    }
                }
                new_args.push(vals);
            }
            // What each branch appends for each of its successors in the cluster, applied
            // once per branch (a `cf.switch` into every block of a large cluster).
            let mut appends: FxHashMap<Op, FxHashMap<usize, SmallVec<[usize; 1]>>> = FxHashMap::default();
            let mut terms = Vec::new();
            for (ci, b) in std::iter::once(leader).chain(self.blocks.iter().copied()).enumerate() {
                for (term, s) in predecessor_edges(ctx, b) {
                    let by_successor = appends.entry(term).or_insert_with(|| {
                        terms.push(term);
                        FxHashMap::default()
                    });
                    by_successor.entry(s).or_default().push(ci);
                }
            }
            for term in terms {
                let by_successor = &appends[&term];
                async_opt_dialects::cf::update_successor_operands(ctx, term, |s, operands| {
                    for &ci in by_successor.get(&s).into_iter().flatten() {
                        operands.extend_from_slice(&new_args[ci]);
                    }
                });
            }
        }
        for b in self.blocks {
            ctx.replace_all_block_uses_with(b, leader);
            ctx.erase_block(b);
        }
        true
    }
}

fn merge_in_region(ctx: &mut Context, region: Region) -> bool {
    let blocks: Vec<Block> = ctx.region_blocks(region).collect();
    if blocks.len() < 2 {
        return false;
    }
    // Blocks (but the entry) grouped by their successors, in first-seen order.
    let mut groups: Vec<Vec<Block>> = Vec::new();
    let mut group_of: FxHashMap<SmallVec<[Block; 2]>, usize> = FxHashMap::default();
    for &b in &blocks[1..] {
        let succs: SmallVec<[Block; 2]> = ctx.last_op(b).map(|t| ctx.successors(t).collect()).unwrap_or_default();
        let g = *group_of.entry(succs).or_insert_with(|| {
            groups.push(Vec::new());
            groups.len() - 1
        });
        groups[g].push(b);
    }
    let mut merged = false;
    for group in groups {
        if group.len() < 2 {
            continue;
        }
        let mut clusters: Vec<Cluster> = Vec::new();
        for b in group {
            let has_regions = ctx.block_ops(b).any(|o| ctx.regions(o).iter().any(|&r| !ctx.region_is_empty(r)));
            if has_regions || ctx.block_args(b).iter().any(|&a| used_outside(ctx, a, b)) {
                continue;
            }
            let key = shape(ctx, b);
            let mut added = false;
            for c in clusters.iter_mut().filter(|c| c.key == key) {
                if let Some(m) = mergeable(ctx, c.leader, b) {
                    c.operands.extend(m);
                    c.blocks.push(b);
                    added = true;
                    break;
                }
            }
            if !added {
                clusters.push(Cluster { leader: b, key, blocks: Vec::new(), operands: Default::default() });
            }
        }
        for c in clusters {
            merged |= c.merge(ctx);
        }
    }
    merged
}

/// Merges identical blocks in `scope` and the regions nested in it, again in a region
/// after any merge there. Whether any were.
pub fn merge_identical_blocks(ctx: &mut Context, scope: Region) -> bool {
    let mut changed = false;
    let mut worklist = vec![scope];
    while let Some(region) = worklist.pop() {
        if merge_in_region(ctx, region) {
            worklist.push(region);
            changed = true;
            continue;
        }
        for b in ctx.region_blocks(region) {
            for op in ctx.block_ops(b) {
                worklist.extend(ctx.regions(op).iter().copied());
            }
        }
    }
    changed
}

/// Replaces block arguments that every predecessor branch passes the same value with that
/// value, and drops them. Whether any were.
pub fn drop_redundant_arguments(ctx: &mut Context, scope: Region) -> bool {
    let mut changed = false;
    for region in regions_in(ctx, scope) {
        let blocks: Vec<Block> = ctx.region_blocks(region).collect();
        for b in blocks {
            changed |= drop_in_block(ctx, b);
        }
    }
    changed
}

fn drop_in_block(ctx: &mut Context, block: Block) -> bool {
    let edges = predecessor_edges(ctx, block);
    let mut erase = Vec::new();
    for (i, &arg) in ctx.block_args(block).to_vec().iter().enumerate() {
        let mut common: Option<Value> = None;
        let mut same = true;
        for &(term, s) in &edges {
            if !is_branch(ctx, term) {
                same = false;
                break;
            }
            let range = ctx.successor_operands(term, s);
            let Some(k) = (range.start + i < range.end).then_some(range.start + i) else {
                same = false;
                break;
            };
            let v = ctx.operand(term, k);
            match common {
                None => common = Some(v),
                Some(c) if c != v => {
                    same = false;
                    break;
                }
                _ => {}
            }
        }
        if let (Some(c), true) = (common, same) {
            if c != arg {
                ctx.replace_all_uses_with(arg, c);
                erase.push(i);
            }
        }
    }
    if erase.is_empty() {
        return false;
    }
    for &i in erase.iter().rev() {
        ctx.erase_block_arg(block, i);
    }
    // Each branch once, for all its edges here.
    let mut terms: SmallVec<[Op; 4]> = edges.iter().map(|&(t, _)| t).collect();
    terms.sort_unstable();
    terms.dedup();
    let edges: FxHashSet<(Op, usize)> = edges.into_iter().collect();
    for term in terms {
        async_opt_dialects::cf::update_successor_operands(ctx, term, |s, operands| {
            if edges.contains(&(term, s)) {
                for &i in erase.iter().rev() {
                    operands.remove(i);
                }
            }
        });
    }
    true
}
