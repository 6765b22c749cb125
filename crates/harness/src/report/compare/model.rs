//! The comparison itself: per suite version, one column per report, one row per rule or
//! instruction, a cell of outcome counts where they meet, the rows where the
//! implementations disagree, and each column's failing cases. The HTML, JSON and text
//! renderings all show this model.

use super::outcome::{Outcome, Tally};
use super::rows::{rows_of, RowKey};
use super::Input;
use crate::catalog::RuleCatalog;
use crate::identity;
use crate::report::html::rule_anchor;
use crate::result::{CaseReport, RunReport, Status};
use serde::Serialize;
use std::collections::BTreeMap;

/// At most this many disagreeing cases are named per row of the differences.
pub const MAX_EXAMPLES: usize = 5;
/// At most this many failing cases are listed per column and row.
pub const MAX_LISTED: usize = 100;
/// A failure's detail is cut to this many characters.
const MAX_DETAIL: usize = 300;

/// The whole comparison.
#[derive(Debug, Serialize)]
pub struct Comparison {
    /// What the page says first (several suite versions, …).
    pub notes: Vec<String>,
    /// One comparison per suite version, in the order the reports were given.
    pub suites: Vec<SuiteComparison>,
}

/// The reports of one suite version, compared.
#[derive(Debug, Serialize)]
pub struct SuiteComparison {
    /// The suite's version.
    pub suite_version: String,
    /// The element id of its section.
    pub anchor: String,
    /// What differs between the reports besides their answers (manifests, levels, …).
    pub notes: Vec<String>,
    /// One column per report.
    pub columns: Vec<Column>,
    /// The rows by case kind and group.
    pub sections: Vec<Section>,
    /// The rows where the implementations disagree, most conflicting first.
    pub differences: Vec<Difference>,
    /// Per column, its failing cases by row.
    pub failures: Vec<ColumnFailures>,
}

/// One implementation: one report.
#[derive(Debug, Serialize)]
pub struct Column {
    /// The element id of its failure list (`c0`, `c1`, …; unique on the page).
    pub anchor: String,
    /// The backend's name and version.
    pub label: String,
    /// The backend's name.
    pub name: String,
    /// The backend's version, when it told.
    pub version: Option<String>,
    /// The backend's free-text detail (command line, device), without local directories.
    pub detail: Option<String>,
    /// The backend's identity (kind, program, sha256, arguments), in one line.
    pub identity: Option<String>,
    /// The report file as given.
    pub file: String,
    /// A link to the run's own HTML report, when given.
    pub html: Option<String>,
    /// When it ran.
    pub date: String,
    /// The grading level.
    pub level: String,
    /// The conformance level.
    pub conformance: String,
    /// Its totals.
    pub summary: Summary,
}

/// A column's totals.
#[derive(Debug, Serialize)]
pub struct Summary {
    /// Cases in the report that are not withdrawn.
    pub selected: usize,
    /// Of them, how many the backend answered (right or wrong).
    pub answered: usize,
    /// Outcome counts.
    pub tally: Tally,
    /// Cases not run because the run stopped early.
    pub not_run: usize,
    /// The run's result line.
    pub result: String,
    /// `pass`, `fail` or `none` (no verdict).
    pub result_class: &'static str,
}

/// The rows of one case kind.
#[derive(Debug, Serialize)]
pub struct Section {
    /// The kind (`validate`, `execute`, …).
    pub kind: String,
    /// Its groups.
    pub groups: Vec<Group>,
}

/// Rows of one rule topic or instruction class.
#[derive(Debug, Serialize)]
pub struct Group {
    /// The topic or class.
    pub name: String,
    /// Its rows.
    pub rows: Vec<Row>,
}

/// One rule or instruction across the implementations.
#[derive(Debug, Serialize)]
pub struct Row {
    /// The case kind.
    pub kind: String,
    /// The group.
    pub group: String,
    /// The rule id or instruction.
    pub row: String,
    /// The rule's title, when known.
    pub title: String,
    /// One cell per column.
    pub cells: Vec<Cell>,
    /// Cases whose outcome is not the same in every report that has them.
    pub disagree: usize,
    /// Of them, cases that pass somewhere and fail or err elsewhere.
    pub conflict: usize,
}

