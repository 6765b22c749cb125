//! Embeds `templates/*.tera`, `bindings/*.yaml`, `execute/*.yaml` and `promoted/*.yaml`
//! into the crate, sorted by file name,
//! so that the `shadercts` binary generates suites without the source tree.

use std::fmt::Write as _;
use std::path::Path;

fn list(dir: &Path, ext: &str) -> Vec<(String, String)> {
    println!("cargo:rerun-if-changed={}", dir.display());
    let mut out = Vec::new();
    let entries = match std::fs::read_dir(dir) {
        Ok(e) => e,
        Err(_) => return out,
    };
    for entry in entries.flatten() {
        let path = entry.path();
        let name = entry.file_name().to_string_lossy().into_owned();
        if path.is_file() && name.ends_with(ext) {
            println!("cargo:rerun-if-changed={}", path.display());
            out.push((name, path.display().to_string()));
        }
    }
    out.sort();
    out
}

fn emit(code: &mut String, konst: &str, folder: &str, files: &[(String, String)]) {
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

fn main() {
    let root = std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR");
    let root = Path::new(&root);
    let mut code = String::new();
    emit(
        &mut code,
        "TEMPLATES",
        "templates",
        &list(&root.join("templates"), ".tera"),
    );
    emit(
        &mut code,
        "BINDINGS",
        "bindings",
        &list(&root.join("bindings"), ".yaml"),
    );
    emit(
        &mut code,
        "PROMOTED",
        "promoted",
        &list(&root.join("promoted"), ".yaml"),
    );
    emit(
        &mut code,
        "EXECUTE",
        "execute",
        &list(&root.join("execute"), ".yaml"),
    );
    let out = std::env::var("OUT_DIR").expect("cargo sets OUT_DIR");
    std::fs::write(Path::new(&out).join("embedded.rs"), code).expect("OUT_DIR is writable");
}
