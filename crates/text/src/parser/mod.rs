//! The MLIR parser: generic op form, regions and blocks, SSA names with forward
//! references, plus the `OpAsmParser`-style methods that dialects use to parse their
//! custom forms. Types, attributes and locations each have a file of their own, as MLIR
//! splits its parser.

mod attrs;
mod locations;
mod types;

use attrs::signed_int;
use types::integer_type_kind;

use std::collections::hash_map::Entry;

use rustc_hash::{FxHashMap, FxHashSet};
use smallvec::SmallVec;

use async_opt_ir::{
    Attr, AttrKind, Block, Context, Diagnostic, FloatKind, Ident, Loc, LocKind, NamedAttr, Op, OperationState, Region,
    Signedness, Type, TypeKind, Value, DYNAMIC,
};

use crate::lexer::{unescape_bytes, Lexer, LineIndex, Tok, Token, NOT_UTF8};
use crate::limits::{MAX_ALIAS_EXPANSION, MAX_ALIAS_SIZE, MAX_NESTING, MAX_VALUE_NESTING};
use crate::syntax::{Generation, SyntaxTable};

/// A parse failure (already located).
pub type PResult<T> = Result<T, Diagnostic>;

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
/// stray byte is [`crate::STRAY_BYTE`] (so offsets and columns stay), and decodes string literals
/// from these bytes.
#[derive(Clone, Debug)]
pub struct RawSource {
    /// The whole input, as read.
    pub bytes: std::sync::Arc<[u8]>,
    /// Where the parsed text starts in `bytes` (a `-split-input-file` chunk's offset).
    pub offset: usize,
}

/// An SSA use as written: `%name` or `%name#3`, not yet given a type.
#[derive(Copy, Clone, Debug)]
pub struct UnresolvedOperand<'s> {
    /// The name without its `%`: `x` in `%x#1`.
    pub name: &'s str,
    /// The result number after `#`; 0 when there is none.
    pub number: u32,
    /// Byte offset of the `%`, for diagnostics.
    pub offset: u32,
}

/// A region or function argument as written: `%name: type {attrs} loc(...)`.
#[derive(Clone, Debug)]
pub struct Argument<'s> {
    /// The argument's `%name`.
    pub name: UnresolvedOperand<'s>,
    /// Its type.
    pub ty: Type,
    /// Its `{...}` attribute dictionary (function arguments), if written.
    pub attrs: Option<Attr>,
    /// Its `loc(...)`, if written.
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
    /// A spelling only the seed generation (before LLVM 14) uses was seen.
    pub seed: bool,
    /// A spelling only LLVM 14 uses was seen.
    pub v14: bool,
    /// A spelling only LLVM 17 and later use was seen.
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

#[derive(Default)]
struct Spare<'s> {
    defs: Vec<FxHashMap<&'s str, (SmallVec<[Value; 1]>, u32)>>,
    blocks: Vec<FxHashMap<&'s str, (Block, bool, u32)>>,
    forward: Vec<FxHashMap<(&'s str, u32), ForwardRef>>,
    builds: Vec<OperationState>,
}

/// The parser state. Dialect hooks receive `&mut Parser` and use its `parse_*` methods.
pub struct Parser<'s, 'c> {
    /// The context the parsed IR goes into.
    pub ctx: &'c mut Context,
    /// The custom forms of the registered ops.
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
    /// The default dialect of each enclosing region's custom op, innermost last (`""` when
    /// the op names none, as MLIR's parser pushes for every custom op; see
    /// `OpSyntax::default_dialect`). Generic ops push nothing: their regions inherit.
    default_dialects: Vec<&'static str>,
    /// Interned canonical name per syntax entry, filled on first use.
    entry_names: Vec<Option<Ident>>,
    /// Scratch space for `dialect.name` lookups, to avoid an allocation per op.
    qualified: String,
    placeholder_name: Ident,
    /// The spellings seen so far, which tell the input's generation.
    pub hints: GenerationHints,
    /// The hints before the current custom op's name was looked up.
    hints_before_op: GenerationHints,
    /// The custom op being parsed: its syntax entry and keyword as spelled.
    custom_op: Option<(u32, &'s str)>,
    /// Where the current custom op's keyword starts (MLIR's operation location).
    custom_op_start: u32,
    /// Where forward references that were never defined were first used: mlir-opt
    /// reports them all once the file has parsed (its `finalize`).
    undeclared: Vec<u32>,
}

impl<'s, 'c> Parser<'s, 'c> {
    /// A parser at the start of `src`, creating IR in `ctx`.
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
            custom_op_start: 0,
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

