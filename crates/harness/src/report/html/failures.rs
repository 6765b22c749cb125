//! The failing cases grouped by rule: an index (rule, title, count, jump link) and one
//! group per rule, each showing its first cases in full (source, expected and actual
//! result) and listing the ids of the rest.

use super::{case_anchor, rule_anchor};
use crate::catalog::RuleCatalog;
use crate::result::{CaseReport, RunReport, Status};
use crate::suite::{Case, Suite};
use crate::untrusted::line;
use serde::Serialize;
use std::collections::{BTreeMap, BTreeSet, HashMap, HashSet};
use std::fmt::Write;

/// At most this many cases of one rule are shown in full.
pub const MAX_PER_RULE: usize = 20;
/// At most this many cases are shown in full over all rules: with many failing rules the
/// cap per rule shrinks (to 1 at least) so that every rule keeps its first cases.
pub const MAX_DETAILED: usize = 1000;
/// At most this many bytes of a source file are shown.
const MAX_SOURCE: usize = 8 * 1024;

/// The failures section.
#[derive(Serialize)]
pub struct Failures {
    total: usize,
    per_rule: usize,
    index: Vec<IndexRow>,
    groups: Vec<Group>,
}

#[derive(Serialize)]
struct IndexRow {
    rule: String,
    title: String,
    count: usize,
    href: String,
}

#[derive(Serialize)]
struct Group {
    rule: String,
    anchor: String,
    title: String,
    doc: String,
    quote: Option<String>,
    count: usize,
    cases: Vec<CaseView>,
    more_count: usize,
    more: String,
}

#[derive(Serialize)]
struct CaseView {
    id: String,
    /// Shown in full here (else a line linking to where it is).
    full: bool,
    anchor: String,
    status: &'static str,
    kind: String,
    profile: String,
    expected: String,
    actual: String,
    why: String,
    other_rules: Vec<RuleLink>,
    sources: Vec<Source>,
    /// A draw case's expected, drawn and difference images.
    draw: Option<super::draw::DrawView>,
}

#[derive(Serialize)]
struct RuleLink {
    rule: String,
    href: String,
}

#[derive(Serialize)]
struct Source {
    label: String,
    text: String,
}

impl Failures {
    /// The rules that have a failure group (and so an element `#rule-<id>`).
    pub fn rules(&self) -> BTreeSet<String> {
        self.groups.iter().map(|g| g.rule.clone()).collect()
    }
}

/// Whether a case counts as a failure of its rules on this page.
fn failing(c: &CaseReport) -> bool {
    matches!(c.status, Status::Fail | Status::UnexpectedPass)
}

/// The rules a case covers, as the matrix counts them: its rules and its expected ones.
fn covered<'a>(c: &'a CaseReport, case: Option<&&'a Case>) -> BTreeSet<&'a str> {
    let mut rules: BTreeSet<&str> = c.rules.iter().map(String::as_str).collect();
    if let Some(case) = case {
        rules.extend(case.rules.iter().map(String::as_str));
        rules.extend(case.expect.rules.iter().map(String::as_str));
    }
    rules
}

/// The largest cap per rule (at most [`MAX_PER_RULE`], at least 1) that keeps the cases
/// shown in full within [`MAX_DETAILED`].
fn cap(sizes: &[usize]) -> usize {
    (1..=MAX_PER_RULE)
        .rev()
        .find(|k| sizes.iter().map(|n| (*n).min(*k)).sum::<usize>() <= MAX_DETAILED)
        .unwrap_or(1)
}

