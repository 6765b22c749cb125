//! Token-stream helpers: bytes <-> 32-bit tokens, and comment stripping.
//!
//! MojoShader's assembler writes a comment block (its creator string,
//! "MojoShader revision …") right after the version token. Native assemblers write
//! other comments (or none), so assembled streams are compared with comments removed.

use std::fmt;

/// Low 16 bits of a comment token.
const COMMENT_OPCODE: u32 = 0xFFFE;
/// Low 16 bits of the end token.
const END_OPCODE: u32 = 0xFFFF;
/// The `def` opcode: in shader model 1 its length field is 0 and it carries a
/// destination plus four raw 32-bit values.
const DEF_OPCODE: u32 = 0x51;

/// Why a token stream could not be walked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TokenStreamError {
    /// The byte length is not a multiple of 4.
    OddLength {
        /// Length in bytes.
        len: usize,
    },
    /// There are no tokens at all.
    Empty,
    /// The first token is not a vertex (0xFFFE....) or pixel (0xFFFF....) version token.
    NotAVersionToken {
        /// The first token.
        token: u32,
    },
    /// A comment's declared size runs past the end of the stream.
    CommentOverrun {
        /// Token index of the comment token.
        at: usize,
        /// Declared payload size in tokens.
        size: usize,
    },
    /// An instruction's length runs past the end of the stream.
    InstructionOverrun {
        /// Token index of the instruction token.
        at: usize,
        /// Number of parameter tokens the instruction needs.
        length: usize,
    },
}

impl fmt::Display for TokenStreamError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TokenStreamError::OddLength { len } => {
                write!(f, "{len} bytes is not a whole number of 32-bit tokens")
            }
            TokenStreamError::Empty => f.write_str("empty token stream"),
            TokenStreamError::NotAVersionToken { token } => {
                write!(f, "first token 0x{token:08X} is not a version token")
            }
            TokenStreamError::CommentOverrun { at, size } => write!(
                f,
                "comment at token {at} declares {size} tokens, past the end of the stream"
            ),
            TokenStreamError::InstructionOverrun { at, length } => write!(
                f,
                "instruction at token {at} needs {length} more tokens, past the end of the stream"
            ),
        }
    }
}

impl std::error::Error for TokenStreamError {}

/// Splits little-endian bytes into tokens; `None` if the length is not a multiple of 4.
pub fn tokens_from_bytes(bytes: &[u8]) -> Option<Vec<u32>> {
    if !bytes.len().is_multiple_of(4) {
        return None;
    }
    Some(
        bytes
            .chunks_exact(4)
            .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
            .collect(),
    )
}

/// Joins tokens into little-endian bytes.
pub fn tokens_to_bytes(tokens: &[u32]) -> Vec<u8> {
    tokens.iter().flat_map(|t| t.to_le_bytes()).collect()
}

/// Removes every comment block (token `0xFFFE` in bits 15:0, size in bits 30:16) that sits
/// between instructions, keeping everything else unchanged.
///
/// The stream is walked instruction by instruction, so raw values inside `def`, `defi`
/// and `defb` are never mistaken for comments: from shader model 2 the instruction
/// length field (bits 27:24) is used; in shader model 1 (where it is 0) an instruction's
/// parameters are the following tokens with bit 31 set, and `def` takes exactly five.
/// Tokens from the end token (`0x0000FFFF`) on are copied verbatim; a stream without an
/// end token is accepted.
pub fn strip_comments(tokens: &[u32]) -> Result<Vec<u32>, TokenStreamError> {
    let (&version, _) = tokens.split_first().ok_or(TokenStreamError::Empty)?;
    if !matches!(version >> 16, 0xFFFE | 0xFFFF) {
        return Err(TokenStreamError::NotAVersionToken { token: version });
    }
    let major = (version >> 8) & 0xFF;
    let mut out = Vec::with_capacity(tokens.len());
    out.push(version);
    let mut i = 1;
    while let Some(&token) = tokens.get(i) {
        let opcode = token & 0xFFFF;
        if opcode == COMMENT_OPCODE {
            let size = ((token >> 16) & 0x7FFF) as usize;
            if size > tokens.len() - i - 1 {
                return Err(TokenStreamError::CommentOverrun { at: i, size });
            }
            i += 1 + size;
            continue;
        }
        if opcode == END_OPCODE {
            out.extend_from_slice(&tokens[i..]);
            break;
        }
        let length = if major >= 2 {
            ((token >> 24) & 0xF) as usize
        } else if opcode == DEF_OPCODE {
            5
        } else {
            tokens[i + 1..]
                .iter()
                .take_while(|t| *t & 0x8000_0000 != 0)
                .count()
        };
        if length > tokens.len() - i - 1 {
            return Err(TokenStreamError::InstructionOverrun { at: i, length });
        }
        out.extend_from_slice(&tokens[i..=i + length]);
        i += 1 + length;
    }
    Ok(out)
}

