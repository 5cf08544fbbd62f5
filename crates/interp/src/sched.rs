//! The state of one run shared by its threads: limits, the first error, the output,
//! per-thread slots (what each thread is doing, for the deadlock report and the exit
//! drain), and the two ways tasks run:
//!
//! - **work stealing** (default): tasks are the runtime crate's (`mlirAsyncRuntimeExecute`
//!   and the `Await*AndExecute` entry points with a coroutine frame as the handle);
//!   a blocking await on a runtime worker is the runtime's, which keeps running other
//!   tasks;
//! - **FIFO** (`--fifo`): a pool like LLVM's `ThreadPool` that upstream's runtime uses: one
//!   queue, in order, and a blocking await occupies its worker. Programs that block
//!   inside tasks deadlock here as they do upstream, and the deadlock is reported.
//!
//! Per-thread counters are written only by their thread (no shared cache line on hot
//! paths) and summed by the thread that watches (the main thread while it waits).

use std::collections::VecDeque;
use std::ffi::c_void;
use std::io::Write;
use std::sync::atomic::{AtomicBool, AtomicI64, AtomicU64, AtomicU8, Ordering};
use std::sync::{Arc, Condvar, Mutex};
use std::time::{Duration, Instant};

use async_runtime::abi;

use crate::heap::{self, AsyncObj, MemCounter};
use crate::program::{AKind, Program};

/// A thread's state, as the watcher sees it.
pub(crate) const IDLE: u8 = 0;
pub(crate) const RUNNING: u8 = 1;
pub(crate) const BLOCKED: u8 = 2;

/// Adds `d` to a counter only its owner thread writes.
#[inline(always)]
pub(crate) fn bump(c: &AtomicI64, d: i64) {
    c.store(c.load(Ordering::Relaxed) + d, Ordering::Relaxed);
}

/// Adds `d` to a counter only its owner thread writes.
#[inline(always)]
pub(crate) fn bump_u64(c: &AtomicU64, d: u64) {
    c.store(c.load(Ordering::Relaxed) + d, Ordering::Relaxed);
}

#[inline(always)]
fn bump_u(c: &AtomicU64) {
    c.store(c.load(Ordering::Relaxed) + 1, Ordering::Release);
}

/// What one thread does in one run.
pub(crate) struct Slot {
    /// Bumped whenever the thread starts or ends a task, blocks or wakes.
    pub events: AtomicU64,
    pub state: AtomicU8,
    /// While blocked: the site and the awaited object (a reference the slot holds).
    pub blocked: Mutex<Option<(u32, u64)>>,
    /// Coroutine and task frames created minus destroyed by this thread.
    pub live: AtomicI64,
    /// Per site: frames suspended there (by this thread) minus resumed (by this thread).
    pub suspended: Box<[AtomicI64]>,
    /// Per site: tracked async objects created, and freed (program count reached zero).
    pub created: Box<[AtomicI64]>,
    pub freed: Box<[AtomicI64]>,
    /// Bytes allocated by this thread not yet added to the run's counter.
    pub mem_local: AtomicI64,
    /// Instructions executed here that are not yet in the run's counter.
    pub steps: AtomicU64,
    /// Coroutine and task frames created by this thread.
    pub frames: AtomicU64,
    pub is_main: bool,
    /// The run ended: the thread-local cache may drop this slot.
    pub done: AtomicBool,
}

impl Slot {
    fn new(sites: usize, is_main: bool) -> Slot {
        let arr = |n| (0..n).map(|_| AtomicI64::new(0)).collect::<Box<[AtomicI64]>>();
        Slot {
            events: AtomicU64::new(0),
            state: AtomicU8::new(IDLE),
            blocked: Mutex::new(None),
            live: AtomicI64::new(0),
            suspended: arr(sites),
            created: arr(sites),
            freed: arr(sites),
            mem_local: AtomicI64::new(0),
            steps: AtomicU64::new(0),
            frames: AtomicU64::new(0),
            is_main,
            done: AtomicBool::new(false),
        }
    }

    #[inline(always)]
    pub(crate) fn event(&self) {
        bump_u(&self.events);
    }
}

