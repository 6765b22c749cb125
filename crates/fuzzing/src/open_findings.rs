//! Open findings in the rules: programs the reference accepts although the documents
//! (and MojoShader) refuse them. `differential_mojoshader` skips them while fuzzing so
//! that a campaign can go on; the strict oracle that replays the `open-` artifacts does
//! not. Add an entry with its reproducer `fuzz/artifacts/<target>/open-NAME`; when the
//! rules are fixed, delete the entry and drop the `open-` prefix (docs/fuzzing.md).
//!
//! Empty now: the findings so far are rules (docs/fuzzing.md): decl.register-file,
//! decl.no-result-modifier and ps1.tex-dst-t (the first campaigns), swz.scalar-replicate
//! (`log r0, c0`) and op.sincos-constants.

use shadercts_shader::ir::Program;

/// One open finding.
#[derive(Clone, Copy, Debug)]
pub struct OpenFinding {
    /// Short id, used in messages.
    pub id: &'static str,
    /// Whether `program` has the construct.
    pub applies: fn(&Program) -> bool,
}

/// Every open finding (docs/fuzzing.md, "Open findings").
pub const OPEN: &[OpenFinding] = &[];

/// The open findings that apply to `program`.
pub fn applicable(program: &Program) -> Vec<&'static OpenFinding> {
    OPEN.iter().filter(|d| (d.applies)(program)).collect()
}
