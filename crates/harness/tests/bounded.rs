//! Worker backends whatever they do: a response line of 1.5 GB, a worker that hangs
//! without a per-case timeout, a worker that cannot be restarted (issue 13, items 5, 8).

mod common;

use common::*;
use shadercts_harness::backends::WorkerBackend;
use shadercts_harness::process::Limits;
use shadercts_harness::result::Cause;
use shadercts_harness::Grading;
use std::time::{Duration, Instant};

/// The peak resident set of this test process, in KiB.
fn peak_rss_kib() -> u64 {
    std::fs::read_to_string("/proc/self/status")
        .unwrap_or_default()
        .lines()
        .find_map(|l| l.strip_prefix("VmHWM:"))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok())
        .unwrap_or(0)
}

fn limits(timeout: Option<Duration>) -> Limits {
    Limits {
        timeout,
        memory_mb: None,
    }
}

#[test]
fn a_huge_response_line_fails_the_case_with_bounded_memory() {
    let dir = tempfile::tempdir().unwrap();
    let s = worker_script(
        dir.path(),
        "huge",
        r#"["validate-text"]"#,
        "head -c 1500000000 /dev/zero | tr '\\0' a; echo",
    );
    let b = WorkerBackend::from_template(
        &s.display().to_string(),
        None,
        limits(Some(Duration::from_secs(20))),
    )
    .unwrap();
    let report = run(&b, &Grading::default());
    let c = case(&report, "vs.basic/valid/vs_1_1/mov");
    assert_eq!(c.cause, Some(Cause::Error), "{c:?}");
    assert!(c.detail.contains("longer than 16 MiB"), "{}", c.detail);
    assert!(
        peak_rss_kib() < 200 * 1024,
        "peak RSS {} KiB",
        peak_rss_kib()
    );
}

#[test]
fn a_hung_worker_ends_without_a_per_case_timeout() {
    let dir = tempfile::tempdir().unwrap();
    let s = worker_script(dir.path(), "hung", r#"["validate-text"]"#, "sleep 1000");
    // No per-case timeout (`--timeout 0`): the always-on cap still ends each case.
    let b = WorkerBackend::from_template(&s.display().to_string(), None, limits(None))
        .unwrap()
        .with_idle_cap(Duration::from_millis(300));
    let report = run(&b, &Grading::default());
    let c = case(&report, "vs.basic/valid/vs_1_1/mov");
    assert_eq!(c.cause, Some(Cause::Timeout), "{c:?}");
}

#[test]
fn a_worker_that_cannot_restart_fails_the_next_cases_fast() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path().display();
    // The first process handshakes and crashes on its first case; every later one hangs
    // before answering hello.
    let s = script(
        dir.path(),
        "once",
        &format!(
            r#"if [ -e {d}/started ]; then exec sleep 1000; fi
touch {d}/started
while IFS= read -r line; do
  case "$line" in
    *'"op":"hello"'*) echo '{{"id":0,"name":"once","capabilities":["validate-text","link"]}}';;
    *) exit 3;;
  esac
done"#
        ),
    );
    let b = WorkerBackend::from_template(
        &s.display().to_string(),
        None,
        limits(Some(Duration::from_secs(1))),
    )
    .unwrap();
    let started = Instant::now();
    let report = run(&b, &Grading::default());
    // Without backoff every case waits out a 5 s handshake (≥ 25 s here).
    assert!(
        started.elapsed() < Duration::from_secs(15),
        "{:?}",
        started.elapsed()
    );
    let fast = report
        .cases
        .iter()
        .filter(|c| c.detail.contains("could not be restarted"))
        .count();
    assert!(fast >= 2, "{:#?}", report.cases);
}
