//! The work-stealing scheduler.
//!
//! Each worker owns a LIFO deque (newest task first: a just-spawned child or a
//! just-woken continuation runs next, while its data is still in cache); other
//! threads push into a global injector. An idle worker takes from its own deque, then
//! a batch from the injector, then steals the oldest task of another worker.
//!
//! Blocking awaits are where LLVM 14's FIFO pool deadlocks: every worker blocks on a
//! child that sits in the queue behind it. Here a worker that blocks keeps running
//! other ready tasks until the awaited object is final ("helping"), and only sleeps
//! when there is nothing to run.
//!
//! Sleeping uses `thread::park`: a sleeper announces itself (flag + counter), re-checks
//! the queues, then parks; a pusher publishes its task, then checks the counter. A
//! `SeqCst` fence on both sides means at least one of them sees the other, so no
//! wakeup is lost.

use std::ffi::c_void;

/// A unit of work: a coroutine handle and its resume function, or a boxed Rust
/// closure and its trampoline. Two words, so queues hold tasks without allocating.
#[derive(Clone, Copy)]
pub(crate) struct Task {
    data: *mut c_void,
    run: unsafe extern "C" fn(*mut c_void),
}

// SAFETY: tasks are created from coroutine handles (which upstream also resumes on any
// pool thread) or from `Send` closures; whoever creates a `Task` vouches for that.
unsafe impl Send for Task {}

impl Task {
    /// A task that calls `run(data)`.
    pub(crate) fn new(data: *mut c_void, run: unsafe extern "C" fn(*mut c_void)) -> Task {
        Task { data, run }
    }

    /// Runs the task.
    ///
    /// # Safety
    /// Must be called at most once per task created (a resumed coroutine or consumed
    /// closure may not run again).
    pub(crate) unsafe fn run(self) {
        // SAFETY: `run` accepts `data` by construction; once-only per the contract.
        unsafe { (self.run)(self.data) }
    }
}

#[cfg(not(loom))]
pub(crate) use pool::{
    block_until, complete_from_task, num_workers, report_blocked, run_now_or_schedule, schedule, wait_idle,
};

#[cfg(not(loom))]
mod pool {
    use super::Task;
    use crate::object::{self, fatal, Header, Wake};
    use crate::waiters::{Completion, State, Waiter};
    use crossbeam_deque::{Injector, Steal, Stealer, Worker};
    use std::cell::{Cell, RefCell};
    use std::ptr::NonNull;
    use std::sync::atomic::{fence, AtomicBool, AtomicU64, AtomicUsize, Ordering};
    use std::sync::OnceLock;
    use std::thread::{self, Thread};

    /// Environment variable that overrides the number of worker threads.
    pub(crate) const THREADS_ENV: &str = "ASYNC_RUNTIME_NUM_THREADS";
    /// Nesting depth (tasks running inside blocking awaits or inline resumes) below
    /// which a resume of an already-ready object runs inline rather than being queued.
    const INLINE_DEPTH: u32 = 32;
    /// Nesting depth beyond which a blocking await stops helping and just sleeps, so
    /// that pathological programs cannot overflow the worker's stack.
    const HELP_DEPTH: u32 = 1024;
    /// Worker stack size: helping nests tasks on the stack (only touched pages cost).
    const STACK_SIZE: usize = 64 << 20;
    /// Rounds of polling before an idle thread parks (parking costs a syscall).
    const SPIN_ROUNDS: u32 = 64;

    #[repr(align(128))]
    struct Slot {
        sleeping: AtomicBool,
        thread: OnceLock<Thread>,
        /// What the worker is doing, for `wait_idle`: a `Rest` in the low bits, a
        /// count of changes above them (so a wake-up between two looks is seen).
        rest: AtomicU64,
    }

