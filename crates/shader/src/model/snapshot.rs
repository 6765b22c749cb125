//! The embedded tables as a binary snapshot: the records of the four YAML files, read
//! once when the command line is built (its build script) and stored with postcard, so
//! that start-up decodes them instead of parsing the YAML (a third of start-up).
//!
//! The snapshot holds the same records, positions included, that the YAML gives; they
//! are checked and indexed by the same code ([`super::load::from_tables`]), so every
//! message still names the file, line and column of the YAML text.

use super::load::{self, Tables};
use super::{Model, ModelError};

/// The snapshot of the tables read from `sources` (in the order of `MODEL_FILES`), or
/// the message saying why there is none (the YAML is broken).
pub fn encode(sources: &[(&str, &str); 4]) -> Result<Vec<u8>, String> {
    let tables = load::parse_sources(sources).map_err(|e| e.to_string())?;
    postcard::to_stdvec(&tables).map_err(|e| format!("cannot write the model snapshot: {e}"))
}

/// The model from a snapshot of `sources`; `None` if the bytes are not one (they come
/// from the build, so a caller falls back to the YAML).
pub fn decode(sources: &[(&str, &str); 4], bytes: &[u8]) -> Option<Result<Model, ModelError>> {
    let tables: Tables = postcard::from_bytes(bytes).ok()?;
    Some(load::from_tables(sources, tables))
}
