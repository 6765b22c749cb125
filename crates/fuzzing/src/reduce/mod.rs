//! Test-case reduction: the smallest shader that still fails the same way.
//!
//! [`reduce_text`] takes a shader and an *interestingness* test (does this text still
//! fail the same way?). When the shader parses and its canonical print still fails, it
//! works on the program: delta debugging over the instructions, then over the
//! declarations, then single operand simplifications ([`simplify::EDITS`]), repeated
//! until nothing changes; every candidate is printed and must parse again before it is
//! tested. Otherwise (text that does not parse, or a failure that depends on the
//! spelling) it runs delta debugging over lines, then characters. [`reduce_tokens`]
//! does the same over the tokens of a bytecode input. Results of the test are cached
//! by text.

pub mod backend;
pub mod ddmin;
pub mod simplify;

use crate::program::is_declaration;
use ddmin::ddmin;
use shadercts_shader::ir::{Instruction, Program};
use shadercts_shader::{print, text, Model};
use std::collections::HashMap;
use std::fmt;

/// The outcome of a reduction.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reduction {
    /// The reduced shader (canonical text when it went through the program).
    pub text: String,
    /// How many candidates were tested.
    pub tests: usize,
    /// Statements of the original and of the result (0 when they do not parse).
    pub statements: (usize, usize),
}

/// Why nothing could be reduced.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReduceError {
    /// The input itself does not fail: there is nothing to keep.
    NotFailing,
}

impl fmt::Display for ReduceError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReduceError::NotFailing => {
                f.write_str("the input does not fail, so there is nothing to reduce")
            }
        }
    }
}

impl std::error::Error for ReduceError {}

/// Most rounds of instruction, declaration and operand passes.
const MAX_ROUNDS: usize = 6;
/// Inputs longer than this are not reduced character by character.
const MAX_CHAR_DDMIN: usize = 4096;

struct Reducer<'a> {
    model: &'a Model,
    interesting: &'a mut dyn FnMut(&str) -> bool,
    cache: HashMap<String, bool>,
    tests: usize,
}

impl Reducer<'_> {
    fn test_text(&mut self, t: &str) -> bool {
        if let Some(&r) = self.cache.get(t) {
            return r;
        }
        self.tests += 1;
        let r = (self.interesting)(t);
        self.cache.insert(t.to_string(), r);
        r
    }

    fn test_program(&mut self, p: &Program) -> bool {
        let t = print::print(p, self.model);
        text::parse(&t, self.model).is_ok() && self.test_text(&t)
    }

    /// Delta debugging over the statements that `select` picks, keeping the others.
    fn ddmin_statements(&mut self, p: &Program, select: fn(&Instruction) -> bool) -> Program {
        let picked: Vec<usize> = (0..p.instructions.len())
            .filter(|&i| select(&p.instructions[i]))
            .collect();
        let build = |keep: &[usize]| -> Program {
            let mut q = p.clone();
            q.instructions = (0..p.instructions.len())
                .filter(|i| !select(&p.instructions[*i]) || keep.contains(i))
                .map(|i| p.instructions[i].clone())
                .collect();
            q
        };
        let kept = ddmin(&picked, &mut |keep: &[usize]| {
            self.test_program(&build(keep))
        });
        build(&kept)
    }

    /// Tries every edit on every statement, keeping those that stay interesting.
    fn simplify(&mut self, mut p: Program) -> Program {
        for i in 0..p.instructions.len() {
            for edit in simplify::EDITS {
                let Some(ins) = edit(&p.instructions[i]) else {
                    continue;
                };
                let mut q = p.clone();
                q.instructions[i] = ins;
                if self.test_program(&q) {
                    p = q;
                }
            }
        }
        p
    }

    fn reduce_program(&mut self, mut p: Program) -> Program {
        for _ in 0..MAX_ROUNDS {
            let before = p.clone();
            p = self.ddmin_statements(&p, |i| !is_declaration(i));
            p = self.ddmin_statements(&p, is_declaration);
            p = self.simplify(p);
            if p == before {
                break;
            }
        }
        p
    }

    fn reduce_lines(&mut self, src: &str) -> String {
        let lines: Vec<&str> = src.split_inclusive('\n').collect();
        let kept = ddmin(&lines, &mut |l: &[&str]| self.test_text(&l.concat()));
        let t = kept.concat();
        if t.chars().count() > MAX_CHAR_DDMIN {
            return t;
        }
        let chars: Vec<char> = t.chars().collect();
        let kept = ddmin(&chars, &mut |c: &[char]| {
            self.test_text(&c.iter().collect::<String>())
        });
        kept.into_iter().collect()
    }
}

