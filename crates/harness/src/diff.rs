//! `shadercts diff`: what changed between two runs of one implementation on one suite.
//! Regressions first (a case that passed and now fails, errs or is not supported), then
//! fixes (a case that did not pass and now passes), then the other changes (outcome or
//! cause changes that neither pass nor stop passing, a failure whose detail changed,
//! cases added and removed). Each list is in case-id order, so the output is the same
//! for the same two reports whatever order their cases are in.

use crate::error::{Error, Result};
use crate::report::compare::model::{cause_name, cut};
use crate::report::compare::outcome::Outcome;
use crate::result::{CaseReport, RunReport};
use crate::untrusted::line as u;
use serde::Serialize;
use std::collections::BTreeMap;
use std::fmt::Write;

/// A failure's detail is cut to this many characters in the diff.
const MAX_DETAIL: usize = 300;

/// One of the two reports.
#[derive(Clone, Debug, Serialize)]
pub struct Side {
    /// The file as given.
    pub file: String,
    /// The suite's version.
    pub suite_version: String,
    /// The sha256 of the manifest run, when recorded.
    pub manifest_sha256: Option<String>,
    /// The backend's name and version.
    pub backend: String,
    /// When it ran.
    pub date: String,
}

/// A case as one report has it.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct CaseState {
    /// The report's status (`pass`, `expected-failure`, …).
    pub status: &'static str,
    /// The outcome as comparisons see it.
    pub outcome: Outcome,
    /// Why it failed (`mismatch`, `timeout`, `crash`, `error`).
    pub cause: Option<&'static str>,
    /// What went wrong (cut).
    pub detail: String,
}

/// What kind of change.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum ChangeKind {
    /// Passed before, does not now.
    Regression,
    /// Did not pass before, does now.
    Fix,
    /// Another change of status, outcome or cause.
    Changed,
    /// Same status, outcome and cause; the failure's detail differs.
    Detail,
    /// Only in the new report.
    Added,
    /// Only in the old report.
    Removed,
}

/// One changed case.
#[derive(Clone, Debug, Serialize)]
pub struct Change {
    /// The case id.
    pub id: String,
    /// The kind of change.
    pub kind: ChangeKind,
    /// In the old report.
    pub old: Option<CaseState>,
    /// In the new report.
    pub new: Option<CaseState>,
}

/// Everything that changed.
#[derive(Clone, Debug, Serialize)]
pub struct Diff {
    /// The old report.
    pub old: Side,
    /// The new report.
    pub new: Side,
    /// Why the reports are not of one implementation on one suite, when `--force`
    /// compared them anyway (empty otherwise).
    pub forced: Vec<String>,
    /// Cases that passed and do not now.
    pub regressions: Vec<Change>,
    /// Cases that now pass.
    pub fixes: Vec<Change>,
    /// Every other change: status, outcome or cause, then detail, then added, removed.
    pub other: Vec<Change>,
    /// Cases in both reports with nothing changed.
    pub unchanged: usize,
}

impl Diff {
    /// The exit code for CI: 1 when there is a regression, else 0.
    pub fn exit_code(&self) -> i32 {
        i32::from(!self.regressions.is_empty())
    }
}

fn side(file: &str, r: &RunReport) -> Side {
    Side {
        file: file.to_string(),
        suite_version: r.suite_version.clone(),
        manifest_sha256: r.manifest_sha256.clone(),
        backend: match &r.backend.version {
            Some(v) => format!("{} {v}", r.backend.name),
            None => r.backend.name.clone(),
        },
        date: r.date.clone(),
    }
}

