//! Reference-counted async objects: tokens, values and groups.
//!
//! Every object starts with the same [`Header`], so `AddRef`/`DropRef` work on any of
//! them. A value's payload is allocated inline after its header (one allocation per
//! value), and a token is just a header: 24 bytes.
//!
//! ```text
//!   token: | refs | completion | meta |
//!   value: | refs | completion | meta | drop fn | payload (16-aligned) ... |
//!   group: | refs | completion | meta | pending | errors | rank |
//! ```
//!
//! Reference counts follow upstream: tokens and values start at 2 (the creator's
//! reference plus one that completion drops), groups at 1; an object is freed when
//! its count reaches zero.
//!
//! Reference-counting errors in the program are caught, not suffered: `meta` carries
//! a liveness tag that freeing poisons, every C entry point checks it (and the kind)
//! with [`check`], and a drop below zero aborts. The tag sits at offset 16 because
//! glibc writes its free-list links over the first 16 bytes of a freed chunk (tcache:
//! `next` and `key`), which is where `refs` and `completion` live; and a freed object
//! waits in a small per-thread quarantine before its memory goes back to the
//! allocator, so a late use finds the poisoned tag rather than a new object.

use crate::scheduler::{self, Task};
use crate::sync::{AtomicI64, Ordering};
use crate::waiters::{Completion, State, Waiter, WaiterList};
use std::alloc::{self, Layout};
use std::ptr::NonNull;
use std::sync::atomic::AtomicU64;
use std::thread::Thread;

/// Which kind of object a header starts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Kind {
    Token = 0,
    Value = 1,
    Group = 2,
}

impl Kind {
    /// The name the diagnostics use.
    pub(crate) fn name(self) -> &'static str {
        match self {
            Kind::Token => "token",
            Kind::Value => "value",
            Kind::Group => "group",
        }
    }
}

/// Common prefix of every runtime object.
#[repr(C)]
pub(crate) struct Header {
    refs: AtomicI64,
    pub(crate) completion: Completion,
    /// Kind in bits 0-1, the liveness tag in bits 2-31 (`LIVE`, `TRACED` or `FREED`), the value
    /// payload size in bits 32-63. Atomic because a racing use may read it while
    /// another thread frees the object.
    meta: AtomicU64,
}

const KIND_BITS: u64 = 0b11;
const TAG_BITS: u64 = 0xFFFF_FFFC;
/// Tag of a live object (arbitrary bits, unlikely in a pointer or a small integer).
const LIVE: u64 = 0x5AC0_FFEC;
/// Tag of a live object created while `ASYNC_RUNTIME_TRACE` is on: it fails the fast
/// check, so only traced objects pay for the trace.
const TRACED: u64 = 0x5AC0_7EAC;
/// Tag of a freed object.
const FREED: u64 = 0xDEAD_BEEC;

/// Destructor run on a value's payload when it is freed in the available state.
pub(crate) type DropPayload = unsafe fn(*mut u8);

/// An `async.value`: header, optional payload destructor (for Rust payloads), payload.
#[repr(C)]
pub(crate) struct ValueObj {
    header: Header,
    drop_payload: Option<DropPayload>,
}

/// An `async.group`: completes when `pending` (the declared size) reaches zero.
#[repr(C)]
pub(crate) struct GroupObj {
    header: Header,
    pending: AtomicI64,
    errors: AtomicI64,
    rank: AtomicI64,
}

/// Alignment of every allocation and of value payloads (enough for any scalar or
/// vector an MLIR program stores in an `async.value`).
const ALIGN: usize = 16;
/// Offset of a value's payload from the start of the object.
const PAYLOAD_OFFSET: usize = std::mem::size_of::<ValueObj>().div_ceil(ALIGN) * ALIGN;

/// What a completion does for each waiter registered on it.
pub(crate) enum Wake {
    /// Resume a suspended coroutine (or run a Rust closure task).
    Resume(Task),
    /// Wake a thread blocked in an await (the loom model spins instead).
    #[cfg_attr(loom, allow(dead_code))]
    Unpark(Thread),
    /// Count a member of a group as done; the waiter owns one group reference.
    GroupMember(NonNull<GroupObj>),
}

