//! Report files: JSON, JUnit, certificate, HTML (structure), atomic writing.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code: a failure is the report

mod common;

use common::*;
use shadercts_harness::catalog::{RuleCatalog, RuleInfo};
use shadercts_harness::report::{write_all, ReportSpec};
use shadercts_harness::{Failure, Grading, Response, RunOptions, RunReport};

fn accept_all() -> Fake {
    Fake {
        caps: all_caps(),
        suite: fixture(),
        answer: Box::new(|_, _| Ok(Response::accept())),
    }
}

fn catalog() -> RuleCatalog {
    let mut c = RuleCatalog::default();
    c.insert(
        "ps.oC.mov-only",
        RuleInfo {
            title: "Colour outputs are written only by mov".into(),
            doc: "000_6f76380c5b115b33.txt".into(),
            quote: Some("These must be written to using a mov instruction.".into()),
            url: None,
        },
    );
    c
}

fn write_reports(report: &RunReport) -> (tempfile::TempDir, Vec<String>) {
    let dir = tempfile::tempdir().unwrap();
    let kinds = ["json", "junit", "html", "cert"];
    let specs: Vec<ReportSpec> = kinds
        .iter()
        .map(|k| {
            ReportSpec::parse(&format!(
                "{k}:{}",
                dir.path().join(format!("r.{k}")).display()
            ))
            .unwrap()
        })
        .collect();
    write_all(&specs, report, &fixture(), &catalog()).unwrap();
    let texts = kinds
        .iter()
        .map(|k| std::fs::read_to_string(dir.path().join(format!("r.{k}"))).unwrap())
        .collect();
    (dir, texts)
}

#[test]
fn junit_counts_the_same_cases_as_json() {
    let report = run(&accept_all(), &Grading::default());
    let (_dir, texts) = write_reports(&report);
    let json: serde_json::Value = serde_json::from_str(&texts[0]).unwrap();
    let cases = json["cases"].as_array().unwrap();
    let junit = quick_junit::Report::deserialize_from_str(&texts[1]).unwrap();
    let mut names = Vec::new();
    let (mut failures, mut skipped) = (0, 0);
    for s in &junit.test_suites {
        for t in &s.test_cases {
            names.push(t.name.as_str().to_string());
            match &t.status {
                quick_junit::TestCaseStatus::NonSuccess { .. } => failures += 1,
                quick_junit::TestCaseStatus::Skipped { .. } => skipped += 1,
                _ => {}
            }
        }
    }
    let mut json_ids: Vec<String> = cases
        .iter()
        .map(|c| c["id"].as_str().unwrap().to_string())
        .collect();
    names.sort();
    json_ids.sort();
    assert_eq!(names, json_ids);
    assert_eq!(failures, json["counts"]["fail"].as_u64().unwrap() as usize);
    assert_eq!(
        skipped,
        (json["counts"]["not_supported"].as_u64().unwrap()
            + json["counts"]["expected_failure"].as_u64().unwrap()) as usize
    );
    assert_eq!(
        failures, 7,
        "4 invalid cases accepted, 2 assemble and 1 execute case without output"
    );
}

#[test]
fn certificate_names_suite_backend_and_rules() {
    let report = run(&accept_all(), &Grading::default());
    let (_dir, texts) = write_reports(&report);
    let cert = &texts[3];
    assert!(
        cert.starts_with("# shadercts conformance certificate"),
        "{cert}"
    );
    assert!(
        cert.contains("**fake 1** does not pass shadercts suite **0.0.1-test**"),
        "{cert}"
    );
    assert!(cert.contains("`0000000000000000000000000000000000000000000000000000000000000000`"));
    assert!(cert.contains("| `ps.oC.mov-only` | Colour outputs are written only by mov | 1 | 2 | 0 | 0 | **FAIL** |"), "{cert}");
    assert!(cert.contains("| `decl.vs-inputs` |"), "{cert}");
    let passing = run(&oracle(), &Grading::default());
    let (_dir, texts) = write_reports(&passing);
    assert!(
        texts[3].contains("**fake 1** passes shadercts suite **0.0.1-test**."),
        "{}",
        texts[3]
    );
}

