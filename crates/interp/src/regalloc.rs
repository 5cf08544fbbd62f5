//! Register allocation on compiled code: values whose live ranges do not overlap share a
//! slot, so frames are as small as the most values live at once (a suspended coroutine
//! keeps only its frame). The compiler gives every SSA value a register of its own; this
//! pass computes liveness over the instruction graph, a conservative live interval per
//! register, and assigns slots by linear scan, scalars and objects apart (an object slot
//! owns a reference; writing it releases what it held, which is dead by then).
//!
//! Uses are at position `2 * pc`, definitions at `2 * pc + 1`: every instruction reads
//! its operands before it writes its results, so a result may take the slot of an
//! operand whose last use it is.

use crate::program::{AKind, Func, Inst, Reg};

/// Functions whose liveness sets would take more bits than this are left as they are.
const MAX_BITS: usize = 1 << 26;

#[derive(Copy, Clone, PartialEq, Eq)]
enum Access {
    Use,
    Def,
}

/// Calls `f` on every register field of `inst` (list entries included), with whether it
/// is read or written. A field that is both (`ForNext`'s induction variable) is reported
/// twice, unless `rewriting` (then once, as a use).
fn visit(inst: &mut Inst, lists: &mut [u32], rewriting: bool, f: &mut dyn FnMut(&mut Reg, Access)) {
    use Access::{Def as D, Use as U};
    // A list `[n, regs..]` at `at`; returns the index after it.
    fn run(lists: &mut [u32], at: usize, a: Access, f: &mut dyn FnMut(&mut Reg, Access)) -> usize {
        let n = lists[at] as usize;
        for r in &mut lists[at + 1..at + 1 + n] {
            f(r, a);
        }
        at + 1 + n
    }
    match inst {
        Inst::Const { d, .. } | Inst::ConstObj { d, .. } | Inst::RtCreate { d, .. } | Inst::RtNumWorkers { d } => {
            f(d, D)
        }
        Inst::CoroId { d } | Inst::CoroBegin { d } => f(d, D),
        Inst::Move { d, s } | Inst::MoveObj { d, s } | Inst::Cast { d, s, .. } | Inst::CastMemRef { d, s, .. } => {
            f(s, U);
            f(d, D)
        }
        Inst::Int { d, a, b, .. }
        | Inst::ICmp { d, a, b, .. }
        | Inst::Float { d, a, b, .. }
        | Inst::FCmp { d, a, b, .. } => {
            f(a, U);
            f(b, U);
            f(d, D)
        }
        Inst::FloatUn { d, a, .. } | Inst::IntUn { d, a, .. } => {
            f(a, U);
            f(d, D)
        }
        Inst::Fma { d, a, b, c, .. } => {
            f(a, U);
            f(b, U);
            f(c, U);
            f(d, D)
        }
        Inst::Select { d, c, t, f: e } | Inst::SelectObj { d, c, t, f: e } => {
            f(c, U);
            f(t, U);
            f(e, U);
            f(d, D)
        }
        Inst::Jump { .. } | Inst::PrintStr { .. } | Inst::Unreachable | Inst::CoroSuspend { .. } => {}
        Inst::Branch { c, .. } | Inst::Assert { c, .. } => f(c, U),
        Inst::ForCheck { iv, ub, .. } => {
            f(iv, U);
            f(ub, U)
        }
        Inst::CheckStep { step, .. } => f(step, U),
        Inst::ForNext { iv, step, .. } => {
            f(iv, U);
            f(step, U);
            if !rewriting {
                f(iv, D)
            }
        }
        Inst::Call { list, .. } | Inst::CallBuiltin { list, .. } | Inst::AsyncCall { list, .. } => {
            let next = run(lists, *list as usize, U, f);
            run(lists, next, D, f);
        }
        Inst::CallIndirect { callee, list } => {
            f(callee, U);
            let next = run(lists, *list as usize, U, f);
            run(lists, next, D, f);
        }
        Inst::Return { list } | Inst::TaskYield { list } => {
            run(lists, *list as usize, U, f);
        }
        Inst::Print { s, .. } => f(s, U),
        Inst::Alloc { d, list, .. } => {
            run(lists, *list as usize, U, f);
            f(d, D)
        }
        Inst::Dealloc { m } => f(m, U),
        Inst::Load { d, m, list } => {
            f(m, U);
            run(lists, *list as usize, U, f);
            f(d, D)
        }
        Inst::Store { v, m, list } => {
            f(v, U);
            f(m, U);
            run(lists, *list as usize, U, f);
        }
        Inst::Load1 { d, m, i } => {
            f(m, U);
            f(i, U);
            f(d, D)
        }
        Inst::Store1 { v, m, i } => {
            f(v, U);
            f(m, U);
            f(i, U)
        }
        Inst::Dim { d, m, i } => {
            f(m, U);
            f(i, U);
            f(d, D)
        }
        Inst::Rank { d, m } => {
            f(m, U);
            f(d, D)
        }
        Inst::Subview { d, s, list, .. } => {
            f(s, U);
            run(lists, *list as usize, U, f);
            f(d, D)
        }
        Inst::Copy { s, d } => {
            f(s, U);
            f(d, U)
        }
        Inst::Fill { v, m } => {
            f(v, U);
            f(m, U)
        }
        Inst::Execute { list, .. } => {
            // [ncap, caps.., ndeps, deps.., nops, ops.., nres, res..]
            let mut at = *list as usize;
            for _ in 0..3 {
                at = run(lists, at, U, f);
            }
            run(lists, at, D, f);
        }
        Inst::AwaitTask { kind, d, o, .. } | Inst::AwaitBlock { kind, d, o, .. } => {
            f(o, U);
            if *kind == AKind::Value {
                f(d, D)
            }
        }
        Inst::CreateGroup { d, n, .. } => {
            f(n, U);
            f(d, D)
        }
        Inst::AddToGroup { d, t, g } => {
            f(t, U);
            f(g, U);
            f(d, D)
        }
        Inst::RtSetAvailable { o } | Inst::RtSetError { o } | Inst::RtAwait { o, .. } => f(o, U),
        Inst::RtAddRef { o, .. } | Inst::RtDropRef { o, .. } => f(o, U),
        Inst::RtIsError { d, o } | Inst::RtLoad { d, o, .. } => {
            f(o, U);
            f(d, D)
        }
        Inst::RtAwaitAndResume { o, h, .. } => {
            f(o, U);
            f(h, U)
        }
        Inst::RtResume { h } | Inst::CoroEnd { h } | Inst::CoroFree { h } => f(h, U),
        Inst::RtStore { v, o, .. } => {
            f(v, U);
            f(o, U)
        }
        Inst::CoroSave { d, h } => {
            f(h, U);
            f(d, D)
        }
    }
}

