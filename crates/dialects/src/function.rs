//! What function-like ops share (`func.func`, `async.func`): the signature syntax,
//! argument and result attributes, and accessors the passes use.
//!
//! ```mlir
//! func.func private @f(%arg0: f32 {foo}, %arg1: i1) -> (f32 {bar = 1 : i32}) attributes {baz} {
//!   ...
//! }
//! func.func private @decl(f32) -> f32
//! ```

use crate::names::Known;

/// The ods class of `func.func` and `async.func` (ODS's `FunctionOpInterface` ops): a
/// symbol with a `function_type`, argument and result attributes, and one body region
/// isolated from above. The entry adds its hooks and spellings.
macro_rules! function_like {
    ($(#[$doc:meta])* $konst:ident: $Ty:ident = $name:literal, fn $f:ident $(($rt:ident))?; $($rest:tt)*) => {
        $crate::ods_entry! { $(#[$doc])* $konst: $Ty = $name, fn $f $(($rt))? {
            operands: [],
            results: [],
            attrs: [sym_name: SYMBOL_NAME_ATTR, function_type: FUNCTION_TYPE_ATTR],
            opt_attrs: [sym_visibility: STR_ATTR, arg_attrs: ANY_ATTR, res_attrs: ANY_ATTR],
            regions: [body],
            traits: async_opt_ir::Traits::ISOLATED_FROM_ABOVE.union(async_opt_ir::Traits::SYMBOL),
            $($rest)*
        } }
    };
}
use async_opt_ir::{Attr, AttrKind, Context, Op, Type};
use async_opt_text::{Argument, Generation, OperationState, PResult, Parser, Printer, Tok};
pub(crate) use function_like;

/// Attributes the signature syntax prints itself (so the attribute dictionary elides them).
pub const SIGNATURE_ATTRS: &[&str] = &["sym_name", "function_type", "sym_visibility", "arg_attrs", "res_attrs"];

/// The function type of a function-like op.
pub fn function_type(ctx: &Context, op: Op) -> Option<(Vec<Type>, Vec<Type>)> {
    let t = ctx.attr_type(ctx.attr(op, "function_type")?)?;
    let (ins, outs) = ctx.function_type_parts(t)?;
    Some((ins.to_vec(), outs.to_vec()))
}

/// [`function_type`] as slices of the interned type, without allocating.
pub fn function_type_slices(ctx: &Context, op: Op) -> Option<(&[Type], &[Type])> {
    let t = ctx.attr_type(ctx.attr_known(op, Known::FunctionType)?)?;
    ctx.function_type_parts(t)
}

/// Sets the function type attribute (the entry block's arguments are not touched).
pub fn set_function_type(ctx: &mut Context, op: Op, inputs: &[Type], results: &[Type]) {
    let t = ctx.function_type(inputs, results);
    let a = ctx.type_attr(t);
    let n = ctx.known_ident(Known::FunctionType);
    ctx.set_attr(op, n, a);
}

/// Per-argument (or per-result) attribute dictionaries; `None` entries are empty.
pub fn arg_attrs(ctx: &Context, op: Op, name: &str) -> Vec<Option<Attr>> {
    let Some(list) = ctx.attr(op, name).and_then(|a| ctx.attr_array(a)) else { return Vec::new() };
    list.iter()
        .map(|&d| match ctx.attr_kind(d) {
            AttrKind::Dictionary(e) if !e.is_empty() => Some(d),
            _ => None,
        })
        .collect()
}

/// Stores per-argument (or per-result) dictionaries as `name = [{...}, {}]`, or removes
/// the attribute when every entry is empty, as MLIR does.
pub fn set_arg_attrs(ctx: &mut Context, op: Op, name: &str, dicts: &[Option<Attr>]) {
    if dicts.iter().all(|d| d.is_none()) {
        ctx.remove_attr(op, name);
        return;
    }
    let empty = ctx.dict_attr(Vec::new());
    let items: Vec<Attr> = dicts.iter().map(|d| d.unwrap_or(empty)).collect();
    let a = ctx.array_attr(&items);
    let n = ctx.ident(name);
    ctx.set_attr(op, n, a);
}

/// Argument and result attributes must belong to a dialect (`{foo.bar}`), as MLIR's
/// function interface verifies; the message, if not.
pub fn check_arg_attr_names(ctx: &Context, op: Op) -> Option<&'static str> {
    // Read in place (as `arg_attrs` reads them) by interned name.
    for (key, what) in [
        (Known::ArgAttrs, "arguments may only have dialect attributes"),
        (Known::ResAttrs, "results may only have dialect attributes"),
    ] {
        let Some(list) = ctx.attr_known(op, key).and_then(|a| ctx.attr_array(a)) else { continue };
        for &d in list {
            if let AttrKind::Dictionary(entries) = ctx.attr_kind(d) {
                if entries.iter().any(|(n, _)| !ctx.str(*n).contains('.')) {
                    return Some(what);
                }
            }
        }
    }
    None
}

