//! MLIR's `inline` pass: `func.call`s of `func.func`s are replaced by the callee's body,
//! callee by callee in post-order of the call graph's SCCs, each SCC's functions simplified
//! (by default with `canonicalize`) before their calls are inlined, as upstream's
//! `InlinerPass` does; private functions left without uses are erased.
//!
//! ```mlir
//! func.func @main(%a: i32) -> i32 {                 func.func @main(%a: i32) -> i32 {
//!   %r = call @twice(%a) : (i32) -> i32               %0 = arith.addi %a, %a : i32
//!   return %r : i32                          ──►      return %0 : i32
//! }                                                 }
//! func.func private @twice(%x: i32) -> i32 {
//!   %0 = arith.addi %x, %x : i32
//!   return %0 : i32
//! }
//! ```
//!
//! A callee of several blocks is spliced in between the call's block and a new block that
//! takes the results as arguments, each `return` becoming a `cf.br` to it. A call is not
//! inlined into its own callee (recursion), into an op of a dialect without an inliner
//! interface (`async.execute`), or when the callee holds such an op; a multi-block callee
//! is not inlined into a single-block region (`scf.if`), as LLVM 22 decides.

use rustc_hash::{FxHashMap, FxHashSet};
use smallvec::SmallVec;

use async_opt_dialects::{cf, func};
use async_opt_ir::{
    Block, Builder, Context, Diagnostic, Ident, InsertPoint, IrMapping, Loc, LocKind, Op, Region, Traits, Value,
    WalkControl,
};

/// Simplifies one callable (the `default-pipeline` on a function).
pub type Optimizer<'a> = dyn FnMut(&mut Context, Op) -> Result<(), Diagnostic> + 'a;

/// The inliner's options.
pub struct InlineOptions {
    /// `max-iterations`: rounds of simplify-then-inline per SCC (default 4).
    pub max_iterations: u32,
    /// Whether `llvm.func` is a callable and the llvm dialect has an inliner interface, as
    /// in LLVM 22 (LLVM 14 has neither: an `llvm.func` is left as it is).
    pub llvm: bool,
}

impl Default for InlineOptions {
    fn default() -> Self {
        InlineOptions { max_iterations: 4, llvm: true }
    }
}

/// A node of the call graph: a callable's body (`None` for the external and unknown nodes).
struct Node {
    region: Option<Region>,
    /// Call edges and (for the external node) abstract edges, in insertion order, once each.
    edges: Vec<usize>,
}

const EXTERNAL: usize = 0;
const UNKNOWN: usize = 1;

/// MLIR's `CallGraph` over the callables of a module.
struct CallGraph {
    nodes: Vec<Node>,
    by_region: FxHashMap<Region, usize>,
    /// Callable ops by symbol name, in their symbol table.
    by_name: FxHashMap<Ident, Op>,
    /// [`InlineOptions::llvm`].
    llvm: bool,
}

/// Whether `op` is a callable with a body (`func.func`, `async.func`, and `llvm.func` when
/// `llvm`).
fn callable_region(ctx: &Context, op: Op, llvm: bool) -> Option<Region> {
    let name = ctx.op_name_str(op);
    let callable = match name {
        func::FUNC | async_opt_dialects::async_::FUNC => true,
        async_opt_dialects::llvm::FUNC => llvm,
        _ => false,
    };
    if !callable {
        return None;
    }
    let r = *ctx.regions(op).first()?;
    (!ctx.region_is_empty(r)).then_some(r)
}

/// Whether `op` is a call (`func.call`, `async.call`).
fn is_call(ctx: &Context, op: Op) -> bool {
    let name = ctx.op_name_str(op);
    name == func::CALL || name == async_opt_dialects::async_::CALL
}

/// The flat symbol a call names.
fn callee_ident(ctx: &Context, call: Op) -> Option<Ident> {
    let a = ctx.attr(call, "callee")?;
    match ctx.attr_kind(a) {
        async_opt_ir::AttrKind::SymbolRef { root, nested } if nested.is_empty() => Some(*root),
        _ => None,
    }
}

