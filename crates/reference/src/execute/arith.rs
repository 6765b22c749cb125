//! Arithmetic instructions: component-wise operations, dot products, matrix products,
//! cross product, normalisation, lit and dst. Each computes into the scratch result
//! rows; the caller writes them through the destination's mask and modifiers.
//!
//! Formulas follow the Microsoft asm instruction reference pages named at each arm
//! ("add - vs", "lrp - ps", "cmp - ps", "cnd - ps", "dp2add - ps", "m4x4 - vs",
//! "nrm - vs", "lit - vs", "dst - vs", "sgn - vs", "crs - vs", "frc - vs", …).

use super::compile::{CoIssue, Compiled, Kind, Op};
use super::scalar;
use super::state::{floor, quad_pair, rows, Regs, Row, Scratch, LANES};

/// Which components of source `k` an instruction reads, as output-channel bits.
pub(crate) fn source_comps(kind: Kind, k: usize, mask: u8) -> u8 {
    match kind {
        Kind::Dp3 | Kind::Crs => 0x7,
        Kind::Dp4 | Kind::Nrm | Kind::Lit | Kind::Dst => 0xF,
        Kind::Dp2Add => {
            if k == 2 {
                0x1
            } else {
                0x3
            }
        }
        Kind::Matrix { len, .. } => {
            if len == 4 {
                0xF
            } else {
                0x7
            }
        }
        Kind::Rcp
        | Kind::Rsq
        | Kind::Exp
        | Kind::Expp
        | Kind::ExppV1
        | Kind::Log
        | Kind::Logp
        | Kind::Pow
        | Kind::SinCos => 0x1,
        _ => mask,
    }
}

/// True for the instructions [`compute`] handles.
pub(crate) fn is_alu(kind: Kind) -> bool {
    matches!(
        kind,
        Kind::Mov
            | Kind::Add
            | Kind::Sub
            | Kind::Mad
            | Kind::Mul
            | Kind::Min
            | Kind::Max
            | Kind::Slt
            | Kind::Sge
            | Kind::Lrp
            | Kind::Frc
            | Kind::Abs
            | Kind::Sgn
            | Kind::Cmp
            | Kind::Cnd
            | Kind::Dp3
            | Kind::Dp4
            | Kind::Dp2Add
            | Kind::Crs
            | Kind::Nrm
            | Kind::Matrix { .. }
            | Kind::Lit
            | Kind::Dst
            | Kind::Rcp
            | Kind::Rsq
            | Kind::Exp
            | Kind::Expp
            | Kind::ExppV1
            | Kind::Log
            | Kind::Logp
            | Kind::Pow
            | Kind::SinCos
            | Kind::ToAddr { .. }
            | Kind::Dsx
            | Kind::Dsy
            | Kind::Setp
    )
}

/// Materialises the sources that cannot be borrowed (modifiers, relative addressing,
/// non-float registers).
#[inline(always)]
pub(crate) fn prepare(op: &Op, regs: &Regs, s: &mut Scratch, mask: u8) {
    for (k, src) in op.src.iter().enumerate() {
        if src.direct {
            continue;
        }
        if let Some(t) = s.tmp.get_mut(k) {
            regs.fetch(src, source_comps(op.kind, k, mask), t);
        }
    }
}

#[inline(always)]
fn map1(mask: u8, a: [&Row; 4], res: &mut [Row; 4], f: impl Fn(f32) -> f32) {
    for c in 0..4 {
        if mask & (1 << c) != 0 {
            let (x, r) = (a[c], &mut res[c]);
            for l in 0..LANES {
                r[l] = f(x[l]);
            }
        }
    }
}

#[inline(always)]
fn map2(mask: u8, a: [&Row; 4], b: [&Row; 4], res: &mut [Row; 4], f: impl Fn(f32, f32) -> f32) {
    for c in 0..4 {
        if mask & (1 << c) != 0 {
            let (x, y, r) = (a[c], b[c], &mut res[c]);
            for l in 0..LANES {
                r[l] = f(x[l], y[l]);
            }
        }
    }
}

