//! Embeds every `spec-rules/rules/*.yaml` file, sorted by name, into the library.
//! Fails the build when the folder is missing or holds no rule file (see `build/embed.rs`).

#[path = "build/embed.rs"]
mod embed;

use std::env;
use std::path::PathBuf;

fn main() {
    let manifest = PathBuf::from(env::var("CARGO_MANIFEST_DIR").unwrap_or_default());
    let dir = manifest.join("../../spec-rules/rules");
    println!("cargo:rerun-if-changed={}", dir.display());
    let files = match embed::rule_files(&dir) {
        Ok(f) => f,
        Err(e) => fail(&e),
    };
    for f in &files {
        println!("cargo:rerun-if-changed={}", f.display());
    }
    let dest = PathBuf::from(env::var("OUT_DIR").unwrap_or_default()).join("embedded_rules.rs");
    if let Err(e) = std::fs::write(&dest, embed::embedding(&files)) {
        fail(&format!("cannot write {}: {e}", dest.display()));
    }
}

/// Stops the build with `message` (cargo shows a failed build script's stderr).
fn fail(message: &str) -> ! {
    eprintln!("error: {message}");
    std::process::exit(1)
}
