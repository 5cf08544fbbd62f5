//! `async-to-async-runtime`: lowers `async.execute`, `async.await` and friends to
//! explicit runtime calls and LLVM-style coroutines.
//!
//! The pass reads as the story it tells:
//! 1. every `async.execute` region is outlined into a coroutine function
//!    (`async_execute_fn`, `async_execute_fn_0`, ...), called where the op was;
//! 2. with `eliminate-blocking-await-ops`, every function that awaits becomes a
//!    coroutine too, and so do its callers, transitively;
//! 3. inside coroutines, `scf` ops that hold async ops are lowered to branches, so
//!    that awaits can split blocks;
//! 4. op by op: awaits become suspension points in coroutines and blocking waits
//!    elsewhere; yields store results and complete the token; asserts in coroutines
//!    branch to the error block; groups become runtime groups.

use rustc_hash::FxHashMap;
use smallvec::SmallVec;

use async_opt_dialects::names::Known;
use async_opt_dialects::{arith, async_ as a, cf, func, function};
use async_opt_ir::{
    Block, Builder, Context, Diagnostic, Op, Region, SymbolTable, Traits, Type, UniqueValues, Value, WalkControl,
};

use crate::scf_to_cf;
use crate::statistics::{StatisticDecl, Statistics};

pub mod plan;

use plan::{ModulePlan, NoPlan};

/// Which LLVM generation's coroutine conventions to emit.
#[derive(Copy, Clone, PartialEq, Eq, Debug, Default)]
pub enum CoroutineAbi {
    /// LLVM 14: `passthrough = [["coroutine.presplit", "0"]]`, one shared cleanup block.
    #[default]
    Llvm14,
    /// LLVM 17+: `passthrough = ["presplitcoroutine"]`, and the destroy edge of every
    /// `async.coro.suspend` gets its own cleanup block.
    Llvm22,
}

/// Options of the pass.
#[derive(Clone, Debug)]
pub struct AsyncToAsyncRuntimeOptions {
    /// Turn every function that awaits (and its callers) into a coroutine, so no
    /// `async.runtime.await` blocks a thread.
    pub eliminate_blocking_await_ops: bool,
    /// Warn when eliminate-blocking changes the signature of a public function nothing in
    /// the module calls (upstream is silent; a suite written for mlir-opt may want it off).
    pub warn_public_signature_change: bool,
    /// Which LLVM's coroutine conventions the output follows (the driver picks the output generation's).
    pub abi: CoroutineAbi,
}

impl Default for AsyncToAsyncRuntimeOptions {
    fn default() -> Self {
        AsyncToAsyncRuntimeOptions {
            eliminate_blocking_await_ops: false,
            warn_public_signature_change: true,
            abi: CoroutineAbi::default(),
        }
    }
}

const OUTLINED_PREFIX: &str = "async_execute_fn";

/// The blocks and values that turn a function into a coroutine (see
/// [`setup_coro_machinery`] for the shape).
#[derive(Clone, Debug)]
pub struct CoroMachinery {
    /// The function turned into a coroutine.
    pub func: Op,
    /// Completion token returned to the caller (an `async.func` may return values only).
    pub async_token: Option<Value>,
    /// One `!async.value` per returned value.
    pub return_values: Vec<Value>,
    /// `%hdl`, the result of `async.coro.begin`.
    pub coro_handle: Value,
    /// The new entry block, which creates the token and values and begins the coroutine.
    pub entry: Block,
    /// Sets the token and values to error, then cleans up; created on first need.
    pub set_error: Option<Block>,
    /// Frees the coroutine frame on normal completion.
    pub cleanup: Block,
    /// Frees the frame when the coroutine is destroyed while suspended (the same block
    /// as `cleanup` for LLVM 14).
    pub cleanup_for_destroy: Block,
    /// Ends the coroutine and returns the token and values to the first caller.
    pub suspend: Block,
}

/// The pass's counters (`--mlir-pass-statistics`).
pub const STATISTICS: &[StatisticDecl] = &[
    ("num-executes-outlined", "Number of async.execute ops outlined into coroutine functions"),
    ("num-functions-to-coroutines", "Number of functions eliminate-blocking-await-ops turned into coroutines"),
    ("num-calls-to-coroutines", "Number of calls of converted functions rewritten to await their results"),
    ("num-scf-ops-to-branches", "Number of scf ops holding async ops lowered to branches in coroutines"),
    ("num-awaits-suspending", "Number of awaits lowered to suspension points (async.runtime.await_and_resume)"),
    ("num-awaits-blocking", "Number of awaits lowered to blocking waits (async.runtime.await)"),
];

