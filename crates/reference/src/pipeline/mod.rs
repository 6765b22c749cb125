//! The reference Direct3D 9 pipeline: one draw of a vertex shader and a pixel shader over
//! a scene ([`scene::Scene`], `SCENE.json`).
//!
//! Stages, one module each (docs/executor.md, "The pipeline", cites the source of every
//! convention): [`vertex`] fetches the vertices (with instancing) and runs the vertex
//! shader with the reference executor; primitive assembly (here) makes triangles of the
//! list or strip; [`clip`] clips them in clip space; [`raster`] applies the viewport,
//! culls by winding and covers pixels with D3D9's integer pixel centres and top-left
//! rule, in 2×2 quads; [`interpolate`] interpolates each semantic (perspective-correct,
//! flat, wrap); [`quad`] runs the pixel shader with the executor in quad mode (real
//! derivatives, helper pixels); [`output`] merges into the render targets (depth test,
//! oDepth, fog for shader models 1–2, format conversion, MRT).
//!
//! ```
//! use shadercts_reference::pipeline::{draw, scene, DrawOptions};
//! use shadercts_shader::{text, Model};
//!
//! let model = Model::embedded();
//! let vs = text::parse("vs_2_0\ndcl_position v0\nmov oPos, v0\n", model).unwrap();
//! let ps = text::parse("ps_2_0\ndef c0, 1, 0, 0, 1\nmov oC0, c0\n", model).unwrap();
//! let scene = scene::parse(r#"{"targets": [{"width": 2, "height": 2}],
//!   "streams": [{"elements": [{"usage": "position", "type": "float2",
//!     "data": [[-1, 1], [1, 1], [-1, -1], [1, -1]]}]}],
//!   "primitive": "triangle_strip"}"#).unwrap();
//! let frame = draw(&vs, &ps, model, &scene, &DrawOptions::default()).unwrap();
//! assert_eq!(frame.targets[0].pixels, vec![[1.0, 0.0, 0.0, 1.0]; 4]);
//! ```

pub mod clip;
pub mod interpolate;
pub mod json;
pub mod output;
pub mod quad;
pub mod raster;
pub mod scene;
pub mod vertex;

use crate::execute::{ExecInput, ExecOptions, Executor};
use clip::ClipVertex;
use interpolate::Mode;
use raster::{Rect, ViewportXf};
use scene::{Primitive, Scene, ShadeMode};
use shadercts_shader::ir::ShaderKind;
use shadercts_shader::{Model, Program};
use std::fmt;

pub use output::Target;

/// Execution level of a draw (`--conformance`): the executor's level.
pub use crate::execute::Conformance;

/// Options of a draw.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct DrawOptions {
    /// Execution level: both shaders run at it, and the native vs_1_1–vs_2_x colour
    /// clamp (`nx.colour-output-clamp`) applies only at [`Conformance::Native`].
    pub conformance: Conformance,
}

/// Why a draw failed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DrawError {
    /// The scene does not fit the shaders (unknown register, missing vertex element).
    Input(String),
    /// A shader cannot run (unsupported program, budget exhausted).
    Shader(String),
}

impl fmt::Display for DrawError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DrawError::Input(m) | DrawError::Shader(m) => f.write_str(m),
        }
    }
}

impl std::error::Error for DrawError {}

/// Counts of what a draw did.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct DrawStats {
    /// Vertex-shader invocations.
    pub vertices: u64,
    /// Triangles assembled (before clipping and culling).
    pub triangles: u64,
    /// Pixel-shader invocations, helpers included.
    pub ps_invocations: u64,
    /// Of which helpers.
    pub helpers: u64,
}

/// The result of a draw.
#[derive(Clone, Debug, PartialEq)]
pub struct Frame {
    /// Width of every target.
    pub width: u32,
    /// Height of every target.
    pub height: u32,
    /// The render targets, in order.
    pub targets: Vec<Target>,
    /// The depth buffer when the scene has one.
    pub depth: Option<Vec<f32>>,
    /// Counts.
    pub stats: DrawStats,
}

