//! Mutations of register use: files, ranges, read/write direction, read ports,
//! relative addressing, initialisation.

use super::site::Site;
use crate::random::build::{dcl, dst, ins, rel_a0, rel_al, src, XYZW};
use crate::random::ctx::Family;
use arbitrary::Unstructured;
use shadercts_shader::ir::{Instruction, RegType, Src, Swizzle};
use shadercts_shader::opcode::Opcode;

/// reg.file-available: a read of a register file the profile does not have.
pub fn foreign_file(s: &mut Site, _u: &mut Unstructured) -> Option<()> {
    let t = s.temp();
    let read = |ty: RegType| s.write_temp(Opcode::MOV, t, vec![src(ty, 0)]);
    let (decls, code) = match s.fam() {
        Family::Vs1 | Family::Ps11 | Family::Ps14 => (vec![], read(RegType::CONSTBOOL)),
        Family::Vs2 if s.ctx.profile.minor == 0 => (vec![], read(RegType::PREDICATE)),
        Family::Vs2 => (
            vec![dcl(dst(RegType::SAMPLER, 0, XYZW), 0, 0, 2)],
            read(RegType::SAMPLER),
        ),
        Family::Ps2 if s.ctx.profile.minor == 0 => (vec![], read(RegType::CONSTBOOL)),
        Family::Ps2 => (vec![], read(RegType::LOOP)),
        Family::Ps3 => (
            vec![dcl(dst(RegType::TEXTURE, 0, XYZW), 0, 0, 0)],
            read(RegType::TEXTURE),
        ),
        Family::Vs3 => return None,
    };
    s.declare(decls);
    s.append(vec![code])
}

/// reg.index-range: a write of `r<count>`.
pub fn temp_range(s: &mut Site, _u: &mut Unstructured) -> Option<()> {
    let i = s.write_temp(Opcode::MOV, s.ctx.count("r"), vec![s.c(0)]);
    s.append(vec![i])
}

/// reg.dst-writable: `mov c0, c0`.
pub fn write_const(s: &mut Site, _u: &mut Unstructured) -> Option<()> {
    let i = ins(
        Opcode::MOV,
        Some(dst(RegType::CONST, 0, XYZW)),
        vec![s.c(0)],
    );
    s.append(vec![i])
}

/// reg.src-readable: a read of an output register.
pub fn read_output(s: &mut Site, _u: &mut Unstructured) -> Option<()> {
    let ty = match s.fam() {
        Family::Vs1 | Family::Vs2 => RegType::RASTOUT,
        Family::Vs3 => RegType::OUTPUT,
        Family::Ps2 | Family::Ps3 => RegType::COLOROUT,
        _ => return None,
    };
    let i = s.write_temp(Opcode::MOV, s.temp(), vec![src(ty, 0)]);
    s.append(vec![i])
}

/// ports.limit: one more distinct constant than the profile's c# read ports.
pub fn ports(s: &mut Site, _u: &mut Unstructured) -> Option<()> {
    let n = s.ctx.ports("c")?;
    let (op, k) = match n {
        1 => (Opcode::ADD, 2),
        2 => (Opcode::MAD, 3),
        _ => return None,
    };
    let srcs: Vec<Src> = (0..k).map(|i| s.c(i)).collect();
    let i = s.write_temp(op, s.temp(), srcs);
    s.append(vec![i])
}

/// ps.reg.no-uninit-read / vs.reg.no-uninit-read: `mov r<k>, r<k>` where nothing has
/// written r<k> yet (the first code position; ps_1_x: the first arithmetic one).
pub fn uninit(s: &mut Site, _u: &mut Unstructured) -> Option<()> {
    let at = if s.fam().is_ps1() {
        s.p.instructions
            .iter()
            .position(|i| s.class(i) == shadercts_shader::model::OpClass::Arithmetic)
            .unwrap_or(s.p.instructions.len())
    } else {
        s.first_code()?
    };
    let mut written = 0u64;
    for i in &s.p.instructions[..at] {
        if let Some(d) = &i.dst {
            if d.reg.ty == RegType::TEMP && i.opcode != Opcode::DCL && d.reg.index < 64 {
                written |= 1 << d.reg.index;
            }
        }
    }
    let k = (0..s.ctx.count("r").min(64)).find(|k| written & (1 << k) == 0)?;
    let i = s.write_temp(Opcode::MOV, k, vec![src(RegType::TEMP, k)]);
    s.insert(at, vec![i]);
    Some(())
}

/// `mova a0.x, c0.x` (`mov` in vs_1_1).
fn set_a0(s: &Site) -> Instruction {
    let op = if s.fam() == Family::Vs1 {
        Opcode::MOV
    } else {
        Opcode::MOVA
    };
    let c = Src {
        swizzle: Swizzle::replicate(0),
        ..s.c(0)
    };
    ins(op, Some(dst(RegType::ADDR, 0, 1)), vec![c])
}

