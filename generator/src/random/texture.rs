//! Texture instructions of ps_2_0 and later and vs_3_0: texld, texldp, texldb, texldd,
//! texldl, texkill.

use super::arith::decorate;
use super::build::{dst, ins, src, XYZ, XYZW};
use super::ctx::Family;
use super::operand::{pick_src, Reads, SrcReq, F_C, F_R, F_V};
use super::state::Gen;
use arbitrary::{Result, Unstructured};
use shadercts_shader::ir::{RegType, Register, Src};
use shadercts_shader::opcode::Opcode;

/// A texture row.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TexOp {
    /// texld (0), texldp (1), texldb (2).
    Texld(u8),
    /// texldd.
    Texldd,
    /// texldl.
    Texldl,
    /// texkill.
    Texkill,
}

impl TexOp {
    /// Every row of this module.
    pub const ALL: [TexOp; 6] = [
        TexOp::Texld(0),
        TexOp::Texld(1),
        TexOp::Texld(2),
        TexOp::Texldd,
        TexOp::Texldl,
        TexOp::Texkill,
    ];

    fn shape(self) -> (Opcode, u8, usize) {
        match self {
            TexOp::Texld(c) => (Opcode::TEX, c, 3),
            TexOp::Texldd => (Opcode::TEXLDD, 0, 5),
            TexOp::Texldl => (Opcode::TEXLDL, 0, 3),
            TexOp::Texkill => (Opcode::TEXKILL, 0, 1),
        }
    }
}

/// Coordinate sources a texture lookup may use here: (register, dependent-read level).
fn coords(g: &Gen, op: TexOp) -> Vec<(Register, u8)> {
    let mut v = Vec::new();
    let full = |i: u32| g.init.temp(i) == XYZW;
    let limit = g.ctx.info.limits.dependent_read_depth;
    // flow.gradient-in-dynamic-flow: texld/texldb/texldp take no r# coordinate inside
    // dynamic flow control (texldd and texldl may).
    let r_ok = !(matches!(op, TexOp::Texld(_)) && g.in_dynamic_flow());
    for i in (0..g.ctx.count("r").min(32)).filter(|_| r_ok) {
        let level = g.dep[i as usize];
        if full(i) && limit.is_none_or(|l| u32::from(level) + 1 < l) {
            v.push((Register::new(RegType::TEMP, i), level));
        }
    }
    // The rule engine counts every component of a lookup's coordinate as read, so
    // only fully declared inputs are used (see the report: `dcl t0.xy` + texld).
    for inp in g.inputs.iter().filter(|i| i.mask == XYZW) {
        let ok = match (g.fam(), inp.ty) {
            (Family::Ps2, RegType::TEXTURE) => true,
            (Family::Ps3 | Family::Vs3, RegType::INPUT) => op != TexOp::Texkill,
            _ => false,
        };
        if ok {
            v.push((Register::new(inp.ty, inp.index), 0));
        }
    }
    v
}

/// True when the row can be emitted now.
pub fn available(g: &Gen, op: TexOp) -> bool {
    let (opcode, control, n) = op.shape();
    if !g.cfg.features.texture || !matches!(g.fam(), Family::Ps2 | Family::Ps3 | Family::Vs3) {
        return false;
    }
    if !g.fits(opcode, control, n) {
        return false;
    }
    match op {
        TexOp::Texkill => !coords(g, op).is_empty() || g.init.r.iter().any(|m| m & XYZ == XYZ),
        _ => !g.samplers.is_empty() && !coords(g, op).is_empty(),
    }
}

/// Emits the row (its preconditions hold).
pub fn emit(g: &mut Gen, u: &mut Unstructured, op: TexOp) -> Result<()> {
    if op == TexOp::Texkill {
        return texkill(g, u);
    }
    let (opcode, control, _) = op.shape();
    let options = coords(g, op);
    let Some(&(coord, level)) = options.first() else {
        return Ok(());
    };
    let (coord, level) = *u.choose(&options).unwrap_or(&(coord, level));
    let sampler = *u.choose(&g.samplers)?;
    let mut reads = Reads::default();
    reads.add(coord);
    reads.add(Register::new(RegType::SAMPLER, sampler));
    let index = u.int_in_range(0..=g.ctx.count("r").clamp(1, 32) - 1)?;
    let mut d = dst(RegType::TEMP, index, XYZW);
    decorate(g, u, &mut d, true)?;
    let mut srcs: Vec<Src> = vec![src(coord.ty, coord.index), src(RegType::SAMPLER, sampler)];
    if op == TexOp::Texldd {
        for _ in 0..2 {
            // ps_2_x gradients take no swizzle (swz.texldd-ps2x).
            let req = SrcReq {
                modifier: false,
                relative: false,
                swizzle: g.fam() != Family::Ps2,
                files: F_R | F_C | F_V,
                ..SrcReq::new(XYZW)
            };
            srcs.push(pick_src(g, u, &req, &mut reads)?);
        }
    }
    let mut i = ins(opcode, Some(d), srcs);
    i.control = control;
    g.emit(i);
    g.wrote_temp(index, XYZW);
    if let Some(l) = g.dep.get_mut(index as usize) {
        *l = level + 1;
    }
    Ok(())
}

/// `texkill r#` (xyz written) or `texkill t#` (declared, ps_2_x).
fn texkill(g: &mut Gen, u: &mut Unstructured) -> Result<()> {
    let mut options: Vec<Register> = (0..g.ctx.count("r").min(32))
        .filter(|&i| g.init.temp(i) & XYZ == XYZ)
        .map(|i| Register::new(RegType::TEMP, i))
        .collect();
    options.extend(
        g.inputs
            .iter()
            .filter(|i| g.fam() == Family::Ps2 && i.ty == RegType::TEXTURE)
            .map(|i| Register::new(i.ty, i.index)),
    );
    if options.is_empty() {
        return Ok(());
    }
    let r = *u.choose(&options)?;
    g.emit(ins(
        Opcode::TEXKILL,
        Some(dst(r.ty, r.index, XYZW)),
        Vec::new(),
    ));
    Ok(())
}
