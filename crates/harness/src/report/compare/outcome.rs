//! What an implementation did with one case, as comparisons and diffs see it: the
//! behaviour, not the bookkeeping of an expectations file (an expected failure is still
//! a failure, an unexpected pass a pass).

use crate::result::{CaseReport, Cause, Status};
use serde::Serialize;

/// One case's outcome, for comparing implementations and runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Outcome {
    /// Passed (also an unexpected pass).
    Pass,
    /// Answered wrongly (also a known, expected failure).
    Fail,
    /// No answer: the backend timed out, crashed or failed otherwise.
    Error,
    /// The backend cannot run this kind of case.
    NotSupported,
    /// Withdrawn by the suite's errata: not run, never counted.
    Withdrawn,
}

impl Outcome {
    /// The outcome of a graded case.
    pub fn of(c: &CaseReport) -> Outcome {
        match c.status {
            Status::Pass | Status::UnexpectedPass => Outcome::Pass,
            Status::Fail | Status::ExpectedFailure => match c.cause {
                Some(Cause::Timeout | Cause::Crash | Cause::Error) => Outcome::Error,
                Some(Cause::Mismatch) | None => Outcome::Fail,
            },
            Status::NotSupported => Outcome::NotSupported,
            Status::Withdrawn => Outcome::Withdrawn,
        }
    }

    /// The name reports print: `pass`, `fail`, `error`, `not-supported`, `withdrawn`.
    pub fn name(self) -> &'static str {
        match self {
            Outcome::Pass => "pass",
            Outcome::Fail => "fail",
            Outcome::Error => "error",
            Outcome::NotSupported => "not-supported",
            Outcome::Withdrawn => "withdrawn",
        }
    }

    /// Whether the case went wrong (a wrong answer or no answer at all).
    pub fn is_failure(self) -> bool {
        matches!(self, Outcome::Fail | Outcome::Error)
    }
}

/// Counts of outcomes over some cases.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Tally {
    /// Passed.
    pub pass: usize,
    /// Answered wrongly.
    pub fail: usize,
    /// Timed out, crashed or failed otherwise.
    pub error: usize,
    /// Not supported.
    pub not_supported: usize,
    /// Withdrawn by the errata.
    pub withdrawn: usize,
}

impl Tally {
    /// Counts one case.
    pub fn add(&mut self, o: Outcome) {
        match o {
            Outcome::Pass => self.pass += 1,
            Outcome::Fail => self.fail += 1,
            Outcome::Error => self.error += 1,
            Outcome::NotSupported => self.not_supported += 1,
            Outcome::Withdrawn => self.withdrawn += 1,
        }
    }

    /// Every case counted.
    pub fn total(&self) -> usize {
        self.pass + self.fail + self.error + self.not_supported + self.withdrawn
    }

    /// The one-word class of a cell: `fail` if anything failed or erred, else `pass` if
    /// anything passed, else `not-supported`, else `withdrawn`, else `none` (no case).
    pub fn class(&self) -> &'static str {
        if self.fail + self.error > 0 {
            "fail"
        } else if self.pass > 0 {
            "pass"
        } else if self.not_supported > 0 {
            "not-supported"
        } else if self.withdrawn > 0 {
            "withdrawn"
        } else {
            "none"
        }
    }

    /// Compact text: `12/15` (passing / run; errors count as run), then the errors and
    /// the cases not supported, when any (`12/15 2 err 3 n/s`); `—` for no case.
    pub fn short(&self) -> String {
        let ran = self.pass + self.fail + self.error;
        let mut s = if ran > 0 {
            format!("{}/{ran}", self.pass)
        } else {
            String::new()
        };
        // Errors (timeouts, crashes) are among the cases run; named, as a translator
        // author looks for them first.
        for (n, what) in [(self.error, "err"), (self.not_supported, "n/s")] {
            if n > 0 {
                if !s.is_empty() {
                    s.push(' ');
                }
                s.push_str(&format!("{n} {what}"));
            }
        }
        if s.is_empty() {
            s = if self.withdrawn > 0 {
                format!("{} wd", self.withdrawn)
            } else {
                "—".to_string()
            };
        }
        s
    }

    /// Every non-zero count in words: `12 pass, 2 fail, 1 error, 3 not supported`.
    pub fn words(&self) -> String {
        let parts: Vec<String> = [
            (self.pass, "pass"),
            (self.fail, "fail"),
            (self.error, "error"),
            (self.not_supported, "not supported"),
            (self.withdrawn, "withdrawn"),
        ]
        .iter()
        .filter(|(n, _)| *n > 0)
        .map(|(n, w)| format!("{n} {w}"))
        .collect();
        if parts.is_empty() {
            "no case".to_string()
        } else {
            parts.join(", ")
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tallies_print_and_classify() {
        let mut t = Tally::default();
        assert_eq!((t.class(), t.short().as_str()), ("none", "—"));
        t.add(Outcome::NotSupported);
        assert_eq!((t.class(), t.short().as_str()), ("not-supported", "1 n/s"));
        t.add(Outcome::Pass);
        t.add(Outcome::Error);
        assert_eq!((t.class(), t.short().as_str()), ("fail", "1/2 1 err 1 n/s"));
        assert_eq!(t.words(), "1 pass, 1 error, 1 not supported");
    }
}
