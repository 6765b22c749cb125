//! Mutations of vs_3_0 output declarations and indexed outputs.

use super::site::Site;
use crate::random::build::{dcl, dst, ins, rel_a0, rel_al, src, XYZW};
use crate::random::decls::{POSITION, PSIZE};
use arbitrary::Unstructured;
use shadercts_shader::ir::{Instruction, RegType, Swizzle, WriteMask};
use shadercts_shader::opcode::Opcode;

/// One output declaration: statement index, register, mask, usage, usage index.
#[derive(Clone, Copy)]
struct ODcl {
    at: usize,
    reg: u32,
    mask: u8,
    usage: u8,
    index: u8,
}

fn odcls(s: &Site) -> Vec<ODcl> {
    s.p.instructions
        .iter()
        .enumerate()
        .filter(|(_, i)| i.opcode == Opcode::DCL)
        .filter_map(|(at, i)| {
            let d = i.dst.as_ref()?;
            let decl = i.decl?;
            (d.reg.ty == RegType::OUTPUT).then_some(ODcl {
                at,
                reg: d.reg.index,
                mask: d.mask.0,
                usage: decl.usage,
                index: decl.usage_index,
            })
        })
        .collect()
}

/// o# registers (below 12) with no declaration.
fn free_o(s: &Site) -> Vec<u32> {
    let d = odcls(s);
    (0..s.ctx.count("o").min(12))
        .filter(|r| !d.iter().any(|x| x.reg == *r))
        .collect()
}

/// Distinct o# registers carrying a semantic other than point size.
fn non_psize_regs(s: &Site) -> usize {
    let mut v: Vec<u32> = odcls(s)
        .iter()
        .filter(|d| d.usage != PSIZE)
        .map(|d| d.reg)
        .collect();
    v.sort_unstable();
    v.dedup();
    v.len()
}

/// True when some output is written relatively.
fn has_rel_o(s: &Site) -> bool {
    s.p.instructions.iter().any(|i| {
        i.dst
            .as_ref()
            .is_some_and(|d| d.reg.ty == RegType::OUTPUT && d.rel.is_some())
            || i.srcs
                .iter()
                .any(|x| x.reg.ty == RegType::OUTPUT && x.rel.is_some())
    })
}

/// Position declared on o0 and point size (if any) on o1: indexing is allowed.
fn layout_ok(s: &Site) -> bool {
    odcls(s).iter().all(|d| match d.usage {
        POSITION => d.reg == 0,
        PSIZE => d.reg == 1,
        _ => true,
    })
}

/// A declared register with only generic semantics.
fn generic_reg(s: &Site) -> Option<u32> {
    let d = odcls(s);
    d.iter().map(|x| x.reg).find(|r| {
        d.iter()
            .filter(|x| x.reg == *r)
            .all(|x| x.usage != POSITION && x.usage != PSIZE)
    })
}

fn out_dcl(reg: u32, mask: u8, usage: u8, index: u8) -> Instruction {
    dcl(dst(RegType::OUTPUT, reg, mask), usage, index, 0)
}

/// vs3.o.count: `dcl_texcoord o12` and a write of o12.
pub fn o12(s: &mut Site, _u: &mut Unstructured) -> Option<()> {
    let (usage, index) = s.free_semantic(RegType::OUTPUT)?;
    s.declare(vec![out_dcl(12, XYZW, usage, index)]);
    let i = ins(
        Opcode::MOV,
        Some(dst(RegType::OUTPUT, 12, XYZW)),
        vec![s.c(0)],
    );
    s.append(vec![i])
}

/// vs3.o.no-legacy: a write of oPos.
pub fn opos(s: &mut Site, _u: &mut Unstructured) -> Option<()> {
    let i = ins(
        Opcode::MOV,
        Some(dst(RegType::RASTOUT, 0, XYZW)),
        vec![s.c(0)],
    );
    s.append(vec![i])
}

