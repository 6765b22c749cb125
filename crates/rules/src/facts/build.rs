//! Computing [`Facts`] from a program, the model and the vocabulary.

use super::{flow, reads, Facts, InstrFacts, ModelIndex, OperandFacts, ProgramFacts};
use crate::value::Value;
use crate::vocab::Vocab;
use shadercts_shader::ir::{Instruction, Literal, RegType, Register, ShaderKind, Src};
use shadercts_shader::model::{OpClass, ProfileInfo};
use shadercts_shader::opcode::Opcode;
use shadercts_shader::{Model, Program};

const ROLE_DST: u8 = 0;
const ROLE_SRC: u8 = 1;
const ROLE_PREDICATE: u8 = 2;
const ROLE_DCL: u8 = 3;
const ROLE_DEF: u8 = 4;

/// The model index of the form `ins` uses, and whether a form exists in the profile with
/// model index `p` (none: a profile the model lacks).
fn select_form(
    model: &Model,
    forms: &[usize],
    p: Option<usize>,
    ins: &Instruction,
) -> (Option<usize>, bool) {
    let count = usize::from(ins.dst.is_some())
        + usize::from(ins.decl.is_some())
        + usize::from(ins.literal.is_some())
        + ins.srcs.len();
    let control_ok = |i: usize| {
        let f = &model.forms[i];
        if f.comparison {
            (1..=6).contains(&ins.control)
        } else {
            f.control == ins.control
        }
    };
    let in_profile = |i: usize| p.is_some_and(|p| model.forms[i].profiles.contains_index(p));
    let count_ok = |i: usize| model.forms[i].operands.len() == count;
    let exact = forms
        .iter()
        .copied()
        .find(|&i| control_ok(i) && count_ok(i) && in_profile(i));
    if let Some(i) = exact {
        return (Some(i), true);
    }
    let fallback = forms
        .iter()
        .copied()
        .find(|&i| control_ok(i) && count_ok(i))
        .or_else(|| {
            forms
                .iter()
                .copied()
                .find(|&i| control_ok(i) && in_profile(i))
        })
        .or_else(|| forms.iter().copied().find(|&i| control_ok(i)))
        .or_else(|| forms.first().copied());
    (fallback, false)
}

struct Builder<'a, 'f> {
    model: &'a Model,
    vocab: &'a Vocab,
    index: &'a ModelIndex,
    profile: Option<usize>,
    facts: &'f mut Facts,
}

impl Builder<'_, '_> {
    fn operand(
        &mut self,
        instr: u32,
        role: u8,
        reg: Register,
        span: shadercts_shader::Span,
    ) -> OperandFacts {
        self.operand_in(self.file(reg), instr, role, reg, span)
    }

    /// [`Builder::operand`] of a register in file `fi` (its [`Builder::file`]).
    fn operand_in(
        &mut self,
        fi: Option<usize>,
        instr: u32,
        role: u8,
        reg: Register,
        span: shadercts_shader::Span,
    ) -> OperandFacts {
        let file_info = fi.and_then(|i| self.model.register_files.get(i));
        let file = fi.and_then(|i| self.vocab.files.get(i).copied());
        let file_count = match (fi, self.profile) {
            (Some(f), Some(p)) => self.index.count(p, f),
            _ => 0,
        };
        OperandFacts {
            instr,
            role,
            file,
            ty: reg.ty.0,
            index: reg.index,
            file_index: if file_info.is_some_and(|f| f.fixed_index.is_some()) {
                0
            } else {
                reg.index
            },
            file_count,
            writable: file_info.map(|f| f.writable),
            readable: file_info.map(|f| f.readable),
            operand: -1,
            mask: 0xF,
            swizzle: None,
            swizzle_kind: None,
            modifier: None,
            relative: false,
            rel_file: None,
            rel_component: None,
            initialized: None,
            declared_mask: None,
            file_reads: None,
            file_read_ports: None,
            span,
        }
    }

    fn file(&self, reg: Register) -> Option<usize> {
        self.profile.and_then(|p| self.index.file(p, reg))
    }

    fn source(&mut self, instr: u32, role: u8, s: &Src, operand: i32) -> OperandFacts {
        let fi = self.file(s.reg);
        let mut o = self.operand_in(fi, instr, role, s.reg, s.span);
        o.operand = operand;
        o.swizzle = self.vocab.swizzles.get(s.swizzle.0 as usize).copied();
        let kind = if s.swizzle == shadercts_shader::ir::Swizzle::IDENTITY {
            0
        } else if s.swizzle.is_replicate() {
            1
        } else {
            2
        };
        o.swizzle_kind = Some(self.vocab.swizzle_kinds[kind]);
        o.modifier = self.vocab.modifiers.get(s.modifier as usize).copied();
        if let Some(rel) = s.rel {
            o.relative = true;
            o.rel_file = self
                .file(rel.reg)
                .and_then(|i| self.vocab.files.get(i).copied());
            o.rel_component = Some(self.vocab.components[(rel.component & 3) as usize]);
        }
        if role == ROLE_SRC {
            o.file_read_ports = match (self.profile, fi) {
                (Some(p), Some(f)) => self.index.ports(p, f),
                _ => None,
            };
        }
        o
    }