// SAFETY: a `Wake` is handed from the registering thread to the completing thread.
// `Task` is documented as Send, and the group pointer is kept alive by the reference
// the waiter owns; group operations are all atomic.
unsafe impl Send for Wake {}

mod live {
    //! Count of live objects, sharded so that creating and freeing objects on many
    //! threads does not bounce one cache line.
    use std::sync::atomic::{AtomicI64, AtomicUsize, Ordering};

    const SHARDS: usize = 16;

    #[repr(align(128))]
    struct Shard(AtomicI64);

    static COUNTS: [Shard; SHARDS] = [const { Shard(AtomicI64::new(0)) }; SHARDS];
    static NEXT_SHARD: AtomicUsize = AtomicUsize::new(0);

    /// A shard for a new thread (any shard is correct, spreading them is faster).
    pub(super) fn pick() -> usize {
        NEXT_SHARD.fetch_add(1, Ordering::Relaxed) % SHARDS
    }

    pub(super) fn add(shard: usize, n: i64) {
        COUNTS[shard % SHARDS].0.fetch_add(n, Ordering::Relaxed);
    }

    pub(crate) fn total() -> i64 {
        COUNTS.iter().map(|s| s.0.load(Ordering::Relaxed)).sum()
    }
}

#[cfg_attr(loom, allow(dead_code))]
mod per_thread {
    //! What a thread keeps for the objects it creates and frees, behind one
    //! thread-local lookup: its shard of the live count, and its quarantine, where a
    //! freed object waits for `SLOTS` more frees before its memory goes back to the
    //! allocator, so that a use after free meanwhile reads the poisoned tag.
    use super::{live, Header};
    use std::cell::{Cell, UnsafeCell};
    use std::ptr::NonNull;

    const SLOTS: usize = 256;
    const NO_SHARD: usize = usize::MAX;

    struct PerThread {
        shard: Cell<usize>,
        ring: UnsafeCell<Ring>,
    }

    struct Ring {
        slots: [*mut Header; SLOTS],
        next: usize,
    }

    impl Drop for Ring {
        fn drop(&mut self) {
            for &p in &self.slots {
                if let Some(h) = NonNull::new(p) {
                    // SAFETY: put here by `freed`; nothing else refers to it.
                    unsafe { super::release(h) }
                }
            }
        }
    }

    thread_local! {
        static PER_THREAD: PerThread = const {
            PerThread { shard: Cell::new(NO_SHARD), ring: UnsafeCell::new(Ring { slots: [std::ptr::null_mut(); SLOTS], next: 0 }) }
        };
    }

    fn shard(t: &PerThread) -> usize {
        if t.shard.get() == NO_SHARD {
            t.shard.set(live::pick());
        }
        t.shard.get()
    }

    /// Counts a new object.
    pub(super) fn created() {
        let counted = PER_THREAD.try_with(|t| live::add(shard(t), 1));
        if counted.is_err() {
            live::add(0, 1); // the thread is exiting: any shard is correct
        }
    }

    /// Uncounts a freed object and returns the memory of an older one (or, on a thread
    /// that is exiting, this one) to the allocator.
    ///
    /// # Safety
    /// `h` is freed (poisoned) and nothing uses it any more.
    pub(super) unsafe fn freed(h: NonNull<Header>) {
        let evicted = PER_THREAD.try_with(|t| {
            live::add(shard(t), -1);
            // SAFETY: only this thread touches its ring, and `release` (the only thing
            // called while the borrow lives) never comes back here.
            let ring = unsafe { &mut *t.ring.get() };
            let i = ring.next;
            ring.next = (i + 1) % SLOTS;
            std::mem::replace(&mut ring.slots[i], h.as_ptr())
        });
        let oldest = match evicted {
            Ok(p) => NonNull::new(p),
            Err(_) => {
                live::add(0, -1);
                Some(h)
            }
        };
        if let Some(oldest) = oldest {
            // SAFETY: freed and unreachable (per the contract, or since its turn in the ring).
            unsafe { super::release(oldest) }
        }
    }
}

/// Number of tokens, values and groups currently alive in this process.
pub(crate) fn live_objects() -> i64 {
    live::total()
}

