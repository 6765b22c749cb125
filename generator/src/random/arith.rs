//! Arithmetic instructions: one table row per opcode with the channels each source
//! consumes and the destination masks the instruction takes.

use super::build::{dst, ins, src, W, X, XY, XYZ, XYZW, Y};
use super::ctx::Family;
use super::operand::{pick_src, Reads, SrcReq, F_ANY, F_C, F_R, F_V};
use super::state::Gen;
use arbitrary::{Result, Unstructured};
use shadercts_shader::ir::{Dst, RegType, Register, Src, SrcModifier, Swizzle, WriteMask};
use shadercts_shader::opcode::Opcode;

/// How a source consumes channels.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ch {
    /// The channels the destination writes.
    D,
    /// A fixed set.
    F(u8),
    /// One channel (a replicate swizzle).
    S,
}

/// Special operand rules beyond the channel table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// Nothing special.
    Plain,
    /// m*x*: src1 is the first of `rows` constants.
    Matrix(u8),
    /// Shader model 2 sincos: src1, src2 are the sincos constants.
    SinCos2,
    /// Shader model 2 sgn: src1, src2 are scratch temporaries.
    Sgn2,
    /// mova / vs_1_1 `mov a0.x`: writes the address register.
    Mova,
    /// nop.
    Nop,
}

/// One arithmetic instruction.
#[derive(Clone, Copy, Debug)]
pub struct ArithSpec {
    /// Opcode.
    pub op: Opcode,
    /// Sources.
    pub srcs: &'static [Ch],
    /// Destination masks it takes (`None` = any the profile allows).
    pub masks: Option<&'static [u8]>,
    /// Special rules.
    pub kind: Kind,
    /// `_sat` not allowed.
    pub no_sat: bool,
    /// The destination may not be one of the source registers.
    pub distinct: bool,
    /// Sources keep the identity swizzle.
    pub identity: bool,
}

const fn a(op: Opcode, srcs: &'static [Ch]) -> ArithSpec {
    ArithSpec {
        op,
        srcs,
        masks: None,
        kind: Kind::Plain,
        no_sat: false,
        distinct: false,
        identity: false,
    }
}

const fn m(op: Opcode, srcs: &'static [Ch], masks: &'static [u8], kind: Kind) -> ArithSpec {
    ArithSpec {
        op,
        srcs,
        masks: Some(masks),
        kind,
        no_sat: false,
        distinct: true,
        identity: false,
    }
}

use Ch::{D, F, S};

