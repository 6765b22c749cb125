//! The `validate`, `link`, `rules` and `explain` commands: verdicts, rule ids, output
//! formats and exit codes.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code: a failure is the report

mod common;

use common::*;

use std::path::Path;
use std::process::Command;

const VALID_PS20: &str = "ps_2_0\ndcl t0\ndcl_2d s0\ntexld r0, t0, s0\nmov oC0, r0\n";
const ADD_TO_OC0: &str = "ps_2_0\ndcl t0\ndcl_2d s0\ntexld r0, t0, s0\nadd oC0, r0, r0\n";

fn setup() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("good.asm"), VALID_PS20).unwrap();
    std::fs::write(dir.path().join("bad.asm"), ADD_TO_OC0).unwrap();
    dir
}

#[test]
fn valid_file_exits_0() {
    let dir = setup();
    let o = shadercts(&["validate", "good.asm"], dir.path());
    assert_eq!(o.status.code(), Some(0), "{}{}", out(&o), err(&o));
    assert!(out(&o).contains("good.asm: valid"));
}

#[test]
fn violation_names_rule_span_and_quoted_sentence() {
    let dir = setup();
    let o = shadercts(&["validate", "good.asm", "bad.asm"], dir.path());
    assert_eq!(o.status.code(), Some(1));
    let text = out(&o);
    assert!(text.contains("error[ps.oC.mov-only]"), "{text}");
    assert!(text.contains("bad.asm:5:5"), "{text}");
    assert!(
        text.contains("These must be written to using a mov instruction."),
        "the seed sentence is quoted: {text}"
    );
}

#[test]
fn json_report_has_file_verdict_and_violations() {
    let dir = setup();
    let o = shadercts(
        &["validate", "--format", "json", "good.asm", "bad.asm"],
        dir.path(),
    );
    assert_eq!(o.status.code(), Some(1));
    let v: serde_json::Value = serde_json::from_str(&out(&o)).expect("JSON");
    assert_eq!(v[0]["file"], "good.asm");
    assert_eq!(v[0]["verdict"], "valid");
    assert_eq!(v[1]["verdict"], "invalid");
    assert_eq!(v[1]["violations"][0]["rule"], "ps.oC.mov-only");
    assert_eq!(v[1]["violations"][0]["line"], 5);
}

#[test]
fn bytecode_is_validated_with_offsets() {
    let dir = setup();
    let o = shadercts(
        &["assemble", "bad.asm", "--skip-validation", "-o", "bad.bin"],
        dir.path(),
    );
    assert_eq!(o.status.code(), Some(0), "{}", err(&o));
    let o = shadercts(&["validate", "--format", "json", "bad.bin"], dir.path());
    assert_eq!(o.status.code(), Some(1));
    let v: serde_json::Value = serde_json::from_str(&out(&o)).expect("JSON");
    assert_eq!(v[0]["violations"][0]["rule"], "ps.oC.mov-only");
    assert!(v[0]["violations"][0]["offset"].as_u64().is_some());
}

#[test]
fn unparsable_file_is_invalid_with_syntax_diagnostics() {
    let dir = setup();
    std::fs::write(dir.path().join("junk.asm"), "mov r0, r1\n").unwrap();
    let o = shadercts(&["validate", "--format", "json", "junk.asm"], dir.path());
    assert_eq!(o.status.code(), Some(1));
    let v: serde_json::Value = serde_json::from_str(&out(&o)).expect("JSON");
    assert_eq!(v[0]["verdict"], "invalid");
    assert_eq!(v[0]["violations"][0]["rule"], "syntax");
}

#[test]
fn assemble_refuses_invalid_shaders_unless_told() {
    let dir = setup();
    let o = shadercts(&["assemble", "bad.asm", "-o", "x.bin"], dir.path());
    assert_eq!(o.status.code(), Some(1));
    assert!(err(&o).contains("ps.oC.mov-only"));
    assert!(!dir.path().join("x.bin").exists());
}

#[test]
fn missing_file_exits_2() {
    let dir = setup();
    let o = shadercts(&["validate", "good.asm", "absent.asm"], dir.path());
    assert_eq!(o.status.code(), Some(2));
}