impl CallGraph {
    fn new(ctx: &Context, module: Op, llvm: bool) -> Self {
        let mut g = CallGraph {
            nodes: vec![Node { region: None, edges: Vec::new() }, Node { region: None, edges: Vec::new() }],
            by_region: FxHashMap::default(),
            by_name: FxHashMap::default(),
            llvm,
        };
        // The callables first (each an abstract edge of the external node), then the calls.
        let region = ctx.regions(module)[0];
        for b in ctx.region_blocks(region) {
            for op in ctx.block_ops(b) {
                if let Some(name) = ctx.symbol_name(op).and_then(|n| ctx.lookup_ident(n)) {
                    g.by_name.entry(name).or_insert(op);
                }
                if let Some(r) = callable_region(ctx, op, llvm) {
                    let n = g.nodes.len();
                    g.nodes.push(Node { region: Some(r), edges: Vec::new() });
                    g.by_region.insert(r, n);
                    g.nodes[EXTERNAL].edges.push(n);
                }
            }
        }
        for n in 2..g.nodes.len() {
            let r = g.nodes[n].region.expect("a callable node");
            let parent = ctx.region_parent(r).expect("attached");
            let mut targets = Vec::new();
            ctx.walk_pre(parent, |o| {
                if is_call(ctx, o) {
                    targets.push(g.resolve(ctx, o));
                }
                WalkControl::Advance
            });
            for t in targets {
                if !g.nodes[n].edges.contains(&t) {
                    g.nodes[n].edges.push(t);
                }
            }
        }
        g
    }

    /// The node a call reaches (the unknown node for declarations and unknown names).
    fn resolve(&self, ctx: &Context, call: Op) -> usize {
        callee_ident(ctx, call)
            .and_then(|n| self.by_name.get(&n))
            .and_then(|&f| callable_region(ctx, f, self.llvm))
            .and_then(|r| self.by_region.get(&r).copied())
            .unwrap_or(UNKNOWN)
    }

    /// The SCCs in post-order, as LLVM's `scc_iterator` gives them from the external node.
    fn sccs(&self) -> Vec<Vec<usize>> {
        let mut out = Vec::new();
        let mut number = vec![0u32; self.nodes.len()];
        let mut next_number = 0u32;
        let mut scc_stack: Vec<usize> = Vec::new();
        // (node, next child, lowest number seen)
        let mut visit: Vec<(usize, usize, u32)> = Vec::new();
        let mut enter = |n: usize, number: &mut Vec<u32>, visit: &mut Vec<(usize, usize, u32)>, s: &mut Vec<usize>| {
            next_number += 1;
            number[n] = next_number;
            s.push(n);
            visit.push((n, 0, next_number));
        };
        enter(EXTERNAL, &mut number, &mut visit, &mut scc_stack);
        while let Some(&mut (n, ref mut child, ref mut min)) = visit.last_mut() {
            if let Some(&c) = self.nodes[n].edges.get(*child) {
                *child += 1;
                if number[c] == 0 {
                    enter(c, &mut number, &mut visit, &mut scc_stack);
                } else if number[c] < *min {
                    *min = number[c];
                }
                continue;
            }
            let (n, _, min) = visit.pop().expect("non-empty");
            if let Some(parent) = visit.last_mut() {
                if parent.2 > min {
                    parent.2 = min;
                }
            }
            if min != number[n] {
                continue;
            }
            let mut scc = Vec::new();
            loop {
                let m = scc_stack.pop().expect("the SCC's nodes are on the stack");
                number[m] = u32::MAX;
                scc.push(m);
                if m == n {
                    break;
                }
            }
            out.push(scc);
        }
        out
    }
}

/// MLIR's `CGUseList`: how many references each discardable callable has.
struct UseList {
    /// Uses of discardable nodes (absent: never discarded).
    discardable: FxHashMap<usize, u32>,
    /// The references each node's callable holds, by target.
    inner: FxHashMap<usize, FxHashMap<usize, u32>>,
}

