//! A synthetic run report shaped like a run of the published suite: rules on all 15
//! profiles, link rules over many vs→ps pairs, more than 300 failing cases in the
//! alphabetically first rule, a lone failure in the last one, and cases that were not
//! answered (not supported, errors, withdrawn).
#![allow(dead_code)]

use shadercts_harness::backend::{BackendInfo, Failure, Response};
use shadercts_harness::catalog::{RuleCatalog, RuleInfo};
use shadercts_harness::result::{CaseReport, Counts};
use shadercts_harness::suite::Conformance;
use shadercts_harness::{CaseKind, Level, RunReport, Status};
use std::collections::BTreeMap;

/// The 15 profiles in matrix order.
pub const ORDER: [&str; 15] = [
    "vs_1_1", "vs_2_0", "vs_2_x", "vs_2_sw", "vs_3_0", "vs_3_sw", "ps_1_1", "ps_1_2", "ps_1_3",
    "ps_1_4", "ps_2_0", "ps_2_x", "ps_2_sw", "ps_3_0", "ps_3_sw",
];

/// The rule with 320 failing cases (first alphabetically).
pub const BIG: &str = "aa.first-rule-with-many-fails";
/// The rule with one failing case (last alphabetically).
pub const LAST: &str = "zz.last-rule";

fn case(id: String, kind: CaseKind, profile: &str, rule: &str, status: Status) -> CaseReport {
    let (actual, failure, detail) = match status {
        Status::Pass => (Some(Response::accept()), None, String::new()),
        Status::Fail => (
            Some(Response::accept()),
            None,
            "accepted, expected invalid".to_string(),
        ),
        Status::NotSupported => (
            None,
            Some(Failure::error("not supported")),
            "not supported".to_string(),
        ),
        _ => (None, None, String::new()),
    };
    CaseReport {
        id,
        kind,
        profile: profile.to_string(),
        rules: vec![rule.to_string()],
        status,
        cause: None,
        detail,
        expected: "invalid".to_string(),
        grade: None,
        op: None,
        actual,
        failure,
        known_failure: None,
        withdrawn: None,
        seconds: 0.0,
    }
}

/// A backend error: the case failed without an answer.
fn error_case(id: String, profile: &str, rule: &str) -> CaseReport {
    let mut c = case(id, CaseKind::Validate, profile, rule, Status::Fail);
    c.actual = None;
    c.failure = Some(Failure::error("backend said nothing"));
    c.detail = "error: backend said nothing".into();
    c
}

