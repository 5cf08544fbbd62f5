//! Reference-counted heap objects that registers point to: memref descriptors and
//! their buffers, vectors, and the records of async tokens, values and groups.
//!
//! A register of an object class owns one reference (the `rc` of the object's
//! [`Header`]); these counts are the interpreter's own and keep memory alive exactly as
//! long as anything can reach it, so no program can make the interpreter touch freed
//! memory. What the program itself believes about lifetimes is tracked beside them and
//! checked: `memref.dealloc` marks a buffer dead (a later access is an error), and an
//! async object's *program* reference count ([`AsyncObj::refs`]) follows the runtime's
//! rules (tokens and values start at 2, completion drops one, groups start at 1,
//! `add_ref`/`drop_ref` move it); a use at zero or a drop below zero is an error.

use std::ffi::c_void;
use std::sync::atomic::{AtomicBool, AtomicI64, AtomicU32, AtomicU64, AtomicU8, AtomicUsize, Ordering};

use async_runtime::abi;

use crate::program::{AKind, Scalar};

/// Which kind of object a header starts.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
#[repr(u8)]
pub(crate) enum Kind {
    Async,
    MemRef,
    Buffer,
    Vector,
}

/// The common prefix of every heap object.
#[repr(C)]
pub(crate) struct Header {
    rc: AtomicUsize,
    kind: Kind,
}

impl Header {
    fn new(kind: Kind) -> Header {
        Header { rc: AtomicUsize::new(1), kind }
    }
}

/// Adds a reference to the object `p` points to (0 is no object).
///
/// # Safety
/// `p` is 0 or points to a live object on which the caller holds a reference.
#[inline(always)]
pub(crate) unsafe fn retain(p: u64) {
    if p != 0 {
        // SAFETY: per the contract the object is live.
        unsafe { (*(p as *const Header)).rc.fetch_add(1, Ordering::Relaxed) };
    }
}

/// Drops a reference; the last one frees the object.
///
/// # Safety
/// `p` is 0 or points to a live object, and the caller gives up a reference it holds.
#[inline(always)]
pub(crate) unsafe fn release(p: u64) {
    if p == 0 {
        return;
    }
    let h = p as *const Header;
    // SAFETY: the caller holds a reference, so the object is live until this drop.
    if unsafe { (*h).rc.fetch_sub(1, Ordering::Release) } == 1 {
        std::sync::atomic::fence(Ordering::Acquire);
        // SAFETY: that was the last reference.
        unsafe { destroy(h) }
    }
}

/// Frees an object whose last reference is gone.
#[cold]
unsafe fn destroy(h: *const Header) {
    // SAFETY: each kind was allocated as the matching box below.
    unsafe {
        match (*h).kind {
            Kind::Async => {
                std::ptr::drop_in_place(h as *mut AsyncObj);
                crate::pool::free(h as *mut u8, std::mem::size_of::<AsyncObj>());
            }
            Kind::MemRef => drop(Box::from_raw(h as *mut MemRef)),
            Kind::Buffer => drop(Box::from_raw(h as *mut Buffer)),
            Kind::Vector => drop(Box::from_raw(h as *mut Vector)),
        }
    }
}

/// Stores `new` (an owned reference) into the object register `slot`, releasing what
/// it held.
///
/// # Safety
/// `slot` is an object register: 0 or an owned reference.
#[inline(always)]
pub(crate) unsafe fn set_obj(slot: &mut u64, new: u64) {
    let old = std::mem::replace(slot, new);
    // SAFETY: the register owned `old`.
    unsafe { release(old) };
}

// ---------------------------------------------------------------------------------
// Memrefs
// ---------------------------------------------------------------------------------

/// Accounting shared by the buffers of one run (bytes in use).
pub(crate) struct MemCounter(pub AtomicI64);

/// The storage of a memref: one 8-byte slot per element, accessed with relaxed atomics
/// (tasks may share a buffer; racing accesses are the program's bug, never ours).
#[repr(C)]
pub(crate) struct Buffer {
    h: Header,
    data: Box<[AtomicU64]>,
    /// Set by `memref.dealloc`: any later access is a use after free.
    pub dead: AtomicBool,
    /// The op that allocated it (for diagnostics) and the op that deallocated it.
    pub creator: u32,
    pub freer: AtomicU32,
    /// Globals and `alloca`s are not the program's to `dealloc`.
    pub deallocatable: bool,
    /// Read-only (a `constant` global).
    pub constant: bool,
    mem: *const MemCounter,
}

