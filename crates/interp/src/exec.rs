//! The interpreter loop: activations of compiled functions on a thread.
//!
//! An *activation* runs from an entry (the program's entry point, or a coroutine or
//! task frame the runtime resumes) until that bottom frame returns or suspends. Calls
//! push frames on the thread's register stack (chunks that never move, so nested
//! activations, which a blocking await on a runtime worker runs, leave outer frames
//! where they are). Coroutine and task frames live on the heap ([`CoroFrame`]): they
//! outlive the call that made them.
//!
//! Lowered coroutines follow `async.coro.*` as LLVM's coroutine split does: the call
//! runs the *ramp* up to the first `async.coro.suspend`, whose suspend successor leads
//! through `async.coro.end` to the `return` that hands the token and values to the
//! caller; a resumed coroutine stops at `async.coro.end`. `async.runtime.resume` and
//! `await_and_resume` are recorded in the frame and handed to the runtime only when
//! the frame's activation segment is over, so the frame is never run by two threads
//! at once.
//!
//! High-level tasks (`async.execute` bodies, `async.func`) are frames of the same kind:
//! an `async.await` in them suspends the frame, elsewhere it blocks the thread.

use std::ffi::c_void;
use std::sync::atomic::Ordering;
use std::sync::Arc;

use crate::arith;
use crate::format::{self, ElemFmt};
use crate::heap::{self, release, retain, set_obj, AsyncObj, Buffer, MemRef, Vector};
use crate::program::*;
use crate::sched::{self, bump, Run, RunError, Slot, BLOCKED, RUNNING};

/// Instructions between checks of the step budget and of the stop flag.
const FUEL: u32 = 1 << 14;
/// Registers per chunk of a thread's register stack.
const CHUNK: usize = 1 << 16;

const FREE_MARKED: u8 = 1;
const SUSPENDED: u8 = 2;
const AWOKEN: u8 = 4;
const COUNTED: u8 = 8;

/// A coroutine or task frame: a header, then `nregs` registers.
#[repr(C)]
pub(crate) struct CoroFrame {
    run: *const Run,
    func: u32,
    nregs: u32,
    resume_pc: u32,
    /// The await site it waits at (while suspended on an await).
    site: u32,
    pending_obj: u64,
    pending: Pending,
    flags: u8,
}

/// What a heap frame's segment left for the runtime to resume it by.
#[derive(Copy, Clone, PartialEq, Eq)]
#[repr(u8)]
enum Pending {
    /// Nothing: it returned, or is suspended with nothing to resume it.
    None,
    /// `async.runtime.resume`: scheduled on a worker.
    Schedule,
    /// An await: resumed when the object it awaits (`pending_obj`) is ready.
    Await,
}

/// Bytes of a frame with `nregs` registers.
pub(crate) fn frame_bytes(nregs: u32) -> usize {
    std::mem::size_of::<CoroFrame>() + 8 * nregs as usize
}

impl CoroFrame {
    /// A frame for `func` with zeroed registers.
    fn alloc(run: &Run, slot: &Slot, func: u32) -> Result<*mut CoroFrame, String> {
        let nregs = run.prog.funcs[func as usize].nregs;
        let size = frame_bytes(nregs);
        let p = crate::pool::alloc(size) as *mut CoroFrame;
        if p.is_null() {
            return Err("out of memory for a coroutine frame".into());
        }
        // SAFETY: `p` is a block of the frame's size, 16-aligned.
        unsafe {
            std::ptr::write_bytes(CoroFrame::regs(p), 0, nregs as usize);
            p.write(CoroFrame {
                run,
                func,
                nregs,
                resume_pc: 0,
                site: u32::MAX,
                pending_obj: 0,
                pending: Pending::None,
                flags: 0,
            })
        };
        bump(&slot.live, 1);
        sched::bump_u64(&slot.frames, 1);
        slot.event();
        if !run.account(slot, size as i64) {
            return Err(memory_message(run));
        }
        Ok(p)
    }

    fn regs(this: *mut CoroFrame) -> *mut u64 {
        // SAFETY: the registers follow the header in the same allocation.
        unsafe { (this as *mut u8).add(std::mem::size_of::<CoroFrame>()) as *mut u64 }
    }

    /// Releases the frame's objects and frees it.
    unsafe fn destroy(this: *mut CoroFrame, run: &Run, slot: &Slot) {
        // SAFETY: the caller owns the frame; nothing else refers to it any more.
        unsafe {
            let f = &run.prog.funcs[(*this).func as usize];
            let regs = CoroFrame::regs(this);
            for &r in &f.obj_regs {
                release(*regs.add(r as usize));
            }
            release((*this).pending_obj);
            let size = frame_bytes((*this).nregs);
            crate::pool::free(this as *mut u8, size);
            bump(&slot.live, -1);
            slot.event();
            run.account(slot, -(size as i64));
        }
    }
}

fn memory_message(run: &Run) -> String {
    format!("memory limit of {} bytes exceeded (--max-memory)", run.limits.max_memory)
}

/// How a frame on the stack runs.
#[derive(Copy, Clone, PartialEq, Eq)]
enum Mode {
    /// A plain function's frame on the register stack.
    Plain,
    /// A coroutine or task frame entered by a call: its segment ends by returning to
    /// the caller.
    Ramp,
    /// A coroutine or task frame the runtime resumed: the bottom of its activation.
    Resumed,
}

#[derive(Copy, Clone)]
struct Meta {
    func: u32,
    pc: u32,
    regs: *mut u64,
    coro: *mut CoroFrame,
    /// Register stack position before this frame (plain frames).
    mark: (u32, u32),
    mode: Mode,
}

/// A thread's register and frame stacks.
struct Stack {
    chunks: Vec<Box<[u64]>>,
    chunk: usize,
    top: usize,
    frames: Vec<Meta>,
}

thread_local! {
    static STACK: std::cell::UnsafeCell<Stack> = const {
        std::cell::UnsafeCell::new(Stack { chunks: Vec::new(), chunk: 0, top: 0, frames: Vec::new() })
    };
}

fn stack() -> *mut Stack {
    STACK.with(|s| s.get())
}

impl Stack {
    /// Zeroed registers for a plain frame, and the position to restore when it pops.
    fn alloc(&mut self, n: usize) -> (*mut u64, (u32, u32)) {
        let mark = (self.chunk as u32, self.top as u32);
        if self.chunks.is_empty() {
            self.chunks.push(vec![0u64; CHUNK.max(n)].into_boxed_slice());
        }
        if self.chunks[self.chunk].len() - self.top < n {
            self.chunk += 1;
            self.top = 0;
            if self.chunk == self.chunks.len() {
                self.chunks.push(vec![0u64; CHUNK.max(n)].into_boxed_slice());
            } else if self.chunks[self.chunk].len() < n {
                self.chunks[self.chunk] = vec![0u64; n].into_boxed_slice();
            }
        }
        let c = &mut self.chunks[self.chunk];
        let regs = &mut c[self.top..self.top + n];
        regs.fill(0);
        let p = regs.as_mut_ptr();
        self.top += n;
        (p, mark)
    }

    fn free(&mut self, mark: (u32, u32)) {
        self.chunk = mark.0 as usize;
        self.top = mark.1 as usize;
    }
}

/// Why an activation stopped early: the error is recorded in the run.
pub(crate) struct Stop;

/// Where an activation starts.
pub(crate) enum Entry<'a> {
    /// Call function `func` with `args` (the program's entry point).
    Call { func: u32, args: &'a [u64] },
    /// Resume a suspended frame.
    Resume(*mut CoroFrame),
}

/// Truncates the thread's frames to where an activation started, whatever happens.
struct Unwind {
    base: usize,
    mark: Option<(u32, u32)>,
}

impl Drop for Unwind {
    fn drop(&mut self) {
        // SAFETY: the thread's own stack; frames above `base` belong to this activation.
        let st = unsafe { &mut *stack() };
        st.frames.truncate(self.base);
        if let Some(m) = self.mark {
            st.free(m);
        }
    }
}

/// Records `msg` as the run's error at instruction `pc` of `f` and stops.
#[cold]
fn fail(run: &Run, f: &Func, pc: usize, msg: impl Into<String>) -> Stop {
    run.fail(RunError::at(f.op_of[pc], msg));
    Stop
}