/// Every arithmetic row. An opcode may have several rows (one per operand layout);
/// the model says which exist in a profile.
pub const ARITH: &[ArithSpec] = &[
    a(Opcode::MOV, &[D]),
    a(Opcode::ADD, &[D, D]),
    a(Opcode::SUB, &[D, D]),
    a(Opcode::MUL, &[D, D]),
    a(Opcode::MIN, &[D, D]),
    a(Opcode::MAX, &[D, D]),
    a(Opcode::SLT, &[D, D]),
    a(Opcode::SGE, &[D, D]),
    a(Opcode::MAD, &[D, D, D]),
    // The destination is neither src0 nor src2 (op.lrp-dst-src).
    ArithSpec {
        distinct: true,
        ..a(Opcode::LRP, &[D, D, D])
    },
    a(Opcode::CMP, &[D, D, D]),
    a(Opcode::CND, &[D, D, D]),
    a(Opcode::DP3, &[F(XYZ), F(XYZ)]),
    a(Opcode::DP4, &[F(XYZW), F(XYZW)]),
    a(Opcode::DP2ADD, &[F(XY), F(XY), S]),
    a(Opcode::RCP, &[S]),
    a(Opcode::RSQ, &[S]),
    a(Opcode::EXP, &[S]),
    a(Opcode::LOG, &[S]),
    a(Opcode::EXPP, &[S]),
    a(Opcode::LOGP, &[S]),
    a(Opcode::POW, &[S, S]),
    ArithSpec {
        no_sat: true,
        ..a(Opcode::FRC, &[D])
    },
    a(Opcode::ABS, &[D]),
    a(Opcode::LIT, &[F(0b1011)]),
    a(Opcode::DST, &[F(0b0110), F(0b1010)]),
    a(Opcode::DSX, &[D]),
    a(Opcode::DSY, &[D]),
    m(Opcode::NRM, &[F(XYZ)], &[XYZ, XYZW], Kind::Plain),
    ArithSpec {
        identity: true,
        ..m(
            Opcode::CRS,
            &[F(XYZ), F(XYZ)],
            &[X, Y, 4, XY, 5, 6, XYZ],
            Kind::Plain,
        )
    },
    ArithSpec {
        distinct: true,
        ..a(Opcode::SGN, &[D])
    },
    m(
        Opcode::SGN,
        &[D, D, D],
        &[X, Y, 4, W, XY, XYZ, XYZW],
        Kind::Sgn2,
    ),
    ArithSpec {
        no_sat: true,
        ..m(Opcode::SINCOS, &[S], &[X, Y, XY], Kind::Plain)
    },
    ArithSpec {
        no_sat: true,
        ..m(
            Opcode::SINCOS,
            &[S, F(XYZW), F(XYZW)],
            &[X, Y, XY],
            Kind::SinCos2,
        )
    },
    m(Opcode::M4X4, &[F(XYZW), F(XYZW)], &[XYZW], Kind::Matrix(4)),
    m(Opcode::M4X3, &[F(XYZW), F(XYZW)], &[XYZ], Kind::Matrix(3)),
    m(Opcode::M3X4, &[F(XYZ), F(XYZ)], &[XYZW], Kind::Matrix(4)),
    m(Opcode::M3X3, &[F(XYZ), F(XYZ)], &[XYZ], Kind::Matrix(3)),
    m(Opcode::M3X2, &[F(XYZ), F(XYZ)], &[XY], Kind::Matrix(2)),
    ArithSpec {
        kind: Kind::Mova,
        ..a(Opcode::MOVA, &[D])
    },
    ArithSpec {
        kind: Kind::Mova,
        ..a(Opcode::MOV, &[S])
    },
    ArithSpec {
        kind: Kind::Nop,
        ..a(Opcode::NOP, &[])
    },
];

/// True when src0 of a matrix op or of sm2 sincos surely finds a source other than c#
/// (two fully written temporaries: one may be the destination), or when c# has more than
/// one read port (then pick_src's constant fallback stays within the ports).
fn non_const_src0(g: &Gen) -> bool {
    g.ctx.ports("c").is_none_or(|n| n >= 3) || (0..32).filter(|&i| g.init.r[i] == XYZW).count() >= 2
}

/// Operand entries of a row (destination plus sources).
pub fn operands(spec: &ArithSpec) -> usize {
    if spec.kind == Kind::Nop {
        0
    } else {
        1 + spec.srcs.len()
    }
}

/// True when the row can be emitted now (form, budget and operand preconditions).
pub fn available(g: &Gen, spec: &ArithSpec) -> bool {
    if !g.fits(spec.op, 0, operands(spec)) {
        return false;
    }
    match spec.kind {
        Kind::Plain => {
            !(g.fam() == Family::Ps11 && spec.op == Opcode::CND) || g.init.temp(0) & W != 0
        }
        // The matrix operand takes no modifier (src.matrix-operand), so a ps_3_0 program
        // that reads every constant with `_abs` has no matrix instruction.
        Kind::Matrix(rows) => {
            g.ctx.count("c") >= u32::from(rows)
                && non_const_src0(g)
                && !(g.fam() == Family::Ps3 && g.abs_c)
        }
        // Two c# for the sincos constants (an exception to the c# read port: ports.limit);
        // src0 is kept off c#.
        Kind::SinCos2 => g.ctx.count("c") >= 2 && non_const_src0(g),
        Kind::Sgn2 => (0..32).filter(|&i| g.init.r[i] == XYZW).count() >= 4,
        Kind::Mova => {
            g.cfg.features.relative
                && g.has_file("a")
                && (spec.op == Opcode::MOVA) != (g.fam() == Family::Vs1)
        }
        Kind::Nop => true,
    }
}

