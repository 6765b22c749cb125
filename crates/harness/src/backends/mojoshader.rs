//! MojoShader in process (through crates/mojoshader). The runner uses it inside a
//! worker subprocess (`shadercts worker mojoshader`), so a crash in C costs one case.

use crate::backend::{
    Backend, BackendInfo, Capabilities, Capability, Diagnostic, Failure, Phase, Request, Response,
};
use shadercts_mojoshader::{ErrorPosition, MojoError, MojoShader};

/// The MojoShader library as a backend: assembles text (assemble, validate text) and
/// parses token streams (validate bytecode). It cannot link or execute.
#[derive(Debug)]
pub struct MojoBackend {
    lib: MojoShader,
}

impl MojoBackend {
    /// Loads the library; the error text says why it is not available.
    pub fn load() -> Result<MojoBackend, String> {
        MojoShader::load()
            .map(|lib| MojoBackend { lib })
            .map_err(|e| e.to_string())
    }
}

/// A MojoShader error as a diagnostic.
fn diagnostic(e: &MojoError) -> Diagnostic {
    Diagnostic {
        message: e.message.clone(),
        code: None,
        rule: None,
        line: e.position.line(),
    }
}

impl Backend for MojoBackend {
    fn info(&self) -> BackendInfo {
        BackendInfo {
            name: "mojoshader".into(),
            version: Some(format!("{} ({})", self.lib.version(), self.lib.changeset())),
            detail: Some(self.lib.library_name().to_string()),
            device: None,
        }
    }

    fn capabilities(&self) -> Capabilities {
        Capabilities::of(&[
            Capability::Assemble,
            Capability::ValidateText,
            Capability::ValidateBytecode,
        ])
    }

    fn run(&self, request: &Request) -> Result<Response, Failure> {
        match request.op {
            Capability::Assemble | Capability::ValidateText => {
                let text = request.text("text")?;
                let name = request.file("text")?.path.to_string_lossy().into_owned();
                let r = self.lib.assemble_named(Some(&name), text);
                if r.is_ok() {
                    let mut resp = Response::accept();
                    if request.op == Capability::Assemble {
                        resp.tokens = Some(r.tokens().ok_or_else(|| {
                            Failure::error("MojoShader returned a partial token")
                        })?);
                    }
                    return Ok(resp);
                }
                // Errors without a source line come from MojoShader re-parsing its own
                // output, i.e. from its validator; the others from its assembler.
                let validator = r
                    .errors
                    .iter()
                    .all(|e| matches!(e.position, ErrorPosition::UnmappedLine));
                let phase = if validator {
                    Phase::Validator
                } else {
                    Phase::Assembler
                };
                Ok(Response::reject(
                    Some(phase),
                    r.errors.iter().map(diagnostic).collect(),
                ))
            }
            Capability::ValidateBytecode => {
                let r = self.lib.parse(&request.file("bytecode")?.data);
                if r.is_ok() {
                    Ok(Response::accept())
                } else {
                    Ok(Response::reject(
                        Some(Phase::Validator),
                        r.errors.iter().map(diagnostic).collect(),
                    ))
                }
            }
            op => Err(Failure::unsupported(format!("MojoShader cannot {op}"))),
        }
    }
}
