//! The module-wide decisions of the pass, in one place for both ways it runs: which
//! functions eliminate-blocking turns into coroutines (a function that awaits, and
//! transitively its callers) and the names of the outlined functions.
//!
//! Both follow from a [`ShardSummary`] of the module (or of each shard of a large module,
//! each parsed into its own `Context` and lowered on its own thread), taken before the
//! pass; [`plan`] merges the summaries into a [`ModulePlan`], and the pass lowers the
//! module ([`super::async_to_async_runtime`]) or each shard
//! ([`super::async_to_async_runtime_shard`]) by it. For shards, whatever the plan cannot
//! decide the way the whole-module pass would (a symbol it does not know, an error the
//! pass reports) makes the plan decline, and the caller runs the whole module instead.

use rustc_hash::{FxHashMap, FxHashSet};

use async_opt_dialects::names::Known;
use async_opt_dialects::{func, function};
use async_opt_ir::{Context, Op, WalkControl};

use super::{is_allowed_to_block, AsyncToAsyncRuntimeOptions, OUTLINED_PREFIX};

/// What the plan needs to know about one module or shard, in its order.
#[derive(Debug, Default)]
pub struct ShardSummary {
    /// Every top-level `func.func`.
    pub funcs: Vec<FuncFacts>,
    /// The names of the other top-level symbols (globals, `async.func`s, `llvm.func`s,
    /// unregistered ops).
    pub other_symbols: Vec<String>,
    /// Every symbol reference.
    pub uses: Vec<SymbolUse>,
    /// `async.execute` ops, nested ones included: each becomes an outlined function.
    pub executes: usize,
    /// The executes (of `executes`) in each op of the shard's *tail*: the functions an
    /// earlier pass appended to it (async-parallel-for's), which the module holds after
    /// every shard's own.
    pub tail_executes: Vec<usize>,
}

/// What the plan needs to know about a top-level function.
#[derive(Debug, PartialEq, Eq)]
pub struct FuncFacts {
    /// The function's symbol name, without `@`.
    pub name: String,
    /// Whether it is public (no `private` or `nested` visibility).
    pub public: bool,
    /// Whether it is a declaration (no body).
    pub declaration: bool,
    /// Whether it has `async.allowed_to_block`, which keeps eliminate-blocking from converting it.
    pub allowed_to_block: bool,
    /// Awaits outside `async.execute` bodies (those move to the outlined functions).
    pub awaits: bool,
}

/// One symbol reference.
#[derive(Debug)]
pub struct SymbolUse {
    /// The referenced (root) symbol.
    pub name: String,
    /// The top-level function holding the reference (index into `funcs`), or `None`
    /// inside an `async.execute`, whose body becomes an outlined coroutine, and outside
    /// every `func.func` (in an `llvm.func`, which eliminate-blocking never converts).
    pub owner: Option<usize>,
    /// A `func.call` of `name` (any other reference to a converted function is an error).
    pub is_call: bool,
    /// The referencing op (valid while the summarized IR lives); `None` in a summary
    /// read off the text.
    pub user: Option<Op>,
}

impl ShardSummary {
    /// Whether two summaries of one shard say the same, the ops they name aside: one read
    /// off the text ([`SymbolUse::user`] `None`) against one of the parsed IR.
    pub fn same_facts(&self, o: &ShardSummary) -> bool {
        let same_use = |a: &SymbolUse, b: &SymbolUse| a.name == b.name && a.owner == b.owner && a.is_call == b.is_call;
        self.funcs == o.funcs
            && self.other_symbols == o.other_symbols
            && self.executes == o.executes
            && self.tail_executes == o.tail_executes
            && self.uses.len() == o.uses.len()
            && self.uses.iter().zip(&o.uses).all(|(a, b)| same_use(a, b))
    }
}

/// Summarizes a shard's `module`; `None` if it holds nested symbols or top-level ops with
/// results (values of the module's body, which one printer numbers across the module):
/// those are left to the whole-module pass.
pub fn summarize(ctx: &Context, module: Op) -> Option<ShardSummary> {
    summarize_impl(ctx, module, true, usize::MAX)
}

/// [`summarize`] a shard whose top-level ops from the `tail`-th on are its tail
/// ([`ShardSummary::tail_executes`]).
pub fn summarize_with_tail(ctx: &Context, module: Op, tail: usize) -> Option<ShardSummary> {
    summarize_impl(ctx, module, true, tail)
}

/// Summarizes a whole module, whatever it holds.
pub(super) fn summarize_module(ctx: &Context, module: Op) -> ShardSummary {
    summarize_impl(ctx, module, false, usize::MAX).unwrap_or_default()
}

