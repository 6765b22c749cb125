//! Decoding a [`Program`] once into a compact, pre-resolved form: every register operand
//! becomes a slot number of one flat register file, every jump its target index, every
//! result its rounding, so that the interpreter does no look-ups while it runs.

use super::precision::{Precision, Rounding};
use super::texture::TextureKind;
use super::ExecError;
use shadercts_shader::ir::{
    Dst as IrDst, Instruction, Literal, Profile, RegType, Register, ShaderKind, Src as IrSrc,
    SrcModifier, Swizzle,
};
use shadercts_shader::opcode::Opcode;
use shadercts_shader::{Model, Program};

/// The operation of one compiled instruction.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Kind {
    Mov,
    Add,
    Sub,
    Mad,
    Mul,
    Min,
    Max,
    Slt,
    Sge,
    Lrp,
    Frc,
    Abs,
    Sgn,
    Cmp,
    Cnd,
    Dp3,
    Dp4,
    Dp2Add,
    Crs,
    Nrm,
    /// `m{len}x{rows}`: `rows` dot products of length `len`.
    Matrix {
        rows: u8,
        len: u8,
    },
    Lit,
    Dst,
    Rcp,
    Rsq,
    Exp,
    Expp,
    /// vs_1_1 expp: four different results.
    ExppV1,
    Log,
    Logp,
    Pow,
    SinCos,
    /// Write a0: `round` = mova (nearest), else vs_1_1 mov (floor).
    ToAddr {
        round: bool,
    },
    Dsx,
    Dsy,
    Setp,
    Texld,
    Texldp,
    Texldb,
    Texldl,
    Texldd,
    Texkill,
    Tex,
    TexCoord,
    Texld14,
    Texcrd,
    Texbem,
    Texbeml,
    Texreg2ar,
    Texreg2gb,
    Texreg2rgb,
    Texm3x2pad,
    Texm3x2tex,
    Texm3x2depth,
    Texm3x3pad,
    Texm3x3,
    Texm3x3tex,
    Texm3x3spec,
    Texm3x3vspec,
    Texdp3,
    Texdp3tex,
    Texdepth,
    Bem,
    Phase,
    If,
    IfC,
    Else,
    EndIf,
    Loop,
    EndLoop,
    Rep,
    EndRep,
    Break,
    BreakC,
    BreakP,
    Call,
    CallNz,
    Ret,
    Label,
    Nop,
}

/// Where an operand lives.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Loc {
    /// A float register slot (four component rows).
    Float(u32),
    /// Integer constant `i#`.
    Int(u32),
    /// Boolean constant `b#`.
    Bool(u32),
    /// `p0`.
    Pred,
    /// `aL`.
    Loop,
    /// `a0`.
    Addr,
    /// `s#`.
    Sampler(u32),
    /// `l#`, resolved to the index of its `label` op.
    Label(u32),
}

/// Which address register indexes an operand.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum RelBy {
    A0(u8),
    Loop,
}

/// Relative addressing: slot `base + offset + address`, valid when inside `0..len`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Rel {
    pub base: u32,
    pub len: u32,
    pub offset: i64,
    pub by: RelBy,
}

/// A compiled source operand.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct Src {
    pub loc: Loc,
    pub swz: [u8; 4],
    pub modifier: SrcModifier,
    pub rel: Option<Rel>,
    /// A float slot read as is (no modifier, no relative address): rows can be borrowed.
    pub direct: bool,
}

/// A compiled destination operand with its result processing.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct DstRef {
    pub loc: Loc,
    pub mask: u8,
    pub rel: Option<Rel>,
    pub sat: bool,
    /// 2^shift of a ps_1_x result shift (1.0 when none).
    pub scale: f32,
    pub round: Rounding,
    /// Writes here are recorded for the outputs.
    pub output: bool,
    /// The register number (the texture stage of ps_1_x texture ops).
    pub index: u32,
}

/// The predicate of a predicated instruction.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Pred {
    pub swz: [u8; 4],
    pub not: bool,
}

/// Co-issue role in ps_1_x.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum CoIssue {
    None,
    /// The first of a pair: its result waits for the second.
    First,
    /// The `+` instruction: both results are written after it.
    Second,
}

