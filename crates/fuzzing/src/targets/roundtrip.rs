//! `roundtrip`: program → print → parse → encode → decode must be a fixpoint.
//!
//! Oracle: the printed text parses back to the same program (spans aside), for every
//! program the parser builds. A *valid* program (generated, or a parsed text the
//! reference accepts) also encodes, the tokens decode, and the decoded program prints
//! to the same text and encodes to the same tokens. Invalid programs stop after the
//! first step: the decoder rightly refuses some of them (a register the profile has no
//! name for, such as `oD0` in ps_3_0, which the lenient parser accepts and the encoder
//! writes; see docs/fuzzing.md).

use crate::finding::{self, Finding};
use crate::input::{self, Origin};
use crate::oracle::{model, Validator};
use crate::program::{first_difference, without_spans};
use crate::targets::decode_bytecode::diff;
use crate::targets::signature_of;
use shadercts_shader::{bytecode, print, text, Program};

const NAME: &str = "roundtrip";

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
    let m = model();
    let Some(src) = input::source(data, m) else {
        return Ok(());
    };
    let valid = match src.origin {
        Origin::Generated(_) => true,
        Origin::Text => Validator::reference().rule_ids(&src.program).is_empty(),
    };
    roundtrip(&src.program, valid)
}

/// Checks the round trip of `p`; `valid` says it is valid for its profile, so that it
/// must also survive the trip through bytecode.
pub fn roundtrip(p: &Program, valid: bool) -> Result<(), Finding> {
    let m = model();
    let t1 = print::print(p, m);
    let fail =
        |sig: &str, detail: String| Err(Finding::new(NAME, sig, detail).with_shader(t1.clone()));
    let p2 = match text::parse(&t1, m) {
        Ok(p2) => p2,
        Err(d) => return fail("printed text does not parse", format!("{d:?}")),
    };
    if without_spans(&p2) != without_spans(p) {
        return fail("print/parse changes the program", first_difference(p, &p2));
    }
    if !valid {
        return Ok(());
    }
    let tokens = match bytecode::encode(&p2) {
        Ok(t) => t,
        Err(d) => return fail("a valid program does not encode", d.message),
    };
    let p3 = match bytecode::decode_tokens(&tokens, m) {
        Ok(p3) => p3,
        Err(d) => return fail("encoded program does not decode", d.message),
    };
    let t2 = print::print(&p3, m);
    if t2 != t1 {
        return fail(
            "decode/print differs from the printed text",
            first_difference(&p2, &p3),
        );
    }
    match bytecode::encode(&p3) {
        Ok(t3) if t3 == tokens => Ok(()),
        Ok(t3) => fail("encode/decode is not a fixpoint", diff(&tokens, &t3)),
        Err(d) => fail("decoded program does not encode", d.message),
    }
}
