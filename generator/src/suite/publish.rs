//! Publishing a version: `suites/X.Y.Z/`, never overwriting one, and finding the
//! previous version to write the changelog against.

use super::layout::Suite;
use super::manifest::Manifest;
use super::write::write_atomically;
use shadercts_cleanup::lock::{self, LockError};
use shadercts_suite_files::releases::{tree_sha256, Release, Releases, RELEASES};
use std::path::{Path, PathBuf};
use std::time::Duration;

/// A semantic version `MAJOR.MINOR.PATCH` (pre-release and build suffixes are refused).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Semver(pub u64, pub u64, pub u64);

impl Semver {
    /// Parses `1.2.3` (no leading zeros, no suffix).
    pub fn parse(s: &str) -> Option<Semver> {
        let parts: Vec<&str> = s.split('.').collect();
        if parts.len() != 3 {
            return None;
        }
        let num = |p: &str| -> Option<u64> {
            let ok = !p.is_empty()
                && p.bytes().all(|b| b.is_ascii_digit())
                && (p == "0" || !p.starts_with('0'));
            if ok {
                p.parse().ok()
            } else {
                None
            }
        };
        Some(Semver(num(parts[0])?, num(parts[1])?, num(parts[2])?))
    }
}

impl std::fmt::Display for Semver {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}.{}.{}", self.0, self.1, self.2)
    }
}

/// The highest version below `version` published in `suites_dir`, with its manifest.
pub fn previous(suites_dir: &Path, version: Semver) -> Result<Option<Manifest>, String> {
    let Ok(entries) = std::fs::read_dir(suites_dir) else {
        return Ok(None);
    };
    let mut best: Option<Semver> = None;
    for e in entries.flatten() {
        let name = e.file_name().to_string_lossy().into_owned();
        let is_dir = e.file_type().map(|t| t.is_dir()).unwrap_or(false);
        if let (true, Some(v)) = (is_dir, Semver::parse(&name)) {
            if v < version && best.is_none_or(|b| v > b) {
                best = Some(v);
            }
        }
    }
    let Some(v) = best else {
        return Ok(None);
    };
    super::verify::read_dir_manifest(&suites_dir.join(v.to_string()))
        .map(Some)
        .map_err(|e| format!("cannot read the previous version's manifest: {e}"))
}

/// Refuses a version that is not semver or already published.
pub fn check_new(suites_dir: &Path, version: &str) -> Result<Semver, String> {
    let v = Semver::parse(version)
        .ok_or_else(|| format!("`{version}` is not a version MAJOR.MINOR.PATCH"))?;
    let target = suites_dir.join(version);
    if std::fs::symlink_metadata(&target).is_ok() {
        return Err(format!(
            "{} already exists: a published version is never overwritten; choose a new version",
            target.display()
        ));
    }
    let lock = Releases::load(suites_dir)?;
    if lock.get(version).is_some() {
        return Err(format!(
            "{version} is already released ({} in {} lists it): a released version is \
             never published again; choose a new version",
            RELEASES,
            suites_dir.display()
        ));
    }
    Ok(v)
}

/// Writes `suite` as `suites_dir/<its version>/`, refusing an existing version; all or
/// nothing (see [`write_atomically`]).
pub fn publish(suites_dir: &Path, suite: &Suite) -> Result<PathBuf, String> {
    let version = &suite.manifest.suite;
    check_new(suites_dir, version)?;
    let target = suites_dir.join(version);
    write_atomically(suite, &target)?;
    lock_release(suites_dir, version).map_err(|e| {
        format!(
            "{} was written, but {RELEASES} could not be updated: {e} (add the version \
             to it before using the suite)",
            target.display()
        )
    })?;
    Ok(target)
}

/// How long `publish` waits for another `publish` to finish updating [`RELEASES`] (that
/// takes a second or so: hashing one suite and writing a small file).
const RELEASES_WAIT: Duration = Duration::from_secs(120);

/// Adds the just-written `suites_dir/version` to the lock of released suites, written
/// atomically (all or nothing; the lock keeps its mode). The read, change and write
/// happen under an exclusive lock (see [`lock_releases`]), so two `publish` at once
/// both land in it (before, one entry could be lost).
fn lock_release(suites_dir: &Path, version: &str) -> Result<(), String> {
    let path = suites_dir.join(RELEASES);
    let _lock = lock_releases(suites_dir)?;
    let mut lock = Releases::load(suites_dir)?;
    if lock.get(version).is_some() {
        return Err(format!(
            "another publish released {version} at the same time (it is already in {})",
            path.display()
        ));
    }
    let tree = tree_sha256(&suites_dir.join(version))?;
    let release = Release {
        version: version.to_string(),
        files: tree.files,
        tree_sha256: tree.sha256,
    };
    // Oldest first: a version published while a lower one was in flight goes after it.
    let new = Semver::parse(version);
    let at = lock
        .releases
        .iter()
        .position(|r| new.is_some() && Semver::parse(&r.version) > new)
        .unwrap_or(lock.releases.len());
    lock.releases.insert(at, release);
    let text = lock.render()?;
    shadercts_cleanup::write_file(&path, text.as_bytes()).map_err(|e| {
        format!(
            "cannot write {}: {}",
            path.display(),
            shadercts_cleanup::io_message(&e)
        )
    })?;
    Ok(())
}

/// Takes the exclusive lock of [`RELEASES`], held while the returned file is open,
/// waiting at most [`RELEASES_WAIT`] for another `publish`. On Unix the folder of versions
/// itself is locked (`RELEASES.yaml` is replaced by a rename, so it cannot hold a lock,
/// and a lock file would be litter in a folder under version control); elsewhere a lock
/// file beside it.
fn lock_releases(suites_dir: &Path) -> Result<std::fs::File, String> {
    #[cfg(unix)]
    let (what, opened) = (suites_dir.to_path_buf(), std::fs::File::open(suites_dir));
    #[cfg(not(unix))]
    let (what, opened) = {
        let p = suites_dir.join(format!(".{RELEASES}.lock"));
        let f = std::fs::OpenOptions::new()
            .create(true)
            .truncate(false)
            .write(true)
            .open(&p);
        (p, f)
    };
    let file = opened.map_err(|e| {
        format!(
            "cannot lock {}: {}",
            what.display(),
            shadercts_cleanup::io_message(&e)
        )
    })?;
    lock::exclusive_within(&file, RELEASES_WAIT).map_err(|e| match e {
        LockError::Held(_) => format!(
            "another shadercts publish{} has been updating {} for more than {} s; \
             run this publish again once it is done",
            e.holder(),
            suites_dir.join(RELEASES).display(),
            RELEASES_WAIT.as_secs()
        ),
        LockError::Io(io) => format!(
            "cannot lock {}: {}",
            what.display(),
            shadercts_cleanup::io_message(&io)
        ),
    })?;
    Ok(file)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn semver() {
        assert_eq!(Semver::parse("1.0.0"), Some(Semver(1, 0, 0)));
        assert_eq!(Semver::parse("10.20.3"), Some(Semver(10, 20, 3)));
        for bad in [
            "1.0",
            "1.0.0.0",
            "01.0.0",
            "1.0.x",
            "",
            "1..0",
            "1.0.0-rc1",
            "../1.0.0",
        ] {
            assert_eq!(Semver::parse(bad), None, "{bad}");
        }
        assert!(Semver(1, 2, 0) < Semver(1, 10, 0));
    }
}
