//! `dependent_order`: how deeply each ps_2_0-and-later texture lookup depends on earlier
//! texture lookups, as the texld - ps_2_0 page defines the orders:
//!
//! - "A first-order dependent texture instruction is a texture instruction in which
//!   either: src0 is a Temporary Register (r#); dst was previously written, now being
//!   written again."
//! - "A second-order dependent texture instruction is defined as a texture instruction
//!   that reads or writes to a Temporary Register (r#) whose contents, before executing
//!   the texture instruction, depend (perhaps indirectly) on the outcome of a first-order
//!   dependent texture instruction", and so on for higher orders.
//!
//! So a lookup's order is 1 when it reads its coordinates from r# or rewrites its
//! destination, and one more than the highest order that the contents of its r#
//! coordinate source depend on; 0 otherwise. The earlier contents of a rewritten
//! destination ("or writes to") do not raise the order: see the note of
//! ps2.dependent-read-depth for why. The dependence of a temporary's contents is carried
//! through every instruction that writes it, register by register (a partial write keeps
//! the earlier dependence too), in program order: ps_2_0 has no flow control, and the
//! later profiles have no dependent-read limit.

use super::Facts;
use shadercts_shader::ir::{RegType, ShaderKind};
use shadercts_shader::opcode::Opcode;
use shadercts_shader::Program;

/// Sets `dependent_order` on the texture lookups of a ps_2_0-or-later program.
pub(crate) fn apply(facts: &mut Facts, program: &Program) {
    if program.profile.kind != ShaderKind::Pixel || program.profile.major < 2 {
        return;
    }
    // Per temporary register (by number): the highest order of a lookup its contents
    // depend on, and whether it was written before.
    let mut depends = std::mem::take(&mut facts.scratch.depends);
    let mut written = std::mem::take(&mut facts.scratch.temp_written);
    depends.clear();
    written.clear();
    order(facts, program, &mut depends, &mut written);
    facts.scratch.depends = depends;
    facts.scratch.temp_written = written;
}

/// [`apply`] with its (empty) work lists.
fn order(
    facts: &mut Facts,
    program: &Program,
    depends: &mut Vec<Option<u32>>,
    written: &mut Vec<bool>,
) {
    for (k, ins) in program.instructions.iter().enumerate() {
        // texkill's register and declarations are not written.
        if matches!(ins.opcode, Opcode::TEXKILL | Opcode::DCL) {
            continue;
        }
        let Some(d) = ins.dst.as_ref().filter(|d| d.reg.ty == RegType::TEMP) else {
            continue;
        };
        let dst = d.reg.index as usize;
        // The token format holds register numbers below 2048; a larger one (text only)
        // is reg.index-range's case and is not tracked.
        if dst >= 2048 {
            continue;
        }
        if depends.len() <= dst {
            depends.resize(dst + 1, None);
            written.resize(dst + 1, false);
        }
        let rewritten = written[dst];
        let src_dep = |i: usize| {
            ins.srcs
                .get(i)
                .filter(|s| s.reg.ty == RegType::TEMP)
                .and_then(|s| depends.get(s.reg.index as usize).copied().flatten())
        };
        let kept = depends[dst];
        let new = if matches!(ins.opcode, Opcode::TEX | Opcode::TEXLDD | Opcode::TEXLDL) {
            let from_temp = ins.srcs.first().is_some_and(|s| s.reg.ty == RegType::TEMP);
            let base = u32::from(from_temp || rewritten);
            let order = src_dep(0).map_or(base, |o| base.max(o.saturating_add(1)));
            if let Some(f) = facts.instrs.get_mut(k) {
                f.dependent_order = Some(order);
            }
            Some(order)
        } else {
            (0..ins.srcs.len()).filter_map(src_dep).max()
        };
        let partial = d.mask.0 & 0xF != 0xF;
        depends[dst] = if partial { new.max(kept) } else { new };
        written[dst] = true;
    }
}
