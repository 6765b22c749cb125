//! Arithmetic instructions against values computed by hand from the formulas of the
//! instruction reference pages (cited per test).

mod execute_support;
use execute_support::*;

const NAN: f32 = f32::NAN;

#[test]
fn mov_add_sub_mul_mad() {
    let c = [
        [1.0, 2.0, 3.0, 4.0],
        [0.5, -1.0, 2.0, 0.0],
        [10.0, 20.0, 30.0, 40.0],
    ];
    assert_eq!(ps3("mov oC0, c0", &c), [1.0, 2.0, 3.0, 4.0]);
    assert_eq!(ps3("add r0, c0, c1\nmov oC0, r0", &c), [1.5, 1.0, 5.0, 4.0]);
    assert_eq!(ps3("sub r0, c0, c1\nmov oC0, r0", &c), [0.5, 3.0, 1.0, 4.0]);
    assert_eq!(
        ps3("mul r0, c0, c1\nmov oC0, r0", &c),
        [0.5, -2.0, 6.0, 0.0]
    );
    // mad - ps: dest = src0 * src1 + src2.
    assert_eq!(
        ps3("mad r0, c0, c1, c2\nmov oC0, r0", &c),
        [10.5, 18.0, 36.0, 40.0]
    );
}

#[test]
fn swizzle_mask_and_negate() {
    let c = [[1.0, 2.0, 3.0, 4.0], [9.0, 9.0, 9.0, 9.0]];
    assert_eq!(
        ps3("mov r0, c0.wzyx\nmov oC0, r0", &c),
        [4.0, 3.0, 2.0, 1.0]
    );
    assert_eq!(
        ps3("mov r0, c1\nmov r0.yw, -c0.x\nmov oC0, r0", &c),
        [9.0, -1.0, 9.0, -1.0]
    );
    assert_eq!(
        ps3("mov r0, -c0_abs\nmov oC0, r0", &[[-1.0, 2.0, -3.0, 0.0]]),
        [-1.0, -2.0, -3.0, -0.0]
    );
}

#[test]
fn min_max_follow_the_documented_comparisons_including_nan() {
    // min - ps: (src0 < src1) ? src0 : src1; max - ps: (src0 >= src1) ? src0 : src1.
    let c = [[NAN, 1.0, 2.0, -1.0], [1.0, NAN, 2.0, 3.0]];
    let mn = ps3("min r0, c0, c1\nmov oC0, r0", &c);
    assert!(
        mn[0] == 1.0 && mn[1].is_nan() && mn[2] == 2.0 && mn[3] == -1.0,
        "{mn:?}"
    );
    let mx = ps3("max r0, c0, c1\nmov oC0, r0", &c);
    assert!(
        mx[0] == 1.0 && mx[1].is_nan() && mx[2] == 2.0 && mx[3] == 3.0,
        "{mx:?}"
    );
}

#[test]
fn dot_products_and_dp2add() {
    let c = [
        [1.0, 2.0, 3.0, 4.0],
        [5.0, 6.0, 7.0, 8.0],
        [0.0, 100.0, 0.0, 0.0],
    ];
    assert_eq!(ps3("dp3 r0, c0, c1\nmov oC0, r0", &c), [38.0; 4]);
    assert_eq!(ps3("dp4 r0, c0, c1\nmov oC0, r0", &c), [70.0; 4]);
    // dp2add - ps: src0.x*src1.x + src0.y*src1.y + src2.replicate.
    assert_eq!(ps3("dp2add r0, c0, c1, c2.y\nmov oC0, r0", &c), [117.0; 4]);
}

#[test]
fn lrp_cmp_frc_abs() {
    let c = [
        [0.25, 0.0, 1.0, 0.5],
        [4.0, 4.0, 4.0, 4.0],
        [8.0, 8.0, 8.0, 8.0],
    ];
    // lrp - ps: dest = src0 * (src1 - src2) + src2.
    assert_eq!(
        ps3("lrp r0, c0, c1, c2\nmov oC0, r0", &c),
        [7.0, 8.0, 4.0, 6.0]
    );
    // cmp - ps: src0 >= 0 ? src1 : src2; -0.0 >= 0 holds.
    let c2 = [[-1.0, 0.0, 1.0, -0.0], [1.0; 4], [2.0; 4]];
    assert_eq!(
        ps3("cmp r0, c0, c1, c2\nmov oC0, r0", &c2),
        [2.0, 1.0, 1.0, 1.0]
    );
    // frc - ps: src - floor(src).
    let c3 = [[1.25, -1.25, 0.0, 3.0]];
    assert_eq!(ps3("frc r0, c0\nmov oC0, r0", &c3), [0.25, 0.75, 0.0, 0.0]);
    assert_eq!(ps3("abs r0, c0\nmov oC0, r0", &c3), [1.25, 1.25, 0.0, 3.0]);
}

