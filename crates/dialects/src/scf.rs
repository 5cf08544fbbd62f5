//! The scf dialect: structured control flow.
//!
//! ```mlir
//! %r = scf.if %c -> (i32) { scf.yield %a : i32 } else { scf.yield %b : i32 }
//! %s = scf.for %iv = %lb to %ub step %st iter_args(%acc = %init) -> (f32) {
//!   scf.yield %next : f32
//! }
//! %w = scf.while (%a = %init) : (i32) -> i32 {
//!   scf.condition(%go) %a : i32
//! } do {
//! ^bb0(%x: i32):
//!   scf.yield %x : i32
//! }
//! %e = scf.execute_region -> i32 { scf.yield %v : i32 }
//! ```
//!
//! `scf.if` and `scf.for` may leave out an operand-less `scf.yield` in the custom form:
//! the parser adds it and the printer elides it, as MLIR does.

use async_opt_ir::{
    AttrConstraint, AttrKind, Builder, Context, Diagnostic, Generation, Loc, Op, OperationState, Region, Traits, Type,
    Value, Verifier,
};
use async_opt_text::{type_to_string, Argument, PResult, Parser, Printer, Tok, UnresolvedOperand};

use crate::names::Known;
use crate::ods::{ANY_TYPE, I1, INDEX, UNIT_ATTR};
use crate::{op_error, Registrar};

pub(crate) fn register(r: &mut Registrar<'_>) {
    r.dialect("scf");
    register_ops(r);
}

/// A structured control flow op of any results, with single-block regions, its own
/// verifier and its own custom form (ODS `SCF_Op` with `SingleBlock` and a hand-written
/// `parse`/`print`): `[operands], [regions], verify, parse, print`.
macro_rules! structured {
    ($(#[$doc:meta])* $konst:ident: $Ty:ident = $name:literal, fn $f:ident(types);
        [$($operands:tt)*], [$($regions:tt)*], $verify:expr, $parse:expr, $print:expr) => {
        $crate::ods_entry! {
            $(#[$doc])*
            $konst: $Ty = $name, fn $f(types) {
                operands: [$($operands)*],
                results: [results: ANY_TYPE[*]],
                regions: [$($regions)*],
                traits: Traits::SINGLE_BLOCK,
                verify: $verify,
                parse: $parse,
                print: $print,
            }
        }
    };
}

crate::ops! {
    /// `scf.if %condition -> (types)` with empty `then` and `else` regions.
    IF: IfOp = "scf.if", fn if_op(types)
        [structured [condition: I1], [thenRegion, elseRegion], verify_if, parse_if, print_if]
    /// `scf.for %iv = %lb to %ub step %step iter_args(...)` with an empty body region.
    FOR: ForOp = "scf.for", fn for_op(types)
        [structured [lowerBound: ANY_TYPE, upperBound: ANY_TYPE, step: ANY_TYPE, initArgs: ANY_TYPE[*]], [region],
            verify_for, parse_for, print_for]
    /// `scf.while (%a = %init) : (T) -> U { before } do { after }` with empty regions.
    WHILE: WhileOp = "scf.while", fn while_op(types)
        [structured [inits: ANY_TYPE[*]], [before, after], verify_while, parse_while, print_while]
    /// `scf.execute_region -> types { ... }` with an empty region.
    EXECUTE_REGION: ExecuteRegionOp = "scf.execute_region", fn execute_region(types) {
        operands: [],
        results: [results: ANY_TYPE[*]],
        opt_attrs: [no_inline: UNIT_ATTR],
        regions: [region],
        verify: verify_execute_region,
        parse: parse_execute_region,
        print: print_execute_region,
    }
    /// `scf.yield %results : types`.
    YIELD: YieldOp = "scf.yield", fn yield_ [return_like results, verify_yield,
        "attr-dict ($results^ `:` type($results))?"]
    /// `scf.condition(%condition) %args : types` (ends the `before` region of `scf.while`).
    CONDITION: ConditionOp = "scf.condition", fn condition {
        operands: [condition: I1, args: ANY_TYPE[*]],
        results: [],
        traits: Traits::TERMINATOR,
        verify: verify_condition,
        format: "`(` $condition `)` attr-dict ($args^ `:` type($args))?",
    }
    /// `scf.parallel (%ivs) = (%lbs) to (%ubs) step (%steps) init (%inits) -> types`, its
    /// body ending with one `scf.reduce` (LLVM 14's body of `scf.reduce` ops and an
    /// `scf.yield` is turned into that when parsed).
    PARALLEL: ParallelOp = "scf.parallel", fn parallel_op(types) {
        operands: [lowerBound: INDEX[*], upperBound: INDEX[*], step: INDEX[*], initVals: ANY_TYPE[*]],
        results: [results: ANY_TYPE[*]],
        regions: [region[1]],
        traits: Traits::SINGLE_BLOCK,
        verify: verify_parallel,
        parse: parse_parallel,
        print: print_parallel,
        normalize: normalize_parallel,
    }
    /// `scf.reduce(%operands : types) {reduction}, ...`: ends an `scf.parallel` body, one
    /// region per reduction.
    REDUCE: ReduceOp = "scf.reduce", fn reduce_op {
        operands: [operands: ANY_TYPE[*]],
        results: [],
        any_regions: true,
        traits: Traits::TERMINATOR,
        verify: verify_reduce,
        parse: parse_reduce,
        print: print_reduce,
    }
    /// `scf.reduce.return %result : T`: ends a reduction region.
    REDUCE_RETURN: ReduceReturnOp = "scf.reduce.return", fn reduce_return {
        operands: [result: ANY_TYPE],
        results: [],
        traits: Traits::TERMINATOR.union(Traits::PURE),
        verify: verify_reduce_return,
        format: "$result attr-dict `:` type($result)",
    }
    /// `scf.index_switch %arg -> types case 2 {...} default {...}` (LLVM 16+).
    INDEX_SWITCH: IndexSwitchOp = "scf.index_switch", fn index_switch(types) {
        operands: [arg: INDEX],
        results: [results: ANY_TYPE[*]],
        attrs: [cases: DENSE_I64_ARRAY_ATTR],
        any_regions: true,
        traits: Traits::SINGLE_BLOCK,
        verify: verify_index_switch,
        parse: parse_index_switch,
        print: print_index_switch,
    }
}

/// `DenseI64ArrayAttr`.
const DENSE_I64_ARRAY_ATTR: AttrConstraint = AttrConstraint {
    summary: "i64 dense array attribute",
    check: |c, a| matches!(c.attr_kind(a), AttrKind::DenseArray { element, .. } if c.is_integer(*element, 64)),
};

// ----------------------------------------------------------------------------------
// Builders
// ----------------------------------------------------------------------------------

/// `scf.if %cond -> (result_types)` with a `then` block, and an `else` block when
/// `with_else`; the blocks are empty (no terminators yet).
pub fn if_(b: &mut Builder<'_>, cond: Value, result_types: &[Type], with_else: bool) -> Op {
    let op = if_op(b, cond, result_types);
    let then = b.ctx.region(op, 0);
    b.create_block(then, &[]);
    if with_else {
        let els = b.ctx.region(op, 1);
        b.create_block(els, &[]);
    }
    op
}

// ----------------------------------------------------------------------------------
// Shared syntax pieces
// ----------------------------------------------------------------------------------

/// Appends an operand-less `scf.yield` to the (single) block of `region` unless it already
/// ends with a terminator; creates the block when the region is empty.
fn ensure_yield(ctx: &mut Context, region: Region, loc: Loc) {
    let block = match ctx.first_block(region) {
        Some(b) => b,
        None => {
            let b = ctx.create_block();
            ctx.append_block(region, b);
            b
        }
    };
    // An unregistered op might be a terminator; MLIR leaves such blocks alone too.
    let needs = match ctx.last_op(block) {
        None => true,
        Some(last) => ctx.op_info(last).is_some_and(|i| !i.traits.contains(Traits::TERMINATOR)),
    };
    if needs {
        let name = ctx.ident(YIELD);
        let y = ctx.create_op(OperationState::new(name, loc));
        ctx.append_op(block, y);
    }
}

/// A region argument named in a custom form (`%iv`, `%acc` in `iter_args(%acc = ...)`).
fn region_arg<'s>(p: &mut Parser<'s, '_>, name: UnresolvedOperand<'s>, ty: Type) -> Argument<'s> {
    let loc = p.loc_at(name.offset);
    Argument { name, ty, attrs: None, loc: Some(loc) }
}