#[test]
fn link_checks_the_pair() {
    let dir = setup();
    std::fs::write(
        dir.path().join("vs3.asm"),
        "vs_3_0\ndcl_position v0\ndcl_position o0\nmov o0, v0\n",
    )
    .unwrap();
    std::fs::write(
        dir.path().join("ps3.asm"),
        "ps_3_0\ndef c0, 0, 0, 0, 1\nmov oC0, c0\n",
    )
    .unwrap();
    std::fs::write(
        dir.path().join("ps2.asm"),
        "ps_2_0\ndef c0, 0, 0, 0, 1\nmov oC0, c0\n",
    )
    .unwrap();
    let o = shadercts(&["link", "vs3.asm", "ps3.asm"], dir.path());
    assert_eq!(o.status.code(), Some(0), "{}{}", out(&o), err(&o));
    let o = shadercts(
        &["link", "--format", "json", "vs3.asm", "ps2.asm"],
        dir.path(),
    );
    assert_eq!(o.status.code(), Some(1), "{}", out(&o));
    let v: serde_json::Value = serde_json::from_str(&out(&o)).expect("JSON");
    assert_eq!(v["verdict"], "invalid");
    assert_eq!(v["violations"][0]["rule"], "sm3.pair.exclusive");
}

#[test]
fn rules_and_explain() {
    let dir = setup();
    let o = shadercts(&["rules", "--format", "json"], dir.path());
    assert_eq!(o.status.code(), Some(0));
    let v: serde_json::Value = serde_json::from_str(&out(&o)).expect("JSON");
    let ids: Vec<&str> = v
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|r| r["id"].as_str())
        .collect();
    assert!(ids.contains(&"ps.oC.mov-only") && ids.contains(&"vs3.o.position-required"));
    let o = shadercts(&["explain", "ps.oC.contiguous"], dir.path());
    assert_eq!(o.status.code(), Some(0));
    assert!(out(&o).contains("000_6f76380c5b115b33.txt"));
    assert!(
        out(&o).contains("oCn registers have to be updated in a contiguous way"),
        "{}",
        out(&o)
    );
    let o = shadercts(&["explain", "no.such.rule"], dir.path());
    assert_eq!(o.status.code(), Some(2));
}

#[test]
fn broken_spec_dir_is_reported_with_location() {
    let dir = setup();
    let spec = dir.path().join("spec");
    std::fs::create_dir_all(spec.join("rules")).unwrap();
    let models = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../spec-rules/models");
    std::fs::create_dir_all(spec.join("models")).unwrap();
    for f in [
        "profiles.yaml",
        "registers.yaml",
        "opcodes.yaml",
        "usages.yaml",
    ] {
        std::fs::copy(models.join(f), spec.join("models").join(f)).unwrap();
    }
    std::fs::write(
        spec.join("rules/bad.yaml"),
        "- id: x.y\n  title: t\n  source: { doc: d }\n  profiles: [ps_9_9]\n  kind: static\n  level: native\n",
    )
    .unwrap();
    let o = shadercts(&["validate", "--spec", "spec", "good.asm"], dir.path());
    assert_eq!(o.status.code(), Some(2));
    assert!(err(&o).contains("bad.yaml:4:"), "{}", err(&o));
}

/// vs_3_0 with no position output: native accepts it (docs/native-behaviour.md#A1), the
/// document does not (vs3.o.position-required, documented level).
const VS3_NO_POSITION: &str = "vs_3_0\ndcl_texcoord v0\ndcl_texcoord o0\nmov o0, v0\n";

#[test]
fn conformance_levels_decide_documented_only_violations() {
    let dir = setup();
    std::fs::write(dir.path().join("nopos.asm"), VS3_NO_POSITION).unwrap();
    // The default is native: valid.
    let o = shadercts(&["validate", "nopos.asm"], dir.path());
    assert_eq!(o.status.code(), Some(0), "{}{}", out(&o), err(&o));
    let o = shadercts(
        &["validate", "--conformance", "native", "nopos.asm"],
        dir.path(),
    );
    assert_eq!(o.status.code(), Some(0), "{}{}", out(&o), err(&o));
    // Documented: the seed sentence applies.
    let o = shadercts(
        &["validate", "--conformance", "documented", "nopos.asm"],
        dir.path(),
    );
    assert_eq!(o.status.code(), Some(1), "{}{}", out(&o), err(&o));
    assert!(
        out(&o).contains("error[vs3.o.position-required]"),
        "{}",
        out(&o)
    );
    // A native rule is reported at both levels.
    for level in ["native", "documented"] {
        let o = shadercts(&["validate", "--conformance", level, "bad.asm"], dir.path());
        assert_eq!(o.status.code(), Some(1), "{level}");
        assert!(out(&o).contains("error[ps.oC.mov-only]"), "{level}");
    }
    // A command that checks both levels refuses the option.
    let o = shadercts(&["rules", "--conformance", "native"], dir.path());
    assert_eq!(o.status.code(), Some(2));
    assert!(err(&o).contains("--conformance applies to"), "{}", err(&o));
    let o = shadercts(
        &["validate", "--conformance", "strict", "good.asm"],
        dir.path(),
    );
    assert_eq!(o.status.code(), Some(2));
}

