//! Types: builtin types, function types, shaped types and dialect types (MLIR's
//! `TypeParser.cpp`), with a cache of spellings a module repeats.

use super::*;

/// Where the function or dialect type starting at `start` ends (exclusive), by a scan of
/// words and brackets: `(...) -> (...)`, `(...) -> word<...>`, `!word<...>`. A key into the
/// type cache, which holds only spans the parser consumed whole, so a span that does not
/// match what the parser would consume just misses. `None` past [`MAX_CACHED_TYPE`] bytes.
pub(super) fn type_span(src: &[u8], start: usize, token_end: usize) -> Option<usize> {
    let src = &src[..src.len().min(start + MAX_CACHED_TYPE)];
    pub(super) fn word(src: &[u8], mut i: usize) -> Option<usize> {
        const WORD: [bool; 256] = {
            let mut t = [false; 256];
            let mut c = 0;
            while c < 256 {
                t[c] = (c as u8).is_ascii_alphanumeric() || matches!(c as u8, b'_' | b'$' | b'.' | b'!');
                c += 1;
            }
            t
        };
        let from = i;
        while i < src.len() && WORD[src[i] as usize] {
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
    pub(super) fn balanced(src: &[u8], open: usize) -> Option<usize> {
        // The closers expected, innermost last; a span nesting deeper is just not cached.
        let mut stack = [0u8; 32];
        let mut depth = 0;
        let mut i = open;
        while i < src.len() {
            let c = src[i];
            i += 1;
            let close = match c {
                b'<' => b'>',
                b'(' => b')',
                b'[' => b']',
                b'{' => b'}',
                b'-' if src.get(i) == Some(&b'>') => {
                    i += 1;
                    continue;
                }
                b'>' | b')' | b']' | b'}' => {
                    if depth == 0 || stack[depth - 1] != c {
                        return None;
                    }
                    depth -= 1;
                    if depth == 0 {
                        return Some(i);
                    }
                    continue;
                }
                // Strings (and so escapes) are left to the parser.
                b'"' | b'\n' => return None,
                _ => continue,
            };
            *stack.get_mut(depth)? = close;
            depth += 1;
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
        b'!' if src.get(token_end) == Some(&b'<') => balanced(src, token_end)?,
        b'!' => word(src, start)?,
        _ => return None,
    };
    // The span must end where a token ends.
    match src.get(end) {
        Some(c) if c.is_ascii_alphanumeric() || b"_$.!-#@%".contains(c) => None,
        _ => Some(end),
    }
}

impl<'s, 'c> Parser<'s, 'c> {
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
        // Types are parsed once per spelling: a module repeats a few of them thousands of
        // times, and building one interns (and a function or dialect type allocates). A
        // builtin type of one token (`f32`) is spelled by that token, and its parse depends on
        // nothing after it.
        let start = self.tok.start as usize;
        let one_token = self.tok.end as usize;
        let bare = self.peek() == Tok::BareIdent;
        let cacheable = matches!(self.peek(), Tok::LParen | Tok::ExclaimIdent);
        let span = match bare {
            true => Some(one_token),
            false if !cacheable => None,
            // A dialect type's name is its token: the scan goes on from there.
            false => type_span(self.src.as_bytes(), start, one_token),
        };
        if let Some(end) = span {
            if let Some(&(t, nesting)) = self.type_cache.get(&self.src[start..end]) {
                if self.depth + nesting <= MAX_VALUE_NESTING {
                    self.deepest = self.deepest.max(self.depth + nesting);
                    if end == one_token {
                        self.bump();
                    } else {
                        self.lex.reset(end);
                        self.prev_end = end as u32;
                        self.tok = self.lex.next();
                    }
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
        // (On an error at the end of the input the last token may end before `start`.)
        let end = self.prev_end as usize;
        let short = end.saturating_sub(start) <= MAX_CACHED_TYPE;
        let whole_token = bare && end == one_token;
        if let (true, Ok(t), true) = ((cacheable && short) || whole_token, &r, self.alias_expansion == expansion) {
            self.type_cache.insert(&self.src[start..end], (*t, nesting));
        }
        r
    }

    pub(super) fn parse_type_impl(&mut self) -> PResult<Type> {
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
                    return Err(self.wrong_token_error("expected '->' in function type"));
                }
                let results = self.parse_function_result_types()?;
                Ok(self.ctx.function_type(&inputs, &results))
            }
            Tok::ExclaimIdent => self.parse_dialect_type(),
            Tok::BareIdent => self.parse_builtin_type(),
            _ => Err(self.wrong_token_error("expected non-function type")),
        }
    }

    pub(super) fn parse_dialect_type(&mut self) -> PResult<Type> {
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
        if let Some(&parse) = self.syntax.type_parsers.get(dialect) {
            return parse(self, mnemonic, t.start);
        }
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
            // At the mnemonic, in the dialect's generated type parser's words (two spaces).
            let at = t.start + 2 + dialect.len() as u32;
            return Err(self.error_at(at, format!("unknown  type `{mnemonic}` in dialect `{dialect}`")));
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

    /// A dialect type's or attribute's `<...>` body, verbatim, when the current token is a
    /// `<` right at byte `at` (right after the mnemonic); moves past it.
    pub fn parse_optional_pretty_body(&mut self, at: u32) -> PResult<Option<&'s str>> {
        if self.peek() != Tok::Less || self.tok.start != at {
            return Ok(None);
        }
        self.take_pretty_body(at, "unbalanced '<' in dialect type").map(Some)
    }

    /// Runs `f` one nesting level deeper (types in a dialect's own type syntax count
    /// against [`MAX_VALUE_NESTING`] as builtin types do).
    pub fn nested<T>(&mut self, f: impl FnOnce(&mut Self) -> PResult<T>) -> PResult<T> {
        self.enter()?;
        let r = f(self);
        self.leave();
        r
    }

    /// The input from byte `offset` on (to look ahead where tokens do not tell enough).
    pub fn src_after(&self, offset: u32) -> &'s str {
        self.src.get(offset as usize..).unwrap_or("")
    }

    /// The offset right after the last token consumed.
    pub fn prev_end(&self) -> u32 {
        self.prev_end
    }

    /// The `<...>` starting at byte `lt` (the current token), verbatim; moves past it.
    pub(super) fn take_pretty_body(&mut self, lt: u32, unbalanced: &str) -> PResult<&'s str> {
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

    pub(super) fn parse_builtin_type(&mut self) -> PResult<Type> {
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

    pub(super) fn parse_shaped_type(&mut self, start: u32, which: Shaped) -> PResult<Type> {
        let name = match which {
            Shaped::MemRef => "memref",
            Shaped::Tensor => "tensor",
            Shaped::Vector => "vector",
        };
        self.expect_with(Tok::Less, || format!("'<' in {name} type"))?;
        // mlir-opt's words for the closing '>': a memref's "',' or '>'" (after the element
        // type, or after the layout and memory space), the others' "'>' in ... type".
        let close = |attrs: bool| match (which, attrs) {
            (Shaped::MemRef, false) => "',' or '>' in memref type".to_owned(),
            (Shaped::MemRef, true) => "',' or '>'".to_owned(),
            _ => format!("'>' in {name} type"),
        };
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
            let attrs = matches!(kind, TypeKind::UnrankedMemRef { memory_space: Some(_), .. });
            self.expect_with(Tok::Greater, || close(attrs))?;
            return Ok(self.ctx.intern_type(kind));
        }
        let (shape, scalable) = self.parse_dimension_list()?;
        let element = self.parse_type()?;
        let mut attrs = false;
        let kind = match which {
            Shaped::MemRef => {
                let mut layout = None;
                let mut memory_space = None;
                while self.consume_if(Tok::Comma) {
                    attrs = true;
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
        self.expect_with(Tok::Greater, || close(attrs))?;
        Ok(self.ctx.intern_type(kind))
    }

    /// Splits a bare identifier like `x4xf32` or `xf32` that starts a dimension suffix:
    /// consumes the leading `x` and re-lexes the rest.
    pub(super) fn split_leading_x(&mut self) {
        let start = self.tok.start as usize + 1;
        self.lex.reset(start);
        self.tok = self.lex.next();
    }

    /// Parses `4x?x[8]x` dimension prefixes of a shaped type (stopping at the element type).
    pub(super) fn parse_dimension_list(&mut self) -> PResult<(Vec<i64>, Vec<bool>)> {
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
}

/// The builtin shaped type kinds `parse_shaped_type` reads.
#[derive(Clone, Copy)]
pub(super) enum Shaped {
    MemRef,
    Tensor,
    Vector,
}

/// `i32`, `si8`, `ui64` → integer type kinds; `Some(Err)` for a bad width.
pub(super) fn integer_type_kind(word: &str) -> Option<Result<TypeKind, ()>> {
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
