//! Mutations of flow control: nesting depths, break placement, labels, static counts.

use super::site::Site;
use crate::random::build::{ins, ins_cmp, label, src};
use arbitrary::Unstructured;
use shadercts_shader::ir::{Instruction, RegType, Swizzle};
use shadercts_shader::opcode::Opcode;

/// Static flow-control instructions as flow.static-flow-count counts them.
pub fn static_flow_count(s: &Site) -> u32 {
    let mut stack: Vec<bool> = Vec::new();
    let mut n = 0;
    for i in &s.p.instructions {
        let bool_src = |k: usize| {
            i.srcs
                .get(k)
                .is_some_and(|x| x.reg.ty == RegType::CONSTBOOL)
        };
        match i.opcode {
            Opcode::REP | Opcode::LOOP | Opcode::CALL => n += 1,
            Opcode::CALLNZ if bool_src(1) => n += 1,
            Opcode::IF if bool_src(0) => n += 1,
            Opcode::ELSE if stack.iter().any(|b| *b) => n += 1,
            _ => {}
        }
        match i.opcode {
            Opcode::IF => stack.push(bool_src(0)),
            Opcode::IFC | Opcode::LOOP | Opcode::REP => stack.push(false),
            Opcode::ENDIF | Opcode::ENDLOOP | Opcode::ENDREP => {
                stack.pop();
            }
            Opcode::LABEL => stack.clear(),
            _ => {}
        }
    }
    n
}

/// True when `extra` more static flow instructions keep the static count within limits.
pub fn static_room(s: &Site, extra: u32) -> bool {
    s.ctx
        .info
        .limits
        .static_flow_count
        .is_none_or(|l| static_flow_count(s) + extra <= l)
}

/// `depth` nested blocks opened by `opener` and closed by `closer`.
pub fn nest(opener: &Instruction, closer: Opcode, depth: u32) -> Vec<Instruction> {
    let mut v: Vec<Instruction> = (0..depth).map(|_| opener.clone()).collect();
    v.extend((0..depth).map(|_| Instruction::new(closer)));
    v
}

/// `rep i0`.
pub fn rep() -> Instruction {
    ins(Opcode::REP, None, vec![src(RegType::CONSTINT, 0)])
}

/// `if b0`.
pub fn if_b() -> Instruction {
    ins(Opcode::IF, None, vec![src(RegType::CONSTBOOL, 0)])
}

/// `if_gt c0.x, c0.x`.
pub fn if_c(s: &Site) -> Instruction {
    let mut c = s.c(0);
    c.swizzle = Swizzle::replicate(0);
    ins_cmp(Opcode::IFC, 1, None, vec![c.clone(), c])
}

/// flow.loop-nesting: `rep` blocks one deeper than the profile allows.
pub fn loops_too_deep(s: &mut Site, _u: &mut Unstructured) -> Option<()> {
    let n = s.ctx.info.limits.loop_nesting? + 1;
    if !static_room(s, n) {
        return None;
    }
    s.append(nest(&rep(), Opcode::ENDREP, n))
}

/// flow.static-nesting: `if b0` blocks one deeper than the profile allows.
pub fn ifs_too_deep(s: &mut Site, _u: &mut Unstructured) -> Option<()> {
    let n = s.ctx.info.limits.static_nesting? + 1;
    if !static_room(s, n) {
        return None;
    }
    s.append(nest(&if_b(), Opcode::ENDIF, n))
}

/// flow.dynamic-nesting: `if_gt` blocks one deeper than the profile allows.
pub fn dynamic_too_deep(s: &mut Site, _u: &mut Unstructured) -> Option<()> {
    let n = s.ctx.info.limits.dynamic_nesting? + 1;
    let i = if_c(s);
    s.append(nest(&i, Opcode::ENDIF, n))
}

/// flow.break-in-loop: `break` outside any loop.
pub fn break_outside(s: &mut Site, _u: &mut Unstructured) -> Option<()> {
    s.append(vec![Instruction::new(Opcode::BREAK)])
}

/// Labels the program does not use, below `count`.
fn free_labels(s: &Site, count: u32, n: usize) -> Option<Vec<u32>> {
    let v: Vec<u32> = s
        .unused(RegType::LABEL, count)
        .into_iter()
        .take(n)
        .collect();
    (v.len() == n).then_some(v)
}

/// Appends subroutines `labels[0]` → `labels[1]` → … (each calls the next) and a call
/// of the first from the end of the main program.
pub fn call_chain(s: &mut Site, labels: &[u32]) -> Option<()> {
    let first = *labels.first()?;
    let has_subs = s.p.instructions.iter().any(|i| i.opcode == Opcode::LABEL);
    s.append(vec![ins(
        Opcode::CALL,
        None,
        vec![src(RegType::LABEL, first)],
    )])?;
    if !has_subs {
        s.p.instructions.push(Instruction::new(Opcode::RET));
    }
    for (k, &l) in labels.iter().enumerate() {
        s.p.instructions.push(label(l));
        if let Some(&next) = labels.get(k + 1) {
            s.p.instructions
                .push(ins(Opcode::CALL, None, vec![src(RegType::LABEL, next)]));
        }
        s.p.instructions.push(Instruction::new(Opcode::RET));
    }
    Some(())
}

/// flow.call-nesting: a chain of calls one deeper than the profile allows.
pub fn calls_too_deep(s: &mut Site, _u: &mut Unstructured) -> Option<()> {
    let n = s.ctx.info.limits.call_nesting? + 1;
    if !static_room(s, n) {
        return None;
    }
    let labels = free_labels(s, s.ctx.count("l"), n as usize)?;
    call_chain(s, &labels)
}

/// flow.label-range: a subroutine labelled one past the last label.
pub fn label_out_of_range(s: &mut Site, _u: &mut Unstructured) -> Option<()> {
    if !static_room(s, 1) {
        return None;
    }
    let n = s.ctx.count("l");
    if n > super::boundary::max_number("l") {
        return None;
    }
    call_chain(s, &[n])
}

/// flow.static-flow-count: `if b0`/`endif` pairs up to one more than the limit.
pub fn static_count(s: &mut Site, _u: &mut Unstructured) -> Option<()> {
    let l = s.ctx.info.limits.static_flow_count?;
    let have = static_flow_count(s);
    let v: Vec<Instruction> = (have..=l)
        .flat_map(|_| [if_b(), Instruction::new(Opcode::ENDIF)])
        .collect();
    s.append(v)
}

/// op.callnz-operands: `callnz l, c0.x` (a float constant instead of b# or p0), calling
/// a new, empty subroutine.
pub fn callnz_float(s: &mut Site, _u: &mut Unstructured) -> Option<()> {
    let l = *free_labels(s, s.ctx.count("l"), 1)?.first()?;
    let has_subs = s.p.instructions.iter().any(|i| i.opcode == Opcode::LABEL);
    let cond = s.c_scalar(0);
    s.append(vec![ins(
        Opcode::CALLNZ,
        None,
        vec![src(RegType::LABEL, l), cond],
    )])?;
    if !has_subs {
        s.p.instructions.push(Instruction::new(Opcode::RET));
    }
    s.p.instructions.push(label(l));
    s.p.instructions.push(Instruction::new(Opcode::RET));
    Some(())
}
