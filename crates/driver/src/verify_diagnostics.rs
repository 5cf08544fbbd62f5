//! `-verify-diagnostics`: the input states the diagnostics it expects in comments,
//! `// expected-error@+1 {{message}}`, and the run checks they are exactly what was
//! produced (messages match by substring, as in MLIR).
//!
//! A line is read as mlir-opt's `SourceMgrDiagnosticVerifierHandler` reads it, with its
//! regular expression `expected-(error|note|remark|warning) *(@([+-][0-9]+|above|below))?
//! *{{(.*)}}` (LLVM 22 adds `(-re)?` after the severity, `@unknown`, and anchors the end at
//! the end of the line). So spaces may come before `@` and `{{`, the message runs to the
//! last `}}`, a line holds at most one expectation, and a line that does not match is no
//! expectation at all (and counts as a line for `@above` and `@below`).

use async_opt_ir::{Context, Diagnostic, Loc, Severity};
use rustc_hash::FxHashMap;

/// Which line an expectation is for.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Target {
    /// A line of the file.
    Line(u32),
    /// A diagnostic without a file location (LLVM 22's `@unknown`).
    Unknown,
}

/// One expectation from a comment.
#[derive(Debug)]
pub struct Expected {
    /// `error`, `warning`, `note` or `remark`, from `expected-error` and so on.
    pub severity: Severity,
    /// The line (in the whole file) the diagnostic must be reported on.
    pub target: Target,
    /// The text between `{{` and `}}`, which the diagnostic's message must contain.
    pub message: String,
    /// Where the comment is, for "was not produced" errors.
    pub comment_line: u32,
    /// The 1-based column of `expected-` on that line.
    pub comment_col: u32,
    /// Whether a produced diagnostic matched it.
    pub matched: bool,
}

/// A designator as the regular expression finds it on one line.
struct Designator<'a> {
    /// Byte column of `expected-`.
    start: usize,
    severity: Severity,
    regex: bool,
    /// What follows `@`, if anything: `+3`, `-1`, `above`, `below`, `unknown`.
    at: Option<&'a str>,
    message: &'a str,
}

/// The leftmost designator on `line`, if the line has one.
fn designator(line: &str, v22: bool) -> Option<Designator<'_>> {
    let mut from = 0;
    while let Some(pos) = line[from..].find("expected-") {
        let start = from + pos;
        from = start + 1;
        if let Some(d) = designator_at(line, start, v22) {
            return Some(d);
        }
    }
    None
}

fn designator_at(line: &str, start: usize, v22: bool) -> Option<Designator<'_>> {
    let rest = &line[start + "expected-".len()..];
    let (severity, mut rest) = [
        ("error", Severity::Error),
        ("note", Severity::Note),
        ("remark", Severity::Remark),
        ("warning", Severity::Warning),
    ]
    .into_iter()
    .find_map(|(w, s)| rest.strip_prefix(w).map(|r| (s, r)))?;
    let regex = v22 && rest.starts_with("-re");
    if regex {
        rest = &rest[3..];
    }
    rest = rest.trim_start_matches(' ');
    let mut at = None;
    if let Some(r) = rest.strip_prefix('@') {
        let len = match r.as_bytes().first() {
            Some(b'+' | b'-') => 1 + r[1..].bytes().take_while(u8::is_ascii_digit).count(),
            _ => ["above", "below", "unknown"]
                .into_iter()
                .filter(|w| v22 || *w != "unknown")
                .find(|w| r.starts_with(w))
                .map_or(0, str::len),
        };
        // A sign needs digits; without a target the `@` cannot be skipped either.
        if len < 2 {
            return None;
        }
        at = Some(&r[..len]);
        rest = r[len..].trim_start_matches(' ');
    }
    let body = rest.strip_prefix("{{")?;
    // `(.*)}}`: the longest match, so the message runs to the last `}}` (LLVM 22: the one
    // that ends the line).
    let end = if v22 { body.strip_suffix("}}").map(str::len)? } else { body.rfind("}}")? };
    Some(Designator { start, severity, regex, at, message: &body[..end] })
}

/// `N` of `@+N`, as LLVM's `getAsInteger` with radix 0 reads it (a leading 0 is octal).
fn line_offset_value(digits: &str) -> Option<u32> {
    let v = if digits.len() > 1 && digits.starts_with('0') {
        i32::from_str_radix(&digits[1..], 8).ok()?
    } else {
        digits.parse::<i32>().ok()?
    };
    Some(v as u32)
}

