//! Atomics used by the lock-free state machines, swapped for loom's model-checked
//! versions under `--cfg loom` (see `scripts/runtime-loom.sh`).

#[cfg(loom)]
pub(crate) use loom::sync::atomic::{AtomicI64, AtomicUsize};
#[cfg(not(loom))]
pub(crate) use std::sync::atomic::{AtomicI64, AtomicUsize};

pub(crate) use std::sync::atomic::Ordering;
