//! Components read by each source, initialisation in program order, declarations, and
//! distinct registers read per file.

use super::Facts;
use shadercts_shader::ir::{Instruction, RegType, Register, Swizzle};
use shadercts_shader::opcode::Opcode;
use shadercts_shader::Program;

/// Which channels of a source an opcode consumes.
enum Channels {
    /// The channels the destination writes (component-wise operations).
    DstMask,
    /// A fixed set of channels.
    Fixed(u8),
    /// One channel: the one the w position of the swizzle selects (a replicate
    /// swizzle's component; `w` when there is no swizzle).
    Scalar,
}

const XY: u8 = 0b0011;
const XYZ: u8 = 0b0111;
const XYZW: u8 = 0b1111;

/// The channels source `k` of `op` consumes.
fn channels(op: Opcode, k: usize) -> Channels {
    use Channels::*;
    match op {
        Opcode::DP3 | Opcode::CRS | Opcode::NRM => Fixed(XYZ),
        Opcode::DP4 => Fixed(XYZW),
        Opcode::DP2ADD => {
            if k < 2 {
                Fixed(XY)
            } else {
                Scalar
            }
        }
        Opcode::RCP
        | Opcode::RSQ
        | Opcode::EXP
        | Opcode::LOG
        | Opcode::EXPP
        | Opcode::LOGP
        | Opcode::POW => Scalar,
        Opcode::SINCOS => {
            if k == 0 {
                Scalar
            } else {
                Fixed(XYZW)
            }
        }
        Opcode::M4X4 | Opcode::M4X3 => Fixed(XYZW),
        Opcode::M3X4 | Opcode::M3X3 | Opcode::M3X2 => Fixed(XYZ),
        Opcode::LIT => Fixed(0b1011),
        Opcode::DST => Fixed(if k == 0 { 0b0110 } else { 0b1010 }),
        Opcode::IFC | Opcode::BREAKC => Scalar,
        _ => DstMask,
    }
}

/// The coordinate channels a lookup on a sampler of declared type `ty` uses: 1D x,
/// 2D xy, cube and volume xyz; unknown or undeclared samplers count as xyzw.
fn coord_channels(ty: Option<u8>) -> u8 {
    match ty {
        Some(1) => 0b0001,
        Some(2) => XY,
        Some(3) | Some(4) => XYZ,
        _ => XYZW,
    }
}

/// Channels read by source `k` of a texture lookup, or `None` for other instructions.
///
/// SM2+ `texld` reads the coordinate channels of its sampler's type; `texldp` and
/// `texldb` also read w (projection, bias), `texldl` reads w as the level [MS:texld---ps_2_0,
/// texldp---ps, texldb---ps, texldl---ps]; `texldd` reads the same channels of its two
/// gradients [MS:texldd---ps]. ps_1_4 `texld`/`texcrd` read xyz, `_dw` divides by w
/// instead of z [MS:texld---ps_1_4, texcrd---ps].
fn lookup_channels(
    ins: &Instruction,
    k: usize,
    sampler_type: impl FnOnce() -> Option<u8>,
) -> Option<u8> {
    const W: u8 = 0b1000;
    let sm2_form = ins.srcs.len() >= 2;
    match ins.opcode {
        Opcode::TEX | Opcode::TEXLDL | Opcode::TEXLDD if sm2_form => {
            let coord = coord_channels(sampler_type());
            Some(match (ins.opcode, k) {
                (_, 1) => XYZW,
                (Opcode::TEX, 0) if ins.control == 1 || ins.control == 2 => coord | W,
                (Opcode::TEXLDL, 0) => coord | W,
                _ => coord,
            })
        }
        Opcode::TEX | Opcode::TEXCOORD if k == 0 && ins.srcs.len() == 1 => {
            let dw = ins.srcs[0].modifier == shadercts_shader::ir::SrcModifier::Dw;
            Some(if dw { XY | W } else { XYZ })
        }
        _ => None,
    }
}

/// The components of the register that source `k` of `ins` reads through `swizzle`;
/// `sampler_type` gives the declared type of the sampler a texture lookup uses (asked
/// for texture lookups only).
pub(super) fn components_read(
    ins: &Instruction,
    k: usize,
    swizzle: Swizzle,
    sampler_type: impl FnOnce() -> Option<u8>,
) -> u8 {
    if let Some(chans) = lookup_channels(ins, k, sampler_type) {
        return through(swizzle, chans);
    }
    let chans = match channels(ins.opcode, k) {
        Channels::DstMask => ins.dst.as_ref().map_or(XYZW, |d| d.mask.0),
        Channels::Fixed(m) => m,
        Channels::Scalar => return 1 << swizzle.component(3),
    };
    through(swizzle, chans)
}

/// The components read through `swizzle` for the channels `chans`, per swizzle byte and
/// channel mask (computed at build time: a table lookup per source).
static THROUGH: [[u8; 16]; 256] = {
    let mut t = [[0u8; 16]; 256];
    let mut s = 0;
    while s < 256 {
        let mut chans = 0;
        while chans < 16 {
            let mut m = 0u8;
            let mut c = 0;
            while c < 4 {
                if chans & (1 << c) != 0 {
                    m |= 1 << ((s >> (c * 2)) & 3);
                }
                c += 1;
            }
            t[s][chans] = m;
            chans += 1;
        }
        s += 1;
    }
    t
};

/// The components of a register that channels `chans` read through `swizzle`.
fn through(swizzle: Swizzle, chans: u8) -> u8 {
    THROUGH[usize::from(swizzle.0)][usize::from(chans & 0xF)]
}

