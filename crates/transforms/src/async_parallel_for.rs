//! `async-parallel-for`: each `scf.parallel` becomes a parallel compute function over
//! blocks of its iteration space, a block size computation, and either a recursive async
//! dispatch or a dispatch loop, as MLIR's `AsyncParallelFor.cpp` builds them, run by the
//! greedy rewrite driver of the output's generation (so folding and constant hoisting come
//! out as mlir-opt's).
//!
//! ```mlir
//! scf.parallel (%i) = (%lb) to (%ub) step (%s) { body(%i) }
//! // becomes (async-dispatch=true):
//! %tc = arith.ceildivsi (%ub - %lb), %s            // trip count
//! scf.if (%tc == 0) {} else {
//!   %bs = minsi(%tc, maxsi(ceildivsi(%tc, scaled workers), min-task-size))
//!   %bc = arith.ceildivsi %tc, %bs                  // block count
//!   scf.if (%bc == 1) {
//!     call @parallel_compute_fn(%c0, %bs, %tc, %lb, %ub, %s, captures...)
//!   } else {
//!     %g = async.create_group (%bc - 1)
//!     call @async_dispatch_fn(%g, %c0, %bc, %bs, %tc, %lb, %ub, %s, captures...)
//!     async.await_all %g
//!   }
//! }
//! func private @parallel_compute_fn(%block_index, %block_size, %tc, %lb, %ub, %s, ...) {
//!   scf.for over the block's coordinates { body(%lb + %coord * %s) }
//! }
//! func private @async_dispatch_fn(%group, %block_start, %block_end, ...) {
//!   scf.while (end - start > 1) { async.execute { call @async_dispatch_fn(group, mid, end) }; end = mid }
//!   call @parallel_compute_fn(%block_start, ...)
//! }
//! ```
//!
//! With `async-dispatch=false` the caller submits blocks `1..%bc` from an `scf.for` of
//! `async.execute`s and runs block 0 itself.
//!
//! Beyond upstream, which leaves an `scf.parallel` with reductions alone (it then runs
//! sequentially), reductions are parallelized: each block reduces its iterations into one
//! element of a buffer of partial results, which the caller combines after the dispatch
//! (see `AsyncParallelFor::rewrite_reduction`).

use rustc_hash::{FxHashMap, FxHashSet};
use smallvec::SmallVec;

use async_opt_dialects::{arith, async_, fold, func, memref, scf};
use async_opt_ir::unique_symbol_name;
use async_opt_ir::{
    Attr, AttrKind, Builder, Context, Diagnostic, FloatKind, Generation, InsertPoint, IrMapping, Op, Region,
    SymbolTable, Type, TypeKind, UniqueValues, Value,
};

use crate::greedy::{apply_patterns_and_fold_greedily, DriverVersion, PatternRewriter, RewritePattern};

/// The pass options, as upstream names them.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct AsyncParallelForOptions {
    /// Dispatch blocks by recursive work splitting (`async-dispatch`), or from a loop.
    pub async_dispatch: bool,
    /// The number of worker threads to plan for (`num-workers`); negative: ask the
    /// runtime (`async.runtime.num_worker_threads`).
    pub num_workers: i32,
    /// The least number of iterations in a block (`min-task-size`).
    pub min_task_size: i32,
}

impl Default for AsyncParallelForOptions {
    fn default() -> Self {
        AsyncParallelForOptions { async_dispatch: true, num_workers: 8, min_task_size: 1000 }
    }
}

/// Runs the pass on `module`, following the greedy driver of generation `g` (the output's).
pub fn async_parallel_for(
    ctx: &mut Context,
    module: Op,
    opts: &AsyncParallelForOptions,
    g: Generation,
) -> Result<Vec<Diagnostic>, Diagnostic> {
    async_parallel_for_named(ctx, module, opts, g, Naming::Unique { avoiding: None }).map(|_| Vec::new())
}

/// [`async_parallel_for`], naming the functions it adds as `naming` says; returns them, in
/// the order it added them.
pub fn async_parallel_for_named(
    ctx: &mut Context,
    module: Op,
    opts: &AsyncParallelForOptions,
    g: Generation,
    naming: Naming<'_>,
) -> Result<Added, Diagnostic> {
    let version = DriverVersion::of(g);
    let symbols = SymbolTable::new(ctx, module);
    let names = match naming {
        Naming::Unique { avoiding } => {
            Namer::Unique(FunctionNames::avoiding(symbols.iter().map(|(name, _)| ctx.str(name)), avoiding))
        }
        Naming::Planned(planned) => Namer::Planned(planned),
    };
    let mut pattern = AsyncParallelFor {
        opts: *opts,
        version,
        symbols,
        names,
        added: Added::default(),
        unplanned: false,
        owner: None,
    };
    apply_patterns_and_fold_greedily(ctx, module, &mut pattern, version)?;
    let planned_all = match pattern.names {
        Namer::Planned(planned) => planned.len() == pattern.added.functions.len(),
        Namer::Unique(_) => true,
    };
    if pattern.unplanned || !planned_all {
        return Err(Diagnostic::error(ctx.loc(module), "internal error: the functions added are not the planned ones"));
    }
    Ok(pattern.added)
}

/// A function the pass adds, by the name it is given before it is made unique.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum AddedFunction {
    /// `parallel_compute_fn`: a block of the loop's iterations.
    Compute,
    /// `parallel_compute_fn_with_aligned_loops`: the same, its inner loops aligned to the block.
    AlignedCompute,
    /// `async_dispatch_fn`: the recursive dispatch of blocks.
    Dispatch,
}

impl AddedFunction {
    /// The name the function starts from.
    pub fn base_name(self) -> &'static str {
        match self {
            AddedFunction::Compute => "parallel_compute_fn",
            AddedFunction::AlignedCompute => "parallel_compute_fn_with_aligned_loops",
            AddedFunction::Dispatch => "async_dispatch_fn",
        }
    }

    fn index(self) -> usize {
        self as usize
    }
}

/// The names of the functions the pass adds, in the order it adds them: each is its base
/// name made unique against the module's symbols and the names given before it, as MLIR's
/// `SymbolTable::insert` renames on clash (`parallel_compute_fn`, `parallel_compute_fn_0`,
/// `parallel_compute_fn_1`, ... skipping names in use). A whole-module run names through one
/// of these as it goes; a sharded run's plan ([`plan_names`]) passes every shard's additions
/// through one, in the order the whole run makes them, so both give the same names.
pub struct FunctionNames<'a> {
    taken: FxHashSet<String>,
    /// Names taken besides, shared with other runs (a shard's trial avoids every symbol of
    /// the module: a copy for each shard would cost shards x symbols).
    avoiding: Option<&'a FxHashSet<&'a str>>,
    /// The next suffix to try, per [`AddedFunction`] (as `SymbolTable` keeps one per name).
    next_suffix: [u32; 3],
}

impl<'a> FunctionNames<'a> {
    /// Names unique in a module whose top-level symbols are `symbols`.
    pub fn new<'s>(symbols: impl IntoIterator<Item = &'s str>) -> Self {
        Self::avoiding(symbols, None)
    }

    /// [`Self::new`], the names distinct from `avoiding` too.
    fn avoiding<'s>(symbols: impl IntoIterator<Item = &'s str>, avoiding: Option<&'a FxHashSet<&'a str>>) -> Self {
        FunctionNames { taken: symbols.into_iter().map(str::to_owned).collect(), avoiding, next_suffix: [0; 3] }
    }

    /// The name of the next function of kind `f`.
    pub fn next(&mut self, f: AddedFunction) -> String {
        let (taken, avoiding) = (&self.taken, self.avoiding);
        let name = unique_symbol_name(f.base_name(), &mut self.next_suffix[f.index()], |n| {
            taken.contains(n) || avoiding.is_some_and(|a| a.contains(n))
        });
        self.taken.insert(name.clone());
        name
    }
}