#[inline(always)]
fn map3(
    mask: u8,
    a: [&Row; 4],
    b: [&Row; 4],
    d: [&Row; 4],
    res: &mut [Row; 4],
    f: impl Fn(f32, f32, f32) -> f32,
) {
    for c in 0..4 {
        if mask & (1 << c) != 0 {
            let (x, y, z, r) = (a[c], b[c], d[c], &mut res[c]);
            for l in 0..LANES {
                r[l] = f(x[l], y[l], z[l]);
            }
        }
    }
}

/// A scalar function of the replicated source, broadcast to the masked rows.
#[inline(always)]
fn scalar_op(mask: u8, a: &Row, res: &mut [Row; 4], f: impl Fn(f32) -> f32) {
    let mut d = [0.0; LANES];
    for l in 0..LANES {
        d[l] = f(a[l]);
    }
    broadcast(mask, &d, res);
}

/// Writes `v` into every masked result row.
#[inline(always)]
fn broadcast(mask: u8, v: &Row, res: &mut [Row; 4]) {
    for (c, r) in res.iter_mut().enumerate() {
        if mask & (1 << c) != 0 {
            *r = *v;
        }
    }
}

#[inline(always)]
fn dot(a: [&Row; 4], b: [&Row; 4], n: usize, out: &mut Row, native: bool) {
    if native {
        // nx.zero-times-anything: the products inside dp3/dp4/m*x* are zero-wins.
        for l in 0..LANES {
            let mut acc = mul0(a[0][l], b[0][l]);
            for c in 1..n {
                acc += mul0(a[c][l], b[c][l]);
            }
            out[l] = acc;
        }
        return;
    }
    for l in 0..LANES {
        let mut acc = a[0][l] * b[0][l];
        for c in 1..n {
            acc += a[c][l] * b[c][l];
        }
        out[l] = acc;
    }
}

/// The native level's product (fact `nx.zero-times-anything`, docs/native-execution.yaml):
/// 0 × anything is 0, so 0 × ±inf and 0 × NaN give 0 where IEEE gives NaN. Every other
/// product (and the sign of a zero product) is IEEE's.
#[inline(always)]
pub(crate) fn mul0(x: f32, y: f32) -> f32 {
    let p = x * y;
    if p.is_nan() && (x == 0.0 || y == 0.0) {
        0.0
    } else {
        p
    }
}

