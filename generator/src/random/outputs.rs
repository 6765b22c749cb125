//! Required and optional output writes, planned up front (their slots are reserved)
//! and emitted at the end of the main program, outside any block.

use super::arith::{after_write, build, ArithSpec, Target, ARITH, MOV_SCALAR};
use super::build::{dst, ins, XYZW};
use super::ctx::Family;
use super::decls::{POSITION, PSIZE};
use super::operand::{try_pick_src, Reads, SrcReq, F_C, F_R, F_V};
use super::state::Gen;
use arbitrary::{Result, Unstructured};
use shadercts_shader::ir::{RegType, Register};
use shadercts_shader::model::OpClass;
use shadercts_shader::opcode::Opcode;

/// How an output is written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum How {
    /// Any one-slot arithmetic instruction.
    Arith,
    /// `mov` from a scalar (replicate swizzle): oFog, oPts, oDepth.
    Scalar,
    /// Shader model 2 `mov oC#, plain register`.
    PlainMov,
}

/// One planned output write.
#[derive(Clone, Copy, Debug)]
pub struct Write {
    /// The register.
    pub reg: Register,
    /// Its mask.
    pub mask: u8,
    /// How.
    pub how: How,
}

fn w(ty: RegType, index: u32, mask: u8, how: How) -> Write {
    Write {
        reg: Register::new(ty, index),
        mask,
        how,
    }
}

/// Decides which outputs the program writes and reserves their slots.
pub fn plan(g: &mut Gen, u: &mut Unstructured) -> Result<Vec<Write>> {
    let extra = g.cfg.features.extra_outputs;
    let swz = g.cfg.features.swizzles;
    let mut v = Vec::new();
    match g.fam() {
        Family::Vs1 | Family::Vs2 => {
            v.push(w(RegType::RASTOUT, 0, XYZW, How::Arith));
            if extra {
                for d in 0..g.ctx.count("oD").min(2) {
                    if u.ratio(1, 2)? {
                        let mask = if swz { u.int_in_range(1..=15u8)? } else { XYZW };
                        v.push(w(RegType::ATTROUT, d, mask, How::Arith));
                    }
                }
                for t in 0..g.ctx.count("oT").min(8) {
                    if u.ratio(1, 4)? {
                        let mask = *u.choose(&[1u8, 3, 7, 15])?;
                        v.push(w(RegType::TEXCRDOUT, t, mask, How::Arith));
                    }
                }
                for (i, file) in [(1u32, "oFog"), (2, "oPts")] {
                    if g.has_file(file) && u.ratio(1, 4)? {
                        v.push(w(RegType::RASTOUT, i, XYZW, How::Scalar));
                    }
                }
            }
        }
        Family::Vs3 => {
            for o in g.outs.clone() {
                if o.usage == POSITION {
                    v.push(w(RegType::OUTPUT, o.index, XYZW, How::Arith));
                } else if o.usage == PSIZE {
                    if u.ratio(1, 2)? {
                        v.push(w(RegType::OUTPUT, o.index, 1, How::Scalar));
                    }
                } else if u.ratio(2, 3)? {
                    v.push(w(RegType::OUTPUT, o.index, o.mask, How::Arith));
                }
            }
        }
        Family::Ps11 | Family::Ps14 => v.push(w(RegType::TEMP, 0, XYZW, How::Arith)),
        Family::Ps2 | Family::Ps3 => {
            let targets = if extra {
                u.int_in_range(1..=g.ctx.count("oC").clamp(1, 4))?
            } else {
                1
            };
            for c in 0..targets {
                if g.fam() == Family::Ps2 {
                    v.push(w(RegType::COLOROUT, c, XYZW, How::PlainMov));
                } else {
                    let mask = if swz && u.ratio(1, 3)? {
                        u.int_in_range(1..=15u8)?
                    } else {
                        XYZW
                    };
                    v.push(w(RegType::COLOROUT, c, mask, How::Arith));
                }
            }
            if extra && g.has_file("oDepth") && u.ratio(1, 4)? {
                v.push(w(RegType::DEPTHOUT, 0, XYZW, How::Scalar));
            }
        }
    }
    for _ in &v {
        g.budget.reserve(OpClass::Arithmetic, 1);
    }
    Ok(v)
}

/// One-slot arithmetic rows usable for output writes here.
fn one_slot(g: &Gen) -> Vec<&'static ArithSpec> {
    let ok = [
        Opcode::MOV,
        Opcode::ADD,
        Opcode::MUL,
        Opcode::MAD,
        Opcode::MAX,
        Opcode::MIN,
    ];
    ARITH
        .iter()
        .filter(|s| ok.contains(&s.op) && s.kind == super::arith::Kind::Plain)
        .filter(|s| matches!(g.ctx.form(s.op, 0, 1 + s.srcs.len()), Some(f) if f.slots == 1))
        .collect()
}

/// Emits the planned writes (all blocks are closed).
pub fn emit(g: &mut Gen, u: &mut Unstructured, plan: &[Write]) -> Result<()> {
    for _ in plan {
        g.budget.release(OpClass::Arithmetic, 1);
    }
    for wr in plan {
        let target = Target {
            reg: wr.reg,
            mask: wr.mask,
            decorate: wr.how == How::Arith
                && !matches!(wr.reg.ty, RegType::COLOROUT | RegType::DEPTHOUT if g.fam() == Family::Ps2),
            avoid: None,
        };
        let i = match wr.how {
            How::Arith => {
                let ops = one_slot(g);
                let Ok(spec) = u.choose(&ops) else { continue };
                build(g, u, spec, Some(target), None)?
            }
            How::Scalar => {
                if g.fam().is_ps() {
                    let req = SrcReq {
                        scalar: true,
                        ..SrcReq::plain(XYZW, F_R | F_C | F_V)
                    };
                    match try_pick_src(g, u, &req, &mut Reads::default())? {
                        Some(s) => ins(
                            Opcode::MOV,
                            Some(dst(wr.reg.ty, wr.reg.index, wr.mask)),
                            vec![s],
                        ),
                        None => continue,
                    }
                } else {
                    build(g, u, &MOV_SCALAR, Some(target), None)?
                }
            }
            How::PlainMov => {
                let req = SrcReq::plain(XYZW, F_R | F_C | F_V);
                let s = match try_pick_src(g, u, &req, &mut Reads::default())? {
                    Some(s) => s,
                    None => super::build::src(RegType::CONST, 0),
                };
                ins(
                    Opcode::MOV,
                    Some(dst(wr.reg.ty, wr.reg.index, XYZW)),
                    vec![s],
                )
            }
        };
        after_write(g, &i, false);
        g.emit(i);
    }
    Ok(())
}
