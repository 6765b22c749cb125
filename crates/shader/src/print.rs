//! The printer: canonical assembly text from the IR.
//!
//! The output parses back to the same program (up to spans) with [`crate::text::parse`],
//! for every program the decoder can build, valid for its profile or not. The canonical
//! form is documented in `docs/assembly-syntax.md`.

use crate::ir::{
    Comparison, Decl, Dst, Instruction, Literal, Profile, RegType, Register, RelAddr, ShaderKind,
    Src, SrcModifier, Swizzle, WriteMask,
};
use crate::model::{FormInfo, Model, RegisterFileInfo};
use crate::opcode::Opcode;
use crate::text::shift_name;
use std::fmt::Write;

/// The deepest nesting level that is still indented further (four spaces a level).
/// Above every nesting limit of the profiles (24) and the deepest published case (25
/// levels: suites must print as they were published), so only hostile input stops there.
pub const MAX_INDENT_DEPTH: usize = 32;

/// Prints a program as canonical assembly text that parses back to the same tokens.
pub fn print(program: &crate::ir::Program, model: &Model) -> String {
    let mut out = String::with_capacity(16 + program.instructions.len() * 28);
    let _ = writeln!(out, "{}", program.profile);
    let p = Printer::new(model, program.profile);
    let mut depth = 0usize;
    for ins in &program.instructions {
        let (dedent, indent) = nesting(ins.opcode);
        depth = depth.saturating_sub(dedent);
        // Indentation stops growing at MAX_INDENT_DEPTH so that the output stays linear
        // in the instruction count however deep the nesting (indentation means nothing
        // to the parser, so the tokens are unchanged).
        for _ in 0..depth.min(MAX_INDENT_DEPTH) {
            out.push_str("    ");
        }
        p.instruction(&mut out, ins);
        out.push('\n');
        depth += indent;
    }
    out
}

/// Prints one instruction without indentation or line break.
pub fn print_instruction(ins: &Instruction, profile: Profile, model: &Model) -> String {
    let mut out = String::new();
    Printer::new(model, profile).instruction(&mut out, ins);
    out
}

/// How an opcode changes the indentation: (levels closed before it, levels opened after).
fn nesting(op: Opcode) -> (usize, usize) {
    match op {
        Opcode::IF | Opcode::IFC | Opcode::LOOP | Opcode::REP => (0, 1),
        Opcode::ELSE => (1, 1),
        Opcode::ENDIF | Opcode::ENDLOOP | Opcode::ENDREP => (1, 0),
        _ => (0, 0),
    }
}

struct Printer<'m> {
    model: &'m Model,
    profile: Profile,
    /// The profile's index in the model (`usize::MAX` when the model lacks it).
    pidx: usize,
}

