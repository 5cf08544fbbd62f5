//! Where to cut a large module into shards (runs of top-level ops) that are parsed on
//! several threads, found by one pass over the bytes that knows brackets, strings and
//! comments but nothing of MLIR's grammar.
//!
//! A cut is placed at a line start where every bracket (`{}`, `()`, `[]`) opened in the
//! body is closed again, and whose first token can begin an op (a letter, `%` or `"`).
//! Such a line almost always begins a top-level op. The exceptions (an op written over
//! several lines with no bracket open across the line break, say `func.func private @f()`
//! then `attributes {...}` on the next line) leave a shard that begins or ends in the
//! middle of an op, which does not parse: a wrong cut never changes the output, it makes
//! the caller run the file whole.
//!
//! Ahead of the module there may be alias definitions (`#map = affine_map<...>`,
//! `!t = type`): the "prelude"; after it, location aliases (`#loc3 = loc(...)`, as mlir-opt
//! writes the deferred ones under debug info) and file metadata (`{-# ... #-}`, which the
//! parser skips: no shard needs it). All are indexed
//! ([`AliasDefinition`]), so that each shard is parsed with the definitions it refers to
//! ([`alias_references`]) and no others.

use std::ops::Range;

/// The top level of a file: alias definitions, then one `module { ... }` (perhaps named,
/// perhaps with attributes) or ops with no module around them (which the parser wraps in
/// one).
#[derive(Debug, PartialEq, Eq)]
pub struct TopLevelLayout {
    /// The alias definitions (and comments) ahead of the module, from the file's start to
    /// a line start; empty when there are none.
    pub prelude: Range<usize>,
    /// `module @name attributes {...} {` (or just `module {`) when the module is written out.
    pub header: Option<Range<usize>>,
    /// The module's body, or everything after the prelude when the ops have no module
    /// around them. In the generic form it starts after the block's `^bb0:` label, if any.
    pub body: Range<usize>,
    /// What follows the body's closing brace: in the generic form
    /// `) {attributes} : () -> ()`, perhaps with a location; in the custom form the module's
    /// ` loc(...)`, if written; empty otherwise.
    pub trailer: Range<usize>,
    /// Every alias definition, of the prelude and after the module, in file order.
    pub definitions: Vec<AliasDefinition>,
    /// Where the shards begin: `body.start`, then a line start about every `shard` bytes.
    pub cuts: Vec<usize>,
}

/// One alias definition, `#name = value` or `!name = value`, by its offsets in the file.
#[derive(Debug, PartialEq, Eq, Clone)]
pub struct AliasDefinition {
    /// The name with its sigil: `#loc3`, `!t`.
    pub name: Range<usize>,
    /// What it stands for, from after the `=` to the end of the definition.
    pub value: Range<usize>,
    /// The whole definition, to the end of its last line (its newline included, unless the
    /// file ends first).
    pub text: Range<usize>,
}

impl AliasDefinition {
    /// Whether it names a location (`#loc3 = loc(...)`).
    pub fn is_location(&self, src: &str) -> bool {
        src.as_bytes()[self.name.start] == b'#' && src[self.value.clone()].starts_with("loc(")
    }
}

/// The alias references in `text`: every `#name` and `!name` with a bare name (dialect
/// attributes and types, `#async.x`, come too; they name no alias of the file). Comments and
/// strings are not skipped: a definition taken in for one more costs a few bytes, one left
/// out makes the shard fail to parse.
pub fn alias_references(text: &str) -> impl Iterator<Item = &str> + '_ {
    let b = text.as_bytes();
    memchr::memchr2_iter(b'#', b'!', b).filter_map(move |at| {
        let end = name_end(b, at + 1);
        (end > at + 1).then(|| &text[at..end])
    })
}

/// The end of the bare name (letters, digits, `_$.-`) that starts at `i`.
fn name_end(b: &[u8], mut i: usize) -> usize {
    while b.get(i).is_some_and(|&c| c.is_ascii_alphanumeric() || b"_$.-".contains(&c)) {
        i += 1;
    }
    i
}

/// The alias definitions from `i` on (with trivia between them), and where they end.
/// `None` for one that does not read as `#name = value` with a bare name, or whose value
/// leaves a bracket open.
fn alias_definitions(b: &[u8], mut i: usize, into: &mut Vec<AliasDefinition>) -> Option<usize> {
    i = skip_trivia(b, i);
    while matches!(b.get(i), Some(b'#' | b'!')) {
        let name = i..name_end(b, i + 1);
        if name.len() < 2 {
            return None;
        }
        let value = skip_trivia(b, expect(b, name.end, b"=")?);
        let end = alias_definition_end(b, i)?;
        let value_end = if b[..end].ends_with(b"\n") { end - 1 } else { end };
        into.push(AliasDefinition { name, value: value.min(value_end)..value_end, text: i..end });
        i = skip_trivia(b, end);
    }
    Some(i)
}

