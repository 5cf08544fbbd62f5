//! The func dialect: `func.func`, `func.call`, `func.call_indirect`, `func.return`.
//!
//! ```mlir
//! func.func @f(%arg0: f32) -> f32 {          // LLVM 14 and before: `func @f`
//!   %0 = call @g(%arg0) : (f32) -> f32      // `func.call` outside a func.func body
//!   return %0 : f32                         // `func.return` likewise
//! }
//! ```
//!
//! LLVM 14 spells them `builtin.func`, `std.call`, `std.return` in the generic form, and
//! the function type attribute `type`. LLVM 22 prints `call`/`return` without the `func.`
//! prefix only directly inside a `func.func` (its default dialect, `OpSyntax::default_dialect`).

use crate::names::Known;
use async_opt_ir::{Block, Builder, Diagnostic, Op, Traits, Type, Value, Verifier};
use async_opt_text::{type_to_string, OpBuild, OpSyntax, PResult, Parser, Printer, Tok};

use crate::function::{function_type_slices, parse_function_like, print_function_like};
use crate::{op_error, Registrar};

pub const FUNC: &str = "func.func";
pub const CALL: &str = "func.call";
pub const CALL_INDIRECT: &str = "func.call_indirect";
pub const RETURN: &str = "func.return";
pub const CONSTANT: &str = "func.constant";

pub(crate) fn register(r: &mut Registrar<'_>) {
    r.dialect("func");
    r.op(
        OpSyntax {
            keyword: ["func", "func", "func.func"],
            generic: ["builtin.func", "builtin.func", "func.func"],
            parse: Some(parse_func),
            print: Some(print_function_like),
            attr_spellings: &[("function_type", "type")],
            default_dialect: Some("func"),
            inherent_attrs: crate::function::SIGNATURE_ATTRS,
            ..OpSyntax::uniform(FUNC)
        },
        Traits::ISOLATED_FROM_ABOVE | Traits::SYMBOL,
        Some(verify_func),
        None,
    );
    r.op(
        OpSyntax {
            keyword: ["call", "call", "func.call"],
            generic: ["std.call", "std.call", "func.call"],
            parse: Some(parse_call),
            print: Some(print_call),
            inherent_attrs: &["callee", "arg_attrs", "res_attrs", "no_inline"],
            ..OpSyntax::uniform(CALL)
        },
        Traits::NONE,
        Some(verify_call),
        None,
    );
    r.op(
        OpSyntax {
            keyword: ["call_indirect", "call_indirect", "func.call_indirect"],
            generic: ["std.call_indirect", "std.call_indirect", "func.call_indirect"],
            parse: Some(parse_call_indirect),
            print: Some(print_call_indirect),
            inherent_attrs: &["arg_attrs", "res_attrs"],
            ..OpSyntax::uniform(CALL_INDIRECT)
        },
        Traits::NONE,
        Some(verify_call_indirect),
        None,
    );
    r.op(
        OpSyntax {
            keyword: ["return", "return", "func.return"],
            generic: ["std.return", "std.return", "func.return"],
            parse: Some(parse_attrs_and_typed_operands),
            print: Some(print_attrs_and_typed_operands),
            ..OpSyntax::uniform(RETURN)
        },
        Traits::TERMINATOR | Traits::RETURN_LIKE,
        Some(verify_return),
        None,
    );
}

/// Registers `func.constant`, after arith so that the shared spellings (`constant`,
/// `std.constant`) reach arith.constant's parser first.
pub(crate) fn register_constant(r: &mut Registrar<'_>) {
    r.op(
        OpSyntax {
            // `constant` and `std.constant` are arith.constant's seed spellings: its parser
            // hands symbol values over to this op (LLVM 14's std.constant took both).
            keyword: ["constant", "constant", "func.constant"],
            generic: ["std.constant", "std.constant", "func.constant"],
            parse: Some(parse_constant),
            print: Some(print_constant),
            result_names: Some(|ctx, op, _, set| set(ctx.result(op, 0), "f".into())),
            inherent_attrs: &["value"],
            ..OpSyntax::uniform(CONSTANT)
        },
        Traits::PURE | Traits::CONSTANT_LIKE,
        Some(verify_constant),
        None,
    );
}

// ----------------------------------------------------------------------------------
// Builders
// ----------------------------------------------------------------------------------

