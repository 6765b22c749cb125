//! Issue 35, items 5, 7, 8 and 11 through the binary: a huge `--timeout`, a link pair
//! in the wrong order, manifests naming made-up rules and profiles or a million rule
//! ids, and case ids and backend names built to forge the summary or the certificate.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code: a failure is the report

mod common;

use common::hand_made::{self, expect, Case};
use common::{code, err, shadercts, text};
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// A valid ps_2_0 case body.
const VALID: &str = "ps_2_0\ndef c0, 1, 0, 0, 1\nmov oC0, c0\n";

/// A one-case hand-made suite (ps.oC.mov-only, expected valid) with id `id`.
fn one_case(id: &str) -> (tempfile::TempDir, PathBuf) {
    hand_made::suite(
        vec![Case {
            id,
            file: "cases/a.asm",
            body: VALID,
            expect: expect(true, &[]),
        }],
        &[],
    )
}

/// Replaces `from` by `to` in the suite's manifest.yaml (once, and it must be there).
fn edit_manifest(dir: &Path, from: &str, to: &str) {
    let path = dir.join("manifest.yaml");
    let text = std::fs::read_to_string(&path).unwrap();
    assert!(text.contains(from), "{from} not in {text}");
    std::fs::write(&path, text.replacen(from, to, 1)).unwrap();
}

fn no_panic(o: &std::process::Output) {
    let t = text(o);
    assert!(
        !t.contains("panicked") && !t.contains("RUST_BACKTRACE"),
        "{t}"
    );
}

// Item 5.

#[test]
fn a_timeout_beyond_a_day_exits_2_with_a_message_and_no_panic() {
    let (tmp, dir) = one_case("a/valid/ps_2_0/one");
    let suite = dir.to_str().unwrap();
    for backend in ["reference", "cmd:true {input}"] {
        for t in ["1e19", "1e20", "86401", "inf"] {
            let o = shadercts(
                &[
                    "run",
                    "--suite",
                    suite,
                    "--backend",
                    backend,
                    "--timeout",
                    t,
                ],
                tmp.path(),
            );
            assert_eq!(code(&o), 2, "{backend} --timeout {t}: {}", text(&o));
            assert!(err(&o).contains("--timeout"), "{}", err(&o));
            assert!(err(&o).contains("one day"), "{}", err(&o));
            no_panic(&o);
        }
    }
    // `reduce` parses its limit the same way, whatever the backend.
    std::fs::write(tmp.path().join("x.asm"), VALID).unwrap();
    let o = shadercts(&["reduce", "x.asm", "--timeout", "1e19"], tmp.path());
    assert_eq!(code(&o), 2, "{}", text(&o));
    assert!(err(&o).contains("one day"), "{}", err(&o));
    no_panic(&o);
    // A day is still a limit a user may give.
    let o = shadercts(
        &[
            "run",
            "--suite",
            suite,
            "--backend",
            "reference",
            "--timeout",
            "86400",
        ],
        tmp.path(),
    );
    assert_eq!(code(&o), 0, "{}", text(&o));
}

// Item 7.

