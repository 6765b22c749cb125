//! Writing a file atomically: a temporary file in the same directory, registered in the
//! cleanup set, then a rename through [`crate::commit`], so a failure or an interrupting
//! signal leaves the old file or nothing, never half a file. A new file gets the mode the
//! umask gives (0666 & !umask); a replaced file keeps its mode.
//!
//! The one exception is a path that already names something other than a regular file
//! (`/dev/null`, a FIFO, a terminal): renaming over it would replace the device node or
//! pipe with a plain file (as root, `-o /dev/null` would break `/dev/null` for the whole
//! machine), and half a write to it leaves no file behind anyway, so it is written in
//! place.
//!
//! On Windows there are no modes: a new file gets the default attributes.

use std::io::Write;
#[cfg(unix)]
use std::os::unix::fs::PermissionsExt;
use std::path::Path;

/// Writes `data` to `path` atomically (see the module documentation).
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
    #[cfg(unix)]
    let keep = std::fs::metadata(path)
        .ok()
        .filter(|m| m.is_file())
        .map(|m| m.permissions().mode() & 0o7777);
    // Registered in the cleanup set: an interrupting signal removes the temporary file.
    let (mut tmp, tracked) = crate::track_path(
        || {
            // Windows has no mode to set.
            #[cfg_attr(not(unix), allow(unused_mut))]
            let mut b = tempfile::Builder::new();
            #[cfg(unix)]
            b.permissions(std::fs::Permissions::from_mode(0o666));
            b.tempfile_in(dir)
        },
        |t| t.path().to_path_buf(),
    )?;
    #[cfg(unix)]
    if let Some(mode) = keep {
        tmp.as_file()
            .set_permissions(std::fs::Permissions::from_mode(mode))?;
    }
    tmp.write_all(data)?;
    tmp.as_file().sync_all()?;
    // The rename never runs once a signal has arrived (the handler removes the
    // temporary instead), so an interrupted write leaves the old file or nothing.
    crate::commit(tracked, || tmp.persist(path)).map_err(|e| e.error)?;
    Ok(())
}
