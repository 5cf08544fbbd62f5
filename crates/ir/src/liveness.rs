//! Liveness, as MLIR's `Liveness` analysis: for every block nested in an op, the values
//! live into it and the values live out of it.
//!
//! The sets follow MLIR's definitions exactly, so that passes that place ops by them
//! (async reference counting) put them where mlir-opt does:
//!
//! - a block *uses* a value when an op in it, or nested in one of its ops' regions, has it
//!   as an operand, and the value is not defined in the block (nor nested in it);
//! - `live_in(B) = (use(B) ∪ live_out(B)) \ def(B)`,
//!   `live_out(B) = ⋃ live_in(successors) ∪ escaping(B)`, where a value *escapes* the block
//!   that defines it (as an argument or a result of one of its ops) when a block of the
//!   same region uses it;
//! - the sets are the least solution (MLIR's fixpoint iteration).
//!
//! Values are independent of one another under these equations, so the analysis runs per
//! value: from the blocks that use it, backwards over predecessors until the blocks that
//! define it. That costs the size of each value's live range, and lets a pass ask about
//! some values only ([`Liveness::for_values`]) and pay for those.
//!
//! The analysis is a snapshot: any mutation of the IR may invalidate it
//! ([`Liveness::is_current`] says whether the IR changed since). A pass that keeps using it
//! while it changes the IR must keep it right itself, as MLIR's reference-counting pass
//! must: [`Liveness::add_edge_block`] records a block inserted on a control-flow edge.

use rustc_hash::{FxHashMap, FxHashSet};
use smallvec::SmallVec;

use crate::{Block, Context, Op, Value};

/// Live-in and live-out values of the blocks nested in an op.
#[derive(Clone, Debug)]
pub struct Liveness {
    root: Op,
    epoch: u64,
    /// The blocks, numbered as a walk meets them (a region's blocks in layout order).
    blocks: Vec<Block>,
    index: FxHashMap<Block, u32>,
    /// Blocks recorded by [`Liveness::add_edge_block`], answered as their edge's target.
    edge_blocks: FxHashMap<Block, Block>,
    /// The values analysed, numbered in the order the walk met their definitions.
    values: Vec<Value>,
    key: FxHashMap<Value, u32>,
    /// Per value (by number), the blocks where it is live in and live out, ascending.
    value_in: Groups,
    value_out: Groups,
    /// Per block, the same sets by value, built on first use: passes ask about one value
    /// at a time and never need them.
    by_block: std::sync::OnceLock<(Sets, Sets)>,
}

/// Items grouped by a dense index: group `i` is `items[start[i]..start[i + 1]]`.
#[derive(Clone, Debug, Default)]
struct Groups {
    start: Vec<u32>,
    items: Vec<u32>,
}

impl Groups {
    /// Groups `(group, item)` pairs by group, keeping their order within a group (a
    /// counting sort: no comparisons).
    fn of(groups: usize, pairs: impl Iterator<Item = (u32, u32)> + Clone) -> Self {
        let mut start = vec![0u32; groups + 1];
        for (g, _) in pairs.clone() {
            start[g as usize + 1] += 1;
        }
        for i in 0..groups {
            start[i + 1] += start[i];
        }
        let mut next = start.clone();
        let mut items = vec![0u32; start[groups] as usize];
        for (g, item) in pairs {
            items[next[g as usize] as usize] = item;
            next[g as usize] += 1;
        }
        Groups { start, items }
    }

    fn get(&self, i: u32) -> &[u32] {
        match (self.start.get(i as usize), self.start.get(i as usize + 1)) {
            (Some(&a), Some(&b)) => &self.items[a as usize..b as usize],
            _ => &[],
        }
    }

    /// `(group, item)` for every item, groups in order.
    fn pairs(&self) -> impl Iterator<Item = (u32, u32)> + Clone + '_ {
        (0..self.start.len().saturating_sub(1) as u32).flat_map(move |g| self.get(g).iter().map(move |&i| (g, i)))
    }

    /// The same pairs grouped the other way round: `(item, group)` by item. Items of one
    /// new group come in ascending order of their old group.
    fn transposed(&self, groups: usize) -> Self {
        Groups::of(groups, self.pairs().map(|(g, i)| (i, g)))
    }

    fn contains(&self, i: u32, item: u32) -> bool {
        self.get(i).binary_search(&item).is_ok()
    }
}

/// Per-block sets: the value numbers (ascending) and, beside them, the values.
#[derive(Clone, Debug, Default)]
struct Sets {
    keys: Groups,
    values: Vec<Value>,
}

impl Sets {
    fn of(by_value: &Groups, blocks: usize, values: &[Value]) -> Self {
        let keys = by_value.transposed(blocks);
        let values = keys.items.iter().map(|&k| values[k as usize]).collect();
        Sets { keys, values }
    }