/// [`strip_comments`] on little-endian bytes.
pub fn strip_comments_from_bytes(bytes: &[u8]) -> Result<Vec<u8>, TokenStreamError> {
    let tokens =
        tokens_from_bytes(bytes).ok_or(TokenStreamError::OddLength { len: bytes.len() })?;
    Ok(tokens_to_bytes(&strip_comments(&tokens)?))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `vs_1_1; mov oPos, v0` as MojoShader hg1314 assembles it (creator comment included).
    const MOJO_VS11: [u32; 16] = [
        0xFFFE0101, 0x000AFFFE, 0x6F6A6F4D, 0x64616853, 0x72207265, 0x73697665, 0x206E6F69,
        0x312D6768, 0x3A343133, 0x64646433, 0x61636639, 0x66343636, 0x00000001, 0xC00F0000,
        0x90E40000, 0x0000FFFF,
    ];

    #[test]
    fn strips_the_creator_comment() {
        assert_eq!(
            strip_comments(&MOJO_VS11),
            Ok(vec![
                0xFFFE0101, 0x00000001, 0xC00F0000, 0x90E40000, 0x0000FFFF
            ])
        );
    }

    #[test]
    fn strips_comments_between_instructions_and_empty_comments() {
        let t = [
            0xFFFF0200, 0x0000FFFE, 0x0200001F, 0x90000000, 0xA00F0800, 0x0002FFFE, 0x41414141,
            0x42424242, 0x02000001, 0x800F0800, 0xB0E40000, 0x0000FFFF,
        ];
        assert_eq!(
            strip_comments(&t),
            Ok(vec![
                0xFFFF0200, 0x0200001F, 0x90000000, 0xA00F0800, 0x02000001, 0x800F0800, 0xB0E40000,
                0x0000FFFF
            ])
        );
    }

    #[test]
    fn def_literals_that_look_like_comments_are_kept() {
        // SM1 def: length field 0, four raw values, one of them 0x0000FFFE.
        let sm1 = [
            0xFFFE0101, 0x00000051, 0xA00F0000, 0x0000FFFE, 0, 0, 0, 0x0000FFFF,
        ];
        assert_eq!(strip_comments(&sm1).as_deref(), Ok(&sm1[..]));
        // SM2 defi with 65534 (0x0000FFFE) and a comment-looking 0x0003FFFE.
        let sm2 = [
            0xFFFE0200, 0x05000030, 0xF00F0000, 0x0000FFFE, 0x0003FFFE, 2, 3, 0x0000FFFF,
        ];
        assert_eq!(strip_comments(&sm2).as_deref(), Ok(&sm2[..]));
    }

    #[test]
    fn sm1_operands_are_tokens_with_bit_31() {
        // ps_1_1: tex t0 (dest only), then a comment, then mov r0, t0.
        let t = [
            0xFFFF0101, 0x00000042, 0xB00F0000, 0x0001FFFE, 0x12345678, 0x00000001, 0x800F0000,
            0xB0E40000, 0x0000FFFF,
        ];
        assert_eq!(
            strip_comments(&t),
            Ok(vec![
                0xFFFF0101, 0x00000042, 0xB00F0000, 0x00000001, 0x800F0000, 0xB0E40000, 0x0000FFFF
            ])
        );
    }

    #[test]
    fn stream_without_end_token_and_trailing_data() {
        assert_eq!(
            strip_comments(&[0xFFFE0101, 0x0000FFFE]),
            Ok(vec![0xFFFE0101])
        );
        // After the end token everything is copied verbatim, comments included.
        let t = [0xFFFE0101, 0x0000FFFF, 0x0001FFFE, 7];
        assert_eq!(strip_comments(&t).as_deref(), Ok(&t[..]));
    }

    #[test]
    fn malformed_streams_are_errors_not_panics() {
        assert_eq!(strip_comments(&[]), Err(TokenStreamError::Empty));
        assert_eq!(
            strip_comments(&[0x12345678]),
            Err(TokenStreamError::NotAVersionToken { token: 0x12345678 })
        );
        assert_eq!(
            strip_comments(&[0xFFFE0101, 0x0005FFFE, 1]),
            Err(TokenStreamError::CommentOverrun { at: 1, size: 5 })
        );
        assert_eq!(
            strip_comments(&[0xFFFE0200, 0x03000002, 0x800F0000]),
            Err(TokenStreamError::InstructionOverrun { at: 1, length: 3 })
        );
        assert_eq!(
            strip_comments(&[0xFFFE0101, 0x00000051, 0xA00F0000]),
            Err(TokenStreamError::InstructionOverrun { at: 1, length: 5 })
        );
        assert_eq!(
            strip_comments(&[0xFFFE0101, 0x7FFFFFFE]),
            Err(TokenStreamError::CommentOverrun {
                at: 1,
                size: 0x7FFF
            })
        );
    }

    #[test]
    fn bytes_round_trip() {
        let bytes = tokens_to_bytes(&MOJO_VS11);
        assert_eq!(bytes.len(), 64);
        assert_eq!(&bytes[..4], &[0x01, 0x01, 0xFE, 0xFF]);
        assert_eq!(tokens_from_bytes(&bytes).as_deref(), Some(&MOJO_VS11[..]));
        assert_eq!(tokens_from_bytes(&bytes[..5]), None);
        let stripped = strip_comments_from_bytes(&bytes).expect("strips");
        assert_eq!(
            tokens_from_bytes(&stripped),
            Some(vec![
                0xFFFE0101, 0x00000001, 0xC00F0000, 0x90E40000, 0x0000FFFF
            ])
        );
        assert_eq!(
            strip_comments_from_bytes(&bytes[..3]),
            Err(TokenStreamError::OddLength { len: 3 })
        );
    }
}
