//! The checked-in execute bindings: every case's formulas agree with the reference
//! interpreter, every executable (opcode, profile) pair of the model has an execute
//! case, and the expected outputs do not depend on the run.

use shadercts_generator::exec::coverage::{pairs, ExecCoverage};
use shadercts_generator::pipeline::{verify, Checkers};
use shadercts_generator::reference::ReferenceOracle;
use shadercts_generator::session::Session;
use shadercts_generator::{CaseSource, SourceEnv};
use shadercts_generator::crosscheck::CrossChecker;
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
