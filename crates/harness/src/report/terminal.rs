//! The terminal summary printed at the end of a run.

use crate::result::{Cause, RunReport, Status};
use crate::untrusted::line;
use crate::verdict::thousands;
use std::fmt::Write;
use std::path::Path;

/// At most this many failing cases are listed.
const MAX_LISTED: usize = 25;

/// The summary text, for a run that writes no report files.
pub fn render(r: &RunReport) -> String {
    render_with(r, &[])
}

/// The summary text; `reports` are the report files the run writes (named where the
/// summary lists only some failures).
pub fn render_with(r: &RunReport, reports: &[&Path]) -> String {
    let mut s = String::new();
    // Names, ids and messages come from the manifest and the backend: escaped, so that
    // none can forge a line of this summary or drive the terminal.
    let backend = match &r.backend.version {
        Some(v) => format!("{} {}", line(&r.backend.name), line(v)),
        None => line(&r.backend.name).into_owned(),
    };
    let _ = writeln!(
        s,
        "suite {}, backend {backend}, graded at the {} level, conformance {}",
        line(&r.suite_version),
        r.level,
        super::conformance_text(r.conformance)
    );
    let c = &r.counts;
    let withdrawn = if c.withdrawn > 0 {
        format!(", {} withdrawn", c.withdrawn)
    } else {
        String::new()
    };
    let _ = writeln!(
        s,
        "{} cases: {} pass, {} fail, {} expected failures, {} unexpected passes, {} not supported{withdrawn} ({:.1} s)",
        c.total(),
        c.pass,
        c.fail,
        c.expected_failure,
        c.unexpected_pass,
        c.not_supported,
        r.seconds
    );
    if let Some(d) = super::cert::draw_counts(r) {
        let _ = writeln!(s, "draw cases: {d}");
    }
    // As judged by crate::verdict, like `selected` beside it.
    let answered = r.answered;
    let _ = writeln!(
        s,
        "answered: {} of {} selected cases ({:.1}%; at least {}% needed){}",
        thousands(answered),
        thousands(r.selected),
        if r.selected == 0 {
            0.0
        } else {
            answered as f64 * 100.0 / r.selected as f64
        },
        r.min_answered_percent,
        if r.not_run > 0 {
            format!(", {} not run", thousands(r.not_run))
        } else {
            String::new()
        }
    );
    let at: Vec<String> = r
        .passing_at
        .iter()
        .map(|(l, n)| format!("{l} {n}"))
        .collect();
    let _ = writeln!(
        s,
        "of {answered} answered cases, passing at each level: {}",
        at.join(", ")
    );
    let bad = r.cases_with(Status::Fail);
    if !bad.is_empty() {
        let _ = writeln!(s, "failures:");
        for c in bad.iter().take(MAX_LISTED) {
            let tag = match c.cause {
                Some(Cause::Timeout) => "TIMEOUT",
                Some(Cause::Crash) => "CRASH",
                Some(Cause::Error) => "ERROR",
                _ => "FAIL",
            };
            let _ = writeln!(s, "  {tag} {}: {}", line(&c.id), line(&c.detail));
        }
        if bad.len() > MAX_LISTED {
            let more = bad.len() - MAX_LISTED;
            if reports.is_empty() {
                let _ = writeln!(
                    s,
                    "  … and {more} more (--report json:FILE or html:FILE lists them all)"
                );
            } else {
                let names: Vec<String> = reports.iter().map(|p| p.display().to_string()).collect();
                let _ = writeln!(s, "  … and {more} more (see {})", names.join(", "));
            }
        }
    }
    for c in r
        .cases_with(Status::UnexpectedPass)
        .into_iter()
        .take(MAX_LISTED)
    {
        let at = c.known_failure.as_ref().map_or("", |k| k.at.as_str());
        let _ = writeln!(
            s,
            "  UNEXPECTED PASS {} (listed at {})",
            line(&c.id),
            line(at)
        );
    }
    let withdrawn = r.cases_with(Status::Withdrawn);
    if !withdrawn.is_empty() {
        let _ = writeln!(s, "withdrawn by the suite's errata (not run):");
        for c in withdrawn.iter().take(MAX_LISTED) {
            let _ = writeln!(s, "  WITHDRAWN {}: {}", line(&c.id), line(&c.detail));
        }
        if withdrawn.len() > MAX_LISTED {
            let _ = writeln!(s, "  … and {} more", withdrawn.len() - MAX_LISTED);
        }
    }
    for e in &r.expired_expectations {
        let _ = writeln!(
            s,
            "  EXPIRED expectation {} at {} (expired {})",
            line(&e.key),
            line(&e.at),
            line(e.expires.as_deref().unwrap_or("?"))
        );
    }
    for e in &r.unused_expectations {
        let _ = writeln!(
            s,
            "  unused expectation {} at {}",
            line(&e.key),
            line(&e.at)
        );
    }
    let _ = writeln!(s, "result: {}", line(&r.result_text()));
    s
}
