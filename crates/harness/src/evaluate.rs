//! Turning raw records into the graded report: mapping, grading, expectations, counts.

use crate::backend::{BackendInfo, Capabilities, Failure};
use crate::errata::Withdrawal;
use crate::expectations::{EntryNote, Expectations, Key};
use crate::grade::{self, Level};
use crate::mapping::Mapping;
use crate::result::{CaseReport, Cause, Counts, Outcome, Record, RunReport, Status};
use crate::suite::{Case, Suite};
use std::collections::{BTreeMap, BTreeSet, HashMap};

/// The detail of an unexpected pass.
pub const UNEXPECTED: &str = "passes, but the expectations file lists it as a known failure";

/// How records are graded.
#[derive(Clone, Debug, Default)]
pub struct Grading {
    /// Maps backend diagnostics to rule ids and phases.
    pub mapping: Mapping,
    /// Known failures.
    pub expectations: Expectations,
    /// The level a case must pass at.
    pub level: Level,
    /// Unexpected passes and expired entries fail the run.
    pub strict: bool,
}

/// The report of a case the suite's errata withdraw: not graded, whatever was run.
pub fn withdrawn_report(case: &Case, withdrawal: &Withdrawal) -> CaseReport {
    CaseReport {
        id: case.id.clone(),
        kind: case.kind,
        profile: case.profile.clone(),
        rules: case.rules.clone(),
        status: Status::Withdrawn,
        cause: None,
        detail: withdrawal.detail(),
        expected: case.expected_summary(),
        grade: None,
        op: None,
        actual: None,
        failure: None,
        known_failure: None,
        withdrawn: Some(withdrawal.clone()),
        seconds: 0.0,
    }
}

/// The report of one case: [`withdrawn_report`] when the errata withdraw it, else
/// the graded `record`.
pub fn report_of(
    suite: &Suite,
    case: &Case,
    record: Option<&Record>,
    grading: &Grading,
) -> Option<CaseReport> {
    match (&case.withdrawn, record) {
        (Some(w), _) => Some(withdrawn_report(case, w)),
        (None, Some(r)) => Some(case_report(suite, case, r, grading)),
        (None, None) => None,
    }
}

/// The graded report of one case from its record (a withdrawn case is reported
/// withdrawn, its record ignored).
pub fn case_report(suite: &Suite, case: &Case, record: &Record, grading: &Grading) -> CaseReport {
    if let Some(w) = &case.withdrawn {
        return withdrawn_report(case, w);
    }
    let mut report = CaseReport {
        id: case.id.clone(),
        kind: case.kind,
        profile: case.profile.clone(),
        rules: case.rules.clone(),
        status: Status::Pass,
        cause: None,
        detail: String::new(),
        expected: case.expected_summary(),
        grade: None,
        op: record.op,
        actual: None,
        failure: None,
        known_failure: None,
        withdrawn: None,
        seconds: record.seconds,
    };
    let passed = match &record.outcome {
        Outcome::Response(r) => {
            let mut r = r.clone();
            grading.mapping.apply(&mut r);
            let g = grade::grade(suite, case, &r);
            let ok = g.passes(grading.level);
            if !ok {
                report.cause = Some(Cause::Mismatch);
                report.detail = g.reason(grading.level);
            }
            report.grade = Some(g);
            report.actual = Some(r);
            ok
        }
        Outcome::Failure(f) => {
            report.detail = f.to_string();
            report.cause = match f {
                Failure::Unsupported { .. } => None,
                Failure::Timeout { .. } => Some(Cause::Timeout),
                Failure::Crash { .. } => Some(Cause::Crash),
                Failure::Error { .. } => Some(Cause::Error),
            };
            report.failure = Some(f.clone());
            if matches!(f, Failure::Unsupported { .. }) {
                report.status = Status::NotSupported;
                return report;
            }
            false
        }
    };
    let (live, _) = grading.expectations.lookup(case);
    report.known_failure = live.map(EntryNote::from);
    let by_id = live.is_some_and(|e| matches!(e.key, Key::Id(_)));
    report.status = match (passed, live.is_some()) {
        (true, false) => Status::Pass,
        // A case listed by id is expected to fail itself. A rule entry expects failures
        // among the rule's cases: a passing case is only unexpected when none of them
        // fails any more, which `evaluate` decides over the whole run.
        (true, true) if by_id => Status::UnexpectedPass,
        (true, true) => Status::Pass,
        (false, false) => Status::Fail,
        (false, true) => Status::ExpectedFailure,
    };
    if report.status == Status::UnexpectedPass {
        report.detail = UNEXPECTED.into();
    }
    report
}

/// Everything [`evaluate`] needs besides the records.
pub struct RunInfo<'a> {
    /// The backend.
    pub backend: BackendInfo,
    /// Its capabilities.
    pub capabilities: Capabilities,
    /// Seconds this invocation took.
    pub seconds: f64,
    /// The cases that were selected, in manifest order.
    pub selected: &'a [&'a Case],
}

