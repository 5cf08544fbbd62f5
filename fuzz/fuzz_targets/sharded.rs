//! `cargo fuzz run sharded`: see [`async_opt_fuzz::sharded`].
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| async_opt_fuzz::sharded(data));
