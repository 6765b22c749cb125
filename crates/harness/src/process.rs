//! Child processes of process backends: limits (time, memory), process groups, killing
//! and classifying how a child ended.

use crate::backend::Failure;
use std::os::unix::process::{CommandExt, ExitStatusExt};
use std::process::{Child, Command, ExitStatus};
use std::time::{Duration, Instant};

/// Per-case limits of a process backend.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Wall-clock limit per case (the child is killed past it).
    pub timeout: Option<Duration>,
    /// Address-space limit of the child, in MiB (`RLIMIT_AS`).
    pub memory_mb: Option<u64>,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            timeout: Some(Duration::from_secs(10)),
            memory_mb: None,
        }
    }
}

impl Limits {
    /// The timeout in seconds, for reports.
    pub fn timeout_secs(&self) -> f64 {
        self.timeout.map_or(0.0, |t| t.as_secs_f64())
    }
}

/// Starts `cmd`, retrying for up to about a second while `exec` fails with ETXTBSY: a
/// program written just before it is run (a backend the caller has just built, a test's
/// script) can still be open for writing in another process forked meanwhile, and Linux
/// refuses to execute a file open for writing.
pub fn spawn(cmd: &mut Command) -> std::io::Result<Child> {
    let mut delay = Duration::from_millis(5);
    for _ in 0..8 {
        match cmd.spawn() {
            Err(e) if e.raw_os_error() == Some(libc::ETXTBSY) => {
                std::thread::sleep(delay);
                delay *= 2;
            }
            other => return other,
        }
    }
    cmd.spawn()
}

/// Puts the child in its own process group (so a timeout kills everything it started)
/// and applies the memory limit in the child before `exec`.
pub fn configure(cmd: &mut Command, limits: &Limits) {
    cmd.process_group(0);
    if let Some(mb) = limits.memory_mb {
        let bytes = mb.saturating_mul(1024 * 1024) as libc::rlim_t;
        // SAFETY: the closure runs in the forked child before exec and only calls
        // setrlimit, which is async-signal-safe; it touches no memory shared with the parent.
        unsafe {
            cmd.pre_exec(move || {
                let lim = libc::rlimit {
                    rlim_cur: bytes,
                    rlim_max: bytes,
                };
                if libc::setrlimit(libc::RLIMIT_AS, &lim) != 0 {
                    return Err(std::io::Error::last_os_error());
                }
                Ok(())
            });
        }
    }
}

/// Kills the child's whole process group with SIGKILL and reaps the child.
pub fn kill(child: &mut Child) {
    if let Ok(pid) = i32::try_from(child.id()) {
        // SAFETY: kill(2) with a negative pid signals the process group we created for
        // this child (configure() made the child a group leader); no memory is involved.
        unsafe {
            libc::kill(-pid, libc::SIGKILL);
        }
    }
    let _ = child.kill();
    let _ = child.wait();
}

/// Waits for the child up to `timeout`; `Ok(None)` when it is still running then.
pub fn wait_timeout(
    child: &mut Child,
    timeout: Option<Duration>,
) -> std::io::Result<Option<ExitStatus>> {
    let Some(timeout) = timeout else {
        return child.wait().map(Some);
    };
    let deadline = Instant::now() + timeout;
    let mut nap = Duration::from_micros(50);
    loop {
        if let Some(status) = child.try_wait()? {
            return Ok(Some(status));
        }
        let now = Instant::now();
        if now >= deadline {
            return Ok(None);
        }
        std::thread::sleep(nap.min(deadline - now));
        nap = (nap * 2).min(Duration::from_millis(5));
    }
}

/// A crash failure when the child was killed by a signal; `None` when it exited.
pub fn crash_of(status: &ExitStatus, detail: &str) -> Option<Failure> {
    status.signal().map(|signal| Failure::Crash {
        signal: Some(signal),
        code: None,
        detail: detail.to_string(),
    })
}

/// The last `max` bytes of `data` as text, trimmed, on one line per original line.
pub fn tail(data: &[u8], max: usize) -> String {
    let start = data.len().saturating_sub(max);
    String::from_utf8_lossy(&data[start..]).trim().to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn timeout_kills_the_group() {
        let mut cmd = Command::new("sh");
        cmd.args(["-c", "sleep 30 & sleep 30"]);
        configure(&mut cmd, &Limits::default());
        let mut child = cmd.spawn().unwrap();
        let started = Instant::now();
        let r = wait_timeout(&mut child, Some(Duration::from_millis(100))).unwrap();
        assert!(r.is_none());
        kill(&mut child);
        assert!(started.elapsed() < Duration::from_secs(5));
    }

    #[test]
    fn signals_are_crashes() {
        let mut cmd = Command::new("sh");
        cmd.args(["-c", "kill -SEGV $$"]);
        configure(&mut cmd, &Limits::default());
        let mut child = cmd.spawn().unwrap();
        let status = wait_timeout(&mut child, Some(Duration::from_secs(5)))
            .unwrap()
            .unwrap();
        match crash_of(&status, "x") {
            Some(Failure::Crash { signal, .. }) => assert_eq!(signal, Some(libc::SIGSEGV)),
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn memory_limit_applies() {
        let mut cmd = Command::new("sh");
        cmd.args(["-c", "ulimit -v"]);
        cmd.stdout(std::process::Stdio::piped());
        configure(
            &mut cmd,
            &Limits {
                timeout: None,
                memory_mb: Some(64),
            },
        );
        let out = cmd.output().unwrap();
        assert_eq!(String::from_utf8_lossy(&out.stdout).trim(), "65536");
    }
}
