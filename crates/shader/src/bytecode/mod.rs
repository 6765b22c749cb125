//! The Direct3D 9 token stream: encoder and decoder.

use crate::diag::Diagnostic;
use crate::ir::Program;
use crate::model::Model;

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
    let _ = (program, options);
    Err(Diagnostic::error_nospan("the encoder is not written yet"))
}

/// Little-endian bytes of a token stream.
pub fn to_bytes(tokens: &[u32]) -> Vec<u8> {
    tokens.iter().flat_map(|t| t.to_le_bytes()).collect()
}

/// Decodes a little-endian token stream; errors carry the byte offset as their span.
pub fn decode(bytes: &[u8], model: &Model) -> Result<Program, Diagnostic> {
    let _ = (bytes, model);
    Err(Diagnostic::error_nospan("the decoder is not written yet"))
}
