//! Reference counting for the async runtime: `async-runtime-ref-counting` (from the
//! liveness of each token, value and group) and `async-runtime-policy-based-ref-counting`
//! (from a fixed policy: each object is awaited or loaded exactly once).
//!
//! Every `!async.token`, `!async.value` and `!async.group` is an object of the runtime
//! with a reference count. Whoever holds a value in the IR holds one reference: the op
//! that creates it (`async.runtime.create`, a call returning it) and the block that takes
//! it as an argument (a caller passes a reference along with it). The passes add the
//! `async.runtime.add_ref` and `async.runtime.drop_ref` ops that keep those counts right.
//! Both run on any op (a `func.func` in LLVM 22's pipelines, the module in LLVM 14's) and
//! require the high-level async ops to be lowered first.
//!
//! Values are handled one at a time, block arguments first (blocks of nested regions
//! before their parents), then op results (nested ops first), as upstream orders them:
//! where two values get an op at the same place, the later value's op comes first.

use rustc_hash::FxHashMap;
use smallvec::SmallVec;

use async_opt_dialects::names::Known;
use async_opt_dialects::{async_ as a, cf, op_error};
use async_opt_ir::{
    Attr, Block, Builder, Context, Diagnostic, Ident, Liveness, Loc, Op, Region, Traits, TypeKind, Value,
};

/// `async-runtime-ref-counting`: adds reference counting from the liveness of every
/// token, value and group in `root`. For each one:
///
/// 1. a `drop_ref` after its last use in every block where it dies (none after a
///    `ReturnLike` op: returning it hands the reference to the caller);
/// 2. an `add_ref` before every `func.call` that takes it (the callee owns one reference);
/// 3. a `drop_ref` on every edge from a block where it is live into a successor where it
///    is not, when the block's other successors disagree:
///
/// ```mlir
/// ^bb0:
///   %token = async.runtime.create : !async.token
///   cf.cond_br %c, ^bb1, ^bb2
/// ^bb1:
///   async.runtime.await %token : !async.token
///   async.runtime.drop_ref %token {count = 1 : i64} : !async.token    // 1.
///   cf.br ^bb2
/// ^bb3:                                                                // 3., on the edge ^bb0 -> ^bb2
///   async.runtime.drop_ref %token {count = 1 : i64} : !async.token
///   cf.br ^bb2
/// ^bb2:                                                                // (2 predecessors)
///   return
/// ```
///
/// The drop goes at the top of the successor when the block is its only predecessor, or
/// in a new block on the edge. A block ending in `async.coro.suspend` needs none: a
/// suspended coroutine is always resumed (never destroyed), so its value reaches the
/// resume successor. A value with no use at all is dropped where it is defined.
///
/// The liveness is computed once, before any change, as upstream computes it. Unlike
/// upstream, the blocks the pass creates on edges are recorded in it (a value is live
/// into such a block exactly when it is live into the edge's target): upstream looks
/// them up in the stale analysis, finds nothing, counts every later value as dead there
/// and drops it on that edge, which frees the token of a coroutine that awaits on one
/// branch only (docs/refcounting-02b.md). Everywhere else the output is upstream's.
///
/// Fails where upstream fails: on high-level async ops (`async.execute`, `async.await`,
/// `async.await_all`, `async.yield`); on a value that dies in a terminator that is not
/// `ReturnLike` (passed to a successor block); and on a divergent edge into a block with
/// arguments.
pub fn async_runtime_ref_counting(ctx: &mut Context, root: Op) -> Result<(), Diagnostic> {
    async_runtime_ref_counting_with(ctx, root, &RefCountingOptions::default())
}

/// Options of [`async_runtime_ref_counting_with`].
#[derive(Clone, Debug, Default)]
pub struct RefCountingOptions {
    /// Look the blocks the pass creates up in the analysis as it was before them, as
    /// upstream does: they then hold no live value, and later values are dropped on
    /// their edges even where they are live. Wrong; only for comparing with mlir-opt,
    /// whose output this reproduces where it differs from the default.
    pub upstream_stale_liveness: bool,
}

