//! What the signal and memory tests of the built binary share: sending signals, waiting
//! for exits, looking for leftovers and processes, and measuring peak RSS.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code: a failure is the report
#![allow(dead_code)] // each test file uses some of these

use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// The built `shadercts` binary.
pub fn bin() -> &'static str {
    env!("CARGO_BIN_EXE_shadercts")
}

/// An executable shell script `dir/name` running `body`.
pub fn script(dir: &Path, name: &str, body: &str) -> PathBuf {
    let p = dir.join(name);
    std::fs::write(&p, format!("#!/bin/sh\n{body}\n")).unwrap();
    std::fs::set_permissions(&p, std::fs::Permissions::from_mode(0o755)).unwrap();
    p
}

/// Waits for `cond` up to `limit`; its last value.
pub fn wait_for(limit: Duration, mut cond: impl FnMut() -> bool) -> bool {
    let end = Instant::now() + limit;
    while Instant::now() < end {
        if cond() {
            return true;
        }
        std::thread::sleep(Duration::from_millis(10));
    }
    cond()
}

/// Sends `sig` to the child.
pub fn signal(child: &Child, sig: i32) {
    // SAFETY: kill(2) on our own child's pid; no memory involved.
    unsafe {
        libc::kill(child.id() as i32, sig);
    }
}

/// Waits for the child up to `limit` (killing it past that, and failing) and returns
/// its exit code.
pub fn exit_code(child: &mut Child, limit: Duration) -> Option<i32> {
    let end = Instant::now() + limit;
    loop {
        if let Some(s) = child.try_wait().unwrap() {
            return s.code();
        }
        if Instant::now() > end {
            let _ = child.kill();
            let _ = child.wait();
            panic!("shadercts did not exit within {limit:?}");
        }
        std::thread::sleep(Duration::from_millis(10));
    }
}

/// Stops the child now and then and sends `sig` while `cond` holds (checked while the
/// child is stopped, so what it saw is still true when the signal lands). False when the
/// child exited, or `limit` passed, before `cond` was ever seen.
pub fn interrupt_when(
    child: &mut Child,
    sig: i32,
    limit: Duration,
    cond: impl Fn() -> bool,
) -> bool {
    let end = Instant::now() + limit;
    while Instant::now() < end {
        if child.try_wait().unwrap().is_some() {
            return false;
        }
        signal(child, libc::SIGSTOP);
        let hit = cond();
        if hit {
            signal(child, sig);
        }
        signal(child, libc::SIGCONT);
        if hit {
            return true;
        }
        std::thread::sleep(Duration::from_millis(2));
    }
    false
}

/// The pids written into `file`, one per line.
pub fn pids(file: &Path) -> Vec<i32> {
    std::fs::read_to_string(file)
        .unwrap_or_default()
        .lines()
        .filter_map(|l| l.trim().parse().ok())
        .collect()
}

/// True while a process runs (a zombie does not count).
pub fn alive(pid: i32) -> bool {
    match std::fs::read_to_string(format!("/proc/{pid}/stat")) {
        Ok(stat) => stat
            .rsplit(')')
            .next()
            .is_some_and(|rest| !rest.trim_start().starts_with('Z')),
        Err(_) => false,
    }
}

/// The names in `dir` starting with `prefix` (all with an empty prefix).
pub fn entries(dir: &Path, prefix: &str) -> Vec<String> {
    let mut v: Vec<String> = std::fs::read_dir(dir)
        .map(|d| {
            d.flatten()
                .map(|e| e.file_name().to_string_lossy().into_owned())
                .filter(|n| n.starts_with(prefix))
                .collect()
        })
        .unwrap_or_default();
    v.sort();
    v
}

/// What [`run_measured`] gives: the exit code, peak RSS and the output.
pub struct Measured {
    /// The exit code.
    pub code: i32,
    /// Peak resident set size in bytes (`ru_maxrss` of wait4).
    pub max_rss: u64,
    /// Standard output.
    pub stdout: Vec<u8>,
    /// Standard error, as text.
    pub stderr: String,
}

/// Runs `shadercts ARGS` in `dir` and measures its peak RSS with wait4 (the outputs are
/// read on threads so that a large output cannot block the child).
#[allow(clippy::zombie_processes)] // reaped by wait4, which also gives its rusage
pub fn run_measured(args: &[&str], dir: &Path) -> Measured {
    let mut child = Command::new(bin())
        .args(args)
        .current_dir(dir)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut out = child.stdout.take().unwrap();
    let mut err = child.stderr.take().unwrap();
    let out_t = std::thread::spawn(move || {
        let mut v = Vec::new();
        std::io::Read::read_to_end(&mut out, &mut v).unwrap();
        v
    });
    let err_t = std::thread::spawn(move || {
        let mut s = String::new();
        std::io::Read::read_to_string(&mut err, &mut s).unwrap();
        s
    });
    let pid = child.id() as i32;
    let mut status = 0;
    // SAFETY: wait4 on our own child with valid out-pointers; rusage is plain data.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    let r = unsafe { libc::wait4(pid, &mut status, 0, &mut usage) };
    assert_eq!(r, pid);
    assert!(libc::WIFEXITED(status), "shadercts died: {status}");
    Measured {
        code: libc::WEXITSTATUS(status),
        // Linux gives ru_maxrss in KiB.
        max_rss: usage.ru_maxrss as u64 * 1024,
        stdout: out_t.join().unwrap(),
        stderr: err_t.join().unwrap(),
    }
}
