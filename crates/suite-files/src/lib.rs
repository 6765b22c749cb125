//! The suite format (docs/suite-format.md): the manifest's types, their serde forms
//! and JSON Schemas, and its readers and writers ([`manifest`]), and the one path
//! policy for every file of a published suite ("Paths and hashes"). The harness (`run`,
//! its reports, `reduce`) and the generator (`publish`, `verify-suite`) read and write
//! the manifest, and read its case files, its documents and `ERRATA.yaml`, only through
//! this crate, so they cannot disagree about which manifest or file may be used:
//!
//! - a file reference is `{ path, sha256 }`; a bare path is refused when the manifest
//!   is parsed ([`FileRef`]'s `Deserialize`), as is a malformed hash;
//! - a path is relative, `/`-separated, without `..`, `.`, empty, absolute, root or
//!   prefix components, and without `\`, `:` or NUL ([`check_path`]);
//! - it is resolved one component at a time without following a symbolic link anywhere
//!   below the suite directory (on Unix `openat` with `O_NOFOLLOW`, so a link swapped in
//!   while reading is refused too), and only a regular file is read ([`read`]);
//! - the bytes are hash-checked before they are returned ([`read_checked`]): a caller
//!   never sees the contents of a file that does not match its manifest.

pub mod manifest;
pub mod names;
pub mod pixels;
pub mod releases;

use serde::de::{self, MapAccess, Visitor};
use serde::{Deserialize, Deserializer, Serialize};
use sha2::{Digest, Sha256};
use std::fmt;
use std::path::{Component, Path};

/// The manifest's file name in a suite directory (formats 1 and 2; in format 3 the
/// human-readable view of [`MANIFEST_JSONL`]).
pub const MANIFEST: &str = "manifest.yaml";
/// The manifest of format 3 and later: JSON Lines (a header line, then one case per
/// line). Readers use it when a suite has it.
pub const MANIFEST_JSONL: &str = "manifest.jsonl";

/// The kinds of case a manifest may list.
pub const KINDS: [&str; 5] = ["assemble", "validate", "link", "execute", "draw"];
/// The roles a case's files may have.
pub const ROLES: [&str; 8] = [
    "text",
    "bytecode",
    "vs",
    "ps",
    "vs_bytecode",
    "ps_bytecode",
    "inputs",
    "scene",
];
/// The phases an invalid case may name (`expect.phase`).
pub const PHASES: [&str; 2] = ["assembler", "validator"];

/// What [`shape_problem`] looks at in one case: the one check of a case's shape that
/// `run` and `verify-suite` both apply, so that they accept the same manifests.
#[derive(Clone, Debug, Default)]
pub struct CaseShape<'a> {
    /// `kind`.
    pub kind: &'a str,
    /// The roles of its files.
    pub roles: Vec<&'a str>,
    /// `expect.verdict`, if given.
    pub verdict: Option<&'a str>,
    /// `expect.phase`, if given.
    pub phase: Option<&'a str>,
    /// `expect.level`, if given.
    pub level: Option<&'a str>,
    /// Whether `expect.tokens` is given.
    pub tokens: bool,
    /// Whether `expect.outputs` is given.
    pub outputs: bool,
    /// Whether `expect.pixels` is given (draw).
    pub pixels: bool,
    /// The roles of `expect.documented`'s files, when it is given.
    pub documented: Option<Vec<&'a str>>,
}

/// Why a case cannot be run as the manifest gives it (unknown kind, role or phase, a
/// file or expectation its kind needs), if it cannot.
pub fn shape_problem(c: &CaseShape<'_>) -> Option<String> {
    if !KINDS.contains(&c.kind) {
        return Some(format!(
            "unknown kind `{}` (expected assemble, validate, link, execute or draw)",
            c.kind
        ));
    }
    if let Some(r) = c.roles.iter().find(|r| !ROLES.contains(r)) {
        return Some(format!(
            "unknown file role `{r}` (expected one of {})",
            ROLES.join(", ")
        ));
    }
    if let Some(v) = c.verdict.filter(|v| !matches!(*v, "valid" | "invalid")) {
        return Some(format!("unknown verdict `{v}` (expected valid or invalid)"));
    }
    if let Some(p) = c.phase.filter(|p| !PHASES.contains(p)) {
        return Some(format!(
            "unknown phase `{p}` (expected assembler or validator)"
        ));
    }
    if let Some(l) = c.level.filter(|l| !matches!(*l, "native" | "documented")) {
        return Some(format!(
            "unknown level `{l}` (expected native or documented)"
        ));
    }
    let has = |role: &str| c.roles.contains(&role);
    let need =
        |role: &str| (!has(role)).then(|| format!("a {} case needs a `{role}` file", c.kind));
    let verdict = || {
        c.verdict
            .is_none()
            .then(|| "expect.verdict is missing".to_string())
    };
    match c.kind {
        "validate" => {
            if !has("text") && !has("bytecode") {
                return Some("a validate case needs a `text` or `bytecode` file".into());
            }
            verdict()
        }
        "link" => need("vs").or_else(|| need("ps")).or_else(verdict),
        "assemble" => need("text").or_else(|| {
            (!c.tokens && c.verdict != Some("invalid")).then(|| "expect.tokens is missing".into())
        }),
        "draw" => need("vs")
            .or_else(|| need("ps"))
            .or_else(|| need("scene"))
            .or_else(|| (!c.pixels).then(|| "expect.pixels is missing".into()))
            .or_else(|| documented_problem(c, "pixels")),
        _ => need("text")
            .or_else(|| (!c.outputs).then(|| "expect.outputs is missing".into()))
            .or_else(|| documented_problem(c, "outputs")),
    }
}

