//! `generator_oracle`: the generator's claims against the validator.
//!
//! Oracle: a generated program is valid (the validator reports nothing); a near-miss
//! mutant of a valid program (generated, or a parsed text the reference accepts) breaks
//! exactly the rules its mutator names. The validator is [`crate::oracle::shared`],
//! which carries the planted bug in a `planted-bug` build.

use crate::finding::{self, Finding};
use crate::input::{self, Origin};
use crate::oracle::{self, fmt_rules, model, Validator};
use shadercts_generator::mutate::{mutators, Mutator};
use shadercts_shader::{print, text, Program};
use std::collections::BTreeSet;

const NAME: &str = "generator_oracle";

/// libFuzzer entry point.
pub fn run(data: &[u8]) {
    finding::report(oracle_with(data, oracle::shared()));
}

/// The oracle on one input, panics caught.
pub fn check(data: &[u8]) -> Result<(), Finding> {
    check_with(data, oracle::shared())
}

/// The oracle on one input against `validator`, panics caught.
pub fn check_with(data: &[u8], validator: &Validator) -> Result<(), Finding> {
    finding::catch(NAME, || oracle_with(data, validator))
}

/// What the shared validator says about `text`: what a reduction of a finding keeps.
pub fn signature(text: &str) -> Option<String> {
    signature_with(text, oracle::shared())
}

/// What `validator` (and, when it has a planted bug, the true reference) reports on
/// `text`; `None` when the text does not parse.
pub fn signature_with(src: &str, validator: &Validator) -> Option<String> {
    let p = text::parse(src, model()).ok()?;
    Some(describe(&p, validator))
}

fn describe(p: &Program, validator: &Validator) -> String {
    let under = validator.rule_ids(p);
    match validator.planted() {
        None => format!("validator reports {}", fmt_rules(&under)),
        Some(_) => format!(
            "validator reports {}, reference {}",
            fmt_rules(&under),
            fmt_rules(&Validator::reference().rule_ids(p))
        ),
    }
}

fn oracle_with(data: &[u8], validator: &Validator) -> Result<(), Finding> {
    let m = model();
    let Some(mut src) = input::source(data, m) else {
        return Ok(());
    };
    let base = &src.program;
    match &src.origin {
        Origin::Generated(swarm) => {
            let got = validator.rule_ids(base);
            if !got.is_empty() {
                return Err(finding(
                    base,
                    validator,
                    format!(
                        "a generated program ({swarm:?}) is rejected: {}",
                        fmt_rules(&got)
                    ),
                ));
            }
        }
        Origin::Text => {
            if !Validator::reference().rule_ids(base).is_empty() {
                return Ok(()); // not a valid base: nothing to claim
            }
        }
    }
    let applicable: Vec<&Mutator> = mutators()
        .iter()
        .filter(|mu| mu.applies_to(m, base.profile))
        .collect();
    if applicable.is_empty() {
        return Ok(());
    }
    let mu = applicable[src.rest.choose_index(applicable.len()).unwrap_or(0)];
    let Some(mutant) = mu.apply(base, &mut src.rest, m) else {
        return Ok(());
    };
    let want: BTreeSet<String> = mu.rules().iter().map(|r| r.to_string()).collect();
    let got = validator.rule_ids(&mutant);
    if got != want {
        return Err(finding(
            &mutant,
            validator,
            format!(
                "mutator {} should break exactly {}; the validator reports {}",
                mu.name,
                fmt_rules(&want),
                fmt_rules(&got)
            ),
        ));
    }
    Ok(())
}

fn finding(p: &Program, validator: &Validator, detail: String) -> Finding {
    let shader = print::print(p, model());
    let signature = signature_with(&shader, validator).unwrap_or_else(|| describe(p, validator));
    Finding::new(NAME, signature, detail).with_shader(shader)
}
