//! shadercts never destroys a user's file (issue 35, items 4, 6, 10 and the messages of
//! 14): `--resume` refuses anything that is not a journal (untouched, bounded read),
//! outputs that name one file are refused before the run, two runs on one journal
//! cannot both write it, a file size limit (`ulimit -f`) or a full device leaves no
//! temporary file or staging folder, and I/O errors read as plain words.
#![cfg(unix)]
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code: a failure is the report

mod signals;

use signals::*;
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

fn fixture() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../harness/tests/fixtures/suite")
}

/// `shadercts run --suite FIXTURE ARGS…` in `dir`.
fn run(dir: &Path, args: &[&str]) -> Output {
    Command::new(bin())
        .arg("run")
        .arg("--suite")
        .arg(fixture())
        .args(args)
        .current_dir(dir)
        .output()
        .unwrap()
}

fn text(o: &Output) -> String {
    format!(
        "{}{}",
        String::from_utf8_lossy(&o.stdout),
        String::from_utf8_lossy(&o.stderr)
    )
}

fn code(o: &Output) -> Option<i32> {
    o.status.code()
}

/// The names in `dir` that a write left behind (`.tmp*`, staging folders, probes).
fn debris(dir: &Path) -> Vec<String> {
    entries(dir, "")
        .into_iter()
        .filter(|n| n.starts_with(".tmp") || n.starts_with(".shadercts"))
        .collect()
}

#[test]
fn resume_refuses_files_that_are_not_journals_and_leaves_them_untouched() {
    let dir = tempfile::tempdir().unwrap();
    let mut binary: Vec<u8> = b"DXBC\x00\x01\xfe\xff".to_vec();
    binary.extend(
        (0u16..2000)
            .map(|i| (i % 251) as u8)
            .filter(|b| *b != b'\n'),
    );
    let files: [(&str, Vec<u8>); 4] = [
        ("h.txt", b"hello".to_vec()),
        ("min.json", br#"{"name":"x","items":[1,2,3]}"#.to_vec()),
        ("doc.json", b"{\"journal\": \"no\"}\n{\"id\": 1}\n".to_vec()),
        ("shader.bin", binary),
    ];
    for (name, bytes) in &files {
        let p = dir.path().join(name);
        std::fs::write(&p, bytes).unwrap();
        let o = run(dir.path(), &["--backend", "reference", "--resume", name]);
        let t = text(&o);
        assert_eq!(code(&o), Some(2), "{name}: {t}");
        assert!(t.contains("not a shadercts results journal"), "{name}: {t}");
        assert!(t.contains("left untouched"), "{name}: {t}");
        assert_eq!(&std::fs::read(&p).unwrap(), bytes, "{name} was changed");
    }
    // An empty file starts a journal, as a missing one does; the same command resumes it.
    std::fs::write(dir.path().join("empty.jsonl"), b"").unwrap();
    let o = run(
        dir.path(),
        &["--backend", "reference", "--resume", "empty.jsonl"],
    );
    assert_eq!(code(&o), Some(0), "{}", text(&o));
    let journal = std::fs::read_to_string(dir.path().join("empty.jsonl")).unwrap();
    assert!(journal.starts_with("{\"journal\":"), "{journal}");
    assert_eq!(journal.lines().count(), 11, "{journal}");
    let o = run(
        dir.path(),
        &["--backend", "reference", "--resume", "empty.jsonl"],
    );
    assert_eq!(code(&o), Some(0), "{}", text(&o));
    assert_eq!(
        std::fs::read_to_string(dir.path().join("empty.jsonl")).unwrap(),
        journal
    );
}

/// Waits for a child, killing it after `limit`; its exit code (`None` after a signal)
/// and peak RSS in bytes.
#[allow(clippy::zombie_processes)] // reaped by wait4
fn wait_measured(child: &mut std::process::Child, limit: Duration) -> (Option<i32>, u64) {
    let pid = child.id() as i32;
    let end = Instant::now() + limit;
    let mut status = 0;
    // SAFETY: rusage is plain data, filled by wait4.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    loop {
        // SAFETY: wait4 on our own child with valid out-pointers.
        let r = unsafe { libc::wait4(pid, &mut status, libc::WNOHANG, &mut usage) };
        if r == pid {
            break;
        }
        if Instant::now() > end {
            let _ = child.kill();
            // SAFETY: as above; reaps the killed child.
            unsafe { libc::wait4(pid, &mut status, 0, &mut usage) };
            panic!("shadercts did not exit within {limit:?}");
        }
        std::thread::sleep(Duration::from_millis(10));
    }
    let code = libc::WIFEXITED(status).then(|| libc::WEXITSTATUS(status));
    (code, usage.ru_maxrss as u64 * 1024)
}

