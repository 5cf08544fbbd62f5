//! Declarative assembly formats (MLIR's ODS `assemblyFormat`): one engine that both
//! parses and prints an op from its format string and its [`OpDef`], so the two
//! directions agree by construction.
//!
//! ```text
//! $operand `,` $handle attr-dict `:` type($operand)
//!     →  async.runtime.await_and_resume %token, %hdl : !async.token
//! ```
//!
//! Supported: `$name` (operand group, attribute, successor or region), literals
//! (`` `,` ``, `` `to` ``, `` ` ` `` and ``` `` ``` for explicit spacing), `type(...)`,
//! `qualified(type(...))`, `functional-type(..., ...)`, `type(operands)`/`type(results)`,
//! `attr-dict`, `attr-dict-with-keyword`, optional groups `(... $anchor^ ...)?`, and
//! `custom<Name>(...)` directives written by hand. Types the format leaves out come from
//! buildable constraints and the definition's type rules, as ODS infers them.

use smallvec::SmallVec;

use async_opt_ir::{Arity, Context, Generation, Groups, Op, OpDef, Slot, Traits, Type, TypeKind, TypeRule};

use crate::parser::{PResult, Parser, UnresolvedOperand};
use crate::printer::Printer;
use crate::syntax::OpSyntax;
use crate::{OperationState, Tok};

