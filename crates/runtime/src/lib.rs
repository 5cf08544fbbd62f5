//! A work-stealing, drop-in replacement for LLVM 14's `libmlir_async_runtime`.
//!
//! * [`abi`]: the C ABI of `mlir/ExecutionEngine/AsyncRuntime.h`, exported under plain
//!   C names, so `mlir-cpu-runner -shared-libs=libasync_runtime.so` and ahead-of-time
//!   linked programs both find it (upstream's library hides these symbols).
//! * [`runner`]: the init/destroy hooks of MLIR's JIT runners; destroy waits for every
//!   task (an exit handler does the same for ahead-of-time linked programs).
//! * [`Runtime`], [`Token`], [`Value`], [`Group`]: a safe Rust API over the same core.
//!
//! Inside: reference-counted objects with the completion state and waiter list in one
//! atomic word (`waiters`), a work-stealing pool of per-worker LIFO deques plus a global
//! injector (`scheduler`), and blocking awaits that keep a worker running other tasks,
//! so programs that block inside tasks finish instead of deadlocking.
//!
//! Environment: `ASYNC_RUNTIME_NUM_THREADS` sets the worker count;
//! `ASYNC_RUNTIME_REPORT_LIVE=1` prints the number of live objects at exit;
//! `ASYNC_RUNTIME_TRACE=1` logs every C call on an object with its reference count.
//!
//! Architecture invariant: this crate depends on no other crate of the workspace.

#![deny(unsafe_op_in_unsafe_fn)]
#![warn(missing_docs)]

pub mod abi;
mod api;
mod object;
mod report;
#[cfg(not(loom))]
pub mod runner;
mod scheduler;
mod sync;
mod trace;
mod waiters;

pub use api::{AsyncError, Group, Runtime, Token, TokenPromise, Value, ValuePromise};
pub use report::REPORT_ENV;
pub use trace::TRACE_ENV;
