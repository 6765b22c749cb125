//! A staging folder is never renamed into place once an interrupting signal has arrived
//! (issue 13, item 3): the handler removes it and the process exits with 130, leaving
//! neither the staging folder nor a (possibly half-removed) target.
//!
//! The test runs this test binary again as the child (`child_commits_after_a_signal`,
//! which does nothing unless `SHADERCTS_COMMIT_CHILD` names a folder).

use std::path::Path;
use std::process::Command;

const CHILD: &str = "SHADERCTS_COMMIT_CHILD";

#[test]
fn child_commits_after_a_signal() {
    let Some(dir) = std::env::var_os(CHILD) else {
        return;
    };
    let dir = Path::new(&dir);
    shadercts_cleanup::install().expect("signal handling");
    let staging = dir.join(".staging");
    let (_, tracked) =
        shadercts_cleanup::track_path(|| std::fs::create_dir(&staging), |_| staging.clone())
            .expect("staging folder");
    for i in 0..100 {
        std::fs::write(staging.join(format!("f{i}")), b"x").expect("a file");
    }
    // SAFETY: raise(3) delivers SIGINT to this thread before it returns; the handler only
    // sets flags and wakes the cleanup thread.
    unsafe {
        libc::raise(libc::SIGINT);
    }
    // Without `commit` this rename would race the handler's removal.
    let _ = shadercts_cleanup::commit(tracked, || std::fs::rename(&staging, dir.join("target")));
    // Not reached: the handler exits with 130.
    std::process::exit(0);
}

#[test]
fn a_signal_before_the_commit_leaves_no_folder_at_all() {
    let dir = tempfile::tempdir().unwrap();
    let status = Command::new(std::env::current_exe().unwrap())
        .args([
            "--exact",
            "child_commits_after_a_signal",
            "--test-threads",
            "1",
        ])
        .env(CHILD, dir.path())
        .output()
        .unwrap();
    assert_eq!(
        status.status.code(),
        Some(130),
        "{}",
        String::from_utf8_lossy(&status.stderr)
    );
    let left: Vec<_> = std::fs::read_dir(dir.path())
        .unwrap()
        .flatten()
        .map(|e| e.file_name())
        .collect();
    assert!(left.is_empty(), "left behind: {left:?}");
}
