//! The intermediate representation: one [`Program`] per shader.
//!
//! The IR mirrors what the Direct3D 9 token stream can express, no more and no less:
//! the text front end and the bytecode decoder build it, the encoder and the printer
//! read it, and the validator checks it. It deliberately keeps things that are *invalid*
//! for a profile (an out-of-range register, a shift in a vertex shader) because deciding
//! that is the validator's job, not the parser's.

use crate::opcode::Opcode;
use crate::span::Span;
use std::fmt;

/// Whether a shader runs on vertices or pixels.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum ShaderKind {
    /// A vertex shader (`vs_*`, version token high word 0xFFFE).
    Vertex,
    /// A pixel shader (`ps_*`, version token high word 0xFFFF).
    Pixel,
}

impl ShaderKind {
    /// The text prefix, `vs` or `ps`.
    pub fn prefix(self) -> &'static str {
        match self {
            ShaderKind::Vertex => "vs",
            ShaderKind::Pixel => "ps",
        }
    }
}

/// A shader profile as encoded in the version token: kind, major and minor byte.
///
/// `2_x` is minor 1 and the software profiles (`*_sw`) are minor 0xFF, as in the
/// version token (SDKH; MojoShader's `ver_ui32`). Which profiles exist is data
/// (`spec-rules/models/profiles.yaml`), so this type only carries the numbers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Profile {
    /// Vertex or pixel.
    pub kind: ShaderKind,
    /// Major version (1, 2 or 3).
    pub major: u8,
    /// Minor version byte: 0–4, 1 for `2_x`, 0xFF for `sw`.
    pub minor: u8,
}

/// Minor byte of the software profiles (`vs_2_sw`, `vs_3_sw`, `ps_2_sw`).
pub const MINOR_SW: u8 = 0xFF;

impl Profile {
    /// Builds a profile from its parts.
    pub const fn new(kind: ShaderKind, major: u8, minor: u8) -> Profile {
        Profile { kind, major, minor }
    }

    /// The version token (`0xFFFE0300` for vs_3_0).
    pub fn version_token(self) -> u32 {
        let high: u32 = match self.kind {
            ShaderKind::Vertex => 0xFFFE,
            ShaderKind::Pixel => 0xFFFF,
        };
        (high << 16) | ((self.major as u32) << 8) | self.minor as u32
    }

    /// Splits a version token into a profile (any numbers; the model says which exist).
    pub fn from_version_token(token: u32) -> Option<Profile> {
        let kind = match token >> 16 {
            0xFFFE => ShaderKind::Vertex,
            0xFFFF => ShaderKind::Pixel,
            _ => return None,
        };
        Some(Profile {
            kind,
            major: ((token >> 8) & 0xFF) as u8,
            minor: (token & 0xFF) as u8,
        })
    }

    /// True from shader model 2 on, where instruction tokens carry a length field.
    pub fn has_length_field(self) -> bool {
        self.major >= 2
    }

    /// True for ps_1_x, the only profiles with co-issue and result shifts.
    pub fn is_ps1(self) -> bool {
        self.kind == ShaderKind::Pixel && self.major < 2
    }
}

impl fmt::Display for Profile {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.minor {
            MINOR_SW => write!(f, "{}_{}_sw", self.kind.prefix(), self.major),
            1 if self.major == 2 => write!(f, "{}_2_x", self.kind.prefix()),
            m => write!(f, "{}_{}_{}", self.kind.prefix(), self.major, m),
        }
    }
}

/// A register type as numbered by `D3DSHADER_PARAM_REGISTER_TYPE` (0–19).
///
/// Several numbers have two meanings depending on the shader kind and version
/// (3 is ADDR in vertex shaders and TEXTURE in pixel shaders; 6 is TEXCRDOUT before
/// vs_3_0 and OUTPUT in it); the model's register table gives the text names.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct RegType(pub u8);