#[test]
fn resume_refuses_dev_zero_and_a_fifo_at_once_with_little_memory() {
    let dir = tempfile::tempdir().unwrap();
    let fifo = dir.path().join("fifo");
    let c = std::ffi::CString::new(fifo.as_os_str().as_encoded_bytes()).unwrap();
    // SAFETY: mkfifo with a valid NUL-terminated path.
    assert_eq!(unsafe { libc::mkfifo(c.as_ptr(), 0o644) }, 0);
    // A sparse 2 GiB file of zeros: regular, but not a journal.
    let sparse = dir.path().join("sparse.jsonl");
    std::fs::File::create(&sparse)
        .unwrap()
        .set_len(2 << 30)
        .unwrap();
    for path in [Path::new("/dev/zero"), &fifo, &sparse] {
        let started = Instant::now();
        let mut child = Command::new(bin())
            .arg("run")
            .arg("--suite")
            .arg(fixture())
            .args(["--backend", "reference", "--resume"])
            .arg(path)
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let mut err = child.stderr.take().unwrap();
        let reader = std::thread::spawn(move || {
            let mut s = String::new();
            std::io::Read::read_to_string(&mut err, &mut s).unwrap();
            s
        });
        let (code, rss) = wait_measured(&mut child, Duration::from_secs(60));
        let err = reader.join().unwrap();
        assert_eq!(code, Some(2), "{}: {err}", path.display());
        assert!(
            started.elapsed() < Duration::from_secs(20),
            "{}: took {:?}",
            path.display(),
            started.elapsed()
        );
        assert!(rss < 150 << 20, "{}: peak RSS {rss} bytes", path.display());
        if path == sparse {
            assert!(err.contains("not a shadercts results journal"), "{err}");
        } else {
            assert!(err.contains("not a regular file"), "{err}");
        }
        assert!(!err.contains("os error"), "{err}");
    }
    assert_eq!(std::fs::metadata(&sparse).unwrap().len(), 2 << 30);
}

#[test]
fn outputs_naming_one_file_are_refused_before_the_run() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    // A journal of an earlier run, and a report path that names it.
    let o = run(d, &["--backend", "reference", "--resume", "j.jsonl"]);
    assert_eq!(code(&o), Some(0), "{}", text(&o));
    let journal = std::fs::read(d.join("j.jsonl")).unwrap();
    let o = run(
        d,
        &[
            "--backend",
            "reference",
            "--report",
            "json:j.jsonl",
            "--resume",
            "j.jsonl",
        ],
    );
    let t = text(&o);
    assert_eq!(code(&o), Some(2), "{t}");
    assert!(
        t.contains("--report json:j.jsonl and --resume j.jsonl name the same file"),
        "{t}"
    );
    assert_eq!(std::fs::read(d.join("j.jsonl")).unwrap(), journal);
    // Two reports on one path, also spelled differently; a certificate and a report.
    for (a, b) in [
        ("json:r.out", "junit:r.out"),
        ("html:r.out", "json:./r.out"),
        ("cert:r.out", "json:../*/r.out"),
    ] {
        let b = b.replace("*", &d.file_name().unwrap().to_string_lossy());
        let o = run(
            d,
            &["--backend", "reference", "--report", a, "--report", &b],
        );
        let t = text(&o);
        assert_eq!(code(&o), Some(2), "{a} {b}: {t}");
        assert!(t.contains("name the same file"), "{t}");
        assert!(!t.contains("result:"), "the run went on: {t}");
        assert!(!d.join("r.out").exists(), "{a} {b}: written");
    }
    // Devices take several outputs: nothing there is replaced.
    let o = run(
        d,
        &[
            "--backend",
            "reference",
            "--report",
            "json:/dev/null",
            "--report",
            "junit:/dev/null",
        ],
    );
    assert_eq!(code(&o), Some(0), "{}", text(&o));
}

