//! Near-miss mutators: from a valid program, a program that breaks exactly the rules a
//! mutator names and no other (the reference reports exactly those ids), and boundary
//! pairs at the edge of every counted limit: the last valid value and the first
//! invalid one.
//!
//! Each [`Mutator`] names the rule ids it breaks and the profiles (model profile or
//! group names) it applies to; [`Mutator::apply`] returns `None` when the program
//! offers no site for the mutation (or it would push the program over a slot limit).
//! A few mutants can only be written as text ([`Mutator::text_only`]).
//! [`Boundary`] builds pairs of programs around a limit ([`boundaries`]).

mod boundary;
mod decl;
mod destinations;
mod flow;
mod gradient;
mod instruction_operands;
mod mods;
mod operands;
mod outputs;
mod ports;
mod ps1;
mod ps1_native;
mod regs;
mod site;
mod source_files;
mod table;
mod texdep;
mod vs3;

pub use boundary::{boundaries, Boundary, BoundaryPair};

use arbitrary::Unstructured;
use shadercts_shader::ir::{Profile, Program};
use shadercts_shader::Model;
use site::Site;

/// The edit a mutator makes on its site (`None`: no site).
type Edit = fn(&mut Site, &mut Unstructured) -> Option<()>;

/// A near-miss mutation.
#[derive(Clone, Copy)]
pub struct Mutator {
    /// Short name (`oc4`, `loops-too-deep`), unique.
    pub name: &'static str,
    /// The rule id the mutant breaks (and no other).
    pub rule: &'static str,
    /// Profile or group names of the model where it applies.
    pub profiles: &'static [&'static str],
    edit: Edit,
    /// The mutant can only be written as text: the token format cannot express it
    /// (relative addressing in ps_1_x, `c[a0.y]` in vs_1_1).
    pub text_only: bool,
}

impl std::fmt::Debug for Mutator {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Mutator")
            .field("name", &self.name)
            .field("rule", &self.rule)
            .field("profiles", &self.profiles)
            .field("text_only", &self.text_only)
            .finish()
    }
}

impl Mutator {
    /// True when the mutator applies to programs of `profile`.
    pub fn applies_to(&self, model: &Model, profile: Profile) -> bool {
        model
            .profile_set(self.profiles.iter().copied())
            .is_ok_and(|set| model.set_contains(set, profile))
    }

    /// The mutant of `program`, or `None` when the profile is not one of the mutator's,
    /// the program has no site for it, or the edit would exceed a slot limit.
    pub fn apply(&self, program: &Program, u: &mut Unstructured, model: &Model) -> Option<Program> {
        if !self.applies_to(model, program.profile) {
            return None;
        }
        let mut s = Site::new(program, model)?;
        (self.edit)(&mut s, u)?;
        s.done()
    }

    /// The rule ids the mutant breaks, exactly (one).
    pub fn rules(&self) -> &[&'static str] {
        std::slice::from_ref(&self.rule)
    }
}

/// Every mutator.
pub fn mutators() -> &'static [Mutator] {
    table::MUTATORS
}