impl UseList {
    fn new(ctx: &Context, module: Op, g: &CallGraph) -> Self {
        let mut u = UseList { discardable: FxHashMap::default(), inner: FxHashMap::default() };
        let region = ctx.regions(module)[0];
        let mut always_live = FxHashSet::default();
        for b in ctx.region_blocks(region) {
            for op in ctx.block_ops(b) {
                if let Some(&n) = callable_region(ctx, op, g.llvm).and_then(|r| g.by_region.get(&r)) {
                    // Everything referring to a top-level module's symbols is in it.
                    if ctx.symbol_visibility(op) != "public" {
                        u.discardable.insert(n, 0);
                    }
                    continue;
                }
                for t in referenced_nodes(ctx, op, g) {
                    always_live.insert(t);
                }
            }
        }
        for t in always_live {
            u.discardable.remove(&t);
        }
        for n in 2..g.nodes.len() {
            u.recompute(ctx, g, n);
        }
        u
    }

    fn recompute(&mut self, ctx: &Context, g: &CallGraph, node: usize) {
        if let Some(old) = self.inner.remove(&node) {
            for (t, c) in old {
                if let Some(d) = self.discardable.get_mut(&t) {
                    *d -= c;
                }
            }
        }
        let Some(r) = g.nodes[node].region else { return };
        let Some(op) = ctx.region_parent(r) else { return };
        let mut inner: FxHashMap<usize, u32> = FxHashMap::default();
        for t in referenced_nodes(ctx, op, g) {
            if let Some(d) = self.discardable.get_mut(&t) {
                *d += 1;
                *inner.entry(t).or_default() += 1;
            }
        }
        self.inner.insert(node, inner);
    }

    fn is_dead(&self, n: usize) -> bool {
        self.discardable.get(&n) == Some(&0)
    }

    fn has_one_use_and_discardable(&self, n: usize) -> bool {
        self.discardable.get(&n) == Some(&1)
    }

    /// The references `call` held from `user` are gone.
    fn drop_call_uses(&mut self, ctx: &Context, g: &CallGraph, user: usize, call: Op) {
        let refs = referenced_nodes(ctx, call, g);
        let inner = self.inner.entry(user).or_default();
        for t in refs {
            if let Some(c) = inner.get_mut(&t) {
                *c = c.saturating_sub(1);
                if let Some(d) = self.discardable.get_mut(&t) {
                    *d = d.saturating_sub(1);
                }
            }
        }
    }

    /// `from`'s body now also sits in `into`: its references count twice.
    fn merge_uses_after_inlining(&mut self, from: usize, into: usize) {
        let refs: Vec<(usize, u32)> =
            self.inner.get(&from).map(|m| m.iter().map(|(&k, &v)| (k, v)).collect()).unwrap_or_default();
        let inner = self.inner.entry(into).or_default();
        for (t, c) in refs {
            *inner.entry(t).or_default() += c;
            if let Some(d) = self.discardable.get_mut(&t) {
                *d += c;
            }
        }
    }

    /// `node` is gone, and the references it held with it.
    fn erase_node(&mut self, node: usize) {
        if let Some(old) = self.inner.remove(&node) {
            for (t, c) in old {
                if let Some(d) = self.discardable.get_mut(&t) {
                    *d = d.saturating_sub(c);
                }
            }
        }
        self.discardable.remove(&node);
    }
}

/// The callable nodes `op` (and what it nests) refers to, once per reference.
fn referenced_nodes(ctx: &Context, op: Op, g: &CallGraph) -> Vec<usize> {
    let mut out = Vec::new();
    ctx.walk_pre(op, |o| {
        for &(_, attr) in ctx.attrs(o) {
            ctx.for_each_symbol_ref(attr, &mut |name| {
                if let Some(&f) = g.by_name.get(&name) {
                    if let Some(&n) = callable_region(ctx, f, g.llvm).and_then(|r| g.by_region.get(&r)) {
                        out.push(n);
                    }
                }
            });
        }
        WalkControl::Advance
    });
    out
}

