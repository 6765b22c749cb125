//! Writes the binary snapshots of the embedded shader-model tables and rule files into
//! `OUT_DIR` (`model.snapshot`, `rules.snapshot`): the command line decodes them at
//! start-up instead of parsing the YAML, which was most of every command's start-up.
//! The YAML is read here by the same libraries (build dependencies) with the same
//! records, so a broken rule or model file fails the build with its file and line.

use std::env;
use std::path::PathBuf;

fn main() {
    // The snapshots change only with the libraries (which embed the YAML): cargo runs
    // this script again whenever a build dependency is rebuilt.
    println!("cargo:rerun-if-changed=build.rs");
    let out = PathBuf::from(env::var("OUT_DIR").unwrap_or_default());
    let model =
        shadercts_shader::model::snapshot::encode(&shadercts_shader::model::EMBEDDED_SOURCES)
            .unwrap_or_else(|e| {
                fail(&format!(
                    "the embedded shader-model tables are broken:\n{e}"
                ))
            });
    let rules = shadercts_rules::snapshot::encode_embedded()
        .unwrap_or_else(|e| fail(&format!("the embedded rule files are broken:\n{e}")));
    for (name, bytes) in [("model.snapshot", model), ("rules.snapshot", rules)] {
        let dest = out.join(name);
        if let Err(e) = std::fs::write(&dest, bytes) {
            fail(&format!("cannot write {}: {e}", dest.display()));
        }
    }
}

/// Stops the build with `message` (cargo shows a failed build script's stderr).
fn fail(message: &str) -> ! {
    eprintln!("error: {message}");
    std::process::exit(1)
}
