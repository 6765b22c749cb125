//! Mutations of the operands single instructions take
//! (spec-rules/rules/instruction-operands.yaml): crs, nrm and lrp masks and destinations,
//! texkill/texldd masks and swizzles, dsx/dsy and texld modifiers, the writers of oDepth
//! in ps_3_0, `_centroid` on lookups and undeclared texkill inputs.

use super::site::Site;
use crate::random::build::{dcl, dst, ins, src, src_swz, XY, XYZ, XYZW};
use crate::random::operand::swz;
use crate::random::pad::fresh_temps;
use arbitrary::Unstructured;
use shadercts_shader::ir::{Instruction, RegType, Src, SrcModifier, Swizzle};
use shadercts_shader::opcode::Opcode;

/// Two temporaries the mutation may write (fresh ones where the program leaves some).
fn two_temps(s: &Site) -> (u32, u32) {
    let fresh = fresh_temps(&s.p, s.ctx.count("r"));
    match fresh.as_slice() {
        [a, b, ..] => (*a, *b),
        [a] => (*a, u32::from(*a == 0)),
        [] => (0, 1),
    }
}

/// `mov T, c0` (initialises a temporary).
fn init(s: &Site, t: u32) -> Instruction {
    s.write_temp(Opcode::MOV, t, vec![s.c(0)])
}

/// A declared sampler (declaring a 2D one when there is none).
fn sampler(s: &mut Site) -> Option<u32> {
    let declared =
        s.p.instructions
            .iter()
            .filter(|i| i.opcode == Opcode::DCL)
            .filter_map(|i| i.dst.as_ref())
            .find(|d| d.reg.ty == RegType::SAMPLER)
            .map(|d| d.reg.index);
    if let Some(k) = declared {
        return Some(k);
    }
    let k = *s.unused(RegType::SAMPLER, s.ctx.count("s")).first()?;
    s.declare(vec![dcl(dst(RegType::SAMPLER, k, XYZW), 0, 0, 2)]);
    Some(k)
}

fn with_mod(r: RegType, index: u32, modifier: SrcModifier) -> Src {
    Src {
        modifier,
        ..src(r, index)
    }
}

/// op.crs-operands: `crs T, U, U` (the full mask), `crs T.xyz, U.yzxw, U` (a swizzle)
/// or `crs U.xyz, U, T` (the destination is a source).
pub fn crs_bad(s: &mut Site, u: &mut Unstructured) -> Option<()> {
    let (t, v) = two_temps(s);
    let crs = match u.int_in_range(0..=2u8).ok()? {
        0 => ins(
            Opcode::CRS,
            Some(dst(RegType::TEMP, t, XYZW)),
            vec![src(RegType::TEMP, v), src(RegType::TEMP, v)],
        ),
        1 => ins(
            Opcode::CRS,
            Some(dst(RegType::TEMP, t, XYZ)),
            vec![
                src_swz(RegType::TEMP, v, swz("yzxw")),
                src(RegType::TEMP, v),
            ],
        ),
        _ => ins(
            Opcode::CRS,
            Some(dst(RegType::TEMP, v, XYZ)),
            vec![src(RegType::TEMP, v), src(RegType::TEMP, t)],
        ),
    };
    s.append(vec![init(s, t), init(s, v), crs])
}

/// op.nrm-mask: `nrm T.xy, U`.
pub fn nrm_mask(s: &mut Site, _u: &mut Unstructured) -> Option<()> {
    let (t, v) = two_temps(s);
    let nrm = ins(
        Opcode::NRM,
        Some(dst(RegType::TEMP, t, XY)),
        vec![src(RegType::TEMP, v)],
    );
    s.append(vec![init(s, v), nrm])
}

/// op.nrm-dst-src: `nrm T, T`.
pub fn nrm_self(s: &mut Site, _u: &mut Unstructured) -> Option<()> {
    let t = s.temp();
    let nrm = s.write_temp(Opcode::NRM, t, vec![src(RegType::TEMP, t)]);
    s.append(vec![init(s, t), nrm])
}

