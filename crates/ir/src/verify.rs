//! The structural verifier, run after parsing and after every pass: terminators,
//! successors and their operands, entry blocks, region isolation, dominance of
//! definitions over uses, then each registered op's own verifier.

use rustc_hash::FxHashMap;

use crate::diag::{DiagResult, Diagnostic};
use crate::registry::Traits;
use crate::{Block, Context, Op, Region, Value, ValueDef};

/// State shared by one verification run: op order within blocks, dominator trees
/// and symbol tables, each computed once on demand.
pub struct Verifier<'a> {
    pub ctx: &'a Context,
    /// Position of each op in its block, indexed by op handle (shared by the threads of a
    /// parallel run).
    order: std::borrow::Cow<'a, [u32]>,
    /// Whether `order` already holds every op of the tree being verified.
    numbered: bool,
    doms: DomTables,
    symbols: FxHashMap<Op, FxHashMap<&'a str, Op>>,
    /// Per block, the last answer to "which op around this block sits in region R": a
    /// use deep inside nested regions climbs only to where the use before it stopped.
    ancestors: Vec<Option<(Region, Op)>>,
}

impl<'a> Verifier<'a> {
    pub fn new(ctx: &'a Context) -> Self {
        Verifier {
            ctx,
            order: std::borrow::Cow::Owned(Vec::new()),
            numbered: false,
            doms: DomTables::default(),
            symbols: FxHashMap::default(),
            ancestors: Vec::new(),
        }
    }

    /// Resolves `@name` as seen from `from`: in the nearest enclosing symbol table.
    pub fn lookup_symbol(&mut self, from: Op, name: &str) -> Option<Op> {
        let ctx = self.ctx;
        let mut scope = ctx.parent_op(from).and_then(|p| ctx.symbol_table_op(p));
        while let Some(table) = scope {
            let map = self.symbols.entry(table).or_insert_with(|| {
                let mut m = FxHashMap::default();
                if let Some(&r) = ctx.regions(table).first() {
                    for b in ctx.region_blocks(r) {
                        for child in ctx.block_ops(b) {
                            if let Some(n) = ctx.symbol_name(child) {
                                m.entry(n).or_insert(child);
                            }
                        }
                    }
                }
                m
            });
            if let Some(&op) = map.get(name) {
                return Some(op);
            }
            scope = ctx.parent_op(table).and_then(|p| ctx.symbol_table_op(p));
        }
        None
    }

    /// Verifies `root` and everything nested in it; returns the first failure.
    pub fn verify(&mut self, root: Op) -> DiagResult {
        let all = collect_pre_order(self.ctx, root);
        self.number(&[root]);
        self.verify_ops(&all).map_err(|(_, d)| d)
    }

    /// Records the position of every op in the blocks of `ops`' regions.
    fn number(&mut self, ops: &[Op]) {
        if self.numbered {
            return;
        }
        let ctx = self.ctx;
        let order = self.order.to_mut();
        if order.len() < ctx.ops.len() {
            order.resize(ctx.ops.len(), 0);
        }
        for &op in ops {
            for &r in ctx.regions(op) {
                for b in ctx.region_blocks(r) {
                    for (i, o) in ctx.block_ops(b).enumerate() {
                        order[o.index()] = i as u32;
                    }
                }
            }
        }
    }

    /// Checks `all` (a pre-order run of ops) phase by phase: structure, then operands, then
    /// each op's own rules. The error carries its phase, so runs checked separately can be
    /// merged into the error a single run would report.
    fn verify_ops(&mut self, all: &[Op]) -> Result<(), (u8, Diagnostic)> {
        let ctx = self.ctx;
        // Dominance checks need positions of ops that come later in the walk.
        self.number(all);
        for &op in all {
            self.verify_structure(op).map_err(|d| (0, d))?;
        }
        for &op in all {
            self.verify_operands(op).map_err(|d| (1, d))?;
        }
        // Op-specific rules last, once the structure they rely on is known to be sound.
        for &op in all {
            if let Some(f) = ctx.op_info(op).and_then(|i| i.verify) {
                f(self, op).map_err(|d| (2, d))?;
            }
        }
        Ok(())
    }

