//! `shadercts validate`: the reference validator's verdict on shader files.

use crate::context::Context;
use crate::error::{CliError, CliResult};
use crate::files;
use crate::output::{self, Format};
use clap::Args;
use shadercts_reference::{validate, Report};
use shadercts_shader::{bytecode, text, Program};
use std::path::PathBuf;

/// Arguments of `validate`.
#[derive(Args, Debug)]
pub struct ValidateArgs {
    /// Shader files: `.bin` (or `.fxo`, `.vso`, `.pso`) are bytecode, anything else is text.
    #[arg(required = true)]
    pub files: Vec<PathBuf>,
    /// Output format.
    #[arg(long, value_enum, default_value = "text")]
    pub format: Format,
}

/// True for file names that hold a token stream rather than assembly text.
pub fn is_bytecode(path: &std::path::Path) -> bool {
    matches!(
        path.extension()
            .and_then(|e| e.to_str())
            .map(str::to_ascii_lowercase)
            .as_deref(),
        Some("bin" | "fxo" | "vso" | "pso" | "dxbc")
    )
}

/// A shader file read and validated: its report, and its text for rendering.
pub struct Checked {
    /// The verdict and violations.
    pub report: Report,
    /// The violations with spans, for text rendering.
    pub violations: Vec<shadercts_reference::Violation>,
    /// The assembly text (`None` for bytecode).
    pub text: Option<String>,
    /// The parsed or decoded program, when the front end accepted it.
    pub program: Option<Program>,
}

/// Reads and validates one file (text or bytecode by its extension).
pub fn check_file(ctx: &Context, path: &std::path::Path) -> Result<Checked, CliError> {
    let name = path.display().to_string();
    let rules = ctx.rules()?;
    let model = ctx.model();
    if is_bytecode(path) {
        let bytes = files::read_bytes(path)?;
        let program = bytecode::decode(&bytes, model).ok();
        // Decode once; only a rejected stream goes back through `validate_bytes`, which
        // turns the decoder's diagnostic into a `bytecode` violation.
        let violations = match &program {
            Some(p) => validate::validate(p, rules, model),
            None => validate::validate_bytes(&bytes, rules, model),
        };
        let report = Report::for_bytes(&name, program.as_ref(), &violations);
        Ok(Checked {
            report,
            violations,
            text: None,
            program,
        })
    } else {
        let src = files::read_text(path)?;
        let program = text::parse(&src, model).ok();
        // Parse once; only rejected text goes back through `validate_text`, which turns
        // the parser's diagnostics into `syntax` violations.
        let violations = match &program {
            Some(p) => validate::validate_with_text(p, Some(&src), rules, model),
            None => validate::validate_text(&src, rules, model),
        };
        let report = Report::for_text(&name, &src, &violations);
        Ok(Checked {
            report,
            violations,
            text: Some(src),
            program,
        })
    }
}

/// Runs `validate`.
pub fn run(ctx: &Context, args: &ValidateArgs) -> CliResult {
    let mut all_valid = true;
    let mut reports = Vec::new();
    for path in &args.files {
        let checked = check_file(ctx, path)?;
        all_valid &= checked.report.is_valid();
        match args.format {
            Format::Text => {
                let rendered =
                    output::render_violations(ctx, &checked, &path.display().to_string())?;
                files::write_stdout(rendered.as_bytes())?;
            }
            Format::Json => reports.push(checked.report.to_json()),
        }
    }
    if let Format::Json = args.format {
        output::print_json(&serde_json::Value::Array(reports))?;
    }
    if all_valid {
        Ok(())
    } else {
        Err(CliError::Rejected)
    }
}

/// Validates a parsed program (used by `assemble`); prints the violations and fails
/// with exit 1 if there are any.
pub fn check_or_report(ctx: &Context, program: &Program, path: &str, src: &str) -> CliResult {
    let rules = ctx.rules()?;
    let violations = validate::validate_with_text(program, Some(src), rules, ctx.model());
    if violations.is_empty() {
        return Ok(());
    }
    let checked = Checked {
        report: Report::for_text(path, src, &violations),
        violations,
        text: Some(src.to_string()),
        program: Some(program.clone()),
    };
    eprint!("{}", output::render_violations(ctx, &checked, path)?);
    eprintln!("(use --skip-validation to encode it anyway)");
    Err(CliError::Rejected)
}