/// Draws `scene` with `vs` and `ps`.
pub fn draw(
    vs: &Program,
    ps: &Program,
    model: &Model,
    scene: &Scene,
    options: &DrawOptions,
) -> Result<Frame, DrawError> {
    if vs.profile.kind != ShaderKind::Vertex || ps.profile.kind != ShaderKind::Pixel {
        return Err(DrawError::Input(
            "a draw takes a vertex shader first and a pixel shader second".into(),
        ));
    }
    scene::check(scene).map_err(DrawError::Input)?;
    let (width, height) = (scene.targets[0].width, scene.targets[0].height);
    let sm3 = ps.profile.major >= 3;

    // Vertex processing.
    let level = ExecOptions {
        conformance: options.conformance,
        ..ExecOptions::default()
    };
    let shaded = vertex::shade(vs, model, scene, &level)?;
    let layout = &shaded.layout;

    // States.
    let mut wrap = [0u8; 16];
    for (k, letters) in &scene.states.wrap {
        if let Ok(i) = scene::stage_key(k, 16) {
            wrap[i as usize] = interpolate::wrap_mask(letters);
        }
    }
    let mut texcoord_index = [0, 1, 2, 3, 4, 5, 6, 7];
    if !sm3 {
        for (k, v) in &scene.states.texcoord_index {
            if let Ok(i) = scene::stage_key(k, 8) {
                texcoord_index[i as usize] = *v;
            }
        }
    }
    let modes = interpolate::modes(layout, scene.states.shade == ShadeMode::Flat, &wrap);
    let sources = quad::inputs(ps, layout, &texcoord_index);

    // The pixel shader, its constant inputs and textures.
    let ps_exec = Executor::new(
        ps,
        model,
        &ExecOptions {
            quads: true,
            ..level
        },
    )
    .map_err(|e| DrawError::Shader(format!("pixel shader: {e}")))?;
    let mut base = ExecInput::default();
    vertex::constants(&scene.ps_constants, ps, model, "ps_constants", &mut base)?;
    let mut textures = vertex::textures(&scene.textures, ps, 16, "textures")?;
    if ps.profile.is_ps1() && ps.profile.minor <= 3 {
        // D3DTTFF_PROJECTED (256) of D3DTSS_TEXTURETRANSFORMFLAGS: ps_1_1–1_3 divide.
        for (stage, t) in &mut textures {
            let flags = scene
                .states
                .texture_transform_flags
                .get(&stage.to_string())
                .copied()
                .unwrap_or(0);
            if flags & 256 != 0 {
                std::sync::Arc::make_mut(t).projected = true;
            }
        }
    }
    base.textures = textures;
    base.render_targets = scene.targets.len() as u32;
    base.depth_buffer = scene.depth.is_some();

    // Targets.
    let n = width as usize * height as usize;
    let mut targets: Vec<Target> = scene
        .targets
        .iter()
        .map(|t| Target {
            format: t.format,
            pixels: vec![scene.clear_color.map(|x| output::store(t.format, x)); n],
        })
        .collect();
    let mut depth = scene.depth.map(|d| vec![d.clear; n]);
    let vp = scene.viewport.unwrap_or(scene::Viewport {
        x: 0,
        y: 0,
        width,
        height,
        min_z: 0.0,
        max_z: 1.0,
    });
    let xf = ViewportXf {
        x: vp.x as f64,
        y: vp.y as f64,
        width: vp.width as f64,
        height: vp.height as f64,
        min_z: vp.min_z as f64,
        max_z: vp.max_z as f64,
    };
    let clip_rect = Rect {
        x0: vp.x as i64,
        y0: vp.y as i64,
        x1: (vp.x + vp.width) as i64,
        y1: (vp.y + vp.height) as i64,
    };
    let fog_slot = layout.iter().position(|s| *s == (vertex::USAGE_FOG, 0));
    let merge = output::Merge {
        width: width as usize,
        depth_func: scene.depth.map(|d| (d.func, d.write)),
        fog: match (&scene.states.fog, sm3) {
            (Some(f), false) => Some((f, fog_slot)),
            _ => None,
        },
    };

    let mut stats = DrawStats {
        vertices: shaded.invocations,
        ..DrawStats::default()
    };
    let tris = assemble(scene);
    for inst in 0..scene.instances as usize {
        for tri in &tris {
            stats.triangles += 1;
            let at = |k: usize| inst * shaded.vertices + tri[k] as usize;
            let mut attrs = [
                shaded.values[at(0)].clone(),
                shaded.values[at(1)].clone(),
                shaded.values[at(2)].clone(),
            ];
            let flat = attrs[0].clone();
            interpolate::unwrap(&modes, &mut attrs);
            let [a0, a1, a2] = attrs;
            let poly = clip::clip_triangle([
                ClipVertex {
                    pos: shaded.pos[at(0)],
                    attrs: a0,
                },
                ClipVertex {
                    pos: shaded.pos[at(1)],
                    attrs: a1,
                },
                ClipVertex {
                    pos: shaded.pos[at(2)],
                    attrs: a2,
                },
            ]);
            // Fan the clipped polygon (it keeps the triangle's winding).
            for k in 1..poly.len().saturating_sub(1) {
                let corner = [&poly[0], &poly[k], &poly[k + 1]];
                rasterise(
                    corner,
                    &flat,
                    &xf,
                    clip_rect,
                    scene,
                    &modes,
                    &sources,
                    &base,
                    &ps_exec,
                    &merge,
                    &mut targets,
                    &mut depth,
                    &mut stats,
                )?;
            }
        }
    }
    Ok(Frame {
        width,
        height,
        targets,
        depth,
        stats,
    })
}

