//! The reference linker: the `kind: link` rules over a vertex/pixel shader pair.

use crate::validate::{front_end, SYNTAX};
use shadercts_rules::{RuleSet, Stage, Violation};
use shadercts_shader::{Model, Program};

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
