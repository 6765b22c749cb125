//! Promotion: a reduced finding becomes a suite case the generator publishes.
//!
//! A promoted case is one YAML file in `generator/promoted/` (see `docs/fuzzing.md`):
//!
//! ```yaml
//! id: ps.oC.mov-only/invalid/ps_2_0/promoted-0123456789ab
//! rule: ps.oC.mov-only
//! expect: invalid
//! profile: ps_2_0
//! sha256: 0123456789ab…                 # of `text`
//! text: |
//!   ps_2_0
//!   add oC0, c0, c0
//! ```
//!
//! The text is normalised (the canonical print of the parsed program, or for text that
//! does not parse: LF line ends, no trailing blanks, one final newline) and the id ends
//! in the first 12 hex digits of its sha256, so promoting the same shader twice gives
//! the same file. The reference must agree with the expectation: a valid case has no
//! violation, an invalid one reports exactly the rule (the generator's near-miss
//! discipline: reduce further when it reports more).

pub use shadercts_generator::hash::sha256_hex;
use shadercts_generator::promoted_source::promoted_id;
use shadercts_reference::{validate_text, RuleSet};
use shadercts_shader::{print, text, Model};
use std::fmt;
use std::path::{Path, PathBuf};

/// Where `shadercts promote` writes by default (relative to the repository root).
pub const DEFAULT_DIR: &str = "generator/promoted";

/// The expected verdict of a promoted case.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The shader must be accepted.
    Valid,
    /// The shader must be rejected, reporting the case's rule.
    Invalid,
}

impl Verdict {
    /// `valid` or `invalid`.
    pub fn name(self) -> &'static str {
        match self {
            Verdict::Valid => "valid",
            Verdict::Invalid => "invalid",
        }
    }
}

/// A case ready to be written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Promoted {
    /// `RULE/EXPECT/PROFILE/promoted-HASH12`.
    pub id: String,
    /// The rule the case covers.
    pub rule: String,
    /// Valid or invalid.
    pub expect: Verdict,
    /// The profile named by the shader's version line.
    pub profile: String,
    /// Lower-case hex sha256 of `text`.
    pub sha256: String,
    /// The normalised shader text.
    pub text: String,
}

/// Why a shader cannot be promoted.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PromoteError {
    /// The rule id is not in the rule set.
    UnknownRule(String),
    /// `syntax`: suites hold programs that parse, so a parser finding is not a case.
    Syntax,
    /// The shader has no readable version line, so no profile.
    NoProfile(String),
    /// The reference does not agree with the expectation.
    Disagrees {
        /// What was asked.
        expect: Verdict,
        /// The rules the reference reports.
        reported: Vec<String>,
    },
}

impl fmt::Display for PromoteError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PromoteError::UnknownRule(r) => write!(f, "unknown rule `{r}` (see `shadercts rules`)"),
            PromoteError::Syntax => f.write_str(
                "a `syntax` finding cannot be promoted: suites hold programs that parse \
                 (add the text to the parser's tests instead)",
            ),
            PromoteError::NoProfile(m) => write!(f, "the shader has no profile: {m}"),
            PromoteError::Disagrees { expect, reported } => write!(
                f,
                "the reference does not agree that the shader is {}{}: it reports {}",
                expect.name(),
                if *expect == Verdict::Invalid {
                    " with exactly that rule"
                } else {
                    ""
                },
                if reported.is_empty() {
                    "no violation".to_string()
                } else {
                    reported.join(", ")
                }
            ),
        }
    }
}

impl std::error::Error for PromoteError {}

/// The normalised text of a shader (see the module documentation).
pub fn normalize(src: &str, model: &Model) -> String {
    match text::parse(src, model) {
        Ok(p) => print::print(&p, model),
        Err(_) => {
            let mut out: String = src
                .replace("\r\n", "\n")
                .lines()
                .map(|l| format!("{}\n", l.trim_end()))
                .collect();
            while out.ends_with("\n\n") {
                out.pop();
            }
            out
        }
    }
}

