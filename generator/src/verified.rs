//! Verified cases: what a suite is written from.

use crate::case::{CaseKind, Expectation};
use std::collections::BTreeMap;

/// A file of a case: its role in the manifest (`text`, `bytecode`, `vs`, …) and path.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FileRef {
    /// Role: `text`, `bytecode`, `vs`, `ps`, `vs_bytecode`, `ps_bytecode`, `inputs`.
    pub role: &'static str,
    /// Path relative to the suite directory.
    pub path: String,
}

/// The expected result of a verified case.
#[derive(Clone, Debug, PartialEq)]
pub enum Expected {
    /// Validate and link cases: the verdict and the rules reported.
    Verdict(Expectation),
    /// Assemble cases: the file with the exact tokens.
    Tokens(String),
    /// Execute cases: the file with the expected outputs, and the tolerance.
    Outputs {
        /// Path of the outputs JSON (the native level from format 4 on).
        path: String,
        /// Absolute tolerance.
        tolerance: f64,
        /// Path of the documented-level outputs, when the levels differ (format 4).
        documented: Option<String>,
        /// `docs/native-execution.yaml` ids that make the levels differ.
        native_facts: Vec<String>,
    },
    /// Draw cases (format 4): the expected pixels and what the manifest says of them.
    Pixels(DrawExpect),
}

/// The expectation of a draw case.
#[derive(Clone, Debug, PartialEq)]
pub struct DrawExpect {
    /// Path of `X.pixels.json` (native level).
    pub path: String,
    /// Default absolute tolerance of its pixels.
    pub tolerance: f64,
    /// The vertex shader's profile.
    pub vs_profile: String,
    /// Feature groups covered.
    pub features: Vec<String>,
    /// Path of the documented-level pixels, when they differ.
    pub documented: Option<String>,
    /// `docs/native-execution.yaml` ids that make the levels differ.
    pub native_facts: Vec<String>,
}

/// A case that passed every check and can be published.
#[derive(Clone, Debug, PartialEq)]
pub struct Case {
    /// Stable id.
    pub id: String,
    /// Validate, assemble or link.
    pub kind: CaseKind,
    /// `ps_2_0`, or `vs_3_0+ps_3_0` for link cases.
    pub profile: String,
    /// The rules the case covers, sorted.
    pub rules: Vec<String>,
    /// Where it comes from.
    pub origin: String,
    /// Its input files.
    pub files: Vec<FileRef>,
    /// What a conforming implementation must answer.
    pub expect: Expected,
    /// Known differences of third-party tools on this case (`mojoshader.predication`).
    pub notes: Vec<String>,
    /// Execute cases: the opcode keys the program runs (execute coverage).
    pub ops: Vec<String>,
}

/// Verified cases sorted by id, and the contents of every case file by path.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct CaseSet {
    /// The cases, sorted by id.
    pub cases: Vec<Case>,
    /// Path → bytes, for every file the cases name.
    pub files: BTreeMap<String, Vec<u8>>,
}
