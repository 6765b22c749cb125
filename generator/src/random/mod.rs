//! Structured random generation of *valid* programs, in the style of wasm-smith: at
//! each step only the instructions, operands and declarations whose preconditions hold
//! in the current state are offered (see `table`). The state tracks declarations,
//! initialised temporary components (conservatively: a write inside a block or under a
//! predicate does not count after it), slot budgets, nesting, ps_1_x texture ordering,
//! co-issue, ps_1_4 phases, labels and calls, read ports, and the modifiers, masks and
//! swizzles the profile allows (from the model tables).
//!
//! Entry points: [`generate`] (a whole program), [`SwarmConfig`] (a random
//! [`Config`]), [`pad`] (random valid context around an existing program).

mod arith;
pub(crate) mod budget;
pub(crate) mod build;
mod config;
pub(crate) mod ctx;
pub(crate) mod decls;
mod flow;
pub(crate) mod operand;
mod outputs;
pub(crate) mod pad;
mod ps1;
mod state;
mod table;
mod texture;

pub use config::{Config, Features, SwarmConfig};
pub use pad::pad;

use arbitrary::{Result, Unstructured};
use ctx::{Ctx, Family};
use shadercts_shader::ir::{Instruction, Program};
use shadercts_shader::opcode::Opcode;
use shadercts_shader::{Model, Span};
use state::Gen;

/// Builds a random program of `cfg.profile` that satisfies every static rule.
///
/// Fails only when the model has no such profile (`IncorrectFormat`); when `u` runs
/// out of bytes the program is simply smaller.
pub fn generate(u: &mut Unstructured, cfg: &Config, model: &Model) -> Result<Program> {
    let ctx = Ctx::new(model, cfg.profile).ok_or(arbitrary::Error::IncorrectFormat)?;
    let mut g = Gen::new(ctx, cfg.clone());
    decls::prologue(&mut g, u)?;
    let plan = outputs::plan(&mut g, u)?;
    let rows = table::rows(&g);
    let n = u.int_in_range(0..=cfg.max_instructions)?;
    if g.fam() == Family::Ps14 && cfg.features.phases && u.ratio(1, 2)? {
        g.phase = 0;
        let first = u.int_in_range(0..=n)?;
        table::run(&mut g, u, &rows, first)?;
        ps1::phase(&mut g);
        table::run(&mut g, u, &rows, n - first)?;
    } else {
        table::run(&mut g, u, &rows, n)?;
    }
    table::close_all(&mut g);
    outputs::emit(&mut g, u, &plan)?;
    subroutines(&mut g, u, &rows)?;
    Ok(finish(g))
}

/// Builds every subroutine body; each one is `label l#`, code, `ret`.
fn subroutines(g: &mut Gen, u: &mut Unstructured, rows: &[table::Row]) -> Result<()> {
    if g.subs.is_empty() {
        return Ok(());
    }
    let (ret, class) = g.cost(Opcode::RET, 0, 0);
    g.budget.release(class, ret);
    g.emit(Instruction::new(Opcode::RET));
    g.main = std::mem::take(&mut g.code);
    let mut k = 0;
    while k < g.subs.len() {
        g.region = Some(k);
        g.init = g.subs[k].entry.clone().unwrap_or_else(state::Init::empty);
        g.code.push(build::label(g.subs[k].label));
        let n = u.int_in_range(0..=g.cfg.max_subroutine_instructions)?;
        table::run(g, u, rows, n)?;
        table::close_all(g);
        g.budget.release(class, ret);
        g.emit(Instruction::new(Opcode::RET));
        g.sub_code.append(&mut g.code);
        k += 1;
    }
    Ok(())
}

fn finish(g: Gen) -> Program {
    let mut instructions = g.decls;
    if g.main.is_empty() {
        instructions.extend(g.code);
    } else {
        instructions.extend(g.main);
        instructions.extend(g.sub_code);
    }
    Program {
        profile: g.ctx.profile,
        version_span: Span::default(),
        instructions,
    }
}
