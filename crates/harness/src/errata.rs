//! `ERRATA.yaml` beside a published suite's manifest (docs/suite-format.md, "Errata"),
//! read with the one reader the generator's `verify-suite` uses too (`shadercts-errata`).

use crate::error::{Error, Result};
use crate::yaml;
use std::collections::{BTreeMap, HashSet};
use std::path::Path;

pub use shadercts_errata::{Withdrawal, ERRATA, FORMAT as ERRATA_FORMAT};

/// Reads the errata at `path` of the suite `suite` whose case ids are `ids`: the
/// withdrawals by case id. Every problem is refused as `FILE:LINE:COLUMN: message`.
pub fn read(path: &Path, suite: &str, ids: &HashSet<&str>) -> Result<BTreeMap<String, Withdrawal>> {
    parse(path, &yaml::read_text(path)?, suite, ids)
}

/// [`read`] on text that came from `path` (as [`yaml::text`] gives it: without a
/// byte-order mark).
pub fn parse(
    path: &Path,
    text: &str,
    suite: &str,
    ids: &HashSet<&str>,
) -> Result<BTreeMap<String, Withdrawal>> {
    shadercts_errata::parse(text, suite, &|id| ids.contains(id))
        .map_err(|p| Error::new(p.in_file(path)))
}
