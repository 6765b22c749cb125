//! `ERRATA.yaml` beside a published suite's manifest: cases withdrawn after publishing
//! because their expectation turned out wrong (docs/suite-format.md, "Errata"). The
//! suite stays frozen; the errata file is the one file that may be added later, and it
//! is neither listed in the manifest nor hashed. The harness (`run`) and the generator
//! (`verify-suite`) both read it through [`parse`], so they agree on every file.

use serde::{Deserialize, Serialize};
use serde_saphyr::{Location, Spanned};
use std::collections::BTreeMap;
use std::fmt;

/// The file name of the errata, in the suite directory.
pub const ERRATA: &str = "ERRATA.yaml";

/// The errata `format` this reader knows.
pub const FORMAT: u32 = 1;

/// Why a published case was withdrawn.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Withdrawal {
    /// Why its expectation is wrong.
    pub reason: String,
    /// Rules that show the expectation wrong.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub rules: Vec<String>,
    /// The suite version whose case has it right.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub fixed_in: Option<String>,
}

impl Withdrawal {
    /// One line for reports: the reason, and where it is fixed.
    pub fn detail(&self) -> String {
        match &self.fixed_in {
            Some(v) => format!("{} (fixed in suite {v})", self.reason),
            None => self.reason.clone(),
        }
    }
}

/// Why an errata text is refused: a message, at a line and column when YAML gives one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Problem {
    /// 1-based line and column.
    pub at: Option<(usize, usize)>,
    /// What is wrong.
    pub message: String,
}

impl Problem {
    fn at(loc: &Location, message: String) -> Problem {
        Problem {
            at: Some((loc.line() as usize, loc.column() as usize)),
            message,
        }
    }

