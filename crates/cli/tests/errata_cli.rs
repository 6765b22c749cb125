//! `run` and `verify-suite` on a suite with an ERRATA.yaml: a case whose published
//! expectation is wrong fails both until the errata withdraw it; broken errata exit 2
//! with FILE:LINE:COLUMN, and both commands give the same verdict and message on the
//! same errata text.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code: a failure is the report

mod common;

use common::*;

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// The case the suite publishes as valid although the reference rejects it.
const WRONG: &str = "ps.oC.mov-only/valid/ps_2_0/op-add";
const RIGHT: &str = "ps.oC.mov-only/valid/ps_2_0/op-mov";

fn shadercts(args: &[&str], suite: &Path) -> Output {
    Command::new(env!("CARGO_BIN_EXE_shadercts"))
        .args(args)
        .arg(suite)
        .output()
        .expect("shadercts runs")
}

/// A two-case suite in the published layout; `WRONG` expects `valid` for an `add` to
/// oC0, which ps.oC.mov-only forbids.
fn suite() -> (tempfile::TempDir, PathBuf) {
    use hand_made::{expect, Case};
    hand_made::suite(
        vec![
            Case {
                id: WRONG,
                file: "cases/op-add.asm",
                body: "ps_2_0\nadd oC0, c0, c1\n",
                expect: expect(true, &[]),
            },
            Case {
                id: RIGHT,
                file: "cases/op-mov.asm",
                body: "ps_2_0\nmov oC0, c0\n",
                expect: expect(true, &[]),
            },
        ],
        &[],
    )
}

fn errata(reason: &str) -> String {
    format!(
        "format: 1\nsuite: 0.9.0\nwithdrawn:\n  - id: {WRONG}\n    reason: {reason}\n    rules: [ps.oC.mov-only]\n    fixed_in: 0.9.1\n"
    )
}

#[test]
fn without_errata_the_wrong_case_fails_run_and_verify_suite() {
    let (_tmp, dir) = suite();
    let v = shadercts(&["verify-suite"], &dir);
    assert_eq!(code(&v), 1, "{}", text(&v));
    assert!(
        text(&v).contains(&format!("{WRONG}: text: the manifest expects valid")),
        "{}",
        text(&v)
    );
    let r = shadercts(&["run", "--backend", "reference", "--suite"], &dir);
    assert_eq!(code(&r), 1, "{}", text(&r));
    assert!(text(&r).contains(&format!("FAIL {WRONG}")), "{}", text(&r));
}

#[test]
fn withdrawn_the_case_is_skipped_by_run_and_verify_suite() {
    let (tmp, dir) = suite();
    std::fs::write(dir.join("ERRATA.yaml"), errata("\"add writes oC0\"")).unwrap();

    let v = shadercts(&["verify-suite"], &dir);
    assert_eq!(code(&v), 0, "{}", text(&v));
    assert!(
        text(&v).contains("1 case(s) withdrawn by ERRATA.yaml"),
        "{}",
        text(&v)
    );
    assert!(text(&v).contains("2 cases, 2 files"), "{}", text(&v));

    let json = tmp.path().join("r.json");
    let cert = tmp.path().join("cert.md");
    let r = shadercts(
        &[
            "run",
            "--backend",
            "reference",
            "--report",
            &format!("json:{}", json.display()),
            "--report",
            &format!("cert:{}", cert.display()),
            "--suite",
        ],
        &dir,
    );
    assert_eq!(code(&r), 0, "{}", text(&r));
    let out = text(&r);
    assert!(
        out.contains("2 cases: 1 pass, 0 fail, 0 expected failures, 0 unexpected passes, 0 not supported, 1 withdrawn"),
        "{out}"
    );
    assert!(
        out.contains(&format!(
            "WITHDRAWN {WRONG}: add writes oC0 (fixed in suite 0.9.1)"
        )),
        "{out}"
    );
    let report: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&json).unwrap()).unwrap();
    assert_eq!(report["counts"]["withdrawn"], 1);
    assert_eq!(report["counts"]["pass"], 1);
    let cert = std::fs::read_to_string(&cert).unwrap();
    assert!(cert.contains("## Withdrawn cases"), "{cert}");
    assert!(cert.contains(&format!("`{WRONG}`")), "{cert}");

    // Filters still select: only the withdrawn case, nothing run. Nothing was answered,
    // so the run has no verdict (issue 13, item 1): exit 1, no PASS.
    let f = shadercts(
        &[
            "run",
            "--backend",
            "reference",
            "--filter-id",
            WRONG,
            "--suite",
        ],
        &dir,
    );
    assert_eq!(code(&f), 1, "{}", text(&f));
    assert!(text(&f).contains("1 cases: 0 pass"), "{}", text(&f));
    assert!(
        text(&f).contains("result: NO VERDICT (all 1 selected cases are withdrawn"),
        "{}",
        text(&f)
    );
}

