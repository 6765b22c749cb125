//! Opcode keys: how execute coverage names an instruction. A key is the mnemonic of a
//! model form (`texld`, `texldp`, `texcrd`, `if`), or the opcode name for forms that
//! take a comparison suffix (`ifc`, `breakc`, `setp`). Declarations (`dcl`, `def*`,
//! `label`) do not execute and have no key.

use shadercts_shader::model::{FormInfo, OpClass};
use shadercts_shader::{Model, Program};
use std::collections::BTreeSet;

/// The key of a form, or `None` for declarations.
pub fn key_of(form: &FormInfo) -> Option<String> {
    if form.class == OpClass::Declaration {
        return None;
    }
    Some(if form.comparison {
        form.name.clone()
    } else {
        form.mnemonic.clone()
    })
}

/// Every (key, profile) pair the model says executes, sorted.
pub fn executable_pairs(model: &Model) -> BTreeSet<(String, String)> {
    let mut out = BTreeSet::new();
    for f in &model.forms {
        let Some(k) = key_of(f) else { continue };
        for p in &model.profiles {
            if f.profiles.contains_index(p.index) {
                out.insert((k.clone(), p.name.clone()));
            }
        }
    }
    out
}

/// The profiles (model order) in which some form has key `key`.
pub fn profiles_with(model: &Model, key: &str) -> Vec<String> {
    model
        .profiles
        .iter()
        .filter(|p| {
            model
                .forms
                .iter()
                .any(|f| f.profiles.contains_index(p.index) && key_of(f).as_deref() == Some(key))
        })
        .map(|p| p.name.clone())
        .collect()
}

/// The distinct keys of the instructions of a program, sorted.
pub fn keys_of_program(program: &Program, model: &Model) -> Vec<String> {
    let mut out = BTreeSet::new();
    for ins in &program.instructions {
        let form = model.select_form(program.profile, ins.opcode, ins.control, None);
        if let Some(k) = form.and_then(key_of) {
            out.insert(k);
        }
    }
    out.into_iter().collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_follow_the_model() {
        let model = Model::embedded();
        let pairs = executable_pairs(model);
        assert!(pairs.contains(&("add".into(), "vs_1_1".into())));
        assert!(pairs.contains(&("texld".into(), "ps_2_0".into())));
        assert!(pairs.contains(&("ifc".into(), "ps_2_x".into())));
        assert!(!pairs.iter().any(|(k, _)| k == "dcl" || k == "def"));
        assert!(!pairs.contains(&("ifc".into(), "ps_2_0".into())));
        assert_eq!(profiles_with(model, "bem"), ["ps_1_4"]);
    }

    #[test]
    fn program_keys() {
        let model = Model::embedded();
        let p = shadercts_shader::text::parse(
            "ps_2_x\ndcl t0.xy\ndcl_2d s0\ntexld r0, t0, s0\nif_lt r0.x, r0.y\nmov r0, t0\nendif\nmov oC0, r0\n",
            model,
        )
        .unwrap();
        assert_eq!(keys_of_program(&p, model), ["endif", "ifc", "mov", "texld"]);
    }
}
