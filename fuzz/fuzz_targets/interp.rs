//! `cargo fuzz run interp`: see [`async_opt_fuzz::interp`].
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| async_opt_fuzz::interp(data));
