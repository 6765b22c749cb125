//! `shadercts merge`: four shards of a run of a published suite merge into the reports and
//! certificate of the unsharded run (timings aside), and reports that are not the shards
//! of one run are refused (exit 2, naming what differs), writing nothing.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code: a failure is the report

mod common;

use common::*;

use std::path::{Path, PathBuf};
use std::process::Output;

/// Suite 2.1.1: published, with errata (seven of the selected cases are withdrawn).
fn suite() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../suites/2.1.1")
}

/// The execute cases of ps_1_x: 220 cases, 7 of them withdrawn (3 vPos/range cases, and
/// texbeml-offset and phase-basic since the 3.0.0 run of wine-d3d9); about a second.
const SELECTION: &[&str] = &["--filter-kind", "execute", "--filter-profile", "ps_1_*"];

/// Known failures: a rule entry and an id entry that match passing cases (unexpected
/// passes), and one that matches nothing (unused in every shard).
const EXPECTATIONS: &str = "backend: reference
known_failures:
  - rule: ps1.prec.min8
    reason: \"a rule entry\"
  - id: \"exec.add/execute/ps_1_1/*\"
    reason: \"an id entry\"
  - rule: no.such.rule
    reason: \"matches nothing\"
";

/// `shadercts run --suite 2.1.1 ARGS` in `dir`.
fn run(dir: &Path, args: &[&str]) -> Output {
    let suite = suite().display().to_string();
    let mut all = vec!["run", "--suite", &suite];
    all.extend_from_slice(args);
    shadercts(&all, dir)
}

/// `shadercts merge --suite 2.1.1 ARGS` in `dir`.
fn merge(dir: &Path, args: &[&str]) -> Output {
    let suite = suite().display().to_string();
    let mut all = vec!["merge", "--suite", &suite];
    all.extend_from_slice(args);
    shadercts(&all, dir)
}

/// Runs the full selection with `backend` and `extra` options, writing `full.*`, and each
/// of four shards, writing `shard-I.json`; asserts each run's exit code is `code`.
fn full_and_shards(dir: &Path, backend: &str, extra: &[&str], expected: i32) {
    let mut args = vec!["--backend", backend];
    args.extend_from_slice(extra);
    let mut full = args.clone();
    full.extend_from_slice(&[
        "--report",
        "json:full.json",
        "--report",
        "cert:full.md",
        "--report",
        "junit:full.xml",
        "--report",
        "html:full.html",
    ]);
    let o = run(dir, &full);
    assert_eq!(code(&o), expected, "{}", text(&o));
    for i in 1..=4 {
        let (shard, json) = (format!("{i}/4"), format!("json:shard-{i}.json"));
        let mut a = args.clone();
        a.extend_from_slice(&["--shard", &shard, "--report", &json]);
        let o = run(dir, &a);
        assert!(matches!(code(&o), 0 | 1), "shard {shard}: {}", text(&o));
    }
}

/// The four shard reports, in a shuffled order (the order must not matter).
const SHARDS: &[&str] = &[
    "shard-3.json",
    "shard-1.json",
    "shard-4.json",
    "shard-2.json",
];

/// A JSON report without what differs between two runs of the same cases: the seconds
/// and the date.
fn json_without_timings(path: &Path) -> serde_json::Value {
    let mut v: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    v["seconds"] = 0.into();
    v["date"] = "".into();
    for c in v["cases"].as_array_mut().unwrap() {
        c["seconds"] = 0.into();
    }
    v
}

/// Text without its `time="…"` attributes (JUnit) and its `Date (UTC)` row (certificate).
fn without_timings(path: &Path) -> String {
    let text = std::fs::read_to_string(path).unwrap();
    let mut out = String::new();
    for line in text.lines().filter(|l| !l.starts_with("| Date (UTC) |")) {
        let mut rest = line;
        while let Some(start) = rest.find(" time=\"") {
            out.push_str(&rest[..start]);
            let after = &rest[start + 7..];
            rest = after.find('"').map_or("", |end| &after[end + 1..]);
        }
        out.push_str(rest);
        out.push('\n');
    }
    out
}

