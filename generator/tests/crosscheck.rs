//! The documented MojoShader differences are recognised from the program alone, and the
//! cross-check agrees with the encoder on plain programs where MojoShader is installed.

use shadercts_generator::crosscheck::{known_differences, CrossChecker, CrossOutcome};
use shadercts_shader::{bytecode, text, Model};

fn ids(src: &str) -> Vec<&'static str> {
    let p = text::parse(src, Model::embedded()).unwrap_or_else(|e| panic!("{src}: {e:?}"));
    known_differences(&p).iter().map(|k| k.id).collect()
}

#[test]
fn documented_differences_are_recognised() {
    assert_eq!(
        ids("vs_2_0\ndcl_position v0\nmov oPos, v0\n"),
        Vec::<&str>::new()
    );
    assert_eq!(
        ids("ps_3_0\ndcl_texcoord0 v0\nmov oC0, v0\n"),
        ["mojoshader.ps3-input-dcl-usage"]
    );
    assert_eq!(
        ids("vs_2_x\ndcl_position v0\nsetp_gt p0.x, v0.x, c0.x\n(p0) mov r0, v0\nmov oPos, r0\n"),
        ["mojoshader.predication"]
    );
    assert_eq!(
        ids("vs_2_0\nmov oPos, c0\ncall l16\nret\nlabel l16\nret\n"),
        ["mojoshader.label-above-15"]
    );
    assert_eq!(
        ids("vs_1_1\ndcl_position v0\nmov a0.x, v0.x\nmov oPos, c[a0.x]\n"),
        ["mojoshader.relative-addressing"]
    );
    assert_eq!(
        ids("ps_2_0\ndcl s3\nmov oC0, c0\n"),
        ["mojoshader.sampler-1d-or-untyped"]
    );
    assert_eq!(
        ids("ps_1_1\ntexcoord t0\nmov r0, t0\n"),
        ["mojoshader.syntax"]
    );
}

#[test]
fn plain_programs_agree_or_mojoshader_is_absent() {
    let cross = CrossChecker::load();
    let src = "vs_1_1\ndcl_position v0\nmov oPos, v0\n";
    let p = text::parse(src, Model::embedded()).expect("parse");
    let tokens = bytecode::encode(&p).expect("encode");
    let outcome = cross.check(src, &p, &tokens);
    if cross.is_available() {
        assert_eq!(outcome, CrossOutcome::Agree);
        // Other tokens are reported, never silently accepted.
        let mut wrong = tokens.clone();
        wrong[1] ^= 1;
        assert!(matches!(
            cross.check(src, &p, &wrong),
            CrossOutcome::Differs { .. }
        ));
    } else {
        assert_eq!(outcome, CrossOutcome::Unavailable);
    }
    assert_eq!(
        CrossChecker::disabled().check(src, &p, &tokens),
        CrossOutcome::Unavailable
    );
}