/// Runs the pass on `module`. Returns warnings (e.g. public functions whose signature
/// changed) or the first error.
pub fn async_to_async_runtime(
    ctx: &mut Context,
    module: Op,
    opts: &AsyncToAsyncRuntimeOptions,
) -> Result<Vec<Diagnostic>, Diagnostic> {
    async_to_async_runtime_with_statistics(ctx, module, opts, &mut Statistics::default())
}

/// [`async_to_async_runtime`], adding to the counters of [`STATISTICS`].
pub fn async_to_async_runtime_with_statistics(
    ctx: &mut Context,
    module: Op,
    opts: &AsyncToAsyncRuntimeOptions,
    stats: &mut Statistics,
) -> Result<Vec<Diagnostic>, Diagnostic> {
    // The same module-wide decisions as a sharded run makes, from a summary of the module.
    let summary = plan::summarize_module(ctx, module);
    let plan = match plan::plan(&[&summary], &[], opts, false) {
        Ok(p) => p,
        Err(NoPlan::NotACall(_, k)) => {
            let u = &summary.uses[k];
            let user = u.user.expect("a summary of the IR names its users");
            return Err(Diagnostic::error(
                ctx.loc(user),
                format!(
                    "Unexpected reference to func referenced by symbol: @{} is converted to a coroutine by eliminate-blocking-await-ops, so it can only be called",
                    u.name
                ),
            )
            .on_op(user));
        }
        Err(NoPlan::Decline) => unreachable!("a whole-module plan does not decline"),
    };
    async_to_async_runtime_shard(ctx, module, opts, &plan, 0, stats)
}

/// The functions `eliminate-blocking-await-ops` turns into coroutines: those that await
/// outside `async.execute` bodies and may not block, and their callers, transitively.
/// Empty when the pass would refuse the module.
pub fn eliminate_blocking_converts(ctx: &Context, module: Op) -> Vec<String> {
    let summary = plan::summarize_module(ctx, module);
    let opts = AsyncToAsyncRuntimeOptions { eliminate_blocking_await_ops: true, ..Default::default() };
    match plan::plan(&[&summary], &[], &opts, false) {
        Ok(p) => {
            let mut names: Vec<String> = p.converted.iter().map(|s| s.to_string()).collect();
            names.sort();
            names
        }
        Err(_) => Vec::new(),
    }
}