#[cold]
fn fail_with(run: &Run, e: RunError) -> Stop {
    run.fail(e);
    Stop
}

/// The resume function the runtime calls with a frame as the coroutine handle.
///
/// # Safety
/// `h` is a suspended frame owned by the registration that calls this, once.
pub(crate) unsafe extern "C" fn resume_trampoline(h: *mut c_void) {
    let frame = h as *mut CoroFrame;
    // SAFETY: a suspended frame's run outlives it (runs with live frames are leaked).
    let run = unsafe { &*(*frame).run };
    if let Some(f) = run.fifo.get() {
        if !sched::on_fifo_worker(run) {
            f.push(frame);
            return;
        }
    }
    let slot = run.slot();
    // SAFETY: the registration owned the frame; now this activation does.
    unsafe {
        let fr = &mut *frame;
        if fr.flags & COUNTED != 0 {
            bump(&slot.suspended[fr.site as usize], -1);
            fr.flags &= !COUNTED;
        }
        if fr.pending == Pending::Await {
            fr.flags |= AWOKEN;
        }
        fr.pending = Pending::None;
    }
    if run.aborted() {
        return;
    }
    let prev = slot.state.swap(RUNNING, Ordering::Relaxed);
    slot.event();
    let r = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        // SAFETY: see above.
        let _ = unsafe { activate(run, slot, Entry::Resume(frame)) };
    }));
    if r.is_err() {
        run.fail(RunError::internal());
    }
    slot.state.store(prev, Ordering::Relaxed);
    slot.event();
}

/// Runs an activation. Returns the entry function's results (for [`Entry::Call`]).
///
/// # Safety
/// A resumed frame must be owned by the caller; the program's invariants (register
/// classes checked at compile time) hold.
pub(crate) unsafe fn activate(run: &Run, slot: &Slot, entry: Entry<'_>) -> Result<Vec<u64>, Stop> {
    // Where this activation starts, to locate a budget error found when it ends (a
    // resumed frame may be gone by then).
    let at = match entry {
        Entry::Call { func, .. } => run.prog.funcs[func as usize].op,
        // SAFETY: the caller owns the frame until it is resumed.
        Entry::Resume(frame) => unsafe {
            let fr = &*frame;
            run.prog.funcs[fr.func as usize].op_of[fr.resume_pc as usize]
        },
    };
    let mut fuel = FUEL;
    // SAFETY: forwarded.
    let r = unsafe { interpret(run, slot, entry, &mut fuel) };
    // Steps in whole chunks went to the run's counter; the rest is this thread's, until
    // it makes a chunk: activations too short to use up their fuel (tasks of a few ops,
    // spawned by the million) count toward the budget too.
    let rest = slot.steps.load(Ordering::Relaxed) + (FUEL - fuel) as u64;
    if rest < FUEL as u64 {
        slot.steps.store(rest, Ordering::Relaxed);
        return r;
    }
    slot.steps.store(0, Ordering::Relaxed);
    let used = run.steps.fetch_add(rest, Ordering::Relaxed) + rest;
    if used > run.limits.max_steps && r.is_ok() {
        run.fail(RunError::at(at, format!("step budget of {} exhausted (--max-steps)", run.limits.max_steps)));
        return Err(Stop);
    }
    r
}