    fn verify_structure(&mut self, op: Op) -> DiagResult {
        let ctx = self.ctx;
        let info = ctx.op_info(op);
        let traits = info.map(|i| i.traits).unwrap_or_default();
        let err = |msg: String| Diagnostic::error(ctx.loc(op), format!("'{}' op {}", ctx.op_name_str(op), msg));
        if traits.contains(Traits::TERMINATOR) {
            if ctx.next_op(op).is_some() {
                return Err(err("must be the last operation in the parent block".into()));
            }
        }
        for i in 0..ctx.num_successors(op) {
            let succ = ctx.successor(op, i);
            if ctx.block_parent(succ).is_none()
                || ctx.block_parent(succ) != ctx.parent_block(op).and_then(|b| ctx.block_parent(b))
            {
                return Err(err("reference to block defined in another region".into()));
            }
            let range = ctx.successor_operands(op, i);
            let args = ctx.block_args(succ);
            if range.len() != args.len() {
                return Err(err(format!(
                    "branch has {} operands for successor #{}, but target block has {}",
                    range.len(),
                    i,
                    args.len()
                )));
            }
            for (k, (oi, &arg)) in range.zip(args).enumerate() {
                if ctx.value_type(ctx.operand(op, oi)) != ctx.value_type(arg) {
                    return Err(err(format!("type mismatch for bb argument #{k} of successor #{i}")));
                }
            }
        }
        if traits.contains(Traits::SINGLE_BLOCK) {
            for &r in ctx.regions(op) {
                if ctx.region_blocks(r).nth(1).is_some() {
                    return Err(err("expects a single-block region".into()));
                }
            }
        }
        let needs_terminator = info.is_some() && !traits.contains(Traits::NO_TERMINATOR);
        for &r in ctx.regions(op) {
            if let Some(entry) = ctx.first_block(r) {
                if ctx.has_predecessors(entry) {
                    return Err(Diagnostic::error(ctx.loc(op), "entry block of region may not have predecessors"));
                }
            }
            for b in ctx.region_blocks(r) {
                if !needs_terminator {
                    continue;
                }
                match ctx.last_op(b) {
                    None => {
                        // MLIR names no op here.
                        return Err(Diagnostic::error(ctx.loc(op), "empty block: expect at least a terminator"));
                    }
                    Some(last) => {
                        // An unregistered op may be a terminator; a registered one must say so.
                        if ctx.op_info(last).is_some_and(|i| !i.traits.contains(Traits::TERMINATOR)) {
                            // MLIR verifies an op (e.g. its implicit-terminator trait) before
                            // the blocks in its regions: its own message comes first.
                            if let Some(f) = info.and_then(|i| i.verify) {
                                f(self, op)?;
                            }
                            return Err(Diagnostic::error(
                                ctx.loc(last),
                                "block with no terminator, has ".to_string()
                                    + &format!("'{}' op", ctx.op_name_str(last)),
                            ));
                        }
                    }
                }
            }
        }
        Ok(())
    }

    fn verify_operands(&mut self, op: Op) -> DiagResult {
        let ctx = self.ctx;
        for (i, v) in ctx.operands(op).enumerate() {
            match self.check_dominance(v, op) {
                Ok(()) => {}
                Err(ScopeError::Isolated(isolated)) => {
                    let msg = format!("'{}' op using value defined outside the region", ctx.op_name_str(op));
                    let d = Diagnostic::error(ctx.loc(op), msg);
                    return Err(d.with_note(ctx.loc(isolated), "required by region isolation constraints"));
                }
                Err(ScopeError::NotDominating) => {
                    let d = Diagnostic::error(ctx.loc(op), format!("operand #{i} does not dominate this use"));
                    return Err(self.where_defined(d, v, op));
                }
            }
        }
        Ok(())
    }

