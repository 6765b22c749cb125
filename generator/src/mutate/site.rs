//! Where and how a mutation edits a program: insertion points, a temporary to write,
//! constants to read, unused registers and semantics, and the slot check.

use crate::random::budget::{room_for, usage, Usage};
use crate::random::build::{dst, ins, src, XYZW};
use crate::random::ctx::{Ctx, Family};
use crate::random::pad::{const_modifier, fresh_temps, insertion_point};
use shadercts_shader::ir::{Dst, Instruction, Program, RegType, Src, Swizzle};
use shadercts_shader::model::OpClass;
use shadercts_shader::opcode::Opcode;
use shadercts_shader::Model;

/// A program being mutated, with its profile's tables.
pub struct Site<'m> {
    /// The profile.
    pub ctx: Ctx<'m>,
    /// The program (edited in place).
    pub p: Program,
}

/// True for `dcl`, `def`, `defi`, `defb`.
pub fn is_decl(i: &Instruction) -> bool {
    matches!(
        i.opcode,
        Opcode::DCL | Opcode::DEF | Opcode::DEFI | Opcode::DEFB
    )
}

impl<'m> Site<'m> {
    /// A site for `p`, if the model has its profile.
    pub fn new(p: &Program, model: &'m Model) -> Option<Site<'m>> {
        Some(Site {
            ctx: Ctx::new(model, p.profile)?,
            p: p.clone(),
        })
    }

    /// The family of the profile.
    pub fn fam(&self) -> Family {
        self.ctx.fam
    }

    /// A temporary that the mutation may write: one the program never names, else r0
    /// (extra writes never make a read uninitialised).
    pub fn temp(&self) -> u32 {
        fresh_temps(&self.p, self.ctx.count("r"))
            .first()
            .copied()
            .unwrap_or(0)
    }

    /// `c<index>` with the modifier every c# read of this program takes.
    pub fn c(&self, index: u32) -> Src {
        Src {
            modifier: const_modifier(&self.p, &self.ctx),
            ..src(RegType::CONST, index)
        }
    }

    /// `c<index>.x`: [`Site::c`] read as a scalar (a replicate swizzle).
    pub fn c_scalar(&self, index: u32) -> Src {
        Src {
            swizzle: Swizzle::replicate(0),
            ..self.c(index)
        }
    }

    /// The end of the main program (ps_1_x: the end of the program).
    pub fn end(&self) -> Option<usize> {
        insertion_point(&self.p, &self.ctx)
    }

    /// Just after the declarations (where code may start).
    pub fn code_start(&self) -> usize {
        self.p
            .instructions
            .iter()
            .rposition(is_decl)
            .map_or(0, |i| i + 1)
    }

    /// ps_1_x: the start of the last phase's texture block (after `phase` and defs).
    pub fn tex_point(&self) -> usize {
        let phase = self
            .p
            .instructions
            .iter()
            .rposition(|i| i.opcode == Opcode::PHASE)
            .map_or(0, |i| i + 1);
        phase.max(self.code_start())
    }

    /// Index of the first non-declaration statement.
    pub fn first_code(&self) -> Option<usize> {
        self.p.instructions.iter().position(|i| !is_decl(i))
    }

    /// Inserts statements at `at` (clamped to the program).
    pub fn insert(&mut self, at: usize, v: Vec<Instruction>) {
        let at = at.min(self.p.instructions.len());
        self.p.instructions.splice(at..at, v);
    }

    /// Inserts statements at the end of the main program.
    pub fn append(&mut self, v: Vec<Instruction>) -> Option<()> {
        let at = self.end()?;
        self.insert(at, v);
        Some(())
    }

    /// Inserts declarations at the very start.
    pub fn declare(&mut self, v: Vec<Instruction>) {
        self.insert(0, v);
    }

    /// `op T, c0` style one-source instruction writing temporary `t` (full mask).
    pub fn write_temp(&self, op: Opcode, t: u32, srcs: Vec<Src>) -> Instruction {
        ins(op, Some(dst(RegType::TEMP, t, XYZW)), srcs)
    }

    /// Slots the program uses now.
    pub fn usage(&self) -> Usage {
        usage(&self.p, &self.ctx)
    }

    /// True when the program is within every slot limit.
    pub fn within_slots(&self) -> bool {
        room_for(&self.p, &self.ctx, OpClass::Other, 0)
    }

    /// The mutated program, if it still fits the slot limits.
    pub fn done(self) -> Option<Program> {
        self.within_slots().then_some(self.p)
    }

    /// Registers of type `ty` that no statement names (below `count`, at most 64).
    pub fn unused(&self, ty: RegType, count: u32) -> Vec<u32> {
        let mut used = Vec::new();
        for i in &self.p.instructions {
            for r in i
                .dst
                .iter()
                .map(|d| d.reg)
                .chain(i.srcs.iter().map(|s| s.reg))
            {
                if r.ty == ty {
                    used.push(r.index);
                }
            }
        }
        (0..count.min(64)).filter(|i| !used.contains(i)).collect()
    }

    /// (usage, index) pairs of every `dcl` of register type `ty`.
    pub fn semantics(&self, ty: RegType) -> Vec<(u8, u8)> {
        self.p
            .instructions
            .iter()
            .filter(|i| i.opcode == Opcode::DCL && i.dst.as_ref().is_some_and(|d| d.reg.ty == ty))
            .filter_map(|i| i.decl.map(|d| (d.usage, d.usage_index)))
            .collect()
    }

    /// A texcoord semantic not declared on type `ty`.
    pub fn free_semantic(&self, ty: RegType) -> Option<(u8, u8)> {
        let used = self.semantics(ty);
        (0..16u8)
            .flat_map(|i| {
                [5u8, 10, 3, 6, 7, 1, 2, 11]
                    .into_iter()
                    .map(move |u| (u, i))
            })
            .find(|p| !used.contains(p))
    }

    /// Indices of statements that satisfy `f`.
    pub fn find(&self, f: impl Fn(&Instruction) -> bool) -> Vec<usize> {
        (0..self.p.instructions.len())
            .filter(|&k| f(&self.p.instructions[k]))
            .collect()
    }

    /// The form class of a statement in this profile.
    pub fn class(&self, i: &Instruction) -> OpClass {
        let n = usize::from(i.dst.is_some())
            + usize::from(i.decl.is_some())
            + usize::from(i.literal.is_some())
            + i.srcs.len();
        self.ctx
            .model
            .select_form(self.ctx.profile, i.opcode, i.control, Some(n))
            .map_or(OpClass::Other, |f| f.class)
    }
}

/// A destination with mask `mask`.
pub fn dst_m(ty: RegType, index: u32, mask: u8) -> Dst {
    dst(ty, index, mask)
}
