//! What a run produces: raw records (streamed to the journal) and the graded report.

use crate::backend::{BackendInfo, Capability, Failure, Response};
use crate::errata::Withdrawal;
use crate::expectations::EntryNote;
use crate::grade::{Grade, Level};
use crate::suite::CaseKind;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// What the backend did with one case.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Outcome {
    /// It answered.
    Response(Response),
    /// It did not (not supported, timeout, crash, error).
    Failure(Failure),
}

/// One case as run: the raw outcome, before mapping, grading and expectations
/// (so a resumed run can be graded with other options).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Record {
    /// The case id.
    pub id: String,
    /// What the backend was asked, when it was asked anything.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub op: Option<Capability>,
    /// Wall-clock seconds spent.
    pub seconds: f64,
    /// The outcome.
    pub outcome: Outcome,
}

/// The final status of a case.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Status {
    /// Graded and as expected.
    Pass,
    /// Not as expected, or the backend timed out, crashed or failed.
    Fail,
    /// Failed, and an expectations entry says it is known to.
    ExpectedFailure,
    /// Passed although an expectations entry says it fails.
    UnexpectedPass,
    /// The backend cannot run this kind of case.
    NotSupported,
    /// The suite's `ERRATA.yaml` withdraws the case: not run, never a failure.
    Withdrawn,
}

impl Status {
    /// Every status, in report order.
    pub const ALL: [Status; 6] = [
        Status::Pass,
        Status::Fail,
        Status::ExpectedFailure,
        Status::UnexpectedPass,
        Status::NotSupported,
        Status::Withdrawn,
    ];

    /// The report name.
    pub fn name(self) -> &'static str {
        match self {
            Status::Pass => "pass",
            Status::Fail => "fail",
            Status::ExpectedFailure => "expected-failure",
            Status::UnexpectedPass => "unexpected-pass",
            Status::NotSupported => "not-supported",
            Status::Withdrawn => "withdrawn",
        }
    }
}

/// Why a case failed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Cause {
    /// The answer did not match the expectation.
    Mismatch,
    /// The backend hung and was killed.
    Timeout,
    /// The backend process died.
    Crash,
    /// Anything else (I/O, protocol, a panic, an unreadable case file).
    Error,
}

/// One graded case.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct CaseReport {
    /// The case id.
    pub id: String,
    /// Its kind.
    pub kind: CaseKind,
    /// Its profile.
    pub profile: String,
    /// The rules it covers.
    pub rules: Vec<String>,
    /// Final status.
    pub status: Status,
    /// For failures (expected or not): why.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cause: Option<Cause>,
    /// One line: what went wrong (empty for a pass).
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub detail: String,
    /// What the case expects, in words.
    pub expected: String,
    /// The three levels, when the backend answered.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub grade: Option<Grade>,
    /// What was asked.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub op: Option<Capability>,
    /// The backend's answer (after the mapping file), when it answered.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub actual: Option<Response>,
    /// The failure, when it did not answer.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub failure: Option<Failure>,
    /// The expectations entry that applied.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub known_failure: Option<EntryNote>,
    /// Why the suite's errata withdraw the case, when they do.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub withdrawn: Option<Withdrawal>,
    /// Wall-clock seconds.
    pub seconds: f64,
}

impl CaseReport {
    /// Whether the backend answered the case: it gave a verdict, right or wrong. Not
    /// supported, errors, crashes, timeouts and withdrawn cases are not answers.
    pub fn answered(&self) -> bool {
        self.actual.is_some() && self.status != Status::Withdrawn
    }
}

/// Counts of statuses.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Counts {
    /// Passed.
    pub pass: usize,
    /// Failed.
    pub fail: usize,
    /// Failed as expected.
    pub expected_failure: usize,
    /// Passed unexpectedly.
    pub unexpected_pass: usize,
    /// Not supported.
    pub not_supported: usize,
    /// Withdrawn by the suite's errata (not run).
    #[serde(default)]
    pub withdrawn: usize,
}

impl Counts {
    /// Adds one case of `status`.
    pub fn add(&mut self, status: Status) {
        match status {
            Status::Pass => self.pass += 1,
            Status::Fail => self.fail += 1,
            Status::ExpectedFailure => self.expected_failure += 1,
            Status::UnexpectedPass => self.unexpected_pass += 1,
            Status::NotSupported => self.not_supported += 1,
            Status::Withdrawn => self.withdrawn += 1,
        }
    }

    /// The count of `status`.
    pub fn get(&self, status: Status) -> usize {
        match status {
            Status::Pass => self.pass,
            Status::Fail => self.fail,
            Status::ExpectedFailure => self.expected_failure,
            Status::UnexpectedPass => self.unexpected_pass,
            Status::NotSupported => self.not_supported,
            Status::Withdrawn => self.withdrawn,
        }
    }

    /// All cases counted (withdrawn ones included).
    pub fn total(&self) -> usize {
        Status::ALL.iter().map(|s| self.get(*s)).sum()
    }

    /// The cases the backend answered or failed: neither unsupported nor withdrawn.
    pub fn ran(&self) -> usize {
        self.total() - self.not_supported - self.withdrawn
    }

