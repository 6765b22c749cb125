//! A published suite: `manifest.yaml` (docs/suite-format.md) and its case files.

use crate::backend::{FileInput, Phase};
use crate::errata::{self, Withdrawal, ERRATA};
use crate::error::{Error, Result};
use crate::yaml;
use serde::{Deserialize, Serialize};
use serde_saphyr::Spanned;
use sha2::{Digest, Sha256};
use std::collections::{BTreeMap, HashSet};
use std::fmt;
use std::path::{Component, Path, PathBuf};

/// The newest manifest `format` this harness reads (2 adds conformance levels).
pub const FORMAT: u32 = 2;

/// The conformance level a run grades at (docs/suite-format.md, "Conformance levels").
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize,
)]
#[serde(rename_all = "lowercase")]
pub enum Conformance {
    /// What Microsoft's native validator enforces (the default).
    #[default]
    Native,
    /// Native plus the rules that only a document states.
    Documented,
}

impl Conformance {
    /// `native` / `documented`.
    pub fn name(self) -> &'static str {
        match self {
            Conformance::Native => "native",
            Conformance::Documented => "documented",
        }
    }
}

impl From<shadercts_rules::Conformance> for Conformance {
    fn from(c: shadercts_rules::Conformance) -> Conformance {
        match c {
            shadercts_rules::Conformance::Native => Conformance::Native,
            shadercts_rules::Conformance::Documented => Conformance::Documented,
        }
    }
}

impl From<Conformance> for shadercts_rules::Conformance {
    fn from(c: Conformance) -> shadercts_rules::Conformance {
        match c {
            Conformance::Native => shadercts_rules::Conformance::Native,
            Conformance::Documented => shadercts_rules::Conformance::Documented,
        }
    }
}

impl fmt::Display for Conformance {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// What a case exercises.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum CaseKind {
    /// Text to tokens.
    Assemble,
    /// Valid or invalid (text and/or bytecode).
    Validate,
    /// A vs_3_0 / ps_3_0 pair.
    Link,
    /// Run a shader on inputs.
    Execute,
}

impl CaseKind {
    /// Every kind.
    pub const ALL: [CaseKind; 4] = [
        CaseKind::Assemble,
        CaseKind::Validate,
        CaseKind::Link,
        CaseKind::Execute,
    ];

    /// The manifest name.
    pub fn name(self) -> &'static str {
        match self {
            CaseKind::Assemble => "assemble",
            CaseKind::Validate => "validate",
            CaseKind::Link => "link",
            CaseKind::Execute => "execute",
        }
    }

    /// Parses a manifest name.
    pub fn from_name(name: &str) -> Option<CaseKind> {
        CaseKind::ALL.into_iter().find(|k| k.name() == name)
    }
}

impl fmt::Display for CaseKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The expected verdict of a validate or link case.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Validity {
    /// Must be accepted.
    Valid,
    /// Must be rejected.
    Invalid,
}

/// A file named by the manifest: a path relative to the suite, and its hash.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct FileRef {
    /// Path relative to the suite directory.
    pub path: String,
    /// Lower-case hex sha256 of the contents, when the manifest gives it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub sha256: Option<String>,
}

#[derive(Deserialize)]
#[serde(untagged)]
enum RawFileRef {
    Path(String),
    Full {
        path: String,
        #[serde(default)]
        sha256: Option<String>,
    },
}

impl<'de> Deserialize<'de> for FileRef {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> std::result::Result<Self, D::Error> {
        Ok(match RawFileRef::deserialize(d)? {
            RawFileRef::Path(path) => FileRef { path, sha256: None },
            RawFileRef::Full { path, sha256 } => FileRef { path, sha256 },
        })
    }
}

/// What a case expects.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Expect {
    /// Validate and link: valid or invalid.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub verdict: Option<Validity>,
    /// Invalid cases: the rule ids that must be reported.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub rules: Vec<String>,
    /// Invalid cases: where the rejection belongs, when the suite says.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub phase: Option<Phase>,
    /// Invalid cases (format 2): the lowest conformance level at which the case is
    /// invalid; a `documented` case is valid at the native level.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub level: Option<Conformance>,
    /// Assemble cases: the exact expected token stream (`.bin`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tokens: Option<FileRef>,
    /// Execute cases: the expected outputs (`.json`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub outputs: Option<FileRef>,
    /// Execute cases: absolute tolerance on every number of the outputs.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tolerance: Option<f64>,
}

