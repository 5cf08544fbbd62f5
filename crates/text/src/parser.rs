//! The MLIR parser: generic op form, regions and blocks, SSA names with forward
//! references, types, attributes, locations and aliases, plus the `OpAsmParser`-style
//! methods that dialects use to parse their custom forms.

use rustc_hash::{FxHashMap, FxHashSet};
use smallvec::SmallVec;

use async_opt_ir::{
    Attr, AttrKind, Block, Context, Diagnostic, FloatKind, Ident, Loc, LocKind, NamedAttr, Op, OperationState, Region,
    Signedness, Type, TypeKind, Value, DYNAMIC,
};

use crate::lexer::{unescape_bytes, Lexer, LineIndex, Tok, Token, NOT_UTF8};
use crate::syntax::{Generation, SyntaxTable};
use crate::OpBuild;

/// A parse failure (already located).
pub type PResult<T> = Result<T, Diagnostic>;

/// How deep regions may nest before the parser refuses: far deeper than programs go
/// (mlir-opt takes thousands), not so deep that the parser's and printer's recursion
/// through custom forms outgrows their threads' stacks ([`crate::PARSER_STACK`],
/// [`crate::PRINTER_STACK`]). Everything else walks nested regions with explicit stacks.
pub const MAX_NESTING: usize = 20_000;

/// How deep types, attributes and locations may nest (aliases included): their parsers and
/// printers recurse, the printers on any thread's stack.
pub const MAX_VALUE_NESTING: usize = 500;

/// The most bytes one alias may stand for when written out in full (`!t2 = tuple<!t1, !t1>`
/// doubles at every step; the printer writes types and attributes in full).
const MAX_ALIAS_SIZE: usize = 16 << 20;

/// The most bytes all alias references of one input may add when written out in full.
const MAX_ALIAS_EXPANSION: usize = 256 << 20;

/// What referencing an alias costs: the nesting depth and the size of what it stands for.
#[derive(Copy, Clone, Debug)]
struct AliasCost {
    depth: usize,
    size: usize,
}

/// What the parser needs besides the source.
#[derive(Clone, Debug, Default)]
pub struct ParseOptions {
    /// The name used in locations and diagnostics.
    pub filename: String,
    /// Accept ops of dialects nothing registered (generic form only).
    pub allow_unregistered: bool,
    /// Line added to every reported line (for `-split-input-file` chunks).
    pub line_offset: u32,
    /// Column added on the input's first line (a chunk may start mid-line).
    pub col_offset: u32,
    /// The generation of an input whose spellings do not tell (LLVM 14 if `None`), e.g.
    /// the generation of the chunk before with `-split-input-file`.
    pub fallback_generation: Option<Generation>,
    /// The input's bytes when they are not all UTF-8 (see [`RawSource`]).
    pub raw: Option<RawSource>,
}

/// An input that is not all UTF-8, as mlir-opt takes it (bytes in string literals and
/// comments). The parser reads the text [`crate::text_of_bytes`] makes of it, where each
/// stray byte is [`STRAY_BYTE`] (so offsets and columns stay), and decodes string literals
/// from these bytes.
#[derive(Clone, Debug)]
pub struct RawSource {
    pub bytes: std::sync::Arc<[u8]>,
    /// Where the parsed text starts in `bytes` (a `-split-input-file` chunk's offset).
    pub offset: usize,
}

/// What stands for a byte that is not UTF-8 in the text the parser reads (ASCII SUB).
pub const STRAY_BYTE: u8 = 0x1A;

/// An SSA use as written: `%name` or `%name#3`, not yet given a type.
#[derive(Copy, Clone, Debug)]
pub struct UnresolvedOperand<'s> {
    pub name: &'s str,
    pub number: u32,
    pub offset: u32,
}

/// A region or function argument as written: `%name: type {attrs} loc(...)`.
#[derive(Clone, Debug)]
pub struct Argument<'s> {
    pub name: UnresolvedOperand<'s>,
    pub ty: Type,
    pub attrs: Option<Attr>,
    pub loc: Option<Loc>,
}

struct Scope<'s> {
    /// `%name` → the results it names (one op's results, or one block argument), and where
    /// it was defined.
    defs: FxHashMap<&'s str, (SmallVec<[Value; 1]>, u32)>,
    isolated: bool,
}

struct BlockScope<'s> {
    blocks: FxHashMap<&'s str, (Block, bool, u32)>,
}

/// A forward reference: a placeholder value standing for `%name#number` until defined.
struct ForwardRef {
    placeholder: Value,
    offset: u32,
}

/// Which spellings were seen, to tell the input's generation.
#[derive(Default, Clone, Copy, Debug)]
pub struct GenerationHints {
    pub seed: bool,
    pub v14: bool,
    pub v22: bool,
}

impl GenerationHints {
    /// The generation of the input; LLVM 14 when nothing tells.
    pub fn generation(&self) -> Generation {
        if self.v22 {
            Generation::V22
        } else if self.seed {
            Generation::Seed
        } else {
            Generation::V14
        }
    }
}

/// The longest type spelling the type cache holds: a scan for the span (and its hash) then
/// costs a bounded time per type, not the length of a type nested across a whole line.
const MAX_CACHED_TYPE: usize = 256;

/// Where the function or dialect type starting at `start` ends (exclusive), by a scan of
/// words and brackets: `(...) -> (...)`, `(...) -> word<...>`, `!word<...>`. A key into the
/// type cache, which holds only spans the parser consumed whole, so a span that does not
/// match what the parser would consume just misses. `None` past [`MAX_CACHED_TYPE`] bytes.
fn type_span(src: &[u8], start: usize) -> Option<usize> {
    let src = &src[..src.len().min(start + MAX_CACHED_TYPE)];
    fn word(src: &[u8], mut i: usize) -> Option<usize> {
        let from = i;
        while i < src.len() && (src[i].is_ascii_alphanumeric() || b"_$.!".contains(&src[i])) {
            i += 1;
        }
        if i == from {
            return None;
        }
        if src.get(i) == Some(&b'<') {
            i = balanced(src, i)?;
        }
        Some(i)
    }
    fn balanced(src: &[u8], open: usize) -> Option<usize> {
        let mut stack: SmallVec<[u8; 8]> = SmallVec::new();
        let mut i = open;
        while i < src.len() {
            let c = src[i];
            i += 1;
            match c {
                b'<' => stack.push(b'>'),
                b'(' => stack.push(b')'),
                b'[' => stack.push(b']'),
                b'{' => stack.push(b'}'),
                b'-' if src.get(i) == Some(&b'>') => i += 1,
                b'>' | b')' | b']' | b'}' => {
                    if stack.pop() != Some(c) {
                        return None;
                    }
                    if stack.is_empty() {
                        return Some(i);
                    }
                }
                // Strings (and so escapes) are left to the parser.
                b'"' | b'\n' => return None,
                _ => {}
            }
        }
        None
    }
    let end = match src.get(start)? {
        b'(' => {
            let mut i = balanced(src, start)?;
            while src.get(i) == Some(&b' ') {
                i += 1;
            }
            if !src[i..].starts_with(b"->") {
                return None;
            }
            i += 2;
            while src.get(i) == Some(&b' ') {
                i += 1;
            }
            if src.get(i) == Some(&b'(') {
                balanced(src, i)?
            } else {
                word(src, i)?
            }
        }
        b'!' => word(src, start)?,
        _ => return None,
    };
    // The span must end where a token ends.
    match src.get(end) {
        Some(c) if c.is_ascii_alphanumeric() || b"_$.!-#@%".contains(c) => None,
        _ => Some(end),
    }
}

#[derive(Default)]
struct Spare<'s> {
    defs: Vec<FxHashMap<&'s str, (SmallVec<[Value; 1]>, u32)>>,
    blocks: Vec<FxHashMap<&'s str, (Block, bool, u32)>>,
    forward: Vec<FxHashMap<(&'s str, u32), ForwardRef>>,
    builds: Vec<OpBuild>,
}

/// The parser state. Dialect hooks receive `&mut Parser` and use its `parse_*` methods.
pub struct Parser<'s, 'c> {
    pub ctx: &'c mut Context,
    pub syntax: &'c SyntaxTable,
    src: &'s str,
    lex: Lexer<'s>,
    tok: Token,
    /// End of the previous token, to check adjacency (`%x#1`).
    prev_end: u32,
    opts: ParseOptions,
    file: Ident,
    lines: LineIndex,
    scopes: Vec<Scope<'s>>,
    block_scopes: Vec<BlockScope<'s>>,
    /// Forward references per isolated scope: `(name, number)` → placeholder.
    forward: Vec<FxHashMap<(&'s str, u32), ForwardRef>>,
    /// Function and dialect types by spelling, with how deep they nest (see `parse_type`).
    type_cache: FxHashMap<&'s str, (Type, usize)>,
    /// Emptied maps and op builds kept for reuse: a region or an op would otherwise
    /// allocate them afresh, and allocation was a fifth of parsing.
    spare: Spare<'s>,
    type_aliases: FxHashMap<&'s str, (Type, AliasCost)>,
    attr_aliases: FxHashMap<&'s str, (Attr, AliasCost)>,
    loc_aliases: FxHashMap<&'s str, (Loc, AliasCost)>,
    /// The deepest nesting reached since the current alias definition began, counting what
    /// referenced aliases nest: a chain of aliases must not nest deeper than `MAX_NESTING`.
    deepest: usize,
    /// Bytes that alias references added since the current alias definition began, and
    /// in the whole input.
    alias_extra: usize,
    alias_expansion: usize,
    /// `#loc` aliases used by ops before their definition at the end of the file.
    deferred_locs: Vec<(Op, &'s str, u32)>,
    /// How deep the type, attribute or location being parsed nests.
    depth: usize,
    /// How deep the region being parsed nests.
    region_depth: usize,
    /// Default dialects of the enclosing ops, innermost last (see `OpSyntax::default_dialect`).
    default_dialects: Vec<&'static str>,
    /// Interned canonical name per syntax entry, filled on first use.
    entry_names: Vec<Option<Ident>>,
    /// Scratch space for `dialect.name` lookups, to avoid an allocation per op.
    qualified: String,
    placeholder_name: Ident,
    pub hints: GenerationHints,
    /// The hints before the current custom op's name was looked up.
    hints_before_op: GenerationHints,
    /// The custom op being parsed: its syntax entry and keyword as spelled.
    custom_op: Option<(u32, &'s str)>,
    /// Where forward references that were never defined were first used: mlir-opt
    /// reports them all once the file has parsed (its `finalize`).
    undeclared: Vec<u32>,
}

impl<'s, 'c> Parser<'s, 'c> {
    pub fn new(ctx: &'c mut Context, syntax: &'c SyntaxTable, src: &'s str, opts: ParseOptions) -> Self {
        let file = ctx.ident(&opts.filename);
        let placeholder_name = ctx.ident("builtin.unresolved_forward_reference");
        let mut lex = Lexer::new(src);
        let tok = lex.next();
        Parser {
            ctx,
            syntax,
            src,
            lex,
            tok,
            prev_end: 0,
            opts,
            file,
            lines: LineIndex::new(src),
            scopes: Vec::new(),
            block_scopes: Vec::new(),
            forward: Vec::new(),
            spare: Spare::default(),
            type_cache: FxHashMap::default(),
            type_aliases: FxHashMap::default(),
            attr_aliases: FxHashMap::default(),
            loc_aliases: FxHashMap::default(),
            deepest: 0,
            alias_extra: 0,
            alias_expansion: 0,
            deferred_locs: Vec::new(),
            depth: 0,
            region_depth: 0,
            default_dialects: Vec::new(),
            entry_names: Vec::new(),
            qualified: String::new(),
            placeholder_name,
            hints: GenerationHints::default(),
            hints_before_op: GenerationHints::default(),
            custom_op: None,
            undeclared: Vec::new(),
        }
    }

    /// The generation the input's spellings so far imply, or the fallback when none do.
    pub fn input_generation(&self) -> Generation {
        let h = self.hints;
        match self.opts.fallback_generation {
            Some(g) if !(h.seed || h.v14 || h.v22) => g,
            _ => h.generation(),
        }
    }

    // ------------------------------------------------------------------------------
    // Tokens and errors
    // ------------------------------------------------------------------------------

    /// The current token's kind.
    #[inline]
    pub fn peek(&self) -> Tok {
        self.tok.kind
    }
    /// The current token's text.
    #[inline]
    pub fn tok_text(&self) -> &'s str {
        &self.src[self.tok.start as usize..self.tok.end as usize]
    }
    /// Byte offset of the current token.
    #[inline]
    pub fn offset(&self) -> u32 {
        self.tok.start
    }
    #[inline]
    fn bump(&mut self) -> Token {
        let t = self.tok;
        self.prev_end = t.end;
        self.tok = self.lex.next();
        t
    }
    fn text(&self, t: Token) -> &'s str {
        &self.src[t.start as usize..t.end as usize]
    }

    /// A location for a byte offset of the input.
    pub fn loc_at(&mut self, offset: u32) -> Loc {
        let (line, col) = self.lines.line_col(offset);
        let col = if line == 1 { col + self.opts.col_offset } else { col };
        let file = self.file;
        self.ctx.new_loc(LocKind::FileLineCol { file, line: line + self.opts.line_offset, col })
    }

    /// An error at a byte offset. At a token the lexer could not read, the lexer's own
    /// error instead, as in mlir-opt (whose lexer reported it already).
    pub fn error_at(&mut self, offset: u32, msg: impl Into<String>) -> Diagnostic {
        if self.tok.kind == Tok::Error {
            let (at, lexer_msg) = crate::lexer::error_message(self.src.as_bytes(), self.tok);
            let loc = self.loc_at(at);
            return Diagnostic::error(loc, lexer_msg);
        }
        let loc = self.loc_at(offset);
        Diagnostic::error(loc, msg)
    }

    /// The bytes the string literal whose body (inside the quotes) spans `start..end`
    /// spells, read from the input's own bytes.
    fn string_bytes(&mut self, start: u32, end: u32) -> PResult<Vec<u8>> {
        let (a, b) = (start as usize, end as usize);
        let body = match &self.opts.raw {
            Some(r) => &r.bytes[r.offset + a..r.offset + b],
            None => &self.src.as_bytes()[a..b],
        };
        unescape_bytes(body).map_err(|(off, msg)| self.error_at(start + off as u32, msg))
    }

    /// [`Self::string_bytes`] for text that must be UTF-8 (names, locations).
    fn string_text(&mut self, start: u32, end: u32) -> PResult<String> {
        let bytes = self.string_bytes(start, end)?;
        String::from_utf8(bytes).map_err(|_| self.error_at(start - 1, NOT_UTF8))
    }

    /// Checks that a span kept verbatim (a dialect type's body, say) holds no byte that
    /// is not UTF-8: the text would not keep it.
    fn check_verbatim(&mut self, start: usize, end: usize) -> PResult<()> {
        let Some(r) = &self.opts.raw else { return Ok(()) };
        let raw = &r.bytes[r.offset + start..r.offset + end];
        match raw.iter().zip(&self.src.as_bytes()[start..end]).position(|(a, b)| a != b) {
            Some(i) => Err(self.error_at((start + i) as u32, NOT_UTF8)),
            None => Ok(()),
        }
    }

    /// An error at the current token.
    pub fn error(&mut self, msg: impl Into<String>) -> Diagnostic {
        let off = self.offset();
        self.error_at(off, msg)
    }

    /// Consumes the current token if it is `kind`.
    #[inline]
    pub fn consume_if(&mut self, kind: Tok) -> bool {
        if self.tok.kind == kind {
            self.bump();
            true
        } else {
            false
        }
    }

    /// Consumes a token of `kind` or fails with "expected {what}".
    pub fn expect(&mut self, kind: Tok, what: &str) -> PResult<()> {
        if self.consume_if(kind) {
            Ok(())
        } else {
            Err(self.error(format!("expected {what}")))
        }
    }

    /// Whether the current token is the bare keyword `kw`.
    #[inline]
    pub fn at_keyword(&self, kw: &str) -> bool {
        self.tok.kind == Tok::BareIdent && self.tok_text() == kw
    }

    /// Consumes the bare keyword `kw` if present.
    pub fn parse_optional_keyword(&mut self, kw: &str) -> bool {
        if self.at_keyword(kw) {
            self.bump();
            true
        } else {
            false
        }
    }

    /// Consumes the bare keyword `kw` or fails.
    pub fn parse_keyword(&mut self, kw: &str) -> PResult<()> {
        if self.parse_optional_keyword(kw) {
            Ok(())
        } else {
            Err(self.error(format!("expected '{kw}'")))
        }
    }

    /// Any bare identifier.
    pub fn parse_bare_ident(&mut self, what: &str) -> PResult<&'s str> {
        if self.tok.kind == Tok::BareIdent {
            let t = self.bump();
            Ok(self.text(t))
        } else {
            Err(self.error(format!("expected {what}")))
        }
    }