/// The statements of `t` (0 when it does not parse).
fn statements(t: &str, model: &Model) -> usize {
    text::parse(t, model).map_or(0, |p| p.instructions.len())
}

/// Shrinks `src` to a shader for which `interesting` still holds.
pub fn reduce_text(
    src: &str,
    model: &Model,
    interesting: &mut dyn FnMut(&str) -> bool,
) -> Result<Reduction, ReduceError> {
    let mut r = Reducer {
        model,
        interesting,
        cache: HashMap::new(),
        tests: 0,
    };
    if !r.test_text(src) {
        return Err(ReduceError::NotFailing);
    }
    let count = |t: &str| statements(t, model);
    let before = count(src);
    let text = match text::parse(src, model) {
        Ok(p) if r.test_program(&p) => print::print(&r.reduce_program(p), model),
        _ => r.reduce_lines(src),
    };
    Ok(Reduction {
        statements: (before, count(&text)),
        text,
        tests: r.tests,
    })
}

/// Shrinks a token stream (little-endian bytes) by delta debugging over whole tokens,
/// keeping the version token first; `interesting` sees candidate bytes.
pub fn reduce_tokens(
    bytes: &[u8],
    interesting: &mut dyn FnMut(&[u8]) -> bool,
) -> Result<(Vec<u8>, usize), ReduceError> {
    let mut tests = 1;
    if !interesting(bytes) {
        return Err(ReduceError::NotFailing);
    }
    let whole = bytes.len() - bytes.len() % 4;
    let tail = &bytes[whole..];
    let tokens: Vec<[u8; 4]> = bytes[..whole]
        .chunks_exact(4)
        .map(|c| [c[0], c[1], c[2], c[3]])
        .collect();
    let join = |t: &[[u8; 4]]| -> Vec<u8> { t.iter().flatten().chain(tail).copied().collect() };
    let kept = ddmin(&tokens, &mut |t: &[[u8; 4]]| {
        tests += 1;
        interesting(&join(t))
    });
    Ok((join(&kept), tests))
}

/// The outcome of reducing a vertex/pixel pair.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PairReduction {
    /// The reduced vertex shader.
    pub vs: Reduction,
    /// The reduced pixel shader.
    pub ps: Reduction,
}

/// Shrinks a vertex/pixel pair for which `interesting(vs, ps)` holds: each shader in
/// turn with the other fixed, until neither shrinks further.
pub fn reduce_pair(
    vs: &str,
    ps: &str,
    model: &Model,
    interesting: &mut dyn FnMut(&str, &str) -> bool,
) -> Result<PairReduction, ReduceError> {
    if !interesting(vs, ps) {
        return Err(ReduceError::NotFailing);
    }
    let count = |t: &str| statements(t, model);
    let (mut v, mut p) = (vs.to_string(), ps.to_string());
    let mut tests = (0, 0);
    for _ in 0..MAX_ROUNDS {
        let (v0, p0) = (v.clone(), p.clone());
        let fixed_ps = p.clone();
        let rv = reduce_text(&v, model, &mut |t: &str| interesting(t, &fixed_ps))?;
        tests.0 += rv.tests;
        v = rv.text;
        let fixed_vs = v.clone();
        let rp = reduce_text(&p, model, &mut |t: &str| interesting(&fixed_vs, t))?;
        tests.1 += rp.tests;
        p = rp.text;
        if v == v0 && p == p0 {
            break;
        }
    }
    Ok(PairReduction {
        vs: Reduction {
            statements: (count(vs), count(&v)),
            text: v,
            tests: tests.0,
        },
        ps: Reduction {
            statements: (count(ps), count(&p)),
            text: p,
            tests: tests.1,
        },
    })
}