/// The vertex indices of each triangle of one instance, in draw order. Strip triangle n
/// is (n, n+1, n+2) for even n and (n, n+2, n+1) for odd n: the winding alternates back
/// to the first triangle's, and the triangle's first vertex stays vertex n (the flat
/// shading vertex, "D3DSHADEMODE"; "Triangle Strips (Direct3D 9)").
fn assemble(scene: &Scene) -> Vec<[u32; 3]> {
    let idx: Vec<u32> = match &scene.indices {
        Some(i) => i.clone(),
        None => (0..scene::vertex_count(scene) as u32).collect(),
    };
    match scene.primitive {
        Primitive::TriangleList => idx.chunks_exact(3).map(|c| [c[0], c[1], c[2]]).collect(),
        Primitive::TriangleStrip => (0..idx.len().saturating_sub(2))
            .map(|n| {
                if n % 2 == 0 {
                    [idx[n], idx[n + 1], idx[n + 2]]
                } else {
                    [idx[n], idx[n + 2], idx[n + 1]]
                }
            })
            .collect(),
    }
}

/// Rasterises one (clipped) triangle, shades its quads and merges the pixels.
#[allow(clippy::too_many_arguments)]
fn rasterise(
    corner: [&ClipVertex; 3],
    flat: &[[f32; 4]],
    xf: &ViewportXf,
    clip_rect: Rect,
    scene: &Scene,
    modes: &[Mode],
    sources: &[(shadercts_shader::ir::Register, quad::Source)],
    base: &ExecInput,
    ps_exec: &Executor,
    merge: &output::Merge<'_>,
    targets: &mut [Target],
    depth: &mut Option<Vec<f32>>,
    stats: &mut DrawStats,
) -> Result<(), DrawError> {
    let sv = corner.map(|v| xf.project(v.pos));
    let Some(setup) = raster::setup(sv, scene.states.cull) else {
        return Ok(());
    };
    let quads = raster::quads(&setup, clip_rect);
    if quads.is_empty() {
        return Ok(());
    }
    let tri = quad::TriangleAttrs {
        inv_w: sv.map(|v| v.inv_w),
        z: sv.map(|v| v.z),
        vals: corner.map(|v| &v.attrs[..]),
        flat,
        face: setup.face,
    };
    let (lanes, pixels) = quad::build(&quads, &tri, modes, sources, base);
    stats.ps_invocations += lanes.len() as u64;
    stats.helpers += pixels.iter().filter(|p| !p.pixel.live).count() as u64;
    let outs =
        quad::run(ps_exec, &lanes).map_err(|e| DrawError::Shader(format!("pixel shader: {e}")))?;
    for (p, out) in pixels.iter().zip(&outs) {
        if !p.pixel.live {
            continue;
        }
        output::merge(
            merge,
            (p.pixel.x as usize, p.pixel.y as usize),
            p.z,
            &p.attrs,
            out,
            targets,
            depth,
        );
    }
    Ok(())
}
