//! The path policy on disk (no links, regular files only, hash before use) and in YAML
//! (no bare paths, located errors without Rust type names).

use shadercts_suite_files::{read, read_checked, sha256_hex, FileRef, Refusal};
use std::collections::BTreeMap;

fn parse(yaml: &str) -> Result<BTreeMap<String, FileRef>, String> {
    serde_saphyr::from_str(yaml).map_err(|e| {
        let loc = e
            .location()
            .map(|l| format!("{}:{}: ", l.line(), l.column()))
            .unwrap_or_default();
        format!("{loc}{}", e.to_string().lines().next().unwrap_or(""))
    })
}

#[test]
fn a_full_reference_parses() {
    let h = sha256_hex(b"x");
    let m = parse(&format!("text: {{ path: cases/a.asm, sha256: {h} }}\n")).unwrap();
    assert_eq!(m["text"].path, "cases/a.asm");
    assert_eq!(m["text"].sha256, h);
}

#[test]
fn bare_paths_and_bad_references_are_refused_with_a_location() {
    let h = sha256_hex(b"x");
    for (yaml, want) in [
        (
            "text: /etc/passwd\n".to_string(),
            "the bare path `/etc/passwd` is refused",
        ),
        (
            format!("text: {{ path: ../x, sha256: {h} }}\n"),
            "`../x` leaves the suite",
        ),
        (
            format!("text: {{ path: /etc/passwd, sha256: {h} }}\n"),
            "`/etc/passwd` is absolute",
        ),
        (
            "text: { path: a.asm }\n".to_string(),
            "`a.asm` has no `sha256`",
        ),
        (
            "text: { path: a.asm, sha256: AB }\n".to_string(),
            "not 64 lower-case hex digits",
        ),
        (
            format!("text: {{ path: a, sha256: {h}, x: 1 }}\n"),
            "unknown field `x`",
        ),
        ("text: [1]\n".to_string(), "expected a file reference"),
    ] {
        let e = parse(&yaml).expect_err(&yaml);
        assert!(e.starts_with("1:"), "{yaml}: {e}");
        assert!(e.contains(want), "{yaml}: {e}");
        assert!(
            !e.contains("FileRef") && !e.contains("struct"),
            "{yaml}: {e}"
        );
    }
}

#[test]
fn hashes_are_checked_before_the_bytes_are_returned() {
    let tmp = tempfile::tempdir().unwrap();
    std::fs::write(tmp.path().join("a.asm"), "secret").unwrap();
    let good = FileRef {
        path: "a.asm".into(),
        sha256: sha256_hex(b"secret"),
    };
    assert_eq!(read_checked(tmp.path(), &good).unwrap(), b"secret");
    let bad = FileRef {
        sha256: sha256_hex(b"other"),
        ..good
    };
    let e = read_checked(tmp.path(), &bad).unwrap_err();
    assert!(matches!(e, Refusal::Hash { .. }), "{e}");
    assert!(!e.to_string().contains("secret"), "{e}");
}

#[test]
fn missing_files_and_directories_are_refused() {
    let tmp = tempfile::tempdir().unwrap();
    std::fs::create_dir(tmp.path().join("d")).unwrap();
    std::fs::write(tmp.path().join("f"), "x").unwrap();
    assert_eq!(
        read(tmp.path(), "nope"),
        Err(Refusal::Missing("nope".into()))
    );
    assert_eq!(read(tmp.path(), "f/x"), Err(Refusal::Missing("f/x".into())));
    assert_eq!(read(tmp.path(), "d"), Err(Refusal::NotAFile("d".into())));
    assert!(matches!(read(tmp.path(), "../f"), Err(Refusal::Path(_))));
}

#[cfg(unix)]
#[test]
fn links_below_the_suite_are_never_followed() {
    use std::os::unix::fs::symlink;
    let tmp = tempfile::tempdir().unwrap();
    let root = tmp.path().join("suite");
    std::fs::create_dir_all(root.join("cases")).unwrap();
    std::fs::write(tmp.path().join("outside"), "secret").unwrap();
    symlink(tmp.path().join("outside"), root.join("cases/a.asm")).unwrap();
    symlink(tmp.path(), root.join("linked")).unwrap();
    symlink("/nonexistent", root.join("dangling")).unwrap();
    for (rel, link) in [
        ("cases/a.asm", "cases/a.asm"),
        ("linked/outside", "linked"),
        ("dangling", "dangling"),
    ] {
        let e = read(&root, rel).unwrap_err();
        assert_eq!(
            e,
            Refusal::Symlink {
                rel: rel.into(),
                link: link.into()
            }
        );
        assert!(e.to_string().contains("is a symbolic link"), "{e}");
    }
    // The suite directory itself may be reached through a link (the user named it).
    symlink(&root, tmp.path().join("alias")).unwrap();
    std::fs::write(root.join("cases/b.asm"), "ok").unwrap();
    assert_eq!(
        read(&tmp.path().join("alias"), "cases/b.asm").unwrap(),
        b"ok"
    );
}

#[cfg(unix)]
#[test]
fn a_fifo_is_refused_without_blocking() {
    let tmp = tempfile::tempdir().unwrap();
    let fifo = tmp.path().join("p");
    let made = std::process::Command::new("mkfifo").arg(&fifo).status();
    if !made.map(|s| s.success()).unwrap_or(false) {
        return; // no mkfifo on this machine
    }
    assert_eq!(read(tmp.path(), "p"), Err(Refusal::NotAFile("p".into())));
}
