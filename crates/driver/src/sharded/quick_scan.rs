//! A shard's summary read off its tokens, without building its IR: what the plan needs
//! (functions, symbol uses, executes, awaits), the functions' types (and, printing debug
//! info, their locations) as the printer writes them, and the generation the op names imply.
//!
//! It reads the common shape only, a run of custom-form `func.func`s, and gives up
//! (`None`: the shard is then parsed and summarized) on anything else it meets: generic
//! ops, other top-level ops, argument attributes, aliases in signatures, op names it
//! cannot resolve or that say more about the generation than their spelling. Signatures
//! go through the lexer; bodies, most of the text, are read line by line for the few
//! bytes that matter (op names, braces, symbols, strings and comments, which may hold
//! either). What it judges by layout (an op name is first on its line or after
//! `%results =`; a region's `{` ends its line, a dictionary's does not) can be wrong on odd
//! input, so the shard's real parse checks the summary ([`super::Scanned::agrees`]), and
//! a difference sends the module to the whole run.
//!
//! ```mlir
//! func @work(%a: f32) -> f32 {                  // FuncFacts { name: "work", public, .. }
//!   %t, %v = async.execute -> !async.value<f32> { // executes += 1; its body is outlined
//!     %r = call @leaf(%a) : (f32) -> f32         // a use of @leaf, in no function's body
//!     async.yield %r : f32
//!   }
//!   %x = async.await %v : !async.value<f32>      // awaits: outside every execute
//!   return %x : f32
//! }
//! ```

use async_opt_dialects::{async_, func};
use async_opt_text::lexer::{bare_ident_end, Lexer, Token};
use async_opt_text::{Generation, GenerationHints, SyntaxTable, Tok};
use async_opt_transforms::async_to_async_runtime::plan::{FuncFacts, SymbolUse};
use async_opt_transforms::ShardSummary;

/// A shard's summary, its functions' types and, printing debug info, their locations (in
/// `summary.funcs` order), and its generation.
pub(super) struct QuickScan {
    pub summary: ShardSummary,
    pub types: Vec<String>,
    pub locs: Option<Vec<String>>,
    pub generation: Generation,
    /// Whether a spelling told the generation (LLVM 14's is the default).
    pub tells: bool,
}

/// What tells a function's location as the printer writes it (`loc(...)`), when debug info
/// is printed: a stub carries it.
pub(super) struct Locations<'a> {
    /// The input's name, quoted and escaped as a location spells it.
    pub file: String,
    /// The input's lines before the shard.
    pub line_offset: u32,
    /// An alias definition's value (`loc(...)`) by the alias's name (`#loc3`).
    pub alias: &'a dyn Fn(&str) -> Option<String>,
}

/// Summarizes `src`, a shard's text, or `None` where it cannot be sure.
pub(super) fn quick_scan(src: &str, syntax: &SyntaxTable, locations: Option<&Locations<'_>>) -> Option<QuickScan> {
    let mut s = Scan {
        src,
        lex: Lexer::new(src),
        peeked: None,
        prev_end: 0,
        syntax,
        hints: GenerationHints::default(),
        resolved: Vec::new(),
        func_dialect: syntax.get(func::FUNC).and_then(|e| e.default_dialect).unwrap_or(""),
        summary: ShardSummary::default(),
        types: Vec::new(),
        locations,
        locs: Vec::new(),
    };
    while s.peek().kind != Tok::Eof {
        s.function()?;
    }
    let locs = locations.map(|_| s.locs);
    let (generation, h) = (s.hints.generation(), s.hints);
    Some(QuickScan { summary: s.summary, types: s.types, locs, generation, tells: h.seed || h.v14 || h.v22 })
}

/// Ops the shard path leaves to the parsed summary: symbols nested in a function (the
/// summary then declines the shard) and ops whose parsers note a generation of their own.
fn gives_up_on(canonical: &str) -> bool {
    matches!(canonical, "func.func" | "builtin.module" | "async.func" | "memref.global")
        || canonical.starts_with("llvm.")
}

