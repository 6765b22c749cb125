//! ps_1_x: the fixed-point range (clamp to ±PixelShader1xMaxValue, default 1), input
//! ranges, source modifiers (_bias, _bx2, 1-x, x2), result shifts, cnd at 0.5,
//! co-issued pairs executing as one, the 8-bit precision mode, and the tex* family.

mod execute_support;
use execute_support::*;

fn ps1(src: &str, inputs: &str) -> [f32; 4] {
    out4(&run(src, inputs), "oC0")
}

#[test]
fn results_clamp_to_the_range_and_max_value_widens_it() {
    let src = "ps_1_1\nadd r0, c0, c0\n";
    assert_eq!(
        ps1(src, r#"{"constants": {"c0": [0.75, -0.75, 0.25, 0]}}"#),
        [1.0, -1.0, 0.5, 0.0]
    );
    assert_eq!(
        ps1(
            src,
            r#"{"constants": {"c0": [0.75, -0.75, 0.25, 0]}, "ps1_max_value": 8}"#
        ),
        [1.5, -1.5, 0.5, 0.0]
    );
}

#[test]
fn constants_and_colour_inputs_are_range_limited() {
    // Registers - ps_1_x: constants -1..1, colour registers 0..1.
    assert_eq!(
        ps1(
            "ps_1_1\nmov r0, c0\n",
            r#"{"constants": {"c0": [2, -2, 0.5, 1]}}"#
        ),
        [1.0, -1.0, 0.5, 1.0]
    );
    assert_eq!(
        ps1(
            "ps_1_1\nmov r0, v0\n",
            r#"{"inputs": {"v0": [2, -2, 0.5, 1]}}"#
        ),
        [1.0, 0.0, 0.5, 1.0]
    );
    // def constants are clamped the same way.
    assert_eq!(
        ps1("ps_1_1\ndef c0, 3, -3, 0.5, 1\nmov r0, c0\n", "{}"),
        [1.0, -1.0, 0.5, 1.0]
    );
}

#[test]
fn source_modifiers() {
    let c = r#"{"constants": {"c0": [0.75, 0.25, 1, 0]}}"#;
    // _bias: x - 0.5; _bx2: 2x - 1; 1-x: complement; negate combinations.
    assert_eq!(
        ps1("ps_1_1\nmov r0, c0_bias\n", c),
        [0.25, -0.25, 0.5, -0.5]
    );
    assert_eq!(ps1("ps_1_1\nmov r0, c0_bx2\n", c), [0.5, -0.5, 1.0, -1.0]);
    assert_eq!(ps1("ps_1_1\nmov r0, -c0_bx2\n", c), [-0.5, 0.5, -1.0, 1.0]);
    assert_eq!(ps1("ps_1_1\nmov r0, 1-c0\n", c), [0.25, 0.75, 0.0, 1.0]);
    // _x2 (ps_1_4).
    assert_eq!(ps1("ps_1_4\nmov r0, c0_x2\n", c), [1.0, 0.5, 1.0, 0.0]);
}

#[test]
fn result_shifts_apply_before_the_range_clamp() {
    let c = r#"{"constants": {"c0": [0.25, 0.5, -0.125, 0.75]}}"#;
    assert_eq!(ps1("ps_1_1\nmov_x2 r0, c0\n", c), [0.5, 1.0, -0.25, 1.0]);
    assert_eq!(ps1("ps_1_1\nmov_x4 r0, c0\n", c), [1.0, 1.0, -0.5, 1.0]);
    assert_eq!(
        ps1("ps_1_1\nmov_d2 r0, c0\n", c),
        [0.125, 0.25, -0.0625, 0.375]
    );
    assert_eq!(
        ps1("ps_1_4\nmov_d8 r0, c0\n", c),
        [0.03125, 0.0625, -0.015625, 0.09375]
    );
    assert_eq!(
        ps1(
            "ps_1_4\nmov_x8 r0, c0\n",
            r#"{"constants": {"c0": [0.0625, 0.5, 0, 0]}, "ps1_max_value": 8}"#
        ),
        [0.5, 4.0, 0.0, 0.0]
    );
    // _sat after the shift.
    assert_eq!(ps1("ps_1_1\nmov_x2_sat r0, c0\n", c), [0.5, 1.0, 0.0, 1.0]);
}

#[test]
fn cnd_compares_with_one_half() {
    // cnd - ps (1_1..1_3): r0.a > 0.5 ? src1 : src2; exactly 0.5 takes src2.
    let src = "ps_1_1\ndef c1, 0, 0, 0, 0\ndef c2, 1, 1, 1, 1\nmov r0, c0\ncnd r0, r0.a, c1, c2\n";
    assert_eq!(
        ps1(src, r#"{"constants": {"c0": [0, 0, 0, 0.5]}}"#),
        [1.0; 4]
    );
    assert_eq!(
        ps1(src, r#"{"constants": {"c0": [0, 0, 0, 0.51]}}"#),
        [0.0; 4]
    );
    // ps_1_4 compares each channel (the page's example gives 1, 1, 1, 0).
    let src = "ps_1_4\ndef c0, -0.5, 0.5, 0, 0.6\ndef c1, 0, 0, 0, 0\ndef c2, 1, 1, 1, 1\ncnd r0, c0, c1, c2\n";
    assert_eq!(ps1(src, "{}"), [1.0, 1.0, 1.0, 0.0]);
}

#[test]
fn coissued_pair_reads_before_either_writes() {
    // mov r1.rgb, c0 + mov r1.a, r1.r: the alpha half sees r1.r from before the pair.
    let src = "ps_1_1\ndef c0, 0.5, 0.5, 0.5, 0.5\ndef c1, 0.25, 0.25, 0.25, 0.25\nmov r1, c1\nmov r1.rgb, c0\n+mov r1.a, r1.r\nmov r0, r1\n";
    assert_eq!(ps1(src, "{}"), [0.5, 0.5, 0.5, 0.25]);
}

#[test]
fn fx8_precision_rounds_to_eight_fraction_bits() {
    // Seed 003: at least 8-bit precision, round to nearest.
    let src = "ps_1_1\nmov r0, c0\n";
    let exact = ps1(src, r#"{"constants": {"c0": [0.3, -0.3, 0.001, 1]}}"#);
    let fx8 = ps1(
        src,
        r#"{"constants": {"c0": [0.3, -0.3, 0.001, 1]}, "precision": "fx8"}"#,
    );
    assert_close4(exact, [0.3, -0.3, 0.001, 1.0], 0.0);
    assert_eq!(fx8, [77.0 / 256.0, -77.0 / 256.0, 0.0, 1.0]);
    for i in 0..4 {
        assert!((fx8[i] - exact[i]).abs() <= 0.5 / 256.0);
    }
}

const TEX: &str =
    r#"{"width": 2, "height": 2, "texels": [[0,0,0,1],[1,0,0,1],[0,1,0,1],[1,1,0,1]]}"#;

#[test]
fn tex_texcoord_and_texkill() {
    // tex - ps: stage 0's texture at t0; texcoord - ps: t1 as a colour, clamped, w = 1.
    let src = "ps_1_1\ntex t0\ntexcoord t1\nadd r0, t0, t1\n";
    let inputs = format!(
        r#"{{"inputs": {{"t0": [0.75, 0.25, 0, 1], "t1": [-1, 0.25, 2, 5]}}, "textures": {{"s0": {TEX}}}}}"#
    );
    assert_eq!(ps1(src, &inputs), [1.0, 0.25, 1.0, 1.0]);
    // Projected stage: (1.5, 0.5) / 2.
    let ptex = TEX.replace("\"width\"", "\"projected\": true, \"width\"");
    let inputs =
        format!(r#"{{"inputs": {{"t0": [1.5, 0.5, 0, 2]}}, "textures": {{"s0": {ptex}}}}}"#);
    assert_eq!(
        ps1("ps_1_1\ntex t0\nmov r0, t0\n", &inputs),
        [1.0, 0.0, 0.0, 1.0]
    );
    let v = run(
        "ps_1_1\ntexkill t0\nmov r0, v0\n",
        r#"{"inputs": {"t0": [0.5, -0.5, 0, 0]}}"#,
    );
    assert_eq!(v["discarded"], true);
}

#[test]
fn texbem_offsets_by_the_bump_matrix() {
    // texbem - ps: u' = u + m00*du + m10*dv, v' = v + m01*du + m11*dv.
    let tex1 = TEX.replace(
        "\"width\"",
        "\"bumpenv\": {\"matrix\": [0.5, 0, 0, 0.5]}, \"width\"",
    );
    let src = "ps_1_1\ntex t0\ntexbem t1, t0\nmov r0, t1\n";
    let bump = r#"{"width": 1, "texels": [[1, 1, 0, 1]]}"#;
    let inputs = format!(
        r#"{{"inputs": {{"t0": [0.5, 0.5, 0, 1], "t1": [0.25, 0.25, 0, 1]}}, "textures": {{"s0": {bump}, "s1": {tex1}}}}}"#
    );
    // (0.25 + 0.5, 0.25 + 0.5) = (0.75, 0.75) -> texel (1, 1).
    assert_eq!(ps1(src, &inputs), [1.0, 1.0, 0.0, 1.0]);
    // texbeml scales rgb by t0.b * lscale + loffset.
    let tex1l = TEX.replace(
        "\"width\"",
        "\"bumpenv\": {\"matrix\": [0.5, 0, 0, 0.5], \"lscale\": 0.5, \"loffset\": 0.25}, \"width\"",
    );
    let bump = r#"{"width": 1, "texels": [[1, 1, 1, 1]]}"#;
    let inputs = format!(
        r#"{{"inputs": {{"t0": [0.5, 0.5, 0, 1], "t1": [0.25, 0.25, 0, 1]}}, "textures": {{"s0": {bump}, "s1": {tex1l}}}}}"#
    );
    assert_eq!(
        ps1("ps_1_1\ntex t0\ntexbeml t1, t0\nmov r0, t1\n", &inputs),
        [0.75, 0.75, 0.0, 1.0]
    );
}

#[test]
fn texm3x2_and_texm3x3_sequences() {
    // texm3x2pad t1, t0 / texm3x2tex t2, t0: (t1.xyz . t0, t2.xyz . t0) as coordinates.
    let n = r#"{"width": 1, "texels": [[1, 0.5, 0, 1]]}"#;
    let src = "ps_1_1\ntex t0\ntexm3x2pad t1, t0\ntexm3x2tex t2, t0\nmov r0, t2\n";
    let inputs = format!(
        r#"{{"inputs": {{"t0": [0.5,0.5,0,1], "t1": [0.75, 0, 0, 0], "t2": [0, 0.5, 0, 0]}}, "textures": {{"s0": {n}, "s2": {TEX}}}}}"#
    );
    // u = 0.75, v = 0.25 -> texel (1, 0).
    assert_eq!(ps1(src, &inputs), [1.0, 0.0, 0.0, 1.0]);
    // texm3x3 (ps_1_2): the product as a colour with alpha 1.
    let src = "ps_1_2\ntex t0\ntexm3x3pad t1, t0\ntexm3x3pad t2, t0\ntexm3x3 t3, t0\nmov r0, t3\n";
    let inputs = format!(
        r#"{{"inputs": {{"t0": [0,0,0,1], "t1": [0.5, 0, 0, 0], "t2": [0, 1, 0, 0], "t3": [0.25, 0.5, 0, 0]}}, "textures": {{"s0": {n}}}}}"#
    );
    assert_eq!(ps1(src, &inputs), [0.5, 0.5, 0.5, 1.0]);
}

#[test]
fn texm3x3spec_reflects_the_eye_vector() {
    // N = (0, 0, 1), E = (0, 1, 1): R = 2 N (N.E)/(N.N) - E = (0, -1, 1) -> cube face +Z?
    // |y| = |z|: the x/y/z tie picks +Y/-Y before Z; -Y face here.
    let normal = r#"{"width": 1, "texels": [[1, 1, 1, 1]]}"#;
    let cube = r#"{"type": "cube", "width": 1, "height": 1, "texels": [[1,0,0,0],[2,0,0,0],[3,0,0,0],[4,0,0,0],[5,0,0,0],[6,0,0,0]]}"#;
    let src = "ps_1_1\ndef c0, 0, 1, 2, 0\ntex t0\ntexm3x3pad t1, t0\ntexm3x3pad t2, t0\ntexm3x3spec t3, t0, c0\nmov r0, t3\n";
    let inputs = format!(
        r#"{{"inputs": {{"t1": [0, 0, 0, 0], "t2": [0, 0, 0, 0], "t3": [0, 0, 1, 0]}}, "textures": {{"s0": {normal}, "s3": {cube}}}, "ps1_max_value": 8}}"#
    );
    // N = (0, 0, 1) (t0 = (1,1,1)); E = (0, 1, 1) after the [-1, 1] clamp of c0:
    // R = 2*(1)/1*(0,0,1) - (0,1,1) = (0, -1, 1): |y| == |z| -> -Y face (4).
    assert_eq!(ps1(src, &inputs)[0], 4.0);
}

#[test]
fn texreg2ar_and_texdp3() {
    let src = "ps_1_2\ntex t0\ntexreg2ar t1, t0\nmov r0, t1\n";
    let t0 = r#"{"width": 1, "texels": [[0.25, 0, 0, 0.75]]}"#;
    let inputs = format!(r#"{{"textures": {{"s0": {t0}, "s1": {TEX}}}}}"#);
    // (a, r) = (0.75, 0.25) -> texel (1, 0).
    assert_eq!(ps1(src, &inputs), [1.0, 0.0, 0.0, 1.0]);
    let src = "ps_1_2\ntex t0\ntexdp3 t1, t0\nmov r0, t1\n";
    let t0 = r#"{"width": 1, "texels": [[0.5, 0.5, 0.5, 1]]}"#;
    let inputs =
        format!(r#"{{"inputs": {{"t1": [0.5, 0.25, 0.25, 9]}}, "textures": {{"s0": {t0}}}}}"#);
    assert_eq!(ps1(src, &inputs), [0.5; 4]);
}

#[test]
fn ps14_texld_texcrd_bem_phase_and_texdepth() {
    // texld - ps_1_4: stage = destination number.
    let inputs =
        format!(r#"{{"inputs": {{"t0": [0.75, 0.75, 0, 1]}}, "textures": {{"s0": {TEX}}}}}"#);
    assert_eq!(ps1("ps_1_4\ntexld r0, t0\n", &inputs), [1.0, 1.0, 0.0, 1.0]);
    // _dw projection: (1.5, 0.5, 0) / 2.
    let inputs =
        format!(r#"{{"inputs": {{"t0": [1.5, 0.5, 0, 2]}}, "textures": {{"s0": {TEX}}}}}"#);
    assert_eq!(
        ps1("ps_1_4\ntexld r0, t0_dw.xyw\n", &inputs),
        [1.0, 0.0, 0.0, 1.0]
    );
    // texcrd copies coordinates (no clamp to the colour range).
    let v = run(
        "ps_1_4\ntexcrd r0.rgb, t0.xyz\nmov r0.a, c0\n",
        r#"{"inputs": {"t0": [0.5, 0.25, 0.125, 0]}, "constants": {"c0": [0,0,0,1]}}"#,
    );
    assert_eq!(out4(&v, "oC0"), [0.5, 0.25, 0.125, 1.0]);
    // bem - ps: r.rg = src0.rg + M (src1.r, src1.g) with stage 0's matrix.
    let tex = TEX.replace(
        "\"width\"",
        "\"bumpenv\": {\"matrix\": [0.5, 0.25, 0, 1]}, \"width\"",
    );
    let src = "ps_1_4\ndef c0, 0.1, 0.2, 0, 0\ndef c1, 0.5, 0.5, 0, 0\nbem r0.rg, c0, c1\nmov r0.ba, c0\n";
    let v = run(src, &format!(r#"{{"textures": {{"s0": {tex}}}}}"#));
    assert_close4(
        out4(&v, "oC0"),
        [0.1 + 0.25, 0.2 + 0.125 + 0.5, 0.0, 0.0],
        1e-6,
    );
    // phase: alpha of r# does not survive (reads 0 afterwards).
    let src = "ps_1_4\ndef c0, 0.5, 0.5, 0.5, 0.5\nmov r0, c0\nphase\nmov r0.rgb, r0\n";
    assert_eq!(ps1(src, "{}"), [0.5, 0.5, 0.5, 0.0]);
    // texdepth - ps: oDepth = r5.r / r5.g.
    let src = "ps_1_4\ndef c0, 0.25, 0.5, 0, 0\nmov r5, c0\nphase\ntexdepth r5\nmov r0, c0\n";
    let v = run(src, "{}");
    assert_eq!(v["outputs"]["oDepth"], 0.5);
}

#[test]
fn ps13_texm3x2depth() {
    let n = r#"{"width": 1, "texels": [[1, 1, 1, 1]]}"#;
    let src = "ps_1_3\ntex t0\ntexm3x2pad t1, t0\ntexm3x2depth t2, t0\nmov r0, t0\n";
    let inputs = format!(
        r#"{{"inputs": {{"t1": [0.25, 0, 0, 0], "t2": [0.5, 0.5, 0, 0]}}, "textures": {{"s0": {n}}}}}"#
    );
    let v = run(src, &inputs);
    // z = 0.25, w = 1.0: depth 0.25.
    assert_eq!(v["outputs"]["oDepth"], 0.25);
}