#[test]
fn two_runs_on_one_journal_the_second_is_refused_and_one_header_is_written() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let slow = script(d, "slow", "sleep 1\nexit 0");
    let backend = format!("cmd:{} {{input}}", slow.display());
    let suite = fixture();
    let args = [
        "run",
        "--suite",
        suite.to_str().unwrap(),
        "--backend",
        &backend,
        "--filter-kind",
        "validate",
        "--jobs",
        "1",
        "--resume",
        "j.jsonl",
    ];
    let mut first = Command::new(bin())
        .args(args)
        .current_dir(d)
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // The journal exists (and is locked) once its header is written; the first run
    // then holds it for about 5 s (5 cases of 1 s each, one at a time).
    assert!(wait_for(Duration::from_secs(60), || {
        std::fs::read_to_string(d.join("j.jsonl")).is_ok_and(|t| t.ends_with('\n'))
    }));
    let second = Command::new(bin())
        .args(args)
        .current_dir(d)
        .output()
        .unwrap();
    let t = text(&second);
    assert_eq!(code(&second), Some(2), "{t}");
    assert!(
        t.contains(&format!(
            "journal j.jsonl is in use by another shadercts run (pid {})",
            first.id()
        )),
        "{t}"
    );
    let first_code = exit_code(&mut first, Duration::from_secs(120));
    // The slow backend accepts everything: the invalid cases fail.
    assert_eq!(first_code, Some(1));
    let journal = std::fs::read_to_string(d.join("j.jsonl")).unwrap();
    let headers = journal
        .lines()
        .filter(|l| l.starts_with("{\"journal\":"))
        .count();
    assert_eq!(headers, 1, "{journal}");
    assert_eq!(
        journal.lines().count(),
        6,
        "one header and 5 records: {journal}"
    );
}

#[test]
fn two_runs_started_together_on_a_new_journal_write_one_header_and_no_duplicates() {
    for trial in 0..6 {
        let dir = tempfile::tempdir().unwrap();
        let d = dir.path();
        let start = || {
            Command::new(bin())
                .arg("run")
                .arg("--suite")
                .arg(fixture())
                .args(["--backend", "reference", "--resume", "j.jsonl"])
                .current_dir(d)
                .stdout(Stdio::null())
                .stderr(Stdio::piped())
                .spawn()
                .unwrap()
        };
        let (a, b) = (start(), start());
        let (a, b) = (a.wait_with_output().unwrap(), b.wait_with_output().unwrap());
        let codes = [code(&a), code(&b)];
        // Either one run is refused (the other holds the journal), or the second came
        // after the first had finished and found nothing left to run.
        assert!(codes.contains(&Some(0)), "trial {trial}: {codes:?}");
        for o in [&a, &b] {
            if code(o) == Some(2) {
                assert!(
                    text(o).contains("is in use by another shadercts run"),
                    "{}",
                    text(o)
                );
            }
        }
        let journal = std::fs::read_to_string(d.join("j.jsonl")).unwrap();
        let mut ids: Vec<&str> = journal
            .lines()
            .skip(1)
            .filter_map(|l| l.split("\"id\":\"").nth(1))
            .filter_map(|rest| rest.split('"').next())
            .collect();
        assert!(journal.starts_with("{\"journal\":"), "{journal}");
        assert_eq!(journal.matches("{\"journal\":").count(), 1, "{journal}");
        let n = ids.len();
        ids.sort_unstable();
        ids.dedup();
        assert_eq!((n, ids.len()), (10, 10), "trial {trial}: {journal}");
    }
}

