//! The reference backend passes the fixture suite, at every level.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code: a failure is the report

mod common;

use common::*;
use shadercts_harness::backends::ReferenceBackend;
use shadercts_harness::request::InputPreference;
use shadercts_harness::result::Status;
use shadercts_harness::{Grading, Level, RunOptions};

fn reference() -> ReferenceBackend {
    ReferenceBackend::embedded().expect("the embedded rules load")
}

fn rule_level() -> Grading {
    Grading {
        level: Level::Rule,
        ..Grading::default()
    }
}

#[test]
fn reference_passes_everything() {
    let report = run(&reference(), &rule_level());
    let bad: Vec<_> = report
        .cases
        .iter()
        .filter(|c| c.status != Status::Pass)
        .map(|c| format!("{}: {}", c.id, c.detail))
        .collect();
    assert!(bad.is_empty(), "{bad:#?}");
    assert_eq!(report.counts.pass, 10);
    assert_eq!(
        report.passing_at.values().copied().collect::<Vec<_>>(),
        [10, 10, 10]
    );
    assert_eq!(report.exit_code(), 0);
}

#[test]
fn reference_passes_on_bytecode_too() {
    let opts = RunOptions {
        jobs: 2,
        prefer: InputPreference::Bytecode,
        ..RunOptions::default()
    };
    let report = run_with(&reference(), &opts, &rule_level());
    let bad: Vec<_> = report
        .cases
        .iter()
        .filter(|c| c.status != Status::Pass)
        .map(|c| format!("{}: {}", c.id, c.detail))
        .collect();
    assert!(bad.is_empty(), "{bad:#?}");
    let bin = report
        .cases
        .iter()
        .filter(|c| c.op == Some(shadercts_harness::Capability::ValidateBytecode))
        .count();
    assert_eq!(
        bin, 3,
        "the three cases with a .bin were validated as bytecode"
    );
}
