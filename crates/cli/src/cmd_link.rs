//! `shadercts link`: the reference linker's verdict on a vertex/pixel shader pair.
//!
//! Exit 0 the pair links, 1 it does not (diagnostics printed), 2 an input error: a file
//! cannot be read, or the pair is in the wrong order (the first file must be a vertex
//! shader and the second a pixel shader; `link PS VS`, `link VS VS` and `link PS PS`
//! are refused naming the misplaced file, never given a verdict).

use crate::cmd_validate::{check_file, Checked};
use crate::context::Context;
use crate::error::{CliError, CliResult};
use crate::files;
use crate::output::{self, Format};
use clap::Args;
use shadercts_reference::{link, Stage, Violation};
use shadercts_shader::diag;
use std::path::PathBuf;

/// Arguments of `link`.
#[derive(Args, Debug)]
pub struct LinkArgs {
    /// The vertex shader (`.asm` text or `.bin` bytecode).
    pub vs: PathBuf,
    /// The pixel shader.
    pub ps: PathBuf,
    /// Output format.
    #[arg(long, value_enum, default_value = "text")]
    pub format: Format,
}

/// Runs `link`: each shader must be valid on its own, then the pair must link.
pub fn run(ctx: &Context, args: &LinkArgs) -> CliResult {
    let vs = check_file(ctx, &args.vs)?;
    let ps = check_file(ctx, &args.ps)?;
    let (vs_name, ps_name) = (args.vs.display().to_string(), args.ps.display().to_string());
    // A swapped or same-stage pair is a usage error, not a verdict: the link rules
    // would pass it (shader models 1–2) or name a misleading rule (shader model 3).
    if let (Some(v), Some(p)) = (&vs.program, &ps.program) {
        if let Err(e) = link::stage_order(v, p) {
            let name = if e.stage == Stage::Vs {
                &vs_name
            } else {
                &ps_name
            };
            return Err(CliError::Input(format!(
                "{name} {e} (usage: shadercts link VS PS)"
            )));
        }
    }
    let link_violations: Vec<Violation> = match (&vs.program, &ps.program) {
        (Some(v), Some(p)) if vs.report.is_valid() && ps.report.is_valid() => {
            link::link(v, p, ctx.rules()?, ctx.model())
        }
        _ => Vec::new(),
    };
    let valid = vs.report.is_valid() && ps.report.is_valid() && link_violations.is_empty();
    match args.format {
        Format::Json => {
            let mut violations = Vec::new();
            for (stage, c) in [("vs", &vs), ("ps", &ps)] {
                for v in &c.report.violations {
                    let mut j = serde_json::to_value(v).unwrap_or_default();
                    j["stage"] = stage.into();
                    violations.push(j);
                }
            }
            for v in &link_violations {
                let (stage, c) = stage_of(v, &vs, &ps);
                let line = c.text.as_deref().map_or(1, |t| {
                    shadercts_shader::span::line_col(t, v.span.start as usize).0
                });
                violations.push(serde_json::json!({
                    "rule": v.rule, "line": line, "message": v.message, "stage": stage,
                }));
            }
            output::print_json(&serde_json::json!({
                "vs": vs_name, "ps": ps_name,
                "verdict": if valid { "valid" } else { "invalid" },
                "violations": violations,
            }))?;
        }
        Format::Text => {
            let mut out = String::new();
            for (name, c) in [(&vs_name, &vs), (&ps_name, &ps)] {
                if !c.report.is_valid() {
                    out.push_str(&output::render_violations(ctx, c, name)?);
                }
            }
            for v in &link_violations {
                let (stage, c) = stage_of(v, &vs, &ps);
                let name = if stage == "vs" { &vs_name } else { &ps_name };
                let d = output::violation_diagnostic(ctx, v)?;
                out.push_str(&match &c.text {
                    Some(t) => diag::render(&[d], name, t),
                    None => diag::render_bytecode(&[d], name),
                });
            }
            out.push_str(&format!(
                "{vs_name} + {ps_name}: {}\n",
                if valid {
                    "the pair links"
                } else {
                    "the pair does not link"
                }
            ));
            files::write_stdout(out.as_bytes())?;
        }
    }
    if valid {
        Ok(())
    } else {
        Err(CliError::Rejected)
    }
}

fn stage_of<'a>(v: &Violation, vs: &'a Checked, ps: &'a Checked) -> (&'static str, &'a Checked) {
    match v.stage {
        Some(Stage::Ps) => ("ps", ps),
        _ => ("vs", vs),
    }
}
