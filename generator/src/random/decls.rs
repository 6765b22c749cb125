//! The declaration block: inputs, samplers, vs_3_0 outputs, and constant definitions.

use super::build::{dcl, def, defb, defi, dst, W, X, XY, XYZ, XYZW, Y, Z};
use super::ctx::Family;
use super::state::{Gen, Input, OutDecl};
use arbitrary::{Result, Unstructured};
use shadercts_shader::ir::{Instruction, RegType};

/// D3DDECLUSAGE values.
pub const POSITION: u8 = 0;
/// Point size.
pub const PSIZE: u8 = 4;
/// Texture coordinates.
pub const TEXCOORD: u8 = 5;
/// Colour.
pub const COLOR: u8 = 10;

/// Usages given to generic inputs and outputs (besides position and point size).
const GENERIC_USAGES: [u8; 8] = [TEXCOORD, COLOR, 3, 6, 7, 1, 2, 11];

/// Float values for `def` (exact in binary, so any printer round-trips them).
const NICE: [f32; 10] = [0.0, 1.0, -1.0, 0.5, -0.5, 0.25, 2.0, 4.0, 0.125, -2.0];

/// Picks `k` distinct numbers below `n`.
fn distinct(u: &mut Unstructured, n: u32, k: usize) -> Result<Vec<u32>> {
    let mut all: Vec<u32> = (0..n.min(64)).collect();
    let mut out = Vec::new();
    while out.len() < k && !all.is_empty() {
        let i = u.choose_index(all.len())?;
        out.push(all.swap_remove(i));
    }
    Ok(out)
}

/// A (usage, index) pair not in `used` (recorded there).
fn fresh_semantic(u: &mut Unstructured, used: &mut Vec<(u8, u8)>) -> Result<(u8, u8)> {
    let usage = *u.choose(&GENERIC_USAGES)?;
    let mut index = u.int_in_range(0..=15u8)?;
    for _ in 0..16 {
        if !used.contains(&(usage, index)) {
            break;
        }
        index = (index + 1) % 16;
    }
    let mut pair = (usage, index);
    if used.contains(&pair) {
        pair = (0..16u8)
            .flat_map(|i| GENERIC_USAGES.iter().map(move |&u| (u, i)))
            .find(|p| !used.contains(p))
            .unwrap_or(pair);
    }
    used.push(pair);
    Ok(pair)
}

/// A random non-empty mask when swizzles are on, else `.xyzw`.
fn some_mask(g: &Gen, u: &mut Unstructured) -> Result<u8> {
    Ok(if g.cfg.features.swizzles && u.ratio(1, 2)? {
        u.int_in_range(1..=15u8)?
    } else {
        XYZW
    })
}

/// Writes the declarations and definitions.
pub fn prologue(g: &mut Gen, u: &mut Unstructured) -> Result<()> {
    let mut out: Vec<Instruction> = Vec::new();
    match g.fam() {
        Family::Vs1 | Family::Vs2 | Family::Vs3 => vs_inputs(g, u, &mut out)?,
        Family::Ps2 => ps2_inputs(g, u, &mut out)?,
        Family::Ps3 => ps3_inputs(g, u, &mut out)?,
        Family::Ps11 | Family::Ps14 => {}
    }
    if g.cfg.features.texture
        && g.has_file("s")
        && g.ctx
            .any_form(shadercts_shader::opcode::Opcode::DCL)
            .is_some()
    {
        samplers(g, u, &mut out)?;
    }
    if g.fam() == Family::Vs3 {
        vs3_outputs(g, u, &mut out)?;
    }
    constants(g, u, &mut out)?;
    // Declarations and definitions may come in any order before the code.
    let mut keyed: Vec<(u8, Instruction)> = Vec::with_capacity(out.len());
    for i in out {
        keyed.push((u.arbitrary()?, i));
    }
    keyed.sort_by_key(|(k, _)| *k);
    g.decls = keyed.into_iter().map(|(_, i)| i).collect();
    g.abs_c = g.fam() == Family::Ps3 && g.cfg.features.source_modifiers && u.ratio(1, 4)?;
    Ok(())
}

