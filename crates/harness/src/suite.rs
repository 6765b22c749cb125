//! A published suite: `manifest.jsonl` (format 3 and later) or `manifest.yaml`
//! (docs/suite-format.md) and its case files, read
//! through the one path policy of `shadercts-suite-files` (no bare paths, no links, no
//! `..`, every file hash-checked before use) that `verify-suite` uses too.

use crate::backend::{FileInput, Phase};
use crate::errata::{self, Withdrawal, ERRATA};
use crate::error::{Error, Result};
use crate::yaml;
use serde::de::IgnoredAny;
use serde::{Deserialize, Serialize};
use serde_saphyr::Spanned;
use shadercts_suite_files as files;
use shadercts_suite_files::manifest::{CaseExpect, Field, Manifest, ManifestCase};
use std::collections::{BTreeMap, HashSet};
use std::fmt;
use std::path::{Path, PathBuf};

pub use shadercts_suite_files::{FileRef, MANIFEST, MANIFEST_JSONL};

/// The newest manifest `format` this harness reads (2 adds conformance levels, 3 the
/// optional per-case evidence of assemble expectations, which grading does not use).
pub use shadercts_suite_files::manifest::FORMAT;

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
    /// Render a scene with a vertex and a pixel shader (format 4).
    Draw,
}

impl CaseKind {
    /// Every kind.
    pub const ALL: [CaseKind; 5] = [
        CaseKind::Assemble,
        CaseKind::Validate,
        CaseKind::Link,
        CaseKind::Execute,
        CaseKind::Draw,
    ];

