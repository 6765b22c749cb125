//! Merging the JSON reports of the shards of one run (`run --shard I/N`) into the report a
//! single run of the whole selection would give, or refusing to, saying why: reports of
//! another suite, backend or answer-changing option, two reports holding the same case
//! (overlapping shards) and cases of the selection in no report (missing shards).
//!
//! The merge takes the graded case reports as the shards wrote them and recomputes
//! everything a run derives over all of its cases: the unexpected passes of rule entries
//! (a rule entry's passing case is unexpected only when none of the rule's cases fails,
//! in any shard), the totals per rule and profile (from the suite, which knows the rules a
//! case expects), the unused expectations and the verdict.

use crate::error::{Error, Result};
use crate::evaluate;
use crate::expectations::EntryNote;
use crate::filter::{Filters, Shard};
use crate::glob::Glob;
use crate::result::{CaseReport, RunReport, Status};
use crate::suite::{Case, CaseKind, Conformance, Suite};
use crate::verdict::{self, thousands};
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, BTreeSet, HashMap};

/// At most this many case ids are named in a refusal.
const MAX_NAMED: usize = 5;

/// Which shard a report holds (`--shard I/N`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ShardSpec {
    /// 1-based shard number.
    pub index: usize,
    /// Number of shards.
    pub count: usize,
}

impl ShardSpec {
    /// The filter of this shard.
    pub fn shard(self) -> Shard {
        Shard {
            index: self.index,
            count: self.count,
        }
    }
}

/// A file that changes the answers (`--expectations`, `--mapping`), by content.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct FileDigest {
    /// Its file name (no directory).
    pub name: String,
    /// Lower-case hex sha256 of its bytes.
    pub sha256: String,
}

/// The options of a run that change what it answers or how it is judged, and its shard:
/// recorded in the JSON report so that shards can be checked to be parts of one run.
/// The suite, backend, grading level, strictness and conformance level are fields of the
/// report itself.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct RunSettings {
    /// The shard this report holds, when the run was sharded.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub shard: Option<ShardSpec>,
    /// `--filter-rule` globs.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub filter_rule: Vec<String>,
    /// `--filter-profile` globs.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub filter_profile: Vec<String>,
    /// `--filter-kind` kinds.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub filter_kind: Vec<String>,
    /// `--filter-id` globs.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub filter_id: Vec<String>,
    /// `--timeout`, in seconds (0: no per-case limit).
    pub timeout: f64,
    /// `--memory`, in MiB.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub memory_mb: Option<u64>,
    /// `--capabilities`, when it overrode what the backend declares.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub capabilities: Option<String>,
    /// `--input`: `text` or `bytecode`.
    pub input: String,
    /// `--conformance` of the command line (also for suites that predate levels, where
    /// it still sets the built-in backends' rules).
    pub conformance: String,
    /// `--max-consecutive-failures`.
    pub max_consecutive_failures: usize,
    /// `--expectations`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub expectations: Option<FileDigest>,
    /// `--mapping`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub mapping: Option<FileDigest>,
    /// `--spec`: the folder name of the rule and model tables, when not the built-in ones.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub spec: Option<String>,
}

impl RunSettings {
    /// The filters of the run, its shard left out: the selection the shards divide.
    pub fn filters(&self) -> Result<Filters> {
        let globs = |v: &[String]| v.iter().map(|s| Glob::new(s)).collect::<Vec<_>>();
        Ok(Filters {
            rules: globs(&self.filter_rule),
            profiles: globs(&self.filter_profile),
            kinds: self
                .filter_kind
                .iter()
                .map(|k| Filters::parse_kind(k))
                .collect::<Result<Vec<CaseKind>>>()?,
            ids: globs(&self.filter_id),
            shard: None,
        })
    }

