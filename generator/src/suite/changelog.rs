//! CHANGELOG.md: what changed against the previous published version (cases added,
//! removed, with another expectation, or with other file contents).

use super::manifest::{Manifest, ManifestCase};
use std::collections::BTreeMap;

/// The differences between two manifests.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Changes {
    /// Ids only in the new manifest.
    pub added: Vec<String>,
    /// Ids only in the old manifest.
    pub removed: Vec<String>,
    /// Ids whose expectation changed: (id, old, new).
    pub expectation: Vec<(String, String, String)>,
    /// Ids with the same expectation but other file contents.
    pub content: Vec<String>,
}

fn expect_text(c: &ManifestCase) -> String {
    let e = &c.expect;
    match (&e.verdict, &e.rules, &e.tokens) {
        (Some(v), Some(r), _) => match &e.level {
            Some(l) if l == "documented" => format!("{v} [{}] (documented level)", r.join(", ")),
            _ => format!("{v} [{}]", r.join(", ")),
        },
        (Some(v), None, _) => v.clone(),
        (None, _, Some(t)) => format!("tokens sha256 {}", &t.sha256),
        _ => match (&e.outputs, e.tolerance) {
            (Some(o), t) => format!(
                "outputs sha256 {} (tolerance {:?})",
                &o.sha256,
                t.unwrap_or(0.0)
            ),
            _ => "(none)".to_string(),
        },
    }
}

fn hashes(c: &ManifestCase) -> Vec<&str> {
    c.files
        .all()
        .iter()
        .map(|(_, f)| f.sha256.as_str())
        .collect()
}

/// Compares `old` with `new`.
pub fn compare(old: &Manifest, new: &Manifest) -> Changes {
    let o: BTreeMap<&str, &ManifestCase> = old.cases.iter().map(|c| (c.id.as_str(), c)).collect();
    let n: BTreeMap<&str, &ManifestCase> = new.cases.iter().map(|c| (c.id.as_str(), c)).collect();
    let mut ch = Changes::default();
    for (id, nc) in &n {
        match o.get(id) {
            None => ch.added.push(id.to_string()),
            Some(oc) => {
                let (oe, ne) = (expect_text(oc), expect_text(nc));
                if oe != ne {
                    ch.expectation.push((id.to_string(), oe, ne));
                } else if hashes(oc) != hashes(nc) {
                    ch.content.push(id.to_string());
                }
            }
        }
    }
    ch.removed = o
        .keys()
        .filter(|id| !n.contains_key(*id))
        .map(|s| s.to_string())
        .collect();
    ch
}

/// The paragraph that introduces conformance levels (manifest format 2).
fn levels_section(new: &Manifest) -> String {
    let mut s = String::from(
        "\n## Conformance levels\n\n\
         This version grades at two levels (manifest format 2). `native`: what Microsoft's \
         validator (D3DX9's assembler) enforces, the default of `shadercts run`. \
         `documented`: native plus the rules that a document states but native does not \
         enforce. Every invalid case says, as `expect.level`, the lowest level at which it \
         is invalid; a case of level `documented` must be accepted at the native level. \
         Verdicts therefore change meaning against the 1.x suites, which had one level in \
         which every rule applied (hence a new major version).\n",
    );
    if !new.documented_rules.is_empty() {
        s.push_str(&format!(
            "\nThe documented-level rules ({}): {}.\n",
            new.documented_rules.len(),
            new.documented_rules
                .iter()
                .map(|r| format!("`{r}`"))
                .collect::<Vec<_>>()
                .join(", ")
        ));
    }
    s
}

/// What manifest format 3 adds: the Wine evidence of every assemble case, counted.
fn evidence_section(new: &Manifest) -> String {
    let assemble: Vec<&ManifestCase> = new.cases.iter().filter(|c| c.kind == "assemble").collect();
    let through = assemble
        .iter()
        .filter(|c| c.expect.confirmed_through.is_some())
        .count();
    let confirmed = assemble
        .iter()
        .filter(|c| !c.expect.confirmed_by.is_empty())
        .count();
    let deviations = assemble
        .iter()
        .filter(|c| c.expect.deviation.is_some())
        .count();
    format!(
        "\n## Manifest format {}: evidence for every expected token stream\n\n\
         Each of the {} assemble cases records the outside evidence for its expected tokens \
         (`expect.confirmed_by`, `confirmed_through`, `deviation`; docs/wine-differences.md): \
         {} confirmed by Wine's D3DAssemble on their own text, {} software-profile cases \
         confirmed through their hardware counterpart, {} with a documented Wine deviation. \
         The random programs and near-miss mutants were also compared with MojoShader and \
         Wine before publishing (docs/differential.md). The cases themselves are unchanged \
         unless listed below.\n",
        new.format,
        assemble.len(),
        confirmed - through,
        through,
        deviations
    )
}

