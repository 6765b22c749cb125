//! A toy backend for the shadercts harness: it assembles with the shadercts parser and
//! encoder but checks no rules of the shader model, so it accepts some invalid shaders.
//! That is the point of the example: its known failures are listed in
//! `expectations.yaml`, and the conformance tests pass with them.

use shadercts_backend_api::{
    Backend, BackendInfo, Capabilities, Capability, Diagnostic, Failure, Phase, Request, Response,
};
use shadercts_shader::{bytecode, text, Model};

/// Parser-and-encoder-only "assembler".
#[derive(Debug, Default)]
pub struct ToyAssembler;

impl ToyAssembler {
    /// Parses and encodes; a parse or encoding error is an assembler-phase rejection.
    fn assemble(&self, src: &str) -> Response {
        let model = Model::embedded();
        let program = match text::parse(src, model) {
            Ok(p) => p,
            Err(diags) => {
                let diags = diags
                    .iter()
                    .map(|d| Diagnostic {
                        message: d.message.clone(),
                        code: d.code.clone(),
                        rule: None,
                        line: Some(d.line(src) as u32),
                    })
                    .collect();
                return Response::reject(Some(Phase::Assembler), diags);
            }
        };
        match bytecode::encode(&program) {
            Ok(tokens) => Response {
                tokens: Some(tokens),
                ..Response::accept()
            },
            Err(d) => {
                Response::reject(Some(Phase::Assembler), vec![Diagnostic::message(d.message)])
            }
        }
    }
}

impl Backend for ToyAssembler {
    fn info(&self) -> BackendInfo {
        BackendInfo {
            name: "toy-assembler".into(),
            version: Some(env!("CARGO_PKG_VERSION").into()),
            detail: Some("shadercts example backend (no rule checks)".into()),
            // Fields added later (`device`, …) keep their defaults.
            ..BackendInfo::default()
        }
    }

    fn capabilities(&self) -> Capabilities {
        Capabilities::of(&[Capability::Assemble, Capability::ValidateText])
    }

    fn run(&self, request: &Request) -> Result<Response, Failure> {
        let src = request.text("text")?;
        let mut response = self.assemble(src);
        if request.op == Capability::ValidateText {
            response.tokens = None;
        }
        Ok(response)
    }
}
