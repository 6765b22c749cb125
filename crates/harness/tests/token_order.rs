//! Grading assemble tokens as native output is judged (docs/suite-format.md, "Comparing
//! token streams"): the opening declarations may come in another order, instructions
//! may not; a format 3 manifest with the Wine gate's evidence fields loads.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code: a failure is the report

mod common;

use common::script;
use sha2::{Digest, Sha256};
use shadercts_harness::backends::{open, OpenOptions};
use shadercts_harness::result::Status;
use shadercts_harness::runner::Quiet;
use shadercts_harness::suite::Suite;
use shadercts_harness::{run_suite, Grading, RunOptions};
use std::path::Path;

const V: u32 = 0xFFFE_0300;
const DCL_V0: [u32; 3] = [0x0200_001F, 0x8000_0000, 0x900F_0000];
const DCL_O0: [u32; 3] = [0x0200_001F, 0x8000_0000, 0xE00F_0000];
const DEF_C0: [u32; 6] = [0x0500_0051, 0xA00F_0000, 0x3F80_0000, 0, 0, 0x3F80_0000];
const ADD: [u32; 4] = [0x0300_0002, 0xE00F_0000, 0x90E4_0000, 0xA0E4_0000];
const MOV: [u32; 3] = [0x0200_0001, 0xE00F_0000, 0x90E4_0000];
const COMMENT: [u32; 2] = [0x0001_FFFE, 0x4141_4141];

fn bytes(parts: &[&[u32]]) -> Vec<u8> {
    let mut v = vec![V];
    for p in parts {
        v.extend_from_slice(p);
    }
    v.push(0x0000_FFFF);
    v.iter().flat_map(|t| t.to_le_bytes()).collect()
}

fn hex(b: &[u8]) -> String {
    Sha256::digest(b)
        .iter()
        .map(|x| format!("{x:02x}"))
        .collect()
}

/// A format 3 suite with one vs_3_0 assemble case (the evidence fields included).
fn suite(dir: &Path) -> Suite {
    let text = b"vs_3_0\ndcl_position v0\ndcl_position o0\ndef c0, 1, 0, 0, 1\nadd o0, v0, c0\nmov o0, v0\n";
    let bin = bytes(&[&DCL_V0, &DCL_O0, &DEF_C0, &ADD, &MOV]);
    std::fs::write(dir.join("a.asm"), text).unwrap();
    std::fs::write(dir.join("a.bin"), &bin).unwrap();
    let manifest = format!(
        "format: 3\nsuite: 3.0.0\ncase_count: 1\ncases:\n  - id: x/assemble/vs_3_0/a\n    kind: assemble\n    profile: vs_3_0\n    rules: [x]\n    origin: hand-made\n    files:\n      text: {{ path: a.asm, sha256: {} }}\n    expect:\n      tokens: {{ path: a.bin, sha256: {} }}\n      confirmed_by: [wine-d3dcompiler_47]\n",
        hex(text),
        hex(&bin)
    );
    std::fs::write(dir.join("manifest.yaml"), manifest).unwrap();
    Suite::load(dir).expect("a format 3 manifest loads")
}

/// The status of the case when the backend answers with `answer`.
fn graded(answer: &[u8]) -> (Status, String) {
    let tmp = tempfile::tempdir().unwrap();
    let s = suite(tmp.path());
    let out = tmp.path().join("answer.bin");
    std::fs::write(&out, answer).unwrap();
    let sh = script(
        tmp.path(),
        "asm.sh",
        &format!("cp '{}' \"$2\"\n", out.display()),
    );
    let b = open(
        &format!("cmd:{} {{input}} {{output}}", sh.display()),
        &OpenOptions::default(),
    )
    .unwrap();
    let report = run_suite(
        &s,
        b.as_ref(),
        &RunOptions {
            jobs: 1,
            ..RunOptions::default()
        },
        &Grading::default(),
        &mut Quiet,
    )
    .unwrap();
    let c = &report.cases[0];
    (c.status, c.detail.clone())
}

#[test]
fn declarations_in_another_order_pass() {
    // Wine's order: the output dcl and the def moved, a comment block added.
    let answer = bytes(&[&COMMENT, &DEF_C0, &DCL_O0, &DCL_V0, &ADD, &MOV]);
    assert_eq!(graded(&answer).0, Status::Pass);
}

#[test]
fn instructions_in_another_order_fail() {
    let (status, detail) = graded(&bytes(&[&DCL_V0, &DCL_O0, &DEF_C0, &MOV, &ADD]));
    assert_eq!(status, Status::Fail);
    assert!(detail.contains("tokens differ at token"), "{detail}");
}

#[test]
fn a_declaration_after_an_instruction_fails() {
    let (status, _) = graded(&bytes(&[&DCL_V0, &DCL_O0, &ADD, &DEF_C0, &MOV]));
    assert_eq!(status, Status::Fail);
}