/// How a run names the functions it adds.
#[derive(Copy, Clone, Debug)]
pub enum Naming<'a> {
    /// Unique in the module as it goes ([`FunctionNames`] over its symbols), and distinct
    /// from `avoiding`: the whole module, or a shard's trial run (avoiding every symbol of
    /// the module, so that the names it gives stand for its additions only).
    Unique {
        /// Names taken besides the module's symbols.
        avoiding: Option<&'a FxHashSet<&'a str>>,
    },
    /// The names a plan gave this shard ([`plan_names`]), in the order it adds them; a run
    /// that adds anything else fails.
    Planned(&'a [(AddedFunction, String)]),
}

/// What a run added, in the order it added it (the order of the functions at the end of
/// the module).
#[derive(Debug, Default)]
pub struct Added {
    /// The functions.
    pub functions: Vec<AddedFn>,
}

/// A function a run added.
#[derive(Debug, Clone)]
pub struct AddedFn {
    /// Its kind.
    pub kind: AddedFunction,
    /// Its name.
    pub name: String,
    /// The function.
    pub op: Op,
    /// The driver's round that added it.
    pub round: i64,
    /// The top-level op holding the loop whose rewrite added it.
    pub from: Op,
}

/// Whose turn in a round of the greedy driver added a function: a top-level op the round
/// started with. The driver queues the module's ops in post-order and pops from the back,
/// and what a rewrite queues (the ops it creates, those of the functions it adds, the
/// definitions and users of what it changes) belongs to the same top-level op or to the
/// functions added meanwhile: each top-level op's turn, these included, ends before the op
/// above it is visited. The turns of a round come last top-level op first.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Turn {
    /// The `n`-th top-level op of the shard's own (before the pass).
    Own(usize),
    /// The `n`-th function the run added (in an earlier round).
    Added(usize),
}

impl Added {
    /// The round and turn that added each function, for a shard whose own top-level ops
    /// are `own`; `None` if one was added by a loop in none of them.
    pub fn turns(&self, own: &[Op]) -> Option<Vec<(i64, Turn)>> {
        let own: FxHashMap<Op, usize> = own.iter().enumerate().map(|(i, &o)| (o, i)).collect();
        let added: FxHashMap<Op, usize> = self.functions.iter().enumerate().map(|(i, f)| (f.op, i)).collect();
        self.functions
            .iter()
            .map(|f| {
                // A function added in the same round was added in the same turn.
                let mut from = f.from;
                loop {
                    match (own.get(&from), added.get(&from)) {
                        (Some(&i), _) => return Some((f.round, Turn::Own(i))),
                        (_, Some(&j)) if self.functions[j].round == f.round => from = self.functions[j].from,
                        (_, Some(&j)) => return Some((f.round, Turn::Added(j))),
                        _ => return None,
                    }
                }
            })
            .collect()
    }
}

/// What one shard of a module (a run of its top-level ops) added in a run of its own: each
/// function's kind, and the round and turn that added it ([`Added::turns`]).
#[derive(Debug, Default, Clone)]
pub struct ShardAdditions {
    /// Per function, in the order the shard added them.
    pub functions: Vec<(AddedFunction, i64, Turn)>,
}

/// The order in which the whole-module run adds the shards' functions (`(shard, n)`: the
/// `n`-th function shard `shard` added). Each round goes over the turns in reverse module
/// order: the functions added so far (last first), then the shards' own ops (the last
/// shard's last first); a turn adds what it added in the shard's own run, in that order.
/// Restricted to one shard, this is the shard's order, so the shard's run and the whole run
/// visit its ops alike.
pub fn creation_order(shards: &[ShardAdditions]) -> Vec<(usize, usize)> {
    let mut by_turn: FxHashMap<(usize, i64, Turn), Vec<usize>> = FxHashMap::default();
    let mut own_turns: Vec<(usize, usize)> = Vec::new();
    let mut last_round = -1;
    for (s, shard) in shards.iter().enumerate() {
        for (n, &(_, round, turn)) in shard.functions.iter().enumerate() {
            let list = by_turn.entry((s, round, turn)).or_default();
            if list.is_empty() {
                if let Turn::Own(i) = turn {
                    own_turns.push((s, i));
                }
            }
            list.push(n);
            last_round = last_round.max(round);
        }
    }
    own_turns.sort_unstable();
    own_turns.dedup();
    let mut order: Vec<(usize, usize)> = Vec::new();
    for round in 0..=last_round {
        let before = order.len();
        for k in (0..before).rev() {
            let (s, n) = order[k];
            if let Some(list) = by_turn.get(&(s, round, Turn::Added(n))) {
                order.extend(list.iter().map(|&m| (s, m)));
            }
        }
        for &(s, i) in own_turns.iter().rev() {
            if let Some(list) = by_turn.get(&(s, round, Turn::Own(i))) {
                order.extend(list.iter().map(|&m| (s, m)));
            }
        }
    }
    order
}

/// The names of the functions each shard adds in a module whose top-level symbols are
/// `symbols`: what the whole-module run names them, passing them through one
/// [`FunctionNames`] in [`creation_order`]. `names[s][n]` for the `n`-th function of shard `s`.
pub fn plan_names<'s>(
    symbols: impl IntoIterator<Item = &'s str>,
    shards: &[ShardAdditions],
    order: &[(usize, usize)],
) -> Vec<Vec<(AddedFunction, String)>> {
    let mut names = FunctionNames::new(symbols);
    let mut planned: Vec<Vec<(AddedFunction, String)>> =
        shards.iter().map(|s| vec![(AddedFunction::Compute, String::new()); s.functions.len()]).collect();
    for &(s, n) in order {
        let kind = shards[s].functions[n].0;
        planned[s][n] = (kind, names.next(kind));
    }
    planned
}

/// The op directly in the module that holds `op`.
fn top_level_ancestor(ctx: &Context, mut op: Op) -> Op {
    while let Some(parent) = ctx.parent_op(op) {
        if ctx.parent_op(parent).is_none() {
            break;
        }
        op = parent;
    }
    op
}

/// What names the functions a run adds.
enum Namer<'a> {
    Unique(FunctionNames<'a>),
    Planned(&'a [(AddedFunction, String)]),
}

/// The rewrite of one `scf.parallel`.
struct AsyncParallelFor<'a> {
    opts: AsyncParallelForOptions,
    version: DriverVersion,
    /// The module's symbols, kept across rewrites (upstream builds a table per function it
    /// adds; names come out the same, as nothing is removed meanwhile).
    symbols: SymbolTable,
    names: Namer<'a>,
    added: Added,
    /// A function was added that the plan did not name, or under a name already taken.
    unplanned: bool,
    /// The top-level op holding the loop being rewritten.
    owner: Option<Op>,
}

/// Trip counts, bounds and steps that are constants (`None`: only known at run time).
struct StaticBounds {
    trip_counts: Vec<Option<Attr>>,
    lower: Vec<Option<Attr>>,
    steps: Vec<Option<Attr>>,
}

/// A parallel compute function: what its callers pass besides the block, and its name.
struct ComputeFn {
    name: String,
    /// The values the `scf.parallel` body uses from above it, passed last.
    captures: Vec<Value>,
}

/// The `scf.parallel` being rewritten, with its trip counts (per loop and in all) and the
/// least block size.
#[derive(Copy, Clone)]
struct LoopNest<'a> {
    op: Op,
    parts: &'a scf::ParallelParts,
    trip_counts: &'a [Value],
    trip_count: Value,
    min_task_size: Value,
}

