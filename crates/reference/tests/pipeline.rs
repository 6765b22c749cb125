//! The reference pipeline against values computed by hand from the Direct3D 9
//! conventions it implements (docs/executor.md, "The pipeline"): never from its own
//! output.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code: a failure is the report

use serde_json::{json, Value};
use shadercts_reference::pipeline::{draw, scene, DrawOptions, Frame};
use shadercts_shader::{text, Model};

/// Draws `scene` (JSON) with the two assembly texts.
fn render(vs: &str, ps: &str, scene: Value) -> Frame {
    let model = Model::embedded();
    let vs = text::parse(vs, model).expect("vs parses");
    let ps = text::parse(ps, model).expect("ps parses");
    let scene = scene::parse(&scene.to_string()).expect("scene parses");
    draw(&vs, &ps, model, &scene, &DrawOptions::default()).expect("draw")
}

fn px(f: &Frame, t: usize, x: u32, y: u32) -> [f32; 4] {
    f.targets[t].pixels[(y * f.width + x) as usize]
}

fn close(a: [f32; 4], b: [f32; 4], tol: f32) -> bool {
    a.iter().zip(b).all(|(x, y)| (x - y).abs() <= tol)
}

const VS3_POS_TC: &str = "vs_3_0\ndcl_position v0\ndcl_texcoord0 v1\ndcl_position o0\ndcl_texcoord0 o1\nmov o0, v0\nmov o1, v1\n";
const PS3_TC: &str = "ps_3_0\ndcl_texcoord0 v0\nmov oC0, v0\n";
const VS2_POS_COL: &str = "vs_2_0\ndcl_position v0\ndcl_color0 v1\nmov oPos, v0\nmov oD0, v1\n";
const PS2_COL: &str = "ps_2_0\ndcl v0\nmov oC0, v0\n";

/// The full-target quad as a strip: top-left, top-right, bottom-left, bottom-right.
fn quad_positions() -> Value {
    json!([
        [-1, 1, 0.5, 1],
        [1, 1, 0.5, 1],
        [-1, -1, 0.5, 1],
        [1, -1, 0.5, 1]
    ])
}

fn strip_scene(w: u32, h: u32, texcoords: Value) -> Value {
    json!({
        "targets": [{"width": w, "height": h}],
        "primitive": "triangle_strip",
        "streams": [{"elements": [
            {"usage": "position", "type": "float4", "data": quad_positions()},
            {"usage": "texcoord", "type": "float4", "data": texcoords}
        ]}]
    })
}

#[test]
fn vpos_is_the_integer_pixel_coordinate_over_a_full_target_quad() {
    let ps = "ps_3_0\ndef c0, 0, 0, 0, 1\ndcl vPos.xy\nmov r0, c0\nmov r0.xy, vPos\nmov oC0, r0\n";
    let f = render(
        VS3_POS_TC,
        ps,
        strip_scene(
            8,
            8,
            json!([[0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]]),
        ),
    );
    for y in 0..8 {
        for x in 0..8 {
            // D3D9 samples pixel (x, y) at the integer point (x, y): vPos = (x, y).
            assert_eq!(
                px(&f, 0, x, y),
                [x as f32, y as f32, 0.0, 1.0],
                "pixel {x},{y}"
            );
        }
    }
}

#[test]
fn top_left_rule_covers_each_pixel_of_a_shared_edge_once() {
    // The two triangles of the full quad share the edge from screen (8, 0) to (0, 8),
    // which passes through the sample points x + y = 8. Drawn one at a time: the first
    // (0,0)-(8,0)-(0,8) has that edge on its right/bottom (excluded), the second
    // (8,0)-(8,8)-(0,8) has it as a left edge (included). So pixel (x, y) belongs to the
    // first when x + y < 8 and to the second when x + y >= 8: each exactly once.
    let one = |vertices: Value| {
        let scene = json!({
            "targets": [{"width": 8, "height": 8}],
            "streams": [{"elements": [
                {"usage": "position", "type": "float4", "data": vertices},
                {"usage": "texcoord", "type": "float4", "data": [[1, 1, 1, 1], [1, 1, 1, 1], [1, 1, 1, 1]]}
            ]}]
        });
        render(VS3_POS_TC, PS3_TC, scene)
    };
    let a = one(json!([[-1, 1, 0, 1], [1, 1, 0, 1], [-1, -1, 0, 1]]));
    let b = one(json!([[1, 1, 0, 1], [1, -1, 0, 1], [-1, -1, 0, 1]]));
    for y in 0..8 {
        for x in 0..8 {
            let count = px(&a, 0, x, y)[0] + px(&b, 0, x, y)[0];
            assert_eq!(count, 1.0, "pixel {x},{y} covered {count} times");
            assert_eq!(px(&a, 0, x, y)[0] == 1.0, x + y < 8, "pixel {x},{y}");
        }
    }
}

