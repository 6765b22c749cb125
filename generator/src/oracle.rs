//! The second opinion every case must get: a validator/linker (the reference
//! implementation in production, a stand-in in tests) that says which rules a program
//! or pair breaks.

use shadercts_shader::Program;
use std::collections::BTreeSet;

/// What an oracle found.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Observed {
    /// The distinct rule ids reported (empty: valid).
    pub rules: BTreeSet<String>,
    /// One line per violation (`line 4: ps.oC.mov-only: …`), for messages.
    pub details: Vec<String>,
}

impl Observed {
    /// Nothing reported.
    pub fn valid() -> Observed {
        Observed::default()
    }

    /// True when no rule was reported.
    pub fn is_valid(&self) -> bool {
        self.rules.is_empty()
    }

    /// `valid` or `invalid [a, b]`.
    pub fn verdict(&self) -> String {
        if self.is_valid() {
            "valid".to_string()
        } else {
            let r: Vec<&str> = self.rules.iter().map(String::as_str).collect();
            format!("invalid [{}]", r.join(", "))
        }
    }
}

/// A validator and linker that can check generated cases.
pub trait Oracle: Sync {
    /// A name for reports (`reference`).
    fn name(&self) -> &str;
    /// Validates a program; `text` is its assembly when it came from text (spans point
    /// into it), `None` for a decoded token stream.
    fn validate(&self, program: &Program, text: Option<&str>) -> Observed;
    /// Checks a vertex/pixel pair (both already valid on their own or not).
    fn link(&self, vs: &Program, vs_text: &str, ps: &Program, ps_text: &str) -> Observed;
    /// True when every one of `rules` (a non-empty list) is a documented-level rule, so
    /// that a case breaking just these is valid at the native level.
    fn documented_only(&self, _rules: &[String]) -> bool {
        false
    }
}
