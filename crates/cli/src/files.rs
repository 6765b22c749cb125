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
    use std::io::ErrorKind as K;
    match e.kind() {
        K::NotFound => "no such file or directory".to_string(),
        K::PermissionDenied => "permission denied".to_string(),
        K::IsADirectory => "it is a directory, not a file".to_string(),
        K::NotADirectory => "a component of the path is not a directory".to_string(),
        K::InvalidData => "the data is not valid".to_string(),
        K::StorageFull => "no space left on the device".to_string(),
        K::ReadOnlyFilesystem => "the file system is read-only".to_string(),
        _ => {
            // `Display` of an OS error ends in ` (os error N)`: keep the sentence only.
            let s = e.to_string();
            match s.rfind(" (os error ") {
                Some(i) => s[..i].to_string(),
                None => s,
            }
        }
    }
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
            ReadError::TooLarge(size) => format!(
                "{} is too large: {}, more than the input limit of {} \
                 (--max-input-size raises it)",
                path.display(),
                size.map_or("more than that".to_string(), |n| format!(
                    "{} ({n} bytes)",
                    human_size(n)
                )),
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