impl RegType {
    /// Temporary `r#`.
    pub const TEMP: RegType = RegType(0);
    /// Input `v#`.
    pub const INPUT: RegType = RegType(1);
    /// Float constant `c#`.
    pub const CONST: RegType = RegType(2);
    /// Address register `a0` (vertex shaders).
    pub const ADDR: RegType = RegType(3);
    /// Texture register `t#` (pixel shaders); same number as ADDR.
    pub const TEXTURE: RegType = RegType(3);
    /// Rasterizer outputs `oPos` (0), `oFog` (1), `oPts` (2).
    pub const RASTOUT: RegType = RegType(4);
    /// Attribute outputs `oD#`.
    pub const ATTROUT: RegType = RegType(5);
    /// Texture-coordinate outputs `oT#` (before vs_3_0).
    pub const TEXCRDOUT: RegType = RegType(6);
    /// Generic outputs `o#` (vs_3_0); same number as TEXCRDOUT.
    pub const OUTPUT: RegType = RegType(6);
    /// Integer constant `i#`.
    pub const CONSTINT: RegType = RegType(7);
    /// Colour outputs `oC#`.
    pub const COLOROUT: RegType = RegType(8);
    /// Depth output `oDepth`.
    pub const DEPTHOUT: RegType = RegType(9);
    /// Sampler `s#`.
    pub const SAMPLER: RegType = RegType(10);
    /// Constants 2048–4095 (register number + 2048).
    pub const CONST2: RegType = RegType(11);
    /// Constants 4096–6143.
    pub const CONST3: RegType = RegType(12);
    /// Constants 6144–8191.
    pub const CONST4: RegType = RegType(13);
    /// Boolean constant `b#`.
    pub const CONSTBOOL: RegType = RegType(14);
    /// Loop counter `aL`.
    pub const LOOP: RegType = RegType(15);
    /// Half-precision temporary (reserved; never produced by the text front end).
    pub const TEMPFLOAT16: RegType = RegType(16);
    /// `vPos` (0) and `vFace` (1).
    pub const MISCTYPE: RegType = RegType(17);
    /// Label `l#`.
    pub const LABEL: RegType = RegType(18);
    /// Predicate `p0`.
    pub const PREDICATE: RegType = RegType(19);
    /// Highest defined register type.
    pub const MAX: u8 = 19;
}

/// A register: its type and number.
///
/// Float constants keep one number space 0–8191 here; the encoder splits numbers of
/// 2048 and more into the CONST2–CONST4 types, and the decoder merges them back.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Register {
    /// Register type.
    pub ty: RegType,
    /// Register number (the offset, for relatively addressed operands).
    pub index: u32,
}

impl Register {
    /// Builds a register.
    pub const fn new(ty: RegType, index: u32) -> Register {
        Register { ty, index }
    }
}

/// A four-component swizzle, two bits per output channel (bits 0–1 pick the source of x).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Swizzle(pub u8);

impl Swizzle {
    /// `.xyzw`, the identity (0xE4).
    pub const IDENTITY: Swizzle = Swizzle(0xE4);

    /// The swizzle that replicates `component` (0–3) into every channel.
    pub const fn replicate(component: u8) -> Swizzle {
        let c = component & 3;
        Swizzle(c | (c << 2) | (c << 4) | (c << 6))
    }

    /// The source component read for output channel `channel` (0–3).
    pub fn component(self, channel: u8) -> u8 {
        (self.0 >> ((channel & 3) * 2)) & 3
    }

    /// True when every channel reads the same component.
    pub fn is_replicate(self) -> bool {
        self == Swizzle::replicate(self.component(0))
    }
}

/// A destination write mask: bit 0 = x … bit 3 = w.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct WriteMask(pub u8);

impl WriteMask {
    /// `.xyzw`, every component.
    pub const ALL: WriteMask = WriteMask(0xF);

    /// True when component `c` (0–3) is written.
    pub fn has(self, c: u8) -> bool {
        self.0 & (1 << (c & 3)) != 0
    }
}

/// A source modifier (`D3DSPSM_*`, bits 24–27 of a source token).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum SrcModifier {
    /// No modifier.
    None = 0,
    /// `-r0`.
    Neg = 1,
    /// `r0_bias`.
    Bias = 2,
    /// `-r0_bias`.
    BiasNeg = 3,
    /// `r0_bx2` (sign scale).
    Bx2 = 4,
    /// `-r0_bx2`.
    Bx2Neg = 5,
    /// `1-r0` (complement).
    Comp = 6,
    /// `r0_x2`.
    X2 = 7,
    /// `-r0_x2`.
    X2Neg = 8,
    /// `r0_dz` (divide by z).
    Dz = 9,
    /// `r0_dw` (divide by w).
    Dw = 10,
    /// `r0_abs`.
    Abs = 11,
    /// `-r0_abs`.
    AbsNeg = 12,
    /// `!b0` / `!p0`.
    Not = 13,
}

