//! The MLIR printer: SSA and block naming as mlir-opt does it, the generic op form,
//! types and attributes, and the `OpAsmPrinter`-style methods dialects use to print
//! their custom forms, in the syntax generation asked for.

use smallvec::SmallVec;
use std::fmt::Write as _;

use rustc_hash::FxHashMap;

use async_opt_ir::{Attr, AttrKind, Block, Context, Loc, Op, Region, Traits, Type, TypeKind, Value};

use crate::alias::{AliasTable, MarkedAliases};
use crate::float::format_float;
use crate::ids::{MarkedIds, ARG_MARK, VALUE_MARK};
use crate::limits::{PRINTER_STACK, SHALLOW_REGIONS};
use crate::syntax::{Generation, ResultNamesFn, SyntaxEntry, SyntaxTable};
use crate::write::{float_kind, print_attr_name, write_attr_in, write_symbol, write_type_in, Style};
use crate::write::{push_escaped, push_u32};

/// How to print.
#[derive(Clone, Copy, Debug)]
pub struct PrintOptions {
    /// The generation whose spellings to print (LLVM 14 by default).
    pub generation: Generation,
    /// `--mlir-print-op-generic`.
    pub generic: bool,
    /// `--mlir-print-debuginfo`.
    pub debuginfo: bool,
    /// `--mlir-print-local-scope`: no aliases, every attribute, type and location written
    /// out where it is used.
    pub local_scope: bool,
    /// `--mlir-elide-elementsattrs-if-larger=N`: dense elements attributes of more than N
    /// elements (splats excepted) print as a placeholder.
    pub elide_elements_if_larger: Option<u64>,
}

impl Default for PrintOptions {
    fn default() -> Self {
        PrintOptions {
            generation: Generation::V14,
            generic: false,
            debuginfo: false,
            local_scope: false,
            elide_elements_if_larger: None,
        }
    }
}

/// Op syntax by interned op name, so printing does not hash op names per op.
struct SyntaxCache<'a> {
    table: &'a SyntaxTable,
    /// Per `Ident` index: entry number, `NO_SYNTAX`, or `UNFILLED`.
    slots: Vec<u32>,
}

const NO_SYNTAX: u32 = u32::MAX;
const UNFILLED: u32 = u32::MAX - 1;

impl<'a> SyntaxCache<'a> {
    /// Looks `op`'s syntax up, remembering it for [`Self::get`].
    #[inline]
    fn fill(&mut self, ctx: &Context, op: Op) -> Option<&'a SyntaxEntry> {
        let i = ctx.op_name(op).index();
        let id = match self.slots.get(i) {
            Some(&id) if id != UNFILLED => id,
            _ => self.fill_slot(ctx, op, i),
        };
        (id != NO_SYNTAX).then(|| self.table.entry(id))
    }

    #[inline(never)]
    fn fill_slot(&mut self, ctx: &Context, op: Op, i: usize) -> u32 {
        if self.slots.len() <= i {
            self.slots.resize(i + 1, UNFILLED);
        }
        self.slots[i] = self.table.id_of(ctx.op_name_str(op)).unwrap_or(NO_SYNTAX);
        self.slots[i]
    }

    #[inline]
    fn get(&self, ctx: &Context, op: Op) -> Option<&'a SyntaxEntry> {
        match self.slots.get(ctx.op_name(op).index()).copied() {
            Some(NO_SYNTAX) => None,
            Some(UNFILLED) | None => self.table.get(ctx.op_name_str(op)),
            Some(id) => Some(self.table.entry(id)),
        }
    }
}

/// An attribute of the generic form: one the op holds, a default LLVM 22 prints, or an
/// op's own spelling of one (see `OpSyntax::attr_text_14`).
#[derive(Clone)]
enum GenericAttr {
    Attr(Attr),
    Text(&'static str),
    Owned(String),
}

/// A printed SSA name: a number (`%3`), an entry argument (`%arg0`) or a hint (`%c0`, `%token_1`).
#[derive(Clone)]
enum Name {
    Num(u32),
    Arg(u32),
    Hint(std::rc::Rc<str>),
}

/// The SSA and block names of everything under one op (MLIR's `SSANameState`).
struct Names {
    /// Per value index: (group, position in group); `u32::MAX` when unnamed.
    value: SideTable<Value, (u32, u32)>,
    groups: Vec<(Name, u32)>,
    /// Per block index: its number in its region.
    block: SideTable<Block, u32>,
    /// Result group starts of ops whose results are split into groups.
    op_groups: FxHashMap<Op, Vec<u32>>,
    /// Set when names are computed one top-level op at a time (see [`Names::number_subtree`]).
    lazy: Option<Lazy>,
    /// What a print in pieces numbered, and whether it marks its ids ([`crate::ids`]).
    ids: MarkedIds,
    /// How many id marks were written (`write_group` takes `&self`).
    id_marks: std::cell::Cell<usize>,
}

/// The naming state right after the root's own level. Every op directly under a
/// single-region root (a module's functions) is numbered from it when it is printed,
/// exactly as the whole-tree walk would number it, so only one function's names are held
/// at a time.
struct Lazy {
    root: Op,
    st: NamingState,
    counters: (u32, u32, u32),
    groups_len: usize,
    /// Ops of the current subtree that have entries in `op_groups`.
    grouped: Vec<Op>,
    opts: PrintOptions,
}

const UNNAMED: u32 = u32::MAX;

/// Names of values or blocks: a table over the whole arena, in pages, when a module is
/// printed; a hash map when one op is printed in its scope (a diagnostic's note must not
/// cost the module's size, or a pass that warns on every function is quadratic).
enum SideTable<K: async_opt_ir::EntityRef + std::hash::Hash + Eq, V: Copy> {
    Paged(Paged<V>),
    Sparse(FxHashMap<K, V>, V),
}

impl<K: async_opt_ir::EntityRef + std::hash::Hash + Eq, V: Copy> SideTable<K, V> {
    /// A paged table for keys below `n`, or a sparse one.
    fn new(default: V, dense: Option<usize>) -> Self {
        match dense {
            Some(n) => SideTable::Paged(Paged::new(default, n)),
            None => SideTable::Sparse(FxHashMap::default(), default),
        }
    }

    /// Keeps the pages written so far for good (the names of the root's own level).
    fn pin(&mut self) {
        if let SideTable::Paged(p) = self {
            p.touched.clear();
        }
    }

    /// Forgets the names written since the last [`Self::pin`] or release (the previous
    /// top-level op's), handing their pages back for reuse.
    fn release(&mut self) {
        if let SideTable::Paged(p) = self {
            p.release();
        }
    }
}

impl<K: async_opt_ir::EntityRef + std::hash::Hash + Eq, V: Copy> std::ops::Index<K> for SideTable<K, V> {
    type Output = V;
    #[inline]
    fn index(&self, k: K) -> &V {
        match self {
            SideTable::Paged(p) => p.get(k.index()),
            SideTable::Sparse(m, default) => m.get(&k).unwrap_or(default),
        }
    }
}

impl<K: async_opt_ir::EntityRef + std::hash::Hash + Eq, V: Copy> std::ops::IndexMut<K> for SideTable<K, V> {
    #[inline]
    fn index_mut(&mut self, k: K) -> &mut V {
        match self {
            SideTable::Paged(p) => p.get_mut(k.index()),
            SideTable::Sparse(m, default) => m.entry(k).or_insert_with(|| *default),
        }
    }
}

const PAGE_BITS: usize = 6;
const PAGE: usize = 1 << PAGE_BITS;

/// A table by handle index whose pages are allocated when first written. A module is named
/// one top-level op at a time, and a function's values and blocks sit in a few runs of
/// the arenas (what the parser made, what each pass added), so releasing the pages of the
/// last one before naming the next holds a few pages instead of a table as large as the
/// context, for the printer and each of its threads (8 bytes a value, 4 a block).
struct Paged<V: Copy> {
    pages: Vec<Option<Box<[V; PAGE]>>>,
    default: V,
    /// Pages allocated since the last pin or release.
    touched: Vec<u32>,
    /// Released pages, back at the default.
    free: Vec<Box<[V; PAGE]>>,
}

impl<V: Copy> Paged<V> {
    fn new(default: V, n: usize) -> Self {
        let mut pages = Vec::new();
        pages.resize_with(n.div_ceil(PAGE), || None);
        Paged { pages, default, touched: Vec::new(), free: Vec::new() }
    }

