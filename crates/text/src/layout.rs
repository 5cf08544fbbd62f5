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
    let mut i = body_start;
    loop {
        // Only brackets, strings and comments matter; skip everything else a byte at a time
        // on a table lookup (the scan runs before any thread starts).
        while i < b.len() && !INTERESTING[b[i] as usize] {
            i += 1;
        }
        let Some(&c) = b.get(i) else { break };
        match c {
            b'/' => {
                if b.get(i + 1) == Some(&b'/') {
                    while i < b.len() && b[i] != b'\n' {
                        i += 1;
                    }
                    continue;
                }
            }
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
            _ => {
                if depth == 0 {
                    // The module's closing brace: only trivia may follow.
                    if !explicit || c != b'}' || skip_trivia(b, i + 1) != b.len() {
                        return None;
                    }
                    return Some(TopLevelLayout { body: body_start..i, cuts });
                }
                depth -= 1;
                if depth == 0 && c == b'}' {
                    cuts.extend(next_op_after_region(b, i + 1));
                }
            }
        }
        i += 1;
    }
    (!explicit && depth == 0).then_some(TopLevelLayout { body: 0..b.len(), cuts })
}

/// Brackets, quotes and slashes: the bytes the scan looks at.
const INTERESTING: [bool; 256] = {
    let mut t = [false; 256];
    let mut k = 0;
    while k < 8 {
        t[b"\"/{}()[]"[k] as usize] = true;
        k += 1;
    }
    t
};

/// After a top-level op's region closed at `i`: the start of the line of the next op, if
/// nothing else follows on the closing line and the next significant byte begins an op.
fn next_op_after_region(b: &[u8], mut i: usize) -> Option<usize> {
    while i < b.len() && matches!(b[i], b' ' | b'\t' | b'\r') {
        i += 1;
    }
    if b.get(i..).is_some_and(|rest| rest.starts_with(b"//")) {
        while i < b.len() && b[i] != b'\n' {
            i += 1;
        }
    }
    if b.get(i) != Some(&b'\n') {
        return None;
    }
    let next = skip_trivia(b, i);
    let c = *b.get(next)?;
    (c.is_ascii_alphabetic() || c == b'%' || c == b'"').then(|| line_start(b, next))
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