fn summarize_impl(ctx: &Context, module: Op, shard: bool, tail: usize) -> Option<ShardSummary> {
    let body = ctx.entry_block(module, 0)?;
    let mut s = ShardSummary::default();
    for (position, top) in ctx.block_ops(body).enumerate() {
        let executes_before = s.executes;
        let is_func = ctx.is_known(top, Known::FuncFunc);
        if !is_func {
            if shard && !ctx.results(top).is_empty() {
                return None;
            }
            s.other_symbols.extend(ctx.symbol_name(top).map(str::to_owned));
        }
        let index = s.funcs.len();
        let mut awaits = false;
        let mut nested_symbols = false;
        ctx.walk_pre(top, |o| {
            if ctx.is_known(o, Known::AsyncExecute) {
                s.executes += 1;
            }
            if o != top && ctx.symbol_name(o).is_some() {
                nested_symbols = true;
            }
            // Whether `o` moves into an outlined function, looked up at most once.
            let inside_execute = std::cell::OnceCell::new();
            let outlined = || *inside_execute.get_or_init(|| ctx.ancestor_known(o, Known::AsyncExecute).is_some());
            if (ctx.is_known(o, Known::AsyncAwait) || ctx.is_known(o, Known::AsyncAwaitAll)) && !outlined() {
                awaits = true;
            }
            for &(_, attr) in ctx.attrs(o) {
                ctx.for_each_symbol_ref(attr, &mut |name| {
                    let name = ctx.str(name);
                    let is_call = ctx.is_known(o, Known::FuncCall) && func::callee(ctx, o) == Some(name);
                    let owner = (is_func && !outlined()).then_some(index);
                    s.uses.push(SymbolUse { name: name.to_owned(), owner, is_call, user: Some(o) });
                });
            }
            WalkControl::Advance
        });
        if nested_symbols && shard {
            return None;
        }
        if position >= tail {
            s.tail_executes.push(s.executes - executes_before);
        }
        if is_func {
            s.funcs.push(FuncFacts {
                name: ctx.symbol_name(top)?.to_owned(),
                public: ctx.symbol_visibility(top) == "public",
                declaration: function::is_declaration(ctx, top),
                allowed_to_block: is_allowed_to_block(ctx, top),
                awaits,
            });
        }
    }
    Some(s)
}

/// The module-wide decisions, shared by every shard (names borrowed from the summaries).
#[derive(Debug, Default)]
pub struct ModulePlan<'a> {
    /// Where each function is defined: its shard and its index in that shard's summary.
    pub defined: FxHashMap<&'a str, (usize, usize)>,
    /// Where each other top-level symbol is defined: its shard and its index in that
    /// shard's `other_symbols` (filled for shards only).
    pub others: FxHashMap<&'a str, (usize, usize)>,
    /// Functions that eliminate-blocking turns into coroutines.
    pub converted: FxHashSet<&'a str>,
    /// Symbols referenced anywhere in the module.
    pub used: FxHashSet<&'a str>,
    /// The outlined functions' names: shard `i` names its executes from
    /// `outlined_from[i]` of these on.
    pub outlined: OutlinedNames,
    pub(super) outlined_from: Vec<OutlinedFrom>,
}

impl ModulePlan<'_> {
    /// How many functions the pass outlines in shard `i` (appending them in this order):
    /// from its own functions' executes, then from each op of its tail.
    pub fn outlined_counts(&self, i: usize) -> (usize, Vec<usize>) {
        self.outlined_from.get(i).map_or((0, Vec::new()), |f| (f.head_count, f.tails.iter().map(|t| t.1).collect()))
    }
}

/// Which of the outlined names one shard's executes get, in the order the pass outlines
/// them (post-order: its own functions', then its tail's, op by op).
#[derive(Debug, Default, Clone)]
pub(super) struct OutlinedFrom {
    /// The first name of its own functions' executes, and how many there are.
    pub(super) head: usize,
    pub(super) head_count: usize,
    /// The same for each op of its tail.
    pub(super) tails: Vec<(usize, usize)>,
}

impl OutlinedFrom {
    /// How many executes the shard has.
    pub(super) fn count(&self) -> usize {
        self.head_count + self.tails.iter().map(|t| t.1).sum::<usize>()
    }

    /// The index among the module's outlined names of the shard's `k`-th execute.
    pub(super) fn name_index(&self, k: usize) -> usize {
        if k < self.head_count {
            return self.head + k;
        }
        let mut k = k - self.head_count;
        for &(first, count) in &self.tails {
            if k < count {
                return first + k;
            }
            k -= count;
        }
        unreachable!("the shard has fewer executes than the plan")
    }
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
    /// The `n`-th outlined function's name.
    pub fn get(&self, n: usize) -> String {
        match &self.listed {
            Some(names) => names[n].clone(),
            None if n == 0 => OUTLINED_PREFIX.to_owned(),
            None => format!("{OUTLINED_PREFIX}_{}", n - 1),
        }
    }

