//! Mapping files: a backend's error codes and message patterns to shadercts rule ids
//! and phases (docs/backend-protocol.md, "Mapping diagnostics to rules").

use crate::backend::{Phase, Response};
use crate::error::{Error, Result};
use crate::yaml;
use regex::Regex;
use serde::Deserialize;
use serde_saphyr::Spanned;
use std::path::Path;

/// One compiled entry.
#[derive(Clone, Debug)]
struct Entry {
    code: Option<String>,
    message: Option<Regex>,
    rule: Option<String>,
    phase: Option<Phase>,
}

impl Entry {
    fn matches(&self, code: Option<&str>, message: &str) -> bool {
        self.code.as_deref().is_none_or(|c| Some(c) == code)
            && self.message.as_ref().is_none_or(|r| r.is_match(message))
    }
}

/// A loaded mapping file (or the empty mapping).
#[derive(Clone, Debug, Default)]
pub struct Mapping {
    entries: Vec<Entry>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawEntry {
    #[serde(default)]
    code: Option<String>,
    #[serde(default)]
    message: Option<Spanned<String>>,
    #[serde(default)]
    rule: Option<String>,
    #[serde(default)]
    phase: Option<Phase>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawMapping {
    #[serde(default)]
    #[allow(dead_code)]
    backend: Option<String>,
    #[serde(default)]
    mappings: Vec<Spanned<RawEntry>>,
}

impl Mapping {
    /// Reads a mapping file; errors name the file, line and column.
    pub fn load(path: &Path) -> Result<Mapping> {
        let raw: RawMapping = yaml::read(path)?;
        Mapping::from_raw(path, raw)
    }

    /// Parses mapping text that came from `path`.
    pub fn parse(path: &Path, text: &str) -> Result<Mapping> {
        let raw: RawMapping = yaml::parse(path, text)?;
        Mapping::from_raw(path, raw)
    }

    fn from_raw(path: &Path, raw: RawMapping) -> Result<Mapping> {
        let mut entries = Vec::new();
        for e in raw.mappings {
            let at = |msg: &str| yaml::located(path, &e.referenced, msg);
            let v = e.value;
            if v.code.is_none() && v.message.is_none() {
                return Err(at("a mapping needs `code` or `message` (or both)"));
            }
            if v.rule.is_none() && v.phase.is_none() {
                return Err(at("a mapping needs `rule` or `phase` (or both)"));
            }
            let message = match v.message {
                None => None,
                Some(m) => Some(Regex::new(&m.value).map_err(|err| {
                    let first = err.to_string();
                    let last = first.lines().last().unwrap_or("").trim();
                    let first = last.strip_prefix("error: ").unwrap_or(last).to_string();
                    yaml::located(
                        path,
                        &m.referenced,
                        &format!("bad message pattern: {first}"),
                    )
                })?),
            };
            entries.push(Entry {
                code: v.code,
                message,
                rule: v.rule,
                phase: v.phase,
            });
        }
        Ok(Mapping { entries })
    }

    /// Whether the mapping has no entries.
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// Fills in rule ids of diagnostics that have none, and the response's phase when the
    /// backend gave none, from the first matching entry of each diagnostic.
    pub fn apply(&self, response: &mut Response) {
        let mut phase = None;
        for d in &mut response.diagnostics {
            let Some(e) = self
                .entries
                .iter()
                .find(|e| e.matches(d.code.as_deref(), &d.message))
            else {
                continue;
            };
            if d.rule.is_none() {
                d.rule.clone_from(&e.rule);
            }
            phase = phase.or(e.phase);
        }
        if response.phase.is_none() {
            response.phase = phase;
        }
    }
}

impl std::str::FromStr for Mapping {
    type Err = Error;
    fn from_str(s: &str) -> Result<Mapping> {
        Mapping::parse(Path::new("<mapping>"), s)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::backend::{Diagnostic, Verdict};

    #[test]
    fn maps_codes_and_messages() {
        let m: Mapping = "mappings:\n  - { code: E1, rule: a.b }\n  - { message: 'used uninit', rule: c.d, phase: validator }\n  - { message: '^syntax', phase: assembler }\n"
            .parse()
            .unwrap();
        let mut r = Response::reject(
            None,
            vec![
                Diagnostic {
                    code: Some("E1".into()),
                    ..Diagnostic::message("x")
                },
                Diagnostic::message("r1 used uninit"),
                Diagnostic::message("nothing"),
            ],
        );
        m.apply(&mut r);
        assert_eq!(r.verdict, Verdict::Reject);
        assert_eq!(r.diagnostics[0].rule.as_deref(), Some("a.b"));
        assert_eq!(r.diagnostics[1].rule.as_deref(), Some("c.d"));
        assert_eq!(r.diagnostics[2].rule, None);
        assert_eq!(r.phase, Some(Phase::Validator));
    }

    #[test]
    fn errors_are_located() {
        let e = "mappings:\n  - { rule: a }\n"
            .parse::<Mapping>()
            .unwrap_err();
        assert!(e.message().starts_with("<mapping>:2:"), "{e}");
        let e = "mappings:\n  - code: X\n    rule: a\n  - message: '(('\n    rule: b\n"
            .parse::<Mapping>()
            .unwrap_err();
        assert!(e.message().starts_with("<mapping>:4:"), "{e}");
        assert!(e.message().contains("bad message pattern"), "{e}");
        let e = "mappings:\n  - { code: X, rule: a, phase: linker }\n"
            .parse::<Mapping>()
            .unwrap_err();
        assert!(e.message().starts_with("<mapping>:"), "{e}");
    }
}