    #[inline]
    fn get(&self, i: usize) -> &V {
        match self.pages.get(i >> PAGE_BITS) {
            Some(Some(page)) => &page[i & (PAGE - 1)],
            _ => &self.default,
        }
    }

    #[inline]
    fn get_mut(&mut self, i: usize) -> &mut V {
        let p = i >> PAGE_BITS;
        if !matches!(self.pages.get(p), Some(Some(_))) {
            self.add_page(p);
        }
        match &mut self.pages[p] {
            Some(page) => &mut page[i & (PAGE - 1)],
            None => unreachable!("added above"),
        }
    }

    /// Page `p`, a released one when there is one (out of line: most writes find their page).
    #[inline(never)]
    fn add_page(&mut self, p: usize) {
        if p >= self.pages.len() {
            self.pages.resize_with(p + 1, || None);
        }
        self.touched.push(p as u32);
        let default = self.default;
        self.pages[p] = Some(self.free.pop().unwrap_or_else(|| Box::new([default; PAGE])));
    }

    fn release(&mut self) {
        for p in self.touched.drain(..) {
            if let Some(mut page) = self.pages[p as usize].take() {
                page.fill(self.default);
                self.free.push(page);
            }
        }
    }
}

/// Buffer size at which a streaming printer writes out.
const FLUSH_AT: usize = 1 << 16;

/// Ends a parallel print when a worker unwinds: marks every chunk as taken and wakes all.
struct StopOnPanic<'a>(&'a (std::sync::Mutex<(usize, usize)>, std::sync::Condvar));

impl Drop for StopOnPanic<'_> {
    fn drop(&mut self) {
        if std::thread::panicking() {
            let (lock, cv) = self.0;
            lock.lock().unwrap_or_else(|e| e.into_inner()).0 = usize::MAX;
            cv.notify_all();
        }
    }
}

/// A module with at least this many top-level ops is printed on several threads.
const PARALLEL_MIN_OPS: usize = 1024;

impl Names {
    /// Names everything under `root`; with `lazy`, the subtrees of a single-region root's
    /// ops only when they are printed (see [`Lazy`]).
    fn compute(ctx: &Context, syntax: &mut SyntaxCache<'_>, root: Op, opts: PrintOptions, lazy: bool) -> Names {
        // One op printed in its scope (`lazy` off) names a small part of the context.
        let mut n = Names {
            value: SideTable::new((UNNAMED, 0), lazy.then(|| ctx.value_capacity())),
            groups: Vec::new(),
            block: SideTable::new(UNNAMED, lazy.then(|| ctx.block_capacity())),
            op_groups: FxHashMap::default(),
            lazy: None,
            ids: MarkedIds::default(),
            id_marks: std::cell::Cell::new(0),
        };
        let mut st =
            NamingState { next_value: 0, next_arg: 0, next_conflict: 0, used: FxHashMap::default(), undo: Vec::new() };
        // The root's own results are numbered first, as when printing a top-level op.
        n.number_op(ctx, syntax, root, &mut st, opts);
        if unique_ids(opts) {
            // Regions last to first, the counters running on through all of them.
            let work = ctx.regions(root).iter().map(|&r| (r, 0, 0, 0, 0)).collect();
            n.number_worklist(ctx, syntax, &mut st, work, opts);
            (n.ids.values, n.ids.args) = (st.next_value, st.next_arg);
            return n;
        }
        if let (true, [r]) = (lazy, ctx.regions(root)) {
            let r = *r;
            n.number_region(ctx, syntax, r, &mut st, opts);
            n.value.pin();
            n.block.pin();
            n.lazy = Some(Lazy {
                root,
                counters: (st.next_value, st.next_arg, st.next_conflict),
                groups_len: n.groups.len(),
                st,
                grouped: Vec::new(),
                opts,
            });
            return n;
        }
        let work: Vec<(Region, u32, u32, u32, usize)> = ctx
            .regions(root)
            .iter()
            .rev()
            .map(|&r| (r, st.next_value, st.next_arg, st.next_conflict, st.undo.len()))
            .collect();
        n.number_worklist(ctx, syntax, &mut st, work, opts);
        n
    }

    /// Numbers `op`'s nested regions if it sits directly under a lazily named root,
    /// forgetting the previous top-level op's names first.
    fn number_subtree(&mut self, ctx: &Context, syntax: &mut SyntaxCache<'_>, op: Op) {
        // Checked in place: taking the state out moves a large struct, and most ops are not
        // top-level ones.
        match &self.lazy {
            // The region count first: it is read in place, the parent takes two lookups.
            Some(lazy) if !ctx.regions(op).is_empty() && ctx.parent_op(op) == Some(lazy.root) => {}
            _ => return,
        }
        let mut lazy = self.lazy.take().expect("checked above");
        self.groups.truncate(lazy.groups_len);
        self.value.release();
        self.block.release();
        for o in lazy.grouped.drain(..) {
            self.op_groups.remove(&o);
        }
        let depth = lazy.st.undo.len();
        let (nv, na, nc) = lazy.counters;
        let work = ctx.regions(op).iter().rev().map(|&r| (r, nv, na, nc, depth)).collect();
        let groups_before = self.op_groups.len();
        self.number_worklist(ctx, syntax, &mut lazy.st, work, lazy.opts);
        if self.op_groups.len() != groups_before {
            // Remember which entries belong to this subtree, to drop them with it.
            let mut stack = vec![op];
            while let Some(o) = stack.pop() {
                if self.op_groups.contains_key(&o) {
                    lazy.grouped.push(o);
                }
                for &r in ctx.regions(o) {
                    for b in ctx.region_blocks(r) {
                        stack.extend(ctx.block_ops(b));
                    }
                }
            }
        }
        // Leave the used-name scope as it was at the root's level.
        while lazy.st.undo.len() > depth {
            let name = lazy.st.undo.pop().expect("undo underflow");
            lazy.st.used.remove(&name);
        }
        self.lazy = Some(lazy);
    }

    /// MLIR's region worklist: a region is numbered, then its ops' regions, each starting
    /// from the counters after their parent region.
    fn number_worklist(
        &mut self,
        ctx: &Context,
        syntax: &mut SyntaxCache<'_>,
        st: &mut NamingState,
        mut work: Vec<(Region, u32, u32, u32, usize)>,
        opts: PrintOptions,
    ) {
        let unique = unique_ids(opts);
        while let Some((r, nv, na, nc, parent_depth)) = work.pop() {
            if !unique {
                // Leaving sibling subtrees: forget the names they introduced.
                while st.undo.len() > parent_depth {
                    let name = st.undo.pop().expect("undo underflow");
                    st.used.remove(&name);
                }
                st.next_value = nv;
                st.next_arg = na;
                st.next_conflict = nc;
            }
            self.number_region(ctx, syntax, r, st, opts);
            let depth = st.undo.len();
            let start = work.len();
            for b in ctx.region_blocks(r) {
                for op in ctx.block_ops(b) {
                    for &cr in ctx.regions(op) {
                        work.push((cr, st.next_value, st.next_arg, st.next_conflict, depth));
                    }
                }
            }
            if !unique {
                work[start..].reverse();
            }
        }
    }

    fn number_region(
        &mut self,
        ctx: &Context,
        syntax: &mut SyntaxCache<'_>,
        r: Region,
        st: &mut NamingState,
        opts: PrintOptions,
    ) {
        for (bi, b) in ctx.region_blocks(r).enumerate() {
            self.block[b] = bi as u32;
            for &a in ctx.block_args(b) {
                let name = if bi == 0 {
                    st.next_arg += 1;
                    Name::Arg(st.next_arg - 1)
                } else {
                    st.next_value += 1;
                    Name::Num(st.next_value - 1)
                };
                self.value[a] = (self.groups.len() as u32, 0);
                self.groups.push((name, 1));
            }
            for op in ctx.block_ops(b) {
                self.number_op(ctx, syntax, op, st, opts);
            }
        }
    }

