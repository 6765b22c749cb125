//! `shadercts rules` and `shadercts explain`: the rule catalogue.

use crate::context::Context;
use crate::error::{CliError, CliResult};
use crate::files;
use crate::output::{self, Format};
use clap::Args;
use shadercts_rules::Rule;

/// Arguments of `rules`.
#[derive(Args, Debug)]
pub struct RulesArgs {
    /// Output format.
    #[arg(long, value_enum, default_value = "text")]
    pub format: Format,
}

/// Arguments of `explain`.
#[derive(Args, Debug)]
pub struct ExplainArgs {
    /// The rule id (`ps.oC.mov-only`).
    pub rule: String,
    /// Output format.
    #[arg(long, value_enum, default_value = "text")]
    pub format: Format,
}

fn rule_json(r: &Rule) -> serde_json::Value {
    serde_json::json!({
        "id": r.id,
        "title": r.title,
        "kind": r.kind.name(),
        "level": r.level.name(),
        "profiles": r.profile_names,
        "source": { "doc": r.source.doc, "quote": r.source.quote, "url": r.source.url },
        "message": r.message,
        "note": r.note,
        "checked": r.has_check(),
        "file": r.file,
        "line": r.line,
    })
}

/// Runs `rules`: every rule, one per line (or as JSON).
pub fn run_list(ctx: &Context, args: &RulesArgs) -> CliResult {
    let rules = ctx.rules()?.rules();
    match args.format {
        Format::Json => output::print_json(&serde_json::Value::Array(
            rules.iter().map(rule_json).collect(),
        )),
        Format::Text => {
            let width = rules.iter().map(|r| r.id.len()).max().unwrap_or(0);
            let mut out = String::new();
            for r in rules {
                out.push_str(&format!(
                    "{:<width$}  {:<11}  {:<10}  {:<40}  {}\n",
                    r.id,
                    r.kind.name(),
                    r.level.name(),
                    r.profile_names.join(","),
                    r.title
                ));
            }
            let documented = rules
                .iter()
                .filter(|r| r.level == shadercts_rules::Conformance::Documented)
                .count();
            out.push_str(&format!(
                "{} rules ({} native, {documented} documented)\n",
                rules.len(),
                rules.len() - documented
            ));
            files::write_stdout(out.as_bytes())
        }
    }
}

/// Runs `explain`: one rule with its source sentence and notes.
pub fn run_explain(ctx: &Context, args: &ExplainArgs) -> CliResult {
    let set = ctx.rules()?;
    let Some(r) = set.get(&args.rule) else {
        let close: Vec<&str> = set
            .rules()
            .iter()
            .map(|r| r.id.as_str())
            .filter(|id| id.contains(args.rule.as_str()) || args.rule.contains(*id))
            .take(8)
            .collect();
        let hint = if close.is_empty() {
            "; `shadercts rules` lists them".to_string()
        } else {
            format!("; did you mean: {}", close.join(", "))
        };
        return Err(CliError::Input(format!("no rule `{}`{hint}", args.rule)));
    };
    match args.format {
        Format::Json => output::print_json(&rule_json(r)),
        Format::Text => {
            let mut out = format!("{} — {}\n", r.id, r.title);
            out.push_str(&format!("kind:     {}\n", r.kind.name()));
            out.push_str(&format!(
                "level:    {}\n",
                match r.level {
                    shadercts_rules::Conformance::Native =>
                        "native (Microsoft's validator rejects a violation)",
                    shadercts_rules::Conformance::Documented =>
                        "documented (a document states it; Microsoft's validator accepts a violation)",
                }
            ));
            out.push_str(&format!("profiles: {}\n", r.profile_names.join(", ")));
            out.push_str(&format!("source:   {}\n", r.source.doc));
            if let Some(url) = &r.source.url {
                out.push_str(&format!("          {url}\n"));
            }
            if let Some(q) = &r.source.quote {
                out.push_str(&format!("quote:    \"{}\"\n", q.trim()));
            }
            if let Some(n) = &r.note {
                out.push_str(&format!("note:     {}\n", n.trim()));
            }
            out.push_str(&format!("defined:  {}:{}\n", r.file, r.line));
            out.push_str(&format!(
                "checked:  {}\n",
                if r.has_check() {
                    "by the reference validator/linker"
                } else {
                    "no (not a static or link rule)"
                }
            ));
            files::write_stdout(out.as_bytes())
        }
    }
}
