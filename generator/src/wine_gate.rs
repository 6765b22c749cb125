//! The token-stream gate: every assemble case of a suite generated in manifest format 3
//! is classified by Wine's answers (docs/wine-differences.md), kept as a checked-in,
//! content-addressed table (`generator/evidence/wine-d3dcompiler.jsonl`, rebuilt by
//! `tools/wine-worker/refresh-evidence`), so that generation needs no Wine:
//!
//! - **confirmed**: Wine's tokens for the exact text are the expected ones, compared as
//!   native output is judged ([`shadercts_shader::bytecode::same_program`]);
//! - **confirmed through the counterpart** (`_sw` cases): the text with its version line
//!   made the hardware profile's ([`counterpart_text`]) gives Wine's tokens, which are
//!   the expected ones once their version token is the `_sw` one;
//! - **a documented deviation** (`wine_differences`): Wine refuses the text for a reason
//!   documented there.
//!
//! Anything else stops generation, with the shader and both answers.

use crate::error::GenError;
use crate::hash::sha256_hex;
use crate::pipeline::hex_words;
use crate::verified::{CaseSet, Expected};
use crate::wine_differences::{applicable, Seen};
use shadercts_shader::bytecode::{from_bytes, same_program};
use shadercts_shader::{text, Model};
use std::collections::{BTreeMap, HashMap};
use std::sync::OnceLock;

/// Where the table lives in the repository.
pub const TABLE_PATH: &str = "generator/evidence/wine-d3dcompiler.jsonl";
/// The script that rebuilds it.
pub const REFRESH: &str = "tools/wine-worker/refresh-evidence";
/// The checked-in table (embedded: generation needs no Wine and no repository).
pub const TABLE_TEXT: &str = include_str!("../evidence/wine-d3dcompiler.jsonl");

/// Wine's answer for one text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Answer {
    /// Assembled: the tokens.
    Accept(Vec<u32>),
    /// Refused: Wine's message.
    Reject(String),
}

/// The table: Wine's answer per sha256 of the exact text it was given.
#[derive(Clone, Debug)]
pub struct WineTable {
    /// The evidence name recorded in manifests (`wine-d3dcompiler_47`).
    pub evidence: String,
    /// What the worker said its version is.
    pub version: String,
    entries: HashMap<String, Answer>,
}

#[derive(serde::Deserialize)]
struct Header {
    table: String,
    format: u32,
    evidence: String,
    version: String,
}

#[derive(serde::Deserialize)]
struct Entry {
    sha256: String,
    verdict: String,
    #[serde(default)]
    tokens: String,
    #[serde(default)]
    error: String,
}

fn words(hex: &str) -> Option<Vec<u32>> {
    if !hex.len().is_multiple_of(8) || !hex.is_ascii() {
        return None;
    }
    (0..hex.len())
        .step_by(8)
        .map(|i| u32::from_str_radix(&hex[i..i + 8], 16).ok())
        .collect()
}

impl WineTable {
    /// Reads a table (a header line, then one JSON object per line); the error names the line.
    pub fn parse(text: &str) -> Result<WineTable, String> {
        let mut lines = text.lines().enumerate();
        let (_, first) = lines.next().ok_or("the table is empty")?;
        let h: Header =
            serde_json::from_str(first).map_err(|e| format!("line 1: not a table header: {e}"))?;
        if h.table != "wine-d3dcompiler" || h.format != 1 {
            return Err(format!(
                "line 1: table `{}` format {} is not wine-d3dcompiler format 1",
                h.table, h.format
            ));
        }
        let mut entries = HashMap::new();
        for (n, line) in lines {
            if line.trim().is_empty() {
                continue;
            }
            let e: Entry =
                serde_json::from_str(line).map_err(|err| format!("line {}: {err}", n + 1))?;
            let answer = match e.verdict.as_str() {
                "accept" => Answer::Accept(
                    words(&e.tokens)
                        .ok_or_else(|| format!("line {}: tokens are not hex words", n + 1))?,
                ),
                _ => Answer::Reject(e.error),
            };
            entries.insert(e.sha256, answer);
        }
        Ok(WineTable {
            evidence: h.evidence,
            version: h.version,
            entries,
        })
    }

