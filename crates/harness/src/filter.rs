//! Choosing which cases to run: filters by rule, profile, kind and id glob, and shards.

use crate::error::{Error, Result};
use crate::glob::Glob;
use crate::suite::{Case, CaseKind};

/// One shard of a run: cases whose manifest position `p` has `p % count == index - 1`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shard {
    /// 1-based shard number.
    pub index: usize,
    /// Number of shards.
    pub count: usize,
}

impl Shard {
    /// Parses `I/N` with `1 <= I <= N`.
    pub fn parse(s: &str) -> Result<Shard> {
        let bad = || {
            Error::new(format!(
                "--shard {s}: expected I/N with 1 <= I <= N, e.g. 2/4"
            ))
        };
        let (i, n) = s.split_once('/').ok_or_else(bad)?;
        let index: usize = i.trim().parse().map_err(|_| bad())?;
        let count: usize = n.trim().parse().map_err(|_| bad())?;
        if count == 0 || index == 0 || index > count {
            return Err(bad());
        }
        Ok(Shard { index, count })
    }

    /// Whether the case at manifest position `position` belongs to this shard.
    pub fn contains(&self, position: usize) -> bool {
        position % self.count == self.index - 1
    }
}

/// The selection of a run. Within one kind of filter any pattern may match (or);
/// different kinds must all match (and). Empty lists select everything.
#[derive(Clone, Debug, Default)]
pub struct Filters {
    /// Rule id globs: the case covers a matching rule.
    pub rules: Vec<Glob>,
    /// Profile globs.
    pub profiles: Vec<Glob>,
    /// Kinds.
    pub kinds: Vec<CaseKind>,
    /// Case id globs.
    pub ids: Vec<Glob>,
    /// The shard, if any.
    pub shard: Option<Shard>,
}

impl Filters {
    /// Parses kind names (`assemble`, `validate`, `link`, `execute`, `draw`).
    pub fn parse_kind(s: &str) -> Result<CaseKind> {
        CaseKind::from_name(s).ok_or_else(|| {
            Error::new(format!(
                "--filter-kind {s}: unknown kind (expected assemble, validate, link, execute or draw)"
            ))
        })
    }

    /// The filters in command-line words (`--filter-id 'x*' --shard 2/4`), empty when
    /// nothing is filtered; for messages such as "no case selected".
    pub fn describe(&self) -> String {
        let mut words = Vec::new();
        let mut add = |opt: &str, v: &str| words.push(format!("{opt} '{v}'"));
        for g in &self.rules {
            add("--filter-rule", g.as_str());
        }
        for g in &self.profiles {
            add("--filter-profile", g.as_str());
        }
        for k in &self.kinds {
            add("--filter-kind", k.name());
        }
        for g in &self.ids {
            add("--filter-id", g.as_str());
        }
        if let Some(s) = self.shard {
            words.push(format!("--shard {}/{}", s.index, s.count));
        }
        words.join(" ")
    }

    /// Whether `case` is selected.
    pub fn selects(&self, case: &Case) -> bool {
        let any =
            |globs: &[Glob], f: &dyn Fn(&Glob) -> bool| globs.is_empty() || globs.iter().any(f);
        any(&self.rules, &|g| {
            case.rules
                .iter()
                .chain(case.expect.rules.iter())
                .any(|r| g.matches(r))
        }) && any(&self.profiles, &|g| g.matches(&case.profile))
            && (self.kinds.is_empty() || self.kinds.contains(&case.kind))
            && any(&self.ids, &|g| g.matches(&case.id))
            && self.shard.is_none_or(|s| s.contains(case.index))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shard_parse() {
        assert_eq!(Shard::parse("2/4").unwrap(), Shard { index: 2, count: 4 });
        assert!(Shard::parse("0/4").is_err());
        assert!(Shard::parse("5/4").is_err());
        assert!(Shard::parse("1/0").is_err());
        assert!(Shard::parse("x").is_err());
        let s = Shard::parse("1/3").unwrap();
        assert!(s.contains(0) && s.contains(3) && !s.contains(1));
    }

    #[test]
    fn describe_names_every_filter() {
        let f = Filters {
            ids: vec![Glob::new("ps.oC.mov-onyl/*")],
            kinds: vec![CaseKind::Validate],
            shard: Some(Shard { index: 2, count: 4 }),
            ..Filters::default()
        };
        assert_eq!(
            f.describe(),
            "--filter-kind 'validate' --filter-id 'ps.oC.mov-onyl/*' --shard 2/4"
        );
        assert_eq!(Filters::default().describe(), "");
    }
}
