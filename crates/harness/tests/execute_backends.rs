//! Execute cases (copied from a generated suite into fixtures/execute-suite) through
//! the reference backend and through `cmd:` and `worker:` backends: right outputs
//! pass, wrong ones are graded as failures.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code: a failure is the report

mod common;

use common::{script, worker_script};
use shadercts_harness::backend::Backend;
use shadercts_harness::backends::{open, OpenOptions};
use shadercts_harness::result::{Cause, Status};
use shadercts_harness::runner::Quiet;
use shadercts_harness::suite::Suite;
use shadercts_harness::{run_suite, CaseKind, Grading, RunOptions, RunReport};
use std::path::{Path, PathBuf};

fn suite_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/execute-suite")
}

fn run(b: &dyn Backend) -> RunReport {
    let suite = Suite::load(&suite_dir()).expect("the execute fixture loads");
    assert!(suite.cases.iter().all(|c| c.kind == CaseKind::Execute));
    let opts = RunOptions {
        jobs: 2,
        ..RunOptions::default()
    };
    run_suite(&suite, b, &opts, &Grading::default(), &mut Quiet).expect("the run completes")
}

fn all_pass(r: &RunReport) {
    assert_eq!(r.cases.len(), 7);
    for c in &r.cases {
        assert_eq!(c.status, Status::Pass, "{}: {:?}", c.id, c.detail);
    }
    assert_eq!(r.exit_code(), 0);
}

#[test]
fn the_reference_runs_every_execute_case() {
    let b = open("reference", &OpenOptions::default()).unwrap();
    all_pass(&run(b.as_ref()));
}

#[test]
fn a_command_printing_the_right_outputs_passes_from_stdout_and_from_the_output_file() {
    let dir = tempfile::tempdir().unwrap();
    // The "implementation" prints the expected outputs that sit next to the inputs.
    let body = "cat \"$(printf '%s' \"$2\" | sed 's/inputs.json$/outputs.json/')\"\n";
    let s = script(dir.path(), "exec.sh", body);
    let b = open(
        &format!("cmd:{} {{input}} {{inputs}}", s.display()),
        &OpenOptions::default(),
    )
    .unwrap();
    assert!(b
        .capabilities()
        .has(shadercts_harness::backend::Capability::Execute));
    all_pass(&run(b.as_ref()));
    let to_file = script(
        dir.path(),
        "exec-file.sh",
        "cat \"$(printf '%s' \"$2\" | sed 's/inputs.json$/outputs.json/')\" > \"$3\"\n",
    );
    let b = open(
        &format!("cmd:{} {{input}} {{inputs}} {{output}}", to_file.display()),
        &OpenOptions {
            capabilities: Some(shadercts_harness::backend::Capabilities::of(&[
                shadercts_harness::backend::Capability::Execute,
            ])),
            ..OpenOptions::default()
        },
    )
    .unwrap();
    all_pass(&run(b.as_ref()));
}

#[test]
fn a_command_with_wrong_outputs_fails_every_case() {
    let dir = tempfile::tempdir().unwrap();
    let s = script(
        dir.path(),
        "wrong.sh",
        "echo '{\"outputs\": {\"oC0\": [9, 9, 9, 9], \"oPos\": [9, 9, 9, 9]}, \"discarded\": false}'\n",
    );
    let b = open(
        &format!("cmd:{} {{input}} {{inputs}}", s.display()),
        &OpenOptions::default(),
    )
    .unwrap();
    let r = run(b.as_ref());
    for c in &r.cases {
        assert_eq!(c.status, Status::Fail, "{}", c.id);
        assert_eq!(c.cause, Some(Cause::Mismatch), "{}", c.id);
        assert!(
            c.detail.contains("outputs differ"),
            "{}: {}",
            c.id,
            c.detail
        );
    }
    assert_eq!(r.exit_code(), 1);
}

#[test]
fn a_command_printing_no_json_fails() {
    let dir = tempfile::tempdir().unwrap();
    let s = script(dir.path(), "text.sh", "echo 'oC0 = (1, 2, 3, 4)'\n");
    let b = open(
        &format!("cmd:{} {{input}} {{inputs}}", s.display()),
        &OpenOptions::default(),
    )
    .unwrap();
    let r = run(b.as_ref());
    assert!(r.cases.iter().all(|c| c.status == Status::Fail));
}

#[test]
fn a_worker_answering_execute_requests_is_graded() {
    let dir = tempfile::tempdir().unwrap();
    // Answers every execute request with the same (wrong) outputs.
    let w = worker_script(
        dir.path(),
        "w.sh",
        r#"["execute"]"#,
        r#"printf '{"id":%s,"verdict":"accept","outputs":{"outputs":{"oC0":[0,0,0,0]},"discarded":false}}\n' "$id""#,
    );
    let b = open(&format!("worker:{}", w.display()), &OpenOptions::default()).unwrap();
    let r = run(b.as_ref());
    for c in &r.cases {
        // No fixture case expects exactly oC0 = (0, 0, 0, 0) and nothing else.
        assert_eq!(c.status, Status::Fail, "{}", c.id);
    }
}
