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
    output: impl Write,
) -> std::io::Result<()> {
    serve_lines(input, output, |line| answer(backend, line))
}

/// Serves a worker that could not start: every request, the handshake included, gets
/// `error: message` (so the harness reports the backend as not available).
pub fn serve_unavailable(
    message: &str,
    input: impl BufRead,
    output: impl Write,
) -> std::io::Result<()> {
    serve_lines(input, output, |line| {
        let id = serde_json::from_str::<serde_json::Value>(line)
            .ok()
            .and_then(|v| v.get("id").and_then(serde_json::Value::as_u64));
        WireResponse {
            id,
            error: Some(message.to_string()),
            ..WireResponse::default()
        }
    })
}

/// The loop of both: each non-blank line of `input` gets the response `respond` gives,
/// written as one JSON line and flushed.
fn serve_lines(
    input: impl BufRead,
    mut output: impl Write,
    mut respond: impl FnMut(&str) -> WireResponse,
) -> std::io::Result<()> {
    for line in input.lines() {
        let line = line?;
        if line.trim().is_empty() {
            continue;
        }
        let text = serde_json::to_string(&respond(&line)).map_err(std::io::Error::other)?;
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::backend::{BackendInfo, Capabilities, Capability, Request, Response, Verdict};
    use crate::protocol::PROTOCOL;

    /// Accepts text that starts with its profile, rejects anything else; panics on `boom`.
    struct Echo;

    impl Backend for Echo {
        fn info(&self) -> BackendInfo {
            BackendInfo {
                name: "echo".into(),
                version: Some("1".into()),
                detail: None,
                device: None,
            }
        }
        fn capabilities(&self) -> Capabilities {
            Capabilities::of(&[Capability::ValidateText])
        }
        fn run(&self, request: &Request) -> Result<Response, Failure> {
            let text = request.text("text")?;
            if text == "boom" {
                panic!("boom");
            }
            Ok(if text.starts_with(&request.profile) {
                Response::accept()
            } else {
                Response::reject(None, vec![])
            })
        }
    }

    fn served(input: &str) -> Vec<WireResponse> {
        let mut out = Vec::new();
        serve(&Echo, input.as_bytes(), &mut out).unwrap();
        String::from_utf8(out)
            .unwrap()
            .lines()
            .map(|l| serde_json::from_str(l).unwrap())
            .collect()
    }

    #[test]
    fn serve_answers_each_request_line() {
        let hello = serde_json::to_string(&WireRequest::hello()).unwrap();
        assert!(hello.contains(&format!("\"protocol\":{PROTOCOL}")));
        let input = format!(
            "{hello}\n\n\
             {{\"id\":1,\"op\":\"validate-text\",\"profile\":\"vs_1_1\",\"files\":{{\"text\":{{\"path\":\"/a.asm\",\"text\":\"vs_1_1\\nmov oPos, v0\"}}}}}}\n\
             {{\"id\":2,\"op\":\"validate-text\",\"profile\":\"ps_2_0\",\"files\":{{\"text\":{{\"path\":\"/b.asm\",\"text\":\"vs_1_1\"}}}}}}\n\
             {{\"id\":3,\"op\":\"assemble\",\"files\":{{\"text\":{{\"path\":\"/c.asm\",\"text\":\"vs_1_1\"}}}}}}\n\
             {{\"id\":4,\"op\":\"validate-text\",\"files\":{{\"text\":{{\"path\":\"/d.asm\",\"text\":\"boom\"}}}}}}\n\
             {{\"id\":5,\"op\":\"validate-text\"}}\n\
             not json\n"
        );
        let got = served(&input);
        assert_eq!(got.len(), 7, "one answer per non-blank line");
        assert_eq!(got[0].id, Some(0));
        assert_eq!(got[0].name.as_deref(), Some("echo"));
        assert_eq!(got[0].version.as_deref(), Some("1"));
        assert_eq!(
            got[0].capabilities.as_deref(),
            Some(&["validate-text".to_string()][..])
        );
        assert_eq!(
            (got[1].id, got[1].verdict),
            (Some(1), Some(Verdict::Accept))
        );
        assert_eq!(
            (got[2].id, got[2].verdict),
            (Some(2), Some(Verdict::Reject))
        );
        assert_eq!(got[3].id, Some(3));
        assert_eq!(got[3].unsupported.as_deref(), Some("echo cannot assemble"));
        assert_eq!(got[4].id, Some(4));
        assert_eq!(got[4].error.as_deref(), Some("backend panicked: boom"));
        assert_eq!(got[5].id, Some(5));
        assert!(got[5].error.as_deref().unwrap().contains("no `text` file"));
        assert_eq!(got[6].id, None);
        assert!(got[6].error.as_deref().unwrap().starts_with("bad request"));
    }

    #[test]
    fn an_unavailable_worker_answers_every_line_with_its_error() {
        let mut out = Vec::new();
        serve_unavailable(
            "no GPU",
            "{\"id\":0,\"op\":\"hello\"}\n\n{\"id\":8}\n".as_bytes(),
            &mut out,
        )
        .unwrap();
        let got: Vec<WireResponse> = String::from_utf8(out)
            .unwrap()
            .lines()
            .map(|l| serde_json::from_str(l).unwrap())
            .collect();
        assert_eq!(got.len(), 2);
        assert_eq!(got[0].id, Some(0));
        assert_eq!(got[1].id, Some(8));
        assert!(got.iter().all(|r| r.error.as_deref() == Some("no GPU")));
    }

    #[test]
    fn panic_text_reads_str_and_string_payloads() {
        let s: Box<dyn std::any::Any + Send> = Box::new("a");
        let owned: Box<dyn std::any::Any + Send> = Box::new(String::from("b"));
        let other: Box<dyn std::any::Any + Send> = Box::new(7_u8);
        assert_eq!(panic_text(&s), "a");
        assert_eq!(panic_text(&owned), "b");
        assert_eq!(panic_text(&other), "(no message)");
    }
}
