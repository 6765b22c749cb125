//! The reference executor: an interpreter for Direct3D 9 shader programs of every
//! profile (vs_1_1 … vs_3_sw, ps_1_1 … ps_3_sw).
//!
//! A [`Program`] is compiled once ([`Executor::new`]) into a pre-resolved instruction
//! list; [`Executor::run_batch`] then runs it over many input sets, 64 lanes at a time,
//! with registers stored as structure of arrays. Semantics, precision and the runtime
//! rules it observes are documented in `docs/executor.md`.
//!
//! ```
//! use shadercts_reference::execute::{ExecInput, ExecOptions, Executor};
//! use shadercts_shader::{text, Model};
//!
//! let model = Model::embedded();
//! let program = text::parse("ps_2_0\ndcl t0\nadd r0, t0, t0\nmov oC0, r0\n", model).unwrap();
//! let exec = Executor::new(&program, model, &ExecOptions::default()).unwrap();
//! let mut input = ExecInput::default();
//! input.set_float("t0", [0.25, 0.5, 1.0, 2.0], &program, model).unwrap();
//! let out = exec.run(&input).unwrap();
//! assert_eq!(out.get("oC0", &program, model), Some([Some(0.5), Some(1.0), Some(2.0), Some(4.0)]));
//! ```

// Lane loops index several 64-lane rows in step (that is what lets them vectorise);
// iterator chains over zipped rows would hide it.
#![allow(clippy::needless_range_loop)]

mod arith;
mod bind;
mod compile;
mod flow;
pub mod json;
mod output;
pub mod precision;
mod ps1;
mod sample;
pub mod scalar;
mod state;
pub mod texture;

use shadercts_shader::ir::Register;
use shadercts_shader::{Model, Program};
use std::fmt;
use std::sync::Arc;

pub use bind::register_by_name;
pub use output::OutputView;
pub use precision::Precision;
pub use state::LANES;
pub use texture::{Address, BumpEnv, Filter, MipFilter, Texture, TextureKind};

/// Default execution budget: instructions executed per batch of lanes.
pub const DEFAULT_BUDGET: u64 = 1_000_000;

/// Options fixed when a program is compiled.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ExecOptions {
    /// Number format of results.
    pub precision: Precision,
    /// Instructions one batch may execute before the run stops with [`ExecError::Budget`].
    pub budget: u64,
    /// ps_1_x register range limit (`D3DCAPS9.PixelShader1xMaxValue`, at least 1).
    pub ps1_max_value: f32,
    /// Quad mode (the draw pipeline): lanes 4k..4k+3 are the pixels (0,0), (1,0), (0,1),
    /// (1,1) of one 2×2 quad, and dsx/dsy and the implicit level of detail of
    /// texld/texldp/texldb are differences across the quad. Off: one independent
    /// invocation per lane, derivatives 0.
    pub quads: bool,
    /// Execution level: what Direct3D 9 drivers compute ([`Conformance::Native`], the
    /// default) or the instruction pages' pseudocode ([`Conformance::Documented`]).
    pub conformance: Conformance,
}

/// Execution level (issue #36; `docs/native-execution.md`, `docs/executor.md`
/// "Conformance levels").
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Conformance {
    /// What Direct3D 9 drivers compute: the pages' pseudocode except where
    /// `docs/native-execution.yaml` has a fact with status `differs`.
    #[default]
    Native,
    /// The instruction pages' pseudocode, read literally.
    Documented,
}

impl Conformance {
    /// Parses `native` / `documented` (the `--conformance` values).
    pub fn parse(s: &str) -> Option<Conformance> {
        match s {
            "native" => Some(Conformance::Native),
            "documented" => Some(Conformance::Documented),
            _ => None,
        }
    }

    /// The name used on the command line and in reports.
    pub fn name(self) -> &'static str {
        match self {
            Conformance::Native => "native",
            Conformance::Documented => "documented",
        }
    }
}

impl Default for ExecOptions {
    fn default() -> Self {
        ExecOptions {
            precision: Precision::Auto,
            budget: DEFAULT_BUDGET,
            ps1_max_value: 1.0,
            quads: false,
            conformance: Conformance::Native,
        }
    }
}

