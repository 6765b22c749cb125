//! Which output registers an execute case's program can write, so that grading can
//! fail a backend that reports an output the program never writes (an `oC3` from a
//! program writing only `oC0`, or any `oC` from a vertex shader): the expected outputs
//! only say what must be there, not what must not.

use shadercts_shader::ir::{Profile, RegType, Register, ShaderKind};
use shadercts_shader::{Model, Program};
use std::collections::BTreeSet;

/// The output registers a program can write, by the names the execute JSON uses
/// (`oC0`, `oPos`, `o3`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Written {
    /// Registers written by name.
    names: BTreeSet<String>,
    /// Register-file prefixes written with relative addressing (`o` of `o[aL]`): any
    /// numbered register of the file may be written.
    any_of: BTreeSet<String>,
}

impl Written {
    /// The registers `program` writes: the destination of every instruction, and `oC0`
    /// for ps_1_x (whose colour output is `r0`).
    pub fn of(program: &Program, model: &Model) -> Written {
        let mut w = Written::default();
        let p = program.profile;
        if p.kind == ShaderKind::Pixel && p.major == 1 {
            w.names.insert("oC0".into());
        }
        for dst in program.instructions.iter().filter_map(|i| i.dst.as_ref()) {
            if let Some(name) = model.register_name(p, dst.reg) {
                w.names.insert(name);
            }
            if dst.rel.is_some() {
                if let Some(prefix) = numbered_prefix(model, p, dst.reg.ty) {
                    w.any_of.insert(prefix);
                }
            }
        }
        w
    }

    /// The registers the program text `src` writes; `None` when it does not parse (the
    /// check is then left out: the verdict says what is wrong).
    pub fn of_text(src: &str, model: &Model) -> Option<Written> {
        let program = shadercts_shader::text::parse(src, model).ok()?;
        Some(Written::of(&program, model))
    }

    /// True when the program can write the register named `name`.
    pub fn allows(&self, name: &str) -> bool {
        if self.names.contains(name) {
            return true;
        }
        self.any_of.iter().any(|prefix| {
            name.strip_prefix(prefix.as_str())
                .is_some_and(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()))
        })
    }
}

/// The name of a numbered register file (`o` of `o3`), without the number.
fn numbered_prefix(model: &Model, p: Profile, ty: RegType) -> Option<String> {
    let name = model.register_name(p, Register { ty, index: 0 })?;
    let prefix = name.trim_end_matches(|c: char| c.is_ascii_digit());
    (prefix.len() < name.len()).then(|| prefix.to_string())
}

/// The first output register `got` reports that `want` (the expected result object,
/// `{"outputs": {…}}`, or a batch `{"results": [ … ]}`) does not list and `written`
/// does not allow, with where it stands (`$.results[2].outputs`).
pub fn unexpected_output(
    want: &serde_json::Value,
    got: &serde_json::Value,
    written: &Written,
) -> Option<(String, String)> {
    use serde_json::Value as V;
    let pairs: Vec<(String, &V, &V)> = match (want.get("results"), got.get("results")) {
        (Some(V::Array(w)), Some(V::Array(g))) => w
            .iter()
            .zip(g)
            .enumerate()
            .map(|(i, (w, g))| (format!("$.results[{i}].outputs"), w, g))
            .collect(),
        _ => vec![("$.outputs".to_string(), want, got)],
    };
    for (path, w, g) in pairs {
        let (Some(V::Object(g)), w) = (g.get("outputs"), w.get("outputs")) else {
            continue;
        };
        let listed = |k: &str| w.and_then(|w| w.get(k)).is_some();
        if let Some(k) = g.keys().find(|k| !listed(k) && !written.allows(k)) {
            return Some((k.clone(), path));
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn written(src: &str) -> Written {
        Written::of_text(src, Model::embedded()).unwrap_or_default()
    }

    #[test]
    fn destinations_are_written_and_others_not() {
        let w = written("ps_2_0\ndef c0, 1, 0, 0, 1\nmov r0, c0\nmov oC0, r0\n");
        assert!(w.allows("oC0"));
        assert!(w.allows("r0"));
        assert!(!w.allows("oC3"));
        let w = written("vs_2_0\ndcl_position v0\nmov oPos, v0\n");
        assert!(w.allows("oPos"));
        assert!(!w.allows("oC0"));
        let w = written("ps_1_1\ndef c0, 1, 0, 0, 1\nmov r0, c0\n");
        assert!(w.allows("oC0"));
    }

    #[test]
    fn an_extra_register_is_found_in_single_and_batch_results() {
        let w = written("ps_2_0\ndef c0, 1, 0, 0, 1\nmov oC0, c0\n");
        let want = json!({"outputs": {"oC0": [1, 0, 0, 1]}, "discarded": false});
        let same = json!({"outputs": {"oC0": [1, 0, 0, 1]}, "discarded": false});
        assert_eq!(unexpected_output(&want, &same, &w), None);
        let extra = json!({"outputs": {"oC0": [1, 0, 0, 1], "oC3": [0, 0, 0, 0]}});
        assert_eq!(
            unexpected_output(&want, &extra, &w),
            Some(("oC3".to_string(), "$.outputs".to_string()))
        );
        let want = json!({"results": [want.clone(), want]});
        let got = json!({"results": [same, extra]});
        assert_eq!(
            unexpected_output(&want, &got, &w),
            Some(("oC3".to_string(), "$.results[1].outputs".to_string()))
        );
    }
}
