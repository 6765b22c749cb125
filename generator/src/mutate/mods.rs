//! Mutations of modifiers, masks, swizzles, predicates and instruction forms.

use super::site::Site;
use crate::random::build::{dcl, dst, ins, src, src_swz, XY, XYZW};
use crate::random::ctx::Family;
use crate::random::operand::swz;
use arbitrary::Unstructured;
use shadercts_shader::ir::{Instruction, RegType, Src, SrcModifier, Swizzle};
use shadercts_shader::opcode::Opcode;

/// `mov T, c0` with its destination changed by `f`.
fn mov_with(s: &Site, f: impl FnOnce(&mut shadercts_shader::ir::Dst)) -> Instruction {
    let mut d = dst(RegType::TEMP, s.temp(), XYZW);
    f(&mut d);
    ins(Opcode::MOV, Some(d), vec![s.c(0)])
}

/// mod.shift: a result shift the profile does not have.
pub fn bad_shift(s: &mut Site, _u: &mut Unstructured) -> Option<()> {
    let shift = [1i8, 3, 2, -1, -2, -3]
        .into_iter()
        .find(|v| !s.ctx.shifts().contains(v))?;
    let i = mov_with(s, |d| d.shift = shift);
    s.append(vec![i])
}

/// mod.sat: `mov_sat` before vs_3_0.
pub fn sat(s: &mut Site, _u: &mut Unstructured) -> Option<()> {
    let i = mov_with(s, |d| d.modifiers.saturate = true);
    s.append(vec![i])
}

/// mod.sat-except: `frc_sat`.
pub fn frc_sat(s: &mut Site, _u: &mut Unstructured) -> Option<()> {
    s.ctx.form(Opcode::FRC, 0, 2)?;
    let mut i = mov_with(s, |d| d.modifiers.saturate = true);
    i.opcode = Opcode::FRC;
    s.append(vec![i])
}

/// mod.pp: `mov_pp` where there is no partial precision.
pub fn pp(s: &mut Site, _u: &mut Unstructured) -> Option<()> {
    let i = mov_with(s, |d| d.modifiers.partial_precision = true);
    s.append(vec![i])
}

/// mod.centroid: `mov_centroid` (centroid is for declarations and texture lookups).
pub fn centroid(s: &mut Site, _u: &mut Unstructured) -> Option<()> {
    let i = mov_with(s, |d| d.modifiers.centroid = true);
    s.append(vec![i])
}

/// `mov T, c0` then `mov T, <modifier>T` (a read of an initialised temporary).
fn read_self(s: &mut Site, modifier: SrcModifier) -> Option<()> {
    let t = s.temp();
    let first = s.write_temp(Opcode::MOV, t, vec![s.c(0)]);
    let second = s.write_temp(
        Opcode::MOV,
        t,
        vec![Src {
            modifier,
            ..src(RegType::TEMP, t)
        }],
    );
    s.append(vec![first, second])
}

/// mod.src-allowed: a source modifier the profile does not have.
pub fn bad_src_mod(s: &mut Site, _u: &mut Unstructured) -> Option<()> {
    use SrcModifier as M;
    let m = [M::Abs, M::Bias, M::X2, M::Bx2, M::Comp]
        .into_iter()
        .find(|m| !s.ctx.source_modifier(*m))?;
    read_self(s, m)
}

/// mod.ps14-const: `mov r, -c0` in ps_1_4.
pub fn neg_const(s: &mut Site, _u: &mut Unstructured) -> Option<()> {
    let c = Src {
        modifier: SrcModifier::Neg,
        ..src(RegType::CONST, 0)
    };
    let i = s.write_temp(Opcode::MOV, s.temp(), vec![c]);
    s.append(vec![i])
}

/// mod.dz-dw: `_dz` on an arithmetic source.
pub fn dz(s: &mut Site, _u: &mut Unstructured) -> Option<()> {
    read_self(s, SrcModifier::Dz)
}

/// mod.not-bool: `!` on a temporary.
pub fn not_temp(s: &mut Site, _u: &mut Unstructured) -> Option<()> {
    read_self(s, SrcModifier::Not)
}

/// mod.matrix-src1: `m3x2 T.xy, c0, -c0`.
pub fn matrix_neg(s: &mut Site, _u: &mut Unstructured) -> Option<()> {
    s.ctx.form(Opcode::M3X2, 0, 3)?;
    let a = s.c(0);
    let mut b = s.c(0);
    b.modifier = match b.modifier {
        SrcModifier::Abs => SrcModifier::AbsNeg,
        _ => SrcModifier::Neg,
    };
    let i = ins(
        Opcode::M3X2,
        Some(dst(RegType::TEMP, s.temp(), XY)),
        vec![a, b],
    );
    s.append(vec![i])
}

/// mod.abs-const-sm3: one c# read with `_abs` and one without.
pub fn abs_mixed(s: &mut Site, _u: &mut Unstructured) -> Option<()> {
    let t = s.temp();
    let with = Src {
        modifier: SrcModifier::Abs,
        ..src(RegType::CONST, 0)
    };
    let a = s.write_temp(Opcode::MOV, t, vec![with]);
    let b = s.write_temp(Opcode::MOV, t, vec![src(RegType::CONST, 0)]);
    s.append(vec![a, b])
}

/// pred.modifier-swizzle: a predicate with a swizzle that is neither identity nor replicate.
pub fn pred_swizzle(s: &mut Site, _u: &mut Unstructured) -> Option<()> {
    let mut i = s.write_temp(Opcode::MOV, s.temp(), vec![s.c(0)]);
    i.predicate = Some(src_swz(RegType::PREDICATE, 0, swz("yxzw")));
    s.append(vec![i])
}

