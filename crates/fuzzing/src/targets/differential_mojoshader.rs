//! `differential_mojoshader`: the reference assembler against MojoShader's.
//!
//! Oracle: a valid program (generated, or a parsed text the reference accepts) printed
//! as text assembles with MojoShader to the reference's tokens once MojoShader's
//! comment blocks are dropped, except where [`mojo_differences::KNOWN`] says
//! otherwise. Without libmojoshader every input passes (nothing to compare).

use crate::finding::{self, Finding};
use crate::input::{self, Origin};
use crate::open_findings;
use crate::oracle::{model, Validator};
use crate::targets::decode_bytecode::diff;
use crate::targets::signature_of;
use shadercts_generator::mojo_differences::{self, Effect};
use shadercts_mojoshader::{strip_comments, MojoShader};
use shadercts_shader::{bytecode, print, Program};
use std::sync::OnceLock;

const NAME: &str = "differential_mojoshader";

/// libFuzzer entry point.
pub fn run(data: &[u8]) {
    finding::report(oracle(data, false));
}

/// The oracle on one input, panics caught.
pub fn check(data: &[u8]) -> Result<(), Finding> {
    finding::catch(NAME, || oracle(data, false))
}

/// Like [`check`], without skipping the open findings in the rules
/// ([`open_findings::OPEN`]): what the `open-` artifacts are replayed with.
pub fn check_strict(data: &[u8]) -> Result<(), Finding> {
    finding::catch(NAME, || oracle(data, true))
}

/// How the (valid) shader `text` fails this oracle.
pub fn signature(text: &str) -> Option<String> {
    signature_of(check(text.as_bytes()))
}

/// MojoShader, loaded once; `None` when the library is not installed.
pub fn mojoshader() -> Option<&'static MojoShader> {
    static MOJO: OnceLock<Option<MojoShader>> = OnceLock::new();
    MOJO.get_or_init(|| MojoShader::load().ok()).as_ref()
}

fn oracle(data: &[u8], strict: bool) -> Result<(), Finding> {
    let Some(mojo) = mojoshader() else {
        return Ok(());
    };
    let Some(src) = input::source(data, model()) else {
        return Ok(());
    };
    if src.origin == Origin::Text && !Validator::reference().rule_ids(&src.program).is_empty() {
        return Ok(()); // MojoShader validates while assembling: only valid programs compare
    }
    compare_with(mojo, &src.program, strict)
}

/// Compares the two assemblers on `p` (a valid program).
pub fn compare(mojo: &MojoShader, p: &Program) -> Result<(), Finding> {
    compare_with(mojo, p, false)
}

fn compare_with(mojo: &MojoShader, p: &Program, strict: bool) -> Result<(), Finding> {
    let text = print::print(p, model());
    let Ok(mut reference) = bytecode::encode(p) else {
        return Ok(()); // cannot be encoded at all: the roundtrip target's business
    };
    let known = mojo_differences::applicable(p);
    if known
        .iter()
        .any(|d| matches!(d.effect, Effect::Rejects | Effect::WrongWords))
    {
        return Ok(());
    }
    if !strict && !open_findings::applicable(p).is_empty() {
        return Ok(());
    }
    let fail = |sig: String, detail: String| {
        Err(Finding::new(NAME, sig, detail).with_shader(text.clone()))
    };
    let result = mojo.assemble(&text);
    if !result.is_ok() {
        let first = result
            .errors
            .first()
            .map(|e| e.message.as_str())
            .unwrap_or("");
        let all: Vec<String> = result
            .errors
            .iter()
            .map(|e| format!("{}: {}", e.position, e.message))
            .collect();
        return fail(
            format!("MojoShader rejects: {}", without_digits(first)),
            all.join("\n"),
        );
    }
    let mut theirs = match result.tokens().map(|t| strip_comments(&t)) {
        Some(Ok(t)) => t,
        Some(Err(e)) => return fail("MojoShader's output is malformed".into(), e.to_string()),
        None => {
            return fail(
                "MojoShader's output is malformed".into(),
                "not whole tokens".into(),
            )
        }
    };
    if known.iter().any(|d| d.effect == Effect::MaskPs3InputUsage) {
        mojo_differences::mask_ps3_input_usage(&mut reference);
        mojo_differences::mask_ps3_input_usage(&mut theirs);
    }
    if theirs != reference {
        let ids: Vec<&str> = known.iter().map(|d| d.id).collect();
        return fail(
            "tokens differ".into(),
            format!(
                "{} (known differences applied: {ids:?})",
                diff(&reference, &theirs)
            ),
        );
    }
    Ok(())
}

/// `message` with every run of digits replaced by `#`, so that a signature does not
/// depend on register numbers or lines.
fn without_digits(message: &str) -> String {
    let mut out = String::with_capacity(message.len());
    for c in message.chars() {
        if c.is_ascii_digit() {
            if !out.ends_with('#') {
                out.push('#');
            }
        } else {
            out.push(c);
        }
    }
    out
}