/// vs3.o.budget: two point-size outputs.
pub fn two_psize(s: &mut Site, _u: &mut Unstructured) -> Option<()> {
    if has_rel_o(s) {
        return None;
    }
    let have: Vec<u8> = odcls(s)
        .iter()
        .filter(|d| d.usage == PSIZE)
        .map(|d| d.index)
        .collect();
    let free = free_o(s);
    let need = 2usize.saturating_sub(have.len());
    let mut idx = (0..16u8).filter(|i| !have.contains(i));
    let mut v = Vec::new();
    for r in free.into_iter().take(need) {
        v.push(out_dcl(r, XYZW, PSIZE, idx.next()?));
    }
    if v.len() < need {
        return None;
    }
    s.declare(v);
    Some(())
}

/// vs3.o.eleven: all twelve registers carry semantics other than point size.
pub fn twelve(s: &mut Site, _u: &mut Unstructured) -> Option<()> {
    if has_rel_o(s) || s.ctx.count("o") < 12 {
        return None;
    }
    for d in odcls(s).into_iter().filter(|d| d.usage == PSIZE) {
        let (usage, index) = s.free_semantic(RegType::OUTPUT)?;
        let decl = s.p.instructions[d.at].decl.as_mut()?;
        decl.usage = usage;
        decl.usage_index = index;
    }
    for r in free_o(s) {
        let (usage, index) = s.free_semantic(RegType::OUTPUT)?;
        s.declare(vec![out_dcl(r, XYZW, usage, index)]);
    }
    Some(())
}

/// vs3.dcl.usage-set: an output usage outside D3DDECLUSAGE (14).
pub fn usage14(s: &mut Site, _u: &mut Unstructured) -> Option<()> {
    if let Some(d) = odcls(s)
        .into_iter()
        .find(|d| d.usage != POSITION && d.usage != PSIZE)
    {
        s.p.instructions[d.at].decl.as_mut()?.usage = 14;
        return Some(());
    }
    if non_psize_regs(s) >= 11 {
        return None;
    }
    let r = *free_o(s).first()?;
    s.declare(vec![out_dcl(r, XYZW, 14, 0)]);
    Some(())
}

/// vs3.o.position-required: the position output becomes position1.
pub fn position1(s: &mut Site, _u: &mut Unstructured) -> Option<()> {
    if s.semantics(RegType::OUTPUT).contains(&(POSITION, 1)) {
        return None;
    }
    for d in odcls(s)
        .into_iter()
        .filter(|d| d.usage == POSITION && d.index == 0)
    {
        s.p.instructions[d.at].decl.as_mut()?.usage_index = 1;
    }
    Some(())
}

/// vs3.dcl.mask-disjoint: a second declaration overlapping a declared register.
pub fn overlap(s: &mut Site, _u: &mut Unstructured) -> Option<()> {
    let d = odcls(s);
    let target =
        generic_reg(s).or_else(|| d.iter().find(|x| x.usage == POSITION).map(|x| x.reg))?;
    let mask = d.iter().find(|x| x.reg == target)?.mask;
    let low = mask & mask.wrapping_neg();
    let (usage, index) = s.free_semantic(RegType::OUTPUT)?;
    s.declare(vec![out_dcl(target, low, usage, index)]);
    Some(())
}

/// vs3.dcl.semantic-unique: an existing semantic declared again on a free register.
pub fn duplicate_semantic(s: &mut Site, _u: &mut Unstructured) -> Option<()> {
    if non_psize_regs(s) >= 11 {
        return None;
    }
    let d = odcls(s);
    let src = d
        .iter()
        .find(|x| x.usage != POSITION && x.usage != PSIZE)
        .or_else(|| {
            d.iter()
                .find(|x| x.usage == POSITION)
                .filter(|_| !has_rel_o(s))
        })?;
    let (usage, index) = (src.usage, src.index);
    let r = *free_o(s).first()?;
    s.declare(vec![out_dcl(r, XYZW, usage, index)]);
    Some(())
}

