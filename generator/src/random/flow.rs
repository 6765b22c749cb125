//! Flow control: if/else/endif, loop, rep, break, setp, predication, call/callnz.
//! Every opener keeps room for its closer; nesting stays within the profile's limits.

use super::arith::{self, ArithSpec, Kind, ARITH};
use super::build::{dst, ins, ins_cmp, src, src_swz};
use super::ctx::Family;
use super::operand::{pick_src, Reads, SrcReq, F_C, F_R, F_V};
use super::state::{Block, BlockKind, Gen, Sub};
use arbitrary::{Result, Unstructured};
use shadercts_shader::ir::{RegType, Src, SrcModifier, Swizzle};
use shadercts_shader::model::OpClass;
use shadercts_shader::opcode::Opcode;

/// A flow-control row.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FlowOp {
    /// `if b#`.
    IfB,
    /// `if [!]p0.c`.
    IfP,
    /// `if_cmp a, b`.
    Ifc,
    /// `else`.
    Else,
    /// Close the innermost block.
    End,
    /// `loop aL, i#`.
    Loop,
    /// `rep i#`.
    Rep,
    /// `break`.
    Break,
    /// `break_cmp a, b`.
    Breakc,
    /// `breakp [!]p0.c`.
    Breakp,
    /// `setp_cmp p0, a, b`.
    Setp,
    /// A predicated arithmetic instruction.
    Pred,
    /// `call l#`.
    Call,
    /// `callnz l#, [!]b#`.
    CallnzB,
    /// `callnz l#, [!]p0.c`.
    CallnzP,
}

impl FlowOp {
    /// Every row of this module.
    pub const ALL: [FlowOp; 15] = [
        FlowOp::IfB,
        FlowOp::IfP,
        FlowOp::Ifc,
        FlowOp::Else,
        FlowOp::End,
        FlowOp::Loop,
        FlowOp::Rep,
        FlowOp::Break,
        FlowOp::Breakc,
        FlowOp::Breakp,
        FlowOp::Setp,
        FlowOp::Pred,
        FlowOp::Call,
        FlowOp::CallnzB,
        FlowOp::CallnzP,
    ];
}

fn closer(kind: BlockKind) -> Opcode {
    match kind {
        BlockKind::IfStatic | BlockKind::IfDynamic => Opcode::ENDIF,
        BlockKind::Loop => Opcode::ENDLOOP,
        BlockKind::Rep => Opcode::ENDREP,
    }
}

fn within(limit: Option<u32>, depth: u32) -> bool {
    limit.is_none_or(|l| depth <= l)
}

/// True when a block of `kind` may open with an opener of `opcode`/`operands`.
fn can_open(g: &Gen, kind: BlockKind, opcode: Opcode, control: u8, operands: usize) -> bool {
    let l = &g.ctx.info.limits;
    let (Some(f), Some(c)) = (
        g.ctx.form(opcode, control, operands),
        g.ctx.form(closer(kind), 0, 0),
    ) else {
        return false;
    };
    if g.stack.len() as u32 >= g.cfg.max_nesting || !g.budget.fits(OpClass::Flow, f.slots + c.slots)
    {
        return false;
    }
    match kind {
        BlockKind::IfStatic => {
            within(
                l.static_nesting,
                g.depth_of(|k| k == BlockKind::IfStatic) + 1,
            ) && within(l.static_flow_count, g.static_flow + 1)
        }
        BlockKind::IfDynamic => within(
            l.dynamic_nesting,
            g.depth_of(|k| k == BlockKind::IfDynamic) + 1,
        ),
        BlockKind::Loop | BlockKind::Rep => {
            within(
                l.loop_nesting,
                g.depth_of(|k| matches!(k, BlockKind::Loop | BlockKind::Rep)) + 1,
            ) && within(l.static_flow_count, g.static_flow + 1)
        }
    }
}

/// True inside a loop whose body has no r#-source gradient: a break makes the whole
/// innermost loop dynamic (flow.gradient-in-dynamic-flow).
fn break_ok(g: &Gen) -> bool {
    g.stack
        .iter()
        .rev()
        .find(|b| matches!(b.kind, BlockKind::Loop | BlockKind::Rep))
        .is_some_and(|b| !b.gradient)
}

/// Marks the innermost loop as left by a break.
fn mark_break(g: &mut Gen) {
    if let Some(b) = g
        .stack
        .iter_mut()
        .rev()
        .find(|b| matches!(b.kind, BlockKind::Loop | BlockKind::Rep))
    {
        b.breaks = true;
    }
}

fn p0_ready(g: &Gen) -> bool {
    g.init.p0 != 0
}