/// Finds the layout with cuts about `shard` bytes apart, or `None` for anything else at
/// the top level: file metadata ahead of the module, anything after the module's closing
/// brace (or, in the generic form, after its type and location) but alias definitions and
/// file metadata, unbalanced brackets or an unterminated string.
pub fn top_level_layout(src: &str, shard: usize) -> Option<TopLevelLayout> {
    let b = src.as_bytes();
    let mut definitions = Vec::new();
    let first = alias_definitions(b, 0, &mut definitions)?;
    let aliases = !definitions.is_empty();
    // A definition ends with its line, so only blanks precede `first` on its own.
    let prelude = 0..if aliases { line_start(b, first) } else { 0 };
    let custom = module_header_end(b, first);
    let generic = if custom.is_none() { generic_module_header_end(b, first) } else { None };
    let brace = custom.or(generic);
    let explicit = brace.is_some();
    let rest = &src[first..];
    if !explicit
        && (rest.starts_with("module")
            || rest.starts_with("builtin.module")
            || rest.starts_with("\"builtin.module\"")
            || b.get(first) == Some(&b'{'))
    {
        return None;
    }
    let header = brace.map(|brace| first..brace + 1);
    let mut start = brace.map_or(prelude.end, |brace| brace + 1);
    if generic.is_some() {
        // The block's label, which no shard holds: the module's text gives its block.
        let label = skip_trivia(b, start);
        if b[label..].starts_with(b"^bb0:") {
            start = memchr::memchr(b'\n', &b[label..]).map_or(b.len(), |p| label + p + 1);
        } else if b.get(label) == Some(&b'^') {
            return None;
        }
    }
    let (end, cuts) = scan_body(b, start, explicit, shard)?;
    let after = if explicit { end + 1 } else { end };
    let trailer_end = match (generic.is_some(), explicit) {
        (true, _) => generic_module_trailer_end(b, after)?,
        (false, true) => module_loc_end(b, after),
        (false, false) => after,
    };
    let trailer = after..trailer_end;
    // Nothing but alias definitions, file metadata and trivia after the module. (In a file
    // of ops with no module around them, what follows the ops is in the body.)
    let mut after_module = alias_definitions(b, trailer.end, &mut definitions)?;
    while explicit && b[after_module..].starts_with(b"{-#") {
        after_module = alias_definitions(b, file_metadata_end(src, after_module)?, &mut definitions)?;
    }
    (after_module == b.len()).then_some(TopLevelLayout {
        prelude,
        header,
        body: start..end,
        trailer,
        definitions,
        cuts,
    })
}

/// The end of the file metadata that opens at `i` (`{-#`), where the parser's tokens find
/// its `#-}`; `None` if it is not closed (the whole run reports that).
fn file_metadata_end(src: &str, i: usize) -> Option<usize> {
    let mut lexer = crate::lexer::Lexer::new(&src[i + 3..]);
    loop {
        let t = lexer.next();
        match t.kind {
            crate::Tok::FileMetadataEnd => return Some(i + 3 + t.end as usize),
            crate::Tok::Eof => return None,
            _ => {}
        }
    }
}

/// The end of the ` loc(...)` after a custom module's closing brace at `i`, or `i`.
fn module_loc_end(b: &[u8], i: usize) -> usize {
    let j = skip_trivia(b, i);
    match b[j..].starts_with(b"loc(") {
        true => balanced_end(b, j + 3).unwrap_or(i),
        false => i,
    }
}

/// Byte classes of the body scan.
const OTHER: u8 = 0;
const OPEN: u8 = 1;
const CLOSE: u8 = 2;
const QUOTE: u8 = 3;
const SLASH: u8 = 4;
const NEWLINE: u8 = 5;

const CLASS: [u8; 256] = {
    let mut t = [OTHER; 256];
    t[b'{' as usize] = OPEN;
    t[b'(' as usize] = OPEN;
    t[b'[' as usize] = OPEN;
    t[b'}' as usize] = CLOSE;
    t[b')' as usize] = CLOSE;
    t[b']' as usize] = CLOSE;
    t[b'"' as usize] = QUOTE;
    t[b'/' as usize] = SLASH;
    t[b'\n' as usize] = NEWLINE;
    t
};