/// Parses a custom directive: reads what it stands for, recording types in `st` and
/// attributes in `b`.
pub type CustomParseFn = for<'s> fn(&mut Parser<'s, '_>, &mut FormatState<'s>, &mut OperationState) -> PResult<()>;
/// Prints a custom directive of `op`.
pub type CustomPrintFn = fn(&mut Printer<'_>, Op);

/// A `custom<Name>(...)` directive: hand-written parsing and printing of part of a format.
pub struct CustomDirective {
    /// The `Name` in `custom<Name>(...)`.
    pub name: &'static str,
    /// Parses what the directive stands for.
    pub parse: CustomParseFn,
    /// Prints what the directive stands for.
    pub print: CustomPrintFn,
}

/// What a `type(...)` or `functional-type(...)` directive refers to.
#[derive(Copy, Clone, Debug, PartialEq)]
pub(crate) enum TypeRef {
    Slot(Slot),
    AllOperands,
    AllResults,
}

/// One element of a compiled format.
#[derive(Debug, Clone)]
pub(crate) enum Elem {
    Literal(&'static str),
    /// `` ` ` `` (true) or ``` `` ``` (false).
    Space(bool),
    Operand(u8),
    Attr(u8),
    Successor(u8),
    Region(u8),
    Type {
        of: TypeRef,
        qualified: bool,
    },
    FunctionalType(TypeRef, TypeRef),
    AttrDict {
        keyword: bool,
    },
    /// An optional group and the index of its anchor among its elements.
    Optional(Box<[Elem]>, usize),
    /// A custom directive (index into [`OpSyntax::customs`]).
    Custom(u8),
}

/// A compiled format: its elements and the attributes it prints outside `attr-dict`.
#[derive(Debug)]
pub struct Format {
    pub(crate) elems: Box<[Elem]>,
    /// Names `attr-dict` leaves out.
    pub(crate) elided: Box<[&'static str]>,
    /// The operand and result counts when every group holds one value (most ops), so
    /// that [`fits`] compares two numbers.
    singles: Option<(usize, usize)>,
    /// The elements with their spacing decided when the format was compiled; `None` when
    /// an optional group leaves the spacing after it to whether it printed.
    plan: Option<Box<[Step]>>,
    /// Whether the definition has type rules or buildable types, from which
    /// [`infer_types`] could fill a type the format leaves out.
    infers: bool,
}

/// One step of a format's print plan.
#[derive(Debug)]
enum Step {
    /// Literals, the spaces between them and the space before the next element, in one copy.
    Text(Box<str>),
    /// An element that prints part of the op (never a literal, a space or a group), its
    /// leading space already in the text before it.
    Elem(Elem),
    /// An optional group: its anchor and its steps.
    Optional(Elem, Box<[Step]>),
    /// `$operand` of a group of one value: the value alone.
    OneOperand(u8),
    /// `type($x)` of a group of one value: its type, without the dialect prefix when the
    /// constraint names its class (see [`print_type_of`]).
    OneType(Slot, Option<(&'static str, &'static str)>),
}

// ----------------------------------------------------------------------------------
// Compiling a format string
// ----------------------------------------------------------------------------------

/// Compiles `syntax`'s format against its definition. A format that does not fit its
/// definition is a bug in a dialect's table, found when the dialect registers (every
/// registration runs in the tests), so it panics with the op and the reason.
pub(crate) fn compile(syntax: &OpSyntax) -> Option<Format> {
    let src = syntax.format?;
    let def = syntax.def.unwrap_or_else(|| panic!("{}: an assembly format needs an op definition", syntax.name));
    let mut c = Compiler { src, pos: 0, def, syntax, seen_types: Vec::new(), elided: Vec::new() };
    let (elems, _) = c.elems(None).unwrap_or_else(|e| panic!("{}: bad assembly format `{src}`: {e}", syntax.name));
    c.check_types().unwrap_or_else(|e| panic!("{}: assembly format `{src}`: {e}", syntax.name));
    if def.segmented_operands() {
        c.elided.push(async_opt_ir::SEGMENT_SIZES);
    }
    let single = |specs: &[async_opt_ir::ValueSpec]| specs.iter().all(|s| s.arity == Arity::One);
    let singles = (single(def.operands) && single(def.results)).then(|| (def.operands.len(), def.results.len()));
    let plan = plan(def, &elems, &mut vec![Spacing::START]).map(Vec::into_boxed_slice);
    let buildable = |specs: &[async_opt_ir::ValueSpec]| specs.iter().any(|s| s.constraint.build.is_some());
    let infers = !def.rules.is_empty() || buildable(def.operands) || buildable(def.results);
    Some(Format { elems: elems.into(), elided: c.elided.into(), singles, plan, infers })
}

/// The print plan of `elems` from any of the spacing states `sps` (left at the states
/// that can follow them), or `None` when a space depends on which one it is (on which
/// optional groups before it printed).
fn plan(def: &OpDef, elems: &[Elem], sps: &mut Vec<Spacing>) -> Option<Vec<Step>> {
    // Whether every state puts a space there; each moves past the element.
    let decide = |sps: &mut Vec<Spacing>, step: &dyn Fn(&mut Spacing) -> bool| {
        let spaces: SmallVec<[bool; 4]> = sps.iter_mut().map(step).collect();
        sps.sort_by_key(|s| (s.should_emit_space, s.last_was_punctuation));
        sps.dedup();
        spaces.iter().all(|&b| b == spaces[0]).then_some(spaces[0])
    };
    let mut steps = Vec::new();
    let mut text = String::new();
    let flush = |steps: &mut Vec<Step>, text: &mut String| {
        if !text.is_empty() {
            steps.push(Step::Text(std::mem::take(text).into()));
        }
    };
    for e in elems {
        match e {
            Elem::Literal(l) => {
                if decide(sps, &|sp| sp.literal(l))? {
                    text.push(' ');
                }
                text.push_str(l);
            }
            Elem::Space(space) => {
                if decide(sps, &|sp| sp.space(*space))? {
                    text.push(' ');
                }
            }
            Elem::AttrDict { .. } | Elem::Custom(_) => {
                flush(&mut steps, &mut text);
                decide(sps, &|sp| {
                    sp.directive(e);
                    false
                });
                steps.push(Step::Elem(e.clone()));
            }
            Elem::Optional(inner, anchor) => {
                flush(&mut steps, &mut text);
                // The anchor of a group not led by it prints nothing when it is an attribute.
                let printed: Vec<Elem> = inner
                    .iter()
                    .enumerate()
                    .filter(|&(i, e)| !(i == *anchor && i != 0 && matches!(e, Elem::Attr(_))))
                    .map(|(_, e)| e.clone())
                    .collect();
                // After the group: where it left off if it printed, where it began if not.
                let mut after = sps.clone();
                let group = plan(def, &printed, &mut after)?;
                sps.extend(after);
                decide(sps, &|_| false);
                steps.push(Step::Optional(inner[*anchor].clone(), group.into()));
            }
            _ => {
                if decide(sps, &|sp| sp.element())? {
                    text.push(' ');
                }
                flush(&mut steps, &mut text);
                // Groups of one value (most) print it without walking a range.
                let one = |s: Slot| def.slot(s).arity == Arity::One;
                steps.push(match *e {
                    Elem::Operand(g) if one(Slot::Operand(g)) => Step::OneOperand(g),
                    Elem::Type { of: TypeRef::Slot(s), qualified } if one(s) => {
                        Step::OneType(s, def.slot(s).constraint.stripped.filter(|_| !qualified))
                    }
                    _ => Step::Elem(e.clone()),
                });
            }
        }
    }
    flush(&mut steps, &mut text);
    Some(steps)
}

struct Compiler<'a> {
    src: &'static str,
    pos: usize,
    def: &'static OpDef,
    syntax: &'a OpSyntax,
    seen_types: Vec<TypeRef>,
    elided: Vec<&'static str>,
}

impl Compiler<'_> {
    fn skip_ws(&mut self) {
        while self.src[self.pos..].starts_with(char::is_whitespace) {
            self.pos += 1;
        }
    }

    fn eat(&mut self, s: &str) -> bool {
        self.skip_ws();
        if self.src[self.pos..].starts_with(s) {
            self.pos += s.len();
            true
        } else {
            false
        }
    }

    fn word(&mut self) -> &'static str {
        self.skip_ws();
        let rest = &self.src[self.pos..];
        let n = rest.find(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == '-')).unwrap_or(rest.len());
        self.pos += n;
        &rest[..n]
    }

    /// Elements up to `close` (or the end), and which one is marked `^`.
    fn elems(&mut self, close: Option<char>) -> Result<(Vec<Elem>, Option<usize>), String> {
        let mut out = Vec::new();
        let mut anchor = None;
        loop {
            self.skip_ws();
            let rest = &self.src[self.pos..];
            match rest.chars().next() {
                None if close.is_none() => return Ok((out, anchor)),
                None => return Err("unclosed group".into()),
                Some(c) if Some(c) == close => return Ok((out, anchor)),
                // Separates the arguments of a directive.
                Some(',') if close == Some(')') => self.pos += 1,
                _ => {
                    out.push(self.elem()?);
                    if self.eat("^") {
                        anchor = Some(out.len() - 1);
                    }
                }
            }
        }
    }

    fn elem(&mut self) -> Result<Elem, String> {
        self.skip_ws();
        let rest = &self.src[self.pos..];
        if let Some(body) = rest.strip_prefix('`') {
            let end = body.find('`').ok_or("unclosed literal")?;
            let lit = &body[..end];
            self.pos += end + 2;
            return Ok(match lit {
                " " => Elem::Space(true),
                "" => Elem::Space(false),
                _ => Elem::Literal(lit),
            });
        }
        if rest.starts_with('$') {
            self.pos += 1;
            let name = self.word();
            let def = self.def;
            if let Some(i) = def.operand_index(name) {
                return Ok(Elem::Operand(i as u8));
            }
            if let Some(i) = def.attrs.iter().position(|a| a.name == name) {
                self.elided.push(def.attrs[i].name);
                return Ok(Elem::Attr(i as u8));
            }
            if let Some(i) = def.successors.unwrap_or(&[]).iter().position(|&s| s == name) {
                return Ok(Elem::Successor(i as u8));
            }
            if let Some(i) = def.regions.unwrap_or(&[]).iter().position(|r| r.name == name) {
                return Ok(Elem::Region(i as u8));
            }
            return Err(format!("`${name}` names nothing of the op"));
        }
        if self.eat("(") {
            let (elems, anchor) = self.elems(Some(')'))?;
            self.eat(")");
            if !self.eat("?") {
                return Err("a group must be optional: `(...)?`".into());
            }
            let anchor = anchor.ok_or("an optional group needs an anchor `^`")?;
            return Ok(Elem::Optional(elems.into(), anchor));
        }
        let word = self.word();
        let el = match word {
            "attr-dict" => Elem::AttrDict { keyword: false },
            "attr-dict-with-keyword" => Elem::AttrDict { keyword: true },
            "type" => Elem::Type { of: self.type_arg()?, qualified: false },
            "qualified" => {
                if !self.eat("(") || self.word() != "type" {
                    return Err("qualified takes a type directive".into());
                }
                let of = self.type_arg()?;
                self.eat(")");
                Elem::Type { of, qualified: true }
            }
            "functional-type" => {
                if !self.eat("(") {
                    return Err("functional-type takes two arguments".into());
                }
                let ins = self.type_ref()?;
                self.eat(",");
                let outs = self.type_ref()?;
                self.eat(")");
                self.seen_types.extend([ins, outs]);
                Elem::FunctionalType(ins, outs)
            }
            "custom" => {
                if !self.eat("<") {
                    return Err("custom needs a name".into());
                }
                let name = self.word();
                self.eat(">");
                let i = self
                    .syntax
                    .customs
                    .iter()
                    .position(|c| c.name == name)
                    .ok_or_else(|| format!("custom directive `{name}` is not defined"))?;
                if !self.eat("(") {
                    return Err("custom takes arguments".into());
                }
                // Its arguments only tell which types it supplies (recorded as seen).
                self.elems(Some(')'))?;
                self.eat(")");
                Elem::Custom(i as u8)
            }
            "" => return Err(format!("unexpected `{}`", &self.src[self.pos..])),
            w => return Err(format!("unknown directive `{w}`")),
        };
        Ok(el)
    }

    fn type_arg(&mut self) -> Result<TypeRef, String> {
        if !self.eat("(") {
            return Err("type takes an argument".into());
        }
        let r = self.type_ref()?;
        self.eat(")");
        self.seen_types.push(r);
        Ok(r)
    }

    fn type_ref(&mut self) -> Result<TypeRef, String> {
        if self.eat("$") {
            let name = self.word();
            if let Some(i) = self.def.operand_index(name) {
                return Ok(TypeRef::Slot(Slot::Operand(i as u8)));
            }
            if let Some(i) = self.def.result_index(name) {
                return Ok(TypeRef::Slot(Slot::Result(i as u8)));
            }
            return Err(format!("`${name}` is neither an operand nor a result"));
        }
        match self.word() {
            "operands" => Ok(TypeRef::AllOperands),
            "results" => Ok(TypeRef::AllResults),
            w => Err(format!("cannot take the type of `{w}`")),
        }
    }

    /// Every operand and result type is spelled, buildable, or follows from a rule (or
    /// a custom directive or the op's result inference supplies it).
    fn check_types(&self) -> Result<(), String> {
        let def = self.def;
        let mut known: Vec<Slot> = Vec::new();
        for r in &self.seen_types {
            match *r {
                TypeRef::Slot(s) => known.push(s),
                TypeRef::AllOperands => known.extend((0..def.operands.len()).map(|i| Slot::Operand(i as u8))),
                TypeRef::AllResults => known.extend((0..def.results.len()).map(|i| Slot::Result(i as u8))),
            }
        }
        if def.infer_results.is_some() {
            return Ok(());
        }
        let slots = (0..def.operands.len())
            .map(|i| Slot::Operand(i as u8))
            .chain((0..def.results.len()).map(|i| Slot::Result(i as u8)));
        for s in slots {
            if known.contains(&s) || def.slot(s).constraint.build.is_some() {
                continue;
            }
            let ruled = def.rules.iter().any(|r| match r {
                TypeRule::SameOperandsAndResultType => !known.is_empty(),
                TypeRule::SameTypeOperands => {
                    matches!(s, Slot::Operand(_)) && known.iter().any(|k| matches!(k, Slot::Operand(_)))
                }
                TypeRule::AllTypesMatch(group) => group.contains(&s) && group.iter().any(|g| known.contains(g)),
                TypeRule::TypesMatchWith { to, from, .. } => *to == s && known.contains(from),
            });
            if !ruled {
                return Err(format!("the type of `{}` is neither spelled nor inferable", def.slot(s).name));
            }
        }
        Ok(())
    }
}