/// Collects the expectations in `text` (a chunk starting `line_offset` lines and, on its
/// first line, `col_offset` columns into the file), as the mlir-opt of generation 22
/// (`v22`) or 14 does.
pub fn collect(text: &str, line_offset: u32, col_offset: u32, v22: bool) -> Result<Vec<Expected>, (u32, u32, String)> {
    let mut out: Vec<Expected> = Vec::new();
    let lines: Vec<&str> = text.split('\n').collect();
    let file_line = |i: usize| line_offset + i as u32 + 1;
    // The 0-based line of the last line without a designator, and the `@below`
    // expectations waiting for the next such line.
    let mut last_plain = 0usize;
    let mut waiting: Vec<usize> = Vec::new();
    for (i, raw) in lines.iter().enumerate() {
        let line = if v22 { raw.trim_end_matches([' ', '\t', '\n', '\x0b', '\x0c', '\r']) } else { raw };
        let Some(d) = designator(line, v22) else {
            for k in waiting.drain(..) {
                out[k].target = Target::Line(file_line(i));
            }
            last_plain = i;
            continue;
        };
        let col = d.start as u32 + 1 + if i == 0 { col_offset } else { 0 };
        if d.regex {
            let msg = "regular-expression expectations (expected-*-re) are not supported";
            return Err((file_line(i), col, msg.into()));
        }
        let target = match d.at {
            None => Target::Line(file_line(i)),
            Some("above") => Target::Line(file_line(last_plain)),
            Some("below") => {
                waiting.push(out.len());
                // Where a dangling `@below` points: past the last line.
                Target::Line(line_offset + lines.len() as u32)
            }
            Some("unknown") => Target::Unknown,
            Some(n) => {
                let Some(v) = line_offset_value(&n[1..]) else {
                    return Err((file_line(i), col, format!("invalid line offset '{}'", &n[1..])));
                };
                let here = file_line(i);
                // Unsigned arithmetic, as mlir-opt's: a target before the file matches nothing.
                Target::Line(if n.starts_with('+') { here.wrapping_add(v) } else { here.wrapping_sub(v) })
            }
        };
        out.push(Expected {
            severity: d.severity,
            target,
            message: d.message.to_string(),
            comment_line: file_line(i),
            comment_col: col,
            matched: false,
        });
    }
    Ok(out)
}

/// What an expectation must name for a diagnostic at `loc` of a file named `file` to match
/// it: its line in that file, `@unknown` (LLVM 22) without a file location, or nothing (the
/// diagnostic is then unexpected: another file's, or LLVM 14's at an unknown location).
pub fn target_of(ctx: &Context, file: &str, loc: Loc, v22: bool) -> Option<Target> {
    match ctx.file_line_col(loc) {
        Some((f, line, _)) if f == file => Some(Target::Line(line)),
        Some(_) => None,
        None if v22 => Some(Target::Unknown),
        None => None,
    }
}

/// One diagnostic (or note) as the expectations see it.
#[derive(Clone, Debug)]
pub struct Produced {
    /// Its severity.
    pub severity: Severity,
    /// [`target_of`] its location.
    pub target: Option<Target>,
    /// Its message.
    pub message: String,
    /// Its location, for an "unexpected" error.
    pub loc: Loc,
}

impl Produced {
    /// `d`, then each diagnostic and note that follows it, in the order they are checked.
    pub fn all_of(ctx: &Context, file: &str, d: &Diagnostic, v22: bool, out: &mut Vec<Produced>) {
        for d in d.all() {
            let mut push = |severity, loc, message: &str| {
                out.push(Produced { severity, target: target_of(ctx, file, loc, v22), message: message.into(), loc })
            };
            push(d.severity, d.loc, &d.message);
            for (l, m) in &d.notes {
                push(Severity::Note, *l, m);
            }
        }
    }
}

/// A chunk's expectations, found by their target, as the diagnostics take them.
pub struct Expectations {
    list: Vec<Expected>,
    by_target: FxHashMap<Target, Vec<usize>>,
}

impl Expectations {
    /// Indexes `list` (in comment order).
    pub fn new(list: Vec<Expected>) -> Self {
        let mut by_target: FxHashMap<Target, Vec<usize>> = FxHashMap::default();
        for (i, e) in list.iter().enumerate() {
            by_target.entry(e.target).or_default().push(i);
        }
        Expectations { list, by_target }
    }

