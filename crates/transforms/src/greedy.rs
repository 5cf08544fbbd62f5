//! MLIR's greedy pattern rewrite driver (`applyPatternsAndFoldGreedily`), as LLVM 14 and
//! LLVM 22 run it: a worklist of ops that are erased when trivially dead, folded
//! (constants uniqued and hoisted to the entry block of the nearest isolated region), or
//! handed to the patterns; then the regions are simplified (unreachable blocks, dead ops
//! and block arguments); all of it again until nothing changes.
//!
//! The two generations differ in the order of everything, and the order is what the output
//! shows (which constant comes first, which function is rewritten first):
//!
//! | | LLVM 14 | LLVM 22 |
//! |---|---|---|
//! | a constant in the IR | is folded when visited: rematerialized at the front of the entry block | is uniqued and hoisted there when the round starts |
//! | a folded constant goes | to the front of the entry block, uniqued at once | right before the folded op, uniqued when the next round starts |
//! | a new op is queued | always | with its ancestors, if they are in the IR yet |
//! | an erased op's operands are queued | when at most one use is left | when at most one other user is left |
//! | constants move last in commutative ops | in the driver, before folding | as a fold of the op, after its own |
//!
//! Both queue the module's ops in post-order and pop from the back, so the last function is
//! rewritten first.

use rustc_hash::{FxHashMap, FxHashSet};
use smallvec::SmallVec;

use async_opt_dialects::fold::{self, Fold, Folded};
use async_opt_ir::{
    Attr, Block, Builder, Context, Diagnostic, Generation, InsertPoint, Loc, Op, Region, Traits, Type, Value,
};

/// Which generation's driver to follow.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum DriverVersion {
    /// LLVM 14's `applyPatternsAndFoldGreedily`.
    Llvm14,
    /// LLVM 22's `applyPatternsGreedily`.
    Llvm22,
}

impl DriverVersion {
    /// The driver of the generation `g` (LLVM 22's for 22, else LLVM 14's).
    pub fn of(g: Generation) -> Self {
        if g == Generation::V22 {
            DriverVersion::Llvm22
        } else {
            DriverVersion::Llvm14
        }
    }
    fn generation(self) -> Generation {
        match self {
            DriverVersion::Llvm14 => Generation::V14,
            DriverVersion::Llvm22 => Generation::V22,
        }
    }
}

/// A rewrite of one kind of op (MLIR's `OpRewritePattern`).
pub trait RewritePattern {
    /// The canonical name of the ops it matches.
    fn root(&self) -> &'static str;
    /// Rewrites `op` through `rw`; `Ok(false)` when it does not apply.
    fn match_and_rewrite(&mut self, rw: &mut PatternRewriter<'_>, op: Op) -> Result<bool, Diagnostic>;
}

/// The ops waiting to be visited, with set semantics and O(1) removal (MLIR's `Worklist`).
struct Worklist {
    list: Vec<Option<Op>>,
    /// Position in `list` by op index (`ABSENT`: not in it). Every entry is `ABSENT` again
    /// when the list is empty, so the table is handed from one driver run to the next
    /// ([`POSITIONS`]) instead of being filled anew: the inliner and nested pipelines run
    /// the driver once per function of a module of millions of ops.
    pos: Vec<u32>,
}

const ABSENT: u32 = u32::MAX;

thread_local! {
    /// The position table of the last worklist dropped on this thread.
    static POSITIONS: std::cell::Cell<Vec<u32>> = const { std::cell::Cell::new(Vec::new()) };
}

impl Default for Worklist {
    fn default() -> Self {
        Worklist { list: Vec::new(), pos: POSITIONS.take() }
    }
}

impl Drop for Worklist {
    fn drop(&mut self) {
        self.clear();
        POSITIONS.set(std::mem::take(&mut self.pos));
    }
}

impl Worklist {
    fn clear(&mut self) {
        for op in self.list.drain(..).flatten() {
            self.pos[op.index()] = ABSENT;
        }
    }
    fn slot(&mut self, op: Op) -> &mut u32 {
        if self.pos.len() <= op.index() {
            self.pos.resize(op.index() + 1, ABSENT);
        }
        &mut self.pos[op.index()]
    }
    fn push(&mut self, op: Op) {
        let n = self.list.len() as u32;
        let s = self.slot(op);
        if *s != ABSENT {
            return;
        }
        *s = n;
        self.list.push(Some(op));
    }
    fn pop(&mut self) -> Option<Option<Op>> {
        let op = self.list.pop()?;
        if let Some(o) = op {
            self.pos[o.index()] = ABSENT;
        }
        Some(op)
    }
    fn remove(&mut self, op: Op) {
        if let Some(&p) = self.pos.get(op.index()) {
            if p != ABSENT {
                self.list[p as usize] = None;
                self.pos[op.index()] = ABSENT;
            }
        }
    }
}

/// Uniqued constants per insertion region (MLIR's `OperationFolder`).
#[derive(Default)]
struct Folder {
    constants: FxHashMap<(Region, Attr, Type), Op>,
    owned: FxHashSet<Op>,
}

/// The region folded constants go to: the nearest one whose op is isolated from above,
/// unregistered, or at the top level.
fn insertion_region(ctx: &Context, mut block: Block) -> Option<Region> {
    loop {
        let region = ctx.block_parent(block)?;
        let parent = ctx.region_parent(region)?;
        let isolated = ctx.op_info(parent).is_none_or(|i| i.traits.contains(Traits::ISOLATED_FROM_ABOVE));
        match ctx.parent_block(parent) {
            Some(b) if !isolated => block = b,
            _ => return Some(region),
        }
    }
}

impl Folder {
    fn is_owned(&self, op: Option<Op>) -> bool {
        op.is_some_and(|o| self.owned.contains(&o))
    }

