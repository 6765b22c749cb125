//! Draws on Wine's Direct3D 9 (`--backend wine-d3d9`, tools/wine-d3d9-worker): scenes of
//! docs/scene-format.md sent as `draw` requests to the backend, the pixels compared with
//! values computed by hand here (and one scene with `shadercts draw` of the reference).
//! Skipped, saying so, when Wine, Xvfb or mingw is missing, unless SHADERCTS_REQUIRE_WINE=1.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code: a failure is the report

mod common;

use common::wine::present;
use common::*;
use serde_json::Value;
use shadercts_harness::backend::{Backend, Capability, Failure, FileInput, Request};
use shadercts_harness::backends::WineD3d9Backend;
use shadercts_harness::process::Limits;
use std::collections::BTreeMap;
use std::path::Path;
use std::time::Duration;

/// The backend, on the DISPLAY of the environment or an Xvfb of its own.
fn backend() -> WineD3d9Backend {
    let limits = Limits {
        timeout: Some(Duration::from_secs(120)),
        memory_mb: None,
    };
    let b = WineD3d9Backend::start(None, limits).expect("the wine-d3d9 backend starts");
    assert!(
        b.capabilities().has(Capability::Draw),
        "the hello lists draw"
    );
    b
}

/// Assembles `text` into `dir/name.bin` with `shadercts assemble`.
fn assemble(dir: &Path, name: &str, text: &str) -> Vec<u8> {
    let asm = dir.join(format!("{name}.asm"));
    let bin = dir.join(format!("{name}.bin"));
    std::fs::write(&asm, text).unwrap();
    let o = shadercts(
        &[
            "assemble",
            asm.to_str().unwrap(),
            "-o",
            bin.to_str().unwrap(),
        ],
        dir,
    );
    assert_eq!(code(&o), 0, "{name}: {}", text_of(&o));
    std::fs::read(&bin).unwrap()
}

fn text_of(o: &std::process::Output) -> String {
    text(o)
}

/// The request the harness sends for a draw case with these shaders and scene.
fn request(dir: &Path, vs: &str, ps: &str, scene: &str) -> Request {
    let mut files = BTreeMap::new();
    let mut add = |role: &str, data: Vec<u8>| {
        files.insert(
            role.to_string(),
            FileInput {
                path: dir.join(role),
                data,
            },
        );
    };
    add("vs", vs.as_bytes().to_vec());
    add("ps", ps.as_bytes().to_vec());
    add("vs_bytecode", assemble(dir, "vs", vs));
    add("ps_bytecode", assemble(dir, "ps", ps));
    add("scene", scene.as_bytes().to_vec());
    Request {
        case_id: "test/draw/x".into(),
        op: Capability::Draw,
        profile: "ps_3_0".into(),
        files,
    }
}

/// Draws the scene on `b` and returns its `outputs` (the `draw --format json` frame).
fn draw(b: &WineD3d9Backend, vs: &str, ps: &str, scene: &str) -> Value {
    let dir = tempfile::tempdir().unwrap();
    let r = b
        .run(&request(dir.path(), vs, ps, scene))
        .unwrap_or_else(|f| panic!("the draw failed: {f:?}"));
    r.outputs.expect("a draw answers outputs")
}

/// Pixel (x, y) of target `t` as four numbers.
fn px(frame: &Value, t: usize, x: usize, y: usize) -> [f64; 4] {
    let p = &frame["targets"][t]["pixels"][y][x];
    let mut out = [0.0; 4];
    for (i, c) in out.iter_mut().enumerate() {
        *c = p[i]
            .as_f64()
            .unwrap_or_else(|| panic!("pixel ({x}, {y}) of target {t}: {p}"));
    }
    out
}

