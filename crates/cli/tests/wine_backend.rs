//! `shadercts run --backend wine` end to end: Wine's D3DAssemble in a persistent wine
//! process (tools/wine-worker). The tests that need Wine are skipped, saying so, when it
//! is not on PATH, unless SHADERCTS_REQUIRE_WINE=1 (set by .ci/run after scripts/setup.sh).
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code: a failure is the report

mod common;

use common::*;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn fixture() -> PathBuf {
    root().join("crates/harness/tests/fixtures/suite")
}

fn wine_present() -> bool {
    let found = ["wine64", "wine"].iter().any(|w| which(w).is_some());
    if !found {
        if std::env::var("SHADERCTS_REQUIRE_WINE").as_deref() == Ok("1") {
            panic!("SHADERCTS_REQUIRE_WINE=1 but neither wine64 nor wine is on PATH");
        }
        eprintln!("SKIPPED: neither wine64 nor wine is on PATH (scripts/setup.sh installs it)");
    }
    found
}

fn which(name: &str) -> Option<PathBuf> {
    std::env::var_os("PATH").and_then(|paths| {
        std::env::split_paths(&paths)
            .map(|d| d.join(name))
            .find(|p| p.is_file())
    })
}

fn run(args: &[&str], env: &[(&str, &Path)]) -> Output {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_shadercts"));
    cmd.arg("run").args(args);
    for (k, v) in env {
        cmd.env(k, v);
    }
    cmd.output().expect("shadercts runs")
}

#[test]
fn without_wine_the_backend_is_an_input_error_naming_setup() {
    let empty = tempfile::tempdir().unwrap();
    let fixture = fixture();
    let o = run(
        &["--suite", fixture.to_str().unwrap(), "--backend", "wine"],
        &[("PATH", empty.path())],
    );
    assert_eq!(code(&o), 2, "{}", text(&o));
    let t = text(&o);
    assert!(
        t.contains("wine64") && t.contains("scripts/setup.sh"),
        "{t}"
    );
}

#[test]
fn too_little_memory_for_wine_is_an_input_error() {
    let fixture = fixture();
    let o = run(
        &[
            "--suite",
            fixture.to_str().unwrap(),
            "--backend",
            "wine",
            "--memory",
            "1024",
        ],
        &[],
    );
    assert_eq!(code(&o), 2, "{}", text(&o));
    assert!(text(&o).contains("at least 2048 MiB"), "{}", text(&o));
}

#[test]
fn a_missing_worker_exe_is_an_input_error() {
    if !wine_present() {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let missing = dir.path().join("no-such-worker.exe");
    let fixture = fixture();
    let o = run(
        &["--suite", fixture.to_str().unwrap(), "--backend", "wine"],
        &[("SHADERCTS_WINE_WORKER", &missing)],
    );
    assert_eq!(code(&o), 2, "{}", text(&o));
    let t = text(&o);
    assert!(
        t.contains("no-such-worker.exe") && t.contains("scripts/setup.sh"),
        "{t}"
    );
}

/// A fresh cache: the worker exe is compiled and the prefix initialised on first use,
/// with nothing half-made left beside them.
#[test]
fn the_first_use_builds_the_worker_and_creates_the_prefix() {
    if !wine_present() {
        return;
    }
    let cache = tempfile::tempdir().unwrap();
    let prefix = cache.path().join("my prefix");
    let dir = tempfile::tempdir().unwrap();
    let json = dir.path().join("r.json");
    let fixture = fixture();
    let o = run(
        &[
            "--suite",
            fixture.to_str().unwrap(),
            "--backend",
            "wine",
            "--filter-kind",
            "assemble",
            "--timeout",
            "30",
            "--report",
            &format!("json:{}", json.display()),
        ],
        &[
            ("XDG_CACHE_HOME", cache.path()),
            ("SHADERCTS_WINEPREFIX", &prefix),
        ],
    );
    assert_eq!(code(&o), 0, "{}", text(&o));
    assert!(prefix.join(".shadercts-prefix-ready").is_file());
    assert!(prefix.join("system.reg").is_file() || prefix.join("drive_c").is_dir());
    let names: Vec<String> = std::fs::read_dir(cache.path().join("shadercts"))
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    assert!(
        names
            .iter()
            .any(|n| n.starts_with("wine-worker-") && n.ends_with(".exe")),
        "{names:?}"
    );
    assert!(
        !names.iter().any(|n| n.contains("build")),
        "no build folder left: {names:?}"
    );
    let r: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&json).unwrap()).unwrap();
    assert_eq!(r["counts"]["pass"], 2, "{r}");
    assert_eq!(r["answered"], 2);
}

