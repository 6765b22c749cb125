//! Draw cases (manifest format 4) end to end: a hand-written suite whose expected
//! pixels are computed by hand passes on the reference backend; a `worker:` backend
//! answering wrong pixels fails with the pixel named; `--conformance documented` grades
//! against `expect.documented`; `any_of` accepts each listed value.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code: a failure is the report

mod common;
mod draw_fixture;

use common::{case, worker_script};
use shadercts_harness::backends::{open, OpenOptions, ReferenceBackend};
use shadercts_harness::process::Limits;
use shadercts_harness::runner::Quiet;
use shadercts_harness::suite::{CaseKind, Conformance, Suite};
use shadercts_harness::{run_suite, Backend, Grading, RunOptions, RunReport, Status};
use std::time::Duration;

fn suite(dir: &std::path::Path) -> Suite {
    draw_fixture::write(dir);
    Suite::load(dir).expect("the draw suite loads")
}

fn run(suite: &Suite, backend: &dyn Backend) -> RunReport {
    let opts = RunOptions {
        jobs: 2,
        ..RunOptions::default()
    };
    run_suite(suite, backend, &opts, &Grading::default(), &mut Quiet).expect("the run completes")
}

#[test]
fn the_suite_loads_as_draw_cases() {
    let dir = tempfile::tempdir().unwrap();
    let s = suite(dir.path());
    assert_eq!(s.format, 4);
    assert!(s.cases.iter().all(|c| c.kind == CaseKind::Draw));
    let vpos = s.cases.iter().find(|c| c.id == draw_fixture::VPOS).unwrap();
    assert_eq!(vpos.profile, "ps_3_0");
    assert_eq!(vpos.vs_profile.as_deref(), Some("vs_3_0"));
    assert!(vpos.files.contains_key("scene"));
    assert_eq!(vpos.expect.features, vec!["vpos".to_string()]);
}

#[test]
fn the_reference_draws_the_expected_pixels() {
    let dir = tempfile::tempdir().unwrap();
    let s = suite(dir.path());
    let r = run(&s, &ReferenceBackend::embedded().unwrap());
    for id in [
        draw_fixture::CONSTANT,
        draw_fixture::VPOS,
        draw_fixture::ANY_OF,
    ] {
        let c = case(&r, id);
        assert_eq!(c.status, Status::Pass, "{id}: {}", c.detail);
        assert_eq!(c.op, Some(shadercts_harness::Capability::Draw));
    }
    // At the native level the deliberately wrong native expectation fails, naming the
    // first differing component.
    let c = case(&r, draw_fixture::LEVELS);
    assert_eq!(c.status, Status::Fail);
    assert!(
        c.detail
            .contains("target 0 pixel (0, 0) r: expected 0.9, got 0.25"),
        "{}",
        c.detail
    );
    assert!(
        c.detail.contains("16 of 16 chosen pixels differ"),
        "{}",
        c.detail
    );
}

#[test]
fn documented_conformance_grades_against_expect_documented() {
    let dir = tempfile::tempdir().unwrap();
    let mut s = suite(dir.path());
    s.grade_at(Conformance::Documented);
    let levels = s
        .cases
        .iter()
        .find(|c| c.id == draw_fixture::LEVELS)
        .unwrap();
    assert!(levels
        .expect
        .pixels
        .as_ref()
        .unwrap()
        .path
        .ends_with(".documented.pixels.json"));
    let r = run(
        &s,
        &ReferenceBackend::embedded_at(shadercts_rules::Conformance::Documented),
    );
    assert_eq!(r.conformance, Some(Conformance::Documented));
    for c in &r.cases {
        assert_eq!(c.status, Status::Pass, "{}: {}", c.id, c.detail);
    }
    // And back: the native expectation again.
    s.grade_at(Conformance::Native);
    let levels = s
        .cases
        .iter()
        .find(|c| c.id == draw_fixture::LEVELS)
        .unwrap();
    assert!(!levels
        .expect
        .pixels
        .as_ref()
        .unwrap()
        .path
        .ends_with(".documented.pixels.json"));
}

