//! ps_1_x texture-addressing instructions (tex, texcoord, texbem, texbeml, texreg2*,
//! texm3x2*, texm3x3*, texdp3*, texdepth, texld/texcrd of ps_1_4) and bem.
//!
//! Semantics from the instruction pages ("texbem - ps", "texm3x2tex - ps",
//! "texm3x3spec - ps", "texm3x3vspec - ps", "texreg2ar - ps", "texdp3tex - ps",
//! "texm3x2depth - ps", "texdepth - ps", "texcoord - ps", "texcrd - ps",
//! "texld - ps_1_4", "bem - ps"): the texture stage is the destination register number;
//! a `pad` instruction computes one row of the matrix product with the texture
//! coordinates of its own stage, the final instruction of the sequence the last row.

use super::compile::{Kind, Op};
use super::sample::{sample_into, texture};
use super::state::{saturate, Regs, Row, Scratch, LANES};
use super::ExecInput;
use shadercts_shader::ir::SrcModifier;

fn dot3(a: &[Row; 4], b: &[Row; 4], l: usize) -> f32 {
    a[0][l] * b[0][l] + a[1][l] * b[1][l] + a[2][l] * b[2][l]
}

/// Depth produced by texm3x2depth / texdepth: z / w, or 1.0 when w is 0.
fn depth(z: f32, w: f32) -> f32 {
    if w == 0.0 {
        1.0
    } else {
        z / w
    }
}

