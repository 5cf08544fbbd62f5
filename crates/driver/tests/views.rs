//! The view passes (issue 12): `-view-async-graph` and `-view-coro-cfg` on every example
//! and the seed test's functions, checked for structure rather than for a file appearing.
//!
//! - The DOT text is read back (one statement per line, as the views write it) and its
//!   clusters, nodes and edges, counted by kind (`class`), must match what the IR holds:
//!   a task cluster per `async.execute`, an await node per await, blocking exactly where
//!   the await is outside tasks and `async.func`s, a dependency edge per token an execute
//!   depends on, a group-member edge per `async.add_to_group`; after lowering, a node per
//!   block, and per `async.coro.suspend` one suspend, one resume and one destroy edge.
//! - fib's graphs are counted exactly (the README's pictures).
//! - Through Graphviz: the SVG parses as XML and has the DOT's nodes and clusters.
//! - `scripts/views.sh` draws the README's pictures byte for byte as committed.
//!
//! Graphviz's `dot` is needed for the last two: missing, they skip locally and fail
//! under CI (`CI` set).

use std::collections::HashMap;
use std::path::{Path, PathBuf};

use async_opt::ir::{Context, Op, WalkControl};
use async_opt::{parse_pipeline, Options};

fn repo_root() -> PathBuf {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    root.canonicalize().unwrap_or(root)
}

/// The inputs: every example, and the seed test beside the checkout when it is there.
fn inputs() -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(repo_root().join("examples"))
        .expect("examples/")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "mlir"))
        .collect();
    files.sort();
    let seed = repo_root().join("../shared/seeds/async-to-async-runtime-eliminate-blocking.mlir");
    if seed.exists() {
        files.push(seed);
    } else {
        eprintln!("views: the seed test is not beside the checkout, skipped");
    }
    files
}

/// Runs `pipeline` on `path` (split at `// -----`) and returns stderr, where the graphs go.
fn graphs(path: &Path, pipeline: &str) -> String {
    let src = std::fs::read_to_string(path).expect("input");
    let opts =
        Options { passes: parse_pipeline(pipeline).expect("a pipeline"), split_input_file: true, ..Default::default() };
    let out = async_opt::run(&path.to_string_lossy(), &src, &opts);
    assert!(out.success, "{}: {pipeline}:\n{}", path.display(), out.diagnostics);
    out.diagnostics
}

/// A DOT graph as the views write it, counted.
#[derive(Default, Debug)]
struct Dot {
    clusters: HashMap<String, usize>,
    nodes: HashMap<String, usize>,
    edges: HashMap<String, usize>,
    /// Labels of the nodes, by class.
    labels: Vec<(String, String)>,
}

impl Dot {
    fn cluster(&self, class: &str) -> usize {
        self.clusters.get(class).copied().unwrap_or(0)
    }
    fn node(&self, class: &str) -> usize {
        self.nodes.get(class).copied().unwrap_or(0)
    }
    fn edge(&self, class: &str) -> usize {
        self.edges.get(class).copied().unwrap_or(0)
    }
    fn all_nodes(&self) -> usize {
        self.nodes.values().sum()
    }
    fn all_clusters(&self) -> usize {
        self.clusters.values().sum()
    }
}

/// The quoted value of `key="..."` in `line`.
fn attr<'a>(line: &'a str, key: &str) -> Option<&'a str> {
    let at = line.find(&format!(" {key}=\"")).or_else(|| line.find(&format!("[{key}=\"")))?;
    let start = at + key.len() + 3;
    let mut end = start;
    let bytes = line.as_bytes();
    while end < bytes.len() && bytes[end] != b'"' {
        end += if bytes[end] == b'\\' { 2 } else { 1 };
    }
    line.get(start..end)
}

fn is_node_id(s: &str) -> bool {
    s.strip_prefix('n').is_some_and(|d| !d.is_empty() && d.bytes().all(|b| b.is_ascii_digit()))
}

