//! SIGINT and SIGTERM while `shadercts generate` writes its suite, from the command line
//! (issue 13, item 3): exit 130 / 143, no `.shadercts-suite-*` staging folder left, and
//! no half-written suite.
//!
//! The generation is real but small: the built-in templates with an empty bindings/
//! folder (`--generator-dir`, `--allow-gaps`), so only the random, mutation, context and
//! execute sources run (about 2,000 cases, 3,500 files; a few seconds in a debug build).
//! `publish` writes through the same `write_atomically`, so it is covered too.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code: a failure is the report

mod signals;

use signals::*;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Duration;

const STAGING: &str = ".shadercts-suite-";

/// A generator folder: the built-in templates, no bindings.
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

/// The paths the manifest lists (`path: …` lines), relative to the suite.
fn manifest_paths(suite: &Path) -> Vec<String> {
    let text = std::fs::read_to_string(suite.join("manifest.yaml")).expect("a manifest");
    text.lines()
        .filter_map(|l| {
            l.trim_start()
                .trim_start_matches("- ")
                .strip_prefix("path: ")
        })
        .map(|p| p.trim().trim_matches('\'').trim_matches('"').to_string())
        .collect()
}

/// Starts a small generation, sends `sig` while its staging folder exists, and checks
/// what is left.
fn interrupted_generate(sig: i32) {
    let dir = tempfile::tempdir().unwrap();
    let gd = small_generator_dir(dir.path());
    let parent = dir.path().join("out");
    std::fs::create_dir(&parent).unwrap();
    let target = parent.join("suite");
    let mut child = Command::new(bin())
        .arg("generate")
        .arg("--out")
        .arg(&target)
        .arg("--generator-dir")
        .arg(&gd)
        .args(["--no-mojoshader", "--allow-gaps"])
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // Generous: on a loaded machine a debug build takes far longer than the usual ~5 s.
    let hit = interrupt_when(&mut child, sig, Duration::from_secs(240), || {
        !entries(&parent, STAGING).is_empty()
    });
    let code = exit_code(&mut child, Duration::from_secs(60));
    let mut stderr = String::new();
    std::io::Read::read_to_string(child.stderr.as_mut().unwrap(), &mut stderr).unwrap();
    assert!(
        hit,
        "the staging folder never appeared (exit {code:?}): {stderr}"
    );
    assert_eq!(code, Some(128 + sig), "{stderr}");
    assert!(stderr.contains("interrupted by"), "{stderr}");
    assert_eq!(
        entries(&parent, STAGING),
        Vec::<String>::new(),
        "staging left: {stderr}"
    );
    // The signal landed before the suite was renamed into place, so nothing is at the
    // target; only if it caught the rename itself may a suite be there, and then whole
    // (every file its manifest lists).
    if target.exists() {
        let paths = manifest_paths(&target);
        assert!(!paths.is_empty());
        for p in paths {
            assert!(target.join(&p).is_file(), "half-written suite: {p} missing");
        }
    }
    let others: Vec<String> = entries(&parent, "")
        .into_iter()
        .filter(|n| n != "suite")
        .collect();
    assert_eq!(others, Vec::<String>::new(), "debris beside the target");
}

#[test]
fn sigint_while_generate_writes_leaves_no_staging_and_no_half_suite() {
    interrupted_generate(libc::SIGINT);
}

#[test]
fn sigterm_while_generate_writes_leaves_no_staging_and_no_half_suite() {
    interrupted_generate(libc::SIGTERM);
}
