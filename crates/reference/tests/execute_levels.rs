//! The two execution levels (`ExecOptions::conformance`, docs/executor.md "Conformance
//! levels"): for each fact of `docs/native-execution.yaml` with status `differs`, a
//! program whose result differs by level. The expected values are written by hand from
//! the fact's native formula and the instruction page's (documented) one.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code: a failure is the report

use serde_json::{json, Value};
use shadercts_reference::execute::{
    json, Conformance, ExecInput, ExecOptions, ExecOutput, Executor,
};
use shadercts_reference::pipeline::{draw, scene, DrawOptions, Frame};
use shadercts_shader::{text, Model};

const LEVELS: [Conformance; 2] = [Conformance::Native, Conformance::Documented];

/// Runs `src` once at `level` with the float registers `regs` set (ps_1_x registers
/// range over [-8, 8], so that texdepth can see an r5.g above 1).
fn run(src: &str, regs: &[(&str, [f32; 4])], level: Conformance) -> ExecOutput {
    let model = Model::embedded();
    let p = text::parse(src, model).expect("program parses");
    let opts = ExecOptions {
        conformance: level,
        ps1_max_value: 8.0,
        ..ExecOptions::default()
    };
    let exec = Executor::new(&p, model, &opts).expect("compiles");
    let mut input = ExecInput::default();
    for (name, v) in regs {
        input.set_float(name, *v, &p, model).expect("register");
    }
    exec.run(&input).expect("runs")
}

/// The result of `src` as `shadercts execute --format json` prints it.
fn result(src: &str, regs: &[(&str, [f32; 4])], level: Conformance) -> Value {
    let model = Model::embedded();
    let p = text::parse(src, model).expect("program parses");
    json::result_value(&Ok(run(src, regs, level)), &p, model)
}

/// A number of the JSON result (`"nan"`, `"inf"`, `"-inf"` spelled as strings).
fn num(v: &Value) -> f32 {
    match v {
        Value::String(s) if s == "nan" => f32::NAN,
        Value::String(s) if s == "inf" => f32::INFINITY,
        Value::String(s) if s == "-inf" => f32::NEG_INFINITY,
        v => v.as_f64().expect("a number") as f32,
    }
}

/// The four components of output `reg` (all written).
fn out(src: &str, regs: &[(&str, [f32; 4])], level: Conformance, reg: &str) -> [f32; 4] {
    let r = result(src, regs, level);
    let v = r["outputs"][reg]
        .as_array()
        .expect("a 4-component output")
        .clone();
    [num(&v[0]), num(&v[1]), num(&v[2]), num(&v[3])]
}

#[test]
fn the_default_level_is_native() {
    assert_eq!(ExecOptions::default().conformance, Conformance::Native);
    assert_eq!(DrawOptions::default().conformance, Conformance::Native);
    assert_eq!(
        Conformance::parse("documented"),
        Some(Conformance::Documented)
    );
    assert_eq!(Conformance::parse("native"), Some(Conformance::Native));
    assert_eq!(Conformance::parse("strict"), None);
}

#[test]
fn texkill_tests_w_from_ps_2_0_on_at_the_native_level() {
    // nx.texkill-w: x, y, z >= 0 and w = -1. The page tests x, y, z (kept); drivers test
    // all four from ps_2_0 on (discarded).
    let t = [0.5, 0.0, 0.25, -1.0];
    for src in [
        "ps_2_0\ndcl t0\ntexkill t0\nmov oC0, c0\n",
        "ps_2_x\ndcl t0\ntexkill t0\nmov oC0, c0\n",
        "ps_3_0\ndcl_texcoord0 v0\ntexkill v0\nmov oC0, c0\n",
    ] {
        let reg = if src.starts_with("ps_3") { "v0" } else { "t0" };
        assert!(
            run(src, &[(reg, t)], Conformance::Native).discarded,
            "{src}"
        );
        assert!(
            !run(src, &[(reg, t)], Conformance::Documented).discarded,
            "{src}"
        );
        // A negative y is discarded at both levels.
        let y = [0.5, -0.25, 0.25, 1.0];
        for level in LEVELS {
            assert!(run(src, &[(reg, y)], level).discarded, "{src} {level:?}");
        }
    }
    // ps_1_x texkill tests x, y, z only at both levels.
    for level in LEVELS {
        let o = run("ps_1_1\ntexkill t0\nmov r0, c0\n", &[("t0", t)], level);
        assert!(!o.discarded, "{level:?}");
    }
}