/// One input set: constants, shader inputs, textures and the render state.
#[derive(Clone, Debug, PartialEq)]
pub struct ExecInput {
    /// Float registers: `c#`, `v#`, `t#`, vPos (MISCTYPE 0), vFace (MISCTYPE 1).
    pub floats: Vec<(Register, [f32; 4])>,
    /// Integer constants `i#`.
    pub ints: Vec<(u32, [i32; 4])>,
    /// Boolean constants `b#`.
    pub bools: Vec<(u32, bool)>,
    /// Textures by sampler / texture stage number.
    pub textures: Vec<(u32, Arc<Texture>)>,
    /// Render-target elements bound (seed 000: oC# beyond them are ignored).
    pub render_targets: u32,
    /// Whether a depth buffer is attached (seed 000: without one oDepth is ignored).
    pub depth_buffer: bool,
}

impl Default for ExecInput {
    fn default() -> Self {
        ExecInput {
            floats: Vec::new(),
            ints: Vec::new(),
            bools: Vec::new(),
            textures: Vec::new(),
            render_targets: 1,
            depth_buffer: true,
        }
    }
}

impl ExecInput {
    /// The texture bound to stage `stage`.
    pub fn texture(&self, stage: u32) -> Option<&Texture> {
        self.textures
            .iter()
            .find(|(s, _)| *s == stage)
            .map(|(_, t)| &**t)
    }

    /// Sets a float register named as in assembly (`c3`, `v0`, `t1`, `vFace`, `vPos`).
    pub fn set_float(
        &mut self,
        name: &str,
        v: [f32; 4],
        program: &Program,
        model: &Model,
    ) -> Result<(), String> {
        let reg = register_by_name(name, program, model)?;
        self.floats.retain(|(r, _)| *r != reg);
        self.floats.push((reg, v));
        Ok(())
    }
}

/// The outputs one invocation produced.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ExecOutput {
    /// Output registers the shader wrote and the state lets through, with the written
    /// components (`None` for components never written). ps_1_x reports r0 as oC0.
    pub outputs: Vec<(Register, [Option<f32>; 4])>,
    /// The pixel was discarded by texkill (then `outputs` is empty).
    pub discarded: bool,
}

impl ExecOutput {
    /// The output register named `name` (`oC0`, `oDepth`, `o3`, `oPos`).
    pub fn get(&self, name: &str, program: &Program, model: &Model) -> Option<[Option<f32>; 4]> {
        let reg = register_by_name(name, program, model).ok()?;
        self.outputs
            .iter()
            .find(|(r, _)| *r == reg)
            .map(|(_, v)| *v)
    }
}

/// Why a program cannot be run.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ExecError {
    /// The program uses something the executor cannot run (malformed flow control, a
    /// register that cannot be used, too deep nesting); `instruction` indexes
    /// `Program::instructions`.
    Unsupported {
        /// Index of the offending instruction.
        instruction: usize,
        /// What is wrong.
        message: String,
    },
    /// The execution budget ran out (a loop that would run too long or forever).
    Budget {
        /// The budget that was exceeded.
        limit: u64,
    },
}

impl fmt::Display for ExecError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ExecError::Unsupported {
                instruction,
                message,
            } => write!(f, "instruction {}: {message}", instruction + 1),
            ExecError::Budget { limit } => write!(
                f,
                "execution budget of {limit} instructions exceeded (the shader would run too long)"
            ),
        }
    }
}

impl std::error::Error for ExecError {}

/// A program compiled for execution.
#[derive(Clone, Debug)]
pub struct Executor {
    compiled: compile::Compiled,
    options: ExecOptions,
}