    /// The filter options of `filters` (its shard included) in these settings.
    pub fn set_filters(&mut self, filters: &Filters) {
        let strings = |v: &[Glob]| v.iter().map(|g| g.as_str().to_string()).collect();
        self.filter_rule = strings(&filters.rules);
        self.filter_profile = strings(&filters.profiles);
        self.filter_kind = filters.kinds.iter().map(|k| k.name().to_string()).collect();
        self.filter_id = strings(&filters.ids);
        self.shard = filters.shard.map(|s| ShardSpec {
            index: s.index,
            count: s.count,
        });
    }
}

/// One report to merge and the name it is known by in messages (its path as given).
pub struct ShardReport {
    /// The file name as the user gave it.
    pub name: String,
    /// The report.
    pub report: RunReport,
}

/// What a merge gives besides the report: how the shards' times add up.
#[derive(Clone, Debug, PartialEq)]
pub struct Merged {
    /// The report a single run would give (its `seconds` is the sum of the shards').
    pub report: RunReport,
    /// The number of shards.
    pub shards: usize,
    /// The longest shard's seconds: the wall-clock time of shards run side by side.
    pub longest_seconds: f64,
}

/// Merges `shards` (the JSON reports of `run --shard I/N`, N of them, of the suite
/// `suite`) into the report of the whole selection. The error says which report differs
/// from which, and in what.
pub fn merge(shards: &[ShardReport], suite: &mut Suite) -> Result<Merged> {
    let Some(first) = shards.first() else {
        return Err(Error::new("no report to merge"));
    };
    let base = settings_of(first)?;
    for s in &shards[1..] {
        same_run(first, s)?;
    }
    if first.report.manifest_sha256.as_deref() != Some(suite.manifest_sha256.as_str()) {
        return Err(Error::new(format!(
            "{} is a report of the manifest {}, but the suite given is {} (suite {}): \
             give the suite the shards ran",
            first.name,
            first
                .report
                .manifest_sha256
                .as_deref()
                .unwrap_or("(none recorded)"),
            suite.manifest_sha256,
            suite.version
        )));
    }
    if let Some(c) = first.report.conformance {
        suite.grade_at(c);
    }
    let filters = base.filters()?;
    let specs = shard_specs(shards)?;
    let (selected, owner) = place_cases(shards, &specs, suite, &filters)?;

    // Every case of the selection, in manifest order, from the report that holds it.
    let mut by_id: HashMap<&str, &CaseReport> = HashMap::new();
    for s in shards {
        for c in &s.report.cases {
            by_id.insert(c.id.as_str(), c);
        }
    }
    let (reported, mut cases): (Vec<&Case>, Vec<CaseReport>) = selected
        .iter()
        .filter(|c| owner.contains_key(c.id.as_str()))
        .filter_map(|c| by_id.get(c.id.as_str()).map(|r| (*c, (*r).clone())))
        .unzip();
    // A rule entry's passing cases were judged per shard; judge them again over all.
    for c in cases.iter_mut() {
        if c.status == Status::UnexpectedPass
            && c.known_failure
                .as_ref()
                .is_some_and(|k| k.key.starts_with("rule "))
        {
            c.status = Status::Pass;
            c.detail.clear();
        }
    }
    let mut expired: Vec<EntryNote> = Vec::new();
    for s in shards {
        for e in &s.report.expired_expectations {
            if !expired.iter().any(|x| x.at == e.at) {
                expired.push(e.clone());
            }
        }
    }
    let not_run: usize = shards.iter().map(|s| s.report.not_run).sum();
    let stopped = shards.iter().zip(&specs).find_map(|(s, spec)| {
        stop_reason(&s.report).map(|why| format!("shard {}/{}: {why}", spec.index, spec.count))
    });
    let seconds: f64 = shards.iter().map(|s| s.report.seconds).sum();
    let longest_seconds = shards.iter().map(|s| s.report.seconds).fold(0.0, f64::max);
    let date = shards
        .iter()
        .map(|s| s.report.date.as_str())
        .max()
        .unwrap_or_default()
        .to_string();
    let mut settings = base.clone();
    settings.shard = None;
    let mut report = RunReport {
        date,
        seconds,
        settings: Some(settings),
        ..first.report.clone()
    };
    evaluate::grade_into(&mut report, &reported, cases, expired, |used, expired| {
        let mut unused: Vec<EntryNote> = Vec::new();
        for s in shards {
            for e in &s.report.unused_expectations {
                let known = unused.iter().any(|x| x.at == e.at);
                let is_expired = expired.iter().any(|x| x.at == e.at);
                if !known && !is_expired && !used.contains(&e.at) {
                    unused.push(e.clone());
                }
            }
        }
        unused
    });
    verdict::judge(
        &mut report,
        &verdict::Judging {
            min_answered_percent: first.report.min_answered_percent,
            not_run,
            stopped,
            filters: filters.describe(),
        },
    );
    Ok(Merged {
        report,
        shards: shards.len(),
        longest_seconds,
    })
}

