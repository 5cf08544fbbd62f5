//! The pass over a module split into shards: runs of top-level functions, each parsed
//! into its own `Context`, so that a large module is lowered on several threads and never
//! held whole after the pass.
//!
//! The only module-wide decisions of the pass are which functions eliminate-blocking turns
//! into coroutines (a function that awaits, and transitively its callers) and the unique
//! names of the outlined functions. Both follow from a small [`ShardSummary`] of every
//! shard, taken before the pass; [`plan`] merges them into a [`ModulePlan`], and
//! [`async_to_async_runtime_shard`] lowers one shard by it. The result is the text the
//! pass gives on the whole module. Whatever the plan cannot decide the way the whole-module
//! pass would (an error it would report, a symbol it does not know) makes [`plan`] return
//! `None`, and the caller runs the whole-module pass instead.

use rustc_hash::{FxHashMap, FxHashSet};

use async_opt_dialects::{async_ as a, func, function};
use async_opt_ir::{Context, Diagnostic, Op, SymbolTable, WalkControl};

use super::{
    collect_symbol_refs, is_allowed_to_block, lower_in_coroutines_and_ops, outline_execute, rewrite_callsite,
    rewrite_func_as_coroutine, set_coroutine_type, AsyncToAsyncRuntimeOptions, CoroMachinery, OUTLINED_PREFIX,
};

/// What the plan needs to know about one shard, in the shard's order.
#[derive(Debug, Default)]
pub struct ShardSummary {
    /// Every top-level op, each a `func.func`.
    pub funcs: Vec<FuncFacts>,
    /// Every symbol reference in the shard.
    pub uses: Vec<SymbolUse>,
    /// `async.execute` ops, nested ones included: each becomes an outlined function.
    pub executes: usize,
}

#[derive(Debug)]
pub struct FuncFacts {
    pub name: String,
    pub public: bool,
    pub declaration: bool,
    pub allowed_to_block: bool,
    /// Awaits outside `async.execute` bodies (those move to the outlined functions).
    pub awaits: bool,
}

#[derive(Debug)]
pub struct SymbolUse {
    /// The referenced (root) symbol.
    pub name: String,
    /// The top-level function holding the reference (index into `funcs`), or `None`
    /// inside an `async.execute`, whose body becomes an outlined coroutine.
    pub owner: Option<usize>,
    /// A `func.call` of `name` (any other reference to a converted function is an error).
    pub is_call: bool,
}

/// Summarizes a shard's `module`; `None` if it holds anything but `func.func` ops at the
/// top level (nested symbol tables and other symbols are left to the whole-module pass).
pub fn summarize(ctx: &Context, module: Op) -> Option<ShardSummary> {
    let body = ctx.entry_block(module, 0)?;
    let mut s = ShardSummary::default();
    for (index, f) in ctx.block_ops(body).enumerate() {
        if !ctx.is(f, func::FUNC) {
            return None;
        }
        let mut awaits = false;
        let mut nested_symbols = false;
        ctx.walk_pre(f, |o| {
            if ctx.is(o, a::EXECUTE) {
                s.executes += 1;
            }
            if o != f && ctx.symbol_name(o).is_some() {
                nested_symbols = true;
            }
            // Whether `o` moves into an outlined function, looked up at most once.
            let inside_execute = std::cell::OnceCell::new();
            let outlined = || *inside_execute.get_or_init(|| ctx.ancestor_named(o, a::EXECUTE).is_some());
            if (ctx.is(o, a::AWAIT) || ctx.is(o, a::AWAIT_ALL)) && !outlined() {
                awaits = true;
            }
            for &(_, attr) in ctx.attrs(o) {
                collect_symbol_refs(ctx, attr, &mut |name| {
                    let is_call = ctx.is(o, func::CALL) && func::callee(ctx, o) == Some(name);
                    let owner = (!outlined()).then_some(index);
                    s.uses.push(SymbolUse { name: name.to_owned(), owner, is_call });
                });
            }
            WalkControl::Advance
        });
        if nested_symbols {
            return None;
        }
        s.funcs.push(FuncFacts {
            name: ctx.symbol_name(f)?.to_owned(),
            public: ctx.symbol_visibility(f) == "public",
            declaration: function::is_declaration(ctx, f),
            allowed_to_block: is_allowed_to_block(ctx, f),
            awaits,
        });
    }
    Some(s)
}

/// The module-wide decisions, shared by every shard (names borrowed from the summaries).
#[derive(Debug, Default)]
pub struct ModulePlan<'a> {
    /// Where each function is defined: its shard and its index in that shard's summary.
    pub defined: FxHashMap<&'a str, (usize, usize)>,
    /// Functions that eliminate-blocking turns into coroutines.
    pub converted: FxHashSet<&'a str>,
    /// Symbols referenced anywhere in the module.
    pub used: FxHashSet<&'a str>,
    /// The outlined functions' names: shard `i` names its executes `first_outlined[i]`
    /// up to `first_outlined[i + 1]` of these.
    pub outlined: OutlinedNames,
    first_outlined: Vec<usize>,
}

/// The names one symbol table gives the outlined functions in module order:
/// `async_execute_fn`, then `async_execute_fn_0`, `_1`, ... skipping names in use.
#[derive(Debug, Default)]
pub struct OutlinedNames {
    /// Every name, when the module defines some `async_execute_fn*` itself; otherwise the
    /// n-th name is computed.
    listed: Option<Vec<String>>,
}

impl OutlinedNames {
    pub fn get(&self, n: usize) -> String {
        match &self.listed {
            Some(names) => names[n].clone(),
            None if n == 0 => OUTLINED_PREFIX.to_owned(),
            None => format!("{OUTLINED_PREFIX}_{}", n - 1),
        }
    }
}