    fn key(ctx: &Context, op: Op, value: Attr) -> Option<(Region, Attr, Type)> {
        let region = insertion_region(ctx, ctx.parent_block(op)?)?;
        Some((region, value, ctx.value_type(*ctx.results(op).first()?)))
    }

    /// Forgets a constant about to be erased.
    fn notify_removal(&mut self, ctx: &Context, op: Op) {
        if !self.owned.remove(&op) {
            return;
        }
        if let Some(key) = fold::constant_value(ctx, op).and_then(|v| Self::key(ctx, op, v)) {
            if self.constants.get(&key) == Some(&op) {
                self.constants.remove(&key);
            }
        }
    }
}

/// The driver's state between notifications: what patterns and folds report to.
pub struct Driver {
    version: DriverVersion,
    /// The op whose regions are simplified (the module, or a function).
    root: Op,
    worklist: Worklist,
    folder: Folder,
    /// The round under way, from 0.
    round: i64,
}

impl Driver {
    /// Queues `op` (LLVM 22: with its ancestors, if they reach the scope).
    fn add(&mut self, ctx: &Context, op: Op) {
        match self.version {
            DriverVersion::Llvm14 => self.worklist.push(op),
            DriverVersion::Llvm22 => {
                let mut ancestors: SmallVec<[Op; 8]> = SmallVec::new();
                let mut o = op;
                loop {
                    ancestors.push(o);
                    let Some(region) = ctx.parent_region(o) else { return };
                    if ctx.region_parent(region) == Some(self.root) {
                        for &a in &ancestors {
                            self.worklist.push(a);
                        }
                        return;
                    }
                    match ctx.region_parent(region) {
                        Some(p) => o = p,
                        None => return,
                    }
                }
            }
        }
    }

    /// An op was inserted.
    fn inserted(&mut self, ctx: &Context, op: Op) {
        self.add(ctx, op);
    }

    /// An op was changed in place.
    fn modified(&mut self, ctx: &Context, op: Op) {
        self.add(ctx, op);
    }

    /// Queues the definitions of `op`'s operands that erasing it may leave unused or with
    /// one use.
    fn add_operands(&mut self, ctx: &Context, op: Op) {
        for v in ctx.operands(op) {
            let Some(def) = ctx.defining_op(v) else { continue };
            let few = match self.version {
                // At most one use, counting `op`'s own.
                DriverVersion::Llvm14 => ctx.uses(v).nth(1).is_none(),
                // At most one distinct user besides `op`.
                DriverVersion::Llvm22 => {
                    let mut other = None;
                    let mut more = false;
                    for u in ctx.users(v) {
                        if u == op || Some(u) == other {
                            continue;
                        }
                        if other.is_none() {
                            other = Some(u);
                            continue;
                        }
                        more = true;
                        break;
                    }
                    !more
                }
            };
            if few {
                self.add(ctx, def);
            }
        }
    }

    /// `op` and everything in it are about to be erased.
    fn erasing(&mut self, ctx: &Context, op: Op) {
        match self.version {
            DriverVersion::Llvm14 => {
                self.add_operands(ctx, op);
                for o in ctx.collect_post_order(op) {
                    self.worklist.remove(o);
                    self.folder.notify_removal(ctx, o);
                }
            }
            // Nested ops one by one, users before definitions (post-order, blocks and ops
            // in reverse), then the op.
            DriverVersion::Llvm22 => {
                ctx.walk_post_reverse(op, |o| {
                    self.add_operands(ctx, o);
                    self.worklist.remove(o);
                    self.folder.notify_removal(ctx, o);
                });
            }
        }
    }

    /// The results of `op` are about to be replaced: LLVM 14 queues their users first;
    /// LLVM 22 queues each user as its use is changed (see [`Driver::replace_uses`]).
    fn replacing(&mut self, ctx: &Context, op: Op) {
        if self.version == DriverVersion::Llvm14 {
            for &r in ctx.results(op) {
                for u in ctx.users(r) {
                    self.worklist.push(u);
                }
            }
        }
    }

    /// Replaces every use of `from` with `to`, queueing each user as LLVM 22's rewriter
    /// does (in use-list order, newest use first).
    fn replace_uses(&mut self, ctx: &mut Context, from: Value, to: Value) {
        if self.version == DriverVersion::Llvm22 {
            while let Some(u) = ctx.uses(from).next() {
                let (user, i) = ctx.use_owner(u);
                ctx.set_operand(user, i, to);
                self.modified(ctx, user);
            }
        } else {
            ctx.replace_all_uses_with(from, to);
        }
    }

    /// Replaces `op` by `values` and erases it, notifying as a rewriter's `replaceOp`.
    fn replace_op(&mut self, ctx: &mut Context, op: Op, values: &[Value]) {
        self.replacing(ctx, op);
        let results: SmallVec<[Value; 4]> = ctx.results(op).into();
        for (&r, &v) in results.iter().zip(values) {
            self.replace_uses(ctx, r, v);
        }
        self.erasing(ctx, op);
        ctx.erase_op(op);
    }

