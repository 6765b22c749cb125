//! Texture loads of shader model 2 and 3 (texld, texldp, texldb, texldl, texldd, the
//! vs_3_0 texldl) and texkill.
//!
//! "texld - ps_2_0 and up": sample the sampler's texture at src0; texldp divides the
//! coordinates by w first; texldb adds src0.w to the level of detail; "texldl - ps"
//! and "texldl - vs" take the level of detail from src0.w; "texldd - ps" derives it from
//! the given gradients. One invocation has no neighbouring pixels, so its derivatives
//! are 0 (as dsx/dsy give) and the implicit level of detail of texld, texldp and texldb
//! is log2(0) = −∞: level 0, and texldb's bias cannot lift it (what a device gives for
//! a pixel whose neighbours have the same coordinates; docs/executor.md). In ps_3_0
//! the sampler's swizzle reorders the result.

use super::compile::{Kind, Loc, Op};
use super::state::{quad_pair, Regs, Row, Scratch, LANES};
use super::texture::{cube_face, Texture, TextureKind};
use super::ExecInput;

/// Colour returned by a sampler with no texture bound.
pub(crate) const UNBOUND: [f32; 4] = [0.0, 0.0, 0.0, 1.0];

/// The texture lane `l` has on stage / sampler `stage`.
#[inline]
pub(crate) fn texture<'a>(lanes: &[&'a ExecInput], l: usize, stage: u32) -> Option<&'a Texture> {
    lanes.get(l).and_then(|i| i.texture(stage))
}

/// Samples with `lanes`' textures: `coord(l)` gives (u, v, w, lod) per active lane.
pub(crate) fn sample_into(
    res: &mut [Row; 4],
    lanes: &[&ExecInput],
    active: u64,
    stage: u32,
    swz: [u8; 4],
    coord: impl Fn(usize, Option<&Texture>) -> ([f32; 3], f32),
) {
    for l in 0..LANES.min(lanes.len()) {
        if (active >> l) & 1 == 0 {
            continue;
        }
        let tex = texture(lanes, l, stage);
        let (c, lod) = coord(l, tex);
        let color = tex.map_or(UNBOUND, |t| t.sample(c, lod));
        for ch in 0..4 {
            res[ch][l] = color[(swz[ch] & 3) as usize];
        }
    }
}

/// Executes texld / texldp / texldb / texldl / texldd into `s.res`.
pub(crate) fn texld(op: &Op, regs: &Regs, s: &mut Scratch, lanes: &[&ExecInput], active: u64) {
    let (Some(coord_src), Some(sampler)) = (op.src.first(), op.src.get(1)) else {
        return;
    };
    let stage = match sampler.loc {
        Loc::Sampler(n) => n,
        _ => return,
    };
    let Scratch { tmp, res, .. } = s;
    let [t0, t1, t2, ..] = &mut tmp[..] else {
        return;
    };
    regs.fetch(coord_src, 0xF, t0);
    if op.kind == Kind::Texldd {
        if let (Some(dx), Some(dy)) = (op.src.get(2), op.src.get(3)) {
            regs.fetch(dx, 0xF, t1);
            regs.fetch(dy, 0xF, t2);
        }
    }
    let (t0, t1, t2) = (&*t0, &*t1, &*t2);
    let kind = op.kind;
    // The coordinates each lane samples at (texldp: divided by w).
    let coord_of = |l: usize| -> [f32; 3] {
        let c = [t0[0][l], t0[1][l], t0[2][l]];
        if kind == Kind::Texldp {
            let w = t0[3][l];
            c.map(|v| v / w)
        } else {
            c
        }
    };
    let quads = regs.quads;
    sample_into(res, lanes, active, stage, sampler.swz, |l, tex| {
        let c = coord_of(l);
        let w = t0[3][l];
        let implicit = || match (quads, tex) {
            (true, Some(t)) => quad_lod(t, l, &coord_of),
            _ => IMPLICIT_LOD,
        };
        let lod = match kind {
            Kind::Texldp => implicit(),
            // −∞ plus a finite bias stays −∞.
            Kind::Texldb => implicit() + w,
            Kind::Texldl => w,
            Kind::Texldd => tex.map_or(0.0, |t| {
                gradient_lod(
                    t,
                    [t1[0][l], t1[1][l], t1[2][l]],
                    [t2[0][l], t2[1][l], t2[2][l]],
                )
            }),
            _ => implicit(),
        };
        (c, lod)
    });
}

/// Quad mode: the implicit level of detail of lane `l` from the differences of the
/// sampled coordinates across its 2×2 quad ("texld - ps_2_0 and up": the level of detail
/// comes from the rate of change of the texture coordinates; same pairs as dsx/dsy).
/// A cube map differences the face coordinates (u, v in [0, 1]) of the face each pixel
/// selects; a volume all three coordinates; a 2D texture u and v.
fn quad_lod(t: &Texture, l: usize, coord_of: &impl Fn(usize) -> [f32; 3]) -> f32 {
    let at = |l: usize| -> [f32; 3] {
        let c = coord_of(l);
        match t.kind {
            TextureKind::Cube => {
                let (_, u, v) = cube_face(c);
                [u, v, 0.0]
            }
            TextureKind::TwoD => [c[0], c[1], 0.0],
            TextureKind::Volume => c,
        }
    };
    let diff = |(a, b): (usize, usize)| {
        let (ca, cb) = (at(a), at(b));
        [cb[0] - ca[0], cb[1] - ca[1], cb[2] - ca[2]]
    };
    gradient_lod(t, diff(quad_pair(l, false)), diff(quad_pair(l, true)))
}

/// The level of detail of an implicit-gradient load: the derivatives of one invocation
/// are 0, and log2(0) = −∞.
const IMPLICIT_LOD: f32 = f32::NEG_INFINITY;

/// Level of detail from texture-space gradients: log2 of the longer gradient in texels
/// (−∞ for zero gradients).
fn gradient_lod(t: &Texture, dx: [f32; 3], dy: [f32; 3]) -> f32 {
    let size = [t.width as f32, t.height as f32, t.depth as f32];
    let len = |d: [f32; 3]| {
        let mut s = 0.0;
        for i in 0..3 {
            let v = d[i] * size[i];
            s += v * v;
        }
        s.sqrt()
    };
    len(dx).max(len(dy)).log2()
}

/// "texkill - ps": lanes where any of the first three components of the register is
/// negative are discarded; with `all4` (the native level from ps_2_0 on, fact
/// `nx.texkill-w`) the fourth component is tested too.
pub(crate) fn texkill(op: &Op, regs: &Regs, s: &mut Scratch, active: u64, all4: bool) -> u64 {
    let Some(src) = op.src.first() else { return 0 };
    let t = &mut s.tmp[0];
    regs.fetch(src, if all4 { 0xF } else { 0x7 }, t);
    let mut kill = 0u64;
    for l in 0..LANES {
        if t[0][l] < 0.0 || t[1][l] < 0.0 || t[2][l] < 0.0 || (all4 && t[3][l] < 0.0) {
            kill |= 1 << l;
        }
    }
    kill & active
}