#[test]
fn rcp_special_cases() {
    // rcp - ps: exactly 1.0 gives 1.0; a source of 0.0 yields infinity.
    let f = |x: f32| ps3("rcp r0, c0.x\nmov oC0, r0", &[[x, 0.0, 0.0, 0.0]])[0];
    assert_eq!(f(1.0), 1.0);
    assert_eq!(f(2.0), 0.5);
    assert_eq!(f(-4.0), -0.25);
    assert_eq!(f(0.0), f32::INFINITY);
    assert_eq!(f(-0.0), f32::NEG_INFINITY);
    assert_eq!(f(f32::INFINITY), 0.0);
    assert!(f(NAN).is_nan());
    // Without a replicate swizzle the x component is used, and the result is replicated.
    assert_eq!(
        ps3("rcp r0, c0\nmov oC0, r0", &[[4.0, 2.0, 1.0, 8.0]]),
        [0.25; 4]
    );
}

#[test]
fn rsq_special_cases() {
    // rsq - ps: absolute value first; 1.0 exactly 1.0; 0.0 gives infinity.
    let f = |x: f32| ps3("rsq r0, c0.y\nmov oC0, r0", &[[0.0, x, 0.0, 0.0]])[0];
    assert_eq!(f(4.0), 0.5);
    assert_eq!(f(-4.0), 0.5);
    assert_eq!(f(1.0), 1.0);
    assert_eq!(f(0.0), f32::INFINITY);
    assert_eq!(f(f32::INFINITY), 0.0);
}

#[test]
fn exp_log_pow() {
    let f = |op: &str, x: f32| {
        ps3(
            &format!("{op} r0, c0.x\nmov oC0, r0"),
            &[[x, 0.0, 0.0, 0.0]],
        )[0]
    };
    // exp - ps: 2^x.
    assert_eq!(f("exp", 3.0), 8.0);
    assert_eq!(f("exp", -1.0), 0.5);
    assert_eq!(f("exp", 0.0), 1.0);
    // log - ps: log2(|x|), -FLT_MAX for 0.
    assert_eq!(f("log", 8.0), 3.0);
    assert_eq!(f("log", -8.0), 3.0);
    assert_eq!(f("log", 0.0), -f32::MAX);
    assert_eq!(f("log", f32::INFINITY), f32::INFINITY);
    // pow - ps: |src0| ^ src1.
    let p = |a: f32, b: f32| ps3("pow r0, c0.x, c0.y\nmov oC0, r0", &[[a, b, 0.0, 0.0]])[0];
    assert_eq!(p(-2.0, 3.0), 8.0);
    assert!(close(p(2.0, 0.5), std::f32::consts::SQRT_2, 1e-6));
    assert_eq!(p(0.0, 0.0), 1.0);
    assert_eq!(p(0.0, -1.0), f32::INFINITY);
}

#[test]
fn sincos_writes_only_x_and_y() {
    // sincos - ps (ps_3_0 form): dest.x = cos, dest.y = sin, z and w untouched.
    let c = [[1.0, 0.0, 0.0, 0.0], [7.0, 7.0, 7.0, 7.0]];
    let r = ps3("mov r0, c1\nsincos r0.xy, c0.x\nmov oC0, r0", &c);
    assert_close4(r, [1f32.cos(), 1f32.sin(), 7.0, 7.0], 1e-7);
    // ps_2_0 form with the two constant operands gives the same result.
    let src = "ps_2_0\ndef c1, 7, 7, 7, 7\ndef c2, 0, 0, 0, 0\ndef c3, 0, 0, 0, 0\nmov r0, c1\nsincos r0.xy, c0.x, c2, c3\nmov oC0, r0\n";
    let v = run(
        src,
        r#"{"constants": {"c0": [0.5, 0, 0, 0]}, "precision": "fp32"}"#,
    );
    assert_close4(
        out4(&v, "oC0"),
        [0.5f32.cos(), 0.5f32.sin(), 7.0, 7.0],
        1e-7,
    );
}

