//! `shadercts assemble`: assembly text to a token stream.

use crate::context::Context;
use crate::error::{CliError, CliResult};
use crate::{files, hex};
use clap::{Args, ValueEnum};
use shadercts_shader::{bytecode, diag, text};
use std::path::PathBuf;

/// Output encodings of `assemble`.
#[derive(Clone, Copy, Debug, ValueEnum)]
pub enum OutFormat {
    /// Raw little-endian tokens.
    Bin,
    /// Hex words, eight per line.
    Hex,
}

/// Arguments of `assemble`.
#[derive(Args, Debug)]
pub struct AssembleArgs {
    /// The assembly file.
    pub input: PathBuf,
    /// Where to write the tokens (standard output when absent).
    #[arg(short, long)]
    pub output: Option<PathBuf>,
    /// Output encoding (default: bin into a file, hex on standard output).
    #[arg(long, value_enum)]
    pub format: Option<OutFormat>,
    /// Encode even if the shader breaks validation rules.
    #[arg(long)]
    pub skip_validation: bool,
}

/// Runs `assemble`.
pub fn run(ctx: &Context, args: &AssembleArgs) -> CliResult {
    let src = files::read_text(&args.input)?;
    let path = args.input.display().to_string();
    let program = match text::parse(&src, ctx.model()) {
        Ok(p) => p,
        Err(diags) => {
            eprint!("{}", crate::output::render_text(&diags, &path, &src));
            return Err(CliError::Rejected);
        }
    };
    if !args.skip_validation {
        crate::cmd_validate::check_or_report(ctx, &program, &path, &src)?;
    }
    let tokens = match bytecode::encode(&program) {
        Ok(t) => t,
        Err(d) => {
            eprint!("{}", diag::render(&[d], &path, &src));
            return Err(CliError::Rejected);
        }
    };
    let format = args.format.unwrap_or(if args.output.is_some() {
        OutFormat::Bin
    } else {
        OutFormat::Hex
    });
    let data = match format {
        OutFormat::Bin => bytecode::to_bytes(&tokens),
        OutFormat::Hex => hex::format_words(&tokens).into_bytes(),
    };
    match &args.output {
        Some(out) => files::write_atomic(out, &data),
        None => files::write_stdout(&data),
    }
}
