//! The checked-in draw bindings (`generator/draw/*.yaml`): every case's formulas agree
//! with the reference pipeline, every pixel- and vertex-shader profile has draw cases,
//! every feature group is covered in every profile or has a stated reason, and the
//! cases (ids and files) do not depend on the run.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code: a failure is the report

use shadercts_generator::draw::{self, check, coverage, PS_PROFILES, VS_PROFILES};
use shadercts_generator::reference::ReferenceOracle;
use shadercts_generator::session::Session;
use shadercts_generator::verified::{Case, Expected};
use shadercts_shader::Model;

fn build() -> Vec<check::Checked> {
    let model = Model::embedded();
    let session = Session::open(model, None, None, false).unwrap_or_else(|e| panic!("{e}"));
    let oracle = ReferenceOracle::new(&session.rules, model);
    check::build(model, &oracle).unwrap_or_else(|e| {
        panic!(
            "{} draw case(s) refused:\n{}",
            e.len(),
            shadercts_generator::error::join(&e)
        )
    })
}

#[test]
fn draw_cases_pass_the_reference_cover_every_profile_and_are_stable() {
    let first = build();
    let cases: Vec<Case> = first.iter().map(|(c, _)| c.clone()).collect();
    for ps in PS_PROFILES {
        assert!(
            cases.iter().any(|c| c.profile == ps),
            "no draw case in {ps}"
        );
    }
    for vs in VS_PROFILES {
        assert!(
            cases
                .iter()
                .any(|c| matches!(&c.expect, Expected::Pixels(d) if d.vs_profile == vs)),
            "no draw case with {vs}"
        );
    }
    let gaps = coverage::gaps(&cases);
    assert!(
        gaps.is_empty(),
        "feature groups without a case or a reason: {gaps:?}"
    );
    for c in &cases {
        assert!(c.id.contains("/draw/"), "{}", c.id);
        assert_eq!(c.files.len(), 5, "{}: vs, ps, two bytecodes, scene", c.id);
    }
    let second = build();
    assert_eq!(first, second, "draw cases differ between two builds");
    assert!(draw::FEATURES.len() == 19);
}
