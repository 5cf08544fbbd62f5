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
use crate::ods::{ANY_ATTR, ANY_TYPE, FLAT_SYMBOL_REF_ATTR, FUNCTION_TYPE_ATTR, STR_ATTR, SYMBOL_NAME_ATTR, UNIT_ATTR};
use async_opt_ir::{Block, Builder, Diagnostic, Op, Traits, Type, TypeConstraint, Value, Verifier};
use async_opt_text::{type_to_string, OperationState, PResult, Parser, Printer, Tok};

use crate::function::{
    function_like, function_type_slices, parse_colon_function_type, parse_function_like, print_function_like,
};
use crate::{op_error, Registrar};

pub(crate) fn register(r: &mut Registrar<'_>) {
    r.dialect("func");
    register_ops(r);
}

crate::ops! {
    /// `func.func @name(...) -> ...` with an empty body region (see [`func`]).
    FUNC: FuncOp = "func.func", fn func_op [function_like
        verify: verify_func,
        parse: parse_func,
        print: print_function_like,
        keyword: ["func", "func", FUNC],
        generic: ["builtin.func", "builtin.func", FUNC],
        attr_spellings: &[("function_type", "type")],
        default_dialect: "func",
    ]
    /// `func.call @callee(%operands) : (T) -> U` (see [`call`]).
    CALL: CallOp = "func.call", fn call_op(types) {
        operands: [operands: ANY_TYPE[*]],
        results: [results: ANY_TYPE[*]],
        attrs: [callee: FLAT_SYMBOL_REF_ATTR],
        opt_attrs: [arg_attrs: ANY_ATTR, res_attrs: ANY_ATTR, no_inline: UNIT_ATTR],
        verify: verify_call,
        format: "$callee `(` $operands `)` attr-dict `:` functional-type($operands, $results)",
        keyword: ["call", "call", CALL],
        generic: ["std.call", "std.call", CALL],
    }
    /// `func.call_indirect %callee(%operands) : (T) -> U`.
    CALL_INDIRECT: CallIndirectOp = "func.call_indirect", fn call_indirect(types) {
        operands: [callee: FUNCTION, callee_operands: ANY_TYPE[*]],
        results: [results: ANY_TYPE[*]],
        opt_attrs: [arg_attrs: ANY_ATTR, res_attrs: ANY_ATTR],
        verify: verify_call_indirect,
        parse: parse_call_indirect,
        print: print_call_indirect,
        keyword: ["call_indirect", "call_indirect", CALL_INDIRECT],
        generic: ["std.call_indirect", "std.call_indirect", CALL_INDIRECT],
    }
    /// `func.return %operands : types`.
    RETURN: ReturnOp = "func.return", fn return_ [return_like operands, verify_return,
        "attr-dict ($operands^ `:` type($operands))?";
        keyword: ["return", "return", RETURN], generic: ["std.return", "std.return", RETURN],]
}

/// `func.constant`, registered after arith so that the shared spellings (`constant`,
/// `std.constant`) reach arith.constant's parser first: it hands symbol values over to
/// this op (LLVM 14's std.constant took both).
pub(crate) fn register_constant(r: &mut Registrar<'_>) {
    register_constant_ops(r);
}

crate::ops! {
    @register_constant_ops;
    /// `func.constant @f : (T) -> U`.
    CONSTANT: ConstantOp = "func.constant", fn constant(type) {
        operands: [],
        results: [result: FUNCTION],
        attrs: [value: FLAT_SYMBOL_REF_ATTR],
        traits: Traits::PURE.union(Traits::CONSTANT_LIKE),
        verify: verify_constant,
        parse: parse_constant,
        print: print_constant,
        result_names: |ctx, op, _, set| set(ctx.result(op, 0), "f".into()),
        keyword: ["constant", "constant", CONSTANT],
        generic: ["std.constant", "std.constant", CONSTANT],
    }
}

