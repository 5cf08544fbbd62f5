//! A graph as the views draw it: clusters (functions, tasks) nested in one another,
//! nodes in clusters, edges of a few kinds, each kind with its own look. It is written out
//! as Graphviz DOT, where each node, cluster and edge carries its kind as a `class`
//! attribute, which Graphviz keeps in the SVG (`<g class="node await">`).

use std::fmt::Write as _;

/// What a cluster stands for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ClusterKind {
    /// A function.
    Function,
    /// A function `eliminate-blocking-await-ops` would turn into a coroutine.
    ConvertedFunction,
    /// An `async.func`: a coroutine by construction.
    AsyncFunction,
    /// An `async.execute` body.
    Task,
    /// A lowered coroutine function (it has `async.coro.begin`).
    Coroutine,
}

/// What a node stands for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum NodeKind {
    /// A function's entry: what calls point at.
    Function,
    /// An `async.execute`: the task, where its dependencies and operands arrive.
    Task,
    /// An `async.call` of an `async.func`: a task too.
    AsyncCall,
    /// An await inside a task or an `async.func`: a suspension point once lowered.
    Await,
    /// An await in a plain function: it blocks the thread.
    BlockingAwait,
    /// `async.create_group`.
    Group,
    /// An async value from outside what is drawn: an argument, or an op that is not.
    Value,
    /// A `func.call` returning async values.
    Call,
    /// A `func.call` of a function eliminate-blocking would turn into a coroutine.
    ConvertedCall,
    /// The function's return of async values.
    Return,
    /// A block of a control-flow graph.
    Block,
    /// A block holding an `async.runtime.await_and_resume` (a coroutine's await).
    AwaitBlock,
}

/// What an edge stands for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum EdgeKind {
    /// A token an `async.execute` depends on (`[%t]`).
    Dependency,
    /// An async value passed to a task (`(%v as %x: ...)`), or a returned one.
    Operand,
    /// `async.add_to_group`: a token joining a group.
    GroupMember,
    /// What an await waits for.
    Await,
    /// A call of a function drawn in the graph.
    Call,
    /// A branch of a control-flow graph.
    Branch,
    /// The `true` or `false` edge of a conditional branch (the label tells which).
    Conditional,
    /// `async.coro.suspend`'s suspend edge: to the block that returns to the caller.
    Suspend,
    /// `async.coro.suspend`'s resume edge: where the coroutine continues when resumed.
    Resume,
    /// `async.coro.suspend`'s destroy edge: to the cleanup that frees the frame.
    Destroy,
}

impl ClusterKind {
    /// The `class` attribute.
    pub fn class(self) -> &'static str {
        match self {
            ClusterKind::Function => "function",
            ClusterKind::ConvertedFunction => "function converted",
            ClusterKind::AsyncFunction => "function async-func",
            ClusterKind::Task => "task",
            ClusterKind::Coroutine => "function coroutine",
        }
    }

    fn style(self) -> &'static str {
        match self {
            ClusterKind::Function => r##"style="rounded" color="#7f8c8d""##,
            ClusterKind::ConvertedFunction => r##"style="rounded,dashed" color="#c0392b" penwidth=1.5"##,
            ClusterKind::AsyncFunction => r##"style="rounded,bold" color="#1e8449""##,
            ClusterKind::Task => r##"style="rounded,filled" color="#2e5c9a" fillcolor="#eaf2fb""##,
            ClusterKind::Coroutine => r##"style="rounded,bold" color="#2e5c9a""##,
        }
    }
}

impl NodeKind {
    /// The `class` attribute.
    pub fn class(self) -> &'static str {
        match self {
            NodeKind::Function => "function-entry",
            NodeKind::Task => "task",
            NodeKind::AsyncCall => "task async-call",
            NodeKind::Await => "await",
            NodeKind::BlockingAwait => "blocking-await",
            NodeKind::Group => "group",
            NodeKind::Value => "value",
            NodeKind::Call => "call",
            NodeKind::ConvertedCall => "call converted",
            NodeKind::Return => "return",
            NodeKind::Block => "block",
            NodeKind::AwaitBlock => "block await-and-resume",
        }
    }

    fn style(self) -> &'static str {
        match self {
            NodeKind::Function => r##"shape=cds style="filled" fillcolor="#f2f3f4""##,
            NodeKind::Task => r##"shape=box style="rounded,filled" fillcolor="#cfe2ff""##,
            NodeKind::AsyncCall => r##"shape=box style="rounded,filled" fillcolor="#d5f5e3""##,
            NodeKind::Await => r##"shape=ellipse style="filled" fillcolor="#fff3cd""##,
            NodeKind::BlockingAwait => r##"shape=octagon style="filled" fillcolor="#f8d7da" color="#c0392b""##,
            NodeKind::Group => r##"shape=folder style="filled" fillcolor="#e8daef""##,
            NodeKind::Value => r##"shape=invhouse style="filled" fillcolor="#f2f3f4""##,
            NodeKind::Call => r##"shape=box style="filled" fillcolor="#f2f3f4""##,
            NodeKind::ConvertedCall => r##"shape=box style="dashed,filled" fillcolor="#fdebd0" color="#c0392b""##,
            NodeKind::Return => r##"shape=house style="filled" fillcolor="#f2f3f4""##,
            NodeKind::Block => r##"shape=box style="filled" fillcolor="#ffffff""##,
            NodeKind::AwaitBlock => r##"shape=box style="filled" fillcolor="#fff3cd" peripheries=2"##,
        }
    }
}

