//! Mutations of declarations: placement, missing declarations, vPos/vFace, modifiers.

use super::site::Site;
use crate::random::build::{dcl, def, dst, src, XYZW};
use crate::random::ctx::Family;
use arbitrary::Unstructured;
use shadercts_shader::ir::{Instruction, RegType};
use shadercts_shader::opcode::Opcode;

/// The position right after the first code statement, moved past co-issued successors.
fn after_first_code(s: &Site) -> Option<usize> {
    let mut at = s.first_code()? + 1;
    while s.p.instructions.get(at).is_some_and(|i| i.coissue) {
        at += 1;
    }
    Some(at)
}

/// A declaration of a register the program does not use (input of the profile).
fn spare_dcl(s: &Site) -> Option<Instruction> {
    match s.fam() {
        Family::Ps2 => {
            let t = *s.unused(RegType::TEXTURE, s.ctx.count("t")).first()?;
            Some(dcl(dst(RegType::TEXTURE, t, XYZW), 0, 0, 0))
        }
        Family::Ps11 | Family::Ps14 => None,
        _ => {
            let v = *s.unused(RegType::INPUT, s.ctx.count("v")).first()?;
            let (usage, index) = s.free_semantic(RegType::INPUT)?;
            Some(dcl(dst(RegType::INPUT, v, XYZW), usage, index, 0))
        }
    }
}

/// decl.dcl-before-code / vs3.dcl.before-code: a dcl after the first instruction.
pub fn dcl_after_code(s: &mut Site, _u: &mut Unstructured) -> Option<()> {
    let first = s.first_code()?;
    let moved = match s.p.instructions[..first]
        .iter()
        .rposition(|i| i.opcode == Opcode::DCL)
    {
        Some(k) => s.p.instructions.remove(k),
        None => spare_dcl(s)?,
    };
    let at = after_first_code(s)?;
    s.insert(at, vec![moved]);
    Some(())
}

/// decl.def-before-code: a def after the first instruction.
pub fn def_after_code(s: &mut Site, _u: &mut Unstructured) -> Option<()> {
    let first = s.first_code()?;
    let is_def = |i: &Instruction| matches!(i.opcode, Opcode::DEF | Opcode::DEFI | Opcode::DEFB);
    let moved = match s.p.instructions[..first].iter().rposition(is_def) {
        Some(k) => s.p.instructions.remove(k),
        None => {
            let defined: Vec<u32> = s
                .find(|i| i.opcode == Opcode::DEF)
                .iter()
                .filter_map(|&k| s.p.instructions[k].dst.as_ref().map(|d| d.reg.index))
                .collect();
            let c = (0..s.ctx.count("c")).find(|c| !defined.contains(c))?;
            def(c, [0.5f32.to_bits(); 4])
        }
    };
    let at = after_first_code(s)?;
    s.insert(at, vec![moved]);
    Some(())
}

/// Registers read by some source (non-relative) of one of `types`.
fn read_regs(s: &Site, types: &[RegType]) -> Vec<(RegType, u32)> {
    let mut v = Vec::new();
    for i in &s.p.instructions {
        for x in &i.srcs {
            if types.contains(&x.reg.ty) && !v.contains(&(x.reg.ty, x.reg.index)) {
                v.push((x.reg.ty, x.reg.index));
            }
        }
    }
    v
}

/// Registers that are the base of a relative operand.
fn relative_bases(s: &Site) -> Vec<(RegType, u32)> {
    let mut v = Vec::new();
    for i in &s.p.instructions {
        for (r, rel) in i
            .srcs
            .iter()
            .map(|x| (x.reg, x.rel))
            .chain(i.dst.iter().map(|d| (d.reg, d.rel)))
        {
            if rel.is_some() {
                v.push((r.ty, r.index));
            }
        }
    }
    v
}

/// Removes every dcl of the register; `false` when there was none.
fn undeclare(s: &mut Site, ty: RegType, index: u32) -> bool {
    let before = s.p.instructions.len();
    s.p.instructions.retain(|i| {
        !(i.opcode == Opcode::DCL
            && i.dst
                .as_ref()
                .is_some_and(|d| d.reg.ty == ty && d.reg.index == index))
    });
    s.p.instructions.len() != before
}

