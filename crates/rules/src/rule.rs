//! A loaded rule and the violations the engine reports.

use crate::compiled::{Check, Piece};
use crate::node::Node;
use serde::Serialize;
use shadercts_shader::model::ProfileSet;
use shadercts_shader::Span;

/// What kind of statement a rule makes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum RuleKind {
    /// Checked by the validator on one program.
    Static,
    /// Checked by the linker on a vertex/pixel pair.
    Link,
    /// Behaviour checked by execution.
    Runtime,
    /// Documented but not enforced.
    Undefined,
    /// Background; nothing to check.
    Informative,
}

impl RuleKind {
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
}

/// The conformance level of a rule: who enforces it.
///
/// `Native` rules are enforced by Microsoft's validator (D3DX9's assembler): a violation is
/// rejected there. `Documented` rules are stated by a document but accepted by native.
/// Validating at a level applies every rule at that level or below
/// (`Native` < `Documented`), so `documented` is native plus the documented-only rules.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Conformance {
    /// The native validator rejects a violation (the default level).
    #[default]
    Native,
    /// A document states it; the native validator accepts a violation.
    Documented,
}

impl Conformance {
    /// The level with this YAML / command-line name.
    pub fn from_name(s: &str) -> Option<Conformance> {
        match s {
            "native" => Some(Conformance::Native),
            "documented" => Some(Conformance::Documented),
            _ => None,
        }
    }

    /// The YAML / command-line name.
    pub fn name(self) -> &'static str {
        match self {
            Conformance::Native => "native",
            Conformance::Documented => "documented",
        }
    }

    /// Both levels, lowest first.
    pub const ALL: [Conformance; 2] = [Conformance::Native, Conformance::Documented];
}

impl std::fmt::Display for Conformance {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// Where a rule comes from.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct RuleSource {
    /// Seed file name or document name.
    pub doc: String,
    /// The sentence quoted.
    pub quote: Option<String>,
    /// Public address of the document.
    pub url: Option<String>,
}

/// One rule of a [`crate::RuleSet`].
#[derive(Clone, Debug)]
pub struct Rule {
    /// Stable id.
    pub id: String,
    /// One-line title.
    pub title: String,
    /// static, link, runtime, undefined, informative.
    pub kind: RuleKind,
    /// Who enforces it: the native validator, or only a document.
    pub level: Conformance,
    /// The profiles it applies to.
    pub profiles: ProfileSet,
    /// The profile and group names as written.
    pub profile_names: Vec<String>,
    /// The document and sentence.
    pub source: RuleSource,
    /// The message template as written.
    pub message: Option<String>,
    /// Remarks on the reading taken.
    pub note: Option<String>,
    /// The generator's case templates, as written.
    pub cases: Option<Node>,
    /// The file it was loaded from.
    pub file: String,
    /// The line of its `id`.
    pub line: u32,
    pub(crate) check: Option<Check>,
    pub(crate) pieces: Vec<Piece>,
}

impl Rule {
    /// True when the rule has a check the engine evaluates.
    pub fn has_check(&self) -> bool {
        self.check.is_some()
    }
}

/// Which program of a link pair a violation points into.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Stage {
    /// The vertex shader.
    Vs,
    /// The pixel shader.
    Ps,
}

/// A rule that a program breaks, at a place in it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Violation {
    /// The rule's id (or `syntax`, `bytecode` for front-end errors).
    pub rule: String,
    /// Where: the statement, the operand, or the version line.
    pub span: Span,
    /// What is wrong, from the rule's message template.
    pub message: String,
    /// For link checks, the program the span points into; `None` for one program.
    pub stage: Option<Stage>,
}
