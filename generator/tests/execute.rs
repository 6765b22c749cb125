//! The checked-in execute bindings: every case's formulas agree with the reference
//! interpreter, every executable (opcode, profile) pair of the model has an execute
//! case, and the expected outputs do not depend on the run.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code: a failure is the report

use shadercts_generator::crosscheck::CrossChecker;
use shadercts_generator::exec::coverage::{pairs, ExecCoverage};
use shadercts_generator::inputs::SourceFile;
use shadercts_generator::pipeline::{verify, Checkers};
use shadercts_generator::reference::ReferenceOracle;
use shadercts_generator::session::Session;
use shadercts_generator::ExecuteSource;
use shadercts_generator::{CaseSource, SourceEnv};
use shadercts_shader::Model;

fn outcome() -> shadercts_generator::pipeline::Outcome {
    let model = Model::embedded();
    let session = Session::open(model, None, None, false).unwrap_or_else(|e| panic!("{e}"));
    let exec = session
        .execute_source(model)
        .unwrap_or_else(|f| panic!("the execute bindings do not load:\n{f}"));
    let env = SourceEnv {
        model,
        catalog: &session.catalog,
        seed: 1,
        earlier: &[],
    };
    let specs = exec
        .cases(&env)
        .unwrap_or_else(|e| panic!("{}", shadercts_generator::error::join(&e)));
    let oracle = ReferenceOracle::new(&session.rules, model);
    let cross = CrossChecker::disabled();
    verify(
        &specs,
        &Checkers {
            model,
            oracle: &oracle,
            cross: &cross,
            format: 3,
        },
    )
}

#[test]
fn every_execute_case_agrees_with_the_reference_interpreter() {
    let out = outcome();
    let errors: Vec<String> = out.errors.iter().map(ToString::to_string).collect();
    assert!(
        errors.is_empty(),
        "{} of {} execute cases refused:\n{}",
        errors.len(),
        out.specs,
        errors.join("\n")
    );
    assert!(out.set.cases.len() >= 100, "{}", out.set.cases.len());
}

#[test]
fn every_executable_opcode_has_an_execute_case_in_every_profile() {
    let out = outcome();
    let gaps = ExecCoverage::of(&out.set.cases).gaps(&pairs(Model::embedded()));
    assert!(
        gaps.is_empty(),
        "{} executable (opcode, profile) pairs have no execute case: {gaps:?}",
        gaps.len()
    );
}

fn load(yaml: &str) -> Result<ExecuteSource, Vec<shadercts_generator::GenError>> {
    ExecuteSource::load(
        &[SourceFile {
            path: "execute/t.yaml".into(),
            text: yaml.to_string(),
        }],
        Model::embedded(),
    )
}

fn cases_of(src: &ExecuteSource) -> Vec<shadercts_generator::CaseSpec> {
    let model = Model::embedded();
    let session = Session::open(model, None, None, false).unwrap_or_else(|e| panic!("{e}"));
    let env = SourceEnv {
        model,
        catalog: &session.catalog,
        seed: 1,
        earlier: &[],
    };
    src.cases(&env)
        .unwrap_or_else(|e| panic!("{}", shadercts_generator::error::join(&e)))
}

#[test]
fn formula_errors_name_file_line_and_column() {
    let yaml = "- name: add\n  op: add\n  code: \"add r0, {{a}}, {{b}}\"\n  inputs:\n    x: { a: 1, b: 2 }\n  expect: { out: \"a + foo(b)\" }\n";
    let errs = load(yaml).unwrap_err();
    let shown: Vec<String> = errs.iter().map(ToString::to_string).collect();
    // Line 6 is `  expect: { out: "a + foo(b)" }`: the quote is at column 18, `foo` at 23.
    assert_eq!(shown.len(), 1, "{shown:?}");
    assert!(
        shown[0]
            .starts_with("execute/t.yaml:6:23: in formula `a + foo(b)`: unknown function `foo`"),
        "{shown:?}"
    );
    let yaml = "- name: add\n  op: add\n  code: \"add r0, {{a}}, {{b}}\"\n  inputs:\n    x: { a: 1, b: 2 }\n  expect: { out: \"a + q\" }\n";
    let src = load(yaml).unwrap();
    let model = Model::embedded();
    let session = Session::open(model, None, None, false).unwrap();
    let env = SourceEnv {
        model,
        catalog: &session.catalog,
        seed: 1,
        earlier: &[],
    };
    let e = src.cases(&env).unwrap_err();
    assert!(
        e[0].to_string()
            .starts_with("execute/t.yaml:6:23: in formula `a + q`: unknown name `q`"),
        "{}",
        e[0]
    );
}

