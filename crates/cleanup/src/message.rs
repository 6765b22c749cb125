//! I/O errors in plain words, for every message that names a failed read or write: no
//! `(os error N)`, no `Os { code: … }`, and a hint where the cause is a limit the user
//! set (`ulimit -f`) or a full device.

use std::io::{self, ErrorKind};

/// An I/O error as a short lower-case phrase: `no space left on the device`, `the file
/// is larger than the file size limit (ulimit -f)`, `permission denied`, ….
pub fn io_message(e: &io::Error) -> String {
    match e.kind() {
        ErrorKind::NotFound => "no such file or directory".to_string(),
        ErrorKind::PermissionDenied => "permission denied".to_string(),
        ErrorKind::IsADirectory => "it is a directory, not a file".to_string(),
        ErrorKind::NotADirectory => "a component of the path is not a directory".to_string(),
        ErrorKind::InvalidData => "the data is not valid".to_string(),
        ErrorKind::StorageFull => "no space left on the device".to_string(),
        ErrorKind::QuotaExceeded => "the disk quota is exceeded".to_string(),
        ErrorKind::FileTooLarge => {
            "the file would be larger than the file size limit (ulimit -f)".to_string()
        }
        ErrorKind::ReadOnlyFilesystem => "the file system is read-only".to_string(),
        ErrorKind::AlreadyExists => "it already exists".to_string(),
        ErrorKind::BrokenPipe => "the reader closed the pipe".to_string(),
        ErrorKind::Interrupted if e.raw_os_error().is_none() => e.to_string(),
        _ => plain(&e.to_string()),
    }
}

/// `Display` of an OS error is `Input/output error (os error 5)`, and tempfile's errors
/// add ` at path "…"`: keep the sentence only, starting lower case.
fn plain(s: &str) -> String {
    let s = match s.find(" (os error ") {
        Some(i) => &s[..i],
        None => s,
    };
    let mut chars = s.chars();
    match chars.next() {
        // "Input/output error" → "input/output error", but "EOF" and the like stay.
        Some(c) if chars.clone().next().is_some_and(|d| d.is_lowercase()) => {
            c.to_lowercase().chain(chars).collect()
        }
        _ => s.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn no_message_ends_in_an_os_error_number() {
        for code in 1..134 {
            let m = io_message(&io::Error::from_raw_os_error(code));
            assert!(!m.contains("os error"), "{code}: {m}");
            assert!(!m.is_empty(), "{code}");
        }
    }

    #[cfg(unix)]
    #[test]
    fn limits_and_full_devices_are_named() {
        assert_eq!(
            io_message(&io::Error::from_raw_os_error(libc::ENOSPC)),
            "no space left on the device"
        );
        assert!(io_message(&io::Error::from_raw_os_error(libc::EFBIG)).contains("ulimit -f"));
        assert_eq!(
            io_message(&io::Error::from_raw_os_error(libc::EIO)),
            "input/output error"
        );
    }
}