/// Reads every graph in `text` (other lines are ignored), checking the braces balance and
/// every edge joins declared nodes.
fn read_dot(text: &str) -> Dot {
    let mut dot = Dot::default();
    let mut depth = 0i64;
    let mut declared = std::collections::HashSet::new();
    let mut edges = Vec::new();
    let mut in_graph = false;
    for line in text.lines() {
        let t = line.trim();
        if t.starts_with("digraph ") {
            in_graph = true;
            depth = 1;
            continue;
        }
        if !in_graph {
            continue;
        }
        if t.starts_with("subgraph cluster_") {
            depth += 1;
        } else if t == "}" {
            depth -= 1;
            assert!(depth >= 0, "unbalanced braces");
            in_graph = depth > 0;
        } else if t.starts_with("label=") && t.contains("; class=") {
            let class = t.split("; class=\"").nth(1).and_then(|r| r.split('"').next()).expect("a cluster class");
            *dot.clusters.entry(class.to_string()).or_default() += 1;
        } else if let Some((from, rest)) = t.split_once(" -> ").filter(|(f, _)| is_node_id(f)) {
            let to = rest.split_whitespace().next().expect("an edge target");
            let class = attr(t, "class").expect("an edge class");
            *dot.edges.entry(class.to_string()).or_default() += 1;
            edges.push((from.to_string(), to.to_string()));
        } else if t.starts_with('n') && t.contains(" [label=") {
            let id = t.split_whitespace().next().expect("a node id");
            let class = attr(t, "class").expect("a node class");
            *dot.nodes.entry(class.to_string()).or_default() += 1;
            dot.labels.push((class.to_string(), attr(t, "label").unwrap_or("").to_string()));
            assert!(declared.insert(id.to_string()), "node {id} declared twice");
        }
    }
    assert_eq!(depth, 0, "unbalanced braces");
    for (from, to) in edges {
        assert!(declared.contains(&from) && declared.contains(&to), "edge {from} -> {to} joins undeclared nodes");
    }
    dot
}

/// What the IR holds, counted as the graphs should draw it.
#[derive(Default, Debug, PartialEq)]
struct Facts {
    functions: usize,
    executes: usize,
    dependencies: usize,
    awaits_suspending: usize,
    awaits_blocking: usize,
    add_to_group: usize,
    groups: usize,
    blocks: usize,
    coroutines: usize,
    suspends: usize,
    await_blocks: usize,
}

/// Counts `facts` over every chunk of `text` after `pipeline` (empty: as written).
fn facts(path: &Path, pipeline: &str) -> Facts {
    let src = std::fs::read_to_string(path).expect("input");
    let opts = Options {
        passes: if pipeline.is_empty() { Vec::new() } else { parse_pipeline(pipeline).expect("a pipeline") },
        split_input_file: true,
        ..Default::default()
    };
    let out = async_opt::run(&path.to_string_lossy(), &src, &opts);
    assert!(out.success, "{}", out.diagnostics);
    let mut f = Facts::default();
    for chunk in out.output.split("// -----\n").filter(|c| !c.trim().is_empty()) {
        let mut ctx = Context::new();
        let syntax = async_opt::dialects::register_all(&mut ctx);
        let (module, _) = async_opt::text::parse_source(&mut ctx, &syntax, chunk, Default::default())
            .unwrap_or_else(|d| panic!("{}: {}", path.display(), d.message));
        count(&ctx, module, &mut f);
    }
    f
}

fn count(ctx: &Context, module: Op, f: &mut Facts) {
    let Some(body) = ctx.entry_block(module, 0) else { return };
    for func in ctx.block_ops(body) {
        let Some(&region) = ctx.regions(func).first() else { continue };
        if ctx.first_block(region).is_none() {
            continue;
        }
        f.functions += 1;
        f.blocks += ctx.region_blocks(region).count();
        let is_async_func = ctx.op_name_str(func) == "async.func";
        let mut coroutine = false;
        ctx.walk_pre(func, |op| {
            let name = ctx.op_name_str(op);
            match name {
                "async.execute" => {
                    f.executes += 1;
                    f.dependencies += async_opt::dialects::async_::execute_num_dependencies(ctx, op);
                }
                "async.await" | "async.await_all" => {
                    let mut in_task = false;
                    let mut p = ctx.parent_op(op);
                    while let Some(o) = p.filter(|&o| o != func) {
                        in_task |= ctx.op_name_str(o) == "async.execute";
                        p = ctx.parent_op(o);
                    }
                    if in_task || is_async_func {
                        f.awaits_suspending += 1;
                    } else {
                        f.awaits_blocking += 1;
                    }
                }
                "async.add_to_group" => f.add_to_group += 1,
                "async.create_group" => f.groups += 1,
                "async.coro.begin" => coroutine = true,
                "async.coro.suspend" => f.suspends += 1,
                _ => {}
            }
            WalkControl::Advance
        });
        f.coroutines += usize::from(coroutine);
        for b in ctx.region_blocks(region) {
            f.await_blocks +=
                usize::from(ctx.block_ops(b).any(|o| ctx.op_name_str(o) == "async.runtime.await_and_resume"));
        }
    }
}