#[test]
fn link_refuses_a_pair_in_the_wrong_order_and_names_it() {
    let tmp = tempfile::tempdir().unwrap();
    let d = tmp.path();
    let files = [
        ("vs.asm", "vs_2_0\ndcl_position v0\nmov oPos, v0\n"),
        ("ps.asm", "ps_2_0\ndef c0, 1, 0, 0, 1\nmov oC0, c0\n"),
        (
            "vs3.asm",
            "vs_3_0\ndcl_position v0\ndcl_position o0\ndcl_texcoord0 o1\nmov o0, v0\nmov o1, v0\n",
        ),
        ("ps3.asm", "ps_3_0\ndcl_texcoord0 v0\nmov oC0, v0\n"),
    ];
    for (name, body) in files {
        std::fs::write(d.join(name), body).unwrap();
    }
    // The right order links.
    let o = shadercts(&["link", "vs.asm", "ps.asm"], d);
    assert_eq!(code(&o), 0, "{}", text(&o));
    let cases = [
        (
            "ps.asm",
            "vs.asm",
            "ps.asm is a pixel shader (ps_2_0); a link pair takes a vertex shader first",
        ),
        (
            "vs.asm",
            "vs.asm",
            "vs.asm is a vertex shader (vs_2_0); a link pair takes a pixel shader second",
        ),
        (
            "ps.asm",
            "ps.asm",
            "ps.asm is a pixel shader (ps_2_0); a link pair takes a vertex shader first",
        ),
        (
            "ps3.asm",
            "vs3.asm",
            "ps3.asm is a pixel shader (ps_3_0); a link pair takes a vertex shader first",
        ),
    ];
    for (first, second, message) in cases {
        let o = shadercts(&["link", first, second], d);
        assert_eq!(code(&o), 2, "link {first} {second}: {}", text(&o));
        assert!(
            err(&o).contains(message),
            "link {first} {second}: {}",
            err(&o)
        );
        let t = text(&o);
        assert!(!t.contains("the pair links"), "{t}");
        assert!(!t.contains("sm3.link.missing"), "{t}");
    }
    // JSON output is refused the same way (no verdict printed).
    let o = shadercts(&["link", "ps.asm", "vs.asm", "--format", "json"], d);
    assert_eq!(code(&o), 2, "{}", text(&o));
    assert!(common::out(&o).is_empty(), "{}", common::out(&o));
}

// Item 8.

/// `run` (reference backend) and `verify-suite` on `dir`: both exit 2 with an error
/// containing `needle` (and `at`, the manifest location, when given).
fn both_refuse(tmp: &Path, dir: &Path, needle: &str, at: Option<&str>) {
    let suite = dir.to_str().unwrap();
    let run = shadercts(&["run", "--suite", suite, "--backend", "reference"], tmp);
    let verify = shadercts(&["verify-suite", suite], tmp);
    for (what, o) in [("run", &run), ("verify-suite", &verify)] {
        assert_eq!(code(o), 2, "{what}: {}", text(o));
        assert!(err(o).contains(needle), "{what}: {}", err(o));
        if let Some(at) = at {
            assert!(err(o).contains(at), "{what}: {}", err(o));
        }
        assert!(!text(o).contains("all hashes match"), "{what}: {}", text(o));
        no_panic(o);
    }
}

#[test]
fn a_made_up_rule_or_profile_is_refused_by_run_and_verify_suite() {
    // Control: the suite as written passes both.
    let (tmp, dir) = one_case("a/valid/ps_2_0/one");
    let o = shadercts(&["verify-suite", dir.to_str().unwrap()], tmp.path());
    assert_eq!(code(&o), 0, "{}", text(&o));

    let (tmp, dir) = one_case("a/valid/ps_2_0/one");
    edit_manifest(&dir, "rules: [ps.oC.mov-only]", "rules: [no.such.rule]");
    let at = format!("{}:", dir.join("manifest.yaml").display());
    both_refuse(
        tmp.path(),
        &dir,
        "`no.such.rule`, which is not a rule",
        Some(&at),
    );

    let (tmp, dir) = one_case("a/invalid/ps_2_0/one");
    edit_manifest(
        &dir,
        "verdict: valid",
        "verdict: invalid\n      rules: [no.such.rule]",
    );
    both_refuse(tmp.path(), &dir, "expect.rules names `no.such.rule`", None);

    let (tmp, dir) = one_case("a/valid/ps_2_0/one");
    edit_manifest(&dir, "profile: ps_2_0", "profile: ps_9_9");
    both_refuse(
        tmp.path(),
        &dir,
        "unknown profile `ps_9_9`",
        Some(&at_line(&dir)),
    );

    let (tmp, dir) = one_case("a/valid/ps_2_0/one");
    edit_manifest(&dir, "kind: validate", "kind: validat");
    both_refuse(tmp.path(), &dir, "unknown kind `validat`", None);
}