    #[inline(always)]
    fn number_op(
        &mut self,
        ctx: &Context,
        syntax: &mut SyntaxCache<'_>,
        op: Op,
        st: &mut NamingState,
        opts: PrintOptions,
    ) {
        let entry = syntax.fill(ctx, op);
        let results = ctx.results(op);
        if results.is_empty() {
            return;
        }
        // The generic form numbers every result (no `getAsmResultNames`).
        let hook = entry.and_then(|s| s.result_names).filter(|_| !opts.generic);
        let Some(f) = hook else {
            // No name hints: all results form one numbered group.
            st.next_value += 1;
            let g = self.groups.len() as u32;
            self.groups.push((Name::Num(st.next_value - 1), results.len() as u32));
            for (k, &v) in results.iter().enumerate() {
                self.value[v] = (g, k as u32);
            }
            return;
        };
        self.number_hinted(ctx, op, f, st, opts);
    }

    /// The results of an op that suggests names: a group from each hinted result on.
    #[inline(never)]
    fn number_hinted(&mut self, ctx: &Context, op: Op, f: ResultNamesFn, st: &mut NamingState, opts: PrintOptions) {
        let results = ctx.results(op);
        let mut hints: SmallVec<[(u32, String); 2]> = SmallVec::new();
        f(ctx, op, opts.generation, &mut |v, name| {
            if let async_opt_ir::ValueDef::Result { index, .. } = ctx.value_def(v) {
                hints.push((index, name));
            }
        });
        let mut starts: SmallVec<[u32; 4]> = smallvec::smallvec![0];
        starts.extend(hints.iter().map(|h| h.0).filter(|&i| i != 0));
        starts.sort_unstable();
        starts.dedup();
        for (gi, &start) in starts.iter().enumerate() {
            let end = starts.get(gi + 1).copied().unwrap_or(results.len() as u32);
            let name = match hints.iter().find(|h| h.0 == start) {
                Some((_, h)) => Name::Hint(st.unique(h)),
                None => {
                    st.next_value += 1;
                    Name::Num(st.next_value - 1)
                }
            };
            let g = self.groups.len() as u32;
            self.groups.push((name, end - start));
            for (k, &v) in results[start as usize..end as usize].iter().enumerate() {
                self.value[v] = (g, k as u32);
            }
        }
        if starts.len() > 1 {
            self.op_groups.insert(op, starts.into_vec());
        }
    }

    fn write_group(&self, out: &mut String, g: u32) {
        self.write_name(out, &self.groups[g as usize].0);
    }

    /// `%` and a group's name; inline, as the numbers most names are take a push or two.
    #[inline(always)]
    fn write_name(&self, out: &mut String, name: &Name) {
        out.push('%');
        match name {
            Name::Num(n) if self.ids.marked => self.write_marked(out, VALUE_MARK, *n),
            Name::Arg(n) if self.ids.marked => {
                out.push_str("arg");
                self.write_marked(out, ARG_MARK, *n);
            }
            Name::Num(n) => {
                push_u32(out, *n);
            }
            Name::Arg(n) => {
                out.push_str("arg");
                push_u32(out, *n);
            }
            Name::Hint(s) => out.push_str(s),
        }
    }

    fn write_marked(&self, out: &mut String, mark: u8, n: u32) {
        out.push(mark as char);
        push_u32(out, n);
        out.push(mark as char);
        self.id_marks.set(self.id_marks.get() + 1);
    }

    fn write_value(&self, out: &mut String, v: Value) {
        let (g, k) = self.value[v];
        let Some((name, count)) = self.groups.get(g as usize) else {
            out.push_str("<<UNKNOWN SSA VALUE>>");
            return;
        };
        self.write_name(out, name);
        if *count > 1 {
            out.push('#');
            push_u32(out, k);
        }
    }
}

/// Whether SSA names are unique across regions (LLVM 22's generic form: MLIR prints unique
/// ids there, numbering nested regions last to first without starting each one again).
fn unique_ids(opts: PrintOptions) -> bool {
    opts.generic && opts.generation == Generation::V22
}

struct NamingState {
    next_value: u32,
    next_arg: u32,
    next_conflict: u32,
    /// Shared with the names and the undo list: one allocation a name.
    used: FxHashMap<std::rc::Rc<str>, ()>,
    undo: Vec<std::rc::Rc<str>>,
}

impl NamingState {
    /// `name`, or `name_N` with the next free conflict number (MLIR's `uniqueValueName`).
    fn unique(&mut self, name: &str) -> std::rc::Rc<str> {
        let name = sanitize(name);
        let chosen: std::rc::Rc<str> = if !self.used.contains_key(&*name) {
            name.into()
        } else {
            let mut probe = String::with_capacity(name.len() + 4);
            loop {
                probe.clear();
                probe.push_str(&name);
                probe.push('_');
                push_u32(&mut probe, self.next_conflict);
                self.next_conflict += 1;
                if !self.used.contains_key(probe.as_str()) {
                    break probe.into();
                }
            }
        };
        self.used.insert(chosen.clone(), ());
        self.undo.push(chosen.clone());
        chosen
    }
}

/// Replaces characters not allowed in SSA names with `_` (borrowed when there are none).
fn sanitize(name: &str) -> std::borrow::Cow<'_, str> {
    let allowed = |c: char| c.is_ascii_alphanumeric() || "$._-".contains(c);
    if name.chars().all(allowed) && !name.is_empty() && !name.starts_with(|c: char| c.is_ascii_digit()) {
        return std::borrow::Cow::Borrowed(name);
    }
    let mut s: String = name.chars().map(|c| if allowed(c) { c } else { '_' }).collect();
    if s.is_empty() || s.starts_with(|c: char| c.is_ascii_digit()) {
        s.insert(0, '_');
    }
    std::borrow::Cow::Owned(s)
}

/// Prints ops; dialect print hooks receive it.
pub struct Printer<'a> {
    /// The IR being printed.
    pub ctx: &'a Context,
    /// The custom forms of the registered ops.
    pub syntax: &'a SyntaxTable,
    cache: SyntaxCache<'a>,
    /// The text printed and not yet flushed to the sink; print hooks append to it.
    pub out: String,
    /// Where full buffers go; `None` keeps everything in `out`.
    sink: Option<&'a mut dyn std::io::Write>,
    io_error: Option<std::io::Error>,
    /// How to print.
    pub opts: PrintOptions,
    indent: usize,
    names: Names,
    /// Aliases of this print (affine maps, debug locations); `None` when there are none.
    aliases: Option<Box<AliasTable>>,
    /// Set during the alias-recording pass: output is thrown away.
    discard: bool,
    /// When set, the top-level ops of this root are printed on several threads.
    parallel_root: Option<Op>,
    /// Whether the root's regions nest deeper than a thread's stack prints: then those
    /// threads get the [`PRINTER_STACK`] too.
    deep: bool,
    /// An op printed on its own (see [`print_op_in_scope`]): it keeps its dialect prefix
    /// whatever its parent's default dialect.
    alone: Option<Op>,
    /// The last block [`Printer::default_dialect_of_parent`] looked at, and its answer.
    dialect_of_block: std::cell::Cell<Option<(Block, Option<&'static str>)>>,
    /// The spelling of each type printed so far. Types are interned and a module spells
    /// few, so most are a copy; kept only while the print has no aliases (whose recording
    /// visits every type and attribute).
    types: Spellings,
    /// The same for attributes, and for integer and float attributes without their type.
    attrs: Spellings,
    bare_attrs: Spellings,
}

/// Spellings of interned entities by index, each kept the first time it prints (a few
/// dozen in a module: one allocation each).
#[derive(Default)]
struct Spellings(Vec<Option<Box<str>>>);

/// Which kept spellings a print reads, with the output they are copied into.
type KeptIn<'a> = for<'p> fn(&'p mut Printer<'a>) -> (&'p mut Spellings, &'p mut String);

impl Spellings {
    #[inline]
    fn get(&self, i: usize) -> Option<&str> {
        self.0.get(i)?.as_deref()
    }

