//! Open findings in the rules: programs the reference accepts although the documents
//! (and MojoShader) refuse them. `differential_mojoshader` skips them while fuzzing so
//! that a campaign can go on; the strict oracle that replays the `open-` artifacts does
//! not. Add an entry with its reproducer `fuzz/artifacts/<target>/open-NAME`; when the
//! rules are fixed, delete the entry and drop the `open-` prefix (docs/fuzzing.md).
//!
//! The findings fixed so far are rules: decl.register-file, decl.no-result-modifier and
//! ps1.tex-dst-t (the first campaigns), swz.scalar-replicate (`log r0, c0`).

use shadercts_shader::ir::{Program, RegType};
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
    id: "sincos-constants",
    applies: sincos_constants,
}];

/// Shader model 2 `sincos` whose src1 and src2 are not two different c#: the sincos
/// pages require them ("must be two different Constant Float Registers (c#)"), MojoShader
/// too ("SINCOS src1 must be constfloat"). Not a rule yet: suites 1.0.0 and 1.1.0
/// publish `sincos r0.xy, r1.x, r2, r3` as valid (docs/fuzzing.md, open findings).
fn sincos_constants(p: &Program) -> bool {
    p.instructions.iter().any(|i| {
        i.opcode == Opcode::SINCOS
            && i.srcs.len() == 3
            && (i.srcs[1].reg.ty != RegType::CONST
                || i.srcs[2].reg.ty != RegType::CONST
                || i.srcs[1].reg == i.srcs[2].reg)
    })
}

/// The open findings that apply to `program`.
pub fn applicable(program: &Program) -> Vec<&'static OpenFinding> {
    OPEN.iter().filter(|d| (d.applies)(program)).collect()
}
