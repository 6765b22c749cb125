//! The harness's error type: bad input (a suite, a mapping or expectations file, a
//! backend spec) or an environment problem, with a message that names the file and place.

use std::fmt;

/// An error that stops a run before or around it (never a single case's failure).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Error {
    message: String,
}

impl Error {
    /// An error with this message.
    pub fn new(message: impl Into<String>) -> Error {
        Error {
            message: message.into(),
        }
    }

    /// An I/O error about `path`, in plain words (`cannot write r.json: no space left on
    /// the device`; never `(os error N)`).
    pub fn io(what: &str, path: &std::path::Path, e: &std::io::Error) -> Error {
        Error::new(format!(
            "cannot {what} {}: {}",
            path.display(),
            shadercts_cleanup::io_message(e)
        ))
    }

    /// The message.
    pub fn message(&self) -> &str {
        &self.message
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for Error {}

/// Result with the harness's error.
pub type Result<T> = std::result::Result<T, Error>;