#[test]
fn rules_and_explain_show_the_level() {
    let dir = setup();
    let o = shadercts(&["rules", "--format", "json"], dir.path());
    let v: serde_json::Value = serde_json::from_str(&out(&o)).expect("JSON");
    let rules = v.as_array().unwrap();
    assert!(rules
        .iter()
        .all(|r| matches!(r["level"].as_str(), Some("native" | "documented"))));
    let level = |id: &str| {
        rules
            .iter()
            .find(|r| r["id"] == id)
            .and_then(|r| r["level"].as_str())
            .map(str::to_string)
    };
    assert_eq!(
        level("vs3.o.position-required").as_deref(),
        Some("documented")
    );
    assert_eq!(level("ps.oC.mov-only").as_deref(), Some("native"));
    let o = shadercts(&["rules"], dir.path());
    assert!(out(&o).contains(" documented)"), "{}", out(&o));
    let o = shadercts(&["explain", "mod.abs-const-sm3"], dir.path());
    assert!(out(&o).contains("level:    documented"), "{}", out(&o));
}

// ---- Many files: parallel, in input order, streamed (issue 13, speed of the command line).

/// `n` files `f0000.asm`…, every third one invalid; returns their names in order.
/// The command with `args` in `dir`, its standard input and output piped.
fn spawn_piped(args: &[&str], dir: &Path) -> std::process::Child {
    Command::new(env!("CARGO_BIN_EXE_shadercts"))
        .args(args)
        .current_dir(dir)
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .unwrap()
}

fn many_files(dir: &Path, n: usize) -> Vec<String> {
    (0..n)
        .map(|i| {
            let name = format!("f{i:04}.asm");
            let text = if i % 3 == 2 { ADD_TO_OC0 } else { VALID_PS20 };
            std::fs::write(dir.join(&name), text).unwrap();
            name
        })
        .collect()
}

#[test]
fn many_files_on_several_threads_keep_input_order_in_both_formats() {
    let dir = tempfile::tempdir().unwrap();
    // More than one chunk of the batch validator, in an order that is not sorted.
    let mut names = many_files(dir.path(), 1100);
    names.reverse();
    let mut args: Vec<&str> = vec!["validate", "--jobs", "3", "--format", "json"];
    args.extend(names.iter().map(String::as_str));
    let o = shadercts(&args, dir.path());
    assert_eq!(o.status.code(), Some(1), "{}", err(&o));
    let text = out(&o);
    let v: serde_json::Value = serde_json::from_str(&text).expect("JSON");
    let reports = v.as_array().expect("an array");
    assert_eq!(reports.len(), names.len());
    for (r, name) in reports.iter().zip(&names) {
        assert_eq!(r["file"], name.as_str());
        let i: usize = name[1..5].parse().unwrap();
        let want = if i % 3 == 2 { "invalid" } else { "valid" };
        assert_eq!(r["verdict"], want, "{name}");
    }
    // Byte for byte the pretty-printed array the command printed before it streamed.
    let again = serde_json::to_string_pretty(&v).unwrap() + "\n";
    assert_eq!(text, again, "the JSON layout is unchanged");

    args[4] = "text";
    let o = shadercts(&args, dir.path());
    assert_eq!(o.status.code(), Some(1), "{}", err(&o));
    let verdicts: Vec<String> = out(&o)
        .lines()
        .filter(|l| l.ends_with(": valid") || l.contains(": invalid ("))
        .map(str::to_string)
        .collect();
    assert_eq!(verdicts.len(), names.len());
    for (l, name) in verdicts.iter().zip(&names) {
        assert!(l.starts_with(&format!("{name}: ")), "{l} should be {name}");
    }
    // One thread prints exactly the same.
    args[2] = "1";
    let one = shadercts(&args, dir.path());
    assert_eq!(out(&one), out(&o));
}