fn assert_px(frame: &Value, t: usize, x: usize, y: usize, want: [f64; 4], tol: f64) {
    let got = px(frame, t, x, y);
    // float32 targets: compared as float32 (the worker prints 9 significant digits).
    let ok = got
        .iter()
        .zip(want)
        .all(|(g, w)| f64::from((*g as f32 - w as f32).abs()) <= tol);
    assert!(
        ok,
        "target {t} pixel ({x}, {y}): got {got:?}, expected {want:?} (±{tol})"
    );
}

/// One check of the test: a scene drawn on the backend and its pixels compared.
type Scene = fn(&WineD3d9Backend);

/// Every scene below on one backend: the workers of one Wine prefix share a wineserver
/// whose desktop lives on the display of the first, so backends with displays of their
/// own, started and stopped by tests in parallel, can pull the display from under each
/// other (seen: "cannot create a window"). Each scene is checked; the failures are listed.
#[test]
fn draws_on_wine_match_the_hand_computed_pixels() {
    if !present() {
        return;
    }
    let b = backend();
    let scenes: [(&str, Scene); 10] = [
        (
            "a_constant_colour_fills_the_viewport_and_the_clear_colour_is_exact",
            a_constant_colour_fills_the_viewport_and_the_clear_colour_is_exact,
        ),
        (
            "vpos_gives_the_integer_pixel_coordinates",
            vpos_gives_the_integer_pixel_coordinates,
        ),
        (
            "flat_shading_takes_the_first_vertex_colour",
            flat_shading_takes_the_first_vertex_colour,
        ),
        (
            "a_textured_quad_with_point_filtering_shows_each_texel_in_its_quadrant",
            a_textured_quad_with_point_filtering_shows_each_texel_in_its_quadrant,
        ),
        (
            "mrt_writes_each_target_in_its_format",
            mrt_writes_each_target_in_its_format,
        ),
        (
            "the_depth_test_keeps_the_nearer_pixels",
            the_depth_test_keeps_the_nearer_pixels,
        ),
        (
            "instancing_reads_the_instance_stream_once_per_instance",
            instancing_reads_the_instance_stream_once_per_instance,
        ),
        (
            "a_bad_scene_is_an_error_and_the_next_draw_still_works",
            a_bad_scene_is_an_error_and_the_next_draw_still_works,
        ),
        (
            "interpolated_colour_agrees_with_the_reference_pipeline",
            interpolated_colour_agrees_with_the_reference_pipeline,
        ),
        (
            "an_execute_case_after_the_draws_sees_the_device_as_before",
            an_execute_case_after_the_draws_sees_the_device_as_before,
        ),
    ];
    let mut failed = Vec::new();
    for (name, scene) in scenes {
        if std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| scene(&b))).is_err() {
            failed.push(name);
        }
    }
    assert!(
        failed.is_empty(),
        "failed scenes (messages above): {failed:?}"
    );
}

/// A vs_2_0 passing the position through.
const VS_POS: &str = "vs_2_0\ndcl_position v0\nmov oPos, v0\n";
/// A vs_3_0 passing the position through.
const VS3_POS: &str = "vs_3_0\ndcl_position v0\ndcl_position o0\nmov o0, v0\n";
/// A full-target quad as a triangle strip (stream 0 position only).
const QUAD: &str = r#"{"elements": [{"usage": "position", "type": "float4",
    "data": [[-1, 1, 0.5, 1], [1, 1, 0.5, 1], [-1, -1, 0.5, 1], [1, -1, 0.5, 1]]}]}"#;