    /// MLIR's `OperationFolder::insertKnownConstant`: uniques the constant `op` in its
    /// insertion region and hoists it to the front of that region's entry block. `false`
    /// when `op` was erased in favor of an equal constant.
    fn insert_known_constant(&mut self, ctx: &mut Context, op: Op, value: Attr) -> bool {
        let Some(block) = ctx.parent_block(op) else { return true };
        let v22 = self.version == DriverVersion::Llvm22;
        if self.folder.owned.contains(&op) {
            if ctx.first_op(block) != Some(op) && !self.folder.is_owned(ctx.prev_op(op)) {
                let first = ctx.first_op(block).expect("the block holds op");
                ctx.move_op_before(op, first);
                if v22 {
                    let unknown = ctx.unknown_loc();
                    ctx.set_loc(op, unknown);
                }
            }
            return true;
        }
        let Some(key) = Folder::key(ctx, op, value) else { return true };
        if let Some(&existing) = self.folder.constants.get(&key) {
            let with = ctx.result(existing, 0);
            if v22 {
                self.folder.notify_removal(ctx, op);
                self.replace_op(ctx, op, &[with]);
                let unknown = ctx.unknown_loc();
                ctx.set_loc(existing, unknown);
            } else {
                let r = ctx.result(op, 0);
                ctx.replace_all_uses_with(r, with);
                ctx.erase_op(op);
            }
            return false;
        }
        let entry = ctx.first_block(key.0).expect("an insertion region has a block");
        let first = ctx.first_op(entry).expect("the entry block holds at least op's ancestor");
        if block != entry {
            ctx.move_op_before(op, first);
            if v22 {
                let unknown = ctx.unknown_loc();
                ctx.set_loc(op, unknown);
            }
        } else if first != op && !self.folder.is_owned(ctx.prev_op(op)) {
            ctx.move_op_before(op, first);
        }
        self.folder.constants.insert(key, op);
        self.folder.owned.insert(op);
        true
    }
}

/// What a pattern rewrites with: the IR, an insertion point and location, and the driver
/// to tell about what it creates, changes and erases (MLIR's `PatternRewriter`).
pub struct PatternRewriter<'a> {
    /// The IR being rewritten.
    pub ctx: &'a mut Context,
    driver: &'a mut Driver,
    /// Where new ops go.
    pub ip: InsertPoint,
    /// The location new ops get.
    pub loc: Loc,
}

impl PatternRewriter<'_> {
    /// The generation whose driver runs.
    pub fn version(&self) -> DriverVersion {
        self.driver.version
    }

    /// The driver's round under way (0 for the first).
    pub fn round(&self) -> i64 {
        self.driver.round
    }

    /// Runs `f` with a builder at the rewriter's insertion point and location, then tells
    /// the driver about every op `f` created, in creation order.
    pub fn create<R>(&mut self, f: impl FnOnce(&mut Builder<'_>) -> R) -> R {
        let before = self.ctx.op_capacity();
        let mut b = Builder::new(self.ctx);
        b.set_insertion_point(self.ip);
        b.loc = self.loc;
        let r = f(&mut b);
        self.notify_created_since(before);
        r
    }

    /// Tells the driver about every op created since the arena held `before` ops.
    pub fn notify_created_since(&mut self, before: usize) {
        for i in before..self.ctx.op_capacity() {
            let op = Op::from_index(i);
            if !self.ctx.is_erased(op) && self.ctx.parent_block(op).is_some() {
                self.driver.inserted(self.ctx, op);
            }
        }
    }

    /// Tells the driver that `op` was inserted.
    pub fn notify_inserted(&mut self, op: Op) {
        self.driver.inserted(self.ctx, op);
    }

    /// Erases `op` (whose results are unused), telling the driver first.
    pub fn erase_op(&mut self, op: Op) {
        self.driver.erasing(self.ctx, op);
        self.ctx.erase_op(op);
    }

    /// Replaces `op` by `values` and erases it.
    pub fn replace_op(&mut self, op: Op, values: &[Value]) {
        self.driver.replace_op(self.ctx, op, values);
    }

    /// Replaces `op`'s results by `values`, `None` where a result has no uses, and erases it.
    pub fn replace_op_partially(&mut self, op: Op, values: &[Option<Value>]) {
        self.driver.replacing(self.ctx, op);
        let results: SmallVec<[Value; 4]> = self.ctx.results(op).into();
        for (&r, v) in results.iter().zip(values) {
            if let Some(v) = *v {
                self.driver.replace_uses(self.ctx, r, v);
            }
        }
        self.driver.erasing(self.ctx, op);
        self.ctx.erase_op(op);
    }

    /// Replaces every use of `from` by `to` (the users count as modified).
    pub fn replace_all_uses_with(&mut self, from: Value, to: Value) {
        if self.driver.version == DriverVersion::Llvm14 {
            // LLVM 14's rewriter changes uses without telling the driver.
            self.ctx.replace_all_uses_with(from, to);
        } else {
            self.driver.replace_uses(self.ctx, from, to);
        }
    }

    /// Tells the driver that `op` was changed in place (`updateRootInPlace`).
    pub fn modified(&mut self, op: Op) {
        self.driver.modified(self.ctx, op);
    }

    /// Moves `op` before `before` (LLVM 22 counts a move as an insertion).
    pub fn move_op_before(&mut self, op: Op, before: Op) {
        self.ctx.move_op_before(op, before);
        if self.driver.version == DriverVersion::Llvm22 {
            self.driver.inserted(self.ctx, op);
        }
    }

    /// Moves the ops of `source` before `before`, its arguments replaced by `args`, and
    /// erases the emptied block (MLIR's `mergeBlockBefore`, LLVM 22's `inlineBlockBefore`).
    pub fn inline_block_before(&mut self, source: Block, before: Op, args: &[Value]) {
        let old: SmallVec<[Value; 4]> = self.ctx.block_args(source).into();
        for (&a, &v) in old.iter().zip(args) {
            self.replace_all_uses_with(a, v);
        }
        while let Some(op) = self.ctx.first_op(source) {
            self.move_op_before(op, before);
        }
        self.erase_block(source);
    }

    /// Moves the ops of `source` to the end of `dest`, its arguments replaced by `args`,
    /// and erases the emptied block (MLIR's `mergeBlocks`).
    pub fn merge_blocks(&mut self, source: Block, dest: Block, args: &[Value]) {
        self.move_block_ops(source, dest, args);
        self.erase_block(source);
    }

    /// [`Self::merge_blocks`] but for the erasure: `source` is left empty, for a caller
    /// whose branch to it is still to be erased (MLIR's `mergeBlocks` drops the block's
    /// uses; here the branch goes first, then the block).
    pub fn move_block_ops(&mut self, source: Block, dest: Block, args: &[Value]) {
        let old: SmallVec<[Value; 4]> = self.ctx.block_args(source).into();
        for (&a, &v) in old.iter().zip(args) {
            self.replace_all_uses_with(a, v);
        }
        while let Some(op) = self.ctx.first_op(source) {
            self.ctx.move_op_to_end(op, dest);
            if self.driver.version == DriverVersion::Llvm22 {
                self.driver.inserted(self.ctx, op);
            }
        }
    }

    /// Erases `block` and everything in it, telling the driver about each op.
    pub fn erase_block(&mut self, block: Block) {
        let ops: SmallVec<[Op; 8]> = self.ctx.block_ops(block).collect();
        for &o in ops.iter().rev() {
            self.driver.erasing(self.ctx, o);
        }
        self.ctx.erase_block(block);
    }
}

