//! Mutations of dynamic flow control and block structure: a gradient of a temporary
//! inside an `if_comp` block, and a block statement without its partner.

use super::flow::{if_b, if_c, rep, static_room};
use super::site::Site;
use arbitrary::Unstructured;
use shadercts_shader::ir::{Instruction, RegType};
use shadercts_shader::opcode::Opcode;

/// flow.gradient-in-dynamic-flow: `mov T, c0` then `if_gt c0.x, c0.x` / `dsx T, T`
/// (or dsy) / `endif` at the end of the main program.
pub fn gradient_in_dynamic(s: &mut Site, u: &mut Unstructured) -> Option<()> {
    let op = if u.ratio(1, 2).ok()? {
        Opcode::DSX
    } else {
        Opcode::DSY
    };
    s.ctx.form(op, 0, 2)?;
    let t = s.temp();
    let init = s.write_temp(Opcode::MOV, t, vec![s.c(0)]);
    let grad = s.write_temp(op, t, vec![crate::random::build::src(RegType::TEMP, t)]);
    let open = if_c(s);
    s.append(vec![init, open, grad, Instruction::new(Opcode::ENDIF)])
}

/// flow.block-structure: a lone `endif`, `else` or `endrep`, or an `if b0` / `rep i0`
/// never closed, at the end of the main program.
pub fn unmatched_block(s: &mut Site, u: &mut Unstructured) -> Option<()> {
    let choice = u.int_in_range(0..=4u8).ok()?;
    let i = match choice {
        0 => Instruction::new(Opcode::ENDIF),
        1 => Instruction::new(Opcode::ELSE),
        2 => Instruction::new(Opcode::ENDREP),
        3 if static_room(s, 1) => if_b(),
        _ if static_room(s, 1) => rep(),
        _ => Instruction::new(Opcode::ENDIF),
    };
    s.append(vec![i])
}
