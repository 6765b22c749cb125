//! Child processes of process backends: limits (time, memory), process groups, killing
//! and classifying how a child ended.
//!
//! On Windows a child's job object stands for its process group (see
//! `shadercts_cleanup`), and the resource limits (`RLIMIT_AS`, `RLIMIT_FSIZE`) are not
//! applied: the timeout and the size checks after the child has ended still are.

use crate::backend::Failure;
pub use shadercts_cleanup::Tracked;
use std::io::{Read, Seek, SeekFrom};
#[cfg(unix)]
use std::os::unix::process::{CommandExt, ExitStatusExt};
use std::path::Path;
use std::process::{Child, Command, ExitStatus};
use std::time::{Duration, Instant};

#[cfg(target_os = "linux")]
mod supervisor;

/// The always-on limit of one case (and of a worker's silence while it owes an answer)
/// when no per-case timeout is set (`--timeout 0`): a hung backend still ends.
pub const IDLE_CAP: Duration = Duration::from_secs(300);

/// The most a `cmd:` backend may write to one file (`RLIMIT_FSIZE`): its captured
/// standard output and error and its `{output}` file included.
pub const MAX_FILE: u64 = 64 * 1024 * 1024;

/// The most of a backend's output that is parsed (a worker's response line, a `cmd:`
/// backend's `{output}` file or execute JSON).
pub const MAX_PARSED: usize = 16 * 1024 * 1024;

/// Per-case limits of a process backend.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Wall-clock limit per case (the child is killed past it).
    pub timeout: Option<Duration>,
    /// Address-space limit of the child, in MiB (`RLIMIT_AS`; not applied on Windows).
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

    /// The time one case may take: the timeout, or [`IDLE_CAP`] without one.
    pub fn case_timeout(&self) -> Duration {
        self.timeout.unwrap_or(IDLE_CAP)
    }
}

/// Starts `cmd`, retrying for up to about a second while `exec` fails with ETXTBSY: a
/// program written just before it is run (a backend the caller has just built, a test's
/// script) can still be open for writing in another process forked meanwhile, and Linux
/// refuses to execute a file open for writing.
#[cfg(unix)]
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

/// Starts `cmd` (Windows has no ETXTBSY to retry on).
#[cfg(windows)]
pub fn spawn(cmd: &mut Command) -> std::io::Result<Child> {
    cmd.spawn()
}

/// [`spawn()`], registering the child's process group in the cleanup set so that an
/// interrupting signal kills it (`shadercts_cleanup`); keep the [`Tracked`] until the
/// child has been reaped.
pub fn spawn_tracked(cmd: &mut Command) -> std::io::Result<(Child, Tracked)> {
    shadercts_cleanup::track_child(|| spawn(cmd))
}

/// Limits the size of every file the child writes to `bytes` (`RLIMIT_FSIZE`; a write
/// past it raises SIGXFSZ, which ends the child).
#[cfg(unix)]
pub fn limit_file_size(cmd: &mut Command, bytes: u64) {
    set_rlimit(cmd, libc::RLIMIT_FSIZE, bytes);
}

/// Does nothing: Windows has no file size limit for a process (the callers still check
/// the sizes of the files once the child has ended).
#[cfg(windows)]
pub fn limit_file_size(_cmd: &mut Command, _bytes: u64) {}

/// The type of setrlimit's resource argument (glibc has its own; elsewhere an int).
#[cfg(all(target_os = "linux", target_env = "gnu"))]
type Resource = libc::__rlimit_resource_t;
#[cfg(all(unix, not(all(target_os = "linux", target_env = "gnu"))))]
type Resource = libc::c_int;

