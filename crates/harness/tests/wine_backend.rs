//! The `wine` backend: Wine's D3DAssemble in a persistent wine process
//! (tools/wine-worker). Skipped, saying so, when Wine is not on PATH, unless
//! SHADERCTS_REQUIRE_WINE=1 makes that a failure (scripts/setup.sh installs Wine).
//!
//! The expected tokens are those of `crates/shader/tests/data/native_encodings.yaml`,
//! whose `source: wine` entries were written by Wine's D3DAssemble earlier
//! (tools/wine-assemble/regen.py) and checked against the token-format documentation.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code: a failure is the report

use serde::Deserialize;
use shadercts_harness::backend::{Failure, FileInput, Request, Verdict};
use shadercts_harness::backends::wine;
use shadercts_harness::backends::WineBackend;
use shadercts_harness::process::Limits;
use shadercts_harness::{Backend, Capability};
use std::collections::BTreeMap;
use std::io::{BufRead, BufReader, Write};
use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::time::Duration;

/// Whether Wine is there; panics when it must be (SHADERCTS_REQUIRE_WINE=1).
fn wine_present() -> bool {
    match wine::wine_program() {
        Ok(_) => true,
        Err(e) => {
            if std::env::var("SHADERCTS_REQUIRE_WINE").as_deref() == Ok("1") {
                panic!("SHADERCTS_REQUIRE_WINE=1 but {e}");
            }
            eprintln!("SKIPPED: {e}");
            false
        }
    }
}

fn backend() -> WineBackend {
    let limits = Limits {
        timeout: Some(Duration::from_secs(30)),
        memory_mb: None,
    };
    WineBackend::start(None, limits).expect("the wine backend starts")
}

fn request(op: Capability, profile: &str, text: &str) -> Request {
    let mut files = BTreeMap::new();
    files.insert(
        "text".to_string(),
        FileInput {
            path: PathBuf::from("/nonexistent/shader.asm"),
            data: text.as_bytes().to_vec(),
        },
    );
    Request {
        case_id: format!("test/{profile}"),
        op,
        profile: profile.to_string(),
        files,
    }
}

#[derive(Deserialize)]
struct Entry {
    name: String,
    profile: String,
    source: String,
    text: String,
    tokens: Vec<String>,
    #[serde(default)]
    wine_error: Option<String>,
}

fn table() -> Vec<Entry> {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../shader/tests/data/native_encodings.yaml"
    );
    serde_saphyr::from_str(&std::fs::read_to_string(path).unwrap()).unwrap()
}

/// The words without a comment block right after the version token.
fn without_comments(words: &[u32]) -> Vec<u32> {
    let mut out = words[..1.min(words.len())].to_vec();
    let mut k = out.len();
    while k < words.len() && words[k] & 0x8000_ffff == 0xfffe {
        k += 1 + ((words[k] >> 16) & 0x7fff) as usize;
    }
    out.extend_from_slice(&words[k.min(words.len())..]);
    out
}

#[test]
fn wine_writes_the_tokens_of_the_native_encoding_table() {
    if !wine_present() {
        return;
    }
    let b = backend();
    let info = b.info();
    assert_eq!(info.name, "wine-d3dcompiler");
    let version = info.version.unwrap_or_default();
    assert!(
        version.contains("d3dcompiler_4") && version.contains("Wine "),
        "{version}"
    );
    assert!(
        !info.detail.unwrap_or_default().contains('/'),
        "no local path"
    );
    assert!(b.capabilities().has(Capability::Assemble));
    assert!(b.capabilities().has(Capability::ValidateText));
    assert!(!b.capabilities().has(Capability::ValidateBytecode));
    let mut checked = 0;
    for e in table() {
        if e.profile.ends_with("_sw") {
            continue;
        }
        let r = b
            .run(&request(Capability::Assemble, &e.profile, &e.text))
            .unwrap_or_else(|f| panic!("{}: {f}", e.name));
        if e.source == "wine" {
            assert_eq!(r.verdict, Verdict::Accept, "{}: {r:?}", e.name);
            let want: Vec<u32> = e
                .tokens
                .iter()
                .map(|t| u32::from_str_radix(t, 16).unwrap())
                .collect();
            let got = without_comments(r.tokens.as_deref().unwrap());
            assert_eq!(got, want, "{}", e.name);
            checked += 1;
        } else if let Some(err) = &e.wine_error {
            assert_eq!(r.verdict, Verdict::Reject, "{} ({err}): {r:?}", e.name);
        }
    }
    assert!(checked >= 40, "only {checked} entries checked");
}

