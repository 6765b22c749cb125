//! Mutations of which instruction writes p0, a0 and the vertex outputs
//! (spec-rules/rules/destinations.yaml).

use super::site::Site;
use crate::random::build::{dcl, dst, ins, XYZW};
use crate::random::ctx::Family;
use arbitrary::Unstructured;
use shadercts_shader::ir::RegType;
use shadercts_shader::opcode::Opcode;

/// dst.p0-setp-only: `mov p0, c0` (p0 written by another instruction than setp).
pub fn mov_p0(s: &mut Site, _u: &mut Unstructured) -> Option<()> {
    let i = ins(
        Opcode::MOV,
        Some(dst(RegType::PREDICATE, 0, XYZW)),
        vec![s.c(0)],
    );
    s.append(vec![i])
}

/// dst.a0-writer: `mov a0.x, c0.x` from vs_2_0 on (not mova), `mov a0, c0` in vs_1_1
/// (not the `.x` mask).
pub fn mov_a0(s: &mut Site, _u: &mut Unstructured) -> Option<()> {
    let i = if s.fam() == Family::Vs1 {
        ins(Opcode::MOV, Some(dst(RegType::ADDR, 0, XYZW)), vec![s.c(0)])
    } else {
        ins(
            Opcode::MOV,
            Some(dst(RegType::ADDR, 0, 1)),
            vec![s.c_scalar(0)],
        )
    };
    s.append(vec![i])
}

/// dst.vs-lrp-nrm-pow-temp: `pow OUT, c0.x, c0.x` into an output: oFog before vs_3_0,
/// in vs_3_x the first declared component of a declared o# (or of a new
/// `dcl_texcoord# o#` when the program declares none).
pub fn pow_output(s: &mut Site, _u: &mut Unstructured) -> Option<()> {
    let d = if s.fam() == Family::Vs3 {
        let declared =
            s.p.instructions
                .iter()
                .filter(|i| i.opcode == Opcode::DCL)
                .filter_map(|i| i.dst.as_ref())
                .find(|d| d.reg.ty == RegType::OUTPUT && d.rel.is_none())
                .map(|d| (d.reg.index, d.mask.0));
        let (index, mask) = match declared {
            Some(found) => found,
            None => {
                let k = *s.unused(RegType::OUTPUT, s.ctx.count("o")).first()?;
                let (usage, usage_index) = s.free_semantic(RegType::OUTPUT)?;
                s.declare(vec![dcl(
                    dst(RegType::OUTPUT, k, XYZW),
                    usage,
                    usage_index,
                    0,
                )]);
                (k, XYZW)
            }
        };
        let low = mask & mask.wrapping_neg();
        if low == 0 {
            return None;
        }
        dst(RegType::OUTPUT, index, low)
    } else {
        dst(RegType::RASTOUT, 1, XYZW)
    };
    let i = ins(Opcode::POW, Some(d), vec![s.c_scalar(0), s.c_scalar(0)]);
    s.append(vec![i])
}
