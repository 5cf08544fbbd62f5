//! `async-func-to-async-runtime` (LLVM 17+): turns each `async.func` into a coroutine
//! `func.func` and each `async.call` into a `func.call`. `async.execute` ops are left for
//! `async-to-async-runtime`, as upstream does.
//!
//! ```mlir
//! async.func @f(%a: f32) -> !async.value<f32> {
//!   %x = async.await %v : !async.value<f32>
//!   return %x : f32
//! }
//! // becomes a coroutine returning its value storage:
//! func.func @f(%a: f32) -> !async.value<f32> attributes {passthrough = [...]} {
//!   %0 = async.runtime.create : !async.value<f32>
//!   ...                                   // await: save, await_and_resume, suspend, error check
//!   async.runtime.store %x, %0 : <f32>
//!   async.runtime.set_available %0 : !async.value<f32>
//!   cf.br ^cleanup
//!   ...
//! }
//! ```

use rustc_hash::FxHashMap;

use async_opt_dialects::func;
use async_opt_dialects::names::Known;
use async_opt_ir::{Builder, Context, Diagnostic, Op, WalkControl};

use crate::async_to_async_runtime::{
    lower_assert_in_coroutine, lower_await_in_coroutine, lower_yield, setup_coro_machinery, CoroMachinery, CoroutineAbi,
};
use crate::scf_to_cf;
use crate::statistics::{StatisticDecl, Statistics};

/// The pass's counters (`--mlir-pass-statistics`).
pub const STATISTICS: &[StatisticDecl] = &[
    ("num-async-funcs-to-coroutines", "Number of async.func ops turned into coroutine functions"),
    ("num-async-calls", "Number of async.call ops turned into func.call"),
    ("num-scf-ops-to-branches", "Number of scf ops holding async ops lowered to branches in coroutines"),
    ("num-awaits-suspending", "Number of awaits lowered to suspension points (async.runtime.await_and_resume)"),
];

/// Runs the pass on `module`.
pub fn async_func_to_async_runtime(
    ctx: &mut Context,
    module: Op,
    abi: CoroutineAbi,
) -> Result<Vec<Diagnostic>, Diagnostic> {
    async_func_to_async_runtime_with_statistics(ctx, module, abi, &mut Statistics::default())
}

/// [`async_func_to_async_runtime`], adding to the counters of [`STATISTICS`].
pub fn async_func_to_async_runtime_with_statistics(
    ctx: &mut Context,
    module: Op,
    abi: CoroutineAbi,
    stats: &mut Statistics,
) -> Result<Vec<Diagnostic>, Diagnostic> {
    let mut calls = Vec::new();
    let mut funcs = Vec::new();
    ctx.walk_pre(module, |o| {
        if ctx.is_known(o, Known::AsyncCall) {
            calls.push(o);
        } else if ctx.is_known(o, Known::AsyncFunc) {
            funcs.push(o);
        }
        WalkControl::Advance
    });
    stats.add("num-async-calls", calls.len() as u64);
    for call in calls {
        let callee = ctx.attr_known(call, Known::Callee).expect("a verified async.call has a callee");
        let args: Vec<_> = ctx.operands(call).collect();
        let tys = ctx.result_types(call);
        let mut b = Builder::before(ctx, call);
        let new = func::call_op(&mut b, &args, &tys, callee);
        ctx.replace_op_with_results_of(call, new);
    }
    let mut coros: FxHashMap<Op, CoroMachinery> = FxHashMap::default();
    for f in funcs {
        let nf = to_func(ctx, f);
        if !async_opt_dialects::function::is_declaration(ctx, nf) {
            coros.insert(nf, setup_coro_machinery(ctx, nf, abi));
            stats.add("num-async-funcs-to-coroutines", 1);
        }
    }
    let mut order: Vec<Op> = coros.keys().copied().collect();
    order.sort_unstable();
    for f in order {
        // Only what belongs to the function itself: execute bodies become their own coroutines later.
        let lowered = scf_to_cf::lower_scf_holding(ctx, f, |ctx, o| is_coroutine_op(ctx, o) && owned_by(ctx, o, f))?;
        stats.add("num-scf-ops-to-branches", lowered as u64);
        let mut todo = Vec::new();
        ctx.walk_pre(f, |o| {
            if ctx.is_known(o, Known::AsyncExecute) {
                return WalkControl::Skip;
            }
            if is_coroutine_op(ctx, o) || ctx.is_known(o, Known::CfAssert) {
                todo.push(o);
            }
            WalkControl::Advance
        });
        let coro = coros.get_mut(&f).expect("collected above");
        for op in todo {
            if ctx.is_known(op, Known::AsyncReturn) {
                lower_yield(ctx, op, coro);
            } else if ctx.is_known(op, Known::CfAssert) {
                lower_assert_in_coroutine(ctx, op, coro);
            } else {
                lower_await_in_coroutine(ctx, op, coro);
                stats.add("num-awaits-suspending", 1);
            }
        }
    }
    // A dialect conversion upstream too, which folds what it legalizes. Its target marks
    // only what this pass lowers illegal: the execute and group ops it found are not errors.
    let _ = crate::async_to_async_runtime::fold_as_conversion(ctx, module, abi);
    Ok(Vec::new())
}

/// Ops whose lowering needs the enclosing coroutine.
fn is_coroutine_op(ctx: &Context, o: Op) -> bool {
    [Known::AsyncAwait, Known::AsyncAwaitAll, Known::AsyncReturn].iter().any(|&k| ctx.is_known(o, k))
}

/// Whether `o` belongs to `f` itself rather than to an `async.execute` body inside it.
fn owned_by(ctx: &Context, o: Op, f: Op) -> bool {
    let mut cur = ctx.parent_op(o);
    while let Some(p) = cur {
        if p == f {
            return true;
        }
        if ctx.is_known(p, Known::AsyncExecute) {
            return false;
        }
        cur = ctx.parent_op(p);
    }
    false
}

/// Replaces `async.func` with a `func.func` of the same signature, attributes and body.
fn to_func(ctx: &mut Context, f: Op) -> Op {
    let name = ctx.known_ident(Known::FuncFunc);
    let attrs = ctx.attrs(f).to_vec();
    let nf = ctx.create_op_parts(name, ctx.loc(f), &[], &[], &[], 1, &attrs);
    let (from, to) = (ctx.region(f, 0), ctx.region(nf, 0));
    ctx.take_body(to, from);
    ctx.insert_op_before(f, nf);
    ctx.erase_op(f);
    nf
}
