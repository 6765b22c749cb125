//! Command templates of process backends: `my-asm {input} -o {output}` split into
//! words (POSIX shell quoting through shell-words, no shell) with placeholders
//! substituted per word.

use crate::error::{Error, Result};
use std::collections::BTreeMap;

/// The placeholders a template may use.
pub const PLACEHOLDERS: [&str; 10] = [
    "input", "output", "kind", "profile", "op", "vs", "ps", "case", "inputs", "scene",
];

/// A parsed command template.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Template {
    words: Vec<String>,
}

/// Splits a command line into words as a POSIX shell would, without running one
/// (shell-words): whitespace separates; `'…'` is literal; in `"…"` a backslash escapes
/// `"`, `\\`, `$` and `` ` `` only; outside quotes it escapes any character; a word
/// starting with `#` begins a comment.
fn split_words(s: &str) -> Result<Vec<String>> {
    shell_words::split(s).map_err(|_| Error::new(format!("unterminated quote in command `{s}`")))
}

/// The placeholder names used in `word`, or an error for an unknown one.
fn placeholders_in(word: &str) -> Result<Vec<String>> {
    let mut found = Vec::new();
    let mut rest = word;
    while let Some(open) = rest.find('{') {
        let after = &rest[open + 1..];
        let Some(close) = after.find('}') else { break };
        let name = &after[..close];
        if PLACEHOLDERS.contains(&name) {
            found.push(name.to_string());
        } else if name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') && !name.is_empty() {
            return Err(Error::new(format!(
                "unknown placeholder {{{name}}} in command (known: {})",
                PLACEHOLDERS.map(|p| format!("{{{p}}}")).join(" ")
            )));
        }
        rest = &after[close + 1..];
    }
    Ok(found)
}

impl Template {
    /// Parses a template; it must name a program, and use only known placeholders.
    pub fn parse(s: &str) -> Result<Template> {
        let words = split_words(s)?;
        if words.is_empty() {
            return Err(Error::new("empty command"));
        }
        for w in &words {
            placeholders_in(w)?;
        }
        Ok(Template { words })
    }

    /// Whether the template uses `{name}`.
    pub fn uses(&self, name: &str) -> bool {
        let needle = format!("{{{name}}}");
        self.words.iter().any(|w| w.contains(&needle))
    }

    /// The program (first word).
    pub fn program(&self) -> &str {
        &self.words[0]
    }

    /// The words with placeholders replaced by `values` (missing values become empty).
    pub fn expand(&self, values: &BTreeMap<&str, String>) -> Vec<String> {
        self.words
            .iter()
            .map(|w| {
                let mut out = w.clone();
                for p in PLACEHOLDERS {
                    let needle = format!("{{{p}}}");
                    if out.contains(&needle) {
                        out = out.replace(&needle, values.get(p).map_or("", String::as_str));
                    }
                }
                out
            })
            .collect()
    }

    /// The template as one line, for reports.
    pub fn display(&self) -> String {
        self.words
            .iter()
            .map(|w| {
                if w.is_empty() || w.contains(char::is_whitespace) {
                    format!("'{w}'")
                } else {
                    w.clone()
                }
            })
            .collect::<Vec<_>>()
            .join(" ")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn splitting_and_expansion() {
        let t = Template::parse(r#"my-asm "{input}" -o {output} --x='a b' --p={profile}"#).unwrap();
        assert!(t.uses("output") && t.uses("input") && !t.uses("vs"));
        let mut v = BTreeMap::new();
        v.insert("input", "/s/a b.asm".to_string());
        v.insert("output", "/t/o.bin".to_string());
        v.insert("profile", "ps_2_0".to_string());
        assert_eq!(
            t.expand(&v),
            [
                "my-asm",
                "/s/a b.asm",
                "-o",
                "/t/o.bin",
                "--x=a b",
                "--p=ps_2_0"
            ]
        );
        assert_eq!(t.program(), "my-asm");
    }

    #[test]
    fn errors() {
        assert!(Template::parse("").is_err());
        assert!(Template::parse("'abc").is_err());
        let e = Template::parse("x {inptu}").unwrap_err();
        assert!(e.message().contains("{inptu}"), "{e}");
        // Braces that are not placeholders (e.g. in a script) pass through.
        assert!(Template::parse("sh -c '{ echo; }'").is_ok());
    }

    #[test]
    fn posix_quoting() {
        let words = |s: &str| Template::parse(s).map(|t| t.words).unwrap();
        assert_eq!(words(r#"a "b \" c" 'd\ e'"#), ["a", r#"b " c"#, r"d\ e"]);
        assert_eq!(words(r#"a "x\$y\z""#), ["a", r"x$y\z"]);
        assert_eq!(words(r"a b\ c \'q"), ["a", "b c", "'q"]);
        assert_eq!(
            words(r#"a "it's" 'say "hi"'"#),
            ["a", "it's", r#"say "hi""#]
        );
        assert_eq!(words("a ''  \"\" b"), ["a", "", "", "b"]);
        assert_eq!(words("a\tb\n  c"), ["a", "b", "c"]);
        assert_eq!(words("a 'b'\"c\"d"), ["a", "bcd"]);
        assert_eq!(words("asm {input} # a comment"), ["asm", "{input}"]);
        assert_eq!(words("asm x#y"), ["asm", "x#y"]);
        // A trailing backslash stays (shell-words), where the hand-written splitter dropped it.
        assert_eq!(words(r"asm b\"), ["asm", r"b\"]);
    }

    #[test]
    fn unterminated_quotes_are_errors() {
        for bad in ["a \"b", "a 'b", r#"a "b\""#] {
            let e = Template::parse(bad).unwrap_err();
            assert!(e.message().contains("unterminated quote"), "{bad}: {e}");
            assert!(e.message().contains(bad), "{bad}: {e}");
        }
    }
}
