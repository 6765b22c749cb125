//! The differential check of generated programs (docs/differential.md): every random
//! program and every near-miss mutant of a suite in manifest format 3 is also given to
//! MojoShader (live, when loaded) and to Wine's `D3DAssemble` (its answers from the
//! checked-in table of the token-stream gate), and their answers are compared with the
//! reference's verdict and the case's token stream:
//!
//! - a tool that **accepts** a program must write the case's tokens (as native output
//!   is judged, [`same_program`]) unless a documented difference says it writes other
//!   words; and it may accept an **invalid** program only if every rule the program
//!   breaks is one the tool is documented not to check;
//! - a tool that **refuses** a **valid** program needs a documented difference that
//!   explains the refusal; refusing an invalid program is agreement.
//!
//! Anything else stops generation with the shader and both answers. Only Wine's table
//! goes into the suite's bytes (through the gate), so a suite is the same with or
//! without MojoShader; `publish` requires MojoShader so that no release skips it.

use crate::case::{CaseKind, Expectation};
use crate::crosscheck::CrossChecker;
use crate::error::GenError;
use crate::mojo_differences::{self, mask_ps3_input_usage, Effect};
use crate::mutation_source::MUTANT_ORIGIN;
use crate::pipeline::hex_words;
use crate::random_source::RANDOM_ORIGIN;
use crate::verified::{Case, CaseSet, Expected};
use crate::wine_differences::{self, Seen};
use crate::wine_gate::{ask, indent, Answer, WineTable};
use shadercts_shader::bytecode::{from_bytes, same_program};
use shadercts_shader::ir::Program;
use shadercts_shader::{text, Model};

/// True for the validate cases of the random and mutate sources: the programs the
/// differential check covers (templates are checked through their rules' sentences).
pub fn is_generated(case: &Case) -> bool {
    case.kind == CaseKind::Validate
        && (case.origin.starts_with(RANDOM_ORIGIN) || case.origin.starts_with(MUTANT_ORIGIN))
}

/// How one tool's answers compared, over all generated programs.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ToolStats {
    /// Same verdict, and the same tokens where it accepted.
    pub agree: usize,
    /// Another verdict or other tokens, explained by a documented difference.
    pub explained: usize,
    /// Not asked: the tool is not loaded, cannot take the program (no software
    /// profiles in Wine), or is known to crash or refuse on it.
    pub not_asked: usize,
}

/// Counts of the differential check.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct DiffStats {
    /// Random programs checked (valid).
    pub random: usize,
    /// Near-miss mutants checked (invalid).
    pub mutants: usize,
    /// MojoShader's answers.
    pub mojoshader: ToolStats,
    /// Wine's answers.
    pub wine: ToolStats,
}

/// A tool's answer: the tokens it wrote, or its refusal.
type Said = Result<Vec<u32>, String>;

/// What comparing one answer gave.
#[derive(Debug, PartialEq, Eq)]
enum Compared {
    Agree,
    Explained,
    NotAsked,
}

/// What a tool is documented to do, for [`compare`].
struct Documented<'a> {
    /// The tool, as messages name it.
    tool: &'a str,
    /// A documented difference that explains a refusal of this program, if any.
    refusal: Option<&'a str>,
    /// A documented difference that explains other words for this program, if any.
    other_words: Option<&'a str>,
    /// The rules the tool is documented not to check (sorted).
    unchecked: &'a [&'a str],
    /// Where its differences are documented.
    doc: &'a str,
    /// Whether its verdict is the profile's (not for Wine's hardware counterpart of a
    /// `_sw` program, where only its tokens are compared).
    judges_verdict: bool,
}

fn verdict(e: &Expectation) -> String {
    match e {
        Expectation::Valid => "valid".to_string(),
        Expectation::Invalid(r) => format!("invalid, breaks {}", r.join(", ")),
    }
}

/// Compares one tool's answer with the reference's verdict and tokens; `Err` is the
/// message that stops generation.
fn compare(
    id: &str,
    shader: &str,
    expect: &Expectation,
    ours: Option<&[u32]>,
    said: &Said,
    d: &Documented<'_>,
) -> Result<Compared, String> {
    let stop = |what: String, answer: String| {
        Err(format!(
            "case {id}: {} {what}, and no documented difference ({}) explains it\n  shader:\n{}\n  reference: {}\n  {}: {answer}",
            d.tool,
            d.doc,
            indent(shader),
            verdict(expect),
            d.tool
        ))
    };
    match said {
        Err(msg) => match expect {
            Expectation::Invalid(_) => Ok(Compared::Agree),
            Expectation::Valid if d.refusal.is_some() => Ok(Compared::Explained),
            Expectation::Valid => stop("refuses a valid program".into(), msg.clone()),
        },
        Ok(tokens) => {
            let mut explained = false;
            if let Some(ours) = ours {
                if !same_program(ours, tokens) {
                    if d.other_words.is_none() {
                        return stop(
                            format!("writes other tokens than the case's ({})", hex_words(ours)),
                            format!("accepts it: {}", hex_words(tokens)),
                        );
                    }
                    explained = true;
                }
            }
            if let (Expectation::Invalid(rules), true) = (expect, d.judges_verdict) {
                let checked: Vec<&str> = rules
                    .iter()
                    .map(String::as_str)
                    .filter(|r| d.unchecked.binary_search(r).is_err())
                    .collect();
                if !checked.is_empty() {
                    return stop(
                        format!(
                            "accepts an invalid program that breaks {}, which it is not documented to leave unchecked",
                            checked.join(", ")
                        ),
                        format!("accepts it: {}", hex_words(tokens)),
                    );
                }
                explained = true;
            }
            Ok(if explained {
                Compared::Explained
            } else {
                Compared::Agree
            })
        }
    }
}

