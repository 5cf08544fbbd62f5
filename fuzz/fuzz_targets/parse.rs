//! `cargo fuzz run parse`: see [`async_opt_fuzz::parse`].
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| async_opt_fuzz::parse(data));