    /// Keeps what `out` holds from `at` on as the spelling of entity `i`.
    fn keep(&mut self, i: usize, out: &str, at: usize) {
        if self.0.len() <= i {
            self.0.resize_with(i + 1, || None);
        }
        self.0[i] = Some(out[at..].into());
    }
}

impl<'a> Printer<'a> {
    /// Prints `root` (usually a module) followed by a newline.
    pub fn print_top(ctx: &'a Context, syntax: &'a SyntaxTable, root: Op, opts: PrintOptions) -> String {
        let mut out = String::new();
        Self::print_top_into(ctx, syntax, root, opts, &mut out);
        out
    }

    /// [`Self::print_top`] into `out` (cleared first), whose capacity a caller printing
    /// many modules can keep from one to the next.
    pub fn print_top_into(ctx: &'a Context, syntax: &'a SyntaxTable, root: Op, opts: PrintOptions, out: &mut String) {
        if nests_deeper_than(ctx, root, SHALLOW_REGIONS) {
            *out = on_printer_stack(|| Self::print_shallow_into(ctx, syntax, root, opts, String::new(), false)).0;
            return;
        }
        *out = Self::print_shallow_into(ctx, syntax, root, opts, std::mem::take(out), false).0;
    }

    /// [`Self::print_top_into`] for a piece of a module printed in pieces: without alias
    /// definitions, and with a mark (see [`crate::alias::MARK`]) in place of each alias
    /// name, for the caller to name once it has every piece ([`crate::alias::AliasMerge`]);
    /// in LLVM 22's generic form, with marks in place of the SSA ids too, for the caller
    /// to shift by what the later pieces number ([`crate::ids`]).
    pub fn print_top_marked_into(
        ctx: &'a Context,
        syntax: &'a SyntaxTable,
        root: Op,
        opts: PrintOptions,
        out: &mut String,
    ) -> (MarkedAliases, MarkedIds) {
        let (text, aliases, ids) = if nests_deeper_than(ctx, root, SHALLOW_REGIONS) {
            on_printer_stack(|| Self::print_shallow_into(ctx, syntax, root, opts, String::new(), true))
        } else {
            Self::print_shallow_into(ctx, syntax, root, opts, std::mem::take(out), true)
        };
        *out = text;
        (aliases, ids)
    }

    /// [`Self::print_top_into`] on the current thread's stack.
    fn print_shallow_into(
        ctx: &Context,
        syntax: &SyntaxTable,
        root: Op,
        opts: PrintOptions,
        mut out: String,
        marked: bool,
    ) -> (String, MarkedAliases, MarkedIds) {
        let mut p = Printer::new(ctx, syntax, root, opts, None, marked);
        out.clear();
        if out.capacity() > p.out.capacity() {
            p.out = out;
        }
        p.print_document(root);
        let aliases = match &p.aliases {
            Some(al) if marked => {
                let st = Style { generation: opts.generation, aliases: None, elide: opts.elide_elements_if_larger };
                al.export(ctx, &mut |a, out| write_attr_in(ctx, a, out, &st))
            }
            _ => MarkedAliases::default(),
        };
        let ids = MarkedIds { marks: p.names.id_marks.get(), ..p.names.ids };
        (p.out, aliases, ids)
    }

    /// Prints `root` and a newline into `w`, a buffer at a time, so a large module is
    /// never held in memory as text.
    pub fn print_top_to(
        ctx: &'a Context,
        syntax: &'a SyntaxTable,
        root: Op,
        opts: PrintOptions,
        w: &'a mut dyn std::io::Write,
    ) -> std::io::Result<()> {
        if nests_deeper_than(ctx, root, SHALLOW_REGIONS) {
            return print_deep_to(w, |sink| Self::print_shallow_to(ctx, syntax, root, opts, sink, true));
        }
        Self::print_shallow_to(ctx, syntax, root, opts, w, false)
    }

    /// [`Self::print_top_to`] on the current thread's stack.
    fn print_shallow_to(
        ctx: &Context,
        syntax: &SyntaxTable,
        root: Op,
        opts: PrintOptions,
        w: &mut dyn std::io::Write,
        deep: bool,
    ) -> std::io::Result<()> {
        let mut p = Printer::new(ctx, syntax, root, opts, Some(w), false);
        p.deep = deep;
        if p.aliases.is_none() && ctx.regions(root).len() == 1 && !unique_ids(opts) {
            let top_level = ctx.entry_block(root, 0).map_or(0, |b| ctx.block_ops(b).take(PARALLEL_MIN_OPS).count());
            if top_level >= PARALLEL_MIN_OPS && std::thread::available_parallelism().map_or(1, |n| n.get()) > 1 {
                p.parallel_root = Some(root);
            }
        }
        p.print_document(root);
        p.flush();
        match p.io_error {
            Some(e) => Err(e),
            None => Ok(()),
        }
    }

    fn new(
        ctx: &'a Context,
        syntax: &'a SyntaxTable,
        root: Op,
        opts: PrintOptions,
        sink: Option<&'a mut dyn std::io::Write>,
        marked: bool,
    ) -> Self {
        let out = String::with_capacity(if sink.is_some() { FLUSH_AT + 4096 } else { 1 << 16 });
        let mut p = Printer::named(ctx, syntax, root, opts, true, out, sink);
        p.names.ids.marked = marked && unique_ids(opts);
        // Only affine maps and sets get aliases (and locations, under debug info): most
        // contexts hold none, and then nothing needs recording.
        let candidates = || ctx.interned_attrs().any(|(a, _)| crate::write::attr_prefix(ctx, a).is_some());
        if !opts.local_scope && (opts.debuginfo || candidates()) {
            p.record_aliases(root, marked);
        }
        p
    }

    /// A printer with the names of everything under `root` (lazily, one top-level op at a
    /// time, when `lazy`; else all at once, in tables sized to `root`).
    fn named(
        ctx: &'a Context,
        syntax: &'a SyntaxTable,
        root: Op,
        opts: PrintOptions,
        lazy: bool,
        out: String,
        sink: Option<&'a mut dyn std::io::Write>,
    ) -> Self {
        let mut cache = SyntaxCache { table: syntax, slots: Vec::new() };
        let names = Names::compute(ctx, &mut cache, root, opts, lazy);
        Printer {
            ctx,
            syntax,
            cache,
            out,
            sink,
            io_error: None,
            opts,
            indent: 0,
            names,
            aliases: None,
            discard: false,
            parallel_root: None,
            deep: false,
            alone: None,
            dialect_of_block: std::cell::Cell::new(None),
            types: Spellings::default(),
            attrs: Spellings::default(),
            bare_attrs: Spellings::default(),
        }
    }

    /// Prints `root` once with the output thrown away, recording what gets an alias.
    fn record_aliases(&mut self, root: Op, marked: bool) {
        self.aliases = Some(Box::new(AliasTable::new(self.opts.generation, marked)));
        let kept = std::mem::take(&mut self.out);
        self.discard = true;
        self.print_op(root);
        self.discard = false;
        self.out = kept;
        // Only the real print's marks count.
        self.names.id_marks.set(0);
        let table = self.aliases.as_ref().expect("just set");
        table.finish();
        if table.is_empty() {
            self.aliases = None;
        }
    }

    /// The alias definitions that precede the top-level op, the op, then the deferred ones.
    fn print_document(&mut self, root: Op) {
        self.print_alias_definitions(false);
        self.print_op(root);
        // Under local scope MLIR prints the op alone, without the top-level newline.
        if !self.opts.local_scope {
            self.out.push('\n');
        }
        self.print_alias_definitions(true);
    }

    /// The alias definitions that go ahead of the top-level op, or the deferred ones after.
    fn print_alias_definitions(&mut self, deferred: bool) {
        let Some(al) = self.aliases.take() else { return };
        if al.is_marked() {
            self.aliases = Some(al);
            return;
        }
        let st = Style { generation: self.opts.generation, aliases: None, elide: self.opts.elide_elements_if_larger };
        let ctx = self.ctx;
        let defs = al.definitions(ctx, deferred, &mut |a, out| write_attr_in(ctx, a, out, &st));
        self.out.push_str(&defs);
        self.aliases = Some(al);
    }

