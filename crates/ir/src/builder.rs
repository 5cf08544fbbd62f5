//! Building and rewriting IR: a [`Builder`] with an insertion point, and a [`Rewriter`]
//! whose verbs follow MLIR's `RewriterBase` (replace op, erase op, split block,
//! inline region before).

use crate::{Block, Context, Loc, Op, OperationState, Region, Value};

/// Where the builder puts the next op.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum InsertPoint {
    /// Nowhere: created ops stay detached.
    Detached,
    /// At the end of a block.
    End(Block),
    /// Right before an op.
    Before(Op),
}

/// Creates ops at an insertion point, as MLIR's `OpBuilder`.
///
/// ```
/// use async_opt_ir::{Builder, Context, ValueDef};
///
/// let mut ctx = Context::new();
/// let i32t = ctx.integer_type(32);
/// let region = ctx.create_region();
/// let mut b = Builder::new(&mut ctx);
/// // ^bb0(%arg0: i32):
/// //   %0 = "test.negate"(%arg0) : (i32) -> i32
/// //   "test.use"(%0, %arg0) : (i32, i32) -> ()
/// let block = b.create_block(region, &[i32t]);
/// let arg = b.ctx.block_arg(block, 0);
/// b.set_insertion_point_to_end(block);
/// let neg = b.op("test.negate", &[arg], &[i32t]);
/// let v = b.ctx.result(neg, 0);
/// let user = b.op("test.use", &[v, arg], &[]);
/// // A constant right before the use, which then takes it instead of %0.
/// b.set_insertion_point_before(user);
/// let cst = b.op("test.constant", &[], &[i32t]);
/// let c = b.ctx.result(cst, 0);
/// let ctx = b.ctx;
/// ctx.replace_all_uses_with(v, c);
///
/// let names: Vec<&str> = ctx.block_ops(block).map(|op| ctx.op_name_str(op)).collect();
/// assert_eq!(names, ["test.negate", "test.constant", "test.use"]);
/// assert_eq!(ctx.operands(user).collect::<Vec<_>>(), [c, arg]);
/// assert!(!ctx.has_uses(v));
/// assert_eq!(ctx.value_def(c), ValueDef::Result { op: cst, index: 0 });
/// assert_eq!(ctx.defining_op(arg), None); // a block argument
/// assert_eq!(ctx.users(arg).collect::<Vec<_>>(), [user, neg]); // most recent use first
/// ```
pub struct Builder<'c> {
    /// The context the ops are created in.
    pub ctx: &'c mut Context,
    ip: InsertPoint,
    /// The location given to ops created through [`Builder::op`].
    pub loc: Loc,
}

impl<'c> Builder<'c> {
    /// A builder whose ops stay detached, at `loc(unknown)`.
    pub fn new(ctx: &'c mut Context) -> Self {
        let loc = ctx.unknown_loc();
        Builder { ctx, ip: InsertPoint::Detached, loc }
    }
    /// A builder appending to `block`, at `loc(unknown)`.
    pub fn at_end(ctx: &'c mut Context, block: Block) -> Self {
        let mut b = Self::new(ctx);
        b.ip = InsertPoint::End(block);
        b
    }
    /// A builder inserting right before `op`, whose [`Self::op`] gives new ops `op`'s location.
    pub fn before(ctx: &'c mut Context, op: Op) -> Self {
        let loc = ctx.loc(op);
        let mut b = Self::new(ctx);
        b.ip = InsertPoint::Before(op);
        b.loc = loc;
        b
    }
    /// Where the next op goes (to restore it later, as MLIR's `InsertionGuard`).
    pub fn insertion_point(&self) -> InsertPoint {
        self.ip
    }
    /// Moves the insertion point.
    pub fn set_insertion_point(&mut self, ip: InsertPoint) {
        self.ip = ip;
    }
    /// Inserts at the end of `block` from now on, as MLIR's `setInsertionPointToEnd`.
    pub fn set_insertion_point_to_end(&mut self, block: Block) {
        self.ip = InsertPoint::End(block);
    }
    /// Inserts before the first op of `block` from now on, as MLIR's `setInsertionPointToStart`.
    pub fn set_insertion_point_to_start(&mut self, block: Block) {
        self.ip = match self.ctx.first_op(block) {
            Some(op) => InsertPoint::Before(op),
            None => InsertPoint::End(block),
        };
    }
    /// Inserts right before `op` from now on, as MLIR's `setInsertionPoint(op)`.
    pub fn set_insertion_point_before(&mut self, op: Op) {
        self.ip = InsertPoint::Before(op);
    }
    /// Inserts right after `op` from now on, as MLIR's `setInsertionPointAfter`; `op` must be in a block.
    pub fn set_insertion_point_after(&mut self, op: Op) {
        self.ip = match self.ctx.next_op(op) {
            Some(n) => InsertPoint::Before(n),
            None => InsertPoint::End(self.ctx.parent_block(op).expect("insertion point after a detached op")),
        };
    }
    /// The block ops are being inserted into.
    pub fn insertion_block(&self) -> Option<Block> {
        match self.ip {
            InsertPoint::Detached => None,
            InsertPoint::End(b) => Some(b),
            InsertPoint::Before(op) => self.ctx.parent_block(op),
        }
    }