impl Buffer {
    /// A zeroed buffer of `len` elements, counted in `mem`, with one reference.
    pub(crate) fn alloc(len: usize, creator: u32, deallocatable: bool, mem: &MemCounter) -> u64 {
        mem.0.fetch_add(bytes_of(len), Ordering::Relaxed);
        let data: Box<[AtomicU64]> = (0..len).map(|_| AtomicU64::new(0)).collect();
        let b = Box::new(Buffer {
            h: Header::new(Kind::Buffer),
            data,
            dead: AtomicBool::new(false),
            creator,
            freer: AtomicU32::new(u32::MAX),
            deallocatable,
            constant: false,
            mem,
        });
        Box::into_raw(b) as u64
    }

    /// A global's buffer, initialised from `init`.
    pub(crate) fn global(init: &[u64], len: usize, constant: bool, creator: u32, mem: &MemCounter) -> u64 {
        let p = Buffer::alloc(len, creator, false, mem);
        // SAFETY: freshly allocated, not shared yet.
        let b = unsafe { &mut *(p as *mut Buffer) };
        for (slot, &v) in b.data.iter().zip(init) {
            slot.store(v, Ordering::Relaxed);
        }
        b.constant = constant;
        p
    }

    pub(crate) fn len(&self) -> usize {
        self.data.len()
    }

    #[inline(always)]
    pub(crate) fn get(&self, i: usize) -> u64 {
        self.data[i].load(Ordering::Relaxed)
    }

    #[inline(always)]
    pub(crate) fn set(&self, i: usize, v: u64) {
        self.data[i].store(v, Ordering::Relaxed)
    }

    /// The address printed as `base@`.
    pub(crate) fn address(&self) -> usize {
        self.data.as_ptr() as usize
    }
}

fn bytes_of(len: usize) -> i64 {
    (len as i64).saturating_mul(8).saturating_add(64)
}

impl Drop for Buffer {
    fn drop(&mut self) {
        // SAFETY: the counter outlives every buffer of its run (the run is leaked when
        // it ends with objects still alive).
        unsafe { (*self.mem).0.fetch_sub(bytes_of(self.data.len()), Ordering::Relaxed) };
    }
}

/// A memref descriptor: a view (offset, sizes, strides, in elements) of a buffer.
#[repr(C)]
pub(crate) struct MemRef {
    h: Header,
    /// Owned reference to the buffer.
    buf: u64,
    pub offset: i64,
    pub elem: Scalar,
    /// Sizes, then strides.
    dims: Box<[i64]>,
}

impl MemRef {
    /// A descriptor over `buf` (consumes one reference to it).
    pub(crate) fn create(buf: u64, elem: Scalar, offset: i64, sizes: &[i64], strides: &[i64]) -> u64 {
        let mut dims = Vec::with_capacity(sizes.len() * 2);
        dims.extend_from_slice(sizes);
        dims.extend_from_slice(strides);
        let m = Box::new(MemRef { h: Header::new(Kind::MemRef), buf, offset, elem, dims: dims.into() });
        Box::into_raw(m) as u64
    }

    /// The descriptor a register points to.
    ///
    /// # Safety
    /// `p` is a live memref held by the caller.
    #[inline(always)]
    pub(crate) unsafe fn from<'a>(p: u64) -> &'a MemRef {
        // SAFETY: per the contract.
        unsafe { &*(p as *const MemRef) }
    }

    pub(crate) fn rank(&self) -> usize {
        self.dims.len() / 2
    }
    pub(crate) fn sizes(&self) -> &[i64] {
        &self.dims[..self.rank()]
    }
    pub(crate) fn strides(&self) -> &[i64] {
        &self.dims[self.rank()..]
    }
    pub(crate) fn buffer(&self) -> &Buffer {
        // SAFETY: the descriptor owns a reference to its buffer.
        unsafe { &*(self.buf as *const Buffer) }
    }
    /// A new reference to the buffer.
    pub(crate) fn buffer_ref(&self) -> u64 {
        // SAFETY: the descriptor holds a reference, so the buffer is live.
        unsafe { retain(self.buf) };
        self.buf
    }
}

impl Drop for MemRef {
    fn drop(&mut self) {
        // SAFETY: the descriptor owned one reference to its buffer.
        unsafe { release(self.buf) }
    }
}

/// Row-major strides of `sizes`, or `None` on overflow.
pub(crate) fn row_major(sizes: &[i64]) -> Option<(Vec<i64>, i64)> {
    let mut strides = vec![0; sizes.len()];
    let mut n: i64 = 1;
    for i in (0..sizes.len()).rev() {
        strides[i] = n;
        n = n.checked_mul(sizes[i])?;
    }
    Some((strides, n))
}