/// An error that stops the run, with the op it is located at (an index in
/// `Program::ops`) and notes.
#[derive(Clone, Debug)]
pub(crate) struct RunError {
    pub(crate) op: Option<u32>,
    pub(crate) message: String,
    pub(crate) notes: Vec<(Option<u32>, String)>,
    /// The exit status the runners would give (1, or 134 for an abort).
    pub(crate) status: i32,
}

impl RunError {
    pub(crate) fn at(op: u32, message: impl Into<String>) -> RunError {
        RunError { op: Some(op), message: message.into(), notes: Vec::new(), status: 1 }
    }
    /// A bug of the interpreter's own: it panicked.
    pub(crate) fn internal() -> RunError {
        RunError { op: None, message: "internal error: the interpreter panicked".into(), notes: Vec::new(), status: 1 }
    }
    pub(crate) fn note(mut self, op: Option<u32>, msg: impl Into<String>) -> RunError {
        self.notes.push((op, msg.into()));
        self
    }
}

/// Where a run's program output goes.
pub(crate) struct Output {
    inner: Mutex<OutInner>,
}

struct OutInner {
    buf: Vec<u8>,
    sink: Option<Box<dyn Write + Send>>,
    failed: bool,
}

impl Output {
    pub(crate) fn new(sink: Option<Box<dyn Write + Send>>) -> Output {
        Output { inner: Mutex::new(OutInner { buf: Vec::new(), sink, failed: false }) }
    }

    pub(crate) fn write(&self, bytes: &[u8]) {
        let mut g = self.inner.lock().unwrap_or_else(|p| p.into_inner());
        g.buf.extend_from_slice(bytes);
        if g.buf.len() >= 1 << 16 && g.sink.is_some() {
            g.flush_sink();
        }
    }

    pub(crate) fn flush(&self) {
        let mut g = self.inner.lock().unwrap_or_else(|p| p.into_inner());
        g.flush_sink();
    }

    /// Everything written (when there is no sink), leaving the buffer empty.
    pub(crate) fn take(&self) -> Vec<u8> {
        let mut g = self.inner.lock().unwrap_or_else(|p| p.into_inner());
        std::mem::take(&mut g.buf)
    }
}

impl OutInner {
    fn flush_sink(&mut self) {
        let OutInner { buf, sink, failed } = self;
        if let Some(s) = sink.as_mut() {
            if !*failed && (s.write_all(buf).is_err() || s.flush().is_err()) {
                *failed = true;
            }
            buf.clear();
        }
    }
}

/// The limits a run enforces.
#[derive(Clone, Debug)]
pub(crate) struct Limits {
    pub max_steps: u64,
    pub max_memory: i64,
    pub max_depth: usize,
    /// How long nothing may happen while the main thread waits before it is a deadlock.
    pub deadlock_window: Duration,
}

/// Everything the threads of one run share.
pub(crate) struct Run {
    pub id: u64,
    pub prog: Program,
    /// Materialised constant objects (`Program::consts`), one reference each.
    pub consts: std::sync::OnceLock<Vec<u64>>,
    pub out: Output,
    pub mem: MemCounter,
    pub limits: Limits,
    pub steps: AtomicU64,
    pub abort: AtomicBool,
    pub error: Mutex<Option<RunError>>,
    pub slots: Mutex<Vec<Arc<Slot>>>,
    pub fifo: std::sync::OnceLock<Arc<Fifo>>,
    /// Program reference counts are checked for leaks at exit.
    pub check_leaks: bool,
    pub num_workers: usize,
}

static NEXT_RUN: AtomicU64 = AtomicU64::new(1);

thread_local! {
    /// This thread's slots, by run id (usually one).
    static SLOTS: std::cell::RefCell<Vec<(u64, Arc<Slot>)>> = const { std::cell::RefCell::new(Vec::new()) };
    static IS_RT_WORKER: std::cell::Cell<Option<bool>> = const { std::cell::Cell::new(None) };
    /// The slot `slot()` found last, by run id.
    static LAST_SLOT: std::cell::Cell<(u64, *const Slot)> = const { std::cell::Cell::new((0, std::ptr::null())) };
    /// Set on the threads of a FIFO pool.
    static FIFO_WORKER: std::cell::Cell<u64> = const { std::cell::Cell::new(0) };
}