/// Parses `(%a = %x, %b = %y)` (the parenthesis already consumed up to the first name).
fn parse_assignment_list<'s>(
    p: &mut Parser<'s, '_>,
) -> PResult<(Vec<UnresolvedOperand<'s>>, Vec<UnresolvedOperand<'s>>)> {
    let mut names = Vec::new();
    let mut inits = Vec::new();
    p.expect(Tok::LParen, "'('")?;
    if p.consume_if(Tok::RParen) {
        return Ok((names, inits));
    }
    loop {
        names.push(p.parse_operand()?);
        p.expect(Tok::Equal, "'='")?;
        inits.push(p.parse_operand()?);
        if !p.consume_if(Tok::Comma) {
            break;
        }
    }
    p.expect(Tok::RParen, "')'")?;
    Ok((names, inits))
}

/// Prints `(%a = %x, %b = %y)` from block arguments and initial values.
fn print_assignment_list(p: &mut Printer<'_>, args: &[Value], inits: &[Value]) {
    p.w("(");
    for (i, (&a, &v)) in args.iter().zip(inits).enumerate() {
        if i > 0 {
            p.w(", ");
        }
        p.print_operand(a);
        p.w(" = ");
        p.print_operand(v);
    }
    p.w(")");
}

fn parenthesized_types(p: &mut Printer<'_>, ts: &[Type]) {
    p.w("(");
    p.print_type_list(ts);
    p.w(")");
}

// ----------------------------------------------------------------------------------
// scf.if
// ----------------------------------------------------------------------------------

fn parse_if(p: &mut Parser<'_, '_>, b: &mut OperationState) -> PResult<()> {
    let c = p.parse_operand()?;
    let i1 = p.ctx.i1_type();
    b.operands.push(p.resolve_operand(c, i1)?);
    if p.consume_if(Tok::Arrow) {
        b.result_types = p.parse_function_result_types()?;
    }
    let then = p.parse_region(&[], false)?;
    ensure_yield(p.ctx, then, b.loc);
    let els = if p.parse_optional_keyword("else") {
        let r = p.parse_region(&[], false)?;
        ensure_yield(p.ctx, r, b.loc);
        r
    } else {
        p.ctx.create_region()
    };
    b.regions.push(then);
    b.regions.push(els);
    p.parse_optional_attr_dict(&mut b.attrs)
}

fn print_if(p: &mut Printer<'_>, op: Op) {
    let ctx = p.ctx;
    p.w(" ");
    if ctx.num_operands(op) > 0 {
        p.print_operand(ctx.operand(op, 0));
    }
    let has_results = ctx.num_results(op) > 0;
    if has_results {
        p.w(" -> ");
        parenthesized_types(p, &ctx.result_types(op));
    }
    p.w(" ");
    let regions = ctx.regions(op);
    if let Some(&then) = regions.first() {
        p.print_region_with(then, false, false, has_results);
    }
    if let Some(&els) = regions.get(1) {
        if !ctx.region_is_empty(els) {
            p.w(" else ");
            p.print_region_with(els, false, false, has_results);
        }
    }
    p.print_optional_attr_dict(op, &[]);
}

