//! Reading a whole file with a size limit, so that no file makes the reader hold more
//! than the limit: the command line's input files (`--max-input-size`) and a `cmd:`
//! backend's `{output}` file and execute JSON ([`crate::process::read_capped`]).

use std::io::Read;
use std::path::Path;

/// Why [`read`] returned no bytes.
#[derive(Debug)]
pub enum ReadError {
    /// The file could not be opened or read; a directory is `ErrorKind::IsADirectory`.
    Io(std::io::Error),
    /// The file is larger than the limit: its size when it was known before reading (a
    /// regular file), `None` when reading found it out (a pipe, a device, a growing file).
    TooLarge(Option<u64>),
}

/// The bytes of the file at `path`, at most `limit` of them. A regular file larger than
/// `limit` is refused before more than [`FIRST`] bytes are read, and at most `limit + 1`
/// bytes are ever read (from a pipe, a device or a file that grows while it is read).
pub fn read(path: &Path, limit: u64) -> Result<Vec<u8>, ReadError> {
    let mut file = open(path).map_err(ReadError::Io)?;
    // Nearly every shader is smaller than FIRST: it is read without asking for its size
    // (one read fills it, the next says end of file), a system call fewer per file in
    // `validate` over thousands of files. A directory fails the read (`IsADirectory`).
    let first = FIRST.min(limit.saturating_add(1));
    let mut data = Vec::with_capacity(first as usize);
    (&mut file)
        .take(first)
        .read_to_end(&mut data)
        .map_err(ReadError::Io)?;
    // Short of `first`, hence within the limit.
    if (data.len() as u64) < first {
        return Ok(data);
    }
    let len = file.metadata().map_err(ReadError::Io)?.len();
    if len > limit {
        return Err(ReadError::TooLarge(Some(len)));
    }
    // `len` is 0 for pipes and devices; the buffer then grows as it is filled.
    data.reserve(usize::try_from(len).unwrap_or(0).saturating_sub(data.len()));
    file.take(limit.saturating_add(1).saturating_sub(data.len() as u64))
        .read_to_end(&mut data)
        .map_err(ReadError::Io)?;
    if data.len() as u64 > limit {
        return Err(ReadError::TooLarge(None));
    }
    Ok(data)
}

/// Opens `path` for reading. On Linux without updating the file's access time
/// (`O_NOATIME`): reading is all a check does, and the kernel's access-time test costs
/// about 1% of `validate` over thousands of small files (measured,
/// `docs/reliability.md`). The flag is refused (`EPERM`) for a file of another user
/// unless the process may change any file's times; the file is then opened as usual,
/// and so is every file after it.
fn open(path: &Path) -> std::io::Result<std::fs::File> {
    #[cfg(target_os = "linux")]
    {
        use std::os::unix::fs::OpenOptionsExt;
        use std::sync::atomic::{AtomicBool, Ordering};
        static NO_ATIME: AtomicBool = AtomicBool::new(true);
        if NO_ATIME.load(Ordering::Relaxed) {
            let opened = std::fs::OpenOptions::new()
                .read(true)
                .custom_flags(libc::O_NOATIME)
                .open(path);
            match opened {
                Err(e) if e.raw_os_error() == Some(libc::EPERM) => {
                    NO_ATIME.store(false, Ordering::Relaxed);
                }
                other => return other,
            }
        }
    }
    std::fs::File::open(path)
}

/// The bytes [`read`] reads before it asks a file for its size (16 KiB).
pub const FIRST: u64 = 16 << 10;