    fn values(&self, b: u32) -> &[Value] {
        let (a, z) = (self.keys.start[b as usize] as usize, self.keys.start[b as usize + 1] as usize);
        &self.values[a..z]
    }
}

/// The liveness of one block (MLIR's `LivenessBlockInfo`).
#[derive(Copy, Clone, Debug)]
pub struct BlockLiveness<'a> {
    /// The block these sets are of.
    pub block: Block,
    /// Values live on entry, in the order the analysis met their definitions.
    pub live_in: &'a [Value],
    /// Values live on exit, in the same order.
    pub live_out: &'a [Value],
    liveness: &'a Liveness,
}

/// The liveness of one value: where it is live, block by block. What a pass that handles
/// one value at a time asks.
#[derive(Copy, Clone, Debug)]
pub struct ValueLiveness<'a> {
    liveness: &'a Liveness,
    key: u32,
}

/// No block: the parent of a block whose region belongs to the root.
const NONE: u32 = u32::MAX;

impl Liveness {
    /// The liveness of every value in every block nested in `root` (values defined above
    /// `root` and used inside it included).
    pub fn new(ctx: &Context, root: Op) -> Self {
        Self::for_values(ctx, root, |_, _| true)
    }

    /// The liveness of the values `keep` accepts; the sets hold no other value, and are
    /// exactly what [`Liveness::new`] gives for those.
    pub fn for_values(ctx: &Context, root: Op, mut keep: impl FnMut(&Context, Value) -> bool) -> Self {
        let cfg = Cfg::new(ctx, root);
        let mut values: Vec<Value> = Vec::new();
        let mut above: FxHashSet<Value> = FxHashSet::default();
        for &b in &cfg.blocks {
            values.extend(ctx.block_args(b).iter().copied().filter(|&v| keep(ctx, v)));
            for op in ctx.block_ops(b) {
                values.extend(ctx.results(op).iter().copied().filter(|&v| keep(ctx, v)));
                for v in ctx.operands(op) {
                    if keep(ctx, v)
                        && !ctx.value_block(v).is_some_and(|d| cfg.index.contains_key(&d))
                        && above.insert(v)
                    {
                        values.push(v);
                    }
                }
            }
        }

        let n = cfg.blocks.len();
        // (block, value number) pairs, appended value by value.
        let mut live_in: Vec<(u32, u32)> = Vec::new();
        let mut live_out: Vec<(u32, u32)> = Vec::new();
        // `seen_in[b] == stamp`: b is known live-in for the value being analysed; the
        // same for live-out.
        let (mut seen_in, mut seen_out) = (vec![0u32; n], vec![0u32; n]);
        let mut worklist: Vec<u32> = Vec::new();
        for (k, &v) in values.iter().enumerate() {
            let (key, stamp) = (k as u32, k as u32 + 1);
            // The blocks that define `v`, counting those it is nested in.
            let def_block = ctx.value_block(v).and_then(|d| cfg.index.get(&d).copied()).unwrap_or(NONE);
            let mut defining: SmallVec<[u32; 4]> = SmallVec::new();
            let mut d = def_block;
            while d != NONE {
                defining.push(d);
                d = cfg.parent[d as usize];
            }
            let def_region = ctx.value_block(v).and_then(|d| ctx.block_parent(d));
            let mut escapes = false;
            for user in ctx.users(v) {
                let Some(mut b) = ctx.parent_block(user).and_then(|b| cfg.index.get(&b).copied()) else { continue };
                while b != NONE && !defining.contains(&b) {
                    if seen_in[b as usize] != stamp {
                        seen_in[b as usize] = stamp;
                        worklist.push(b);
                        escapes |= ctx.block_parent(cfg.blocks[b as usize]) == def_region;
                    }
                    b = cfg.parent[b as usize];
                }
            }
            if escapes && def_block != NONE {
                seen_out[def_block as usize] = stamp;
                live_out.push((def_block, key));
            }
            while let Some(b) = worklist.pop() {
                live_in.push((b, key));
                for &p in cfg.preds(b) {
                    if seen_out[p as usize] != stamp {
                        seen_out[p as usize] = stamp;
                        live_out.push((p, key));
                    }
                    if seen_in[p as usize] != stamp && !defining.contains(&p) {
                        seen_in[p as usize] = stamp;
                        worklist.push(p);
                    }
                }
            }
        }
        // Grouped by block, then back by value: each value's blocks come out ascending.
        let by_value = |pairs: &[(u32, u32)]| Groups::of(n, pairs.iter().copied()).transposed(values.len());
        let value_in = by_value(&live_in);
        let value_out = by_value(&live_out);
        let key = values.iter().enumerate().map(|(k, &v)| (v, k as u32)).collect();
        Liveness {
            root,
            epoch: ctx.epoch(),
            blocks: cfg.blocks,
            index: cfg.index,
            edge_blocks: FxHashMap::default(),
            values,
            key,
            value_in,
            value_out,
            by_block: std::sync::OnceLock::new(),
        }
    }

