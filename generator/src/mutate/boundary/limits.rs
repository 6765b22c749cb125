//! Boundaries of nesting depths, the static flow count and instruction slots.

use super::{pair, BoundaryPair};
use crate::mutate::flow::{call_chain, if_b, if_c, nest, rep, static_room};
use crate::mutate::site::Site;
use crate::random::build::{dcl, dst, ins, XYZW};
use crate::random::ctx::Family;
use arbitrary::Unstructured;
use shadercts_shader::ir::{Instruction, RegType};
use shadercts_shader::model::OpClass;
use shadercts_shader::opcode::Opcode;

fn depth_pair(
    s: &Site,
    limit: Option<u32>,
    statics: bool,
    open: Instruction,
    close: Opcode,
) -> Vec<BoundaryPair> {
    let Some(l) = limit else { return Vec::new() };
    if statics && !static_room(s, l + 1) {
        return Vec::new();
    }
    let edit = move |s: &mut Site, k: u32| s.append(nest(&open, close, k));
    pair(s, format!("depth {l}/{}", l + 1), l, edit, true)
        .into_iter()
        .collect()
}

pub(super) fn loop_nesting(s: &Site, _u: &mut Unstructured) -> Vec<BoundaryPair> {
    depth_pair(
        s,
        s.ctx.info.limits.loop_nesting,
        true,
        rep(),
        Opcode::ENDREP,
    )
}

pub(super) fn static_nesting(s: &Site, _u: &mut Unstructured) -> Vec<BoundaryPair> {
    depth_pair(
        s,
        s.ctx.info.limits.static_nesting,
        true,
        if_b(),
        Opcode::ENDIF,
    )
}

pub(super) fn dynamic_nesting(s: &Site, _u: &mut Unstructured) -> Vec<BoundaryPair> {
    depth_pair(
        s,
        s.ctx.info.limits.dynamic_nesting,
        false,
        if_c(s),
        Opcode::ENDIF,
    )
}

pub(super) fn call_nesting(s: &Site, _u: &mut Unstructured) -> Vec<BoundaryPair> {
    let Some(l) = s.ctx.info.limits.call_nesting else {
        return Vec::new();
    };
    if !static_room(s, l + 1) {
        return Vec::new();
    }
    let edit = |s: &mut Site, k: u32| {
        let labels: Vec<u32> = s
            .unused(RegType::LABEL, s.ctx.count("l"))
            .into_iter()
            .take(k as usize)
            .collect();
        if labels.len() < k as usize {
            return None;
        }
        call_chain(s, &labels)
    };
    pair(s, format!("depth {l}/{}", l + 1), l, edit, true)
        .into_iter()
        .collect()
}

pub(super) fn static_count(s: &Site, _u: &mut Unstructured) -> Vec<BoundaryPair> {
    let Some(l) = s.ctx.info.limits.static_flow_count else {
        return Vec::new();
    };
    let have = crate::mutate::flow::static_flow_count(s);
    if have > l {
        return Vec::new();
    }
    let edit = move |s: &mut Site, k: u32| {
        let v: Vec<Instruction> = (have..k)
            .flat_map(|_| [if_b(), Instruction::new(Opcode::ENDIF)])
            .collect();
        s.append(v)
    };
    pair(s, format!("{l}/{} static", l + 1), l, edit, true)
        .into_iter()
        .collect()
}

pub(super) fn ports(s: &Site, _u: &mut Unstructured) -> Vec<BoundaryPair> {
    let Some(n) = s.ctx.ports("c") else {
        return Vec::new();
    };
    let (op, k) = match n {
        1 => (Opcode::ADD, 2),
        2 => (Opcode::MAD, 3),
        _ => return Vec::new(),
    };
    let edit = move |s: &mut Site, distinct: u32| {
        let srcs = (0..k).map(|i| s.c(i.min(distinct - 1))).collect();
        let i = s.write_temp(op, s.temp(), srcs);
        s.append(vec![i])
    };
    pair(s, format!("{n}/{} c#", n + 1), n, edit, true)
        .into_iter()
        .collect()
}

