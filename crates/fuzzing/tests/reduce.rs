//! Reduction: delta debugging over programs, lines and tokens, against a backend and
//! on fuzz artifacts.

use shadercts_fuzzing::artifact::{self, Reduced};
use shadercts_fuzzing::oracle::{model, rules, Validator};
use shadercts_fuzzing::reduce::backend::{BackendCheck, Expect, Kind};
use shadercts_fuzzing::reduce::{reduce_text, reduce_tokens, ReduceError};
use shadercts_fuzzing::targets;
use shadercts_harness::grade::Level;
use shadercts_harness::{
    Backend, BackendInfo, Capabilities, Capability, Diagnostic, Failure, Request, Response,
};
use shadercts_shader::{bytecode, text};
use std::path::Path;

/// A shader that breaks ps.oC.mov-only (the `add` into oC0) among unrelated code.
const BIG: &str = "ps_2_0
dcl t0
dcl t1
dcl_2d s0
def c0, 1, 0.5, 0.25, 1
def c1, 0, 1, 0, 1
texld r0, t0, s0
mul r1, r0, c0
mad r2, t1, c1, r1
add r3, r2, -r1
mul_sat r4, r3, c0.x
add oC0, r4, r2
";

/// A validator backend that forgets one rule (as a third-party validator might).
struct Forgetful(Validator);

impl Backend for Forgetful {
    fn info(&self) -> BackendInfo {
        BackendInfo {
            name: "forgetful".into(),
            ..BackendInfo::default()
        }
    }

    fn capabilities(&self) -> Capabilities {
        Capabilities::of(&[Capability::ValidateText])
    }

    fn run(&self, request: &Request) -> Result<Response, Failure> {
        let p =
            text::parse(request.text("text")?, model()).map_err(|_| Failure::error("syntax"))?;
        let v = self.0.check(&p);
        if v.is_empty() {
            return Ok(Response::accept());
        }
        let diags = v
            .into_iter()
            .map(|x| Diagnostic {
                rule: Some(x.rule),
                ..Diagnostic::message(x.message)
            })
            .collect();
        Ok(Response::reject(None, diags))
    }
}

fn statements(t: &str) -> usize {
    text::parse(t, model()).expect("parses").instructions.len()
}

#[test]
fn a_backend_that_misses_a_rule_reduces_to_the_offending_statement() {
    let backend = Forgetful(Validator::with_planted_bug("ps.oC.mov-only"));
    let check = BackendCheck::new(
        &backend,
        rules(),
        model(),
        Kind::Validate,
        Level::Verdict,
        None,
    )
    .unwrap();
    let want = check.signature(BIG).expect("the backend fails on BIG");
    assert_eq!(want, "reference: invalid:ps.oC.mov-only; backend: accepts");
    let r = reduce_text(BIG, model(), &mut |t| {
        check.signature(t).as_deref() == Some(want.as_str())
    })
    .unwrap();
    assert_eq!(r.statements, (11, statements(&r.text)));
    assert!(r.statements.1 <= 2, "{}", r.text);
    assert!(r.text.contains("oC0"), "{}", r.text);
    assert_eq!(check.signature(&r.text).as_deref(), Some(want.as_str()));
}

#[test]
fn an_expectation_constrains_every_candidate() {
    let backend = Forgetful(Validator::with_planted_bug("ps.oC.mov-only"));
    let expect = Expect::parse("invalid:ps.oC.mov-only").unwrap();
    let check = BackendCheck::new(
        &backend,
        rules(),
        model(),
        Kind::Validate,
        Level::Verdict,
        Some(expect),
    )
    .unwrap();
    assert!(check.signature(BIG).is_some());
    assert_eq!(
        check.signature("ps_2_0\nmov oC0, c0\n"),
        None,
        "valid: the expectation fails"
    );
    let none = Expect::parse("valid").unwrap();
    let check = BackendCheck::new(
        &backend,
        rules(),
        model(),
        Kind::Validate,
        Level::Verdict,
        Some(none),
    )
    .unwrap();
    assert_eq!(check.signature(BIG), None);
}

