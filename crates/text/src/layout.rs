//! Where a file's top-level ops are, found by a lexical scan without parsing, so that a
//! large module can be parsed in shards (runs of top-level ops) on several threads.

use std::ops::Range;

/// The top level of a file: one `module { ... }` without name or attributes, or ops with
/// no module around them (which the parser wraps in one).
#[derive(Debug, PartialEq, Eq)]
pub struct TopLevelLayout {
    /// The module's body, or the whole file when the ops have no module around them.
    pub body: Range<usize>,
    /// Where a run of top-level ops may begin: `body.start`, then the start of every line
    /// that begins a top-level op right after one that ended with a region's `}`.
    pub cuts: Vec<usize>,
}

/// Finds the layout, or `None` for anything else at the top level: alias definitions,
/// file metadata, a named module or one with attributes, the generic form, or brackets
/// that do not balance. A wrong cut cannot go unnoticed: the shard around it does not
/// parse, and the caller falls back to the whole file.
pub fn top_level_layout(src: &str) -> Option<TopLevelLayout> {
    let b = src.as_bytes();
    let first = skip_trivia(b, 0);
    let after_keyword = first + "module".len();
    let brace = skip_trivia(b, after_keyword);
    let explicit = src[first..].starts_with("module") && brace > after_keyword && b.get(brace) == Some(&b'{');
    if !explicit && (src[first..].starts_with("module") || matches!(b.get(first), Some(b'#' | b'!' | b'{' | b'"'))) {
        return None;
    }
    let body_start = if explicit { brace + 1 } else { 0 };

    let mut cuts = vec![body_start];
    let mut depth = 0usize;
    // The last significant byte, and whether a newline followed it.
    let mut last = 0u8;
    let mut at_line_start = false;
    let mut i = body_start;
    while i < b.len() {
        let c = b[i];
        match c {
            b'\n' => {
                at_line_start = true;
                i += 1;
                continue;
            }
            b' ' | b'\t' | b'\r' => {
                i += 1;
                continue;
            }
            b'/' if b.get(i + 1) == Some(&b'/') => {
                while i < b.len() && b[i] != b'\n' {
                    i += 1;
                }
                continue;
            }
            _ => {}
        }
        if at_line_start && depth == 0 && last == b'}' && (c.is_ascii_alphabetic() || c == b'%' || c == b'"') {
            cuts.push(line_start(b, i));
        }
        at_line_start = false;
        match c {
            b'"' => {
                i += 1;
                while i < b.len() && b[i] != b'"' {
                    i += if b[i] == b'\\' { 2 } else { 1 };
                }
                if i >= b.len() {
                    return None;
                }
            }
            b'{' | b'(' | b'[' => depth += 1,
            b'}' | b')' | b']' => {
                if depth == 0 {
                    // The module's closing brace: only trivia may follow.
                    if !explicit || c != b'}' || skip_trivia(b, i + 1) != b.len() {
                        return None;
                    }
                    return Some(TopLevelLayout { body: body_start..i, cuts });
                }
                depth -= 1;
            }
            _ => {}
        }
        last = c;
        i += 1;
    }
    (!explicit && depth == 0).then_some(TopLevelLayout { body: 0..b.len(), cuts })
}

/// The first offset at or after `i` that is not whitespace or a `//` comment.
fn skip_trivia(b: &[u8], mut i: usize) -> usize {
    loop {
        while i < b.len() && b[i].is_ascii_whitespace() {
            i += 1;
        }
        if b.get(i..).is_some_and(|rest| rest.starts_with(b"//")) {
            while i < b.len() && b[i] != b'\n' {
                i += 1;
            }
            continue;
        }
        return i;
    }
}

fn line_start(b: &[u8], i: usize) -> usize {
    b[..i].iter().rposition(|&c| c == b'\n').map_or(0, |p| p + 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cuts(src: &str) -> Option<Vec<&str>> {
        let l = top_level_layout(src)?;
        let mut ends: Vec<usize> = l.cuts[1..].to_vec();
        ends.push(l.body.end);
        Some(l.cuts.iter().zip(ends).map(|(&s, e)| &src[s..e]).collect())
    }

    #[test]
    fn cuts_after_regions_only() {
        let src = "module {\n  func @a() {\n    return\n  }\n  func private @d()\n  func @b() {\n  }\n}\n";
        assert_eq!(
            cuts(src).unwrap(),
            // No cut after the declaration: a line that ends without a region may go on.
            ["\n  func @a() {\n    return\n  }\n", "  func private @d()\n  func @b() {\n  }\n"]
        );
        let implicit = "func @a() {\n}\n// c\nfunc @b() {\n  \"x\"() {s = \"}\\\"\"} : () -> ()\n}\n";
        assert_eq!(cuts(implicit).unwrap().len(), 2);
    }

    #[test]
    fn never_panics_on_a_prefix() {
        let src = "module {\n  func @a() {\n    \"x\"() {s = \"}\\\"\"} : () -> () // }\n  }\n}\n";
        for end in 0..=src.len() {
            let _ = top_level_layout(&src[..end]);
        }
    }

    #[test]
    fn rejects_what_it_cannot_split() {
        for src in [
            "#map = affine_map<(d0) -> (d0)>\nmodule {\n}\n",
            "module @m {\n}\n",
            "module attributes {a} {\n}\n",
            "module {\n}\n#loc = loc(unknown)\n",
            "\"builtin.module\"() ({\n}) : () -> ()\n",
            "func @a() {\n",
            "module {\n  func @a() {\n  }\n",
            "func @a() { \"x\"() {s = \"}\n",
        ] {
            assert_eq!(top_level_layout(src), None, "{src}");
        }
    }
}