/// Runs the pass on one shard (`index` in the plan; the whole module is shard 0 of its
/// own plan), with the module-wide decisions taken: outline, convert functions and their
/// call sites, lower scf in coroutines, lower the async ops, and check that none is left
/// (MLIR's ConversionTarget). A shard's module may hold declarations of functions defined
/// in other shards; a declaration of a converted function gets the coroutine type, so
/// calls of it are rewritten as calls of a coroutine.
pub fn async_to_async_runtime_shard(
    ctx: &mut Context,
    module: Op,
    opts: &AsyncToAsyncRuntimeOptions,
    plan: &ModulePlan<'_>,
    index: usize,
    stats: &mut Statistics,
) -> Result<Vec<Diagnostic>, Diagnostic> {
    let mut warnings = Vec::new();
    let mut symbols = SymbolTable::new(ctx, module);
    let mut coros: FxHashMap<Op, CoroMachinery> = FxHashMap::default();
    let body = ctx.entry_block(module, 0).expect("module has a body");
    let originals: SmallVec<[Op; 16]> = ctx.block_ops(body).collect();

    // Inner executes first (post-order), so an outer body captures the call that
    // replaced an inner one. The same walk tells whether any coroutine can hold scf ops
    // (no step below creates one).
    let mut executes: Vec<Op> = Vec::new();
    let mut holds_scf = false;
    ctx.walk_post(module, |o| {
        if ctx.is_known(o, Known::AsyncExecute) {
            executes.push(o);
        }
        holds_scf |= scf_to_cf::is_scf_region_op(ctx, o);
    });
    let from = &plan.outlined_from[index];
    if from.count() != executes.len() {
        return Err(Diagnostic::error(ctx.loc(module), "internal error: the plan does not match the module"));
    }
    stats.add("num-executes-outlined", executes.len() as u64);
    for (k, execute) in executes.into_iter().enumerate() {
        let name = plan.outlined.get(from.name_index(k));
        let (f, coro) = outline_execute(ctx, &mut symbols, execute, &name, opts.abi);
        coros.insert(f, coro);
    }

    if opts.eliminate_blocking_await_ops {
        for &f in &originals {
            let Some(name) = ctx.symbol_name(f).filter(|n| plan.converted.contains(n)) else { continue };
            if function::is_declaration(ctx, f) {
                set_coroutine_type(ctx, f);
                continue;
            }
            if opts.warn_public_signature_change && ctx.symbol_visibility(f) == "public" && !plan.used.contains(name) {
                warnings.push(uncalled_public_warning(ctx, f));
            }
            let coro = rewrite_func_as_coroutine(ctx, f, opts.abi);
            coros.insert(f, coro);
            stats.add("num-functions-to-coroutines", 1);
        }
        let mut calls = Vec::new();
        ctx.walk_pre(module, |o| {
            if ctx.is_known(o, Known::FuncCall) && func::callee(ctx, o).is_some_and(|c| plan.converted.contains(c)) {
                calls.push(o);
            }
            WalkControl::Advance
        });
        stats.add("num-calls-to-coroutines", calls.len() as u64);
        for call in calls {
            let callee = func::callee(ctx, call).and_then(|c| symbols.lookup_str(ctx, c));
            let Some(callee) = callee else {
                return Err(Diagnostic::error(ctx.loc(call), "internal error: the callee is not in the module"));
            };
            rewrite_callsite(ctx, call, callee);
        }
    }

    // In coroutines, scf ops that hold async ops become branches so awaits can split blocks.
    let mut coro_funcs: Vec<Op> = coros.keys().copied().collect();
    coro_funcs.sort_unstable();
    let async_dialect = ctx.known_ident(Known::Async);
    for &f in coro_funcs.iter().filter(|_| holds_scf) {
        let lowered = scf_to_cf::lower_scf_holding(ctx, f, |ctx, op| ctx.op_dialect(op) == Some(async_dialect))?;
        stats.add("num-scf-ops-to-branches", lowered as u64);
    }
    lower_async_ops(ctx, module, &mut coros, opts, stats)?;
    // Upstream lowers in a dialect conversion, which tries to fold every op it legalizes:
    // arith ops of constants become constants, wherever they are.
    // The illegal ops are async ops, which the fold leaves alone: the fold's walk finds
    // the first one left as well as a walk after it would.
    match fold_as_conversion(ctx, module, opts.abi) {
        Some(o) => Err(Diagnostic::error(
            ctx.loc(o),
            format!("failed to legalize operation '{}' that was explicitly marked illegal", ctx.op_name_str(o)),
        )
        .on_op(o)),
        None => Ok(warnings),
    }
}

/// What upstream's conversion to the async runtime folds: everything but the ops its
/// target takes as they are (async ops, branches, `arith.xori` and constants, which its
/// lowerings create, and the scf ops and assertions left in place). Returns the first op
/// (in pre-order) that the conversion should have lowered but did not.
pub(crate) fn fold_as_conversion(ctx: &mut Context, module: Op, abi: CoroutineAbi) -> Option<Op> {
    // A fixed array (`None` for names never interned): the check runs on every op.
    let illegal = ILLEGAL.map(|k| ctx.known(k));
    crate::fold::fold_as_dialect_conversion(
        ctx,
        module,
        abi == CoroutineAbi::Llvm22,
        |ctx, o| {
            ctx.op_dialect(o).is_some_and(|d| [Known::Async, Known::Scf].iter().any(|&k| ctx.known(k) == Some(d)))
                || [Known::CfBr, Known::CfCondBr, Known::CfAssert, Known::ArithXori].iter().any(|&k| ctx.is_known(o, k))
        },
        |ctx, o| illegal.contains(&Some(ctx.op_name(o))),
    )
}

/// The ops no lowered module may hold (what the pass's ConversionTarget marks illegal).
const ILLEGAL: [Known; 6] = [
    Known::AsyncExecute,
    Known::AsyncAwait,
    Known::AsyncAwaitAll,
    Known::AsyncYield,
    Known::AsyncCreateGroup,
    Known::AsyncAddToGroup,
];

// ----------------------------------------------------------------------------------
// Coroutine machinery
// ----------------------------------------------------------------------------------

