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

/// Every tenth `.asm` case of the published suite 1.1.0 that parses, with its text.
fn every_tenth_case(rs: &RuleSet) -> Vec<(std::path::PathBuf, String, shadercts_shader::Program)> {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../suites/1.1.0/cases");
    let list = |d: &std::path::Path| {
        std::fs::read_dir(d)
            .map(|d| {
                d.filter_map(|e| e.ok().map(|e| e.path()))
                    .collect::<Vec<_>>()
            })
            .unwrap_or_default()
    };
    let mut files: Vec<std::path::PathBuf> = list(&root)
        .into_iter()
        .flat_map(|d| list(&d))
        .filter(|p| p.extension().is_some_and(|e| e == "asm"))
        .collect();
    files.sort();
    files
        .into_iter()
        .step_by(10)
        .filter_map(|path| {
            let text = std::fs::read_to_string(&path).ok()?;
            let program = shadercts_shader::text::parse(&text, rs.model()).ok()?;
            Some((path, text, program))
        })
        .collect()
}

/// `other` reports exactly what `rs` does on every tenth text case of the published
/// suite (and there are enough of them, with enough violations, to mean something).
fn checks_as(rs: &RuleSet, other: &RuleSet) {
    let (mut checked, mut violations) = (0, 0);
    for (path, text, program) in every_tenth_case(rs) {
        let want = rs.check(&program, Some(&text));
        assert_eq!(
            other.check(&program, Some(&text)),
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

/// A copied rule set compiles its own closures: it reports exactly what the original
/// does.
#[test]
fn a_copied_rule_set_checks_as_the_original() {
    let rs = RuleSet::embedded_default();
    checks_as(rs, &rs.clone());
}

/// The rule files parsed in the background (what the command line starts before it
/// loads the model) give the same rules as loading them in one go: same ids, files,
/// lines and titles, in the same order, and the same violations.
#[test]
fn prefetched_rules_are_the_embedded_rules() {
    let pending = RuleSet::embedded_prefetch();
    let model = Model::embedded();
    let prefetched = match pending.finish(model) {
        Ok(r) => r,
        Err(e) => panic!("spec-rules/rules does not load in the background:\n{e}"),
    };
    let rs = RuleSet::embedded_default();
    let key = |r: &shadercts_rules::Rule| (r.id.clone(), r.file.clone(), r.line, r.title.clone());
    assert_eq!(
        prefetched.rules().iter().map(key).collect::<Vec<_>>(),
        rs.rules().iter().map(key).collect::<Vec<_>>()
    );
    checks_as(rs, &prefetched);
}
