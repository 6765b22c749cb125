//! `shadercts run` certifies only what was answered (issue 13, items 1, 6, 8 and 9):
//! NO VERDICT without answers, journals keyed by the backend's identity, backends and
//! report paths checked before the run, a give-up policy, honest certificates.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code: a failure is the report

mod common;

use common::*;

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn fixture() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../harness/tests/fixtures/suite")
}

fn run_on(suite: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_shadercts"))
        .arg("run")
        .arg("--suite")
        .arg(suite)
        .args(args)
        .output()
        .expect("shadercts runs")
}

fn run(args: &[&str]) -> Output {
    run_on(&fixture(), args)
}

fn run_args(args: &[String]) -> Output {
    run(&args.iter().map(String::as_str).collect::<Vec<_>>())
}

fn out(o: &Output) -> String {
    format!(
        "{}{}",
        String::from_utf8_lossy(&o.stdout),
        String::from_utf8_lossy(&o.stderr)
    )
}

/// An executable shell script `name` in `dir`.
fn script(dir: &Path, name: &str, body: &str) -> PathBuf {
    let p = dir.join(name);
    std::fs::write(&p, format!("#!/bin/sh\n{body}")).unwrap();
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(&p, std::fs::Permissions::from_mode(0o755)).unwrap();
    }
    p
}

/// Asserts a NO VERDICT run: exit 1, the result line, no certificate file.
fn assert_no_verdict(o: &Output, cert: &Path, why: &str) {
    let text = out(o);
    assert_eq!(code(o), 1, "{text}");
    assert!(text.contains("result: NO VERDICT ("), "{text}");
    assert!(text.contains(why), "expected {why:?} in:\n{text}");
    assert!(!text.contains("result: PASS"), "{text}");
    assert!(!cert.exists(), "a certificate was written:\n{text}");
    assert!(text.contains("certificate NOT written"), "{text}");
}

#[test]
fn a_manifest_with_no_cases_gives_no_verdict() {
    let dir = tempfile::tempdir().unwrap();
    let suite = dir.path().join("suite");
    std::fs::create_dir(&suite).unwrap();
    let manifest = std::fs::read_to_string(fixture().join("manifest.yaml")).unwrap();
    let header = &manifest[..manifest.find("cases:").unwrap()];
    let header = header.replace("case_count: 10", "case_count: 0");
    std::fs::write(suite.join("manifest.yaml"), format!("{header}cases: []\n")).unwrap();
    let cert = dir.path().join("cert.md");
    let json = dir.path().join("r.json");
    let o = run_on(
        &suite,
        &[
            "--backend",
            "cmd:false {input}",
            "--report",
            &format!("cert:{}", cert.display()),
            "--report",
            &format!("json:{}", json.display()),
        ],
    );
    assert_no_verdict(&o, &cert, "the suite has no cases");
    // The other reports are written, and carry the result.
    let j: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&json).unwrap()).unwrap();
    assert_eq!(j["result"], "no-verdict");
    assert_eq!(j["answered"], 0);
}

#[test]
fn a_worker_without_capabilities_gives_no_verdict() {
    let dir = tempfile::tempdir().unwrap();
    let w = script(
        dir.path(),
        "nocaps",
        "while IFS= read -r line; do\n  printf '{\"id\":0,\"name\":\"nocaps\",\"capabilities\":[]}\\n'\ndone\n",
    );
    let cert = dir.path().join("cert.md");
    let junit = dir.path().join("r.xml");
    let o = run(&[
        "--backend",
        &format!("worker:{}", w.display()),
        "--report",
        &format!("cert:{}", cert.display()),
        "--report",
        &format!("junit:{}", junit.display()),
    ]);
    assert_no_verdict(
        &o,
        &cert,
        "0 of 10 selected cases answered: 10 not supported",
    );
    assert!(out(&o).contains("answered: 0 of 10 selected cases"));
    let xml = std::fs::read_to_string(&junit).unwrap();
    assert!(xml.contains("no-verdict"), "{xml}");
}

#[test]
fn a_filter_typo_gives_no_verdict_naming_the_filter() {
    let dir = tempfile::tempdir().unwrap();
    let cert = dir.path().join("cert.md");
    let o = run(&[
        "--backend",
        "reference",
        "--filter-id",
        "ps.oC.mov-onyl/*",
        "--report",
        &format!("cert:{}", cert.display()),
    ]);
    assert_no_verdict(&o, &cert, "--filter-id 'ps.oC.mov-onyl/*' select none");
}