#[test]
fn the_hashes_of_a_withdrawn_case_are_still_checked() {
    let (_tmp, dir) = suite();
    std::fs::write(dir.join("ERRATA.yaml"), errata("wrong")).unwrap();
    std::fs::write(dir.join("cases/op-add.asm"), "ps_2_0\nmov oC0, c1\n").unwrap();
    let v = shadercts(&["verify-suite"], &dir);
    assert_eq!(code(&v), 1, "{}", text(&v));
    assert!(
        text(&v).contains(&format!(
            "{WRONG}: `cases/op-add.asm` does not match its sha256"
        )),
        "{}",
        text(&v)
    );
}

#[test]
fn broken_errata_exit_2_with_file_line_column() {
    let (_tmp, dir) = suite();
    let path = dir.join("ERRATA.yaml");
    for (body, at, what) in [
        (
            errata("\"\""),
            "5:13:",
            format!("case `{WRONG}`: the reason is empty"),
        ),
        (
            errata("r").replace(WRONG, "no/such/case"),
            "4:9:",
            "withdrawn case `no/such/case` is not a case of the manifest".to_string(),
        ),
        (
            errata("r").replace("suite: 0.9.0", "suite: 0.8.0"),
            "2:8:",
            "the errata are for suite `0.8.0`".to_string(),
        ),
        (
            "format: 1\nsuite: \"0.9.0\n".to_string(),
            "2:8:",
            "unclosed quote".to_string(),
        ),
    ] {
        std::fs::write(&path, &body).unwrap();
        let want = format!("{}:{at} {what}", path.display());
        for args in [
            &["verify-suite"][..],
            &["run", "--backend", "reference", "--suite"][..],
        ] {
            let o = shadercts(args, &dir);
            assert_eq!(code(&o), 2, "{args:?} {body}\n{}", text(&o));
            assert!(
                text(&o).contains(&want),
                "{args:?} {body}\nwant {want}\n{}",
                text(&o)
            );
        }
    }
}

/// `run` (the harness) and `verify-suite` (the generator) read ERRATA.yaml through the
/// one reader: on every text they both accept it and both fail the unwithdrawn wrong case
/// or both pass, or both refuse it (exit 2) with the same `FILE:LINE:COLUMN` message.
#[test]
fn run_and_verify_suite_agree_on_every_errata_text() {
    let (_tmp, dir) = suite();
    let head = "format: 1\nsuite: 0.9.0\nwithdrawn:\n";
    let (w, r) = (WRONG, RIGHT);
    let texts = [
        format!("{head}  - id: {w}\n    reason: r\n    rules: [x.y]\n    fixed_in: 0.9.1\n"),
        "format: 1\nsuite: 0.9.0\n".to_string(),
        "format: 0\nsuite: 0.9.0\n".to_string(),
        "format: x\nsuite: 0.9.0\n".to_string(),
        "suite: 0.9.0\n".to_string(),
        "format: 1\nsuite: 0.8.0\n".to_string(),
        "format: 1\nsuite: 0.9.0\nextra: 1\n".to_string(),
        format!("{head}  - id: c\n    reason: r\n"),
        format!("{head}  - id: {w}\n    reason: r\n  - id: {w}\n    reason: s\n"),
        format!("{head}  - id: {r}\n    reason: \"   \"\n"),
        format!("{head}  - id: {w}\n"),
        format!("{head}  - id: {w}\n    reason: r\n    rules: [\"\"]\n"),
        format!("{head}  - id: {w}\n    reason: r\n    fixed_in: 0.9\n"),
        format!("{head}  - id: {w}\n    reason: r\n    fixed_in: 0.8.9\n"),
        format!("{head}  - id: {w}\n    reason: r\n    fixd_in: 0.9.1\n"),
        format!("{head}  - [a, b]\n"),
        "format: 1\nsuite: [\n".to_string(),
        "\t- nope".to_string(),
    ];
    let path = dir.join("ERRATA.yaml");
    let located = |o: &Output| -> Option<String> {
        text(o)
            .lines()
            .find(|l| l.contains("ERRATA.yaml:"))
            .map(|l| l[l.find(&*path.display().to_string()).unwrap_or(0)..].to_string())
    };
    for t in &texts {
        std::fs::write(&path, t).unwrap();
        let v = shadercts(&["verify-suite"], &dir);
        let run = shadercts(&["run", "--backend", "reference", "--suite"], &dir);
        assert_eq!(code(&v), code(&run), "{t}\n{}\n{}", text(&v), text(&run));
        if code(&v) == 2 {
            let (a, b) = (located(&v), located(&run));
            assert!(a.is_some(), "{t}\n{}", text(&v));
            assert_eq!(a, b, "{t}");
        }
    }
}
