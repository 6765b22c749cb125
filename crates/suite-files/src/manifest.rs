//! The manifest of a suite (docs/suite-format.md): the header and case types, their
//! serde forms, the JSON Lines reader and writer of `manifest.jsonl` (format 3 and
//! later), the YAML reader and byte-stable writer of `manifest.yaml`, and the JSON
//! Schemas of the JSON Lines (`docs/schema/`). The generator writes and `verify-suite`
//! reads these types; `run` builds its graded view of a suite from them.

use crate::FileRef;
use serde::{Deserialize, Serialize};
use std::fmt;
use std::path::Path;

/// Version of the manifest format: 2 adds conformance levels (`documented_rules`, and
/// `expect.level` on invalid cases); format 1 manifests (suites 1.x) have one level;
/// 3 adds the evidence of every assemble expectation (`expect.confirmed_by`,
/// `expect.confirmed_through`, `expect.deviation`: the Wine gate); 4 (suites 3.0.0 and
/// later) adds `draw` cases (`vs_profile`, `files.scene`, `expect.pixels`) and the
/// execution levels (`expect.documented`, `expect.native_facts`, `expect.features`,
/// `any_of` in expected outputs). The newest format, and the newest that readers accept.
pub const FORMAT: u32 = 4;

/// The first format that may list `draw` cases and `expect.documented`.
pub const FORMAT_DRAW: u32 = 4;

/// The first format whose manifest is JSON Lines (`manifest.jsonl`).
pub const FORMAT_JSONL: u32 = 3;

/// A file of the suite and its hash ([`FileRef`]: its parsing refuses a bare path, a
/// path leaving the suite and a malformed hash).
pub type FileEntry = FileRef;

/// What the reader says when a manifest has no `case_count`.
const CASE_COUNT_MISSING: &str = "`case_count` is missing: a suite's manifest states how many cases it lists, so that a cut or truncated manifest is refused";

/// Why a manifest text cannot be read: the message and, where known, its line (and,
/// in YAML, its column).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ManifestError {
    /// 1-based line, when known.
    pub line: Option<usize>,
    /// 1-based column, when known (YAML).
    pub column: Option<usize>,
    /// The message, one line.
    pub message: String,
}

impl ManifestError {
    fn at(line: usize, message: impl Into<String>) -> ManifestError {
        ManifestError {
            line: Some(line),
            column: None,
            message: message.into(),
        }
    }

    /// The error as `PATH:LINE[:COLUMN]: message` (`PATH: message` without a line).
    pub fn in_file(&self, path: &Path) -> String {
        match self.line {
            Some(_) => format!("{}:{self}", path.display()),
            None => format!("{}: {}", path.display(), self.message),
        }
    }
}

impl fmt::Display for ManifestError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.line, self.column) {
            (Some(l), Some(c)) => write!(f, "{l}:{c}: {}", self.message),
            (Some(l), None) => write!(f, "{l}: {}", self.message),
            _ => f.write_str(&self.message),
        }
    }
}

impl std::error::Error for ManifestError {}

/// A case's input files by role.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct CaseFiles {
    /// Assembly text (validate, assemble).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub text: Option<FileEntry>,
    /// Token stream (validate, when encodable).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bytecode: Option<FileEntry>,
    /// Vertex shader text (link).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub vs: Option<FileEntry>,
    /// Pixel shader text (link).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ps: Option<FileEntry>,
    /// Vertex shader tokens (link, when encodable).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub vs_bytecode: Option<FileEntry>,
    /// Pixel shader tokens (link, when encodable).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ps_bytecode: Option<FileEntry>,
    /// INPUTS.json of an execute case.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub inputs: Option<FileEntry>,
    /// SCENE.json of a draw case (format 4; docs/scene-format.md).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub scene: Option<FileEntry>,
}

