//! The reference pipeline behind the `draw` capability (format 4 draw cases): the
//! case's shaders (text, else bytecode) and SCENE.json in, the frame out as
//! `shadercts draw --format json` prints it (docs/scene-format.md).

use crate::backend::{Diagnostic, Failure, Phase, Request, Response};
use serde_json::{json, Value};
use shadercts_reference::execute::json::float_value;
use shadercts_reference::pipeline::scene::{self, TargetFormat};
use shadercts_reference::pipeline::{draw as render, Conformance, DrawError, DrawOptions, Frame};
use shadercts_shader::{bytecode, text, Model, Program};

/// A rejection of a shader in `phase`.
fn reject(phase: Phase, message: &str) -> Response {
    Response::reject(Some(phase), vec![Diagnostic::message(message)])
}

/// The shader of role `role` (`vs`, `ps`): its text, else its bytecode (`vs_bytecode`).
fn program(
    request: &Request,
    role: &str,
    model: &Model,
) -> Result<Result<Program, Response>, Failure> {
    if let Some(f) = request.files.get(role) {
        let src = f.text()?;
        return Ok(text::parse(src, model).map_err(|d| {
            let m = d
                .first()
                .map_or("the text does not parse", |d| d.message.as_str());
            reject(Phase::Assembler, &format!("{role}: {m}"))
        }));
    }
    let bytes = &request.file(&format!("{role}_bytecode"))?.data;
    Ok(bytecode::decode(bytes, model)
        .map_err(|d| reject(Phase::Assembler, &format!("{role}: {}", d.message))))
}

/// Renders the request's scene at `conformance`.
pub fn draw(
    request: &Request,
    model: &Model,
    conformance: Conformance,
) -> Result<Response, Failure> {
    let vs = match program(request, "vs", model)? {
        Ok(p) => p,
        Err(rejected) => return Ok(rejected),
    };
    let ps = match program(request, "ps", model)? {
        Ok(p) => p,
        Err(rejected) => return Ok(rejected),
    };
    let f = request.file("scene")?;
    let scene = scene::parse(f.text()?)
        .map_err(|e| Failure::error(format!("{}: {e}", f.path.display())))?;
    match render(&vs, &ps, model, &scene, &DrawOptions { conformance }) {
        Ok(frame) => Ok(Response {
            outputs: Some(frame_json(&frame)),
            ..Response::accept()
        }),
        Err(DrawError::Input(m)) => Err(Failure::error(format!("{}: {m}", f.path.display()))),
        Err(DrawError::Shader(m)) => Ok(reject(Phase::Validator, &m)),
    }
}

/// A pixel value as JSON: unorm8 channels as 0–255 integers, float32 as numbers
/// (`"inf"`, `"-inf"`, `"nan"` for the others).
fn channel(format: TargetFormat, x: f32) -> Value {
    match format {
        TargetFormat::Unorm8 => json!((x.clamp(0.0, 1.0) * 255.0).round() as u32),
        TargetFormat::Float32 => float_value(x),
    }
}

/// `{"width", "height", "targets": [{"format", "pixels": rows of [r, g, b, a]}],
/// "depth": rows}`: what `shadercts draw --format json` prints, without its stats.
pub fn frame_json(f: &Frame) -> Value {
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
    if let Some(d) = &f.depth {
        let rows: Vec<Value> = d
            .chunks(w)
            .map(|row| Value::Array(row.iter().map(|x| float_value(*x)).collect()))
            .collect();
        v["depth"] = Value::Array(rows);
    }
    v
}
