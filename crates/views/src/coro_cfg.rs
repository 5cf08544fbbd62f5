//! `-view-coro-cfg`: each function's control-flow graph, after lowering.
//!
//! A block is a node, labelled with its name as mlir-opt prints it (`^bb3`), its role in
//! the coroutine and the async ops it holds, each with its location:
//!
//! ```text
//!  ^bb0 · entry ──► ... async.coro.suspend ─suspend─► ^bb5 · suspend (async.coro.end)
//!                          │resume      └─destroy─► ^bb4 · cleanup-for-destroy
//!                          ▼
//!                  ^bb1 · resume point ──true──► ^bb3 · set_error
//! ```
//!
//! Roles: `entry`; `resume point` (a resume successor of `async.coro.suspend`); `set_error`
//! (sets the results' error); `cleanup` (frees the frame on the way out);
//! `cleanup-for-destroy` (the destroy successor: frees the frame of a destroyed
//! coroutine; LLVM 14's lowering shares one block for both); `suspend` (ends the
//! coroutine, `async.coro.end`, and returns to the caller). Blocks that hand the
//! coroutine to the runtime (`async.runtime.await_and_resume`) are drawn double. A
//! function without coroutine ops is a plain CFG.

use async_opt_ir::{Block, Context, Op};

use crate::graph::{ClusterKind, EdgeKind, Graph, NodeKind};
use crate::{location, ViewOptions};

/// The ops a block's label lists (the rest are counted).
const SHOWN: &[&str] = &[
    "async.coro.id",
    "async.coro.begin",
    "async.coro.save",
    "async.coro.suspend",
    "async.coro.free",
    "async.coro.end",
    "async.runtime.create",
    "async.runtime.create_group",
    "async.runtime.resume",
    "async.runtime.await",
    "async.runtime.await_and_resume",
    "async.runtime.set_available",
    "async.runtime.set_error",
    "async.runtime.is_error",
    "async.runtime.store",
    "async.runtime.load",
    "async.runtime.add_to_group",
    "async.runtime.add_ref",
    "async.runtime.drop_ref",
    "func.call",
    "func.return",
];

/// At most this many ops are listed in a block's label.
const MAX_LISTED: usize = 10;

/// The control-flow graph of every function of `module`; with `opts.function`, of that
/// function and the coroutines outlined from it (the `async_execute_fn*` it calls, and
/// theirs).
pub fn coro_cfg(ctx: &Context, module: Op, opts: &ViewOptions) -> Graph {
    let mut g = Graph::new("cfg");
    let funcs: Vec<Op> = ctx
        .entry_block(module, 0)
        .map(|b| ctx.block_ops(b).collect::<Vec<Op>>())
        .unwrap_or_default()
        .into_iter()
        .filter(|&f| ctx.symbol_name(f).is_some() && !ctx.regions(f).is_empty())
        .filter(|&f| ctx.first_block(ctx.region(f, 0)).is_some())
        .collect();
    let chosen = match &opts.function {
        Some(name) => outlined_closure(ctx, &funcs, name),
        None => funcs,
    };
    for f in chosen {
        function(ctx, &mut g, f);
    }
    g
}

/// The function `name` and the outlined functions it calls, transitively.
fn outlined_closure(ctx: &Context, funcs: &[Op], name: &str) -> Vec<Op> {
    let by_name = |n: &str| funcs.iter().copied().find(|&f| ctx.symbol_name(f) == Some(n));
    let mut chosen: Vec<Op> = by_name(name).into_iter().collect();
    let mut i = 0;
    while i < chosen.len() {
        let f = chosen[i];
        i += 1;
        let mut callees = Vec::new();
        ctx.walk_pre(f, |op| {
            if let Some(callee) = async_opt_dialects::func::callee(ctx, op) {
                if callee.starts_with("async_execute_fn") {
                    callees.push(callee.to_string());
                }
            }
            async_opt_ir::WalkControl::Advance
        });
        for c in callees {
            if let Some(op) = by_name(&c).filter(|op| !chosen.contains(op)) {
                chosen.push(op);
            }
        }
    }
    chosen
}

/// The roles of the blocks of a coroutine, found by the ops they hold and the edges of
/// its suspends.
#[derive(Default, Clone)]
struct Roles {
    entry: bool,
    resume: bool,
    set_error: bool,
    cleanup: bool,
    destroy: bool,
    suspend: bool,
}

impl Roles {
    fn names(&self) -> Vec<&'static str> {
        let mut v = Vec::new();
        let all = [
            (self.entry, "entry"),
            (self.resume, "resume point"),
            (self.set_error, "set_error"),
            (self.cleanup, "cleanup"),
            (self.destroy, "cleanup-for-destroy"),
            (self.suspend, "suspend"),
        ];
        for (on, name) in all {
            if on {
                v.push(name);
            }
        }
        v
    }
}