/// `FunctionType`.
const FUNCTION: TypeConstraint =
    crate::ods::type_constraint("function type", |c, t| c.function_type_parts(t).is_some());

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
    // All attributes at once: each dictionary interned costs a hash and an allocation.
    let t = ctx.function_type(inputs, results);
    let (ty_name, ty) = (ctx.known_ident(Known::FunctionType), ctx.type_attr(t));
    let op = if private {
        let vis = ctx.known_ident(Known::SymVisibility);
        let pv = ctx.string_attr("private");
        ctx.create_op_parts(fname, b.loc, &[], &[], &[], 1, &[(ty_name, ty), (sym, sv), (vis, pv)])
    } else {
        ctx.create_op_parts(fname, b.loc, &[], &[], &[], 1, &[(ty_name, ty), (sym, sv)])
    };
    let op = b.insert(op);
    let region = b.ctx.region(op, 0);
    let entry = b.create_block(region, inputs);
    (op, entry)
}

/// `func.call @callee(args) : (...) -> (result_types)`.
pub fn call(b: &mut Builder<'_>, callee: &str, args: &[Value], result_types: &[Type]) -> Op {
    let a = b.ctx.symbol_ref_attr(callee);
    call_op(b, args, result_types, a)
}

/// The callee name of a `func.call`.
pub fn callee(ctx: &async_opt_ir::Context, call: Op) -> Option<&str> {
    ctx.attr_known(call, Known::Callee).and_then(|a| ctx.attr_symbol(a))
}

// ----------------------------------------------------------------------------------
// Syntax
// ----------------------------------------------------------------------------------

fn parse_func(p: &mut Parser<'_, '_>, b: &mut OperationState) -> PResult<()> {
    parse_function_like(p, b, true)
}

/// Writes `(T, U) -> V`.
pub(crate) fn print_functional_type(p: &mut Printer<'_>, inputs: &[Type], results: &[Type]) {
    p.w("(");
    p.print_type_list(inputs);
    p.w(") -> ");
    p.print_function_results(results);
}

/// `@f : (T) -> U` (after `func.constant`, or `constant` with a symbol value).
pub(crate) fn parse_constant(p: &mut Parser<'_, '_>, b: &mut OperationState) -> PResult<()> {
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
    let Some(name) = ctx.attr(op, "value").and_then(|a| ctx.attr_symbol(a)) else { return Ok(()) };
    let Some(f) = v.lookup_symbol(op, name).filter(|&f| ctx.is_known(f, Known::FuncFunc)) else {
        bail!(ctx, op, "reference to undefined function '{name}'");
    };
    let (ins, outs) = function_type_slices(ctx, f).unwrap_or_default();
    let matches = ctx.num_results(op) == 1
        && ctx.function_type_parts(ctx.value_type(ctx.result(op, 0))).is_some_and(|(i, o)| i == ins && o == outs);
    if !matches {
        bail!(ctx, op, "reference to function with mismatched type");
    }
    Ok(())
}