/// [`async_runtime_ref_counting`] with options.
pub fn async_runtime_ref_counting_with(
    ctx: &mut Context,
    root: Op,
    opts: &RefCountingOptions,
) -> Result<(), Diagnostic> {
    let values = reference_counted_values(ctx, root)?;
    let counted = Counted::new(ctx);
    let liveness = Liveness::for_values(ctx, root, |ctx, v| counted.value(ctx, v));
    let mut pass =
        Automatic { names: Names::new(ctx), liveness, order: OpOrder::default(), stale: opts.upstream_stale_liveness };
    for v in values {
        pass.add_automatic_ref_counting(ctx, v)?;
    }
    Ok(())
}

/// `async-runtime-policy-based-ref-counting`: the reference counting XLA uses, from a
/// policy instead of liveness. It drops a reference
///
/// - after `async.runtime.is_error` of a token or group (the check that ends an await),
/// - after `async.runtime.load` of a value,
/// - after `async.runtime.add_to_group` of a token,
///
/// and drops an object that nothing uses where it is defined; nothing else. That is right
/// only for programs in which every token and group is checked once and every value
/// loaded once, on every path (as the lowering of `async.await` does, and as XLA's
/// programs await each result once): an object awaited twice is dropped twice (freed
/// while still in use), one never awaited on some path is never dropped on it (a leak),
/// and a value passed to a function is not counted at all.
pub fn async_runtime_policy_based_ref_counting(ctx: &mut Context, root: Op) -> Result<(), Diagnostic> {
    let values = reference_counted_values(ctx, root)?;
    let names = Names::new(ctx);
    for v in values {
        if drop_ref_if_no_uses(ctx, v) {
            continue;
        }
        let users: SmallVec<[Op; 8]> = ctx.users(v).collect();
        for user in users {
            let count = policy(ctx, &names, user, v);
            if count < 0 {
                let loc = ctx.loc(user);
                let mut b = Builder::before(ctx, user);
                b.set_insertion_point_after(user);
                b.loc = loc;
                drop_ref(&mut b, v, -count);
            }
        }
    }
    Ok(())
}

/// How the policy changes `v`'s count at `user`: -1 after the ops that end its use.
fn policy(ctx: &Context, names: &Names, user: Op, v: Value) -> i64 {
    let t = ctx.value_type(v);
    let name = Some(ctx.op_name(user));
    let (token, group, value) = (a::is_token(ctx, t), a::is_group(ctx, t), a::value_element(ctx, t).is_some());
    let ends = (name == names.is_error && (token || group))
        || (name == names.load && value)
        || (name == names.add_to_group && token);
    if ends {
        -1
    } else {
        0
    }
}

/// The op names the passes look for, resolved once.
struct Names {
    call: Option<Ident>,
    coro_suspend: Option<Ident>,
    is_error: Option<Ident>,
    load: Option<Ident>,
    add_to_group: Option<Ident>,
}

impl Names {
    fn new(ctx: &Context) -> Self {
        Names {
            call: ctx.known(Known::FuncCall),
            coro_suspend: ctx.lookup_ident(a::CORO_SUSPEND),
            is_error: ctx.lookup_ident(a::RUNTIME_IS_ERROR),
            load: ctx.lookup_ident(a::RUNTIME_LOAD),
            add_to_group: ctx.lookup_ident(a::RUNTIME_ADD_TO_GROUP),
        }
    }
}

/// Whether a type is reference counted (`!async.token`, `!async.value<T>`,
/// `!async.group`), with the names resolved once: the passes ask for every value.
#[derive(Clone, Copy)]
pub(crate) struct Counted {
    dialect: Option<Ident>,
    names: [Option<Ident>; 3],
}

impl Counted {
    pub(crate) fn new(ctx: &Context) -> Self {
        Counted {
            dialect: ctx.known(Known::Async),
            names: [ctx.known(Known::Token), ctx.known(Known::Value), ctx.known(Known::Group)],
        }
    }

