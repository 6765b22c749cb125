//! The assembly text front end: lexer and parser producing [`crate::ir::Program`].
//!
//! The grammar, the leniencies and the shadercts extensions are documented in
//! `docs/assembly-syntax.md`. The parser decides only what the text *says*; whether it
//! is valid for the profile is the validator's job, so an instruction or register that
//! does not exist in the program's profile is still accepted when the model knows it
//! from another profile.

pub(crate) mod bytescan;
mod convert;
mod error;
mod forms;
mod lexer;
mod literal;
mod mnemonic;
mod operand;
mod parser;
mod regfile;

use crate::diag::Diagnostic;
use crate::ir::Program;
use crate::model::Model;

pub use bytescan::count_newlines;
pub use error::{
    CODE_MNEMONIC, CODE_OPERANDS, CODE_RANGE, CODE_REGISTER, CODE_SYNTAX, CODE_VERSION,
};
pub use mnemonic::{shift_name, shift_value};

/// Parses assembly text into a program.
///
/// On failure every error found is returned (one per bad statement; parsing goes on
/// after a bad line to report the next).
pub fn parse(src: &str, model: &Model) -> Result<Program, Vec<Diagnostic>> {
    parser::parse_program(src, model)
}
