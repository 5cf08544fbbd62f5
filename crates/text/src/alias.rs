//! Printed aliases (`#map = affine_map<...>`, `#loc3 = loc(...)`), as MLIR's
//! `AliasInitializer` and `AliasState` make them.
//!
//! The printer runs once with its output discarded to record, in print order, every
//! affine map or set and (with debug info) every location it writes; the table then names
//! them and the real print refers to the names. Affine attributes are defined before the
//! top-level op; locations of ops may be defined after it ("deferred"); locations of block
//! arguments are printed inline but still defined before it, as mlir-opt does.
//!
//! Naming differs by generation. LLVM 14 groups aliases by name in order of first use and
//! numbers a group from 0 only when it has several members (`#map`, or `#map0, #map1`).
//! LLVM 22 orders by nesting depth (an alias whose definition refers to other aliases
//! comes after them), then by name, and numbers from the second member (`#map, #map1`);
//! its location aliases refer to the aliases of their parts (`loc(callsite(#loc6 at #loc7))`).
//!
//! A module printed in pieces (the sharded driver) prints each piece with marks in place
//! of alias names ([`crate::Printer::print_top_marked_into`]); [`AliasMerge`] then takes
//! the pieces' aliases in output order, names them as one print of the whole module would,
//! and [`substitute_marks`] writes the names in.

use std::cell::RefCell;

use rustc_hash::FxHashMap;

use async_opt_ir::{Attr, Context, Loc, LocKind};

use async_opt_ir::Generation;

struct Entry {
    prefix: &'static str,
    depth: u32,
    deferred: bool,
    children: Vec<u32>,
    what: Target,
    name: String,
}

#[derive(Clone, Copy)]
enum Target {
    Attr(Attr),
    Loc(Loc),
}

#[derive(Default)]
struct Inner {
    attrs: FxHashMap<Attr, u32>,
    /// Locations are not uniqued in our IR: the inline text identifies them.
    locs: FxHashMap<String, u32>,
    /// The entry of each location handle met so far: the text of a handle is written
    /// once a print, not at every op that carries it (the pass copies handles around).
    by_handle: FxHashMap<Loc, u32>,
    entries: Vec<Entry>,
    /// Entry indices in definition order (after [`AliasTable::finish`]).
    order: Vec<u32>,
}

/// The aliases of one print.
pub(crate) struct AliasTable {
    generation: Generation,
    recording: std::cell::Cell<bool>,
    inner: RefCell<Inner>,
    /// Names are marks for the caller to replace (see [`MARK`]).
    marked: bool,
    /// How many names were written, when `marked`.
    marks: std::cell::Cell<usize>,
}

/// The byte around the index of an alias in a marked print: `\u{1}3\u{1}` stands for the
/// name of alias 3. The printer writes it nowhere else (strings escape it, and no other
/// token may hold it), which [`MarkedAliases::marks`] lets the caller check.
pub const MARK: u8 = 1;

/// An alias of a marked print, in the order the print first used it.
#[derive(Clone, Debug)]
pub struct MarkedAlias {
    /// `map`, `set` or `loc`.
    pub prefix: &'static str,
    /// What is aliased: the attribute or the location, as text (without the aliases of
    /// its parts), which identifies it across prints.
    pub key: String,
    /// The alias's nesting depth (LLVM 22 orders by it).
    pub depth: u32,
    /// Whether the definition goes after the top-level op.
    pub deferred: bool,
    /// The definition's right-hand side, with the aliases of its parts as marks.
    pub definition: String,
}

/// The aliases of a marked print and how many marks it wrote.
#[derive(Clone, Debug, Default)]
pub struct MarkedAliases {
    /// Every alias, indexed by the marks.
    pub aliases: Vec<MarkedAlias>,
    /// How many marks the print wrote; the text then holds twice as many [`MARK`] bytes.
    pub marks: usize,
}

impl AliasTable {
    pub(crate) fn new(generation: Generation, marked: bool) -> Self {
        AliasTable {
            generation,
            recording: std::cell::Cell::new(true),
            inner: RefCell::new(Inner::default()),
            marked,
            marks: std::cell::Cell::new(0),
        }
    }

    pub(crate) fn is_marked(&self) -> bool {
        self.marked
    }

    pub(crate) fn is_recording(&self) -> bool {
        self.recording.get()
    }

    /// Notes an attribute that would be printed (while recording).
    pub(crate) fn visit_attr(&self, prefix: &'static str, a: Attr) {
        let mut inner = self.inner.borrow_mut();
        if let Some(&i) = inner.attrs.get(&a) {
            mark_non_deferred(&mut inner.entries, i);
            return;
        }
        let i = inner.entries.len() as u32;
        inner.entries.push(Entry {
            prefix,
            depth: 1,
            deferred: false,
            children: Vec::new(),
            what: Target::Attr(a),
            name: String::new(),
        });
        inner.attrs.insert(a, i);
    }

