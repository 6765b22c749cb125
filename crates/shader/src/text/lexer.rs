//! The lexer: turns assembly text into tokens on demand, without allocating.
//!
//! Comments (`//` and `;` to the end of the line, `/* … */`) and blanks are skipped;
//! line breaks are tokens because statements are line-oriented. A block comment that
//! spans a line break counts as one line break.

use crate::span::Span;

/// What a token is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tok {
    /// `[A-Za-z_][A-Za-z0-9_]*`: mnemonics, registers, suffixes, swizzles.
    Ident,
    /// A number: `12`, `1.5`, `.5`, `3.5e1`, `1.0f`, `0x3f800000`.
    Number,
    /// `,`
    Comma,
    /// `.`
    Dot,
    /// `-`
    Minus,
    /// `+`
    Plus,
    /// `!`
    Bang,
    /// `(`
    LParen,
    /// `)`
    RParen,
    /// `[`
    LBracket,
    /// `]`
    RBracket,
    /// `@` (raw register types, a shadercts extension).
    At,
    /// The end of a line (or a block comment spanning lines).
    Newline,
    /// A `/*` that is never closed; the token covers the `/*`.
    UnclosedComment,
    /// Any other character (one whole UTF-8 character).
    Unknown,
    /// The end of the text.
    Eof,
}

/// One token: its kind and byte range.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Token {
    /// Kind.
    pub kind: Tok,
    /// First byte.
    pub start: u32,
    /// One past the last byte.
    pub end: u32,
}

impl Token {
    /// The token's byte range as a span.
    pub fn span(self) -> Span {
        Span {
            start: self.start,
            end: self.end,
        }
    }
}

/// A tokenizer over one text, with one token of look-ahead.
pub struct Lexer<'a> {
    text: &'a str,
    pos: usize,
    peeked: Option<Token>,
    prev_end: u32,
}

impl<'a> Lexer<'a> {
    /// A lexer at the start of `text`.
    pub fn new(text: &'a str) -> Lexer<'a> {
        Lexer {
            text,
            pos: 0,
            peeked: None,
            prev_end: 0,
        }
    }

    /// The text being lexed.
    pub fn text(&self) -> &'a str {
        self.text
    }

    /// The text of a token.
    pub fn slice(&self, t: Token) -> &'a str {
        self.text
            .get(t.start as usize..t.end as usize)
            .unwrap_or("")
    }

    /// The next token, without consuming it.
    pub fn peek(&mut self) -> Token {
        match self.peeked {
            Some(t) => t,
            None => {
                let t = self.scan();
                self.peeked = Some(t);
                t
            }
        }
    }

    /// Consumes and returns the next token.
    pub fn next_token(&mut self) -> Token {
        let t = match self.peeked.take() {
            Some(t) => t,
            None => self.scan(),
        };
        if !matches!(t.kind, Tok::Newline | Tok::Eof) {
            self.prev_end = t.end;
        }
        t
    }

    /// The end of the last consumed token that was not a line break.
    pub fn prev_end(&self) -> u32 {
        self.prev_end
    }

    /// Consumes the next token if it has kind `kind`.
    pub fn eat(&mut self, kind: Tok) -> Option<Token> {
        if self.peek().kind == kind {
            Some(self.next_token())
        } else {
            None
        }
    }

    /// Skips everything up to (not including) the next line break or the end.
    pub fn skip_line(&mut self) {
        loop {
            match self.peek().kind {
                Tok::Newline | Tok::Eof => return,
                _ => {
                    self.next_token();
                }
            }
        }
    }

    fn scan(&mut self) -> Token {
        let bytes = self.text.as_bytes();
        loop {
            let Some(&b) = bytes.get(self.pos) else {
                return self.make(Tok::Eof, self.pos, self.pos);
            };
            let start = self.pos;
            match b {
                b' ' | b'\t' | b'\r' | 0x0B | 0x0C => self.pos += 1,
                b'\n' => {
                    self.pos += 1;
                    return self.make(Tok::Newline, start, self.pos);
                }
                b';' => self.skip_to_eol(),
                b'/' if bytes.get(start + 1) == Some(&b'/') => self.skip_to_eol(),
                b'/' if bytes.get(start + 1) == Some(&b'*') => {
                    match find(bytes, start + 2, b"*/") {
                        Some(end) => {
                            self.pos = end + 2;
                            if bytes[start..end].contains(&b'\n') {
                                return self.make(Tok::Newline, start, self.pos);
                            }
                        }
                        None => {
                            self.pos = bytes.len();
                            return self.make(Tok::UnclosedComment, start, start + 2);
                        }
                    }
                }
                b'a'..=b'z' | b'A'..=b'Z' | b'_' => {
                    self.pos = scan_while(bytes, start + 1, is_ident_byte);
                    return self.make(Tok::Ident, start, self.pos);
                }
                b'0'..=b'9' => {
                    self.pos = scan_number(bytes, start);
                    return self.make(Tok::Number, start, self.pos);
                }
                b'.' if bytes.get(start + 1).is_some_and(u8::is_ascii_digit) => {
                    self.pos = scan_number(bytes, start);
                    return self.make(Tok::Number, start, self.pos);
                }
                _ => {
                    let kind = match b {
                        b',' => Tok::Comma,
                        b'.' => Tok::Dot,
                        b'-' => Tok::Minus,
                        b'+' => Tok::Plus,
                        b'!' => Tok::Bang,
                        b'(' => Tok::LParen,
                        b')' => Tok::RParen,
                        b'[' => Tok::LBracket,
                        b']' => Tok::RBracket,
                        b'@' => Tok::At,
                        _ => Tok::Unknown,
                    };
                    let len = self.text[start..].chars().next().map_or(1, char::len_utf8);
                    self.pos = start + len;
                    return self.make(kind, start, self.pos);
                }
            }
        }
    }

    fn skip_to_eol(&mut self) {
        let bytes = self.text.as_bytes();
        self.pos = scan_while(bytes, self.pos, |b| b != b'\n');
    }

    fn make(&self, kind: Tok, start: usize, end: usize) -> Token {
        Token {
            kind,
            start: start as u32,
            end: end as u32,
        }
    }
}

