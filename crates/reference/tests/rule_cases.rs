//! Per-rule cases: for every static and link rule, complete shaders that break it (and
//! nothing else) and shaders that break nothing, with the verdict the rule author expects.
//!
//! The cases are data in `tests/rule_cases/*.yaml` (the format is described at the head of
//! `rule_cases/seed-000-output-color.yaml`). Every case is one test:
//!
//! - a `valid` shader must have no violation of any rule (at the documented level, which
//!   applies every rule);
//! - an `invalid` shader must have violations, all of the case's rule, at the documented
//!   level; at the native level, the same when the rule is a native rule, and none when
//!   it is a documented-level rule (native accepts the shader);
//! - a link case's two shaders must each be valid, and linking them must give no
//!   violation (`valid: true`) or violations of the case's rule only (`valid: false`).
//!
//! Two more tests check the case files against the rule set: every case names a rule
//! that exists (and a profile it applies to), and every static rule has a valid and an
//! invalid case (or an `unbreakable` reason) in every profile family it applies to, and
//! every link rule a valid and an invalid pair.
//!
//! Expected verdicts are the rule author's reading of the documents; they are never
//! copied from the reference's output. When a case fails, the documents decide whether
//! the rule, the engine or the case is wrong.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code: a failure is the report

use libtest_mimic::{Arguments, Failed, Trial};
use serde::Deserialize;
use shadercts_reference::{link_text, validate_text, RuleSet, Violation};
use shadercts_rules::{Conformance, RuleKind};
use shadercts_shader::Model;
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// Link requirements that have no check yet because the rule language cannot express
/// them; they are filed as `informative` until it can (see their notes). Their cases
/// record the expected verdicts and are reported as ignored. The coverage test fails when
/// a rule listed here gains a check (then remove it from this list).
const KNOWN_GAPS: &[&str] = &[];

/// `valid:` is shader text in static cases and a boolean in link cases.
#[derive(Clone, Debug, Deserialize)]
#[serde(untagged)]
enum ValidField {
    Flag(bool),
    Text(String),
}

/// One entry of a case file.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct Entry {
    rule: String,
    #[serde(default)]
    profile: Option<String>,
    #[serde(default)]
    valid: Option<ValidField>,
    #[serde(default)]
    invalid: Option<String>,
    #[serde(default)]
    unbreakable: Option<String>,
    #[serde(default)]
    vs: Option<String>,
    #[serde(default)]
    ps: Option<String>,
    #[serde(default)]
    #[allow(dead_code)]
    note: Option<String>,
}

/// An entry with the file it came from.
#[derive(Clone, Debug)]
struct Located {
    file: String,
    ordinal: usize,
    entry: Entry,
}

fn cases_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/rule_cases")
}

/// Reads every case file; an unreadable or malformed file is an error naming it.
fn load_cases() -> Result<Vec<Located>, String> {
    let dir = cases_dir();
    let mut paths: Vec<PathBuf> = std::fs::read_dir(&dir)
        .map_err(|e| format!("cannot read {}: {e}", dir.display()))?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "yaml"))
        .collect();
    paths.sort();
    let mut out = Vec::new();
    for p in paths {
        let text =
            std::fs::read_to_string(&p).map_err(|e| format!("cannot read {}: {e}", p.display()))?;
        let entries: Vec<Entry> = serde_saphyr::from_str::<Option<Vec<Entry>>>(&text)
            .map_err(|e| format!("{}: {e}", p.display()))?
            .unwrap_or_default();
        let file = p
            .file_name()
            .and_then(|n| n.to_str())
            .unwrap_or_default()
            .to_string();
        for (i, entry) in entries.into_iter().enumerate() {
            out.push(Located {
                file: file.clone(),
                ordinal: i + 1,
                entry,
            });
        }
    }
    Ok(out)
}

/// Expands `%repeat N TEXT` lines into N copies of `TEXT`, whose `|` separate lines.
fn expand(src: &str) -> String {
    let mut out = String::with_capacity(src.len());
    for line in src.lines() {
        let t = line.trim_start();
        if let Some(rest) = t.strip_prefix("%repeat ") {
            let (n, body) = rest.split_once(' ').unwrap_or((rest, ""));
            let n: usize = n
                .parse()
                .unwrap_or_else(|_| panic!("bad %repeat count in `{line}`"));
            for _ in 0..n {
                for part in body.split('|') {
                    out.push_str(part.trim());
                    out.push('\n');
                }
            }
        } else {
            out.push_str(line);
            out.push('\n');
        }
    }
    out
}