    /// Notes a location that would be printed (while recording); op locations may be
    /// `deferred`, block argument locations not. Returns the alias depth.
    pub(crate) fn visit_loc(&self, ctx: &Context, l: Loc, deferred: bool) -> u32 {
        let mut inner = self.inner.borrow_mut();
        let known = match inner.by_handle.get(&l) {
            Some(&i) => Some(i),
            None => {
                let key = loc_inline(ctx, l);
                let found = inner.locs.get(&key).copied();
                let i = found.unwrap_or(inner.entries.len() as u32);
                inner.by_handle.insert(l, i);
                if found.is_none() {
                    inner.locs.insert(key, i);
                }
                found
            }
        };
        if let Some(i) = known {
            if !deferred {
                mark_non_deferred(&mut inner.entries, i);
            }
            return inner.entries[i as usize].depth;
        }
        let i = inner.entries.len() as u32;
        inner.entries.push(Entry {
            prefix: "loc",
            depth: 1,
            deferred,
            children: Vec::new(),
            what: Target::Loc(l),
            name: String::new(),
        });
        drop(inner);
        if self.generation == Generation::V22 {
            let mut max_depth = 0;
            let mut children = Vec::new();
            for c in loc_children(ctx, l) {
                max_depth = max_depth.max(self.visit_loc(ctx, c, deferred));
                children.push(self.inner.borrow().by_handle[&c]);
            }
            let mut inner = self.inner.borrow_mut();
            let e = &mut inner.entries[i as usize];
            e.children = children;
            if max_depth > 0 {
                e.depth = max_depth + 1;
            }
            return e.depth;
        }
        1
    }

    /// Ends recording: names every alias.
    pub(crate) fn finish(&self) {
        self.recording.set(false);
        let mut inner = self.inner.borrow_mut();
        if self.marked {
            for (i, e) in inner.entries.iter_mut().enumerate() {
                e.name = mark(i);
            }
            return;
        }
        let keys: Vec<(&'static str, u32)> = inner.entries.iter().map(|e| (e.prefix, e.depth)).collect();
        let (names, order) = name_aliases(self.generation, &keys);
        for (e, name) in inner.entries.iter_mut().zip(names) {
            e.name = name;
        }
        inner.order = order;
    }

    /// The aliases of a marked print, once it is done.
    pub(crate) fn export(&self, ctx: &Context, attr: &mut dyn FnMut(Attr, &mut String)) -> MarkedAliases {
        let inner = self.inner.borrow();
        let aliases = inner
            .entries
            .iter()
            .map(|e| {
                let (key, definition) = match e.what {
                    Target::Attr(a) => {
                        let mut d = String::new();
                        attr(a, &mut d);
                        (d.clone(), d)
                    }
                    Target::Loc(l) => {
                        let key = format!("loc({})", loc_inline(ctx, l));
                        // Written as its key unless LLVM 22 names its parts' aliases in it.
                        let by_parts = self.generation == Generation::V22 && !loc_children(ctx, l).is_empty();
                        let definition = if by_parts { self.loc_definition(ctx, &inner, l) } else { key.clone() };
                        (key, definition)
                    }
                };
                MarkedAlias { prefix: e.prefix, key, depth: e.depth, deferred: e.deferred, definition }
            })
            .collect();
        MarkedAliases { aliases, marks: self.marks.get() }
    }

    pub(crate) fn is_empty(&self) -> bool {
        self.inner.borrow().entries.is_empty()
    }

    /// The alias of an attribute, once named.
    pub(crate) fn attr_name(&self, a: Attr) -> Option<std::cell::Ref<'_, str>> {
        let inner = self.inner.borrow();
        let &i = inner.attrs.get(&a)?;
        self.marks.set(self.marks.get() + usize::from(self.marked));
        Some(std::cell::Ref::map(inner, |inner| inner.entries[i as usize].name.as_str()))
    }

    /// The alias of a location, once named.
    pub(crate) fn loc_name(&self, ctx: &Context, l: Loc) -> Option<String> {
        let mut inner = self.inner.borrow_mut();
        let i = match inner.by_handle.get(&l) {
            Some(&i) => i,
            None => {
                let i = *inner.locs.get(&loc_inline(ctx, l))?;
                inner.by_handle.insert(l, i);
                i
            }
        };
        self.marks.set(self.marks.get() + usize::from(self.marked));
        Some(inner.entries[i as usize].name.clone())
    }

