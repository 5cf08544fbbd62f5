//! The async dialect: its six types, the high-level ops (`async.execute`, `async.await`,
//! groups, `async.func`/`async.call`/`async.return`) and the runtime and coroutine ops
//! the lowering produces (`async.runtime.*`, `async.coro.*`).
//!
//! ```mlir
//! %token, %results = async.execute [%dep] (%v as %x: !async.value<f32>) -> !async.value<f32> {
//!   async.yield %x : f32
//! }
//! %r = async.await %results : !async.value<f32>
//! ```

use crate::names::Known;
use async_opt_ir::{Block, Context, Op, Traits, Type, TypeKind, Value};
use async_opt_text::{Argument, Generation, OpBuild, OpSyntax, PResult, Parser, Printer, Tok, UnresolvedOperand};

use crate::{op_error, Registrar};

pub const EXECUTE: &str = "async.execute";
pub const YIELD: &str = "async.yield";
pub const AWAIT: &str = "async.await";
pub const AWAIT_ALL: &str = "async.await_all";
pub const CREATE_GROUP: &str = "async.create_group";
pub const ADD_TO_GROUP: &str = "async.add_to_group";
pub const FUNC: &str = "async.func";
pub const CALL: &str = "async.call";
pub const RETURN: &str = "async.return";
pub const RUNTIME_CREATE: &str = "async.runtime.create";
pub const RUNTIME_CREATE_GROUP: &str = "async.runtime.create_group";
pub const RUNTIME_SET_AVAILABLE: &str = "async.runtime.set_available";
pub const RUNTIME_SET_ERROR: &str = "async.runtime.set_error";
pub const RUNTIME_IS_ERROR: &str = "async.runtime.is_error";
pub const RUNTIME_AWAIT: &str = "async.runtime.await";
pub const RUNTIME_AWAIT_AND_RESUME: &str = "async.runtime.await_and_resume";
pub const RUNTIME_RESUME: &str = "async.runtime.resume";
pub const RUNTIME_STORE: &str = "async.runtime.store";
pub const RUNTIME_LOAD: &str = "async.runtime.load";
pub const RUNTIME_ADD_TO_GROUP: &str = "async.runtime.add_to_group";
pub const RUNTIME_ADD_REF: &str = "async.runtime.add_ref";
pub const RUNTIME_DROP_REF: &str = "async.runtime.drop_ref";
pub const RUNTIME_NUM_WORKER_THREADS: &str = "async.runtime.num_worker_threads";
pub const CORO_ID: &str = "async.coro.id";
pub const CORO_BEGIN: &str = "async.coro.begin";
pub const CORO_FREE: &str = "async.coro.free";
pub const CORO_END: &str = "async.coro.end";
pub const CORO_SAVE: &str = "async.coro.save";
pub const CORO_SUSPEND: &str = "async.coro.suspend";

/// Functions and callers marked with this unit attribute keep blocking awaits under
/// `eliminate-blocking-await-ops`.
pub const ALLOWED_TO_BLOCK: &str = "async.allowed_to_block";

// ----------------------------------------------------------------------------------
// Types
// ----------------------------------------------------------------------------------

/// `!async.name<params>`, found without allocating when it exists.
fn async_type(ctx: &mut Context, name: Known, params: &[Type]) -> Type {
    let d = ctx.known_ident(Known::Async);
    let n = ctx.known_ident(name);
    ctx.intern_dialect_type(d, n, params)
}
pub fn token_type(ctx: &mut Context) -> Type {
    async_type(ctx, Known::Token, &[])
}
pub fn value_type(ctx: &mut Context, element: Type) -> Type {
    async_type(ctx, Known::Value, &[element])
}
pub fn group_type(ctx: &mut Context) -> Type {
    async_type(ctx, Known::Group, &[])
}
pub fn coro_id_type(ctx: &mut Context) -> Type {
    async_type(ctx, Known::CoroId, &[])
}
pub fn coro_handle_type(ctx: &mut Context) -> Type {
    async_type(ctx, Known::CoroHandle, &[])
}
pub fn coro_state_type(ctx: &mut Context) -> Type {
    async_type(ctx, Known::CoroState, &[])
}
pub fn is_token(ctx: &Context, t: Type) -> bool {
    ctx.is_known_dialect_type(t, Known::Async, Known::Token)
}
pub fn is_group(ctx: &Context, t: Type) -> bool {
    ctx.is_known_dialect_type(t, Known::Async, Known::Group)
}
/// The `T` of `!async.value<T>`.
pub fn value_element(ctx: &Context, t: Type) -> Option<Type> {
    if ctx.is_known_dialect_type(t, Known::Async, Known::Value) {
        ctx.type_params(t).first().copied()
    } else {
        None
    }
}
/// Token, value or group: what can be awaited, errored, or reference counted.
pub fn is_async_type(ctx: &Context, t: Type) -> bool {
    match ctx.type_kind(t) {
        TypeKind::Dialect { dialect, name, .. } => {
            Some(*dialect) == ctx.known(Known::Async)
                && [Known::Token, Known::Value, Known::Group].iter().any(|&k| Some(*name) == ctx.known(k))
        }
        _ => false,
    }
}