    /// The op the analysis covers.
    pub fn root(&self) -> Op {
        self.root
    }

    /// Whether the IR has not changed since the analysis was computed.
    pub fn is_current(&self, ctx: &Context) -> bool {
        self.epoch == ctx.epoch()
    }

    fn by_block(&self) -> &(Sets, Sets) {
        self.by_block.get_or_init(|| {
            let n = self.blocks.len();
            (Sets::of(&self.value_in, n, &self.values), Sets::of(&self.value_out, n, &self.values))
        })
    }

    /// The liveness of `block`, or `None` for a block the analysis does not know (not
    /// nested in the root, or created after it and not recorded).
    pub fn block(&self, block: Block) -> Option<BlockLiveness<'_>> {
        let (index, edge) = self.target_index(block)?;
        let (ins, outs) = self.by_block();
        let live_in = ins.values(index);
        let live_out = if edge { live_in } else { outs.values(index) };
        Some(BlockLiveness { block, live_in, live_out, liveness: self })
    }

    /// Where `v` is live, or `None` for a value the analysis did not look at.
    pub fn value(&self, v: Value) -> Option<ValueLiveness<'_>> {
        Some(ValueLiveness { liveness: self, key: *self.key.get(&v)? })
    }

    /// Values live on entry to `block` (none for an unknown block).
    pub fn live_in(&self, block: Block) -> &[Value] {
        self.block(block).map_or(&[], |b| b.live_in)
    }

    /// Values live on exit from `block` (none for an unknown block).
    pub fn live_out(&self, block: Block) -> &[Value] {
        self.block(block).map_or(&[], |b| b.live_out)
    }

    /// Whether `v` is live on entry to `block`.
    pub fn is_live_in(&self, block: Block, v: Value) -> bool {
        self.value(v).is_some_and(|l| l.is_live_in(block))
    }

    /// Whether `v` is live on exit from `block`.
    pub fn is_live_out(&self, block: Block, v: Value) -> bool {
        self.value(v).is_some_and(|l| l.is_live_out(block))
    }

    /// The blocks `v` is live out of, each region's in layout order (as the analysis saw
    /// it: recorded edge blocks are not among them).
    pub fn blocks_live_out(&self, v: Value) -> impl Iterator<Item = Block> + '_ {
        self.value(v).into_iter().flat_map(|l| l.blocks_live_out())
    }

    /// The number of the block whose sets answer for `block`, and whether it stands in
    /// for an edge block.
    fn target_index(&self, block: Block) -> Option<(u32, bool)> {
        if !self.edge_blocks.is_empty() {
            if let Some(t) = self.edge_blocks.get(&block) {
                return Some((*self.index.get(t)?, true));
            }
        }
        Some((*self.index.get(&block)?, false))
    }

    /// Whether `v` is dead after `op`: it does not leave `op`'s block, and no op after
    /// `op` in the block uses it.
    pub fn is_dead_after(&self, ctx: &Context, v: Value, op: Op) -> bool {
        let Some(info) = ctx.parent_block(op).and_then(|b| self.block(b)) else { return false };
        if info.is_live_out(v) {
            return false;
        }
        let end = info.end_operation(ctx, v, op);
        end == op || ctx.is_before_in_block(end, op)
    }

    /// Records `block`, inserted on an edge into `target`: a value is live into it and
    /// out of it exactly when it is live into `target`. (Passes that split edges while
    /// they use the analysis must say so; a block it does not know has empty sets.)
    pub fn add_edge_block(&mut self, block: Block, target: Block) {
        let target = self.edge_blocks.get(&target).copied().unwrap_or(target);
        self.edge_blocks.insert(block, target);
    }
}

impl<'a> ValueLiveness<'a> {
    /// Whether the value is live on entry to `block` (a recorded edge block answers as
    /// its target).
    pub fn is_live_in(&self, block: Block) -> bool {
        let l = self.liveness;
        l.target_index(block).is_some_and(|(b, _)| l.value_in.contains(self.key, b))
    }

    /// Whether the value is live on exit from `block` (a recorded edge block: whether it
    /// is live into its target).
    pub fn is_live_out(&self, block: Block) -> bool {
        let l = self.liveness;
        match l.target_index(block) {
            Some((b, false)) => l.value_out.contains(self.key, b),
            Some((b, true)) => l.value_in.contains(self.key, b),
            None => false,
        }
    }