/// Sets the child's `resource` limit (soft and hard) to `bytes` before `exec`.
#[cfg(unix)]
fn set_rlimit(cmd: &mut Command, resource: Resource, bytes: u64) {
    let bytes = bytes as libc::rlim_t;
    // SAFETY: the closure runs in the forked child before exec and only calls
    // setrlimit, which is async-signal-safe; it touches no memory shared with the parent.
    unsafe {
        cmd.pre_exec(move || {
            let lim = libc::rlimit {
                rlim_cur: bytes,
                rlim_max: bytes,
            };
            if libc::setrlimit(resource, &lim) != 0 {
                return Err(std::io::Error::last_os_error());
            }
            Ok(())
        });
    }
}

/// The last `max` bytes of a file, read by seeking (the file may be huge).
pub fn read_tail(path: &Path, max: usize) -> Vec<u8> {
    let Ok(mut f) = std::fs::File::open(path) else {
        return Vec::new();
    };
    let len = f.metadata().map(|m| m.len()).unwrap_or(0);
    let start = len.saturating_sub(max as u64);
    let mut data = Vec::new();
    if f.seek(SeekFrom::Start(start)).is_ok() {
        let _ = f.take(max as u64).read_to_end(&mut data);
    }
    data
}

/// A whole file of at most `max` bytes; `Ok(None)` when it does not exist, an error
/// naming the limit when it is longer (read by [`crate::capped::read`]).
pub fn read_capped(path: &Path, max: usize) -> std::result::Result<Option<Vec<u8>>, String> {
    use crate::capped::ReadError;
    match crate::capped::read(path, max as u64) {
        Ok(data) => Ok(Some(data)),
        Err(ReadError::Io(e)) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
        Err(ReadError::Io(e)) => Err(format!("cannot read it: {e}")),
        Err(ReadError::TooLarge(_)) => Err(format!(
            "it is longer than {} MiB (the limit)",
            max / (1024 * 1024)
        )),
    }
}

/// Puts the child in its own process group (so a timeout kills everything it started)
/// and applies the memory limit in the child before `exec`.
#[cfg(unix)]
pub fn configure(cmd: &mut Command, limits: &Limits) {
    cmd.process_group(0);
    if let Some(mb) = limits.memory_mb {
        set_rlimit(cmd, libc::RLIMIT_AS, mb.saturating_mul(1024 * 1024));
    }
}

/// [`configure`], and on Linux the child becomes a supervisor that runs the program as
/// its own child and, once the program has ended (or on [`kill_contained`]), ends every
/// process the program started, even those that left its process group with `setsid`
/// (see `process/supervisor.rs`). Call it before any other `pre_exec` setting, so that
/// the limits apply to the program and not to the supervisor. Elsewhere the same as
/// [`configure`] (Windows' job objects already hold what a child starts).
pub fn configure_contained(cmd: &mut Command, limits: &Limits) {
    #[cfg(target_os = "linux")]
    // SAFETY: the closure only makes async-signal-safe system calls (supervisor.rs).
    unsafe {
        cmd.pre_exec(supervisor::split);
    }
    configure(cmd, limits);
}

/// Starts the child in a new console process group, so that a Ctrl-C in the console
/// reaches shadercts alone (which then ends the child), as a Unix child in its own
/// process group gets no terminal SIGINT. The child gets its job object (what a timeout
/// kills) when [`spawn_tracked`] starts it; the memory limit is not applied on Windows.
#[cfg(windows)]
pub fn configure(cmd: &mut Command, _limits: &Limits) {
    use std::os::windows::process::CommandExt;
    /// CREATE_NEW_PROCESS_GROUP, a process creation flag of the Windows API.
    const CREATE_NEW_PROCESS_GROUP: u32 = 0x0000_0200;
    cmd.creation_flags(CREATE_NEW_PROCESS_GROUP);
}

/// Kills the child's whole process group with SIGKILL and reaps the child.
#[cfg(unix)]
pub fn kill(child: &mut Child) {
    if let Some(pid) = unreaped(child) {
        // SAFETY: kill(2) with a negative pid signals the process group we created for
        // this child (configure() made the child a group leader); the child is not
        // reaped yet, so neither its pid nor its group id can belong to another process.
        unsafe {
            libc::kill(-pid, libc::SIGKILL);
        }
    }
    let _ = child.kill();
    let _ = child.wait();
}