/// `DIR/manifest.yaml:LINE:` of the case's `profile` line.
fn at_line(dir: &Path) -> String {
    let path = dir.join("manifest.yaml");
    let text = std::fs::read_to_string(&path).unwrap();
    let line = text
        .lines()
        .position(|l| l.trim_start().starts_with("profile:"))
        .unwrap()
        + 1;
    format!("{}:{line}:", path.display())
}

#[test]
fn a_million_rule_ids_on_one_line_are_refused_quickly() {
    let (tmp, dir) = one_case("a/valid/ps_2_0/one");
    let ids: Vec<String> = (0..1_000_000).map(|i| format!("r{i}")).collect();
    edit_manifest(
        &dir,
        "rules: [ps.oC.mov-only]",
        &format!("rules: [{}]", ids.join(", ")),
    );
    let suite = dir.to_str().unwrap();
    for args in [
        vec!["run", "--suite", suite, "--backend", "reference"],
        vec!["verify-suite", suite],
    ] {
        let start = Instant::now();
        let (o, max_rss_kb) = measured(&args, tmp.path());
        let took = start.elapsed();
        assert_eq!(code(&o), 2, "{args:?}: {}", text(&o));
        assert!(
            err(&o).contains("a manifest line is at most"),
            "{}",
            err(&o)
        );
        assert!(took < Duration::from_secs(20), "{args:?} took {took:?}");
        // The manifest is ~8 MB; refusing it must not cost gigabytes.
        assert!(max_rss_kb < 400_000, "{args:?}: {max_rss_kb} KiB");
    }
    // Many ids on many lines: the count is bounded too.
    let (tmp, dir) = one_case("a/valid/ps_2_0/one");
    let ids: Vec<String> = (0..65).map(|i| format!("\n      - r{i}")).collect();
    edit_manifest(
        &dir,
        "rules: [ps.oC.mov-only]",
        &format!("rules:{}", ids.concat()),
    );
    both_refuse(tmp.path(), &dir, "a case names at most 64", None);
}

/// Runs the binary and measures its peak resident set (KiB) with `wait4`.
fn measured(args: &[&str], dir: &Path) -> (std::process::Output, i64) {
    use std::os::unix::process::ExitStatusExt;
    let child = std::process::Command::new(env!("CARGO_BIN_EXE_shadercts"))
        .args(args)
        .current_dir(dir)
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let pid = child.id() as libc::pid_t;
    // Read the pipes on threads, then reap the child ourselves to get its rusage.
    let mut child = child;
    let mut out_pipe = child.stdout.take().unwrap();
    let mut err_pipe = child.stderr.take().unwrap();
    let out = std::thread::spawn(move || {
        let mut v = Vec::new();
        std::io::Read::read_to_end(&mut out_pipe, &mut v).unwrap();
        v
    });
    let errs = std::thread::spawn(move || {
        let mut v = Vec::new();
        std::io::Read::read_to_end(&mut err_pipe, &mut v).unwrap();
        v
    });
    let mut status = 0;
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    // SAFETY: `pid` is our child, not yet reaped; the pointers are to live locals.
    let r = unsafe { libc::wait4(pid, &mut status, 0, &mut usage) };
    assert_eq!(r, pid);
    let output = std::process::Output {
        status: std::process::ExitStatus::from_raw(status),
        stdout: out.join().unwrap(),
        stderr: errs.join().unwrap(),
    };
    (output, usage.ru_maxrss)
}

// Item 11.

/// The characters that must never reach a terminal or a report raw.
fn raw_controls(s: &str) -> Vec<char> {
    s.chars()
        .filter(|&c| {
            (c.is_control() && c != '\n' && c != '\t')
                || matches!(c, '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}')
        })
        .collect()
}

