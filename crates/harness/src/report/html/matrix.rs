//! The rule × profile matrix (one column per profile, in a fixed order) and the table of
//! link pairs (vs→ps), kept apart so the matrix stays as wide as the 15 profiles.

use super::rule_anchor;
use crate::result::{Counts, RunReport};
use serde::Serialize;
use std::collections::BTreeSet;

/// The profiles in the order of the matrix columns: vertex then pixel, each by version
/// (`2_x` after `2_0`, the software profiles after their hardware one).
pub const PROFILES: [&str; 15] = [
    "vs_1_1", "vs_2_0", "vs_2_x", "vs_2_sw", "vs_3_0", "vs_3_sw", "ps_1_1", "ps_1_2", "ps_1_3",
    "ps_1_4", "ps_2_0", "ps_2_x", "ps_2_sw", "ps_3_0", "ps_3_sw",
];

/// One cell: the counts of a rule on a profile (or a link pair, or all profiles).
#[derive(Serialize)]
pub struct Cell {
    /// No case of the rule on this profile.
    empty: bool,
    class: &'static str,
    profile: String,
    /// The profile as shown: a pair as `vs_3_0→ps_3_0`.
    label: String,
    text: String,
    title: String,
    /// The rule's failure group, when this cell has failures.
    href: Option<String>,
}

/// A rule's row.
#[derive(Serialize)]
pub struct Row {
    rule: String,
    href: Option<String>,
    cells: Vec<Cell>,
    all: Cell,
}

/// The matrix.
#[derive(Serialize)]
pub struct Matrix {
    profiles: Vec<String>,
    rows: Vec<Row>,
}

/// The link-pair table: per rule, the pairs it has cases on.
#[derive(Serialize)]
pub struct Links {
    pairs: usize,
    rows: Vec<Row>,
}

/// Whether a matrix key is a link pair (`vs_3_0+ps_3_0`).
fn is_pair(profile: &str) -> bool {
    profile.contains('+')
}

fn position(p: &str) -> (usize, String) {
    let i = PROFILES.iter().position(|q| *q == p);
    (i.unwrap_or(PROFILES.len()), p.to_string())
}

fn pair_key(p: &str) -> ((usize, String), (usize, String)) {
    let (vs, ps) = p.split_once('+').unwrap_or((p, ""));
    (position(vs), position(ps))
}

/// The cell text: cases passing / cases run, or why none ran.
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

/// The full counts, for the cell's tooltip.
fn cell_title(rule: &str, profile: &str, c: &Counts) -> String {
    let parts: Vec<String> = [
        (c.pass, "pass"),
        (c.fail, "fail"),
        (c.expected_failure, "expected failures"),
        (c.unexpected_pass, "unexpected passes"),
        (c.not_supported, "not supported"),
        (c.withdrawn, "withdrawn"),
    ]
    .into_iter()
    .filter(|(n, _)| *n > 0)
    .map(|(n, what)| format!("{n} {what}"))
    .collect();
    format!("{rule} on {profile}: {}", parts.join(", "))
}

fn cell(rule: &str, profile: &str, c: Option<&Counts>, groups: &BTreeSet<String>) -> Cell {
    match c {
        None => Cell {
            empty: true,
            class: "none",
            profile: profile.to_string(),
            label: profile.replace('+', "→"),
            text: String::new(),
            title: String::new(),
            href: None,
        },
        Some(c) => Cell {
            empty: false,
            class: c.verdict(),
            profile: profile.to_string(),
            label: profile.replace('+', "→"),
            text: cell_text(c),
            title: cell_title(rule, &profile.replace('+', "→"), c),
            href: (c.fail + c.unexpected_pass > 0 && groups.contains(rule))
                .then(|| rule_anchor(rule)),
        },
    }
}

fn row(
    r: &RunReport,
    rule: &str,
    cells: Vec<Cell>,
    all: Option<&Counts>,
    groups: &BTreeSet<String>,
) -> Row {
    let all = all.or_else(|| r.rules.get(rule));
    Row {
        rule: rule.to_string(),
        href: groups.contains(rule).then(|| rule_anchor(rule)),
        cells,
        all: cell(rule, "all", all, groups),
    }
}

/// The matrix over single profiles: the 15 profiles always, then any other profile of
/// the report (sorted), never a link pair. `groups` are the rules with a failure group.
pub fn matrix(r: &RunReport, groups: &BTreeSet<String>) -> Matrix {
    let extra: BTreeSet<(usize, String)> = r
        .matrix
        .values()
        .flat_map(|m| m.keys())
        .filter(|p| !is_pair(p) && !PROFILES.contains(&p.as_str()))
        .map(|p| position(p))
        .collect();
    let profiles: Vec<String> = PROFILES
        .iter()
        .map(|p| p.to_string())
        .chain(extra.into_iter().map(|(_, p)| p))
        .collect();
    let rows = r
        .matrix
        .iter()
        .filter(|(_, m)| m.keys().any(|p| !is_pair(p)))
        .map(|(rule, m)| {
            let cells = profiles
                .iter()
                .map(|p| cell(rule, p, m.get(p), groups))
                .collect();
            row(r, rule, cells, None, groups)
        })
        .collect();
    Matrix { profiles, rows }
}

/// The link pairs: one row per rule with link cases, listing the pairs it has cases on
/// (vs order, then ps order), and its counts over those pairs.
pub fn links(r: &RunReport, groups: &BTreeSet<String>) -> Links {
    let mut pairs = BTreeSet::new();
    let rows = r
        .matrix
        .iter()
        .filter_map(|(rule, m)| {
            let mut present: Vec<(&String, &Counts)> =
                m.iter().filter(|(p, _)| is_pair(p)).collect();
            if present.is_empty() {
                return None;
            }
            present.sort_by_key(|(p, _)| pair_key(p));
            let mut total = Counts::default();
            let cells = present
                .into_iter()
                .map(|(p, c)| {
                    pairs.insert(p.clone());
                    add(&mut total, c);
                    cell(rule, p, Some(c), groups)
                })
                .collect();
            Some(row(r, rule, cells, Some(&total), groups))
        })
        .collect();
    Links {
        pairs: pairs.len(),
        rows,
    }
}

fn add(total: &mut Counts, c: &Counts) {
    total.pass += c.pass;
    total.fail += c.fail;
    total.expected_failure += c.expected_failure;
    total.unexpected_pass += c.unexpected_pass;
    total.not_supported += c.not_supported;
    total.withdrawn += c.withdrawn;
}
