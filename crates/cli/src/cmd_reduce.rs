//! `shadercts reduce`: shrink a failing case, shader or fuzz artifact to the smallest
//! shader that still fails the same way (see docs/fuzzing.md).

use crate::context::Context;
use crate::error::{CliError, CliResult};
use crate::files;
use clap::{Args, ValueEnum};
use shadercts_fuzzing::artifact::{self, Reduced};
use shadercts_fuzzing::reduce::backend::{BackendCheck, Expect, Kind};
use shadercts_fuzzing::reduce::{self, PairReduction, Reduction};
use shadercts_fuzzing::targets;
use shadercts_harness::backends::{self, OpenOptions, ReferenceBackend};
use shadercts_harness::grade::Level;
use shadercts_harness::process::Limits;
use shadercts_harness::suite::{CaseKind, Suite, Validity};
use shadercts_harness::Backend;
use std::path::{Path, PathBuf};
use std::time::Duration;

/// What a shader file is checked for.
#[derive(Clone, Copy, Debug, ValueEnum)]
pub enum KindArg {
    /// The backend validates the shader.
    Validate,
    /// The backend assembles it; its tokens are compared with the reference's.
    Assemble,
    /// The file is a vertex shader that the backend links with `--ps`.
    Link,
    /// The backend executes it on `--inputs`; its outputs are compared with the
    /// reference executor's.
    Execute,
}

/// How strictly a validate answer is graded.
#[derive(Clone, Copy, Debug, ValueEnum)]
pub enum LevelArg {
    /// Accept/reject only.
    Verdict,
    /// Also the phase of a rejection.
    Phase,
    /// Also the rule ids reported.
    Rule,
}

/// Arguments of `reduce`.
#[derive(Args, Debug)]
pub struct ReduceArgs {
    /// A case id (with --suite), a shader file, or a fuzz artifact
    /// (fuzz/artifacts/TARGET/…, or any file with --target).
    pub case: String,
    /// The suite holding the case id.
    #[arg(long, value_name = "DIR")]
    pub suite: Option<PathBuf>,
    /// The backend the case fails on (as for `run`); not used for fuzz artifacts.
    #[arg(long, value_name = "SPEC", default_value = "reference")]
    pub backend: String,
    /// For a shader file: what the backend is asked.
    #[arg(long, value_enum, default_value = "validate")]
    pub kind: KindArg,
    /// For a shader file: what the reference must still say about every smaller
    /// shader: valid, invalid or invalid:RULE[,RULE…] (default: exactly what it says
    /// about the original).
    #[arg(long, value_name = "EXPECT")]
    pub expect: Option<String>,
    /// For `--kind link`: the pixel shader linked with CASE (the vertex shader).
    #[arg(long, value_name = "FILE")]
    pub ps: Option<PathBuf>,
    /// For `--kind execute`: the inputs JSON (as for `shadercts execute`).
    #[arg(long, value_name = "FILE")]
    pub inputs: Option<PathBuf>,
    /// For `--kind execute`: absolute tolerance on every output number (a suite case
    /// brings its own).
    #[arg(long, value_name = "X", default_value_t = 0.0)]
    pub tolerance: f64,
    /// The fuzz target of an artifact (default: from its path).
    #[arg(long, value_name = "NAME")]
    pub target: Option<String>,
    /// How strictly a validate answer is graded.
    #[arg(long, value_enum, default_value = "verdict")]
    pub level: LevelArg,
    /// Per-request time limit of process backends, in seconds, at most 86400 (one day)
    /// (0: none).
    #[arg(long, value_name = "SECS", default_value_t = 10.0)]
    pub timeout: f64,
    /// Write the reduced shader here (atomically) instead of standard output; for a
    /// link case a directory that gets `vs.asm` and `ps.asm`.
    #[arg(short, long, value_name = "FILE")]
    pub output: Option<PathBuf>,
}