    /// Hands the buffer to the sink (if any).
    fn flush(&mut self) {
        if self.discard {
            self.out.clear();
            return;
        }
        if let Some(w) = self.sink.as_mut() {
            if self.io_error.is_none() {
                if let Err(e) = w.write_all(self.out.as_bytes()) {
                    self.io_error = Some(e);
                }
            }
            self.out.clear();
        }
    }

    /// The generation being printed.
    #[inline]
    pub fn generation(&self) -> Generation {
        self.opts.generation
    }

    /// Writes raw text.
    #[inline]
    pub fn w(&mut self, s: &str) {
        self.out.push_str(s);
    }

    /// One space (a byte push: `w(" ")` goes through `memcpy`).
    #[inline]
    pub fn space(&mut self) {
        self.out.push(' ');
    }

    fn newline(&mut self) {
        if self.out.len() >= FLUSH_AT && (self.sink.is_some() || self.discard) {
            self.flush();
        }
        // The newline and the indentation in one copy.
        const LINE: &str = "\n                                                                ";
        match LINE.get(..self.indent + 1) {
            Some(line) => self.out.push_str(line),
            None => {
                self.out.push('\n');
                self.push_indent(self.indent);
            }
        }
    }

    /// `n` spaces, copied from a run rather than pushed one by one.
    fn push_indent(&mut self, n: usize) {
        const SPACES: &str = "                                                                ";
        let mut n = n;
        while n > SPACES.len() {
            self.out.push_str(SPACES);
            n -= SPACES.len();
        }
        self.out.push_str(&SPACES[..n]);
    }

    // ------------------------------------------------------------------------------
    // Operations
    // ------------------------------------------------------------------------------

    /// Prints one op (without leading indentation or trailing newline).
    pub fn print_op(&mut self, op: Op) {
        if self.names.lazy.is_some() {
            self.names.number_subtree(self.ctx, &mut self.cache, op);
        }
        if self.opts.debuginfo {
            if let Some(al) = self.aliases.as_deref().filter(|a| a.is_recording()) {
                // MLIR visits an op's location before the op itself.
                al.visit_loc(self.ctx, self.ctx.loc(op), true);
            }
        }
        self.print_result_names(op);
        let ctx = self.ctx;
        match self.cache.get(ctx, op).filter(|e| !self.opts.generic && e.has_custom_form(self.opts.generation)) {
            Some(e) => match (e.print, &e.format) {
                (Some(print), _) => {
                    self.print_keyword(op, e);
                    print(self, op);
                }
                // A declarative format prints only when the op's counts fit its definition.
                (None, Some(f)) => match e.def.and_then(|def| crate::format::fits(ctx, op, def, f)) {
                    Some(groups) => {
                        self.print_keyword(op, e);
                        crate::format::print(self, op, e, f, groups);
                    }
                    None => self.print_generic(op),
                },
                (None, None) => unreachable!("has_custom_form"),
            },
            None => self.print_generic(op),
        }
        if self.opts.debuginfo {
            let l = self.ctx.loc(op);
            self.w(" ");
            // The recording print's text is thrown away (and a location's text records no
            // alias): it need not write the location out.
            let recording = self.aliases.as_deref().is_some_and(|a| a.is_recording());
            match self.aliases.as_deref().filter(|_| !recording).and_then(|a| a.loc_name(self.ctx, l)) {
                _ if recording => {}
                Some(name) => {
                    self.out.push_str("loc(#");
                    self.out.push_str(&name);
                    self.out.push(')');
                }
                None => self.print_loc(l),
            }
        }
    }

    /// The custom form's keyword, without its dialect prefix inside that dialect's ops.
    #[inline(always)]
    fn print_keyword(&mut self, op: Op, e: &SyntaxEntry) {
        let g = self.opts.generation.slot();
        let kw = match e.unprefixed[g] {
            Some((dialect, short)) if self.default_dialect_of_parent(op) == Some(dialect) => short,
            _ => e.keyword[g],
        };
        self.w(kw);
    }