/// The interpreter loop of [`activate`]; `fuel` counts down the instructions left
/// before the next check.
unsafe fn interpret(run: &Run, slot: &Slot, entry: Entry<'_>, fuel: &mut u32) -> Result<Vec<u64>, Stop> {
    let prog = &run.prog;
    let st = stack();
    // SAFETY (throughout): `st` is this thread's stack; each access is a short-lived
    // borrow that does not span a call that may run a nested activation.
    let base = unsafe { (*st).frames.len() };
    let mut unwind = Unwind { base, mark: None };
    unsafe {
        match entry {
            Entry::Call { func, args } => {
                let f = &prog.funcs[func as usize];
                let (regs, mark) = (*st).alloc(f.nregs as usize);
                unwind.mark = Some(mark);
                for (i, &a) in args.iter().enumerate() {
                    *regs.add(f.params[i] as usize) = a;
                }
                if f.kind != FuncKind::Plain {
                    run.fail(RunError::at(
                        f.op,
                        "the entry point must be a plain function (not a coroutine or async.func)",
                    ));
                    return Err(Stop);
                }
                (*st).frames.push(Meta { func, pc: 0, regs, coro: std::ptr::null_mut(), mark, mode: Mode::Plain });
            }
            Entry::Resume(frame) => {
                let fr = &*frame;
                let regs = CoroFrame::regs(frame);
                (*st).frames.push(Meta {
                    func: fr.func,
                    pc: fr.resume_pc,
                    regs,
                    coro: frame,
                    mark: (0, 0),
                    mode: Mode::Resumed,
                });
            }
        }
    }
    'frames: loop {
        // SAFETY: there is a frame above `base` while the activation runs.
        let m = unsafe { *(*st).frames.last().expect("an activation has a frame") };
        let f = &prog.funcs[m.func as usize];
        let code = &f.code[..];
        let regs = m.regs;
        let mut pc = m.pc as usize;
        macro_rules! r {
            ($x:expr) => {
                *{
                    // SAFETY: register indices are below the function's `nregs` (compile time).
                    #[allow(unused_unsafe)]
                    let p = unsafe { &mut *regs.add($x as usize) };
                    p
                }
            };
        }
        macro_rules! bail {
            ($($arg:tt)*) => {
                return Err(fail(run, f, pc - 1, format!($($arg)*)))
            };
        }
        // `async.coro.*` and resumption ops name the coroutine they act on: it must be
        // the running one (`$what`: what the op does to it).
        macro_rules! running {
            ($h:expr, $what:literal) => {
                if r!($h) != m.coro as u64 {
                    bail!(concat!($what, " a coroutine other than the running one"));
                }
            };
        }
        // The running coroutine's frame, to register how it resumes: once per suspension.
        macro_rules! register_resume {
            ($h:expr) => {{
                running!($h, "resumes");
                // SAFETY: the running coroutine's frame.
                let fr = unsafe { &mut *m.coro };
                if fr.pending != Pending::None {
                    bail!("registers a second resume of a coroutine before it suspended");
                }
                fr
            }};
        }
        // Coroutine and task instructions run only in heap frames (compile time puts
        // them only in such functions, and only those get heap frames); a frame that
        // breaks this is refused before any of them could dereference it.
        if m.coro.is_null() && f.kind != FuncKind::Plain {
            return Err(fail(run, f, m.pc as usize, "a coroutine or task function runs without its frame"));
        }
        // An object register is written before it is read (the verifier checks
        // dominance); a zero (never written) is refused rather than followed.
        macro_rules! live {
            ($x:expr) => {{
                let p = r!($x);
                if p == 0 {
                    bail!("reads a value that was never written");
                }
                p
            }};
        }
        macro_rules! obj {
            ($x:expr) => {
                // SAFETY: a non-zero async register holds a live object it owns.
                unsafe { AsyncObj::from(live!($x)) }
            };
        }
        macro_rules! mref {
            ($x:expr) => {
                // SAFETY: a non-zero memref register holds a live descriptor it owns.
                unsafe { MemRef::from(live!($x)) }
            };
        }
        // The payload of the awaited value `$ob` into register `$d` (which owns an object payload).
        macro_rules! load_payload {
            ($ob:expr, $d:expr) => {
                let Some(v) = $ob.load() else { bail!("async.await of a value that was never stored") };
                if $ob.payload_obj {
                    unsafe { set_obj(&mut r!($d), v) };
                } else {
                    r!($d) = v;
                }
            };
        }
        loop {
            let inst = &code[pc];
            pc += 1;
            *fuel -= 1;
            if *fuel == 0 {
                *fuel = FUEL;
                let used = run.steps.fetch_add(FUEL as u64, Ordering::Relaxed) + FUEL as u64;
                if run.aborted() {
                    return Err(Stop);
                }
                if used > run.limits.max_steps {
                    bail!("step budget of {} exhausted (--max-steps)", run.limits.max_steps);
                }
            }
            match *inst {
                Inst::Const { d, v } => r!(d) = v,
                Inst::Move { d, s } => r!(d) = r!(s),
                Inst::MoveObj { d, s } => {
                    let v = r!(s);
                    // SAFETY: object registers own their references.
                    unsafe {
                        retain(v);
                        set_obj(&mut r!(d), v);
                    }
                }
                Inst::ConstObj { d, obj } => {
                    let v = run.consts.get().and_then(|c| c.get(obj as usize).copied()).unwrap_or(0);
                    // SAFETY: the run holds a reference to each constant.
                    unsafe {
                        retain(v);
                        set_obj(&mut r!(d), v);
                    }
                }
                Inst::Int { op, w, d, a, b } => {
                    let (x, y) = (r!(a), r!(b));
                    r!(d) = match op {
                        IntOp::Add => arith::mask(x.wrapping_add(y), w),
                        IntOp::Sub => arith::mask(x.wrapping_sub(y), w),
                        IntOp::Mul => arith::mask(x.wrapping_mul(y), w),
                        IntOp::And => x & y,
                        IntOp::Or => x | y,
                        IntOp::Xor => x ^ y,
                        _ => match arith::int_binary(op, w, x, y) {
                            Ok(v) => v,
                            Err(e) => bail!("{e}"),
                        },
                    };
                }
                Inst::ICmp { pred, w, d, a, b } => r!(d) = arith::icmp(pred, w, r!(a), r!(b)) as u64,
                Inst::Float { op, k, d, a, b } => r!(d) = arith::float_binary(op, k, r!(a), r!(b)),
                Inst::FloatUn { op, k, d, a } => r!(d) = arith::float_unary(op, k, r!(a)),
                Inst::Fma { k, d, a, b, c } => r!(d) = arith::fma(k, r!(a), r!(b), r!(c)),
                Inst::FCmp { pred, k, d, a, b } => {
                    r!(d) = arith::fcmp(pred, arith::to_f64(r!(a), k), arith::to_f64(r!(b), k)) as u64
                }
                Inst::Select { d, c, t, f: e } => r!(d) = if r!(c) & 1 == 1 { r!(t) } else { r!(e) },
                Inst::SelectObj { d, c, t, f: e } => {
                    let v = if r!(c) & 1 == 1 { r!(t) } else { r!(e) };
                    // SAFETY: object registers own their references.
                    unsafe {
                        retain(v);
                        set_obj(&mut r!(d), v);
                    }
                }
                Inst::Cast { cast, d, s } => match arith::cast(cast, r!(s)) {
                    Ok(v) => r!(d) = v,
                    Err(e) => bail!("{e}"),
                },
                Inst::IntUn { op, w, d, a } => r!(d) = arith::int_unary(op, w, r!(a)),

                Inst::Jump { t } => pc = t as usize,
                Inst::Branch { c, t, f: e } => pc = if r!(c) & 1 == 1 { t as usize } else { e as usize },
                Inst::Assert { c, msg } => {
                    if r!(c) & 1 == 0 {
                        let text = &prog.strings[msg as usize];
                        if matches!(f.kind, FuncKind::ExecuteBody { .. } | FuncKind::AsyncFunc) {
                            // In a task body the assert fails the task, as upstream's
                            // lowering turns it into a branch to the error block.
                            // SAFETY: the running frame is this task's.
                            unsafe { fail_task(run, m.coro) };
                            match unsafe { end_frame(run, slot, st, base, true) } {
                                Some(res) => return res,
                                None => continue 'frames,
                            }
                        }
                        return Err(assert_failure(run, f.op_of[pc - 1], text));
                    }
                }
                Inst::ForCheck { iv, ub, exit, w, unsigned } => {
                    let (i, u) = (r!(iv), r!(ub));
                    let lt = if unsigned { i < u } else { arith::sext(i, w) < arith::sext(u, w) };
                    if !lt {
                        pc = exit as usize;
                    }
                }
                Inst::CheckStep { step, w } => {
                    let s = arith::sext(r!(step), w);
                    if s <= 0 {
                        bail!("loop step must be positive (it is {s}; the loop would never end)");
                    }
                }
                Inst::ForNext { iv, step, head, w } => {
                    r!(iv) = arith::mask(r!(iv).wrapping_add(r!(step)), w);
                    pc = head as usize;
                }

                Inst::Call { f: callee, list } => {
                    // SAFETY: see `call`.
                    unsafe {
                        (*st).frames.last_mut().expect("frame").pc = pc as u32;
                        call(run, slot, st, Site { f, regs, list, at: pc - 1 }, callee)?;
                    }
                    continue 'frames;
                }
                Inst::CallIndirect { callee, list } => {
                    let target = r!(callee) as u32;
                    let cf = &prog.funcs[target as usize];
                    if let Some(b) = cf.builtin {
                        builtin(run, f, regs, b, list, pc - 1)?;
                        continue;
                    }
                    if cf.external {
                        bail!("calls '@{}', an external function async-runner does not provide", cf.name);
                    }
                    unsafe {
                        (*st).frames.last_mut().expect("frame").pc = pc as u32;
                        call(run, slot, st, Site { f, regs, list, at: pc - 1 }, target)?;
                    }
                    continue 'frames;
                }
                Inst::CallBuiltin { b, list } => builtin(run, f, regs, b, list, pc - 1)?,
                Inst::Return { list } => {
                    // SAFETY: the frame returning is the top one.
                    match unsafe { return_from(run, slot, st, base, f, regs, list) } {
                        Some(res) => return res,
                        None => continue 'frames,
                    }
                }

                Inst::Print { s, ty, punct } => {
                    let mut text = String::new();
                    match &prog.types[ty as usize] {
                        Ty::Scalar(sc) => format::write_elem(&mut text, r!(s), print_fmt(*sc)),
                        Ty::Vector { elem, .. } => {
                            // SAFETY: a vector register holds a live vector.
                            let v = unsafe { Vector::from(live!(s)) };
                            print_vector(&mut text, &v.shape, &v.elems, print_fmt(*elem));
                        }
                        _ => {}
                    }
                    text.push_str(match punct {
                        0 => "\n",
                        2 => ", ",
                        3 => "( ",
                        4 => " )",
                        _ => "",
                    });
                    run.out.write(text.as_bytes());
                }
                Inst::PrintStr { msg } => run.out.write(prog.strings[msg as usize].as_bytes()),

                Inst::Alloc { d, ty, list, heap: dealloc } => {
                    let Ty::MemRef { elem, shape, .. } = &prog.types[ty as usize] else { bail!("bad memref type") };
                    let dynamic = f.list(list);
                    let mut sizes = Vec::with_capacity(shape.len());
                    let mut k = 0;
                    for s in shape {
                        let v = match s {
                            Some(v) => *v,
                            None => {
                                let v = r!(dynamic[k]) as i64;
                                k += 1;
                                v
                            }
                        };
                        if v < 0 {
                            bail!("memref size {v} is negative");
                        }
                        sizes.push(v);
                    }
                    let Some((strides, n)) = heap::row_major(&sizes) else { bail!("memref size overflows") };
                    if n.saturating_mul(8) > run.limits.max_memory.saturating_sub(run.mem.0.load(Ordering::Relaxed)) {
                        bail!("{}", memory_message(run));
                    }
                    let buf = Buffer::alloc(n as usize, f.op_of[pc - 1], dealloc, &run.mem);
                    let m = MemRef::create(buf, *elem, 0, &sizes, &strides);
                    // SAFETY: object register.
                    unsafe { set_obj(&mut r!(d), m) };
                }
                Inst::Dealloc { m: mr } => {
                    // SAFETY: a memref register holds a live descriptor.
                    let desc = mref!(mr);
                    let b = desc.buffer();
                    if !b.deallocatable {
                        bail!("memref.dealloc of memory that was not allocated by memref.alloc");
                    }
                    if b.dead.swap(true, Ordering::AcqRel) {
                        let first = b.freer.load(Ordering::Relaxed);
                        return Err(fail_with(
                            run,
                            RunError::at(f.op_of[pc - 1], "memref.dealloc of memory that was already deallocated")
                                .note(Some(first), "deallocated here first")
                                .note(Some(b.creator), "allocated here"),
                        ));
                    }
                    b.freer.store(f.op_of[pc - 1], Ordering::Relaxed);
                }
                Inst::Load1 { d, m: mr, i } => {
                    let idx = [r!(i) as i64];
                    match element(run, f, pc - 1, live!(mr), &idx, false) {
                        Ok((b, at)) => r!(d) = b.get(at),
                        Err(e) => return Err(e),
                    }
                }
                Inst::Store1 { v, m: mr, i } => {
                    let idx = [r!(i) as i64];
                    let (b, at) = element(run, f, pc - 1, live!(mr), &idx, true)?;
                    b.set(at, r!(v));
                }
                Inst::Load { d, m: mr, list } => {
                    let idx: Vec<i64> = f.list(list).iter().map(|&x| r!(x) as i64).collect();
                    let (b, at) = element(run, f, pc - 1, live!(mr), &idx, false)?;
                    r!(d) = b.get(at);
                }
                Inst::Store { v, m: mr, list } => {
                    let idx: Vec<i64> = f.list(list).iter().map(|&x| r!(x) as i64).collect();
                    let (b, at) = element(run, f, pc - 1, live!(mr), &idx, true)?;
                    b.set(at, r!(v));
                }
                Inst::CastMemRef { d, s, ty } => {
                    // SAFETY: a memref register holds a live descriptor.
                    let desc = mref!(s);
                    if let Ty::MemRef { rank: Some(rank), shape, .. } = &prog.types[ty as usize] {
                        if desc.rank() != *rank as usize {
                            bail!("memref.cast to rank {rank} of a memref of rank {}", desc.rank());
                        }
                        for (i, (want, &have)) in shape.iter().zip(desc.sizes()).enumerate() {
                            if let Some(w) = want {
                                if *w != have {
                                    bail!("memref.cast to static size {w} of dimension {i}, which has size {have}");
                                }
                            }
                        }
                    }
                    let v = r!(s);
                    // SAFETY: object registers own their references.
                    unsafe {
                        retain(v);
                        set_obj(&mut r!(d), v);
                    }
                }
                Inst::Dim { d, m: mr, i } => {
                    // SAFETY: a memref register holds a live descriptor.
                    let desc = mref!(mr);
                    let i = r!(i);
                    if i >= desc.rank() as u64 {
                        bail!("memref.dim of dimension {} of a memref of rank {}", i as i64, desc.rank());
                    }
                    r!(d) = desc.sizes()[i as usize] as u64;
                }
                Inst::Rank { d, m: mr } => {
                    // SAFETY: a memref register holds a live descriptor.
                    r!(d) = mref!(mr).rank() as u64;
                }
                Inst::Subview { d, s, sv, list } => {
                    let info = &prog.subviews[sv as usize];
                    let dynamic: Vec<i64> = f.list(list).iter().map(|&x| r!(x) as i64).collect();
                    // SAFETY: a memref register holds a live descriptor.
                    let src = mref!(s);
                    match subview(src, info, &dynamic) {
                        Ok(m) => unsafe { set_obj(&mut r!(d), m) },
                        Err(e) => bail!("{e}"),
                    }
                }
                Inst::Copy { s, d } => {
                    // SAFETY: memref registers hold live descriptors.
                    let (a, b) = (mref!(s), mref!(d));
                    if let Err(e) = copy(a, b) {
                        bail!("{e}");
                    }
                    if a.buffer().dead.load(Ordering::Acquire) || b.buffer().dead.load(Ordering::Acquire) {
                        bail!("memref.copy of memory that was deallocated");
                    }
                }
                Inst::Fill { v, m } => {
                    // SAFETY: a memref register holds a live descriptor.
                    let b = mref!(m);
                    if b.buffer().dead.load(Ordering::Acquire) {
                        bail!("linalg.fill of memory that was deallocated");
                    }
                    if let Err(e) = fill(b, r!(v)) {
                        bail!("{e}");
                    }
                }

                // ---- high-level async
                Inst::Execute { body, list } => {
                    // SAFETY: registers per the compiled list layout.
                    unsafe { execute(run, slot, Site { f, regs, list, at: pc - 1 }, body)? };
                }
                Inst::AsyncCall { f: callee, list } => {
                    unsafe {
                        (*st).frames.last_mut().expect("frame").pc = pc as u32;
                        async_call(run, slot, st, Site { f, regs, list, at: pc - 1 }, callee)?;
                    }
                    continue 'frames;
                }
                Inst::AwaitTask { kind, d, o, site } => {
                    let frame = m.coro;
                    let ob = obj!(o);
                    // SAFETY: the running frame is this task's.
                    let fr = unsafe { &mut *frame };
                    let ready = fr.flags & AWOKEN != 0 || (kind != AKind::Group && ob.is_ready());
                    fr.flags &= !AWOKEN;
                    if !ready {
                        fr.resume_pc = (pc - 1) as u32;
                        fr.pending = Pending::Await;
                        let p = r!(o);
                        // SAFETY: the register holds a reference; see RtAwaitAndResume.
                        unsafe { retain(p) };
                        fr.pending_obj = p;
                        fr.site = site;
                        fr.flags |= SUSPENDED;
                        // SAFETY: the top frame is this task's.
                        match unsafe { end_frame(run, slot, st, base, false) } {
                            Some(res) => return res,
                            None => continue 'frames,
                        }
                    }
                    if ob.is_error() {
                        // SAFETY: as above.
                        unsafe { fail_task(run, frame) };
                        match unsafe { end_frame(run, slot, st, base, true) } {
                            Some(res) => return res,
                            None => continue 'frames,
                        }
                    }
                    if kind == AKind::Value {
                        load_payload!(ob, d);
                    }
                }
                Inst::AwaitBlock { kind, d, o, site } => {
                    let ob = obj!(o);
                    block_on(run, slot, ob, r!(o), site)?;
                    if ob.is_error() {
                        return Err(assert_failure(run, f.op_of[pc - 1], "Awaited async operand is in error state"));
                    }
                    if kind == AKind::Value {
                        load_payload!(ob, d);
                    }
                }
                Inst::TaskYield { list } => {
                    // Values first (store, then make available), then the token, as
                    // upstream's lowering of async.yield does.
                    let vals = f.list(list);
                    let mut vi = 0;
                    for &res in &f.task_results {
                        let ob = obj!(res);
                        if ob.kind == AKind::Value {
                            let v = r!(vals[vi]);
                            vi += 1;
                            if ob.payload_obj {
                                // SAFETY: the register owns a reference; the value takes one.
                                unsafe { retain(v) };
                            }
                            ob.store(v);
                            ob.finish(heap::AVAILABLE);
                        }
                    }
                    for &res in &f.task_results {
                        let ob = obj!(res);
                        if ob.kind == AKind::Token {
                            ob.finish(heap::AVAILABLE);
                        }
                    }
                    // SAFETY: the top frame is this task's.
                    match unsafe { end_frame(run, slot, st, base, true) } {
                        Some(res) => return res,
                        None => continue 'frames,
                    }
                }
                Inst::CreateGroup { d, n, site, tracked } => {
                    let size = r!(n) as i64;
                    if size < 0 {
                        bail!("group size {size} is negative");
                    }
                    let tracked = tracked && prog.ref_counted;
                    let g = AsyncObj::create(AKind::Group, false, size, f.op_of[pc - 1], site, tracked);
                    if tracked && run.check_leaks {
                        bump(&slot.created[site as usize], 1);
                    }
                    if !run.account(slot, 128) {
                        bail!("{}", memory_message(run));
                    }
                    unsafe { set_obj(&mut r!(d), g) };
                }
                Inst::AddToGroup { d, t, g } => {
                    let (tok, grp) = (obj!(t), obj!(g));
                    check_live(run, f, pc - 1, tok)?;
                    check_live(run, f, pc - 1, grp)?;
                    // SAFETY: both records hold their runtime objects.
                    let rank =
                        unsafe { async_runtime::abi::mlirAsyncRuntimeAddTokenToGroup(tok.rt.cast(), grp.rt.cast()) };
                    if rank >= grp.size() {
                        bail!("adds a token to a group of size {} that already has {} tokens", grp.size(), rank);
                    }
                    r!(d) = rank as u64;
                }

                // ---- async.runtime
                Inst::RtCreate { d, payload, site } => {
                    // Reference counts are followed only in reference-counted IR (before
                    // it, nothing drops references and nothing can be checked).
                    let tracked = prog.ref_counted;
                    let o = if payload == u32::MAX {
                        AsyncObj::create(AKind::Token, false, 0, f.op_of[pc - 1], site, tracked)
                    } else {
                        let obj = prog.types[payload as usize].is_obj();
                        AsyncObj::create(AKind::Value, obj, 0, f.op_of[pc - 1], site, tracked)
                    };
                    if run.check_leaks {
                        bump(&slot.created[site as usize], 1);
                    }
                    if !run.account(slot, 128) {
                        bail!("{}", memory_message(run));
                    }
                    unsafe { set_obj(&mut r!(d), o) };
                }
                Inst::RtSetAvailable { o, .. } | Inst::RtSetError { o, .. } => {
                    let ob = obj!(o);
                    check_live(run, f, pc - 1, ob)?;
                    let available = matches!(inst, Inst::RtSetAvailable { .. });
                    if !ob.finish(if available { heap::AVAILABLE } else { heap::ERROR }) {
                        bail!("completes a {} that is already complete", kind_name(ob.kind));
                    }
                    // Completion drops the runtime's completion reference.
                    change_refs(run, slot, f, pc - 1, ob, -1)?;
                }
                Inst::RtIsError { d, o, .. } => {
                    let ob = obj!(o);
                    check_live(run, f, pc - 1, ob)?;
                    r!(d) = ob.is_error() as u64;
                }
                Inst::RtAwait { o, site, .. } => {
                    let ob = obj!(o);
                    check_live(run, f, pc - 1, ob)?;
                    block_on(run, slot, ob, r!(o), site)?;
                }
                Inst::RtAwaitAndResume { o, h, site, .. } => {
                    let ob = obj!(o);
                    check_live(run, f, pc - 1, ob)?;
                    let fr = register_resume!(h);
                    fr.pending = Pending::Await;
                    // The frame holds its own reference until the registration is made:
                    // the register may be reused before the coroutine suspends.
                    let p = r!(o);
                    // SAFETY: the register holds a reference.
                    unsafe { retain(p) };
                    fr.pending_obj = p;
                    fr.site = site;
                }
                Inst::RtResume { h } => register_resume!(h).pending = Pending::Schedule,
                Inst::RtStore { v, o, obj } => {
                    let ob = obj!(o);
                    check_live(run, f, pc - 1, ob)?;
                    if ob.is_ready() {
                        bail!("stores into a value that is already complete");
                    }
                    let x = r!(v);
                    if obj {
                        // SAFETY: the value takes a reference of its own.
                        unsafe { retain(x) };
                    }
                    ob.store(x);
                }
                Inst::RtLoad { d, o, obj } => {
                    let ob = obj!(o);
                    check_live(run, f, pc - 1, ob)?;
                    if ob.state.load(Ordering::Acquire) != heap::AVAILABLE {
                        bail!("loads a value that is not available");
                    }
                    let Some(x) = ob.load() else { bail!("loads a value that was never stored") };
                    if obj {
                        unsafe { set_obj(&mut r!(d), x) };
                    } else {
                        r!(d) = x;
                    }
                }
                Inst::RtAddRef { o, n } => {
                    let ob = obj!(o);
                    check_live(run, f, pc - 1, ob)?;
                    change_refs(run, slot, f, pc - 1, ob, n)?;
                }
                Inst::RtDropRef { o, n } => {
                    let ob = obj!(o);
                    change_refs(run, slot, f, pc - 1, ob, -n)?;
                }
                Inst::RtNumWorkers { d } => r!(d) = run.num_workers as u64,

                // ---- async.coro
                Inst::CoroId { d } => r!(d) = 0,
                Inst::CoroBegin { d } => r!(d) = m.coro as u64,
                Inst::CoroSave { d, h } => {
                    running!(h, "saves");
                    r!(d) = 0;
                }
                Inst::CoroSuspend { suspend, resume, site, .. } => {
                    // SAFETY: the running coroutine's frame.
                    let fr = unsafe { &mut *m.coro };
                    fr.resume_pc = resume;
                    if fr.pending == Pending::None {
                        fr.site = site;
                    }
                    fr.flags |= SUSPENDED;
                    pc = suspend as usize;
                }
                Inst::CoroEnd { h } => {
                    running!(h, "ends");
                    if m.mode == Mode::Resumed {
                        // SAFETY: the top frame is this coroutine's.
                        let done = unsafe { (*m.coro).flags & FREE_MARKED != 0 };
                        match unsafe { end_frame(run, slot, st, base, done) } {
                            Some(res) => return res,
                            None => continue 'frames,
                        }
                    }
                    // In the ramp, control goes on to the `return`.
                }
                Inst::CoroFree { h } => {
                    running!(h, "frees");
                    // SAFETY: the running coroutine's frame.
                    unsafe { (*m.coro).flags |= FREE_MARKED };
                }
                Inst::Unreachable => bail!("control reached the end of the function"),
            }
        }
    }
}