#[test]
fn texcoords_interpolate_perspective_correct() {
    // Screen vertices A (0,0), B (8,0), C (0,8) with w = 1, 4, 1 and u = 0, 1, 0.
    // Screen weights at (x, y): bB = x/8, bC = y/8, bA = 1 - bB - bC; perspective:
    // u = (bB·1/4) / (bA/1 + bB/4 + bC/1).
    let scene = json!({
        "targets": [{"width": 8, "height": 8}],
        "streams": [{"elements": [
            {"usage": "position", "type": "float4", "data": [[-1, 1, 0, 1], [4, 4, 0, 4], [-1, -1, 0, 1]]},
            {"usage": "texcoord", "type": "float4", "data": [[0, 0, 0, 0], [1, 0, 0, 0], [0, 0, 0, 0]]}
        ]}]
    });
    let f = render(VS3_POS_TC, PS3_TC, scene);
    for (x, y) in [(4u32, 0u32), (2, 2), (6, 1), (1, 5)] {
        let (bb, bc) = (x as f64 / 8.0, y as f64 / 8.0);
        let ba = 1.0 - bb - bc;
        let u = (bb / 4.0) / (ba + bb / 4.0 + bc);
        let got = px(&f, 0, x, y)[0] as f64;
        assert!((got - u).abs() < 1e-5, "pixel {x},{y}: {got} vs {u}");
    }
    // At (4, 0) the screen-linear value would be 0.5; perspective gives 0.2.
    assert!((px(&f, 0, 4, 0)[0] - 0.2).abs() < 1e-5);
}

fn colour_list(shade: &str) -> Frame {
    // Two triangles (a list): the first is red, green, blue at its vertices; the second
    // green, red, blue (covering the bottom-right half).
    let scene = json!({
        "targets": [{"width": 8, "height": 8}],
        "states": {"shade": shade},
        "streams": [{"elements": [
            {"usage": "position", "type": "float4", "data":
                [[-1, 1, 0, 1], [1, 1, 0, 1], [-1, -1, 0, 1], [1, 1, 0, 1], [1, -1, 0, 1], [-1, -1, 0, 1]]},
            {"usage": "color", "type": "d3dcolor", "data":
                [[255, 0, 0, 255], [0, 255, 0, 255], [0, 0, 255, 255], [0, 255, 0, 255], [255, 0, 0, 255], [0, 0, 255, 255]]}
        ]}]
    });
    render(VS2_POS_COL, PS2_COL, scene)
}

#[test]
fn flat_shading_takes_the_first_vertex_colour() {
    let f = colour_list("flat");
    for y in 0..8 {
        for x in 0..8 {
            let want = if x + y < 8 {
                [1.0, 0.0, 0.0, 1.0]
            } else {
                [0.0, 1.0, 0.0, 1.0]
            };
            assert_eq!(px(&f, 0, x, y), want, "pixel {x},{y}");
        }
    }
    // Gouraud at (2, 2) of the first triangle: weights A 1/2, B 1/4, C 1/4.
    let g = colour_list("gouraud");
    assert!(close(px(&g, 0, 2, 2), [0.5, 0.25, 0.25, 1.0], 1e-3));
}

#[test]
fn wrap_interpolates_the_short_way_round() {
    // u is 0.9 on the left edge, 0.1 on the right: with WRAP0 = u it runs 0.9 → 1.1,
    // i.e. u(x) = frac(0.9 + 0.2·x/8), 0 at x = 4; without wrap 0.9 - 0.8·x/8.
    let tc = json!([
        [0.9, 0, 0, 0],
        [0.1, 0, 0, 0],
        [0.9, 0, 0, 0],
        [0.1, 0, 0, 0]
    ]);
    let mut s = strip_scene(8, 8, tc);
    let plain = render(VS3_POS_TC, PS3_TC, s.clone());
    s["states"] = json!({"wrap": {"0": "u"}});
    let wrapped = render(VS3_POS_TC, PS3_TC, s);
    for y in [0u32, 3, 7] {
        for x in 0..8u32 {
            let t = 0.9 + 0.2 * x as f64 / 8.0;
            let want = t - t.floor();
            let got = px(&wrapped, 0, x, y)[0] as f64;
            assert!(
                (got - want).abs() < 1e-5,
                "wrapped {x},{y}: {got} vs {want}"
            );
            let lin = 0.9 - 0.8 * x as f64 / 8.0;
            assert!((px(&plain, 0, x, y)[0] as f64 - lin).abs() < 1e-5);
        }
    }
    assert!(px(&wrapped, 0, 4, 0)[0].abs() < 1e-5);
}

#[test]
fn dsx_dsy_of_a_linear_function_give_its_slope() {
    // (u, v) = (3·x/8, -2·y/8) on screen: dsx = (0.375, 0), dsy = (0, -0.25).
    let tc = json!([[0, 0, 0, 0], [3, 0, 0, 0], [0, -2, 0, 0], [3, -2, 0, 0]]);
    let ps = "ps_3_0\ndcl_texcoord0 v0\ndsx r0, v0\ndsy r1, v0\nmov r2.xy, r0\nmov r2.zw, r1.xyxy\nmov oC0, r2\n";
    let f = render(VS3_POS_TC, ps, strip_scene(8, 8, tc));
    for y in 0..8 {
        for x in 0..8 {
            assert!(
                close(px(&f, 0, x, y), [0.375, 0.0, 0.0, -0.25], 1e-5),
                "pixel {x},{y}: {:?}",
                px(&f, 0, x, y)
            );
        }
    }
}

