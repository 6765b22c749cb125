//! The suite as `cargo test` tests: one test per case, named by its id.
//!
//! `cargo test -- --list`, `cargo test -- ps.oC` (filter), `cargo test -- --ignored`
//! (the cases this backend cannot run). SHADERCTS_SUITE picks another suite directory.

use shadercts_example_backend::ToyAssembler;
use shadercts_harness::expectations::Expectations;
use shadercts_harness::libtest::{self, TrialOptions};
use shadercts_harness::Grading;
use std::path::PathBuf;
use std::sync::Arc;

fn main() {
    let here = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let suite = std::env::var_os("SHADERCTS_SUITE")
        .map(PathBuf::from)
        .unwrap_or_else(|| here.join("../../crates/harness/tests/fixtures/suite"));
    let expectations = match Expectations::load(&here.join("expectations.yaml")) {
        Ok(e) => e,
        Err(e) => {
            eprintln!("error: {e}");
            std::process::exit(2);
        }
    };
    let options = TrialOptions {
        grading: Grading {
            expectations,
            ..Grading::default()
        },
        ..TrialOptions::default()
    };
    libtest::main(Arc::new(ToyAssembler), &suite, options);
}