/// Whether this thread is one of the runtime's workers (it names them `async-rt-N`).
pub(crate) fn on_runtime_worker() -> bool {
    IS_RT_WORKER.with(|c| match c.get() {
        Some(b) => b,
        None => {
            let b = std::thread::current().name().is_some_and(|n| n.starts_with("async-rt-"));
            c.set(Some(b));
            b
        }
    })
}

impl Run {
    pub(crate) fn new(prog: Program, out: Output, limits: Limits, fifo_workers: Option<usize>) -> Arc<Run> {
        let check_leaks = prog.ref_counted;
        let num_workers = match fifo_workers {
            Some(n) => n,
            None => async_runtime::Runtime::global().num_workers(),
        };
        Arc::new(Run {
            id: NEXT_RUN.fetch_add(1, Ordering::Relaxed),
            prog,
            consts: std::sync::OnceLock::new(),
            out,
            mem: MemCounter(AtomicI64::new(0)),
            limits,
            steps: AtomicU64::new(0),
            abort: AtomicBool::new(false),
            error: Mutex::new(None),
            slots: Mutex::new(Vec::new()),
            fifo: std::sync::OnceLock::new(),
            check_leaks,
            num_workers,
        })
    }

    /// The calling thread's slot in this run.
    ///
    /// The slot lives as long as the run (the run's list holds it), which outlives every
    /// activation of its program on any thread.
    #[inline]
    pub(crate) fn slot(&self) -> &Slot {
        let (id, p) = LAST_SLOT.with(|c| c.get());
        if id == self.id {
            // SAFETY: cached from this run's list, which keeps the slot alive.
            return unsafe { &*p };
        }
        self.slot_slow()
    }

    #[cold]
    fn slot_slow(&self) -> &Slot {
        let slot = SLOTS.with(|s| {
            let mut s = s.borrow_mut();
            if let Some((_, slot)) = s.iter().find(|(id, _)| *id == self.id) {
                return slot.clone();
            }
            s.retain(|(_, slot)| !slot.done.load(Ordering::Relaxed));
            let slot = Arc::new(Slot::new(self.prog.sites(), false));
            self.slots.lock().unwrap_or_else(|p| p.into_inner()).push(slot.clone());
            s.push((self.id, slot.clone()));
            slot
        });
        let p = Arc::as_ptr(&slot);
        LAST_SLOT.with(|c| c.set((self.id, p)));
        // SAFETY: the run's list holds a reference for as long as the run lives.
        unsafe { &*p }
    }

    /// Registers the calling thread as the run's main thread.
    pub(crate) fn main_slot(&self) -> Arc<Slot> {
        let slot = Arc::new(Slot::new(self.prog.sites(), true));
        self.slots.lock().unwrap_or_else(|p| p.into_inner()).push(slot.clone());
        SLOTS.with(|s| s.borrow_mut().push((self.id, slot.clone())));
        LAST_SLOT.with(|c| c.set((self.id, Arc::as_ptr(&slot))));
        slot
    }

    /// Records the first error and stops every thread of the run.
    pub(crate) fn fail(&self, e: RunError) {
        let mut g = self.error.lock().unwrap_or_else(|p| p.into_inner());
        if g.is_none() {
            *g = Some(e);
        }
        drop(g);
        self.abort.store(true, Ordering::Release);
    }

    pub(crate) fn aborted(&self) -> bool {
        self.abort.load(Ordering::Relaxed)
    }

    /// Adds `bytes` of memory used by the calling thread, checking the limit every MiB.
    #[inline]
    pub(crate) fn account(&self, slot: &Slot, bytes: i64) -> bool {
        let local = slot.mem_local.load(Ordering::Relaxed) + bytes;
        if local.abs() < 1 << 20 {
            slot.mem_local.store(local, Ordering::Relaxed);
            return true;
        }
        slot.mem_local.store(0, Ordering::Relaxed);
        let used = self.mem.0.fetch_add(local, Ordering::Relaxed) + local;
        used <= self.limits.max_memory
    }