impl CaseFiles {
    /// Every file with its role, in manifest order.
    pub fn all(&self) -> Vec<(&'static str, &FileEntry)> {
        [
            ("text", &self.text),
            ("bytecode", &self.bytecode),
            ("vs", &self.vs),
            ("ps", &self.ps),
            ("vs_bytecode", &self.vs_bytecode),
            ("ps_bytecode", &self.ps_bytecode),
            ("inputs", &self.inputs),
            ("scene", &self.scene),
        ]
        .into_iter()
        .filter_map(|(r, f)| f.as_ref().map(|f| (r, f)))
        .collect()
    }

    /// The slot of a role.
    pub fn slot(&mut self, role: &str) -> Option<&mut Option<FileEntry>> {
        Some(match role {
            "text" => &mut self.text,
            "bytecode" => &mut self.bytecode,
            "vs" => &mut self.vs,
            "ps" => &mut self.ps,
            "vs_bytecode" => &mut self.vs_bytecode,
            "ps_bytecode" => &mut self.ps_bytecode,
            "inputs" => &mut self.inputs,
            "scene" => &mut self.scene,
            _ => return None,
        })
    }
}

/// What a conforming implementation answers.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct CaseExpect {
    /// `valid` or `invalid` (validate, link).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub verdict: Option<String>,
    /// For invalid: the rule ids that must be reported (at the documented level).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rules: Option<Vec<String>>,
    /// For invalid: where a conforming implementation rejects it, `assembler` or
    /// `validator` (hand-made suites; the generator writes none).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub phase: Option<String>,
    /// For invalid (format 2): the lowest conformance level at which the case is invalid,
    /// `native` or `documented` (a `documented` case is valid at the native level).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub level: Option<String>,
    /// For assemble: the file with the exact token stream.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tokens: Option<FileEntry>,
    /// For execute: the file with the expected outputs.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub outputs: Option<FileEntry>,
    /// For execute: the absolute tolerance on every number of the outputs.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tolerance: Option<f64>,
    /// For assemble (format 3): the independent implementations whose tokens are the
    /// expected ones (`wine-d3dcompiler_47`), compared as native output is judged.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub confirmed_by: Vec<String>,
    /// For assemble (format 3), `_sw` cases: the hardware profile of the counterpart text
    /// that was confirmed (docs/wine-differences.md).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub confirmed_through: Option<String>,
    /// For assemble (format 3): the documented Wine deviation that explains why Wine
    /// gives no confirmation (`wine.exponent-literal`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub deviation: Option<String>,
    /// For draw (format 4): the file with the expected pixels (`X.pixels.json`,
    /// [`crate::pixels::ExpectedPixels`]) at the native level; `tolerance` is their
    /// default tolerance.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pixels: Option<FileEntry>,
    /// For execute and draw (format 4): the expectation at the documented level (the
    /// instruction pages' pseudocode) where it differs from the native one above.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub documented: Option<DocumentedExpect>,
    /// For execute and draw (format 4): the ids of `docs/native-execution.yaml` that
    /// make the native expectation differ from the documented one (`nx.texkill-w`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub native_facts: Vec<String>,
    /// For draw (format 4): the feature groups the case covers (`vpos`, `mrt`, …).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub features: Vec<String>,
}

/// The documented-level expectation of an execute or draw case (format 4): the file
/// its kind grades (`outputs` for execute, `pixels` for draw).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct DocumentedExpect {
    /// Execute: the expected outputs at the documented level.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub outputs: Option<FileEntry>,
    /// Draw: the expected pixels at the documented level.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pixels: Option<FileEntry>,
}

impl DocumentedExpect {
    /// Every file with its role (`outputs`, `pixels`), in manifest order.
    pub fn all(&self) -> Vec<(&'static str, &FileEntry)> {
        [("outputs", &self.outputs), ("pixels", &self.pixels)]
            .into_iter()
            .filter_map(|(r, f)| f.as_ref().map(|f| (r, f)))
            .collect()
    }
}

