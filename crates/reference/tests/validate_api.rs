//! The validator, linker and report API over small inline rule sets.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code: a failure is the report

use shadercts_reference::{
    link_text, validate, validate_bytes, validate_text, Report, RuleSet, Stage, Verdict,
};
use shadercts_shader::Model;

fn model() -> &'static Model {
    Model::embedded()
}

fn rules() -> RuleSet {
    let yaml = "\
- id: t.mov-only
  title: colour outputs are written by mov
  source: { doc: test }
  profiles: [ps_2_0]
  kind: static
  level: native
  check:
    for_each: write
    where: { file: oC }
    require: { opcode: mov }
  message: \"{file}{index} is written by {mnemonic}\"
- id: t.link
  title: pixel inputs are vertex outputs
  source: { doc: test }
  profiles: [ps_3_0]
  kind: link
  level: native
  check:
    for_each: ps.dcl
    where: { file: v }
    require:
      exists: { of: vs.dcl, where: { usage: $.usage, usage_index: $.usage_index } }
";
    RuleSet::from_sources(&[("t.yaml", yaml)], model()).unwrap_or_else(|e| panic!("{e}"))
}

#[test]
fn valid_text_has_no_violation() {
    assert!(validate_text("ps_2_0\nmov oC0, r0\n", &rules(), model()).is_empty());
}

#[test]
fn invalid_text_reports_rule_line_and_message() {
    let src = "ps_2_0\nmov oC0, r0\nadd oC1, r0, r1\n";
    let v = validate_text(src, &rules(), model());
    assert_eq!(v.len(), 1);
    assert_eq!(v[0].rule, "t.mov-only");
    let report = Report::for_text("a.asm", src, &v);
    assert_eq!(report.verdict, Verdict::Invalid);
    assert_eq!(
        report.to_json(),
        serde_json::json!({
            "file": "a.asm",
            "verdict": "invalid",
            "violations": [{ "rule": "t.mov-only", "line": 3, "column": 5, "message": "oC1 is written by add" }]
        })
    );
}

/// The report that takes the violations by move is the one that copies them.
#[test]
fn owned_and_borrowed_text_reports_agree() {
    let src = "ps_2_0\nmov oC0, r0\nadd oC1, r0, r1\nadd oC2, r0, r1\n";
    let v = validate_text(src, &rules(), model());
    assert_eq!(v.len(), 2);
    let borrowed = Report::for_text("c.asm", src, &v);
    let owned = Report::for_text_owned("c.asm", src, v);
    assert_eq!(owned.to_json(), borrowed.to_json());
    assert_eq!(owned.violations[1].line, 4);
    let clean = Report::for_text_owned("d.asm", "ps_2_0\nmov oC0, r0\n", Vec::new());
    assert!(clean.is_valid());
}

#[test]
fn text_that_does_not_parse_is_invalid_with_syntax_violations() {
    let src = "ps_2_0\nmov oC0, r0\nfrobnicate r0\n";
    let v = validate_text(src, &rules(), model());
    assert!(!v.is_empty());
    assert!(v.iter().all(|x| x.rule == "syntax"), "{v:?}");
    let report = Report::for_text("b.asm", src, &v);
    assert!(!report.is_valid());
    assert_eq!(report.violations[0].line, 3);
}

#[test]
fn bytes_are_decoded_and_validated() {
    let src = "ps_2_0\nmov oC0, r0\nadd oC1, r0, r1\n";
    let p = shadercts_shader::text::parse(src, model()).unwrap_or_else(|e| panic!("{e:?}"));
    let tokens = shadercts_shader::bytecode::encode(&p).unwrap_or_else(|e| panic!("{e:?}"));
    let bytes = shadercts_shader::bytecode::to_bytes(&tokens);
    let v = validate_bytes(&bytes, &rules(), model());
    assert_eq!(
        v.iter().map(|x| x.rule.as_str()).collect::<Vec<_>>(),
        ["t.mov-only"]
    );
    let decoded =
        shadercts_shader::bytecode::decode(&bytes, model()).unwrap_or_else(|e| panic!("{e:?}"));
    let report = Report::for_bytes("a.bin", Some(&decoded), &v);
    // The add is the second statement: line 3 of the disassembly.
    assert_eq!(report.violations[0].line, 3);
    assert!(report.violations[0].offset.is_some());
    assert_eq!(validate(&decoded, &rules(), model()), v);
}

#[test]
fn bytes_that_do_not_decode_are_invalid() {
    let v = validate_bytes(&[1, 2, 3], &rules(), model());
    assert!(!v.is_empty());
    assert!(v.iter().all(|x| x.rule == "bytecode"), "{v:?}");
    assert!(!Report::for_bytes("x.bin", None, &v).is_valid());
}

#[test]
fn link_reports_the_stage_and_file() {
    let vs = "vs_3_0\ndcl_position o0\ndcl_texcoord0 o1\nmov o0, c0\nmov o1, c0\n";
    let ps = "ps_3_0\ndcl_texcoord0 v0\ndcl_texcoord1 v1\nmov oC0, v0\n";
    let v = link_text(vs, ps, &rules(), model());
    assert_eq!(v.len(), 1);
    assert_eq!(v[0].stage, Some(Stage::Ps));
    let report = Report::for_link("a.vs", vs, "a.ps", ps, &v);
    assert_eq!(report.violations[0].file.as_deref(), Some("a.ps"));
    assert_eq!(report.violations[0].line, 3);
    assert!(link_text(
        vs,
        "ps_3_0\ndcl_texcoord0 v0\nmov oC0, v0\n",
        &rules(),
        model()
    )
    .is_empty());
}

#[test]
fn link_syntax_errors_name_their_stage() {
    let v = link_text(
        "vs_3_0\nbogus\n",
        "ps_3_0\nmov oC0, c0\n",
        &rules(),
        model(),
    );
    assert!(!v.is_empty());
    assert!(
        v.iter()
            .all(|x| x.rule == "syntax" && x.stage == Some(Stage::Vs)),
        "{v:?}"
    );
}
