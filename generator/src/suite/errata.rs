//! `ERRATA.yaml` beside a published manifest: cases withdrawn after publishing because
//! their expectation turned out wrong (docs/suite-format.md, "Errata"). It is the one
//! file a frozen suite may gain later; it is not listed in the manifest nor hashed.
//! The harness reads the same format (crates/harness/src/errata.rs) with the same
//! errors; a CLI test holds the two readers to the same messages.

use serde::Deserialize;
use serde_saphyr::{Location, Spanned};
use std::collections::{BTreeMap, BTreeSet};

/// File name of the errata, in the suite directory.
pub const ERRATA: &str = "ERRATA.yaml";

/// The errata `format` this reader knows.
pub const FORMAT: u32 = 1;

/// Why a published case was withdrawn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Withdrawal {
    /// Why its expectation is wrong.
    pub reason: String,
    /// Rules that show the expectation wrong.
    pub rules: Vec<String>,
    /// The suite version whose case has it right.
    pub fixed_in: Option<String>,
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

/// Drops serde-saphyr's own `error: line N column M: ` prefix.
fn strip_position(message: &str) -> &str {
    let m = message.strip_prefix("error: ").unwrap_or(message);
    if let Some(rest) = m.strip_prefix("line ") {
        if let Some((pos, tail)) = rest.split_once(": ") {
            if pos
                .split(" column ")
                .all(|n| n.trim().chars().all(|c| c.is_ascii_digit()))
            {
                return tail;
            }
        }
    }
    m
}

fn at(loc: &Location, message: String) -> String {
    format!("{}:{}: {message}", loc.line(), loc.column())
}

/// Reads errata text for the suite `suite` whose case ids are `ids`: the withdrawals
/// by case id. The error is one line, `LINE:COLUMN: message`.
pub fn parse(
    text: &str,
    suite: &str,
    ids: &BTreeSet<&str>,
) -> Result<BTreeMap<String, Withdrawal>, String> {
    let options = shadercts_shader::model::options_for_size(text);
    let raw: RawErrata = serde_saphyr::from_str_with_options(text, options).map_err(|e| {
        let msg = e.to_string();
        let first = strip_position(msg.lines().next().unwrap_or("invalid YAML").trim());
        match e.location() {
            Some(l) => at(&l, first.to_string()),
            None => first.to_string(),
        }
    })?;
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
        if !ids.contains(id.as_str()) {
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

    fn load(text: &str) -> Result<BTreeMap<String, Withdrawal>, String> {
        let ids: BTreeSet<&str> = ["a/valid/vs_2_0/x", "b/valid/vs_2_0/y"].into();
        parse(text, "1.1.0", &ids)
    }

    #[test]
    fn a_withdrawal_reads() {
        let w = load(
            "format: 1\nsuite: 1.1.0\nwithdrawn:\n  - id: b/valid/vs_2_0/y\n    reason: wrong\n    fixed_in: 1.2.0\n",
        )
        .unwrap();
        assert_eq!(
            w["b/valid/vs_2_0/y"],
            Withdrawal {
                reason: "wrong".into(),
                rules: vec![],
                fixed_in: Some("1.2.0".into())
            }
        );
    }

    #[test]
    fn problems_are_located() {
        let head = "format: 1\nsuite: 1.1.0\nwithdrawn:\n";
        for (text, want) in [
            ("format: 3\nsuite: 1.1.0\n".to_string(), "1:9: errata format 3"),
            ("format: 1\nsuite: 2.0.0\n".to_string(), "2:8: the errata are for suite `2.0.0`"),
            (
                format!("{head}  - id: zz\n    reason: r\n"),
                "4:9: withdrawn case `zz` is not a case",
            ),
            (
                format!("{head}  - id: b/valid/vs_2_0/y\n    reason: r\n  - id: b/valid/vs_2_0/y\n    reason: r\n"),
                "6:9: case `b/valid/vs_2_0/y` is withdrawn twice",
            ),
            (
                format!("{head}  - id: b/valid/vs_2_0/y\n    reason: ''\n"),
                "5:13: case `b/valid/vs_2_0/y`: the reason is empty",
            ),
        ] {
            let e = load(&text).unwrap_err();
            assert!(e.starts_with(want), "{text}\n=> {e}");
        }
        let e = load(&format!(
            "{head}  - id: b/valid/vs_2_0/y\n    reason: r\n    note: x\n"
        ))
        .unwrap_err();
        assert!(
            e.starts_with("6:") && e.contains("unknown field `note`"),
            "{e}"
        );
    }
}