/// Walks the ops of `region` in post-order (nested ops, then the op), each block's next op
/// taken before the current one is visited, so `f` may move or erase the op it is given.
fn walk_post_order(ctx: &mut Context, region: Region, f: &mut dyn FnMut(&mut Context, Op)) {
    enum W {
        Ops(Option<Op>),
        Post(Op),
    }
    let mut stack: Vec<W> = Vec::new();
    let blocks: Vec<Block> = ctx.region_blocks(region).collect();
    for b in blocks.into_iter().rev() {
        stack.push(W::Ops(ctx.first_op(b)));
    }
    while let Some(w) = stack.pop() {
        match w {
            W::Ops(None) => {}
            W::Ops(Some(op)) => {
                stack.push(W::Ops(ctx.next_op(op)));
                stack.push(W::Post(op));
                for &r in ctx.regions(op).iter().rev() {
                    let blocks: SmallVec<[Block; 4]> = ctx.region_blocks(r).collect();
                    for b in blocks.into_iter().rev() {
                        stack.push(W::Ops(ctx.first_op(b)));
                    }
                }
            }
            W::Post(op) => f(ctx, op),
        }
    }
}

/// How the driver runs (MLIR's `GreedyRewriteConfig`, as the canonicalizer's options set it).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct GreedyConfig {
    /// Seed the worklist in pre-order and process it in order (`top-down`); else post-order.
    pub top_down: bool,
    /// What region simplification runs after each round.
    pub region_simplify: RegionSimplify,
    /// Rounds at most; `-1` for no limit (LLVM 22's `kNoLimit`).
    pub max_iterations: i64,
    /// Successful pattern rewrites per round at most; `-1` for no limit (LLVM 22).
    pub max_num_rewrites: i64,
}

/// MLIR's `GreedySimplifyRegionLevel` (LLVM 14 has only on and off, where on merges blocks).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum RegionSimplify {
    /// No region simplification.
    Disabled,
    /// Unreachable blocks, dead ops and block arguments (LLVM 22's `normal`).
    Normal,
    /// And identical blocks merged, redundant block arguments dropped.
    Aggressive,
}

impl Default for GreedyConfig {
    /// What `applyPatternsAndFoldGreedily` runs with when given no config.
    fn default() -> Self {
        GreedyConfig {
            top_down: false,
            region_simplify: RegionSimplify::Aggressive,
            max_iterations: MAX_ITERATIONS,
            max_num_rewrites: -1,
        }
    }
}

/// How many times the whole module is gone over at most (MLIR's `maxIterations`).
const MAX_ITERATIONS: i64 = 10;

/// Applies `pattern` and folding to everything in `module` until nothing changes (or ten
/// rounds), as MLIR's `applyPatternsAndFoldGreedily(module, patterns)` does in the given
/// generation. A pattern's error stops the run.
pub fn apply_patterns_and_fold_greedily(
    ctx: &mut Context,
    module: Op,
    pattern: &mut dyn RewritePattern,
    version: DriverVersion,
) -> Result<(), Diagnostic> {
    apply_patterns_greedily(ctx, module, &mut [pattern], version, &GreedyConfig::default()).map(|_| ())
}