    /// The blocks the value is live out of, each region's in layout order (recorded edge
    /// blocks not among them).
    pub fn blocks_live_out(self) -> impl Iterator<Item = Block> + 'a {
        let l = self.liveness;
        l.value_out.get(self.key).iter().map(move |&b| l.blocks[b as usize])
    }

    /// The blocks the value is live into, in the same order.
    pub fn blocks_live_in(self) -> impl Iterator<Item = Block> + 'a {
        let l = self.liveness;
        l.value_in.get(self.key).iter().map(move |&b| l.blocks[b as usize])
    }
}

impl BlockLiveness<'_> {
    /// Whether `v` is live on entry to this block.
    pub fn is_live_in(&self, v: Value) -> bool {
        self.liveness.is_live_in(self.block, v)
    }

    /// Whether `v` is live on exit from this block.
    pub fn is_live_out(&self, v: Value) -> bool {
        self.liveness.is_live_out(self.block, v)
    }

    /// Where `v`'s live range in this block starts: the block's first op when `v` is live
    /// in or an argument, else its defining op.
    pub fn start_operation(&self, ctx: &Context, v: Value) -> Option<Op> {
        match ctx.defining_op(v) {
            Some(def) if !self.is_live_in(v) => Some(def),
            _ => ctx.first_op(self.block),
        }
    }

    /// Where `v`'s live range in this block ends: the block's last op when `v` is live
    /// out, else the last op of the block that uses it (directly or in a nested region),
    /// or `start` when none comes after it.
    pub fn end_operation(&self, ctx: &Context, v: Value, start: Op) -> Op {
        if self.is_live_out(v) {
            return ctx.last_op(self.block).unwrap_or(start);
        }
        let mut end = start;
        for user in ctx.users(v) {
            if let Some(u) = ctx.ancestor_in_block(user, self.block) {
                if ctx.is_before_in_block(end, u) {
                    end = u;
                }
            }
        }
        end
    }
}

/// The blocks nested in the root, numbered, with their predecessors and the block each
/// one's region sits in.
struct Cfg {
    blocks: Vec<Block>,
    index: FxHashMap<Block, u32>,
    /// The block holding the op whose region holds block `i` (`NONE` at the root).
    parent: Vec<u32>,
    /// Predecessors of block `i`: `pred_list[pred_start[i]..pred_start[i + 1]]`.
    pred_start: Vec<u32>,
    pred_list: Vec<u32>,
}

impl Cfg {
    fn new(ctx: &Context, root: Op) -> Self {
        let mut blocks = Vec::new();
        let mut parent = Vec::new();
        let mut index = FxHashMap::default();
        // Pre-order over blocks, as MLIR's walk numbers them.
        let mut stack: SmallVec<[(Op, u32); 16]> = SmallVec::new();
        stack.push((root, NONE));
        while let Some((op, holder)) = stack.pop() {
            let first_nested = stack.len();
            for &r in ctx.regions(op) {
                for b in ctx.region_blocks(r) {
                    let i = blocks.len() as u32;
                    blocks.push(b);
                    parent.push(holder);
                    index.insert(b, i);
                    stack.extend(ctx.block_ops(b).filter(|&o| !ctx.regions(o).is_empty()).map(|o| (o, i)));
                }
            }
            stack[first_nested..].reverse();
        }
        let mut pred_start = Vec::with_capacity(blocks.len() + 1);
        let mut pred_list = Vec::new();
        for &b in &blocks {
            pred_start.push(pred_list.len() as u32);
            for pred in ctx.predecessors(b) {
                if let Some(&p) = ctx.parent_block(pred).and_then(|p| index.get(&p)) {
                    pred_list.push(p);
                }
            }
        }
        pred_start.push(pred_list.len() as u32);
        Cfg { blocks, index, parent, pred_start, pred_list }
    }

    fn preds(&self, b: u32) -> &[u32] {
        &self.pred_list[self.pred_start[b as usize] as usize..self.pred_start[b as usize + 1] as usize]
    }
}

impl Context {
    /// The op of `block` that is `op` or holds it in a nested region (MLIR's
    /// `Block::findAncestorOpInBlock`).
    pub fn ancestor_in_block(&self, mut op: Op, block: Block) -> Option<Op> {
        loop {
            let b = self.parent_block(op)?;
            if b == block {
                return Some(op);
            }
            op = self.block_parent_op(b)?;
        }
    }

    /// Whether `a` comes before `b` in their block (both in the same block). Walks
    /// forward from `a`, so callers comparing many ops of a long block should number
    /// them instead.
    pub fn is_before_in_block(&self, a: Op, b: Op) -> bool {
        debug_assert_eq!(self.parent_block(a), self.parent_block(b), "is_before_in_block: ops in different blocks");
        let mut cur = self.next_op(a);
        while let Some(o) = cur {
            if o == b {
                return true;
            }
            cur = self.next_op(o);
        }
        false
    }
}
