//! `parse_text`: arbitrary text into the assembly parser.
//!
//! Oracle: no panic; a rejected text has at least one error diagnostic and every
//! diagnostic has a span inside the text on character boundaries (what the renderer
//! needs; rendering itself is left out: it costs seven times the parse); an accepted
//! text's program has every span inside the text.

use crate::finding::{self, Finding};
use crate::oracle::model;
use crate::targets::signature_of;
use shadercts_shader::diag::Diagnostic;
use shadercts_shader::{text, Program, Span};

const NAME: &str = "parse_text";

/// libFuzzer entry point.
pub fn run(data: &[u8]) {
    finding::report(oracle(data));
}

/// The oracle on one input, panics caught.
pub fn check(data: &[u8]) -> Result<(), Finding> {
    finding::catch(NAME, || oracle(data))
}

/// How the shader `text` fails this oracle.
pub fn signature(text: &str) -> Option<String> {
    signature_of(check(text.as_bytes()))
}

fn oracle(data: &[u8]) -> Result<(), Finding> {
    let src = String::from_utf8_lossy(data);
    match text::parse(&src, model()) {
        Ok(p) => program_spans(&p, &src),
        Err(diags) => diagnostics(&diags, &src),
    }
}

fn diagnostics(diags: &[Diagnostic], src: &str) -> Result<(), Finding> {
    if !diags.iter().any(Diagnostic::is_error) {
        return Err(
            Finding::new(NAME, "rejected without an error", format!("{diags:?}")).with_shader(src),
        );
    }
    for d in diags {
        let Some(span) = d.span else {
            return Err(
                Finding::new(NAME, "diagnostic without a span", d.message.clone()).with_shader(src),
            );
        };
        if !inside(span, src) {
            return Err(Finding::new(
                NAME,
                "diagnostic span outside the text",
                format!(
                    "{}..{} in {} bytes: {}",
                    span.start,
                    span.end,
                    src.len(),
                    d.message
                ),
            )
            .with_shader(src));
        }
    }
    Ok(())
}

fn program_spans(p: &Program, src: &str) -> Result<(), Finding> {
    // Checked in order as they are met (no list of spans is built per input).
    let check = |what: &str, s: Span| {
        if inside(s, src) {
            return Ok(());
        }
        Err(Finding::new(
            NAME,
            format!("{what} span outside the text"),
            format!("{}..{} in {} bytes", s.start, s.end, src.len()),
        )
        .with_shader(src))
    };
    check("version", p.version_span)?;
    for ins in &p.instructions {
        check("statement", ins.span)?;
        check("mnemonic", ins.mnemonic_span)?;
        if let Some(d) = &ins.dst {
            check("destination", d.span)?;
            if let Some(r) = d.rel {
                check("relative address", r.span)?;
            }
        }
        for s in ins.srcs.iter().chain(ins.predicate.iter()) {
            check("source", s.span)?;
            if let Some(r) = s.rel {
                check("relative address", r.span)?;
            }
        }
    }
    Ok(())
}

/// `span` lies within `src` and starts and ends on character boundaries.
fn inside(span: Span, src: &str) -> bool {
    let (s, e) = (span.start as usize, span.end as usize);
    s <= e && e <= src.len() && src.is_char_boundary(s) && src.is_char_boundary(e)
}
