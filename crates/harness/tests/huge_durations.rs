//! Issue 35 item 5, below the command line: a library caller may hand the harness any
//! `Duration` as a case's limit; the largest one is a limit that is never reached, not
//! an "overflow when adding duration to instant" panic.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code: a failure is the report

mod common;

use common::{script, worker_script};
use shadercts_harness::backends::{open, OpenOptions};
use shadercts_harness::process::{self, Limits};
use shadercts_harness::{Grading, Status};
use std::time::{Duration, Instant};

fn huge() -> OpenOptions {
    OpenOptions {
        limits: Limits {
            timeout: Some(Duration::MAX),
            memory_mb: None,
        },
        ..OpenOptions::default()
    }
}

#[test]
fn the_largest_duration_is_a_deadline_far_away() {
    let now = Instant::now();
    assert!(process::deadline_after(Duration::MAX) > now + Duration::from_secs(86_400));
    let mut child = std::process::Command::new("true").spawn().unwrap();
    let status = process::wait_timeout(&mut child, Some(Duration::MAX)).unwrap();
    assert!(status.is_some_and(|s| s.success()));
}

#[test]
fn command_and_worker_backends_run_cases_under_the_largest_limit() {
    let dir = tempfile::tempdir().unwrap();
    let cmd = script(dir.path(), "accept.sh", "exit 0\n");
    let b = open(&format!("cmd:{} {{input}}", cmd.display()), &huge()).unwrap();
    let report = common::run(b.as_ref(), &Grading::default());
    assert!(!report.cases.is_empty());
    assert!(report
        .cases
        .iter()
        .all(|c| c.status != Status::Fail
            || c.cause != Some(shadercts_harness::result::Cause::Timeout)));
    let w = worker_script(
        dir.path(),
        "worker.sh",
        r#"["validate-text"]"#,
        r#"printf '{"id":%s,"verdict":"accept"}\n' "$id""#,
    );
    let b = open(&format!("worker:{}", w.display()), &huge()).unwrap();
    let report = common::run(b.as_ref(), &Grading::default());
    assert!(
        report.cases.iter().any(|c| c.answered()),
        "{:?}",
        report.cases
    );
}
