//! The JSON Lines manifest of format 3 (docs/suite-format.md, "The manifest"): a suite
//! directory with `manifest.jsonl` is read from it (its `manifest.yaml` is only the
//! human-readable view), to the same cases as the YAML manifest; its errors name the
//! line, and a cut manifest is refused as a YAML one is.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code: a failure is the report

mod common;

use common::*;
use shadercts_harness::Suite;
use std::path::PathBuf;

/// The fixture suite's manifest as JSON Lines (format 3): the header, one case a line.
fn jsonl_lines() -> Vec<String> {
    let s = fixture();
    let header = serde_json::json!({
        "format": 3,
        "suite": s.version,
        "generator": s.generator,
        "seed": s.seed,
        "rules_sha256": s.rules_sha256,
        "case_count": s.cases.len(),
    });
    let mut lines = vec![header.to_string()];
    for c in &s.cases {
        let mut v = serde_json::to_value(c).unwrap();
        v["expect"] = serde_json::to_value(&c.written).unwrap();
        lines.push(v.to_string());
    }
    lines
}

/// A copy of the fixture suite with `lines` as its manifest.jsonl.
fn with_jsonl(lines: &[String]) -> (tempfile::TempDir, PathBuf) {
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path().join("suite");
    copy_dir(&fixture_dir(), &dir);
    std::fs::write(dir.join("manifest.jsonl"), lines.join("\n") + "\n").unwrap();
    (tmp, dir)
}

#[test]
fn a_suite_with_manifest_jsonl_is_read_from_it_to_the_same_cases() {
    let yaml = fixture();
    let (_t, dir) = with_jsonl(&jsonl_lines());
    // The YAML view beside it says format 1; the JSON Lines manifest is what is read.
    let s = Suite::load(&dir).unwrap();
    assert_eq!(s.format, 3);
    let sha =
        shadercts_harness::suite::hex_sha256(&std::fs::read(dir.join("manifest.jsonl")).unwrap());
    assert_eq!(s.manifest_sha256, sha, "the run names the manifest it read");
    assert_eq!(s.cases.len(), yaml.cases.len());
    for (a, b) in s.cases.iter().zip(&yaml.cases) {
        assert_eq!(
            (&a.id, a.kind, &a.profile, &a.files),
            (&b.id, b.kind, &b.profile, &b.files)
        );
        assert_eq!(a.written, b.written, "{}", a.id);
    }
}

#[test]
fn a_malformed_line_is_named() {
    let mut lines = jsonl_lines();
    lines[3] = lines[3]
        .replacen("\"kind\"", "\"kind\" ", 1)
        .replacen('}', "", 1);
    let (_t, dir) = with_jsonl(&lines);
    let e = Suite::load(&dir).unwrap_err().to_string();
    assert!(e.contains("manifest.jsonl:4: "), "{e}");
}

#[test]
fn findings_in_a_case_name_its_line() {
    let mut lines = jsonl_lines();
    let first_id = fixture().cases[0].id.clone();
    let second_id = fixture().cases[1].id.clone();
    lines[2] = lines[2].replacen(&second_id, &first_id, 1);
    let (_t, dir) = with_jsonl(&lines);
    let e = Suite::load(&dir).unwrap_err().to_string();
    assert!(e.contains("manifest.jsonl:3: duplicate case id"), "{e}");

    let mut lines = jsonl_lines();
    lines[5] = lines[5].replacen("\"kind\":\"validate\"", "\"kind\":\"compile\"", 1);
    let (_t, dir) = with_jsonl(&lines);
    let e = Suite::load(&dir).unwrap_err().to_string();
    assert!(
        e.contains("manifest.jsonl:6: ") && e.contains("unknown kind `compile`"),
        "{e}"
    );
}

#[test]
fn a_cut_jsonl_manifest_is_refused() {
    let mut lines = jsonl_lines();
    lines.truncate(4);
    let (_t, dir) = with_jsonl(&lines);
    let e = Suite::load(&dir).unwrap_err().to_string();
    assert!(
        e.contains("manifest.jsonl:1: case_count is 10 but the manifest lists 3 cases"),
        "{e}"
    );
}

#[test]
fn a_jsonl_manifest_below_format_3_or_with_a_bare_path_is_refused() {
    let mut lines = jsonl_lines();
    lines[0] = lines[0].replacen("\"format\":3", "\"format\":2", 1);
    let (_t, dir) = with_jsonl(&lines);
    let e = Suite::load(&dir).unwrap_err().to_string();
    assert!(
        e.contains("manifest.jsonl:1: a JSON Lines manifest is format 3"),
        "{e}"
    );

    // The one path policy holds for JSON as for YAML: a file is `{path, sha256}`.
    let mut lines = jsonl_lines();
    let s = fixture();
    let f = s.cases[0].files.values().next().unwrap();
    let object = serde_json::to_string(f).unwrap();
    assert!(lines[1].contains(&object));
    lines[1] = lines[1].replacen(&object, "\"/etc/passwd\"", 1);
    let (_t, dir) = with_jsonl(&lines);
    let e = Suite::load(&dir).unwrap_err().to_string();
    assert!(e.contains("manifest.jsonl:2: "), "{e}");
}