/// op.lrp-dst-src: `lrp T, T, U, U` or `lrp T, U, U, T`.
pub fn lrp_self(s: &mut Site, u: &mut Unstructured) -> Option<()> {
    let (t, v) = two_temps(s);
    let (a, c) = if u.arbitrary::<bool>().ok()? {
        (t, v)
    } else {
        (v, t)
    };
    let lrp = s.write_temp(
        Opcode::LRP,
        t,
        vec![
            src(RegType::TEMP, a),
            src(RegType::TEMP, v),
            src(RegType::TEMP, c),
        ],
    );
    s.append(vec![init(s, t), init(s, v), lrp])
}

/// mask.texkill-texldd-ps2: `texkill T.xyz` in shader model 2.
pub fn texkill_mask(s: &mut Site, _u: &mut Unstructured) -> Option<()> {
    let t = s.temp();
    let kill = ins(Opcode::TEXKILL, Some(dst(RegType::TEMP, t, XYZ)), vec![]);
    s.append(vec![init(s, t), kill])
}

/// swz.texldd-ps2x: `texldd T, T, s#, T.x, -T` in ps_2_x.
pub fn texldd_swizzle(s: &mut Site, u: &mut Unstructured) -> Option<()> {
    let k = sampler(s)?;
    let t = s.temp();
    let bad = if u.arbitrary::<bool>().ok()? {
        src_swz(RegType::TEMP, t, Swizzle::replicate(0))
    } else {
        with_mod(RegType::TEMP, t, SrcModifier::Neg)
    };
    let texldd = s.write_temp(
        Opcode::TEXLDD,
        t,
        vec![
            src(RegType::TEMP, t),
            src(RegType::SAMPLER, k),
            bad,
            src(RegType::TEMP, t),
        ],
    );
    s.append(vec![init(s, t), texldd])
}

/// mod.dsx-dsy-ps3: `dsx T, -T` or `dsy T, T_abs` in ps_3_0.
pub fn dsx_modifier(s: &mut Site, u: &mut Unstructured) -> Option<()> {
    let t = s.temp();
    let (op, m) = if u.arbitrary::<bool>().ok()? {
        (Opcode::DSX, SrcModifier::Neg)
    } else {
        (Opcode::DSY, SrcModifier::Abs)
    };
    let d = s.write_temp(op, t, vec![with_mod(RegType::TEMP, t, m)]);
    s.append(vec![init(s, t), d])
}

/// mod.texld-ps3: `texld T, -T, s#` (or texldl with `_abs`) in ps_3_0.
pub fn texld_modifier(s: &mut Site, u: &mut Unstructured) -> Option<()> {
    let k = sampler(s)?;
    let t = s.temp();
    let (op, m) = if u.arbitrary::<bool>().ok()? {
        (Opcode::TEX, SrcModifier::Neg)
    } else {
        (Opcode::TEXLDL, SrcModifier::Abs)
    };
    let tex = s.write_temp(
        op,
        t,
        vec![with_mod(RegType::TEMP, t, m), src(RegType::SAMPLER, k)],
    );
    s.append(vec![init(s, t), tex])
}

/// ps3.oDepth.writers: `rsq oDepth, c0.x` in ps_3_0.
pub fn odepth_rsq(s: &mut Site, _u: &mut Unstructured) -> Option<()> {
    let i = ins(
        Opcode::RSQ,
        Some(dst(RegType::DEPTHOUT, 0, XYZW)),
        vec![s.c_scalar(0)],
    );
    s.append(vec![i])
}

/// mod.centroid-lookups: `texkill_centroid T`.
pub fn texkill_centroid(s: &mut Site, _u: &mut Unstructured) -> Option<()> {
    let t = s.temp();
    let mut d = dst(RegType::TEMP, t, XYZW);
    d.modifiers.centroid = true;
    let kill = ins(Opcode::TEXKILL, Some(d), vec![]);
    s.append(vec![init(s, t), kill])
}

/// decl.texkill-input-declared: `texkill v#.x` on an input no `dcl` declares.
pub fn texkill_undeclared(s: &mut Site, _u: &mut Unstructured) -> Option<()> {
    let k = *s.unused(RegType::INPUT, s.ctx.count("v")).first()?;
    let declared = s.p.instructions.iter().any(|i| {
        i.opcode == Opcode::DCL
            && i.dst
                .as_ref()
                .is_some_and(|d| d.reg.ty == RegType::INPUT && d.reg.index == k)
    });
    if declared {
        return None;
    }
    let kill = ins(Opcode::TEXKILL, Some(dst(RegType::INPUT, k, 1)), vec![]);
    s.append(vec![kill])
}
