//! Writing output files atomically: a temporary file in the same directory, then a
//! rename, so a failure leaves the old file or nothing, never half a file (an
//! interrupting signal removes the temporary file too: `shadercts_cleanup`). A new file
//! gets the mode the umask gives (0666 & !umask); a replaced file keeps its mode.
//!
//! The one exception is a path that already names something other than a regular file
//! (`/dev/null`, a FIFO, a terminal): renaming over it would replace the device node or
//! pipe with a plain file (as root, `-o /dev/null` would break `/dev/null` for the whole
//! machine), and half a write to it leaves no file behind anyway, so it is written in
//! place.

use crate::error::{Error, Result};
use std::io::Write;
use std::os::unix::fs::PermissionsExt;
use std::path::Path;

/// Writes `data` to `path` atomically (reports' and the CLI's outputs).
pub fn write(path: &Path, data: &[u8]) -> Result<()> {
    write_file(path, data).map_err(|e| Error::io("write", path, &e))
}

/// [`write()`] with the bare I/O error, for callers with their own error type.
pub fn write_file(path: &Path, data: &[u8]) -> std::io::Result<()> {
    // `metadata` follows symbolic links: a link to /dev/null is written through too.
    if std::fs::metadata(path).is_ok_and(|m| !m.is_file() && !m.is_dir()) {
        let mut f = std::fs::OpenOptions::new().write(true).open(path)?;
        return f.write_all(data).and_then(|()| f.flush());
    }
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d,
        _ => Path::new("."),
    };
    // An existing file keeps its mode; a new one gets what the umask allows (0666 &
    // !umask), as any other program's output would (tempfile's default is 0600).
    let keep = std::fs::metadata(path)
        .ok()
        .filter(|m| m.is_file())
        .map(|m| m.permissions().mode() & 0o7777);
    // Registered in the cleanup set: an interrupting signal removes the temporary file.
    let (mut tmp, tracked) = shadercts_cleanup::track_path(
        || {
            tempfile::Builder::new()
                .permissions(std::fs::Permissions::from_mode(0o666))
                .tempfile_in(dir)
        },
        |t| t.path().to_path_buf(),
    )?;
    if let Some(mode) = keep {
        tmp.as_file()
            .set_permissions(std::fs::Permissions::from_mode(mode))?;
    }
    tmp.write_all(data)?;
    tmp.as_file().sync_all()?;
    // The rename never runs once a signal has arrived (the handler removes the
    // temporary instead), so an interrupted write leaves the old file or nothing.
    shadercts_cleanup::commit(tracked, || tmp.persist(path)).map_err(|e| e.error)?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::write_file;

    #[test]
    fn a_regular_file_is_replaced_whole() {
        let dir = tempfile::tempdir().expect("a temporary directory");
        let p = dir.path().join("out.bin");
        std::fs::write(&p, b"old contents, longer than the new").expect("seed file");
        write_file(&p, b"new").expect("write");
        assert_eq!(std::fs::read(&p).expect("read back"), b"new");
        // Nothing but the output is left in the directory (no temporary file).
        assert_eq!(std::fs::read_dir(dir.path()).expect("list").count(), 1);
    }

    #[cfg(unix)]
    #[test]
    fn a_device_is_written_in_place_not_replaced() {
        use std::os::unix::fs::FileTypeExt;
        let null = std::path::Path::new("/dev/null");
        let before = std::fs::metadata(null).expect("/dev/null exists");
        if !before.file_type().is_char_device() {
            // The machine's /dev/null is already broken; nothing to protect here.
            return;
        }
        write_file(null, b"discarded").expect("writing to /dev/null succeeds");
        let after = std::fs::metadata(null).expect("/dev/null still exists");
        assert!(after.file_type().is_char_device(), "/dev/null was replaced");
    }

    #[test]
    fn a_missing_directory_is_an_error() {
        let dir = tempfile::tempdir().expect("a temporary directory");
        let p = dir.path().join("missing").join("out.bin");
        assert!(write_file(&p, b"x").is_err());
    }
}