/// Executes a ps_1_x texture instruction. Results go to `s.res` (for the destination)
/// or, for the depth instructions, to the returned per-lane depth row.
pub(crate) fn exec(
    op: &Op,
    regs: &Regs,
    s: &mut Scratch,
    lanes: &[&ExecInput],
    active: u64,
    native: bool,
) -> Option<Row> {
    let Scratch {
        tmp,
        res,
        pad_dot,
        pad_w,
        ..
    } = s;
    let [a, b, c, ..] = &mut tmp[..] else {
        return None;
    };
    if let Some(src) = op.src.first() {
        regs.fetch(src, 0xF, a);
    }
    if let Some(src) = op.src.get(1) {
        regs.fetch(src, 0xF, b);
    }
    if let Some(src) = op.src.get(2) {
        regs.fetch(src, 0xF, c);
    }
    let (a, b, c) = (&*a, &*b, &*c);
    let stage = op.aux;
    let id = [0, 1, 2, 3];
    match op.kind {
        // "tex - ps": sample the stage's texture at its coordinates (projected when the
        // stage's D3DTTFF_PROJECTED flag is set).
        Kind::Tex => sample_into(res, lanes, active, stage, id, |l, t| {
            let mut uvw = [a[0][l], a[1][l], a[2][l]];
            if t.is_some_and(|t| t.projected) {
                let w = a[3][l];
                uvw = uvw.map(|v| v / w);
            }
            (uvw, 0.0)
        }),
        // "texcoord - ps": the coordinates as a colour, clamped to [0, 1], w = 1.
        Kind::TexCoord => {
            for ch in 0..3 {
                for l in 0..LANES {
                    res[ch][l] = saturate(a[ch][l]);
                }
            }
            res[3] = [1.0; LANES];
        }
        // "texld - ps_1_4": stage = destination number; _dz / _dw project the source.
        Kind::Texld14 => {
            let m = op.src.first().map_or(SrcModifier::None, |s| s.modifier);
            sample_into(res, lanes, active, stage, id, |l, _| {
                (project(m, a, l), 0.0)
            });
        }
        // "texcrd - ps": copies coordinate data, projected by _dz / _dw.
        Kind::Texcrd => {
            let m = op.src.first().map_or(SrcModifier::None, |s| s.modifier);
            for l in 0..LANES {
                let p = project(m, a, l);
                let w = if matches!(m, SrcModifier::Dz | SrcModifier::Dw) {
                    1.0
                } else {
                    a[3][l]
                };
                res[0][l] = p[0];
                res[1][l] = p[1];
                res[2][l] = p[2];
                res[3][l] = w;
            }
        }
        // "texbem - ps" / "texbeml - ps": offset the stage's coordinates by the bump
        // matrix times (t(n).r, t(n).g); texbeml scales rgb by t(n).b*lscale + loffset.
        Kind::Texbem | Kind::Texbeml => {
            sample_into(res, lanes, active, stage, id, |l, t| {
                let m = t.map(|t| t.bump.matrix).unwrap_or([1.0, 0.0, 0.0, 1.0]);
                let (du, dv) = (b[0][l], b[1][l]);
                let u = a[0][l] + m[0] * du + m[2] * dv;
                let v = a[1][l] + m[1] * du + m[3] * dv;
                ([u, v, 0.0], 0.0)
            });
            if op.kind == Kind::Texbeml {
                for l in 0..LANES.min(lanes.len()) {
                    let bump = texture(lanes, l, stage).map(|t| t.bump).unwrap_or_default();
                    let lum = b[2][l] * bump.lscale + bump.loffset;
                    for row in res.iter_mut().take(3) {
                        row[l] *= lum;
                    }
                }
            }
        }
        // "texreg2ar/gb/rgb - ps": the source register's components as coordinates.
        Kind::Texreg2ar => sample_into(res, lanes, active, stage, id, |l, _| {
            ([b[3][l], b[0][l], 0.0], 0.0)
        }),
        Kind::Texreg2gb => sample_into(res, lanes, active, stage, id, |l, _| {
            ([b[1][l], b[2][l], 0.0], 0.0)
        }),
        Kind::Texreg2rgb => sample_into(res, lanes, active, stage, id, |l, _| {
            ([b[0][l], b[1][l], b[2][l]], 0.0)
        }),
        Kind::Texm3x2pad | Kind::Texm3x3pad => {
            let i = (op.aux as usize).min(1);
            for l in 0..LANES {
                pad_dot[i][l] = dot3(a, b, l);
                pad_w[i][l] = a[3][l];
            }
        }
        Kind::Texm3x2tex => {
            let u = &pad_dot[0];
            sample_into(res, lanes, active, stage, id, |l, _| {
                ([u[l], dot3(a, b, l), 0.0], 0.0)
            });
        }
        Kind::Texm3x2depth => {
            let mut d = [0.0; LANES];
            for l in 0..LANES {
                d[l] = depth(pad_dot[0][l], dot3(a, b, l));
            }
            return Some(d);
        }
        // "texm3x3 - ps": the 3x3 product as a colour with alpha 1.
        Kind::Texm3x3 => {
            for l in 0..LANES {
                res[0][l] = pad_dot[0][l];
                res[1][l] = pad_dot[1][l];
                res[2][l] = dot3(a, b, l);
                res[3][l] = 1.0;
            }
        }
        Kind::Texm3x3tex => sample_into(res, lanes, active, stage, id, |l, _| {
            ([pad_dot[0][l], pad_dot[1][l], dot3(a, b, l)], 0.0)
        }),
        // Reflection of the eye vector E about the normal N: 2 N (N.E)/(N.N) - E;
        // texm3x3spec takes E from a constant, texm3x3vspec from the w components.
        Kind::Texm3x3spec | Kind::Texm3x3vspec => {
            let vspec = op.kind == Kind::Texm3x3vspec;
            sample_into(res, lanes, active, stage, id, |l, _| {
                let n = [pad_dot[0][l], pad_dot[1][l], dot3(a, b, l)];
                let e = if vspec {
                    [pad_w[0][l], pad_w[1][l], a[3][l]]
                } else {
                    [c[0][l], c[1][l], c[2][l]]
                };
                (reflect(n, e), 0.0)
            });
        }
        // "texdp3 - ps": the dot product replicated to all four channels.
        Kind::Texdp3 => {
            for l in 0..LANES {
                let d = dot3(a, b, l);
                for row in res.iter_mut() {
                    row[l] = d;
                }
            }
        }
        // "texdp3tex - ps": a 1D lookup at (dot, 0).
        Kind::Texdp3tex => sample_into(res, lanes, active, stage, id, |l, _| {
            ([dot3(a, b, l), 0.0, 0.0], 0.0)
        }),
        // nx.texdepth-clamp (native): clamp(r5.r / min(r5.g, 1), 0, 1) (Wine's visual.c
        // texdepth_test on Windows drivers); r5.g = 0 still gives 1.0.
        Kind::Texdepth if native => {
            let mut d = [0.0; LANES];
            for l in 0..LANES {
                d[l] = depth(a[0][l], a[1][l].min(1.0)).clamp(0.0, 1.0);
            }
            return Some(d);
        }
        // "texdepth - ps": depth = r5.r / r5.g (1.0 when r5.g is 0).
        Kind::Texdepth => {
            let mut d = [0.0; LANES];
            for l in 0..LANES {
                d[l] = depth(a[0][l], a[1][l]);
            }
            return Some(d);
        }
        // "bem - ps": dest.r = src0.r + m00*src1.r + m10*src1.g,
        //             dest.g = src0.g + m01*src1.r + m11*src1.g (stage = dest number).
        Kind::Bem => {
            for l in 0..LANES {
                let m = texture(lanes, l, stage).map_or([1.0, 0.0, 0.0, 1.0], |t| t.bump.matrix);
                res[0][l] = a[0][l] + m[0] * b[0][l] + m[2] * b[1][l];
                res[1][l] = a[1][l] + m[1] * b[0][l] + m[3] * b[1][l];
                res[2][l] = a[2][l];
                res[3][l] = a[3][l];
            }
        }
        _ => {}
    }
    None
}

/// The ps_1_4 projection modifiers: _dz divides x and y by z, _dw divides x, y, z by w.
fn project(m: SrcModifier, a: &[Row; 4], l: usize) -> [f32; 3] {
    let (x, y, z, w) = (a[0][l], a[1][l], a[2][l], a[3][l]);
    match m {
        SrcModifier::Dz => [x / z, y / z, 1.0],
        SrcModifier::Dw => [x / w, y / w, z / w],
        _ => [x, y, z],
    }
}

fn reflect(n: [f32; 3], e: [f32; 3]) -> [f32; 3] {
    let ne = n[0] * e[0] + n[1] * e[1] + n[2] * e[2];
    let nn = n[0] * n[0] + n[1] * n[1] + n[2] * n[2];
    let k = 2.0 * ne / nn;
    [0, 1, 2].map(|i| k * n[i] - e[i])
}
