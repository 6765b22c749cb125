//! Output merging: depth test, fog, and the writes to the render targets.
//!
//! - Helper pixels and pixels discarded by texkill write nothing.
//! - Depth: oDepth when the shader wrote it and a depth buffer is attached (seed 000),
//!   clamped to [0, 1]; otherwise the interpolated z. The test uses `D3DRS_ZFUNC`
//!   against the stored value; a pass writes the colours, and the depth when
//!   `D3DRS_ZWRITEENABLE`. Without a depth buffer every pixel passes.
//! - Fog (shader models 1 and 2 only; seed 004 `sm3.fog-in-shader`: "No fog calculations
//!   are done outside of the shaders" for vs_3_0/ps_3_0): with D3DRS_FOGTABLEMODE none
//!   the factor is the vertex shader's oFog (clamped to [0, 1], "Output Registers": "the
//!   fog factor … Values are clamped between zero and one"; unwritten it reads 0: a
//!   fully fogged pixel, as Wine's `fog_with_shader_test` records on Windows); with a
//!   table mode it comes from the pixel's depth z and oFog is ignored (same test:
//!   "the shader-provided fog coordinate is ignored and the z coordinate used
//!   instead"). linear: (end − z)/(end − start), exp: e^(−density·z), exp2:
//!   e^(−(density·z)²) ("Fog Formulas (Direct3D 9)"). The colour of oC0 becomes
//!   f·rgb + (1 − f)·fog colour; alpha is kept.
//! - Formats: `float32` stores the value; `unorm8` clamps to [0, 1] (NaN → 0) and rounds
//!   to the nearest of 256 levels ("Render Targets"/D3DFMT_A8R8G8B8: unsigned normalised
//!   8 bits). ps_1_x results are already inside ±PixelShader1xMaxValue (the executor
//!   clamps every ps_1_x register write).
//! - A component the shader did not write keeps the target's value (the documents leave
//!   it undefined).

// Channel loops index several four-component values in step.
#![allow(clippy::needless_range_loop)]

use super::scene::{CompareFunc, Fog, FogMode, TargetFormat};
use crate::execute::ExecOutput;
use shadercts_shader::ir::RegType;

/// One render target's pixels (row-major RGBA).
#[derive(Clone, Debug, PartialEq)]
pub struct Target {
    /// Pixel format.
    pub format: TargetFormat,
    /// Pixels, row by row.
    pub pixels: Vec<[f32; 4]>,
}

/// The state output merging needs.
pub(crate) struct Merge<'a> {
    pub width: usize,
    pub depth_func: Option<(CompareFunc, bool)>,
    /// Fog when it applies (shader model < 3 and enabled), and the index of FOG0 in the
    /// layout.
    pub fog: Option<(&'a Fog, Option<usize>)>,
}

/// Quantises a value for a target format.
pub fn store(format: TargetFormat, x: f32) -> f32 {
    match format {
        TargetFormat::Float32 => x,
        TargetFormat::Unorm8 => {
            let c = if x.is_nan() { 0.0 } else { x.clamp(0.0, 1.0) };
            (c * 255.0).round() / 255.0
        }
    }
}

/// The fog factor of a pixel.
fn fog_factor(fog: &Fog, fog_attr: Option<[f32; 4]>, z: f32) -> f32 {
    let f = match fog.table_mode {
        FogMode::None => fog_attr.map_or(0.0, |v| v[0]),
        FogMode::Linear => {
            if fog.end == fog.start {
                if z < fog.end {
                    1.0
                } else {
                    0.0
                }
            } else {
                (fog.end - z) / (fog.end - fog.start)
            }
        }
        FogMode::Exp => (-(fog.density * z)).exp(),
        FogMode::Exp2 => (-(fog.density * z).powi(2)).exp(),
    };
    if f.is_nan() {
        0.0
    } else {
        f.clamp(0.0, 1.0)
    }
}

/// Merges one pixel's shader outputs; returns whether it was written.
pub(crate) fn merge(
    m: &Merge<'_>,
    (x, y): (usize, usize),
    z: f32,
    attrs: &[[f32; 4]],
    out: &ExecOutput,
    targets: &mut [Target],
    depth: &mut Option<Vec<f32>>,
) -> bool {
    if out.discarded {
        return false;
    }
    let i = y * m.width + x;
    let mut d = z;
    if depth.is_some() {
        if let Some((_, v)) = out.outputs.iter().find(|(r, _)| r.ty == RegType::DEPTHOUT) {
            if let Some(v) = v[0] {
                d = if v.is_nan() { 0.0 } else { v.clamp(0.0, 1.0) };
            }
        }
    }
    if let (Some(buf), Some((func, write))) = (depth.as_mut(), m.depth_func) {
        let Some(stored) = buf.get_mut(i) else {
            return false;
        };
        if !func.passes(d, *stored) {
            return false;
        }
        if write {
            *stored = d;
        }
    }
    for (reg, v) in &out.outputs {
        if reg.ty != RegType::COLOROUT {
            continue;
        }
        let Some(t) = targets.get_mut(reg.index as usize) else {
            continue;
        };
        let Some(px) = t.pixels.get_mut(i) else {
            continue;
        };
        let mut c = *px;
        for (ch, x) in v.iter().enumerate() {
            if let Some(x) = x {
                c[ch] = *x;
            }
        }
        if reg.index == 0 {
            if let Some((fog, k)) = m.fog {
                let f = fog_factor(fog, k.and_then(|k| attrs.get(k).copied()), z);
                for ch in 0..3 {
                    c[ch] = f * c[ch] + (1.0 - f) * fog.color[ch];
                }
            }
        }
        *px = c.map(|x| store(t.format, x));
    }
    true
}