/// Ends a child started with [`configure_contained`] and everything it started, and
/// reaps it: the supervisor is asked (SIGTERM) to kill the program's group and every
/// process that escaped it, and gets 2 s for that; past them, or without a supervisor,
/// the group and the child are killed as [`kill`] does.
#[cfg(unix)]
pub fn kill_contained(child: &mut Child) {
    #[cfg(target_os = "linux")]
    if let Some(pid) = unreaped(child) {
        // SAFETY: kill(2) on our own unreaped child (its pid cannot have been reused).
        unsafe {
            libc::kill(pid, libc::SIGTERM);
        }
        if let Ok(Some(_)) = wait_timeout(child, Some(Duration::from_secs(2))) {
            return;
        }
    }
    kill(child);
}

/// The child's pid while it is not reaped (running, or ended but not waited for),
/// found without reaping it (`waitid` with `WNOWAIT`); `None` once std has reaped it.
#[cfg(unix)]
fn unreaped(child: &Child) -> Option<i32> {
    let pid = i32::try_from(child.id()).ok()?;
    // SAFETY: waitid on our own child with WNOWAIT|WNOHANG writes only `info`.
    let r = unsafe {
        let mut info: libc::siginfo_t = std::mem::zeroed();
        libc::waitid(
            libc::P_PID,
            pid as libc::id_t,
            &mut info,
            libc::WEXITED | libc::WNOHANG | libc::WNOWAIT,
        )
    };
    (r == 0).then_some(pid)
}

/// True when the child has ended (or was reaped already); a child that has ended is
/// not reaped by this (so that its process group can still be killed safely).
#[cfg(unix)]
pub fn has_ended(child: &mut Child) -> bool {
    let Ok(pid) = i32::try_from(child.id()) else {
        return true;
    };
    // SAFETY: waitid on our own child with WNOWAIT|WNOHANG writes only `info`.
    unsafe {
        let mut info: libc::siginfo_t = std::mem::zeroed();
        let r = libc::waitid(
            libc::P_PID,
            pid as libc::id_t,
            &mut info,
            libc::WEXITED | libc::WNOHANG | libc::WNOWAIT,
        );
        r != 0 || info.si_pid() != 0
    }
}

/// True when the child has ended.
#[cfg(windows)]
pub fn has_ended(child: &mut Child) -> bool {
    matches!(child.try_wait(), Ok(Some(_)))
}

/// [`kill`]: a child's job object already holds everything it started.
#[cfg(windows)]
pub fn kill_contained(child: &mut Child) {
    kill(child);
}

/// Kills the child's job (everything it started, when it was spawned by
/// [`spawn_tracked`]) and the child, and reaps it.
#[cfg(windows)]
pub fn kill(child: &mut Child) {
    shadercts_cleanup::kill_group(child.id());
    let _ = child.kill();
    let _ = child.wait();
}

/// `now + timeout`, saturated: a timeout too large for an `Instant` (`Instant + Duration`
/// panics on overflow) waits about a century instead.
pub fn deadline_after(timeout: Duration) -> Instant {
    let now = Instant::now();
    now.checked_add(timeout)
        .or_else(|| now.checked_add(Duration::from_secs(100 * 365 * 86_400)))
        .unwrap_or(now)
}

