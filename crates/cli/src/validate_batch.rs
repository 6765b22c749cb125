//! `validate` over many files: read, parse, check and render on every core (rayon), the
//! results printed in input order as soon as each chunk of files is done, streamed to
//! standard output through one buffered writer (no whole-run JSON tree).
//!
//! Files are taken in chunks of [`CHUNK`]: the pool checks one chunk while a writer
//! thread prints the previous one, so at most a few chunks of rendered output are held
//! at a time, whatever the number of files.

use crate::cmd_validate::{check_parts, display_name};
use crate::context::Context;
use crate::error::{CliError, CliResult};
use crate::output::{self, Format};
use rayon::prelude::*;
use serde::Serialize;
use std::io::{BufWriter, Write};
use std::path::Path;
use std::sync::mpsc;

/// Files checked per chunk: large enough that the pool's threads rarely wait for each
/// other at a chunk's end, small enough that the first results appear at once.
const CHUNK: usize = 512;

/// Chunks of rendered results that may wait for the writer (bounds the memory held).
const QUEUED_CHUNKS: usize = 2;

/// What one file gave: its rendering, or the reason it could not be checked.
enum Outcome {
    /// The file was checked: its verdict and its text or JSON rendering.
    Checked { valid: bool, rendered: String },
    /// The file could not be read (or its diagnostics could not be rendered).
    Failed {
        /// The JSON element standing for the file (empty for text output).
        rendered: String,
        /// The message for standard error.
        message: String,
    },
}

/// The number of worker threads when `--jobs` is not given: one per core.
pub fn default_jobs() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get())
}

/// Validates `paths` with `jobs` threads and prints one result per file, in input
/// order. Exit code: an input error (exit 2) if any file could not be read — the
/// others are still checked and printed — else rejection (exit 1) if any file is
/// invalid.
pub fn run(ctx: &Context, paths: &[&Path], format: Format, jobs: usize) -> CliResult {
    // Compile the rule set once, before the threads share it; a broken one is exit 2.
    ctx.rules()?;
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(jobs.max(1))
        .thread_name(|i| format!("validate-{i}"))
        .build()
        .map_err(|e| CliError::Input(format!("cannot start {jobs} worker threads: {e}")))?;
    let (tx, rx) = mpsc::sync_channel::<Vec<Outcome>>(QUEUED_CHUNKS);
    let summary = std::thread::scope(|s| {
        let writer = s.spawn(move || write_outcomes(rx, format));
        for chunk in paths.chunks(CHUNK) {
            let outcomes: Vec<Outcome> = pool.install(|| {
                // One file a task: a few shaders are 30,000 times larger than the rest,
                // and rayon's adaptive split would leave them on one thread.
                chunk
                    .par_iter()
                    .with_max_len(1)
                    .map(|p| check_one(ctx, p, format))
                    .collect()
            });
            // The writer hung up: standard output is closed or failing; stop checking.
            if tx.send(outcomes).is_err() {
                break;
            }
        }
        drop(tx);
        writer.join()
    })
    .map_err(|_| CliError::Input("the output thread failed".into()))??;
    if summary.failed > 0 {
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

/// Checks and renders one file (runs on a pool thread).
fn check_one(ctx: &Context, path: &Path, format: Format) -> Outcome {
    let name = display_name(path);
    let parts = match check_parts(ctx, path) {
        Ok(c) => c,
        Err(e) => return failed(&name, format, e),
    };
    let valid = parts.violations.is_empty();
    match format {
        Format::Text => {
            match output::render_parts(ctx, &parts.violations, parts.text.as_deref(), &name) {
                Ok(rendered) => Outcome::Checked { valid, rendered },
                Err(e) => failed(&name, format, e),
            }
        }
        Format::Json => Outcome::Checked {
            valid,
            rendered: json_element(&parts.into_report(&name)),
        },
    }
}

/// The outcome of a file that could not be checked.
fn failed(name: &str, format: Format, e: CliError) -> Outcome {
    let message = e.to_string();
    let rendered = match format {
        Format::Text => String::new(),
        Format::Json => json_element(&serde_json::json!({
            "error": message,
            "file": name,
            "verdict": "error",
        })),
    };
    Outcome::Failed { rendered, message }
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
fn write_outcomes(rx: mpsc::Receiver<Vec<Outcome>>, format: Format) -> Result<Summary, CliError> {
    let stdout = std::io::stdout();
    let mut out = BufWriter::with_capacity(1 << 16, stdout.lock());
    let mut summary = Summary::default();
    let result = (|| -> std::io::Result<()> {
        for outcomes in rx {
            for o in outcomes {
                let (rendered, message) = match &o {
                    Outcome::Checked { valid, rendered } => {
                        summary.invalid += usize::from(!valid);
                        (rendered, None)
                    }
                    Outcome::Failed { rendered, message } => {
                        summary.failed += 1;
                        (rendered, Some(message))
                    }
                };
                if let Format::Json = format {
                    out.write_all(if summary.seen == 0 { b"[\n" } else { b",\n" })?;
                }
                summary.seen += 1;
                out.write_all(rendered.as_bytes())?;
                if let Some(m) = message {
                    // Flush first, so that on a terminal the message sits at its file.
                    out.flush()?;
                    eprintln!("error: {m}");
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
            "cannot write to standard output: {e}"
        ))),
    }
}

/// One element of the pretty-printed report array, indented as inside the array and
/// without a trailing separator.
fn json_element<T: Serialize>(value: &T) -> String {
    // The pretty formatter after it has opened an array: the element is then indented
    // exactly as an element of the whole array, written straight into its buffer.
    let mut fmt = serde_json::ser::PrettyFormatter::new();
    let _ = serde_json::ser::Formatter::begin_array(&mut fmt, &mut std::io::sink());
    let mut buf = Vec::with_capacity(512);
    buf.extend_from_slice(b"  ");
    let mut ser = serde_json::Serializer::with_formatter(&mut buf, fmt);
    match value.serialize(&mut ser) {
        // serde_json writes UTF-8 only.
        Ok(()) => String::from_utf8(buf)
            .unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned()),
        Err(e) => format!("  {{\"error\": \"cannot format JSON: {e}\"}}"),
    }
}
