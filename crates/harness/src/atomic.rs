//! Writing output files atomically (`shadercts_cleanup::write_file`: a temporary file
//! and a rename, the old file or nothing on failure or Ctrl-C, the umask's mode for a new
//! file, a replaced file's mode kept, devices and pipes written in place), with the
//! harness's error type.

use crate::error::{Error, Result};
use std::path::Path;

/// Writes `data` to `path` atomically, with the bare I/O error (the one atomic file
/// writer, in `shadercts_cleanup` so that the generator uses it too).
pub use shadercts_cleanup::write_file;

/// Writes `data` to `path` atomically (reports' and the CLI's outputs).
pub fn write(path: &Path, data: &[u8]) -> Result<()> {
    write_file(path, data).map_err(|e| Error::io("write", path, &e))
}

#[cfg(test)]
mod tests {
    use super::write_file;

    #[test]
    fn a_regular_file_is_replaced_whole() {
        let dir = tempfile::tempdir().expect("a temporary directory");
        let p = dir.path().join("out.bin");
        std::fs::write(&p, b"old contents, longer than the new").expect("seed file");
        write_file(&p, b"new").expect("write");
        assert_eq!(std::fs::read(&p).expect("read back"), b"new");
        // Nothing but the output is left in the directory (no temporary file).
        assert_eq!(std::fs::read_dir(dir.path()).expect("list").count(), 1);
    }

    #[cfg(unix)]
    #[test]
    fn a_device_is_written_in_place_not_replaced() {
        use std::os::unix::fs::FileTypeExt;
        let null = std::path::Path::new("/dev/null");
        let before = std::fs::metadata(null).expect("/dev/null exists");
        if !before.file_type().is_char_device() {
            // The machine's /dev/null is already broken; nothing to protect here.
            return;
        }
        write_file(null, b"discarded").expect("writing to /dev/null succeeds");
        let after = std::fs::metadata(null).expect("/dev/null still exists");
        assert!(after.file_type().is_char_device(), "/dev/null was replaced");
    }

    #[test]
    fn a_missing_directory_is_an_error() {
        let dir = tempfile::tempdir().expect("a temporary directory");
        let p = dir.path().join("missing").join("out.bin");
        assert!(write_file(&p, b"x").is_err());
    }
}