/// The profile family used for coverage: one per shader model and kind, with ps_1_4 apart.
fn family(profile: &str) -> &'static str {
    match profile {
        "vs_1_1" => "vs_1_1",
        "vs_2_0" | "vs_2_x" | "vs_2_sw" => "vs_2_x",
        "vs_3_0" | "vs_3_sw" => "vs_3_x",
        "ps_1_1" | "ps_1_2" | "ps_1_3" => "ps_1_1-1_3",
        "ps_1_4" => "ps_1_4",
        "ps_2_0" | "ps_2_x" | "ps_2_sw" => "ps_2_x",
        "ps_3_0" | "ps_3_sw" => "ps_3_0",
        _ => "unknown",
    }
}

/// The name of the profile on a shader's version line (first word of the first line
/// that is not blank or a comment).
fn version_of(src: &str) -> String {
    src.lines()
        .map(str::trim)
        .find(|l| !l.is_empty() && !l.starts_with("//") && !l.starts_with(';'))
        .and_then(|l| l.split_whitespace().next())
        .unwrap_or_default()
        .to_ascii_lowercase()
        .replace('.', "_")
}

fn describe(vs: &[Violation]) -> String {
    let mut s = String::new();
    for v in vs {
        s.push_str(&format!("\n    {}: {}", v.rule, v.message));
    }
    s
}

fn rule_ids(vs: &[Violation]) -> BTreeSet<String> {
    vs.iter().map(|v| v.rule.clone()).collect()
}

fn check_static(
    rules: &Levels,
    model: &Model,
    rule: &str,
    profile: &str,
    src: &str,
    expect_valid: bool,
) -> Result<(), Failed> {
    let found = version_of(src);
    if found != profile {
        return Err(format!(
            "the shader's version line says `{found}`, the case says profile `{profile}`"
        )
        .into());
    }
    let text = expand(src);
    for level in Conformance::ALL {
        let at = rules.at(level);
        let v = validate_text(&text, at, model);
        if expect_valid || !at.covers(rule) {
            if !v.is_empty() {
                return Err(format!(
                    "expected no violation at the {level} level, got:{}",
                    describe(&v)
                )
                .into());
            }
            continue;
        }
        let ids = rule_ids(&v);
        if v.is_empty() {
            return Err(
                format!("expected violations of {rule} at the {level} level, got none").into(),
            );
        }
        if ids.len() != 1 || !ids.contains(rule) {
            return Err(format!(
                "expected violations of {rule} only at the {level} level, got:{}",
                describe(&v)
            )
            .into());
        }
    }
    Ok(())
}

/// The rule set at both conformance levels.
struct Levels {
    native: RuleSet,
    documented: RuleSet,
}

impl Levels {
    fn at(&self, level: Conformance) -> &RuleSet {
        match level {
            Conformance::Native => &self.native,
            Conformance::Documented => &self.documented,
        }
    }

    fn model(&self) -> &Model {
        self.documented.model()
    }

    fn get(&self, id: &str) -> Option<&shadercts_rules::Rule> {
        self.documented.get(id)
    }

    fn rules(&self) -> &[shadercts_rules::Rule] {
        self.documented.rules()
    }
}

/// Whether a rule set checking at its level evaluates `rule`.
trait Covers {
    fn covers(&self, rule: &str) -> bool;
}

impl Covers for RuleSet {
    fn covers(&self, rule: &str) -> bool {
        self.conformance_of(rule) <= self.conformance()
    }
}

fn check_link(
    rules: &Levels,
    model: &Model,
    rule: &str,
    vs: &str,
    ps: &str,
    expect_valid: bool,
) -> Result<(), Failed> {
    let (vs, ps) = (expand(vs), expand(ps));
    for (what, src) in [("vertex", &vs), ("pixel", &ps)] {
        let v = validate_text(src, &rules.documented, model);
        if !v.is_empty() {
            return Err(format!(
                "the {what} shader of the pair is not valid on its own:{}",
                describe(&v)
            )
            .into());
        }
    }
    for level in Conformance::ALL {
        let at = rules.at(level);
        let valid_here = expect_valid || !at.covers(rule);
        check_link_at(at, model, rule, &vs, &ps, valid_here)
            .map_err(|e| format!("at the {level} level: {}", e.message().unwrap_or_default()))?;
    }
    Ok(())
}

