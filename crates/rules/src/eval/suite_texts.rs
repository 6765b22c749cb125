//! The published suite's text cases, for the tests that compare two evaluations of the
//! same rules on real programs.

use crate::facts::Facts;
use crate::RuleSet;
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

/// Calls `f` with the path, facts and profile index of every `step`-th text case that
/// parses in a profile the model knows.
pub(super) fn for_each_program(rs: &RuleSet, step: usize, mut f: impl FnMut(&Path, &Facts, usize)) {
    for path in suite_texts().iter().step_by(step) {
        let Ok(text) = std::fs::read_to_string(path) else {
            continue;
        };
        let Ok(program) = shadercts_shader::text::parse(&text, rs.model()) else {
            continue;
        };
        let facts = rs.facts(&program, Some(&text));
        if let Some(p) = facts.profile_index {
            f(path, &facts, p);
        }
    }
}
