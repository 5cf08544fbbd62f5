//! The structural verifier, run after parsing and after every pass: terminators,
//! successors and their operands, entry blocks, region isolation, dominance of
//! definitions over uses, then each registered op's own verifier.

use rustc_hash::FxHashMap;

use crate::context::IrName;
use crate::diag::{DiagResult, Diagnostic};
use crate::entity::SecondaryMap;
use crate::registry::{OpInfo, Traits};
use crate::{Attr, AttrKind, Block, Context, Generation, Op, Region, Value, ValueDef};

/// State shared by one verification run: op order within blocks, dominator trees
/// and symbol tables, each computed once on demand.
pub struct Verifier<'a> {
    /// The IR being verified.
    pub ctx: &'a Context,
    /// The generation whose wording and check order the op verifiers follow.
    generation: Generation,
    /// Pre-order number of each op walked (0: not walked), so that ops of one block
    /// compare by position.
    order: SecondaryMap<Op, u32>,
    /// The last number given.
    clock: u32,
    doms: DomTables,
    /// Per symbol table, its symbols.
    symbols: FxHashMap<Op, Symbols>,
    /// The last op looked up from's parent, and the symbol table nearest it.
    scope: Option<(Op, Option<Op>)>,
    /// Per block, the last answer to "which op around this block sits in region R": a
    /// use deep inside nested regions climbs only to where the use before it stopped.
    ancestors: Vec<Option<(Region, Op)>>,
    scratch: Scratch,
}

impl<'a> Verifier<'a> {
    /// A verifier of `ctx`'s IR with `generation`'s wording; it computes nothing until asked.
    pub fn new(ctx: &'a Context, generation: Generation) -> Self {
        Verifier {
            ctx,
            generation,
            order: SecondaryMap::default(),
            clock: 0,
            doms: DomTables::default(),
            symbols: FxHashMap::default(),
            scope: None,
            ancestors: Vec::new(),
            scratch: Scratch::default(),
        }
    }

    /// The generation whose wording the op verifiers follow.
    pub fn generation(&self) -> Generation {
        self.generation
    }

    /// Resolves `@name` as seen from `from`: in the nearest enclosing symbol table.
    pub fn lookup_symbol(&mut self, from: Op, name: &str) -> Option<Op> {
        let ctx = self.ctx;
        // String attributes are interned: a symbol is named `name` exactly when its name is
        // this attribute, and none is when no attribute holds the string.
        let name = ctx.attrs.lookup_string(name)?;
        let parent = ctx.parent_op(from);
        let mut scope = match (self.scope, parent) {
            (Some((p, table)), Some(q)) if p == q => table,
            _ => {
                let table = parent.and_then(|p| ctx.symbol_table_op(p));
                if let Some(p) = parent {
                    self.scope = Some((p, table));
                }
                table
            }
        };
        while let Some(table) = scope {
            let map = &self.symbols.entry(table).or_insert_with(|| Symbols::of(ctx, table)).by_name;
            if let Some(&op) = map.get(&name) {
                return Some(op);
            }
            scope = ctx.parent_op(table).and_then(|p| ctx.symbol_table_op(p));
        }
        None
    }

    /// The first symbol of symbol table `table` (in its first region) named as one before
    /// it, and that one (MLIR's `verifySymbolTable`). The table is kept for lookups.
    pub fn duplicate_symbol(&mut self, table: Op) -> Option<(Op, Op)> {
        let ctx = self.ctx;
        self.symbols.entry(table).or_insert_with(|| Symbols::of(ctx, table)).duplicate
    }

    /// Verifies `root` and everything nested in it, as MLIR's `OperationVerifier` does:
    /// a walk that checks each op's invariants on entry (its structure, then its own
    /// verifier) and each block's terminator on exit, stopping at the first failure; the
    /// ops isolated from above inside are verified each on its own when the walk leaves
    /// their parent (each adds its first error, as mlir-opt reports one per function);
    /// then, when all that passed, dominance of `root`'s regions.
    pub fn verify(&mut self, root: Op) -> Result<(), VerifyError> {
        let mut errors = Vec::new();
        self.verify_isolated(root, &mut errors, 1);
        if errors.is_empty() {
            Ok(())
        } else {
            Err(VerifyError(errors))
        }
    }