/// Checks the operands of each region's `scf.yield` against `expected` (MLIR's
/// region-branch edge check, reported on the parent op).
fn check_yields_to_parent(ctx: &Context, op: Op, expected: &[Type]) -> Result<(), Diagnostic> {
    for &r in ctx.regions(op) {
        for blk in ctx.region_blocks(r) {
            let Some(term) = ctx.last_op(blk).filter(|&t| ctx.is_known(t, Known::ScfYield)) else { continue };
            crate::verify_edge_to_parent(ctx, op, term, ctx.operand_types_iter(term), expected, |o, t| o == t)?;
        }
    }
    Ok(())
}

fn verify_if(v: &mut Verifier<'_>, op: Op) -> Result<(), Diagnostic> {
    let ctx = v.ctx;
    if ctx.num_results(op) > 0 && ctx.region_is_empty(ctx.region(op, 1)) {
        bail!(ctx, op, "must have an else block if defining values");
    }
    check_yields_to_parent(ctx, op, &ctx.result_types(op))
}

// ----------------------------------------------------------------------------------
// scf.for
// ----------------------------------------------------------------------------------

fn parse_for<'s>(p: &mut Parser<'s, '_>, b: &mut OperationState) -> PResult<()> {
    let iv = p.parse_operand()?;
    p.expect(Tok::Equal, "'='")?;
    let lb = p.parse_operand()?;
    p.parse_keyword("to")?;
    let ub = p.parse_operand()?;
    p.parse_keyword("step")?;
    let step = p.parse_operand()?;
    let mut names = Vec::new();
    let mut inits = Vec::new();
    let mut types = Vec::new();
    let mut at = p.offset();
    if p.parse_optional_keyword("iter_args") {
        (names, inits) = parse_assignment_list(p)?;
        p.expect(Tok::Arrow, "'->'")?;
        at = p.offset();
        types = p.parse_function_result_types()?;
        if types.len() != names.len() {
            return Err(p.error_at(at, "mismatch in number of loop-carried values and defined values"));
        }
    }
    let iv_ty = if p.consume_if(Tok::Colon) { p.parse_type()? } else { p.ctx.index_type() };
    for u in [lb, ub, step] {
        let v = p.resolve_operand(u, iv_ty)?;
        b.operands.push(v);
    }
    let init_vals = p.resolve_operands(&inits, &types, at)?;
    b.operands.extend(init_vals);
    let mut args = Vec::with_capacity(1 + names.len());
    args.push(region_arg(p, iv, iv_ty));
    for (n, &t) in names.into_iter().zip(&types) {
        args.push(region_arg(p, n, t));
    }
    let body = p.parse_region(&args, false)?;
    ensure_yield(p.ctx, body, b.loc);
    b.regions.push(body);
    b.result_types = types;
    p.parse_optional_attr_dict(&mut b.attrs)
}

fn print_for(p: &mut Printer<'_>, op: Op) {
    let ctx = p.ctx;
    let ops: Vec<Value> = ctx.operands(op).collect();
    let Some(body) = ctx.regions(op).first().and_then(|&r| ctx.first_block(r)) else { return };
    let args = ctx.block_args(body);
    if ops.len() < 3 || args.is_empty() {
        return;
    }
    p.w(" ");
    p.print_operand(args[0]);
    p.w(" = ");
    p.print_operand(ops[0]);
    p.w(" to ");
    p.print_operand(ops[1]);
    p.w(" step ");
    p.print_operand(ops[2]);
    let inits = &ops[3..];
    if !inits.is_empty() {
        p.w(" iter_args");
        print_assignment_list(p, &args[1..], inits);
        p.w(" -> ");
        let tys: Vec<Type> = inits.iter().map(|&v| ctx.value_type(v)).collect();
        parenthesized_types(p, &tys);
    }
    p.w(" ");
    let iv_ty = ctx.value_type(args[0]);
    if !ctx.is_index(iv_ty) {
        // MLIR writes this with two spaces before the colon.
        p.w(" : ");
        p.print_type(iv_ty);
        p.w(" ");
    }
    p.print_region_with(ctx.region(op, 0), false, false, !inits.is_empty());
    p.print_optional_attr_dict(op, &[]);
}

fn verify_for(v: &mut Verifier<'_>, op: Op) -> Result<(), Diagnostic> {
    let ctx = v.ctx;
    let n = ctx.num_operands(op);
    let Some(body) = ctx.regions(op).first().and_then(|&r| ctx.first_block(r)) else {
        bail!(ctx, op, "expects a non-empty body region");
    };
    let args = ctx.block_args(body);
    let inits = n - 3;
    if args.len() != inits + 1 {
        bail!(ctx, op, "expected {} region arguments, but found {}", inits + 1, args.len());
    }
    let iv_ty = ctx.value_type(args[0]);
    if !ctx.is_integer_like(iv_ty) {
        bail!(
            ctx,
            op,
            "expected induction variable to be an integer or index, but got '{}'",
            type_to_string(ctx, iv_ty)
        );
    }
    for i in 0..3 {
        let t = ctx.value_type(ctx.operand(op, i));
        if t != iv_ty {
            bail!(
                ctx,
                op,
                "expected bounds and step to have the type of the induction variable '{}', but operand #{i} is '{}'",
                type_to_string(ctx, iv_ty),
                type_to_string(ctx, t)
            );
        }
    }
    if ctx.num_results(op) != inits {
        bail!(ctx, op, "mismatch in number of loop-carried values and defined values");
    }
    for i in 0..inits {
        let init = ctx.value_type(ctx.operand(op, 3 + i));
        let arg = ctx.value_type(args[1 + i]);
        let res = ctx.value_type(ctx.result(op, i));
        if init != res {
            bail!(ctx, op, "types mismatch between {i}th iter operand and defined value");
        }
        if arg != res {
            bail!(ctx, op, "types mismatch between {i}th iter region arg and defined value");
        }
    }
    if let Some(y) = ctx.last_op(body).filter(|&t| ctx.is_known(t, Known::ScfYield)) {
        if ctx.num_operands(y) != inits {
            bail!(
                ctx,
                op,
                "mismatch in number of loop-carried values and yielded values: {inits} vs {}",
                ctx.num_operands(y)
            );
        }
        for (i, yv) in ctx.operands(y).enumerate() {
            let (at, yt) = (ctx.value_type(args[1 + i]), ctx.value_type(yv));
            if at != yt {
                bail!(
                    ctx,
                    op,
                    "{i}-th region iter_arg and {i}-th yielded value have different type: '{}' != '{}'",
                    type_to_string(ctx, at),
                    type_to_string(ctx, yt)
                );
            }
        }
    }
    Ok(())
}