#[test]
fn async_graphs_draw_what_the_ir_holds() {
    for path in inputs() {
        let name = path.display().to_string();
        let dot = read_dot(&graphs(&path, "view-async-graph"));
        let f = facts(&path, "");
        let functions =
            dot.cluster("function") + dot.cluster("function converted") + dot.cluster("function async-func");
        assert_eq!(functions, f.functions, "{name}: function clusters");
        assert_eq!(dot.node("function-entry"), f.functions, "{name}: function entries");
        assert_eq!(dot.cluster("task"), f.executes, "{name}: task clusters");
        assert_eq!(dot.node("task"), f.executes, "{name}: task nodes");
        assert_eq!(dot.node("await"), f.awaits_suspending, "{name}: awaits inside tasks");
        assert_eq!(dot.node("blocking-await"), f.awaits_blocking, "{name}: blocking awaits");
        assert_eq!(dot.edge("await"), f.awaits_suspending + f.awaits_blocking, "{name}: await edges");
        assert_eq!(dot.edge("dependency"), f.dependencies, "{name}: dependency edges");
        assert_eq!(dot.edge("group-member"), f.add_to_group, "{name}: group edges");
        assert_eq!(dot.node("group"), f.groups, "{name}: groups");
        // Labels lead back to the source.
        for (class, label) in &dot.labels {
            if class.contains("await") || class.contains("call") {
                assert!(label.contains(".mlir:"), "{name}: {class} label without a location: {label}");
            }
        }
    }
}

#[test]
fn coroutine_cfgs_tell_the_suspend_edges_apart() {
    for path in inputs() {
        let name = path.display().to_string();
        for lowering in ["async-to-async-runtime", "async-to-async-runtime{eliminate-blocking-await-ops=true}"] {
            let generation_fits = !std::fs::read_to_string(&path).unwrap().contains("async.func");
            let lowering =
                if generation_fits { lowering.to_string() } else { format!("async-func-to-async-runtime,{lowering}") };
            let dot = read_dot(&graphs(&path, &format!("{lowering},view-coro-cfg")));
            let f = facts(&path, &lowering);
            assert_eq!(dot.all_clusters(), f.functions, "{name} {lowering}: function clusters");
            assert_eq!(dot.cluster("function coroutine"), f.coroutines, "{name} {lowering}: coroutines");
            assert_eq!(dot.all_nodes(), f.blocks, "{name} {lowering}: a node per block");
            assert_eq!(dot.node("block await-and-resume"), f.await_blocks, "{name} {lowering}: await blocks");
            for kind in ["suspend", "resume", "destroy"] {
                assert_eq!(dot.edge(kind), f.suspends, "{name} {lowering}: {kind} edges");
            }
            let entries = dot.labels.iter().filter(|(_, l)| l.contains(" · entry")).count();
            assert_eq!(entries, f.functions, "{name} {lowering}: an entry per function");
            // The title is the label's first line (`\n` in DOT).
            let title = |l: &str| l.split("\\n").next().unwrap_or("").to_string();
            let roles = |role: &str| dot.labels.iter().filter(|(_, l)| title(l).contains(role)).count();
            assert_eq!(roles("suspend"), f.coroutines, "{name} {lowering}: a suspend block per coroutine");
            assert!(roles("cleanup-for-destroy") >= f.coroutines, "{name} {lowering}: cleanup for destroy");
        }
    }
}

/// fib, counted by hand: the README's pictures.
#[test]
fn fib_graphs() {
    let fib = repo_root().join("examples/fib.mlir");
    let g = read_dot(&graphs(&fib, "view-async-graph"));
    assert_eq!(g.cluster("function converted"), 1, "@fib becomes a coroutine");
    assert_eq!(g.cluster("function"), 1, "@entry stays (it may block)");
    assert_eq!(g.cluster("task"), 2);
    assert_eq!(g.node("blocking-await"), 2);
    assert_eq!(g.node("call converted"), 3, "two calls in the tasks, one in @entry");
    assert_eq!(g.edge("await"), 2);
    assert_eq!(g.edge("call"), 3);
    let lowered = "async-to-async-runtime{eliminate-blocking-await-ops=true}";
    let text = graphs(&fib, &format!("{lowered},view-coro-cfg{{function=fib}}"));
    let c = read_dot(&text);
    assert_eq!(c.cluster("function coroutine"), 3, "@fib and the two tasks outlined from it");
    assert_eq!(c.all_nodes(), 11 + 9 + 9);
    // Two awaits in @fib; in each task, the first suspend and the await of its call.
    for kind in ["suspend", "resume", "destroy"] {
        assert_eq!(c.edge(kind), 2 + 3 + 3, "{kind}");
    }
    assert_eq!(c.node("block await-and-resume"), 2 + 2 + 2);
}

