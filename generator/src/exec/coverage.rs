//! Execute coverage: how many execute cases run each opcode key in each profile, the
//! executable (key, profile) pairs of the model that have none, and the COVERAGE.md
//! section.

use super::keys::executable_pairs;
use crate::case::CaseKind;
use crate::verified::Case;
use shadercts_shader::Model;
use std::collections::{BTreeMap, BTreeSet};

/// Execute case counts per (key, profile).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ExecCoverage {
    /// (key, profile) → cases whose program runs the key.
    pub cells: BTreeMap<(String, String), usize>,
}

impl ExecCoverage {
    /// Counts the execute cases.
    pub fn of(cases: &[Case]) -> ExecCoverage {
        let mut cells = BTreeMap::new();
        for c in cases.iter().filter(|c| c.kind == CaseKind::Execute) {
            for k in &c.ops {
                *cells.entry((k.clone(), c.profile.clone())).or_default() += 1;
            }
        }
        ExecCoverage { cells }
    }

    /// The executable pairs of `pairs` without an execute case, sorted.
    pub fn gaps(&self, pairs: &BTreeSet<(String, String)>) -> Vec<(String, String)> {
        pairs
            .iter()
            .filter(|p| !self.cells.contains_key(*p))
            .cloned()
            .collect()
    }

    /// The COVERAGE.md section: key × profile counts, `·` where the key does not exist,
    /// **0** for a gap.
    pub fn to_markdown(&self, pairs: &BTreeSet<(String, String)>, profiles: &[String]) -> String {
        let keys: BTreeSet<&str> = pairs.iter().map(|(k, _)| k.as_str()).collect();
        let gaps = self.gaps(pairs);
        let mut s = String::from("\n## Execute cases\n\n");
        s.push_str(
            "Each cell counts the execute cases whose program runs the instruction in the \
             profile (docs/execute-cases.md). `·` = the model has no such instruction in \
             the profile; **0** = an executable instruction without an execute case.\n\n",
        );
        s.push_str(&format!("Gaps: {}.\n\n| instruction |", gaps.len()));
        for p in profiles {
            s.push_str(&format!(" {p} |"));
        }
        s.push_str("\n|---|");
        for _ in profiles {
            s.push_str("---|");
        }
        s.push('\n');
        for k in keys {
            s.push_str(&format!("| {k} |"));
            for p in profiles {
                let key = (k.to_string(), p.clone());
                let n = self.cells.get(&key).copied().unwrap_or(0);
                let cell = match (pairs.contains(&key), n) {
                    (false, 0) => "·".to_string(),
                    (false, n) => format!("({n})"),
                    (true, 0) => "**0**".to_string(),
                    (true, n) => n.to_string(),
                };
                s.push_str(&format!(" {cell} |"));
            }
            s.push('\n');
        }
        s
    }
}

/// The executable (key, profile) pairs of the model.
pub fn pairs(model: &Model) -> BTreeSet<(String, String)> {
    executable_pairs(model)
}
