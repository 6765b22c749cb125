//! The generator's own expression language for expected outputs of execute cases:
//! f64 arithmetic on scalars and 4-vectors, swizzles and the usual shader functions.
//! It is independent of the reference interpreter on purpose (docs/execute-cases.md):
//! two implementations must agree before a case is published.

mod eval;
mod lexer;
mod parser;
mod value;

pub use eval::{eval, Env};
pub use parser::{parse, Expr};
pub use value::Value;

use std::fmt;

/// An error of a formula: the byte offset in the formula text and the message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ExprError {
    /// 0-based byte offset into the formula.
    pub offset: usize,
    /// What is wrong.
    pub message: String,
}

impl ExprError {
    /// An error at `offset`.
    pub fn new(offset: usize, message: impl Into<String>) -> ExprError {
        ExprError {
            offset,
            message: message.into(),
        }
    }
}

impl fmt::Display for ExprError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "at offset {}: {}", self.offset, self.message)
    }
}

/// Parses and evaluates `src` in `env` in one step.
pub fn evaluate(src: &str, env: &Env) -> Result<Value, ExprError> {
    eval(&parse(src)?, env)
}
