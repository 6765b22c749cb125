//! The Direct3D 9 shader model: IR, assembly text front end and printer, bytecode
//! encoder and decoder, and the shader-model tables they share.
//!
//! Data flow: [`text::parse`] or [`bytecode::decode`] build a [`ir::Program`];
//! [`bytecode::encode`] and [`print::print`] read it. The tables in
//! `spec-rules/models/` ([`model::Model`]) say which mnemonics, registers and operand
//! layouts exist; nothing here decides whether a program is *valid* for its profile —
//! that is the validator's job in the `rules` and `reference` crates.

pub mod bytecode;
pub mod diag;
pub mod ir;
pub mod model;
pub mod opcode;
pub mod print;
pub mod span;
pub mod text;

pub use diag::Diagnostic;
pub use ir::{Instruction, Program};
pub use model::Model;
pub use span::Span;