/// vs3.dcl.psize-full: the point-size declaration takes the mask .x.
pub fn psize_partial(s: &mut Site, _u: &mut Unstructured) -> Option<()> {
    if let Some(d) = odcls(s).into_iter().find(|d| d.usage == PSIZE) {
        s.p.instructions[d.at].dst.as_mut()?.mask = WriteMask(1);
        for i in &mut s.p.instructions {
            if i.opcode == Opcode::DCL {
                continue;
            }
            if let Some(w) = i
                .dst
                .as_mut()
                .filter(|w| w.reg.ty == RegType::OUTPUT && w.reg.index == d.reg)
            {
                w.mask = WriteMask(1);
            }
        }
        return Some(());
    }
    if has_rel_o(s) {
        return None;
    }
    let r = *free_o(s).first()?;
    s.declare(vec![out_dcl(r, 1, PSIZE, 0)]);
    Some(())
}

/// vs3.dcl.position-full: the position declaration (and its writes) take .xyz.
pub fn position_partial(s: &mut Site, _u: &mut Unstructured) -> Option<()> {
    let d = odcls(s).into_iter().find(|d| d.usage == POSITION)?;
    if odcls(s).iter().filter(|x| x.reg == d.reg).count() > 1 {
        return None;
    }
    s.p.instructions[d.at].dst.as_mut()?.mask = WriteMask(7);
    for i in &mut s.p.instructions {
        if i.opcode == Opcode::DCL {
            continue;
        }
        if let Some(w) = i
            .dst
            .as_mut()
            .filter(|w| w.reg.ty == RegType::OUTPUT && w.reg.index == d.reg)
        {
            w.mask = WriteMask(w.mask.0 & 7);
            if w.mask.0 == 0 {
                return None;
            }
        }
    }
    Some(())
}

/// vs3.dcl.all-used: a write of an undeclared output.
pub fn undeclared_write(s: &mut Site, _u: &mut Unstructured) -> Option<()> {
    let r = *free_o(s).first()?;
    let i = ins(
        Opcode::MOV,
        Some(dst(RegType::OUTPUT, r, XYZW)),
        vec![s.c(0)],
    );
    s.append(vec![i])
}

/// `loop aL, i0` / `mov o<reg>[aL], c0` / `endloop`.
fn rel_write(s: &Site, reg: u32) -> Vec<Instruction> {
    let mut d = dst(RegType::OUTPUT, reg, XYZW);
    d.rel = Some(rel_al());
    vec![
        ins(
            Opcode::LOOP,
            None,
            vec![src(RegType::LOOP, 0), src(RegType::CONSTINT, 0)],
        ),
        ins(Opcode::MOV, Some(d), vec![s.c(0)]),
        Instruction::new(Opcode::ENDLOOP),
    ]
}

/// vs3.index.no-pos-psize: the position output written relatively.
pub fn index_position(s: &mut Site, _u: &mut Unstructured) -> Option<()> {
    if !layout_ok(s) || !odcls(s).iter().any(|d| d.usage == POSITION && d.reg == 0) {
        return None;
    }
    let v = rel_write(s, 0);
    s.append(v)
}

/// vs3.index.pos-o0-psize-o1: indexed outputs while position is not on o0 (or point
/// size not on o1).
pub fn index_layout(s: &mut Site, _u: &mut Unstructured) -> Option<()> {
    let target = generic_reg(s)?;
    if layout_ok(s) {
        if odcls(s).iter().any(|d| d.usage == PSIZE) || non_psize_regs(s) > 11 {
            return None;
        }
        let r = *free_o(s).iter().find(|&&r| r != 1)?;
        s.declare(vec![out_dcl(r, XYZW, PSIZE, 0)]);
    }
    let v = rel_write(s, target);
    s.append(v)
}

/// rel.o-aL: an output indexed with a0.
pub fn o_a0(s: &mut Site, _u: &mut Unstructured) -> Option<()> {
    if !layout_ok(s) {
        return None;
    }
    let target = generic_reg(s)?;
    let mut c = s.c(0);
    c.swizzle = Swizzle::replicate(0);
    let set = ins(Opcode::MOVA, Some(dst(RegType::ADDR, 0, 1)), vec![c]);
    let mut d = dst(RegType::OUTPUT, target, XYZW);
    d.rel = Some(rel_a0(0));
    let w = ins(Opcode::MOV, Some(d), vec![s.c(0)]);
    s.append(vec![set, w])
}
