//! The state of a program under construction: what is declared, which temporaries are
//! initialised, open blocks, budgets, subroutines.

use super::budget::Budget;
use super::config::Config;
use super::ctx::{Ctx, Family};
use shadercts_shader::ir::{Instruction, RegType};
use shadercts_shader::model::OpClass;
use shadercts_shader::opcode::Opcode;

/// Components known to be written, per register, at the current point of every path.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Init {
    /// Temporaries r#.
    pub r: [u8; 32],
    /// a0.
    pub a0: u8,
    /// p0.
    pub p0: u8,
}

impl Init {
    /// Nothing written.
    pub fn empty() -> Init {
        Init {
            r: [0; 32],
            a0: 0,
            p0: 0,
        }
    }

    /// Components written on both `self` and `other`.
    pub fn meet(&self, other: &Init) -> Init {
        let mut r = [0; 32];
        for (i, m) in r.iter_mut().enumerate() {
            *m = self.r[i] & other.r[i];
        }
        Init {
            r,
            a0: self.a0 & other.a0,
            p0: self.p0 & other.p0,
        }
    }

    /// The written mask of a temporary.
    pub fn temp(&self, i: u32) -> u8 {
        self.r.get(i as usize).copied().unwrap_or(0)
    }
}

/// Kinds of open block.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BlockKind {
    /// `if b#`.
    IfStatic,
    /// `if p0` / `if_cmp`.
    IfDynamic,
    /// `loop aL, i#`.
    Loop,
    /// `rep i#`.
    Rep,
}

/// An open block.
#[derive(Clone, Debug)]
pub struct Block {
    /// What opened it.
    pub kind: BlockKind,
    /// `else` seen.
    pub has_else: bool,
    /// Initialisation when the block was entered (restored when it closes).
    pub entry: Init,
    /// A gradient with an r# first source was emitted inside (a break would make it
    /// dynamic: flow.gradient-in-dynamic-flow).
    pub gradient: bool,
    /// A loop/rep that a break of this region leaves (its body is dynamic).
    pub breaks: bool,
}

/// A declared input (v#, t#, vPos, vFace) and its mask.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Input {
    /// Register type.
    pub ty: RegType,
    /// Number.
    pub index: u32,
    /// Declared components.
    pub mask: u8,
}

/// A vs_3_0 output declaration.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OutDecl {
    /// o# number.
    pub index: u32,
    /// Declared components.
    pub mask: u8,
    /// D3DDECLUSAGE value.
    pub usage: u8,
    /// Usage index.
    pub usage_index: u8,
}

/// A subroutine: its label and the call depth at which it runs.
#[derive(Clone, Debug)]
pub struct Sub {
    /// Label number.
    pub label: u32,
    /// Longest call chain from the main program.
    pub depth: u32,
    /// Initialisation common to every call site.
    pub entry: Option<Init>,
    /// Called by `callnz … p0` or from such a subroutine: its body is dynamic.
    pub dynamic: bool,
}

/// A program under construction.
pub struct Gen<'m> {
    /// The profile's tables.
    pub ctx: Ctx<'m>,
    /// Settings.
    pub cfg: Config,
    /// Declarations and definitions (before any code).
    pub decls: Vec<Instruction>,
    /// Code of the region being built (main, then each subroutine).
    pub code: Vec<Instruction>,
    /// Finished main program (set when the subroutines start).
    pub main: Vec<Instruction>,
    /// Finished subroutine bodies, in order.
    pub sub_code: Vec<Instruction>,
    /// Initialisation at the current point.
    pub init: Init,
    /// Open blocks of the current region.
    pub stack: Vec<Block>,
    /// Slots.
    pub budget: Budget,
    /// Declared inputs.
    pub inputs: Vec<Input>,
    /// Declared samplers.
    pub samplers: Vec<u32>,
    /// Integer constants defined with loop-safe values.
    pub ints: Vec<u32>,
    /// vs_3_0 output declarations.
    pub outs: Vec<OutDecl>,
    /// vs_3_0: outputs may be written relatively (position in o0, psize in o1).
    pub rel_outputs: bool,
    /// ps_3_0: every c# read takes `_abs` (else none does).
    pub abs_c: bool,
    /// ps_1_4: 0 before `phase`, 1 after or without one.
    pub phase: u8,
    /// ps_1_x: an arithmetic instruction was emitted in this phase.
    pub arith_started: bool,
    /// ps_1_1-1_3: texture stages used (bit per t#).
    pub stages_used: u8,
    /// ps_1_1-1_3: t# holding texture data or coordinates.
    pub t_data: u8,
    /// ps_1_4: r# written by a texture instruction in this phase.
    pub tex_dst_used: u8,
    /// ps_1_4: r# whose .xyz was written before the phase marker.
    pub phase1_xyz: u8,
    /// ps_2_0: dependent-read level of each temporary.
    pub dep: [u8; 32],
    /// Subroutines (index = order in the program).
    pub subs: Vec<Sub>,
    /// Region being built: `None` = main, `Some(k)` = subroutine k.
    pub region: Option<usize>,
    /// Static flow-control instructions emitted (vs_2_0/vs_2_x limit).
    pub static_flow: u32,
}

