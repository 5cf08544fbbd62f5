//! A tiny fake dialect for the IR core's tests: the core knows no dialect, so the tests
//! register the few ops they need.
//!
//! | op               | traits                                  | notes                                      |
//! |------------------|-----------------------------------------|--------------------------------------------|
//! | `test.module`    | SYMBOL_TABLE, NO_TERMINATOR, SINGLE_BLOCK | graph region                             |
//! | `test.func`      | ISOLATED_FROM_ABOVE, SYMBOL              |                                          |
//! | `test.br`        | TERMINATOR                               | all operands go to its one successor     |
//! | `test.cond_br`   | TERMINATOR                               | `(cond, a0.., b0..)`, attr `n0` = #a     |
//! | `test.ret`       | TERMINATOR, RETURN_LIKE                  |                                          |
//! | `test.op`        | none                                     | any operands and results                 |
//! | `test.region`    | none                                     | a non-isolated op with regions           |
//! | `test.graph`     | NO_TERMINATOR                            | a graph region                           |
//! | `test.checked`   | none                                     | verifier hook: fails when `bad` is set   |

#![allow(dead_code)]

use std::ops::Range;
use std::sync::atomic::{AtomicUsize, Ordering};

use async_opt_ir::*;

pub static CHECKED_CALLS: AtomicUsize = AtomicUsize::new(0);

fn cond_br_operands(ctx: &Context, op: Op, i: usize) -> Range<usize> {
    let n0 = ctx.attr(op, "n0").and_then(|a| ctx.attr_int(a)).unwrap_or(0) as usize;
    let n = ctx.num_operands(op);
    match i {
        0 => 1..1 + n0,
        _ => 1 + n0..n,
    }
}

fn br_operands(ctx: &Context, op: Op, _i: usize) -> Range<usize> {
    0..ctx.num_operands(op)
}

fn verify_checked(v: &mut Verifier<'_>, op: Op) -> Result<(), Diagnostic> {
    CHECKED_CALLS.fetch_add(1, Ordering::SeqCst);
    if v.ctx.attr(op, "bad").is_some() {
        return Err(Diagnostic::error(v.ctx.loc(op), "'test.checked' op is bad"));
    }
    Ok(())
}

/// A context with the fake dialect registered.
pub fn ctx() -> Context {
    let mut ctx = Context::new();
    let reg = |ctx: &mut Context, name: &str, traits: Traits| {
        let n = ctx.ident(name);
        OpInfo::new(n, traits)
    };
    let i = reg(&mut ctx, "test.module", Traits::SYMBOL_TABLE | Traits::NO_TERMINATOR | Traits::SINGLE_BLOCK);
    ctx.register_op(i);
    let i = reg(&mut ctx, "test.func", Traits::ISOLATED_FROM_ABOVE | Traits::SYMBOL);
    ctx.register_op(i);
    let i = reg(&mut ctx, "test.br", Traits::TERMINATOR).branch(br_operands);
    ctx.register_op(i);
    let i = reg(&mut ctx, "test.cond_br", Traits::TERMINATOR).branch(cond_br_operands);
    ctx.register_op(i);
    let i = reg(&mut ctx, "test.ret", Traits::TERMINATOR | Traits::RETURN_LIKE);
    ctx.register_op(i);
    let i = reg(&mut ctx, "test.op", Traits::NONE);
    ctx.register_op(i);
    let i = reg(&mut ctx, "test.region", Traits::NONE);
    ctx.register_op(i);
    let i = reg(&mut ctx, "test.graph", Traits::NO_TERMINATOR);
    ctx.register_op(i);
    let i = reg(&mut ctx, "test.checked", Traits::NONE).verifier(verify_checked);
    ctx.register_op(i);
    ctx
}

pub fn i32t(ctx: &mut Context) -> Type {
    ctx.integer_type(32)
}
pub fn i64t(ctx: &mut Context) -> Type {
    ctx.integer_type(64)
}

/// Creates a detached op `name(operands) -> results` with `n_regions` empty regions.
pub fn op(ctx: &mut Context, name: &str, operands: &[Value], results: &[Type], n_regions: usize) -> Op {
    let n = ctx.ident(name);
    let loc = ctx.unknown_loc();
    let state = OperationState::new(n, loc)
        .operands(operands.iter().copied())
        .results(results.iter().copied())
        .empty_regions(ctx, n_regions);
    ctx.create_op(state)
}

/// Creates a detached op with successors.
pub fn branch(ctx: &mut Context, name: &str, operands: &[Value], succs: &[Block]) -> Op {
    let n = ctx.ident(name);
    let loc = ctx.unknown_loc();
    ctx.create_op(OperationState::new(n, loc).operands(operands.iter().copied()).successors(succs.iter().copied()))
}

