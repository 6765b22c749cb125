//! Comparing two token streams as native output is judged (docs/suite-format.md,
//! "Comparing token streams"): comment blocks dropped, and the declaration statements
//! that open the program (`dcl`, `def`, `defi`, `defb`, before the first other
//! instruction) in any order, each statement's own tokens contiguous and unchanged.

use super::token::{COMMENT_OPCODE, END_TOKEN, INS_LENGTH_SHIFT, INS_OPCODE_MASK, PARAM_BIT};

const DCL: u32 = 0x1F;
const DEF: u32 = 0x51;
const DEFI: u32 = 0x30;
const DEFB: u32 = 0x2F;

/// A walked stream: version token, statements (comments dropped), and the tail from
/// the end token on (verbatim).
struct Walked<'a> {
    version: u32,
    statements: Vec<&'a [u32]>,
    tail: &'a [u32],
}

/// Splits `tokens` into statements, or `None` when the stream cannot be walked (no
/// version token, a comment or instruction running past the end).
fn walk(tokens: &[u32]) -> Option<Walked<'_>> {
    let (&version, _) = tokens.split_first()?;
    if !matches!(version >> 16, 0xFFFE | 0xFFFF) {
        return None;
    }
    let major = (version >> 8) & 0xFF;
    let mut statements = Vec::new();
    let mut i = 1;
    while let Some(&t) = tokens.get(i) {
        let opcode = t & INS_OPCODE_MASK;
        if opcode == COMMENT_OPCODE {
            let size = ((t >> 16) & 0x7FFF) as usize;
            i = i.checked_add(1 + size).filter(|&n| n <= tokens.len())?;
            continue;
        }
        if opcode == END_TOKEN {
            return Some(Walked {
                version,
                statements,
                tail: &tokens[i..],
            });
        }
        let len = if major >= 2 {
            ((t >> INS_LENGTH_SHIFT) & 0xF) as usize
        } else if opcode == DEF {
            5
        } else {
            tokens[i + 1..]
                .iter()
                .take_while(|p| *p & PARAM_BIT != 0)
                .count()
        };
        let end = i + 1 + len;
        statements.push(tokens.get(i..end)?);
        i = end;
    }
    Some(Walked {
        version,
        statements,
        tail: &[],
    })
}

fn is_declaration(s: &[u32]) -> bool {
    matches!(s[0] & INS_OPCODE_MASK, DCL | DEF | DEFI | DEFB)
}

/// The register a declaration statement declares (its destination token, without the
/// write mask), so that two statements about the same register keep their order.
fn declared(s: &[u32]) -> (u32, u32) {
    let op = s[0] & INS_OPCODE_MASK;
    let dst = if op == DCL { s.get(2) } else { s.get(1) };
    (op, dst.map_or(0, |d| d & !0x000F_0000))
}

/// The opening declaration statements in a canonical order (by opcode and declared
/// register, stable), then the rest in stream order.
fn canonical<'a>(w: &Walked<'a>) -> Vec<&'a [u32]> {
    let n = w
        .statements
        .iter()
        .position(|s| !is_declaration(s))
        .unwrap_or(w.statements.len());
    let mut head: Vec<&[u32]> = w.statements[..n].to_vec();
    head.sort_by_key(|s| declared(s));
    head.extend_from_slice(&w.statements[n..]);
    head
}

/// True when `a` and `b` are the same program as native output is judged: the same
/// version token, the same statements in the same order except that the declaration
/// statements before the first other instruction may come in any order, the same end
/// token and what follows it; comment blocks are ignored wherever they are. Two
/// declarations of the same register keep their relative order. A stream that cannot
/// be walked equals only an identical stream.
pub fn same_program(a: &[u32], b: &[u32]) -> bool {
    if a == b {
        return true;
    }
    let (Some(wa), Some(wb)) = (walk(a), walk(b)) else {
        return false;
    };
    wa.version == wb.version && wa.tail == wb.tail && canonical(&wa) == canonical(&wb)
}