/// Runs `reduce`.
pub fn run(ctx: &Context, args: &ReduceArgs) -> CliResult {
    let path = Path::new(&args.case);
    let artifact_target = match &args.target {
        Some(name) => Some(targets::by_name(name).ok_or_else(|| {
            let known: Vec<&str> = targets::TARGETS.iter().map(|t| t.name).collect();
            CliError::Input(format!(
                "--target {name}: unknown (known: {})",
                known.join(", ")
            ))
        })?),
        None if args.suite.is_none() => artifact::target_of(path),
        None => None,
    };
    if let Some(target) = artifact_target {
        return reduce_artifact(target, path, args);
    }
    let input = match &args.suite {
        Some(dir) => suite_case(dir, &args.case)?,
        None => file_case(path, args)?,
    };
    let backend = open_backend(ctx, args)?;
    let level = match args.level {
        LevelArg::Verdict => Level::Verdict,
        LevelArg::Phase => Level::Phase,
        LevelArg::Rule => Level::Rule,
    };
    let (kind, expect) = match &input {
        Input::Single { kind, expect, .. } => (*kind, expect.clone()),
        Input::Pair { expect, .. } => (Kind::Validate, expect.clone()),
        Input::Execute { .. } => (Kind::Validate, None),
    };
    let check = BackendCheck::new(
        backend.as_ref(),
        ctx.rules()?,
        ctx.model(),
        kind,
        level,
        expect,
    )
    .map_err(|e| CliError::Input(format!("cannot create a temporary directory: {e}")))?;
    let not_failing = || {
        eprintln!("error: the backend does not fail on {} (compared with the reference), so there is nothing to reduce", args.case);
        Err(CliError::Rejected)
    };
    match input {
        Input::Single { text, .. } => {
            let Some(want) = check.signature(&text) else {
                return not_failing();
            };
            eprintln!("failure: {want}");
            let mut same = |t: &str| check.signature(t).as_deref() == Some(want.as_str());
            let r = reduce::reduce_text(&text, ctx.model(), &mut same)
                .map_err(|e| CliError::Input(e.to_string()))?;
            finish(args, &r)
        }
        Input::Execute {
            text,
            inputs,
            tolerance,
        } => {
            let Some(want) = check.execute_signature(&text, &inputs, tolerance) else {
                return not_failing();
            };
            eprintln!("failure: {want}");
            let mut same = |t: &str| {
                check.execute_signature(t, &inputs, tolerance).as_deref() == Some(want.as_str())
            };
            let r = reduce::reduce_text(&text, ctx.model(), &mut same)
                .map_err(|e| CliError::Input(e.to_string()))?;
            finish(args, &r)
        }
        Input::Pair { vs, ps, .. } => {
            let Some(want) = check.link_signature(&vs, &ps) else {
                return not_failing();
            };
            eprintln!("failure: {want}");
            let mut same =
                |v: &str, p: &str| check.link_signature(v, p).as_deref() == Some(want.as_str());
            let r = reduce::reduce_pair(&vs, &ps, ctx.model(), &mut same)
                .map_err(|e| CliError::Input(e.to_string()))?;
            finish_pair(args, &r)
        }
    }
}

/// What is reduced: one shader, a vertex/pixel pair, or a shader with its inputs.
enum Input {
    /// One shader, validated or assembled.
    Single {
        text: String,
        kind: Kind,
        expect: Option<Expect>,
    },
    /// A pair for the linker.
    Pair {
        vs: String,
        ps: String,
        expect: Option<Expect>,
    },
    /// A shader executed on inputs.
    Execute {
        text: String,
        inputs: String,
        tolerance: f64,
    },
}

/// The input named by a shader file and the `--kind` options.
fn file_case(path: &Path, args: &ReduceArgs) -> Result<Input, CliError> {
    let expect = args
        .expect
        .as_deref()
        .map(|e| {
            Expect::parse(e).ok_or_else(|| {
                CliError::Input(format!(
                    "--expect {e}: expected valid, invalid or invalid:RULE[,RULE…]"
                ))
            })
        })
        .transpose()?;
    let text = files::read_text(path)?;
    fn need<'a>(flag: Option<&'a PathBuf>, what: &str) -> Result<&'a PathBuf, CliError> {
        flag.ok_or_else(|| CliError::Input(format!("this --kind needs {what}")))
    }
    Ok(match args.kind {
        KindArg::Validate => Input::Single {
            text,
            kind: Kind::Validate,
            expect,
        },
        KindArg::Assemble => Input::Single {
            text,
            kind: Kind::Assemble,
            expect,
        },
        KindArg::Link => Input::Pair {
            vs: text,
            ps: files::read_text(need(args.ps.as_ref(), "--ps FILE (the pixel shader)")?)?,
            expect,
        },
        KindArg::Execute => {
            if !args.tolerance.is_finite() || args.tolerance < 0.0 {
                return Err(CliError::Input(format!(
                    "--tolerance {}: expected a number >= 0",
                    args.tolerance
                )));
            }
            Input::Execute {
                text,
                inputs: files::read_text(need(
                    args.inputs.as_ref(),
                    "--inputs FILE (the inputs JSON)",
                )?)?,
                tolerance: args.tolerance,
            }
        }
    })
}

