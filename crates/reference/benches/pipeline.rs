//! Throughput of the reference pipeline: whole draws of an 8×8 target (a full-target
//! quad, vs_3_0 + a texturing ps_3_0 with dsx/dsy), reported as draws per second, and
//! the pixel-shader invocations per second of a 64×64 draw (helpers included; criterion's
//! "elements").
//!
//! Run: `cargo bench -p shadercts-reference --bench pipeline`.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code: a failure is the report

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use shadercts_reference::pipeline::{draw, scene, DrawOptions};
use shadercts_shader::{text, Model};
use std::hint::black_box;

const VS: &str = "vs_3_0\ndcl_position v0\ndcl_texcoord0 v1\ndcl_position o0\ndcl_texcoord0 o1\nmov o0, v0\nmov o1, v1\n";
const PS: &str = "ps_3_0\ndcl_texcoord0 v0\ndcl_2d s0\ndsx r1, v0\ndsy r2, v0\ntexld r0, v0, s0\nmad r0, r1.x, r2.y, r0\nmov oC0, r0\n";

fn scene_text(size: u32) -> String {
    format!(
        r#"{{"targets": [{{"width": {size}, "height": {size}, "format": "unorm8"}}],
  "primitive": "triangle_strip",
  "streams": [{{"elements": [
    {{"usage": "position", "type": "float4", "data": [[-1, 1, 0.5, 1], [1, 1, 0.5, 1], [-1, -1, 0.5, 1], [1, -1, 0.5, 1]]}},
    {{"usage": "texcoord", "type": "float2", "data": [[0, 0], [1, 0], [0, 1], [1, 1]]}}
  ]}}],
  "textures": {{"s0": {{"width": 2, "height": 2, "filter": "linear",
    "texels": [[1, 0, 0, 1], [0, 1, 0, 1], [0, 0, 1, 1], [1, 1, 1, 1]], "levels": [[[0.5, 0.5, 0.5, 1]]], "mip_filter": "linear"}}}}}}"#
    )
}

fn bench(c: &mut Criterion) {
    let model = Model::embedded();
    let vs = text::parse(VS, model).unwrap();
    let ps = text::parse(PS, model).unwrap();
    let options = DrawOptions::default();

    let small = scene::parse(&scene_text(8)).unwrap();
    let mut g = c.benchmark_group("pipeline");
    g.throughput(Throughput::Elements(1));
    g.bench_function("draw_8x8", |b| {
        b.iter(|| black_box(draw(&vs, &ps, model, black_box(&small), &options).unwrap()))
    });
    let big = scene::parse(&scene_text(64)).unwrap();
    let invocations = draw(&vs, &ps, model, &big, &options)
        .unwrap()
        .stats
        .ps_invocations;
    g.throughput(Throughput::Elements(invocations));
    g.bench_function("ps_invocations_64x64", |b| {
        b.iter(|| black_box(draw(&vs, &ps, model, black_box(&big), &options).unwrap()))
    });
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
