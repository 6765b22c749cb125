//! Choosing source operands that are valid where they stand: initialised, declared,
//! within the read-port limits, with the swizzles and modifiers the profile allows.

use super::build::{rel_a0, rel_al, through};
use super::ctx::Family;
use super::state::Gen;
use arbitrary::{Result, Unstructured};
use shadercts_shader::ir::{RegType, Register, RelAddr, Src, SrcModifier, Swizzle};
use shadercts_shader::Span;

/// Temporaries.
pub const F_R: u8 = 1;
/// Float constants.
pub const F_C: u8 = 2;
/// Declared inputs (v#, ps_2_x t#, vPos).
pub const F_V: u8 = 4;
/// ps_1_1-1_3 texture registers holding data.
pub const F_T: u8 = 8;
/// Every ordinary source file.
pub const F_ANY: u8 = F_R | F_C | F_V | F_T;

/// What a source must satisfy.
#[derive(Clone, Copy, Debug)]
pub struct SrcReq {
    /// Channels the instruction consumes (before the swizzle).
    pub chans: u8,
    /// Must be a replicate swizzle (scalar operand).
    pub scalar: bool,
    /// Allowed files (`F_*` bits).
    pub files: u8,
    /// Non-identity swizzles allowed.
    pub swizzle: bool,
    /// Source modifiers allowed.
    pub modifier: bool,
    /// Negating modifiers forbidden.
    pub no_neg: bool,
    /// A temporary that may not be read.
    pub exclude: Option<u32>,
    /// The destination mask of the instruction (ps_1_x swizzle rules).
    pub dst_mask: u8,
    /// Relative addressing allowed.
    pub relative: bool,
    /// vPos may be read.
    pub misc: bool,
}

impl SrcReq {
    /// A component-wise source reading `chans` from any ordinary file.
    pub fn new(chans: u8) -> SrcReq {
        SrcReq {
            chans,
            scalar: false,
            files: F_ANY,
            swizzle: true,
            modifier: true,
            no_neg: false,
            exclude: None,
            dst_mask: chans,
            relative: true,
            misc: true,
        }
    }

    /// A plain source: identity swizzle, no modifier, no relative addressing.
    pub fn plain(chans: u8, files: u8) -> SrcReq {
        SrcReq {
            swizzle: false,
            modifier: false,
            relative: false,
            misc: false,
            files,
            ..SrcReq::new(chans)
        }
    }
}

/// Registers one instruction reads, for the read-port limits: the distinct registers,
/// and every read (repeats included).
#[derive(Clone, Debug, Default)]
pub struct Reads(pub Vec<Register>, Vec<Register>);

/// The register-file name whose read ports apply to `ty` (pixel or vertex).
pub fn port_file(ty: RegType, pixel: bool) -> Option<&'static str> {
    Some(match ty {
        RegType::TEMP => "r",
        RegType::INPUT => "v",
        RegType::CONST => "c",
        RegType::TEXTURE if pixel => "t",
        RegType::SAMPLER => "s",
        RegType::CONSTBOOL => "b",
        RegType::CONSTINT => "i",
        _ => return None,
    })
}

impl Reads {
    /// True when reading `r` keeps the instruction within its read ports, its reads per
    /// instruction (one c# at most twice, one t# once: ports.c-reads, ports.t-reads) and
    /// the joint t#/v# port of ps_2_0/ps_2_x (ports.t-v-joint).
    pub fn allows(&self, g: &Gen, r: Register) -> bool {
        let pixel = g.fam().is_ps();
        let limited = |file: &str| g.ctx.ports(file) == Some(1);
        let times = self.1.iter().filter(|x| **x == r).count();
        let max_times = match r.ty {
            RegType::CONST if limited("c") => 2,
            RegType::TEXTURE if pixel && limited("t") => 1,
            _ => usize::MAX,
        };
        if times >= max_times {
            return false;
        }
        let input = |ty: RegType| matches!(ty, RegType::TEXTURE | RegType::INPUT);
        if g.fam() == Family::Ps2
            && limited("t")
            && input(r.ty)
            && self.0.iter().any(|x| input(x.ty) && *x != r)
        {
            return false;
        }
        if self.0.contains(&r) {
            return true;
        }
        let Some(file) = port_file(r.ty, pixel) else {
            return true;
        };
        match g.ctx.ports(file) {
            None => true,
            Some(n) => (self.0.iter().filter(|x| x.ty == r.ty).count() as u32) < n,
        }
    }

    /// Records a read.
    pub fn add(&mut self, r: Register) {
        self.1.push(r);
        if !self.0.contains(&r) {
            self.0.push(r);
        }
    }
}

