//! The pixel shader in 2×2 quads: each quad is four consecutive lanes of the executor in
//! quad mode, pixels (0,0), (1,0), (0,1), (1,1), so that dsx/dsy and the implicit level
//! of detail of texld are differences across the quad ("dsx - ps", "dsy - ps"). Pixels of
//! a quad the triangle does not cover run as helpers: they compute (their values feed
//! the derivatives) but write nothing.
//!
//! Inputs by profile:
//! - ps_3_0: `v#` by its `dcl` semantic, matched to the vertex shader output of the same
//!   semantic (component c of the input reads component c of that output); vPos is the
//!   pixel's integer (x, y) ("Position register (ps_3_0)" with D3D9's integer pixel
//!   centres; translators subtract ½ from gl_FragCoord); vFace ±1 from the winding.
//! - ps_1_x, ps_2_x: `v0`, `v1` = COLOR0, COLOR1; `t#` = TEXCOORD of the stage's
//!   D3DTSS_TEXCOORDINDEX (default the stage number). With ps_3_0 the index is ignored
//!   (seed 004 `ps3.texcoordindex`).
//! - A semantic the vertex shader does not write reads (0, 0, 0, 1) (the documents leave
//!   it undefined; the link rules reject such ps_3_0 pairs).

use super::interpolate::{self, Mode};
use super::raster::QuadPixel;
use super::vertex::{declared, Semantic, USAGE_COLOR, USAGE_TEXCOORD};
use crate::execute::{ExecInput, ExecOutput, Executor};
use shadercts_shader::ir::{RegType, Register};
use shadercts_shader::Program;

/// Where a pixel-shader input register takes its value from.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Source {
    /// A vertex-shader output (index into the layout).
    Varying(usize),
    /// The pixel's (x, y).
    VPos,
    /// The face sign.
    VFace,
    /// Nothing feeds it.
    Missing,
}

/// The inputs of the pixel shader and their sources.
pub(crate) fn inputs(
    ps: &Program,
    layout: &[Semantic],
    texcoord_index: &[u32; 8],
) -> Vec<(Register, Source)> {
    let find = |s: Semantic| {
        layout
            .iter()
            .position(|x| *x == s)
            .map_or(Source::Missing, Source::Varying)
    };
    let mut out = Vec::new();
    if ps.profile.major >= 3 {
        for (i, s) in declared(ps, RegType::INPUT) {
            out.push((Register::new(RegType::INPUT, i), find(s)));
        }
        out.push((Register::new(RegType::MISCTYPE, 0), Source::VPos));
        out.push((Register::new(RegType::MISCTYPE, 1), Source::VFace));
        return out;
    }
    for i in 0..2 {
        out.push((
            Register::new(RegType::INPUT, i),
            find((USAGE_COLOR, i as u8)),
        ));
    }
    for stage in 0..8u32 {
        let set = texcoord_index[stage as usize] as u8;
        out.push((
            Register::new(RegType::TEXTURE, stage),
            find((USAGE_TEXCOORD, set)),
        ));
    }
    out
}

/// A triangle's data for interpolation.
pub(crate) struct TriangleAttrs<'a> {
    pub inv_w: [f64; 3],
    pub z: [f64; 3],
    pub vals: [&'a [[f32; 4]]; 3],
    /// Values of the original triangle's first vertex (flat shading).
    pub flat: &'a [[f32; 4]],
    pub face: f32,
}

/// One shaded pixel of a quad.
pub(crate) struct Shaded {
    pub pixel: QuadPixel,
    /// Interpolated depth (viewport-scaled).
    pub z: f32,
    /// Interpolated values of every semantic (for fog).
    pub attrs: Vec<[f32; 4]>,
}

/// Builds the executor inputs of `quads` (4 lanes each) from `base` (constants,
/// textures, render state), and the interpolated values of every pixel.
pub(crate) fn build(
    quads: &[[QuadPixel; 4]],
    tri: &TriangleAttrs<'_>,
    modes: &[Mode],
    sources: &[(Register, Source)],
    base: &ExecInput,
) -> (Vec<ExecInput>, Vec<Shaded>) {
    let mut lanes = Vec::with_capacity(quads.len() * 4);
    let mut pixels = Vec::with_capacity(quads.len() * 4);
    for q in quads {
        for p in q {
            let attrs: Vec<[f32; 4]> = modes
                .iter()
                .enumerate()
                .map(|(k, m)| {
                    interpolate::interpolate(
                        *m,
                        p.weights,
                        tri.inv_w,
                        [&tri.vals[0][k], &tri.vals[1][k], &tri.vals[2][k]],
                        &tri.flat[k],
                    )
                })
                .collect();
            let mut input = base.clone();
            for (reg, src) in sources {
                let v = match src {
                    Source::Varying(k) => attrs[*k],
                    Source::VPos => [p.x as f32, p.y as f32, 0.0, 1.0],
                    Source::VFace => [tri.face; 4],
                    Source::Missing => [0.0, 0.0, 0.0, 1.0],
                };
                input.floats.push((*reg, v));
            }
            lanes.push(input);
            pixels.push(Shaded {
                pixel: *p,
                z: interpolate::depth(p.weights, tri.z),
                attrs,
            });
        }
    }
    (lanes, pixels)
}

/// Runs the pixel shader (compiled in quad mode) over the lanes; `Err` names the first
/// failure.
pub(crate) fn run(exec: &Executor, lanes: &[ExecInput]) -> Result<Vec<ExecOutput>, String> {
    let mut out = Vec::with_capacity(lanes.len());
    let mut failure = None;
    exec.run_batch_with(lanes, |i, r| match r {
        Ok(v) => out.push(v.to_output()),
        Err(e) => {
            failure.get_or_insert_with(|| format!("pixel lane {i}: {e}"));
            out.push(ExecOutput::default());
        }
    });
    match failure {
        Some(f) => Err(f),
        None => Ok(out),
    }
}
