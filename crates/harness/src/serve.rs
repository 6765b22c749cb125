//! The worker side of the protocol: serve any [`Backend`] over JSON lines
//! (`shadercts worker NAME` uses this; so can a third-party Rust backend).

use crate::backend::{Backend, Failure};
use crate::protocol::{WireRequest, WireResponse, HELLO};
use std::io::{BufRead, Write};
use std::panic::{catch_unwind, AssertUnwindSafe};

/// Answers requests read from `input` until end of input; an I/O error ends the loop.
/// A malformed line gets an `error` response (with the id when it could be read).
pub fn serve(
    backend: &dyn Backend,
    input: impl BufRead,
    mut output: impl Write,
) -> std::io::Result<()> {
    for line in input.lines() {
        let line = line?;
        if line.trim().is_empty() {
            continue;
        }
        let response = answer(backend, &line);
        let text = serde_json::to_string(&response).map_err(std::io::Error::other)?;
        output.write_all(text.as_bytes())?;
        output.write_all(b"\n")?;
        output.flush()?;
    }
    Ok(())
}

/// Serves a worker that could not start: every request, the handshake included, gets
/// `error: message` (so the harness reports the backend as not available).
pub fn serve_unavailable(
    message: &str,
    input: impl BufRead,
    mut output: impl Write,
) -> std::io::Result<()> {
    for line in input.lines() {
        let line = line?;
        if line.trim().is_empty() {
            continue;
        }
        let id = serde_json::from_str::<serde_json::Value>(&line)
            .ok()
            .and_then(|v| v.get("id").and_then(serde_json::Value::as_u64));
        let response = WireResponse {
            id,
            error: Some(message.to_string()),
            ..WireResponse::default()
        };
        let text = serde_json::to_string(&response).map_err(std::io::Error::other)?;
        output.write_all(text.as_bytes())?;
        output.write_all(b"\n")?;
        output.flush()?;
    }
    Ok(())
}

/// The response to one request line.
pub fn answer(backend: &dyn Backend, line: &str) -> WireResponse {
    let request: WireRequest = match serde_json::from_str(line) {
        Ok(r) => r,
        Err(e) => {
            let id = serde_json::from_str::<serde_json::Value>(line)
                .ok()
                .and_then(|v| v.get("id").and_then(serde_json::Value::as_u64));
            return WireResponse::from_result(id, Err(Failure::error(format!("bad request: {e}"))));
        }
    };
    if request.op == HELLO {
        return WireResponse::hello(&backend.info(), backend.capabilities());
    }
    let result = match request.to_request() {
        Ok(req) if !backend.capabilities().has(req.op) => Err(Failure::unsupported(format!(
            "{} cannot {}",
            backend.info().name,
            req.op
        ))),
        Ok(req) => catch_unwind(AssertUnwindSafe(|| backend.run(&req))).unwrap_or_else(|p| {
            Err(Failure::error(format!(
                "backend panicked: {}",
                panic_text(&p)
            )))
        }),
        Err(e) => Err(Failure::error(format!("bad request: {e}"))),
    };
    WireResponse::from_result(Some(request.id), result)
}

/// The message of a panic payload.
pub fn panic_text(payload: &Box<dyn std::any::Any + Send>) -> String {
    if let Some(s) = payload.downcast_ref::<&str>() {
        (*s).to_string()
    } else if let Some(s) = payload.downcast_ref::<String>() {
        s.clone()
    } else {
        "(no message)".to_string()
    }
}