/// Why `expect.documented` does not fit a case whose kind grades `role` (`outputs` for
/// execute, `pixels` for draw): it must name exactly that file.
fn documented_problem(c: &CaseShape<'_>, role: &str) -> Option<String> {
    let roles = c.documented.as_ref()?;
    if roles.as_slice() == [role] {
        return None;
    }
    Some(format!(
        "expect.documented of {} {} case names its `{role}` file and nothing else",
        if c.kind.starts_with(['a', 'e']) {
            "an"
        } else {
            "a"
        },
        c.kind
    ))
}

/// A file named by the manifest: a path relative to the suite and the sha256 of its bytes.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, schemars::JsonSchema)]
pub struct FileRef {
    /// Path relative to the suite directory (checked by [`check_path`]).
    pub path: String,
    /// SHA-256 of the file, 64 lower-case hex digits.
    #[schemars(regex(pattern = "^[0-9a-f]{64}$"))]
    pub sha256: String,
}

/// Why a file of a suite is not used.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Refusal {
    /// The path breaks the policy (absolute, `..`, …); the message says how.
    #[error("{0}")]
    Path(String),
    /// A component of the path is a symbolic link.
    #[error("`{rel}`: `{link}` is a symbolic link (a suite holds regular files only; links are not followed)")]
    Symlink {
        /// The path as the manifest gives it.
        rel: String,
        /// The component that is a link (relative to the suite).
        link: String,
    },
    /// The file (or a directory on its way) does not exist.
    #[error("`{0}` is missing")]
    Missing(String),
    /// The path names a directory, a FIFO, a device, …
    #[error("`{0}` is not a regular file")]
    NotAFile(String),
    /// Reading failed.
    #[error("`{rel}`: cannot read: {error}")]
    Io {
        /// The path as the manifest gives it.
        rel: String,
        /// The system's message.
        error: String,
    },
    /// The bytes do not match the manifest's hash; they are not returned.
    #[error("`{rel}` does not match its sha256 (tampered?): the file has {got}, the manifest says {want}; it is not used")]
    Hash {
        /// The path as the manifest gives it.
        rel: String,
        /// The hash of the bytes found.
        got: String,
        /// The manifest's hash.
        want: String,
    },
}

/// Why `rel` may not name a file of a suite, if it may not.
pub fn check_path(rel: &str) -> Result<(), String> {
    if rel.is_empty() {
        return Err("empty path".into());
    }
    if rel.contains('\\') || rel.contains('\0') || rel.contains(':') {
        return Err(format!("`{rel}` contains `\\`, `:` or NUL"));
    }
    if rel.starts_with('/') {
        return Err(format!("`{rel}` is absolute"));
    }
    if rel.split('/').any(str::is_empty) {
        return Err(format!(
            "`{rel}` has an empty component (`//` or a trailing `/`)"
        ));
    }
    // Components as written (Path::components would drop an inner `.`), then as the
    // platform reads them (a Windows prefix).
    for part in rel.split('/') {
        match part {
            ".." => return Err(format!("`{rel}` leaves the suite (`..`)")),
            "." => return Err(format!("`{rel}` has a `.` component")),
            _ => {}
        }
    }
    if Path::new(rel)
        .components()
        .any(|c| !matches!(c, Component::Normal(_)))
    {
        return Err(format!("`{rel}` is absolute"));
    }
    Ok(())
}

