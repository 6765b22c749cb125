//! The comment header at the top of every case's assembly file, repeating its id, kind
//! and expectation so that the file can be read on its own.

use crate::case::Expectation;

/// One case that a file belongs to, for its header.
pub struct HeaderLine<'a> {
    /// The case id.
    pub id: &'a str,
    /// `validate`, `assemble`, `link`.
    pub kind: &'a str,
    /// `valid`, `invalid [rule]`, `the tokens of x.bin`.
    pub expect: String,
}

/// The header: one `// case:` and one `// expect:` line per case, then origin and stage.
pub fn header(cases: &[HeaderLine<'_>], origin: &str, stage: Option<&str>) -> String {
    let mut s = String::new();
    for c in cases {
        s.push_str(&format!("// case: {} ({})\n", c.id, c.kind));
        s.push_str(&format!("// expect: {}\n", c.expect));
    }
    if let Some(st) = stage {
        s.push_str(&format!("// stage: {st}\n"));
    }
    s.push_str(&format!("// origin: {}\n", one_line(origin)));
    s
}

/// `valid` / `invalid [a, b]`, and for a case that breaks only documented-level rules
/// `invalid [a] (documented level; valid at the native level)`.
pub fn verdict(e: &Expectation, documented_only: bool) -> String {
    if documented_only {
        format!("{e} (documented level; valid at the native level)")
    } else {
        e.to_string()
    }
}

/// Keeps a text on one comment line.
fn one_line(s: &str) -> String {
    s.replace(['\n', '\r'], " ")
}

/// Number of lines of a header (to map file lines back to rendered lines).
pub fn line_count(header: &str) -> usize {
    header.bytes().filter(|&b| b == b'\n').count()
}