/// One case of the manifest.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ManifestCase {
    /// Stable id.
    pub id: String,
    /// `validate`, `assemble`, `link`, `execute` or (format 4) `draw`.
    pub kind: String,
    /// `ps_2_0`, or `vs_3_0+ps_3_0` for link cases; the pixel shader's for draw cases. (may be absent from a hand-made manifest, as `run` allows)
    #[serde(default)]
    pub profile: String,
    /// Draw (format 4): the vertex shader's profile.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub vs_profile: Option<String>,
    /// Rules the case covers.
    #[serde(default)]
    pub rules: Vec<String>,
    /// Where it comes from.
    #[serde(default)]
    pub origin: String,
    /// Input files.
    #[serde(default)]
    pub files: CaseFiles,
    /// Expected result.
    #[serde(default)]
    pub expect: CaseExpect,
    /// Known differences of third-party tools on this case.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub notes: Vec<String>,
}

impl ManifestCase {
    /// The first field of the case that only format 4 has, as the manifest names it
    /// (`kind draw`, `expect.documented`, …), if it has one.
    pub fn format4_field(&self) -> Option<&'static str> {
        let e = &self.expect;
        [
            (self.kind == "draw", "kind `draw`"),
            (self.vs_profile.is_some(), "`vs_profile`"),
            (self.files.scene.is_some(), "files.scene"),
            (e.pixels.is_some(), "expect.pixels"),
            (e.documented.is_some(), "expect.documented"),
            (!e.native_facts.is_empty(), "expect.native_facts"),
            (!e.features.is_empty(), "expect.features"),
        ]
        .into_iter()
        .find_map(|(has, what)| has.then_some(what))
    }

    /// Why the case cannot be run as the manifest gives it (an unknown kind, verdict,
    /// phase or level, a file or expectation its kind needs), if it cannot: the one
    /// check of a case's shape that `run` and `verify-suite` both apply
    /// ([`crate::shape_problem`]).
    pub fn shape_problem(&self) -> Option<String> {
        crate::shape_problem(&crate::CaseShape {
            kind: &self.kind,
            roles: self.files.all().into_iter().map(|(r, _)| r).collect(),
            verdict: self.expect.verdict.as_deref(),
            phase: self.expect.phase.as_deref(),
            level: self.expect.level.as_deref(),
            tokens: self.expect.tokens.is_some(),
            outputs: self.expect.outputs.is_some(),
            pixels: self.expect.pixels.is_some(),
            documented: self.expect.documented.as_ref().map(|d| {
                d.all()
                    .into_iter()
                    .map(|(r, _)| r)
                    .collect::<Vec<&'static str>>()
            }),
        })
    }
}

/// The whole manifest.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Manifest {
    /// Format version ([`FORMAT`]).
    pub format: u32,
    /// The suite's semver.
    pub suite: String,
    /// `shadercts X.Y.Z`. (may be absent from a hand-made manifest, as `run` allows)
    #[serde(default)]
    pub generator: String,
    /// The generator seed. (may be absent from a hand-made manifest, as `run` allows)
    #[serde(default)]
    pub seed: u64,
    /// Hash of the rule files and model tables (sorted paths + contents). (may be absent from a hand-made manifest, as `run` allows)
    #[serde(default)]
    pub rules_sha256: String,
    /// Hash of the generator's templates and bindings (sorted paths + contents). (may be absent from a hand-made manifest, as `run` allows)
    #[serde(default)]
    pub templates_sha256: String,
    /// The documents beside the manifest (COVERAGE.md, CHANGELOG.md) and their hashes.
    #[serde(default)]
    pub documents: Vec<FileEntry>,
    /// Format 2: the rules of the suite at the documented level (native accepts a
    /// violation); every other rule is native.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub documented_rules: Vec<String>,
    /// Number of cases.
    pub case_count: usize,
    /// The cases, sorted by id. (may be absent from a hand-made manifest without cases)
    #[serde(default)]
    pub cases: Vec<ManifestCase>,
}

