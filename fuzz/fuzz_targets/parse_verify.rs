//! `cargo fuzz run parse_verify`: see [`async_opt_fuzz::parse_verify`].
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| async_opt_fuzz::parse_verify(data));