// ----------------------------------------------------------------------------------
// scf.while
// ----------------------------------------------------------------------------------

fn parse_while<'s>(p: &mut Parser<'s, '_>, b: &mut OperationState) -> PResult<()> {
    let (names, inits) = if p.peek() == Tok::LParen { parse_assignment_list(p)? } else { (Vec::new(), Vec::new()) };
    let (at, _, ins, outs) = crate::function::parse_colon_function_type(p)?;
    if ins.len() != names.len() {
        return Err(p.error_at(
            at,
            format!("expected as many input types as operands (expected {} got {})", names.len(), ins.len()),
        ));
    }
    b.operands = p.resolve_operands(&inits, &ins, at)?;
    let args: Vec<Argument<'s>> = names.into_iter().zip(&ins).map(|(n, &t)| region_arg(p, n, t)).collect();
    let before = p.parse_region(&args, false)?;
    p.parse_keyword("do")?;
    let after = p.parse_region(&[], false)?;
    p.parse_optional_attr_dict_with_keyword(&mut b.attrs)?;
    b.regions.push(before);
    b.regions.push(after);
    b.result_types = outs;
    Ok(())
}

fn print_while(p: &mut Printer<'_>, op: Op) {
    let ctx = p.ctx;
    let inits: Vec<Value> = ctx.operands(op).collect();
    if !inits.is_empty() {
        let before_args =
            ctx.regions(op).first().and_then(|&r| ctx.first_block(r)).map(|b| ctx.block_args(b)).unwrap_or(&[]);
        p.w(" ");
        print_assignment_list(p, before_args, &inits);
    }
    p.w(" : ");
    crate::func::print_functional_type(p, &ctx.operand_types(op), &ctx.result_types(op));
    let regions = ctx.regions(op);
    if regions.len() == 2 {
        p.w(" ");
        p.print_region(regions[0], false, false);
        p.w(" do ");
        p.print_region(regions[1], true, false);
    }
    p.print_optional_attr_dict_with_keyword(op, &[]);
}

fn verify_while(v: &mut Verifier<'_>, op: Op) -> Result<(), Diagnostic> {
    let ctx = v.ctx;
    let (before, after) = (ctx.region(op, 0), ctx.region(op, 1));
    let (Some(bb), Some(ab)) = (ctx.first_block(before), ctx.first_block(after)) else {
        bail!(ctx, op, "expects non-empty regions");
    };
    let inits = ctx.operand_types(op);
    let before_args: Vec<Type> = ctx.block_args(bb).iter().map(|&a| ctx.value_type(a)).collect();
    if before_args != inits {
        bail!(ctx, op, "expects the 'before' region arguments to match the operand types");
    }
    let Some(cond) = ctx.last_op(bb).filter(|&t| ctx.is_known(t, Known::ScfCondition)) else {
        bail!(ctx, op, "expects the 'before' region to terminate with 'scf.condition'");
    };
    let forwarded: Vec<Type> = ctx.operands(cond).skip(1).map(|a| ctx.value_type(a)).collect();
    let results = ctx.result_types(op);
    crate::verify_edge_to_parent(ctx, op, cond, forwarded.iter().copied(), &results, |f, r| f == r)?;
    let after_args: Vec<Type> = ctx.block_args(ab).iter().map(|&a| ctx.value_type(a)).collect();
    if after_args != forwarded {
        bail!(ctx, op, "expects the 'after' region arguments to match the values forwarded by 'scf.condition'");
    }
    if let Some(y) = ctx.last_op(ab).filter(|&t| ctx.is_known(t, Known::ScfYield)) {
        let yielded: Vec<Type> = ctx.operands(y).map(|a| ctx.value_type(a)).collect();
        if yielded != inits {
            bail!(ctx, op, "expects the values yielded by the 'after' region to match the operand types");
        }
    }
    Ok(())
}

// ----------------------------------------------------------------------------------
// scf.execute_region
// ----------------------------------------------------------------------------------

fn parse_execute_region(p: &mut Parser<'_, '_>, b: &mut OperationState) -> PResult<()> {
    if p.consume_if(Tok::Arrow) {
        b.result_types = p.parse_function_result_types()?;
    }
    if p.parse_optional_keyword("no_inline") {
        let u = p.ctx.unit_attr();
        b.attr(p.ctx, "no_inline", u);
    }
    let r = p.parse_region(&[], false)?;
    b.regions.push(r);
    p.parse_optional_attr_dict(&mut b.attrs)
}

fn print_execute_region(p: &mut Printer<'_>, op: Op) {
    let ctx = p.ctx;
    if ctx.num_results(op) > 0 {
        p.w(" -> ");
        p.print_function_results(&ctx.result_types(op));
    }
    if ctx.attr(op, "no_inline").is_some() {
        p.w(" no_inline");
    }
    p.w(" ");
    if let Some(&r) = ctx.regions(op).first() {
        p.print_region(r, false, false);
    }
    p.print_optional_attr_dict(op, &["no_inline"]);
}

