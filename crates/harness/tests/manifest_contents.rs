//! Issue 35 item 8: what a manifest's cases name is checked at load, not only its
//! shape: a rule id the rule set does not have, a profile Direct3D 9 does not have, more
//! than 64 rule ids in a case, or a line longer than 64 KiB is refused with its place;
//! every published suite still loads.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code: a failure is the report

mod common;

use common::*;
use shadercts_harness::Suite;
use shadercts_rules::RuleSet;
use shadercts_shader::Model;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

fn rules() -> RuleSet {
    RuleSet::embedded(Model::embedded()).unwrap()
}

fn copy() -> (tempfile::TempDir, PathBuf) {
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path().join("suite");
    copy_dir(&fixture_dir(), &dir);
    (tmp, dir)
}

fn edit_manifest(dir: &Path, from: &str, to: &str) {
    let path = dir.join("manifest.yaml");
    let text = std::fs::read_to_string(&path).unwrap();
    assert!(text.contains(from), "the fixture has `{from}`");
    std::fs::write(&path, text.replacen(from, to, 1)).unwrap();
}

fn load_error(dir: &Path) -> String {
    match Suite::load_with_rules(dir, &rules()) {
        Ok(_) => panic!("{} loaded", dir.display()),
        Err(e) => e.to_string(),
    }
}

#[test]
fn a_made_up_rule_is_refused_where_it_stands() {
    let (_tmp, dir) = copy();
    assert!(Suite::load_with_rules(&dir, &rules()).is_ok());
    edit_manifest(&dir, "rules: [ps.oC.mov-only]", "rules: [no.such.rule]");
    let e = load_error(&dir);
    let at = format!("{}:12:", dir.join("manifest.yaml").display());
    assert!(e.starts_with(&at), "{e}");
    assert!(
        e.contains("rules names `no.such.rule`, which is not a rule"),
        "{e}"
    );
    // Without a rule set at hand the name cannot be checked; the load does not guess.
    assert!(Suite::load(&dir).is_ok());

    let (_tmp, dir) = copy();
    edit_manifest(
        &dir,
        "rules: [ps.oC.mov-only] }",
        "rules: [ps.oC.mov-only, no.such.rule] }",
    );
    let e = load_error(&dir);
    assert!(e.contains("expect.rules names `no.such.rule`"), "{e}");
}

#[test]
fn a_made_up_profile_is_refused_by_every_load() {
    let (_tmp, dir) = copy();
    edit_manifest(&dir, "profile: ps_2_0", "profile: ps_9_9");
    let at = format!("{}:11:", dir.join("manifest.yaml").display());
    for e in [
        load_error(&dir),
        Suite::load(&dir).err().unwrap().to_string(),
    ] {
        assert!(e.starts_with(&at), "{e}");
        assert!(e.contains("unknown profile `ps_9_9`"), "{e}");
    }
}

#[test]
fn rule_ids_per_case_and_line_length_are_bounded() {
    let (_tmp, dir) = copy();
    let many: Vec<String> = (0..65).map(|i| format!("r{i}")).collect();
    edit_manifest(
        &dir,
        "rules: [ps.oC.mov-only]",
        &format!("rules: [{}]", many.join(", ")),
    );
    let e = Suite::load(&dir).err().unwrap().to_string();
    assert!(
        e.contains("names 65 rule ids; a case names at most 64"),
        "{e}"
    );

    let (_tmp, dir) = copy();
    let million: Vec<String> = (0..1_000_000).map(|i| format!("r{i}")).collect();
    edit_manifest(
        &dir,
        "rules: [ps.oC.mov-only]",
        &format!("rules: [{}]", million.join(", ")),
    );
    let start = Instant::now();
    let e = Suite::load(&dir).err().unwrap().to_string();
    assert!(
        start.elapsed() < Duration::from_secs(10),
        "{:?}",
        start.elapsed()
    );
    let at = format!("{}:12:", dir.join("manifest.yaml").display());
    assert!(e.starts_with(&at), "{e}");
    assert!(e.contains("a manifest line is at most 65536 bytes"), "{e}");
}

#[test]
fn every_published_suite_still_loads_with_todays_rules() {
    let suites = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../suites");
    let rules = rules();
    let mut loaded = 0;
    for entry in std::fs::read_dir(&suites).unwrap() {
        let dir = entry.unwrap().path();
        if !dir.join("manifest.yaml").is_file() {
            continue;
        }
        if let Err(e) = Suite::load_with_rules(&dir, &rules) {
            panic!("{}: {e}", dir.display());
        }
        loaded += 1;
    }
    assert!(loaded >= 7, "{loaded} suites");
}

#[test]
fn a_json_lines_manifest_is_checked_the_same_way() {
    let s = fixture();
    let header = serde_json::json!({
        "format": 3,
        "suite": s.version,
        "case_count": s.cases.len(),
    });
    let mut lines = vec![header.to_string()];
    for c in &s.cases {
        let mut v = serde_json::to_value(c).unwrap();
        v["expect"] = serde_json::to_value(&c.written).unwrap();
        lines.push(v.to_string());
    }
    let write = |lines: &[String]| {
        let (tmp, dir) = copy();
        std::fs::write(dir.join("manifest.jsonl"), lines.join("\n") + "\n").unwrap();
        (tmp, dir)
    };
    let (_tmp, dir) = write(&lines);
    assert!(Suite::load_with_rules(&dir, &rules()).is_ok());
    let at = |dir: &Path| format!("{}:3:", dir.join("manifest.jsonl").display());
    // Case 2 (line 3) names a made-up rule, then a made-up profile.
    let mut bad = lines.clone();
    bad[2] = bad[2].replacen("\"ps.oC.mov-only\"", "\"no.such.rule\"", 1);
    let (_tmp, dir) = write(&bad);
    let e = load_error(&dir);
    assert!(e.starts_with(&at(&dir)), "{e}");
    assert!(e.contains("`no.such.rule`"), "{e}");
    let mut bad = lines.clone();
    bad[2] = bad[2].replacen("\"ps_2_0\"", "\"ps_9_9\"", 1);
    let (_tmp, dir) = write(&bad);
    let e = load_error(&dir);
    assert!(e.starts_with(&at(&dir)), "{e}");
    assert!(e.contains("unknown profile `ps_9_9`"), "{e}");
    // A line of a million rule ids is refused before it is parsed.
    let million: Vec<String> = (0..1_000_000).map(|i| format!("\"r{i}\"")).collect();
    let mut bad = lines;
    bad[2] = bad[2].replacen(
        "\"rules\":[\"ps.oC.mov-only\"]",
        &format!("\"rules\":[{}]", million.join(",")),
        1,
    );
    let (_tmp, dir) = write(&bad);
    let e = load_error(&dir);
    assert!(e.starts_with(&at(&dir)), "{e}");
    assert!(e.contains("a manifest line is at most 65536 bytes"), "{e}");
}
