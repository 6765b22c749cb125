#![no_main]
// Thin shim: the oracle lives in crates/fuzzing/src/targets/execute.rs.
libfuzzer_sys::fuzz_target!(|data: &[u8]| shadercts_fuzzing::targets::execute::run(data));