    /// The note mlir-opt attaches to a use its definition does not dominate: where the
    /// value is defined, relative to the user.
    fn where_defined(&self, d: Diagnostic, v: Value, user: Op) -> Diagnostic {
        let ctx = self.ctx;
        let use_block = ctx.parent_block(user);
        let use_region = use_block.and_then(|b| ctx.block_parent(b));
        let def_block = ctx.value_block(v);
        let def_region = def_block.and_then(|b| ctx.block_parent(b));
        let relation = |same_block: &'static str, same: &'static str, parent, child, neither| {
            if use_block == def_block {
                same_block
            } else if use_region == def_region {
                same
            } else if def_region.zip(use_region).is_some_and(|(d, u)| self.is_proper_ancestor(d, u)) {
                parent
            } else if def_region.zip(use_region).is_some_and(|(d, u)| self.is_proper_ancestor(u, d)) {
                child
            } else {
                neither
            }
        };
        match ctx.value_def(v) {
            ValueDef::Result { op: def, .. } => {
                let r = relation(
                    " (op in the same block)",
                    " (op in the same region)",
                    " (op in a parent region)",
                    " (op in a child region)",
                    " (op is neither in a parent nor in a child region)",
                );
                d.with_note(ctx.loc(def), format!("operand defined here{r}"))
            }
            ValueDef::Argument { block, .. } => {
                let loc = ctx.block_parent_op(block).map_or_else(|| ctx.unknown_loc(), |o| ctx.loc(o));
                let Some(region) = ctx.block_parent(block) else {
                    return d.with_note(loc, " (block without parent)");
                };
                let index = ctx.region_blocks(region).position(|b| b == block).unwrap_or(0);
                let r = relation(
                    " in the same region)",
                    " in the same region)",
                    " in a parent region)",
                    " in a child region)",
                    " neither in a parent nor in a child region)",
                );
                d.with_note(loc, format!("operand defined as a block argument (block #{index}{r}"))
            }
        }
    }

    /// Whether region `a` holds region `b` (nested at any depth, `b` itself excluded).
    fn is_proper_ancestor(&self, a: Region, b: Region) -> bool {
        let ctx = self.ctx;
        let mut r = b;
        while let Some(op) = ctx.region_parent(r) {
            match ctx.parent_region(op) {
                Some(p) if p == a => return true,
                Some(p) => r = p,
                None => return false,
            }
        }
        false
    }

    /// Whether the definition of `v` dominates its use by `user`.
    fn check_dominance(&mut self, v: Value, user: Op) -> Result<(), ScopeError> {
        let ctx = self.ctx;
        // Fast path: defined earlier in the user's own block (or an argument of it). Such a
        // definition dominates the use in every kind of region, and no isolation is crossed.
        if let Some(ub) = ctx.parent_block(user) {
            match ctx.value_def(v) {
                ValueDef::Argument { block, .. } if block == ub && ctx.block_parent(ub).is_some() => return Ok(()),
                ValueDef::Result { op: d, .. }
                    if ctx.parent_block(d) == Some(ub)
                        && ctx.block_parent(ub).is_some()
                        && self.order[d.index()] < self.order[user.index()] =>
                {
                    return Ok(())
                }
                _ => {}
            }
        }
        let def_block = ctx.value_block(v).ok_or(ScopeError::NotDominating)?;
        let def_region = ctx.block_parent(def_block).ok_or(ScopeError::NotDominating)?;
        // Climb from the user to its ancestor that sits in the definition's region.
        let mut anc = user;
        loop {
            let b = ctx.parent_block(anc).ok_or(ScopeError::NotDominating)?;
            if ctx.block_parent(b) == Some(def_region) {
                break;
            }
            // Known from a climb that went through this block (and crossed no isolation).
            if let Some(&Some((r, a))) = self.ancestors.get(b.index()) {
                if r == def_region {
                    anc = a;
                    break;
                }
            }
            let parent = ctx.parent_op(anc).ok_or(ScopeError::NotDominating)?;
            if ctx.has_traits(parent, Traits::ISOLATED_FROM_ABOVE) {
                // Defined inside the isolated op, in a region that does not hold the use.
                let inside =
                    ctx.regions(parent).iter().any(|&r| r == def_region || self.is_proper_ancestor(r, def_region));
                return Err(if inside { ScopeError::NotDominating } else { ScopeError::Isolated(parent) });
            }
            anc = parent;
        }
        if anc != user {
            let ub = ctx.parent_block(user).expect("the climb started there");
            if self.ancestors.len() <= ub.index() {
                self.ancestors.resize(ctx.block_capacity(), None);
            }
            self.ancestors[ub.index()] = Some((def_region, anc));
        }
        let use_block = ctx.parent_block(anc).expect("checked above");
        // Graph regions (no terminator required, e.g. module bodies) have no dominance.
        if ctx.region_parent(def_region).is_some_and(|p| ctx.has_traits(p, Traits::NO_TERMINATOR)) {
            return Ok(());
        }
        match ctx.value_def(v) {
            ValueDef::Argument { .. } => {
                if use_block == def_block || self.dominates(def_region, def_block, use_block) {
                    Ok(())
                } else {
                    Err(ScopeError::NotDominating)
                }
            }
            ValueDef::Result { op: def_op, .. } => {
                if use_block == def_block {
                    if self.order[def_op.index()] < self.order[anc.index()] {
                        Ok(())
                    } else {
                        Err(ScopeError::NotDominating)
                    }
                } else if self.dominates(def_region, def_block, use_block) {
                    Ok(())
                } else {
                    Err(ScopeError::NotDominating)
                }
            }
        }
    }