#[test]
fn texdepth_is_clamped_at_the_native_level() {
    // nx.texdepth-clamp: native clamp(r5.r / min(r5.g, 1), 0, 1); documented r5.r / r5.g.
    // r5 comes from texcrd (coordinates are not clamped to the constant range).
    let src = "ps_1_4\ntexcrd r5.rgb, t0.xyz\nphase\ntexdepth r5\nmov r0, c0\n";
    let depth = |r: f32, g: f32, level| {
        num(&result(src, &[("t0", [r, g, 0.0, 0.0])], level)["outputs"]["oDepth"])
    };
    // (-1, 0.1): -10 documented, 0 native.
    assert_eq!(depth(-1.0, 0.1, Conformance::Documented), -10.0);
    assert_eq!(depth(-1.0, 0.1, Conformance::Native), 0.0);
    // (0.25, 2): 0.125 documented; r5.g clamped to 1 gives 0.25 native.
    assert_eq!(depth(0.25, 2.0, Conformance::Documented), 0.125);
    assert_eq!(depth(0.25, 2.0, Conformance::Native), 0.25);
    // (1, 0.5): 2 documented, 1 native.
    assert_eq!(depth(1.0, 0.5, Conformance::Documented), 2.0);
    assert_eq!(depth(1.0, 0.5, Conformance::Native), 1.0);
    // (-0.25, -0.5) and (0.25, 0.5): 0.5 at both levels; r5.g = 0 gives 1 at both.
    for level in LEVELS {
        assert_eq!(depth(-0.25, -0.5, level), 0.5);
        assert_eq!(depth(0.25, 0.5, level), 0.5);
        assert_eq!(depth(0.5, 0.0, level), 1.0);
    }
}

#[test]
fn zero_times_anything_is_zero_at_the_native_level() {
    // nx.zero-times-anything: 0 × ±inf and 0 × NaN are 0 natively, NaN by IEEE.
    let inf = f32::INFINITY;
    let zero = ("c0", [0.0, 0.0, 0.0, 0.0]);
    let special = ("c1", [inf, -inf, f32::NAN, 2.0]);
    let one = ("c2", [1.0, 1.0, 1.0, 1.0]);
    let regs = [zero, special, one];
    let vs = |body: &str| format!("vs_2_0\ndcl_position v0\nmov oPos, v0\n{body}\n");
    // mul: (0·inf, 0·-inf, 0·NaN, 0·2).
    let mul = vs("mul oT0, c0, c1");
    assert_eq!(
        out(&mul, &regs, Conformance::Native, "oT0"),
        [0.0, 0.0, 0.0, 0.0]
    );
    let d = out(&mul, &regs, Conformance::Documented, "oT0");
    assert!(d[0].is_nan() && d[1].is_nan() && d[2].is_nan() && d[3] == 0.0);
    // mad: 0·x + 1.
    let mad = vs("mad oT0, c0, c1, c2");
    assert_eq!(
        out(&mad, &regs, Conformance::Native, "oT0"),
        [1.0, 1.0, 1.0, 1.0]
    );
    assert!(out(&mad, &regs, Conformance::Documented, "oT0")[0].is_nan());
    // dp3 / dp4 / m4x4: sums of zero-wins products are 0.
    for body in ["dp3 oT0, c0, c1", "dp4 oT0, c0, c1", "m4x4 oT0, c0, c1"] {
        let s = vs(body);
        let regs = [zero, special, special, special, special];
        let regs: Vec<(&str, [f32; 4])> = regs
            .iter()
            .enumerate()
            .map(|(i, r)| (["c0", "c1", "c2", "c3", "c4"][i], r.1))
            .collect();
        assert_eq!(
            out(&s, &regs, Conformance::Native, "oT0"),
            [0.0; 4],
            "{body}"
        );
        assert!(
            out(&s, &regs, Conformance::Documented, "oT0")[0].is_nan(),
            "{body}"
        );
    }
    // lrp (ps_2_0): 0 · (inf - 1) + 1 = 1 natively.
    let lrp = "ps_2_0\nlrp r0, c0, c1, c2\nmov oC0, r0\n";
    assert_eq!(out(lrp, &regs, Conformance::Native, "oC0")[0], 1.0);
    assert!(out(lrp, &regs, Conformance::Documented, "oC0")[0].is_nan());
    // dp2add (ps_2_0): 0·inf + 0·-inf + 1 = 1 natively.
    let dp2 = "ps_2_0\ndp2add r0, c0, c1, c2.x\nmov oC0, r0\n";
    assert_eq!(out(dp2, &regs, Conformance::Native, "oC0")[0], 1.0);
    assert!(out(dp2, &regs, Conformance::Documented, "oC0")[0].is_nan());
    // Finite products are IEEE's at both levels (the sign of a zero product kept).
    for level in LEVELS {
        let s = vs("mul oT0, c0, c1");
        let v = out(
            &s,
            &[
                ("c0", [0.0, -3.0, 2.0, 0.5]),
                ("c1", [-2.0, 0.5, 4.0, -0.5]),
            ],
            level,
            "oT0",
        );
        assert_eq!(v, [-0.0, -1.5, 8.0, -0.25]);
        assert!(v[0].is_sign_negative());
    }
}

