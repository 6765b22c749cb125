//! Open findings in the rules: programs the reference accepts although the documents
//! (and MojoShader) refuse them. `differential_mojoshader` skips them while fuzzing so
//! that a campaign can go on; the strict oracle that replays the `open-` artifacts does
//! not. Delete an entry (and rename its artifact) when the rules are fixed.

use shadercts_shader::ir::{Program, RegType, ShaderKind};
use shadercts_shader::opcode::Opcode;

/// One open finding.
#[derive(Clone, Copy, Debug)]
pub struct OpenFinding {
    /// Short id, used in messages.
    pub id: &'static str,
    /// Whether `program` has the construct.
    pub applies: fn(&Program) -> bool,
}

/// Every open finding (docs/fuzzing.md, "Open findings").
pub const OPEN: &[OpenFinding] = &[
    OpenFinding {
        id: "dcl-result-shift",
        applies: dcl_shift,
    },
    OpenFinding {
        id: "dcl-register-type",
        applies: dcl_register_type,
    },
    OpenFinding {
        id: "ps_1_1-3-texture-op-writes-r",
        applies: ps1_texture_op_writes_r,
    },
];

/// The open findings that apply to `program`.
pub fn applicable(program: &Program) -> Vec<&'static OpenFinding> {
    OPEN.iter().filter(|d| (d.applies)(program)).collect()
}

fn any(p: &Program, f: impl Fn(&shadercts_shader::ir::Instruction) -> bool) -> bool {
    p.instructions.iter().any(f)
}

/// ps_1_1–1_3 texture instructions (other than texkill) writing anything but t#: the
/// reference accepts them, MojoShader refuses ("TEX param must be a texture register").
fn ps1_texture_op_writes_r(p: &Program) -> bool {
    p.profile.is_ps1()
        && p.profile.minor < 4
        && any(p, |i| {
            is_ps1_texture_op(i.opcode)
                && i.opcode != Opcode::TEXKILL
                && i.dst.as_ref().is_some_and(|d| d.reg.ty != RegType::TEXTURE)
        })
}

/// `dcl_position_x2 v0`: the reference accepts a result shift on a declaration,
/// MojoShader refuses it ("shift scale in DCL").
fn dcl_shift(p: &Program) -> bool {
    any(p, |i| {
        i.opcode == Opcode::DCL && i.dst.as_ref().is_some_and(|d| d.shift != 0)
    })
}

/// `dcl_position oT0` in vs_2_0, `dcl_texcoord r0`: the reference accepts a `dcl` of
/// any register, MojoShader only of the files the documents declare ("invalid DCL
/// register type for this shader model"): v#; s# from shader model 2 (vs_3_0 for
/// vertex shaders); o# in vs_3_0; t# in ps_2_x; vPos/vFace in ps_3_0.
fn dcl_register_type(p: &Program) -> bool {
    let (kind, major) = (p.profile.kind, p.profile.major);
    let allowed = |ty: RegType| match kind {
        ShaderKind::Vertex => {
            ty == RegType::INPUT || (major >= 3 && matches!(ty, RegType::OUTPUT | RegType::SAMPLER))
        }
        ShaderKind::Pixel => {
            ty == RegType::INPUT
                || (major >= 2 && ty == RegType::SAMPLER)
                || (major == 2 && ty == RegType::TEXTURE)
                || (major >= 3 && ty == RegType::MISCTYPE)
        }
    };
    any(p, |i| {
        i.opcode == Opcode::DCL && i.dst.as_ref().is_some_and(|d| !allowed(d.reg.ty))
    })
}

fn is_ps1_texture_op(op: Opcode) -> bool {
    (Opcode::TEXCOORD.0..=Opcode::TEXDEPTH.0).contains(&op.0)
        && !matches!(op, Opcode::EXPP | Opcode::LOGP | Opcode::CND | Opcode::DEF)
}