    fn dominates(&mut self, region: Region, a: Block, b: Block) -> bool {
        // The entry block dominates every block of its region (unreachable ones included),
        // so no dominator tree is needed for it.
        let ctx = self.ctx;
        if ctx.first_block(region) == Some(a) {
            return true;
        }
        // A block with a single incoming edge is dominated by its predecessor: climbing a
        // short chain of such blocks up to `a` answers without a dominator tree.
        let mut cur = b;
        for _ in 0..8 {
            if cur == a {
                return true;
            }
            let mut preds = ctx.predecessors(cur);
            let (Some(t), None) = (preds.next(), preds.next()) else { break };
            match ctx.parent_block(t) {
                Some(p) if ctx.block_parent(p) == Some(region) => cur = p,
                _ => break,
            }
        }
        self.doms.dominates(ctx, region, a, b)
    }
}

enum ScopeError {
    /// The use crosses this op, isolated from above.
    Isolated(Op),
    NotDominating,
}

/// Immediate dominators of a region's blocks (Cooper, Harvey and Kennedy's iteration),
/// for one region.
pub struct DomTree {
    tables: DomTables,
    region: Region,
}

impl DomTree {
    pub fn compute(ctx: &Context, region: Region) -> DomTree {
        let mut tables = DomTables::default();
        tables.ensure(ctx, region);
        DomTree { tables, region }
    }

    /// Whether `a` dominates `b`. Unreachable blocks are dominated by everything, as in MLIR.
    pub fn dominates(&mut self, ctx: &Context, a: Block, b: Block) -> bool {
        self.tables.dominates(ctx, self.region, a, b)
    }
}

const UNREACHABLE: u32 = u32::MAX;

/// Dominator trees of any number of regions, in flat tables indexed by block handle, so
/// queries never hash. Regions are computed on first query.
#[derive(Default)]
struct DomTables {
    /// Reverse post-order number of each block within its region.
    rpo: Vec<u32>,
    /// Immediate dominator (block index) of each reachable block; the entry is its own.
    idom: Vec<u32>,
    /// Pre- and post-order numbers in the dominator tree: `a` dominates `b` exactly when
    /// `a`'s interval contains `b`'s, an O(1) query.
    pre: Vec<u32>,
    post: Vec<u32>,
    /// Dominator-tree children as linked lists (first child, next sibling), by block index.
    first_child: Vec<u32>,
    next_sibling: Vec<u32>,
    /// Regions already computed, by region index.
    done: Vec<bool>,
    /// Scratch marks for `intersect`, by block index, and the last stamp used.
    seen: Vec<u32>,
    stamp: u32,
}

impl DomTables {
    fn dominates(&mut self, ctx: &Context, region: Region, a: Block, b: Block) -> bool {
        self.ensure(ctx, region);
        if self.rpo[b.index()] == UNREACHABLE {
            return true;
        }
        if self.rpo[a.index()] == UNREACHABLE {
            return false;
        }
        let (a, b) = (a.index(), b.index());
        self.pre[a] <= self.pre[b] && self.post[b] <= self.post[a]
    }

