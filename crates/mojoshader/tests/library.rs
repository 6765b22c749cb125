//! Tests against the installed libmojoshader (Debian libmojoshader0 0.0~hg1314).
//!
//! These need the library: without it they fail with a message saying so (CI installs
//! it). The NotFound path is covered without the library in the crate's unit tests and
//! by `env_override_with_bogus_path_is_not_found` below.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code: a failure is the report

use shadercts_mojoshader::{
    strip_comments, tokens_from_bytes, tokens_to_bytes, ErrorOrigin, ErrorPosition, LoadError,
    MojoShader, ShaderKind, LIBRARY_ENV,
};

/// Loads the library or fails the test with a clear explanation.
fn mojo() -> MojoShader {
    match MojoShader::load() {
        Ok(m) => m,
        Err(e) => panic!(
            "these tests need libmojoshader (Debian package libmojoshader0, \
             0.0~hg1314+dfsg-1.1), which CI installs: {e}"
        ),
    }
}

const VS11_MOV: &str = "vs_1_1\nmov oPos, v0\n";
const VS11_MOV_NATIVE: [u32; 5] = [0xFFFE0101, 0x00000001, 0xC00F0000, 0x90E40000, 0x0000FFFF];

#[test]
fn load_succeeds_and_reports_the_version() {
    let m = mojo();
    assert_eq!(m.version(), 1314);
    assert_eq!(m.changeset(), "hg-1314:3ddd9fca664f");
    assert!(!m.library_name().is_empty());
    let debug = format!("{m:?}");
    assert!(debug.contains("1314"), "{debug}");
}

#[test]
fn assemble_vs11_mov() {
    let m = mojo();
    let r = m.assemble(VS11_MOV);
    assert!(r.is_ok(), "{:?}", r.errors);
    let tokens = r.tokens().expect("whole tokens");
    assert_eq!(tokens[0], 0xFFFE0101);
    // MojoShader's creator comment comes right after the version token.
    assert_eq!(
        tokens[1] & 0xFFFF,
        0xFFFE,
        "comment token expected: {tokens:08X?}"
    );
    let stripped = strip_comments(&tokens).expect("walkable stream");
    assert_eq!(stripped, VS11_MOV_NATIVE);
    assert_eq!(stripped[1], 0x00000001);
    let shader = r.shader.expect("shader info on success");
    assert_eq!(shader.kind, ShaderKind::Vertex);
    assert_eq!((shader.major, shader.minor), (1, 1));
    assert_eq!(shader.to_string(), "vs_1_1");
    assert_eq!(r.instruction_count, 1);
}

#[test]
fn assemble_error_has_message_file_and_line() {
    let m = mojo();
    let r = m.assemble_named(Some("bad.asm"), "vs_1_1\nfoo r0\n");
    assert!(!r.is_ok());
    assert!(r.output.is_empty());
    assert_eq!(r.shader, None);
    let e = &r.errors[0];
    assert!(e.message.contains("foo"), "{e:?}");
    assert_eq!(e.position, ErrorPosition::Line(2));
    assert_eq!(e.position.line(), Some(2));
    assert_eq!(e.filename.as_deref(), Some("bad.asm"));
    assert_eq!(e.origin, ErrorOrigin::Library);
    assert_eq!(e.to_string(), format!("bad.asm: line 2: {}", e.message));

    // Without a file name MojoShader reports none.
    let r = m.assemble("vs_1_1\nfoo r0\n");
    assert_eq!(r.errors[0].filename, None);
    assert_eq!(r.errors[0].position, ErrorPosition::Line(2));
}

#[test]
fn assembler_validation_errors_come_from_the_reparse() {
    // The assembler accepts the text, then its reparse rejects the uninitialised read.
    let m = mojo();
    let r = m.assemble_named(Some("uninit.asm"), "vs_1_1\nmov oPos, r1\n");
    assert!(!r.is_ok());
    assert!(
        r.errors.iter().any(|e| e.message.contains("uninitialized")),
        "{:?}",
        r.errors
    );
    for e in &r.errors {
        assert!(
            matches!(
                e.position,
                ErrorPosition::Line(_) | ErrorPosition::UnmappedLine
            ),
            "{e:?}"
        );
    }
}

#[test]
fn parse_accepts_what_it_assembled() {
    let m = mojo();
    let a = m.assemble(VS11_MOV);
    let p = m.parse(&a.output);
    assert!(p.is_ok(), "{:?}", p.errors);
    assert_eq!(p.shader.map(|s| s.to_string()).as_deref(), Some("vs_1_1"));
    assert_eq!(p.instruction_count, 1);
    // And the comment-free native encoding too.
    let p = m.parse(&tokens_to_bytes(&VS11_MOV_NATIVE));
    assert!(p.is_ok(), "{:?}", p.errors);

    let ps = m.assemble("ps_2_0\ndcl_2d s0\ndcl t0\ntexld r0, t0, s0\nmov oC0, r0\n");
    assert!(ps.is_ok(), "{:?}", ps.errors);
    let p = m.parse(&ps.output);
    assert!(p.is_ok(), "{:?}", p.errors);
    let info = p.shader.expect("info");
    assert_eq!(info.kind, ShaderKind::Pixel);
    assert_eq!(info.to_string(), "ps_2_0");
}

