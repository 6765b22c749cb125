//! Small constructors for IR operands and instructions (no spans: programs built here
//! are printed before anyone needs a line number).

use shadercts_shader::ir::{
    Decl, Dst, Instruction, Literal, RegType, Register, RelAddr, ResultModifiers, Src, SrcModifier,
    Swizzle, WriteMask,
};
use shadercts_shader::opcode::Opcode;
use shadercts_shader::Span;

/// Component bits.
pub const X: u8 = 1;
/// `.y`.
pub const Y: u8 = 2;
/// `.z`.
pub const Z: u8 = 4;
/// `.w`.
pub const W: u8 = 8;
/// `.xy`.
pub const XY: u8 = 3;
/// `.xyz`.
pub const XYZ: u8 = 7;
/// `.xyzw`.
pub const XYZW: u8 = 15;

/// A register.
pub fn reg(ty: RegType, index: u32) -> Register {
    Register::new(ty, index)
}

/// A destination with mask `mask` and no modifiers.
pub fn dst(ty: RegType, index: u32, mask: u8) -> Dst {
    Dst {
        reg: reg(ty, index),
        mask: WriteMask(mask),
        modifiers: ResultModifiers::default(),
        shift: 0,
        rel: None,
        span: Span::default(),
    }
}

/// A plain source (identity swizzle, no modifier).
pub fn src(ty: RegType, index: u32) -> Src {
    Src {
        reg: reg(ty, index),
        swizzle: Swizzle::IDENTITY,
        modifier: SrcModifier::None,
        rel: None,
        span: Span::default(),
    }
}

/// A source with a swizzle.
pub fn src_swz(ty: RegType, index: u32, swizzle: Swizzle) -> Src {
    Src {
        swizzle,
        ..src(ty, index)
    }
}

/// Relative addressing through `a0.<component>`.
pub fn rel_a0(component: u8) -> RelAddr {
    RelAddr {
        reg: reg(RegType::ADDR, 0),
        component,
        span: Span::default(),
    }
}

/// Relative addressing through `aL`.
pub fn rel_al() -> RelAddr {
    RelAddr {
        reg: reg(RegType::LOOP, 0),
        component: 0,
        span: Span::default(),
    }
}

/// An instruction with a destination and sources.
pub fn ins(op: Opcode, d: Option<Dst>, srcs: Vec<Src>) -> Instruction {
    let mut i = Instruction::new(op);
    i.dst = d;
    i.srcs = srcs;
    i
}

/// An instruction with comparison control bits.
pub fn ins_cmp(op: Opcode, control: u8, d: Option<Dst>, srcs: Vec<Src>) -> Instruction {
    let mut i = ins(op, d, srcs);
    i.control = control;
    i
}

/// `dcl` of a register with a usage (or sampler type) token.
pub fn dcl(d: Dst, usage: u8, usage_index: u8, sampler_type: u8) -> Instruction {
    let mut i = Instruction::new(Opcode::DCL);
    i.decl = Some(Decl {
        usage,
        usage_index,
        sampler_type,
    });
    i.dst = Some(d);
    i
}

/// `def c#, a, b, c, d` from float bit patterns.
pub fn def(index: u32, bits: [u32; 4]) -> Instruction {
    let mut i = Instruction::new(Opcode::DEF);
    i.dst = Some(dst(RegType::CONST, index, XYZW));
    i.literal = Some(Literal::Float(bits));
    i
}

/// `defi i#, …`.
pub fn defi(index: u32, v: [i32; 4]) -> Instruction {
    let mut i = Instruction::new(Opcode::DEFI);
    i.dst = Some(dst(RegType::CONSTINT, index, XYZW));
    i.literal = Some(Literal::Int(v));
    i
}

/// `defb b#, value`.
pub fn defb(index: u32, v: bool) -> Instruction {
    let mut i = Instruction::new(Opcode::DEFB);
    i.dst = Some(dst(RegType::CONSTBOOL, index, XYZW));
    i.literal = Some(Literal::Bool(v));
    i
}

/// `label l#`.
pub fn label(n: u32) -> Instruction {
    ins(Opcode::LABEL, None, vec![src(RegType::LABEL, n)])
}

/// The components a swizzle reads for the channels in `chans`.
pub fn through(swizzle: Swizzle, chans: u8) -> u8 {
    (0..4u8)
        .filter(|c| chans & (1 << c) != 0)
        .fold(0, |m, c| m | (1 << swizzle.component(c)))
}
