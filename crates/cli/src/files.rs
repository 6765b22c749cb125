//! Reading inputs and writing outputs atomically (no partial file is ever left behind).

use crate::error::CliError;
use std::io::Write;
use std::path::Path;
use std::sync::atomic::{AtomicU64, Ordering};

/// The default largest input file the command line reads (16 MiB): far above any real
/// shader (the biggest ps_3_0 program is a few hundred kB of text), far below what would
/// exhaust memory (the IR takes a few dozen bytes per input byte).
pub const DEFAULT_MAX_INPUT: u64 = 16 << 20;

static MAX_INPUT: AtomicU64 = AtomicU64::new(DEFAULT_MAX_INPUT);

/// Sets the largest input file [`read_bytes`] and [`read_text`] accept (`--max-input-size`).
pub fn set_max_input(bytes: u64) {
    MAX_INPUT.store(bytes, Ordering::Relaxed);
}

/// The largest input file accepted now.
pub fn max_input() -> u64 {
    MAX_INPUT.load(Ordering::Relaxed)
}

/// Parses a size: a number of bytes with an optional `k`/`K`/`KiB`, `M`/`MiB` or
/// `G`/`GiB` suffix (powers of 1024), for `--max-input-size`.
pub fn parse_size(s: &str) -> Result<u64, String> {
    let t = s.trim();
    let digits = t.find(|c: char| !c.is_ascii_digit()).unwrap_or(t.len());
    let (num, unit) = t.split_at(digits);
    let shift = match unit.trim().to_ascii_lowercase().as_str() {
        "" | "b" => 0,
        "k" | "kb" | "kib" => 10,
        "m" | "mb" | "mib" => 20,
        "g" | "gb" | "gib" => 30,
        _ => {
            return Err(format!(
                "`{s}` is not a size (a number of bytes, or with K, M or G)"
            ))
        }
    };
    let n: u64 = num
        .parse()
        .map_err(|_| format!("`{s}` is not a size (a number of bytes, or with K, M or G)"))?;
    n.checked_mul(1u64 << shift)
        .ok_or_else(|| format!("`{s}` is too large a size"))
}

/// A size for people: `16 MiB`, `1.5 MiB`, `900 bytes`.
pub fn human_size(bytes: u64) -> String {
    const UNITS: [(u64, &str); 3] = [(1 << 30, "GiB"), (1 << 20, "MiB"), (1 << 10, "KiB")];
    for (unit, name) in UNITS {
        if bytes >= unit {
            return if bytes.is_multiple_of(unit) {
                format!("{} {name}", bytes / unit)
            } else {
                format!("{:.1} {name}", bytes as f64 / unit as f64)
            };
        }
    }
    format!("{bytes} bytes")
}

/// An I/O error as a plain sentence (no `Os { code: … }`, no `(os error 2)`).
pub fn io_message(e: &std::io::Error) -> String {
    shadercts_cleanup::io_message(e)
}

/// Reads a whole file as bytes; a failure is an input error naming the path. A file
/// larger than [`max_input`] is refused by its size once its first 16 KiB are read
/// (`capped::FIRST`), never read whole (exit 2).
pub fn read_bytes(path: &Path) -> Result<Vec<u8>, CliError> {
    use shadercts_harness::capped::ReadError;
    let limit = max_input();
    shadercts_harness::capped::read(path, limit).map_err(|e| {
        CliError::Input(match e {
            ReadError::Io(e) => format!("cannot read {}: {}", path.display(), io_message(&e)),
            ReadError::TooLarge(Some(n)) => format!(
                "{} is too large: {} ({n} bytes), more than the input limit of {} \
                 (--max-input-size raises it)",
                path.display(),
                human_size(n),
                human_size(limit)
            ),
            // A pipe, a device (`/dev/zero`) or a file that grew while it was read: no
            // size to name, only that reading went past the limit.
            ReadError::TooLarge(None) if std::fs::metadata(path).is_ok_and(|m| m.is_file()) => {
                format!(
                    "{} grew past the input limit of {} while it was read \
                     (--max-input-size raises it)",
                    path.display(),
                    human_size(limit)
                )
            }
            ReadError::TooLarge(None) => format!(
                "{} is not a regular file, and reading it gave more than the input limit \
                 of {} (--max-input-size raises it)",
                path.display(),
                human_size(limit)
            ),
        })
    })
}

/// Reads a whole file as UTF-8 text (limited like [`read_bytes`]).
pub fn read_text(path: &Path) -> Result<String, CliError> {
    let bytes = read_bytes(path)?;
    String::from_utf8(bytes).map_err(|e| {
        CliError::Input(format!(
            "{} is not UTF-8 text (invalid byte at offset {})",
            path.display(),
            e.utf8_error().valid_up_to()
        ))
    })
}

/// Writes `data` to `path` through a temporary file in the same directory and a rename,
/// so that a failure leaves either the old file or nothing, never half a file (a device
/// or pipe such as `/dev/null` is written in place: `shadercts_harness::atomic`).
pub fn write_atomic(path: &Path, data: &[u8]) -> Result<(), CliError> {
    shadercts_harness::atomic::write_file(path, data).map_err(|e| {
        CliError::Input(format!(
            "cannot write {}: {}",
            path.display(),
            io_message(&e)
        ))
    })
}