fn verify_execute_region(v: &mut Verifier<'_>, op: Op) -> Result<(), Diagnostic> {
    let ctx = v.ctx;
    match ctx.first_block(ctx.region(op, 0)) {
        None => return Err(op_error(ctx, op, "region needs to have at least one block")),
        Some(entry) if !ctx.block_args(entry).is_empty() => {
            bail!(ctx, op, "region cannot have any arguments");
        }
        _ => {}
    }
    check_yields_to_parent(ctx, op, &ctx.result_types(op))
}

// ----------------------------------------------------------------------------------
// Terminators
// ----------------------------------------------------------------------------------

fn verify_yield(v: &mut Verifier<'_>, op: Op) -> Result<(), Diagnostic> {
    let ctx = v.ctx;
    let ok = ctx.parent_op(op).is_some_and(|p| {
        let n = ctx.op_name_str(p);
        n == IF || n == FOR || n == WHILE || n == EXECUTE_REGION || n == INDEX_SWITCH
    });
    if !ok {
        // LLVM 14's scf.parallel ended with scf.yield (turned into scf.reduce when parsed).
        let parents = if v.generation() == Generation::V22 {
            "'scf.execute_region, scf.for, scf.if, scf.index_switch, scf.while'"
        } else {
            "'scf.execute_region, scf.for, scf.if, scf.parallel, scf.while'"
        };
        bail!(ctx, op, "expects parent op to be one of {parents}");
    }
    Ok(())
}

fn verify_condition(v: &mut Verifier<'_>, op: Op) -> Result<(), Diagnostic> {
    let ctx = v.ctx;
    if !ctx.parent_op(op).is_some_and(|p| ctx.is_known(p, Known::ScfWhile)) {
        bail!(ctx, op, "expects parent op 'scf.while'");
    }
    Ok(())
}

// ----------------------------------------------------------------------------------
// scf.parallel and scf.reduce
// ----------------------------------------------------------------------------------

/// Parses `(%a, %b)` and returns the operands; `count`, when given, is how many it must hold
/// (MLIR's `parseOperandList` with a required count and parentheses).
fn parse_paren_operands<'s>(p: &mut Parser<'s, '_>, count: Option<usize>) -> PResult<Vec<UnresolvedOperand<'s>>> {
    let at = p.offset();
    p.expect(Tok::LParen, "'('")?;
    let list = p.parse_operand_list()?;
    p.expect(Tok::RParen, "')'")?;
    if let Some(n) = count.filter(|&n| n != list.len()) {
        return Err(p.error_at(at, format!("custom op 'scf.parallel' expected {n} operands")));
    }
    Ok(list)
}

fn parse_parallel<'s>(p: &mut Parser<'s, '_>, b: &mut OperationState) -> PResult<()> {
    let index = p.ctx.index_type();
    let ivs = parse_paren_operands(p, None)?;
    p.expect(Tok::Equal, "'='")?;
    let lbs = parse_paren_operands(p, Some(ivs.len()))?;
    let lbs = p.resolve_operands_same(&lbs, index)?;
    p.parse_keyword("to")?;
    let ubs = parse_paren_operands(p, Some(ivs.len()))?;
    let ubs = p.resolve_operands_same(&ubs, index)?;
    p.parse_keyword("step")?;
    let steps = parse_paren_operands(p, Some(ivs.len()))?;
    let steps = p.resolve_operands_same(&steps, index)?;
    let inits = if p.parse_optional_keyword("init") { parse_paren_operands(p, None)? } else { Vec::new() };
    if p.consume_if(Tok::Arrow) {
        b.result_types = p.parse_function_result_types()?;
    }
    let args: Vec<Argument<'s>> = ivs.into_iter().map(|iv| region_arg(p, iv, index)).collect();
    let body = p.parse_region(&args, false)?;
    b.regions.push(body);
    let sizes = [lbs.len() as i64, ubs.len() as i64, steps.len() as i64, inits.len() as i64];
    let seg = crate::cf::segment_sizes(p.ctx, &sizes);
    b.attr(p.ctx, async_opt_ir::SEGMENT_SIZES, seg);
    p.parse_optional_attr_dict(&mut b.attrs)?;
    if inits.len() != b.result_types.len() {
        // The two generations word the count check apart (at the op's name).
        let msg = if p.hints.generation() == Generation::V22 {
            format!(
                "number of operands and types do not match: got {} operands and {} types",
                inits.len(),
                b.result_types.len()
            )
        } else {
            format!("{} operands present, but expected {}", inits.len(), b.result_types.len())
        };
        return Err(Diagnostic::error(b.loc, format!("custom op 'scf.parallel' {msg}")));
    }
    let types = b.result_types.clone();
    let at = p.offset();
    let inits = p.resolve_operands(&inits, &types, at)?;
    b.operands.extend(lbs.into_iter().chain(ubs).chain(steps).chain(inits));
    Ok(())
}

/// The lower bounds, upper bounds, steps and initial values of an `scf.parallel`.
pub struct ParallelParts {
    /// The lower bound of each dimension.
    pub lower: Vec<Value>,
    /// The upper bound (exclusive) of each dimension.
    pub upper: Vec<Value>,
    /// The step of each dimension.
    pub step: Vec<Value>,
    /// The initial values of the reductions.
    pub inits: Vec<Value>,
}

