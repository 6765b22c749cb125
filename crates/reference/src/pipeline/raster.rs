//! Viewport transform, culling and rasterisation into 2×2 quads.
//!
//! - Viewport ("Viewports and Clipping (Direct3D 9)"): X = X₀ + (1 + x/w)·Width/2,
//!   Y = Y₀ + (1 − y/w)·Height/2, Z = MinZ + (z/w)·(MaxZ − MinZ).
//! - Pixel centres ("Directly Mapping Texels to Pixels (Direct3D 9)"): pixel (x, y) is
//!   sampled at the integer point (x, y), not (x + ½, y + ½) as in Direct3D 10 and
//!   OpenGL.
//! - Fill rule ("Rasterization Rules (Direct3D 9)"): a pixel whose sample point lies on
//!   an edge is covered only when the edge is a top edge (horizontal, the triangle below
//!   it) or a left edge. Vertices are snapped to 1/256 pixel first (a sub-pixel
//!   precision the D3D9 documents leave to the hardware; 8 bits as Direct3D 10 asks),
//!   so that the edge tests are exact integer arithmetic and two triangles sharing an
//!   edge cover each pixel on it exactly once.
//! - Culling (`D3DCULL`): the default D3DCULL_CCW removes triangles whose vertices run
//!   counter-clockwise on screen, D3DCULL_CW clockwise ones. Clockwise is the front
//!   face whatever the cull mode; vFace is positive on it ("Face register": only the
//!   sign is defined). Whether D3DCULL_CW flips vFace on Windows is not confirmed here.
//! - Quads: pixels are shaded in 2×2 blocks aligned to even coordinates of the render
//!   target; a block runs when any of its pixels is covered, its other pixels run as
//!   helpers (their outputs are dropped) so derivatives exist at edges ("dsx - ps").

use super::scene::CullMode;

/// Sub-pixel steps per pixel.
const SUB: f64 = 256.0;

/// A rectangle of pixels: `[x0, x1) × [y0, y1)`.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Rect {
    pub x0: i64,
    pub y0: i64,
    pub x1: i64,
    pub y1: i64,
}

/// The viewport transform's parameters.
#[derive(Clone, Copy, Debug)]
pub(crate) struct ViewportXf {
    pub x: f64,
    pub y: f64,
    pub width: f64,
    pub height: f64,
    pub min_z: f64,
    pub max_z: f64,
}

/// A vertex on screen.
#[derive(Clone, Copy, Debug)]
pub(crate) struct ScreenVertex {
    /// Snapped position in 1/256 pixel.
    pub fx: i64,
    pub fy: i64,
    /// Depth (viewport-scaled z/w).
    pub z: f64,
    /// 1/w.
    pub inv_w: f64,
}

impl ViewportXf {
    /// Projects a clip-space position to the screen.
    pub fn project(&self, p: [f32; 4]) -> ScreenVertex {
        let w = p[3] as f64;
        let (x, y, z) = (p[0] as f64 / w, p[1] as f64 / w, p[2] as f64 / w);
        let sx = self.x + (1.0 + x) * self.width / 2.0;
        let sy = self.y + (1.0 - y) * self.height / 2.0;
        ScreenVertex {
            fx: (sx * SUB).round() as i64,
            fy: (sy * SUB).round() as i64,
            z: self.min_z + z * (self.max_z - self.min_z),
            inv_w: 1.0 / w,
        }
    }
}

/// A triangle ready to rasterise.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Setup {
    pub v: [ScreenVertex; 3],
    /// Twice the signed area in sub-pixel units² (positive: clockwise on screen).
    pub area: i64,
    /// +1 front (clockwise), −1 back.
    pub face: f32,
}

/// Sets a triangle up; `None` when it is degenerate or culled.
pub(crate) fn setup(v: [ScreenVertex; 3], cull: CullMode) -> Option<Setup> {
    // In y-down screen coordinates a positive cross product is clockwise as seen.
    let area =
        (v[1].fx - v[0].fx) * (v[2].fy - v[0].fy) - (v[1].fy - v[0].fy) * (v[2].fx - v[0].fx);
    if area == 0 {
        return None;
    }
    let clockwise = area > 0;
    match cull {
        CullMode::Ccw if !clockwise => return None,
        CullMode::Cw if clockwise => return None,
        _ => {}
    }
    Some(Setup {
        v,
        area,
        face: if clockwise { 1.0 } else { -1.0 },
    })
}