#[test]
fn a_rejection_has_diagnostics_with_lines_and_the_assembler_phase() {
    if !wine_present() {
        return;
    }
    let b = backend();
    let r = b
        .run(&request(
            Capability::ValidateText,
            "ps_2_0",
            "ps_2_0\nmov r0, t0\nfrobnicate r0, r1\n",
        ))
        .unwrap();
    assert_eq!(r.verdict, Verdict::Reject, "{r:?}");
    assert_eq!(r.phase.map(|p| p.name()), Some("assembler"));
    assert!(!r.diagnostics.is_empty());
    assert!(
        r.diagnostics.iter().any(|d| d.line == Some(3)),
        "{:?}",
        r.diagnostics
    );
    // validate-text answers without tokens; text outside ASCII is carried intact.
    let ok = b
        .run(&request(
            Capability::ValidateText,
            "vs_2_0",
            "vs_2_0 // caf\u{e9} \u{1f600}\ndcl_position v0\nmov oPos, v0\n",
        ))
        .unwrap();
    assert_eq!(ok.verdict, Verdict::Accept, "{ok:?}");
    assert!(ok.tokens.is_none());
}

#[test]
fn software_profiles_are_unsupported_and_say_why() {
    if !wine_present() {
        return;
    }
    let b = backend();
    for p in ["vs_2_sw", "vs_3_sw", "ps_2_sw", "ps_3_sw"] {
        match b.run(&request(
            Capability::Assemble,
            p,
            &format!("{p}\nmov r0, c0\n"),
        )) {
            Err(Failure::Unsupported { reason }) => {
                assert!(reason.contains("software profiles"), "{reason}")
            }
            other => panic!("{p}: {other:?}"),
        }
    }
}

/// Runs the worker exe under Wine by hand and sends it raw lines.
#[test]
fn malformed_requests_get_error_answers_and_the_worker_goes_on() {
    if !wine_present() {
        return;
    }
    // Starting the backend builds the exe and initialises the prefix.
    drop(backend());
    let argv = wine::worker_argv(
        &wine::wine_program().unwrap(),
        &wine::prefix_dir().unwrap(),
        &wine::worker_exe().unwrap(),
    )
    .unwrap();
    let mut child = Command::new(&argv[0])
        .args(&argv[1..])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let lines = [
        r#"{"id":0,"op":"hello","protocol":1}"#,
        "not json at all",
        r#"{"id":2,"op":"assemble","files":{"text":{"text":"vs_1_1\n"}}"#,
        r#"{"id":3,"op":"assemble","files":{"text":{"text":"\ud800 lone"}}}"#,
        r#"{"id":4,"op":"assemble","profile":"vs_1_1"}"#,
        r#"{"id":5,"op":"link","profile":"vs_1_1"}"#,
        r#"[1,2,3]"#,
        "",
        r#"{"id":8,"op":"assemble","profile":"vs_1_1","files":{"text":{"text":"vs_1_1\nmov oPos, v0\n"}}}"#,
        // Escapes in the text (\t, \", \\, \/, \u0020) and members in another order.
        r#"{"files":{"text":{"path":"/x","text":"vs_1_1\t// \"q\" \\ \/\nmov\u0020oPos, v0\r\n"}},"profile":"vs_1_1","extra":[1,{"a":null}],"op":"assemble","id":9}"#,
    ];
    for l in lines {
        stdin.write_all(l.as_bytes()).unwrap();
        stdin.write_all(b"\n").unwrap();
    }
    drop(stdin);
    let out: Vec<String> = BufReader::new(child.stdout.take().unwrap())
        .split(b'\n')
        .map(|l| {
            let l = l.unwrap();
            assert!(!l.ends_with(b"\r"), "binary-mode stdout: no CR");
            String::from_utf8(l).unwrap()
        })
        .collect();
    assert!(child.wait().unwrap().success(), "exits 0 when stdin closes");
    let json: Vec<serde_json::Value> = out
        .iter()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{l}: {e}")))
        .collect();
    assert_eq!(json.len(), 9, "one line per non-blank request: {out:?}");
    assert_eq!(json[0]["name"], "wine-d3dcompiler");
    assert!(json[1]["error"].is_string(), "{}", out[1]);
    assert!(json[2]["error"].is_string(), "truncated object: {}", out[2]);
    // A lone surrogate becomes U+FFFD; Wine rejects the text (no version token).
    assert_eq!(json[3]["id"], 3);
    assert_eq!(json[3]["verdict"], "reject", "{}", out[3]);
    assert_eq!(json[4]["id"], 4);
    assert!(json[4]["error"]
        .as_str()
        .unwrap()
        .contains("files.text.text"));
    assert!(json[5]["unsupported"].is_string(), "{}", out[5]);
    assert!(json[6]["error"].is_string(), "{}", out[6]);
    assert_eq!(json[7]["id"], 8);
    let mov = serde_json::json!([0xfffe0101u32, 1, 0xc00f0000u32, 0x90e40000u32, 0xffff]);
    assert_eq!(json[7]["tokens"], mov);
    assert_eq!(json[8]["id"], 9);
    assert_eq!(json[8]["tokens"], mov, "{}", out[8]);
}