/// A copy of the cases of suites/2.0.0 that `keep` selects (by manifest entry text),
/// in the published layout, so the test does not load all 36,086 cases.
fn slice_of_suite_2_0_0(dir: &Path, keep: impl Fn(&str) -> bool) -> usize {
    let src = root().join("suites/2.0.0");
    let manifest = std::fs::read_to_string(src.join("manifest.yaml")).unwrap();
    let (head, body) = manifest.split_once("\ncases:\n").unwrap();
    let entries: Vec<&str> = body
        .strip_prefix("  - id: ")
        .unwrap()
        .split("\n  - id: ")
        .filter(|e| keep(e))
        .collect();
    let mut out = String::new();
    for line in head.lines() {
        if line.starts_with("case_count:") {
            out.push_str(&format!("case_count: {}\n", entries.len()));
        } else {
            out.push_str(line);
            out.push('\n');
        }
    }
    out.push_str("cases:\n");
    for e in &entries {
        out.push_str("  - id: ");
        out.push_str(e.trim_end_matches('\n'));
        out.push('\n');
        for part in e.split("path: ").skip(1) {
            let rel = part.split(',').next().unwrap();
            let to = dir.join(rel);
            std::fs::create_dir_all(to.parent().unwrap()).unwrap();
            std::fs::copy(src.join(rel), &to).unwrap();
        }
    }
    for doc in ["COVERAGE.md", "CHANGELOG.md"] {
        std::fs::copy(src.join(doc), dir.join(doc)).unwrap();
    }
    std::fs::write(dir.join("manifest.yaml"), out).unwrap();
    entries.len()
}

/// A slice of the published suite: the non-software assemble cases of the `mod.*`
/// rules (483 cases) are all answered, and nearly all give the expected tokens.
#[test]
fn a_slice_of_suite_2_0_0_is_answered() {
    if !wine_present() {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let suite = dir.path().join("suite");
    let n = slice_of_suite_2_0_0(&suite, |e| {
        e.starts_with("mod.")
            && e.contains("\n    kind: assemble\n")
            && !e
                .lines()
                .any(|l| l.starts_with("    profile: ") && l.ends_with("_sw"))
    });
    assert!(n >= 100, "{n} cases");
    let json = dir.path().join("r.json");
    let cert = dir.path().join("cert.md");
    let o = run(
        &[
            "--suite",
            suite.to_str().unwrap(),
            "--backend",
            "wine",
            "--timeout",
            "30",
            "--report",
            &format!("json:{}", json.display()),
            "--report",
            &format!("cert:{}", cert.display()),
        ],
        &[],
    );
    let t = text(&o);
    assert!(code(&o) == 0 || code(&o) == 1, "{t}");
    let r: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&json).unwrap()).unwrap();
    let pass = r["counts"]["pass"].as_u64().unwrap();
    assert_eq!(r["selected"].as_u64(), Some(n as u64), "{t}");
    assert_eq!(r["answered"].as_u64(), Some(n as u64), "{t}");
    assert!(pass * 100 >= n as u64 * 90, "{pass} of {n} pass: {t}");
    assert!(t.contains("answered:"), "{t}");
    // A certificate names the backend and Wine's version, and no local path.
    let c = std::fs::read_to_string(&cert).unwrap();
    assert!(c.contains("wine-d3dcompiler") && c.contains("Wine "), "{c}");
    let home = std::env::var("HOME").unwrap_or_else(|_| "/root".into());
    assert!(
        !c.contains(&format!("{home}/")) && !c.contains("/tmp/"),
        "{c}"
    );
}
