//! The validation corpus and the measured work, shared by `benches/validate.rs` and
//! `examples/profile_validate.rs` (each includes this file with `#[path]`).

use serde::Deserialize;
use shadercts_reference::validate::validate_with_text;
use shadercts_reference::RuleSet;
use shadercts_shader::{bytecode, text, Model};
use std::hint::black_box;

/// A case entry: `valid` is a shader text for single-program cases (link cases, whose
/// `valid` is a flag, are skipped).
#[derive(Deserialize)]
struct Case {
    #[serde(default)]
    valid: Option<Valid>,
}

#[derive(Deserialize)]
#[serde(untagged)]
enum Valid {
    Text(String),
    Flag(#[allow(dead_code)] serde::de::IgnoredAny),
}

/// The valid shader texts of the per-rule cases (crates/reference/tests/rule_cases/*.yaml),
/// in file order.
pub fn rule_case_texts() -> Result<Vec<String>, String> {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/rule_cases");
    let mut paths: Vec<_> = std::fs::read_dir(dir)
        .map_err(|e| format!("{dir}: {e}"))?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .collect();
    paths.sort();
    let mut texts = Vec::new();
    for p in paths {
        let yaml = std::fs::read_to_string(&p).map_err(|e| format!("{}: {e}", p.display()))?;
        let cases: Vec<Case> =
            serde_saphyr::from_str(&yaml).map_err(|e| format!("{}: {e}", p.display()))?;
        texts.extend(cases.into_iter().filter_map(|c| match c.valid {
            Some(Valid::Text(t)) => Some(t),
            _ => None,
        }));
    }
    Ok(texts)
}

/// True when the reference parses `t` and finds no violation.
pub fn is_valid(t: &str, model: &Model, rules: &RuleSet) -> bool {
    text::parse(t, model).is_ok_and(|p| validate_with_text(&p, Some(t), rules, model).is_empty())
}

/// The measured work on one shader: parse, validate, encode.
#[inline]
pub fn assemble_and_validate(t: &str, model: &Model, rules: &RuleSet) {
    if let Ok(p) = text::parse(black_box(t), model) {
        black_box(validate_with_text(&p, Some(t), rules, model));
        black_box(bytecode::encode(&p).ok());
    }
}