#[test]
fn too_few_answers_give_no_verdict_unless_the_share_is_lowered() {
    // A command backend validates text only: 5 of the fixture's 10 cases are answered.
    let dir = tempfile::tempdir().unwrap();
    let cert = dir.path().join("cert.md");
    let c = format!("cert:{}", cert.display());
    let o = run(&["--backend", "cmd:true {input}", "--report", &c]);
    assert_no_verdict(
        &o,
        &cert,
        "5 of 10 selected cases answered; at least 95% needed",
    );
    // An existing certificate is left as it is, and the message says so.
    std::fs::write(&cert, "old").unwrap();
    let o = run(&["--backend", "cmd:true {input}", "--report", &c]);
    assert_eq!(code(&o), 1);
    assert!(out(&o).contains("left untouched"), "{}", out(&o));
    assert_eq!(std::fs::read_to_string(&cert).unwrap(), "old");
    std::fs::remove_file(&cert).unwrap();
    // Lowered explicitly, the run has a verdict (here: FAIL) and a certificate.
    let o = run(&[
        "--backend",
        "cmd:true {input}",
        "--min-answered",
        "50",
        "--report",
        &c,
    ]);
    assert_eq!(code(&o), 1, "{}", out(&o));
    assert!(out(&o).contains("result: FAIL"), "{}", out(&o));
    assert!(cert.exists());
}

#[test]
fn a_share_outside_0_to_100_is_a_usage_error() {
    for bad in ["101", "-1", "NaN"] {
        let o = run(&["--backend", "reference", "--min-answered", bad]);
        assert_eq!(code(&o), 2, "{bad}: {}", out(&o));
    }
}

#[test]
fn a_missing_or_unexecutable_program_is_refused_before_the_run() {
    let dir = tempfile::tempdir().unwrap();
    let plain = dir.path().join("plain");
    std::fs::write(&plain, "#!/bin/sh\nexit 0\n").unwrap();
    for (spec, why) in [
        (
            "cmd:/nonexistent/prog {input}".to_string(),
            "does not exist",
        ),
        ("worker:/nonexistent/prog".to_string(), "does not exist"),
        (
            "cmd:no-such-program-shadercts {input}".to_string(),
            "not found on PATH",
        ),
        (
            format!("cmd:{} {{input}}", plain.display()),
            "not executable",
        ),
    ] {
        let o = run(&["--backend", &spec]);
        assert_eq!(code(&o), 2, "{spec}: {}", out(&o));
        let err = String::from_utf8_lossy(&o.stderr);
        assert!(err.contains(why), "{spec}: {err}");
        assert!(o.stdout.is_empty(), "{spec}: no case ran");
    }
}

#[test]
fn a_worker_failing_its_handshake_is_refused_before_the_run() {
    let dir = tempfile::tempdir().unwrap();
    let w = script(dir.path(), "mute", "exit 0\n");
    let o = run(&["--backend", &format!("worker:{}", w.display())]);
    assert_eq!(code(&o), 2, "{}", out(&o));
    assert!(
        String::from_utf8_lossy(&o.stderr).contains("handshake"),
        "{}",
        out(&o)
    );
    assert!(o.stdout.is_empty());
}

#[test]
fn an_unwritable_report_path_is_refused_before_any_case_runs() {
    let dir = tempfile::tempdir().unwrap();
    let marker = dir.path().join("ran");
    let prog = script(
        dir.path(),
        "mark",
        &format!("touch '{}'\nexit 0\n", marker.display()),
    );
    let spec = format!("cmd:{} {{input}}", prog.display());
    // /proc takes no new file, even for root; a directory is not a file.
    let dir_report = format!("json:{}", dir.path().display());
    for report in ["json:/proc/shadercts-report.json", dir_report.as_str()] {
        let o = run(&["--backend", &spec, "--report", report]);
        assert_eq!(code(&o), 2, "{report}: {}", out(&o));
        assert!(
            String::from_utf8_lossy(&o.stderr).contains("--report"),
            "{}",
            out(&o)
        );
        assert!(!marker.exists(), "{report}: a case ran before the check");
    }
}