#[test]
fn unreadable_file_in_a_batch_gets_its_error_in_order_and_the_rest_are_checked() {
    let dir = setup();
    let o = shadercts(
        &["validate", "good.asm", "absent.asm", "bad.asm"],
        dir.path(),
    );
    assert_eq!(
        o.status.code(),
        Some(2),
        "an input error wins over a rejection"
    );
    let text = out(&o);
    assert!(text.starts_with("good.asm: valid\n"), "{text}");
    assert!(text.contains("bad.asm: invalid (1 violation)"), "{text}");
    let e = err(&o);
    assert!(e.contains("error: cannot read absent.asm"), "{e}");
    assert!(e.contains("1 of 3 files could not be checked"), "{e}");
    assert!(!e.contains("error: error"), "{e}");

    let o = shadercts(
        &[
            "validate",
            "--format",
            "json",
            "good.asm",
            "absent.asm",
            "bad.asm",
        ],
        dir.path(),
    );
    assert_eq!(o.status.code(), Some(2));
    let v: serde_json::Value = serde_json::from_str(&out(&o)).expect("still one JSON array");
    assert_eq!(v[0]["verdict"], "valid");
    assert_eq!(v[1]["file"], "absent.asm");
    assert_eq!(v[1]["verdict"], "error");
    assert!(v[1]["error"]
        .as_str()
        .unwrap()
        .contains("cannot read absent.asm"));
    assert_eq!(v[2]["verdict"], "invalid");
}

#[test]
fn files_from_a_list_or_standard_input() {
    let dir = setup();
    std::fs::write(dir.path().join("list.txt"), "bad.asm\r\n\ngood.asm\n").unwrap();
    let o = shadercts(
        &["validate", "--format", "json", "--files-from", "list.txt"],
        dir.path(),
    );
    assert_eq!(o.status.code(), Some(1), "{}", err(&o));
    let v: serde_json::Value = serde_json::from_str(&out(&o)).expect("JSON");
    assert_eq!(v[0]["file"], "bad.asm");
    assert_eq!(v[1]["file"], "good.asm");
    assert_eq!(v.as_array().unwrap().len(), 2);

    let mut child = spawn_piped(&["validate", "good.asm", "--files-from", "-"], dir.path());
    {
        use std::io::Write;
        let mut stdin = child.stdin.take().unwrap();
        stdin.write_all(b"good.asm\n").unwrap();
    }
    let o = child.wait_with_output().unwrap();
    assert_eq!(o.status.code(), Some(0));
    assert_eq!(out(&o), "good.asm: valid\ngood.asm: valid\n");

    // An empty list validates nothing: an empty JSON array, exit 0.
    std::fs::write(dir.path().join("empty.txt"), "").unwrap();
    let o = shadercts(
        &["validate", "--format", "json", "--files-from", "empty.txt"],
        dir.path(),
    );
    assert_eq!(o.status.code(), Some(0));
    assert_eq!(out(&o), "[]\n");
    // A missing list is an input error; so is no file at all, and --jobs 0.
    let o = shadercts(&["validate", "--files-from", "nolist.txt"], dir.path());
    assert_eq!(o.status.code(), Some(2));
    assert!(err(&o).contains("nolist.txt"), "{}", err(&o));
    let o = shadercts(&["validate"], dir.path());
    assert_eq!(o.status.code(), Some(2));
    let o = shadercts(&["validate", "--jobs", "0", "good.asm"], dir.path());
    assert_eq!(o.status.code(), Some(2));
    assert!(err(&o).contains("--jobs"), "{}", err(&o));
}

/// JSON results are printed while later files are still being checked: the last file
/// is a FIFO that is only written once the first results have been read.
#[cfg(unix)]
#[test]
fn json_results_stream_before_the_run_ends() {
    use std::io::{BufRead, BufReader, Write};
    let dir = tempfile::tempdir().unwrap();
    let mut names = many_files(dir.path(), 1100);
    let fifo = dir.path().join("last.asm");
    let made = Command::new("mkfifo").arg(&fifo).status().unwrap();
    assert!(made.success());
    names.push("last.asm".into());
    let mut child = Command::new(env!("CARGO_BIN_EXE_shadercts"))
        .args(["validate", "--format", "json", "--jobs", "2"])
        .args(&names)
        .current_dir(dir.path())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let stdout = child.stdout.take().unwrap();
    let (tx, rx) = std::sync::mpsc::channel();
    let reader = std::thread::spawn(move || {
        let mut lines = BufReader::new(stdout).lines();
        for l in lines.by_ref() {
            let l = l.unwrap();
            if l.contains("\"file\": \"f0000.asm\"") {
                let _ = tx.send(());
                break;
            }
        }
        lines.map(|l| l.unwrap()).collect::<Vec<_>>()
    });
    // Generous: the first chunk of files takes milliseconds.
    let signal = rx.recv_timeout(std::time::Duration::from_secs(60));
    let streamed = signal.is_ok();
    if !matches!(signal, Err(std::sync::mpsc::RecvTimeoutError::Disconnected)) {
        // The command is alive and will read the FIFO: write it (on a thread, so that a
        // command that died meanwhile cannot block the test).
        std::thread::spawn(move || {
            if let Ok(mut f) = std::fs::OpenOptions::new().write(true).open(&fifo) {
                let _ = f.write_all(VALID_PS20.as_bytes());
            }
        });
    }
    let rest = reader.join().unwrap();
    let status = child.wait().unwrap();
    assert!(
        streamed,
        "no result was printed before the last file was read"
    );
    assert_eq!(status.code(), Some(1));
    assert!(rest.iter().any(|l| l.contains("\"file\": \"last.asm\"")));
}