/// Checks before a command's work that an output file can be made at `path`: its folder
/// exists, is a folder (`report/r.json` under a regular file `report` is "report is a
/// file, not a directory") and takes a new file. `opt` names the option in the message.
pub fn check_output_dir(opt: &str, path: &Path) -> Result<(), CliError> {
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d,
        _ => Path::new("."),
    };
    let refuse = |why: String| Err(CliError::Input(format!("{opt}: {why}")));
    match std::fs::metadata(dir) {
        Ok(m) if m.is_dir() => {}
        Ok(_) => return refuse(format!("{} is a file, not a directory", dir.display())),
        Err(e) => {
            // The nearest ancestor that exists says why: a file in the way, or a folder
            // that does not exist yet.
            let found = dir
                .ancestors()
                .skip(1)
                .filter(|a| !a.as_os_str().is_empty())
                .find_map(|a| std::fs::metadata(a).ok().map(|m| (a, m)));
            return match found {
                Some((a, m)) if !m.is_dir() => {
                    refuse(format!("{} is a file, not a directory", a.display()))
                }
                _ if e.kind() == std::io::ErrorKind::NotFound
                    || e.kind() == std::io::ErrorKind::NotADirectory =>
                {
                    refuse(format!("directory {} does not exist", dir.display()))
                }
                _ => refuse(format!(
                    "cannot use directory {}: {}",
                    dir.display(),
                    io_message(&e)
                )),
            };
        }
    }
    // Outputs are written by rename from a temporary file in the same folder, so that
    // is what must work (`/sys`, a read-only mount and a folder of another user fail).
    let probe = dir.join(format!(".shadercts-check-{}", std::process::id()));
    match std::fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(&probe)
    {
        Ok(f) => {
            drop(f);
            let _ = std::fs::remove_file(&probe);
            Ok(())
        }
        // Left by a run of the same pid that was killed: the folder takes files.
        Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => Ok(()),
        Err(e) => refuse(format!(
            "cannot write in directory {}: {}",
            dir.display(),
            io_message(&e)
        )),
    }
}

/// What names one file for [`refuse_shared_outputs`]: an existing file's device and
/// inode (or canonical path), a new file's canonical folder and name.
#[derive(PartialEq, Eq)]
enum FileKey {
    /// An existing file.
    #[cfg(unix)]
    Inode(u64, u64),
    /// A canonical path.
    Path(std::path::PathBuf),
}

/// The key of `path`, and whether it is a device or pipe (written in place, never
/// replaced); `None` when its folder cannot be resolved (refused elsewhere).
fn file_key(path: &Path) -> Option<(FileKey, bool)> {
    if let Ok(meta) = std::fs::metadata(path) {
        let special = !meta.is_file() && !meta.is_dir();
        #[cfg(unix)]
        {
            use std::os::unix::fs::MetadataExt;
            return Some((FileKey::Inode(meta.dev(), meta.ino()), special));
        }
        #[cfg(not(unix))]
        return std::fs::canonicalize(path)
            .ok()
            .map(|p| (FileKey::Path(p), special));
    }
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d,
        _ => Path::new("."),
    };
    let name = path.file_name()?;
    let dir = std::fs::canonicalize(dir).ok()?;
    Some((FileKey::Path(dir.join(name)), false))
}

/// Refuses outputs that name one file (`--report json:r.json --resume r.json`, two
/// reports on one path, also through `./`, `..` or a link), before any work: the second
/// would replace the first. Each output is `(option as typed, path)`. Devices and pipes
/// (`/dev/null`) may take several outputs: nothing there is replaced.
pub fn refuse_shared_outputs(outputs: &[(String, &Path)]) -> Result<(), CliError> {
    let keys: Vec<Option<(FileKey, bool)>> = outputs.iter().map(|(_, p)| file_key(p)).collect();
    for (i, a) in keys.iter().enumerate() {
        let Some((ka, special)) = a else { continue };
        if *special {
            continue;
        }
        for (j, b) in keys.iter().enumerate().skip(i + 1) {
            if b.as_ref().is_some_and(|(kb, _)| kb == ka) {
                return Err(CliError::Input(format!(
                    "{} and {} name the same file: each output needs a file of its own \
                     (nothing was run or written)",
                    outputs[i].0, outputs[j].0
                )));
            }
        }
    }
    Ok(())
}

/// Writes to standard output, treating a closed pipe as success.
pub fn write_stdout(data: &[u8]) -> Result<(), CliError> {
    let mut out = std::io::stdout().lock();
    match out.write_all(data).and_then(|_| out.flush()) {
        Ok(()) => Ok(()),
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => Ok(()),
        Err(e) => Err(CliError::Input(format!(
            "cannot write to standard output: {}",
            io_message(&e)
        ))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_parse_and_print() {
        assert_eq!(parse_size("16M"), Ok(16 << 20));
        assert_eq!(parse_size("100"), Ok(100));
        assert_eq!(parse_size("2GiB"), Ok(2 << 30));
        assert_eq!(parse_size("64 kb"), Ok(64 << 10));
        assert!(parse_size("lots").is_err());
        assert!(parse_size("99999999999999999999G").is_err());
        assert_eq!(human_size(16 << 20), "16 MiB");
        assert_eq!(human_size(3 << 19), "1.5 MiB");
        assert_eq!(human_size(900), "900 bytes");
    }
}
