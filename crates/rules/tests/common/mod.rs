//! Helpers shared by the engine tests: inline rule sets and shader text.
#![allow(dead_code)]
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code: a failure is the report

use shadercts_rules::{RuleSet, Violation};
use shadercts_shader::{Model, Program};

/// The embedded shader-model tables.
pub fn model() -> &'static Model {
    Model::embedded()
}

/// Compiles an inline rule file, failing the test with the rendered diagnostics.
pub fn rules(yaml: &str) -> RuleSet {
    match RuleSet::from_sources(&[("test.yaml", yaml)], model()) {
        Ok(r) => r,
        Err(e) => panic!("rule file does not load:\n{e}"),
    }
}

/// The rendered diagnostics of an inline rule file that must not load.
pub fn errors(yaml: &str) -> String {
    match RuleSet::from_sources(&[("test.yaml", yaml)], model()) {
        Ok(_) => panic!("rule file unexpectedly loads:\n{yaml}"),
        Err(e) => e.to_string(),
    }
}

/// Parses shader text, failing the test with the rendered diagnostics.
pub fn parse(src: &str) -> Program {
    match shadercts_shader::text::parse(src, model()) {
        Ok(p) => p,
        Err(d) => panic!("{}", shadercts_shader::diag::render(&d, "shader.asm", src)),
    }
}

/// The violations of `src` under `rs`, as (rule id, text under the span).
pub fn check(rs: &RuleSet, src: &str) -> Vec<(String, String)> {
    let p = parse(src);
    rs.check(&p, Some(src))
        .into_iter()
        .map(|v| (v.rule.clone(), spanned(src, &v)))
        .collect()
}

/// The byte offsets the violations start at, in the order the rule set reports them.
pub fn starts(rs: &RuleSet, src: &str) -> Vec<usize> {
    rs.check(&parse(src), Some(src))
        .iter()
        .map(|v| v.span.start as usize)
        .collect()
}

/// The violations with their messages.
pub fn messages(rs: &RuleSet, src: &str) -> Vec<String> {
    let p = parse(src);
    rs.check(&p, Some(src))
        .into_iter()
        .map(|v| v.message)
        .collect()
}

/// The text a violation points at.
pub fn spanned(src: &str, v: &Violation) -> String {
    src.get(v.span.range()).unwrap_or("<bad span>").to_string()
}

/// A rule record around a check, for profiles `profiles`.
pub fn rule(id: &str, profiles: &str, check: &str) -> String {
    format!(
        "- id: {id}\n  title: test rule {id}\n  source: {{ doc: test }}\n  profiles: {profiles}\n  kind: static\n  level: native\n  check:\n{}\n",
        indent(check, 4)
    )
}

/// Indents every line of `s` by `n` spaces.
pub fn indent(s: &str, n: usize) -> String {
    s.lines()
        .map(|l| format!("{}{}", " ".repeat(n), l))
        .collect::<Vec<_>>()
        .join("\n")
}

/// (rule, text) pairs from literals.
pub fn v(pairs: &[(&str, &str)]) -> Vec<(String, String)> {
    pairs
        .iter()
        .map(|(a, b)| (a.to_string(), b.to_string()))
        .collect()
}
