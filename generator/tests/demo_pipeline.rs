//! The case pipeline on the demo inputs: ids, files, expectations, coverage, and the
//! refusal of cases where the author and the oracle disagree.

mod support;

use shadercts_generator::generate::Failure;
use support::{build, demo_suite, inputs, BINDINGS};

#[test]
fn demo_suite_has_the_expected_cases_and_files() {
    let suite = demo_suite();
    let ids: Vec<&str> = suite.manifest.cases.iter().map(|c| c.id.as_str()).collect();
    for want in [
        "demo.no-add/valid/ps_2_0/op-min",
        "demo.no-add/assemble/ps_2_0/op-min",
        "demo.no-add/invalid/ps_3_0/op-add",
        "demo.link/invalid/vs_3_0+ps_3_0/bad-true",
    ] {
        assert!(ids.contains(&want), "missing {want} in {ids:?}");
    }
    let mut sorted = ids.clone();
    sorted.sort();
    assert_eq!(ids, sorted, "cases are sorted by id");
    let invalid = suite
        .manifest
        .cases
        .iter()
        .find(|c| c.id == "demo.no-add/invalid/ps_2_0/op-add")
        .expect("invalid add case");
    assert_eq!(invalid.expect.verdict.as_deref(), Some("invalid"));
    assert_eq!(
        invalid.expect.rules.as_deref(),
        Some(&["demo.no-add".to_string()][..])
    );
    let text = invalid.files.text.as_ref().expect("text file");
    let asm = String::from_utf8(suite.files[&text.path].clone()).expect("utf-8");
    assert!(asm.starts_with(
        "// case: demo.no-add/invalid/ps_2_0/op-add (validate)\n// expect: invalid [demo.no-add]\n"
    ));
    assert!(
        invalid.files.bytecode.is_some(),
        "encodable cases carry a .bin"
    );
    for doc in ["manifest.yaml", "COVERAGE.md", "CHANGELOG.md"] {
        assert!(suite.files.contains_key(doc), "{doc}");
    }
    let coverage = String::from_utf8(suite.files["COVERAGE.md"].clone()).expect("utf-8");
    assert!(coverage.contains("| demo.no-add | static |"), "{coverage}");
    assert!(coverage.contains("demo.runtime (runtime)"), "{coverage}");
}

#[test]
fn assemble_cases_share_the_validate_files() {
    let suite = demo_suite();
    let a = suite
        .manifest
        .cases
        .iter()
        .find(|c| c.id == "demo.no-add/assemble/ps_2_0/op-min")
        .expect("assemble case");
    let v = suite
        .manifest
        .cases
        .iter()
        .find(|c| c.id == "demo.no-add/valid/ps_2_0/op-min")
        .expect("validate case");
    assert_eq!(a.files.text, v.files.text);
    assert_eq!(a.expect.tokens.as_ref(), v.files.bytecode.as_ref());
}

#[test]
fn a_disagreement_is_refused_with_both_verdicts() {
    // The author claims `add` is valid; the oracle reports demo.no-add.
    let bindings = BINDINGS.replace("params: { op: [min, sub] }", "params: { op: [min, add] }");
    let err = build(&inputs(&bindings), "1.0.0").expect_err("must be refused");
    let Failure::Rejected { disagreements, .. } = &err else {
        panic!("expected a refusal, got {err}");
    };
    let ids: Vec<&str> = disagreements.iter().map(|d| d.id.as_str()).collect();
    assert_eq!(
        ids,
        [
            "demo.no-add/valid/ps_2_0/op-add",
            "demo.no-add/valid/ps_3_0/op-add"
        ]
    );
    let shown = err.to_string();
    assert!(
        shown.contains("disagreement on demo.no-add/valid/ps_2_0/op-add (text)"),
        "{shown}"
    );
    assert!(
        shown.contains("stated at:       bindings/demo.yaml:4:7"),
        "{shown}"
    );
    assert!(shown.contains("author expects:  valid"), "{shown}");
    assert!(
        shown.contains("reference says:  invalid [demo.no-add]"),
        "{shown}"
    );
    assert!(
        shown.contains("refusing to publish: 0 error(s), 2 disagreement(s)"),
        "{shown}"
    );
}

#[test]
fn an_invalid_case_must_report_exactly_the_stated_rules() {
    // `add` breaks demo.no-add only: stating demo.no-mul as well is a disagreement.
    let bindings = BINDINGS.replace(
        "params: { op: mul }",
        "params: { op: mul }\n    - name: both\n      template: ps_op\n      params: { op: add }\n      rules: [demo.no-add, demo.no-mul]",
    );
    let err = build(&inputs(&bindings), "1.0.0").expect_err("must be refused");
    let shown = err.to_string();
    assert!(
        shown.contains("disagreement on demo.no-mul/invalid/ps_2_0/both_op-add (text)"),
        "{shown}"
    );
    assert!(
        shown.contains("author expects:  invalid [demo.no-add, demo.no-mul]"),
        "{shown}"
    );
    assert!(
        shown.contains("reference says:  invalid [demo.no-add]"),
        "{shown}"
    );
}

#[test]
fn coverage_gaps_fail_the_build() {
    let bindings = BINDINGS.replace(
        "  invalid:\n    - template: ps_op\n      params: { op: mul }\n",
        "",
    );
    let err = build(&inputs(&bindings), "1.0.0").expect_err("gap");
    let shown = err.to_string();
    assert!(
        shown.contains("coverage gap: demo.no-mul has no invalid case in ps_2_0"),
        "{shown}"
    );
}

#[test]
fn unbreakable_cells_are_exempt_and_listed() {
    let bindings = BINDINGS.replace(
        "  invalid:\n    - template: ps_op\n      params: { op: mul }\n",
        "  unbreakable:\n    - profiles: [ps_2_0]\n      reason: demo reason\n",
    );
    let (suite, _) = build(&inputs(&bindings), "1.0.0").expect("exempt");
    let coverage = String::from_utf8(suite.files["COVERAGE.md"].clone()).expect("utf-8");
    assert!(
        coverage.contains("- demo.no-mul in ps_2_0: demo reason"),
        "{coverage}"
    );
}

#[test]
fn colliding_slugs_get_a_content_hash() {
    // Two templates with the same parameters give the same slug `op-max`.
    let bindings = BINDINGS.replace(
        "    - template: ps_op\n      params: { op: max }\n",
        "    - template: ps_op\n      params: { op: max }\n    - template: ps_op2\n      params: { op: max }\n",
    );
    let mut inp = inputs(&bindings);
    inp.templates.push(shadercts_generator::inputs::SourceFile {
        path: "templates/ps_op2.tera".into(),
        text: "{{ profile }}\n{{ op }} r1, c0, c1\nmov oC0, r1\n".into(),
    });
    let (suite, _) = build(&inp, "1.0.0").expect("builds");
    let hashed: Vec<&str> = suite
        .manifest
        .cases
        .iter()
        .map(|c| c.id.as_str())
        .filter(|id| id.starts_with("demo.no-mul/valid/ps_2_0/op-max-h"))
        .collect();
    assert_eq!(hashed.len(), 2, "{hashed:?}");
    assert_ne!(hashed[0], hashed[1]);
}

#[test]
fn unlabelled_snippets_cannot_name_cases() {
    let bindings = BINDINGS.replace(
        "params: { op: max }",
        "params: { op: max, extra: [\"a b\", \"c d\"] }",
    );
    let err = build(&inputs(&bindings), "1.0.0").expect_err("ambiguous");
    assert!(
        err.to_string()
            .contains("parameter `extra` has alternatives that cannot name a case"),
        "{err}"
    );
}