#[test]
fn a_worker_answering_wrong_pixels_fails_with_the_pixel_named() {
    let dir = tempfile::tempdir().unwrap();
    let s = suite(&dir.path().join("suite"));
    // Every draw answered with a black 4x4 frame.
    let frame = r#"{"width":4,"height":4,"targets":[{"format":"float32","pixels":[[[0,0,0,1],[0,0,0,1],[0,0,0,1],[0,0,0,1]],[[0,0,0,1],[0,0,0,1],[0,0,0,1],[0,0,0,1]],[[0,0,0,1],[0,0,0,1],[0,0,0,1],[0,0,0,1]],[[0,0,0,1],[0,0,0,1],[0,0,0,1],[0,0,0,1]]]}]}"#;
    let script = worker_script(
        dir.path(),
        "black",
        r#"["draw"]"#,
        &format!(r#"printf '{{"id":%s,"verdict":"accept","outputs":{frame}}}\n' "$id""#),
    );
    let opts = OpenOptions {
        limits: Limits {
            timeout: Some(Duration::from_secs(20)),
            memory_mb: Some(512),
        },
        ..OpenOptions::default()
    };
    let b = open(&format!("worker:{}", script.display()), &opts).unwrap();
    let r = run(&s, b.as_ref());
    let c = case(&r, draw_fixture::CONSTANT);
    assert_eq!(c.status, Status::Fail);
    assert!(
        c.detail.contains(
            "pixels differ at target 0 pixel (0, 0) r: expected 0.25, got 0 (tolerance 0.001)"
        ),
        "{}",
        c.detail
    );
    // An 8x8 case answered with a 4x4 frame: the size is named.
    let c = case(&r, draw_fixture::VPOS);
    assert_eq!(c.status, Status::Fail);
    assert!(
        c.detail.contains("the targets are 4x4, expected 8x8"),
        "{}",
        c.detail
    );
    // any_of lists 0.1 and 0.25 for red: 0 is neither.
    let c = case(&r, draw_fixture::ANY_OF);
    assert!(
        c.detail.contains("expected any_of [0.1, 0.25], got 0"),
        "{}",
        c.detail
    );
}

#[test]
fn a_backend_without_draw_does_not_support_draw_cases() {
    let dir = tempfile::tempdir().unwrap();
    let s = suite(&dir.path().join("suite"));
    let script = worker_script(dir.path(), "nodraw", r#"["execute"]"#, "true");
    let b = open(
        &format!("worker:{}", script.display()),
        &OpenOptions::default(),
    )
    .unwrap();
    let r = run(&s, b.as_ref());
    assert!(r.cases.iter().all(|c| c.status == Status::NotSupported));
    assert!(
        case(&r, draw_fixture::VPOS).detail.contains("cannot draw"),
        "{}",
        case(&r, draw_fixture::VPOS).detail
    );
}

#[test]
fn reports_count_draw_cases() {
    use shadercts_harness::catalog::RuleCatalog;
    use shadercts_harness::report::{cert, json, junit, terminal};
    let dir = tempfile::tempdir().unwrap();
    let s = suite(dir.path());
    let r = run(&s, &ReferenceBackend::embedded().unwrap());
    let certificate = cert::render(&r, &RuleCatalog::default());
    assert!(
        certificate.contains("| Draw cases | 4 run: 4 answered, 3 pass, 1 fail |"),
        "{certificate}"
    );
    let summary = terminal::render(&r);
    assert!(
        summary.contains("draw cases: 4 run: 4 answered, 3 pass, 1 fail"),
        "{summary}"
    );
    let xml = String::from_utf8(junit::render(&r).unwrap()).unwrap();
    assert!(xml.contains(r#"<testsuite name="draw" tests="4""#), "{xml}");
    let report: serde_json::Value = serde_json::from_slice(&json::render(&r).unwrap()).unwrap();
    let cases = report["cases"].as_array().unwrap();
    let vpos = cases
        .iter()
        .find(|c| c["id"] == draw_fixture::VPOS)
        .unwrap();
    assert_eq!(vpos["kind"], "draw");
    assert_eq!(vpos["op"], "draw");
    // The drawn frame is recorded: vPos of pixel (3, 5) is (3, 5).
    assert_eq!(
        vpos["actual"]["outputs"]["targets"][0]["pixels"][5][3],
        serde_json::json!([3.0, 5.0, 0.0, 1.0])
    );
}

/// A format 4 suite of one ps_2_0 `texkill` execute case whose input has only w < 0:
/// Direct3D 9 drivers test all four components from ps_2_0 on (discarded, native), the
/// instruction page the first three (not discarded, documented; its outputs with an
/// `any_of`).
fn texkill_suite(dir: &std::path::Path) -> Suite {
    use shadercts_suite_files::manifest::{
        CaseExpect, CaseFiles, DocumentedExpect, Manifest, ManifestCase,
    };
    let put = |rel: &str, body: &str| {
        std::fs::write(dir.join(rel), body).unwrap();
        shadercts_suite_files::FileRef {
            path: rel.into(),
            sha256: shadercts_suite_files::sha256_hex(body.as_bytes()),
        }
    };
    let case = ManifestCase {
        id: "exec.texkill/execute/ps_2_0/w-only".into(),
        kind: "execute".into(),
        profile: "ps_2_0".into(),
        vs_profile: None,
        rules: vec![],
        origin: "hand-made".into(),
        files: CaseFiles {
            text: Some(put("tk.asm", "ps_2_0\ndcl t0\ntexkill t0\nmov oC0, t0\n")),
            inputs: Some(put("tk.inputs.json", r#"{"inputs":{"t0":[1,1,1,-1]}}"#)),
            ..CaseFiles::default()
        },
        expect: CaseExpect {
            outputs: Some(put("tk.outputs.json", r#"{"discarded":true}"#)),
            documented: Some(DocumentedExpect {
                outputs: Some(put(
                    "tk.documented.outputs.json",
                    r#"{"discarded":false,"outputs":{"oC0":[1,{"any_of":[0.5,1]},1,-1]}}"#,
                )),
                ..DocumentedExpect::default()
            }),
            native_facts: vec!["nx.texkill-w".into()],
            ..CaseExpect::default()
        },
        notes: vec![],
    };
    let m = Manifest {
        format: 4,
        suite: "3.0.0".into(),
        generator: String::new(),
        seed: 1,
        rules_sha256: String::new(),
        templates_sha256: String::new(),
        documents: vec![],
        documented_rules: vec![],
        case_count: 1,
        cases: vec![case],
    };
    std::fs::write(dir.join("manifest.jsonl"), m.to_jsonl()).unwrap();
    Suite::load(dir).unwrap()
}

#[test]
fn execute_cases_are_graded_and_run_at_the_conformance_level() {
    let dir = tempfile::tempdir().unwrap();
    let mut s = texkill_suite(dir.path());
    let id = "exec.texkill/execute/ps_2_0/w-only";
    let native = ReferenceBackend::embedded_at(shadercts_rules::Conformance::Native);
    let documented = ReferenceBackend::embedded_at(shadercts_rules::Conformance::Documented);
    let r = run(&s, &native);
    assert_eq!(case(&r, id).status, Status::Pass, "{}", case(&r, id).detail);
    // The documented executor against the native expectation: not discarded.
    let r = run(&s, &documented);
    assert_eq!(case(&r, id).status, Status::Fail);
    assert!(
        case(&r, id).detail.contains("$.discarded"),
        "{}",
        case(&r, id).detail
    );
    s.grade_at(Conformance::Documented);
    let r = run(&s, &documented);
    assert_eq!(case(&r, id).status, Status::Pass, "{}", case(&r, id).detail);
    let r = run(&s, &native);
    assert_eq!(case(&r, id).status, Status::Fail);
}

#[test]
fn a_malformed_frame_or_expectation_fails_the_case_with_a_reason() {
    let dir = tempfile::tempdir().unwrap();
    let s = suite(&dir.path().join("suite"));
    // Two rows where the target has four; a value that is not a number.
    let script = worker_script(
        dir.path(),
        "malformed",
        r#"["draw"]"#,
        r#"case "$line" in
  *vpos*) printf '{"id":%s,"verdict":"accept","outputs":{"width":8,"height":8,"targets":[{"format":"float32","pixels":[[[0,0,0,"x"]]]}]}}\n' "$id";;
  *) printf '{"id":%s,"verdict":"accept","outputs":{"width":4,"height":4,"targets":[{"format":"float32","pixels":[[],[]]}]}}\n' "$id";;
esac"#,
    );
    let b = open(
        &format!("worker:{}", script.display()),
        &OpenOptions::default(),
    )
    .unwrap();
    let r = run(&s, b.as_ref());
    let c = case(&r, draw_fixture::CONSTANT);
    assert_eq!(c.status, Status::Fail);
    assert!(
        c.detail
            .contains("the answer is not a frame: targets[0] does not have 4 rows"),
        "{}",
        c.detail
    );
    let c = case(&r, draw_fixture::VPOS);
    assert!(c.detail.contains("does not have 8 rows"), "{}", c.detail);

    // An expected-pixels file that the suite's hash covers but that is not an
    // expectation (a pixel outside its target) fails the case, naming the file.
    let bad = dir.path().join("bad");
    draw_fixture::write(&bad);
    let m = std::fs::read_to_string(bad.join("manifest.jsonl")).unwrap();
    let rel = "cases/full-quad/full-quad.pixels.json";
    let old = std::fs::read(bad.join(rel)).unwrap();
    let body = r#"{"targets":[{"format":"float32","width":4,"height":4,"pixels":[{"x":4,"y":0,"rgba":[0,0,0,1]}]}]}"#;
    std::fs::write(bad.join(rel), body).unwrap();
    let m = m.replace(
        &shadercts_suite_files::sha256_hex(&old),
        &shadercts_suite_files::sha256_hex(body.as_bytes()),
    );
    std::fs::write(bad.join("manifest.jsonl"), m).unwrap();
    let s = Suite::load(&bad).unwrap();
    let r = run(&s, &ReferenceBackend::embedded().unwrap());
    let c = case(&r, draw_fixture::CONSTANT);
    assert_eq!(c.status, Status::Fail);
    assert!(
        c.detail
            .contains("cases/full-quad/full-quad.pixels.json: targets[0] pixel (4, 0) is outside the 4x4 target"),
        "{}",
        c.detail
    );
}
