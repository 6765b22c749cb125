//! `shadercts disassemble`: a token stream to canonical assembly text.

use crate::context::Context;
use crate::error::{CliError, CliResult};
use crate::{files, hex};
use clap::{Args, ValueEnum};
use shadercts_shader::{bytecode, diag, print};
use std::path::PathBuf;

/// Input encodings of `disassemble`.
#[derive(Clone, Copy, Debug, ValueEnum)]
pub enum InFormat {
    /// Raw little-endian tokens.
    Bin,
    /// Hex words separated by white space or commas.
    Hex,
}

/// Arguments of `disassemble`.
#[derive(Args, Debug)]
pub struct DisassembleArgs {
    /// The bytecode file.
    pub input: PathBuf,
    /// Input encoding.
    #[arg(long, value_enum, default_value = "bin")]
    pub input_format: InFormat,
    /// Write the text here instead of standard output.
    #[arg(short, long)]
    pub output: Option<PathBuf>,
}

/// Runs `disassemble`.
pub fn run(ctx: &Context, args: &DisassembleArgs) -> CliResult {
    let path = args.input.display().to_string();
    let bytes = match args.input_format {
        InFormat::Bin => files::read_bytes(&args.input)?,
        InFormat::Hex => hex::parse_words(&files::read_text(&args.input)?)
            .map_err(|e| CliError::Input(format!("{path}: {e}")))?,
    };
    let program = match bytecode::decode(&bytes, ctx.model()) {
        Ok(p) => p,
        Err(d) => {
            eprint!("{}", diag::render_bytecode(&[d], &path));
            return Err(CliError::Rejected);
        }
    };
    let text = print::print(&program, ctx.model());
    match &args.output {
        Some(out) => files::write_atomic(out, text.as_bytes()),
        None => files::write_stdout(text.as_bytes()),
    }
}