#[test]
fn texld_picks_the_mip_level_from_the_quad_derivatives() {
    // An 8×8 texture with levels 4×4, 2×2, 1×1 of one colour each. Texcoords run 0 → k
    // over the 8 pixels: du/dx = k/8, i.e. k texels of level 0 per pixel: LOD log2(k).
    let vs = "vs_2_0\ndcl_position v0\ndcl_texcoord0 v1\nmov oPos, v0\nmov oT0, v1\n";
    let ps = "ps_2_0\ndcl t0.xy\ndcl_2d s0\ntexld r0, t0, s0\nmov oC0, r0\n";
    let level = |n: usize, c: [u32; 4]| json!(vec![c; n]);
    let colours = [
        [255, 0, 0, 255],
        [0, 255, 0, 255],
        [0, 0, 255, 255],
        [255, 255, 255, 255],
    ];
    for (k, want) in [(1.0, 0usize), (2.0, 1), (4.0, 2), (8.0, 3)] {
        let tc = json!([[0, 0, 0, 0], [k, 0, 0, 0], [0, k, 0, 0], [k, k, 0, 0]]);
        let mut s = strip_scene(8, 8, tc);
        s["textures"] = json!({"s0": {
            "width": 8, "height": 8, "format": "unorm8",
            "texels": level(64, colours[0]),
            "levels": [level(16, colours[1]), level(4, colours[2]), level(1, colours[3])],
            "mip_filter": "point"
        }});
        let f = render(vs, ps, s);
        let c = colours[want].map(|v| v as f32 / 255.0);
        for (x, y) in [(0, 0), (3, 4), (7, 7)] {
            assert_eq!(
                px(&f, 0, x, y),
                c,
                "k = {k}: pixel {x},{y} should be level {want}"
            );
        }
    }
}

fn triangle_with(cull: &str, clockwise: bool) -> Frame {
    let ps = "ps_3_0\ndef c0, 1, 0, 0, 1\ndef c1, 0, 1, 0, 1\ndcl vFace\ndcl_texcoord0 v0\ncmp r0, vFace, c0, c1\nmov oC0, r0\n";
    // Screen (0,0) → (8,0) → (0,8) runs clockwise on a y-down screen.
    let pos = if clockwise {
        json!([[-1, 1, 0, 1], [1, 1, 0, 1], [-1, -1, 0, 1]])
    } else {
        json!([[-1, 1, 0, 1], [-1, -1, 0, 1], [1, 1, 0, 1]])
    };
    let scene = json!({
        "targets": [{"width": 8, "height": 8}],
        "states": {"cull": cull},
        "streams": [{"elements": [
            {"usage": "position", "type": "float4", "data": pos},
            {"usage": "texcoord", "type": "float4", "data": [[0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]]}
        ]}]
    });
    render(VS3_POS_TC, ps, scene)
}

#[test]
fn cull_modes_remove_triangles_by_screen_winding() {
    let drawn = |f: &Frame| px(f, 0, 1, 1) != [0.0; 4];
    // Default ccw: counter-clockwise culled.
    assert!(drawn(&triangle_with("ccw", true)));
    assert!(!drawn(&triangle_with("ccw", false)));
    assert!(!drawn(&triangle_with("cw", true)));
    assert!(drawn(&triangle_with("cw", false)));
    assert!(drawn(&triangle_with("none", true)));
    assert!(drawn(&triangle_with("none", false)));
}

#[test]
fn vface_is_positive_for_clockwise_and_negative_for_counter_clockwise() {
    assert_eq!(
        px(&triangle_with("none", true), 0, 1, 1),
        [1.0, 0.0, 0.0, 1.0]
    );
    assert_eq!(
        px(&triangle_with("none", false), 0, 1, 1),
        [0.0, 1.0, 0.0, 1.0]
    );
}

#[test]
fn unorm8_targets_clamp_and_round_to_8_bits() {
    let ps = "ps_2_0\ndef c0, 1.5, -0.5, 0.25, 0.6\nmov oC0, c0\n";
    let mut s = strip_scene(
        2,
        2,
        json!([[0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]]),
    );
    s["targets"] = json!([{"width": 2, "height": 2, "format": "unorm8"}]);
    let vs = "vs_2_0\ndcl_position v0\nmov oPos, v0\n";
    let f = render(vs, ps, s.clone());
    // 0.25·255 = 63.75 → 64 (nearest, not truncated); 0.6·255 = 153; 1.5 → 1; -0.5 → 0.
    let want = [1.0, 0.0, 64.0 / 255.0, 153.0 / 255.0];
    assert!(close(px(&f, 0, 1, 1), want, 1e-6), "{:?}", px(&f, 0, 1, 1));
    s["targets"] = json!([{"width": 2, "height": 2, "format": "float32"}]);
    let f = render(vs, ps, s);
    // float32 keeps the values (ps_2_0 computes at fp24: 0.6 within 2^-16).
    assert!(close(px(&f, 0, 1, 1), [1.5, -0.5, 0.25, 0.6], 1e-4));
}

#[test]
fn mrt_writes_each_target_and_leaves_unwritten_ones_clear() {
    let ps = "ps_3_0\ndef c0, 1, 0, 0, 1\ndef c1, 0, 0, 1, 1\nmov oC0, c0\nmov oC1, c1\n";
    let mut s = strip_scene(
        4,
        4,
        json!([[0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]]),
    );
    s["targets"] =
        json!([{"width": 4, "height": 4}, {"width": 4, "height": 4}, {"width": 4, "height": 4}]);
    s["clear_color"] = json!([0.5, 0.5, 0.5, 0.5]);
    let f = render(VS3_POS_TC, ps, s);
    assert_eq!(px(&f, 0, 2, 3), [1.0, 0.0, 0.0, 1.0]);
    assert_eq!(px(&f, 1, 2, 3), [0.0, 0.0, 1.0, 1.0]);
    assert_eq!(px(&f, 2, 2, 3), [0.5; 4]);
}