    fn enter(&mut self) -> PResult<()> {
        self.depth += 1;
        if self.depth > MAX_VALUE_NESTING {
            return Err(self.error(format!("nesting deeper than {MAX_VALUE_NESTING} levels is not supported")));
        }
        self.deepest = self.deepest.max(self.depth);
        Ok(())
    }

    fn enter_region(&mut self) -> PResult<()> {
        self.region_depth += 1;
        if self.region_depth > MAX_NESTING {
            return Err(self.error(format!("nesting deeper than {MAX_NESTING} levels is not supported")));
        }
        Ok(())
    }

    /// Accounts for a reference (token `t`) to an alias: what it stands for nests and
    /// weighs as if written out here.
    fn use_alias(&mut self, t: Token, cost: AliasCost) -> PResult<()> {
        let depth = (self.depth + cost.depth).saturating_sub(1);
        if depth > MAX_VALUE_NESTING {
            let msg = format!("nesting deeper than {MAX_VALUE_NESTING} levels is not supported");
            return Err(self.error_at(t.start, msg));
        }
        self.deepest = self.deepest.max(depth);
        let extra = cost.size.saturating_sub((t.end - t.start) as usize);
        self.alias_extra = self.alias_extra.saturating_add(extra);
        self.alias_expansion = self.alias_expansion.saturating_add(extra);
        if self.alias_expansion > MAX_ALIAS_EXPANSION {
            let mib = MAX_ALIAS_EXPANSION >> 20;
            return Err(self.error_at(t.start, format!("aliases expand to more than {mib} MiB")));
        }
        Ok(())
    }

    /// Starts measuring an alias definition.
    fn begin_alias(&mut self) -> u32 {
        self.deepest = self.depth;
        self.alias_extra = 0;
        self.offset()
    }

    /// What the alias defined since `start` (its name token `t`) costs where it is used.
    fn end_alias(&mut self, t: Token, start: u32) -> PResult<AliasCost> {
        let size = (self.prev_end.saturating_sub(start) as usize).saturating_add(self.alias_extra);
        if size > MAX_ALIAS_SIZE {
            let mib = MAX_ALIAS_SIZE >> 20;
            return Err(self.error_at(t.start, format!("alias expands to more than {mib} MiB")));
        }
        Ok(AliasCost { depth: self.deepest - self.depth, size })
    }

    fn leave(&mut self) {
        self.depth -= 1;
    }

    // ------------------------------------------------------------------------------
    // Top level
    // ------------------------------------------------------------------------------

    /// Parses a whole file into a `builtin.module` (wrapping top-level ops in one unless
    /// the file is a single module op). Does not verify.
    pub fn parse_top_level(&mut self) -> PResult<Op> {
        // About one op per 40 bytes of typical MLIR.
        self.ctx.reserve_ops(self.src.len() / 40);
        let module_name = self.ctx.ident("builtin.module");
        // An implicit module sits at line 0, column 0 of the file, as in mlir-opt.
        let file = self.file;
        let loc = self.ctx.new_loc(LocKind::FileLineCol { file, line: 0, col: 0 });
        let holder_region = self.ctx.create_region();
        let holder = self.ctx.create_block();
        self.ctx.append_block(holder_region, holder);
        self.push_scope(true);
        self.push_block_scope();
        loop {
            match self.peek() {
                Tok::Eof => break,
                Tok::HashIdent if self.is_alias_definition() => self.parse_attr_alias_def()?,
                Tok::ExclaimIdent if self.is_alias_definition() => self.parse_type_alias_def()?,
                Tok::FileMetadataBegin => self.skip_file_metadata()?,
                _ => {
                    // Top-level ops nest one level down, in the module the printer will write
                    // around them; a module written out supplies that level itself. Either way
                    // what parses prints as something that parses again.
                    let module = matches!(self.tok_text(), "module" | "builtin.module" | "\"builtin.module\"");
                    self.region_depth = if module { 0 } else { 1 };
                    let op = self.parse_operation()?;
                    self.ctx.append_op(holder, op);
                }
            }
        }
        self.region_depth = 0;
        self.resolve_deferred_locs()?;
        self.pop_scope();
        self.pop_block_scope();
        if !self.undeclared.is_empty() {
            let mut at = std::mem::take(&mut self.undeclared);
            at.sort_unstable();
            let mut all = at.into_iter().map(|off| self.error_at(off, "use of undeclared SSA value name"));
            let mut first = all.next().expect("not empty");
            first.followed_by = all.collect();
            return Err(first);
        }
        let ops: Vec<Op> = self.ctx.block_ops(holder).collect();
        if ops.len() == 1 && self.ctx.op_name(ops[0]) == module_name {
            self.ctx.detach_op(ops[0]);
            return Ok(ops[0]);
        }
        let module = self.ctx.create_op(OperationState::new(module_name, loc).regions(1));
        let body = self.ctx.create_block();
        let r = self.ctx.region(module, 0);
        self.ctx.append_block(r, body);
        for op in ops {
            self.ctx.move_op_to_end(op, body);
        }
        Ok(module)
    }

    fn is_alias_definition(&self) -> bool {
        let mut l = self.lex.clone();
        l.next().kind == Tok::Equal
    }

    fn parse_attr_alias_def(&mut self) -> PResult<()> {
        let t = self.bump();
        let name = &self.text(t)[1..];
        self.expect(Tok::Equal, "'='")?;
        let start = self.begin_alias();
        if self.at_keyword("loc") {
            // Location aliases (`#loc1 = loc(...)`), as mlir-opt prints with debug info.
            let l = self.parse_loc_body()?;
            let cost = self.end_alias(t, start)?;
            if self.loc_aliases.insert(name, (l, cost)).is_some() {
                return Err(self.error_at(t.start, format!("redefinition of attribute alias id '{name}'")));
            }
            return Ok(());
        }
        let a = self.parse_attribute(None)?;
        let cost = self.end_alias(t, start)?;
        if self.attr_aliases.insert(name, (a, cost)).is_some() {
            return Err(self.error_at(t.start, format!("redefinition of attribute alias id '{name}'")));
        }
        Ok(())
    }

    fn parse_type_alias_def(&mut self) -> PResult<()> {
        let t = self.bump();
        let name = &self.text(t)[1..];
        self.expect(Tok::Equal, "'='")?;
        // LLVM 14 and before: `!name = type T`.
        if self.at_keyword("type") {
            self.bump();
        }
        let start = self.begin_alias();
        let ty = self.parse_type()?;
        let cost = self.end_alias(t, start)?;
        if self.type_aliases.insert(name, (ty, cost)).is_some() {
            return Err(self.error_at(t.start, format!("redefinition of type alias id '{name}'")));
        }
        Ok(())
    }

    /// `{-# ... #-}` (dialect resources): accepted and ignored.
    fn skip_file_metadata(&mut self) -> PResult<()> {
        self.bump();
        loop {
            match self.peek() {
                Tok::FileMetadataEnd => {
                    self.bump();
                    return Ok(());
                }
                Tok::Eof => return Err(self.error("expected '#-}' to end file metadata")),
                _ => {
                    self.bump();
                }
            }
        }
    }

    // ------------------------------------------------------------------------------
    // Scopes and SSA names
    // ------------------------------------------------------------------------------

    fn push_scope(&mut self, isolated: bool) {
        let defs = self.spare.defs.pop().unwrap_or_default();
        self.scopes.push(Scope { defs, isolated });
        if isolated {
            let fwd = self.spare.forward.pop().unwrap_or_default();
            self.forward.push(fwd);
        }
    }

    /// Pops a name scope; an isolated one's forward references that were never defined
    /// are kept for the report at the end of the file.
    fn pop_scope(&mut self) {
        let mut scope = self.scopes.pop().expect("scope underflow");
        scope.defs.clear();
        self.spare.defs.push(scope.defs);
        if scope.isolated {
            let mut fwd = self.forward.pop().expect("forward scope underflow");
            self.undeclared.extend(fwd.values().map(|r| r.offset));
            fwd.clear();
            self.spare.forward.push(fwd);
        }
    }

    fn push_block_scope(&mut self) {
        let blocks = self.spare.blocks.pop().unwrap_or_default();
        self.block_scopes.push(BlockScope { blocks });
    }

