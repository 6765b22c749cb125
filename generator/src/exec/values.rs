//! Input values as formula variables, and formula results as output JSON. Numbers
//! follow INPUTS.json (docs/executor.md): 1–4 numbers are completed from (0, 0, 0, 1),
//! one number is replicated, `"inf"`, `"-inf"`, `"nan"` are the special values.

use crate::expr::Value;
use serde_json::Value as Json;

/// The number a JSON scalar stands for.
fn number(v: &Json) -> Option<f64> {
    match v {
        Json::Number(n) => n.as_f64(),
        Json::Bool(b) => Some(if *b { 1.0 } else { 0.0 }),
        Json::String(s) => match s.as_str() {
            "inf" | "+inf" => Some(f64::INFINITY),
            "-inf" => Some(f64::NEG_INFINITY),
            "nan" => Some(f64::NAN),
            _ => None,
        },
        _ => None,
    }
}

/// A register value from INPUTS.json as a formula value.
pub fn to_value(v: &Json) -> Result<Value, String> {
    match v {
        Json::Array(items) if (1..=4).contains(&items.len()) => {
            let mut out = [0.0, 0.0, 0.0, 1.0];
            for (i, x) in items.iter().enumerate() {
                out[i] = number(x).ok_or_else(|| format!("`{x}` is not a number"))?;
            }
            Ok(Value::Vec4(out))
        }
        Json::Array(items) => Err(format!(
            "a register value has 1 to 4 numbers, not {}",
            items.len()
        )),
        other => number(other)
            .map(Value::Scalar)
            .ok_or_else(|| format!("`{other}` is not a number or a vector")),
    }
}

/// A number as JSON: a number, or `"inf"`, `"-inf"`, `"nan"`.
pub fn json_number(x: f64) -> Json {
    if x.is_nan() {
        Json::from("nan")
    } else if x.is_infinite() {
        Json::from(if x > 0.0 { "inf" } else { "-inf" })
    } else {
        // -0 and 0 compare equal; write 0.
        let x = if x == 0.0 { 0.0 } else { x };
        serde_json::Number::from_f64(x).map_or(Json::Null, Json::Number)
    }
}

/// Registers the executor reports as one number.
pub fn is_scalar_output(name: &str) -> bool {
    matches!(name, "oDepth" | "oFog" | "oPts")
}

/// An output value as JSON: four numbers, or one for oDepth, oFog and oPts.
pub fn output_json(name: &str, v: Value) -> Json {
    let c = v.vec4();
    if is_scalar_output(name) {
        json_number(c[0])
    } else {
        Json::Array(c.iter().map(|x| json_number(*x)).collect())
    }
}

/// The largest finite magnitude among the numbers of a JSON value (0 when none).
pub fn magnitude(v: &Json) -> f64 {
    match v {
        Json::Number(n) => n.as_f64().map_or(0.0, f64::abs),
        Json::Array(a) => a.iter().map(magnitude).fold(0.0, f64::max),
        Json::Object(o) => o.values().map(magnitude).fold(0.0, f64::max),
        _ => 0.0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn inputs_complete_like_inputs_json() {
        assert_eq!(
            to_value(&json!([1, 2])).unwrap(),
            Value::Vec4([1.0, 2.0, 0.0, 1.0])
        );
        assert_eq!(to_value(&json!(-1)).unwrap(), Value::Scalar(-1.0));
        assert_eq!(to_value(&json!(true)).unwrap(), Value::Scalar(1.0));
        assert!(to_value(&json!(["inf"])).unwrap().vec4()[0].is_infinite());
        assert!(to_value(&json!([1, 2, 3, 4, 5])).is_err());
        assert!(to_value(&json!("x")).is_err());
    }

    #[test]
    fn outputs_as_json() {
        let v = Value::Vec4([1.5, f64::NAN, f64::NEG_INFINITY, -0.0]);
        assert_eq!(output_json("oC0", v), json!([1.5, "nan", "-inf", 0.0]));
        assert_eq!(output_json("oDepth", Value::Scalar(0.25)), json!(0.25));
        assert_eq!(magnitude(&json!({"a": [1, -7.5, "inf"]})), 7.5);
    }
}
