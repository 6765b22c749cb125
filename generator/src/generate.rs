//! The whole generation: run the case sources, verify every case, check coverage, and
//! lay out the suite. Fails, listing everything, when any case cannot be published.

use crate::binding::Exemption;
use crate::case::CaseSpec;
use crate::catalog::RuleCatalog;
use crate::crosscheck::CrossChecker;
use crate::differential::DiffStats;
use crate::error::GenError;
use crate::exec::coverage::ExecCoverage;
use crate::hash::files_sha256;
use crate::inputs::GeneratorInputs;
use crate::oracle::Oracle;
use crate::pipeline::{self, Checkers, CrossStats, Disagreement};
use crate::source::{CaseSource, SourceEnv};
use crate::suite::coverage::{Coverage, Gap};
use crate::suite::{layout, Manifest, Suite, SuiteMeta};
use crate::wine_gate::{GateStats, WineTable};
use shadercts_shader::Model;
use std::fmt;
use std::time::{Duration, Instant};

/// What a generation needs.
pub struct Generator<'a> {
    /// The shader-model tables.
    pub model: &'a Model,
    /// The rules.
    pub catalog: &'a RuleCatalog,
    /// The validator/linker every case is checked with.
    pub oracle: &'a dyn Oracle,
    /// MojoShader (or nothing) for assembled tokens.
    pub cross: &'a CrossChecker,
    /// The case sources, run in order.
    pub sources: Vec<&'a dyn CaseSource>,
    /// The generator inputs (for the manifest's `templates_sha256`).
    pub inputs: &'a GeneratorInputs,
    /// (rule, profile) cells declared unbreakable by the bindings.
    pub exemptions: &'a [Exemption],
}

/// Version, seed and previous manifest of the suite to build.
#[derive(Clone, Debug)]
pub struct Request {
    /// Semver of the suite.
    pub version: String,
    /// Seed.
    pub seed: u64,
    /// The previous version, for CHANGELOG.md.
    pub previous: Option<Manifest>,
    /// Build even with coverage gaps (for authors writing bindings; never when publishing).
    pub allow_gaps: bool,
}

/// Figures of a successful generation.
#[derive(Clone, Debug, Default)]
pub struct Report {
    /// Cases produced by the sources.
    pub specs: usize,
    /// Exact duplicates dropped.
    pub duplicates: usize,
    /// Cases in the suite.
    pub cases: usize,
    /// Files in the suite.
    pub files: usize,
    /// MojoShader cross-check counts.
    pub cross: CrossStats,
    /// The Wine gate's counts (format 3 suites; `None` when it did not run).
    pub wine: Option<GateStats>,
    /// The differential check's counts (format 3 suites; `None` when it did not run).
    pub differential: Option<DiffStats>,
    /// Time running the sources (rendering).
    pub render: Duration,
    /// Time verifying (parse, encode, oracle, MojoShader).
    pub verify: Duration,
    /// Time laying out the suite (manifest, documents).
    pub layout: Duration,
}

/// Why no suite was built.
#[derive(Debug)]
pub enum Failure {
    /// The inputs are broken (templates, bindings, a source).
    Input(Vec<GenError>),
    /// Cases cannot be published: errors, disagreements with the oracle, coverage gaps.
    Rejected {
        /// Cases that could not be built.
        errors: Vec<GenError>,
        /// Author and oracle disagree.
        disagreements: Vec<Disagreement>,
        /// Missing valid/invalid cases.
        gaps: Vec<Gap>,
    },
}

impl fmt::Display for Failure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Failure::Input(errors) => {
                for e in errors {
                    writeln!(f, "error: {e}")?;
                }
                write!(f, "{} input error(s)", errors.len())
            }
            Failure::Rejected {
                errors,
                disagreements,
                gaps,
            } => {
                for e in errors {
                    writeln!(f, "error: {e}")?;
                }
                for d in disagreements {
                    writeln!(f, "{d}")?;
                }
                for g in gaps {
                    writeln!(f, "{g}")?;
                }
                write!(
                    f,
                    "refusing to publish: {} error(s), {} disagreement(s) with the reference, {} coverage gap(s)",
                    errors.len(),
                    disagreements.len(),
                    gaps.len()
                )
            }
        }
    }
}

/// The hash of the generator's inputs for a suite of manifest format `format`: the draw
/// bindings and `execute-levels.yaml` count from format 4 on (the suites that have draw cases), so that the hashes
/// of the released 2.x suites stay what they were.
pub fn templates_sha256(inputs: &GeneratorInputs, format: u32) -> String {
    let draw: &[crate::inputs::SourceFile] = if format >= 4 { &inputs.draw } else { &[] };
    // The native levels of frozen execute bindings count too from format 4 on.
    let levels = (format >= 4).then(|| {
        (
            crate::exec::levels::PATH,
            crate::exec::levels::text().as_bytes(),
        )
    });
    files_sha256(
        inputs
            .templates
            .iter()
            .chain(&inputs.bindings)
            .chain(&inputs.execute)
            .chain(&inputs.promoted)
            .chain(draw)
            .map(|f| (f.path.as_str(), f.text.as_bytes()))
            .chain(levels),
    )
}