    /// The default dialect of the op directly enclosing `op`, if it names one. Remembered
    /// for the last block asked about: the ops of a block come one after the other. Out of
    /// line: only ops with a dialect prefix to drop ask.
    #[inline(never)]
    fn default_dialect_of_parent(&self, op: Op) -> Option<&'static str> {
        if self.alone == Some(op) {
            return None;
        }
        let block = self.ctx.parent_block(op)?;
        if let Some((b, d)) = self.dialect_of_block.get() {
            if b == block {
                return d;
            }
        }
        let parent = self.ctx.block_parent_op(block);
        let d = parent.and_then(|p| self.cache.get(self.ctx, p)).and_then(|e| e.default_dialect);
        self.dialect_of_block.set(Some((block, d)));
        d
    }

    fn print_result_names(&mut self, op: Op) {
        let results = self.ctx.results(op);
        if results.is_empty() {
            return;
        }
        // Most modules have no op with several result groups: no lookup then.
        let groups = if self.names.op_groups.is_empty() { None } else { self.names.op_groups.get(&op) };
        match groups {
            None => {
                let (g, _) = self.names.value[results[0]];
                self.names.write_group(&mut self.out, g);
                if results.len() > 1 {
                    self.out.push(':');
                    push_u32(&mut self.out, results.len() as u32);
                }
            }
            Some(starts) => {
                for (i, &s) in starts.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    let (g, _) = self.names.value[results[s as usize]];
                    self.names.write_group(&mut self.out, g);
                    let count = self.names.groups[g as usize].1;
                    if count > 1 {
                        self.out.push(':');
                        push_u32(&mut self.out, count);
                    }
                }
            }
        }
        self.out.push_str(" = ");
    }

    /// `"name"(%a)[^bb1] ({...}) {attrs} : (T) -> U`.
    pub fn print_generic(&mut self, op: Op) {
        let ctx = self.ctx;
        if self.aliases.as_deref().is_some_and(|a| a.is_recording()) {
            // MLIR's alias pass visits a generic op's regions, operand types, result types,
            // then attributes: that order numbers the aliases.
            for &r in ctx.regions(op) {
                self.print_region(r, true, true);
            }
            let types: Vec<Type> = ctx.operand_types(op);
            self.print_type_list(&types);
            let results = ctx.result_types(op);
            self.print_type_list(&results);
            for &(_, a) in ctx.attrs(op) {
                self.print_attr(a);
            }
            return;
        }
        let gen = self.opts.generation;
        let name = match self.cache.get(ctx, op) {
            Some(e) => e.generic[gen.slot()],
            None => ctx.op_name_str(op),
        };
        self.out.push('"');
        push_escaped(&mut self.out, name);
        self.out.push_str("\"(");
        let operands: Vec<Value> = ctx.operands(op).collect();
        self.print_operands(&operands);
        self.out.push(')');
        if ctx.num_successors(op) > 0 {
            self.out.push('[');
            for i in 0..ctx.num_successors(op) {
                if i > 0 {
                    self.out.push_str(", ");
                }
                self.print_successor(ctx.successor(op, i));
            }
            self.out.push(']');
        }
        let (props, attrs) = self.generic_attrs(op);
        if !props.is_empty() {
            self.out.push_str(" <{");
            self.print_generic_attr_list(&props);
            self.out.push_str("}>");
        }
        if !ctx.regions(op).is_empty() {
            self.out.push_str(" (");
            for (i, &r) in ctx.regions(op).iter().enumerate() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                self.print_region(r, true, true);
            }
            self.out.push(')');
        }
        if !attrs.is_empty() {
            self.out.push_str(" {");
            self.print_generic_attr_list(&attrs);
            self.out.push('}');
        }
        self.out.push_str(" : (");
        let types: Vec<Type> = ctx.operand_types(op);
        self.print_type_list(&types);
        self.out.push_str(") -> ");
        let results = ctx.result_types(op);
        self.print_function_results(&results);
    }

    fn print_generic_attr_list(&mut self, list: &[(&str, GenericAttr)]) {
        for (i, (n, a)) in list.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            match a {
                GenericAttr::Attr(a) => self.print_named_attr(n, *a),
                GenericAttr::Text(t) => {
                    print_attr_name(&mut self.out, n);
                    self.out.push_str(" = ");
                    self.out.push_str(t);
                }
                GenericAttr::Owned(t) => {
                    print_attr_name(&mut self.out, n);
                    self.out.push_str(" = ");
                    self.out.push_str(t);
                }
            }
        }
    }

    /// The attributes as the generic form of this generation spells them, each list sorted
    /// by name: LLVM 22's properties (inherent attributes, with the defaults it prints) and
    /// the attribute dictionary (everything, before LLVM 22, under the old names).
    fn generic_attrs(&self, op: Op) -> (Vec<(&'a str, GenericAttr)>, Vec<(&'a str, GenericAttr)>) {
        let ctx = self.ctx;
        let v22 = self.opts.generation == Generation::V22;
        let entry = self.cache.get(ctx, op);
        let mut props = Vec::new();
        let mut attrs = Vec::new();
        for &(n, a) in ctx.attrs(op) {
            let name: &'a str = ctx.str(n);
            if v22 {
                if entry.is_some_and(|e| e.inherent.contains(&name)) {
                    props.push((name, GenericAttr::Attr(a)));
                } else {
                    attrs.push((name, GenericAttr::Attr(a)));
                }
                continue;
            }
            // Attributes LLVM 22 added, at their default, do not exist before it.
            if let Some(e) = entry {
                let default = e.default_attrs.iter().find(|(c, _)| *c == name && !e.defaults_before_22.contains(c));
                if default.is_some_and(|&(_, d)| matches!(ctx.attr_kind(a), AttrKind::Opaque(t) if **t == *d)) {
                    continue;
                }
                // Set by LLVM 22's custom parser, at that value.
                let added = e.added_in_22.iter().find(|(c, _)| *c == name);
                if added.is_some_and(|&(_, d)| crate::write::attr_to_string(ctx, a) == d) {
                    continue;
                }
            }
            let spelled = match entry.and_then(|e| e.attr_spellings.iter().find(|(c, _)| *c == name)) {
                Some(&(_, old)) => old,
                None => match name {
                    "operandSegmentSizes" => "operand_segment_sizes",
                    "resultSegmentSizes" => "result_segment_sizes",
                    _ => name,
                },
            };
            match entry.and_then(|e| e.attr_text_14).and_then(|f| f(ctx, name, a)) {
                Some(text) => attrs.push((spelled, GenericAttr::Owned(text))),
                None => attrs.push((spelled, GenericAttr::Attr(a))),
            }
        }
        if v22 {
            if let Some(e) = entry {
                for &(n, d) in e.default_attrs {
                    if !props.iter().any(|(p, _)| *p == n) {
                        props.push((n, GenericAttr::Text(d)));
                    }
                }
            }
        }
        props.sort_by(|a, b| a.0.cmp(b.0));
        attrs.sort_by(|a, b| a.0.cmp(b.0));
        (props, attrs)
    }

    fn print_named_attr(&mut self, name: &str, a: Attr) {
        print_attr_name(&mut self.out, name);
        if matches!(self.ctx.attr_kind(a), AttrKind::Unit) {
            return;
        }
        self.out.push_str(" = ");
        // LLVM 14 spells segment sizes as a dense vector.
        if (name == "operand_segment_sizes" || name == "result_segment_sizes")
            && self.opts.generation != Generation::V22
        {
            if let AttrKind::DenseArray { values, .. } = self.ctx.attr_kind(a) {
                let vals: Vec<String> = values.iter().map(|v| v.to_string()).collect();
                let all_same = vals.windows(2).all(|w| w[0] == w[1]) && !vals.is_empty();
                let body = if all_same { vals[0].clone() } else { format!("[{}]", vals.join(", ")) };
                let _ = write!(self.out, "dense<{body}> : vector<{}xi32>", vals.len());
                return;
            }
        }
        self.print_attr(a);
    }

    // ------------------------------------------------------------------------------
    // Pieces for custom forms
    // ------------------------------------------------------------------------------

    /// `%name`.
    pub fn print_operand(&mut self, v: Value) {
        self.names.write_value(&mut self.out, v);
    }

    /// `%a, %b`.
    pub fn print_operands(&mut self, vs: &[Value]) {
        for (i, &v) in vs.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.print_operand(v);
        }
    }

    /// `%a, %b` from an iterator (no list needed).
    pub fn print_operand_iter(&mut self, vs: impl IntoIterator<Item = Value>) {
        for (i, v) in vs.into_iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.print_operand(v);
        }
    }

    /// `T, U` from an iterator (no list needed).
    pub fn print_type_iter(&mut self, ts: impl IntoIterator<Item = Type>) {
        for (i, t) in ts.into_iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.print_type(t);
        }
    }

    /// [`Printer::print_function_results`] from an iterator.
    pub fn print_function_results_iter(&mut self, ts: impl ExactSizeIterator<Item = Type>) {
        let mut ts = ts;
        if ts.len() == 1 {
            let t = ts.next().expect("one type");
            if !matches!(self.ctx.type_kind(t), TypeKind::Function { .. }) {
                self.print_type(t);
                return;
            }
            self.out.push('(');
            self.print_type(t);
            self.out.push(')');
            return;
        }
        self.out.push('(');
        self.print_type_iter(ts);
        self.out.push(')');
    }

    /// The name `v` prints as.
    pub fn value_name(&self, v: Value) -> String {
        let mut s = String::new();
        self.names.write_value(&mut s, v);
        s
    }

    /// Prints `t` in the generation's spelling, using the print's aliases.
    pub fn print_type(&mut self, t: Type) {
        self.print_kept(t.index(), |p| (&mut p.types, &mut p.out), |ctx, out, st| write_type_in(ctx, t, out, st));
    }

    /// Prints an entity's spelling: the one kept when it was first printed, or (printed
    /// now) kept for the next time; with aliases, written each time, as they may name parts.
    #[inline(always)]
    fn print_kept(&mut self, i: usize, table: KeptIn<'a>, write: impl Fn(&Context, &mut String, &Style<'_>)) {
        if self.aliases.is_none() {
            let (kept, out) = table(self);
            if let Some(text) = kept.get(i) {
                out.push_str(text);
                return;
            }
            return self.spell(i, table, write);
        }
        let st = Style::new(&self.opts, self.aliases.as_deref().map(|a| a as &dyn crate::write::AttrAliases));
        write(self.ctx, &mut self.out, &st);
    }

    /// Prints an entity not printed before and keeps its spelling.
    #[inline(never)]
    fn spell(&mut self, i: usize, table: KeptIn<'a>, write: impl Fn(&Context, &mut String, &Style<'_>)) {
        let st = Style::new(&self.opts, None);
        let at = self.out.len();
        write(self.ctx, &mut self.out, &st);
        let (kept, out) = table(self);
        kept.keep(i, out, at);
    }

    /// `T, U`.
    pub fn print_type_list(&mut self, ts: &[Type]) {
        for (i, &t) in ts.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.print_type(t);
        }
    }

    /// A function result list: `T` alone, or `(T, U)` / `()`.
    pub fn print_function_results(&mut self, ts: &[Type]) {
        let single_plain = ts.len() == 1 && !matches!(self.ctx.type_kind(ts[0]), TypeKind::Function { .. });
        if single_plain {
            self.print_type(ts[0]);
        } else {
            self.out.push('(');
            self.print_type_list(ts);
            self.out.push(')');
        }
    }

    /// Prints `a` with its type (`3 : i32`), using the print's aliases.
    pub fn print_attr(&mut self, a: Attr) {
        self.print_kept(a.index(), |p| (&mut p.attrs, &mut p.out), |ctx, out, st| write_attr_in(ctx, a, out, st));
    }

    /// Prints an attribute without its type where the type is implied (e.g. `arith.constant 3 : i32`
    /// prints the value, then the op prints the type).
    pub fn print_attr_without_type(&mut self, a: Attr) {
        // Integers and floats never have aliases: their spelling is kept whatever the print.
        if let Some(text) = self.bare_attrs.get(a.index()) {
            self.out.push_str(text);
            return;
        }
        let at = self.out.len();
        match self.ctx.attr_kind(a) {
            AttrKind::Integer { value, .. } => {
                let _ = write!(self.out, "{value}");
            }
            AttrKind::Float { bits, ty } => {
                let k = float_kind(self.ctx, *ty);
                self.out.push_str(&format_float(f64::from_bits(*bits), k));
            }
            _ => return self.print_attr(a),
        }
        self.bare_attrs.keep(a.index(), &self.out, at);
    }

    /// ` {a = 1, b}` with the op's attributes except `elided`; nothing when empty.
    #[inline]
    pub fn print_optional_attr_dict(&mut self, op: Op, elided: &[&str]) {
        // Most ops have no attributes: no call then.
        if self.ctx.attr_dict(op).is_some() {
            self.print_attr_dict_impl(op, elided, false);
        }
    }

    /// ` attributes {a = 1}` with the op's attributes except `elided`; nothing when empty.
    #[inline]
    pub fn print_optional_attr_dict_with_keyword(&mut self, op: Op, elided: &[&str]) {
        if self.ctx.attr_dict(op).is_some() {
            self.print_attr_dict_impl(op, elided, true);
        }
    }

    fn print_attr_dict_impl(&mut self, op: Op, elided: &[&str], keyword: bool) {
        let ctx = self.ctx;
        let mut first = true;
        for &(n, a) in ctx.attrs(op) {
            let name = ctx.str(n);
            if elided.contains(&name) {
                continue;
            }
            self.out.push_str(match (first, keyword) {
                (true, true) => " attributes {",
                (true, false) => " {",
                (false, _) => ", ",
            });
            first = false;
            self.print_named_attr(name, a);
        }
        if !first {
            self.out.push('}');
        }
    }

    /// Prints a dictionary attribute's entries as `{a = 1, b}`.
    pub fn print_dict_entries(&mut self, entries: &[(async_opt_ir::Ident, Attr)]) {
        self.out.push('{');
        for (i, (n, a)) in entries.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.print_named_attr(self.ctx.str(*n), *a);
        }
        self.out.push('}');
    }

    /// `^bb3`.
    #[inline]
    pub fn print_successor(&mut self, b: Block) {
        match self.names.block[b] {
            UNNAMED => self.out.push_str("<<UNKNOWN BLOCK>>"),
            n => {
                self.out.push_str("^bb");
                push_u32(&mut self.out, n);
            }
        }
    }

    /// `^bb3(%a, %b : T, U)` for successor `i` of `op`.
    pub fn print_successor_and_use_list(&mut self, op: Op, i: usize) {
        let ctx = self.ctx;
        self.print_successor(ctx.successor(op, i));
        let range = ctx.successor_operands(op, i);
        if range.is_empty() {
            return;
        }
        self.out.push('(');
        self.print_operand_iter(range.clone().map(|k| ctx.operand(op, k)));
        self.out.push_str(" : ");
        self.print_type_iter(range.map(|k| ctx.value_type(ctx.operand(op, k))));
        self.out.push(')');
    }

    /// `@name` (quoted when not a bare identifier).
    pub fn print_symbol_name(&mut self, name: &str) {
        write_symbol(&mut self.out, name);
    }

    /// `%arg0: f32` (with ` loc(...)` under debug info).
    pub fn print_arg_with_type(&mut self, v: Value) {
        self.print_operand(v);
        self.out.push_str(": ");
        self.print_type(self.ctx.value_type(v));
    }

    /// Prints a block argument's location when printing debug info.
    pub fn print_arg_loc(&mut self, v: Value) {
        if self.opts.debuginfo {
            if let Some(l) = self.ctx.value_loc(v) {
                if let Some(al) = self.aliases.as_deref().filter(|a| a.is_recording()) {
                    al.visit_loc(self.ctx, l, false);
                    return;
                }
                self.out.push(' ');
                self.print_loc(l);
            }
        }
    }

    /// `loc(...)`, written out in full.
    pub fn print_loc(&mut self, l: Loc) {
        self.out.push_str("loc(");
        crate::alias::write_loc(self.ctx, l, &mut self.out, &mut |_, _| false);
        self.out.push(')');
    }

    /// Prints `{`, then `body` (which starts each line it writes with [`Printer::line`]), then
    /// `}` on a line of its own: for custom forms that print a region's ops themselves
    /// (LLVM 14's `scf.parallel` spells its one `scf.reduce` terminator as several ops).
    pub fn print_braced(&mut self, body: impl FnOnce(&mut Self)) {
        self.out.push('{');
        self.indent += 2;
        body(self);
        self.indent -= 2;
        self.newline();
        self.out.push('}');
    }

    /// Starts a new line at the current indentation (inside [`Printer::print_braced`]).
    pub fn line(&mut self) {
        self.newline();
    }

    /// Prints `{ ... }`. The entry block's header is printed when it has arguments and
    /// `print_entry_args` is set, or when it is empty and `print_empty_block` is set.
    pub fn print_region(&mut self, r: Region, print_entry_args: bool, print_empty_block: bool) {
        self.print_region_with(r, print_entry_args, print_empty_block, true);
    }

    /// [`Printer::print_region`] that can leave out each block's terminator
    /// (`print_terminators = false`), as custom forms with implicit terminators print
    /// (`scf.if`, `scf.for` without results).
    pub fn print_region_with(
        &mut self,
        r: Region,
        print_entry_args: bool,
        print_empty_block: bool,
        print_terminators: bool,
    ) {
        let ctx = self.ctx;
        self.out.push('{');
        self.indent += 2;
        for (bi, b) in ctx.region_blocks(r).enumerate() {
            let header = if bi == 0 {
                (print_entry_args && !ctx.block_args(b).is_empty()) || (print_empty_block && ctx.first_op(b).is_none())
            } else {
                true
            };
            if header {
                self.print_block_header(b, bi == 0);
            }
            let elided = if print_terminators {
                None
            } else {
                ctx.last_op(b).filter(|&t| ctx.has_traits(t, Traits::TERMINATOR))
            };
            if elided.is_none() && self.parallel_root.is_some() && self.parallel_root == ctx.region_parent(r) {
                let ops: Vec<Op> = ctx.block_ops(b).collect();
                self.print_ops_in_parallel(&ops);
                continue;
            }
            for op in ctx.block_ops(b) {
                if Some(op) == elided {
                    break;
                }
                self.newline();
                self.print_op(op);
            }
        }
        self.indent -= 2;
        self.newline();
        self.out.push('}');
    }

    /// Prints the top-level ops `ops` (each on a new line) on worker threads, chunk by
    /// chunk, writing the chunks out in order. Each worker has its own printer; names are
    /// computed per top-level op, so they come out exactly as a single printer's would. At
    /// most `WINDOW` chunks are in flight, which bounds the memory held.
    fn print_ops_in_parallel(&mut self, ops: &[Op]) {
        use std::sync::{mpsc, Condvar, Mutex};
        const CHUNK: usize = 128;
        const WINDOW: usize = 8;
        let (ctx, syntax, opts, indent) = (self.ctx, self.syntax, self.opts, self.indent);
        let root = self.parallel_root.expect("set by the caller");
        let chunks: Vec<&[Op]> = ops.chunks(CHUNK).collect();
        let threads = std::thread::available_parallelism().map_or(1, |n| n.get()).clamp(1, 4);
        // (next chunk to take, chunks written so far)
        let progress = (Mutex::new((0usize, 0usize)), Condvar::new());
        let (tx, rx) = mpsc::sync_channel::<(usize, String)>(WINDOW);
        let deep = self.deep;
        let spawned = std::thread::scope(|s| {
            let mut spawned = 0;
            for _ in 0..threads {
                let (tx, chunks, progress) = (tx.clone(), &chunks, &progress);
                let thread = std::thread::Builder::new();
                // A thread's own stack prints a shallow function only.
                let thread = if deep { thread.stack_size(PRINTER_STACK) } else { thread };
                let worker = thread.spawn_scoped(s, move || {
                    // If this worker panics, stop the others instead of leaving them waiting
                    // for a chunk that will never be written.
                    let _guard = StopOnPanic(progress);
                    let mut sub = Printer::new(ctx, syntax, root, opts, None, false);
                    sub.indent = indent;
                    loop {
                        let i = {
                            let (lock, cv) = progress;
                            let mut g = lock.lock().unwrap_or_else(|e| e.into_inner());
                            while g.0 < chunks.len() && g.0 >= g.1 + WINDOW {
                                g = cv.wait(g).unwrap_or_else(|e| e.into_inner());
                            }
                            if g.0 >= chunks.len() {
                                return;
                            }
                            g.0 += 1;
                            g.0 - 1
                        };
                        for &op in chunks[i] {
                            sub.newline();
                            sub.print_op(op);
                        }
                        // The next chunk is about as long: start its buffer at this size.
                        let size = sub.out.len();
                        if tx.send((i, std::mem::replace(&mut sub.out, String::with_capacity(size)))).is_err() {
                            return;
                        }
                    }
                });
                spawned += usize::from(worker.is_ok());
            }
            drop(tx);
            let mut pending = std::collections::BTreeMap::new();
            let mut want = 0;
            for (i, text) in rx {
                pending.insert(i, text);
                while let Some(text) = pending.remove(&want) {
                    if self.sink.is_some() && !self.discard {
                        // Write the chunk straight out rather than copying it into `out`.
                        self.flush();
                        if let (Some(w), None) = (self.sink.as_mut(), self.io_error.as_ref()) {
                            if let Err(e) = w.write_all(text.as_bytes()) {
                                self.io_error = Some(e);
                            }
                        }
                    } else {
                        self.out.push_str(&text);
                        self.flush();
                    }
                    want += 1;
                    let (lock, cv) = &progress;
                    lock.lock().unwrap_or_else(|e| e.into_inner()).1 = want;
                    cv.notify_all();
                }
            }
            spawned
        });
        if spawned == 0 {
            // No thread could be had: this one prints them all.
            for &op in ops {
                self.newline();
                self.print_op(op);
            }
        }
    }

    fn print_block_header(&mut self, b: Block, is_entry: bool) {
        let ctx = self.ctx;
        self.out.push('\n');
        self.push_indent(self.indent.saturating_sub(2));
        self.print_successor(b);
        let args = ctx.block_args(b);
        if !args.is_empty() {
            self.out.push('(');
            for (i, &a) in args.iter().enumerate() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                self.print_arg_with_type(a);
                self.print_arg_loc(a);
            }
            self.out.push(')');
        }
        self.out.push(':');
        // Predecessor comments, sorted by block number as mlir-opt prints them.
        let mut preds = ctx.predecessors(b).filter_map(|t| ctx.parent_block(t));
        let (first, second) = (preds.next(), preds.next());
        if first.is_none() {
            if !is_entry {
                self.out.push_str("  // no predecessors");
            }
        } else if second.is_none() {
            self.out.push_str("  // pred: ");
            self.print_successor(first.expect("checked"));
        } else {
            let mut nums: smallvec::SmallVec<[u32; 8]> =
                first.into_iter().chain(second).chain(preds).map(|p| self.names.block[p]).collect();
            nums.sort_unstable();
            let _ = write!(self.out, "  // {} preds: ", nums.len());
            for (i, n) in nums.iter().enumerate() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                self.out.push_str("^bb");
                push_u32(&mut self.out, *n);
            }
        }
    }
}