// ---------------------------------------------------------------------------------
// Vectors
// ---------------------------------------------------------------------------------

/// An immutable vector value.
#[repr(C)]
pub(crate) struct Vector {
    h: Header,
    pub elem: Scalar,
    pub shape: Box<[i64]>,
    pub elems: Box<[u64]>,
}

impl Vector {
    pub(crate) fn create(elem: Scalar, shape: &[i64], elems: &[u64]) -> u64 {
        let v = Box::new(Vector { h: Header::new(Kind::Vector), elem, shape: shape.into(), elems: elems.into() });
        Box::into_raw(v) as u64
    }

    /// # Safety
    /// `p` is a live vector held by the caller.
    pub(crate) unsafe fn from<'a>(p: u64) -> &'a Vector {
        // SAFETY: per the contract.
        unsafe { &*(p as *const Vector) }
    }
}

// ---------------------------------------------------------------------------------
// Async objects
// ---------------------------------------------------------------------------------

/// Completion states of a token or value as the interpreter tracks them (groups are
/// completed by the runtime).
pub(crate) const PENDING: u8 = 0;
pub(crate) const AVAILABLE: u8 = 1;
pub(crate) const ERROR: u8 = 2;

/// How many reference count changes an object remembers, for diagnostics.
pub(crate) const HISTORY: usize = 8;

/// An async token, value or group: the runtime object, and what the checks need.
#[repr(C)]
pub(crate) struct AsyncObj {
    h: Header,
    pub kind: AKind,
    /// A value's payload is an object reference (a memref or vector).
    pub payload_obj: bool,
    /// Tokens and values: [`PENDING`], [`AVAILABLE`] or [`ERROR`].
    pub state: AtomicU8,
    /// A value's payload was stored.
    stored: AtomicBool,
    /// The runtime's object; this record owns one runtime reference to it.
    pub rt: *mut c_void,
    /// The program's reference count (runtime semantics).
    pub refs: AtomicI64,
    /// The op (index in `Program::ops`) and site that created it.
    pub creator: u32,
    pub site: u32,
    /// Whether the leak check counts it (objects of `async.runtime.create*`).
    pub tracked: bool,
    /// A group's size.
    size: i64,
    /// The last changes of `refs`: `(op << 32) | (delta as u32)`.
    history: [AtomicU64; HISTORY],
    hist_next: AtomicU32,
}

// SAFETY: all mutable state is atomic; `rt` is a runtime object, which is thread-safe.
unsafe impl Send for AsyncObj {}
// SAFETY: as above.
unsafe impl Sync for AsyncObj {}

impl AsyncObj {
    /// Creates a token, a value (payload of one register) or a group of `size`, with one
    /// interpreter reference.
    pub(crate) fn create(kind: AKind, payload_obj: bool, size: i64, creator: u32, site: u32, tracked: bool) -> u64 {
        let (rt, refs): (*mut c_void, i64) = match kind {
            AKind::Token => (abi::mlirAsyncRuntimeCreateToken().cast(), 2),
            AKind::Value => (abi::mlirAsyncRuntimeCreateValue(8).cast(), 2),
            AKind::Group => (abi::mlirAsyncRuntimeCreateGroup(size).cast(), 1),
        };
        let p = crate::pool::alloc(std::mem::size_of::<AsyncObj>()) as *mut AsyncObj;
        if p.is_null() {
            std::alloc::handle_alloc_error(std::alloc::Layout::new::<AsyncObj>());
        }
        // SAFETY: a fresh block of the record's size, 16-aligned (written in place: the
        // record is large enough that building it first would copy it).
        unsafe {
            p.write(AsyncObj {
                h: Header::new(Kind::Async),
                kind,
                payload_obj,
                state: AtomicU8::new(PENDING),
                stored: AtomicBool::new(false),
                rt,
                refs: AtomicI64::new(refs),
                creator,
                site,
                tracked,
                size,
                history: [const { AtomicU64::new(u64::MAX) }; HISTORY],
                hist_next: AtomicU32::new(0),
            })
        };
        p as u64
    }

    /// # Safety
    /// `p` is a live async object held by the caller.
    #[inline(always)]
    pub(crate) unsafe fn from<'a>(p: u64) -> &'a AsyncObj {
        // SAFETY: per the contract.
        unsafe { &*(p as *const AsyncObj) }
    }