fn kind_from(meta: u64) -> Kind {
    match meta & KIND_BITS {
        0 => Kind::Token,
        1 => Kind::Value,
        _ => Kind::Group,
    }
}

fn kind_of(h: &Header) -> Kind {
    kind_from(h.meta.load(Ordering::Relaxed))
}

/// Checks that `p` is a live object (of kind `want`, if given) before the C entry
/// point `call` uses it; aborts with a message naming the call and the object's kind
/// otherwise. Null passes (entry points ignore it).
///
/// # Safety
/// `p` must be null or point to at least 24 readable bytes: an object of ours, live
/// or freed (or memory the allocator took back, where the check is best effort).
#[inline]
pub(crate) unsafe fn check<T>(p: *mut T, call: &str, want: Option<Kind>) -> Option<NonNull<Header>> {
    let h = NonNull::new(p.cast::<Header>())?;
    // SAFETY: readable per the contract; `meta` is atomic, so a racing free is no UB.
    let meta = unsafe { h.as_ref() }.meta.load(Ordering::Relaxed);
    let kind_ok = !matches!(want, Some(w) if w as u64 != meta & KIND_BITS);
    if meta & TAG_BITS != LIVE || !kind_ok {
        let want = want.map_or(NO_KIND, |w| w as u8);
        // SAFETY: forwarded contract.
        unsafe { check_slow(h, call.as_ptr(), call.len(), want, meta) };
    }
    Some(h)
}

/// `want` of [`check_slow`] when any kind will do.
const NO_KIND: u8 = u8::MAX;

/// The rest of [`check`], out of line: the trace, and the diagnostics (which abort).
/// `extern "C"` so that the compiler knows it never unwinds: the entry points' panic
/// guards then cost nothing on the fast path.
///
/// # Safety
/// As for [`check`]; `call` and `call_len` make a `&str`.
#[cold]
#[inline(never)]
unsafe extern "C" fn check_slow(h: NonNull<Header>, call: *const u8, call_len: usize, want: u8, meta: u64) {
    // SAFETY: made from a `&str` by the callers.
    let call = unsafe { std::str::from_utf8_unchecked(std::slice::from_raw_parts(call, call_len)) };
    let want = [Kind::Token, Kind::Value, Kind::Group].into_iter().find(|&k| k as u8 == want);
    let kind = kind_from(meta);
    if meta & TAG_BITS == TRACED {
        // SAFETY: readable per the contract; only read for the trace.
        let refs = unsafe { h.as_ref() }.refs.load(Ordering::Relaxed);
        crate::trace::line(format_args!("{call} {} {h:p} (refs {refs})", kind.name()));
    }
    match meta & TAG_BITS {
        LIVE | TRACED if !matches!(want, Some(w) if w != kind) => {}
        LIVE | TRACED => misuse(&format!("{call} on a {}, not a {}", kind.name(), want.map_or("", Kind::name))),
        FREED => {
            misuse(&format!("{call} on a freed {} (dropped once too often, or used after its last drop)", kind.name()))
        }
        _ => misuse(&format!(
            "{call} on {h:p}, which is not a live async {} (freed long ago, or never one)",
            want.map_or("object", Kind::name)
        )),
    }
}

/// Checks a token or value again when the completion a task asked for is applied
/// (the task may have dropped it once too often meanwhile).
///
/// # Safety
/// As for [`check`].
#[cfg_attr(loom, allow(dead_code))]
pub(crate) unsafe fn check_deferred_completion(h: NonNull<Header>, state: State) {
    // SAFETY: readable per the contract.
    let meta = unsafe { h.as_ref() }.meta.load(Ordering::Relaxed);
    if meta & TAG_BITS != LIVE {
        let call = match (kind_from(meta), state) {
            (Kind::Value, State::Error) => "mlirAsyncRuntimeSetValueError",
            (Kind::Value, _) => "mlirAsyncRuntimeEmplaceValue",
            (_, State::Error) => "mlirAsyncRuntimeSetTokenError",
            _ => "mlirAsyncRuntimeEmplaceToken",
        };
        let call = format!("{call} (applied when its task returned)");
        // SAFETY: forwarded contract.
        unsafe { check_slow(h, call.as_ptr(), call.len(), NO_KIND, meta) };
    }
}