    /// A worker's state as `wait_idle` sees it.
    #[derive(Clone, Copy, PartialEq, Eq)]
    enum Rest {
        /// Awake: running, looking for or about to run a task.
        Busy = 0,
        /// Parked in the scheduler loop, no task on its stack.
        Idle = 1,
        /// Parked inside a blocking await, its task on the stack.
        Blocked = 2,
    }

    impl Slot {
        /// Publishes this worker's state (only the worker itself writes its slot).
        fn set_rest(&self, rest: Rest) {
            let word = self.rest.load(Ordering::Relaxed);
            self.rest.store(((word >> 2) + 1) << 2 | rest as u64, Ordering::SeqCst);
        }
    }

    /// The process-wide pool.
    struct Pool {
        injector: Injector<Task>,
        stealers: Box<[Stealer<Task>]>,
        slots: Box<[Slot]>,
        sleepers: AtomicUsize,
        next_wake: AtomicUsize,
    }

    /// Per-worker state, reachable from the worker's thread only.
    struct Local {
        pool: &'static Pool,
        index: usize,
        deque: Worker<Task>,
    }

    thread_local! {
        static LOCAL: Cell<*const Local> = const { Cell::new(std::ptr::null()) };
        static DEPTH: Cell<u32> = const { Cell::new(0) };
        /// Completions requested by the C code of the running task, applied when it
        /// returns to the scheduler (see `complete_from_task`).
        static DEFERRED: RefCell<Vec<(NonNull<Header>, State)>> = const { RefCell::new(Vec::new()) };
    }

    static POOL: OnceLock<Pool> = OnceLock::new();

    /// Number of worker threads: `ASYNC_RUNTIME_NUM_THREADS` if set to a positive
    /// integer, else the machine's available parallelism.
    fn configured_workers() -> usize {
        std::env::var(THREADS_ENV)
            .ok()
            .and_then(|v| v.trim().parse::<usize>().ok())
            .filter(|&n| n > 0)
            .unwrap_or_else(|| thread::available_parallelism().map_or(1, |n| n.get()))
            .min(1024)
    }

