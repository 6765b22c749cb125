//! The Direct3D 9 token stream: encoder and decoder.
//!
//! [`encode`] writes the native layout (what Microsoft's assembler writes; see the DDK's
//! token pages, https://learn.microsoft.com/en-us/windows-hardware/drivers/display/instruction-token and its siblings):
//! version token, instructions, end token. [`decode`] is total
//! over arbitrary bytes: it returns a program or one diagnostic (code `bytecode`)
//! whose span is the byte range of the offending token. Everything it accepts can be
//! printed, and re-encoding an accepted stream gives the same tokens minus comments.

mod compare;
mod decode;
mod encode;
pub mod token;

use crate::diag::Diagnostic;
use crate::ir::{Instruction, Profile, Program};
use crate::model::Model;

pub use compare::{same_program, strip_comments};
pub use decode::{decode_tokens, tokens_from_bytes};

/// Options of the encoder.
#[derive(Clone, Debug, Default)]
pub struct EncodeOptions {
    /// Bytes to put in a comment token block right after the version token (none by default).
    pub comment: Option<Vec<u8>>,
}

/// Encodes a program into tokens (native layout, no comment block).
pub fn encode(program: &Program) -> Result<Vec<u32>, Diagnostic> {
    encode_with(program, &EncodeOptions::default())
}

/// Encodes a program into tokens with options.
pub fn encode_with(program: &Program, options: &EncodeOptions) -> Result<Vec<u32>, Diagnostic> {
    encode::encode_program(program, options)
}

/// Encodes one instruction of a program of profile `profile` (no version or end token).
pub fn encode_instruction(profile: Profile, ins: &Instruction) -> Result<Vec<u32>, Diagnostic> {
    let mut out = Vec::new();
    encode::encode_instruction(profile, ins, &mut out)?;
    Ok(out)
}

/// Little-endian bytes of a token stream.
pub fn to_bytes(tokens: &[u32]) -> Vec<u8> {
    tokens.iter().flat_map(|t| t.to_le_bytes()).collect()
}

/// Little-endian tokens of a byte blob; the length must be a multiple of 4.
pub fn from_bytes(bytes: &[u8]) -> Result<Vec<u32>, Diagnostic> {
    tokens_from_bytes(bytes)
}

/// Decodes a little-endian token stream; errors carry the byte offset as their span.
pub fn decode(bytes: &[u8], model: &Model) -> Result<Program, Diagnostic> {
    let tokens = tokens_from_bytes(bytes)?;
    decode_tokens(&tokens, model)
}