/// Creates `func.func [private] @name(inputs) -> results` with an entry block whose
/// arguments match `inputs`; returns the op and its entry block.
pub fn func(b: &mut Builder<'_>, name: &str, inputs: &[Type], results: &[Type], private: bool) -> (Op, Block) {
    let ctx = &mut *b.ctx;
    let fname = ctx.known_ident(Known::FuncFunc);
    let sym = ctx.known_ident(Known::SymName);
    let sv = ctx.string_attr(name);
    let op = if private {
        let vis = ctx.known_ident(Known::SymVisibility);
        let pv = ctx.string_attr("private");
        ctx.create_op_parts(fname, b.loc, &[], &[], &[], 1, &[(sym, sv), (vis, pv)])
    } else {
        ctx.create_op_parts(fname, b.loc, &[], &[], &[], 1, &[(sym, sv)])
    };
    let op = b.insert(op);
    crate::function::set_function_type(b.ctx, op, inputs, results);
    let region = b.ctx.region(op, 0);
    let entry = b.create_block(region, inputs);
    (op, entry)
}

/// `func.call @callee(args) : (...) -> (result_types)`.
pub fn call(b: &mut Builder<'_>, callee: &str, args: &[Value], result_types: &[Type]) -> Op {
    let name = b.ctx.known_ident(Known::FuncCall);
    let a = b.ctx.symbol_ref_attr(callee);
    let n = b.ctx.known_ident(Known::Callee);
    let op = b.ctx.create_op_parts(name, b.loc, args, result_types, &[], 0, &[(n, a)]);
    b.insert(op)
}

/// `func.return vals`.
pub fn return_(b: &mut Builder<'_>, vals: &[Value]) -> Op {
    let name = b.ctx.known_ident(Known::FuncReturn);
    let op = b.ctx.create_op_parts(name, b.loc, vals, &[], &[], 0, &[]);
    b.insert(op)
}

/// The callee name of a `func.call`.
pub fn callee(ctx: &async_opt_ir::Context, call: Op) -> Option<&str> {
    ctx.attr_known(call, Known::Callee).and_then(|a| ctx.attr_symbol(a))
}

// ----------------------------------------------------------------------------------
// Syntax
// ----------------------------------------------------------------------------------

fn parse_func(p: &mut Parser<'_, '_>, b: &mut OpBuild) -> PResult<()> {
    parse_function_like(p, b, true)
}

/// Writes `(T, U) -> V`.
pub(crate) fn print_functional_type(p: &mut Printer<'_>, inputs: &[Type], results: &[Type]) {
    p.w("(");
    p.print_type_list(inputs);
    p.w(") -> ");
    p.print_function_results(results);
}

/// Parses `: (T, U) -> V` and returns inputs and results.
pub(crate) fn parse_colon_function_type(p: &mut Parser<'_, '_>) -> PResult<(Vec<Type>, Vec<Type>)> {
    p.expect(Tok::Colon, "':'")?;
    let at = p.offset();
    let t = p.parse_type()?;
    match p.ctx.function_type_parts(t) {
        Some((i, o)) => Ok((i.to_vec(), o.to_vec())),
        None => Err(p.error_at(at, "expected a function type")),
    }
}

fn parse_call(p: &mut Parser<'_, '_>, b: &mut OpBuild) -> PResult<()> {
    let name = p.parse_symbol_name()?;
    let a = p.ctx.symbol_ref_attr(&name);
    b.attr(p.ctx, "callee", a);
    p.expect(Tok::LParen, "'('")?;
    let args = p.parse_operand_list()?;
    p.expect(Tok::RParen, "')'")?;
    p.parse_optional_attr_dict(&mut b.attrs)?;
    let at = p.offset();
    let (ins, outs) = parse_colon_function_type(p)?;
    b.operands = p.resolve_operands(&args, &ins, at)?;
    b.result_types = outs;
    Ok(())
}

fn print_call(p: &mut Printer<'_>, op: Op) {
    let ctx = p.ctx;
    p.w(" ");
    p.print_symbol_name(callee(ctx, op).unwrap_or(""));
    p.w("(");
    p.print_operand_iter(ctx.operands(op));
    p.w(")");
    p.print_optional_attr_dict(op, &["callee"]);
    p.w(" : (");
    p.print_type_iter(ctx.operand_types_iter(op));
    p.w(") -> ");
    p.print_function_results_iter(ctx.result_types_iter(op));
}

/// `@f : (T) -> U` (after `func.constant`, or `constant` with a symbol value).
pub(crate) fn parse_constant(p: &mut Parser<'_, '_>, b: &mut OpBuild) -> PResult<()> {
    if p.peek() != Tok::AtIdent {
        // `constant 1.0 : f32` in a function body (`func` is the default dialect there) is
        // the older spelling of arith.constant.
        b.name = p.ctx.ident(crate::arith::CONSTANT);
        p.hints.seed = true;
        return crate::arith::parse_constant(p, b);
    }
    let name = p.parse_symbol_name()?;
    let a = p.ctx.symbol_ref_attr(&name);
    b.attr(p.ctx, "value", a);
    p.parse_optional_attr_dict(&mut b.attrs)?;
    let t = p.parse_colon_type()?;
    b.result_types.push(t);
    Ok(())
}

