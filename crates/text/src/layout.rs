//! Where to cut a large module into shards (runs of top-level ops) that are parsed on
//! several threads, found without reading the whole file.
//!
//! A cut is only a guess, checked by parsing: it is placed at a line that begins a
//! top-level op right after a line that closes one (`}` at the top-level indentation).
//! A guess inside a region leaves the shard before it with a region that never closes, and
//! one inside a string leaves a string that never ends, so a wrong cut always makes some
//! shard fail to parse, and the caller then runs the file whole.

use std::ops::Range;

/// The top level of a file: one `module { ... }` (perhaps named, perhaps with attributes),
/// or ops with no module around them (which the parser wraps in one).
#[derive(Debug, PartialEq, Eq)]
pub struct TopLevelLayout {
    /// `module @name attributes {...} {` when it is more than `module {`.
    pub header: Option<Range<usize>>,
    /// The module's body, or the whole file when the ops have no module around them.
    pub body: Range<usize>,
    /// Where the shards begin: `body.start`, then a line start about every `shard` bytes.
    pub cuts: Vec<usize>,
}

/// Finds the layout with cuts about `shard` bytes apart, or `None` for anything else at
/// the top level: alias definitions, file metadata, the generic form, anything after the
/// module's closing brace, or top-level ops not indented alike.
pub fn top_level_layout(src: &str, shard: usize) -> Option<TopLevelLayout> {
    let b = src.as_bytes();
    let first = skip_trivia(b, 0);
    let brace = module_header_end(b, first);
    let explicit = brace.is_some();
    if !explicit && (src[first..].starts_with("module") || matches!(b.get(first), Some(b'#' | b'!' | b'{' | b'"'))) {
        return None;
    }
    let brace = brace.unwrap_or(0);
    let header = (explicit && src[first..=brace].split_whitespace().ne(["module", "{"])).then_some(first..brace + 1);
    let body = if explicit {
        // The module closes with the file's last significant byte.
        let end = b.iter().rposition(|c| !c.is_ascii_whitespace())?;
        (b[end] == b'}').then_some(brace + 1..end)?
    } else {
        0..b.len()
    };

    // How the first top-level op is indented, which every cut must match.
    let op = skip_trivia(b, body.start);
    let line = line_start(b, op);
    if op >= body.end || b[line..op].iter().any(|&c| c != b' ') {
        return None;
    }
    let indent = op - line;
    // `\n<indent>}\n`: the closing line of a top-level op.
    let mut closing = Vec::with_capacity(indent + 3);
    closing.push(b'\n');
    closing.resize(indent + 1, b' ');
    closing.extend_from_slice(b"}\n");
    let finder = memchr::memmem::Finder::new(&closing);

    let mut cuts = vec![body.start];
    let mut from = body.start + shard;
    while from < body.end {
        let Some(found) = finder.find(&b[from..body.end]) else { break };
        let after = from + found + closing.len();
        let next = skip_trivia(b, after).min(body.end);
        let next_line = line_start(b, next);
        let starts_op = b.get(next).is_some_and(|&c| c.is_ascii_alphabetic() || c == b'%' || c == b'"');
        if starts_op && next_line >= after && next - next_line == indent && next < body.end {
            cuts.push(next_line);
            from = next_line + shard;
        } else {
            from = after;
        }
    }
    Some(TopLevelLayout { header, body, cuts })
}

