//! A safe Rust API over the same core as the C ABI.
//!
//! Handles own one reference each (`Clone` adds one, `Drop` releases it); the
//! producing side of a token or value is a separate *promise* that owns the
//! completer's reference, so a promise dropped without being kept fails its object
//! instead of leaving awaiters hanging.
//!
//! ```
//! use async_runtime::{Group, Runtime};
//!
//! let rt = Runtime::global();
//! let answer = rt.spawn_value(|| 6 * 7);
//! let group = Group::new(2);
//! group.add(&rt.spawn(|| {}));
//! group.add(&rt.spawn(|| panic!("fails the token, not the process")));
//! assert_eq!(answer.wait(), Ok(&42));
//! assert!(group.wait().is_err());
//! ```

use crate::object::{self, GroupObj, Header, ValueObj};
use crate::scheduler::{self, Task};
use crate::waiters::State;
use std::ffi::c_void;
use std::fmt;
use std::marker::PhantomData;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::ptr::NonNull;

/// The awaited token, value or group completed in the error state.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AsyncError;

impl fmt::Display for AsyncError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("async object is in the error state")
    }
}

impl std::error::Error for AsyncError {}

/// Handle to the process-wide runtime (the one the C ABI uses too).
#[derive(Debug)]
pub struct Runtime {
    _private: (),
}

static RUNTIME: Runtime = Runtime { _private: () };

impl Runtime {
    /// The process-wide runtime. Its workers start on first use.
    pub fn global() -> &'static Runtime {
        &RUNTIME
    }

    /// Number of worker threads (`ASYNC_RUNTIME_NUM_THREADS`, else the machine's
    /// available parallelism).
    pub fn num_workers(&self) -> usize {
        scheduler::num_workers()
    }

    /// Number of tokens, values and groups currently alive in the process.
    pub fn live_objects(&self) -> i64 {
        object::live_objects()
    }

    /// Runs `f` on a worker; the token becomes ready when it returns, or an error if
    /// it panics.
    pub fn spawn<F>(&self, f: F) -> Token
    where
        F: FnOnce() + Send + 'static,
    {
        let (token, promise) = Token::new();
        scheduler::schedule(closure_task(move || match catch_unwind(AssertUnwindSafe(f)) {
            Ok(()) => promise.complete(),
            Err(_) => promise.fail(),
        }));
        token
    }

    /// Runs `f` on a worker and makes its result available in the returned value (an
    /// error if `f` panics).
    pub fn spawn_value<T, F>(&self, f: F) -> Value<T>
    where
        T: Send + Sync + 'static,
        F: FnOnce() -> T + Send + 'static,
    {
        let (value, promise) = Value::new();
        scheduler::schedule(closure_task(move || match catch_unwind(AssertUnwindSafe(f)) {
            Ok(v) => promise.set(v),
            Err(_) => promise.fail(),
        }));
        value
    }
}

/// Boxes `f` into a two-word task (one allocation, no double boxing).
fn closure_task<F: FnOnce() + Send + 'static>(f: F) -> Task {
    unsafe extern "C" fn trampoline<F: FnOnce()>(data: *mut c_void) {
        // SAFETY: `data` is the `Box<F>` leaked below; a task runs exactly once.
        let f = unsafe { Box::from_raw(data.cast::<F>()) };
        // Callers wrap user code in `catch_unwind` already; this one only keeps a
        // panic out of the worker loop (and out of C frames) whatever happens.
        if catch_unwind(AssertUnwindSafe(f)).is_err() {
            object::fatal("panic escaped a runtime task");
        }
    }
    Task::new(Box::into_raw(Box::new(f)).cast(), trampoline::<F>)
}

fn wait_on(h: NonNull<Header>) {
    // SAFETY: every handle owns a reference for as long as it lives.
    unsafe { object::block_on(h) }
}

fn state_of(h: NonNull<Header>) -> State {
    // SAFETY: every handle owns a reference for as long as it lives.
    unsafe { h.as_ref().completion.state() }
}

fn run_when_ready<F: FnOnce() + Send + 'static>(h: NonNull<Header>, f: F) {
    // SAFETY: the handle's reference keeps `h` alive during registration; the
    // completion list holds no reference, it only needs the object until completion.
    unsafe { object::on_ready(h, closure_task(f)) }
}

