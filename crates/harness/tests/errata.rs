//! ERRATA.yaml: withdrawn cases are never run, never fail a run, survive filters and
//! resuming, show in every report and as ignored libtest trials; a broken errata file
//! is refused with FILE:LINE:COLUMN.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code: a failure is the report

mod common;

use common::*;
use shadercts_harness::catalog::RuleCatalog;
use shadercts_harness::filter::Filters;
use shadercts_harness::glob::Glob;
use shadercts_harness::libtest::{trials, TrialOptions};
use shadercts_harness::report::{self, Format};
use shadercts_harness::runner::Quiet;
use shadercts_harness::{run_suite, Backend, Grading, RunOptions, RunReport, Status, Suite};
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};

/// The fixture's invalid case a wrong backend would fail, and the one we withdraw.
const WITHDRAWN: &str = "ps.oC.mov-only/invalid/ps_2_0/op-add";
const REASON: &str = "the add writes oC0 through a mask (test reason)";

/// A copy of the fixture suite with `errata` as its ERRATA.yaml.
fn suite_with(errata: &str) -> (tempfile::TempDir, PathBuf) {
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path().join("suite");
    copy_dir(&fixture_dir(), &dir);
    std::fs::write(dir.join("ERRATA.yaml"), errata).unwrap();
    (tmp, dir)
}

fn withdrawing_one() -> String {
    format!(
        "format: 1\nsuite: 0.0.1-test\nwithdrawn:\n  - id: {WITHDRAWN}\n    reason: \"{REASON}\"\n    rules: [ps.oC.mov-only]\n    fixed_in: 0.0.2\n"
    )
}

/// The oracle backend, except that it accepts the withdrawn case (a failure, were it
/// run) and records every case it is asked about.
fn recording() -> (Fake, Arc<Mutex<Vec<String>>>) {
    let asked = Arc::new(Mutex::new(Vec::new()));
    let seen = Arc::clone(&asked);
    let o = oracle();
    let fake = Fake {
        caps: all_caps(),
        suite: fixture(),
        answer: Box::new(move |suite, req| {
            seen.lock().unwrap().push(req.case_id.clone());
            if req.case_id == WITHDRAWN {
                return Ok(shadercts_harness::Response::accept());
            }
            (o.answer)(suite, req)
        }),
    };
    (fake, asked)
}

fn run_on(dir: &Path, backend: &dyn Backend, opts: &RunOptions) -> RunReport {
    let suite = Suite::load(dir).expect("the suite and its errata load");
    run_suite(&suite, backend, opts, &Grading::default(), &mut Quiet).expect("the run completes")
}

fn two_jobs() -> RunOptions {
    RunOptions {
        jobs: 2,
        ..RunOptions::default()
    }
}

#[test]
fn the_suite_marks_the_withdrawn_case() {
    let (_tmp, dir) = suite_with(&withdrawing_one());
    let suite = Suite::load(&dir).unwrap();
    assert_eq!(suite.withdrawn, 1);
    let marked: Vec<&str> = suite
        .cases
        .iter()
        .filter(|c| c.withdrawn.is_some())
        .map(|c| c.id.as_str())
        .collect();
    assert_eq!(marked, [WITHDRAWN]);
    let w = suite.cases[1].withdrawn.as_ref().unwrap();
    assert_eq!(w.reason, REASON);
    assert_eq!(w.rules, ["ps.oC.mov-only"]);
    assert_eq!(w.fixed_in.as_deref(), Some("0.0.2"));
    // Without the file, nothing is withdrawn.
    assert_eq!(fixture().withdrawn, 0);
}

#[test]
fn a_withdrawn_case_is_not_run_and_does_not_fail_the_run() {
    let (_tmp, dir) = suite_with(&withdrawing_one());
    let (backend, asked) = recording();
    let r = run_on(&dir, &backend, &two_jobs());
    assert!(!asked.lock().unwrap().iter().any(|id| id == WITHDRAWN));
    assert_eq!(asked.lock().unwrap().len(), 9);
    let c = case(&r, WITHDRAWN);
    assert_eq!(c.status, Status::Withdrawn);
    assert_eq!(c.detail, format!("{REASON} (fixed in suite 0.0.2)"));
    assert!(c.actual.is_none() && c.grade.is_none() && c.op.is_none());
    assert_eq!(r.counts.withdrawn, 1);
    assert_eq!(r.counts.pass, 9);
    assert_eq!(r.counts.fail, 0);
    assert_eq!(r.exit_code(), 0);
    assert_eq!(r.rules["ps.oC.mov-only"].withdrawn, 1);
    assert_eq!(r.rules["ps.oC.mov-only"].verdict(), "pass");

    // The same backend on the suite without errata fails that case.
    let (backend, asked) = recording();
    let plain = run_on(&fixture_dir(), &backend, &two_jobs());
    assert!(asked.lock().unwrap().iter().any(|id| id == WITHDRAWN));
    assert_eq!(case(&plain, WITHDRAWN).status, Status::Fail);
    assert_eq!(plain.exit_code(), 1);
}