/// A constant colour over the viewport (2×2 at (1, 1) of a 4×4 float target); the other
/// pixels hold clear_color exactly (0.1 is no multiple of 1/255: the clear is a draw,
/// not an 8-bit IDirect3DDevice9::Clear).
fn a_constant_colour_fills_the_viewport_and_the_clear_colour_is_exact(b: &WineD3d9Backend) {
    let ps = "ps_2_0\ndef c0, 0.25, 0.5, 0.75, 1\nmov oC0, c0\n";
    let scene = format!(
        r#"{{"targets": [{{"width": 4, "height": 4}}], "clear_color": [0.1, 0.2, 0.3, 0.4],
            "viewport": {{"x": 1, "y": 1, "width": 2, "height": 2}},
            "primitive": "triangle_strip", "streams": [{QUAD}], "states": {{"cull": "none"}}}}"#
    );
    let f = draw(b, VS_POS, ps, &scene);
    assert_eq!(
        (f["width"].as_u64(), f["height"].as_u64()),
        (Some(4), Some(4))
    );
    assert_eq!(f["targets"][0]["format"], "float32");
    for y in 0..4 {
        for x in 0..4 {
            let inside = (1..3).contains(&x) && (1..3).contains(&y);
            let want = if inside {
                [0.25, 0.5, 0.75, 1.0]
            } else {
                [0.1, 0.2, 0.3, 0.4]
            };
            assert_px(&f, 0, x, y, want, 0.0);
        }
    }
}

/// ps_3_0 vPos is the pixel's integer coordinates: (x / 8, y / 8) on an 8×8 target.
fn vpos_gives_the_integer_pixel_coordinates(b: &WineD3d9Backend) {
    let ps = "ps_3_0\ndef c0, 0.125, 0.125, 0, 1\ndcl vPos.xy\nmul r0.xy, vPos, c0\nmov r0.zw, c0\nmov oC0, r0\n";
    let scene = format!(
        r#"{{"targets": [{{"width": 8, "height": 8}}], "primitive": "triangle_strip",
            "streams": [{QUAD}], "states": {{"cull": "none"}}}}"#
    );
    let f = draw(b, VS3_POS, ps, &scene);
    for y in 0..8 {
        for x in 0..8 {
            assert_px(&f, 0, x, y, [x as f64 / 8.0, y as f64 / 8.0, 0.0, 1.0], 0.0);
        }
    }
}

/// D3DSHADE_FLAT with vs_2_0 oD0 → ps_2_0 v0: each triangle has its first vertex's
/// colour (D3DCOLOR data R, G, B, A; red and yellow tell a swapped byte order).
fn flat_shading_takes_the_first_vertex_colour(b: &WineD3d9Backend) {
    let vs = "vs_2_0\ndcl_position v0\ndcl_color v1\nmov oPos, v0\nmov oD0, v1\n";
    let ps = "ps_2_0\ndcl v0\nmov oC0, v0\n";
    let scene = r#"{"targets": [{"width": 4, "height": 4, "format": "unorm8"}],
        "streams": [{"elements": [
          {"usage": "position", "type": "float4",
           "data": [[-1, 1, 0.5, 1], [1, 1, 0.5, 1], [-1, -1, 0.5, 1],
                    [1, -1, 0.5, 1], [-1, -1, 0.5, 1], [1, 1, 0.5, 1]]},
          {"usage": "color", "type": "d3dcolor",
           "data": [[255, 0, 0, 255], [0, 255, 0, 255], [0, 0, 255, 255],
                    [255, 255, 0, 128], [0, 0, 255, 255], [0, 255, 255, 255]]}]}],
        "states": {"cull": "none", "shade": "flat"}}"#;
    let f = draw(b, vs, ps, scene);
    assert_eq!(f["targets"][0]["format"], "unorm8");
    for y in 0..4 {
        for x in 0..4 {
            // Direct3D 9 samples pixel (x, y) at (x, y): those with x + y = 4 lie on the
            // shared edge (the top-left rule decides), the others are inside one triangle.
            if x + y <= 3 {
                assert_px(&f, 0, x, y, [255.0, 0.0, 0.0, 255.0], 0.0);
            } else if x + y >= 5 {
                assert_px(&f, 0, x, y, [255.0, 255.0, 0.0, 128.0], 0.0);
            }
        }
    }
}

