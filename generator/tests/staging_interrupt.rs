//! SIGINT while a suite is written (`generate`, `publish`): the `.shadercts-suite-*`
//! staging folder is removed and the process exits with 130 (issue 13, item 3).
//!
//! The test runs this test binary again as the child (`child_writes_a_big_suite`, which
//! does nothing unless `SHADERCTS_STAGING_CHILD` names a target folder).

use shadercts_generator::suite::layout::Suite;
use shadercts_generator::suite::manifest::{Manifest, FORMAT};
use shadercts_generator::suite::write::write_atomically;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

const CHILD: &str = "SHADERCTS_STAGING_CHILD";

/// A suite of many small files (slow enough to write that a signal lands inside).
fn big_suite() -> Suite {
    let manifest = Manifest {
        format: FORMAT,
        suite: "0.0.0".into(),
        generator: "test".into(),
        seed: 1,
        rules_sha256: String::new(),
        templates_sha256: String::new(),
        documents: Vec::new(),
        documented_rules: Vec::new(),
        case_count: 0,
        cases: Vec::new(),
    };
    let mut files = BTreeMap::new();
    for i in 0..20_000 {
        files.insert(format!("cases/d{}/f{i}.asm", i % 100), vec![b'x'; 512]);
    }
    Suite { manifest, files }
}

#[test]
fn child_writes_a_big_suite() {
    let Some(target) = std::env::var_os(CHILD) else {
        return;
    };
    shadercts_cleanup::install().expect("signal handling");
    write_atomically(&big_suite(), Path::new(&target)).expect("written");
}

fn signal(child: &Child, sig: i32) {
    // SAFETY: kill(2) on our own child's pid.
    unsafe {
        libc::kill(child.id() as i32, sig);
    }
}

fn staging(dir: &Path) -> Vec<PathBuf> {
    std::fs::read_dir(dir)
        .map(|d| {
            d.flatten()
                .filter(|e| {
                    e.file_name()
                        .to_string_lossy()
                        .starts_with(".shadercts-suite-")
                })
                .map(|e| e.path())
                .collect()
        })
        .unwrap_or_default()
}

#[test]
fn sigint_removes_the_staging_folder() {
    let dir = tempfile::tempdir().unwrap();
    let target = dir.path().join("suite");
    let mut child = Command::new(std::env::current_exe().unwrap())
        .args(["--exact", "child_writes_a_big_suite", "--test-threads", "1"])
        .env(CHILD, &target)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    // Stop the child now and then; signal it while (stopped) it has a staging folder.
    let end = Instant::now() + Duration::from_secs(60);
    let mut hit = false;
    while Instant::now() < end && child.try_wait().unwrap().is_none() {
        signal(&child, libc::SIGSTOP);
        hit = !staging(dir.path()).is_empty();
        if hit {
            signal(&child, libc::SIGINT);
        }
        signal(&child, libc::SIGCONT);
        if hit {
            break;
        }
        std::thread::sleep(Duration::from_millis(2));
    }
    let status = child.wait().unwrap();
    assert_eq!(staging(dir.path()), Vec::<PathBuf>::new(), "staging left");
    if hit {
        // The signal came first (130, no suite), or the rename did (0, whole suite).
        match status.code() {
            Some(130) => assert!(!target.exists()),
            Some(0) => assert_eq!(
                std::fs::read_dir(target.join("cases")).unwrap().count(),
                100
            ),
            other => panic!("exit {other:?}"),
        }
    } else {
        eprintln!("note: the staging folder was never caught (machine too fast)");
    }
}