/// One case of the manifest.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Case {
    /// Stable id.
    pub id: String,
    /// What it exercises.
    pub kind: CaseKind,
    /// Its profile (`ps_2_0`); for link cases the pixel shader's.
    pub profile: String,
    /// The rules it covers.
    pub rules: Vec<String>,
    /// How it was made (template, mutator, …).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub origin: Option<String>,
    /// Its input files by role.
    pub files: BTreeMap<String, FileRef>,
    /// What it expects at the suite's grading level ([`Suite::grade_at`]).
    pub expect: Expect,
    /// What the manifest says it expects (the documented level, for a format 2 suite).
    #[serde(skip)]
    pub written: Expect,
    /// Position of this case in the manifest (0-based), for sharding.
    #[serde(skip)]
    pub index: usize,
    /// Set when `ERRATA.yaml` withdraws the case: it is not run.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub withdrawn: Option<Withdrawal>,
}

#[derive(Deserialize)]
struct RawCase {
    id: Spanned<String>,
    kind: Spanned<String>,
    #[serde(default)]
    profile: String,
    #[serde(default)]
    rules: Vec<String>,
    #[serde(default)]
    origin: Option<String>,
    #[serde(default)]
    files: BTreeMap<String, Spanned<FileRef>>,
    #[serde(default)]
    expect: Expect,
}

#[derive(Deserialize)]
struct RawManifest {
    format: Spanned<u32>,
    suite: String,
    #[serde(default)]
    generator: Option<String>,
    #[serde(default)]
    seed: Option<u64>,
    #[serde(default)]
    rules_sha256: Option<String>,
    #[serde(default)]
    documented_rules: Vec<String>,
    #[serde(default)]
    case_count: Option<Spanned<usize>>,
    #[serde(default)]
    cases: Vec<RawCase>,
}

/// A loaded suite.
#[derive(Clone, Debug)]
pub struct Suite {
    /// The suite directory.
    pub dir: PathBuf,
    /// The suite's semver.
    pub version: String,
    /// The tool that wrote it.
    pub generator: Option<String>,
    /// The generator seed.
    pub seed: Option<u64>,
    /// Hash of the rule set it was generated from.
    pub rules_sha256: Option<String>,
    /// The cases, in manifest order.
    pub cases: Vec<Case>,
    /// How many cases `ERRATA.yaml` withdraws (0 without errata).
    pub withdrawn: usize,
    /// The manifest's format: 1 has one level, 2 has conformance levels.
    pub format: u32,
    /// Format 2: the documented-level rules (native accepts a violation).
    pub documented_rules: std::collections::BTreeSet<String>,
    /// The level the expectations are graded at ([`Suite::grade_at`]); `None` for a
    /// format 1 suite, which has one level.
    pub conformance: Option<Conformance>,
}

/// Whether a manifest path stays inside the suite (relative, no `..`).
fn is_safe_relative(path: &str) -> bool {
    let p = Path::new(path);
    !path.is_empty()
        && p.components()
            .all(|c| matches!(c, Component::Normal(_) | Component::CurDir))
}

impl Suite {
    /// Loads `DIR/manifest.yaml` (or a manifest file given directly), and
    /// `DIR/ERRATA.yaml` when there is one.
    pub fn load(path: &Path) -> Result<Suite> {
        let (dir, manifest) = if path.is_dir() {
            (path.to_path_buf(), path.join("manifest.yaml"))
        } else {
            let dir = path.parent().unwrap_or(Path::new(".")).to_path_buf();
            (dir, path.to_path_buf())
        };
        if !manifest.is_file() {
            return Err(Error::new(format!(
                "{}: no manifest.yaml (expected a suite directory as written by `shadercts publish`)",
                path.display()
            )));
        }
        let raw: RawManifest = yaml::read(&manifest)?;
        let mut suite = Suite::from_raw(dir, &manifest, raw)?;
        let errata = suite.dir.join(ERRATA);
        if errata.exists() {
            suite.apply_errata(&errata)?;
        }
        Ok(suite)
    }