/// The input of a suite case.
fn suite_case(dir: &Path, id: &str) -> Result<Input, CliError> {
    let suite = Suite::load(dir).map_err(|e| CliError::Input(e.to_string()))?;
    let case = suite
        .cases
        .iter()
        .find(|c| c.id == id)
        .ok_or_else(|| CliError::Input(format!("{}: no case `{id}`", dir.display())))?;
    let read = |role: &str| -> Result<String, CliError> {
        let file = case
            .files
            .get(role)
            .ok_or_else(|| CliError::Input(format!("case {id} has no {role} file")))?;
        let input = suite.read_file(file).map_err(CliError::Input)?;
        String::from_utf8(input.data)
            .map_err(|_| CliError::Input(format!("{}: not UTF-8", input.path.display())))
    };
    let expect = match case.expect.verdict {
        Some(Validity::Valid) => Some(Expect::Valid),
        Some(Validity::Invalid) => {
            Some(Expect::Invalid(case.expect.rules.iter().cloned().collect()))
        }
        None => None,
    };
    Ok(match case.kind {
        CaseKind::Validate => Input::Single {
            text: read("text")?,
            kind: Kind::Validate,
            expect,
        },
        CaseKind::Assemble => Input::Single {
            text: read("text")?,
            kind: Kind::Assemble,
            expect,
        },
        CaseKind::Link => Input::Pair {
            vs: read("vs")?,
            ps: read("ps")?,
            expect,
        },
        CaseKind::Execute => Input::Execute {
            text: read("text")?,
            inputs: read("inputs")?,
            tolerance: case.expect.tolerance.unwrap_or(0.0),
        },
        CaseKind::Draw => {
            return Err(CliError::Input(format!(
                "case {id} is a draw case; reduce takes validate, assemble, link and execute cases"
            )))
        }
    })
}

fn open_backend(ctx: &Context, args: &ReduceArgs) -> Result<Box<dyn Backend>, CliError> {
    let timeout: Option<Duration> = crate::duration::limit("--timeout", args.timeout)?;
    if args.backend == "reference" {
        return Ok(Box::new(ReferenceBackend::shared(ctx.shared_rules()?)));
    }
    let mut worker_args = Vec::new();
    if let Some(dir) = &ctx.spec_dir {
        worker_args.push("--spec".to_string());
        worker_args.push(dir.to_string_lossy().into_owned());
    }
    let opts = OpenOptions {
        limits: Limits {
            timeout,
            memory_mb: None,
        },
        capabilities: None,
        self_exe: std::env::current_exe().ok(),
        worker_args,
    };
    backends::open(&args.backend, &opts).map_err(|e| CliError::Input(e.to_string()))
}

fn reduce_artifact(target: &targets::Target, path: &Path, args: &ReduceArgs) -> CliResult {
    let data = files::read_bytes(path)?;
    match artifact::reduce(target, &data) {
        Ok((finding, Reduced::Shader(r))) => {
            eprintln!("finding: [{}] {}", finding.target, finding.signature);
            finish(args, &r)
        }
        Ok((finding, Reduced::Bytes(bytes, tests))) => {
            eprintln!("finding: [{}] {}", finding.target, finding.signature);
            eprintln!(
                "reduced {} to {} bytes in {tests} tests",
                data.len(),
                bytes.len()
            );
            write_out(args, &bytes)
        }
        Err(e) => {
            eprintln!("error: {}: {e}", path.display());
            Err(CliError::Rejected)
        }
    }
}

fn finish(args: &ReduceArgs, r: &Reduction) -> CliResult {
    eprintln!(
        "reduced {} to {} statements in {} tests",
        r.statements.0, r.statements.1, r.tests
    );
    write_out(args, r.text.as_bytes())
}

fn finish_pair(args: &ReduceArgs, r: &PairReduction) -> CliResult {
    eprintln!(
        "reduced the vertex shader from {} to {} statements and the pixel shader from {} to {} in {} tests",
        r.vs.statements.0,
        r.vs.statements.1,
        r.ps.statements.0,
        r.ps.statements.1,
        r.vs.tests + r.ps.tests
    );
    match &args.output {
        Some(dir) => {
            std::fs::create_dir_all(dir)
                .map_err(|e| CliError::Input(format!("cannot create {}: {e}", dir.display())))?;
            files::write_atomic(&dir.join("vs.asm"), r.vs.text.as_bytes())?;
            files::write_atomic(&dir.join("ps.asm"), r.ps.text.as_bytes())
        }
        None => files::write_stdout(
            format!(
                "// vertex shader\n{}// pixel shader\n{}",
                r.vs.text, r.ps.text
            )
            .as_bytes(),
        ),
    }
}

fn write_out(args: &ReduceArgs, data: &[u8]) -> CliResult {
    match &args.output {
        Some(p) => files::write_atomic(p, data),
        None => files::write_stdout(data),
    }
}
