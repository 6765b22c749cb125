//! Ctrl-C during `shadercts reduce` against a `cmd:` backend (issue 13, item 3): exit
//! 130, the reduction's folder of candidate files and the per-case `shadercts-cmd-*`
//! folders removed, and no backend process left running.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code: a failure is the report

mod signals;

use signals::*;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// Breaks ps.oC.mov-only (the last line) and nothing else.
const INVALID: &str = "ps_2_0
dcl t0
def c0, 1, 0.5, 0.25, 1
mul r1, t0, c0
add r2, r1, c0
add oC0, r2, r1
";

#[test]
fn sigint_during_reduce_removes_its_temporaries_and_ends_the_backend() {
    let dir = tempfile::tempdir().unwrap();
    // A fresh TMPDIR: after the exit it must be empty, exactly.
    let tmp = dir.path().join("tmp");
    std::fs::create_dir(&tmp).unwrap();
    std::fs::write(dir.path().join("case.asm"), INVALID).unwrap();
    let d = dir.path().display();
    // Accepts everything (so the case fails and the reduction starts); from the third
    // candidate on, hangs in a grandchild, writing both pids first.
    let s = script(
        dir.path(),
        "hang.sh",
        &format!(
            "echo x >> {d}/count\n\
             if [ $(wc -l < {d}/count) -gt 2 ]; then\n\
               echo $$ >> {d}/pids; sleep 1000 & echo $! >> {d}/pids; wait\n\
             fi\n\
             exit 0"
        ),
    );
    let mut child = Command::new(bin())
        .args(["reduce", "case.asm", "-o", "min.asm", "--backend"])
        .arg(format!("cmd:{} {{input}}", s.display()))
        .current_dir(dir.path())
        .env("TMPDIR", &tmp)
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let pid_file = dir.path().join("pids");
    assert!(
        wait_for(Duration::from_secs(60), || pids(&pid_file).len() >= 2),
        "the backend never hung"
    );
    // While it hangs, the reduction's temporaries exist (so the check below means something).
    assert!(
        !entries(&tmp, "").is_empty(),
        "no temporaries while reducing"
    );
    let started = Instant::now();
    signal(&child, libc::SIGINT);
    let code = exit_code(&mut child, Duration::from_secs(20));
    let mut stderr = String::new();
    std::io::Read::read_to_string(child.stderr.as_mut().unwrap(), &mut stderr).unwrap();
    assert_eq!(code, Some(130), "{stderr}");
    assert!(started.elapsed() < Duration::from_secs(10), "slow to exit");
    assert!(stderr.contains("interrupted by SIGINT"), "{stderr}");
    assert_eq!(entries(&tmp, ""), Vec::<String>::new(), "temporaries left");
    let backend = pids(&pid_file);
    assert!(
        wait_for(Duration::from_secs(3), || backend
            .iter()
            .all(|p| !alive(*p))),
        "backend processes survive: {backend:?}"
    );
    assert!(
        !dir.path().join("min.asm").exists(),
        "no output after an interrupt"
    );
}