/// An op name resolved: its canonical name, the generation its spelling implies, and
/// the default dialect of its regions.
#[derive(Clone, Copy)]
struct Resolved {
    canonical: &'static str,
    implies: Option<Generation>,
    region_dialect: &'static str,
}

/// The op whose operands, attributes and regions the body scan is in.
#[derive(Clone, Copy)]
struct CurrentOp<'s> {
    canonical: &'static str,
    region_dialect: &'static str,
    /// A `func.call`'s callee.
    callee: Option<&'s str>,
}

/// A `{` not yet closed: a region of `op`, or an attribute dictionary.
struct Open<'s> {
    region: bool,
    /// The op current where it opened, current again after it.
    op: Option<CurrentOp<'s>>,
    /// Whether it is inside an `async.execute`, whose body moves to an outlined function.
    in_execute: bool,
    /// The dialect bare op names inside resolve in first (a region's own only).
    default_dialect: &'static str,
}

/// Bytes the body scan stops at; the rest it steps over.
const STOP: [bool; 256] = {
    let mut t = [false; 256];
    let stops = *b"{}@\"/\n";
    let mut i = 0;
    while i < stops.len() {
        t[stops[i] as usize] = true;
        i += 1;
    }
    t
};

struct Scan<'s, 't> {
    src: &'s str,
    lex: Lexer<'s>,
    peeked: Option<Token>,
    /// Where the last token taken ended.
    prev_end: usize,
    syntax: &'t SyntaxTable,
    hints: GenerationHints,
    /// Op names resolved so far, by spelling and the default dialect they were read in
    /// (a shard spells a dozen or so: a search of them costs less than hashing).
    resolved: Vec<(&'s str, &'static str, Resolved)>,
    /// The dialect bare names resolve in directly inside a function.
    func_dialect: &'static str,
    summary: ShardSummary,
    types: Vec<String>,
    locations: Option<&'t Locations<'t>>,
    locs: Vec<String>,
}

