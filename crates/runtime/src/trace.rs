//! `ASYNC_RUNTIME_TRACE=1`: one line on stderr per C entry point call on an object,
//! per creation and per free, with the object's kind, address and reference count:
//! the trail to follow when a program's reference counting is wrong.
//!
//! ```text
//! async-runtime: trace: created token 0x5581d2a0 (refs 2)
//! async-runtime: trace: mlirAsyncRuntimeDropRef token 0x5581d2a0 (refs 2)
//! async-runtime: trace: freed token 0x5581d2a0
//! ```

use std::io::Write;
use std::sync::atomic::{AtomicU8, Ordering};

/// Environment variable that turns the trace on.
pub const TRACE_ENV: &str = "ASYNC_RUNTIME_TRACE";

const UNKNOWN: u8 = 0;
const OFF: u8 = 1;
const ON: u8 = 2;
static STATE: AtomicU8 = AtomicU8::new(UNKNOWN);

/// Whether tracing is on (the environment is read once).
#[inline]
pub(crate) fn enabled() -> bool {
    match STATE.load(Ordering::Relaxed) {
        OFF => false,
        ON => true,
        _ => read_env(),
    }
}

#[cold]
fn read_env() -> bool {
    let on = std::env::var_os(TRACE_ENV).is_some_and(|v| !v.is_empty() && v != "0");
    STATE.store(if on { ON } else { OFF }, Ordering::Relaxed);
    on
}

/// Writes one trace line (a single write, so lines of different threads do not mix).
#[cold]
pub(crate) fn line(args: std::fmt::Arguments<'_>) {
    let text = format!("async-runtime: trace: {args}\n");
    let _ = std::io::stderr().write_all(text.as_bytes());
}