#[test]
fn parse_error_positions_are_byte_offsets() {
    let m = mojo();
    // vs_1_1: mov r0.x... then rcp r0, v1 (no replicate swizzle) at token 4 = byte 16.
    let tokens = [
        0xFFFE0101, 0x00000001, 0xC00F0000, 0x90E40000, 0x00000006, 0x800F0000, 0x90E40001,
        0x0000FFFF,
    ];
    let p = m.parse(&tokens_to_bytes(&tokens));
    assert!(!p.is_ok());
    assert_eq!(p.shader, None);
    let e = &p.errors[0];
    assert!(e.message.contains("RCP"), "{e:?}");
    assert_eq!(e.position, ErrorPosition::ByteOffset(16));
    assert_eq!(e.position.byte_offset(), Some(16));
    assert_eq!(e.origin, ErrorOrigin::Library);
}

#[test]
fn parse_garbage_gives_errors() {
    let m = mojo();
    let p = m.parse(b"hello world, this is not a shader");
    assert!(!p.is_ok());
    assert_eq!(p.errors[0].position, ErrorPosition::ByteOffset(0));
    assert!(!p.errors[0].message.is_empty());

    let p = m.parse(&[]);
    assert!(!p.is_ok());
    assert_eq!(p.errors[0].origin, ErrorOrigin::Binding);
    assert_eq!(p.errors[0].position, ErrorPosition::ByteOffset(0));
}

#[test]
fn parse_every_truncation_without_crashing() {
    let m = mojo();
    let full = m.assemble(VS11_MOV).output;
    for len in 1..full.len() {
        let p = m.parse(&full[..len]);
        if len < 4 {
            assert!(!p.is_ok(), "{len} bytes: no whole version token");
        }
        for e in &p.errors {
            assert!(
                matches!(e.position, ErrorPosition::ByteOffset(o) if (o as usize) <= len)
                    || matches!(e.position, ErrorPosition::Before | ErrorPosition::After),
                "{len} bytes: {e:?}"
            );
        }
    }
    // Cut inside the mov's operands (the creator comment is 11 tokens, mov at token 12).
    let cut = m.parse(&full[..13 * 4]);
    assert!(!cut.is_ok());
    assert!(
        cut.errors
            .iter()
            .any(|e| e.message.contains("Out of tokens")),
        "{:?}",
        cut.errors
    );
}

/// A small deterministic generator (xorshift32) for reproducible garbage.
fn xorshift(state: &mut u32) -> u32 {
    let mut x = *state;
    x ^= x << 13;
    x ^= x >> 17;
    x ^= x << 5;
    *state = x;
    x
}

#[test]
fn parse_random_streams_with_plausible_headers_without_crashing() {
    let m = mojo();
    let mut state = 0x1234_5678;
    let mut rejected = 0;
    for _ in 0..3000 {
        let words = 1 + (xorshift(&mut state) % 24) as usize;
        let mut t: Vec<u32> = (0..words).map(|_| xorshift(&mut state)).collect();
        let version = [
            0xFFFE0101, 0xFFFE0200, 0xFFFE0300, 0xFFFF0104, 0xFFFF0200, 0xFFFF0300,
        ];
        t[0] = version[(xorshift(&mut state) % 6) as usize];
        let bytes = tokens_to_bytes(&t);
        let cut = bytes.len() - (xorshift(&mut state) % 4) as usize;
        let p = m.parse(&bytes[..cut.max(1)]);
        if !p.is_ok() {
            rejected += 1;
            assert!(p.errors.iter().all(|e| e.origin == ErrorOrigin::Library));
        }
    }
    assert!(
        rejected > 2000,
        "random data should mostly be rejected: {rejected}"
    );
}

#[test]
fn odd_sources_give_errors_not_crashes() {
    let m = mojo();
    // (source, expected line of the first error, text in its message). Note that
    // hg1314's preprocessor reports the line *after* a failing directive (#define, #include).
    let cases: [(&str, ErrorPosition, &str); 8] = [
        ("", ErrorPosition::UnmappedLine, "version"),
        ("\0", ErrorPosition::Line(1), "Bad characters"),
        (
            "vs_1_1\0mov oPos, v0\n",
            ErrorPosition::Line(1),
            "Bad characters",
        ),
        ("ps_9_9\n", ErrorPosition::Line(1), "9.9"),
        (
            "vs_1_1\nmov oPos, c99999999999999999999\n",
            ErrorPosition::Line(2),
            "const",
        ),
        (
            "vs_1_1\n\u{00e9}\u{4e2d}\u{1F600}\n",
            ErrorPosition::Line(2),
            "Bad characters",
        ),
        ("#define X(\nvs_1_1\n", ErrorPosition::Line(2), "macro"),
        (
            "#include \"nothing.h\"\nvs_1_1\n",
            ErrorPosition::Line(2),
            "Include",
        ),
    ];
    for (src, line, text) in cases {
        let r = m.assemble(src);
        assert!(!r.is_ok(), "{src:?} should fail");
        let e = &r.errors[0];
        assert_eq!(e.origin, ErrorOrigin::Library, "{src:?}: {e:?}");
        assert_eq!(e.position, line, "{src:?}: {e:?}");
        assert!(e.message.contains(text), "{src:?}: {e:?}");
    }
    // No final newline is fine.
    assert!(m.assemble("vs_1_1\nmov oPos, v0").is_ok());
    // Large inputs.
    let many = format!(
        "vs_2_0\ndcl_position v0\n{}mov oPos, r0\n",
        "add r0, v0, v0\n".repeat(2_000)
    );
    let r = m.assemble(&many);
    assert!(r.is_ok(), "{:?}", r.errors.first());
    assert!(tokens_from_bytes(&r.output).is_some());
}