/// Where control may go after instruction `pc`.
fn successors(inst: &Inst, pc: usize, out: &mut Vec<usize>) {
    out.clear();
    match *inst {
        Inst::Jump { t } => out.push(t as usize),
        Inst::Branch { t, f, .. } => out.extend([t as usize, f as usize]),
        Inst::ForCheck { exit, .. } => out.extend([pc + 1, exit as usize]),
        Inst::ForNext { head, .. } => out.push(head as usize),
        Inst::CoroSuspend { suspend, resume, cleanup, .. } => {
            out.extend([suspend as usize, resume as usize, cleanup as usize])
        }
        // A suspended task runs this instruction again when it resumes.
        Inst::AwaitTask { .. } => out.extend([pc + 1, pc]),
        Inst::Return { .. } | Inst::TaskYield { .. } | Inst::Unreachable => {}
        _ => out.push(pc + 1),
    }
}

/// Renumbers `f`'s registers so that values live at different times share slots.
/// `obj` says which of the original registers hold objects.
pub(crate) fn allocate(f: &mut Func, obj: &[bool]) {
    let n = f.nregs as usize;
    let len = f.code.len();
    if n == 0 || len == 0 {
        return;
    }
    // Basic blocks: leaders are the entry, every target, and what follows a branch.
    let mut leader = vec![false; len + 1];
    leader[0] = true;
    let mut succ = Vec::new();
    for (pc, inst) in f.code.iter().enumerate() {
        successors(inst, pc, &mut succ);
        let falls_through = succ.len() == 1 && succ[0] == pc + 1;
        if !falls_through {
            for &s in &succ {
                if s <= len {
                    leader[s] = true;
                }
            }
            leader[pc + 1] = true;
        }
    }
    let starts: Vec<usize> = (0..len).filter(|&i| leader[i]).collect();
    let nblocks = starts.len();
    let words = n.div_ceil(64);
    if nblocks.saturating_mul(words * 64) > MAX_BITS {
        return;
    }
    let mut block_of = vec![0usize; len];
    for (b, &s) in starts.iter().enumerate() {
        let e = starts.get(b + 1).copied().unwrap_or(len);
        block_of[s..e].iter_mut().for_each(|x| *x = b);
    }
    let end_of = |b: usize| starts.get(b + 1).copied().unwrap_or(len);
    // Per block: registers read before written (gen) and written (kill).
    let mut gen = vec![0u64; nblocks * words];
    let mut kill = vec![0u64; nblocks * words];
    let mut code = std::mem::take(&mut f.code);
    let mut lists = std::mem::take(&mut f.lists);
    for b in 0..nblocks {
        #[allow(clippy::needless_range_loop)]
        for pc in starts[b]..end_of(b) {
            let (g, k) = (&mut gen[b * words..(b + 1) * words], &mut kill[b * words..(b + 1) * words]);
            let mut uses = Vec::new();
            let mut defs = Vec::new();
            visit(&mut code[pc], &mut lists, false, &mut |r, a| match a {
                Access::Use => uses.push(*r as usize),
                Access::Def => defs.push(*r as usize),
            });
            for r in uses {
                if k[r / 64] & (1 << (r % 64)) == 0 {
                    g[r / 64] |= 1 << (r % 64);
                }
            }
            for r in defs {
                k[r / 64] |= 1 << (r % 64);
            }
        }
    }
    let block_succs: Vec<Vec<usize>> = (0..nblocks)
        .map(|b| {
            let last = end_of(b) - 1;
            successors(&code[last], last, &mut succ);
            succ.iter().filter(|&&s| s < len).map(|&s| block_of[s]).collect()
        })
        .collect();
    let mut live_in = vec![0u64; nblocks * words];
    let mut live_out = vec![0u64; nblocks * words];
    let mut changed = true;
    while changed {
        changed = false;
        for b in (0..nblocks).rev() {
            for w in 0..words {
                let mut out = 0u64;
                for &s in &block_succs[b] {
                    out |= live_in[s * words + w];
                }
                let inn = gen[b * words + w] | (out & !kill[b * words + w]);
                if out != live_out[b * words + w] || inn != live_in[b * words + w] {
                    live_out[b * words + w] = out;
                    live_in[b * words + w] = inn;
                    changed = true;
                }
            }
        }
    }
    // One conservative interval per register: every position where it is used,
    // defined, or live across a block boundary.
    let mut lo = vec![usize::MAX; n];
    let mut hi = vec![0usize; n];
    let touch = |r: usize, p: usize, lo: &mut [usize], hi: &mut [usize]| {
        lo[r] = lo[r].min(p);
        hi[r] = hi[r].max(p);
    };
    for b in 0..nblocks {
        let (s, e) = (starts[b], end_of(b));
        for w in 0..words {
            for bit in 0..64 {
                let r = w * 64 + bit;
                if r >= n {
                    break;
                }
                if live_in[b * words + w] & (1 << bit) != 0 {
                    touch(r, 2 * s, &mut lo, &mut hi);
                }
                if live_out[b * words + w] & (1 << bit) != 0 {
                    touch(r, 2 * e - 1, &mut lo, &mut hi);
                }
            }
        }
    }
    for (pc, inst) in code.iter_mut().enumerate() {
        visit(inst, &mut lists, false, &mut |r, a| {
            let p = if a == Access::Use { 2 * pc } else { 2 * pc + 1 };
            touch(*r as usize, p, &mut lo, &mut hi);
        });
    }
    // Parameters are written before the entry; the task's results live as long as the frame.
    for &p in &f.params {
        touch(p as usize, 0, &mut lo, &mut hi);
    }
    for &r in &f.task_results {
        touch(r as usize, 0, &mut lo, &mut hi);
        touch(r as usize, 2 * len, &mut lo, &mut hi);
    }
    // Linear scan, scalars and objects apart.
    let mut order: Vec<usize> = (0..n).filter(|&r| lo[r] != usize::MAX).collect();
    order.sort_by_key(|&r| (lo[r], r));
    let mut slot_of = vec![u32::MAX; n];
    let mut free: [Vec<u32>; 2] = [Vec::new(), Vec::new()];
    let mut active: Vec<(usize, usize)> = Vec::new(); // (end, register)
    let mut next = 0u32;
    let mut slot_obj = Vec::new();
    for r in order {
        active.retain(|&(end, q)| {
            if end < lo[r] {
                free[obj[q] as usize].push(slot_of[q]);
                false
            } else {
                true
            }
        });
        let class = obj[r] as usize;
        let s = match free[class].pop() {
            Some(s) => s,
            None => {
                next += 1;
                slot_obj.push(obj[r]);
                next - 1
            }
        };
        slot_of[r] = s;
        active.push((hi[r], r));
    }
    for inst in code.iter_mut() {
        visit(inst, &mut lists, true, &mut |r, _| *r = slot_of[*r as usize]);
    }
    f.code = code;
    f.lists = lists;
    for p in f.params.iter_mut().chain(f.task_results.iter_mut()) {
        *p = slot_of[*p as usize];
    }
    f.nregs = next;
    f.obj_regs = (0..next).filter(|&s| slot_obj[s as usize]).collect();
}
