//! Rendering diagnostics as mlir-opt does: `file:line:col: error: message`, the source
//! line with a caret under the column, then the notes.

use std::fmt::Write as _;

use async_opt_ir::{Context, Diagnostic, Loc, Severity};
use async_opt_text::{Generation, PrintOptions, SyntaxTable};

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

/// One line of a diagnostic, and its source line under it when `show_source` is set.
fn render_one(
    out: &mut String,
    ctx: &Context,
    src: &Source<'_>,
    loc: Loc,
    sev: Severity,
    msg: &str,
    show_source: bool,
) {
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
    let Some((_, l, c)) = flc.filter(|(f, _, _)| show_source && *f == src.name) else { return };
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

/// Appends a diagnostic and its notes. As mlir-opt, a note shows its source line only
/// when its location differs from the line before it.
pub fn render(out: &mut String, ctx: &Context, src: &Source<'_>, d: &Diagnostic) {
    for d in d.all() {
        render_one(out, ctx, src, d.loc, d.severity, &d.message, true);
        let mut previous = ctx.file_line_col(d.loc);
        for (l, m) in &d.notes {
            let here = ctx.file_line_col(*l);
            render_one(out, ctx, src, *l, Severity::Note, m, here != previous);
            previous = here;
        }
    }
}

/// Attaches to every diagnostic emitted on an op (and still in the IR) mlir-opt's
/// `see current operation: ...` note, first of its notes: the op as it is now, printed in
/// a local scope with large constants elided; in the generic form for an error (the op
/// may be invalid), for others only when it does not verify.
pub fn attach_op_notes(ctx: &Context, syntax: &SyntaxTable, d: &mut Diagnostic, popts: PrintOptions) {
    let mut todo = vec![d];
    while let Some(d) = todo.pop() {
        if let Some(op) = d.op.take().filter(|&op| !ctx.is_erased(op)) {
            let generic = popts.generic || d.severity == Severity::Error || ctx.verify(op, popts.generation).is_err();
            let opts = PrintOptions { generic, elide_elements_if_larger: Some(16), ..popts };
            let text = async_opt_text::print_op_in_scope(ctx, syntax, op, opts);
            // LLVM 22 starts an op of several lines on a line of its own.
            let newline = if popts.generation == Generation::V22 && text.contains('\n') { "\n" } else { "" };
            d.notes.insert(0, (ctx.loc(op), format!("see current operation: {newline}{text}")));
        }
        todo.extend(d.followed_by.iter_mut());
    }
}

/// Where a chunk's diagnostics go as they are emitted: rendered into its stderr text,
/// between the IR dumps, in the order mlir-opt prints them; or kept for
/// `-verify-diagnostics` to check.
pub struct Reporter<'a> {
    source: &'a Source<'a>,
    out: &'a mut String,
    /// `Some` under `-verify-diagnostics`.
    kept: Option<Vec<Diagnostic>>,
    /// The input's generation: ops are named, and notes printed, as its mlir-opt does.
    pub generation: Generation,
    /// How `see current operation` notes print ops (generation aside); `None` when off.
    op_notes: Option<PrintOptions>,
}

impl<'a> Reporter<'a> {
    /// Renders into `out`, or keeps the diagnostics when `keep` is set.
    pub fn new(source: &'a Source<'a>, out: &'a mut String, keep: bool, op_notes: Option<PrintOptions>) -> Self {
        Reporter { source, out, kept: keep.then(Vec::new), generation: Generation::V14, op_notes }
    }

    /// Reports `d`, emitted by the IR in `ctx`.
    pub fn report(&mut self, ctx: &Context, syntax: &SyntaxTable, mut d: Diagnostic) {
        respell_op_names(&mut d, syntax, self.generation);
        match &mut self.kept {
            Some(kept) => kept.push(d),
            None => {
                if let Some(popts) = self.op_notes {
                    attach_op_notes(ctx, syntax, &mut d, PrintOptions { generation: self.generation, ..popts });
                }
                render(self.out, ctx, self.source, &d);
            }
        }
    }

    /// The stderr text, for what is printed between diagnostics.
    pub fn stderr(&mut self) -> &mut String {
        self.out
    }

    /// The diagnostics kept for `-verify-diagnostics`.
    pub fn take_kept(&mut self) -> Vec<Diagnostic> {
        self.kept.take().unwrap_or_default()
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