/// A command whose files may not grow past `bytes` (`ulimit -f`).
fn limited(bytes: u64) -> Command {
    let mut c = Command::new(bin());
    // SAFETY: setrlimit between fork and exec touches no memory of the parent.
    unsafe {
        c.pre_exec(move || {
            let lim = libc::rlimit {
                rlim_cur: bytes,
                rlim_max: bytes,
            };
            if libc::setrlimit(libc::RLIMIT_FSIZE, &lim) != 0 {
                return Err(std::io::Error::last_os_error());
            }
            Ok(())
        });
    }
    c
}

#[test]
fn a_file_size_limit_during_run_reports_leaves_no_temporary_file() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("out");
    std::fs::create_dir(&out).unwrap();
    let o = limited(4096)
        .arg("run")
        .arg("--suite")
        .arg(fixture())
        .args(["--backend", "reference", "--report", "html:out/r.html"])
        .current_dir(dir.path())
        .output()
        .unwrap();
    let t = text(&o);
    assert_eq!(code(&o), Some(2), "killed by {:?}: {t}", o.status);
    assert!(t.contains("cannot write out/r.html"), "{t}");
    assert!(t.contains("file size limit"), "{t}");
    assert!(!t.contains("os error"), "{t}");
    assert_eq!(entries(&out, ""), Vec::<String>::new(), "left in out/");
}

#[test]
fn a_file_size_limit_during_assemble_o_leaves_no_temporary_file() {
    let dir = tempfile::tempdir().unwrap();
    let mut asm = String::from("vs_3_0\ndcl_position o0\n");
    for _ in 0..3000 {
        asm.push_str("mov r0, c0\n");
    }
    asm.push_str("mov o0, r0\n");
    std::fs::write(dir.path().join("big.asm"), asm).unwrap();
    let o = limited(4096)
        .args(["assemble", "big.asm", "-o", "big.bin"])
        .current_dir(dir.path())
        .output()
        .unwrap();
    let t = text(&o);
    assert_eq!(code(&o), Some(2), "killed by {:?}: {t}", o.status);
    assert!(t.contains("cannot write big.bin"), "{t}");
    assert!(t.contains("file size limit (ulimit -f)"), "{t}");
    assert_eq!(entries(dir.path(), ""), ["big.asm"]);
}

/// A generator folder: the built-in templates, no bindings (a small real generation, as
/// in `generate_interrupt.rs`).
fn small_generator_dir(dir: &Path) -> PathBuf {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../generator/templates");
    let gd = dir.join("gen");
    std::fs::create_dir_all(gd.join("bindings")).unwrap();
    std::fs::create_dir_all(gd.join("templates")).unwrap();
    for e in std::fs::read_dir(&src).unwrap().flatten() {
        std::fs::copy(e.path(), gd.join("templates").join(e.file_name())).unwrap();
    }
    gd
}

#[test]
fn a_file_size_limit_during_generate_leaves_no_staging_folder() {
    let dir = tempfile::tempdir().unwrap();
    let gd = small_generator_dir(dir.path());
    let parent = dir.path().join("out");
    std::fs::create_dir(&parent).unwrap();
    let o = limited(64 << 10)
        .arg("generate")
        .arg("--out")
        .arg(parent.join("suite"))
        .arg("--generator-dir")
        .arg(&gd)
        .args(["--no-mojoshader", "--allow-gaps"])
        .output()
        .unwrap();
    let t = text(&o);
    assert_eq!(code(&o), Some(2), "killed by {:?}: {t}", o.status);
    assert!(t.contains("file size limit (ulimit -f)"), "{t}");
    assert!(!t.contains("os error"), "{t}");
    assert_eq!(entries(&parent, ""), Vec::<String>::new(), "left in out/");
    assert_eq!(debris(dir.path()), Vec::<String>::new());
}