impl SrcModifier {
    /// The modifier with bit value `v` (0–13), or `None` for the undefined values 14–15.
    pub fn from_bits(v: u32) -> Option<SrcModifier> {
        use SrcModifier::*;
        Some(match v {
            0 => None,
            1 => Neg,
            2 => Bias,
            3 => BiasNeg,
            4 => Bx2,
            5 => Bx2Neg,
            6 => Comp,
            7 => X2,
            8 => X2Neg,
            9 => Dz,
            10 => Dw,
            11 => Abs,
            12 => AbsNeg,
            13 => Not,
            _ => return Option::None,
        })
    }

    /// The name used in the model tables and rule files (`neg`, `bias`, `bx2_neg`, …).
    pub fn name(self) -> &'static str {
        use SrcModifier::*;
        match self {
            None => "none",
            Neg => "neg",
            Bias => "bias",
            BiasNeg => "bias_neg",
            Bx2 => "bx2",
            Bx2Neg => "bx2_neg",
            Comp => "comp",
            X2 => "x2",
            X2Neg => "x2_neg",
            Dz => "dz",
            Dw => "dw",
            Abs => "abs",
            AbsNeg => "abs_neg",
            Not => "not",
        }
    }
}

/// Relative addressing of an operand: `c[a0.x + 3]`, `v[aL]`, `o[aL + 1]`.
///
/// In vs_1_1 the bytecode has no relative-address token (a0.x is implied); the IR still
/// records `a0.x` so that every profile looks the same to the validator.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct RelAddr {
    /// The address register: `a0` (ADDR) or `aL` (LOOP).
    pub reg: Register,
    /// The component of the address register that is used (0 = x … 3 = w).
    pub component: u8,
    /// Where `[a0.x]` stands in the text.
    pub span: Span,
}

/// Result modifiers carried in bits 20–23 of a destination token.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct ResultModifiers {
    /// `_sat`: clamp the result to [0, 1].
    pub saturate: bool,
    /// `_pp`: partial precision.
    pub partial_precision: bool,
    /// `_centroid`: centroid sampling of an input.
    pub centroid: bool,
}

impl ResultModifiers {
    /// The four-bit field value (1 sat, 2 pp, 4 centroid).
    pub fn bits(self) -> u32 {
        (self.saturate as u32)
            | ((self.partial_precision as u32) << 1)
            | ((self.centroid as u32) << 2)
    }

    /// True when no modifier is set.
    pub fn is_empty(self) -> bool {
        self.bits() == 0
    }
}

/// A destination operand.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Dst {
    /// The register written.
    pub reg: Register,
    /// Which components are written.
    pub mask: WriteMask,
    /// `_sat`, `_pp`, `_centroid`.
    pub modifiers: ResultModifiers,
    /// Result shift as a power of two: 1 = `_x2`, 2 = `_x4`, 3 = `_x8`, -1 = `_d2`, -2 = `_d4`, -3 = `_d8`.
    pub shift: i8,
    /// Relative addressing (vs_3_0 `o[aL]`).
    pub rel: Option<RelAddr>,
    /// The operand's text.
    pub span: Span,
}

/// A source operand (also used for the predicate of a predicated instruction).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Src {
    /// The register read.
    pub reg: Register,
    /// Which components are read, per channel.
    pub swizzle: Swizzle,
    /// Negate, bias, abs, … .
    pub modifier: SrcModifier,
    /// Relative addressing (`c[a0.x + 3]`).
    pub rel: Option<RelAddr>,
    /// The operand's text.
    pub span: Span,
}

/// The extra token of a `dcl` instruction.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Decl {
    /// `D3DDECLUSAGE` value (bits 0–3): 0 POSITION … 13 SAMPLE.
    pub usage: u8,
    /// Usage index (bits 16–19): the `3` of `texcoord3`.
    pub usage_index: u8,
    /// `D3DSAMPLER_TEXTURE_TYPE` >> 27 (bits 27–30): 0 unknown, 1 1D, 2 2D, 3 cube, 4 volume.
    pub sampler_type: u8,
}

