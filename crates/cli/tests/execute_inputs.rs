//! `shadercts execute --inputs INPUTS.json` refuses what no device holds, and reads a
//! large batch in memory a small multiple of its size (issue 35, items 12 and 14).
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code: a failure is the report

mod signals;

use signals::*;
use std::path::Path;
use std::process::{Command, Output};

/// `shadercts execute FILE --inputs inputs.json --format json` in `dir`, with `inputs`
/// written there first.
fn execute(dir: &Path, shader: &str, inputs: &str) -> Output {
    std::fs::write(dir.join("s.asm"), shader).unwrap();
    std::fs::write(dir.join("inputs.json"), inputs).unwrap();
    Command::new(env!("CARGO_BIN_EXE_shadercts"))
        .args([
            "execute",
            "s.asm",
            "--inputs",
            "inputs.json",
            "--format",
            "json",
        ])
        .current_dir(dir)
        .output()
        .unwrap()
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

/// Exit 2, nothing on stdout, one message naming the input file and every `needle`.
fn refused(o: &Output, needles: &[&str]) {
    let e = stderr(o);
    assert_eq!(o.status.code(), Some(2), "{e}");
    assert!(
        o.stdout.is_empty(),
        "{}",
        String::from_utf8_lossy(&o.stdout)
    );
    assert!(e.contains("inputs.json: "), "{e}");
    for n in needles {
        assert!(e.contains(n), "`{n}` missing from: {e}");
    }
}

const PS20: &str = "ps_2_0\ndcl t0\nadd r0, c0, t0\nmov oC0, r0\n";

/// ps_2_0 has c0 … c31 and t0 … t7: `c65535`, `c4294967295` (and beyond u32), `t15`
/// and `c32` name no register and are refused, as `i16`/`b16` (files ps_2_0 lacks)
/// already were; the last register of each file is taken. Textures of samplers the
/// profile does not have are refused the same way.
#[test]
fn registers_the_profile_does_not_have_are_refused_naming_the_key() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    for (key, msg) in [
        (
            r#"{"constants": {"c65535": [1, 2, 3, 4]}}"#,
            "register `c65535` does not exist in ps_2_0: it has c0 … c31",
        ),
        (
            r#"{"constants": {"c4294967295": 1}}"#,
            "register `c4294967295` does not exist in ps_2_0",
        ),
        (
            r#"{"constants": {"c99999999999999999999": 1}}"#,
            "register `c99999999999999999999` does not exist in ps_2_0",
        ),
        (
            r#"{"constants": {"c32": 1}}"#,
            "`c32` does not exist in ps_2_0",
        ),
        (
            r#"{"inputs": {"t15": [0.5, 0.5]}}"#,
            "register `t15` does not exist in ps_2_0: it has t0 … t7",
        ),
        (r#"{"inputs": {"v2": 1}}"#, "`v2` does not exist in ps_2_0"),
        (r#"{"constants": {"i16": [1, 2, 3, 4]}}"#, "`i16`"),
        (r#"{"constants": {"b16": true}}"#, "`b16`"),
        (
            r#"{"batch": [{}, {"constants": {"c40": 1}}]}"#,
            "batch[1]: constants: register `c40` does not exist in ps_2_0",
        ),
    ] {
        refused(&execute(d, PS20, key), &[msg]);
    }
    let o = execute(
        d,
        PS20,
        r#"{"constants": {"c31": 1, "c0": [1, 2, 3, 4]}, "inputs": {"t7": 1, "t0": [0.5, 0.25, 0, 0]}}"#,
    );
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(
        v["outputs"]["oC0"],
        serde_json::json!([1.5, 2.25, 3.0, 4.0])
    );
    // vs_1_1 has 256 constants, vs_3_0 16 inputs.
    refused(
        &execute(d, "vs_1_1\nmov oPos, c0\n", r#"{"constants": {"c256": 1}}"#),
        &["`c256` does not exist in vs_1_1: it has c0 … c255"],
    );
    let o = execute(d, "vs_1_1\nmov oPos, c0\n", r#"{"constants": {"c255": 1}}"#);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    // Samplers too: vs_3_0 has s0 … s3, vs_2_0 none, ps_1_1 texture stages 0 … 3.
    let tex =
        |key: &str| format!(r#"{{"textures": {{"{key}": {{"width": 1, "texels": [[1]]}}}}}}"#);
    let vs3 = "vs_3_0\ndcl_position o0\nmov o0, c0\n";
    refused(
        &execute(d, vs3, &tex("s4")),
        &["textures.s4: vs_3_0 has samplers s0 … s3"],
    );
    let o = execute(d, vs3, &tex("s3"));
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    refused(
        &execute(d, "vs_2_0\nmov oPos, c0\n", &tex("s0")),
        &["textures.s0: vs_2_0 has no samplers"],
    );
    refused(
        &execute(d, "ps_1_1\ntex t0\nmov r0, t0\n", &tex("4")),
        &["textures.4: ps_1_1 has texture stages 0 … 3"],
    );
}

const TEX: &str = "ps_2_0\ndcl t0\ndcl_2d s0\ntexld r0, t0, s0\nmov oC0, r0\n";

fn unorm8(texel: &str) -> String {
    format!(
        r#"{{"inputs": {{"t0": [0.5, 0.5]}}, "textures": {{"s0": {{"width": 1, "format": "unorm8", "texels": [{texel}]}}}}}}"#
    )
}

/// A unorm8 channel holds the integers 0..255: 300, −5, 1.5, "nan" and "inf" are
/// refused (they reached the shader as 1.176 and −0.0196), 0 and 255 read 0 and 1.
#[test]
fn unorm8_texels_outside_0_to_255_are_refused() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    for (texel, shown) in [
        ("[300, 0, 0, 255]", "300"),
        ("[0, -5, 0, 255]", "-5"),
        ("[0, 0, 1.5, 255]", "1.5"),
        (r#"[0, 0, 0, "nan"]"#, "NaN"),
        (r#"["inf"]"#, "inf"),
        ("256", "256"),
    ] {
        refused(
            &execute(d, TEX, &unorm8(texel)),
            &[
                "textures.s0.texels[0]",
                &format!("{shown} is not a unorm8 value (an integer 0..255)"),
            ],
        );
    }
    let o = execute(d, TEX, &unorm8("[255, 0, 255]"));
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(v["outputs"]["oC0"], serde_json::json!([1.0, 0.0, 1.0, 1.0]));
    // Float textures take any value.
    let o = execute(
        d,
        TEX,
        r#"{"inputs": {"t0": [0.5, 0.5]}, "textures": {"s0": {"width": 1, "texels": [[300, -5, 0, 1]]}}}"#,
    );
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
}

/// A 14 MB batch (175,000 entries of two constants, a texture shared from the top
/// level) ran at 1.46 GB (a JSON tree of the file, a copy of every entry merged with
/// the top level, a JSON tree of the output and its text). Now the batch is read as a
/// stream and run and printed 4,096 sets at a time: the peak RSS of this debug build
/// is about 35 MB, the bound three times the input. The output is the same as before
/// (every result, in order), and a bad entry at the end still prints nothing.
#[test]
fn a_14_mb_batch_runs_in_memory_a_small_multiple_of_its_size() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let n = 175_000;
    let mut text = String::from(
        r#"{"textures": {"s0": {"width": 2, "height": 2, "texels": [[1,0,0,1],[0,1,0,1],[0,0,1,1],[1,1,1,1]]}}, "batch": ["#,
    );
    for i in 0..n {
        if i > 0 {
            text.push(',');
        }
        let x = (i % 1000) as f64 / 1000.0;
        text.push_str(&format!(
            r#"{{"constants": {{"c0": [{x}, 0.25, 0.5, 1], "c1": [0.125, {x}, 0.0625, 0.015625]}}}}"#
        ));
    }
    text.push_str("]}");
    let bytes = text.len() as u64;
    assert!(bytes > 14_000_000, "{bytes}");
    std::fs::write(d.join("big.json"), &text).unwrap();
    std::fs::write(
        d.join("s.asm"),
        "ps_3_0\ndcl_2d s0\nadd r0, c0, c1\ntexld r1, c2, s0\nadd r0, r0, r1\nmov oC0, r0\n",
    )
    .unwrap();
    let m = run_measured(
        &[
            "execute", "s.asm", "--inputs", "big.json", "--format", "json",
        ],
        d,
    );
    assert_eq!(m.code, 0, "{}", m.stderr);
    assert!(
        m.max_rss <= 3 * bytes,
        "peak RSS {} KiB for a {} KiB batch",
        m.max_rss / 1024,
        bytes / 1024
    );
    let v: serde_json::Value = serde_json::from_slice(&m.stdout).unwrap();
    let results = v["results"].as_array().unwrap();
    assert_eq!(results.len(), n);
    // Entry 4,097 (the second chunk): c0 + c1 + the texel at (0, 0), red.
    let got: Vec<f64> = results[4097]["outputs"]["oC0"]
        .as_array()
        .unwrap()
        .iter()
        .map(|x| x.as_f64().unwrap())
        .collect();
    let want = [1.222, 0.347, 0.5625, 2.015625];
    assert!(
        got.iter().zip(want).all(|(g, w)| (g - w).abs() < 1e-6),
        "{got:?}"
    );
    // A bad last entry: refused before anything runs or is printed.
    text.truncate(text.len() - 2);
    text.push_str(r#",{"constants": {"c0": [1, 2, 3, 4, 5]}}]}"#);
    std::fs::write(d.join("big.json"), &text).unwrap();
    let m = run_measured(
        &[
            "execute", "s.asm", "--inputs", "big.json", "--format", "json",
        ],
        d,
    );
    assert_eq!(m.code, 2, "{}", m.stderr);
    assert!(m.stdout.is_empty());
    assert!(
        m.stderr.contains(&format!(
            "batch[{n}]: constants.c0: expected 1 to 4 numbers"
        )),
        "{}",
        m.stderr
    );
}