fn kind_name(k: AKind) -> &'static str {
    match k {
        AKind::Token => "token",
        AKind::Value => "value",
        AKind::Group => "group",
    }
}

fn scalar_name(s: Scalar) -> &'static str {
    match s {
        Scalar::Int(1) => "i1",
        Scalar::Int(8) => "i8",
        Scalar::Int(16) => "i16",
        Scalar::Int(32) => "i32",
        Scalar::Int(64) => "i64",
        Scalar::Int(_) => "iN",
        Scalar::Index => "index",
        Scalar::F16 => "f16",
        Scalar::BF16 => "bf16",
        Scalar::F32 => "f32",
        Scalar::F64 => "f64",
    }
}

fn print_fmt(s: Scalar) -> ElemFmt {
    match s {
        // vector.print extends i1 with zeros, other integers with their sign.
        Scalar::Int(1) => ElemFmt::Unsigned,
        Scalar::Int(w) => ElemFmt::Signed(w),
        Scalar::Index => ElemFmt::Unsigned,
        s => ElemFmt::Float(s.float_kind().expect("a float")),
    }
}

fn print_vector(out: &mut String, shape: &[i64], elems: &[u64], f: ElemFmt) {
    out.push_str("( ");
    if shape.len() <= 1 {
        for (i, &e) in elems.iter().enumerate() {
            if i > 0 {
                out.push_str(", ");
            }
            format::write_elem(out, e, f);
        }
    } else {
        let inner: usize = shape[1..].iter().product::<i64>() as usize;
        for i in 0..shape[0] as usize {
            if i > 0 {
                out.push_str(", ");
            }
            print_vector(out, &shape[1..], &elems[i * inner..(i + 1) * inner], f);
        }
    }
    out.push_str(" )");
}