/// What a dispatch passes to the compute function after the block index.
struct DispatchArgs<'a> {
    block_size: Value,
    block_count: Value,
    trip_counts: &'a [Value],
    parts: &'a scf::ParallelParts,
    /// Extra trailing operands (the buffers of partial reductions).
    extra: &'a [Value],
}

impl DispatchArgs<'_> {
    /// `trip counts, lower bounds, upper bounds, steps, captures, extra`.
    fn shared(&self, compute: &ComputeFn) -> Vec<Value> {
        let mut v = self.trip_counts.to_vec();
        v.extend_from_slice(&self.parts.lower);
        v.extend_from_slice(&self.parts.upper);
        v.extend_from_slice(&self.parts.step);
        v.extend_from_slice(&compute.captures);
        v.extend_from_slice(self.extra);
        v
    }
}

// ----------------------------------------------------------------------------------
// Building in the rewriter, with the notifications MLIR's builders send
// ----------------------------------------------------------------------------------

fn cidx(rw: &mut PatternRewriter<'_>, v: i64) -> Value {
    rw.create(|b| arith::constant_index(b, v))
}

fn cmpi(rw: &mut PatternRewriter<'_>, pred: &str, a: Value, c: Value) -> Value {
    rw.create(|b| arith::cmpi(b, pred, a, c).expect("a known predicate"))
}

fn index_type(rw: &mut PatternRewriter<'_>) -> Type {
    rw.ctx.index_type()
}

/// `OpBuilder::createOrFold`: the op `f` builds (detached) is folded; a folded value or
/// materialized constant replaces it, else it is inserted.
fn create_or_fold(rw: &mut PatternRewriter<'_>, f: impl FnOnce(&mut Builder<'_>) -> Value) -> Value {
    let loc = rw.loc;
    let v = {
        let mut b = Builder::new(rw.ctx);
        b.loc = loc;
        f(&mut b)
    };
    let op = rw.ctx.defining_op(v).expect("the builder made an op");
    let g = match rw.version() {
        DriverVersion::Llvm14 => Generation::V14,
        DriverVersion::Llvm22 => Generation::V22,
    };
    let constants: SmallVec<[Option<Attr>; 2]> = rw.ctx.operands(op).map(|o| fold::value_constant(rw.ctx, o)).collect();
    let folded = fold::fold(rw.ctx, op, &constants, g);
    match folded {
        fold::Fold::Results(r) if r.len() == 1 => {
            let value = match r[0] {
                fold::Folded::Value(x) => x,
                fold::Folded::Attr(a) => {
                    let t = rw.ctx.value_type(v);
                    rw.create(|b| arith::constant_op(b, t, a))
                }
            };
            rw.ctx.erase_op(op);
            value
        }
        _ => {
            insert_at_ip(rw, op);
            rw.notify_inserted(op);
            v
        }
    }
}

/// Inserts the detached `op` at the rewriter's insertion point.
fn insert_at_ip(rw: &mut PatternRewriter<'_>, op: Op) {
    match rw.ip {
        InsertPoint::Detached => {}
        InsertPoint::End(b) => rw.ctx.append_op(b, op),
        InsertPoint::Before(anchor) => rw.ctx.insert_op_before(anchor, op),
    }
}

