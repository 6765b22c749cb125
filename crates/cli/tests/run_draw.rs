//! `shadercts run` on a format 4 suite with a draw case: the reference draws it, and
//! `--conformance` picks the expectation (native: `expect.pixels`; documented:
//! `expect.documented`), in process and through `reference:worker`; the HTML report of
//! the failing level has the case's pictures.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code: a failure is the report

mod common;

use common::{shadercts, text};
use serde_json::{json, Value};
use shadercts_generator::hash::sha256_hex;
use shadercts_generator::suite::manifest::FileEntry as FileRef;
use std::path::Path;

fn put(dir: &Path, rel: &str, body: &[u8]) -> FileRef {
    let path = dir.join(rel);
    std::fs::create_dir_all(path.parent().unwrap()).unwrap();
    std::fs::write(&path, body).unwrap();
    FileRef {
        path: rel.into(),
        sha256: sha256_hex(body),
    }
}

/// Every pixel of the 4×4 target expected as `rgba`.
fn pixels(rgba: [f64; 4]) -> Vec<u8> {
    let px: Vec<Value> = (0..16)
        .map(|i| json!({"x": i % 4, "y": i / 4, "rgba": rgba}))
        .collect();
    serde_json::to_vec(
        &json!({"targets": [{"format": "float32", "width": 4, "height": 4, "pixels": px}]}),
    )
    .unwrap()
}

/// A suite of one draw case whose native expectation is wrong on purpose (red 0.9) and
/// whose documented one is what the shaders draw (0.25, 0.5, 0.75, 1).
fn write_suite(dir: &Path) {
    let scene = json!({
        "targets": [{"width": 4, "height": 4}],
        "primitive": "triangle_strip",
        "streams": [{"elements": [{"usage": "position", "type": "float4", "data": [
            [-1, 1, 0.5, 1], [1, 1, 0.5, 1], [-1, -1, 0.5, 1], [1, -1, 0.5, 1]
        ]}]}]
    });
    let file = |rel: &str, body: &[u8]| serde_json::to_value(put(dir, rel, body)).unwrap();
    let case = json!({
        "id": "draw.constant/draw/ps_2_0/levels",
        "kind": "draw",
        "profile": "ps_2_0",
        "vs_profile": "vs_2_0",
        "files": {
            "vs": file("c/a.vs.asm", b"vs_2_0\ndcl_position v0\nmov oPos, v0\n"),
            "ps": file("c/a.ps.asm", b"ps_2_0\ndef c0, 0.25, 0.5, 0.75, 1\nmov oC0, c0\n"),
            "scene": file("c/a.scene.json", scene.to_string().as_bytes()),
        },
        "expect": {
            "tolerance": 0.001,
            "pixels": file("c/a.pixels.json", &pixels([0.9, 0.5, 0.75, 1.0])),
            "documented": {"pixels": file("c/a.documented.pixels.json", &pixels([0.25, 0.5, 0.75, 1.0]))},
        }
    });
    let header = json!({"format": 4, "suite": "3.0.0", "case_count": 1});
    std::fs::write(dir.join("manifest.jsonl"), format!("{header}\n{case}\n")).unwrap();
}

#[test]
fn run_conformance_picks_the_draw_expectation() {
    let dir = tempfile::tempdir().unwrap();
    let suite = dir.path().join("suite");
    write_suite(&suite);
    let s = suite.to_str().unwrap();
    for backend in ["reference", "reference:worker"] {
        let html = dir
            .path()
            .join(format!("{}.html", backend.replace(':', "-")));
        let report = format!("html:{}", html.display());
        let native = shadercts(
            &[
                "run",
                "--suite",
                s,
                "--backend",
                backend,
                "--report",
                &report,
            ],
            dir.path(),
        );
        let t = text(&native);
        assert_eq!(native.status.code(), Some(1), "{backend}: {t}");
        assert!(
            t.contains("pixel (0, 0) r: expected 0.9, got 0.25 (tolerance 0.001); 16 of 16 chosen pixels differ"),
            "{backend}: {t}"
        );
        assert!(
            t.contains("draw cases: 1 run: 1 answered, 0 pass, 1 fail"),
            "{backend}: {t}"
        );
        let page = std::fs::read_to_string(&html).unwrap();
        assert!(
            page.contains("<figure class=\"diff\"><img"),
            "{backend}: the pictures"
        );
        let documented = shadercts(
            &[
                "run",
                "--suite",
                s,
                "--backend",
                backend,
                "--conformance",
                "documented",
            ],
            dir.path(),
        );
        let t = text(&documented);
        assert_eq!(documented.status.code(), Some(0), "{backend}: {t}");
        assert!(t.contains("conformance documented"), "{backend}: {t}");
        assert!(t.contains("1 cases: 1 pass"), "{backend}: {t}");
    }
}

#[test]
fn an_unknown_kind_filter_names_draw() {
    let dir = tempfile::tempdir().unwrap();
    let suite = dir.path().join("suite");
    write_suite(&suite);
    let o = shadercts(
        &[
            "run",
            "--suite",
            suite.to_str().unwrap(),
            "--backend",
            "reference",
            "--filter-kind",
            "drwa",
        ],
        dir.path(),
    );
    assert_eq!(o.status.code(), Some(2), "{}", text(&o));
    assert!(text(&o).contains("execute or draw"), "{}", text(&o));
    let o = shadercts(
        &[
            "run",
            "--suite",
            suite.to_str().unwrap(),
            "--backend",
            "reference",
            "--filter-kind",
            "draw",
            "--conformance",
            "documented",
        ],
        dir.path(),
    );
    assert_eq!(o.status.code(), Some(0), "{}", text(&o));
}

#[test]
fn a_cmd_backend_draws_with_shadercts_draw() {
    let dir = tempfile::tempdir().unwrap();
    let suite = dir.path().join("suite");
    write_suite(&suite);
    let backend = format!(
        "cmd:{} draw {{vs}} {{ps}} --scene {{scene}} --format json",
        env!("CARGO_BIN_EXE_shadercts")
    );
    let o = shadercts(
        &[
            "run",
            "--suite",
            suite.to_str().unwrap(),
            "--backend",
            &backend,
            "--capabilities",
            "draw",
            "--conformance",
            "documented",
        ],
        dir.path(),
    );
    assert_eq!(o.status.code(), Some(0), "{}", text(&o));
    assert!(
        text(&o).contains("draw cases: 1 run: 1 answered, 1 pass, 0 fail"),
        "{}",
        text(&o)
    );
}