/// Grades every selected case that has a record; withdrawn cases are reported
/// withdrawn, with or without one.
pub fn evaluate(
    suite: &Suite,
    records: &HashMap<String, Record>,
    info: &RunInfo<'_>,
    grading: &Grading,
) -> RunReport {
    let (reported, cases): (Vec<&Case>, Vec<CaseReport>) = info
        .selected
        .iter()
        .filter_map(|case| {
            report_of(suite, case, records.get(&case.id), grading).map(|r| (*case, r))
        })
        .unzip();
    let mut report = RunReport {
        suite_version: suite.version.clone(),
        suite_generator: suite.generator.clone(),
        rules_sha256: suite.rules_sha256.clone(),
        manifest_sha256: Some(suite.manifest_sha256.clone()),
        backend: info.backend.clone(),
        capabilities: info.capabilities.list(),
        level: grading.level,
        conformance: suite.conformance,
        strict: grading.strict,
        date: crate::date::Date::today().to_string(),
        seconds: info.seconds,
        suite_cases: suite.cases.len(),
        // Filled in by `grade_into` below.
        counts: Counts::default(),
        passing_at: BTreeMap::new(),
        rules: BTreeMap::new(),
        matrix: BTreeMap::new(),
        expired_expectations: Vec::new(),
        unused_expectations: Vec::new(),
        cases: Vec::new(),
        // Filled in by `verdict::judge`, which knows the run's answer policy.
        selected: 0,
        answered: 0,
        not_run: 0,
        min_answered_percent: 0.0,
        result: crate::result::RunResult::default(),
        no_verdict: None,
        backend_identity: None,
        settings: None,
    };
    let expired: Vec<EntryNote> = grading
        .expectations
        .expired()
        .into_iter()
        .map(EntryNote::from)
        .collect();
    grade_into(&mut report, &reported, cases, expired, |used, expired| {
        let expired_at: BTreeSet<&str> = expired.iter().map(|e| e.at.as_str()).collect();
        grading
            .expectations
            .entries
            .iter()
            .filter(|e| !used.contains(&e.at) && !expired_at.contains(e.at.as_str()))
            .map(EntryNote::from)
            .collect()
    });
    report
}

/// Grades `cases` (the reports of the suite cases `reported`, beside them) into
/// `report`, as `evaluate` and a merge of shards both do: marks the unexpected passes,
/// counts, records the `expired` expectations entries and the unused ones
/// (`unused(used, expired)`, given the entries that applied to a case), and clears the
/// answer counts and result for `verdict::judge`.
pub fn grade_into(
    report: &mut RunReport,
    reported: &[&Case],
    mut cases: Vec<CaseReport>,
    expired: Vec<EntryNote>,
    unused: impl FnOnce(&BTreeSet<String>, &[EntryNote]) -> Vec<EntryNote>,
) {
    mark_unexpected_passes(&mut cases);
    let t = tally(reported, &cases);
    report.unused_expectations = unused(&t.used, &expired);
    report.expired_expectations = expired;
    report.counts = t.counts;
    report.passing_at = t.passing_at;
    report.rules = t.rules;
    report.matrix = t.matrix;
    report.cases = cases;
    report.selected = 0;
    report.answered = 0;
    report.not_run = 0;
    report.result = crate::result::RunResult::default();
    report.no_verdict = None;
}

/// Marks as unexpected the passing cases of rule entries none of whose cases fails any
/// more (a case listed by id is marked by [`case_report`] already). Decided over every
/// case of the run: a merge of shards calls it again over all of them.
pub fn mark_unexpected_passes(cases: &mut [CaseReport]) {
    let still_failing: BTreeSet<String> = cases
        .iter()
        .filter(|c| c.status == Status::ExpectedFailure)
        .filter_map(|c| c.known_failure.as_ref().map(|k| k.at.clone()))
        .collect();
    for c in cases.iter_mut().filter(|c| c.status == Status::Pass) {
        if c.known_failure
            .as_ref()
            .is_some_and(|k| !still_failing.contains(&k.at))
        {
            c.status = Status::UnexpectedPass;
            c.detail = UNEXPECTED.into();
        }
    }
}

/// The totals of a run's graded cases.
pub struct Tally {
    /// Totals.
    pub counts: Counts,
    /// Per level: how many answered cases pass at it.
    pub passing_at: BTreeMap<Level, usize>,
    /// Per rule id (the rules a case covers and those it expects): counts.
    pub rules: BTreeMap<String, Counts>,
    /// Per rule id, per profile: counts.
    pub matrix: BTreeMap<String, BTreeMap<String, Counts>>,
    /// The expectations entries (`at`) that applied to a case.
    pub used: BTreeSet<String>,
}

/// Counts `reports`, each the report of the suite case beside it in `cases`.
pub fn tally(cases: &[&Case], reports: &[CaseReport]) -> Tally {
    let mut t = Tally {
        counts: Counts::default(),
        passing_at: [Level::Verdict, Level::Phase, Level::Rule]
            .into_iter()
            .map(|l| (l, 0))
            .collect(),
        rules: BTreeMap::new(),
        matrix: BTreeMap::new(),
        used: BTreeSet::new(),
    };
    for (case, report) in cases.iter().zip(reports) {
        t.counts.add(report.status);
        if let Some(g) = &report.grade {
            for (level, n) in t.passing_at.iter_mut() {
                *n += usize::from(g.passes(*level));
            }
        }
        if let Some(k) = &report.known_failure {
            t.used.insert(k.at.clone());
        }
        let covered: BTreeSet<&String> = case.rules.iter().chain(&case.expect.rules).collect();
        for r in covered {
            t.rules.entry(r.clone()).or_default().add(report.status);
            t.matrix
                .entry(r.clone())
                .or_default()
                .entry(case.profile.clone())
                .or_default()
                .add(report.status);
        }
    }
    t
}
