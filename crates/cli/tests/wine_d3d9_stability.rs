//! Run-to-run stability of the `wine-d3d9` backend (issue 35, item 13): a case's answer
//! must not depend on which run made it, on a fresh or a used Wine prefix, or on the
//! cases the worker ran before it. Skipped, saying so, when Wine or a display is
//! missing, unless SHADERCTS_REQUIRE_WINE=1.
//!
//! The cause found: wined3d loses the output writes of a shader with subroutines (it
//! puts the output epilogue at the end of the last subroutine), and softpipe then
//! hands on the value the previous shader wrote to that output slot, so the answer was
//! the previous case's output (with two workers, whichever cases that worker ran). The
//! worker now draws a scrubbing pass before each draw (tools/wine-d3d9-worker/README.md).
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code: a failure is the report

mod common;

use common::wine::{present, root};
use common::*;
use std::collections::BTreeMap;
use std::path::Path;
use std::process::Command;

/// Runs the execute cases matching `ids` on wine-d3d9 in `prefix` with `jobs` workers;
/// returns each case's status and answered outputs (as JSON text).
fn run(prefix: &Path, jobs: &str, ids: &[&str], report: &Path) -> BTreeMap<String, String> {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_shadercts"));
    cmd.args(["run", "--suite"])
        .arg(root().join("suites/2.2.0"))
        .args(["--backend", "wine-d3d9", "--filter-kind", "execute"])
        .args(["--jobs", jobs, "--timeout", "60"])
        .args(["--report", &format!("json:{}", report.display())])
        .env("SHADERCTS_WINE_D3D9_PREFIX", prefix)
        .env_remove("DISPLAY");
    for id in ids {
        cmd.args(["--filter-id", id]);
    }
    let o = cmd.output().expect("shadercts runs");
    let r: serde_json::Value = std::fs::read(report)
        .ok()
        .and_then(|b| serde_json::from_slice(&b).ok())
        .unwrap_or_else(|| panic!("no report: {}", text(&o)));
    r["cases"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| {
            let id = c["id"].as_str().unwrap().to_string();
            let answer = format!("{} {}", c["status"], c["actual"]["outputs"]);
            (id, answer)
        })
        .collect()
}

/// A temporary folder for a fresh Wine prefix; `None` when Wine is missing (skipped).
fn fresh() -> Option<tempfile::TempDir> {
    present().then(|| tempfile::tempdir().unwrap())
}

/// Asserts that every case of `first` has the same answer in `second`.
fn assert_same_answers(first: &BTreeMap<String, String>, second: &BTreeMap<String, String>) {
    let differ: Vec<String> = first
        .iter()
        .filter(|(id, a)| second.get(*id) != Some(*a))
        .map(|(id, a)| format!("{id}: {a} then {:?}", second.get(id)))
        .collect();
    assert!(differ.is_empty(), "{differ:#?}");
}

/// The cases whose outputs Wine loses (subroutines, `breakp`), run twice from a fresh
/// prefix: first alone with one worker (the run that creates the prefix), then after
/// 120 other cases with two workers (the `add`/`abs`/`break` cases, whose outputs used
/// to leak into them: (4, 4, 4, 4) after `break`, (0, 0, 0, 0) alone). Every answer of
/// the second run equals the first's.
#[test]
fn the_answers_do_not_depend_on_the_run_or_the_cases_before() {
    let Some(dir) = fresh() else {
        return;
    };
    let prefix = dir.path().join("prefix");
    let lost = ["exec.call/*", "exec.callnz/*", "exec.breakp/*"];
    let first = run(&prefix, "1", &lost, &dir.path().join("1.json"));
    assert!(
        prefix.join(".shadercts-d3d9-csmt-off").is_file(),
        "the first run made the prefix"
    );
    assert_eq!(first.len(), 35, "{first:#?}");
    let mut ids = lost.to_vec();
    ids.extend(["exec.a*", "exec.b*"]);
    let second = run(&prefix, "2", &ids, &dir.path().join("2.json"));
    assert!(second.len() > first.len() + 100, "{}", second.len());
    assert_same_answers(&first, &second);
}

/// Every execute case of 2.2.0, run twice from a fresh prefix (the first run creates
/// it, as the first run after `scripts/setup.sh` on a new machine initialises its
/// display and Wine): the same status and the same outputs, case by case.
#[test]
fn every_execute_case_answers_the_same_on_the_first_and_the_second_run() {
    let Some(dir) = fresh() else {
        return;
    };
    let prefix = dir.path().join("prefix");
    let first = run(&prefix, "0", &[], &dir.path().join("1.json"));
    let second = run(&prefix, "0", &[], &dir.path().join("2.json"));
    assert_eq!(first.len(), 1454);
    assert_same_answers(&first, &second);
}