impl Generator<'_> {
    /// Runs every source in order; each sees the cases of the ones before it.
    pub fn collect(&self, seed: u64) -> Result<Vec<CaseSpec>, Vec<GenError>> {
        let mut all: Vec<CaseSpec> = Vec::new();
        let mut errors = Vec::new();
        for s in &self.sources {
            let env = SourceEnv {
                model: self.model,
                catalog: self.catalog,
                seed,
                earlier: &all,
            };
            match s.cases(&env) {
                Ok(c) => all.extend(c),
                Err(e) => errors.extend(e),
            }
        }
        if errors.is_empty() {
            Ok(all)
        } else {
            Err(errors)
        }
    }

    /// Builds the suite in manifest format 2 without the Wine gate, or says everything
    /// that stops it.
    pub fn build(&self, req: &Request) -> Result<(Suite, Report), Failure> {
        self.build_gated(req, None)
    }

    /// Builds the suite; with `wine`, in manifest format 3, every assemble case
    /// classified by Wine's table (a case it cannot classify stops the build).
    pub fn build_gated(
        &self,
        req: &Request,
        wine: Option<&WineTable>,
    ) -> Result<(Suite, Report), Failure> {
        let t0 = Instant::now();
        let specs = self.collect(req.seed).map_err(Failure::Input)?;
        let t1 = Instant::now();
        let ck = Checkers {
            model: self.model,
            oracle: self.oracle,
            cross: self.cross,
            format: crate::suite::manifest::format_for(&req.version),
        };
        let mut outcome = pipeline::verify(&specs, &ck);
        // Suites of format 4 (3.0.0 on) also have draw cases, checked against the
        // reference pipeline (docs/draw-cases.md); older versions are unchanged.
        let draw_errors = crate::draw::add_to(
            &mut outcome.set,
            self.model,
            self.oracle,
            self.catalog,
            req,
            self.inputs,
        );
        let t2 = Instant::now();
        let gaps = if req.allow_gaps {
            Vec::new()
        } else {
            Coverage::of(&outcome.set.cases).gaps(self.catalog, self.exemptions)
        };
        let exec_pairs = crate::exec::coverage::pairs(self.model);
        let mut errors = outcome.errors;
        errors.extend(draw_errors);
        let gated = wine.map(|t| {
            let (evidence, stats, errs) = crate::wine_gate::gate(&outcome.set, self.model, t);
            errors.extend(errs);
            (evidence, stats, t.evidence.as_str())
        });
        // The generated programs are compared with MojoShader's and Wine's answers too
        // (docs/differential.md); it runs wherever the gate does.
        let differential = wine.map(|t| {
            let (stats, errs) = crate::differential::check(&outcome.set, self.model, self.cross, t);
            errors.extend(errs);
            stats
        });
        // A suite with execute cases must run every executable instruction in every
        // profile that has it (suites without any, like the demos, are not concerned).
        let exec = ExecCoverage::of(&outcome.set.cases);
        if !req.allow_gaps && !exec.cells.is_empty() {
            errors.extend(exec.gaps(&exec_pairs).into_iter().map(|(key, profile)| {
                GenError::new(format!(
                    "execute coverage gap: no execute case runs `{key}` in {profile}"
                ))
            }));
        }
        if !errors.is_empty() || !outcome.disagreements.is_empty() || !gaps.is_empty() {
            let errors = crate::wine_gate::summarise_missing(errors, req.seed);
            return Err(Failure::Rejected {
                errors,
                disagreements: outcome.disagreements,
                gaps,
            });
        }
        let meta = SuiteMeta {
            version: req.version.clone(),
            seed: req.seed,
            rules_sha256: files_sha256(
                self.catalog
                    .sources
                    .iter()
                    .map(|(p, t)| (p.as_str(), t.as_bytes())),
            ),
            templates_sha256: templates_sha256(
                self.inputs,
                crate::suite::manifest::format_for(&req.version),
            ),
        };
        let profiles: Vec<String> = self.model.profiles.iter().map(|p| p.name.clone()).collect();
        let cases = outcome.set.cases.len();
        let none = Default::default();
        let g = match &gated {
            Some((evidence, _, name)) => layout::Gated {
                format: crate::suite::manifest::format_for(&req.version),
                evidence,
                name,
            },
            None => layout::Gated {
                format: 2,
                evidence: &none,
                name: "",
            },
        };
        let suite = layout::build(
            outcome.set,
            &meta,
            self.catalog,
            &profiles,
            req.previous.as_ref(),
            self.exemptions,
            &exec_pairs,
            &g,
        );
        let report = Report {
            specs: outcome.specs,
            duplicates: outcome.duplicates,
            cases,
            files: suite.files.len(),
            cross: outcome.cross,
            wine: gated.as_ref().map(|(_, s, _)| s.clone()),
            differential,
            render: t1 - t0,
            verify: t2 - t1,
            layout: t2.elapsed(),
        };
        Ok((suite, report))
    }
}
