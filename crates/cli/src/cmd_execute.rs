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
use shadercts_reference::execute::json::{self, InputSet};
use shadercts_reference::execute::{
    Conformance, ExecError, ExecOptions, ExecOutput, Executor, Precision,
};
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

/// How many input sets of a batch are run together: the sets of a chunk are parsed,
/// run and written before the next chunk is read, so a large batch never holds all of
/// its input sets and results at once.
const CHUNK: usize = 4096;

/// Compiled executors, one per distinct precision / range option, kept across chunks.
#[derive(Default)]
struct Executors {
    compiled: Vec<((Precision, u32), Executor)>,
    /// The execution level (`--conformance`, docs/executor.md "Conformance levels").
    level: Conformance,
}

impl Executors {
    /// Runs `sets` (taking their inputs), compiling the program once per option set.
    fn run(
        &mut self,
        program: &Program,
        model: &Model,
        sets: &mut [InputSet],
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
        for (key, idx) in groups {
            let at = match self.compiled.iter().position(|(k, _)| *k == key) {
                Some(at) => at,
                None => {
                    let options = ExecOptions {
                        precision: key.0,
                        ps1_max_value: f32::from_bits(key.1),
                        conformance: self.level,
                        ..ExecOptions::default()
                    };
                    let exec = Executor::new(program, model, &options).map_err(|e| {
                        eprintln!("error: {e}");
                        CliError::Rejected
                    })?;
                    self.compiled.push((key, exec));
                    self.compiled.len() - 1
                }
            };
            // The inputs are moved out, not cloned: each set runs once.
            let inputs: Vec<_> = idx
                .iter()
                .map(|&i| std::mem::take(&mut sets[i].input))
                .collect();
            for (r, i) in self.compiled[at].1.run_batch(&inputs).into_iter().zip(&idx) {
                results[*i] = Some(r);
            }
        }
        Ok(results
            .into_iter()
            .map(|r| r.unwrap_or(Err(ExecError::Budget { limit: 0 })))
            .collect())
    }
}

/// The printed results, written to standard output chunk by chunk (no JSON tree of
/// the whole output, and no copy of it in memory).
struct Printer<'a> {
    program: &'a Program,
    model: &'a Model,
    format: OutFormat,
    batch: bool,
    count: usize,
    failed: bool,
    out: Vec<u8>,
}

impl<'a> Printer<'a> {
    fn new(program: &'a Program, model: &'a Model, format: OutFormat, batch: bool) -> Self {
        let mut out = Vec::new();
        if batch && matches!(format, OutFormat::Json) {
            out.extend_from_slice(b"{\n  \"results\": [");
        }
        Printer {
            program,
            model,
            format,
            batch,
            count: 0,
            failed: false,
            out,
        }
    }

    /// Appends one result in the output format.
    fn push(&mut self, r: &Result<ExecOutput, ExecError>) -> Result<(), CliError> {
        self.failed |= r.is_err();
        let i = self.count;
        self.count += 1;
        match self.format {
            OutFormat::Json => {
                let v = json::result_value(r, self.program, self.model);
                let text = serde_json::to_string_pretty(&v)
                    .map_err(|e| CliError::Input(format!("cannot format the result: {e}")))?;
                if self.batch {
                    // The layout of `{"results": [...]}` pretty-printed as one value:
                    // each entry indented by four spaces (JSON strings hold no raw
                    // newline, so every newline is the printer's).
                    self.out
                        .extend_from_slice(if i == 0 { b"\n    " } else { b",\n    " });
                    self.out
                        .extend_from_slice(text.replace('\n', "\n    ").as_bytes());
                } else {
                    self.out.extend_from_slice(text.as_bytes());
                    self.out.push(b'\n');
                }
            }
            OutFormat::Text => {
                if self.batch {
                    self.out
                        .extend_from_slice(format!("# input set {i}\n").as_bytes());
                }
                self.out
                    .extend_from_slice(json::result_text(r, self.program, self.model).as_bytes());
            }
        }
        Ok(())
    }

    /// Writes what is pending to standard output.
    fn flush(&mut self) -> Result<(), CliError> {
        files::write_stdout(&self.out)?;
        self.out.clear();
        Ok(())
    }

    /// Ends the output; true when an input set failed to run.
    fn finish(mut self) -> Result<bool, CliError> {
        if self.batch && matches!(self.format, OutFormat::Json) {
            let end: &[u8] = if self.count == 0 {
                b"]\n}\n"
            } else {
                b"\n  ]\n}\n"
            };
            self.out.extend_from_slice(end);
        }
        self.flush()?;
        Ok(self.failed)
    }
}

/// Runs `sets` and prints their results, emptying `sets`.
fn run_chunk(
    execs: &mut Executors,
    printer: &mut Printer,
    sets: &mut Vec<InputSet>,
) -> Result<(), CliError> {
    let results = execs.run(printer.program, printer.model, sets)?;
    sets.clear();
    results.iter().try_for_each(|r| printer.push(r))?;
    printer.flush()
}

/// Runs `execute`.
///
/// A batch is parsed twice: once to check every entry (a bad entry is an input error,
/// exit 2, with nothing printed), then again to run and print it a chunk of
/// [`CHUNK`] sets at a time, so that memory stays a small multiple of the input.
pub fn run(ctx: &Context, args: &ExecuteArgs) -> CliResult {
    let program = load_program(ctx, args)?;
    let model = ctx.model();
    let mut execs = Executors {
        level: match ctx.conformance {
            shadercts_rules::Conformance::Documented => Conformance::Documented,
            _ => Conformance::Native,
        },
        ..Executors::default()
    };
    let mut pending: Vec<InputSet> = Vec::new();
    let failed = match &args.inputs {
        None => {
            pending.push(InputSet {
                input: Default::default(),
                precision: Precision::Auto,
                ps1_max_value: 1.0,
                multisample: 1,
            });
            let mut printer = Printer::new(&program, model, args.format, false);
            run_chunk(&mut execs, &mut printer, &mut pending)?;
            printer.finish()?
        }
        Some(path) => {
            let text = files::read_text(path)?;
            let input_error = |e: String| CliError::Input(format!("{}: {e}", path.display()));
            let batch =
                json::parse_with(&text, &program, model, &mut |_| Ok(())).map_err(input_error)?;
            let mut printer = Printer::new(&program, model, args.format, batch);
            // An error of a chunk's run, kept here while the parser is told to stop.
            let mut stopped: Option<CliError> = None;
            let parsed = json::parse_with(&text, &program, model, &mut |set| {
                pending.push(set);
                if pending.len() < CHUNK {
                    return Ok(());
                }
                run_chunk(&mut execs, &mut printer, &mut pending).map_err(|e| {
                    stopped = Some(e);
                    String::new()
                })
            });
            if let Some(e) = stopped {
                return Err(e);
            }
            parsed.map_err(input_error)?;
            run_chunk(&mut execs, &mut printer, &mut pending)?;
            printer.finish()?
        }
    };
    if failed {
        Err(CliError::Rejected)
    } else {
        Ok(())
    }
}
