//! `cargo fuzz run parallel_for`: see [`async_opt_fuzz::parallel_for`].
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| async_opt_fuzz::parallel_for(data));
