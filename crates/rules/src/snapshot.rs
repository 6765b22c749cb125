//! The embedded rule files as a binary snapshot: their records, read once when the
//! command line is built (its build script) and stored with postcard, so that start-up
//! decodes them instead of parsing the YAML (most of every command's start-up).
//!
//! The records keep the line and column of every value, and they are compiled by the
//! same code as the YAML's ([`crate::load`]), so every message about a rule still names
//! its file, line and column.

use crate::load::{self, embedded_sources};
use crate::schema::RuleEntry;
use crate::{RuleError, RuleSet};
use shadercts_shader::Model;

/// The snapshot of the embedded rule files, or the message saying why there is none
/// (a file's YAML is broken).
pub fn encode_embedded() -> Result<Vec<u8>, String> {
    let mut entries: Vec<Vec<RuleEntry>> = Vec::new();
    let mut broken = String::new();
    for parsed in load::parse_all(&embedded_sources()) {
        match parsed {
            Ok(e) => entries.push(e),
            Err(d) => broken.push_str(&d.to_string()),
        }
    }
    if !broken.is_empty() {
        return Err(broken);
    }
    postcard::to_stdvec(&entries).map_err(|e| format!("cannot write the rules snapshot: {e}"))
}

/// The embedded rules compiled from `snapshot` (written by [`encode_embedded`] from the
/// same files); `None` if the bytes are not one, so that a caller falls back to the YAML.
pub fn decode_embedded(snapshot: &[u8], model: &Model) -> Option<Result<RuleSet, RuleError>> {
    let entries: Vec<Vec<RuleEntry>> = postcard::from_bytes(snapshot).ok()?;
    let sources = embedded_sources();
    // A snapshot of other files (a stale build) is not used.
    if entries.len() != sources.len() {
        return None;
    }
    Some(load::compile_parsed(
        &sources,
        entries.into_iter().map(Ok).collect(),
        model,
    ))
}