fn vs_inputs(g: &mut Gen, u: &mut Unstructured, out: &mut Vec<Instruction>) -> Result<()> {
    let k = u.int_in_range(1..=4usize)?;
    let regs = distinct(u, g.ctx.count("v"), k)?;
    let mut used = Vec::new();
    for (n, r) in regs.into_iter().enumerate() {
        let (usage, index) = if n == 0 {
            used.push((POSITION, 0));
            (POSITION, 0)
        } else {
            fresh_semantic(u, &mut used)?
        };
        out.push(dcl(dst(RegType::INPUT, r, XYZW), usage, index, 0));
        g.inputs.push(Input {
            ty: RegType::INPUT,
            index: r,
            mask: XYZW,
        });
    }
    Ok(())
}

fn centroid(g: &Gen, u: &mut Unstructured, i: &mut Instruction) -> Result<()> {
    if g.cfg.features.result_modifiers && g.ctx.result_modifier("centroid") && u.ratio(1, 4)? {
        if let Some(d) = i.dst.as_mut() {
            d.modifiers.centroid = true;
        }
    }
    Ok(())
}

fn ps2_inputs(g: &mut Gen, u: &mut Unstructured, out: &mut Vec<Instruction>) -> Result<()> {
    for (ty, file) in [(RegType::INPUT, "v"), (RegType::TEXTURE, "t")] {
        let n = g.ctx.count(file);
        let k = u.int_in_range(0..=n.min(4) as usize)?;
        for r in distinct(u, n, k)? {
            let mask = some_mask(g, u)?;
            let mut i = dcl(dst(ty, r, mask), 0, 0, 0);
            // A shader model 2 colour input takes no _centroid (mod.centroid-lookups).
            if ty == RegType::TEXTURE {
                centroid(g, u, &mut i)?;
            }
            out.push(i);
            g.inputs.push(Input { ty, index: r, mask });
        }
    }
    Ok(())
}

fn ps3_inputs(g: &mut Gen, u: &mut Unstructured, out: &mut Vec<Instruction>) -> Result<()> {
    let n = g.ctx.count("v");
    let k = u.int_in_range(0..=n.min(5) as usize)?;
    let mut used = Vec::new();
    for r in distinct(u, n, k)? {
        let mask = some_mask(g, u)?;
        let (usage, index) = fresh_semantic(u, &mut used)?;
        let mut i = dcl(dst(RegType::INPUT, r, mask), usage, index, 0);
        centroid(g, u, &mut i)?;
        out.push(i);
        g.inputs.push(Input {
            ty: RegType::INPUT,
            index: r,
            mask,
        });
    }
    if g.has_file("vPos") && u.ratio(1, 3)? {
        let mask = *u.choose(&[X, Y, XY])?;
        out.push(dcl(dst(RegType::MISCTYPE, 0, mask), 0, 0, 0));
        g.inputs.push(Input {
            ty: RegType::MISCTYPE,
            index: 0,
            mask,
        });
    }
    if g.has_file("vFace") && u.ratio(1, 3)? {
        out.push(dcl(dst(RegType::MISCTYPE, 1, XYZW), 0, 0, 0));
        g.inputs.push(Input {
            ty: RegType::MISCTYPE,
            index: 1,
            mask: XYZW,
        });
    }
    Ok(())
}

fn samplers(g: &mut Gen, u: &mut Unstructured, out: &mut Vec<Instruction>) -> Result<()> {
    let k = u.int_in_range(1..=3usize)?;
    for s in distinct(u, g.ctx.count("s"), k)? {
        let ty = *u.choose(&[2u8, 2, 3, 4])?;
        out.push(dcl(dst(RegType::SAMPLER, s, XYZW), 0, 0, ty));
        g.samplers.push(s);
    }
    Ok(())
}