/// One row of one column.
#[derive(Debug, Serialize)]
pub struct Cell {
    /// The counts.
    pub tally: Tally,
    /// `pass`, `fail`, `not-supported`, `withdrawn` or `none`.
    pub class: &'static str,
    /// Compact text (`12/15 3 n/s`).
    pub text: String,
    /// The counts in words.
    pub title: String,
    /// The element id of the cell's failures in its column's list, when it has any.
    pub href: Option<String>,
}

/// A row where the implementations disagree, with example cases.
#[derive(Debug, Serialize)]
pub struct Difference {
    /// The case kind.
    pub kind: String,
    /// The rule id or instruction.
    pub row: String,
    /// Cases that disagree.
    pub disagree: usize,
    /// Cases that pass somewhere and fail elsewhere.
    pub conflict: usize,
    /// One cell per column (as in the full table).
    pub cells: Vec<Cell>,
    /// Up to [`MAX_EXAMPLES`] disagreeing cases, conflicting ones first.
    pub examples: Vec<Example>,
}

/// A case and each column's outcome of it.
#[derive(Debug, Serialize)]
pub struct Example {
    /// The case id.
    pub id: String,
    /// Per column: the outcome's name, or `—` when its report lacks the case.
    pub outcomes: Vec<String>,
}

/// One column's failing cases.
#[derive(Debug, Serialize)]
pub struct ColumnFailures {
    /// The column's anchor.
    pub anchor: String,
    /// The column's label.
    pub label: String,
    /// The report file.
    pub file: String,
    /// Failing cases (each counted once, whatever its rows).
    pub total: usize,
    /// By row.
    pub groups: Vec<FailureGroup>,
}

/// One column's failing cases of one row.
#[derive(Debug, Serialize)]
pub struct FailureGroup {
    /// Its element id (what cells link to).
    pub anchor: String,
    /// The case kind.
    pub kind: String,
    /// The rule id or instruction.
    pub row: String,
    /// How many cases fail.
    pub count: usize,
    /// A link to the row's failures in the run's own HTML report, when given.
    pub run_href: Option<String>,
    /// The first [`MAX_LISTED`] cases.
    pub cases: Vec<FailureLine>,
    /// How many more there are.
    pub more: usize,
}

/// One failing case.
#[derive(Debug, Serialize)]
pub struct FailureLine {
    /// The case id.
    pub id: String,
    /// `fail` or `error`.
    pub outcome: &'static str,
    /// The cause as the report names it (`mismatch`, `timeout`, …).
    pub cause: String,
    /// What went wrong, cut to a few hundred characters.
    pub detail: String,
}

/// Compares `inputs`, grouped by suite version. `catalog` gives rule titles.
pub fn build(inputs: &[Input], catalog: &RuleCatalog) -> Comparison {
    let mut versions: Vec<&str> = Vec::new();
    for i in inputs {
        if !versions.contains(&i.report.suite_version.as_str()) {
            versions.push(&i.report.suite_version);
        }
    }
    let mut notes = Vec::new();
    if versions.len() > 1 {
        notes.push(format!(
            "These reports are of {} suite versions ({}): implementations are compared \
             only with others run on the same suite, one section per version.",
            versions.len(),
            versions.join(", ")
        ));
    }
    let mut next_column = 0;
    let suites = versions
        .iter()
        .enumerate()
        .map(|(n, v)| {
            let group: Vec<&Input> = inputs
                .iter()
                .filter(|i| i.report.suite_version == *v)
                .collect();
            let s = suite(n, &group, next_column, catalog);
            next_column += group.len();
            s
        })
        .collect();
    Comparison { notes, suites }
}

/// Per case id: its rows and each column's case.
type Cases<'a> = BTreeMap<&'a str, (Vec<RowKey>, Vec<Option<&'a CaseReport>>)>;

/// What one row gathers while the cases are read.
struct RowAcc<'a> {
    tallies: Vec<Tally>,
    disagree: usize,
    conflict: usize,
    /// Disagreeing cases, each marked whether it conflicts.
    examples: Vec<(bool, Example)>,
    failing: Vec<Vec<&'a CaseReport>>,
}