/// Per-register masks with linear lookup (programs use few registers).
#[derive(Default)]
struct RegMasks(Vec<(Register, u8)>);

impl RegMasks {
    fn get(&self, r: Register) -> Option<u8> {
        self.0.iter().find(|(x, _)| *x == r).map(|(_, m)| *m)
    }

    fn add(&mut self, r: Register, m: u8) {
        match self.0.iter_mut().find(|(x, _)| *x == r) {
            Some((_, old)) => *old |= m,
            None => self.0.push((r, m)),
        }
    }

    fn clear_w_of_temps(&mut self) {
        for (r, m) in &mut self.0 {
            if r.ty == RegType::TEMP {
                *m &= 0b0111;
            }
        }
    }
}

/// Sets `mask` of sources, `initialized`, `declared_mask`, `file_reads` and the
/// per-statement distinct-read counts.
pub(super) fn apply(facts: &mut Facts, program: &Program) {
    // The work lists are kept in the facts from one program to the next.
    let mut scratch = std::mem::take(&mut facts.scratch);
    let mut declared = RegMasks(std::mem::take(&mut scratch.declared));
    let mut samplers = std::mem::take(&mut scratch.samplers);
    let mut written = RegMasks(std::mem::take(&mut scratch.written));
    let mut seen = std::mem::take(&mut scratch.seen);
    declared.0.clear();
    samplers.clear();
    written.0.clear();
    apply_with(
        facts,
        program,
        &mut declared,
        &mut samplers,
        &mut written,
        &mut seen,
    );
    scratch.declared = declared.0;
    scratch.samplers = samplers;
    scratch.written = written.0;
    scratch.seen = seen;
    facts.scratch = scratch;
}

/// [`apply`] with its (empty) work lists.
fn apply_with(
    facts: &mut Facts,
    program: &Program,
    declared: &mut RegMasks,
    samplers: &mut Vec<(Register, u8)>,
    written: &mut RegMasks,
    seen: &mut Vec<Register>,
) {
    for ins in &program.instructions {
        if ins.opcode == Opcode::DCL {
            if let Some(d) = &ins.dst {
                declared.add(d.reg, d.mask.0);
                if let (RegType::SAMPLER, Some(decl)) = (d.reg.ty, &ins.decl) {
                    samplers.push((d.reg, decl.sampler_type));
                }
            }
        }
    }
    let sampler_type = |ins: &Instruction| {
        let s = ins.srcs.get(1)?;
        samplers.iter().find(|(r, _)| *r == s.reg).map(|(_, t)| *t)
    };
    for (i, ins) in program.instructions.iter().enumerate() {
        let f = &facts.instrs[i];
        let (dst, pred, start, count) = (
            f.dst,
            f.predicate,
            f.src_start as usize,
            f.src_count as usize,
        );
        if ins.opcode == Opcode::PHASE {
            // The alpha channels of r# do not survive the phase marker [MS:phase---ps].
            written.clear_w_of_temps();
        }
        // Sources and the predicate read what earlier statements wrote.
        let check = |o: usize, reg: Register, mask: u8, facts: &mut Facts| {
            let op = &mut facts.operands[o];
            op.mask = mask;
            op.initialized = Some(written.get(reg).unwrap_or(0) & mask == mask);
            op.declared_mask = declared.get(reg);
        };
        if let (Some(p), Some(src)) = (pred, &ins.predicate) {
            let m = through(src.swizzle, XYZW);
            check(p as usize, src.reg, m, facts);
        }
        for (k, src) in ins.srcs.iter().enumerate().take(count) {
            let m = components_read(ins, k, src.swizzle, || sampler_type(ins));
            check(start + k, src.reg, m, facts);
        }
        // Distinct registers per file among the sources.
        seen.clear();
        let reads_start = facts.distinct_reads.len() as u32;
        for (k, src) in ins.srcs.iter().enumerate().take(count) {
            let Some(file) = facts.operands[start + k].file else {
                continue;
            };
            if seen.contains(&src.reg) {
                continue;
            }
            seen.push(src.reg);
            match facts.distinct_reads[reads_start as usize..]
                .iter_mut()
                .find(|(f, _)| *f == file)
            {
                Some((_, n)) => *n += 1,
                None => facts.distinct_reads.push((file, 1)),
            }
        }
        let reads_end = facts.distinct_reads.len() as u32;
        facts.instrs[i].reads = (reads_start, reads_end);
        for k in 0..count {
            let o = &facts.operands[start + k];
            let n = o.file.and_then(|file| {
                facts.distinct_reads[reads_start as usize..reads_end as usize]
                    .iter()
                    .find(|(f, _)| *f == file)
                    .map(|(_, n)| *n)
            });
            facts.operands[start + k].file_reads = n;
        }
        // Then the statement's own register: written, or declared.
        if let (Some(d), Some(dst)) = (dst, &ins.dst) {
            let op = &mut facts.operands[d as usize];
            op.declared_mask = declared.get(dst.reg);
            if ins.opcode != Opcode::DCL && ins.opcode != Opcode::TEXKILL {
                written.add(dst.reg, dst.mask.0);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{through, Swizzle};

    /// The table is the channel-by-channel definition, for every swizzle and mask.
    #[test]
    fn the_table_reads_components_channel_by_channel() {
        for s in 0..=255u8 {
            for chans in 0..16u8 {
                let sw = Swizzle(s);
                let want = (0..4u8)
                    .filter(|c| chans & (1 << c) != 0)
                    .fold(0, |m, c| m | (1 << sw.component(c)));
                assert_eq!(
                    through(sw, chans),
                    want,
                    "swizzle {s:#x} channels {chans:#b}"
                );
            }
        }
    }
}