#[test]
fn rule_level_grading_sees_missing_rule_ids() {
    // Reports a rejection, but never with the right rule id.
    struct Vague;
    impl Backend for Vague {
        fn info(&self) -> BackendInfo {
            BackendInfo::default()
        }
        fn capabilities(&self) -> Capabilities {
            Capabilities::of(&[Capability::ValidateText])
        }
        fn run(&self, _: &Request) -> Result<Response, Failure> {
            Ok(Response::reject(None, vec![Diagnostic::message("no")]))
        }
    }
    let verdict = BackendCheck::new(
        &Vague,
        rules(),
        model(),
        Kind::Validate,
        Level::Verdict,
        None,
    )
    .unwrap();
    assert_eq!(verdict.signature(BIG), None);
    let rule =
        BackendCheck::new(&Vague, rules(), model(), Kind::Validate, Level::Rule, None).unwrap();
    assert_eq!(
        rule.signature(BIG).as_deref(),
        Some("reference: invalid:ps.oC.mov-only; backend: rejects without ps.oC.mov-only")
    );
}

#[test]
fn not_failing_inputs_are_refused() {
    assert_eq!(
        reduce_text(BIG, model(), &mut |_| false).unwrap_err(),
        ReduceError::NotFailing
    );
    assert_eq!(
        reduce_tokens(&[1, 2, 3, 4], &mut |_| false).unwrap_err(),
        ReduceError::NotFailing
    );
}

#[test]
fn text_that_does_not_parse_is_reduced_by_lines_then_characters() {
    let src = "vs_1_1\nmov r0, c0\nbogus ~~ line\nmov oPos, r0\n";
    let r = reduce_text(src, model(), &mut |t| t.contains("~~")).unwrap();
    assert_eq!(r.text, "~~");
}

#[test]
fn operands_are_simplified() {
    // Interesting: an `add` into oC0 survives; everything else may go.
    let src = "ps_2_0\ndcl t0\nadd_sat oC0, -t0.wzyx, t0_abs\n";
    let r = reduce_text(src, model(), &mut |t| {
        t.lines().any(|l| l.starts_with("add") && l.contains("oC0"))
    })
    .unwrap();
    assert_eq!(r.text, "ps_2_0\nadd oC0, c0, c0\n");
}

#[test]
fn token_streams_are_reduced_by_whole_tokens() {
    let p = text::parse(BIG, model()).unwrap();
    let bytes = bytecode::to_bytes(&bytecode::encode(&p).unwrap());
    let marker = 0x3f00_0000u32.to_le_bytes(); // 0.5 in the first def
    let has = |b: &[u8]| b.chunks_exact(4).any(|c| c == marker);
    let (out, tests) = reduce_tokens(&bytes, &mut |b| has(b)).unwrap();
    assert_eq!(out, marker);
    assert!(tests > 1);
}

#[test]
fn artifacts_name_their_target_by_path() {
    let t = artifact::target_of(Path::new("fuzz/artifacts/roundtrip/crash-1234")).unwrap();
    assert_eq!(t.name, "roundtrip");
    let t = artifact::target_of(Path::new("/x/fuzz/corpus/decode_bytecode/abc")).unwrap();
    assert_eq!(t.name, "decode_bytecode");
    assert!(artifact::target_of(Path::new("fuzz/artifacts/nope/crash")).is_none());
    assert!(artifact::target_of(Path::new("shader.asm")).is_none());
}

#[test]
fn an_artifact_without_a_finding_is_refused() {
    let t = targets::by_name("parse_text").unwrap();
    assert_eq!(
        artifact::reduce(t, b"vs_1_1\n").unwrap_err(),
        artifact::ArtifactError::NoFinding
    );
}

#[test]
fn a_parse_artifact_is_reduced_as_text() {
    // A stand-in target whose oracle fails on any text containing "~": the artifact
    // path reduces its input text when the finding has no shader of its own.
    fn check(data: &[u8]) -> Result<(), shadercts_fuzzing::Finding> {
        if data.contains(&b'~') {
            Err(shadercts_fuzzing::Finding::new("tilde", "has a tilde", ""))
        } else {
            Ok(())
        }
    }
    fn signature(t: &str) -> Option<String> {
        check(t.as_bytes()).err().map(|f| f.signature)
    }
    let t = targets::Target {
        name: "tilde",
        check,
        strict: check,
        signature,
        bytecode: false,
    };
    match artifact::reduce(&t, b"vs_1_1\nmov r0, ~c0\n").unwrap() {
        (_, Reduced::Shader(r)) => assert_eq!(r.text, "~"),
        other => panic!("{other:?}"),
    }
}