/// Scans the body from `start`: in a module written out (`explicit`), up to the `}` that
/// closes it; otherwise to the end of the file, where every bracket must be closed.
/// Returns the body's end and the cuts.
fn scan_body(b: &[u8], start: usize, explicit: bool, shard: usize) -> Option<(usize, Vec<usize>)> {
    let mut cuts = vec![start];
    let mut next_cut = start.saturating_add(shard);
    let mut depth = 0usize;
    let mut i = start;
    let n = b.len();
    loop {
        // A loop of its own, which the match below is not merged into: a byte of no
        // interest (nearly all of them) then costs a table lookup, not a dispatch.
        i += b[i..].iter().position(|&c| CLASS[c as usize] != OTHER).unwrap_or(n - i);
        if i >= n {
            return (!explicit && depth == 0).then_some((n, cuts));
        }
        match CLASS[b[i] as usize] {
            OPEN => depth += 1,
            CLOSE if depth == 0 => {
                // The module's closing brace.
                return (explicit && b[i] == b'}').then_some((i, cuts));
            }
            CLOSE => depth -= 1,
            QUOTE => i = string_end(b, i)?,
            SLASH if b.get(i + 1) == Some(&b'/') => {
                // A comment, to the end of its line (the newline is scanned next).
                i = memchr::memchr(b'\n', &b[i..]).map_or(n, |p| i + p);
                continue;
            }
            NEWLINE if depth == 0 && i + 1 >= next_cut => {
                let op = skip_trivia(b, i + 1);
                let at = line_start(b, op);
                let starts_op = b.get(op).is_some_and(|&c| c.is_ascii_alphabetic() || c == b'%' || c == b'"');
                // Not a shard of trivia only.
                let last = *cuts.last().expect("not empty");
                if starts_op && skip_trivia(b, last) < at && b[at..op].iter().all(|&c| c == b' ' || c == b'\t') {
                    cuts.push(at);
                    next_cut = at.saturating_add(shard);
                }
            }
            _ => {}
        }
        i += 1;
    }
}

/// The offset of the `"` that closes the string opening at `i`.
fn string_end(b: &[u8], mut i: usize) -> Option<usize> {
    i += 1;
    loop {
        match *b.get(i)? {
            b'"' => return Some(i),
            b'\\' => i += 2,
            b'\n' => return None,
            _ => i += 1,
        }
    }
}

/// The end of the alias definition at `i` (`#name = value` or `!name = value`): the
/// newline after the value, where every bracket it opened (angle brackets included) is
/// closed; or the file's end.
fn alias_definition_end(b: &[u8], mut i: usize) -> Option<usize> {
    let mut depth = 0usize;
    while i < b.len() {
        match b[i] {
            b'{' | b'(' | b'[' | b'<' => depth += 1,
            // `->` and `>=` (affine maps and sets) close nothing.
            b'-' if b.get(i + 1) == Some(&b'>') => i += 1,
            b'>' if b.get(i + 1) == Some(&b'=') => i += 1,
            b'}' | b')' | b']' | b'>' => depth = depth.checked_sub(1)?,
            b'"' => i = string_end(b, i)?,
            b'/' if b.get(i + 1) == Some(&b'/') => {
                i = memchr::memchr(b'\n', &b[i..]).map_or(b.len(), |p| i + p);
                continue;
            }
            b'\n' if depth == 0 => return Some(i + 1),
            _ => {}
        }
        i += 1;
    }
    (depth == 0).then_some(b.len())
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
        i = skip_trivia(b, balanced_end(b, i)?);
    }
    (b.get(i) == Some(&b'{')).then_some(i)
}

/// For `"builtin.module"() [<{properties}>] ({` at `i`: the offset of the `{` that opens
/// its region.
fn generic_module_header_end(b: &[u8], i: usize) -> Option<usize> {
    let mut i = expect(b, i, b"\"builtin.module\"")?;
    i = expect(b, expect(b, i, b"(")?, b")")?;
    let j = skip_trivia(b, i);
    if b.get(j) == Some(&b'<') {
        i = balanced_end(b, j)?;
    }
    let i = skip_trivia(b, expect(b, i, b"(")?);
    (b.get(i) == Some(&b'{')).then_some(i)
}

/// The end of `) [{attributes}] : () -> () [loc(...)]` at `i`, which follows a generic
/// module's region.
fn generic_module_trailer_end(b: &[u8], i: usize) -> Option<usize> {
    let mut i = expect(b, i, b")")?;
    let j = skip_trivia(b, i);
    if b.get(j) == Some(&b'{') {
        i = balanced_end(b, j)?;
    }
    for token in [&b":"[..], b"(", b")", b"->", b"(", b")"] {
        i = expect(b, i, token)?;
    }
    let j = skip_trivia(b, i);
    if b[j..].starts_with(b"loc(") {
        return balanced_end(b, j + 3);
    }
    Some(i)
}

