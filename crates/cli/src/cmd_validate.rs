//! `shadercts validate`: the reference validator's verdict on shader files.

use crate::context::Context;
use crate::error::{CliError, CliResult};
use crate::files;
use crate::output::{self, Format};
use crate::validate_batch;
use clap::Args;
use shadercts_reference::{validate, Report};
use shadercts_shader::diag::Diagnostic;
use shadercts_shader::{bytecode, text, Program};
use std::path::PathBuf;

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
    extension(path).is_some_and(|e| {
        [&b"bin"[..], b"fxo", b"vso", b"pso", b"dxbc"]
            .iter()
            .any(|x| x.eq_ignore_ascii_case(e))
    })
}

/// The bytes of `path`'s extension, as [`std::path::Path::extension`] gives them. The
/// usual path (a last component other than `.` or `..`, no separator at the end) is cut
/// from the bytes directly: `Path::extension` walks the components, about 1% of
/// `validate` over thousands of small files (callgrind, `docs/reliability.md`).
fn extension(path: &std::path::Path) -> Option<&[u8]> {
    let bytes = path.as_os_str().as_encoded_bytes();
    let name_start = bytes
        .iter()
        .rposition(|&b| std::path::is_separator(char::from(b)))
        .map_or(0, |i| i + 1);
    let name = &bytes[name_start..];
    // Windows: a name may follow a drive prefix (`C:.bin`); left to `Path`.
    if cfg!(windows) || name.is_empty() || name == b"." || name == b".." {
        return path.extension().map(|e| e.as_encoded_bytes());
    }
    // A dot that starts the name (`.bin`) begins no extension.
    match name.iter().rposition(|&b| b == b'.') {
        Some(0) | None => None,
        Some(dot) => Some(&name[dot + 1..]),
    }
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
    check_front(ctx, front(ctx, read_input(path)?))
}

/// A file's contents as read for validation: bytecode or text by its extension.
pub enum Input {
    /// A token stream (`.bin` and the like).
    Bytes(Vec<u8>),
    /// Assembly text.
    Text(String),
}

/// Reads one file for [`front`] (text or bytecode by its extension).
pub fn read_input(path: &std::path::Path) -> Result<Input, CliError> {
    if is_bytecode(path) {
        files::read_bytes(path).map(Input::Bytes)
    } else {
        files::read_text(path).map(Input::Text)
    }
}

/// A file read and put through its front end (parsed or decoded), not yet validated.
pub struct Front {
    /// The text, for the report's lines and columns (`None` for bytecode).
    text: Option<String>,
    /// The program, or the front end's diagnostics when it rejected the file.
    program: Result<Program, Vec<Diagnostic>>,
}

/// Parses text or decodes bytecode (the model is all this needs, not the rules).
pub fn front(ctx: &Context, input: Input) -> Front {
    let model = ctx.model();
    match input {
        Input::Bytes(bytes) => Front {
            text: None,
            program: bytecode::decode(&bytes, model).map_err(|d| vec![d]),
        },
        Input::Text(src) => Front {
            program: text::parse(&src, model),
            text: Some(src),
        },
    }
}

/// Validates a file put through [`front`]. A rejected file's front-end diagnostics are
/// its `syntax` or `bytecode` violations, as `validate_text` and `validate_bytes` give
/// them, without parsing or decoding the file a second time.
pub fn check_front(ctx: &Context, front: Front) -> Result<Parts, CliError> {
    let rules = ctx.rules()?;
    let model = ctx.model();
    let Front { text, program } = front;
    let (violations, program) = match program {
        Ok(p) => (
            validate::validate_with_text(&p, text.as_deref(), rules, model),
            Some(p),
        ),
        Err(diags) => {
            let code = match text {
                Some(_) => validate::SYNTAX,
                None => validate::BYTECODE,
            };
            (validate::front_end(diags, code), None)
        }
    };
    Ok(Parts {
        violations,
        text,
        program,
    })
}

/// Runs `validate`: every file checked on the worker threads, results printed in
/// input order (`validate_batch`).
pub fn run(ctx: &Context, args: &ValidateArgs) -> CliResult {
    let list = args
        .files_from
        .as_deref()
        .map(crate::file_list::FileList::open)
        .transpose()?;
    let jobs = args
        .jobs
        .map_or_else(validate_batch::default_jobs, usize::from);
    validate_batch::run(ctx, &args.files, list, args.format, jobs)
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

#[cfg(test)]
mod tests {
    use super::{extension, is_bytecode};
    use std::path::Path;

    #[test]
    fn extension_is_path_extension() {
        for p in [
            "a.bin",
            "dir/a.BIN",
            "a",
            ".bin",
            "dir/.bin",
            "a.",
            "a.b.c",
            "dir.x/a",
            "a.bin/",
            "a.bin/.",
            "a/..",
            "..",
            ".",
            "",
            "/",
            "x/.y.pso",
            "./a.fxo",
            "é.vso",
            "a..dxbc",
        ] {
            let path = Path::new(p);
            assert_eq!(
                extension(path),
                path.extension().map(|e| e.as_encoded_bytes()),
                "{p:?}"
            );
        }
        assert!(is_bytecode(Path::new("cases/x/a.Bin")));
        assert!(!is_bytecode(Path::new("cases/x/a.asm")));
        assert!(!is_bytecode(Path::new("cases/x/.bin")));
    }
}