/// Splits the operands of an `scf.parallel` by its `operandSegmentSizes`; `None` when they
/// do not fit.
pub fn parallel_parts(ctx: &Context, op: Op) -> Option<ParallelParts> {
    let groups = ctx.operand_groups(op, &ParallelOp::DEF)?;
    let take = |i: usize| groups.range(i).map(|k| ctx.operand(op, k)).collect::<Vec<_>>();
    Some(ParallelParts { lower: take(0), upper: take(1), step: take(2), inits: take(3) })
}

fn print_parallel(p: &mut Printer<'_>, op: Op) {
    let ctx = p.ctx;
    let Some(parts) = parallel_parts(ctx, op) else { return };
    let Some(body) = ctx.entry_block(op, 0) else { return };
    p.w(" (");
    p.print_operands(ctx.block_args(body));
    p.w(") = (");
    p.print_operands(&parts.lower);
    p.w(") to (");
    p.print_operands(&parts.upper);
    p.w(") step (");
    p.print_operands(&parts.step);
    p.w(")");
    if !parts.inits.is_empty() {
        p.w(" init (");
        p.print_operands(&parts.inits);
        p.w(")");
    }
    if ctx.num_results(op) > 0 {
        p.w(" -> ");
        p.print_function_results(&ctx.result_types(op));
    }
    p.w(" ");
    let term = ctx.last_op(body).filter(|&t| ctx.op_name_str(t) == REDUCE);
    match term {
        // LLVM 14 spells each reduction as an `scf.reduce` op and ends the body with `scf.yield`.
        Some(term) if p.generation() != Generation::V22 => p.print_braced(|p| {
            for o in ctx.block_ops(body).filter(|&o| o != term) {
                p.line();
                p.print_op(o);
            }
            for (v, &r) in ctx.operands(term).zip(ctx.regions(term)) {
                p.line();
                p.w("scf.reduce(");
                p.print_operand(v);
                p.w(")  : ");
                p.print_type(ctx.value_type(v));
                p.w(" ");
                p.print_region(r, true, false);
            }
            p.line();
            p.w("scf.yield");
        }),
        _ => p.print_region(ctx.region(op, 0), false, false),
    }
    p.print_optional_attr_dict(op, &[async_opt_ir::SEGMENT_SIZES]);
}

/// Brings a parsed `scf.parallel` body to the canonical (LLVM 22) shape: LLVM 14's
/// `scf.reduce` ops (one operand and one region each, anywhere in the body) and the
/// operand-less `scf.yield` that ends it become one `scf.reduce` terminator holding every
/// operand and region in order; a body without a terminator gets an empty `scf.reduce`.
fn normalize_parallel(ctx: &mut Context, op: Op) {
    let Some(body) = ctx.entry_block(op, 0) else { return };
    let reduces: Vec<Op> = ctx.block_ops(body).filter(|&o| ctx.op_name_str(o) == REDUCE).collect();
    let last = ctx.last_op(body);
    let yield_ = last.filter(|&l| ctx.op_name_str(l) == YIELD && ctx.num_operands(l) == 0);
    let merge = yield_.is_some() || reduces.len() > 1 || reduces.first().is_some_and(|&r| Some(r) != last);
    if merge {
        let loc = reduces.first().or(yield_.as_ref()).map_or(ctx.loc(op), |&o| ctx.loc(o));
        let operands: Vec<Value> = reduces.iter().flat_map(|&r| ctx.operands(r).collect::<Vec<_>>()).collect();
        let nregions: usize = reduces.iter().map(|&r| ctx.regions(r).len()).sum();
        let name = ctx.ident(REDUCE);
        let term = ctx.create_op_parts(name, loc, &operands, &[], &[], nregions, &[]);
        let mut k = 0;
        for &r in &reduces {
            for from in ctx.regions(r).to_vec() {
                let to = ctx.region(term, k);
                ctx.take_body(to, from);
                k += 1;
            }
            ctx.erase_op(r);
        }
        if let Some(y) = yield_ {
            ctx.erase_op(y);
        }
        ctx.append_op(body, term);
        return;
    }
    // An unregistered last op might be a terminator; MLIR leaves such blocks alone too.
    let needs = match last {
        None => true,
        Some(l) => ctx.op_info(l).is_some_and(|i| !i.traits.contains(Traits::TERMINATOR)),
    };
    if needs {
        let name = ctx.ident(REDUCE);
        let loc = ctx.loc(op);
        let term = ctx.create_op(OperationState::new(name, loc));
        ctx.append_op(body, term);
    }
}

fn verify_parallel(v: &mut Verifier<'_>, op: Op) -> Result<(), Diagnostic> {
    let ctx = v.ctx;
    let g = v.generation();
    let Some(parts) = parallel_parts(ctx, op) else { return Ok(()) };
    if parts.step.is_empty() {
        bail!(ctx, op, "needs at least one tuple element for lowerBound, upperBound and step");
    }
    for &s in &parts.step {
        if crate::arith::constant_int_value(ctx, s).is_some_and(|c| c <= 0) {
            bail!(ctx, op, "constant step operand must be positive");
        }
    }
    let Some(body) = ctx.entry_block(op, 0) else { return Ok(()) };
    let args = ctx.block_args(body);
    if args.len() != parts.step.len() {
        bail!(
            ctx,
            op,
            "expects the same number of induction variables: {} as bound and step values: {}",
            args.len(),
            parts.step.len()
        );
    }
    if args.iter().any(|&a| !ctx.is_index(ctx.value_type(a))) {
        bail!(ctx, op, "expects arguments for the induction variable to be of index type");
    }
    let Some(term) = ctx.last_op(body).filter(|&t| ctx.op_name_str(t) == REDUCE) else {
        bail!(ctx, op, "expects body to terminate with 'scf.reduce'");
    };
    let (nres, nred, ninit) = (ctx.num_results(op), ctx.regions(term).len(), parts.inits.len());
    if nres != nred {
        bail!(ctx, op, "expects number of results: {nres} to be the same as number of reductions: {nred}");
    }
    if nres != ninit {
        bail!(ctx, op, "expects number of results: {nres} to be the same as number of initial values: {ninit}");
    }
    if ctx.num_operands(term) != ninit {
        // The terminator reports it.
        return Ok(());
    }
    for i in 0..nres {
        let (rt, ot) = (ctx.value_type(ctx.result(op, i)), ctx.value_type(ctx.operand(term, i)));
        if rt != ot {
            let (rs, os) = (crate::diag_type(ctx, rt), crate::diag_type(ctx, ot));
            let msg = if g == Generation::V22 {
                format!("expects type of {i}-th reduction operand: {os} to be the same as the {i}-th result type: {rs}")
            } else {
                format!("expects type of reduce: {os} to be the same as result type: {rs}")
            };
            return Err(op_error(ctx, term, msg));
        }
    }
    Ok(())
}