impl Setup {
    /// Edge function of edge a→b at sub-pixel point p, oriented so that the inside of
    /// the triangle is positive.
    fn edge(&self, a: usize, b: usize, px: i64, py: i64) -> i64 {
        let (va, vb) = (&self.v[a], &self.v[b]);
        let e = (vb.fx - va.fx) * (py - va.fy) - (vb.fy - va.fy) * (px - va.fx);
        if self.area > 0 {
            e
        } else {
            -e
        }
    }

    /// Whether edge a→b is a top or left edge (in the clockwise orientation).
    fn top_left(&self, a: usize, b: usize) -> bool {
        let (a, b) = if self.area > 0 { (a, b) } else { (b, a) };
        let (dx, dy) = (self.v[b].fx - self.v[a].fx, self.v[b].fy - self.v[a].fy);
        // Clockwise on screen (y down): a top edge runs right, a left edge runs up.
        (dy == 0 && dx > 0) || dy < 0
    }

    /// Screen-space barycentric weights of pixel (x, y) (sampled at the integer point),
    /// and whether the pixel is covered under the top-left rule.
    pub fn weights(&self, x: i64, y: i64) -> ([f64; 3], bool) {
        let (px, py) = (x * SUB as i64, y * SUB as i64);
        let e0 = self.edge(1, 2, px, py);
        let e1 = self.edge(2, 0, px, py);
        let e2 = self.edge(0, 1, px, py);
        let inside = |e: i64, a: usize, b: usize| e > 0 || (e == 0 && self.top_left(a, b));
        let covered = inside(e0, 1, 2) && inside(e1, 2, 0) && inside(e2, 0, 1);
        let area = self.area.abs() as f64;
        (
            [e0 as f64 / area, e1 as f64 / area, e2 as f64 / area],
            covered,
        )
    }

    /// The pixel rectangle the triangle's bounding box touches, within `clip`.
    pub fn bounds(&self, clip: Rect) -> Rect {
        let s = SUB as i64;
        let min_x = self.v.iter().map(|v| v.fx).min().unwrap_or(0);
        let max_x = self.v.iter().map(|v| v.fx).max().unwrap_or(0);
        let min_y = self.v.iter().map(|v| v.fy).min().unwrap_or(0);
        let max_y = self.v.iter().map(|v| v.fy).max().unwrap_or(0);
        Rect {
            x0: min_x.div_euclid(s).max(clip.x0),
            y0: min_y.div_euclid(s).max(clip.y0),
            x1: (max_x.div_euclid(s) + 1).min(clip.x1),
            y1: (max_y.div_euclid(s) + 1).min(clip.y1),
        }
    }
}

/// One pixel of a quad.
#[derive(Clone, Copy, Debug)]
pub(crate) struct QuadPixel {
    pub x: i64,
    pub y: i64,
    pub weights: [f64; 3],
    /// Covered and inside the viewport (a real pixel); otherwise a helper.
    pub live: bool,
}

/// The quads of a triangle: 2×2 blocks aligned to even coordinates with at least one
/// covered pixel inside `clip`, each as its pixels (0,0), (1,0), (0,1), (1,1).
pub(crate) fn quads(s: &Setup, clip: Rect) -> Vec<[QuadPixel; 4]> {
    let b = s.bounds(clip);
    let mut out = Vec::new();
    if b.x0 >= b.x1 || b.y0 >= b.y1 {
        return out;
    }
    let (qx0, qy0) = (b.x0.div_euclid(2) * 2, b.y0.div_euclid(2) * 2);
    let mut qy = qy0;
    while qy < b.y1 {
        let mut qx = qx0;
        while qx < b.x1 {
            let px = [(0, 0), (1, 0), (0, 1), (1, 1)].map(|(dx, dy)| {
                let (x, y) = (qx + dx, qy + dy);
                let (weights, covered) = s.weights(x, y);
                let inside = x >= clip.x0 && x < clip.x1 && y >= clip.y0 && y < clip.y1;
                QuadPixel {
                    x,
                    y,
                    weights,
                    live: covered && inside,
                }
            });
            if px.iter().any(|p| p.live) {
                out.push(px);
            }
            qx += 2;
        }
        qy += 2;
    }
    out
}