/// True for the bytes that continue an identifier.
pub fn is_ident_byte(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_'
}

fn scan_while(bytes: &[u8], mut i: usize, f: impl Fn(u8) -> bool) -> usize {
    while i < bytes.len() && f(bytes[i]) {
        i += 1;
    }
    i
}

fn find(bytes: &[u8], from: usize, needle: &[u8]) -> Option<usize> {
    bytes
        .get(from..)?
        .windows(needle.len())
        .position(|w| w == needle)
        .map(|p| p + from)
}

/// The end of the number starting at `start`: hex (`0x…`), or digits with an optional
/// fraction, exponent and `f` suffix.
fn scan_number(bytes: &[u8], start: usize) -> usize {
    let at = |i: usize| bytes.get(i).copied().unwrap_or(0);
    if at(start) == b'0'
        && matches!(at(start + 1), b'x' | b'X')
        && at(start + 2).is_ascii_hexdigit()
    {
        return scan_while(bytes, start + 2, |b| b.is_ascii_hexdigit());
    }
    let mut i = scan_while(bytes, start, |b| b.is_ascii_digit());
    if at(i) == b'.' {
        i = scan_while(bytes, i + 1, |b| b.is_ascii_digit());
    }
    if matches!(at(i), b'e' | b'E') {
        let sign = usize::from(matches!(at(i + 1), b'+' | b'-'));
        if at(i + 1 + sign).is_ascii_digit() {
            i = scan_while(bytes, i + 1 + sign, |b| b.is_ascii_digit());
        }
    }
    if matches!(at(i), b'f' | b'F') && !is_ident_byte(at(i + 1)) {
        i += 1;
    }
    i
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(text: &str) -> Vec<(Tok, &str)> {
        let mut lx = Lexer::new(text);
        let mut out = Vec::new();
        loop {
            let t = lx.next_token();
            if t.kind == Tok::Eof {
                return out;
            }
            out.push((t.kind, lx.slice(t)));
        }
    }

    #[test]
    fn tokens_of_an_instruction() {
        assert_eq!(
            kinds("mov r0.xy, -c[a0.x + 3]_abs // hi\n"),
            vec![
                (Tok::Ident, "mov"),
                (Tok::Ident, "r0"),
                (Tok::Dot, "."),
                (Tok::Ident, "xy"),
                (Tok::Comma, ","),
                (Tok::Minus, "-"),
                (Tok::Ident, "c"),
                (Tok::LBracket, "["),
                (Tok::Ident, "a0"),
                (Tok::Dot, "."),
                (Tok::Ident, "x"),
                (Tok::Plus, "+"),
                (Tok::Number, "3"),
                (Tok::RBracket, "]"),
                (Tok::Ident, "_abs"),
                (Tok::Newline, "\n"),
            ]
        );
    }

    #[test]
    fn numbers() {
        let n = |s| kinds(s)[0];
        assert_eq!(n("1.5e-3,"), (Tok::Number, "1.5e-3"));
        assert_eq!(n(".5"), (Tok::Number, ".5"));
        assert_eq!(n("1.0f"), (Tok::Number, "1.0f"));
        assert_eq!(n("0x7fC00000"), (Tok::Number, "0x7fC00000"));
        assert_eq!(n("1e"), (Tok::Number, "1"));
        assert_eq!(kinds("1-r0")[1], (Tok::Minus, "-"));
    }

    #[test]
    fn comments() {
        assert_eq!(kinds("; x\n// y"), vec![(Tok::Newline, "\n")]);
        assert_eq!(kinds("a /* b */ c")[1], (Tok::Ident, "c"));
        assert_eq!(kinds("a /* \n */ c")[1].0, Tok::Newline);
        assert_eq!(kinds("a /* b")[1], (Tok::UnclosedComment, "/*"));
        assert_eq!(kinds("é")[0], (Tok::Unknown, "é"));
    }
}
