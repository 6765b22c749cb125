//! Filters, shards and resuming.

mod common;

use common::*;
use shadercts_harness::filter::{Filters, Shard};
use shadercts_harness::glob::Glob;
use shadercts_harness::result::{Outcome, Record};
use shadercts_harness::{CaseKind, Grading, RunOptions};
use std::collections::BTreeSet;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;

fn ids(report: &shadercts_harness::RunReport) -> BTreeSet<String> {
    report.cases.iter().map(|c| c.id.clone()).collect()
}

fn with(filters: Filters) -> RunOptions {
    RunOptions {
        jobs: 2,
        filters,
        ..RunOptions::default()
    }
}

#[test]
fn filters_select_by_rule_profile_kind_and_id() {
    let g = Grading::default();
    let r = run_with(
        &oracle(),
        &with(Filters {
            rules: vec![Glob::new("ps.oC.mov-only")],
            ..Default::default()
        }),
        &g,
    );
    assert_eq!(ids(&r).len(), 3);
    let r = run_with(
        &oracle(),
        &with(Filters {
            profiles: vec![Glob::new("vs_*")],
            ..Default::default()
        }),
        &g,
    );
    assert_eq!(
        ids(&r),
        [
            "assemble/vs_1_1/mov",
            "syntax/invalid/vs_1_1/unknown-op",
            "vs.basic/valid/vs_1_1/mov"
        ]
        .map(String::from)
        .into()
    );
    let r = run_with(
        &oracle(),
        &with(Filters {
            kinds: vec![CaseKind::Link],
            ..Default::default()
        }),
        &g,
    );
    assert_eq!(ids(&r).len(), 2);
    let r = run_with(
        &oracle(),
        &with(Filters {
            ids: vec![Glob::new("*/invalid/*")],
            kinds: vec![CaseKind::Validate],
            ..Default::default()
        }),
        &g,
    );
    assert_eq!(ids(&r).len(), 3);
    assert_eq!(r.suite_cases, 10);
}

#[test]
fn shards_partition_the_suite() {
    let g = Grading::default();
    let mut all = BTreeSet::new();
    let mut total = 0;
    for i in 1..=3 {
        let f = Filters {
            shard: Some(Shard::parse(&format!("{i}/3")).unwrap()),
            ..Default::default()
        };
        let r = run_with(&oracle(), &with(f), &g);
        assert_eq!(r.cases.len(), if i == 1 { 4 } else { 3 }, "shard {i}");
        total += r.cases.len();
        all.extend(ids(&r));
    }
    assert_eq!((total, all.len()), (10, 10));
}

/// The oracle, counting how many cases it was asked.
fn counting(count: Arc<AtomicUsize>) -> Fake {
    let inner = oracle();
    Fake {
        caps: inner.caps,
        suite: fixture(),
        answer: Box::new(move |s, r| {
            count.fetch_add(1, Ordering::SeqCst);
            (inner.answer)(s, r)
        }),
    }
}

#[test]
fn resume_skips_done_cases() {
    let dir = tempfile::tempdir().unwrap();
    let journal = dir.path().join("run.jsonl");
    let count = Arc::new(AtomicUsize::new(0));
    let b = counting(Arc::clone(&count));
    let g = Grading::default();
    // First, an "interrupted" run: only the validate cases, plus a torn last line.
    let first = RunOptions {
        jobs: 2,
        resume: Some(journal.clone()),
        filters: Filters {
            kinds: vec![CaseKind::Validate],
            ..Default::default()
        },
        ..RunOptions::default()
    };
    assert_eq!(run_with(&b, &first, &g).cases.len(), 5);
    assert_eq!(count.load(Ordering::SeqCst), 5);
    let text = std::fs::read_to_string(&journal).unwrap();
    assert_eq!(text.lines().count(), 6, "a header and one line per case");
    std::fs::write(&journal, format!("{text}{{\"id\":\"assemble/vs_1_1/mo")).unwrap();

    // Resuming runs only the 5 others and reports all 10.
    let second = RunOptions {
        jobs: 2,
        resume: Some(journal.clone()),
        ..RunOptions::default()
    };
    let r = run_with(&b, &second, &g);
    assert_eq!(count.load(Ordering::SeqCst), 10);
    assert_eq!(r.cases.len(), 10);
    assert_eq!(r.counts.pass, 10);
    let text = std::fs::read_to_string(&journal).unwrap();
    assert!(text.ends_with('\n'));
    let records: Vec<Record> = text
        .lines()
        .skip(1)
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(records.len(), 10);
    assert!(records
        .iter()
        .all(|r| matches!(r.outcome, Outcome::Response(_))));

    // A third run has nothing left to do.
    run_with(&b, &second, &g);
    assert_eq!(count.load(Ordering::SeqCst), 10);
}

#[test]
fn resume_refuses_another_backend() {
    let dir = tempfile::tempdir().unwrap();
    let journal = dir.path().join("run.jsonl");
    std::fs::write(&journal, "{\"journal\":1,\"suite\":\"0.0.1-test\",\"rules_sha256\":\"0000000000000000000000000000000000000000000000000000000000000000\",\"backend\":\"mojoshader\"}\n").unwrap();
    let suite = fixture();
    let opts = RunOptions {
        resume: Some(journal),
        ..RunOptions::default()
    };
    let e = shadercts_harness::run_suite(
        &suite,
        &oracle(),
        &opts,
        &Grading::default(),
        &mut shadercts_harness::runner::Quiet,
    )
    .unwrap_err();
    assert!(e.message().contains("backend mojoshader"), "{e}");
}
