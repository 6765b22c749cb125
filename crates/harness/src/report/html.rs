//! The HTML report: one self-contained page (inline CSS, no scripts, no external
//! resources) with the rule × profile matrix and every failing case with its source,
//! expected and actual result, and the rule's quoted sentence; and the cases the
//! suite's errata withdraw, with their reasons.

use super::profile_key;
use crate::catalog::RuleCatalog;
use crate::result::{CaseReport, Counts, RunReport, Status};
use crate::suite::{Case, Suite};
use std::collections::{BTreeSet, HashMap};
use std::fmt::Write;

/// At most this many failing cases are shown in full.
const MAX_DETAILED: usize = 300;
/// At most this many bytes of a source file are shown.
const MAX_SOURCE: usize = 8 * 1024;

const STYLE: &str = "body{font-family:system-ui,sans-serif;margin:1.5em;color:#222}
table{border-collapse:collapse;margin:.5em 0}th,td{border:1px solid #bbb;padding:.2em .45em;font-size:.85em}
th{background:#eee;text-align:left}td.pass{background:#c8f0c8}td.fail{background:#f6b8b8}
td.known-failures{background:#f8e3a8}td.not-supported{background:#ddd;color:#666}td.withdrawn{background:#e4ddf2;color:#555}td.none{background:#fff}
pre{background:#f6f6f6;padding:.5em;overflow-x:auto;font-size:.85em}
.case{border:1px solid #ccc;border-left:.4em solid #d33;padding:.3em .8em;margin:.8em 0}
.case.unexpected-pass{border-left-color:#e9a200}blockquote{border-left:.3em solid #99c;margin:.3em 0;padding:.1em .7em;color:#335}
.summary td:first-child{font-weight:bold}";

/// Escapes text for HTML content and attribute values.
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

/// The page.
pub fn render(report: &RunReport, suite: &Suite, catalog: &RuleCatalog) -> String {
    let mut h = String::new();
    let title = format!(
        "shadercts {} — {}",
        report.suite_version, report.backend.name
    );
    let _ = write!(
        h,
        "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>{}</title><style>{STYLE}</style></head><body>\n<h1>{}</h1>\n",
        esc(&title),
        esc(&title)
    );
    summary(&mut h, report);
    matrix(&mut h, report);
    failing(&mut h, report, suite, catalog);
    expectations(&mut h, report);
    withdrawn(&mut h, report);
    h.push_str("</body></html>\n");
    h
}

fn summary(h: &mut String, r: &RunReport) {
    let backend = match &r.backend.version {
        Some(v) => format!("{} {v}", r.backend.name),
        None => r.backend.name.clone(),
    };
    let rows = [
        ("Suite", r.suite_version.clone()),
        ("Rules hash", r.rules_sha256.clone().unwrap_or_else(|| "—".into())),
        ("Backend", backend),
        ("Grading level", r.level.name().to_string()),
        ("Conformance level", super::conformance_text(r.conformance)),
        ("Date", r.date.clone()),
        (
            "Cases",
            format!(
                "{} run of {}: {} pass, {} fail, {} expected failures, {} unexpected passes, {} not supported, {} withdrawn",
                r.counts.total(),
                r.suite_cases,
                r.counts.pass,
                r.counts.fail,
                r.counts.expected_failure,
                r.counts.unexpected_pass,
                r.counts.not_supported,
                r.counts.withdrawn
            ),
        ),
        ("Result", if r.exit_code() == 0 { "PASS".into() } else { "FAIL".into() }),
    ];
    h.push_str("<table class=\"summary\" id=\"summary\">\n");
    for (k, v) in rows {
        let _ = writeln!(h, "<tr><td>{}</td><td>{}</td></tr>", esc(k), esc(&v));
    }
    h.push_str("</table>\n");
}

fn cell_text(c: &Counts) -> String {
    let ran = c.ran();
    if ran == 0 && c.not_supported == 0 && c.withdrawn > 0 {
        "withdrawn".into()
    } else if ran == 0 {
        "n/s".into()
    } else {
        format!("{}/{}", c.pass + c.unexpected_pass, ran)
    }
}

fn matrix(h: &mut String, r: &RunReport) {
    let mut profiles: Vec<&String> = r
        .matrix
        .values()
        .flat_map(|m| m.keys())
        .collect::<BTreeSet<_>>()
        .into_iter()
        .collect();
    profiles.sort_by_key(|p| profile_key(p));
    h.push_str("<h2>Rules × profiles</h2>\n<p>Each cell: cases passing / cases run.</p>\n<table id=\"matrix\">\n<thead><tr><th>rule</th>");
    for p in &profiles {
        let _ = write!(h, "<th>{}</th>", esc(p));
    }
    h.push_str("<th>all</th></tr></thead>\n<tbody>\n");
    for (rule, row) in &r.matrix {
        let _ = write!(h, "<tr data-rule=\"{}\"><th>{}</th>", esc(rule), esc(rule));
        for p in &profiles {
            match row.get(*p) {
                Some(c) => {
                    let _ = write!(
                        h,
                        "<td class=\"{}\" data-rule=\"{}\" data-profile=\"{}\" data-status=\"{}\">{}</td>",
                        c.verdict(),
                        esc(rule),
                        esc(p),
                        c.verdict(),
                        cell_text(c)
                    );
                }
                None => h.push_str("<td class=\"none\"></td>"),
            }
        }
        if let Some(c) = r.rules.get(rule) {
            let _ = write!(h, "<td class=\"{}\">{}</td>", c.verdict(), cell_text(c));
        }
        h.push_str("</tr>\n");
    }
    h.push_str("</tbody></table>\n");
}

fn source_of(suite: &Suite, case: &Case) -> Vec<(String, String)> {
    let mut out = Vec::new();
    for role in ["text", "vs", "ps", "bytecode", "inputs"] {
        let Some(f) = case.files.get(role) else {
            continue;
        };
        let shown = match suite.read_file(f) {
            Err(e) => e,
            Ok(input) => match std::str::from_utf8(&input.data) {
                Ok(t) if !crate::protocol::is_binary_role(role) => {
                    let mut end = t.len().min(MAX_SOURCE);
                    while !t.is_char_boundary(end) {
                        end -= 1;
                    }
                    let mut s = t[..end].to_string();
                    if end < t.len() {
                        s.push_str("\n…");
                    }
                    s
                }
                _ => hex_words(&input.data),
            },
        };
        out.push((format!("{role}: {}", f.path), shown));
    }
    out
}

fn hex_words(data: &[u8]) -> String {
    let mut s = String::new();
    for (i, w) in data.chunks(4).take(MAX_SOURCE / 9).enumerate() {
        let mut b = [0u8; 4];
        b[..w.len()].copy_from_slice(w);
        let _ = write!(
            s,
            "{:08X}{}",
            u32::from_le_bytes(b),
            if i % 8 == 7 { "\n" } else { " " }
        );
    }
    s
}

fn actual_text(c: &CaseReport) -> String {
    if let Some(f) = &c.failure {
        return f.to_string();
    }
    let Some(a) = &c.actual else {
        return "—".into();
    };
    let mut s = match a.verdict {
        crate::backend::Verdict::Accept => "accepted".to_string(),
        crate::backend::Verdict::Reject => "rejected".to_string(),
    };
    if let Some(p) = a.phase {
        let _ = write!(s, " ({})", p.name());
    }
    for d in a.diagnostics.iter().take(20) {
        let _ = write!(s, "\n  ");
        if let Some(l) = d.line {
            let _ = write!(s, "line {l}: ");
        }
        s.push_str(&d.message);
        if let Some(r) = &d.rule {
            let _ = write!(s, " [{r}]");
        }
    }
    if let Some(t) = &a.tokens {
        let _ = write!(s, "\n  {} tokens", t.len());
    }
    s
}

fn failing(h: &mut String, r: &RunReport, suite: &Suite, catalog: &RuleCatalog) {
    let bad: Vec<&CaseReport> = r
        .cases
        .iter()
        .filter(|c| matches!(c.status, Status::Fail | Status::UnexpectedPass))
        .collect();
    let _ = writeln!(h, "<h2 id=\"failures\">Failing cases ({})</h2>", bad.len());
    if bad.len() > MAX_DETAILED {
        let _ = writeln!(
            h,
            "<p>The first {MAX_DETAILED} are shown; the JSON report has them all.</p>"
        );
    }
    let by_id: HashMap<&str, &Case> = suite.cases.iter().map(|c| (c.id.as_str(), c)).collect();
    for c in bad.iter().take(MAX_DETAILED) {
        let _ = writeln!(
            h,
            "<div class=\"case {}\" data-case=\"{}\"><h3>{}</h3>\n<p>{} · {} · {}</p>",
            c.status.name(),
            esc(&c.id),
            esc(&c.id),
            c.kind,
            esc(&c.profile),
            c.status.name()
        );
        let _ = writeln!(h, "<p><b>Expected:</b> {}</p>", esc(&c.expected));
        let _ = writeln!(
            h,
            "<p><b>Actual:</b></p><pre>{}</pre>",
            esc(&actual_text(c))
        );
        if !c.detail.is_empty() {
            let _ = writeln!(h, "<p><b>Why:</b> {}</p>", esc(&c.detail));
        }
        for rule in &c.rules {
            let _ = write!(h, "<p><b>{}</b>", esc(rule));
            if let Some(info) = catalog.get(rule) {
                let _ = write!(h, " — {} <i>({})</i></p>", esc(&info.title), esc(&info.doc));
                if let Some(q) = &info.quote {
                    let _ = write!(h, "<blockquote>{}</blockquote>", esc(q));
                }
            } else {
                h.push_str("</p>");
            }
            h.push('\n');
        }
        if let Some(case) = by_id.get(c.id.as_str()) {
            for (label, text) in source_of(suite, case) {
                let _ = writeln!(h, "<p><b>{}</b></p><pre>{}</pre>", esc(&label), esc(&text));
            }
        }
        h.push_str("</div>\n");
    }
}

fn expectations(h: &mut String, r: &RunReport) {
    let known = r.cases_with(Status::ExpectedFailure);
    if !known.is_empty() {
        let _ = writeln!(h, "<h2>Expected failures ({})</h2>\n<table id=\"expected\"><tr><th>case</th><th>reason</th><th>why it fails</th></tr>", known.len());
        for c in known {
            let reason = c.known_failure.as_ref().map_or("", |k| k.reason.as_str());
            let _ = writeln!(
                h,
                "<tr><td>{}</td><td>{}</td><td>{}</td></tr>",
                esc(&c.id),
                esc(reason),
                esc(&c.detail)
            );
        }
        h.push_str("</table>\n");
    }
    for (title, list) in [
        ("Expired expectations", &r.expired_expectations),
        ("Unused expectations", &r.unused_expectations),
    ] {
        if list.is_empty() {
            continue;
        }
        let _ = writeln!(h, "<h2>{title}</h2>\n<ul>");
        for e in list {
            let _ = writeln!(
                h,
                "<li>{} at {}{}: {}</li>",
                esc(&e.key),
                esc(&e.at),
                e.expires
                    .as_ref()
                    .map_or(String::new(), |d| format!(" (expires {})", esc(d))),
                esc(&e.reason)
            );
        }
        h.push_str("</ul>\n");
    }
}

/// The cases withdrawn by the suite's errata, with the reason and the fixing version.
fn withdrawn(h: &mut String, r: &RunReport) {
    let list = r.cases_with(Status::Withdrawn);
    if list.is_empty() {
        return;
    }
    let _ = writeln!(
        h,
        "<h2 id=\"withdrawn-cases\">Withdrawn cases ({})</h2>\n<p>The suite's ERRATA.yaml withdraws these cases (their expectation was found wrong after publishing); they were not run.</p>\n<table id=\"withdrawn\"><tr><th>case</th><th>reason</th><th>rules</th><th>fixed in</th></tr>",
        list.len()
    );
    for c in list {
        let (reason, rules, fixed) =
            c.withdrawn
                .as_ref()
                .map_or((c.detail.as_str(), String::new(), ""), |w| {
                    (
                        w.reason.as_str(),
                        w.rules.join(", "),
                        w.fixed_in.as_deref().unwrap_or(""),
                    )
                });
        let _ = writeln!(
            h,
            "<tr data-case=\"{}\"><td>{}</td><td>{}</td><td>{}</td><td>{}</td></tr>",
            esc(&c.id),
            esc(&c.id),
            esc(reason),
            esc(&rules),
            esc(fixed)
        );
    }
    h.push_str("</table>\n");
}