/// One compiled instruction.
#[derive(Clone, Debug)]
pub(crate) struct Op {
    pub kind: Kind,
    pub dst: Option<DstRef>,
    pub src: Vec<Src>,
    pub pred: Option<Pred>,
    /// Comparison control bits of ifc / breakc / setp.
    pub cmp: u8,
    /// Jump target (matching else/endif/end of loop, loop start, label).
    pub target: u32,
    pub coissue: CoIssue,
    /// Texture stage / sampler number, or the pad index of texm3x*pad.
    pub aux: u32,
    /// Index of the source instruction in the program (for error messages).
    pub origin: u32,
}

/// A register reported as an output, and its slot.
#[derive(Clone, Copy, Debug)]
pub(crate) struct OutSlot {
    pub reg: Register,
    pub slot: u32,
}

/// The whole compiled program.
#[derive(Clone, Debug)]
pub(crate) struct Compiled {
    pub profile: Profile,
    pub ops: Vec<Op>,
    pub nslots: usize,
    pub nints: usize,
    pub nbools: usize,
    /// Dense `(register type, index) -> slot + 1` tables (0 = not used).
    pub float_map: Vec<Vec<u32>>,
    pub defs: Vec<(u32, [f32; 4])>,
    pub int_defs: Vec<(u32, [i32; 4])>,
    pub bool_defs: Vec<(u32, bool)>,
    pub outputs: Vec<OutSlot>,
    pub samplers: Vec<(u32, TextureKind)>,
    /// Slot of `oDepth` when a ps_1_x depth instruction or a write to it exists.
    pub depth_slot: Option<u32>,
    pub options_budget: u64,
    /// Rounding applied to inputs and `def` constants entering the pipeline.
    pub input_round: Rounding,
    /// Native execution level (`ExecOptions::conformance`): apply the `differs` facts of
    /// `docs/native-execution.yaml`.
    pub native: bool,
}

impl Compiled {
    /// The slot of a float register, if the program uses it.
    pub fn slot(&self, reg: Register) -> Option<u32> {
        let t = self.float_map.get(reg.ty.0 as usize)?;
        match t.get(reg.index as usize) {
            Some(&s) if s > 0 => Some(s - 1),
            _ => None,
        }
    }
}

/// Register types that hold floats (per kind: 3 is ADDR in vs).
fn is_float_file(kind: ShaderKind, ty: RegType) -> bool {
    match ty.0 {
        0 | 1 | 2 | 4 | 5 | 6 | 8 | 9 | 16 | 17 => true,
        3 => kind == ShaderKind::Pixel,
        _ => false,
    }
}

fn is_output_file(ty: RegType) -> bool {
    matches!(ty.0, 4 | 5 | 6 | 8 | 9)
}

const MAX_INDEX: u32 = 65536;

struct Builder<'a> {
    program: &'a Program,
    model: &'a Model,
    precision: Precision,
    ps1_max: f32,
    float_map: Vec<Vec<u32>>,
    nslots: u32,
    blocks: Vec<Option<(u32, u32)>>,
    outputs: Vec<OutSlot>,
    nints: u32,
    nbools: u32,
}

impl<'a> Builder<'a> {
    fn kind(&self) -> ShaderKind {
        self.program.profile.kind
    }

    fn err(&self, at: usize, message: impl Into<String>) -> ExecError {
        ExecError::Unsupported {
            instruction: at,
            message: message.into(),
        }
    }

    fn alloc(&mut self, reg: Register, at: usize) -> Result<u32, ExecError> {
        if reg.index >= MAX_INDEX {
            return Err(self.err(at, format!("register index {} is out of range", reg.index)));
        }
        let ty = reg.ty.0 as usize;
        if let Some((base, len)) = self.blocks.get(ty).copied().flatten() {
            if reg.index < len {
                return Ok(base + reg.index);
            }
        }
        let table = &mut self.float_map[ty];
        if table.len() <= reg.index as usize {
            table.resize(reg.index as usize + 1, 0);
        }
        let existing = table[reg.index as usize];
        if existing > 0 {
            return Ok(existing - 1);
        }
        let slot = self.nslots;
        table[reg.index as usize] = slot + 1;
        self.nslots += 1;
        self.note_output(reg, slot);
        Ok(slot)
    }

