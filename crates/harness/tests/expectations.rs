//! Expectations files: expected failures, unexpected passes, expiry, strictness.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code: a failure is the report

mod common;

use common::*;
use shadercts_harness::date::Date;
use shadercts_harness::expectations::Expectations;
use shadercts_harness::result::Status;
use shadercts_harness::{Grading, Response};
use std::path::Path;

/// A backend accepting everything (so every invalid case fails).
fn accept_all() -> Fake {
    Fake {
        caps: all_caps(),
        suite: fixture(),
        answer: Box::new(|_, _| Ok(Response::accept())),
    }
}

fn grading(yaml: &str, today: &str) -> Grading {
    let e = Expectations::parse(Path::new("known.yaml"), yaml)
        .unwrap()
        .with_today(Date::parse(today).unwrap());
    Grading {
        expectations: e,
        ..Grading::default()
    }
}

const KNOWN: &str = "known_failures:
  - rule: ps.oC.*
    reason: oC writes are not checked yet
    expires: 2030-01-01
  - id: syntax/*
    reason: no syntax errors yet
  - id: sm3.link.missing/invalid/*
    reason: linking is not checked
    expires: 2020-06-30
  - id: nothing/matches/*
    reason: stale entry
";

#[test]
fn expected_failures_and_expiry() {
    let report = run(&accept_all(), &grading(KNOWN, "2025-01-01"));
    let c = case(&report, "ps.oC.mov-only/invalid/ps_2_0/op-add");
    assert_eq!(c.status, Status::ExpectedFailure);
    assert_eq!(
        c.known_failure.as_ref().unwrap().reason,
        "oC writes are not checked yet"
    );
    assert_eq!(
        case(&report, "ps.oC.no-writemask/invalid/ps_2_0/mask-xy").status,
        Status::ExpectedFailure
    );
    assert_eq!(
        case(&report, "syntax/invalid/vs_1_1/unknown-op").status,
        Status::ExpectedFailure
    );
    // The link entry expired on 2020-06-30: it no longer applies, and is reported.
    assert_eq!(
        case(&report, "sm3.link.missing/invalid/ps_3_0/texcoord1").status,
        Status::Fail
    );
    assert_eq!(report.expired_expectations.len(), 1);
    assert_eq!(report.expired_expectations[0].at, "known.yaml:7");
    assert_eq!(report.unused_expectations.len(), 1);
    assert_eq!(report.unused_expectations[0].key, "id nothing/matches/*");
    assert_eq!(report.exit_code(), 1);

    // The same file judged in 2031: the oC entry has expired too.
    let later = run(&accept_all(), &grading(KNOWN, "2031-01-01"));
    assert_eq!(
        case(&later, "ps.oC.mov-only/invalid/ps_2_0/op-add").status,
        Status::Fail
    );
    assert_eq!(later.expired_expectations.len(), 2);
}

#[test]
fn everything_known_exits_0() {
    let yaml = "known_failures:\n  - id: '*/invalid/*'\n    reason: accepts everything\n  - id: 'syntax/*'\n    reason: duplicate entries are fine\n  - id: 'assemble/*'\n    reason: returns no tokens\n  - id: 'execute/*'\n    reason: returns no outputs\n";
    let report = run(&accept_all(), &grading(yaml, "2025-01-01"));
    assert_eq!(report.counts.fail, 0);
    assert_eq!(report.counts.expected_failure, 7);
    assert_eq!(report.exit_code(), 0);
}

#[test]
fn an_expected_failure_that_passes_is_an_unexpected_pass() {
    let yaml = "known_failures:\n  - rule: ps.oC.mov-only\n    reason: thought broken\n";
    let report = run(&oracle(), &grading(yaml, "2025-01-01"));
    let c = case(&report, "ps.oC.mov-only/invalid/ps_2_0/op-add");
    assert_eq!(c.status, Status::UnexpectedPass);
    assert_eq!(
        report.counts.unexpected_pass, 3,
        "both mov-only validate cases and the assemble case"
    );
    assert_eq!(
        report.exit_code(),
        0,
        "not strict: an unexpected pass does not fail the run"
    );
    let mut strict = grading(yaml, "2025-01-01");
    strict.strict = true;
    assert_eq!(run(&oracle(), &strict).exit_code(), 1);
}

#[test]
fn a_rule_entry_with_failing_cases_leaves_passing_ones_alone() {
    // Accept-everything: the invalid mov-only case fails (known), the valid one passes.
    let yaml = "known_failures:\n  - rule: ps.oC.mov-only\n    reason: not checked\n";
    let report = run(&accept_all(), &grading(yaml, "2025-01-01"));
    assert_eq!(
        case(&report, "ps.oC.mov-only/invalid/ps_2_0/op-add").status,
        Status::ExpectedFailure
    );
    assert_eq!(
        case(&report, "ps.oC.mov-only/valid/ps_2_0/op-mov").status,
        Status::Pass
    );
    assert_eq!(report.counts.unexpected_pass, 0);
    // Listed by id, a passing case is unexpected on its own.
    let yaml = "known_failures:\n  - id: ps.oC.mov-only/valid/*\n    reason: thought broken\n";
    let report = run(&accept_all(), &grading(yaml, "2025-01-01"));
    assert_eq!(
        case(&report, "ps.oC.mov-only/valid/ps_2_0/op-mov").status,
        Status::UnexpectedPass
    );
}