    /// Pops the block scope, returning the first block referenced but never defined.
    fn pop_block_scope(&mut self) -> Option<(&'s str, u32)> {
        let mut popped = self.block_scopes.pop().expect("block scope underflow");
        let undefined = popped
            .blocks
            .iter()
            .filter(|(_, (_, defined, _))| !defined)
            .map(|(n, (_, _, o))| (*n, *o))
            .min_by_key(|x| x.1);
        popped.blocks.clear();
        self.spare.blocks.push(popped.blocks);
        undefined
    }

    /// An empty op build, reusing the lists of a finished one.
    pub fn op_build(&mut self, name: Ident, loc: Loc) -> OpBuild {
        match self.spare.builds.pop() {
            Some(mut b) => {
                b.name = name;
                b.loc = loc;
                b
            }
            None => OpBuild::new(name, loc),
        }
    }

    fn lookup_def_at(&self, name: &str) -> Option<&(SmallVec<[Value; 1]>, u32)> {
        for s in self.scopes.iter().rev() {
            if let Some(d) = s.defs.get(name) {
                return Some(d);
            }
            if s.isolated {
                break;
            }
        }
        None
    }

    /// Binds `%name` to `values` in the innermost scope, resolving forward references.
    pub fn define(&mut self, name: &'s str, offset: u32, values: SmallVec<[Value; 1]>) -> PResult<()> {
        if let Some(&(_, prev)) = self.lookup_def_at(name) {
            let note = self.loc_at(prev);
            return Err(self
                .error_at(offset, format!("redefinition of SSA value '%{name}'"))
                .with_note(note, "previously defined here"));
        }
        if let Some(fwd) = self.forward.last_mut() {
            if !fwd.is_empty() {
                for (i, &v) in values.iter().enumerate() {
                    if let Some(r) = fwd.remove(&(name, i as u32)) {
                        let (pt, vt) = (self.ctx.value_type(r.placeholder), self.ctx.value_type(v));
                        if pt != vt {
                            let msg = format!(
                                "definition of SSA value '%{name}#{i}' has type '{}'",
                                crate::printer::type_to_string(self.ctx, vt)
                            );
                            let prev = format!(
                                "previously used here with type '{}'",
                                crate::printer::type_to_string(self.ctx, pt)
                            );
                            let note_loc = self.loc_at(r.offset);
                            return Err(self.error_at(offset, msg).with_note(note_loc, prev));
                        }
                        self.ctx.replace_all_uses_with(r.placeholder, v);
                        let op = self.ctx.defining_op(r.placeholder).expect("placeholder is an op result");
                        self.ctx.erase_op(op);
                    }
                }
                // A forward reference to a result number the definition does not have
                // stays undeclared, as in mlir-opt.
            }
        }
        self.scopes.last_mut().expect("no scope").defs.insert(name, (values, offset));
        Ok(())
    }

