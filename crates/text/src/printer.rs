//! The MLIR printer: SSA and block naming as mlir-opt does it, the generic op form,
//! types and attributes, and the `OpAsmPrinter`-style methods dialects use to print
//! their custom forms, in the syntax generation asked for.

use smallvec::SmallVec;
use std::fmt::Write as _;

use rustc_hash::{FxHashMap, FxHashSet};

use async_opt_ir::{
    Attr, AttrKind, Block, Context, FloatKind, Loc, Op, Region, SecondaryMap, Signedness, Traits, Type, TypeKind,
    Value, DYNAMIC,
};

use crate::alias::AliasTable;
use crate::float::format_float;
use crate::syntax::{Generation, SyntaxEntry, SyntaxTable};

/// How to print.
#[derive(Clone, Copy, Debug)]
pub struct PrintOptions {
    pub generation: Generation,
    /// `--mlir-print-op-generic`.
    pub generic: bool,
    /// `--mlir-print-debuginfo`.
    pub debuginfo: bool,
}

impl Default for PrintOptions {
    fn default() -> Self {
        PrintOptions { generation: Generation::V14, generic: false, debuginfo: false }
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
    fn fill(&mut self, ctx: &Context, op: Op) {
        let i = ctx.op_name(op).index();
        if self.slots.len() <= i {
            self.slots.resize(i + 1, UNFILLED);
        }
        if self.slots[i] == UNFILLED {
            self.slots[i] = self.table.id_of(ctx.op_name_str(op)).unwrap_or(NO_SYNTAX);
        }
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

/// A printed SSA name: a number (`%3`), an entry argument (`%arg0`) or a hint (`%c0`, `%token_1`).
#[derive(Clone)]
enum Name {
    Num(u32),
    Arg(u32),
    Hint(Box<str>),
}

/// The SSA and block names of everything under one op (MLIR's `SSANameState`).
struct Names {
    /// Per value index: (group, position in group); `u32::MAX` when unnamed.
    value: SecondaryMap<Value, (u32, u32)>,
    groups: Vec<(Name, u32)>,
    /// Per block index: its number in its region.
    block: SecondaryMap<Block, u32>,
    /// Result group starts of ops whose results are split into groups.
    op_groups: FxHashMap<Op, Vec<u32>>,
    /// Set when names are computed one top-level op at a time (see [`Names::number_subtree`]).
    lazy: Option<Lazy>,
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

/// `map` with room for `n` keys (names are computed for every value and block).
fn sized<K: async_opt_ir::EntityRef, V: Clone>(mut map: SecondaryMap<K, V>, n: usize) -> SecondaryMap<K, V> {
    map.resize(n);
    map
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
    fn compute(ctx: &Context, syntax: &mut SyntaxCache<'_>, root: Op, opts: PrintOptions) -> Names {
        let mut n = Names {
            value: sized(SecondaryMap::with_default((UNNAMED, 0)), ctx.value_capacity()),
            groups: Vec::new(),
            block: sized(SecondaryMap::with_default(UNNAMED), ctx.block_capacity()),
            op_groups: FxHashMap::default(),
            lazy: None,
        };
        let mut st =
            NamingState { next_value: 0, next_arg: 0, next_conflict: 0, used: FxHashMap::default(), undo: Vec::new() };
        // The root's own results are numbered first, as when printing a top-level op.
        n.number_op(ctx, syntax, root, &mut st, opts);
        if let [r] = *ctx.regions(root) {
            n.number_region(ctx, syntax, r, &mut st, opts);
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
        let Some(mut lazy) = self.lazy.take() else { return };
        if ctx.parent_op(op) != Some(lazy.root) || ctx.regions(op).is_empty() {
            self.lazy = Some(lazy);
            return;
        }
        self.groups.truncate(lazy.groups_len);
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
        while let Some((r, nv, na, nc, parent_depth)) = work.pop() {
            // Leaving sibling subtrees: forget the names they introduced.
            while st.undo.len() > parent_depth {
                let name = st.undo.pop().expect("undo underflow");
                st.used.remove(&name);
            }
            st.next_value = nv;
            st.next_arg = na;
            st.next_conflict = nc;
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
            work[start..].reverse();
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

    fn number_op(
        &mut self,
        ctx: &Context,
        syntax: &mut SyntaxCache<'_>,
        op: Op,
        st: &mut NamingState,
        opts: PrintOptions,
    ) {
        syntax.fill(ctx, op);
        let results = ctx.results(op);
        if results.is_empty() {
            return;
        }
        // The generic form numbers every result (no `getAsmResultNames`).
        let hook = syntax.get(ctx, op).and_then(|s| s.result_names).filter(|_| !opts.generic);
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
                Some((_, h)) => Name::Hint(st.unique(h).into()),
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
        out.push('%');
        match &self.groups[g as usize].0 {
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

    fn write_value(&self, out: &mut String, v: Value) {
        let (g, k) = self.value[v];
        if g == UNNAMED {
            out.push_str("<<UNKNOWN SSA VALUE>>");
            return;
        }
        self.write_group(out, g);
        if self.groups[g as usize].1 > 1 {
            out.push('#');
            push_u32(out, k);
        }
    }
}

struct NamingState {
    next_value: u32,
    next_arg: u32,
    next_conflict: u32,
    used: FxHashMap<String, ()>,
    undo: Vec<String>,
}

impl NamingState {
    /// `name`, or `name_N` with the next free conflict number (MLIR's `uniqueValueName`).
    fn unique(&mut self, name: &str) -> String {
        let name = sanitize(name);
        let chosen = if !self.used.contains_key(&name) {
            name
        } else {
            loop {
                let probe = format!("{name}_{}", self.next_conflict);
                self.next_conflict += 1;
                if !self.used.contains_key(&probe) {
                    break probe;
                }
            }
        };
        self.used.insert(chosen.clone(), ());
        self.undo.push(chosen.clone());
        chosen
    }
}

/// Appends the decimal digits of `n` (the printer's hottest number path, kept off `fmt`).
#[inline]
fn push_u32(out: &mut String, mut n: u32) {
    if n < 10 {
        out.push((b'0' + n as u8) as char);
        return;
    }
    let mut buf = [0u8; 10];
    let mut i = buf.len();
    loop {
        i -= 1;
        buf[i] = b'0' + (n % 10) as u8;
        n /= 10;
        if n == 0 {
            break;
        }
    }
    for &d in &buf[i..] {
        out.push(d as char);
    }
}

/// Replaces characters not allowed in SSA names with `_`.
fn sanitize(name: &str) -> String {
    let mut s: String =
        name.chars().map(|c| if c.is_ascii_alphanumeric() || "$._-".contains(c) { c } else { '_' }).collect();
    if s.is_empty() || s.starts_with(|c: char| c.is_ascii_digit()) {
        s.insert(0, '_');
    }
    s
}

/// Prints ops; dialect print hooks receive it.
pub struct Printer<'a> {
    pub ctx: &'a Context,
    pub syntax: &'a SyntaxTable,
    cache: SyntaxCache<'a>,
    pub out: String,
    /// Where full buffers go; `None` keeps everything in `out`.
    sink: Option<&'a mut dyn std::io::Write>,
    io_error: Option<std::io::Error>,
    pub opts: PrintOptions,
    indent: usize,
    names: Names,
    /// Aliases of this print (affine maps, debug locations); `None` when there are none.
    aliases: Option<Box<AliasTable>>,
    /// Set during the alias-recording pass: output is thrown away.
    discard: bool,
    /// When set, the top-level ops of this root are printed on several threads.
    parallel_root: Option<Op>,
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
            *out = on_printer_stack(|| Self::print_shallow_into(ctx, syntax, root, opts, String::new()));
            return;
        }
        *out = Self::print_shallow_into(ctx, syntax, root, opts, std::mem::take(out));
    }

    /// [`Self::print_top_into`] on the current thread's stack.
    fn print_shallow_into(
        ctx: &Context,
        syntax: &SyntaxTable,
        root: Op,
        opts: PrintOptions,
        mut out: String,
    ) -> String {
        let mut p = Printer::new(ctx, syntax, root, opts, None);
        out.clear();
        if out.capacity() > p.out.capacity() {
            p.out = out;
        }
        p.print_document(root);
        p.out
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
            return print_deep_to(w, |sink| Self::print_shallow_to(ctx, syntax, root, opts, sink));
        }
        Self::print_shallow_to(ctx, syntax, root, opts, w)
    }

    /// [`Self::print_top_to`] on the current thread's stack.
    fn print_shallow_to(
        ctx: &Context,
        syntax: &SyntaxTable,
        root: Op,
        opts: PrintOptions,
        w: &mut dyn std::io::Write,
    ) -> std::io::Result<()> {
        let mut p = Printer::new(ctx, syntax, root, opts, Some(w));
        if p.aliases.is_none() && ctx.regions(root).len() == 1 {
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
    ) -> Self {
        let mut cache = SyntaxCache { table: syntax, slots: Vec::new() };
        let names = Names::compute(ctx, &mut cache, root, opts);
        let out = String::with_capacity(if sink.is_some() { FLUSH_AT + 4096 } else { 1 << 16 });
        let mut p = Printer {
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
        };
        if opts.debuginfo || ctx.lookup_ident(crate::affine::MARKER).is_some() {
            p.record_aliases(root);
        }
        p
    }

    /// Prints `root` once with the output thrown away, recording what gets an alias.
    fn record_aliases(&mut self, root: Op) {
        self.aliases = Some(Box::new(AliasTable::new(self.opts.generation)));
        let kept = std::mem::take(&mut self.out);
        self.discard = true;
        self.print_op(root);
        self.discard = false;
        self.out = kept;
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
        self.out.push('\n');
        self.print_alias_definitions(true);
    }

    /// The alias definitions that go ahead of the top-level op, or the deferred ones after.
    fn print_alias_definitions(&mut self, deferred: bool) {
        let Some(al) = self.aliases.take() else { return };
        let st = Style { generation: self.opts.generation, aliases: None };
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

    fn newline(&mut self) {
        if self.out.len() >= FLUSH_AT && (self.sink.is_some() || self.discard) {
            self.flush();
        }
        self.out.push('\n');
        for _ in 0..self.indent {
            self.out.push(' ');
        }
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
        let entry = self.cache.get(self.ctx, op);
        let g = self.opts.generation.slot();
        match entry {
            Some(e)
                if !self.opts.generic
                    && e.has_custom_form(self.opts.generation)
                    && (e.print.is_some() || e.def.is_some_and(|d| crate::format::fits(self.ctx, op, d))) =>
            {
                let kw = e.keyword[g];
                // As MLIR: only a name with one dot loses the prefix (`async.runtime.await`
                // keeps it, or it would read as an op of a `runtime` dialect).
                let kw = match self.default_dialect_of_parent(op) {
                    Some(d) => {
                        kw.strip_prefix(d).and_then(|r| r.strip_prefix('.')).filter(|r| !r.contains('.')).unwrap_or(kw)
                    }
                    None => kw,
                };
                self.w(kw);
                match (e.print, &e.format) {
                    (Some(print), _) => print(self, op),
                    (None, Some(f)) => crate::format::print(self, op, e, f),
                    (None, None) => unreachable!("has_custom_form"),
                }
            }
            _ => self.print_generic(op),
        }
        if self.opts.debuginfo {
            let l = self.ctx.loc(op);
            self.w(" ");
            match self.aliases.as_deref().filter(|a| !a.is_recording()).and_then(|a| a.loc_name(self.ctx, l)) {
                Some(name) => {
                    self.out.push_str("loc(#");
                    self.out.push_str(&name);
                    self.out.push(')');
                }
                None => self.print_loc(l),
            }
        }
    }

    /// The default dialect of the op directly enclosing `op`, if it names one.
    fn default_dialect_of_parent(&self, op: Op) -> Option<&'static str> {
        let parent = self.ctx.parent_op(op)?;
        self.cache.get(self.ctx, parent)?.default_dialect
    }

    fn print_result_names(&mut self, op: Op) {
        let results = self.ctx.results(op);
        if results.is_empty() {
            return;
        }
        match self.names.op_groups.get(&op) {
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
            match *a {
                GenericAttr::Attr(a) => self.print_named_attr(n, a),
                GenericAttr::Text(t) => {
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
            if let Some(&(_, d)) = entry.and_then(|e| e.default_attrs.iter().find(|(c, _)| *c == name)) {
                if matches!(ctx.attr_kind(a), AttrKind::Opaque(t) if **t == *d) {
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
            attrs.push((spelled, GenericAttr::Attr(a)));
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

    pub fn print_type(&mut self, t: Type) {
        let st = Style { generation: self.opts.generation, aliases: self.aliases.as_deref() };
        write_type_in(self.ctx, t, &mut self.out, &st);
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

    pub fn print_attr(&mut self, a: Attr) {
        let st = Style { generation: self.opts.generation, aliases: self.aliases.as_deref() };
        write_attr_in(self.ctx, a, &mut self.out, &st);
    }

    /// Prints an attribute without its type where the type is implied (e.g. `arith.constant 3 : i32`
    /// prints the value, then the op prints the type).
    pub fn print_attr_without_type(&mut self, a: Attr) {
        match self.ctx.attr_kind(a) {
            AttrKind::Integer { value, .. } => {
                let _ = write!(self.out, "{value}");
            }
            AttrKind::Float { bits, ty } => {
                let k = float_kind(self.ctx, *ty);
                self.out.push_str(&format_float(f64::from_bits(*bits), k));
            }
            _ => self.print_attr(a),
        }
    }

    /// ` {a = 1, b}` with the op's attributes except `elided`; nothing when empty.
    pub fn print_optional_attr_dict(&mut self, op: Op, elided: &[&str]) {
        self.print_attr_dict_impl(op, elided, false);
    }

    /// ` attributes {a = 1}` with the op's attributes except `elided`; nothing when empty.
    pub fn print_optional_attr_dict_with_keyword(&mut self, op: Op, elided: &[&str]) {
        self.print_attr_dict_impl(op, elided, true);
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
        let no_terminator = ctx.region_parent(r).is_some_and(|p| ctx.has_traits(p, Traits::NO_TERMINATOR));
        let _ = no_terminator;
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
        std::thread::scope(|s| {
            for _ in 0..threads {
                let (tx, chunks, progress) = (tx.clone(), &chunks, &progress);
                s.spawn(move || {
                    // If this worker panics, stop the others instead of leaving them waiting
                    // for a chunk that will never be written.
                    let _guard = StopOnPanic(progress);
                    let mut sub = Printer::new(ctx, syntax, root, opts, None);
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
        });
    }

    fn print_block_header(&mut self, b: Block, is_entry: bool) {
        let ctx = self.ctx;
        self.out.push('\n');
        for _ in 0..self.indent.saturating_sub(2) {
            self.out.push(' ');
        }
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

// ----------------------------------------------------------------------------------
// Types and attributes as text (no printer state needed)
// ----------------------------------------------------------------------------------

fn float_kind(ctx: &Context, t: Type) -> FloatKind {
    match ctx.type_kind(t) {
        TypeKind::Float(k) => *k,
        _ => FloatKind::F64,
    }
}

/// An attribute of the generic form: one the op holds, or a default LLVM 22 prints.
#[derive(Clone, Copy)]
enum GenericAttr {
    Attr(Attr),
    Text(&'static str),
}

/// How the type and attribute writers spell things: the generation (LLVM 14 prints opaque
/// dialect types and attributes with identifier bodies in pretty form, `!foo.bar`) and the
/// aliases of the print in progress.
#[derive(Clone, Copy)]
pub(crate) struct Style<'x> {
    pub(crate) generation: Generation,
    pub(crate) aliases: Option<&'x AliasTable>,
}

const PLAIN: Style<'static> = Style { generation: Generation::V22, aliases: None };

/// A type as MLIR spells it.
pub fn type_to_string(ctx: &Context, t: Type) -> String {
    let mut s = String::new();
    write_type(ctx, t, &mut s);
    s
}

/// An attribute as MLIR spells it.
pub fn attr_to_string(ctx: &Context, a: Attr) -> String {
    let mut s = String::new();
    write_attr(ctx, a, &mut s);
    s
}

fn write_shape(out: &mut String, shape: &[i64], scalable: Option<&[bool]>) {
    for (i, &d) in shape.iter().enumerate() {
        let sc = scalable.is_some_and(|s| s.get(i) == Some(&true));
        if sc {
            out.push('[');
        }
        if d == DYNAMIC {
            out.push('?');
        } else {
            let _ = write!(out, "{d}");
        }
        if sc {
            out.push(']');
        }
        out.push('x');
    }
}

/// Appends the spelling of `t`.
pub fn write_type(ctx: &Context, t: Type, out: &mut String) {
    write_type_in(ctx, t, out, &PLAIN);
}

pub(crate) fn write_type_in(ctx: &Context, t: Type, out: &mut String, st: &Style<'_>) {
    match ctx.type_kind(t) {
        TypeKind::Integer { width, signedness } => {
            out.push_str(match signedness {
                Signedness::Signless => "i",
                Signedness::Signed => "si",
                Signedness::Unsigned => "ui",
            });
            push_u32(out, *width);
        }
        TypeKind::Index => out.push_str("index"),
        TypeKind::Float(k) => out.push_str(k.keyword()),
        TypeKind::None => out.push_str("none"),
        TypeKind::Function { inputs, results } => {
            out.push('(');
            for (i, &x) in inputs.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                write_type_in(ctx, x, out, st);
            }
            out.push_str(") -> ");
            if results.len() == 1 && !matches!(ctx.type_kind(results[0]), TypeKind::Function { .. }) {
                write_type_in(ctx, results[0], out, st);
            } else {
                out.push('(');
                for (i, &x) in results.iter().enumerate() {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    write_type_in(ctx, x, out, st);
                }
                out.push(')');
            }
        }
        TypeKind::MemRef { shape, element, layout, memory_space } => {
            out.push_str("memref<");
            write_shape(out, shape, None);
            write_type_in(ctx, *element, out, st);
            if let Some(l) = layout {
                out.push_str(", ");
                write_attr_in(ctx, *l, out, st);
            }
            if let Some(m) = memory_space {
                out.push_str(", ");
                write_attr_eliding_type(ctx, *m, out, st);
            }
            out.push('>');
        }
        TypeKind::UnrankedMemRef { element, memory_space } => {
            out.push_str("memref<*x");
            write_type_in(ctx, *element, out, st);
            if let Some(m) = memory_space {
                out.push_str(", ");
                write_attr_eliding_type(ctx, *m, out, st);
            }
            out.push('>');
        }
        TypeKind::Tensor { shape, element, encoding } => {
            out.push_str("tensor<");
            write_shape(out, shape, None);
            write_type_in(ctx, *element, out, st);
            if let Some(e) = encoding {
                out.push_str(", ");
                write_attr_in(ctx, *e, out, st);
            }
            out.push('>');
        }
        TypeKind::UnrankedTensor { element } => {
            out.push_str("tensor<*x");
            write_type_in(ctx, *element, out, st);
            out.push('>');
        }
        TypeKind::Vector { shape, scalable, element } => {
            out.push_str("vector<");
            write_shape(out, shape, Some(scalable));
            write_type_in(ctx, *element, out, st);
            out.push('>');
        }
        TypeKind::Tuple(elems) => {
            out.push_str("tuple<");
            for (i, &x) in elems.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                write_type_in(ctx, x, out, st);
            }
            out.push('>');
        }
        TypeKind::Complex(e) => {
            out.push_str("complex<");
            write_type_in(ctx, *e, out, st);
            out.push('>');
        }
        TypeKind::Dialect { dialect, name, params } => {
            out.push('!');
            out.push_str(ctx.str(*dialect));
            out.push('.');
            out.push_str(ctx.str(*name));
            write_type_params(ctx, params, out, st);
        }
        TypeKind::Opaque { dialect, body } => {
            out.push('!');
            write_dialect_symbol(ctx.str(*dialect), body, out, st);
        }
    }
}

/// `<T, U>` for dialect type parameters (nothing when there are none).
pub(crate) fn write_type_params(ctx: &Context, params: &[Type], out: &mut String, st: &Style<'_>) {
    if params.is_empty() {
        return;
    }
    out.push('<');
    for (i, &p) in params.iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        write_type_in(ctx, p, out, st);
    }
    out.push('>');
}

/// Appends the spelling of `a`.
pub fn write_attr(ctx: &Context, a: Attr, out: &mut String) {
    write_attr_in(ctx, a, out, &PLAIN);
}

pub(crate) fn write_attr_in(ctx: &Context, a: Attr, out: &mut String, st: &Style<'_>) {
    match ctx.attr_kind(a) {
        AttrKind::Unit => out.push_str("unit"),
        AttrKind::Bool(b) => out.push_str(if *b { "true" } else { "false" }),
        AttrKind::Integer { value, ty } => {
            // MLIR elides `: i64` only for elements of array attributes (see `Array` below).
            let _ = write!(out, "{value} : ");
            write_type_in(ctx, *ty, out, st);
        }
        AttrKind::Float { bits, ty } => {
            // MLIR elides `: f64` only where type elision is allowed (array elements).
            let k = float_kind(ctx, *ty);
            out.push_str(&format_float(f64::from_bits(*bits), k));
            out.push_str(" : ");
            write_type_in(ctx, *ty, out, st);
        }
        AttrKind::String(s) => write_string(out, s),
        AttrKind::Bytes(b) => {
            out.push('"');
            push_escaped_bytes(out, b);
            out.push('"');
        }
        AttrKind::Type(t) => write_type_in(ctx, *t, out, st),
        AttrKind::Array(items) => {
            out.push('[');
            for (i, &x) in items.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                write_attr_eliding_type(ctx, x, out, st);
            }
            out.push(']');
        }
        AttrKind::DenseArray { element, values } => {
            out.push_str("array<");
            write_type_in(ctx, *element, out, st);
            let is_float = ctx.is_float(*element);
            let is_bool = ctx.is_integer(*element, 1);
            // Unsigned elements are kept as their bits (`ui64: 18446744073709551615` is -1).
            let unsigned =
                matches!(ctx.type_kind(*element), TypeKind::Integer { signedness: Signedness::Unsigned, .. });
            for (i, &v) in values.iter().enumerate() {
                out.push_str(if i == 0 { ": " } else { ", " });
                if is_float {
                    out.push_str(&format_float(f64::from_bits(v as u64), float_kind(ctx, *element)));
                } else if is_bool {
                    out.push_str(if v != 0 { "true" } else { "false" });
                } else if unsigned {
                    let _ = write!(out, "{}", v as u64);
                } else {
                    let _ = write!(out, "{v}");
                }
            }
            out.push('>');
        }
        AttrKind::Dictionary(entries) => {
            out.push('{');
            for (i, (n, v)) in entries.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                print_attr_name(out, ctx.str(*n));
                if !matches!(ctx.attr_kind(*v), AttrKind::Unit) {
                    out.push_str(" = ");
                    write_attr_in(ctx, *v, out, st);
                }
            }
            out.push('}');
        }
        AttrKind::SymbolRef { root, nested } => {
            write_symbol(out, ctx.str(*root));
            for n in nested.iter() {
                out.push_str("::");
                write_symbol(out, ctx.str(*n));
            }
        }
        AttrKind::DenseElements { ty, elements } => {
            out.push_str("dense<");
            let shape: Vec<i64> = match ctx.type_kind(*ty) {
                TypeKind::Tensor { shape, .. } | TypeKind::Vector { shape, .. } => shape.to_vec(),
                _ => Vec::new(),
            };
            let splat = elements.len() == 1 || (!elements.is_empty() && elements.iter().all(|e| *e == elements[0]));
            if elements.is_empty() || shape.contains(&0) {
                // No elements: `dense<>`.
            } else if splat {
                write_dense_element(ctx, elements[0], out, st);
            } else if elements.len() > 100 && write_dense_hex(ctx, elements, out) {
                // Large literals print as hex, as mlir-opt does past 100 elements.
            } else {
                write_dense_nested(ctx, &shape, elements, out, st);
            }
            out.push_str("> : ");
            write_type_in(ctx, *ty, out, st);
        }
        AttrKind::Opaque(s) => {
            if let Some(al) = st.aliases {
                if let Some(prefix) = crate::alias::attr_prefix(ctx, a) {
                    if al.is_recording() {
                        al.visit_attr(prefix, a);
                    } else if let Some(name) = al.attr_name(a) {
                        out.push('#');
                        out.push_str(&name);
                        return;
                    }
                }
            }
            match s.strip_prefix('#') {
                Some(rest) => {
                    out.push('#');
                    write_dialect_symbol_text(rest, out, st);
                }
                _ => out.push_str(s),
            }
        }
    }
}

/// An attribute where MLIR may elide its type (`AttrTypeElision::May`): array elements and
/// memory spaces drop `: i64` and `: f64`.
fn write_attr_eliding_type(ctx: &Context, a: Attr, out: &mut String, st: &Style<'_>) {
    match ctx.attr_kind(a) {
        AttrKind::Integer { value, ty }
            if matches!(ctx.type_kind(*ty), TypeKind::Integer { width: 64, signedness: Signedness::Signless }) =>
        {
            let _ = write!(out, "{value}");
        }
        AttrKind::Float { bits, ty } if matches!(ctx.type_kind(*ty), TypeKind::Float(FloatKind::F64)) => {
            let v = f64::from_bits(*bits);
            let text = format_float(v, FloatKind::F64);
            out.push_str(&text);
            // A hex spelling needs its type to read back.
            if text.starts_with("0x") {
                out.push_str(" : f64");
            }
        }
        _ => write_attr_in(ctx, a, out, st),
    }
}

/// `dialect.body` or `dialect<body>` (body kept with its `<...>` when it has one).
fn write_dialect_symbol(dialect: &str, body: &str, out: &mut String, st: &Style<'_>) {
    out.push_str(dialect);
    match body.strip_prefix('<') {
        Some(inner) => write_opaque_body(inner.strip_suffix('>').unwrap_or(inner), body, out, st),
        None => {
            out.push('.');
            out.push_str(body);
        }
    }
}

/// Like [`write_dialect_symbol`] for an attribute kept as text after its `#`.
fn write_dialect_symbol_text(text: &str, out: &mut String, st: &Style<'_>) {
    match text.find(['<', '.']) {
        Some(i) if text.as_bytes()[i] == b'<' && text.ends_with('>') => {
            out.push_str(&text[..i]);
            write_opaque_body(&text[i + 1..text.len() - 1], &text[i..], out, st);
        }
        _ => out.push_str(text),
    }
}

/// LLVM 14 prints `dialect<"ident">` as `dialect.ident` when the string is an identifier.
fn write_opaque_body(inner: &str, whole: &str, out: &mut String, st: &Style<'_>) {
    if st.generation != Generation::V22 {
        if let Some(s) = inner.strip_prefix('"').and_then(|r| r.strip_suffix('"')) {
            if is_pretty_dialect_body(s) {
                out.push('.');
                out.push_str(s);
                return;
            }
        }
    }
    out.push_str(whole);
}

/// Whether LLVM 14's `isDialectSymbolSimpleEnoughForPrettyForm` holds: an identifier.
fn is_pretty_dialect_body(s: &str) -> bool {
    let mut chars = s.chars();
    matches!(chars.next(), Some(c) if c.is_ascii_alphabetic())
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '.')
}

/// `"0x..."`: the elements' little-endian bytes; false (nothing written) for element
/// kinds that have no byte form here.
fn write_dense_hex(ctx: &Context, elements: &[Attr], out: &mut String) -> bool {
    let mut bytes: Vec<u8> = Vec::with_capacity(elements.len() * 4);
    for &e in elements {
        let (raw, width) = match ctx.attr_kind(e) {
            AttrKind::Integer { value, ty } => match ctx.type_kind(*ty) {
                TypeKind::Integer { width, .. } if *width > 1 && *width <= 64 => (*value as u64, *width),
                TypeKind::Index => (*value as u64, 64),
                _ => return false,
            },
            AttrKind::Float { bits, ty } => match float_kind(ctx, *ty) {
                FloatKind::F64 => (*bits, 64),
                FloatKind::F32 => ((f64::from_bits(*bits) as f32).to_bits() as u64, 32),
                _ => return false,
            },
            _ => return false,
        };
        for i in 0..width.div_ceil(8) {
            bytes.push((raw >> (8 * i)) as u8);
        }
    }
    out.push_str("\"0x");
    for b in bytes {
        let _ = write!(out, "{b:02X}");
    }
    out.push('"');
    true
}

fn write_dense_element(ctx: &Context, a: Attr, out: &mut String, st: &Style<'_>) {
    match ctx.attr_kind(a) {
        AttrKind::Integer { value, .. } => {
            let _ = write!(out, "{value}");
        }
        AttrKind::Float { bits, ty } => out.push_str(&format_float(f64::from_bits(*bits), float_kind(ctx, *ty))),
        AttrKind::Bool(b) => out.push_str(if *b { "true" } else { "false" }),
        _ => write_attr_in(ctx, a, out, st),
    }
}

fn write_dense_nested(ctx: &Context, shape: &[i64], elems: &[Attr], out: &mut String, st: &Style<'_>) {
    if shape.is_empty() {
        if let Some(&e) = elems.first() {
            write_dense_element(ctx, e, out, st);
        }
        return;
    }
    let inner: usize = shape[1..].iter().product::<i64>().max(0) as usize;
    out.push('[');
    for i in 0..shape[0].max(0) as usize {
        if i > 0 {
            out.push_str(", ");
        }
        let start = i * inner;
        let end = (start + inner).min(elems.len());
        if start <= end {
            write_dense_nested(ctx, &shape[1..], &elems[start..end], out, st);
        }
    }
    out.push(']');
}

/// Whether `s` can be written without quotes as an identifier.
fn is_bare_identifier(s: &str) -> bool {
    let mut chars = s.chars();
    match chars.next() {
        Some(c) if c.is_ascii_alphabetic() || c == '_' => {}
        _ => return false,
    }
    chars.all(|c| c.is_ascii_alphanumeric() || "_$.".contains(c))
}

fn print_attr_name(out: &mut String, name: &str) {
    if is_bare_identifier(name) {
        out.push_str(name);
    } else {
        write_string(out, name);
    }
}

fn write_symbol(out: &mut String, name: &str) {
    out.push('@');
    if is_bare_identifier(name) {
        out.push_str(name);
    } else {
        write_string(out, name);
    }
}

/// The body of a string literal: printable ASCII kept, `\\` doubled, the rest as `\XX`.
/// Region nesting that any thread's stack prints, even a debug build's 2 MiB: the printer
/// recurses through custom forms, about 1.7 KiB a level.
const SHALLOW_REGIONS: usize = 128;

/// Stack for printing a module whose regions nest deeper than a thread's stack holds:
/// [`crate::MAX_NESTING`] levels at 1.3 KiB (release) to 1.7 KiB (debug) each, measured.
/// Only the pages a deep module touches cost memory.
pub const PRINTER_STACK: usize = 64 << 20;

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
fn on_printer_stack(print: impl Fn() -> String + Sync) -> String {
    let on_thread = std::thread::scope(|s| {
        let thread = std::thread::Builder::new().name("async-opt printer".into()).stack_size(PRINTER_STACK);
        let h = thread.spawn_scoped(s, &print).ok()?;
        Some(h.join().unwrap_or_else(|panic| std::panic::resume_unwind(panic)))
    });
    on_thread.unwrap_or_else(print)
}

pub fn escape_string_body(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    push_escaped(&mut out, s);
    out
}

/// A quoted, escaped string literal.
pub fn escape_string(s: &str) -> String {
    format!("\"{}\"", escape_string_body(s))
}

pub(crate) fn write_string(out: &mut String, s: &str) {
    out.push('"');
    push_escaped(out, s);
    out.push('"');
}

/// Appends [`escape_string_body`] of `s` to `out`.
fn push_escaped(out: &mut String, s: &str) {
    let bytes = s.as_bytes();
    if bytes.iter().all(|&b| (0x20..0x7f).contains(&b) && b != b'"' && b != b'\\') {
        out.push_str(s);
        return;
    }
    push_escaped_bytes(out, bytes);
}

/// MLIR's `printEscapedString`: printable ASCII as it is, `\\` doubled, the rest `\XX`.
fn push_escaped_bytes(out: &mut String, bytes: &[u8]) {
    for &b in bytes {
        if b == b'\\' {
            out.push_str("\\\\");
        } else if (0x20..0x7f).contains(&b) && b != b'"' {
            out.push(b as char);
        } else {
            let _ = write!(out, "\\{b:02X}");
        }
    }
}

/// Values that appear in `ops` (for tests and tools that need a name set).
pub fn unused_names_check(_: &FxHashSet<Value>) {}
