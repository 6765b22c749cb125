//! Mutations of pixel shader outputs (oC#, oDepth).

use super::site::Site;
use crate::random::build::{dst, ins, XYZW};
use arbitrary::Unstructured;
use shadercts_shader::ir::{RegType, Swizzle, WriteMask};
use shadercts_shader::opcode::Opcode;

/// Statement indices of writes to `ty`.
fn writes(s: &Site, ty: RegType) -> Vec<usize> {
    s.find(|i| i.opcode != Opcode::DCL && i.dst.as_ref().is_some_and(|d| d.reg.ty == ty))
}

/// Highest oC# index written, if any.
fn max_oc(s: &Site) -> Option<u32> {
    writes(s, RegType::COLOROUT)
        .iter()
        .filter_map(|&k| s.p.instructions[k].dst.as_ref().map(|d| d.reg.index))
        .max()
}

/// `mov oC<n>, c0`.
fn mov_oc(s: &Site, n: u32) -> shadercts_shader::ir::Instruction {
    ins(
        Opcode::MOV,
        Some(dst(RegType::COLOROUT, n, XYZW)),
        vec![s.c(0)],
    )
}

/// ps.oC.regs: writes of oC0..oC3 completed, then a write of oC4.
pub fn oc4(s: &mut Site, _u: &mut Unstructured) -> Option<()> {
    let top = max_oc(s).map_or(0, |m| m + 1);
    let mut v: Vec<_> = (top..4).map(|n| mov_oc(s, n)).collect();
    v.push(mov_oc(s, 4));
    s.append(v)
}

/// ps.oC.mov-only: the first oC# write becomes `abs`.
pub fn oc_not_mov(s: &mut Site, _u: &mut Unstructured) -> Option<()> {
    s.ctx.form(Opcode::ABS, 0, 2)?;
    let k = *writes(s, RegType::COLOROUT).first()?;
    let i = &mut s.p.instructions[k];
    if i.srcs.len() != 1 {
        return None;
    }
    i.opcode = Opcode::ABS;
    Some(())
}

/// ps.oC.single-write: a second `mov oC0, c0`.
pub fn oc_twice(s: &mut Site, _u: &mut Unstructured) -> Option<()> {
    writes(s, RegType::COLOROUT).first()?;
    let i = mov_oc(s, 0);
    s.append(vec![i])
}

/// ps.oC.single-write-static-if: a second `mov oC0, c0`, inside `if b0 … endif` (native
/// accepts it: docs/native-behaviour.md#A8).
pub fn oc_twice_static_if(s: &mut Site, _u: &mut Unstructured) -> Option<()> {
    writes(s, RegType::COLOROUT).first()?;
    if !super::flow::static_room(s, 1) {
        return None;
    }
    let i = mov_oc(s, 0);
    s.append(vec![
        super::flow::if_b(),
        i,
        shadercts_shader::ir::Instruction::new(Opcode::ENDIF),
    ])
}

/// ps.oC.no-writemask: the first oC# write takes the mask .xyz.
pub fn oc_mask(s: &mut Site, _u: &mut Unstructured) -> Option<()> {
    let k = *writes(s, RegType::COLOROUT).first()?;
    s.p.instructions[k].dst.as_mut()?.mask = WriteMask(7);
    Some(())
}

/// ps.oC.src-plain: the mov into oC# reads a replicated component.
pub fn oc_swizzle(s: &mut Site, _u: &mut Unstructured) -> Option<()> {
    let k = *writes(s, RegType::COLOROUT).first()?;
    let i = &mut s.p.instructions[k];
    if i.opcode != Opcode::MOV {
        return None;
    }
    i.srcs.first_mut()?.swizzle = Swizzle::replicate(0);
    Some(())
}

/// ps.oC.no-result-modifier: `_sat` on the first oC# write.
pub fn oc_sat(s: &mut Site, _u: &mut Unstructured) -> Option<()> {
    let k = *writes(s, RegType::COLOROUT).first()?;
    s.p.instructions[k].dst.as_mut()?.modifiers.saturate = true;
    Some(())
}

/// ps.out.no-dynamic-flow: the first oC# write under the predicate `(p0)`.
pub fn oc_predicated(s: &mut Site, _u: &mut Unstructured) -> Option<()> {
    let k = *writes(s, RegType::COLOROUT).first()?;
    let p = crate::random::build::src(RegType::PREDICATE, 0);
    s.p.instructions[k].predicate = Some(p);
    Some(())
}

/// ps.oC0.required: every oC# write removed.
pub fn no_oc(s: &mut Site, _u: &mut Unstructured) -> Option<()> {
    let ks = writes(s, RegType::COLOROUT);
    if ks.is_empty() {
        return None;
    }
    for k in ks.into_iter().rev() {
        s.p.instructions.remove(k);
    }
    Some(())
}

/// ps.oC.contiguous: a gap in the oC# written (oC(n+2), or oC1 removed).
pub fn oc_gap(s: &mut Site, _u: &mut Unstructured) -> Option<()> {
    let top = max_oc(s)?;
    if top + 2 <= 3 {
        let i = mov_oc(s, top + 2);
        return s.append(vec![i]);
    }
    let ks: Vec<usize> = writes(s, RegType::COLOROUT)
        .into_iter()
        .filter(|&k| {
            s.p.instructions[k]
                .dst
                .as_ref()
                .is_some_and(|d| d.reg.index == 1)
        })
        .collect();
    for k in ks.into_iter().rev() {
        s.p.instructions.remove(k);
    }
    Some(())
}

/// ps.oDepth.replicate: `mov oDepth, c0` (no replicate swizzle).
pub fn odepth_identity(s: &mut Site, _u: &mut Unstructured) -> Option<()> {
    let i = ins(
        Opcode::MOV,
        Some(dst(RegType::DEPTHOUT, 0, XYZW)),
        vec![s.c(0)],
    );
    s.append(vec![i])
}

/// ps.oDepth.mov-only: `add oDepth, c0.x, c0.x`.
pub fn odepth_add(s: &mut Site, _u: &mut Unstructured) -> Option<()> {
    let mut c = s.c(0);
    c.swizzle = Swizzle::replicate(0);
    let i = ins(
        Opcode::ADD,
        Some(dst(RegType::DEPTHOUT, 0, XYZW)),
        vec![c.clone(), c],
    );
    s.append(vec![i])
}
