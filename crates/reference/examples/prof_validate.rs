use shadercts_reference::validate::validate_with_text;
use shadercts_reference::RuleSet;
use shadercts_shader::{bytecode, text, Model};
use std::hint::black_box;
#[derive(serde::Deserialize)]
struct Case { #[serde(default)] valid: Option<Valid> }
#[derive(serde::Deserialize)]
#[serde(untagged)]
enum Valid { Text(String), Flag(serde::de::IgnoredAny) }
fn main() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/rule_cases");
    let mut texts: Vec<String> = Vec::new();
    let mut paths: Vec<_> = std::fs::read_dir(dir).unwrap().filter_map(|e| e.ok().map(|e| e.path())).collect();
    paths.sort();
    for p in paths {
        let yaml = std::fs::read_to_string(&p).unwrap();
        let cases: Vec<Case> = serde_saphyr::from_str(&yaml).unwrap();
        for c in cases { if let Some(Valid::Text(t)) = c.valid { texts.push(t); } }
    }
    let model = Model::embedded();
    let rules = RuleSet::embedded_default();
    let corpus: Vec<&String> = texts.iter().filter(|t| text::parse(t, model).is_ok_and(|p| validate_with_text(&p, Some(t), rules, model).is_empty())).collect();
    let iters: usize = std::env::args().nth(1).and_then(|a| a.parse().ok()).unwrap_or(100);
    eprintln!("corpus {} vocab {}", corpus.len(), rules.vocab().len());
    let t = std::time::Instant::now();
    run_loop(iters, &corpus, model, rules);
    let n = (iters * corpus.len()) as f64;
    eprintln!("{:.0} shaders/s", n / t.elapsed().as_secs_f64());
}

#[inline(never)]
fn run_loop(iters: usize, corpus: &[&String], model: &Model, rules: &RuleSet) {
    for _ in 0..iters {
        for t in corpus {
            if let Ok(p) = text::parse(black_box(t), model) {
                black_box(validate_with_text(&p, Some(t), rules, model));
                black_box(bytecode::encode(&p).ok());
            }
        }
    }
}