#[test]
fn nrm_and_crs() {
    // nrm - ps: src * 1/sqrt(x²+y²+z²), w included.
    assert_close4(
        ps3("nrm r0, c0\nmov oC0, r0", &[[3.0, 4.0, 0.0, 2.0]]),
        [0.6, 0.8, 0.0, 0.4],
        1e-7,
    );
    // A zero vector uses FLT_MAX: 0 * FLT_MAX = 0, w * FLT_MAX.
    assert_eq!(
        ps3("nrm r0, c0\nmov oC0, r0", &[[0.0, 0.0, 0.0, 1.0]]),
        [0.0, 0.0, 0.0, f32::MAX]
    );
    // crs - ps: cross product of xyz; w is not written.
    let c = [[1.0, 2.0, 3.0, 0.0], [4.0, 5.0, 6.0, 0.0], [9.0; 4]];
    assert_eq!(
        ps3("mov r0, c2\ncrs r0.xyz, c0, c1\nmov oC0, r0", &c),
        [-3.0, 6.0, -3.0, 9.0]
    );
}

#[test]
fn matrix_products() {
    // m4x4 - ps: dest.x = dp4(src0, src1), dest.y = dp4(src0, src1 + 1), ...
    let c = [
        [1.0, 2.0, 3.0, 4.0],
        [1.0, 0.0, 0.0, 0.0],
        [0.0, 1.0, 0.0, 0.0],
        [0.0, 0.0, 1.0, 1.0],
        [1.0, 1.0, 1.0, 1.0],
    ];
    assert_eq!(
        ps3("m4x4 r0, c0, c1\nmov oC0, r0", &c),
        [1.0, 2.0, 7.0, 10.0]
    );
    // m3x3: dp3 rows, .xyz written.
    assert_eq!(
        ps3("mov r0, c4\nm3x3 r0.xyz, c0, c1\nmov oC0, r0", &c),
        [1.0, 2.0, 3.0, 1.0]
    );
    // m4x3 writes xyz with dp4 rows; m3x4 four dp3 rows; m3x2 two dp3 rows.
    assert_eq!(
        ps3("mov r0, c4\nm4x3 r0.xyz, c0, c1\nmov oC0, r0", &c),
        [1.0, 2.0, 7.0, 1.0]
    );
    assert_eq!(
        ps3("m3x4 r0, c0, c1\nmov oC0, r0", &c),
        [1.0, 2.0, 3.0, 6.0]
    );
    assert_eq!(
        ps3("mov r0, c4\nm3x2 r0.xy, c0, c1\nmov oC0, r0", &c),
        [1.0, 2.0, 1.0, 1.0]
    );
}

#[test]
fn saturate_clamps_and_maps_nan_to_zero() {
    let c = [[-0.5, 0.5, 1.5, NAN]];
    assert_eq!(ps3("mov_sat r0, c0\nmov oC0, r0", &c), [0.0, 0.5, 1.0, 0.0]);
}

#[test]
fn vs_lit() {
    // lit - vs: (1, max(x,0), x > 0 && y > 0 ? y^w : 0, 1), power clamped to ±127.9961.
    assert_eq!(
        vs3(
            "lit r0, c0\nmov o0, r0\nmov o1, c0",
            &[[0.5, 0.5, 9.0, 2.0]]
        ),
        [1.0, 0.5, 0.25, 1.0]
    );
    assert_eq!(
        vs3(
            "lit r0, c0\nmov o0, r0\nmov o1, c0",
            &[[-0.5, 0.5, 9.0, 2.0]]
        ),
        [1.0, 0.0, 0.0, 1.0]
    );
    assert_eq!(
        vs3(
            "lit r0, c0\nmov o0, r0\nmov o1, c0",
            &[[0.5, -0.5, 9.0, 2.0]]
        ),
        [1.0, 0.5, 0.0, 1.0]
    );
    let r = vs3(
        "lit r0, c0\nmov o0, r0\nmov o1, c0",
        &[[1.0, 0.9, 0.0, 500.0]],
    );
    assert!(close(r[2], 0.9f32.powf(127.9961), 1e-9), "{r:?}");
}

#[test]
fn vs_dst_sgn_slt_sge() {
    // dst - vs: (1, src0.y*src1.y, src0.z, src1.w).
    let c = [[0.0, 2.0, 3.0, 0.0], [0.0, 4.0, 0.0, 5.0]];
    assert_eq!(
        vs3("dst r0, c0, c1\nmov o0, r0\nmov o1, c0", &c),
        [1.0, 8.0, 3.0, 5.0]
    );
    // sgn - vs (vs_3_0 form): -1, 0, 1.
    assert_eq!(
        vs3(
            "sgn r0, c0\nmov o0, r0\nmov o1, c0",
            &[[-2.0, 0.0, 3.0, -0.0]]
        ),
        [-1.0, 0.0, 1.0, 0.0]
    );
    // slt / sge - vs.
    let c = [[1.0, 2.0, 3.0, NAN], [2.0, 2.0, 2.0, 0.0]];
    assert_eq!(
        vs3("slt r0, c0, c1\nmov o0, r0\nmov o1, c0", &c),
        [1.0, 0.0, 0.0, 0.0]
    );
    assert_eq!(
        vs3("sge r0, c0, c1\nmov o0, r0\nmov o1, c0", &c),
        [0.0, 1.0, 1.0, 0.0]
    );
}

