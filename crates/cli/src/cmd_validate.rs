//! `shadercts validate`: the reference validator's verdict on shader files.

use crate::context::Context;
use crate::error::CliResult;
use shadercts_shader::Program;

/// Validates a parsed program; prints the violations and fails with exit 1 if any.
pub fn check_or_report(_ctx: &Context, _program: &Program, _path: &str, _src: &str) -> CliResult {
    // Filled in when the reference validator lands (crates/reference).
    Ok(())
}