/// The buffer and linear index of an element, bounds- and liveness-checked.
fn element<'a>(run: &Run, f: &Func, at: usize, m: u64, idx: &[i64], store: bool) -> Result<(&'a Buffer, usize), Stop> {
    // SAFETY: a memref register holds a live descriptor; its buffer lives as long.
    let desc: &'a MemRef = unsafe { MemRef::from(m) };
    let mut lin = desc.offset;
    let sizes = desc.sizes();
    let strides = desc.strides();
    if idx.len() != sizes.len() {
        return Err(fail(run, f, at, format!("indexes a memref of rank {} with {} indices", sizes.len(), idx.len())));
    }
    for (k, &i) in idx.iter().enumerate() {
        if i < 0 || i >= sizes[k] {
            let what = if store { "memref.store" } else { "memref.load" };
            let mut shape: String = sizes.iter().map(|s| format!("{s}x")).collect();
            shape.push_str(scalar_name(desc.elem));
            return Err(fail(
                run,
                f,
                at,
                format!(
                    "{what} out of bounds: index {i} of dimension {k}, which has size {} (memref<{shape}>)",
                    sizes[k]
                ),
            ));
        }
        lin += i * strides[k];
    }
    let b = desc.buffer();
    if b.dead.load(Ordering::Acquire) {
        let what = if store { "memref.store" } else { "memref.load" };
        let freer = b.freer.load(Ordering::Relaxed);
        return Err(fail_with(
            run,
            RunError::at(f.op_of[at], format!("{what} of memory that was deallocated (use after free)"))
                .note(Some(freer), "deallocated here")
                .note(Some(b.creator), "allocated here"),
        ));
    }
    if store && b.constant {
        return Err(fail(run, f, at, "memref.store into a constant memref.global"));
    }
    if lin < 0 || lin as usize >= b.len() {
        return Err(fail(run, f, at, "memref access outside its buffer"));
    }
    Ok((b, lin as usize))
}

