//! The reference implementation as the generator's oracle, and the rule catalogue of a
//! loaded rule set.

use crate::catalog::{RuleCatalog, RuleInfo, RuleKind};
use crate::oracle::{Observed, Oracle};
use shadercts_reference::{validate_with_text, RuleSet, Violation};
use shadercts_rules::{Conformance, Stage};
use shadercts_shader::span::line_col;
use shadercts_shader::{Model, Program};

/// The reference validator and linker. The generator gives it the rules at the
/// documented level (every rule): a case's author expectation lists every rule it breaks,
/// and the native expectation is that list without the documented-level rules.
pub struct ReferenceOracle<'a> {
    rules: &'a RuleSet,
    model: &'a Model,
}

impl<'a> ReferenceOracle<'a> {
    /// An oracle over `rules`, for programs parsed with `model`.
    pub fn new(rules: &'a RuleSet, model: &'a Model) -> ReferenceOracle<'a> {
        ReferenceOracle { rules, model }
    }
}

fn observe(out: &mut Observed, v: &[Violation], text: Option<&str>, prefix: &str) {
    for x in v {
        out.rules.insert(x.rule.clone());
        let at = match text {
            Some(t) => format!("line {}", line_col(t, x.span.start as usize).0),
            None => format!("bytes {}..{}", x.span.start, x.span.end),
        };
        out.details
            .push(format!("{prefix}{at}: {}: {}", x.rule, x.message));
    }
}

impl Oracle for ReferenceOracle<'_> {
    fn name(&self) -> &str {
        "reference"
    }

    fn documented_only(&self, rules: &[String]) -> bool {
        !rules.is_empty()
            && rules
                .iter()
                .all(|r| self.rules.conformance_of(r) == Conformance::Documented)
    }

    fn validate(&self, program: &Program, text: Option<&str>) -> Observed {
        let mut o = Observed::default();
        let v = validate_with_text(program, text, self.rules, self.model);
        observe(&mut o, &v, text, "");
        o
    }

    fn link(&self, vs: &Program, vs_text: &str, ps: &Program, ps_text: &str) -> Observed {
        // A link case is about the pair: each program must also be valid on its own.
        let mut o = Observed::default();
        let v = validate_with_text(vs, Some(vs_text), self.rules, self.model);
        observe(&mut o, &v, Some(vs_text), "vs ");
        let p = validate_with_text(ps, Some(ps_text), self.rules, self.model);
        observe(&mut o, &p, Some(ps_text), "ps ");
        for x in self.rules.check_link(vs, Some(vs_text), ps, Some(ps_text)) {
            let (prefix, text) = match x.stage {
                Some(Stage::Ps) => ("ps ", ps_text),
                _ => ("vs ", vs_text),
            };
            observe(&mut o, std::slice::from_ref(&x), Some(text), prefix);
        }
        o
    }
}

/// The catalogue of a rule set; `sources` are the `(path, text)` of the rule files and
/// model tables, for the manifest's `rules_sha256`.
pub fn catalog(rules: &RuleSet, model: &Model, sources: Vec<(String, String)>) -> RuleCatalog {
    let infos = rules.rules().iter().map(|r| RuleInfo {
        id: r.id.clone(),
        kind: RuleKind::from_name(r.kind.name()).unwrap_or(RuleKind::Informative),
        profiles: r
            .profiles
            .indices()
            .filter_map(|i| model.profiles.get(i).map(|p| p.name.clone()))
            .collect(),
        title: r.title.clone(),
        documented: r.level == Conformance::Documented,
    });
    RuleCatalog::new(infos, sources)
}

/// The embedded rule files and model tables as `(path, text)`.
pub fn embedded_sources() -> Vec<(String, String)> {
    shadercts_rules::EMBEDDED_RULES
        .iter()
        .chain(shadercts_shader::model::EMBEDDED_SOURCES.iter())
        .map(|(p, t)| (p.to_string(), t.to_string()))
        .collect()
}
