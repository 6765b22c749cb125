//! No verdict without answers, and what the reports say about it (issue 13, items 1 and
//! 9): the judgement, the terminal summary, the certificate, JUnit.

mod common;

use common::*;
use shadercts_harness::catalog::RuleCatalog;
use shadercts_harness::filter::Filters;
use shadercts_harness::glob::Glob;
use shadercts_harness::report::{cert, junit, terminal, write_all, ReportSpec};
use shadercts_harness::result::RunResult;
use shadercts_harness::{Failure, Grading, Response, RunOptions, RunReport, Status};
use std::path::Path;

fn answering(every: bool) -> Fake {
    Fake {
        caps: all_caps(),
        suite: fixture(),
        answer: Box::new(move |_, _| {
            if every {
                Ok(Response::accept())
            } else {
                Err(Failure::unsupported("nothing"))
            }
        }),
    }
}

#[test]
fn nothing_answered_is_no_verdict_and_no_certificate() {
    let r = run(&answering(false), &Grading::default());
    assert_eq!(r.result, RunResult::NoVerdict);
    assert_eq!(r.exit_code(), 1);
    assert_eq!((r.answered, r.selected), (0, 10));
    assert!(
        r.result_text().starts_with("NO VERDICT (0 of 10"),
        "{}",
        r.result_text()
    );
    assert!(terminal::render(&r).contains("result: NO VERDICT"));
    let c = cert::render(&r, &RuleCatalog::default());
    assert!(
        c.contains("has NO VERDICT on") && !c.contains(" passes "),
        "{c}"
    );
    let x = String::from_utf8(junit::render(&r).unwrap()).unwrap();
    assert!(
        x.contains("shadercts-run") && x.contains("no-verdict"),
        "{x}"
    );
    // write_all writes the other reports but not the certificate.
    let dir = tempfile::tempdir().unwrap();
    let specs: Vec<ReportSpec> = ["cert", "json"]
        .iter()
        .map(|k| ReportSpec::parse(&format!("{k}:{}", dir.path().join(k).display())).unwrap())
        .collect();
    let outcome = write_all(&specs, &r, &fixture(), &RuleCatalog::default()).unwrap();
    assert_eq!(outcome.skipped.len(), 1);
    assert_eq!(outcome.skipped[0].path, dir.path().join("cert"));
    assert_eq!(outcome.written.len(), 1);
    assert_eq!(outcome.written[0].path, dir.path().join("json"));
    assert!(!dir.path().join("cert").exists());
    assert!(dir.path().join("json").exists());
}

#[test]
fn a_filter_selecting_nothing_is_no_verdict_naming_it() {
    let opts = RunOptions {
        filters: Filters {
            ids: vec![Glob::new("no-such-case/*")],
            ..Filters::default()
        },
        ..RunOptions::default()
    };
    let r = run_with(&answering(true), &opts, &Grading::default());
    assert_eq!(r.result, RunResult::NoVerdict);
    let why = r.no_verdict.clone().unwrap();
    assert!(why.contains("--filter-id 'no-such-case/*'"), "{why}");
}

#[test]
fn the_share_of_answers_is_a_policy() {
    // The fake answers every case: 100% answered passes any policy.
    let r = run(&answering(true), &Grading::default());
    assert_ne!(r.result, RunResult::NoVerdict);
    assert_eq!(r.answered, 10);
    // Everything but link cases answered, against a policy of 100%.
    let some = Fake {
        caps: all_caps(),
        suite: fixture(),
        answer: Box::new(|_, req| {
            if req.op == shadercts_harness::Capability::Link {
                Err(Failure::error("no linker here"))
            } else {
                Ok(Response::accept())
            }
        }),
    };
    let strict = RunOptions {
        min_answered_percent: 100.0,
        ..RunOptions::default()
    };
    let r = run_with(&some, &strict, &Grading::default());
    assert_eq!(r.result, RunResult::NoVerdict, "{}", r.result_text());
    assert!(r.result_text().contains("at least 100% needed"));
    let lax = RunOptions {
        min_answered_percent: 50.0,
        ..RunOptions::default()
    };
    let r = run_with(&some, &lax, &Grading::default());
    assert_eq!(r.result, RunResult::Fail);
}

/// A report with `n` failing cases (copies of the fixture's first case).
fn many_failures(n: usize) -> RunReport {
    let mut r = run(&answering(true), &Grading::default());
    let mut c = r.cases[0].clone();
    c.status = Status::Fail;
    c.detail = "wrong".into();
    r.cases = (0..n)
        .map(|i| {
            let mut c = c.clone();
            c.id = format!("case-{i}");
            c
        })
        .collect();
    r.counts.fail = n;
    r
}

#[test]
fn the_summary_names_reports_only_when_they_are_written() {
    let r = many_failures(30);
    let none = terminal::render(&r);
    assert!(none.contains("… and 5 more"), "{none}");
    assert!(!none.contains("see the reports"), "{none}");
    let with = terminal::render_with(&r, &[Path::new("out/r.json")]);
    assert!(with.contains("… and 5 more (see out/r.json)"), "{with}");
}

#[test]
fn a_certificate_of_an_unpublished_suite_says_so() {
    let mut r = run(&answering(true), &Grading::default());
    r.suite_version = "0.0.0".into();
    let c = cert::render(&r, &RuleCatalog::default());
    assert!(c.contains("not a published suite"), "{c}");
    r.backend.detail = Some("cmd: /home/me/secret/bin/asm {input}".into());
    let c = cert::render(&r, &RuleCatalog::default());
    assert!(!c.contains("/home/me"), "{c}");
    assert!(c.contains("asm {input}"), "{c}");
}
