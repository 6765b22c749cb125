//! docs/schema/scene.schema.json is what the code generates for `SCENE.json`
//! (docs/scene-format.md). Refresh with
//! `UPDATE_SCHEMAS=1 cargo test -p shadercts-reference --test scene_schema`.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code: a failure is the report

use shadercts_reference::pipeline::scene::scene_json_schema;
use std::path::PathBuf;

#[test]
fn the_scene_schema_is_fresh() {
    let path =
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../docs/schema/scene.schema.json");
    let want = scene_json_schema();
    if std::env::var_os("UPDATE_SCHEMAS").is_some() {
        std::fs::write(&path, &want).unwrap();
        return;
    }
    let have = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        have == want,
        "{} is stale; refresh it with `UPDATE_SCHEMAS=1 cargo test -p shadercts-reference --test scene_schema`",
        path.display()
    );
}

#[test]
fn the_scene_schema_names_every_part_of_a_scene() {
    let v: serde_json::Value = serde_json::from_str(&scene_json_schema()).unwrap();
    for key in [
        "targets",
        "depth",
        "viewport",
        "streams",
        "primitive",
        "indices",
        "instances",
        "states",
        "vs_constants",
        "ps_constants",
        "textures",
        "vertex_textures",
    ] {
        assert!(v["properties"].get(key).is_some(), "scene: {key}");
    }
    let text = v.to_string();
    for key in [
        "instance_divider",
        "cull",
        "shade",
        "wrap",
        "fog",
        "texcoord_index",
        "texture_transform_flags",
        "mip_filter",
        "bumpenv",
        "d3dcolor",
        "unorm8",
        "less_equal",
    ] {
        assert!(
            text.contains(&format!("\"{key}\"")),
            "scene schema lacks {key}"
        );
    }
}

#[test]
fn the_example_of_docs_scene_format_parses() {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../docs/scene-format.md");
    let text = std::fs::read_to_string(&path).unwrap();
    let start = text
        .find("```json\n")
        .expect("docs/scene-format.md has a JSON example")
        + 8;
    let end = start + text[start..].find("```").unwrap();
    let scene = shadercts_reference::pipeline::scene::parse(&text[start..end])
        .unwrap_or_else(|e| panic!("the example does not parse: {e}"));
    assert_eq!(scene.targets.len(), 1);
    assert_eq!(scene.streams[0].elements.len(), 2);
}
