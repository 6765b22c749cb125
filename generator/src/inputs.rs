//! The generator's own input files: templates, bindings, execute bindings and promoted
//! findings, embedded at build time or
//! read from a directory laid out like the `generator/` crate.

use crate::error::GenError;
use std::path::Path;

mod embedded {
    include!(concat!(env!("OUT_DIR"), "/embedded.rs"));
}

/// One input file: its path relative to the generator directory, and its text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SourceFile {
    /// `templates/ps_oc_write.tera`, `bindings/oc.yaml`.
    pub path: String,
    /// The whole file.
    pub text: String,
}

/// The templates and bindings a suite is generated from.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct GeneratorInputs {
    /// `templates/*.tera`, sorted by path.
    pub templates: Vec<SourceFile>,
    /// `bindings/*.yaml`, sorted by path.
    pub bindings: Vec<SourceFile>,
    /// `execute/*.yaml` (execute bindings), sorted by path.
    pub execute: Vec<SourceFile>,
    /// `promoted/*.yaml` (findings `shadercts promote` wrote), sorted by path.
    pub promoted: Vec<SourceFile>,
    /// `draw/*.yaml` (draw bindings, suites >= 3.0.0), sorted by path; none for a
    /// generator directory without a `draw` folder.
    pub draw: Vec<SourceFile>,
}

impl GeneratorInputs {
    /// The files embedded when the crate was built.
    pub fn embedded() -> GeneratorInputs {
        let conv = |files: &[(&str, &str)]| {
            files
                .iter()
                .map(|(p, t)| SourceFile {
                    path: (*p).to_string(),
                    text: (*t).to_string(),
                })
                .collect()
        };
        GeneratorInputs {
            templates: conv(embedded::TEMPLATES),
            bindings: conv(embedded::BINDINGS),
            execute: conv(embedded::EXECUTE),
            promoted: conv(embedded::PROMOTED),
            draw: conv(crate::draw::EMBEDDED),
        }
    }

    /// Reads `dir/templates/*.tera`, `dir/bindings/*.yaml` and, when the folders exist,
    /// `dir/execute/*.yaml`, `dir/promoted/*.yaml` and `dir/draw/*.yaml`.
    pub fn from_dir(dir: &Path) -> Result<GeneratorInputs, GenError> {
        let promoted = if dir.join("promoted").is_dir() {
            read_folder(dir, "promoted", ".yaml")?
        } else {
            Vec::new()
        };
        Ok(GeneratorInputs {
            templates: read_folder(dir, "templates", ".tera")?,
            bindings: read_folder(dir, "bindings", ".yaml")?,
            execute: if dir.join("execute").is_dir() {
                read_folder(dir, "execute", ".yaml")?
            } else {
                Vec::new()
            },
            promoted,
            draw: if dir.join("draw").is_dir() {
                read_folder(dir, "draw", ".yaml")?
            } else {
                Vec::new()
            },
        })
    }

    /// The template named `name` (file stem), if any.
    pub fn template(&self, name: &str) -> Option<&SourceFile> {
        self.templates
            .iter()
            .find(|f| template_name(&f.path) == name)
    }
}

/// The name a template is used by: its file name without folder and `.tera`.
pub fn template_name(path: &str) -> &str {
    let file = path.rsplit('/').next().unwrap_or(path);
    file.strip_suffix(".tera").unwrap_or(file)
}

fn read_folder(dir: &Path, folder: &str, ext: &str) -> Result<Vec<SourceFile>, GenError> {
    let path = dir.join(folder);
    let io = |e: std::io::Error| GenError::new(format!("cannot read {}: {e}", path.display()));
    let mut out = Vec::new();
    for entry in std::fs::read_dir(&path).map_err(io)? {
        let entry = entry.map_err(io)?;
        let name = entry.file_name().to_string_lossy().into_owned();
        if !name.ends_with(ext) || !entry.path().is_file() {
            continue;
        }
        let text = std::fs::read_to_string(entry.path())
            .map_err(|e| GenError::new(format!("cannot read {}: {e}", entry.path().display())))?;
        out.push(SourceFile {
            path: format!("{folder}/{name}"),
            text,
        });
    }
    out.sort_by(|a, b| a.path.cmp(&b.path));
    Ok(out)
}
