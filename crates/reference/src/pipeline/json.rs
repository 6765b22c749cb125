//! A frame as JSON: what `shadercts draw --format json` prints (docs/scene-format.md) and
//! what the harness's reference `draw` backend reports (without the stats).

use super::scene::TargetFormat;
use super::Frame;
use crate::execute::json::float_value;
use serde_json::{json, Value};

/// A pixel value as JSON: unorm8 channels as 0–255 integers (clamped to [0, 1] first, a
/// no-op for the pipeline's already quantised frames), float32 as numbers (`"inf"`,
/// `"-inf"`, `"nan"` for the others).
fn channel(format: TargetFormat, x: f32) -> Value {
    match format {
        TargetFormat::Unorm8 => json!((x.clamp(0.0, 1.0) * 255.0).round() as u32),
        TargetFormat::Float32 => float_value(x),
    }
}

/// `{"width", "height", "targets": [{"format", "pixels": rows of [r, g, b, a]}],
/// "depth": rows, "stats": {...}}`, rows from the top; `stats` only when `with_stats`.
pub fn frame_json(f: &Frame, with_stats: bool) -> Value {
    let w = f.width.max(1) as usize;
    let targets: Vec<Value> = f
        .targets
        .iter()
        .map(|t| {
            let rows: Vec<Value> = t
                .pixels
                .chunks(w)
                .map(|row| {
                    let px = row
                        .iter()
                        .map(|p| Value::Array(p.iter().map(|x| channel(t.format, *x)).collect()));
                    Value::Array(px.collect())
                })
                .collect();
            let format = match t.format {
                TargetFormat::Float32 => "float32",
                TargetFormat::Unorm8 => "unorm8",
            };
            json!({ "format": format, "pixels": rows })
        })
        .collect();
    let mut v = json!({ "width": f.width, "height": f.height, "targets": targets });
    if with_stats {
        v["stats"] = json!({
            "vertex_invocations": f.stats.vertices,
            "triangles": f.stats.triangles,
            "pixel_invocations": f.stats.ps_invocations,
            "helper_invocations": f.stats.helpers,
        });
    }
    if let Some(d) = &f.depth {
        let rows: Vec<Value> = d
            .chunks(w)
            .map(|row| Value::Array(row.iter().map(|x| float_value(*x)).collect()))
            .collect();
        v["depth"] = Value::Array(rows);
    }
    v
}
