//! A tiny hand-written format 4 suite with draw cases, written to a folder: the
//! expected pixels are computed by hand (docs/suite-format.md, "Draw cases").
#![allow(dead_code)]
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code: a failure is the report

use serde_json::{json, Value};
use shadercts_suite_files::manifest::{
    CaseExpect, CaseFiles, DocumentedExpect, Manifest, ManifestCase,
};
use shadercts_suite_files::{sha256_hex, FileRef};
use std::path::Path;

/// A full-target constant colour: vs_2_0 passes the position, ps_2_0 writes c0.
pub const CONSTANT: &str = "draw.constant/draw/ps_2_0/full-quad";
/// vPos as red and green over an 8×8 target (ps_3_0).
pub const VPOS: &str = "draw.vpos/draw/ps_3_0/vpos-integer";
/// The constant draw whose native expectation is wrong on purpose and whose documented
/// one is right: passes only at `--conformance documented`.
pub const LEVELS: &str = "draw.constant/draw/ps_2_0/documented-level";
/// The constant draw expected with `any_of` components.
pub const ANY_OF: &str = "draw.constant/draw/ps_2_0/any-of";

const VS2: &str = "vs_2_0\ndcl_position v0\nmov oPos, v0\n";
const PS2: &str = "ps_2_0\ndef c0, 0.25, 0.5, 0.75, 1\nmov oC0, c0\n";
const VS3: &str = "vs_3_0\ndcl_position v0\ndcl_position o0\nmov o0, v0\n";
const PS3: &str =
    "ps_3_0\ndef c0, 0, 0, 0, 1\ndcl vPos.xy\nmov r0, c0\nmov r0.xy, vPos\nmov oC0, r0\n";

/// The constant colour of [`CONSTANT`].
pub const COLOUR: [f64; 4] = [0.25, 0.5, 0.75, 1.0];

/// A full-target quad as a strip, on a `w`×`h` float32 target.
fn scene(w: u32, h: u32) -> Value {
    json!({
        "targets": [{"width": w, "height": h, "format": "float32"}],
        "primitive": "triangle_strip",
        "streams": [{"elements": [{"usage": "position", "type": "float4", "data": [
            [-1, 1, 0.5, 1], [1, 1, 0.5, 1], [-1, -1, 0.5, 1], [1, -1, 0.5, 1]
        ]}]}]
    })
}

/// Writes `body` to `dir/rel` and returns its reference.
fn put(dir: &Path, rel: &str, body: &[u8]) -> FileRef {
    let path = dir.join(rel);
    std::fs::create_dir_all(path.parent().unwrap()).unwrap();
    std::fs::write(&path, body).unwrap();
    FileRef {
        path: rel.into(),
        sha256: sha256_hex(body),
    }
}

/// Every pixel of a `w`×`h` target expected as `rgba`.
fn every_pixel(w: u32, h: u32, rgba: Value) -> Value {
    let mut pixels = Vec::new();
    for y in 0..h {
        for x in 0..w {
            pixels.push(json!({"x": x, "y": y, "rgba": rgba}));
        }
    }
    json!({"targets": [{"format": "float32", "width": w, "height": h, "pixels": pixels}]})
}

/// One draw case with its files below `cases/<slug>`.
fn case(
    dir: &Path,
    id: &str,
    (vs, ps, vs_profile, ps_profile): (&str, &str, &str, &str),
    scene: &Value,
    pixels: &Value,
    documented: Option<&Value>,
) -> ManifestCase {
    let slug = id.rsplit('/').next().unwrap();
    let base = format!("cases/{slug}/{slug}");
    let json = |v: &Value| serde_json::to_vec(v).unwrap();
    ManifestCase {
        id: id.into(),
        kind: "draw".into(),
        profile: ps_profile.into(),
        vs_profile: Some(vs_profile.into()),
        rules: vec![],
        origin: "hand-made".into(),
        files: CaseFiles {
            vs: Some(put(dir, &format!("{base}.vs.asm"), vs.as_bytes())),
            ps: Some(put(dir, &format!("{base}.ps.asm"), ps.as_bytes())),
            scene: Some(put(dir, &format!("{base}.scene.json"), &json(scene))),
            ..CaseFiles::default()
        },
        expect: CaseExpect {
            pixels: Some(put(dir, &format!("{base}.pixels.json"), &json(pixels))),
            tolerance: Some(0.001),
            documented: documented.map(|d| DocumentedExpect {
                pixels: Some(put(
                    dir,
                    &format!("{base}.documented.pixels.json"),
                    &json(d),
                )),
                ..DocumentedExpect::default()
            }),
            features: vec![slug.split('-').next().unwrap().into()],
            ..CaseExpect::default()
        },
        notes: vec![],
    }
}

/// Writes the suite (manifest.jsonl and the case files) into `dir`.
pub fn write(dir: &Path) {
    let shaders2 = (VS2, PS2, "vs_2_0", "ps_2_0");
    let constant = every_pixel(4, 4, json!(COLOUR));
    // vPos of pixel (x, y) is (x, y): red x, green y, blue 0, alpha 1.
    let vpos: Vec<Value> = [(0, 0), (3, 5), (7, 7), (6, 1)]
        .iter()
        .map(|(x, y)| json!({"x": x, "y": y, "rgba": [x, y, 0, 1]}))
        .collect();
    let vpos = json!({"targets": [{"format": "float32", "width": 8, "height": 8, "pixels": vpos}]});
    let wrong = every_pixel(4, 4, json!([0.9, 0.5, 0.75, 1]));
    let any_of = every_pixel(
        4,
        4,
        json!([{"any_of": [0.1, 0.25]}, {"any_of": ["nan", 0.5]}, null, 1]),
    );
    let cases = vec![
        case(dir, ANY_OF, shaders2, &scene(4, 4), &any_of, None),
        case(dir, LEVELS, shaders2, &scene(4, 4), &wrong, Some(&constant)),
        case(dir, CONSTANT, shaders2, &scene(4, 4), &constant, None),
        case(
            dir,
            VPOS,
            (VS3, PS3, "vs_3_0", "ps_3_0"),
            &scene(8, 8),
            &vpos,
            None,
        ),
    ];
    let m = Manifest {
        format: 4,
        suite: "3.0.0".into(),
        generator: "hand-made".into(),
        seed: 1,
        rules_sha256: String::new(),
        templates_sha256: String::new(),
        documents: vec![],
        documented_rules: vec![],
        case_count: cases.len(),
        cases,
    };
    std::fs::write(dir.join("manifest.jsonl"), m.to_jsonl()).unwrap();
}
