//! Mutations of the register files that source slots read
//! (spec-rules/rules/source-files.yaml): a boolean, integer, sampler or address register
//! read as a value, a constant texture coordinate, a register that is no sampler, a
//! swizzled matrix operand, a swizzled sgn scratch register.

use super::site::Site;
use crate::random::build::{dcl, dst, ins, src, src_swz, XYZW};
use crate::random::ctx::Family;
use crate::random::pad::fresh_temps;
use arbitrary::Unstructured;
use shadercts_shader::ir::{RegType, SrcModifier, Swizzle};
use shadercts_shader::opcode::Opcode;

/// `.wzyx`, a swizzle every profile from vs_1_1 and ps_2_0 on allows.
const WZYX: Swizzle = Swizzle(0b00_01_10_11);

/// A sampler the program declares, or a new `dcl_2d s#` (none when all are taken).
fn sampler(s: &mut Site) -> Option<u32> {
    let declared =
        s.p.instructions
            .iter()
            .filter(|i| i.opcode == Opcode::DCL)
            .filter_map(|i| i.dst.as_ref())
            .find(|d| d.reg.ty == RegType::SAMPLER)
            .map(|d| d.reg.index);
    if declared.is_some() {
        return declared;
    }
    let k = *s.unused(RegType::SAMPLER, s.ctx.count("s")).first()?;
    s.declare(vec![dcl(dst(RegType::SAMPLER, k, XYZW), 0, 0, 2)]);
    Some(k)
}

/// src.direct-file: `mov T, b0` (a boolean constant read as a value; flow-control
/// profiles).
pub fn read_bool(s: &mut Site, _u: &mut Unstructured) -> Option<()> {
    let i = s.write_temp(Opcode::MOV, s.temp(), vec![src(RegType::CONSTBOOL, 0)]);
    s.append(vec![i])
}

/// src.direct-file: `add T, c0, s#` (a sampler read as a value).
pub fn read_sampler(s: &mut Site, _u: &mut Unstructured) -> Option<()> {
    let k = sampler(s)?;
    let i = s.write_temp(
        Opcode::ADD,
        s.temp(),
        vec![s.c(0), src(RegType::SAMPLER, k)],
    );
    s.append(vec![i])
}

/// src.direct-file: vs_1_1 `mov a0.x, c0.x` then `mov T, a0.x` (a0 read as a value).
pub fn read_a0(s: &mut Site, _u: &mut Unstructured) -> Option<()> {
    let w = ins(
        Opcode::MOV,
        Some(dst(RegType::ADDR, 0, 1)),
        vec![s.c_scalar(0)],
    );
    let r = s.write_temp(
        Opcode::MOV,
        s.temp(),
        vec![src_swz(RegType::ADDR, 0, Swizzle::replicate(0))],
    );
    s.append(vec![w, r])
}

/// src.texture-coordinate: `texld T, c0, s#` (ps_3_0) or `mov T, c0` +
/// `texldd T, c0, s#, T, T` (ps_2_x): a constant as the coordinate. None in a ps_3_0
/// program that reads its constants with `_abs` (the coordinate takes no modifier).
pub fn const_coordinate(s: &mut Site, _u: &mut Unstructured) -> Option<()> {
    if s.c(0).modifier != SrcModifier::None {
        return None;
    }
    let k = sampler(s)?;
    let t = s.temp();
    let code = if s.fam() == Family::Ps3 {
        vec![s.write_temp(Opcode::TEX, t, vec![s.c(0), src(RegType::SAMPLER, k)])]
    } else {
        vec![
            s.write_temp(Opcode::MOV, t, vec![s.c(0)]),
            s.write_temp(
                Opcode::TEXLDD,
                t,
                vec![
                    s.c(0),
                    src(RegType::SAMPLER, k),
                    src(RegType::TEMP, t),
                    src(RegType::TEMP, t),
                ],
            ),
        ]
    };
    s.append(code)
}

/// src.sampler: `mov T, c0` then `texld T, T, T` (vs_3_0: `texldl`): a temporary in the
/// sampler slot.
pub fn temp_sampler(s: &mut Site, _u: &mut Unstructured) -> Option<()> {
    let t = s.temp();
    let op = if s.fam() == Family::Vs3 {
        Opcode::TEXLDL
    } else {
        Opcode::TEX
    };
    let a = s.write_temp(Opcode::MOV, t, vec![s.c(0)]);
    let b = s.write_temp(op, t, vec![src(RegType::TEMP, t), src(RegType::TEMP, t)]);
    s.append(vec![a, b])
}

/// src.matrix-operand: `m4x4 T, c0, c0.wzyx` (a swizzled matrix).
pub fn matrix_swizzle(s: &mut Site, _u: &mut Unstructured) -> Option<()> {
    let m = shadercts_shader::ir::Src {
        swizzle: WZYX,
        ..s.c(0)
    };
    let i = s.write_temp(Opcode::M4X4, s.temp(), vec![s.c(0), m]);
    s.append(vec![i])
}

/// src.sgn-scratch: `mov U, c0`, `mov V, c0`, `sgn T, c0, U, V.wzyx` (a swizzled scratch
/// register).
pub fn sgn_swizzle(s: &mut Site, _u: &mut Unstructured) -> Option<()> {
    s.ctx.form(Opcode::SGN, 0, 4)?; // vs_3_x may have the one-source form only
    let fresh = fresh_temps(&s.p, s.ctx.count("r"));
    let (t, a, b) = match fresh[..] {
        [t, a, b, ..] => (t, a, b),
        _ => return None,
    };
    let code = vec![
        s.write_temp(Opcode::MOV, a, vec![s.c(0)]),
        s.write_temp(Opcode::MOV, b, vec![s.c(0)]),
        s.write_temp(
            Opcode::SGN,
            t,
            vec![
                s.c(0),
                src(RegType::TEMP, a),
                src_swz(RegType::TEMP, b, WZYX),
            ],
        ),
    ];
    s.append(code)
}