    /// The manifest name.
    pub fn name(self) -> &'static str {
        match self {
            CaseKind::Assemble => "assemble",
            CaseKind::Validate => "validate",
            CaseKind::Link => "link",
            CaseKind::Execute => "execute",
            CaseKind::Draw => "draw",
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

/// What a case expects: the manifest's `expect` ([`CaseExpect`]), typed, with what
/// grading reads (the evidence of an assemble expectation, format 3, is
/// `verify-suite`'s business and stays in [`CaseExpect`]).
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
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
    /// Execute cases: absolute tolerance on every number of the outputs; draw cases:
    /// the default tolerance of every expected pixel.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tolerance: Option<f64>,
    /// Draw cases (format 4): the expected pixels (`X.pixels.json`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pixels: Option<FileRef>,
    /// Execute and draw cases (format 4): the expectation at the documented level
    /// (`outputs` or `pixels`), when it differs from the native one; [`Suite::grade_at`]
    /// grades against it at that level.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub documented: Option<FileRef>,
    /// Execute and draw cases (format 4): the native-execution facts that make the
    /// native expectation differ (`nx.texkill-w`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub native_facts: Vec<String>,
    /// Draw cases (format 4): the feature groups covered (`vpos`, `mrt`, …).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub features: Vec<String>,
}

impl Expect {
    /// The typed view of a manifest's `expect` whose names were checked
    /// ([`ManifestCase::shape_problem`]).
    fn from_manifest(e: CaseExpect) -> Expect {
        let verdict = e.verdict.as_deref().and_then(|v| match v {
            "valid" => Some(Validity::Valid),
            "invalid" => Some(Validity::Invalid),
            _ => None,
        });
        let phase = e.phase.as_deref().and_then(|p| match p {
            "assembler" => Some(Phase::Assembler),
            "validator" => Some(Phase::Validator),
            _ => None,
        });
        let level = e.level.as_deref().and_then(|l| match l {
            "native" => Some(Conformance::Native),
            "documented" => Some(Conformance::Documented),
            _ => None,
        });
        let documented = e.documented.and_then(|d| d.outputs.or(d.pixels));
        Expect {
            verdict,
            rules: e.rules.unwrap_or_default(),
            phase,
            level,
            tokens: e.tokens,
            outputs: e.outputs,
            tolerance: e.tolerance,
            pixels: e.pixels,
            documented,
            native_facts: e.native_facts,
            features: e.features,
        }
    }
}

/// One case of the manifest.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Case {
    /// Stable id.
    pub id: String,
    /// What it exercises.
    pub kind: CaseKind,
    /// Its profile (`ps_2_0`); for link and draw cases the pixel shader's.
    pub profile: String,
    /// Draw cases (format 4): the vertex shader's profile.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub vs_profile: Option<String>,
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

/// Where the fields that [`Manifest::problem`] names stand in a YAML manifest, read
/// again only to locate a problem (the manifest itself is read without spans).
#[derive(Deserialize)]
struct Spans {
    #[serde(default)]
    format: Option<Spanned<IgnoredAny>>,
    #[serde(default)]
    case_count: Option<Spanned<IgnoredAny>>,
    #[serde(default)]
    cases: Vec<CaseSpans>,
}

#[derive(Deserialize)]
struct CaseSpans {
    #[serde(default)]
    id: Option<Spanned<IgnoredAny>>,
    #[serde(default)]
    kind: Option<Spanned<IgnoredAny>>,
    #[serde(default)]
    profile: Option<Spanned<IgnoredAny>>,
    #[serde(default)]
    rules: Option<Spanned<IgnoredAny>>,
    #[serde(default)]
    expect: Option<ExpectSpans>,
}

#[derive(Deserialize)]
struct ExpectSpans {
    #[serde(default)]
    rules: Option<Spanned<IgnoredAny>>,
}

impl Spans {
    fn location(&self, field: Field) -> Option<serde_saphyr::Location> {
        let case = |i: usize| self.cases.get(i);
        let span = match field {
            Field::Format => self.format.as_ref(),
            Field::CaseCount => self.case_count.as_ref(),
            Field::Id(i) => case(i).and_then(|c| c.id.as_ref()),
            Field::Kind(i) => case(i).and_then(|c| c.kind.as_ref()),
            Field::Profile(i) => case(i).and_then(|c| c.profile.as_ref().or(c.id.as_ref())),
            Field::Rules(i) => case(i).and_then(|c| c.rules.as_ref()),
            Field::ExpectRules(i) => case(i).and_then(|c| {
                let e = c.expect.as_ref().and_then(|e| e.rules.as_ref());
                e.or(c.id.as_ref())
            }),
        };
        span.map(|s| s.referenced)
    }
}

/// A loaded suite.
#[derive(Clone, Debug)]
pub struct Suite {
    /// The suite directory.
    pub dir: PathBuf,
    /// Lower-case hex sha256 of the manifest file's bytes, naming exactly which manifest
    /// was run.
    pub manifest_sha256: String,
    /// The documents the manifest lists beside it (COVERAGE.md, CHANGELOG.md); a run
    /// does not read them, [`Suite::read_file`] would check them like any file.
    pub documents: Vec<FileRef>,
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
    /// The manifest's format: 1 has one level, 2 has conformance levels, 3 adds the
    /// evidence of assemble expectations (not used in grading).
    pub format: u32,
    /// Format 2: the documented-level rules (native accepts a violation).
    pub documented_rules: std::collections::BTreeSet<String>,
    /// The level the expectations are graded at ([`Suite::grade_at`]); `None` for a
    /// format 1 suite, which has one level.
    pub conformance: Option<Conformance>,
}

impl Suite {
    /// Loads `DIR/manifest.jsonl` (format 3 and later) or `DIR/manifest.yaml` (or a
    /// manifest file given directly: `.jsonl` is read as JSON Lines), and
    /// `DIR/ERRATA.yaml` when there is one. Neither may be a symbolic link; the manifest
    /// must state `case_count` and list exactly that many cases.
    pub fn load(path: &Path) -> Result<Suite> {
        Suite::load_checked(path, None)
    }

    /// [`Suite::load`], also refusing a manifest whose cases name a rule id (in `rules`
    /// or `expect.rules`) that `rules` does not have, with the line (and column) of the
    /// name: `run` and `verify-suite` load suites this way, so that a made-up rule is
    /// never certified as passing.
    pub fn load_with_rules(path: &Path, rules: &shadercts_rules::RuleSet) -> Result<Suite> {
        Suite::load_checked(path, Some(&|id: &str| rules.get(id).is_some()))
    }

    fn load_checked(path: &Path, known: Option<&dyn Fn(&str) -> bool>) -> Result<Suite> {
        let (dir, name) = if path.is_dir() {
            // From format 3 on the manifest is JSON Lines; manifest.yaml is its view.
            let name = if files::exists(path, MANIFEST_JSONL) {
                MANIFEST_JSONL
            } else {
                MANIFEST
            };
            (path.to_path_buf(), name.to_string())
        } else {
            let dir = match path.parent() {
                Some(p) if !p.as_os_str().is_empty() => p.to_path_buf(),
                _ => PathBuf::from("."),
            };
            let name = path
                .file_name()
                .map(|n| n.to_string_lossy().into_owned())
                .unwrap_or_default();
            (dir, name)
        };
        let manifest = dir.join(&name);
        if !files::exists(&dir, &name) {
            return Err(Error::new(format!(
                "{}: no manifest.yaml (expected a suite directory as written by `shadercts publish`)",
                path.display()
            )));
        }
        let bytes =
            files::read(&dir, &name).map_err(|e| Error::new(format!("{}: {e}", dir.display())))?;
        let manifest_sha256 = files::sha256_hex(&bytes);
        let text = yaml::text(&manifest, bytes)?;
        let jsonl = name.ends_with(".jsonl");
        let m = if jsonl {
            Manifest::parse_jsonl(&text)
        } else {
            Manifest::parse(&text)
        }
        .map_err(|e| Error::new(e.in_file(&manifest)))?;
        let mut suite = Suite::from_manifest(dir, &manifest, &text, m, jsonl, known)?;
        suite.manifest_sha256 = manifest_sha256;
        if files::exists(&suite.dir, ERRATA) {
            suite.apply_errata()?;
        }
        Ok(suite)
    }