/// A swizzle from its letters (`"yzxw"`).
pub fn swz(letters: &str) -> Swizzle {
    let mut v = 0u8;
    for (i, ch) in letters.chars().take(4).enumerate() {
        let c = match ch {
            'x' => 0,
            'y' => 1,
            'z' => 2,
            _ => 3,
        };
        v |= c << (2 * i);
    }
    Swizzle(v)
}

/// Picks a swizzle the profile allows for this read.
fn pick_swizzle(g: &Gen, u: &mut Unstructured, req: &SrcReq) -> Result<Swizzle> {
    let free = req.swizzle && g.cfg.features.swizzles;
    let mut options: Vec<Swizzle> = Vec::new();
    match g.fam() {
        Family::Ps11 => {
            if req.scalar || free {
                options.push(Swizzle::replicate(3));
                if req.dst_mask == 8 {
                    options.push(Swizzle::replicate(2));
                }
            }
        }
        Family::Ps14 => {
            if req.scalar || free {
                options.extend((0..4).map(Swizzle::replicate));
            }
        }
        Family::Ps2 if g.ctx.profile.minor == 0 => {
            if req.scalar || free {
                options.extend((0..4).map(Swizzle::replicate));
            }
            if free && !req.scalar {
                options.extend(["yzxw", "zxyw", "wzyx"].map(swz));
            }
        }
        _ => {
            if req.scalar {
                options.extend((0..4).map(Swizzle::replicate));
            } else if free {
                return Ok(if u.ratio(1, 2)? {
                    Swizzle(u.arbitrary()?)
                } else {
                    Swizzle::IDENTITY
                });
            }
        }
    }
    if !req.scalar && (options.is_empty() || u.ratio(1, 2)?) {
        return Ok(Swizzle::IDENTITY);
    }
    if options.is_empty() {
        return Ok(Swizzle::replicate(0));
    }
    Ok(*u.choose(&options)?)
}

/// The components read through `swizzle`.
pub fn comps_read(req: &SrcReq, swizzle: Swizzle) -> u8 {
    if req.scalar {
        1 << swizzle.component(3)
    } else {
        through(swizzle, req.chans)
    }
}

/// A candidate register and its relative address.
type Cand = (Register, Option<RelAddr>);

fn candidates(g: &Gen, req: &SrcReq, comps: u8, reads: &Reads) -> Vec<Cand> {
    let mut out: Vec<Cand> = Vec::new();
    let ok = |r: Register| reads.allows(g, r);
    if req.files & F_R != 0 {
        for i in 0..g.ctx.count("r").min(32) {
            let r = Register::new(RegType::TEMP, i);
            if Some(i) != req.exclude && g.init.temp(i) & comps == comps && ok(r) {
                out.push((r, None));
            }
        }
    }
    if req.files & F_V != 0 {
        for inp in &g.inputs {
            let usable = match inp.ty {
                RegType::INPUT => !(g.fam() == Family::Ps14 && g.phase == 0),
                RegType::TEXTURE => g.fam() == Family::Ps2,
                RegType::MISCTYPE => inp.index == 0 && req.misc,
                _ => false,
            };
            let r = Register::new(inp.ty, inp.index);
            if usable && inp.mask & comps == comps && ok(r) {
                out.push((r, None));
            }
        }
    }
    if req.files & F_T != 0 && g.fam() == Family::Ps11 {
        for i in 0..4u32 {
            let r = Register::new(RegType::TEXTURE, i);
            if g.t_data & (1 << i) != 0 && ok(r) {
                out.push((r, None));
            }
        }
    }
    let abs_only = g.fam() == Family::Ps3 && g.abs_c && !req.modifier;
    if req.files & F_C != 0 && !abs_only {
        let n = g.ctx.count("c");
        let used: Vec<Register> = reads
            .0
            .iter()
            .copied()
            .filter(|r| r.ty == RegType::CONST)
            .collect();
        let mut pick = |i: u32| {
            let r = Register::new(RegType::CONST, i);
            if ok(r) && !out.iter().any(|(x, rel)| *x == r && rel.is_none()) {
                out.push((r, None));
            }
        };
        for r in &used {
            pick(r.index);
        }
        for i in [0, 1, 2, 3, n.saturating_sub(1)] {
            if i < n {
                pick(i);
            }
        }
        if req.relative {
            relative_consts(g, &mut out, reads);
        }
    }
    if req.files & F_V != 0 && req.relative {
        relative_inputs(g, &mut out, comps, reads);
    }
    out
}

/// The address registers available for relative reads here.
fn addresses(g: &Gen) -> Vec<RelAddr> {
    let mut v = Vec::new();
    if !g.cfg.features.relative {
        return v;
    }
    let a0_comps: &[u8] = match g.fam() {
        Family::Vs1 => &[0],
        Family::Vs2 if g.ctx.profile.minor == 0 => &[0],
        Family::Vs2 | Family::Vs3 => &[0, 1, 2, 3],
        _ => &[],
    };
    for &c in a0_comps {
        if g.init.a0 & (1 << c) != 0 {
            v.push(rel_a0(c));
        }
    }
    if g.in_loop() && g.has_file("aL") {
        v.push(rel_al());
    }
    v
}