// ----------------------------------------------------------------------------------
// Registration
// ----------------------------------------------------------------------------------

pub(crate) fn register(r: &mut Registrar<'_>) {
    r.dialect("async");
    for (m, n) in [("token", 0), ("value", 1), ("group", 0), ("coro.id", 0), ("coro.handle", 0), ("coro.state", 0)] {
        r.syntax.add_dialect_type("async", m, n);
    }
    let plain = |name: &'static str| OpSyntax {
        parse: Some(parse_simple),
        print: Some(SIMPLE_PRINT[simple_index(name)]),
        ..OpSyntax::uniform(name)
    };
    let none = Traits::NONE;
    r.op(
        OpSyntax {
            parse: Some(parse_execute),
            print: Some(print_execute),
            result_names: Some(execute_result_names),
            inherent_attrs: &["operandSegmentSizes"],
            ..OpSyntax::uniform(EXECUTE)
        },
        Traits::SINGLE_BLOCK,
        Some(verify_execute),
        None,
    );
    r.op(
        OpSyntax { parse: Some(parse_return_like), print: Some(print_return_like), ..OpSyntax::uniform(YIELD) },
        Traits::TERMINATOR | Traits::RETURN_LIKE,
        Some(verify_yield),
        None,
    );
    r.op(
        OpSyntax { parse: Some(parse_await), print: Some(print_await), ..OpSyntax::uniform(AWAIT) },
        none,
        Some(verify_await),
        None,
    );
    r.op(plain(AWAIT_ALL), none, None, None);
    r.op(
        OpSyntax { parse: Some(parse_size_group), print: Some(print_size_group), ..OpSyntax::uniform(CREATE_GROUP) },
        none,
        None,
        None,
    );
    r.op(
        OpSyntax {
            parse: Some(parse_add_to_group),
            print: Some(print_add_to_group),
            ..OpSyntax::uniform(ADD_TO_GROUP)
        },
        none,
        None,
        None,
    );
    r.op(
        OpSyntax {
            parse: Some(parse_func),
            print: Some(crate::function::print_function_like),
            default_dialect: Some("async"),
            inherent_attrs: crate::function::SIGNATURE_ATTRS,
            ..OpSyntax::uniform(FUNC)
        },
        Traits::ISOLATED_FROM_ABOVE | Traits::SYMBOL,
        Some(verify_func),
        None,
    );
    r.op(
        OpSyntax {
            parse: Some(parse_call),
            print: Some(print_call),
            inherent_attrs: &["callee"],
            ..OpSyntax::uniform(CALL)
        },
        none,
        Some(verify_call),
        None,
    );
    r.op(
        OpSyntax { parse: Some(parse_return_like), print: Some(print_return_like), ..OpSyntax::uniform(RETURN) },
        Traits::TERMINATOR | Traits::RETURN_LIKE,
        Some(verify_return),
        None,
    );
    // `async.await_all` is registered above, with the awaits.
    for name in SIMPLE_OPS.into_iter().filter(|&n| n != AWAIT_ALL) {
        let inherent: &'static [&'static str] =
            if name == RUNTIME_ADD_REF || name == RUNTIME_DROP_REF { &["count"] } else { &[] };
        r.op(OpSyntax { inherent_attrs: inherent, ..plain(name) }, none, Some(SIMPLE_VERIFY[simple_index(name)]), None);
    }
    r.op(
        OpSyntax {
            parse: Some(parse_size_group),
            print: Some(print_size_group),
            ..OpSyntax::uniform(RUNTIME_CREATE_GROUP)
        },
        none,
        None,
        None,
    );
    r.op(
        OpSyntax { parse: Some(parse_suspend), print: Some(print_suspend), ..OpSyntax::uniform(CORO_SUSPEND) },
        Traits::TERMINATOR,
        None,
        Some(|_, _, _| 0..0),
    );
}

// ----------------------------------------------------------------------------------
// The simple ops: one table of operand kinds and type rules
// ----------------------------------------------------------------------------------

/// What an operand of a simple op is.
#[derive(Copy, Clone, PartialEq)]
enum Operand {
    /// The async object whose type the op spells after `:`.
    Typed,
    /// The element stored into the `Typed` value (`runtime.store`).
    Element,
    Handle,
    Id,
    Group,
}

