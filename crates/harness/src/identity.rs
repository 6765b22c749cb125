//! Who exactly a backend is: the program a `cmd:`/`worker:` spec runs (found on `PATH`
//! like the shell would, checked to exist and be executable before the run), the sha256
//! of that file and the arguments. Journals are keyed by it (`--resume` refuses a journal
//! of another program, even under the same file name) and certificates name it by file
//! name and hash, never by a local absolute path.

use crate::error::{Error, Result};
use crate::template::Template;
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};
use std::path::{Path, PathBuf};

/// The identity of a backend, as certificates and reports show it.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct BackendIdentity {
    /// `cmd`, `worker`, or a built-in spec (`reference`, `mojoshader`, …).
    pub kind: String,
    /// The program's file name (no directory).
    pub program: String,
    /// Lower-case hex sha256 of the program file (`None` for built-in backends, which
    /// are identified by the shadercts version).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sha256: Option<String>,
    /// The words after the program, as given (placeholders unexpanded).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub args: Vec<String>,
}

impl BackendIdentity {
    /// The arguments for a public document: every absolute path replaced by its file
    /// name, so no local directory is shown.
    pub fn public_args(&self) -> String {
        self.args
            .iter()
            .map(|a| public_word(a))
            .collect::<Vec<_>>()
            .join(" ")
    }
}

/// `word` with an absolute path reduced to its file name (`/opt/x/bin/asm` → `asm`).
pub fn public_word(word: &str) -> String {
    if word.starts_with('/') {
        Path::new(word)
            .file_name()
            .map_or_else(|| word.to_string(), |n| n.to_string_lossy().into_owned())
    } else {
        word.to_string()
    }
}

/// A free-text line (a backend's `detail`) with every absolute path word reduced to its
/// file name.
pub fn public_text(text: &str) -> String {
    text.split(' ')
        .map(public_word)
        .collect::<Vec<_>>()
        .join(" ")
}

/// A backend identity with where its program lives: what a journal records.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ResolvedBackend {
    /// The public identity.
    pub identity: BackendIdentity,
    /// The canonical path of the program (`None` for built-in backends).
    pub path: Option<PathBuf>,
}

/// Finds the program `program` the way a process spawn does (a name without `/` is
/// looked up on `PATH`, anything else relative to the current directory), and checks
/// that it is an executable file. The error says which of these failed.
pub fn resolve_program(program: &str) -> Result<PathBuf> {
    if program.is_empty() {
        return Err(Error::new("the backend command names no program"));
    }
    let found = if program.contains('/') {
        let p = PathBuf::from(program);
        let meta = std::fs::metadata(&p).map_err(|e| {
            if e.kind() == std::io::ErrorKind::NotFound {
                Error::new(format!("backend program {program} does not exist"))
            } else {
                Error::io("read", &p, &e)
            }
        })?;
        if !meta.is_file() {
            return Err(Error::new(format!(
                "backend program {program} is not a file"
            )));
        }
        if !is_executable(&meta) {
            return Err(Error::new(format!(
                "backend program {program} is not executable (chmod +x it)"
            )));
        }
        p
    } else {
        which::which(program).map_err(|_| {
            Error::new(format!(
                "backend program `{program}` was not found on PATH (or is not executable)"
            ))
        })?
    };
    std::fs::canonicalize(&found).map_err(|e| Error::io("resolve", &found, &e))
}

#[cfg(unix)]
fn is_executable(meta: &std::fs::Metadata) -> bool {
    use std::os::unix::fs::PermissionsExt;
    meta.permissions().mode() & 0o111 != 0
}

#[cfg(not(unix))]
fn is_executable(_meta: &std::fs::Metadata) -> bool {
    true
}

/// Lower-case hex sha256 of a file, read in chunks.
pub fn sha256_file(path: &Path) -> Result<String> {
    let mut f = std::fs::File::open(path).map_err(|e| Error::io("read", path, &e))?;
    let mut hasher = Sha256::new();
    std::io::copy(&mut f, &mut hasher).map_err(|e| Error::io("read", path, &e))?;
    Ok(shadercts_suite_files::hex(&hasher.finalize()))
}

/// The identity of the backend `spec` (`--backend SPEC`). For `cmd:`/`worker:` the
/// program is resolved and hashed, so a missing or non-executable program is an error
/// here, before any case runs. Built-in backends are named by the spec and
/// `builtin_version` (the shadercts version that embeds them).
pub fn of_spec(spec: &str, builtin_version: &str) -> Result<ResolvedBackend> {
    let (kind, template) = if let Some(t) = spec.strip_prefix("cmd:") {
        ("cmd", t)
    } else if let Some(t) = spec.strip_prefix("worker:") {
        ("worker", t)
    } else {
        // `reference` and `reference:worker` (likewise `mojoshader` and
        // `mojoshader:in-process`) run the same code: one identity. `d3d9:ref` drives
        // another device than `d3d9`: its own.
        let base = match spec {
            "d3d9:ref" => spec,
            _ => spec.split(':').next().unwrap_or(spec),
        };
        return Ok(ResolvedBackend {
            identity: BackendIdentity {
                kind: base.to_string(),
                program: format!("shadercts {builtin_version}"),
                sha256: None,
                args: Vec::new(),
            },
            path: None,
        });
    };
    let t = Template::parse(template).map_err(|e| Error::new(format!("--backend {spec}: {e}")))?;
    let words = t.expand(&Default::default());
    let raw: Vec<String> = shell_words(&t, &words);
    let path = resolve_program(t.program())?;
    let sha256 = sha256_file(&path)?;
    Ok(ResolvedBackend {
        identity: BackendIdentity {
            kind: kind.to_string(),
            program: public_word(t.program()),
            sha256: Some(sha256),
            args: raw,
        },
        path: Some(path),
    })
}

/// The words after the program with their placeholders kept (`{input}`), from the
/// template's display form when it has no quoted words, else the expanded words.
fn shell_words(t: &Template, expanded: &[String]) -> Vec<String> {
    let shown = t.display();
    if shown.contains('\'') {
        return expanded.iter().skip(1).cloned().collect();
    }
    shown.split(' ').skip(1).map(str::to_string).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn public_words_drop_directories() {
        assert_eq!(public_word("/opt/x/bin/asm"), "asm");
        assert_eq!(public_word("{input}"), "{input}");
        assert_eq!(
            public_text("worker: /a/b/shadercts worker x"),
            "worker: shadercts worker x"
        );
    }

    #[test]
    fn the_reference_device_is_another_identity() {
        let kind = |s: &str| of_spec(s, "1").unwrap().identity.kind;
        assert_eq!(kind("d3d9"), "d3d9");
        assert_eq!(kind("d3d9:ref"), "d3d9:ref");
        assert_eq!(kind("reference:worker"), "reference");
    }

    #[test]
    fn missing_programs_are_named() {
        let e = resolve_program("/nonexistent/prog").unwrap_err();
        assert!(e.message().contains("does not exist"), "{e}");
        let e = resolve_program("no-such-program-shadercts").unwrap_err();
        assert!(e.message().contains("not found on PATH"), "{e}");
        let e = of_spec("cmd:/nonexistent/prog {input}", "0").unwrap_err();
        assert!(e.message().contains("/nonexistent/prog"), "{e}");
    }
}