fn subview(src: &MemRef, info: &SubviewInfo, dynamic: &[i64]) -> Result<u64, String> {
    let mut dyn_iter = dynamic.iter();
    let mut pick = |v: &[Option<i64>]| -> Vec<i64> {
        v.iter().map(|x| x.unwrap_or_else(|| *dyn_iter.next().unwrap_or(&0))).collect()
    };
    let (offsets, sizes, strides) = (pick(&info.offsets), pick(&info.sizes), pick(&info.strides));
    let mut off = src.offset;
    let mut rsizes = Vec::new();
    let mut rstrides = Vec::new();
    for k in 0..src.rank() {
        let (o, s, t) = (offsets[k], sizes[k], strides[k]);
        if o < 0 || s < 0 || t < 0 {
            return Err(format!("memref.subview with a negative offset, size or stride in dimension {k}"));
        }
        if s > 0 {
            let last = o.checked_add((s - 1).checked_mul(t).ok_or("subview overflows")?).ok_or("subview overflows")?;
            if last >= src.sizes()[k] {
                return Err(format!(
                    "memref.subview out of bounds: dimension {k} of size {} viewed at offset {o}, size {s}, stride {t}",
                    src.sizes()[k]
                ));
            }
        }
        off += o * src.strides()[k];
        if info.kept[k] {
            rsizes.push(s);
            rstrides.push(src.strides()[k] * t);
        } else if s != 1 {
            return Err(format!("memref.subview drops dimension {k} whose size is {s}, not 1"));
        }
    }
    Ok(MemRef::create(src.buffer_ref(), src.elem, off, &rsizes, &rstrides))
}

fn copy(a: &MemRef, b: &MemRef) -> Result<(), String> {
    if a.sizes() != b.sizes() {
        return Err(format!("memref.copy between shapes {:?} and {:?}", a.sizes(), b.sizes()));
    }
    if b.buffer().constant {
        return Err("memref.copy into a constant memref.global".into());
    }
    let n: i64 = a.sizes().iter().product();
    let (ab, bb) = (a.buffer(), b.buffer());
    let mut vals = Vec::with_capacity(n.max(0) as usize);
    for_each_element(a, |at| vals.push(ab.get(at)));
    // The shapes are equal, so `b` has as many elements as `vals`.
    let mut vals = vals.into_iter();
    for_each_element(b, |at| bb.set(at, vals.next().expect("as many elements as the source")));
    Ok(())
}

/// Calls `f` with the buffer index of each element `m` views, in row-major order.
fn for_each_element(m: &MemRef, mut f: impl FnMut(usize)) {
    let n: i64 = m.sizes().iter().product();
    let rank = m.rank();
    let mut idx = vec![0i64; rank];
    for _ in 0..n.max(0) {
        let at: i64 = m.offset + idx.iter().zip(m.strides()).map(|(i, s)| i * s).sum::<i64>();
        f(at as usize);
        for k in (0..rank).rev() {
            idx[k] += 1;
            if idx[k] < m.sizes()[k] {
                break;
            }
            idx[k] = 0;
        }
    }
}

/// Sets every element `m` views to `v` (a canonical scalar).
fn fill(m: &MemRef, v: u64) -> Result<(), String> {
    if m.buffer().constant {
        return Err("linalg.fill of a constant memref.global".into());
    }
    let b = m.buffer();
    for_each_element(m, |at| b.set(at, v));
    Ok(())
}

/// An abort as the runners give for a failed `cf.assert`: LLVM 17+'s lowering prints
/// the message on stdout first.
fn assert_failure(run: &Run, op: u32, msg: &str) -> Stop {
    if run.prog.assert_prints_message {
        run.out.write(format!("{msg}\n").as_bytes());
    }
    let mut e = RunError::at(op, format!("assertion failed: {msg}"));
    e.status = 134;
    run.fail(e);
    Stop
}

// ---- reference counts

/// A use of an object whose program count is zero is a use after free.
#[inline]
fn check_live(run: &Run, f: &Func, at: usize, o: &AsyncObj) -> Result<(), Stop> {
    if !o.tracked || o.refs.load(Ordering::Acquire) > 0 {
        return Ok(());
    }
    let op = f.op_of[at];
    let msg = format!(
        "'{}' uses a {} after it was freed (its reference count reached zero)",
        run.prog.op_names[op as usize],
        kind_name(o.kind)
    );
    Err(fail_with(run, ref_error(op, o, msg)))
}

/// Applies a change of the program's count (`add_ref`, `drop_ref`, a completion).
#[inline]
fn change_refs(run: &Run, slot: &Slot, f: &Func, at: usize, o: &AsyncObj, delta: i64) -> Result<(), Stop> {
    if !o.tracked {
        return Ok(());
    }
    let op = f.op_of[at];
    let old = o.refs.fetch_add(delta, Ordering::AcqRel);
    o.note(op, delta);
    let Some(new) = old.checked_add(delta).filter(|&n| n < 1 << 62) else {
        let msg = format!("'{}' makes a reference count overflow", run.prog.op_names[op as usize]);
        return Err(fail_with(run, ref_error(op, o, msg)));
    };
    if new < 0 {
        let what = if old <= 0 {
            "whose reference count is already 0: it was freed, a reference was dropped once too often".to_string()
        } else {
            format!("that has only {old} (a reference dropped too often)")
        };
        let msg = format!(
            "'{}' drops {} reference{} of a {} {what}",
            run.prog.op_names[op as usize],
            -delta,
            if delta == -1 { "" } else { "s" },
            kind_name(o.kind)
        );
        return Err(fail_with(run, ref_error(op, o, msg)));
    }
    if new == 0 && run.check_leaks {
        bump(&slot.freed[o.site as usize], 1);
    }
    Ok(())
}

/// An error about an object's reference count, with its history as notes.
fn ref_error(op: u32, o: &AsyncObj, msg: String) -> RunError {
    let mut e = RunError::at(op, msg);
    let hist = o.history();
    let mut count = o.refs.load(Ordering::Acquire);
    let mut steps = Vec::new();
    for &(hop, delta) in hist.iter().rev() {
        let after = count;
        count -= delta;
        steps.push((hop, count, after));
    }
    steps.reverse();
    e = e.note(
        Some(o.creator),
        format!(
            "the {} was created here (reference count {})",
            kind_name(o.kind),
            if o.kind == AKind::Group { 1 } else { 2 }
        ),
    );
    if hist.len() == heap::HISTORY {
        e = e.note(None, "(earlier changes of its reference count are not shown)");
    }
    for (hop, before, after) in steps {
        let cause = if after == 0 && before > 0 { " (freed)" } else { "" };
        e = e.note(Some(hop), format!("reference count {before} -> {after} here{cause}"));
    }
    e
}

// ---- blocking

/// Blocks the thread until `o` is final: the runtime's await on its workers (which
/// runs other tasks meanwhile), else a wait that the main thread can interrupt.
fn block_on(run: &Run, slot: &Slot, o: &AsyncObj, p: u64, site: u32) -> Result<(), Stop> {
    if o.kind != AKind::Group && o.is_ready() {
        return Ok(());
    }
    {
        // SAFETY: the register holds `p`; the slot takes its own reference.
        unsafe { retain(p) };
        *slot.blocked.lock().unwrap_or_else(|e| e.into_inner()) = Some((site, p));
    }
    let prev = slot.state.swap(BLOCKED, Ordering::Relaxed);
    slot.event();
    let r = if run.fifo.get().is_none() && sched::on_runtime_worker() {
        // SAFETY: `o` holds its runtime object for the whole wait.
        unsafe {
            match o.kind {
                AKind::Token => async_runtime::abi::mlirAsyncRuntimeAwaitToken(o.rt.cast()),
                AKind::Value => async_runtime::abi::mlirAsyncRuntimeAwaitValue(o.rt.cast()),
                AKind::Group => async_runtime::abi::mlirAsyncRuntimeAwaitAllInGroup(o.rt.cast()),
            }
        }
        Ok(())
    } else {
        sched::wait_own(run, o, site, slot.is_main)
    };
    slot.state.store(prev, Ordering::Relaxed);
    slot.event();
    let held = slot.blocked.lock().unwrap_or_else(|e| e.into_inner()).take();
    if let Some((_, p)) = held {
        // SAFETY: the slot's reference.
        unsafe { release(p) };
    }
    if let Err(e) = r {
        run.fail(e);
        return Err(Stop);
    }
    if run.aborted() {
        return Err(Stop);
    }
    Ok(())
}