// ----------------------------------------------------------------------------------
// Parsing
// ----------------------------------------------------------------------------------

/// What a format has read so far: the operands of each group and the types the format
/// spelled. Custom directives read and fill it. Flat lists with a run per group or slot
/// (a format reads each group in one place), so that an op's state is a few inline
/// vectors rather than one vector per group.
pub struct FormatState<'s> {
    operands: SmallVec<[UnresolvedOperand<'s>; 4]>,
    /// `(group, start, len)` into `operands`.
    operand_runs: SmallVec<[(u8, u32, u32); 4]>,
    types: SmallVec<[Type; 6]>,
    /// `(slot, start, len)` into `types`; a later run for a slot replaces an earlier one.
    type_runs: SmallVec<[(Slot, u32, u32); 6]>,
    /// `type(operands)`, `type(results)`: one list for all groups.
    all_operand_types: Option<Vec<Type>>,
    all_result_types: Option<Vec<Type>>,
    /// Where the first type was read, for errors about operand and type counts.
    types_at: Option<u32>,
}

impl<'s> FormatState<'s> {
    fn new() -> Self {
        FormatState {
            operands: SmallVec::new(),
            operand_runs: SmallVec::new(),
            types: SmallVec::new(),
            type_runs: SmallVec::new(),
            all_operand_types: None,
            all_result_types: None,
            types_at: None,
        }
    }