/// Why `s` is not a sha256 as a manifest writes it (64 lower-case hex digits), if not.
pub fn check_sha256(s: &str) -> Result<(), String> {
    if s.len() == 64 && s.bytes().all(|b| matches!(b, b'0'..=b'9' | b'a'..=b'f')) {
        Ok(())
    } else {
        Err(format!("sha256 `{s}` is not 64 lower-case hex digits"))
    }
}

/// Lower-case hex sha256 of `data`.
pub fn sha256_hex(data: &[u8]) -> String {
    hex(&Sha256::digest(data))
}

/// `bytes` as lower-case hex digits (a digest as manifests and reports write it).
pub fn hex(bytes: &[u8]) -> String {
    let mut s = String::with_capacity(bytes.len() * 2);
    for b in bytes {
        s.push(char::from(b"0123456789abcdef"[usize::from(b >> 4)]));
        s.push(char::from(b"0123456789abcdef"[usize::from(b & 15)]));
    }
    s
}

/// `bytes` as UTF-8 text without a leading byte-order mark; the error is the offset of
/// the first invalid byte.
pub fn into_text(bytes: Vec<u8>) -> Result<String, usize> {
    let bytes = match bytes.strip_prefix(b"\xEF\xBB\xBF") {
        Some(rest) => rest.to_vec(),
        None => bytes,
    };
    String::from_utf8(bytes).map_err(|e| e.utf8_error().valid_up_to())
}

/// Whether something (even a dangling link) exists at `rel` below `root`; links are not
/// followed, so an `ERRATA.yaml` that is a link counts as present and is then refused by
/// [`read`].
pub fn exists(root: &Path, rel: &str) -> bool {
    std::fs::symlink_metadata(root.join(rel)).is_ok()
}

/// The bytes of `rel` below `root` when they match `file`'s hash: a mismatch is refused
/// and the bytes are dropped.
pub fn read_checked(root: &Path, file: &FileRef) -> Result<Vec<u8>, Refusal> {
    let data = read(root, &file.path)?;
    let got = sha256_hex(&data);
    if got != file.sha256 {
        return Err(Refusal::Hash {
            rel: file.path.clone(),
            got,
            want: file.sha256.clone(),
        });
    }
    Ok(data)
}

/// The bytes of the regular file `rel` below `root` (the suite directory, which itself
/// may be reached through a link), following no symbolic link below `root`. For the
/// files that have no hash: the manifest itself and `ERRATA.yaml`.
pub fn read(root: &Path, rel: &str) -> Result<Vec<u8>, Refusal> {
    check_path(rel).map_err(Refusal::Path)?;
    let mut file = open_beneath(root, rel)?;
    let mut data = Vec::new();
    std::io::Read::read_to_end(&mut file, &mut data).map_err(|e| Refusal::Io {
        rel: rel.to_string(),
        error: e.to_string(),
    })?;
    Ok(data)
}

#[cfg(unix)]
fn open_beneath(root: &Path, rel: &str) -> Result<std::fs::File, Refusal> {
    use rustix::fs::{fstat, openat, FileType, Mode, OFlags, CWD};
    let io = |e: rustix::io::Errno| Refusal::Io {
        rel: rel.to_string(),
        error: std::io::Error::from(e).to_string(),
    };
    let base = OFlags::RDONLY | OFlags::CLOEXEC;
    let mut dir =
        openat(CWD, root, base | OFlags::DIRECTORY, Mode::empty()).map_err(|e| Refusal::Io {
            rel: rel.to_string(),
            error: format!(
                "cannot open the suite directory {}: {}",
                root.display(),
                std::io::Error::from(e)
            ),
        })?;
    let parts: Vec<&str> = rel.split('/').collect();
    let last = parts.len() - 1;
    for (i, part) in parts.iter().enumerate() {
        // NONBLOCK: opening a FIFO planted in the suite must not hang; it is refused below.
        let flags = if i == last {
            base | OFlags::NOFOLLOW | OFlags::NONBLOCK
        } else {
            base | OFlags::NOFOLLOW | OFlags::DIRECTORY
        };
        match openat(&dir, *part, flags, Mode::empty()) {
            Ok(fd) => dir = fd,
            Err(e) => return Err(classify(&dir, &parts, i).unwrap_or_else(|| io(e))),
        }
    }
    let stat = fstat(&dir).map_err(io)?;
    if FileType::from_raw_mode(stat.st_mode) != FileType::RegularFile {
        return Err(Refusal::NotAFile(rel.to_string()));
    }
    Ok(std::fs::File::from(dir))
}