    /// The embedded table, read once.
    pub fn embedded() -> Result<&'static WineTable, String> {
        static TABLE: OnceLock<Result<WineTable, String>> = OnceLock::new();
        TABLE
            .get_or_init(|| WineTable::parse(TABLE_TEXT).map_err(|e| format!("{TABLE_PATH}:{e}")))
            .as_ref()
            .map_err(Clone::clone)
    }

    /// Wine's answer for the text with this sha256.
    pub fn get(&self, sha256: &str) -> Option<&Answer> {
        self.entries.get(sha256)
    }

    /// Number of entries.
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// True when the table has no entry.
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }
}

/// The hardware profile Wine assembles a software profile's counterpart as.
pub fn counterpart_profile(profile: &str) -> Option<&'static str> {
    Some(match profile {
        "vs_2_sw" => "vs_2_x",
        "ps_2_sw" => "ps_2_x",
        "vs_3_sw" => "vs_3_0",
        "ps_3_sw" => "ps_3_0",
        _ => return None,
    })
}

/// The counterpart text of a software-profile case: the first line whose trimmed
/// content is the profile name, replaced by the hardware profile's name (the refresh
/// script applies the same rule).
pub fn counterpart_text(text: &str, profile: &str) -> Option<String> {
    let hw = counterpart_profile(profile)?;
    let mut lines: Vec<&str> = text.split('\n').collect();
    let at = lines.iter().position(|l| l.trim() == profile)?;
    lines[at] = hw;
    Some(lines.join("\n"))
}

/// The evidence for one assemble case, as the manifest records it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Evidence {
    /// Wine's tokens for the text are the expected ones.
    Confirmed,
    /// Wine's tokens for the counterpart text (as this profile) are the expected ones.
    ConfirmedThrough(&'static str),
    /// Wine refuses the text for a documented reason (`wine_differences` id).
    Deviation(&'static str),
}

/// How a manifest records an [`Evidence`] (`expect.confirmed_by`, `confirmed_through`,
/// `deviation`): what the writer puts there and what `verify-suite` compares.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Recorded {
    /// The tools that confirmed the tokens (`wine-d3dcompiler_47`).
    pub confirmed_by: Vec<String>,
    /// The hardware profile of the counterpart that was confirmed.
    pub confirmed_through: Option<String>,
    /// The documented deviation (`wine.<id>`).
    pub deviation: Option<String>,
}

impl Evidence {
    /// The manifest's record of this evidence; `name` is the table's evidence name.
    pub fn record(&self, name: &str) -> Recorded {
        match self {
            Evidence::Confirmed => Recorded {
                confirmed_by: vec![name.to_string()],
                ..Recorded::default()
            },
            Evidence::ConfirmedThrough(hw) => Recorded {
                confirmed_by: vec![name.to_string()],
                confirmed_through: Some((*hw).to_string()),
                ..Recorded::default()
            },
            Evidence::Deviation(d) => Recorded {
                deviation: Some(format!("wine.{d}")),
                ..Recorded::default()
            },
        }
    }
}

/// Why an assemble case has no evidence.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Unclassified {
    /// The table holds no answer for the text Wine would be asked (refresh it).
    NoAnswer(String),
    /// Wine's answer contradicts the case, or the case cannot be asked (the message).
    Unexplained(String),
}

impl std::fmt::Display for Unclassified {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Unclassified::NoAnswer(m) | Unclassified::Unexplained(m) => f.write_str(m),
        }
    }
}

/// The words of the error for a text the table has no answer for (the gate's and the
/// differential check's, both from [`ask`]).
pub const NO_ANSWER: &str = "has no Wine answer for its text";

/// Replaces the errors for texts the table has no answer for by one that says why and
/// what to do. The table holds Wine's answers for the texts the published suites and
/// seed 1 make; another seed makes other random programs and mutants, each of which
/// used to be one error (2,912 of them for `--seed 2`) naming the refresh script only.
pub fn summarise_missing(errors: Vec<GenError>, seed: u64) -> Vec<GenError> {
    if seed == 1 {
        // The table is older than the generator or the rules: each message names the
        // text and the refresh script.
        return errors;
    }
    let (missing, mut out): (Vec<GenError>, Vec<GenError>) = errors
        .into_iter()
        .partition(|e| e.message.contains(NO_ANSWER));
    let Some(first) = missing.first() else {
        return out;
    };
    out.push(GenError::new(format!(
        "{n} generated programs and cases have no Wine answer in {TABLE_PATH}: it records \
         Wine's answers for the texts of the published suites and of seed 1, and seed {seed} \
         makes other random programs and near-miss mutants. The first:\n  {first}\n  To \
         generate anyway, without Wine evidence in the manifest (to run and experiment with; \
         `publish` applies the gate): shadercts generate --seed {seed} --no-wine-gate --out DIR\n  \
         To record Wine's answers (Wine installed by scripts/setup.sh): generate as above, run \
         {REFRESH} --suite DIR, rebuild shadercts (the table is built into it) and generate \
         again",
        n = missing.len(),
        first = first.message
    )));
    out
}