    /// The types read or inferred for a slot so far.
    pub fn types(&self, s: Slot) -> Option<&[Type]> {
        let &(_, start, len) = self.type_runs.iter().rev().find(|r| r.0 == s)?;
        Some(&self.types[start as usize..(start + len) as usize])
    }

    /// Records the types of a slot.
    pub fn set_types(&mut self, s: Slot, types: &[Type]) {
        self.push_types(s, types.iter().copied());
    }

    /// Records `n` copies of `t` as the types of a slot.
    fn set_types_repeated(&mut self, s: Slot, t: Type, n: usize) {
        self.push_types(s, std::iter::repeat_n(t, n));
    }

    fn push_types(&mut self, s: Slot, types: impl IntoIterator<Item = Type>) {
        let start = self.types.len();
        // Pushed one by one: nearly always one type, where `extend`'s reserve costs more.
        for t in types {
            self.types.push(t);
        }
        self.type_runs.push((s, start as u32, (self.types.len() - start) as u32));
    }

    /// The operands read for group `i`.
    pub fn operands(&self, i: usize) -> &[UnresolvedOperand<'s>] {
        match self.operand_runs.iter().find(|r| r.0 as usize == i) {
            Some(&(_, start, len)) => &self.operands[start as usize..(start + len) as usize],
            None => &[],
        }
    }

    /// Records the operands of group `g` (read in one place of the format), as `read`
    /// pushes them.
    fn add_operands<E>(&mut self, g: usize, read: impl FnOnce(&mut Self) -> Result<(), E>) -> Result<(), E> {
        let start = self.operands.len();
        read(self)?;
        self.operand_runs.push((g as u8, start as u32, (self.operands.len() - start) as u32));
        Ok(())
    }
}

/// Parses the custom form of an op with a declarative format (after its keyword).
pub(crate) fn parse(p: &mut Parser<'_, '_>, b: &mut OperationState, syntax: &OpSyntax, f: &Format) -> PResult<()> {
    let def = syntax.def.expect("formats have definitions");
    let mut st = FormatState::new();
    parse_elems(p, b, syntax, def, &f.elems, &mut st)?;
    resolve(p, b, def, f.infers, &mut st)
}

fn parse_elems<'s>(
    p: &mut Parser<'s, '_>,
    b: &mut OperationState,
    syntax: &OpSyntax,
    def: &'static OpDef,
    elems: &[Elem],
    st: &mut FormatState<'s>,
) -> PResult<()> {
    for e in elems {
        parse_elem(p, b, syntax, def, e, st)?;
    }
    Ok(())
}

fn parse_elem<'s>(
    p: &mut Parser<'s, '_>,
    b: &mut OperationState,
    syntax: &OpSyntax,
    def: &'static OpDef,
    e: &Elem,
    st: &mut FormatState<'s>,
) -> PResult<()> {
    match e {
        Elem::Literal(l) => parse_literal(p, l),
        Elem::Space(_) => Ok(()),
        Elem::Operand(g) => {
            let g = *g as usize;
            st.add_operands(g, |st| {
                match def.operands[g].arity {
                    Arity::One => st.operands.push(p.parse_operand()?),
                    Arity::Optional => st.operands.extend(p.parse_optional_operand()?),
                    Arity::Variadic => p.parse_operand_list_with(|u| st.operands.push(u))?,
                }
                Ok(())
            })
        }
        Elem::Attr(a) => {
            let spec = &def.attrs[*a as usize];
            let v = p.parse_attribute(None)?;
            b.attr(p.ctx, spec.name, v);
            Ok(())
        }
        Elem::Successor(_) => {
            let s = p.parse_successor()?;
            b.successors.push(s);
            Ok(())
        }
        Elem::Region(_) => {
            let isolated = def.traits.contains(Traits::ISOLATED_FROM_ABOVE);
            let r = p.parse_region(&[], isolated)?;
            b.regions.push(r);
            Ok(())
        }
        Elem::Type { of, .. } => {
            st.types_at.get_or_insert(p.offset());
            match *of {
                TypeRef::Slot(s) => {
                    let spec = def.slot(s);
                    let types: SmallVec<[Type; 2]> = match spec.arity {
                        Arity::One => {
                            let t = parse_type_of(p, spec.constraint)?;
                            st.set_types(s, &[t]);
                            return Ok(());
                        }
                        _ if !starts_type(p) => SmallVec::new(),
                        _ => {
                            let mut v = smallvec::smallvec![parse_type_of(p, spec.constraint)?];
                            while p.consume_if(Tok::Comma) {
                                v.push(parse_type_of(p, spec.constraint)?);
                            }
                            v
                        }
                    };
                    st.set_types(s, &types);
                }
                TypeRef::AllOperands | TypeRef::AllResults => {
                    let types = if starts_type(p) { p.parse_type_list_no_parens()? } else { Vec::new() };
                    set_ref(st, *of, &types);
                }
            }
            Ok(())
        }
        Elem::FunctionalType(ins, outs) => {
            let at = p.offset();
            st.types_at.get_or_insert(at);
            let fty = p.parse_type()?;
            let Some((i, o)) = p.ctx.function_type_parts(fty) else {
                return Err(p.error_at(at, "invalid kind of type specified"));
            };
            set_ref(st, *ins, i);
            set_ref(st, *outs, o);
            Ok(())
        }
        Elem::AttrDict { keyword } => {
            if *keyword {
                p.parse_optional_attr_dict_with_keyword(&mut b.attrs)
            } else {
                p.parse_optional_attr_dict(&mut b.attrs)
            }
        }
        Elem::Optional(elems, anchor) => {
            if !group_present(p, def, &elems[0]) {
                return Ok(());
            }
            // A unit attribute anchoring the group, but not printed by it, is set by its presence.
            if let Elem::Attr(a) = &elems[*anchor] {
                if *anchor != 0 {
                    let unit = p.ctx.unit_attr();
                    b.attr(p.ctx, def.attrs[*a as usize].name, unit);
                }
            }
            for (i, e) in elems.iter().enumerate() {
                if i == *anchor && i != 0 && matches!(e, Elem::Attr(_)) {
                    continue;
                }
                parse_elem(p, b, syntax, def, e, st)?;
            }
            Ok(())
        }
        Elem::Custom(i) => (syntax.customs[*i as usize].parse)(p, st, b),
    }
}

