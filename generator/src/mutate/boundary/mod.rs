//! Boundary pairs: for each counted limit, a program at the last valid value and the
//! same program at the first invalid one (r11/r12 in ps_2_0, oC3/oC4, label numbers,
//! nesting depths, slot counts, ...).

mod limits;
mod ranges;

pub(crate) use ranges::{declared_mask, max_number};

use super::site::Site;
use arbitrary::Unstructured;
use shadercts_shader::ir::Program;
use shadercts_shader::Model;

/// Two programs either side of a limit.
#[derive(Clone, Debug, PartialEq)]
pub struct BoundaryPair {
    /// What varies, `valid/invalid` (`r11/r12`, `depth 4/5`).
    pub label: String,
    /// The program at the last valid value.
    pub valid: Program,
    /// The program at the first invalid value.
    pub invalid: Program,
}

/// Builds the pairs of one limit from a valid base program.
type Build = fn(&Site, &mut Unstructured) -> Vec<BoundaryPair>;

/// A limit and how to reach both sides of it.
#[derive(Clone, Copy)]
pub struct Boundary {
    /// Short name, unique.
    pub name: &'static str,
    /// The rule id the invalid program breaks (and no other).
    pub rule: &'static str,
    /// Profile or group names of the model where it applies.
    pub profiles: &'static [&'static str],
    build: Build,
}

impl std::fmt::Debug for Boundary {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Boundary")
            .field("name", &self.name)
            .field("rule", &self.rule)
            .finish()
    }
}

impl Boundary {
    /// True when the boundary applies to programs of `profile`.
    pub fn applies_to(&self, model: &Model, profile: shadercts_shader::ir::Profile) -> bool {
        model
            .profile_set(self.profiles.iter().copied())
            .is_ok_and(|set| model.set_contains(set, profile))
    }

    /// The rule ids the invalid program breaks, exactly (one).
    pub fn rules(&self) -> &[&'static str] {
        std::slice::from_ref(&self.rule)
    }

    /// The pairs around the limit, built on `base` (empty when it offers no room).
    pub fn pairs(&self, base: &Program, u: &mut Unstructured, model: &Model) -> Vec<BoundaryPair> {
        if !self.applies_to(model, base.profile) {
            return Vec::new();
        }
        match Site::new(base, model) {
            Some(s) => (self.build)(&s, u),
            None => Vec::new(),
        }
    }
}

/// Applies `edit(site, value)` for the last valid and the first invalid value.
pub(super) fn pair(
    s: &Site,
    label: String,
    valid: u32,
    edit: impl Fn(&mut Site, u32) -> Option<()>,
    check_slots: bool,
) -> Option<BoundaryPair> {
    let mut a = Site {
        ctx: s.ctx,
        p: s.p.clone(),
    };
    let mut b = Site {
        ctx: s.ctx,
        p: s.p.clone(),
    };
    edit(&mut a, valid)?;
    edit(&mut b, valid + 1)?;
    if check_slots && !(a.within_slots() && b.within_slots()) {
        return None;
    }
    Some(BoundaryPair {
        label,
        valid: a.p,
        invalid: b.p,
    })
}

const fn b(
    name: &'static str,
    rule: &'static str,
    profiles: &'static [&'static str],
    build: Build,
) -> Boundary {
    Boundary {
        name,
        rule,
        profiles,
        build,
    }
}

/// Profiles with read-port limits (not the software profiles).
const HW: &[&str] = &[
    "vs_1_1", "vs_2_0", "vs_2_x", "vs_3_0", "ps_1_1", "ps_1_2", "ps_1_3", "ps_1_4", "ps_2_0",
    "ps_2_x", "ps_3_0",
];
/// Profiles with a total slot limit checked by slots.total.
const SLOT_TOTAL: &[&str] = &["vs_1_1", "vs_2_0", "vs_2_x", "vs_3_0", "ps_2_x", "ps_3_0"];
/// Profiles with a static nesting limit.
const STATIC_NESTING: &[&str] = &["vs_2_sw", "vs_sm3", "ps_2_x+"];
/// Profiles whose labels stop below what the token format holds (l0-l15).
const LABELS16: &[&str] = &["vs_2_0", "vs_2_x", "ps_2_x"];

#[rustfmt::skip]
static BOUNDARIES: &[Boundary] = &[
    b("index-range", "reg.index-range", &["all"], ranges::index_range),
    b("oc-regs", "ps.oC.regs", &["ps_2_0+"], ranges::oc_regs),
    b("v-count", "ps3.v.count", &["ps_sm3"], ranges::v_count),
    b("o-count", "vs3.o.count", &["vs_3_0"], ranges::o_count),
    b("eleven", "vs3.o.eleven", &["vs_3_0"], ranges::eleven),
    b("psize-budget", "vs3.o.budget", &["vs_3_0"], ranges::psize_budget),
    b("labels", "flow.label-range", LABELS16, ranges::labels),
    b("ports", "ports.limit", HW, limits::ports),
    b("loop-nesting", "flow.loop-nesting", &["flow_static"], limits::loop_nesting),
    b("static-nesting", "flow.static-nesting", STATIC_NESTING, limits::static_nesting),
    b("dynamic-nesting", "flow.dynamic-nesting", &["sm2x+"], limits::dynamic_nesting),
    b("call-nesting", "flow.call-nesting", &["flow_static"], limits::call_nesting),
    b("static-count", "flow.static-flow-count", &["vs_2_0", "vs_2_x"], limits::static_count),
    b("slots-total", "slots.total", SLOT_TOTAL, limits::slots_total),
    b("slots-texture", "slots.texture", &["ps_1_x", "ps_2_0"], limits::slots_texture),
    b("slots-arithmetic", "slots.arithmetic", &["ps_1_x", "ps_2_0"], limits::slots_arithmetic),
];

/// Every boundary.
pub fn boundaries() -> &'static [Boundary] {
    BOUNDARIES
}
