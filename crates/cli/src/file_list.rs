//! The paths of a `--files-from` list (`-`: standard input), read in batches on a thread
//! of their own, so that `validate` checks the first files while the rest of the list is
//! still arriving (a list piped from `find` or from another program), and no list, however
//! long, is held whole in memory.

use crate::error::CliError;
use std::io::{BufRead, BufReader, Read};
use std::path::Path;

/// The longest line a list may have: far beyond any path a system accepts (Linux:
/// 4,096 bytes), small enough that a list without line breaks cannot fill the memory.
const MAX_LINE: u64 = 1 << 16;

/// An open `--files-from` list.
pub struct FileList {
    /// The list's name for messages (`standard input` for `-`).
    name: String,
    reader: Box<dyn BufRead + Send>,
    /// The 1-based number of the last line read.
    line: usize,
    /// The current line's bytes (reused).
    buf: Vec<u8>,
    /// Why the list could not be read further, once the paths before were given out.
    failed: Option<CliError>,
}

/// Up to a batch's worth of paths, in list order, in one buffer.
pub struct Batch {
    text: String,
    /// Where each path ends in `text` (each starts where the previous ends).
    ends: Vec<usize>,
}

impl Batch {
    /// The number of paths.
    pub fn len(&self) -> usize {
        self.ends.len()
    }

    /// Path `i` (in list order; `i` < [`Batch::len`]).
    pub fn path(&self, i: usize) -> &Path {
        let start = i.checked_sub(1).map_or(0, |j| self.ends[j]);
        Path::new(&self.text[start..self.ends[i]])
    }

    /// True if the batch holds no path.
    pub fn is_empty(&self) -> bool {
        self.ends.is_empty()
    }
}

impl FileList {
    /// Opens `list` (`-`: standard input); a list that cannot be opened is an input error
    /// before anything is checked.
    pub fn open(list: &Path) -> Result<FileList, CliError> {
        let (name, reader): (String, Box<dyn Read + Send>) = if list == Path::new("-") {
            ("standard input".into(), Box::new(std::io::stdin()))
        } else {
            let file = std::fs::File::open(list).map_err(|e| {
                CliError::Input(format!(
                    "cannot read {}: {}",
                    list.display(),
                    crate::files::io_message(&e)
                ))
            })?;
            (list.display().to_string(), Box::new(file))
        };
        Ok(FileList {
            name,
            reader: Box::new(BufReader::with_capacity(1 << 16, reader)),
            line: 0,
            buf: Vec::new(),
            failed: None,
        })
    }

    /// The next paths, at most `max` of them: one per line, blank lines skipped, a final
    /// `\r` dropped (lists written on Windows). An empty batch: the list has ended.
    /// A line that cannot be read is an error once the paths before it were given out.
    pub fn next_batch(&mut self, max: usize) -> Result<Batch, CliError> {
        if let Some(e) = self.failed.take() {
            return Err(e);
        }
        let mut batch = Batch {
            text: String::new(),
            ends: Vec::new(),
        };
        while batch.ends.len() < max {
            match self.next_line(&mut batch) {
                Ok(true) => {}
                Ok(false) => break,
                Err(e) if batch.is_empty() => return Err(e),
                Err(e) => {
                    self.failed = Some(e);
                    break;
                }
            }
        }
        Ok(batch)
    }

    /// Adds the next path to `batch`; false at the end of the list.
    fn next_line(&mut self, batch: &mut Batch) -> Result<bool, CliError> {
        loop {
            self.buf.clear();
            let n = (&mut self.reader)
                .take(MAX_LINE + 1)
                .read_until(b'\n', &mut self.buf)
                .map_err(|e| {
                    CliError::Input(format!(
                        "cannot read the file list {}: {}",
                        self.name,
                        crate::files::io_message(&e)
                    ))
                })?;
            if n == 0 {
                return Ok(false);
            }
            self.line += 1;
            if n as u64 > MAX_LINE {
                return Err(CliError::Input(format!(
                    "the file list {} has a line longer than {MAX_LINE} bytes (line {})",
                    self.name, self.line
                )));
            }
            let mut line = self.buf.as_slice();
            line = line.strip_suffix(b"\n").unwrap_or(line);
            line = line.strip_suffix(b"\r").unwrap_or(line);
            let Ok(text) = std::str::from_utf8(line) else {
                return Err(CliError::Input(format!(
                    "the file list {} is not UTF-8 text (line {})",
                    self.name, self.line
                )));
            };
            if !text.trim().is_empty() {
                batch.text.push_str(text);
                batch.ends.push(batch.text.len());
                return Ok(true);
            }
        }
    }
}
