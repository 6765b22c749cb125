//! Promotion of reduced findings into `generator/promoted/` case files.

use serde::Deserialize;
use shadercts_fuzzing::oracle::{model, rules};
use shadercts_fuzzing::promote::{normalize, promote, sha256_hex, PromoteError, Verdict};

#[derive(Deserialize, Debug, PartialEq)]
struct CaseFile {
    id: String,
    rule: String,
    expect: String,
    profile: String,
    sha256: String,
    text: String,
}

const INVALID: &str = "ps_2_0   // reduced\r\nADD oC0, c0, c0\r\n";

#[test]
fn an_invalid_finding_becomes_a_case_with_a_content_hash_id() {
    let c = promote(
        INVALID,
        "ps.oC.mov-only",
        Verdict::Invalid,
        rules(),
        model(),
    )
    .unwrap();
    assert_eq!(c.text, "ps_2_0\nadd oC0, c0, c0\n");
    assert_eq!(c.sha256, sha256_hex(c.text.as_bytes()));
    assert_eq!(
        c.id,
        format!("ps.oC.mov-only/invalid/ps_2_0/promoted-{}", &c.sha256[..12])
    );
    assert_eq!(c.profile, "ps_2_0");
    assert_eq!(
        c.file_name(),
        format!("ps.oC.mov-only-invalid-{}.yaml", &c.sha256[..12])
    );

    let back: CaseFile = serde_saphyr::from_str(&c.to_yaml()).unwrap();
    assert_eq!(
        back,
        CaseFile {
            id: c.id.clone(),
            rule: "ps.oC.mov-only".into(),
            expect: "invalid".into(),
            profile: "ps_2_0".into(),
            sha256: c.sha256.clone(),
            text: c.text.clone(),
        }
    );
}

#[test]
fn the_same_shader_spelled_differently_gets_the_same_id() {
    let a = promote(
        INVALID,
        "ps.oC.mov-only",
        Verdict::Invalid,
        rules(),
        model(),
    )
    .unwrap();
    let b = promote(
        "ps_2_0\nadd   oC0,c0,c0",
        "ps.oC.mov-only",
        Verdict::Invalid,
        rules(),
        model(),
    )
    .unwrap();
    assert_eq!(a, b);
}

#[test]
fn writing_is_idempotent_and_atomic() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("promoted");
    let c = promote(
        "vs_1_1\nmov oPos, c0\n",
        "ps.oC.mov-only",
        Verdict::Valid,
        rules(),
        model(),
    )
    .unwrap();
    let p1 = c.write(&out).unwrap();
    let p2 = c.write(&out).unwrap();
    assert_eq!(p1, p2);
    let names: Vec<_> = std::fs::read_dir(&out)
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    assert_eq!(names.len(), 1, "no temporary file left: {names:?}");
    assert_eq!(std::fs::read_to_string(p1).unwrap(), c.to_yaml());
}

#[test]
fn the_reference_must_agree() {
    let e = promote(INVALID, "ps.oC.mov-only", Verdict::Valid, rules(), model()).unwrap_err();
    assert!(
        matches!(&e, PromoteError::Disagrees { reported, .. } if reported == &["ps.oC.mov-only"])
    );
    let e = promote(
        "ps_2_0\nmov oC0, c0\n",
        "ps.oC.mov-only",
        Verdict::Invalid,
        rules(),
        model(),
    )
    .unwrap_err();
    assert!(matches!(e, PromoteError::Disagrees { .. }));
    // More rules than the one named: reduce further first.
    let two = "ps_2_0\nadd oC0, r0, c0\n";
    let e = promote(two, "ps.oC.mov-only", Verdict::Invalid, rules(), model()).unwrap_err();
    assert!(
        matches!(&e, PromoteError::Disagrees { reported, .. } if reported.len() > 1),
        "{e}"
    );
}

#[test]
fn unknown_rules_and_profiles_are_refused() {
    let e = promote(INVALID, "no.such.rule", Verdict::Invalid, rules(), model()).unwrap_err();
    assert_eq!(e, PromoteError::UnknownRule("no.such.rule".into()));
    let e = promote(
        "hello\n",
        "ps.oC.mov-only",
        Verdict::Invalid,
        rules(),
        model(),
    )
    .unwrap_err();
    assert!(matches!(e, PromoteError::NoProfile(_)), "{e}");
}

#[test]
fn syntax_findings_are_not_promoted() {
    // Suites hold programs that parse: the generator could not publish such a case.
    let e = promote(
        "vs_1_1\nfrobnicate r0\n",
        "syntax",
        Verdict::Invalid,
        rules(),
        model(),
    )
    .unwrap_err();
    assert_eq!(e, PromoteError::Syntax);
    assert!(
        e.to_string().contains("suites hold programs that parse"),
        "{e}"
    );
}

#[test]
fn texts_are_normalised_to_the_canonical_print() {
    let t = normalize("ps_2_0  \r\n   mov   oC0,c0\r\n\n\n", model());
    assert_eq!(t, "ps_2_0\nmov oC0, c0\n");
    assert_eq!(normalize(&t, model()), t);
}
