//! What each lane wrote into its outputs, with the runtime rules of seed 000: a write to
//! oC# with no render-target element behind it is ignored, and so is a write to oDepth
//! when no depth buffer is attached. A discarded pixel has no outputs.

use super::compile::Compiled;
use super::state::Regs;
use super::{ExecInput, ExecOutput};
use shadercts_shader::ir::{RegType, Register};

/// One lane's results, read in place from the batch's registers (no allocation).
pub struct OutputView<'a> {
    c: &'a Compiled,
    regs: &'a Regs,
    lane: usize,
    input: &'a ExecInput,
}

impl<'a> OutputView<'a> {
    pub(crate) fn new(c: &'a Compiled, regs: &'a Regs, lane: usize, input: &'a ExecInput) -> Self {
        OutputView {
            c,
            regs,
            lane,
            input,
        }
    }

    /// True when texkill discarded the pixel.
    pub fn discarded(&self) -> bool {
        (self.regs.killed >> self.lane) & 1 != 0
    }

    /// The outputs the state lets through, in register order (none when discarded).
    pub fn iter(&self) -> impl Iterator<Item = (Register, [Option<f32>; 4])> + '_ {
        let discarded = self.discarded();
        self.c
            .outputs
            .iter()
            .filter(move |_| !discarded)
            .filter_map(move |o| self.value(o.reg, o.slot).map(|v| (o.reg, v)))
    }

    /// The value of output register `reg`, if written and let through.
    pub fn get(&self, reg: Register) -> Option<[Option<f32>; 4]> {
        if self.discarded() {
            return None;
        }
        let o = self.c.outputs.iter().find(|o| o.reg == reg)?;
        self.value(o.reg, o.slot)
    }

    fn value(&self, reg: Register, slot: u32) -> Option<[Option<f32>; 4]> {
        if reg.ty == RegType::COLOROUT && reg.index >= self.input.render_targets {
            return None;
        }
        if reg.ty == RegType::DEPTHOUT && !self.input.depth_buffer {
            return None;
        }
        let mut v = [None; 4];
        for (ch, out) in v.iter_mut().enumerate() {
            let i = slot as usize * 4 + ch;
            if self
                .regs
                .written
                .get(i)
                .is_some_and(|w| (w >> self.lane) & 1 != 0)
            {
                *out = self.regs.f.get(i).map(|row| row[self.lane]);
            }
        }
        v.iter().any(Option::is_some).then_some(v)
    }

    /// An owned copy.
    pub fn to_output(&self) -> ExecOutput {
        ExecOutput {
            outputs: self.iter().collect(),
            discarded: self.discarded(),
        }
    }
}