fn suite(
    n: usize,
    inputs: &[&Input],
    first_column: usize,
    catalog: &RuleCatalog,
) -> SuiteComparison {
    let width = inputs.len();
    let mut cases: Cases = BTreeMap::new();
    for (col, input) in inputs.iter().enumerate() {
        for c in &input.report.cases {
            cases
                .entry(c.id.as_str())
                .or_insert_with(|| (rows_of(c), vec![None; width]))
                .1[col] = Some(c);
        }
    }
    let anchors: Vec<String> = (0..width)
        .map(|i| format!("c{}", first_column + i))
        .collect();
    let mut rows: BTreeMap<RowKey, RowAcc> = BTreeMap::new();
    for (id, (keys, per_col)) in &cases {
        let outcomes: Vec<Option<Outcome>> = per_col.iter().map(|c| c.map(Outcome::of)).collect();
        let (disagree, conflict) = disagreement(&outcomes);
        for key in keys {
            let acc = rows.entry(key.clone()).or_insert_with(|| RowAcc {
                tallies: vec![Tally::default(); width],
                disagree: 0,
                conflict: 0,
                examples: Vec::new(),
                failing: vec![Vec::new(); width],
            });
            for (col, (o, c)) in outcomes.iter().zip(per_col).enumerate() {
                if let (Some(o), Some(c)) = (o, c) {
                    acc.tallies[col].add(*o);
                    if o.is_failure() {
                        acc.failing[col].push(c);
                    }
                }
            }
            if disagree {
                acc.disagree += 1;
                acc.conflict += usize::from(conflict);
                // Conflicting cases are kept apart so they can be named first.
                let kept = acc.examples.iter().filter(|(c, _)| *c == conflict).count();
                if kept < MAX_EXAMPLES {
                    acc.examples.push((
                        conflict,
                        Example {
                            id: (*id).to_string(),
                            outcomes: outcomes
                                .iter()
                                .map(|o| o.map_or("—", Outcome::name).to_string())
                                .collect(),
                        },
                    ));
                }
            }
        }
    }
    let columns: Vec<Column> = inputs
        .iter()
        .zip(&anchors)
        .map(|(i, a)| column(i, a))
        .collect();
    let mut sections: Vec<Section> = Vec::new();
    let mut differences = Vec::new();
    let mut failures: Vec<ColumnFailures> = columns
        .iter()
        .map(|c| ColumnFailures {
            anchor: c.anchor.clone(),
            label: c.label.clone(),
            file: c.file.clone(),
            total: 0,
            groups: Vec::new(),
        })
        .collect();
    for (key, acc) in rows {
        let kind = key.kind.name().to_string();
        let cells: Vec<Cell> = acc
            .tallies
            .iter()
            .enumerate()
            .map(|(col, t)| Cell {
                tally: *t,
                class: t.class(),
                text: t.short(),
                title: format!("{} — {}: {}", key.row, columns[col].label, t.words()),
                href: (!acc.failing[col].is_empty()).then(|| failure_anchor(&anchors[col], &key)),
            })
            .collect();
        for (col, bad) in acc.failing.iter().enumerate() {
            if !bad.is_empty() {
                failures[col]
                    .groups
                    .push(failure_group(&anchors[col], &key, bad, inputs[col]));
            }
        }
        if acc.disagree > 0 {
            differences.push(Difference {
                kind: kind.clone(),
                row: key.row.clone(),
                disagree: acc.disagree,
                conflict: acc.conflict,
                cells: cells.iter().map(Cell::copy).collect(),
                examples: first_examples(acc.examples),
            });
        }
        let row = Row {
            kind: kind.clone(),
            group: key.group.clone(),
            title: catalog
                .get(&key.row)
                .map_or(String::new(), |r| r.title.clone()),
            row: key.row,
            cells,
            disagree: acc.disagree,
            conflict: acc.conflict,
        };
        if sections.last().is_none_or(|s| s.kind != kind) {
            sections.push(Section {
                kind,
                groups: Vec::new(),
            });
        }
        if let Some(section) = sections.last_mut() {
            if section.groups.last().is_none_or(|g| g.name != row.group) {
                section.groups.push(Group {
                    name: row.group.clone(),
                    rows: Vec::new(),
                });
            }
            if let Some(g) = section.groups.last_mut() {
                g.rows.push(row);
            }
        }
    }
    // Most conflicting first; the sort is stable, so ties keep the table's order.
    differences.sort_by_key(|d| std::cmp::Reverse((d.conflict, d.disagree)));
    for (f, input) in failures.iter_mut().zip(inputs) {
        f.total = input
            .report
            .cases
            .iter()
            .filter(|c| Outcome::of(c).is_failure())
            .count();
    }
    SuiteComparison {
        suite_version: inputs
            .first()
            .map_or(String::new(), |i| i.report.suite_version.clone()),
        anchor: format!("suite-{n}"),
        notes: suite_notes(inputs, &cases),
        columns,
        sections,
        differences,
        failures,
    }
}