fn parse_reduce<'s>(p: &mut Parser<'s, '_>, b: &mut OperationState) -> PResult<()> {
    if p.consume_if(Tok::LParen) {
        let ops = p.parse_operand_list()?;
        let at = p.offset();
        if p.consume_if(Tok::RParen) {
            // LLVM 14: `scf.reduce(%operand) : T { reduction }`.
            let t = p.parse_colon_type()?;
            let vals = p.resolve_operands_same(&ops, t)?;
            b.operands.extend(vals);
            let r = p.parse_region(&[], false)?;
            b.regions.push(r);
            return p.parse_optional_attr_dict(&mut b.attrs);
        }
        p.expect(Tok::Colon, "':'")?;
        let types = p.parse_type_list_no_parens()?;
        p.expect(Tok::RParen, "')'")?;
        let vals = p.resolve_operands(&ops, &types, at)?;
        b.operands.extend(vals);
    }
    if p.peek() == Tok::LBrace {
        loop {
            let r = p.parse_region(&[], false)?;
            b.regions.push(r);
            if !p.consume_if(Tok::Comma) {
                break;
            }
        }
    }
    p.parse_optional_attr_dict(&mut b.attrs)
}

fn print_reduce(p: &mut Printer<'_>, op: Op) {
    let ctx = p.ctx;
    if p.generation() != Generation::V22 && ctx.num_operands(op) == 1 && ctx.regions(op).len() == 1 {
        let v = ctx.operand(op, 0);
        p.w("(");
        p.print_operand(v);
        p.w(")  : ");
        p.print_type(ctx.value_type(v));
        p.w(" ");
        p.print_region(ctx.region(op, 0), true, false);
        p.print_optional_attr_dict(op, &[]);
        return;
    }
    if ctx.num_operands(op) > 0 {
        let vals: Vec<Value> = ctx.operands(op).collect();
        p.w("(");
        p.print_operands(&vals);
        p.w(" : ");
        p.print_type_list(&ctx.operand_types(op));
        p.w(")");
    }
    p.w(" ");
    for (i, &r) in ctx.regions(op).iter().enumerate() {
        if i > 0 {
            p.w(", ");
        }
        p.print_region(r, true, false);
    }
    p.print_optional_attr_dict(op, &[]);
}

fn verify_reduce(v: &mut Verifier<'_>, op: Op) -> Result<(), Diagnostic> {
    let ctx = v.ctx;
    let g = v.generation();
    if !ctx.parent_op(op).is_some_and(|p| ctx.op_name_str(p) == PARALLEL) {
        bail!(ctx, op, "expects parent op 'scf.parallel'");
    }
    let (nops, nreg) = (ctx.num_operands(op), ctx.regions(op).len());
    if nops != nreg {
        bail!(
            ctx,
            op,
            "expects number of reduction regions: {nreg} to be the same as number of reduction operands: {nops}"
        );
    }
    for i in 0..nreg {
        let t = ctx.value_type(ctx.operand(op, i));
        let r = ctx.region(op, i);
        if ctx.region_blocks(r).count() != 1 {
            bail!(ctx, op, "region #{i} ('reductions') failed to verify constraint: region with 1 blocks");
        }
        let block = ctx.first_block(r).expect("one block");
        let ts = crate::diag_type(ctx, t);
        if ctx.first_op(block).is_none() {
            let msg = if g == Generation::V22 {
                format!("{i}-th reduction has an empty body")
            } else {
                "the block inside reduce should not be empty".to_owned()
            };
            return Err(op_error(ctx, op, msg));
        }
        let args = ctx.block_args(block);
        if args.len() != 2 || args.iter().any(|&a| ctx.value_type(a) != t) {
            let msg = if g == Generation::V22 {
                format!("expected two block arguments with type {ts} in the {i}-th reduction region")
            } else {
                format!("expects two arguments to reduce block of type {ts}")
            };
            return Err(op_error(ctx, op, msg));
        }
        if !ctx.last_op(block).is_some_and(|t| ctx.op_name_str(t) == REDUCE_RETURN) {
            let msg = if g == Generation::V22 {
                "reduction bodies must be terminated with an 'scf.reduce.return' op"
            } else {
                "the block inside reduce should be terminated with a 'scf.reduce.return' op"
            };
            return Err(op_error(ctx, op, msg));
        }
    }
    Ok(())
}

