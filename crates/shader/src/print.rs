//! The printer: canonical assembly text from the IR.

use crate::ir::Program;
use crate::model::Model;

/// Prints a program as canonical assembly text that parses back to the same tokens.
pub fn print(program: &Program, model: &Model) -> String {
    let _ = model;
    format!("{}\n", program.profile)
}