impl Manifest {
    /// Reads a YAML manifest (`manifest.yaml`); the error has the line and column.
    ///
    /// The parser's resource budget grows with the text (a 20,000-case manifest has
    /// about a million YAML nodes), so the limits still bound work per input byte.
    pub fn parse(text: &str) -> Result<Manifest, ManifestError> {
        // A byte-order mark (Windows editors) is not part of the YAML.
        let text = text.strip_prefix('\u{feff}').unwrap_or(text);
        if let Some((line, len)) = crate::names::long_line(text) {
            return Err(ManifestError::at(
                line,
                crate::names::long_line_message(len),
            ));
        }
        let options = shadercts_shader::model::options_for_size(text);
        serde_saphyr::from_str_with_options::<Manifest>(text, options).map_err(|e| {
            let msg = e.to_string();
            let first = shadercts_shader::model::yaml_headline(&msg);
            if first == "missing field `case_count`" {
                return ManifestError {
                    line: None,
                    column: None,
                    message: CASE_COUNT_MISSING.into(),
                };
            }
            let location = e.location();
            ManifestError {
                line: location.map(|l| l.line() as usize),
                column: location.map(|l| l.column() as usize),
                message: first.to_string(),
            }
        })
    }

    /// The manifest as JSON Lines (format 3, `manifest.jsonl`): a header object with
    /// every field but the cases on line 1, then one case object per line, in order.
    pub fn to_jsonl(&self) -> String {
        let header = Header::of(self);
        let mut w = String::with_capacity(self.cases.len() * 520 + 512);
        push_json_line(&mut w, &header);
        for c in &self.cases {
            push_json_line(&mut w, c);
        }
        w
    }

    /// Reads a JSON Lines manifest ([`Manifest::to_jsonl`]), which is format 3 or
    /// later; the error names the line.
    pub fn parse_jsonl(text: &str) -> Result<Manifest, ManifestError> {
        let text = text.strip_prefix('\u{feff}').unwrap_or(text);
        if let Some((line, len)) = crate::names::long_line(text) {
            return Err(ManifestError::at(
                line,
                crate::names::long_line_message(len),
            ));
        }
        let mut lines = text.lines().enumerate();
        let (_, first) = lines
            .next()
            .ok_or_else(|| ManifestError::at(1, "the manifest is empty"))?;
        let h: Header = serde_json::from_str(first).map_err(|e| {
            if e.to_string().starts_with("missing field `case_count`") {
                ManifestError::at(1, CASE_COUNT_MISSING)
            } else {
                ManifestError::at(1, format!("not a manifest header: {e}"))
            }
        })?;
        if h.format < FORMAT_JSONL {
            return Err(ManifestError::at(
                1,
                format!(
                    "a JSON Lines manifest is format {FORMAT_JSONL} or later, this one says {}",
                    h.format
                ),
            ));
        }
        let mut cases = Vec::with_capacity(h.case_count.min(1 << 20));
        for (n, line) in lines {
            if line.is_empty() {
                return Err(ManifestError::at(n + 1, "empty line (one case per line)"));
            }
            cases.push(
                serde_json::from_str::<ManifestCase>(line)
                    .map_err(|e| ManifestError::at(n + 1, e.to_string()))?,
            );
        }
        Ok(Manifest {
            format: h.format,
            suite: h.suite,
            generator: h.generator,
            seed: h.seed,
            rules_sha256: h.rules_sha256,
            templates_sha256: h.templates_sha256,
            documents: h.documents,
            documented_rules: h.documented_rules,
            case_count: h.case_count,
            cases,
        })
    }

    /// The manifest as YAML, in a fixed layout.
    pub fn to_yaml(&self) -> String {
        let mut w = String::with_capacity(self.cases.len() * 600 + 512);
        w.push_str("# shadercts conformance suite manifest (docs/suite-format.md)\n");
        w.push_str(&format!("format: {}\n", self.format));
        w.push_str(&format!("suite: {}\n", scalar(&self.suite)));
        w.push_str(&format!("generator: {}\n", scalar(&self.generator)));
        w.push_str(&format!("seed: {}\n", self.seed));
        w.push_str(&format!("rules_sha256: {}\n", scalar(&self.rules_sha256)));
        w.push_str(&format!(
            "templates_sha256: {}\n",
            scalar(&self.templates_sha256)
        ));
        w.push_str(if self.documents.is_empty() {
            "documents: []\n"
        } else {
            "documents:\n"
        });
        for d in &self.documents {
            w.push_str(&format!("  - {}\n", file(d)));
        }
        if !self.documented_rules.is_empty() {
            w.push_str("documented_rules:\n");
            for r in &self.documented_rules {
                w.push_str(&format!("  - {}\n", scalar(r)));
            }
        }
        w.push_str(&format!("case_count: {}\n", self.case_count));
        if self.cases.is_empty() {
            w.push_str("cases: []\n");
            return w;
        }
        w.push_str("cases:\n");
        for c in &self.cases {
            write_case(&mut w, c);
        }
        w
    }
}

