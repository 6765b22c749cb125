//! The certificate: a Markdown page naming the suite (version, rules hash), the backend
//! and its version, pass/fail per rule and per group of the cases that name no rule
//! (the execute cases `exec.<op>/…`), the reasons cases were not supported, and the
//! cases the suite's errata withdraw.

use crate::catalog::RuleCatalog;
use crate::result::{CaseReport, Counts, RunReport, Status};
use crate::untrusted;
use crate::Failure;
use std::collections::BTreeMap;
use std::fmt::Write;

/// At most this many withdrawn cases are listed.
const MAX_WITHDRAWN: usize = 20;

/// At most this many reasons for "not supported" are listed.
const MAX_REASONS: usize = 30;

/// Our own text (a rule's title) for a Markdown table cell: controls escaped, `|`
/// escaped.
fn cell(s: &str) -> String {
    untrusted::line(s).replace('|', "\\|")
}

/// Untrusted text (a case id, what a backend said, a version from a manifest) as
/// Markdown text: controls, bidirectional controls and Markdown's specials escaped.
fn text(s: &str) -> String {
    untrusted::markdown(s)
}

/// Untrusted text as a Markdown code span.
fn code(s: &str) -> String {
    format!("`{}`", untrusted::markdown_code(s))
}

/// The certificate text.
pub fn render(r: &RunReport, catalog: &RuleCatalog) -> String {
    let mut m = String::new();
    let backend = match &r.backend.version {
        Some(v) => format!("{} {v}", r.backend.name),
        None => format!("{} (version not reported)", r.backend.name),
    };
    let failing: Vec<&String> = r
        .rules
        .iter()
        .filter(|(_, c)| c.fail > 0)
        .map(|(k, _)| k)
        .collect();
    let known: Vec<&String> = r
        .rules
        .iter()
        .filter(|(_, c)| c.fail == 0 && c.expected_failure > 0)
        .map(|(k, _)| k)
        .collect();
    let _ = writeln!(m, "# shadercts conformance certificate\n");
    let verdict = if r.no_verdict.is_some() {
        "has NO VERDICT on"
    } else if r.exit_code() == 0 {
        "passes"
    } else {
        "does not pass"
    };
    let _ = write!(
        m,
        "**{}** {verdict} shadercts suite **{}**",
        text(&backend),
        text(&r.suite_version)
    );
    if let Some(why) = &r.no_verdict {
        let _ = writeln!(m, " ({}); this is not a certificate.\n", text(why));
    } else if failing.is_empty() && known.is_empty() {
        let _ = writeln!(m, ".\n");
    } else {
        let mut parts = Vec::new();
        if !failing.is_empty() {
            parts.push(format!(
                "rules failing: {}",
                failing
                    .iter()
                    .map(|s| code(s))
                    .collect::<Vec<_>>()
                    .join(", ")
            ));
        }
        if !known.is_empty() {
            parts.push(format!(
                "known failures: {}",
                known.iter().map(|s| code(s)).collect::<Vec<_>>().join(", ")
            ));
        }
        let _ = writeln!(m, "; {}.\n", parts.join("; "));
    }
    if r.suite_version == "0.0.0" {
        // `shadercts generate` writes 0.0.0 unless told a version: not a published suite.
        let _ = writeln!(
            m,
            "The suite's version 0.0.0 is the default of `shadercts generate`: it is not a published suite; certify against a published one (`suites/`).\n"
        );
    }
    let _ = writeln!(m, "| | |\n|---|---|");
    let rows = [
        ("Suite version", text(&r.suite_version)),
        (
            "Suite generator",
            r.suite_generator
                .as_deref()
                .map_or_else(|| "—".into(), text),
        ),
        (
            "Manifest hash (sha256)",
            r.manifest_sha256.as_deref().map_or("—".into(), code),
        ),
        (
            "Rules hash (sha256)",
            r.rules_sha256.as_deref().map_or("—".into(), code),
        ),
        ("Backend", text(&backend)),
        ("Program", program(r)),
        (
            "Device",
            r.backend
                .device
                .as_ref()
                .map_or("—".into(), |d| text(&d.summary())),
        ),
        (
            "Capabilities",
            r.capabilities
                .iter()
                .map(|c| c.name())
                .collect::<Vec<_>>()
                .join(", "),
        ),
        ("Grading level", r.level.name().to_string()),
        ("Conformance level", super::conformance_text(r.conformance)),
        ("Date (UTC)", r.date.clone()),
        (
            "Cases run",
            format!("{} of {} in the suite", r.counts.total(), r.suite_cases),
        ),
        (
            "Cases answered",
            format!(
                "{} of {} selected (at least {}% needed){}",
                r.answered,
                r.selected,
                r.min_answered_percent,
                if r.not_run > 0 {
                    format!(", {} not run", r.not_run)
                } else {
                    String::new()
                }
            ),
        ),
        ("Result", text(&r.result_text())),
        (
            "Results",
            format!(
                "{} pass, {} fail, {} expected failures, {} unexpected passes, {} not supported{}",
                r.counts.pass,
                r.counts.fail,
                r.counts.expected_failure,
                r.counts.unexpected_pass,
                r.counts.not_supported,
                if r.counts.withdrawn > 0 {
                    format!(", {} withdrawn by the suite's errata", r.counts.withdrawn)
                } else {
                    String::new()
                }
            ),
        ),
    ];
    // Every value is escaped above (untrusted parts) or is our own text.
    for (k, v) in rows {
        let _ = writeln!(m, "| {k} | {v} |");
    }
    if let Some(d) = draw_counts(r) {
        let _ = writeln!(m, "| Draw cases | {d} |");
    }
    let _ = writeln!(m, "\n## Rules\n\n| Rule | Title | Pass | Fail | Expected failures | Not supported | Result |\n|---|---|---:|---:|---:|---:|---|");
    for (rule, c) in &r.rules {
        let title = catalog.get(rule).map_or("", |i| i.title.as_str());
        let result = result_word(c);
        let _ = writeln!(
            m,
            "| {} | {} | {} | {} | {} | {} | {} |",
            code(rule),
            cell(title),
            c.pass + c.unexpected_pass,
            c.fail,
            c.expected_failure,
            c.not_supported,
            result
        );
    }
    unruled_groups(&mut m, r);
    not_supported(&mut m, r);
    withdrawn(&mut m, r);
    if !r.expired_expectations.is_empty() {
        let _ = writeln!(m, "\n## Expired expectations\n");
        for e in &r.expired_expectations {
            let _ = writeln!(
                m,
                "- {} ({}, expired {}): {}",
                text(&e.key),
                text(&e.at),
                text(e.expires.as_deref().unwrap_or("?")),
                text(&e.reason)
            );
        }
    }
    m
}

