//! Exclusive locks on what two shadercts processes must not write at once (a `--resume`
//! journal, the lock of released suites): `flock(2)` on Unix, `LockFileEx` on Windows
//! (both through std). The kernel releases such a lock when the file is closed, also when
//! the process is killed, so a crashed run never leaves a stale lock behind.
//!
//! A lock belongs to one open of the file: a second open in the same process conflicts
//! with it too, so a file is locked through one handle only.

use std::fs::File;
use std::io;
use std::time::{Duration, Instant};

/// Why a lock was not taken.
#[derive(Debug)]
pub enum LockError {
    /// Someone else holds it: the holder's pid when it can be found (Linux, from
    /// `/proc/locks`).
    Held(Option<u32>),
    /// Locking itself failed (a file system without locks, …).
    Io(io::Error),
}

impl LockError {
    /// ` (pid N)` when the holder is known, else nothing: for messages.
    pub fn holder(&self) -> String {
        match self {
            LockError::Held(Some(pid)) => format!(" (pid {pid})"),
            _ => String::new(),
        }
    }
}

/// Takes an exclusive lock on `file` without waiting.
pub fn try_exclusive(file: &File) -> Result<(), LockError> {
    match file.try_lock() {
        Ok(()) => Ok(()),
        Err(std::fs::TryLockError::WouldBlock) => Err(LockError::Held(holder_pid(file))),
        Err(std::fs::TryLockError::Error(e)) => Err(LockError::Io(e)),
    }
}

/// Takes an exclusive lock on `file`, waiting for it at most `limit` (polling: a
/// blocking wait could not be given up, and an interrupting signal must still end the
/// process promptly).
pub fn exclusive_within(file: &File, limit: Duration) -> Result<(), LockError> {
    let end = Instant::now() + limit;
    loop {
        match try_exclusive(file) {
            Err(LockError::Held(pid)) => {
                if Instant::now() >= end {
                    return Err(LockError::Held(pid));
                }
                std::thread::sleep(Duration::from_millis(20));
            }
            other => return other,
        }
    }
}

/// The pid of the process holding a lock on `file`, from `/proc/locks` (whose lines read
/// `1: FLOCK  ADVISORY  WRITE 4242 08:01:1234 0 EOF`; a waiter's line has `->`).
#[cfg(target_os = "linux")]
fn holder_pid(file: &File) -> Option<u32> {
    use std::io::BufRead;
    use std::os::unix::fs::MetadataExt;
    let meta = file.metadata().ok()?;
    let dev = meta.dev();
    // glibc's gnu_dev_major / gnu_dev_minor.
    let major = ((dev >> 8) & 0xfff) | ((dev >> 32) & !0xfff);
    let minor = (dev & 0xff) | ((dev >> 12) & !0xff);
    let wanted = format!("{major:02x}:{minor:02x}:{}", meta.ino());
    let locks = std::fs::File::open("/proc/locks").ok()?;
    for line in io::BufReader::new(locks).lines() {
        let line = line.ok()?;
        let words: Vec<&str> = line.split_whitespace().collect();
        if words.contains(&"->") {
            continue;
        }
        if let Some(i) = words.iter().position(|w| *w == wanted) {
            return words.get(i.checked_sub(1)?)?.parse().ok();
        }
    }
    None
}

/// No lock table to look the holder up in.
#[cfg(not(target_os = "linux"))]
fn holder_pid(_file: &File) -> Option<u32> {
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_second_open_is_refused_naming_the_holder() {
        let dir = tempfile::tempdir().expect("tempdir");
        let p = dir.path().join("j");
        let a = File::create(&p).expect("create");
        let b = File::open(&p).expect("open");
        try_exclusive(&a).expect("the first lock is taken");
        match try_exclusive(&b) {
            Err(e @ LockError::Held(_)) => {
                #[cfg(target_os = "linux")]
                assert_eq!(e.holder(), format!(" (pid {})", std::process::id()));
                #[cfg(not(target_os = "linux"))]
                let _ = e;
            }
            other => panic!("the second lock was not refused: {other:?}"),
        }
        let started = Instant::now();
        assert!(exclusive_within(&b, Duration::from_millis(100)).is_err());
        assert!(started.elapsed() >= Duration::from_millis(100));
        drop(a);
        exclusive_within(&b, Duration::from_secs(5)).expect("free once the holder closes");
    }
}
