//! `shadercts draw`: JSON pixels, a PNG a person can look at, exit codes and messages.
//! Expected pixels come from the scene's colours by hand (docs/executor.md, "The
//! pipeline"), never from the command's own output.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code: a failure is the report

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

const EXE: &str = env!("CARGO_BIN_EXE_shadercts");

const VS: &str = "vs_2_0\ndcl_position v0\ndcl_color0 v1\nmov oPos, v0\nmov oD0, v1\n";
const PS: &str = "ps_2_0\ndcl v0\nmov oC0, v0\n";

/// A full-target strip, red top-left, green top-right, blue bottom-left, white
/// bottom-right, on an 8×8 unorm8 target.
const SCENE: &str = r#"{
  "targets": [{"width": 8, "height": 8, "format": "unorm8"}],
  "primitive": "triangle_strip",
  "streams": [{"elements": [
    {"usage": "position", "type": "float4", "data": [[-1, 1, 0.5, 1], [1, 1, 0.5, 1], [-1, -1, 0.5, 1], [1, -1, 0.5, 1]]},
    {"usage": "color", "type": "d3dcolor", "data": [[255, 0, 0, 255], [0, 255, 0, 255], [0, 0, 255, 255], [255, 255, 255, 255]]}
  ]}]
}"#;

fn files(dir: &Path, scene: &str) -> (PathBuf, PathBuf, PathBuf) {
    let (vs, ps, sc) = (
        dir.join("vs.asm"),
        dir.join("ps.asm"),
        dir.join("scene.json"),
    );
    std::fs::write(&vs, VS).unwrap();
    std::fs::write(&ps, PS).unwrap();
    std::fs::write(&sc, scene).unwrap();
    (vs, ps, sc)
}

