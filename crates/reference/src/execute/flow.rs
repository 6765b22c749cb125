//! The interpreter loop: runs the compiled instructions over a batch of lanes with an
//! execution mask, handling if/else, loop (aL, i#), rep, break/breakc/breakp,
//! call/callnz/ret, labels, predication, co-issue and the execution budget.
//!
//! Lanes that take different branches are masked off, never run separately: an `if`
//! narrows the mask and its `else` flips it; `break` and `ret` remove lanes until the
//! enclosing loop or call ends ("if - vs", "loop - vs", "rep - vs", "break - vs",
//! "breakc - vs", "breakp - vs", "call - vs", "callnz - vs", "ret - vs").

use super::arith::{self, compare};
use super::compile::{CoIssue, Compiled, Kind, Loc, Op};
use super::state::{post_process, Regs, Scratch, LANES};
use super::{ps1, sample, ExecError, ExecInput};
use shadercts_shader::ir::RegType;

/// Deepest nesting of if/loop/rep/call frames.
const MAX_FRAMES: usize = 256;
/// Deepest call nesting (the documents allow 4; recursion would never end).
const MAX_CALLS: usize = 32;

enum Frame {
    If {
        prev: u64,
        taken: u64,
    },
    Loop {
        prev: u64,
        end: u32,
        is_loop: bool,
        remaining: Box<[i32; LANES]>,
        step: Box<[i32; LANES]>,
        saved_al: Box<[i32; LANES]>,
    },
    Call {
        prev: u64,
        ret: u32,
    },
}

impl Frame {
    fn prev_mut(&mut self) -> &mut u64 {
        match self {
            Frame::If { prev, .. } | Frame::Loop { prev, .. } | Frame::Call { prev, .. } => prev,
        }
    }
}

/// The state of one run over a batch.
pub(crate) struct Machine<'a> {
    pub c: &'a Compiled,
    pub regs: Regs,
    pub s: Scratch,
    frames: Vec<Frame>,
    pub steps: u64,
    /// Lanes that hold an input set in this batch.
    valid: u64,
}