/// A declaration (no body) must not be public, as MLIR's symbol interface verifies
/// (`func @f(i64)` needs `private`); the message, if it is.
pub fn check_declaration_visibility(ctx: &Context, op: Op) -> Option<&'static str> {
    (is_declaration(ctx, op) && ctx.symbol_visibility(op) == "public")
        .then_some("symbol declaration cannot have public visibility")
}

/// Whether `op` is only a declaration (no body).
pub fn is_declaration(ctx: &Context, op: Op) -> bool {
    ctx.regions(op).first().is_none_or(|&r| ctx.region_is_empty(r))
}

/// `: (ins) -> outs` after an op's operands: where the type starts, the type, and its inputs
/// and results.
pub(crate) fn parse_colon_function_type(p: &mut Parser<'_, '_>) -> PResult<(u32, Type, Vec<Type>, Vec<Type>)> {
    p.expect(Tok::Colon, "':'")?;
    let at = p.offset();
    let fty = p.parse_type()?;
    let Some((ins, outs)) = p.ctx.function_type_parts(fty).map(|(i, o)| (i.to_vec(), o.to_vec())) else {
        return Err(p.error_at(at, "expected a function type"));
    };
    Ok((at, fty, ins, outs))
}

/// Parses `[private|nested|public] @name(args) [-> results] [attributes {...}] [{ body }]`.
pub fn parse_function_like<'s>(p: &mut Parser<'s, '_>, b: &mut OperationState, allow_declaration: bool) -> PResult<()> {
    for vis in ["private", "nested", "public"] {
        if p.parse_optional_keyword(vis) {
            let a = p.ctx.string_attr(vis);
            b.attr(p.ctx, "sym_visibility", a);
            break;
        }
    }
    let name = p.parse_symbol_name()?;
    let a = p.ctx.string_attr(&name);
    b.attr(p.ctx, "sym_name", a);

    // Arguments: named (`%a: T {attrs}`) for definitions, bare types for declarations.
    let sig_off = p.offset();
    p.expect(Tok::LParen, "'('")?;
    let mut args: Vec<Argument<'s>> = Vec::new();
    let mut inputs = Vec::new();
    let mut in_attrs = Vec::new();
    let mut named = None;
    if !p.consume_if(Tok::RParen) {
        loop {
            let is_named = p.peek() == Tok::PercentIdent;
            if *named.get_or_insert(is_named) != is_named {
                return Err(p.error("expected SSA identifier"));
            }
            parse_signature_entry(p, is_named, &mut args, &mut inputs, &mut in_attrs)?;
            if !p.consume_if(Tok::Comma) {
                break;
            }
        }
        p.expect(Tok::RParen, "')'")?;
    }
    let mut results = Vec::new();
    let mut out_attrs = Vec::new();
    if p.consume_if(Tok::Arrow) {
        if p.consume_if(Tok::LParen) {
            if !p.consume_if(Tok::RParen) {
                loop {
                    results.push(p.parse_type()?);
                    out_attrs.push(parse_optional_dict(p)?);
                    if !p.consume_if(Tok::Comma) {
                        break;
                    }
                }
                p.expect(Tok::RParen, "')'")?;
            }
        } else {
            results.push(p.parse_type()?);
            out_attrs.push(None);
        }
    }
    let fty = p.ctx.function_type(&inputs, &results);
    let a = p.ctx.type_attr(fty);
    b.attr(p.ctx, "function_type", a);
    let attrs_off = p.offset();
    let mut attrs = Vec::new();
    p.parse_optional_attr_dict_with_keyword(&mut attrs)?;
    // What the signature spells may not be written again; the function type is `type`
    // before LLVM 22, where `function_type` is an attribute like any other (which the
    // canonical IR cannot keep apart from the type).
    let v22 = p.ctx.str(b.name) != crate::func::FUNC || p.custom_op_generation() == Generation::V22;
    let type_attr = if v22 { "function_type" } else { "type" };
    for name in ["sym_visibility", "sym_name", type_attr, "function_type"] {
        if attrs.iter().any(|&(n, _)| p.ctx.str(n) == name) {
            let msg = if name == "function_type" && !v22 {
                "'function_type' in the attribute dictionary of a function before LLVM 22 is not supported".to_string()
            } else {
                format!("'{name}' is an inferred attribute and should not be specified in the explicit attribute dictionary")
            };
            return Err(p.custom_op_error_at(attrs_off, &msg));
        }
    }
    b.attrs.append(&mut attrs);
    if in_attrs.iter().any(Option::is_some) {
        let a = dict_list(p.ctx, &in_attrs);
        b.attr(p.ctx, "arg_attrs", a);
    }
    if out_attrs.iter().any(Option::is_some) {
        let a = dict_list(p.ctx, &out_attrs);
        b.attr(p.ctx, "res_attrs", a);
    }
    if p.peek() == Tok::LBrace {
        if named == Some(false) {
            return Err(p.error_at(sig_off, "expected SSA identifier"));
        }
        let body_off = p.offset();
        let region = p.parse_region(&args, false)?;
        // `{}` would print as a declaration.
        if p.ctx.region_is_empty(region) {
            return Err(p.custom_op_error_at(body_off, "expected non-empty function body"));
        }
        b.regions.push(region);
    } else {
        if !allow_declaration {
            return Err(p.error("expected '{' to begin a region"));
        }
        // A declaration may name its arguments (both mlir-opt generations accept it); the
        // names go nowhere.
        let r = p.ctx.create_region();
        b.regions.push(r);
    }
    Ok(())
}