/// MojoShader's side of one program.
fn mojoshader(
    cross: &CrossChecker,
    id: &str,
    shader: &str,
    program: &Program,
    expect: &Expectation,
    ours: Option<&[u32]>,
) -> Result<Compared, String> {
    let known = mojo_differences::applicable(program);
    // Not given to MojoShader at all: it refuses such programs or crashes on some
    // (docs/mojoshader-differences.md §6, §12).
    if known.iter().any(|k| k.effect == Effect::Rejects) {
        return Ok(Compared::NotAsked);
    }
    let Some(mut said) = cross.answer(shader) else {
        return Ok(Compared::NotAsked);
    };
    let mut masked;
    let mut ours = ours;
    if known.iter().any(|k| k.effect == Effect::MaskPs3InputUsage) {
        if let (Ok(t), Some(o)) = (&mut said, ours) {
            mask_ps3_input_usage(t);
            masked = o.to_vec();
            mask_ps3_input_usage(&mut masked);
            ours = Some(&masked);
        }
    }
    let other_words = known
        .iter()
        .find(|k| k.effect == Effect::WrongWords)
        .map(|k| k.id);
    compare(
        id,
        shader,
        expect,
        ours,
        &said,
        &Documented {
            tool: "MojoShader",
            refusal: None,
            other_words,
            unchecked: mojo_differences::UNCHECKED_RULES,
            doc: "docs/mojoshader-differences.md",
            judges_verdict: true,
        },
    )
}

/// Wine's side of one program (its answer from the table).
fn wine(
    table: &WineTable,
    id: &str,
    profile: &str,
    shader: &str,
    program: &Program,
    expect: &Expectation,
    ours: Option<&[u32]>,
) -> Result<Compared, String> {
    let Some(a) = ask(
        table,
        id,
        profile,
        shader,
        ours.and_then(|o| o.first().copied()),
    )
    .map_err(|e| e.to_string())?
    else {
        return Ok(Compared::NotAsked);
    };
    let (hw, asked) = (a.hw, a.text);
    let seen = Seen::of(program, shader);
    let found = wine_differences::applicable(&seen);
    let said: Said = match a.answer {
        Answer::Accept(t) => Ok(t),
        Answer::Reject(m) => Err(m),
    };
    // Wine's refusal of a `_sw` program's counterpart says nothing about the program.
    if hw.is_some() && said.is_err() {
        return Ok(Compared::NotAsked);
    }
    compare(
        id,
        &asked,
        expect,
        ours,
        &said,
        &Documented {
            tool: match hw {
                Some(_) => "Wine's D3DAssemble (given the hardware counterpart)",
                None => "Wine's D3DAssemble",
            },
            refusal: found.first().map(|d| d.id),
            other_words: found.iter().find(|d| d.other_words).map(|d| d.id),
            unchecked: wine_differences::UNCHECKED_RULES,
            doc: "docs/wine-differences.md",
            // The counterpart's verdict is its hardware profile's, not the program's.
            judges_verdict: hw.is_none(),
        },
    )
}

fn tally(s: &mut ToolStats, c: &Compared) {
    match c {
        Compared::Agree => s.agree += 1,
        Compared::Explained => s.explained += 1,
        Compared::NotAsked => s.not_asked += 1,
    }
}

/// Checks every generated program of `set` (in parallel) against MojoShader and Wine's
/// table: the counts, and one error per disagreement no documented difference explains.
pub fn check(
    set: &CaseSet,
    model: &Model,
    cross: &CrossChecker,
    table: &WineTable,
) -> (DiffStats, Vec<GenError>) {
    use rayon::prelude::*;
    type One = (bool, Result<(Compared, Compared), Vec<String>>);
    let results: Vec<One> = set
        .cases
        .par_iter()
        .filter(|c| is_generated(c))
        .filter_map(|c| {
            let Expected::Verdict(expect) = &c.expect else {
                return None;
            };
            let valid = *expect == Expectation::Valid;
            let file = |role: &str| {
                c.files
                    .iter()
                    .find(|f| f.role == role)
                    .and_then(|f| set.files.get(&f.path))
            };
            let Some(shader) = file("text").and_then(|b| std::str::from_utf8(b).ok()) else {
                return Some((
                    valid,
                    Err(vec![format!("case {}: its text is missing", c.id)]),
                ));
            };
            let ours = file("bytecode").and_then(|b| from_bytes(b).ok());
            let program = match text::parse(shader, model) {
                Ok(p) => p,
                Err(d) => {
                    return Some((
                        valid,
                        Err(vec![format!(
                            "case {}: its text does not parse: {}",
                            c.id,
                            d.first().map_or("", |d| d.message.as_str())
                        )]),
                    ))
                }
            };
            let m = mojoshader(cross, &c.id, shader, &program, expect, ours.as_deref());
            let w = wine(
                table,
                &c.id,
                &c.profile,
                shader,
                &program,
                expect,
                ours.as_deref(),
            );
            Some((
                valid,
                match (m, w) {
                    (Ok(m), Ok(w)) => Ok((m, w)),
                    (m, w) => Err(m.err().into_iter().chain(w.err()).collect()),
                },
            ))
        })
        .collect();
    let mut stats = DiffStats::default();
    let mut errors = Vec::new();
    for (valid, r) in results {
        if valid {
            stats.random += 1;
        } else {
            stats.mutants += 1;
        }
        match r {
            Ok((m, w)) => {
                tally(&mut stats.mojoshader, &m);
                tally(&mut stats.wine, &w);
            }
            Err(msgs) => errors.extend(msgs.into_iter().map(GenError::new)),
        }
    }
    (stats, errors)
}