fn print_constant(p: &mut Printer<'_>, op: Op) {
    let ctx = p.ctx;
    p.w(" ");
    p.print_symbol_name(ctx.attr(op, "value").and_then(|a| ctx.attr_symbol(a)).unwrap_or(""));
    p.print_optional_attr_dict(op, &["value"]);
    p.w(" : ");
    if let Some(&r) = ctx.results(op).first() {
        p.print_type(ctx.value_type(r));
    }
}

fn verify_constant(v: &mut Verifier<'_>, op: Op) -> Result<(), Diagnostic> {
    let ctx = v.ctx;
    let Some(name) = ctx.attr(op, "value").and_then(|a| ctx.attr_symbol(a)) else {
        return Err(op_error(ctx, op, "requires attribute 'value'"));
    };
    let Some(f) = v.lookup_symbol(op, name).filter(|&f| ctx.is(f, FUNC)) else {
        return Err(op_error(ctx, op, format!("reference to undefined function '{name}'")));
    };
    let (ins, outs) = function_type_slices(ctx, f).unwrap_or_default();
    let matches = ctx.num_results(op) == 1
        && ctx.function_type_parts(ctx.value_type(ctx.result(op, 0))).is_some_and(|(i, o)| i == ins && o == outs);
    if !matches {
        return Err(op_error(ctx, op, "reference to function with mismatched type"));
    }
    Ok(())
}

fn parse_call_indirect(p: &mut Parser<'_, '_>, b: &mut OpBuild) -> PResult<()> {
    let f = p.parse_operand()?;
    p.expect(Tok::LParen, "'('")?;
    let args = p.parse_operand_list()?;
    p.expect(Tok::RParen, "')'")?;
    p.parse_optional_attr_dict(&mut b.attrs)?;
    p.expect(Tok::Colon, "':'")?;
    let at = p.offset();
    let fty = p.parse_type()?;
    let Some((ins, outs)) = p.ctx.function_type_parts(fty).map(|(i, o)| (i.to_vec(), o.to_vec())) else {
        return Err(p.error_at(at, "expected a function type"));
    };
    b.operands.push(p.resolve_operand(f, fty)?);
    let vals = p.resolve_operands(&args, &ins, at)?;
    b.operands.extend(vals);
    b.result_types = outs;
    Ok(())
}

fn print_call_indirect(p: &mut Printer<'_>, op: Op) {
    let ctx = p.ctx;
    let ops: Vec<Value> = ctx.operands(op).collect();
    let Some((&f, args)) = ops.split_first() else { return };
    p.w(" ");
    p.print_operand(f);
    p.w("(");
    p.print_operands(args);
    p.w(")");
    p.print_optional_attr_dict(op, &[]);
    p.w(" : ");
    p.print_type(ctx.value_type(f));
}

/// Parses `attr-dict [%a, %b : T, U]` (the shape of `return` and `scf.yield`).
pub(crate) fn parse_attrs_and_typed_operands(p: &mut Parser<'_, '_>, b: &mut OpBuild) -> PResult<()> {
    p.parse_optional_attr_dict(&mut b.attrs)?;
    let vals = p.parse_operand_list()?;
    if !vals.is_empty() {
        p.expect(Tok::Colon, "':'")?;
        let at = p.offset();
        let tys = p.parse_type_list_no_parens()?;
        b.operands = p.resolve_operands(&vals, &tys, at)?;
    }
    Ok(())
}

/// Prints `attr-dict [%a, %b : T, U]`.
pub(crate) fn print_attrs_and_typed_operands(p: &mut Printer<'_>, op: Op) {
    let ctx = p.ctx;
    p.print_optional_attr_dict(op, &[]);
    if ctx.num_operands(op) > 0 {
        p.w(" ");
        p.print_operand_iter(ctx.operands(op));
        p.w(" : ");
        p.print_type_iter(ctx.operand_types_iter(op));
    }
}

// ----------------------------------------------------------------------------------
// Verifiers
// ----------------------------------------------------------------------------------