/// The settings a report records; a report of a version before merging has none.
fn settings_of(s: &ShardReport) -> Result<&RunSettings> {
    s.report.settings.as_ref().ok_or_else(|| {
        Error::new(format!(
            "{} records no run settings (it was written by a shadercts before `merge`, or \
             not by `run`): run the shard again with this version",
            s.name
        ))
    })
}

/// Refuses `b` unless it is a report of the same suite, backend and options as `a`.
fn same_run(a: &ShardReport, b: &ShardReport) -> Result<()> {
    let (ra, rb) = (&a.report, &b.report);
    let differ = |what: &str, x: String, y: String| {
        Err(Error::new(format!(
            "{} and {} are not shards of one run: {what} differs ({x} in {}, {y} in {})",
            a.name, b.name, a.name, b.name
        )))
    };
    let suite = |r: &RunReport| {
        format!(
            "suite {} (manifest {})",
            r.suite_version,
            r.manifest_sha256.as_deref().unwrap_or("not recorded")
        )
    };
    if (
        &ra.suite_version,
        &ra.manifest_sha256,
        &ra.rules_sha256,
        ra.suite_cases,
    ) != (
        &rb.suite_version,
        &rb.manifest_sha256,
        &rb.rules_sha256,
        rb.suite_cases,
    ) {
        return differ("the suite", suite(ra), suite(rb));
    }
    let public = |r: &RunReport| {
        let mut info = r.backend.clone();
        info.detail = info.detail.as_deref().map(crate::identity::public_text);
        info
    };
    if public(ra) != public(rb) {
        return differ("the backend", json(&public(ra)), json(&public(rb)));
    }
    if ra.backend_identity != rb.backend_identity {
        return differ(
            "the backend's identity (program, sha256, arguments)",
            json(&ra.backend_identity),
            json(&rb.backend_identity),
        );
    }
    if ra.capabilities != rb.capabilities {
        return differ(
            "the backend's capabilities",
            json(&ra.capabilities),
            json(&rb.capabilities),
        );
    }
    if ra.level != rb.level {
        return differ(
            "the grading level",
            ra.level.name().into(),
            rb.level.name().into(),
        );
    }
    if ra.strict != rb.strict {
        return differ("--strict", ra.strict.to_string(), rb.strict.to_string());
    }
    let level = |c: Option<Conformance>| c.map_or("none".to_string(), |c| c.name().to_string());
    if ra.conformance != rb.conformance {
        return differ(
            "the conformance level",
            level(ra.conformance),
            level(rb.conformance),
        );
    }
    if ra.min_answered_percent != rb.min_answered_percent {
        return differ(
            "--min-answered",
            ra.min_answered_percent.to_string(),
            rb.min_answered_percent.to_string(),
        );
    }
    let (sa, sb) = (settings_of(a)?, settings_of(b)?);
    let fields = |s: &RunSettings| -> BTreeMap<String, serde_json::Value> {
        let mut s = s.clone();
        s.shard = None;
        match serde_json::to_value(&s) {
            Ok(serde_json::Value::Object(m)) => m.into_iter().collect(),
            _ => BTreeMap::new(),
        }
    };
    let (fa, fb) = (fields(sa), fields(sb));
    let keys: BTreeSet<&String> = fa.keys().chain(fb.keys()).collect();
    for k in keys {
        let (x, y) = (fa.get(k), fb.get(k));
        if x != y {
            let show = |v: Option<&serde_json::Value>| v.map_or("not given".into(), json);
            let option = format!("--{}", k.trim_end_matches("_mb").replace('_', "-"));
            return differ(&format!("the option {option}"), show(x), show(y));
        }
    }
    Ok(())
}