/// Two full-target triangles, the first at oDepth 0.5 (red) then one at 0.7 (green).
fn depth_scene(func: &str) -> Frame {
    let ps = "ps_3_0\ndcl_texcoord0 v0\nmov oC0, v0\nmov oDepth, v0.w\n";
    let big = [
        [-1.0, 1.0, 0.25, 1.0],
        [3.0, 1.0, 0.25, 1.0],
        [-1.0, -3.0, 0.25, 1.0],
    ];
    let scene = json!({
        "targets": [{"width": 4, "height": 4}],
        "depth": {"clear": 1.0, "func": func},
        "streams": [{"elements": [
            {"usage": "position", "type": "float4", "data": [big[0], big[1], big[2], big[0], big[1], big[2]]},
            {"usage": "texcoord", "type": "float4", "data":
                [[1, 0, 0, 0.5], [1, 0, 0, 0.5], [1, 0, 0, 0.5], [0, 1, 0, 0.7], [0, 1, 0, 0.7], [0, 1, 0, 0.7]]}
        ]}]
    });
    render(VS3_POS_TC, ps, scene)
}

#[test]
fn odepth_replaces_z_in_the_depth_test() {
    let less = depth_scene("less");
    assert_eq!(px(&less, 0, 1, 2), [1.0, 0.0, 0.0, 0.5]);
    assert_eq!(less.depth.as_ref().unwrap()[6], 0.5);
    let always = depth_scene("always");
    assert_eq!(px(&always, 0, 1, 2), [0.0, 1.0, 0.0, 0.7]);
    assert!((always.depth.as_ref().unwrap()[6] - 0.7).abs() < 1e-7);
    // Without oDepth the interpolated z (0.25 everywhere) is stored.
    let scene = json!({
        "targets": [{"width": 2, "height": 2}],
        "depth": {},
        "streams": [{"elements": [
            {"usage": "position", "type": "float4", "data": [[-1, 1, 0.25, 1], [3, 1, 0.25, 1], [-1, -3, 0.25, 1]]},
            {"usage": "texcoord", "type": "float4", "data": [[1, 1, 1, 1], [1, 1, 1, 1], [1, 1, 1, 1]]}
        ]}]
    });
    let f = render(VS3_POS_TC, PS3_TC, scene);
    assert_eq!(f.depth.unwrap(), vec![0.25; 4]);
}

fn instanced(instances: u32, divider: u32) -> Frame {
    // A square over the left half of a 4×2 target; stream 1 moves each instance right by
    // its offset (NDC units) and colours it.
    let vs = "vs_3_0\ndcl_position v0\ndcl_texcoord1 v1\ndcl_color0 v2\ndcl_position o0\ndcl_color0 o1\nadd o0, v0, v1\nmov o1, v2\n";
    let ps = "ps_3_0\ndcl_color0 v0\nmov oC0, v0\n";
    let scene = json!({
        "targets": [{"width": 4, "height": 2}],
        "instances": instances,
        "indices": [0, 1, 2, 2, 1, 3],
        "streams": [
            {"elements": [{"usage": "position", "type": "float4", "data": [[-1, 1, 0, 1], [0, 1, 0, 1], [-1, -1, 0, 1], [0, -1, 0, 1]]}]},
            {"instance_divider": divider, "elements": [
                {"usage": "texcoord", "index": 1, "type": "float4", "data": [[0, 0, 0, 0], [1, 0, 0, 0]]},
                {"usage": "color", "type": "d3dcolor", "data": [[255, 0, 0, 255], [0, 0, 255, 255]]}
            ]}
        ]
    });
    render(vs, ps, scene)
}

#[test]
fn instancing_advances_the_instance_stream_by_its_divider() {
    let red = [1.0, 0.0, 0.0, 1.0];
    let blue = [0.0, 0.0, 1.0, 1.0];
    let f = instanced(2, 1);
    assert_eq!(f.stats.vertices, 8);
    for y in 0..2 {
        assert_eq!(px(&f, 0, 0, y), red);
        assert_eq!(px(&f, 0, 1, y), red);
        assert_eq!(px(&f, 0, 2, y), blue);
        assert_eq!(px(&f, 0, 3, y), blue);
    }
    // Divider 2: both instances read entry 0; the right half stays clear.
    let f = instanced(2, 2);
    assert_eq!(px(&f, 0, 1, 1), red);
    assert_eq!(px(&f, 0, 3, 1), [0.0; 4]);
}

fn fogged(vs: &str, ps: &str, fog: Value) -> Frame {
    // Red pixels; oFog 1 on the left edge, 0 on the right (z 0 left, 1 right).
    let mut s = strip_scene(
        8,
        2,
        json!([[1, 0, 0, 0], [0, 0, 0, 0], [1, 0, 0, 0], [0, 0, 0, 0]]),
    );
    s["streams"][0]["elements"][0]["data"] =
        json!([[-1, 1, 0, 1], [1, 1, 1, 1], [-1, -1, 0, 1], [1, -1, 1, 1]]);
    s["states"] = json!({"fog": fog});
    render(vs, ps, s)
}

