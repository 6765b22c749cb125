//! Issue 13 items 4 and 9 at the library level: the printer's indentation is bounded, a
//! leading byte-order mark is skipped, and the line index agrees with `line_col`.

use shadercts_shader::print::{print, MAX_INDENT_DEPTH};
use shadercts_shader::span::{line_col, LineIndex};
use shadercts_shader::text::parse;
use shadercts_shader::{bytecode, Model};

fn model() -> &'static Model {
    Model::embedded()
}

fn deep_if(depth: usize) -> String {
    let mut s = String::from("vs_3_0\ndefb b0, true\n");
    s.push_str(&"if b0\n".repeat(depth));
    s.push_str("mov r0, c0\n");
    s.push_str(&"endif\n".repeat(depth));
    s.push_str("mov oPos, r0\n");
    s
}

#[test]
fn deep_nesting_prints_linear_text_that_parses_to_the_same_tokens() {
    let program = parse(&deep_if(10_000), model()).unwrap_or_else(|d| panic!("{d:?}"));
    let text = print(&program, model());
    // Unbounded, the indentation alone was 4 · 10,000² = 400 MB.
    assert!(text.len() < 4_000_000, "{} bytes", text.len());
    let widest = text
        .lines()
        .map(|l| l.len() - l.trim_start().len())
        .max()
        .unwrap_or(0);
    assert_eq!(widest, 4 * MAX_INDENT_DEPTH);
    let again = parse(&text, model()).unwrap_or_else(|d| panic!("{d:?}"));
    assert_eq!(
        bytecode::encode(&program).ok(),
        bytecode::encode(&again).ok(),
        "same tokens"
    );
    assert_eq!(print(&again, model()), text, "printing is stable");
}

#[test]
fn shallow_nesting_is_indented_as_before() {
    let program = parse(&deep_if(3), model()).unwrap_or_else(|d| panic!("{d:?}"));
    let text = print(&program, model());
    assert!(text.contains("\n            mov r0, c0\n"), "{text}");
}

#[test]
fn a_leading_byte_order_mark_is_skipped_and_spans_count_from_the_file_start() {
    let src = "\u{FEFF}ps_2_0\ndcl t0\nmov oC0, t0\n";
    let with = parse(src, model()).unwrap_or_else(|d| panic!("{d:?}"));
    let without = parse(&src[3..], model()).unwrap_or_else(|d| panic!("{d:?}"));
    assert_eq!(with.instructions.len(), without.instructions.len());
    assert_eq!(
        bytecode::encode(&with).ok(),
        bytecode::encode(&without).ok()
    );
    // The second `dcl` line starts at byte 3 + 7 of the text with the mark.
    assert_eq!(with.instructions[0].span.start, 10);
    // A mark that is not at the start is still an error.
    assert!(parse("ps_2_0\n\u{FEFF}dcl t0\n", model()).is_err());
}

#[test]
fn line_index_agrees_with_line_col() {
    let text = "vs_2_0\r\nmov r0, c0 // é\n\n∑ x\nlast";
    let index = LineIndex::new(text);
    for off in (0..=text.len() + 3).filter(|&o| o >= text.len() || text.is_char_boundary(o)) {
        assert_eq!(
            index.line_col(text, off),
            line_col(text, off),
            "offset {off}"
        );
    }
}
