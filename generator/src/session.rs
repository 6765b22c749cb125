//! Everything a command needs to generate or verify suites with the reference: the
//! rule set, its catalogue, the generator inputs and MojoShader, loaded once.

use crate::catalog::RuleCatalog;
use crate::context_source::ContextSource;
use crate::crosscheck::CrossChecker;
use crate::exec::ExecuteSource;
use crate::generate::{Failure, Generator, Report, Request};
use crate::inputs::GeneratorInputs;
use crate::mutation_source::MutationSource;
use crate::promoted_source::PromotedSource;
use crate::random_source::RandomSource;
use crate::reference::{catalog, embedded_sources, ReferenceOracle};
use crate::source::{CaseSource, TemplateSource};
use crate::suite::verify::{verify_suite, VerifyReport};
use crate::suite::{Manifest, Suite};
use shadercts_reference::RuleSet;
use shadercts_rules::Conformance;
use shadercts_shader::Model;
use std::path::Path;

/// Rules, catalogue, generator inputs and cross-checker.
pub struct Session {
    /// The rule set.
    pub rules: RuleSet,
    /// Its catalogue.
    pub catalog: RuleCatalog,
    /// Templates, bindings and promoted findings.
    pub inputs: GeneratorInputs,
    /// MojoShader, if loaded.
    pub cross: CrossChecker,
    /// Whether suites of manifest format 3 go through the Wine gate (true unless a
    /// caller turns it off, as `generate --no-wine-gate` does to refresh the table).
    pub wine_gate: bool,
}

/// Reads the files of a folder with extension `ext`, sorted, as `(prefix/name, text)`.
fn read_sorted(dir: &Path, prefix: &str, ext: &str) -> Result<Vec<(String, String)>, String> {
    let mut out = Vec::new();
    let rd = std::fs::read_dir(dir).map_err(|e| format!("cannot read {}: {e}", dir.display()))?;
    for e in rd.flatten() {
        let name = e.file_name().to_string_lossy().into_owned();
        if name.ends_with(ext) && e.path().is_file() {
            let text = std::fs::read_to_string(e.path())
                .map_err(|err| format!("cannot read {}: {err}", e.path().display()))?;
            out.push((format!("{prefix}/{name}"), text));
        }
    }
    out.sort();
    Ok(out)
}

impl Session {
    /// Loads the rules (embedded, or `spec_dir/rules`), the generator inputs (embedded,
    /// or `generator_dir/{templates,bindings,promoted}`) and, if asked, MojoShader.
    pub fn open(
        model: &Model,
        spec_dir: Option<&Path>,
        generator_dir: Option<&Path>,
        mojoshader: bool,
    ) -> Result<Session, String> {
        let (rules, sources) = match spec_dir {
            None => (
                RuleSet::embedded(model).map_err(|e| format!("the rule files are broken:\n{e}"))?,
                embedded_sources(),
            ),
            Some(dir) => {
                let rules = RuleSet::load_dir(&dir.join("rules"), model)
                    .map_err(|e| format!("the rule files are broken:\n{e}"))?;
                let mut sources = read_sorted(&dir.join("rules"), "spec-rules/rules", ".yaml")?;
                sources.extend(read_sorted(
                    &dir.join("models"),
                    "spec-rules/models",
                    ".yaml",
                )?);
                (rules, sources)
            }
        };
        let inputs = match generator_dir {
            None => GeneratorInputs::embedded(),
            Some(d) => GeneratorInputs::from_dir(d).map_err(|e| e.to_string())?,
        };
        // Cases are verified against every rule (the documented level); the manifest
        // says which of them native does not enforce.
        let rules = rules.with_conformance(Conformance::Documented);
        let catalog = catalog(&rules, model, sources);
        let cross = if mojoshader {
            CrossChecker::load()
        } else {
            CrossChecker::disabled()
        };
        Ok(Session {
            rules,
            catalog,
            inputs,
            cross,
            wine_gate: true,
        })
    }

    /// Generates a suite: the template source, the `extra` sources and last the promoted
    /// findings, verified with the reference and MojoShader.
    pub fn build(
        &self,
        model: &Model,
        request: &Request,
        extra: &[&dyn CaseSource],
    ) -> Result<(Suite, Report), Failure> {
        let templates =
            TemplateSource::load(&self.inputs, &self.catalog, model).map_err(Failure::Input)?;
        let oracle = ReferenceOracle::new(&self.rules, model);
        let promoted = PromotedSource::new(self.inputs.promoted.clone());
        let mut sources: Vec<&dyn CaseSource> = vec![&templates];
        sources.extend_from_slice(extra);
        sources.push(&promoted);
        let gen = Generator {
            model,
            catalog: &self.catalog,
            oracle: &oracle,
            cross: &self.cross,
            sources,
            inputs: &self.inputs,
            exemptions: &templates.bindings().exemptions,
        };
        // Versions published in format 2 regenerate as they were (no gate); the others
        // are written in format 3 and every assemble case is classified by Wine's table.
        let table = if self.wine_gate && crate::suite::manifest::format_for(&request.version) >= 3 {
            Some(
                crate::wine_gate::WineTable::embedded()
                    .map_err(|e| Failure::Input(vec![crate::error::GenError::new(e)]))?,
            )
        } else {
            None
        };
        gen.build_gated(request, table)
    }

    /// The execute cases of the loaded inputs (`execute/*.yaml`).
    pub fn execute_source(&self, model: &Model) -> Result<ExecuteSource, Failure> {
        ExecuteSource::load(&self.inputs.execute, model).map_err(Failure::Input)
    }

    /// Generates a suite from every source a published suite has: the templates,
    /// random valid programs, near-miss mutations, template witnesses in random
    /// context, the execute bindings and the promoted findings.
    pub fn build_suite(
        &self,
        model: &Model,
        request: &Request,
    ) -> Result<(Suite, Report), Failure> {
        let exec = self.execute_source(model)?;
        self.build(
            model,
            request,
            &[
                &RandomSource::default(),
                &MutationSource::default(),
                &ContextSource,
                &exec,
            ],
        )
    }

    /// Verifies a suite on disk with the reference: hashes and paths of every case, the
    /// reference's agreement with every case its `ERRATA.yaml` does not withdraw.
    pub fn verify(&self, model: &Model, dir: &Path) -> Result<VerifyReport, String> {
        verify_suite(dir, model, &ReferenceOracle::new(&self.rules, model))
    }

    /// Verifies only the files of the suite in `dir` (hashes and paths), not the
    /// reference's agreement with its expectations.
    pub fn verify_files(&self, model: &Model, dir: &Path) -> Result<VerifyReport, String> {
        crate::suite::verify::verify_suite_files(
            dir,
            model,
            &ReferenceOracle::new(&self.rules, model),
        )
    }

    /// The previous published version's manifest (below `version`) in `suites_dir`.
    pub fn previous(suites_dir: &Path, version: &str) -> Result<Option<Manifest>, String> {
        let v = crate::suite::publish::Semver::parse(version)
            .ok_or_else(|| format!("`{version}` is not a version MAJOR.MINOR.PATCH"))?;
        crate::suite::publish::previous(suites_dir, v)
    }
}