fn features(g: &Gen, op: FlowOp) -> bool {
    let f = &g.cfg.features;
    match op {
        FlowOp::IfB | FlowOp::Loop | FlowOp::Rep => f.static_flow,
        FlowOp::Ifc | FlowOp::Breakc | FlowOp::Break => f.dynamic_flow,
        FlowOp::IfP | FlowOp::Breakp => f.dynamic_flow && f.predication,
        FlowOp::Setp | FlowOp::Pred => f.predication,
        FlowOp::Call | FlowOp::CallnzB => f.subroutines,
        FlowOp::CallnzP => f.subroutines && f.predication,
        FlowOp::Else | FlowOp::End => true,
    }
}

/// Plain arithmetic rows that may be predicated here.
fn predicable(g: &Gen) -> Vec<&'static ArithSpec> {
    ARITH
        .iter()
        .filter(|s| s.kind == Kind::Plain && arith::available(g, s))
        .collect()
}

/// True when the row can be emitted now.
pub fn available(g: &Gen, op: FlowOp) -> bool {
    if !features(g, op) {
        return false;
    }
    match op {
        FlowOp::IfB => g.has_file("b") && can_open(g, BlockKind::IfStatic, Opcode::IF, 0, 1),
        FlowOp::IfP => p0_ready(g) && can_open(g, BlockKind::IfDynamic, Opcode::IF, 0, 1),
        FlowOp::Ifc => can_open(g, BlockKind::IfDynamic, Opcode::IFC, 1, 2),
        FlowOp::Else => {
            matches!(g.stack.last(), Some(b) if !b.has_else && matches!(b.kind, BlockKind::IfStatic | BlockKind::IfDynamic))
                && g.fits(Opcode::ELSE, 0, 0)
                && (g.depth_of(|k| k == BlockKind::IfStatic) == 0
                    || within(g.ctx.info.limits.static_flow_count, g.static_flow + 1))
        }
        FlowOp::End => !g.stack.is_empty(),
        FlowOp::Loop => {
            !g.ints.is_empty()
                && g.has_file("aL")
                && can_open(g, BlockKind::Loop, Opcode::LOOP, 0, 2)
        }
        FlowOp::Rep => !g.ints.is_empty() && can_open(g, BlockKind::Rep, Opcode::REP, 0, 1),
        FlowOp::Break => break_ok(g) && g.fits(Opcode::BREAK, 0, 0),
        FlowOp::Breakc => break_ok(g) && g.fits(Opcode::BREAKC, 1, 2),
        FlowOp::Breakp => break_ok(g) && p0_ready(g) && g.fits(Opcode::BREAKP, 0, 1),
        FlowOp::Setp => g.has_file("p") && g.fits(Opcode::SETP, 1, 3),
        FlowOp::Pred => p0_ready(g) && !predicable(g).is_empty(),
        FlowOp::Call => call_ok(g, Opcode::CALL, 1),
        FlowOp::CallnzB => g.has_file("b") && call_ok(g, Opcode::CALLNZ, 2),
        FlowOp::CallnzP => p0_ready(g) && g.has_file("p") && call_ok(g, Opcode::CALLNZ, 2),
    }
}

/// Emits the row (its preconditions hold).
pub fn emit(g: &mut Gen, u: &mut Unstructured, op: FlowOp) -> Result<()> {
    match op {
        FlowOp::IfB => {
            let b = bool_src(g, u)?;
            open(g, BlockKind::IfStatic, ins(Opcode::IF, None, vec![b]));
        }
        FlowOp::IfP => {
            let p = pred_src(g, u)?;
            open(g, BlockKind::IfDynamic, ins(Opcode::IF, None, vec![p]));
        }
        FlowOp::Ifc => {
            let i = compare(g, u, Opcode::IFC)?;
            open(g, BlockKind::IfDynamic, i);
        }
        FlowOp::Else => {
            // An else inside any `if b#` counts as static flow (flow.static-flow-count).
            if g.depth_of(|k| k == BlockKind::IfStatic) > 0 {
                g.static_flow += 1;
            }
            let entry = g.stack.last_mut().map(|b| {
                b.has_else = true;
                b.entry.clone()
            });
            if let Some(entry) = entry {
                g.init = entry;
                g.emit(ins(Opcode::ELSE, None, Vec::new()));
            }
        }
        FlowOp::End => close(g),
        FlowOp::Loop => {
            let i = *u.choose(&g.ints)?;
            let l = ins(
                Opcode::LOOP,
                None,
                vec![src(RegType::LOOP, 0), src(RegType::CONSTINT, i)],
            );
            open(g, BlockKind::Loop, l);
        }
        FlowOp::Rep => {
            let i = *u.choose(&g.ints)?;
            open(
                g,
                BlockKind::Rep,
                ins(Opcode::REP, None, vec![src(RegType::CONSTINT, i)]),
            );
        }
        FlowOp::Break => {
            mark_break(g);
            g.emit(ins(Opcode::BREAK, None, Vec::new()));
        }
        FlowOp::Breakc => {
            let i = compare(g, u, Opcode::BREAKC)?;
            mark_break(g);
            g.emit(i);
        }
        FlowOp::Breakp => {
            let mut p = pred_src(g, u)?;
            // breakp - vs/ps: "{x|y|z|w} is the required replicate swizzle on p0"
            // (op.breakp-operand). The identity is only drawn when p0 is fully written,
            // so .x is; no extra input is read, which keeps the other draws as they were.
            if p.swizzle == Swizzle::IDENTITY {
                p.swizzle = Swizzle::replicate(0);
            }
            mark_break(g);
            g.emit(ins(Opcode::BREAKP, None, vec![p]));
        }
        FlowOp::Setp => setp(g, u)?,
        FlowOp::Pred => {
            let options = predicable(g);
            let spec = *u.choose(&options)?;
            let p = pred_src(g, u)?;
            arith::emit(g, u, spec, Some(p))?;
        }
        FlowOp::Call | FlowOp::CallnzB | FlowOp::CallnzP => call(g, u, op)?,
    }
    Ok(())
}

