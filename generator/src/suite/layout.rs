//! Turning verified cases into the files of a suite: case files, `manifest.yaml`,
//! `COVERAGE.md` and `CHANGELOG.md`.

use super::changelog;
use super::coverage::Coverage;
use super::manifest::{CaseExpect, CaseFiles, FileEntry, Manifest, ManifestCase};
use crate::binding::Exemption;
use crate::case::{CaseKind, Expectation};
use crate::catalog::RuleCatalog;
use crate::exec::coverage::ExecCoverage;
use crate::hash::sha256_hex;
use crate::verified::{CaseSet, Expected};
use crate::wine_gate::Evidence;
use shadercts_suite_files::manifest::DocumentedExpect;
use std::collections::{BTreeMap, BTreeSet};

/// File names of the manifest (format 1–2) and of its human-readable view (format 3),
/// and of the manifest of format 3 and later (JSON Lines, what every reader reads).
pub use shadercts_suite_files::{MANIFEST, MANIFEST_JSONL};
/// File name of the coverage grid.
pub const COVERAGE: &str = "COVERAGE.md";
/// File name of the changelog.
pub const CHANGELOG: &str = "CHANGELOG.md";

/// Everything the manifest says besides the cases.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SuiteMeta {
    /// Semver of the suite.
    pub version: String,
    /// Generator seed.
    pub seed: u64,
    /// Hash of rule files and model tables.
    pub rules_sha256: String,
    /// Hash of templates and bindings.
    pub templates_sha256: String,
}

/// A complete suite in memory: every file by path, and the manifest.
#[derive(Clone, Debug, PartialEq)]
pub struct Suite {
    /// The manifest (also in `files` as `manifest.yaml`).
    pub manifest: Manifest,
    /// Path → bytes, for every file of the suite.
    pub files: BTreeMap<String, Vec<u8>>,
}

/// The `generator:` field: `shadercts` and the crate version.
pub fn generator_name() -> String {
    format!("shadercts {}", env!("CARGO_PKG_VERSION"))
}

/// The manifest format and the Wine gate's evidence by case id (format 3).
#[derive(Clone, Copy, Debug)]
pub struct Gated<'a> {
    /// The manifest format to write.
    pub format: u32,
    /// Evidence per assemble case id.
    pub evidence: &'a BTreeMap<String, Evidence>,
    /// The evidence name of a confirmation (`wine-d3dcompiler_47`).
    pub name: &'a str,
}

/// Builds the suite's files from verified cases, in `gated.format`, recording the evidence.
#[allow(clippy::too_many_arguments)]
pub fn build(
    set: CaseSet,
    meta: &SuiteMeta,
    catalog: &RuleCatalog,
    profiles: &[String],
    previous: Option<&Manifest>,
    exempt: &[Exemption],
    executable: &BTreeSet<(String, String)>,
    gated: &Gated<'_>,
) -> Suite {
    let hashes: BTreeMap<&str, String> = set
        .files
        .iter()
        .map(|(p, b)| (p.as_str(), sha256_hex(b)))
        .collect();
    let entry = |path: &str| FileEntry {
        path: path.to_string(),
        sha256: hashes.get(path).cloned().unwrap_or_default(),
    };
    let mut cases = Vec::with_capacity(set.cases.len());
    for c in &set.cases {
        let mut files = CaseFiles::default();
        for f in &c.files {
            if let Some(slot) = files.slot(f.role) {
                *slot = Some(entry(&f.path));
            }
        }
        let expect = match &c.expect {
            Expected::Verdict(Expectation::Valid) => CaseExpect {
                verdict: Some("valid".into()),
                ..CaseExpect::default()
            },
            Expected::Verdict(Expectation::Invalid(r)) => CaseExpect {
                verdict: Some("invalid".into()),
                rules: Some(r.clone()),
                level: Some(catalog.invalid_level(r).to_string()),
                ..CaseExpect::default()
            },
            Expected::Outputs {
                path,
                tolerance,
                documented,
                native_facts,
            } => CaseExpect {
                outputs: Some(entry(path)),
                tolerance: Some(*tolerance),
                documented: documented.as_ref().map(|p| DocumentedExpect {
                    outputs: Some(entry(p)),
                    pixels: None,
                }),
                native_facts: native_facts.clone(),
                ..CaseExpect::default()
            },
            Expected::Pixels(d) => CaseExpect {
                pixels: Some(entry(&d.path)),
                tolerance: Some(d.tolerance),
                documented: d.documented.as_ref().map(|p| DocumentedExpect {
                    outputs: None,
                    pixels: Some(entry(p)),
                }),
                native_facts: d.native_facts.clone(),
                features: d.features.clone(),
                ..CaseExpect::default()
            },
            Expected::Tokens(p) => {
                let mut e = CaseExpect {
                    tokens: Some(entry(p)),
                    ..CaseExpect::default()
                };
                if let Some(ev) = gated.evidence.get(&c.id) {
                    let r = ev.record(gated.name);
                    e.confirmed_by = r.confirmed_by;
                    e.confirmed_through = r.confirmed_through;
                    e.deviation = r.deviation;
                }
                e
            }
        };
        cases.push(ManifestCase {
            id: c.id.clone(),
            kind: c.kind.name().to_string(),
            profile: c.profile.clone(),
            vs_profile: match &c.expect {
                Expected::Pixels(d) => Some(d.vs_profile.clone()),
                _ => None,
            },
            rules: c.rules.clone(),
            origin: c.origin.clone(),
            files,
            expect,
            notes: c.notes.clone(),
        });
    }
    let manifest = Manifest {
        format: gated.format,
        suite: meta.version.clone(),
        generator: generator_name(),
        seed: meta.seed,
        rules_sha256: meta.rules_sha256.clone(),
        templates_sha256: meta.templates_sha256.clone(),
        documents: Vec::new(),
        documented_rules: catalog.documented(),
        case_count: cases.len(),
        cases,
    };
    let mut coverage = Coverage::of(&set.cases).to_markdown(catalog, profiles, &set.cases, exempt);
    if set.cases.iter().any(|c| c.kind == CaseKind::Execute) {
        coverage.push_str(&ExecCoverage::of(&set.cases).to_markdown(executable, profiles));
    }
    if set.cases.iter().any(|c| c.kind == CaseKind::Draw) {
        coverage.push_str(&super::coverage::runtime_markdown(&set.cases, catalog));
    }
    let changes = changelog::render(&manifest, previous);
    let mut manifest = manifest;
    for (path, text) in [(COVERAGE, &coverage), (CHANGELOG, &changes)] {
        manifest.documents.push(FileEntry {
            path: path.to_string(),
            sha256: sha256_hex(text.as_bytes()),
        });
    }
    let mut files = set.files;
    files.insert(MANIFEST.into(), manifest.to_yaml().into_bytes());
    // Format 3: the manifest is JSON Lines (a 36,000-case YAML manifest takes seconds
    // to parse); manifest.yaml stays beside it as the same manifest for people to read,
    // and verify-suite checks that the two agree.
    if manifest.format >= 3 {
        files.insert(MANIFEST_JSONL.into(), manifest.to_jsonl().into_bytes());
    }
    files.insert(COVERAGE.into(), coverage.into_bytes());
    files.insert(CHANGELOG.into(), changes.into_bytes());
    Suite { manifest, files }
}