fn parse_call_indirect(p: &mut Parser<'_, '_>, b: &mut OperationState) -> PResult<()> {
    let f = p.parse_operand()?;
    p.expect(Tok::LParen, "'('")?;
    let args = p.parse_operand_list()?;
    p.expect(Tok::RParen, "')'")?;
    p.parse_optional_attr_dict(&mut b.attrs)?;
    let (at, fty, ins, outs) = parse_colon_function_type(p)?;
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

// ----------------------------------------------------------------------------------
// Verifiers
// ----------------------------------------------------------------------------------

fn verify_func(v: &mut Verifier<'_>, op: Op) -> Result<(), Diagnostic> {
    let ctx = v.ctx;
    let Some((inputs, _)) = function_type_slices(ctx, op) else { return Ok(()) };
    if let Some(msg) = crate::function::check_declaration_visibility(ctx, op) {
        return Err(op_error(ctx, op, msg));
    }
    if let Some(msg) = crate::function::check_arg_attr_names(ctx, op) {
        return Err(op_error(ctx, op, msg));
    }
    let Some(entry) = ctx.regions(op).first().and_then(|&r| ctx.first_block(r)) else { return Ok(()) };
    let args = ctx.block_args(entry);
    if args.len() != inputs.len() {
        bail!(ctx, op, "entry block must have {} arguments to match function signature", inputs.len());
    }
    for (i, (&a, &t)) in args.iter().zip(inputs).enumerate() {
        let at = ctx.value_type(a);
        if at != t {
            bail!(ctx, op, "type of entry block argument #{i}('{}') must match the type of the corresponding argument in function signature('{}')",
                    type_to_string(ctx, at),
                    type_to_string(ctx, t));
        }
    }
    Ok(())
}

fn quoted_types(ctx: &async_opt_ir::Context, ts: &[Type]) -> String {
    ts.iter().map(|&t| format!("'{}'", type_to_string(ctx, t))).collect::<Vec<_>>().join(", ")
}

fn verify_call(v: &mut Verifier<'_>, op: Op) -> Result<(), Diagnostic> {
    let ctx = v.ctx;
    let Some(name) = callee(ctx, op) else { return Ok(()) };
    let Some(f) = v.lookup_symbol(op, name).filter(|&f| ctx.is_known(f, Known::FuncFunc)) else {
        bail!(ctx, op, "'{name}' does not reference a valid function");
    };
    let (ins, outs) = function_type_slices(ctx, f).unwrap_or_default();
    if ins.len() != ctx.num_operands(op) {
        bail!(ctx, op, "incorrect number of operands for callee");
    }
    if let Some((i, expected, got)) = first_type_mismatch(ctx, op, ins) {
        bail!(
            ctx,
            op,
            "operand type mismatch: expected operand type '{expected}', but provided '{got}' for operand number {i}"
        );
    }
    if outs.len() != ctx.num_results(op) {
        bail!(ctx, op, "incorrect number of results for callee");
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
    let fty = ctx.value_type(ctx.operand(op, 0));
    let Some((ins, outs)) = ctx.function_type_parts(fty) else { return Ok(()) };
    let args: Vec<Type> = ctx.operands(op).skip(1).map(|a| ctx.value_type(a)).collect();
    if args != ins || ctx.result_types(op) != outs {
        bail!(ctx, op, "callee type does not match the operand and result types");
    }
    Ok(())
}

fn verify_return(v: &mut Verifier<'_>, op: Op) -> Result<(), Diagnostic> {
    let ctx = v.ctx;
    let Some(f) = ctx.parent_op(op).filter(|&f| ctx.is_known(f, Known::FuncFunc)) else {
        bail!(ctx, op, "expects parent op 'func.func'");
    };
    let (_, results) = function_type_slices(ctx, f).unwrap_or_default();
    // Named only in the errors.
    let name = || ctx.symbol_name(f).unwrap_or("");
    let n = ctx.num_operands(op);
    if n != results.len() {
        bail!(ctx, op, "has {n} operands, but enclosing function (@{}) returns {}", name(), results.len());
    }
    if let Some((i, expected, got)) = first_type_mismatch(ctx, op, results) {
        let name = name();
        // Worded without the op's name, as MLIR's `emitError` does.
        return Err(async_opt_ir::Diagnostic::error(
            ctx.loc(op),
            format!("type of return operand {i} ('{got}') doesn't match function result type ('{expected}') in function @{name}"),
        )
        .on_op(op));
    }
    Ok(())
}

/// The first operand of `op` whose type is not the one `types` gives it: its index, the
/// type expected and the type it has, as text.
fn first_type_mismatch(ctx: &async_opt_ir::Context, op: Op, types: &[Type]) -> Option<(usize, String, String)> {
    let (i, (a, &t)) = ctx.operands(op).zip(types).enumerate().find(|(_, (a, &t))| ctx.value_type(*a) != t)?;
    Some((i, type_to_string(ctx, t), type_to_string(ctx, ctx.value_type(a))))
}
