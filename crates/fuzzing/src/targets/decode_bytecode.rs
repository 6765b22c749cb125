//! `decode_bytecode`: arbitrary bytes into the bytecode decoder.
//!
//! Oracle: no panic; a rejection is one `bytecode` diagnostic whose span lies inside
//! the input; no single allocation exceeds [`allocation_limit`] of the input size (when
//! the binary installs [`crate::alloc::TrackingAlloc`]); an accepted stream prints,
//! the printed text parses, and encoding gives the input back (exactly, when the input
//! has no comment token) and is a fixpoint of decode/encode.

use crate::alloc;
use crate::finding::{self, Finding};
use crate::oracle::model;
use crate::targets::signature_of;
use shadercts_shader::bytecode::{self, token};
use shadercts_shader::{print, text, Program};

const NAME: &str = "decode_bytecode";

/// The most one allocation may take while decoding `len` input bytes: a generous
/// multiple of the input plus a constant. Anything above means a length field was
/// trusted before it was checked against the input.
pub fn allocation_limit(len: usize) -> usize {
    64 * len + (64 << 10)
}

/// libFuzzer entry point.
pub fn run(data: &[u8]) {
    finding::report(oracle(data));
}

/// The oracle on one input, panics caught.
pub fn check(data: &[u8]) -> Result<(), Finding> {
    finding::catch(NAME, || oracle(data))
}

/// How the encoding of the shader `text` fails this oracle (`None` when it does not
/// parse or encode: then it is no input of this target).
pub fn signature(src: &str) -> Option<String> {
    let p = text::parse(src, model()).ok()?;
    let tokens = bytecode::encode(&p).ok()?;
    signature_of(check(&bytecode::to_bytes(&tokens)))
}

fn oracle(data: &[u8]) -> Result<(), Finding> {
    let (result, largest) = alloc::measure(|| bytecode::decode(data, model()));
    if let Some(n) = largest.filter(|&n| n > allocation_limit(data.len())) {
        return Err(Finding::new(
            NAME,
            "allocation out of proportion to the input",
            format!(
                "one allocation of {n} bytes while decoding {} bytes",
                data.len()
            ),
        ));
    }
    match result {
        Err(d) => {
            let ok_span = d
                .span
                .is_some_and(|s| s.start <= s.end && s.end as usize <= data.len());
            if d.code.as_deref() != Some("bytecode") || !ok_span {
                return Err(Finding::new(
                    NAME,
                    "bad rejection diagnostic",
                    format!(
                        "code {:?}, span {:?}, {} bytes: {}",
                        d.code,
                        d.span,
                        data.len(),
                        d.message
                    ),
                ));
            }
            Ok(())
        }
        Ok(p) => accepted(&p, data),
    }
}

fn accepted(p: &Program, data: &[u8]) -> Result<(), Finding> {
    let m = model();
    let printed = print::print(p, m);
    let fail = |sig: &str, detail: String| {
        Err(Finding::new(NAME, sig, detail).with_shader(printed.clone()))
    };
    if let Err(d) = text::parse(&printed, m) {
        return fail("the disassembly does not parse", format!("{d:?}"));
    }
    let tokens = match bytecode::encode(p) {
        Ok(t) => t,
        Err(d) => return fail("a decoded program does not encode", d.message),
    };
    let input: Vec<u32> = data
        .chunks_exact(4)
        .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect();
    let has_comment = input
        .iter()
        .any(|&t| t & token::INS_OPCODE_MASK == token::COMMENT_OPCODE);
    if !has_comment && tokens != input {
        return fail("re-encoding differs from the input", diff(&input, &tokens));
    }
    match bytecode::decode_tokens(&tokens, m) {
        Err(d) => fail("the re-encoded stream does not decode", d.message),
        Ok(p2) => match bytecode::encode(&p2) {
            Ok(t2) if t2 == tokens => Ok(()),
            Ok(t2) => fail("decode/encode is not a fixpoint", diff(&tokens, &t2)),
            Err(d) => fail("a decoded program does not encode", d.message),
        },
    }
}

/// Where two token streams first differ.
pub(crate) fn diff(a: &[u32], b: &[u32]) -> String {
    let i = a.iter().zip(b).take_while(|(x, y)| x == y).count();
    format!(
        "first difference at token {i}: {:08x?} vs {:08x?} ({} vs {} tokens)",
        a.get(i),
        b.get(i),
        a.len(),
        b.len()
    )
}