    fn note_output(&mut self, reg: Register, slot: u32) {
        let p = self.program.profile;
        if is_output_file(reg.ty) {
            self.outputs.push(OutSlot { reg, slot });
        } else if p.is_ps1() && reg.ty == RegType::TEMP && reg.index == 0 {
            // ps_1_x: the final r0 is the pixel colour (Registers - ps_1_x).
            self.outputs.push(OutSlot {
                reg: Register::new(RegType::COLOROUT, 0),
                slot,
            });
        }
    }

    /// Reserves a contiguous block for every float file that is relatively addressed.
    fn make_blocks(&mut self) {
        let p = self.program.profile;
        let mut max_index = [0u32; 20];
        let mut rel = [false; 20];
        let mut note = |reg: Register, is_rel: bool| {
            let t = reg.ty.0 as usize;
            if t < 20 {
                max_index[t] = max_index[t].max(reg.index.saturating_add(4));
                rel[t] |= is_rel;
            }
        };
        for ins in &self.program.instructions {
            if let Some(d) = &ins.dst {
                note(d.reg, d.rel.is_some());
            }
            for s in &ins.srcs {
                note(s.reg, s.rel.is_some());
            }
        }
        let info = self.model.profile_info(p);
        for t in 0..20u8 {
            let ty = RegType(t);
            if !rel[t as usize] || !is_float_file(p.kind, ty) {
                continue;
            }
            let count = self
                .model
                .register_file(p, Register::new(ty, 0))
                .and_then(|f| info.map(|i| i.register_count(&f.name)))
                .unwrap_or(0);
            let len = count.max(max_index[t as usize]).min(8192);
            let base = self.nslots;
            self.nslots += len;
            self.blocks[t as usize] = Some((base, len));
            let table = &mut self.float_map[t as usize];
            table.resize(len as usize, 0);
            for i in 0..len {
                table[i as usize] = base + i + 1;
            }
            for i in 0..len {
                self.note_output(Register::new(ty, i), base + i);
            }
        }
    }

    fn rel(
        &mut self,
        r: &Option<shadercts_shader::ir::RelAddr>,
        reg: Register,
        at: usize,
    ) -> Result<Option<Rel>, ExecError> {
        let Some(r) = r else { return Ok(None) };
        let by = match r.reg.ty {
            RegType::LOOP => RelBy::Loop,
            t if t == RegType::ADDR && self.kind() == ShaderKind::Vertex => {
                RelBy::A0(r.component & 3)
            }
            _ => return Err(self.err(at, "relative addressing by a register other than a0 or aL")),
        };
        let Some((base, len)) = self.blocks.get(reg.ty.0 as usize).copied().flatten() else {
            return Err(self.err(
                at,
                "relative addressing of a register file that holds no floats",
            ));
        };
        Ok(Some(Rel {
            base,
            len,
            offset: reg.index as i64,
            by,
        }))
    }

    fn loc(&mut self, reg: Register, at: usize) -> Result<Loc, ExecError> {
        let kind = self.kind();
        Ok(match reg.ty {
            t if is_float_file(kind, t) => Loc::Float(self.alloc(reg, at)?),
            RegType::ADDR => Loc::Addr,
            RegType::CONSTINT => {
                self.nints = self.nints.max(reg.index.min(MAX_INDEX) + 1);
                Loc::Int(reg.index)
            }
            RegType::CONSTBOOL => {
                self.nbools = self.nbools.max(reg.index.min(MAX_INDEX) + 1);
                Loc::Bool(reg.index)
            }
            RegType::PREDICATE => Loc::Pred,
            RegType::LOOP => Loc::Loop,
            RegType::SAMPLER => Loc::Sampler(reg.index),
            RegType::LABEL => Loc::Label(reg.index),
            t => return Err(self.err(at, format!("register type {} cannot be used here", t.0))),
        })
    }

    fn src(&mut self, s: &IrSrc, at: usize, index_add: u32) -> Result<Src, ExecError> {
        let reg = Register::new(s.reg.ty, s.reg.index.saturating_add(index_add));
        let rel = self.rel(&s.rel, reg, at)?;
        let loc = if rel.is_some() {
            Loc::Float(0)
        } else {
            self.loc(reg, at)?
        };
        let sw = s.swizzle;
        let swz = [0, 1, 2, 3].map(|c| sw.component(c));
        let direct =
            matches!(loc, Loc::Float(_)) && rel.is_none() && s.modifier == SrcModifier::None;
        Ok(Src {
            loc,
            swz,
            modifier: s.modifier,
            rel,
            direct,
        })
    }