    /// Matches a diagnostic as mlir-opt's verifier does: it takes the first expectation for
    /// its target whose message it contains and whose severity it has (one expectation may
    /// take several). Without one, the error names the last expectation that only differed
    /// in severity (line, column and severity of its comment), if any.
    pub fn take(&mut self, p: &Produced) -> Result<(), Option<(u32, u32, Severity)>> {
        let Some(candidates) = p.target.and_then(|t| self.by_target.get(&t)) else { return Err(None) };
        let mut near_miss = None;
        for &i in candidates {
            let e = &mut self.list[i];
            if !p.message.contains(e.message.as_str()) {
                continue;
            }
            if e.severity == p.severity {
                e.matched = true;
                return Ok(());
            }
            near_miss = Some((e.comment_line, e.comment_col, e.severity));
        }
        Err(near_miss)
    }

    /// The expectations no diagnostic took, in comment order.
    pub fn unmatched(&self) -> impl Iterator<Item = &Expected> {
        self.list.iter().filter(|e| !e.matched)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lines(e: &[Expected]) -> Vec<Target> {
        e.iter().map(|e| e.target).collect()
    }

    #[test]
    fn reads_targets() {
        let src = "op1\n// expected-error@+1 {{bad}}\nop2\nop3 // expected-note {{here}}\n// expected-warning@above {{w}}\n// expected-remark@-4 {{r}}\n";
        let e = collect(src, 10, 0, false).unwrap();
        assert_eq!(e.len(), 4);
        assert_eq!(e[0].message, "bad");
        assert_eq!(e[1].severity, Severity::Note);
        // `@above` skips lines with a designator, code or not.
        assert_eq!(lines(&e), [Target::Line(13), Target::Line(14), Target::Line(13), Target::Line(12)]);
    }

    #[test]
    fn spaces_before_the_target_and_the_message() {
        let e = collect("// expected-error   @+1    {{m}}\nop\n", 0, 0, false).unwrap();
        assert_eq!((e[0].target, e[0].message.as_str()), (Target::Line(2), "m"));
    }

    #[test]
    fn above_and_below_skip_designators_but_not_comments() {
        let src = "op\n// plain comment\n// expected-error@above {{a}}\n// expected-error@below {{b}}\n// expected-note@below {{c}}\nop\n";
        let e = collect(src, 0, 0, false).unwrap();
        assert_eq!(lines(&e), [Target::Line(2), Target::Line(6), Target::Line(6)]);
    }

    #[test]
    fn the_message_runs_to_the_last_braces() {
        let e = collect("// expected-error {{a}} expected-note {{b}}\n", 0, 0, false).unwrap();
        assert_eq!(e.len(), 1);
        assert_eq!(e[0].message, "a}} expected-note {{b");
        // LLVM 22 wants the braces at the end of the line.
        assert!(collect("// expected-error {{a}} trailing\n", 0, 0, true).unwrap().is_empty());
        assert_eq!(collect("// expected-error {{a}} trailing\n", 0, 0, false).unwrap()[0].message, "a");
    }

    #[test]
    fn malformed_designators_are_plain_lines() {
        for s in ["// expected-error oops\n", "// expected-error {{oops\n", "// expected-error@+0x1 {{m}}\n"] {
            assert!(collect(s, 0, 0, false).unwrap().is_empty(), "{s}");
        }
        // A later designator on the line may still match.
        let e = collect("// expected-error @ expected-note {{n}}\n", 0, 0, false).unwrap();
        assert_eq!(e[0].severity, Severity::Note);
    }

    #[test]
    fn unknown_and_regex_are_llvm_22s() {
        assert!(collect("// expected-error@unknown {{m}}\n", 0, 0, false).unwrap().is_empty());
        assert_eq!(collect("// expected-error@unknown {{m}}\n", 0, 0, true).unwrap()[0].target, Target::Unknown);
        assert!(collect("// expected-error-re {{m}}\n", 0, 0, false).unwrap().is_empty());
        assert!(collect("// expected-error-re {{m}}\n", 0, 0, true).is_err());
    }

    #[test]
    fn octal_offsets() {
        assert_eq!(collect("// expected-error@+010 {{m}}\n", 0, 0, false).unwrap()[0].target, Target::Line(9));
        assert!(collect("// expected-error@+08 {{m}}\n", 0, 0, false).is_err());
    }
}
