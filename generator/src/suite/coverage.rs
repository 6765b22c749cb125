//! Coverage: how many valid and invalid validate/link cases each rule has in each
//! profile, the gaps (a static or link rule without both in a profile it applies
//! to), and COVERAGE.md.

use crate::binding::Exemption;
use crate::case::{CaseKind, Polarity};
use crate::catalog::RuleCatalog;
use crate::verified::{Case, Expected};
use std::collections::BTreeMap;
use std::fmt;

/// Valid and invalid case counts.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Counts {
    /// Valid cases.
    pub valid: usize,
    /// Invalid cases.
    pub invalid: usize,
}

/// A rule that lacks a valid or an invalid case in a profile.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Gap {
    /// The rule.
    pub rule: String,
    /// The profile.
    pub profile: String,
    /// What is missing.
    pub missing: Polarity,
}

impl fmt::Display for Gap {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "coverage gap: {} has no {} case in {}",
            self.rule,
            self.missing.name(),
            self.profile
        )
    }
}

/// Counts per (rule, profile).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Coverage {
    /// (rule, profile) → counts.
    pub cells: BTreeMap<(String, String), Counts>,
}

impl Coverage {
    /// Counts the validate and link cases (assemble cases repeat validate cases).
    pub fn of(cases: &[Case]) -> Coverage {
        let mut cells: BTreeMap<(String, String), Counts> = BTreeMap::new();
        for c in cases {
            if c.kind == CaseKind::Assemble {
                continue;
            }
            let Expected::Verdict(e) = &c.expect else {
                continue;
            };
            for rule in &c.rules {
                for profile in c.profile.split('+') {
                    let cell = cells
                        .entry((rule.clone(), profile.to_string()))
                        .or_default();
                    match e.polarity() {
                        Polarity::Valid => cell.valid += 1,
                        Polarity::Invalid => cell.invalid += 1,
                    }
                }
            }
        }
        Coverage { cells }
    }

    /// The counts of a rule in a profile.
    pub fn get(&self, rule: &str, profile: &str) -> Counts {
        self.cells
            .get(&(rule.to_string(), profile.to_string()))
            .copied()
            .unwrap_or_default()
    }

    /// Every gap of the static and link rules, sorted; exempted cells need no invalid case.
    pub fn gaps(&self, catalog: &RuleCatalog, exempt: &[Exemption]) -> Vec<Gap> {
        let mut out = Vec::new();
        for r in catalog.iter().filter(|r| r.kind.needs_cases()) {
            for p in &r.profiles {
                let c = self.get(&r.id, p);
                let exempted = exempt.iter().any(|e| e.rule == r.id && &e.profile == p);
                for (n, pol) in [(c.valid, Polarity::Valid), (c.invalid, Polarity::Invalid)] {
                    if n == 0 && !(pol == Polarity::Invalid && exempted) {
                        out.push(Gap {
                            rule: r.id.clone(),
                            profile: p.clone(),
                            missing: pol,
                        });
                    }
                }
            }
        }
        out
    }

