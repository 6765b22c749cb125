//! Programs from fuzz inputs, for the targets that start from a program.
//!
//! An input is read in one of two ways:
//!
//! - **text**: the input is UTF-8 assembly that parses (a corpus seed, a suite `.asm`
//!   file, a shader a person dropped into the corpus). Bytes after the first NUL are
//!   not part of the text: they are the target's further choices (a mutator, inputs).
//! - **generated**: anything else is `arbitrary` data: a [`SwarmConfig`] picks the
//!   profile and the instruction mix, then the random generator builds a valid program;
//!   the bytes it leaves are the further choices.

use arbitrary::{Arbitrary, Unstructured};
use shadercts_generator::random::{self, SwarmConfig};
use shadercts_shader::{text, Model, Program};

/// Where a program came from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Origin {
    /// Parsed from the input's text.
    Text,
    /// Built by the random generator (valid by construction).
    Generated(SwarmConfig),
}

/// A program read from a fuzz input, and the bytes left for further choices.
pub struct Source<'a> {
    /// The program.
    pub program: Program,
    /// How it was made.
    pub origin: Origin,
    /// The remaining bytes.
    pub rest: Unstructured<'a>,
}

/// The text part of a text input: everything before the first NUL, if it is UTF-8.
pub fn text_part(data: &[u8]) -> Option<(&str, &[u8])> {
    let end = data.iter().position(|&b| b == 0).unwrap_or(data.len());
    let text = std::str::from_utf8(&data[..end]).ok()?;
    let rest = data.get(end + 1..).unwrap_or(&[]);
    Some((text, rest))
}

/// Reads a program from `data` (text first, else generated); `None` when the
/// generator cannot build one from these bytes.
pub fn source<'a>(data: &'a [u8], model: &Model) -> Option<Source<'a>> {
    if let Some((src, rest)) = text_part(data) {
        if looks_like_shader(src) {
            if let Ok(program) = text::parse(src, model) {
                return Some(Source {
                    program,
                    origin: Origin::Text,
                    rest: Unstructured::new(rest),
                });
            }
        }
    }
    let mut u = Unstructured::new(data);
    let swarm = SwarmConfig::arbitrary(&mut u).ok()?;
    let cfg = swarm.config(model);
    let program = random::generate(&mut u, &cfg, model).ok()?;
    Some(Source {
        program,
        origin: Origin::Generated(swarm),
        rest: u,
    })
}

/// A cheap test before parsing: the text names a profile somewhere (`vs_`/`ps_`).
fn looks_like_shader(src: &str) -> bool {
    let b = src.as_bytes();
    b.windows(3)
        .any(|w| matches!(w, [b'v' | b'V' | b'p' | b'P', b's' | b'S', b'_']))
}