    /// The definitions (`#name = value`), deferred ones or the others, in order; `attr`
    /// writes an attribute's value.
    pub(crate) fn definitions(&self, ctx: &Context, deferred: bool, attr: &mut dyn FnMut(Attr, &mut String)) -> String {
        let inner = self.inner.borrow();
        let mut out = String::new();
        for &i in &inner.order {
            let e = &inner.entries[i as usize];
            if e.deferred != deferred {
                continue;
            }
            out.push('#');
            out.push_str(&e.name);
            out.push_str(" = ");
            match e.what {
                Target::Attr(a) => attr(a, &mut out),
                Target::Loc(l) => out.push_str(&self.loc_definition(ctx, &inner, l)),
            }
            out.push('\n');
        }
        out
    }

    /// `loc(...)` of an aliased location: LLVM 22 refers to the aliases of its parts.
    fn loc_definition(&self, ctx: &Context, inner: &Inner, l: Loc) -> String {
        let mut out = String::from("loc(");
        if self.generation == Generation::V22 {
            write_loc(ctx, l, &mut out, &mut |c, out| match inner.locs.get(&loc_inline(ctx, c)) {
                Some(&ci) => {
                    out.push('#');
                    out.push_str(&inner.entries[ci as usize].name);
                    true
                }
                None => false,
            });
        } else {
            write_loc(ctx, l, &mut out, &mut |_, _| false);
        }
        out.push(')');
        out
    }
}

fn mark(i: usize) -> String {
    format!("{}{i}{}", MARK as char, MARK as char)
}

