//! Reading the harness's YAML inputs (manifest, mapping, expectations) with located errors.

use crate::error::{Error, Result};
use serde::de::DeserializeOwned;
use serde_saphyr::Location;
use std::path::Path;

/// Reads and parses a YAML file; errors read `FILE:LINE:COL: message`.
pub fn read<T: DeserializeOwned>(path: &Path) -> Result<T> {
    parse(path, &read_text(path)?)
}

/// Reads a file that must be UTF-8 text (a leading byte-order mark is dropped).
pub fn read_text(path: &Path) -> Result<String> {
    let bytes = std::fs::read(path).map_err(|e| Error::io("read", path, &e))?;
    text(path, bytes)
}

/// The bytes read from `path` as UTF-8 text, without a leading byte-order mark.
pub fn text(path: &Path, bytes: Vec<u8>) -> Result<String> {
    shadercts_suite_files::into_text(bytes).map_err(|at| {
        Error::new(format!(
            "{}: not UTF-8 text (invalid byte at offset {at})",
            path.display()
        ))
    })
}

/// Parses YAML text that came from `path`.
///
/// serde-saphyr's default resource budget (250,000 nodes) is far below a published
/// manifest (about a million nodes for 25,000 cases), so the budget grows with the
/// text: the limits still bound the work per input byte.
pub fn parse<T: DeserializeOwned>(path: &Path, text: &str) -> Result<T> {
    // Editors on Windows save a byte-order mark; it is not part of the YAML.
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
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