/// Removes `fixed` (or a random element) from `free`.
fn take(u: &mut Unstructured, free: &mut Vec<u32>, fixed: Option<u32>) -> Result<u32> {
    let i = match fixed.and_then(|f| free.iter().position(|&x| x == f)) {
        Some(i) => i,
        None => u.choose_index(free.len())?,
    };
    Ok(free.remove(i))
}

/// Splits of a register's components among semantics (disjoint masks).
const SPLITS: [&[u8]; 5] = [
    &[XYZW],
    &[XY, Z | W],
    &[XYZ, W],
    &[X, Y | Z | W],
    &[X, Y, Z, W],
];

fn vs3_outputs(g: &mut Gen, u: &mut Unstructured, out: &mut Vec<Instruction>) -> Result<()> {
    let count = g.ctx.count("o").min(12);
    if count == 0 {
        return Ok(());
    }
    g.rel_outputs = g.cfg.features.relative && count >= 4 && u.ratio(1, 3)?;
    let mut free: Vec<u32> = (0..count).collect();
    let pos = take(u, &mut free, g.rel_outputs.then_some(0))?;
    let mut decls = vec![OutDecl {
        index: pos,
        mask: XYZW,
        usage: POSITION,
        usage_index: 0,
    }];
    let psize = g.cfg.features.extra_outputs && u.ratio(1, 4)?;
    if psize {
        let r = take(u, &mut free, g.rel_outputs.then_some(1))?;
        decls.push(OutDecl {
            index: r,
            mask: XYZW,
            usage: PSIZE,
            usage_index: 0,
        });
    }
    // At most 11 registers carry semantics other than point size.
    let room = (count as usize).min(11).saturating_sub(1);
    let k = if g.cfg.features.extra_outputs {
        u.int_in_range(0..=room.min(free.len()))?
    } else {
        0
    };
    let mut used = vec![(POSITION, 0)];
    for _ in 0..k {
        let r = take(u, &mut free, None)?;
        let split = *u.choose(&SPLITS)?;
        for &mask in split {
            let (usage, index) = fresh_semantic(u, &mut used)?;
            decls.push(OutDecl {
                index: r,
                mask,
                usage,
                usage_index: index,
            });
        }
    }
    for d in &decls {
        out.push(dcl(
            dst(RegType::OUTPUT, d.index, d.mask),
            d.usage,
            d.usage_index,
            0,
        ));
    }
    g.outs = decls;
    Ok(())
}

fn float_bits(g: &Gen, u: &mut Unstructured) -> Result<u32> {
    let v = *u.choose(&NICE)?;
    let v = if g.fam().is_ps1() {
        v.clamp(-1.0, 1.0)
    } else {
        v
    };
    if !g.fam().is_ps1() && u.ratio(1, 4)? {
        let bits: u32 = u.arbitrary()?;
        if f32::from_bits(bits).is_finite() {
            return Ok(bits);
        }
    }
    Ok(v.to_bits())
}

fn constants(g: &mut Gen, u: &mut Unstructured, out: &mut Vec<Instruction>) -> Result<()> {
    use shadercts_shader::opcode::Opcode;
    if g.cfg.features.constants {
        let k = u.int_in_range(0..=4usize)?;
        for c in distinct(u, g.ctx.count("c"), k)? {
            let mut bits = [0u32; 4];
            for b in bits.iter_mut() {
                *b = float_bits(g, u)?;
            }
            out.push(def(c, bits));
        }
        if g.ctx.form(Opcode::DEFB, 0, 2).is_some() {
            let k = u.int_in_range(0..=2usize)?;
            for b in distinct(u, g.ctx.count("b"), k)? {
                out.push(defb(b, u.arbitrary()?));
            }
        }
    }
    if g.cfg.features.static_flow && g.ctx.form(Opcode::DEFI, 0, 2).is_some() {
        let k = u.int_in_range(1..=2usize)?;
        for i in distinct(u, g.ctx.count("i"), k)? {
            let count = u.int_in_range(1..=4)?;
            let start = u.int_in_range(0..=4)?;
            let step = u.int_in_range(1..=2)?;
            out.push(defi(i, [count, start, step, 0]));
            g.ints.push(i);
        }
    }
    Ok(())
}
