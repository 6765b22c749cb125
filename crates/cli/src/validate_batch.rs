//! `validate` over many files: read, parse, check and render on every core (rayon), the
//! results printed in input order as soon as each chunk of files is done, streamed to
//! standard output through one buffered writer (no whole-run JSON tree).
//!
//! Files are taken in chunks of [`CHUNK`], at most [`IN_FLIGHT`] of them being checked at
//! once (a thread that finishes its part of one chunk goes on with the next, rather than
//! waiting for the other threads at every chunk's end), while a writer thread prints the
//! finished ones in order; so at most a few chunks of rendered output are held at a time,
//! whatever the number of files. A `--files-from` list is read on a thread of its own
//! ([`crate::file_list`]) while the files it has already named are checked.

use crate::cmd_validate::{check_front, display_name, front, read_input, Parts};
use crate::context::Context;
use crate::error::{CliError, CliResult};
use crate::file_list::{Batch, FileList};
use crate::output::{self, Format};
use serde::Serialize;
use std::collections::BTreeMap;
use std::io::{BufWriter, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{mpsc, Arc, Condvar, Mutex};

/// Files checked per chunk: small enough that the first results appear at once.
const CHUNK: usize = 1024;

/// Chunks being checked at the same time (see the module's documentation).
const IN_FLIGHT: usize = 2;

/// Files read one after another before they are checked (see [`check_block`]).
const BLOCK: usize = 16;

/// Chunks of rendered results that may wait for the writer (bounds the memory held).
const QUEUED_CHUNKS: usize = 2;

/// Batches of list paths read ahead of the checking.
const QUEUED_BATCHES: usize = 2;

/// What a block of files gave: their renderings, in input order, in one buffer (one
/// allocation a block, freed by the writer, instead of one a file).
#[derive(Default)]
struct BlockOut {
    /// The renderings: text reports, or JSON elements joined by `,\n`.
    rendered: Vec<u8>,
    /// The files of the block.
    files: usize,
    /// How many of them are invalid.
    invalid: usize,
    /// The files that could not be checked: where each one's rendering ends in
    /// `rendered`, and the message for standard error.
    failures: Vec<(usize, String)>,
}

/// The number of worker threads when `--jobs` is not given: one per core.
pub fn default_jobs() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get())
}

/// A chunk of files to check: some of the command line's, or a batch of the list's.
enum Chunk<'a> {
    Args(&'a [PathBuf]),
    List(Batch),
}

impl Chunk<'_> {
    fn len(&self) -> usize {
        match self {
            Chunk::Args(files) => files.len(),
            Chunk::List(batch) => batch.len(),
        }
    }

    fn path(&self, i: usize) -> &Path {
        match self {
            Chunk::Args(files) => &files[i],
            Chunk::List(batch) => batch.path(i),
        }
    }
}

/// A chunk being checked: its blocks' outcomes as they finish, and its place in the
/// [`Gate`] (given back when the last block's task lets go of it).
struct InProgress<'a, 'g> {
    index: usize,
    chunk: Chunk<'a>,
    done: Mutex<Vec<(usize, BlockOut)>>,
    /// Held, not read: dropping it frees the place.
    _pass: Pass<'g>,
}

impl InProgress<'_, '_> {
    /// The number of blocks of the chunk.
    fn blocks(&self) -> usize {
        self.chunk.len().div_ceil(BLOCK)
    }

    /// Records block `b`'s output; the chunk's blocks in order once it was the last.
    fn finish(&self, b: usize, out: BlockOut) -> Option<Vec<BlockOut>> {
        let mut done = self.done.lock().unwrap_or_else(|p| p.into_inner());
        done.push((b, out));
        if done.len() < self.blocks() {
            return None;
        }
        done.sort_unstable_by_key(|(b, _)| *b);
        Some(done.drain(..).map(|(_, o)| o).collect())
    }
}

/// Counts the chunks being checked; [`Gate::enter`] waits while [`IN_FLIGHT`] are.
struct Gate {
    busy: Mutex<usize>,
    freed: Condvar,
}

/// One chunk's place in the [`Gate`], given back when dropped (a panicking task too).
struct Pass<'g>(&'g Gate);

impl Gate {
    fn enter(&self) -> Pass<'_> {
        let mut busy = self.busy.lock().unwrap_or_else(|p| p.into_inner());
        while *busy >= IN_FLIGHT {
            busy = self.freed.wait(busy).unwrap_or_else(|p| p.into_inner());
        }
        *busy += 1;
        Pass(self)
    }
}

impl Drop for Pass<'_> {
    fn drop(&mut self) {
        let mut busy = self.0.busy.lock().unwrap_or_else(|p| p.into_inner());
        *busy = busy.saturating_sub(1);
        self.0.freed.notify_one();
    }
}

