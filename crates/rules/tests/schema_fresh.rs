//! spec-rules/schema/rules.schema.json is what the code generates.
//! Refresh with `UPDATE_SCHEMAS=1 cargo test -p shadercts-rules --test schema_fresh`.

use shadercts_rules::schema::rules_json_schema;
use std::path::PathBuf;

#[test]
fn rules_schema_is_fresh() {
    let path =
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../spec-rules/schema/rules.schema.json");
    let want = rules_json_schema();
    if std::env::var_os("UPDATE_SCHEMAS").is_some() {
        std::fs::write(&path, &want)
            .unwrap_or_else(|e| panic!("cannot write {}: {e}", path.display()));
        return;
    }
    let have = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        have == want,
        "{} is stale; refresh it with `UPDATE_SCHEMAS=1 cargo test -p shadercts-rules --test schema_fresh`",
        path.display()
    );
}

#[test]
fn rules_schema_describes_the_rule_record() {
    let v: serde_json::Value = serde_json::from_str(&rules_json_schema()).unwrap_or_default();
    assert_eq!(v["type"], "array");
    let text = v.to_string();
    for key in [
        "for_each",
        "contiguous_from",
        "group_by",
        "\"static\"",
        "quote",
    ] {
        assert!(text.contains(key), "schema lacks {key}");
    }
}

#[test]
fn limit_names_match_the_model_schema() {
    let schema = schemars::schema_for!(shadercts_shader::model::Limits);
    let v = serde_json::to_value(&schema).unwrap_or_default();
    let mut names: Vec<String> = v["properties"]
        .as_object()
        .map(|m| m.keys().cloned().collect())
        .unwrap_or_default();
    names.sort();
    let mut ours: Vec<String> = shadercts_rules::profile_table::LIMIT_NAMES
        .iter()
        .map(|s| s.to_string())
        .collect();
    ours.sort();
    assert_eq!(
        names, ours,
        "profile_table::LIMIT_NAMES and limit() must list every field of model::Limits"
    );
}
