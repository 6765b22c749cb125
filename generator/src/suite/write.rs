//! Writing a suite's files into a fresh directory, all or nothing: the files go into a
//! temporary directory beside the target, which is renamed into place at the end (an
//! interrupting signal removes the temporary directory: `shadercts_cleanup`). A write
//! error (a full disk, `ulimit -f`: SIGXFSZ is caught, so the write fails with EFBIG)
//! removes it too, when the staging folder's guard is dropped.

use super::layout::Suite;
use rayon::prelude::*;
use shadercts_cleanup::io_message as msg;
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

/// Writes every file of `suite` under the (existing, empty) staging folder `dir`.
///
/// Nothing here ever creates `dir` itself: after a signal the handler removes it while
/// this may still run, and `create_dir_all` would bring it back (the debris it was
/// removed to avoid). Folders are made one level at a time below `dir` and files with
/// `fs::write`, both of which fail once `dir` is gone.
fn write_files(suite: &Suite, dir: &Path) -> Result<(), String> {
    // Every folder below `dir` that holds a file, and its ancestors; in sorted order a
    // parent comes before its children.
    let dirs: BTreeSet<&Path> = suite
        .files
        .keys()
        .flat_map(|p| Path::new(p).ancestors().skip(1))
        .filter(|d| !d.as_os_str().is_empty())
        .collect();
    for d in dirs {
        if shadercts_cleanup::interrupted() {
            return Err("interrupted".to_string());
        }
        let path = dir.join(d);
        match std::fs::create_dir(&path) {
            Ok(()) => {}
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists && path.is_dir() => {}
            Err(e) => return Err(format!("cannot create {}: {}", path.display(), msg(&e))),
        }
    }
    let files: Vec<(&String, &Vec<u8>)> = suite.files.iter().collect();
    files.par_iter().try_for_each(|(p, bytes)| {
        // After a signal the handler is removing `dir`: stop writing into it.
        if shadercts_cleanup::interrupted() {
            return Err("interrupted".to_string());
        }
        let path = dir.join(p);
        std::fs::write(&path, bytes)
            .map_err(|e| format!("cannot write {}: {}", path.display(), msg(&e)))
    })
}

/// Writes `suite` into `target` through a temporary directory beside it and a rename,
/// so that a failure leaves nothing behind. `target` must not exist, or be an empty
/// directory (which is replaced).
pub fn write_atomically(suite: &Suite, target: &Path) -> Result<(), String> {
    if let Ok(meta) = std::fs::symlink_metadata(target) {
        let empty_dir = meta.is_dir()
            && std::fs::read_dir(target)
                .map(|mut d| d.next().is_none())
                .unwrap_or(false);
        if !empty_dir {
            return Err(format!(
                "{} already exists; refusing to overwrite it",
                target.display()
            ));
        }
    }
    let parent = match target.parent() {
        Some(p) if !p.as_os_str().is_empty() => p.to_path_buf(),
        _ => PathBuf::from("."),
    };
    std::fs::create_dir_all(&parent)
        .map_err(|e| format!("cannot create {}: {}", parent.display(), msg(&e)))?;
    // Registered in the cleanup set: an interrupting signal removes the staging folder.
    let (tmp, tracked) = shadercts_cleanup::track_path(
        || {
            tempfile::Builder::new()
                .prefix(".shadercts-suite-")
                .tempdir_in(&parent)
        },
        |t| t.path().to_path_buf(),
    )
    .map_err(|e| {
        format!(
            "cannot create a temporary directory in {}: {}",
            parent.display(),
            msg(&e)
        )
    })?;
    if let Err(e) = write_files(suite, tmp.path()) {
        // A write the signal handler cut short: exit with its code, not this error.
        shadercts_cleanup::wait_if_interrupted();
        // `tmp` is removed when it goes out of scope, right after this.
        return Err(format!(
            "{e} (nothing was written at {}; the partial copy was removed)",
            target.display()
        ));
    }
    // Never after a signal: a rename racing the handler's removal of the staging folder
    // could leave a half-removed suite at `target`.
    shadercts_cleanup::commit(tracked, || {
        if target.is_dir() {
            // The empty directory checked above.
            std::fs::remove_dir(target)
                .map_err(|e| format!("cannot replace {}: {}", target.display(), msg(&e)))?;
        }
        std::fs::rename(tmp.path(), target).map_err(|e| {
            format!(
                "cannot move {} to {}: {}",
                tmp.path().display(),
                target.display(),
                msg(&e)
            )
        })
    })?;
    // The directory now lives at `target`; nothing is left for the guard to delete.
    let _ = tmp.keep();
    Ok(())
}
