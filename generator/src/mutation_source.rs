//! The `mutate` case source: for every near-miss mutator and every profile it applies
//! to, a few mutants of seeded random valid programs, each expected to break exactly the
//! mutator's rules.

use crate::case::{Body, CaseSpec, Expectation};
use crate::error::GenError;
use crate::mutate::mutators;
use crate::random::{generate, Config};
use crate::random_source::seeded_bytes;
use crate::source::{CaseSource, SourceEnv};
use shadercts_shader::print;

/// How the origin of every mutant starts (the differential check finds them by it).
pub const MUTANT_ORIGIN: &str = "mutator ";

/// Near-miss mutants: up to `per_profile` for each mutator and profile, found among
/// `attempts` random base programs (mutators without a site in a program are skipped).
#[derive(Clone, Copy, Debug)]
pub struct MutationSource {
    /// Mutants per mutator and profile.
    pub per_profile: usize,
    /// Base programs tried per mutator and profile.
    pub attempts: usize,
}

impl Default for MutationSource {
    fn default() -> MutationSource {
        MutationSource {
            per_profile: 2,
            attempts: 16,
        }
    }
}

impl CaseSource for MutationSource {
    fn name(&self) -> &str {
        "mutate"
    }

    fn cases(&self, env: &SourceEnv<'_>) -> Result<Vec<CaseSpec>, Vec<GenError>> {
        let m = env.model;
        let mut cases = Vec::new();
        let mut errors = Vec::new();
        for mu in mutators() {
            let mut rules: Vec<String> = mu.rules().iter().map(|r| r.to_string()).collect();
            rules.sort();
            rules.dedup();
            for info in m.profiles.iter().filter(|i| mu.applies_to(m, i.profile)) {
                let mut made = 0;
                for a in 0..self.attempts {
                    if made == self.per_profile {
                        break;
                    }
                    let base_key = format!("mutate-base/{}/{}/{a}", env.seed, info.name);
                    let data = seeded_bytes(&base_key, 4096);
                    let mut cfg = Config::new(info.profile);
                    cfg.max_instructions = 24;
                    let base = match generate(&mut arbitrary::Unstructured::new(&data), &cfg, m) {
                        Ok(p) => p,
                        Err(e) => {
                            errors.push(GenError::new(format!(
                                "mutate: cannot generate a {} program: {e}",
                                info.name
                            )));
                            break;
                        }
                    };
                    let edit_key = format!("mutate/{}/{}/{}/{a}", env.seed, mu.name, info.name);
                    let edit = seeded_bytes(&edit_key, 64);
                    let Some(mutant) = mu.apply(&base, &mut arbitrary::Unstructured::new(&edit), m)
                    else {
                        continue;
                    };
                    cases.push(CaseSpec {
                        group: mu.rule.to_string(),
                        slug: format!("mutate-{}-{made}", mu.name),
                        body: Body::Single {
                            profile: info.name.clone(),
                            text: print::print(&mutant, m),
                        },
                        expect: Expectation::Invalid(rules.clone()),
                        covers: rules.clone(),
                        origin: format!(
                            "{MUTANT_ORIGIN}{} on random seed {} {} #{a}",
                            mu.name, env.seed, info.name
                        ),
                        stated_at: None,
                    });
                    made += 1;
                }
            }
        }
        errors.sort();
        errors.dedup();
        if errors.is_empty() {
            Ok(cases)
        } else {
            Err(errors)
        }
    }
}
