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

use crate::function::function_like;
use crate::names::Known;
use crate::ods::{
    self, TypeConstraint, TypeRule, ANY_ATTR, ANY_TYPE, FLAT_SYMBOL_REF_ATTR, FUNCTION_TYPE_ATTR, I1, INDEX,
};
use crate::ods::{POSITIVE_I64_ATTR, STR_ATTR, SYMBOL_NAME_ATTR};
use async_opt_ir::{Block, Context, Generation, Op, Slot, Traits, Type, TypeKind, Value};
use async_opt_text::{Argument, CustomDirective, FormatState, OperationState, PResult, Parser, Printer, Tok};

use crate::{op_error, Registrar};

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
    ctx.dialect_type(d, n, params)
}
/// `!async.token`.
pub fn token_type(ctx: &mut Context) -> Type {
    async_type(ctx, Known::Token, &[])
}
/// `!async.value<element>`.
pub fn value_type(ctx: &mut Context, element: Type) -> Type {
    async_type(ctx, Known::Value, &[element])
}
/// `!async.group`.
pub fn group_type(ctx: &mut Context) -> Type {
    async_type(ctx, Known::Group, &[])
}
/// `!async.coro.id`.
pub fn coro_id_type(ctx: &mut Context) -> Type {
    async_type(ctx, Known::CoroId, &[])
}
/// `!async.coro.handle`.
pub fn coro_handle_type(ctx: &mut Context) -> Type {
    async_type(ctx, Known::CoroHandle, &[])
}
/// `!async.coro.state`.
pub fn coro_state_type(ctx: &mut Context) -> Type {
    async_type(ctx, Known::CoroState, &[])
}
/// Whether `t` is `!async.token`.
pub fn is_token(ctx: &Context, t: Type) -> bool {
    ctx.is_known_dialect_type(t, Known::Async, Known::Token)
}
/// Whether `t` is `!async.group`.
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
// Type constraints
// ----------------------------------------------------------------------------------

/// `Async_TokenType`.
pub const TOKEN: TypeConstraint = ods::buildable("async token type", is_token, token_type);
/// `Async_ValueType`: a parameterized type class, so formats print it as `<f32>`.
pub const VALUE: TypeConstraint = TypeConstraint {
    summary: "async value type",
    check: |c, t| value_element(c, t).is_some(),
    build: None,
    stripped: Some(("async", "value")),
    class: None,
};
/// `Async_GroupType`.
pub const GROUP: TypeConstraint = ods::buildable("async group type", is_group, group_type);
/// `Async_AnyValueOrTokenType`.
pub const ANY_VALUE_OR_TOKEN: TypeConstraint = ods::type_constraint("async value type or async token type", |c, t| {
    is_token(c, t) || value_element(c, t).is_some()
});
/// `Async_AnyAsyncType`.
pub const ANY_ASYNC: TypeConstraint =
    ods::type_constraint("async value type or async token type or async group type", is_async_type);
/// `Async_CoroIdType`.
pub const CORO_ID_TYPE: TypeConstraint = ods::buildable(
    "switched-resume coroutine identifier",
    |c, t| c.is_known_dialect_type(t, Known::Async, Known::CoroId),
    coro_id_type,
);
/// `Async_CoroHandleType`.
pub const CORO_HANDLE_TYPE: TypeConstraint = ods::buildable(
    "coroutine handle",
    |c, t| c.is_known_dialect_type(t, Known::Async, Known::CoroHandle),
    coro_handle_type,
);
/// `Async_CoroStateType`.
pub const CORO_STATE_TYPE: TypeConstraint = ods::buildable(
    "saved coroutine state",
    |c, t| c.is_known_dialect_type(t, Known::Async, Known::CoroState),
    coro_state_type,
);

/// `TypesMatchWith<"type of 'value' matches element type of 'storage'">` from `storage` to `value`.
const fn storage_element(storage: Slot, value: Slot) -> TypeRule {
    TypeRule::TypesMatchWith {
        summary: "type of 'value' matches element type of 'storage'",
        from: storage,
        to: value,
        infer: |c, t| value_element(c, t),
        check: |c, storage, value| value_element(c, storage) == Some(value),
    }
}

// ----------------------------------------------------------------------------------
// The ops
// ----------------------------------------------------------------------------------

pub(crate) fn register(r: &mut Registrar<'_>) {
    r.dialect("async");
    for (m, n) in [("token", 0), ("value", 1), ("group", 0), ("coro.id", 0), ("coro.handle", 0), ("coro.state", 0)] {
        r.syntax.add_dialect_type("async", m, n);
    }
    register_ops(r);
}