/// The ops with the simple form. Each gets its own instance of the printer and verifier,
/// with its name (and so its shape) known at compile time rather than matched per op.
const SIMPLE_OPS: [&str; 19] = [
    RUNTIME_CREATE,
    RUNTIME_SET_AVAILABLE,
    RUNTIME_SET_ERROR,
    RUNTIME_IS_ERROR,
    RUNTIME_AWAIT,
    RUNTIME_AWAIT_AND_RESUME,
    RUNTIME_RESUME,
    RUNTIME_STORE,
    RUNTIME_LOAD,
    RUNTIME_ADD_TO_GROUP,
    RUNTIME_ADD_REF,
    RUNTIME_DROP_REF,
    RUNTIME_NUM_WORKER_THREADS,
    CORO_ID,
    CORO_BEGIN,
    CORO_FREE,
    CORO_END,
    CORO_SAVE,
    AWAIT_ALL,
];

macro_rules! per_simple_op {
    ($f:ident) => {
        [
            $f::<0>, $f::<1>, $f::<2>, $f::<3>, $f::<4>, $f::<5>, $f::<6>, $f::<7>, $f::<8>, $f::<9>, $f::<10>,
            $f::<11>, $f::<12>, $f::<13>, $f::<14>, $f::<15>, $f::<16>, $f::<17>, $f::<18>,
        ]
    };
}

const SIMPLE_PRINT: [async_opt_text::PrintFn; 19] = per_simple_op!(print_simple_op);
const SIMPLE_VERIFY: [async_opt_ir::VerifyFn; 19] = per_simple_op!(verify_simple_op);

fn simple_index(name: &str) -> usize {
    SIMPLE_OPS.iter().position(|&n| n == name).expect("a simple op")
}

fn print_simple_op<const K: usize>(p: &mut Printer<'_>, op: Op) {
    print_simple(p, op, SIMPLE_OPS[K])
}

fn verify_simple_op<const K: usize>(v: &mut async_opt_ir::Verifier<'_>, op: Op) -> async_opt_ir::DiagResult {
    verify_runtime(v, op, SIMPLE_OPS[K])
}

/// Operands, whether the op spells `: type`, and the result.
#[inline(always)]
fn simple_shape(name: &str) -> (&'static [Operand], bool, SimpleResult) {
    use Operand::*;
    match name {
        RUNTIME_CREATE => (&[], true, SimpleResult::TypeAfterColon),
        RUNTIME_NUM_WORKER_THREADS => (&[], true, SimpleResult::TypeAfterColon),
        RUNTIME_SET_AVAILABLE | RUNTIME_SET_ERROR | RUNTIME_AWAIT | RUNTIME_ADD_REF | RUNTIME_DROP_REF => {
            (&[Typed], true, SimpleResult::None)
        }
        RUNTIME_IS_ERROR => (&[Typed], true, SimpleResult::I1),
        RUNTIME_AWAIT_AND_RESUME => (&[Typed, Handle], true, SimpleResult::None),
        RUNTIME_STORE => (&[Element, Typed], true, SimpleResult::None),
        RUNTIME_LOAD => (&[Typed], true, SimpleResult::Element),
        RUNTIME_ADD_TO_GROUP => (&[Typed, Group], true, SimpleResult::Index),
        RUNTIME_RESUME => (&[Handle], false, SimpleResult::None),
        AWAIT_ALL => (&[Group], false, SimpleResult::None),
        CORO_ID => (&[], false, SimpleResult::CoroId),
        CORO_BEGIN => (&[Id], false, SimpleResult::CoroHandle),
        CORO_FREE => (&[Id, Handle], false, SimpleResult::None),
        CORO_END => (&[Handle], false, SimpleResult::None),
        CORO_SAVE => (&[Handle], false, SimpleResult::CoroState),
        _ => (&[], false, SimpleResult::None),
    }
}

#[derive(Copy, Clone)]
enum SimpleResult {
    None,
    TypeAfterColon,
    I1,
    Index,
    Element,
    CoroId,
    CoroHandle,
    CoroState,
}

/// `op %a, %b attr-dict : T` (or without `: T` for ops whose operand types are fixed).
fn parse_simple(p: &mut Parser<'_, '_>, b: &mut OpBuild) -> PResult<()> {
    let name = p.ctx.str(b.name).to_owned();
    let (kinds, typed, result) = simple_shape(&name);
    let mut ops: Vec<UnresolvedOperand<'_>> = Vec::with_capacity(kinds.len());
    for i in 0..kinds.len() {
        if i > 0 {
            p.expect(Tok::Comma, "','")?;
        }
        ops.push(p.parse_operand()?);
    }
    p.parse_optional_attr_dict(&mut b.attrs)?;
    let ty_off = p.offset();
    let ty = if typed { Some(parse_async_type(p)?) } else { None };
    for (u, kind) in ops.into_iter().zip(kinds) {
        let t = match kind {
            Operand::Typed => ty.expect("typed op has a type"),
            Operand::Element => match ty.and_then(|t| value_element(p.ctx, t)) {
                Some(e) => e,
                None => return Err(p.error_at(ty_off, "expected !async.value type")),
            },
            Operand::Handle => coro_handle_type(p.ctx),
            Operand::Id => coro_id_type(p.ctx),
            Operand::Group => group_type(p.ctx),
        };
        let v = p.resolve_operand(u, t)?;
        b.operands.push(v);
    }
    let rt = match result {
        SimpleResult::None => None,
        SimpleResult::TypeAfterColon => ty,
        SimpleResult::I1 => Some(p.ctx.i1_type()),
        SimpleResult::Index => Some(p.ctx.index_type()),
        SimpleResult::Element => match ty.and_then(|t| value_element(p.ctx, t)) {
            Some(e) => Some(e),
            None => return Err(p.error_at(ty_off, "expected !async.value type")),
        },
        SimpleResult::CoroId => Some(coro_id_type(p.ctx)),
        SimpleResult::CoroHandle => Some(coro_handle_type(p.ctx)),
        SimpleResult::CoroState => Some(coro_state_type(p.ctx)),
    };
    b.result_types.extend(rt);
    Ok(())
}

