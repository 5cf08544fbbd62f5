//! Rendering diagnostics as mlir-opt does: `file:line:col: error: message`, the source
//! line with a caret under the column, then the notes.

use std::fmt::Write as _;

use async_opt_ir::{Context, Diagnostic, Loc, Severity};
use async_opt_text::{Generation, SyntaxTable};

/// The input, to print source lines under diagnostics.
pub struct Source<'a> {
    /// The file name diagnostics are reported under (`<stdin>` for standard input).
    pub name: &'a str,
    /// The whole input text.
    pub text: &'a str,
    /// Byte offset of each line start, computed on the first diagnostic.
    line_starts: std::sync::OnceLock<Vec<usize>>,
}

impl<'a> Source<'a> {
    /// The input `text`, named `name`.
    pub fn new(name: &'a str, text: &'a str) -> Self {
        Source { name, text, line_starts: std::sync::OnceLock::new() }
    }

    /// The text of 1-based line `line`, without its newline.
    fn line(&self, line: u32) -> Option<&str> {
        let starts = self.line_starts.get_or_init(|| {
            std::iter::once(0).chain(memchr::memchr_iter(b'\n', self.text.as_bytes()).map(|i| i + 1)).collect()
        });
        let start = *starts.get(line.checked_sub(1)? as usize)?;
        let end = starts.get(line as usize).map(|&e| e - 1).unwrap_or(self.text.len());
        Some(self.text.get(start..end)?.trim_end_matches('\r'))
    }
}

/// `file:line:col` of a location (`file:0:0` when it has none).
pub fn location_prefix(ctx: &Context, src: &Source<'_>, loc: Loc) -> (String, Option<(u32, u32)>) {
    match ctx.file_line_col(loc) {
        Some((f, l, c)) => (format!("{f}:{l}:{c}"), Some((l, c))),
        None => (format!("{}:0:0", src.name), None),
    }
}

fn render_one(out: &mut String, ctx: &Context, src: &Source<'_>, loc: Loc, sev: Severity, msg: &str) {
    // Written piece by piece: a large module may warn about every function.
    let flc = ctx.file_line_col(loc);
    match flc {
        Some((f, l, c)) => {
            let _ = write!(out, "{f}:{l}:{c}");
        }
        None => {
            let _ = write!(out, "{}:0:0", src.name);
        }
    }
    let _ = writeln!(out, ": {}: {msg}", sev.as_str());
    // Show the source line when the location is in this input.
    let Some((_, l, c)) = flc.filter(|(f, _, _)| *f == src.name) else { return };
    render_source_line(out, src, l, c);
}

/// A diagnostic at byte `offset` of the input (one the driver finds before parsing).
pub fn render_at_offset(out: &mut String, src: &Source<'_>, offset: usize, sev: Severity, msg: &str) {
    let before = &src.text.as_bytes()[..offset];
    let line = memchr::memchr_iter(b'\n', before).count() as u32 + 1;
    let col = (offset - memchr::memrchr(b'\n', before).map_or(0, |i| i + 1)) as u32 + 1;
    let _ = writeln!(out, "{}:{line}:{col}: {}: {msg}", src.name, sev.as_str());
    render_source_line(out, src, line, col);
}

/// The source line `l` with a caret under column `c`.
fn render_source_line(out: &mut String, src: &Source<'_>, l: u32, c: u32) {
    if let Some(text) = src.line(l) {
        out.push_str(text);
        out.push('\n');
        for ch in text.chars().take(c.saturating_sub(1) as usize) {
            out.push(if ch == '\t' { '\t' } else { ' ' });
        }
        out.push_str("^\n");
    }
}

/// Appends a diagnostic and its notes.
pub fn render(out: &mut String, ctx: &Context, src: &Source<'_>, d: &Diagnostic) {
    for d in d.all() {
        render_one(out, ctx, src, d.loc, d.severity, &d.message);
        for (l, m) in &d.notes {
            render_one(out, ctx, src, *l, Severity::Note, m);
        }
    }
}

/// Rewrites `'cf.br' op ...` (canonical op names, as verifiers write them) into the
/// generic spelling of the input's generation (`'std.br' op` for LLVM 14), in the message
/// and its notes, as that generation's mlir-opt names ops in diagnostics.
pub fn respell_op_names(d: &mut Diagnostic, syntax: &SyntaxTable, g: Generation) {
    respell(&mut d.message, syntax, g);
    for (_, m) in &mut d.notes {
        respell(m, syntax, g);
    }
    for f in &mut d.followed_by {
        respell_op_names(f, syntax, g);
    }
}

fn respell(msg: &mut String, syntax: &SyntaxTable, g: Generation) {
    let Some(rest) = msg.strip_prefix('\'') else {
        return;
    };
    let Some(end) = rest.find("' op") else { return };
    let Some(entry) = syntax.get(&rest[..end]) else {
        return;
    };
    let spelled = entry.generic[g.slot()];
    if spelled != &rest[..end] {
        msg.replace_range(1..1 + end, spelled);
    }
}
