//! Cross-checking the expected tokens of assemble cases against MojoShader's assembler,
//! where it is installed and known to agree (docs/mojoshader-differences.md).
//!
//! Where MojoShader is known to write other words or to refuse a program, the case
//! carries a note naming the difference (decided from the program alone, so the suite
//! is the same with or without MojoShader installed) and the encoder is trusted: its
//! encodings are pinned by crates/shader/tests/native_encodings.rs (Wine-checked).

use shadercts_mojoshader::{strip_comments, MojoShader};
use shadercts_shader::ir::{Program, RegType, ShaderKind};
use shadercts_shader::opcode::Opcode;

/// A documented way MojoShader differs from native encodings.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct KnownDifference {
    /// Stable name, used in manifest notes.
    pub id: &'static str,
    /// True when MojoShader writes other words; false when it refuses the program.
    pub wrong_words: bool,
    /// Where it is described.
    pub reference: &'static str,
}

const fn kd(id: &'static str, wrong_words: bool, reference: &'static str) -> KnownDifference {
    KnownDifference {
        id,
        wrong_words,
        reference,
    }
}

/// ps_3_0 input `dcl`s get usage POSITION.
///
/// Also the crash this module guards against: vs_1_1 relative addressing (see RELATIVE).
pub const PS3_INPUT_DCL: KnownDifference = kd("mojoshader.ps3-input-dcl-usage", true, "§2");
/// Predicated instructions do not assemble.
pub const PREDICATION: KnownDifference = kd("mojoshader.predication", false, "§3");
/// Labels above l15 are refused.
pub const LABEL_16: KnownDifference = kd("mojoshader.label-above-15", false, "§4");
/// 1D and untyped sampler declarations are refused.
pub const SAMPLER_TYPE: KnownDifference = kd("mojoshader.sampler-1d-or-untyped", false, "§5");
/// Relative addressing it cannot assemble (vs_1_1, destinations, ps_3_0 v[aL]).
pub const RELATIVE: KnownDifference = kd("mojoshader.relative-addressing", false, "§6");
/// Syntax it does not know (texcoord spelling, texture shifts, positiont, texld_centroid, p0 masks).
pub const SYNTAX: KnownDifference = kd("mojoshader.syntax", false, "§7");
/// Operand counts of sincos/sgn that it reads differently.
pub const OPERAND_COUNT: KnownDifference = kd("mojoshader.operand-count", false, "§8");

/// The known differences that apply to a program.
pub fn known_differences(p: &Program) -> Vec<KnownDifference> {
    let prof = p.profile;
    let ps = prof.kind == ShaderKind::Pixel;
    let mut out = Vec::new();
    let mut add = |k: KnownDifference| {
        if !out.contains(&k) {
            out.push(k);
        }
    };
    for ins in &p.instructions {
        let dst = ins.dst.as_ref();
        if ins.opcode == Opcode::DCL {
            if let (Some(d), Some(decl)) = (dst, ins.decl) {
                if ps && prof.major == 3 && d.reg.ty == RegType::INPUT {
                    add(PS3_INPUT_DCL);
                }
                if d.reg.ty == RegType::SAMPLER && decl.sampler_type <= 1 {
                    add(SAMPLER_TYPE);
                }
                if !ps && decl.usage == 9 {
                    add(SYNTAX);
                }
            }
        }
        if ins.predicate.is_some() {
            add(PREDICATION);
        }
        let operands = dst
            .map(|d| (d.reg, d.rel.is_some(), true))
            .into_iter()
            .chain(ins.srcs.iter().map(|s| (s.reg, s.rel.is_some(), false)));
        for (reg, rel, is_dst) in operands {
            if reg.ty == RegType::LABEL && reg.index > 15 {
                add(LABEL_16);
            }
            let rel_refused =
                rel && (is_dst || (!ps && prof.major == 1) || (ps && reg.ty == RegType::INPUT));
            if rel_refused {
                add(RELATIVE);
            }
        }
        let texture_op = (64..=95).contains(&ins.opcode.0) && ins.opcode != Opcode::DEF;
        if ps && prof.major == 1 {
            if ins.opcode == Opcode::TEXCOORD && prof.minor < 4 {
                add(SYNTAX);
            }
            if texture_op && dst.is_some_and(|d| d.shift != 0) {
                add(SYNTAX);
            }
        }
        if ins.opcode == Opcode::TEX && dst.is_some_and(|d| d.modifiers.centroid) {
            add(SYNTAX);
        }
        if ins.opcode == Opcode::SETP && dst.is_some_and(|d| d.mask.0.count_ones() != 1) {
            add(SYNTAX);
        }
        if (ins.opcode == Opcode::SINCOS && prof.major < 3 && ins.srcs.len() == 1)
            || (ins.opcode == Opcode::SGN && ins.srcs.len() == 1)
        {
            add(OPERAND_COUNT);
        }
    }
    out
}

/// What MojoShader said about one program.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CrossOutcome {
    /// MojoShader is not loaded.
    Unavailable,
    /// Same tokens (comment block dropped).
    Agree,
    /// MojoShader refused the text (its validating re-parse, or syntax it lacks).
    Refused(String),
    /// Not compared: a known difference applies (other tokens, or a refusal).
    KnownDifference(&'static str),
    /// Other tokens, not explained: the encoder or the table of differences is wrong.
    Differs {
        /// MojoShader's tokens, comment block dropped.
        mojo: Vec<u32>,
    },
}

/// MojoShader, if it could be loaded.
pub struct CrossChecker {
    mojo: Option<MojoShader>,
}

impl CrossChecker {
    /// Loads MojoShader; absent or unsupported builds disable the cross-check.
    pub fn load() -> CrossChecker {
        CrossChecker {
            mojo: MojoShader::load().ok(),
        }
    }

    /// A checker that never runs MojoShader.
    pub fn disabled() -> CrossChecker {
        CrossChecker { mojo: None }
    }

    /// True when MojoShader is loaded.
    pub fn is_available(&self) -> bool {
        self.mojo.is_some()
    }

    /// Assembles `text` with MojoShader and compares with the encoder's `tokens`.
    ///
    /// Programs with a known difference are not given to MojoShader at all: they are
    /// not comparable, and some of them (vs_1_1 relative addressing) crash it.
    pub fn check(&self, text: &str, program: &Program, tokens: &[u32]) -> CrossOutcome {
        let Some(m) = &self.mojo else {
            return CrossOutcome::Unavailable;
        };
        if let Some(k) = known_differences(program).first() {
            return CrossOutcome::KnownDifference(k.id);
        }
        let r = m.assemble(text);
        if !r.is_ok() {
            let msg: Vec<String> = r.errors.iter().map(ToString::to_string).collect();
            return CrossOutcome::Refused(msg.join("; "));
        }
        let mojo = match r.tokens().map(|t| strip_comments(&t)) {
            Some(Ok(t)) => t,
            _ => return CrossOutcome::Refused("unreadable token stream".to_string()),
        };
        if mojo == tokens {
            CrossOutcome::Agree
        } else {
            CrossOutcome::Differs { mojo }
        }
    }
}

impl std::fmt::Debug for CrossChecker {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("CrossChecker")
            .field("available", &self.mojo.is_some())
            .finish()
    }
}