/// The draw cases of a run (format 4 suites) as `N run: A answered, P pass`, when
/// it has any: certificates and the terminal summary count them apart from the rest.
pub fn draw_counts(r: &RunReport) -> Option<String> {
    let draws: Vec<&CaseReport> = r
        .cases
        .iter()
        .filter(|c| c.kind == crate::suite::CaseKind::Draw)
        .collect();
    if draws.is_empty() {
        return None;
    }
    let answered = draws.iter().filter(|c| c.answered()).count();
    let pass = draws
        .iter()
        .filter(|c| matches!(c.status, Status::Pass | Status::UnexpectedPass))
        .count();
    let fail = draws.iter().filter(|c| c.status == Status::Fail).count();
    Some(format!(
        "{} run: {answered} answered, {pass} pass, {fail} fail",
        draws.len()
    ))
}

/// The backend's program as a certificate names it: file name, sha256 and arguments,
/// never a local directory.
fn program(r: &RunReport) -> String {
    match &r.backend_identity {
        Some(id) => {
            let mut s = code(&id.program);
            match &id.sha256 {
                Some(h) => {
                    let _ = write!(s, " (sha256 {})", code(h));
                }
                None => {
                    let _ = write!(s, " (built-in backend {})", code(&id.kind));
                }
            }
            if !id.args.is_empty() {
                let _ = write!(s, ", arguments {}", code(&id.public_args()));
            }
            s
        }
        None => r
            .backend
            .detail
            .as_deref()
            .map_or("—".into(), |d| text(&crate::identity::public_text(d))),
    }
}

