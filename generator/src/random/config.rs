//! What a random program may contain: [`Config`] and the swarm-testing [`SwarmConfig`].

use arbitrary::Arbitrary;
use shadercts_shader::ir::Profile;
use shadercts_shader::Model;

/// Instruction classes and constructs the generator may use (swarm testing switches
/// whole classes off so that rare combinations get room).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Features {
    /// Arithmetic instructions beyond the required ones.
    pub arithmetic: bool,
    /// Texture sampling and addressing instructions.
    pub texture: bool,
    /// Static flow control: `if b#`, `rep`, `loop`, `call`, `callnz b#`.
    pub static_flow: bool,
    /// Dynamic flow control: `if_cmp`, `if p0`, `break_cmp`, `breakp`.
    pub dynamic_flow: bool,
    /// Subroutines (`call`, `callnz`, `label`, `ret`).
    pub subroutines: bool,
    /// `setp` and predicated instructions.
    pub predication: bool,
    /// Co-issued pairs (ps_1_x).
    pub coissue: bool,
    /// Relative addressing (`c[a0.x]`, `v[aL]`, `o[aL]`).
    pub relative: bool,
    /// Source modifiers.
    pub source_modifiers: bool,
    /// Result modifiers (`_sat`, `_pp`) and shifts (`_x2`).
    pub result_modifiers: bool,
    /// Non-identity swizzles and partial write masks.
    pub swizzles: bool,
    /// Optional outputs (oD#, oT#, oFog, more oC#, oDepth, more o#).
    pub extra_outputs: bool,
    /// `def`, `defi`, `defb` of constants.
    pub constants: bool,
    /// The ps_1_4 `phase` marker.
    pub phases: bool,
}

impl Features {
    /// Everything on.
    pub const ALL: Features = Features {
        arithmetic: true,
        texture: true,
        static_flow: true,
        dynamic_flow: true,
        subroutines: true,
        predication: true,
        coissue: true,
        relative: true,
        source_modifiers: true,
        result_modifiers: true,
        swizzles: true,
        extra_outputs: true,
        constants: true,
        phases: true,
    };

    /// Only what every valid program needs (declarations and required outputs).
    pub const NONE: Features = Features {
        arithmetic: false,
        texture: false,
        static_flow: false,
        dynamic_flow: false,
        subroutines: false,
        predication: false,
        coissue: false,
        relative: false,
        source_modifiers: false,
        result_modifiers: false,
        swizzles: false,
        extra_outputs: false,
        constants: false,
        phases: false,
    };

    /// The features whose bit is set in `bits`, in field order.
    pub fn from_bits(bits: u16) -> Features {
        let b = |i: u32| bits & (1 << i) != 0;
        Features {
            arithmetic: b(0),
            texture: b(1),
            static_flow: b(2),
            dynamic_flow: b(3),
            subroutines: b(4),
            predication: b(5),
            coissue: b(6),
            relative: b(7),
            source_modifiers: b(8),
            result_modifiers: b(9),
            swizzles: b(10),
            extra_outputs: b(11),
            constants: b(12),
            phases: b(13),
        }
    }
}

/// Settings of one random program.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Config {
    /// The profile of the program.
    pub profile: Profile,
    /// Most instructions drawn for the main body (required ones come on top).
    pub max_instructions: usize,
    /// Most subroutines.
    pub max_subroutines: usize,
    /// Most instructions drawn for each subroutine body.
    pub max_subroutine_instructions: usize,
    /// Cap on block nesting, below the profile's own limits.
    pub max_nesting: u32,
    /// What may be used.
    pub features: Features,
}

impl Config {
    /// Defaults for `profile`: everything on, up to 40 instructions.
    pub fn new(profile: Profile) -> Config {
        Config {
            profile,
            max_instructions: 40,
            max_subroutines: 3,
            max_subroutine_instructions: 8,
            max_nesting: 6,
            features: Features::ALL,
        }
    }
}

/// A randomly chosen [`Config`]: profile, sizes and the instruction mix (swarm testing).
#[derive(Arbitrary, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SwarmConfig {
    /// Picks the profile (modulo the number of profiles in the model).
    pub profile: u8,
    /// Most instructions of the main body.
    pub max_instructions: u8,
    /// Most subroutines (modulo 5).
    pub max_subroutines: u8,
    /// Most instructions per subroutine (modulo 17).
    pub max_subroutine_instructions: u8,
    /// Nesting cap (modulo 9).
    pub max_nesting: u8,
    /// Feature bits, see [`Features::from_bits`].
    pub features: u16,
}

impl SwarmConfig {
    /// The configuration this swarm member stands for, in `model`'s profiles.
    pub fn config(&self, model: &Model) -> Config {
        let n = model.profiles.len().max(1);
        let profile = model
            .profiles
            .get(usize::from(self.profile) % n)
            .map(|p| p.profile)
            .unwrap_or(Profile::new(shadercts_shader::ir::ShaderKind::Vertex, 1, 1));
        Config {
            profile,
            max_instructions: usize::from(self.max_instructions % 97),
            max_subroutines: usize::from(self.max_subroutines % 5),
            max_subroutine_instructions: usize::from(self.max_subroutine_instructions % 17),
            max_nesting: u32::from(self.max_nesting % 9),
            features: Features::from_bits(self.features),
        }
    }
}