fn relative_consts(g: &Gen, out: &mut Vec<Cand>, reads: &Reads) {
    if !matches!(g.fam(), Family::Vs1 | Family::Vs2 | Family::Vs3) {
        return;
    }
    let n = g.ctx.count("c");
    for a in addresses(g) {
        for i in [0u32, 4, 8] {
            let r = Register::new(RegType::CONST, i);
            if i < n && reads.allows(g, r) {
                out.push((r, Some(a)));
            }
        }
    }
}

fn relative_inputs(g: &Gen, out: &mut Vec<Cand>, comps: u8, reads: &Reads) {
    let addrs: Vec<RelAddr> = match g.fam() {
        Family::Vs3 => addresses(g),
        Family::Ps3 => addresses(g)
            .into_iter()
            .filter(|a| a.reg.ty == RegType::LOOP)
            .collect(),
        _ => return,
    };
    for a in addrs {
        for inp in g.inputs.iter().filter(|i| i.ty == RegType::INPUT) {
            let r = Register::new(RegType::INPUT, inp.index);
            if inp.mask & comps == comps && reads.allows(g, r) {
                out.push((r, Some(a)));
            }
        }
    }
}

/// The modifiers this read may take.
fn modifier_options(g: &Gen, req: &SrcReq, r: Register) -> Vec<SrcModifier> {
    use SrcModifier as M;
    let negating = |m: &M| matches!(m, M::Neg | M::BiasNeg | M::Bx2Neg | M::X2Neg | M::AbsNeg);
    let base: Vec<M> = g
        .ctx
        .info
        .source_modifiers
        .iter()
        .copied()
        .filter(|m| !matches!(m, M::Not | M::Dz | M::Dw))
        .filter(|m| !(req.no_neg && negating(m)))
        .collect();
    let is_c = r.ty == RegType::CONST;
    if g.fam() == Family::Ps3 && is_c {
        let abs: Vec<M> = base
            .into_iter()
            .filter(|m| matches!(m, M::Abs | M::AbsNeg))
            .collect();
        return if g.abs_c { abs } else { Vec::new() };
    }
    if g.fam().is_ps1() && is_c {
        return Vec::new();
    }
    if !(req.modifier && g.cfg.features.source_modifiers) {
        return Vec::new();
    }
    base
}

/// Chooses a source satisfying `req`, or falls back to a constant (c0, or the constant
/// the instruction already reads), which needs no initialisation or declaration.
pub fn pick_src(g: &Gen, u: &mut Unstructured, req: &SrcReq, reads: &mut Reads) -> Result<Src> {
    if let Some(s) = try_pick_src(g, u, req, reads)? {
        return Ok(s);
    }
    let c = reads
        .0
        .iter()
        .copied()
        .find(|r| r.ty == RegType::CONST)
        .unwrap_or(Register::new(RegType::CONST, 0));
    reads.add(c);
    let forced = g.fam() == Family::Ps3 && g.abs_c;
    Ok(Src {
        reg: c,
        swizzle: if !req.scalar {
            Swizzle::IDENTITY
        } else if g.fam() == Family::Ps11 {
            Swizzle::replicate(3)
        } else {
            Swizzle::replicate(0)
        },
        modifier: if forced {
            SrcModifier::Abs
        } else {
            SrcModifier::None
        },
        rel: None,
        span: Span::default(),
    })
}

/// Chooses a source satisfying `req` among the candidates, recording it in `reads`;
/// `None` when there is none.
pub fn try_pick_src(
    g: &Gen,
    u: &mut Unstructured,
    req: &SrcReq,
    reads: &mut Reads,
) -> Result<Option<Src>> {
    let mut swizzle = pick_swizzle(g, u, req)?;
    let mut cands = candidates(g, req, comps_read(req, swizzle), reads);
    if cands.is_empty() && swizzle != Swizzle::IDENTITY && !req.scalar {
        swizzle = Swizzle::IDENTITY;
        cands = candidates(g, req, comps_read(req, swizzle), reads);
    }
    if cands.is_empty() {
        return Ok(None);
    }
    let (reg, rel) = *u.choose(&cands)?;
    let mods = modifier_options(g, req, reg);
    let forced = g.fam() == Family::Ps3 && reg.ty == RegType::CONST && g.abs_c;
    let modifier = if mods.is_empty() || !(forced || u.ratio(1, 3)?) {
        SrcModifier::None
    } else {
        *u.choose(&mods)?
    };
    reads.add(reg);
    Ok(Some(Src {
        reg,
        swizzle,
        modifier,
        rel,
        span: Span::default(),
    }))
}
