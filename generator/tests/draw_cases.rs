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

/// The draw bindings compiled into the generator.
fn check_files() -> &'static [(&'static str, &'static str)] {
    draw::EMBEDDED
}

fn build() -> Vec<check::Checked> {
    let model = Model::embedded();
    let session = Session::open(model, None, None, false).unwrap_or_else(|e| panic!("{e}"));
    let oracle = ReferenceOracle::new(&session.rules, model);
    check::build(model, &oracle, check_files()).unwrap_or_else(|e| {
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
    // The texkill w case carries both levels: native discards, documented does not.
    let kill = first
        .iter()
        .find(|(c, _)| c.id == "draw.texkill/draw/ps_2_0/w-component")
        .expect("the texkill w case");
    let Expected::Pixels(d) = &kill.0.expect else {
        panic!("a draw case expects pixels")
    };
    assert_eq!(d.native_facts, vec!["nx.texkill-w".to_string()]);
    let doc = d.documented.as_ref().expect("a documented file");
    assert!(kill.1.iter().any(|(p, _)| p == doc));
    // ps_3_0 ignores TEXCOORDINDEX (seed 004); before ps_3_0 the state has no defined
    // behaviour with vertex shaders, so no case sets it.
    let pixel = |id: &str| {
        let (c, files) = first.iter().find(|(c, _)| c.id == id).expect(id);
        let Expected::Pixels(d) = &c.expect else {
            panic!()
        };
        let text = &files
            .iter()
            .find(|(p, _)| *p == d.path)
            .expect("pixels file")
            .1;
        shadercts_suite_files::pixels::ExpectedPixels::parse(std::str::from_utf8(text).unwrap())
            .unwrap()
    };
    let r =
        |p: &shadercts_suite_files::pixels::ExpectedPixels| p.targets[0].pixels[0].rgba[0].clone();
    assert_eq!(
        r(&pixel("draw.texcoordindex/draw/ps_3_0/index-ignored")),
        shadercts_suite_files::pixels::Component::Number(0.25)
    );
    assert!(!cases
        .iter()
        .any(|c| c.id.starts_with("draw.texcoordindex/draw/ps_2")));
    let second = build();
    assert_eq!(first, second, "draw cases differ between two builds");
    assert!(draw::FEATURES.len() == 19);
}

/// A 3.0.0 suite has the draw cases in manifest format 4 with their files, COVERAGE.md
/// shows no runtime-rule or draw-feature gap, and verify-suite re-draws every draw case
/// without a problem; a 2.x suite has none (checked_in.rs regenerates 2.2.0 byte for byte).
#[test]
fn a_3_0_0_suite_has_verified_draw_cases_and_no_runtime_gap() {
    use shadercts_generator::Request;
    let model = Model::embedded();
    let session = Session::open(model, None, None, false).unwrap_or_else(|e| panic!("{e}"));
    let req = Request {
        version: "3.0.0".into(),
        seed: 1,
        previous: None,
        allow_gaps: false,
    };
    let (suite, _) = session
        .build_suite(model, &req)
        .unwrap_or_else(|f| panic!("the 3.0.0 suite does not build:\n{f}"));
    assert_eq!(suite.manifest.format, 4);
    let draws: Vec<_> = suite
        .manifest
        .cases
        .iter()
        .filter(|c| c.kind == "draw")
        .collect();
    assert!(draws.len() >= 150, "only {} draw cases", draws.len());
    for c in &draws {
        assert!(c.vs_profile.is_some(), "{}", c.id);
        let px = c.expect.pixels.as_ref().expect("expect.pixels");
        assert!(suite.files.contains_key(&px.path), "{}", px.path);
        assert!(!c.expect.features.is_empty(), "{}", c.id);
    }
    let coverage = String::from_utf8(suite.files["COVERAGE.md"].clone()).unwrap();
    for section in ["## Runtime rules", "## Draw feature groups"] {
        let rest = &coverage[coverage.find(section).expect(section)..];
        assert!(rest.contains("Gaps: 0."), "{section} has gaps");
    }
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("suite");
    shadercts_generator::suite::write::write_atomically(&suite, &out).unwrap();
    let report = session.verify(model, &out).unwrap();
    let draw_problems: Vec<&String> = report
        .problems
        .iter()
        .filter(|p| p.contains("draw"))
        .collect();
    assert!(draw_problems.is_empty(), "{draw_problems:?}");
}
