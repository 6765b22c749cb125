//! The reference validator: a program is valid when no static rule of its profile is
//! broken. Text that does not parse and bytes that do not decode are invalid, with their
//! front-end diagnostics as violations (`syntax`, `bytecode`).

use shadercts_rules::{RuleSet, Violation};
use shadercts_shader::diag::Diagnostic;
use shadercts_shader::{Model, Program, Span};

/// Rule id of violations for text that does not parse.
pub const SYNTAX: &str = "syntax";
/// Rule id of violations for bytes that do not decode.
pub const BYTECODE: &str = "bytecode";
/// Rule id of the violation for a profile the model does not have.
pub const UNKNOWN_PROFILE: &str = "version.unknown";

/// The violations of `program`, sorted by position (empty: valid).
///
/// `rules` carries the model it was checked against, which is used for the facts; pass
/// the same `model` the program was parsed with.
pub fn validate(program: &Program, rules: &RuleSet, model: &Model) -> Vec<Violation> {
    validate_with_text(program, None, rules, model)
}

/// Like [`validate`], with the source text for line numbers in messages.
pub fn validate_with_text(
    program: &Program,
    text: Option<&str>,
    rules: &RuleSet,
    model: &Model,
) -> Vec<Violation> {
    if model.profile_info(program.profile).is_none()
        || rules.model().profile_info(program.profile).is_none()
    {
        return vec![Violation {
            rule: UNKNOWN_PROFILE.into(),
            span: program.version_span,
            message: format!("the model has no profile {}", program.profile),
            stage: None,
        }];
    }
    rules.check(program, text)
}

/// Parses and validates assembly text; parse errors are `syntax` violations.
pub fn validate_text(src: &str, rules: &RuleSet, model: &Model) -> Vec<Violation> {
    match shadercts_shader::text::parse(src, model) {
        Ok(p) => validate_with_text(&p, Some(src), rules, model),
        Err(diags) => front_end(diags, SYNTAX),
    }
}

/// Decodes and validates a token stream; a decoding error is a `bytecode` violation.
pub fn validate_bytes(bytes: &[u8], rules: &RuleSet, model: &Model) -> Vec<Violation> {
    match shadercts_shader::bytecode::decode(bytes, model) {
        Ok(p) => validate(&p, rules, model),
        Err(d) => front_end(vec![d], BYTECODE),
    }
}

/// Front-end diagnostics as violations with rule id `code` (errors only; at least one):
/// what [`validate_text`] ([`SYNTAX`]) and [`validate_bytes`] ([`BYTECODE`]) report for
/// input the parser or decoder rejects, for a caller that ran the front end itself.
pub fn front_end(diags: Vec<Diagnostic>, code: &str) -> Vec<Violation> {
    let mut out: Vec<Violation> = diags
        .into_iter()
        .filter(Diagnostic::is_error)
        .map(|d| Violation {
            rule: code.to_string(),
            span: d.span.unwrap_or_default(),
            message: d.message,
            stage: None,
        })
        .collect();
    if out.is_empty() {
        out.push(Violation {
            rule: code.to_string(),
            span: Span::default(),
            message: "the input was rejected without a diagnostic".into(),
            stage: None,
        });
    }
    out.sort_by_key(|v| (v.span.start, v.span.end));
    out
}
