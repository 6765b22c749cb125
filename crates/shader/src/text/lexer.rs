//! The lexer: turns assembly text into tokens on demand, without allocating.
//!
//! Comments (`//` and `;` to the end of the line, `/* … */`) and blanks are skipped;
//! line breaks are tokens because statements are line-oriented. A block comment that
//! spans a line break counts as one line break.

use super::bytescan::find_any;
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

/// A tokenizer over one text, with one token of look-ahead (always scanned: peeking is
/// then a copy, and every token is scanned once either way).
pub struct Lexer<'a> {
    text: &'a str,
    /// Where the token after `next` starts to be scanned.
    pos: usize,
    next: Token,
    prev_end: u32,
}

impl<'a> Lexer<'a> {
    /// A lexer at the start of `text` (after a UTF-8 byte-order mark, which editors on
    /// Windows write; spans still count from the start of `text`).
    pub fn new(text: &'a str) -> Lexer<'a> {
        let bom = if text.starts_with('\u{FEFF}') {
            '\u{FEFF}'.len_utf8()
        } else {
            0
        };
        let mut lx = Lexer {
            text,
            pos: bom,
            next: Token {
                kind: Tok::Eof,
                start: 0,
                end: 0,
            },
            prev_end: 0,
        };
        lx.next = lx.scan();
        lx
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
    #[inline]
    pub fn peek(&mut self) -> Token {
        self.next
    }

    /// Consumes and returns the next token.
    #[inline]
    pub fn next_token(&mut self) -> Token {
        let t = self.next;
        self.next = self.scan();
        if !matches!(t.kind, Tok::Newline | Tok::Eof) {
            self.prev_end = t.end;
        }
        t
    }

    /// Consumes everything up to byte `pos` of the current line (which the caller has
    /// checked holds one token's worth of identifier bytes after a `.`, no line break).
    pub fn advance_to(&mut self, pos: u32) {
        self.pos = pos as usize;
        self.next = self.scan();
        self.prev_end = pos;
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
    ///
    /// No token holds a `\n`, `;` or `/` byte, and only there can a line end or a
    /// comment start, so the skip jumps from byte to such byte instead of lexing every
    /// token (the end of the last token skipped is not recorded: nothing reads it
    /// before the next statement consumes a token).
    pub fn skip_line(&mut self) {
        let bytes = self.text.as_bytes();
        while !matches!(self.next.kind, Tok::Newline | Tok::Eof) {
            self.pos = find_any(bytes, self.pos, [b'\n', b';', b'/']);
            self.next = self.scan();
        }
    }

    /// The next token: blanks, line breaks, identifiers and punctuation here (the
    /// common tokens), the rest in [`Lexer::scan_other`].
    fn scan(&mut self) -> Token {
        let bytes = self.text.as_bytes();
        // A local position: blanks cost no store each.
        let mut pos = self.pos;
        while let Some(&b) = bytes.get(pos) {
            let (kind, end) = match CLASS[usize::from(b)] {
                Class::Blank => {
                    pos += 1;
                    continue;
                }
                Class::Newline => (Tok::Newline, pos + 1),
                Class::IdentStart => (Tok::Ident, scan_while(bytes, pos + 1, &IDENT)),
                Class::Punct(kind) => (kind, pos + 1),
                _ => {
                    self.pos = pos;
                    return self.scan_other();
                }
            };
            self.pos = end;
            return self.make(kind, pos, end);
        }
        self.pos = pos;
        self.make(Tok::Eof, pos, pos)
    }

    /// [`Lexer::scan`] for the rest: comments, numbers, dots and unknown characters.
    #[inline(never)]
    fn scan_other(&mut self) -> Token {
        let bytes = self.text.as_bytes();
        loop {
            let Some(&b) = bytes.get(self.pos) else {
                return self.make(Tok::Eof, self.pos, self.pos);
            };
            let start = self.pos;
            // One table lookup per byte instead of a chain of comparisons (cheap on the
            // happy path and under a fuzzer's comparison tracing alike).
            match CLASS[usize::from(b)] {
                Class::Blank => self.pos += 1,
                Class::Newline => {
                    self.pos += 1;
                    return self.make(Tok::Newline, start, self.pos);
                }
                Class::Semicolon => self.skip_to_eol(),
                Class::Slash => match bytes.get(start + 1) {
                    Some(b'/') => self.skip_to_eol(),
                    Some(b'*') => match find(bytes, start + 2, b"*/") {
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
                    },
                    _ => {
                        self.pos = start + 1;
                        return self.make(Tok::Unknown, start, self.pos);
                    }
                },
                Class::IdentStart => {
                    self.pos = scan_while(bytes, start + 1, &IDENT);
                    return self.make(Tok::Ident, start, self.pos);
                }
                Class::Digit => {
                    self.pos = scan_number(bytes, start);
                    return self.make(Tok::Number, start, self.pos);
                }
                Class::Dot => {
                    if bytes.get(start + 1).is_some_and(|&n| DIGIT[usize::from(n)]) {
                        self.pos = scan_number(bytes, start);
                        return self.make(Tok::Number, start, self.pos);
                    }
                    self.pos = start + 1;
                    return self.make(Tok::Dot, start, self.pos);
                }
                Class::Punct(kind) => {
                    self.pos = start + 1;
                    return self.make(kind, start, self.pos);
                }
                Class::Other => {
                    // `start` is a character boundary: its byte says the length.
                    let len = usize::from(UTF8_LEN[usize::from(b)]);
                    self.pos = start + len;
                    return self.make(Tok::Unknown, start, self.pos);
                }
            }
        }
    }

    fn skip_to_eol(&mut self) {
        // `memchr`'s vector search: a comment line is tens of bytes (every suite case
        // starts with three), where it beats [`find_any`]'s eight bytes a step.
        let bytes = self.text.as_bytes();
        let rest = bytes.get(self.pos..).unwrap_or(&[]);
        self.pos = memchr::memchr(b'\n', rest).map_or(bytes.len(), |i| self.pos + i);
    }

    fn make(&self, kind: Tok, start: usize, end: usize) -> Token {
        Token {
            kind,
            start: start as u32,
            end: end as u32,
        }
    }
}

/// What a byte starts, for the lexer's dispatch.
#[derive(Clone, Copy)]
enum Class {
    /// Space, tab, CR, VT, FF.
    Blank,
    /// `\n`.
    Newline,
    /// `;` (a comment to the end of the line).
    Semicolon,
    /// `/`: a comment, or an unknown character.
    Slash,
    /// `[A-Za-z_]`.
    IdentStart,
    /// `[0-9]`.
    Digit,
    /// `.`: a number (`.5`) or a dot.
    Dot,
    /// A one-byte punctuation token.
    Punct(Tok),
    /// Anything else (one whole UTF-8 character becomes an unknown token).
    Other,
}

const fn class_table() -> [Class; 256] {
    let mut t = [Class::Other; 256];
    let mut i = 0;
    while i < 256 {
        let b = i as u8;
        t[i] = match b {
            b' ' | b'\t' | b'\r' | 0x0B | 0x0C => Class::Blank,
            b'\n' => Class::Newline,
            b';' => Class::Semicolon,
            b'/' => Class::Slash,
            b'a'..=b'z' | b'A'..=b'Z' | b'_' => Class::IdentStart,
            b'0'..=b'9' => Class::Digit,
            b'.' => Class::Dot,
            b',' => Class::Punct(Tok::Comma),
            b'-' => Class::Punct(Tok::Minus),
            b'+' => Class::Punct(Tok::Plus),
            b'!' => Class::Punct(Tok::Bang),
            b'(' => Class::Punct(Tok::LParen),
            b')' => Class::Punct(Tok::RParen),
            b'[' => Class::Punct(Tok::LBracket),
            b']' => Class::Punct(Tok::RBracket),
            b'@' => Class::Punct(Tok::At),
            _ => Class::Other,
        };
        i += 1;
    }
    t
}

/// Which of the byte sets below to build.
#[derive(Clone, Copy)]
enum Set {
    Ident,
    Digit,
    Hex,
}

const fn byte_set(set: Set) -> [bool; 256] {
    let mut t = [false; 256];
    let mut i = 0;
    while i < 256 {
        let b = i as u8;
        t[i] = match set {
            Set::Ident => b.is_ascii_alphanumeric() || b == b'_',
            Set::Digit => b.is_ascii_digit(),
            Set::Hex => b.is_ascii_hexdigit(),
        };
        i += 1;
    }
    t
}

static CLASS: [Class; 256] = class_table();
/// The length of a UTF-8 character by its first byte (1 for the rest).
static UTF8_LEN: [u8; 256] = utf8_len_table();

const fn utf8_len_table() -> [u8; 256] {
    let mut t = [1u8; 256];
    let mut i = 0xC0;
    while i < 256 {
        t[i] = if i >= 0xF0 {
            4
        } else if i >= 0xE0 {
            3
        } else {
            2
        };
        i += 1;
    }
    t
}
/// The bytes that continue an identifier: `[A-Za-z0-9_]`.
static IDENT: [bool; 256] = byte_set(Set::Ident);
static DIGIT: [bool; 256] = byte_set(Set::Digit);
static HEX: [bool; 256] = byte_set(Set::Hex);

/// The first index from `i` whose byte is not in `set` (or the end).
fn scan_while(bytes: &[u8], i: usize, set: &[bool; 256]) -> usize {
    let rest = bytes.get(i..).unwrap_or(&[]);
    i + rest
        .iter()
        .position(|&b| !set[usize::from(b)])
        .unwrap_or(rest.len())
}

fn find(bytes: &[u8], from: usize, needle: &[u8]) -> Option<usize> {
    memchr::memmem::find(bytes.get(from..)?, needle).map(|p| p + from)
}

/// The end of the number starting at `start`: hex (`0x…`), or digits with an optional
/// fraction, exponent and `f` suffix.
fn scan_number(bytes: &[u8], start: usize) -> usize {
    let at = |i: usize| bytes.get(i).copied().unwrap_or(0);
    let is = |set: &[bool; 256], i: usize| set[usize::from(at(i))];
    if at(start) == b'0' && matches!(at(start + 1), b'x' | b'X') && is(&HEX, start + 2) {
        return scan_while(bytes, start + 2, &HEX);
    }
    let mut i = scan_while(bytes, start, &DIGIT);
    if at(i) == b'.' {
        i = scan_while(bytes, i + 1, &DIGIT);
    }
    if matches!(at(i), b'e' | b'E') {
        let sign = usize::from(matches!(at(i + 1), b'+' | b'-'));
        if is(&DIGIT, i + 1 + sign) {
            i = scan_while(bytes, i + 1 + sign, &DIGIT);
        }
    }
    if matches!(at(i), b'f' | b'F') && !is(&IDENT, i + 1) {
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

    /// The jumping `skip_line` stops where skipping token by token stops, with the same
    /// tokens after it.
    #[test]
    fn skipping_a_line_matches_skipping_its_tokens() {
        let lines = [
            "a b ; c\nd",
            "a /* x */ b\nc",
            "a /* \n */ c",
            "a /* unclosed",
            "a / b // c\n d",
            "x é ü 1.5e3 0x1f , [ ] ( ) ! @\n +",
            "r0.xy, -c[a0.x + 3]_abs",
            "",
            "\n",
            "a;",
            "a /",
        ];
        for line in lines {
            for first in 0..3 {
                let mut fast = Lexer::new(line);
                let mut slow = Lexer::new(line);
                for _ in 0..first {
                    fast.next_token();
                    slow.next_token();
                }
                fast.skip_line();
                while !matches!(slow.peek().kind, Tok::Newline | Tok::Eof) {
                    slow.next_token();
                }
                loop {
                    let (f, s) = (fast.next_token(), slow.next_token());
                    assert_eq!(f, s, "{line:?} after {first} tokens");
                    if f.kind == Tok::Eof {
                        break;
                    }
                }
            }
        }
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
