//! The manifest the generator writes and `verify-suite` reads: the types, readers and
//! writers of `shadercts-suite-files` (the one definition of the suite format, which
//! `run` reads too), and which format each suite version is written in.

pub use shadercts_suite_files::manifest::{
    jsonl_schemas, scalar, CaseExpect, CaseFiles, FileEntry, Manifest, ManifestCase, ManifestError,
    FORMAT,
};

/// The format a suite of `version` is written in: 2 for the versions published in
/// formats 1 and 2 (1.0.0 to 2.0.0, so that they regenerate byte for byte), 3 for the
/// other versions below 3.0.0 (2.1.0, 2.2.0 and `generate`'s unreleased 0.0.0), and
/// [`FORMAT`] (4: draw cases, execution levels) from 3.0.0 on.
pub fn format_for(version: &str) -> u32 {
    use super::publish::Semver;
    match Semver::parse(version) {
        Some(v) if v >= Semver(1, 0, 0) && v <= Semver(2, 0, 0) => 2,
        Some(v) if v >= Semver(3, 0, 0) => FORMAT,
        _ => 3,
    }
}