#[test]
fn binding_errors_are_located() {
    let yaml = "- name: x\n  op: frobnicate\n  code: \"mov r0, {{a}}\"\n  inputs:\n    x: { a: 1 }\n  expect: { out: \"a\" }\n";
    let e = load(yaml).unwrap_err();
    assert!(
        e[0].to_string()
            .starts_with("execute/t.yaml:2:7: `frobnicate` is not an executable opcode"),
        "{}",
        e[0]
    );
    let yaml = "- name: x\n  op: mov\n  needs: [sparkle]\n  code: \"mov r0, {{a}}\"\n  inputs:\n    x: { a: 1 }\n  expect: { out: \"a\" }\n";
    let e = load(yaml).unwrap_err();
    assert!(
        e[0].to_string()
            .starts_with("execute/t.yaml:3:11: `sparkle` is not a modifier"),
        "{}",
        e[0]
    );
    let yaml = "- name: x\n  op: mov\n  text: \"ps_2_0\\nmov oC0, c0\"\n  inputs:\n    x: { a: 1 }\n  expect: { oC0: \"c0\" }\n";
    let e = load(yaml).unwrap_err();
    assert!(
        e[0].to_string().contains("a, b, c are the frame's sources"),
        "{}",
        e[0]
    );
    let e = load("- name: [").unwrap_err();
    assert!(
        e[0].to_string().starts_with("execute/t.yaml:1:"),
        "{}",
        e[0]
    );
}

#[test]
fn a_wrong_formula_is_refused_with_both_results() {
    let yaml = "- name: add\n  op: add\n  profiles: [ps_2_0]\n  code: \"add r0, {{a}}, {{b}}\"\n  inputs:\n    x: { a: [1, 2, 3, 4], b: 2 }\n  expect: { out: \"a - b\" }\n";
    let src = load(yaml).unwrap();
    let specs = cases_of(&src);
    assert_eq!(specs.len(), 1);
    let model = Model::embedded();
    let session = Session::open(model, None, None, false).unwrap();
    let oracle = ReferenceOracle::new(&session.rules, model);
    let cross = CrossChecker::disabled();
    let out = verify(
        &specs,
        &Checkers {
            model,
            oracle: &oracle,
            cross: &cross,
            format: 3,
        },
    );
    assert!(out.set.cases.is_empty());
    let msg = out.errors[0].to_string();
    assert!(
        msg.contains("disagreement on exec.add/execute/ps_2_0/add-x (execute)"),
        "{msg}"
    );
    assert!(
        msg.contains("formulas expect:") && msg.contains("[-1.0,0.0,1.0,2.0]"),
        "{msg}"
    );
    assert!(
        msg.contains("reference computes:") && msg.contains("[3.0,4.0,5.0,6.0]"),
        "{msg}"
    );
}

#[test]
fn expected_outputs_are_deterministic() {
    let model = Model::embedded();
    let session = Session::open(model, None, None, false).unwrap();
    let a = cases_of(&session.execute_source(model).unwrap());
    let b = cases_of(&session.execute_source(model).unwrap());
    assert_eq!(a, b);
    // And do not depend on the seed: formulas, not random draws.
    let env = SourceEnv {
        model,
        catalog: &session.catalog,
        seed: 99,
        earlier: &[],
    };
    let c = session.execute_source(model).unwrap().cases(&env).unwrap();
    assert_eq!(a, c);
}

#[test]
fn profiles_come_from_the_model_narrowed_by_profiles_when_and_needs() {
    let profiles = |yaml: &str| -> Vec<String> {
        let mut p: Vec<String> = cases_of(&load(yaml).unwrap())
            .iter()
            .map(|c| c.body.profile_label())
            .collect();
        p.sort();
        p
    };
    let base = "- name: x\n  op: OP\n  code: \"mov r0, {{a}}\"\n  inputs:\n    s: { a: 0.5 }\n  expect: { out: \"a\" }\n";
    // dp2add exists in ps_2_0+ only (spec-rules/models/opcodes.yaml).
    assert_eq!(
        profiles(&base.replace("OP", "dp2add")),
        ["ps_2_0", "ps_2_sw", "ps_2_x", "ps_3_0", "ps_3_sw"]
    );
    let when = base
        .replace("OP", "dp2add")
        .replace("  inputs:", "  when: \"major >= 3\"\n  inputs:");
    assert_eq!(profiles(&when), ["ps_3_0", "ps_3_sw"]);
    let narrowed = base.replace("OP", "mov").replace(
        "  inputs:",
        "  profiles: [ps_1_x]\n  needs: [shift_x8]\n  inputs:",
    );
    assert_eq!(profiles(&narrowed), ["ps_1_4"]);
}