impl EdgeKind {
    /// The `class` attribute.
    pub fn class(self) -> &'static str {
        match self {
            EdgeKind::Dependency => "dependency",
            EdgeKind::Operand => "operand",
            EdgeKind::GroupMember => "group-member",
            EdgeKind::Await => "await",
            EdgeKind::Call => "call",
            EdgeKind::Branch => "branch",
            EdgeKind::Conditional => "conditional",
            EdgeKind::Suspend => "suspend",
            EdgeKind::Resume => "resume",
            EdgeKind::Destroy => "destroy",
        }
    }

    fn style(self) -> &'static str {
        match self {
            EdgeKind::Dependency => r##"color="#2e5c9a" penwidth=1.5"##,
            EdgeKind::Operand => r##"color="#1e8449""##,
            EdgeKind::GroupMember => r##"color="#7d3c98" style=dashed"##,
            EdgeKind::Await => r##"color="#b9770e""##,
            EdgeKind::Call => r##"color="#7f8c8d" style=dotted"##,
            EdgeKind::Branch => r##"color="#444444""##,
            EdgeKind::Conditional => r##"color="#444444""##,
            EdgeKind::Suspend => r##"color="#7f8c8d" style=dashed"##,
            EdgeKind::Resume => r##"color="#1e8449" penwidth=2"##,
            EdgeKind::Destroy => r##"color="#c0392b" style=dotted"##,
        }
    }
}

/// A cluster: `parent` is the cluster it sits in.
#[derive(Clone, Debug)]
pub struct Cluster {
    /// What it stands for.
    pub kind: ClusterKind,
    /// Its title.
    pub label: String,
    /// The cluster it sits in.
    pub parent: Option<usize>,
}

/// A node, in `cluster` or at the top.
#[derive(Clone, Debug)]
pub struct Node {
    /// What it stands for.
    pub kind: NodeKind,
    /// Lines, shown one under the other.
    pub label: Vec<String>,
    /// The cluster it sits in.
    pub cluster: Option<usize>,
}

/// An edge from node `from` to node `to`.
#[derive(Clone, Debug)]
pub struct Edge {
    /// What it stands for.
    pub kind: EdgeKind,
    /// The node it starts at.
    pub from: usize,
    /// The node it ends at.
    pub to: usize,
    /// Text beside it.
    pub label: Option<String>,
}

/// A graph: clusters, nodes and edges refer to one another by position.
#[derive(Clone, Debug, Default)]
pub struct Graph {
    /// The DOT graph's name.
    pub name: String,
    /// The clusters; a parent comes before its children.
    pub clusters: Vec<Cluster>,
    /// The nodes.
    pub nodes: Vec<Node>,
    /// The edges, in the order they are drawn.
    pub edges: Vec<Edge>,
}

impl Graph {
    /// An empty graph.
    pub fn new(name: &str) -> Self {
        Graph { name: name.to_string(), ..Graph::default() }
    }

    /// Adds a cluster and returns its index.
    pub fn cluster(&mut self, kind: ClusterKind, label: String, parent: Option<usize>) -> usize {
        self.clusters.push(Cluster { kind, label, parent });
        self.clusters.len() - 1
    }

    /// Adds a node and returns its index.
    pub fn node(&mut self, kind: NodeKind, label: Vec<String>, cluster: Option<usize>) -> usize {
        self.nodes.push(Node { kind, label, cluster });
        self.nodes.len() - 1
    }

    /// Adds an edge.
    pub fn edge(&mut self, kind: EdgeKind, from: usize, to: usize, label: Option<&str>) {
        self.edges.push(Edge { kind, from, to, label: label.map(String::from) });
    }

    /// How many nodes are of `kind`.
    pub fn count_nodes(&self, kind: NodeKind) -> usize {
        self.nodes.iter().filter(|n| n.kind == kind).count()
    }

    /// How many clusters are of `kind`.
    pub fn count_clusters(&self, kind: ClusterKind) -> usize {
        self.clusters.iter().filter(|c| c.kind == kind).count()
    }