// ---- calls, returns, frames

/// The instruction that calls or spawns: its function, that function's registers, the
/// instruction's operand list and its index.
#[derive(Clone, Copy)]
struct Site<'a> {
    f: &'a Func,
    regs: *mut u64,
    list: u32,
    at: usize,
}

impl Site<'_> {
    fn fail(&self, run: &Run, msg: impl Into<String>) -> Stop {
        fail(run, self.f, self.at, msg)
    }
}

/// Pushes a frame for a call of `callee` from `site`.
unsafe fn call(run: &Run, slot: &Slot, st: *mut Stack, site: Site<'_>, callee: u32) -> Result<(), Stop> {
    let cf = &run.prog.funcs[callee as usize];
    // SAFETY: the thread's stack, not borrowed elsewhere during this call.
    let st = unsafe { &mut *st };
    check_depth(run, st, site)?;
    let (cregs, coro, mark, mode) = match cf.kind {
        FuncKind::Coroutine => {
            let frame = CoroFrame::alloc(run, slot, callee).map_err(|e| site.fail(run, e))?;
            (CoroFrame::regs(frame), frame, (0, 0), Mode::Ramp)
        }
        _ => {
            let before = st.chunks.len();
            let (p, mark) = st.alloc(cf.nregs as usize);
            if st.chunks.len() != before && !run.account(slot, (CHUNK * 8) as i64) {
                st.free(mark);
                return Err(site.fail(run, memory_message(run)));
            }
            (p, std::ptr::null_mut(), mark, Mode::Plain)
        }
    };
    // SAFETY: compiled register indices; fresh callee registers are zero.
    unsafe { pass_args(site.regs, site.f.list(site.list), cf, 0, cregs) };
    st.frames.push(Meta { func: callee, pc: 0, regs: cregs, coro, mark, mode });
    Ok(())
}

/// `async.call`: creates the results, then runs the `async.func` until it suspends or
/// finishes (its frame is pushed; its results are already the caller's).
unsafe fn async_call(run: &Run, slot: &Slot, st: *mut Stack, site: Site<'_>, callee: u32) -> Result<(), Stop> {
    let cf = &run.prog.funcs[callee as usize];
    // SAFETY: the thread's stack.
    let st = unsafe { &mut *st };
    check_depth(run, st, site)?;
    let frame = CoroFrame::alloc(run, slot, callee).map_err(|e| site.fail(run, e))?;
    let fregs = CoroFrame::regs(frame);
    // The operand list: the arguments, then the result registers.
    let args = site.f.list(site.list);
    let res = site.f.list(site.list + 1 + args.len() as u32);
    // SAFETY: compiled register indices.
    unsafe {
        pass_args(site.regs, args, cf, 0, fregs);
        create_task_results(run, slot, site, res, cf, fregs, cf.op)?;
    }
    st.frames.push(Meta { func: callee, pc: 0, regs: fregs, coro: frame, mark: (0, 0), mode: Mode::Ramp });
    Ok(())
}

/// Fails the call at `site` when the thread already holds `--max-call-depth` frames.
fn check_depth(run: &Run, st: &Stack, site: Site<'_>) -> Result<(), Stop> {
    if st.frames.len() >= run.limits.max_depth {
        return Err(site.fail(run, format!("call depth exceeds {} (--max-call-depth)", run.limits.max_depth)));
    }
    Ok(())
}

/// Copies the caller's registers `args` into `callee`'s parameters from `first` on, in
/// the callee's registers `cregs`, retaining the async objects among them.
///
/// # Safety
/// `args` index `regs`, and the parameters index `cregs`, as compiled.
unsafe fn pass_args(regs: *const u64, args: &[u32], callee: &Func, first: usize, cregs: *mut u64) {
    for (i, &a) in args.iter().enumerate() {
        let p = first + i;
        // SAFETY: as the caller promises.
        unsafe {
            let v = *regs.add(a as usize);
            if callee.param_tys[p].is_obj() {
                retain(v);
            }
            *cregs.add(callee.params[p] as usize) = v;
        }
    }
}

/// Creates a task's result tokens and values (made by `op`): one reference each for the
/// registers `res` of `site` and for the task's own registers.
///
/// # Safety
/// `res` index the site's registers, and `task`'s result registers index `tregs`, as compiled.
unsafe fn create_task_results(
    run: &Run,
    slot: &Slot,
    site: Site<'_>,
    res: &[u32],
    task: &Func,
    tregs: *mut u64,
    op: u32,
) -> Result<(), Stop> {
    for (i, &r) in res.iter().enumerate() {
        let o = new_task_result(run, slot, &task.result_tys[i], op).map_err(|e| site.fail(run, e))?;
        // SAFETY: as the caller promises.
        unsafe {
            retain(o);
            *tregs.add(task.task_results[i] as usize) = o;
            set_obj(&mut *site.regs.add(r as usize), o);
        }
    }
    Ok(())
}

fn new_task_result(run: &Run, slot: &Slot, t: &Ty, op: u32) -> Result<u64, String> {
    let o = match t {
        Ty::Token => AsyncObj::create(AKind::Token, false, 0, op, 0, false),
        Ty::Value(e) => AsyncObj::create(AKind::Value, e.is_obj(), 0, op, 0, false),
        _ => return Err("a task result that is not a token or value".into()),
    };
    if !run.account(slot, 128) {
        // SAFETY: the only reference.
        unsafe { release(o) };
        return Err(memory_message(run));
    }
    Ok(o)
}

/// `async.execute`: creates the token and values, a frame for the body with its
/// captures, dependencies and operands, and hands it to the pool.
unsafe fn execute(run: &Run, slot: &Slot, site: Site<'_>, body: u32) -> Result<(), Stop> {
    let bf = &run.prog.funcs[body as usize];
    let frame = CoroFrame::alloc(run, slot, body).map_err(|e| site.fail(run, e))?;
    let fregs = CoroFrame::regs(frame);
    // Captures, dependencies, operands: three lists, one run of parameters; then the
    // result registers.
    let mut list = site.list;
    let mut p = 0;
    // SAFETY: compiled register indices; the frame is fresh.
    unsafe {
        for _ in 0..3 {
            let args = site.f.list(list);
            pass_args(site.regs, args, bf, p, fregs);
            p += args.len();
            list += 1 + args.len() as u32;
        }
        create_task_results(run, slot, site, site.f.list(list), bf, fregs, site.f.op_of[site.at])?;
    }
    sched::schedule(run, frame);
    Ok(())
}

/// Puts every result of a task in the error state.
unsafe fn fail_task(run: &Run, frame: *mut CoroFrame) {
    // SAFETY: the caller runs this task's frame.
    unsafe {
        let f = &run.prog.funcs[(*frame).func as usize];
        let regs = CoroFrame::regs(frame);
        for &r in &f.task_results {
            let p = *regs.add(r as usize);
            if p != 0 {
                AsyncObj::from(p).finish(heap::ERROR);
            }
        }
    }
}

/// Ends the segment of the top frame, a coroutine or task frame: it is done (freed) or
/// suspended (its pending resume goes to the runtime). Pops it; returns the
/// activation's result when it was the bottom frame.
unsafe fn end_frame(run: &Run, slot: &Slot, st: *mut Stack, base: usize, done: bool) -> Option<Result<Vec<u64>, Stop>> {
    // SAFETY: the thread's stack; the top frame is a heap frame this activation runs.
    unsafe {
        let m = (*st).frames.pop().expect("a frame to end");
        let bottom = (*st).frames.len() == base;
        let r = finish_segment(run, slot, m.coro, done);
        if let Err(e) = r {
            return Some(Err(e));
        }
        if bottom {
            Some(Ok(Vec::new()))
        } else {
            None
        }
    }
}

