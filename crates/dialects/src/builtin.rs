//! The builtin dialect: `builtin.module` and `builtin.unrealized_conversion_cast`.
//!
//! ```mlir
//! module @name attributes {test.foo} {
//!   ...
//! }
//! ```

use async_opt_ir::{Context, Diagnostic, Op, Traits, Verifier};
use async_opt_text::{OperationState, PResult, Parser, Printer, Tok};

use crate::ods::{ANY_TYPE, STR_ATTR};

use crate::Registrar;

pub(crate) fn register(r: &mut Registrar<'_>) {
    r.dialect("builtin");
    register_ops(r);
}

crate::ops! {
    /// `module @name attributes {...} { ... }` with an empty body region.
    MODULE: ModuleOp = "builtin.module", fn module {
        operands: [],
        results: [],
        opt_attrs: [sym_name: STR_ATTR, sym_visibility: STR_ATTR],
        regions: [bodyRegion],
        traits: Traits::NO_TERMINATOR
            .union(Traits::SYMBOL_TABLE)
            .union(Traits::ISOLATED_FROM_ABOVE)
            .union(Traits::SINGLE_BLOCK),
        verify: verify_module,
        parse: parse_module,
        print: print_module,
        keyword: ["module", "module", "module"],
        aliases: &[("module", None)],
    }
    /// `builtin.unrealized_conversion_cast %inputs : T to U`.
    UNREALIZED_CONVERSION_CAST: UnrealizedConversionCastOp = "builtin.unrealized_conversion_cast",
        fn unrealized_conversion_cast(types) {
        operands: [inputs: ANY_TYPE[*]],
        results: [outputs: ANY_TYPE[*]],
        traits: Traits::PURE,
        format: "($inputs^ `:` type($inputs))? `to` type($outputs) attr-dict",
    }
}

fn parse_module(p: &mut Parser<'_, '_>, b: &mut OperationState) -> PResult<()> {
    if p.peek() == Tok::AtIdent {
        let name = p.parse_symbol_name()?;
        let a = p.ctx.string_attr(&name);
        b.attr(p.ctx, "sym_name", a);
    }
    p.parse_optional_attr_dict_with_keyword(&mut b.attrs)?;
    let region = p.parse_region(&[], false)?;
    // A module always has its one block, even when written `module {}`.
    if p.ctx.region_is_empty(region) {
        let blk = p.ctx.create_block();
        p.ctx.append_block(region, blk);
    }
    b.regions.push(region);
    Ok(())
}

fn print_module(p: &mut Printer<'_>, op: Op) {
    if let Some(name) = p.ctx.symbol_name(op) {
        p.w(" ");
        p.print_symbol_name(name);
    }
    p.print_optional_attr_dict_with_keyword(op, &["sym_name"]);
    p.w(" ");
    let r = p.ctx.region(op, 0);
    p.print_region(r, false, false);
}

/// A symbol table holds each symbol name once (MLIR's `verifySymbolTable`).
fn verify_module(v: &mut Verifier<'_>, op: Op) -> Result<(), Diagnostic> {
    let ctx = v.ctx;
    // Only the generic form can leave the body without its block: `"builtin.module"() ({})`.
    match ctx.region_blocks(ctx.region(op, 0)).count() {
        1 => {}
        _ if v.generation() == async_opt_ir::Generation::V22 => {
            return Err(crate::op_error(
                ctx,
                op,
                "region #0 ('bodyRegion') failed to verify constraint: region with 1 blocks",
            ))
        }
        _ => return Err(crate::op_error(ctx, op, "Operations with a 'SymbolTable' must have exactly one block")),
    }
    // LLVM 14 checks the symbol table (a trait) before the module's own verifier, LLVM 22
    // after it (a region trait).
    let v22 = v.generation() == async_opt_ir::Generation::V22;
    if v22 {
        verify_module_attrs(ctx, op)?;
    }
    // The body is the region's one block: the verifier's symbol table of the module, kept
    // for the symbol uses inside.
    if let Some((child, first)) = v.duplicate_symbol(op) {
        let name = ctx.symbol_name(child).unwrap_or("");
        return Err(Diagnostic::error(ctx.loc(child), format!("redefinition of symbol named '{name}'"))
            .on_op(child)
            .with_note(ctx.loc(first), "see existing symbol definition here"));
    }
    if !v22 {
        verify_module_attrs(ctx, op)?;
    }
    Ok(())
}

/// A module's attributes besides its name and visibility belong to dialects (`dlti.spec`).
fn verify_module_attrs(ctx: &Context, op: Op) -> Result<(), Diagnostic> {
    let undotted = ctx
        .attrs(op)
        .iter()
        .map(|&(name, _)| ctx.str(name))
        .find(|name| !name.contains('.') && *name != "sym_name" && *name != "sym_visibility");
    match undotted {
        Some(name) => Err(crate::op_error(
            ctx,
            op,
            format!("can only contain attributes with dialect-prefixed names, found: '{name}'"),
        )),
        None => Ok(()),
    }
}