/// Records the types a `type(...)` or `functional-type(...)` argument stands for.
fn set_ref(st: &mut FormatState<'_>, r: TypeRef, types: &[Type]) {
    match r {
        TypeRef::Slot(s) => st.set_types(s, types),
        TypeRef::AllOperands => st.all_operand_types = Some(types.to_vec()),
        TypeRef::AllResults => st.all_result_types = Some(types.to_vec()),
    }
}

/// Whether the next token can start a type.
fn starts_type(p: &Parser<'_, '_>) -> bool {
    matches!(p.peek(), Tok::BareIdent | Tok::ExclaimIdent | Tok::LParen | Tok::Less)
}

/// A type for a slot: in full, or stripped of its `!dialect.mnemonic` when the
/// constraint names a parameterized dialect type.
fn parse_type_of(p: &mut Parser<'_, '_>, c: &async_opt_ir::TypeConstraint) -> PResult<Type> {
    if let Some(class) = c.class {
        let at = p.offset();
        let t = p.parse_type()?;
        if !(c.check)(p.ctx, t) {
            let found = crate::write::type_to_string(p.ctx, t);
            return Err(
                p.error_at(at, format!("invalid kind of type specified: expected {class}, but found '{found}'"))
            );
        }
        return Ok(t);
    }
    if let (Some((dialect, mnemonic)), true) = (c.stripped, p.peek() == Tok::Less) {
        p.consume_if(Tok::Less);
        let mut params: SmallVec<[Type; 2]> = smallvec::smallvec![p.parse_type()?];
        while p.consume_if(Tok::Comma) {
            params.push(p.parse_type()?);
        }
        p.expect(Tok::Greater, "'>'")?;
        let d = p.ctx.ident(dialect);
        let m = p.ctx.ident(mnemonic);
        return Ok(p.ctx.dialect_type(d, m, &params));
    }
    p.parse_type()
}

fn parse_literal(p: &mut Parser<'_, '_>, lit: &str) -> PResult<()> {
    match punctuation(lit) {
        Some(t) => p.expect_with(t, || format!("'{lit}'")),
        None => p.parse_keyword(lit),
    }
}

fn punctuation(lit: &str) -> Option<Tok> {
    Some(match lit {
        "," => Tok::Comma,
        ":" => Tok::Colon,
        "::" => Tok::ColonColon,
        "(" => Tok::LParen,
        ")" => Tok::RParen,
        "[" => Tok::LSquare,
        "]" => Tok::RSquare,
        "{" => Tok::LBrace,
        "}" => Tok::RBrace,
        "<" => Tok::Less,
        ">" => Tok::Greater,
        "=" => Tok::Equal,
        "->" => Tok::Arrow,
        "?" => Tok::Question,
        "*" => Tok::Star,
        "+" => Tok::Plus,
        "-" => Tok::Minus,
        "|" => Tok::Vertical,
        "..." => Tok::Ellipsis,
        _ => return None,
    })
}

/// Whether an optional group is present: its first element can be seen at the next token.
fn group_present(p: &Parser<'_, '_>, def: &OpDef, first: &Elem) -> bool {
    match first {
        Elem::Literal(l) => match punctuation(l) {
            Some(t) => p.peek() == t,
            None => p.at_keyword(l),
        },
        Elem::Operand(_) => p.peek() == Tok::PercentIdent,
        Elem::Region(_) => p.peek() == Tok::LBrace,
        Elem::Successor(_) => p.peek() == Tok::CaretIdent,
        Elem::Type { .. } | Elem::FunctionalType(..) => starts_type(p),
        Elem::Attr(a) => {
            let _ = def.attrs[*a as usize].name;
            !matches!(p.peek(), Tok::Eof | Tok::Colon | Tok::Comma | Tok::RParen | Tok::LBrace)
        }
        _ => false,
    }
}

