//! Mutations of ps_1_x structure: co-issue, texture ordering, r0, phases.

use super::site::{dst_m, Site};
use crate::random::build::{dst, ins, src, src_swz, W, XYZ, XYZW};
use crate::random::ctx::Family;
use arbitrary::Unstructured;
use shadercts_shader::ir::{Instruction, RegType, Register};
use shadercts_shader::model::OpClass;
use shadercts_shader::opcode::Opcode;

/// `+op rX.mask, c0[, c0]` marked as co-issued.
fn coissued(s: &Site, op: Opcode, mask: u8, nsrc: usize) -> Instruction {
    let mut i = ins(
        op,
        Some(dst(RegType::TEMP, s.temp(), mask)),
        vec![s.c(0); nsrc],
    );
    i.coissue = true;
    i
}

fn has_arith_before_end(s: &Site) -> bool {
    s.p.instructions
        .iter()
        .any(|i| s.class(i) == OpClass::Arithmetic)
}

/// coissue.ps1-only: a `+mov` in a profile without co-issue.
pub fn coissue_outside_ps1(s: &mut Site, _u: &mut Unstructured) -> Option<()> {
    let i = coissued(s, Opcode::MOV, XYZW, 1);
    s.append(vec![i])
}

/// coissue.not-first: a `+mov r.a` before every arithmetic instruction.
pub fn coissue_first(s: &mut Site, _u: &mut Unstructured) -> Option<()> {
    let at =
        s.p.instructions
            .iter()
            .position(|i| s.class(i) == OpClass::Arithmetic)
            .unwrap_or(s.p.instructions.len());
    let i = coissued(s, Opcode::MOV, W, 1);
    s.insert(at, vec![i]);
    Some(())
}

/// coissue.dp4: `mov r.rgb, c0` + `+dp4 r.a, c0, c0` after the last instruction (a
/// colour half before it, so that the pair is otherwise well formed).
pub fn coissue_dp4(s: &mut Site, _u: &mut Unstructured) -> Option<()> {
    let colour = ins(
        Opcode::MOV,
        Some(dst(RegType::TEMP, s.temp(), XYZ)),
        vec![s.c(0)],
    );
    let i = coissued(s, Opcode::DP4, W, 2);
    s.append(vec![colour, i])
}

/// ps1.slot.coissue: `+mov r, c0` writing all four channels.
pub fn coissue_rgba(s: &mut Site, _u: &mut Unstructured) -> Option<()> {
    if !has_arith_before_end(s) {
        return None;
    }
    let i = coissued(s, Opcode::MOV, XYZW, 1);
    s.append(vec![i])
}

/// True when the last phase has an arithmetic instruction.
fn last_phase_has_arith(s: &Site) -> bool {
    let start = s.tex_point();
    s.p.instructions[start.min(s.p.instructions.len())..]
        .iter()
        .any(|i| s.class(i) == OpClass::Arithmetic)
}

/// ps1.tex-before-arith: `texkill t0` after the last arithmetic instruction.
pub fn tex_after_arith(s: &mut Site, _u: &mut Unstructured) -> Option<()> {
    if !last_phase_has_arith(s) {
        return None;
    }
    let i = ins(
        Opcode::TEXKILL,
        Some(dst(RegType::TEXTURE, 0, XYZW)),
        Vec::new(),
    );
    s.append(vec![i])
}

/// ps1.r0-written: every use of r0 renamed to a temporary the program never names
/// (ps_1_1-1_3 without a free temporary: to an unused t#, which is writable there).
pub fn no_r0(s: &mut Site, _u: &mut Unstructured) -> Option<()> {
    if !s.unused(RegType::TEMP, 1).is_empty() {
        return None;
    }
    let free_r = s.unused(RegType::TEMP, s.ctx.count("r"));
    let to = match free_r.first() {
        Some(&r) => Register::new(RegType::TEMP, r),
        None if s.fam() == Family::Ps11 => {
            let t = *s.unused(RegType::TEXTURE, s.ctx.count("t")).last()?;
            Register::new(RegType::TEXTURE, t)
        }
        None => return None,
    };
    let r0 = Register::new(RegType::TEMP, 0);
    for i in &mut s.p.instructions {
        for r in i
            .dst
            .iter_mut()
            .map(|d| &mut d.reg)
            .chain(i.srcs.iter_mut().map(|x| &mut x.reg))
        {
            if *r == r0 {
                *r = to;
            }
        }
    }
    let ports = s.ctx.ports("t");
    let over = s.p.instructions.iter().any(|i| {
        let mut ts: Vec<u32> = i
            .srcs
            .iter()
            .filter(|x| x.reg.ty == RegType::TEXTURE)
            .map(|x| x.reg.index)
            .collect();
        ts.sort_unstable();
        ts.dedup();
        ports.is_some_and(|p| ts.len() as u32 > p)
    });
    (!over).then_some(())
}

/// ps1.texm-src-order: a texture instruction reading its own stage (an existing one,
/// else `texbem t(m), t(m)` on an unused stage).
pub fn texm_order(s: &mut Site, _u: &mut Unstructured) -> Option<()> {
    let found = s
        .find(|i| {
            i.srcs.first().is_some_and(|x| x.reg.ty == RegType::TEXTURE)
                && i.dst.as_ref().is_some_and(|d| d.reg.ty == RegType::TEXTURE)
        })
        .into_iter()
        .find(|&k| s.class(&s.p.instructions[k]) == OpClass::Texture);
    let Some(k) = found else {
        let m = *s.unused(RegType::TEXTURE, s.ctx.count("t")).first()?;
        let i = ins(
            Opcode::TEXBEM,
            Some(dst(RegType::TEXTURE, m, XYZW)),
            vec![src(RegType::TEXTURE, m)],
        );
        let at = s.tex_point();
        s.insert(at, vec![i]);
        return Some(());
    };
    let i = &mut s.p.instructions[k];
    let d = i.dst.as_ref()?.reg.index;
    i.srcs[0].reg.index = d;
    Some(())
}

