//! Execute cases end to end: `shadercts run` with `shadercts execute` as a `cmd:`
//! backend, with `shadercts worker reference` as a `worker:` backend, and with a
//! wrong implementation, on the execute cases of the harness fixtures.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code: a failure is the report

use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

const EXE: &str = env!("CARGO_BIN_EXE_shadercts");

fn fixture() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../harness/tests/fixtures/execute-suite")
}

fn run(backend: &str) -> Output {
    Command::new(EXE)
        .args(["run", "--suite"])
        .arg(fixture())
        .args(["--backend", backend])
        .output()
        .expect("shadercts runs")
}

fn script(dir: &Path, name: &str, body: &str) -> PathBuf {
    let p = dir.join(name);
    std::fs::write(&p, format!("#!/bin/sh\n{body}")).unwrap();
    std::fs::set_permissions(&p, std::fs::Permissions::from_mode(0o755)).unwrap();
    p
}

#[test]
fn shadercts_execute_as_a_command_backend_passes() {
    let dir = tempfile::tempdir().unwrap();
    let s = script(
        dir.path(),
        "exec.sh",
        &format!("exec '{EXE}' execute \"$1\" --inputs \"$2\" --format json\n"),
    );
    let o = run(&format!("cmd:{} {{input}} {{inputs}}", s.display()));
    let out = String::from_utf8_lossy(&o.stdout);
    assert_eq!(
        o.status.code(),
        Some(0),
        "{out}{}",
        String::from_utf8_lossy(&o.stderr)
    );
    assert!(out.contains("7 cases: 7 pass"), "{out}");
}

#[test]
fn the_reference_worker_passes() {
    let o = run(&format!("worker:{EXE} worker reference"));
    let out = String::from_utf8_lossy(&o.stdout);
    assert_eq!(o.status.code(), Some(0), "{out}");
    assert!(out.contains("7 cases: 7 pass"), "{out}");
}

#[test]
fn a_wrong_executor_fails() {
    let dir = tempfile::tempdir().unwrap();
    // The reference, with its output registers renamed and `discarded` cleared.
    let s = script(
        dir.path(),
        "wrong.sh",
        &format!("'{EXE}' execute \"$1\" --inputs \"$2\" --format json | sed 's/\"oC0\"/\"oC1\"/; s/\"oPos\"/\"oD0\"/; s/\"discarded\": true/\"discarded\": false/'\n"),
    );
    let o = run(&format!("cmd:{} {{input}} {{inputs}}", s.display()));
    let out = String::from_utf8_lossy(&o.stdout);
    assert_eq!(o.status.code(), Some(1), "{out}");
    assert!(out.contains("7 cases: 0 pass, 7 fail"), "{out}");
}