/// Turns `func` (whose results are a token then values) into a coroutine:
///
/// ```mlir
/// func @some_fn(<args>) -> (!async.token, !async.value<T>) {
///   ^entry(<args>):
///     %token = async.runtime.create : !async.token
///     %value = async.runtime.create : !async.value<T>
///     %id = async.coro.id
///     %hdl = async.coro.begin %id
///     br ^preexisting_entry_block
///
///   /* preexisting blocks; each async.yield is followed by `br ^cleanup` */
///
///   ^set_error:                      // created lazily, see `set_error_block`
///     async.runtime.set_error %token : !async.token
///     async.runtime.set_error %value : !async.value<T>
///     br ^cleanup
///   ^cleanup:
///     async.coro.free %id, %hdl
///     br ^suspend
///   ^cleanup_for_destroy:            // LLVM 22 only: the destroy edge of suspends
///     async.coro.free %id, %hdl
///     br ^suspend
///   ^suspend:
///     async.coro.end %hdl
///     return %token, %value : !async.token, !async.value<T>
/// }
/// ```
pub fn setup_coro_machinery(ctx: &mut Context, f: Op, abi: CoroutineAbi) -> CoroMachinery {
    let region = ctx.region(f, 0);
    let old_entry = ctx.first_block(region).expect("coroutine function has a body");
    let loc = ctx.loc(f);
    // A fresh entry block takes over the arguments; the old entry keeps the body.
    let entry = ctx.create_block();
    ctx.insert_block_before(old_entry, entry);
    let args: SmallVec<[Value; 8]> = ctx.block_args(old_entry).into();
    for &old in &args {
        let ty = ctx.value_type(old);
        let l = ctx.value_loc(old);
        let new = ctx.add_block_arg(entry, ty, l);
        ctx.replace_all_uses_with(old, new);
    }
    for i in (0..args.len()).rev() {
        ctx.erase_block_arg(old_entry, i);
    }

    let results: SmallVec<[Type; 4]> =
        function::function_type_slices(ctx, f).expect("coroutine function has a type").1.into();
    let mut b = Builder::at_end(ctx, entry);
    b.loc = loc;
    let has_token = results.first().is_some_and(|&t| a::is_token(b.ctx, t));
    let async_token = has_token.then(|| a::runtime_create(&mut b, results[0]));
    let return_values: Vec<Value> =
        results[has_token as usize..].iter().map(|&t| a::runtime_create(&mut b, t)).collect();
    let id = a::coro_id(&mut b);
    let coro_handle = a::coro_begin(&mut b, id);
    cf::br(&mut b, &[], old_entry);

    let cleanup = b.create_block(region, &[]);
    let cleanup_for_destroy = match abi {
        CoroutineAbi::Llvm14 => cleanup,
        CoroutineAbi::Llvm22 => b.create_block(region, &[]),
    };
    let suspend = b.create_block(region, &[]);
    for c in [cleanup, cleanup_for_destroy] {
        if b.ctx.first_op(c).is_some() {
            continue;
        }
        b.set_insertion_point_to_end(c);
        a::coro_free(&mut b, id, coro_handle);
        cf::br(&mut b, &[], suspend);
    }
    b.set_insertion_point_to_end(suspend);
    a::coro_end(&mut b, coro_handle);
    let ret: SmallVec<[Value; 4]> = async_token.into_iter().chain(return_values.iter().copied()).collect();
    func::return_(&mut b, &ret);

    // Every yield completes the coroutine through the cleanup block.
    let blocks: SmallVec<[Block; 8]> = b.ctx.region_blocks(region).collect();
    for blk in blocks {
        if [entry, cleanup, cleanup_for_destroy, suspend].contains(&blk) {
            continue;
        }
        if let Some(t) = b
            .ctx
            .last_op(blk)
            .filter(|&t| b.ctx.is_known(t, Known::AsyncYield) || b.ctx.is_known(t, Known::AsyncReturn))
        {
            b.set_insertion_point_to_end(blk);
            // At the function's location for LLVM 14, the yield's for LLVM 22.
            b.loc = if abi == CoroutineAbi::Llvm22 { b.ctx.loc(t) } else { loc };
            cf::br(&mut b, &[], cleanup);
        }
    }

    let passthrough = presplit_attr(ctx, abi);
    let key = ctx.known_ident(Known::Passthrough);
    ctx.set_attr(f, key, passthrough);
    CoroMachinery {
        func: f,
        async_token,
        return_values,
        coro_handle,
        entry,
        set_error: None,
        cleanup,
        cleanup_for_destroy,
        suspend,
    }
}