    pub(crate) fn value(&self, ctx: &Context, v: Value) -> bool {
        match ctx.type_kind(ctx.value_type(v)) {
            TypeKind::Dialect { dialect, name, .. } => {
                Some(*dialect) == self.dialect && self.names.contains(&Some(*name))
            }
            _ => false,
        }
    }
}

/// The tokens, values and groups defined in `root`, in the order the passes handle them:
/// block arguments (post-order over blocks), then op results (post-order over ops). Fails
/// first if a high-level async op is left (in post-order, the first found is reported).
pub(crate) fn reference_counted_values(ctx: &Context, root: Op) -> Result<Vec<Value>, Diagnostic> {
    let high_level: SmallVec<[Ident; 4]> =
        [Known::AsyncExecute, Known::AsyncAwait, Known::AsyncAwaitAll, Known::AsyncYield]
            .iter()
            .filter_map(|&k| ctx.known(k))
            .collect();
    let is_counted = Counted::new(ctx);
    let counted = |v: &Value| is_counted.value(ctx, *v);
    let mut results: Vec<Value> = Vec::new();
    let mut high: Option<Op> = None;
    ctx.walk_post(root, |op| {
        if high.is_none() && high_level.contains(&ctx.op_name(op)) {
            high = Some(op);
        }
        results.extend(ctx.results(op).iter().filter(|v| counted(v)));
    });
    if let Some(op) = high {
        return Err(
            Diagnostic::error(ctx.loc(op), "async operations must be lowered to async runtime operations").on_op(op)
        );
    }
    let mut values: Vec<Value> = Vec::new();
    for b in post_order_blocks(ctx, root) {
        values.extend(ctx.block_args(b).iter().filter(|v| counted(v)));
    }
    values.extend(results);
    Ok(values)
}

/// The blocks nested in `root`, each after the blocks nested in its ops (MLIR's
/// post-order block walk).
pub(crate) fn post_order_blocks(ctx: &Context, root: Op) -> Vec<Block> {
    enum Item {
        Op(Op),
        Done(Block),
    }
    let mut out = Vec::new();
    let mut stack = vec![Item::Op(root)];
    while let Some(item) = stack.pop() {
        match item {
            Item::Done(b) => out.push(b),
            Item::Op(op) => {
                let start = stack.len();
                for &r in ctx.regions(op) {
                    for b in ctx.region_blocks(r) {
                        stack.extend(ctx.block_ops(b).filter(|&o| !ctx.regions(o).is_empty()).map(Item::Op));
                        stack.push(Item::Done(b));
                    }
                }
                stack[start..].reverse();
            }
        }
    }
    out
}

/// Where a value's ops go: the location of the value (an argument's own, or its op's).
fn value_loc(ctx: &Context, v: Value) -> Loc {
    ctx.value_loc(v).or_else(|| ctx.defining_op(v).map(|op| ctx.loc(op))).unwrap_or_else(|| ctx.unknown_loc())
}

fn count_attr(ctx: &mut Context, count: i64) -> Attr {
    let i64t = ctx.integer_type(64);
    ctx.int_attr(count as i128, i64t)
}

fn drop_ref(b: &mut Builder<'_>, v: Value, count: i64) {
    let n = count_attr(b.ctx, count);
    a::runtime_drop_ref(b, v, n);
}

fn add_ref(b: &mut Builder<'_>, v: Value, count: i64) {
    let n = count_attr(b.ctx, count);
    a::runtime_add_ref(b, v, n);
}

/// A value nothing uses is dropped at once: after its op, or at the top of its block.
/// Returns whether it had no uses.
fn drop_ref_if_no_uses(ctx: &mut Context, v: Value) -> bool {
    if ctx.has_uses(v) {
        return false;
    }
    let loc = value_loc(ctx, v);
    let mut b = match (ctx.defining_op(v), ctx.value_block(v)) {
        (Some(op), _) => {
            let mut b = Builder::new(ctx);
            b.set_insertion_point_after(op);
            b
        }
        (None, Some(block)) => {
            let mut b = Builder::new(ctx);
            b.set_insertion_point_to_start(block);
            b
        }
        (None, None) => return true,
    };
    b.loc = loc;
    drop_ref(&mut b, v, 1);
    true
}

