//! The `worker:` backend: persistent processes speaking JSON lines.

mod common;

use common::*;
use shadercts_harness::backends::{open, OpenOptions, WorkerBackend};
use shadercts_harness::process::Limits;
use shadercts_harness::result::{Cause, Status};
use shadercts_harness::{Capability, Grading};
use std::time::{Duration, Instant};

fn opts(secs: u64) -> OpenOptions {
    OpenOptions {
        limits: Limits {
            timeout: Some(Duration::from_secs(secs)),
            memory_mb: Some(512),
        },
        ..Default::default()
    }
}

#[test]
fn accept_everything_worker() {
    let dir = tempfile::tempdir().unwrap();
    let s = worker_script(
        dir.path(),
        "acc",
        r#"["validate-text","link"]"#,
        r#"printf '{"id":%s,"verdict":"accept"}\n' "$id""#,
    );
    let b = open(&format!("worker:{}", s.display()), &opts(10)).unwrap();
    assert_eq!(b.info().name, "acc");
    assert_eq!(b.info().version.as_deref(), Some("0.1"));
    assert!(b.capabilities().has(Capability::Link) && !b.capabilities().has(Capability::Assemble));
    let report = run(b.as_ref(), &Grading::default());
    let invalid = invalid_ids();
    for c in &report.cases {
        let want = if invalid.contains(&c.id) {
            Status::Fail
        } else if matches!(
            c.kind,
            shadercts_harness::CaseKind::Assemble | shadercts_harness::CaseKind::Execute
        ) {
            Status::NotSupported
        } else {
            Status::Pass
        };
        assert_eq!(c.status, want, "{}", c.id);
    }
    assert_eq!(report.exit_code(), 1);
}

#[test]
fn crash_and_hang_restart_the_worker() {
    let dir = tempfile::tempdir().unwrap();
    let s = worker_script(
        dir.path(),
        "flaky",
        r#"["validate-text"]"#,
        r#"case "$line" in
      *'"case":"ps.oC.mov-only/invalid/ps_2_0/op-add"'*) kill -SEGV $$;;
      *'"case":"vs.basic/valid/vs_1_1/mov"'*) sleep 30;;
      *) printf '{"id":%s,"verdict":"accept"}\n' "$id";;
    esac"#,
    );
    let b = WorkerBackend::from_template(&s.display().to_string(), None, opts(1).limits).unwrap();
    let started = Instant::now();
    let report = run(&b, &Grading::default());
    assert!(started.elapsed() < Duration::from_secs(20));
    let crash = case(&report, "ps.oC.mov-only/invalid/ps_2_0/op-add");
    assert_eq!(crash.cause, Some(Cause::Crash), "{crash:?}");
    let hang = case(&report, "vs.basic/valid/vs_1_1/mov");
    assert_eq!(hang.cause, Some(Cause::Timeout), "{hang:?}");
    assert_eq!(
        case(&report, "ps.oC.mov-only/valid/ps_2_0/op-mov").status,
        Status::Pass
    );
    assert_eq!(
        case(&report, "syntax/invalid/vs_1_1/unknown-op").status,
        Status::Fail
    );
    assert!(b.spawned() >= 1, "a replacement worker was started");
}

#[test]
fn protocol_errors_and_unavailable_backends() {
    let dir = tempfile::tempdir().unwrap();
    // The handshake answers with an error: the backend is not available.
    let s = script(
        dir.path(),
        "na",
        "read line; echo '{\"id\":0,\"error\":\"libfoo not available: not installed\"}'\n",
    );
    let e = open(&format!("worker:{}", s.display()), &opts(5))
        .err()
        .expect("not available");
    assert_eq!(e.message(), "libfoo not available: not installed");
    // Garbage instead of JSON costs the case, and the next case gets a fresh worker.
    let s = worker_script(
        dir.path(),
        "garbage",
        r#"["validate-text"]"#,
        r#"echo 'this is not json'"#,
    );
    let b = WorkerBackend::from_template(&s.display().to_string(), None, opts(5).limits).unwrap();
    let report = run(&b, &Grading::default());
    let c = case(&report, "vs.basic/valid/vs_1_1/mov");
    assert_eq!(c.cause, Some(Cause::Error));
    assert!(c.detail.contains("bad response line"), "{}", c.detail);
    // A program that is not a worker at all.
    let e = open("worker:true", &opts(5)).err().expect("not a worker");
    assert!(e.message().contains("handshake"), "{e}");
    // Unsupported answers are not supported, not failures.
    let s = worker_script(
        dir.path(),
        "unsup",
        r#"["validate-text"]"#,
        r#"printf '{"id":%s,"unsupported":"no ps_2_0"}\n' "$id""#,
    );
    let b = open(&format!("worker:{}", s.display()), &opts(5)).unwrap();
    let report = run(b.as_ref(), &Grading::default());
    assert_eq!(
        case(&report, "vs.basic/valid/vs_1_1/mov").status,
        Status::NotSupported
    );
    // Nothing failed, but nothing was answered either: no verdict (issue 13, item 1).
    assert_eq!(report.counts.fail, 0);
    assert_eq!(
        report.result,
        shadercts_harness::result::RunResult::NoVerdict
    );
    assert_eq!(report.exit_code(), 1);
}
