//! The `random` case source: for every profile, stand-alone random programs that are
//! valid by construction ([`crate::random::generate`]), drawn from byte streams derived
//! from (seed, profile, n) only.

use crate::case::{Body, CaseSpec, Expectation};
use crate::error::GenError;
use crate::random::{generate, Config};
use crate::source::{CaseSource, SourceEnv};
use sha2::{Digest, Sha256};
use shadercts_shader::print;

/// Deterministic pseudo-random bytes: a xorshift stream seeded with the SHA-256 of
/// `key` (so unrelated keys give unrelated streams).
pub fn seeded_bytes(key: &str, n: usize) -> Vec<u8> {
    let digest = Sha256::digest(key.as_bytes());
    let mut first = [0u8; 8];
    first.copy_from_slice(&digest[..8]);
    // xorshift must not start at zero.
    let mut s = u64::from_le_bytes(first) | 1;
    (0..n)
        .map(|_| {
            s ^= s << 13;
            s ^= s >> 7;
            s ^= s << 17;
            (s >> 24) as u8
        })
        .collect()
}

/// How the origin of every random program starts (the differential check finds them by it).
pub const RANDOM_ORIGIN: &str = "random seed ";

/// Random valid programs, `per_profile` of them in every profile of the model.
#[derive(Clone, Copy, Debug)]
pub struct RandomSource {
    /// Programs per profile.
    pub per_profile: usize,
}

impl Default for RandomSource {
    fn default() -> RandomSource {
        RandomSource { per_profile: 20 }
    }
}

impl CaseSource for RandomSource {
    fn name(&self) -> &str {
        "random"
    }

    fn cases(&self, env: &SourceEnv<'_>) -> Result<Vec<CaseSpec>, Vec<GenError>> {
        let mut cases = Vec::new();
        let mut errors = Vec::new();
        for info in &env.model.profiles {
            for n in 0..self.per_profile {
                let key = format!("random/{}/{}/{n}", env.seed, info.name);
                let data = seeded_bytes(&key, 4096);
                let mut u = arbitrary::Unstructured::new(&data);
                match generate(&mut u, &Config::new(info.profile), env.model) {
                    Ok(program) => cases.push(CaseSpec {
                        group: "random".into(),
                        slug: n.to_string(),
                        body: Body::Single {
                            profile: info.name.clone(),
                            text: print::print(&program, env.model),
                        },
                        expect: Expectation::Valid,
                        covers: Vec::new(),
                        origin: format!("{RANDOM_ORIGIN}{} {} #{n}", env.seed, info.name),
                        stated_at: None,
                    }),
                    Err(e) => errors.push(GenError::new(format!(
                        "random: cannot generate a {} program: {e}",
                        info.name
                    ))),
                }
            }
        }
        if errors.is_empty() {
            Ok(cases)
        } else {
            Err(errors)
        }
    }
}