    /// [`Verifier::verify`] of one op and what it holds; isolated ops inside are
    /// verified on `threads` threads. Adds the errors to `errors`.
    fn verify_isolated(&mut self, root: Op, errors: &mut Vec<Diagnostic>, threads: usize) {
        // The walk's buffers, reused from the last isolated op verified on this thread (a
        // nested call while this one runs starts with fresh ones).
        let mut scratch = std::mem::take(&mut self.scratch);
        match self.walk(root, &mut scratch, errors, threads) {
            // Dominance only once the whole op verified, as MLIR does.
            Ok(()) => {
                for &op in scratch.deferred.iter() {
                    if let Err(d) = self.verify_operands(op) {
                        errors.push(d);
                        break;
                    }
                }
            }
            Err(d) => errors.extend(d),
        }
        self.keep_scratch(scratch);
    }

    /// The walk of [`Verifier::verify_isolated`]: ops in pre-order, each block entered and
    /// left around its ops. Numbers the ops it enters and notes those with an operand not
    /// defined before them in their block, whose dominance is checked after the walk.
    /// `Err(None)`: an isolated op inside failed (its errors are in `errors`).
    fn walk(
        &mut self,
        root: Op,
        s: &mut Scratch,
        errors: &mut Vec<Diagnostic>,
        threads: usize,
    ) -> Result<(), Option<Diagnostic>> {
        let ctx = self.ctx;
        // Ops numbered before this walk are not in its blocks.
        let start = self.clock;
        let info = ctx.op_info(root);
        self.verify_op_on_entry(root, info)?;
        if !ctx.regions(root).is_empty() {
            s.frames.push(Frame::new(root, info, s.isolated.len()));
        }
        while let Some(f) = s.frames.last_mut() {
            if let Some(op) = f.next {
                // Read once: the op's links, name and region count.
                let data = &ctx.ops[op];
                let has_regions = data.num_regions != 0;
                f.next = data.next;
                let info = ctx.registry.get(data.name);
                let traits = info.map(|i| i.traits);
                // An unregistered op may be a terminator; a registered one must say so.
                f.last_not_terminator = traits.is_some_and(|t| !t.contains(Traits::TERMINATOR));
                self.clock += 1;
                self.order[op] = self.clock;
                if !self.dominated_locally(&s.frames, op, start) {
                    s.deferred.push(op);
                }
                if has_regions {
                    // Isolated ops are verified on their own when the walk leaves their parent.
                    if traits.is_some_and(|t| t.contains(Traits::ISOLATED_FROM_ABOVE)) {
                        s.isolated.push(op);
                        continue;
                    }
                    self.verify_op_on_entry(op, info)?;
                    s.frames.push(Frame::new(op, info, s.isolated.len()));
                } else {
                    self.verify_op_on_entry(op, info)?;
                }
                continue;
            }
            if let Some(b) = f.block {
                if f.needs_terminator && f.last_not_terminator {
                    let last = ctx.last_op(b).expect("the block had ops");
                    return Err(Some(
                        Diagnostic::error(
                            ctx.loc(last),
                            format!("block with no terminator, has '{}' op", ctx.op_name_str(last)),
                        )
                        .on_op(last),
                    ));
                }
                f.block = ctx.next_block(b);
            }
            if f.block.is_none() {
                let regions = ctx.regions(f.op);
                while f.block.is_none() && (f.next_region as usize) < regions.len() {
                    let r = regions[f.next_region as usize];
                    f.region = Some(r);
                    f.block = ctx.first_block(r);
                    f.next_region += 1;
                }
            }
            if let Some(b) = f.block {
                f.next = ctx.first_op(b);
                f.last_not_terminator = false;
                if f.next.is_none() && f.needs_terminator {
                    // MLIR names no op here.
                    return Err(Some(Diagnostic::error(ctx.loc(f.op), "empty block: expect at least a terminator")));
                }
                continue;
            }
            // Leaving the op: the isolated ops met since entering it are its own (those of
            // nested ops were taken when the walk left them).
            let first = f.first_isolated;
            s.frames.pop();
            let before = errors.len();
            self.verify_all_isolated(&s.isolated[first..], errors, threads);
            s.isolated.truncate(first);
            if errors.len() > before {
                return Err(None);
            }
        }
        Ok(())
    }

