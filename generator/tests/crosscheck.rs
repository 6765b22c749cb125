//! The documented MojoShader differences are recognised from the program alone, and the
//! cross-check agrees with the encoder on plain programs where MojoShader is installed.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code: a failure is the report

use shadercts_generator::crosscheck::{notes, CrossChecker, CrossOutcome};
use shadercts_shader::{bytecode, text, Model};

/// The ids of the manifest notes (`mojoshader.<id> (docs/…)`).
fn ids(src: &str) -> Vec<String> {
    let p = text::parse(src, Model::embedded()).unwrap_or_else(|e| panic!("{src}: {e:?}"));
    notes(&p)
        .iter()
        .map(|n| {
            assert!(n.contains("(docs/mojoshader-differences.md §"), "{n}");
            n.split(' ').next().unwrap_or_default().to_string()
        })
        .collect()
}

#[test]
fn documented_differences_are_recognised() {
    assert_eq!(
        ids("vs_2_0\ndcl_position v0\nmov oPos, v0\n"),
        Vec::<String>::new()
    );
    assert_eq!(
        ids("ps_3_0\ndcl_texcoord0 v0\nmov oC0, v0\n"),
        ["mojoshader.ps3-input-dcl-usage"]
    );
    assert_eq!(
        ids("vs_2_x\ndcl_position v0\nsetp_gt p0, v0, c0\n(p0) mov r0, v0\nmov oPos, r0\n"),
        ["mojoshader.predication"]
    );
    assert_eq!(
        ids("vs_2_0\nmov oPos, c0\ncall l16\nret\nlabel l16\nret\n"),
        ["mojoshader.labels-above-15"]
    );
    assert_eq!(
        ids("vs_1_1\ndcl_position v0\nmov a0.x, v0.x\nmov oPos, c[a0.x]\n"),
        ["mojoshader.vs_1_1-relative"]
    );
    assert_eq!(
        ids("ps_2_0\ndcl s3\nmov oC0, c0\n"),
        ["mojoshader.sampler-1d-or-untyped"]
    );
    assert_eq!(
        ids("ps_1_1\ntexcoord t0\nmov r0, t0\n"),
        ["mojoshader.texcoord-mnemonic"]
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
        // The ps_3_0 input usage MojoShader writes wrongly is masked, not skipped (§2).
        let ps3 = "ps_3_0\ndcl_texcoord0 v0\nmov oC0, v0\n";
        let p3 = text::parse(ps3, Model::embedded()).expect("parse");
        let t3 = bytecode::encode(&p3).expect("encode");
        assert_eq!(cross.check(ps3, &p3, &t3), CrossOutcome::Agree);
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
