//! docs/schema/manifest-{header,case}.schema.json are what the code generates for the
//! lines of `manifest.jsonl` (docs/suite-format.md). Refresh with
//! `UPDATE_SCHEMAS=1 cargo test -p shadercts-suite-files --test manifest_schema`.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code: a failure is the report

use shadercts_suite_files::manifest::jsonl_schemas;
use std::path::PathBuf;

#[test]
fn the_manifest_schemas_are_fresh() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../docs/schema");
    let (header, case) = jsonl_schemas();
    for (name, want) in [
        ("manifest-header.schema.json", header),
        ("manifest-case.schema.json", case),
    ] {
        let path = dir.join(name);
        if std::env::var_os("UPDATE_SCHEMAS").is_some() {
            std::fs::write(&path, &want).unwrap();
            continue;
        }
        let have = std::fs::read_to_string(&path).unwrap_or_default();
        assert!(
            have == want,
            "{} is stale; refresh it with `UPDATE_SCHEMAS=1 cargo test -p shadercts-suite-files --test manifest_schema`",
            path.display()
        );
    }
}

#[test]
fn the_case_schema_names_every_field_of_a_case() {
    let (header, case) = jsonl_schemas();
    let h: serde_json::Value = serde_json::from_str(&header).unwrap();
    let c: serde_json::Value = serde_json::from_str(&case).unwrap();
    for key in ["format", "suite", "case_count", "rules_sha256", "documents"] {
        assert!(h["properties"].get(key).is_some(), "header: {key}");
    }
    for key in ["id", "kind", "profile", "files", "expect"] {
        assert!(c["properties"].get(key).is_some(), "case: {key}");
    }
    let text = c.to_string();
    for key in [
        "confirmed_by",
        "phase",
        "tolerance",
        "vs_bytecode",
        "sha256",
    ] {
        assert!(text.contains(&format!("\"{key}\"")), "case: {key}");
    }
}