#[test]
fn fixed_function_fog_applies_before_shader_model_3_only() {
    let vs2 = "vs_2_0\ndcl_position v0\ndcl_texcoord0 v1\nmov oPos, v0\nmov oFog, v1.x\n";
    let ps2 = "ps_2_0\ndef c0, 1, 0, 0, 1\nmov oC0, c0\n";
    // Vertex fog: f = 1 - x/8 (w = 1: screen-linear); colour f·red + (1-f)·blue.
    let f = fogged(vs2, ps2, json!({"color": [0, 0, 1]}));
    for x in 0..8u32 {
        let fog = 1.0 - x as f32 / 8.0;
        assert!(
            close(px(&f, 0, x, 1), [fog, 0.0, 1.0 - fog, 1.0], 1e-4),
            "x {x}: {:?}",
            px(&f, 0, x, 1)
        );
    }
    // Linear table fog from z = x/8 with start 0, end 2: f = 1 - z/2; oFog ignored.
    let f = fogged(
        vs2,
        ps2,
        json!({"color": [0, 0, 1], "table_mode": "linear", "start": 0, "end": 2}),
    );
    for x in 0..8u32 {
        let fog = 1.0 - (x as f32 / 8.0) / 2.0;
        assert!(
            close(px(&f, 0, x, 1), [fog, 0.0, 1.0 - fog, 1.0], 1e-4),
            "x {x}"
        );
    }
    // vs_3_0/ps_3_0: no fixed-function fog at all.
    let vs3 = "vs_3_0\ndcl_position v0\ndcl_texcoord0 v1\ndcl_position o0\ndcl_fog o1\nmov o0, v0\nmov o1, v1.x\n";
    let ps3 = "ps_3_0\ndef c0, 1, 0, 0, 1\nmov oC0, c0\n";
    let f = fogged(
        vs3,
        ps3,
        json!({"color": [0, 0, 1], "table_mode": "linear", "start": 0, "end": 2}),
    );
    for x in 0..8u32 {
        assert_eq!(px(&f, 0, x, 1), [1.0, 0.0, 0.0, 1.0]);
    }
}

#[test]
fn a_triangle_crossing_the_near_plane_is_clipped_at_z_0() {
    // A (0,0) and B (8,0) on screen at z/w 0.5; C = (0, -1, -0.5, 0.5) lies behind the
    // near plane (z < 0). The edges A→C and B→C reach z = 0 at t = 1/2: clip (∓0.5, 0,
    // 0, 0.75), NDC (∓2/3, 0), screen (4/3, 4) and (20/3, 4). Drawn: the trapezoid above
    // y = 4 (its bottom edge is not a top edge, so row 4 is excluded). Unclipped, C would
    // project to screen (4, 12) and the triangle would cover (4, 5) and (4, 6).
    let scene = json!({
        "targets": [{"width": 8, "height": 8}],
        "states": {"cull": "none"},
        "streams": [{"elements": [
            {"usage": "position", "type": "float4", "data": [[-1, 1, 0.5, 1], [1, 1, 0.5, 1], [0, -1, -0.5, 0.5]]},
            {"usage": "texcoord", "type": "float4", "data": [[1, 1, 1, 1], [1, 1, 1, 1], [1, 1, 1, 1]]}
        ]}]
    });
    let f = render(VS3_POS_TC, PS3_TC, scene);
    for (x, y, covered) in [
        (4, 3, true),
        (1, 2, true),
        (0, 2, false),
        (4, 4, false),
        (4, 5, false),
        (4, 6, false),
    ] {
        assert_eq!(px(&f, 0, x, y)[0] == 1.0, covered, "pixel {x},{y}");
    }
}

