//! ps_1_x structure: texture blocks (stages in ps_1_1-1_3, `texld`/`texcrd` in ps_1_4),
//! the phase marker, and co-issued pairs.

use super::arith::{after_write, build, ArithSpec, Target, ARITH};
use super::build::{dst, ins, src, W, XYZ, XYZW};
use super::ctx::Family;
use super::state::Gen;
use arbitrary::{Result, Unstructured};
use shadercts_shader::ir::{Instruction, RegType, Register};
use shadercts_shader::model::OpClass;
use shadercts_shader::opcode::Opcode;

/// Texture opcodes of ps_1_1-1_3 that read one earlier stage: `op t(m), t(n)`.
const STAGE_READS: [Opcode; 7] = [
    Opcode::TEXBEM,
    Opcode::TEXBEML,
    Opcode::TEXREG2AR,
    Opcode::TEXREG2GB,
    Opcode::TEXREG2RGB,
    Opcode::TEXDP3TEX,
    Opcode::TEXDP3,
];

/// Third instruction of a texm3x3 sequence.
const M3X3_LAST: [Opcode; 4] = [
    Opcode::TEXM3X3TEX,
    Opcode::TEXM3X3VSPEC,
    Opcode::TEXM3X3SPEC,
    Opcode::TEXM3X3,
];

/// What a ps_1_1-1_3 texture step can be now.
#[derive(Clone, Copy, Debug)]
enum Step {
    /// tex / texcoord / texkill on a fresh stage.
    Single(Opcode),
    /// An op reading an earlier stage.
    Reads(Opcode),
    /// texm3x2pad + texm3x2tex/texm3x2depth.
    M3x2(Opcode),
    /// texm3x3pad ×2 + the last op.
    M3x3(Opcode),
}

fn next_stage(g: &Gen) -> u32 {
    8 - g.stages_used.leading_zeros()
}

fn data_below(g: &Gen, m: u32) -> Vec<u32> {
    (0..m).filter(|&n| g.t_data & (1 << n) != 0).collect()
}

fn steps(g: &Gen) -> Vec<Step> {
    let m = next_stage(g);
    let stages = g.ctx.count("t").min(8);
    let has = |op: Opcode, n: usize| g.ctx.form(op, 0, n).is_some();
    let fits = |n: u32| g.budget.fits(OpClass::Texture, n);
    let mut out = Vec::new();
    if m >= stages {
        return out;
    }
    for op in [Opcode::TEX, Opcode::TEXCOORD, Opcode::TEXKILL] {
        if has(op, 1) && fits(1) {
            out.push(Step::Single(op));
        }
    }
    let data = !data_below(g, m).is_empty();
    if data {
        for op in STAGE_READS {
            if has(op, 2) && g.fits(op, 0, 2) {
                out.push(Step::Reads(op));
            }
        }
        if m + 1 < stages && fits(2) {
            for op in [Opcode::TEXM3X2TEX, Opcode::TEXM3X2DEPTH] {
                if has(op, 2) {
                    out.push(Step::M3x2(op));
                }
            }
        }
        if m + 2 < stages && fits(3) {
            // Offered twice: a texm3x3 sequence fits only right after the first stage.
            for op in M3X3_LAST.into_iter().chain(M3X3_LAST) {
                let n = if op == Opcode::TEXM3X3SPEC { 3 } else { 2 };
                if has(op, n) {
                    out.push(Step::M3x3(op));
                }
            }
        }
    }
    out
}

/// True when a ps_1_x texture instruction can be emitted now.
pub fn tex_available(g: &Gen) -> bool {
    if !g.cfg.features.texture || g.arith_started {
        return false;
    }
    match g.fam() {
        Family::Ps11 => !steps(g).is_empty(),
        Family::Ps14 => {
            g.budget.fits(OpClass::Texture, 1)
                && (g.tex_dst_used.count_ones() < g.ctx.count("r").min(8))
        }
        _ => false,
    }
}

/// Emits a ps_1_x texture step (its preconditions hold).
pub fn tex_emit(g: &mut Gen, u: &mut Unstructured) -> Result<()> {
    match g.fam() {
        Family::Ps11 => ps11_emit(g, u),
        Family::Ps14 => ps14_emit(g, u),
        _ => Ok(()),
    }
}

fn stage_op(op: Opcode, m: u32, n: Option<u32>) -> Instruction {
    let srcs = n
        .map(|n| vec![src(RegType::TEXTURE, n)])
        .unwrap_or_default();
    ins(op, Some(dst(RegType::TEXTURE, m, XYZW)), srcs)
}

fn ps11_emit(g: &mut Gen, u: &mut Unstructured) -> Result<()> {
    let options = steps(g);
    if options.is_empty() {
        return Ok(());
    }
    let step = *u.choose(&options)?;
    let m = next_stage(g);
    let data = data_below(g, m);
    let n = match data.first() {
        Some(_) => Some(*u.choose(&data)?),
        None => None,
    };
    match (step, n) {
        (Step::Single(op), _) => {
            g.emit(stage_op(op, m, None));
            g.stages_used |= 1 << m;
            if op != Opcode::TEXKILL {
                g.t_data |= 1 << m;
            }
        }
        (Step::Reads(op), Some(n)) => {
            g.emit(stage_op(op, m, Some(n)));
            g.stages_used |= 1 << m;
            g.t_data |= 1 << m;
        }
        (Step::M3x2(op), Some(n)) => {
            g.emit(stage_op(Opcode::TEXM3X2PAD, m, Some(n)));
            g.emit(stage_op(op, m + 1, Some(n)));
            g.stages_used |= 3 << m;
            if op == Opcode::TEXM3X2TEX {
                g.t_data |= 1 << (m + 1);
            }
        }
        (Step::M3x3(op), Some(n)) => {
            g.emit(stage_op(Opcode::TEXM3X3PAD, m, Some(n)));
            g.emit(stage_op(Opcode::TEXM3X3PAD, m + 1, Some(n)));
            let mut last = stage_op(op, m + 2, Some(n));
            if op == Opcode::TEXM3X3SPEC {
                let c = u.int_in_range(0..=g.ctx.count("c").clamp(1, 8) - 1)?;
                last.srcs.push(src(RegType::CONST, c));
            }
            g.emit(last);
            g.stages_used |= 7 << m;
            g.t_data |= 1 << (m + 2);
        }
        _ => {}
    }
    Ok(())
}