    /// Whether every operand of `op`, entered in the innermost frame's block, dominates
    /// it, as far as the walk can tell without dominator trees (which may be built only
    /// once the regions verified): false when undecided, and the operands are checked after
    /// the walk. An operand defined in a region the walk is in is used by the op, or by
    /// the op holding it, in that region's current block.
    #[inline]
    fn dominated_locally(&self, frames: &[Frame], op: Op, start: u32) -> bool {
        let ctx = self.ctx;
        let block = frames.last().and_then(|f| f.block);
        // Numbered just now, last.
        let mine = self.clock;
        ctx.operands(op).all(|v| {
            // Most operands are defined in the user's block: decided without its region.
            let (def_block, def_op) = match ctx.value_def(v) {
                ValueDef::Argument { block: b, .. } if Some(b) == block => return true,
                ValueDef::Argument { block: b, .. } => (b, None),
                ValueDef::Result { op: d, .. } => match ctx.parent_block(d) {
                    Some(b) if Some(b) == block => {
                        // Ops of this walk's blocks numbered after `start`, in order.
                        let o = self.order[d];
                        return o > start && o < mine;
                    }
                    Some(b) => (b, Some(d)),
                    None => return false,
                },
            };
            let Some(def_region) = ctx.block_parent(def_block) else { return false };
            let mut anc = op;
            for f in frames.iter().rev() {
                if f.region == Some(def_region) {
                    let Some(use_block) = f.block else { return false };
                    if f.graph {
                        return true;
                    }
                    if use_block == def_block {
                        return def_op.map_or(true, |d| {
                            let o = self.order[d];
                            o > start && o < self.order[anc]
                        });
                    }
                    return self.dominates_without_tree(def_region, def_block, use_block);
                }
                anc = f.op;
            }
            false
        })
    }

    /// Keeps a walk's buffers, emptied, for the next walk.
    fn keep_scratch(&mut self, mut scratch: Scratch) {
        scratch.frames.clear();
        scratch.deferred.clear();
        scratch.isolated.clear();
        self.scratch = scratch;
    }

    /// Verifies isolated ops one after the other, or on several threads when there are
    /// many, collecting each one's errors in op order (MLIR's ParallelDiagnosticHandler).
    fn verify_all_isolated(&mut self, ops: &[Op], errors: &mut Vec<Diagnostic>, threads: usize) {
        if threads < 2 || ops.len() < 2 {
            for &o in ops {
                self.verify_isolated(o, errors, 1);
            }
            return;
        }
        let chunk = ops.len().div_ceil(threads);
        let (ctx, generation) = (self.ctx, self.generation);
        let results: Vec<Vec<Diagnostic>> = std::thread::scope(|s| {
            let handles: Vec<_> = ops
                .chunks(chunk)
                .map(|run| {
                    s.spawn(move || {
                        let mut v = Verifier::new(ctx, generation);
                        v.order.resize(ctx.op_capacity());
                        let mut errs = Vec::new();
                        for &o in run {
                            v.verify_isolated(o, &mut errs, 1);
                        }
                        errs
                    })
                })
                .collect();
            handles.into_iter().map(|h| h.join().unwrap_or_else(|p| std::panic::resume_unwind(p))).collect()
        });
        errors.extend(results.into_iter().flatten());
    }

