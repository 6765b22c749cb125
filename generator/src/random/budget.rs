//! Instruction-slot accounting: total, texture and arithmetic slots, with room kept
//! for instructions the program still owes (block closers, outputs, `ret`).

use shadercts_shader::model::OpClass;

/// One counter: used and promised slots against an optional limit.
#[derive(Clone, Copy, Debug, Default)]
struct Counter {
    limit: Option<u32>,
    used: u32,
    reserved: u32,
}

impl Counter {
    fn fits(&self, n: u32) -> bool {
        self.limit
            .is_none_or(|l| self.used.saturating_add(self.reserved).saturating_add(n) <= l)
    }
}

/// The slot budget of the program being built (per phase in ps_1_4).
#[derive(Clone, Copy, Debug, Default)]
pub struct Budget {
    total: Counter,
    texture: Counter,
    arithmetic: Counter,
}

impl Budget {
    /// A budget with these limits (`None` = unlimited).
    pub fn new(total: Option<u32>, texture: Option<u32>, arithmetic: Option<u32>) -> Budget {
        let c = |limit| Counter {
            limit,
            used: 0,
            reserved: 0,
        };
        Budget {
            total: c(total),
            texture: c(texture),
            arithmetic: c(arithmetic),
        }
    }

    fn class_counter(&mut self, class: OpClass) -> Option<&mut Counter> {
        match class {
            OpClass::Texture => Some(&mut self.texture),
            OpClass::Arithmetic => Some(&mut self.arithmetic),
            _ => None,
        }
    }

    /// True when `slots` more slots of `class` fit beside what is promised.
    pub fn fits(&self, class: OpClass, slots: u32) -> bool {
        let by_class = match class {
            OpClass::Texture => self.texture.fits(slots),
            OpClass::Arithmetic => self.arithmetic.fits(slots),
            _ => true,
        };
        by_class && self.total.fits(slots)
    }

    /// Records `slots` used by an instruction of `class`.
    pub fn spend(&mut self, class: OpClass, slots: u32) {
        self.total.used = self.total.used.saturating_add(slots);
        if let Some(c) = self.class_counter(class) {
            c.used = c.used.saturating_add(slots);
        }
    }

    /// Promises `slots` of `class` for later (they no longer fit anything else).
    pub fn reserve(&mut self, class: OpClass, slots: u32) {
        self.total.reserved = self.total.reserved.saturating_add(slots);
        if let Some(c) = self.class_counter(class) {
            c.reserved = c.reserved.saturating_add(slots);
        }
    }

    /// Takes back a promise made with [`Budget::reserve`].
    pub fn release(&mut self, class: OpClass, slots: u32) {
        self.total.reserved = self.total.reserved.saturating_sub(slots);
        if let Some(c) = self.class_counter(class) {
            c.reserved = c.reserved.saturating_sub(slots);
        }
    }

    /// Starts the second ps_1_4 phase: class counters restart, promises stay.
    pub fn next_phase(&mut self) {
        self.texture.used = 0;
        self.arithmetic.used = 0;
    }
}

/// Slots a finished program uses, counted as the rule engine counts them.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Usage {
    /// All slots.
    pub total: u32,
    /// Texture slots (ps_1_4: the larger phase).
    pub texture: u32,
    /// Arithmetic slots (ps_1_4: the larger phase).
    pub arithmetic: u32,
}

/// Counts the slots of `program` in profile context `ctx`.
pub fn usage(program: &shadercts_shader::Program, ctx: &super::ctx::Ctx) -> Usage {
    let mut u = Usage::default();
    let mut per_phase = [(0u32, 0u32); 2];
    let has_phase = program
        .instructions
        .iter()
        .any(|i| i.opcode == shadercts_shader::opcode::Opcode::PHASE);
    let mut phase = usize::from(!has_phase);
    for i in &program.instructions {
        if i.opcode == shadercts_shader::opcode::Opcode::PHASE {
            phase = 1;
        }
        let operands = usize::from(i.dst.is_some())
            + usize::from(i.decl.is_some())
            + usize::from(i.literal.is_some())
            + i.srcs.len();
        let form = ctx
            .model
            .select_form(ctx.profile, i.opcode, i.control, Some(operands));
        let (slots, class) = form.map_or((0, OpClass::Other), |f| (f.slots, f.class));
        let slots = if i.coissue { 0 } else { slots };
        u.total = u.total.saturating_add(slots);
        match class {
            OpClass::Texture => per_phase[phase].0 += slots,
            OpClass::Arithmetic => per_phase[phase].1 += slots,
            _ => {}
        }
    }
    u.texture = per_phase[0].0.max(per_phase[1].0);
    u.arithmetic = per_phase[0].1.max(per_phase[1].1);
    u
}

/// True when `program` plus `extra` slots of `class` stays within every slot limit.
pub fn room_for(
    program: &shadercts_shader::Program,
    ctx: &super::ctx::Ctx,
    class: OpClass,
    extra: u32,
) -> bool {
    let used = usage(program, ctx);
    let l = &ctx.info.limits;
    let ok = |limit: Option<u32>, n: u32| limit.is_none_or(|l| n <= l);
    let (tex, arith) = match class {
        OpClass::Texture => (extra, 0),
        OpClass::Arithmetic => (0, extra),
        _ => (0, 0),
    };
    ok(l.instruction_slots, used.total.saturating_add(extra))
        && ok(l.texture_slots, used.texture.saturating_add(tex))
        && ok(l.arithmetic_slots, used.arithmetic.saturating_add(arith))
}
