//! The `assemble` and `disassemble` commands: outputs, exit codes, diagnostics, and no
//! partial files on failure.

mod common;

use common::*;

use std::process::{Command, Output};

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

const PS20: &str = "ps_2_0\ndcl t0.xy\ndcl_2d s0\ntexld r0, t0, s0\nmov oC0, r0\n";

#[test]
fn assemble_writes_native_tokens_and_disassemble_reads_them_back() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("a.asm"), PS20).unwrap();
    let o = shadercts(
        &["assemble", "a.asm", "--skip-validation", "-o", "a.bin"],
        dir.path(),
    );
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let bytes = std::fs::read(dir.path().join("a.bin")).unwrap();
    let words: Vec<u32> = bytes
        .chunks(4)
        .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect();
    // Version, `dcl t0.xy` (usage token 0x80000000), …, end token.
    assert_eq!(
        &words[..4],
        &[0xFFFF0200, 0x0200001F, 0x80000000, 0xB0030000]
    );
    assert_eq!(words.last(), Some(&0x0000FFFF));

    let o = shadercts(&["disassemble", "a.bin"], dir.path());
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert_eq!(String::from_utf8_lossy(&o.stdout), PS20);
}

#[test]
fn assemble_prints_hex_without_output_file() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("a.asm"), "vs_1_1\nmov oPos, v0\n").unwrap();
    let o = shadercts(&["assemble", "a.asm", "--skip-validation"], dir.path());
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert_eq!(
        String::from_utf8_lossy(&o.stdout),
        "fffe0101 00000001 c00f0000 90e40000 0000ffff\n"
    );
}

#[test]
fn syntax_errors_exit_1_with_located_diagnostics_and_no_output_file() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("b.asm"), "ps_2_0\nfoo r0\nmov oC0, r0.q\n").unwrap();
    let o = shadercts(&["assemble", "b.asm", "-o", "b.bin"], dir.path());
    assert_eq!(o.status.code(), Some(1));
    let e = stderr(&o);
    assert!(e.contains("b.asm:2:1"), "{e}");
    assert!(e.contains("unknown instruction `foo`"), "{e}");
    assert!(e.contains("b.asm:3:13"), "second error still reported: {e}");
    assert!(!dir.path().join("b.bin").exists(), "no partial output");
}

#[test]
fn truncated_bytecode_is_rejected_with_its_offset() {
    let dir = tempfile::tempdir().unwrap();
    // vs_1_1, mov with its destination token cut off.
    let words: [u32; 2] = [0xFFFE0101, 0x00000001];
    let bytes: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
    std::fs::write(dir.path().join("t.bin"), bytes).unwrap();
    let o = shadercts(&["disassemble", "t.bin", "-o", "t.asm"], dir.path());
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).contains("byte offset"), "{}", stderr(&o));
    assert!(!dir.path().join("t.asm").exists());
}

#[test]
fn missing_input_and_bad_usage_exit_2() {
    let dir = tempfile::tempdir().unwrap();
    let o = shadercts(&["assemble", "nope.asm"], dir.path());
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("cannot read nope.asm"));
    let o = shadercts(&["frobnicate"], dir.path());
    assert_eq!(o.status.code(), Some(2));
    let o = shadercts(&["assemble", "x.asm", "--spec", "/nonexistent"], dir.path());
    assert_eq!(o.status.code(), Some(2));
}

#[test]
fn unwritable_output_is_an_io_error() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("a.asm"), PS20).unwrap();
    let o = shadercts(
        &[
            "assemble",
            "a.asm",
            "--skip-validation",
            "-o",
            "no/such/dir/a.bin",
        ],
        dir.path(),
    );
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("cannot write"), "{}", stderr(&o));
}

#[test]
fn hex_input_disassembles() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("h.txt"),
        "fffe0101 00000001 c00f0000 90e40000 0000ffff\n",
    )
    .unwrap();
    let o = shadercts(
        &["disassemble", "h.txt", "--input-format", "hex"],
        dir.path(),
    );
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert_eq!(String::from_utf8_lossy(&o.stdout), "vs_1_1\nmov oPos, v0\n");
}

/// `-o` naming a pipe or device (`/dev/null`, a FIFO) writes through it: replacing it with
/// a regular file by the atomic rename would, as root with `/dev/null`, break the machine.
#[cfg(unix)]
#[test]
fn output_to_a_fifo_writes_through_it_instead_of_replacing_it() {
    use std::os::unix::fs::FileTypeExt;
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("a.asm"), "vs_1_1\nmov oPos, v0\n").unwrap();
    let fifo = dir.path().join("out.pipe");
    let made = Command::new("mkfifo").arg(&fifo).status();
    if !made.is_ok_and(|s| s.success()) {
        eprintln!("mkfifo is not available; skipped");
        return;
    }
    let reader = {
        let fifo = fifo.clone();
        std::thread::spawn(move || std::fs::read(fifo).unwrap())
    };
    let o = shadercts(
        &["assemble", "a.asm", "--skip-validation", "-o", "out.pipe"],
        dir.path(),
    );
    // Checked before joining: a replaced FIFO would leave the reader waiting forever.
    let kind = std::fs::metadata(&fifo).unwrap().file_type();
    assert!(kind.is_fifo(), "the FIFO was replaced by a regular file");
    if o.status.code() != Some(0) {
        // Release the reader (it waits for a writer) before failing.
        drop(std::fs::OpenOptions::new().write(true).open(&fifo));
    }
    let bytes = reader.join().unwrap();
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert_eq!(bytes.len(), 20, "five tokens came through the pipe");
}
