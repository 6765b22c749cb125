//! Helpers shared by the executor tests: run a shader text on JSON inputs.
#![allow(dead_code)]
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code: a failure is the report

use serde_json::Value;
use shadercts_reference::execute::{json, ExecOptions, Executor};
use shadercts_shader::{text, Model, Program};

/// Parses assembly text (panics with the diagnostics on failure: tests only).
pub fn program(src: &str) -> Program {
    match text::parse(src, Model::embedded()) {
        Ok(p) => p,
        Err(d) => panic!("parse failed: {d:?}\n{src}"),
    }
}

/// Runs `src` on the single input set `inputs` (JSON) and returns the result JSON.
pub fn run(src: &str, inputs: &str) -> Value {
    let model = Model::embedded();
    let p = program(src);
    let set = match json::parse(inputs, &p, model).expect("inputs") {
        json::Inputs::Single(s) => s,
        json::Inputs::Batch(_) => panic!("expected a single input set"),
    };
    let opts = ExecOptions {
        precision: set.precision,
        ps1_max_value: set.ps1_max_value,
        ..ExecOptions::default()
    };
    let exec = Executor::new(&p, model, &opts).expect("compile");
    let r = exec.run(&set.input);
    json::result_value(&r, &p, model)
}

/// Output register `name` of a run as four floats (unwritten components are NaN).
pub fn out4(v: &Value, name: &str) -> [f32; 4] {
    let a = v["outputs"][name]
        .as_array()
        .unwrap_or_else(|| panic!("no output {name} in {v}"));
    let mut r = [f32::NAN; 4];
    for (i, x) in a.iter().enumerate() {
        r[i] = num(x);
    }
    r
}

/// A JSON number or special-value string as f32.
pub fn num(x: &Value) -> f32 {
    match x {
        Value::Number(n) => n.as_f64().unwrap() as f32,
        Value::String(s) if s == "inf" => f32::INFINITY,
        Value::String(s) if s == "-inf" => f32::NEG_INFINITY,
        Value::String(s) if s == "nan" => f32::NAN,
        _ => f32::NAN,
    }
}

/// Runs a ps_3_0 body that writes oC0, with `c0`…`c3` set to `consts`.
pub fn ps3(body: &str, consts: &[[f32; 4]]) -> [f32; 4] {
    let src = format!("ps_3_0\n{body}\n");
    let mut c = serde_json::Map::new();
    for (i, v) in consts.iter().enumerate() {
        c.insert(format!("c{i}"), json::float_value_array(v));
    }
    let inputs = serde_json::json!({ "constants": Value::Object(c) }).to_string();
    out4(&run(&src, &inputs), "oC0")
}

/// Runs a vs_3_0 body that writes o0 (declared as a texcoord output).
pub fn vs3(body: &str, consts: &[[f32; 4]]) -> [f32; 4] {
    let src = format!("vs_3_0\ndcl_position o1\ndcl_texcoord0 o0\n{body}\n");
    let mut c = serde_json::Map::new();
    for (i, v) in consts.iter().enumerate() {
        c.insert(format!("c{i}"), json::float_value_array(v));
    }
    let inputs = serde_json::json!({ "constants": Value::Object(c) }).to_string();
    out4(&run(&src, &inputs), "o0")
}

/// Asserts two floats are equal within `tol` (or both NaN, or equal infinities).
pub fn close(a: f32, b: f32, tol: f32) -> bool {
    (a.is_nan() && b.is_nan()) || a == b || (a - b).abs() <= tol
}

/// Asserts every component is within `tol`.
#[track_caller]
pub fn assert_close4(got: [f32; 4], want: [f32; 4], tol: f32) {
    for i in 0..4 {
        assert!(
            close(got[i], want[i], tol),
            "component {i}: got {got:?}, want {want:?}"
        );
    }
}

/// Runs `src` on a batch (`{"batch": [...]}`) and returns one result JSON per entry.
pub fn run_batch(src: &str, inputs: &str) -> Vec<Value> {
    let model = Model::embedded();
    let p = program(src);
    let sets = match json::parse(inputs, &p, model).expect("inputs") {
        json::Inputs::Batch(s) => s,
        json::Inputs::Single(s) => vec![s],
    };
    let opts = ExecOptions {
        precision: sets.first().map_or(Default::default(), |s| s.precision),
        ..ExecOptions::default()
    };
    let exec = Executor::new(&p, model, &opts).expect("compile");
    let inputs: Vec<_> = sets.into_iter().map(|s| s.input).collect();
    exec.run_batch(&inputs)
        .iter()
        .map(|r| json::result_value(r, &p, model))
        .collect()
}