    /// A group's size.
    pub(crate) fn size(&self) -> i64 {
        self.size
    }

    /// Whether a token or value is final (groups: ask the runtime by waiting).
    #[inline]
    pub(crate) fn is_ready(&self) -> bool {
        self.state.load(Ordering::Acquire) != PENDING
    }

    /// Whether it is in the error state.
    pub(crate) fn is_error(&self) -> bool {
        match self.kind {
            // SAFETY: the record holds a runtime reference.
            AKind::Group => unsafe { abi::mlirAsyncRuntimeIsGroupError(self.rt.cast()) },
            _ => self.state.load(Ordering::Acquire) == ERROR,
        }
    }

    /// Records a change of the program's count by the op `op`.
    pub(crate) fn note(&self, op: u32, delta: i64) {
        // Not a read-modify-write: two threads changing the count at once may keep one
        // entry instead of two, which only costs a line of a diagnostic.
        let i = self.hist_next.load(Ordering::Relaxed);
        self.hist_next.store(i.wrapping_add(1), Ordering::Relaxed);
        let i = i as usize % HISTORY;
        self.history[i].store(((op as u64) << 32) | (delta as i32 as u32 as u64), Ordering::Relaxed);
    }

    /// The remembered changes, oldest first.
    pub(crate) fn history(&self) -> Vec<(u32, i64)> {
        let n = self.hist_next.load(Ordering::Relaxed) as usize;
        let start = n.saturating_sub(HISTORY);
        (start..n)
            .filter_map(|i| {
                let v = self.history[i % HISTORY].load(Ordering::Relaxed);
                (v != u64::MAX).then_some(((v >> 32) as u32, v as u32 as i32 as i64))
            })
            .collect()
    }

    /// Moves the state from pending to `state`; false when it was already final.
    pub(crate) fn finish(&self, state: u8) -> bool {
        if self.state.compare_exchange(PENDING, state, Ordering::AcqRel, Ordering::Acquire).is_err() {
            return false;
        }
        // SAFETY: the record holds a reference; the runtime object is completed once
        // (the state transition above happens once), which drops its completion reference.
        unsafe {
            match (self.kind, state) {
                (AKind::Token, AVAILABLE) => abi::mlirAsyncRuntimeEmplaceToken(self.rt.cast()),
                (AKind::Token, _) => abi::mlirAsyncRuntimeSetTokenError(self.rt.cast()),
                (AKind::Value, AVAILABLE) => abi::mlirAsyncRuntimeEmplaceValue(self.rt.cast()),
                (AKind::Value, _) => abi::mlirAsyncRuntimeSetValueError(self.rt.cast()),
                (AKind::Group, _) => {}
            }
        }
        true
    }

    /// Stores a value's payload (before it is made available); an object payload's
    /// reference moves into the value.
    pub(crate) fn store(&self, v: u64) {
        // SAFETY: a value's storage holds 8 bytes, 16-aligned; it is written before the
        // completion publishes it and read only after.
        unsafe {
            let p = abi::mlirAsyncRuntimeGetValueStorage(self.rt.cast()) as *mut u64;
            let old = p.read();
            p.write(v);
            if self.payload_obj && self.stored.swap(true, Ordering::Relaxed) {
                release(old);
            }
        }
        self.stored.store(true, Ordering::Relaxed);
    }

    /// The payload of an available value (a new reference for object payloads).
    pub(crate) fn load(&self) -> Option<u64> {
        if !self.stored.load(Ordering::Relaxed) {
            return None;
        }
        // SAFETY: see `store`.
        let v = unsafe { (abi::mlirAsyncRuntimeGetValueStorage(self.rt.cast()) as *const u64).read() };
        if self.payload_obj {
            // SAFETY: the value owns a reference to its payload.
            unsafe { retain(v) };
        }
        Some(v)
    }
}

impl Drop for AsyncObj {
    fn drop(&mut self) {
        // Nothing can complete it any more: let the runtime free it (its waiters are
        // frames that would hold this record, so there are none).
        if self.kind != AKind::Group && self.state.load(Ordering::Acquire) == PENDING {
            self.finish(ERROR);
        }
        if self.payload_obj && self.stored.load(Ordering::Relaxed) {
            // SAFETY: the value owned a reference to its payload.
            unsafe {
                let p = abi::mlirAsyncRuntimeGetValueStorage(self.rt.cast()) as *const u64;
                release(p.read());
            }
        }
        // SAFETY: the record's own runtime reference.
        unsafe { abi::mlirAsyncRuntimeDropRef(self.rt, 1) };
    }
}
