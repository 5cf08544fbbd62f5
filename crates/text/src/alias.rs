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
    entries: Vec<Entry>,
    /// Entry indices in definition order (after [`AliasTable::finish`]).
    order: Vec<u32>,
}

/// The aliases of one print.
pub(crate) struct AliasTable {
    generation: Generation,
    recording: std::cell::Cell<bool>,
    inner: RefCell<Inner>,
}

impl AliasTable {
    pub(crate) fn new(generation: Generation) -> Self {
        AliasTable { generation, recording: std::cell::Cell::new(true), inner: RefCell::new(Inner::default()) }
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
        let key = loc_inline(ctx, l);
        let mut inner = self.inner.borrow_mut();
        if let Some(&i) = inner.locs.get(&key) {
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
        inner.locs.insert(key, i);
        drop(inner);
        if self.generation == Generation::V22 {
            let mut max_depth = 0;
            let mut children = Vec::new();
            for c in loc_children(ctx, l) {
                max_depth = max_depth.max(self.visit_loc(ctx, c, deferred));
                let key = loc_inline(ctx, c);
                children.push(self.inner.borrow().locs[&key]);
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
        let n = inner.entries.len() as u32;
        let mut order: Vec<u32> = (0..n).collect();
        if self.generation == Generation::V22 {
            order.sort_by(|&a, &b| {
                let (ea, eb) = (&inner.entries[a as usize], &inner.entries[b as usize]);
                (ea.depth, ea.prefix).cmp(&(eb.depth, eb.prefix))
            });
            let mut counts: FxHashMap<&'static str, u32> = FxHashMap::default();
            for &i in &order {
                let e = &mut inner.entries[i as usize];
                let k = counts.entry(e.prefix).or_insert(0);
                e.name = if *k == 0 { e.prefix.to_owned() } else { format!("{}{}", e.prefix, k) };
                *k += 1;
            }
        } else {
            // Grouped by name in order of first use; numbered only when a group has several.
            let mut prefixes: Vec<&'static str> = Vec::new();
            for e in &inner.entries {
                if !prefixes.contains(&e.prefix) {
                    prefixes.push(e.prefix);
                }
            }
            order.clear();
            for p in prefixes {
                let members: Vec<u32> = (0..n).filter(|&i| inner.entries[i as usize].prefix == p).collect();
                let single = members.len() == 1;
                for (k, &i) in members.iter().enumerate() {
                    inner.entries[i as usize].name = if single { p.to_owned() } else { format!("{p}{k}") };
                    order.push(i);
                }
            }
        }
        inner.order = order;
    }

    pub(crate) fn is_empty(&self) -> bool {
        self.inner.borrow().entries.is_empty()
    }

    /// The alias of an attribute, once named.
    pub(crate) fn attr_name(&self, a: Attr) -> Option<std::cell::Ref<'_, str>> {
        let inner = self.inner.borrow();
        let &i = inner.attrs.get(&a)?;
        Some(std::cell::Ref::map(inner, |inner| inner.entries[i as usize].name.as_str()))
    }

    /// The alias of a location, once named.
    pub(crate) fn loc_name(&self, ctx: &Context, l: Loc) -> Option<String> {
        let inner = self.inner.borrow();
        let &i = inner.locs.get(&loc_inline(ctx, l))?;
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
                Target::Loc(l) => {
                    out.push_str("loc(");
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
                }
            }
            out.push('\n');
        }
        out
    }
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