/// The certificate accounts for the cases the rule table does not count (cases that name
/// no rule, by id group) and says why cases were not supported, with a count and an
/// example per reason.
#[test]
fn certificate_counts_unruled_cases_and_lists_not_supported_reasons() {
    let backend = Fake {
        caps: all_caps(),
        suite: fixture(),
        answer: Box::new(|_, req| {
            if req.case_id.starts_with("syntax/") {
                Err(Failure::unsupported("this fake reads no syntax cases"))
            } else if req.profile == "ps_2_0" {
                Err(Failure::unsupported("no pixel shaders | here"))
            } else {
                Ok(Response::accept())
            }
        }),
    };
    // A certificate is written only for a run with enough answers: ask for none.
    let opts = RunOptions {
        min_answered_percent: 0.0,
        ..RunOptions::default()
    };
    let report = run_with(&backend, &opts, &Grading::default());
    let not_supported = report.counts.not_supported;
    assert!(not_supported >= 2, "{not_supported}");
    let (_dir, texts) = write_reports(&report);
    let cert = &texts[3];
    assert!(cert.contains("## Cases that name no rule"), "{cert}");
    assert!(
        cert.contains("| `syntax` | 0 | 0 | 0 | 1 | not supported |"),
        "{cert}"
    );
    assert!(
        cert.contains(&format!(
            "## Not supported\n\n{not_supported} case(s) were not run"
        )),
        "{cert}"
    );
    assert!(
        cert.contains(
            "| 1 | this fake reads no syntax cases | `syntax/invalid/vs_1_1/unknown-op` |"
        ),
        "{cert}"
    );
    // A `|` in a reason does not break the table.
    assert!(cert.contains("no pixel shaders \\| here"), "{cert}");
}

#[test]
fn html_has_the_matrix_and_failing_cases() {
    let report = run(&accept_all(), &Grading::default());
    let (_dir, texts) = write_reports(&report);
    let html = &texts[2];
    assert!(html.contains("<table id=\"matrix\">"));
    assert!(
        html.contains(
            "data-rule=\"ps.oC.mov-only\" data-profile=\"ps_2_0\" data-status=\"fail\" title=\"ps.oC.mov-only on ps_2_0: 1 pass, 2 fail\"><a href=\"#rule-ps.oC.mov-only\">1/3</a><"
        ),
        "{html}"
    );
    assert!(
        html.contains("<blockquote>These must be written to using a mov instruction.</blockquote>")
    );
    // The failing case's source is on the page, escaped.
    assert!(html.contains("add oC0, t0, c0"));
    assert!(
        !html.contains("<script") && !html.contains("http"),
        "self-contained"
    );
}

#[test]
fn report_specs_are_checked_and_writes_are_atomic() {
    assert!(ReportSpec::parse("pdf:x").is_err());
    assert!(ReportSpec::parse("json").is_err());
    assert!(ReportSpec::parse("json:").is_err());
    let report = run(&oracle(), &Grading::default());
    // One good and one unwritable report: rendering all first, the good one is written,
    // the bad one fails with the path named and leaves nothing.
    let dir = tempfile::tempdir().unwrap();
    let good = dir.path().join("r.json");
    let bad = dir.path().join("missing-dir/r.xml");
    let specs = [
        ReportSpec::parse(&format!("json:{}", good.display())).unwrap(),
        ReportSpec::parse(&format!("junit:{}", bad.display())).unwrap(),
    ];
    let e = write_all(&specs, &report, &fixture(), &catalog()).unwrap_err();
    assert!(e.message().contains("missing-dir"), "{e}");
    assert!(!bad.exists());
    let names: Vec<_> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    assert_eq!(names.len(), 1, "no temporary files left: {names:?}");
}
