//! Open findings in the rules: programs the reference accepts although the documents
//! (and MojoShader) refuse them. `differential_mojoshader` skips them while fuzzing so
//! that a campaign can go on; the strict oracle that replays the `open-` artifacts does
//! not. Add an entry with its reproducer `fuzz/artifacts/<target>/open-NAME`; when the
//! rules are fixed, delete the entry and drop the `open-` prefix (docs/fuzzing.md).
//!
//! The findings fixed so far are rules (docs/fuzzing.md): decl.register-file,
//! decl.no-result-modifier and ps1.tex-dst-t (the first campaigns), swz.scalar-replicate
//! (`log r0, c0`) and op.sincos-constants. Open: `ps2-input-dcl-usage`.

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
pub const OPEN: &[OpenFinding] = &[OpenFinding {
    id: "ps2-input-dcl-usage",
    applies: ps2_input_dcl_usage,
}];

/// ps_2_0 to ps_2_sw: a `dcl` of an input (v#) or texture coordinate (t#) with a usage
/// (`dcl_texcoord0 v0`). The `dcl - ps` syntax has none (`dcl[_pp] dest[.mask]`), and
/// Wine's D3DAssemble refuses every usage there, `dcl_position v0` too ("Declaration not
/// supported in PS 2"); the reference accepts it and encodes the usage, MojoShader drops
/// it (writes usage 0). Found by CI's 10-second run of `differential_mojoshader`
/// (2026-12-04); reproducer `fuzz/artifacts/differential_mojoshader/open-ps2-input-dcl-usage.asm`.
/// Only usages other than `position0` are seen here: that one is the bare `dcl`'s token.
fn ps2_input_dcl_usage(p: &Program) -> bool {
    p.profile.kind == ShaderKind::Pixel
        && p.profile.major == 2
        && p.instructions.iter().any(|i| {
            i.opcode == Opcode::DCL
                && i.dst
                    .as_ref()
                    .is_some_and(|d| matches!(d.reg.ty, RegType::INPUT | RegType::TEXTURE))
                && i.decl.is_some_and(|d| d.usage != 0 || d.usage_index != 0)
        })
}

/// The open findings that apply to `program`.
pub fn applicable(program: &Program) -> Vec<&'static OpenFinding> {
    OPEN.iter().filter(|d| (d.applies)(program)).collect()
}