/// Why `old` and `new` are not two runs of one implementation on one suite: another
/// suite version, another manifest of it, another backend name. Empty when they are.
pub fn mismatches(old: &RunReport, new: &RunReport) -> Vec<String> {
    let mut why = Vec::new();
    if old.suite_version != new.suite_version {
        why.push(format!(
            "suite {} against suite {}",
            old.suite_version, new.suite_version
        ));
    } else if let (Some(a), Some(b)) = (&old.manifest_sha256, &new.manifest_sha256) {
        if a != b {
            why.push(format!(
                "two different manifests of suite {} (sha256 {} and {})",
                old.suite_version,
                cut(a, 12),
                cut(b, 12)
            ));
        }
    }
    if old.backend.name != new.backend.name {
        why.push(format!(
            "backend {} against backend {}",
            old.backend.name, new.backend.name
        ));
    }
    why
}

/// Compares two reports. Unless `force`, refuses (with the reasons) two reports that
/// are not of one implementation on one suite ([`mismatches`]).
pub fn diff(
    old_file: &str,
    old: &RunReport,
    new_file: &str,
    new: &RunReport,
    force: bool,
) -> Result<Diff> {
    let why = mismatches(old, new);
    if !why.is_empty() && !force {
        return Err(Error::new(format!(
            "{old_file} and {new_file} are not two runs of one implementation on one suite: {} \
             (--force compares them by case id anyway)",
            why.join("; ")
        )));
    }
    let olds: BTreeMap<&str, &CaseReport> = old.cases.iter().map(|c| (c.id.as_str(), c)).collect();
    let news: BTreeMap<&str, &CaseReport> = new.cases.iter().map(|c| (c.id.as_str(), c)).collect();
    let mut d = Diff {
        old: side(old_file, old),
        new: side(new_file, new),
        forced: if force { why } else { Vec::new() },
        regressions: Vec::new(),
        fixes: Vec::new(),
        other: Vec::new(),
        unchanged: 0,
    };
    for (id, o) in &olds {
        let was = state(o);
        let Some(n) = news.get(id) else {
            d.other
                .push(change(id, ChangeKind::Removed, Some(was), None));
            continue;
        };
        let now = state(n);
        match classify(&was, &now) {
            Some(ChangeKind::Regression) => {
                d.regressions
                    .push(change(id, ChangeKind::Regression, Some(was), Some(now)))
            }
            Some(ChangeKind::Fix) => {
                d.fixes
                    .push(change(id, ChangeKind::Fix, Some(was), Some(now)))
            }
            Some(kind) => d.other.push(change(id, kind, Some(was), Some(now))),
            None => d.unchanged += 1,
        }
    }
    for (id, n) in &news {
        if !olds.contains_key(id) {
            d.other
                .push(change(id, ChangeKind::Added, None, Some(state(n))));
        }
    }
    // Stable: within a kind, the case-id order of the maps above.
    d.other.sort_by_key(|c| c.kind);
    Ok(d)
}

fn change(id: &str, kind: ChangeKind, old: Option<CaseState>, new: Option<CaseState>) -> Change {
    Change {
        id: id.to_string(),
        kind,
        old,
        new,
    }
}

fn state(c: &CaseReport) -> CaseState {
    CaseState {
        status: c.status.name(),
        outcome: Outcome::of(c),
        cause: c.cause.map(cause_name),
        detail: cut(&c.detail, MAX_DETAIL),
    }
}

/// How a case in both reports changed, or `None`.
fn classify(was: &CaseState, now: &CaseState) -> Option<ChangeKind> {
    let counted = |o: Outcome| o != Outcome::Withdrawn;
    if was.outcome == Outcome::Pass && now.outcome != Outcome::Pass && counted(now.outcome) {
        Some(ChangeKind::Regression)
    } else if was.outcome != Outcome::Pass && counted(was.outcome) && now.outcome == Outcome::Pass {
        Some(ChangeKind::Fix)
    } else if (was.status, was.outcome, was.cause) != (now.status, now.outcome, now.cause) {
        Some(ChangeKind::Changed)
    } else if was.outcome.is_failure() && was.detail != now.detail {
        Some(ChangeKind::Detail)
    } else {
        None
    }
}

/// `status (cause)`.
fn short(s: &CaseState) -> String {
    match s.cause {
        Some(c) => format!("{} ({c})", s.status),
        None => s.status.to_string(),
    }
}

