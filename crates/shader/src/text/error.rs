//! Diagnostic codes of the text front end and a helper to build them.

use crate::diag::Diagnostic;
use crate::span::Span;

/// Malformed text: unexpected token, bad swizzle or mask, bad number, trailing junk.
pub const CODE_SYNTAX: &str = "syntax";
/// The version line is missing, unknown or not first.
pub const CODE_VERSION: &str = "syntax.version";
/// An unknown mnemonic.
pub const CODE_MNEMONIC: &str = "syntax.mnemonic";
/// An unknown register name.
pub const CODE_REGISTER: &str = "syntax.register";
/// A register number or offset the token format cannot encode.
pub const CODE_RANGE: &str = "syntax.range";
/// Operands that fit no form of the mnemonic.
pub const CODE_OPERANDS: &str = "syntax.operands";

/// A parse error inside the front end: boxed, so that every `Result` on the happy path
/// stays small (a `Diagnostic` is several strings wide and would be copied along).
pub type Error = Box<Diagnostic>;

/// The result of a parsing step.
pub type PResult<T> = Result<T, Error>;

/// An error with a code, headline, span and label.
#[cold]
pub fn err(code: &str, message: impl Into<String>, span: Span, label: impl Into<String>) -> Error {
    Box::new(
        Diagnostic::error(message, span)
            .with_code(code)
            .with_label(label),
    )
}

/// `e` with a note line added.
#[cold]
pub fn noted(mut e: Error, note: impl Into<String>) -> Error {
    e.notes.push(note.into());
    e
}