/// rel.ps-none: `c0[aL]` in a pixel shader before ps_3_0.
pub fn ps_relative(s: &mut Site, _u: &mut Unstructured) -> Option<()> {
    let mut c = s.c(0);
    c.rel = Some(rel_al());
    let i = s.write_temp(Opcode::MOV, s.temp(), vec![c]);
    s.append(vec![i])
}

/// `loop aL, i0` … `endloop` around `body`.
fn in_loop(body: Vec<Instruction>) -> Vec<Instruction> {
    let mut v = vec![ins(
        Opcode::LOOP,
        None,
        vec![src(RegType::LOOP, 0), src(RegType::CONSTINT, 0)],
    )];
    v.extend(body);
    v.push(Instruction::new(Opcode::ENDLOOP));
    v
}

/// rel.ps3-v-aL: `c0[aL]` inside a loop in ps_3_0.
pub fn ps3_const_relative(s: &mut Site, _u: &mut Unstructured) -> Option<()> {
    let mut c = s.c(0);
    c.rel = Some(rel_al());
    let i = s.write_temp(Opcode::MOV, s.temp(), vec![c]);
    s.append(in_loop(vec![i]))
}

/// rel.vs1-a0x: `c0[a0.y]` in vs_1_1.
pub fn vs1_a0y(s: &mut Site, _u: &mut Unstructured) -> Option<()> {
    let mut c = s.c(0);
    c.rel = Some(rel_a0(1));
    let set = set_a0(s);
    let i = s.write_temp(Opcode::MOV, s.temp(), vec![c]);
    s.append(vec![set, i])
}

/// The declared v# registers.
fn declared(s: &Site, ty: RegType) -> Vec<u32> {
    s.p.instructions
        .iter()
        .filter(|i| i.opcode == Opcode::DCL)
        .filter_map(|i| i.dst.as_ref())
        .filter(|d| d.reg.ty == ty)
        .map(|d| d.reg.index)
        .collect()
}

/// rel.aL-in-loop: `c0[aL]` (vs) or `v#[aL]` (ps_3_0) outside any loop.
pub fn al_outside(s: &mut Site, _u: &mut Unstructured) -> Option<()> {
    let (mut read, mask) = if s.fam() == Family::Ps3 {
        let v = *declared(s, RegType::INPUT).first()?;
        let mask = super::boundary::declared_mask(s, RegType::INPUT, v)?;
        (src(RegType::INPUT, v), mask)
    } else {
        (s.c(0), XYZW)
    };
    read.rel = Some(rel_al());
    let i = ins(
        Opcode::MOV,
        Some(dst(RegType::TEMP, s.temp(), mask)),
        vec![read],
    );
    s.append(vec![i])
}

/// sm2.index.const-only: `v0[a0.x]` before vs_3_0.
pub fn vs_input_relative(s: &mut Site, _u: &mut Unstructured) -> Option<()> {
    let mut v = src(RegType::INPUT, 0);
    v.rel = Some(rel_a0(0));
    let i = s.write_temp(Opcode::MOV, s.temp(), vec![v]);
    let set = set_a0(s);
    s.append(vec![set, i])
}

/// vs3.index.aL: `r[a0.x]` (a temporary is never indexed).
pub fn temp_relative(s: &mut Site, _u: &mut Unstructured) -> Option<()> {
    let t = s.temp();
    let set = set_a0(s);
    let w = s.write_temp(Opcode::MOV, t, vec![s.c(0)]);
    let mut r = src(RegType::TEMP, t);
    r.rel = Some(rel_a0(0));
    let i = s.write_temp(Opcode::MOV, t, vec![r]);
    s.append(vec![set, w, i])
}

/// vs3.index.declared: `v<undeclared>[a0.x]`.
pub fn undeclared_relative(s: &mut Site, _u: &mut Unstructured) -> Option<()> {
    let taken = declared(s, RegType::INPUT);
    let v = (0..s.ctx.count("v")).find(|i| !taken.contains(i))?;
    let mut r = src(RegType::INPUT, v);
    r.rel = Some(rel_a0(0));
    let set = set_a0(s);
    let i = s.write_temp(Opcode::MOV, s.temp(), vec![r]);
    s.append(vec![set, i])
}

/// ps3.v.count: `dcl_texcoord v10` and a read of v10.
pub fn ps3_v10(s: &mut Site, _u: &mut Unstructured) -> Option<()> {
    let (usage, index) = s.free_semantic(RegType::INPUT)?;
    let n = s.ctx.count("v");
    s.declare(vec![dcl(dst(RegType::INPUT, n, XYZW), usage, index, 0)]);
    let i = s.write_temp(Opcode::MOV, s.temp(), vec![src(RegType::INPUT, n)]);
    s.append(vec![i])
}
