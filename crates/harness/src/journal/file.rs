//! The journal's file on disk: only a regular file is ever opened for writing, it is
//! locked for the whole run, and it is read line by line with a bound on each line, never
//! whole (a 2 GB file or `/dev/zero` passed to `--resume` costs a bounded read).

use crate::error::{Error, Result};
use shadercts_cleanup::lock::{self, LockError};
use std::fs::{File, OpenOptions};
use std::io::{BufRead, Read};
use std::path::Path;

/// The longest first line read when checking that a file is a journal (a header is a few
/// hundred bytes; its arguments and options could make it a few kB).
pub(super) const MAX_HEADER_LINE: u64 = 1 << 20;

/// The longest record line (a record holds a backend's answer, whose line is at most
/// 16 MiB on the wire; escaping can make it longer here).
pub(super) const MAX_RECORD_LINE: u64 = 64 << 20;

/// One line of a journal.
pub(super) enum Line {
    /// A whole line (without its `\n`).
    Whole(Vec<u8>),
    /// The last bytes of the file, without a `\n`: a write that was cut short.
    Torn,
    /// A line longer than the bound.
    TooLong,
}

/// Reads `r` line by line, counting the bytes of the whole lines read.
pub(super) struct Lines<R> {
    reader: R,
    /// Bytes of the whole lines read so far (where a torn tail starts).
    pub(super) complete: u64,
}

impl<R: BufRead> Lines<R> {
    /// Reads lines from `reader`.
    pub(super) fn new(reader: R) -> Lines<R> {
        Lines {
            reader,
            complete: 0,
        }
    }

    /// The next line of at most `max` bytes, or `None` at the end of the file.
    pub(super) fn next_line(&mut self, max: u64) -> std::io::Result<Option<Line>> {
        let mut buf = Vec::new();
        let n = (&mut self.reader)
            .take(max.saturating_add(1))
            .read_until(b'\n', &mut buf)?;
        if n == 0 {
            return Ok(None);
        }
        if buf.last() != Some(&b'\n') {
            return Ok(Some(if n as u64 > max {
                Line::TooLong
            } else {
                Line::Torn
            }));
        }
        self.complete += n as u64;
        buf.pop();
        Ok(Some(Line::Whole(buf)))
    }
}

/// Refuses anything but a regular file (a device such as `/dev/zero`, a FIFO, a
/// directory): `--resume` reads and appends to a file of its own.
pub(super) fn check_regular(path: &Path, meta: &std::fs::Metadata) -> Result<()> {
    if meta.is_file() {
        return Ok(());
    }
    let what = if meta.is_dir() {
        "a directory"
    } else {
        "not a regular file (a device, a pipe or a socket)"
    };
    Err(Error::new(format!(
        "--resume {}: it is {what}; a journal is a regular file that shadercts writes \
         (give a new file name to start one)",
        path.display()
    )))
}

/// The refusal of a file that is not a journal.
pub(super) fn not_a_journal(path: &Path, why: &str) -> Error {
    Error::new(format!(
        "--resume {}: not a shadercts results journal ({why}); it was left untouched \
         (give a new file name to start a journal)",
        path.display()
    ))
}

/// Opens `path` to read and append (creating it when missing), refusing anything but a
/// regular file before and after opening it, and locks it for as long as the returned
/// file is open.
pub(super) fn open_locked(path: &Path) -> Result<File> {
    match std::fs::metadata(path) {
        Ok(meta) => check_regular(path, &meta)?,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
        Err(e) => return Err(Error::io("read", path, &e)),
    }
    let mut options = OpenOptions::new();
    options.read(true).append(true).create(true);
    // Never wait in `open` for a FIFO put there since the check above.
    #[cfg(unix)]
    std::os::unix::fs::OpenOptionsExt::custom_flags(&mut options, libc::O_NONBLOCK);
    let file = options
        .open(path)
        .map_err(|e| Error::io("open", path, &e))?;
    let meta = file.metadata().map_err(|e| Error::io("read", path, &e))?;
    check_regular(path, &meta)?;
    lock(path, &file)?;
    Ok(file)
}

/// Checks, without writing, that `path` could be resumed from: missing, empty, or a
/// regular file whose first line is a journal header, not locked by another run.
pub(super) fn check(path: &Path) -> Result<Option<Vec<u8>>> {
    let meta = match std::fs::metadata(path) {
        Ok(m) => m,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
        Err(e) => return Err(Error::io("read", path, &e)),
    };
    check_regular(path, &meta)?;
    let file = File::open(path).map_err(|e| Error::io("open", path, &e))?;
    let first = first_line(path, &file)?;
    // Released when `file` is closed, at the end of this function: only a quick look
    // whether another run holds the journal (the run takes the lock for itself later).
    lock(path, &file)?;
    Ok(first)
}

/// The first line of `file` (`None` when it is empty), refusing a file whose first line
/// is too long or not ended (not a journal: a journal's header is written whole).
pub(super) fn first_line(path: &Path, file: &File) -> Result<Option<Vec<u8>>> {
    let mut lines = Lines::new(std::io::BufReader::new(file));
    match lines
        .next_line(MAX_HEADER_LINE)
        .map_err(|e| Error::io("read", path, &e))?
    {
        None => Ok(None),
        Some(Line::Whole(l)) => Ok(Some(l)),
        Some(Line::Torn) => Err(not_a_journal(path, "it has no complete first line")),
        Some(Line::TooLong) => Err(not_a_journal(
            path,
            "its first line is longer than any journal header",
        )),
    }
}

/// Takes the run's exclusive lock on the journal.
fn lock(path: &Path, file: &File) -> Result<()> {
    lock::try_exclusive(file).map_err(|e| match e {
        LockError::Held(_) => Error::new(format!(
            "journal {} is in use by another shadercts run{}; wait for it to finish, or \
             give this run another --resume file",
            path.display(),
            e.holder()
        )),
        LockError::Io(e) => Error::new(format!(
            "cannot lock journal {}: {}",
            path.display(),
            shadercts_cleanup::io_message(&e)
        )),
    })
}
