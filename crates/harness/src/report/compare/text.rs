//! The comparison as plain text: per suite, the implementations with their totals, the
//! rows where they disagree (with example cases), then every row.

use super::model::{Cell, Comparison, SuiteComparison};
use crate::untrusted::line as u;
use std::fmt::Write;

/// The text rendering.
pub fn render(c: &Comparison) -> String {
    let mut out = String::new();
    for n in &c.notes {
        let _ = writeln!(out, "note: {}", u(n));
    }
    for s in &c.suites {
        suite(&mut out, s);
    }
    out
}

fn suite(out: &mut String, s: &SuiteComparison) {
    let _ = writeln!(
        out,
        "suite {}: {} implementations",
        u(&s.suite_version),
        s.columns.len()
    );
    for n in &s.notes {
        let _ = writeln!(out, "  note: {}", u(n));
    }
    for (i, c) in s.columns.iter().enumerate() {
        let t = &c.summary.tally;
        let _ = writeln!(
            out,
            "  [{}] {} ({}): {} selected, {} answered, {} passed, {} failed, {} errors, {} not supported, {} withdrawn: {}",
            i + 1,
            u(&c.label),
            u(&c.file),
            c.summary.selected,
            c.summary.answered,
            t.pass,
            t.fail,
            t.error,
            t.not_supported,
            t.withdrawn,
            u(&c.summary.result)
        );
    }
    let all_rows = s
        .sections
        .iter()
        .flat_map(|sec| sec.groups.iter().flat_map(|g| &g.rows));
    let name_width = all_rows
        .map(|r| r.row.chars().count() + r.kind.len() + 1)
        .max()
        .unwrap_or(0)
        .max(12);
    let cell_width = s
        .sections
        .iter()
        .flat_map(|sec| sec.groups.iter().flat_map(|g| &g.rows))
        .flat_map(|r| r.cells.iter().map(|c| c.text.chars().count()))
        .max()
        .unwrap_or(0)
        + 5;
    let _ = writeln!(
        out,
        "  differences: {} rows where the implementations disagree (most conflicting first)",
        s.differences.len()
    );
    for d in &s.differences {
        let name = format!("{} {}", d.kind, u(&d.row));
        let _ = writeln!(
            out,
            "    {name:<name_width$} {}  {} disagree, {} conflicting",
            cells(&d.cells, cell_width),
            d.disagree,
            d.conflict
        );
        for e in &d.examples {
            let _ = writeln!(out, "      {}: {}", u(&e.id), e.outcomes.join(" / "));
        }
    }
    let _ = writeln!(
        out,
        "  all rows (passing/run, err: errors among them, n/s: not supported):"
    );
    for sec in &s.sections {
        for g in &sec.groups {
            let _ = writeln!(out, "   {} · {}", sec.kind, u(&g.name));
            for r in &g.rows {
                let name = format!("{} {}", r.kind, u(&r.row));
                let _ = writeln!(
                    out,
                    "    {name:<name_width$} {}",
                    cells(&r.cells, cell_width).trim_end()
                );
            }
        }
    }
}

fn cells(cells: &[Cell], width: usize) -> String {
    cells
        .iter()
        .enumerate()
        .map(|(i, c)| {
            let text = format!("[{}] {}", i + 1, c.text);
            format!("{text:<width$}")
        })
        .collect::<Vec<_>>()
        .join(" ")
}
