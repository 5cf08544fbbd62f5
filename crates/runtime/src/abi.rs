//! The C ABI of LLVM 14's `mlir/ExecutionEngine/AsyncRuntime.h`, exported under the
//! plain C names so that both the JIT runners (`-shared-libs=`, through their search
//! of the process: see `runner.rs`) and a regular linker resolve them.
//!
//! Every entry point is panic-free towards C: its body runs under `catch_unwind`, and
//! an unexpected panic aborts the process with a message instead of unwinding into C
//! frames. A null object pointer is ignored (or reads as "not an error"), where
//! upstream would crash. An object that was freed, or is of the wrong kind, aborts
//! with a message naming the call and the kind (`object::check`): a program with a
//! reference-counting error stops at its first use of a dead object instead of
//! corrupting the heap.

use crate::object::{self, GroupObj, Header, Kind, ValueObj};
use crate::scheduler::{self, Task};
use crate::waiters::State;
use std::ffi::c_void;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::ptr::NonNull;

/// Opaque `async.token` as seen from C.
#[repr(C)]
pub struct AsyncToken {
    _opaque: [u8; 0],
}

/// Opaque `async.value` as seen from C.
#[repr(C)]
pub struct AsyncValue {
    _opaque: [u8; 0],
}

/// Opaque `async.group` as seen from C.
#[repr(C)]
pub struct AsyncGroup {
    _opaque: [u8; 0],
}

/// Coroutine resume function: `void (*)(void *)`.
pub type CoroResume = unsafe extern "C" fn(*mut c_void);

/// Runs `f`, aborting (never unwinding) if it panics.
#[inline(always)]
fn guard<R>(name: &str, f: impl FnOnce() -> R) -> R {
    match catch_unwind(AssertUnwindSafe(f)) {
        Ok(r) => r,
        Err(_) => object::fatal(&format!("panic in {name}")),
    }
}

/// The object `p` points to, checked to be a live `kind` (any kind if `None`).
///
/// # Safety
/// `p` must be null or an object this runtime created (freed ones are reported).
unsafe fn obj<T>(p: *mut T, call: &str, kind: Option<Kind>) -> Option<NonNull<Header>> {
    // SAFETY: forwarded contract.
    unsafe { object::check(p, call, kind) }
}

