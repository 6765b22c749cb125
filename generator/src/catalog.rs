//! What the generator needs to know about the rules: id, kind and the profiles each
//! applies to. Built from the rule set by the caller (see [`crate::reference`]) so
//! that tests can use small hand-made catalogues.

use std::collections::BTreeMap;

/// The kind of a rule (`kind:` in the rule file).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum RuleKind {
    /// Checked by the validator on one program.
    Static,
    /// Checked by the linker on a vs/ps pair.
    Link,
    /// Behaviour checked by execution.
    Runtime,
    /// Documented but not enforced.
    Undefined,
    /// Background information.
    Informative,
}

impl RuleKind {
    /// The YAML name.
    pub fn name(self) -> &'static str {
        match self {
            RuleKind::Static => "static",
            RuleKind::Link => "link",
            RuleKind::Runtime => "runtime",
            RuleKind::Undefined => "undefined",
            RuleKind::Informative => "informative",
        }
    }

    /// The kind with this YAML name.
    pub fn from_name(s: &str) -> Option<RuleKind> {
        Some(match s {
            "static" => RuleKind::Static,
            "link" => RuleKind::Link,
            "runtime" => RuleKind::Runtime,
            "undefined" => RuleKind::Undefined,
            "informative" => RuleKind::Informative,
            _ => return None,
        })
    }

    /// True for the kinds every profile of which needs a valid and an invalid case.
    pub fn needs_cases(self) -> bool {
        matches!(self, RuleKind::Static | RuleKind::Link)
    }
}

/// One rule as the generator sees it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RuleInfo {
    /// Stable id.
    pub id: String,
    /// Kind.
    pub kind: RuleKind,
    /// The profiles it applies to (names, in model order).
    pub profiles: Vec<String>,
    /// One-line title.
    pub title: String,
    /// True for a documented-level rule (native accepts a violation); false for native.
    pub documented: bool,
}

/// The rules of a rule set, by id, plus the text of the files they came from.
#[derive(Clone, Debug, Default)]
pub struct RuleCatalog {
    rules: BTreeMap<String, RuleInfo>,
    /// `(path, text)` of every rule and model file, for the manifest's `rules_sha256`.
    pub sources: Vec<(String, String)>,
}

impl RuleCatalog {
    /// A catalogue of these rules and source files.
    pub fn new(rules: impl IntoIterator<Item = RuleInfo>, sources: Vec<(String, String)>) -> Self {
        RuleCatalog {
            rules: rules.into_iter().map(|r| (r.id.clone(), r)).collect(),
            sources,
        }
    }

    /// The rule with this id.
    pub fn get(&self, id: &str) -> Option<&RuleInfo> {
        self.rules.get(id)
    }

    /// Every rule, sorted by id.
    pub fn iter(&self) -> impl Iterator<Item = &RuleInfo> {
        self.rules.values()
    }

    /// The ids of the documented-level rules, sorted.
    pub fn documented(&self) -> Vec<String> {
        self.rules
            .values()
            .filter(|r| r.documented)
            .map(|r| r.id.clone())
            .collect()
    }

    /// The lowest conformance level at which a case that must report `rules` is invalid:
    /// `native` when one of them is a native rule (ids that are not rules, such as
    /// `syntax`, are native), else `documented`.
    pub fn invalid_level(&self, rules: &[String]) -> &'static str {
        let documented = |id: &String| self.get(id).is_some_and(|r| r.documented);
        if !rules.is_empty() && rules.iter().all(documented) {
            "documented"
        } else {
            "native"
        }
    }

    /// Number of rules.
    pub fn len(&self) -> usize {
        self.rules.len()
    }

    /// True when there are no rules.
    pub fn is_empty(&self) -> bool {
        self.rules.is_empty()
    }

    /// The ids closest to `id` (for "did you mean" hints), at most three.
    pub fn similar(&self, id: &str) -> Vec<&str> {
        let mut scored: Vec<(usize, &str)> = self
            .rules
            .keys()
            .map(|k| (distance(k, id), k.as_str()))
            .filter(|(d, k)| *d <= k.len().max(id.len()) / 3 + 1)
            .collect();
        scored.sort();
        scored.into_iter().take(3).map(|(_, k)| k).collect()
    }
}

/// Levenshtein distance (for hints only).
fn distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut prev: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut cur = vec![i + 1; b.len() + 1];
        for (j, cb) in b.iter().enumerate() {
            let sub = prev[j] + usize::from(ca != *cb);
            cur[j + 1] = sub.min(prev[j + 1] + 1).min(cur[j] + 1);
        }
        prev = cur;
    }
    prev[b.len()]
}