/// Gives every operand and result its type (spelled, buildable or inferred), then
/// resolves the operands and fills `b`.
fn resolve<'s>(
    p: &mut Parser<'s, '_>,
    b: &mut OperationState,
    def: &'static OpDef,
    infers: bool,
    st: &mut FormatState<'s>,
) -> PResult<()> {
    let at = st.types_at.unwrap_or_else(|| p.offset());
    if let Some(all) = st.all_operand_types.take() {
        let total = st.operands.len();
        if all.len() != total {
            return Err(p.error_at(at, format!("{total} operands present, but expected {}", all.len())));
        }
        let mut rest = &all[..];
        for g in 0..def.operands.len() {
            let (mine, tail) = rest.split_at(st.operands(g).len());
            st.set_types(Slot::Operand(g as u8), mine);
            rest = tail;
        }
    }
    if infers {
        infer_types(p.ctx, def, st);
    }
    let mut sizes: SmallVec<[i64; 4]> = SmallVec::new();
    for g in 0..def.operands.len() {
        let ops = st.operands(g);
        let types = st.types(Slot::Operand(g as u8)).unwrap_or_default();
        if ops.len() != types.len() {
            return Err(p.error_at(at, format!("{} operands present, but expected {}", ops.len(), types.len())));
        }
        for (u, &t) in ops.iter().zip(types) {
            let v = p.resolve_operand(*u, t)?;
            b.operands.push(v);
        }
        sizes.push(ops.len() as i64);
    }
    if def.segmented_operands() {
        let i32t = p.ctx.integer_type(32);
        let seg = p.ctx.intern_dense_array(i32t, &sizes);
        let name = p.ctx.segment_sizes_ident();
        b.attrs.push((name, seg));
    }
    if let Some(all) = st.all_result_types.take() {
        b.result_types.extend(all);
        return Ok(());
    }
    let results = || (0..def.results.len()).map(|g| (g, st.types(Slot::Result(g as u8))));
    if results().any(|(_, t)| t.is_none()) {
        if let Some(infer) = def.infer_results {
            let operand_types: SmallVec<[Type; 4]> = b.operands.iter().map(|&v| p.ctx.value_type(v)).collect();
            match infer(p.ctx, &operand_types, &b.attrs) {
                Some(ts) => {
                    b.result_types.extend(ts);
                    return Ok(());
                }
                None => return Err(p.error_at(at, format!("failed to infer returned types of '{}'", def.name))),
            }
        }
    }
    for (g, t) in results() {
        match t {
            Some(ts) => b.result_types.extend(ts.iter().copied()),
            None if def.results[g].arity == Arity::One => {
                return Err(p.error_at(at, format!("failed to infer returned types of '{}'", def.name)));
            }
            None => {}
        }
    }
    Ok(())
}

/// Fills the types a format did not spell from buildable constraints and the type rules,
/// until nothing more follows.
fn infer_types(ctx: &mut Context, def: &OpDef, st: &mut FormatState<'_>) {
    let count = |st: &FormatState<'_>, s: Slot| match s {
        Slot::Operand(i) => st.operands(i as usize).len(),
        Slot::Result(i) => match def.results[i as usize].arity {
            Arity::One => 1,
            _ => 0,
        },
    };
    let operands = (0..def.operands.len()).map(|i| Slot::Operand(i as u8));
    let slots = operands.clone().chain((0..def.results.len()).map(|i| Slot::Result(i as u8)));
    for s in slots.clone() {
        if st.types(s).is_none() {
            if let Some(build) = def.slot(s).constraint.build {
                let t = build(ctx);
                let n = count(st, s);
                st.set_types_repeated(s, t, n);
            }
        }
    }
    // The slots of a group without types take the first type one of them has.
    // Walks the group twice (it is cheap to clone) rather than collecting it.
    fn fill<'s>(
        st: &mut FormatState<'s>,
        group: impl Iterator<Item = Slot> + Clone,
        count: impl Fn(&FormatState<'s>, Slot) -> usize,
    ) -> bool {
        let Some(t) = group.clone().find_map(|s| st.types(s).and_then(|t| t.first().copied())) else { return false };
        let mut progress = false;
        for s in group {
            if st.types(s).is_none() {
                let n = count(st, s);
                st.set_types_repeated(s, t, n);
                progress = true;
            }
        }
        progress
    }
    loop {
        let mut progress = false;
        for rule in def.rules {
            progress |= match rule {
                TypeRule::SameOperandsAndResultType => fill(st, slots.clone(), count),
                TypeRule::SameTypeOperands => fill(st, operands.clone(), count),
                TypeRule::AllTypesMatch(group) => fill(st, group.iter().copied(), count),
                TypeRule::TypesMatchWith { from, to, infer, .. } => {
                    let inferred = match (st.types(*to), st.types(*from).and_then(|t| t.first())) {
                        (None, Some(&f)) => infer(ctx, f),
                        _ => None,
                    };
                    if let Some(t) = inferred {
                        let n = count(st, *to).max(1);
                        st.set_types_repeated(*to, t, n);
                    }
                    inferred.is_some()
                }
            };
        }
        if !progress {
            return;
        }
    }
}

// ----------------------------------------------------------------------------------
// Printing
// ----------------------------------------------------------------------------------

/// Spacing as ODS-generated printers do it: a space before most elements, none after an
/// opening bracket or before closing punctuation and commas.
#[derive(Copy, Clone, Debug, PartialEq)]
struct Spacing {
    should_emit_space: bool,
    last_was_punctuation: bool,
}