#[test]
fn filters_select_withdrawn_cases_like_any_other() {
    let (_tmp, dir) = suite_with(&withdrawing_one());
    let only = |glob: &str| RunOptions {
        jobs: 1,
        filters: Filters {
            ids: vec![Glob::new(glob)],
            ..Filters::default()
        },
        ..RunOptions::default()
    };
    let (backend, asked) = recording();
    let r = run_on(&dir, &backend, &only(WITHDRAWN));
    assert_eq!(r.cases.len(), 1);
    assert_eq!(r.cases[0].status, Status::Withdrawn);
    assert_eq!(r.counts.total(), 1);
    assert!(asked.lock().unwrap().is_empty());
    let r = run_on(&dir, &backend, &only("vs.*"));
    assert_eq!(r.counts.withdrawn, 0);
    assert_eq!(r.counts.pass, 1);
    // A rule whose only selected case is withdrawn says so.
    let r = run_on(&dir, &backend, &only("ps.oC.mov-only/invalid/*"));
    assert_eq!(r.rules["ps.oC.mov-only"].verdict(), "withdrawn");
}

#[test]
fn a_journal_record_of_a_case_withdrawn_later_is_ignored() {
    let tmp = tempfile::tempdir().unwrap();
    let journal = tmp.path().join("journal.jsonl");
    let opts = RunOptions {
        jobs: 1,
        resume: Some(journal.clone()),
        ..RunOptions::default()
    };
    // First run on the plain suite: the wrong answer is journalled as a failure.
    let (backend, _) = recording();
    let first = run_on(&fixture_dir(), &backend, &opts);
    assert_eq!(case(&first, WITHDRAWN).status, Status::Fail);
    // The errata arrive; resuming runs nothing and reports the case withdrawn.
    let (_tmp, dir) = suite_with(&withdrawing_one());
    let (backend, asked) = recording();
    let again = run_on(&dir, &backend, &opts);
    assert!(asked.lock().unwrap().is_empty());
    assert_eq!(case(&again, WITHDRAWN).status, Status::Withdrawn);
    assert_eq!(again.exit_code(), 0);
    assert_eq!(again.counts.pass, 9);
}

#[test]
fn every_report_mentions_the_withdrawn_case() {
    let (_tmp, dir) = suite_with(&withdrawing_one());
    let suite = Suite::load(&dir).unwrap();
    let (backend, _) = recording();
    let r = run_on(&dir, &backend, &two_jobs());
    let catalog = RuleCatalog::default();
    let text =
        |f: Format| String::from_utf8(report::render(f, &r, &suite, &catalog).unwrap()).unwrap();

    let json: serde_json::Value = serde_json::from_str(&text(Format::Json)).unwrap();
    assert_eq!(json["counts"]["withdrawn"], 1);
    let c = json["cases"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["id"] == WITHDRAWN)
        .unwrap();
    assert_eq!(c["status"], "withdrawn");
    assert_eq!(c["withdrawn"]["reason"], REASON);
    assert_eq!(c["withdrawn"]["fixed_in"], "0.0.2");

    let junit = quick_junit::Report::deserialize_from_str(&text(Format::Junit)).unwrap();
    let tc = junit
        .test_suites
        .iter()
        .flat_map(|s| &s.test_cases)
        .find(|t| t.name.as_str() == WITHDRAWN)
        .unwrap();
    match &tc.status {
        quick_junit::TestCaseStatus::Skipped { message, ty, .. } => {
            assert!(
                message.as_deref().unwrap_or("").contains(REASON),
                "{message:?}"
            );
            assert_eq!(ty.as_deref(), Some("withdrawn"));
        }
        other => panic!("not skipped: {other:?}"),
    }

    let html = text(Format::Html);
    assert!(html.contains("id=\"withdrawn\""), "{html}");
    assert!(
        html.contains(&format!("<tr data-case=\"{WITHDRAWN}\">")),
        "{html}"
    );
    assert!(html.contains("(test reason)"));
    assert!(html.contains("1 withdrawn"));

    let cert = text(Format::Cert);
    assert!(cert.contains("1 withdrawn by the suite's errata"), "{cert}");
    assert!(cert.contains("## Withdrawn cases"), "{cert}");
    assert!(
        cert.contains(&format!("- `{WITHDRAWN}`: {REASON} (fixed in suite 0.0.2)")),
        "{cert}"
    );
    assert!(cert.contains("**fake 1** passes"), "{cert}");

    let term = report::terminal::render(&r);
    assert!(term.contains("10 cases: 9 pass, 0 fail"), "{term}");
    assert!(term.contains("not supported, 1 withdrawn"), "{term}");
    assert!(
        term.contains(&format!("WITHDRAWN {WITHDRAWN}: {REASON}")),
        "{term}"
    );
    assert!(term.contains("result: PASS"), "{term}");
}

