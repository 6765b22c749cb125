//! `generator/execute-levels.yaml`: the native execution level of execute bindings
//! whose text a published suite has frozen (docs/execute-cases.md "Execution levels").
//! Each entry gives one input set of one binding its `native:` block, as if written
//! inline.

use super::raw::{RawExec, RawNative};
use crate::error::{GenError, Location};
use serde::Deserialize;
use serde_saphyr::Spanned;

/// Path of the file, for messages.
pub const PATH: &str = "generator/execute-levels.yaml";

/// The file's text (built into the generator).
const TEXT: &str = include_str!("../../execute-levels.yaml");

/// One entry: where the `native:` block goes.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawLevel {
    /// The binding file, as the execute source names it (`execute/textures.yaml`).
    pub file: String,
    /// The binding's `name`.
    pub binding: String,
    /// The input set's name.
    pub set: String,
    /// The native level of that set.
    pub native: RawNative,
}

/// The built-in file's text (hashed into `templates_sha256` from manifest format 4 on).
pub fn text() -> &'static str {
    TEXT
}

/// The entries of the built-in file.
pub fn entries() -> Result<Vec<Spanned<RawLevel>>, GenError> {
    parse(TEXT)
}

/// Parses an execute-levels file.
pub fn parse(text: &str) -> Result<Vec<Spanned<RawLevel>>, GenError> {
    serde_saphyr::from_str(text).map_err(|e| {
        let (line, col) = e
            .location()
            .map(|l| (l.line(), l.column()))
            .unwrap_or((0, 0));
        let msg = e.to_string();
        GenError::at(
            Location::new(PATH, line, col),
            msg.lines().next().unwrap_or(&msg).to_string(),
        )
    })
}

/// Moves the entries for `file` into its bindings' input sets. An entry naming a
/// binding or set the file does not have, or a set that already has `native:`, is an
/// error. Entries for other files are left in `levels`.
pub fn apply(
    file: &str,
    raw: &mut [Spanned<RawExec>],
    levels: &mut Vec<Spanned<RawLevel>>,
    errors: &mut Vec<GenError>,
) {
    let (mine, rest): (Vec<_>, Vec<_>) = std::mem::take(levels)
        .into_iter()
        .partition(|l| l.value.file == file);
    *levels = rest;
    for l in mine {
        let at = Location::from_yaml(PATH, l.referenced);
        let RawLevel {
            binding,
            set,
            native,
            ..
        } = l.value;
        let target = raw
            .iter_mut()
            .find(|b| b.value.name.value == binding)
            .and_then(|b| b.value.inputs.get_mut(&set));
        match target {
            None => errors.push(GenError::at(
                at,
                format!("{file} has no binding `{binding}` with an input set `{set}`"),
            )),
            Some(s) if s.value.native.is_some() => errors.push(GenError::at(
                at,
                format!("input set `{set}` of `{binding}` already has `native:` in {file}"),
            )),
            Some(s) => s.value.native = Some(native),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const BINDING: &str = "- name: k\n  op: texkill\n  code: \"texkill {{a}}\"\n  inputs:\n    kept: { a: [1, 1, 1, -1] }\n  expect: {}\n";

    fn raw(text: &str) -> Vec<Spanned<RawExec>> {
        serde_saphyr::from_str(text).unwrap_or_else(|e| panic!("{e}"))
    }

    #[test]
    fn the_built_in_file_parses() {
        let e = entries().unwrap_or_else(|e| panic!("{e}"));
        assert!(e.iter().any(|l| l.value.binding == "texkill"));
    }

    #[test]
    fn an_entry_lands_on_its_set_or_is_an_error() {
        let entry = |b: &str, s: &str| {
            format!("- file: execute/x.yaml\n  binding: {b}\n  set: {s}\n  native: {{ facts: [nx.texkill-w], discarded: true }}\n")
        };
        let mut r = raw(BINDING);
        let mut levels = parse(&entry("k", "kept")).unwrap_or_else(|e| panic!("{e}"));
        let mut errors = Vec::new();
        apply("execute/other.yaml", &mut r, &mut levels, &mut errors);
        assert_eq!(levels.len(), 1, "another file's entry stays");
        apply("execute/x.yaml", &mut r, &mut levels, &mut errors);
        assert!(errors.is_empty() && levels.is_empty());
        let native = r[0].value.inputs["kept"].value.native.as_ref();
        assert_eq!(native.and_then(|n| n.discarded), Some(true));
        // Twice: the set has `native:` already.
        let mut levels = parse(&entry("k", "kept")).unwrap_or_else(|e| panic!("{e}"));
        apply("execute/x.yaml", &mut r, &mut levels, &mut errors);
        assert!(
            errors[0].to_string().contains("already has `native:`"),
            "{errors:?}"
        );
        // An unknown set.
        let mut errors = Vec::new();
        let mut levels = parse(&entry("k", "gone")).unwrap_or_else(|e| panic!("{e}"));
        apply("execute/x.yaml", &mut r, &mut levels, &mut errors);
        assert!(errors[0]
            .to_string()
            .contains("no binding `k` with an input set `gone`"));
    }
}
