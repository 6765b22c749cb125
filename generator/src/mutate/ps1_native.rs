//! Mutations of the ps_1_x operand facts of the native validator
//! (spec-rules/rules/ps1-operands.yaml) and of co-issued pairs (coissue.pair-pipes).

use super::site::Site;
use crate::random::build::{dst, ins, ins_cmp, src, src_swz, W, XY, XYZ, XYZW};
use crate::random::pad::fresh_temps;
use arbitrary::Unstructured;
use shadercts_shader::ir::{Instruction, RegType, Src, SrcModifier, Swizzle};
use shadercts_shader::model::OpClass;
use shadercts_shader::opcode::Opcode;

/// The first source of a ps_1_1-1_3 texture-address instruction, edited by `edit`: an
/// existing one reading a t#, else a new `tex t(a)` + `texreg2ar t(b), t(a)` on two
/// unused stages a < b at the start of the texture block.
fn texaddr_src(s: &mut Site, edit: impl Fn(&mut Src)) -> Option<()> {
    let found = s.find(|i| i.srcs.first().is_some_and(|x| x.reg.ty == RegType::TEXTURE));
    if let Some(&k) = found
        .iter()
        .find(|&&k| s.class(&s.p.instructions[k]) == OpClass::Texture)
    {
        edit(s.p.instructions[k].srcs.first_mut()?);
        return Some(());
    }
    let free = s.unused(RegType::TEXTURE, s.ctx.count("t"));
    let (&a, &b) = (free.first()?, free.get(1)?);
    let mut read = ins(
        Opcode::TEXREG2AR,
        Some(dst(RegType::TEXTURE, b, XYZW)),
        vec![src(RegType::TEXTURE, a)],
    );
    edit(read.srcs.first_mut()?);
    let tex = ins(
        Opcode::TEX,
        Some(dst(RegType::TEXTURE, a, XYZW)),
        Vec::new(),
    );
    let at = s.tex_point();
    s.insert(at, vec![tex, read]);
    Some(())
}

/// ps1.texaddr-src-file: a texture-address instruction reading c0 instead of its t#.
pub fn texaddr_const(s: &mut Site, _u: &mut Unstructured) -> Option<()> {
    texaddr_src(s, |x| *x = src(RegType::CONST, 0))
}

/// ps1.texaddr-src-swizzle: a texture-address source read as `.w`.
pub fn texaddr_swizzle(s: &mut Site, _u: &mut Unstructured) -> Option<()> {
    texaddr_src(s, |x| {
        x.modifier = SrcModifier::None;
        x.swizzle = Swizzle::replicate(3);
    })
}

/// ps1.texaddr-src-modifier: a negated texture-address source.
pub fn texaddr_neg(s: &mut Site, _u: &mut Unstructured) -> Option<()> {
    texaddr_src(s, |x| {
        x.swizzle = Swizzle::IDENTITY;
        x.modifier = SrcModifier::Neg;
    })
}

/// ps1.cmp-dp4-dst-distinct: `mov rT, c0` + `dp4 rT, rT, c0` at the end.
pub fn dp4_self(s: &mut Site, _u: &mut Unstructured) -> Option<()> {
    let t = s.temp();
    let set = s.write_temp(Opcode::MOV, t, vec![s.c(0)]);
    let dp4 = s.write_temp(Opcode::DP4, t, vec![src(RegType::TEMP, t), s.c(0)]);
    s.append(vec![set, dp4])
}

/// Temporaries the program never names.
fn fresh(s: &Site) -> Vec<u32> {
    fresh_temps(&s.p, s.ctx.count("r"))
}

/// `texld rF.mask, src` on a temporary the program never names, at the start of the
/// last phase's texture block.
fn texld_fresh(s: &mut Site, mask: u8, coord: Src) -> Option<()> {
    let f = *fresh(s).first()?;
    let i = ins(Opcode::TEX, Some(dst(RegType::TEMP, f, mask)), vec![coord]);
    let at = s.tex_point();
    s.insert(at, vec![i]);
    Some(())
}

/// ps14.texld-src-file: `texld rF, c0`.
pub fn texld_const(s: &mut Site, _u: &mut Unstructured) -> Option<()> {
    texld_fresh(s, XYZW, src(RegType::CONST, 0))
}

/// ps14.texld-src-modifier: `texld rF, -t0`.
pub fn texld_neg(s: &mut Site, _u: &mut Unstructured) -> Option<()> {
    let coord = Src {
        modifier: SrcModifier::Neg,
        ..src(RegType::TEXTURE, 0)
    };
    texld_fresh(s, XYZW, coord)
}

