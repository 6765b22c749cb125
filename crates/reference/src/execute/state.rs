//! The register state of a batch of up to [`LANES`] shader invocations, kept as
//! structure of arrays (one row of 64 lanes per register component), and the operand
//! reads and writes that every instruction family shares.

use super::compile::{Compiled, DstRef, Loc, Rel, RelBy, Src};
use shadercts_shader::ir::SrcModifier;

/// Lanes executed together.
pub const LANES: usize = 64;

/// One register component across all lanes.
pub(crate) type Row = [f32; LANES];

static ZERO_ROW: Row = [0.0; LANES];

/// Registers of a batch.
pub(crate) struct Regs {
    /// Float registers: slot * 4 + component.
    pub f: Vec<Row>,
    /// Integer constants: index * 4 + component.
    pub ints: Vec<[i32; LANES]>,
    /// Boolean constants: one bit per lane.
    pub bools: Vec<u64>,
    /// `a0` components.
    pub a0: [[i32; LANES]; 4],
    /// `aL`.
    pub al: [i32; LANES],
    /// `p0` components, one bit per lane.
    pub p0: [u64; 4],
    /// Which lanes wrote each output component (slot * 4 + component).
    pub written: Vec<u64>,
    /// Lanes discarded by texkill.
    pub killed: u64,
    /// Quad mode (`ExecOptions::quads`): lanes 4k..4k+3 form a 2×2 pixel quad.
    pub quads: bool,
}

/// Scratch rows for operands and results (kept between instructions: no allocation).
pub(crate) struct Scratch {
    /// Materialised sources (up to five: matrix src0 plus four rows).
    pub tmp: Vec<[Row; 4]>,
    /// The result being computed.
    pub res: [Row; 4],
    /// The result of the first instruction of a co-issued pair.
    pub pending: [Row; 4],
    /// ps_1_x texm3x* sequences: dot products of the pad instructions.
    pub pad_dot: [Row; 2],
    /// ps_1_x texm3x3vspec: the w of the pad instructions' texture coordinates.
    pub pad_w: [Row; 2],
}

impl Regs {
    /// Zeroed registers for `c`.
    pub fn new(c: &Compiled) -> Regs {
        Regs {
            f: vec![[0.0; LANES]; c.nslots * 4],
            ints: vec![[0; LANES]; c.nints * 4],
            bools: vec![0; c.nbools],
            a0: [[0; LANES]; 4],
            al: [0; LANES],
            p0: [0; 4],
            written: vec![0; c.nslots * 4],
            killed: 0,
            quads: false,
        }
    }

    /// Clears everything for the next batch.
    pub fn reset(&mut self) {
        for r in &mut self.f {
            *r = [0.0; LANES];
        }
        for r in &mut self.ints {
            *r = [0; LANES];
        }
        self.bools.iter_mut().for_each(|b| *b = 0);
        self.a0 = [[0; LANES]; 4];
        self.al = [0; LANES];
        self.p0 = [0; 4];
        self.written.iter_mut().for_each(|w| *w = 0);
        self.killed = 0;
    }

    /// The row of component `c` of float slot `slot`.
    #[inline]
    pub fn row(&self, slot: u32, c: u8) -> &Row {
        self.f
            .get(slot as usize * 4 + (c & 3) as usize)
            .unwrap_or(&ZERO_ROW)
    }

    /// The address value of lane `l` for relative addressing.
    #[inline]
    fn addr(&self, by: RelBy, l: usize) -> i64 {
        match by {
            RelBy::A0(c) => self.a0[(c & 3) as usize][l] as i64,
            RelBy::Loop => self.al[l] as i64,
        }
    }

    /// The slot lane `l` reaches through `rel`, or `None` when out of range.
    #[inline]
    pub fn rel_slot(&self, rel: &Rel, l: usize) -> Option<u32> {
        let i = rel.offset + self.addr(rel.by, l);
        if i >= 0 && i < rel.len as i64 {
            Some(rel.base + i as u32)
        } else {
            None
        }
    }