    /// Reads the suite's `ERRATA.yaml` (through the path policy: not a link) and marks
    /// the cases it withdraws.
    fn apply_errata(&mut self) -> Result<()> {
        let path = self.dir.join(ERRATA);
        let bytes = files::read(&self.dir, ERRATA)
            .map_err(|e| Error::new(format!("{}: {e}", self.dir.display())))?;
        let text = yaml::text(&path, bytes)?;
        let ids: HashSet<&str> = self.cases.iter().map(|c| c.id.as_str()).collect();
        let mut withdrawn = errata::parse(&path, &text, &self.version, &ids)?;
        for case in &mut self.cases {
            case.withdrawn = withdrawn.remove(&case.id);
        }
        self.withdrawn = self.cases.iter().filter(|c| c.withdrawn.is_some()).count();
        Ok(())
    }

    /// The graded view of a manifest read from `path` (its `text`, to locate a
    /// problem), refused for what `verify-suite` refuses it for ([`Manifest::problem`]).
    fn from_manifest(
        dir: PathBuf,
        path: &Path,
        text: &str,
        m: Manifest,
        jsonl: bool,
        known: Option<&dyn Fn(&str) -> bool>,
    ) -> Result<Suite> {
        let problem = m
            .problem()
            .or_else(|| known.and_then(|k| m.unknown_rule(k)));
        if let Some(p) = problem {
            // In a JSON Lines manifest the line (1 the header, case `i` on line i + 2),
            // in YAML the field's line and column.
            if jsonl {
                let line = p.field.case().map_or(1, |i| i + 2);
                return Err(Error::new(format!(
                    "{}:{line}: {}",
                    path.display(),
                    p.message
                )));
            }
            let spans = yaml::parse::<Spans>(path, text).ok();
            return Err(match spans.and_then(|s| s.location(p.field)) {
                Some(loc) => yaml::located(path, &loc, &p.message),
                None => Error::new(format!("{}: {}", path.display(), p.message)),
            });
        }
        let format = m.format;
        let cases = m.cases.into_iter().enumerate().map(Case::from_manifest);
        let some = |s: String| (!s.is_empty()).then_some(s);
        let mut suite = Suite {
            dir,
            manifest_sha256: String::new(),
            documents: m.documents,
            version: m.suite,
            generator: some(m.generator),
            seed: Some(m.seed),
            rules_sha256: some(m.rules_sha256),
            cases: cases.collect(),
            withdrawn: 0,
            format,
            documented_rules: m.documented_rules.into_iter().collect(),
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
            // Execution (format 4): the documented expectation replaces the native one
            // at the documented level.
            if let (Conformance::Documented, Some(d)) = (level, &e.documented) {
                match case.kind {
                    CaseKind::Draw => e.pixels = Some(d.clone()),
                    CaseKind::Execute => e.outputs = Some(d.clone()),
                    _ => {}
                }
            }
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

    /// Reads a file named by the manifest through the suite's path policy: refused when
    /// a component below the suite directory is a link or the bytes do not match the
    /// manifest's sha256, so nothing but the published bytes reach a backend or a report.
    pub fn read_file(&self, f: &FileRef) -> std::result::Result<FileInput, String> {
        let data = files::read_checked(&self.dir, f).map_err(|e| e.to_string())?;
        let path = self.dir.join(&f.path);
        let path = std::path::absolute(&path).unwrap_or(path);
        Ok(FileInput { path, data })
    }
}

impl Case {
    /// The case at `index` of a manifest that has no [`Manifest::problem`] (so its
    /// kind, verdict, phase and level are names the harness knows).
    fn from_manifest((index, c): (usize, ManifestCase)) -> Case {
        let expect = Expect::from_manifest(c.expect);
        Case {
            kind: CaseKind::from_name(&c.kind).unwrap_or(CaseKind::Validate),
            profile: c.profile,
            vs_profile: c.vs_profile,
            rules: c.rules,
            origin: (!c.origin.is_empty()).then_some(c.origin),
            files: c
                .files
                .all()
                .into_iter()
                .map(|(role, f)| (role.to_string(), f.clone()))
                .collect(),
            written: expect.clone(),
            expect,
            index,
            withdrawn: None,
            id: c.id,
        }
    }

    /// A one-line description of the expectation, for reports.
    pub fn expected_summary(&self) -> String {
        match (self.kind, self.expect.verdict) {
            (CaseKind::Assemble, Some(Validity::Invalid)) => "rejected".into(),
            (CaseKind::Assemble, _) => "accepted, with the expected tokens".into(),
            (CaseKind::Execute, _) => "accepted, with the expected outputs".into(),
            (CaseKind::Draw, _) => "drawn, with the expected pixels".into(),
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
    files::sha256_hex(data)
}

#[cfg(test)]
mod tests {
    use super::*;

    const H: &str = "5f1c0000000000000000000000000000000000000000000000000000000000aa";

    /// The manifest text with every `@x.asm` written as a full file reference.
    fn full(text: &str) -> String {
        let mut out = String::new();
        for (i, part) in text.split('@').enumerate() {
            if i == 0 {
                out.push_str(part);
                continue;
            }
            let end = part.find([' ', ',', '}', '\n']).unwrap_or(part.len());
            out.push_str(&format!("{{ path: {}, sha256: {H} }}", &part[..end]));
            out.push_str(&part[end..]);
        }
        out
    }

    fn load_text(text: &str) -> Result<Suite> {
        let path = Path::new("m.yaml");
        let text = full(text);
        let m = Manifest::parse(&text).map_err(|e| Error::new(e.in_file(path)))?;
        Suite::from_manifest(PathBuf::from("."), path, &text, m, false, None)
    }

    #[test]
    fn errors_are_located() {
        let e = load_text("format: 1\nsuite: 1.0.0\ncase_count: 2\ncases:\n  - id: a\n    kind: validate\n    files: { text: @x.asm }\n    expect: { verdict: valid }\n  - id: a\n    kind: validate\n    files: { text: @x.asm }\n    expect: { verdict: valid }\n").unwrap_err();
        assert!(e.message().starts_with("m.yaml:9:"), "{e}");
        assert!(e.message().contains("duplicate case id `a`"), "{e}");

        let e = load_text(
            "format: 1\nsuite: 1.0.0\ncases:\n  - id: a\n    kind: frobnicate\ncase_count: 1\n",
        )
        .unwrap_err();
        assert!(e.message().starts_with("m.yaml:5:"), "{e}");
        assert!(e.message().contains("unknown kind"), "{e}");

        let e = load_text("format: 1\nsuite: 1.0.0\ncases:\n  - id: a\n    kind: validate\n    files: { text: @../x.asm }\n    expect: { verdict: valid }\ncase_count: 1\n").unwrap_err();
        assert!(e.message().starts_with("m.yaml:6:"), "{e}");
        assert!(e.message().contains("`../x.asm` leaves the suite"), "{e}");

        let e = load_text("format: 9\nsuite: 1.0.0\ncase_count: 0\n").unwrap_err();
        assert!(e.message().starts_with("m.yaml:1:"), "{e}");

        let e = load_text("format: 1\nsuite: 1.0.0\ncases: 3\n").unwrap_err();
        assert!(e.message().starts_with("m.yaml:"), "{e}");

        let e = load_text("format: 1\nsuite: 1.0.0\ncases:\n  - id: a\n    kind: link\n    files: { vs: @v.asm }\n    expect: { verdict: valid }\ncase_count: 1\n").unwrap_err();
        assert!(e.message().contains("needs a `ps` file"), "{e}");
    }

    #[test]
    fn case_count_is_required_and_must_hold() {
        let one = "format: 1\nsuite: 1.0.0\ncases:\n  - id: a\n    kind: validate\n    files: { text: @a.asm }\n    expect: { verdict: valid }\n";
        let e = load_text(one).unwrap_err();
        assert!(
            e.message().starts_with("m.yaml: `case_count` is missing"),
            "{e}"
        );
        let e = load_text(&one.replace("cases:\n", "case_count: 2\ncases:\n")).unwrap_err();
        assert!(e.message().starts_with("m.yaml:3:"), "{e}");
        assert!(
            e.message()
                .contains("case_count is 2 but the manifest lists 1 cases"),
            "{e}"
        );
        let e = load_text("format: 1\nsuite: 1.0.0\ncase_count: 5\n").unwrap_err();
        assert!(e.message().contains("lists 0 cases"), "{e}");
        assert!(load_text(&one.replace("cases:\n", "case_count: 1\ncases:\n")).is_ok());
    }

    #[test]
    fn a_bare_path_is_refused_where_it_stands() {
        for (role, at) in [
            ("files: { text: a.asm }", "7:20:"),
            ("expect: { tokens: a.bin }", "8:23:"),
        ] {
            let text = format!("format: 1\nsuite: 1.0.0\ncase_count: 1\ncases:\n  - id: a\n    kind: assemble\n    {}\n", if role.starts_with("files") {
                format!("{role}\n    expect: {{ tokens: @a.bin }}")
            } else {
                format!("files: {{ text: @a.asm }}\n    {role}")
            });
            let e = load_text(&text).unwrap_err();
            assert!(e.message().starts_with(&format!("m.yaml:{at}")), "{e}");
            assert!(e.message().contains("bare path"), "{e}");
            assert!(!e.message().contains("FileRef"), "{e}");
        }
    }

    #[test]
    fn a_byte_order_mark_is_not_part_of_the_yaml() {
        let s = load_text("\u{feff}format: 1\nsuite: 1.0.0\ncase_count: 0\n").unwrap();
        assert_eq!(s.version, "1.0.0");
    }

    const LEVELS: &str = "format: 2\nsuite: 2.0.0\ndocumented_rules: [d.rule]\ncase_count: 3\ncases:\n  - id: doc\n    kind: validate\n    files: { text: @a.asm }\n    expect: { verdict: invalid, rules: [d.rule], level: documented }\n  - id: mixed\n    kind: validate\n    files: { text: @b.asm }\n    expect: { verdict: invalid, rules: [d.rule, n.rule], level: native }\n  - id: ok\n    kind: validate\n    files: { text: @c.asm }\n    expect: { verdict: valid }\n";

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
    fn format_4_grades_execution_against_the_documented_expectation_at_that_level() {
        let mut s = load_text("format: 4\nsuite: 3.0.0\ncase_count: 2\ncases:\n  - id: e\n    kind: execute\n    files: { text: @e.asm }\n    expect: { outputs: @e.outputs.json, documented: { outputs: @e.doc.json } }\n  - id: d\n    kind: draw\n    profile: ps_3_0\n    vs_profile: vs_3_0\n    files: { vs: @d.vs.asm, ps: @d.ps.asm, scene: @d.scene.json }\n    expect: { pixels: @d.pixels.json, documented: { pixels: @d.doc.json }, native_facts: [nx.x] }\n").unwrap();
        let path = |s: &Suite, i: usize| {
            let e = &s.cases[i].expect;
            e.outputs
                .as_ref()
                .or(e.pixels.as_ref())
                .unwrap()
                .path
                .clone()
        };
        assert_eq!(
            (path(&s, 0), path(&s, 1)),
            ("e.outputs.json".into(), "d.pixels.json".into())
        );
        assert_eq!(s.cases[1].kind, CaseKind::Draw);
        assert_eq!(s.cases[1].expect.native_facts, vec!["nx.x".to_string()]);
        s.grade_at(Conformance::Documented);
        assert_eq!(
            (path(&s, 0), path(&s, 1)),
            ("e.doc.json".into(), "d.doc.json".into())
        );
        s.grade_at(Conformance::Native);
        assert_eq!(
            (path(&s, 0), path(&s, 1)),
            ("e.outputs.json".into(), "d.pixels.json".into())
        );
    }

    #[test]
    fn format_1_has_one_level() {
        let mut s = load_text("format: 1\nsuite: 1.0.0\ncase_count: 1\ncases:\n  - id: a\n    kind: validate\n    files: { text: @a.asm }\n    expect: { verdict: invalid, rules: [x] }\n").unwrap();
        assert_eq!(s.conformance, None);
        s.grade_at(Conformance::Native);
        assert_eq!(s.conformance, None);
        assert_eq!(s.cases[0].expect.verdict, Some(Validity::Invalid));
    }

    #[test]
    fn file_refs_carry_their_hash() {
        let s = load_text("format: 1\nsuite: 1.0.0\ncase_count: 1\ndocuments:\n  - @COVERAGE.md\ncases:\n  - id: a\n    kind: assemble\n    profile: vs_1_1\n    files: { text: @a.asm }\n    expect: { tokens: @a.bin }\n").unwrap();
        let c = &s.cases[0];
        assert_eq!(c.files["text"].sha256, H);
        assert_eq!(
            c.expect.tokens.as_ref().map(|t| t.path.as_str()),
            Some("a.bin")
        );
        assert_eq!(s.documents[0].path, "COVERAGE.md");
    }
}
