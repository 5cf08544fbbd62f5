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

use std::collections::BTreeMap;

use rustc_hash::FxHashMap;
use smallvec::SmallVec;

use async_opt_dialects::async_ as a;
use async_opt_dialects::names::Known;
use async_opt_ir::{Block, Context, Diagnostic, Ident, Op, Value};

use crate::async_runtime_ref_counting::{post_order_blocks, Counted, OpOrder};

/// Runs the pass on every token, value and group defined in `root`.
pub fn async_runtime_ref_counting_opt(ctx: &mut Context, root: Op) -> Result<(), Diagnostic> {
    let is_counted = Counted::new(ctx);
    let counted = |ctx: &Context, v: &Value| is_counted.value(ctx, *v);
    let mut values: Vec<Value> = Vec::new();
    for b in post_order_blocks(ctx, root) {
        values.extend(ctx.block_args(b).iter().filter(|v| counted(ctx, v)));
    }
    ctx.walk_post(root, |op| values.extend(ctx.results(op).iter().filter(|v| counted(ctx, v))));
    let mut opt = Opt {
        add_ref: ctx.lookup_ident(a::RUNTIME_ADD_REF),
        drop_ref: ctx.lookup_ident(a::RUNTIME_DROP_REF),
        call: ctx.known(Known::FuncCall),
        count: ctx.known(Known::Count),
        order: OpOrder::default(),
        // drop_ref -> the add_ref it cancels, in the order found.
        cancellable: Vec::new(),
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
}

impl Opt {
    fn optimize_reference_counting(&mut self, ctx: &Context, v: Value) {
        let Some(region) = ctx.value_block(v).and_then(|b| ctx.block_parent(b)) else { return };
        let mut blocks: Vec<(Block, BlockUsers)> = Vec::new();
        let mut slot: FxHashMap<Block, usize> = FxHashMap::default();
        let mut record = |ctx: &Context, op: Op, names: &Opt| {
            let Some(block) = ctx.parent_block(op) else { return };
            let i = *slot.entry(block).or_insert_with(|| {
                blocks.push((block, BlockUsers::default()));
                blocks.len() - 1
            });
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
        // A pair needs both ops, and both use `v` directly: most values have neither.
        let uses_named = |name: Option<Ident>| users.iter().any(|&u| Some(ctx.op_name(u)) == name);
        if !uses_named(self.add_ref) || !uses_named(self.drop_ref) {
            return;
        }
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
            if !info.add_refs.is_empty() && !info.drop_refs.is_empty() {
                self.cancel_pairs(ctx, info);
            }
        }
    }

    /// Upstream's rule, per add_ref in order: the first drop_ref after it of the same
    /// count, not cancelled yet, such that no call between them is followed by another use
    /// between them. Upstream tries every pair against every user between them; here, as
    /// the users between only grow with the drop_ref, the rule is a bound: a drop_ref
    /// qualifies up to the first use that follows the first call after the add_ref
    /// (`O(n log n)` per block instead of cubic, the same pairs).
    fn cancel_pairs(&mut self, ctx: &Context, info: &mut BlockUsers) {
        let count_name = self.count;
        let count_of = |op: Op| ctx.attr_int(ctx.attr_by_ident(op, count_name?)?);
        let order = &mut self.order;
        let mut users: Vec<(u32, bool)> =
            info.users.iter().map(|&u| (order.position(ctx, u), Some(ctx.op_name(u)) == self.call)).collect();
        users.sort_unstable();
        // For each index, the first call (and the first other use) at or after it.
        let n = users.len();
        let (mut next_call, mut next_other) = (vec![n; n + 1], vec![n; n + 1]);
        for i in (0..n).rev() {
            next_call[i] = if users[i].1 { i } else { next_call[i + 1] };
            next_other[i] = if users[i].1 { next_other[i + 1] } else { i };
        }
        let after = |p: u32| users.partition_point(|&(q, _)| q <= p);
        let mut drops: BTreeMap<(Option<i128>, u32), Op> = BTreeMap::new();
        for &d in &info.drop_refs {
            drops.insert((count_of(d), order.position(ctx, d)), d);
        }
        let mut adds: Vec<(u32, Op)> = info.add_refs.iter().map(|&a| (order.position(ctx, a), a)).collect();
        adds.sort_unstable();
        for (pos, add) in adds {
            let call = next_call[after(pos)];
            let bound = match call {
                c if c == n => u32::MAX,
                c => next_other.get(after(users[c].0)).filter(|&&o| o < n).map_or(u32::MAX, |&o| users[o].0),
            };
            let count = count_of(add);
            let Some((&k, &drop)) = drops.range((count, pos.saturating_add(1))..=(count, bound)).next() else {
                continue;
            };
            drops.remove(&k);
            self.cancellable.push((drop, add));
        }
    }
}