#[cold]
#[inline(never)]
fn trace_object(what: &'static str, h: NonNull<Header>, kind: Kind, refs: Option<i64>) {
    trace_object_c(what.as_ptr(), what.len(), h, kind as u8, refs.unwrap_or(-1));
}

/// Never unwinds (see [`check_slow`]).
#[cold]
#[inline(never)]
extern "C" fn trace_object_c(what: *const u8, what_len: usize, h: NonNull<Header>, kind: u8, refs: i64) {
    // SAFETY: made from a `&'static str` by `trace_object`.
    let what = unsafe { std::str::from_utf8_unchecked(std::slice::from_raw_parts(what, what_len)) };
    let kind = kind_from(kind as u64);
    let refs = (refs >= 0).then_some(refs);
    match refs {
        Some(refs) => crate::trace::line(format_args!("{what} {} {h:p} (refs {refs})", kind.name())),
        None => crate::trace::line(format_args!("{what} {} {h:p}", kind.name())),
    }
}

/// Never unwinds (see [`check_slow`]).
#[cold]
#[inline(never)]
extern "C" fn below_zero(kind: u8, n: i64, previous: i64) -> ! {
    misuse(&format!(
        "mlirAsyncRuntimeDropRef({n}) on a {} with {previous} reference(s): the count goes below zero",
        kind_from(kind as u64).name()
    ))
}

/// Reports a reference-counting or other misuse by the program and aborts.
#[cold]
fn misuse(msg: &str) -> ! {
    use std::io::Write;
    let _ = writeln!(std::io::stderr(), "async-runtime: {msg}");
    std::process::abort()
}

fn layout_for(kind: Kind, payload: usize) -> Layout {
    let size = match kind {
        Kind::Token => std::mem::size_of::<Header>(),
        Kind::Group => std::mem::size_of::<GroupObj>(),
        // The size must fit the 32 bits `meta` keeps for it.
        Kind::Value if payload > u32::MAX as usize => fatal("async.value of more than 4 GiB"),
        Kind::Value => PAYLOAD_OFFSET + payload,
    };
    match Layout::from_size_align(size, ALIGN) {
        Ok(layout) => layout,
        Err(_) => fatal("async.value size overflows"),
    }
}

/// Reports an unrecoverable misuse and aborts: unwinding into C is not an option.
pub(crate) fn fatal(msg: &str) -> ! {
    use std::io::Write;
    let _ = writeln!(std::io::stderr(), "async-runtime: fatal: {msg}");
    std::process::abort()
}

/// Allocates and initializes an object header with room for `payload` bytes.
#[inline]
fn allocate(kind: Kind, payload: usize, refs: i64, state: State) -> NonNull<Header> {
    let layout = layout_for(kind, payload);
    // SAFETY: the layout has non-zero size (at least a header).
    let raw = unsafe { alloc::alloc(layout) };
    let Some(ptr) = NonNull::new(raw.cast::<Header>()) else { alloc::handle_alloc_error(layout) };
    let traced = crate::trace::enabled();
    let header = Header {
        refs: AtomicI64::new(refs),
        completion: Completion::new(state),
        meta: AtomicU64::new(((payload as u64) << 32) | if traced { TRACED } else { LIVE } | kind as u64),
    };
    // SAFETY: `ptr` is a fresh allocation of at least `size_of::<Header>()` bytes,
    // aligned to 16 (≥ the header's alignment).
    unsafe { ptr.as_ptr().write(header) };
    per_thread::created();
    if traced {
        trace_object("created", ptr, kind, Some(refs));
    }
    ptr
}

/// Creates an unavailable token with reference count 2.
pub(crate) fn new_token() -> NonNull<Header> {
    allocate(Kind::Token, 0, 2, State::Unavailable)
}

/// Creates an unavailable value with `size` bytes of zeroed payload and reference
/// count 2. `drop_payload` runs on the payload if it is freed while available.
pub(crate) fn new_value(size: usize, drop_payload: Option<DropPayload>) -> NonNull<ValueObj> {
    let ptr = allocate(Kind::Value, size, 2, State::Unavailable).cast::<ValueObj>();
    // SAFETY: the allocation is a `ValueObj` followed by `size` payload bytes; the
    // header was initialized by `allocate`, the rest is written here before publishing.
    unsafe {
        std::ptr::addr_of_mut!((*ptr.as_ptr()).drop_payload).write(drop_payload);
        std::ptr::write_bytes(payload_ptr(ptr), 0, size);
    }
    ptr
}