/// Builds an op with regions as MLIR's body-builder callbacks do: `make` creates it
/// detached, `fill` builds its regions (the ops there are announced while it is still out of
/// the IR), then it is inserted and announced.
fn build_with_regions(
    rw: &mut PatternRewriter<'_>,
    make: impl FnOnce(&mut Builder<'_>) -> Op,
    fill: impl FnOnce(&mut PatternRewriter<'_>, Op),
) -> Op {
    let saved = rw.ip;
    let loc = rw.loc;
    let op = {
        let mut b = Builder::new(rw.ctx);
        b.loc = loc;
        make(&mut b)
    };
    fill(rw, op);
    rw.ip = saved;
    insert_at_ip(rw, op);
    rw.notify_inserted(op);
    op
}

/// A new block at the end of region `i` of `op`, its arguments located at the rewriter's
/// location; the insertion point moves to its end.
fn enter_new_block(rw: &mut PatternRewriter<'_>, op: Op, i: usize, args: &[Type]) -> async_opt_ir::Block {
    let region = rw.ctx.region(op, i);
    let block = rw.ctx.create_block();
    for &t in args {
        let loc = rw.loc;
        rw.ctx.add_block_arg(block, t, Some(loc));
    }
    rw.ctx.append_block(region, block);
    rw.ip = InsertPoint::End(block);
    block
}

/// `scf.if %cond { then } else { else }` without results.
fn build_if(
    rw: &mut PatternRewriter<'_>,
    cond: Value,
    then_fn: impl FnOnce(&mut PatternRewriter<'_>),
    else_fn: impl FnOnce(&mut PatternRewriter<'_>),
) -> Op {
    build_if_with(rw, &mut (), cond, |rw, _| then_fn(rw), |rw, _| else_fn(rw))
}

/// [`build_if`] whose branches share `state` (each gets it in turn).
fn build_if_with<S>(
    rw: &mut PatternRewriter<'_>,
    state: &mut S,
    cond: Value,
    then_fn: impl FnOnce(&mut PatternRewriter<'_>, &mut S),
    else_fn: impl FnOnce(&mut PatternRewriter<'_>, &mut S),
) -> Op {
    build_with_regions(
        rw,
        |b| scf::if_op(b, cond, &[]),
        |rw, op| {
            enter_new_block(rw, op, 0, &[]);
            then_fn(rw, state);
            enter_new_block(rw, op, 1, &[]);
            else_fn(rw, state);
        },
    )
}

/// `scf.if %cond -> types { then } else { else }`: the branches yield the results.
fn build_if_with_results(
    rw: &mut PatternRewriter<'_>,
    cond: Value,
    types: &[Type],
    then_fn: impl FnOnce(&mut PatternRewriter<'_>),
    else_fn: impl FnOnce(&mut PatternRewriter<'_>),
) -> Op {
    build_with_regions(
        rw,
        |b| scf::if_op(b, cond, types),
        |rw, op| {
            enter_new_block(rw, op, 0, &[]);
            then_fn(rw);
            enter_new_block(rw, op, 1, &[]);
            else_fn(rw);
        },
    )
}

/// `scf.for %iv = %lb to %ub step %step iter_args(inits)`; `body` gets the induction
/// variable and the iteration arguments and must end the body with its `scf.yield`.
fn build_for(
    rw: &mut PatternRewriter<'_>,
    lb: Value,
    ub: Value,
    step: Value,
    inits: &[Value],
    body: impl FnOnce(&mut PatternRewriter<'_>, Value, &[Value]),
) -> Op {
    let types: Vec<Type> = inits.iter().map(|&v| rw.ctx.value_type(v)).collect();
    build_with_regions(
        rw,
        |b| scf::for_op(b, lb, ub, step, inits, &types),
        |rw, op| {
            let iv_ty = rw.ctx.value_type(lb);
            let mut arg_types = vec![iv_ty];
            arg_types.extend_from_slice(&types);
            let block = enter_new_block(rw, op, 0, &arg_types);
            let args = rw.ctx.block_args(block).to_vec();
            body(rw, args[0], &args[1..]);
        },
    )
}

fn yield_(rw: &mut PatternRewriter<'_>, values: &[Value]) {
    rw.create(|b| scf::yield_(b, values));
}

fn call(rw: &mut PatternRewriter<'_>, callee: &str, args: &[Value]) {
    rw.create(|b| func::call(b, callee, args, &[]));
}

/// `async.execute { body; async.yield }`; returns its token.
fn build_execute(rw: &mut PatternRewriter<'_>, body: impl FnOnce(&mut PatternRewriter<'_>)) -> Value {
    let token_ty = async_::token_type(rw.ctx);
    let op = build_with_regions(
        rw,
        |b| async_::execute_op(b, &[], &[], &[token_ty]),
        |rw, op| {
            enter_new_block(rw, op, 0, &[]);
            body(rw);
            rw.create(|b| async_::yield_(b, &[]));
        },
    );
    rw.ctx.result(op, 0)
}

/// Clones `op` (and what it nests) at the insertion point through `map`, announcing the
/// nested clones (post-order) before the clone itself, as `OpBuilder::clone` does.
fn clone_op(rw: &mut PatternRewriter<'_>, op: Op, map: &mut IrMapping) -> Op {
    let new = rw.ctx.clone_op(op, map);
    for &r in rw.ctx.regions(new).to_vec().iter() {
        for b in rw.ctx.region_blocks(r).collect::<Vec<_>>() {
            for o in rw.ctx.block_ops(b).collect::<Vec<_>>() {
                for n in rw.ctx.collect_post_order(o) {
                    rw.notify_inserted(n);
                }
            }
        }
    }
    insert_at_ip(rw, new);
    rw.notify_inserted(new);
    new
}

/// Constants used in `region` but defined above it are cloned to its start, so the compute
/// function need not take them as arguments.
fn clone_constants_into_region(rw: &mut PatternRewriter<'_>, region: Region) {
    let mut captures = UniqueValues::default();
    rw.ctx.used_values_defined_above(region, &mut captures);
    let Some(entry) = rw.ctx.first_block(region) else { return };
    let saved = rw.ip;
    rw.ip = match rw.ctx.first_op(entry) {
        Some(first) => InsertPoint::Before(first),
        None => InsertPoint::End(entry),
    };
    for &v in captures.as_slice() {
        let Some(def) = rw.ctx.defining_op(v) else { continue };
        if fold::constant_value(rw.ctx, def).is_none() {
            continue;
        }
        let mut map = IrMapping::new();
        let c = clone_op(rw, def, &mut map);
        let nv = rw.ctx.result(c, 0);
        rw.ctx.replace_uses_where(v, nv, |ctx, user| ctx.is_in_region(user, region));
    }
    rw.ip = saved;
}

/// The iterations `[first, end)` of block `block_index` of `block_size` iterations, in
/// the loop nest of `trip_counts` linearized (the last block may be short):
///
/// ```mlir
/// %tc = arith.muli %tc0, %tc1 : index          // the nest's trip count
/// %first = arith.muli %block_index, %block_size : index
/// %end0 = arith.addi %first, %block_size : index
/// %end = arith.minsi %end0, %tc : index
/// ```
fn block_range(
    rw: &mut PatternRewriter<'_>,
    block_index: Value,
    block_size: Value,
    trip_counts: &[Value],
) -> (Value, Value) {
    let mut tc = trip_counts[0];
    for &t in &trip_counts[1..] {
        tc = rw.create(|b| arith::muli(b, tc, t));
    }
    let first = rw.create(|b| arith::muli(b, block_index, block_size));
    let end0 = rw.create(|b| arith::addi(b, first, block_size));
    let end = rw.create(|b| arith::minsi(b, end0, tc));
    (first, end)
}

/// One-dimensional `index` in `[0, product of trip counts)` as coordinates, innermost last.
fn delinearize(rw: &mut PatternRewriter<'_>, mut index: Value, trip_counts: &[Value]) -> Vec<Value> {
    let mut coords = vec![index; trip_counts.len()];
    for i in (0..trip_counts.len()).rev() {
        let tc = trip_counts[i];
        coords[i] = rw.create(|b| arith::remsi(b, index, tc));
        index = rw.create(|b| arith::divsi(b, index, tc));
    }
    coords
}

/// The constants among `values` (MLIR's `matchPattern(v, m_Constant(&attr))` on integers).
fn integer_constants(ctx: &Context, values: &[Value]) -> Vec<Option<Attr>> {
    values
        .iter()
        .map(|&v| fold::value_constant(ctx, v).filter(|&a| matches!(ctx.attr_kind(a), AttrKind::Integer { .. })))
        .collect()
}

fn attr_int(ctx: &Context, a: Option<Attr>) -> i64 {
    a.and_then(|a| ctx.attr_int(a)).map_or(0, |v| v as i64)
}

impl RewritePattern for AsyncParallelFor<'_> {
    fn root(&self) -> &'static str {
        scf::PARALLEL
    }

    fn match_and_rewrite(&mut self, rw: &mut PatternRewriter<'_>, op: Op) -> Result<bool, Diagnostic> {
        let Some(parts) = scf::parallel_parts(rw.ctx, op) else { return Ok(false) };
        self.owner = Some(top_level_ancestor(rw.ctx, op));
        let reductions = reduction_types(rw.ctx, op, &parts);
        if !parts.inits.is_empty() && reductions.is_none() {
            return Ok(false);
        }
        let n = parts.step.len();
        if n == 0 {
            return Ok(false);
        }
        let min_task_size = cidx(rw, self.opts.min_task_size as i64);
        // The reductions first: the caller applies them too, so their constants go with them.
        if reductions.is_some() {
            let term = rw.ctx.entry_block(op, 0).and_then(|b| rw.ctx.last_op(b)).expect("checked");
            for r in rw.ctx.regions(term).to_vec() {
                clone_constants_into_region(rw, r);
            }
        }
        let body_region = rw.ctx.region(op, 0);
        clone_constants_into_region(rw, body_region);

        // tripCount = ceil_div(upperBound - lowerBound, step), per loop.
        let mut trip_counts = Vec::with_capacity(n);
        for i in 0..n {
            let (lb, ub, step) = (parts.lower[i], parts.upper[i], parts.step[i]);
            let range = create_or_fold(rw, |b| arith::subi(b, ub, lb));
            trip_counts.push(create_or_fold(rw, |b| arith::ceildivsi(b, range, step)));
        }
        let mut trip_count = trip_counts[0];
        for &tc in &trip_counts[1..] {
            trip_count = rw.create(|b| arith::muli(b, trip_count, tc));
        }
        let c0 = cidx(rw, 0);
        let is_zero = cmpi(rw, "eq", trip_count, c0);

        let l = LoopNest { op, parts: &parts, trip_counts: &trip_counts, trip_count, min_task_size };
        if let Some(types) = reductions {
            return self.rewrite_reduction(rw, l, is_zero, &types);
        }
        build_if(rw, is_zero, |rw| yield_(rw, &[]), |rw| self.dispatch(rw, l));
        rw.erase_op(op);
        Ok(true)
    }
}

impl AsyncParallelFor<'_> {
    /// The block size and the dispatch of the compute function, in the branch taken when
    /// the loop runs at least once.
    fn dispatch(&mut self, rw: &mut PatternRewriter<'_>, l: LoopNest<'_>) {
        let LoopNest { op, parts, trip_counts, trip_count, min_task_size } = l;
        let n = trip_counts.len();
        let bounds = StaticBounds {
            trip_counts: integer_constants(rw.ctx, trip_counts),
            lower: integer_constants(rw.ctx, &parts.lower),
            steps: integer_constants(rw.ctx, &parts.step),
        };
        // Inner loops with a static trip count whose product stays within what LLVM would
        // unroll: the block size is aligned to them, so they run from 0 to their trip count.
        const MAX_UNROLLABLE: i64 = 512;
        let mut num_unrollable = 0;
        let mut num_iterations = vec![0i64; n];
        num_iterations[n - 1] = attr_int(rw.ctx, bounds.trip_counts[n - 1]);
        for i in (0..n.saturating_sub(1)).rev() {
            let tc = attr_int(rw.ctx, bounds.trip_counts[i]);
            let inner = num_iterations[i + 1];
            num_iterations[i] = tc.wrapping_mul(inner);
            if inner > 0 && inner <= MAX_UNROLLABLE {
                num_unrollable += 1;
            }
        }
        let block_size = self.block_size(rw, trip_count, min_task_size);
        let v14 = self.version == DriverVersion::Llvm14;
        // LLVM 14 creates the default compute function before the block count, and the
        // aligned one after deciding to use it (against 512, not the inner iterations).
        let default_fn = v14.then(|| self.compute_function(rw, op, &bounds, 0, &[]));
        let block_count = rw.create(|b| arith::ceildivsi(b, trip_count, block_size));
        let dargs = DispatchArgs { block_size, block_count, trip_counts, parts, extra: &[] };
        if num_unrollable == 0 {
            let compute = default_fn.unwrap_or_else(|| self.compute_function(rw, op, &bounds, 0, &[]));
            self.do_dispatch(rw, &compute, &dargs);
            yield_(rw, &[]);
            return;
        }
        let num_iters = num_iterations[n - num_unrollable];
        let threshold = if v14 { MAX_UNROLLABLE } else { num_iters };
        let threshold = cidx(rw, threshold);
        let use_aligned = cmpi(rw, "sge", block_size, threshold);
        let aligned_fn = v14.then(|| self.compute_function(rw, op, &bounds, num_unrollable, &[]));
        build_if_with(
            rw,
            self,
            use_aligned,
            |rw, this| {
                let compute = aligned_fn.unwrap_or_else(|| this.compute_function(rw, op, &bounds, num_unrollable, &[]));
                let iters = cidx(rw, num_iters);
                let q = rw.create(|b| arith::ceildivsi(b, block_size, iters));
                let aligned = rw.create(|b| arith::muli(b, q, iters));
                let dargs = DispatchArgs { block_size: aligned, ..dargs };
                this.do_dispatch(rw, &compute, &dargs);
                yield_(rw, &[]);
            },
            |rw, this| {
                let compute = default_fn.unwrap_or_else(|| this.compute_function(rw, op, &bounds, 0, &[]));
                this.do_dispatch(rw, &compute, &dargs);
                yield_(rw, &[]);
            },
        );
        yield_(rw, &[]);
    }

    /// `blockSize = min(tripCount, max(ceil_div(tripCount, maxComputeBlocks), minTaskSize))`,
    /// where `maxComputeBlocks` is the number of workers scaled by an oversharding factor
    /// that falls as the workers grow (8 up to 4 workers, ..., 0.6 above 64).
    fn block_size(&self, rw: &mut PatternRewriter<'_>, trip_count: Value, min_task_size: Value) -> Value {
        let workers = if self.opts.num_workers >= 0 {
            cidx(rw, self.opts.num_workers as i64)
        } else {
            rw.create(async_::runtime_num_worker_threads)
        };
        let f32t = rw.ctx.float_type(FloatKind::F32);
        let fconst = |rw: &mut PatternRewriter<'_>, v: f32| {
            let a = rw.ctx.intern_attr(AttrKind::Float { bits: (v as f64).to_bits(), ty: f32t });
            rw.create(|b| arith::constant_op(b, f32t, a))
        };
        let mut factor = fconst(rw, 8.0);
        for (begin, scale) in [(4, 4.0f32), (8, 2.0), (16, 1.0), (32, 0.8), (64, 0.6)] {
            let bracket = cidx(rw, begin);
            let in_bracket = cmpi(rw, "sgt", workers, bracket);
            let s = fconst(rw, scale);
            let prev = factor;
            factor = rw.create(|b| arith::select(b, in_bracket, s, prev));
        }
        let i32t = rw.ctx.integer_type(32);
        let index = index_type(rw);
        let wi = rw.create(|b| arith::index_cast(b, workers, i32t));
        let wf = rw.create(|b| arith::sitofp(b, wi, f32t));
        let scaled = rw.create(|b| arith::mulf(b, factor, wf));
        let si = rw.create(|b| arith::fptosi(b, scaled, i32t));
        let sw = rw.create(|b| arith::index_cast(b, si, index));
        let one = cidx(rw, 1);
        let max_blocks = rw.create(|b| arith::maxsi(b, one, sw));
        let bs0 = rw.create(|b| arith::ceildivsi(b, trip_count, max_blocks));
        let bs1 = rw.create(|b| arith::maxsi(b, bs0, min_task_size));
        rw.create(|b| arith::minsi(b, trip_count, bs1))
    }

    fn do_dispatch(&mut self, rw: &mut PatternRewriter<'_>, compute: &ComputeFn, a: &DispatchArgs<'_>) {
        if self.opts.async_dispatch {
            self.async_dispatch(rw, compute, a);
        } else {
            sequential_dispatch(rw, compute, a);
        }
    }

    /// Adds a function of kind `kind` to the module under its name ([`Naming`]), and
    /// announces it.
    fn add_function(&mut self, rw: &mut PatternRewriter<'_>, kind: AddedFunction, inputs: &[Type]) -> (Op, String) {
        let n = self.added.functions.len();
        let name = match &mut self.names {
            Namer::Unique(names) => names.next(kind),
            Namer::Planned(planned) => match planned.get(n) {
                Some((k, name)) if *k == kind => name.clone(),
                _ => {
                    self.unplanned = true;
                    kind.base_name().to_owned()
                }
            },
        };
        let loc = rw.loc;
        let (f, entry) = {
            let mut b = Builder::new(rw.ctx);
            b.loc = loc;
            func::func(&mut b, &name, inputs, &[], true)
        };
        for &a in rw.ctx.block_args(entry).to_vec().iter() {
            rw.ctx.set_value_loc(a, Some(loc));
        }
        // The name is free: the symbol table keeps it.
        let inserted = self.symbols.insert(rw.ctx, f);
        if rw.ctx.str(inserted) != name {
            self.unplanned = true;
        }
        let from = self.owner.expect("a function is added while a loop is rewritten");
        self.added.functions.push(AddedFn { kind, name: name.clone(), op: f, round: rw.round(), from });
        rw.notify_inserted(f);
        rw.ip = InsertPoint::End(entry);
        (f, name)
    }

    /// The parallel compute function: the body of `op` over the iterations of one block
    /// (`block_index`, `block_size`), as a nest of `scf.for`. The `aligned` innermost loops
    /// run from 0 to their static trip counts. `extra` are trailing arguments (reduction
    /// buffers), handed to the body via the reduction path.
    fn compute_function(
        &mut self,
        rw: &mut PatternRewriter<'_>,
        op: Op,
        bounds: &StaticBounds,
        aligned: usize,
        extra: &[Type],
    ) -> ComputeFn {
        let saved = rw.ip;
        let ctx = &mut *rw.ctx;
        let region = ctx.region(op, 0);
        let mut captures = UniqueValues::default();
        ctx.used_values_defined_above(region, &mut captures);
        let captures = captures.as_slice().to_vec();
        let n = bounds.steps.len();
        let index = ctx.index_type();
        let mut inputs = vec![index; 2 + 4 * n];
        inputs.extend(captures.iter().map(|&v| ctx.value_type(v)));
        inputs.extend_from_slice(extra);
        let kind = if aligned > 0 { AddedFunction::AlignedCompute } else { AddedFunction::Compute };
        let (f, name) = self.add_function(rw, kind, &inputs);
        let args = rw.ctx.entry_block(f, 0).map(|b| rw.ctx.block_args(b).to_vec()).unwrap_or_default();
        let (block_index, block_size) = (args[0], args[1]);
        let c0 = cidx(rw, 0);
        let c1 = cidx(rw, 1);
        let values = |rw: &mut PatternRewriter<'_>, args: &[Value], attrs: &[Option<Attr>]| -> Vec<Value> {
            args.iter()
                .zip(attrs)
                .map(|(&a, c)| match *c {
                    Some(c) => {
                        let t = rw.ctx.index_type();
                        rw.create(|b| arith::constant_op(b, t, c))
                    }
                    None => a,
                })
                .collect()
        };
        let tcs = values(rw, &args[2..2 + n], &bounds.trip_counts);
        let lbs = values(rw, &args[2 + n..2 + 2 * n], &bounds.lower);
        let steps = values(rw, &args[2 + 3 * n..2 + 4 * n], &bounds.steps);
        let cap_args = args[2 + 4 * n..2 + 4 * n + captures.len()].to_vec();
        let (first, end) = block_range(rw, block_index, block_size, &tcs);
        let last = rw.create(|b| arith::subi(b, end, c1));
        let first_coord = delinearize(rw, first, &tcs);
        let last_coord = delinearize(rw, last, &tcs);
        let end_coord: Vec<Value> = last_coord.iter().map(|&l| rw.create(|b| arith::addi(b, l, c1))).collect();
        let nest = Nest {
            op,
            aligned,
            c0,
            c1,
            tcs: &tcs,
            lbs: &lbs,
            steps: &steps,
            first_coord: &first_coord,
            last_coord: &last_coord,
            end_coord: &end_coord,
            captures: &captures,
            cap_args: &cap_args,
        };
        let mut ivs = vec![c0; n];
        let mut is_first = vec![c0; n];
        let mut is_last = vec![c0; n];
        build_for(rw, first_coord[0], end_coord[0], c1, &[], |rw, iv, _| {
            nest.body(rw, 0, iv, &mut ivs, &mut is_first, &mut is_last)
        });
        rw.create(|b| func::return_(b, &[]));
        rw.ip = saved;
        ComputeFn { name, captures }
    }

    /// The recursive dispatch function: splits `[block_start, block_end)` in halves, the
    /// upper half into an `async.execute` calling itself, until one block is left for the
    /// compute function.
    fn async_dispatch_function(
        &mut self,
        rw: &mut PatternRewriter<'_>,
        compute: &ComputeFn,
        inputs: &[Type],
    ) -> String {
        let saved = rw.ip;
        let group_ty = async_::group_type(rw.ctx);
        let index = index_type(rw);
        let mut types = vec![group_ty, index];
        types.extend_from_slice(inputs);
        let (f, name) = self.add_function(rw, AddedFunction::Dispatch, &types);
        let args = rw.ctx.entry_block(f, 0).map(|b| rw.ctx.block_args(b).to_vec()).unwrap_or_default();
        let c1 = cidx(rw, 1);
        let c2 = cidx(rw, 2);
        let (group, start, end) = (args[0], args[1], args[2]);
        let w = rw.create(|b| scf::while_op(b, &[start, end], &[index, index]));
        let before = enter_new_block(rw, w, 0, &[index, index]);
        let after = enter_new_block(rw, w, 1, &[index, index]);
        rw.ip = InsertPoint::End(before);
        let (s0, e0) = (rw.ctx.block_arg(before, 0), rw.ctx.block_arg(before, 1));
        let dist = rw.create(|b| arith::subi(b, e0, s0));
        let go = cmpi(rw, "sgt", dist, c1);
        rw.create(|b| scf::condition(b, go, &[s0, e0]));
        rw.ip = InsertPoint::End(after);
        let (s1, e1) = (rw.ctx.block_arg(after, 0), rw.ctx.block_arg(after, 1));
        let dist = rw.create(|b| arith::subi(b, e1, s1));
        let half = rw.create(|b| arith::divsi(b, dist, c2));
        let mid = rw.create(|b| arith::addi(b, s1, half));
        let token = build_execute(rw, |rw| {
            let mut operands = args.clone();
            operands[1] = mid;
            operands[2] = e1;
            call(rw, &name, &operands);
        });
        rw.create(|b| async_::add_to_group(b, token, group));
        yield_(rw, &[s1, mid]);
        rw.ip = match rw.ctx.next_op(w) {
            Some(n) => InsertPoint::Before(n),
            None => InsertPoint::End(rw.ctx.parent_block(w).expect("attached")),
        };
        let mut operands = vec![start];
        operands.extend_from_slice(&args[3..]);
        call(rw, &compute.name, &operands);
        rw.create(|b| func::return_(b, &[]));
        rw.ip = saved;
        name
    }

    fn async_dispatch(&mut self, rw: &mut PatternRewriter<'_>, compute: &ComputeFn, a: &DispatchArgs<'_>) {
        let shared = a.shared(compute);
        let mut inputs: Vec<Type> = vec![index_type(rw), index_type(rw)];
        inputs.extend(shared.iter().map(|&v| rw.ctx.value_type(v)));
        // The compute function's inputs after the block index: block size, then shared.
        let dispatch_inputs: Vec<Type> = inputs[1..].to_vec();
        let mut fn_inputs = vec![index_type(rw)];
        fn_inputs.extend(dispatch_inputs);
        let dispatch_fn = self.async_dispatch_function(rw, compute, &fn_inputs);
        let c0 = cidx(rw, 0);
        let c1 = cidx(rw, 1);
        let single = cmpi(rw, "eq", a.block_count, c1);
        build_if(
            rw,
            single,
            |rw| {
                let mut operands = vec![c0, a.block_size];
                operands.extend_from_slice(&shared);
                call(rw, &compute.name, &operands);
                yield_(rw, &[]);
            },
            |rw| {
                let size = rw.create(|b| arith::subi(b, a.block_count, c1));
                let group = rw.create(|b| async_::create_group(b, size));
                let mut operands = vec![group, c0, a.block_count, a.block_size];
                operands.extend_from_slice(&shared);
                call(rw, &dispatch_fn, &operands);
                rw.create(|b| async_::await_all(b, group));
                yield_(rw, &[]);
            },
        );
    }
}

/// Submits blocks `1..block_count` as `async.execute`s from a loop and computes block 0 in
/// the caller, then waits for the group.
fn sequential_dispatch(rw: &mut PatternRewriter<'_>, compute: &ComputeFn, a: &DispatchArgs<'_>) {
    let shared = a.shared(compute);
    let c0 = cidx(rw, 0);
    let c1 = cidx(rw, 1);
    let size = rw.create(|b| arith::subi(b, a.block_count, c1));
    let group = rw.create(|b| async_::create_group(b, size));
    build_for(rw, c1, a.block_count, c1, &[], |rw, iv, _| {
        let token = build_execute(rw, |rw| {
            let mut operands = vec![iv, a.block_size];
            operands.extend_from_slice(&shared);
            call(rw, &compute.name, &operands);
        });
        rw.create(|b| async_::add_to_group(b, token, group));
        yield_(rw, &[]);
    });
    let mut operands = vec![c0, a.block_size];
    operands.extend_from_slice(&shared);
    call(rw, &compute.name, &operands);
    rw.create(|b| async_::await_all(b, group));
}

/// What the loop nest of a compute function is built from.
struct Nest<'a> {
    op: Op,
    aligned: usize,
    c0: Value,
    c1: Value,
    tcs: &'a [Value],
    lbs: &'a [Value],
    steps: &'a [Value],
    first_coord: &'a [Value],
    last_coord: &'a [Value],
    end_coord: &'a [Value],
    captures: &'a [Value],
    cap_args: &'a [Value],
}

impl Nest<'_> {
    /// The body of loop `k` (induction variable `iv`): the parallel induction variable,
    /// whether this is the block's first and last coordinate so far, then the next loop
    /// or, innermost, the cloned body of the `scf.parallel`.
    fn body(
        &self,
        rw: &mut PatternRewriter<'_>,
        k: usize,
        iv: Value,
        ivs: &mut Vec<Value>,
        is_first: &mut Vec<Value>,
        is_last: &mut Vec<Value>,
    ) {
        let n = self.tcs.len();
        let step = self.steps[k];
        let scaled = rw.create(|b| arith::muli(b, iv, step));
        let lb = self.lbs[k];
        ivs[k] = rw.create(|b| arith::addi(b, lb, scaled));
        is_first[k] = cmpi(rw, "eq", iv, self.first_coord[k]);
        is_last[k] = cmpi(rw, "eq", iv, self.last_coord[k]);
        if k > 0 {
            let (f, pf) = (is_first[k], is_first[k - 1]);
            is_first[k] = rw.create(|b| arith::andi(b, f, pf));
            let (l, pl) = (is_last[k], is_last[k - 1]);
            is_last[k] = rw.create(|b| arith::andi(b, l, pl));
        }
        if k + 1 < n {
            let (lb, ub) = if k + 1 >= n - self.aligned {
                (self.c0, self.tcs[k + 1])
            } else {
                let (c, fc, c0) = (is_first[k], self.first_coord[k + 1], self.c0);
                let lb = rw.create(|b| arith::select(b, c, fc, c0));
                let (c, ec, tc) = (is_last[k], self.end_coord[k + 1], self.tcs[k + 1]);
                let ub = rw.create(|b| arith::select(b, c, ec, tc));
                (lb, ub)
            };
            build_for(rw, lb, ub, self.c1, &[], |rw, iv, _| self.body(rw, k + 1, iv, ivs, is_first, is_last));
            yield_(rw, &[]);
            return;
        }
        let mut map = IrMapping::new();
        let body = rw.ctx.entry_block(self.op, 0).expect("a verified scf.parallel has a body");
        for (&a, &v) in rw.ctx.block_args(body).to_vec().iter().zip(ivs.iter()) {
            map.map_value(a, v);
        }
        for (&c, &a) in self.captures.iter().zip(self.cap_args) {
            map.map_value(c, a);
        }
        let ops: Vec<Op> = rw.ctx.block_ops(body).collect();
        for &o in &ops[..ops.len().saturating_sub(1)] {
            clone_op(rw, o, &mut map);
        }
        yield_(rw, &[]);
    }
}

// ----------------------------------------------------------------------------------
// Reductions (not in upstream)
// ----------------------------------------------------------------------------------

/// The types of an `scf.parallel`'s reductions, when each can be kept in a memref (and the
/// reductions are well formed); `None` otherwise.
fn reduction_types(ctx: &Context, op: Op, parts: &scf::ParallelParts) -> Option<Vec<Type>> {
    if parts.inits.is_empty() {
        return None;
    }
    let body = ctx.entry_block(op, 0)?;
    let term = ctx.last_op(body).filter(|&t| ctx.op_name_str(t) == scf::REDUCE)?;
    if ctx.num_operands(term) != parts.inits.len() || ctx.regions(term).len() != parts.inits.len() {
        return None;
    }
    let types: Vec<Type> = ctx.operands(term).map(|v| ctx.value_type(v)).collect();
    let storable = |t: Type| {
        matches!(
            ctx.type_kind(t),
            TypeKind::Integer { .. }
                | TypeKind::Index
                | TypeKind::Float(_)
                | TypeKind::Vector { .. }
                | TypeKind::Complex(_)
        )
    };
    // A reduction reading a value of the body (not its own block arguments) cannot be
    // applied by the caller to the blocks' partial results: such a loop stays as it is.
    let mut used = UniqueValues::default();
    for &r in ctx.regions(term) {
        ctx.used_values_defined_above(r, &mut used);
    }
    let of_body =
        |v: Value| ctx.value_block(v).and_then(|b| ctx.block_parent_op(b)).is_some_and(|p| ctx.is_ancestor(op, p));
    if used.as_slice().iter().any(|&v| of_body(v)) {
        return None;
    }
    types.iter().all(|&t| storable(t)).then_some(types)
}

impl AsyncParallelFor<'_> {
    /// `scf.parallel` with reductions: every block folds its iterations into one element of
    /// a buffer per reduction, the caller folds the buffer into the initial values.
    ///
    /// ```mlir
    /// %r = scf.if %is_zero -> (T) { scf.yield %init : T } else {
    ///   %bs = ..., %bc = ...                    // as without reductions
    ///   %partial = memref.alloc(%bc) : memref<?xT>
    ///   dispatch @parallel_compute_fn(..., %partial)
    ///   %acc = scf.for %b = %c0 to %bc step %c1 iter_args(%a = %init) -> (T) {
    ///     %p = memref.load %partial[%b] : memref<?xT>
    ///     scf.yield reduce(%a, %p) : T
    ///   }
    ///   memref.dealloc %partial : memref<?xT>
    ///   scf.yield %acc : T
    /// }
    /// func private @parallel_compute_fn(%block_index, %block_size, ..., %partial: memref<?xT>) {
    ///   %v0 = body at the block's first iteration
    ///   %acc = scf.for %k = %first + 1 to %end iter_args(%a = %v0) -> (T) { reduce(%a, body(%k)) }
    ///   memref.store %acc, %partial[%block_index] : memref<?xT>
    /// }
    /// ```
    fn rewrite_reduction(
        &mut self,
        rw: &mut PatternRewriter<'_>,
        l: LoopNest<'_>,
        is_zero: Value,
        types: &[Type],
    ) -> Result<bool, Diagnostic> {
        let LoopNest { op, parts, trip_counts, trip_count, min_task_size } = l;
        let inits = parts.inits.clone();
        let if_op = build_if_with_results(
            rw,
            is_zero,
            types,
            |rw| yield_(rw, &inits),
            |rw| {
                let block_size = self.block_size(rw, trip_count, min_task_size);
                let block_count = rw.create(|b| arith::ceildivsi(b, trip_count, block_size));
                let mut buffers = Vec::new();
                let mut buffer_types = Vec::new();
                for &t in types {
                    let mt = rw.ctx.intern_type(TypeKind::MemRef {
                        shape: vec![async_opt_ir::DYNAMIC].into(),
                        element: t,
                        layout: None,
                        memory_space: None,
                    });
                    let buf = rw.create(|b| memref::alloc(b, &[block_count], &[], mt));
                    buffers.push(buf);
                    buffer_types.push(mt);
                }
                let compute = self.reduction_compute_function(rw, op, trip_counts.len(), &buffer_types);
                let dargs = DispatchArgs { block_size, block_count, trip_counts, parts, extra: &buffers };
                self.do_dispatch(rw, &compute, &dargs);
                let c0 = cidx(rw, 0);
                let c1 = cidx(rw, 1);
                let term = rw.ctx.entry_block(op, 0).and_then(|b| rw.ctx.last_op(b)).expect("checked");
                let for_op = build_for(rw, c0, block_count, c1, &inits, |rw, b_iv, accs| {
                    let mut next = Vec::new();
                    for (i, (&acc, &buf)) in accs.iter().zip(&buffers).enumerate() {
                        let p = rw.create(|b| memref::load(b, buf, &[b_iv]));
                        next.push(combine(rw, term, i, acc, p, &[]));
                    }
                    yield_(rw, &next);
                });
                for &buf in &buffers {
                    rw.create(|b| memref::dealloc(b, buf));
                }
                let results = rw.ctx.results(for_op).to_vec();
                yield_(rw, &results);
            },
        );
        let results = rw.ctx.results(if_op).to_vec();
        rw.replace_op(op, &results);
        Ok(true)
    }

    /// The compute function of a loop with reductions: it walks its block's iterations in
    /// one dimension (each index delinearized into the loop's coordinates), the first one
    /// outside the loop to seed the accumulators, and stores them at its block's index.
    fn reduction_compute_function(
        &mut self,
        rw: &mut PatternRewriter<'_>,
        op: Op,
        n: usize,
        buffer_types: &[Type],
    ) -> ComputeFn {
        let saved = rw.ip;
        let region = rw.ctx.region(op, 0);
        let mut captures = UniqueValues::default();
        rw.ctx.used_values_defined_above(region, &mut captures);
        let captures = captures.as_slice().to_vec();
        let index = index_type(rw);
        let mut inputs = vec![index; 2 + 4 * n];
        inputs.extend(captures.iter().map(|&v| rw.ctx.value_type(v)));
        inputs.extend_from_slice(buffer_types);
        let (f, name) = self.add_function(rw, AddedFunction::Compute, &inputs);
        let args = rw.ctx.entry_block(f, 0).map(|b| rw.ctx.block_args(b).to_vec()).unwrap_or_default();
        let (block_index, block_size) = (args[0], args[1]);
        let tcs = args[2..2 + n].to_vec();
        let lbs = args[2 + n..2 + 2 * n].to_vec();
        let steps = args[2 + 3 * n..2 + 4 * n].to_vec();
        let cap_args = args[2 + 4 * n..2 + 4 * n + captures.len()].to_vec();
        let buffers = args[2 + 4 * n + captures.len()..].to_vec();
        let c1 = cidx(rw, 1);
        let (first, end) = block_range(rw, block_index, block_size, &tcs);
        let body = |rw: &mut PatternRewriter<'_>, index: Value| -> Vec<Value> {
            let coords = delinearize(rw, index, &tcs);
            let mut map = IrMapping::new();
            let block = rw.ctx.entry_block(op, 0).expect("a verified scf.parallel has a body");
            for (k, &a) in rw.ctx.block_args(block).to_vec().iter().enumerate() {
                let (coord, step, lb) = (coords[k], steps[k], lbs[k]);
                let scaled = rw.create(|b| arith::muli(b, coord, step));
                let iv = rw.create(|b| arith::addi(b, lb, scaled));
                map.map_value(a, iv);
            }
            for (&c, &a) in captures.iter().zip(&cap_args) {
                map.map_value(c, a);
            }
            let ops: Vec<Op> = rw.ctx.block_ops(block).collect();
            for &o in &ops[..ops.len().saturating_sub(1)] {
                clone_op(rw, o, &mut map);
            }
            let term = *ops.last().expect("a terminator");
            rw.ctx.operands(term).map(|v| map.value(v)).collect()
        };
        let seed = body(rw, first);
        let next = rw.create(|b| arith::addi(b, first, c1));
        let term = rw.ctx.entry_block(op, 0).and_then(|b| rw.ctx.last_op(b)).expect("checked");
        let outer: Vec<(Value, Value)> = captures.iter().copied().zip(cap_args.iter().copied()).collect();
        let for_op = build_for(rw, next, end, c1, &seed, |rw, k, accs| {
            let values = body(rw, k);
            let mut out = Vec::new();
            for (i, (&acc, &v)) in accs.iter().zip(&values).enumerate() {
                out.push(combine(rw, term, i, acc, v, &outer));
            }
            yield_(rw, &out);
        });
        let results = rw.ctx.results(for_op).to_vec();
        for (&r, &buf) in results.iter().zip(&buffers) {
            rw.create(|b| memref::store(b, r, buf, &[block_index]));
        }
        rw.create(|b| func::return_(b, &[]));
        rw.ip = saved;
        ComputeFn { name, captures }
    }
}