/// A destination mask for `spec`, as the profile allows.
fn pick_mask(g: &Gen, u: &mut Unstructured, spec: &ArithSpec) -> Result<u8> {
    let fixed: Option<&[u8]> = match (g.fam(), spec.op) {
        (Family::Ps11, Opcode::DP3) => Some(&[XYZ, XYZW]),
        (Family::Vs1, Opcode::FRC) => Some(&[Y, XY]),
        (Family::Vs1, _) | (Family::Vs2, _)
            if spec.kind == Kind::Mova && g.ctx.profile.minor != 1 =>
        {
            Some(&[X])
        }
        _ => spec.masks,
    };
    let options: Vec<u8> = match fixed {
        Some(list) => list
            .iter()
            .copied()
            .filter(|&m| g.ctx.mask_allowed(m))
            .collect(),
        None if g.cfg.features.swizzles && u.ratio(1, 3)? => {
            (1..=15u8).filter(|&m| g.ctx.mask_allowed(m)).collect()
        }
        None => vec![XYZW],
    };
    if options.is_empty() {
        return Ok(XYZW);
    }
    Ok(*u.choose(&options)?)
}

/// Result modifiers and shift for an arithmetic destination.
pub fn decorate(g: &Gen, u: &mut Unstructured, d: &mut Dst, no_sat: bool) -> Result<()> {
    if !g.cfg.features.result_modifiers {
        return Ok(());
    }
    if !no_sat && g.ctx.result_modifier("sat") && u.ratio(1, 5)? {
        d.modifiers.saturate = true;
    }
    if g.ctx.result_modifier("pp") && u.ratio(1, 5)? {
        d.modifiers.partial_precision = true;
    }
    let shifts = g.ctx.shifts();
    if !shifts.is_empty() && u.ratio(1, 5)? {
        d.shift = *u.choose(shifts)?;
    }
    Ok(())
}

/// Where an arithmetic result goes.
#[derive(Clone, Copy, Debug)]
pub struct Target {
    /// The register written.
    pub reg: Register,
    /// Write mask.
    pub mask: u8,
    /// Result modifiers and shifts allowed.
    pub decorate: bool,
    /// A temporary the sources may not read.
    pub avoid: Option<u32>,
}

/// Files an ordinary arithmetic source may come from here.
pub fn arith_files(g: &Gen) -> u8 {
    match g.fam() {
        Family::Ps11 => F_ANY,
        _ => F_R | F_C | F_V,
    }
}

/// ps_1_2/1_3 cmp and dp4 may not read their destination (ps1.cmp-dp4-dst-distinct).
fn ps12_self_read(g: &Gen, op: Opcode) -> bool {
    g.fam() == Family::Ps11 && matches!(op, Opcode::CMP | Opcode::DP4)
}

