//! Boundaries of register ranges and counted declarations: r11/r12, c223/c224,
//! oC3/oC4, v9/v10, o11/o12, 11/12 output registers, 1/2 point sizes, labels, read ports.

use super::{pair, BoundaryPair};
use crate::mutate::flow::{call_chain, static_room};
use crate::mutate::site::Site;
use crate::random::build::{dcl, dst, ins, ins_cmp, src, XYZW};
use crate::random::ctx::Family;
use crate::random::decls::PSIZE;
use arbitrary::Unstructured;
use shadercts_shader::ir::{Instruction, RegType, Swizzle};
use shadercts_shader::opcode::Opcode;

fn mov(s: &Site, ty: RegType, index: u32) -> Instruction {
    ins(Opcode::MOV, Some(dst(ty, index, XYZW)), vec![s.c(0)])
}

/// `mov T.m, ty#index` where m is the declared mask of the register (full if none).
fn read(s: &Site, ty: RegType, index: u32) -> Instruction {
    let mask = declared_mask(s, ty, index).unwrap_or(XYZW);
    ins(
        Opcode::MOV,
        Some(dst(RegType::TEMP, s.temp(), mask)),
        vec![src(ty, index)],
    )
}

/// The union of the masks `ty#index` is declared with.
pub(crate) fn declared_mask(s: &Site, ty: RegType, index: u32) -> Option<u8> {
    s.p.instructions
        .iter()
        .filter(|i| i.opcode == Opcode::DCL)
        .filter_map(|i| i.dst.as_ref())
        .filter(|d| d.reg.ty == ty && d.reg.index == index)
        .map(|d| d.mask.0)
        .reduce(|a, b| a | b)
}

fn is_declared(s: &Site, ty: RegType, index: u32) -> bool {
    s.p.instructions.iter().any(|i| {
        i.opcode == Opcode::DCL
            && i.dst
                .as_ref()
                .is_some_and(|d| d.reg.ty == ty && d.reg.index == index)
    })
}

/// Declares `ty#index` (with a fresh semantic where the profile takes one) if needed.
fn ensure_dcl(s: &mut Site, ty: RegType, index: u32) -> Option<()> {
    if is_declared(s, ty, index) {
        return Some(());
    }
    let (usage, ui) = match (s.fam(), ty) {
        (Family::Ps2, _) | (_, RegType::SAMPLER) => (0, 0),
        _ => s.free_semantic(ty)?,
    };
    let st = if ty == RegType::SAMPLER { 2 } else { 0 };
    s.declare(vec![dcl(dst(ty, index, XYZW), usage, ui, st)]);
    Some(())
}

/// One register file's range edit: `n` is the register number to use.
fn range_edit(file: &'static str) -> impl Fn(&mut Site, u32) -> Option<()> {
    move |s: &mut Site, n: u32| -> Option<()> {
        match (file, s.fam()) {
            ("r", _) => {
                let i = mov(s, RegType::TEMP, n);
                s.append(vec![i])
            }
            ("c", _) => {
                let i = s.write_temp(Opcode::MOV, s.temp(), vec![s.c(n)]);
                s.append(vec![i])
            }
            ("v", Family::Ps11 | Family::Ps14) | ("t", Family::Ps11) => {
                let ty = if file == "v" {
                    RegType::INPUT
                } else {
                    RegType::TEXTURE
                };
                let i = read(s, ty, n);
                s.append(vec![i])
            }
            ("t", Family::Ps14) => {
                let i = ins(
                    Opcode::TEXCOORD,
                    Some(dst(RegType::TEMP, s.temp(), XYZW)),
                    vec![src(RegType::TEXTURE, n)],
                );
                let at = s.tex_point();
                s.insert(at, vec![i]);
                Some(())
            }
            ("v" | "t", _) => {
                let ty = if file == "v" {
                    RegType::INPUT
                } else {
                    RegType::TEXTURE
                };
                ensure_dcl(s, ty, n)?;
                let i = read(s, ty, n);
                s.append(vec![i])
            }
            ("s", _) => {
                ensure_dcl(s, RegType::SAMPLER, n)?;
                let t = s.temp();
                let op = if s.fam() == Family::Vs3 {
                    Opcode::TEXLDL
                } else {
                    Opcode::TEX
                };
                let a = s.write_temp(Opcode::MOV, t, vec![s.c(0)]);
                let b = s.write_temp(op, t, vec![src(RegType::TEMP, t), src(RegType::SAMPLER, n)]);
                s.append(vec![a, b])
            }
            ("b", _) => s.append(vec![
                ins(Opcode::IF, None, vec![src(RegType::CONSTBOOL, n)]),
                Instruction::new(Opcode::ENDIF),
            ]),
            ("i", _) => s.append(vec![
                ins(Opcode::REP, None, vec![src(RegType::CONSTINT, n)]),
                Instruction::new(Opcode::ENDREP),
            ]),
            ("a", _) => {
                let op = if s.fam() == Family::Vs1 {
                    Opcode::MOV
                } else {
                    Opcode::MOVA
                };
                let mut c = s.c(0);
                c.swizzle = Swizzle::replicate(0);
                s.append(vec![ins(op, Some(dst(RegType::ADDR, n, 1)), vec![c])])
            }
            ("p", _) => {
                let i = ins_cmp(
                    Opcode::SETP,
                    1,
                    Some(dst(RegType::PREDICATE, n, XYZW)),
                    vec![s.c(0), s.c(0)],
                );
                s.append(vec![i])
            }
            ("oT", _) => s.append(vec![mov(s, RegType::TEXCRDOUT, n)]),
            ("oD", _) => s.append(vec![mov(s, RegType::ATTROUT, n)]),
            ("o", _) => {
                if is_declared(s, RegType::OUTPUT, n) {
                    return None;
                }
                ensure_dcl(s, RegType::OUTPUT, n)?;
                s.append(vec![mov(s, RegType::OUTPUT, n)])
            }
            _ => None,
        }
    }
}

