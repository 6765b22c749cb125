//! Rule metadata for reports: title, source document and the quoted sentence.

use serde::Serialize;
use shadercts_rules::RuleSet;
use std::collections::BTreeMap;

/// What reports show about one rule.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct RuleInfo {
    /// One-line title.
    pub title: String,
    /// The source document.
    pub doc: String,
    /// The sentence quoted from it.
    pub quote: Option<String>,
    /// A public address of the document.
    pub url: Option<String>,
}

/// Rule metadata by id (empty when no rule set is at hand).
#[derive(Clone, Debug, Default)]
pub struct RuleCatalog {
    rules: BTreeMap<String, RuleInfo>,
}

impl RuleCatalog {
    /// The metadata of every rule of a rule set.
    pub fn from_rules(set: &RuleSet) -> RuleCatalog {
        let rules = set
            .rules()
            .iter()
            .map(|r| {
                let info = RuleInfo {
                    title: r.title.clone(),
                    doc: r.source.doc.clone(),
                    quote: r.source.quote.clone(),
                    url: r.source.url.clone(),
                };
                (r.id.clone(), info)
            })
            .collect();
        RuleCatalog { rules }
    }

    /// Adds or replaces one rule's metadata.
    pub fn insert(&mut self, id: impl Into<String>, info: RuleInfo) {
        self.rules.insert(id.into(), info);
    }

    /// The metadata of `id`.
    pub fn get(&self, id: &str) -> Option<&RuleInfo> {
        self.rules.get(id)
    }
}
