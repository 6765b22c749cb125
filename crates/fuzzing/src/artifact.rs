//! Fuzz artifacts: which target a file belongs to, and reducing the finding it shows.

use crate::finding::Finding;
use crate::oracle::model;
use crate::reduce::{self, ReduceError, Reduction};
use crate::targets::{self, Target};
use std::fmt;
use std::path::Path;

/// The target named by an artifact or corpus path (`…/artifacts/<target>/…`,
/// `…/corpus/<target>/…`).
pub fn target_of(path: &Path) -> Option<&'static Target> {
    let parts: Vec<String> = path
        .components()
        .map(|c| c.as_os_str().to_string_lossy().into_owned())
        .collect();
    parts
        .windows(2)
        .rev()
        .find(|w| w[0] == "artifacts" || w[0] == "corpus")
        .and_then(|w| targets::by_name(&w[1]))
}

/// The reduced form of an artifact.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Reduced {
    /// A shader text that still shows the finding.
    Shader(Reduction),
    /// A token stream (bytecode targets) that still shows it, with the tests made.
    Bytes(Vec<u8>, usize),
}

/// Why an artifact cannot be reduced.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ArtifactError {
    /// The target's oracle passes on it (fixed since, or another target's artifact).
    NoFinding,
    /// The finding cannot be shown by a shader text (it comes from the generator's
    /// choices): minimise the raw input with `cargo fuzz tmin` instead.
    NotAShader(Finding),
}

impl fmt::Display for ArtifactError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ArtifactError::NoFinding => {
                f.write_str("the target's oracle passes on this input: nothing to reduce")
            }
            ArtifactError::NotAShader(x) => write!(
                f,
                "the finding does not reproduce from a shader text; minimise the raw input with \
                 `cargo fuzz tmin {}` instead\n{x}",
                x.target
            ),
        }
    }
}

impl std::error::Error for ArtifactError {}

/// Runs `target` on `data` and reduces what it finds: the shader the finding names
/// (when that shader alone shows the same signature), else the input's own text, else
/// (bytecode targets) its tokens.
pub fn reduce(target: &Target, data: &[u8]) -> Result<(Finding, Reduced), ArtifactError> {
    let finding = (target.check)(data).err().ok_or(ArtifactError::NoFinding)?;
    let want = finding.signature.clone();
    let mut same = |t: &str| (target.signature)(t).as_deref() == Some(want.as_str());
    if let Some(shader) = finding.shader.clone() {
        if let Ok(r) = reduce::reduce_text(&shader, model(), &mut same) {
            return Ok((finding, Reduced::Shader(r)));
        }
    }
    if !target.bytecode {
        if let Ok(src) = std::str::from_utf8(data) {
            let mut same_input = |t: &str| {
                (target.check)(t.as_bytes())
                    .err()
                    .is_some_and(|f| f.signature == want)
            };
            match reduce::reduce_text(src, model(), &mut same_input) {
                Ok(r) => return Ok((finding, Reduced::Shader(r))),
                Err(ReduceError::NotFailing) => {}
            }
        }
        return Err(ArtifactError::NotAShader(finding));
    }
    let mut same_bytes = |b: &[u8]| (target.check)(b).err().is_some_and(|f| f.signature == want);
    match reduce::reduce_tokens(data, &mut same_bytes) {
        Ok((bytes, tests)) => Ok((finding, Reduced::Bytes(bytes, tests))),
        Err(ReduceError::NotFailing) => Err(ArtifactError::NoFinding),
    }
}