fn verify_reduce_return(v: &mut Verifier<'_>, op: Op) -> Result<(), Diagnostic> {
    let ctx = v.ctx;
    let Some(parent) = ctx.parent_op(op).filter(|&p| ctx.op_name_str(p) == REDUCE) else {
        bail!(ctx, op, "expects parent op 'scf.reduce'");
    };
    let Some(block) = ctx.parent_block(op) else { return Ok(()) };
    let rt = ctx.value_type(ctx.operand(op, 0));
    if v.generation() == Generation::V22 {
        let Some(&a) = ctx.block_args(block).first() else { return Ok(()) };
        let want = ctx.value_type(a);
        if want != rt {
            bail!(ctx, op, "must have type '{}' (the type of the reduction inputs)", type_to_string(ctx, want));
        }
        return Ok(());
    }
    // LLVM 14: the type of the operand of the enclosing (one-reduction) scf.reduce.
    let region = ctx.block_parent(block);
    let k = ctx.regions(parent).iter().position(|&r| Some(r) == region).unwrap_or(0);
    if k < ctx.num_operands(parent) {
        let want = ctx.value_type(ctx.operand(parent, k));
        if want != rt {
            bail!(ctx, op, "needs to have type {} (the type of the enclosing ReduceOp)", type_to_string(ctx, want));
        }
    }
    Ok(())
}

// ----------------------------------------------------------------------------------
// scf.index_switch
// ----------------------------------------------------------------------------------

fn parse_index_switch(p: &mut Parser<'_, '_>, b: &mut OperationState) -> PResult<()> {
    let arg = p.parse_operand()?;
    let index = p.ctx.index_type();
    let arg = p.resolve_operand(arg, index)?;
    b.operands.push(arg);
    p.parse_optional_attr_dict(&mut b.attrs)?;
    if p.consume_if(Tok::Arrow) {
        b.result_types = p.parse_type_list_no_parens()?;
    }
    let mut cases = Vec::new();
    let mut case_regions = Vec::new();
    while p.parse_optional_keyword("case") {
        let v = p.parse_integer()?;
        let r = p.parse_region(&[], false)?;
        ensure_yield(p.ctx, r, b.loc);
        cases.push(v as i64);
        case_regions.push(r);
    }
    p.parse_keyword("default")?;
    let default = p.parse_region(&[], false)?;
    ensure_yield(p.ctx, default, b.loc);
    b.regions.push(default);
    b.regions.extend(case_regions);
    let i64t = p.ctx.integer_type(64);
    let a = p.ctx.intern_dense_array(i64t, &cases);
    b.attr(p.ctx, "cases", a);
    Ok(())
}

/// Whether a region's terminator is an operand-less, attribute-less `scf.yield` (which
/// ODS-generated printers leave out).
fn elidable_yield(ctx: &Context, r: Region) -> bool {
    ctx.first_block(r)
        .and_then(|b| ctx.last_op(b))
        .is_some_and(|t| ctx.op_name_str(t) == YIELD && ctx.num_operands(t) == 0 && ctx.attrs(t).is_empty())
}

fn print_index_switch(p: &mut Printer<'_>, op: Op) {
    let ctx = p.ctx;
    p.w(" ");
    p.print_operand(ctx.operand(op, 0));
    p.print_optional_attr_dict(op, &["cases"]);
    if ctx.num_results(op) > 0 {
        p.w(" -> ");
        p.print_type_list(&ctx.result_types(op));
    }
    p.w(" ");
    let cases = ctx.attr(op, "cases").and_then(|a| ctx.attr_i64_array(a)).unwrap_or_default();
    let regions = ctx.regions(op);
    for (v, &r) in cases.iter().zip(regions.iter().skip(1)) {
        p.line();
        p.w(&format!("case {v} "));
        p.print_region(r, false, false);
    }
    p.line();
    p.w("default ");
    if let Some(&d) = regions.first() {
        p.print_region_with(d, true, false, !elidable_yield(ctx, d));
    }
}

fn verify_index_switch(v: &mut Verifier<'_>, op: Op) -> Result<(), Diagnostic> {
    let ctx = v.ctx;
    let cases = ctx.attr(op, "cases").and_then(|a| ctx.attr_i64_array(a)).unwrap_or_default();
    let regions = ctx.regions(op);
    if regions.is_empty() {
        bail!(ctx, op, "expected 1 or more regions");
    }
    for (i, &r) in regions.iter().enumerate() {
        if ctx.region_blocks(r).count() != 1 {
            let what = if i == 0 { "defaultRegion" } else { "caseRegions" };
            bail!(ctx, op, "region #{i} ('{what}') failed to verify constraint: region with 1 blocks");
        }
    }
    if cases.len() != regions.len() - 1 {
        bail!(ctx, op, "has {} case regions but {} case values", regions.len() - 1, cases.len());
    }
    let mut seen = rustc_hash::FxHashSet::default();
    for &c in &cases {
        if !seen.insert(c) {
            bail!(ctx, op, "has duplicate case value: {c}");
        }
    }
    let results = ctx.result_types(op);
    for (i, &r) in regions.iter().enumerate() {
        let name = if i == 0 { "default region".to_owned() } else { format!("case region #{}", i - 1) };
        let block = ctx.first_block(r).expect("checked");
        let Some(y) = ctx.last_op(block).filter(|&t| ctx.op_name_str(t) == YIELD) else {
            let got = ctx.last_op(block).map_or("", |t| ctx.op_name_str(t));
            bail!(ctx, op, "expected region to end with scf.yield, but got {got}");
        };
        if ctx.num_operands(y) != results.len() {
            return Err(op_error(
                ctx,
                op,
                format!(
                    "expected each region to return {} values, but {name} returns {}",
                    results.len(),
                    ctx.num_operands(y)
                ),
            )
            .with_note(ctx.loc(y), "see yield operation here"));
        }
        for (k, (v, &t)) in ctx.operands(y).zip(&results).enumerate() {
            let vt = ctx.value_type(v);
            if vt != t {
                return Err(op_error(
                    ctx,
                    op,
                    format!("expected result #{k} of each region to be '{}'", type_to_string(ctx, t)),
                )
                .with_note(ctx.loc(y), format!("{name} returns '{}' here", type_to_string(ctx, vt))));
            }
        }
    }
    Ok(())
}