/// A list piped to `--files-from -` is checked as it arrives: the first files' results
/// are printed while the list is still open, and the rest follow once it is written.
#[test]
fn a_piped_list_is_checked_as_it_arrives() {
    use std::io::{BufRead, BufReader, Write};
    let dir = tempfile::tempdir().unwrap();
    // More than one chunk of the batch validator, so that a first chunk is complete.
    let names = many_files(dir.path(), 2100);
    let mut child = spawn_piped(&["validate", "--files-from", "-"], dir.path());
    let mut stdin = child.stdin.take().unwrap();
    stdin
        .write_all(names[..2000].join("\n").as_bytes())
        .unwrap();
    stdin.write_all(b"\n").unwrap();
    stdin.flush().unwrap();
    let stdout = child.stdout.take().unwrap();
    let (tx, rx) = std::sync::mpsc::channel();
    let reader = std::thread::spawn(move || {
        let mut lines = BufReader::new(stdout).lines();
        let first = lines.next().and_then(Result::ok);
        let _ = tx.send(());
        let rest: Vec<String> = lines.map_while(Result::ok).collect();
        (first, rest)
    });
    // Generous: the first chunk of files takes milliseconds.
    let streamed = rx.recv_timeout(std::time::Duration::from_secs(60)).is_ok();
    stdin
        .write_all(names[2000..].join("\n").as_bytes())
        .unwrap();
    drop(stdin);
    let (first, rest) = reader.join().unwrap();
    let status = child.wait().unwrap();
    assert!(
        streamed,
        "nothing was printed while the list was still open"
    );
    assert_eq!(first.as_deref(), Some("f0000.asm: valid"));
    assert_eq!(status.code(), Some(1));
    // One verdict line per file (invalid files add their diagnostics), in list order.
    let verdicts: Vec<&String> = rest
        .iter()
        .filter(|l| l.starts_with('f') && l.contains(".asm: "))
        .collect();
    assert_eq!(verdicts.len(), 2099);
    assert!(verdicts[0].starts_with("f0001.asm: "), "{}", verdicts[0]);
    assert_eq!(verdicts[2098], "f2099.asm: invalid (1 violation)");
}

/// A list that cannot be read to its end (a line that is not UTF-8, a line longer than
/// any path) is an input error naming the list and the line; the files it named before
/// are still checked and printed, in order.
#[test]
fn a_broken_list_line_is_an_input_error_after_the_files_before_it() {
    let dir = setup();
    let mut list = b"good.asm\nbad.asm\n".to_vec();
    list.extend_from_slice(b"\xff\xfe.asm\ngood.asm\n");
    std::fs::write(dir.path().join("list.txt"), &list).unwrap();
    let o = shadercts(
        &["validate", "--format", "json", "--files-from", "list.txt"],
        dir.path(),
    );
    assert_eq!(o.status.code(), Some(2), "{}", err(&o));
    assert!(
        err(&o).contains("list.txt is not UTF-8 text (line 3)"),
        "{}",
        err(&o)
    );
    let v: serde_json::Value = serde_json::from_str(&out(&o)).expect("JSON");
    assert_eq!(v.as_array().map(Vec::len), Some(2));
    assert_eq!(v[0]["file"], "good.asm");
    assert_eq!(v[1]["verdict"], "invalid");

    let mut long = b"good.asm\n".to_vec();
    long.extend(std::iter::repeat_n(b'a', 70_000));
    std::fs::write(dir.path().join("long.txt"), &long).unwrap();
    let o = shadercts(&["validate", "--files-from", "long.txt"], dir.path());
    assert_eq!(o.status.code(), Some(2), "{}", err(&o));
    assert!(err(&o).contains("line longer than"), "{}", err(&o));
    assert!(err(&o).contains("(line 2)"), "{}", err(&o));
    assert_eq!(out(&o), "good.asm: valid\n");
}
