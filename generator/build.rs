//! Embeds `templates/*.tera`, `bindings/*.yaml`, `execute/*.yaml` and `promoted/*.yaml`
//! into the crate, sorted by file name,
//! so that the `shadercts` binary generates suites without the source tree.
//! Fails the build when a required folder is missing or empty (see `build/embed.rs`).

#[path = "build/embed.rs"]
mod embed;

use std::path::Path;

fn main() {
    let (Ok(root), Ok(out)) = (
        std::env::var("CARGO_MANIFEST_DIR"),
        std::env::var("OUT_DIR"),
    ) else {
        fail("CARGO_MANIFEST_DIR and OUT_DIR are not set: run this build script through cargo");
    };
    let (code, watched) = match embed::embedding(Path::new(&root)) {
        Ok(x) => x,
        Err(e) => fail(&e),
    };
    for w in &watched {
        println!("cargo:rerun-if-changed={w}");
    }
    let dest = Path::new(&out).join("embedded.rs");
    if let Err(e) = std::fs::write(&dest, code) {
        fail(&format!("cannot write {}: {e}", dest.display()));
    }
}

/// Stops the build with `message` (cargo shows a failed build script's stderr).
fn fail(message: &str) -> ! {
    eprintln!("error: {message}");
    std::process::exit(1)
}