/// A 2×2 texture with point filtering on a 4×4 target: each texel covers a 2×2 block.
/// Texture coordinates run from 0.125 to 1.125 across the quad, so pixel x (sampled at x in
/// Direct3D 9) reads u = 0.125 + x / 4, the middle of a texel, never a texel's edge.
fn a_textured_quad_with_point_filtering_shows_each_texel_in_its_quadrant(b: &WineD3d9Backend) {
    let vs = "vs_2_0\ndcl_position v0\ndcl_texcoord v1\nmov oPos, v0\nmov oT0, v1\n";
    let ps = "ps_2_0\ndcl t0.xy\ndcl_2d s0\ntexld r0, t0, s0\nmov oC0, r0\n";
    let scene = r#"{"targets": [{"width": 4, "height": 4}], "primitive": "triangle_strip",
        "streams": [{"elements": [
          {"usage": "position", "type": "float4",
           "data": [[-1, 1, 0.5, 1], [1, 1, 0.5, 1], [-1, -1, 0.5, 1], [1, -1, 0.5, 1]]},
          {"usage": "texcoord", "type": "float2", "data": [[0.125, 0.125], [1.125, 0.125], [0.125, 1.125], [1.125, 1.125]]}]}],
        "states": {"cull": "none"},
        "textures": {"s0": {"width": 2, "height": 2,
            "texels": [[1, 0, 0, 1], [0, 1, 0, 1], [0, 0, 1, 1], [1, 1, 1, 0.5]],
            "filter": "point", "address": "clamp"}}}"#;
    let f = draw(b, vs, ps, scene);
    let texel = [
        [1.0, 0.0, 0.0, 1.0],
        [0.0, 1.0, 0.0, 1.0],
        [0.0, 0.0, 1.0, 1.0],
        [1.0, 1.0, 1.0, 0.5],
    ];
    for y in 0..4 {
        for x in 0..4 {
            assert_px(&f, 0, x, y, texel[(y / 2) * 2 + x / 2], 0.0);
        }
    }
}

/// Two render targets of different formats: oC0 to float32, oC1 to unorm8 (0–255).
fn mrt_writes_each_target_in_its_format(b: &WineD3d9Backend) {
    let ps =
        "ps_3_0\ndef c0, 0.25, 0.5, 0.75, 1\ndef c1, 1, 0.6, 0, 0.2\nmov oC0, c0\nmov oC1, c1\n";
    let scene = format!(
        r#"{{"targets": [{{"width": 2, "height": 2, "format": "float32"}},
                         {{"width": 2, "height": 2, "format": "unorm8"}}],
            "primitive": "triangle_strip", "streams": [{QUAD}], "states": {{"cull": "none"}}}}"#
    );
    let f = draw(b, VS3_POS, ps, &scene);
    assert_eq!(f["targets"].as_array().map(Vec::len), Some(2));
    assert_eq!(f["targets"][1]["format"], "unorm8");
    for y in 0..2 {
        for x in 0..2 {
            assert_px(&f, 0, x, y, [0.25, 0.5, 0.75, 1.0], 0.0);
            assert_px(&f, 1, x, y, [255.0, 153.0, 0.0, 51.0], 0.0);
        }
    }
}

/// Instancing: one indexed quad (left half of the target) drawn twice, stream 1 holding
/// per-instance offset and colour (divider 1): red on the left, blue on the right.
fn instancing_reads_the_instance_stream_once_per_instance(b: &WineD3d9Backend) {
    let vs =
        "vs_3_0\ndcl_position v0\ndcl_texcoord v1\ndcl_color v2\ndcl_position o0\ndcl_color o1\n\
              mov r0, v1\nadd o0.xy, v0, r0\nmov o0.zw, v0\nmov o1, v2\n";
    let ps = "ps_3_0\ndcl_color v0\nmov oC0, v0\n";
    let scene = r#"{"targets": [{"width": 4, "height": 2, "format": "unorm8"}],
        "streams": [
          {"elements": [{"usage": "position", "type": "float4",
             "data": [[-1, 1, 0.5, 1], [0, 1, 0.5, 1], [-1, -1, 0.5, 1], [0, -1, 0.5, 1]]}]},
          {"instance_divider": 1, "elements": [
             {"usage": "texcoord", "type": "float2", "data": [[0, 0], [1, 0]]},
             {"usage": "color", "type": "d3dcolor", "data": [[255, 0, 0, 255], [0, 0, 255, 255]]}]}],
        "indices": [0, 1, 2, 2, 1, 3], "instances": 2, "states": {"cull": "none"}}"#;
    let f = draw(b, vs, ps, scene);
    for y in 0..2 {
        for x in 0..4 {
            let want = if x < 2 {
                [255.0, 0.0, 0.0, 255.0]
            } else {
                [0.0, 0.0, 255.0, 255.0]
            };
            assert_px(&f, 0, x, y, want, 0.0);
        }
    }
}