fn verify_func(v: &mut Verifier<'_>, op: Op) -> Result<(), Diagnostic> {
    let ctx = v.ctx;
    let Some((inputs, _)) = function_type_slices(ctx, op) else {
        return Err(op_error(ctx, op, "requires attribute 'function_type'"));
    };
    if ctx.symbol_name(op).is_none() {
        return Err(op_error(ctx, op, "requires attribute 'sym_name'"));
    }
    if let Some(msg) = crate::function::check_declaration_visibility(ctx, op) {
        return Err(op_error(ctx, op, msg));
    }
    if let Some(msg) = crate::function::check_arg_attr_names(ctx, op) {
        return Err(op_error(ctx, op, msg));
    }
    let Some(entry) = ctx.regions(op).first().and_then(|&r| ctx.first_block(r)) else { return Ok(()) };
    let args = ctx.block_args(entry);
    if args.len() != inputs.len() {
        return Err(op_error(
            ctx,
            op,
            format!("entry block must have {} arguments to match function signature", inputs.len()),
        ));
    }
    for (i, (&a, &t)) in args.iter().zip(inputs).enumerate() {
        let at = ctx.value_type(a);
        if at != t {
            return Err(op_error(
                ctx,
                op,
                format!(
                    "type of entry block argument #{i}('{}') must match the type of the corresponding argument in function signature('{}')",
                    type_to_string(ctx, at),
                    type_to_string(ctx, t)
                ),
            ));
        }
    }
    Ok(())
}

fn quoted_types(ctx: &async_opt_ir::Context, ts: &[Type]) -> String {
    ts.iter().map(|&t| format!("'{}'", type_to_string(ctx, t))).collect::<Vec<_>>().join(", ")
}

fn verify_call(v: &mut Verifier<'_>, op: Op) -> Result<(), Diagnostic> {
    let ctx = v.ctx;
    let Some(name) = callee(ctx, op) else {
        return Err(op_error(ctx, op, "requires attribute 'callee'"));
    };
    let Some(f) = v.lookup_symbol(op, name).filter(|&f| ctx.is_known(f, Known::FuncFunc)) else {
        return Err(op_error(ctx, op, format!("'{name}' does not reference a valid function")));
    };
    let (ins, outs) = function_type_slices(ctx, f).unwrap_or_default();
    if ins.len() != ctx.num_operands(op) {
        return Err(op_error(ctx, op, "incorrect number of operands for callee"));
    }
    for (i, (a, &t)) in ctx.operands(op).zip(ins).enumerate() {
        let at = ctx.value_type(a);
        if at != t {
            return Err(op_error(
                ctx,
                op,
                format!(
                    "operand type mismatch: expected operand type '{}', but provided '{}' for operand number {i}",
                    type_to_string(ctx, t),
                    type_to_string(ctx, at)
                ),
            ));
        }
    }
    if outs.len() != ctx.num_results(op) {
        return Err(op_error(ctx, op, "incorrect number of results for callee"));
    }
    for (i, (r, &t)) in ctx.result_types_iter(op).zip(outs).enumerate() {
        if r != t {
            let results = ctx.result_types(op);
            let loc = ctx.loc(op);
            return Err(op_error(ctx, op, format!("result type mismatch at index {i}"))
                .with_note(loc, format!("      op result types: {}", quoted_types(ctx, &results)))
                .with_note(loc, format!("function result types: {}", quoted_types(ctx, outs))));
        }
    }
    Ok(())
}

fn verify_call_indirect(v: &mut Verifier<'_>, op: Op) -> Result<(), Diagnostic> {
    let ctx = v.ctx;
    if ctx.num_operands(op) == 0 {
        return Err(op_error(ctx, op, "requires a callee operand"));
    }
    let fty = ctx.value_type(ctx.operand(op, 0));
    let Some((ins, outs)) = ctx.function_type_parts(fty) else {
        return Err(op_error(ctx, op, "operand #0 must be function type"));
    };
    let args: Vec<Type> = ctx.operands(op).skip(1).map(|a| ctx.value_type(a)).collect();
    if args != ins || ctx.result_types(op) != outs {
        return Err(op_error(ctx, op, "callee type does not match the operand and result types"));
    }
    Ok(())
}

fn verify_return(v: &mut Verifier<'_>, op: Op) -> Result<(), Diagnostic> {
    let ctx = v.ctx;
    let Some(f) = ctx.parent_op(op).filter(|&f| ctx.is_known(f, Known::FuncFunc)) else {
        return Err(op_error(ctx, op, "expects parent op 'func.func'"));
    };
    let (_, results) = function_type_slices(ctx, f).unwrap_or_default();
    let name = ctx.symbol_name(f).unwrap_or("");
    let n = ctx.num_operands(op);
    if n != results.len() {
        return Err(op_error(
            ctx,
            op,
            format!("has {n} operands, but enclosing function (@{name}) returns {}", results.len()),
        ));
    }
    for (i, (a, &t)) in ctx.operands(op).zip(results).enumerate() {
        let at = ctx.value_type(a);
        if at != t {
            return Err(op_error(
                ctx,
                op,
                format!(
                    "type of return operand {i} ('{}') doesn't match function result type ('{}') in function @{name}",
                    type_to_string(ctx, at),
                    type_to_string(ctx, t)
                ),
            ));
        }
    }
    Ok(())
}
