//! The rule files of spec-rules/rules/ load against the embedded model.

use shadercts_rules::{snapshot, RuleSet};
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

/// The snapshot of the rule files (what the command line's build writes and decodes at
/// start-up) gives the same rules as their YAML, field for field and in the same order,
/// and the same violations.
#[test]
fn the_snapshot_gives_the_embedded_rules() {
    let bytes = match snapshot::encode_embedded() {
        Ok(b) => b,
        Err(e) => panic!("spec-rules/rules has no snapshot:\n{e}"),
    };
    let decoded = match snapshot::decode_embedded(&bytes, Model::embedded()) {
        Some(Ok(r)) => r,
        Some(Err(e)) => panic!("the snapshot of spec-rules/rules does not compile:\n{e}"),
        None => panic!("the snapshot of spec-rules/rules does not decode"),
    };
    let rs = RuleSet::embedded_default();
    // Every field, the compiled check and the cases' trees (with their lines) included.
    let key = |r: &shadercts_rules::Rule| format!("{r:?}");
    assert_eq!(
        decoded.rules().iter().map(key).collect::<Vec<_>>(),
        rs.rules().iter().map(key).collect::<Vec<_>>()
    );
    checks_as(rs, &decoded);
}

/// Bytes that are not a snapshot, or a snapshot cut short, are refused (the command line
/// then reads the YAML), never misread.
#[test]
fn a_broken_snapshot_is_refused() {
    let bytes = snapshot::encode_embedded().unwrap_or_default();
    assert!(bytes.len() > 1000);
    assert!(snapshot::decode_embedded(&bytes[..bytes.len() / 2], Model::embedded()).is_none());
    assert!(snapshot::decode_embedded(b"", Model::embedded()).is_none());
    assert!(snapshot::decode_embedded(&[0xff; 64], Model::embedded()).is_none());
}