/// Why opening component `i` of `parts` in `dir` failed, when the entry says it.
#[cfg(unix)]
fn classify(dir: &rustix::fd::OwnedFd, parts: &[&str], i: usize) -> Option<Refusal> {
    use rustix::fs::{statat, AtFlags, FileType};
    let rel = parts.join("/");
    match statat(dir, parts[i], AtFlags::SYMLINK_NOFOLLOW) {
        Ok(st) => match FileType::from_raw_mode(st.st_mode) {
            FileType::Symlink => Some(Refusal::Symlink {
                rel,
                link: parts[..=i].join("/"),
            }),
            FileType::Directory => None,
            // A file where a directory should be: the path names nothing.
            _ if i + 1 < parts.len() => Some(Refusal::Missing(rel)),
            _ => None,
        },
        Err(rustix::io::Errno::NOENT) => Some(Refusal::Missing(rel)),
        Err(_) => None,
    }
}

#[cfg(not(unix))]
fn open_beneath(root: &Path, rel: &str) -> Result<std::fs::File, Refusal> {
    // Without openat: every component is checked with symlink_metadata, then the file
    // is opened (a link swapped in between is not caught here).
    let mut cur = root.to_path_buf();
    let parts: Vec<&str> = rel.split('/').collect();
    for (i, part) in parts.iter().enumerate() {
        cur.push(part);
        match std::fs::symlink_metadata(&cur) {
            Ok(m) if m.file_type().is_symlink() => {
                return Err(Refusal::Symlink {
                    rel: rel.to_string(),
                    link: parts[..=i].join("/"),
                })
            }
            Ok(m) if i + 1 == parts.len() && !m.is_file() => {
                return Err(Refusal::NotAFile(rel.to_string()))
            }
            Ok(_) => {}
            Err(_) => return Err(Refusal::Missing(rel.to_string())),
        }
    }
    std::fs::File::open(&cur).map_err(|e| Refusal::Io {
        rel: rel.to_string(),
        error: e.to_string(),
    })
}

impl<'de> Deserialize<'de> for FileRef {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<FileRef, D::Error> {
        d.deserialize_any(FileRefVisitor)
    }
}

struct FileRefVisitor;

impl<'de> Visitor<'de> for FileRefVisitor {
    type Value = FileRef;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a file reference `{ path: …, sha256: … }`")
    }

    fn visit_str<E: de::Error>(self, v: &str) -> Result<FileRef, E> {
        Err(E::custom(format!(
            "the bare path `{v}` is refused: a file reference is `{{ path: …, sha256: … }}`, so that every file is hash-checked before use"
        )))
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<FileRef, A::Error> {
        let mut path: Option<String> = None;
        let mut sha256: Option<String> = None;
        while let Some(key) = map.next_key::<String>()? {
            let slot = match key.as_str() {
                "path" => &mut path,
                "sha256" => &mut sha256,
                other => {
                    return Err(de::Error::custom(format!(
                        "unknown field `{other}` in a file reference (expected `path` and `sha256`)"
                    )))
                }
            };
            if slot.is_some() {
                return Err(de::Error::custom(format!(
                    "`{key}` is given twice in a file reference"
                )));
            }
            *slot = Some(map.next_value()?);
        }
        let path = path.ok_or_else(|| de::Error::custom("a file reference needs a `path`"))?;
        let sha256 = sha256.ok_or_else(|| {
            de::Error::custom(format!(
                "`{path}` has no `sha256`: every file of a suite is hash-checked before use"
            ))
        })?;
        check_path(&path).map_err(de::Error::custom)?;
        check_sha256(&sha256).map_err(|m| de::Error::custom(format!("`{path}`: {m}")))?;
        Ok(FileRef { path, sha256 })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paths() {
        for bad in [
            "",
            "/etc/passwd",
            "../a",
            "a/../b",
            "./a",
            "a/./b",
            "a\\b",
            "c:/x",
            "a//b",
            "a/",
            "a\0b",
        ] {
            assert!(check_path(bad).is_err(), "{bad:?}");
        }
        assert!(check_path("cases/r/valid-ps_2_0-x.asm").is_ok());
        assert!(check_path("COVERAGE.md").is_ok());
    }

    #[test]
    fn hashes() {
        assert!(check_sha256(&sha256_hex(b"x")).is_ok());
        assert!(check_sha256(&sha256_hex(b"x").to_uppercase()).is_err());
        assert!(check_sha256("ab").is_err());
    }

    #[test]
    fn text_loses_its_bom() {
        assert_eq!(
            into_text(b"\xEF\xBB\xBFformat: 1".to_vec()).as_deref(),
            Ok("format: 1")
        );
        assert_eq!(into_text(b"ok\xFF".to_vec()), Err(2));
    }
}