/// A value as one line of JSON, for messages.
fn json<T: Serialize>(v: &T) -> String {
    serde_json::to_string(v).unwrap_or_else(|e| format!("({e})"))
}

/// Each report's shard (an unsharded report is 1/1); refuses differing shard counts and
/// two reports of one shard, and names the shards no report holds.
fn shard_specs(shards: &[ShardReport]) -> Result<Vec<ShardSpec>> {
    let specs: Vec<ShardSpec> = shards
        .iter()
        .map(|s| {
            s.report
                .settings
                .as_ref()
                .and_then(|x| x.shard)
                .unwrap_or(ShardSpec { index: 1, count: 1 })
        })
        .collect();
    let count = specs[0].count;
    let mut holder: BTreeMap<usize, &str> = BTreeMap::new();
    for (s, spec) in shards.iter().zip(&specs) {
        if spec.count != count || spec.index == 0 || spec.index > spec.count {
            return Err(Error::new(format!(
                "{} is shard {}/{}, {} is shard {}/{}: shards of one run have one count",
                shards[0].name, specs[0].index, count, s.name, spec.index, spec.count
            )));
        }
        if let Some(other) = holder.insert(spec.index, &s.name) {
            return Err(Error::new(format!(
                "overlapping shards: {other} and {} are both shard {}/{count}",
                s.name, spec.index
            )));
        }
    }
    let missing: Vec<String> = (1..=count)
        .filter(|i| !holder.contains_key(i))
        .map(|i| format!("{i}/{count}"))
        .collect();
    if !missing.is_empty() {
        return Err(Error::new(format!(
            "missing shard{} {}: {} report(s) given for {count} shards",
            if missing.len() > 1 { "s" } else { "" },
            missing.join(", "),
            shards.len()
        )));
    }
    Ok(specs)
}

/// The selection of the run (manifest order) and, for each case a report holds, which
/// report. Refuses a case in two reports, a case outside its report's shard of the
/// selection, and a shard whose report misses cases it neither holds nor says were not
/// run.
fn place_cases<'s>(
    shards: &[ShardReport],
    specs: &[ShardSpec],
    suite: &'s Suite,
    filters: &Filters,
) -> Result<(Vec<&'s Case>, HashMap<String, usize>)> {
    let selected: Vec<&Case> = suite.cases.iter().filter(|c| filters.selects(c)).collect();
    let position: HashMap<&str, &Case> = selected.iter().map(|c| (c.id.as_str(), *c)).collect();
    let mut owner: HashMap<String, usize> = HashMap::new();
    for (n, (s, spec)) in shards.iter().zip(specs).enumerate() {
        for c in &s.report.cases {
            if let Some(other) = owner.insert(c.id.clone(), n) {
                let what = if other == n {
                    format!("{} lists case {} twice", s.name, c.id)
                } else {
                    format!(
                        "overlapping shards: case {} is in {} and in {}",
                        c.id, shards[other].name, s.name
                    )
                };
                return Err(Error::new(what));
            }
            match position.get(c.id.as_str()) {
                None => {
                    return Err(Error::new(format!(
                        "{} holds case {}, which is not in the selection{} of suite {}",
                        s.name,
                        c.id,
                        describe(filters),
                        suite.version
                    )))
                }
                Some(case) if !spec.shard().contains(case.index) => {
                    return Err(Error::new(format!(
                        "{} holds case {}, which belongs to another shard than {}/{}",
                        s.name, c.id, spec.index, spec.count
                    )))
                }
                Some(_) => {}
            }
        }
    }
    for (s, spec) in shards.iter().zip(specs) {
        let slice: Vec<&&Case> = selected
            .iter()
            .filter(|c| spec.shard().contains(c.index))
            .collect();
        let held = s.report.cases.len();
        if held + s.report.not_run != slice.len() {
            let absent: Vec<&str> = slice
                .iter()
                .filter(|c| !owner.contains_key(c.id.as_str()))
                .map(|c| c.id.as_str())
                .collect();
            return Err(Error::new(format!(
                "missing cases of shard {}/{}: {} holds {} and says {} were not run, of the {} \
                 cases of its shard of the selection{}; in no report: {}",
                spec.index,
                spec.count,
                s.name,
                thousands(held),
                thousands(s.report.not_run),
                thousands(slice.len()),
                describe(filters),
                named(&absent)
            )));
        }
    }
    Ok((selected, owner))
}