/// `text` as the gate's and the differential check's messages show a shader.
pub(crate) fn indent(text: &str) -> String {
    text.lines()
        .map(|l| format!("    | {l}"))
        .collect::<Vec<_>>()
        .join("\n")
}

/// Wine's answer for a case's text, as the table holds it.
pub(crate) struct Asked {
    /// The hardware profile of the counterpart Wine was given (`_sw` cases).
    pub hw: Option<&'static str>,
    /// The text Wine was given: the case's, or its counterpart.
    pub text: String,
    /// Its answer; for a counterpart, accepted tokens carry `version` (the case's own
    /// version token) in place of the hardware one of the same kind and major.
    pub answer: Answer,
}

/// Looks up Wine's answer for the text of case `id` of `profile` ([`counterpart_text`]
/// for a software profile): `None` when a software-profile text has no counterpart, an
/// error naming the refresh script when the table holds no answer.
pub(crate) fn ask(
    table: &WineTable,
    id: &str,
    profile: &str,
    text: &str,
    version: Option<u32>,
) -> Result<Option<Asked>, Unclassified> {
    let hw = counterpart_profile(profile);
    let asked = match hw {
        Some(_) => match counterpart_text(text, profile) {
            Some(t) => t,
            None => return Ok(None),
        },
        None => text.to_string(),
    };
    let sha = sha256_hex(asked.as_bytes());
    let Some(answer) = table.get(&sha) else {
        return Err(Unclassified::NoAnswer(format!(
            "case {id}: {TABLE_PATH} {NO_ANSWER} (sha256 {sha}{}): run {REFRESH}",
            hw.map_or(String::new(), |h| format!(", the {h} counterpart"))
        )));
    };
    let mut answer = answer.clone();
    if let (Some(_), Answer::Accept(words), Some(o)) = (hw, &mut answer, version) {
        // Only the hardware version token (same kind and major) becomes the _sw one.
        if let Some(v) = words.first_mut().filter(|v| **v >> 8 == o >> 8) {
            *v = o;
        }
    }
    Ok(Some(Asked {
        hw,
        text: asked,
        answer,
    }))
}

/// Classifies one assemble case (`text` as published, `profile` its label, `tokens`
/// the expected stream), or says why it cannot be published.
pub fn classify(
    table: &WineTable,
    model: &Model,
    id: &str,
    profile: &str,
    text_in: &str,
    tokens: &[u32],
) -> Result<Evidence, Unclassified> {
    use Unclassified::Unexplained;
    let program = text::parse(text_in, model).map_err(|d| {
        Unexplained(format!(
            "case {id}: its text does not parse: {}",
            d.first().map_or("", |d| d.message.as_str())
        ))
    })?;
    let seen = Seen::of(&program, text_in);
    let found = applicable(&seen);
    let deviation = found.first().map(|d| d.id);
    let other_words = found.iter().find(|d| d.other_words).map(|d| d.id);
    let Some(a) = ask(table, id, profile, text_in, tokens.first().copied())? else {
        return match deviation {
            Some(d) => Ok(Evidence::Deviation(d)),
            None => Err(Unexplained(format!(
                "case {id}: a {profile} case without a `{profile}` line has no counterpart for Wine"
            ))),
        };
    };
    let (hw, asked, answer) = (a.hw, a.text, a.answer);
    let ours = hex_words(tokens);
    match answer {
        Answer::Accept(wine) => {
            if same_program(tokens, &wine) {
                return Ok(match hw {
                    Some(h) => Evidence::ConfirmedThrough(h),
                    None => Evidence::Confirmed,
                });
            }
            if let Some(d) = other_words {
                return Ok(Evidence::Deviation(d));
            }
            Err(Unexplained(format!(
                "case {id}: Wine's D3DAssemble ({TABLE_PATH}) assembles other tokens and no \
                 documented Wine deviation explains it\n  shader{}:\n{}\n  encoder: {ours}\n  Wine:    {}",
                hw.map_or(String::new(), |h| format!(" (as its {h} counterpart)")),
                indent(&asked),
                hex_words(&wine)
            )))
        }
        Answer::Reject(msg) => match deviation {
            Some(d) => Ok(Evidence::Deviation(d)),
            None => Err(Unexplained(format!(
                "case {id}: Wine's D3DAssemble ({TABLE_PATH}) refuses it and no documented Wine \
                 deviation explains it\n  shader{}:\n{}\n  encoder: {ours}\n  Wine:    {msg}",
                hw.map_or(String::new(), |h| format!(" (as its {h} counterpart)")),
                indent(&asked)
            ))),
        },
    }
}

