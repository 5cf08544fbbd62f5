//! `-view-async-graph`: each function's async structure, before lowering.
//!
//! ```text
//!  ┌ func @fib ────────────────────────────── (dashed: eliminate-blocking converts it)
//!  │ ┌ async.execute fib.mlir:26 ┐   ┌ async.execute fib.mlir:30 ┐
//!  │ │ [task] ─ call @fib ┐      │   │ [task] ─ call @fib         │
//!  │ └──────┼─────────────┘      │   └──────┼────────────────────┘
//!  │        └──► (async.await fib.mlir:34)  └──► (async.await fib.mlir:35)
//! ```
//!
//! Tasks (`async.execute`, and `async.call` of an `async.func`) are nodes; an execute's
//! body is a cluster inside its parent's, so nested tasks sit inside the task that
//! spawns them. Edges: the tokens a task depends on, the async values it is given, group
//! membership, what each await waits for (an await inside a task or an `async.func`
//! suspends; one in a plain function blocks, and is drawn so), and calls of functions
//! `eliminate-blocking-await-ops` would turn into coroutines (those functions are dashed).

use std::collections::HashMap;

use async_opt_dialects::names::Known;
use async_opt_dialects::{async_ as a, func, function};
use async_opt_ir::{Context, Op, Value, ValueDef, WalkControl};

use crate::graph::{ClusterKind, EdgeKind, Graph, NodeKind};
use crate::{location, type_text, ViewOptions};

/// The async graph of every function of `module` (or of `opts.function` alone).
pub fn async_graph(ctx: &Context, module: Op, opts: &ViewOptions) -> Graph {
    let converted = async_opt_transforms::async_to_async_runtime::eliminate_blocking_converts(ctx, module);
    let mut g = Graph::new("async");
    let funcs: Vec<Op> = top_level(ctx, module)
        .into_iter()
        .filter(|&f| ctx.is_known(f, Known::FuncFunc) || ctx.is_known(f, Known::AsyncFunc))
        .filter(|&f| !function::is_declaration(ctx, f))
        .filter(|&f| opts.function.as_deref().is_none_or(|name| ctx.symbol_name(f) == Some(name)))
        .collect();
    let mut b = Builder {
        ctx,
        g: &mut g,
        sources: HashMap::new(),
        entries: HashMap::new(),
        pending_calls: Vec::new(),
        function_cluster: 0,
    };
    for &f in &funcs {
        let name = ctx.symbol_name(f).unwrap_or("");
        let is_converted = converted.iter().any(|c| c == name);
        let kind = if ctx.is_known(f, Known::AsyncFunc) {
            ClusterKind::AsyncFunction
        } else if is_converted {
            ClusterKind::ConvertedFunction
        } else {
            ClusterKind::Function
        };
        let what = match kind {
            ClusterKind::AsyncFunction => "async.func",
            _ => "func",
        };
        let mut label = format!("{what} @{name}  {}", location(ctx, ctx.loc(f)));
        if is_converted {
            label.push_str("\nbecomes a coroutine with eliminate-blocking-await-ops");
        }
        let c = b.g.cluster(kind, label, None);
        let entry = b.g.node(NodeKind::Function, vec![format!("@{name}")], Some(c));
        b.entries.insert(name.to_string(), entry);
        b.function(f, c, kind, &converted);
    }
    // Calls point at their callees' entries once every function is drawn.
    for (from, callee) in std::mem::take(&mut b.pending_calls) {
        if let Some(&to) = b.entries.get(&callee) {
            b.g.edge(EdgeKind::Call, from, to, Some("call"));
        }
    }
    g
}

/// The ops directly in `module`'s body.
fn top_level(ctx: &Context, module: Op) -> Vec<Op> {
    ctx.entry_block(module, 0).map(|b| ctx.block_ops(b).collect()).unwrap_or_default()
}

struct Builder<'a> {
    ctx: &'a Context,
    g: &'a mut Graph,
    /// The node an async value comes from.
    sources: HashMap<Value, usize>,
    /// Each function's entry node, by name.
    entries: HashMap<String, usize>,
    /// Call nodes and the function they call.
    pending_calls: Vec<(usize, String)>,
    /// The cluster of the function being drawn.
    function_cluster: usize,
}

