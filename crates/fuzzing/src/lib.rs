//! The code behind shadercts's cargo-fuzz targets (`fuzz/`), their oracles, and what
//! turns a finding into a suite case.
//!
//! Every target in [`targets`] is a module with `run(data)` (the libFuzzer entry point:
//! panics on a finding), `check(data)` (the same, returning the [`Finding`]) and
//! `signature(text)` (how a shader fails this target's oracle, for reduction). The files
//! in `fuzz/fuzz_targets/` only call `run`; `tests/replay.rs` runs every corpus and
//! artifact file through `check` under `cargo test`.
//!
//! [`reduce`] shrinks a failing shader by delta debugging, keeping its failure
//! signature; [`promote`] writes a reduced finding as a case file the generator
//! publishes. [`oracle::Validator`] is the validator the oracles ask, with the test-only
//! planted bug; [`open_findings`] lists the rule gaps fuzzing found and that are not
//! fixed yet. MojoShader's documented differences live in
//! `shadercts_generator::mojo_differences`, the one list the generator also reads.

pub mod alloc;
pub mod artifact;
pub mod finding;
pub mod input;
pub mod open_findings;
pub mod oracle;
pub mod program;
pub mod promote;
pub mod reduce;
pub mod targets;

pub use finding::Finding;
