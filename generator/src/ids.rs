//! Stable case ids and file names: `group/polarity/profile/slug`, with a short content
//! hash appended only to ids that would otherwise collide (compared without regard to
//! case, so that suites unpack on case-insensitive file systems).

use crate::case::{Body, CaseSpec};
use crate::error::GenError;
use crate::hash::sha256_hex;
use std::collections::BTreeMap;

/// A case's id and the path stem of its files (`cases/<group>/<polarity>-<profile>-<slug>`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Named {
    /// The id.
    pub id: String,
    /// Path of its files without extension, relative to the suite directory.
    pub stem: String,
}

/// The content hash that disambiguates a colliding id: 8 hex digits over origin and text.
pub fn content_hash(spec: &CaseSpec) -> String {
    let mut s = String::new();
    s.push_str(&spec.origin);
    s.push('\0');
    match &spec.body {
        Body::Single { profile, text } => {
            s.push_str(profile);
            s.push('\0');
            s.push_str(text);
        }
        Body::Execute(e) => {
            for part in [&e.profile, &e.text, &e.inputs, &e.outputs] {
                s.push_str(part);
                s.push('\0');
            }
        }
        Body::Pair {
            vs_profile,
            ps_profile,
            vs,
            ps,
        } => {
            for part in [vs_profile, ps_profile, vs, ps] {
                s.push_str(part);
                s.push('\0');
            }
        }
    }
    sha256_hex(s.as_bytes())[..8].to_string()
}

fn stem_of(spec: &CaseSpec, suffix: &str) -> String {
    format!(
        "cases/{}/{}-{}-{}{suffix}",
        spec.group,
        spec.segment(),
        spec.body.profile_label(),
        spec.slug
    )
}

/// Names every case. Exact duplicates (same id, origin, text and expectation) are
/// dropped, keeping the first; `keep[i]` says whether `specs[i]` survives. Two cases
/// with the same content but different expectations are an error.
pub fn assign(specs: &[CaseSpec]) -> Result<(Vec<Option<Named>>, usize), Vec<GenError>> {
    let mut by_base: BTreeMap<String, Vec<usize>> = BTreeMap::new();
    for (i, s) in specs.iter().enumerate() {
        by_base
            .entry(s.base_id().to_lowercase())
            .or_default()
            .push(i);
    }
    let mut out: Vec<Option<Named>> = vec![None; specs.len()];
    let mut errors = Vec::new();
    let mut dropped = 0;
    for group in by_base.values() {
        if group.len() == 1 {
            let s = &specs[group[0]];
            out[group[0]] = Some(Named {
                id: s.base_id(),
                stem: stem_of(s, ""),
            });
            continue;
        }
        let mut seen: BTreeMap<String, usize> = BTreeMap::new();
        for &i in group {
            let s = &specs[i];
            let h = content_hash(s);
            if let Some(&first) = seen.get(&h) {
                let f = &specs[first];
                if f.expect != s.expect || f.body != s.body {
                    errors.push(GenError::new(format!(
                        "two cases {} ({} and {}) have the same content but expect {} and {}",
                        s.base_id(),
                        f.stated_at.as_deref().unwrap_or(&f.origin),
                        s.stated_at.as_deref().unwrap_or(&s.origin),
                        f.expect,
                        s.expect
                    )));
                }
                dropped += 1;
                continue;
            }
            seen.insert(h.clone(), i);
            out[i] = Some(Named {
                id: format!("{}-h{h}", s.base_id()),
                stem: stem_of(s, &format!("-h{h}")),
            });
        }
    }
    if errors.is_empty() {
        Ok((out, dropped))
    } else {
        Err(errors)
    }
}