fn draw(vs: &Path, ps: &Path, scene: &Path, extra: &[&str]) -> Output {
    Command::new(EXE)
        .arg("draw")
        .arg(vs)
        .arg(ps)
        .arg("--scene")
        .arg(scene)
        .args(extra)
        .output()
        .expect("shadercts runs")
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

#[test]
fn json_gives_every_pixel_of_every_target() {
    let dir = tempfile::tempdir().unwrap();
    let (vs, ps, sc) = files(dir.path(), SCENE);
    let o = draw(&vs, &ps, &sc, &[]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(v["width"], 8);
    let px = &v["targets"][0]["pixels"];
    assert_eq!(px.as_array().unwrap().len(), 8);
    // Pixel (0, 0) is sampled exactly at the red vertex.
    assert_eq!(px[0][0], serde_json::json!([255, 0, 0, 255]));
    // Pixel (2, 0) on the top edge: 3/4 red + 1/4 green = (191.25, 63.75, 0) → (191, 64, 0).
    assert_eq!(px[0][2], serde_json::json!([191, 64, 0, 255]));
    assert!(v.get("depth").is_none());
    assert_eq!(v["stats"]["vertex_invocations"], 4);
}

#[test]
fn png_is_a_valid_scaled_up_image_of_target_0() {
    let dir = tempfile::tempdir().unwrap();
    let (vs, ps, sc) = files(dir.path(), SCENE);
    let out = dir.path().join("out.png");
    let o = draw(
        &vs,
        &ps,
        &sc,
        &["--format", "png", "-o", out.to_str().unwrap()],
    );
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(o.stdout.is_empty());
    let decoder = png::Decoder::new(std::io::BufReader::new(std::fs::File::open(&out).unwrap()));
    let mut reader = decoder.read_info().unwrap();
    let mut buf = vec![0; reader.output_buffer_size().unwrap()];
    let info = reader.next_frame(&mut buf).unwrap();
    // 8×8 scaled by the smallest N with 8·N ≥ 256: N = 32.
    assert_eq!((info.width, info.height), (256, 256));
    assert_eq!(info.color_type, png::ColorType::Rgba);
    assert_eq!(info.bit_depth, png::BitDepth::Eight);
    let at = |x: usize, y: usize| &buf[(y * 256 + x) * 4..(y * 256 + x) * 4 + 4];
    assert_eq!(at(0, 0), &[255, 0, 0, 255]);
    assert_eq!(at(31, 31), &[255, 0, 0, 255], "one pixel is a 32×32 block");
    assert_eq!(at(64, 0), &[191, 64, 0, 255]);

    let small = dir.path().join("small.png");
    let o = draw(
        &vs,
        &ps,
        &sc,
        &[
            "--format",
            "png",
            "--scale",
            "1",
            "-o",
            small.to_str().unwrap(),
        ],
    );
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let reader = png::Decoder::new(std::io::BufReader::new(
        std::fs::File::open(&small).unwrap(),
    ))
    .read_info()
    .unwrap();
    assert_eq!((reader.info().width, reader.info().height), (8, 8));
}

#[test]
fn a_bad_scene_exits_2_naming_the_key() {
    let dir = tempfile::tempdir().unwrap();
    let bad = SCENE.replace("\"width\": 8", "\"width\": \"eight\"");
    let (vs, ps, sc) = files(dir.path(), &bad);
    let o = draw(&vs, &ps, &sc, &[]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("width"), "{}", stderr(&o));

    let extra = SCENE.replacen('{', "{\"clear_colour\": [0, 0, 0, 0],", 1);
    let (vs, ps, sc) = files(dir.path(), &extra);
    let o = draw(&vs, &ps, &sc, &[]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("clear_colour"), "{}", stderr(&o));

    // A scene that does not fit the shader: the vertex shader declares a colour input
    // that no element provides.
    let no_colour = SCENE.replace("\"usage\": \"color\"", "\"usage\": \"normal\"");
    let (vs, ps, sc) = files(dir.path(), &no_colour);
    let o = draw(&vs, &ps, &sc, &[]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("color"), "{}", stderr(&o));

    let missing = dir.path().join("nope.json");
    let o = draw(&vs, &ps, &missing, &[]);
    assert_eq!(o.status.code(), Some(2));
}

#[test]
fn a_bad_shader_exits_1_and_writes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let (vs, _, sc) = files(dir.path(), SCENE);
    let ps = dir.path().join("bad.asm");
    std::fs::write(&ps, "ps_2_0\nmov oC0, q7\n").unwrap();
    let out = dir.path().join("out.png");
    let o = draw(
        &vs,
        &ps,
        &sc,
        &["--format", "png", "-o", out.to_str().unwrap()],
    );
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    assert!(!out.exists());
}

#[test]
fn conformance_is_accepted_at_both_levels() {
    let dir = tempfile::tempdir().unwrap();
    let (vs, ps, sc) = files(dir.path(), SCENE);
    for level in ["native", "documented"] {
        let o = draw(&vs, &ps, &sc, &["--conformance", level]);
        assert_eq!(o.status.code(), Some(0), "{level}: {}", stderr(&o));
    }
}

#[test]
fn unwritable_outputs_and_oversized_images_exit_2() {
    let dir = tempfile::tempdir().unwrap();
    let (vs, ps, sc) = files(dir.path(), SCENE);
    let nowhere = dir.path().join("missing/out.png");
    let o = draw(
        &vs,
        &ps,
        &sc,
        &["--format", "png", "-o", nowhere.to_str().unwrap()],
    );
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    assert!(stderr(&o).contains("-o"), "{}", stderr(&o));
    // 2048 × 64 = 131072 pixels a side: refused before anything is written.
    let big = SCENE.replace(
        "\"width\": 8, \"height\": 8",
        "\"width\": 2048, \"height\": 1",
    );
    let (vs, ps, sc) = files(dir.path(), &big);
    let out = dir.path().join("big.png");
    let o = draw(
        &vs,
        &ps,
        &sc,
        &[
            "--format",
            "png",
            "--scale",
            "64",
            "-o",
            out.to_str().unwrap(),
        ],
    );
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    assert!(stderr(&o).contains("--scale"), "{}", stderr(&o));
    assert!(!out.exists());
    let o = draw(&vs, &ps, &sc, &["--format", "png", "--scale", "0"]);
    assert_eq!(o.status.code(), Some(2));
}
