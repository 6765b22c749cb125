//! The `promoted` case source: findings that `shadercts promote` wrote into
//! `generator/promoted/*.yaml` (format: docs/fuzzing.md, "Promoting a finding"), each
//! published as one validate case under its content-hash id.
//!
//! The file is the author's statement: its `expect` is the expected verdict (the
//! reference still has to agree, as for every case). The file is checked for what
//! `promote` guarantees, so that a hand edit cannot change a case's meaning under the
//! same id: the sha256 is that of `text`, the id is `RULE/EXPECT/PROFILE/promoted-`
//! plus its first 12 hex digits, and the profile is the version line's.

use crate::case::{Body, CaseSpec, Expectation};
use crate::error::{GenError, Location};
use crate::hash::sha256_hex;
use crate::inputs::SourceFile;
use crate::source::{CaseSource, SourceEnv};
use serde::Deserialize;
use serde_saphyr::Spanned;

/// The last id segment of a promoted case: `promoted-` and the text's first 12 hex
/// digits of sha256.
fn promoted_slug(sha256: &str) -> String {
    format!("promoted-{}", sha256.get(..12).unwrap_or(sha256))
}

/// The id of a promoted case: `RULE/EXPECT/PROFILE/promoted-HASH12` (what `shadercts
/// promote` writes and what the generator publishes it under).
pub fn promoted_id(rule: &str, expect: &str, profile: &str, sha256: &str) -> String {
    format!("{rule}/{expect}/{profile}/{}", promoted_slug(sha256))
}

/// One promoted case file as written.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawPromoted {
    id: Spanned<String>,
    rule: Spanned<String>,
    expect: Spanned<String>,
    profile: Spanned<String>,
    sha256: Spanned<String>,
    text: Spanned<String>,
}

/// The promoted findings, read from the generator inputs' `promoted/` files.
#[derive(Clone, Debug, Default)]
pub struct PromotedSource {
    files: Vec<SourceFile>,
}

impl PromotedSource {
    /// A source over these files (`promoted/NAME.yaml` with their text).
    pub fn new(files: Vec<SourceFile>) -> PromotedSource {
        PromotedSource { files }
    }

    fn case(f: &SourceFile, env: &SourceEnv<'_>) -> Result<CaseSpec, GenError> {
        let raw: RawPromoted =
            serde_saphyr::from_str(&f.text).map_err(|e| GenError::from_yaml(&f.path, &e))?;
        let at = |s: &Spanned<String>| Location::from_yaml(&f.path, s.referenced);
        let rule = raw.rule.value.clone();
        if env.catalog.get(&rule).is_none() {
            let hint = match env.catalog.similar(&rule).first() {
                Some(s) => format!(" (did you mean `{s}`?)"),
                None => String::new(),
            };
            let why = if rule == "syntax" {
                " (suites hold programs that parse: a parser finding belongs in the parser's tests)"
                    .to_string()
            } else {
                hint
            };
            return Err(GenError::at(
                at(&raw.rule),
                format!("unknown rule `{rule}`{why}"),
            ));
        }
        let expect = match raw.expect.value.as_str() {
            "valid" => Expectation::Valid,
            "invalid" => Expectation::Invalid(vec![rule.clone()]),
            other => {
                return Err(GenError::at(
                    at(&raw.expect),
                    format!("`expect` is `valid` or `invalid`, not `{other}`"),
                ))
            }
        };
        let text = &raw.text.value;
        let sha = sha256_hex(text.as_bytes());
        if raw.sha256.value != sha {
            return Err(GenError::at(
                at(&raw.sha256),
                format!("`sha256` does not match `text` (its sha256 is {sha}): the text was edited; promote it again"),
            ));
        }
        let first_word = text
            .lines()
            .map(str::trim)
            .find(|l| !l.is_empty() && !l.starts_with("//") && !l.starts_with(';'))
            .and_then(|l| l.split_whitespace().next())
            .unwrap_or("");
        let profile = raw.profile.value.clone();
        if env.model.profile_by_name(&profile).is_none() || first_word != profile {
            return Err(GenError::at(
                at(&raw.profile),
                format!("`profile` is `{profile}` but the text's version line says `{first_word}`"),
            ));
        }
        let slug = promoted_slug(&sha);
        let id = promoted_id(&rule, &raw.expect.value, &profile, &sha);
        if raw.id.value != id {
            return Err(GenError::at(
                at(&raw.id),
                format!(
                    "`id` must be `{id}` (rule, expect, profile and the sha256's first 12 digits)"
                ),
            ));
        }
        Ok(CaseSpec {
            group: rule.clone(),
            slug,
            body: Body::Single {
                profile,
                text: text.clone(),
            },
            expect,
            covers: vec![rule],
            origin: format!("promoted {}", f.path),
            stated_at: Some(at(&raw.expect).to_string()),
        })
    }
}

impl CaseSource for PromotedSource {
    fn name(&self) -> &str {
        "promoted"
    }

    fn cases(&self, env: &SourceEnv<'_>) -> Result<Vec<CaseSpec>, Vec<GenError>> {
        let mut cases = Vec::new();
        let mut errors = Vec::new();
        for f in &self.files {
            match Self::case(f, env) {
                Ok(c) => cases.push(c),
                Err(e) => errors.push(e),
            }
        }
        if errors.is_empty() {
            Ok(cases)
        } else {
            Err(errors)
        }
    }
}