impl<'m> Printer<'m> {
    fn new(model: &'m Model, profile: Profile) -> Printer<'m> {
        let pidx = model.profile_info(profile).map_or(usize::MAX, |i| i.index);
        Printer {
            model,
            profile,
            pidx,
        }
    }

    fn instruction(&self, out: &mut String, ins: &Instruction) {
        if ins.coissue {
            out.push('+');
        }
        if let Some(pred) = &ins.predicate {
            out.push('(');
            self.src(out, pred);
            out.push_str(") ");
        }
        self.mnemonic(out, ins);
        let mut sep = " ";
        if let Some(dst) = &ins.dst {
            out.push_str(sep);
            self.dst(out, dst);
            sep = ", ";
        }
        for src in &ins.srcs {
            out.push_str(sep);
            self.src(out, src);
            sep = ", ";
        }
        match ins.literal {
            Some(Literal::Float(v)) => {
                for bits in v {
                    out.push_str(sep);
                    float(out, bits);
                    sep = ", ";
                }
            }
            Some(Literal::Int(v)) => {
                for i in v {
                    let _ = write!(out, "{sep}{i}");
                    sep = ", ";
                }
            }
            Some(Literal::Bool(b)) => {
                let _ = write!(out, "{sep}{b}");
            }
            None => {}
        }
    }

    /// Mnemonic, comparison or raw control, declaration parts, shift and modifiers.
    fn mnemonic(&self, out: &mut String, ins: &Instruction) {
        match self.form(ins) {
            Some(f) => {
                out.push_str(&f.mnemonic);
                let cmp = Comparison::from_bits(u32::from(ins.control));
                match (f.comparison, cmp) {
                    (true, Some(c)) => {
                        out.push('_');
                        out.push_str(c.suffix());
                    }
                    (false, _) if f.control == ins.control => {}
                    _ => {
                        let _ = write!(out, "_ctrl{}", ins.control);
                    }
                }
            }
            None => {
                let _ = write!(out, "op{}", ins.opcode.0);
            }
        }
        if let Some(d) = &ins.decl {
            let ty = ins.dst.as_ref().map(|d| d.reg.ty);
            self.decl(out, d, ty);
        }
        if let Some(d) = &ins.dst {
            if d.shift != 0 {
                out.push('_');
                out.push_str(&shift_name(d.shift));
            }
            let m = d.modifiers;
            for (on, name) in [
                (m.saturate, "_sat"),
                (m.partial_precision, "_pp"),
                (m.centroid, "_centroid"),
            ] {
                if on {
                    out.push_str(name);
                }
            }
        }
    }

    /// The form that names this instruction: right operand count and control bits,
    /// preferring the program's profile.
    fn form(&self, ins: &Instruction) -> Option<&'m FormInfo> {
        let count = usize::from(ins.dst.is_some())
            + usize::from(ins.decl.is_some())
            + usize::from(ins.literal.is_some())
            + ins.srcs.len();
        let model = self.model;
        let forms = || {
            model
                .forms_by_opcode(ins.opcode)
                .iter()
                .map(|&i| &model.forms[i])
                .filter(move |f| f.operands.len() == count)
        };
        let control_ok = |f: &&FormInfo| {
            if f.comparison {
                Comparison::from_bits(u32::from(ins.control)).is_some()
            } else {
                f.control == ins.control
            }
        };
        let in_profile = |f: &&FormInfo| f.profiles.contains_index(self.pidx);
        forms()
            .filter(control_ok)
            .find(in_profile)
            .or_else(|| forms().find(control_ok))
            .or_else(|| forms().find(in_profile))
            .or_else(|| forms().next())
    }

    /// `_texcoord3`, `_2d`, or nothing for bare `dcl` (see the docs for when).
    fn decl(&self, out: &mut String, d: &Decl, ty: Option<RegType>) {
        let ps2 = self.profile.kind == ShaderKind::Pixel && self.profile.major < 3;
        let bare_reg = matches!(ty, Some(RegType::SAMPLER | RegType::MISCTYPE));
        let plain_usage = d.usage == 0 && d.usage_index == 0;
        let sampler_only = plain_usage && d.sampler_type != 0;
        if !(plain_usage && (ps2 || bare_reg) || sampler_only) {
            match self.model.usage_name(d.usage) {
                Some(name) => {
                    out.push('_');
                    out.push_str(name);
                    if d.usage_index != 0 {
                        let _ = write!(out, "{}", d.usage_index);
                    }
                }
                None => {
                    let _ = write!(out, "_usage{}", d.usage);
                    if d.usage_index != 0 {
                        let _ = write!(out, "_index{}", d.usage_index);
                    }
                }
            }
        }
        if d.sampler_type != 0 {
            match self.model.sampler_type_name(d.sampler_type) {
                Some(name) => {
                    out.push('_');
                    out.push_str(name);
                }
                None => {
                    let _ = write!(out, "_sampler{}", d.sampler_type);
                }
            }
        }
    }

    fn dst(&self, out: &mut String, d: &Dst) {
        self.register(out, d.reg, d.rel.as_ref());
        match d.mask {
            WriteMask::ALL => {}
            WriteMask(0) => out.push_str(".none"),
            m => {
                out.push('.');
                for (c, letter) in ['x', 'y', 'z', 'w'].into_iter().enumerate() {
                    if m.has(c as u8) {
                        out.push(letter);
                    }
                }
            }
        }
    }