/// What manifest format 4 adds: draw cases and the two execution levels, counted.
fn draws_section(new: &Manifest) -> String {
    let draws = new.cases.iter().filter(|c| c.kind == "draw").count();
    let two_levels = new
        .cases
        .iter()
        .filter(|c| c.expect.documented.is_some())
        .count();
    let mut facts: Vec<&str> = new
        .cases
        .iter()
        .flat_map(|c| c.expect.native_facts.iter().map(String::as_str))
        .collect();
    facts.sort_unstable();
    facts.dedup();
    format!(
        "\n## Manifest format {}: draw cases and execution levels\n\n\
         {} draw cases run a whole Direct3D 9 draw: a vertex and a pixel shader, vertex \
         streams, the render and sampler states a shader can observe, textures, and the \
         expected pixels of a small render target (`draw` kind: files `vs`, `ps`, their \
         bytecode and `scene`; `expect.pixels`). Their expected values are formulas of the \
         pixel position in the generator's draw bindings, checked against the reference \
         pipeline (docs/draw-cases.md, docs/scene-format.md). Execution now has two \
         conformance levels, as verdicts do: `native` (what Direct3D 9 drivers compute, \
         the default) and `documented` (the instruction pages' pseudocode); {} execute and \
         draw cases whose expectation differs by level carry both (`expect.documented`), \
         naming the native facts of docs/native-execution.md that make them differ ({}). \
         A result Windows drivers disagree on is a set (`any_of`). COVERAGE.md gains a \
         table of the runtime rules and one of the draw feature groups per profile.\n",
        new.format,
        draws,
        two_levels,
        if facts.is_empty() {
            "none".to_string()
        } else {
            facts
                .iter()
                .map(|f| format!("`{f}`"))
                .collect::<Vec<_>>()
                .join(", ")
        }
    )
}

/// CHANGELOG.md for `new`, against `previous` (`None` for a first version).
pub fn render(new: &Manifest, previous: Option<&Manifest>) -> String {
    let mut s = format!("# Changelog of suite {}\n\n", new.suite);
    let Some(old) = previous else {
        s.push_str(&format!(
            "First version: {} cases (seed {}). No earlier version to compare with.\n",
            new.case_count, new.seed
        ));
        return s;
    };
    let ch = compare(old, new);
    s.push_str(&format!(
        "Against {}: {} cases added, {} removed, {} with another expectation, {} with other file contents. \
         Now {} cases (seed {}; was {} cases, seed {}).\n",
        old.suite,
        ch.added.len(),
        ch.removed.len(),
        ch.expectation.len(),
        ch.content.len(),
        new.case_count,
        new.seed,
        old.case_count,
        old.seed
    ));
    if old.format < 2 && new.format >= 2 {
        s.push_str(&levels_section(new));
    }
    if old.format < 3 && new.format >= 3 {
        s.push_str(&evidence_section(new));
    }
    if old.format < 4 && new.format >= 4 {
        s.push_str(&draws_section(new));
    }
    if old.rules_sha256 != new.rules_sha256 {
        s.push_str("\nThe rule files or model tables changed.\n");
    }
    if old.templates_sha256 != new.templates_sha256 {
        s.push_str("\nThe generator's templates or bindings changed.\n");
    }
    let section = |s: &mut String, title: &str, items: Vec<String>| {
        if items.is_empty() {
            return;
        }
        s.push_str(&format!("\n## {title} ({})\n\n", items.len()));
        for i in items {
            s.push_str(&format!("- {i}\n"));
        }
    };
    section(
        &mut s,
        "Added",
        ch.added.iter().map(|i| format!("`{i}`")).collect(),
    );
    section(
        &mut s,
        "Removed",
        ch.removed.iter().map(|i| format!("`{i}`")).collect(),
    );
    section(
        &mut s,
        "Changed expectation",
        ch.expectation
            .iter()
            .map(|(i, o, n)| format!("`{i}`: {o} → {n}"))
            .collect(),
    );
    section(
        &mut s,
        "Changed content",
        ch.content.iter().map(|i| format!("`{i}`")).collect(),
    );
    s
}