#[test]
fn include_is_refused_even_for_an_existing_file() {
    // Without callbacks MojoShader would read the file; the binding refuses includes.
    let m = mojo();
    let path = std::env::temp_dir().join(format!("shadercts-mojo-inc-{}.h", std::process::id()));
    std::fs::write(&path, "mov oPos, v0\n").expect("write temp include");
    let src = format!("vs_1_1\n#include \"{}\"\n", path.display());
    let r = m.assemble(&src);
    let _ = std::fs::remove_file(&path);
    assert!(!r.is_ok());
    assert!(r.errors[0].message.contains("Include"), "{:?}", r.errors);
    // hg1314's preprocessor reports the line after a failing directive.
    assert_eq!(r.errors[0].position, ErrorPosition::Line(3));
}

#[test]
fn filename_with_nul_is_refused_by_the_binding() {
    let m = mojo();
    let r = m.assemble_named(Some("a\0b"), VS11_MOV);
    assert!(!r.is_ok());
    assert_eq!(r.errors[0].origin, ErrorOrigin::Binding);
}

#[test]
fn usable_from_several_threads() {
    let m = mojo();
    std::thread::scope(|s| {
        for _ in 0..2 {
            s.spawn(|| {
                for _ in 0..50 {
                    let r = m.assemble(VS11_MOV);
                    assert!(r.is_ok());
                    assert!(m.parse(&r.output).is_ok());
                }
            });
        }
    });
}

const CHILD_ENV: &str = "SHADERCTS_MOJOSHADER_TEST_CHILD";
const BOGUS: &str = "/nonexistent/shadercts/libmojoshader-bogus.so.0";

/// Runs only inside the child process started by the test below.
#[test]
fn env_override_child() {
    if std::env::var_os(CHILD_ENV).is_none() {
        return;
    }
    match MojoShader::load() {
        Err(e @ LoadError::NotFound { .. }) => {
            let text = e.to_string();
            assert!(text.starts_with("libmojoshader not available: "), "{text}");
            assert!(text.contains(BOGUS), "{text}");
            println!("child saw: {text}");
        }
        other => panic!("expected NotFound, got {other:?}"),
    }
}

#[test]
fn env_override_with_bogus_path_is_not_found() {
    let exe = std::env::current_exe().expect("test binary path");
    let out = std::process::Command::new(exe)
        .args([
            "--exact",
            "env_override_child",
            "--nocapture",
            "--test-threads=1",
        ])
        .env(LIBRARY_ENV, BOGUS)
        .env(CHILD_ENV, "1")
        .output()
        .expect("run the test binary");
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "child failed:\n{stdout}\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(
        stdout.contains("child saw: libmojoshader not available"),
        "{stdout}"
    );
    assert!(stdout.contains("1 passed"), "{stdout}");
}

/// Builds a stand-in library with `cc` (the linker Rust already needs on Linux) that
/// exports the five symbols but claims another version.
#[cfg(target_os = "linux")]
#[test]
fn an_unchecked_version_is_refused() {
    let dir = std::env::temp_dir().join(format!("shadercts-mojo-fake-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let c = dir.join("fake.c");
    let so = dir.join("libmojoshader-fake.so");
    std::fs::write(
        &c,
        "int MOJOSHADER_version(void) { return 9999; }\n\
         const char *MOJOSHADER_changeset(void) { return \"hg-9999:feedface\"; }\n\
         void *MOJOSHADER_parse(void) { return 0; }\n\
         void *MOJOSHADER_assemble(void) { return 0; }\n\
         void MOJOSHADER_freeParseData(void *p) { (void) p; }\n",
    )
    .expect("write fake source");
    let status = std::process::Command::new("cc")
        .args(["-shared", "-fPIC", "-o"])
        .arg(&so)
        .arg(&c)
        .status()
        .expect("run cc to build the stand-in library");
    assert!(status.success(), "cc failed");
    let result = MojoShader::load_from(&so);
    let _ = std::fs::remove_dir_all(&dir);
    match &result {
        Err(
            e @ LoadError::UnsupportedVersion {
                version, changeset, ..
            },
        ) => {
            assert_eq!(*version, 9999);
            assert_eq!(changeset, "hg-9999:feedface");
            assert!(e.to_string().contains("9999 (hg-9999:feedface)"), "{e}");
        }
        other => panic!("expected UnsupportedVersion, got {other:?}"),
    }
}
