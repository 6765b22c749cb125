//! The JUnit XML report (quick-junit): one test suite per case kind, one test case per
//! case. Failures are `failure` (mismatch) or `error` (timeout, crash, error);
//! expected failures, unsupported cases and cases withdrawn by the suite's errata are
//! `skipped` with the reason. A run without a verdict adds a test suite `shadercts-run`
//! whose one test, `result`, is an error saying why.

use crate::error::{Error, Result};
use crate::result::{Cause, RunReport, Status};
use crate::suite::CaseKind;
use crate::untrusted::line;
use quick_junit::{NonSuccessKind, Report, TestCase, TestCaseStatus, TestSuite};
use std::time::Duration;

/// JUnit XML of the report.
pub fn render(report: &RunReport) -> Result<Vec<u8>> {
    // Ids, names and messages come from the manifest and the backend: escaped (XML 1.0
    // cannot even hold most control characters, and bidirectional controls would
    // reorder what a CI page shows).
    let mut junit = Report::new(format!(
        "shadercts {} on {}",
        line(&report.suite_version),
        line(&report.backend.name)
    ));
    junit.set_time(seconds(report.seconds));
    for kind in CaseKind::ALL {
        let cases: Vec<_> = report.cases.iter().filter(|c| c.kind == kind).collect();
        if cases.is_empty() {
            continue;
        }
        let mut suite = TestSuite::new(kind.name());
        for c in cases {
            let status = match c.status {
                Status::Pass => TestCaseStatus::success(),
                Status::UnexpectedPass => TestCaseStatus::success(),
                Status::Fail => {
                    let kind = match c.cause {
                        Some(Cause::Mismatch) | None => NonSuccessKind::Failure,
                        _ => NonSuccessKind::Error,
                    };
                    let mut s = TestCaseStatus::non_success(kind);
                    s.set_message(line(&c.detail).into_owned());
                    s.set_type(c.cause.map_or("mismatch", |c| match c {
                        Cause::Mismatch => "mismatch",
                        Cause::Timeout => "timeout",
                        Cause::Crash => "crash",
                        Cause::Error => "error",
                    }));
                    s.set_description(format!(
                        "expected: {}\nactual: {}",
                        line(&c.expected),
                        line(&c.detail)
                    ));
                    s
                }
                Status::ExpectedFailure => {
                    let mut s = TestCaseStatus::skipped();
                    let reason = c.known_failure.as_ref().map_or("", |k| k.reason.as_str());
                    s.set_message(format!("expected failure: {}", line(reason)));
                    s.set_type("expected-failure");
                    s.set_description(line(&c.detail).into_owned());
                    s
                }
                Status::NotSupported => {
                    let mut s = TestCaseStatus::skipped();
                    s.set_message(line(&c.detail).into_owned());
                    s.set_type("not-supported");
                    s
                }
                Status::Withdrawn => {
                    let mut s = TestCaseStatus::skipped();
                    s.set_message(format!("withdrawn: {}", line(&c.detail)));
                    s.set_type("withdrawn");
                    s
                }
            };
            let mut tc = TestCase::new(line(&c.id).into_owned(), status);
            tc.set_classname(
                c.rules
                    .first()
                    .map_or_else(|| kind.name().to_string(), |r| line(r).into_owned()),
            );
            tc.set_time(seconds(c.seconds));
            if c.status == Status::UnexpectedPass {
                let at = c.known_failure.as_ref().map_or("", |k| k.at.as_str());
                tc.set_system_out(format!(
                    "unexpected pass: listed as a known failure at {}",
                    line(at)
                ));
            }
            suite.add_test_case(tc);
        }
        junit.add_test_suite(suite);
    }
    if let Some(why) = &report.no_verdict {
        // A run without a verdict must not look green in CI: one erroring test says why.
        let mut suite = TestSuite::new("shadercts-run");
        let mut s = TestCaseStatus::non_success(NonSuccessKind::Error);
        s.set_message(format!("NO VERDICT ({})", line(why)));
        s.set_type("no-verdict");
        suite.add_test_case(TestCase::new("result", s));
        junit.add_test_suite(suite);
    }
    junit
        .to_string()
        .map(String::into_bytes)
        .map_err(|e| Error::new(format!("JUnit report: {e}")))
}

/// A duration of `s` seconds; 0 for a negative or non-finite value, saturated for a
/// huge one (`Duration::from_secs_f64` panics on both, and a resumed journal's times
/// are read from a file).
fn seconds(s: f64) -> Duration {
    // `max` turns NaN and negatives into 0; what is left can only overflow.
    Duration::try_from_secs_f64(s.max(0.0)).unwrap_or(Duration::MAX)
}