/// A scene the reference reader refuses is an error naming its key, and the worker
/// draws the next scene as before.
fn a_bad_scene_is_an_error_and_the_next_draw_still_works(b: &WineD3d9Backend) {
    let dir = tempfile::tempdir().unwrap();
    let ps = "ps_2_0\ndef c0, 0.5, 0.5, 0.5, 1\nmov oC0, c0\n";
    let bad = r#"{"targets": [{"width": 2, "height": 2}], "streams": [], "colour": 1}"#;
    match b.run(&request(dir.path(), VS_POS, ps, bad)) {
        Err(Failure::Error { message }) => assert!(message.contains("colour"), "{message}"),
        other => panic!("{other:?}"),
    }
    // A pixel shader where the vertex shader goes: the worker's own check answers.
    let swapped = format!(
        r#"{{"targets": [{{"width": 2, "height": 2}}], "primitive": "triangle_strip",
            "streams": [{QUAD}], "states": {{"cull": "none"}}}}"#
    );
    match b.run(&request(dir.path(), ps, ps, &swapped)) {
        Err(Failure::Error { message }) => {
            assert!(message.contains("vs_bytecode"), "{message}")
        }
        other => panic!("{other:?}"),
    }
    let good = format!(
        r#"{{"targets": [{{"width": 2, "height": 2}}], "primitive": "triangle_strip",
            "streams": [{QUAD}], "states": {{"cull": "none"}}}}"#
    );
    let f = draw(b, VS_POS, ps, &good);
    assert_px(&f, 0, 1, 1, [0.5, 0.5, 0.5, 1.0], 0.0);
}

/// Gouraud-interpolated D3DCOLOR on an 8×8 unorm8 target, every pixel against
/// `shadercts draw` of the reference pipeline, within 1 (of 255).
fn interpolated_colour_agrees_with_the_reference_pipeline(b: &WineD3d9Backend) {
    let vs = "vs_3_0\ndcl_position v0\ndcl_color v1\ndcl_position o0\ndcl_color o1\nmov o0, v0\nmov o1, v1\n";
    let ps = "ps_3_0\ndcl_color v0\nmov oC0, v0\n";
    let scene = r#"{"targets": [{"width": 8, "height": 8, "format": "unorm8"}],
        "clear_color": [0, 0, 0, 1], "primitive": "triangle_strip",
        "streams": [{"elements": [
          {"usage": "position", "type": "float4",
           "data": [[-1, 1, 0.5, 1], [1, 1, 0.5, 1], [-1, -1, 0.5, 1], [1, -1, 0.5, 1]]},
          {"usage": "color", "type": "d3dcolor",
           "data": [[255, 0, 0, 255], [0, 255, 0, 255], [0, 0, 255, 255], [255, 255, 255, 255]]}]}],
        "states": {"cull": "none"}}"#;
    let wine = draw(b, vs, ps, scene);
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("vs.asm"), vs).unwrap();
    std::fs::write(dir.path().join("ps.asm"), ps).unwrap();
    std::fs::write(dir.path().join("s.json"), scene).unwrap();
    let o = shadercts(
        &[
            "draw", "vs.asm", "ps.asm", "--scene", "s.json", "--format", "json",
        ],
        dir.path(),
    );
    assert_eq!(code(&o), 0, "{}", text(&o));
    let reference: Value = serde_json::from_str(&out(&o)).unwrap();
    for y in 0..8 {
        for x in 0..8 {
            assert_px(&wine, 0, x, y, px(&reference, 0, x, y), 1.0);
        }
    }
}