/// A call found in a node, with the callees whose inlining produced it.
struct ResolvedCall {
    call: Op,
    source: usize,
    target: usize,
    history: SmallVec<[usize; 2]>,
}

/// Runs the inliner on `module`, simplifying each callable with `optimize`.
pub fn inline(
    ctx: &mut Context,
    module: Op,
    opts: &InlineOptions,
    optimize: &mut Optimizer<'_>,
) -> Result<Vec<Diagnostic>, Diagnostic> {
    if !ctx.has_traits(module, Traits::SYMBOL_TABLE) || ctx.regions(module).is_empty() {
        let name = ctx.op_name_str(module).to_string();
        return Err(Diagnostic::error(
            ctx.loc(module),
            format!("'{name}' op was scheduled to run under the inliner, but does not define a symbol table"),
        ));
    }
    let mut g = CallGraph::new(ctx, module, opts.llvm);
    let mut uses = UseList::new(ctx, module, &g);
    // The callables found dead, in the order found (erased in it), and as a set: a
    // lowered module has tens of thousands.
    let mut dead: (Vec<usize>, FxHashSet<usize>) = Default::default();
    for mut scc in g.sccs() {
        let mut iteration = 0;
        loop {
            // Simplify the SCC's callables (all isolated from above, none with children).
            for &n in &scc {
                if let Some(r) = g.nodes[n].region {
                    let f = ctx.region_parent(r).expect("attached");
                    optimize(ctx, f)?;
                    uses.recompute(ctx, &g, n);
                }
            }
            let inlined = inline_calls_in_scc(ctx, &mut g, &mut uses, &mut scc, &mut dead);
            iteration += 1;
            if !inlined || iteration >= opts.max_iterations {
                break;
            }
        }
    }
    for n in dead.0 {
        if let Some(r) = g.nodes[n].region.take() {
            if let Some(f) = ctx.region_parent(r) {
                if !ctx.is_erased(f) {
                    ctx.erase_op(f);
                }
            }
        }
    }
    Ok(Vec::new())
}

/// Inlines the calls of the SCC's callables that may be; whether any was.
fn inline_calls_in_scc(
    ctx: &mut Context,
    g: &mut CallGraph,
    uses: &mut UseList,
    scc: &mut Vec<usize>,
    dead: &mut (Vec<usize>, FxHashSet<usize>),
) -> bool {
    let mut calls: Vec<ResolvedCall> = Vec::new();
    let mut dead_here: Vec<usize> = Vec::new();
    for &n in scc.iter() {
        let Some(r) = g.nodes[n].region else { continue };
        if uses.is_dead(n) {
            dead_here.push(n);
        } else {
            collect_calls(ctx, g, &[], ctx.region_blocks(r).collect(), n, &[], &mut calls);
        }
    }
    let mut inlined_any = false;
    let mut i = 0;
    while i < calls.len() {
        let ResolvedCall { call, source, target, ref history } = calls[i];
        let history = history.clone();
        i += 1;
        if dead_here.contains(&source) || ctx.is_erased(call) || history.contains(&target) {
            continue;
        }
        let Some(target_region) = g.nodes[target].region else { continue };
        if !should_inline(ctx, call, target_region) {
            continue;
        }
        let in_place = uses.has_one_use_and_discardable(target);
        let Some(new_blocks) = inline_call(ctx, call, target_region, !in_place, g.llvm) else { continue };
        inlined_any = true;
        let mut h = history;
        h.push(target);
        collect_calls(ctx, g, &[], new_blocks.blocks, source, &h, &mut calls);
        if let Some(entry_moved) = new_blocks.entry_ops {
            collect_calls(ctx, g, &entry_moved, Vec::new(), source, &h, &mut calls);
        }
        uses.drop_call_uses(ctx, g, source, call);
        uses.merge_uses_after_inlining(target, source);
        ctx.erase_op(call);
        if in_place {
            uses.erase_node(target);
            dead_here.push(target);
        }
    }
    for n in dead_here {
        scc.retain(|&m| m != n);
        if dead.1.insert(n) {
            dead.0.push(n);
        }
    }
    inlined_any
}

