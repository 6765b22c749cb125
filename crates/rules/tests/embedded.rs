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

/// A copied rule set compiles its own closures: it reports exactly what the original
/// does, on every tenth text case of the published suite.
#[test]
fn a_copied_rule_set_checks_as_the_original() {
    let rs = RuleSet::embedded_default();
    let copy = rs.clone();
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../suites/1.1.0/cases");
    let mut files: Vec<std::path::PathBuf> = std::fs::read_dir(&root)
        .map(|d| {
            d.filter_map(|e| e.ok().map(|e| e.path()))
                .collect::<Vec<_>>()
        })
        .unwrap_or_default()
        .into_iter()
        .flat_map(|d| {
            std::fs::read_dir(d)
                .map(|d| {
                    d.filter_map(|e| e.ok().map(|e| e.path()))
                        .collect::<Vec<_>>()
                })
                .unwrap_or_default()
        })
        .filter(|p| p.extension().is_some_and(|e| e == "asm"))
        .collect();
    files.sort();
    let (mut checked, mut violations) = (0, 0);
    for path in files.iter().step_by(10) {
        let Ok(text) = std::fs::read_to_string(path) else {
            continue;
        };
        let Ok(program) = shadercts_shader::text::parse(&text, rs.model()) else {
            continue;
        };
        let want = rs.check(&program, Some(&text));
        assert_eq!(
            copy.check(&program, Some(&text)),
            want,
            "{}",
            path.display()
        );
        checked += 1;
        violations += want.len();
    }
    assert!(
        checked > 1000 && violations > 300,
        "{checked} programs, {violations} violations"
    );
}
