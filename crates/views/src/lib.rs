//! Pictures of async programs, as Graphviz graphs ([`Graph::to_dot`]; [`render_svg`] runs
//! Graphviz's `dot` for SVG):
//!
//! - [`async_graph()`] (`-view-async-graph`), before lowering: each function's tasks, what
//!   they depend on and are given, groups, and what each await waits for, blocking or not;
//! - [`coro_cfg()`] (`-view-coro-cfg`), after lowering: each function's control-flow graph,
//!   a coroutine's blocks labelled by their role and the three edges of every
//!   `async.coro.suspend` told apart.
//!
//! Labels carry the ops' locations (`fib.mlir:26`), which lead back to the source.

#![warn(missing_docs)]

pub mod async_graph;
pub mod coro_cfg;
pub mod graph;

pub use async_graph::async_graph;
pub use coro_cfg::coro_cfg;
pub use graph::{ClusterKind, EdgeKind, Graph, NodeKind};

use async_opt_ir::{Context, Loc, Type};

/// What the views draw.
#[derive(Clone, Debug, Default)]
pub struct ViewOptions {
    /// Only this function (and, in a CFG, the coroutines outlined from it).
    pub function: Option<String>,
}

/// `file:line` of a location, the file without its directories; `?` when unknown.
pub fn location(ctx: &Context, loc: Loc) -> String {
    match ctx.file_line_col(loc) {
        Some((file, line, _)) => {
            let base = file.rsplit('/').next().unwrap_or(file);
            format!("{base}:{line}")
        }
        None => "?".to_string(),
    }
}

fn type_text(ctx: &Context, t: Type) -> String {
    async_opt_text::type_to_string(ctx, t)
}

/// Renders DOT text as SVG with Graphviz's `dot` (`$DOT`, or `dot` on the path).
pub fn render_svg(dot: &str) -> Result<Vec<u8>, String> {
    use std::io::Write as _;
    use std::process::{Command, Stdio};
    let program = std::env::var("DOT").unwrap_or_else(|_| "dot".to_string());
    let mut child = Command::new(&program)
        .arg("-Tsvg")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot run Graphviz's '{program}' (Debian package graphviz): {e}"))?;
    let mut stdin = child.stdin.take().ok_or("cannot write to dot")?;
    let text = dot.to_string();
    // Written from a thread, so a large graph cannot fill both pipes at once.
    let writer = std::thread::spawn(move || stdin.write_all(text.as_bytes()));
    let out = child.wait_with_output().map_err(|e| format!("'{program}' failed: {e}"))?;
    let _ = writer.join();
    if !out.status.success() {
        return Err(format!("'{program} -Tsvg' failed: {}", String::from_utf8_lossy(&out.stderr).trim()));
    }
    Ok(out.stdout)
}