/// After a heap frame's segment: free it, or hand its pending resume to the runtime.
unsafe fn finish_segment(run: &Run, slot: &Slot, frame: *mut CoroFrame, done: bool) -> Result<(), Stop> {
    // SAFETY: the caller owns the frame until it is handed over below.
    unsafe {
        let fr = &mut *frame;
        if done || fr.flags & FREE_MARKED != 0 {
            if fr.pending != Pending::None {
                return Err(fail_with(
                    run,
                    RunError::at(
                        run.prog.funcs[fr.func as usize].op,
                        "a coroutine was freed while a resume was registered",
                    ),
                ));
            }
            CoroFrame::destroy(frame, run, slot);
            return Ok(());
        }
        let pending = fr.pending;
        if pending == Pending::None {
            // Suspended with nothing to resume it: it stays, and the exit drain reports it.
            if fr.flags & SUSPENDED != 0 && (fr.site as usize) < slot.suspended.len() {
                bump(&slot.suspended[fr.site as usize], 1);
                fr.flags |= COUNTED;
            }
            return Ok(());
        }
        if fr.flags & SUSPENDED == 0 {
            return Err(fail_with(
                run,
                RunError::at(
                    run.prog.funcs[fr.func as usize].op,
                    "a coroutine registered a resume but did not suspend",
                ),
            ));
        }
        fr.flags &= !SUSPENDED;
        if pending == Pending::Await {
            if (fr.site as usize) < slot.suspended.len() {
                bump(&slot.suspended[fr.site as usize], 1);
                fr.flags |= COUNTED;
            }
            // The frame's reference moves here: the frame may run on another thread (and
            // be freed) as soon as it is registered.
            let p = std::mem::replace(&mut fr.pending_obj, 0);
            sched::resume_when_ready(AsyncObj::from(p), frame);
            release(p);
        } else {
            sched::schedule(run, frame);
        }
        Ok(())
    }
}

/// `func.return` from the top frame: results go to the caller (or out of the
/// activation), the frame is popped. `Some` when the activation is over.
unsafe fn return_from(
    run: &Run,
    slot: &Slot,
    st: *mut Stack,
    base: usize,
    f: &Func,
    regs: *mut u64,
    list: u32,
) -> Option<Result<Vec<u64>, Stop>> {
    let prog = &run.prog;
    // SAFETY: the thread's stack and the frames' registers, per the compiled layout.
    unsafe {
        let stk = &mut *st;
        let m = *stk.frames.last().expect("a returning frame");
        let vals = f.list(list);
        let bottom = stk.frames.len() - 1 == base;
        let mut out = Vec::new();
        if bottom {
            for (i, &v) in vals.iter().enumerate() {
                let x = *regs.add(v as usize);
                if f.result_tys[i].is_obj() {
                    retain(x);
                }
                out.push(x);
            }
        } else {
            let caller = stk.frames[stk.frames.len() - 2];
            let cf = &prog.funcs[caller.func as usize];
            let list = match cf.code[caller.pc as usize - 1] {
                Inst::Call { list, .. } | Inst::CallIndirect { list, .. } => list as usize,
                _ => unreachable!("a frame returns to a call"),
            };
            let nargs = cf.lists[list] as usize;
            let res = &cf.lists[list + 2 + nargs..list + 2 + nargs + vals.len()];
            for (i, &v) in vals.iter().enumerate() {
                let x = *regs.add(v as usize);
                let d = &mut *caller.regs.add(res[i] as usize);
                if f.result_tys[i].is_obj() {
                    retain(x);
                    set_obj(d, x);
                } else {
                    *d = x;
                }
            }
        }
        stk.frames.pop();
        if m.coro.is_null() {
            for &r in &f.obj_regs {
                release(*regs.add(r as usize));
            }
            stk.free(m.mark);
        } else if let Err(e) = finish_segment(run, slot, m.coro, false) {
            return Some(Err(e));
        }
        if bottom {
            Some(Ok(out))
        } else {
            None
        }
    }
}

/// Calls a runner-utils function.
fn builtin(run: &Run, f: &Func, regs: *mut u64, b: Builtin, list: u32, at: usize) -> Result<(), Stop> {
    let l = list as usize;
    let nargs = f.lists[l] as usize;
    let args = &f.lists[l + 1..l + 1 + nargs];
    let res = &f.lists[l + 2 + nargs..l + 2 + nargs + f.lists[l + 1 + nargs] as usize];
    // SAFETY: compiled register indices.
    let arg = |i: usize| unsafe { *regs.add(args[i] as usize) };
    let mut text = String::new();
    match b {
        Builtin::PrintI64 => text = (arg(0) as i64).to_string(),
        Builtin::PrintU64 => text = arg(0).to_string(),
        Builtin::PrintF32 => format::write_g(&mut text, f32::from_bits(arg(0) as u32) as f64),
        Builtin::PrintF64 => format::write_g(&mut text, f64::from_bits(arg(0))),
        Builtin::PrintF16 => format::write_g(&mut text, arith::to_f64(arg(0), FKind::F16)),
        Builtin::PrintBF16 => format::write_g(&mut text, arith::to_f64(arg(0), FKind::BF16)),
        Builtin::PrintNewline => text.push('\n'),
        Builtin::PrintComma => text.push_str(", "),
        Builtin::PrintOpen => text.push_str("( "),
        Builtin::PrintClose => text.push_str(" )"),
        Builtin::PrintFlops => {
            run.out.flush();
            let line = format!("{} GFLOPS\n", format::fmt_f(f64::from_bits(arg(0)) / 1.0e9, 6));
            let _ = std::io::Write::write_all(&mut std::io::stderr(), line.as_bytes());
        }
        Builtin::RtClock => {
            let t = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map(|d| d.as_secs_f64());
            // SAFETY: compiled register index.
            unsafe { *regs.add(res[0] as usize) = t.unwrap_or(0.0).to_bits() };
        }
        Builtin::NumWorkerThreads => {
            // SAFETY: compiled register index.
            unsafe { *regs.add(res[0] as usize) = run.num_workers as u64 };
        }
        Builtin::PrintCurrentThreadId => {
            extern "C" {
                fn pthread_self() -> std::ffi::c_ulong;
            }
            // SAFETY: pthread_self has no preconditions.
            text = format!("Current thread id: {}\n", unsafe { pthread_self() });
        }
        Builtin::PrintMemref(elem) => {
            if arg(0) == 0 {
                return Err(fail(run, f, at, "reads a value that was never written"));
            }
            // SAFETY: a non-zero memref register holds a live descriptor.
            let desc = unsafe { MemRef::from(arg(0)) };
            let buf = desc.buffer();
            if buf.dead.load(Ordering::Acquire) {
                return Err(fail_with(
                    run,
                    RunError::at(f.op_of[at], "prints memory that was deallocated (use after free)")
                        .note(Some(buf.freer.load(Ordering::Relaxed)), "deallocated here"),
                ));
            }
            let fmt = match elem {
                Scalar::Int(w) => ElemFmt::Signed(w),
                Scalar::Index => ElemFmt::Signed(64),
                s => ElemFmt::Float(s.float_kind().expect("float")),
            };
            let get = |i: i64| if i >= 0 && (i as usize) < buf.len() { buf.get(i as usize) } else { 0 };
            text = format::memref_text(buf.address(), desc.offset, desc.sizes(), desc.strides(), fmt, &get);
        }
    }
    if !text.is_empty() {
        run.out.write(text.as_bytes());
    }
    Ok(())
}

/// Runs `func` as the program's entry point on the calling thread, then waits until
/// every task it started has finished.
pub(crate) fn run_entry(run: &Arc<Run>, func: u32, args: &[u64]) -> Result<Vec<u64>, ()> {
    let slot = run.main_slot();
    slot.state.store(RUNNING, Ordering::Relaxed);
    let r = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        // SAFETY: a fresh activation of a compiled function with its arguments.
        unsafe { activate(run, &slot, Entry::Call { func, args }) }
    }));
    slot.state.store(sched::IDLE, Ordering::Relaxed);
    let results = match r {
        Ok(Ok(v)) => v,
        Ok(Err(Stop)) => return Err(()),
        Err(_) => {
            run.fail(RunError::internal());
            return Err(());
        }
    };
    // Tasks nobody awaited run to completion, as upstream's runtime drains its pool.
    let mut watch = sched::Watch::new();
    let mut nap = std::time::Duration::from_micros(20);
    loop {
        if run.aborted() {
            return Err(());
        }
        let a = run.snapshot();
        if a.live == 0 {
            let b = run.snapshot();
            if b.live == 0 && a.events == b.events {
                break;
            }
        }
        if let Some(e) = run.watch(&mut watch, None) {
            run.fail(e);
            return Err(());
        }
        std::thread::sleep(nap);
        nap = (nap * 2).min(std::time::Duration::from_millis(10));
    }
    Ok(results)
}
