//! The second opinion on an execute case: the reference interpreter runs the program
//! on the inputs, and its result must match the formulas' outputs within the
//! tolerance. Used when generating (nothing is published on a mismatch) and by
//! `verify-suite`.

use serde_json::Value as Json;
use shadercts_reference::execute::json::{self, Inputs};
use shadercts_reference::execute::{Conformance, ExecOptions, Executor};
use shadercts_shader::{Model, Program};

/// Runs `program` on the INPUTS.json text `inputs` (one input set) with the reference
/// interpreter at execution level `level`; the result JSON as `shadercts execute
/// --format json` prints it.
pub fn run_reference(
    program: &Program,
    inputs: &str,
    model: &Model,
    level: Conformance,
) -> Result<Json, String> {
    let set = match json::parse(inputs, program, model)? {
        Inputs::Single(s) => s,
        Inputs::Batch(_) => return Err("an execute case has one input set, not a batch".into()),
    };
    let options = ExecOptions {
        precision: set.precision,
        ps1_max_value: set.ps1_max_value,
        conformance: level,
        ..ExecOptions::default()
    };
    let exec = Executor::new(program, model, &options).map_err(|e| e.to_string())?;
    Ok(json::result_value(&exec.run(&set.input), program, model))
}

/// Checks the reference at both execution levels: at the native level against
/// `native`, at the documented level against `documented` (or `native` when the levels
/// agree, i.e. the case has no `expect.documented`). The first disagreement, named by
/// level.
pub fn check_levels(
    program: &Program,
    inputs: &str,
    model: &Model,
    native: &Json,
    documented: Option<&Json>,
    tol: f64,
) -> Result<(), String> {
    for (level, want) in [
        (Conformance::Native, native),
        (Conformance::Documented, documented.unwrap_or(native)),
    ] {
        let got = run_reference(program, inputs, model, level)?;
        if let Some(why) = compare(want, &got, tol) {
            return Err(format!("{} level: {why}", level.name()));
        }
    }
    Ok(())
}

fn close(want: &Json, got: &Json, tol: f64) -> bool {
    // A vendor-dependent native component (docs/native-execution.yaml, status `vendor`):
    // any listed value passes.
    if let Some(Json::Array(set)) = want.get("any_of") {
        return set.iter().any(|w| close(w, got, tol));
    }
    match (want, got) {
        (Json::Number(a), Json::Number(b)) => {
            let (a, b) = (
                a.as_f64().unwrap_or(f64::NAN),
                b.as_f64().unwrap_or(f64::NAN),
            );
            a == b || (a - b).abs() <= tol
        }
        (Json::Array(a), Json::Array(b)) => {
            a.len() == b.len() && a.iter().zip(b).all(|(x, y)| close(x, y, tol))
        }
        (a, b) => a == b,
    }
}

/// Why the reference's result differs from the expected one, if it does. Stricter
/// than the harness: a register the reference reports must be expected, and a
/// register expected as `null` must not be reported.
pub fn compare(want: &Json, got: &Json, tol: f64) -> Option<String> {
    if let Some(e) = got.get("error") {
        return Some(format!("the reference interpreter failed: {e}"));
    }
    let flag = |v: &Json| v.get("discarded").and_then(Json::as_bool).unwrap_or(false);
    if flag(want) != flag(got) {
        return Some(format!(
            "discarded: expected {}, the reference says {}",
            flag(want),
            flag(got)
        ));
    }
    let outs = |v: &Json| {
        v.get("outputs")
            .and_then(Json::as_object)
            .cloned()
            .unwrap_or_default()
    };
    let (w, g) = (outs(want), outs(got));
    for (reg, value) in &w {
        match (value, g.get(reg)) {
            (Json::Null, None | Some(Json::Null)) => {}
            (Json::Null, Some(v)) => {
                return Some(format!(
                    "{reg}: expected not written, the reference gives {v}"
                ))
            }
            (_, None) => {
                return Some(format!(
                    "{reg}: expected {value}, the reference gives nothing"
                ))
            }
            (_, Some(v)) if !close(value, v, tol) => {
                return Some(format!(
                    "{reg}: expected {value}, the reference gives {v} (tolerance {tol:e})"
                ))
            }
            _ => {}
        }
    }
    g.keys().find(|k| !w.contains_key(*k)).map(|k| {
        format!(
            "{k}: the reference reports it ({}), no formula expects it",
            g[k]
        )
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn comparison_is_strict_about_registers() {
        let want = json!({"outputs": {"oC0": [1, 2, 3, 4], "oC1": null}, "discarded": false});
        let ok = json!({"outputs": {"oC0": [1, 2, 3.0001, 4]}, "discarded": false});
        assert_eq!(compare(&want, &ok, 1e-3), None);
        assert!(compare(&want, &ok, 1e-6).unwrap().contains("oC0"));
        let extra = json!({"outputs": {"oC0": [1, 2, 3, 4], "oC1": [0, 0, 0, 0]}});
        assert!(compare(&want, &extra, 0.0).unwrap().contains("oC1"));
        let more = json!({"outputs": {"oC0": [1, 2, 3, 4], "oC2": [0, 0, 0, 0]}});
        assert!(compare(&want, &more, 0.0).unwrap().contains("no formula"));
        let disc = json!({"outputs": {}, "discarded": true});
        assert!(compare(&want, &disc, 0.0).unwrap().contains("discarded"));
        assert!(compare(&want, &json!({"error": "budget"}), 0.0).is_some());
    }

    #[test]
    fn the_reference_runs_a_case() {
        let model = Model::embedded();
        let p =
            shadercts_shader::text::parse("ps_3_0\nadd r0, c0, c1\nmov oC0, r0\n", model).unwrap();
        let got = run_reference(
            &p,
            r#"{"constants": {"c0": [1, 2, 3, 4], "c1": 0.5}}"#,
            model,
            Conformance::Native,
        )
        .unwrap();
        let want = json!({"outputs": {"oC0": [1.5, 2.5, 3.5, 4.5]}, "discarded": false});
        assert_eq!(compare(&want, &got, 0.0), None);
    }
}
