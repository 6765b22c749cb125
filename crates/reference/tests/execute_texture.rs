//! Texture sampling: point and bilinear filtering, wrap/clamp/mirror/border, 2D, cube
//! and volume textures, mip levels, texldp / texldb / texldl / texldd, sampler swizzle,
//! and the vs_3_0 texldl.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code: a failure is the report

mod execute_support;
use execute_support::*;
use serde_json::json;

const TEX2X2: &str =
    r#"{"width": 2, "height": 2, "texels": [[0,0,0,1],[1,0,0,1],[0,1,0,1],[1,1,0,1]]}"#;

fn ps3_tex(body: &str, coord: [f32; 4], tex: &str, extra: &str) -> [f32; 4] {
    let src = format!("ps_3_0\ndcl_texcoord0 v0\ndcl_2d s0\n{body}\nmov oC0, r0\n");
    let inputs = format!(
        r#"{{"inputs": {{"v0": [{}, {}, {}, {}]}}, "textures": {{"s0": {tex}}} {extra}}}"#,
        coord[0], coord[1], coord[2], coord[3]
    );
    out4(&run(&src, &inputs), "oC0")
}

fn with(tex: &str, key: &str, value: serde_json::Value) -> String {
    let mut v: serde_json::Value = serde_json::from_str(tex).unwrap();
    v[key] = value;
    v.to_string()
}

#[test]
fn point_sampling_picks_the_texel_containing_the_coordinate() {
    let f = |u: f32, v: f32| ps3_tex("texld r0, v0, s0", [u, v, 0.0, 1.0], TEX2X2, "");
    assert_eq!(f(0.25, 0.25), [0.0, 0.0, 0.0, 1.0]);
    assert_eq!(f(0.75, 0.25), [1.0, 0.0, 0.0, 1.0]);
    assert_eq!(f(0.25, 0.75), [0.0, 1.0, 0.0, 1.0]);
    assert_eq!(f(0.75, 0.75), [1.0, 1.0, 0.0, 1.0]);
    // Wrap (default): 1.25 is 0.25.
    assert_eq!(f(1.25, -0.75), [0.0, 0.0, 0.0, 1.0]);
}

#[test]
fn bilinear_weights_between_texel_centres() {
    let tex = with(TEX2X2, "filter", json!("linear"));
    // u = 0.5 is halfway between the texel centres 0.25 and 0.75.
    let r = ps3_tex("texld r0, v0, s0", [0.5, 0.25, 0.0, 1.0], &tex, "");
    assert_close4(r, [0.5, 0.0, 0.0, 1.0], 1e-6);
    let r = ps3_tex("texld r0, v0, s0", [0.5, 0.5, 0.0, 1.0], &tex, "");
    assert_close4(r, [0.5, 0.5, 0.0, 1.0], 1e-6);
    // With clamp, beyond the last centre stays at the edge texel; with wrap it blends
    // with the opposite edge.
    let clamp = with(&tex, "address", json!("clamp"));
    assert_close4(
        ps3_tex("texld r0, v0, s0", [1.0, 0.25, 0.0, 1.0], &clamp, ""),
        [1.0, 0.0, 0.0, 1.0],
        1e-6,
    );
    assert_close4(
        ps3_tex("texld r0, v0, s0", [1.0, 0.25, 0.0, 1.0], &tex, ""),
        [0.5, 0.0, 0.0, 1.0],
        1e-6,
    );
}

#[test]
fn mirror_and_border_addressing() {
    let mirror = with(TEX2X2, "address", json!("mirror"));
    assert_eq!(
        ps3_tex("texld r0, v0, s0", [1.25, 0.25, 0.0, 1.0], &mirror, ""),
        [1.0, 0.0, 0.0, 1.0]
    );
    let border = with(
        &with(TEX2X2, "address", json!("border")),
        "border",
        json!([0.5, 0.5, 0.5, 0.5]),
    );
    assert_eq!(
        ps3_tex("texld r0, v0, s0", [1.25, 0.25, 0.0, 1.0], &border, ""),
        [0.5; 4]
    );
}