fn check_link_at(
    rules: &RuleSet,
    model: &Model,
    rule: &str,
    vs: &str,
    ps: &str,
    expect_valid: bool,
) -> Result<(), Failed> {
    let v = link_text(vs, ps, rules, model);
    if expect_valid {
        if !v.is_empty() {
            return Err(format!("expected the pair to link, got:{}", describe(&v)).into());
        }
    } else {
        let ids = rule_ids(&v);
        if v.is_empty() {
            return Err(format!("expected link violations of {rule}, got none").into());
        }
        if ids.len() != 1 || !ids.contains(rule) {
            return Err(format!(
                "expected link violations of {rule} only, got:{}",
                describe(&v)
            )
            .into());
        }
    }
    Ok(())
}

/// Profile names of a rule (expanded from its profile set).
fn rule_profiles(rules: &Levels, id: &str) -> Vec<String> {
    let model = rules.model();
    match rules.get(id) {
        Some(r) => r
            .profiles
            .indices()
            .filter_map(|i| model.profiles.get(i).map(|p| p.name.clone()))
            .collect(),
        None => Vec::new(),
    }
}

/// Every case names an existing rule of a kind that can have such a case, and (for
/// static cases) a profile the rule applies to.
fn check_case_ids(rules: &Levels, cases: &[Located]) -> Result<(), Failed> {
    let mut problems = Vec::new();
    for c in cases {
        let e = &c.entry;
        let at = format!("{} #{} ({})", c.file, c.ordinal, e.rule);
        let Some(rule) = rules.get(&e.rule) else {
            problems.push(format!("{at}: no rule has this id"));
            continue;
        };
        let is_link = e.vs.is_some() || e.ps.is_some();
        match (rule.kind, is_link) {
            (RuleKind::Link, false) => {
                problems.push(format!("{at}: a link rule needs `vs`/`ps` cases"))
            }
            (RuleKind::Link, true) => {
                if e.vs.is_none() || e.ps.is_none() || !matches!(e.valid, Some(ValidField::Flag(_)))
                {
                    problems.push(format!(
                        "{at}: a link case needs `vs`, `ps` and `valid: true|false`"
                    ));
                }
            }
            (_, true) if KNOWN_GAPS.contains(&e.rule.as_str()) => {}
            (_, true) => problems.push(format!("{at}: `vs`/`ps` cases are for link rules only")),
            (kind, false) => {
                let Some(p) = &e.profile else {
                    problems.push(format!("{at}: a static case needs `profile`"));
                    continue;
                };
                if !rule_profiles(rules, &e.rule).iter().any(|q| q == p) {
                    problems.push(format!("{at}: the rule does not apply to {p}"));
                }
                if matches!(e.valid, Some(ValidField::Flag(_))) {
                    problems.push(format!("{at}: `valid` of a static case is shader text"));
                }
                if kind != RuleKind::Static && (e.invalid.is_some() || e.unbreakable.is_some()) {
                    problems.push(format!(
                        "{at}: a {} rule can only have valid cases",
                        kind.name()
                    ));
                }
                if e.invalid.is_some() && e.unbreakable.is_some() {
                    problems.push(format!(
                        "{at}: `invalid` and `unbreakable` exclude each other"
                    ));
                }
                if e.valid.is_none() && e.invalid.is_none() {
                    problems.push(format!("{at}: the case has no shader"));
                }
            }
        }
    }
    if problems.is_empty() {
        Ok(())
    } else {
        Err(problems.join("\n").into())
    }
}