    /// A one-word verdict for a group: `fail` if anything failed unexpectedly, else
    /// `pass` if anything ran, else `withdrawn` if every case is withdrawn, else
    /// `not-supported`.
    pub fn verdict(&self) -> &'static str {
        if self.fail > 0 {
            "fail"
        } else if self.pass + self.expected_failure + self.unexpected_pass > 0 {
            if self.expected_failure > 0 {
                "known-failures"
            } else {
                "pass"
            }
        } else if self.withdrawn > 0 && self.not_supported == 0 {
            "withdrawn"
        } else {
            "not-supported"
        }
    }
}

/// The whole run, graded.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RunReport {
    /// The suite's semver.
    pub suite_version: String,
    /// The suite's generator.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub suite_generator: Option<String>,
    /// The hash of the suite's rule set.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rules_sha256: Option<String>,
    /// The sha256 of the manifest that was run (names exactly which suite file).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub manifest_sha256: Option<String>,
    /// The backend.
    pub backend: BackendInfo,
    /// Its capabilities.
    pub capabilities: Vec<Capability>,
    /// The grading level.
    pub level: Level,
    /// The conformance level the expectations were graded at; `None` for a suite of
    /// manifest format 1, which has one level.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub conformance: Option<crate::suite::Conformance>,
    /// Whether unexpected passes and expired expectations fail the run.
    pub strict: bool,
    /// The date of the run (UTC).
    pub date: String,
    /// Seconds from start to end of this invocation.
    pub seconds: f64,
    /// Number of cases in the suite.
    pub suite_cases: usize,
    /// Totals over the selected cases.
    pub counts: Counts,
    /// Per level: how many answered cases pass at it.
    pub passing_at: BTreeMap<Level, usize>,
    /// Per rule id: counts over the cases covering it.
    pub rules: BTreeMap<String, Counts>,
    /// Per rule id, per profile: counts.
    pub matrix: BTreeMap<String, BTreeMap<String, Counts>>,
    /// Expectations entries that have expired.
    pub expired_expectations: Vec<EntryNote>,
    /// Expectations entries that matched no selected case.
    pub unused_expectations: Vec<EntryNote>,
    /// Every selected case, in manifest order.
    pub cases: Vec<CaseReport>,
    /// Selected cases that are not withdrawn (run or not): what answers are counted
    /// against.
    #[serde(default)]
    pub selected: usize,
    /// Of them, how many the backend answered (gave a verdict, right or wrong).
    #[serde(default)]
    pub answered: usize,
    /// Of them, how many were not run because the run stopped early.
    #[serde(default)]
    pub not_run: usize,
    /// The share of `selected` that must be answered for a verdict, in percent.
    #[serde(default)]
    pub min_answered_percent: f64,
    /// The overall result: pass, fail, or no verdict.
    #[serde(default)]
    pub result: RunResult,
    /// Why there is no verdict, when there is none.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub no_verdict: Option<String>,
    /// The backend's identity: program file name, its sha256, arguments (set by the
    /// command line; never a local absolute path).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub backend_identity: Option<crate::identity::BackendIdentity>,
    /// The options of the run that change its answers, and its shard (set by the command
    /// line; absent in reports of earlier versions): what `shadercts merge` checks.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub settings: Option<crate::merge::RunSettings>,
}

/// The overall result of a run.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum RunResult {
    /// Every selected case not expected to fail passed, and enough were answered.
    #[default]
    Pass,
    /// Something failed.
    Fail,
    /// Too few answers (or none, or no case selected, or the run gave up): the run
    /// certifies nothing.
    NoVerdict,
}

impl RunResult {
    /// As the terminal summary and reports print it: `PASS`, `FAIL`, `NO VERDICT`.
    pub fn text(self) -> &'static str {
        match self {
            RunResult::Pass => "PASS",
            RunResult::Fail => "FAIL",
            RunResult::NoVerdict => "NO VERDICT",
        }
    }
}

impl RunReport {
    /// 0 when everything not expected to fail passed (and, when strict, there are no
    /// unexpected passes or expired entries); 1 otherwise. Withdrawn cases never count.
    pub fn exit_code(&self) -> i32 {
        if self.no_verdict.is_some() {
            return 1;
        }
        i32::from(self.graded_failure())
    }

    /// Whether the graded cases fail the run (ignoring whether there are enough answers).
    pub fn graded_failure(&self) -> bool {
        let strict_problem = self.strict
            && (self.counts.unexpected_pass > 0 || !self.expired_expectations.is_empty());
        self.counts.fail > 0 || strict_problem
    }

    /// The overall result line's text: `PASS`, `FAIL` or `NO VERDICT (why)`.
    pub fn result_text(&self) -> String {
        match &self.no_verdict {
            Some(why) => format!("NO VERDICT ({why})"),
            None if self.graded_failure() => "FAIL".to_string(),
            None => "PASS".to_string(),
        }
    }

    /// The cases with status `status`, in report order.
    pub fn cases_with(&self, status: Status) -> Vec<&CaseReport> {
        self.cases.iter().filter(|c| c.status == status).collect()
    }
}
