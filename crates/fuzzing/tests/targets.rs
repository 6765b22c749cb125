//! The targets' oracles and the pieces they share, on inputs with known answers.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code: a failure is the report

use shadercts_fuzzing::alloc::{self, TrackingAlloc};
use shadercts_fuzzing::finding::catch;
use shadercts_fuzzing::input::{self, Origin};
use shadercts_fuzzing::oracle::{model, Validator};
use shadercts_fuzzing::targets::{self, decode_bytecode, differential_mojoshader, TARGETS};
use shadercts_fuzzing::Finding;
use shadercts_generator::mojo_differences::{self as mojo_diffs, Effect};
use shadercts_shader::{bytecode, text};

#[global_allocator]
static ALLOC: TrackingAlloc = TrackingAlloc;

fn words(s: &str) -> Vec<u32> {
    s.split_whitespace()
        .map(|w| u32::from_str_radix(w, 16).unwrap())
        .collect()
}

#[test]
fn every_target_passes_empty_and_plain_inputs() {
    for t in TARGETS {
        for input in [&b""[..], b"\0", b"vs_1_1\nmov oPos, c0\n", &[0xff; 64]] {
            assert_eq!((t.check)(input), Ok(()), "{} on {input:?}", t.name);
        }
        assert_eq!(targets::by_name(t.name).map(|x| x.name), Some(t.name));
    }
}

#[test]
fn a_panic_becomes_a_finding_with_its_place() {
    let f = catch("t", || panic!("boom {}", 1)).unwrap_err();
    assert!(
        f.signature
            .starts_with("panic at crates/fuzzing/tests/targets.rs:"),
        "{}",
        f.signature
    );
    assert_eq!(f.detail, "boom 1");
    let ok = catch("t", || Ok(()));
    assert_eq!(ok, Ok(()));
    let err = catch("t", || Err(Finding::new("t", "sig", "d")));
    assert_eq!(err.unwrap_err().signature, "sig");
}

#[test]
fn the_tracking_allocator_measures_the_largest_request() {
    assert!(alloc::installed());
    let (v, largest) = alloc::measure(|| vec![0u8; 1 << 20]);
    assert_eq!(v.len(), 1 << 20);
    assert!(largest.is_some_and(|n| n >= 1 << 20), "{largest:?}");
    let ((), small) = alloc::measure(|| ());
    assert_eq!(small, Some(0));
}

#[test]
fn decoding_stays_within_its_allocation_limit_on_a_long_comment() {
    // A comment block announcing 32767 DWORDs in an 8-byte input must not allocate for them.
    let mut data = bytecode::to_bytes(&[0xFFFE_0101, 0x7FFF_FFFE]);
    assert_eq!(decode_bytecode::check(&data), Ok(()));
    data.extend(bytecode::to_bytes(&[0x0000_FFFF]));
    assert_eq!(decode_bytecode::check(&data), Ok(()));
    assert!(decode_bytecode::allocation_limit(0) >= 4096);
}

#[test]
fn text_inputs_parse_and_other_inputs_generate_valid_programs() {
    let src = input::source(b"ps_2_0\nmov oC0, c0\n\0\x07", model()).unwrap();
    assert_eq!(src.origin, Origin::Text);
    assert_eq!(src.rest.len(), 1);
    let mut generated = 0;
    for seed in 0u8..40 {
        let data: Vec<u8> = (0..300u32)
            .map(|i| (i as u8).wrapping_mul(seed).wrapping_add(seed))
            .collect();
        if let Some(src) = input::source(&data, model()) {
            assert!(matches!(src.origin, Origin::Generated(_)));
            let v = Validator::reference().rule_ids(&src.program);
            assert!(v.is_empty(), "seed {seed}: {v:?}");
            generated += 1;
        }
    }
    assert!(generated > 30, "{generated} of 40 inputs made a program");
}

