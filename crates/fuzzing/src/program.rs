//! Small helpers over programs that several targets and the reducer share.

use shadercts_shader::ir::{Instruction, Program};
use shadercts_shader::opcode::Opcode;
use shadercts_shader::Span;

/// A copy of `p` with every span cleared, for comparing programs from different texts.
pub fn without_spans(p: &Program) -> Program {
    let mut q = p.clone();
    q.version_span = Span::default();
    for ins in &mut q.instructions {
        ins.span = Span::default();
        ins.mnemonic_span = Span::default();
        if let Some(d) = &mut ins.dst {
            d.span = Span::default();
            if let Some(r) = &mut d.rel {
                r.span = Span::default();
            }
        }
        for s in ins.srcs.iter_mut().chain(ins.predicate.iter_mut()) {
            s.span = Span::default();
            if let Some(r) = &mut s.rel {
                r.span = Span::default();
            }
        }
    }
    q
}

/// Whether `ins` declares or defines rather than computes (`dcl`, `def`, `defi`, `defb`).
pub fn is_declaration(ins: &Instruction) -> bool {
    matches!(
        ins.opcode,
        Opcode::DCL | Opcode::DEF | Opcode::DEFI | Opcode::DEFB
    )
}

/// The number of statements of `p` that are not declarations.
pub fn code_len(p: &Program) -> usize {
    p.instructions.iter().filter(|i| !is_declaration(i)).count()
}

/// Where two programs (spans ignored) first differ, for messages.
pub fn first_difference(a: &Program, b: &Program) -> String {
    let (a, b) = (without_spans(a), without_spans(b));
    if a.profile != b.profile {
        return format!("profile {} vs {}", a.profile, b.profile);
    }
    let i = a
        .instructions
        .iter()
        .zip(&b.instructions)
        .take_while(|(x, y)| x == y)
        .count();
    match (a.instructions.get(i), b.instructions.get(i)) {
        (Some(x), Some(y)) => format!("statement {i}: {x:?}\n  vs {y:?}"),
        _ => format!(
            "{} vs {} statements",
            a.instructions.len(),
            b.instructions.len()
        ),
    }
}
