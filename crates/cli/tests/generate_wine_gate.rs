//! `shadercts generate` and the Wine gate (docs/wine-differences.md): one small real
//! generation (the built-in templates, no bindings: the random, mutation and execute
//! sources, about 300 assemble cases; a few seconds in a debug build). The ungated
//! path (`--no-wine-gate`, format 2) is the generator's `Generator::build`, tested in
//! generator/tests/wine_gate.rs; refresh-evidence runs it.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code: a failure is the report

use std::path::{Path, PathBuf};
use std::process::Command;

fn small_generator_dir(dir: &Path) -> PathBuf {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../generator/templates");
    let gd = dir.join("gen");
    std::fs::create_dir_all(gd.join("bindings")).unwrap();
    std::fs::create_dir_all(gd.join("templates")).unwrap();
    for e in std::fs::read_dir(&src).unwrap().flatten() {
        std::fs::copy(e.path(), gd.join("templates").join(e.file_name())).unwrap();
    }
    gd
}

#[test]
fn generate_records_the_wine_evidence_of_every_assemble_case() {
    let dir = tempfile::tempdir().unwrap();
    let gd = small_generator_dir(dir.path());
    let run = |out: &str| {
        let o = Command::new(env!("CARGO_BIN_EXE_shadercts"))
            .args([
                "generate",
                "--no-mojoshader",
                "--allow-gaps",
                "--generator-dir",
            ])
            .arg(&gd)
            .arg("--out")
            .arg(dir.path().join(out))
            .output()
            .unwrap();
        let err = String::from_utf8_lossy(&o.stderr).into_owned();
        assert_eq!(o.status.code(), Some(0), "{err}");
        let m = std::fs::read_to_string(dir.path().join(out).join("manifest.yaml")).unwrap();
        (m, err)
    };
    let (gated, err) = run("gated");
    assert!(gated.contains("\nformat: 3\n"));
    assert!(err.contains("Wine gate: "), "{err}");
    // The random programs and mutants went through the differential check (Wine only:
    // MojoShader is off).
    assert!(
        err.contains("Differential check of 300 random programs and "),
        "{err}"
    );
    let assemble = gated.matches("\n    kind: assemble\n").count();
    let evidence = gated
        .matches("\n      confirmed_by: [wine-d3dcompiler_47]\n")
        .count()
        + gated.matches("\n      deviation: wine.").count();
    assert!(assemble > 100, "{assemble}");
    assert_eq!(
        evidence, assemble,
        "every assemble case carries its evidence"
    );
}

#[test]
fn publish_refuses_to_run_without_mojoshader_unless_told() {
    let dir = tempfile::tempdir().unwrap();
    let suites = dir.path().join("suites");
    std::fs::create_dir_all(&suites).unwrap();
    let o = Command::new(env!("CARGO_BIN_EXE_shadercts"))
        .args(["publish", "--version", "9.9.9", "--suites-dir"])
        .arg(&suites)
        .env(
            "SHADERCTS_MOJOSHADER_LIB",
            dir.path().join("no-such-libmojoshader.so"),
        )
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(2), "{err}");
    assert!(
        err.contains("publish needs MojoShader for the differential check")
            && err.contains("--no-mojoshader"),
        "{err}"
    );
    assert_eq!(
        std::fs::read_dir(&suites).unwrap().count(),
        0,
        "nothing written"
    );
}