    /// Unblocks threads blocked in the runtime after the run stopped: their awaited
    /// tokens and values are put in the error state (nothing else will complete them).
    pub(crate) fn release_blocked(&self) {
        let slots = self.slots.lock().unwrap_or_else(|p| p.into_inner()).clone();
        for s in slots {
            let g = s.blocked.lock().unwrap_or_else(|p| p.into_inner());
            if let Some((_, obj)) = *g {
                // SAFETY: the slot holds a reference while it records the object.
                let o = unsafe { AsyncObj::from(obj) };
                if o.kind != AKind::Group {
                    o.finish(heap::ERROR);
                }
            }
        }
        if let Some(f) = self.fifo.get() {
            f.cv.notify_all();
        }
    }

    /// Sums a per-site counter over every thread.
    pub(crate) fn site_sum(&self, pick: impl Fn(&Slot) -> &[AtomicI64]) -> Vec<i64> {
        let slots = self.slots.lock().unwrap_or_else(|p| p.into_inner()).clone();
        let mut sums = vec![0i64; self.prog.sites()];
        for s in &slots {
            for (i, c) in pick(s).iter().enumerate() {
                sums[i] += c.load(Ordering::Relaxed);
            }
        }
        sums
    }
}

/// The main thread's view while it waits: whether anything happened lately.
pub(crate) struct Watch {
    last: Vec<u64>,
    quiet_since: Option<Instant>,
}

impl Watch {
    pub(crate) fn new() -> Watch {
        Watch { last: Vec::new(), quiet_since: None }
    }
}

/// A consistent picture of the run: taken twice with no event in between, it is exact.
pub(crate) struct Snapshot {
    pub events: Vec<u64>,
    pub busy: bool,
    pub live: i64,
}

impl Run {
    pub(crate) fn snapshot(&self) -> Snapshot {
        let slots = self.slots.lock().unwrap_or_else(|p| p.into_inner()).clone();
        let mut events = Vec::with_capacity(slots.len());
        let mut busy = false;
        let mut live = 0;
        for s in &slots {
            events.push(s.events.load(Ordering::Acquire));
            if !s.is_main && s.state.load(Ordering::Relaxed) == RUNNING {
                busy = true;
            }
            live += s.live.load(Ordering::Relaxed);
        }
        if let Some(f) = self.fifo.get() {
            let q = f.state.lock().unwrap_or_else(|p| p.into_inner());
            if !q.queue.is_empty() && q.idle > 0 {
                busy = true;
            }
        }
        Snapshot { events, busy, live }
    }

    /// Called by the main thread while it waits (`waiting_at`: its await site, or None
    /// while it drains tasks at exit): a deadlock once nothing happened for the limits'
    /// deadlock window.
    pub(crate) fn watch(&self, w: &mut Watch, waiting_at: Option<u32>) -> Option<RunError> {
        let snap = self.snapshot();
        if snap.busy || snap.events != w.last {
            w.last = snap.events;
            w.quiet_since = None;
            return None;
        }
        let since = *w.quiet_since.get_or_insert_with(Instant::now);
        if since.elapsed() < self.limits.deadlock_window {
            return None;
        }
        Some(self.deadlock_report(waiting_at))
    }