/// The assembly format of `async.yield` and `async.return`: the values and their types,
/// then the attributes.
const VALUES_FORMAT: &str = "($operands^ `:` type($operands))? attr-dict";

crate::ops! {
    /// `async.execute [deps] (operands) -> results { body }` with an empty body region.
    EXECUTE: ExecuteOp = "async.execute", fn execute_op(types) {
        operands: [dependencies: TOKEN[*], bodyOperands: ANY_VALUE_OR_TOKEN[*]],
        results: [token: TOKEN, bodyResults: VALUE[*]],
        regions: [body[1]],
        traits: Traits::SINGLE_BLOCK,
        verify: verify_execute,
        parse: parse_execute,
        print: print_execute,
        result_names: execute_result_names,
    }
    /// `async.yield %values : types`.
    YIELD: YieldOp = "async.yield", fn yield_ [return_like operands, verify_yield, VALUES_FORMAT]
    /// `async.await %operand : T`: waits for a token or value (and gives the value's payload).
    AWAIT: AwaitOp = "async.await", fn await_ {
        operands: [operand: ANY_VALUE_OR_TOKEN],
        results: [result: ANY_TYPE[?]],
        infer_results: await_result,
        verify: verify_await,
        format: "$operand `:` custom<AwaitResultType>(type($operand), type($result)) attr-dict",
        customs: &[CustomDirective { name: "AwaitResultType", parse: parse_await_type, print: print_await_type }],
    }
    /// `async.await_all %group`.
    AWAIT_ALL: AwaitAllOp = "async.await_all", fn await_all {
        operands: [operand: GROUP],
        results: [],
        format: "$operand attr-dict",
    }
    /// `async.create_group %size : !async.group`.
    CREATE_GROUP: CreateGroupOp = "async.create_group", fn create_group {
        operands: [size: INDEX],
        results: [result: GROUP],
        traits: Traits::PURE,
        format: "$size `:` type($result) attr-dict",
    }
    /// `async.add_to_group %operand, %group : T` (gives the rank in the group).
    ADD_TO_GROUP: AddToGroupOp = "async.add_to_group", fn add_to_group {
        operands: [operand: ANY_VALUE_OR_TOKEN, group: GROUP],
        results: [rank: INDEX],
        format: "$operand `,` $group `:` type($operand) attr-dict",
    }
    /// `async.func` (LLVM 17+) with an empty body region.
    FUNC: FuncOp = "async.func", fn func_op(types) [function_like
        verify: verify_func,
        parse: parse_func,
        print: crate::function::print_function_like,
        aliases: &[("async.func", Some(Generation::V22))],
        default_dialect: "async",
    ]
    /// `async.call @callee(%args) : (T) -> !async.value<U>`.
    CALL: CallOp = "async.call", fn call(types) {
        operands: [operands: ANY_TYPE[*]],
        results: [results: ANY_TYPE[*]],
        attrs: [callee: FLAT_SYMBOL_REF_ATTR],
        verify: verify_call,
        format: "$callee `(` $operands `)` attr-dict `:` functional-type($operands, $results)",
        aliases: &[("async.call", Some(Generation::V22))],
    }
    /// `async.return %values : types` (in an `async.func`).
    RETURN: ReturnOp = "async.return", fn return_ [return_like operands, verify_return, VALUES_FORMAT;
        aliases: &[("async.return", Some(Generation::V22))],]
    /// `async.runtime.create : T`: a token or value not yet available.
    RUNTIME_CREATE: RuntimeCreateOp = "async.runtime.create", fn runtime_create(type) {
        operands: [],
        results: [result: ANY_VALUE_OR_TOKEN],
        format: "attr-dict `:` type($result)",
    }
    /// `async.runtime.create_group %size : !async.group`.
    RUNTIME_CREATE_GROUP: RuntimeCreateGroupOp = "async.runtime.create_group", fn runtime_create_group {
        operands: [size: INDEX],
        results: [result: GROUP],
        format: "$size `:` type($result) attr-dict",
    }
    /// `async.runtime.set_available %operand : T`.
    RUNTIME_SET_AVAILABLE: RuntimeSetAvailableOp = "async.runtime.set_available", fn runtime_set_available {
        operands: [operand: ANY_VALUE_OR_TOKEN],
        results: [],
        format: "$operand attr-dict `:` type($operand)",
    }
    /// `async.runtime.set_error %operand : T`.
    RUNTIME_SET_ERROR: RuntimeSetErrorOp = "async.runtime.set_error", fn runtime_set_error {
        operands: [operand: ANY_VALUE_OR_TOKEN],
        results: [],
        format: "$operand attr-dict `:` type($operand)",
    }
    /// `async.runtime.is_error %operand : T` (an `i1`).
    RUNTIME_IS_ERROR: RuntimeIsErrorOp = "async.runtime.is_error", fn runtime_is_error {
        operands: [operand: ANY_ASYNC],
        results: [is_error: I1],
        format: "$operand attr-dict `:` type($operand)",
    }
    /// `async.runtime.await %operand : T`: blocks until it is ready.
    RUNTIME_AWAIT: RuntimeAwaitOp = "async.runtime.await", fn runtime_await {
        operands: [operand: ANY_ASYNC],
        results: [],
        format: "$operand attr-dict `:` type($operand)",
    }
    /// `async.runtime.resume %handle`: resumes the coroutine on the runtime's threads.
    RUNTIME_RESUME: RuntimeResumeOp = "async.runtime.resume", fn runtime_resume {
        operands: [handle: CORO_HANDLE_TYPE],
        results: [],
        format: "$handle attr-dict",
    }
    /// `async.runtime.await_and_resume %operand, %handle : T`.
    RUNTIME_AWAIT_AND_RESUME: RuntimeAwaitAndResumeOp = "async.runtime.await_and_resume", fn runtime_await_and_resume {
        operands: [operand: ANY_ASYNC, handle: CORO_HANDLE_TYPE],
        results: [],
        format: "$operand `,` $handle attr-dict `:` type($operand)",
    }
    /// `async.runtime.store %value, %storage : <T>`.
    RUNTIME_STORE: RuntimeStoreOp = "async.runtime.store", fn runtime_store {
        operands: [value: ANY_TYPE, storage: VALUE],
        results: [],
        rules: &[storage_element(Slot::Operand(1), Slot::Operand(0))],
        format: "$value `,` $storage attr-dict `:` type($storage)",
    }
    /// `async.runtime.load %storage : <T>` (gives the `T`).
    RUNTIME_LOAD: RuntimeLoadOp = "async.runtime.load", fn runtime_load {
        operands: [storage: VALUE],
        results: [result: ANY_TYPE],
        rules: &[storage_element(Slot::Operand(0), Slot::Result(0))],
        format: "$storage attr-dict `:` type($storage)",
    }
    /// `async.runtime.add_to_group %operand, %group : T` (gives the rank).
    RUNTIME_ADD_TO_GROUP: RuntimeAddToGroupOp = "async.runtime.add_to_group", fn runtime_add_to_group {
        operands: [operand: ANY_VALUE_OR_TOKEN, group: GROUP],
        results: [rank: INDEX],
        format: "$operand `,` $group attr-dict `:` type($operand)",
    }
    /// `async.runtime.add_ref %operand {count = n} : T`.
    RUNTIME_ADD_REF: RuntimeAddRefOp = "async.runtime.add_ref", fn runtime_add_ref {
        operands: [operand: ANY_ASYNC],
        results: [],
        attrs: [count: POSITIVE_I64_ATTR],
        format: "$operand attr-dict `:` type($operand)",
    }
    /// `async.runtime.drop_ref %operand {count = n} : T`.
    RUNTIME_DROP_REF: RuntimeDropRefOp = "async.runtime.drop_ref", fn runtime_drop_ref {
        operands: [operand: ANY_ASYNC],
        results: [],
        attrs: [count: POSITIVE_I64_ATTR],
        format: "$operand attr-dict `:` type($operand)",
    }
    /// `async.runtime.num_worker_threads : index`.
    RUNTIME_NUM_WORKER_THREADS: RuntimeNumWorkerThreadsOp = "async.runtime.num_worker_threads", fn runtime_num_worker_threads {
        operands: [],
        results: [result: INDEX],
        format: "attr-dict `:` type($result)",
    }
    /// `async.coro.id`: the coroutine's identifier.
    CORO_ID: CoroIdOp = "async.coro.id", fn coro_id {
        operands: [],
        results: [id: CORO_ID_TYPE],
        format: "attr-dict",
    }
    /// `async.coro.begin %id`: allocates the coroutine frame (gives its handle).
    CORO_BEGIN: CoroBeginOp = "async.coro.begin", fn coro_begin {
        operands: [id: CORO_ID_TYPE],
        results: [handle: CORO_HANDLE_TYPE],
        format: "$id attr-dict",
    }
    /// `async.coro.free %id, %handle`: frees the coroutine frame.
    CORO_FREE: CoroFreeOp = "async.coro.free", fn coro_free {
        operands: [id: CORO_ID_TYPE, handle: CORO_HANDLE_TYPE],
        results: [],
        format: "$id `,` $handle attr-dict",
    }
    /// `async.coro.end %handle`: marks the end of the coroutine.
    CORO_END: CoroEndOp = "async.coro.end", fn coro_end {
        operands: [handle: CORO_HANDLE_TYPE],
        results: [],
        format: "$handle attr-dict",
    }
    /// `async.coro.save %handle`: saves the coroutine state before a suspension point.
    CORO_SAVE: CoroSaveOp = "async.coro.save", fn coro_save {
        operands: [handle: CORO_HANDLE_TYPE],
        results: [state: CORO_STATE_TYPE],
        format: "$handle attr-dict",
    }
    /// `async.coro.suspend %state, ^suspend, ^resume, ^cleanup`.
    CORO_SUSPEND: CoroSuspendOp = "async.coro.suspend", fn coro_suspend {
        operands: [state: CORO_STATE_TYPE],
        results: [],
        successors: [suspendDest, resumeDest, cleanupDest],
        traits: Traits::TERMINATOR,
        branch: |_, _, _| 0..0,
        format: "$state `,` $suspendDest `,` $resumeDest `,` $cleanupDest attr-dict",
    }
}

