//! Errors in templates and bindings name the file, line and column (and, for renders,
//! the parameters).
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code: a failure is the report

mod support;

use shadercts_generator::generate::Failure;
use shadercts_generator::inputs::SourceFile;
use support::{build, inputs, BINDINGS};

fn input_errors(f: Failure) -> String {
    match f {
        Failure::Input(e) => shadercts_generator::error::join(&e),
        other => panic!("expected input errors, got {other}"),
    }
}

#[test]
fn a_template_syntax_error_is_located() {
    let mut inp = inputs(BINDINGS);
    inp.templates.push(SourceFile {
        path: "templates/broken.tera".into(),
        text: "{{ profile }}\nmov r0, c0\n{{ op + }}\n".into(),
    });
    let shown = input_errors(build(&inp, "1.0.0").expect_err("syntax error"));
    assert!(
        shown.starts_with("templates/broken.tera:3:9: cannot compile the template"),
        "{shown}"
    );
}

#[test]
fn a_render_error_names_template_line_and_parameters() {
    let mut inp = inputs(BINDINGS);
    inp.templates[0].text = "{{ profile }}\n{{ op }} r0, c0, c1\nmov oC0, {{ missing }}\n".into();
    let err = build(&inp, "1.0.0").expect_err("render error");
    let shown = input_errors(err);
    assert!(shown.contains("templates/ps_op.tera:3:"), "{shown}");
    assert!(
        shown.contains(
            "cannot render templates/ps_op.tera with profile ps_2_0, parameters {op: min}"
        ),
        "{shown}"
    );
    assert!(shown.contains("`missing` is not defined"), "{shown}");
}

#[test]
fn rendered_text_the_parser_rejects_is_located() {
    let mut inp = inputs(BINDINGS);
    inp.templates[0].text =
        "{{ profile }}\n{{ op }} r0, c0, c1\nfrobnicate r0\nmov oC0, r0\n".into();
    let err = build(&inp, "1.0.0").expect_err("parse error");
    let Failure::Rejected { errors, .. } = err else {
        panic!("expected rejected cases");
    };
    let shown = shadercts_generator::error::join(&errors);
    assert!(shown.contains("bindings/demo.yaml:4:7: case demo.no-add/valid/ps_2_0/op-min: the text rendered from template ps_op {op: min} does not parse (profile ps_2_0)"), "{shown}");
    assert!(
        shown.contains("rendered line 3: `frobnicate r0`"),
        "{shown}"
    );
}

#[test]
fn binding_errors_are_located() {
    let cases = [
        (
            BINDINGS.replace("rule: demo.no-mul", "rule: demo.no-mull"),
            "bindings/demo.yaml:9:9: unknown rule `demo.no-mull` (did you mean demo.no-mul",
        ),
        (
            BINDINGS.replace(
                "template: ps_op\n      params: { op: max }",
                "template: nope\n      params: { op: max }",
            ),
            "bindings/demo.yaml:11:17: no template `nope`",
        ),
        (
            BINDINGS.replace("params: { op: max }", "params: { op: max, profile: x }"),
            "is set by the generator",
        ),
        (
            BINDINGS.replace("params: { op: max }", "params: { op: [] }"),
            "parameter `op` has an empty list",
        ),
        (
            BINDINGS.replace("params: { op: max }", "params: { op: max }\n      frobs: 1"),
            "bindings/demo.yaml:13:7: unknown field `frobs`",
        ),
        (
            BINDINGS.replace(
                "params: { op: max }",
                "params: { op: max }\n      profiles: [ps_9_9]",
            ),
            "unknown profile or group `ps_9_9`",
        ),
        (
            BINDINGS.replace(
                "params: { op: max }",
                "params: { op: max }\n      when: \"op ==\"",
            ),
            "is not a valid tera expression",
        ),
        (
            BINDINGS.replace("rule: demo.no-mul", "rule: demo.runtime"),
            "is runtime: only static and link rules get validation cases",
        ),
    ];
    for (text, want) in cases {
        let shown = input_errors(build(&inputs(&text), "1.0.0").expect_err(want));
        assert!(shown.contains(want), "wanted `{want}` in:\n{shown}");
    }
}

#[test]
fn a_yaml_syntax_error_is_located() {
    let shown = input_errors(
        build(&inputs("- rule: demo.no-add\n  valid: [\n"), "1.0.0").expect_err("yaml"),
    );
    assert!(shown.starts_with("bindings/demo.yaml:"), "{shown}");
}