    /// Reads the components `comps` (bits of output channels) of `src` into `out`,
    /// applying swizzle, relative address and modifier.
    #[inline(always)]
    pub fn fetch(&self, src: &Src, comps: u8, out: &mut [Row; 4]) {
        for ch in 0..4 {
            if comps & (1 << ch) == 0 {
                continue;
            }
            let comp = src.swz[ch] & 3;
            let o = &mut out[ch];
            match (src.loc, &src.rel) {
                (Loc::Float(_), Some(rel)) => {
                    for (l, v) in o.iter_mut().enumerate() {
                        *v = match self.rel_slot(rel, l) {
                            Some(s) => self.row(s, comp)[l],
                            None => 0.0,
                        };
                    }
                }
                (Loc::Float(slot), None) => *o = *self.row(slot, comp),
                (Loc::Int(i), _) => {
                    let r = self.ints.get(i as usize * 4 + comp as usize);
                    for (l, v) in o.iter_mut().enumerate() {
                        *v = r.map_or(0.0, |r| r[l] as f32);
                    }
                }
                (Loc::Bool(i), _) => {
                    let b = self.bools.get(i as usize).copied().unwrap_or(0);
                    for (l, v) in o.iter_mut().enumerate() {
                        *v = ((b >> l) & 1) as f32;
                    }
                }
                (Loc::Pred, _) => {
                    let b = self.p0[comp as usize];
                    for (l, v) in o.iter_mut().enumerate() {
                        *v = ((b >> l) & 1) as f32;
                    }
                }
                (Loc::Loop, _) => {
                    for (l, v) in o.iter_mut().enumerate() {
                        *v = self.al[l] as f32;
                    }
                }
                (Loc::Addr, _) => {
                    for (l, v) in o.iter_mut().enumerate() {
                        *v = self.a0[comp as usize][l] as f32;
                    }
                }
                _ => *o = [0.0; LANES],
            }
            apply_modifier(src.modifier, o);
        }
    }

    /// A lane mask from a boolean-like source (b#, p0 component, with `!`).
    pub fn cond_mask(&self, src: &Src) -> u64 {
        let m = match src.loc {
            Loc::Bool(i) => self.bools.get(i as usize).copied().unwrap_or(0),
            Loc::Pred => self.p0[(src.swz[0] & 3) as usize],
            _ => 0,
        };
        if src.modifier == SrcModifier::Not {
            !m
        } else {
            m
        }
    }

    /// Stores `res` (already processed) into `dst` for the lanes of each component mask.
    #[inline(always)]
    pub fn store(&mut self, dst: &DstRef, res: &[Row; 4], lanes: [u64; 4], valid: u64) {
        let Loc::Float(slot) = dst.loc else { return };
        for (c, &m) in lanes.iter().enumerate() {
            if dst.mask & (1 << c) == 0 || m & valid == 0 {
                continue;
            }
            match &dst.rel {
                None => {
                    let i = slot as usize * 4 + c;
                    let Some(row) = self.f.get_mut(i) else {
                        continue;
                    };
                    if m | !valid == u64::MAX {
                        *row = res[c];
                    } else {
                        for (l, v) in row.iter_mut().enumerate() {
                            if (m >> l) & 1 != 0 {
                                *v = res[c][l];
                            }
                        }
                    }
                    if dst.output {
                        if let Some(w) = self.written.get_mut(i) {
                            *w |= m & valid;
                        }
                    }
                }
                Some(rel) => {
                    for l in 0..LANES {
                        if (m >> l) & 1 == 0 {
                            continue;
                        }
                        // Out-of-range relative writes are dropped (docs/executor.md).
                        let Some(s) = self.rel_slot(rel, l) else {
                            continue;
                        };
                        let i = s as usize * 4 + c;
                        if let Some(row) = self.f.get_mut(i) {
                            row[l] = res[c][l];
                        }
                        if dst.output {
                            if let Some(w) = self.written.get_mut(i) {
                                *w |= 1 << l;
                            }
                        }
                    }
                }
            }
        }
    }
}