#[test]
fn texldp_divides_by_w_and_the_sampler_swizzle_reorders() {
    // texldp: (1.5, 0.5) / 2 = (0.75, 0.25) -> texel (1, 0).
    assert_eq!(
        ps3_tex("texldp r0, v0, s0", [1.5, 0.5, 0.0, 2.0], TEX2X2, ""),
        [1.0, 0.0, 0.0, 1.0]
    );
    // ps_3_0 texld with a swizzled sampler: .wzyx of (1, 0, 0, 1).
    assert_eq!(
        ps3_tex("texld r0, v0, s0.wzyx", [0.75, 0.25, 0.0, 1.0], TEX2X2, ""),
        [1.0, 0.0, 0.0, 1.0]
    );
    assert_eq!(
        ps3_tex("texld r0, v0, s0.yyyy", [0.25, 0.75, 0.0, 1.0], TEX2X2, ""),
        [1.0; 4]
    );
}

fn mip_tex(mip: &str) -> String {
    // Level 0 is 2x2 red, level 1 is 1x1 green.
    format!(
        r#"{{"width": 2, "height": 2, "texels": [[1,0,0,1],[1,0,0,1],[1,0,0,1],[1,0,0,1]], "levels": [[[0,1,0,1]]], "mip_filter": "{mip}"}}"#
    )
}

#[test]
fn texldl_texldb_and_mip_filters() {
    let point = mip_tex("point");
    // texldl: level of detail from src0.w.
    assert_eq!(
        ps3_tex("texldl r0, v0, s0", [0.5, 0.5, 0.0, 0.0], &point, ""),
        [1.0, 0.0, 0.0, 1.0]
    );
    assert_eq!(
        ps3_tex("texldl r0, v0, s0", [0.5, 0.5, 0.0, 1.0], &point, ""),
        [0.0, 1.0, 0.0, 1.0]
    );
    assert_eq!(
        ps3_tex("texldl r0, v0, s0", [0.5, 0.5, 0.0, 7.0], &point, ""),
        [0.0, 1.0, 0.0, 1.0]
    );
    // texldb: the bias is added to the implicit level of detail, which is −∞ for one
    // invocation (its derivatives are 0), so even a bias of 7 samples level 0.
    for bias in [1.0, 7.0, -1.0] {
        assert_eq!(
            ps3_tex("texldb r0, v0, s0", [0.5, 0.5, 0.0, bias], &point, ""),
            [1.0, 0.0, 0.0, 1.0],
            "bias {bias}"
        );
    }
    // Plain texld has no neighbours to derive a level from: level 0.
    assert_eq!(
        ps3_tex("texld r0, v0, s0", [0.5, 0.5, 0.0, 5.0], &point, ""),
        [1.0, 0.0, 0.0, 1.0]
    );
    // Linear mip filter blends levels.
    let linear = mip_tex("linear");
    assert_close4(
        ps3_tex("texldl r0, v0, s0", [0.5, 0.5, 0.0, 0.25], &linear, ""),
        [0.75, 0.25, 0.0, 1.0],
        1e-6,
    );
    // No mip filter: level 0 whatever the level of detail.
    let none = mip_tex("none");
    assert_eq!(
        ps3_tex("texldl r0, v0, s0", [0.5, 0.5, 0.0, 1.0], &none, ""),
        [1.0, 0.0, 0.0, 1.0]
    );
}

#[test]
fn texldd_takes_the_level_from_gradients() {
    let point = mip_tex("point");
    // A gradient of one texel per pixel is level 0; two texels (1.0 of a 2-texel
    // texture) is level 1.
    let src = "ps_3_0\ndcl_texcoord0 v0\ndcl_2d s0\ntexldd r0, v0, s0, c0, c1\nmov oC0, r0\n";
    let f = |g: f32| {
        let inputs = format!(
            r#"{{"inputs": {{"v0": [0.5, 0.5, 0, 0]}}, "constants": {{"c0": [{g}, 0, 0, 0], "c1": [0, 0, 0, 0]}}, "textures": {{"s0": {point}}}}}"#
        );
        out4(&run(src, &inputs), "oC0")
    };
    assert_eq!(f(0.5), [1.0, 0.0, 0.0, 1.0]);
    assert_eq!(f(1.0), [0.0, 1.0, 0.0, 1.0]);
}

