#![no_main]
// Thin shim: the oracle lives in crates/fuzzing/src/targets/roundtrip.rs.
libfuzzer_sys::fuzz_target!(|data: &[u8]| shadercts_fuzzing::targets::roundtrip::run(data));
