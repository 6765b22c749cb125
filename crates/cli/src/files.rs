//! Reading inputs and writing outputs atomically (no partial file is ever left behind).

use crate::error::CliError;
use std::io::Write;
use std::path::Path;

/// Reads a whole file as bytes; a failure is an input error naming the path.
pub fn read_bytes(path: &Path) -> Result<Vec<u8>, CliError> {
    std::fs::read(path).map_err(|e| CliError::Input(format!("cannot read {}: {e}", path.display())))
}

/// Reads a whole file as UTF-8 text.
pub fn read_text(path: &Path) -> Result<String, CliError> {
    let bytes = read_bytes(path)?;
    String::from_utf8(bytes).map_err(|e| {
        CliError::Input(format!(
            "{} is not UTF-8 text (invalid byte at offset {})",
            path.display(),
            e.utf8_error().valid_up_to()
        ))
    })
}

/// Writes `data` to `path` through a temporary file in the same directory and a rename,
/// so that a failure leaves either the old file or nothing, never half a file (a device
/// or pipe such as `/dev/null` is written in place: `shadercts_harness::atomic`).
pub fn write_atomic(path: &Path, data: &[u8]) -> Result<(), CliError> {
    shadercts_harness::atomic::write_file(path, data)
        .map_err(|e| CliError::Input(format!("cannot write {}: {e}", path.display())))
}

/// Writes to standard output, treating a closed pipe as success.
pub fn write_stdout(data: &[u8]) -> Result<(), CliError> {
    let mut out = std::io::stdout().lock();
    match out.write_all(data).and_then(|_| out.flush()) {
        Ok(()) => Ok(()),
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => Ok(()),
        Err(e) => Err(CliError::Input(format!(
            "cannot write to standard output: {e}"
        ))),
    }
}
