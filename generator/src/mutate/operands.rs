//! Mutations of the operands that single instructions require (spec-rules/rules/operands.yaml):
//! a register of the wrong file, or a matrix result written through the wrong mask.

use super::flow::static_room;
use super::site::Site;
use crate::random::build::{dst, ins, ins_cmp, src, XYZW};
use arbitrary::Unstructured;
use shadercts_shader::ir::{RegType, SrcModifier};
use shadercts_shader::opcode::Opcode;

/// op.mova-dst: `mova T, c0` (a temporary instead of a0).
pub fn mova_temp(s: &mut Site, _u: &mut Unstructured) -> Option<()> {
    let i = s.write_temp(Opcode::MOVA, s.temp(), vec![s.c(0)]);
    s.append(vec![i])
}

/// op.setp-dst: `setp_gt T, c0, c0` (a temporary instead of p0).
pub fn setp_temp(s: &mut Site, _u: &mut Unstructured) -> Option<()> {
    let d = dst(RegType::TEMP, s.temp(), XYZW);
    let i = ins_cmp(Opcode::SETP, 1, Some(d), vec![s.c(0), s.c(0)]);
    s.append(vec![i])
}

/// op.loop-operands: `loop aL, c0` … `endloop` (a float constant instead of i#).
pub fn loop_float_count(s: &mut Site, _u: &mut Unstructured) -> Option<()> {
    if !static_room(s, 1) {
        return None; // one more loop would break flow.static-flow-count too
    }
    let open = ins(Opcode::LOOP, None, vec![src(RegType::LOOP, 0), s.c(0)]);
    s.append(vec![open, ins(Opcode::ENDLOOP, None, vec![])])
}

/// op.rep-operand: `rep c0` … `endrep` (a float constant instead of i#).
pub fn rep_float_count(s: &mut Site, _u: &mut Unstructured) -> Option<()> {
    if !static_room(s, 1) {
        return None; // one more rep would break flow.static-flow-count too
    }
    let open = ins(Opcode::REP, None, vec![s.c(0)]);
    s.append(vec![open, ins(Opcode::ENDREP, None, vec![])])
}

/// op.matrix-dst-mask: `m3x3 T, c0, c0` (the full mask on a three-component result);
/// none in a ps_3_0 program that reads constants with `_abs` (src.matrix-operand).
pub fn matrix_full_mask(s: &mut Site, _u: &mut Unstructured) -> Option<()> {
    if s.c(0).modifier != SrcModifier::None {
        return None;
    }
    let i = s.write_temp(Opcode::M3X3, s.temp(), vec![s.c(0), s.c(0)]);
    s.append(vec![i])
}

/// op.if-operand: `if c0.x` … `endif` (a float constant instead of b# or p0).
pub fn if_float(s: &mut Site, _u: &mut Unstructured) -> Option<()> {
    let cond = s.c_scalar(0);
    let open = ins(Opcode::IF, None, vec![cond]);
    s.append(vec![open, ins(Opcode::ENDIF, None, vec![])])
}

/// op.breakp-operand: `breakp c0.x` inside a `rep i0` block (a float constant instead
/// of p0).
pub fn breakp_float(s: &mut Site, _u: &mut Unstructured) -> Option<()> {
    if !static_room(s, 1) {
        return None; // the rep around it would break flow.static-flow-count too
    }
    let open = ins(Opcode::REP, None, vec![src(RegType::CONSTINT, 0)]);
    let cond = s.c_scalar(0);
    let brk = ins(Opcode::BREAKP, None, vec![cond]);
    s.append(vec![open, brk, ins(Opcode::ENDREP, None, vec![])])
}

/// op.frc-vs11-mask: `frc T, c0` in vs_1_1 (the full mask).
pub fn frc_full_mask(s: &mut Site, _u: &mut Unstructured) -> Option<()> {
    let i = s.write_temp(Opcode::FRC, s.temp(), vec![s.c(0)]);
    s.append(vec![i])
}

/// op.texkill-register: `texkill c0` (a constant carries no coordinate to test); in
/// ps_1_4 among the texture instructions, which come before the arithmetic.
pub fn texkill_const(s: &mut Site, _u: &mut Unstructured) -> Option<()> {
    let i = ins(Opcode::TEXKILL, Some(dst(RegType::CONST, 0, XYZW)), vec![]);
    if s.p.profile.is_ps1() {
        let at = s.tex_point();
        s.insert(at, vec![i]);
        return Some(());
    }
    s.append(vec![i])
}

/// op.texkill-register: `texkill oC0` in ps_3_0 (a colour output, which only ps_3_sw
/// accepts; ps_3_0 lifts the shader model 2 rules on oC# writes, so nothing else breaks).
pub fn texkill_oc(s: &mut Site, _u: &mut Unstructured) -> Option<()> {
    let i = ins(
        Opcode::TEXKILL,
        Some(dst(RegType::COLOROUT, 0, XYZW)),
        vec![],
    );
    s.append(vec![i])
}