/// decl.ps-inputs: the declaration of a read input removed (else an undeclared read).
pub fn ps_undeclared(s: &mut Site, _u: &mut Unstructured) -> Option<()> {
    let types = [
        RegType::INPUT,
        RegType::TEXTURE,
        RegType::SAMPLER,
        RegType::MISCTYPE,
    ];
    for (ty, index) in read_regs(s, &types) {
        if undeclare(s, ty, index) {
            return Some(());
        }
    }
    let ty = if s.fam() == Family::Ps3 {
        RegType::INPUT
    } else {
        RegType::TEXTURE
    };
    let file = if ty == RegType::INPUT { "v" } else { "t" };
    let r = *s.unused(ty, s.ctx.count(file)).first()?;
    let i = s.write_temp(Opcode::MOV, s.temp(), vec![src(ty, r)]);
    s.append(vec![i])
}

/// decl.vs-inputs: the declaration of a read input removed (else an undeclared read).
pub fn vs_undeclared(s: &mut Site, _u: &mut Unstructured) -> Option<()> {
    let bases = relative_bases(s);
    for (ty, index) in read_regs(s, &[RegType::INPUT, RegType::SAMPLER]) {
        if !bases.contains(&(ty, index)) && undeclare(s, ty, index) {
            return Some(());
        }
    }
    let r = *s.unused(RegType::INPUT, s.ctx.count("v")).first()?;
    let i = s.write_temp(Opcode::MOV, s.temp(), vec![src(RegType::INPUT, r)]);
    s.append(vec![i])
}

/// decl.vPos-mask: vPos declared with .xyz (or a new `dcl vPos`, full mask).
pub fn vpos_mask(s: &mut Site, _u: &mut Unstructured) -> Option<()> {
    let k = s.find(|i| {
        i.opcode == Opcode::DCL
            && i.dst
                .as_ref()
                .is_some_and(|d| d.reg.ty == RegType::MISCTYPE && d.reg.index == 0)
    });
    match k.first() {
        Some(&k) => s.p.instructions[k].dst.as_mut()?.mask = shadercts_shader::ir::WriteMask(7),
        None => s.declare(vec![dcl(dst(RegType::MISCTYPE, 0, XYZW), 0, 0, 0)]),
    }
    Some(())
}

/// decl.vFace-use: `mov T.x, vFace` (declared).
pub fn vface_mov(s: &mut Site, _u: &mut Unstructured) -> Option<()> {
    let declared = !s
        .find(|i| {
            i.opcode == Opcode::DCL
                && i.dst
                    .as_ref()
                    .is_some_and(|d| d.reg.ty == RegType::MISCTYPE && d.reg.index == 1)
        })
        .is_empty();
    if !declared {
        s.declare(vec![dcl(dst(RegType::MISCTYPE, 1, XYZW), 0, 0, 0)]);
    }
    let i = crate::random::build::ins(
        Opcode::MOV,
        Some(dst(RegType::TEMP, s.temp(), 1)),
        vec![src(RegType::MISCTYPE, 1)],
    );
    s.append(vec![i])
}

/// decl.vs-no-modifier (with mod.pp): `_pp` on a vertex shader dcl.
pub fn vs_dcl_pp(s: &mut Site, _u: &mut Unstructured) -> Option<()> {
    let k = *s.find(|i| i.opcode == Opcode::DCL).first()?;
    s.p.instructions[k]
        .dst
        .as_mut()?
        .modifiers
        .partial_precision = true;
    Some(())
}

/// decl.register-file: a declaration of c0, a register file no `dcl` declares.
pub fn dcl_const(s: &mut Site, _u: &mut Unstructured) -> Option<()> {
    let (usage, index) = match s.fam() {
        Family::Ps2 => (0, 0),
        _ => s.free_semantic(RegType::CONST)?,
    };
    s.declare(vec![dcl(dst(RegType::CONST, 0, XYZW), usage, index, 0)]);
    Some(())
}

/// decl.no-result-modifier: a result shift (`_x2`) on a declaration (a spare one when
/// the program declares nothing).
pub fn dcl_shift(s: &mut Site, _u: &mut Unstructured) -> Option<()> {
    let k = match s.find(|i| i.opcode == Opcode::DCL).first() {
        Some(&k) => k,
        None => {
            let d = spare_dcl(s)?;
            s.declare(vec![d]);
            0
        }
    };
    s.p.instructions[k].dst.as_mut()?.shift = 1;
    Some(())
}