    fn ensure(&mut self, ctx: &Context, region: Region) {
        if self.done.get(region.index()).copied().unwrap_or(false) {
            return;
        }
        if self.done.len() < ctx.region_capacity() {
            self.done.resize(ctx.region_capacity(), false);
        }
        self.done[region.index()] = true;
        let n = ctx.block_capacity();
        if self.rpo.len() < n {
            self.rpo.resize(n, UNREACHABLE);
            self.idom.resize(n, UNREACHABLE);
            self.pre.resize(n, 0);
            self.post.resize(n, 0);
            self.first_child.resize(n, UNREACHABLE);
            self.next_sibling.resize(n, UNREACHABLE);
        }
        let Some(entry) = ctx.first_block(region) else { return };
        for b in ctx.region_blocks(region) {
            self.rpo[b.index()] = UNREACHABLE;
        }
        // Post-order from the entry (iterative), then numbered in reverse.
        let mut post: Vec<Block> = Vec::new();
        let mut stack: Vec<(Block, usize)> = vec![(entry, 0)];
        self.rpo[entry.index()] = 0; // visited marker until numbered
        while let Some(&mut (b, ref mut next)) = stack.last_mut() {
            let term = ctx.last_op(b);
            let succs = term.map(|t| ctx.num_successors(t)).unwrap_or(0);
            if *next < succs {
                let s = ctx.successor(term.expect("has successors"), *next);
                *next += 1;
                if self.rpo[s.index()] == UNREACHABLE {
                    self.rpo[s.index()] = 0;
                    stack.push((s, 0));
                }
            } else {
                post.push(b);
                stack.pop();
            }
        }
        let count = post.len() as u32;
        for (i, &b) in post.iter().enumerate() {
            self.rpo[b.index()] = count - 1 - i as u32;
        }
        let order: Vec<Block> = post.iter().rev().copied().collect();
        for &b in &order {
            self.idom[b.index()] = UNREACHABLE;
        }
        self.idom[entry.index()] = entry.index() as u32;
        let mut changed = true;
        // `seen` persists across regions (allocating it per region made many regions
        // quadratic); stamps keep increasing, so old marks never match.
        let mut seen = std::mem::take(&mut self.seen);
        if seen.len() < n {
            seen.resize(n, 0);
        }
        let mut stamp = self.stamp;
        if stamp > u32::MAX / 2 {
            seen.fill(0);
            stamp = 0;
        }
        while changed {
            changed = false;
            for &b in &order[1..] {
                stamp += 1;
                let mut new = UNREACHABLE;
                for t in ctx.predecessors(b) {
                    let Some(p) = ctx.parent_block(t) else { continue };
                    if self.rpo[p.index()] == UNREACHABLE || self.idom[p.index()] == UNREACHABLE {
                        continue;
                    }
                    new = if new == UNREACHABLE {
                        seen[p.index()] = stamp;
                        p.index() as u32
                    } else {
                        self.intersect(p.index() as u32, new, &mut seen, stamp)
                    };
                }
                if new != self.idom[b.index()] {
                    self.idom[b.index()] = new;
                    changed = true;
                }
            }
        }
        self.seen = seen;
        self.stamp = stamp;
        self.number_tree(&order);
    }

    /// Numbers the dominator tree of the blocks in `order` (reverse post-order, entry first)
    /// in pre- and post-order, iteratively.
    fn number_tree(&mut self, order: &[Block]) {
        let Some(&entry) = order.first() else { return };
        for &b in order {
            self.first_child[b.index()] = UNREACHABLE;
        }
        for &b in order[1..].iter().rev() {
            let parent = self.idom[b.index()] as usize;
            self.next_sibling[b.index()] = self.first_child[parent];
            self.first_child[parent] = b.index() as u32;
        }
        let mut clock = 0u32;
        let mut stack: Vec<(u32, bool)> = vec![(entry.index() as u32, false)];
        while let Some((b, done)) = stack.pop() {
            if done {
                self.post[b as usize] = clock;
                clock += 1;
                continue;
            }
            self.pre[b as usize] = clock;
            clock += 1;
            stack.push((b, true));
            let mut k = self.first_child[b as usize];
            while k != UNREACHABLE {
                stack.push((k, false));
                k = self.next_sibling[k as usize];
            }
        }
    }