/// The attribute that tells LLVM the function is a coroutine still to be split.
fn presplit_attr(ctx: &mut Context, abi: CoroutineAbi) -> async_opt_ir::Attr {
    match abi {
        CoroutineAbi::Llvm14 => {
            let k = ctx.string_attr("coroutine.presplit");
            let v = ctx.string_attr("0");
            let pair = ctx.array_attr(&[k, v]);
            ctx.array_attr(&[pair])
        }
        CoroutineAbi::Llvm22 => {
            let s = ctx.string_attr("presplitcoroutine");
            ctx.array_attr(&[s])
        }
    }
}

/// The block that sets the token and every value to the error state, created before
/// `cleanup` on first use.
fn set_error_block(ctx: &mut Context, coro: &mut CoroMachinery) -> Block {
    if let Some(b) = coro.set_error {
        return b;
    }
    let blk = ctx.create_block();
    ctx.insert_block_before(coro.cleanup, blk);
    let mut b = Builder::at_end(ctx, blk);
    b.loc = b.ctx.loc(coro.func);
    for &v in coro.async_token.iter().chain(&coro.return_values) {
        a::runtime_set_error(&mut b, v);
    }
    cf::br(&mut b, &[], coro.cleanup);
    coro.set_error = Some(blk);
    blk
}

// ----------------------------------------------------------------------------------
// Outlining
// ----------------------------------------------------------------------------------

/// Moves the body of `execute` into a new private coroutine function and replaces the
/// op with a call to it:
///
/// ```mlir
/// %token, %result = async.execute [%dep] (%v as %x: !async.value<f32>) -> !async.value<f32> {...}
/// // becomes
/// %0:2 = call @async_execute_fn(%dep, %v, <captured values>) : (...) -> (!async.token, !async.value<f32>)
/// ```
///
/// The function awaits its dependencies and operands first; its entry suspends at once
/// and asks the runtime to resume it, so the body runs on a runtime thread. It is named
/// `name`, renamed as MLIR does if that is taken.
fn outline_execute(
    ctx: &mut Context,
    symbols: &mut SymbolTable,
    execute: Op,
    name: &str,
    abi: CoroutineAbi,
) -> (Op, CoroMachinery) {
    let loc = ctx.loc(execute);
    let body_region = ctx.region(execute, 0);
    let body = ctx.first_block(body_region).expect("verified execute has a body");
    clone_constants_into_region(ctx, body_region);

    let ndeps = a::execute_num_dependencies(ctx, execute);
    let operands: SmallVec<[Value; 8]> = ctx.operands(execute).collect();
    // Dependencies, operands, then captured values (MLIR's SetVector of function inputs).
    let mut inputs = UniqueValues::default();
    inputs.extend(operands.iter().copied());
    ctx.used_values_defined_above(body_region, &mut inputs);
    let inputs: SmallVec<[Value; 8]> = inputs.as_slice().into();
    let input_types: SmallVec<[Type; 8]> = inputs.iter().map(|&v| ctx.value_type(v)).collect();
    let result_types: SmallVec<[Type; 4]> = ctx.results(execute).iter().map(|&r| ctx.value_type(r)).collect();

    // The outlined function, appended to the module under a unique name.
    let mut b = Builder::new(ctx);
    b.loc = loc;
    let (f, fentry) = func::func(&mut b, name, &input_types, &result_types, true);
    symbols.insert(ctx, f);
    let fargs: SmallVec<[Value; 8]> = ctx.block_args(fentry).into();
    // The arguments are at the execute, as upstream's.
    for &arg in &fargs {
        ctx.set_value_loc(arg, Some(loc));
    }
    let arg_of = |v: Value| fargs[inputs.iter().position(|&x| x == v).expect("input collected")];

    let mut b = Builder::at_end(ctx, fentry);
    b.loc = loc;
    for &dep in &operands[..ndeps] {
        a::await_(&mut b, arg_of(dep));
    }
    let body_args: SmallVec<[Value; 8]> = b.ctx.block_args(body).into();
    for (&operand, &barg) in operands[ndeps..].iter().zip(&body_args) {
        let aw = a::await_(&mut b, arg_of(operand));
        let unwrapped = b.ctx.result(aw, 0);
        b.ctx.replace_all_uses_with(barg, unwrapped);
    }
    // Move the body over; captured values become function arguments.
    ctx.merge_block_into(body, fentry);
    let fregion = ctx.region(f, 0);
    let args: FxHashMap<Value, Value> = inputs.iter().copied().zip(fargs.iter().copied()).collect();
    ctx.replace_uses_in_region(fregion, &args);

    let mut coro = setup_coro_machinery(ctx, f, abi);
    // The initial suspend: ask the runtime to resume us, then return to the caller.
    let br = ctx.last_op(coro.entry).expect("entry ends in a branch");
    let first = ctx.successor(br, 0);
    ctx.erase_op(br);
    let mut b = Builder::at_end(ctx, coro.entry);
    b.loc = loc;
    let state = a::coro_save(&mut b, coro.coro_handle);
    a::runtime_resume(&mut b, coro.coro_handle);
    coro_suspend(&mut b, state, &coro, first);

    // Replace the execute with a call.
    let callee = ctx.symbol_name(f).expect("outlined function is named").to_owned();
    let mut b = Builder::before(ctx, execute);
    let call = func::call(&mut b, &callee, &inputs, &result_types);
    ctx.replace_op_with_results_of(execute, call);
    coro.func = f;
    (f, coro)
}