impl Builder<'_> {
    /// Draws the body of `f` into cluster `c`: a walk in op order, each op in the cluster
    /// of the innermost task around it.
    fn function(&mut self, f: Op, c: usize, kind: ClusterKind, converted: &[String]) {
        let ctx = self.ctx;
        self.function_cluster = c;
        let mut cluster_of: HashMap<Op, usize> = HashMap::new();
        cluster_of.insert(f, c);
        let mut task_of: HashMap<Op, usize> = HashMap::new();
        let suspends_in_function = kind == ClusterKind::AsyncFunction;
        ctx.walk_pre(f, |op| {
            if op == f {
                return WalkControl::Advance;
            }
            // The innermost execute (or the function) around `op`.
            let mut parent = ctx.parent_op(op);
            let mut inside_task = false;
            let cluster = loop {
                match parent {
                    Some(p) if cluster_of.contains_key(&p) => {
                        inside_task |= p != f;
                        break cluster_of[&p];
                    }
                    Some(p) => parent = ctx.parent_op(p),
                    None => break c,
                }
            };
            let at = location(ctx, ctx.loc(op));
            if ctx.is_known(op, Known::AsyncExecute) {
                let results: Vec<String> =
                    ctx.results(op).iter().skip(1).map(|&v| type_text(ctx, ctx.value_type(v))).collect();
                let t = self.g.cluster(ClusterKind::Task, format!("async.execute  {at}"), Some(cluster));
                cluster_of.insert(op, t);
                let mut label = vec!["task".to_string()];
                if !results.is_empty() {
                    label.push(format!("→ {}", results.join(", ")));
                }
                let node = self.g.node(NodeKind::Task, label, Some(t));
                task_of.insert(op, node);
                let deps = a::execute_num_dependencies(ctx, op);
                for (i, v) in ctx.operands(op).enumerate() {
                    let from = self.source(v);
                    if i < deps {
                        self.g.edge(EdgeKind::Dependency, from, node, Some("dependency"));
                    } else {
                        self.g.edge(EdgeKind::Operand, from, node, Some("operand"));
                    }
                }
                for &r in ctx.results(op) {
                    self.sources.insert(r, node);
                }
            } else if ctx.is_known(op, Known::AsyncCall) {
                let callee = func::callee(ctx, op).unwrap_or("").to_string();
                let node = self.g.node(NodeKind::AsyncCall, vec![format!("async.call @{callee}"), at], Some(cluster));
                self.async_operands(op, node);
                for &r in ctx.results(op) {
                    self.sources.insert(r, node);
                }
                self.pending_calls.push((node, callee));
            } else if ctx.is_known(op, Known::AsyncAwait) || ctx.is_known(op, Known::AsyncAwaitAll) {
                let suspends = inside_task || suspends_in_function;
                let kind = if suspends { NodeKind::Await } else { NodeKind::BlockingAwait };
                let what = if suspends { "suspends" } else { "blocks" };
                let name = ctx.op_name_str(op).to_string();
                let node = self.g.node(kind, vec![name, format!("{what}  {at}")], Some(cluster));
                let from = self.source(ctx.operand(op, 0));
                self.g.edge(EdgeKind::Await, from, node, None);
            } else if ctx.is_known(op, Known::AsyncCreateGroup) {
                let node = self.g.node(NodeKind::Group, vec!["async.create_group".into(), at], Some(cluster));
                self.sources.insert(ctx.result(op, 0), node);
            } else if ctx.is_known(op, Known::AsyncAddToGroup) {
                let from = self.source(ctx.operand(op, 0));
                let to = self.source(ctx.operand(op, 1));
                self.g.edge(EdgeKind::GroupMember, from, to, Some("add_to_group"));
            } else if ctx.is_known(op, Known::FuncCall) {
                let callee = func::callee(ctx, op).unwrap_or("").to_string();
                let becomes_async = converted.contains(&callee);
                let returns_async = ctx.results(op).iter().any(|&v| a::is_async_type(ctx, ctx.value_type(v)));
                if becomes_async || returns_async {
                    let (kind, mut label) = if becomes_async {
                        (
                            NodeKind::ConvertedCall,
                            vec![format!("call @{callee}"), "awaits it with eliminate-blocking".into()],
                        )
                    } else {
                        (NodeKind::Call, vec![format!("call @{callee}")])
                    };
                    label.push(at);
                    let node = self.g.node(kind, label, Some(cluster));
                    self.async_operands(op, node);
                    for &r in ctx.results(op) {
                        self.sources.insert(r, node);
                    }
                    self.pending_calls.push((node, callee));
                }
            } else if ctx.is_known(op, Known::FuncReturn) || ctx.is_known(op, Known::AsyncReturn) {
                let returned: Vec<Value> =
                    ctx.operands(op).filter(|&v| a::is_async_type(ctx, ctx.value_type(v))).collect();
                if !returned.is_empty() {
                    let node = self.g.node(NodeKind::Return, vec!["return".into(), at], Some(cluster));
                    for v in returned {
                        let from = self.source(v);
                        self.g.edge(EdgeKind::Operand, from, node, None);
                    }
                }
            } else if ctx.is_known(op, Known::AsyncYield) {
                // A task that yields async values hands them on: they flow out of its node.
                let enclosing = ctx.parent_op(op).and_then(|p| task_of.get(&p).copied());
                for v in ctx.operands(op).filter(|&v| a::is_async_type(ctx, ctx.value_type(v))) {
                    let from = self.source(v);
                    if let Some(to) = enclosing.filter(|&t| t != from) {
                        self.g.edge(EdgeKind::Operand, from, to, Some("yields"));
                    }
                }
            }
            WalkControl::Advance
        });
    }

    /// Edges from the sources of `op`'s async operands to `node`.
    fn async_operands(&mut self, op: Op, node: usize) {
        let ctx = self.ctx;
        for v in ctx.operands(op).filter(|&v| a::is_async_type(ctx, ctx.value_type(v))) {
            let from = self.source(v);
            self.g.edge(EdgeKind::Operand, from, node, Some("operand"));
        }
    }

    /// The node `v` comes from; an argument or an op not drawn gets a value node in the
    /// function's cluster when first used.
    fn source(&mut self, v: Value) -> usize {
        if let Some(&n) = self.sources.get(&v) {
            return n;
        }
        let ctx = self.ctx;
        let ty = type_text(ctx, ctx.value_type(v));
        let label = match ctx.value_def(v) {
            ValueDef::Argument { index, .. } => vec![format!("argument #{index}"), ty],
            ValueDef::Result { op, .. } => {
                vec![format!("from {}", ctx.op_name_str(op)), ty, location(ctx, ctx.loc(op))]
            }
        };
        let n = self.g.node(NodeKind::Value, label, Some(self.function_cluster));
        self.sources.insert(v, n);
        n
    }
}
