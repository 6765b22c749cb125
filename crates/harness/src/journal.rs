//! The results journal: one JSON line per finished case, appended as cases finish, so an
//! interrupted run can be resumed (`--resume FILE`).
//!
//! The first line is a [`Header`] naming the suite and backend and, since journal format
//! 2, the backend's full identity ([`RunIdentity`]: the program's canonical path and
//! sha256, its arguments, the manifest's sha256 and the options that change what the
//! backend answers). Resuming with anything different is refused, naming what differs.
//! A torn last line (the process died mid-write) is dropped.
//!
//! `--resume` never destroys a file that is not a journal: a file is refused, untouched,
//! unless it is missing, empty, or a regular file whose first line is a header; it is
//! read line by line with a bound on each line, and locked for the whole run, so two runs
//! on one journal cannot both write to it (the second is refused).

use crate::error::{Error, Result};
use crate::identity::BackendIdentity;
use crate::result::Record;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::fs::File;
use std::io::{Seek, SeekFrom, Write};
use std::path::{Path, PathBuf};

mod file;

/// Version of the journal format.
pub const JOURNAL_FORMAT: u32 = 2;

/// Everything that decides what a backend answers, so a journal is only merged into a
/// run of the same backend on the same suite. Grading options (level, mapping,
/// expectations, strict) are not part of it: the journal keeps raw outcomes, and a
/// resumed run grades them again with its own options.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct RunIdentity {
    /// The backend: kind, program file name, program sha256, arguments.
    pub backend: BackendIdentity,
    /// The canonical local path of the program (built-in backends: the shadercts
    /// executable).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub program_path: Option<String>,
    /// sha256 of the suite's manifest.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub manifest_sha256: Option<String>,
    /// Options that change the backend's answers (`timeout`, `memory`, `capabilities`,
    /// `input`, `conformance`, …), by name.
    #[serde(default)]
    pub options: BTreeMap<String, String>,
}

impl RunIdentity {
    /// What differs between `self` (the journal's) and `now` (this run's), in words.
    pub fn differences(&self, now: &RunIdentity) -> Vec<String> {
        let mut out = Vec::new();
        let mut cmp = |what: &str, a: String, b: String| {
            if a != b {
                out.push(format!("{what}: journal {a}, this run {b}"));
            }
        };
        let opt = |o: &Option<String>| o.clone().unwrap_or_else(|| "—".into());
        cmp(
            "backend kind",
            self.backend.kind.clone(),
            now.backend.kind.clone(),
        );
        cmp(
            "program",
            self.backend.program.clone(),
            now.backend.program.clone(),
        );
        cmp(
            "program path",
            opt(&self.program_path),
            opt(&now.program_path),
        );
        cmp(
            "program sha256",
            opt(&self.backend.sha256),
            opt(&now.backend.sha256),
        );
        cmp(
            "arguments",
            format!("{:?}", self.backend.args),
            format!("{:?}", now.backend.args),
        );
        cmp(
            "manifest sha256",
            opt(&self.manifest_sha256),
            opt(&now.manifest_sha256),
        );
        let keys: std::collections::BTreeSet<&String> =
            self.options.keys().chain(now.options.keys()).collect();
        for k in keys {
            cmp(
                &format!("--{k}"),
                self.options.get(k).cloned().unwrap_or_else(|| "—".into()),
                now.options.get(k).cloned().unwrap_or_else(|| "—".into()),
            );
        }
        out
    }
}

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
    /// The backend's full identity (journal format 2).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub identity: Option<RunIdentity>,
}

/// An open journal, appending.
#[derive(Debug)]
pub struct Journal {
    file: File,
    path: PathBuf,
}

