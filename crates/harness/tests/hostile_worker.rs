//! Worker and command backends that misbehave on purpose (issue 35, items 1, 2, 3, 9):
//! a worker that stops reading, one that floods blank lines, ones that leave processes
//! behind, ones that break the wire protocol. Each is a short shell script.
//!
//! The tests of this file run one at a time (a lock): the orphan test counts this
//! process's descriptors and threads, which other tests would change meanwhile.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code: a failure is the report

mod common;

use common::*;
use shadercts_harness::backend::{Backend, Capability, Failure, FileInput, Request};
use shadercts_harness::backends::{CommandBackend, WorkerBackend};
use shadercts_harness::process::Limits;
use shadercts_harness::result::{Cause, Status};
use shadercts_harness::{Grading, RunOptions, RunReport};
use std::collections::BTreeMap;
use std::path::Path;
use std::sync::Mutex;
use std::time::{Duration, Instant};

static ONE_AT_A_TIME: Mutex<()> = Mutex::new(());

fn serial() -> std::sync::MutexGuard<'static, ()> {
    ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner())
}

fn limits(secs: u64) -> Limits {
    Limits {
        timeout: Some(Duration::from_secs(secs)),
        memory_mb: None,
    }
}

/// Runs the fixture suite on one thread (cases in manifest order).
fn run_serially(backend: &dyn Backend) -> RunReport {
    run_with(
        backend,
        &RunOptions {
            jobs: 1,
            ..RunOptions::default()
        },
        &Grading::default(),
    )
}

/// A worker that answers every validate case right (reject when the id says invalid),
/// except the case `ps.oC.mov-only/invalid/ps_2_0/op-add`, where it runs `misbehave`
/// (sh, with `$id` and `$line` set).
fn worker_misbehaving_on_b(dir: &Path, name: &str, misbehave: &str) -> WorkerBackend {
    let s = worker_script(
        dir,
        name,
        r#"["validate-text"]"#,
        &format!(
            r#"case "$line" in
      *'"case":"ps.oC.mov-only/invalid/ps_2_0/op-add"'*) {misbehave};;
      *'/invalid/'*) printf '{{"id":%s,"verdict":"reject"}}\n' "$id";;
      *) printf '{{"id":%s,"verdict":"accept"}}\n' "$id";;
    esac"#
        ),
    );
    WorkerBackend::from_template(&s.display().to_string(), None, limits(5)).unwrap()
}

const B: &str = "ps.oC.mov-only/invalid/ps_2_0/op-add";
/// The validate cases of the fixture other than B: they must all pass.
const OTHERS: [&str; 4] = [
    "ps.oC.mov-only/valid/ps_2_0/op-mov",
    "ps.oC.no-writemask/invalid/ps_2_0/mask-xy",
    "vs.basic/valid/vs_1_1/mov",
    "syntax/invalid/vs_1_1/unknown-op",
];

/// B failed with a protocol error whose message has `what`; every other case passed.
fn only_b_fails(report: &RunReport, what: &str) {
    let b = case(report, B);
    assert_eq!(b.status, Status::Fail, "{b:?}");
    assert_eq!(b.cause, Some(Cause::Error), "{b:?}");
    assert!(b.detail.contains(what), "{}", b.detail);
    for id in OTHERS {
        let c = case(report, id);
        assert_eq!(c.status, Status::Pass, "{id}: {c:?}");
    }
}

/// A validate-text request whose text is `len` bytes long.
fn big_request(len: usize) -> Request {
    let mut text = b"ps_2_0\n".to_vec();
    while text.len() < len {
        text.extend_from_slice(b"mov r0, c0\n");
    }
    let mut files = BTreeMap::new();
    files.insert(
        "text".to_string(),
        FileInput {
            path: "/nonexistent/big.asm".into(),
            data: text,
        },
    );
    Request {
        case_id: "slots.total/valid/ps_3_0/big".into(),
        op: Capability::ValidateText,
        profile: "ps_2_0".into(),
        files,
    }
}

// Item 1: a worker that stops reading its input cannot block a write past --timeout.
#[test]
fn a_worker_that_stops_reading_times_out_even_while_the_request_is_written() {
    let _one = serial();
    let dir = tempfile::tempdir().unwrap();
    // Answers hello, then never reads again.
    let s = script(
        dir.path(),
        "deaf",
        r#"read line
echo '{"id":0,"name":"deaf","capabilities":["validate-text"]}'
exec sleep 1000
"#,
    );
    let b = WorkerBackend::from_template(&s.display().to_string(), None, limits(2)).unwrap();
    // 512 KiB: far more than a pipe's buffer (64 KiB), like the 32,768-slot cases.
    let req = big_request(512 * 1024);
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let started = Instant::now();
        let r = b.run(&req);
        let _ = tx.send((r, started.elapsed()));
    });
    let (r, took) = rx
        .recv_timeout(Duration::from_secs(15))
        .expect("the case ends (it hung writing the request before)");
    assert!(matches!(r, Err(Failure::Timeout { .. })), "{r:?}");
    assert!(took < Duration::from_secs(5), "{took:?}");
}