/// The largest register number the token format can hold for a file (11 bits; c# also
/// uses the CONST2-CONST4 types): past it the text does not even parse.
pub(crate) fn max_number(file: &str) -> u32 {
    if file == "c" {
        8191
    } else {
        2047
    }
}

const RANGE_FILES: [&str; 12] = ["r", "c", "v", "t", "s", "b", "i", "a", "p", "oT", "oD", "o"];

pub(super) fn index_range(s: &Site, _u: &mut Unstructured) -> Vec<BoundaryPair> {
    let mut out = Vec::new();
    for file in RANGE_FILES {
        let n = s.ctx.count(file);
        // v# in ps_3_0/ps_3_sw and o# in vs_3_0 have seed rules of their own.
        let own_rule = (file == "v" && matches!(s.ctx.info.name.as_str(), "ps_3_0" | "ps_3_sw"))
            || (file == "o" && s.ctx.info.name == "vs_3_0");
        if n == 0
            || own_rule
            || n > max_number(file)
            || (matches!(file, "b" | "i") && !static_room(s, 1))
        {
            continue;
        }
        let label = format!("{file}{}/{file}{n}", n - 1);
        if let Some(p) = pair(s, label, n - 1, range_edit(file), true) {
            out.push(p);
        }
    }
    out
}

pub(super) fn oc_regs(s: &Site, _u: &mut Unstructured) -> Vec<BoundaryPair> {
    let edit = |s: &mut Site, n: u32| {
        let top =
            s.p.instructions
                .iter()
                .filter_map(|i| {
                    i.dst
                        .as_ref()
                        .filter(|d| d.reg.ty == RegType::COLOROUT)
                        .map(|d| d.reg.index + 1)
                })
                .max()
                .unwrap_or(0);
        let v: Vec<Instruction> = (top..=n).map(|k| mov(s, RegType::COLOROUT, k)).collect();
        s.append(v)
    };
    pair(s, "oC3/oC4".into(), 3, edit, true)
        .into_iter()
        .collect()
}

pub(super) fn v_count(s: &Site, _u: &mut Unstructured) -> Vec<BoundaryPair> {
    let n = s.ctx.count("v");
    let edit = |s: &mut Site, k: u32| {
        ensure_dcl(s, RegType::INPUT, k)?;
        let i = read(s, RegType::INPUT, k);
        s.append(vec![i])
    };
    pair(
        s,
        format!("v{}/v{n}", n.saturating_sub(1)),
        n.saturating_sub(1),
        edit,
        true,
    )
    .into_iter()
    .collect()
}

fn out_decls(s: &Site) -> Vec<(u32, u8)> {
    s.p.instructions
        .iter()
        .filter(|i| i.opcode == Opcode::DCL)
        .filter_map(|i| Some((i.dst.as_ref()?, i.decl?)))
        .filter(|(d, _)| d.reg.ty == RegType::OUTPUT)
        .map(|(d, decl)| (d.reg.index, decl.usage))
        .collect()
}