impl Spacing {
    const START: Spacing = Spacing { should_emit_space: true, last_was_punctuation: false };

    /// Whether a space goes before literal `lit`; moves past it.
    fn literal(&mut self, lit: &str) -> bool {
        let space = self.should_emit_space && space_before(lit, self.last_was_punctuation);
        let first = lit.as_bytes().first().copied().unwrap_or(0);
        self.should_emit_space = lit.len() != 1 || !matches!(first, b'<' | b'(' | b'{' | b'[');
        self.last_was_punctuation = !(first == b'_' || first.is_ascii_alphabetic());
        space
    }

    /// Whether `` ` ` `` (true) or ``` `` ``` (false) prints a space; moves past it.
    fn space(&mut self, space: bool) -> bool {
        self.last_was_punctuation = !space;
        self.should_emit_space = false;
        space
    }

    /// Moves past `attr-dict` or a custom directive (which write their own leading space).
    fn directive(&mut self, e: &Elem) {
        self.last_was_punctuation = false;
        if matches!(e, Elem::Custom(_)) {
            self.should_emit_space = true;
        }
    }

    /// Whether a space goes before an element printing part of the op; moves past it.
    fn element(&mut self) -> bool {
        let space = self.should_emit_space || !self.last_was_punctuation;
        *self = Spacing::START;
        space
    }
}

/// Prints the custom form of `op` after its keyword, with the groups [`fits`] found.
pub(crate) fn print(p: &mut Printer<'_>, op: Op, syntax: &OpSyntax, f: &Format, groups: (Groups<'_>, Groups<'_>)) {
    let def = syntax.def.expect("formats have definitions");
    let ctx = p.ctx;
    let attr_names = match def.attrs.is_empty() {
        true => &[][..],
        false => ctx.op_info(op).map_or(&[][..], |i| &i.attr_names[..]),
    };
    let (groups, rgroups) = groups;
    let view = OpView { op, def, groups, rgroups, attr_names, elided: &f.elided };
    if let Some(plan) = &f.plan {
        for s in plan.iter() {
            print_step(p, &view, syntax, s);
        }
        return;
    }
    let mut sp = Spacing::START;
    for e in f.elems.iter() {
        print_elem(p, &view, syntax, e, &mut sp);
    }
}

#[inline(always)]
fn print_step(p: &mut Printer<'_>, v: &OpView<'_>, syntax: &OpSyntax, s: &Step) {
    match s {
        // Most texts are one punctuation byte or a space: a push, not a copy.
        Step::Text(t) => match t.as_bytes() {
            &[c] => p.out.push(c as char),
            _ => p.w(t),
        },
        Step::Elem(e) => print_piece(p, v, syntax, e),
        Step::Optional(anchor, steps) => print_optional_steps(p, v, syntax, anchor, steps),
        Step::OneOperand(g) => {
            let k = v.groups.range(*g as usize).start;
            p.print_operand(p.ctx.operand(v.op, k));
        }
        Step::OneType(s, stripped) => {
            let ctx = p.ctx;
            let t = match *s {
                Slot::Operand(i) => ctx.value_type(ctx.operand(v.op, v.groups.range(i as usize).start)),
                Slot::Result(i) => ctx.value_type(ctx.result(v.op, v.rgroups.range(i as usize).start)),
            };
            print_type_of(p, t, *stripped);
        }
    }
}

/// An optional group of a plan, out of line as [`print_optional`] is.
#[inline(never)]
fn print_optional_steps(p: &mut Printer<'_>, v: &OpView<'_>, syntax: &OpSyntax, anchor: &Elem, steps: &[Step]) {
    if anchor_present(p.ctx, v, anchor) {
        for s in steps {
            print_step(p, v, syntax, s);
        }
    }
}

/// The operand and result groups of `op` when its counts fit the definition, so that
/// it can be printed by its format (otherwise it prints in the generic form).
#[inline]
pub(crate) fn fits<'c>(ctx: &'c Context, op: Op, def: &OpDef, f: &Format) -> Option<(Groups<'c>, Groups<'c>)> {
    if let Some((operands, results)) = f.singles {
        let fit = ctx.num_operands(op) == operands && ctx.num_results(op) == results;
        return fit.then(|| (Groups::singles(operands), Groups::singles(results)));
    }
    Some((ctx.operand_groups(op, def)?, ctx.result_groups(op, def)?))
}

struct OpView<'a> {
    op: Op,
    def: &'static OpDef,
    groups: Groups<'a>,
    rgroups: Groups<'a>,
    /// The interned names of `def.attrs`, so attribute lookups compare integers.
    attr_names: &'a [async_opt_ir::Ident],
    elided: &'a [&'static str],
}

impl OpView<'_> {
    fn attr(&self, ctx: &Context, a: u8) -> Option<async_opt_ir::Attr> {
        match self.attr_names.get(a as usize) {
            Some(&id) => ctx.attr_by_ident(self.op, id),
            None => ctx.attr(self.op, self.def.attrs[a as usize].name),
        }
    }

    /// The types a `type(...)` directive refers to, read in place.
    fn types<'c>(&self, ctx: &'c Context, r: TypeRef) -> impl ExactSizeIterator<Item = Type> + 'c {
        let (results, range) = match r {
            TypeRef::Slot(Slot::Operand(i)) => (false, self.groups.range(i as usize)),
            TypeRef::Slot(Slot::Result(i)) => (true, self.rgroups.range(i as usize)),
            TypeRef::AllOperands => (false, 0..ctx.num_operands(self.op)),
            TypeRef::AllResults => (true, 0..ctx.num_results(self.op)),
        };
        let op = self.op;
        range.map(move |k| ctx.value_type(if results { ctx.result(op, k) } else { ctx.operand(op, k) }))
    }
}