/// The peak resident set of this test process, in KiB.
fn peak_rss_kib() -> u64 {
    std::fs::read_to_string("/proc/self/status")
        .unwrap_or_default()
        .lines()
        .find_map(|l| l.strip_prefix("VmHWM:"))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok())
        .unwrap_or(0)
}

// Item 2: a flood of blank lines is neither queued nor waited out.
#[test]
fn a_flood_of_blank_lines_fails_the_case_fast_with_bounded_memory() {
    let _one = serial();
    let dir = tempfile::tempdir().unwrap();
    // 5 million empty lines, then the answer (queued one by one, they took GBs).
    let b = worker_misbehaving_on_b(
        dir.path(),
        "flood",
        r#"head -c 5000000 /dev/zero | tr '\0' '\n'; printf '{"id":%s,"verdict":"reject"}\n' "$id""#,
    );
    let started = Instant::now();
    let report = run_serially(&b);
    only_b_fails(&report, "blank lines");
    assert!(started.elapsed() < Duration::from_secs(10));
    assert!(
        peak_rss_kib() < 150 * 1024,
        "peak RSS {} KiB",
        peak_rss_kib()
    );
}

/// Processes whose command line holds `marker`.
fn processes_with(marker: &str) -> Vec<String> {
    let mut found = Vec::new();
    for e in std::fs::read_dir("/proc").unwrap().flatten() {
        if let Ok(cmd) = std::fs::read(e.path().join("cmdline")) {
            let cmd = String::from_utf8_lossy(&cmd).replace('\0', " ");
            if cmd.contains(marker) {
                found.push(format!("{}: {cmd}", e.file_name().to_string_lossy()));
            }
        }
    }
    found
}

fn count(dir: &str) -> usize {
    std::fs::read_dir(dir).unwrap().count()
}

/// Waits up to 2 s for no process to have `marker` (a SIGKILL lands asynchronously).
fn none_left(marker: &str) -> Vec<String> {
    let end = Instant::now() + Duration::from_secs(2);
    loop {
        let left = processes_with(marker);
        if left.is_empty() || Instant::now() > end {
            return left;
        }
        std::thread::sleep(Duration::from_millis(20));
    }
}

// Item 3: a worker that starts processes outside its group (setsid) and dies, and
// one that leaves a background process when it ends normally.
#[test]
fn workers_leave_no_process_descriptor_or_thread_behind() {
    let _one = serial();
    let dir = tempfile::tempdir().unwrap();
    let marker = format!("hostile-orphan-{}", std::process::id());
    let fds = count("/proc/self/fd");
    let threads = count("/proc/self/task");
    {
        // Every case: a setsid child and a plain background child, then a crash.
        let b = worker_misbehaving_on_b(
            dir.path(),
            "orphans",
            &format!(
                "setsid sh -c 'sleep 77; :' {marker} & (sh -c 'sleep 77; :' {marker}) & exit 3"
            ),
        );
        // Every case but one answers, and the clean end leaves a setsid child too.
        let report = run_serially(&b);
        let c = case(&report, B);
        assert_eq!(c.cause, Some(Cause::Crash), "{c:?}");
        for id in OTHERS {
            assert_eq!(case(&report, id).status, Status::Pass, "{id}");
        }
        // Ten more crashing runs: descriptors and threads must not pile up.
        for _ in 0..10 {
            run_serially(&b);
        }
        assert_eq!(
            none_left(&marker),
            Vec::<String>::new(),
            "escaped children of crashed workers"
        );
    }
    assert_eq!(count("/proc/self/fd"), fds, "descriptors left open");
    assert!(count("/proc/self/task") <= threads, "threads left running");
    assert_eq!(none_left(&marker), Vec::<String>::new());
}

#[test]
fn a_command_that_leaves_processes_running_has_them_ended() {
    let _one = serial();
    let dir = tempfile::tempdir().unwrap();
    let marker = format!("hostile-cmd-{}", std::process::id());
    let s = script(
        dir.path(),
        "bg",
        &format!(
            "(sh -c 'sleep 77; :' {marker}) &\nsetsid sh -c 'sleep 77; :' {marker} &\nexit 0\n"
        ),
    );
    let b = CommandBackend::new(&format!("{} {{input}}", s.display()), None, limits(5)).unwrap();
    let report = run_serially(&b);
    assert_eq!(
        case(&report, "vs.basic/valid/vs_1_1/mov").status,
        Status::Pass
    );
    assert_eq!(none_left(&marker), Vec::<String>::new());
}