impl<'s> Scan<'s, '_> {
    fn peek(&mut self) -> Token {
        *self.peeked.get_or_insert_with(|| self.lex.next())
    }

    fn bump(&mut self) -> Token {
        let t = self.peek();
        self.peeked = None;
        self.prev_end = t.end as usize;
        t
    }

    fn eat(&mut self, kind: Tok) -> Option<Token> {
        (self.peek().kind == kind).then(|| self.bump())
    }

    fn text(&self, t: Token) -> &'s str {
        &self.src[t.start as usize..t.end as usize]
    }

    fn at_keyword(&mut self, word: &str) -> bool {
        let t = self.peek();
        t.kind == Tok::BareIdent && self.text(t) == word
    }

    /// An op name as the parser resolves it: a bare name in the region's default dialect
    /// first (saying nothing of the generation), else as spelled (noting what it implies).
    fn resolve(&mut self, spelled: &'s str, default_dialect: &'static str) -> Option<Resolved> {
        let r = match self.resolved.iter().find(|r| r.0 == spelled && r.1 == default_dialect) {
            Some(&(_, _, r)) => r,
            None => {
                let qualified = (!default_dialect.is_empty() && !spelled.contains('.'))
                    .then(|| self.syntax.canonical(&format!("{default_dialect}.{spelled}")))
                    .flatten();
                let (canonical, implies) = match qualified {
                    Some(c) => (c, None),
                    None => (self.syntax.canonical(spelled)?, self.syntax.implied_generation(spelled)),
                };
                let region_dialect = self.syntax.get(canonical).and_then(|e| e.default_dialect).unwrap_or("");
                let r = Resolved { canonical, implies, region_dialect };
                self.resolved.push((spelled, default_dialect, r));
                r
            }
        };
        match r.implies {
            Some(Generation::Seed) => self.hints.seed = true,
            Some(Generation::V14) => self.hints.v14 = true,
            Some(Generation::V22) => self.hints.v22 = true,
            None => {}
        }
        Some(r)
    }

    /// `func [visibility] @name(args) [-> results] [attributes {...}] [{ body }]`.
    fn function(&mut self) -> Option<()> {
        let keyword = self.eat(Tok::BareIdent)?;
        if self.resolve(self.text(keyword), "")?.canonical != func::FUNC {
            return None;
        }
        let mut public = true;
        if let Some(t) = self.eat(Tok::BareIdent) {
            match self.text(t) {
                "public" => {}
                "private" | "nested" => public = false,
                _ => return None,
            }
        }
        let at = self.eat(Tok::AtIdent)?;
        let name = symbol(self.text(at))?;
        let index = self.summary.funcs.len();
        let ty = self.signature()?;
        let mut allowed_to_block = false;
        if self.at_keyword("attributes") {
            self.bump();
            allowed_to_block = self.function_attributes(index)?;
        }
        let mut declaration = true;
        let mut awaits = false;
        let open = self.peek();
        let same_line = || memchr::memchr(b'\n', &self.src.as_bytes()[self.prev_end..open.start as usize]).is_none();
        if open.kind == Tok::LBrace && same_line() {
            self.bump();
            let (end, any, awaited) = self.body(open.end as usize, index)?;
            // Whether an empty body has a block depends on the arguments' names.
            if !any {
                return None;
            }
            (declaration, awaits) = (false, awaited);
            self.lex.reset(end);
            self.prev_end = end;
        }
        let written = if self.at_keyword("loc") { Some(self.trailing_loc()?) } else { None };
        if let Some(locations) = self.locations {
            self.locs.push(self.function_loc(locations, keyword, written)?);
        }
        self.summary.funcs.push(FuncFacts { name: name.to_owned(), public, declaration, allowed_to_block, awaits });
        self.types.push(ty);
        Some(())
    }

    /// `loc(...)` after an op or argument: what is inside the parentheses.
    fn trailing_loc(&mut self) -> Option<&'s str> {
        self.bump();
        let open = self.eat(Tok::LParen)?;
        let mut depth = 1usize;
        loop {
            let t = self.bump();
            match t.kind {
                Tok::LParen | Tok::LSquare | Tok::Less => depth += 1,
                Tok::RParen | Tok::RSquare | Tok::Greater => depth = depth.checked_sub(1)?,
                Tok::Eof | Tok::Error => return None,
                _ => {}
            }
            if depth == 0 {
                return Some(&self.src[open.end as usize..t.start as usize]);
            }
        }
    }

    /// The location of the function whose keyword is `keyword`, as the printer writes it:
    /// the one written after it (an alias's or inline, if it refers to no other alias), or
    /// where the parser found the keyword.
    fn function_loc(&self, locations: &Locations<'_>, keyword: Token, written: Option<&str>) -> Option<String> {
        let text = match written {
            Some(alias) if alias.starts_with('#') => (locations.alias)(alias)?,
            Some(inline) => format!("loc({inline})"),
            None => {
                let before = &self.src.as_bytes()[..keyword.start as usize];
                let line = locations.line_offset + 1 + memchr::memchr_iter(b'\n', before).count() as u32;
                let col = before.len() - before.iter().rposition(|&c| c == b'\n').map_or(0, |p| p + 1) + 1;
                format!("loc({}:{line}:{col})", locations.file)
            }
        };
        (!text[4..].contains('#')).then_some(text)
    }

    /// `(args) [-> results]`, as the function type the printer writes.
    fn signature(&mut self) -> Option<String> {
        self.eat(Tok::LParen)?;
        let mut inputs = Vec::new();
        if self.eat(Tok::RParen).is_none() {
            loop {
                if self.eat(Tok::PercentIdent).is_some() {
                    self.eat(Tok::Colon)?;
                }
                inputs.push(self.ty()?);
                if self.at_keyword("loc") {
                    self.trailing_loc()?;
                }
                if self.eat(Tok::Comma).is_none() {
                    self.eat(Tok::RParen)?;
                    break;
                }
            }
        }
        let mut results = Vec::new();
        if self.eat(Tok::Arrow).is_some() {
            if self.eat(Tok::LParen).is_some() {
                if self.eat(Tok::RParen).is_none() {
                    loop {
                        results.push(self.ty()?);
                        if self.eat(Tok::Comma).is_none() {
                            self.eat(Tok::RParen)?;
                            break;
                        }
                    }
                }
            } else {
                results.push(self.ty()?);
            }
        }
        let results = match results.as_slice() {
            [one] => one.to_string(),
            _ => format!("({})", results.join(", ")),
        };
        Some(format!("({}) -> {results}", inputs.join(", ")))
    }

    /// A type spelled as the printer writes it: a keyword or dialect type, with its
    /// parameters in `<...>` (no alias, no function type: those print otherwise).
    fn ty(&mut self) -> Option<&'s str> {
        let head = self.bump();
        match head.kind {
            Tok::BareIdent => {}
            Tok::ExclaimIdent if self.text(head).contains('.') => {}
            _ => return None,
        }
        let mut end = head;
        if self.peek().kind == Tok::Less {
            let mut depth = 0usize;
            loop {
                let t = self.bump();
                match t.kind {
                    Tok::Less => depth += 1,
                    Tok::Greater => depth = depth.checked_sub(1)?,
                    Tok::Eof | Tok::LBrace | Tok::RBrace | Tok::HashIdent | Tok::String => return None,
                    Tok::ExclaimIdent if !self.text(t).contains('.') => return None,
                    _ => {}
                }
                if depth == 0 {
                    end = t;
                    break;
                }
            }
        }
        Some(&self.src[head.start as usize..end.end as usize])
    }

    /// The function's attribute dictionary after `attributes`: its symbol uses, and whether
    /// it holds the unit attribute `async.allowed_to_block`.
    fn function_attributes(&mut self, index: usize) -> Option<bool> {
        self.eat(Tok::LBrace)?;
        let mut allowed = false;
        let mut depth = 1usize;
        let mut after_colons = false;
        while depth > 0 {
            let t = self.bump();
            match t.kind {
                Tok::LBrace | Tok::LSquare | Tok::LParen | Tok::Less => depth += 1,
                Tok::RBrace | Tok::RSquare | Tok::RParen | Tok::Greater => depth = depth.checked_sub(1)?,
                // `@outer::@inner` refers to `@outer`.
                Tok::AtIdent if !after_colons => self.symbol_use(self.text(t), Some(index), None)?,
                // Names the summary reads from the attributes, spelled otherwise than here
                // (a quoted key). Deeper strings are values: LLVM 14's coroutines carry
                // `passthrough = [["coroutine.presplit", "0"]]`.
                Tok::String if depth == 1 => return None,
                Tok::Eof => return None,
                Tok::BareIdent if depth == 1 && self.text(t) == "async.allowed_to_block" => match self.peek().kind {
                    Tok::Comma | Tok::RBrace => allowed = true,
                    _ => return None,
                },
                Tok::BareIdent if depth == 1 && matches!(self.text(t), "sym_name" | "sym_visibility") => return None,
                _ => {}
            }
            after_colons = t.kind == Tok::ColonColon;
        }
        Some(allowed)
    }

    /// A use of the symbol `@name` by `op` (`owner`: the function whose body holds it,
    /// `None` inside an execute).
    fn symbol_use(&mut self, text: &'s str, owner: Option<usize>, op: Option<CurrentOp<'s>>) -> Option<()> {
        let name = symbol(text)?;
        let is_call = op.is_some_and(|o| o.canonical == func::CALL && o.callee == Some(name));
        self.summary.uses.push(SymbolUse { name: name.to_owned(), owner, is_call, user: None });
        Some(())
    }

    /// A function body from just after its `{` at `from`, to its `}`: where it ends,
    /// whether it holds anything, and whether it awaits outside executes.
    fn body(&mut self, from: usize, index: usize) -> Option<(usize, bool, bool)> {
        let b = self.src.as_bytes();
        let mut open = vec![Open { region: true, op: None, in_execute: false, default_dialect: self.func_dialect }];
        let mut op: Option<CurrentOp<'s>> = None;
        let (mut awaits, mut any) = (false, false);
        let mut at = from;
        // Whether `at` is where an op's name may start (a line's first word, or after `=`).
        let mut line_start = false;
        while let Some(top) = open.last() {
            let (in_execute, default_dialect) = (top.in_execute, top.default_dialect);
            if line_start {
                line_start = false;
                while matches!(b.get(at), Some(b' ' | b'\t' | b'\r')) {
                    at += 1;
                }
                let name_at = match b.get(at) {
                    // `%a, %b:2 = name`
                    Some(b'%') => {
                        let eq = at + memchr::memchr2(b'=', b'\n', &b[at..])?;
                        if b[eq] != b'=' {
                            return None;
                        }
                        let mut n = eq + 1;
                        while b.get(n) == Some(&b' ') {
                            n += 1;
                        }
                        n
                    }
                    _ => at,
                };
                if let Some(end) = bare_ident_end(b, name_at) {
                    // An attribute's name on a line of its own (`name = value`) is no op's.
                    if !b[end..].starts_with(b" =") {
                        any = true;
                        let spelled = &self.src[name_at..end];
                        // `constant` is `arith.constant` or `func.constant` by what follows,
                        // and says which generation only then.
                        if spelled == "constant" {
                            return None;
                        }
                        let Resolved { canonical, region_dialect, .. } = self.resolve(spelled, default_dialect)?;
                        if gives_up_on(canonical) {
                            return None;
                        }
                        let callee = (canonical == func::CALL)
                            .then(|| b[end..].strip_prefix(b" @").map(|_| end + 1))
                            .flatten()
                            .and_then(|s| bare_ident_end(b, s + 1).and_then(|e| symbol(&self.src[s..e])));
                        op = Some(CurrentOp { canonical, region_dialect, callee });
                        match canonical {
                            async_::EXECUTE => self.summary.executes += 1,
                            async_::AWAIT | async_::AWAIT_ALL if !in_execute => awaits = true,
                            _ => {}
                        }
                        at = end;
                    }
                } else if b.get(name_at) == Some(&b'"') {
                    // A generic op.
                    return None;
                } else if name_at != at || matches!(b.get(at), Some(b'^')) {
                    any = true;
                }
            }
            while at < b.len() && !STOP[b[at] as usize] {
                at += 1;
            }
            let c = *b.get(at)?;
            at += 1;
            match c {
                b'\n' => line_start = true,
                b'{' => {
                    // A region's ops start on a line of their own; a dictionary of
                    // attributes stays on the op's line (and follows `attributes`).
                    let rest = &b[at..];
                    let line_end = memchr::memchr(b'\n', rest).unwrap_or(rest.len());
                    let blank = rest[..line_end].iter().all(|c| matches!(c, b' ' | b'\t' | b'\r'));
                    let region = blank && !self.src[..at - 1].trim_end().ends_with("attributes");
                    let (in_execute, default_dialect) = match op {
                        Some(o) if region => (in_execute || o.canonical == async_::EXECUTE, o.region_dialect),
                        _ => (in_execute, default_dialect),
                    };
                    open.push(Open { region, op, in_execute, default_dialect });
                    if region {
                        op = None;
                    }
                }
                b'}' => {
                    let closed = open.pop()?;
                    if closed.region {
                        op = closed.op;
                    }
                }
                b'@' => {
                    let end = if b.get(at) == Some(&b'"') { None } else { bare_ident_end(b, at) }?;
                    // `@outer::@inner` refers to `@outer`.
                    if !self.src[..at - 1].ends_with("::") {
                        self.symbol_use(&self.src[at - 1..end], (!in_execute).then_some(index), op)?;
                    }
                    at = end;
                }
                b'"' => {
                    // A string: to its closing quote, over escapes.
                    loop {
                        match *b.get(at)? {
                            b'"' => break,
                            b'\\' => at += 2,
                            b'\n' => return None,
                            _ => at += 1,
                        }
                    }
                    at += 1;
                }
                b'/' if b.get(at) == Some(&b'/') => {
                    at += memchr::memchr(b'\n', &b[at..]).unwrap_or(b.len() - at);
                }
                _ => {}
            }
        }
        Some((at, any, awaits))
    }
}