/// swz.ps20: `mov T, c0.xyxy` (not among ps_2_0's swizzles).
pub fn ps20_swizzle(s: &mut Site, _u: &mut Unstructured) -> Option<()> {
    let c = Src {
        swizzle: swz("xyxy"),
        ..s.c(0)
    };
    let i = s.write_temp(Opcode::MOV, s.temp(), vec![c]);
    s.append(vec![i])
}

/// swz.texld-ps2: `texld T, T, s#.x` (a swizzle on the sampler).
pub fn texld_swizzle(s: &mut Site, _u: &mut Unstructured) -> Option<()> {
    let declared: Vec<u32> =
        s.p.instructions
            .iter()
            .filter(|i| i.opcode == Opcode::DCL)
            .filter_map(|i| i.dst.as_ref())
            .filter(|d| d.reg.ty == RegType::SAMPLER)
            .map(|d| d.reg.index)
            .collect();
    let sampler = match declared.first() {
        Some(&k) => k,
        None => {
            let k = *s.unused(RegType::SAMPLER, s.ctx.count("s")).first()?;
            s.declare(vec![dcl(dst(RegType::SAMPLER, k, XYZW), 0, 0, 2)]);
            k
        }
    };
    let t = s.temp();
    let a = s.write_temp(Opcode::MOV, t, vec![s.c(0)]);
    let b = s.write_temp(
        Opcode::TEX,
        t,
        vec![
            src(RegType::TEMP, t),
            src_swz(RegType::SAMPLER, sampler, Swizzle::replicate(0)),
        ],
    );
    s.append(vec![a, b])
}

/// vs.out.masks: `mov oT0.xz, c0`.
pub fn out_mask(s: &mut Site, _u: &mut Unstructured) -> Option<()> {
    let i = ins(
        Opcode::MOV,
        Some(dst(RegType::TEXCRDOUT, 0, 5)),
        vec![s.c(0)],
    );
    s.append(vec![i])
}

/// op.form-in-profile: an arithmetic instruction the profile does not have.
pub fn foreign_op(s: &mut Site, _u: &mut Unstructured) -> Option<()> {
    let (op, n) = match s.fam() {
        Family::Vs1 | Family::Ps11 | Family::Ps14 => (Opcode::ABS, 1),
        Family::Vs2 | Family::Vs3 => (Opcode::DSX, 1),
        Family::Ps2 if s.ctx.profile.minor == 0 => (Opcode::DSX, 1),
        Family::Ps2 | Family::Ps3 => (Opcode::SLT, 2),
    };
    if s.ctx.form(op, 0, 1 + n).is_some() {
        return None;
    }
    let i = s.write_temp(op, s.temp(), vec![s.c(0); n]);
    s.append(vec![i])
}

/// swz.scalar-replicate: `rcp T, c0` (the identity swizzle on a scalar source).
pub fn scalar_identity(s: &mut Site, _u: &mut Unstructured) -> Option<()> {
    let i = s.write_temp(Opcode::RCP, s.temp(), vec![s.c(0)]);
    s.append(vec![i])
}

/// `mov T, c0` then `sincos T.mask, T.swizzle[, c1, c2]` (the shader model 2 form takes
/// the two sincos constants).
fn sincos(s: &mut Site, mask: u8, swizzle: Swizzle) -> Option<()> {
    let t = s.temp();
    let init = s.write_temp(Opcode::MOV, t, vec![s.c(0)]);
    let mut srcs = vec![src_swz(RegType::TEMP, t, swizzle)];
    if s.p.profile.major < 3 {
        srcs.extend([s.c(1), s.c(2)]);
    }
    let i = ins(Opcode::SINCOS, Some(dst(RegType::TEMP, t, mask)), srcs);
    s.append(vec![init, i])
}

/// swz.sincos-replicate: `sincos T.xy, T` (the angle read without a replicate swizzle).
pub fn sincos_identity(s: &mut Site, _u: &mut Unstructured) -> Option<()> {
    sincos(s, XY, Swizzle::IDENTITY)
}

/// op.sincos-dst: `sincos T, T.x` (the full mask).
pub fn sincos_full_mask(s: &mut Site, _u: &mut Unstructured) -> Option<()> {
    sincos(s, XYZW, Swizzle::replicate(0))
}

/// swz.dp2add-replicate: `mov T, c0` then `dp2add T, T, c0, c0` (src2 without a
/// replicate swizzle).
pub fn dp2add_identity(s: &mut Site, _u: &mut Unstructured) -> Option<()> {
    // src0 from a temporary: one c# is read at most twice (ports.c-reads).
    let t = s.temp();
    let init = s.write_temp(Opcode::MOV, t, vec![s.c(0)]);
    let srcs = vec![src(RegType::TEMP, t), s.c(0), s.c(0)];
    let i = s.write_temp(Opcode::DP2ADD, t, srcs);
    s.append(vec![init, i])
}

/// op.sincos-constants: `sincos T.xy, T.x, T, T` in shader model 2 (temporaries, not two
/// different c#).
pub fn sincos_temp_constants(s: &mut Site, _u: &mut Unstructured) -> Option<()> {
    let t = s.temp();
    let init = s.write_temp(Opcode::MOV, t, vec![s.c(0)]);
    let angle = src_swz(RegType::TEMP, t, Swizzle::replicate(0));
    let srcs = vec![angle, src(RegType::TEMP, t), src(RegType::TEMP, t)];
    let i = ins(Opcode::SINCOS, Some(dst(RegType::TEMP, t, XY)), srcs);
    s.append(vec![init, i])
}
