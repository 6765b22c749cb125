//! The logic of `build.rs`, kept in a module of its own so that a test can run it on a
//! scratch folder (`tests/build_script.rs` includes this file through `#[path]`).

use std::fmt::Write as _;
use std::path::Path;

/// The embedded folders: (constant, folder, file-name ending, may it be empty or absent).
/// `promoted/` holds cases promoted from fuzzing findings, of which there may be none.
pub const FOLDERS: [(&str, &str, &str, bool); 4] = [
    ("TEMPLATES", "templates", ".tera", false),
    ("BINDINGS", "bindings", ".yaml", false),
    ("PROMOTED", "promoted", ".yaml", true),
    ("EXECUTE", "execute", ".yaml", false),
];

/// The `(file name, path)` of the files of `dir` ending in `ext`, sorted by name; an
/// error if the folder cannot be read or holds none, unless `optional`.
pub fn list(dir: &Path, ext: &str, optional: bool) -> Result<Vec<(String, String)>, String> {
    let mut out = Vec::new();
    let entries = match std::fs::read_dir(dir) {
        Ok(e) => e,
        Err(_) if optional => return Ok(out),
        Err(e) => {
            return Err(format!(
                "cannot read {}: {e}\nthe generator's inputs are part of the source tree; \
                 build from a complete checkout",
                dir.display()
            ))
        }
    };
    for entry in entries {
        let entry = entry.map_err(|e| format!("cannot list {}: {e}", dir.display()))?;
        let path = entry.path();
        let name = entry.file_name().to_string_lossy().into_owned();
        if path.is_file() && name.ends_with(ext) {
            out.push((name, path.display().to_string()));
        }
    }
    if out.is_empty() && !optional {
        return Err(format!(
            "{} holds no *{ext} file; refusing to build a generator without them",
            dir.display()
        ));
    }
    out.sort();
    Ok(out)
}

/// Appends the constant `konst` embedding `files` of `folder` to `code`.
pub fn emit(code: &mut String, konst: &str, folder: &str, files: &[(String, String)]) {
    let _ = writeln!(
        code,
        "/// The embedded `{folder}/` files: (path relative to the crate, text)."
    );
    let _ = writeln!(code, "pub const {konst}: &[(&str, &str)] = &[");
    for (name, path) in files {
        let _ = writeln!(
            code,
            "    ({:?}, include_str!({:?})),",
            format!("{folder}/{name}"),
            path
        );
    }
    let _ = writeln!(code, "];");
}

/// The Rust source embedding every folder of [`FOLDERS`] under `root`, and the paths
/// cargo should watch; an error names the first folder that is missing or empty.
pub fn embedding(root: &Path) -> Result<(String, Vec<String>), String> {
    let mut code = String::new();
    let mut watched = Vec::new();
    for (konst, folder, ext, optional) in FOLDERS {
        let dir = root.join(folder);
        watched.push(dir.display().to_string());
        let files = list(&dir, ext, optional)?;
        watched.extend(files.iter().map(|(_, p)| p.clone()));
        emit(&mut code, konst, folder, &files);
    }
    Ok((code, watched))
}
