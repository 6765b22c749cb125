//! The fuzz targets, one module each, and the table that names them.
//!
//! Each module has `run(data)` (libFuzzer: panics on a finding), `check(data)` (returns
//! the finding; panics inside are caught) and `signature(text)` (how a shader fails
//! the target's oracle, for reduction).

pub mod decode_bytecode;
pub mod differential_mojoshader;
pub mod execute;
pub mod generator_oracle;
pub mod parse_text;
pub mod roundtrip;

use crate::finding::Finding;

/// A fuzz target as data: its name and entry points.
#[derive(Clone, Copy, Debug)]
pub struct Target {
    /// The name: the file in `fuzz/fuzz_targets/`, the corpus and artifact folder.
    pub name: &'static str,
    /// The oracle over a raw input, panics caught.
    pub check: fn(&[u8]) -> Result<(), Finding>,
    /// The same without skipping known open findings (what `open-` artifacts are
    /// replayed with; the same as `check` for all but `differential_mojoshader`).
    pub strict: fn(&[u8]) -> Result<(), Finding>,
    /// How a shader text fails the oracle (`None`: it does not), panics caught.
    pub signature: fn(&str) -> Option<String>,
    /// Whether inputs are token streams rather than text or generator data.
    pub bytecode: bool,
}

/// Every target.
pub const TARGETS: &[Target] = &[
    Target {
        name: "parse_text",
        check: parse_text::check,
        strict: parse_text::check,
        signature: parse_text::signature,
        bytecode: false,
    },
    Target {
        name: "decode_bytecode",
        check: decode_bytecode::check,
        strict: decode_bytecode::check,
        signature: decode_bytecode::signature,
        bytecode: true,
    },
    Target {
        name: "roundtrip",
        check: roundtrip::check,
        strict: roundtrip::check,
        signature: roundtrip::signature,
        bytecode: false,
    },
    Target {
        name: "generator_oracle",
        check: generator_oracle::check,
        strict: generator_oracle::check,
        signature: generator_oracle::signature,
        bytecode: false,
    },
    Target {
        name: "differential_mojoshader",
        check: differential_mojoshader::check,
        strict: differential_mojoshader::check_strict,
        signature: differential_mojoshader::signature,
        bytecode: false,
    },
    Target {
        name: "execute",
        check: execute::check,
        strict: execute::check,
        signature: execute::signature,
        bytecode: false,
    },
];

/// The target called `name`.
pub fn by_name(name: &str) -> Option<&'static Target> {
    TARGETS.iter().find(|t| t.name == name)
}

/// The signature of `check` on `data`, or `None` when it passes.
pub(crate) fn signature_of(result: Result<(), Finding>) -> Option<String> {
    result.err().map(|f| f.signature)
}