    /// Parses `%name` or `%name#N` (without a type).
    pub fn parse_operand(&mut self) -> PResult<UnresolvedOperand<'s>> {
        if self.peek() != Tok::PercentIdent {
            return Err(self.error("expected SSA operand"));
        }
        let t = self.bump();
        let name = &self.text(t)[1..];
        let mut number = 0;
        if self.peek() == Tok::HashIdent && self.tok.start == t.end {
            let h = self.bump();
            number = self.text(h)[1..]
                .parse::<u32>()
                .map_err(|_| self.error_at(h.start, "invalid SSA value result number"))?;
        }
        Ok(UnresolvedOperand { name, number, offset: t.start })
    }

    /// Parses `%name`-style operand if the current token is one.
    pub fn parse_optional_operand(&mut self) -> PResult<Option<UnresolvedOperand<'s>>> {
        if self.peek() == Tok::PercentIdent {
            self.parse_operand().map(Some)
        } else {
            Ok(None)
        }
    }

    /// Parses a comma-separated list of operands (possibly empty).
    pub fn parse_operand_list(&mut self) -> PResult<Vec<UnresolvedOperand<'s>>> {
        let mut out = Vec::new();
        if self.peek() != Tok::PercentIdent {
            return Ok(out);
        }
        loop {
            out.push(self.parse_operand()?);
            if !self.consume_if(Tok::Comma) {
                return Ok(out);
            }
        }
    }

    /// Gives an operand its type: looks it up, or makes a forward reference.
    pub fn resolve_operand(&mut self, u: UnresolvedOperand<'s>, ty: Type) -> PResult<Value> {
        let key = (u.name, u.number);
        // A definition, or a forward reference still open (`%x#3` when `%x` has two results).
        let found = match self.lookup_def_at(u.name) {
            Some((vals, at)) => match vals.get(u.number as usize) {
                Some(&v) => Some((v, *at)),
                None => match self.forward.last().and_then(|f| f.get(&key)) {
                    Some(r) => Some((r.placeholder, r.offset)),
                    None => return Err(self.error_at(u.offset, "reference to invalid result number")),
                },
            },
            None => self.forward.last().and_then(|f| f.get(&key)).map(|r| (r.placeholder, r.offset)),
        };
        if let Some((v, at)) = found {
            let vt = self.ctx.value_type(v);
            if vt != ty {
                let msg = format!(
                    "use of value '%{}' expects different type than prior uses: '{}' vs '{}'",
                    u.name,
                    crate::printer::type_to_string(self.ctx, ty),
                    crate::printer::type_to_string(self.ctx, vt)
                );
                // Where the name was defined, or first used.
                let note = self.loc_at(at);
                return Err(self.error_at(u.offset, msg).with_note(note, "prior use here"));
            }
            return Ok(v);
        }
        let state = OperationState::new(self.placeholder_name, self.ctx.unknown_loc()).results([ty]);
        let op = self.ctx.create_op(state);
        let p = self.ctx.result(op, 0);
        self.forward.last_mut().expect("no forward scope").insert(key, ForwardRef { placeholder: p, offset: u.offset });
        Ok(p)
    }

    /// Resolves operands against a type list of the same length.
    pub fn resolve_operands(&mut self, ops: &[UnresolvedOperand<'s>], types: &[Type], at: u32) -> PResult<Vec<Value>> {
        if ops.len() != types.len() {
            return Err(self.error_at(at, format!("{} operands present, but expected {}", ops.len(), types.len())));
        }
        ops.iter().zip(types).map(|(u, &t)| self.resolve_operand(*u, t)).collect()
    }

    /// Resolves operands that all share one type.
    pub fn resolve_operands_same(&mut self, ops: &[UnresolvedOperand<'s>], ty: Type) -> PResult<Vec<Value>> {
        ops.iter().map(|u| self.resolve_operand(*u, ty)).collect()
    }

    // ------------------------------------------------------------------------------
    // Operations
    // ------------------------------------------------------------------------------

    /// Parses one operation (with its result bindings) and returns it detached.
    pub fn parse_operation(&mut self) -> PResult<Op> {
        let start = self.offset();
        // Result list: `%a, %b:2 = `.
        let mut results: SmallVec<[(&'s str, u32, u32); 2]> = SmallVec::new();
        if self.peek() == Tok::PercentIdent {
            loop {
                if self.peek() != Tok::PercentIdent {
                    return Err(self.error("expected valid ssa identifier"));
                }
                let t = self.bump();
                let name = &self.text(t)[1..];
                let mut count = 1;
                if self.consume_if(Tok::Colon) {
                    if self.peek() != Tok::Integer {
                        return Err(self.error("expected integer number of results"));
                    }
                    let n = self.bump();
                    count = self.text(n).parse::<u32>().unwrap_or(0);
                    if count < 1 {
                        return Err(self.error_at(n.start, "expected named operation to have at least 1 result"));
                    }
                }
                results.push((name, count, t.start));
                if !self.consume_if(Tok::Comma) {
                    break;
                }
            }
            self.expect(Tok::Equal, "'=' after SSA name")?;
        }
        let op_start = self.offset();
        let op = match self.peek() {
            Tok::String => self.parse_generic_operation()?,
            Tok::BareIdent => self.parse_custom_operation()?,
            _ => return Err(self.error("expected operation name in quotes")),
        };
        self.parse_trailing_location(op)?;
        let n = self.ctx.num_results(op);
        let expected: u32 = results.iter().map(|r| r.1).sum();
        if !results.is_empty() && n == 0 {
            return Err(self.error_at(start, "cannot name an operation with no results"));
        }
        if !results.is_empty() && expected as usize != n {
            let msg = format!("operation defines {} results but was provided {} to bind", n, expected);
            return Err(self.error_at(start, msg));
        }
        let mut next = 0usize;
        for (name, count, off) in results {
            let vals: SmallVec<[Value; 1]> =
                self.ctx.results(op)[next..next + count as usize].iter().copied().collect();
            next += count as usize;
            self.define(name, off, vals)?;
        }
        let _ = op_start;
        Ok(op)
    }

    fn parse_trailing_location(&mut self, op: Op) -> PResult<()> {
        if self.at_keyword("loc") {
            if let Some(l) = self.parse_optional_location_for(Some(op))? {
                self.ctx.set_loc(op, l);
            }
        }
        Ok(())
    }

    /// Maps a spelled op name to its canonical name, noting what generation it implies.
    fn canonical_name(&mut self, spelled: &str) -> Option<(Ident, u32)> {
        let s = self.syntax.lookup(spelled)?;
        match s.implies {
            Some(Generation::Seed) => self.hints.seed = true,
            Some(Generation::V14) => self.hints.v14 = true,
            Some(Generation::V22) => self.hints.v22 = true,
            None => {}
        }
        let slot = s.entry as usize;
        if self.entry_names.len() <= slot {
            self.entry_names.resize(slot + 1, None);
        }
        let name = match self.entry_names[slot] {
            Some(n) => n,
            None => {
                let n = self.ctx.ident(self.syntax.entry(s.entry).name);
                self.entry_names[slot] = Some(n);
                n
            }
        };
        Some((name, s.entry))
    }

    /// Looks up `dialect.spelled` without allocating per op.
    fn canonical_qualified(&mut self, dialect: &str, spelled: &str) -> Option<(Ident, u32)> {
        let mut q = std::mem::take(&mut self.qualified);
        q.clear();
        q.push_str(dialect);
        q.push('.');
        q.push_str(spelled);
        let r = self.canonical_name(&q);
        self.qualified = q;
        r
    }

    fn unknown_op_error(&mut self, offset: u32, name: &str, custom: bool) -> Diagnostic {
        let dialect = name.split('.').next().unwrap_or("");
        if !custom && name.contains('.') && self.ctx.is_dialect_registered(dialect) {
            return self.error_at(
                offset,
                format!("unregistered operation '{name}' found in dialect ('{dialect}') that does not allow unknown operations"),
            );
        }
        if custom {
            if name.contains('.') {
                if self.ctx.is_dialect_registered(dialect) {
                    self.error_at(offset, format!("custom op '{name}' is unknown"))
                } else {
                    self.error_at(offset, format!("Dialect `{dialect}' not found for custom op '{name}' "))
                }
            } else {
                // LLVM 22 also tries the default dialect (`builtin` at the top level); LLVM 14
                // tries `builtin` only at the top level and names that attempt.
                // `builtin` at the top level and directly in a module (the op being parsed
                // around this one, if any, is its custom op).
                let in_module = self.custom_op.is_none_or(|(e, _)| self.syntax.entry(e).name == "builtin.module");
                let default = self.default_dialects.last().copied().or(if in_module { Some("builtin") } else { None });
                match default {
                    Some(d) if self.input_generation() == Generation::V22 => {
                        self.error_at(offset, format!("custom op '{name}' is unknown (tried '{d}.{name}' as well)"))
                    }
                    Some("builtin") if in_module => {
                        self.error_at(offset, format!("custom op 'builtin.{name}' is unknown"))
                    }
                    _ => self.error_at(offset, format!("custom op '{name}' is unknown")),
                }
            }
        } else {
            self.error_at(
                offset,
                "operation being parsed with an unregistered dialect. If this is intended, please use -allow-unregistered-dialect with the MLIR tool used",
            )
        }
    }

    fn parse_generic_operation(&mut self) -> PResult<Op> {
        let name_tok = self.bump();
        let spelled = self.string_text(name_tok.start + 1, name_tok.end - 1)?;
        if spelled.is_empty() {
            return Err(self.error_at(name_tok.start, "empty operation name is invalid"));
        }
        let hints_before = self.hints;
        let (mut name, entry) = match self.canonical_name(&spelled) {
            Some((n, e)) => (n, Some(e)),
            None => {
                let dialect = spelled.split('.').next().unwrap_or("");
                let known = self.ctx.is_dialect_registered(dialect);
                if known || !self.opts.allow_unregistered {
                    return Err(self.unknown_op_error(name_tok.start, &spelled, false));
                }
                (self.ctx.ident(&spelled), None)
            }
        };
        let hints_by_name = self.hints;
        let loc = self.loc_at(name_tok.start);
        self.expect(Tok::LParen, "'(' to start operand list")?;
        let operands = self.parse_operand_list()?;
        self.expect(Tok::RParen, "')' to end operand list")?;
        let mut successors = Vec::new();
        if self.consume_if(Tok::LSquare) {
            loop {
                successors.push(self.parse_successor()?);
                if !self.consume_if(Tok::Comma) {
                    break;
                }
            }
            self.expect(Tok::RSquare, "']' to end successor list")?;
        }
        let mut attrs: Vec<NamedAttr> = Vec::new();
        // Properties (`<{...}>`), as MLIR 17+ prints inherent attributes.
        if self.peek() == Tok::Less {
            self.bump();
            let d = self.parse_attribute(None)?;
            if let AttrKind::Dictionary(entries) = self.ctx.attr_kind(d).clone() {
                attrs.extend(entries.iter().copied());
            } else {
                return Err(self.error("expected attribute dictionary in properties"));
            }
            self.expect(Tok::Greater, "'>' to close properties")?;
            self.hints.v22 = true;
        }
        let mut regions = Vec::new();
        if self.peek() == Tok::LParen {
            self.bump();
            loop {
                // Not a name scope of its own even when the op is isolated from above: that
                // is the verifier's to check, as in mlir-opt.
                let r = self.ctx.create_region();
                self.parse_region_into(r, &[], false)?;
                regions.push(r);
                if !self.consume_if(Tok::Comma) {
                    break;
                }
            }
            self.expect(Tok::RParen, "')' to end region list")?;
        }
        if self.peek() == Tok::LBrace {
            self.parse_attr_dict_into(&mut attrs)?;
        }
        if let Some(retarget) = entry.and_then(|e| self.syntax.entry(e).generic_retarget) {
            if let Some(other) = retarget(self.ctx, &attrs) {
                name = self.ctx.ident(other);
                // What the shared name implied was about the op it first named.
                let (b, n) = (hints_before, hints_by_name);
                self.hints.seed &= b.seed || !n.seed;
                self.hints.v14 &= b.v14 || !n.v14;
                self.hints.v22 &= b.v22 || !n.v22;
            }
        }
        self.canonicalize_generic_attrs(name, &mut attrs);
        self.expect(Tok::Colon, "':' followed by operation type")?;
        let ty_off = self.offset();
        let fty = self.parse_type()?;
        let Some((ins, outs)) = self.ctx.function_type_parts(fty).map(|(a, b)| (a.to_vec(), b.to_vec())) else {
            return Err(self.error_at(ty_off, "expected function type"));
        };
        if ins.len() != operands.len() {
            return Err(self.error_at(
                ty_off,
                format!(
                    "expected {} operand type{} but had {}",
                    operands.len(),
                    if operands.len() == 1 { "" } else { "s" },
                    ins.len()
                ),
            ));
        }
        let values = self.resolve_operands(&operands, &ins, ty_off)?;
        let build = OpBuild { name, loc, operands: values, result_types: outs, successors, regions, attrs };
        Ok(self.build(build))
    }

    /// Renames attributes spelled the pre-LLVM-22 way in a generic op to their canonical names.
    fn canonicalize_generic_attrs(&mut self, name: Ident, attrs: &mut [NamedAttr]) {
        let entry = self.syntax.get(self.ctx.str(name));
        for (n, a) in attrs.iter_mut() {
            let spelled = self.ctx.str(*n);
            let canonical = match spelled {
                "operand_segment_sizes" => Some("operandSegmentSizes"),
                "result_segment_sizes" => Some("resultSegmentSizes"),
                _ => entry.and_then(|e| e.attr_spellings.iter().find(|(_, old)| *old == spelled).map(|(c, _)| *c)),
            };
            let Some(c) = canonical else { continue };
            if c.ends_with("SegmentSizes") {
                if let Some(vals) = self.ctx.attr_i64_array(*a) {
                    let i32t = self.ctx.integer_type(32);
                    *a = self.ctx.intern_attr(AttrKind::DenseArray { element: i32t, values: vals.into() });
                }
            }
            *n = self.ctx.ident(c);
        }
    }

    /// Forgets what the current custom op's keyword implied about the generation (for a
    /// keyword that more than one generation spells, told apart by what follows).
    pub fn retract_generation_hint(&mut self) {
        self.hints = self.hints_before_op;
    }

    fn parse_custom_operation(&mut self) -> PResult<Op> {
        self.hints_before_op = self.hints;
        let t = self.bump();
        let spelled = self.text(t);
        let loc = self.loc_at(t.start);
        let qualified = match self.default_dialects.last() {
            Some(&d) if !spelled.contains('.') => {
                // `return` in a func body says nothing about the generation, even though
                // `func.return` is spelled that way only in 22.
                let hints = self.hints;
                let found = self.canonical_qualified(d, spelled);
                self.hints = hints;
                found
            }
            _ => None,
        };
        let Some((name, entry)) = qualified.or_else(|| self.canonical_name(spelled)) else {
            return Err(self.unknown_op_error(t.start, spelled, true));
        };
        let Some(parse) = self.syntax.entry(entry).parse else {
            return Err(self.error_at(t.start, format!("custom op '{spelled}' has no custom assembly form")));
        };
        let mut build = self.op_build(name, loc);
        let outer = self.custom_op.replace((entry, spelled));
        let parsed = parse(self, &mut build);
        self.custom_op = outer;
        parsed?;
        Ok(self.build(build))
    }

    /// The generation the current custom op's keyword is spelled in (`func` is LLVM 14's,
    /// `func.func` LLVM 22's), or the input's so far when every generation spells it so.
    pub fn custom_op_generation(&self) -> Generation {
        let gens = [Generation::Seed, Generation::V14, Generation::V22];
        let input = self.input_generation();
        let Some((entry, spelled)) = self.custom_op else { return input };
        let keyword = &self.syntax.entry(entry).keyword;
        let users: SmallVec<[Generation; 3]> =
            gens.iter().zip(keyword).filter(|(_, &k)| k == spelled).map(|(g, _)| *g).collect();
        match users.last() {
            // `return` in a `func.func` resolved through the default dialect.
            Some(&g) if !users.contains(&input) && !spelled.contains('.') && self.default_dialects.is_empty() => g,
            Some(&g) if !users.contains(&input) && spelled.contains('.') => g,
            _ => input,
        }
    }

    /// An error from a custom op's own checks, prefixed as MLIR's `OpAsmParser::emitError`
    /// does: `custom op 'builtin.func' expected non-empty function body`.
    pub fn custom_op_error_at(&mut self, offset: u32, msg: &str) -> Diagnostic {
        let name = match self.custom_op {
            Some((entry, _)) => self.syntax.entry(entry).generic[self.custom_op_generation().slot()],
            None => "",
        };
        self.error_at(offset, format!("custom op '{name}' {msg}"))
    }

    /// Creates the op described by `b` (detached), moving its pre-built regions in.
    pub fn build(&mut self, mut b: OpBuild) -> Op {
        let op = self.ctx.create_op_parts(
            b.name,
            b.loc,
            &b.operands,
            &b.result_types,
            &b.successors,
            b.regions.len(),
            &b.attrs,
        );
        for (i, &r) in b.regions.iter().enumerate() {
            let dest = self.ctx.region(op, i);
            self.ctx.take_body(dest, r);
        }
        b.operands.clear();
        b.result_types.clear();
        b.successors.clear();
        b.regions.clear();
        b.attrs.clear();
        self.spare.builds.push(b);
        op
    }

    // ------------------------------------------------------------------------------
    // Regions and blocks
    // ------------------------------------------------------------------------------

    /// Parses `{ ... }` into `region`, defining `entry_args` as the entry block's
    /// arguments. `isolated` starts a fresh SSA name scope (MLIR's `enableNameShadowing`);
    /// function and module bodies are not such scopes: names defined in a region are
    /// gone after it, but a forward reference stays open until the file ends, so a
    /// sibling region may define it (the verifier then rejects the use), as in mlir-opt.
    pub fn parse_region_into(&mut self, region: Region, entry_args: &[Argument<'s>], isolated: bool) -> PResult<()> {
        self.enter_region()?;
        let lbrace = self.offset();
        self.expect(Tok::LBrace, "'{' to begin a region")?;
        self.push_scope(isolated);
        self.push_block_scope();
        let result = self.parse_region_body(region, entry_args, lbrace);
        let undefined = self.pop_block_scope();
        self.pop_scope();
        result?;
        if let Some((name, off)) = undefined {
            return Err(self.error_at(off, format!("reference to an undefined block '^{name}'")));
        }
        self.region_depth -= 1;
        Ok(())
    }

    fn parse_region_body(&mut self, region: Region, entry_args: &[Argument<'s>], lbrace: u32) -> PResult<()> {
        if self.consume_if(Tok::RBrace) {
            if !entry_args.is_empty() {
                // An empty region with arguments still gets its entry block.
                let b = self.ctx.create_block();
                self.ctx.append_block(region, b);
                self.define_args(b, entry_args)?;
            }
            return Ok(());
        }
        // Entry block: explicit label only allowed when no arguments were given outside.
        let entry = self.ctx.create_block();
        self.ctx.append_block(region, entry);
        self.define_args(entry, entry_args)?;
        if self.peek() == Tok::CaretIdent {
            if !entry_args.is_empty() {
                return Err(self.error("invalid block name in region with named arguments"));
            }
            self.parse_block_header(Some(entry))?;
        }
        let mut current = entry;
        loop {
            match self.peek() {
                Tok::RBrace => {
                    self.bump();
                    return Ok(());
                }
                Tok::CaretIdent => {
                    // Blocks referenced before their label are created detached; the label places them.
                    current = self.parse_block_header(None)?;
                    self.ctx.append_block(region, current);
                }
                Tok::Eof => return Err(self.error_at(lbrace, "expected '}' to end region")),
                _ => {
                    let op = self.parse_operation()?;
                    self.ctx.append_op(current, op);
                }
            }
        }
    }

    fn define_args(&mut self, block: Block, args: &[Argument<'s>]) -> PResult<()> {
        for a in args {
            let v = self.ctx.add_block_arg(block, a.ty, a.loc);
            self.define(a.name.name, a.name.offset, smallvec::smallvec![v])?;
        }
        Ok(())
    }

    /// `^name(%a: T, ...):` — returns the block (created, or the one forward-referenced).
    fn parse_block_header(&mut self, entry: Option<Block>) -> PResult<Block> {
        let t = self.bump();
        let name = &self.text(t)[1..];
        let block = match entry {
            Some(b) => {
                self.block_scopes.last_mut().unwrap().blocks.insert(name, (b, true, t.start));
                b
            }
            None => self.define_block(name, t.start)?,
        };
        if self.consume_if(Tok::LParen) {
            if !self.consume_if(Tok::RParen) {
                loop {
                    let u = self.parse_operand()?;
                    self.expect(Tok::Colon, "':' and type for SSA value")?;
                    let ty = self.parse_type()?;
                    let loc = self.parse_optional_location_for(None)?;
                    let v = self.ctx.add_block_arg(block, ty, loc);
                    if loc.is_none() {
                        let l = self.loc_at(u.offset);
                        self.ctx.set_value_loc(v, Some(l));
                    }
                    self.define(u.name, u.offset, smallvec::smallvec![v])?;
                    if !self.consume_if(Tok::Comma) {
                        break;
                    }
                }
                self.expect(Tok::RParen, "')' to end argument list")?;
            }
        }
        self.expect(Tok::Colon, "':' after block name")?;
        Ok(block)
    }

    fn define_block(&mut self, name: &'s str, offset: u32) -> PResult<Block> {
        let scope = self.block_scopes.last_mut().expect("no block scope");
        match scope.blocks.get_mut(name) {
            Some((b, defined, _)) => {
                if *defined {
                    let msg = format!("redefinition of block '^{name}'");
                    return Err(self.error_at(offset, msg));
                }
                *defined = true;
                Ok(*b)
            }
            None => {
                let b = self.ctx.create_block();
                self.block_scopes.last_mut().unwrap().blocks.insert(name, (b, true, offset));
                Ok(b)
            }
        }
    }

    /// Parses `^bb1` as a branch target in the current region.
    pub fn parse_successor(&mut self) -> PResult<Block> {
        if self.peek() != Tok::CaretIdent {
            return Err(self.error("expected block name"));
        }
        let t = self.bump();
        let name = &self.text(t)[1..];
        let Some(scope) = self.block_scopes.last_mut() else {
            return Err(self.error_at(t.start, "block reference outside of a region"));
        };
        if let Some((b, _, _)) = scope.blocks.get(name) {
            return Ok(*b);
        }
        let b = self.ctx.create_block();
        self.block_scopes.last_mut().unwrap().blocks.insert(name, (b, false, t.start));
        Ok(b)
    }

    /// Parses `^bb1` or `^bb1(%a, %b : T, U)`; returns the block and its operands.
    pub fn parse_successor_and_use_list(&mut self) -> PResult<(Block, Vec<Value>)> {
        let b = self.parse_successor()?;
        let mut vals = Vec::new();
        if self.consume_if(Tok::LParen) {
            let ops = self.parse_operand_list()?;
            let at = self.offset();
            if !ops.is_empty() {
                self.expect(Tok::Colon, "':' in operand list")?;
                let tys = self.parse_type_list_no_parens()?;
                vals = self.resolve_operands(&ops, &tys, at)?;
            }
            self.expect(Tok::RParen, "')' to end operand list")?;
        }
        Ok((b, vals))
    }

    /// Parses the body of an op whose syntax names a default dialect: bare op names inside
    /// resolve in that dialect first (`return` in an `async.func` is `async.return`).
    pub fn parse_region_with_default_dialect(
        &mut self,
        op_name: Ident,
        args: &[Argument<'s>],
        isolated: bool,
    ) -> PResult<Region> {
        let dd = self.syntax.get(self.ctx.str(op_name)).and_then(|s| s.default_dialect);
        if let Some(d) = dd {
            self.default_dialects.push(d);
        }
        let r = self.parse_region(args, isolated);
        if dd.is_some() {
            self.default_dialects.pop();
        }
        r
    }

    /// Parses a region whose entry arguments are `args`, into a new detached region.
    pub fn parse_region(&mut self, args: &[Argument<'s>], isolated: bool) -> PResult<Region> {
        let r = self.ctx.create_region();
        self.parse_region_into(r, args, isolated)?;
        Ok(r)
    }

    /// Parses a region if the next token is `{`.
    pub fn parse_optional_region(&mut self, args: &[Argument<'s>], isolated: bool) -> PResult<Option<Region>> {
        if self.peek() == Tok::LBrace {
            self.parse_region(args, isolated).map(Some)
        } else {
            Ok(None)
        }
    }

    /// Parses `%name : type` (an argument with an explicit type), with optional
    /// attributes and location when `with_attrs`.
    pub fn parse_argument(&mut self, with_attrs: bool) -> PResult<Argument<'s>> {
        let name = self.parse_operand()?;
        self.expect(Tok::Colon, "':'")?;
        let ty = self.parse_type()?;
        let mut attrs = None;
        if with_attrs && self.peek() == Tok::LBrace {
            let mut list = Vec::new();
            self.parse_attr_dict_into(&mut list)?;
            attrs = Some(self.ctx.dict_attr(list));
        }
        let mut loc = self.parse_optional_location_for(None)?;
        if loc.is_none() {
            loc = Some(self.loc_at(name.offset));
        }
        Ok(Argument { name, ty, attrs, loc })
    }

    // ------------------------------------------------------------------------------
    // Locations
    // ------------------------------------------------------------------------------

    /// Parses `loc(...)` if present. `op` receives alias-deferred locations.
    pub fn parse_optional_location_for(&mut self, op: Option<Op>) -> PResult<Option<Loc>> {
        if !self.at_keyword("loc") {
            return Ok(None);
        }
        // `loc(#alias)` where the alias is defined later in the file.
        let save = (self.lex.clone(), self.tok, self.prev_end);
        self.bump();
        if self.consume_if(Tok::LParen) && self.peek() == Tok::HashIdent {
            let t = self.bump();
            let name = &self.text(t)[1..];
            if !self.loc_aliases.contains_key(name) && self.peek() == Tok::RParen {
                self.bump();
                if let Some(op) = op {
                    self.deferred_locs.push((op, name, t.start));
                }
                return Ok(None);
            }
        }
        self.lex = save.0;
        self.tok = save.1;
        self.prev_end = save.2;
        self.parse_loc_body().map(Some)
    }

    /// Parses `loc(...)`.
    fn parse_loc_body(&mut self) -> PResult<Loc> {
        self.parse_keyword("loc")?;
        self.expect(Tok::LParen, "'(' in location")?;
        let l = self.parse_loc_inner()?;
        self.expect(Tok::RParen, "')' in location")?;
        Ok(l)
    }

    fn parse_loc_inner(&mut self) -> PResult<Loc> {
        self.enter()?;
        let r = self.parse_loc_inner_impl();
        self.leave();
        r
    }

    fn parse_loc_inner_impl(&mut self) -> PResult<Loc> {
        match self.peek() {
            Tok::BareIdent if self.at_keyword("unknown") => {
                self.bump();
                Ok(self.ctx.unknown_loc())
            }
            Tok::BareIdent if self.at_keyword("callsite") => {
                self.bump();
                self.expect(Tok::LParen, "'(' in callsite location")?;
                let callee = self.parse_loc_inner()?;
                self.parse_keyword("at")?;
                let caller = self.parse_loc_inner()?;
                self.expect(Tok::RParen, "')' in callsite location")?;
                Ok(self.ctx.new_loc(LocKind::CallSite { callee, caller }))
            }
            Tok::BareIdent if self.at_keyword("fused") => {
                self.bump();
                let mut metadata = None;
                if self.consume_if(Tok::Less) {
                    metadata = Some(self.parse_attribute(None)?);
                    self.expect(Tok::Greater, "'>' after fused location metadata")?;
                }
                self.expect(Tok::LSquare, "'[' in fused location")?;
                let mut locs = Vec::new();
                if !self.consume_if(Tok::RSquare) {
                    loop {
                        locs.push(self.parse_loc_inner()?);
                        if !self.consume_if(Tok::Comma) {
                            break;
                        }
                    }
                    self.expect(Tok::RSquare, "']' in fused location")?;
                }
                Ok(self.ctx.new_loc(LocKind::Fused { locs: locs.into(), metadata }))
            }
            Tok::String => {
                let s = self.parse_string()?;
                let id = self.ctx.ident(&s);
                if self.consume_if(Tok::Colon) {
                    let line = self.parse_u32("line number")?;
                    self.expect(Tok::Colon, "':' in location")?;
                    let col = self.parse_u32("column number")?;
                    return Ok(self.ctx.new_loc(LocKind::FileLineCol { file: id, line, col }));
                }
                let mut child = None;
                if self.consume_if(Tok::LParen) {
                    child = Some(self.parse_loc_inner()?);
                    self.expect(Tok::RParen, "')' after child location")?;
                }
                Ok(self.ctx.new_loc(LocKind::Name { name: id, child }))
            }
            Tok::HashIdent => {
                let t = self.bump();
                let name = &self.text(t)[1..];
                match self.loc_aliases.get(name).copied() {
                    Some((l, cost)) => {
                        self.use_alias(t, cost)?;
                        Ok(l)
                    }
                    None => Err(self.error_at(t.start, format!("undefined symbol alias id '{name}'"))),
                }
            }
            _ => Err(self.error("expected location instance")),
        }
    }

    fn resolve_deferred_locs(&mut self) -> PResult<()> {
        for (op, name, off) in std::mem::take(&mut self.deferred_locs) {
            let Some((l, _)) = self.loc_aliases.get(name).copied() else {
                return Err(self.error_at(off, format!("undefined symbol alias id '{name}'")));
            };
            if !self.ctx.is_erased(op) {
                self.ctx.set_loc(op, l);
            }
        }
        Ok(())
    }

    // ------------------------------------------------------------------------------
    // Literals
    // ------------------------------------------------------------------------------

    /// Parses a string literal and decodes its escapes.
    pub fn parse_string(&mut self) -> PResult<String> {
        if self.peek() != Tok::String {
            return Err(self.error("expected string"));
        }
        let t = self.bump();
        self.string_text(t.start + 1, t.end - 1)
    }

    /// Parses a string literal as an attribute value: any bytes, as in MLIR.
    pub fn parse_string_attr(&mut self) -> PResult<Attr> {
        if self.peek() != Tok::String {
            return Err(self.error("expected string"));
        }
        let t = self.bump();
        let bytes = self.string_bytes(t.start + 1, t.end - 1)?;
        Ok(match String::from_utf8(bytes) {
            Ok(s) => self.ctx.string_attr(&s),
            Err(e) => self.ctx.intern_attr(AttrKind::Bytes(e.into_bytes().into())),
        })
    }

    fn parse_u32(&mut self, what: &str) -> PResult<u32> {
        if self.peek() != Tok::Integer {
            return Err(self.error(format!("expected {what}")));
        }
        let t = self.bump();
        self.text(t).parse::<u32>().map_err(|_| self.error_at(t.start, format!("expected {what}")))
    }

    /// Parses an integer literal, optionally negative.
    pub fn parse_integer(&mut self) -> PResult<i128> {
        let neg = self.consume_if(Tok::Minus);
        if self.peek() != Tok::Integer {
            return Err(self.error("expected integer value"));
        }
        let t = self.bump();
        signed_int(self.text(t), neg).ok_or_else(|| self.error_at(t.start, "integer constant out of range"))
    }

    /// Parses `@name` and returns the name.
    pub fn parse_symbol_name(&mut self) -> PResult<String> {
        if self.peek() != Tok::AtIdent {
            return Err(self.error("expected valid '@'-identifier for symbol name"));
        }
        let t = self.bump();
        let s = &self.text(t)[1..];
        if s.starts_with('"') {
            self.string_text(t.start + 2, t.end - 1)
        } else {
            Ok(s.to_owned())
        }
    }

    // ------------------------------------------------------------------------------
    // Types
    // ------------------------------------------------------------------------------

    /// Parses `: type`.
    pub fn parse_colon_type(&mut self) -> PResult<Type> {
        self.expect(Tok::Colon, "':'")?;
        self.parse_type()
    }

    /// Parses `type, type, ...` (at least one).
    pub fn parse_type_list_no_parens(&mut self) -> PResult<Vec<Type>> {
        let mut out = vec![self.parse_type()?];
        while self.consume_if(Tok::Comma) {
            out.push(self.parse_type()?);
        }
        Ok(out)
    }

    /// Parses `: type, type` (at least one type).
    pub fn parse_colon_type_list(&mut self) -> PResult<Vec<Type>> {
        self.expect(Tok::Colon, "':'")?;
        self.parse_type_list_no_parens()
    }

    /// Parses `(type, ...)` or a single type: a function result list.
    pub fn parse_function_result_types(&mut self) -> PResult<Vec<Type>> {
        if self.peek() == Tok::LParen {
            self.bump();
            if self.consume_if(Tok::RParen) {
                return Ok(Vec::new());
            }
            let l = self.parse_type_list_no_parens()?;
            self.expect(Tok::RParen, "')'")?;
            Ok(l)
        } else {
            Ok(vec![self.parse_type()?])
        }
    }

    /// Parses a type.
    pub fn parse_type(&mut self) -> PResult<Type> {
        // Function and dialect types are parsed once per spelling: a module repeats a few
        // of them thousands of times, and building one allocates and interns.
        let start = self.tok.start as usize;
        let cacheable = matches!(self.peek(), Tok::LParen | Tok::ExclaimIdent);
        if let Some(end) = type_span(self.src.as_bytes(), start).filter(|_| cacheable) {
            if let Some(&(t, nesting)) = self.type_cache.get(&self.src[start..end]) {
                if self.depth + nesting <= MAX_VALUE_NESTING {
                    self.deepest = self.deepest.max(self.depth + nesting);
                    self.lex.reset(end);
                    self.prev_end = end as u32;
                    self.tok = self.lex.next();
                    return Ok(t);
                }
            }
        }
        let (outer_deepest, expansion) = (self.deepest, self.alias_expansion);
        self.deepest = self.depth;
        self.enter()?;
        let r = self.parse_type_impl();
        self.leave();
        let nesting = self.deepest - self.depth;
        self.deepest = self.deepest.max(outer_deepest);
        // A type that uses an alias is not cached: every use must count the alias's weight.
        let short = self.prev_end as usize - start <= MAX_CACHED_TYPE;
        if let (true, Ok(t), true) = (cacheable && short, &r, self.alias_expansion == expansion) {
            self.type_cache.insert(&self.src[start..self.prev_end as usize], (*t, nesting));
        }
        r
    }

    fn parse_type_impl(&mut self) -> PResult<Type> {
        match self.peek() {
            Tok::LParen => {
                self.bump();
                let mut inputs = Vec::new();
                if !self.consume_if(Tok::RParen) {
                    inputs = self.parse_type_list_no_parens()?;
                    self.expect(Tok::RParen, "')'")?;
                }
                if !self.consume_if(Tok::Arrow) {
                    // `(T)` alone is not a type, except as a parenthesised single type.
                    return Err(self.error("expected '->' in function type"));
                }
                let results = self.parse_function_result_types()?;
                Ok(self.ctx.function_type(&inputs, &results))
            }
            Tok::ExclaimIdent => self.parse_dialect_type(),
            Tok::BareIdent => self.parse_builtin_type(),
            _ => Err(self.error("expected non-function type")),
        }
    }

    fn parse_dialect_type(&mut self) -> PResult<Type> {
        let t = self.bump();
        let full = &self.text(t)[1..];
        let Some((dialect, mnemonic)) = full.split_once('.') else {
            // A type alias, or an opaque dialect type `!foo<"body">`.
            if let Some(&(ty, cost)) = self.type_aliases.get(full) {
                self.use_alias(t, cost)?;
                return Ok(ty);
            }
            if self.peek() == Tok::Less && self.tok.start == t.end && !full.is_empty() {
                if !self.opts.allow_unregistered && !self.ctx.is_dialect_registered(full) {
                    return Err(self.error_at(t.start, format!("dialect '{full}' provides no type parsing hook")));
                }
                let body = self.take_pretty_body(t.end, "unbalanced '<' in dialect type")?;
                let d = self.ctx.ident(full);
                return Ok(self.ctx.intern_type(TypeKind::Opaque { dialect: d, body: body.into() }));
            }
            return Err(self.error_at(t.start, format!("undefined symbol alias id '{full}'")));
        };
        if let Some(&nparams) = self.syntax.dialect_types.get(&(dialect, mnemonic)) {
            let d = self.ctx.ident(dialect);
            let m = self.ctx.ident(mnemonic);
            let mut params = Vec::new();
            if nparams > 0 {
                self.expect(Tok::Less, "'<'")?;
                params = self.parse_type_list_no_parens()?;
                self.expect(Tok::Greater, "'>'")?;
                if params.len() != nparams {
                    return Err(self.error_at(t.start, format!("invalid number of parameters for '!{full}'")));
                }
            }
            return Ok(self.ctx.intern_type(TypeKind::Dialect { dialect: d, name: m, params: params.into() }));
        }
        if self.ctx.is_dialect_registered(dialect) && self.syntax.dialect_types.keys().any(|(d, _)| *d == dialect) {
            return Err(self.error_at(t.start, format!("unknown type '{mnemonic}' in dialect '{dialect}'")));
        }
        if !self.opts.allow_unregistered && !self.ctx.is_dialect_registered(dialect) {
            return Err(self.error_at(t.start, format!("dialect '{dialect}' provides no type parsing hook")));
        }
        // Keep the body verbatim.
        let mut body = mnemonic.to_owned();
        if self.peek() == Tok::Less && self.tok.start == t.end {
            let lt = self.tok.start as usize;
            let mut l = self.lex.clone();
            l.reset(lt + 1);
            let end = l.scan_pretty_body().ok_or_else(|| self.error_at(lt as u32, "unbalanced '<' in dialect type"))?;
            self.check_verbatim(lt, end + 1)?;
            body.push_str(&self.src[lt..=end]);
            self.lex.reset(end + 1);
            self.tok = self.lex.next();
            self.prev_end = end as u32 + 1;
        }
        let d = self.ctx.ident(dialect);
        Ok(self.ctx.intern_type(TypeKind::Opaque { dialect: d, body: body.into() }))
    }

    /// The `<...>` starting at byte `lt` (the current token), verbatim; moves past it.
    fn take_pretty_body(&mut self, lt: u32, unbalanced: &str) -> PResult<&'s str> {
        let lt = lt as usize;
        let mut l = self.lex.clone();
        l.reset(lt + 1);
        let end = l.scan_pretty_body().ok_or_else(|| self.error_at(lt as u32, unbalanced))?;
        self.check_verbatim(lt, end + 1)?;
        self.lex.reset(end + 1);
        self.tok = self.lex.next();
        self.prev_end = end as u32 + 1;
        Ok(&self.src[lt..=end])
    }

    fn parse_builtin_type(&mut self) -> PResult<Type> {
        let t = self.bump();
        let word = self.text(t);
        let kind = match word {
            "index" => TypeKind::Index,
            "none" => TypeKind::None,
            "f16" => TypeKind::Float(FloatKind::F16),
            "bf16" => TypeKind::Float(FloatKind::BF16),
            "tf32" => TypeKind::Float(FloatKind::TF32),
            "f32" => TypeKind::Float(FloatKind::F32),
            "f64" => TypeKind::Float(FloatKind::F64),
            "f80" => TypeKind::Float(FloatKind::F80),
            "f128" => TypeKind::Float(FloatKind::F128),
            "memref" => return self.parse_shaped_type(t.start, Shaped::MemRef),
            "tensor" => return self.parse_shaped_type(t.start, Shaped::Tensor),
            "vector" => return self.parse_shaped_type(t.start, Shaped::Vector),
            "tuple" => {
                self.expect(Tok::Less, "'<' in tuple type")?;
                let mut elems = Vec::new();
                if !self.consume_if(Tok::Greater) {
                    elems = self.parse_type_list_no_parens()?;
                    self.expect(Tok::Greater, "'>' in tuple type")?;
                }
                TypeKind::Tuple(elems.into())
            }
            "complex" => {
                self.expect(Tok::Less, "'<' in complex type")?;
                let e = self.parse_type()?;
                self.expect(Tok::Greater, "'>' in complex type")?;
                TypeKind::Complex(e)
            }
            _ => match integer_type_kind(word) {
                Some(Ok(k)) => k,
                Some(Err(())) => return Err(self.error_at(t.start, "invalid integer width")),
                None => return Err(self.error_at(t.start, "expected non-function type")),
            },
        };
        Ok(self.ctx.intern_type(kind))
    }

    fn parse_shaped_type(&mut self, start: u32, which: Shaped) -> PResult<Type> {
        self.expect(Tok::Less, "'<'")?;
        // Unranked: `memref<*xf32>`, `tensor<*xf32>`.
        if self.peek() == Tok::Star {
            self.bump();
            if !(self.peek() == Tok::BareIdent && self.tok_text().starts_with('x')) {
                return Err(self.error("expected 'x' in dimension list"));
            }
            self.split_leading_x();
            let element = self.parse_type()?;
            let kind = match which {
                Shaped::MemRef => {
                    let memory_space =
                        if self.consume_if(Tok::Comma) { Some(self.parse_attribute(None)?) } else { None };
                    TypeKind::UnrankedMemRef { element, memory_space }
                }
                Shaped::Tensor => TypeKind::UnrankedTensor { element },
                Shaped::Vector => return Err(self.error_at(start, "vector types must have a static shape")),
            };
            self.expect(Tok::Greater, "'>'")?;
            return Ok(self.ctx.intern_type(kind));
        }
        let (shape, scalable) = self.parse_dimension_list()?;
        let element = self.parse_type()?;
        let kind = match which {
            Shaped::MemRef => {
                let mut layout = None;
                let mut memory_space = None;
                while self.consume_if(Tok::Comma) {
                    let a = self.parse_attribute(None)?;
                    // A layout is an affine map or strided layout; anything else is a memory space.
                    let is_layout = match self.ctx.attr_kind(a) {
                        AttrKind::Opaque(s) => {
                            s.starts_with("affine_map") || s.starts_with("strided") || s.starts_with("#map")
                        }
                        _ => false,
                    };
                    if is_layout && layout.is_none() && memory_space.is_none() {
                        layout = Some(a);
                    } else {
                        memory_space = Some(a);
                    }
                }
                // An identity layout says nothing: MLIR drops it.
                if layout.is_some_and(|l| matches!(self.ctx.attr_kind(l), AttrKind::Opaque(s) if **s == *crate::affine::identity_map(shape.len()))) {
                    layout = None;
                }
                TypeKind::MemRef { shape: shape.into(), element, layout, memory_space }
            }
            Shaped::Tensor => {
                let encoding = if self.consume_if(Tok::Comma) { Some(self.parse_attribute(None)?) } else { None };
                TypeKind::Tensor { shape: shape.into(), element, encoding }
            }
            Shaped::Vector => {
                if shape.iter().any(|&d| d == DYNAMIC) {
                    return Err(self.error_at(start, "vector types must have a static shape"));
                }
                TypeKind::Vector { shape: shape.into(), scalable: scalable.into(), element }
            }
        };
        self.expect(Tok::Greater, "'>'")?;
        Ok(self.ctx.intern_type(kind))
    }

    /// Splits a bare identifier like `x4xf32` or `xf32` that starts a dimension suffix:
    /// consumes the leading `x` and re-lexes the rest.
    fn split_leading_x(&mut self) {
        let start = self.tok.start as usize + 1;
        self.lex.reset(start);
        self.tok = self.lex.next();
    }

    /// Parses `4x?x[8]x` dimension prefixes of a shaped type (stopping at the element type).
    fn parse_dimension_list(&mut self) -> PResult<(Vec<i64>, Vec<bool>)> {
        let mut shape = Vec::new();
        let mut scalable = Vec::new();
        loop {
            match self.peek() {
                Tok::Integer if self.tok_text().starts_with("0x") => {
                    // `0x4xf32` lexes as hex: it is dimension 0 followed by `x4xf32`.
                    let start = self.tok.start as usize + 1;
                    self.lex.reset(start);
                    self.tok = self.lex.next();
                    shape.push(0);
                    scalable.push(false);
                }
                Tok::Integer => {
                    // The lexer reads `4x8xf32` as integer `4` then ident `x8xf32`.
                    let t = self.bump();
                    let v = self.text(t).parse::<i64>().map_err(|_| self.error_at(t.start, "invalid dimension"))?;
                    shape.push(v);
                    scalable.push(false);
                }
                Tok::Question => {
                    self.bump();
                    shape.push(DYNAMIC);
                    scalable.push(false);
                }
                Tok::LSquare => {
                    self.bump();
                    let t = self.bump();
                    let v = self.text(t).parse::<i64>().map_err(|_| self.error_at(t.start, "invalid dimension"))?;
                    self.expect(Tok::RSquare, "']' in scalable dimension")?;
                    shape.push(v);
                    scalable.push(true);
                }
                _ => return Ok((shape, scalable)),
            }
            // Expect an `x` separator, which the lexer glued to what follows.
            if self.peek() == Tok::BareIdent && self.tok_text().starts_with('x') {
                self.split_leading_x();
            } else {
                return Err(self.error("expected 'x' in dimension list"));
            }
        }
    }

    // ------------------------------------------------------------------------------
    // Attributes
    // ------------------------------------------------------------------------------

    /// Parses `{name = attr, unit_name, ...}` and appends the entries.
    pub fn parse_attr_dict_into(&mut self, out: &mut Vec<NamedAttr>) -> PResult<()> {
        self.expect(Tok::LBrace, "'{'")?;
        if self.consume_if(Tok::RBrace) {
            return Ok(());
        }
        let first = out.len();
        // Names seen, once the dictionary is too large to search for duplicates.
        let mut keys: FxHashSet<Ident> = FxHashSet::default();
        loop {
            let name_off = self.offset();
            let name: String = match self.peek() {
                Tok::BareIdent => self.bump_text().to_owned(),
                Tok::String => self.parse_string()?,
                _ => return Err(self.error("expected attribute name")),
            };
            if name.is_empty() {
                return Err(self.error_at(name_off, "expected valid attribute name"));
            }
            let id = self.ctx.ident(&name);
            let duplicate = if keys.is_empty() && out.len() - first < 16 {
                out[first..].iter().any(|(n, _)| *n == id)
            } else {
                if keys.is_empty() {
                    keys.extend(out[first..].iter().map(|(n, _)| *n));
                }
                !keys.insert(id)
            };
            if duplicate {
                return Err(self.error_at(name_off, format!("duplicate key '{name}' in dictionary attribute")));
            }
            let value = if self.consume_if(Tok::Equal) { self.parse_attribute(None)? } else { self.ctx.unit_attr() };
            out.push((id, value));
            if !self.consume_if(Tok::Comma) {
                break;
            }
        }
        self.expect(Tok::RBrace, "'}' in attribute dictionary")
    }

    /// Parses `{...}` if present.
    pub fn parse_optional_attr_dict(&mut self, out: &mut Vec<NamedAttr>) -> PResult<()> {
        if self.peek() == Tok::LBrace {
            self.parse_attr_dict_into(out)?;
        }
        Ok(())
    }

    /// Parses `attributes {...}` if present.
    pub fn parse_optional_attr_dict_with_keyword(&mut self, out: &mut Vec<NamedAttr>) -> PResult<()> {
        if self.parse_optional_keyword("attributes") {
            self.parse_attr_dict_into(out)?;
        }
        Ok(())
    }

    fn bump_text(&mut self) -> &'s str {
        let t = self.bump();
        self.text(t)
    }

    /// Parses an attribute. `ty` is the type the context implies for bare literals.
    pub fn parse_attribute(&mut self, ty: Option<Type>) -> PResult<Attr> {
        self.enter()?;
        let r = self.parse_attribute_impl(ty);
        self.leave();
        r
    }

    fn parse_attribute_impl(&mut self, ty: Option<Type>) -> PResult<Attr> {
        let start = self.offset();
        match self.peek() {
            Tok::BareIdent => {
                let word = self.tok_text();
                match word {
                    // A boolean takes no type (`true : i1` is an error in MLIR).
                    "true" | "false" => {
                        self.bump();
                        Ok(self.ctx.bool_attr(word == "true"))
                    }
                    "unit" => {
                        self.bump();
                        Ok(self.ctx.unit_attr())
                    }
                    "dense" => self.parse_dense_elements(),
                    "array" => self.parse_dense_array(),
                    "affine_map" | "affine_set" => self.parse_affine_attr(),
                    "strided" | "dense_resource" | "sparse" | "opaque" | "distinct" => {
                        self.parse_opaque_attr_body(start)
                    }
                    _ => {
                        // A type used as an attribute.
                        let t = self.parse_type()?;
                        Ok(self.ctx.type_attr(t))
                    }
                }
            }
            Tok::Integer | Tok::Float | Tok::Minus => self.parse_number_attr(ty),
            Tok::String => {
                let s = self.parse_string_attr()?;
                if self.peek() == Tok::Colon && self.lookahead_is_type() {
                    // A typed string (`"x" : i32`): keep verbatim.
                    self.bump();
                    let t = self.parse_type()?;
                    let mut text = crate::printer::attr_to_string(self.ctx, s);
                    text.push_str(" : ");
                    text.push_str(&crate::printer::type_to_string(self.ctx, t));
                    return Ok(self.ctx.intern_attr(AttrKind::Opaque(text.into())));
                }
                Ok(s)
            }
            Tok::LSquare => {
                self.bump();
                let mut items = Vec::new();
                if !self.consume_if(Tok::RSquare) {
                    loop {
                        items.push(self.parse_attribute(None)?);
                        if !self.consume_if(Tok::Comma) {
                            break;
                        }
                    }
                    self.expect(Tok::RSquare, "']' in array attribute")?;
                }
                Ok(self.ctx.array_attr(&items))
            }
            Tok::LBrace => {
                let mut entries = Vec::new();
                self.parse_attr_dict_into(&mut entries)?;
                Ok(self.ctx.dict_attr(entries))
            }
            Tok::AtIdent => {
                let root = self.parse_symbol_name()?;
                let root = self.ctx.ident(&root);
                let mut nested = Vec::new();
                while self.consume_if(Tok::ColonColon) {
                    let n = self.parse_symbol_name()?;
                    nested.push(self.ctx.ident(&n));
                }
                Ok(self.ctx.intern_attr(AttrKind::SymbolRef { root, nested: nested.into() }))
            }
            Tok::HashIdent => {
                let t = self.bump();
                let full = &self.text(t)[1..];
                if !full.contains('.') {
                    if let Some(&(a, cost)) = self.attr_aliases.get(full) {
                        self.use_alias(t, cost)?;
                        return Ok(a);
                    }
                    // An opaque dialect attribute `#foo<"body">`.
                    if self.peek() == Tok::Less && self.tok.start == t.end && !full.is_empty() {
                        if !self.opts.allow_unregistered && !self.ctx.is_dialect_registered(full) {
                            return Err(
                                self.error_at(t.start, format!("dialect '{full}' provides no attribute parsing hook"))
                            );
                        }
                        let body = self.take_pretty_body(t.end, "unbalanced '<' in dialect attribute")?;
                        let text = format!("#{full}{body}");
                        return Ok(self.ctx.intern_attr(AttrKind::Opaque(text.into())));
                    }
                    return Err(self.error_at(t.start, format!("undefined symbol alias id '{full}'")));
                }
                let dialect = full.split('.').next().unwrap_or("");
                if !self.opts.allow_unregistered && !self.ctx.is_dialect_registered(dialect) {
                    return Err(
                        self.error_at(t.start, format!("dialect '{dialect}' provides no attribute parsing hook"))
                    );
                }
                let mut text = format!("#{full}");
                if self.peek() == Tok::Less && self.tok.start == t.end {
                    let lt = self.tok.start as usize;
                    let mut l = self.lex.clone();
                    l.reset(lt + 1);
                    let end = l
                        .scan_pretty_body()
                        .ok_or_else(|| self.error_at(lt as u32, "unbalanced '<' in dialect attribute"))?;
                    self.check_verbatim(lt, end + 1)?;
                    text.push_str(&self.src[lt..=end]);
                    self.lex.reset(end + 1);
                    self.tok = self.lex.next();
                    self.prev_end = end as u32 + 1;
                }
                Ok(self.ctx.intern_attr(AttrKind::Opaque(text.into())))
            }
            Tok::LParen | Tok::ExclaimIdent => {
                let t = self.parse_type()?;
                Ok(self.ctx.type_attr(t))
            }
            _ => Err(self.error("expected attribute value")),
        }
    }

    /// Whether the token after the current `:` begins a type (so `: i32` belongs to the literal).
    fn lookahead_is_type(&self) -> bool {
        let mut l = self.lex.clone();
        let t = l.next();
        match t.kind {
            Tok::BareIdent => {
                let w = &self.src[t.start as usize..t.end as usize];
                integer_type_kind(w).is_some()
                    || matches!(
                        w,
                        "index"
                            | "f16"
                            | "bf16"
                            | "tf32"
                            | "f32"
                            | "f64"
                            | "f80"
                            | "f128"
                            | "none"
                            | "memref"
                            | "tensor"
                            | "vector"
                            | "tuple"
                            | "complex"
                    )
            }
            Tok::ExclaimIdent | Tok::LParen => true,
            _ => false,
        }
    }

    /// `affine_map<...>` / `affine_set<...>`, kept as MLIR's canonical text.
    fn parse_affine_attr(&mut self) -> PResult<Attr> {
        let t = self.bump();
        let keyword = self.text(t);
        let body_start = t.end as usize;
        let (text, used) = crate::affine::parse(keyword, &self.src[body_start..])
            .map_err(|(off, msg)| self.error_at((body_start + off) as u32, msg))?;
        let end = body_start + used;
        self.lex.reset(end);
        self.tok = self.lex.next();
        self.prev_end = end as u32;
        self.ctx.ident(crate::affine::MARKER);
        Ok(self.ctx.intern_attr(AttrKind::Opaque(text.into())))
    }

    fn parse_opaque_attr_body(&mut self, start: u32) -> PResult<Attr> {
        let t = self.bump();
        if self.peek() != Tok::Less {
            return Err(self.error("expected '<'"));
        }
        let lt = self.tok.start as usize;
        let mut l = self.lex.clone();
        l.reset(lt + 1);
        let end = l.scan_pretty_body().ok_or_else(|| self.error_at(start, "unbalanced '<' in attribute"))?;
        self.check_verbatim(lt, end + 1)?;
        let mut text = format!("{}{}", self.text(t), &self.src[lt..=end]);
        self.lex.reset(end + 1);
        self.tok = self.lex.next();
        self.prev_end = end as u32 + 1;
        if self.text(t) == "dense_resource" && self.peek() == Tok::Colon {
            self.bump();
            let ty = self.parse_type()?;
            text.push_str(" : ");
            text.push_str(&crate::printer::type_to_string(self.ctx, ty));
        }
        Ok(self.ctx.intern_attr(AttrKind::Opaque(text.into())))
    }

    fn parse_number_attr(&mut self, ty: Option<Type>) -> PResult<Attr> {
        let start = self.offset();
        let neg = self.consume_if(Tok::Minus);
        if !matches!(self.peek(), Tok::Integer | Tok::Float) {
            return Err(self.error("expected integer or floating point literal"));
        }
        let t = self.bump();
        let text = self.text(t);
        let explicit = if self.peek() == Tok::Colon && self.lookahead_is_type() {
            self.bump();
            Some(self.parse_type()?)
        } else {
            None
        };
        let i64t = self.ctx.integer_type(64);
        let f64t = self.ctx.float_type(FloatKind::F64);
        match t.kind {
            Tok::Integer => {
                let ty = explicit.or(ty).unwrap_or(i64t);
                if let TypeKind::Float(k) = *self.ctx.type_kind(ty) {
                    // Hex float bit patterns: `0x7FC00000 : f32`, without a sign; a
                    // decimal integer is not a float (MLIR wants `2.0`, not `2`).
                    let Some(hex) = text.strip_prefix("0x") else {
                        let loc = self.loc_at(t.start);
                        return Err(self
                            .error_at(t.start, "unexpected decimal integer literal for a floating point value")
                            .with_note(loc, "add a trailing dot to make the literal a float"));
                    };
                    if neg {
                        return Err(self.error_at(t.start, "hexadecimal float literal should not have a leading minus"));
                    }
                    let bits = u128::from_str_radix(hex, 16)
                        .map_err(|_| self.error_at(start, "hexadecimal float constant out of range"))?;
                    let v = bits_to_f64(k, bits as u64)
                        .ok_or_else(|| self.error_at(start, "hexadecimal float constant out of range for type"))?;
                    return Ok(self.float_attr(v, ty));
                }
                let m = parse_int_text(text)
                    .ok_or_else(|| self.error_at(start, "integer constant out of range for attribute"))?;
                self.make_int_attr(m, ty, start, neg, false)
            }
            _ => {
                let ty = explicit.or(ty).unwrap_or(f64t);
                if !self.ctx.is_float(ty) {
                    return Err(self.error_at(start, "floating point value not valid for specified type"));
                }
                let v: f64 = text.parse().map_err(|_| self.error_at(start, "invalid float literal"))?;
                Ok(self.float_attr(if neg { -v } else { v }, ty))
            }
        }
    }

    /// An integer attribute of `ty` for a literal of magnitude `m` (negative when `neg`,
    /// `-0` too), checked as MLIR checks it; `dense` picks the messages of dense elements
    /// literals.
    fn make_int_attr(&mut self, m: u128, ty: Type, at: u32, neg: bool, dense: bool) -> PResult<Attr> {
        let (width, signedness) = match *self.ctx.type_kind(ty) {
            TypeKind::Integer { width, signedness } => (width, signedness),
            TypeKind::Index => (64, Signedness::Signed),
            _ => return Err(self.error_at(at, "integer literal not valid for specified type")),
        };
        if neg && signedness == Signedness::Unsigned {
            let msg = if dense {
                "expected unsigned integer elements, but parsed negative value"
            } else {
                "negative integer literal not valid for unsigned integer type"
            };
            return Err(self.error_at(at, msg));
        }
        // MLIR keeps the bits and prints signless values as signed: `255 : i8` is `-1 : i8`.
        // Values are kept in 128 bits: an unsigned or wider one must fit them as it reads.
        let value = match (neg, signedness) {
            (true, _) => 0i128.checked_sub_unsigned(m),
            (false, Signedness::Unsigned) => i128::try_from(m).ok(),
            (false, _) if width > 128 => i128::try_from(m).ok(),
            (false, _) => Some(wrap_signed(m as i128, width)),
        };
        if !int_fits(m, neg, width, signedness == Signedness::Signed) {
            let msg = if dense {
                "integer constant out of range for type"
            } else {
                "integer constant out of range for attribute"
            };
            return Err(self.error_at(at, msg));
        }
        let Some(value) = value else {
            return Err(self.error_at(at, "integer constant does not fit the 128 bits async-opt keeps"));
        };
        // A signless i1 is a boolean; so is any 1-bit element of a dense literal.
        if width == 1 && (dense || signedness == Signedness::Signless) {
            return Ok(self.ctx.bool_attr(value != 0));
        }
        Ok(self.ctx.int_attr(value, ty))
    }

    /// A float attribute holding `v` rounded to `ty`'s precision.
    pub fn float_attr(&mut self, v: f64, ty: Type) -> Attr {
        let rounded = match self.ctx.type_kind(ty) {
            TypeKind::Float(FloatKind::F32) => v as f32 as f64,
            TypeKind::Float(FloatKind::F16) => round_to_half(v),
            TypeKind::Float(FloatKind::BF16) => round_to_bf16(v),
            _ => v,
        };
        self.ctx.intern_attr(AttrKind::Float { bits: rounded.to_bits(), ty })
    }

    fn parse_dense_elements(&mut self) -> PResult<Attr> {
        let start = self.offset();
        self.bump();
        self.expect(Tok::Less, "'<' after 'dense'")?;
        // Hex blobs become elements when the element type is known; strings stay verbatim.
        if self.peek() == Tok::String && self.tok_text().starts_with("\"0x") {
            let blob_tok = self.bump();
            let blob = &self.text(blob_tok)[3..self.text(blob_tok).len() - 1];
            self.expect(Tok::Greater, "'>' after dense literal")?;
            let (ty, shape, elem, _) = self.parse_elements_type()?;
            let count: i64 = shape.iter().product();
            let Some(elements) = self.decode_hex_elements(blob, elem, count) else {
                return Err(self.error_at(blob_tok.start, "elements hex data size is invalid for provided type"));
            };
            return Ok(self.ctx.intern_attr(AttrKind::DenseElements { ty, elements: elements.into() }));
        }
        if self.peek() == Tok::String {
            let lt = start as usize;
            let mut l = self.lex.clone();
            l.reset(self.tok.start as usize);
            let end = l.scan_pretty_body().ok_or_else(|| self.error_at(start, "unbalanced dense literal"))?;
            self.check_verbatim(lt, end + 1)?;
            self.lex.reset(end + 1);
            self.tok = self.lex.next();
            self.expect(Tok::Colon, "':' after dense literal")?;
            let ty = self.parse_type()?;
            let text = format!("{} : {}", &self.src[lt..=end], crate::printer::type_to_string(self.ctx, ty));
            return Ok(self.ctx.intern_attr(AttrKind::Opaque(text.into())));
        }
        // Literal elements, parsed once the element type is known.
        let mut raw: Vec<(bool, Token, bool)> = Vec::new(); // (negative, token, is_bool)
        if self.peek() != Tok::Greater {
            self.parse_dense_literal(&mut raw)?;
        }
        self.expect(Tok::Greater, "'>' after dense literal")?;
        let (ty, shape, elem, ty_off) = self.parse_elements_type()?;
        if shape.iter().any(|&d| d < 0) {
            return Err(self.error_at(ty_off, "elements literal type must have static shape"));
        }
        let count: i64 = shape.iter().product();
        if raw.len() != 1 && raw.len() as i64 != count {
            return Err(self.error_at(
                start,
                format!("inferred shape of elements literal ([{}]) does not match type ([{}])", raw.len(), count),
            ));
        }
        let mut elements = Vec::with_capacity(raw.len());
        for (neg, t, is_bool) in raw {
            let a = if is_bool {
                if !self.ctx.is_integer(elem, 1) {
                    return Err(self.error_at(t.start, "expected i1 type for 'true' or 'false' values"));
                }
                self.ctx.bool_attr(self.text(t) == "true")
            } else if self.ctx.is_float(elem) {
                let v: f64 = if let Some(h) = self.text(t).strip_prefix("0x") {
                    let k = match self.ctx.type_kind(elem) {
                        TypeKind::Float(k) => *k,
                        _ => unreachable!("checked is_float"),
                    };
                    let bits = u64::from_str_radix(h, 16).map_err(|_| self.error_at(t.start, "invalid hex float"))?;
                    bits_to_f64(k, bits).ok_or_else(|| self.error_at(t.start, "invalid hex float"))?
                } else {
                    self.text(t).parse().map_err(|_| self.error_at(t.start, "invalid float literal"))?
                };
                self.float_attr(if neg { -v } else { v }, elem)
            } else if t.kind == Tok::Integer {
                let m = parse_int_text(self.text(t))
                    .ok_or_else(|| self.error_at(t.start, "integer constant out of range for type"))?;
                self.make_int_attr(m, elem, t.start, neg, true)?
            } else {
                return Err(self.error_at(t.start, "expected integer elements, but parsed floating-point"));
            };
            elements.push(a);
        }
        Ok(self.ctx.intern_attr(AttrKind::DenseElements { ty, elements: elements.into() }))
    }

    /// Decodes the little-endian element bytes of `dense<"0x...">`: one element (a splat)
    /// or `count` of them.
    fn decode_hex_elements(&mut self, hex: &str, elem: Type, count: i64) -> Option<Vec<Attr>> {
        if hex.len() % 2 != 0 {
            return None;
        }
        let bytes: Vec<u8> =
            (0..hex.len()).step_by(2).map(|i| u8::from_str_radix(&hex[i..i + 2], 16).ok()).collect::<Option<_>>()?;
        let (width, float) = match *self.ctx.type_kind(elem) {
            TypeKind::Integer { width, .. } => (width, None),
            TypeKind::Index => (64, None),
            TypeKind::Float(k) if matches!(k, FloatKind::F16 | FloatKind::BF16 | FloatKind::F32 | FloatKind::F64) => {
                (k.width(), Some(k))
            }
            _ => return None,
        };
        let size = width.div_ceil(8) as usize;
        if size == 0 || size > 8 || bytes.len() % size != 0 {
            return None;
        }
        let n = bytes.len() / size;
        if n != 1 && n as i64 != count {
            return None;
        }
        let mut out = Vec::with_capacity(n);
        for chunk in bytes.chunks(size) {
            let mut raw = 0u64;
            for (i, &b) in chunk.iter().enumerate() {
                raw |= (b as u64) << (8 * i);
            }
            let a = match float {
                Some(k) => {
                    let v = bits_to_f64(k, raw)?;
                    self.float_attr(v, elem)
                }
                None if width == 1 => self.ctx.bool_attr(raw & 1 != 0),
                None => {
                    let v = wrap_signed(raw as i128, width.min(64));
                    let v = match *self.ctx.type_kind(elem) {
                        TypeKind::Integer { signedness: Signedness::Unsigned, .. } => raw as i128,
                        _ => v,
                    };
                    self.ctx.int_attr(v, elem)
                }
            };
            out.push(a);
        }
        Some(out)
    }

    /// `: tensor<...>` or `: vector<...>` after a dense literal: the type, its shape, its
    /// element type and where the type was written.
    fn parse_elements_type(&mut self) -> PResult<(Type, Vec<i64>, Type, u32)> {
        self.expect(Tok::Colon, "':' after dense literal")?;
        let ty_off = self.offset();
        let ty = self.parse_type()?;
        match self.ctx.type_kind(ty) {
            TypeKind::Tensor { shape, element, .. } | TypeKind::Vector { shape, element, .. } => {
                Ok((ty, shape.to_vec(), *element, ty_off))
            }
            _ => Err(self.error_at(ty_off, "elements literal must be a ranked tensor or vector type")),
        }
    }

    /// Collects the leaves of a (possibly nested) dense literal in row-major order.
    fn parse_dense_literal(&mut self, out: &mut Vec<(bool, Token, bool)>) -> PResult<()> {
        self.enter()?;
        if self.consume_if(Tok::LSquare) {
            if !self.consume_if(Tok::RSquare) {
                loop {
                    self.parse_dense_literal(out)?;
                    if !self.consume_if(Tok::Comma) {
                        break;
                    }
                }
                self.expect(Tok::RSquare, "']' in dense literal")?;
            }
        } else {
            let neg = self.consume_if(Tok::Minus);
            match self.peek() {
                Tok::Integer | Tok::Float => {
                    let t = self.bump();
                    out.push((neg, t, false));
                }
                Tok::BareIdent if !neg && (self.at_keyword("true") || self.at_keyword("false")) => {
                    let t = self.bump();
                    out.push((false, t, true));
                }
                _ => return Err(self.error("expected element literal of primitive type")),
            }
        }
        self.leave();
        Ok(())
    }

    fn parse_dense_array(&mut self) -> PResult<Attr> {
        self.bump();
        self.expect(Tok::Less, "'<' after 'array'")?;
        let element = self.parse_type()?;
        let is_float = self.ctx.is_float(element);
        let int_kind = match *self.ctx.type_kind(element) {
            TypeKind::Integer { width, signedness } => Some((width, signedness)),
            _ => None,
        };
        if !is_float && int_kind.is_none() {
            return Err(self.error("expected integer or float type in dense array"));
        }
        let mut values = Vec::new();
        if self.consume_if(Tok::Colon) {
            loop {
                let neg = self.consume_if(Tok::Minus);
                let t = self.bump();
                let text = self.text(t);
                let v = match (t.kind, int_kind) {
                    (Tok::Integer, Some((1, _))) => {
                        return Err(self.error_at(t.start, "expected 'true' or 'false' values for i1 type"))
                    }
                    // Unlike a scalar, an unsigned element may be negative (`ui8: -1` is 255).
                    (Tok::Integer, Some((width, signedness))) => {
                        let v = signed_int(text, neg)
                            .filter(|&v| {
                                width <= 64 && int_fits(v.unsigned_abs(), neg, width, signedness == Signedness::Signed)
                            })
                            .ok_or_else(|| self.error_at(t.start, "integer constant out of range"))?;
                        if signedness == Signedness::Unsigned {
                            (wrap_signed(v, width) as u128 & (u128::MAX >> (128 - width.max(1)))) as i64
                        } else {
                            wrap_signed(v, width) as i64
                        }
                    }
                    (Tok::BareIdent, Some((1, _))) if !neg && (text == "true" || text == "false") => {
                        (text == "true") as i64
                    }
                    (Tok::BareIdent, Some(_)) if !neg && (text == "true" || text == "false") => {
                        return Err(self.error_at(t.start, "expected i1 type for 'true' or 'false' values"))
                    }
                    (Tok::Integer | Tok::Float, None) => {
                        let f: f64 = text.parse().map_err(|_| self.error_at(t.start, "invalid float literal"))?;
                        (if neg { -f } else { f }).to_bits() as i64
                    }
                    _ => return Err(self.error_at(t.start, "expected element of dense array")),
                };
                values.push(v);
                if !self.consume_if(Tok::Comma) {
                    break;
                }
            }
        }
        self.expect(Tok::Greater, "'>' to close dense array")?;
        Ok(self.ctx.intern_attr(AttrKind::DenseArray { element, values: values.into() }))
    }
}

enum Shaped {
    MemRef,
    Tensor,
    Vector,
}

/// `i32`, `si8`, `ui64` → integer type kinds; `Some(Err)` for a bad width.
fn integer_type_kind(word: &str) -> Option<Result<TypeKind, ()>> {
    let (signedness, digits) = if let Some(d) = word.strip_prefix("si") {
        (Signedness::Signed, d)
    } else if let Some(d) = word.strip_prefix("ui") {
        (Signedness::Unsigned, d)
    } else if let Some(d) = word.strip_prefix('i') {
        (Signedness::Signless, d)
    } else {
        return None;
    };
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    match digits.parse::<u32>() {
        Ok(w) if w <= 16_777_215 => Some(Ok(TypeKind::Integer { width: w, signedness })),
        _ => Some(Err(())),
    }
}

/// Decimal or `0x` hex integer text.
fn parse_int_text(text: &str) -> Option<u128> {
    match text.strip_prefix("0x") {
        Some(h) => u128::from_str_radix(h, 16).ok(),
        None => text.parse::<u128>().ok(),
    }
}

/// A literal's value with its sign applied; `None` outside the `i128` range (so
/// `-170141183460469231731687303715884105728` is accepted and one more is not).
fn signed_int(text: &str, neg: bool) -> Option<i128> {
    let mag = parse_int_text(text)?;
    if neg {
        0i128.checked_sub_unsigned(mag)
    } else {
        i128::try_from(mag).ok()
    }
}

/// Whether a literal `v` (negative when `neg`, which `-0` is too) fits a `width`-bit
/// integer, as MLIR's `buildAttributeAPInt` decides: the magnitude must fit the width; a
/// negative value must have the sign bit set once negated (so -2^(w-1) is the least and
/// `-0` does not fit); a positive signed (or index) value must leave the sign bit clear.
/// A signless `i8` thus takes -128..255. `m` is the magnitude.
fn int_fits(m: u128, neg: bool, width: u32, signed: bool) -> bool {
    if width < 128 && m >> width != 0 {
        return false;
    }
    if width == 0 {
        return !neg;
    }
    let half = if width > 128 { u128::MAX } else { 1u128 << (width - 1) };
    if neg {
        (1..=half).contains(&m)
    } else {
        !signed || m < half
    }
}

/// Reinterprets the low `width` bits of `v` as a signed number.
fn wrap_signed(v: i128, width: u32) -> i128 {
    if width >= 128 {
        return v;
    }
    if width == 0 {
        return 0;
    }
    let shift = 128 - width;
    (v << shift) >> shift
}

fn bits_to_f64(k: FloatKind, bits: u64) -> Option<f64> {
    Some(match k {
        FloatKind::F64 => f64::from_bits(bits),
        FloatKind::F32 => f32::from_bits(u32::try_from(bits).ok()?) as f64,
        FloatKind::F16 => half_bits_to_f64(u16::try_from(bits).ok()?),
        FloatKind::BF16 => f32::from_bits((u16::try_from(bits).ok()? as u32) << 16) as f64,
        _ => return None,
    })
}

use crate::float::{half_bits_to_f64, round_to_bf16, round_to_half};
