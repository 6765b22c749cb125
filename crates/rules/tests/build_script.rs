//! The build script's logic (`build/embed.rs`): it refuses a missing or empty rule
//! folder instead of embedding an empty rule list (a validator that accepts everything).

#[path = "../build/embed.rs"]
mod embed;

use std::path::Path;

#[test]
fn a_missing_rule_folder_fails_the_build_with_its_path() {
    let tmp = tempfile::tempdir().expect("tempdir");
    let dir = tmp.path().join("spec-rules/rules");
    let e = embed::rule_files(&dir).expect_err("a missing folder must fail");
    assert!(e.contains(&dir.display().to_string()), "{e}");
    assert!(e.contains("complete checkout"), "{e}");
}

#[test]
fn a_rule_folder_without_yaml_files_fails_the_build() {
    let tmp = tempfile::tempdir().expect("tempdir");
    std::fs::write(tmp.path().join("README.md"), "no rules here").expect("write");
    std::fs::create_dir(tmp.path().join("sub.yaml")).expect("mkdir");
    let e = embed::rule_files(tmp.path()).expect_err("an empty folder must fail");
    assert!(e.contains("holds no *.yaml rule file"), "{e}");
}

#[test]
fn rule_files_are_embedded_sorted_by_name() {
    let tmp = tempfile::tempdir().expect("tempdir");
    for name in ["b.yaml", "a.yaml", "notes.txt"] {
        std::fs::write(tmp.path().join(name), "[]\n").expect("write");
    }
    let files = embed::rule_files(tmp.path()).expect("two rule files");
    let names: Vec<_> = files
        .iter()
        .filter_map(|f| f.file_name()?.to_str())
        .collect();
    assert_eq!(names, ["a.yaml", "b.yaml"]);
    let code = embed::embedding(&files);
    let a = code
        .find("\"spec-rules/rules/a.yaml\"")
        .expect("a embedded");
    let b = code
        .find("\"spec-rules/rules/b.yaml\"")
        .expect("b embedded");
    assert!(a < b, "{code}");
}

#[test]
fn the_checked_in_rule_folder_is_accepted() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../spec-rules/rules");
    let files = embed::rule_files(&dir).expect("the checked-in rules");
    assert_eq!(files.len(), shadercts_rules::EMBEDDED_RULES.len());
}