fn open(g: &mut Gen, kind: BlockKind, i: shadercts_shader::ir::Instruction) {
    let (c, _) = g.cost(closer(kind), 0, 0);
    g.budget.reserve(OpClass::Flow, c);
    if matches!(kind, BlockKind::IfStatic | BlockKind::Loop | BlockKind::Rep) {
        g.static_flow += 1;
    }
    g.stack.push(Block {
        kind,
        has_else: false,
        entry: g.init.clone(),
        gradient: false,
        breaks: false,
    });
    g.emit(i);
}

/// Closes the innermost block: writes inside it no longer count as initialised.
pub fn close(g: &mut Gen) {
    let Some(b) = g.stack.pop() else { return };
    let op = closer(b.kind);
    let (c, _) = g.cost(op, 0, 0);
    g.budget.release(OpClass::Flow, c);
    g.init = b.entry;
    g.emit(ins(op, None, Vec::new()));
}

/// A boolean constant, possibly negated.
fn bool_src(g: &Gen, u: &mut Unstructured) -> Result<Src> {
    let n = g.ctx.count("b").clamp(1, 16);
    let mut s = src(RegType::CONSTBOOL, u.int_in_range(0..=n - 1)?);
    if g.ctx.source_modifier(SrcModifier::Not) && u.ratio(1, 3)? {
        s.modifier = SrcModifier::Not;
    }
    Ok(s)
}

/// p0 with a replicate of a written component (identity when all are written).
fn pred_src(g: &Gen, u: &mut Unstructured) -> Result<Src> {
    let comps: Vec<u8> = (0..4).filter(|c| g.init.p0 & (1 << c) != 0).collect();
    let swizzle = if g.init.p0 == 0xF && u.ratio(1, 3)? {
        Swizzle::IDENTITY
    } else {
        Swizzle::replicate(*u.choose(&comps).unwrap_or(&0))
    };
    let mut s = src_swz(RegType::PREDICATE, 0, swizzle);
    if u.ratio(1, 3)? {
        s.modifier = SrcModifier::Not;
    }
    Ok(s)
}

/// `ifc`/`breakc` with a random comparison of two scalars (vFace may be the first).
fn compare(g: &Gen, u: &mut Unstructured, op: Opcode) -> Result<shadercts_shader::ir::Instruction> {
    let mut reads = Reads::default();
    let req = SrcReq {
        scalar: true,
        files: F_R | F_C | F_V,
        ..SrcReq::new(0xF)
    };
    let face = g
        .inputs
        .iter()
        .any(|i| i.ty == RegType::MISCTYPE && i.index == 1);
    let a = if face && u.ratio(1, 3)? {
        src_swz(RegType::MISCTYPE, 1, Swizzle::replicate(0))
    } else {
        pick_src(g, u, &req, &mut reads)?
    };
    let b = pick_src(g, u, &req, &mut reads)?;
    let cmp = u.int_in_range(1..=6u8)?;
    Ok(ins_cmp(op, cmp, None, vec![a, b]))
}

