//! Attributes: integers and floats, strings, arrays and dictionaries, dense elements,
//! affine maps, symbol references, and dialect attributes kept as text (MLIR's
//! `AttributeParser.cpp`).

use super::*;

impl<'s, 'c> Parser<'s, 'c> {
    // ------------------------------------------------------------------------------
    // Attributes
    // ------------------------------------------------------------------------------

    /// Parses `{name = attr, unit_name, ...}` and appends the entries.
    pub fn parse_attr_dict_into(&mut self, out: &mut Vec<NamedAttr>) -> PResult<()> {
        self.expect(Tok::LBrace, "'{' in attribute dictionary")?;
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

    pub(super) fn bump_text(&mut self) -> &'s str {
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

    pub(super) fn parse_attribute_impl(&mut self, ty: Option<Type>) -> PResult<Attr> {
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
                    "dense" => self.parse_dense_elements(ty),
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
                    let mut text = crate::write::attr_to_string(self.ctx, s);
                    text.push_str(" : ");
                    text.push_str(&crate::write::type_to_string(self.ctx, t));
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
            _ => Err(self.wrong_token_error("expected attribute value")),
        }
    }

    /// Whether the token after the current `:` begins a type (so `: i32` belongs to the literal).
    pub(super) fn lookahead_is_type(&self) -> bool {
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
    pub(super) fn parse_affine_attr(&mut self) -> PResult<Attr> {
        let t = self.bump();
        let keyword = self.text(t);
        let body_start = t.end as usize;
        let (text, used) = crate::affine::parse(keyword, &self.src[body_start..])
            .map_err(|(off, msg)| self.error_at((body_start + off) as u32, msg))?;
        let end = body_start + used;
        self.lex.reset(end);
        self.tok = self.lex.next();
        self.prev_end = end as u32;
        Ok(self.ctx.intern_attr(AttrKind::Opaque(text.into())))
    }

    pub(super) fn parse_opaque_attr_body(&mut self, start: u32) -> PResult<Attr> {
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
            text.push_str(&crate::write::type_to_string(self.ctx, ty));
        }
        Ok(self.ctx.intern_attr(AttrKind::Opaque(text.into())))
    }

    pub(super) fn parse_number_attr(&mut self, ty: Option<Type>) -> PResult<Attr> {
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
    pub(super) fn make_int_attr(&mut self, m: u128, ty: Type, at: u32, neg: bool, dense: bool) -> PResult<Attr> {
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

    /// `dense<...> : type`; the type may be left out when the context gives it (`hint`, a
    /// tensor or vector type), as in `memref.global`'s initial value.
    pub(super) fn parse_dense_elements(&mut self, hint: Option<Type>) -> PResult<Attr> {
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
            let text = format!("{} : {}", &self.src[lt..=end], crate::write::type_to_string(self.ctx, ty));
            return Ok(self.ctx.intern_attr(AttrKind::Opaque(text.into())));
        }
        // Literal elements, parsed once the element type is known.
        let mut raw: Vec<(bool, Token, bool)> = Vec::new(); // (negative, token, is_bool)
        if self.peek() != Tok::Greater {
            self.parse_dense_literal(&mut raw)?;
        }
        self.expect(Tok::Greater, "'>' after dense literal")?;
        let hinted = hint.filter(|_| self.peek() != Tok::Colon).and_then(|t| match self.ctx.type_kind(t) {
            TypeKind::Tensor { shape, element, .. } | TypeKind::Vector { shape, element, .. } => {
                Some((t, shape.to_vec(), *element, start))
            }
            _ => None,
        });
        let (ty, shape, elem, ty_off) = match hinted {
            Some(h) => h,
            None => self.parse_elements_type()?,
        };
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
    pub(super) fn decode_hex_elements(&mut self, hex: &str, elem: Type, count: i64) -> Option<Vec<Attr>> {
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
    pub(super) fn parse_elements_type(&mut self) -> PResult<(Type, Vec<i64>, Type, u32)> {
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
    pub(super) fn parse_dense_literal(&mut self, out: &mut Vec<(bool, Token, bool)>) -> PResult<()> {
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

    pub(super) fn parse_dense_array(&mut self) -> PResult<Attr> {
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

/// Decimal or `0x` hex integer text.
pub(super) fn parse_int_text(text: &str) -> Option<u128> {
    match text.strip_prefix("0x") {
        Some(h) => u128::from_str_radix(h, 16).ok(),
        None => text.parse::<u128>().ok(),
    }
}

/// A literal's value with its sign applied; `None` outside the `i128` range (so
/// `-170141183460469231731687303715884105728` is accepted and one more is not).
pub(super) fn signed_int(text: &str, neg: bool) -> Option<i128> {
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
pub(super) fn int_fits(m: u128, neg: bool, width: u32, signed: bool) -> bool {
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
pub(super) fn wrap_signed(v: i128, width: u32) -> i128 {
    if width >= 128 {
        return v;
    }
    if width == 0 {
        return 0;
    }
    let shift = 128 - width;
    (v << shift) >> shift
}

pub(super) fn bits_to_f64(k: FloatKind, bits: u64) -> Option<f64> {
    Some(match k {
        FloatKind::F64 => f64::from_bits(bits),
        FloatKind::F32 => f32::from_bits(u32::try_from(bits).ok()?) as f64,
        FloatKind::F16 => half_bits_to_f64(u16::try_from(bits).ok()?),
        FloatKind::BF16 => f32::from_bits((u16::try_from(bits).ok()? as u32) << 16) as f64,
        _ => return None,
    })
}

use crate::float::{half_bits_to_f64, round_to_bf16, round_to_half};
