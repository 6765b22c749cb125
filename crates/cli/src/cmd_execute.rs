//! `shadercts execute`: run a shader on input sets with the reference executor.
//!
//! Wiring (for main.rs):
//!   mod cmd_execute;
//!   // in enum Command:
//!   /// Run a shader with the reference executor and print its outputs.
//!   Execute(cmd_execute::ExecuteArgs),
//!   // in the match of main():
//!   Command::Execute(a) => cmd_execute::run(&ctx, a),
//!
//! Exit codes: 0 every input set ran; 1 the program could not be parsed or decoded, or
//! an input set failed to run (budget exceeded, unsupported program); 2 a usage, input
//! or I/O error (bad JSON, unknown register name).

use crate::context::Context;
use crate::error::{CliError, CliResult};
use crate::files;
use clap::{Args, ValueEnum};
use shadercts_reference::execute::json::{self, InputSet, Inputs};
use shadercts_reference::execute::{ExecError, ExecOptions, ExecOutput, Executor, Precision};
use shadercts_shader::{bytecode, diag, text, Model, Program};
use std::path::PathBuf;

/// Output formats of `execute`.
#[derive(Clone, Copy, Debug, ValueEnum)]
pub enum OutFormat {
    /// `oC0 = (x, y, z, w)` lines.
    Text,
    /// `{"outputs": {...}, "discarded": false}` (or `{"results": [...]}` for a batch).
    Json,
}

/// Arguments of `execute`.
#[derive(Args, Debug)]
pub struct ExecuteArgs {
    /// The shader: assembly text (.asm) or bytecode (.bin).
    pub input: PathBuf,
    /// Input sets as JSON (constants, inputs, textures, render state; or a batch).
    #[arg(long, value_name = "INPUTS.json")]
    pub inputs: Option<PathBuf>,
    /// Output format.
    #[arg(long, value_enum, default_value = "text")]
    pub format: OutFormat,
}

/// Reads the program: bytecode when the file ends in .bin, else assembly text.
fn load_program(ctx: &Context, args: &ExecuteArgs) -> Result<Program, CliError> {
    let path = args.input.display().to_string();
    let is_bin = args
        .input
        .extension()
        .is_some_and(|e| e.eq_ignore_ascii_case("bin"));
    if is_bin {
        let bytes = files::read_bytes(&args.input)?;
        bytecode::decode(&bytes, ctx.model()).map_err(|d| {
            eprint!("{}", diag::render_bytecode(&[d], &path));
            CliError::Rejected
        })
    } else {
        let src = files::read_text(&args.input)?;
        text::parse(&src, ctx.model()).map_err(|d| {
            eprint!("{}", crate::output::render_text(&d, &path, &src));
            CliError::Rejected
        })
    }
}

/// Runs the sets, compiling the program once per distinct precision / range option.
fn run_sets(
    program: &Program,
    model: &Model,
    sets: &[InputSet],
) -> Result<Vec<Result<ExecOutput, ExecError>>, CliError> {
    let mut results: Vec<Option<Result<ExecOutput, ExecError>>> = vec![None; sets.len()];
    let mut groups: Vec<((Precision, u32), Vec<usize>)> = Vec::new();
    for (i, s) in sets.iter().enumerate() {
        let key = (s.precision, s.ps1_max_value.to_bits());
        match groups.iter_mut().find(|(k, _)| *k == key) {
            Some((_, v)) => v.push(i),
            None => groups.push((key, vec![i])),
        }
    }
    for ((precision, max_bits), idx) in groups {
        let options = ExecOptions {
            precision,
            ps1_max_value: f32::from_bits(max_bits),
            ..ExecOptions::default()
        };
        let exec = match Executor::new(program, model, &options) {
            Ok(e) => e,
            Err(e) => {
                eprintln!("error: {e}");
                return Err(CliError::Rejected);
            }
        };
        let inputs: Vec<_> = idx.iter().map(|&i| sets[i].input.clone()).collect();
        for (r, i) in exec.run_batch(&inputs).into_iter().zip(&idx) {
            results[*i] = Some(r);
        }
    }
    Ok(results
        .into_iter()
        .map(|r| r.unwrap_or(Err(ExecError::Budget { limit: 0 })))
        .collect())
}

/// Runs `execute`.
pub fn run(ctx: &Context, args: &ExecuteArgs) -> CliResult {
    let program = load_program(ctx, args)?;
    let model = ctx.model();
    let inputs = match &args.inputs {
        None => Inputs::Single(InputSet {
            input: Default::default(),
            precision: Precision::Auto,
            ps1_max_value: 1.0,
            multisample: 1,
        }),
        Some(path) => {
            let text = files::read_text(path)?;
            json::parse(&text, &program, model)
                .map_err(|e| CliError::Input(format!("{}: {e}", path.display())))?
        }
    };
    let (batch, sets) = match inputs {
        Inputs::Single(s) => (false, vec![s]),
        Inputs::Batch(v) => (true, v),
    };
    let results = run_sets(&program, model, &sets)?;
    let failed = results.iter().any(Result::is_err);
    let out = match args.format {
        OutFormat::Json => {
            let values: Vec<_> = results
                .iter()
                .map(|r| json::result_value(r, &program, model))
                .collect();
            let v = if batch {
                serde_json::json!({ "results": values })
            } else {
                values.into_iter().next().unwrap_or_default()
            };
            let mut s = serde_json::to_string_pretty(&v)
                .map_err(|e| CliError::Input(format!("cannot format the result: {e}")))?;
            s.push('\n');
            s
        }
        OutFormat::Text => {
            let mut s = String::new();
            for (i, r) in results.iter().enumerate() {
                if batch {
                    s.push_str(&format!("# input set {i}\n"));
                }
                s.push_str(&json::result_text(r, &program, model));
            }
            s
        }
    };
    files::write_stdout(out.as_bytes())?;
    if failed {
        Err(CliError::Rejected)
    } else {
        Ok(())
    }
}