/// `: T` where `T` may also be written `<f32>` for `!async.value<f32>` (as mlir-opt prints
/// `runtime.store` and `runtime.load`).
fn parse_async_type(p: &mut Parser<'_, '_>) -> PResult<Type> {
    p.expect(Tok::Colon, "':'")?;
    if p.consume_if(Tok::Less) {
        let e = p.parse_type()?;
        p.expect(Tok::Greater, "'>'")?;
        return Ok(value_type(p.ctx, e));
    }
    p.parse_type()
}

/// Prints simple op `name` (the op's own name, known to the caller).
#[inline(always)]
fn print_simple(p: &mut Printer<'_>, op: Op, name: &'static str) {
    let ctx = p.ctx;
    debug_assert_eq!(ctx.op_name_str(op), name);
    let (kinds, typed, result) = simple_shape(name);
    if ctx.num_operands(op) > 0 {
        p.w(" ");
        for (i, v) in ctx.operands(op).enumerate() {
            if i > 0 {
                p.w(", ");
            }
            p.print_operand(v);
        }
    }
    p.print_optional_attr_dict(op, &[]);
    if typed {
        let t = match kinds.iter().position(|k| *k == Operand::Typed) {
            Some(i) => ctx.value_type(ctx.operand(op, i)),
            None => match result {
                SimpleResult::TypeAfterColon => ctx.value_type(ctx.result(op, 0)),
                _ => return,
            },
        };
        p.w(" : ");
        // `store` and `load` declare their storage as `!async.value`, so mlir-opt prints the
        // type without its dialect prefix (`<f32>`); the seed test spells it in full.
        let stripped = (name == RUNTIME_STORE || name == RUNTIME_LOAD) && p.generation() != Generation::Seed;
        match value_element(ctx, t) {
            Some(e) if stripped => {
                p.w("<");
                p.print_type(e);
                p.w(">");
            }
            _ => p.print_type(t),
        }
    }
}

// ----------------------------------------------------------------------------------
// Groups and await
// ----------------------------------------------------------------------------------

/// `%size : !async.group attr-dict` (create_group and runtime.create_group).
fn parse_size_group(p: &mut Parser<'_, '_>, b: &mut OpBuild) -> PResult<()> {
    let u = p.parse_operand()?;
    let ty = p.parse_colon_type()?;
    p.parse_optional_attr_dict(&mut b.attrs)?;
    let idx = p.ctx.index_type();
    b.operands.push(p.resolve_operand(u, idx)?);
    b.result_types.push(ty);
    Ok(())
}

fn print_size_group(p: &mut Printer<'_>, op: Op) {
    p.w(" ");
    p.print_operand(p.ctx.operand(op, 0));
    p.w(" : ");
    p.print_type(p.ctx.value_type(p.ctx.result(op, 0)));
    p.print_optional_attr_dict(op, &[]);
}

/// `%x, %group : T attr-dict` → index.
fn parse_add_to_group(p: &mut Parser<'_, '_>, b: &mut OpBuild) -> PResult<()> {
    let x = p.parse_operand()?;
    p.expect(Tok::Comma, "','")?;
    let g = p.parse_operand()?;
    let ty = p.parse_colon_type()?;
    p.parse_optional_attr_dict(&mut b.attrs)?;
    let gt = group_type(p.ctx);
    b.operands.push(p.resolve_operand(x, ty)?);
    b.operands.push(p.resolve_operand(g, gt)?);
    b.result_types.push(p.ctx.index_type());
    Ok(())
}

fn print_add_to_group(p: &mut Printer<'_>, op: Op) {
    let ctx = p.ctx;
    p.w(" ");
    p.print_operands(&[ctx.operand(op, 0), ctx.operand(op, 1)]);
    p.w(" : ");
    p.print_type(ctx.value_type(ctx.operand(op, 0)));
    p.print_optional_attr_dict(op, &[]);
}

