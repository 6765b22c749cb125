//! How a command fails, and the exit code each failure maps to.

use std::fmt;

/// A command's failure.
#[derive(Debug)]
pub enum CliError {
    /// Bad arguments, unreadable or unwritable files, a broken spec directory: exit 2.
    Input(String),
    /// The input was read but rejected (diagnostics already printed): exit 1.
    Rejected,
}

impl CliError {
    /// The process exit code for this failure.
    pub fn exit_code(&self) -> i32 {
        match self {
            CliError::Input(_) => 2,
            CliError::Rejected => 1,
        }
    }
}

impl fmt::Display for CliError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CliError::Input(m) => f.write_str(m),
            CliError::Rejected => f.write_str("input rejected"),
        }
    }
}

/// Result of a command.
pub type CliResult = Result<(), CliError>;