/// Merges the shards' summaries. `None` when the whole-module pass would not succeed the
/// same way: a duplicate or unknown symbol (the verifier reports those), or a converted
/// function referenced other than by a call (the pass reports that).
pub fn plan<'a>(shards: &[&'a ShardSummary], opts: &AsyncToAsyncRuntimeOptions) -> Option<ModulePlan<'a>> {
    let mut defined: FxHashMap<&str, (usize, usize)> = FxHashMap::default();
    for (i, s) in shards.iter().enumerate() {
        for (k, f) in s.funcs.iter().enumerate() {
            if defined.insert(&f.name, (i, k)).is_some() {
                return None;
            }
        }
    }
    // Uses of each symbol, with the facts of the function holding them.
    let mut users: FxHashMap<&str, Vec<(&SymbolUse, Option<&FuncFacts>)>> = FxHashMap::default();
    for s in shards {
        for u in &s.uses {
            if !defined.contains_key(u.name.as_str()) {
                return None;
            }
            users.entry(&u.name).or_default().push((u, u.owner.map(|i| &s.funcs[i])));
        }
    }
    let mut plan = ModulePlan { used: users.keys().copied().collect(), ..Default::default() };

    if opts.eliminate_blocking_await_ops {
        let convertible = |f: &FuncFacts| !f.allowed_to_block && !f.declaration;
        let mut worklist: Vec<&FuncFacts> =
            shards.iter().flat_map(|s| &s.funcs).filter(|f| convertible(f) && f.awaits).collect();
        while let Some(f) = worklist.pop() {
            if !plan.converted.insert(&f.name) {
                continue;
            }
            for &(u, owner) in users.get(f.name.as_str()).into_iter().flatten() {
                if !u.is_call {
                    return None;
                }
                // A call in an execute body is in an outlined coroutine already.
                if let Some(caller) = owner.filter(|c| convertible(c) && !plan.converted.contains(c.name.as_str())) {
                    worklist.push(caller);
                }
            }
        }
    }

    let total: usize = shards.iter().map(|s| s.executes).sum();
    plan.first_outlined =
        std::iter::once(0).chain(shards.iter().scan(0, |n, s| Some(*n + s.executes).inspect(|&t| *n = t))).collect();
    if defined.keys().any(|n| n.starts_with(OUTLINED_PREFIX)) {
        // MLIR's renaming on clash, as one symbol table would do it in module order.
        let mut taken: FxHashSet<String> = defined.keys().map(|&n| n.to_owned()).collect();
        let mut suffix = 0u32;
        let mut names = Vec::with_capacity(total);
        for _ in 0..total {
            let mut name = OUTLINED_PREFIX.to_owned();
            while taken.contains(&name) {
                name = format!("{OUTLINED_PREFIX}_{suffix}");
                suffix += 1;
            }
            taken.insert(name.clone());
            names.push(name);
        }
        plan.outlined.listed = Some(names);
    }
    plan.defined = defined;
    Some(plan)
}

/// Runs the pass on one shard (`index` in the plan). The shard's module may hold
/// declarations of functions defined in other shards; a declaration of a converted
/// function gets the coroutine type, so calls of it are rewritten as calls of a coroutine.
pub fn async_to_async_runtime_shard(
    ctx: &mut Context,
    module: Op,
    opts: &AsyncToAsyncRuntimeOptions,
    plan: &ModulePlan<'_>,
    index: usize,
) -> Result<Vec<Diagnostic>, Diagnostic> {
    let mut warnings = Vec::new();
    let mut symbols = SymbolTable::new(ctx, module);
    let mut coros: FxHashMap<Op, CoroMachinery> = FxHashMap::default();
    let body = ctx.entry_block(module, 0).expect("module has a body");
    let originals: Vec<Op> = ctx.block_ops(body).collect();

    let executes: Vec<Op> = ctx.collect_post_order(module).into_iter().filter(|&o| ctx.is(o, a::EXECUTE)).collect();
    let (first, end) = (plan.first_outlined[index], plan.first_outlined[index + 1]);
    if end - first != executes.len() {
        return Err(Diagnostic::error(ctx.loc(module), "internal error: the shard plan does not match the shard"));
    }
    for (k, execute) in executes.into_iter().enumerate() {
        let (f, coro) = outline_execute(ctx, &mut symbols, execute, &plan.outlined.get(first + k), opts.abi);
        coros.insert(f, coro);
    }

    if opts.eliminate_blocking_await_ops {
        for &f in &originals {
            let name = ctx.symbol_name(f).unwrap_or("");
            if !plan.converted.contains(name) {
                continue;
            }
            if function::is_declaration(ctx, f) {
                set_coroutine_type(ctx, f);
                continue;
            }
            if ctx.symbol_visibility(f) == "public" && !plan.used.contains(name) {
                warnings.push(super::uncalled_public_warning(ctx, f));
            }
            let coro = rewrite_func_as_coroutine(ctx, f, opts.abi);
            coros.insert(f, coro);
        }
        let mut calls = Vec::new();
        ctx.walk_pre(module, |o| {
            if ctx.is(o, func::CALL) && func::callee(ctx, o).is_some_and(|c| plan.converted.contains(c)) {
                calls.push(o);
            }
            WalkControl::Advance
        });
        for call in calls {
            let callee = func::callee(ctx, call).and_then(|c| symbols.lookup_str(ctx, c));
            let Some(callee) = callee else {
                return Err(Diagnostic::error(ctx.loc(call), "internal error: the callee is not in the shard"));
            };
            rewrite_callsite(ctx, call, callee);
        }
    }

    lower_in_coroutines_and_ops(ctx, module, &mut coros, opts)?;
    Ok(warnings)
}
