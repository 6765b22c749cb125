//! Splits a formula into tokens, each with its byte offset.

use super::ExprError;

/// A token of a formula.
#[derive(Clone, Debug, PartialEq)]
pub enum Tok {
    /// A number literal.
    Num(f64),
    /// A name: a variable, function or swizzle.
    Ident(String),
    /// An operator or punctuation: `+ - * / ( ) , . < <= > >= == !=`.
    Punct(&'static str),
}

const PUNCTS: [&str; 14] = [
    "<=", ">=", "==", "!=", "+", "-", "*", "/", "(", ")", ",", ".", "<", ">",
];

/// The tokens of `src` with their offsets.
pub fn lex(src: &str) -> Result<Vec<(Tok, usize)>, ExprError> {
    let bytes = src.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        let c = bytes[i];
        if c.is_ascii_whitespace() {
            i += 1;
            continue;
        }
        let starts_number =
            c.is_ascii_digit() || (c == b'.' && bytes.get(i + 1).is_some_and(u8::is_ascii_digit));
        if starts_number {
            let start = i;
            while i < bytes.len() && (bytes[i].is_ascii_digit() || bytes[i] == b'.') {
                i += 1;
            }
            if i < bytes.len() && (bytes[i] == b'e' || bytes[i] == b'E') {
                let mut j = i + 1;
                if j < bytes.len() && (bytes[j] == b'+' || bytes[j] == b'-') {
                    j += 1;
                }
                if j < bytes.len() && bytes[j].is_ascii_digit() {
                    i = j;
                    while i < bytes.len() && bytes[i].is_ascii_digit() {
                        i += 1;
                    }
                }
            }
            let text = &src[start..i];
            let v: f64 = text
                .parse()
                .map_err(|_| ExprError::new(start, format!("`{text}` is not a number")))?;
            out.push((Tok::Num(v), start));
            continue;
        }
        if c.is_ascii_alphabetic() || c == b'_' {
            let start = i;
            while i < bytes.len() && (bytes[i].is_ascii_alphanumeric() || bytes[i] == b'_') {
                i += 1;
            }
            out.push((Tok::Ident(src[start..i].to_string()), start));
            continue;
        }
        match PUNCTS.iter().find(|p| src[i..].starts_with(**p)) {
            Some(p) => {
                out.push((Tok::Punct(p), i));
                i += p.len();
            }
            None => {
                let ch = src[i..].chars().next().unwrap_or('?');
                return Err(ExprError::new(i, format!("unexpected character `{ch}`")));
            }
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_names_and_operators_with_offsets() {
        let t = lex("c0.x + 1.5e2*.5 <= abs(v0)").unwrap();
        assert_eq!(t[0], (Tok::Ident("c0".into()), 0));
        assert_eq!(t[1], (Tok::Punct("."), 2));
        assert_eq!(t[2], (Tok::Ident("x".into()), 3));
        assert_eq!(t[4], (Tok::Num(150.0), 7));
        assert_eq!(t[6], (Tok::Num(0.5), 13));
        assert_eq!(t[7], (Tok::Punct("<="), 16));
    }

    #[test]
    fn a_stray_character_is_located() {
        let e = lex("a + $b").unwrap_err();
        assert_eq!(e.offset, 4);
        assert!(e.message.contains('$'));
    }
}