/// MLIR's `collectCallOps`: the calls in `ops` and in `blocks` (and the regions they
/// nest, but not other callables): `ops` in order (some ops of a block: an inlined entry
/// block spliced into the call's block), then the blocks last first, ops in order, nested
/// regions after their block.
fn collect_calls(
    ctx: &Context,
    g: &CallGraph,
    ops: &[Op],
    mut blocks: Vec<Block>,
    source: usize,
    history: &[usize],
    calls: &mut Vec<ResolvedCall>,
) {
    for &op in ops {
        visit_for_calls(ctx, g, op, source, history, calls, &mut blocks);
    }
    while let Some(b) = blocks.pop() {
        for op in ctx.block_ops(b) {
            visit_for_calls(ctx, g, op, source, history, calls, &mut blocks);
        }
    }
}

fn visit_for_calls(
    ctx: &Context,
    g: &CallGraph,
    op: Op,
    source: usize,
    history: &[usize],
    calls: &mut Vec<ResolvedCall>,
    worklist: &mut Vec<Block>,
) {
    if is_call(ctx, op) {
        if callee_ident(ctx, op).is_some() {
            let target = g.resolve(ctx, op);
            if target != UNKNOWN {
                calls.push(ResolvedCall { call: op, source, target, history: history.into() });
            }
        }
        return;
    }
    for &r in ctx.regions(op) {
        if !g.by_region.contains_key(&r) {
            worklist.extend(ctx.region_blocks(r));
        }
    }
}

/// Upstream's `shouldInline`: not a terminator, not into its own callee, and a callee of
/// several blocks only where the caller's region may hold several.
fn should_inline(ctx: &Context, call: Op, target: Region) -> bool {
    if ctx.has_traits(call, Traits::TERMINATOR) {
        return false;
    }
    let callee = ctx.region_parent(target).expect("attached");
    if ctx.is_ancestor(callee, call) {
        return false;
    }
    let multi = ctx.first_block(target).and_then(|b| ctx.next_block(b)).is_some();
    if multi {
        let parent = ctx.parent_op(call).expect("attached");
        if ctx.op_name(parent) != ctx.op_name(callee) && ctx.has_traits(parent, Traits::SINGLE_BLOCK) {
            return false;
        }
    }
    true
}

/// Whether ops of this dialect may be inlined (the dialects with an inliner interface; the
/// llvm dialect's when `llvm`).
fn dialect_inlinable(name: &str, llvm: bool) -> bool {
    match name.split_once('.').map(|(d, _)| d) {
        Some("func" | "arith" | "cf" | "scf" | "memref" | "math" | "vector" | "linalg") => true,
        Some("llvm") => llvm,
        _ => false,
    }
}

/// Whether everything in `region` may be inlined.
fn region_inlinable(ctx: &Context, region: Region, llvm: bool) -> bool {
    let legal = |o: Op| ctx.op_info(o).is_some() && dialect_inlinable(ctx.op_name_str(o), llvm);
    ctx.region_blocks(region).all(|b| ctx.block_ops(b).all(|op| legal(op) && !ctx.any_nested(op, |o| !legal(o))))
}

/// What inlining produced: the blocks placed after the call's block, and the ops of the
/// callee's entry block now after the call.
struct Inlined {
    blocks: Vec<Block>,
    entry_ops: Option<Vec<Op>>,
}