fn ps14_emit(g: &mut Gen, u: &mut Unstructured) -> Result<()> {
    let r_count = g.ctx.count("r").min(8);
    let t_count = g.ctx.count("t").clamp(1, 8);
    let free: Vec<u32> = (0..r_count)
        .filter(|&i| g.tex_dst_used & (1 << i) == 0)
        .collect();
    if free.is_empty() {
        return Ok(());
    }
    let n = *u.choose(&free)?;
    let choice = u.int_in_range(0..=3u8)?;
    let has = |op: Opcode, k: usize| g.ctx.form(op, 0, k).is_some();
    let coord = u.int_in_range(0..=t_count - 1)?;
    let i = match choice {
        0 if has(Opcode::TEXCOORD, 2) => {
            let mask = if u.ratio(1, 2)? { XYZ } else { XYZW };
            g.wrote_temp(n, mask);
            ins(
                Opcode::TEXCOORD,
                Some(dst(RegType::TEMP, n, mask)),
                vec![src(RegType::TEXTURE, coord)],
            )
        }
        1 if has(Opcode::TEXKILL, 1) => {
            let ready: Vec<u32> = (0..r_count)
                .filter(|&k| g.init.temp(k) & XYZ == XYZ)
                .collect();
            let (ty, k) = if !ready.is_empty() && g.phase == 1 && u.ratio(1, 2)? {
                (RegType::TEMP, *u.choose(&ready)?)
            } else {
                (RegType::TEXTURE, coord)
            };
            g.emit(ins(Opcode::TEXKILL, Some(dst(ty, k, XYZW)), Vec::new()));
            return Ok(());
        }
        _ if has(Opcode::TEX, 2) => {
            // Dependent reads (`texld r(n), r(m)` in phase 2) are not generated: the
            // rule engine counts .w of r(m) as read, and alpha never survives `phase`.
            let source = src(RegType::TEXTURE, coord);
            g.wrote_temp(n, XYZW);
            ins(Opcode::TEX, Some(dst(RegType::TEMP, n, XYZW)), vec![source])
        }
        _ => return Ok(()),
    };
    g.tex_dst_used |= 1 << n;
    g.emit(i);
    Ok(())
}

/// The ps_1_4 phase marker: slot counters restart, temporary alpha is lost.
pub fn phase(g: &mut Gen) {
    g.phase1_xyz = (0..8u32)
        .filter(|&i| g.init.temp(i) & XYZ == XYZ)
        .fold(0, |m, i| m | (1 << i));
    for m in g.init.r.iter_mut() {
        *m &= XYZ;
    }
    g.code.push(Instruction::new(Opcode::PHASE));
    g.phase = 1;
    g.arith_started = false;
    g.tex_dst_used = 0;
    g.budget.next_phase();
}

/// Ops that may make up a co-issued pair.
fn pair_ops(g: &Gen) -> Vec<&'static ArithSpec> {
    let ok = [
        Opcode::MOV,
        Opcode::ADD,
        Opcode::SUB,
        Opcode::MUL,
        Opcode::MAD,
        Opcode::LRP,
    ];
    ARITH
        .iter()
        .filter(|s| ok.contains(&s.op) && s.kind == super::arith::Kind::Plain)
        .filter(|s| matches!(g.ctx.form(s.op, 0, 1 + s.srcs.len()), Some(f) if f.slots == 1))
        .collect()
}

/// True when a co-issued pair can be emitted now.
pub fn pair_available(g: &Gen) -> bool {
    g.cfg.features.coissue
        && g.fam().is_ps1()
        && g.budget.fits(OpClass::Arithmetic, 1)
        && !pair_ops(g).is_empty()
}

/// Emits `op .rgb` + `+op .a` (or the other way round).
pub fn pair_emit(g: &mut Gen, u: &mut Unstructured) -> Result<()> {
    let ops = pair_ops(g);
    let (Ok(a), Ok(b)) = (u.choose(&ops), u.choose(&ops)) else {
        return Ok(());
    };
    let (a, b) = (*a, *b);
    let (ma, mb) = if u.ratio(1, 2)? { (XYZ, W) } else { (W, XYZ) };
    let n = g.ctx.count("r").clamp(1, 8);
    let ra = u.int_in_range(0..=n - 1)?;
    let rb = u.int_in_range(0..=n - 1)?;
    let target = |r: u32, mask: u8| Target {
        reg: Register::new(RegType::TEMP, r),
        mask,
        decorate: true,
        avoid: None,
    };
    let first = build(g, u, a, Some(target(ra, ma)), None)?;
    let mut second = build(
        g,
        u,
        b,
        Some(Target {
            avoid: Some(ra),
            ..target(rb, mb)
        }),
        None,
    )?;
    second.coissue = true;
    after_write(g, &first, false);
    after_write(g, &second, false);
    g.emit(first);
    g.emit(second);
    Ok(())
}