/// The field of a manifest a [`Problem`] is about, so that a reader can point at it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Field {
    /// `format`.
    Format,
    /// `case_count`.
    CaseCount,
    /// The `id` of the case at this index (0-based).
    Id(usize),
    /// The `kind` of the case at this index (0-based).
    Kind(usize),
    /// The `profile` of the case at this index (0-based).
    Profile(usize),
    /// The `rules` of the case at this index (0-based).
    Rules(usize),
    /// The `expect.rules` of the case at this index (0-based).
    ExpectRules(usize),
}

impl Field {
    /// The index of the case the field belongs to (`None` for a header field).
    pub fn case(self) -> Option<usize> {
        match self {
            Field::Format | Field::CaseCount => None,
            Field::Id(i)
            | Field::Kind(i)
            | Field::Profile(i)
            | Field::Rules(i)
            | Field::ExpectRules(i) => Some(i),
        }
    }
}

/// Why a manifest that parsed cannot be trusted as a whole ([`Manifest::problem`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Problem {
    /// Where it is.
    pub field: Field,
    /// What is wrong, one line.
    pub message: String,
}

impl Manifest {
    /// Why the manifest cannot be used as a whole, if it cannot: a format no reader
    /// knows, an empty or repeated id, a case of the wrong shape
    /// ([`ManifestCase::shape_problem`]), or a `case_count` that differs from the cases
    /// listed (a cut or truncated manifest). `run` and `verify-suite` refuse a manifest
    /// for exactly these.
    pub fn problem(&self) -> Option<Problem> {
        let problem = |field, message: String| Some(Problem { field, message });
        if self.format == 0 || self.format > FORMAT {
            return problem(
                Field::Format,
                format!(
                    "manifest format {} is not supported (this reader reads formats 1 to {FORMAT})",
                    self.format
                ),
            );
        }
        let mut ids = std::collections::HashSet::with_capacity(self.cases.len());
        for (i, c) in self.cases.iter().enumerate() {
            if c.id.is_empty() {
                return problem(Field::Id(i), "empty case id".into());
            }
            if !ids.insert(c.id.as_str()) {
                return problem(Field::Id(i), format!("duplicate case id `{}`", c.id));
            }
            if let Some(p) = c.shape_problem() {
                let field = if crate::KINDS.contains(&c.kind.as_str()) {
                    Field::Id(i)
                } else {
                    Field::Kind(i)
                };
                return problem(field, format!("case `{}`: {p}", c.id));
            }
            if let Some(p) = crate::names::profile_problem(&c.kind, &c.profile) {
                return problem(Field::Profile(i), format!("case `{}`: {p}", c.id));
            }
            if let Some(p) = crate::names::vs_profile_problem(&c.kind, c.vs_profile.as_deref()) {
                return problem(Field::Profile(i), format!("case `{}`: {p}", c.id));
            }
            if self.format < FORMAT_DRAW {
                if let Some(what) = c.format4_field() {
                    return problem(
                        Field::Id(i),
                        format!(
                            "case `{}`: {what} is format {FORMAT_DRAW} (this manifest is format {})",
                            c.id, self.format
                        ),
                    );
                }
            }
            if let Some(p) = crate::names::count_problem("rules", &c.rules) {
                return problem(Field::Rules(i), format!("case `{}`: {p}", c.id));
            }
            let expect_rules = c.expect.rules.as_deref().unwrap_or_default();
            if let Some(p) = crate::names::count_problem("expect.rules", expect_rules) {
                return problem(Field::ExpectRules(i), format!("case `{}`: {p}", c.id));
            }
        }
        if self.case_count != self.cases.len() {
            return problem(
                Field::CaseCount,
                format!(
                    "case_count is {} but the manifest lists {} cases (cut or truncated?)",
                    self.case_count,
                    self.cases.len()
                ),
            );
        }
        None
    }
}

