//! Problems found while generating: each names where it comes from (a file and line,
//! or a template and its parameters) so that the author can fix the input.

use std::fmt;

/// A place in a generator input file (1-based line and column; 0 when unknown).
#[derive(Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Location {
    /// Path of the file, relative to the generator crate (`bindings/oc.yaml`).
    pub file: String,
    /// 1-based line, 0 when unknown.
    pub line: u64,
    /// 1-based column, 0 when unknown.
    pub column: u64,
}

impl Location {
    /// A location in `file` at `line`:`column`.
    pub fn new(file: impl Into<String>, line: u64, column: u64) -> Location {
        Location {
            file: file.into(),
            line,
            column,
        }
    }

    /// A location from a serde-saphyr location inside `file`.
    pub fn from_yaml(file: &str, loc: serde_saphyr::Location) -> Location {
        Location::new(file, loc.line(), loc.column())
    }
}

impl fmt::Display for Location {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.line, self.column) {
            (0, _) => f.write_str(&self.file),
            (l, 0) => write!(f, "{}:{l}", self.file),
            (l, c) => write!(f, "{}:{l}:{c}", self.file),
        }
    }
}

/// One problem of the generator's input or of a generated case.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct GenError {
    /// Where (file:line:col), when known.
    pub at: Option<Location>,
    /// What is wrong; may span several lines.
    pub message: String,
}

impl GenError {
    /// An error at a location.
    pub fn at(at: Location, message: impl Into<String>) -> GenError {
        GenError {
            at: Some(at),
            message: message.into(),
        }
    }

    /// An error with no location.
    pub fn new(message: impl Into<String>) -> GenError {
        GenError {
            at: None,
            message: message.into(),
        }
    }
}

impl GenError {
    /// A YAML syntax or shape error in `file`, at its line and column, with the
    /// message's first line (without serde-saphyr's own position prefix).
    pub fn from_yaml(file: &str, e: &serde_saphyr::Error) -> GenError {
        let (line, col) = e
            .location()
            .map(|l| (l.line(), l.column()))
            .unwrap_or((0, 0));
        let msg = e.to_string();
        let first = msg.lines().next().unwrap_or(&msg);
        let rest = first.strip_prefix("error: ").unwrap_or(first);
        let text = match rest.strip_prefix("line ").and_then(|r| r.split_once(": ")) {
            Some((pos, m)) if pos.contains(" column ") => m.to_string(),
            _ => rest.to_string(),
        };
        GenError::at(Location::new(file, line, col), text)
    }
}

impl fmt::Display for GenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.at {
            Some(at) => write!(f, "{at}: {}", self.message),
            None => f.write_str(&self.message),
        }
    }
}

impl std::error::Error for GenError {}

/// Joins errors one per line (for messages and test assertions).
pub fn join(errors: &[GenError]) -> String {
    errors
        .iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join("\n")
}
