//! Reduction: delta debugging over programs, lines and tokens, against a backend and
//! on fuzz artifacts.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code: a failure is the report

use shadercts_fuzzing::artifact::{self, Reduced};
use shadercts_fuzzing::oracle::{model, rules, Validator};
use shadercts_fuzzing::reduce::backend::{BackendCheck, Expect, Kind};
use shadercts_fuzzing::reduce::{reduce_pair, reduce_text, reduce_tokens, ReduceError};
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

/// A test backend: its capabilities and how it answers.
struct Fake<F> {
    caps: &'static [Capability],
    answer: F,
}

impl<F: Fn(&Request) -> Result<Response, Failure> + Send + Sync> Backend for Fake<F> {
    fn info(&self) -> BackendInfo {
        BackendInfo {
            name: "fake".into(),
            ..BackendInfo::default()
        }
    }

    fn capabilities(&self) -> Capabilities {
        Capabilities::of(self.caps)
    }

    fn run(&self, request: &Request) -> Result<Response, Failure> {
        (self.answer)(request)
    }
}

/// A validator backend that forgets one rule (as a third-party validator might).
fn forgetful(v: Validator) -> impl Backend {
    Fake {
        caps: &[Capability::ValidateText],
        answer: move |request: &Request| {
            let p = text::parse(request.text("text")?, model())
                .map_err(|_| Failure::error("syntax"))?;
            let v = v.check(&p);
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
        },
    }
}

fn statements(t: &str) -> usize {
    text::parse(t, model()).expect("parses").instructions.len()
}

#[test]
fn a_backend_that_misses_a_rule_reduces_to_the_offending_statement() {
    let backend = forgetful(Validator::with_planted_bug("ps.oC.mov-only"));
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
    let backend = forgetful(Validator::with_planted_bug("ps.oC.mov-only"));
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
    let vague = Fake {
        caps: &[Capability::ValidateText],
        answer: |_: &Request| Ok(Response::reject(None, vec![Diagnostic::message("no")])),
    };
    let verdict = BackendCheck::new(
        &vague,
        rules(),
        model(),
        Kind::Validate,
        Level::Verdict,
        None,
    )
    .unwrap();
    assert_eq!(verdict.signature(BIG), None);
    let rule =
        BackendCheck::new(&vague, rules(), model(), Kind::Validate, Level::Rule, None).unwrap();
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

#[test]
fn a_link_pair_is_reduced_on_both_sides() {
    // The pixel shader reads texcoord1, which the vertex shader never outputs
    // (sm3.link.missing); everything else is noise.
    let vs = "vs_3_0\ndcl_position v0\ndcl_texcoord0 v1\ndcl_position o0\ndcl_texcoord0 o1\n\
              dcl_color o2\nmov o0, v0\nmul r0, v1, c0\nadd o1, r0, c1\nmov o2, c2\n";
    let ps = "ps_3_0\ndcl_texcoord0 v0\ndcl_texcoord1 v1\ndcl_color v2\nmul r0, v0, v1\n\
              add r0, r0, v2\nmov oC0, r0\n";
    // A linker that accepts every pair (as a lenient third-party linker might).
    let links_anything = Fake {
        caps: &[Capability::Link],
        answer: |_: &Request| Ok(Response::accept()),
    };
    let check = BackendCheck::new(
        &links_anything,
        rules(),
        model(),
        Kind::Validate,
        Level::Verdict,
        None,
    )
    .unwrap();
    let want = check
        .link_signature(vs, ps)
        .expect("the linker gets this pair wrong");
    assert_eq!(
        want,
        "reference: invalid:sm3.link.missing; backend: accepts"
    );
    let r = reduce_pair(vs, ps, model(), &mut |v: &str, p: &str| {
        check.link_signature(v, p).as_deref() == Some(want.as_str())
    })
    .unwrap();
    assert!(r.vs.statements.1 < r.vs.statements.0, "{}", r.vs.text);
    assert!(r.ps.statements.1 < r.ps.statements.0, "{}", r.ps.text);
    assert!(r.ps.text.contains("dcl_texcoord"), "{}", r.ps.text);
    // Still the same failure, and nothing left to remove from the pixel shader.
    assert_eq!(
        check.link_signature(&r.vs.text, &r.ps.text).as_deref(),
        Some(want.as_str())
    );
    assert!(r.ps.statements.1 <= 3, "{}", r.ps.text);
    // A pair the backend gets right is not reduced.
    let good_ps = "ps_3_0\ndcl_texcoord0 v0\nmov oC0, v0\n";
    assert!(check.link_signature(vs, good_ps).is_none());
    assert_eq!(
        reduce_pair(vs, good_ps, model(), &mut |v: &str, p: &str| {
            check.link_signature(v, p).is_some()
        }),
        Err(ReduceError::NotFailing)
    );
}

/// The embedded rules at the native level (the level `shadercts reduce` checks by default).
fn native_rules() -> &'static shadercts_rules::RuleSet {
    shadercts_rules::RuleSet::embedded_at(shadercts_rules::Conformance::Native)
}

/// An executor that gets `mad` wrong: the reference's outputs, with oC0.x off by one
/// whenever the program has a `mad`.
fn mad_bug() -> impl Backend {
    let reference = shadercts_harness::backends::ReferenceBackend::new(native_rules().clone());
    Fake {
        caps: &[Capability::Execute],
        answer: move |request: &Request| {
            let mut r = reference.run(request)?;
            let has_mad = request.text("text")?.lines().any(|l| l.starts_with("mad"));
            if let (true, Some(out)) = (has_mad, r.outputs.as_mut()) {
                if let Some(x) = out.pointer_mut("/outputs/oC0/0") {
                    *x = serde_json::json!(x.as_f64().unwrap_or(0.0) + 1.0);
                }
            }
            Ok(r)
        },
    }
}

#[test]
fn an_execute_case_is_reduced_to_the_instruction_computed_wrongly() {
    let src = "ps_3_0\ndcl_texcoord0 v0\ndef c0, 0.5, 0.25, 2, 1\nmul r0, v0, c0\n\
               add r1, r0, c0.w\nmad r2, r1, c0.z, v0\nmul r3, r2, c0.y\nmov oC0, r3\n";
    let inputs = r#"{"inputs": {"v0": [1, 2, 3, 4]}}"#;
    let bug = mad_bug();
    // At the native level, as `shadercts reduce` checks by default: ps_3_0 may read an
    // unwritten r# there (docs/native-behaviour.md#A5), so the reducer may drop the `mul`.
    let check = BackendCheck::new(
        &bug,
        native_rules(),
        model(),
        Kind::Validate,
        Level::Verdict,
        None,
    )
    .unwrap();
    let want = check
        .execute_signature(src, inputs, 1e-6)
        .expect("the executor gets mad wrong");
    assert_eq!(
        want,
        "reference: executes; backend: outputs differ at $.outputs.oC0"
    );
    let r = reduce_text(src, model(), &mut |t: &str| {
        check.execute_signature(t, inputs, 1e-6).as_deref() == Some(want.as_str())
    })
    .unwrap();
    assert!(r.text.contains("mad "), "{}", r.text);
    assert!(r.statements.1 <= 3, "{}", r.text);
    // Within a tolerance of 1, or without the mad, nothing fails.
    assert!(check.execute_signature(src, inputs, 1.5).is_none());
    assert!(check
        .execute_signature("ps_3_0\ndcl_texcoord0 v0\nmov oC0, v0\n", inputs, 0.0)
        .is_none());
}
