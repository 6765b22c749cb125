//! Backends that leave processes behind, end to end on the built binary (issue 35,
//! item 3): under `ulimit -n 128` a run of 80 crashing cases still runs every case, and
//! neither a finished run nor an interrupted one leaves a process the backend started,
//! even one that left its process group with `setsid`.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code: a failure is the report

mod common;
mod signals;

use common::hand_made;
use signals::{bin, exit_code, script, signal, wait_for};
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Duration;

/// A suite of `n` valid ps_2_0 validate cases.
fn suite(n: usize) -> (tempfile::TempDir, PathBuf) {
    let ids: Vec<String> = (0..n)
        .map(|i| format!("ps.oC.mov-only/valid/ps_2_0/case-{i}"))
        .collect();
    let files: Vec<String> = (0..n).map(|i| format!("cases/case-{i}.asm")).collect();
    let cases = ids
        .iter()
        .zip(&files)
        .map(|(id, file)| hand_made::Case {
            id,
            file,
            body: "ps_2_0\nmov oC0, c0\n",
            expect: hand_made::expect(true, &[]),
        })
        .collect();
    hand_made::suite(cases, &[])
}

/// Processes whose command line holds `marker`.
fn processes_with(marker: &str) -> Vec<String> {
    let mut found = Vec::new();
    for e in std::fs::read_dir("/proc").unwrap().flatten() {
        if let Ok(cmd) = std::fs::read(e.path().join("cmdline")) {
            let cmd = String::from_utf8_lossy(&cmd).replace('\0', " ");
            if cmd.contains(marker) {
                found.push(format!("{}: {cmd}", e.file_name().to_string_lossy()));
            }
        }
    }
    found
}

/// Kills what a failed test left (so that a failure does not leave 80 sleeps behind).
fn kill_marked(marker: &str) {
    for p in processes_with(marker) {
        if let Some(pid) = p.split(':').next().and_then(|p| p.parse::<i32>().ok()) {
            // SAFETY: kill(2) on a pid; no memory involved.
            unsafe {
                libc::kill(pid, libc::SIGKILL);
            }
        }
    }
}

/// `shadercts run` on `suite` with `backend`, with at most 128 open descriptors.
fn run_limited(suite: &Path, backend: &str) -> Command {
    let mut cmd = Command::new(bin());
    cmd.args(["run", "--suite"])
        .arg(suite)
        .args(["--backend", backend, "--jobs", "2", "--timeout", "10"])
        .args(["--max-consecutive-failures", "0"])
        .stdin(Stdio::null());
    // SAFETY: setrlimit in the forked child before exec; async-signal-safe.
    unsafe {
        cmd.pre_exec(|| {
            let lim = libc::rlimit {
                rlim_cur: 128,
                rlim_max: 128,
            };
            if libc::setrlimit(libc::RLIMIT_NOFILE, &lim) != 0 {
                return Err(std::io::Error::last_os_error());
            }
            Ok(())
        });
    }
    cmd
}

#[test]
fn crashing_workers_with_escaped_children_under_ulimit_n_128() {
    let dir = tempfile::tempdir().unwrap();
    let (_suite_dir, suite) = suite(80);
    let marker = format!("hostile-cli-worker-{}", std::process::id());
    // Every case: a child in a session of its own and a background child, then a crash.
    let w = script(
        dir.path(),
        "orphans.sh",
        &format!(
            r#"while IFS= read -r line; do
  case "$line" in
    *'"op":"hello"'*) echo '{{"id":0,"name":"orphans","capabilities":["validate-text"]}}';;
    *) setsid sh -c 'sleep 77; :' {marker} &
       (sh -c 'sleep 77; :' {marker}) &
       exit 3;;
  esac
done"#
        ),
    );
    let o = run_limited(&suite, &format!("worker:{}", w.display()))
        .output()
        .unwrap();
    let text = format!(
        "{}{}",
        String::from_utf8_lossy(&o.stdout),
        String::from_utf8_lossy(&o.stderr)
    );
    let left = processes_with(&marker);
    kill_marked(&marker);
    assert!(!text.contains("could not be restarted"), "{text}");
    // Every case ran (and crashed), none was lost to a descriptor shortage.
    assert!(text.contains("80 cases: 0 pass, 80 fail"), "{text}");
    assert!(!text.contains("Too many open files"), "{text}");
    let listed = text
        .lines()
        .filter(|l| l.starts_with("  ") && l.contains("/case-"));
    for l in listed {
        assert!(
            l.contains("CRASH") && l.contains("exited with code 3"),
            "{l}"
        );
    }
    assert_eq!(left, Vec::<String>::new(), "processes left behind");
}

#[test]
fn a_command_backend_leaves_no_background_process() {
    let dir = tempfile::tempdir().unwrap();
    let (_suite_dir, suite) = suite(20);
    let marker = format!("hostile-cli-cmd-{}", std::process::id());
    let s = script(
        dir.path(),
        "bg.sh",
        &format!("(sh -c 'sleep 77; :' {marker}) &\nsetsid sh -c 'sleep 77; :' {marker} &\nexit 0"),
    );
    let o = run_limited(&suite, &format!("cmd:{} {{input}}", s.display()))
        .output()
        .unwrap();
    let left = processes_with(&marker);
    kill_marked(&marker);
    assert_eq!(
        o.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
    assert_eq!(left, Vec::<String>::new(), "processes left behind");
}

#[test]
fn an_interrupted_run_leaves_no_escaped_process() {
    let dir = tempfile::tempdir().unwrap();
    let (_suite_dir, suite) = suite(4);
    let marker = format!("hostile-cli-sigint-{}", std::process::id());
    let started = dir.path().join("started");
    // The worker starts a child in a session of its own, then hangs.
    let w = script(
        dir.path(),
        "hang.sh",
        &format!(
            r#"while IFS= read -r line; do
  case "$line" in
    *'"op":"hello"'*) echo '{{"id":0,"name":"hang","capabilities":["validate-text"]}}';;
    *) setsid sh -c 'sleep 77; :' {marker} &
       touch {started}
       sleep 1000;;
  esac
done"#,
            started = started.display()
        ),
    );
    let mut child = run_limited(&suite, &format!("worker:{}", w.display()))
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    assert!(wait_for(Duration::from_secs(20), || started.exists()
        && !processes_with(&marker).is_empty()));
    signal(&child, libc::SIGINT);
    let code = exit_code(&mut child, Duration::from_secs(10));
    let gone = wait_for(Duration::from_secs(3), || {
        processes_with(&marker).is_empty()
    });
    let left = processes_with(&marker);
    kill_marked(&marker);
    assert_eq!(code, Some(130));
    assert!(gone, "processes left behind: {left:?}");
}