/// Validates `files`, then the files of `list`, with `jobs` threads and prints one
/// result per file, in input order. Exit code: an input error (exit 2) if any file
/// could not be read — the others are still checked and printed — or if the list
/// could not be read to its end (the files it named before are checked and printed),
/// else rejection (exit 1) if any file is invalid.
pub fn run(
    ctx: &Context,
    files: &[PathBuf],
    list: Option<FileList>,
    format: Format,
    jobs: usize,
) -> CliResult {
    // The list's first paths are read while the rules compile (half a millisecond of
    // a run's start, measured).
    let batches = list.map(read_ahead);
    // Compile the rule set once, before the threads share it; a broken one is exit 2.
    ctx.rules()?;
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(jobs.max(1))
        .thread_name(|i| format!("validate-{i}"))
        .start_handler(|_| own_descriptor_table())
        .build()
        .map_err(|e| CliError::Input(format!("cannot start {jobs} worker threads: {e}")))?;
    let (tx, rx) = mpsc::sync_channel::<(usize, Vec<BlockOut>)>(QUEUED_CHUNKS);
    let gate = Gate {
        busy: Mutex::new(0),
        freed: Condvar::new(),
    };
    let stop = AtomicBool::new(false);
    let mut list_error = None;
    let summary = std::thread::scope(|s| {
        let writer = s.spawn(move || write_outcomes(rx, format));
        let chunks = files
            .chunks(CHUNK)
            .map(|c| Ok(Chunk::Args(c)))
            .chain(batches.into_iter().flatten().map(|b| b.map(Chunk::List)));
        pool.in_place_scope(|scope| {
            for (index, chunk) in chunks.enumerate() {
                let chunk = match chunk {
                    Ok(c) => c,
                    Err(e) => {
                        list_error = Some(e);
                        break;
                    }
                };
                let pass = gate.enter();
                // The writer hung up: standard output is closed or failing; stop checking.
                if stop.load(Ordering::Relaxed) {
                    break;
                }
                // Each block of files is a task of its own, never a part of another's
                // join: a thread that waits on a slow file (a FIFO, a huge shader) then
                // holds up that block only, never the chunks before it.
                let state = Arc::new(InProgress {
                    index,
                    chunk,
                    done: Mutex::new(Vec::new()),
                    _pass: pass,
                });
                for b in 0..state.blocks() {
                    let (state, tx, stop) = (Arc::clone(&state), tx.clone(), &stop);
                    scope.spawn(move |_| {
                        let start = b * BLOCK;
                        let end = (start + BLOCK).min(state.chunk.len());
                        let paths: Vec<&Path> = (start..end).map(|i| state.chunk.path(i)).collect();
                        let outcomes = check_block(ctx, &paths, format);
                        if let Some(all) = state.finish(b, outcomes) {
                            if tx.send((state.index, all)).is_err() {
                                stop.store(true, Ordering::Relaxed);
                            }
                        }
                    });
                }
            }
        });
        drop(tx);
        writer.join()
    })
    .map_err(|_| CliError::Input("the output thread failed".into()))??;
    if let Some(e) = list_error {
        Err(e)
    } else if summary.failed > 0 {
        Err(CliError::Input(format!(
            "{} of {} file{} could not be checked (see the messages above)",
            summary.failed,
            summary.seen,
            if summary.seen == 1 { "" } else { "s" }
        )))
    } else if summary.invalid > 0 {
        Err(CliError::Rejected)
    } else {
        Ok(())
    }
}

/// Gives the calling worker thread a descriptor table of its own (Linux): it opens,
/// reads and closes its files itself, and the kernel takes a reference to the open file
/// and its position lock on every `read` only when the table is shared with another
/// thread, and the table's lock on every open and close (measured: −2.4% CPU over the
/// small texts of suite 2.0.0, `docs/reliability.md`). The table starts as a copy: the
/// descriptors open before stay usable, standard output among them.
fn own_descriptor_table() {
    #[cfg(target_os = "linux")]
    // SAFETY: unshare(CLONE_FILES) takes no pointers and changes only which descriptor
    // table this thread uses; where it is refused (a sandbox), the thread goes on with
    // the shared table, as everywhere else.
    unsafe {
        libc::unshare(libc::CLONE_FILES);
    }
}

/// Reads `list` in batches of [`CHUNK`] paths on a thread of its own, a few batches
/// ahead; the batches (or the error that ended the list) arrive in order. The thread is
/// not joined: it may wait on a standard input that never ends after the checking
/// stopped, and it ends with the process.
fn read_ahead(mut list: FileList) -> mpsc::IntoIter<Result<Batch, CliError>> {
    let (tx, rx) = mpsc::sync_channel(QUEUED_BATCHES);
    std::thread::spawn(move || loop {
        match list.next_batch(CHUNK) {
            Ok(b) if b.is_empty() => break,
            Ok(b) => {
                if tx.send(Ok(b)).is_err() {
                    break;
                }
            }
            Err(e) => {
                let _ = tx.send(Err(e));
                break;
            }
        }
    });
    rx.into_iter()
}

