//! `-verify-diagnostics`: the input states the diagnostics it expects in comments,
//! `// expected-error@+1 {{message}}`, and the run checks they are exactly what was
//! produced (messages match by substring, as in MLIR).

use async_opt_ir::Severity;

/// One expectation from a comment.
#[derive(Debug)]
pub struct Expected {
    pub severity: Severity,
    /// The line (in the whole file) the diagnostic must be reported on.
    pub line: u32,
    pub message: String,
    /// Where the comment is, for "was not produced" errors.
    pub comment_line: u32,
    pub comment_col: u32,
    pub matched: bool,
}

/// Collects the expectations in `text` (a chunk starting `line_offset` lines into the file).
pub fn collect(text: &str, line_offset: u32) -> Result<Vec<Expected>, (u32, u32, String)> {
    let mut out = Vec::new();
    let lines: Vec<&str> = text.lines().collect();
    for (i, line) in lines.iter().enumerate() {
        let this_line = line_offset + i as u32 + 1;
        let mut rest = *line;
        let mut base = 0usize;
        while let Some(pos) = rest.find("expected-") {
            let at = base + pos;
            let tail = &line[at + "expected-".len()..];
            let (severity, after) = match () {
                _ if tail.starts_with("error") => (Severity::Error, &tail[5..]),
                _ if tail.starts_with("warning") => (Severity::Warning, &tail[7..]),
                _ if tail.starts_with("note") => (Severity::Note, &tail[4..]),
                _ if tail.starts_with("remark") => (Severity::Remark, &tail[6..]),
                _ => {
                    rest = &line[at + 9..];
                    base = at + 9;
                    continue;
                }
            };
            let (target, after) =
                parse_target(after, this_line, &lines, i, line_offset).map_err(|m| (this_line, at as u32 + 1, m))?;
            let after = after.trim_start();
            let Some(body) = after.strip_prefix("{{") else {
                return Err((this_line, at as u32 + 1, "expected '{{' in diagnostic expectation".into()));
            };
            let Some(end) = body.find("}}") else {
                return Err((this_line, at as u32 + 1, "expected '}}' to end diagnostic expectation".into()));
            };
            out.push(Expected {
                severity,
                line: target,
                message: body[..end].to_string(),
                comment_line: this_line,
                comment_col: at as u32 + 1,
                matched: false,
            });
            let consumed = line.len() - body[end + 2..].len();
            rest = &line[consumed..];
            base = consumed;
        }
    }
    Ok(out)
}

/// Parses `@+N`, `@-N`, `@above`, `@below` (or nothing: this line).
fn parse_target<'a>(s: &'a str, line: u32, lines: &[&str], idx: usize, off: u32) -> Result<(u32, &'a str), String> {
    let Some(rest) = s.strip_prefix('@') else {
        return Ok((line, s));
    };
    if let Some(r) = rest.strip_prefix("above") {
        // The nearest line above that is not itself only a comment.
        let l = (0..idx).rev().find(|&j| !is_comment_only(lines[j])).map(|j| off + j as u32 + 1);
        return l.map(|l| (l, r)).ok_or_else(|| "no line above to attach the expectation to".to_string());
    }
    if let Some(r) = rest.strip_prefix("below") {
        let l = (idx + 1..lines.len()).find(|&j| !is_comment_only(lines[j])).map(|j| off + j as u32 + 1);
        return l.map(|l| (l, r)).ok_or_else(|| "no line below to attach the expectation to".to_string());
    }
    let (sign, r) = match rest.chars().next() {
        Some('+') => (1i64, &rest[1..]),
        Some('-') => (-1i64, &rest[1..]),
        _ => return Err("expected '+', '-', 'above' or 'below' after '@'".into()),
    };
    let digits = r.chars().take_while(|c| c.is_ascii_digit()).count();
    let n: i64 = r[..digits].parse().map_err(|_| "expected a line offset".to_string())?;
    let target = line as i64 + sign * n;
    if target < 1 {
        return Err("expectation points before the start of the file".into());
    }
    Ok((target as u32, &r[digits..]))
}

fn is_comment_only(line: &str) -> bool {
    let t = line.trim_start();
    t.is_empty() || t.starts_with("//")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_targets() {
        let src = "op1\n// expected-error@+1 {{bad}}\nop2\nop3 // expected-note {{here}}\n// expected-warning@above {{w}}\n// expected-remark@-4 {{r}}\n";
        let e = collect(src, 10).unwrap();
        assert_eq!(e.len(), 4);
        assert_eq!((e[0].line, e[0].message.as_str()), (13, "bad"));
        assert_eq!((e[1].line, e[1].severity), (14, Severity::Note));
        assert_eq!(e[2].line, 14);
        assert_eq!(e[3].line, 12);
    }

    #[test]
    fn rejects_unterminated() {
        assert!(collect("// expected-error {{oops\n", 0).is_err());
    }
}
