//! Token streams as text: eight lower-case hex words per line.

/// Formats tokens as hex words, eight per line.
pub fn format_words(tokens: &[u32]) -> String {
    let mut out = String::with_capacity(tokens.len() * 9 + 8);
    for (i, t) in tokens.iter().enumerate() {
        out.push_str(&format!("{t:08x}"));
        out.push(if i % 8 == 7 || i + 1 == tokens.len() {
            '\n'
        } else {
            ' '
        });
    }
    out
}

/// Parses hex words (optionally `0x`-prefixed, separated by white space or commas) into
/// little-endian bytes; `Err` names the first bad word.
pub fn parse_words(text: &str) -> Result<Vec<u8>, String> {
    let mut bytes = Vec::new();
    for (n, word) in text
        .split(|c: char| c.is_whitespace() || c == ',')
        .filter(|w| !w.is_empty())
        .enumerate()
    {
        let digits = word.strip_prefix("0x").unwrap_or(word);
        let v = u32::from_str_radix(digits, 16)
            .map_err(|_| format!("word {} (`{word}`) is not a 32-bit hex number", n + 1))?;
        bytes.extend_from_slice(&v.to_le_bytes());
    }
    Ok(bytes)
}