    /// The names of `count` outlined functions in a module that defines `taken`, as a
    /// symbol table renames on clash ([`async_opt_ir::SymbolTable::unique_name`]).
    fn new<'n>(taken: impl Iterator<Item = &'n str> + Clone, count: usize) -> Self {
        if !taken.clone().any(|n| n.starts_with(OUTLINED_PREFIX)) {
            return OutlinedNames { listed: None };
        }
        let mut taken: FxHashSet<String> = taken.map(str::to_owned).collect();
        let mut counter = 0;
        let names = (0..count)
            .map(|_| {
                let name = async_opt_ir::unique_symbol_name(OUTLINED_PREFIX, &mut counter, |n| taken.contains(n));
                taken.insert(name.clone());
                name
            })
            .collect();
        OutlinedNames { listed: Some(names) }
    }
}

/// Why there is no plan.
#[derive(Debug)]
pub enum NoPlan {
    /// A shard's plan would not match the whole-module pass (a symbol defined twice or
    /// nowhere): the caller runs the whole module.
    Decline,
    /// A function eliminate-blocking converts is referenced other than by a call: use
    /// `.1` of summary `.0` (the pass reports it).
    NotACall(usize, usize),
}

/// Merges the summaries. For shards (`strict`), every referenced symbol must be defined
/// exactly once, as a function or another top-level symbol; a whole module leaves that to
/// the verifier. The module holds the shards' own functions in shard order, then the ops of
/// their tails in `tail_order` (`(shard, n)`: the `n`-th op of shard `shard`'s tail; each once).
pub fn plan<'a>(
    shards: &[&'a ShardSummary],
    tail_order: &[(usize, usize)],
    opts: &AsyncToAsyncRuntimeOptions,
    strict: bool,
) -> Result<ModulePlan<'a>, NoPlan> {
    let mut defined: FxHashMap<&str, (usize, usize)> = FxHashMap::default();
    for (i, s) in shards.iter().enumerate() {
        for (k, f) in s.funcs.iter().enumerate() {
            if defined.insert(&f.name, (i, k)).is_some() && strict {
                return Err(NoPlan::Decline);
            }
        }
    }
    let mut others: FxHashMap<&str, (usize, usize)> = FxHashMap::default();
    if strict {
        for (i, s) in shards.iter().enumerate() {
            for (k, name) in s.other_symbols.iter().enumerate() {
                if defined.contains_key(name.as_str()) || others.insert(name, (i, k)).is_some() {
                    return Err(NoPlan::Decline);
                }
            }
        }
    }
    // Uses of each symbol, with the facts of the function holding them.
    let mut users: FxHashMap<&str, Vec<(usize, usize, Option<&FuncFacts>)>> = FxHashMap::default();
    for (i, s) in shards.iter().enumerate() {
        for (k, u) in s.uses.iter().enumerate() {
            if strict && !defined.contains_key(u.name.as_str()) && !others.contains_key(u.name.as_str()) {
                return Err(NoPlan::Decline);
            }
            users.entry(&u.name).or_default().push((i, k, u.owner.map(|o| &s.funcs[o])));
        }
    }
    let mut plan = ModulePlan { used: users.keys().copied().collect(), ..Default::default() };

    if opts.eliminate_blocking_await_ops {
        let convertible = |f: &FuncFacts| !f.allowed_to_block && !f.declaration;
        let mut worklist: Vec<&FuncFacts> =
            shards.iter().flat_map(|s| &s.funcs).filter(|f| convertible(f) && f.awaits).collect();
        worklist.reverse();
        while let Some(f) = worklist.pop() {
            if !plan.converted.insert(&f.name) {
                continue;
            }
            for &(i, k, owner) in users.get(f.name.as_str()).into_iter().flatten() {
                if !shards[i].uses[k].is_call {
                    return Err(if strict { NoPlan::Decline } else { NoPlan::NotACall(i, k) });
                }
                // A call in an execute body is in an outlined coroutine already.
                if let Some(caller) = owner.filter(|c| convertible(c) && !plan.converted.contains(c.name.as_str())) {
                    worklist.push(caller);
                }
            }
        }
    }

    // The pass outlines the executes in module order: every shard's own, then the tails.
    plan.outlined_from = vec![OutlinedFrom::default(); shards.len()];
    let mut total = 0;
    for (from, s) in plan.outlined_from.iter_mut().zip(shards) {
        from.head = total;
        from.head_count = s.executes - s.tail_executes.iter().sum::<usize>();
        from.tails = vec![(usize::MAX, 0); s.tail_executes.len()];
        total += from.head_count;
    }
    for &(i, n) in tail_order {
        let count = *shards.get(i).and_then(|s| s.tail_executes.get(n)).ok_or(NoPlan::Decline)?;
        plan.outlined_from[i].tails[n] = (total, count);
        total += count;
    }
    let every_tail = plan.outlined_from.iter().all(|f| f.tails.iter().all(|t| t.0 != usize::MAX));
    if !every_tail || total != shards.iter().map(|s| s.executes).sum::<usize>() {
        return Err(NoPlan::Decline);
    }
    let other_names = shards.iter().flat_map(|s| s.other_symbols.iter().map(String::as_str));
    plan.outlined = OutlinedNames::new(defined.keys().copied().chain(other_names), total);
    plan.defined = defined;
    plan.others = others;
    Ok(plan)
}