    /// Inserts a detached op at the insertion point.
    pub fn insert(&mut self, op: Op) -> Op {
        match self.ip {
            InsertPoint::Detached => {}
            InsertPoint::End(b) => self.ctx.append_op(b, op),
            InsertPoint::Before(anchor) => self.ctx.insert_op_before(anchor, op),
        }
        op
    }

    /// Creates an op from a full state and inserts it.
    pub fn create(&mut self, state: OperationState) -> Op {
        let op = self.ctx.create_op(state);
        self.insert(op)
    }

    /// Creates `name(operands) -> results` at the builder's location and inserts it.
    pub fn op(&mut self, name: &str, operands: &[Value], results: &[crate::Type]) -> Op {
        let name = self.ctx.ident(name);
        let op = self.ctx.create_op_parts(name, self.loc, operands, results, &[], 0, &[]);
        self.insert(op)
    }

    /// Creates a block at the end of `region` with arguments of the given types.
    pub fn create_block(&mut self, region: Region, arg_types: &[crate::Type]) -> Block {
        let b = self.ctx.create_block();
        for &t in arg_types {
            self.ctx.add_block_arg(b, t, None);
        }
        self.ctx.append_block(region, b);
        b
    }
}

/// The rewriting vocabulary of MLIR passes over a [`Builder`].
pub struct Rewriter<'c> {
    /// The builder its new ops go through (its insertion point and location).
    pub b: Builder<'c>,
}

impl<'c> Rewriter<'c> {
    /// A rewriter over `ctx` with a detached insertion point.
    pub fn new(ctx: &'c mut Context) -> Self {
        Rewriter { b: Builder::new(ctx) }
    }
    /// The context being rewritten.
    pub fn ctx(&mut self) -> &mut Context {
        self.b.ctx
    }
    /// Replaces every use of `op`'s results with `values`, then erases `op`.
    pub fn replace_op(&mut self, op: Op, values: &[Value]) {
        self.b.ctx.replace_op(op, values);
    }
    /// Erases an op whose results are unused.
    pub fn erase_op(&mut self, op: Op) {
        self.b.ctx.erase_op(op);
    }
    /// Splits `block` before `op`; see [`Context::split_block`].
    pub fn split_block(&mut self, block: Block, before: Op) -> Block {
        self.b.ctx.split_block(block, before)
    }
    /// Moves the blocks of `region` before `before` in `dest`.
    pub fn inline_region_before(&mut self, region: Region, dest: Region, before: Option<Block>) {
        self.b.ctx.inline_region_before(region, dest, before);
    }
    /// Moves the ops of `source` to the end of `dest`, replacing `source`'s arguments
    /// with `args`, and erases `source`.
    pub fn merge_blocks(&mut self, source: Block, dest: Block, args: &[Value]) {
        let ctx = &mut *self.b.ctx;
        let old: Vec<Value> = ctx.block_args(source).to_vec();
        for (a, v) in old.iter().zip(args) {
            ctx.replace_all_uses_with(*a, *v);
        }
        ctx.merge_block_into(source, dest);
        ctx.detach_block(source);
    }
}

impl Context {
    /// Replaces every use of `op`'s results with `values`, one per result, then erases
    /// `op`. A count that does not match is a bug in the caller, never truncated.
    pub fn replace_op(&mut self, op: Op, values: &[Value]) {
        let results: smallvec::SmallVec<[Value; 4]> = self.results(op).into();
        assert_eq!(
            results.len(),
            values.len(),
            "replace_op: '{}' has {} results, replaced by {} values",
            self.op_name_str(op),
            results.len(),
            values.len()
        );
        for (&r, &v) in results.iter().zip(values) {
            self.replace_all_uses_with(r, v);
        }
        self.erase_op(op);
    }

    /// Replaces `op` by the results of `new` (as many).
    pub fn replace_op_with_results_of(&mut self, op: Op, new: Op) {
        let values: smallvec::SmallVec<[Value; 4]> = self.results(new).into();
        self.replace_op(op, &values);
    }
}