const DOT: &str = "/usr/bin/dot";

fn dot_or_skip(what: &str) -> bool {
    testkit::peers::present_installed_by(what, &[DOT], "scripts/runtime-peers.sh installs graphviz")
}

/// Checks that `text` is well-formed XML (tags balanced and named alike, attributes
/// quoted, comments, declarations and CDATA closed) and returns its element names in order.
fn xml_elements(text: &str) -> Vec<String> {
    let mut stack: Vec<String> = Vec::new();
    let mut seen = Vec::new();
    let mut rest = text;
    while let Some(lt) = rest.find('<') {
        assert!(!rest[..lt].contains('>') || stack.is_empty(), "stray '>' in text");
        rest = &rest[lt..];
        fn skip<'t>(rest: &'t str, open: &str, close: &str) -> Option<&'t str> {
            let r = rest.strip_prefix(open)?;
            let i = r.find(close).expect("unclosed markup");
            Some(&r[i + close.len()..])
        }
        if let Some(r) =
            skip(rest, "<!--", "-->").or_else(|| skip(rest, "<?", "?>")).or_else(|| skip(rest, "<![CDATA[", "]]>"))
        {
            rest = r;
            continue;
        }
        if let Some(r) = skip(rest, "<!", ">") {
            rest = r;
            continue;
        }
        let end = rest.find('>').expect("unclosed tag");
        let tag = &rest[1..end];
        rest = &rest[end + 1..];
        if let Some(name) = tag.strip_prefix('/') {
            let open = stack.pop().expect("closing tag without an opening one");
            assert_eq!(open, name.trim(), "mismatched tags");
            continue;
        }
        let self_closing = tag.ends_with('/');
        let tag = tag.trim_end_matches('/');
        let name = tag.split_whitespace().next().expect("a tag name").to_string();
        // Attribute values are quoted: an even number of quotes.
        assert_eq!(tag.matches('"').count() % 2, 0, "unquoted attribute in <{tag}>");
        seen.push(name.clone());
        if !self_closing {
            stack.push(name);
        }
    }
    assert!(stack.is_empty(), "unclosed elements: {stack:?}");
    seen
}

#[test]
fn svg_has_the_graphs_nodes() {
    if !dot_or_skip("svg_has_the_graphs_nodes") {
        return;
    }
    let fib = repo_root().join("examples/fib.mlir");
    for pipeline in
        ["view-async-graph", "async-to-async-runtime{eliminate-blocking-await-ops=true},view-coro-cfg{function=fib}"]
    {
        let dot_text = graphs(&fib, pipeline);
        let counted = read_dot(&dot_text);
        let svg_pipeline = pipeline
            .replace("view-async-graph", "view-async-graph{format=svg}")
            .replace("{function=fib}", "{function=fib format=svg}");
        let svg = graphs(&fib, &svg_pipeline);
        let elements = xml_elements(&svg);
        assert_eq!(elements.first().map(String::as_str), Some("svg"), "{pipeline}: an SVG document");
        assert_eq!(svg.matches("<g id=\"node").count(), counted.all_nodes(), "{pipeline}: nodes");
        assert_eq!(svg.matches("<g id=\"clust").count(), counted.all_clusters(), "{pipeline}: clusters");
        assert_eq!(svg.matches("<g id=\"edge").count(), counted.edges.values().sum::<usize>(), "{pipeline}: edges");
    }
}

#[test]
fn readme_pictures_are_what_the_script_draws() {
    if !dot_or_skip("readme_pictures_are_what_the_script_draws") {
        return;
    }
    let scratch_dir = testkit::scratch_dir("async-opt-views");
    let scratch = scratch_dir.path();
    let status = std::process::Command::new("bash")
        .arg(repo_root().join("scripts/views.sh"))
        .arg(scratch)
        .env("ASYNC_OPT", env!("CARGO_BIN_EXE_async-opt"))
        .status()
        .expect("bash");
    assert!(status.success(), "scripts/views.sh failed");
    for name in ["fib-async-graph.svg", "fib-coro-cfg.svg"] {
        let drawn = std::fs::read(scratch.join(name)).expect("drawn");
        let committed = std::fs::read(repo_root().join("docs/views").join(name)).expect("committed");
        assert!(drawn == committed, "docs/views/{name} is stale: run scripts/views.sh and commit it");
        xml_elements(&String::from_utf8(drawn).expect("UTF-8"));
    }
}
