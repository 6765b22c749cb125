//! Embeds every `spec-rules/rules/*.yaml` file, sorted by name, into the library.

use std::env;
use std::fmt::Write as _;
use std::path::PathBuf;

fn main() {
    let manifest = PathBuf::from(env::var("CARGO_MANIFEST_DIR").unwrap_or_default());
    let dir = manifest.join("../../spec-rules/rules");
    println!("cargo:rerun-if-changed={}", dir.display());
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .map(|rd| {
            rd.filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|p| p.extension().is_some_and(|x| x == "yaml") && p.is_file())
                .collect()
        })
        .unwrap_or_default();
    files.sort();
    let mut out = String::from("/// The rule files of `spec-rules/rules/`, embedded at build time.\npub const EMBEDDED_RULES: &[(&str, &str)] = &[\n");
    for f in &files {
        println!("cargo:rerun-if-changed={}", f.display());
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
    let dest = PathBuf::from(env::var("OUT_DIR").unwrap_or_default()).join("embedded_rules.rs");
    if let Err(e) = std::fs::write(&dest, out) {
        panic!("cannot write {}: {e}", dest.display());
    }
}