    /// How many edges are of `kind`.
    pub fn count_edges(&self, kind: EdgeKind) -> usize {
        self.edges.iter().filter(|e| e.kind == kind).count()
    }

    /// The graph as Graphviz DOT: clusters nested as they are, each node inside its
    /// cluster, then the edges.
    pub fn to_dot(&self) -> String {
        let mut s = String::new();
        let _ = writeln!(s, "digraph {} {{", quote(&self.name));
        s.push_str("  compound=true;\n  rankdir=TB;\n  newrank=true;\n");
        s.push_str("  fontname=\"Helvetica\";\n  fontsize=11;\n");
        s.push_str("  node [fontname=\"Helvetica\" fontsize=10];\n");
        s.push_str("  edge [fontname=\"Helvetica\" fontsize=9];\n");
        let mut children: Vec<Vec<usize>> = vec![Vec::new(); self.clusters.len()];
        let mut top = Vec::new();
        for (i, c) in self.clusters.iter().enumerate() {
            match c.parent {
                Some(p) => children[p].push(i),
                None => top.push(i),
            }
        }
        let mut members: Vec<Vec<usize>> = vec![Vec::new(); self.clusters.len()];
        for (i, n) in self.nodes.iter().enumerate() {
            match n.cluster {
                Some(c) => members[c].push(i),
                None => self.write_node(&mut s, i, 1),
            }
        }
        // Clusters nest as deep as tasks do: an explicit stack, no recursion.
        let mut stack: Vec<(usize, usize, bool)> = top.iter().rev().map(|&c| (c, 1, false)).collect();
        while let Some((c, depth, closing)) = stack.pop() {
            let pad = "  ".repeat(depth);
            if closing {
                let _ = writeln!(s, "{pad}}}");
                continue;
            }
            let cl = &self.clusters[c];
            let _ = writeln!(s, "{pad}subgraph cluster_{c} {{");
            let _ = writeln!(
                s,
                "{pad}  label={}; class={}; {}; fontsize=11;",
                quote(&cl.label),
                quote(cl.kind.class()),
                cl.kind.style()
            );
            for &n in &members[c] {
                self.write_node(&mut s, n, depth + 1);
            }
            stack.push((c, depth, true));
            stack.extend(children[c].iter().rev().map(|&k| (k, depth + 1, false)));
        }
        for e in &self.edges {
            let label = e.label.as_deref().map(|l| format!(" label={}", quote(l))).unwrap_or_default();
            let _ =
                writeln!(s, "  n{} -> n{} [class={}{label} {}];", e.from, e.to, quote(e.kind.class()), e.kind.style());
        }
        s.push_str("}\n");
        s
    }

    fn write_node(&self, s: &mut String, i: usize, depth: usize) {
        let n = &self.nodes[i];
        let label = n.label.join("\n");
        let _ = writeln!(
            s,
            "{}n{i} [label={} class={} {}];",
            "  ".repeat(depth),
            quote(&label),
            quote(n.kind.class()),
            n.kind.style()
        );
    }
}

/// A DOT string: quoted, with `"` and `\` escaped and newlines as `\n`.
fn quote(text: &str) -> String {
    let mut q = String::with_capacity(text.len() + 2);
    q.push('"');
    for c in text.chars() {
        match c {
            '"' => q.push_str("\\\""),
            '\\' => q.push_str("\\\\"),
            '\n' => q.push_str("\\n"),
            c if c.is_control() => {}
            c => q.push(c),
        }
    }
    q.push('"');
    q
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn writes_nested_clusters_and_classes() {
        let mut g = Graph::new("g");
        let f = g.cluster(ClusterKind::Function, "func @f".into(), None);
        let t = g.cluster(ClusterKind::Task, "async.execute \"x\"".into(), Some(f));
        let a = g.node(NodeKind::Task, vec!["task".into(), "f.mlir:3".into()], Some(t));
        let b = g.node(NodeKind::BlockingAwait, vec!["async.await".into()], Some(f));
        g.edge(EdgeKind::Await, a, b, None);
        let dot = g.to_dot();
        assert!(dot.contains("subgraph cluster_0 {\n    label=\"func @f\"; class=\"function\";"), "{dot}");
        assert!(
            dot.contains("    subgraph cluster_1 {\n      label=\"async.execute \\\"x\\\"\"; class=\"task\";"),
            "{dot}"
        );
        assert!(dot.contains("n0 [label=\"task\\nf.mlir:3\" class=\"task\""), "{dot}");
        assert!(dot.contains("  n0 -> n1 [class=\"await\""), "{dot}");
        assert_eq!(dot.matches('{').count(), dot.matches('}').count());
        assert_eq!(g.count_nodes(NodeKind::Task), 1);
        assert_eq!(g.count_edges(EdgeKind::Await), 1);
    }
}
