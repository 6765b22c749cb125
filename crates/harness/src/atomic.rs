//! Writing report files atomically: a temporary file in the same directory, then a
//! rename, so a failure leaves the old file or nothing, never half a file.

use crate::error::{Error, Result};
use std::io::Write;
use std::path::Path;

/// Writes `data` to `path` atomically.
pub fn write(path: &Path, data: &[u8]) -> Result<()> {
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d,
        _ => Path::new("."),
    };
    let fail = |e: std::io::Error| Error::io("write", path, &e);
    let mut tmp = tempfile::NamedTempFile::new_in(dir).map_err(fail)?;
    tmp.write_all(data).map_err(fail)?;
    tmp.as_file().sync_all().map_err(fail)?;
    tmp.persist(path).map_err(|e| fail(e.error))?;
    Ok(())
}
