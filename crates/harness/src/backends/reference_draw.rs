//! The reference pipeline behind the `draw` capability (format 4 draw cases): the
//! case's shaders (text, else bytecode) and SCENE.json in, the frame out as
//! `shadercts draw --format json` prints it (docs/scene-format.md).

use crate::backend::{Diagnostic, Failure, Phase, Request, Response};
use shadercts_reference::pipeline::json::frame_json;
use shadercts_reference::pipeline::scene;
use shadercts_reference::pipeline::{draw as render, Conformance, DrawError, DrawOptions};
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
            outputs: Some(frame_json(&frame, false)),
            ..Response::accept()
        }),
        Err(DrawError::Input(m)) => Err(Failure::error(format!("{}: {m}", f.path.display()))),
        Err(DrawError::Shader(m)) => Ok(reject(Phase::Validator, &m)),
    }
}