/// The text rendering: a header, the counts, then each list.
pub fn render_text(d: &Diff) -> String {
    let mut out = String::new();
    let _ = writeln!(
        out,
        "old: {} (suite {}, {}, {})",
        u(&d.old.file),
        u(&d.old.suite_version),
        u(&d.old.backend),
        u(&d.old.date)
    );
    let _ = writeln!(
        out,
        "new: {} (suite {}, {}, {})",
        u(&d.new.file),
        u(&d.new.suite_version),
        u(&d.new.backend),
        u(&d.new.date)
    );
    for w in &d.forced {
        let _ = writeln!(out, "warning: compared with --force: {}", u(w));
    }
    let _ = writeln!(
        out,
        "{} regressions, {} fixes, {} other changes, {} cases unchanged",
        d.regressions.len(),
        d.fixes.len(),
        d.other.len(),
        d.unchanged
    );
    for (title, list) in [
        ("regressions", &d.regressions),
        ("fixes", &d.fixes),
        ("other changes", &d.other),
    ] {
        if list.is_empty() {
            continue;
        }
        let _ = writeln!(out, "\n{title} ({}):", list.len());
        for c in list {
            let _ = writeln!(out, "  {}", line_of(c));
        }
    }
    out
}

/// One change in one line.
fn line_of(c: &Change) -> String {
    let id = u(&c.id);
    let detail = |s: &CaseState| {
        if s.detail.is_empty() {
            String::new()
        } else {
            format!(": {}", u(&s.detail))
        }
    };
    match (&c.old, &c.new) {
        (Some(o), Some(n)) if c.kind == ChangeKind::Detail => {
            format!(
                "{id}: {} with another detail: was{}; now{}",
                short(n),
                detail(o),
                detail(n)
            )
        }
        (Some(o), Some(n)) => format!("{id}: {} → {}{}", short(o), short(n), detail(n)),
        (None, Some(n)) => format!("{id}: added, {}{}", short(n), detail(n)),
        (Some(o), None) => format!("{id}: removed, was {}", short(o)),
        (None, None) => id.into_owned(),
    }
}

/// The JSON rendering: the whole [`Diff`].
pub fn render_json(d: &Diff) -> Result<Vec<u8>> {
    let mut data =
        serde_json::to_vec_pretty(d).map_err(|e| Error::new(format!("diff as JSON: {e}")))?;
    data.push(b'\n');
    Ok(data)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn st(status: &'static str, outcome: Outcome, detail: &str) -> CaseState {
        CaseState {
            status,
            outcome,
            cause: outcome.is_failure().then_some("mismatch"),
            detail: detail.to_string(),
        }
    }

    #[test]
    fn changes_are_classified() {
        let pass = st("pass", Outcome::Pass, "");
        let fail = st("fail", Outcome::Fail, "a");
        let known = st("expected-failure", Outcome::Fail, "a");
        let ns = st("not-supported", Outcome::NotSupported, "");
        let gone = st("withdrawn", Outcome::Withdrawn, "");
        assert_eq!(classify(&pass, &fail), Some(ChangeKind::Regression));
        assert_eq!(classify(&pass, &ns), Some(ChangeKind::Regression));
        assert_eq!(classify(&ns, &pass), Some(ChangeKind::Fix));
        assert_eq!(classify(&fail, &pass), Some(ChangeKind::Fix));
        // Withdrawing a case is neither: the suite changed, not the implementation.
        assert_eq!(classify(&pass, &gone), Some(ChangeKind::Changed));
        assert_eq!(classify(&gone, &pass), Some(ChangeKind::Changed));
        assert_eq!(classify(&fail, &known), Some(ChangeKind::Changed));
        assert_eq!(
            classify(&fail, &st("fail", Outcome::Fail, "b")),
            Some(ChangeKind::Detail)
        );
        assert_eq!(classify(&fail, &fail), None);
        assert_eq!(classify(&pass, &pass), None);
    }
}
