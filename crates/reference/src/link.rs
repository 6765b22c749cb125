//! The reference linker: the `kind: link` rules over a vertex/pixel shader pair.

use crate::validate::{front_end, SYNTAX};
use shadercts_rules::{RuleSet, Stage, Violation};
use shadercts_shader::ir::{Profile, ShaderKind};
use shadercts_shader::{Model, Program};
use std::fmt;

/// A pair whose programs stand in the wrong places: the first is not a vertex shader
/// or the second not a pixel shader. The link rules are not checked on such a pair
/// (they would pass a swapped shader model 1–2 pair, and name a misleading rule for a
/// swapped shader model 3 pair).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct WrongStage {
    /// Which program is misplaced.
    pub stage: Stage,
    /// Its profile.
    pub profile: Profile,
}

impl fmt::Display for WrongStage {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (is, place) = match self.stage {
            Stage::Vs => ("a pixel shader", "a vertex shader first"),
            Stage::Ps => ("a vertex shader", "a pixel shader second"),
        };
        write!(f, "is {is} ({}); a link pair takes {place}", self.profile)
    }
}

/// Checks that `vs` is a vertex shader and `ps` a pixel shader (the first misplaced
/// program is named).
pub fn stage_order(vs: &Program, ps: &Program) -> Result<(), WrongStage> {
    if vs.profile.kind != ShaderKind::Vertex {
        return Err(WrongStage {
            stage: Stage::Vs,
            profile: vs.profile,
        });
    }
    if ps.profile.kind != ShaderKind::Pixel {
        return Err(WrongStage {
            stage: Stage::Ps,
            profile: ps.profile,
        });
    }
    Ok(())
}

/// The link violations of a pair, sorted by program (vs first) and position; each says
/// which program its span points into.
pub fn link(vs: &Program, ps: &Program, rules: &RuleSet, model: &Model) -> Vec<Violation> {
    let _ = model;
    rules.check_link(vs, None, ps, None)
}

/// Parses both texts and links them; parse errors are `syntax` violations of their stage.
pub fn link_text(vs_src: &str, ps_src: &str, rules: &RuleSet, model: &Model) -> Vec<Violation> {
    let vs = shadercts_shader::text::parse(vs_src, model);
    let ps = shadercts_shader::text::parse(ps_src, model);
    match (vs, ps) {
        (Ok(vs), Ok(ps)) => rules.check_link(&vs, Some(vs_src), &ps, Some(ps_src)),
        (vs, ps) => {
            let mut out = Vec::new();
            for (r, stage) in [(vs.err(), Stage::Vs), (ps.err(), Stage::Ps)] {
                if let Some(d) = r {
                    out.extend(front_end(d, SYNTAX).into_iter().map(|mut v| {
                        v.stage = Some(stage);
                        v
                    }));
                }
            }
            out
        }
    }
}
