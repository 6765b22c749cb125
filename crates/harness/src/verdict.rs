//! No verdict without answers: a run certifies nothing (result `NO VERDICT`, exit 1, no
//! certificate) when its filters select no case, when it gave up after consecutive
//! backend failures, when nothing was answered, or when fewer than the required share of
//! the selected cases were answered. "Answered" means the backend gave a verdict (right
//! or wrong); "not supported", errors, crashes, timeouts and protocol errors are not
//! answers.

use crate::result::{RunReport, RunResult};

/// The default of `--min-answered`: at least this many percent of the selected cases
/// must be answered. MojoShader (no linker, no executor) answers 95.7% of suite 2.0.0.
pub const DEFAULT_MIN_ANSWERED: f64 = 95.0;

/// The default of `--max-consecutive-failures`.
pub const DEFAULT_MAX_CONSECUTIVE_FAILURES: usize = 50;

/// What the judgement needs besides the graded cases.
#[derive(Clone, Debug, Default)]
pub struct Judging {
    /// Required share of answered cases, in percent (0–100).
    pub min_answered_percent: f64,
    /// Selected, not withdrawn, not run (the run stopped early).
    pub not_run: usize,
    /// Why the run stopped early, if it did.
    pub stopped: Option<String>,
    /// The filters in words (`--filter-id 'x*'`), empty when none.
    pub filters: String,
}

/// `n` with thousands separators: `30,520`.
pub fn thousands(n: usize) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// Fills in `selected`, `answered`, `not_run`, `result` and `no_verdict` of `report`.
pub fn judge(report: &mut RunReport, j: &Judging) {
    let answered = report.cases.iter().filter(|c| c.answered()).count();
    let selected = report.counts.total() - report.counts.withdrawn + j.not_run;
    report.answered = answered;
    report.selected = selected;
    report.not_run = j.not_run;
    report.min_answered_percent = j.min_answered_percent;
    let needed = format!("at least {}% needed", j.min_answered_percent);
    let why = if report.counts.total() + j.not_run == 0 {
        Some(if j.filters.is_empty() {
            "the suite has no cases".to_string()
        } else {
            format!(
                "no case selected: the filters {} select none of the suite's {} cases",
                j.filters,
                thousands(report.suite_cases)
            )
        })
    } else if let Some(stop) = &j.stopped {
        Some(format!(
            "{stop}; {} of {} selected cases answered, {} not run",
            thousands(answered),
            thousands(selected),
            thousands(j.not_run)
        ))
    } else if selected == 0 {
        Some(format!(
            "all {} selected cases are withdrawn by the suite's errata",
            thousands(report.counts.withdrawn)
        ))
    } else if answered == 0 {
        Some(format!(
            "0 of {} selected cases answered: {} not supported, {} backend errors, crashes or timeouts",
            thousands(selected),
            thousands(report.counts.not_supported),
            thousands(
                report
                    .cases
                    .iter()
                    .filter(|c| c.failure.is_some() && c.cause.is_some())
                    .count()
            )
        ))
    } else if (answered as f64) * 100.0 < j.min_answered_percent * selected as f64 {
        Some(format!(
            "{} of {} selected cases answered; {needed}",
            thousands(answered),
            thousands(selected)
        ))
    } else {
        None
    };
    report.result = match (&why, report.graded_failure()) {
        (Some(_), _) => RunResult::NoVerdict,
        (None, true) => RunResult::Fail,
        (None, false) => RunResult::Pass,
    };
    report.no_verdict = why;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn thousands_separators() {
        assert_eq!(thousands(0), "0");
        assert_eq!(thousands(999), "999");
        assert_eq!(thousands(30520), "30,520");
        assert_eq!(thousands(1234567), "1,234,567");
    }
}
