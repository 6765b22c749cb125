//! The seed runtime rules an executor can observe, precision modes, and the JSON input
//! format's errors.
//!
//! Seed 000: "If oCn is written to using a mov instruction but there is no corresponding
//! element in the multielement texture surface set as a render target, this instruction
//! is ignored." / "If no depth buffer had been created/attached to the device, mov to
//! the oDepth register is ignored." Seed 004: "Only the sign of this register [vFace] is
//! valid." Seed 003: pixel shaders run once per pixel whatever the multisampling;
//! intermediate computations keep at least 8-bit precision.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code: a failure is the report

mod execute_support;
use execute_support::*;
use shadercts_reference::execute::json;
use shadercts_shader::Model;

const MRT: &str =
    "ps_2_0\ndef c0, 1, 2, 3, 4\nmov oC0, c0\nmov oC1, c0\nmov oC2, c0\nmov oDepth, c0.x\n";

fn output_names(v: &serde_json::Value) -> Vec<String> {
    v["outputs"].as_object().unwrap().keys().cloned().collect()
}

#[test]
fn colour_writes_beyond_the_render_targets_are_ignored() {
    assert_eq!(
        output_names(&run(MRT, r#"{"render_targets": 2}"#)),
        ["oC0", "oC1", "oDepth"]
    );
    assert_eq!(
        output_names(&run(MRT, r#"{"render_targets": 3}"#)),
        ["oC0", "oC1", "oC2", "oDepth"]
    );
    // Default: one render target.
    assert_eq!(output_names(&run(MRT, "{}")), ["oC0", "oDepth"]);
    assert_eq!(
        output_names(&run(MRT, r#"{"render_targets": 0}"#)),
        ["oDepth"]
    );
}

#[test]
fn depth_writes_without_a_depth_buffer_are_ignored() {
    assert_eq!(
        output_names(&run(MRT, r#"{"depth_buffer": false}"#)),
        ["oC0"]
    );
    assert_eq!(
        run(MRT, r#"{"depth_buffer": true}"#)["outputs"]["oDepth"],
        1.0
    );
    // ps_1_4 texdepth is a depth write too.
    let src = "ps_1_4\ndef c0, 0.25, 0.5, 0, 0\nmov r5, c0\nphase\ntexdepth r5\nmov r0, c0\n";
    assert_eq!(
        output_names(&run(src, r#"{"depth_buffer": false}"#)),
        ["oC0"]
    );
}

#[test]
fn only_the_sign_of_vface_counts() {
    let src = "ps_3_0\ndcl vFace\nmov r0, vFace\nmov oC0, r0\n";
    let a = out4(&run(src, r#"{"inputs": {"vFace": -0.25}}"#), "oC0");
    let b = out4(&run(src, r#"{"inputs": {"vFace": -1000}}"#), "oC0");
    let c = out4(&run(src, r#"{"inputs": {"vFace": 3}}"#), "oC0");
    let d = out4(&run(src, r#"{"inputs": {"vFace": 0}}"#), "oC0");
    assert_eq!(a, b);
    assert_eq!(a, [-1.0; 4]);
    assert_eq!(c, [1.0; 4]);
    assert_eq!(d, [1.0; 4]);
    // A two-sided shader picks by the sign whatever the magnitude.
    let src = "ps_3_0\ndcl vFace\ndef c0, 1, 0, 0, 1\ndef c1, 0, 1, 0, 1\ncmp r0, vFace, c0, c1\nmov oC0, r0\n";
    assert_eq!(
        out4(&run(src, r#"{"inputs": {"vFace": -1e-30}}"#), "oC0"),
        [0.0, 1.0, 0.0, 1.0]
    );
    assert_eq!(
        out4(&run(src, r#"{"inputs": {"vFace": 1e-30}}"#), "oC0"),
        [1.0, 0.0, 0.0, 1.0]
    );
}

#[test]
fn vpos_is_the_pixel_position() {
    let src = "ps_3_0\ndcl vPos.xy\nmov r0.xy, vPos\nmov r0.zw, c0\nmov oC0, r0\n";
    let v = run(
        src,
        r#"{"inputs": {"vPos": [12, 34]}, "constants": {"c0": [0, 0, 0, 1]}}"#,
    );
    assert_eq!(out4(&v, "oC0"), [12.0, 34.0, 0.0, 1.0]);
}

#[test]
fn multisampling_still_runs_once_per_pixel() {
    let src = "ps_2_0\ndcl t0\nadd r0, t0, c0\nmov oC0, r0\n";
    let one = run(
        src,
        r#"{"inputs": {"t0": [0.5, 0, 0, 0]}, "constants": {"c0": [1,1,1,1]}}"#,
    );
    let many = run_batch(
        src,
        r#"{"batch": [{"multisample": 4}], "inputs": {"t0": [0.5, 0, 0, 0]}, "constants": {"c0": [1,1,1,1]}}"#,
    );
    assert_eq!(many.len(), 1);
    assert_eq!(many[0], one);
}

#[test]
fn ps1_keeps_at_least_eight_bits() {
    // A chain of ps_1_x arithmetic at the minimum (fx8) precision stays within
    // half a 2^-8 step per operation of the exact result.
    let src = "ps_1_1\nmul r0, c0, c1\nadd r0, r0, c2\n";
    let inputs = r#"{"constants": {"c0": [0.3, 0.7, 0.11, 0.9], "c1": [0.6, 0.2, 0.5, 0.9], "c2": [0.05, 0.01, 0.3, -0.5]}"#;
    let exact = out4(&run(src, &format!("{inputs}}}")), "oC0");
    let fx8 = out4(
        &run(src, &format!(r#"{inputs}, "precision": "fx8"}}"#)),
        "oC0",
    );
    for i in 0..4 {
        assert!(
            (exact[i] - fx8[i]).abs() <= 3.0 / 512.0,
            "{exact:?} vs {fx8:?}"
        );
        assert_eq!((fx8[i] * 256.0).fract(), 0.0);
    }
}

#[test]
fn precision_modes_round_results() {
    let tiny = 2f32.powi(-20);
    let add = |profile: &str, extra: &str, pp: &str| {
        let src = format!("{profile}\nadd{pp} r0, c0, c1\nmov oC0, r0\n");
        let v = run(
            &src,
            &format!(r#"{{"constants": {{"c0": [1,1,1,1], "c1": [{tiny},0,0,0]}} {extra}}}"#),
        );
        out4(&v, "oC0")[0]
    };
    // ps_2_0 full precision is fp24 (16 fraction bits): 1 + 2^-20 rounds to 1.
    assert_eq!(add("ps_2_0", "", ""), 1.0);
    // ps_3_0 full precision is fp32.
    assert_eq!(add("ps_3_0", "", ""), 1.0 + tiny);
    // Overridden to fp32, ps_2_0 keeps the bit.
    assert_eq!(add("ps_2_0", r#", "precision": "fp32""#, ""), 1.0 + tiny);
    // _pp is fp16 (10 fraction bits) in ps_2_0 and ps_3_0.
    let v = run(
        "ps_3_0\nadd_pp r0, c0, c1\nmov oC0, r0\n",
        r#"{"constants": {"c0": [1,1,1,1], "c1": [0.0009765625, 0.00048828125, 0.0014648438, 0]}}"#,
    );
    assert_eq!(
        out4(&v, "oC0"),
        [1.0 + 2f32.powi(-10), 1.0, 1.0 + 2f32.powi(-9), 1.0]
    );
    // fp16 mode: 2049 is not representable, 65520 overflows.
    let v = run(
        "ps_3_0\nmov r0, c0\nmov oC0, r0\n",
        r#"{"constants": {"c0": [2049, 65520, 1e-8, -3]}, "precision": "fp16"}"#,
    );
    assert_eq!(out4(&v, "oC0"), [2048.0, f32::INFINITY, 0.0, -3.0]);
    // Vertex shaders are fp32 under auto.
    let v = run(
        "vs_2_0\ndcl_position v0\nadd r0, c0, c1\nmov oT0, r0\nmov oPos, v0\n",
        &format!(r#"{{"constants": {{"c0": [1,1,1,1], "c1": [{tiny},0,0,0]}}}}"#),
    );
    assert_eq!(out4(&v, "oT0")[0], 1.0 + tiny);
}

#[test]
fn special_values_round_trip_through_json() {
    let v = run(
        "ps_3_0\nmov oC0, c0\n",
        r#"{"constants": {"c0": ["inf", "-inf", "nan", 1]}, "precision": "fp32"}"#,
    );
    assert_eq!(
        v["outputs"]["oC0"],
        serde_json::json!(["inf", "-inf", "nan", 1.0])
    );
}

#[test]
fn unwritten_components_are_null() {
    let v = run(
        "ps_3_0\nmov oC0.xy, c0\n",
        r#"{"constants": {"c0": [1, 2, 3, 4]}}"#,
    );
    assert_eq!(
        v["outputs"]["oC0"],
        serde_json::json!([1.0, 2.0, null, null])
    );
}

#[test]
fn ps1_reports_r0_as_oc0() {
    let v = run(
        "ps_1_1\nmov r0, c0\n",
        r#"{"constants": {"c0": [0.5, 0.25, 0, 1]}}"#,
    );
    assert_eq!(output_names(&v), ["oC0"]);
}

#[test]
fn json_errors_are_clear() {
    let model = Model::embedded();
    let p = program("ps_3_0\nmov oC0, c0\n");
    let err = |s: &str| json::parse(s, &p, model).unwrap_err();
    assert!(err("{").contains("invalid JSON"));
    assert!(err("[]").contains("object"));
    assert!(err(r#"{"constant": {}}"#).contains("unknown key `constant`"));
    assert!(err(r#"{"constants": {"x0": [1]}}"#).contains("unknown register name `x0`"));
    assert!(err(r#"{"constants": {"v0": [1]}}"#).contains("not a constant register"));
    assert!(err(r#"{"inputs": {"c0": [1]}}"#).contains("not an input register"));
    assert!(err(r#"{"inputs": {"t0": [1]}}"#).contains("does not exist in ps_3_0"));
    assert!(err(r#"{"constants": {"c0": [1, 2, 3, 4, 5]}}"#).contains("1 to 4"));
    assert!(err(r#"{"constants": {"c0": ["big"]}}"#).contains("expected a number"));
    assert!(err(r#"{"constants": {"i0": [1.5]}}"#).contains("integers"));
    assert!(err(r#"{"precision": "fp64"}"#).contains("precision"));
    assert!(err(r#"{"textures": {"s0": {"width": 2, "texels": [[1]]}}}"#).contains("expected 2"));
    assert!(err(r#"{"textures": {"q": {"width": 1, "texels": [[1]]}}}"#).contains("sampler"));
    assert!(err(r#"{"batch": [1]}"#).contains("batch[0]"));
    assert!(err(r#"{"batch": [{"inputs": {"v99x": 1}}]}"#).contains("batch[0]"));
}

#[test]
fn batch_entries_complete_the_top_level_object() {
    let src = "ps_3_0\nadd r0, c0, c1\nmov oC0, r0\n";
    let res = run_batch(
        src,
        r#"{"constants": {"c0": [1,1,1,1], "c1": [0,0,0,0]}, "batch": [{}, {"constants": {"c1": [1,2,3,4]}}]}"#,
    );
    assert_eq!(out4(&res[0], "oC0"), [1.0; 4]);
    assert_eq!(out4(&res[1], "oC0"), [2.0, 3.0, 4.0, 5.0]);
}

#[test]
fn def_constants_take_precedence_over_inputs() {
    let v = run(
        "ps_3_0\ndef c0, 1, 2, 3, 4\nmov oC0, c0\n",
        r#"{"constants": {"c0": [9, 9, 9, 9]}}"#,
    );
    assert_eq!(out4(&v, "oC0"), [1.0, 2.0, 3.0, 4.0]);
}
