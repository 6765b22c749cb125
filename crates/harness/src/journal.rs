//! The results journal: one JSON line per finished case, appended as cases finish, so an
//! interrupted run can be resumed (`--resume FILE`).
//!
//! The first line is a [`Header`] naming the suite and backend; resuming against another
//! suite or backend is refused. A torn last line (the process died mid-write) is dropped.

use crate::error::{Error, Result};
use crate::result::Record;
use serde::{Deserialize, Serialize};
use std::fs::{File, OpenOptions};
use std::io::Write;
use std::path::{Path, PathBuf};

/// Version of the journal format.
pub const JOURNAL_FORMAT: u32 = 1;

/// The first line of a journal.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Header {
    /// Journal format version.
    pub journal: u32,
    /// The suite's version.
    pub suite: String,
    /// The suite's rules hash.
    pub rules_sha256: Option<String>,
    /// The backend's name.
    pub backend: String,
}

/// An open journal, appending.
#[derive(Debug)]
pub struct Journal {
    file: File,
    path: PathBuf,
}

impl Journal {
    /// Opens (or creates) `path`; returns the journal and the records already in it.
    pub fn open(path: &Path, header: &Header) -> Result<(Journal, Vec<Record>)> {
        let existing = match std::fs::read(path) {
            Ok(b) => b,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Vec::new(),
            Err(e) => return Err(Error::io("read", path, &e)),
        };
        let complete = existing
            .iter()
            .rposition(|b| *b == b'\n')
            .map_or(0, |i| i + 1);
        let mut records = Vec::new();
        if complete > 0 {
            let text = std::str::from_utf8(&existing[..complete]).map_err(|_| {
                Error::new(format!(
                    "{}: not a shadercts results journal (not UTF-8)",
                    path.display()
                ))
            })?;
            let mut lines = text.lines().enumerate();
            let found: Header = lines
                .next()
                .and_then(|(_, l)| serde_json::from_str(l).ok())
                .ok_or_else(|| {
                    Error::new(format!(
                        "{}:1: not a shadercts results journal (no header line)",
                        path.display()
                    ))
                })?;
            if found.journal != JOURNAL_FORMAT
                || found.suite != header.suite
                || found.rules_sha256 != header.rules_sha256
                || found.backend != header.backend
            {
                return Err(Error::new(format!(
                    "{}: this journal is for suite {} and backend {}; this run is suite {} and backend {} (use another --resume file)",
                    path.display(),
                    found.suite,
                    found.backend,
                    header.suite,
                    header.backend
                )));
            }
            for (n, line) in lines {
                if line.trim().is_empty() {
                    continue;
                }
                let r: Record = serde_json::from_str(line).map_err(|e| {
                    Error::new(format!(
                        "{}:{}: not a result record: {e}",
                        path.display(),
                        n + 1
                    ))
                })?;
                records.push(r);
            }
        }
        let file = OpenOptions::new()
            .create(true)
            .append(true)
            .open(path)
            .map_err(|e| Error::io("open", path, &e))?;
        if complete < existing.len() {
            // Drop the torn tail left by an interrupted write.
            file.set_len(complete as u64)
                .map_err(|e| Error::io("truncate", path, &e))?;
        }
        let mut journal = Journal {
            file,
            path: path.to_path_buf(),
        };
        if complete == 0 {
            journal.write_line(
                &serde_json::to_string(header).map_err(|e| Error::new(e.to_string()))?,
            )?;
        }
        Ok((journal, records))
    }

    fn write_line(&mut self, line: &str) -> Result<()> {
        let mut buf = Vec::with_capacity(line.len() + 1);
        buf.extend_from_slice(line.as_bytes());
        buf.push(b'\n');
        // A signal's exit waits for the line: the journal holds whole lines only.
        shadercts_cleanup::critical(|| self.file.write_all(&buf).and_then(|_| self.file.flush()))
            .map_err(|e| Error::io("write", &self.path, &e))
    }

    /// Appends one record (one write per line, flushed).
    pub fn append(&mut self, record: &Record) -> Result<()> {
        let line = serde_json::to_string(record).map_err(|e| Error::new(e.to_string()))?;
        self.write_line(&line)
    }
}
