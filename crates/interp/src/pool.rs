//! Per-thread free lists for the small blocks a run makes by the million (coroutine
//! and task frames, async object records): a block freed on a thread is reused by the
//! next allocation of its size class there, which keeps the allocator out of the
//! suspend/resume path. Each list holds at most [`MAX_CACHED`] blocks; a thread's lists
//! are freed when it exits.

use std::alloc::Layout;
use std::cell::UnsafeCell;

/// Size classes of 16 bytes, up to this size; larger blocks go to the allocator.
const CLASS: usize = 16;
const LARGEST: usize = 1024;
const CLASSES: usize = LARGEST / CLASS;
const MAX_CACHED: usize = 4096;

struct Pools {
    lists: Vec<Vec<*mut u8>>,
}

impl Drop for Pools {
    fn drop(&mut self) {
        for (i, list) in self.lists.iter().enumerate() {
            let layout = class_layout(i);
            for &p in list {
                // SAFETY: every cached block was allocated with its class's layout.
                unsafe { std::alloc::dealloc(p, layout) };
            }
        }
    }
}

thread_local! {
    static POOLS: UnsafeCell<Pools> = UnsafeCell::new(Pools { lists: (0..CLASSES).map(|_| Vec::new()).collect() });
}

fn class_layout(class: usize) -> Layout {
    Layout::from_size_align((class + 1) * CLASS, 16).expect("small layouts are valid")
}

fn class_of(size: usize) -> Option<usize> {
    (size > 0 && size <= LARGEST).then(|| size.div_ceil(CLASS) - 1)
}

/// A block of `size` bytes, 16-aligned (uninitialised); null when out of memory.
pub(crate) fn alloc(size: usize) -> *mut u8 {
    let Some(c) = class_of(size) else {
        let Ok(layout) = Layout::from_size_align(size.max(1), 16) else { return std::ptr::null_mut() };
        // SAFETY: a non-zero layout.
        return unsafe { std::alloc::alloc(layout) };
    };
    let cached = POOLS.try_with(|p| {
        // SAFETY: this thread's pools; no reference to them outlives this closure.
        unsafe { (&mut *p.get()).lists[c].pop() }
    });
    match cached {
        Ok(Some(p)) => p,
        // SAFETY: a non-zero layout.
        _ => unsafe { std::alloc::alloc(class_layout(c)) },
    }
}

/// Returns a block from [`alloc`] of the same `size`.
///
/// # Safety
/// `p` came from `alloc(size)` and is not used any more.
pub(crate) unsafe fn free(p: *mut u8, size: usize) {
    let Some(c) = class_of(size) else {
        let layout = Layout::from_size_align(size.max(1), 16).expect("allocated with this layout");
        // SAFETY: per the contract.
        unsafe { std::alloc::dealloc(p, layout) };
        return;
    };
    let kept = POOLS.try_with(|pools| {
        // SAFETY: this thread's pools.
        let list = unsafe { &mut (&mut *pools.get()).lists[c] };
        if list.len() < MAX_CACHED {
            list.push(p);
            true
        } else {
            false
        }
    });
    if kept != Ok(true) {
        // SAFETY: per the contract; the block has its class's layout.
        unsafe { std::alloc::dealloc(p, class_layout(c)) };
    }
}