#[test]
fn cube_map_faces() {
    // Six 1x1 faces with distinct colours, ordered +X, -X, +Y, -Y, +Z, -Z.
    let tex = r#"{"type": "cube", "width": 1, "height": 1, "texels": [[1,0,0,0],[2,0,0,0],[3,0,0,0],[4,0,0,0],[5,0,0,0],[6,0,0,0]]}"#;
    let src = "ps_3_0\ndcl_texcoord0 v0\ndcl_cube s0\ntexld r0, v0, s0\nmov oC0, r0\n";
    let dirs = [
        [1.0, 0.1, 0.2],
        [-1.0, 0.1, 0.2],
        [0.1, 1.0, 0.2],
        [0.1, -1.0, 0.2],
        [0.1, 0.2, 1.0],
        [0.1, 0.2, -1.0],
    ];
    for (i, d) in dirs.iter().enumerate() {
        let inputs = format!(
            r#"{{"inputs": {{"v0": [{}, {}, {}, 1]}}, "textures": {{"s0": {tex}}}}}"#,
            d[0], d[1], d[2]
        );
        assert_eq!(
            out4(&run(src, &inputs), "oC0")[0],
            (i + 1) as f32,
            "direction {d:?}"
        );
    }
}

#[test]
fn volume_texture_point_and_trilinear() {
    let tex = r#"{"type": "volume", "width": 1, "height": 1, "depth": 2, "texels": [[0,0,0,0],[1,1,1,1]]}"#;
    let src = "ps_3_0\ndcl_texcoord0 v0\ndcl_volume s0\ntexld r0, v0, s0\nmov oC0, r0\n";
    let f = |w: f32, t: &str| {
        out4(
            &run(
                src,
                &format!(
                    r#"{{"inputs": {{"v0": [0.5, 0.5, {w}, 1]}}, "textures": {{"s0": {t}}}}}"#
                ),
            ),
            "oC0",
        )[0]
    };
    assert_eq!(f(0.25, tex), 0.0);
    assert_eq!(f(0.75, tex), 1.0);
    let lin = with(tex, "filter", json!("linear"));
    let lin = with(&lin, "address", json!("clamp"));
    assert!(close(f(0.5, &lin), 0.5, 1e-6));
}

#[test]
fn unbound_sampler_reads_black_with_alpha_one_and_unorm8_scales() {
    let src = "ps_2_0\ndcl t0\ndcl_2d s0\ntexld r0, t0, s0\nmov oC0, r0\n";
    assert_eq!(
        out4(&run(src, r#"{"inputs": {"t0": [0.5, 0.5, 0, 1]}}"#), "oC0"),
        [0.0, 0.0, 0.0, 1.0]
    );
    let tex = r#"{"width": 1, "format": "unorm8", "texels": [[255, 0, 51]]}"#;
    let v = run(
        src,
        &format!(
            r#"{{"inputs": {{"t0": [0.5, 0.5, 0, 1]}}, "textures": {{"s0": {tex}}}, "precision": "fp32"}}"#
        ),
    );
    assert_close4(out4(&v, "oC0"), [1.0, 0.0, 0.2, 1.0], 1e-7);
}

#[test]
fn vertex_texture_fetch() {
    // texldl - vs: vs_3_0 samples with an explicit level.
    let src = "vs_3_0\ndcl_position o0\ndcl_texcoord0 o1\ndcl_2d s0\ntexldl r0, c0, s0\nmov o1, r0\nmov o0, c0\n";
    let v = run(
        src,
        &format!(
            r#"{{"constants": {{"c0": [0.75, 0.75, 0, 0]}}, "textures": {{"s0": {TEX2X2}}}}}"#
        ),
    );
    assert_eq!(out4(&v, "o1"), [1.0, 1.0, 0.0, 1.0]);
}
