//! Random sequences of operand edits (set_operand, set_operands of any length, RAUW,
//! replace_uses_where, erase, create) checked against a plain model after every step: each
//! op's operands, and each value's use list as a multiset of (owner, index).

mod common;

use async_opt_ir::*;
use common::*;
use proptest::prelude::*;

#[derive(Clone, Debug)]
enum Action {
    SetOperand { op: usize, slot: usize, value: usize },
    SetOperands { op: usize, values: Vec<usize> },
    Rauw { from: usize, to: usize },
    ReplaceWhereEvenOps { from: usize, to: usize },
    Erase { op: usize },
    Create { values: Vec<usize> },
}

const VALUES: usize = 6;

fn action() -> impl Strategy<Value = Action> {
    let v = 0..VALUES;
    prop_oneof![
        (0..64usize, 0..8usize, v.clone()).prop_map(|(op, slot, value)| Action::SetOperand { op, slot, value }),
        (0..64usize, prop::collection::vec(v.clone(), 0..6))
            .prop_map(|(op, values)| Action::SetOperands { op, values }),
        (v.clone(), v.clone()).prop_map(|(from, to)| Action::Rauw { from, to }),
        (v.clone(), v.clone()).prop_map(|(from, to)| Action::ReplaceWhereEvenOps { from, to }),
        (0..64usize).prop_map(|op| Action::Erase { op }),
        prop::collection::vec(v, 0..5).prop_map(|values| Action::Create { values }),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 200, failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn use_lists_match_a_model(initial in prop::collection::vec(prop::collection::vec(0..VALUES, 0..5), 1..8),
                               actions in prop::collection::vec(action(), 1..40)) {
        let mut ctx = ctx();
        let t = i32t(&mut ctx);
        let blk = ctx.create_block();
        let vals: Vec<Value> = (0..VALUES).map(|_| ctx.add_block_arg(blk, t, None)).collect();
        let mut ops: Vec<Op> = Vec::new();
        // Model: operands of each live op (None when erased).
        let mut model: Vec<Option<Vec<usize>>> = Vec::new();
        for operands in &initial {
            let vs: Vec<Value> = operands.iter().map(|&i| vals[i]).collect();
            ops.push(push(&mut ctx, blk, "test.op", &vs, &[]));
            model.push(Some(operands.clone()));
        }
        for a in actions {
            let live: Vec<usize> = (0..ops.len()).filter(|&i| model[i].is_some()).collect();
            match a {
                Action::SetOperand { op, slot, value } => {
                    if live.is_empty() { continue; }
                    let o = live[op % live.len()];
                    let m = model[o].as_mut().unwrap();
                    if m.is_empty() { continue; }
                    let s = slot % m.len();
                    m[s] = value;
                    ctx.set_operand(ops[o], s, vals[value]);
                }
                Action::SetOperands { op, values } => {
                    if live.is_empty() { continue; }
                    let o = live[op % live.len()];
                    let vs: Vec<Value> = values.iter().map(|&i| vals[i]).collect();
                    ctx.set_operands(ops[o], &vs);
                    model[o] = Some(values);
                }
                Action::Rauw { from, to } => {
                    ctx.replace_all_uses_with(vals[from], vals[to]);
                    for m in model.iter_mut().flatten() {
                        for x in m.iter_mut() { if *x == from { *x = to; } }
                    }
                }
                Action::ReplaceWhereEvenOps { from, to } => {
                    let even: Vec<Op> = ops.iter().step_by(2).copied().collect();
                    ctx.replace_uses_where(vals[from], vals[to], |_, o| even.contains(&o));
                    for (i, m) in model.iter_mut().enumerate() {
                        if i % 2 != 0 { continue; }
                        if let Some(m) = m {
                            for x in m.iter_mut() { if *x == from { *x = to; } }
                        }
                    }
                }
                Action::Erase { op } => {
                    if live.is_empty() { continue; }
                    let o = live[op % live.len()];
                    ctx.erase_op(ops[o]);
                    model[o] = None;
                }
                Action::Create { values } => {
                    let vs: Vec<Value> = values.iter().map(|&i| vals[i]).collect();
                    ops.push(push(&mut ctx, blk, "test.op", &vs, &[]));
                    model.push(Some(values));
                }
            }
            // Check operands against the model.
            for (i, m) in model.iter().enumerate() {
                if let Some(m) = m {
                    let got: Vec<Value> = ctx.operands(ops[i]).collect();
                    let want: Vec<Value> = m.iter().map(|&k| vals[k]).collect();
                    prop_assert_eq!(got, want);
                } else {
                    prop_assert!(ctx.is_erased(ops[i]));
                }
            }
            // Check use lists as multisets.
            for (k, &v) in vals.iter().enumerate() {
                let mut got: Vec<(Op, usize)> = ctx.uses(v).map(|u| ctx.use_owner(u)).collect();
                got.sort();
                let mut want: Vec<(Op, usize)> = Vec::new();
                for (i, m) in model.iter().enumerate() {
                    if let Some(m) = m {
                        want.extend(m.iter().enumerate().filter(|(_, &x)| x == k).map(|(s, _)| (ops[i], s)));
                    }
                }
                want.sort();
                prop_assert_eq!(got, want, "use list of value {}", k);
            }
            // Block order is the creation order of live ops.
            let order: Vec<Op> = ctx.block_ops(blk).collect();
            let want: Vec<Op> = (0..ops.len()).filter(|&i| model[i].is_some()).map(|i| ops[i]).collect();
            prop_assert_eq!(order, want);
        }
    }
}
