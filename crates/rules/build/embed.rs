//! The logic of `build.rs`, kept in a module of its own so that a test can run it on a
//! scratch folder (`tests/build_script.rs` includes this file through `#[path]`).

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

/// The `*.yaml` files of `dir`, sorted; an error if the folder cannot be read or holds
/// none, since an empty rule list would build a validator that accepts every shader.
pub fn rule_files(dir: &Path) -> Result<Vec<PathBuf>, String> {
    let entries = std::fs::read_dir(dir).map_err(|e| {
        format!(
            "cannot read the rule folder {}: {e}\n\
             the rule files (spec-rules/rules/*.yaml) are part of the source tree; \
             build from a complete checkout",
            dir.display()
        )
    })?;
    let mut files = Vec::new();
    for entry in entries {
        let path = entry
            .map_err(|e| format!("cannot list {}: {e}", dir.display()))?
            .path();
        if path.extension().is_some_and(|x| x == "yaml") && path.is_file() {
            files.push(path);
        }
    }
    if files.is_empty() {
        return Err(format!(
            "the rule folder {} holds no *.yaml rule file; refusing to build a validator \
             without rules (it would accept every shader)",
            dir.display()
        ));
    }
    files.sort();
    Ok(files)
}

/// The Rust source that embeds `files` as `EMBEDDED_RULES` (`spec-rules/rules/NAME`, text).
pub fn embedding(files: &[PathBuf]) -> String {
    let mut out = String::from("/// The rule files of `spec-rules/rules/`, embedded at build time.\npub const EMBEDDED_RULES: &[(&str, &str)] = &[\n");
    for f in files {
        let name = f.file_name().and_then(|n| n.to_str()).unwrap_or_default();
        let abs = f.canonicalize().unwrap_or_else(|_| f.clone());
        let _ = writeln!(
            out,
            "    ({:?}, include_str!({:?})),",
            format!("spec-rules/rules/{name}"),
            abs.display().to_string()
        );
    }
    out.push_str("];\n");
    out
}
