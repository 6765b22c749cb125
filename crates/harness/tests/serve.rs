//! The worker side of the protocol, served in process over byte buffers.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code: a failure is the report

mod common;

use common::*;
use shadercts_harness::protocol::{WireRequest, WireResponse};
use shadercts_harness::serve::{serve, serve_unavailable};
use shadercts_harness::{request, Capability, Response};

fn lines(out: &[u8]) -> Vec<WireResponse> {
    String::from_utf8_lossy(out)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect()
}

#[test]
fn hello_requests_and_bad_lines() {
    let suite = fixture();
    let case = suite
        .cases
        .iter()
        .find(|c| c.id == "ps.oC.mov-only/invalid/ps_2_0/op-add")
        .unwrap();
    let req = request::build(&suite, case, Capability::ValidateText).unwrap();
    let mut input = String::new();
    input.push_str(&serde_json::to_string(&WireRequest::hello()).unwrap());
    input.push('\n');
    input
        .push_str(&serde_json::to_string(&WireRequest::from_request(7, "validate", &req)).unwrap());
    input.push_str(
        "\n\nnot json\n{\"id\":9,\"op\":\"frobnicate\"}\n{\"id\":10,\"op\":\"execute\"}\n",
    );
    let fake = Fake {
        caps: shadercts_harness::Capabilities::of(&[Capability::ValidateText]),
        suite: fixture(),
        answer: Box::new(|_, r| {
            assert!(r.text("text").unwrap().contains("add oC0"));
            Ok(Response::reject(None, vec![]))
        }),
    };
    let mut out = Vec::new();
    serve(&fake, input.as_bytes(), &mut out).unwrap();
    let got = lines(&out);
    assert_eq!(got.len(), 5, "one line per non-blank request");
    assert_eq!(got[0].name.as_deref(), Some("fake"));
    assert_eq!(
        got[0].capabilities.as_deref(),
        Some(&["validate-text".to_string()][..])
    );
    assert_eq!(got[1].id, Some(7));
    assert_eq!(got[1].verdict, Some(shadercts_harness::Verdict::Reject));
    assert!(got[2].error.as_deref().unwrap().starts_with("bad request"));
    assert_eq!(got[2].id, None);
    assert_eq!(got[3].id, Some(9));
    assert!(got[3].error.as_deref().unwrap().contains("unknown op"));
    assert!(got[4].unsupported.is_some());
}

#[test]
fn a_panicking_backend_answers_with_an_error() {
    let fake = Fake {
        caps: all_caps(),
        suite: fixture(),
        answer: Box::new(|_, _| panic!("boom")),
    };
    let line = "{\"id\":3,\"op\":\"validate-text\",\"files\":{\"text\":{\"path\":\"/x.asm\",\"text\":\"vs_1_1\"}}}\n";
    let mut out = Vec::new();
    serve(&fake, line.as_bytes(), &mut out).unwrap();
    let got = lines(&out);
    assert_eq!(got[0].id, Some(3));
    assert!(got[0].error.as_deref().unwrap().contains("boom"));
}

#[test]
fn an_unavailable_worker_says_so_to_every_request() {
    let mut out = Vec::new();
    serve_unavailable(
        "libmojoshader not available: x",
        "{\"id\":0,\"op\":\"hello\"}\n".as_bytes(),
        &mut out,
    )
    .unwrap();
    let got = lines(&out);
    assert_eq!(got[0].id, Some(0));
    assert_eq!(
        got[0].error.as_deref(),
        Some("libmojoshader not available: x")
    );
}