/// `async.coro.suspend %state, ^suspend, ^resume, ^cleanup_for_destroy`.
fn coro_suspend(b: &mut Builder<'_>, state: Value, coro: &CoroMachinery, resume: Block) {
    a::coro_suspend(b, state, coro.suspend, resume, coro.cleanup_for_destroy);
}

/// Clones constants defined above `region` and used in it into its entry block, so the
/// outlined function does not take them as arguments.
fn clone_constants_into_region(ctx: &mut Context, region: Region) {
    let entry = ctx.first_block(region).expect("region has an entry");
    let anchor = ctx.first_op(entry);
    let mut captured = UniqueValues::default();
    ctx.used_values_defined_above(region, &mut captured);
    let mut clones: FxHashMap<Value, Value> = FxHashMap::default();
    for &v in captured.as_slice() {
        let Some(def) = ctx.defining_op(v) else { continue };
        if !ctx.has_traits(def, Traits::CONSTANT_LIKE) {
            continue;
        }
        let c = ctx.clone_op(def, &mut async_opt_ir::IrMapping::new());
        // In first-use order, ahead of the region's own ops.
        match anchor {
            Some(a) => ctx.insert_op_before(a, c),
            None => ctx.append_op(entry, c),
        }
        clones.insert(v, ctx.result(c, 0));
    }
    if !clones.is_empty() {
        ctx.replace_uses_in_region(region, &clones);
    }
}

// ----------------------------------------------------------------------------------
// eliminate-blocking-await-ops
// ----------------------------------------------------------------------------------

/// Upstream honours only a unit attribute (`hasAttrOfType<UnitAttr>`): `= 5 : i64` converts.
pub(crate) fn is_allowed_to_block(ctx: &Context, f: Op) -> bool {
    ctx.attr(f, a::ALLOWED_TO_BLOCK).is_some_and(|v| matches!(ctx.attr_kind(v), async_opt_ir::AttrKind::Unit))
}

/// The warning for a public function whose signature changes though nothing here calls it.
fn uncalled_public_warning(ctx: &Context, f: Op) -> Diagnostic {
    let name = ctx.symbol_name(f).unwrap_or("");
    Diagnostic::warning(
        ctx.loc(f),
        format!(
            "eliminate-blocking-await-ops changes the signature of public function @{name}, which nothing in this module calls: its callers must now await the returned token and values"
        ),
    )
    // At the function's location, without the op: a `see current operation` note would
    // print every converted function of a large module once more on stderr.
    .with_note(ctx.loc(f), format!("mark @{name} with the `{}` attribute to keep its blocking awaits", a::ALLOWED_TO_BLOCK))
}

/// Rewrites `func @f(...) -> (T)` as `func @f(...) -> (!async.token, !async.value<T>)`,
/// result attributes staying with their values, and `return` as `async.yield`.
fn rewrite_func_as_coroutine(ctx: &mut Context, f: Op, abi: CoroutineAbi) -> CoroMachinery {
    set_coroutine_type(ctx, f);
    let mut res_attrs = function::arg_attrs(ctx, f, "res_attrs");
    if !res_attrs.is_empty() {
        res_attrs.insert(0, None);
        function::set_arg_attrs(ctx, f, "res_attrs", &res_attrs);
    }
    let region = ctx.region(f, 0);
    let blocks: Vec<Block> = ctx.region_blocks(region).collect();
    let loc = ctx.loc(f);
    for blk in blocks {
        if let Some(t) = ctx.last_op(blk).filter(|&t| ctx.is_known(t, Known::FuncReturn)) {
            let vals: SmallVec<[Value; 4]> = ctx.operands(t).collect();
            let mut b = Builder::before(ctx, t);
            // As upstream, at the function's location (so are the stores that complete it).
            b.loc = loc;
            a::yield_(&mut b, &vals);
            ctx.erase_op(t);
        }
    }
    setup_coro_machinery(ctx, f, abi)
}

