//! The C ABI of LLVM 14's `mlir/ExecutionEngine/AsyncRuntime.h`, exported under the
//! plain C names so that both `mlir-cpu-runner -shared-libs=` and a regular linker
//! resolve them.
//!
//! Every entry point is panic-free towards C: its body runs under `catch_unwind`, and
//! an unexpected panic aborts the process with a message instead of unwinding into C
//! frames. A null object pointer is ignored (or reads as "not an error"), where
//! upstream would crash.

use crate::object::{self, GroupObj, Header, ValueObj};
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
fn guard<R>(name: &str, f: impl FnOnce() -> R) -> R {
    match catch_unwind(AssertUnwindSafe(f)) {
        Ok(r) => r,
        Err(_) => object::fatal(&format!("panic in {name}")),
    }
}

fn header<T>(p: *mut T) -> Option<NonNull<Header>> {
    NonNull::new(p.cast::<Header>())
}

/// Adds `count` references to a token, value or group.
///
/// # Safety
/// `ptr` must be null or a live runtime object on which the caller holds a reference.
#[no_mangle]
pub unsafe extern "C" fn mlirAsyncRuntimeAddRef(ptr: *mut c_void, count: i64) {
    guard("mlirAsyncRuntimeAddRef", || {
        if let Some(h) = header(ptr) {
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
        if let Some(h) = header(ptr) {
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
pub unsafe extern "C" fn mlirAsyncRuntimeAddTokenToGroup(
    token: *mut AsyncToken,
    group: *mut AsyncGroup,
) -> i64 {
    guard("mlirAsyncRuntimeAddTokenToGroup", || match (header(token), NonNull::new(group)) {
        // SAFETY: live token and group per the contract.
        (Some(t), Some(g)) => unsafe { object::add_token_to_group(t, g.cast::<GroupObj>()) },
        _ => 0,
    })
}

fn set_state(name: &str, h: Option<NonNull<Header>>, state: State) {
    guard(name, || {
        if let Some(h) = h {
            // SAFETY: callers pass live tokens/values whose completion reference is
            // still held (upstream's contract: each is emplaced or failed once).
            unsafe { scheduler::complete_from_task(h, state) }
        }
    })
}

/// Makes `token` available, wakes its awaiters, and drops the completion reference.
///
/// # Safety
/// `token` must be null or a live, not yet completed token.
#[no_mangle]
pub unsafe extern "C" fn mlirAsyncRuntimeEmplaceToken(token: *mut AsyncToken) {
    set_state("mlirAsyncRuntimeEmplaceToken", header(token), State::Available)
}

/// Makes `value` available (its storage must be written), wakes awaiters, and drops
/// the completion reference.
///
/// # Safety
/// `value` must be null or a live, not yet completed value.
#[no_mangle]
pub unsafe extern "C" fn mlirAsyncRuntimeEmplaceValue(value: *mut AsyncValue) {
    set_state("mlirAsyncRuntimeEmplaceValue", header(value), State::Available)
}

/// Puts `token` in the error state, wakes awaiters, drops the completion reference.
///
/// # Safety
/// `token` must be null or a live, not yet completed token.
#[no_mangle]
pub unsafe extern "C" fn mlirAsyncRuntimeSetTokenError(token: *mut AsyncToken) {
    set_state("mlirAsyncRuntimeSetTokenError", header(token), State::Error)
}

/// Puts `value` in the error state, wakes awaiters, drops the completion reference.
///
/// # Safety
/// `value` must be null or a live, not yet completed value.
#[no_mangle]
pub unsafe extern "C" fn mlirAsyncRuntimeSetValueError(value: *mut AsyncValue) {
    set_state("mlirAsyncRuntimeSetValueError", header(value), State::Error)
}

fn is_error(name: &str, h: Option<NonNull<Header>>) -> bool {
    guard(name, || match h {
        // SAFETY: live object per the callers' contracts.
        Some(h) => unsafe { object::is_error(h) },
        None => false,
    })
}

/// Whether `token` is in the error state.
///
/// # Safety
/// `token` must be null or a live token.
#[no_mangle]
pub unsafe extern "C" fn mlirAsyncRuntimeIsTokenError(token: *mut AsyncToken) -> bool {
    is_error("mlirAsyncRuntimeIsTokenError", header(token))
}

/// Whether `value` is in the error state.
///
/// # Safety
/// `value` must be null or a live value.
#[no_mangle]
pub unsafe extern "C" fn mlirAsyncRuntimeIsValueError(value: *mut AsyncValue) -> bool {
    is_error("mlirAsyncRuntimeIsValueError", header(value))
}

/// Whether any token added to `group` so far completed with an error.
///
/// # Safety
/// `group` must be null or a live group.
#[no_mangle]
pub unsafe extern "C" fn mlirAsyncRuntimeIsGroupError(group: *mut AsyncGroup) -> bool {
    is_error("mlirAsyncRuntimeIsGroupError", header(group))
}

fn block(name: &str, h: Option<NonNull<Header>>) {
    guard(name, || {
        if let Some(h) = h {
            // SAFETY: the awaiting caller holds a reference for the whole wait.
            unsafe { object::block_on(h) }
        }
    })
}

/// Blocks until `token` is ready (a worker thread runs other tasks meanwhile).
///
/// # Safety
/// `token` must be null or a live token on which the caller holds a reference.
#[no_mangle]
pub unsafe extern "C" fn mlirAsyncRuntimeAwaitToken(token: *mut AsyncToken) {
    block("mlirAsyncRuntimeAwaitToken", header(token))
}

/// Blocks until `value` is ready (a worker thread runs other tasks meanwhile).
///
/// # Safety
/// `value` must be null or a live value on which the caller holds a reference.
#[no_mangle]
pub unsafe extern "C" fn mlirAsyncRuntimeAwaitValue(value: *mut AsyncValue) {
    block("mlirAsyncRuntimeAwaitValue", header(value))
}

/// Blocks until every member of `group` is ready.
///
/// # Safety
/// `group` must be null or a live group on which the caller holds a reference.
#[no_mangle]
pub unsafe extern "C" fn mlirAsyncRuntimeAwaitAllInGroup(group: *mut AsyncGroup) {
    block("mlirAsyncRuntimeAwaitAllInGroup", header(group))
}

/// Pointer to the storage of `value` (16-byte aligned, inline in the object).
///
/// # Safety
/// `value` must be null or a live value.
#[no_mangle]
pub unsafe extern "C" fn mlirAsyncRuntimeGetValueStorage(value: *mut AsyncValue) -> *mut c_void {
    guard("mlirAsyncRuntimeGetValueStorage", || match NonNull::new(value) {
        // SAFETY: live value per the contract.
        Some(v) => unsafe { object::payload_ptr(v.cast::<ValueObj>()).cast() },
        None => std::ptr::null_mut(),
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

fn on_ready(name: &str, h: Option<NonNull<Header>>, handle: *mut c_void, resume: CoroResume) {
    guard(name, || {
        let task = Task::new(handle, resume);
        match h {
            // SAFETY: live object per the callers' contracts.
            Some(h) => unsafe { object::on_ready(h, task) },
            None => scheduler::schedule(task),
        }
    })
}

/// Runs `resume(handle)` once `token` is ready.
///
/// # Safety
/// `token` must be null or a live token; `resume(handle)` must be safe to call once,
/// from any thread.
#[no_mangle]
pub unsafe extern "C" fn mlirAsyncRuntimeAwaitTokenAndExecute(
    token: *mut AsyncToken,
    handle: *mut c_void,
    resume: CoroResume,
) {
    on_ready("mlirAsyncRuntimeAwaitTokenAndExecute", header(token), handle, resume)
}

/// Runs `resume(handle)` once `value` is ready.
///
/// # Safety
/// `value` must be null or a live value; `resume(handle)` must be safe to call once,
/// from any thread.
#[no_mangle]
pub unsafe extern "C" fn mlirAsyncRuntimeAwaitValueAndExecute(
    value: *mut AsyncValue,
    handle: *mut c_void,
    resume: CoroResume,
) {
    on_ready("mlirAsyncRuntimeAwaitValueAndExecute", header(value), handle, resume)
}

/// Runs `resume(handle)` once every member of `group` is ready.
///
/// # Safety
/// `group` must be null or a live group; `resume(handle)` must be safe to call once,
/// from any thread.
#[no_mangle]
pub unsafe extern "C" fn mlirAsyncRuntimeAwaitAllInGroupAndExecute(
    group: *mut AsyncGroup,
    handle: *mut c_void,
    resume: CoroResume,
) {
    on_ready("mlirAsyncRuntimeAwaitAllInGroupAndExecute", header(group), handle, resume)
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
