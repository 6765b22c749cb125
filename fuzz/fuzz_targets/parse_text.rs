#![no_main]
// Thin shim: the oracle lives in crates/fuzzing/src/targets/parse_text.rs.
libfuzzer_sys::fuzz_target!(|data: &[u8]| shadercts_fuzzing::targets::parse_text::run(data));