/// Builds the instruction of `spec` (its preconditions hold) writing `target` (or a
/// temporary of its choice), optionally under `predicate`.
pub fn build(
    g: &Gen,
    u: &mut Unstructured,
    spec: &ArithSpec,
    target: Option<Target>,
    predicate: Option<Src>,
) -> Result<shadercts_shader::ir::Instruction> {
    if spec.kind == Kind::Nop {
        return Ok(ins(Opcode::NOP, None, Vec::new()));
    }
    let mut d = match target {
        Some(t) => {
            let mut d = dst(t.reg.ty, t.reg.index, t.mask);
            if t.decorate {
                decorate(g, u, &mut d, spec.no_sat)?;
            }
            d
        }
        None => {
            let mask = pick_mask(g, u, spec)?;
            let (ty, n) = if spec.kind == Kind::Mova {
                (RegType::ADDR, 1)
            } else {
                (RegType::TEMP, g.ctx.count("r").clamp(1, 32))
            };
            let index = u.int_in_range(0..=n - 1)?;
            let mut d = dst(ty, index, mask);
            if spec.kind != Kind::Mova {
                decorate(g, u, &mut d, spec.no_sat)?;
            }
            d
        }
    };
    let exclude = target
        .and_then(|t| t.avoid)
        .or(
            ((spec.distinct || ps12_self_read(g, spec.op)) && d.reg.ty == RegType::TEMP)
                .then_some(d.reg.index),
        );
    let mut reads = Reads::default();
    let mut srcs = Vec::with_capacity(spec.srcs.len());
    for (k, ch) in spec.srcs.iter().enumerate() {
        let s = match (spec.kind, k) {
            (Kind::Matrix(rows), 1) => matrix_const(g, u, rows, &mut reads)?,
            (Kind::SinCos2, 1 | 2) => sincos_const(g, k, &mut reads),
            (Kind::Sgn2, 1 | 2) => scratch(g, d.mask.0, exclude, &srcs, &mut reads),
            (Kind::Plain, 0) if g.fam() == Family::Ps11 && spec.op == Opcode::CND => {
                reads.add(Register::new(RegType::TEMP, 0));
                Src {
                    swizzle: Swizzle::replicate(3),
                    ..src(RegType::TEMP, 0)
                }
            }
            _ => {
                let chans = match ch {
                    Ch::D => d.mask.0,
                    Ch::F(m) => *m,
                    Ch::S => XYZW,
                };
                let mut req = SrcReq::new(chans);
                req.scalar = *ch == Ch::S;
                req.dst_mask = d.mask.0;
                req.exclude = exclude;
                req.swizzle = !spec.identity;
                req.files = arith_files(g);
                // ps_3_0 dsx/dsy read their source without a modifier (mod.dsx-dsy-ps3).
                if g.fam() == Family::Ps3 && matches!(spec.op, Opcode::DSX | Opcode::DSY) {
                    req.modifier = false;
                    // A program that reads every c# with `_abs` (mod.abs-const-sm3) keeps
                    // dsx/dsy off c#.
                    if g.abs_c {
                        req.files &= !F_C;
                    }
                }
                // The other sources of a matrix op and of SM2 sincos are constants: keep
                // src0 off c# so that the instruction stays within the c# read ports.
                if matches!(spec.kind, Kind::Matrix(_) | Kind::SinCos2) {
                    req.files &= !F_C;
                }
                // flow.gradient-in-dynamic-flow: no r# source for dsx/dsy there.
                if matches!(spec.op, Opcode::DSX | Opcode::DSY) && g.in_dynamic_flow() {
                    req.files &= !F_R;
                }
                pick_src(g, u, &req, &mut reads)?
            }
        };
        srcs.push(s);
    }
    if spec.kind == Kind::Mova && g.fam() == Family::Vs1 {
        d.mask = WriteMask(X);
    }
    // pick_src's last resort reads the instruction's constant again; where that would be
    // a third read of one c# (ports.c-reads), the instruction becomes a `mov` of it.
    let thrice = g.ctx.ports("c") == Some(1)
        && srcs.iter().any(|a| {
            a.reg.ty == RegType::CONST && srcs.iter().filter(|b| b.reg == a.reg).count() > 2
        });
    // pick_src's last resort is a c#, read with `_abs` in a program that reads every c#
    // so; ps_3_0 dsx/dsy take no source modifier (mod.dsx-dsy-ps3): a `mov` instead.
    let modified_gradient = g.fam() == Family::Ps3
        && matches!(spec.op, Opcode::DSX | Opcode::DSY)
        && srcs.iter().any(|a| a.modifier != SrcModifier::None);
    if (thrice || modified_gradient) && spec.kind == Kind::Plain {
        let first = srcs.into_iter().find(|a| a.reg.ty == RegType::CONST);
        let mut i = ins(Opcode::MOV, Some(d), first.into_iter().collect());
        i.predicate = predicate;
        return Ok(i);
    }
    let mut i = ins(spec.op, Some(d), srcs);
    i.predicate = predicate;
    Ok(i)
}

