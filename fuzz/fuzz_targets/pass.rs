//! `cargo fuzz run pass`: see [`async_opt_fuzz::pass`].
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| async_opt_fuzz::pass(data));