    /// An op's invariants: its structural traits, its successors, then its own verifier,
    /// then the entry blocks of its regions. The errors are built out of line, so that
    /// the walk's common path stays short.
    #[inline(never)]
    fn verify_op_on_entry(&mut self, op: Op, info: Option<&OpInfo>) -> DiagResult {
        let ctx = self.ctx;
        let traits = info.map(|i| i.traits).unwrap_or_default();
        if traits.contains(Traits::TERMINATOR) && ctx.next_op(op).is_some() {
            return Err(op_error(ctx, op, "must be the last operation in the parent block"));
        }
        if ctx.num_successors(op) != 0 {
            self.verify_successors(op, info)?;
        }
        let regions = ctx.regions(op);
        if traits.contains(Traits::SINGLE_BLOCK) {
            if let Some(i) = regions.iter().position(|&r| ctx.region_blocks(r).nth(1).is_some()) {
                return Err(op_error(ctx, op, &format!("expects region #{i} to have 0 or 1 blocks")));
            }
        }
        if let Some(f) = info.and_then(|i| i.verify) {
            f(self, op)?;
        }
        for &r in regions {
            if ctx.first_block(r).is_some_and(|entry| ctx.has_predecessors(entry)) {
                return Err(entry_predecessors_error(ctx, op));
            }
        }
        Ok(())
    }