    /// The nearest common dominator of `a` and `b`, the running intersection of a block's
    /// predecessors. Blocks climbed past while intersecting one block's predecessors are
    /// marked `stamp` in `seen`; they all lie below the running intersection, so a climb
    /// that reaches one can stop: without this a block with n deep predecessors costs n^2.
    fn intersect(&self, mut a: u32, mut b: u32, seen: &mut [u32], stamp: u32) -> u32 {
        while a != b {
            while self.rpo[a as usize] > self.rpo[b as usize] {
                if seen[a as usize] == stamp {
                    return b;
                }
                seen[a as usize] = stamp;
                a = self.idom[a as usize];
            }
            while self.rpo[b as usize] > self.rpo[a as usize] {
                seen[b as usize] = stamp;
                b = self.idom[b as usize];
            }
        }
        seen[a as usize] = stamp;
        a
    }
}

/// `root` and every op nested in it, parents before children, in layout order (the order
/// of [`Context::walk_pre`]), collected without growing the list op by op.
fn collect_pre_order(ctx: &Context, root: Op) -> Vec<Op> {
    collect_pre_order_numbered(ctx, root, None)
}

/// [`collect_pre_order`] that also records, in `order` when given (indexed by op, sized
/// to the op arena), the position of every op nested in `root` within its block.
fn collect_pre_order_numbered(ctx: &Context, root: Op, mut order: Option<&mut Vec<u32>>) -> Vec<Op> {
    if let Some(order) = order.as_deref_mut() {
        order.clear();
        order.resize(ctx.op_capacity(), 0);
    }
    let mut all = Vec::with_capacity(ctx.op_capacity());
    let mut stack = vec![root];
    while let Some(op) = stack.pop() {
        all.push(op);
        let start = stack.len();
        for &r in ctx.regions(op) {
            for b in ctx.region_blocks(r) {
                match order.as_deref_mut() {
                    Some(order) => {
                        for (i, o) in ctx.block_ops(b).enumerate() {
                            order[o.index()] = i as u32;
                            stack.push(o);
                        }
                    }
                    None => stack.extend(ctx.block_ops(b)),
                }
            }
        }
        stack[start..].reverse();
    }
    all
}

/// Below this many ops, verification stays on one thread.
const PARALLEL_THRESHOLD: usize = 50_000;

impl Context {
    /// Verifies `root` and everything nested in it. Large inputs are split at the root's
    /// top-level ops and checked on all cores, reporting the same first error as one
    /// thread would (as MLIR verifies isolated regions in parallel).
    pub fn verify(&self, root: Op) -> DiagResult {
        // Positions of ops in their blocks, recorded during the walk (every op of the tree).
        let mut order = Vec::new();
        let all = collect_pre_order_numbered(self, root, Some(&mut order));
        // Asked only for large inputs: the answer reads files (cgroup quotas) every time.
        let threads = if all.len() < PARALLEL_THRESHOLD {
            1
        } else {
            std::thread::available_parallelism().map_or(1, |n| n.get()).min(8)
        };
        if threads < 2 {
            let mut v = Verifier::new(self);
            v.order = std::borrow::Cow::Owned(order);
            v.numbered = true;
            return v.verify_ops(&all).map_err(|(_, d)| d);
        }
        // Cut the pre-order list at top-level op boundaries into about equal runs.
        let target = all.len().div_ceil(threads);
        let mut runs: Vec<&[Op]> = Vec::new();
        let mut start = 0;
        for i in 1..all.len() {
            if i - start >= target && self.parent_op(all[i]) == Some(root) {
                runs.push(&all[start..i]);
                start = i;
            }
        }
        runs.push(&all[start..]);
        let order = &order;
        let results: Vec<Result<(), (u8, Diagnostic)>> = std::thread::scope(|s| {
            let handles: Vec<_> = runs
                .iter()
                .map(|run| {
                    s.spawn(move || {
                        let mut v = Verifier::new(self);
                        // Every position (module-level ones included) was recorded above.
                        v.order = std::borrow::Cow::Borrowed(order);
                        v.numbered = true;
                        v.verify_ops(run)
                    })
                })
                .collect();
            handles.into_iter().map(|h| h.join().unwrap_or_else(|p| std::panic::resume_unwind(p))).collect()
        });
        // The earliest phase wins, then the earliest run: what one thread would report.
        let mut best: Option<(u8, Diagnostic)> = None;
        for r in results {
            if let Err((phase, d)) = r {
                if best.as_ref().is_none_or(|(p, _)| phase < *p) {
                    best = Some((phase, d));
                }
            }
        }
        best.map_or(Ok(()), |(_, d)| Err(d))
    }
}