impl Journal {
    /// Opens (or creates) `path`; returns the journal and the records already in it.
    ///
    /// The file is locked for as long as the journal is open (a second run on it is
    /// refused: "in use by another shadercts run"), and read as a stream. Anything but a
    /// missing or empty file, or a regular file starting with a journal header of this
    /// suite, backend and identity, is refused before a byte is written.
    pub fn open(path: &Path, header: &Header) -> Result<(Journal, Vec<Record>)> {
        let mut file = file::open_locked(path)?;
        let (records, complete, len) = read_records(path, &file, header)?;
        if complete < len {
            // Drop the torn tail left by an interrupted write.
            file.set_len(complete)
                .map_err(|e| Error::io("truncate", path, &e))?;
        }
        file.seek(SeekFrom::End(0))
            .map_err(|e| Error::io("read", path, &e))?;
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

/// Checks, before a run and without writing, that `path` can be given to `--resume`:
/// missing, empty, or a regular file whose first line is a journal header, which no
/// other run holds. A file that is not a journal (text, JSON, binary, a device) is
/// refused with a message saying it was left untouched.
pub fn check(path: &Path) -> Result<()> {
    match file::check(path)? {
        None => Ok(()),
        Some(line) => parse_header(path, &line).map(|_| ()),
    }
}

/// The header in the first line of a journal.
fn parse_header(path: &Path, line: &[u8]) -> Result<Header> {
    serde_json::from_slice(line)
        .map_err(|_| file::not_a_journal(path, "its first line is not a journal header"))
}

/// Reads the records of `file` (a journal of `header`, checked line by line), returning
/// them, the bytes of whole lines and the file's length; nothing is written.
fn read_records(path: &Path, file: &File, header: &Header) -> Result<(Vec<Record>, u64, u64)> {
    let len = file
        .metadata()
        .map_err(|e| Error::io("read", path, &e))?
        .len();
    let Some(first) = file::first_line(path, file)? else {
        return Ok((Vec::new(), 0, len));
    };
    let found = parse_header(path, &first)?;
    check_header(path, &found, header)?;
    // Reads from the start again: `first_line` had its own buffer.
    let mut reader = std::io::BufReader::new(file);
    reader
        .seek(SeekFrom::Start(0))
        .map_err(|e| Error::io("read", path, &e))?;
    let mut lines = file::Lines::new(reader);
    let mut records = Vec::new();
    let mut n = 0usize;
    while let Some(line) = lines
        .next_line(file::MAX_RECORD_LINE)
        .map_err(|e| Error::io("read", path, &e))?
    {
        n += 1;
        let line = match line {
            file::Line::Whole(l) => l,
            file::Line::Torn => break,
            file::Line::TooLong => {
                return Err(Error::new(format!(
                    "{}:{n}: a line longer than {} MiB is not a result record",
                    path.display(),
                    file::MAX_RECORD_LINE >> 20
                )))
            }
        };
        if n == 1 || line.iter().all(u8::is_ascii_whitespace) {
            continue;
        }
        let r: Record = serde_json::from_slice(&line)
            .map_err(|e| Error::new(format!("{}:{n}: not a result record: {e}", path.display())))?;
        records.push(r);
    }
    Ok((records, lines.complete, len))
}

/// Refuses a journal of another suite, backend, format or identity.
fn check_header(path: &Path, found: &Header, header: &Header) -> Result<()> {
    if found.suite != header.suite
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
    if found.journal != JOURNAL_FORMAT {
        return Err(Error::new(format!(
            "{}: this journal has format {} (this shadercts writes format {JOURNAL_FORMAT}, which records the backend's identity); it cannot be resumed safely (use another --resume file)",
            path.display(),
            found.journal
        )));
    }
    if found.identity != header.identity {
        let diffs = match (&found.identity, &header.identity) {
            (Some(a), Some(b)) => a.differences(b),
            (None, _) => vec!["the journal records no backend identity".into()],
            (_, None) => vec!["this run has no backend identity".into()],
        };
        return Err(Error::new(format!(
            "{}: this journal was written by another backend or with other options ({}); refusing to merge its results (use another --resume file)",
            path.display(),
            diffs.join("; ")
        )));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn header(sha: &str) -> Header {
        Header {
            journal: JOURNAL_FORMAT,
            suite: "1.0.0".into(),
            rules_sha256: None,
            backend: "asm".into(),
            identity: Some(RunIdentity {
                backend: BackendIdentity {
                    kind: "cmd".into(),
                    program: "asm".into(),
                    sha256: Some(sha.into()),
                    args: vec!["{input}".into()],
                },
                program_path: Some("/opt/asm".into()),
                manifest_sha256: Some("m".into()),
                options: BTreeMap::new(),
            }),
        }
    }

    #[test]
    fn another_program_hash_is_refused_naming_it() {
        let dir = tempfile::tempdir().unwrap();
        let p = dir.path().join("j.jsonl");
        drop(Journal::open(&p, &header("aaa")).unwrap());
        assert!(Journal::open(&p, &header("aaa")).is_ok());
        let e = Journal::open(&p, &header("bbb")).unwrap_err();
        assert!(
            e.message()
                .contains("program sha256: journal aaa, this run bbb"),
            "{e}"
        );
    }

    #[test]
    fn a_file_that_is_not_a_journal_is_refused_untouched() {
        let dir = tempfile::tempdir().unwrap();
        for bytes in [
            &b"hello"[..],
            br#"{"a":[1,2,3]}"#,
            b"{\"a\": 1}\n",
            b"\n",
            b"\x00\x01\xff",
        ] {
            let p = dir.path().join("f");
            std::fs::write(&p, bytes).unwrap();
            let e = check(&p).unwrap_err();
            assert!(
                e.message().contains("not a shadercts results journal"),
                "{e}"
            );
            let e = Journal::open(&p, &header("aaa")).unwrap_err();
            assert!(e.message().contains("left untouched"), "{e}");
            assert_eq!(std::fs::read(&p).unwrap(), bytes);
        }
    }

    #[test]
    fn a_torn_tail_is_dropped_and_whole_records_are_kept() {
        let dir = tempfile::tempdir().unwrap();
        let p = dir.path().join("j.jsonl");
        drop(Journal::open(&p, &header("aaa")).unwrap());
        let whole = std::fs::read(&p).unwrap();
        let mut torn = whole.clone();
        torn.extend_from_slice(b"{\"id\":\"cut sh");
        std::fs::write(&p, &torn).unwrap();
        check(&p).unwrap();
        let (_j, records) = Journal::open(&p, &header("aaa")).unwrap();
        assert!(records.is_empty());
        assert_eq!(std::fs::read(&p).unwrap(), whole);
    }

    #[test]
    fn an_open_journal_is_locked_against_a_second_run() {
        let dir = tempfile::tempdir().unwrap();
        let p = dir.path().join("j.jsonl");
        let first = Journal::open(&p, &header("aaa")).unwrap();
        let before = std::fs::read(&p).unwrap();
        for e in [
            check(&p).unwrap_err(),
            Journal::open(&p, &header("aaa")).unwrap_err(),
        ] {
            assert!(
                e.message().contains("is in use by another shadercts run"),
                "{e}"
            );
        }
        assert_eq!(std::fs::read(&p).unwrap(), before);
        drop(first);
        assert!(Journal::open(&p, &header("aaa")).is_ok());
    }
}