    fn src(&self, out: &mut String, s: &Src) {
        use SrcModifier as M;
        match s.modifier {
            M::Neg | M::BiasNeg | M::Bx2Neg | M::X2Neg | M::AbsNeg => out.push('-'),
            M::Comp => out.push_str("1-"),
            M::Not => out.push('!'),
            _ => {}
        }
        self.register(out, s.reg, s.rel.as_ref());
        out.push_str(match s.modifier {
            M::Bias | M::BiasNeg => "_bias",
            M::Bx2 | M::Bx2Neg => "_bx2",
            M::X2 | M::X2Neg => "_x2",
            M::Dz => "_dz",
            M::Dw => "_dw",
            M::Abs | M::AbsNeg => "_abs",
            _ => "",
        });
        swizzle(out, s.swizzle);
    }

    /// `r3`, `oPos`, `c3[a0.x]`, `v0[aL]`, or the raw `@T[N]` spelling for a register
    /// that no register file names.
    fn register(&self, out: &mut String, reg: Register, rel: Option<&RelAddr>) {
        match self.file(reg) {
            Some(f) => {
                out.push_str(&f.name);
                if f.fixed_index.is_none() {
                    let _ = write!(out, "{}", reg.index);
                }
                if let Some(r) = rel {
                    out.push('[');
                    self.address(out, r);
                    out.push(']');
                }
            }
            None => {
                let _ = write!(out, "@{}[", reg.ty.0);
                if let Some(r) = rel {
                    self.address(out, r);
                    if reg.index != 0 {
                        out.push_str(" + ");
                    }
                }
                if rel.is_none() || reg.index != 0 {
                    let _ = write!(out, "{}", reg.index);
                }
                out.push(']');
            }
        }
    }

    fn address(&self, out: &mut String, r: &RelAddr) {
        match self.file(r.reg) {
            Some(f) => {
                out.push_str(&f.name);
                if f.fixed_index.is_none() {
                    let _ = write!(out, "{}", r.reg.index);
                }
            }
            None => {
                let _ = write!(out, "@{}[{}]", r.reg.ty.0, r.reg.index);
            }
        }
        if !(r.reg.ty == RegType::LOOP && r.component == 0) {
            out.push('.');
            out.push(['x', 'y', 'z', 'w'][usize::from(r.component & 3)]);
        }
    }

    /// The register file naming `reg`: the profile's, then its kind's, then any.
    fn file(&self, reg: Register) -> Option<&'m RegisterFileInfo> {
        let mut same_kind = None;
        let mut any = None;
        for f in &self.model.register_files {
            if f.ty != reg.ty || f.fixed_index.is_some_and(|i| i != reg.index) {
                continue;
            }
            if f.profiles.contains_index(self.pidx) {
                return Some(f);
            }
            if same_kind.is_none() && f.kinds.contains(&self.profile.kind) {
                same_kind = Some(f);
            }
            any.get_or_insert(f);
        }
        same_kind.or(any)
    }
}

/// A `def` value: the shortest decimal that reads back to the same bits, or `0x…` bits
/// for infinities and NaNs.
fn float(out: &mut String, bits: u32) {
    let v = f32::from_bits(bits);
    if v.is_finite() {
        let _ = write!(out, "{v:?}");
    } else {
        let _ = write!(out, "0x{bits:08x}");
    }
}

/// `.x` for replicates, the shortest spelling that reads back the same, nothing for
/// the identity.
fn swizzle(out: &mut String, s: Swizzle) {
    if s == Swizzle::IDENTITY {
        return;
    }
    let letter = |c: u8| ['x', 'y', 'z', 'w'][usize::from(c & 3)];
    let comps: [u8; 4] = [0, 1, 2, 3].map(|i| s.component(i));
    let mut len = 4;
    while len > 1 && comps[len - 1] == comps[len - 2] {
        len -= 1;
    }
    out.push('.');
    for &c in &comps[..len] {
        out.push(letter(c));
    }
}