/// C entry points that check the object they are given and hand it to their
/// implementation, with their own name for diagnostics: `fn mlirX(p: *mut T, ...) =
/// imp(args)` is `mlirX`, calling `imp("mlirX", p, args)`.
macro_rules! checked_entry_points {
    ($($(#[$doc:meta])*
        fn $name:ident($p:ident: $pt:ty $(, $extra:ident: $et:ty)*) $(-> $ret:ty)? = $imp:ident($($arg:expr),*);
    )*) => {
        $(
            $(#[$doc])*
            #[no_mangle]
            pub unsafe extern "C" fn $name($p: $pt $(, $extra: $et)*) $(-> $ret)? {
                $imp(stringify!($name), $p, $($arg),*)
            }
        )*
    };
}

/// Adds `count` references to a token, value or group.
///
/// # Safety
/// `ptr` must be null or a live runtime object on which the caller holds a reference.
#[no_mangle]
pub unsafe extern "C" fn mlirAsyncRuntimeAddRef(ptr: *mut c_void, count: i64) {
    guard("mlirAsyncRuntimeAddRef", || {
        // SAFETY: the caller passes null or one of our objects.
        if let Some(h) = unsafe { obj(ptr, "mlirAsyncRuntimeAddRef", None) } {
            // SAFETY: live object with a caller-held reference, per the contract.
            unsafe { object::add_ref(h, count) }
        }
    })
}

/// Drops `count` references; the object is freed when none remain.
///
/// # Safety
/// `ptr` must be null or a live runtime object on which the caller holds `count`
/// references.
#[no_mangle]
pub unsafe extern "C" fn mlirAsyncRuntimeDropRef(ptr: *mut c_void, count: i64) {
    guard("mlirAsyncRuntimeDropRef", || {
        // SAFETY: the caller passes null or one of our objects.
        if let Some(h) = unsafe { obj(ptr, "mlirAsyncRuntimeDropRef", None) } {
            // SAFETY: the caller gives up `count` references it holds.
            unsafe { object::drop_ref(h, count) }
        }
    })
}

/// Creates an unavailable token (reference count 2: the caller's and the completer's).
#[no_mangle]
pub extern "C" fn mlirAsyncRuntimeCreateToken() -> *mut AsyncToken {
    guard("mlirAsyncRuntimeCreateToken", || object::new_token().as_ptr().cast())
}

/// Creates an unavailable value with `size` bytes of zeroed storage (reference count 2).
#[no_mangle]
pub extern "C" fn mlirAsyncRuntimeCreateValue(size: i64) -> *mut AsyncValue {
    guard("mlirAsyncRuntimeCreateValue", || {
        let size = usize::try_from(size).unwrap_or(0);
        object::new_value(size, None).as_ptr().cast()
    })
}

/// Creates a group that becomes ready once `size` tokens added to it are ready.
#[no_mangle]
pub extern "C" fn mlirAsyncRuntimeCreateGroup(size: i64) -> *mut AsyncGroup {
    guard("mlirAsyncRuntimeCreateGroup", || object::new_group(size).as_ptr().cast())
}

/// Adds `token` to `group`; returns the token's rank in the group (0, 1, ...).
///
/// # Safety
/// Both must be null or live objects of those kinds.
#[no_mangle]
pub unsafe extern "C" fn mlirAsyncRuntimeAddTokenToGroup(token: *mut AsyncToken, group: *mut AsyncGroup) -> i64 {
    guard("mlirAsyncRuntimeAddTokenToGroup", || {
        const CALL: &str = "mlirAsyncRuntimeAddTokenToGroup";
        // SAFETY: the caller passes null or our objects.
        match unsafe { (obj(token, CALL, Some(Kind::Token)), obj(group, CALL, Some(Kind::Group))) } {
            // SAFETY: checked to be a live token and group.
            (Some(t), Some(g)) => unsafe { object::add_token_to_group(t, g.cast::<GroupObj>()) },
            _ => 0,
        }
    })
}

fn set_state<T>(name: &'static str, p: *mut T, kind: Kind, state: State) {
    guard(name, || {
        // SAFETY: the callers' contracts: null or one of our objects.
        if let Some(h) = unsafe { obj(p, name, Some(kind)) } {
            // SAFETY: a live token/value whose completion reference is still held
            // (upstream's contract: each is emplaced or failed once).
            unsafe { scheduler::complete_from_task(h, state) }
        }
    })
}

checked_entry_points! {
    /// Makes `token` available, wakes its awaiters, and drops the completion reference.
    ///
    /// # Safety
    /// `token` must be null or a live, not yet completed token.
    fn mlirAsyncRuntimeEmplaceToken(token: *mut AsyncToken) = set_state(Kind::Token, State::Available);

    /// Makes `value` available (its storage must be written), wakes awaiters, and drops
    /// the completion reference.
    ///
    /// # Safety
    /// `value` must be null or a live, not yet completed value.
    fn mlirAsyncRuntimeEmplaceValue(value: *mut AsyncValue) = set_state(Kind::Value, State::Available);

    /// Puts `token` in the error state, wakes awaiters, drops the completion reference.
    ///
    /// # Safety
    /// `token` must be null or a live, not yet completed token.
    fn mlirAsyncRuntimeSetTokenError(token: *mut AsyncToken) = set_state(Kind::Token, State::Error);

    /// Puts `value` in the error state, wakes awaiters, drops the completion reference.
    ///
    /// # Safety
    /// `value` must be null or a live, not yet completed value.
    fn mlirAsyncRuntimeSetValueError(value: *mut AsyncValue) = set_state(Kind::Value, State::Error);
}

fn is_error<T>(name: &str, p: *mut T, kind: Kind) -> bool {
    guard(name, || {
        // SAFETY: the callers' contracts: null or one of our objects.
        match unsafe { obj(p, name, Some(kind)) } {
            // SAFETY: checked to be live.
            Some(h) => unsafe { object::is_error(h) },
            None => false,
        }
    })
}

checked_entry_points! {
    /// Whether `token` is in the error state.
    ///
    /// # Safety
    /// `token` must be null or a live token.
    fn mlirAsyncRuntimeIsTokenError(token: *mut AsyncToken) -> bool = is_error(Kind::Token);

    /// Whether `value` is in the error state.
    ///
    /// # Safety
    /// `value` must be null or a live value.
    fn mlirAsyncRuntimeIsValueError(value: *mut AsyncValue) -> bool = is_error(Kind::Value);

    /// Whether any token added to `group` so far completed with an error.
    ///
    /// # Safety
    /// `group` must be null or a live group.
    fn mlirAsyncRuntimeIsGroupError(group: *mut AsyncGroup) -> bool = is_error(Kind::Group);
}

fn block<T>(name: &str, p: *mut T, kind: Kind) {
    guard(name, || {
        // SAFETY: the callers' contracts: null or one of our objects.
        if let Some(h) = unsafe { obj(p, name, Some(kind)) } {
            // SAFETY: the awaiting caller holds a reference for the whole wait.
            unsafe { object::block_on(h) }
        }
    })
}

checked_entry_points! {
    /// Blocks until `token` is ready (a worker thread runs other tasks meanwhile).
    ///
    /// # Safety
    /// `token` must be null or a live token on which the caller holds a reference.
    fn mlirAsyncRuntimeAwaitToken(token: *mut AsyncToken) = block(Kind::Token);

    /// Blocks until `value` is ready (a worker thread runs other tasks meanwhile).
    ///
    /// # Safety
    /// `value` must be null or a live value on which the caller holds a reference.
    fn mlirAsyncRuntimeAwaitValue(value: *mut AsyncValue) = block(Kind::Value);

    /// Blocks until every member of `group` is ready.
    ///
    /// # Safety
    /// `group` must be null or a live group on which the caller holds a reference.
    fn mlirAsyncRuntimeAwaitAllInGroup(group: *mut AsyncGroup) = block(Kind::Group);
}

/// Pointer to the storage of `value` (16-byte aligned, inline in the object).
///
/// # Safety
/// `value` must be null or a live value.
#[no_mangle]
pub unsafe extern "C" fn mlirAsyncRuntimeGetValueStorage(value: *mut AsyncValue) -> *mut c_void {
    guard("mlirAsyncRuntimeGetValueStorage", || {
        // SAFETY: the caller passes null or one of our objects.
        match unsafe { obj(value, "mlirAsyncRuntimeGetValueStorage", Some(Kind::Value)) } {
            // SAFETY: checked to be a live value.
            Some(v) => unsafe { object::payload_ptr(v.cast::<ValueObj>()).cast() },
            None => std::ptr::null_mut(),
        }
    })
}

/// Runs `resume(handle)` on a worker thread.
///
/// # Safety
/// `resume(handle)` must be safe to call once, from any thread.
#[no_mangle]
pub unsafe extern "C" fn mlirAsyncRuntimeExecute(handle: *mut c_void, resume: CoroResume) {
    guard("mlirAsyncRuntimeExecute", || scheduler::schedule(Task::new(handle, resume)))
}

fn on_ready<T>(name: &str, p: *mut T, kind: Kind, handle: *mut c_void, resume: CoroResume) {
    guard(name, || {
        let task = Task::new(handle, resume);
        // SAFETY: the callers' contracts: null or one of our objects.
        match unsafe { obj(p, name, Some(kind)) } {
            // SAFETY: live object per the callers' contracts.
            Some(h) => unsafe { object::on_ready(h, task) },
            None => scheduler::schedule(task),
        }
    })
}

checked_entry_points! {
    /// Runs `resume(handle)` once `token` is ready.
    ///
    /// # Safety
    /// `token` must be null or a live token; `resume(handle)` must be safe to call once,
    /// from any thread.
    fn mlirAsyncRuntimeAwaitTokenAndExecute(token: *mut AsyncToken, handle: *mut c_void, resume: CoroResume)
        = on_ready(Kind::Token, handle, resume);

    /// Runs `resume(handle)` once `value` is ready.
    ///
    /// # Safety
    /// `value` must be null or a live value; `resume(handle)` must be safe to call once,
    /// from any thread.
    fn mlirAsyncRuntimeAwaitValueAndExecute(value: *mut AsyncValue, handle: *mut c_void, resume: CoroResume)
        = on_ready(Kind::Value, handle, resume);

    /// Runs `resume(handle)` once every member of `group` is ready.
    ///
    /// # Safety
    /// `group` must be null or a live group; `resume(handle)` must be safe to call once,
    /// from any thread.
    fn mlirAsyncRuntimeAwaitAllInGroupAndExecute(group: *mut AsyncGroup, handle: *mut c_void, resume: CoroResume)
        = on_ready(Kind::Group, handle, resume);
}

/// Number of worker threads (the upstream name has the typo, so does ours).
#[no_mangle]
pub extern "C" fn mlirAsyncRuntimGetNumWorkerThreads() -> i64 {
    guard("mlirAsyncRuntimGetNumWorkerThreads", || scheduler::num_workers() as i64)
}

extern "C" {
    fn printf(format: *const std::ffi::c_char, ...) -> std::ffi::c_int;
    fn fflush(stream: *mut c_void) -> std::ffi::c_int;
    fn pthread_self() -> std::ffi::c_ulong;
}

/// Prints `Current thread id: N` on stdout, like upstream's test helper.
///
/// Goes through C's `stdout` (not Rust's) so that it interleaves correctly with the
/// `printI64`-style helpers of the C runner utils.
#[no_mangle]
pub extern "C" fn mlirAsyncRuntimePrintCurrentThreadId() {
    guard("mlirAsyncRuntimePrintCurrentThreadId", || {
        // SAFETY: a valid NUL-terminated format string with one matching `%lu`
        // argument; `fflush(NULL)` flushes all C streams.
        unsafe {
            printf(c"Current thread id: %lu\n".as_ptr(), pthread_self());
            fflush(std::ptr::null_mut());
        }
    })
}

#[cfg(all(test, not(loom)))]
mod tests {
    //! One or more tests per exported function, calling them as C would.
    use super::*;
    use crate::object::ref_count;
    use std::sync::atomic::{AtomicUsize, Ordering};
    use std::sync::{Arc, Mutex};
    use std::thread;
    use std::time::Duration;

    fn refs<T>(p: *mut T) -> i64 {
        // SAFETY: tests only pass live objects.
        unsafe { ref_count(NonNull::new(p.cast::<Header>()).unwrap()) }
    }

    /// A fake coroutine: `handle` points at a counter that `resume` bumps, recording
    /// the thread it ran on.
    struct Probe {
        runs: AtomicUsize,
        thread: Mutex<Option<String>>,
    }

    impl Probe {
        fn new() -> Arc<Probe> {
            Arc::new(Probe { runs: AtomicUsize::new(0), thread: Mutex::new(None) })
        }
        fn handle(self: &Arc<Probe>) -> *mut c_void {
            Arc::into_raw(self.clone()) as *mut c_void
        }
        fn wait_runs(&self, n: usize) {
            for _ in 0..2000 {
                if self.runs.load(Ordering::SeqCst) >= n {
                    return;
                }
                thread::sleep(Duration::from_millis(1));
            }
            panic!("task did not run");
        }
    }

    unsafe extern "C" fn resume(handle: *mut c_void) {
        // SAFETY: `handle` came from `Probe::handle`, consumed once here.
        let probe = unsafe { Arc::from_raw(handle as *const Probe) };
        *probe.thread.lock().unwrap() = thread::current().name().map(str::to_owned);
        probe.runs.fetch_add(1, Ordering::SeqCst);
    }

    /// Moves a raw pointer into another thread (tests only).
    struct Ptr<T>(*mut T);
    // SAFETY: runtime objects are thread-safe; tests keep them alive.
    unsafe impl<T> Send for Ptr<T> {}

    fn later<T: 'static>(p: *mut T, f: unsafe extern "C" fn(*mut T)) -> thread::JoinHandle<()> {
        let p = Ptr(p);
        thread::spawn(move || {
            let p = p;
            thread::sleep(Duration::from_millis(20));
            // SAFETY: tests pass a live object whose completion reference is unused.
            unsafe { f(p.0) }
        })
    }

    #[test]
    fn add_ref_and_drop_ref_adjust_the_count() {
        let t = mlirAsyncRuntimeCreateToken();
        assert_eq!(refs(t), 2, "tokens start at 2 like upstream");
        // SAFETY: `t` is live; every reference added is dropped.
        unsafe {
            mlirAsyncRuntimeAddRef(t.cast(), 3);
            assert_eq!(refs(t), 5);
            mlirAsyncRuntimeDropRef(t.cast(), 3);
            assert_eq!(refs(t), 2);
            mlirAsyncRuntimeEmplaceToken(t);
            assert_eq!(refs(t), 1, "completion drops its reference");
            mlirAsyncRuntimeDropRef(t.cast(), 1);
        }
    }

    #[test]
    fn create_token_starts_unavailable() {
        let t = mlirAsyncRuntimeCreateToken();
        // SAFETY: live token, completed and released once.
        unsafe {
            assert!(!h_ready(t));
            assert!(!mlirAsyncRuntimeIsTokenError(t));
            mlirAsyncRuntimeEmplaceToken(t);
            assert!(h_ready(t));
            mlirAsyncRuntimeDropRef(t.cast(), 1);
        }
    }

    fn h_ready<T>(p: *mut T) -> bool {
        // SAFETY: tests only pass live objects.
        unsafe { NonNull::new(p.cast::<Header>()).unwrap().as_ref().completion.is_ready() }
    }

    #[test]
    fn create_value_gives_aligned_zeroed_storage_and_count_2() {
        let v = mlirAsyncRuntimeCreateValue(40);
        assert_eq!(refs(v), 2);
        // SAFETY: live value with 40 bytes of storage; released once.
        unsafe {
            let s = mlirAsyncRuntimeGetValueStorage(v).cast::<u8>();
            assert_eq!(s as usize % 16, 0);
            assert!(std::slice::from_raw_parts(s, 40).iter().all(|&b| b == 0));
            s.cast::<i64>().write(-7);
            mlirAsyncRuntimeEmplaceValue(v);
            assert!(!mlirAsyncRuntimeIsValueError(v));
            assert_eq!(mlirAsyncRuntimeGetValueStorage(v).cast::<i64>().read(), -7);
            mlirAsyncRuntimeDropRef(v.cast(), 1);
        }
    }

    #[test]
    fn create_value_of_size_zero_is_valid() {
        let v = mlirAsyncRuntimeCreateValue(0);
        // SAFETY: live value; released once.
        unsafe {
            assert!(!mlirAsyncRuntimeGetValueStorage(v).is_null());
            mlirAsyncRuntimeEmplaceValue(v);
            mlirAsyncRuntimeDropRef(v.cast(), 1);
        }
    }

    #[test]
    fn create_group_starts_at_one_reference() {
        let g = mlirAsyncRuntimeCreateGroup(2);
        assert_eq!(refs(g), 1);
        assert!(!h_ready(g));
        let empty = mlirAsyncRuntimeCreateGroup(0);
        assert!(h_ready(empty), "an empty group is ready at once");
        // SAFETY: live groups, released once.
        unsafe {
            mlirAsyncRuntimeAwaitAllInGroup(empty);
            mlirAsyncRuntimeDropRef(g.cast(), 1);
            mlirAsyncRuntimeDropRef(empty.cast(), 1);
        }
    }

    #[test]
    fn add_token_to_group_returns_ranks_and_counts_members() {
        let g = mlirAsyncRuntimeCreateGroup(3);
        let tokens: Vec<_> = (0..3).map(|_| mlirAsyncRuntimeCreateToken()).collect();
        // SAFETY: live token and group; each completed once and released.
        unsafe {
            mlirAsyncRuntimeEmplaceToken(tokens[0]); // ready before it is added
            for (i, &t) in tokens.iter().enumerate() {
                assert_eq!(mlirAsyncRuntimeAddTokenToGroup(t, g), i as i64);
            }
            assert_eq!(refs(g), 3, "each pending member keeps the group alive");
            mlirAsyncRuntimeEmplaceToken(tokens[1]);
            assert!(!h_ready(g));
            mlirAsyncRuntimeEmplaceToken(tokens[2]);
            assert!(h_ready(g));
            assert_eq!(refs(g), 1);
            assert!(!mlirAsyncRuntimeIsGroupError(g));
            for t in tokens {
                mlirAsyncRuntimeDropRef(t.cast(), 1);
            }
            mlirAsyncRuntimeDropRef(g.cast(), 1);
        }
    }

    /// A group of size 2 and the two pending tokens added to it.
    fn group_of_two_tokens() -> (*mut AsyncGroup, *mut AsyncToken, *mut AsyncToken) {
        let g = mlirAsyncRuntimeCreateGroup(2);
        let (a, b) = (mlirAsyncRuntimeCreateToken(), mlirAsyncRuntimeCreateToken());
        // SAFETY: live objects just created.
        unsafe {
            assert_eq!(mlirAsyncRuntimeAddTokenToGroup(a, g), 0);
            assert_eq!(mlirAsyncRuntimeAddTokenToGroup(b, g), 1);
        }
        (g, a, b)
    }

    #[test]
    fn set_token_error_is_reported_and_reaches_the_group() {
        let (g, ok, bad) = group_of_two_tokens();
        // SAFETY: live objects; each completed once and released.
        unsafe {
            mlirAsyncRuntimeSetTokenError(bad);
            assert!(mlirAsyncRuntimeIsTokenError(bad));
            assert!(mlirAsyncRuntimeIsGroupError(g), "error visible before the group is ready");
            mlirAsyncRuntimeEmplaceToken(ok);
            assert!(!mlirAsyncRuntimeIsTokenError(ok));
            mlirAsyncRuntimeAwaitAllInGroup(g);
            assert!(mlirAsyncRuntimeIsGroupError(g));
            for p in [ok.cast::<c_void>(), bad.cast(), g.cast()] {
                mlirAsyncRuntimeDropRef(p, 1);
            }
        }
    }

    #[test]
    fn set_value_error_is_reported() {
        let v = mlirAsyncRuntimeCreateValue(8);
        // SAFETY: live value; failed once and released.
        unsafe {
            assert!(!mlirAsyncRuntimeIsValueError(v));
            mlirAsyncRuntimeSetValueError(v);
            assert!(mlirAsyncRuntimeIsValueError(v));
            mlirAsyncRuntimeAwaitValue(v);
            mlirAsyncRuntimeDropRef(v.cast(), 1);
        }
    }

    /// Awaits `p` with `wait` while another thread completes it with `complete`; `done`
    /// holds afterwards.
    fn await_completion_from_another_thread<T: 'static>(
        p: *mut T,
        complete: unsafe extern "C" fn(*mut T),
        wait: unsafe extern "C" fn(*mut T),
        done: impl Fn(*mut T) -> bool,
    ) {
        let h = later(p, complete);
        // SAFETY: we hold the creator's reference during the wait.
        unsafe {
            wait(p);
            assert!(done(p));
            mlirAsyncRuntimeDropRef(p.cast(), 1);
        }
        h.join().unwrap();
    }

    #[test]
    fn await_token_blocks_until_another_thread_emplaces() {
        let t = mlirAsyncRuntimeCreateToken();
        await_completion_from_another_thread(t, mlirAsyncRuntimeEmplaceToken, mlirAsyncRuntimeAwaitToken, h_ready);
    }

    #[test]
    fn await_value_blocks_until_another_thread_sets_error() {
        let v = mlirAsyncRuntimeCreateValue(8);
        // SAFETY: a live value (the helper holds it until it is released).
        let failed = |v| unsafe { mlirAsyncRuntimeIsValueError(v) };
        await_completion_from_another_thread(v, mlirAsyncRuntimeSetValueError, mlirAsyncRuntimeAwaitValue, failed);
    }

    #[test]
    fn await_all_in_group_blocks_until_the_last_member() {
        let g = mlirAsyncRuntimeCreateGroup(1);
        let t = mlirAsyncRuntimeCreateToken();
        // SAFETY: live objects held across the wait; released once.
        unsafe {
            mlirAsyncRuntimeAddTokenToGroup(t, g);
            let h = later(t, mlirAsyncRuntimeEmplaceToken);
            mlirAsyncRuntimeAwaitAllInGroup(g);
            assert!(h_ready(g));
            h.join().unwrap();
            mlirAsyncRuntimeDropRef(t.cast(), 1);
            mlirAsyncRuntimeDropRef(g.cast(), 1);
        }
    }

    #[test]
    fn execute_runs_on_a_worker_thread() {
        let probe = Probe::new();
        // SAFETY: `resume` consumes the handle once.
        unsafe { mlirAsyncRuntimeExecute(probe.handle(), resume) };
        probe.wait_runs(1);
        let name = probe.thread.lock().unwrap().clone().unwrap_or_default();
        assert!(name.starts_with("async-rt-"), "ran on {name:?}");
    }

    #[test]
    fn await_token_and_execute_waits_for_the_token() {
        let t = mlirAsyncRuntimeCreateToken();
        let probe = Probe::new();
        // SAFETY: live token; the handle is consumed once by `resume`.
        unsafe {
            mlirAsyncRuntimeAwaitTokenAndExecute(t, probe.handle(), resume);
            thread::sleep(Duration::from_millis(10));
            assert_eq!(probe.runs.load(Ordering::SeqCst), 0, "must not run before the token");
            mlirAsyncRuntimeEmplaceToken(t);
            probe.wait_runs(1);
            // Already ready: runs right away, on this thread.
            let again = Probe::new();
            mlirAsyncRuntimeAwaitTokenAndExecute(t, again.handle(), resume);
            assert_eq!(again.runs.load(Ordering::SeqCst), 1);
            mlirAsyncRuntimeDropRef(t.cast(), 1);
        }
    }

    #[test]
    fn await_value_and_execute_runs_after_an_error_too() {
        let v = mlirAsyncRuntimeCreateValue(4);
        let probe = Probe::new();
        // SAFETY: live value; the handle is consumed once by `resume`.
        unsafe {
            mlirAsyncRuntimeAwaitValueAndExecute(v, probe.handle(), resume);
            assert_eq!(probe.runs.load(Ordering::SeqCst), 0);
            mlirAsyncRuntimeSetValueError(v);
            probe.wait_runs(1);
            mlirAsyncRuntimeDropRef(v.cast(), 1);
        }
    }

    #[test]
    fn await_all_in_group_and_execute_waits_for_all_members() {
        let (g, a, b) = group_of_two_tokens();
        let probe = Probe::new();
        // SAFETY: live objects; each completed once and released; handle used once.
        unsafe {
            mlirAsyncRuntimeAwaitAllInGroupAndExecute(g, probe.handle(), resume);
            mlirAsyncRuntimeEmplaceToken(a);
            thread::sleep(Duration::from_millis(10));
            assert_eq!(probe.runs.load(Ordering::SeqCst), 0, "one member still pending");
            mlirAsyncRuntimeEmplaceToken(b);
            probe.wait_runs(1);
            for p in [a.cast::<c_void>(), b.cast(), g.cast()] {
                mlirAsyncRuntimeDropRef(p, 1);
            }
        }
    }

    #[test]
    fn num_worker_threads_matches_configuration() {
        let n = mlirAsyncRuntimGetNumWorkerThreads();
        let expected = std::env::var("ASYNC_RUNTIME_NUM_THREADS")
            .ok()
            .and_then(|v| v.parse::<i64>().ok())
            .unwrap_or_else(|| thread::available_parallelism().map_or(1, |n| n.get() as i64));
        assert_eq!(n, expected);
    }

    #[test]
    fn print_current_thread_id_prints_through_c_stdio() {
        // The output format is checked end to end (tests/programs/thread_info.mlir);
        // here: callable from several threads without crashing or panicking.
        mlirAsyncRuntimePrintCurrentThreadId();
        thread::spawn(|| mlirAsyncRuntimePrintCurrentThreadId()).join().unwrap();
    }

    #[test]
    fn null_pointers_are_ignored() {
        // SAFETY: null is allowed by every entry point here.
        unsafe {
            mlirAsyncRuntimeAddRef(std::ptr::null_mut(), 1);
            mlirAsyncRuntimeDropRef(std::ptr::null_mut(), 1);
            mlirAsyncRuntimeEmplaceToken(std::ptr::null_mut());
            mlirAsyncRuntimeAwaitToken(std::ptr::null_mut());
            assert!(!mlirAsyncRuntimeIsTokenError(std::ptr::null_mut()));
            assert!(!mlirAsyncRuntimeIsGroupError(std::ptr::null_mut()));
            assert!(mlirAsyncRuntimeGetValueStorage(std::ptr::null_mut()).is_null());
            assert_eq!(mlirAsyncRuntimeAddTokenToGroup(std::ptr::null_mut(), std::ptr::null_mut()), 0);
        }
    }

    /// A blocking await inside a task that waits for a task queued after it: on a FIFO
    /// pool whose threads all block this hangs; here the worker runs the child itself.
    #[test]
    fn blocking_await_inside_tasks_does_not_deadlock() {
        struct Job {
            depth: u32,
            done: *mut AsyncToken,
        }
        unsafe extern "C" fn job(p: *mut c_void) {
            // SAFETY: `p` is a leaked `Box<Job>`, consumed once.
            let job = unsafe { Box::from_raw(p.cast::<Job>()) };
            // SAFETY: each token is created, awaited, completed and released once.
            unsafe {
                if job.depth > 0 {
                    let children: Vec<_> = (0..2)
                        .map(|_| {
                            let t = mlirAsyncRuntimeCreateToken();
                            let child = Box::new(Job { depth: job.depth - 1, done: t });
                            mlirAsyncRuntimeExecute(Box::into_raw(child).cast(), job_resume);
                            t
                        })
                        .collect();
                    for t in children {
                        mlirAsyncRuntimeAwaitToken(t);
                        mlirAsyncRuntimeDropRef(t.cast(), 1);
                    }
                }
                mlirAsyncRuntimeEmplaceToken(job.done);
            }
        }
        unsafe extern "C" fn job_resume(p: *mut c_void) {
            // SAFETY: forwarded.
            unsafe { job(p) }
        }
        let root = mlirAsyncRuntimeCreateToken();
        let workers = mlirAsyncRuntimGetNumWorkerThreads() as u32;
        let job = Box::new(Job { depth: 10 + workers, done: root });
        // SAFETY: as above.
        unsafe {
            mlirAsyncRuntimeExecute(Box::into_raw(job).cast(), job_resume);
            mlirAsyncRuntimeAwaitToken(root);
            mlirAsyncRuntimeDropRef(root.cast(), 1);
        }
    }
}