/// `(A) -> (T)` becomes `(A) -> (!async.token, !async.value<T>)`.
fn set_coroutine_type(ctx: &mut Context, f: Op) {
    let (inputs, results) = function::function_type(ctx, f).expect("function has a type");
    let token = a::token_type(ctx);
    let mut new_results = vec![token];
    for &t in &results {
        new_results.push(a::value_type(ctx, t));
    }
    function::set_function_type(ctx, f, &inputs, &new_results);
}

/// `%r = call @f(%a) : (A) -> T` becomes a call returning a token and values, an await
/// of the token and an await of each value, whose results replace the old ones.
fn rewrite_callsite(ctx: &mut Context, call: Op, f: Op) {
    let (_, results) = function::function_type(ctx, f).expect("function has a type");
    let args: Vec<Value> = ctx.operands(call).collect();
    let callee = ctx.symbol_name(f).expect("callee is named").to_owned();
    let mut b = Builder::before(ctx, call);
    // Upstream builds the new call and its awaits at the callee's location.
    b.loc = b.ctx.loc(f);
    let new_call = func::call(&mut b, &callee, &args, &results);
    let new_results: SmallVec<[Value; 4]> = b.ctx.results(new_call).into();
    a::await_(&mut b, new_results[0]);
    let mut unwrapped: SmallVec<[Value; 4]> = SmallVec::new();
    for &v in &new_results[1..] {
        let aw = a::await_(&mut b, v);
        unwrapped.push(b.ctx.result(aw, 0));
    }
    ctx.replace_op(call, &unwrapped);
}

// ----------------------------------------------------------------------------------
// Lowering the async ops
// ----------------------------------------------------------------------------------

fn lower_async_ops(
    ctx: &mut Context,
    module: Op,
    coros: &mut FxHashMap<Op, CoroMachinery>,
    opts: &AsyncToAsyncRuntimeOptions,
    stats: &mut Statistics,
) -> Result<(), Diagnostic> {
    let lowered = [
        Known::AsyncAwait,
        Known::AsyncAwaitAll,
        Known::AsyncYield,
        Known::AsyncCreateGroup,
        Known::AsyncAddToGroup,
        Known::CfAssert,
    ]
    .map(|k| ctx.known(k));
    let mut todo = Vec::new();
    ctx.walk_pre(module, |o| {
        if lowered.contains(&Some(ctx.op_name(o))) {
            todo.push(o);
        }
        WalkControl::Advance
    });
    // Last first: lowering an await or assert in a coroutine splits its block, and a split
    // moves every op after it, so a block of n awaits lowered first to last costs n^2.
    for op in todo.into_iter().rev() {
        let enclosing = ctx.ancestor_known(op, Known::FuncFunc);
        let coro = enclosing.and_then(|f| coros.get_mut(&f));
        if ctx.is_known(op, Known::AsyncCreateGroup) {
            let size = ctx.operand(op, 0);
            let mut b = Builder::before(ctx, op);
            let g = a::runtime_create_group(&mut b, size);
            ctx.replace_op(op, &[g]);
        } else if ctx.is_known(op, Known::AsyncAddToGroup) {
            let (v, group) = (ctx.operand(op, 0), ctx.operand(op, 1));
            let mut b = Builder::before(ctx, op);
            let rank = a::runtime_add_to_group(&mut b, v, group);
            ctx.replace_op(op, &[rank]);
        } else if ctx.is_known(op, Known::AsyncYield) {
            let Some(c) = coro else {
                return Err(Diagnostic::error(
                    ctx.loc(op),
                    "'async.yield' op is not inside an async coroutine function",
                )
                .on_op(op));
            };
            lower_yield(ctx, op, c);
        } else if ctx.is_known(op, Known::CfAssert) {
            if let Some(c) = coro {
                lower_assert_in_coroutine(ctx, op, c);
            }
        } else {
            match coro {
                Some(c) => {
                    lower_await_in_coroutine(ctx, op, c);
                    stats.add("num-awaits-suspending", 1);
                }
                None if opts.eliminate_blocking_await_ops
                    && enclosing.is_some_and(|f| !is_allowed_to_block(ctx, f)) =>
                {
                    // Only reachable for awaits whose function could not become a coroutine.
                    return Err(Diagnostic::error(
                        ctx.loc(op),
                        "blocking await remains in a function that eliminate-blocking-await-ops could not convert to a coroutine",
                    )
                    .on_op(op));
                }
                None => {
                    lower_blocking_await(ctx, op);
                    stats.add("num-awaits-blocking", 1);
                }
            }
        }
    }
    Ok(())
}