/// Checks and renders a few files (runs on a pool thread) in stages: all of them are
/// read, then all parsed, then all validated, then all rendered, so that the kernel's
/// file code, the parser, the rule engine and the printer each run in a stretch of
/// their own (measured: reading a block first, 5% less CPU than taking each file through
/// all four in turn; the other stages apart, 2.4% less wall time again).
fn check_block(ctx: &Context, block: &[&Path], format: Format) -> BlockOut {
    let read: Vec<_> = block.iter().map(|p| read_input(p)).collect();
    let parsed: Vec<_> = read.into_iter().map(|r| r.map(|i| front(ctx, i))).collect();
    let checked: Vec<_> = parsed
        .into_iter()
        .map(|f| f.and_then(|f| check_front(ctx, f)))
        .collect();
    let mut out = BlockOut {
        rendered: Vec::with_capacity(block.len() * 256),
        ..BlockOut::default()
    };
    for (path, parts) in block.iter().zip(checked) {
        if let (Format::Json, true) = (format, out.files > 0) {
            out.rendered.extend_from_slice(b",\n");
        }
        out.files += 1;
        render(ctx, path, parts, format, &mut out);
    }
    out
}

/// Renders one file's result onto `out`.
fn render(
    ctx: &Context,
    path: &Path,
    parts: Result<Parts, CliError>,
    format: Format,
    out: &mut BlockOut,
) {
    let name = display_name(path);
    let parts = match parts {
        Ok(c) => c,
        Err(e) => return failed(&name, format, e, out),
    };
    let valid = parts.violations.is_empty();
    match format {
        Format::Text => {
            match output::render_parts(ctx, &parts.violations, parts.text.as_deref(), &name) {
                Ok(rendered) => out.rendered.extend_from_slice(rendered.as_bytes()),
                Err(e) => return failed(&name, format, e, out),
            }
        }
        Format::Json => json_element(&parts.into_report(&name), &mut out.rendered),
    }
    out.invalid += usize::from(!valid);
}

/// The outcome of a file that could not be checked, onto `out`.
fn failed(name: &str, format: Format, e: CliError, out: &mut BlockOut) {
    let message = e.to_string();
    if let Format::Json = format {
        let element = serde_json::json!({
            "error": message,
            "file": name,
            "verdict": "error",
        });
        json_element(&element, &mut out.rendered);
    }
    out.failures.push((out.rendered.len(), message));
}

/// What the writer saw.
#[derive(Default)]
struct Summary {
    seen: usize,
    invalid: usize,
    failed: usize,
}

/// Prints the outcomes in the order they arrive (input order) through one buffered
/// writer. For JSON, the elements form one array, byte for byte what a pretty-printed
/// array of all reports would be. A closed pipe ends the output quietly.
fn write_outcomes(
    rx: mpsc::Receiver<(usize, Vec<BlockOut>)>,
    format: Format,
) -> Result<Summary, CliError> {
    let stdout = std::io::stdout();
    let mut out = BufWriter::with_capacity(1 << 16, stdout.lock());
    let mut summary = Summary::default();
    // Chunks finished ahead of an earlier one wait here (at most IN_FLIGHT of them).
    let mut early: BTreeMap<usize, Vec<BlockOut>> = BTreeMap::new();
    let mut next = 0;
    let result = (|| -> std::io::Result<()> {
        for (index, blocks) in rx {
            early.insert(index, blocks);
            while let Some(blocks) = early.remove(&next) {
                next += 1;
                // Never an empty block: chunks hold at least one file (an empty list batch
                // ends the list), and a chunk has `len.div_ceil(BLOCK)` blocks.
                for block in blocks {
                    if let Format::Json = format {
                        out.write_all(if summary.seen == 0 { b"[\n" } else { b",\n" })?;
                    }
                    summary.seen += block.files;
                    summary.invalid += block.invalid;
                    summary.failed += block.failures.len();
                    let mut at = 0;
                    for (end, message) in &block.failures {
                        out.write_all(&block.rendered[at..*end])?;
                        at = *end;
                        // Flush first, so that on a terminal the message sits at its file.
                        out.flush()?;
                        eprintln!("error: {message}");
                    }
                    out.write_all(&block.rendered[at..])?;
                }
            }
        }
        if let Format::Json = format {
            out.write_all(if summary.seen == 0 { b"[]\n" } else { b"\n]\n" })?;
        }
        out.flush()
    })();
    match result {
        Ok(()) => Ok(summary),
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => Ok(summary),
        Err(e) => Err(CliError::Input(format!(
            "cannot write to standard output: {}",
            crate::files::io_message(&e)
        ))),
    }
}

/// One element of the pretty-printed report array, indented as inside the array and
/// without a trailing separator, appended to `out`.
fn json_element<T: Serialize>(value: &T, out: &mut Vec<u8>) {
    // The pretty formatter after it has opened an array: the element is then indented
    // exactly as an element of the whole array, written straight into the buffer.
    let mut fmt = serde_json::ser::PrettyFormatter::new();
    let _ = serde_json::ser::Formatter::begin_array(&mut fmt, &mut std::io::sink());
    let start = out.len();
    out.extend_from_slice(b"  ");
    let mut ser = serde_json::Serializer::with_formatter(&mut *out, fmt);
    if let Err(e) = value.serialize(&mut ser) {
        out.truncate(start);
        out.extend_from_slice(format!("  {{\"error\": \"cannot format JSON: {e}\"}}").as_bytes());
    }
}