/// Positions of ops in their blocks, numbered a block at a time on first need. Ops
/// inserted after a block was numbered have no position; the passes only compare ops
/// that were there before they changed the block, whose order never changes.
#[derive(Default)]
pub(crate) struct OpOrder {
    position: FxHashMap<Op, u32>,
}

impl OpOrder {
    pub(crate) fn position(&mut self, ctx: &Context, op: Op) -> u32 {
        if let Some(&p) = self.position.get(&op) {
            return p;
        }
        if let Some(block) = ctx.parent_block(op) {
            for (i, o) in ctx.block_ops(block).enumerate() {
                self.position.insert(o, i as u32);
            }
        }
        self.position.get(&op).copied().unwrap_or(u32::MAX)
    }

    /// Whether `x` comes before `y` in their block.
    pub(crate) fn is_before(&mut self, ctx: &Context, x: Op, y: Op) -> bool {
        self.position(ctx, x) < self.position(ctx, y)
    }
}

/// The block of `region` that holds `op` (at any depth), and the op of that block that
/// is `op` or holds it.
pub(crate) fn ancestor_in_region(ctx: &Context, mut op: Op, region: Region) -> Option<(Block, Op)> {
    loop {
        let b = ctx.parent_block(op)?;
        if ctx.block_parent(b) == Some(region) {
            return Some((b, op));
        }
        op = ctx.block_parent_op(b)?;
    }
}

struct Automatic {
    names: Names,
    liveness: Liveness,
    order: OpOrder,
    /// [`RefCountingOptions::upstream_stale_liveness`].
    stale: bool,
}

impl Automatic {
    fn add_automatic_ref_counting(&mut self, ctx: &mut Context, v: Value) -> Result<(), Diagnostic> {
        if drop_ref_if_no_uses(ctx, v) {
            return Ok(());
        }
        self.add_drop_ref_after_last_use(ctx, v)?;
        self.add_add_ref_before_function_call(ctx, v);
        self.add_drop_ref_in_divergent_liveness_successor(ctx, v)
    }

    /// 1. A `drop_ref` right after the last use of `v` in each block of its region where
    ///    it dies (live in or defined there, not live out). Uses in nested regions count
    ///    as uses by the op that holds them.
    fn add_drop_ref_after_last_use(&mut self, ctx: &mut Context, v: Value) -> Result<(), Diagnostic> {
        let Some(region) = ctx.value_block(v).and_then(|b| ctx.block_parent(b)) else { return Ok(()) };
        // The last user in each block, blocks in the order of their first use.
        let mut last_users: Vec<(Block, Op)> = Vec::new();
        let mut slot: FxHashMap<Block, usize> = FxHashMap::default();
        let users: SmallVec<[Op; 8]> = ctx.users(v).collect();
        for user in users {
            let Some((block, op)) = ancestor_in_region(ctx, user, region) else { continue };
            match slot.get(&block) {
                Some(&i) => {
                    if self.order.is_before(ctx, last_users[i].1, op) {
                        last_users[i].1 = op;
                    }
                }
                None => {
                    slot.insert(block, last_users.len());
                    last_users.push((block, op));
                }
            }
        }
        // In the order of the uses (upstream's is that of a pointer-keyed map: it only
        // decides which error is reported when there are several).
        let live = self.liveness.value(v);
        let dying: Vec<Op> = last_users
            .iter()
            .filter(|(b, _)| !live.is_some_and(|l| l.is_live_out(*b)))
            .map(|&(_, last)| last)
            .collect();
        let loc = value_loc(ctx, v);
        for last in dying {
            if ctx.has_traits(last, Traits::RETURN_LIKE) {
                continue;
            }
            if ctx.has_traits(last, Traits::TERMINATOR) {
                return Err(Diagnostic::error(
                    ctx.loc(last),
                    "async reference counting can't handle terminators that are not ReturnLike",
                )
                .on_op(last));
            }
            let mut b = Builder::new(ctx);
            b.set_insertion_point_after(last);
            b.loc = loc;
            drop_ref(&mut b, v, 1);
        }
        Ok(())
    }