/// Up to [`MAX_EXAMPLES`] disagreeing cases, the conflicting ones first (each group in
/// case-id order).
fn first_examples(mut examples: Vec<(bool, Example)>) -> Vec<Example> {
    examples.sort_by_key(|(conflict, _)| !conflict);
    examples
        .into_iter()
        .take(MAX_EXAMPLES)
        .map(|(_, e)| e)
        .collect()
}

impl Cell {
    fn copy(&self) -> Cell {
        Cell {
            tally: self.tally,
            class: self.class,
            text: self.text.clone(),
            title: self.title.clone(),
            href: self.href.clone(),
        }
    }
}

/// Whether the reports that have a case (and do not withdraw it) disagree on it, and
/// whether one passes it where another fails or errs.
fn disagreement(outcomes: &[Option<Outcome>]) -> (bool, bool) {
    let seen: Vec<Outcome> = outcomes
        .iter()
        .flatten()
        .copied()
        .filter(|o| *o != Outcome::Withdrawn)
        .collect();
    let disagree = seen.windows(2).any(|w| w[0] != w[1]);
    let conflict = seen.contains(&Outcome::Pass) && seen.iter().any(|o| o.is_failure());
    (disagree, conflict)
}

fn failure_anchor(column: &str, key: &RowKey) -> String {
    format!("{column}-{}-{}", key.kind.name(), rule_anchor(&key.row))
}

fn failure_group(column: &str, key: &RowKey, bad: &[&CaseReport], input: &Input) -> FailureGroup {
    // The run's own page groups failures by rule; execute cases name none and are
    // grouped there under the empty rule.
    let run_rule = if bad.first().is_some_and(|c| c.rules.contains(&key.row)) {
        key.row.as_str()
    } else {
        ""
    };
    FailureGroup {
        anchor: failure_anchor(column, key),
        kind: key.kind.name().to_string(),
        row: key.row.clone(),
        count: bad.len(),
        // The run's page lists only unexpected failures: no link for a row it lacks.
        run_href: input
            .html
            .as_ref()
            .filter(|_| bad.iter().any(|c| c.status == Status::Fail))
            .map(|h| format!("{h}#{}", rule_anchor(run_rule))),
        cases: bad
            .iter()
            .take(MAX_LISTED)
            .map(|c| {
                let o = Outcome::of(c);
                FailureLine {
                    id: c.id.clone(),
                    outcome: o.name(),
                    cause: c
                        .cause
                        .map_or(String::new(), |cause| cause_name(cause).to_string()),
                    detail: cut(&identity::public_text(&c.detail), MAX_DETAIL),
                }
            })
            .collect(),
        more: bad.len().saturating_sub(MAX_LISTED),
    }
}

/// The report name of a cause.
pub fn cause_name(c: crate::result::Cause) -> &'static str {
    use crate::result::Cause;
    match c {
        Cause::Mismatch => "mismatch",
        Cause::Timeout => "timeout",
        Cause::Crash => "crash",
        Cause::Error => "error",
    }
}

/// `s` cut to at most `max` characters, with `…` when cut.
pub fn cut(s: &str, max: usize) -> String {
    match s.char_indices().nth(max) {
        Some((i, _)) => format!("{}…", &s[..i]),
        None => s.to_string(),
    }
}

