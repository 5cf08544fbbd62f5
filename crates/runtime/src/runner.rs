//! The hooks MLIR's JIT runners call in a shared library, so that tasks the entry
//! point never awaited finish before the runner unmaps their code.
//!
//! A runner that finds both functions of a pair in a `-shared-libs` library calls the
//! init function after loading it and the destroy function after the entry point
//! returned, while the JIT code is still mapped (our `.fini_array` runs only after it
//! is gone):
//!
//! * LLVM 14: `__mlir_runner_init`, `__mlir_runner_destroy`, called by `mlir-cpu-runner`
//!   (its JitRunner; LLVM 14's `ExecutionEngine` itself knows no hooks).
//! * LLVM 22: `__mlir_execution_engine_init`, `__mlir_execution_engine_destroy`, called by
//!   `ExecutionEngine` (so by `mlir-runner` and every other user of it).
//!
//! The init function gets an `llvm::StringMap<void *> &` to fill with the symbols the
//! library exports to the JIT. We leave it empty (filling it needs LLVM's C++ code):
//! the runner loads the library with `RTLD_GLOBAL`, and the JIT still finds our plain
//! C symbols through its search of the process (every end-to-end test runs that way:
//! this crate's `tests/e2e.rs` under LLVM 14, the driver's under 14 and 22).

use crate::scheduler;
use std::ffi::c_void;

/// Called by LLVM 14's `mlir-cpu-runner` after loading the library: nothing to do.
///
/// # Safety
/// Never dereferences its argument.
#[no_mangle]
pub unsafe extern "C" fn __mlir_runner_init(_exported_symbols: *mut c_void) {}

/// Called by LLVM 14's `mlir-cpu-runner` after the entry point returned: waits until
/// every task has finished and no worker is inside JIT code.
#[no_mangle]
pub extern "C" fn __mlir_runner_destroy() {
    wait_for_tasks();
}

/// Called by LLVM 22's `ExecutionEngine` after loading the library: nothing to do.
///
/// # Safety
/// Never dereferences its argument.
#[no_mangle]
pub unsafe extern "C" fn __mlir_execution_engine_init(_exported_symbols: *mut c_void) {}

/// Called by LLVM 22's `ExecutionEngine` when it is destroyed, before the JIT code is
/// unmapped: waits until every task has finished and no worker is inside JIT code.
#[no_mangle]
pub extern "C" fn __mlir_execution_engine_destroy() {
    wait_for_tasks();
}

fn wait_for_tasks() {
    // Never unwinds into C: nothing in here panics, but make sure of it.
    let blocked = std::panic::catch_unwind(scheduler::wait_idle).unwrap_or(0);
    scheduler::report_blocked(blocked);
}