impl Executor {
    /// Compiles `program` (the model gives register-file sizes for relative addressing).
    pub fn new(
        program: &Program,
        model: &Model,
        options: &ExecOptions,
    ) -> Result<Executor, ExecError> {
        let max = if options.ps1_max_value.is_finite() {
            options.ps1_max_value.max(1.0)
        } else {
            1.0
        };
        let mut compiled = compile::compile(
            program,
            model,
            options.precision,
            max,
            options.budget.max(1),
        )?;
        compiled.native = options.conformance == Conformance::Native;
        Ok(Executor {
            compiled,
            options: *options,
        })
    }

    /// The options the program was compiled with.
    pub fn options(&self) -> &ExecOptions {
        &self.options
    }

    /// Number of executable instructions after compilation.
    pub fn instruction_count(&self) -> usize {
        self.compiled.ops.len()
    }

    /// The texture type a `dcl` gives sampler `n`, if any.
    pub fn sampler_kind(&self, n: u32) -> Option<TextureKind> {
        self.compiled
            .samplers
            .iter()
            .find(|(s, _)| *s == n)
            .map(|(_, k)| *k)
    }

    /// Runs one input set.
    pub fn run(&self, input: &ExecInput) -> Result<ExecOutput, ExecError> {
        self.run_batch(std::slice::from_ref(input))
            .pop()
            .unwrap_or(Err(ExecError::Budget { limit: 0 }))
    }

    /// Runs many input sets, 64 lanes at a time; one result per input, in order.
    ///
    /// When a batch runs out of budget its lanes are re-run one by one, so that only the
    /// input sets that really run too long report [`ExecError::Budget`].
    pub fn run_batch(&self, inputs: &[ExecInput]) -> Vec<Result<ExecOutput, ExecError>> {
        let mut out = Vec::with_capacity(inputs.len());
        self.run_batch_with(inputs, |_, r| {
            out.push(r.map(|v| v.to_output()).map_err(Clone::clone))
        });
        out
    }

    /// Runs many input sets and hands each result to `visit` (input index, outputs read
    /// in place): the allocation-free form of [`Executor::run_batch`].
    pub fn run_batch_with(
        &self,
        inputs: &[ExecInput],
        mut visit: impl FnMut(usize, Result<OutputView<'_>, &ExecError>),
    ) {
        let mut m = flow::Machine::new(&self.compiled);
        let mut lanes: Vec<&ExecInput> = Vec::with_capacity(LANES);
        for (ci, chunk) in inputs.chunks(LANES).enumerate() {
            let base = ci * LANES;
            lanes.clear();
            lanes.extend(chunk.iter());
            match self.run_chunk(&mut m, &lanes) {
                Ok(()) => {
                    for (l, input) in chunk.iter().enumerate() {
                        visit(
                            base + l,
                            Ok(OutputView::new(&self.compiled, &m.regs, l, input)),
                        );
                    }
                }
                Err(ExecError::Budget { .. }) if lanes.len() > 1 => {
                    // Re-run lane by lane, or quad by quad in quad mode (a quad's lanes
                    // need each other for their derivatives).
                    let step = if self.options.quads { 4 } else { 1 };
                    for (g, group) in chunk.chunks(step).enumerate() {
                        lanes.clear();
                        lanes.extend(group.iter());
                        match self.run_chunk(&mut m, &lanes) {
                            Ok(()) => {
                                for (l, one) in group.iter().enumerate() {
                                    visit(
                                        base + g * step + l,
                                        Ok(OutputView::new(&self.compiled, &m.regs, l, one)),
                                    );
                                }
                            }
                            Err(e) => {
                                for l in 0..group.len() {
                                    visit(base + g * step + l, Err(&e));
                                }
                            }
                        }
                    }
                }
                Err(e) => {
                    for l in 0..chunk.len() {
                        visit(base + l, Err(&e));
                    }
                }
            }
        }
    }

    fn run_chunk(&self, m: &mut flow::Machine, lanes: &[&ExecInput]) -> Result<(), ExecError> {
        m.regs.reset();
        m.regs.quads = self.options.quads;
        bind::load(&self.compiled, &mut m.regs, lanes);
        let valid = if lanes.len() >= 64 {
            u64::MAX
        } else {
            (1u64 << lanes.len()) - 1
        };
        m.run(lanes, valid)
    }
}