/// Applies reduction `i` of the `scf.reduce` `term` to `lhs` and `rhs` at the insertion
/// point (its region cloned inline, the values it reads from above mapped by `outer`),
/// returning the `scf.reduce.return` operand.
fn combine(
    rw: &mut PatternRewriter<'_>,
    term: Op,
    i: usize,
    lhs: Value,
    rhs: Value,
    outer: &[(Value, Value)],
) -> Value {
    let region = rw.ctx.region(term, i);
    let block = rw.ctx.first_block(region).expect("a verified reduction has a block");
    let mut map = IrMapping::new();
    for &(from, to) in outer {
        map.map_value(from, to);
    }
    let args = rw.ctx.block_args(block).to_vec();
    map.map_value(args[0], lhs);
    map.map_value(args[1], rhs);
    let ops: Vec<Op> = rw.ctx.block_ops(block).collect();
    for &o in &ops[..ops.len() - 1] {
        clone_op(rw, o, &mut map);
    }
    let ret = *ops.last().expect("a terminator");
    map.value(rw.ctx.operand(ret, 0))
}

#[cfg(test)]
mod tests {
    use super::*;
    use AddedFunction::{AlignedCompute, Compute, Dispatch};

    /// Two shards: shard 0 rewrites a loop of its op 1 in round 0, and a loop nested in the
    /// compute function that added in round 1; shard 1 rewrites loops of its ops 0 and 2 in
    /// round 0. Round 0 goes last op first (shard 1's op 2, op 0, then shard 0's op 1); round
    /// 1 goes over the functions added so far, last first.
    #[test]
    fn additions_come_in_the_whole_runs_order_and_names() {
        let shards = [
            ShardAdditions {
                functions: vec![(Compute, 0, Turn::Own(1)), (Dispatch, 0, Turn::Own(1)), (Compute, 1, Turn::Added(0))],
            },
            ShardAdditions {
                functions: vec![
                    (Compute, 0, Turn::Own(0)),
                    (AlignedCompute, 0, Turn::Own(2)),
                    (Dispatch, 0, Turn::Own(2)),
                ],
            },
        ];
        let order = creation_order(&shards);
        assert_eq!(order, [(1, 1), (1, 2), (1, 0), (0, 0), (0, 1), (0, 2)]);
        let names = plan_names(["parallel_compute_fn", "parallel_compute_fn_1", "f"], &shards, &order);
        let name = |s: usize, n: usize| names[s][n].1.as_str();
        assert_eq!(name(1, 1), "parallel_compute_fn_with_aligned_loops");
        assert_eq!(name(1, 2), "async_dispatch_fn");
        // `parallel_compute_fn` and `_1` are taken.
        assert_eq!(name(1, 0), "parallel_compute_fn_0");
        assert_eq!(name(0, 0), "parallel_compute_fn_2");
        assert_eq!(name(0, 1), "async_dispatch_fn_0");
        assert_eq!(name(0, 2), "parallel_compute_fn_3");
    }

    /// Names are what one symbol table gives: the base name while free, then `_0`, `_1`, ...
    /// past the names in use, one counter per base name.
    #[test]
    fn function_names_rename_as_a_symbol_table() {
        let mut names = FunctionNames::new(["async_dispatch_fn", "async_dispatch_fn_0", "parallel_compute_fn_0"]);
        assert_eq!(names.next(Dispatch), "async_dispatch_fn_1");
        assert_eq!(names.next(Compute), "parallel_compute_fn");
        assert_eq!(names.next(Compute), "parallel_compute_fn_1");
        assert_eq!(names.next(Dispatch), "async_dispatch_fn_2");
    }
}
