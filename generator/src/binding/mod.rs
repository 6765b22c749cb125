//! Bindings: for each rule, the templates that witness it (valid) and break it
//! (invalid), with their parameter matrices and the expectation the author states.
//!
//! The file format is documented in `generator/README.md`. Loading reports every
//! problem at its file:line:col.

mod check;
mod expand;
mod raw;

pub use check::load;
pub use expand::{expand, Job};

use crate::case::Polarity;
use crate::error::Location;
use crate::params::Alt;
use crate::template::Condition;

/// The template(s) of an entry.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Shape {
    /// One program from one template.
    Single {
        /// Template name.
        template: String,
    },
    /// A vertex/pixel pair for the linker.
    Link {
        /// Vertex-shader template name.
        vs: String,
        /// Pixel-shader template name.
        ps: String,
    },
}

/// Where an entry's cases are generated: a profile, or a vs/ps pair of profiles.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Target {
    /// One profile.
    Profile(String),
    /// A vertex profile and a pixel profile.
    Pair(String, String),
}

/// One checked entry of a binding.
#[derive(Clone, Debug)]
pub struct Entry {
    /// The rule the binding is for.
    pub rule: String,
    /// Valid or invalid.
    pub polarity: Polarity,
    /// The template(s).
    pub shape: Shape,
    /// Prefix of the parameter slug.
    pub name: Option<String>,
    /// Profiles or pairs, in model order.
    pub targets: Vec<Target>,
    /// Parameter name → alternatives, sorted by name.
    pub params: Vec<(String, Vec<Alt>)>,
    /// Combinations for which this is false are skipped.
    pub when: Option<Condition>,
    /// Invalid entries: the rules that must be reported, sorted.
    pub expect_rules: Vec<String>,
    /// Where the entry is written.
    pub at: Location,
}

/// A profile in which a rule cannot be broken alone: exempt from the invalid-case
/// coverage requirement.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Exemption {
    /// The rule.
    pub rule: String,
    /// The profile.
    pub profile: String,
    /// Why.
    pub reason: String,
    /// Where it is stated.
    pub at: Location,
}

/// Every entry of every binding file, in file order.
#[derive(Clone, Debug, Default)]
pub struct Bindings {
    /// The entries.
    pub entries: Vec<Entry>,
    /// Declared unbreakable (rule, profile) cells, sorted.
    pub exemptions: Vec<Exemption>,
}