    /// `FILE:LINE:COLUMN: message` (or `FILE: message`), for the file `file`.
    pub fn in_file(&self, file: &std::path::Path) -> String {
        match self.at {
            Some((l, c)) => format!("{}:{l}:{c}: {}", file.display(), self.message),
            None => format!("{}: {}", file.display(), self.message),
        }
    }
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.at {
            Some((l, c)) => write!(f, "{l}:{c}: {}", self.message),
            None => f.write_str(&self.message),
        }
    }
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawErrata {
    format: Spanned<u32>,
    suite: Spanned<String>,
    #[serde(default)]
    withdrawn: Vec<RawEntry>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawEntry {
    id: Spanned<String>,
    reason: Spanned<String>,
    #[serde(default)]
    rules: Vec<Spanned<String>>,
    #[serde(default)]
    fixed_in: Option<Spanned<String>>,
}

/// `MAJOR.MINOR.PATCH` as numbers, when `v` is exactly that.
fn semver(v: &str) -> Option<(u64, u64, u64)> {
    let mut parts = v.split('.').map(|p| {
        (!p.is_empty() && p.bytes().all(|b| b.is_ascii_digit()))
            .then(|| p.parse::<u64>().ok())
            .flatten()
    });
    let triple = (parts.next()??, parts.next()??, parts.next()??);
    parts.next().is_none().then_some(triple)
}

/// Reads errata text for the suite `suite`, where `is_case` says which ids the manifest
/// has: the withdrawals by case id.
pub fn parse(
    text: &str,
    suite: &str,
    is_case: &dyn Fn(&str) -> bool,
) -> Result<BTreeMap<String, Withdrawal>, Problem> {
    let options = shadercts_shader::model::options_for_size(text);
    let raw: RawErrata = serde_saphyr::from_str_with_options(text, options).map_err(|e| {
        let message = e.to_string();
        let first = shadercts_shader::model::yaml_headline(&message).to_string();
        match e.location() {
            Some(l) => Problem::at(&l, first),
            None => Problem {
                at: None,
                message: first,
            },
        }
    })?;
    let at = |l: &Location, m: String| Problem::at(l, m);
    if raw.format.value != FORMAT {
        return Err(at(
            &raw.format.referenced,
            format!(
                "errata format {} is not supported (expected format {FORMAT})",
                raw.format.value
            ),
        ));
    }
    if raw.suite.value != suite {
        return Err(at(
            &raw.suite.referenced,
            format!(
                "the errata are for suite `{}`, but the manifest is suite `{suite}`",
                raw.suite.value
            ),
        ));
    }
    let mut out = BTreeMap::new();
    for e in raw.withdrawn {
        let id = e.id.value;
        if !is_case(&id) {
            return Err(at(
                &e.id.referenced,
                format!("withdrawn case `{id}` is not a case of the manifest"),
            ));
        }
        if out.contains_key(&id) {
            return Err(at(
                &e.id.referenced,
                format!("case `{id}` is withdrawn twice"),
            ));
        }
        let reason = e.reason.value.trim().to_string();
        if reason.is_empty() {
            return Err(at(
                &e.reason.referenced,
                format!("case `{id}`: the reason is empty (say why the expectation is wrong)"),
            ));
        }
        let mut rules = Vec::with_capacity(e.rules.len());
        for r in e.rules {
            if r.value.trim().is_empty() {
                return Err(at(&r.referenced, format!("case `{id}`: an empty rule id")));
            }
            rules.push(r.value);
        }
        let fixed_in = match e.fixed_in {
            None => None,
            Some(v) => {
                let Some(fixed) = semver(&v.value) else {
                    return Err(at(
                        &v.referenced,
                        format!(
                            "case `{id}`: fixed_in `{}` is not a version MAJOR.MINOR.PATCH",
                            v.value
                        ),
                    ));
                };
                if semver(suite).is_some_and(|s| fixed <= s) {
                    return Err(at(
                        &v.referenced,
                        format!(
                            "case `{id}`: fixed_in {} is not later than suite {suite}",
                            v.value
                        ),
                    ));
                }
                Some(v.value)
            }
        };
        out.insert(
            id,
            Withdrawal {
                reason,
                rules,
                fixed_in,
            },
        );
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeSet;
    use std::path::Path;

    fn load(text: &str) -> Result<BTreeMap<String, Withdrawal>, Problem> {
        let ids: BTreeSet<&str> = ["a/valid/vs_2_0/x", "b/valid/vs_2_0/y"].into();
        parse(text, "1.1.0", &|id| ids.contains(id))
    }

    fn err(text: &str) -> String {
        match load(text) {
            Ok(w) => panic!("accepted: {w:?}"),
            Err(e) => e.in_file(Path::new("s/ERRATA.yaml")),
        }
    }

    #[test]
    fn a_withdrawal_reads_with_its_rules_and_fix() {
        let w = load(
            "format: 1\nsuite: 1.1.0\nwithdrawn:\n  - id: a/valid/vs_2_0/x\n    reason: \" reads r2 \"\n    rules: [op.sincos-constants]\n    fixed_in: 1.2.0\n",
        )
        .unwrap();
        let a = &w["a/valid/vs_2_0/x"];
        assert_eq!(a.reason, "reads r2");
        assert_eq!(a.rules, ["op.sincos-constants"]);
        assert_eq!(a.detail(), "reads r2 (fixed in suite 1.2.0)");
        assert_eq!(w.len(), 1);
        assert!(load("format: 1\nsuite: 1.1.0\n").unwrap().is_empty());
    }

    #[test]
    fn each_problem_is_located_and_named() {
        let head = "format: 1\nsuite: 1.1.0\nwithdrawn:\n";
        let cases = [
            ("format: 2\nsuite: 1.1.0\n", "s/ERRATA.yaml:1:9:", "errata format 2"),
            ("format: 1\nsuite: 1.0.0\n", "s/ERRATA.yaml:2:8:", "suite `1.0.0`"),
            (
                &format!("{head}  - id: nope\n    reason: r\n"),
                "s/ERRATA.yaml:4:9:",
                "`nope` is not a case of the manifest",
            ),
            (
                &format!("{head}  - id: a/valid/vs_2_0/x\n    reason: r\n  - id: a/valid/vs_2_0/x\n    reason: s\n"),
                "s/ERRATA.yaml:6:9:",
                "withdrawn twice",
            ),
            (
                &format!("{head}  - id: a/valid/vs_2_0/x\n    reason: \"  \"\n"),
                "s/ERRATA.yaml:5:13:",
                "the reason is empty",
            ),
            (
                &format!("{head}  - id: a/valid/vs_2_0/x\n    reason: r\n    why: x\n"),
                "s/ERRATA.yaml:6:",
                "unknown field `why`",
            ),
            (
                &format!("{head}  - id: a/valid/vs_2_0/x\n    reason: r\n    fixed_in: 1.1.0\n"),
                "s/ERRATA.yaml:6:15:",
                "not later than suite 1.1.0",
            ),
            (
                &format!("{head}  - id: a/valid/vs_2_0/x\n    reason: r\n    fixed_in: soon\n"),
                "s/ERRATA.yaml:6:15:",
                "not a version",
            ),
            ("format: 1\nsuite: [1.1.0\n", "s/ERRATA.yaml:", ""),
        ];
        for (text, at, what) in cases {
            let e = err(text);
            assert!(e.starts_with(at), "{text}\n=> {e}");
            assert!(e.contains(what), "{text}\n=> {e}");
        }
    }
}
