//! Loading an input set into a lane's registers, and register names.
//!
//! Order: the application's values first, then the program's own `def`/`defi`/`defb`
//! constants, which take precedence as in Direct3D 9. ps_1_x input ranges follow the
//! register page (constants -1..1, colour registers 0..1); vFace keeps only its sign
//! (seed 004: "Only the sign of this register is valid"); in fp24/fp16 pipelines inputs
//! are rounded to the pipeline's format when they enter it (seed 004).

use super::compile::Compiled;
use super::precision::Rounding;
use super::state::Regs;
use super::ExecInput;
use shadercts_shader::ir::{RegType, Register};
use shadercts_shader::{Model, Program};

/// The value a register holds when `v` is loaded into it.
fn transform(c: &Compiled, reg: Register, v: [f32; 4]) -> [f32; 4] {
    if reg.ty == RegType::MISCTYPE && reg.index == 1 {
        let s = if v[0].is_sign_negative() { -1.0 } else { 1.0 };
        return [s; 4];
    }
    if c.profile.is_ps1() {
        return match reg.ty {
            RegType::CONST => v.map(|x| clamp_nan0(x, -1.0, 1.0)),
            RegType::INPUT => v.map(|x| clamp_nan0(x, 0.0, 1.0)),
            _ => v,
        };
    }
    match c.input_round {
        Rounding::Fp32 => v,
        r => v.map(|x| r.apply(x)),
    }
}

fn clamp_nan0(x: f32, lo: f32, hi: f32) -> f32 {
    if x.is_nan() {
        0.0
    } else {
        x.clamp(lo, hi)
    }
}

/// Loads the lanes' inputs and the program's definitions into `regs` (already reset).
pub(crate) fn load(c: &Compiled, regs: &mut Regs, lanes: &[&ExecInput]) {
    let plain = !c.profile.is_ps1() && c.input_round == Rounding::Fp32;
    for (l, input) in lanes.iter().enumerate().take(super::LANES) {
        for (reg, v) in &input.floats {
            let Some(slot) = c.slot(*reg) else { continue };
            let v = if plain && reg.ty != RegType::MISCTYPE {
                *v
            } else {
                transform(c, *reg, *v)
            };
            let base = slot as usize * 4;
            if let Some(rows) = regs.f.get_mut(base..base + 4) {
                for (row, x) in rows.iter_mut().zip(v) {
                    row[l] = x;
                }
            }
        }
        for (i, v) in &input.ints {
            for (ch, x) in v.iter().enumerate() {
                if let Some(row) = regs.ints.get_mut(*i as usize * 4 + ch) {
                    row[l] = *x;
                }
            }
        }
        for (i, b) in &input.bools {
            if let Some(bits) = regs.bools.get_mut(*i as usize) {
                *bits = (*bits & !(1 << l)) | ((*b as u64) << l);
            }
        }
    }
    for (slot, v) in &c.defs {
        let v = if c.profile.is_ps1() {
            v.map(|x| clamp_nan0(x, -1.0, 1.0))
        } else {
            v.map(|x| c.input_round.apply(x))
        };
        for (ch, x) in v.iter().enumerate() {
            if let Some(row) = regs.f.get_mut(*slot as usize * 4 + ch) {
                *row = [*x; super::LANES];
            }
        }
    }
    for (i, v) in &c.int_defs {
        for (ch, x) in v.iter().enumerate() {
            if let Some(row) = regs.ints.get_mut(*i as usize * 4 + ch) {
                *row = [*x; super::LANES];
            }
        }
    }
    for (i, b) in &c.bool_defs {
        if let Some(bits) = regs.bools.get_mut(*i as usize) {
            *bits = if *b { u64::MAX } else { 0 };
        }
    }
}

/// Resolves a register name as written in assembly (`c12`, `v0`, `oC1`, `vFace`,
/// `oDepth`, `i0`, `b3`) for the program's profile.
pub fn register_by_name(name: &str, program: &Program, model: &Model) -> Result<Register, String> {
    let p = program.profile;
    let digits = name.len() - name.trim_end_matches(|c: char| c.is_ascii_digit()).len();
    let (prefix, number) = name.split_at(name.len() - digits);
    let unknown = || format!("unknown register name `{name}` for {p}");
    if prefix.is_empty() {
        return Err(unknown());
    }
    let file = model.lookup_register(p, prefix).ok_or_else(unknown)?;
    if !model.set_contains(file.profiles, p) {
        return Err(format!("register `{name}` does not exist in {p}"));
    }
    let index = match (file.fixed_index, number.is_empty()) {
        (Some(i), true) => i,
        (None, false) => {
            // The profile's count of this file (registers of spec-rules/models/profiles.yaml):
            // `c65535` in ps_2_0, which has c0 … c31, names no register.
            let count = model
                .profile_info(p)
                .map_or(0, |info| info.register_count(&file.name));
            match number.parse::<u32>() {
                Ok(n) if n < count => n,
                _ if count == 0 => return Err(format!("register `{name}` does not exist in {p}")),
                _ => {
                    return Err(format!(
                        "register `{name}` does not exist in {p}: it has {}0 … {}{}",
                        file.name,
                        file.name,
                        count - 1
                    ));
                }
            }
        }
        _ => return Err(unknown()),
    };
    Ok(Register::new(file.ty, index))
}