/// Counts of the gate's classes.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct GateStats {
    /// Confirmed on the exact text.
    pub confirmed: usize,
    /// `_sw` cases confirmed through their counterpart.
    pub through_counterpart: usize,
    /// Documented deviations.
    pub deviations: usize,
}

/// Classifies every assemble case of `set` (in parallel): the evidence by case id, the
/// counts, and one error per case that cannot be published.
pub fn gate(
    set: &CaseSet,
    model: &Model,
    table: &WineTable,
) -> (BTreeMap<String, Evidence>, GateStats, Vec<GenError>) {
    use rayon::prelude::*;
    let results: Vec<(String, Result<Evidence, Unclassified>)> = set
        .cases
        .par_iter()
        .filter_map(|c| {
            let Expected::Tokens(bin) = &c.expect else {
                return None;
            };
            let text = c.files.iter().find(|f| f.role == "text")?;
            let r = (|| {
                let t = set
                    .files
                    .get(&text.path)
                    .and_then(|b| std::str::from_utf8(b).ok())
                    .ok_or_else(|| {
                        Unclassified::Unexplained(format!("case {}: its text is missing", c.id))
                    })?;
                let tokens = set
                    .files
                    .get(bin)
                    .and_then(|b| from_bytes(b).ok())
                    .ok_or_else(|| {
                        Unclassified::Unexplained(format!("case {}: its tokens are missing", c.id))
                    })?;
                classify(table, model, &c.id, &c.profile, t, &tokens)
            })();
            Some((c.id.clone(), r))
        })
        .collect();
    let mut evidence = BTreeMap::new();
    let mut stats = GateStats::default();
    let mut errors = Vec::new();
    for (id, r) in results {
        match r {
            Ok(e) => {
                match e {
                    Evidence::Confirmed => stats.confirmed += 1,
                    Evidence::ConfirmedThrough(_) => stats.through_counterpart += 1,
                    Evidence::Deviation(_) => stats.deviations += 1,
                }
                evidence.insert(id, e);
            }
            Err(m) => errors.push(GenError::new(m.to_string())),
        }
    }
    (evidence, stats, errors)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn missing(id: &str) -> GenError {
        GenError::new(format!(
            "case {id}: {TABLE_PATH} {NO_ANSWER} (sha256 00): run {REFRESH}"
        ))
    }

    #[test]
    fn missing_answers_of_another_seed_become_one_error_saying_what_to_do() {
        let errors = vec![
            missing("a/1"),
            GenError::new("case b: something else"),
            missing("a/2"),
            missing("a/3"),
        ];
        let out = summarise_missing(errors, 2);
        assert_eq!(out.len(), 2, "{out:?}");
        assert_eq!(out[0].message, "case b: something else");
        let m = &out[1].message;
        assert!(
            m.starts_with("3 generated programs and cases have no Wine answer"),
            "{m}"
        );
        assert!(m.contains("seed 2 makes other random programs"), "{m}");
        assert!(m.contains("case a/1:"), "names the first: {m}");
        assert!(
            m.contains("generate --seed 2 --no-wine-gate --out DIR"),
            "{m}"
        );
        assert!(m.contains(&format!("run {REFRESH} --suite DIR")), "{m}");
    }

    #[test]
    fn with_seed_one_each_missing_answer_is_its_own_error() {
        let out = summarise_missing(vec![missing("a/1"), missing("a/2")], 1);
        assert_eq!(out.len(), 2);
        assert!(out[0].message.contains("a/1"));
    }
}