    fn dst(&mut self, d: &IrDst, at: usize) -> Result<DstRef, ExecError> {
        let p = self.program.profile;
        let rel = self.rel(&d.rel, d.reg, at)?;
        let loc = if rel.is_some() {
            Loc::Float(0)
        } else {
            self.loc(d.reg, at)?
        };
        let output = matches!(loc, Loc::Float(_))
            && (is_output_file(d.reg.ty)
                || (p.is_ps1() && d.reg.ty == RegType::TEMP && d.reg.index == 0));
        let round = Rounding::select(
            p,
            self.precision,
            d.modifiers.partial_precision,
            self.ps1_max,
        );
        // ps_1_x results land in fixed-point registers; full-precision rounding elsewhere.
        let shift = d.shift.clamp(-3, 3) as i32;
        Ok(DstRef {
            loc,
            mask: d.mask.0 & 0xF,
            rel,
            sat: d.modifiers.saturate,
            scale: 2f32.powi(shift),
            round,
            output,
            index: d.reg.index,
        })
    }

    /// A source operand reading the destination register of `ins` (texkill, texdepth,
    /// ps_1_x pad sequences).
    fn dst_as_src(&mut self, ins: &Instruction, at: usize) -> Result<Src, ExecError> {
        let d = ins
            .dst
            .as_ref()
            .ok_or_else(|| self.err(at, "missing destination operand"))?;
        let s = IrSrc {
            reg: d.reg,
            swizzle: Swizzle::IDENTITY,
            modifier: SrcModifier::None,
            rel: d.rel,
            span: d.span,
        };
        self.src(&s, at, 0)
    }
}

