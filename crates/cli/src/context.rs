//! The shader-model tables (and, later, the rules) a command works with: the embedded
//! ones, or those of a `--spec DIR`.

use crate::error::CliError;
use shadercts_shader::Model;
use std::path::{Path, PathBuf};

/// What every command needs: the model tables, loaded once.
pub struct Context {
    model: ModelRef,
    /// The `--spec` directory, if one was given.
    pub spec_dir: Option<PathBuf>,
}

enum ModelRef {
    Embedded(&'static Model),
    Owned(Box<Model>),
}

impl Context {
    /// Loads the embedded tables, or the ones under `spec/models/` when `spec` is given.
    pub fn new(spec: Option<&Path>) -> Result<Context, CliError> {
        let model = match spec {
            None => ModelRef::Embedded(Model::embedded()),
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
        })
    }

    /// The model tables.
    pub fn model(&self) -> &Model {
        match &self.model {
            ModelRef::Embedded(m) => m,
            ModelRef::Owned(m) => m,
        }
    }
}
