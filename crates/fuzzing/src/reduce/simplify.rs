//! Operand simplification: single edits that make one statement plainer (no modifier,
//! identity swizzle, full mask, register 0, a constant source, zero literals), tried
//! one at a time by the reducer.

use shadercts_shader::ir::{
    Instruction, Literal, RegType, Register, ResultModifiers, Swizzle, WriteMask,
};

/// An edit of one statement; `None` when it would change nothing.
pub type Edit = fn(&Instruction) -> Option<Instruction>;

/// The edits, in the order they are tried (cheapest to understand first).
pub const EDITS: &[Edit] = &[
    no_coissue,
    no_predicate,
    no_result_modifiers,
    no_shift,
    full_mask,
    dst_index_zero,
    no_dst_relative,
    no_src_modifiers,
    identity_swizzles,
    no_src_relative,
    src_index_zero,
    src_constant,
    zero_literal,
    usage_index_zero,
];

fn changed(before: &Instruction, after: Instruction) -> Option<Instruction> {
    (after != *before).then_some(after)
}

fn no_coissue(i: &Instruction) -> Option<Instruction> {
    let mut o = i.clone();
    o.coissue = false;
    changed(i, o)
}

fn no_predicate(i: &Instruction) -> Option<Instruction> {
    let mut o = i.clone();
    o.predicate = None;
    changed(i, o)
}

fn no_result_modifiers(i: &Instruction) -> Option<Instruction> {
    let mut o = i.clone();
    if let Some(d) = &mut o.dst {
        d.modifiers = ResultModifiers::default();
    }
    changed(i, o)
}

fn no_shift(i: &Instruction) -> Option<Instruction> {
    let mut o = i.clone();
    if let Some(d) = &mut o.dst {
        d.shift = 0;
    }
    changed(i, o)
}

fn full_mask(i: &Instruction) -> Option<Instruction> {
    let mut o = i.clone();
    if let Some(d) = &mut o.dst {
        d.mask = WriteMask::ALL;
    }
    changed(i, o)
}

fn dst_index_zero(i: &Instruction) -> Option<Instruction> {
    let mut o = i.clone();
    if let Some(d) = &mut o.dst {
        d.reg.index = 0;
    }
    changed(i, o)
}

fn no_dst_relative(i: &Instruction) -> Option<Instruction> {
    let mut o = i.clone();
    if let Some(d) = &mut o.dst {
        d.rel = None;
    }
    changed(i, o)
}

fn no_src_modifiers(i: &Instruction) -> Option<Instruction> {
    let mut o = i.clone();
    for s in &mut o.srcs {
        s.modifier = shadercts_shader::ir::SrcModifier::None;
    }
    changed(i, o)
}

fn identity_swizzles(i: &Instruction) -> Option<Instruction> {
    let mut o = i.clone();
    for s in &mut o.srcs {
        s.swizzle = Swizzle::IDENTITY;
    }
    changed(i, o)
}

fn no_src_relative(i: &Instruction) -> Option<Instruction> {
    let mut o = i.clone();
    for s in &mut o.srcs {
        s.rel = None;
    }
    changed(i, o)
}

fn src_index_zero(i: &Instruction) -> Option<Instruction> {
    let mut o = i.clone();
    for s in &mut o.srcs {
        s.reg.index = 0;
    }
    changed(i, o)
}

/// Every plain data source (temporary, input, texture) becomes `c0`.
fn src_constant(i: &Instruction) -> Option<Instruction> {
    let mut o = i.clone();
    for s in &mut o.srcs {
        if matches!(s.reg.ty, RegType::TEMP | RegType::INPUT | RegType::TEXTURE) {
            s.reg = Register::new(RegType::CONST, 0);
        }
    }
    changed(i, o)
}

fn zero_literal(i: &Instruction) -> Option<Instruction> {
    let mut o = i.clone();
    o.literal = o.literal.map(|l| match l {
        Literal::Float(_) => Literal::Float([0; 4]),
        Literal::Int(_) => Literal::Int([0; 4]),
        Literal::Bool(_) => Literal::Bool(false),
    });
    changed(i, o)
}

fn usage_index_zero(i: &Instruction) -> Option<Instruction> {
    let mut o = i.clone();
    if let Some(d) = &mut o.decl {
        d.usage_index = 0;
    }
    changed(i, o)
}