/// Applies `patterns` (tried in order on each op of their root's name; the first that
/// rewrites wins) and folding to the regions of `root` until nothing changes or the
/// config's limits are reached. Whether it converged. A pattern's error stops the run.
pub fn apply_patterns_greedily(
    ctx: &mut Context,
    root: Op,
    patterns: &mut [&mut dyn RewritePattern],
    version: DriverVersion,
    config: &GreedyConfig,
) -> Result<bool, Diagnostic> {
    let regions: SmallVec<[Region; 2]> = ctx.regions(root).into();
    if regions.is_empty() {
        return Ok(true);
    }
    let mut d = Driver { version, root, worklist: Worklist::default(), folder: Folder::default(), round: 0 };
    // The patterns of each root, in order: most ops have none, and the canonicalizer has
    // dozens of patterns to look through otherwise.
    let mut by_root: FxHashMap<async_opt_ir::Ident, SmallVec<[usize; 4]>> = FxHashMap::default();
    for (i, p) in patterns.iter().enumerate() {
        by_root.entry(ctx.ident(p.root())).or_default().push(i);
    }
    let mut iteration = 0i64;
    loop {
        d.round = iteration;
        d.worklist.clear();
        if version == DriverVersion::Llvm22 {
            // LLVM 22 starts every round with a fresh folder.
            d.folder = Folder::default();
        }
        if config.top_down {
            // Pre-order, reversed so that popping from the back visits in order. LLVM 22
            // uniques the constants it meets (and does not queue those it erases).
            let mut seeds = Vec::new();
            for &scope in &regions {
                walk_pre_order(ctx, scope, &mut |ctx, op| {
                    if let Some(value) = fold::constant_value(ctx, op).filter(|_| version == DriverVersion::Llvm22) {
                        if !d.insert_known_constant(ctx, op, value) {
                            return false;
                        }
                    }
                    seeds.push(op);
                    true
                });
            }
            for &op in seeds.iter().rev() {
                if !ctx.is_erased(op) {
                    d.worklist.push(op);
                }
            }
        } else {
            for &scope in &regions {
                walk_post_order(ctx, scope, &mut |ctx, op| {
                    // LLVM 22 uniques the constants it meets; LLVM 14 leaves them for the
                    // folding, which rematerializes each at the front of its entry block
                    // when popped.
                    if let Some(value) = fold::constant_value(ctx, op).filter(|_| version == DriverVersion::Llvm22) {
                        if !d.insert_known_constant(ctx, op, value) {
                            return;
                        }
                    }
                    d.add(ctx, op);
                });
            }
        }
        let mut changed = false;
        if version == DriverVersion::Llvm22 && config.region_simplify != RegionSimplify::Disabled {
            for &scope in &regions {
                changed |= erase_unreachable_blocks(ctx, scope, Some(&mut d));
            }
        }
        let mut rewrites = 0i64;
        while let Some(op) = d.worklist.pop() {
            let Some(op) = op else { continue };
            if config.max_num_rewrites >= 0 && rewrites >= config.max_num_rewrites {
                break;
            }
            if fold::is_trivially_dead(ctx, op, version.generation()) {
                d.erasing(ctx, op);
                ctx.erase_op(op);
                changed = true;
                continue;
            }
            let folded = match version {
                DriverVersion::Llvm14 => fold_14(&mut d, ctx, op),
                DriverVersion::Llvm22 => fold_22(&mut d, ctx, op),
            };
            match folded {
                Folding::Replaced => {
                    changed = true;
                    continue;
                }
                Folding::InPlace if version == DriverVersion::Llvm22 => {
                    changed = true;
                    continue;
                }
                Folding::InPlace => changed = true,
                Folding::Nothing => {}
            }
            let Some(of_root) = by_root.get(&ctx.op_name(op)) else { continue };
            for &i in of_root {
                let pattern = &mut patterns[i];
                let ip = InsertPoint::Before(op);
                let loc = ctx.loc(op);
                let mut rw = PatternRewriter { ctx, driver: &mut d, ip, loc };
                if pattern.match_and_rewrite(&mut rw, op)? {
                    changed = true;
                    rewrites += 1;
                    break;
                }
            }
        }
        if config.region_simplify != RegionSimplify::Disabled {
            let merge = config.region_simplify == RegionSimplify::Aggressive || version == DriverVersion::Llvm14;
            for &scope in &regions {
                changed |= simplify_regions(ctx, scope, version, merge, &mut d);
            }
        }
        iteration += 1;
        if !changed {
            return Ok(true);
        }
        if config.max_iterations >= 0 && iteration >= config.max_iterations {
            return Ok(false);
        }
    }
}

/// Walks the ops of `region` in pre-order, each block's next op taken before the current
/// one is visited (so `f` may move or erase it); `f` returns whether to enter its regions.
fn walk_pre_order(ctx: &mut Context, region: Region, f: &mut dyn FnMut(&mut Context, Op) -> bool) {
    let mut stack: Vec<Option<Op>> = Vec::new();
    let blocks: Vec<Block> = ctx.region_blocks(region).collect();
    for b in blocks.into_iter().rev() {
        stack.push(ctx.first_op(b));
    }
    while let Some(next) = stack.pop() {
        let Some(op) = next else { continue };
        stack.push(ctx.next_op(op));
        if f(ctx, op) && !ctx.is_erased(op) {
            for &r in ctx.regions(op).iter().rev() {
                let blocks: SmallVec<[Block; 4]> = ctx.region_blocks(r).collect();
                for b in blocks.into_iter().rev() {
                    stack.push(ctx.first_op(b));
                }
            }
        }
    }
}

/// What folding an op in the driver did.
enum Folding {
    Nothing,
    InPlace,
    Replaced,
}

/// The constant operands of `op`.
fn operand_constants(ctx: &Context, op: Op) -> SmallVec<[Option<Attr>; 4]> {
    ctx.operands(op).map(|v| fold::value_constant(ctx, v)).collect()
}

/// A constant of `value` and type `ty` (the dialects' `materializeConstant`), created
/// detached.
fn materialize(ctx: &mut Context, value: Attr, ty: Type, loc: Loc) -> Op {
    let mut b = Builder::new(ctx);
    b.loc = loc;
    let v = async_opt_dialects::arith::constant_op(&mut b, ty, value);
    b.ctx.defining_op(v).expect("a constant op")
}