/// Creates a group that completes after `size` members complete (at once if zero),
/// with reference count 1.
pub(crate) fn new_group(size: i64) -> NonNull<GroupObj> {
    let size = size.max(0);
    let state = if size == 0 { State::Available } else { State::Unavailable };
    let ptr = allocate(Kind::Group, 0, 1, state).cast::<GroupObj>();
    // SAFETY: fresh allocation of a `GroupObj` whose header is initialized; the
    // remaining fields are written before the pointer escapes.
    unsafe {
        let g = ptr.as_ptr();
        std::ptr::addr_of_mut!((*g).pending).write(AtomicI64::new(size));
        std::ptr::addr_of_mut!((*g).errors).write(AtomicI64::new(0));
        std::ptr::addr_of_mut!((*g).rank).write(AtomicI64::new(0));
    }
    ptr
}

/// Pointer to a value's inline payload.
///
/// # Safety
/// `v` must point to a live value object.
pub(crate) unsafe fn payload_ptr(v: NonNull<ValueObj>) -> *mut u8 {
    // SAFETY: the payload lies within the same allocation, `PAYLOAD_OFFSET` bytes in.
    unsafe { v.as_ptr().cast::<u8>().add(PAYLOAD_OFFSET) }
}

/// Adds `n` references.
///
/// # Safety
/// `h` must point to a live object on which the caller holds a reference.
pub(crate) unsafe fn add_ref(h: NonNull<Header>, n: i64) {
    // SAFETY: the caller's reference keeps the object alive.
    let header = unsafe { h.as_ref() };
    // Relaxed suffices: a new reference is only made from an existing one.
    header.refs.fetch_add(n, Ordering::Relaxed);
}

/// Drops `n` references and frees the object when none remain.
///
/// # Safety
/// `h` must point to a live object on which the caller holds `n` references; they
/// must not be used afterwards.
pub(crate) unsafe fn drop_ref(h: NonNull<Header>, n: i64) {
    // SAFETY: the caller's references keep the object alive until this decrement.
    let header = unsafe { h.as_ref() };
    // Release so that all our uses happen before the free; the freeing thread
    // acquires below.
    let previous = header.refs.fetch_sub(n, Ordering::AcqRel);
    if previous < n {
        below_zero(kind_of(header) as u8, n, previous);
    }
    if previous == n {
        // SAFETY: the count reached zero, so no one else can reach the object.
        unsafe { free(h) };
    }
}

/// Frees an object whose reference count reached zero.
///
/// # Safety
/// No references to `h` may remain.
unsafe fn free(h: NonNull<Header>) {
    // SAFETY: we are the sole owner now.
    let header = unsafe { h.as_ref() };
    let meta = header.meta.load(Ordering::Relaxed);
    let kind = kind_from(meta);
    header.meta.store((meta & !TAG_BITS) | FREED, Ordering::Relaxed);
    if meta & TAG_BITS == TRACED {
        trace_object("freed", h, kind, None);
    }
    // An object dropped before completion may still hold waiters (upstream leaks
    // them); release what they own.
    if header.completion.state() == State::Unavailable {
        for waiter in header.completion.take_abandoned::<Wake>() {
            if let Wake::GroupMember(g) = waiter.payload {
                // SAFETY: the waiter owned this group reference.
                unsafe { drop_ref(g.cast(), 1) };
            }
        }
    }
    if kind == Kind::Value && header.completion.state() == State::Available {
        let v = h.cast::<ValueObj>();
        // SAFETY: `v` is a live value; an available Rust payload was fully written by
        // its producer and is dropped exactly once, here.
        unsafe {
            if let Some(drop_payload) = (*v.as_ptr()).drop_payload {
                drop_payload(payload_ptr(v));
            }
        }
    }
    // Under loom there is no quarantine (the header's loom atomics need their
    // destructor before the memory goes).
    #[cfg(loom)]
    // SAFETY: as above.
    unsafe {
        live::add(0, -1);
        release(h)
    }
    #[cfg(not(loom))]
    // SAFETY: freed (poisoned) and unreachable.
    unsafe {
        per_thread::freed(h)
    }
}

