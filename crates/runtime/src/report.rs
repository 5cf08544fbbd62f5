//! Optional report of live objects at process exit (`ASYNC_RUNTIME_REPORT_LIVE=1`),
//! the runtime's leak check for JIT-run and linked programs alike.

use crate::object;
use std::io::Write;

/// Environment variable that turns the exit report on.
pub const REPORT_ENV: &str = "ASYNC_RUNTIME_REPORT_LIVE";

/// Writes `async-runtime: live objects at exit: N` to stderr if the report is on.
///
/// The count is final: this runs after the exit handler (or a runner's destroy hook)
/// waited for every task, so no worker still holds a reference it is about to drop.
#[cfg_attr(loom, allow(dead_code))]
extern "C" fn report_live_objects() {
    let on = std::env::var_os(REPORT_ENV).is_some_and(|v| !v.is_empty() && v != "0");
    if !on {
        return;
    }
    let live = object::live_objects();
    let _ = writeln!(std::io::stderr(), "async-runtime: live objects at exit: {live}");
}

/// Runs the report when the library is unloaded or the process exits normally.
#[cfg(all(target_os = "linux", not(loom)))]
#[used]
#[link_section = ".fini_array"]
static REPORT_AT_EXIT: extern "C" fn() = report_live_objects;
