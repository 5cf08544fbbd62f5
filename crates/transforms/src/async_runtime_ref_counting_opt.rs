//! `async-runtime-ref-counting-opt`: removes the `add_ref`/`drop_ref` pairs that
//! `async-runtime-ref-counting` leaves around uses that need no reference of their own.
//!
//! ```mlir
//! async.runtime.add_ref %token {count = 1 : i64} : !async.token
//! %0 = call @take_token(%token) : (!async.token) -> !async.token   // the callee drops it
//! async.runtime.drop_ref %token {count = 1 : i64} : !async.token
//! ```
//!
//! becomes the call alone: the caller's own reference goes to the callee. A pair is
//! removed when, in one block, an `add_ref` is followed by a `drop_ref` of the same value
//! and count, and no use between them that is not a call comes after a call (the callee
//! may drop the reference it was given before that use).

use rustc_hash::FxHashMap;
use smallvec::SmallVec;

use async_opt_dialects::async_ as a;
use async_opt_dialects::names::Known;
use async_opt_ir::{Block, Context, Diagnostic, Ident, Op, Value};

use crate::async_runtime_ref_counting::{post_order_blocks, post_order_ops, Counted, OpOrder};

/// Runs the pass on every token, value and group defined in `root`.
pub fn async_runtime_ref_counting_opt(ctx: &mut Context, root: Op) -> Result<(), Diagnostic> {
    let is_counted = Counted::new(ctx);
    let counted = |ctx: &Context, v: &Value| is_counted.value(ctx, *v);
    let mut values: Vec<Value> = Vec::new();
    for b in post_order_blocks(ctx, root) {
        values.extend(ctx.block_args(b).iter().filter(|v| counted(ctx, v)));
    }
    post_order_ops(ctx, root, |op| values.extend(ctx.results(op).iter().filter(|v| counted(ctx, v))));
    let mut opt = Opt {
        add_ref: ctx.lookup_ident(a::RUNTIME_ADD_REF),
        drop_ref: ctx.lookup_ident(a::RUNTIME_DROP_REF),
        call: ctx.known(Known::FuncCall),
        count: ctx.known(Known::Count),
        order: OpOrder::default(),
        // drop_ref -> the add_ref it cancels, in the order found.
        cancellable: Vec::new(),
        cancelled: FxHashMap::default(),
    };
    for v in values {
        opt.optimize_reference_counting(ctx, v);
    }
    // Erased at the end, so every walk above saw the IR as it was.
    for (drop, add) in opt.cancellable {
        ctx.erase_op(drop);
        ctx.erase_op(add);
    }
    Ok(())
}

/// The ops of one block that touch a value: its add_refs, its drop_refs, and all users
/// (ops that use it directly or hold a use in a nested region).
#[derive(Default)]
struct BlockUsers {
    add_refs: SmallVec<[Op; 4]>,
    drop_refs: SmallVec<[Op; 4]>,
    users: SmallVec<[Op; 8]>,
}

struct Opt {
    add_ref: Option<Ident>,
    drop_ref: Option<Ident>,
    call: Option<Ident>,
    count: Option<Ident>,
    order: OpOrder,
    cancellable: Vec<(Op, Op)>,
    cancelled: FxHashMap<Op, ()>,
}

impl Opt {
    fn count_of(&self, ctx: &Context, op: Op) -> Option<i128> {
        let count = ctx.attr_by_ident(op, self.count?)?;
        ctx.attr_int(count)
    }

    fn optimize_reference_counting(&mut self, ctx: &Context, v: Value) {
        let Some(region) = ctx.value_block(v).and_then(|b| ctx.block_parent(b)) else { return };
        let mut blocks: SmallVec<[(Block, BlockUsers); 4]> = SmallVec::new();
        let mut record = |ctx: &Context, op: Op, names: &Opt| {
            let Some(block) = ctx.parent_block(op) else { return };
            let i = match blocks.iter().position(|(b, _)| *b == block) {
                Some(i) => i,
                None => {
                    blocks.push((block, BlockUsers::default()));
                    blocks.len() - 1
                }
            };
            let info = &mut blocks[i].1;
            info.users.push(op);
            let name = Some(ctx.op_name(op));
            if name == names.add_ref {
                info.add_refs.push(op);
            } else if name == names.drop_ref {
                info.drop_refs.push(op);
            }
        };
        let users: SmallVec<[Op; 8]> = ctx.users(v).collect();
        for mut user in users {
            // A use inside a nested region is a use by each op that holds it, in its block.
            while ctx.parent_region(user).is_some_and(|r| r != region) {
                record(ctx, user, self);
                match ctx.parent_op(user) {
                    Some(p) => user = p,
                    None => break,
                }
            }
            record(ctx, user, self);
        }

        for (_, info) in &mut blocks {
            let order = &mut self.order;
            info.add_refs.sort_by_key(|&o| order.position(ctx, o));
            info.drop_refs.sort_by_key(|&o| order.position(ctx, o));
            info.users.sort_by_key(|&o| order.position(ctx, o));
            for &add in &info.add_refs {
                for &drop in &info.drop_refs {
                    if self.count_of(ctx, drop) != self.count_of(ctx, add) || self.order.is_before(ctx, drop, add) {
                        continue;
                    }
                    // A call between them takes the reference: no other use may come after it.
                    let mut first_call: Option<Op> = None;
                    let mut last_other: Option<Op> = None;
                    for &user in &info.users {
                        if user == add || self.order.is_before(ctx, user, add) {
                            continue;
                        }
                        if user == drop || self.order.is_before(ctx, drop, user) {
                            break;
                        }
                        if Some(ctx.op_name(user)) == self.call {
                            if first_call.is_none_or(|c| self.order.is_before(ctx, user, c)) {
                                first_call = Some(user);
                            }
                        } else if last_other.is_none_or(|o| self.order.is_before(ctx, o, user)) {
                            last_other = Some(user);
                        }
                    }
                    if let (Some(c), Some(o)) = (first_call, last_other) {
                        if self.order.is_before(ctx, c, o) {
                            continue;
                        }
                    }
                    // Each drop_ref cancels one add_ref; this add_ref is done when it found one.
                    if self.cancelled.insert(drop, ()).is_some() {
                        continue;
                    }
                    self.cancellable.push((drop, add));
                    break;
                }
            }
        }
    }
}