    /// COVERAGE.md: a rule × profile grid of `valid/invalid` counts.
    pub fn to_markdown(
        &self,
        catalog: &RuleCatalog,
        profiles: &[String],
        cases: &[Case],
        exempt: &[Exemption],
    ) -> String {
        let mut by_kind: BTreeMap<&str, usize> = BTreeMap::new();
        for c in cases {
            *by_kind.entry(c.kind.name()).or_default() += 1;
        }
        let gaps = self.gaps(catalog, exempt);
        let mut s = String::new();
        s.push_str("# Coverage\n\n");
        s.push_str(&format!("{} cases:", cases.len()));
        let kinds: Vec<String> = by_kind.iter().map(|(k, n)| format!(" {n} {k}")).collect();
        s.push_str(&kinds.join(","));
        s.push_str(".\n\n");
        s.push_str(
            "Each cell is `valid/invalid`: the validate and link cases covering the rule in \
             the profile (assemble cases repeat the valid validate cases and are not \
             counted). `·` = the rule does not apply to the profile; `†` = no program of \
             the profile can break the rule alone (reasons below); a cell in **bold** \
             lacks a valid or an invalid case.\n\n",
        );
        s.push_str(&format!("Gaps: {}.\n\n", gaps.len()));
        s.push_str("| rule | kind |");
        for p in profiles {
            s.push_str(&format!(" {p} |"));
        }
        s.push_str("\n|---|---|");
        for _ in profiles {
            s.push_str("---|");
        }
        s.push('\n');
        for r in catalog.iter().filter(|r| r.kind.needs_cases()) {
            s.push_str(&format!("| {} | {} |", r.id, r.kind.name()));
            for p in profiles {
                let c = self.get(&r.id, p);
                let applies = r.profiles.contains(p);
                let exempted = exempt.iter().any(|e| e.rule == r.id && &e.profile == p);
                let missing = c.valid == 0 || (c.invalid == 0 && !exempted);
                let mark = if exempted { "†" } else { "" };
                let cell = match (applies, missing) {
                    (false, _) if c.valid + c.invalid == 0 => "·".to_string(),
                    (false, _) => format!("({}/{})", c.valid, c.invalid),
                    (true, true) => format!("**{}/{}{mark}**", c.valid, c.invalid),
                    (true, false) => format!("{}/{}{mark}", c.valid, c.invalid),
                };
                s.push_str(&format!(" {cell} |"));
            }
            s.push('\n');
        }
        s.push_str(
            "\nCounts in parentheses are cases in profiles the rule does not apply to \
             (valid programs showing that the rule is not enforced there).\n",
        );
        if !exempt.is_empty() {
            s.push_str("\n## Cells without invalid cases (†)\n\n");
            let mut reasons: BTreeMap<(&str, &str), Vec<&str>> = BTreeMap::new();
            for e in exempt {
                reasons
                    .entry((&e.rule, &e.reason))
                    .or_default()
                    .push(&e.profile);
            }
            for ((rule, reason), ps) in reasons {
                s.push_str(&format!("- {rule} in {}: {reason}\n", ps.join(", ")));
            }
        }
        let others: Vec<String> = catalog
            .iter()
            .filter(|r| !r.kind.needs_cases())
            .map(|r| format!("- {} ({})", r.id, r.kind.name()))
            .collect();
        if !others.is_empty() {
            s.push_str("\n## Rules without validation cases\n\n");
            s.push_str(
                "Runtime, undefined and informative rules are not checked by a validator.\n\n",
            );
            s.push_str(&others.join("\n"));
            s.push('\n');
        }
        s
    }
}

/// Why no case can observe a runtime rule in a profile: (rule, reason).
pub const RUNTIME_REASONS: &[(&str, &str)] = &[
    (
        "ps1.fp.no-exc",
        "no Direct3D 9 state selects a rounding mode or unmasks a floating-point exception \
         for a pixel shader, so there is nothing a case could vary to observe it",
    ),
    (
        "ps1.mul.rtn",
        "a \"should\" on at least 8-bit fixed point: the ps_1_x tolerance (2^-6, \
         docs/execute-cases.md) also admits truncation, and requiring round-to-nearest would \
         assume the hardware's fraction width, which the documents leave open",
    ),
];

fn reason_of(rule: &str) -> Option<&'static str> {
    RUNTIME_REASONS
        .iter()
        .find(|(r, _)| *r == rule)
        .map(|(_, why)| *why)
}

/// The draw and execute cases observing each runtime rule in each profile it applies
/// to: a draw case counts for its pixel-shader and its vertex-shader profile.
pub fn runtime_cells(
    cases: &[Case],
    catalog: &RuleCatalog,
) -> BTreeMap<(String, String), Vec<String>> {
    let mut cells: BTreeMap<(String, String), Vec<String>> = BTreeMap::new();
    for r in catalog
        .iter()
        .filter(|r| r.kind == crate::catalog::RuleKind::Runtime)
    {
        for p in &r.profiles {
            cells.entry((r.id.clone(), p.clone())).or_default();
        }
    }
    for c in cases {
        if !matches!(c.kind, CaseKind::Draw | CaseKind::Execute) {
            continue;
        }
        let mut profiles = vec![c.profile.clone()];
        if let Expected::Pixels(d) = &c.expect {
            profiles.push(d.vs_profile.clone());
        }
        for rule in &c.rules {
            for p in &profiles {
                if let Some(ids) = cells.get_mut(&(rule.clone(), p.clone())) {
                    ids.push(c.id.clone());
                }
            }
        }
    }
    cells
}