/// LLVM 14's `OperationFolder::tryToFold` in the driver.
fn fold_14(d: &mut Driver, ctx: &mut Context, op: Op) -> Folding {
    if d.folder.owned.contains(&op) {
        // Rehoist if something that is not one of ours was inserted before it.
        let block = ctx.parent_block(op).expect("attached");
        if ctx.first_op(block) != Some(op) && !d.folder.is_owned(ctx.prev_op(op)) {
            let first = ctx.first_op(block).expect("attached");
            ctx.move_op_before(op, first);
        }
        return Folding::Nothing;
    }
    let original: SmallVec<[Value; 4]> = ctx.operands(op).collect();
    let g = d.version.generation();
    let moved = fold::is_commutative(ctx, op, g) && fold::move_constants_last(ctx, op);
    let constants = operand_constants(ctx, op);
    let results = match fold::fold(ctx, op, &constants, g) {
        Fold::Failed => return Folding::InPlace.only_if(moved),
        Fold::InPlace => return Folding::InPlace,
        Fold::Results(r) => r,
    };
    // Constants go to the front of the insertion region's entry block, uniqued.
    let Some(block) = ctx.parent_block(op) else { return Folding::Nothing };
    let Some(region) = insertion_region(ctx, block) else { return Folding::Nothing };
    let entry = ctx.first_block(region).expect("an insertion region has a block");
    let anchor = ctx.first_op(entry);
    let mut values: SmallVec<[Value; 2]> = SmallVec::new();
    let loc = ctx.loc(op);
    for (i, f) in results.iter().enumerate() {
        let rt = ctx.value_type(ctx.result(op, i));
        match *f {
            Folded::Value(v) => {
                if ctx.value_type(v) != rt {
                    return Folding::InPlace.only_if(moved);
                }
                values.push(v);
            }
            Folded::Attr(a) => {
                let key = (region, a, rt);
                let c = match d.folder.constants.get(&key) {
                    Some(&c) => c,
                    None => {
                        let c = materialize(ctx, a, rt, loc);
                        match anchor {
                            Some(first) => ctx.insert_op_before(first, c),
                            None => ctx.append_op(entry, c),
                        }
                        d.folder.constants.insert(key, c);
                        d.folder.owned.insert(c);
                        c
                    }
                };
                // The constant must dominate the op it replaces.
                if ctx.parent_block(c) == Some(block) && ctx.first_op(block) != Some(c) {
                    let first = ctx.first_op(block).expect("attached");
                    ctx.move_op_before(c, first);
                }
                values.push(ctx.result(c, 0));
            }
        }
    }
    // The new constants are processed too.
    let mut o = ctx.first_op(entry);
    while let Some(c) = o.filter(|&c| Some(c) != anchor) {
        d.worklist.push(c);
        o = ctx.next_op(c);
    }
    // The operands and users of the folded op may simplify further.
    for v in original {
        if ctx.uses(v).nth(1).is_none() {
            if let Some(def) = ctx.defining_op(v) {
                d.worklist.push(def);
            }
        }
    }
    for &r in ctx.results(op) {
        for u in ctx.users(r) {
            d.worklist.push(u);
        }
    }
    d.erasing(ctx, op);
    let results: SmallVec<[Value; 4]> = ctx.results(op).into();
    for (&r, &v) in results.iter().zip(&values) {
        ctx.replace_all_uses_with(r, v);
    }
    ctx.erase_op(op);
    Folding::Replaced
}

impl Folding {
    fn only_if(self, cond: bool) -> Folding {
        if cond {
            self
        } else {
            Folding::Nothing
        }
    }
}

/// LLVM 22: `op->fold`, constants materialized right before the op.
fn fold_22(d: &mut Driver, ctx: &mut Context, op: Op) -> Folding {
    if ctx.has_traits(op, Traits::CONSTANT_LIKE) {
        return Folding::Nothing;
    }
    let constants = operand_constants(ctx, op);
    match fold::fold(ctx, op, &constants, Generation::V22) {
        Fold::Failed => Folding::Nothing,
        Fold::InPlace => {
            d.modified(ctx, op);
            Folding::InPlace
        }
        Fold::Results(results) => {
            let loc = ctx.loc(op);
            let mut values: SmallVec<[Value; 2]> = SmallVec::new();
            for (i, f) in results.iter().enumerate() {
                match *f {
                    Folded::Value(v) => values.push(v),
                    Folded::Attr(a) => {
                        let rt = ctx.value_type(ctx.result(op, i));
                        let c = materialize(ctx, a, rt, loc);
                        ctx.insert_op_before(op, c);
                        d.inserted(ctx, c);
                        values.push(ctx.result(c, 0));
                    }
                }
            }
            d.replace_op(ctx, op, &values);
            Folding::Replaced
        }
    }
}

// ----------------------------------------------------------------------------------
// Region simplification
// ----------------------------------------------------------------------------------

/// MLIR's `simplifyRegions`: unreachable blocks, dead ops and block arguments, identical
/// blocks merged, and (LLVM 22) block arguments every predecessor passes the same value.
/// Whether anything changed.
fn simplify_regions(ctx: &mut Context, scope: Region, version: DriverVersion, merge: bool, d: &mut Driver) -> bool {
    let mut changed = erase_unreachable_blocks(ctx, scope, Some(d));
    changed |= run_region_dce(ctx, scope, version, d);
    if merge {
        changed |= crate::block_merge::merge_identical_blocks(ctx, scope);
        if version == DriverVersion::Llvm22 {
            changed |= crate::block_merge::drop_redundant_arguments(ctx, scope);
        }
    }
    changed
}

/// Erases the blocks of multi-block regions that the entry block cannot reach.
fn erase_unreachable_blocks(ctx: &mut Context, scope: Region, mut d: Option<&mut Driver>) -> bool {
    let mut erased = false;
    let mut worklist = vec![scope];
    while let Some(region) = worklist.pop() {
        let Some(entry) = ctx.first_block(region) else { continue };
        if ctx.next_block(entry).is_none() {
            for op in ctx.block_ops(entry) {
                worklist.extend(ctx.regions(op).iter().copied());
            }
            continue;
        }
        let mut reachable = FxHashSet::default();
        let mut stack = vec![entry];
        while let Some(b) = stack.pop() {
            if !reachable.insert(b) {
                continue;
            }
            if let Some(t) = ctx.last_op(b) {
                stack.extend(ctx.successors(t));
            }
        }
        let blocks: Vec<Block> = ctx.region_blocks(region).collect();
        for b in blocks {
            if !reachable.contains(&b) {
                let ops: Vec<Op> = ctx.block_ops(b).collect();
                for &o in ops.iter().rev() {
                    if let Some(d) = d.as_deref_mut() {
                        d.erasing(ctx, o);
                    }
                }
                drop_defined_value_uses(ctx, b);
                ctx.erase_block(b);
                erased = true;
                continue;
            }
            for op in ctx.block_ops(b) {
                worklist.extend(ctx.regions(op).iter().copied());
            }
        }
    }
    erased
}

