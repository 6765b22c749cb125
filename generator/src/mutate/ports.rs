//! Mutations of read ports beyond the per-file limit of ports.limit: reads of one
//! register per instruction, the joint t#/v# port of ps_2_0/ps_2_x, and the vs_1_1
//! matrix masks.

use super::site::{dst_m, Site};
use crate::random::build::{dcl, dst, ins, src, XYZW};
use arbitrary::Unstructured;
use shadercts_shader::ir::RegType;
use shadercts_shader::opcode::Opcode;

/// ports.c-reads: `mad T, c0, c0, c0` (one constant register read three times).
pub fn c_thrice(s: &mut Site, _u: &mut Unstructured) -> Option<()> {
    let i = s.write_temp(Opcode::MAD, s.temp(), vec![s.c(0), s.c(0), s.c(0)]);
    s.append(vec![i])
}

/// A newly declared register of type `ty` (`dcl t#` / `dcl v#`), full mask.
fn new_input(s: &mut Site, ty: RegType, file: &str) -> Option<u32> {
    let r = *s.unused(ty, s.ctx.count(file)).first()?;
    s.declare(vec![dcl(dst(ty, r, XYZW), 0, 0, 0)]);
    Some(r)
}

/// ports.t-reads: a new `dcl t#`, then `mul T, t#, t#`.
pub fn t_twice(s: &mut Site, _u: &mut Unstructured) -> Option<()> {
    let t = new_input(s, RegType::TEXTURE, "t")?;
    let srcs = vec![src(RegType::TEXTURE, t), src(RegType::TEXTURE, t)];
    let i = s.write_temp(Opcode::MUL, s.temp(), srcs);
    s.append(vec![i])
}

/// ports.t-v-joint: new `dcl t#` and `dcl v#`, then `mul T, t#, v#`.
pub fn t_and_v(s: &mut Site, _u: &mut Unstructured) -> Option<()> {
    let t = new_input(s, RegType::TEXTURE, "t")?;
    let v = new_input(s, RegType::INPUT, "v")?;
    let srcs = vec![src(RegType::TEXTURE, t), src(RegType::INPUT, v)];
    let i = s.write_temp(Opcode::MUL, s.temp(), srcs);
    s.append(vec![i])
}

/// op.matrix-dst-mask: `m3x3 T.xy, c0, c0` (a mask that is neither the exact one nor,
/// in vs_1_1, the default).
pub fn matrix_xy_mask(s: &mut Site, _u: &mut Unstructured) -> Option<()> {
    // None in a ps_3_0 program that reads constants with `_abs`: the matrix operand
    // takes no modifier (src.matrix-operand).
    if s.c(0).modifier != shadercts_shader::ir::SrcModifier::None {
        return None;
    }
    let i = ins(
        Opcode::M3X3,
        Some(dst_m(RegType::TEMP, s.temp(), 0b0011)),
        vec![s.c(0), s.c(0)],
    );
    s.append(vec![i])
}