/// Builds the promoted case for `src`, checking the rule and the reference's verdict.
pub fn promote(
    src: &str,
    rule: &str,
    expect: Verdict,
    rules: &RuleSet,
    model: &Model,
) -> Result<Promoted, PromoteError> {
    if rule == shadercts_reference::validate::SYNTAX {
        return Err(PromoteError::Syntax);
    }
    if rules.get(rule).is_none() {
        return Err(PromoteError::UnknownRule(rule.to_string()));
    }
    let text = normalize(src, model);
    let profile = profile_of(&text, model)?;
    let mut reported: Vec<String> = validate_text(&text, rules, model)
        .into_iter()
        .map(|v| v.rule)
        .collect();
    reported.sort();
    reported.dedup();
    let agrees = match expect {
        Verdict::Valid => reported.is_empty(),
        Verdict::Invalid => reported == [rule],
    };
    if !agrees {
        return Err(PromoteError::Disagrees { expect, reported });
    }
    let sha256 = sha256_hex(text.as_bytes());
    Ok(Promoted {
        id: promoted_id(rule, expect.name(), &profile, &sha256),
        rule: rule.to_string(),
        expect,
        profile,
        sha256,
        text,
    })
}

/// The profile of the version line: from the parsed program, else the first word.
fn profile_of(text: &str, model: &Model) -> Result<String, PromoteError> {
    if let Ok(p) = text::parse(text, model) {
        return Ok(p.profile.to_string());
    }
    let first = text
        .lines()
        .map(|l| l.split(&['/', ';'][..]).next().unwrap_or("").trim())
        .find(|l| !l.is_empty())
        .unwrap_or("");
    let word = first
        .split_whitespace()
        .next()
        .unwrap_or("")
        .to_ascii_lowercase();
    if model.profile_by_name(&word).is_some() {
        Ok(word)
    } else {
        Err(PromoteError::NoProfile(format!(
            "`{first}` is not a version line"
        )))
    }
}

impl Promoted {
    /// The file name in the promoted directory: `RULE-EXPECT-HASH12.yaml`.
    pub fn file_name(&self) -> String {
        format!(
            "{}-{}-{}.yaml",
            self.rule,
            self.expect.name(),
            &self.sha256[..12]
        )
    }

    /// The YAML document (the text as a literal block when it can be one).
    pub fn to_yaml(&self) -> String {
        let mut out = String::from(
            "# A promoted fuzzing finding (shadercts promote); the generator publishes it.\n",
        );
        out.push_str(&format!("id: {}\n", quote(&self.id)));
        out.push_str(&format!("rule: {}\n", quote(&self.rule)));
        out.push_str(&format!("expect: {}\n", self.expect.name()));
        out.push_str(&format!("profile: {}\n", quote(&self.profile)));
        out.push_str(&format!("sha256: {}\n", self.sha256));
        if block_safe(&self.text) {
            out.push_str("text: |\n");
            for line in self.text.lines() {
                if line.is_empty() {
                    out.push('\n');
                } else {
                    out.push_str("  ");
                    out.push_str(line);
                    out.push('\n');
                }
            }
        } else {
            out.push_str(&format!("text: {}\n", quote(&self.text)));
        }
        out
    }

    /// Writes the case into `dir` (created if needed); returns the file's path.
    /// Writing is atomic: a temporary file in `dir`, then a rename.
    pub fn write(&self, dir: &Path) -> std::io::Result<PathBuf> {
        std::fs::create_dir_all(dir)?;
        let path = dir.join(self.file_name());
        shadercts_harness::atomic::write_file(&path, self.to_yaml().as_bytes())?;
        Ok(path)
    }
}

/// A literal block keeps the text exactly when it ends in one newline, has no tabs,
/// carriage returns or trailing blanks, and its first line is not indented.
fn block_safe(t: &str) -> bool {
    t.ends_with('\n')
        && !t.ends_with("\n\n")
        && !t.starts_with([' ', '\n'])
        && t.lines()
            .all(|l| l == l.trim_end() && !l.contains(['\t', '\r']))
        && t.chars().all(|c| c == '\n' || !c.is_control())
}

/// A double-quoted YAML scalar (JSON escapes) unless the value is a plain word.
fn quote(s: &str) -> String {
    const KEYWORDS: [&str; 8] = ["true", "false", "null", "yes", "no", "on", "off", "y"];
    let plain = s.chars().any(|c| c.is_ascii_alphabetic())
        && s.chars()
            .all(|c| c.is_ascii_alphanumeric() || "._-/+".contains(c))
        && !s.starts_with(['-', '.'])
        && !KEYWORDS.contains(&s.to_ascii_lowercase().as_str());
    if plain {
        return s.to_string();
    }
    let mut out = String::from("\"");
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\t' => out.push_str("\\t"),
            '\r' => out.push_str("\\r"),
            c if c.is_control() => out.push_str(&format!("\\u{:04x}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}