#[test]
fn vs_expp_logp_by_version() {
    // expp - vs, vs_2_0 and up: 2^v replicated.
    assert_eq!(
        vs3(
            "expp r0, c0.x\nmov o0, r0\nmov o1, c0",
            &[[2.5, 0.0, 0.0, 0.0]]
        )[0],
        2.5f32.exp2()
    );
    // logp - vs: log2(|v|).
    assert_eq!(
        vs3(
            "logp r0, c0.x\nmov o0, r0\nmov o1, c0",
            &[[-16.0, 0.0, 0.0, 0.0]]
        ),
        [4.0; 4]
    );
    // expp - vs, vs_1_1: (2^floor(v), v - floor(v), 2^v, 1).
    let v = run(
        "vs_1_1\ndcl_position v0\nexpp r0, c0.x\nmov oT0, r0\nmov oPos, v0\n",
        r#"{"constants": {"c0": [2.5, 0, 0, 0]}, "inputs": {"v0": [0, 0, 0, 1]}}"#,
    );
    assert_close4(out4(&v, "oT0"), [4.0, 0.5, 2.5f32.exp2(), 1.0], 0.0);
}

#[test]
fn mova_rounds_to_nearest_and_vs11_mov_floors() {
    let mut c = vec![[0.0; 4]];
    for k in 0..8 {
        c.push([k as f32, 0.0, 0.0, 0.0]);
    }
    // mova - vs: round to nearest; c[a0.x + 1] then reads constant k = a0.x.
    let f = |x: f32| {
        let mut cc = c.clone();
        cc[0] = [x, 0.0, 0.0, 0.0];
        vs3("mova a0.x, c0.x\nmov o0, c1[a0.x]\nmov o1, c0", &cc)[0]
    };
    assert_eq!(f(2.4), 2.0);
    assert_eq!(f(2.5), 3.0);
    assert_eq!(f(2.6), 3.0);
    assert_eq!(f(0.49), 0.0);
    // vs_1_1: `mov a0.x` floors (Wine and MojoShader translate it as floor).
    let v = run(
        "vs_1_1\ndcl_position v0\nmov a0.x, c0.x\nmov oT0, c[a0.x + 1]\nmov oPos, v0\n",
        r#"{"constants": {"c0": [2.9, 0, 0, 0], "c3": [42, 0, 0, 0]}, "inputs": {"v0": [0,0,0,1]}}"#,
    );
    assert_eq!(out4(&v, "oT0")[0], 42.0);
}

#[test]
fn relative_addressing_out_of_range_reads_zero() {
    // a0.x = 300 points past the 256 constants of vs_3_0: the read gives 0 (documented
    // choice; the documents call it undefined).
    let c = [[300.0, -5.0, 0.0, 0.0], [1.0, 2.0, 3.0, 4.0]];
    assert_eq!(
        vs3("mova a0.x, c0.x\nmov o0, c1[a0.x]\nmov o1, c0", &c),
        [0.0; 4]
    );
    assert_eq!(
        vs3("mova a0.x, c0.y\nmov o0, c1[a0.x]\nmov o1, c0", &c),
        [0.0; 4]
    );
}

#[test]
fn vs3_relative_output_write() {
    // vs_3_0 o[aL] writes: loop with aL 0..2 writing o0..o2 (o3 is the position).
    let src = "vs_3_0\ndcl_texcoord0 o0\ndcl_texcoord1 o1\ndcl_texcoord2 o2\ndcl_position o3\ndefi i0, 3, 0, 1, 0\nmov r0, c0\nloop aL, i0\nmov o[aL], r0\nadd r0, r0, c1\nendloop\nmov o3, c0\n";
    let v = run(
        src,
        r#"{"constants": {"c0": [1, 1, 1, 1], "c1": [1, 2, 3, 4]}}"#,
    );
    assert_eq!(out4(&v, "o0"), [1.0; 4]);
    assert_eq!(out4(&v, "o1"), [2.0, 3.0, 4.0, 5.0]);
    assert_eq!(out4(&v, "o2"), [3.0, 5.0, 7.0, 9.0]);
}