fn kind_of(ins: &Instruction, p: Profile, at: usize) -> Result<Kind, ExecError> {
    let ps1 = p.is_ps1();
    let op = ins.opcode;
    let dst_is_addr =
        ins.dst.as_ref().is_some_and(|d| d.reg.ty == RegType::ADDR) && p.kind == ShaderKind::Vertex;
    Ok(match op {
        Opcode::NOP => Kind::Nop,
        Opcode::MOV if dst_is_addr => Kind::ToAddr { round: false },
        Opcode::MOV => Kind::Mov,
        Opcode::ADD => Kind::Add,
        Opcode::SUB => Kind::Sub,
        Opcode::MAD => Kind::Mad,
        Opcode::MUL => Kind::Mul,
        Opcode::RCP => Kind::Rcp,
        Opcode::RSQ => Kind::Rsq,
        Opcode::DP3 => Kind::Dp3,
        Opcode::DP4 => Kind::Dp4,
        Opcode::MIN => Kind::Min,
        Opcode::MAX => Kind::Max,
        Opcode::SLT => Kind::Slt,
        Opcode::SGE => Kind::Sge,
        Opcode::EXP => Kind::Exp,
        Opcode::LOG => Kind::Log,
        Opcode::LIT => Kind::Lit,
        Opcode::DST => Kind::Dst,
        Opcode::LRP => Kind::Lrp,
        Opcode::FRC => Kind::Frc,
        Opcode::M4X4 => Kind::Matrix { rows: 4, len: 4 },
        Opcode::M4X3 => Kind::Matrix { rows: 3, len: 4 },
        Opcode::M3X4 => Kind::Matrix { rows: 4, len: 3 },
        Opcode::M3X3 => Kind::Matrix { rows: 3, len: 3 },
        Opcode::M3X2 => Kind::Matrix { rows: 2, len: 3 },
        Opcode::CALL => Kind::Call,
        Opcode::CALLNZ => Kind::CallNz,
        Opcode::LOOP => Kind::Loop,
        Opcode::RET => Kind::Ret,
        Opcode::ENDLOOP => Kind::EndLoop,
        Opcode::LABEL => Kind::Label,
        Opcode::POW => Kind::Pow,
        Opcode::CRS => Kind::Crs,
        Opcode::SGN => Kind::Sgn,
        Opcode::ABS => Kind::Abs,
        Opcode::NRM => Kind::Nrm,
        Opcode::SINCOS => Kind::SinCos,
        Opcode::REP => Kind::Rep,
        Opcode::ENDREP => Kind::EndRep,
        Opcode::IF => Kind::If,
        Opcode::IFC => Kind::IfC,
        Opcode::ELSE => Kind::Else,
        Opcode::ENDIF => Kind::EndIf,
        Opcode::BREAK => Kind::Break,
        Opcode::BREAKC => Kind::BreakC,
        Opcode::MOVA => Kind::ToAddr { round: true },
        Opcode::TEXCOORD if ps1 && p.minor == 4 => Kind::Texcrd,
        Opcode::TEXCOORD => Kind::TexCoord,
        Opcode::TEXKILL => Kind::Texkill,
        Opcode::TEX if ps1 && p.minor == 4 => Kind::Texld14,
        Opcode::TEX if ps1 => Kind::Tex,
        Opcode::TEX => match ins.control {
            1 => Kind::Texldp,
            2 => Kind::Texldb,
            _ => Kind::Texld,
        },
        Opcode::TEXBEM => Kind::Texbem,
        Opcode::TEXBEML => Kind::Texbeml,
        Opcode::TEXREG2AR => Kind::Texreg2ar,
        Opcode::TEXREG2GB => Kind::Texreg2gb,
        Opcode::TEXREG2RGB => Kind::Texreg2rgb,
        Opcode::TEXM3X2PAD => Kind::Texm3x2pad,
        Opcode::TEXM3X2TEX => Kind::Texm3x2tex,
        Opcode::TEXM3X2DEPTH => Kind::Texm3x2depth,
        Opcode::TEXM3X3PAD => Kind::Texm3x3pad,
        Opcode::TEXM3X3 => Kind::Texm3x3,
        Opcode::TEXM3X3TEX => Kind::Texm3x3tex,
        Opcode::TEXM3X3SPEC => Kind::Texm3x3spec,
        Opcode::TEXM3X3VSPEC => Kind::Texm3x3vspec,
        Opcode::TEXDP3 => Kind::Texdp3,
        Opcode::TEXDP3TEX => Kind::Texdp3tex,
        Opcode::TEXDEPTH => Kind::Texdepth,
        Opcode::EXPP if p.kind == ShaderKind::Vertex && p.major == 1 => Kind::ExppV1,
        Opcode::EXPP => Kind::Expp,
        Opcode::LOGP => Kind::Logp,
        Opcode::CND => Kind::Cnd,
        Opcode::CMP => Kind::Cmp,
        Opcode::BEM => Kind::Bem,
        Opcode::DP2ADD => Kind::Dp2Add,
        Opcode::DSX => Kind::Dsx,
        Opcode::DSY => Kind::Dsy,
        Opcode::TEXLDD => Kind::Texldd,
        Opcode::SETP => Kind::Setp,
        Opcode::TEXLDL => Kind::Texldl,
        Opcode::BREAKP => Kind::BreakP,
        Opcode::PHASE => Kind::Phase,
        other => {
            return Err(ExecError::Unsupported {
                instruction: at,
                message: format!("opcode {} cannot be executed", other.0),
            })
        }
    })
}

fn is_declaration(op: Opcode) -> bool {
    matches!(
        op,
        Opcode::DCL | Opcode::DEF | Opcode::DEFI | Opcode::DEFB | Opcode::COMMENT | Opcode::END
    )
}