fn column(input: &Input, anchor: &str) -> Column {
    let r: &RunReport = &input.report;
    let label = match &r.backend.version {
        Some(v) => format!("{} {v}", r.backend.name),
        None => r.backend.name.clone(),
    };
    let mut tally = Tally::default();
    for c in &r.cases {
        tally.add(Outcome::of(c));
    }
    let result_class = match r.result {
        crate::result::RunResult::Pass => "pass",
        crate::result::RunResult::Fail => "fail",
        crate::result::RunResult::NoVerdict => "none",
    };
    Column {
        anchor: anchor.to_string(),
        label,
        name: r.backend.name.clone(),
        version: r.backend.version.clone(),
        detail: r.backend.detail.as_deref().map(identity::public_text),
        identity: r.backend_identity.as_ref().map(|i| {
            let mut s = format!("{} {}", i.kind, i.program);
            if let Some(h) = &i.sha256 {
                s.push_str(&format!(" sha256:{}", cut(h, 16)));
            }
            let args = i.public_args();
            if !args.is_empty() {
                s.push_str(&format!(" args: {args}"));
            }
            s
        }),
        file: input.file.clone(),
        html: input.html.clone(),
        date: r.date.clone(),
        level: r.level.name().to_string(),
        conformance: crate::report::conformance_text(r.conformance),
        summary: Summary {
            selected: r.cases.len() - tally.withdrawn,
            answered: r.cases.iter().filter(|c| c.answered()).count(),
            tally,
            not_run: r.not_run,
            result: r.result_text(),
            result_class,
        },
    }
}

/// What differs between reports of one suite version besides their answers.
fn suite_notes(inputs: &[&Input], cases: &Cases) -> Vec<String> {
    let mut notes = Vec::new();
    let distinct = |f: &dyn Fn(&RunReport) -> String| -> Vec<String> {
        let mut v: Vec<String> = inputs.iter().map(|i| f(&i.report)).collect();
        v.sort();
        v.dedup();
        v
    };
    let manifests = distinct(&|r| r.manifest_sha256.clone().unwrap_or_default());
    if manifests.len() > 1 {
        notes.push(
            "The reports ran different manifests of this suite version (their manifest \
             sha256 differs): cases are matched by id."
                .to_string(),
        );
    }
    let levels = distinct(&|r| r.level.name().to_string());
    if levels.len() > 1 {
        notes.push(format!(
            "The reports were graded at different levels ({}): a case one passes at the \
             verdict level may fail at the rule level.",
            levels.join(", ")
        ));
    }
    let conformance = distinct(&|r| crate::report::conformance_text(r.conformance));
    if conformance.len() > 1 {
        notes.push(format!(
            "The reports were graded at different conformance levels ({}).",
            conformance.join(", ")
        ));
    }
    let partial = cases
        .values()
        .filter(|(_, c)| c.iter().any(Option::is_none))
        .count();
    if partial > 0 {
        notes.push(format!(
            "{partial} cases are in some reports but not in others (different filters or \
             an interrupted run): a cell counts only the cases its report has."
        ));
    }
    notes
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn disagreement_ignores_missing_and_withdrawn_cases() {
        use Outcome::*;
        assert_eq!(
            disagreement(&[Some(Pass), None, Some(Pass)]),
            (false, false)
        );
        assert_eq!(disagreement(&[Some(Pass), Some(Withdrawn)]), (false, false));
        assert_eq!(
            disagreement(&[Some(Pass), Some(NotSupported)]),
            (true, false)
        );
        assert_eq!(disagreement(&[Some(Error), Some(Pass)]), (true, true));
        assert_eq!(disagreement(&[Some(Fail), Some(Error)]), (true, false));
    }

    #[test]
    fn conflicting_examples_come_first() {
        let ex = |id: &str| Example {
            id: id.to_string(),
            outcomes: Vec::new(),
        };
        let mut list: Vec<(bool, Example)> =
            (0..5).map(|i| (false, ex(&format!("a{i}")))).collect();
        list.push((true, ex("z")));
        let ids: Vec<String> = first_examples(list).into_iter().map(|e| e.id).collect();
        assert_eq!(ids, ["z", "a0", "a1", "a2", "a3"]);
    }

    #[test]
    fn details_are_cut_at_characters() {
        assert_eq!(cut("ééé", 2), "éé…");
        assert_eq!(cut("ab", 2), "ab");
    }
}