/// `cond_br %c, ^a(a_args), ^b(b_args)` appended to `block`.
pub fn cond_br(
    ctx: &mut Context,
    block: Block,
    c: Value,
    a: Block,
    a_args: &[Value],
    b: Block,
    b_args: &[Value],
) -> Op {
    let mut operands = vec![c];
    operands.extend_from_slice(a_args);
    operands.extend_from_slice(b_args);
    let n = ctx.ident("test.cond_br");
    let key = ctx.ident("n0");
    let it = ctx.integer_type(64);
    let n0 = ctx.int_attr(a_args.len() as i128, it);
    let loc = ctx.unknown_loc();
    let o = ctx.create_op(OperationState::new(n, loc).operands(operands).successors([a, b]).with_attr(key, n0));
    ctx.append_op(block, o);
    o
}

/// Appends `name(operands) -> results` to `block`.
pub fn push(ctx: &mut Context, block: Block, name: &str, operands: &[Value], results: &[Type]) -> Op {
    let o = op(ctx, name, operands, results, 0);
    ctx.append_op(block, o);
    o
}

/// Appends an op with `n_regions` regions, each holding one empty block.
pub fn push_with_regions(
    ctx: &mut Context,
    block: Block,
    name: &str,
    operands: &[Value],
    results: &[Type],
    n_regions: usize,
) -> Op {
    let o = op(ctx, name, operands, results, n_regions);
    for i in 0..n_regions {
        let r = ctx.region(o, i);
        let b = ctx.create_block();
        ctx.append_block(r, b);
    }
    ctx.append_op(block, o);
    o
}

/// Appends a block with arguments of `args` types to `region`.
pub fn block(ctx: &mut Context, region: Region, args: &[Type]) -> Block {
    let b = ctx.create_block();
    for &t in args {
        ctx.add_block_arg(b, t, None);
    }
    ctx.append_block(region, b);
    b
}

/// A `test.module` with one empty block; returns (module, body).
pub fn module(ctx: &mut Context) -> (Op, Block) {
    let m = op(ctx, "test.module", &[], &[], 1);
    let r = ctx.region(m, 0);
    let b = block(ctx, r, &[]);
    (m, b)
}

/// A `test.func @name` appended to `body` with an entry block taking `args`; returns (func, entry).
pub fn func(ctx: &mut Context, body: Block, name: &str, args: &[Type]) -> (Op, Block) {
    let f = op(ctx, "test.func", &[], &[], 1);
    let key = ctx.ident("sym_name");
    let s = ctx.string_attr(name);
    ctx.set_attr(f, key, s);
    ctx.append_op(body, f);
    let r = ctx.region(f, 0);
    let e = block(ctx, r, args);
    (f, e)
}

/// Names of the ops of `block`, in order.
pub fn names(ctx: &Context, block: Block) -> Vec<String> {
    ctx.block_ops(block).map(|o| ctx.op_name_str(o).to_owned()).collect()
}

/// Checks that every use list is consistent with every live op's operands, and every
/// block-use list with every live op's successors (both directions).
pub fn check_use_lists(ctx: &Context, root: Op) {
    let mut all = Vec::new();
    ctx.walk_pre(root, |o| {
        all.push(o);
        WalkControl::Advance
    });
    for &o in &all {
        for (i, v) in ctx.operands(o).enumerate() {
            let n = ctx.uses(v).filter(|&u| ctx.use_owner(u) == (o, i)).count();
            assert_eq!(n, 1, "operand #{i} of {} is not exactly once in the use list of its value", ctx.op_name_str(o));
        }
        for (i, b) in ctx.successors(o).enumerate() {
            let n = ctx.block_uses(b).filter(|&u| ctx.block_use_owner(u) == (o, i)).count();
            assert_eq!(n, 1, "successor #{i} of {} is not exactly once in the block's use list", ctx.op_name_str(o));
        }
        for &v in ctx.results(o) {
            for u in ctx.uses(v) {
                let (owner, i) = ctx.use_owner(u);
                assert!(!ctx.is_erased(owner), "a use by an erased op remains");
                assert!(i < ctx.num_operands(owner), "use index out of range");
                assert_eq!(ctx.operand(owner, i), v, "use list entry does not match the operand");
            }
        }
    }
}

/// What most tests start from: a `test.module` holding `test.func @f`, whose entry block
/// takes `i32` arguments.
pub struct Fixture {
    pub ctx: Context,
    pub m: Op,
    pub body: Block,
    pub f: Op,
    pub e: Block,
    pub t: Type,
}

/// A [`Fixture`] whose `@f` takes `nargs` arguments.
pub fn fixture(nargs: usize) -> Fixture {
    let mut ctx = ctx();
    let (m, body) = module(&mut ctx);
    let t = i32t(&mut ctx);
    let (f, e) = func(&mut ctx, body, "f", &vec![t; nargs]);
    Fixture { ctx, m, body, f, e, t }
}

/// The use lists are consistent and the module verifies.
pub fn check_all(ctx: &Context, m: Op) {
    check_use_lists(ctx, m);
    ctx.verify(m, async_opt_ir::Generation::V22).unwrap();
}

/// Appends `test.br ^to(args)` to `from`.
pub fn br(ctx: &mut Context, from: Block, to: Block, args: &[Value]) -> Op {
    let o = branch(ctx, "test.br", args, &[to]);
    ctx.append_op(from, o);
    o
}