/// Returns a freed object's memory to the allocator (after its time in quarantine).
///
/// # Safety
/// `h` was freed by `free` and nothing refers to it any more.
unsafe fn release(h: NonNull<Header>) {
    // SAFETY: the freed header still holds the kind and payload size.
    let meta = unsafe { h.as_ref() }.meta.load(Ordering::Relaxed);
    let kind = kind_from(meta);
    // SAFETY: loom atomics in the header need their destructor run, which
    // `drop_in_place` does (a no-op for std); then the memory goes, with the layout
    // `allocate` used.
    unsafe {
        match kind {
            Kind::Token => std::ptr::drop_in_place(h.as_ptr()),
            Kind::Value => std::ptr::drop_in_place(h.cast::<ValueObj>().as_ptr()),
            Kind::Group => std::ptr::drop_in_place(h.cast::<GroupObj>().as_ptr()),
        }
        alloc::dealloc(h.as_ptr().cast(), layout_for(kind, (meta >> 32) as usize));
    }
}

/// Whether `h` is in the error state (for groups: whether any member failed).
///
/// # Safety
/// `h` must point to a live object.
pub(crate) unsafe fn is_error(h: NonNull<Header>) -> bool {
    // SAFETY: live per the contract.
    let header = unsafe { h.as_ref() };
    match kind_of(header) {
        Kind::Group => {
            // SAFETY: the kind says this is a group.
            let g = unsafe { h.cast::<GroupObj>().as_ref() };
            g.errors.load(Ordering::Acquire) > 0
        }
        _ => header.completion.state() == State::Error,
    }
}

/// Moves a token or value to a final state, drops the reference that creation
/// reserved for the completer, and wakes the waiters.
///
/// # Safety
/// `h` must be a live token or value whose completion reference is still held.
pub(crate) unsafe fn complete(h: NonNull<Header>, state: State) {
    // SAFETY: the completion reference keeps `h` alive until the drop below.
    let header = unsafe { h.as_ref() };
    debug_assert!(kind_of(header) != Kind::Group, "groups complete through their members");
    match header.completion.complete::<Wake>(state) {
        Some(waiters) => {
            // Waking needs nothing from the object any more, so release the
            // completer's reference first: an awaiter that wakes and drops the last
            // reference of its own then frees the object at once.
            // SAFETY: the reference reserved for completion, used once.
            unsafe { drop_ref(h, 1) };
            dispatch(waiters, state == State::Error);
        }
        None => fatal("async token or value completed twice"),
    }
}

/// Acts on the waiters released by a completion.
fn dispatch(waiters: WaiterList<Wake>, error: bool) {
    for waiter in waiters {
        wake(waiter.payload, error);
    }
}

fn wake(w: Wake, error: bool) {
    match w {
        Wake::Resume(task) => scheduler::schedule(task),
        Wake::Unpark(thread) => thread.unpark(),
        Wake::GroupMember(g) => {
            // SAFETY: the waiter owns a reference to `g`, released right after.
            unsafe {
                group_member_done(g, error);
                drop_ref(g.cast(), 1);
            }
        }
    }
}

/// Counts one member of `g` as done; completes the group on the last one.
///
/// # Safety
/// `g` must be a live group.
unsafe fn group_member_done(g: NonNull<GroupObj>, error: bool) {
    // SAFETY: live per the contract.
    let group = unsafe { g.as_ref() };
    if error {
        // Before the decrement, so whoever sees the group complete sees the error.
        group.errors.fetch_add(1, Ordering::Release);
    }
    // More members than the declared size: ignore the extra ones (upstream asserts).
    if group.pending.fetch_sub(1, Ordering::AcqRel) == 1 {
        if let Some(waiters) = group.header.completion.complete::<Wake>(State::Available) {
            dispatch(waiters, false);
        }
    }
}