fn setp(g: &mut Gen, u: &mut Unstructured) -> Result<()> {
    let mask = if g.cfg.features.swizzles {
        u.int_in_range(1..=15u8)?
    } else {
        0xF
    };
    let mut reads = Reads::default();
    let req = SrcReq {
        files: F_R | F_C | F_V,
        dst_mask: mask,
        ..SrcReq::new(mask)
    };
    let face = g
        .inputs
        .iter()
        .any(|i| i.ty == RegType::MISCTYPE && i.index == 1);
    let a = if face && u.ratio(1, 3)? {
        src_swz(RegType::MISCTYPE, 1, Swizzle::replicate(0))
    } else {
        pick_src(g, u, &req, &mut reads)?
    };
    let b = pick_src(g, u, &req, &mut reads)?;
    let cmp = u.int_in_range(1..=6u8)?;
    g.emit(ins_cmp(
        Opcode::SETP,
        cmp,
        Some(dst(RegType::PREDICATE, 0, mask)),
        vec![a, b],
    ));
    g.init.p0 |= mask;
    Ok(())
}

/// True when a call of this form may be emitted from the current region.
fn call_ok(g: &Gen, opcode: Opcode, operands: usize) -> bool {
    let l = &g.ctx.info.limits;
    let Some(f) = g.ctx.form(opcode, 0, operands) else {
        return false;
    };
    let depth = g.region_depth() + 1;
    if !within(l.call_nesting, depth) || !within(l.static_flow_count, g.static_flow + 1) {
        return false;
    }
    let (ret, _) = g.cost(Opcode::RET, 0, 0);
    let later = g.region.map_or(0, |k| k + 1);
    let existing = later < g.subs.len();
    let new_ok = g.subs.len() < g.cfg.max_subroutines && (g.subs.len() as u32) < g.ctx.count("l");
    let extra = if g.subs.is_empty() { 2 * ret } else { ret };
    (existing && g.budget.fits(OpClass::Flow, f.slots))
        || (new_ok && g.budget.fits(OpClass::Flow, f.slots + extra))
}

fn call(g: &mut Gen, u: &mut Unstructured, op: FlowOp) -> Result<()> {
    let (ret, _) = g.cost(Opcode::RET, 0, 0);
    let opcode = if op == FlowOp::Call {
        Opcode::CALL
    } else {
        Opcode::CALLNZ
    };
    let (cost, _) = g.cost(opcode, 0, if op == FlowOp::Call { 1 } else { 2 });
    let later = g.region.map_or(0, |k| k + 1);
    let new_ok = g.subs.len() < g.cfg.max_subroutines
        && (g.subs.len() as u32) < g.ctx.count("l")
        && g.budget.fits(
            OpClass::Flow,
            cost + if g.subs.is_empty() { 2 * ret } else { ret },
        );
    let existing = later < g.subs.len() && g.budget.fits(OpClass::Flow, cost);
    let target = if existing && (!new_ok || u.ratio(1, 2)?) {
        u.int_in_range(later..=g.subs.len() - 1)?
    } else if new_ok {
        let used: Vec<u32> = g.subs.iter().map(|s| s.label).collect();
        let n = g.ctx.count("l").max(1);
        let mut label = u.int_in_range(0..=n - 1)?;
        while used.contains(&label) {
            label = (label + 1) % n;
        }
        let reserve = if g.subs.is_empty() { 2 * ret } else { ret };
        g.budget.reserve(OpClass::Flow, reserve);
        g.subs.push(Sub {
            label,
            depth: 0,
            entry: None,
            dynamic: false,
        });
        g.subs.len() - 1
    } else {
        return Ok(());
    };
    let depth = g.region_depth() + 1;
    let here = g.init.clone();
    // flow.gradient-in-dynamic-flow: `callnz … p0`, and any call from a dynamic
    // subroutine, make the callee dynamic (its body is built after every caller).
    let caller_dynamic = g
        .region
        .and_then(|k| g.subs.get(k))
        .is_some_and(|s| s.dynamic);
    let dynamic = op == FlowOp::CallnzP || caller_dynamic;
    let label = match g.subs.get_mut(target) {
        Some(s) => {
            s.dynamic |= dynamic;
            s.depth = s.depth.max(depth);
            s.entry = Some(match &s.entry {
                Some(e) => e.meet(&here),
                None => here,
            });
            s.label
        }
        None => return Ok(()),
    };
    let mut srcs = vec![src(RegType::LABEL, label)];
    match op {
        FlowOp::CallnzB => srcs.push(bool_src(g, u)?),
        FlowOp::CallnzP => srcs.push(pred_src(g, u)?),
        _ => {}
    }
    g.static_flow += 1;
    g.emit(ins(opcode, None, srcs));
    Ok(())
}

/// Family check used by the driver: flow control exists at all.
pub fn has_flow(g: &Gen) -> bool {
    !matches!(g.fam(), Family::Vs1 | Family::Ps11 | Family::Ps14)
        && g.ctx.any_form(Opcode::RET).is_some()
}