// ----------------------------------------------------------------------------------
// await
// ----------------------------------------------------------------------------------

/// An await gives the payload of a value and nothing for a token.
fn await_result(ctx: &mut Context, operands: &[Type], _: &[async_opt_ir::NamedAttr]) -> Option<Vec<Type>> {
    let t = *operands.first()?;
    Some(value_element(ctx, t).into_iter().collect())
}

/// `: T` after the awaited operand; the result is `T`'s payload when `T` is a value.
fn parse_await_type<'s>(p: &mut Parser<'s, '_>, st: &mut FormatState<'s>, _: &mut OperationState) -> PResult<()> {
    let t = p.parse_type()?;
    st.set_types(Slot::Operand(0), &[t]);
    let result: Vec<Type> = value_element(p.ctx, t).into_iter().collect();
    st.set_types(Slot::Result(0), &result);
    Ok(())
}

fn print_await_type(p: &mut Printer<'_>, op: Op) {
    let t = p.ctx.value_type(p.ctx.operand(op, 0));
    p.w(" ");
    p.print_type(t);
}

fn verify_await(v: &mut async_opt_ir::Verifier<'_>, op: Op) -> async_opt_ir::DiagResult {
    let ctx = v.ctx;
    let t = ctx.value_type(ctx.operand(op, 0));
    if is_token(ctx, t) && ctx.num_results(op) != 0 {
        bail!(ctx, op, "awaiting on a token must have empty result");
    }
    if let Some(e) = value_element(ctx, t) {
        let r = ctx.results(op).first().map(|&r| ctx.value_type(r));
        if r != Some(e) {
            let got = r.map(|r| async_opt_text::type_to_string(ctx, r)).unwrap_or_else(|| "<<NULL TYPE>>".into());
            let want = async_opt_text::type_to_string(ctx, e);
            bail!(ctx, op, "result type '{got}' does not match async value type '{want}'");
        }
    }
    Ok(())
}