    fn deadlock_report(&self, waiting_at: Option<u32>) -> RunError {
        let site_op = |s: u32| self.prog.site_ops.get(s as usize).copied();
        let suspended = self.site_sum(|s| &s.suspended);
        let slots = self.slots.lock().unwrap_or_else(|p| p.into_inner()).clone();
        let mut blocked = Vec::new();
        for s in &slots {
            if s.is_main {
                continue;
            }
            if let Some((site, _)) = *s.blocked.lock().unwrap_or_else(|p| p.into_inner()) {
                blocked.push(site);
            }
        }
        let tasks: i64 = suspended.iter().sum();
        let (op, mut message) = match waiting_at {
            Some(site) => (site_op(site), "deadlock: the main thread waits here, and no task can run".to_string()),
            None => {
                let first = suspended.iter().position(|&n| n > 0).map(|i| i as u32).or(blocked.first().copied());
                (
                    first.and_then(site_op),
                    format!(
                        "deadlock at exit: {} task{} never finish{}",
                        tasks + blocked.len() as i64,
                        if tasks + blocked.len() as i64 == 1 { "" } else { "s" },
                        if tasks + blocked.len() as i64 == 1 { "es" } else { "" }
                    ),
                )
            }
        };
        if let Some(f) = self.fifo.get() {
            let q = f.state.lock().unwrap_or_else(|p| p.into_inner());
            if !q.queue.is_empty() {
                message.push_str(&format!(
                    " ({} task{} queued, all {} worker{} of the FIFO pool blocked)",
                    q.queue.len(),
                    if q.queue.len() == 1 { " is" } else { "s are" },
                    f.workers,
                    if f.workers == 1 { "" } else { "s" }
                ));
            }
        }
        let mut e = RunError { op, message, notes: Vec::new(), status: 1 };
        let mut per_site: Vec<(u32, i64)> = Vec::new();
        for &b in &blocked {
            match per_site.iter_mut().find(|(s, _)| *s == b) {
                Some(x) => x.1 += 1,
                None => per_site.push((b, 1)),
            }
        }
        for (site, n) in per_site {
            e = e
                .note(site_op(site), format!("{n} worker thread{} blocked here", if n == 1 { " is" } else { "s are" }));
        }
        for (site, &n) in suspended.iter().enumerate() {
            if n > 0 {
                e = e.note(
                    site_op(site as u32),
                    format!("{n} suspended task{} here", if n == 1 { " waits" } else { "s wait" }),
                );
            }
        }
        e
    }
}

// ---------------------------------------------------------------------------------
// Handing frames to the runtime
// ---------------------------------------------------------------------------------

/// A resumable coroutine or task frame, as the runtime sees it: the coroutine handle.
pub(crate) type FramePtr = *mut crate::exec::CoroFrame;

/// Runs a frame on the pool (the initial suspend of a task, `async.runtime.resume`).
pub(crate) fn schedule(run: &Run, frame: FramePtr) {
    if let Some(f) = run.fifo.get() {
        f.push(frame);
        return;
    }
    // SAFETY: the frame is suspended and owned by this registration; the trampoline
    // runs it once.
    unsafe { abi::mlirAsyncRuntimeExecute(frame.cast(), crate::exec::resume_trampoline) }
}

/// Resumes `frame` once `obj` is final.
pub(crate) fn resume_when_ready(obj: &AsyncObj, frame: FramePtr) {
    let (h, f): (*mut c_void, abi::CoroResume) = (frame.cast(), crate::exec::resume_trampoline);
    // SAFETY: `obj` holds its runtime object; the frame is suspended and owned by the
    // registration, resumed once.
    unsafe {
        match obj.kind {
            AKind::Token => abi::mlirAsyncRuntimeAwaitTokenAndExecute(obj.rt.cast(), h, f),
            AKind::Value => abi::mlirAsyncRuntimeAwaitValueAndExecute(obj.rt.cast(), h, f),
            AKind::Group => abi::mlirAsyncRuntimeAwaitAllInGroupAndExecute(obj.rt.cast(), h, f),
        }
    }
}

/// Whether the calling thread is a worker of `run`'s FIFO pool.
pub(crate) fn on_fifo_worker(run: &Run) -> bool {
    FIFO_WORKER.with(|c| c.get() == run.id)
}

/// A thread waiting for an object without the runtime's help.
struct Waiter {
    done: AtomicBool,
    thread: std::thread::Thread,
}

unsafe extern "C" fn wake_waiter(h: *mut c_void) {
    // SAFETY: `h` is the `Arc<Waiter>` leaked by `wait_own`, consumed once here.
    let w = unsafe { Arc::from_raw(h as *const Waiter) };
    w.done.store(true, Ordering::Release);
    w.thread.unpark();
}