/// Adds `token` to `group` and returns its rank (0, 1, 2, ... in order of addition).
///
/// # Safety
/// Both must be live objects of those kinds.
pub(crate) unsafe fn add_token_to_group(token: NonNull<Header>, g: NonNull<GroupObj>) -> i64 {
    // SAFETY: both live per the contract.
    let (token_header, group) = unsafe { (token.as_ref(), g.as_ref()) };
    let rank = group.rank.fetch_add(1, Ordering::Relaxed);
    // The waiter keeps the group alive until the token completes.
    // SAFETY: the caller holds a reference to the group.
    unsafe { add_ref(g.cast(), 1) };
    if let Err(waiter) = token_header.completion.push(Waiter::new(Wake::GroupMember(g))) {
        // Already final: count it now.
        let error = token_header.completion.state() == State::Error;
        wake(waiter.payload, error);
    }
    rank
}

/// Runs `task` once `h` is final: right away if it already is, else on completion.
///
/// # Safety
/// `h` must be a live object; `task` must be safe to run on any thread.
pub(crate) unsafe fn on_ready(h: NonNull<Header>, task: Task) {
    // SAFETY: live per the contract.
    let header = unsafe { h.as_ref() };
    if let Err(waiter) = header.completion.push(Waiter::new(Wake::Resume(task))) {
        if let Wake::Resume(task) = waiter.payload {
            scheduler::run_now_or_schedule(task);
        }
    }
}

/// Blocks the calling thread until `h` is final (a worker thread runs other tasks
/// meanwhile).
///
/// # Safety
/// `h` must be a live object on which the caller holds a reference.
pub(crate) unsafe fn block_on(h: NonNull<Header>) {
    // SAFETY: the caller's reference keeps `h` alive for the whole wait.
    let header = unsafe { h.as_ref() };
    scheduler::block_until(&header.completion);
}

/// Current reference count (tests only).
///
/// # Safety
/// `h` must point to a live object.
#[cfg(all(test, not(loom)))]
pub(crate) unsafe fn ref_count(h: NonNull<Header>) -> i64 {
    // SAFETY: live per the contract.
    unsafe { h.as_ref().refs.load(Ordering::Acquire) }
}

#[cfg(all(test, not(loom)))]
mod tests {
    use super::*;

    #[test]
    fn layout_is_compact() {
        assert_eq!(std::mem::size_of::<Header>(), 24);
        assert_eq!(PAYLOAD_OFFSET, 32);
        assert_eq!(std::mem::size_of::<GroupObj>(), 48);
    }

    #[test]
    fn payload_is_aligned_and_zeroed() {
        let v = new_value(24, None);
        // SAFETY: `v` is live; we hold both references and drop them at the end.
        unsafe {
            let p = payload_ptr(v);
            assert_eq!(p as usize % ALIGN, 0);
            assert!(std::slice::from_raw_parts(p, 24).iter().all(|&b| b == 0));
            complete(v.cast(), State::Available);
            drop_ref(v.cast(), 1);
        }
    }
}

#[cfg(all(test, loom))]
mod loom_tests {
    use super::*;
    use loom::sync::atomic::AtomicUsize;
    use loom::sync::Arc;
    use loom::thread;

    /// A task that counts its runs in `data`, an `Arc<AtomicUsize>` leaked for it.
    unsafe extern "C" fn bump(data: *mut std::ffi::c_void) {
        // SAFETY: `data` is an `Arc` leaked for this task, reclaimed here once.
        let runs = unsafe { Arc::from_raw(data as *const AtomicUsize) };
        runs.fetch_add(1, Ordering::SeqCst);
    }

    /// A token added to a group while it completes on another thread (with an error)
    /// counts exactly once, and the group's error is visible once it is ready.
    #[test]
    fn group_membership_races_error_completion() {
        loom::model(|| {
            let token = new_token();
            let group = new_group(1);
            let t = SendPtr(token);
            let completer = thread::spawn(move || {
                let t = t;
                // SAFETY: this thread owns the completion reference.
                unsafe { complete(t.0, State::Error) };
            });
            // SAFETY: we hold the creator's references to both.
            unsafe {
                assert_eq!(add_token_to_group(token, group), 0);
            }
            completer.join().unwrap();
            // SAFETY: as above; each reference dropped once.
            unsafe {
                let g = &*group.as_ptr();
                assert!(g.header.completion.is_ready());
                assert!(is_error(group.cast()));
                drop_ref(token, 1);
                drop_ref(group.cast(), 1);
            }
        });
    }