/// Merges the four shards into `merged.*` and compares every report with the full run's.
fn assert_merge_reproduces_the_full_run(dir: &Path, expected: i32) -> serde_json::Value {
    let mut args: Vec<&str> = SHARDS.to_vec();
    args.extend_from_slice(&[
        "--report",
        "json:merged.json",
        "--report",
        "cert:merged.md",
        "--report",
        "junit:merged.xml",
        "--report",
        "html:merged.html",
    ]);
    let o = merge(dir, &args);
    assert_eq!(code(&o), expected, "{}", text(&o));
    assert!(out(&o).contains("merged 4 shards"), "{}", out(&o));
    let p = |n: &str| dir.join(n);
    let merged = json_without_timings(&p("merged.json"));
    assert_eq!(merged, json_without_timings(&p("full.json")));
    for (a, b) in [("full.md", "merged.md"), ("full.xml", "merged.xml")] {
        assert_eq!(without_timings(&p(a)), without_timings(&p(b)), "{a} vs {b}");
    }
    assert_eq!(
        std::fs::read_to_string(p("full.html")).unwrap(),
        std::fs::read_to_string(p("merged.html")).unwrap()
    );
    // The merged run's time is the shards' times added up.
    let seconds = |n: &str| -> f64 {
        let v: serde_json::Value =
            serde_json::from_str(&std::fs::read_to_string(p(n)).unwrap()).unwrap();
        v["seconds"].as_f64().unwrap()
    };
    let sum: f64 = SHARDS.iter().map(|s| seconds(s)).sum();
    assert!((seconds("merged.json") - sum).abs() < 1e-9);
    merged
}

#[test]
fn four_shards_merge_into_the_unsharded_reports() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path();
    std::fs::write(dir.join("expect.yaml"), EXPECTATIONS).unwrap();
    let mut extra = SELECTION.to_vec();
    extra.extend_from_slice(&["--expectations", "expect.yaml"]);
    full_and_shards(dir, "reference", &extra, 0);
    let merged = assert_merge_reproduces_the_full_run(dir, 0);
    assert_eq!(merged["counts"]["withdrawn"], 7);
    assert_eq!(merged["selected"], 213);
    assert!(merged["counts"]["unexpected_pass"].as_u64().unwrap() > 0);
    assert_eq!(merged["unused_expectations"].as_array().unwrap().len(), 1);
    assert!(merged["settings"]["shard"].is_null());
    let cert = std::fs::read_to_string(dir.join("merged.md")).unwrap();
    assert!(cert.contains("passes shadercts suite **2.1.1**"), "{cert}");
}

#[test]
fn a_rule_entry_is_judged_over_every_shard() {
    // An accept-everything backend: the invalid case of ps.oC.mov-only fails (expected,
    // by the rule entry), the six valid ones pass. A shard holding only valid cases calls
    // them unexpected passes; the whole run does not (the rule still has a failure).
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path();
    std::fs::write(
        dir.join("expect.yaml"),
        "backend: true\nknown_failures:\n  - rule: ps.oC.mov-only\n    reason: \"colour writes are not checked\"\n",
    )
    .unwrap();
    let extra = [
        "--filter-id",
        "ps.oC.mov-only/invalid/ps_2_0/op-add",
        "--filter-id",
        "ps.oC.mov-only/valid/ps_3_0/*",
        "--expectations",
        "expect.yaml",
    ];
    full_and_shards(dir, "cmd:true {input}", &extra, 0);
    let unexpected_in_some_shard = SHARDS.iter().any(|s| {
        let v = json_without_timings(&dir.join(s));
        v["counts"]["unexpected_pass"].as_u64().unwrap() > 0
    });
    assert!(
        unexpected_in_some_shard,
        "the test needs a shard of passes only"
    );
    let merged = assert_merge_reproduces_the_full_run(dir, 0);
    assert_eq!(merged["counts"]["unexpected_pass"], 0);
    assert_eq!(merged["counts"]["expected_failure"], 1);
    assert_eq!(merged["counts"]["pass"], 6);
}

/// Asserts that merging `reports` exits 2 with `message` and writes nothing.
fn refused(dir: &Path, reports: &[&str], message: &str) {
    let mut args = reports.to_vec();
    args.extend_from_slice(&["--report", "json:out.json", "--report", "cert:out.md"]);
    let o = merge(dir, &args);
    assert_eq!(code(&o), 2, "{}", text(&o));
    assert!(
        err(&o).contains(message),
        "expected {message:?} in {}",
        err(&o)
    );
    assert!(!dir.join("out.json").exists() && !dir.join("out.md").exists());
}

/// Reads, edits and writes a JSON report.
fn edit(dir: &Path, from: &str, to: &str, f: impl FnOnce(&mut serde_json::Value)) {
    let mut v: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(dir.join(from)).unwrap()).unwrap();
    f(&mut v);
    std::fs::write(dir.join(to), serde_json::to_vec(&v).unwrap()).unwrap();
}

