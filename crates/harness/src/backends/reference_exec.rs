//! The reference executor behind the `execute` capability: the case's inputs JSON in,
//! the JSON that `shadercts execute --format json` prints out (one result object, or
//! `{"results": [...]}` for a batch).

use crate::backend::{Diagnostic, Failure, Phase, Request, Response};
use shadercts_reference::execute::json::{self, InputSet, Inputs};
use shadercts_reference::execute::{Conformance, ExecOptions, Executor, Precision};
use shadercts_shader::{bytecode, text, Model, Program};

/// A rejection of the program in the assembler phase.
fn reject(message: &str) -> Response {
    Response::reject(Some(Phase::Assembler), vec![Diagnostic::message(message)])
}

/// The program of an execute request: its text, else its bytecode.
fn program(request: &Request, model: &Model) -> Result<Result<Program, Response>, Failure> {
    if let Some(f) = request.files.get("text") {
        let src = f.text()?;
        return Ok(text::parse(src, model).map_err(|d| {
            reject(
                d.first()
                    .map_or("the text does not parse", |d| d.message.as_str()),
            )
        }));
    }
    let bytes = &request.file("bytecode")?.data;
    Ok(bytecode::decode(bytes, model).map_err(|d| reject(&d.message)))
}

/// Runs the program on the request's input sets at `conformance` (`run --conformance`).
pub fn execute(
    request: &Request,
    model: &Model,
    conformance: Conformance,
) -> Result<Response, Failure> {
    let program = match program(request, model)? {
        Ok(p) => p,
        Err(rejected) => return Ok(rejected),
    };
    let inputs = match request.files.get("inputs") {
        Some(f) => json::parse(f.text()?, &program, model)
            .map_err(|e| Failure::error(format!("{}: {e}", f.path.display())))?,
        None => Inputs::Single(InputSet {
            input: Default::default(),
            precision: Precision::Auto,
            ps1_max_value: 1.0,
            multisample: 1,
        }),
    };
    let (batch, sets) = match inputs {
        Inputs::Single(s) => (false, vec![s]),
        Inputs::Batch(v) => (true, v),
    };
    let mut values = Vec::with_capacity(sets.len());
    for set in &sets {
        let options = ExecOptions {
            precision: set.precision,
            ps1_max_value: set.ps1_max_value,
            conformance,
            ..ExecOptions::default()
        };
        let exec = match Executor::new(&program, model, &options) {
            Ok(e) => e,
            Err(e) => {
                let d = Diagnostic::message(e.to_string());
                return Ok(Response::reject(Some(Phase::Validator), vec![d]));
            }
        };
        values.push(json::result_value(&exec.run(&set.input), &program, model));
    }
    let outputs = if batch {
        serde_json::json!({ "results": values })
    } else {
        values.into_iter().next().unwrap_or_default()
    };
    Ok(Response {
        outputs: Some(outputs),
        ..Response::accept()
    })
}