/// A depth buffer cleared to 0.58 with D3DCMP_LESS: z runs from 0.5 (left edge) to 0.7
/// (right edge) of a 4×1 target; Direct3D 9 samples pixel x at x (not x + 0.5), so z is
/// 0.5, 0.55, 0.6, 0.65: the two left pixels are drawn (and write their z), the two right
/// ones keep the clear colour and 0.58. The depth is read back through an INTZ texture,
/// within 1e-4 (wined3d's pixel-centre offset, see the worker's README).
fn the_depth_test_keeps_the_nearer_pixels(b: &WineD3d9Backend) {
    let ps = "ps_2_0\ndef c0, 1, 0, 0, 1\nmov oC0, c0\n";
    let scene = r#"{"targets": [{"width": 4, "height": 1}],
        "depth": {"clear": 0.58, "func": "less", "write": true}, "primitive": "triangle_strip",
        "streams": [{"elements": [{"usage": "position", "type": "float4",
           "data": [[-1, 1, 0.5, 1], [1, 1, 0.7, 1], [-1, -1, 0.5, 1], [1, -1, 0.7, 1]]}]}],
        "states": {"cull": "none"}}"#;
    let f = draw(b, VS_POS, ps, scene);
    let depth: Vec<f64> = f["depth"][0]
        .as_array()
        .unwrap_or_else(|| panic!("no depth row: {f}"))
        .iter()
        .map(|d| d.as_f64().unwrap())
        .collect();
    for (x, want) in [0.5, 0.55, 0.58, 0.58].into_iter().enumerate() {
        assert!(
            (depth[x] - want).abs() <= 1e-4,
            "depth at x = {x}: {depth:?}, expected {want}"
        );
    }
    for x in 0..4 {
        let want = if x < 2 {
            [1.0, 0.0, 0.0, 1.0]
        } else {
            [0.0, 0.0, 0.0, 0.0]
        };
        assert_px(&f, 0, x, 0, want, 0.0);
    }
}

/// After the draws (which set culling on, other states and stream frequencies), an
/// execute case on the same worker runs as before: a back-facing triangle for
/// vFace < 0 is drawn (culling is off again) and picks `cmp`'s second source.
fn an_execute_case_after_the_draws_sees_the_device_as_before(b: &WineD3d9Backend) {
    let dir = tempfile::tempdir().unwrap();
    let ps = "ps_3_0\ndcl vFace\nmov r1, c1\ncmp r0, vFace, c0, r1\nmov oC0, r0\n";
    let mut files = BTreeMap::new();
    files.insert(
        "bytecode".to_string(),
        FileInput {
            path: dir.path().join("ps.bin"),
            data: assemble(dir.path(), "ps", ps),
        },
    );
    files.insert(
        "inputs".to_string(),
        FileInput {
            path: dir.path().join("inputs.json"),
            data: br#"{"inputs": {"vFace": -1}, "constants": {"c0": [1, 2, 3, 4], "c1": [5, 6, 7, 8]}}"#
                .to_vec(),
        },
    );
    let r = b
        .run(&Request {
            case_id: "test/execute/x".into(),
            op: Capability::Execute,
            profile: "ps_3_0".into(),
            files,
        })
        .unwrap_or_else(|f| panic!("the execute case failed: {f:?}"));
    let outputs = r.outputs.expect("outputs");
    assert_eq!(
        outputs["outputs"]["oC0"],
        serde_json::json!([5, 6, 7, 8]),
        "{outputs}"
    );
}