/// One entry of a signature's argument list: `%a: T {attrs} loc(...)` when `named` (its
/// argument, type and attributes), else `T {attrs} loc(...)` (its type and attributes).
pub(crate) fn parse_signature_entry<'s>(
    p: &mut Parser<'s, '_>,
    named: bool,
    args: &mut Vec<Argument<'s>>,
    inputs: &mut Vec<Type>,
    attrs: &mut Vec<Option<Attr>>,
) -> PResult<()> {
    if named {
        let a = p.parse_argument(true)?;
        inputs.push(a.ty);
        attrs.push(a.attrs);
        args.push(a);
    } else {
        inputs.push(p.parse_type()?);
        attrs.push(parse_optional_dict(p)?);
        p.parse_optional_location_for(None)?;
    }
    Ok(())
}

/// `{...}` if one follows, `None` for none or an empty one (argument and result attributes).
pub(crate) fn parse_optional_dict(p: &mut Parser<'_, '_>) -> PResult<Option<Attr>> {
    if p.peek() != Tok::LBrace {
        return Ok(None);
    }
    let mut list = Vec::new();
    p.parse_attr_dict_into(&mut list)?;
    Ok(if list.is_empty() { None } else { Some(p.ctx.dict_attr(list)) })
}

/// The `arg_attrs`/`res_attrs` array: one dictionary per argument or result, empty where none.
pub(crate) fn dict_list(ctx: &mut Context, dicts: &[Option<Attr>]) -> Attr {
    let empty = ctx.dict_attr(Vec::new());
    let items: Vec<Attr> = dicts.iter().map(|d| d.unwrap_or(empty)).collect();
    ctx.array_attr(&items)
}

/// A signature's arguments, between its parentheses: each the entry block's argument
/// (`%arg0: `) or, in a declaration, the type alone, which `ty` prints (given the entry
/// block's argument, if any); then its attributes and, under debug info, its location.
pub(crate) fn print_arguments(
    p: &mut Printer<'_>,
    op: Op,
    count: usize,
    mut ty: impl FnMut(&mut Printer<'_>, usize, Option<async_opt_ir::Value>),
) {
    let ctx = p.ctx;
    let in_attrs = arg_attrs(ctx, op, "arg_attrs");
    let entry = ctx.regions(op).first().and_then(|&r| ctx.first_block(r));
    for i in 0..count {
        if i > 0 {
            p.w(", ");
        }
        let arg = entry.and_then(|b| ctx.block_args(b).get(i).copied());
        if let Some(v) = arg {
            p.print_operand(v);
            p.w(": ");
        }
        ty(p, i, arg);
        if let Some(Some(d)) = in_attrs.get(i) {
            p.w(" ");
            p.print_attr(*d);
        }
        if let Some(v) = arg {
            p.print_arg_loc(v);
        }
    }
}

/// Prints the signature, attributes and body (after the keyword).
pub fn print_function_like(p: &mut Printer<'_>, op: Op) {
    let ctx = p.ctx;
    let vis = ctx.symbol_visibility(op);
    if vis != "public" {
        p.w(" ");
        p.w(vis);
    }
    p.w(" ");
    p.print_symbol_name(ctx.symbol_name(op).unwrap_or(""));
    let (inputs, results) = function_type_slices(ctx, op).unwrap_or_default();
    let out_attrs = arg_attrs(ctx, op, "res_attrs");
    p.w("(");
    print_arguments(p, op, inputs.len(), |p, i, _| p.print_type(inputs[i]));
    p.w(")");
    if !results.is_empty() {
        p.w(" -> ");
        let any_attrs = out_attrs.iter().any(Option::is_some);
        let wrap = results.len() > 1
            || any_attrs
            || matches!(ctx.type_kind(results[0]), async_opt_ir::TypeKind::Function { .. });
        if wrap {
            p.w("(");
        }
        for (i, &t) in results.iter().enumerate() {
            if i > 0 {
                p.w(", ");
            }
            p.print_type(t);
            if let Some(Some(d)) = out_attrs.get(i) {
                p.w(" ");
                p.print_attr(*d);
            }
        }
        if wrap {
            p.w(")");
        }
    }
    p.print_optional_attr_dict_with_keyword(op, SIGNATURE_ATTRS);
    if let Some(&r) = ctx.regions(op).first() {
        if !ctx.region_is_empty(r) {
            p.w(" ");
            p.print_region(r, false, true);
        }
    }
}