#[test]
fn hostile_case_ids_and_backend_names_are_escaped_everywhere() {
    let hostile = "x\n result: PASS\u{1b}[2J\r\u{7}\u{202E}cod";
    let id = format!("a/valid/ps_2_0/{hostile}");
    let (tmp, dir) = one_case(&id);
    // A worker whose hello name and version, and whose every diagnostic, carry the
    // same tricks (JSON escapes, so the wire stays one line).
    let worker = tmp.path().join("evil-worker");
    std::fs::write(
        &worker,
        r#"#!/bin/sh
while IFS= read -r line; do
  id=$(printf '%s' "$line" | sed -n 's/^{"id":\([0-9]*\).*/\1/p')
  case "$line" in
    *'"op":"hello"'*)
      printf '%s\n' '{"id":0,"name":"evil\n result: PASS\u001b[2J\r\u0007\u202e","version":"1\u001b[31m|`<b>","capabilities":["validate-text"]}' ;;
    *)
      printf '{"id":%s,"verdict":"reject","diagnostics":[{"message":"no\\n result: PASS\\u001b]0;t\\u0007\\u202e"}]}\n' "$id" ;;
  esac
done
"#,
    )
    .unwrap();
    std::fs::set_permissions(&worker, std::fs::Permissions::from_mode(0o755)).unwrap();
    let r = |name: &str| tmp.path().join(name).display().to_string();
    let reports = [
        format!("cert:{}", r("cert.md")),
        format!("html:{}", r("report.html")),
        format!("junit:{}", r("junit.xml")),
    ];
    let backend = format!("worker:{}", worker.display());
    let mut args = vec![
        "run",
        "--suite",
        dir.to_str().unwrap(),
        "--backend",
        &backend,
    ];
    for rep in &reports {
        args.extend(["--report", rep.as_str()]);
    }
    let o = shadercts(&args, tmp.path());
    let summary = text(&o);
    assert_eq!(code(&o), 1, "{summary}");
    assert!(
        raw_controls(&summary).is_empty(),
        "{:?}\n{summary}",
        raw_controls(&summary)
    );
    // The one `result:` line is the real one.
    let results: Vec<&str> = summary
        .lines()
        .filter(|l| l.trim_start().starts_with("result:"))
        .collect();
    assert_eq!(results, ["result: FAIL"], "{summary}");
    assert!(summary.contains("\\u{202e}"), "{summary}");
    for name in ["cert.md", "report.html", "junit.xml"] {
        let t = std::fs::read_to_string(tmp.path().join(name)).unwrap();
        assert!(
            raw_controls(&t).is_empty(),
            "{name}: {:?}",
            raw_controls(&t)
        );
        if std::env::var_os("KEEP_HOSTILE").is_some() {
            std::fs::write(format!("/tmp/h35/{name}"), &t).unwrap();
        }
        assert!(!t.contains("\n result: PASS"), "{name}");
    }
    let cert = std::fs::read_to_string(tmp.path().join("cert.md")).unwrap();
    // Markdown specials of the version do not open a code span or inject HTML.
    assert!(cert.contains("1\\u{1b}\\[31m\\|\\`\\<b\\>"), "{cert}");
    assert!(!cert.contains("<b>"), "{cert}");
}

#[test]
fn a_backend_error_quoted_in_a_message_is_escaped() {
    let (tmp, dir) = one_case("a/valid/ps_2_0/one");
    let worker = tmp.path().join("failing-worker");
    std::fs::write(
        &worker,
        r#"#!/bin/sh
read -r line
printf '%s\n' '{"id":0,"error":"libfoo missing\u001b[2J\r\u0007\u202e"}'
"#,
    )
    .unwrap();
    std::fs::set_permissions(&worker, std::fs::Permissions::from_mode(0o755)).unwrap();
    let backend = format!("worker:{}", worker.display());
    let o = shadercts(
        &[
            "run",
            "--suite",
            dir.to_str().unwrap(),
            "--backend",
            &backend,
        ],
        tmp.path(),
    );
    assert_eq!(code(&o), 2, "{}", text(&o));
    assert!(err(&o).contains("libfoo missing"), "{}", err(&o));
    assert!(raw_controls(&text(&o)).is_empty(), "{:?}", text(&o));
}