/// Drops every use of the values `block` (and what it nests) defines, so it can be erased
/// even when unreachable code elsewhere still uses them.
fn drop_defined_value_uses(ctx: &mut Context, block: Block) {
    let mut values: Vec<Value> = ctx.block_args(block).to_vec();
    for op in ctx.block_ops(block).collect::<Vec<_>>() {
        for o in ctx.collect_post_order(op) {
            values.extend(ctx.results(o).iter().copied());
            for &r in ctx.regions(o) {
                for b in ctx.region_blocks(r) {
                    values.extend(ctx.block_args(b).iter().copied());
                }
            }
        }
    }
    for v in values {
        while let Some(u) = ctx.uses(v).next() {
            let (user, _) = ctx.use_owner(u);
            ctx.drop_references(user);
        }
    }
    // Branches to it come from unreachable blocks too.
    while let Some(u) = ctx.block_uses(block).next() {
        let (owner, _) = ctx.block_use_owner(u);
        ctx.drop_references(owner);
    }
}

/// Liveness for region DCE: ops and values proven live.
struct Live {
    generation: Generation,
    ops: FxHashSet<Op>,
    values: FxHashSet<Value>,
    changed: bool,
    /// Each region's blocks in post-order, as `propagate_region` made them (`delete_dead`
    /// takes them too).
    orders: FxHashMap<Region, Vec<Block>>,
    /// Whether each op's subtree is free of effects, as far as asked (the IR does not change
    /// while liveness propagates).
    free_of_effects: FxHashMap<Op, bool>,
    /// The block argument each operand of a branch is passed to, by operand index, as far
    /// as asked (finding one walks the successors: every operand of a large `cf.switch`).
    successor_arguments: FxHashMap<Op, Vec<Option<Value>>>,
}

impl Live {
    fn op(&mut self, op: Op) {
        self.changed |= self.ops.insert(op);
    }
    /// A result is live when its op is (as MLIR tracks it); block arguments one by one.
    fn value(&mut self, ctx: &Context, v: Value) {
        match ctx.defining_op(v) {
            Some(op) => self.op(op),
            None => self.changed |= self.values.insert(v),
        }
    }
    fn is_live(&self, ctx: &Context, v: Value) -> bool {
        match ctx.defining_op(v) {
            Some(op) => self.ops.contains(&op),
            None => self.values.contains(&v),
        }
    }
}

/// Post-order of the blocks reachable from `entry` (successors before predecessors).
fn block_post_order(ctx: &Context, entry: Block) -> Vec<Block> {
    let mut out = Vec::new();
    let mut seen = FxHashSet::default();
    let mut stack: Vec<(Block, usize)> = vec![(entry, 0)];
    seen.insert(entry);
    while let Some(&mut (b, ref mut next)) = stack.last_mut() {
        let succs: SmallVec<[Block; 2]> = ctx.last_op(b).map(|t| ctx.successors(t).collect()).unwrap_or_default();
        if *next < succs.len() {
            let s = succs[*next];
            *next += 1;
            if seen.insert(s) {
                stack.push((s, 0));
            }
        } else {
            out.push(b);
            stack.pop();
        }
    }
    out
}

/// The block arguments a terminator's operands are passed to, by operand index, if the
/// terminator says.
fn successor_arguments(ctx: &Context, term: Op) -> Vec<Option<Value>> {
    let mut args = vec![None; ctx.num_operands(term)];
    if ctx.op_info(term).and_then(|i| i.successor_operands).is_some() {
        for s in 0..ctx.num_successors(term) {
            let range = ctx.successor_operands(term, s);
            let block_args = ctx.block_args(ctx.successor(term, s));
            for (i, &a) in range.zip(block_args) {
                // The first successor that takes an operand wins, as one search would find.
                args[i] = args[i].or(Some(a));
            }
        }
    }
    args
}

/// One round of liveness over `region`, on an explicit stack (regions nest as deep as the
/// parser allows): in each region the blocks in post-order and their ops last to first, an
/// op's regions before the op itself, then the arguments of the region's non-entry blocks.
fn propagate_region(ctx: &Context, region: Region, live: &mut Live) {
    enum Work {
        Region(Region),
        Op(Op),
        /// The op, once its regions are done.
        OpItself(Op),
        BlockArguments(Block),
    }
    let mut stack = vec![Work::Region(region)];
    while let Some(work) = stack.pop() {
        match work {
            Work::Region(r) => {
                let Some(entry) = ctx.first_block(r) else { continue };
                // The blocks do not change while liveness propagates: each region's order is made once.
                let order = live.orders.entry(r).or_insert_with(|| block_post_order(ctx, entry));
                // Pushed last to first, so the first block's last op comes off first.
                for &b in order.iter().rev() {
                    if b != entry {
                        stack.push(Work::BlockArguments(b));
                    }
                    stack.extend(ctx.block_ops(b).map(Work::Op));
                }
            }
            Work::Op(op) => {
                stack.push(Work::OpItself(op));
                stack.extend(ctx.regions(op).iter().rev().map(|&r| Work::Region(r)));
            }
            Work::OpItself(op) => propagate_op(ctx, op, live),
            Work::BlockArguments(b) => {
                for &a in ctx.block_args(b) {
                    if !live.is_live(ctx, a) {
                        process_value(ctx, a, live);
                    }
                }
            }
        }
    }
}