/// Slots of each phase: (texture, arithmetic) of phase 0 and of the last phase.
fn last_phase(s: &Site) -> (u32, u32) {
    let start =
        s.p.instructions
            .iter()
            .rposition(|i| i.opcode == Opcode::PHASE)
            .map_or(0, |k| k + 1);
    let mut tail = s.p.clone();
    tail.instructions.drain(..start);
    tail.instructions.retain(|i| i.opcode != Opcode::PHASE);
    let u = crate::random::budget::usage(&tail, &s.ctx);
    (u.texture, u.arithmetic)
}

/// Fills `class` slots up to `target` in total (or the last phase).
fn fill(s: &mut Site, class: OpClass, target: u32) -> Option<()> {
    match class {
        OpClass::Arithmetic => {
            let have = last_phase(s).1;
            let v: Vec<Instruction> = (have..target)
                .map(|_| s.write_temp(Opcode::MOV, s.temp(), vec![s.c(0)]))
                .collect();
            s.append(v)
        }
        OpClass::Texture => {
            let have = last_phase(s).0;
            let (ty, index) = match s.fam() {
                Family::Ps2 => {
                    let t =
                        s.p.instructions
                            .iter()
                            .filter(|i| i.opcode == Opcode::DCL)
                            .filter_map(|i| i.dst.as_ref())
                            .find(|d| d.reg.ty == RegType::TEXTURE)
                            .map(|d| d.reg.index);
                    let t = match t {
                        Some(t) => t,
                        None => {
                            let t = *s.unused(RegType::TEXTURE, s.ctx.count("t")).first()?;
                            s.declare(vec![dcl(dst(RegType::TEXTURE, t, XYZW), 0, 0, 0)]);
                            t
                        }
                    };
                    (RegType::TEXTURE, t)
                }
                _ => (RegType::TEXTURE, 0),
            };
            let v: Vec<Instruction> = (have..target)
                .map(|_| ins(Opcode::TEXKILL, Some(dst(ty, index, XYZW)), Vec::new()))
                .collect();
            let at = if s.fam().is_ps1() {
                s.tex_point()
            } else {
                s.end()?
            };
            s.insert(at, v);
            Some(())
        }
        _ => {
            let have = s.usage().total;
            let v: Vec<Instruction> = (have..target)
                .map(|_| s.write_temp(Opcode::MOV, s.temp(), vec![s.c(0)]))
                .collect();
            s.append(v)
        }
    }
}

fn slot_pair(s: &Site, class: OpClass, limit: Option<u32>) -> Vec<BoundaryPair> {
    let Some(l) = limit else { return Vec::new() };
    let edit = move |s: &mut Site, k: u32| fill(s, class, k);
    let Some(p) = pair(s, format!("{l}/{} slots", l + 1), l, edit, false) else {
        return Vec::new();
    };
    let ok = Site {
        ctx: s.ctx,
        p: p.valid.clone(),
    }
    .within_slots();
    if ok {
        vec![p]
    } else {
        Vec::new()
    }
}

pub(super) fn slots_total(s: &Site, _u: &mut Unstructured) -> Vec<BoundaryPair> {
    slot_pair(s, OpClass::Other, s.ctx.info.limits.instruction_slots)
}

pub(super) fn slots_texture(s: &Site, _u: &mut Unstructured) -> Vec<BoundaryPair> {
    slot_pair(s, OpClass::Texture, s.ctx.info.limits.texture_slots)
}

pub(super) fn slots_arithmetic(s: &Site, _u: &mut Unstructured) -> Vec<BoundaryPair> {
    slot_pair(s, OpClass::Arithmetic, s.ctx.info.limits.arithmetic_slots)
}
