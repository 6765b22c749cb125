//! Work lists of the fact passes, kept in [`super::Facts`] from one program to the
//! next so that rebuilding facts into reused buffers allocates nothing.

use shadercts_shader::ir::Register;

/// The passes' work lists (their contents mean nothing between passes).
#[derive(Clone, Debug, Default)]
pub(crate) struct Scratch {
    /// `reads`: components declared per register.
    pub declared: Vec<(Register, u8)>,
    /// `reads`: declared sampler types.
    pub samplers: Vec<(Register, u8)>,
    /// `reads`: components written so far per register.
    pub written: Vec<(Register, u8)>,
    /// `reads`: registers of one statement's sources.
    pub seen: Vec<Register>,
    /// `dependent`: per temporary, the dependent-read order its contents carry.
    pub depends: Vec<Option<u32>>,
    /// `dependent`: per temporary, written before.
    pub temp_written: Vec<bool>,
}