#[test]
fn a_full_device_or_a_file_in_the_way_gets_a_plain_message() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let o = run(d, &["--backend", "reference", "--report", "json:/dev/full"]);
    let t = text(&o);
    assert_eq!(code(&o), Some(2), "{t}");
    assert!(
        t.contains("cannot write /dev/full: no space left on the device"),
        "{t}"
    );
    assert!(!t.contains("os error"), "{t}");
    // A report path below a regular file names the file in the way.
    std::fs::write(d.join("notes.txt"), b"mine").unwrap();
    for path in ["json:notes.txt/r.json", "json:notes.txt/sub/r.json"] {
        let o = run(d, &["--backend", "reference", "--report", path]);
        let t = text(&o);
        assert_eq!(code(&o), Some(2), "{t}");
        assert!(
            t.contains("notes.txt is a file, not a directory"),
            "{path}: {t}"
        );
        assert!(!t.contains("does not exist"), "{t}");
    }
    let o = run(
        d,
        &["--backend", "reference", "--resume", "notes.txt/j.jsonl"],
    );
    let t = text(&o);
    assert_eq!(code(&o), Some(2), "{t}");
    assert!(
        t.contains("--resume notes.txt/j.jsonl: notes.txt is a file, not a directory"),
        "{t}"
    );
    assert_eq!(std::fs::read(d.join("notes.txt")).unwrap(), b"mine");
    // A folder where nothing may be written (`/sys` is read-only or refuses new files).
    let o = run(
        d,
        &["--backend", "reference", "--report", "json:/sys/r.json"],
    );
    let t = text(&o);
    assert_eq!(code(&o), Some(2), "{t}");
    assert!(t.contains("cannot write in directory /sys"), "{t}");
    assert!(!t.contains("os error"), "{t}");
    // A full standard output.
    let full = std::fs::OpenOptions::new()
        .write(true)
        .open("/dev/full")
        .unwrap();
    let o = Command::new(bin())
        .arg("run")
        .arg("--suite")
        .arg(fixture())
        .args(["--backend", "reference"])
        .stdout(full)
        .output()
        .unwrap();
    let t = text(&o);
    assert_eq!(code(&o), Some(2), "{t}");
    assert!(t.contains("no space left on the device"), "{t}");
    assert!(!t.contains("os error"), "{t}");
    // `validate` streams its results to standard output through a writer of its own.
    std::fs::write(d.join("a.asm"), "ps_2_0\nmov oC0, c0\n").unwrap();
    for format in ["text", "json"] {
        let full = std::fs::OpenOptions::new()
            .write(true)
            .open("/dev/full")
            .unwrap();
        let o = Command::new(bin())
            .args(["validate", "--format", format, "a.asm", "a.asm"])
            .current_dir(d)
            .stdout(full)
            .output()
            .unwrap();
        let t = text(&o);
        assert_eq!(code(&o), Some(2), "{t}");
        assert!(
            t.contains("cannot write to standard output: no space left on the device"),
            "{t}"
        );
        assert!(!t.contains("os error"), "{t}");
    }
    assert_eq!(debris(d), Vec::<String>::new());
}

#[test]
fn dev_zero_as_an_input_file_is_named_not_a_regular_file() {
    let dir = tempfile::tempdir().unwrap();
    let o = Command::new(bin())
        .args(["validate", "--max-input-size", "1K", "/dev/zero"])
        .current_dir(dir.path())
        .output()
        .unwrap();
    let t = text(&o);
    assert_eq!(code(&o), Some(2), "{t}");
    assert!(
        t.contains(
            "/dev/zero is not a regular file, and reading it gave more than the input limit of 1 KiB"
        ),
        "{t}"
    );
    assert!(!t.contains("more than that"), "{t}");
}
