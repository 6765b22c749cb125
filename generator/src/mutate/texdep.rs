//! Mutations of texture-lookup dependence: a chain of dependent lookups one order deeper
//! than the profile allows (texld - ps_2_0: "may be dependent upon, at most, third order").

use super::site::Site;
use crate::random::build::{dcl, dst, ins, src, XYZW};
use arbitrary::Unstructured;
use shadercts_shader::ir::RegType;
use shadercts_shader::opcode::Opcode;

/// ps2.dependent-read-depth: a new 2D sampler and texture coordinate, then a lookup from
/// the coordinate followed by `limit + 1` lookups that each read and rewrite the previous
/// result (orders 1 .. limit + 1) at the end of the main program.
pub fn dependent_chain(s: &mut Site, _u: &mut Unstructured) -> Option<()> {
    let limit = s.ctx.info.limits.dependent_read_depth?;
    let t = *s.unused(RegType::TEXTURE, s.ctx.count("t")).first()?;
    let smp = *s.unused(RegType::SAMPLER, s.ctx.count("s")).first()?;
    s.declare(vec![
        dcl(dst(RegType::TEXTURE, t, XYZW), 0, 0, 0),
        dcl(dst(RegType::SAMPLER, smp, XYZW), 0, 0, 2),
    ]);
    let r = s.temp();
    let lookup = |coord| {
        ins(
            Opcode::TEX,
            Some(dst(RegType::TEMP, r, XYZW)),
            vec![coord, src(RegType::SAMPLER, smp)],
        )
    };
    let mut chain = vec![lookup(src(RegType::TEXTURE, t))];
    for _ in 0..=limit {
        chain.push(lookup(src(RegType::TEMP, r)));
    }
    s.append(chain)
}