/// Compiles `program` for execution at `precision`.
pub(crate) fn compile(
    program: &Program,
    model: &Model,
    precision: Precision,
    ps1_max: f32,
    budget: u64,
) -> Result<Compiled, ExecError> {
    let p = program.profile;
    let mut b = Builder {
        program,
        model,
        precision,
        ps1_max,
        float_map: vec![Vec::new(); 20],
        nslots: 0,
        blocks: vec![None; 20],
        outputs: Vec::new(),
        nints: 0,
        nbools: 0,
    };
    b.make_blocks();
    let mut ops: Vec<Op> = Vec::new();
    let mut defs = Vec::new();
    let mut int_defs = Vec::new();
    let mut bool_defs = Vec::new();
    let mut samplers = Vec::new();
    let mut labels: Vec<(u32, u32)> = Vec::new();
    let mut pad_count = 0u32;
    for (at, ins) in program.instructions.iter().enumerate() {
        if is_declaration(ins.opcode) {
            declare(
                &mut b,
                ins,
                at,
                &mut defs,
                &mut int_defs,
                &mut bool_defs,
                &mut samplers,
            )?;
            continue;
        }
        let kind = kind_of(ins, p, at)?;
        let mut op = Op {
            kind,
            dst: None,
            src: Vec::new(),
            pred: None,
            cmp: ins.control,
            target: 0,
            coissue: if ins.coissue {
                CoIssue::Second
            } else {
                CoIssue::None
            },
            aux: 0,
            origin: at as u32,
        };
        if let Some(pr) = &ins.predicate {
            op.pred = Some(Pred {
                swz: [0, 1, 2, 3].map(|c| pr.swizzle.component(c)),
                not: pr.modifier == SrcModifier::Not,
            });
        }
        compile_operands(&mut b, ins, at, &mut op)?;
        match kind {
            Kind::Texm3x2pad | Kind::Texm3x3pad => {
                op.aux = pad_count.min(1);
                pad_count += 1;
            }
            Kind::Label => {
                if let Some(Src {
                    loc: Loc::Label(n), ..
                }) = op.src.first()
                {
                    labels.push((*n, ops.len() as u32));
                }
            }
            _ => {
                if !matches!(kind, Kind::Nop) {
                    pad_count = 0;
                }
            }
        }
        if ins.coissue {
            if let Some(prev) = ops.last_mut() {
                prev.coissue = CoIssue::First;
            } else {
                op.coissue = CoIssue::None;
            }
        }
        ops.push(op);
    }
    resolve_flow(&mut ops, &labels)?;
    let depth_slot = b.float_map[9]
        .first()
        .copied()
        .filter(|&s| s > 0)
        .map(|s| s - 1);
    let depth_slot = match depth_slot {
        Some(s) => Some(s),
        None if ops
            .iter()
            .any(|o| matches!(o.kind, Kind::Texm3x2depth | Kind::Texdepth)) =>
        {
            Some(b.alloc(Register::new(RegType::DEPTHOUT, 0), 0)?)
        }
        None => None,
    };
    let mut outputs = b.outputs;
    outputs.sort_by_key(|o| (o.reg.ty, o.reg.index));
    outputs.dedup_by_key(|o| (o.reg.ty, o.reg.index));
    let input_round = if p.is_ps1() {
        Rounding::Fp32
    } else {
        Rounding::select(p, precision, false, ps1_max)
    };
    Ok(Compiled {
        input_round,
        native: false,
        profile: p,
        ops,
        nslots: b.nslots as usize,
        nints: b.nints as usize,
        nbools: b.nbools as usize,
        float_map: b.float_map,
        defs,
        int_defs,
        bool_defs,
        outputs,
        samplers,
        depth_slot,
        options_budget: budget,
    })
}

#[allow(clippy::too_many_arguments)]
fn declare(
    b: &mut Builder,
    ins: &Instruction,
    at: usize,
    defs: &mut Vec<(u32, [f32; 4])>,
    int_defs: &mut Vec<(u32, [i32; 4])>,
    bool_defs: &mut Vec<(u32, bool)>,
    samplers: &mut Vec<(u32, TextureKind)>,
) -> Result<(), ExecError> {
    let Some(d) = &ins.dst else { return Ok(()) };
    match (ins.opcode, ins.literal) {
        (Opcode::DEF, Some(Literal::Float(bits))) => {
            if let Loc::Float(slot) = b.loc(d.reg, at)? {
                defs.push((slot, bits.map(f32::from_bits)));
            }
        }
        (Opcode::DEFI, Some(Literal::Int(v))) => {
            b.loc(d.reg, at)?;
            int_defs.push((d.reg.index, v));
        }
        (Opcode::DEFB, Some(Literal::Bool(v))) => {
            b.loc(d.reg, at)?;
            bool_defs.push((d.reg.index, v));
        }
        (Opcode::DCL, _) if d.reg.ty == RegType::SAMPLER => {
            let kind = match ins.decl.map(|x| x.sampler_type) {
                Some(3) => TextureKind::Cube,
                Some(4) => TextureKind::Volume,
                _ => TextureKind::TwoD,
            };
            samplers.push((d.reg.index, kind));
        }
        _ => {}
    }
    Ok(())
}