#[test]
fn scene_errors_name_the_key() {
    let e =
        scene::parse(r#"{"targets": [{"width": 2, "height": 2}], "streams": [], "cull": "none"}"#)
            .unwrap_err();
    assert!(e.contains("cull"), "{e}");
    let e =
        scene::parse(r#"{"targets": [{"width": "two", "height": 2}], "streams": []}"#).unwrap_err();
    assert!(e.contains("width"), "{e}");
    let e = scene::parse(r#"{"targets": [{"width": 2, "height": 2}], "streams": [{"elements": [{"usage": "position", "type": "float2", "data": [[1, 2, 3]]}]}]}"#).unwrap_err();
    assert!(e.contains("streams[0].elements[0].data[0]"), "{e}");
    let e = scene::parse(r#"{"targets": [{"width": 2, "height": 2}], "streams": [{"elements": []}], "indices": [0]}"#).unwrap_err();
    assert!(e.contains("indices[0]"), "{e}");
    // 8-bit values hold the integers 0..255 only (as INPUTS.json's unorm8 texels); a
    // texture with a `type` is checked at parse time, one without when the draw binds it.
    let e = scene::parse(r#"{"targets": [{"width": 2, "height": 2}], "streams": [{"elements": [{"usage": "position", "type": "float4", "data": [[0, 0, 0, 1], [1, 0, 0, 1], [0, 1, 0, 1]]}]}], "textures": {"s0": {"type": "2d", "width": 1, "height": 1, "format": "unorm8", "texels": [[300, 0, 0, 255]]}}}"#).unwrap_err();
    assert!(
        e.contains("textures.s0") && e.contains("texels[0]: 300 is not a unorm8 value"),
        "{e}"
    );
    let e = scene::parse(r#"{"targets": [{"width": 2, "height": 2}], "streams": [{"elements": [{"usage": "position", "type": "float4", "data": [[0, 0, 0, 1], [1, 0, 0, 1], [0, 1, 0, 1]]}]}], "textures": {"s0": {"type": "2d", "width": 1, "height": 1, "format": "unorm8", "texels": [[1.5]]}}}"#).unwrap_err();
    assert!(e.contains("1.5 is not a unorm8 value"), "{e}");
    let e = scene::parse(r#"{"targets": [{"width": 2, "height": 2}], "streams": [{"elements": [{"usage": "color", "type": "d3dcolor", "data": [[255, -5, 0, 255]]}]}]}"#).unwrap_err();
    assert!(
        e.contains("streams[0].elements[0].data[0]") && e.contains("-5 is not a D3DCOLOR channel"),
        "{e}"
    );
}

#[test]
fn texcoordindex_and_projected_apply_to_ps_1_x_and_texcoordindex_not_to_ps_3_0() {
    // TEXCOORD0 = (0.75, 0.75, 0, 1), TEXCOORD1 = (0.5, 0.5, 0, 2) everywhere; a 2×2
    // point-sampled texture red, green / blue, white.
    let vs = "vs_1_1\ndcl_position v0\ndcl_texcoord0 v1\ndcl_texcoord1 v2\nmov oPos, v0\nmov oT0, v1\nmov oT1, v2\n";
    let scene = |states: Value| {
        json!({
            "targets": [{"width": 2, "height": 2}],
            "primitive": "triangle_strip",
            "states": states,
            "streams": [{"elements": [
                {"usage": "position", "type": "float4", "data": quad_positions()},
                {"usage": "texcoord", "type": "float4", "data": [[0.75, 0.75, 0, 1], [0.75, 0.75, 0, 1], [0.75, 0.75, 0, 1], [0.75, 0.75, 0, 1]]},
                {"usage": "texcoord", "index": 1, "type": "float4", "data": [[0.5, 0.5, 0, 2], [0.5, 0.5, 0, 2], [0.5, 0.5, 0, 2], [0.5, 0.5, 0, 2]]}
            ]}],
            "textures": {"s0": {"width": 2, "height": 2, "texels": [[1, 0, 0, 1], [0, 1, 0, 1], [0, 0, 1, 1], [1, 1, 1, 1]]}}
        })
    };
    let ps1 = "ps_1_1\ntex t0\nmov r0, t0\n";
    let red = [1.0, 0.0, 0.0, 1.0];
    let white = [1.0; 4];
    // Stage 0 reads TEXCOORD0 (0.75, 0.75): texel (1, 1), white.
    assert_eq!(px(&render(vs, ps1, scene(json!({}))), 0, 0, 0), white);
    // TEXCOORDINDEX 1: (0.5, 0.5) → texel (1, 1) too; projected by w = 2: (0.25, 0.25)
    // → texel (0, 0), red.
    assert_eq!(
        px(
            &render(vs, ps1, scene(json!({"texcoord_index": {"0": 1}}))),
            0,
            0,
            0
        ),
        white
    );
    let projected = json!({"texcoord_index": {"0": 1}, "texture_transform_flags": {"0": 258}});
    assert_eq!(px(&render(vs, ps1, scene(projected)), 0, 0, 0), red);
    // ps_2_0 t0 follows the index as well: it reads TEXCOORD1 (0.5, 0.5, 0, 2).
    let ps2 = "ps_2_0\ndcl t0\nmov oC0, t0\n";
    let f = render(vs, ps2, scene(json!({"texcoord_index": {"0": 1}})));
    assert_eq!(px(&f, 0, 1, 1), [0.5, 0.5, 0.0, 2.0]);
    // ps_3_0 ignores it: v0 declared texcoord0 reads TEXCOORD0.
    let vs3 = "vs_3_0\ndcl_position v0\ndcl_texcoord0 v1\ndcl_texcoord1 v2\ndcl_position o0\ndcl_texcoord0 o1\ndcl_texcoord1 o2\nmov o0, v0\nmov o1, v1\nmov o2, v2\n";
    let f = render(vs3, PS3_TC, scene(json!({"texcoord_index": {"0": 1}})));
    assert_eq!(px(&f, 0, 1, 1), [0.75, 0.75, 0.0, 1.0]);
}

#[test]
fn helper_pixels_run_for_derivatives_but_write_nothing() {
    // A small triangle at screen (0,0), (1.5,0), (0,1.5): it covers pixels (0,0), (1,0),
    // (0,1) (x + y ≤ 1 < 1.5) but not (1,1) (x + y = 2), which runs as the quad's helper.
    // u = x/8 on screen (0.1875 = 1.5/8 at the second vertex): dsx(u) = 1/8 everywhere.
    let scene = json!({
        "targets": [{"width": 4, "height": 4}],
        "streams": [{"elements": [
            {"usage": "position", "type": "float4", "data": [[-1, 1, 0, 1], [-0.25, 1, 0, 1], [-1, 0.25, 0, 1]]},
            {"usage": "texcoord", "type": "float4", "data": [[0, 0, 0, 0], [0.1875, 0, 0, 0], [0, 0, 0, 0]]}
        ]}]
    });
    let ps = "ps_3_0\ndef c0, 0, 0, 0, 1\ndcl_texcoord0 v0\ndsx r0, v0\nmov r1, c0\nmov r1.x, r0.x\nmov oC0, r1\n";
    let f = render(VS3_POS_TC, ps, scene);
    assert_eq!(f.stats.ps_invocations, 4);
    assert_eq!(f.stats.helpers, 1);
    for (x, y) in [(0, 0), (1, 0), (0, 1)] {
        assert!((px(&f, 0, x, y)[0] - 0.125).abs() < 1e-6, "pixel {x},{y}");
    }
    assert_eq!(px(&f, 0, 1, 1), [0.0; 4], "the helper writes nothing");
}

#[test]
fn the_viewport_places_and_scales_the_draw() {
    // Viewport (2, 2) 4×4 with depth range [0.5, 1]: the full quad covers exactly pixels
    // 2..5 in x and y; z/w = 0.5 maps to 0.5 + 0.5·0.5 = 0.75.
    let ps = "ps_3_0\ndef c0, 0, 0, 0, 1\ndcl vPos.xy\nmov r0, c0\nmov r0.xy, vPos\nmov oC0, r0\n";
    let mut s = strip_scene(
        8,
        8,
        json!([[0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]]),
    );
    s["viewport"] = json!({"x": 2, "y": 2, "width": 4, "height": 4, "min_z": 0.5, "max_z": 1});
    s["depth"] = json!({"func": "always"});
    let f = render(VS3_POS_TC, ps, s);
    let depth = f.depth.clone().unwrap();
    for y in 0..8u32 {
        for x in 0..8u32 {
            let inside = (2..6).contains(&x) && (2..6).contains(&y);
            let want = if inside {
                [x as f32, y as f32, 0.0, 1.0]
            } else {
                [0.0; 4]
            };
            assert_eq!(px(&f, 0, x, y), want, "pixel {x},{y}");
            let d = depth[(y * 8 + x) as usize];
            assert_eq!(d, if inside { 0.75 } else { 1.0 }, "depth {x},{y}");
        }
    }
}

#[test]
fn oversized_scenes_are_refused_naming_the_key() {
    let e = scene::parse(
        r#"{"targets": [{"width": 4096, "height": 2}], "streams": [{"elements": []}]}"#,
    )
    .unwrap_err();
    assert!(e.contains("targets[0]"), "{e}");
    let data = vec![[0.0f32; 4]; 100];
    let s = json!({
        "targets": [{"width": 2, "height": 2}],
        "instances": 65536,
        "streams": [{"elements": [{"usage": "position", "type": "float4", "data": data}]}]
    });
    let e = scene::parse(&s.to_string()).unwrap_err();
    assert!(e.contains("instances"), "{e}");
}

#[test]
fn a_texture_without_type_takes_the_samplers_dcl() {
    // dcl_cube s0 and six 1×1 faces (+X, −X, +Y, −Y, +Z, −Z) with no `type`: the
    // direction (0, 0, −1) picks face 5, (1, 0, 0) face 0.
    let ps = "ps_3_0\ndcl_texcoord0 v0\ndcl_cube s0\ntexld r0, v0, s0\nmov oC0, r0\n";
    let faces = json!([
        [1, 0, 0, 1],
        [0, 1, 0, 1],
        [0, 0, 1, 1],
        [1, 1, 0, 1],
        [1, 0, 1, 1],
        [0, 1, 1, 1]
    ]);
    for (dir, want) in [
        ([0.0, 0.0, -1.0], [0.0, 1.0, 1.0, 1.0]),
        ([1.0, 0.0, 0.0], [1.0, 0.0, 0.0, 1.0]),
    ] {
        let tc = json!([dir, dir, dir, dir].map(|d| [d[0], d[1], d[2], 0.0]));
        let mut s = strip_scene(2, 2, tc);
        s["textures"] = json!({"s0": {"width": 1, "height": 1, "texels": faces}});
        assert_eq!(px(&render(VS3_POS_TC, ps, s), 0, 1, 0), want);
    }
}

#[test]
fn a_pixel_shader_that_runs_too_long_fails_the_draw() {
    // 255 × 255 × 255 iterations per pixel: far beyond the executor's budget.
    let ps = "ps_3_0\ndefi i0, 255, 0, 0, 0\ndef c0, 1, 0, 0, 1\nmov r0, c0\nrep i0\nrep i0\nrep i0\nadd r0, r0, c0\nendrep\nendrep\nendrep\nmov oC0, r0\n";
    let model = Model::embedded();
    let vs = text::parse(VS3_POS_TC, model).unwrap();
    let ps = text::parse(ps, model).unwrap();
    let s = strip_scene(
        2,
        2,
        json!([[0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]]),
    );
    let s = scene::parse(&s.to_string()).unwrap();
    match draw(&vs, &ps, model, &s, &DrawOptions::default()) {
        Err(shadercts_reference::pipeline::DrawError::Shader(m)) => {
            assert!(m.contains("budget"), "{m}")
        }
        other => panic!("expected a shader error, got {other:?}"),
    }
}

#[test]
fn quad_mode_reruns_quad_by_quad_when_a_batch_runs_out_of_budget() {
    use shadercts_reference::execute::{ExecError, ExecInput, ExecOptions, Executor};
    // Lanes 0-3 (one quad) loop 255 times, lanes 4-7 once; t0.x = 10·lane. After the
    // budget runs out for the whole batch, the second quad still gets its results and
    // its dsx = t0.x(right) − t0.x(left) = 10.
    let model = Model::embedded();
    let ps = text::parse(
        "ps_3_0\ndcl_texcoord0 v0\ndef c0, 1, 0, 0, 0\nmov r0, c0\nrep i0\nadd r0, r0, c0\nendrep\ndsx r1, v0\nmov r0.y, r1.x\nmov oC0, r0\n",
        model,
    )
    .unwrap();
    let exec = Executor::new(
        &ps,
        model,
        &ExecOptions {
            quads: true,
            budget: 400,
            ..ExecOptions::default()
        },
    )
    .unwrap();
    let inputs: Vec<ExecInput> = (0..8)
        .map(|l| {
            let mut i = ExecInput::default();
            i.set_float("v0", [10.0 * l as f32, 0.0, 0.0, 0.0], &ps, model)
                .unwrap();
            i.ints.push((0, [if l < 4 { 255 } else { 1 }, 0, 0, 0]));
            i
        })
        .collect();
    let out = exec.run_batch(&inputs);
    for r in &out[..4] {
        assert!(matches!(r, Err(ExecError::Budget { .. })), "{r:?}");
    }
    for r in &out[4..] {
        let v = r.as_ref().unwrap().get("oC0", &ps, model).unwrap();
        assert_eq!((v[0], v[1]), (Some(2.0), Some(10.0)));
    }
}

#[test]
fn flat_strip_triangle_n_takes_vertex_n() {
    // Strip R, G, B, W: triangle 0 = (0, 1, 2) is red. Triangle 1 covers vertices 1, 2, 3;
    // its first vertex is vertex 1, so it is green (OpenGL's last-vertex rule: white).
    let scene = json!({
        "targets": [{"width": 8, "height": 8}],
        "primitive": "triangle_strip",
        "states": {"shade": "flat"},
        "streams": [{"elements": [
            {"usage": "position", "type": "float4", "data": quad_positions()},
            {"usage": "color", "type": "d3dcolor", "data": [[255, 0, 0, 255], [0, 255, 0, 255], [0, 0, 255, 255], [255, 255, 255, 255]]}
        ]}]
    });
    let f = render(VS2_POS_COL, PS2_COL, scene);
    assert_eq!(px(&f, 0, 1, 1), [1.0, 0.0, 0.0, 1.0]);
    assert_eq!(px(&f, 0, 6, 6), [0.0, 1.0, 0.0, 1.0]);
}

#[test]
fn vs_3_0_samples_its_vertex_texture_with_texldl() {
    // A 2×1 vertex texture red | blue; every vertex reads u = 0.75 at level 0: blue.
    let vs = "vs_3_0\ndcl_position v0\ndcl_texcoord0 v1\ndcl_2d s0\ndcl_position o0\ndcl_color0 o1\ndef c0, 0.75, 0.5, 0, 0\nmov o0, v0\ntexldl o1, c0, s0\n";
    let ps = "ps_3_0\ndcl_color0 v0\nmov oC0, v0\n";
    let mut s = strip_scene(
        2,
        2,
        json!([[0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]]),
    );
    s["vertex_textures"] =
        json!({"s0": {"width": 2, "height": 1, "texels": [[1, 0, 0, 1], [0, 0, 1, 1]]}});
    let f = render(vs, ps, s);
    assert_eq!(px(&f, 0, 0, 0), [0.0, 0.0, 1.0, 1.0]);
}

#[test]
fn cube_map_lod_comes_from_the_face_coordinates() {
    // Directions (s, t, 4) with s, t running -2 → 2 over the 8 pixels all hit face +Z,
    // whose u = (s/4 + 1)/2 runs 0.25 → 0.75: du/dx = 1/16 per pixel, i.e. 2 texels of
    // the 32×32 level 0: LOD 1 (the second level's colour).
    let ps = "ps_3_0\ndcl_texcoord0 v0\ndcl_cube s0\ntexld r0, v0, s0\nmov oC0, r0\n";
    let colours = [
        [1, 0, 0, 1],
        [0, 1, 0, 1],
        [0, 0, 1, 1],
        [1, 1, 0, 1],
        [1, 0, 1, 1],
        [0, 1, 1, 1],
    ];
    let level = |size: usize, c: [i32; 4]| json!(vec![c; size * size * 6]);
    let tc = json!([[-2, 2, 4, 0], [2, 2, 4, 0], [-2, -2, 4, 0], [2, -2, 4, 0]]);
    let mut s = strip_scene(8, 8, tc);
    s["textures"] = json!({"s0": {
        "width": 32, "height": 32, "mip_filter": "point",
        "texels": level(32, colours[0]),
        "levels": [level(16, colours[1]), level(8, colours[2]), level(4, colours[3]), level(2, colours[4]), level(1, colours[5])]
    }});
    let f = render(VS3_POS_TC, ps, s);
    for (x, y) in [(0, 0), (3, 4), (7, 7)] {
        assert_eq!(px(&f, 0, x, y), [0.0, 1.0, 0.0, 1.0], "pixel {x},{y}");
    }
}