/// `%x : !async.token` or `%x : !async.value<T>` (result `T`).
fn parse_await(p: &mut Parser<'_, '_>, b: &mut OpBuild) -> PResult<()> {
    let u = p.parse_operand()?;
    let ty = p.parse_colon_type()?;
    p.parse_optional_attr_dict(&mut b.attrs)?;
    b.operands.push(p.resolve_operand(u, ty)?);
    if let Some(e) = value_element(p.ctx, ty) {
        b.result_types.push(e);
    }
    Ok(())
}

fn print_await(p: &mut Printer<'_>, op: Op) {
    let v = p.ctx.operand(op, 0);
    p.w(" ");
    p.print_operand(v);
    p.w(" : ");
    p.print_type(p.ctx.value_type(v));
    p.print_optional_attr_dict(op, &[]);
}

fn verify_await(v: &mut async_opt_ir::Verifier<'_>, op: Op) -> async_opt_ir::DiagResult {
    let ctx = v.ctx;
    let t = ctx.value_type(ctx.operand(op, 0));
    match value_element(ctx, t) {
        Some(e) if ctx.num_results(op) == 1 && ctx.value_type(ctx.result(op, 0)) == e => Ok(()),
        Some(_) => Err(op_error(ctx, op, "result type must match the awaited value's element type")),
        None if is_token(ctx, t) && ctx.num_results(op) == 0 => Ok(()),
        None if is_token(ctx, t) => Err(op_error(ctx, op, "awaiting a token has no result")),
        None => Err(op_error(ctx, op, "operand must be an async token or value")),
    }
}

// ----------------------------------------------------------------------------------
// yield / return
// ----------------------------------------------------------------------------------

/// `(%a, %b : T, U)? attr-dict`.
fn parse_return_like(p: &mut Parser<'_, '_>, b: &mut OpBuild) -> PResult<()> {
    let ops = p.parse_operand_list()?;
    if !ops.is_empty() {
        let at = p.offset();
        let tys = p.parse_colon_type_list()?;
        b.operands = p.resolve_operands(&ops, &tys, at)?;
    }
    p.parse_optional_attr_dict(&mut b.attrs)
}

fn print_return_like(p: &mut Printer<'_>, op: Op) {
    let ctx = p.ctx;
    let vals: Vec<Value> = ctx.operands(op).collect();
    if !vals.is_empty() {
        p.w(" ");
        p.print_operands(&vals);
        p.w(" : ");
        let tys: Vec<Type> = ctx.operand_types(op);
        p.print_type_list(&tys);
    }
    p.print_optional_attr_dict(op, &[]);
}

fn verify_yield(v: &mut async_opt_ir::Verifier<'_>, op: Op) -> async_opt_ir::DiagResult {
    let ctx = v.ctx;
    let Some(parent) = ctx.parent_op(op).filter(|&p| ctx.is(p, EXECUTE)) else {
        return Err(op_error(ctx, op, "expects parent op 'async.execute'"));
    };
    if async_opt_text::input_generation(ctx) == Generation::V22 {
        // Checked at the execute, as a region branch edge (see `verify_execute`).
        return Ok(());
    }
    let expected = ctx.results(parent)[1..].iter().filter_map(|&r| value_element(ctx, ctx.value_type(r)));
    if !ctx.operand_types_iter(op).eq(expected) {
        return Err(op_error(ctx, op, "operand types do not match the types returned from the parent ExecuteOp"));
    }
    Ok(())
}

fn verify_return(v: &mut async_opt_ir::Verifier<'_>, op: Op) -> async_opt_ir::DiagResult {
    let ctx = v.ctx;
    let Some(func) = ctx.parent_op(op).filter(|&p| ctx.is_known(p, Known::AsyncFunc)) else {
        return Err(op_error(ctx, op, "expects parent op 'async.func'"));
    };
    let (_, results) = crate::function::function_type_slices(ctx, func).unwrap_or_default();
    let expected = results.iter().filter_map(|&t| value_element(ctx, t));
    if !ctx.operand_types_iter(op).eq(expected) {
        return Err(op_error(ctx, op, "operand types do not match the types returned from the parent FuncOp"));
    }
    Ok(())
}

// ----------------------------------------------------------------------------------
// execute
// ----------------------------------------------------------------------------------

/// Number of dependency tokens of an `async.execute` (the rest of its operands are values).
pub fn execute_num_dependencies(ctx: &Context, op: Op) -> usize {
    let Some(a) = ctx.attr_known(op, Known::OperandSegmentSizes) else { return 0 };
    match ctx.attr_kind(a) {
        // The canonical form, read in place.
        async_opt_ir::AttrKind::DenseArray { values, .. } => values.first().map(|&n| n as usize).unwrap_or(0),
        _ => ctx.attr_i64_array(a).and_then(|v| v.first().copied()).map(|n| n as usize).unwrap_or(0),
    }
}