fn compile_operands(
    b: &mut Builder,
    ins: &Instruction,
    at: usize,
    op: &mut Op,
) -> Result<(), ExecError> {
    if let Some(d) = &ins.dst {
        op.dst = Some(b.dst(d, at)?);
    }
    match op.kind {
        Kind::Matrix { rows, .. } => {
            let (Some(s0), Some(s1)) = (ins.srcs.first(), ins.srcs.get(1)) else {
                return Err(b.err(at, "matrix instruction needs two sources"));
            };
            op.src.push(b.src(s0, at, 0)?);
            for k in 0..rows as u32 {
                op.src.push(b.src(s1, at, k)?);
            }
        }
        Kind::Texkill
        | Kind::Texdepth
        | Kind::Tex
        | Kind::TexCoord
        | Kind::Texm3x2pad
        | Kind::Texm3x3pad => {
            // The register named by the destination is read (texture coordinates of
            // that stage, or the data of the register in ps_1_4).
            op.src.push(b.dst_as_src(ins, at)?);
            for s in &ins.srcs {
                op.src.push(b.src(s, at, 0)?);
            }
            if matches!(
                op.kind,
                Kind::Texkill | Kind::Texm3x2pad | Kind::Texm3x3pad | Kind::Texdepth
            ) {
                op.dst = None;
            }
        }
        Kind::Texm3x2tex
        | Kind::Texm3x2depth
        | Kind::Texm3x3
        | Kind::Texm3x3tex
        | Kind::Texm3x3spec
        | Kind::Texm3x3vspec
        | Kind::Texdp3
        | Kind::Texdp3tex
        | Kind::Texbem
        | Kind::Texbeml
        | Kind::Texreg2ar
        | Kind::Texreg2gb
        | Kind::Texreg2rgb => {
            op.src.push(b.dst_as_src(ins, at)?);
            for s in &ins.srcs {
                op.src.push(b.src(s, at, 0)?);
            }
            if op.kind == Kind::Texm3x2depth {
                op.dst = None;
            }
        }
        _ => {
            for s in &ins.srcs {
                op.src.push(b.src(s, at, 0)?);
            }
        }
    }
    if let Some(d) = op.dst {
        if matches!(
            op.kind,
            Kind::Tex
                | Kind::TexCoord
                | Kind::Texm3x2tex
                | Kind::Texm3x3
                | Kind::Texm3x3tex
                | Kind::Texm3x3spec
                | Kind::Texm3x3vspec
                | Kind::Texdp3
                | Kind::Texdp3tex
                | Kind::Texbem
                | Kind::Texbeml
                | Kind::Texreg2ar
                | Kind::Texreg2gb
                | Kind::Texreg2rgb
                | Kind::Texld14
                | Kind::Bem
        ) {
            op.aux = d.index;
        }
    }
    if let Some(d) = op.dst.as_mut() {
        // crs writes x, y, z only; sincos x and y only ("crs - vs", "sincos - vs").
        match op.kind {
            Kind::Crs => d.mask &= 0x7,
            Kind::SinCos => d.mask &= 0x3,
            _ => {}
        }
    }
    let need = min_sources(op.kind);
    if op.src.len() < need {
        return Err(b.err(at, format!("expected at least {need} source operands")));
    }
    if needs_dst(op.kind) && op.dst.is_none() {
        return Err(b.err(at, "missing destination operand"));
    }
    Ok(())
}

fn needs_dst(k: Kind) -> bool {
    !matches!(
        k,
        Kind::Texkill
            | Kind::Texdepth
            | Kind::Texm3x2pad
            | Kind::Texm3x3pad
            | Kind::Texm3x2depth
            | Kind::Phase
            | Kind::If
            | Kind::IfC
            | Kind::Else
            | Kind::EndIf
            | Kind::Loop
            | Kind::EndLoop
            | Kind::Rep
            | Kind::EndRep
            | Kind::Break
            | Kind::BreakC
            | Kind::BreakP
            | Kind::Call
            | Kind::CallNz
            | Kind::Ret
            | Kind::Label
            | Kind::Nop
    )
}

