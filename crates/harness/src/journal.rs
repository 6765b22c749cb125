//! The results journal: one JSON line per finished case, appended as cases finish, so an
//! interrupted run can be resumed (`--resume FILE`).
//!
//! The first line is a [`Header`] naming the suite and backend and, since journal format
//! 2, the backend's full identity ([`RunIdentity`]: the program's canonical path and
//! sha256, its arguments, the manifest's sha256 and the options that change what the
//! backend answers). Resuming with anything different is refused, naming what differs.
//! A torn last line (the process died mid-write) is dropped.

use crate::error::{Error, Result};
use crate::identity::BackendIdentity;
use crate::result::Record;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::fs::{File, OpenOptions};
use std::io::Write;
use std::path::{Path, PathBuf};

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
}
