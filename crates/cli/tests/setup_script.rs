//! `scripts/setup.sh` waits for another package manager's lock instead of failing at once
//! (issue 13, item 9): a stand-in apt-get that reports a held lock twice, then succeeds.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code: a failure is the report

use std::path::{Path, PathBuf};
use std::process::Command;

/// The repository's setup script.
fn setup_script() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../scripts/setup.sh")
}

/// Writes an executable stand-in for apt-get into `dir`: it logs its arguments and fails
/// with apt's lock message until `busy` calls have been made.
fn fake_apt(dir: &Path, busy: u32) -> PathBuf {
    let script = format!(
        "#!/bin/sh\n\
         echo \"$*\" >> '{log}'\n\
         n=$(wc -l < '{log}')\n\
         if [ \"$n\" -le {busy} ]; then\n\
           echo 'E: Could not get lock /var/lib/dpkg/lock-frontend. It is held by process 1 (apt-get)' >&2\n\
           exit 100\n\
         fi\n\
         exit 0\n",
        log = dir.join("calls.log").display()
    );
    let path = dir.join("apt-get");
    std::fs::write(&path, script).expect("write the stand-in");
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).expect("chmod");
    }
    path
}

fn run_setup(apt: &Path, wait: &str) -> std::process::Output {
    Command::new("bash")
        .arg(setup_script())
        .env("SHADERCTS_APT_GET", apt)
        .env("SHADERCTS_SETUP_NEED", "libmojoshader0 chromium")
        .env("SHADERCTS_APT_WAIT", wait)
        .env("SHADERCTS_APT_RETRY_SECONDS", "0")
        .output()
        .expect("bash runs")
}

#[test]
fn a_held_apt_lock_is_waited_for() {
    let dir = tempfile::tempdir().expect("temporary directory");
    let apt = fake_apt(dir.path(), 2);
    let out = run_setup(&apt, "600");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "setup failed: {stderr}");
    assert!(stderr.contains("apt is busy"), "{stderr}");
    let calls = std::fs::read_to_string(dir.path().join("calls.log")).expect("calls logged");
    let calls: Vec<&str> = calls.lines().collect();
    // Two refused updates, the update, then the install of the named packages.
    assert_eq!(calls.len(), 4, "{calls:?}");
    assert!(calls[2].contains("update"), "{calls:?}");
    assert!(
        calls[3].contains("install") && calls[3].contains("libmojoshader0 chromium"),
        "{calls:?}"
    );
    assert!(
        calls.iter().all(|c| c.contains("DPkg::Lock::Timeout=600")),
        "{calls:?}"
    );
}

#[test]
fn a_lock_that_stays_held_fails_after_the_wait() {
    let dir = tempfile::tempdir().expect("temporary directory");
    let apt = fake_apt(dir.path(), u32::MAX);
    let out = run_setup(&apt, "0");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(100), "{stderr}");
    assert!(stderr.contains("Could not get lock"), "{stderr}");
}
