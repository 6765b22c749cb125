//! The lock of released suites (`suites/RELEASES.yaml`, docs/suite-format.md
//! "Releases"): for each released version, the number of its files and one sha256 over
//! all of them, so that changing, adding or removing any file of a released suite is
//! caught (by a test, by `verify-suite`, and by `publish`, which refuses a version the
//! lock already lists).
//!
//! The tree hash covers every regular file below the version's folder except its
//! top-level `ERRATA.yaml`: errata are the one sanctioned change to a released suite.

use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};
use std::path::Path;

/// The lock's file name in the folder of versions.
pub const RELEASES: &str = "RELEASES.yaml";

/// The file of a released suite that may change after its release.
pub const ERRATA: &str = "ERRATA.yaml";

/// What the lock records of one released version.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Release {
    /// The version, `MAJOR.MINOR.PATCH` (the folder's name).
    pub version: String,
    /// The number of files covered by `tree_sha256`.
    pub files: usize,
    /// [`tree_sha256`] of the folder.
    pub tree_sha256: String,
}

/// The lock: every released version, oldest first.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Releases {
    /// The released versions.
    pub releases: Vec<Release>,
}

/// The head comment of the lock file.
const HEAD: &str =
    "# Released suites: frozen. Each entry is written by `shadercts publish`; a test and\n\
# `shadercts verify-suite` check that every file of a released folder (but its\n\
# ERRATA.yaml) still hashes to tree_sha256. Never edit an entry: fix a released\n\
# suite through its ERRATA.yaml or publish a new version (docs/suite-format.md).\n";

impl Releases {
    /// Parses the lock; the error says where it is malformed.
    pub fn parse(text: &str) -> Result<Releases, String> {
        let r: Releases = serde_saphyr::from_str(text).map_err(|e| e.to_string())?;
        for (k, a) in r.releases.iter().enumerate() {
            if r.releases[..k].iter().any(|b| b.version == a.version) {
                return Err(format!("version {} is listed twice", a.version));
            }
            crate::check_sha256(&a.tree_sha256)
                .map_err(|e| format!("version {}: {e}", a.version))?;
        }
        Ok(r)
    }

    /// Reads `suites_dir/RELEASES.yaml`; a missing file is an empty lock.
    pub fn load(suites_dir: &Path) -> Result<Releases, String> {
        let path = suites_dir.join(RELEASES);
        match std::fs::read_to_string(&path) {
            Ok(text) => Releases::parse(&text).map_err(|e| format!("{}: {e}", path.display())),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(Releases::default()),
            Err(e) => Err(format!("cannot read {}: {e}", path.display())),
        }
    }

    /// The entry of `version`, if it is released.
    pub fn get(&self, version: &str) -> Option<&Release> {
        self.releases.iter().find(|r| r.version == version)
    }

    /// The lock file's text: the head comment and one entry per version.
    pub fn render(&self) -> Result<String, String> {
        let body = serde_saphyr::to_string(self).map_err(|e| e.to_string())?;
        Ok(format!("{HEAD}{body}"))
    }
}

/// The tree hash of a suite folder and the number of files it covers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tree {
    /// Lower-case hex sha256 over the sorted lines `PATH NUL SHA256 LF` of every file.
    pub sha256: String,
    /// The number of files.
    pub files: usize,
}

/// Hashes every regular file below `dir` except its top-level [`ERRATA`]: the sha256 of
/// the lines `PATH\0SHA256\n` (path relative to `dir`, `/`-separated; the file's own
/// sha256), sorted by path. A symbolic link or any other non-regular entry is refused
/// (a released suite holds only files and folders).
pub fn tree_sha256(dir: &Path) -> Result<Tree, String> {
    let mut files: Vec<(String, String)> = Vec::new();
    walk(dir, "", &mut files)?;
    files.sort();
    let mut h = Sha256::new();
    for (path, sha) in &files {
        h.update(path.as_bytes());
        h.update([0]);
        h.update(sha.as_bytes());
        h.update([b'\n']);
    }
    Ok(Tree {
        sha256: crate::hex(&h.finalize()),
        files: files.len(),
    })
}

fn walk(dir: &Path, prefix: &str, out: &mut Vec<(String, String)>) -> Result<(), String> {
    let entries =
        std::fs::read_dir(dir).map_err(|e| format!("cannot list {}: {e}", dir.display()))?;
    for e in entries {
        let e = e.map_err(|e| format!("cannot list {}: {e}", dir.display()))?;
        let name = e.file_name();
        let Some(name) = name.to_str() else {
            return Err(format!(
                "{}: a file name that is not UTF-8",
                e.path().display()
            ));
        };
        let rel = if prefix.is_empty() {
            name.to_string()
        } else {
            format!("{prefix}/{name}")
        };
        let path = e.path();
        // `file_type` does not follow links: a link is neither a file nor a folder here.
        let ty = e
            .file_type()
            .map_err(|e| format!("{}: {e}", path.display()))?;
        if ty.is_dir() {
            walk(&path, &rel, out)?;
        } else if ty.is_file() {
            if rel == ERRATA {
                continue;
            }
            let bytes =
                std::fs::read(&path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
            out.push((rel, crate::sha256_hex(&bytes)));
        } else {
            return Err(format!(
                "{}: not a regular file or folder (a released suite holds only those)",
                path.display()
            ));
        }
    }
    Ok(())
}

/// Checks the released folder `suites_dir/version` against its entry in the lock: Ok
/// with `false` when the version is not released, Ok with `true` when it matches, else
/// the difference.
pub fn check_release(suites_dir: &Path, version: &str) -> Result<bool, String> {
    let lock = Releases::load(suites_dir)?;
    let Some(entry) = lock.get(version) else {
        return Ok(false);
    };
    let tree = tree_sha256(&suites_dir.join(version))?;
    if tree.sha256 != entry.tree_sha256 || tree.files != entry.files {
        return Err(format!(
            "released suite {version} was changed: its {} files hash to {}, but {} records \
             {} files hashing to {} (a released suite is frozen: fix it through its \
             ERRATA.yaml or publish a new version)",
            tree.files, tree.sha256, RELEASES, entry.files, entry.tree_sha256
        ));
    }
    Ok(true)
}