/// Waits for the child up to `timeout`; `Ok(None)` when it is still running then.
pub fn wait_timeout(
    child: &mut Child,
    timeout: Option<Duration>,
) -> std::io::Result<Option<ExitStatus>> {
    let Some(timeout) = timeout else {
        return child.wait().map(Some);
    };
    let deadline = deadline_after(timeout);
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
#[cfg(unix)]
pub fn crash_of(status: &ExitStatus, detail: &str) -> Option<Failure> {
    status.signal().map(|signal| Failure::Crash {
        signal: Some(signal),
        code: None,
        detail: detail.to_string(),
    })
}

/// A crash failure when the child ended with an NTSTATUS error code (an access
/// violation is 0xC0000005); `None` when it exited with an ordinary code.
#[cfg(windows)]
pub fn crash_of(status: &ExitStatus, detail: &str) -> Option<Failure> {
    // Severity "error": the two top bits of the code (ordinary exit codes are small).
    let code = status.code()?;
    (code as u32 >= 0xC000_0000).then(|| Failure::Crash {
        signal: None,
        code: Some(code),
        detail: detail.to_string(),
    })
}

/// The last `max` bytes of `data` as text, trimmed, on one line per original line.
pub fn tail(data: &[u8], max: usize) -> String {
    let start = data.len().saturating_sub(max);
    String::from_utf8_lossy(&data[start..]).trim().to_string()
}

#[cfg(all(test, unix))]
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

    /// Runs `sh -c script` contained and waits for it.
    #[cfg(target_os = "linux")]
    #[allow(clippy::unwrap_used)] // test code: a failure is the report
    fn contained(script: &str) -> ExitStatus {
        let mut cmd = Command::new("sh");
        cmd.args(["-c", script]);
        configure_contained(&mut cmd, &Limits::default());
        let mut child = cmd.spawn().unwrap();
        wait_timeout(&mut child, Some(Duration::from_secs(10)))
            .unwrap()
            .unwrap()
    }

    #[cfg(target_os = "linux")]
    #[test]
    fn a_contained_child_ends_as_its_program_and_takes_its_escapees_along() {
        // The supervisor exits as the program did.
        assert_eq!(contained("exit 7").code(), Some(7));
        assert_eq!(contained("kill -SEGV $$").signal(), Some(libc::SIGSEGV));
        // A program that cannot be run is an error of spawn, as without a supervisor.
        let mut cmd = Command::new("/nonexistent/program");
        configure_contained(&mut cmd, &Limits::default());
        let e = cmd.spawn().err().unwrap();
        assert_eq!(e.kind(), std::io::ErrorKind::NotFound);
        // What the program left running, in its group or out of it, is gone once the
        // supervisor has exited.
        let dir = tempfile::tempdir().unwrap();
        let pids = dir.path().join("pids");
        let p = pids.display();
        let status = contained(&format!(
            "sleep 60 & echo $! >> {p}; setsid sleep 60 & echo $! >> {p}; \
             (setsid sh -c 'sleep 60 & echo $! >> {p}; wait' &); sleep 0.2; exit 0"
        ));
        assert_eq!(status.code(), Some(0));
        let pids = std::fs::read_to_string(&pids).unwrap();
        assert_eq!(pids.lines().count(), 3, "{pids}");
        for pid in pids.lines() {
            let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default();
            // Gone, or a zombie of another parent about to be reaped.
            assert!(
                stat.is_empty() || stat.contains(") Z"),
                "{pid} lives: {stat}"
            );
        }
    }

    #[cfg(target_os = "linux")]
    #[test]
    fn kill_contained_ends_a_running_program_and_its_escapees() {
        let dir = tempfile::tempdir().unwrap();
        let pids = dir.path().join("pids");
        let mut cmd = Command::new("sh");
        cmd.args([
            "-c",
            &format!(
                "setsid sleep 60 & echo $! >> {}; exec sleep 60",
                pids.display()
            ),
        ]);
        configure_contained(&mut cmd, &Limits::default());
        let mut child = cmd.spawn().unwrap();
        let end = Instant::now() + Duration::from_secs(5);
        while !pids.exists() && Instant::now() < end {
            std::thread::sleep(Duration::from_millis(10));
        }
        let started = Instant::now();
        kill_contained(&mut child);
        assert!(started.elapsed() < Duration::from_secs(1));
        let pid = std::fs::read_to_string(&pids).unwrap();
        let stat =
            std::fs::read_to_string(format!("/proc/{}/stat", pid.trim())).unwrap_or_default();
        assert!(stat.is_empty() || stat.contains(") Z"), "lives: {stat}");
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