impl Manifest {
    /// The first rule id a case names (in `rules` or `expect.rules`) that `known` does
    /// not know, as a problem; the reference's front-end ids (`syntax`, `bytecode`) are
    /// known. `run` and `verify-suite` refuse such a manifest: a made-up rule would be
    /// certified as passing.
    pub fn unknown_rule(&self, known: &dyn Fn(&str) -> bool) -> Option<Problem> {
        let ok = |r: &str| crate::names::FRONT_END_RULES.contains(&r) || known(r);
        for (i, c) in self.cases.iter().enumerate() {
            let lists = [
                (Field::Rules(i), "rules", c.rules.as_slice()),
                (
                    Field::ExpectRules(i),
                    "expect.rules",
                    c.expect.rules.as_deref().unwrap_or_default(),
                ),
            ];
            for (field, what, rules) in lists {
                if let Some(r) = rules.iter().find(|r| !ok(r)) {
                    return Some(Problem {
                        field,
                        message: format!(
                            "case `{}`: {what} names `{}`, which is not a rule of this rule set (a renamed rule? run with the --spec the suite was made from)",
                            crate::names::clip(&c.id),
                            crate::names::clip(r)
                        ),
                    });
                }
            }
        }
        None
    }
}

/// Line 1 of `manifest.jsonl`: the manifest without its cases.
#[derive(Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
struct Header {
    /// Format version: 3 and later for a JSON Lines manifest.
    format: u32,
    /// The suite's semver.
    suite: String,
    /// `shadercts X.Y.Z`.
    #[serde(default)]
    generator: String,
    /// The generator seed.
    #[serde(default)]
    seed: u64,
    /// Hash of the rule files and model tables (sorted paths + contents).
    #[serde(default)]
    rules_sha256: String,
    /// Hash of the generator's templates and bindings (sorted paths + contents).
    #[serde(default)]
    templates_sha256: String,
    /// The documents beside the manifest (COVERAGE.md, CHANGELOG.md) and their hashes.
    #[serde(default)]
    documents: Vec<FileEntry>,
    /// The documented-level rules (native accepts a violation).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    documented_rules: Vec<String>,
    /// Number of cases: the lines after this one.
    case_count: usize,
}

impl Header {
    fn of(m: &Manifest) -> Header {
        Header {
            format: m.format,
            suite: m.suite.clone(),
            generator: m.generator.clone(),
            seed: m.seed,
            rules_sha256: m.rules_sha256.clone(),
            templates_sha256: m.templates_sha256.clone(),
            documents: m.documents.clone(),
            documented_rules: m.documented_rules.clone(),
            case_count: m.case_count,
        }
    }
}

/// The JSON Schemas of the lines of `manifest.jsonl`, as checked in at
/// `docs/schema/manifest-header.schema.json` (line 1) and
/// `docs/schema/manifest-case.schema.json` (every later line).
pub fn jsonl_schemas() -> (String, String) {
    let text = |mut schema: schemars::Schema, title: &str| {
        schema.insert("title".into(), title.into());
        let mut t = serde_json::to_string_pretty(&schema).unwrap_or_default();
        t.push('\n');
        t
    };
    (
        text(
            schemars::schema_for!(Header),
            "shadercts manifest.jsonl, line 1: the suite's metadata",
        ),
        text(
            schemars::schema_for!(ManifestCase),
            "shadercts manifest.jsonl, lines 2 and on: one case",
        ),
    )
}

/// One value as a line of compact JSON (serde_json cannot fail on these types: string
/// keys, no non-finite float but a tolerance, which is finite by construction).
fn push_json_line<T: Serialize>(w: &mut String, value: &T) {
    if let Ok(line) = serde_json::to_string(value) {
        w.push_str(&line);
    }
    w.push('\n');
}