/// The literal values of `def`, `defi` and `defb`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Literal {
    /// `def`: four floats, kept as their IEEE bit patterns so that any value round-trips.
    Float([u32; 4]),
    /// `defi`: four signed integers.
    Int([i32; 4]),
    /// `defb`: one boolean.
    Bool(bool),
}

/// Comparison of `ifc`, `breakc` and `setp` (bits 16–18 of the instruction token).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Comparison {
    /// `_gt` (1).
    Gt = 1,
    /// `_eq` (2).
    Eq = 2,
    /// `_ge` (3).
    Ge = 3,
    /// `_lt` (4).
    Lt = 4,
    /// `_ne` (5).
    Ne = 5,
    /// `_le` (6).
    Le = 6,
}

impl Comparison {
    /// All comparisons, in encoding order.
    pub const ALL: [Comparison; 6] = [
        Comparison::Gt,
        Comparison::Eq,
        Comparison::Ge,
        Comparison::Lt,
        Comparison::Ne,
        Comparison::Le,
    ];

    /// The comparison with control value `v`, if any.
    pub fn from_bits(v: u32) -> Option<Comparison> {
        Comparison::ALL.into_iter().find(|c| *c as u32 == v)
    }

    /// The mnemonic suffix without underscore (`gt`, `eq`, …).
    pub fn suffix(self) -> &'static str {
        match self {
            Comparison::Gt => "gt",
            Comparison::Eq => "eq",
            Comparison::Ge => "ge",
            Comparison::Lt => "lt",
            Comparison::Ne => "ne",
            Comparison::Le => "le",
        }
    }
}

/// One statement of a shader: an instruction, a declaration, a definition, a label or `phase`.
///
/// The operand layout follows the token stream: `dst` first when the opcode writes one,
/// then `predicate` (only when `predicated`), then `srcs` in order. `dcl` has `decl` and a
/// `dst`; `def*` have a `dst` and `literal`.
#[derive(Clone, Debug, PartialEq)]
pub struct Instruction {
    /// The opcode number (bits 0–15 of the instruction token).
    pub opcode: Opcode,
    /// Opcode-specific control bits 16–23: the comparison of `ifc`/`breakc`/`setp`,
    /// 1 for `texldp`, 2 for `texldb`; 0 otherwise.
    pub control: u8,
    /// `+` prefix: co-issued with the previous instruction (ps_1_x, bit 30).
    pub coissue: bool,
    /// Predicate source (`(p0.x)`, `(!p0)`), bit 28 set.
    pub predicate: Option<Src>,
    /// The destination operand, if the opcode has one.
    pub dst: Option<Dst>,
    /// Source operands (including label, loop and boolean operands of flow control).
    pub srcs: Vec<Src>,
    /// The usage/sampler token of `dcl`.
    pub decl: Option<Decl>,
    /// The values of `def`, `defi`, `defb`.
    pub literal: Option<Literal>,
    /// The whole statement's text (or, for decoded programs, its bytes).
    pub span: Span,
    /// The mnemonic's text.
    pub mnemonic_span: Span,
}

impl Instruction {
    /// A bare instruction with no operands.
    pub fn new(opcode: Opcode) -> Instruction {
        Instruction {
            opcode,
            control: 0,
            coissue: false,
            predicate: None,
            dst: None,
            srcs: Vec::new(),
            decl: None,
            literal: None,
            span: Span::default(),
            mnemonic_span: Span::default(),
        }
    }

    /// The comparison of `ifc`, `breakc`, `setp`, if the control bits hold one.
    pub fn comparison(&self) -> Option<Comparison> {
        Comparison::from_bits(self.control as u32)
    }
}

/// A whole shader.
#[derive(Clone, Debug, PartialEq)]
pub struct Program {
    /// The profile from the version line or token.
    pub profile: Profile,
    /// Where the version stands.
    pub version_span: Span,
    /// The statements in order (comments are not kept).
    pub instructions: Vec<Instruction>,
}