/// A symbol reference's name, without `@` (`None` for a quoted one).
fn symbol(text: &str) -> Option<&str> {
    text.strip_prefix('@').filter(|n| !n.starts_with('"'))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Over every lit input and generated program: wherever the scan reads a summary, the parse gives the same
    /// (a difference would send a large module to the whole run, not print wrong text).
    #[test]
    fn summaries_read_off_the_text_are_the_parsed_ones() {
        let registered = crate::Registered::new();
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/mlir");
        let (mut read, mut wrong) = (0, Vec::new());
        let mut inputs: Vec<(String, String)> = testkit::mlir_files(&root)
            .into_iter()
            .map(|p| (p.display().to_string(), std::fs::read_to_string(&p).unwrap()))
            .collect();
        inputs.extend((0..300).map(|i| (format!("testgen 7 {i}"), testgen::program::generate_nth(7, i).to_mlir())));
        // Printing debug info, locations too: written inline, or where the parser finds them.
        let no_alias = |_: &str| None;
        let locations = Locations { file: "\"in.mlir\"".into(), line_offset: 0, alias: &no_alias };
        let chunks = inputs.iter().flat_map(|(name, text)| text.split("// -----").enumerate().map(move |c| (name, c)));
        for ((name, (i, chunk)), locations) in chunks.flat_map(|c| [(c, None), (c, Some(&locations))]) {
            let Some(q) = quick_scan(chunk, &registered.syntax, locations) else { continue };
            let mut ctx = registered.ctx.clone();
            let opts = async_opt_text::ParseOptions {
                filename: "in.mlir".into(),
                allow_unregistered: true,
                ..Default::default()
            };
            let (module, generation) =
                async_opt_text::parse_source_here_telling_generation(&mut ctx, &registered.syntax, chunk, opts);
            // A chunk that does not parse goes whole whatever the scan read.
            let Ok(module) = module else { continue };
            read += 1;
            let scanned = super::super::Scanned::quick(q, Default::default(), None);
            if !scanned.agrees(&ctx, module, generation) {
                wrong.push(format!("{name}, chunk {i}, locations {}", locations.is_some()));
            }
        }
        eprintln!("{read} chunks read off their text");
        assert!(read > 400, "only {read} chunks read");
        assert!(wrong.is_empty(), "read otherwise than parsed: {wrong:#?}");
    }

    /// Strings in a function's attributes are read past where they are values (LLVM 14's
    /// and 22's coroutine attributes), not where one could be a key.
    #[test]
    fn coroutine_attributes_are_read_past() {
        let registered = crate::Registered::new();
        let body = "{\n  return\n}\n";
        for (attrs, reads) in [
            ("{passthrough = [[\"coroutine.presplit\", \"0\"]]}", true),
            ("{passthrough = [\"presplitcoroutine\"]}", true),
            ("{\"async.allowed_to_block\"}", false),
            ("{note = \"x\"}", false),
        ] {
            let src = format!("func @f() attributes {attrs} {body}");
            let q = quick_scan(&src, &registered.syntax, None);
            assert_eq!(q.is_some(), reads, "{src}");
        }
    }
}
