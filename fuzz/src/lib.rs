//! The fuzz targets' code, kept apart from libFuzzer so that a plain `cargo test`
//! (crates/driver/tests/fuzz_harness.rs) runs the same checks over the seed corpus.
//!
//! A finding is anything that makes a target panic, crash, hang or exhaust memory.
#[path = "harness.rs"]
mod harness;
#[path = "interp.rs"]
mod interp;

pub use harness::{parallel_for, parse, parse_verify, pass, ref_counting, sharded};
pub use interp::interp;