    fn pool() -> &'static Pool {
        match POOL.get() {
            Some(p) => p,
            None => start(),
        }
    }

    #[cold]
    fn start() -> &'static Pool {
        let mut deques = None;
        let pool = POOL.get_or_init(|| {
            let n = configured_workers();
            let workers: Vec<Worker<Task>> = (0..n).map(|_| Worker::new_lifo()).collect();
            let pool = Pool {
                injector: Injector::new(),
                stealers: workers.iter().map(Worker::stealer).collect(),
                slots: (0..n)
                    .map(|_| Slot {
                        sleeping: AtomicBool::new(false),
                        thread: OnceLock::new(),
                        rest: AtomicU64::new(0),
                    })
                    .collect(),
                sleepers: AtomicUsize::new(0),
                next_wake: AtomicUsize::new(0),
            };
            deques = Some(workers);
            pool
        });
        // Only the thread that initialized the pool starts its workers.
        if let Some(workers) = deques {
            // SAFETY: registers a plain `extern "C"` function that takes no arguments.
            unsafe { atexit(wait_idle_at_exit) };
            for (index, deque) in workers.into_iter().enumerate() {
                let spawned = thread::Builder::new()
                    .name(format!("async-rt-{index}"))
                    .stack_size(STACK_SIZE)
                    .spawn(move || worker_main(Local { pool, index, deque }));
                match spawned {
                    Ok(handle) => {
                        let _ = pool.slots[index].thread.set(handle.thread().clone());
                    }
                    Err(_) => fatal("cannot spawn worker thread"),
                }
            }
        }
        pool
    }

    /// Number of worker threads (starts the pool if needed).
    pub(crate) fn num_workers() -> usize {
        pool().slots.len()
    }

    fn worker_main(local: Local) {
        // The slot's thread is set by the spawner; make sure it is there before any
        // pusher could try to unpark us (set is idempotent).
        let _ = local.pool.slots[local.index].thread.set(thread::current());
        LOCAL.with(|l| l.set(&local));
        loop {
            match local.find_task() {
                Some(task) => {
                    run_nested(task);
                    flush_deferred();
                }
                None => local.idle(&|| false, Rest::Idle),
            }
        }
    }

    /// Completes a token or value on behalf of C code.
    ///
    /// On a worker inside a task, the completion waits until the task returns to the
    /// scheduler (or blocks). Generated code emplaces its results and then still runs
    /// its cleanup (reference drops, coroutine end); if the awaiting main thread woke
    /// at once it could return from the JIT entry point and have the JIT unmap that
    /// code under our feet. The runners' destroy hooks (`runner.rs`) wait for the
    /// workers anyway; this covers hosts that call no hook, such as LLVM 14's
    /// `ExecutionEngine` used through its C API or Python bindings (in LLVM 14 only
    /// `mlir-cpu-runner` calls `__mlir_runner_destroy`).
    ///
    /// # Safety
    /// As for `object::complete`.
    pub(crate) unsafe fn complete_from_task(h: NonNull<Header>, state: State) {
        if current_local().is_some() && depth() > 0 {
            let deferred = DEFERRED.try_with(|d| d.borrow_mut().push((h, state)));
            if deferred.is_ok() {
                return;
            }
        }
        // SAFETY: forwarded contract of `object::complete`.
        unsafe { object::complete(h, state) }
    }

    /// Applies the completions deferred by `complete_from_task`, in request order.
    fn flush_deferred() {
        loop {
            let mut batch = match DEFERRED.try_with(|d| std::mem::take(&mut *d.borrow_mut())) {
                Ok(batch) => batch,
                Err(_) => return,
            };
            if batch.is_empty() {
                return;
            }
            for (h, state) in batch.drain(..) {
                // SAFETY: queued by `complete_from_task` under `object::complete`'s
                // contract; completing never runs tasks, so nothing is added meanwhile.
                // The task may have dropped the object too often since: check again.
                unsafe {
                    object::check_deferred_completion(h, state);
                    object::complete(h, state)
                }
            }
            // Keep the allocation for the next task.
            let _ = DEFERRED.try_with(|d| {
                let mut d = d.borrow_mut();
                if d.is_empty() {
                    *d = batch;
                }
            });
        }
    }

    fn current_local() -> Option<&'static Local> {
        let ptr = LOCAL.try_with(|l| l.get()).unwrap_or(std::ptr::null());
        // SAFETY: a non-null pointer was set by `worker_main` to its own `Local`, which
        // lives on that thread's stack for as long as the thread (workers never return).
        unsafe { ptr.as_ref() }
    }

    fn depth() -> u32 {
        DEPTH.try_with(|d| d.get()).unwrap_or(u32::MAX)
    }

    /// Runs a task one nesting level deeper.
    fn run_nested(task: Task) {
        let d = depth();
        let _ = DEPTH.try_with(|c| c.set(d.saturating_add(1)));
        // SAFETY: every task is taken off a queue (or a completion list) exactly once.
        unsafe { task.run() };
        let _ = DEPTH.try_with(|c| c.set(d));
    }

    /// Queues `task`: on the current worker's deque, or the injector from other threads.
    pub(crate) fn schedule(task: Task) {
        let pool = pool();
        match current_local() {
            Some(local) if std::ptr::eq(local.pool, pool) => local.deque.push(task),
            _ => pool.injector.push(task),
        }
        pool.notify_one();
    }

    /// Runs `task` inline unless the stack is already deeply nested, then queues it
    /// (a trampoline that bounds stack growth through chains of ready awaits).
    pub(crate) fn run_now_or_schedule(task: Task) {
        if depth() < INLINE_DEPTH {
            run_nested(task);
        } else {
            schedule(task);
        }
    }

    /// Blocks until `c` is final. A worker runs other tasks meanwhile.
    pub(crate) fn block_until(c: &Completion) {
        if c.is_ready() {
            return;
        }
        let local = current_local();
        if local.is_some() {
            // What we wait for may depend on what this task already completed.
            flush_deferred();
        }
        match local {
            Some(local) if depth() < HELP_DEPTH => local.help_until(c),
            _ => park_until(c),
        }
    }

    /// Parks the calling thread until `c` is final.
    fn park_until(c: &Completion) {
        if c.push(Waiter::new(Wake::Unpark(thread::current()))).is_err() {
            return;
        }
        let slot = current_local().map(|l| &l.pool.slots[l.index]);
        // Parking may wake spuriously (or from an old unpark): re-check each time.
        while !c.is_ready() {
            if let Some(slot) = slot {
                slot.set_rest(Rest::Blocked);
            }
            thread::park();
            if let Some(slot) = slot {
                slot.set_rest(Rest::Busy);
            }
        }
    }

    /// Waits until no task can run any more: every worker is parked, idle or inside a
    /// blocking await that nothing left can complete, and no task is queued. Returns
    /// the number of workers blocked for good (a deadlocked program), 0 normally.
    ///
    /// Runners call this (through their destroy hook) before they unmap JIT code, and
    /// the process calls it at exit, so that tasks the entry point never awaited still
    /// run to the end. Only threads that are not workers may wait: on a worker (a task
    /// that calls `exit`) it returns at once.
    pub(crate) fn wait_idle() -> usize {
        let Some(pool) = POOL.get() else { return 0 };
        if current_local().is_some() {
            return 0;
        }
        let mut pause = std::time::Duration::from_micros(20);
        loop {
            // Two looks at every slot with the queues checked in between: a worker
            // seen at rest twice with the same change count was at rest throughout,
            // so at the moment between the looks nothing ran and nothing was queued.
            let first: Vec<u64> = pool.slots.iter().map(|s| s.rest.load(Ordering::SeqCst)).collect();
            if first.iter().all(|&w| w & 0b11 != Rest::Busy as u64) {
                fence(Ordering::SeqCst);
                if !pool.has_work() && pool.slots.iter().zip(&first).all(|(s, &w)| s.rest.load(Ordering::SeqCst) == w) {
                    return first.iter().filter(|&&w| w & 0b11 == Rest::Blocked as u64).count();
                }
            }
            thread::sleep(pause);
            pause = (pause * 2).min(std::time::Duration::from_millis(1));
        }
    }

    /// At process exit (an ahead-of-time linked `main` returned, or a host that never
    /// called the destroy hook exits), let running tasks finish so their output is not
    /// lost and they do not race the C library's teardown.
    extern "C" fn wait_idle_at_exit() {
        report_blocked(wait_idle());
    }

    /// Warns about workers left blocked by a deadlocked program.
    pub(crate) fn report_blocked(blocked: usize) {
        if blocked > 0 {
            use std::io::Write;
            let _ = writeln!(
                std::io::stderr(),
                "async-runtime: {blocked} task(s) blocked forever in an await at exit (a deadlock)"
            );
        }
    }

    extern "C" {
        fn atexit(f: extern "C" fn()) -> std::ffi::c_int;
    }

    impl Pool {
        /// Wakes one sleeping worker, if any.
        fn notify_one(&self) {
            // Pairs with the fence in `Local::idle`: either we see the sleeper, or it
            // sees the task we just pushed.
            fence(Ordering::SeqCst);
            if self.sleepers.load(Ordering::Relaxed) == 0 {
                return;
            }
            let n = self.slots.len();
            let start = self.next_wake.fetch_add(1, Ordering::Relaxed);
            for i in 0..n {
                let slot = &self.slots[(start + i) % n];
                if slot.sleeping.load(Ordering::Relaxed)
                    && slot.sleeping.compare_exchange(true, false, Ordering::SeqCst, Ordering::Relaxed).is_ok()
                {
                    self.sleepers.fetch_sub(1, Ordering::SeqCst);
                    if let Some(t) = slot.thread.get() {
                        t.unpark();
                    }
                    return;
                }
            }
        }

        fn has_work(&self) -> bool {
            !self.injector.is_empty() || self.stealers.iter().any(|s| !s.is_empty())
        }
    }

    impl Local {
        fn find_task(&self) -> Option<Task> {
            if let Some(task) = self.deque.pop() {
                return Some(task);
            }
            let pool = self.pool;
            let n = pool.stealers.len();
            loop {
                let mut retry = false;
                match pool.injector.steal_batch_and_pop(&self.deque) {
                    Steal::Success(task) => return Some(task),
                    Steal::Retry => retry = true,
                    Steal::Empty => {}
                }
                for i in 1..n {
                    match pool.stealers[(self.index + i) % n].steal() {
                        Steal::Success(task) => return Some(task),
                        Steal::Retry => retry = true,
                        Steal::Empty => {}
                    }
                }
                if !retry {
                    return None;
                }
            }
        }

        /// Waits for work (or for `done`), spinning briefly before parking (as `rest`
        /// for `wait_idle`). Returns without running anything; the caller looks for
        /// work again.
        fn idle(&self, done: &dyn Fn() -> bool, rest: Rest) {
            for round in 0..SPIN_ROUNDS {
                if done() || !self.deque.is_empty() || self.pool.has_work() {
                    return;
                }
                if round < SPIN_ROUNDS / 2 {
                    std::hint::spin_loop();
                } else {
                    thread::yield_now();
                }
            }
            let pool = self.pool;
            let slot = &pool.slots[self.index];
            slot.sleeping.store(true, Ordering::SeqCst);
            pool.sleepers.fetch_add(1, Ordering::SeqCst);
            fence(Ordering::SeqCst);
            if !done() && self.deque.is_empty() && !pool.has_work() {
                slot.set_rest(rest);
                thread::park();
                slot.set_rest(Rest::Busy);
            }
            // If a pusher already cleared our flag it also took us off the count.
            if slot.sleeping.swap(false, Ordering::SeqCst) {
                pool.sleepers.fetch_sub(1, Ordering::SeqCst);
            }
        }

        /// The blocking await of a worker: run ready tasks until `c` is final.
        fn help_until(&self, c: &Completion) {
            let mut registered = false;
            loop {
                if c.is_ready() {
                    return;
                }
                if let Some(task) = self.find_task() {
                    run_nested(task);
                    flush_deferred();
                    continue;
                }
                if !registered {
                    // Ask the completer to unpark us if we end up sleeping.
                    if c.push(Waiter::new(Wake::Unpark(thread::current()))).is_err() {
                        return;
                    }
                    registered = true;
                    continue;
                }
                self.idle(&|| c.is_ready(), Rest::Blocked);
            }
        }
    }
}

#[cfg(loom)]
pub(crate) use model::{block_until, complete_from_task, num_workers, run_now_or_schedule, schedule};

/// Under loom there is no pool: tasks run inline so that the model checker explores
/// only the completion protocol itself.
#[cfg(loom)]
mod model {
    use super::Task;
    use crate::object::{self, Header};
    use crate::waiters::{Completion, State};
    use std::ptr::NonNull;

    pub(crate) fn schedule(task: Task) {
        // SAFETY: each task is handed here exactly once.
        unsafe { task.run() }
    }

    pub(crate) fn run_now_or_schedule(task: Task) {
        schedule(task)
    }

    pub(crate) fn block_until(c: &Completion) {
        while !c.is_ready() {
            loom::thread::yield_now();
        }
    }

    pub(crate) fn num_workers() -> usize {
        1
    }

    /// # Safety
    /// As for `object::complete`.
    pub(crate) unsafe fn complete_from_task(h: NonNull<Header>, state: State) {
        // SAFETY: forwarded contract of `object::complete`.
        unsafe { object::complete(h, state) }
    }
}