#[test]
fn reports_without_errata_have_no_withdrawn_section() {
    let r = run(&oracle(), &Grading::default());
    let suite = fixture();
    let catalog = RuleCatalog::default();
    let cert =
        String::from_utf8(report::render(Format::Cert, &r, &suite, &catalog).unwrap()).unwrap();
    assert!(!cert.contains("Withdrawn"), "{cert}");
    assert!(!report::terminal::render(&r).contains("withdrawn"));
}

#[test]
fn a_withdrawn_case_is_an_ignored_trial() {
    let (_tmp, dir) = suite_with(&withdrawing_one());
    let suite = Arc::new(Suite::load(&dir).unwrap());
    let (backend, asked) = recording();
    let list = trials(
        Arc::clone(&suite),
        Arc::new(backend),
        Arc::new(TrialOptions::default()),
    );
    let ignored: Vec<&str> = list
        .iter()
        .filter(|t| t.has_ignored_flag())
        .map(|t| t.name())
        .collect();
    assert_eq!(ignored, [WITHDRAWN]);
    // Even when ignored trials are run, the backend is not asked and nothing fails.
    let args = libtest_mimic::Arguments {
        include_ignored: true,
        test_threads: Some(1),
        quiet: true,
        ..libtest_mimic::Arguments::default()
    };
    let done = libtest_mimic::run(&args, list);
    assert_eq!(done.num_failed, 0);
    assert_eq!(done.num_passed, 9);
    assert_eq!(done.num_ignored, 1);
    assert!(!asked.lock().unwrap().iter().any(|id| id == WITHDRAWN));
}

#[test]
fn broken_errata_are_refused_with_file_line_column() {
    let head = "format: 1\nsuite: 0.0.1-test\nwithdrawn:\n";
    let cases = [
        ("format: 1\nsuite: [\n", "2:8:", "expected string scalar"),
        ("format: 1\nsuite: \"0.0.1-test\n", "2:8:", "unclosed quote"),
        (
            "format: 2\nsuite: 0.0.1-test\n",
            "1:9:",
            "errata format 2 is not supported",
        ),
        (
            "format: 1\nsuite: 1.0.0\n",
            "2:8:",
            "the errata are for suite `1.0.0`",
        ),
        (
            &format!("{head}  - id: no/such/case\n    reason: r\n"),
            "4:9:",
            "`no/such/case` is not a case of the manifest",
        ),
        (
            &format!(
                "{head}  - id: {WITHDRAWN}\n    reason: r\n  - id: {WITHDRAWN}\n    reason: r\n"
            ),
            "6:9:",
            "withdrawn twice",
        ),
        (
            &format!("{head}  - id: {WITHDRAWN}\n    reason: \"\"\n"),
            "5:13:",
            "the reason is empty",
        ),
        (
            &format!("{head}  - id: {WITHDRAWN}\n    reason: r\n    comment: x\n"),
            "6:",
            "unknown field `comment`",
        ),
    ];
    for (text, at, what) in cases {
        let (_tmp, dir) = suite_with(text);
        let e = Suite::load(&dir).expect_err(text).to_string();
        let prefix = format!("{}:{at}", dir.join("ERRATA.yaml").display());
        assert!(e.starts_with(&prefix), "{text}\n=> {e}");
        assert!(e.contains(what), "{text}\n=> {e}");
    }
}