/// `[%deps] (%v as %x: !async.value<T>, ...) -> (!async.value<U>, ...) attributes {...} { body }`.
fn parse_execute<'s>(p: &mut Parser<'s, '_>, b: &mut OpBuild) -> PResult<()> {
    let token = token_type(p.ctx);
    let mut deps = Vec::new();
    if p.consume_if(Tok::LSquare) {
        let list = p.parse_operand_list()?;
        p.expect(Tok::RSquare, "']'")?;
        deps = p.resolve_operands_same(&list, token)?;
    }
    let mut values = Vec::new();
    let mut args: Vec<Argument<'s>> = Vec::new();
    if p.consume_if(Tok::LParen) {
        if !p.consume_if(Tok::RParen) {
            loop {
                let v = p.parse_operand()?;
                p.parse_keyword("as")?;
                let arg = p.parse_operand()?;
                p.expect(Tok::Colon, "':'")?;
                let ty_off = p.offset();
                let ty = p.parse_type()?;
                let Some(elem) = value_element(p.ctx, ty) else {
                    return Err(p.error_at(ty_off, "expected !async.value type for execute operand"));
                };
                values.push(p.resolve_operand(v, ty)?);
                let loc = Some(p.loc_at(arg.offset));
                args.push(Argument { name: arg, ty: elem, attrs: None, loc });
                if !p.consume_if(Tok::Comma) {
                    break;
                }
            }
            p.expect(Tok::RParen, "')'")?;
        }
    }
    b.result_types.push(token);
    if p.consume_if(Tok::Arrow) {
        let results = p.parse_function_result_types()?;
        b.result_types.extend(results);
    }
    p.parse_optional_attr_dict_with_keyword(&mut b.attrs)?;
    // Unlike builders, the custom form adds no implicit `async.yield` (as in MLIR).
    let region = p.parse_region(&args, false)?;
    let sizes = segment_sizes(p.ctx, &[deps.len(), values.len()]);
    b.attr(p.ctx, "operandSegmentSizes", sizes);
    b.operands.extend(deps);
    b.operands.extend(values);
    b.regions.push(region);
    Ok(())
}

/// `array<i32: a, b, ...>`: the canonical form of operand segment sizes.
pub fn segment_sizes(ctx: &mut Context, sizes: &[usize]) -> async_opt_ir::Attr {
    let i32t = ctx.integer_type(32);
    let values: Vec<i64> = sizes.iter().map(|&n| n as i64).collect();
    ctx.intern_dense_array(i32t, &values)
}

fn print_execute(p: &mut Printer<'_>, op: Op) {
    let ctx = p.ctx;
    let ndeps = execute_num_dependencies(ctx, op);
    let operands: Vec<Value> = ctx.operands(op).collect();
    if ndeps > 0 {
        p.w(" [");
        p.print_operands(&operands[..ndeps]);
        p.w("]");
    }
    let entry: Option<Block> = ctx.entry_block(op, 0);
    if operands.len() > ndeps {
        p.w(" (");
        for (i, &v) in operands[ndeps..].iter().enumerate() {
            if i > 0 {
                p.w(", ");
            }
            p.print_operand(v);
            p.w(" as ");
            if let Some(arg) = entry.and_then(|b| ctx.block_args(b).get(i).copied()) {
                p.print_operand(arg);
            }
            p.w(": ");
            p.print_type(ctx.value_type(v));
        }
        p.w(")");
    }
    let results: Vec<Type> = ctx.result_types(op)[1..].to_vec();
    if !results.is_empty() {
        p.w(" -> ");
        p.print_function_results(&results);
    }
    p.print_optional_attr_dict_with_keyword(op, &["operandSegmentSizes"]);
    p.w(" ");
    p.print_region(ctx.region(op, 0), false, false);
}

/// `%token, %results` (LLVM 14) or `%token, %bodyResults` (LLVM 22).
fn execute_result_names(ctx: &Context, op: Op, g: Generation, set: &mut dyn FnMut(Value, String)) {
    set(ctx.result(op, 0), "token".into());
    if ctx.num_results(op) > 1 {
        set(ctx.result(op, 1), if g == Generation::V22 { "bodyResults" } else { "results" }.into());
    }
}