#[test]
fn consecutive_backend_failures_stop_the_run() {
    let dir = tempfile::tempdir().unwrap();
    let prog = script(dir.path(), "crash", "kill -SEGV $$\n");
    let o = run(&[
        "--backend",
        &format!("cmd:{} {{input}}", prog.display()),
        "--jobs",
        "1",
        "--max-consecutive-failures",
        "3",
        "--min-answered",
        "0",
    ]);
    let text = out(&o);
    assert_eq!(code(&o), 1, "{text}");
    assert!(
        text.contains("result: NO VERDICT (the run stopped after 3 consecutive backend failures"),
        "{text}"
    );
    assert!(text.contains("not run"), "{text}");
    assert!(
        !text.contains("5 fail"),
        "the run went on after giving up:\n{text}"
    );
}

/// The `run` arguments of a resumable validate-only run of `prog` with journal `j`.
fn resumable(prog: &Path, j: &Path) -> Vec<String> {
    vec![
        "--backend".to_string(),
        format!("cmd:{} {{input}}", prog.display()),
        "--filter-kind".to_string(),
        "validate".to_string(),
        "--resume".to_string(),
        j.display().to_string(),
    ]
}

fn lines(p: &Path) -> usize {
    std::fs::read_to_string(p).unwrap().lines().count()
}

#[test]
fn resume_refuses_a_journal_of_another_program_with_the_same_name() {
    let dir = tempfile::tempdir().unwrap();
    let journal = dir.path().join("run.jsonl");
    let (a, b) = (dir.path().join("a"), dir.path().join("b"));
    std::fs::create_dir_all(&a).unwrap();
    std::fs::create_dir_all(&b).unwrap();
    let pa = script(&a, "asm", "exit 0\n");
    let pb = script(&b, "asm", "# another program\nexit 1\n");
    let first = resumable(&pa, &journal);
    let o = run_args(&first);
    assert_eq!(code(&o), 1, "{}", out(&o));
    let before = lines(&journal);
    // Same file name, another directory and content: refused, the journal untouched.
    let o = run_args(&resumable(&pb, &journal));
    assert_eq!(code(&o), 2, "{}", out(&o));
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(err.contains("refusing to merge"), "{err}");
    assert!(err.contains("program sha256"), "{err}");
    assert_eq!(lines(&journal), before);
    // The same command resumes it: nothing left to run.
    let o = run_args(&first);
    assert_eq!(code(&o), 1, "{}", out(&o));
    assert_eq!(lines(&journal), before);
}

#[test]
fn resume_refuses_a_changed_program_or_other_options() {
    let dir = tempfile::tempdir().unwrap();
    let journal = dir.path().join("run.jsonl");
    let p = script(dir.path(), "asm", "exit 0\n");
    let o = run_args(&resumable(&p, &journal));
    assert_eq!(code(&o), 1, "{}", out(&o));
    // Same path, changed content: refused.
    std::fs::write(&p, "#!/bin/sh\n# changed\nexit 0\n").unwrap();
    let o = run_args(&resumable(&p, &journal));
    assert_eq!(code(&o), 2, "{}", out(&o));
    assert!(String::from_utf8_lossy(&o.stderr).contains("program sha256"));
    // Same program, another option that changes answers: refused.
    std::fs::write(&p, "#!/bin/sh\nexit 0\n").unwrap();
    let mut other = resumable(&p, &journal);
    other.extend(["--timeout".to_string(), "3".to_string()]);
    let o = run_args(&other);
    assert_eq!(code(&o), 2, "{}", out(&o));
    assert!(String::from_utf8_lossy(&o.stderr).contains("--timeout"));
}

#[test]
fn a_certificate_names_the_program_by_file_name_and_hash() {
    let dir = tempfile::tempdir().unwrap();
    let prog = script(dir.path(), "my-validator", "exit 0\n");
    let cert = dir.path().join("cert.md");
    let o = run(&[
        "--backend",
        &format!("cmd:{} {{input}}", prog.display()),
        "--filter-kind",
        "validate",
        "--report",
        &format!("cert:{}", cert.display()),
    ]);
    assert_eq!(code(&o), 1, "{}", out(&o));
    let text = std::fs::read_to_string(&cert).unwrap();
    assert!(text.contains("`my-validator` (sha256 `"), "{text}");
    let dir_name = dir.path().display().to_string();
    assert!(!text.contains(&dir_name), "a local path in:\n{text}");
    assert!(
        text.contains("| Cases answered | 5 of 5 selected"),
        "{text}"
    );
    // No report asked for: the summary names none.
    let o = run(&["--backend", "reference"]);
    assert!(!out(&o).contains("see the reports"));
    assert!(!out(&o).contains("reports written"));
}
