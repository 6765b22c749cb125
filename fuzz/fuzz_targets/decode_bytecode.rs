#![no_main]
// Thin shim: the oracle lives in crates/fuzzing/src/targets/decode_bytecode.rs; the
// tracking allocator lets it check the largest allocation against the input size.
#[global_allocator]
static ALLOC: shadercts_fuzzing::alloc::TrackingAlloc = shadercts_fuzzing::alloc::TrackingAlloc;
libfuzzer_sys::fuzz_target!(|data: &[u8]| shadercts_fuzzing::targets::decode_bytecode::run(data));
