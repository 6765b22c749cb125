//! Clipping in homogeneous clip space ("Viewports and Clipping (Direct3D 9)": the view
//! volume is −w ≤ x ≤ w, −w ≤ y ≤ w, 0 ≤ z ≤ w).
//!
//! What is clipped: the near plane z ≥ 0 and the far plane z ≤ w — together they keep
//! w ≥ 0, so a triangle crossing w = 0 is cut where it leaves the volume and never
//! projects through infinity (w ≥ 10⁻²⁰ is clipped too, for a vertex exactly at the eye)
//! — and a guard band |x|, |y| ≤ 1024·w that only keeps screen
//! coordinates finite. The x and y planes of the view volume are not clipped: the
//! rasteriser scissors to the viewport rectangle instead, which covers exactly the same
//! pixels (the guard-band approach of D3D9 hardware, `D3DCAPS9.GuardBandLeft` …).
//! Attributes are interpolated linearly in clip space along each cut edge, which keeps
//! the later perspective-correct interpolation exact.

/// Guard band in units of w (screen coordinates stay below 1024 viewports).
const GUARD: f32 = 1024.0;

/// Smallest w kept: a vertex exactly at the eye (x = y = z = w = 0) lies on every other
/// plane and would project to 0/0.
const MIN_W: f32 = 1e-20;

/// A vertex in clip space with its attributes (flattened semantic values).
#[derive(Clone, Debug)]
pub(crate) struct ClipVertex {
    pub pos: [f32; 4],
    pub attrs: Vec<[f32; 4]>,
}

/// Signed distances of a position to the clip planes (inside when ≥ 0).
fn distances(p: &[f32; 4]) -> [f32; 7] {
    let [x, y, z, w] = *p;
    [
        w - MIN_W,
        z,
        w - z,
        GUARD * w - x,
        GUARD * w + x,
        GUARD * w - y,
        GUARD * w + y,
    ]
}

fn lerp(a: &ClipVertex, b: &ClipVertex, t: f32) -> ClipVertex {
    let mix = |x: &[f32; 4], y: &[f32; 4]| [0, 1, 2, 3].map(|i| x[i] + (y[i] - x[i]) * t);
    ClipVertex {
        pos: mix(&a.pos, &b.pos),
        attrs: a
            .attrs
            .iter()
            .zip(&b.attrs)
            .map(|(x, y)| mix(x, y))
            .collect(),
    }
}

/// Clips a triangle; returns the polygon (in the triangle's vertex order) that lies
/// inside, empty when nothing does. A triangle entirely inside comes back unchanged.
pub(crate) fn clip_triangle(tri: [ClipVertex; 3]) -> Vec<ClipVertex> {
    let all_inside = tri
        .iter()
        .all(|v| distances(&v.pos).iter().all(|d| *d >= 0.0));
    if all_inside {
        return tri.to_vec();
    }
    if tri.iter().any(|v| v.pos.iter().any(|c| !c.is_finite())) {
        return Vec::new();
    }
    let mut poly: Vec<ClipVertex> = tri.to_vec();
    for plane in 0..7 {
        if poly.is_empty() {
            break;
        }
        let mut out = Vec::with_capacity(poly.len() + 1);
        for i in 0..poly.len() {
            let a = &poly[i];
            let b = &poly[(i + 1) % poly.len()];
            let da = distances(&a.pos)[plane];
            let db = distances(&b.pos)[plane];
            if da >= 0.0 {
                out.push(a.clone());
            }
            if (da >= 0.0) != (db >= 0.0) {
                // Measured from the outside vertex: a cut next to it stays exact (from
                // the inside vertex t would round to 1 and return the outside vertex).
                let (o, i, d_o, d_i) = if da < 0.0 {
                    (a, b, da, db)
                } else {
                    (b, a, db, da)
                };
                out.push(lerp(o, i, d_o / (d_o - d_i)));
            }
        }
        poly = out;
    }
    // Rounding of a cut can leave w a hair below the w plane.
    for v in &mut poly {
        v.pos[3] = v.pos[3].max(MIN_W);
    }
    poly
}

#[cfg(test)]
mod tests {
    use super::*;

    fn v(x: f32, y: f32, z: f32, w: f32) -> ClipVertex {
        ClipVertex {
            pos: [x, y, z, w],
            attrs: vec![[z, 0.0, 0.0, 1.0]],
        }
    }

    #[test]
    fn inside_is_unchanged_and_outside_is_gone() {
        let inside = clip_triangle([
            v(0.0, 0.0, 0.5, 1.0),
            v(1.0, 0.0, 0.5, 1.0),
            v(0.0, 1.0, 0.5, 1.0),
        ]);
        assert_eq!(inside.len(), 3);
        let behind = clip_triangle([
            v(0.0, 0.0, -1.0, 1.0),
            v(1.0, 0.0, -1.0, 1.0),
            v(0.0, 1.0, -1.0, 1.0),
        ]);
        assert!(behind.is_empty());
    }

    #[test]
    fn near_plane_cut_interpolates_attributes() {
        // One vertex behind the near plane: the cut points have z = 0.
        let p = clip_triangle([
            v(0.0, 0.0, -1.0, 1.0),
            v(1.0, 0.0, 1.0, 1.0),
            v(0.0, 1.0, 1.0, 1.0),
        ]);
        assert_eq!(p.len(), 4);
        assert!(p.iter().all(|q| q.pos[2] >= 0.0));
        assert!(p.iter().any(|q| q.pos[2] == 0.0 && q.attrs[0][0] == 0.0));
    }

    #[test]
    fn a_vertex_at_the_eye_never_reaches_the_rasteriser() {
        let p = clip_triangle([
            v(0.0, 0.0, 0.0, 0.0),
            v(1.0, 0.0, 0.5, 1.0),
            v(0.0, 1.0, 0.5, 1.0),
        ]);
        assert!(p.iter().all(|q| q.pos[3] >= MIN_W), "{p:?}");
    }
}
