//! Expectations files: known failures of a backend, keyed by rule id or case-id glob,
//! each with a reason and an optional expiry date.

use crate::date::Date;
use crate::error::Result;
use crate::glob::Glob;
use crate::suite::Case;
use crate::yaml;
use serde::{Deserialize, Serialize};
use serde_saphyr::Spanned;
use std::path::Path;

/// What an entry matches.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Key {
    /// Cases covering a rule whose id matches this glob.
    Rule(Glob),
    /// Cases whose id matches this glob.
    Id(Glob),
}

/// One known failure.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    /// What it matches.
    pub key: Key,
    /// Why the failure is known.
    pub reason: String,
    /// The last day the entry applies (inclusive), if any.
    pub expires: Option<Date>,
    /// Where it is written (`FILE:LINE`).
    pub at: String,
}

impl Entry {
    /// Whether it matches `case`.
    pub fn matches(&self, case: &Case) -> bool {
        match &self.key {
            Key::Id(g) => g.matches(&case.id),
            Key::Rule(g) => case
                .rules
                .iter()
                .chain(&case.expect.rules)
                .any(|r| g.matches(r)),
        }
    }

    /// Whether the entry has expired on `today`.
    pub fn expired(&self, today: Date) -> bool {
        self.expires.is_some_and(|d| d < today)
    }

    /// `rule R` or `id G`.
    pub fn key_text(&self) -> String {
        match &self.key {
            Key::Rule(g) => format!("rule {}", g.as_str()),
            Key::Id(g) => format!("id {}", g.as_str()),
        }
    }
}

/// A note about an entry, for reports.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct EntryNote {
    /// `rule R` or `id G`.
    pub key: String,
    /// Where it is written.
    pub at: String,
    /// Its reason.
    pub reason: String,
    /// Its expiry date.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub expires: Option<String>,
}

impl From<&Entry> for EntryNote {
    fn from(e: &Entry) -> EntryNote {
        EntryNote {
            key: e.key_text(),
            at: e.at.clone(),
            reason: e.reason.clone(),
            expires: e.expires.map(|d| d.to_string()),
        }
    }
}

/// A loaded expectations file, evaluated against a date.
#[derive(Clone, Debug, Default)]
pub struct Expectations {
    /// The entries, in file order.
    pub entries: Vec<Entry>,
    /// The date expiry is judged against.
    pub today: Option<Date>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawEntry {
    #[serde(default)]
    rule: Option<String>,
    #[serde(default)]
    id: Option<String>,
    #[serde(default)]
    reason: Option<String>,
    #[serde(default)]
    expires: Option<Spanned<String>>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawFile {
    #[serde(default)]
    #[allow(dead_code)]
    backend: Option<String>,
    #[serde(default)]
    known_failures: Vec<Spanned<RawEntry>>,
}

impl Expectations {
    /// Reads an expectations file, judging expiry against today.
    pub fn load(path: &Path) -> Result<Expectations> {
        let raw: RawFile = yaml::read(path)?;
        Expectations::from_raw(path, raw)
    }

    /// Parses expectations text that came from `path`.
    pub fn parse(path: &Path, text: &str) -> Result<Expectations> {
        let raw: RawFile = yaml::parse(path, text)?;
        Expectations::from_raw(path, raw)
    }

    fn from_raw(path: &Path, raw: RawFile) -> Result<Expectations> {
        let mut entries = Vec::new();
        for e in raw.known_failures {
            let at = |msg: &str| yaml::located(path, &e.referenced, msg);
            let v = e.value;
            let key = match (v.rule, v.id) {
                (Some(r), None) => Key::Rule(Glob::new(&r)),
                (None, Some(i)) => Key::Id(Glob::new(&i)),
                _ => return Err(at("a known failure needs exactly one of `rule` and `id`")),
            };
            let reason = match v.reason {
                Some(r) if !r.trim().is_empty() => r,
                _ => return Err(at("a known failure needs a `reason`")),
            };
            let expires = match v.expires {
                None => None,
                Some(s) => Some(Date::parse(&s.value).ok_or_else(|| {
                    yaml::located(
                        path,
                        &s.referenced,
                        &format!("expires: `{}` is not a date (YYYY-MM-DD)", s.value),
                    )
                })?),
            };
            entries.push(Entry {
                key,
                reason,
                expires,
                at: format!("{}:{}", path.display(), e.referenced.line()),
            });
        }
        Ok(Expectations {
            entries,
            today: None,
        })
    }

    /// Judges expiry against `today` instead of the current date.
    pub fn with_today(mut self, today: Date) -> Expectations {
        self.today = Some(today);
        self
    }

    fn today(&self) -> Date {
        self.today.unwrap_or_else(Date::today)
    }

    /// The first entry that matches `case` and has not expired, and every matching
    /// entry that has expired.
    pub fn lookup(&self, case: &Case) -> (Option<&Entry>, Vec<&Entry>) {
        let today = self.today();
        let mut live = None;
        let mut expired = Vec::new();
        for e in self.entries.iter().filter(|e| e.matches(case)) {
            if e.expired(today) {
                expired.push(e);
            } else if live.is_none() {
                live = Some(e);
            }
        }
        (live, expired)
    }

    /// Entries that have expired (whether or not they match anything).
    pub fn expired(&self) -> Vec<&Entry> {
        let today = self.today();
        self.entries.iter().filter(|e| e.expired(today)).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parse_errors_are_located() {
        let p = Path::new("x.yaml");
        let e = Expectations::parse(p, "known_failures:\n  - { rule: a, id: b, reason: r }\n")
            .unwrap_err();
        assert!(e.message().starts_with("x.yaml:2:"), "{e}");
        let e = Expectations::parse(p, "known_failures:\n  - rule: a\n").unwrap_err();
        assert!(e.message().contains("reason"), "{e}");
        let e = Expectations::parse(
            p,
            "known_failures:\n  - rule: a\n    reason: r\n    expires: soon\n",
        )
        .unwrap_err();
        assert!(e.message().starts_with("x.yaml:4:"), "{e}");
        let ok = Expectations::parse(
            p,
            "known_failures:\n  - rule: a\n    reason: r\n    expires: 2020-01-01\n",
        )
        .unwrap();
        assert_eq!(ok.entries[0].at, "x.yaml:2");
        assert!(ok.entries[0].expired(Date::parse("2020-01-02").unwrap()));
        assert!(!ok.entries[0].expired(Date::parse("2020-01-01").unwrap()));
    }
}