fn function(ctx: &Context, g: &mut Graph, f: Op) {
    let body = ctx.region(f, 0);
    let blocks: Vec<Block> = ctx.region_blocks(body).collect();
    let ops_of = |b: Block| ctx.block_ops(b).map(|o| ctx.op_name_str(o)).collect::<Vec<&str>>();
    let is_coroutine = blocks.iter().any(|&b| ops_of(b).contains(&"async.coro.begin"));
    let name = ctx.symbol_name(f).unwrap_or("");
    let kind = if is_coroutine { ClusterKind::Coroutine } else { ClusterKind::Function };
    let what = if is_coroutine { "coroutine" } else { "function" };
    let c = g.cluster(kind, format!("{what} @{name}  {}", location(ctx, ctx.loc(f))), None);

    let mut roles: Vec<Roles> = vec![Roles::default(); blocks.len()];
    let index = |b: Block| blocks.iter().position(|&x| x == b);
    if let Some(r) = roles.first_mut() {
        r.entry = true;
    }
    for (i, &b) in blocks.iter().enumerate() {
        let ops = ops_of(b);
        if is_coroutine {
            roles[i].set_error |= ops.contains(&"async.runtime.set_error");
            roles[i].suspend |= ops.contains(&"async.coro.end");
            roles[i].cleanup |= ops.contains(&"async.coro.free");
        }
        if let Some(t) = ctx.terminator(b).filter(|&t| ctx.op_name_str(t) == "async.coro.suspend") {
            if let Some(k) = (ctx.num_successors(t) == 3).then(|| index(ctx.successor(t, 1))).flatten() {
                roles[k].resume = true;
            }
            if let Some(k) = (ctx.num_successors(t) == 3).then(|| index(ctx.successor(t, 2))).flatten() {
                roles[k].destroy = true;
            }
        }
    }
    // A block that only frees a destroyed frame is not also the normal cleanup, unless
    // something else branches to it (LLVM 14's shared block).
    for (i, &b) in blocks.iter().enumerate() {
        if roles[i].destroy {
            let normal = ctx.predecessors(b).any(|p| ctx.op_name_str(p) != "async.coro.suspend");
            roles[i].cleanup &= normal;
        }
    }

    let first = g.nodes.len();
    for (i, &b) in blocks.iter().enumerate() {
        let mut title = format!("^bb{i}");
        let names = roles[i].names();
        if !names.is_empty() {
            title.push_str(" · ");
            title.push_str(&names.join(", "));
        }
        let mut label = vec![title];
        let mut listed = 0;
        let mut others = 0;
        let mut awaits = false;
        for op in ctx.block_ops(b) {
            let op_name = ctx.op_name_str(op);
            awaits |= op_name == "async.runtime.await_and_resume";
            if SHOWN.contains(&op_name) && listed < MAX_LISTED {
                let callee = async_opt_dialects::func::callee(ctx, op).map(|c| format!(" @{c}")).unwrap_or_default();
                label.push(format!("{op_name}{callee}  {}", location(ctx, ctx.loc(op))));
                listed += 1;
            } else if ctx.terminator(b) == Some(op) && listed < MAX_LISTED {
                label.push(format!("{op_name}  {}", location(ctx, ctx.loc(op))));
                listed += 1;
            } else {
                others += 1;
            }
        }
        if others > 0 {
            label.push(format!("+{others} other op{}", if others == 1 { "" } else { "s" }));
        }
        let kind = if awaits { NodeKind::AwaitBlock } else { NodeKind::Block };
        g.node(kind, label, Some(c));
    }
    for (i, &b) in blocks.iter().enumerate() {
        let Some(t) = ctx.terminator(b) else { continue };
        let term = ctx.op_name_str(t);
        for k in 0..ctx.num_successors(t) {
            let Some(to) = index(ctx.successor(t, k)) else { continue };
            let (kind, label) = match (term, k) {
                ("async.coro.suspend", 0) => (EdgeKind::Suspend, Some("suspend")),
                ("async.coro.suspend", 1) => (EdgeKind::Resume, Some("resume")),
                ("async.coro.suspend", _) => (EdgeKind::Destroy, Some("destroy")),
                ("cf.cond_br", 0) => (EdgeKind::Conditional, Some("true")),
                ("cf.cond_br", _) => (EdgeKind::Conditional, Some("false")),
                _ => (EdgeKind::Branch, None),
            };
            g.edge(kind, first + i, first + to, label);
        }
    }
}