// Item 9: answers that are not answers fail the case that was sent, nothing else.
#[test]
fn an_array_is_not_an_answer() {
    let _one = serial();
    let dir = tempfile::tempdir().unwrap();
    let b = worker_misbehaving_on_b(
        dir.path(),
        "array",
        r#"printf '[%s,null,null,null,"reject"]\n' "$id""#,
    );
    only_b_fails(&run_serially(&b), "not a JSON object");
}

#[test]
fn a_duplicate_answer_fails_its_own_case() {
    let _one = serial();
    let dir = tempfile::tempdir().unwrap();
    let b = worker_misbehaving_on_b(
        dir.path(),
        "dup",
        r#"printf '{"id":%s,"verdict":"reject"}\n{"id":%s,"verdict":"reject"}\n' "$id" "$id""#,
    );
    only_b_fails(&run_serially(&b), "a second line after the answer");
}

#[test]
fn an_answer_to_the_next_request_before_it_is_sent_fails_the_case_in_flight() {
    let _one = serial();
    let dir = tempfile::tempdir().unwrap();
    let b = worker_misbehaving_on_b(
        dir.path(),
        "early",
        r#"printf '{"id":%s,"verdict":"reject"}\n{"id":%s,"verdict":"reject"}\n' "$id" $((id + 1))"#,
    );
    only_b_fails(&run_serially(&b), "a second line after the answer");
    // The next id alone, instead of the answer: the case in flight fails.
    let b = worker_misbehaving_on_b(
        dir.path(),
        "next",
        r#"printf '{"id":%s,"verdict":"reject"}\n' $((id + 1))"#,
    );
    only_b_fails(&run_serially(&b), "is in flight");
}

#[test]
fn an_answer_with_an_old_id_fails_the_case_in_flight() {
    let _one = serial();
    let dir = tempfile::tempdir().unwrap();
    let b = worker_misbehaving_on_b(
        dir.path(),
        "late",
        r#"printf '{"id":%s,"verdict":"reject"}\n' $((id - 1))"#,
    );
    only_b_fails(&run_serially(&b), "is in flight");
}

#[test]
fn an_exit_after_a_good_answer_is_charged_to_nobody() {
    let _one = serial();
    let dir = tempfile::tempdir().unwrap();
    let b = worker_misbehaving_on_b(
        dir.path(),
        "exits",
        r#"printf '{"id":%s,"verdict":"reject"}\n' "$id"; exit 0"#,
    );
    let report = run_serially(&b);
    assert_eq!(case(&report, B).status, Status::Pass);
    for id in OTHERS {
        assert_eq!(case(&report, id).status, Status::Pass, "{id}");
    }
    assert!(b.spawned() >= 1, "the worker was replaced");
}

#[test]
fn a_worker_that_closes_its_input_is_reported_so_and_costs_little() {
    let _one = serial();
    let dir = tempfile::tempdir().unwrap();
    // Answers hello, closes its standard input, and lives on.
    let s = script(
        dir.path(),
        "noinput",
        r#"read line
echo '{"id":0,"name":"noinput","capabilities":["validate-text"]}'
exec 0<&-
exec sleep 1000
"#,
    );
    let b = WorkerBackend::from_template(&s.display().to_string(), None, limits(10)).unwrap();
    let started = Instant::now();
    let report = run_serially(&b);
    let took = started.elapsed();
    let mut validate = 0;
    for c in report
        .cases
        .iter()
        .filter(|c| c.status != Status::NotSupported)
    {
        validate += 1;
        assert!(c.detail.contains("closed its input"), "{c:?}");
        assert!(!c.detail.contains("output"), "{c:?}");
    }
    assert_eq!(validate, 5);
    // Five cases; each was ~2.5 s before (a wait for an exit that never came).
    assert!(took < Duration::from_secs(5), "{took:?}");
}

#[test]
fn a_line_between_requests_fails_the_next_case_sent_to_that_worker() {
    let _one = serial();
    let dir = tempfile::tempdir().unwrap();
    // Answers, then prints a stray line a little later, while no request is in flight.
    let s = worker_script(
        dir.path(),
        "stray",
        r#"["validate-text"]"#,
        r#"printf '{"id":%s,"verdict":"accept"}\n' "$id"; (sleep 0.2; echo '{"id":12345}') &"#,
    );
    let b = WorkerBackend::from_template(&s.display().to_string(), None, limits(5)).unwrap();
    let req = big_request(100);
    assert!(b.run(&req).is_ok());
    std::thread::sleep(Duration::from_millis(600));
    match b.run(&req) {
        Err(Failure::Error { message }) => {
            assert!(
                message.contains("while no request was in flight"),
                "{message}"
            )
        }
        other => panic!("{other:?}"),
    }
    // The worker was replaced: the next case is answered.
    assert!(b.run(&req).is_ok());
}