#[test]
fn reports_of_other_runs_are_refused() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path();
    full_and_shards(dir, "reference", SELECTION, 0);
    let s = |i: usize| format!("shard-{i}.json");
    let (s1, s2, s3, s4) = (s(1), s(2), s(3), s(4));

    // A shard twice, a shard missing.
    refused(
        dir,
        &[&s1, &s2, &s3, &s3, &s4],
        "overlapping shards: shard-3.json and shard-3.json are both shard 3/4",
    );
    refused(dir, &[&s1, &s2, &s4], "missing shard 3/4");
    // A whole run and a shard: one count for all.
    refused(dir, &["full.json", &s1], "shards of one run have one count");

    // A case in two reports (shard 2's report also holds a case of shard 1).
    edit(dir, &s2, "overlap-2.json", |v| {
        let first: serde_json::Value =
            serde_json::from_str(&std::fs::read_to_string(dir.join("shard-1.json")).unwrap())
                .unwrap();
        let case = first["cases"][0].clone();
        v["cases"].as_array_mut().unwrap().push(case);
    });
    refused(
        dir,
        &[&s1, "overlap-2.json", &s3, &s4],
        "overlapping shards: case exec.",
    );
    // A shard's report missing one of its cases (and not saying it was not run).
    edit(dir, &s4, "short-4.json", |v| {
        v["cases"].as_array_mut().unwrap().pop();
    });
    refused(
        dir,
        &[&s1, &s2, &s3, "short-4.json"],
        "missing cases of shard 4/4: short-4.json holds",
    );

    // Another backend, other options, another suite.
    let o = run(
        dir,
        &[
            &["--backend", "cmd:true {input}", "--shard", "4/4"],
            SELECTION,
            &["--report", "json:other-backend-4.json"],
        ]
        .concat(),
    );
    assert_eq!(code(&o), 1, "{}", text(&o));
    refused(
        dir,
        &[&s1, &s2, &s3, "other-backend-4.json"],
        "are not shards of one run: the backend differs",
    );
    let o = run(
        dir,
        &[
            &["--backend", "reference", "--shard", "4/4", "--timeout", "5"],
            SELECTION,
            &["--report", "json:timeout-4.json"],
        ]
        .concat(),
    );
    assert_eq!(code(&o), 0, "{}", text(&o));
    refused(
        dir,
        &[&s1, &s2, &s3, "timeout-4.json"],
        "the option --timeout differs (10.0 in shard-1.json, 5.0 in timeout-4.json)",
    );
    let o = run(
        dir,
        &[
            &[
                "--backend",
                "reference",
                "--shard",
                "4/4",
                "--level",
                "rule",
            ],
            SELECTION,
            &["--report", "json:level-4.json"],
        ]
        .concat(),
    );
    assert_eq!(code(&o), 0, "{}", text(&o));
    refused(
        dir,
        &[&s1, &s2, &s3, "level-4.json"],
        "the grading level differs",
    );
    let o = run(
        dir,
        &[
            &[
                "--backend",
                "reference",
                "--shard",
                "4/4",
                "--filter-kind",
                "execute",
            ],
            &["--report", "json:filter-4.json"][..],
        ]
        .concat(),
    );
    assert_eq!(code(&o), 0, "{}", text(&o));
    refused(
        dir,
        &[&s1, &s2, &s3, "filter-4.json"],
        "the option --filter-profile differs",
    );
    edit(dir, &s4, "suite-4.json", |v| {
        v["manifest_sha256"] = "00".repeat(32).into();
    });
    refused(
        dir,
        &[&s1, &s2, &s3, "suite-4.json"],
        "are not shards of one run: the suite differs",
    );
    let other_suite = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../suites/2.2.0");
    let o = shadercts(
        &[
            "merge",
            "--suite",
            &other_suite.display().to_string(),
            &s1,
            &s2,
            &s3,
            &s4,
        ],
        dir,
    );
    assert_eq!(code(&o), 2, "{}", text(&o));
    assert!(
        err(&o).contains("give the suite the shards ran"),
        "{}",
        err(&o)
    );

    // A report of a version before `merge` (no settings), and a file that is no report.
    edit(dir, &s4, "old-4.json", |v| {
        v.as_object_mut().unwrap().remove("settings");
    });
    refused(
        dir,
        &[&s1, &s2, &s3, "old-4.json"],
        "old-4.json records no run settings",
    );
    std::fs::write(dir.join("junk.json"), "[1, 2]").unwrap();
    refused(
        dir,
        &[&s1, &s2, &s3, "junk.json"],
        "junk.json is not a JSON report of `shadercts run`",
    );

    // A report written over one of the reports being merged.
    let o = merge(dir, &[&s1, &s2, &s3, &s4, "--report", "json:shard-1.json"]);
    assert_eq!(code(&o), 2, "{}", text(&o));
    assert!(
        err(&o).contains("is one of the reports being merged"),
        "{}",
        err(&o)
    );

    // The four real shards still merge.
    let o = merge(dir, &[&s1, &s2, &s3, &s4]);
    assert_eq!(code(&o), 0, "{}", text(&o));
}
