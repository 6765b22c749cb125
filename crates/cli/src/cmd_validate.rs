//! `shadercts validate`: the reference validator's verdict on shader files.

use crate::context::Context;
use crate::error::{CliError, CliResult};
use crate::files;
use crate::output::{self, Format};
use crate::validate_batch;
use clap::Args;
use shadercts_reference::{validate, Report};
use shadercts_shader::{bytecode, text, Program};
use std::path::{Path, PathBuf};

/// Arguments of `validate`.
#[derive(Args, Debug)]
pub struct ValidateArgs {
    /// Shader files: `.bin` (or `.fxo`, `.vso`, `.pso`) are bytecode, anything else is text.
    #[arg(required_unless_present = "files_from")]
    pub files: Vec<PathBuf>,
    /// Also validate the files listed in LIST, one path per line (`-`: standard input);
    /// for more files than a command line holds.
    #[arg(long, value_name = "LIST")]
    pub files_from: Option<PathBuf>,
    /// Output format.
    #[arg(long, value_enum, default_value = "text")]
    pub format: Format,
    /// Worker threads (default: one per core). Results are printed in input order
    /// whatever the number.
    #[arg(long, short = 'j', value_name = "N", value_parser = clap::value_parser!(u16).range(1..))]
    pub jobs: Option<u16>,
}

/// True for file names that hold a token stream rather than assembly text.
pub fn is_bytecode(path: &std::path::Path) -> bool {
    // Compared without case, without a lowercased copy (this runs once per file).
    path.extension().and_then(|e| e.to_str()).is_some_and(|e| {
        ["bin", "fxo", "vso", "pso", "dxbc"]
            .iter()
            .any(|x| x.eq_ignore_ascii_case(e))
    })
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

/// What checking one file gave, before a report is drawn from it (`validate` over many
/// files renders these directly).
pub struct Parts {
    /// The violations with spans, sorted by position.
    pub violations: Vec<shadercts_reference::Violation>,
    /// The assembly text (`None` for bytecode).
    pub text: Option<String>,
    /// The parsed or decoded program, when the front end accepted it.
    pub program: Option<Program>,
}

impl Parts {
    /// The report on the file, named `name` (the parts are kept).
    pub fn report(&self, name: &str) -> Report {
        match &self.text {
            Some(src) => Report::for_text(name, src, &self.violations),
            None => Report::for_bytes(name, self.program.as_ref(), &self.violations),
        }
    }

    /// [`Parts::report`], the violations' strings moved into it.
    pub fn into_report(self, name: &str) -> Report {
        match &self.text {
            Some(src) => Report::for_text_owned(name, src, self.violations),
            None => Report::for_bytes(name, self.program.as_ref(), &self.violations),
        }
    }
}

/// Reads and validates one file (text or bytecode by its extension).
pub fn check_file(ctx: &Context, path: &std::path::Path) -> Result<Checked, CliError> {
    check_file_as(ctx, path, &display_name(path))
}

/// A path as the reports name it: as given (`Display` of a path goes through a lossy
/// UTF-8 conversion, a noticeable cost per file of `validate` over thousands of files,
/// so a path that is UTF-8 is taken as it is).
pub fn display_name(path: &std::path::Path) -> String {
    path.to_str()
        .map_or_else(|| path.display().to_string(), str::to_owned)
}

/// [`check_file`] with the name the report gives the file.
pub fn check_file_as(
    ctx: &Context,
    path: &std::path::Path,
    name: &str,
) -> Result<Checked, CliError> {
    let parts = check_parts(ctx, path)?;
    let report = parts.report(name);
    Ok(Checked {
        report,
        violations: parts.violations,
        text: parts.text,
        program: parts.program,
    })
}

/// Reads and validates one file, without drawing its report.
pub fn check_parts(ctx: &Context, path: &std::path::Path) -> Result<Parts, CliError> {
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
        Ok(Parts {
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
        Ok(Parts {
            violations,
            text: Some(src),
            program,
        })
    }
}

/// Runs `validate`: every file checked on the worker threads, results printed in
/// input order (`validate_batch`).
pub fn run(ctx: &Context, args: &ValidateArgs) -> CliResult {
    // The list's lines are borrowed as paths, not copied one allocation each: with
    // 20,000 files, copying them was 2 ms of start-up before the first file was read.
    let list = match &args.files_from {
        Some(list) => read_file_list(list)?,
        None => String::new(),
    };
    let paths: Vec<&Path> = args
        .files
        .iter()
        .map(PathBuf::as_path)
        .chain(list_paths(&list))
        .collect();
    let jobs = args
        .jobs
        .map_or_else(validate_batch::default_jobs, usize::from);
    validate_batch::run(ctx, &paths, args.format, jobs)
}

/// The text of a `--files-from` list (`-`: standard input).
fn read_file_list(list: &Path) -> Result<String, CliError> {
    if list == Path::new("-") {
        let mut s = String::new();
        std::io::Read::read_to_string(&mut std::io::stdin().lock(), &mut s).map_err(|e| {
            CliError::Input(format!(
                "cannot read the file list from standard input: {e}"
            ))
        })?;
        Ok(s)
    } else {
        files::read_text(list)
    }
}

/// The paths of a `--files-from` list: one per line, blank lines skipped, a final `\r`
/// dropped (lists written on Windows).
fn list_paths(text: &str) -> impl Iterator<Item = &Path> {
    text.lines()
        .map(|l| l.strip_suffix('\r').unwrap_or(l))
        .filter(|l| !l.trim().is_empty())
        .map(Path::new)
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
