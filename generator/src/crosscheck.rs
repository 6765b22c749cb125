//! Cross-checking the expected tokens of assemble cases against MojoShader's assembler,
//! where it is installed and known to agree (docs/mojoshader-differences.md).
//!
//! Where MojoShader is known to write other words or to refuse a program, the case
//! carries a note naming the difference (decided from the program alone, so the suite
//! is the same with or without MojoShader installed) and the encoder is trusted: its
//! encodings are pinned by crates/shader/tests/native_encodings.rs (Wine-checked).

use crate::mojo_differences::{applicable, mask_ps3_input_usage, Effect};
use shadercts_mojoshader::{strip_comments, MojoShader};
use shadercts_shader::ir::Program;

/// The manifest notes for `p`: one per known MojoShader difference that applies,
/// `mojoshader.<id> (docs/<where it is described>)`.
pub fn notes(p: &Program) -> Vec<String> {
    applicable(p)
        .iter()
        .map(|d| format!("mojoshader.{} (docs/{})", d.id, d.doc))
        .collect()
}

/// What MojoShader said about one program.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CrossOutcome {
    /// MojoShader is not loaded.
    Unavailable,
    /// The same program (comments dropped, opening declarations in any order).
    Agree,
    /// MojoShader refused the text (its validating re-parse, or syntax it lacks).
    Refused(String),
    /// Not compared: a known difference applies (other tokens, or a refusal); its id.
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

    /// MojoShader's answer for `text`: its tokens (comment blocks dropped) or its
    /// messages; `None` when MojoShader is not loaded. Its assembler re-parses what it
    /// writes with its own validator, so a refusal may be either's.
    pub fn answer(&self, text: &str) -> Option<Result<Vec<u32>, String>> {
        let m = self.mojo.as_ref()?;
        let r = m.assemble(text);
        if !r.is_ok() {
            let msg: Vec<String> = r.errors.iter().map(ToString::to_string).collect();
            return Some(Err(msg.join("; ")));
        }
        Some(match r.tokens().map(|t| strip_comments(&t)) {
            Some(Ok(t)) => Ok(t),
            _ => Err("unreadable token stream".to_string()),
        })
    }

    /// Assembles `text` with MojoShader and compares with the encoder's `tokens`.
    ///
    /// Programs with a known difference are not given to MojoShader at all: they are
    /// not comparable, and some of them (vs_1_1 relative addressing) crash it.
    pub fn check(&self, text: &str, program: &Program, tokens: &[u32]) -> CrossOutcome {
        if self.mojo.is_none() {
            return CrossOutcome::Unavailable;
        }
        let known = applicable(program);
        if let Some(k) = known
            .iter()
            .find(|d| matches!(d.effect, Effect::Rejects | Effect::WrongWords))
        {
            return CrossOutcome::KnownDifference(k.id);
        }
        let mut mojo = match self.answer(text) {
            Some(Ok(t)) => t,
            Some(Err(msg)) => return CrossOutcome::Refused(msg),
            None => return CrossOutcome::Unavailable,
        };
        let masked;
        let mut ours = tokens;
        if known.iter().any(|d| d.effect == Effect::MaskPs3InputUsage) {
            let mut copy = tokens.to_vec();
            mask_ps3_input_usage(&mut copy);
            mask_ps3_input_usage(&mut mojo);
            masked = copy;
            ours = &masked;
        }
        // Judged as native output is (docs/suite-format.md, "Comparing token streams"):
        // the opening declarations may come in another order.
        if shadercts_shader::bytecode::same_program(&mojo, ours) {
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
