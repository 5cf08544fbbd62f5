//! Locations: `loc("file":1:2)`, `loc(callsite(...))`, `loc(fused[...])`, names and
//! aliases (MLIR's `LocationParser.cpp`).

use super::*;

impl<'s, 'c> Parser<'s, 'c> {
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
    pub(crate) fn parse_loc_body(&mut self) -> PResult<Loc> {
        self.parse_keyword("loc")?;
        self.expect(Tok::LParen, "'(' in location")?;
        let l = self.parse_loc_inner()?;
        self.expect(Tok::RParen, "')' in location")?;
        Ok(l)
    }

    pub(super) fn parse_loc_inner(&mut self) -> PResult<Loc> {
        self.enter()?;
        let r = self.parse_loc_inner_impl();
        self.leave();
        r
    }

    pub(super) fn parse_loc_inner_impl(&mut self) -> PResult<Loc> {
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

    pub(super) fn resolve_deferred_locs(&mut self) -> PResult<()> {
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
}
