//! The standard frame around a binding's `code`: it loads the sources a, b, c from
//! the constants c0, c1, c2 and moves the result `r0` to the profile's output, so
//! that one body runs unchanged in every profile (docs/execute-cases.md).
//!
//! | profiles | a, b, c | output |
//! |---|---|---|
//! | vs_1_1 … vs_2_sw | r1, r2, r3 (`mov` from c0, c1, c2) | `mov oPos, r0` |
//! | vs_3_0 | r1, r2, r3 | `dcl_position o0`, `mov o0, r0` |
//! | ps_1_1 … ps_1_4 | c0, c1, r1 (`mov r1, c2`; one constant read fewer) | r0 is the colour (reported as oC0) |
//! | ps_2_0 … ps_3_sw | r1, r2, r3 | `mov oC0, r0` |
//!
//! Temporaries keep vs_1_1 and ps_2_0 within their constant read ports.

use shadercts_shader::ir::ShaderKind;
use shadercts_shader::model::ProfileInfo;

/// What the frame gives a body in one profile.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Frame {
    /// Register names of the sources a, b, c.
    pub sources: [&'static str; 3],
    /// The output register the frame writes, as the executor reports it.
    pub out: &'static str,
    /// Text before the body (after the version line).
    pub before: &'static str,
    /// Text after the body.
    pub after: &'static str,
}

/// True for ps_1_1 … ps_1_4.
pub fn is_ps1(info: &ProfileInfo) -> bool {
    info.profile.kind == ShaderKind::Pixel && info.profile.major == 1
}

/// The frame of a profile.
pub fn frame(info: &ProfileInfo) -> Frame {
    const LOADS: &str = "mov r1, c0\nmov r2, c1\nmov r3, c2\n";
    let temps = ["r1", "r2", "r3"];
    match (info.profile.kind, info.profile.major) {
        (ShaderKind::Vertex, 3) => Frame {
            sources: temps,
            out: "o0",
            before: "dcl_position o0\nmov r1, c0\nmov r2, c1\nmov r3, c2\n",
            after: "mov o0, r0\n",
        },
        (ShaderKind::Vertex, _) => Frame {
            sources: temps,
            out: "oPos",
            before: LOADS,
            after: "mov oPos, r0\n",
        },
        (ShaderKind::Pixel, 1) => Frame {
            sources: ["c0", "c1", "r1"],
            out: "oC0",
            before: "mov r1, c2\n",
            after: "",
        },
        (ShaderKind::Pixel, _) => Frame {
            sources: temps,
            out: "oC0",
            before: LOADS,
            after: "mov oC0, r0\n",
        },
    }
}

/// The whole program: version line, the body's `def*`/`dcl` lines (hoisted above the
/// frame), the frame's loads, the body, the output move and, when there are
/// subroutines, `ret` and the subroutines.
pub fn wrap(info: &ProfileInfo, body: &str, subs: Option<&str>) -> String {
    let f = frame(info);
    let (mut decls, mut code) = (String::new(), String::new());
    for line in body.lines().map(str::trim).filter(|l| !l.is_empty()) {
        let word = line.split([' ', '_']).next().unwrap_or("");
        let target = if matches!(word, "def" | "defi" | "defb" | "dcl") {
            &mut decls
        } else {
            &mut code
        };
        target.push_str(line);
        target.push('\n');
    }
    let mut out = format!("{}\n{decls}{}{code}{}", info.name, f.before, f.after);
    if let Some(s) = subs {
        out.push_str("ret\n");
        for line in s.lines().map(str::trim).filter(|l| !l.is_empty()) {
            out.push_str(line);
            out.push('\n');
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use shadercts_shader::Model;

    #[test]
    fn declarations_go_first_and_subroutines_last() {
        let info = Model::embedded().profile_by_name("ps_2_x").unwrap();
        let t = wrap(
            info,
            "call l0\ndef c4, 1, 2, 3, 4\n",
            Some("label l0\nmov r0, c4\nret"),
        );
        assert_eq!(
            t,
            "ps_2_x\ndef c4, 1, 2, 3, 4\nmov r1, c0\nmov r2, c1\nmov r3, c2\ncall l0\nmov oC0, r0\nret\nlabel l0\nmov r0, c4\nret\n"
        );
    }
}
