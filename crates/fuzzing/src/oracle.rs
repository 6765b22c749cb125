//! The validator the oracles ask: the reference validator, optionally with a planted bug.
//!
//! The planted bug drops every violation of one rule, as a validator that forgot to
//! check it would. It exists to show that `generator_oracle` finds such a bug and that
//! `reduce` shrinks the finding. Tests plant it with [`Validator::with_planted_bug`];
//! a fuzz build plants it from `SHADERCTS_PLANT_BUG=<rule-id>` only when compiled with
//! the `planted-bug` feature, so no release binary can be switched into a buggy mode.

use shadercts_reference::{validate, RuleSet, Violation};
use shadercts_shader::{Model, Program};
use std::collections::BTreeSet;
use std::sync::OnceLock;

/// Environment variable naming the rule whose violations the planted bug drops.
pub const PLANT_BUG_ENV: &str = "SHADERCTS_PLANT_BUG";

/// The reference validator over the embedded model and rules, maybe with a planted bug.
#[derive(Clone, Debug)]
pub struct Validator {
    planted: Option<String>,
}

impl Validator {
    /// The reference validator as shipped.
    pub fn reference() -> Validator {
        Validator { planted: None }
    }

    /// The reference validator that ignores every violation of `rule`.
    pub fn with_planted_bug(rule: impl Into<String>) -> Validator {
        Validator {
            planted: Some(rule.into()),
        }
    }

    /// The validator the fuzz targets use: the reference, or (only with the
    /// `planted-bug` feature) the one named by [`PLANT_BUG_ENV`].
    pub fn from_env() -> Validator {
        #[cfg(feature = "planted-bug")]
        if let Some(rule) = std::env::var(PLANT_BUG_ENV).ok().filter(|r| !r.is_empty()) {
            return Validator::with_planted_bug(rule);
        }
        Validator::reference()
    }

    /// The rule whose violations are dropped, if a bug is planted.
    pub fn planted(&self) -> Option<&str> {
        self.planted.as_deref()
    }

    /// The violations of `program` this validator reports.
    pub fn check(&self, program: &Program) -> Vec<Violation> {
        let mut v = validate(program, rules(), model());
        if let Some(rule) = &self.planted {
            v.retain(|x| &x.rule != rule);
        }
        v
    }

    /// The ids of the rules `program` breaks, as this validator reports them.
    pub fn rule_ids(&self, program: &Program) -> BTreeSet<String> {
        self.check(program).into_iter().map(|v| v.rule).collect()
    }
}

/// The validator of the fuzz targets, built once from the environment.
pub fn shared() -> &'static Validator {
    static SHARED: OnceLock<Validator> = OnceLock::new();
    SHARED.get_or_init(Validator::from_env)
}

/// The embedded shader-model tables.
pub fn model() -> &'static Model {
    Model::embedded()
}

/// The embedded rules, checked against the embedded model, at the documented level
/// (every rule): the generator's cases and mutants are made and verified against every
/// rule, so the oracles judge them the same way.
pub fn rules() -> &'static RuleSet {
    RuleSet::embedded_at(shadercts_rules::Conformance::Documented)
}

/// Formats a set of rule ids as `{a, b}` for signatures and messages.
pub fn fmt_rules(rules: &BTreeSet<String>) -> String {
    let v: Vec<&str> = rules.iter().map(String::as_str).collect();
    format!("{{{}}}", v.join(", "))
}
