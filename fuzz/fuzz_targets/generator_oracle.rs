#![no_main]
// Thin shim: the oracle lives in crates/fuzzing/src/targets/generator_oracle.rs.
libfuzzer_sys::fuzz_target!(|data: &[u8]| shadercts_fuzzing::targets::generator_oracle::run(data));
