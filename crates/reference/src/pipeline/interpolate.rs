//! Attribute interpolation per semantic.
//!
//! - Linear: perspective-correct, a = Σ bᵢ·aᵢ/wᵢ / Σ bᵢ/wᵢ with the screen-space
//!   barycentric weights bᵢ (the D3D9 rasteriser interpolates in perspective; "Texture
//!   Coordinates" / "Perspective-correct texturing"). Depth z/w is linear on screen.
//! - Flat: under D3DSHADE_FLAT the attributes with D3DDECLUSAGE_COLOR (oD0/oD1 before
//!   shader model 3) take the value of the triangle's first vertex ("D3DSHADEMODE": "the
//!   color … of the first vertex in the triangle"; seed 004 `sm3.flat-color`). OpenGL
//!   takes the last vertex; that is the provoking-vertex bug translators have had.
//! - Wrap: D3DRS_WRAPn makes the named components of TEXCOORDn interpolate the shorter
//!   way round the unit cylinder ("Texture Wrapping (Direct3D 9)"; seed 004 `sm3.wrap`):
//!   the second and third vertex are moved by whole units to within ½ of the first,
//!   interpolation is linear, and the result is taken modulo 1 into [0, 1) (so 0.9 → 0.1
//!   passes through 0.0, not 0.5). Whether the shader sees the value reduced is not
//!   documented — a texture lookup with wrap addressing reads the same texel either way —
//!   so the reduction is this reference's choice; draw cases should observe wrap through
//!   such a lookup or through values away from whole numbers.
//! - Centroid (`_centroid`): without multisampling the centroid of a pixel's covered
//!   samples is its centre, so it interpolates as linear.

// Channel loops index several four-component values in step.
#![allow(clippy::needless_range_loop)]

use super::vertex::{Semantic, USAGE_COLOR, USAGE_TEXCOORD};

/// How one semantic interpolates.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Mode {
    /// Perspective-correct.
    Linear,
    /// First vertex of the triangle.
    Flat,
    /// Perspective-correct, the components of the mask (bit 0 = u … bit 3 = q) wrapped.
    Wrap(u8),
}

/// The modes of a layout of semantics under the states.
pub(crate) fn modes(layout: &[Semantic], flat: bool, wrap: &[u8; 16]) -> Vec<Mode> {
    layout
        .iter()
        .map(|&(usage, index)| {
            if usage == USAGE_COLOR && flat {
                Mode::Flat
            } else if usage == USAGE_TEXCOORD && wrap.get(index as usize).is_some_and(|m| *m != 0) {
                Mode::Wrap(wrap[index as usize])
            } else {
                Mode::Linear
            }
        })
        .collect()
}

/// Moves the wrapped components of vertices 1 and 2 to within ½ of vertex 0 (before
/// clipping, so that cut points interpolate the short way too).
pub(crate) fn unwrap(modes: &[Mode], attrs: &mut [Vec<[f32; 4]>; 3]) {
    for (k, m) in modes.iter().enumerate() {
        let Mode::Wrap(mask) = *m else { continue };
        for c in 0..4 {
            if mask & (1 << c) == 0 {
                continue;
            }
            let a = attrs[0][k][c];
            for v in 1..3 {
                let x = attrs[v][k][c];
                let d = x - a;
                if d.is_finite() {
                    attrs[v][k][c] = x - d.round();
                }
            }
        }
    }
}

/// Interpolates attribute `k` at weights `b` of a triangle whose vertices have `inv_w`
/// and attribute values `vals` (`flat`: the first vertex's value of the original
/// triangle).
pub(crate) fn interpolate(
    mode: Mode,
    b: [f64; 3],
    inv_w: [f64; 3],
    vals: [&[f32; 4]; 3],
    flat: &[f32; 4],
) -> [f32; 4] {
    if mode == Mode::Flat {
        return *flat;
    }
    let pw = [b[0] * inv_w[0], b[1] * inv_w[1], b[2] * inv_w[2]];
    let sum = pw[0] + pw[1] + pw[2];
    // Far outside a strongly foreshortened triangle (a helper pixel) the perspective
    // denominator can vanish; fall back to screen-linear weights there.
    let p = if sum.abs() > 1e-30 && sum.is_finite() {
        pw.map(|x| x / sum)
    } else {
        b
    };
    let mut out = [0.0f32; 4];
    for c in 0..4 {
        let v = p[0] * vals[0][c] as f64 + p[1] * vals[1][c] as f64 + p[2] * vals[2][c] as f64;
        out[c] = v as f32;
    }
    if let Mode::Wrap(mask) = mode {
        for c in 0..4 {
            if mask & (1 << c) != 0 && out[c].is_finite() {
                let f = out[c] - out[c].floor();
                out[c] = if f >= 1.0 { 0.0 } else { f };
            }
        }
    }
    out
}

/// Screen-linear interpolation of depth.
pub(crate) fn depth(b: [f64; 3], z: [f64; 3]) -> f32 {
    (b[0] * z[0] + b[1] * z[1] + b[2] * z[2]) as f32
}

/// The wrap mask of `D3DRS_WRAPn` letters (`u` `v` `w` `q`).
pub(crate) fn wrap_mask(letters: &str) -> u8 {
    letters.chars().fold(0, |m, c| {
        m | match c {
            'u' => 1,
            'v' => 2,
            'w' => 4,
            'q' => 8,
            _ => 0,
        }
    })
}
