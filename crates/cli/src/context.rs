//! The shader-model tables (and, later, the rules) a command works with: the embedded
//! ones, or those of a `--spec DIR`.

use crate::error::CliError;
use shadercts_rules::{Conformance, RuleSet};
use shadercts_shader::Model;
use std::path::{Path, PathBuf};
use std::sync::{Arc, OnceLock};

/// The embedded model tables' records, written by the build script (`build.rs`).
static MODEL_SNAPSHOT: &[u8] = include_bytes!(concat!(env!("OUT_DIR"), "/model.snapshot"));
/// The embedded rule files' records, written by the build script (`build.rs`).
static RULES_SNAPSHOT: &[u8] = include_bytes!(concat!(env!("OUT_DIR"), "/rules.snapshot"));

/// `--conformance` on the command line.
#[derive(Clone, Copy, Debug, clap::ValueEnum)]
pub enum ConformanceArg {
    /// The rules Microsoft's validator enforces (the default).
    Native,
    /// Native plus the rules that only a document states.
    Documented,
}

impl From<ConformanceArg> for Conformance {
    fn from(a: ConformanceArg) -> Conformance {
        match a {
            ConformanceArg::Native => Conformance::Native,
            ConformanceArg::Documented => Conformance::Documented,
        }
    }
}

/// What every command needs: the model tables, loaded once.
pub struct Context {
    model: ModelRef,
    /// The `--spec` directory, if one was given.
    pub spec_dir: Option<PathBuf>,
    /// The conformance level the rules are checked at (`--conformance`).
    pub conformance: Conformance,
    /// The rule set, loaded on first use (not every command needs it).
    rules: OnceLock<Arc<RuleSet>>,
}

enum ModelRef {
    Embedded(&'static Model),
    Owned(Box<Model>),
}

impl Context {
    /// Loads the embedded tables (from their snapshot), or the ones under `spec/models/`
    /// when `spec` is given.
    pub fn new(spec: Option<&Path>, conformance: Conformance) -> Result<Context, CliError> {
        let model = match spec {
            None => ModelRef::Embedded(Model::embedded_from_snapshot(MODEL_SNAPSHOT)),
            Some(dir) => {
                let models = dir.join("models");
                if !models.is_dir() {
                    return Err(CliError::Input(format!(
                        "--spec {}: expected a directory with models/ and rules/ (like spec-rules/)",
                        dir.display()
                    )));
                }
                ModelRef::Owned(Box::new(Model::from_dir(&models).map_err(|e| {
                    CliError::Input(format!("the shader-model tables are broken:\n{e}"))
                })?))
            }
        };
        Ok(Context {
            model,
            spec_dir: spec.map(Path::to_path_buf),
            conformance,
            rules: OnceLock::new(),
        })
    }

    /// The rules: the embedded ones, or those under `--spec DIR/rules/`, checked against
    /// the model, at the `--conformance` level. A broken rule directory is an input error
    /// (exit 2) naming file:line:col.
    pub fn rules(&self) -> Result<&RuleSet, CliError> {
        self.rules_arc().map(|r| &**r)
    }

    /// The rules, shared (for backends that keep them).
    pub fn shared_rules(&self) -> Result<Arc<RuleSet>, CliError> {
        self.rules_arc().cloned()
    }

    fn rules_arc(&self) -> Result<&Arc<RuleSet>, CliError> {
        if let Some(r) = self.rules.get() {
            return Ok(r);
        }
        let loaded = match &self.spec_dir {
            Some(dir) => RuleSet::load_dir(&dir.join("rules"), self.model()),
            // The snapshot is the build's own; were it unreadable, the YAML gives the
            // same rules.
            None => shadercts_rules::snapshot::decode_embedded(RULES_SNAPSHOT, self.model())
                .unwrap_or_else(|| RuleSet::embedded(self.model())),
        }
        .map_err(|e| CliError::Input(format!("the rule files are broken:\n{e}")))?
        .with_conformance(self.conformance);
        Ok(self.rules.get_or_init(|| Arc::new(loaded)))
    }

    /// The model tables.
    pub fn model(&self) -> &Model {
        match &self.model {
            ModelRef::Embedded(m) => m,
            ModelRef::Owned(m) => m,
        }
    }
}