    /// A value's payload written before completion is seen by a reader that observes
    /// the available state, and the payload destructor runs exactly once when the last
    /// reference goes, whichever thread drops it.
    #[test]
    fn value_payload_published_and_freed_once() {
        loom::model(|| {
            let marker = Arc::new(());
            unsafe fn drop_arc(p: *mut u8) {
                // SAFETY: the payload is an `Arc<()>` written by the producer.
                unsafe { std::ptr::drop_in_place(p.cast::<Arc<()>>()) }
            }
            let v = new_value(std::mem::size_of::<Arc<()>>(), Some(drop_arc));
            let producer_marker = marker.clone();
            let p = SendPtr(v.cast::<Header>());
            let producer = thread::spawn(move || {
                let p = p;
                // SAFETY: producer owns the completion reference and writes the payload
                // before publishing it.
                unsafe {
                    payload_ptr(p.0.cast()).cast::<Arc<()>>().write(producer_marker);
                    complete(p.0, State::Available);
                }
            });
            // SAFETY: we hold the creator's reference.
            unsafe {
                if v.as_ref().header.completion.state() == State::Available {
                    let seen = &*payload_ptr(v).cast::<Arc<()>>();
                    assert!(Arc::ptr_eq(seen, &marker));
                }
                drop_ref(v.cast(), 1);
            }
            producer.join().unwrap();
            assert_eq!(Arc::strong_count(&marker), 1, "payload dropped exactly once");
        });
    }

    /// A resume waiter registered concurrently with completion runs exactly once.
    #[test]
    fn resume_races_completion() {
        loom::model(|| {
            let runs = Arc::new(AtomicUsize::new(0));
            let token = new_token();
            let t = SendPtr(token);
            let completer = thread::spawn(move || {
                let t = t;
                // SAFETY: this thread owns the completion reference.
                unsafe { complete(t.0, State::Available) };
            });
            let task = Task::new(Arc::into_raw(runs.clone()) as *mut _, bump);
            // SAFETY: we hold the creator's reference.
            unsafe {
                on_ready(token, task);
            }
            completer.join().unwrap();
            assert_eq!(runs.load(Ordering::SeqCst), 1);
            // SAFETY: the creator's reference, dropped once.
            unsafe { drop_ref(token, 1) };
        });
    }

    /// Two members complete on two threads while a third registers a continuation on
    /// the group: the group completes once, the continuation runs once, and every
    /// object is freed (the group's count returns to the creator's single reference).
    #[test]
    fn group_members_race_group_waiter() {
        loom::model(|| {
            let runs = Arc::new(AtomicUsize::new(0));
            let group = new_group(2);
            let tokens = [new_token(), new_token()];
            // SAFETY: we hold the creator's references to all three.
            unsafe {
                for t in tokens {
                    add_token_to_group(t, group);
                }
            }
            let completers: Vec<_> = tokens
                .iter()
                .map(|&t| {
                    let t = SendPtr(t);
                    thread::spawn(move || {
                        let t = t;
                        // SAFETY: this thread owns the completion reference.
                        unsafe { complete(t.0, State::Available) };
                    })
                })
                .collect();
            let task = Task::new(Arc::into_raw(runs.clone()) as *mut _, bump);
            // SAFETY: we hold the creator's reference to the group.
            unsafe { on_ready(group.cast(), task) };
            for c in completers {
                c.join().unwrap();
            }
            assert_eq!(runs.load(Ordering::SeqCst), 1);
            // SAFETY: as above; each reference dropped once.
            unsafe {
                assert!(!is_error(group.cast()));
                assert_eq!(ref_count_loom(group.cast()), 1);
                for t in tokens {
                    drop_ref(t, 1);
                }
                drop_ref(group.cast(), 1);
            }
        });
    }

    unsafe fn ref_count_loom(h: NonNull<Header>) -> i64 {
        // SAFETY: callers pass live objects.
        unsafe { h.as_ref().refs.load(Ordering::SeqCst) }
    }

    struct SendPtr(NonNull<Header>);
    // SAFETY: test-only; the pointee is shared through atomics only.
    unsafe impl Send for SendPtr {}
}
