//! `cargo fuzz run ref_counting`: see [`async_opt_fuzz::ref_counting`].
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| async_opt_fuzz::ref_counting(data));