    /// Each successor is a block of the op's region whose arguments the operands passed to
    /// it match.
    #[inline(never)]
    fn verify_successors(&self, op: Op, info: Option<&OpInfo>) -> DiagResult {
        let ctx = self.ctx;
        // Successor errors name no op (MLIR's `emitError`, not `emitOpError`).
        let plain = |msg: String| Diagnostic::error(ctx.loc(op), msg).on_op(op);
        // The op's record and each successor's read once.
        let data = &ctx.ops[op];
        let region = data.parent.and_then(|b| ctx.blocks[b].parent);
        let n = data.num_successors as usize;
        let first_use = data.first_use as usize;
        // `Context::successor_operands`, with the op's registration already read.
        let hook = info.and_then(|i| i.successor_operands);
        let succs = ctx.block_uses.run(crate::context::BlockUse::from_index(data.first_succ as usize), n);
        for (i, su) in succs.iter().enumerate() {
            let succ = &ctx.blocks[su.block];
            if succ.parent.is_none() || succ.parent != region {
                return Err(plain("reference to block defined in another region".into()));
            }
            let range = match hook {
                Some(f) => f(ctx, op, i),
                None if n == 1 => 0..data.num_operands as usize,
                None => 0..0,
            };
            let args = &succ.args[..];
            if range.len() != args.len() {
                return Err(plain(format!(
                    "branch has {} operands for successor #{}, but target block has {}",
                    range.len(),
                    i,
                    args.len()
                )));
            }
            for (k, (oi, &arg)) in range.zip(args).enumerate() {
                let v = ctx.uses[crate::context::Use::from_index(first_use + oi)].value;
                if ctx.values[v].ty != ctx.values[arg].ty {
                    return Err(plain(format!("type mismatch for bb argument #{k} of successor #{i}")));
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
                    let d = Diagnostic::error(ctx.loc(op), msg).on_op(op);
                    return Err(d.with_note(ctx.loc(isolated), "required by region isolation constraints"));
                }
                Err(ScopeError::NotDominating) => {
                    let d =
                        Diagnostic::error(ctx.loc(op), format!("operand #{i} does not dominate this use")).on_op(op);
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
                        && self.order[d] < self.order[user] =>
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
                    if self.order[def_op] < self.order[anc] {
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
        self.dominates_without_tree(region, a, b) || self.doms.dominates(self.ctx, region, a, b)
    }

    /// Whether `a` dominates `b` (blocks of `region`), when that shows without a dominator
    /// tree; false when it does not.
    #[inline]
    fn dominates_without_tree(&self, region: Region, a: Block, b: Block) -> bool {
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
        false
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
    /// The dominator tree of `region`'s blocks.
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
struct DomTables {
    /// Reverse post-order number of each block within its region (`UNREACHABLE` when the
    /// entry cannot reach it).
    rpo: SecondaryMap<Block, u32>,
    /// Immediate dominator of each reachable block; the entry is its own.
    idom: SecondaryMap<Block, Option<Block>>,
    /// Pre- and post-order numbers in the dominator tree: `a` dominates `b` exactly when
    /// `a`'s interval contains `b`'s, an O(1) query.
    pre: SecondaryMap<Block, u32>,
    post: SecondaryMap<Block, u32>,
    /// Dominator-tree children as linked lists (first child, next sibling).
    first_child: SecondaryMap<Block, Option<Block>>,
    next_sibling: SecondaryMap<Block, Option<Block>>,
    /// Regions already computed.
    done: SecondaryMap<Region, bool>,
    /// Scratch marks for `intersect`, and the last stamp used.
    seen: SecondaryMap<Block, u32>,
    stamp: u32,
}

impl Default for DomTables {
    fn default() -> Self {
        DomTables {
            rpo: SecondaryMap::with_default(UNREACHABLE),
            idom: SecondaryMap::default(),
            pre: SecondaryMap::default(),
            post: SecondaryMap::default(),
            first_child: SecondaryMap::default(),
            next_sibling: SecondaryMap::default(),
            done: SecondaryMap::default(),
            seen: SecondaryMap::default(),
            stamp: 0,
        }
    }
}

impl DomTables {
    fn dominates(&mut self, ctx: &Context, region: Region, a: Block, b: Block) -> bool {
        self.ensure(ctx, region);
        if self.rpo[b] == UNREACHABLE {
            return true;
        }
        if self.rpo[a] == UNREACHABLE {
            return false;
        }
        self.pre[a] <= self.pre[b] && self.post[b] <= self.post[a]
    }

    fn ensure(&mut self, ctx: &Context, region: Region) {
        if self.done[region] {
            return;
        }
        self.done.resize(ctx.region_capacity());
        self.done[region] = true;
        let n = ctx.block_capacity();
        for map in [&mut self.rpo, &mut self.pre, &mut self.post, &mut self.seen] {
            map.resize(n);
        }
        for map in [&mut self.idom, &mut self.first_child, &mut self.next_sibling] {
            map.resize(n);
        }
        let Some(entry) = ctx.first_block(region) else { return };
        for b in ctx.region_blocks(region) {
            self.rpo[b] = UNREACHABLE;
        }
        // Post-order from the entry (iterative), then numbered in reverse.
        let mut post: Vec<Block> = Vec::new();
        let mut stack: Vec<(Block, usize)> = vec![(entry, 0)];
        self.rpo[entry] = 0; // visited marker until numbered
        while let Some(&mut (b, ref mut next)) = stack.last_mut() {
            let term = ctx.last_op(b);
            let succs = term.map(|t| ctx.num_successors(t)).unwrap_or(0);
            if *next < succs {
                let s = ctx.successor(term.expect("has successors"), *next);
                *next += 1;
                if self.rpo[s] == UNREACHABLE {
                    self.rpo[s] = 0;
                    stack.push((s, 0));
                }
            } else {
                post.push(b);
                stack.pop();
            }
        }
        let count = post.len() as u32;
        for (i, &b) in post.iter().enumerate() {
            self.rpo[b] = count - 1 - i as u32;
        }
        let order: Vec<Block> = post.iter().rev().copied().collect();
        for &b in &order {
            self.idom[b] = None;
        }
        self.idom[entry] = Some(entry);
        let mut changed = true;
        // `seen` persists across regions (allocating it per region made many regions
        // quadratic); stamps keep increasing, so old marks never match.
        let mut seen = std::mem::take(&mut self.seen);
        let mut stamp = self.stamp;
        if stamp > u32::MAX / 2 {
            seen.clear();
            stamp = 0;
        }
        while changed {
            changed = false;
            for &b in &order[1..] {
                stamp += 1;
                let mut new: Option<Block> = None;
                for t in ctx.predecessors(b) {
                    let Some(p) = ctx.parent_block(t) else { continue };
                    if self.rpo[p] == UNREACHABLE || self.idom[p].is_none() {
                        continue;
                    }
                    new = Some(match new {
                        None => {
                            seen[p] = stamp;
                            p
                        }
                        Some(n) => self.intersect(p, n, &mut seen, stamp),
                    });
                }
                if new != self.idom[b] {
                    self.idom[b] = new;
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
            self.first_child[b] = None;
        }
        for &b in order[1..].iter().rev() {
            let parent = self.idom[b].expect("reachable blocks have a dominator");
            self.next_sibling[b] = self.first_child[parent];
            self.first_child[parent] = Some(b);
        }
        let mut clock = 0u32;
        let mut stack: Vec<(Block, bool)> = vec![(entry, false)];
        while let Some((b, done)) = stack.pop() {
            if done {
                self.post[b] = clock;
                clock += 1;
                continue;
            }
            self.pre[b] = clock;
            clock += 1;
            stack.push((b, true));
            let mut k = self.first_child[b];
            while let Some(c) = k {
                stack.push((c, false));
                k = self.next_sibling[c];
            }
        }
    }

    /// The nearest common dominator of `a` and `b`, the running intersection of a block's
    /// predecessors. Blocks climbed past while intersecting one block's predecessors are
    /// marked `stamp` in `seen`; they all lie below the running intersection, so a climb
    /// that reaches one can stop: without this a block with n deep predecessors costs n^2.
    fn intersect(&self, mut a: Block, mut b: Block, seen: &mut SecondaryMap<Block, u32>, stamp: u32) -> Block {
        let up = |x: Block| self.idom[x].expect("reachable blocks have a dominator");
        while a != b {
            while self.rpo[a] > self.rpo[b] {
                if seen[a] == stamp {
                    return b;
                }
                seen[a] = stamp;
                a = up(a);
            }
            while self.rpo[b] > self.rpo[a] {
                seen[b] = stamp;
                b = up(b);
            }
        }
        seen[a] = stamp;
        a
    }
}

/// Whether `root` and the ops nested in it number at least `n` (counted until they do: a
/// lowered module holds millions).
fn has_ops(ctx: &Context, root: Op, n: usize) -> bool {
    let mut count = 1;
    let mut stack = vec![root];
    while let Some(op) = stack.pop() {
        for &r in ctx.regions(op) {
            for b in ctx.region_blocks(r) {
                for o in ctx.block_ops(b) {
                    // Counted as found: one block may hold millions.
                    count += 1;
                    if count >= n {
                        return true;
                    }
                    stack.push(o);
                }
            }
        }
    }
    count >= n
}

/// The symbols of a symbol table (MLIR's `SymbolTable`).
struct Symbols {
    /// By name: the interned string attribute (the first symbol of each name).
    by_name: FxHashMap<Attr, Op>,
    /// The first symbol named as one before it, and that one.
    duplicate: Option<(Op, Op)>,
}

impl Symbols {
    fn of(ctx: &Context, table: Op) -> Symbols {
        let mut by_name = FxHashMap::default();
        let mut duplicate = None;
        if let Some(&r) = ctx.regions(table).first() {
            for b in ctx.region_blocks(r) {
                for child in ctx.block_ops(b) {
                    let Some(n) = ctx.attr_known(child, IrName::SymName) else { continue };
                    if !matches!(ctx.attr_kind(n), AttrKind::String(_)) {
                        continue;
                    }
                    match by_name.entry(n) {
                        std::collections::hash_map::Entry::Occupied(e) => {
                            duplicate = duplicate.or(Some((child, *e.get())));
                        }
                        std::collections::hash_map::Entry::Vacant(e) => {
                            e.insert(child);
                        }
                    }
                }
            }
        }
        Symbols { by_name, duplicate }
    }
}

/// `'name' op message` at the op.
#[cold]
#[inline(never)]
fn op_error(ctx: &Context, op: Op, msg: &str) -> Diagnostic {
    Diagnostic::error(ctx.loc(op), format!("'{}' op {}", ctx.op_name_str(op), msg)).on_op(op)
}

#[cold]
#[inline(never)]
fn entry_predecessors_error(ctx: &Context, op: Op) -> Diagnostic {
    Diagnostic::error(ctx.loc(op), "entry block of region may not have predecessors")
}

/// Below this many ops, verification stays on one thread.
const PARALLEL_THRESHOLD: usize = 50_000;

/// An op with regions the walk is inside of, and where in them it is.
struct Frame {
    op: Op,
    /// Its isolated ops start at this index of `Scratch::isolated`.
    first_isolated: usize,
    /// The region after the one `block` is in.
    next_region: u32,
    region: Option<Region>,
    block: Option<Block>,
    /// The next op of `block` to enter.
    next: Option<Op>,
    /// Whether the blocks of `op`'s regions must end in a terminator: `op` is registered
    /// and does not say otherwise (MLIR's `mayBeValidWithoutTerminator`).
    needs_terminator: bool,
    /// Whether the last op entered in `block` is registered without `Terminator`.
    last_not_terminator: bool,
    /// Whether `op`'s regions are graph regions (registered with `NoTerminator`), where
    /// dominance does not apply.
    graph: bool,
}

impl Frame {
    fn new(op: Op, info: Option<&OpInfo>, first_isolated: usize) -> Self {
        Frame {
            op,
            first_isolated,
            next_region: 0,
            region: None,
            block: None,
            next: None,
            needs_terminator: info.is_some_and(|i| !i.traits.contains(Traits::NO_TERMINATOR)),
            last_not_terminator: false,
            graph: info.is_some_and(|i| i.traits.contains(Traits::NO_TERMINATOR)),
        }
    }
}

/// The buffers of one walk of [`Verifier::verify_isolated`].
#[derive(Default)]
struct Scratch {
    frames: Vec<Frame>,
    /// Ops with an operand not defined before them in their block, in pre-order: their
    /// dominance is checked after the walk.
    deferred: Vec<Op>,
    /// Isolated ops met and not yet verified, in walk order.
    isolated: Vec<Op>,
}

/// The errors of a failed verification, in the order mlir-opt reports them (at most one
/// per op isolated from above). It reads as its first error.
#[derive(Debug, Clone)]
pub struct VerifyError(pub Vec<Diagnostic>);

impl std::ops::Deref for VerifyError {
    type Target = Diagnostic;
    fn deref(&self) -> &Diagnostic {
        &self.0[0]
    }
}

impl From<VerifyError> for Diagnostic {
    fn from(e: VerifyError) -> Diagnostic {
        e.0.into_iter().next().expect("a verification error has a diagnostic")
    }
}

impl Context {
    /// Verifies `root` and everything nested in it ([`Verifier::verify`]). The ops
    /// isolated from above in a large input are verified on all cores, with the errors
    /// one thread would give, in the same order.
    ///
    /// Op verifiers word their errors (and order their checks) as `generation`'s mlir-opt.
    pub fn verify(&self, root: Op, generation: Generation) -> Result<(), VerifyError> {
        // Asked only for large inputs: the answer reads files (cgroup quotas) every time.
        // The arena's size bounds the op count, which is counted only when it may reach
        // the threshold.
        let threads = if self.op_capacity() < PARALLEL_THRESHOLD || !has_ops(self, root, PARALLEL_THRESHOLD) {
            1
        } else {
            std::thread::available_parallelism().map_or(1, |n| n.get()).min(8)
        };
        let mut v = Verifier::new(self, generation);
        v.order.resize(self.op_capacity());
        let mut errors = Vec::new();
        v.verify_isolated(root, &mut errors, threads);
        if errors.is_empty() {
            Ok(())
        } else {
            Err(VerifyError(errors))
        }
    }
}
