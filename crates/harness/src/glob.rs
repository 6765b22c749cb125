//! Glob patterns over case and rule ids: `*` matches any run of characters (including
//! `/` and `.`), `?` one character; everything else matches itself. Matching is
//! globset's; its other syntax (`[…]`, `{a,b}`) is escaped, so that every string stays a
//! pattern and an id with brackets or braces matches itself. globset matches bytes, so
//! `?` is one byte: one character of the ASCII ids the generator writes.

use globset::{GlobBuilder, GlobMatcher};

/// A compiled glob.
#[derive(Clone, Debug)]
pub struct Glob {
    /// `None` only if globset refused the escaped pattern (it cannot): then literal match.
    matcher: Option<GlobMatcher>,
    text: String,
}

impl PartialEq for Glob {
    fn eq(&self, other: &Glob) -> bool {
        self.text == other.text
    }
}

impl Eq for Glob {}

/// `pattern` in globset's syntax: `*` and `?` kept (a run of `*` is one `*`, which
/// matches the same and is never globset's `**`), every other character literal.
fn globset_pattern(pattern: &str) -> String {
    let mut out = String::with_capacity(pattern.len());
    let mut literal = String::new();
    for c in pattern.chars() {
        if c == '*' || c == '?' {
            out.push_str(&globset::escape(&std::mem::take(&mut literal)));
            if !(c == '*' && out.ends_with('*')) {
                out.push(c);
            }
        } else {
            literal.push(c);
        }
    }
    out.push_str(&globset::escape(&literal));
    out
}

impl Glob {
    /// Compiles a pattern (never fails: every string is a pattern).
    pub fn new(pattern: &str) -> Glob {
        let matcher = GlobBuilder::new(&globset_pattern(pattern))
            .literal_separator(false)
            .backslash_escape(false)
            .build()
            .ok()
            .map(|g| g.compile_matcher());
        Glob {
            matcher,
            text: pattern.to_string(),
        }
    }

    /// The pattern as written.
    pub fn as_str(&self) -> &str {
        &self.text
    }

    /// Whether the whole of `s` matches.
    pub fn matches(&self, s: &str) -> bool {
        match &self.matcher {
            Some(m) => m.is_match(s),
            None => s == self.text,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Glob;

    #[test]
    fn matching() {
        let g = Glob::new("ps.oC.*/invalid/*");
        assert!(g.matches("ps.oC.mov-only/invalid/ps_2_0/op-add"));
        assert!(!g.matches("ps.oC.mov-only/valid/ps_2_0/op-mov"));
        assert!(Glob::new("*").matches(""));
        assert!(Glob::new("a?c").matches("abc"));
        assert!(!Glob::new("a?c").matches("ac"));
        assert!(Glob::new("exact").matches("exact"));
        assert!(!Glob::new("exact").matches("exactly"));
        assert!(Glob::new("*a*b*").matches("xxaxxbxx"));
        assert!(!Glob::new("*a*b").matches("xxaxxbxxc"));
    }

    #[test]
    fn globset_syntax_other_than_star_and_question_mark_is_literal() {
        assert!(Glob::new("a[bc]d").matches("a[bc]d"));
        assert!(!Glob::new("a[bc]d").matches("abd"));
        assert!(Glob::new("{a,b}").matches("{a,b}"));
        assert!(!Glob::new("{a,b}").matches("a"));
        assert!(Glob::new(r"a\*").matches(r"a\xyz"));
        assert!(Glob::new("[").matches("["));
        assert!(Glob::new("a]*").matches("a]z"));
    }

    #[test]
    fn stars_and_question_marks_cross_slashes_and_dots() {
        assert!(Glob::new("**").matches("a/b/c"));
        assert!(Glob::new("a/**/c").matches("a/c") == Glob::new("a/*/c").matches("a/c"));
        assert!(Glob::new("a**z").matches("a/b.c/z"));
        assert!(Glob::new("a?b").matches("a/b"));
        assert!(Glob::new(".*").matches(".hidden/x"));
        assert!(!Glob::new("?").matches("ab"));
        assert!(Glob::new("é?").matches("éx"));
        assert_eq!(Glob::new("x*"), Glob::new("x*"));
    }
}