/// Computes an arithmetic instruction into `s.res` (masked channels only).
#[inline(always)]
///
/// `c.native` selects the native execution level (`ExecOptions::conformance`).
pub(crate) fn compute(op: &Op, regs: &Regs, s: &mut Scratch, c: &Compiled) {
    let native = c.native;
    let mask = op.dst.map_or(0xF, |d| d.mask);
    prepare(op, regs, s, mask);
    let Scratch { tmp, res, .. } = s;
    let src = |k: usize| -> [&Row; 4] {
        match (op.src.get(k), tmp.get(k)) {
            (Some(src), Some(t)) => rows(regs, t, src),
            _ => [&ZERO; 4],
        }
    };
    match op.kind {
        Kind::Mov | Kind::ToAddr { .. } => map1(mask, src(0), res, |x| x),
        Kind::Add => map2(mask, src(0), src(1), res, |x, y| x + y),
        Kind::Sub => map2(mask, src(0), src(1), res, |x, y| x - y),
        // nx.zero-times-anything (native): mul, mad and lrp multiply zero-wins.
        Kind::Mul if native => map2(mask, src(0), src(1), res, mul0),
        Kind::Mul => map2(mask, src(0), src(1), res, |x, y| x * y),
        Kind::Mad if native => map3(mask, src(0), src(1), src(2), res, |x, y, z| mul0(x, y) + z),
        // "mad - vs": dest = src0 * src1 + src2 (two roundings, not fused).
        Kind::Mad => map3(mask, src(0), src(1), src(2), res, |x, y, z| x * y + z),
        // "min - vs": (src0 < src1) ? src0 : src1; "max - vs": (src0 >= src1) ? src0 : src1.
        Kind::Min => map2(mask, src(0), src(1), res, |x, y| if x < y { x } else { y }),
        Kind::Max => map2(mask, src(0), src(1), res, |x, y| if x >= y { x } else { y }),
        // "slt - vs" / "sge - vs": 1.0 or 0.0 per component.
        Kind::Slt => map2(
            mask,
            src(0),
            src(1),
            res,
            |x, y| if x < y { 1.0 } else { 0.0 },
        ),
        Kind::Sge => map2(
            mask,
            src(0),
            src(1),
            res,
            |x, y| if x >= y { 1.0 } else { 0.0 },
        ),
        Kind::Lrp if native => map3(mask, src(0), src(1), src(2), res, |a, b, c| {
            mul0(a, b - c) + c
        }),
        // "lrp - ps": dest = src0 * (src1 - src2) + src2.
        Kind::Lrp => map3(mask, src(0), src(1), src(2), res, |a, b, c| a * (b - c) + c),
        // "frc - vs": dest = src - floor(src).
        Kind::Frc => map1(mask, src(0), res, |x| x - floor(x)),
        Kind::Abs => map1(mask, src(0), res, f32::abs),
        // "sgn - vs": -1 if negative, 0 if zero, 1 if positive.
        Kind::Sgn => map1(mask, src(0), res, |x| {
            if x < 0.0 {
                -1.0
            } else if x == 0.0 {
                0.0
            } else {
                1.0
            }
        }),
        // "cmp - ps": dest = (src0 >= 0) ? src1 : src2, per component.
        Kind::Cmp => map3(mask, src(0), src(1), src(2), res, |a, b, c| {
            if a >= 0.0 {
                b
            } else {
                c
            }
        }),
        // nx.cnd-coissue (native): in ps_1_1-1_3 a cnd carrying the co-issue flag on the
        // colour half (no alpha in its mask) selects src1 whatever r0.a is (Wine's
        // visual.c cnd_test asserts it on Windows drivers).
        Kind::Cnd
            if native
                && op.coissue == CoIssue::Second
                && mask & 0x8 == 0
                && c.profile.is_ps1()
                && c.profile.minor <= 3 =>
        {
            map1(mask, src(1), res, |b| b)
        }
        // "cnd - ps": dest = (src0 > 0.5) ? src1 : src2 (ps_1_1-1_3: src0 is r0.a replicated).
        Kind::Cnd => map3(mask, src(0), src(1), src(2), res, |a, b, c| {
            if a > 0.5 {
                b
            } else {
                c
            }
        }),
        Kind::Dp3 | Kind::Dp4 => {
            let n = if op.kind == Kind::Dp3 { 3 } else { 4 };
            let mut d = [0.0; LANES];
            dot(src(0), src(1), n, &mut d, native);
            broadcast(mask, &d, res);
        }
        // "dp2add - ps": src0.x*src1.x + src0.y*src1.y + src2.replicate.
        Kind::Dp2Add => {
            let (a, b, c) = (src(0), src(1), src(2));
            let mut d = [0.0; LANES];
            for l in 0..LANES {
                d[l] = if native {
                    // nx.zero-times-anything (native).
                    mul0(a[0][l], b[0][l]) + mul0(a[1][l], b[1][l]) + c[0][l]
                } else {
                    a[0][l] * b[0][l] + a[1][l] * b[1][l] + c[0][l]
                };
            }
            broadcast(mask, &d, res);
        }
        // "m4x4 - vs" and family: row k of the result is dot(src0, register src1 + k).
        Kind::Matrix { rows: n, len } => {
            let a = src(0);
            for k in 0..(n as usize).min(4) {
                if mask & (1 << k) != 0 {
                    let b = src(1 + k);
                    let mut d = [0.0; LANES];
                    dot(a, b, len as usize, &mut d, native);
                    res[k] = d;
                }
            }
        }
        // "crs - vs": the cross product of the xyz parts.
        Kind::Crs => {
            let (a, b) = (src(0), src(1));
            for l in 0..LANES {
                res[0][l] = a[1][l] * b[2][l] - a[2][l] * b[1][l];
                res[1][l] = a[2][l] * b[0][l] - a[0][l] * b[2][l];
                res[2][l] = a[0][l] * b[1][l] - a[1][l] * b[0][l];
            }
        }
        // "nrm - vs": f = x²+y²+z²; f = f != 0 ? 1/sqrt(f) : FLT_MAX; dest = src * f.
        Kind::Nrm => {
            let a = src(0);
            for l in 0..LANES {
                let f = a[0][l] * a[0][l] + a[1][l] * a[1][l] + a[2][l] * a[2][l];
                let f = if f != 0.0 { 1.0 / f.sqrt() } else { f32::MAX };
                for c in 0..4 {
                    res[c][l] = a[c][l] * f;
                }
            }
        }
        Kind::Lit => {
            let a = src(0);
            for l in 0..LANES {
                let v = scalar::lit(a[0][l], a[1][l], a[3][l]);
                for c in 0..4 {
                    res[c][l] = v[c];
                }
            }
        }
        // "dst - vs": (1, src0.y * src1.y, src0.z, src1.w).
        Kind::Dst => {
            let (a, b) = (src(0), src(1));
            for l in 0..LANES {
                res[0][l] = 1.0;
                res[1][l] = a[1][l] * b[1][l];
                res[2][l] = a[2][l];
                res[3][l] = b[3][l];
            }
        }
        Kind::Rcp => scalar_op(mask, src(0)[0], res, scalar::rcp),
        Kind::Rsq => scalar_op(mask, src(0)[0], res, scalar::rsq),
        Kind::Exp | Kind::Expp => scalar_op(mask, src(0)[0], res, scalar::exp2),
        Kind::Log | Kind::Logp => scalar_op(mask, src(0)[0], res, scalar::log2),
        Kind::ExppV1 => {
            let a = src(0)[0];
            for l in 0..LANES {
                let v = scalar::expp_vs11(a[l]);
                for c in 0..4 {
                    res[c][l] = v[c];
                }
            }
        }
        Kind::Pow => {
            let (a, b) = (src(0)[0], src(1)[0]);
            let mut d = [0.0; LANES];
            for l in 0..LANES {
                d[l] = scalar::pow(a[l], b[l]);
            }
            broadcast(mask, &d, res);
        }
        // "sincos - vs": dest.x = cos(src), dest.y = sin(src); z and w are left alone.
        Kind::SinCos => {
            let a = src(0)[0];
            for l in 0..LANES {
                res[0][l] = a[l].cos();
                res[1][l] = a[l].sin();
            }
        }
        // One invocation has no neighbours: derivatives are 0 (docs/executor.md). In quad
        // mode "dsx - ps" / "dsy - ps": the rate of change across the 2×2 quad.
        Kind::Dsx | Kind::Dsy if regs.quads => {
            let vertical = op.kind == Kind::Dsy;
            let a = src(0);
            for c in 0..4 {
                if mask & (1 << c) == 0 {
                    continue;
                }
                for l in 0..LANES {
                    let (from, to) = quad_pair(l, vertical);
                    res[c][l] = a[c][to] - a[c][from];
                }
            }
        }
        Kind::Dsx | Kind::Dsy => {
            for r in res.iter_mut() {
                *r = [0.0; LANES];
            }
        }
        // "setp_comp - vs": per component comparison; stored as 1.0/0.0 here.
        Kind::Setp => {
            let cmp = op.cmp;
            map2(mask, src(0), src(1), res, |x, y| {
                if compare(cmp, x, y) {
                    1.0
                } else {
                    0.0
                }
            });
        }
        _ => {}
    }
}

static ZERO: Row = [0.0; LANES];

/// The comparison of ifc / breakc / setp (control bits: 1 gt, 2 eq, 3 ge, 4 lt, 5 ne,
/// 6 le); unknown values compare false.
#[inline]
pub(crate) fn compare(cmp: u8, x: f32, y: f32) -> bool {
    match cmp {
        1 => x > y,
        2 => x == y,
        3 => x >= y,
        4 => x < y,
        5 => x != y,
        6 => x <= y,
        _ => false,
    }
}
