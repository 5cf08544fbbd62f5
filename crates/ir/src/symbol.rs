//! Symbol tables: O(1) lookup of the symbols (`sym_name`) defined directly in a
//! symbol-table op such as `builtin.module`, and MLIR's unique renaming on clash.

use rustc_hash::FxHashMap;

use crate::{AttrKind, Context, Ident, Op};

/// The symbols of one symbol-table op.
pub struct SymbolTable {
    op: Op,
    symbols: FxHashMap<Ident, Op>,
    /// Next suffix to try per base name, so renaming is amortised O(1) rather than a scan.
    next_suffix: FxHashMap<Ident, u32>,
}

impl SymbolTable {
    /// Builds the table of the symbols defined in the first region of `op`.
    pub fn new(ctx: &mut Context, op: Op) -> Self {
        let mut symbols = FxHashMap::default();
        let mut named = Vec::new();
        if let Some(&r) = ctx.regions(op).first() {
            for b in ctx.region_blocks(r) {
                for child in ctx.block_ops(b) {
                    if let Some(name) = ctx.symbol_name(child) {
                        named.push((name.to_owned(), child));
                    }
                }
            }
        }
        for (name, child) in named {
            symbols.entry(ctx.ident(&name)).or_insert(child);
        }
        SymbolTable { op, symbols, next_suffix: FxHashMap::default() }
    }

    /// The op that owns this table.
    pub fn op(&self) -> Op {
        self.op
    }

    /// The op defining symbol `name` in this table, as MLIR's `SymbolTable::lookup`.
    pub fn lookup(&self, name: Ident) -> Option<Op> {
        self.symbols.get(&name).copied()
    }

    /// [`Self::lookup`] by string, without interning it.
    pub fn lookup_str(&self, ctx: &Context, name: &str) -> Option<Op> {
        ctx.lookup_ident(name).and_then(|id| self.lookup(id))
    }

    /// Appends `symbol` (a detached op) to the end of the table's body, renaming it to
    /// `name_0`, `name_1`, ... if its name is taken. Returns the final name.
    pub fn insert(&mut self, ctx: &mut Context, symbol: Op) -> Ident {
        let body = ctx.entry_block(self.op, 0).expect("symbol table op without a body");
        // Keep a module's terminator (if any) last.
        match ctx.last_op(body).filter(|&l| ctx.has_traits(l, crate::Traits::TERMINATOR)) {
            Some(term) => ctx.insert_op_before(term, symbol),
            None => ctx.append_op(body, symbol),
        }
        let base = ctx.symbol_name(symbol).expect("inserting an op without sym_name into a symbol table").to_owned();
        let base = ctx.ident(&base);
        let name = self.unique_name(ctx, base);
        if name != base {
            let attr = ctx.intern_attr(AttrKind::String(ctx.str(name).into()));
            let key = ctx.ident("sym_name");
            ctx.set_attr(symbol, key, attr);
        }
        self.symbols.insert(name, symbol);
        name
    }

    /// A name not yet in the table: `base` itself if free, else the first free `base_N`.
    pub fn unique_name(&mut self, ctx: &mut Context, base: Ident) -> Ident {
        if !self.symbols.contains_key(&base) {
            return base;
        }
        let base_str = ctx.str(base).to_owned();
        let counter = self.next_suffix.entry(base).or_insert(0);
        let symbols = &self.symbols;
        let name =
            unique_symbol_name(&base_str, counter, |n| ctx.lookup_ident(n).is_some_and(|i| symbols.contains_key(&i)));
        ctx.ident(&name)
    }

    /// Removes `symbol` from the table (it is not erased).
    pub fn remove(&mut self, ctx: &Context, symbol: Op) {
        if let Some(name) = ctx.symbol_name(symbol).and_then(|n| ctx.lookup_ident(n)) {
            if self.symbols.get(&name) == Some(&symbol) {
                self.symbols.remove(&name);
            }
        }
    }

    /// All symbols, in no particular order.
    pub fn iter(&self) -> impl Iterator<Item = (Ident, Op)> + '_ {
        self.symbols.iter().map(|(&k, &v)| (k, v))
    }
}

impl Context {
    /// The `sym_name` of `op`, if it has one.
    pub fn symbol_name(&self, op: Op) -> Option<&str> {
        let attr = self.attr_known(op, crate::context::IrName::SymName)?;
        match self.attr_kind(attr) {
            AttrKind::String(s) => Some(s),
            _ => None,
        }
    }

    /// The `sym_visibility` of `op` ("public" when absent).
    pub fn symbol_visibility(&self, op: Op) -> &str {
        match self.attr_known(op, crate::context::IrName::SymVisibility).map(|a| self.attr_kind(a)) {
            Some(AttrKind::String(s)) => s,
            _ => "public",
        }
    }

    /// The nearest enclosing op (including `op`) that has a symbol table.
    pub fn symbol_table_op(&self, mut op: Op) -> Option<Op> {
        loop {
            if self.has_traits(op, crate::Traits::SYMBOL_TABLE) {
                return Some(op);
            }
            op = self.parent_op(op)?;
        }
    }
}

/// MLIR's renaming on clash: `base` when `taken` says it is free, else `base_N` for the
/// first free `N` from `*counter` on (which is kept for the next clash of the same base,
/// so renaming the n-th symbol of one base costs O(1)).
pub fn unique_symbol_name(base: &str, counter: &mut u32, taken: impl Fn(&str) -> bool) -> String {
    if !taken(base) {
        return base.to_owned();
    }
    loop {
        let candidate = format!("{base}_{counter}");
        *counter += 1;
        if !taken(&candidate) {
            return candidate;
        }
    }
}

/// The ops that reference each symbol (MLIR's `SymbolTable::getSymbolUses`), by the root
/// name of the reference: every `@name` in an op's attributes, nested in arrays and
/// dictionaries too.
#[derive(Default, Debug)]
pub struct SymbolUses {
    users: FxHashMap<Ident, Vec<Op>>,
}

impl SymbolUses {
    /// The uses under `root` (itself included).
    pub fn collect(ctx: &Context, root: Op) -> Self {
        let mut users: FxHashMap<Ident, Vec<Op>> = FxHashMap::default();
        ctx.walk_pre(root, |o| {
            for &(_, attr) in ctx.attrs(o) {
                ctx.for_each_symbol_ref(attr, &mut |name| {
                    let list = users.entry(name).or_default();
                    if list.last() != Some(&o) {
                        list.push(o);
                    }
                });
            }
            crate::WalkControl::Advance
        });
        SymbolUses { users }
    }

    /// The ops referencing `name`, in walk order.
    pub fn users(&self, name: Ident) -> &[Op] {
        self.users.get(&name).map_or(&[], |v| v)
    }

    /// Whether anything references `name`.
    pub fn is_used(&self, name: Ident) -> bool {
        self.users.contains_key(&name)
    }
}

impl Context {
    /// Calls `f` with the root name of every symbol reference in `attr`.
    pub fn for_each_symbol_ref(&self, attr: crate::Attr, f: &mut dyn FnMut(Ident)) {
        match self.attr_kind(attr) {
            AttrKind::SymbolRef { root, .. } => f(*root),
            AttrKind::Array(items) => {
                for &i in items.iter() {
                    self.for_each_symbol_ref(i, f);
                }
            }
            AttrKind::Dictionary(entries) => {
                for &(_, i) in entries.iter() {
                    self.for_each_symbol_ref(i, f);
                }
            }
            _ => {}
        }
    }
}