/// Groups the failing cases of `r` by rule.
pub fn failures(r: &RunReport, suite: &Suite, catalog: &RuleCatalog) -> Failures {
    let by_id: HashMap<&str, &Case> = suite.cases.iter().map(|c| (c.id.as_str(), c)).collect();
    let bad: Vec<&CaseReport> = r.cases.iter().filter(|c| failing(c)).collect();
    let mut by_rule: BTreeMap<&str, Vec<&CaseReport>> = BTreeMap::new();
    let mut rules_of: HashMap<&str, BTreeSet<&str>> = HashMap::new();
    for c in &bad {
        let rules = covered(c, by_id.get(c.id.as_str()));
        if rules.is_empty() {
            by_rule.entry("").or_default().push(c);
        }
        for rule in &rules {
            by_rule.entry(rule).or_default().push(c);
        }
        rules_of.insert(c.id.as_str(), rules);
    }
    let sizes: Vec<usize> = by_rule.values().map(Vec::len).collect();
    let per_rule = cap(&sizes);
    let mut shown: HashSet<&str> = HashSet::new();
    let mut index = Vec::new();
    let mut groups = Vec::new();
    for (rule, cases) in &by_rule {
        let (title, doc, quote) = match catalog.get(rule) {
            Some(info) => (info.title.clone(), info.doc.clone(), info.quote.clone()),
            None if rule.is_empty() => ("cases that name no rule".to_string(), String::new(), None),
            None => (String::new(), String::new(), None),
        };
        let name = if rule.is_empty() { "(no rule)" } else { rule };
        index.push(IndexRow {
            rule: name.to_string(),
            title: title.clone(),
            count: cases.len(),
            href: rule_anchor(rule),
        });
        let views = cases
            .iter()
            .take(per_rule)
            .map(|c| {
                let full = shown.insert(c.id.as_str());
                let others = rules_of
                    .get(c.id.as_str())
                    .map(|s| {
                        s.iter()
                            .filter(|o| *o != rule)
                            .map(|o| RuleLink {
                                rule: o.to_string(),
                                href: rule_anchor(o),
                            })
                            .collect()
                    })
                    .unwrap_or_default();
                view(c, full, others, suite, by_id.get(c.id.as_str()))
            })
            .collect();
        let rest: Vec<&str> = cases.iter().skip(per_rule).map(|c| c.id.as_str()).collect();
        groups.push(Group {
            rule: name.to_string(),
            anchor: rule_anchor(rule),
            title,
            doc,
            quote,
            count: cases.len(),
            cases: views,
            more_count: rest.len(),
            more: rest.join(", "),
        });
    }
    Failures {
        total: bad.len(),
        per_rule,
        index,
        groups,
    }
}

fn view(
    c: &CaseReport,
    full: bool,
    other_rules: Vec<RuleLink>,
    suite: &Suite,
    case: Option<&&Case>,
) -> CaseView {
    let sources = match (full, case) {
        (true, Some(case)) => source_of(suite, case),
        _ => Vec::new(),
    };
    let draw = match (full, case) {
        (true, Some(case)) if case.kind == crate::suite::CaseKind::Draw => {
            super::draw::view(suite, case, c)
        }
        _ => None,
    };
    CaseView {
        // One-line texts from the manifest and the backend: a newline in them would
        // forge a line of the page (the page escapes other controls as a whole).
        id: line(&c.id).into_owned(),
        full,
        anchor: case_anchor(&c.id),
        status: c.status.name(),
        kind: c.kind.to_string(),
        profile: line(&c.profile).into_owned(),
        expected: line(&c.expected).into_owned(),
        actual: if full { actual_text(c) } else { String::new() },
        why: line(&c.detail).into_owned(),
        other_rules,
        sources,
        draw,
    }
}

fn source_of(suite: &Suite, case: &Case) -> Vec<Source> {
    let mut out = Vec::new();
    for role in ["text", "vs", "ps", "bytecode", "inputs", "scene"] {
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
        out.push(Source {
            label: format!("{role}: {}", f.path),
            text: shown,
        });
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
        s.push_str(&line(&d.message));
        if let Some(r) = &d.rule {
            let _ = write!(s, " [{}]", line(r));
        }
    }
    if a.diagnostics.len() > 20 {
        let _ = write!(s, "\n  and {} more", a.diagnostics.len() - 20);
    }
    if let Some(t) = &a.tokens {
        let _ = write!(s, "\n  {} tokens", t.len());
    }
    // A draw answer: the frame's size (the pictures below show its pixels).
    if let Some(o) = &a.outputs {
        if let (Some(w), Some(h), Some(t)) = (
            o.get("width").and_then(serde_json::Value::as_u64),
            o.get("height").and_then(serde_json::Value::as_u64),
            o.get("targets").and_then(serde_json::Value::as_array),
        ) {
            let _ = write!(s, "\n  a {w}×{h} frame, {} render target(s)", t.len());
        }
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_cap_shrinks_with_the_number_of_rules() {
        assert_eq!(cap(&[5, 300]), MAX_PER_RULE);
        assert_eq!(cap(&[1000; 100]), 10);
        assert_eq!(cap(&[1000; 5000]), 1);
    }
}