#[test]
fn a_coissued_colour_cnd_selects_src1_at_the_native_level() {
    // nx.cnd-coissue: `+cnd r0.rgb` in ps_1_1–1_3 gives src1 whatever r0.a is (Wine's
    // cnd_test). r0.a is 0 here, so the page's comparison (0 > 0.5) picks src2.
    let src = |p: &str| {
        format!(
            "{p}\ndef c0, 0, 0, 0, 0\ndef c1, 1, 0, 0, 1\ndef c2, 0, 1, 0, 1\nmov r0, c0\nmov r0.a, c0.a\n+cnd r0.rgb, r0.a, c1, c2\n"
        )
    };
    for p in ["ps_1_1", "ps_1_2", "ps_1_3"] {
        let s = src(p);
        assert_eq!(
            out(&s, &[], Conformance::Native, "oC0"),
            [1.0, 0.0, 0.0, 0.0],
            "{p}"
        );
        assert_eq!(
            out(&s, &[], Conformance::Documented, "oC0"),
            [0.0, 1.0, 0.0, 0.0],
            "{p}"
        );
    }
    // Without co-issue the comparison is the page's at both levels.
    let plain = "ps_1_1\ndef c0, 0, 0, 0, 0\ndef c1, 1, 0, 0, 1\ndef c2, 0, 1, 0, 1\nmov r0, c0\ncnd r0, r0.a, c1, c2\n";
    for level in LEVELS {
        assert_eq!(out(plain, &[], level, "oC0"), [0.0, 1.0, 0.0, 1.0]);
    }
}

/// Draws a full 2×2 quad whose vertex colour is `colour`.
fn colour_draw(vs: &str, ps: &str, colour: [f32; 4], level: Conformance) -> Frame {
    let model = Model::embedded();
    let vs = text::parse(vs, model).unwrap();
    let ps = text::parse(ps, model).unwrap();
    let c = json!(colour);
    let s = json!({
        "targets": [{"width": 2, "height": 2}],
        "primitive": "triangle_strip",
        "streams": [{"elements": [
            {"usage": "position", "type": "float4",
             "data": [[-1, 1, 0.5, 1], [1, 1, 0.5, 1], [-1, -1, 0.5, 1], [1, -1, 0.5, 1]]},
            {"usage": "color", "type": "float4", "data": [c, c, c, c]}
        ]}]
    });
    let s = scene::parse(&s.to_string()).unwrap();
    draw(&vs, &ps, model, &s, &DrawOptions { conformance: level }).unwrap()
}

#[test]
fn sm2_colour_outputs_are_clamped_at_the_native_level() {
    // nx.colour-output-clamp: vs_2_0 oD0 = (2, -0.5, 0.25, 1.5) reaches a ps_2_0 v0
    // clamped to (1, 0, 0.25, 1) natively; the pages do not clamp (documented level).
    let vs2 = "vs_2_0\ndcl_position v0\ndcl_color0 v1\nmov oPos, v0\nmov oD0, v1\n";
    let ps2 = "ps_2_0\ndcl v0\nmov oC0, v0\n";
    let colour = [2.0, -0.5, 0.25, 1.5];
    let f = colour_draw(vs2, ps2, colour, Conformance::Native);
    assert_eq!(f.targets[0].pixels[0], [1.0, 0.0, 0.25, 1.0]);
    let f = colour_draw(vs2, ps2, colour, Conformance::Documented);
    assert_eq!(f.targets[0].pixels[0], colour);
    // vs_3_0 colour outputs are not clamped at either level.
    let vs3 = "vs_3_0\ndcl_position v0\ndcl_color0 v1\ndcl_position o0\ndcl_color0 o1\nmov o0, v0\nmov o1, v1\n";
    let ps3 = "ps_3_0\ndcl_color0 v0\nmov oC0, v0\n";
    for level in LEVELS {
        let f = colour_draw(vs3, ps3, colour, level);
        assert_eq!(f.targets[0].pixels[3], colour, "{level:?}");
    }
}