/// `c#` rows of a matrix: identity swizzle, no modifier (src.matrix-operand).
fn matrix_const(g: &Gen, u: &mut Unstructured, rows: u8, reads: &mut Reads) -> Result<Src> {
    let n = g.ctx.count("c");
    let used = reads
        .0
        .iter()
        .find(|r| r.ty == RegType::CONST)
        .map(|r| r.index);
    let index = match used {
        Some(i) if i + u32::from(rows) <= n => i,
        _ => u.int_in_range(0..=n.saturating_sub(u32::from(rows)))?,
    };
    reads.add(Register::new(RegType::CONST, index));
    Ok(src(RegType::CONST, index))
}

/// The two sincos constants of shader model 2 (c0/c1 style, distinct registers).
fn sincos_const(g: &Gen, k: usize, reads: &mut Reads) -> Src {
    let n = g.ctx.count("c");
    let base = n.saturating_sub(2);
    let index = base + (k as u32 - 1);
    reads.add(Register::new(RegType::CONST, index));
    src(RegType::CONST, index)
}

/// A scratch temporary for shader model 2 sgn: initialised, not the destination, not
/// already a source.
fn scratch(g: &Gen, mask: u8, exclude: Option<u32>, srcs: &[Src], reads: &mut Reads) -> Src {
    let taken = |i: u32| {
        Some(i) == exclude
            || srcs
                .iter()
                .any(|s| s.reg == Register::new(RegType::TEMP, i))
    };
    let index = (0..g.ctx.count("r").min(32))
        .find(|&i| !taken(i) && g.init.temp(i) & mask == mask && g.init.temp(i) == XYZW)
        .unwrap_or(0);
    reads.add(Register::new(RegType::TEMP, index));
    src(RegType::TEMP, index)
}

/// Emits `spec` with a destination of its own choosing; updates initialisation.
pub fn emit(
    g: &mut Gen,
    u: &mut Unstructured,
    spec: &ArithSpec,
    predicate: Option<Src>,
) -> Result<()> {
    let predicated = predicate.is_some();
    let i = build(g, u, spec, None, predicate)?;
    after_write(g, &i, predicated);
    g.emit(i);
    Ok(())
}

/// Updates initialisation and dependent-read levels after an arithmetic instruction.
pub fn after_write(g: &mut Gen, i: &shadercts_shader::ir::Instruction, predicated: bool) {
    let Some(d) = &i.dst else { return };
    if i.opcode == Opcode::SGN && i.srcs.len() == 3 {
        for s in &i.srcs[1..] {
            if let Some(m) = g.init.r.get_mut(s.reg.index as usize) {
                *m = 0;
            }
        }
    }
    if predicated {
        return;
    }
    match d.reg.ty {
        RegType::TEMP => {
            let level = i
                .srcs
                .iter()
                .filter(|s| s.reg.ty == RegType::TEMP)
                .map(|s| g.dep.get(s.reg.index as usize).copied().unwrap_or(0))
                .max()
                .unwrap_or(0);
            if let Some(l) = g.dep.get_mut(d.reg.index as usize) {
                *l = (*l).max(level);
            }
            g.wrote_temp(d.reg.index, d.mask.0);
        }
        RegType::ADDR if !g.fam().is_ps() => g.init.a0 |= d.mask.0,
        _ => {}
    }
}

/// `mov` from one replicated component (scalar outputs such as oFog).
pub const MOV_SCALAR: ArithSpec = a(Opcode::MOV, &[S]);