fn verify_execute(v: &mut async_opt_ir::Verifier<'_>, op: Op) -> async_opt_ir::DiagResult {
    let ctx = v.ctx;
    let results = ctx.results(op);
    if results.is_empty() || !is_token(ctx, ctx.value_type(results[0])) {
        return Err(op_error(ctx, op, "first result must be an !async.token"));
    }
    if results[1..].iter().any(|&r| value_element(ctx, ctx.value_type(r)).is_none()) {
        return Err(op_error(ctx, op, "results after the token must be !async.value types"));
    }
    let ndeps = execute_num_dependencies(ctx, op);
    let operands: Vec<Value> = ctx.operands(op).collect();
    if ndeps > operands.len() {
        return Err(op_error(ctx, op, "operand segment sizes do not match the operands"));
    }
    if operands[..ndeps].iter().any(|&d| !is_token(ctx, ctx.value_type(d))) {
        return Err(op_error(ctx, op, "dependencies must be !async.token values"));
    }
    let body = ctx.region(op, 0);
    let Some(entry) = ctx.first_block(body).filter(|&b| ctx.next_block(b).is_none()) else {
        return Err(op_error(ctx, op, "region #0 ('body') failed to verify constraint: region with 1 blocks"));
    };
    let args = ctx.block_args(entry);
    if args.len() != operands.len() - ndeps {
        return Err(op_error(ctx, op, "body must have one argument per value operand"));
    }
    for (&operand, &arg) in operands[ndeps..].iter().zip(args) {
        if value_element(ctx, ctx.value_type(operand)) != Some(ctx.value_type(arg)) {
            return Err(op_error(ctx, op, "body argument types must match the unwrapped operand types"));
        }
    }
    match ctx.last_op(entry) {
        Some(t) if ctx.is_known(t, Known::AsyncYield) => {}
        Some(t) => {
            return Err(op_error(
                ctx,
                op,
                format!("expects regions to end with 'async.yield', found '{}'", ctx.op_name_str(t)),
            )
            .with_note(ctx.loc(op), "in custom textual format, the absence of terminator implies 'async.yield'"));
        }
        None => return Err(op_error(ctx, op, "expects a non-empty block")),
    }
    if async_opt_text::input_generation(ctx) == Generation::V22 {
        // LLVM 22 checks the yield against the results as a region branch edge, at the execute.
        let yield_op = ctx.last_op(entry).expect("checked above");
        let inputs: Vec<Type> = ctx.results(op)[1..].iter().map(|&r| ctx.value_type(r)).collect();
        let operands = ctx.operand_types(yield_op);
        let edge = "along control flow edge from Operation async.yield to parent";
        let note = ctx.loc(yield_op);
        if operands.len() != inputs.len() {
            return Err(op_error(
                ctx,
                op,
                format!(
                    "{edge}: region branch point has {} operands, but region successor needs {} inputs",
                    operands.len(),
                    inputs.len()
                ),
            )
            .with_note(note, "region branch point"));
        }
        for (i, (&o, &t)) in operands.iter().zip(&inputs).enumerate() {
            if value_element(ctx, t) != Some(o) {
                return Err(op_error(
                    ctx,
                    op,
                    format!(
                        "{edge}: successor operand type #{i} '{}' should match successor input type #{i} '{}'",
                        async_opt_text::type_to_string(ctx, o),
                        async_opt_text::type_to_string(ctx, t)
                    ),
                )
                .with_note(note, "region branch point"));
            }
        }
    }
    Ok(())
}

// ----------------------------------------------------------------------------------
// async.func / async.call
// ----------------------------------------------------------------------------------

fn parse_func(p: &mut Parser<'_, '_>, b: &mut OpBuild) -> PResult<()> {
    crate::function::parse_function_like(p, b, true)
}

fn verify_func(v: &mut async_opt_ir::Verifier<'_>, op: Op) -> async_opt_ir::DiagResult {
    let ctx = v.ctx;
    let (_, results) = crate::function::function_type_slices(ctx, op).unwrap_or_default();
    let ok =
        results
            .iter()
            .enumerate()
            .all(|(i, &t)| if i == 0 && is_token(ctx, t) { true } else { value_element(ctx, t).is_some() });
    if !ok {
        return Err(op_error(ctx, op, "result types must be an optional !async.token followed by !async.value types"));
    }
    if let Some(msg) = crate::function::check_declaration_visibility(ctx, op) {
        return Err(op_error(ctx, op, msg));
    }
    if let Some(msg) = crate::function::check_arg_attr_names(ctx, op) {
        return Err(op_error(ctx, op, msg));
    }
    Ok(())
}

/// `@callee(%a, ...) : (T) -> !async.value<U>`.
fn parse_call(p: &mut Parser<'_, '_>, b: &mut OpBuild) -> PResult<()> {
    let callee = p.parse_symbol_name()?;
    let a = p.ctx.symbol_ref_attr(&callee);
    b.attr(p.ctx, "callee", a);
    p.expect(Tok::LParen, "'('")?;
    let ops = p.parse_operand_list()?;
    p.expect(Tok::RParen, "')'")?;
    p.parse_optional_attr_dict(&mut b.attrs)?;
    let at = p.offset();
    let fty = p.parse_colon_type()?;
    let Some((ins, outs)) = p.ctx.function_type_parts(fty).map(|(a, b)| (a.to_vec(), b.to_vec())) else {
        return Err(p.error_at(at, "expected function type"));
    };
    b.operands = p.resolve_operands(&ops, &ins, at)?;
    b.result_types = outs;
    Ok(())
}

