//! Random valid context around an existing program: instructions on fresh temporaries,
//! reading only constants and each other, inserted where they change no rule's verdict.

use super::budget::room_for;
use super::build::{dst, ins, src, XYZW};
use super::ctx::Ctx;
use arbitrary::Unstructured;
use shadercts_shader::ir::{Instruction, Program, RegType, Src, SrcModifier};
use shadercts_shader::model::OpClass;
use shadercts_shader::opcode::Opcode;
use shadercts_shader::Model;

/// Temporaries the program never names (as operand or relative address).
pub(crate) fn fresh_temps(program: &Program, count: u32) -> Vec<u32> {
    let mut used = [false; 64];
    let mut mark = |ty: RegType, i: u32| {
        if ty == RegType::TEMP && (i as usize) < used.len() {
            used[i as usize] = true;
        }
    };
    for i in &program.instructions {
        if let Some(d) = &i.dst {
            mark(d.reg.ty, d.reg.index);
        }
        for s in i.srcs.iter().chain(i.predicate.iter()) {
            mark(s.reg.ty, s.reg.index);
        }
    }
    (0..count.min(64)).filter(|&i| !used[i as usize]).collect()
}

/// Where instructions of the main program may be inserted without changing any rule:
/// after every declaration, before the first `ret`/`label`, and (ps_1_x) at the end.
pub(crate) fn insertion_point(program: &Program, ctx: &Ctx) -> Option<usize> {
    let ins = &program.instructions;
    let is_decl = |i: &Instruction| {
        matches!(
            i.opcode,
            Opcode::DCL | Opcode::DEF | Opcode::DEFI | Opcode::DEFB
        )
    };
    let after_decls = ins.iter().rposition(is_decl).map_or(0, |p| p + 1);
    let main_end = ins
        .iter()
        .position(|i| matches!(i.opcode, Opcode::RET | Opcode::LABEL))
        .unwrap_or(ins.len());
    if ctx.fam.is_ps1() {
        return Some(ins.len());
    }
    (after_decls <= main_end).then_some(main_end)
}

/// The modifier every added c# read takes: ps_3_0 programs that read constants with
/// `_abs` get `_abs` (all-or-none rule), everything else none.
pub(crate) fn const_modifier(program: &Program, ctx: &Ctx) -> SrcModifier {
    let abs_reads = program
        .instructions
        .iter()
        .flat_map(|i| i.srcs.iter())
        .any(|s| {
            s.reg.ty == RegType::CONST
                && matches!(s.modifier, SrcModifier::Abs | SrcModifier::AbsNeg)
        });
    if ctx.fam == super::ctx::Family::Ps3 && abs_reads {
        SrcModifier::Abs
    } else {
        SrcModifier::None
    }
}

/// Inserts a few extra valid instructions into `program` that do not change which
/// rules hold: each writes a temporary the program never uses, from constants and
/// earlier such temporaries, with full masks and no modifiers, where slots remain.
/// Returns the program unchanged when the profile is unknown or there is no room.
pub fn pad(program: &Program, u: &mut Unstructured, model: &Model) -> Program {
    let mut out = program.clone();
    let Some(ctx) = Ctx::new(model, program.profile) else {
        return out;
    };
    let Some(at) = insertion_point(program, &ctx) else {
        return out;
    };
    // r0 is the colour output of ps_1_x (ps1.r0-written): never a padding register.
    let fresh: Vec<u32> = fresh_temps(program, ctx.count("r"))
        .into_iter()
        .filter(|&r| !(ctx.fam.is_ps1() && r == 0))
        .collect();
    let cmod = const_modifier(program, &ctx);
    let n = u.int_in_range(0..=6usize).unwrap_or(0);
    let mut added: Vec<Instruction> = Vec::new();
    let mut ready: Vec<u32> = Vec::new();
    for _ in 0..n {
        let Some(&target) = fresh.iter().find(|f| !ready.contains(f)) else {
            break;
        };
        let c = u
            .int_in_range(0..=ctx.count("c").clamp(1, 8) - 1)
            .unwrap_or(0);
        let constant = Src {
            modifier: cmod,
            ..src(RegType::CONST, c)
        };
        let operand = |u: &mut Unstructured| -> Src {
            match ready.is_empty() || u.ratio(1, 2).unwrap_or(true) {
                true => constant.clone(),
                false => src(
                    RegType::TEMP,
                    ready[u.choose_index(ready.len()).unwrap_or(0)],
                ),
            }
        };
        let op = *u
            .choose(&[Opcode::MOV, Opcode::ADD, Opcode::MUL, Opcode::MAD])
            .unwrap_or(&Opcode::MOV);
        let nsrc = match op {
            Opcode::MOV => 1,
            Opcode::MAD => 3,
            _ => 2,
        };
        let (op, nsrc) = match ctx.form(op, 0, 1 + nsrc) {
            Some(f) if f.slots == 1 => (op, nsrc),
            _ => (Opcode::MOV, 1),
        };
        // One c# read at most twice where c# has one read port (ports.c-reads): the third
        // source of a mad is then an earlier padding temporary, or the mad becomes a mul.
        let limited = ctx.ports("c") == Some(1);
        let (op, nsrc) = if limited && nsrc == 3 && ready.is_empty() {
            (Opcode::MUL, 2)
        } else {
            (op, nsrc)
        };
        let mut srcs: Vec<Src> = (0..nsrc).map(|_| operand(u)).collect();
        if limited && srcs.iter().all(|s| s.reg.ty == RegType::CONST) && nsrc == 3 {
            srcs[2] = src(RegType::TEMP, ready[0]);
        }
        let i = ins(op, Some(dst(RegType::TEMP, target, XYZW)), srcs);
        if ctx.form(op, 0, 1 + nsrc).is_none()
            || !room_for(program, &ctx, OpClass::Arithmetic, added.len() as u32 + 1)
        {
            break;
        }
        added.push(i);
        ready.push(target);
    }
    if ctx.fam.is_ps1() && fresh.is_empty() && ctx.form(Opcode::NOP, 0, 0).is_some() {
        for _ in 0..n {
            added.push(Instruction::new(Opcode::NOP));
        }
    }
    out.instructions.splice(at..at, added);
    out
}