/// ps14.phase-once: a second `phase` marker.
pub fn two_phases(s: &mut Site, _u: &mut Unstructured) -> Option<()> {
    match s
        .p
        .instructions
        .iter()
        .position(|i| i.opcode == Opcode::PHASE)
    {
        Some(k) => s.insert(k + 1, vec![Instruction::new(Opcode::PHASE)]),
        None => {
            let at = s.code_start();
            s.insert(
                at,
                vec![
                    Instruction::new(Opcode::PHASE),
                    Instruction::new(Opcode::PHASE),
                ],
            );
        }
    }
    Some(())
}

/// ps14.v-phase2: `mov r, v0` in the first phase.
pub fn v_in_phase1(s: &mut Site, _u: &mut Unstructured) -> Option<()> {
    let read = ins(
        Opcode::MOV,
        Some(dst(RegType::TEMP, s.temp(), XYZW)),
        vec![src(RegType::INPUT, 0)],
    );
    match s
        .p
        .instructions
        .iter()
        .position(|i| i.opcode == Opcode::PHASE)
    {
        Some(k) => s.insert(k, vec![read]),
        None => {
            let at = s.code_start();
            s.insert(at, vec![read, Instruction::new(Opcode::PHASE)]);
        }
    }
    Some(())
}

/// ps14.t-texture-only: `mov r, t0` (an arithmetic read of t#).
pub fn t_in_arith(s: &mut Site, _u: &mut Unstructured) -> Option<()> {
    let i = ins(
        Opcode::MOV,
        Some(dst(RegType::TEMP, s.temp(), XYZW)),
        vec![src(RegType::TEXTURE, 0)],
    );
    s.append(vec![i])
}

/// mask.ps1-texture: a texture instruction with the partial mask .xyz (a mask every
/// ps_1_x profile allows elsewhere).
pub fn tex_mask(s: &mut Site, _u: &mut Unstructured) -> Option<()> {
    let ps14 = s.fam() == crate::random::ctx::Family::Ps14;
    let k = s.find(|i| i.dst.is_some()).into_iter().find(|&k| {
        let i = &s.p.instructions[k];
        s.class(i) == OpClass::Texture
            && !(ps14 && matches!(i.opcode, Opcode::TEX | Opcode::TEXCOORD))
    });
    match k {
        Some(k) => s.p.instructions[k].dst.as_mut()?.mask = shadercts_shader::ir::WriteMask(7),
        None => {
            let at = s.tex_point();
            s.insert(
                at,
                vec![ins(
                    Opcode::TEXKILL,
                    Some(dst_m(RegType::TEXTURE, 0, 7)),
                    Vec::new(),
                )],
            );
        }
    }
    Some(())
}

/// mod.ps1-arith-only: `_sat` on a texture instruction.
pub fn tex_sat(s: &mut Site, _u: &mut Unstructured) -> Option<()> {
    let k = s
        .find(|i| i.dst.is_some())
        .into_iter()
        .find(|&k| s.class(&s.p.instructions[k]) == OpClass::Texture);
    match k {
        Some(k) => {
            s.p.instructions[k].dst.as_mut()?.modifiers.saturate = true;
        }
        None => {
            let mut i = ins(
                Opcode::TEXKILL,
                Some(dst(RegType::TEXTURE, 0, XYZW)),
                Vec::new(),
            );
            i.dst.as_mut()?.modifiers.saturate = true;
            let at = s.tex_point();
            s.insert(at, vec![i]);
        }
    }
    Some(())
}

/// swz.ps1: `mov r, c0.yzxw` (no ps_1_x profile has that swizzle).
pub fn ps1_swizzle(s: &mut Site, _u: &mut Unstructured) -> Option<()> {
    let c = src_swz(RegType::CONST, 0, crate::random::operand::swz("yzxw"));
    let i = ins(
        Opcode::MOV,
        Some(dst(RegType::TEMP, s.temp(), XYZW)),
        vec![c],
    );
    s.append(vec![i])
}

/// mask.dp3-ps1: `dp3 r.a, c0, c0`.
pub fn dp3_alpha(s: &mut Site, _u: &mut Unstructured) -> Option<()> {
    let i = ins(
        Opcode::DP3,
        Some(dst(RegType::TEMP, s.temp(), W)),
        vec![s.c(0), s.c(0)],
    );
    s.append(vec![i])
}

/// mask.allowed (ps_1_1-1_3): `mov r.xy, c0`.
pub fn ps1_mask(s: &mut Site, _u: &mut Unstructured) -> Option<()> {
    let i = ins(
        Opcode::MOV,
        Some(dst(RegType::TEMP, s.temp(), 3)),
        vec![s.c(0)],
    );
    s.append(vec![i])
}

/// ps1.tex-dst-t: `tex rN` (a temporary instead of a texture register) at the start of
/// the texture block.
pub fn tex_dst_r(s: &mut Site, _u: &mut Unstructured) -> Option<()> {
    let at = s.tex_point();
    let i = ins(
        Opcode::TEX,
        Some(dst(RegType::TEMP, s.temp(), XYZW)),
        Vec::new(),
    );
    s.insert(at, vec![i]);
    Some(())
}