    /// 2. An `add_ref` before each `func.call` taking `v` (one per operand it is): the
    ///    callee owns the reference it is given.
    fn add_add_ref_before_function_call(&mut self, ctx: &mut Context, v: Value) {
        let calls: SmallVec<[Op; 4]> = ctx.users(v).filter(|&u| Some(ctx.op_name(u)) == self.names.call).collect();
        let loc = value_loc(ctx, v);
        for call in calls {
            let mut b = Builder::before(ctx, call);
            b.loc = loc;
            add_ref(&mut b, v, 1);
        }
    }

    /// 3. A `drop_ref` on each edge from a block where `v` is live out into a successor
    ///    where it is not, when another successor has it live in.
    fn add_drop_ref_in_divergent_liveness_successor(&mut self, ctx: &mut Context, v: Value) -> Result<(), Diagnostic> {
        let Some(region) = ctx.value_block(v).and_then(|b| ctx.block_parent(b)) else { return Ok(()) };
        let mut divergent: Vec<(Block, SmallVec<[Block; 2]>)> = Vec::new();
        // Only where `v` leaves a block can successors disagree (blocks in layout order;
        // upstream's order is that of a pointer-keyed map, so no order is upstream's).
        let Some(value) = self.liveness.value(v) else { return Ok(()) };
        for block in value.blocks_live_out().filter(|&b| ctx.block_parent(b) == Some(region)) {
            let Some(term) = ctx.last_op(block) else { continue };
            let (mut live, mut dead): (SmallVec<[Block; 2]>, SmallVec<[Block; 2]>) = Default::default();
            for succ in ctx.successors(term) {
                let set = if value.is_live_in(succ) { &mut live } else { &mut dead };
                if !set.contains(&succ) {
                    set.push(succ);
                }
            }
            if !live.is_empty() && !dead.is_empty() {
                divergent.push((block, dead));
            }
        }
        let loc = value_loc(ctx, v);
        for (block, dead) in divergent {
            let Some(term) = ctx.last_op(block) else { continue };
            // A suspended coroutine is always resumed: `v` reaches the resume block.
            if Some(ctx.op_name(term)) == self.names.coro_suspend {
                continue;
            }
            if dead.iter().any(|&s| !ctx.block_args(s).is_empty()) {
                return Err(op_error(
                    ctx,
                    term,
                    "successor have different `liveIn` property of the reference counted value",
                ));
            }
            for succ in dead {
                let counting = if unique_predecessor(ctx, succ) == Some(block) {
                    succ
                } else {
                    let edge = ctx.create_block();
                    ctx.insert_block_before(succ, edge);
                    let mut b = Builder::at_end(ctx, edge);
                    b.loc = loc;
                    cf::br(&mut b, &[], succ);
                    if !self.stale {
                        self.liveness.add_edge_block(edge, succ);
                    }
                    edge
                };
                let mut b = Builder::new(ctx);
                b.set_insertion_point_to_start(counting);
                b.loc = loc;
                drop_ref(&mut b, v, 1);
                if counting != succ {
                    for i in 0..ctx.num_successors(term) {
                        if ctx.successor(term, i) == succ {
                            ctx.set_successor(term, i, counting);
                        }
                    }
                }
            }
        }
        Ok(())
    }
}

/// The one block all of `block`'s predecessor edges come from, if there is one.
pub(crate) fn unique_predecessor(ctx: &Context, block: Block) -> Option<Block> {
    let mut preds = ctx.predecessors(block).map(|op| ctx.parent_block(op));
    let first = preds.next()??;
    preds.all(|p| p == Some(first)).then_some(first)
}