/// For `module [@name] [attributes {...}] {` at `i`: the offset of the `{` that opens its
/// body.
fn module_header_end(b: &[u8], i: usize) -> Option<usize> {
    let rest = b.get(i..)?;
    if !rest.starts_with(b"module") || rest.get(6).is_some_and(|&c| c.is_ascii_alphanumeric() || b"_$.".contains(&c)) {
        return None;
    }
    let mut i = skip_trivia(b, i + 6);
    if b.get(i) == Some(&b'@') {
        i += 1;
        while i < b.len() && (b[i].is_ascii_alphanumeric() || b"_$.-".contains(&b[i])) {
            i += 1;
        }
        i = skip_trivia(b, i);
    }
    if b[i..].starts_with(b"attributes") {
        i = skip_trivia(b, i + "attributes".len());
        if b.get(i) != Some(&b'{') {
            return None;
        }
        // The attribute dictionary, brackets balanced outside strings.
        let mut depth = 0usize;
        loop {
            match b.get(i)? {
                b'{' | b'[' | b'(' | b'<' => depth += 1,
                b'-' if b.get(i + 1) == Some(&b'>') => i += 1,
                b'}' | b']' | b')' | b'>' => depth = depth.checked_sub(1)?,
                b'"' => {
                    i += 1;
                    while *b.get(i)? != b'"' {
                        i += if b[i] == b'\\' { 2 } else { 1 };
                    }
                }
                _ => {}
            }
            i += 1;
            if depth == 0 {
                break;
            }
        }
        i = skip_trivia(b, i);
    }
    (b.get(i) == Some(&b'{')).then_some(i)
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

    fn shards(src: &str, size: usize) -> Option<Vec<&str>> {
        let l = top_level_layout(src, size)?;
        let mut ends: Vec<usize> = l.cuts[1..].to_vec();
        ends.push(l.body.end);
        Some(l.cuts.iter().zip(ends).map(|(&s, e)| &src[s..e]).collect())
    }

    #[test]
    fn cuts_after_closing_lines_at_the_top_level_indentation() {
        let src = "module {\n  func @a() {\n    scf.if %c {\n    }\n  }\n  func private @d()\n  func @b() {\n  }\n  // c\n\n  func @e() {\n  }\n}\n";
        // Not after the nested `}` nor the declaration: after the closing lines of @a and @b.
        assert_eq!(
            shards(src, 1).unwrap(),
            [
                "\n  func @a() {\n    scf.if %c {\n    }\n  }\n",
                "  func private @d()\n  func @b() {\n  }\n  // c\n\n",
                "  func @e() {\n  }\n"
            ]
        );
        assert_eq!(shards(src, 1 << 20).unwrap().len(), 1);
        let implicit = "func @a() {\n}\nfunc @b() {\n  \"x\"() {s = \"}\\\"\"} : () -> ()\n}\n";
        assert_eq!(
            shards(implicit, 1).unwrap(),
            ["func @a() {\n}\n", "func @b() {\n  \"x\"() {s = \"}\\\"\"} : () -> ()\n}\n"]
        );
    }

    #[test]
    fn module_headers() {
        let src = "module @m attributes {a = \"}\", f = (i32) -> i32} {\n  func @a() {\n  }\n}\n";
        let l = top_level_layout(src, 1).unwrap();
        assert_eq!(&src[l.header.unwrap()], "module @m attributes {a = \"}\", f = (i32) -> i32} {");
        assert_eq!(&src[l.body], "\n  func @a() {\n  }\n");
        assert_eq!(top_level_layout("module {\n  func @a() {\n  }\n}\n", 1).unwrap().header, None);
        assert_eq!(top_level_layout("modulex {\n}\n", 1), None);
    }

    #[test]
    fn never_panics_on_a_prefix() {
        let src = "module @m attributes {a = \"}\\\"\"} {\n  func @a() {\n    \"x\"() {s = \"}\\\"\"} : () -> () // }\n  }\n  func @b() {\n  }\n}\n";
        for end in 0..=src.len() {
            for size in [1, 7, 1000] {
                let _ = top_level_layout(&src[..end], size);
            }
        }
    }

    #[test]
    fn rejects_what_it_cannot_cut() {
        for src in [
            "#map = affine_map<(d0) -> (d0)>\nmodule {\n}\n",
            "module {\n}\n#loc = loc(unknown)\n",
            "\"builtin.module\"() ({\n}) : () -> ()\n",
            "module {\n\tfunc @a() {\n\t}\n}\n",
        ] {
            assert_eq!(top_level_layout(src, 1), None, "{src}");
        }
        // Brackets are not counted: a module missing its `}` is the parser's to reject.
        assert!(top_level_layout("module {\n  func @a() {\n  }\n", 1).is_some());
    }
}