/// Blocks the calling thread until `obj` is final, without running other tasks (the
/// main thread, FIFO workers). The main thread watches for deadlocks meanwhile.
pub(crate) fn wait_own(run: &Run, obj: &AsyncObj, site: u32, is_main: bool) -> Result<(), RunError> {
    let w = Arc::new(Waiter { done: AtomicBool::new(false), thread: std::thread::current() });
    let h = Arc::into_raw(w.clone()) as *mut c_void;
    // SAFETY: `obj` holds its runtime object; `wake_waiter` consumes `h` once.
    unsafe {
        match obj.kind {
            AKind::Token => abi::mlirAsyncRuntimeAwaitTokenAndExecute(obj.rt.cast(), h, wake_waiter),
            AKind::Value => abi::mlirAsyncRuntimeAwaitValueAndExecute(obj.rt.cast(), h, wake_waiter),
            AKind::Group => abi::mlirAsyncRuntimeAwaitAllInGroupAndExecute(obj.rt.cast(), h, wake_waiter),
        }
    }
    let mut watch = Watch::new();
    let mut nap = Duration::from_micros(50);
    while !w.done.load(Ordering::Acquire) {
        if run.aborted() {
            return Ok(());
        }
        std::thread::park_timeout(nap);
        nap = (nap * 2).min(Duration::from_millis(20));
        if is_main && !w.done.load(Ordering::Acquire) {
            if let Some(e) = run.watch(&mut watch, Some(site)) {
                return Err(e);
            }
        }
    }
    Ok(())
}

// ---------------------------------------------------------------------------------
// The FIFO pool
// ---------------------------------------------------------------------------------

struct FifoState {
    queue: VecDeque<usize>,
    idle: usize,
    shutdown: bool,
}

/// An upstream-like pool: one FIFO queue, a fixed number of workers, no helping.
pub(crate) struct Fifo {
    state: Mutex<FifoState>,
    cv: Condvar,
    pub workers: usize,
    threads: Mutex<Vec<std::thread::JoinHandle<()>>>,
}

impl Fifo {
    /// Starts `n` workers for `run`.
    pub(crate) fn start(run: &Arc<Run>, n: usize) -> Arc<Fifo> {
        let f = Arc::new(Fifo {
            state: Mutex::new(FifoState { queue: VecDeque::new(), idle: 0, shutdown: false }),
            cv: Condvar::new(),
            workers: n,
            threads: Mutex::new(Vec::new()),
        });
        let mut threads = Vec::new();
        for i in 0..n {
            let (run, f2) = (run.clone(), f.clone());
            let t = std::thread::Builder::new()
                .name(format!("async-runner-fifo-{i}"))
                .stack_size(64 << 20)
                .spawn(move || f2.worker(&run));
            match t {
                Ok(t) => threads.push(t),
                Err(_) => break,
            }
        }
        *f.threads.lock().unwrap_or_else(|p| p.into_inner()) = threads;
        f
    }

    pub(crate) fn push(&self, frame: FramePtr) {
        let mut g = self.state.lock().unwrap_or_else(|p| p.into_inner());
        g.queue.push_back(frame as usize);
        drop(g);
        self.cv.notify_one();
    }

    fn worker(&self, run: &Arc<Run>) {
        FIFO_WORKER.with(|c| c.set(run.id));
        let slot = run.slot();
        loop {
            let mut g = self.state.lock().unwrap_or_else(|p| p.into_inner());
            let frame = loop {
                if g.shutdown {
                    return;
                }
                if let Some(f) = g.queue.pop_front() {
                    break f;
                }
                g.idle += 1;
                slot.event();
                g = self.cv.wait(g).unwrap_or_else(|p| p.into_inner());
                g.idle -= 1;
            };
            drop(g);
            if run.aborted() {
                continue;
            }
            // SAFETY: queued frames are suspended and owned by the queue entry.
            unsafe { crate::exec::resume_trampoline(frame as *mut c_void) };
        }
    }

    /// Stops the workers (after the run: nothing is queued any more).
    pub(crate) fn shutdown(&self) {
        self.state.lock().unwrap_or_else(|p| p.into_inner()).shutdown = true;
        self.cv.notify_all();
        let threads = std::mem::take(&mut *self.threads.lock().unwrap_or_else(|p| p.into_inner()));
        for t in threads {
            let _ = t.join();
        }
    }
}