fn has_rel_o(s: &Site) -> bool {
    s.p.instructions.iter().any(|i| {
        i.dst
            .as_ref()
            .is_some_and(|d| d.reg.ty == RegType::OUTPUT && d.rel.is_some())
    })
}

pub(super) fn o_count(s: &Site, _u: &mut Unstructured) -> Vec<BoundaryPair> {
    let d = out_decls(s);
    let mut regs: Vec<u32> = d
        .iter()
        .filter(|(_, u)| *u != PSIZE)
        .map(|(r, _)| *r)
        .collect();
    regs.sort_unstable();
    regs.dedup();
    let o11_declared = d.iter().any(|(r, _)| *r == 11);
    let psize_ok = !has_rel_o(s) && !d.iter().any(|(_, u)| *u == PSIZE);
    if !o11_declared && !psize_ok && regs.len() >= 11 {
        return Vec::new();
    }
    let edit = move |s: &mut Site, k: u32| {
        if k == 12 || !o11_declared {
            let (usage, index) = if k == 11 && psize_ok {
                (PSIZE, 0)
            } else {
                s.free_semantic(RegType::OUTPUT)?
            };
            s.declare(vec![dcl(dst(RegType::OUTPUT, k, XYZW), usage, index, 0)]);
        }
        let mask = declared_mask(s, RegType::OUTPUT, k).unwrap_or(XYZW);
        let mut c = s.c(0);
        c.swizzle = Swizzle::replicate(0);
        s.append(vec![ins(
            Opcode::MOV,
            Some(dst(RegType::OUTPUT, k, mask)),
            vec![c],
        )])
    };
    pair(s, "o11/o12".into(), 11, edit, true)
        .into_iter()
        .collect()
}

pub(super) fn eleven(s: &Site, _u: &mut Unstructured) -> Vec<BoundaryPair> {
    let d = out_decls(s);
    if d.iter().any(|(_, u)| *u == PSIZE) {
        return Vec::new();
    }
    let edit = |s: &mut Site, k: u32| {
        let mut regs: Vec<u32> = out_decls(s).iter().map(|(r, _)| *r).collect();
        regs.sort_unstable();
        regs.dedup();
        for r in 0..12u32 {
            if regs.len() as u32 >= k {
                break;
            }
            if !regs.contains(&r) {
                let (usage, index) = s.free_semantic(RegType::OUTPUT)?;
                s.declare(vec![dcl(dst(RegType::OUTPUT, r, XYZW), usage, index, 0)]);
                regs.push(r);
            }
        }
        (regs.len() as u32 == k).then_some(())
    };
    pair(s, "11/12 registers".into(), 11, edit, true)
        .into_iter()
        .collect()
}

pub(super) fn psize_budget(s: &Site, _u: &mut Unstructured) -> Vec<BoundaryPair> {
    let d = out_decls(s);
    if has_rel_o(s) || d.iter().any(|(_, u)| *u == PSIZE) {
        return Vec::new();
    }
    let edit = |s: &mut Site, k: u32| {
        let taken: Vec<u32> = out_decls(s).iter().map(|(r, _)| *r).collect();
        let free: Vec<u32> = (0..12)
            .filter(|r| !taken.contains(r))
            .take(k as usize)
            .collect();
        if free.len() < k as usize {
            return None;
        }
        let v = free
            .iter()
            .enumerate()
            .map(|(n, &r)| dcl(dst(RegType::OUTPUT, r, XYZW), PSIZE, n as u8, 0))
            .collect();
        s.declare(v);
        Some(())
    };
    pair(s, "1/2 psize".into(), 1, edit, true)
        .into_iter()
        .collect()
}

pub(super) fn labels(s: &Site, _u: &mut Unstructured) -> Vec<BoundaryPair> {
    let n = s.ctx.count("l");
    if n == 0 || n > max_number("l") || !static_room(s, 1) {
        return Vec::new();
    }
    let edit = |s: &mut Site, k: u32| {
        if !s.unused(RegType::LABEL, k + 1).contains(&k) {
            return None;
        }
        call_chain(s, &[k])
    };
    pair(s, format!("l{}/l{n}", n - 1), n - 1, edit, true)
        .into_iter()
        .collect()
}