/// The offset after `token`, which follows `i` and trivia.
fn expect(b: &[u8], i: usize, token: &[u8]) -> Option<usize> {
    let i = skip_trivia(b, i);
    b[i..].starts_with(token).then_some(i + token.len())
}

/// The offset after the bracket that closes the one at `i`, brackets (angle brackets
/// included) balanced outside strings.
fn balanced_end(b: &[u8], mut i: usize) -> Option<usize> {
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
            return Some(i);
        }
    }
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
    fn cuts_where_every_bracket_is_closed() {
        let src = "module {\n  func @a() {\n    scf.if %c {\n    }\n  }\n  func private @d()\n  func @b() {\n  }\n  // c {\n\n  func @e() {\n  }\n}\n";
        // Not inside @a; a comment stays with the op before it.
        assert_eq!(
            shards(src, 1).unwrap(),
            [
                "\n  func @a() {\n    scf.if %c {\n    }\n  }\n",
                "  func private @d()\n",
                "  func @b() {\n  }\n  // c {\n\n",
                "  func @e() {\n  }\n"
            ]
        );
        assert_eq!(shards(src, 1 << 20).unwrap().len(), 1);
        // Strings with escaped quotes and braces, no indentation at all.
        let implicit = "func @a() {\n}\nfunc @b() {\n\"x\"() {s = \"}\\\"{\"} : () -> ()\n\"y\"() ({\n^bb0:\n}) : () -> ()\n}\n\"z.g\"() : () -> ()\n";
        assert_eq!(
            shards(implicit, 1).unwrap(),
            [
                "func @a() {\n}\n",
                "func @b() {\n\"x\"() {s = \"}\\\"{\"} : () -> ()\n\"y\"() ({\n^bb0:\n}) : () -> ()\n}\n",
                "\"z.g\"() : () -> ()\n"
            ]
        );
        // A signature over several lines is not cut.
        let long = "func @a(%x: i32,\n        %y: i32) {\n  return\n}\nfunc @b() {\n  return\n}\n";
        assert_eq!(shards(long, 1).unwrap().len(), 2);
    }

    #[test]
    fn preludes_of_alias_definitions() {
        let src = "// c\n#map = affine_map<(d0)[s0] -> (d0 + s0)>\n#set = affine_set<(d0) : (d0 >= 0)>\n!t = !llvm.struct<(i32,\n  f32)>\n\nmodule attributes {a = #map} {\n  func @a() {\n  }\n}\n";
        let l = top_level_layout(src, 1).unwrap();
        assert_eq!(&src[l.prelude.clone()], &src[..src.find("module").unwrap()]);
        assert_eq!(&src[l.header.unwrap()], "module attributes {a = #map} {");
        let implicit = "#map = affine_map<(d0) -> (d0)>\nfunc @a() {\n}\n";
        let l = top_level_layout(implicit, 1).unwrap();
        assert_eq!(&implicit[l.prelude], "#map = affine_map<(d0) -> (d0)>\n");
        assert_eq!(&implicit[l.body], "func @a() {\n}\n");
        assert_eq!(top_level_layout("func @a() {\n}\n", 1).unwrap().prelude, 0..0);
    }

    #[test]
    fn definitions_after_the_module() {
        let src = "#loc2 = loc(\"a\":1:2)\nmodule {\n  func @a() {\n  } loc(#loc1)\n} loc(#loc0)\n#loc0 = loc(\"a\":1:1)\n// c\n#loc1 = loc(fused[#loc0,\n  #loc2])";
        let l = top_level_layout(src, 1).unwrap();
        assert_eq!(&src[l.trailer.clone()], " loc(#loc0)");
        let after = l.definitions[1].text.start..l.definitions[2].text.end;
        assert_eq!(&src[after], "#loc0 = loc(\"a\":1:1)\n// c\n#loc1 = loc(fused[#loc0,\n  #loc2])");
        let names: Vec<&str> = l.definitions.iter().map(|d| &src[d.name.clone()]).collect();
        assert_eq!(names, ["#loc2", "#loc0", "#loc1"]);
        let last = &l.definitions[2];
        assert_eq!(&src[last.value.clone()], "loc(fused[#loc0,\n  #loc2])");
        assert!(last.is_location(src));
        let refs: Vec<&str> = alias_references(&src[last.value.clone()]).collect();
        assert_eq!(refs, ["#loc0", "#loc2"]);
        assert_eq!(
            alias_references("!async.value<f32> loc(#l-1) #x.y \"#\"").collect::<Vec<_>>(),
            ["!async.value", "#l-1", "#x.y"]
        );
        let map = top_level_layout("module {\n}\n#map = affine_map<(d0) -> (d0)>\n", 1).unwrap();
        assert!(!map.definitions[0].is_location("module {\n}\n#map = affine_map<(d0) -> (d0)>\n"));
    }

    #[test]
    fn file_metadata_after_the_module() {
        let src = "module {\n  func @a() {\n  }\n}\n{-#\n  dialect_resources: { builtin: { b: \"0x04#-}\" } }\n#-}\n#loc = loc(unknown)\n{-# #-}\n";
        let l = top_level_layout(src, 1).unwrap();
        assert_eq!(&src[l.body], "\n  func @a() {\n  }\n");
        assert_eq!(l.definitions.len(), 1);
    }

    #[test]
    fn module_headers() {
        let src = "module @m attributes {a = \"}\", f = (i32) -> i32} {\n  func @a() {\n  }\n}\n";
        let l = top_level_layout(src, 1).unwrap();
        assert_eq!(&src[l.header.unwrap()], "module @m attributes {a = \"}\", f = (i32) -> i32} {");
        assert_eq!(&src[l.body], "\n  func @a() {\n  }\n");
        assert_eq!(top_level_layout("module {\n  func @a() {\n  }\n}\n", 1).unwrap().header, Some(0..8));
        assert_eq!(top_level_layout("modulex {\n}\n", 1), None);
    }

    #[test]
    fn modules_in_the_generic_form() {
        let src = "\"builtin.module\"() <{sym_name = \"m\"}> ({\n^bb0:\n  \"func.func\"() ({\n  }) {s = \"})\"} : () -> ()\n  \"func.func\"() ({\n  }) : () -> ()\n}) {a = {b}} : () -> () loc(\"f\":1:1)\n";
        let l = top_level_layout(src, 1).unwrap();
        assert_eq!(&src[l.header.clone().unwrap()], "\"builtin.module\"() <{sym_name = \"m\"}> ({");
        assert_eq!(&src[l.trailer.clone()], ") {a = {b}} : () -> () loc(\"f\":1:1)");
        assert_eq!(
            shards(src, 1).unwrap(),
            ["  \"func.func\"() ({\n  }) {s = \"})\"} : () -> ()\n", "  \"func.func\"() ({\n  }) : () -> ()\n"]
        );
        let plain = "\"builtin.module\"() ({\n  \"x\"() : () -> ()\n}) : () -> ()\n";
        let l = top_level_layout(plain, 1).unwrap();
        assert_eq!(&plain[l.body], "\n  \"x\"() : () -> ()\n");
        assert_eq!(&plain[l.trailer], ") : () -> ()");
        assert_eq!(top_level_layout("module {\n}\n", 1).unwrap().trailer, 10..10);
    }

    #[test]
    fn never_panics_on_a_prefix() {
        let src = "#m = affine_map<(d) -> (d)>\nmodule @m attributes {a = \"}\\\"\"} {\n  func @a() {\n    \"x\"() {s = \"}\\\"\"} : () -> () // }\n  }\n  func @b() {\n  }\n}\n";
        for end in 0..=src.len() {
            for size in [1, 7, 1000] {
                let _ = top_level_layout(&src[..end], size);
            }
        }
    }

    #[test]
    fn rejects_what_it_cannot_cut() {
        for src in [
            "builtin.module {\n}\n",
            // Definitions after the module: a location, then an op.
            "module {\n}\n#loc = loc(unknown)\n\"x\"() : () -> ()\n",
            "module {\n}\n#\"q\" = loc(unknown)\n",
            // The generic form: a block with arguments, something after its type.
            "\"builtin.module\"() ({\n^bb0(%a: i32):\n}) : () -> ()\n",
            "\"builtin.module\"() ({\n}) : () -> ()\n\"x\"() : () -> ()\n",
            "\"builtin.module\"() ({\n}) : () -> i32\n",
            "#a = 1\n{-# x #-}\n",
            // File metadata ahead of the module, or not closed.
            "{-# x #-}\nmodule {\n}\n",
            "module {\n}\n{-# x \"#-}\"\n",
            // Unbalanced or unterminated.
            "module {\n  func @a() {\n  }\n",
            "func @a() {\n",
            "func @a() {\n}\n}\n",
            "\"x\"() {s = \"a} : () -> ()\n",
        ] {
            assert_eq!(top_level_layout(src, 1), None, "{src}");
        }
    }
}