#[inline(always)]
fn print_literal(p: &mut Printer<'_>, lit: &str, sp: &mut Spacing) {
    if sp.literal(lit) {
        p.space();
    }
    // Most literals are one punctuation byte: a push, not a copy.
    match lit.as_bytes() {
        &[c] => p.out.push(c as char),
        _ => p.w(lit),
    }
}

fn space_before(lit: &str, last_was_punctuation: bool) -> bool {
    if lit.len() != 1 && lit != "->" {
        return true;
    }
    let c = lit.as_bytes()[0];
    if last_was_punctuation {
        !matches!(c, b'>' | b')' | b'}' | b']' | b',')
    } else {
        !matches!(c, b'<' | b'>' | b'(' | b')' | b'{' | b'}' | b'[' | b']' | b',')
    }
}

/// An optional group: printed when its anchor is present (out of line, so that the
/// elements of a format's top level inline into its loop).
#[inline(never)]
fn print_optional(
    p: &mut Printer<'_>,
    v: &OpView<'_>,
    syntax: &OpSyntax,
    elems: &[Elem],
    anchor: usize,
    sp: &mut Spacing,
) {
    if anchor_present(p.ctx, v, &elems[anchor]) {
        for (i, e) in elems.iter().enumerate() {
            if i == anchor && i != 0 && matches!(e, Elem::Attr(_)) {
                continue;
            }
            print_elem(p, v, syntax, e, sp);
        }
    }
}

#[inline(always)]
fn print_elem(p: &mut Printer<'_>, v: &OpView<'_>, syntax: &OpSyntax, e: &Elem, sp: &mut Spacing) {
    match e {
        Elem::Literal(l) => print_literal(p, l, sp),
        Elem::Space(space) => {
            if sp.space(*space) {
                p.space();
            }
        }
        Elem::AttrDict { .. } | Elem::Custom(_) => {
            print_piece(p, v, syntax, e);
            sp.directive(e);
        }
        Elem::Optional(elems, anchor) => print_optional(p, v, syntax, elems, *anchor, sp),
        _ => {
            if sp.element() {
                p.space();
            }
            print_piece(p, v, syntax, e);
        }
    }
}

/// An element that prints part of the op, without the space before it.
#[inline(always)]
fn print_piece(p: &mut Printer<'_>, v: &OpView<'_>, syntax: &OpSyntax, e: &Elem) {
    let ctx = p.ctx;
    let op = v.op;
    match e {
        Elem::AttrDict { keyword } => {
            if *keyword {
                p.print_optional_attr_dict_with_keyword(op, v.elided);
            } else {
                p.print_optional_attr_dict(op, v.elided);
            }
        }
        // A custom directive writes its own leading space (and none when it prints nothing).
        Elem::Custom(i) => (syntax.customs[*i as usize].print)(p, op),
        Elem::Operand(g) => {
            let r = v.groups.range(*g as usize);
            p.print_operand_iter(r.map(|k| ctx.operand(op, k)));
        }
        Elem::Attr(a) => {
            if let Some(attr) = v.attr(ctx, *a) {
                p.print_attr(attr);
            }
        }
        Elem::Successor(s) => p.print_successor(ctx.successor(op, *s as usize)),
        Elem::Region(r) => p.print_region(ctx.region(op, *r as usize), true, false),
        Elem::Type { of, qualified } => {
            let types = v.types(ctx, *of);
            let stripped = match of {
                TypeRef::Slot(s) if !*qualified && v.def.slot(*s).arity == Arity::One => {
                    v.def.slot(*s).constraint.stripped
                }
                _ => None,
            };
            for (i, t) in types.enumerate() {
                if i > 0 {
                    p.w(", ");
                }
                print_type_of(p, t, stripped);
            }
        }
        Elem::FunctionalType(ins, outs) => {
            p.w("(");
            p.print_type_iter(v.types(ctx, *ins));
            p.w(") -> ");
            p.print_function_results_iter(v.types(ctx, *outs));
        }
        Elem::Literal(_) | Elem::Space(_) | Elem::Optional(..) => unreachable!("not a piece of the op"),
    }
}

/// A type, without its `!dialect.mnemonic` prefix when the constraint names its class
/// (LLVM 14 and later; the seed test's generation spells it in full).
fn print_type_of(p: &mut Printer<'_>, t: Type, stripped: Option<(&'static str, &'static str)>) {
    if let Some((dialect, mnemonic)) = stripped.filter(|_| p.generation() != Generation::Seed) {
        let ctx = p.ctx;
        if let TypeKind::Dialect { dialect: d, name, params } = ctx.type_kind(t) {
            if !params.is_empty() && ctx.str(*name) == mnemonic && ctx.str(*d) == dialect {
                p.w("<");
                p.print_type_list(params);
                p.w(">");
                return;
            }
        }
    }
    p.print_type(t);
}

fn anchor_present(ctx: &Context, v: &OpView<'_>, e: &Elem) -> bool {
    match e {
        Elem::Operand(g) => !v.groups.range(*g as usize).is_empty(),
        Elem::Attr(a) => v.attr(ctx, *a).is_some(),
        Elem::Region(r) => !ctx.region_is_empty(ctx.region(v.op, *r as usize)),
        Elem::Successor(_) => true,
        Elem::Type { of, .. } => v.types(ctx, *of).len() != 0,
        Elem::FunctionalType(ins, _) => v.types(ctx, *ins).len() != 0,
        _ => false,
    }
}