#[test]
fn known_differences_are_found_by_their_matchers() {
    let ids = |src: &str| -> Vec<&str> {
        let p = text::parse(src, model()).unwrap();
        mojo_diffs::applicable(&p).iter().map(|d| d.id).collect()
    };
    assert_eq!(
        ids("vs_2_x\ndef c0, 1, 0, 0, 0\nsetp_gt p0, c0, c1\n(!p0) mov r0, c2\nmov oPos, r0\n"),
        ["predication"]
    );
    assert_eq!(
        ids("ps_3_0\ndcl_texcoord3 v0\nmov oC0, v0\n"),
        ["ps3-input-dcl-usage"]
    );
    assert_eq!(
        ids("vs_2_0\nmov oPos, c0\ncall l16\nret\nlabel l16\nret\n"),
        ["labels-above-15"]
    );
    assert_eq!(
        ids("ps_1_3\ndef c0, 1, 0, 0, 1\nmov r0, c0\ncmp r0, r0, c0, c0\n"),
        ["ps_1_2-3-cmp-dest-is-source"]
    );
    assert!(ids("vs_2_0\nmov oPos, c0\n").is_empty());
    // The ones fuzzing found (docs/fuzzing.md), in their reduced form.
    let found = [
        (
            "vs_1_1\ndcl_position v0\nmov a0.x, v0.x\nmov oPos, c2[a0.x]\n",
            "vs_1_1-relative",
        ),
        (
            "vs_3_0\ndcl_position o0\ndcl_cube s0\nmov o0, c0\n",
            "vs-dcl-cube",
        ),
        (
            "vs_2_x\ncall l1\nloop aL, i0\ncall l1\nendloop\nmov oPos, c0\nret\nlabel l1\nret\n",
            "call-inside-and-outside-loop",
        ),
        (
            "vs_3_0\ndcl_position o0\nmova a0.x, c0.x\nmov o0, -c4[a0.x]_abs\n",
            "relative-suffix-modifier",
        ),
        (
            "ps_2_x\nadd r0, b1.wyzw, c0\nmov oC0, r0\n",
            "scalar-swizzle",
        ),
        (
            "ps_3_0\ndcl vFace\nsetp_gt p0.x, vFace.x, c0.x\nmov oC0, c0\n",
            "scalar-swizzle",
        ),
        (
            "ps_2_x\nsetp_gt p0, c0, c1\nif p0.x\nendif\nmov oC0, c0\n",
            "ps-p0-swizzle",
        ),
        (
            "vs_2_x\nsetp_gt p0, c0, c1\nrep i0\nbreakp p0\nendrep\nmov oPos, c0\n",
            "breakp-swizzle",
        ),
    ];
    for (src, id) in found {
        assert!(ids(src).contains(&id), "{id}: {:?}\n{src}", ids(src));
    }
    let setp = ids("ps_3_0\nsetp_gt p0.x, c0.x, c0.y\nmov oC0, c0\n");
    assert_eq!(setp, ["setp-one-component"]);
    assert!(mojo_diffs::KNOWN.iter().all(|d| !d.doc.is_empty()));
    assert_eq!(
        mojo_diffs::KNOWN
            .iter()
            .filter(|d| d.effect == Effect::MaskPs3InputUsage)
            .count(),
        1
    );
}

#[test]
fn the_ps3_input_usage_is_masked_in_both_streams() {
    // docs/mojoshader-differences.md §2: the table's words and MojoShader's.
    let mut table = words("ffff0300 0200001f 80030005 900f0000 0200001f 8001000a 90030001 02000001 800f0800 90e40000 0000ffff");
    let mut mojo = words("ffff0300 0200001f 80000000 900f0000 0200001f 80000000 90030001 02000001 800f0800 90e40000 0000ffff");
    assert_ne!(table, mojo);
    mojo_diffs::mask_ps3_input_usage(&mut table);
    mojo_diffs::mask_ps3_input_usage(&mut mojo);
    assert_eq!(table, mojo);
}

#[test]
fn mojoshader_agrees_on_a_plain_shader_and_the_masked_difference() {
    let Some(mojo) = differential_mojoshader::mojoshader() else {
        eprintln!("libmojoshader is not installed: nothing to compare");
        return;
    };
    for src in [
        "vs_1_1\ndcl_position v0\nmov oPos, v0\n",
        "ps_3_0\ndcl_texcoord3 v0\ndcl_color1 v1.xy\nmov oC0, v0\n",
    ] {
        let p = text::parse(src, model()).unwrap();
        assert_eq!(differential_mojoshader::compare(mojo, &p), Ok(()), "{src}");
    }
}
