//! What a profile allows, looked up once in the model tables.

use shadercts_shader::ir::{Profile, ShaderKind, SrcModifier, WriteMask};
use shadercts_shader::model::{FormInfo, OpClass, ProfileInfo};
use shadercts_shader::opcode::Opcode;
use shadercts_shader::Model;

/// Families of profiles that share a program structure.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Family {
    /// vs_1_1.
    Vs1,
    /// vs_2_0, vs_2_x, vs_2_sw.
    Vs2,
    /// vs_3_0, vs_3_sw.
    Vs3,
    /// ps_1_1, ps_1_2, ps_1_3.
    Ps11,
    /// ps_1_4.
    Ps14,
    /// ps_2_0, ps_2_x, ps_2_sw.
    Ps2,
    /// ps_3_0, ps_3_sw.
    Ps3,
}

impl Family {
    /// The family of a profile.
    pub fn of(p: Profile) -> Family {
        match (p.kind, p.major, p.minor) {
            (ShaderKind::Vertex, 1, _) => Family::Vs1,
            (ShaderKind::Vertex, 2, _) => Family::Vs2,
            (ShaderKind::Vertex, _, _) => Family::Vs3,
            (ShaderKind::Pixel, 1, 4) => Family::Ps14,
            (ShaderKind::Pixel, 1, _) => Family::Ps11,
            (ShaderKind::Pixel, 2, _) => Family::Ps2,
            (ShaderKind::Pixel, _, _) => Family::Ps3,
        }
    }

    /// True for the pixel families.
    pub fn is_ps(self) -> bool {
        matches!(
            self,
            Family::Ps11 | Family::Ps14 | Family::Ps2 | Family::Ps3
        )
    }

    /// True for ps_1_x.
    pub fn is_ps1(self) -> bool {
        matches!(self, Family::Ps11 | Family::Ps14)
    }
}

/// The model's view of one profile.
#[derive(Clone, Copy)]
pub struct Ctx<'m> {
    /// The tables.
    pub model: &'m Model,
    /// The profile's entry.
    pub info: &'m ProfileInfo,
    /// Its version numbers.
    pub profile: Profile,
    /// Its family.
    pub fam: Family,
}

impl<'m> Ctx<'m> {
    /// The context of `profile`, if the model has it.
    pub fn new(model: &'m Model, profile: Profile) -> Option<Ctx<'m>> {
        let info = model.profile_info(profile)?;
        Some(Ctx {
            model,
            info,
            profile,
            fam: Family::of(profile),
        })
    }

    /// Registers of the file named `file` (0 when absent).
    pub fn count(&self, file: &str) -> u32 {
        self.info.register_count(file)
    }

    /// The form of `op` with `control` bits and `operands` operand entries valid here.
    pub fn form(&self, op: Opcode, control: u8, operands: usize) -> Option<&'m FormInfo> {
        let model = self.model;
        model
            .forms_by_opcode(op)
            .iter()
            .map(|&i| &model.forms[i])
            .find(|f| {
                (f.comparison || f.control == control)
                    && f.operands.len() == operands
                    && model.set_contains(f.profiles, self.profile)
            })
    }

    /// Any form of `op` (with plain control bits) valid here.
    pub fn any_form(&self, op: Opcode) -> Option<&'m FormInfo> {
        let model = self.model;
        model
            .forms_by_opcode(op)
            .iter()
            .map(|&i| &model.forms[i])
            .find(|f| {
                (f.comparison || f.control == 0) && model.set_contains(f.profiles, self.profile)
            })
    }

    /// Slots and class of `op` as written with `operands` entries (0 / Other when unknown).
    pub fn cost(&self, op: Opcode, control: u8, operands: usize) -> (u32, OpClass) {
        match self.form(op, control, operands) {
            Some(f) => (f.slots, f.class),
            None => (0, OpClass::Other),
        }
    }

    /// Read ports of a file (`None` = unlimited).
    pub fn ports(&self, file: &str) -> Option<u32> {
        self.info.read_ports.get(file).copied()
    }

    /// True when the write mask `m` is allowed by the profile's table.
    pub fn mask_allowed(&self, m: u8) -> bool {
        match &self.info.write_masks {
            None => m != 0 && m <= 0xF,
            Some(list) => list.contains(&WriteMask(m)),
        }
    }

    /// True when the profile allows the result modifier named `name`.
    pub fn result_modifier(&self, name: &str) -> bool {
        self.info.result_modifiers.iter().any(|m| m == name)
    }

    /// True when the profile allows source modifier `m`.
    pub fn source_modifier(&self, m: SrcModifier) -> bool {
        self.info.source_modifiers.contains(&m)
    }

    /// The profile's result shifts.
    pub fn shifts(&self) -> &'m [i8] {
        &self.info.shifts
    }
}