fn min_sources(k: Kind) -> usize {
    match k {
        Kind::Mad | Kind::Lrp | Kind::Cmp | Kind::Cnd | Kind::Dp2Add => 3,
        Kind::Add
        | Kind::Sub
        | Kind::Mul
        | Kind::Min
        | Kind::Max
        | Kind::Slt
        | Kind::Sge
        | Kind::Dp3
        | Kind::Dp4
        | Kind::Crs
        | Kind::Dst
        | Kind::Pow
        | Kind::Setp
        | Kind::Texld
        | Kind::Texldp
        | Kind::Texldb
        | Kind::Texldl
        | Kind::Loop
        | Kind::IfC
        | Kind::BreakC
        | Kind::CallNz
        | Kind::Bem
        | Kind::Texbem
        | Kind::Texbeml
        | Kind::Texreg2ar
        | Kind::Texreg2gb
        | Kind::Texreg2rgb
        | Kind::Texm3x2pad
        | Kind::Texm3x2tex
        | Kind::Texm3x2depth
        | Kind::Texm3x3pad
        | Kind::Texm3x3
        | Kind::Texm3x3tex
        | Kind::Texm3x3vspec
        | Kind::Texdp3
        | Kind::Texdp3tex => 2,
        Kind::Texm3x3spec => 3,
        Kind::Texldd => 4,
        Kind::Matrix { rows, .. } => 1 + rows as usize,
        Kind::Nop
        | Kind::Phase
        | Kind::Else
        | Kind::EndIf
        | Kind::EndLoop
        | Kind::EndRep
        | Kind::Break
        | Kind::Ret
        | Kind::Tex
        | Kind::TexCoord
        | Kind::Texdepth
        | Kind::Texkill => 0,
        _ => 1,
    }
}

/// Matches if/else/endif, loop/endloop, rep/endrep and resolves call targets.
fn resolve_flow(ops: &mut [Op], labels: &[(u32, u32)]) -> Result<(), ExecError> {
    let mut stack: Vec<usize> = Vec::new();
    let malformed = |i: usize, ops: &[Op], m: &str| ExecError::Unsupported {
        instruction: ops[i].origin as usize,
        message: m.to_string(),
    };
    for i in 0..ops.len() {
        match ops[i].kind {
            Kind::If | Kind::IfC | Kind::Loop | Kind::Rep => stack.push(i),
            Kind::Else => {
                let Some(&o) = stack.last() else {
                    return Err(malformed(i, ops, "else without if"));
                };
                if !matches!(ops[o].kind, Kind::If | Kind::IfC) {
                    return Err(malformed(i, ops, "else without if"));
                }
                ops[o].target = i as u32;
                if let Some(top) = stack.last_mut() {
                    *top = i;
                }
            }
            Kind::EndIf => {
                let o = stack
                    .pop()
                    .ok_or_else(|| malformed(i, ops, "endif without if"))?;
                if !matches!(ops[o].kind, Kind::If | Kind::IfC | Kind::Else) {
                    return Err(malformed(i, ops, "endif does not close an if"));
                }
                ops[o].target = i as u32;
            }
            Kind::EndLoop | Kind::EndRep => {
                let want = if ops[i].kind == Kind::EndLoop {
                    Kind::Loop
                } else {
                    Kind::Rep
                };
                let o = stack
                    .pop()
                    .ok_or_else(|| malformed(i, ops, "end of a loop that was not opened"))?;
                if ops[o].kind != want {
                    return Err(malformed(i, ops, "loop ends do not match"));
                }
                ops[o].target = i as u32;
                ops[i].target = o as u32;
            }
            Kind::Label if !stack.is_empty() => {
                return Err(malformed(i, ops, "label inside a block"));
            }
            Kind::Call | Kind::CallNz => {
                let n = match ops[i].src.first() {
                    Some(Src {
                        loc: Loc::Label(n), ..
                    }) => *n,
                    _ => return Err(malformed(i, ops, "call needs a label operand")),
                };
                let t = labels
                    .iter()
                    .find(|(l, _)| *l == n)
                    .map(|(_, at)| *at)
                    .ok_or_else(|| malformed(i, ops, &format!("call of undefined label l{n}")))?;
                ops[i].target = t;
            }
            _ => {}
        }
    }
    if let Some(&o) = stack.last() {
        return Err(malformed(o, ops, "block is not closed"));
    }
    Ok(())
}
