//! MLIR's `symbol-dce`: erases the private symbols nothing live refers to.
//!
//! ```mlir
//! module {                                        module {
//!   func.func @main() {                             func.func @main() {
//!     call @used() : () -> ()                         call @used() : () -> ()
//!     return                                          return
//!   }                                   ──►         }
//!   func.func private @used() { ... }               func.func private @used() { ... }
//!   func.func private @dead() {                   }
//!     call @dead_too() : () -> ()
//!     return
//!   }
//!   func.func private @dead_too()
//! }
//! ```
//!
//! Liveness starts from every op of the symbol table's body that is not a symbol and every
//! symbol that cannot be discarded (public and nested ones, and all of them in a public
//! nested symbol table), and flows along the references each live op holds, nested symbol
//! tables included (as upstream's `computeLiveness`). A symbol that only dead symbols
//! reference, itself for one, is dead.

use rustc_hash::{FxHashMap, FxHashSet};

use async_opt_ir::{Context, Diagnostic, Ident, Op, Traits, WalkControl};

/// Runs the pass on `op`, which must hold a symbol table.
pub fn symbol_dce(ctx: &mut Context, op: Op) -> Result<Vec<Diagnostic>, Diagnostic> {
    if !ctx.has_traits(op, Traits::SYMBOL_TABLE) {
        let name = ctx.op_name_str(op).to_string();
        return Err(Diagnostic::error(
            ctx.loc(op),
            format!("'{name}' op  was scheduled to run under SymbolDCE, but does not define a symbol table"),
        ));
    }
    // Whether the table is out of reach of its parents' scopes.
    let hidden = ctx.parent_op(op).is_none() || !is_symbol(ctx, op) || ctx.symbol_visibility(op) == "private";
    let mut live = FxHashSet::default();
    let mut tables = Tables::default();
    compute_liveness(ctx, op, hidden, &mut tables, &mut live);
    // Erase the dead symbols of every symbol table under `op`.
    let mut tables = Vec::new();
    ctx.walk_pre(op, |o| {
        if ctx.has_traits(o, Traits::SYMBOL_TABLE) {
            tables.push(o);
        }
        WalkControl::Advance
    });
    for table in tables {
        if ctx.is_erased(table) {
            continue;
        }
        let Some(&region) = ctx.regions(table).first() else { continue };
        let blocks: Vec<_> = ctx.region_blocks(region).collect();
        for b in blocks {
            let ops: Vec<Op> = ctx.block_ops(b).collect();
            for o in ops {
                if is_symbol(ctx, o) && !live.contains(&o) && !ctx.has_traits(o, Traits::TERMINATOR) {
                    ctx.erase_op(o);
                }
            }
        }
    }
    Ok(Vec::new())
}

/// Whether `op` is a symbol (a registered op with MLIR's `Symbol` trait and a name).
fn is_symbol(ctx: &Context, op: Op) -> bool {
    ctx.has_traits(op, Traits::SYMBOL)
}

/// The symbols of `table` that are live, recursively into nested symbol tables.
fn compute_liveness(ctx: &Context, table: Op, hidden: bool, tables: &mut Tables, live: &mut FxHashSet<Op>) {
    let mut worklist: Vec<Op> = Vec::new();
    let Some(&region) = ctx.regions(table).first() else { return };
    for b in ctx.region_blocks(region) {
        for o in ctx.block_ops(b) {
            if !is_symbol(ctx, o) {
                worklist.push(o);
                continue;
            }
            // Public symbols stay; nested ones go when the table is hidden.
            let visibility = ctx.symbol_visibility(o);
            let discardable = (hidden || visibility == "private") && visibility != "public";
            if !discardable && live.insert(o) {
                worklist.push(o);
            }
        }
    }
    while let Some(o) = worklist.pop() {
        if ctx.has_traits(o, Traits::SYMBOL_TABLE) {
            let inner_hidden = hidden || !is_symbol(ctx, o) || ctx.symbol_visibility(o) == "private";
            compute_liveness(ctx, o, inner_hidden, tables, live);
        }
        let mut refs: Vec<Ident> = Vec::new();
        symbol_uses(ctx, o, &mut refs);
        let scope = ctx.parent_op(o).unwrap_or(o);
        for name in refs {
            if let Some(sym) = tables.lookup(ctx, scope, name) {
                if live.insert(sym) {
                    worklist.push(sym);
                }
            }
        }
    }
}

/// The root names of the symbol references `op` and the ops nested in it hold, not
/// entering nested symbol tables (MLIR's `getSymbolUses(op)`).
fn symbol_uses(ctx: &Context, op: Op, out: &mut Vec<Ident>) {
    let mut stack = vec![op];
    while let Some(o) = stack.pop() {
        for &(_, attr) in ctx.attrs(o) {
            ctx.for_each_symbol_ref(attr, &mut |name| out.push(name));
        }
        if o != op && ctx.has_traits(o, Traits::SYMBOL_TABLE) {
            continue;
        }
        for &r in ctx.regions(o) {
            for b in ctx.region_blocks(r) {
                stack.extend(ctx.block_ops(b));
            }
        }
    }
}

/// The symbols of each symbol table looked in, by name.
#[derive(Default)]
struct Tables(FxHashMap<Op, FxHashMap<Ident, Op>>);

impl Tables {
    /// The symbol named `name` in the nearest symbol table at or above `from`.
    fn lookup(&mut self, ctx: &Context, from: Op, name: Ident) -> Option<Op> {
        let table = ctx.symbol_table_op(from)?;
        let symbols = self.0.entry(table).or_insert_with(|| {
            let mut m = FxHashMap::default();
            if let Some(block) = ctx.regions(table).first().and_then(|&r| ctx.first_block(r)) {
                for o in ctx.block_ops(block) {
                    let name = ctx.symbol_name(o).and_then(|n| ctx.lookup_ident(n));
                    if let Some(n) = name.filter(|_| is_symbol(ctx, o)) {
                        m.entry(n).or_insert(o);
                    }
                }
            }
            m
        });
        symbols.get(&name).copied()
    }
}
