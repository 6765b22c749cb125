//! `shadercts run` and `shadercts worker` end to end, on the harness's fixture suite.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code: a failure is the report

mod common;

use common::*;

use std::path::PathBuf;
use std::process::{Command, Output, Stdio};

fn shadercts() -> Command {
    Command::new(env!("CARGO_BIN_EXE_shadercts"))
}

fn fixture() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../harness/tests/fixtures/suite")
}

fn run(args: &[&str]) -> Output {
    shadercts()
        .arg("run")
        .arg("--suite")
        .arg(fixture())
        .args(args)
        .output()
        .expect("shadercts runs")
}

#[test]
fn reference_passes_and_writes_every_report() {
    let dir = tempfile::tempdir().unwrap();
    let p = |n: &str| dir.path().join(n).display().to_string();
    let o = run(&[
        "--backend",
        "reference",
        "--level",
        "rule",
        "--report",
        &format!("json:{}", p("r.json")),
        "--report",
        &format!("junit:{}", p("r.xml")),
        "--report",
        &format!("html:{}", p("r.html")),
        "--report",
        &format!("cert:{}", p("cert.md")),
    ]);
    let stdout = String::from_utf8_lossy(&o.stdout);
    assert_eq!(
        code(&o),
        0,
        "{stdout}{}",
        String::from_utf8_lossy(&o.stderr)
    );
    assert!(stdout.contains("10 cases: 10 pass, 0 fail"), "{stdout}");
    let json: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(p("r.json")).unwrap()).unwrap();
    assert_eq!(json["counts"]["pass"], 10);
    let cert = std::fs::read_to_string(p("cert.md")).unwrap();
    assert!(
        cert.contains("passes shadercts suite **0.0.1-test**"),
        "{cert}"
    );
    assert!(
        cert.contains("Colour outputs are written only by mov"),
        "rule titles come from the rule set"
    );
    assert!(std::fs::read_to_string(p("r.html"))
        .unwrap()
        .contains("id=\"matrix\""));
}

#[test]
fn an_accept_everything_command_exits_1() {
    let o = run(&["--backend", "cmd:true {input}"]);
    assert_eq!(code(&o), 1);
    let stdout = String::from_utf8_lossy(&o.stdout);
    assert!(
        stdout.contains("FAIL ps.oC.mov-only/invalid/ps_2_0/op-add"),
        "{stdout}"
    );
}

#[test]
fn usage_errors_exit_2_without_reports() {
    let dir = tempfile::tempdir().unwrap();
    let report = dir.path().join("r.json");
    for args in [
        vec!["--backend", "nonsense"],
        vec!["--backend", "reference", "--shard", "3/2"],
        vec!["--backend", "reference", "--filter-kind", "compile"],
        vec!["--backend", "reference", "--report", "pdf:x.pdf"],
        vec!["--backend", "reference", "--timeout", "-1"],
        vec![
            "--backend",
            "reference",
            "--expectations",
            "/nonexistent.yaml",
        ],
    ] {
        let mut all = args.clone();
        let r = format!("json:{}", report.display());
        all.extend(["--report", &r]);
        let o = run(&all);
        assert_eq!(
            code(&o),
            2,
            "{args:?}: {}",
            String::from_utf8_lossy(&o.stderr)
        );
        assert!(
            String::from_utf8_lossy(&o.stderr).starts_with("error: "),
            "{args:?}"
        );
        assert!(!report.exists(), "{args:?} left a report");
    }
}

#[cfg(feature = "mojoshader")]
#[test]
fn mojoshader_runs_in_a_worker_or_is_reported_unavailable() {
    let o = shadercts()
        .args(["run", "--backend", "mojoshader", "--suite"])
        .arg(fixture())
        .env("SHADERCTS_MOJOSHADER_LIB", "/nonexistent/libmojoshader.so")
        .output()
        .unwrap();
    assert_eq!(code(&o), 2);
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(
        err.contains("backend mojoshader is not available: libmojoshader not available"),
        "{err}"
    );
    // With the library (scripts/setup.sh installs it), MojoShader misses two oC rules.
    let o = run(&["--backend", "mojoshader"]);
    if code(&o) == 2 {
        eprintln!("SKIPPED: {}", String::from_utf8_lossy(&o.stderr));
        return;
    }
    assert_eq!(code(&o), 1);
    let stdout = String::from_utf8_lossy(&o.stdout);
    assert!(stdout.contains("5 pass, 2 fail"), "{stdout}");
}

#[test]
fn the_reference_worker_speaks_the_protocol() {
    let mut child = shadercts()
        .args(["worker", "reference"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    use std::io::Write;
    let mut stdin = child.stdin.take().unwrap();
    writeln!(stdin, "{{\"id\":0,\"op\":\"hello\",\"protocol\":1}}").unwrap();
    writeln!(stdin, "{{\"id\":1,\"op\":\"validate-text\",\"files\":{{\"text\":{{\"path\":\"a.asm\",\"text\":\"ps_2_0\\ndcl t0\\nadd oC0, t0, c0\\n\"}}}}}}").unwrap();
    drop(stdin);
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success());
    let lines: Vec<serde_json::Value> = String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines[0]["name"], "reference");
    assert_eq!(lines[1]["id"], 1);
    assert_eq!(lines[1]["verdict"], "reject");
    assert_eq!(lines[1]["diagnostics"][0]["rule"], "ps.oC.mov-only");
}

#[test]
fn resume_continues_a_journal() {
    let dir = tempfile::tempdir().unwrap();
    let journal = dir.path().join("run.jsonl");
    let j = journal.display().to_string();
    let o = run(&[
        "--backend",
        "reference:worker",
        "--filter-kind",
        "validate",
        "--resume",
        &j,
    ]);
    assert_eq!(code(&o), 0, "{}", String::from_utf8_lossy(&o.stderr));
    assert_eq!(
        std::fs::read_to_string(&journal).unwrap().lines().count(),
        6
    );
    // The reference in process has the same name: the journal is accepted and extended.
    let o = run(&["--backend", "reference", "--resume", &j]);
    assert_eq!(code(&o), 0);
    assert!(String::from_utf8_lossy(&o.stdout).contains("10 cases: 10 pass"));
    assert_eq!(
        std::fs::read_to_string(&journal).unwrap().lines().count(),
        11
    );
}

/// A built-in backend whose feature this binary was built without is a usage error that
/// names the feature, not an unknown backend (README, "Building without MojoShader or
/// Wine").
#[test]
fn a_backend_built_without_its_feature_says_so() {
    for (spec, feature, built) in shadercts_harness::backends::FEATURE_BACKENDS {
        if built {
            continue;
        }
        let o = run(&["--backend", spec]);
        assert_eq!(code(&o), 2, "{spec}");
        let err = String::from_utf8_lossy(&o.stderr);
        assert!(
            err.contains(&format!("built without the `{feature}` feature")),
            "{spec}: {err}"
        );
        assert!(!err.contains("unknown backend"), "{spec}: {err}");
    }
    let o = run(&["--backend", "frobnicate"]);
    assert_eq!(code(&o), 2);
    assert!(String::from_utf8_lossy(&o.stderr).contains("unknown backend `frobnicate`"));
}