// ----------------------------------------------------------------------------------
// yield / return
// ----------------------------------------------------------------------------------

fn verify_yield(v: &mut async_opt_ir::Verifier<'_>, op: Op) -> async_opt_ir::DiagResult {
    let ctx = v.ctx;
    let Some(parent) = ctx.parent_op(op).filter(|&p| ctx.is_known(p, Known::AsyncExecute)) else {
        bail!(ctx, op, "expects parent op 'async.execute'");
    };
    if v.generation() == Generation::V22 {
        // Checked at the execute, as a region branch edge (see `verify_execute`).
        return Ok(());
    }
    let expected = ctx.results(parent)[1..].iter().filter_map(|&r| value_element(ctx, ctx.value_type(r)));
    if !ctx.operand_types_iter(op).eq(expected) {
        bail!(ctx, op, "operand types do not match the types returned from the parent ExecuteOp");
    }
    Ok(())
}

fn verify_return(v: &mut async_opt_ir::Verifier<'_>, op: Op) -> async_opt_ir::DiagResult {
    let ctx = v.ctx;
    let Some(func) = ctx.parent_op(op).filter(|&p| ctx.is_known(p, Known::AsyncFunc)) else {
        bail!(ctx, op, "expects parent op 'async.func'");
    };
    let (_, results) = crate::function::function_type_slices(ctx, func).unwrap_or_default();
    let expected = results.iter().filter_map(|&t| value_element(ctx, t));
    if !ctx.operand_types_iter(op).eq(expected) {
        bail!(ctx, op, "operand types do not match the types returned from the parent FuncOp");
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
fn parse_execute<'s>(p: &mut Parser<'s, '_>, b: &mut OperationState) -> PResult<()> {
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
        bail!(ctx, op, "first result must be an !async.token");
    }
    if results[1..].iter().any(|&r| value_element(ctx, ctx.value_type(r)).is_none()) {
        bail!(ctx, op, "results after the token must be !async.value types");
    }
    let ndeps = execute_num_dependencies(ctx, op);
    let num_operands = ctx.num_operands(op);
    if ndeps > num_operands {
        bail!(ctx, op, "operand segment sizes do not match the operands");
    }
    if ctx.operands(op).take(ndeps).any(|d| !is_token(ctx, ctx.value_type(d))) {
        bail!(ctx, op, "dependencies must be !async.token values");
    }
    let body = ctx.region(op, 0);
    let Some(entry) = ctx.first_block(body).filter(|&b| ctx.next_block(b).is_none()) else {
        bail!(ctx, op, "region #0 ('body') failed to verify constraint: region with 1 blocks");
    };
    let args = ctx.block_args(entry);
    if args.len() != num_operands - ndeps {
        bail!(ctx, op, "body must have one argument per value operand");
    }
    for (operand, &arg) in ctx.operands(op).skip(ndeps).zip(args) {
        if value_element(ctx, ctx.value_type(operand)) != Some(ctx.value_type(arg)) {
            bail!(ctx, op, "body argument types must match the unwrapped operand types");
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
    if v.generation() == Generation::V22 {
        // LLVM 22 checks the yield against the results as a region branch edge, at the execute.
        let yield_op = ctx.last_op(entry).expect("checked above");
        let inputs: smallvec::SmallVec<[Type; 4]> = ctx.results(op)[1..].iter().map(|&r| ctx.value_type(r)).collect();
        let operands = ctx.operand_types_iter(yield_op);
        crate::verify_edge_to_parent(ctx, op, yield_op, operands, &inputs, |o, t| value_element(ctx, t) == Some(o))?;
    }
    Ok(())
}

// ----------------------------------------------------------------------------------
// async.func / async.call
// ----------------------------------------------------------------------------------

fn parse_func(p: &mut Parser<'_, '_>, b: &mut OperationState) -> PResult<()> {
    crate::function::parse_function_like(p, b, true)
}

fn verify_func(v: &mut async_opt_ir::Verifier<'_>, op: Op) -> async_opt_ir::DiagResult {
    let ctx = v.ctx;
    let (_, results) = crate::function::function_type_slices(ctx, op).unwrap_or_default();
    if results.is_empty() {
        bail!(ctx, op, "result is expected to be at least of size 1, but got 0");
    }
    for (i, &t) in results.iter().enumerate() {
        if !is_token(ctx, t) && value_element(ctx, t).is_none() {
            let got = async_opt_text::type_to_string(ctx, t);
            bail!(ctx, op, "result type must be async value type or async token type, but got '{got}'");
        }
        if is_token(ctx, t) && i != 0 {
            // Upstream's message starts with a space.
            let n = i + 1;
            bail!(
                ctx,
                op,
                " results' (optional) async token type is expected to appear as the 1st return value, but got {n}"
            );
        }
    }
    if let Some(msg) = crate::function::check_declaration_visibility(ctx, op) {
        return Err(op_error(ctx, op, msg));
    }
    if let Some(msg) = crate::function::check_arg_attr_names(ctx, op) {
        return Err(op_error(ctx, op, msg));
    }
    Ok(())
}

fn verify_call(v: &mut async_opt_ir::Verifier<'_>, op: Op) -> async_opt_ir::DiagResult {
    let ctx = v.ctx;
    let Some(name) = ctx.attr_known(op, Known::Callee).and_then(|a| ctx.attr_symbol(a)) else {
        bail!(ctx, op, "requires a 'callee' symbol reference attribute");
    };
    let Some(f) = v.lookup_symbol(op, name).filter(|&f| ctx.is_known(f, Known::AsyncFunc)) else {
        bail!(ctx, op, "'{name}' does not reference a valid async function");
    };
    let (ins, outs) = crate::function::function_type_slices(ctx, f).unwrap_or_default();
    if !ctx.operand_types_iter(op).eq(ins.iter().copied()) || !ctx.result_types_iter(op).eq(outs.iter().copied()) {
        bail!(ctx, op, "operand and result types must match the callee's signature");
    }
    Ok(())
}