/// `Send` and `Sync`, `Clone` (one more reference), `Drop` (one less) and `Debug` for a
/// handle type with `header()` and `from_ptr()`.
macro_rules! ref_counted_handle {
    ($ty:ident $(<$g:ident>)?) => {
        // SAFETY: the object is shared through atomics only (its state, waiters and
        // reference count); a shared handle only reads the state or registers waiters
        // atomically. A value's payload is written once before completion and only read
        // (as `&T`) afterwards, from any thread: that needs `T: Send + Sync`.
        unsafe impl$(<$g: Send + Sync>)? Send for $ty$(<$g>)? {}
        // SAFETY: as above.
        unsafe impl$(<$g: Send + Sync>)? Sync for $ty$(<$g>)? {}

        impl$(<$g>)? Clone for $ty$(<$g>)? {
            fn clone(&self) -> Self {
                // SAFETY: `self` owns a reference, so the object is alive.
                unsafe { object::add_ref(self.header(), 1) };
                Self::from_ptr(self.ptr)
            }
        }

        impl$(<$g>)? Drop for $ty$(<$g>)? {
            fn drop(&mut self) {
                // SAFETY: releases the reference this handle owns, exactly once.
                unsafe { object::drop_ref(self.header(), 1) };
            }
        }

        impl$(<$g>)? fmt::Debug for $ty$(<$g>)? {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.debug_struct(stringify!($ty))
                    .field("state", &state_of(self.header()))
                    .finish()
            }
        }
    };
}

/// Handle to an `async.token`: completion without a payload.
pub struct Token {
    ptr: NonNull<Header>,
}

ref_counted_handle!(Token);

impl Token {
    /// A new unavailable token and the promise that completes it.
    pub fn new() -> (Token, TokenPromise) {
        let ptr = object::new_token();
        // The two initial references: one for the handle, one for the promise.
        (Token { ptr }, TokenPromise { ptr: Some(ptr) })
    }

    fn header(&self) -> NonNull<Header> {
        self.ptr
    }

    fn from_ptr(ptr: NonNull<Header>) -> Self {
        Token { ptr }
    }

    /// Whether the token is final (available or error).
    pub fn is_ready(&self) -> bool {
        state_of(self.ptr) != State::Unavailable
    }

    /// Whether the token completed with an error.
    pub fn is_error(&self) -> bool {
        state_of(self.ptr) == State::Error
    }

    /// Blocks until the token is final. On a worker thread, other tasks run meanwhile.
    pub fn wait(&self) -> Result<(), AsyncError> {
        wait_on(self.ptr);
        if self.is_error() {
            Err(AsyncError)
        } else {
            Ok(())
        }
    }

    /// Runs `f` once the token is final: inline if it already is, else on a worker.
    pub fn on_ready<F: FnOnce() + Send + 'static>(&self, f: F) {
        run_when_ready(self.ptr, f)
    }
}

/// The producing side of a [`Token`]. Dropping it unfulfilled sets the error state.
pub struct TokenPromise {
    ptr: Option<NonNull<Header>>,
}

// SAFETY: completing from another thread is the point; completion is atomic.
unsafe impl Send for TokenPromise {}

impl TokenPromise {
    fn finish(&mut self, state: State) {
        if let Some(ptr) = self.ptr.take() {
            // SAFETY: the promise owns the completer's reference and uses it once.
            unsafe { object::complete(ptr, state) }
        }
    }

    /// Makes the token available.
    pub fn complete(mut self) {
        self.finish(State::Available)
    }

    /// Puts the token in the error state.
    pub fn fail(mut self) {
        self.finish(State::Error)
    }
}

impl Drop for TokenPromise {
    fn drop(&mut self) {
        self.finish(State::Error)
    }
}

impl fmt::Debug for TokenPromise {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("TokenPromise")
    }
}

/// Handle to an `async.value` holding a `T` inline in the object.
pub struct Value<T> {
    ptr: NonNull<ValueObj>,
    _payload: PhantomData<T>,
}

ref_counted_handle!(Value<T>);

impl<T: Send + Sync + 'static> Value<T> {
    /// A new unavailable value and the promise that fills it.
    pub fn new() -> (Value<T>, ValuePromise<T>) {
        const { assert!(std::mem::align_of::<T>() <= 16, "payloads are aligned to 16 bytes at most") };
        unsafe fn drop_payload<T>(p: *mut u8) {
            // SAFETY: called once on an available value, whose payload is a `T`.
            unsafe { std::ptr::drop_in_place(p.cast::<T>()) }
        }
        let drop_fn: Option<object::DropPayload> =
            if std::mem::needs_drop::<T>() { Some(drop_payload::<T>) } else { None };
        let ptr = object::new_value(std::mem::size_of::<T>(), drop_fn);
        (Value { ptr, _payload: PhantomData }, ValuePromise { ptr: Some(ptr), _payload: PhantomData })
    }
}

