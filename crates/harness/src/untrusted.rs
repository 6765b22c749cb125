//! Escaping of untrusted text: case ids and versions from a manifest, the name and
//! version a backend gives in its handshake, its messages and the tail of its standard
//! error. Printed raw, such text can forge a line (`\n result: PASS`), rewrite the
//! terminal (ESC sequences, CR), ring the bell, or reorder what a reader sees (U+202E
//! and the other bidirectional controls). Every report escapes it through here: the
//! terminal summary ([`line`]), the certificate ([`markdown`]), the JUnit XML and the
//! HTML report ([`line`] before their own XML/HTML escaping).

use std::borrow::Cow;

/// True for a character that must not reach a terminal or a document raw: C0 and C1
/// controls (newline, CR, ESC, BEL, NUL, …), DEL, the line and paragraph separators,
/// the bidirectional controls and marks, zero-width characters and the byte-order mark.
pub fn is_unsafe(c: char) -> bool {
    c.is_control()
        || matches!(
            c,
            '\u{061C}'              // arabic letter mark
            | '\u{200B}'..='\u{200F}' // zero width space/joiners, LRM, RLM
            | '\u{2028}' | '\u{2029}' // line and paragraph separators
            | '\u{202A}'..='\u{202E}' // embeddings and overrides (U+202E: RLO)
            | '\u{2060}'..='\u{2064}' // word joiner, invisible operators
            | '\u{2066}'..='\u{2069}' // isolates
            | '\u{FEFF}'              // byte-order mark / zero width no-break space
            | '\u{FFF9}'..='\u{FFFB}' // interlinear annotations
        )
}

/// `s` as one safe line: every [`is_unsafe`] character written as an escape (`\n`,
/// `\r`, `\t`, else `\u{1b}`), everything else as it is. Borrowed when nothing needs
/// escaping (the usual case).
pub fn line(s: &str) -> Cow<'_, str> {
    if !s.chars().any(is_unsafe) {
        return Cow::Borrowed(s);
    }
    let mut out = String::with_capacity(s.len() + 8);
    for c in s.chars() {
        push_escaped(&mut out, c);
    }
    Cow::Owned(out)
}

fn push_escaped(out: &mut String, c: char) {
    match c {
        '\n' => out.push_str("\\n"),
        '\r' => out.push_str("\\r"),
        '\t' => out.push_str("\\t"),
        c if is_unsafe(c) => out.push_str(&format!("\\u{{{:x}}}", c as u32)),
        c => out.push(c),
    }
}

/// A whole rendered document (the HTML page) with every [`is_unsafe`] character but
/// newline and tab written as a visible escape: markup escaping (`&#x202E;`) would
/// still reach the reader as the character itself, so a bidirectional override or an
/// ESC in a case id or a backend's message must become text. Newlines and tabs stay
/// (the page's own layout, multi-line messages in `<pre>`).
pub fn document(s: &str) -> Cow<'_, str> {
    let keep = |c: char| c == '\n' || c == '\t';
    if !s.chars().any(|c| is_unsafe(c) && !keep(c)) {
        return Cow::Borrowed(s);
    }
    let mut out = String::with_capacity(s.len() + 16);
    for c in s.chars() {
        if keep(c) {
            out.push(c);
        } else {
            push_escaped(&mut out, c);
        }
    }
    Cow::Owned(out)
}

/// `s` as inline Markdown text (a table cell, a list item after its marker, a bold
/// run): [`line`], then every character that can open or close something in Markdown
/// or inline HTML (backslash, backtick and `* _ [ ] < > | # ! ~ &`) backslash-escaped, so that a case id
/// can neither end a table cell, open a code span, emphasis or a link, nor inject HTML.
/// (The text never starts a line, so list and heading markers need no escape.)
pub fn markdown(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 8);
    for c in s.chars() {
        match c {
            '\\' | '`' | '*' | '_' | '[' | ']' | '<' | '>' | '|' | '#' | '!' | '~' | '&' => {
                out.push('\\');
                out.push(c);
            }
            c => push_escaped(&mut out, c),
        }
    }
    out
}

/// `s` inside a Markdown code span: [`line`], with backticks replaced by `'` (a code
/// span cannot hold its own delimiter reliably) and `|` escaped (it would end a table
/// cell even inside a code span).
pub fn markdown_code(s: &str) -> String {
    line(s).replace('`', "'").replace('|', "\\|")
}

#[cfg(test)]
mod tests {
    use super::*;

    const HOSTILE: &str = "x\n result: PASS\u{1b}[2J\r\u{7}\u{202E}gnp.exe";

    #[test]
    fn lines_keep_plain_text_and_escape_controls() {
        assert!(matches!(line("ps.oC/valid/ps_2_0/a-b"), Cow::Borrowed(_)));
        let s = line(HOSTILE);
        assert_eq!(s, "x\\n result: PASS\\u{1b}[2J\\r\\u{7}\\u{202e}gnp.exe");
        assert!(!s.chars().any(is_unsafe));
        assert_eq!(line("é ü 日本"), "é ü 日本");
    }

    #[test]
    fn documents_keep_their_layout_and_lose_controls() {
        assert!(matches!(document("<p>\n\ta</p>"), Cow::Borrowed(_)));
        let d = document(HOSTILE);
        assert!(d.starts_with("x\n result"), "{d}");
        assert!(!d.chars().any(|c| is_unsafe(c) && c != '\n'), "{d}");
    }

    #[test]
    fn markdown_escapes_structure_and_controls() {
        let s = markdown("a|b`c<script>*x*\n# h");
        assert_eq!(s, "a\\|b\\`c\\<script\\>\\*x\\*\\n\\# h");
        assert!(!markdown(HOSTILE).chars().any(is_unsafe));
        assert_eq!(markdown("ps.oC/valid/ps_2_0"), "ps.oC/valid/ps\\_2\\_0");
        assert_eq!(markdown_code("a`b|c\u{202E}"), "a'b\\|c\\u{202e}");
    }
}