    /// Reads the errata at `path` and marks the cases it withdraws.
    fn apply_errata(&mut self, path: &Path) -> Result<()> {
        let ids: HashSet<&str> = self.cases.iter().map(|c| c.id.as_str()).collect();
        let mut withdrawn = errata::read(path, &self.version, &ids)?;
        for case in &mut self.cases {
            case.withdrawn = withdrawn.remove(&case.id);
        }
        self.withdrawn = self.cases.iter().filter(|c| c.withdrawn.is_some()).count();
        Ok(())
    }

    fn from_raw(dir: PathBuf, manifest: &Path, raw: RawManifest) -> Result<Suite> {
        if raw.format.value > FORMAT || raw.format.value == 0 {
            return Err(yaml::located(
                manifest,
                &raw.format.referenced,
                &format!(
                    "manifest format {} is not supported (this harness reads format {FORMAT})",
                    raw.format.value
                ),
            ));
        }
        let mut seen = HashSet::new();
        let mut cases = Vec::with_capacity(raw.cases.len());
        for (index, rc) in raw.cases.into_iter().enumerate() {
            let at = |loc: &serde_saphyr::Location, msg: String| yaml::located(manifest, loc, &msg);
            let id = rc.id.value;
            if id.is_empty() {
                return Err(at(&rc.id.referenced, "empty case id".into()));
            }
            if !seen.insert(id.clone()) {
                return Err(at(&rc.id.referenced, format!("duplicate case id `{id}`")));
            }
            let kind = CaseKind::from_name(&rc.kind.value).ok_or_else(|| {
                at(
                    &rc.kind.referenced,
                    format!(
                        "case `{id}`: unknown kind `{}` (expected assemble, validate, link or execute)",
                        rc.kind.value
                    ),
                )
            })?;
            let mut files = BTreeMap::new();
            for (role, f) in rc.files {
                if !is_safe_relative(&f.value.path) {
                    return Err(at(
                        &f.referenced,
                        format!(
                            "case `{id}`: file `{}` leaves the suite directory (paths must be relative, without `..`)",
                            f.value.path
                        ),
                    ));
                }
                files.insert(role, f.value);
            }
            for f in rc.expect.tokens.iter().chain(rc.expect.outputs.iter()) {
                if !is_safe_relative(&f.path) {
                    return Err(at(
                        &rc.id.referenced,
                        format!(
                            "case `{id}`: expected file `{}` leaves the suite directory",
                            f.path
                        ),
                    ));
                }
            }
            let case = Case {
                id,
                kind,
                profile: rc.profile,
                rules: rc.rules,
                origin: rc.origin,
                files,
                written: rc.expect.clone(),
                expect: rc.expect,
                index,
                withdrawn: None,
            };
            if let Some(msg) = case.shape_problem() {
                return Err(at(&rc.id.referenced, format!("case `{}`: {msg}", case.id)));
            }
            cases.push(case);
        }
        if let Some(n) = raw.case_count {
            if n.value != cases.len() {
                return Err(yaml::located(
                    manifest,
                    &n.referenced,
                    &format!(
                        "case_count is {} but the manifest lists {} cases",
                        n.value,
                        cases.len()
                    ),
                ));
            }
        }
        let format = raw.format.value;
        let mut suite = Suite {
            dir,
            version: raw.suite,
            generator: raw.generator,
            seed: raw.seed,
            rules_sha256: raw.rules_sha256,
            cases,
            withdrawn: 0,
            format,
            documented_rules: raw.documented_rules.into_iter().collect(),
            conformance: None,
        };
        if format >= 2 {
            suite.grade_at(Conformance::Native);
        }
        Ok(suite)
    }

    /// Makes the expectations those of `level` (a format 2 suite; format 1 suites have
    /// one level and are left as they are). At the native level a case that is invalid
    /// only at the documented level must be accepted, and a case that breaks native and
    /// documented rules must report only its native ones. [`Suite::load`] grades at the
    /// native level.
    pub fn grade_at(&mut self, level: Conformance) {
        if self.format < 2 {
            return;
        }
        self.conformance = Some(level);
        for case in &mut self.cases {
            case.expect = case.written.clone();
            let e = &mut case.expect;
            if level == Conformance::Documented || e.verdict != Some(Validity::Invalid) {
                continue;
            }
            if e.level == Some(Conformance::Documented) {
                e.verdict = Some(Validity::Valid);
                e.rules.clear();
                e.phase = None;
            } else {
                e.rules.retain(|r| !self.documented_rules.contains(r));
            }
        }
    }