fn print_call(p: &mut Printer<'_>, op: Op) {
    let ctx = p.ctx;
    p.w(" ");
    if let Some(a) = ctx.attr_known(op, Known::Callee) {
        p.print_attr(a);
    }
    p.w("(");
    p.print_operand_iter(ctx.operands(op));
    p.w(")");
    p.print_optional_attr_dict(op, &["callee"]);
    p.w(" : ");
    p.w("(");
    p.print_type_iter(ctx.operand_types_iter(op));
    p.w(") -> ");
    p.print_function_results_iter(ctx.result_types_iter(op));
}

fn verify_call(v: &mut async_opt_ir::Verifier<'_>, op: Op) -> async_opt_ir::DiagResult {
    let ctx = v.ctx;
    let Some(name) = ctx.attr_known(op, Known::Callee).and_then(|a| ctx.attr_symbol(a)) else {
        return Err(op_error(ctx, op, "requires a 'callee' symbol reference attribute"));
    };
    let Some(f) = v.lookup_symbol(op, name).filter(|&f| ctx.is_known(f, Known::AsyncFunc)) else {
        return Err(op_error(ctx, op, format!("'{name}' does not reference a valid async function")));
    };
    let (ins, outs) = crate::function::function_type_slices(ctx, f).unwrap_or_default();
    if !ctx.operand_types_iter(op).eq(ins.iter().copied()) || !ctx.result_types_iter(op).eq(outs.iter().copied()) {
        return Err(op_error(ctx, op, "operand and result types must match the callee's signature"));
    }
    Ok(())
}

// ----------------------------------------------------------------------------------
// runtime and coroutine ops
// ----------------------------------------------------------------------------------

/// Verifies runtime or coroutine op `name` (the op's own name, known to the caller).
#[inline(always)]
fn verify_runtime(v: &mut async_opt_ir::Verifier<'_>, op: Op, name: &'static str) -> async_opt_ir::DiagResult {
    let ctx = v.ctx;
    let (kinds, _, _) = simple_shape(name);
    if ctx.num_operands(op) != kinds.len() {
        return Err(op_error(ctx, op, format!("expected {} operands", kinds.len())));
    }
    for (i, k) in kinds.iter().enumerate() {
        let t = ctx.value_type(ctx.operand(op, i));
        let ok = match k {
            Operand::Typed => is_async_type(ctx, t),
            Operand::Element => true,
            Operand::Handle => ctx.is_known_dialect_type(t, Known::Async, Known::CoroHandle),
            Operand::Id => ctx.is_known_dialect_type(t, Known::Async, Known::CoroId),
            Operand::Group => is_group(ctx, t),
        };
        if !ok {
            return Err(op_error(ctx, op, format!("operand #{i} has an unexpected type")));
        }
    }
    match name {
        RUNTIME_STORE | RUNTIME_LOAD => {
            let storage = ctx.value_type(ctx.operand(op, if name == RUNTIME_STORE { 1 } else { 0 }));
            let Some(elem) = value_element(ctx, storage) else {
                return Err(op_error(ctx, op, "storage must be an !async.value"));
            };
            let other = if name == RUNTIME_STORE {
                ctx.value_type(ctx.operand(op, 0))
            } else {
                ctx.value_type(ctx.result(op, 0))
            };
            if other != elem {
                return Err(op_error(ctx, op, "value type must match the storage's element type"));
            }
        }
        RUNTIME_CREATE => {
            let t = ctx.value_type(ctx.result(op, 0));
            if !is_token(ctx, t) && value_element(ctx, t).is_none() {
                return Err(op_error(
                    ctx,
                    op,
                    format!(
                        "result #0 must be async value type or async token type, but got '{}'",
                        async_opt_text::type_to_string(ctx, t)
                    ),
                ));
            }
        }
        RUNTIME_ADD_REF | RUNTIME_DROP_REF => {
            let count = ctx.attr_known(op, Known::Count).and_then(|a| ctx.attr_int(a));
            if !count.is_some_and(|c| c > 0) {
                return Err(op_error(ctx, op, "requires a positive 'count' attribute"));
            }
        }
        _ => {}
    }
    Ok(())
}

/// `%state, ^suspend, ^resume, ^cleanup`.
fn parse_suspend(p: &mut Parser<'_, '_>, b: &mut OpBuild) -> PResult<()> {
    let s = p.parse_operand()?;
    for _ in 0..3 {
        p.expect(Tok::Comma, "','")?;
        b.successors.push(p.parse_successor()?);
    }
    p.parse_optional_attr_dict(&mut b.attrs)?;
    let st = coro_state_type(p.ctx);
    b.operands.push(p.resolve_operand(s, st)?);
    Ok(())
}

fn print_suspend(p: &mut Printer<'_>, op: Op) {
    p.w(" ");
    p.print_operand(p.ctx.operand(op, 0));
    for i in 0..3 {
        p.w(", ");
        p.print_successor(p.ctx.successor(op, i));
    }
    p.print_optional_attr_dict(op, &[]);
}