    /// Consumes a token of `kind` or fails with "expected {what}", where mlir-opt reports a
    /// wrong token: at the token in LLVM 14, after the text before it in LLVM 22
    /// ([`Self::wrong_token_offset`]).
    pub fn expect(&mut self, kind: Tok, what: &str) -> PResult<()> {
        if self.consume_if(kind) {
            Ok(())
        } else {
            Err(self.wrong_token_error(format!("expected {what}")))
        }
    }

    /// [`Self::expect`] with a message built only when the token is missing.
    pub fn expect_with(&mut self, kind: Tok, what: impl FnOnce() -> String) -> PResult<()> {
        if self.consume_if(kind) {
            Ok(())
        } else {
            Err(self.wrong_token_error(format!("expected {}", what())))
        }
    }

    /// An error about the current token, where mlir-opt reports a wrong token
    /// ([`Self::wrong_token_offset`]).
    pub fn wrong_token_error(&mut self, msg: impl Into<String>) -> Diagnostic {
        let at = self.wrong_token_offset();
        self.error_at(at, msg)
    }

    /// Where mlir-opt reports that the current token is not the one expected. LLVM 14: the
    /// token. LLVM 22 (`emitWrongTokenError`): the end of what precedes the token, backing
    /// up over blanks, then over line ends and blank lines, and over a `//` comment that
    /// ends a line it backs into; at the token when nothing precedes it in the buffer (the
    /// chunk, with `-split-input-file`). At the end of the input it starts one byte back.
    pub fn wrong_token_offset(&self) -> u32 {
        let tok = self.offset();
        if self.input_generation() != Generation::V22 {
            return tok;
        }
        let bytes = self.src.as_bytes();
        let start = if self.tok.kind == Tok::Eof { tok.saturating_sub(1) } else { tok } as usize;
        let mut end = start.min(bytes.len());
        loop {
            while end > 0 && matches!(bytes[end - 1], b' ' | b'\t') {
                end -= 1;
            }
            if end == 0 {
                return start as u32;
            }
            if !matches!(bytes[end - 1], b'\n' | b'\r') {
                return end as u32;
            }
            end -= 1;
            let line_start = bytes[..end].iter().rposition(|&b| b == b'\n' || b == b'\r').unwrap_or(0);
            if let Some(c) = comment_start(&bytes[line_start..end]) {
                end = line_start + c;
            }
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
        let module = {
            let st = OperationState::new(module_name, loc).empty_regions(self.ctx, 1);
            self.ctx.create_op(st)
        };
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
    pub fn op_build(&mut self, name: Ident, loc: Loc) -> OperationState {
        match self.spare.builds.pop() {
            Some(mut b) => {
                b.name = name;
                b.loc = loc;
                b
            }
            None => OperationState::new(name, loc),
        }
    }

    fn lookup_def_at(&self, name: &str) -> Option<&(SmallVec<[Value; 1]>, u32)> {
        Self::lookup_def_in(&self.scopes, name)
    }

    /// The definition of `%name` in `scopes`, innermost first, up to an isolated one.
    fn lookup_def_in<'a>(scopes: &'a [Scope<'s>], name: &str) -> Option<&'a (SmallVec<[Value; 1]>, u32)> {
        for s in scopes.iter().rev() {
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
        // The innermost scope is searched and filled through one entry: a name defined with
        // no forward reference to resolve (nearly every one) is hashed once there.
        let (inner, outer) = self.scopes.split_last_mut().expect("no scope");
        let defined = match inner.defs.entry(name) {
            Entry::Occupied(e) => Some(e.get().1),
            Entry::Vacant(v) => {
                let above = match inner.isolated {
                    true => None,
                    false => Self::lookup_def_in(outer, name).map(|d| d.1),
                };
                if above.is_none() && self.forward.last().is_none_or(|f| f.is_empty()) {
                    v.insert((values, offset));
                    return Ok(());
                }
                above
            }
        };
        if let Some(prev) = defined {
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
                                crate::write::type_to_string(self.ctx, vt)
                            );
                            let prev = format!(
                                "previously used here with type '{}'",
                                crate::write::type_to_string(self.ctx, pt)
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
            return Err(self.wrong_token_error("expected SSA operand"));
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
        self.parse_operand_list_with(|u| out.push(u))?;
        Ok(out)
    }

    /// [`Self::parse_operand_list`] handing each operand to `push` (no list allocated).
    pub fn parse_operand_list_with(&mut self, mut push: impl FnMut(UnresolvedOperand<'s>)) -> PResult<()> {
        if self.peek() != Tok::PercentIdent {
            return Ok(());
        }
        loop {
            push(self.parse_operand()?);
            if !self.consume_if(Tok::Comma) {
                return Ok(());
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
                    crate::write::type_to_string(self.ctx, ty),
                    crate::write::type_to_string(self.ctx, vt)
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
            let vals = SmallVec::from_slice(&self.ctx.results(op)[next..next + count as usize]);
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

    /// LLVM 22's note on an op of a dialect it does not know.
    fn with_available_dialects(&self, d: Diagnostic) -> Diagnostic {
        let loc = d.loc;
        let names = self.ctx.registered_dialects().join(", ");
        d.with_note(
            loc,
            format!(
                "Available dialects: {names} ; for more info on dialect registration see \
                 https://mlir.llvm.org/getting_started/Faq/#registered-loaded-dependent-whats-up-with-dialects-management"
            ),
        )
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
                if self.ctx.is_dialect_registered(dialect) || self.input_generation() != Generation::V22 {
                    self.error_at(offset, format!("custom op '{name}' is unknown"))
                } else {
                    let d = self.error_at(offset, format!("Dialect `{dialect}' not found for custom op '{name}' "));
                    self.with_available_dialects(d)
                }
            } else {
                // LLVM 22 also tries the default dialect (`builtin` at the top level); LLVM 14
                // tries `builtin` only at the top level and names that attempt.
                // `builtin` at the top level and directly in a module (the op being parsed
                // around this one, if any, is its custom op).
                let in_module = self.custom_op.is_none_or(|(e, _)| self.syntax.entry(e).name == "builtin.module");
                let default = match self.default_dialects.last() {
                    Some(&d) if !d.is_empty() => Some(d),
                    _ if in_module => Some("builtin"),
                    top => top.copied(),
                };
                match default {
                    // Inside an op without a default dialect (`scf.if` in a function).
                    Some("") if self.input_generation() == Generation::V22 => {
                        let d = self.error_at(
                            offset,
                            format!("Dialect `' not found for custom op '{name}'  (tried '.{name}' as well)"),
                        );
                        self.with_available_dialects(d)
                    }
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
                let open = known && self.ctx.dialect_allows_unknown_ops(dialect);
                if !open && (known || !self.opts.allow_unregistered) {
                    return Err(self.unknown_op_error(name_tok.start, &spelled, false));
                }
                (self.ctx.ident(&spelled), None)
            }
        };
        let hints_by_name = self.hints;
        // `"func.func"` is LLVM 22's name: its attributes are spelled as 22 spells them.
        let named_22 = self.syntax.lookup(&spelled).and_then(|s| s.implies) == Some(Generation::V22);
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
        let mut has_properties = false;
        // Properties (`<{...}>`), as MLIR 17+ prints inherent attributes.
        if self.peek() == Tok::Less {
            has_properties = true;
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
        let attrs_off = self.offset();
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
        self.canonicalize_generic_attrs(name, &mut attrs, !named_22 && !has_properties, attrs_off)?;
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
        let build = OperationState { name, loc, operands: values, result_types: outs, successors, regions, attrs };
        let op = self.build(build);
        // (A retargeted generic name keeps the entry it was spelled by; none of those normalizes.)
        if let Some(f) = entry.and_then(|e| self.syntax.entry(e).normalize) {
            f(self.ctx, op);
        }
        Ok(op)
    }

    /// Renames attributes spelled the pre-LLVM-22 way in a generic op to their canonical names.
    /// The renamed ones (`type` for a function's type) are names of their own in LLVM 22: an
    /// op spelled by its 22 name (`"func.func"`), or with properties, keeps them as they are
    /// (`old_spellings` false). An old spelling beside its canonical name (`type` and
    /// `function_type`, which LLVM 14 keeps apart) cannot be told apart in the canonical IR:
    /// an error at the attribute dictionary (`attrs_off`), as in the custom form.
    fn canonicalize_generic_attrs(
        &mut self,
        name: Ident,
        attrs: &mut [NamedAttr],
        old_spellings: bool,
        attrs_off: u32,
    ) -> PResult<()> {
        let entry = self.syntax.get(self.ctx.str(name));
        for i in 0..attrs.len() {
            let spelled = self.ctx.str(attrs[i].0);
            let canonical = match spelled {
                "operand_segment_sizes" => Some("operandSegmentSizes"),
                "result_segment_sizes" => Some("resultSegmentSizes"),
                _ if !old_spellings => None,
                _ => entry.and_then(|e| e.attr_spellings.iter().find(|(_, old)| *old == spelled).map(|(c, _)| *c)),
            };
            let Some(c) = canonical else { continue };
            if c != spelled {
                let spelled = spelled.to_string();
                let c_id = self.ctx.ident(c);
                if attrs.iter().any(|&(other, _)| other == c_id) {
                    let msg = format!(
                        "'{c}' beside '{spelled}' in the attribute dictionary of a generic op before LLVM 22 is not supported"
                    );
                    return Err(self.error_at(attrs_off, msg));
                }
            }
            let (n, a) = &mut attrs[i];
            if c.ends_with("SegmentSizes") {
                if let Some(vals) = self.ctx.attr_i64_array(*a) {
                    let i32t = self.ctx.integer_type(32);
                    *a = self.ctx.intern_attr(AttrKind::DenseArray { element: i32t, values: vals.into() });
                }
            }
            *n = self.ctx.ident(c);
        }
        Ok(())
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
            Some(&d) if !d.is_empty() && !spelled.contains('.') => {
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
        let syntax = self.syntax;
        let e = syntax.entry(entry);
        let mut build = self.op_build(name, loc);
        let outer = self.custom_op.replace((entry, spelled));
        let outer_start = std::mem::replace(&mut self.custom_op_start, t.start);
        let parsed = match (e.parse, &e.format) {
            (Some(parse), _) => parse(self, &mut build),
            (None, Some(f)) => crate::format::parse(self, &mut build, e, f),
            (None, None) => Err(self.error_at(t.start, format!("custom op '{spelled}' has no custom assembly form"))),
        };
        self.custom_op = outer;
        self.custom_op_start = outer_start;
        parsed?;
        let op = self.build(build);
        if let Some(f) = e.normalize {
            f(self.ctx, op);
        }
        Ok(op)
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
            Some(&g) if !users.contains(&input) && !spelled.contains('.') && self.outside_default_dialect() => g,
            Some(&g) if !users.contains(&input) && spelled.contains('.') => g,
            _ => input,
        }
    }

    /// Where the custom op being parsed starts: its keyword, where MLIR locates the op and
    /// the errors its parser reports about the op as a whole.
    pub fn custom_op_start(&self) -> u32 {
        self.custom_op_start
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
    pub fn build(&mut self, mut b: OperationState) -> Op {
        let op = self.ctx.create_op_from(&b);
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
        // Bare op names inside resolve in the custom op's default dialect first (`return`
        // in a `func.func` is `func.return`), and in no other op's regions.
        let custom = self.custom_op.map(|(e, _)| self.syntax.entry(e).default_dialect.unwrap_or(""));
        if let Some(d) = custom {
            self.default_dialects.push(d);
        }
        let parsed = self.parse_region_into_scoped(region, entry_args, isolated);
        if custom.is_some() {
            self.default_dialects.pop();
        }
        parsed
    }

    fn parse_region_into_scoped(&mut self, region: Region, entry_args: &[Argument<'s>], isolated: bool) -> PResult<()> {
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

    /// Whether ops parsed here see no default dialect (at the top level, or in a region
    /// of an op that names none).
    fn outside_default_dialect(&self) -> bool {
        self.default_dialects.last().is_none_or(|d| d.is_empty())
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
}

/// The offset of a `//` comment in a line, outside string literals (`findCommentStart`).
fn comment_start(line: &[u8]) -> Option<usize> {
    let mut in_string = false;
    let mut i = 0;
    while i < line.len() {
        match line[i] {
            b'"' => in_string = !in_string,
            b'\\' if in_string => i += 1,
            b'/' if !in_string && line.get(i + 1) == Some(&b'/') => return Some(i),
            _ => {}
        }
        i += 1;
    }
    None
}