impl<'a> Machine<'a> {
    /// A machine for `c` (allocates the register file once).
    pub fn new(c: &'a Compiled) -> Machine<'a> {
        Machine {
            c,
            regs: Regs::new(c),
            s: Scratch {
                tmp: vec![[[0.0; LANES]; 4]; 5],
                res: [[0.0; LANES]; 4],
                pending: [[0.0; LANES]; 4],
                pad_dot: [[0.0; LANES]; 2],
                pad_w: [[0.0; LANES]; 2],
            },
            frames: Vec::new(),
            steps: 0,
            valid: 0,
        }
    }

    /// Removes `lanes` from every frame's saved mask down to (not including) the
    /// innermost frame for which `stop` holds; returns that frame's index.
    fn retire(&mut self, lanes: u64, stop: impl Fn(&Frame) -> bool) -> Option<usize> {
        for i in (0..self.frames.len()).rev() {
            if stop(&self.frames[i]) {
                return Some(i);
            }
            *self.frames[i].prev_mut() &= !lanes;
        }
        None
    }

    /// Runs the program over `lanes` (at most 64); `valid` has a bit per lane.
    ///
    /// On x86-64 CPUs with AVX2 and FMA the same code is compiled a second time for
    /// those units and chosen at run time; results are identical (no contraction of
    /// `a * b + c` happens in either version).
    pub fn run(&mut self, lanes: &[&ExecInput], valid: u64) -> Result<(), ExecError> {
        #[cfg(target_arch = "x86_64")]
        {
            if std::arch::is_x86_feature_detected!("avx2")
                && std::arch::is_x86_feature_detected!("fma")
            {
                // SAFETY: the CPU has just been checked for the features this version
                // of the loop is compiled for.
                return unsafe { self.run_avx2(lanes, valid) };
            }
        }
        self.run_generic(lanes, valid)
    }

    #[cfg(target_arch = "x86_64")]
    #[target_feature(enable = "avx2,fma")]
    unsafe fn run_avx2(&mut self, lanes: &[&ExecInput], valid: u64) -> Result<(), ExecError> {
        self.run_generic(lanes, valid)
    }

    #[inline(always)]
    fn run_generic(&mut self, lanes: &[&ExecInput], valid: u64) -> Result<(), ExecError> {
        let ops = &self.c.ops;
        let budget = self.c.options_budget;
        self.frames.clear();
        self.steps = 0;
        self.valid = valid;
        let mut active = valid;
        let mut pc = 0usize;
        while let Some(op) = ops.get(pc) {
            self.steps += 1;
            if self.steps > budget {
                return Err(ExecError::Budget { limit: budget });
            }
            let mut next = pc + 1;
            match op.kind {
                Kind::Nop => {}
                Kind::Label => {
                    // Falling into a label ends the main program, or returns.
                    match self
                        .frames
                        .iter()
                        .rposition(|f| matches!(f, Frame::Call { .. }))
                    {
                        None => break,
                        Some(i) => {
                            let Frame::Call { prev, ret } = self.frames[i] else {
                                break;
                            };
                            self.frames.truncate(i);
                            active = prev;
                            next = ret as usize;
                        }
                    }
                }
                Kind::If | Kind::IfC => {
                    let cond = self.condition(op) & active;
                    self.push(
                        Frame::If {
                            prev: active,
                            taken: cond,
                        },
                        op,
                    )?;
                    active = cond;
                    if active == 0 {
                        next = op.target as usize;
                    }
                }
                Kind::Else => {
                    if let Some(Frame::If { prev, taken }) = self.frames.last() {
                        active = *prev & !*taken;
                    }
                    if active == 0 {
                        next = op.target as usize;
                    }
                }
                Kind::EndIf => {
                    if let Some(Frame::If { prev, .. }) = self.frames.last() {
                        active = *prev;
                        self.frames.pop();
                    }
                }
                Kind::Loop | Kind::Rep => {
                    let (frame, lanes_in) = self.enter_loop(op, active);
                    self.push(frame, op)?;
                    active = lanes_in;
                    if active == 0 {
                        next = op.target as usize;
                    }
                }
                Kind::EndLoop | Kind::EndRep => {
                    if let Some(n) = self.end_loop(active, &mut active) {
                        next = n;
                    }
                }
                Kind::Break | Kind::BreakC | Kind::BreakP => {
                    let b = match op.kind {
                        Kind::Break => active,
                        Kind::BreakC => self.compare_mask(op) & active,
                        _ => op.src.first().map_or(0, |s| self.regs.cond_mask(s)) & active,
                    };
                    let Some(li) = self.retire(b, |f| matches!(f, Frame::Loop { .. })) else {
                        return Err(ExecError::Unsupported {
                            instruction: op.origin as usize,
                            message: "break outside a loop".into(),
                        });
                    };
                    active &= !b;
                    let waiting = self.frames.get_mut(li + 1).map_or(0, |f| *f.prev_mut());
                    if active == 0 && waiting == 0 {
                        // Nothing left in this iteration: straight to the loop's end.
                        if let Frame::Loop { end, .. } = self.frames[li] {
                            self.frames.truncate(li + 1);
                            next = end as usize;
                        }
                    }
                }
                Kind::Call | Kind::CallNz => {
                    let cond = if op.kind == Kind::CallNz {
                        op.src.get(1).map_or(0, |s| self.regs.cond_mask(s)) & active
                    } else {
                        active
                    };
                    if cond != 0 {
                        let calls = self
                            .frames
                            .iter()
                            .filter(|f| matches!(f, Frame::Call { .. }))
                            .count();
                        if calls >= MAX_CALLS {
                            return Err(ExecError::Unsupported {
                                instruction: op.origin as usize,
                                message: format!(
                                    "calls nested deeper than {MAX_CALLS} (recursion?)"
                                ),
                            });
                        }
                        self.push(
                            Frame::Call {
                                prev: active,
                                ret: next as u32,
                            },
                            op,
                        )?;
                        active = cond;
                        next = op.target as usize + 1;
                    }
                }
                Kind::Ret => {
                    let r = active;
                    match self.retire(r, |f| matches!(f, Frame::Call { .. })) {
                        None => active = 0,
                        Some(ci) => {
                            active = 0;
                            if ci + 1 == self.frames.len() {
                                if let Frame::Call { prev, ret } = self.frames[ci] {
                                    self.frames.truncate(ci);
                                    active = prev;
                                    next = ret as usize;
                                }
                            }
                        }
                    }
                }
                _ => {
                    if active != 0 {
                        self.execute(pc, lanes, active & valid)?;
                    }
                }
            }
            pc = next;
        }
        Ok(())
    }

    fn push(&mut self, f: Frame, op: &Op) -> Result<(), ExecError> {
        if self.frames.len() >= MAX_FRAMES {
            return Err(ExecError::Unsupported {
                instruction: op.origin as usize,
                message: format!("flow control nested deeper than {MAX_FRAMES}"),
            });
        }
        self.frames.push(f);
        Ok(())
    }

    fn condition(&mut self, op: &Op) -> u64 {
        if op.kind == Kind::IfC {
            self.compare_mask(op)
        } else {
            op.src.first().map_or(0, |s| self.regs.cond_mask(s))
        }
    }

    /// Lanes where `src0 <cmp> src1` holds (first component of each swizzle).
    fn compare_mask(&mut self, op: &Op) -> u64 {
        let (Some(a), Some(b)) = (op.src.first(), op.src.get(1)) else {
            return 0;
        };
        let [ta, tb, ..] = &mut self.s.tmp[..] else {
            return 0;
        };
        self.regs.fetch(a, 0x1, ta);
        self.regs.fetch(b, 0x1, tb);
        let mut m = 0u64;
        for l in 0..LANES {
            if compare(op.cmp, ta[0][l], tb[0][l]) {
                m |= 1 << l;
            }
        }
        m
    }

    /// "loop - vs": aL starts at i#.y and steps by i#.z, i#.x iterations;
    /// "rep - vs": i#.x iterations. Lanes with no iteration skip the body.
    fn enter_loop(&mut self, op: &Op, active: u64) -> (Frame, u64) {
        let is_loop = op.kind == Kind::Loop;
        let int = op.src.iter().find_map(|s| match s.loc {
            Loc::Int(i) => Some(i as usize),
            _ => None,
        });
        let comp = |c: usize| -> [i32; LANES] {
            int.and_then(|i| self.regs.ints.get(i * 4 + c))
                .copied()
                .unwrap_or([0; LANES])
        };
        let (count, start, step) = (comp(0), comp(1), comp(2));
        let mut lanes_in = 0u64;
        for (l, &n) in count.iter().enumerate() {
            if n > 0 {
                lanes_in |= 1 << l;
            }
        }
        lanes_in &= active;
        let saved_al = Box::new(self.regs.al);
        if is_loop {
            for l in 0..LANES {
                if (lanes_in >> l) & 1 != 0 {
                    self.regs.al[l] = start[l];
                }
            }
        }
        let frame = Frame::Loop {
            prev: active,
            end: op.target,
            is_loop,
            remaining: Box::new(count),
            step: Box::new(step),
            saved_al,
        };
        (frame, lanes_in)
    }

    /// endloop / endrep: next iteration for the lanes with iterations left, else leave.
    fn end_loop(&mut self, active_in: u64, active: &mut u64) -> Option<usize> {
        let Some(Frame::Loop {
            prev,
            end,
            is_loop,
            remaining,
            step,
            saved_al,
            ..
        }) = self.frames.last_mut()
        else {
            return None;
        };
        let mut cont = 0u64;
        for l in 0..LANES {
            if (active_in >> l) & 1 == 0 {
                continue;
            }
            remaining[l] = remaining[l].saturating_sub(1);
            if *is_loop {
                self.regs.al[l] = self.regs.al[l].wrapping_add(step[l]);
            }
            if remaining[l] > 0 {
                cont |= 1 << l;
            }
        }
        if cont != 0 {
            *active = cont;
            let start = self.c.ops.get(*end as usize).map_or(0, |o| o.target);
            return Some(start as usize + 1);
        }
        *active = *prev;
        if *is_loop {
            self.regs.al = **saved_al;
        }
        self.frames.pop();
        None
    }

    /// Executes a non-flow instruction for the lanes in `active`.
    #[inline(always)]
    fn execute(&mut self, pc: usize, lanes: &[&ExecInput], active: u64) -> Result<(), ExecError> {
        let c = self.c;
        let Some(op) = c.ops.get(pc) else {
            return Ok(());
        };
        let mut depth = None;
        match op.kind {
            Kind::Texkill => {
                // nx.texkill-w (native): from ps_2_0 on all four components are tested.
                let all4 = c.native && c.profile.major >= 2;
                self.regs.killed |= sample::texkill(op, &self.regs, &mut self.s, active, all4);
                return Ok(());
            }
            Kind::Phase => {
                // "phase - ps": the alpha channels of r# do not survive; they read as 0.
                if let Some(temps) = c.float_map.get(RegType::TEMP.0 as usize) {
                    for &s in temps.iter().filter(|&&s| s > 0) {
                        if let Some(r) = self.regs.f.get_mut((s as usize - 1) * 4 + 3) {
                            *r = [0.0; LANES];
                        }
                    }
                }
                return Ok(());
            }
            k if arith::is_alu(k) => arith::compute(op, &self.regs, &mut self.s, c),
            Kind::Texld | Kind::Texldp | Kind::Texldb | Kind::Texldl | Kind::Texldd => {
                sample::texld(op, &self.regs, &mut self.s, lanes, active)
            }
            _ => depth = ps1::exec(op, &self.regs, &mut self.s, lanes, active, c.native),
        }
        if let (Some(d), Some(slot)) = (depth, c.depth_slot) {
            let i = slot as usize * 4;
            if let Some(row) = self.regs.f.get_mut(i) {
                for l in 0..LANES {
                    if (active >> l) & 1 != 0 {
                        row[l] = d[l];
                    }
                }
            }
            if let Some(w) = self.regs.written.get_mut(i) {
                *w |= active;
            }
            return Ok(());
        }
        let Some(dst) = op.dst else { return Ok(()) };
        let mut lanes_c = [active; 4];
        if let Some(p) = op.pred {
            for (ch, m) in lanes_c.iter_mut().enumerate() {
                let bits = self.regs.p0[(p.swz[ch] & 3) as usize];
                *m &= if p.not { !bits } else { bits };
            }
        }
        match dst.loc {
            Loc::Addr => {
                // "mova - vs": round to nearest (floor(x + 0.5)); vs_1_1 `mov a0` floors
                // (Wine's and MojoShader's vs_1_1 translation).
                let round = matches!(op.kind, Kind::ToAddr { round: true });
                for (ch, &m) in lanes_c.iter().enumerate() {
                    if dst.mask & (1 << ch) == 0 {
                        continue;
                    }
                    for l in 0..LANES {
                        if (m >> l) & 1 != 0 {
                            let v = self.s.res[ch][l];
                            let v = if round { (v + 0.5).floor() } else { v.floor() };
                            self.regs.a0[ch][l] = v as i32;
                        }
                    }
                }
            }
            Loc::Pred => {
                for (ch, &m) in lanes_c.iter().enumerate() {
                    if dst.mask & (1 << ch) == 0 {
                        continue;
                    }
                    let mut bits = 0u64;
                    for l in 0..LANES {
                        if self.s.res[ch][l] != 0.0 {
                            bits |= 1 << l;
                        }
                    }
                    self.regs.p0[ch] = (self.regs.p0[ch] & !m) | (bits & m);
                }
            }
            _ => {
                post_process(&dst, &mut self.s.res);
                match op.coissue {
                    CoIssue::First => {
                        self.s.pending = self.s.res;
                    }
                    CoIssue::Second => {
                        // Both halves of a co-issued pair read their sources before
                        // either writes (ps_1_x co-issue executes as one instruction).
                        let first = pc.checked_sub(1).and_then(|i| c.ops.get(i));
                        if let Some(first) = first.and_then(|p| p.dst) {
                            self.regs
                                .store(&first, &self.s.pending, [active; 4], self.valid);
                        }
                        self.regs.store(&dst, &self.s.res, lanes_c, self.valid);
                    }
                    CoIssue::None => self.regs.store(&dst, &self.s.res, lanes_c, self.valid),
                }
            }
        }
        Ok(())
    }
}
