//! The instruction table and the loop that draws from it: at each step only the rows
//! whose preconditions hold are offered.

use super::arith::{self, ArithSpec, ARITH};
use super::build::{dst, ins, rel_al};
use super::ctx::Family;
use super::flow::{self, FlowOp};
use super::operand::{pick_src, Reads, SrcReq, F_C, F_R, F_V};
use super::ps1;
use super::state::Gen;
use super::texture::{self, TexOp};
use arbitrary::{Result, Unstructured};
use shadercts_shader::ir::RegType;
use shadercts_shader::opcode::Opcode;

/// One row of the table.
#[derive(Clone, Copy, Debug)]
pub enum Row {
    /// An arithmetic instruction.
    Arith(&'static ArithSpec),
    /// A texture instruction of ps_2_0+ / vs_3_0.
    Tex(TexOp),
    /// A ps_1_x texture step.
    Ps1Tex,
    /// A ps_1_x co-issued pair.
    Pair,
    /// Flow control or predication.
    Flow(FlowOp),
    /// vs_3_0 `mov o[aL + n], …` inside a loop.
    RelOut,
}

/// Every row that can ever apply to the profile (filtered by form existence).
pub fn rows(g: &Gen) -> Vec<Row> {
    let mut v: Vec<Row> = ARITH
        .iter()
        .filter(|s| g.ctx.form(s.op, 0, arith::operands(s)).is_some())
        .map(Row::Arith)
        .collect();
    v.extend(TexOp::ALL.into_iter().map(Row::Tex));
    if g.fam().is_ps1() {
        v.push(Row::Ps1Tex);
        v.push(Row::Pair);
    }
    if flow::has_flow(g) {
        v.extend(FlowOp::ALL.into_iter().map(Row::Flow));
    }
    if g.fam() == Family::Vs3 {
        v.push(Row::RelOut);
    }
    v
}

fn available(g: &Gen, row: Row) -> bool {
    match row {
        Row::Arith(s) => {
            (g.cfg.features.arithmetic || s.kind == arith::Kind::Mova) && arith::available(g, s)
        }
        Row::Tex(op) => texture::available(g, op),
        Row::Ps1Tex => ps1::tex_available(g),
        Row::Pair => ps1::pair_available(g),
        Row::Flow(op) => flow::available(g, op),
        Row::RelOut => rel_out_available(g),
    }
}

/// Draws one available row and emits it; `false` when none is available.
pub fn step(g: &mut Gen, u: &mut Unstructured, rows: &[Row]) -> Result<bool> {
    let open: Vec<Row> = rows.iter().copied().filter(|r| available(g, *r)).collect();
    if open.is_empty() {
        return Ok(false);
    }
    match *u.choose(&open)? {
        Row::Arith(s) => arith::emit(g, u, s, None)?,
        Row::Tex(op) => texture::emit(g, u, op)?,
        Row::Ps1Tex => ps1::tex_emit(g, u)?,
        Row::Pair => ps1::pair_emit(g, u)?,
        Row::Flow(op) => flow::emit(g, u, op)?,
        Row::RelOut => rel_out(g, u)?,
    }
    Ok(true)
}

/// Draws up to `n` rows.
pub fn run(g: &mut Gen, u: &mut Unstructured, rows: &[Row], n: usize) -> Result<()> {
    for _ in 0..n {
        if u.is_empty() || !step(g, u, rows)? {
            break;
        }
    }
    Ok(())
}

/// Closes every open block of the current region.
pub fn close_all(g: &mut Gen) {
    while !g.stack.is_empty() {
        flow::close(g);
    }
}

/// Outputs that may be written relatively: declared, neither position nor point size.
fn rel_targets(g: &Gen) -> Vec<(u32, u8)> {
    g.outs
        .iter()
        .filter(|o| o.usage != super::decls::POSITION && o.usage != super::decls::PSIZE)
        .map(|o| (o.index, o.mask))
        .collect()
}

fn rel_out_available(g: &Gen) -> bool {
    g.rel_outputs
        && g.cfg.features.relative
        && g.in_loop()
        && g.region.is_none()
        && !rel_targets(g).is_empty()
        && g.fits(Opcode::MOV, 0, 2)
}

fn rel_out(g: &mut Gen, u: &mut Unstructured) -> Result<()> {
    let targets = rel_targets(g);
    let (index, mask) = *u.choose(&targets)?;
    let mut d = dst(RegType::OUTPUT, index, mask);
    d.rel = Some(rel_al());
    let req = SrcReq {
        files: F_R | F_C | F_V,
        ..SrcReq::new(mask)
    };
    let s = pick_src(g, u, &req, &mut Reads::default())?;
    g.emit(ins(Opcode::MOV, Some(d), vec![s]));
    Ok(())
}
