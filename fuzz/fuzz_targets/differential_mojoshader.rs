#![no_main]
// Thin shim: the oracle lives in crates/fuzzing/src/targets/differential_mojoshader.rs.
libfuzzer_sys::fuzz_target!(
    |data: &[u8]| shadercts_fuzzing::targets::differential_mojoshader::run(data)
);