    /// Reads a file named by the manifest, checking its sha256 when given.
    pub fn read_file(&self, f: &FileRef) -> std::result::Result<FileInput, String> {
        let path = self.dir.join(&f.path);
        let data =
            std::fs::read(&path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
        if let Some(want) = &f.sha256 {
            let got = hex_sha256(&data);
            if !got.eq_ignore_ascii_case(want) {
                return Err(format!(
                    "{} has sha256 {got}, the manifest says {want}",
                    f.path
                ));
            }
        }
        let path = std::path::absolute(&path).unwrap_or(path);
        Ok(FileInput { path, data })
    }
}

impl Case {
    /// What is wrong with the combination of kind, files and expectation, if anything.
    fn shape_problem(&self) -> Option<String> {
        let need = |role: &str| {
            (!self.files.contains_key(role))
                .then(|| format!("a {} case needs a `{role}` file", self.kind))
        };
        match self.kind {
            CaseKind::Validate => {
                if !self.files.contains_key("text") && !self.files.contains_key("bytecode") {
                    return Some("a validate case needs a `text` or `bytecode` file".into());
                }
                self.expect
                    .verdict
                    .is_none()
                    .then(|| "expect.verdict is missing".into())
            }
            CaseKind::Link => need("vs").or_else(|| need("ps")).or_else(|| {
                self.expect
                    .verdict
                    .is_none()
                    .then(|| "expect.verdict is missing".into())
            }),
            CaseKind::Assemble => need("text").or_else(|| {
                (self.expect.tokens.is_none() && self.expect.verdict != Some(Validity::Invalid))
                    .then(|| "expect.tokens is missing".into())
            }),
            CaseKind::Execute => need("text").or_else(|| {
                self.expect
                    .outputs
                    .is_none()
                    .then(|| "expect.outputs is missing".into())
            }),
        }
    }