/// ps14.texld-src-swizzle: `texld rF, t0.x`.
pub fn texld_swizzle(s: &mut Site, _u: &mut Unstructured) -> Option<()> {
    texld_fresh(s, XYZW, src_swz(RegType::TEXTURE, 0, Swizzle::replicate(0)))
}

/// ps14.texld-mask: `texld rF.xyz, t0`.
pub fn texld_mask(s: &mut Site, _u: &mut Unstructured) -> Option<()> {
    texld_fresh(s, XYZ, src(RegType::TEXTURE, 0))
}

/// Inserts `v` at the end of phase 1: before the phase marker, or, without one, at the
/// start of the code followed by a new marker (the rest becomes phase 2).
fn in_phase1(s: &mut Site, mut v: Vec<Instruction>, texture: bool) -> Option<()> {
    match s.find(|i| i.opcode == Opcode::PHASE).first() {
        Some(&k) => {
            let at = if texture { s.code_start() } else { k };
            s.insert(at, v);
        }
        None => {
            v.push(Instruction::new(Opcode::PHASE));
            let at = s.code_start();
            s.insert(at, v);
        }
    }
    Some(())
}

/// ps14.texkill-r-phase2: `texkill rT` in the first phase's texture block.
pub fn texkill_r_phase1(s: &mut Site, _u: &mut Unstructured) -> Option<()> {
    let i = ins(
        Opcode::TEXKILL,
        Some(dst(RegType::TEMP, s.temp(), XYZW)),
        Vec::new(),
    );
    in_phase1(s, vec![i], true)
}

/// ps14.bem-src: `bem rT.rg, c0, c1` in the first phase.
pub fn bem_const(s: &mut Site, _u: &mut Unstructured) -> Option<()> {
    let i = ins(
        Opcode::BEM,
        Some(dst(RegType::TEMP, s.temp(), XY)),
        vec![s.c(0), s.c(1)],
    );
    in_phase1(s, vec![i], false)
}

/// ps14.bem-mask: `mov rA, c0` + `bem rB, c0, rA` (full mask) in the first phase, on
/// two temporaries the program never names.
pub fn bem_full_mask(s: &mut Site, _u: &mut Unstructured) -> Option<()> {
    let fresh = fresh(s);
    let (&a, &b) = (fresh.first()?, fresh.get(1)?);
    let set = s.write_temp(Opcode::MOV, a, vec![s.c(0)]);
    let bem = s.write_temp(Opcode::BEM, b, vec![s.c(0), src(RegType::TEMP, a)]);
    in_phase1(s, vec![set, bem], false)
}

/// ps1.cnd-cond-plain: `mov r0.a, c0` + `cnd rT, -r0.a, c0, c1` at the end.
pub fn cnd_neg(s: &mut Site, _u: &mut Unstructured) -> Option<()> {
    let alpha = ins(Opcode::MOV, Some(dst(RegType::TEMP, 0, W)), vec![s.c(0)]);
    let cond = Src {
        modifier: SrcModifier::Neg,
        ..src_swz(RegType::TEMP, 0, Swizzle::replicate(3))
    };
    let cnd = s.write_temp(Opcode::CND, s.temp(), vec![cond, s.c(0), s.c(1)]);
    s.append(vec![alpha, cnd])
}

/// op.setp-no-sat: `setp_gt_sat p0, c0, c0` at the end of the main program.
pub fn setp_sat(s: &mut Site, _u: &mut Unstructured) -> Option<()> {
    let mut d = dst(RegType::PREDICATE, 0, XYZW);
    d.modifiers.saturate = true;
    let i = ins_cmp(Opcode::SETP, 1, Some(d), vec![s.c(0), s.c(0)]);
    s.append(vec![i])
}

/// coissue.pair-pipes: `mov rT.rgb, c0` + `+add rT.rgb, c0, c0` at the end.
pub fn coissue_rgb_rgb(s: &mut Site, _u: &mut Unstructured) -> Option<()> {
    let t = s.temp();
    let first = ins(Opcode::MOV, Some(dst(RegType::TEMP, t, XYZ)), vec![s.c(0)]);
    let mut second = ins(
        Opcode::ADD,
        Some(dst(RegType::TEMP, t, XYZ)),
        vec![s.c(0), s.c(0)],
    );
    second.coissue = true;
    s.append(vec![first, second])
}
