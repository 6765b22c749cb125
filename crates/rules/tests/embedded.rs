//! The rule files of spec-rules/rules/ load against the embedded model.

use shadercts_rules::RuleSet;
use shadercts_shader::Model;

#[test]
fn embedded_rules_load() {
    if let Err(e) = RuleSet::embedded(Model::embedded()) {
        panic!("spec-rules/rules does not load:\n{e}");
    }
}

#[test]
fn rule_sets_can_be_shared_between_threads() {
    fn shared<T: Send + Sync>() {}
    shared::<RuleSet>();
    shared::<shadercts_rules::Violation>();
}

#[test]
fn embedded_default_is_the_embedded_set() {
    let rs = RuleSet::embedded_default();
    assert!(!rs.rules().is_empty());
    let first = &rs.rules()[0];
    assert!(
        first.file.starts_with("spec-rules/rules/"),
        "{}",
        first.file
    );
    assert!(rs.get(&first.id).is_some());
}