impl<T> Value<T> {
    fn header(&self) -> NonNull<Header> {
        self.ptr.cast()
    }

    fn from_ptr(ptr: NonNull<ValueObj>) -> Self {
        Value { ptr, _payload: PhantomData }
    }

    /// Whether the value is final (available or error).
    pub fn is_ready(&self) -> bool {
        state_of(self.header()) != State::Unavailable
    }

    /// Whether the value completed with an error.
    pub fn is_error(&self) -> bool {
        state_of(self.header()) == State::Error
    }

    /// The payload if the value is final, without blocking.
    pub fn try_get(&self) -> Option<Result<&T, AsyncError>> {
        match state_of(self.header()) {
            State::Unavailable => None,
            State::Error => Some(Err(AsyncError)),
            // SAFETY: available means the producer wrote a `T` (published by the
            // Acquire load in `state_of`); it lives as long as this handle's reference.
            State::Available => Some(Ok(unsafe { &*object::payload_ptr(self.ptr).cast::<T>() })),
        }
    }

    /// Blocks until the value is final and borrows the payload. On a worker thread,
    /// other tasks run meanwhile.
    pub fn wait(&self) -> Result<&T, AsyncError> {
        wait_on(self.header());
        self.try_get().unwrap_or(Err(AsyncError))
    }

    /// Runs `f` once the value is final: inline if it already is, else on a worker.
    pub fn on_ready<F: FnOnce() + Send + 'static>(&self, f: F) {
        run_when_ready(self.header(), f)
    }
}

/// The producing side of a [`Value`]. Dropping it unfulfilled sets the error state.
pub struct ValuePromise<T> {
    ptr: Option<NonNull<ValueObj>>,
    _payload: PhantomData<T>,
}

// SAFETY: the payload is moved to the object (so `T: Send`) and then shared.
unsafe impl<T: Send + Sync> Send for ValuePromise<T> {}

impl<T> ValuePromise<T> {
    /// Stores `value` and makes it available.
    pub fn set(mut self, value: T) {
        if let Some(ptr) = self.ptr.take() {
            // SAFETY: the payload area is sized and aligned for `T` and written only
            // here, before the completion publishes it; the promise's reference is
            // consumed by `complete`.
            unsafe {
                object::payload_ptr(ptr).cast::<T>().write(value);
                object::complete(ptr.cast(), State::Available);
            }
        }
    }

    /// Puts the value in the error state.
    pub fn fail(mut self) {
        self.fail_in_place();
    }

    fn fail_in_place(&mut self) {
        if let Some(ptr) = self.ptr.take() {
            // SAFETY: the promise owns the completer's reference and uses it once.
            unsafe { object::complete(ptr.cast(), State::Error) }
        }
    }
}

impl<T> Drop for ValuePromise<T> {
    fn drop(&mut self) {
        self.fail_in_place()
    }
}

impl<T> fmt::Debug for ValuePromise<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("ValuePromise")
    }
}

/// Handle to an `async.group`: ready once as many tokens as its size are ready.
pub struct Group {
    ptr: NonNull<GroupObj>,
}

ref_counted_handle!(Group);

impl Group {
    /// A group awaiting `size` members (ready at once when `size` is 0).
    pub fn new(size: usize) -> Group {
        Group { ptr: object::new_group(i64::try_from(size).unwrap_or(i64::MAX)) }
    }

    fn header(&self) -> NonNull<Header> {
        self.ptr.cast()
    }

    fn from_ptr(ptr: NonNull<GroupObj>) -> Self {
        Group { ptr }
    }

    /// Adds `token`; returns its rank (the number of tokens added before it).
    pub fn add(&self, token: &Token) -> usize {
        // SAFETY: both handles own references to live objects of the right kinds.
        let rank = unsafe { object::add_token_to_group(token.ptr, self.ptr) };
        rank as usize
    }

    /// Whether all members are ready.
    pub fn is_ready(&self) -> bool {
        state_of(self.header()) != State::Unavailable
    }

    /// Whether any member completed with an error so far.
    pub fn is_error(&self) -> bool {
        // SAFETY: the handle owns a reference.
        unsafe { object::is_error(self.header()) }
    }

    /// Blocks until all members are ready; an error if any of them failed.
    pub fn wait(&self) -> Result<(), AsyncError> {
        wait_on(self.header());
        if self.is_error() {
            Err(AsyncError)
        } else {
            Ok(())
        }
    }

    /// Runs `f` once all members are ready: inline if they already are.
    pub fn on_ready<F: FnOnce() + Send + 'static>(&self, f: F) {
        run_when_ready(self.header(), f)
    }
}
