//! What the command-line tests share: running the built binary and reading its output.
#![allow(dead_code)] // each test file uses some of these
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code: a failure is the report

pub mod wine;

use std::path::Path;
use std::process::{Command, Output};

/// Runs `shadercts ARGS` in `dir` and waits for it.
pub fn shadercts(args: &[&str], dir: &Path) -> Output {
    Command::new(env!("CARGO_BIN_EXE_shadercts"))
        .args(args)
        .current_dir(dir)
        .output()
        .expect("the binary runs")
}

/// Its standard output, as text.
pub fn out(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

/// Its standard error, as text.
pub fn err(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

/// Standard output then standard error, as text.
pub fn text(o: &Output) -> String {
    format!("{}{}", out(o), err(o))
}

/// Its exit code (the tests never expect death by a signal here).
pub fn code(o: &Output) -> i32 {
    o.status.code().expect("exit code")
}

/// A hand-made suite in the published layout, for the tests of `run` and `verify-suite`.
pub mod hand_made {
    use shadercts_generator::hash::sha256_hex;
    use shadercts_generator::suite::manifest::{
        CaseExpect, CaseFiles, FileEntry, Manifest, ManifestCase, FORMAT,
    };
    use std::path::{Path, PathBuf};

    /// A ps_2_0 validate case of ps.oC.mov-only: `body` written to `dir/file`.
    pub struct Case<'a> {
        /// The case id.
        pub id: &'a str,
        /// Its text file, relative to the suite.
        pub file: &'a str,
        /// The assembly text.
        pub body: &'a str,
        /// The expectation.
        pub expect: CaseExpect,
    }

    /// `valid`, or `invalid` naming `rules` at the native level.
    pub fn expect(valid: bool, rules: &[&str]) -> CaseExpect {
        if valid {
            CaseExpect {
                verdict: Some("valid".into()),
                ..CaseExpect::default()
            }
        } else {
            CaseExpect {
                verdict: Some("invalid".into()),
                rules: Some(rules.iter().map(|r| r.to_string()).collect()),
                level: Some("native".into()),
                ..CaseExpect::default()
            }
        }
    }

    /// Writes suite 0.9.0 with `cases` (and `documents`: name, contents) into a new
    /// temporary directory; returns it and the suite's directory.
    pub fn suite(cases: Vec<Case>, documents: &[(&str, &str)]) -> (tempfile::TempDir, PathBuf) {
        let tmp = tempfile::tempdir().unwrap();
        let dir = tmp.path().join("0.9.0");
        std::fs::create_dir_all(dir.join("cases")).unwrap();
        let cases: Vec<ManifestCase> = cases.into_iter().map(|c| write_case(&dir, c)).collect();
        let documents = documents
            .iter()
            .map(|(name, text)| {
                std::fs::write(dir.join(name), text).unwrap();
                FileEntry {
                    path: (*name).into(),
                    sha256: sha256_hex(text.as_bytes()),
                }
            })
            .collect();
        let manifest = Manifest {
            format: FORMAT,
            suite: "0.9.0".into(),
            generator: "hand-made".into(),
            seed: 0,
            rules_sha256: "0".repeat(64),
            templates_sha256: "0".repeat(64),
            documents,
            documented_rules: vec![],
            case_count: cases.len(),
            cases,
        };
        std::fs::write(dir.join("manifest.yaml"), manifest.to_yaml()).unwrap();
        (tmp, dir)
    }

    fn write_case(dir: &Path, c: Case) -> ManifestCase {
        std::fs::write(dir.join(c.file), c.body).unwrap();
        ManifestCase {
            id: c.id.into(),
            kind: "validate".into(),
            profile: "ps_2_0".into(),
            vs_profile: None,
            rules: vec!["ps.oC.mov-only".into()],
            origin: "hand-made".into(),
            files: CaseFiles {
                text: Some(FileEntry {
                    path: c.file.into(),
                    sha256: sha256_hex(c.body.as_bytes()),
                }),
                ..CaseFiles::default()
            },
            expect: c.expect,
            notes: vec![],
        }
    }
}
