//! The expected pixels of a draw case, from the binding's formulas evaluated by the
//! generator's own evaluator at each chosen pixel (never from the reference).
//!
//! Variables a formula sees: `x`, `y` (the pixel, integer; D3D9 pixel centres are at
//! integer screen coordinates), `W`, `H` (the target size), `sm3` (1 with ps_3_x, else
//! 0), `ps1` (1 with ps_1_x). See docs/draw-cases.md for the derivation of the
//! interpolated values: with the viewport covering the target, a vertex at NDC (X, Y)
//! lands at screen (X+1)/2·W, (1−Y)/2·H, and pixel (x, y) samples the screen point
//! (x, y) itself, so an attribute going from a at X = −1 to b at X = 1 reads
//! a + (b − a)·x/W there.

use super::raw::Rgba;
use super::DrawSpec;
use crate::exec::tolerance::tolerance;
use crate::expr::{evaluate, Env, Value};
use shadercts_suite_files::pixels::{
    Component, ExpectedDepth, ExpectedPixel, ExpectedPixels, ExpectedTarget,
};

/// The least tolerance of a float value of a draw: Direct3D 9 leaves rasterisation
/// precision to the device, and sub-pixel snapping (1/256 pixel on D3D10-class hardware)
/// moves an attribute that changes by 1/8 per pixel by up to 5e-4; the wine-d3d9 backend
/// measured errors of 6e-5 to 1e-4 on these cases (tools/wine-d3d9-worker/README.md).
/// 2^-10 admits that and still tells every case's alternatives apart (docs/draw-cases.md).
pub const RASTER_TOLERANCE: f64 = 1.0 / 1024.0;

/// Tolerance of depth values (z is interpolated like any attribute: [`RASTER_TOLERANCE`]).
pub const DEPTH_TOLERANCE: f64 = RASTER_TOLERANCE;

/// Fraction bits of a pixel-shader profile's precision (docs/execute-cases.md): ps_1_x
/// 8, ps_2_x 16 (fp24), ps_3_x 23 (fp32).
pub fn ps_bits(ps: &str) -> u32 {
    match super::family(ps) {
        "ps_1" | "ps_14" => 8,
        "ps_2" => 16,
        _ => 23,
    }
}

fn env(spec: &DrawSpec, x: u32, y: u32, w: u32, h: u32) -> Env {
    let mut e = Env::new();
    for (k, v) in [
        ("x", x as f64),
        ("y", y as f64),
        ("W", w as f64),
        ("H", h as f64),
        (
            "sm3",
            f64::from(u8::from(spec.ps_profile.starts_with("ps_3"))),
        ),
        (
            "ps1",
            f64::from(u8::from(spec.ps_profile.starts_with("ps_1"))),
        ),
    ] {
        e.set(k, Value::Scalar(v));
    }
    e
}

fn scalar(src: &str, env: &Env, at: &str) -> Result<f64, String> {
    match evaluate(src, env) {
        Ok(Value::Scalar(s)) => Ok(s),
        Ok(Value::Vec4(_)) => Err(format!(
            "{at}: `{src}` gives a vector; a component is a scalar"
        )),
        Err(e) => Err(format!("{at}: `{src}` {e}")),
    }
}

fn number(v: f64) -> Component {
    if v.is_nan() {
        Component::NaN
    } else if v == f64::INFINITY {
        Component::Inf
    } else if v == f64::NEG_INFINITY {
        Component::NegInf
    } else {
        Component::Number(v)
    }
}

/// The scene's targets as (format, width, height).
pub fn targets(scene: &serde_json::Value) -> Vec<(String, u32, u32)> {
    let list = scene
        .get("targets")
        .and_then(|t| t.as_array())
        .cloned()
        .unwrap_or_default();
    list.iter()
        .map(|t| {
            let n = |k: &str| t.get(k).and_then(serde_json::Value::as_u64).unwrap_or(1) as u32;
            let f = t
                .get("format")
                .and_then(|f| f.as_str())
                .unwrap_or("float32");
            (f.to_string(), n("width"), n("height"))
        })
        .collect()
}

/// Evaluates `colours` (one `Rgba` per target) at the binding's pixels: the expected
/// pixels and the case's default tolerance.
pub fn pixels(spec: &DrawSpec, colours: &[Rgba]) -> Result<(ExpectedPixels, f64), String> {
    let tg = targets(&spec.raw.scene);
    if colours.len() != tg.len() {
        return Err(format!(
            "{}: {} expected colours for {} render targets",
            spec.at,
            colours.len(),
            tg.len()
        ));
    }
    let bits = ps_bits(&spec.ps_profile);
    let float_tol = |scale: f64| {
        tolerance(bits, scale)
            .max(RASTER_TOLERANCE)
            .max(spec.raw.tolerance.unwrap_or(0.0))
    };
    let all_unorm = tg.iter().all(|t| t.0 == "unorm8");
    let mut out = ExpectedPixels::default();
    // The float tolerance scales with the largest expected number of the case.
    let mut scale: f64 = 1.0;
    for ((format, w, h), rgba) in tg.iter().zip(colours) {
        if rgba.len() != 4 {
            return Err(format!(
                "{}: an expected colour has 4 formulas (or null)",
                spec.at
            ));
        }
        let mut t = ExpectedTarget {
            format: format.clone(),
            width: *w,
            height: *h,
            pixels: Vec::new(),
        };
        for [x, y] in &spec.raw.pixels {
            let e = env(spec, *x, *y, *w, *h);
            let mut comps = [
                Component::Ignored,
                Component::Ignored,
                Component::Ignored,
                Component::Ignored,
            ];
            for (i, f) in rgba.iter().enumerate() {
                comps[i] = match f {
                    None => Component::Ignored,
                    Some(src) => {
                        let v = scalar(src, &e, &spec.at)?;
                        if format == "unorm8" {
                            // Written to an 8-bit target: clamped and rounded (docs/draw-cases.md).
                            let s = if v > 0.0 { v.min(1.0) } else { 0.0 };
                            Component::Number((s * 255.0).round())
                        } else {
                            if v.is_finite() {
                                scale = scale.max(v.abs());
                            }
                            number(v)
                        }
                    }
                };
            }
            t.pixels.push(ExpectedPixel {
                x: *x,
                y: *y,
                rgba: comps,
                tolerance: (format == "unorm8" && !all_unorm).then_some(1.0),
            });
        }
        out.targets.push(t);
    }
    if let (Some(src), Some((_, w, h))) = (&spec.raw.depth, tg.first()) {
        for [x, y] in &spec.raw.pixels {
            let v = scalar(src, &env(spec, *x, *y, *w, *h), &spec.at)?;
            out.depth.push(ExpectedDepth {
                x: *x,
                y: *y,
                value: number(v),
                tolerance: Some(DEPTH_TOLERANCE),
            });
        }
    }
    let tol = if all_unorm { 1.0 } else { float_tol(scale) };
    out.check().map_err(|e| format!("{}: {e}", spec.at))?;
    Ok((out, tol))
}