/// Every static rule with a check has a valid and an invalid (or unbreakable) case in
/// every profile family it applies to; every link rule with a check has a valid and an
/// invalid pair; only the known gaps lack a check.
fn check_coverage(rules: &Levels, cases: &[Located]) -> Result<(), Failed> {
    // (rule, family) -> (has valid, has invalid or unbreakable)
    let mut seen: BTreeMap<(String, String), (bool, bool)> = BTreeMap::new();
    let mut link_seen: BTreeMap<String, (bool, bool)> = BTreeMap::new();
    for c in cases {
        let e = &c.entry;
        if let Some(p) = &e.profile {
            let s = seen
                .entry((e.rule.clone(), family(p).to_string()))
                .or_default();
            s.0 |= matches!(e.valid, Some(ValidField::Text(_)));
            s.1 |= e.invalid.is_some() || e.unbreakable.is_some();
        } else if let Some(ValidField::Flag(v)) = e.valid {
            let s = link_seen.entry(e.rule.clone()).or_default();
            if v {
                s.0 = true;
            } else {
                s.1 = true;
            }
        }
    }
    let mut problems = Vec::new();
    for r in rules.rules() {
        let gap = KNOWN_GAPS.contains(&r.id.as_str());
        match r.kind {
            RuleKind::Static | RuleKind::Link if !r.has_check() && !gap => {
                problems.push(format!(
                    "{}: a {} rule without a check",
                    r.id,
                    r.kind.name()
                ));
            }
            _ if r.has_check() && gap => {
                problems.push(format!(
                    "{}: has a check now; remove it from KNOWN_GAPS",
                    r.id
                ));
            }
            _ => {}
        }
        if !r.has_check() {
            continue;
        }
        match r.kind {
            RuleKind::Static => {
                let families: BTreeSet<&str> = rule_profiles(rules, &r.id)
                    .iter()
                    .map(|p| family(p))
                    .collect();
                for f in families {
                    let s = seen
                        .get(&(r.id.clone(), f.to_string()))
                        .copied()
                        .unwrap_or_default();
                    if !s.0 {
                        problems.push(format!("{}: no valid case for {f}", r.id));
                    }
                    if !s.1 {
                        problems.push(format!(
                            "{}: no invalid (or unbreakable) case for {f}",
                            r.id
                        ));
                    }
                }
            }
            RuleKind::Link => {
                let s = link_seen.get(&r.id).copied().unwrap_or_default();
                if !s.0 {
                    problems.push(format!("{}: no valid pair", r.id));
                }
                if !s.1 {
                    problems.push(format!("{}: no invalid pair", r.id));
                }
            }
            _ => {}
        }
    }
    if problems.is_empty() {
        Ok(())
    } else {
        Err(problems.join("\n").into())
    }
}

fn main() {
    let args = Arguments::from_args();
    let model = Model::embedded();
    let rules: &'static Levels = match RuleSet::embedded(model) {
        Ok(r) => Box::leak(Box::new(Levels {
            documented: r.at_conformance(Conformance::Documented),
            native: r,
        })),
        Err(e) => {
            let msg = format!("the embedded rule files do not load:\n{e}");
            let t = Trial::test("load_rules", move || Err(msg.clone().into()));
            libtest_mimic::run(&args, vec![t]).exit();
        }
    };
    let cases = match load_cases() {
        Ok(c) => c,
        Err(e) => {
            let t = Trial::test("load_cases", move || Err(e.clone().into()));
            libtest_mimic::run(&args, vec![t]).exit();
        }
    };

    let mut trials = Vec::new();
    {
        let c = cases.clone();
        trials.push(Trial::test("meta::case_rule_ids", move || {
            check_case_ids(rules, &c)
        }));
        let c = cases.clone();
        trials.push(Trial::test("meta::coverage", move || {
            check_coverage(rules, &c)
        }));
    }
    for c in &cases {
        let e = c.entry.clone();
        let stem = c.file.trim_end_matches(".yaml");
        let ignored = KNOWN_GAPS.contains(&e.rule.as_str());
        let base = match &e.profile {
            Some(p) => format!("{stem}::{}::{p}#{}", e.rule, c.ordinal),
            None => format!("{stem}::{}::link#{}", e.rule, c.ordinal),
        };
        if let (Some(vs), Some(ps), Some(ValidField::Flag(v))) = (&e.vs, &e.ps, &e.valid) {
            let (vs, ps, v, rule) = (vs.clone(), ps.clone(), *v, e.rule.clone());
            let name = format!("{base}::{}", if v { "valid" } else { "invalid" });
            trials.push(
                Trial::test(name, move || check_link(rules, model, &rule, &vs, &ps, v))
                    .with_ignored_flag(ignored),
            );
            continue;
        }
        let profile = e.profile.clone().unwrap_or_default();
        if let Some(ValidField::Text(src)) = &e.valid {
            let (src, rule, profile) = (src.clone(), e.rule.clone(), profile.clone());
            trials.push(
                Trial::test(format!("{base}::valid"), move || {
                    check_static(rules, model, &rule, &profile, &src, true)
                })
                .with_ignored_flag(ignored),
            );
        }
        if let Some(src) = &e.invalid {
            let (src, rule, profile) = (src.clone(), e.rule.clone(), profile.clone());
            trials.push(
                Trial::test(format!("{base}::invalid"), move || {
                    check_static(rules, model, &rule, &profile, &src, false)
                })
                .with_ignored_flag(ignored),
            );
        }
    }
    libtest_mimic::run(&args, trials).exit();
}
