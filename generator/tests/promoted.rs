//! Promoted findings (`generator/promoted/*.yaml`, written by `shadercts promote`) become
//! validate cases under their content-hash ids; edited or inconsistent files are refused
//! with their location, and the reference must agree with the stated verdict.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code: a failure is the report

use shadercts_generator::crosscheck::CrossChecker;
use shadercts_generator::hash::sha256_hex;
use shadercts_generator::inputs::{GeneratorInputs, SourceFile};
use shadercts_generator::promoted_source::PromotedSource;
use shadercts_generator::reference::{catalog, embedded_sources, ReferenceOracle};
use shadercts_generator::{Failure, Generator, Request};
use shadercts_reference::RuleSet;
use shadercts_shader::Model;

/// A promoted file as `shadercts promote` writes it.
fn promoted(rule: &str, expect: &str, profile: &str, text: &str) -> SourceFile {
    let sha = sha256_hex(text.as_bytes());
    let mut body = String::new();
    for l in text.lines() {
        body.push_str("  ");
        body.push_str(l);
        body.push('\n');
    }
    SourceFile {
        path: format!("promoted/{rule}-{expect}-{}.yaml", &sha[..12]),
        text: format!(
            "# A promoted fuzzing finding (shadercts promote); the generator publishes it.\n\
             id: {rule}/{expect}/{profile}/promoted-{}\nrule: {rule}\nexpect: {expect}\n\
             profile: {profile}\nsha256: {sha}\ntext: |\n{body}",
            &sha[..12]
        ),
    }
}

fn build(files: Vec<SourceFile>) -> Result<shadercts_generator::suite::Suite, Failure> {
    let model = Model::embedded();
    let rules = RuleSet::embedded(model).expect("the embedded rules load");
    let cat = catalog(&rules, model, embedded_sources());
    let oracle = ReferenceOracle::new(&rules, model);
    let cross = CrossChecker::disabled();
    let inputs = GeneratorInputs {
        promoted: files.clone(),
        ..GeneratorInputs::default()
    };
    let source = PromotedSource::new(files);
    let gen = Generator {
        model,
        catalog: &cat,
        oracle: &oracle,
        cross: &cross,
        sources: vec![&source],
        inputs: &inputs,
        exemptions: &[],
    };
    let req = Request {
        version: "0.0.1".into(),
        seed: 1,
        previous: None,
        allow_gaps: true,
    };
    gen.build(&req).map(|(suite, _)| suite)
}

const BAD: &str = "ps_2_0\nadd oC0, c0, c0\n";
const GOOD: &str = "ps_2_0\nmov oC0, c0\n";

#[test]
fn promoted_files_become_cases_with_their_ids_and_verdicts() {
    let bad = promoted("ps.oC.mov-only", "invalid", "ps_2_0", BAD);
    let good = promoted("ps.oC.mov-only", "valid", "ps_2_0", GOOD);
    let suite = build(vec![bad, good]).unwrap_or_else(|f| panic!("{f}"));
    let hash = |t: &str| sha256_hex(t.as_bytes())[..12].to_string();
    let bad_id = format!("ps.oC.mov-only/invalid/ps_2_0/promoted-{}", hash(BAD));
    let good_id = format!("ps.oC.mov-only/valid/ps_2_0/promoted-{}", hash(GOOD));
    let case = |id: &str| {
        suite
            .manifest
            .cases
            .iter()
            .find(|c| c.id == id && c.kind == "validate")
            .unwrap_or_else(|| panic!("no validate case {id}"))
    };
    let b = case(&bad_id);
    assert_eq!(b.expect.verdict.as_deref(), Some("invalid"));
    assert_eq!(
        b.expect.rules.as_deref(),
        Some(&["ps.oC.mov-only".to_string()][..])
    );
    assert!(b
        .origin
        .starts_with("promoted promoted/ps.oC.mov-only-invalid-"));
    let g = case(&good_id);
    assert_eq!(g.expect.verdict.as_deref(), Some("valid"));
    assert_eq!(g.rules, ["ps.oC.mov-only"]);
}

#[test]
fn the_reference_must_agree_with_a_promoted_verdict() {
    // Stated valid, but it breaks ps.oC.mov-only: refused, not published.
    let wrong = promoted("ps.oC.mov-only", "valid", "ps_2_0", BAD);
    match build(vec![wrong]) {
        Err(Failure::Rejected { disagreements, .. }) => assert_eq!(disagreements.len(), 1),
        other => panic!(
            "expected a disagreement, got {:?}",
            other.map(|s| s.manifest.cases.len())
        ),
    }
}

fn input_errors(file: SourceFile) -> String {
    match build(vec![file]) {
        Err(Failure::Input(errors)) => errors
            .iter()
            .map(ToString::to_string)
            .collect::<Vec<_>>()
            .join("\n"),
        other => panic!(
            "expected an input error, got {:?}",
            other.map(|s| s.manifest.cases.len())
        ),
    }
}

#[test]
fn edited_or_inconsistent_files_are_refused_with_their_location() {
    let mut edited = promoted("ps.oC.mov-only", "invalid", "ps_2_0", BAD);
    edited.text = edited.text.replace("add oC0", "sub oC0");
    let e = input_errors(edited);
    assert!(e.contains(":6:9: `sha256` does not match `text`"), "{e}");

    let mut renamed = promoted("ps.oC.mov-only", "invalid", "ps_2_0", BAD);
    renamed.text = renamed
        .text
        .replace("rule: ps.oC.mov-only", "rule: ps.oC.mov-onyl");
    let e = input_errors(renamed);
    assert!(
        e.contains(":3:7: unknown rule `ps.oC.mov-onyl` (did you mean `ps.oC.mov-only`?)"),
        "{e}"
    );

    let mut verdict = promoted("ps.oC.mov-only", "invalid", "ps_2_0", BAD);
    verdict.text = verdict.text.replace("expect: invalid", "expect: rejected");
    let e = input_errors(verdict);
    assert!(
        e.contains(":4:9: `expect` is `valid` or `invalid`, not `rejected`"),
        "{e}"
    );

    let mut profile = promoted("ps.oC.mov-only", "invalid", "ps_2_0", BAD);
    profile.text = profile.text.replace("profile: ps_2_0", "profile: ps_2_x");
    let e = input_errors(profile);
    assert!(
        e.contains("`profile` is `ps_2_x` but the text's version line says `ps_2_0`"),
        "{e}"
    );

    let mut unknown = promoted("ps.oC.mov-only", "invalid", "ps_2_0", BAD);
    unknown.text.push_str("author: me\n");
    let e = input_errors(unknown);
    assert!(e.contains("author"), "{e}");

    let syntax = promoted("syntax", "invalid", "ps_2_0", "ps_2_0\nfoo r0\n");
    let e = input_errors(syntax);
    assert!(e.contains("suites hold programs that parse"), "{e}");
}

#[test]
fn the_checked_in_promoted_files_are_embedded() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let on_disk = GeneratorInputs::from_dir(dir).expect("the generator folder reads");
    assert_eq!(on_disk.promoted, GeneratorInputs::embedded().promoted);
}