    fn statement(&mut self, i: usize, ins: &Instruction) {
        let model = self.model;
        let vocab = self.vocab;
        let (form, in_profile) = select_form(
            model,
            self.index.forms(model, ins.opcode),
            self.profile,
            ins,
        );
        let form_info = form.map(|f| &model.forms[f]);
        let unknown = vocab.opcode_name(ins.opcode.0);
        let opcode = unknown
            .or_else(|| form.map(|f| vocab.form_names[f]))
            .unwrap_or(vocab.unknown);
        let mnemonic = form.map_or(opcode, |f| vocab.form_mnemonics[f]);
        let class = form_info.map_or(OpClass::Other, |f| f.class);
        let comparison = form_info.filter(|f| f.comparison).and_then(|_| {
            vocab
                .comparisons
                .get(ins.control as usize)
                .copied()
                .flatten()
        });
        let is_dcl = ins.opcode == Opcode::DCL;
        let is_def = matches!(ins.opcode, Opcode::DEF | Opcode::DEFI | Opcode::DEFB);
        let idx = i as u32;
        let prev_dst_mask = self.facts.instrs.last().and_then(|p| p.dst).and_then(|o| {
            self.facts
                .operands
                .get(o as usize)
                .filter(|o| o.role == ROLE_DST)
                .map(|o| o.mask)
        });
        let mut f = InstrFacts {
            opcode,
            mnemonic,
            class,
            form_in_profile: in_profile,
            slots: if ins.coissue {
                0
            } else {
                form_info.map_or(0, |f| f.slots)
            },
            coissue: ins.coissue,
            predicated: ins.predicate.is_some(),
            comparison,
            control: ins.control,
            sat: false,
            pp: false,
            centroid: false,
            shift: 0,
            after_code: false,
            after_arithmetic: false,
            phase: 1,
            static_depth: 0,
            dynamic_depth: 0,
            loop_depth: 0,
            call_depth: 0,
            in_flow_control: false,
            in_dynamic_flow: false,
            block_matched: true,
            dst: None,
            predicate: None,
            src_start: 0,
            src_count: ins.srcs.len() as u32,
            reads: (0, 0),
            usage: None,
            usage_index: None,
            usage_value: None,
            sampler_type: None,
            values: None,
            dependent_order: None,
            prev_dst_mask,
            span: ins.span,
        };
        if let Some(d) = &ins.dst {
            f.sat = d.modifiers.saturate;
            f.pp = d.modifiers.partial_precision;
            f.centroid = d.modifiers.centroid;
            f.shift = d.shift;
            let role = if is_dcl {
                ROLE_DCL
            } else if is_def {
                ROLE_DEF
            } else {
                ROLE_DST
            };
            let mut o = self.operand(idx, role, d.reg, d.span);
            o.mask = d.mask.0;
            if let Some(rel) = d.rel {
                o.relative = true;
                o.rel_file = self.file(rel.reg).and_then(|i| vocab.files.get(i).copied());
                o.rel_component = Some(vocab.components[(rel.component & 3) as usize]);
            }
            f.dst = Some(self.facts.operands.len() as u32);
            if role == ROLE_DST {
                self.facts.writes.push(self.facts.operands.len() as u32);
            }
            self.facts.operands.push(o);
        }
        if let Some(p) = &ins.predicate {
            let o = self.source(idx, ROLE_PREDICATE, p, -1);
            f.predicate = Some(self.facts.operands.len() as u32);
            self.facts.predicates.push(self.facts.operands.len() as u32);
            self.facts.operands.push(o);
        }
        f.src_start = self.facts.operands.len() as u32;
        for (k, s) in ins.srcs.iter().enumerate() {
            let o = self.source(idx, ROLE_SRC, s, k as i32);
            self.facts.reads.push(self.facts.operands.len() as u32);
            self.facts.operands.push(o);
        }
        if let Some(d) = ins.decl {
            let is_sampler = ins
                .dst
                .as_ref()
                .is_some_and(|d| d.reg.ty == RegType::SAMPLER);
            if is_sampler {
                f.sampler_type = vocab
                    .sampler_types
                    .get(d.sampler_type as usize)
                    .copied()
                    .flatten();
            } else {
                f.usage = vocab.usages.get(d.usage as usize).copied().flatten();
                f.usage_index = Some(d.usage_index);
                f.usage_value = Some(d.usage);
            }
        }
        if let Some(lit) = ins.literal {
            f.values = Some(match lit {
                Literal::Float(v) => v
                    .iter()
                    .map(|b| Value::Num(f32::from_bits(*b) as f64))
                    .collect(),
                Literal::Int(v) => v.iter().map(|x| Value::Int(*x as i64)).collect(),
                Literal::Bool(b) => vec![Value::Bool(b)].into(),
            });
        }
        if is_dcl {
            self.facts.dcls.push(idx);
        }
        if is_def {
            self.facts.defs.push(idx);
        }
        self.facts.instrs.push(f);
    }
}