/// The runtime-rule gaps: a (rule, profile) with no case and no stated reason.
pub fn runtime_gaps(cases: &[Case], catalog: &RuleCatalog) -> Vec<(String, String)> {
    runtime_cells(cases, catalog)
        .into_iter()
        .filter(|((rule, _), ids)| ids.is_empty() && reason_of(rule).is_none())
        .map(|(k, _)| k)
        .collect()
}

/// COVERAGE.md's sections of suites with draw cases: the runtime rules × profiles with
/// the cases that observe them (or the reason none can), and the draw feature groups ×
/// profiles.
pub fn runtime_markdown(cases: &[Case], catalog: &RuleCatalog) -> String {
    let cells = runtime_cells(cases, catalog);
    let gaps = runtime_gaps(cases, catalog);
    let mut s = String::from("\n## Runtime rules\n\n");
    s.push_str(
        "Each runtime rule in each profile it applies to, with the draw and execute cases \
         that observe it (a draw case counts for its pixel and its vertex shader's \
         profile), or the reason no API state can show it.\n\n",
    );
    s.push_str(&format!(
        "Gaps: {}.\n\n| rule | profile | cases |\n|---|---|---|\n",
        gaps.len()
    ));
    for ((rule, profile), ids) in &cells {
        let cell = if ids.is_empty() {
            match reason_of(rule) {
                Some(why) => format!("none: {why}"),
                None => "**none (gap)**".to_string(),
            }
        } else {
            let shown: Vec<&str> = ids.iter().take(3).map(String::as_str).collect();
            let more = ids.len().saturating_sub(3);
            let mut t = shown.join(", ");
            if more > 0 {
                t.push_str(&format!(" and {more} more"));
            }
            format!("{} case(s): {t}", ids.len())
        };
        s.push_str(&format!("| {rule} | {profile} | {cell} |\n"));
    }
    s.push_str(&crate::draw::coverage::features_markdown(cases));
    s
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::verified::DrawExpect;

    fn draw_case(id: &str, ps: &str, vs: &str, rules: &[&str]) -> Case {
        Case {
            id: id.into(),
            kind: CaseKind::Draw,
            profile: ps.into(),
            rules: rules.iter().map(|r| r.to_string()).collect(),
            origin: String::new(),
            files: Vec::new(),
            expect: Expected::Pixels(DrawExpect {
                path: String::new(),
                tolerance: 0.0,
                vs_profile: vs.into(),
                features: vec!["vpos".into()],
                documented: None,
                native_facts: Vec::new(),
            }),
            notes: Vec::new(),
            ops: Vec::new(),
        }
    }

    #[test]
    fn a_draw_case_covers_its_ps_and_vs_profile_and_reasons_close_gaps() {
        let model = shadercts_shader::Model::embedded();
        let rules = shadercts_reference::RuleSet::embedded(model).unwrap_or_else(|e| panic!("{e}"));
        let catalog =
            crate::reference::catalog(&rules, model, crate::reference::embedded_sources());
        let cases = vec![draw_case(
            "a/draw/ps_3_0/x",
            "ps_3_0",
            "vs_3_0",
            &["sm3.wrap"],
        )];
        let cells = runtime_cells(&cases, &catalog);
        let ids = |r: &str, p: &str| cells.get(&(r.to_string(), p.to_string())).cloned();
        assert_eq!(
            ids("sm3.wrap", "ps_3_0"),
            Some(vec!["a/draw/ps_3_0/x".to_string()])
        );
        assert_eq!(
            ids("sm3.wrap", "vs_3_0"),
            Some(vec!["a/draw/ps_3_0/x".to_string()])
        );
        assert_eq!(ids("sm3.wrap", "vs_3_sw"), Some(Vec::new()));
        let gaps = runtime_gaps(&cases, &catalog);
        assert!(gaps.contains(&("sm3.wrap".to_string(), "ps_3_sw".to_string())));
        // Rules with a stated reason are never gaps.
        assert!(!gaps
            .iter()
            .any(|(r, _)| r == "ps1.mul.rtn" || r == "ps1.fp.no-exc"));
        let md = runtime_markdown(&cases, &catalog);
        assert!(
            md.contains("| sm3.wrap | ps_3_0 | 1 case(s): a/draw/ps_3_0/x |"),
            "{md}"
        );
        assert!(md.contains("## Draw feature groups"));
    }
}