/// The report and its facts: (report, answered, selected).
pub fn report() -> (RunReport, usize, usize) {
    let mut cases = Vec::new();
    // 40 ordinary rules with passing cases on most profiles.
    for i in 0..40 {
        let rule = format!("op{i:02}.form-in-profile-long");
        for (j, p) in ORDER.iter().enumerate() {
            if (i + j) % 4 == 0 {
                continue;
            }
            let status = if (i * 7 + j) % 11 == 0 {
                Status::Fail
            } else {
                Status::Pass
            };
            cases.push(case(
                format!("{rule}/valid/{p}/c{j}"),
                CaseKind::Validate,
                p,
                &rule,
                status,
            ));
        }
    }
    // 320 failures of the first rule (the old page showed the first 300 of all rules).
    for k in 0..320 {
        cases.push(case(
            format!("{BIG}/invalid/ps_2_0/f{k:03}"),
            CaseKind::Validate,
            "ps_2_0",
            BIG,
            Status::Fail,
        ));
    }
    // One failure of the last rule, after all of those.
    cases.push(case(
        format!("{LAST}/invalid/vs_3_0/only"),
        CaseKind::Validate,
        "vs_3_0",
        LAST,
        Status::Fail,
    ));
    // Link rules over 47 vs→ps pairs.
    let link_rules = [
        "sm3.pair.swvp",
        "sm3.link.missing",
        "sm3.link.mask-cover",
        "sm12.link.texcoord",
        "sm3.pair.exclusive",
        "sm12.link.color",
        "sm3.link.one-reg",
        "sm3.link.no-collision",
        "vs3.psize.not-linked",
    ];
    let mut pairs = Vec::new();
    for vs in &ORDER[..6] {
        for ps in &ORDER[6..] {
            pairs.push(format!("{vs}+{ps}"));
        }
    }
    pairs.truncate(47);
    for (i, pair) in pairs.iter().enumerate() {
        let rule = link_rules[i % link_rules.len()];
        for (n, status) in [Status::Pass, Status::Pass, Status::Fail]
            .into_iter()
            .enumerate()
        {
            if n == 2 && i % 5 != 0 {
                continue;
            }
            cases.push(case(
                format!("{rule}/invalid/{pair}/l{n}"),
                CaseKind::Link,
                pair,
                rule,
                status,
            ));
        }
    }
    // Not answered: unsupported, backend errors, withdrawn.
    for k in 0..30 {
        cases.push(case(
            format!("op00.form-in-profile-long/valid/ps_3_sw/ns{k}"),
            CaseKind::Validate,
            "ps_3_sw",
            "op00.form-in-profile-long",
            Status::NotSupported,
        ));
    }
    for k in 0..12 {
        cases.push(error_case(
            format!("op01.form-in-profile-long/valid/vs_1_1/err{k}"),
            "vs_1_1",
            "op01.form-in-profile-long",
        ));
    }
    for k in 0..3 {
        let mut c = case(
            format!("op02.form-in-profile-long/valid/vs_2_0/w{k}"),
            CaseKind::Validate,
            "vs_2_0",
            "op02.form-in-profile-long",
            Status::Withdrawn,
        );
        c.actual = None;
        cases.push(c);
    }
    let answered = cases
        .iter()
        .filter(|c| {
            matches!(c.status, Status::Pass) || (c.status == Status::Fail && c.actual.is_some())
        })
        .count();
    let selected = cases.len();
    let mut counts = Counts::default();
    let mut rules: BTreeMap<String, Counts> = BTreeMap::new();
    let mut matrix: BTreeMap<String, BTreeMap<String, Counts>> = BTreeMap::new();
    for c in &cases {
        counts.add(c.status);
        for r in &c.rules {
            rules.entry(r.clone()).or_default().add(c.status);
            matrix
                .entry(r.clone())
                .or_default()
                .entry(c.profile.clone())
                .or_default()
                .add(c.status);
        }
    }
    let report = RunReport {
        suite_version: "9.9.9-test".into(),
        suite_generator: None,
        rules_sha256: Some("ab".repeat(32)),
        manifest_sha256: None,
        backend: BackendInfo {
            name: "fake-backend".into(),
            version: Some("1.0".into()),
            detail: None,
            device: None,
        },
        capabilities: Vec::new(),
        level: Level::Verdict,
        conformance: Some(Conformance::Native),
        strict: false,
        date: "2026-12-02".into(),
        seconds: 1.0,
        suite_cases: 36086,
        counts,
        passing_at: BTreeMap::new(),
        rules,
        matrix,
        expired_expectations: Vec::new(),
        unused_expectations: Vec::new(),
        cases,
        selected,
        answered,
        not_run: 0,
        min_answered_percent: 95.0,
        result: shadercts_harness::result::RunResult::Fail,
        no_verdict: None,
        backend_identity: None,
        settings: None,
    };
    (report, answered, selected)
}

/// A catalog with titles for the rules that fail.
pub fn catalog() -> RuleCatalog {
    let mut c = RuleCatalog::default();
    for (id, title) in [
        (BIG, "The first rule, failing a lot"),
        (LAST, "The last rule <alphabetically>"),
    ] {
        c.insert(
            id,
            RuleInfo {
                title: title.into(),
                doc: "doc.md".into(),
                quote: Some("A quoted sentence.".into()),
                url: None,
            },
        );
    }
    c
}