#[test]
fn a_suite_with_execute_cases_must_cover_every_executable_instruction() {
    use shadercts_generator::inputs::GeneratorInputs;
    use shadercts_generator::{Failure, Generator, Request};
    let model = Model::embedded();
    let session = Session::open(model, None, None, false).unwrap();
    let oracle = ReferenceOracle::new(&session.rules, model);
    let cross = CrossChecker::disabled();
    // One binding: `add` in ps_2_0 only, so every other executable pair is a gap.
    let src = load("- name: add\n  op: add\n  profiles: [ps_2_0]\n  code: \"add r0, {{a}}, {{b}}\"\n  inputs:\n    x: { a: [1, 2, 3, 4], b: 2 }\n  expect: { out: \"a + b\" }\n").unwrap();
    let inputs = GeneratorInputs::default();
    let gen = Generator {
        model,
        catalog: &session.catalog,
        oracle: &oracle,
        cross: &cross,
        sources: vec![&src],
        inputs: &inputs,
        exemptions: &[],
    };
    let mut req = Request {
        version: "0.0.1".into(),
        seed: 1,
        previous: None,
        allow_gaps: false,
    };
    match gen.build(&req) {
        Err(Failure::Rejected { errors, .. }) => {
            let all: Vec<String> = errors.iter().map(ToString::to_string).collect();
            assert!(
                all.iter()
                    .any(|e| e
                        .contains("execute coverage gap: no execute case runs `mul` in ps_2_0")),
                "{all:?}"
            );
            assert!(
                !all.iter().any(|e| e.contains("`add` in ps_2_0")),
                "{all:?}"
            );
        }
        other => panic!(
            "expected gaps, got {:?}",
            other.map(|(s, _)| s.manifest.cases.len())
        ),
    }
    // Authors writing bindings can still build with the gaps.
    req.allow_gaps = true;
    let (suite, _) = gen.build(&req).unwrap_or_else(|f| panic!("{f}"));
    assert_eq!(suite.manifest.cases.len(), 1);
}

/// A ps_1_x case whose expected value the range clamp changed states the range it
/// assumes (`ps1_max_value` 1); one the clamp leaves alone, and every case of the other
/// models, does not; a set that gives the range keeps its own (Wine's d3d9, whose range is
/// 3.4e38, failed 21 cases of suite 2.1.0 that assumed 1 without saying so).
#[test]
fn a_case_that_depends_on_the_ps1_range_states_it() {
    let yaml = "- name: r\n  op: add\n  code: \"add r0, {{a}}, {{b}}\"\n  inputs:\n    \
                over: { a: [0.75, 0, 0, 0], b: [0.5, 0, 0, 0] }\n    \
                within: { a: [0.25, 0, 0, 0], b: [0.5, 0, 0, 0] }\n    \
                two: { a: [0.75, 0, 0, 0], b: [0.5, 0, 0, 0], ps1_max_value: 2 }\n  \
                expect: { out: \"a + b\" }\n";
    let cases = cases_of(&load(yaml).unwrap());
    let range = |profile: &str, slug: &str| -> Option<f64> {
        let c = cases
            .iter()
            .find(|c| c.body.profile_label() == profile && c.slug == slug)
            .unwrap_or_else(|| panic!("no {profile} {slug}"));
        let shadercts_generator::case::Body::Execute(e) = &c.body else {
            panic!("not an execute case")
        };
        let inputs: serde_json::Value = serde_json::from_str(&e.inputs).unwrap();
        inputs.get("ps1_max_value").map(|v| v.as_f64().unwrap())
    };
    for p in ["ps_1_1", "ps_1_4"] {
        assert_eq!(range(p, "r-over"), Some(1.0), "{p}: 1.25 is clamped to 1");
        assert_eq!(range(p, "r-within"), None, "{p}: 0.75 holds in any range");
        assert_eq!(range(p, "r-two"), Some(2.0), "{p}");
    }
    for p in ["ps_2_0", "ps_3_0", "vs_1_1"] {
        assert_eq!(range(p, "r-over"), None, "{p}");
    }
}