/// Names aliases given by `(prefix, depth)` in order of first use, as the generation's
/// printer does; returns the names and the order of the definitions.
fn name_aliases(generation: Generation, keys: &[(&'static str, u32)]) -> (Vec<String>, Vec<u32>) {
    let n = keys.len() as u32;
    let mut names = vec![String::new(); keys.len()];
    let mut order: Vec<u32> = (0..n).collect();
    if generation == Generation::V22 {
        order.sort_by_key(|&i| keys[i as usize]);
        let mut counts: FxHashMap<&'static str, u32> = FxHashMap::default();
        for &i in &order {
            let prefix = keys[i as usize].0;
            let k = counts.entry(prefix).or_insert(0);
            names[i as usize] = if *k == 0 { prefix.to_owned() } else { format!("{prefix}{k}") };
            *k += 1;
        }
    } else {
        // Grouped by name in order of first use; numbered only when a group has several.
        let mut prefixes: Vec<&'static str> = Vec::new();
        for &(p, _) in keys {
            if !prefixes.contains(&p) {
                prefixes.push(p);
            }
        }
        order.clear();
        for p in prefixes {
            let members: Vec<u32> = (0..n).filter(|&i| keys[i as usize].0 == p).collect();
            let single = members.len() == 1;
            for (k, &i) in members.iter().enumerate() {
                names[i as usize] = if single { p.to_owned() } else { format!("{p}{k}") };
                order.push(i);
            }
        }
    }
    (names, order)
}

/// The aliases of a module printed in pieces, merged in output order.
pub struct AliasMerge {
    generation: Generation,
    entries: Vec<MarkedAlias>,
    index: FxHashMap<(&'static str, String), u32>,
}

impl AliasMerge {
    /// An empty merge for a print in `generation`.
    pub fn new(generation: Generation) -> Self {
        AliasMerge { generation, entries: Vec::new(), index: FxHashMap::default() }
    }

    /// Adds the aliases of the next piece; returns, for each of its marks, the index of
    /// the alias in the merge.
    pub fn add(&mut self, piece: &[MarkedAlias]) -> Vec<u32> {
        let first_new = self.entries.len() as u32;
        let remap: Vec<u32> = piece
            .iter()
            .map(|a| match self.index.get(&(a.prefix, a.key.clone())) {
                Some(&g) => {
                    // Deferred only if every use is.
                    self.entries[g as usize].deferred &= a.deferred;
                    g
                }
                None => {
                    let g = self.entries.len() as u32;
                    self.index.insert((a.prefix, a.key.clone()), g);
                    self.entries.push(a.clone());
                    g
                }
            })
            .collect();
        for (a, &g) in piece.iter().zip(&remap) {
            // A new alias's parts are named in the piece's marks.
            if g >= first_new && a.definition.as_bytes().contains(&MARK) {
                let mut renumbered = Vec::new();
                substitute(a.definition.as_bytes(), &mut renumbered, |k| remap.get(k).map(|&g| mark(g as usize)));
                self.entries[g as usize].definition = String::from_utf8(renumbered).unwrap_or_default();
            }
        }
        remap
    }

    /// Names every alias: the names (indexed as [`Self::add`] returned) and the
    /// definitions that go before and after the top-level op.
    pub fn finish(self) -> NamedAliases {
        let keys: Vec<(&'static str, u32)> = self.entries.iter().map(|e| (e.prefix, e.depth)).collect();
        let (names, order) = name_aliases(self.generation, &keys);
        let mut before = String::new();
        let mut after = String::new();
        for &i in &order {
            let e = &self.entries[i as usize];
            let out = if e.deferred { &mut after } else { &mut before };
            out.push('#');
            out.push_str(&names[i as usize]);
            out.push_str(" = ");
            let mut d = Vec::new();
            substitute(e.definition.as_bytes(), &mut d, |k| names.get(k).cloned());
            out.push_str(&String::from_utf8_lossy(&d));
            out.push('\n');
        }
        NamedAliases { names, before, after }
    }
}

/// The merged aliases, named.
pub struct NamedAliases {
    /// Each alias's name.
    pub names: Vec<String>,
    /// The definitions ahead of the top-level op.
    pub before: String,
    /// The definitions after it (locations under debug info).
    pub after: String,
}

/// Appends `text` to `out` with every mark replaced by the name of the alias `remap` maps
/// it to; `None` (with `out` partly written) on a mark that does not read as one.
pub fn substitute_marks(text: &[u8], out: &mut Vec<u8>, remap: &[u32], names: &NamedAliases) -> Option<()> {
    substitute(text, out, |k| remap.get(k).and_then(|&g| names.names.get(g as usize)).cloned())
}

fn substitute(mut text: &[u8], out: &mut Vec<u8>, name: impl Fn(usize) -> Option<String>) -> Option<()> {
    while let Some(p) = memchr::memchr(MARK, text) {
        out.extend_from_slice(&text[..p]);
        let rest = &text[p + 1..];
        let end = memchr::memchr(MARK, rest)?;
        let k: usize = std::str::from_utf8(&rest[..end]).ok()?.parse().ok()?;
        out.extend_from_slice(name(k)?.as_bytes());
        text = &rest[end + 1..];
    }
    out.extend_from_slice(text);
    Some(())
}

fn mark_non_deferred(entries: &mut [Entry], i: u32) {
    if !entries[i as usize].deferred {
        return;
    }
    entries[i as usize].deferred = false;
    let children = entries[i as usize].children.clone();
    for c in children {
        mark_non_deferred(entries, c);
    }
}

/// The locations a location is made of that get aliases of their own (LLVM 22).
fn loc_children(ctx: &Context, l: Loc) -> Vec<Loc> {
    match ctx.loc_kind(l) {
        LocKind::Name { child: Some(c), .. } if !matches!(ctx.loc_kind(*c), LocKind::Unknown) => vec![*c],
        LocKind::CallSite { callee, caller } => vec![*callee, *caller],
        LocKind::Fused { locs, .. } => locs.to_vec(),
        _ => Vec::new(),
    }
}

/// A location's inline spelling (inside `loc(...)`).
pub(crate) fn loc_inline(ctx: &Context, l: Loc) -> String {
    let mut s = String::new();
    write_loc(ctx, l, &mut s, &mut |_, _| false);
    s
}

/// Writes the inside of `loc(...)`; `nested` may write a part as an alias (returns true).
pub(crate) fn write_loc(ctx: &Context, l: Loc, out: &mut String, nested: &mut dyn FnMut(Loc, &mut String) -> bool) {
    use std::fmt::Write as _;
    let part = |c: Loc, out: &mut String, nested: &mut dyn FnMut(Loc, &mut String) -> bool| {
        if !nested(c, out) {
            write_loc(ctx, c, out, nested);
        }
    };
    match ctx.loc_kind(l) {
        LocKind::Unknown => out.push_str("unknown"),
        LocKind::FileLineCol { file, line, col } => {
            crate::write::write_string(out, ctx.str(*file));
            let _ = write!(out, ":{line}:{col}");
        }
        LocKind::Name { name, child } => {
            crate::write::write_string(out, ctx.str(*name));
            if let Some(c) = child {
                if !matches!(ctx.loc_kind(*c), LocKind::Unknown) {
                    out.push('(');
                    part(*c, out, nested);
                    out.push(')');
                }
            }
        }
        LocKind::CallSite { callee, caller } => {
            out.push_str("callsite(");
            part(*callee, out, nested);
            out.push_str(" at ");
            part(*caller, out, nested);
            out.push(')');
        }
        LocKind::Fused { locs, metadata } => {
            out.push_str("fused");
            if let Some(m) = metadata {
                out.push('<');
                crate::write::write_attr(ctx, *m, out);
                out.push('>');
            }
            out.push('[');
            for (i, &c) in locs.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                part(c, out, nested);
            }
            out.push(']');
        }
    }
}

impl crate::write::AttrAliases for AliasTable {
    fn is_recording(&self) -> bool {
        AliasTable::is_recording(self)
    }
    fn visit_attr(&self, prefix: &'static str, a: Attr) {
        AliasTable::visit_attr(self, prefix, a)
    }
    fn attr_name(&self, a: Attr) -> Option<std::cell::Ref<'_, str>> {
        AliasTable::attr_name(self, a)
    }
}