/// An await in a coroutine suspends until the operand is ready:
///
/// ```mlir
///   %save = async.coro.save %hdl
///   async.runtime.await_and_resume %operand, %hdl : !async.token
///   async.coro.suspend %save, ^suspend, ^resume, ^cleanup
/// ^resume:
///   %err = async.runtime.is_error %operand : !async.token
///   cond_br %err, ^set_error, ^continuation
/// ^continuation:
///   %v = async.runtime.load %operand : !async.value<T>   // for values
/// ```
pub(crate) fn lower_await_in_coroutine(ctx: &mut Context, op: Op, coro: &mut CoroMachinery) {
    let operand = ctx.operand(op, 0);
    let suspended = ctx.parent_block(op).expect("await is in a block");
    let loc = ctx.loc(op);
    let mut b = Builder::before(ctx, op);
    let state = a::coro_save(&mut b, coro.coro_handle);
    a::runtime_await_and_resume(&mut b, operand, coro.coro_handle);
    let resume = ctx.split_block(suspended, op);
    let mut b = Builder::at_end(ctx, suspended);
    b.loc = loc;
    coro_suspend(&mut b, state, coro, resume);
    let continuation = ctx.split_block(resume, op);
    let set_error = set_error_block(ctx, coro);
    let mut b = Builder::at_end(ctx, resume);
    b.loc = loc;
    let err = a::runtime_is_error(&mut b, operand);
    cf::cond_br(&mut b, err, &[], &[], set_error, continuation);
    finish_await(ctx, op, operand);
}

/// Outside coroutines an await blocks the thread, then checks for errors:
///
/// ```mlir
/// async.runtime.await %operand : !async.token
/// %err = async.runtime.is_error %operand : !async.token
/// %true = arith.constant true
/// %ok = arith.xori %err, %true : i1
/// assert %ok, "Awaited async operand is in error state"
/// ```
fn lower_blocking_await(ctx: &mut Context, op: Op) {
    let operand = ctx.operand(op, 0);
    let mut b = Builder::before(ctx, op);
    a::runtime_await(&mut b, operand);
    let err = a::runtime_is_error(&mut b, operand);
    let t = arith::constant_bool(&mut b, true);
    let ok = arith::xori(&mut b, err, t);
    let msg = b.ctx.string_attr("Awaited async operand is in error state");
    cf::assert(&mut b, ok, msg);
    finish_await(ctx, op, operand);
}

/// Replaces a value await's result with a `runtime.load` at the await, then erases it.
fn finish_await(ctx: &mut Context, op: Op, operand: Value) {
    if ctx.num_results(op) == 1 {
        let mut b = Builder::before(ctx, op);
        let loaded = a::runtime_load(&mut b, operand);
        ctx.replace_op(op, &[loaded]);
    } else {
        ctx.erase_op(op);
    }
}

/// `async.yield %v` stores each value, marks it available, then marks the token available.
pub(crate) fn lower_yield(ctx: &mut Context, op: Op, coro: &CoroMachinery) {
    let vals: SmallVec<[Value; 4]> = ctx.operands(op).collect();
    let mut b = Builder::before(ctx, op);
    for (&v, &storage) in vals.iter().zip(&coro.return_values) {
        a::runtime_store(&mut b, v, storage);
        a::runtime_set_available(&mut b, storage);
    }
    if let Some(t) = coro.async_token {
        a::runtime_set_available(&mut b, t);
    }
    ctx.erase_op(op);
}

/// In a coroutine a failed assert does not abort: it sets the error state.
///
/// ```mlir
///   cond_br %cond, ^continuation, ^set_error
/// ```
pub(crate) fn lower_assert_in_coroutine(ctx: &mut Context, op: Op, coro: &mut CoroMachinery) {
    let cond = ctx.operand(op, 0);
    let loc = ctx.loc(op);
    let blk = ctx.parent_block(op).expect("assert is in a block");
    let cont = ctx.split_block(blk, op);
    let set_error = set_error_block(ctx, coro);
    let mut b = Builder::at_end(ctx, blk);
    b.loc = loc;
    cf::cond_br(&mut b, cond, &[], &[], cont, set_error);
    ctx.erase_op(op);
}
