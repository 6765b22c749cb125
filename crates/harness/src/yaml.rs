//! Reading the harness's YAML inputs (manifest, mapping, expectations) with located errors.

use crate::error::{Error, Result};
use serde::de::DeserializeOwned;
use serde_saphyr::Location;
use std::path::Path;

/// Reads and parses a YAML file; errors read `FILE:LINE:COL: message`.
pub fn read<T: DeserializeOwned>(path: &Path) -> Result<T> {
    parse(path, &read_text(path)?)
}

/// Reads a file that must be UTF-8 text.
pub fn read_text(path: &Path) -> Result<String> {
    let bytes = std::fs::read(path).map_err(|e| Error::io("read", path, &e))?;
    String::from_utf8(bytes).map_err(|e| {
        Error::new(format!(
            "{}: not UTF-8 text (invalid byte at offset {})",
            path.display(),
            e.utf8_error().valid_up_to()
        ))
    })
}

/// Parses YAML text that came from `path`.
///
/// serde-saphyr's default resource budget (250,000 nodes) is far below a published
/// manifest (about a million nodes for 25,000 cases), so the budget grows with the
/// text: the limits still bound the work per input byte.
pub fn parse<T: DeserializeOwned>(path: &Path, text: &str) -> Result<T> {
    let options = shadercts_shader::model::options_for_size(text);
    serde_saphyr::from_str_with_options::<T>(text, options).map_err(|e| {
        let message = e.to_string();
        let first = shadercts_shader::model::yaml_headline(&message);
        match e.location() {
            Some(loc) => located(path, &loc, first),
            None => Error::new(format!("{}: {first}", path.display())),
        }
    })
}

/// An error at a YAML location of `path`.
pub fn located(path: &Path, loc: &Location, message: &str) -> Error {
    Error::new(format!(
        "{}:{}:{}: {message}",
        path.display(),
        loc.line(),
        loc.column()
    ))
}