/// `tokens` without its comment blocks, everything else unchanged (the version token,
/// each statement's tokens, and from the end token on verbatim; raw values inside `def`
/// are never taken for comments), or `None` when the stream cannot be walked (no
/// version token, a comment or instruction running past the end).
pub fn strip_comments(tokens: &[u32]) -> Option<Vec<u32>> {
    let w = walk(tokens)?;
    let mut out = Vec::with_capacity(tokens.len());
    out.push(w.version);
    for s in &w.statements {
        out.extend_from_slice(s);
    }
    out.extend_from_slice(w.tail);
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::same_program;

    // vs_3_0: dcl_position v0; dcl_position o0; def c0, 1, 0, 0, 1; mov o0, v0; add o0, v0, c0
    const V: u32 = 0xFFFE_0300;
    const DCL_V0: [u32; 3] = [0x0200_001F, 0x8000_0000, 0x900F_0000];
    const DCL_O0: [u32; 3] = [0x0200_001F, 0x8000_0000, 0xE00F_0000];
    const DEF_C0: [u32; 6] = [0x0500_0051, 0xA00F_0000, 0x3F80_0000, 0, 0, 0];
    const MOV: [u32; 3] = [0x0200_0001, 0xE00F_0000, 0x90E4_0000];
    const ADD: [u32; 4] = [0x0300_0002, 0xE00F_0000, 0x90E4_0000, 0xA0E4_0000];
    const COMMENT: [u32; 2] = [0x0001_FFFE, 0x1234_5678];
    const END: u32 = 0x0000_FFFF;

    #[test]
    fn comments_are_stripped_and_nothing_else() {
        let with: Vec<u32> = [
            &[V][..],
            &COMMENT,
            &DCL_V0,
            &COMMENT,
            &MOV,
            &[END],
            &COMMENT,
        ]
        .concat();
        let without: Vec<u32> = [&[V][..], &DCL_V0, &MOV, &[END], &COMMENT].concat();
        assert_eq!(super::strip_comments(&with), Some(without));
        assert_eq!(super::strip_comments(&[0x1234]), None);
        assert_eq!(super::strip_comments(&[V, 0x0005_FFFE, 1]), None);
    }

    fn stream(parts: &[&[u32]]) -> Vec<u32> {
        let mut v = vec![V];
        for p in parts {
            v.extend_from_slice(p);
        }
        v.push(END);
        v
    }

    #[test]
    fn reordered_declarations_are_the_same_program() {
        let a = stream(&[&DCL_V0, &DCL_O0, &DEF_C0, &MOV, &ADD]);
        let b = stream(&[&DEF_C0, &DCL_O0, &DCL_V0, &MOV, &ADD]);
        assert!(same_program(&a, &b));
        assert!(same_program(&b, &a));
    }

    #[test]
    fn comments_are_ignored_wherever_they_are() {
        let a = stream(&[&DCL_V0, &DCL_O0, &MOV, &ADD]);
        let b = stream(&[&COMMENT, &DCL_V0, &DCL_O0, &MOV, &COMMENT, &ADD]);
        let c = stream(&[&DCL_V0, &COMMENT, &DCL_O0, &MOV, &ADD]);
        assert!(same_program(&a, &b));
        assert!(same_program(&b, &c));
    }

    #[test]
    fn reordered_instructions_are_not() {
        let a = stream(&[&DCL_V0, &DCL_O0, &MOV, &ADD]);
        let b = stream(&[&DCL_V0, &DCL_O0, &ADD, &MOV]);
        assert!(!same_program(&a, &b));
    }

    #[test]
    fn a_declaration_moved_past_an_instruction_is_not() {
        let a = stream(&[&DCL_V0, &DCL_O0, &DEF_C0, &MOV, &ADD]);
        let b = stream(&[&DCL_V0, &DCL_O0, &MOV, &DEF_C0, &ADD]);
        assert!(!same_program(&a, &b));
    }

    #[test]
    fn a_changed_word_is_not() {
        let a = stream(&[&DCL_V0, &DCL_O0, &DEF_C0, &MOV]);
        let mut def = DEF_C0;
        def[4] = 0x3F80_0000;
        let b = stream(&[&DCL_V0, &DCL_O0, &def, &MOV]);
        assert!(!same_program(&a, &b));
        let mut c = a.clone();
        c[0] = 0xFFFE_03FF; // another version token
        assert!(!same_program(&a, &c));
        let mut d = a.clone();
        d.push(0); // a word after the end token
        assert!(!same_program(&a, &d));
    }

    #[test]
    fn a_statement_split_across_the_declarations_is_not() {
        // Moving single words (not whole statements) breaks a statement apart.
        let a = stream(&[&DCL_V0, &DCL_O0, &MOV]);
        let b = stream(&[&DCL_O0[..1], &DCL_V0, &DCL_O0[1..], &MOV]);
        assert!(!same_program(&a, &b));
    }

    #[test]
    fn two_definitions_of_one_register_keep_their_order() {
        let mut other = DEF_C0;
        other[2] = 0;
        let a = stream(&[&DEF_C0, &other, &MOV]);
        let b = stream(&[&other, &DEF_C0, &MOV]);
        assert!(!same_program(&a, &b));
    }

    #[test]
    fn shader_model_1_statements_are_walked_by_their_parameter_bits() {
        // vs_1_1: dcl_position v0; def c0, …; mov oPos, v0 (no length field).
        let v = 0xFFFE_0101;
        let dcl = [0x0000_001F, 0x8000_0000, 0x900F_0000];
        let def = [0x0000_0051, 0xA00F_0000, 0x3F80_0000, 0, 0, 0];
        let mov = [0x0000_0001, 0xC00F_0000, 0x90E4_0000];
        let a: Vec<u32> = [&[v][..], &dcl, &def, &mov, &[END]].concat();
        let b: Vec<u32> = [&[v][..], &def, &dcl, &mov, &[END]].concat();
        assert!(same_program(&a, &b));
    }

    #[test]
    fn unwalkable_streams_equal_only_themselves() {
        let a = vec![0x1234_5678, 1, 2];
        assert!(same_program(&a, &a.clone()));
        assert!(!same_program(&a, &[0x1234_5678, 2, 1]));
        assert!(!same_program(&[], &[V, END]));
    }
}
