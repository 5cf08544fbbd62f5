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
    /// Index of each block into `infos`.
    index: FxHashMap<Block, u32>,
    infos: Vec<Info>,
    /// The sets, each a run sorted by value handle.
    values: Vec<Value>,
}

#[derive(Copy, Clone, Debug)]
struct Info {
    live_in: (u32, u32),
    live_out: (u32, u32),
}

/// The liveness of one block (MLIR's `LivenessBlockInfo`).
#[derive(Copy, Clone, Debug)]
pub struct BlockLiveness<'a> {
    pub block: Block,
    /// Values live on entry, sorted by handle.
    pub live_in: &'a [Value],
    /// Values live on exit, sorted by handle.
    pub live_out: &'a [Value],
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
        let mut candidates: Vec<Value> = Vec::new();
        let mut above: FxHashSet<Value> = FxHashSet::default();
        for &b in &cfg.blocks {
            candidates.extend(ctx.block_args(b).iter().copied().filter(|&v| keep(ctx, v)));
            for op in ctx.block_ops(b) {
                candidates.extend(ctx.results(op).iter().copied().filter(|&v| keep(ctx, v)));
                for v in ctx.operands(op) {
                    let defined_here = ctx.value_block(v).is_some_and(|d| cfg.index.contains_key(&d));
                    if !defined_here && keep(ctx, v) && above.insert(v) {
                        candidates.push(v);
                    }
                }
            }
        }

        let n = cfg.blocks.len();
        let mut live_in: Vec<(u32, Value)> = Vec::new();
        let mut live_out: Vec<(u32, Value)> = Vec::new();
        // `seen[b] == stamp`: b is known live-in for the value being analysed.
        let mut seen: Vec<u32> = vec![0; n];
        let mut worklist: Vec<u32> = Vec::new();
        for (k, &v) in candidates.iter().enumerate() {
            let stamp = k as u32 + 1;
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
                    if seen[b as usize] != stamp {
                        seen[b as usize] = stamp;
                        worklist.push(b);
                        escapes |= ctx.block_parent(cfg.blocks[b as usize]) == def_region;
                    }
                    b = cfg.parent[b as usize];
                }
            }
            if escapes && def_block != NONE {
                live_out.push((def_block, v));
            }
            while let Some(b) = worklist.pop() {
                live_in.push((b, v));
                for &p in cfg.preds(b) {
                    live_out.push((p, v));
                    if seen[p as usize] != stamp && !defining.contains(&p) {
                        seen[p as usize] = stamp;
                        worklist.push(p);
                    }
                }
            }
        }
        live_in.sort_unstable();
        live_out.sort_unstable();
        live_out.dedup();

        let mut values = Vec::with_capacity(live_in.len() + live_out.len());
        let mut infos = Vec::with_capacity(n);
        let (mut i, mut o) = (0, 0);
        for k in 0..cfg.blocks.len() {
            let start = values.len() as u32;
            while i < live_in.len() && live_in[i].0 == k as u32 {
                values.push(live_in[i].1);
                i += 1;
            }
            let ins = (start, values.len() as u32 - start);
            let start = values.len() as u32;
            while o < live_out.len() && live_out[o].0 == k as u32 {
                values.push(live_out[o].1);
                o += 1;
            }
            infos.push(Info { live_in: ins, live_out: (start, values.len() as u32 - start) });
        }
        Liveness { root, epoch: ctx.epoch(), index: cfg.index, infos, values }
    }

    /// The op the analysis covers.
    pub fn root(&self) -> Op {
        self.root
    }

    /// Whether the IR has not changed since the analysis was computed.
    pub fn is_current(&self, ctx: &Context) -> bool {
        self.epoch == ctx.epoch()
    }

    /// The liveness of `block`, or `None` for a block the analysis does not know (not
    /// nested in the root, or created after it).
    pub fn block(&self, block: Block) -> Option<BlockLiveness<'_>> {
        let info = self.infos[*self.index.get(&block)? as usize];
        let slice = |(start, len): (u32, u32)| &self.values[start as usize..(start + len) as usize];
        Some(BlockLiveness { block, live_in: slice(info.live_in), live_out: slice(info.live_out) })
    }

    /// Values live on entry to `block` (none for an unknown block).
    pub fn live_in(&self, block: Block) -> &[Value] {
        self.block(block).map_or(&[], |b| b.live_in)
    }

    /// Values live on exit from `block` (none for an unknown block).
    pub fn live_out(&self, block: Block) -> &[Value] {
        self.block(block).map_or(&[], |b| b.live_out)
    }

    pub fn is_live_in(&self, block: Block, v: Value) -> bool {
        self.block(block).is_some_and(|b| b.is_live_in(v))
    }

    pub fn is_live_out(&self, block: Block, v: Value) -> bool {
        self.block(block).is_some_and(|b| b.is_live_out(v))
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
        let live: SmallVec<[Value; 8]> = self.live_in(target).into();
        let start = self.values.len() as u32;
        self.values.extend_from_slice(&live);
        self.values.extend_from_slice(&live);
        let len = live.len() as u32;
        self.index.insert(block, self.infos.len() as u32);
        self.infos.push(Info { live_in: (start, len), live_out: (start + len, len) });
    }
}

impl BlockLiveness<'_> {
    pub fn is_live_in(&self, v: Value) -> bool {
        self.live_in.binary_search(&v).is_ok()
    }

    pub fn is_live_out(&self, v: Value) -> bool {
        self.live_out.binary_search(&v).is_ok()
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
