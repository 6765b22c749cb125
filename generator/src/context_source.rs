//! The `context` case source: template witnesses wrapped in random valid context.
//!
//! A template case is the smallest program that witnesses or breaks its rule; an
//! implementation can pass it and still fail the same rule inside a longer program
//! (state carried between instructions, slot counting, register allocation). So for
//! every cell of the coverage grid (rule × polarity × profile) the first template case
//! whose text pads is published again with random valid instructions inserted
//! ([`crate::random::pad`]: fresh temporaries computed from constants, placed where they
//! change no rule's verdict). The expectation is the template author's, unchanged; the
//! reference still checks every padded case, so a padding that changed a verdict would
//! stop the build, not slip into the suite. Link pairs are not padded.

use crate::case::{Body, CaseSpec};
use crate::error::GenError;
use crate::random::pad;
use crate::random_source::seeded_bytes;
use crate::source::{CaseSource, SourceEnv};
use shadercts_shader::{print, text};
use std::collections::BTreeSet;

/// Attempts per template case to draw a padding that adds at least one instruction.
const ATTEMPTS: usize = 4;

/// Template witnesses in random valid context, one per coverage cell.
#[derive(Clone, Copy, Debug, Default)]
pub struct ContextSource;

impl ContextSource {
    /// The padded variant of `spec`, or `None` when it is not a single-program template
    /// case or no padding adds anything.
    fn padded(spec: &CaseSpec, env: &SourceEnv<'_>) -> Result<Option<CaseSpec>, GenError> {
        let Body::Single { profile, text: src } = &spec.body else {
            return Ok(None);
        };
        if !spec.origin.starts_with("template ") {
            return Ok(None);
        }
        let program = text::parse(src, env.model).map_err(|d| {
            GenError::new(format!(
                "context: case {} does not parse: {}",
                spec.base_id(),
                d.first().map_or("", |d| d.message.as_str())
            ))
        })?;
        for attempt in 0..ATTEMPTS {
            let key = format!("context/{}/{}/{attempt}", env.seed, spec.base_id());
            let data = seeded_bytes(&key, 256);
            let padded = pad(
                &program,
                &mut arbitrary::Unstructured::new(&data),
                env.model,
            );
            let added = padded.instructions.len() - program.instructions.len();
            if added == 0 {
                continue;
            }
            return Ok(Some(CaseSpec {
                group: spec.group.clone(),
                slug: format!("{}_ctx", spec.slug),
                body: Body::Single {
                    profile: profile.clone(),
                    text: print::print(&padded, env.model),
                },
                expect: spec.expect.clone(),
                covers: spec.covers.clone(),
                origin: format!(
                    "{} + {added} random context instructions (seed {} attempt {attempt})",
                    spec.origin, env.seed
                ),
                stated_at: spec.stated_at.clone(),
            }));
        }
        Ok(None)
    }
}

impl CaseSource for ContextSource {
    fn name(&self) -> &str {
        "context"
    }

    fn cases(&self, env: &SourceEnv<'_>) -> Result<Vec<CaseSpec>, Vec<GenError>> {
        let mut done: BTreeSet<(String, &str, String)> = BTreeSet::new();
        let mut cases = Vec::new();
        let mut errors = Vec::new();
        for spec in env.earlier {
            let cell = (
                spec.group.clone(),
                spec.expect.polarity().name(),
                spec.body.profile_label(),
            );
            if done.contains(&cell) {
                continue;
            }
            match Self::padded(spec, env) {
                Ok(Some(c)) => {
                    done.insert(cell);
                    cases.push(c);
                }
                Ok(None) => {}
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