    /// A one-line description of the expectation, for reports.
    pub fn expected_summary(&self) -> String {
        match (self.kind, self.expect.verdict) {
            (CaseKind::Assemble, Some(Validity::Invalid)) => "rejected".into(),
            (CaseKind::Assemble, _) => "accepted, with the expected tokens".into(),
            (CaseKind::Execute, _) => "accepted, with the expected outputs".into(),
            (_, Some(Validity::Valid)) => "valid".into(),
            (_, _) => {
                let mut s = String::from("invalid");
                if let Some(p) = self.expect.phase {
                    s.push_str(&format!(" ({})", p.name()));
                }
                if !self.expect.rules.is_empty() {
                    s.push_str(&format!(", reporting {}", self.expect.rules.join(", ")));
                }
                s
            }
        }
    }
}

/// Lower-case hex sha256 of `data`.
pub fn hex_sha256(data: &[u8]) -> String {
    let digest = Sha256::digest(data);
    digest.iter().map(|b| format!("{b:02x}")).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn safe_paths() {
        assert!(is_safe_relative("cases/a/b.asm"));
        assert!(is_safe_relative("./a.asm"));
        assert!(!is_safe_relative("../a.asm"));
        assert!(!is_safe_relative("cases/../../a.asm"));
        assert!(!is_safe_relative("/etc/passwd"));
        assert!(!is_safe_relative(""));
    }

    fn load_text(text: &str) -> Result<Suite> {
        let raw: RawManifest = yaml::parse(Path::new("m.yaml"), text)?;
        Suite::from_raw(PathBuf::from("."), Path::new("m.yaml"), raw)
    }

    #[test]
    fn errors_are_located() {
        let e = load_text("format: 1\nsuite: 1.0.0\ncases:\n  - id: a\n    kind: validate\n    files: { text: x.asm }\n    expect: { verdict: valid }\n  - id: a\n    kind: validate\n    files: { text: x.asm }\n    expect: { verdict: valid }\n").unwrap_err();
        assert!(e.message().starts_with("m.yaml:8:"), "{e}");
        assert!(e.message().contains("duplicate case id `a`"), "{e}");

        let e = load_text("format: 1\nsuite: 1.0.0\ncases:\n  - id: a\n    kind: frobnicate\n")
            .unwrap_err();
        assert!(e.message().starts_with("m.yaml:5:"), "{e}");
        assert!(e.message().contains("unknown kind"), "{e}");

        let e = load_text("format: 1\nsuite: 1.0.0\ncases:\n  - id: a\n    kind: validate\n    files: { text: ../x.asm }\n    expect: { verdict: valid }\n").unwrap_err();
        assert!(e.message().contains("leaves the suite directory"), "{e}");

        let e = load_text("format: 9\nsuite: 1.0.0\n").unwrap_err();
        assert!(e.message().starts_with("m.yaml:1:"), "{e}");

        let e = load_text("format: 1\nsuite: 1.0.0\ncases: 3\n").unwrap_err();
        assert!(e.message().starts_with("m.yaml:"), "{e}");

        let e = load_text("format: 1\nsuite: 1.0.0\ncases:\n  - id: a\n    kind: link\n    files: { vs: v.asm }\n    expect: { verdict: valid }\n").unwrap_err();
        assert!(e.message().contains("needs a `ps` file"), "{e}");
    }

    const LEVELS: &str = "format: 2\nsuite: 2.0.0\ndocumented_rules: [d.rule]\ncases:\n  - id: doc\n    kind: validate\n    files: { text: a.asm }\n    expect: { verdict: invalid, rules: [d.rule], level: documented }\n  - id: mixed\n    kind: validate\n    files: { text: b.asm }\n    expect: { verdict: invalid, rules: [d.rule, n.rule], level: native }\n  - id: ok\n    kind: validate\n    files: { text: c.asm }\n    expect: { verdict: valid }\n";

    #[test]
    fn format_2_grades_at_the_native_level_by_default() {
        let s = load_text(LEVELS).unwrap();
        assert_eq!(s.conformance, Some(Conformance::Native));
        assert_eq!(s.cases[0].expect.verdict, Some(Validity::Valid));
        assert!(s.cases[0].expect.rules.is_empty());
        assert_eq!(s.cases[1].expect.verdict, Some(Validity::Invalid));
        assert_eq!(s.cases[1].expect.rules, vec!["n.rule".to_string()]);
        assert_eq!(s.cases[2].expect.verdict, Some(Validity::Valid));
    }

    #[test]
    fn format_2_grades_as_written_at_the_documented_level_and_back() {
        let mut s = load_text(LEVELS).unwrap();
        s.grade_at(Conformance::Documented);
        assert_eq!(s.conformance, Some(Conformance::Documented));
        assert_eq!(s.cases[0].expect.verdict, Some(Validity::Invalid));
        assert_eq!(s.cases[0].expect.rules, vec!["d.rule".to_string()]);
        assert_eq!(s.cases[1].expect.rules.len(), 2);
        s.grade_at(Conformance::Native);
        assert_eq!(s.cases[0].expect.verdict, Some(Validity::Valid));
        assert_eq!(s.cases[1].expect.rules, vec!["n.rule".to_string()]);
    }

    #[test]
    fn format_1_has_one_level() {
        let mut s = load_text("format: 1\nsuite: 1.0.0\ncases:\n  - id: a\n    kind: validate\n    files: { text: a.asm }\n    expect: { verdict: invalid, rules: [x] }\n").unwrap();
        assert_eq!(s.conformance, None);
        s.grade_at(Conformance::Native);
        assert_eq!(s.conformance, None);
        assert_eq!(s.cases[0].expect.verdict, Some(Validity::Invalid));
    }

    #[test]
    fn file_refs_accept_both_shapes() {
        let s = load_text("format: 1\nsuite: 1.0.0\ncases:\n  - id: a\n    kind: assemble\n    profile: vs_1_1\n    files: { text: { path: a.asm, sha256: AB } }\n    expect: { tokens: a.bin }\n").unwrap();
        let c = &s.cases[0];
        assert_eq!(c.files["text"].sha256.as_deref(), Some("AB"));
        assert_eq!(
            c.expect.tokens.as_ref().map(|t| t.path.as_str()),
            Some("a.bin")
        );
    }
}