/// dsx, dsy, texld, texldb or texldp with an r# first source (flow.gradient-in-dynamic-flow).
pub fn is_r_gradient(i: &Instruction) -> bool {
    matches!(i.opcode, Opcode::DSX | Opcode::DSY | Opcode::TEX)
        && i.srcs.first().is_some_and(|s| s.reg.ty == RegType::TEMP)
}

impl<'m> Gen<'m> {
    /// A fresh builder.
    pub fn new(ctx: Ctx<'m>, cfg: Config) -> Gen<'m> {
        let l = &ctx.info.limits;
        let budget = Budget::new(l.instruction_slots, l.texture_slots, l.arithmetic_slots);
        Gen {
            ctx,
            cfg,
            decls: Vec::new(),
            code: Vec::new(),
            main: Vec::new(),
            sub_code: Vec::new(),
            init: Init::empty(),
            stack: Vec::new(),
            budget,
            inputs: Vec::new(),
            samplers: Vec::new(),
            ints: Vec::new(),
            outs: Vec::new(),
            rel_outputs: false,
            abs_c: false,
            phase: 1,
            arith_started: false,
            stages_used: 0,
            t_data: 0,
            tex_dst_used: 0,
            phase1_xyz: 0,
            dep: [0; 32],
            subs: Vec::new(),
            region: None,
            static_flow: 0,
        }
    }

    /// The family of the profile.
    pub fn fam(&self) -> Family {
        self.ctx.fam
    }

    /// Slots and class of `op` written with `operands` entries and `control`.
    pub fn cost(&self, op: Opcode, control: u8, operands: usize) -> (u32, OpClass) {
        self.ctx.cost(op, control, operands)
    }

    /// True when the form exists here and its slots fit.
    pub fn fits(&self, op: Opcode, control: u8, operands: usize) -> bool {
        match self.ctx.form(op, control, operands) {
            Some(f) => self.budget.fits(f.class, self.slot_cost(f.slots)),
            None => false,
        }
    }

    fn slot_cost(&self, slots: u32) -> u32 {
        slots
    }

    /// True where the statement emitted next stands inside dynamic flow control (the
    /// engine's `in_dynamic_flow`): an open dynamic if, an open loop that a break
    /// leaves, or a dynamically called subroutine.
    pub fn in_dynamic_flow(&self) -> bool {
        self.region
            .and_then(|k| self.subs.get(k))
            .is_some_and(|s| s.dynamic)
            || self
                .stack
                .iter()
                .any(|b| b.kind == BlockKind::IfDynamic || b.breaks)
    }

    /// Appends an instruction to the current region and pays its slots.
    pub fn emit(&mut self, ins: Instruction) {
        if is_r_gradient(&ins) {
            for b in &mut self.stack {
                b.gradient = true;
            }
        }
        let operands = usize::from(ins.dst.is_some()) + ins.srcs.len();
        let (slots, class) = self.cost(ins.opcode, ins.control, operands);
        let slots = if ins.coissue { 0 } else { slots };
        self.budget.spend(class, slots);
        if self.fam().is_ps1() && class == OpClass::Arithmetic {
            self.arith_started = true;
        }
        self.code.push(ins);
    }

    /// Depth of open blocks of `kind` in the current region.
    pub fn depth_of(&self, pred: impl Fn(BlockKind) -> bool) -> u32 {
        self.stack.iter().filter(|b| pred(b.kind)).count() as u32
    }

    /// True inside a `loop` block (aL is defined).
    pub fn in_loop(&self) -> bool {
        self.stack.iter().any(|b| b.kind == BlockKind::Loop)
    }

    /// Call depth of the region being built.
    pub fn region_depth(&self) -> u32 {
        match self.region {
            None => 0,
            Some(k) => self.subs.get(k).map_or(1, |s| s.depth),
        }
    }

    /// Marks components of a temporary written (not under a predicate).
    pub fn wrote_temp(&mut self, index: u32, mask: u8) {
        if let Some(m) = self.init.r.get_mut(index as usize) {
            *m |= mask;
        }
    }

    /// True when the profile's model has register file `file` with at least one register.
    pub fn has_file(&self, file: &str) -> bool {
        self.ctx.count(file) > 0
    }
}