fn write_case(w: &mut String, c: &ManifestCase) {
    w.push_str(&format!("  - id: {}\n", scalar(&c.id)));
    w.push_str(&format!("    kind: {}\n", scalar(&c.kind)));
    w.push_str(&format!("    profile: {}\n", scalar(&c.profile)));
    if let Some(v) = &c.vs_profile {
        w.push_str(&format!("    vs_profile: {}\n", scalar(v)));
    }
    w.push_str(&format!("    rules: {}\n", list(&c.rules)));
    w.push_str(&format!("    origin: {}\n", scalar(&c.origin)));
    w.push_str("    files:\n");
    for (role, f) in c.files.all() {
        w.push_str(&format!("      {role}: {}\n", file(f)));
    }
    w.push_str("    expect:\n");
    if let Some(v) = &c.expect.verdict {
        w.push_str(&format!("      verdict: {}\n", scalar(v)));
    }
    if let Some(r) = &c.expect.rules {
        w.push_str(&format!("      rules: {}\n", list(r)));
    }
    if let Some(p) = &c.expect.phase {
        w.push_str(&format!("      phase: {}\n", scalar(p)));
    }
    if let Some(l) = &c.expect.level {
        w.push_str(&format!("      level: {}\n", scalar(l)));
    }
    if let Some(t) = &c.expect.tokens {
        w.push_str(&format!("      tokens: {}\n", file(t)));
    }
    if let Some(o) = &c.expect.outputs {
        w.push_str(&format!("      outputs: {}\n", file(o)));
    }
    if let Some(t) = c.expect.tolerance {
        w.push_str(&format!("      tolerance: {t:?}\n"));
    }
    if !c.expect.confirmed_by.is_empty() {
        w.push_str(&format!(
            "      confirmed_by: {}\n",
            list(&c.expect.confirmed_by)
        ));
    }
    if let Some(t) = &c.expect.confirmed_through {
        w.push_str(&format!("      confirmed_through: {}\n", scalar(t)));
    }
    if let Some(d) = &c.expect.deviation {
        w.push_str(&format!("      deviation: {}\n", scalar(d)));
    }
    if let Some(p) = &c.expect.pixels {
        w.push_str(&format!("      pixels: {}\n", file(p)));
    }
    if let Some(d) = &c.expect.documented {
        w.push_str("      documented:\n");
        for (role, f) in d.all() {
            w.push_str(&format!("        {role}: {}\n", file(f)));
        }
    }
    if !c.expect.native_facts.is_empty() {
        w.push_str(&format!(
            "      native_facts: {}\n",
            list(&c.expect.native_facts)
        ));
    }
    if !c.expect.features.is_empty() {
        w.push_str(&format!("      features: {}\n", list(&c.expect.features)));
    }
    if !c.notes.is_empty() {
        w.push_str(&format!("    notes: {}\n", list(&c.notes)));
    }
}

fn file(f: &FileEntry) -> String {
    format!(
        "{{ path: {}, sha256: {} }}",
        scalar(&f.path),
        scalar(&f.sha256)
    )
}

fn list(v: &[String]) -> String {
    let items: Vec<String> = v.iter().map(|s| scalar(s)).collect();
    format!("[{}]", items.join(", "))
}

/// A string as a YAML scalar: plain when that is unambiguous, else double-quoted.
pub fn scalar(s: &str) -> String {
    let plain = s.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_')
        && s.chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '.' | '/' | '+' | '-'))
        && !matches!(
            s.to_ascii_lowercase().as_str(),
            "true" | "false" | "null" | "yes" | "no" | "on" | "off" | "y" | "n"
        );
    if plain {
        return s.to_string();
    }
    let mut q = String::with_capacity(s.len() + 2);
    q.push('"');
    for ch in s.chars() {
        match ch {
            '"' => q.push_str("\\\""),
            '\\' => q.push_str("\\\\"),
            '\n' => q.push_str("\\n"),
            '\t' => q.push_str("\\t"),
            c if (c as u32) < 0x20 || c == '\u{7f}' => q.push_str(&format!("\\x{:02x}", c as u32)),
            c => q.push(c),
        }
    }
    q.push('"');
    q
}