/// Prints `op` on its own, as MLIR's `Operation::print` does with a local scope (for the
/// `see current operation` note of a diagnostic, and IR dumps of an op inside the module):
/// SSA and block names numbered from the closest op isolated from above (`op` itself if
/// it is), so `%4` is the name the enclosing function's printout gives; no aliases; no
/// trailing newline.
pub fn print_op_in_scope(ctx: &Context, syntax: &SyntaxTable, op: Op, opts: PrintOptions) -> String {
    let opts = PrintOptions { local_scope: true, ..opts };
    let mut scope = op;
    while !ctx.op_info(scope).is_some_and(|i| i.traits.contains(Traits::ISOLATED_FROM_ABOVE)) {
        match ctx.parent_op(scope) {
            Some(p) => scope = p,
            None => break,
        }
    }
    let print = || {
        let mut p = Printer::named(ctx, syntax, scope, opts, false, String::new(), None);
        p.alone = Some(op);
        p.print_op(op);
        p.out
    };
    if nests_deeper_than(ctx, scope, SHALLOW_REGIONS) {
        on_printer_stack(print)
    } else {
        print()
    }
}

/// Whether regions nest more than `limit` deep anywhere in `root` (an explicit walk).
pub fn nests_deeper_than(ctx: &Context, root: Op, limit: usize) -> bool {
    let mut stack: Vec<(Op, usize)> = vec![(root, 0)];
    while let Some((op, depth)) = stack.pop() {
        for &r in ctx.regions(op) {
            if depth + 1 > limit {
                return true;
            }
            for b in ctx.region_blocks(r) {
                stack.extend(ctx.block_ops(b).filter(|&o| !ctx.regions(o).is_empty()).map(|o| (o, depth + 1)));
            }
        }
    }
    false
}