/// The result of a row of counts, as the rule table writes it.
fn result_word(c: &Counts) -> &'static str {
    match c.verdict() {
        "fail" => "**FAIL**",
        "known-failures" => "known failures",
        "pass" => "pass",
        "withdrawn" => "withdrawn",
        _ => "not supported",
    }
}

/// The group of a case id: its first segment (`exec.min` of
/// `exec.min/execute/vs_3_0/min-basic`).
fn group(c: &CaseReport) -> &str {
    c.id.split('/').next().unwrap_or(&c.id)
}

/// The cases that name no rule (the execute cases of instructions, `exec.<op>/…`, and
/// hand-made cases), counted per group of their ids, so that the certificate accounts
/// for every case and not only those the rule table counts.
fn unruled_groups(m: &mut String, r: &RunReport) {
    let mut groups: BTreeMap<&str, Counts> = BTreeMap::new();
    for c in r.cases.iter().filter(|c| c.rules.is_empty()) {
        groups.entry(group(c)).or_default().add(c.status);
    }
    if groups.is_empty() {
        return;
    }
    let _ = writeln!(
        m,
        "\n## Cases that name no rule\n\n{} case(s) cover no rule of the catalogue (the execute cases of each instruction, and hand-made cases), counted by the first part of their id.\n\n| Group | Pass | Fail | Expected failures | Not supported | Result |\n|---|---:|---:|---:|---:|---|",
        groups.values().map(Counts::total).sum::<usize>()
    );
    for (g, c) in &groups {
        let _ = writeln!(
            m,
            "| {} | {} | {} | {} | {} | {} |",
            code(g),
            c.pass + c.unexpected_pass,
            c.fail,
            c.expected_failure,
            c.not_supported,
            result_word(c)
        );
    }
}

/// The cases the backend did not support, by the reason it gave: how many, and one of
/// them.
fn not_supported(m: &mut String, r: &RunReport) {
    let list = r.cases_with(Status::NotSupported);
    if list.is_empty() {
        return;
    }
    let mut reasons: BTreeMap<&str, (usize, &str)> = BTreeMap::new();
    for c in &list {
        // The reason the backend gave, not the detail line that prefixes it.
        let why = match &c.failure {
            Some(Failure::Unsupported { reason }) => reason.as_str(),
            _ => c.detail.as_str(),
        };
        reasons.entry(why).or_insert((0, c.id.as_str())).0 += 1;
    }
    let mut rows: Vec<(&str, usize, &str)> = reasons
        .into_iter()
        .map(|(why, (n, id))| (why, n, id))
        .collect();
    rows.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(b.0)));
    let _ = writeln!(
        m,
        "\n## Not supported\n\n{} case(s) were not run because the backend cannot express them; they count neither way.\n\n| Cases | Reason the backend gave | For example |\n|---:|---|---|",
        list.len()
    );
    for (why, n, id) in rows.iter().take(MAX_REASONS) {
        let why = if why.is_empty() {
            "(none given)".to_string()
        } else {
            text(why)
        };
        let _ = writeln!(m, "| {n} | {why} | {} |", code(id));
    }
    if rows.len() > MAX_REASONS {
        let rest: usize = rows[MAX_REASONS..].iter().map(|r| r.1).sum();
        let _ = writeln!(
            m,
            "| {rest} | … {} more reasons (the JSON report lists every case) | |",
            rows.len() - MAX_REASONS
        );
    }
}

/// The withdrawn cases: how many, and the first few with their reasons.
fn withdrawn(m: &mut String, r: &RunReport) {
    let list = r.cases_with(Status::Withdrawn);
    if list.is_empty() {
        return;
    }
    let _ = writeln!(
        m,
        "\n## Withdrawn cases\n\n{} case(s) withdrawn by the suite's ERRATA.yaml (expectation found wrong after publishing) were not run and count neither way.\n",
        list.len()
    );
    for c in list.iter().take(MAX_WITHDRAWN) {
        let _ = writeln!(m, "- {}: {}", code(&c.id), text(&c.detail));
    }
    if list.len() > MAX_WITHDRAWN {
        let _ = writeln!(
            m,
            "- … and {} more (the JSON report lists them all)",
            list.len() - MAX_WITHDRAWN
        );
    }
}