/// The lanes a derivative compares for lane `l` of a 2×2 quad laid out (0,0), (1,0),
/// (0,1), (1,1): `dsx` takes right − left within the lane's row, `dsy` bottom − top
/// within its column ("fine" differences: both pixels of a row share one dsx, both of a
/// column one dsy; docs/executor.md, "The pipeline").
#[inline(always)]
pub(crate) fn quad_pair(l: usize, vertical: bool) -> (usize, usize) {
    let q = l & !3;
    if vertical {
        let top = q + (l & 1);
        (top, top + 2)
    } else {
        let left = q + (l & 2);
        (left, left + 1)
    }
}

/// Applies a source modifier in place ([MS] "Source Register Modifiers": negate, bias
/// x-0.5, signed scale 2x-1, complement 1-x, x2, abs; _dz/_dw are applied by texld).
pub(crate) fn apply_modifier(m: SrcModifier, o: &mut Row) {
    match m {
        SrcModifier::None | SrcModifier::Not | SrcModifier::Dz | SrcModifier::Dw => {}
        SrcModifier::Neg => o.iter_mut().for_each(|v| *v = -*v),
        SrcModifier::Bias => o.iter_mut().for_each(|v| *v -= 0.5),
        SrcModifier::BiasNeg => o.iter_mut().for_each(|v| *v = -(*v - 0.5)),
        SrcModifier::Bx2 => o.iter_mut().for_each(|v| *v = 2.0 * *v - 1.0),
        SrcModifier::Bx2Neg => o.iter_mut().for_each(|v| *v = -(2.0 * *v - 1.0)),
        SrcModifier::Comp => o.iter_mut().for_each(|v| *v = 1.0 - *v),
        SrcModifier::X2 => o.iter_mut().for_each(|v| *v *= 2.0),
        SrcModifier::X2Neg => o.iter_mut().for_each(|v| *v *= -2.0),
        SrcModifier::Abs => o.iter_mut().for_each(|v| *v = v.abs()),
        SrcModifier::AbsNeg => o.iter_mut().for_each(|v| *v = -v.abs()),
    }
}

/// Result processing: shift, saturate, rounding to the pipeline's format.
#[inline(always)]
pub(crate) fn post_process(dst: &DstRef, res: &mut [Row; 4]) {
    for (c, row) in res.iter_mut().enumerate() {
        if dst.mask & (1 << c) == 0 {
            continue;
        }
        if dst.scale != 1.0 {
            row.iter_mut().for_each(|v| *v *= dst.scale);
        }
        if dst.sat {
            row.iter_mut().for_each(|v| *v = saturate(*v));
        }
        if !dst.round.is_identity() {
            let r = dst.round;
            row.iter_mut().for_each(|v| *v = r.apply(*v));
        }
    }
}

/// The rows of `src` for each output channel: borrowed from the registers when the
/// source is read as is, otherwise the materialised `tmp`.
#[inline]
pub(crate) fn rows<'a>(regs: &'a Regs, tmp: &'a [Row; 4], src: &Src) -> [&'a Row; 4] {
    match src.loc {
        Loc::Float(slot) if src.direct => [
            regs.row(slot, src.swz[0]),
            regs.row(slot, src.swz[1]),
            regs.row(slot, src.swz[2]),
            regs.row(slot, src.swz[3]),
        ],
        _ => [&tmp[0], &tmp[1], &tmp[2], &tmp[3]],
    }
}

/// floor() without a libm call, so that loops over lanes vectorise on plain SSE2:
/// exact for every f32 (values of 2^23 and more are already integers; NaN stays NaN).
#[inline(always)]
pub(crate) fn floor(x: f32) -> f32 {
    if x.abs() < 8_388_608.0 {
        let t = x as i32 as f32;
        if t > x {
            t - 1.0
        } else {
            t
        }
    } else {
        x
    }
}

/// _sat: clamp to [0, 1], with NaN saturating to 0 (f32::max ignores a NaN operand,
/// which `clamp` would keep).
#[inline(always)]
#[allow(clippy::manual_clamp)]
pub(crate) fn saturate(x: f32) -> f32 {
    x.max(0.0).min(1.0)
}