/// Computes the facts of `program`; `text` (the source it was parsed from, if any)
/// gives line numbers, else statement `k` is reported on line `k + 2`.
pub fn build(
    program: &Program,
    model: &Model,
    vocab: &Vocab,
    index: &ModelIndex,
    text: Option<&str>,
) -> Facts {
    let mut facts = Facts::default();
    build_into(&mut facts, program, model, vocab, index, text);
    facts
}

/// Like [`build`], into `out`, whose buffers are reused (whatever it held before is
/// replaced: the result is the same as a fresh [`build`]).
pub fn build_into(
    out: &mut Facts,
    program: &Program,
    model: &Model,
    vocab: &Vocab,
    index: &ModelIndex,
    text: Option<&str>,
) {
    let info = model.profile_info(program.profile);
    // Filled in place: the buffers are reused and the (large) record is never moved.
    out.clear();
    out.profile_index = info.map(|p| p.index);
    out.version_span = program.version_span;
    let n = program.instructions.len();
    let operands: usize = program
        .instructions
        .iter()
        .map(|i| i.srcs.len() + usize::from(i.dst.is_some()) + usize::from(i.predicate.is_some()))
        .sum();
    out.instrs.reserve(n);
    out.operands.reserve(operands);
    out.reads.reserve(operands);
    out.writes.reserve(n);
    out.distinct_reads.reserve(operands);
    out.dcls.reserve(n);
    out.defs.reserve(n);
    let mut b = Builder {
        model,
        vocab,
        index,
        profile: info.map(|p| p.index),
        facts: out,
    };
    for (i, ins) in program.instructions.iter().enumerate() {
        b.statement(i, ins);
    }
    let facts = b.facts;
    facts.lines.set_text(text);
    order_facts(facts, program);
    flow::apply(facts, program);
    reads::apply(facts, program);
    super::dependent::apply(facts, program);
    facts.program = program_facts(facts, program, info, vocab);
    let Facts {
        operands,
        instrs,
        distinct_reads,
        by_file,
        by_opcode,
        present,
        summary,
        ..
    } = &mut *facts;
    presence(present, instrs, operands, vocab);
    by_file.fill(operands.iter().map(|o| o.file));
    by_opcode.fill(instrs.iter().map(|i| Some(i.opcode)));
    summary.fill_from(instrs, operands, distinct_reads);
}

/// The opcode, class and file names and the flags that occur in the program.
fn presence(
    p: &mut super::Presence,
    instrs: &[InstrFacts],
    operands: &[OperandFacts],
    vocab: &Vocab,
) {
    p.reset(vocab.len());
    for i in instrs {
        p.insert(i.opcode);
        p.insert(vocab.classes[crate::vocab::class_index(i.class)]);
        p.coissue |= i.coissue;
        p.predicated |= i.predicated;
    }
    for o in operands {
        if let Some(f) = o.file {
            p.insert(f);
        }
        if let Some(f) = o.rel_file {
            p.insert(f);
        }
        p.relative |= o.relative;
    }
}

/// after_code, after_arithmetic and phase, in program order.
fn order_facts(facts: &mut Facts, program: &Program) {
    let has_phase = program
        .instructions
        .iter()
        .any(|i| i.opcode == Opcode::PHASE);
    let (mut code, mut arith, mut phase) = (false, false, if has_phase { 0 } else { 1 });
    for (f, ins) in facts.instrs.iter_mut().zip(&program.instructions) {
        if ins.opcode == Opcode::PHASE {
            phase = 1;
            arith = false;
        }
        f.after_code = code;
        f.after_arithmetic = arith;
        f.phase = phase;
        code |= f.class != OpClass::Declaration;
        arith |= f.class == OpClass::Arithmetic;
    }
}

fn program_facts(
    facts: &Facts,
    program: &Program,
    info: Option<&ProfileInfo>,
    vocab: &Vocab,
) -> ProgramFacts {
    let mut p = ProgramFacts {
        profile: info.and_then(|i| vocab.profiles.get(i.index).copied()),
        kind: Some(vocab.kinds[usize::from(program.profile.kind == ShaderKind::Pixel)]),
        has_phase: program
            .instructions
            .iter()
            .any(|i| i.opcode == Opcode::PHASE),
        ..ProgramFacts::default()
    };
    let mut per_phase = [(0u32, 0u32); 2];
    for f in &facts.instrs {
        if f.class != OpClass::Declaration {
            p.instruction_count += 1;
        }
        p.slots += f.slots;
        let ph = &mut per_phase[usize::from(f.phase.min(1))];
        match f.class {
            OpClass::Texture => ph.0 += f.slots,
            OpClass::Arithmetic => ph.1 += f.slots,
            _ => {}
        }
    }
    if p.has_phase {
        p.texture_slots = per_phase[0].0.max(per_phase[1].0);
        p.arithmetic_slots = per_phase[0].1.max(per_phase[1].1);
    } else {
        p.texture_slots = per_phase[1].0;
        p.arithmetic_slots = per_phase[1].1;
    }
    p
}