/// Liveness of `op` itself, its regions done.
fn propagate_op(ctx: &Context, op: Op, live: &mut Live) {
    if ctx.has_traits(op, Traits::TERMINATOR) {
        live.op(op);
        // A branch's operands are live one by one (see `process_value`); other
        // terminators make every argument of their successors live.
        let branch = ctx.op_info(op).is_some_and(|i| i.successor_operands.is_some());
        if !branch {
            for s in 0..ctx.num_successors(op) {
                for &a in ctx.block_args(ctx.successor(op, s)) {
                    live.value(ctx, a);
                }
            }
        }
        return;
    }
    if live.ops.contains(&op) {
        return;
    }
    if !fold::would_be_trivially_dead_memo(ctx, op, live.generation, &mut live.free_of_effects) {
        live.op(op);
        return;
    }
    for &r in ctx.results(op) {
        process_value(ctx, r, live);
    }
}

fn process_value(ctx: &Context, v: Value, live: &mut Live) {
    let proved = ctx.uses(v).any(|u| {
        let (owner, i) = ctx.use_owner(u);
        if ctx.has_traits(owner, Traits::TERMINATOR) {
            let args = live.successor_arguments.entry(owner).or_insert_with(|| successor_arguments(ctx, owner));
            if let Some(arg) = args[i] {
                if !live.is_live(ctx, arg) {
                    return false;
                }
            }
        }
        live.ops.contains(&owner)
    });
    if proved {
        live.value(ctx, v);
    }
}

/// MLIR's `runRegionDCE`: erases ops that are neither live nor feed anything live, and the
/// arguments of non-entry blocks nothing live reads. Whether anything was erased.
fn run_region_dce(ctx: &mut Context, scope: Region, version: DriverVersion, d: &mut Driver) -> bool {
    let mut live = Live {
        generation: version.generation(),
        ops: FxHashSet::default(),
        values: FxHashSet::default(),
        changed: false,
        orders: FxHashMap::default(),
        free_of_effects: FxHashMap::default(),
        successor_arguments: FxHashMap::default(),
    };
    loop {
        live.changed = false;
        propagate_region(ctx, scope, &mut live);
        if !live.changed {
            break;
        }
    }
    delete_dead(ctx, scope, &live, version, d)
}

/// MLIR's `deleteDeadness`, on an explicit stack: in each region the blocks in post-order and
/// their ops last to first; a dead op is erased, a live op's regions are cleaned right away
/// (before the ops above it, which may define what they use); then the arguments nothing
/// live reads of the region's non-entry blocks.
fn delete_dead(ctx: &mut Context, region: Region, live: &Live, version: DriverVersion, d: &mut Driver) -> bool {
    enum Work {
        Region(Region),
        Block(Block, bool),
        Op(Op),
        Arguments(Region),
    }
    let mut erased = false;
    let mut stack = vec![Work::Region(region)];
    while let Some(work) = stack.pop() {
        match work {
            Work::Region(region) => {
                let Some(entry) = ctx.first_block(region) else { continue };
                let single = ctx.next_block(entry).is_none();
                if !single {
                    stack.push(Work::Arguments(region));
                }
                // The order liveness propagated in: erasing dead ops leaves every edge.
                match live.orders.get(&region) {
                    Some(order) => stack.extend(order.iter().rev().map(|&b| Work::Block(b, single))),
                    None => {
                        stack.extend(block_post_order(ctx, entry).into_iter().rev().map(|b| Work::Block(b, single)))
                    }
                }
            }
            Work::Block(b, single) => {
                if !single {
                    if let Some(t) = ctx.last_op(b) {
                        erase_dead_successor_operands(ctx, t, live);
                    }
                }
                // Pushed first to last, so popped last to first.
                stack.extend(ctx.block_ops(b).map(Work::Op));
            }
            Work::Op(op) if live.ops.contains(&op) => {
                stack.extend(ctx.regions(op).iter().rev().map(|&r| Work::Region(r)));
            }
            Work::Op(op) => {
                // Uses left by other dead ops happen only where the use-def graph has cycles
                // (graph regions); MLIR drops them (`dropAllUses`), and so do we.
                let results: SmallVec<[Value; 4]> = ctx.results(op).iter().copied().collect();
                for r in results {
                    let users: SmallVec<[Op; 4]> = ctx.users(r).filter(|&u| !ctx.is_ancestor(op, u)).collect();
                    for u in users {
                        ctx.drop_references(u);
                    }
                }
                if version == DriverVersion::Llvm22 {
                    d.erasing(ctx, op);
                } else {
                    // LLVM 14 erases without telling the driver; the folder must not keep it.
                    for o in ctx.collect_post_order(op) {
                        d.folder.notify_removal(ctx, o);
                    }
                }
                ctx.erase_op(op);
                erased = true;
            }
            Work::Arguments(region) => {
                let blocks: Vec<Block> = ctx.region_blocks(region).skip(1).collect();
                for b in blocks {
                    let mut i = ctx.block_args(b).len();
                    while i > 0 {
                        i -= 1;
                        let a = ctx.block_arg(b, i);
                        if !live.values.contains(&a) && !ctx.has_uses(a) {
                            ctx.erase_block_arg(b, i);
                            erased = true;
                        }
                    }
                }
            }
        }
    }
    erased
}

/// Drops the operands a branch passes to block arguments that are not live.
fn erase_dead_successor_operands(ctx: &mut Context, term: Op, live: &Live) {
    if ctx.op_info(term).and_then(|i| i.successor_operands).is_none() {
        return;
    }
    for s in (0..ctx.num_successors(term)).rev() {
        let range = ctx.successor_operands(term, s);
        let succ = ctx.successor(term, s);
        let vals: Vec<Value> = ctx.operands(term).collect::<Vec<_>>()[range].to_vec();
        let args = ctx.block_args(succ).to_vec();
        let keep: Vec<Value> = vals.iter().zip(&args).filter(|(_, &a)| live.is_live(ctx, a)).map(|(&v, _)| v).collect();
        if keep.len() != vals.len() {
            async_opt_dialects::cf::set_successor_operands(ctx, term, s, &keep);
        }
    }
}
