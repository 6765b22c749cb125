//! The HTML report: one self-contained page (inline CSS, no scripts, no external
//! resources), rendered from the template `page.html` by tera, which escapes every value.
//!
//! The page has a summary (with how many cases were answered), the rule × profile matrix
//! (one column per profile in a fixed order), the link pairs in a table of their own, the
//! failures grouped by rule behind an index of jump links, the expectations and the cases
//! the suite's errata withdraw.

mod draw;
mod failures;
mod matrix;

pub use matrix::PROFILES;

use crate::catalog::RuleCatalog;
use crate::error::{Error, Result};
use crate::result::{RunReport, Status};
use crate::suite::Suite;
use crate::untrusted::line;
use serde::Serialize;

/// The page template; its name ends in `.html`, so tera escapes every `{{ value }}`.
const TEMPLATE: &str = include_str!("page.html");
const TEMPLATE_NAME: &str = "report.html";

/// Escapes text for HTML content and attribute values (the template engine does this
/// for the page; kept for callers that build HTML fragments themselves).
pub fn esc(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

/// The element id of a rule's failure group: `rule-` and the rule id, with any character
/// outside `[A-Za-z0-9._-]` written as `~XX` (hex), so distinct rules never share an id
/// and the id needs no escaping in a link.
pub fn rule_anchor(rule: &str) -> String {
    format!("rule-{}", slug(rule))
}

/// The element id of a case shown in full: `case-` and the slugged case id.
pub fn case_anchor(id: &str) -> String {
    format!("case-{}", slug(id))
}

fn slug(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for b in s.bytes() {
        if b.is_ascii_alphanumeric() || matches!(b, b'.' | b'-' | b'_') {
            out.push(char::from(b));
        } else {
            out.push_str(&format!("~{b:02X}"));
        }
    }
    out
}

#[derive(Serialize)]
struct Page {
    title: String,
    summary: Vec<(String, String)>,
    answered: usize,
    selected: usize,
    answered_text: String,
    verdict: String,
    verdict_class: &'static str,
    matrix: matrix::Matrix,
    links: matrix::Links,
    failures: failures::Failures,
    expected: Vec<ExpectedRow>,
    notes: Vec<NoteList>,
    withdrawn: Vec<WithdrawnRow>,
}

#[derive(Serialize)]
struct ExpectedRow {
    id: String,
    reason: String,
    detail: String,
}

#[derive(Serialize)]
struct NoteList {
    title: &'static str,
    items: Vec<String>,
}

#[derive(Serialize)]
struct WithdrawnRow {
    id: String,
    reason: String,
    rules: String,
    fixed_in: String,
}

/// The page, or an error if the template cannot be rendered (a bug, reported as such).
pub fn render(report: &RunReport, suite: &Suite, catalog: &RuleCatalog) -> Result<String> {
    let page = page(report, suite, catalog);
    let mut tera = tera::Tera::new();
    let fail = |e: tera::Error| Error::new(format!("cannot render the HTML report: {e}"));
    tera.add_raw_template(TEMPLATE_NAME, TEMPLATE)
        .map_err(fail)?;
    let ctx = tera::Context::from_serialize(&page).map_err(fail)?;
    let html = tera.render(TEMPLATE_NAME, &ctx).map_err(fail)?;
    // Tera escapes markup, not control or bidirectional characters of case ids and
    // backend messages: those become visible escapes here, in one place.
    Ok(crate::untrusted::document(&html).into_owned())
}

fn page(r: &RunReport, suite: &Suite, catalog: &RuleCatalog) -> Page {
    // Versions, names and ids come from the manifest and the backend: one line each.
    let title = format!(
        "shadercts {} — {}",
        line(&r.suite_version),
        line(&r.backend.name)
    );
    let selected = r.cases.len();
    let answered = r.cases.iter().filter(|c| c.answered()).count();
    // The run's own judgement (crate::verdict) when it has none; a report made without
    // one (a library caller) still says NO VERDICT when nothing was answered.
    let (verdict, verdict_class) = if r.no_verdict.is_some() {
        (r.result_text(), "none")
    } else if answered == 0 {
        ("NO VERDICT: no case was answered".to_string(), "none")
    } else if r.exit_code() == 0 {
        ("PASS".to_string(), "pass")
    } else {
        ("FAIL".to_string(), "fail")
    };
    let failures = failures::failures(r, suite, catalog);
    let groups = failures.rules();
    Page {
        title,
        summary: summary(r),
        answered,
        selected,
        answered_text: answered_text(answered, selected, r.suite_cases),
        verdict,
        verdict_class,
        matrix: matrix::matrix(r, &groups),
        links: matrix::links(r, &groups),
        failures,
        expected: expected(r),
        notes: notes(r),
        withdrawn: withdrawn(r),
    }
}

fn answered_text(answered: usize, selected: usize, suite_cases: usize) -> String {
    // One decimal, rounded down, so 99.96 % is not shown as 100 %.
    let share = (answered * 1000)
        .checked_div(selected)
        .map_or(String::new(), |permille| {
            format!(" ({}.{} %)", permille / 10, permille % 10)
        });
    format!(
        "{answered} of {selected} selected cases{share} (the suite has {suite_cases}): a pass or fail verdict from the backend; not supported, errors, timeouts, crashes and withdrawn cases are not answers"
    )
}

fn summary(r: &RunReport) -> Vec<(String, String)> {
    let backend = match &r.backend.version {
        Some(v) => format!("{} {}", line(&r.backend.name), line(v)),
        None => line(&r.backend.name).into_owned(),
    };
    let c = &r.counts;
    vec![
        ("Suite".into(), line(&r.suite_version).into_owned()),
        (
            "Rules hash".into(),
            r.rules_sha256
                .as_deref()
                .map_or_else(|| "—".into(), |h| line(h).into_owned()),
        ),
        ("Backend".into(), backend),
        (
            "Device".into(),
            r.backend
                .device
                .as_ref()
                .map_or_else(|| "—".into(), |d| {
                    crate::untrusted::line(&d.summary()).into_owned()
                }),
        ),
        ("Grading level".into(), r.level.name().to_string()),
        (
            "Conformance level".into(),
            super::conformance_text(r.conformance),
        ),
        ("Date".into(), r.date.clone()),
        (
            "Cases".into(),
            format!(
                "{} pass, {} fail, {} expected failures, {} unexpected passes, {} not supported, {} withdrawn",
                c.pass, c.fail, c.expected_failure, c.unexpected_pass, c.not_supported, c.withdrawn
            ),
        ),
    ]
}

fn expected(r: &RunReport) -> Vec<ExpectedRow> {
    r.cases_with(Status::ExpectedFailure)
        .into_iter()
        .map(|c| ExpectedRow {
            id: line(&c.id).into_owned(),
            reason: c
                .known_failure
                .as_ref()
                .map_or(String::new(), |k| line(&k.reason).into_owned()),
            detail: line(&c.detail).into_owned(),
        })
        .collect()
}

fn notes(r: &RunReport) -> Vec<NoteList> {
    [
        ("Expired expectations", &r.expired_expectations),
        ("Unused expectations", &r.unused_expectations),
    ]
    .into_iter()
    .filter(|(_, list)| !list.is_empty())
    .map(|(title, list)| NoteList {
        title,
        items: list
            .iter()
            .map(|e| {
                format!(
                    "{} at {}{}: {}",
                    line(&e.key),
                    line(&e.at),
                    e.expires
                        .as_ref()
                        .map_or(String::new(), |d| format!(" (expires {})", line(d))),
                    line(&e.reason)
                )
            })
            .collect(),
    })
    .collect()
}

/// The cases withdrawn by the suite's errata, with the reason and the fixing version.
fn withdrawn(r: &RunReport) -> Vec<WithdrawnRow> {
    r.cases_with(Status::Withdrawn)
        .into_iter()
        .map(|c| {
            let (reason, rules, fixed_in) = c.withdrawn.as_ref().map_or(
                (c.detail.clone(), String::new(), String::new()),
                |w| {
                    (
                        w.reason.clone(),
                        w.rules.join(", "),
                        w.fixed_in.clone().unwrap_or_default(),
                    )
                },
            );
            WithdrawnRow {
                id: line(&c.id).into_owned(),
                reason: line(&reason).into_owned(),
                rules: line(&rules).into_owned(),
                fixed_in: line(&fixed_in).into_owned(),
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn anchors_are_distinct_and_safe() {
        assert_eq!(rule_anchor("ps.oC.mov-only"), "rule-ps.oC.mov-only");
        assert_eq!(rule_anchor("a b"), "rule-a~20b");
        assert_ne!(rule_anchor("a~20b"), rule_anchor("a b"));
        assert_eq!(
            case_anchor("x/valid/vs_1_1+ps_1_1/s"),
            "case-x~2Fvalid~2Fvs_1_1~2Bps_1_1~2Fs"
        );
    }

    #[test]
    fn the_answered_share_is_rounded_down() {
        assert!(answered_text(9999, 10000, 10000).contains("(99.9 %)"));
        assert!(answered_text(0, 0, 5).starts_with("0 of 0 selected cases (the suite has 5)"));
    }
}
