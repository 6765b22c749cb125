//! The published suite's text cases, for the tests that compare two evaluations of the
//! same rules on real programs.

use std::path::{Path, PathBuf};

/// The `.asm` files of the published suite, sorted.
pub(super) fn suite_texts() -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../suites/1.1.0/cases");
    let list = |d: &Path| -> Vec<PathBuf> {
        let mut v: Vec<PathBuf> = std::fs::read_dir(d)
            .map(|d| d.filter_map(|e| e.ok().map(|e| e.path())).collect())
            .unwrap_or_default();
        v.sort();
        v
    };
    list(&root)
        .iter()
        .flat_map(|d| list(d))
        .filter(|p| p.extension().is_some_and(|e| e == "asm"))
        .collect()
}