/// Runs `print` on a thread with a [`PRINTER_STACK`] stack, its output streamed to `w` on
/// this thread (the writer may not cross threads) a buffer at a time; here, when no
/// thread can be had.
fn print_deep_to(
    w: &mut dyn std::io::Write,
    print: impl Fn(&mut dyn std::io::Write) -> std::io::Result<()> + Sync,
) -> std::io::Result<()> {
    /// Sends what is written to the receiving thread.
    struct Channel(std::sync::mpsc::SyncSender<Vec<u8>>);
    impl std::io::Write for Channel {
        fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
            self.0.send(buf.to_vec()).map_err(|_| std::io::Error::from(std::io::ErrorKind::BrokenPipe))?;
            Ok(buf.len())
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }
    let result = std::thread::scope(|s| {
        let (tx, rx) = std::sync::mpsc::sync_channel::<Vec<u8>>(4);
        let thread = std::thread::Builder::new().name("async-opt printer".into()).stack_size(PRINTER_STACK);
        let print = &print;
        let h = thread.spawn_scoped(s, move || print(&mut Channel(tx))).ok()?;
        // On a write error the receiver goes, and the printer stops at its next buffer.
        let written = rx.into_iter().try_for_each(|chunk| w.write_all(&chunk));
        let printed = h.join().unwrap_or_else(|panic| std::panic::resume_unwind(panic));
        Some(written.and(printed).and_then(|()| w.flush()))
    });
    result.unwrap_or_else(|| print(w))
}

/// Runs `print` on a thread with a [`PRINTER_STACK`] stack (here, when none can be had).
fn on_printer_stack<T: Send>(print: impl Fn() -> T + Sync) -> T {
    let on_thread = std::thread::scope(|s| {
        let thread = std::thread::Builder::new().name("async-opt printer".into()).stack_size(PRINTER_STACK);
        let h = thread.spawn_scoped(s, &print).ok()?;
        Some(h.join().unwrap_or_else(|panic| std::panic::resume_unwind(panic)))
    });
    on_thread.unwrap_or_else(print)
}

#[cfg(test)]
mod tests {
    use super::{Paged, PAGE};

    #[test]
    fn paged_table_releases_what_was_written_since_the_pin() {
        let mut t = Paged::new(u32::MAX, 4 * PAGE);
        *t.get_mut(3) = 7; // the root's level
        t.touched.clear(); // pin
        *t.get_mut(2 * PAGE + 1) = 9;
        *t.get_mut(10 * PAGE) = 11; // past the size it was made for
        assert_eq!((*t.get(3), *t.get(2 * PAGE + 1), *t.get(10 * PAGE)), (7, 9, 11));
        assert_eq!(*t.get(PAGE), u32::MAX, "a page never written reads as the default");
        t.release();
        assert_eq!((*t.get(3), *t.get(2 * PAGE + 1), *t.get(10 * PAGE)), (7, u32::MAX, u32::MAX));
        assert_eq!(t.free.len(), 2, "released pages are kept for reuse");
        *t.get_mut(PAGE + 5) = 1;
        assert_eq!(t.free.len(), 1);
        assert_eq!(*t.get(PAGE + 4), u32::MAX, "a reused page is back at the default");
    }
}