/// MLIR's `inlineCall`: the body of `target` (cloned, or moved when `clone` is false)
/// replaces `call`, which is left in place for the caller to erase. `None` when it may not
/// be inlined.
fn inline_call(ctx: &mut Context, call: Op, target: Region, clone: bool, llvm: bool) -> Option<Inlined> {
    if ctx.op_name_str(call) != func::CALL {
        return None;
    }
    let entry = ctx.first_block(target)?;
    let operands: SmallVec<[Value; 8]> = ctx.operands(call).collect();
    if operands.len() != ctx.block_args(entry).len() {
        return None;
    }
    if operands.iter().zip(ctx.block_args(entry)).any(|(&o, &a)| ctx.value_type(o) != ctx.value_type(a)) {
        return None;
    }
    let insert_region = ctx.parent_region(call)?;
    let insert_parent = ctx.region_parent(insert_region)?;
    if !dialect_inlinable(ctx.op_name_str(insert_parent), llvm) || ctx.op_info(insert_parent).is_none() {
        return None;
    }
    if !region_inlinable(ctx, target, llvm) {
        return None;
    }
    let call_block = ctx.parent_block(call)?;
    let after = ctx.next_op(call)?;
    // The body, in a region of its own for now.
    let body = ctx.create_region();
    if clone {
        let mut map = IrMapping::new();
        ctx.clone_region_into(target, body, &mut map);
    } else {
        ctx.inline_region_before(target, body, None);
    }
    let new_blocks: Vec<Block> = ctx.region_blocks(body).collect();
    let new_entry = new_blocks[0];
    let args: SmallVec<[Value; 8]> = ctx.block_args(new_entry).into();
    for (&a, &o) in args.iter().zip(&operands) {
        ctx.replace_all_uses_with(a, o);
    }
    let caller_loc = ctx.loc(call);
    if !matches!(ctx.loc_kind(caller_loc), LocKind::Unknown) {
        remap_locations(ctx, &new_blocks, caller_loc);
    }
    let results: SmallVec<[Value; 4]> = ctx.results(call).into();
    let mut rest_blocks = Vec::new();
    if new_blocks.len() == 1 {
        let ret = ctx.last_op(new_entry)?;
        let values: SmallVec<[Value; 4]> = ctx.operands(ret).collect();
        for (&r, &v) in results.iter().zip(&values) {
            ctx.replace_all_uses_with(r, v);
        }
        ctx.erase_op(ret);
    } else {
        let post = ctx.split_block(call_block, after);
        for &r in &results {
            let (ty, loc) = (ctx.value_type(r), ctx.loc(call));
            let a = ctx.add_block_arg(post, ty, Some(loc));
            ctx.replace_all_uses_with(r, a);
        }
        for &b in &new_blocks {
            let Some(ret) = ctx.last_op(b) else { continue };
            if ctx.op_name_str(ret) != func::RETURN {
                continue;
            }
            let values: SmallVec<[Value; 4]> = ctx.operands(ret).collect();
            let loc = ctx.loc(ret);
            let mut bld = Builder::new(ctx);
            bld.set_insertion_point(InsertPoint::Before(ret));
            bld.loc = loc;
            cf::br(&mut bld, &values, post);
            ctx.erase_op(ret);
        }
        for &b in &new_blocks[1..] {
            ctx.detach_block(b);
            ctx.insert_block_before(post, b);
            rest_blocks.push(b);
        }
    }
    // The entry block's ops go right after the call.
    let ops: Vec<Op> = ctx.block_ops(new_entry).collect();
    let anchor = ctx.next_op(call);
    for &o in &ops {
        match anchor {
            Some(a) if new_blocks.len() == 1 => ctx.move_op_before(o, a),
            _ => ctx.move_op_to_end(o, call_block),
        }
    }
    ctx.detach_block(new_entry);
    Some(Inlined { blocks: rest_blocks, entry_ops: Some(ops) })
}

/// Every inlined op's location becomes `callsite(its location at the call's)`.
fn remap_locations(ctx: &mut Context, blocks: &[Block], caller: Loc) {
    let mut mapped: FxHashMap<Loc, Loc> = FxHashMap::default();
    let mut ops = Vec::new();
    for &b in blocks {
        for op in ctx.block_ops(b) {
            ops.extend(ctx.collect_post_order(op));
        }
    }
    for op in ops {
        let l = ctx.loc(op);
        let new = match mapped.get(&l) {
            Some(&n) => n,
            None => {
                let n = ctx.new_loc(LocKind::CallSite { callee: l, caller });
                mapped.insert(l, n);
                n
            }
        };
        ctx.set_loc(op, new);
    }
}