/// ` (FILTERS)` when the run was filtered.
fn describe(filters: &Filters) -> String {
    match filters.describe() {
        d if d.is_empty() => String::new(),
        d => format!(" ({d})"),
    }
}

/// The first few ids, and how many more.
fn named(ids: &[&str]) -> String {
    let mut s = ids
        .iter()
        .take(MAX_NAMED)
        .copied()
        .collect::<Vec<_>>()
        .join(", ");
    if ids.len() > MAX_NAMED {
        s.push_str(&format!(" and {} more", thousands(ids.len() - MAX_NAMED)));
    }
    s
}

/// Why a shard stopped early, when it did: its NO VERDICT reason without the counts the
/// verdict appends (`verdict::judge` writes `STOP; A of S selected cases answered, N not
/// run` for a run that gave up).
fn stop_reason(r: &RunReport) -> Option<String> {
    let why = r.no_verdict.as_deref()?;
    let tail = format!(
        "; {} of {} selected cases answered, {} not run",
        thousands(r.answered),
        thousands(r.selected),
        thousands(r.not_run)
    );
    why.strip_suffix(&tail).map(str::to_string)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_stopped_shard_gives_its_reason() {
        let mut r: RunReport = serde_json::from_value(serde_json::json!({
            "suite_version": "1.0.0",
            "backend": {"name": "b", "version": null, "detail": null},
            "capabilities": [],
            "level": "verdict",
            "strict": false,
            "date": "2026-12-06",
            "seconds": 1.0,
            "suite_cases": 0,
            "counts": {"pass": 0, "fail": 0, "expected_failure": 0, "unexpected_pass": 0,
                       "not_supported": 0},
            "passing_at": {},
            "rules": {},
            "matrix": {},
            "expired_expectations": [],
            "unused_expectations": [],
            "cases": []
        }))
        .unwrap();
        r.answered = 1200;
        r.selected = 3000;
        r.not_run = 1750;
        r.no_verdict = Some(
            "gave up after 50 consecutive backend failures; 1,200 of 3,000 selected cases \
             answered, 1,750 not run"
                .into(),
        );
        assert_eq!(
            stop_reason(&r).as_deref(),
            Some("gave up after 50 consecutive backend failures")
        );
        r.no_verdict = Some("1,200 of 3,000 selected cases answered; at least 95% needed".into());
        assert_eq!(stop_reason(&r), None);
    }

    #[test]
    fn settings_keep_the_filters() {
        let filters = Filters {
            ids: vec![Glob::new("exec.*")],
            kinds: vec![CaseKind::Execute],
            shard: Some(Shard { index: 2, count: 4 }),
            ..Filters::default()
        };
        let mut s = RunSettings::default();
        s.set_filters(&filters);
        assert_eq!(s.shard, Some(ShardSpec { index: 2, count: 4 }));
        let back = s.filters().unwrap();
        assert_eq!(
            back.describe(),
            "--filter-kind 'execute' --filter-id 'exec.*'"
        );
    }
}
