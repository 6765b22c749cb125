//! The shader-model tables in `spec-rules/models/`: they load, agree with the token
//! format, hold the catalogue's numbers, resolve names both ways, report broken YAML
//! with file:line:column, and match the checked-in JSON Schemas.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code: a failure is the report

use shadercts_shader::ir::{Profile, RegType, Register, ShaderKind, MINOR_SW};
use shadercts_shader::model::schema::{OpcodesFile, ProfilesFile, RegistersFile, UsagesFile};
use shadercts_shader::model::{OpClass, OperandKind, EMBEDDED_SOURCES};
use shadercts_shader::opcode::{self, Opcode};
use shadercts_shader::Model;
use std::path::PathBuf;

const VS: ShaderKind = ShaderKind::Vertex;
const PS: ShaderKind = ShaderKind::Pixel;

fn vs(major: u8, minor: u8) -> Profile {
    Profile::new(VS, major, minor)
}

fn ps(major: u8, minor: u8) -> Profile {
    Profile::new(PS, major, minor)
}

fn model() -> &'static Model {
    Model::embedded()
}

/// The 15 profiles, by name and version numbers.
const PROFILES: [(&str, ShaderKind, u8, u8); 15] = [
    ("vs_1_1", VS, 1, 1),
    ("vs_2_0", VS, 2, 0),
    ("vs_2_x", VS, 2, 1),
    ("vs_2_sw", VS, 2, MINOR_SW),
    ("vs_3_0", VS, 3, 0),
    ("vs_3_sw", VS, 3, MINOR_SW),
    ("ps_1_1", PS, 1, 1),
    ("ps_1_2", PS, 1, 2),
    ("ps_1_3", PS, 1, 3),
    ("ps_1_4", PS, 1, 4),
    ("ps_2_0", PS, 2, 0),
    ("ps_2_x", PS, 2, 1),
    ("ps_2_sw", PS, 2, MINOR_SW),
    ("ps_3_0", PS, 3, 0),
    ("ps_3_sw", PS, 3, MINOR_SW),
];

// ------------------------------------------------------------------ loading

#[test]
fn embedded_loads_with_all_profiles() {
    let m = model();
    assert_eq!(m.profiles.len(), PROFILES.len());
    for (name, kind, major, minor) in PROFILES {
        let p = m
            .profile_by_name(name)
            .unwrap_or_else(|| panic!("{name} missing"));
        assert_eq!(p.profile, Profile::new(kind, major, minor), "{name}");
        assert_eq!(p.profile.to_string(), name);
        assert!(
            m.profile_info(p.profile).is_some(),
            "{name} by version numbers"
        );
        assert!(!p.source.is_empty(), "{name} cites no source");
    }
}

#[test]
fn tables_load_from_the_spec_directory_too() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../spec-rules/models");
    let m = Model::from_dir(&dir).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(m.profiles.len(), model().profiles.len());
    assert_eq!(m.forms.len(), model().forms.len());
}

#[test]
fn groups_expand_to_the_expected_profiles() {
    let m = model();
    let names = |g: &str| -> Vec<String> {
        let set = m
            .profile_set([g])
            .unwrap_or_else(|n| panic!("no group {n}"));
        set.indices().map(|i| m.profiles[i].name.clone()).collect()
    };
    assert_eq!(names("all").len(), 15);
    assert_eq!(names("vs").len(), 6);
    assert_eq!(names("ps").len(), 9);
    assert_eq!(names("ps_1_x"), ["ps_1_1", "ps_1_2", "ps_1_3", "ps_1_4"]);
    assert_eq!(names("ps_1_1-1_3"), ["ps_1_1", "ps_1_2", "ps_1_3"]);
    assert_eq!(
        names("sm2"),
        ["vs_2_0", "vs_2_x", "vs_2_sw", "ps_2_0", "ps_2_x", "ps_2_sw"]
    );
    assert_eq!(names("sm3"), ["vs_3_0", "vs_3_sw", "ps_3_0", "ps_3_sw"]);
    assert_eq!(names("ps_sm3"), ["ps_3_0", "ps_3_sw"]);
    assert_eq!(names("sw"), ["vs_2_sw", "vs_3_sw", "ps_2_sw", "ps_3_sw"]);
    assert_eq!(
        names("vs_2_0+"),
        ["vs_2_0", "vs_2_x", "vs_2_sw", "vs_3_0", "vs_3_sw"]
    );
    assert_eq!(
        names("ps_2_0+"),
        ["ps_2_0", "ps_2_x", "ps_2_sw", "ps_3_0", "ps_3_sw"]
    );
    // No group shadows a profile name (profile_set looks groups up first).
    for p in &m.profiles {
        assert!(
            !m.groups.contains_key(&p.name),
            "group named like {}",
            p.name
        );
    }
}

// ------------------------------------------------------------------ opcodes

#[test]
fn every_opcode_constant_has_an_entry_with_the_same_number() {
    let m = model();
    for (name, op) in opcode::ALL {
        if *op == Opcode::COMMENT || *op == Opcode::END {
            assert!(m.forms_by_opcode(*op).is_empty(), "{name} is framing");
            continue;
        }
        let forms = m.forms_by_opcode(*op);
        assert!(!forms.is_empty(), "no entry for D3DSIO_{name}");
        for &i in forms {
            let f = &m.forms[i];
            assert_eq!(f.opcode, *op);
            assert_eq!(
                f.name.to_ascii_uppercase(),
                *name,
                "name of opcode {}",
                op.0
            );
            assert!(!f.profiles.is_empty(), "{name} form without profiles");
        }
    }
    // And nothing else: every form's opcode is one of the constants.
    for f in &m.forms {
        assert!(
            opcode::ALL.iter().any(|(_, o)| *o == f.opcode),
            "{} is not a constant",
            f.name
        );
    }
}

#[test]
fn no_two_forms_of_one_mnemonic_overlap() {
    // For a given profile, mnemonic, control and operand count, at most one form may
    // match; otherwise the parser could not choose.
    let m = model();
    for p in &m.profiles {
        let mut seen = std::collections::HashSet::new();
        for f in &m.forms {
            if !m.set_contains(f.profiles, p.profile) {
                continue;
            }
            let key = (
                f.mnemonic.clone(),
                f.control,
                f.comparison,
                f.operands.len(),
            );
            assert!(
                seen.insert(key.clone()),
                "{}: two forms for {key:?}",
                p.name
            );
        }
    }
}

/// The valid forms of `mnemonic` in `p`.
fn forms_in<'m>(
    m: &'m Model,
    p: Profile,
    mnemonic: &str,
) -> Vec<&'m shadercts_shader::model::FormInfo> {
    m.forms_by_mnemonic(mnemonic)
        .iter()
        .map(|&i| &m.forms[i])
        .filter(|f| m.set_contains(f.profiles, p))
        .collect()
}

fn available(m: &Model, p: Profile, mnemonic: &str) -> bool {
    !forms_in(m, p, mnemonic).is_empty()
}

#[test]
fn availability_follows_the_catalogue() {
    let m = model();
    // Where vkd3d's d3dbc.c opcode tables
    // (https://gitlab.winehq.org/wine/vkd3d/-/blob/master/libs/vkd3d-shader/d3dbc.c), Mesa
    // Nine's nine_shader.c and Wine's bytecodewriter.c agree; one line each.
    for name in [
        "add", "dp3", "dp4", "dst", "exp", "expp", "frc", "lit", "log", "logp", "m3x2", "m3x3",
        "m3x4", "m4x3", "m4x4", "mad", "max", "min", "mov", "mul", "nop", "rcp", "rsq", "sge",
        "slt", "sub", "def", "dcl",
    ] {
        assert!(available(m, vs(1, 1), name), "vs_1_1 {name}");
    }
    for name in [
        "abs", "crs", "lrp", "mova", "nrm", "pow", "sgn", "sincos", "defb", "defi", "call",
        "callnz", "if", "else", "endif", "loop", "endloop", "rep", "endrep", "label", "ret",
    ] {
        assert!(!available(m, vs(1, 1), name), "vs_1_1 has no {name}");
        assert!(available(m, vs(2, 0), name), "vs_2_0 {name}");
    }
    for name in ["break", "setp", "breakp"] {
        assert!(!available(m, vs(2, 0), name), "vs_2_0 has no {name}");
        assert!(available(m, vs(2, 1), name), "vs_2_x {name}");
        assert!(available(m, ps(2, 1), name), "ps_2_x {name}");
        assert!(!available(m, ps(2, 0), name), "ps_2_0 has no {name}");
    }
    assert!(!available(m, vs(2, 1), "texldl"));
    assert!(available(m, vs(3, 0), "texldl"));
    assert!(available(m, vs(3, MINOR_SW), "texldl"));

    for name in [
        "add",
        "cnd",
        "dp3",
        "lrp",
        "mad",
        "mov",
        "mul",
        "nop",
        "sub",
        "def",
        "tex",
        "texbem",
        "texbeml",
        "texcoord",
        "texkill",
        "texm3x2pad",
        "texm3x2tex",
        "texm3x3pad",
        "texm3x3tex",
        "texm3x3spec",
        "texm3x3vspec",
        "texreg2ar",
        "texreg2gb",
    ] {
        assert!(available(m, ps(1, 1), name), "ps_1_1 {name}");
    }
    for name in ["cmp", "dp4", "texdp3", "texdp3tex", "texm3x3", "texreg2rgb"] {
        assert!(!available(m, ps(1, 1), name), "ps_1_1 has no {name}");
        assert!(available(m, ps(1, 2), name), "ps_1_2 {name}");
    }
    assert!(!available(m, ps(1, 2), "texm3x2depth"));
    assert!(available(m, ps(1, 3), "texm3x2depth"));
    for name in [
        "add", "bem", "cmp", "cnd", "dp3", "dp4", "lrp", "mad", "mov", "mul", "nop", "sub", "def",
        "phase", "texcrd", "texld", "texdepth", "texkill",
    ] {
        assert!(available(m, ps(1, 4), name), "ps_1_4 {name}");
    }
    for name in ["tex", "texcoord", "texbem", "dcl"] {
        assert!(!available(m, ps(1, 4), name), "ps_1_4 has no {name}");
    }
    for name in [
        "abs", "add", "cmp", "crs", "dp2add", "dp3", "dp4", "exp", "frc", "log", "lrp", "m4x4",
        "m3x2", "mad", "max", "min", "mov", "mul", "nop", "nrm", "pow", "rcp", "rsq", "sincos",
        "sub", "texkill", "texld", "texldp", "texldb", "dcl", "def",
    ] {
        assert!(available(m, ps(2, 0), name), "ps_2_0 {name}");
    }
    for name in [
        "cnd",
        "bem",
        "texm3x3vspec",
        "phase",
        "texcrd",
        "loop",
        "defi",
        "dsx",
        "slt",
        "sge",
        "lit",
        "dst",
        "expp",
        "logp",
        "mova",
        "sgn",
    ] {
        assert!(!available(m, ps(2, 0), name), "ps_2_0 has no {name}");
    }
    for name in [
        "call", "callnz", "rep", "endrep", "if", "else", "endif", "break", "label", "ret", "setp",
        "dsx", "dsy", "texldd", "defb", "defi",
    ] {
        assert!(available(m, ps(2, 1), name), "ps_2_x {name}");
        assert!(available(m, ps(2, MINOR_SW), name), "ps_2_sw {name}");
    }
    assert!(!available(m, ps(2, 1), "loop"));
    for name in ["loop", "endloop", "texldl"] {
        assert!(available(m, ps(3, 0), name), "ps_3_0 {name}");
        assert!(available(m, ps(3, MINOR_SW), name), "ps_3_sw {name}");
    }
    // Comparison forms share the mnemonic with their plain opcode.
    let ifc = forms_in(m, vs(2, 1), "if");
    assert_eq!(ifc.len(), 2);
    assert!(ifc.iter().any(|f| f.comparison && f.opcode == Opcode::IFC));
    assert!(forms_in(m, vs(2, 0), "if").iter().all(|f| !f.comparison));
    let brk = forms_in(m, ps(3, 0), "break");
    assert!(brk
        .iter()
        .any(|f| f.comparison && f.opcode == Opcode::BREAKC));
}

#[test]
fn operand_layouts() {
    use OperandKind::*;
    let m = model();
    let ops = |p: Profile, op: Opcode, control: u8| -> Vec<OperandKind> {
        m.select_form(p, op, control, None)
            .unwrap_or_else(|| panic!("{p} {op:?}"))
            .operands
            .clone()
    };
    assert_eq!(ops(vs(1, 1), Opcode::DCL, 0), [Decl, Dst]);
    assert_eq!(ops(ps(2, 0), Opcode::DEF, 0), [Dst, Float4]);
    assert_eq!(ops(vs(2, 0), Opcode::DEFI, 0), [Dst, Int4]);
    assert_eq!(ops(vs(2, 0), Opcode::DEFB, 0), [Dst, Bool]);
    assert_eq!(ops(vs(2, 0), Opcode::LABEL, 0), [Src]);
    assert_eq!(ops(vs(2, 0), Opcode::CALL, 0), [Src]);
    assert_eq!(ops(vs(2, 0), Opcode::CALLNZ, 0), [Src, Src]);
    assert_eq!(ops(vs(2, 0), Opcode::LOOP, 0), [Src, Src]);
    assert_eq!(ops(vs(2, 0), Opcode::REP, 0), [Src]);
    assert_eq!(ops(vs(2, 0), Opcode::IF, 0), [Src]);
    assert_eq!(ops(vs(2, 1), Opcode::IFC, 3), [Src, Src]);
    assert_eq!(ops(vs(2, 1), Opcode::BREAKC, 1), [Src, Src]);
    assert_eq!(ops(vs(2, 1), Opcode::SETP, 5), [Dst, Src, Src]);
    assert_eq!(ops(vs(2, 1), Opcode::BREAKP, 0), [Src]);
    assert_eq!(ops(ps(1, 1), Opcode::TEXKILL, 0), [Dst]);
    assert_eq!(ops(ps(3, 0), Opcode::TEXKILL, 0), [Dst]);
    assert_eq!(ops(ps(1, 1), Opcode::TEXM3X3SPEC, 0), [Dst, Src, Src]);
    assert_eq!(ops(ps(2, 1), Opcode::TEXLDD, 0), [Dst, Src, Src, Src, Src]);
    assert_eq!(ops(vs(3, 0), Opcode::TEXLDL, 0), [Dst, Src, Src]);
    assert_eq!(ops(ps(1, 4), Opcode::TEXDEPTH, 0), [Dst]);
    assert_eq!(ops(ps(1, 4), Opcode::PHASE, 0), []);
    assert_eq!(ops(vs(2, 0), Opcode::ENDLOOP, 0), []);
    assert_eq!(ops(vs(2, 0), Opcode::SGN, 0), [Dst, Src, Src, Src]);
    assert_eq!(ops(vs(3, 0), Opcode::SGN, 0), [Dst, Src, Src, Src]); // A4: both forms; the three-source one first
}

#[test]
fn select_form_picks_sincos_by_version() {
    let m = model();
    for p in [
        vs(2, 0),
        vs(2, 1),
        vs(2, MINOR_SW),
        ps(2, 0),
        ps(2, 1),
        ps(2, MINOR_SW),
    ] {
        let f = m.select_form(p, Opcode::SINCOS, 0, None).unwrap();
        assert_eq!(f.src_count(), 3, "{p}");
        assert!(f.has_dst());
        assert_eq!(f.slots, 8);
    }
    for p in [vs(3, 0), vs(3, MINOR_SW), ps(3, 0)] {
        let f = m.select_form(p, Opcode::SINCOS, 0, None).unwrap();
        assert_eq!(f.src_count(), 1, "{p}");
    }
    // With a known operand count from SM2+ bytecode, the count wins even in the
    // wrong profile (so an invalid program still decodes).
    let f = m.select_form(vs(3, 0), Opcode::SINCOS, 0, Some(4)).unwrap();
    assert_eq!(f.src_count(), 3);
    let f = m.select_form(vs(2, 0), Opcode::SINCOS, 0, Some(2)).unwrap();
    assert_eq!(f.src_count(), 1);
}

#[test]
fn select_form_picks_tex_and_texld_per_pixel_version() {
    let m = model();
    for minor in 1..=3 {
        let f = m.select_form(ps(1, minor), Opcode::TEX, 0, None).unwrap();
        assert_eq!((f.mnemonic.as_str(), f.operands.len()), ("tex", 1));
        let f = m
            .select_form(ps(1, minor), Opcode::TEXCOORD, 0, None)
            .unwrap();
        assert_eq!((f.mnemonic.as_str(), f.operands.len()), ("texcoord", 1));
    }
    let f = m.select_form(ps(1, 4), Opcode::TEX, 0, None).unwrap();
    assert_eq!((f.mnemonic.as_str(), f.operands.len()), ("texld", 2));
    let f = m.select_form(ps(1, 4), Opcode::TEXCOORD, 0, None).unwrap();
    assert_eq!((f.mnemonic.as_str(), f.operands.len()), ("texcrd", 2));
    for p in [ps(2, 0), ps(2, 1), ps(2, MINOR_SW), ps(3, 0)] {
        let f = m.select_form(p, Opcode::TEX, 0, None).unwrap();
        assert_eq!((f.mnemonic.as_str(), f.operands.len()), ("texld", 3), "{p}");
        let f = m.select_form(p, Opcode::TEX, 1, None).unwrap();
        assert_eq!(f.mnemonic, "texldp", "{p}");
        let f = m.select_form(p, Opcode::TEX, 2, None).unwrap();
        assert_eq!(f.mnemonic, "texldb", "{p}");
    }
    // texld and texcrd are one opcode's forms, named by mnemonic.
    let texld: Vec<_> = m
        .forms_by_mnemonic("texld")
        .iter()
        .map(|&i| &m.forms[i])
        .collect();
    assert!(texld.iter().all(|f| f.opcode == Opcode::TEX));
    assert_eq!(texld.len(), 2);
}

#[test]
fn slot_costs_follow_the_catalogue() {
    let m = model();
    let slots = |p: Profile, op: Opcode| m.select_form(p, op, 0, None).unwrap().slots;
    // MojoShader's per-opcode slot table (https://github.com/icculus/mojoshader/blob/6333f74/mojoshader.c).
    assert_eq!(slots(vs(2, 0), Opcode::LIT), 3);
    assert_eq!(slots(vs(3, 0), Opcode::LIT), 3);
    assert_eq!(slots(vs(2, 0), Opcode::LRP), 2);
    assert_eq!(slots(vs(1, 1), Opcode::M4X4), 4);
    assert_eq!(slots(vs(1, 1), Opcode::M4X3), 3);
    assert_eq!(slots(vs(1, 1), Opcode::M3X4), 4);
    assert_eq!(slots(vs(1, 1), Opcode::M3X3), 3);
    assert_eq!(slots(vs(1, 1), Opcode::M3X2), 2);
    assert_eq!(slots(vs(2, 0), Opcode::POW), 3);
    assert_eq!(slots(vs(2, 0), Opcode::CRS), 2);
    assert_eq!(slots(vs(2, 0), Opcode::SGN), 3);
    assert_eq!(slots(vs(2, 0), Opcode::NRM), 3);
    assert_eq!(slots(vs(2, 0), Opcode::SINCOS), 8);
    assert_eq!(slots(vs(2, 0), Opcode::CALL), 2);
    assert_eq!(slots(vs(2, 0), Opcode::CALLNZ), 3);
    assert_eq!(slots(vs(2, 0), Opcode::LOOP), 3);
    assert_eq!(slots(vs(2, 0), Opcode::REP), 3);
    assert_eq!(slots(vs(2, 0), Opcode::IF), 3);
    assert_eq!(slots(ps(2, 0), Opcode::DP2ADD), 2);
    // dp4 and cmp cost 2 in ps_1_2/1_3 only.
    assert_eq!(slots(ps(1, 2), Opcode::DP4), 2);
    assert_eq!(slots(ps(1, 3), Opcode::CMP), 2);
    assert_eq!(slots(ps(1, 4), Opcode::DP4), 1);
    assert_eq!(slots(ps(2, 0), Opcode::CMP), 1);
    // Declarations are free.
    for op in [
        Opcode::DCL,
        Opcode::DEF,
        Opcode::DEFI,
        Opcode::DEFB,
        Opcode::LABEL,
    ] {
        let f = m.select_form(vs(3, 0), op, 0, None).unwrap();
        assert_eq!(f.slots, 0, "{op:?}");
        assert_eq!(f.class, OpClass::Declaration, "{op:?}");
    }
    // Per-version costs of the MS instruction tables.
    assert_eq!(slots(vs(1, 1), Opcode::LIT), 1);
    assert_eq!(slots(vs(1, 1), Opcode::EXP), 10);
    assert_eq!(slots(vs(1, 1), Opcode::LOG), 10);
    assert_eq!(slots(vs(1, 1), Opcode::FRC), 3);
    assert_eq!(slots(vs(2, 0), Opcode::EXP), 1);
    assert_eq!(slots(vs(1, 1), Opcode::EXPP), 1);
    assert_eq!(slots(ps(1, 1), Opcode::NOP), 0);
    assert_eq!(slots(ps(2, 0), Opcode::NOP), 1);
    assert_eq!(slots(vs(1, 1), Opcode::NOP), 1);
    assert_eq!(slots(ps(1, 1), Opcode::LRP), 1);
    assert_eq!(slots(ps(2, 0), Opcode::LRP), 2);
    assert_eq!(slots(ps(1, 1), Opcode::TEXBEML), 2);
    assert_eq!(slots(ps(1, 4), Opcode::BEM), 2);
    assert_eq!(slots(ps(2, 0), Opcode::TEXKILL), 1);
    assert_eq!(slots(ps(3, 0), Opcode::TEXKILL), 2);
    assert_eq!(slots(ps(2, 0), Opcode::TEX), 1);
    assert_eq!(slots(ps(3, 0), Opcode::TEX), 1);
    let texld =
        |p: Profile, control: u8| m.select_form(p, Opcode::TEX, control, None).unwrap().slots;
    assert_eq!((texld(ps(2, 0), 1), texld(ps(2, 0), 2)), (1, 1));
    assert_eq!((texld(ps(2, 1), 1), texld(ps(2, 1), 2)), (3, 6));
    assert_eq!((texld(ps(3, 0), 1), texld(ps(3, 0), 2)), (3, 6));
    assert_eq!(slots(ps(2, 1), Opcode::TEXLDD), 3);
    assert_eq!(slots(ps(3, 0), Opcode::TEXLDL), 2);
    assert_eq!(slots(ps(2, 1), Opcode::DSX), 2);
    assert_eq!(slots(vs(2, 1), Opcode::BREAKP), 3);
    assert_eq!(slots(vs(2, 1), Opcode::BREAK), 1);
    assert_eq!(slots(vs(2, 0), Opcode::ENDLOOP), 2);
    assert_eq!(slots(vs(2, 0), Opcode::RET), 1);
    let phase = m.select_form(ps(1, 4), Opcode::PHASE, 0, None).unwrap();
    assert_eq!((phase.slots, phase.class), (0, OpClass::Other));
    assert_eq!(Opcode::PHASE.0, 65533);
}

#[test]
fn classes_are_sensible() {
    let m = model();
    let class = |op: Opcode| m.forms[m.forms_by_opcode(op)[0]].class;
    for op in [
        Opcode::TEX,
        Opcode::TEXKILL,
        Opcode::TEXBEM,
        Opcode::TEXLDL,
        Opcode::TEXLDD,
        Opcode::TEXCOORD,
        Opcode::TEXDEPTH,
    ] {
        assert_eq!(class(op), OpClass::Texture, "{op:?}");
    }
    for op in [
        Opcode::MOV,
        Opcode::MAD,
        Opcode::CMP,
        Opcode::CND,
        Opcode::BEM,
        Opcode::DP2ADD,
    ] {
        assert_eq!(class(op), OpClass::Arithmetic, "{op:?}");
    }
    for op in [
        Opcode::IF,
        Opcode::IFC,
        Opcode::LOOP,
        Opcode::REP,
        Opcode::CALL,
        Opcode::RET,
        Opcode::BREAKP,
        Opcode::ENDIF,
    ] {
        assert_eq!(class(op), OpClass::Flow, "{op:?}");
    }
}

// ------------------------------------------------------------------ registers

#[test]
fn register_counts_match_the_catalogue() {
    let m = model();
    let count = |p: &str, file: &str| m.profile_by_name(p).unwrap().register_count(file);
    // The MS register tables (e.g. https://learn.microsoft.com/en-us/windows/win32/direct3dhlsl/dx9-graphics-reference-asm-vs-registers-vs-3-0).
    let table: &[(&str, &[(&str, u32)])] = &[
        (
            "vs_1_1",
            &[
                ("r", 12),
                ("v", 16),
                ("c", 256),
                ("a", 1),
                ("oPos", 1),
                ("oFog", 1),
                ("oPts", 1),
                ("oD", 2),
                ("oT", 8),
                ("b", 0),
                ("i", 0),
                ("aL", 0),
                ("p", 0),
                ("o", 0),
            ],
        ),
        (
            "vs_2_0",
            &[
                ("r", 12),
                ("v", 16),
                ("c", 256),
                ("a", 1),
                ("b", 16),
                ("i", 16),
                ("aL", 1),
                ("p", 0),
                ("oD", 2),
                ("oT", 8),
            ],
        ),
        (
            "vs_2_x",
            &[("r", 32), ("v", 16), ("p", 1), ("b", 16), ("i", 16)],
        ),
        (
            "vs_2_sw",
            &[("r", 32), ("c", 8192), ("b", 2048), ("i", 2048), ("p", 1)],
        ),
        (
            "vs_3_0",
            &[
                ("r", 32),
                ("v", 16),
                ("c", 256),
                ("a", 1),
                ("b", 16),
                ("i", 16),
                ("aL", 1),
                ("p", 1),
                ("s", 4),
                ("o", 12),
                ("oPos", 0),
                ("oT", 0),
                ("oD", 0),
            ],
        ),
        (
            "vs_3_sw",
            &[("c", 8192), ("o", 16), ("b", 2048), ("i", 2048)],
        ),
        (
            "ps_1_1",
            &[("r", 2), ("v", 2), ("c", 8), ("t", 4), ("oC", 0), ("s", 0)],
        ),
        ("ps_1_2", &[("r", 2), ("v", 2), ("c", 8), ("t", 4)]),
        ("ps_1_3", &[("r", 2), ("v", 2), ("c", 8), ("t", 4)]),
        ("ps_1_4", &[("r", 6), ("v", 2), ("c", 8), ("t", 6)]),
        (
            "ps_2_0",
            &[
                ("r", 12),
                ("v", 2),
                ("c", 32),
                ("t", 8),
                ("s", 16),
                ("oC", 4),
                ("oDepth", 1),
                ("p", 0),
                ("b", 0),
                ("i", 0),
            ],
        ),
        (
            "ps_2_x",
            &[
                ("r", 32),
                ("v", 2),
                ("c", 32),
                ("t", 8),
                ("s", 16),
                ("p", 1),
                ("b", 16),
                ("i", 16),
                ("oC", 4),
                ("oDepth", 1),
                ("aL", 0),
            ],
        ),
        (
            "ps_2_sw",
            &[("c", 8192), ("b", 2048), ("i", 2048), ("p", 1)],
        ),
        (
            "ps_3_0",
            &[
                ("r", 32),
                ("v", 10),
                ("c", 224),
                ("b", 16),
                ("i", 16),
                ("p", 1),
                ("s", 16),
                ("vFace", 1),
                ("vPos", 1),
                ("aL", 1),
                ("oC", 4),
                ("oDepth", 1),
                ("t", 0),
                ("a", 0),
            ],
        ),
        (
            "ps_3_sw",
            &[
                ("r", 32),
                ("v", 10),
                ("c", 8192),
                ("b", 2048),
                ("i", 2048),
                ("s", 16),
                ("vFace", 1),
                ("vPos", 1),
                ("aL", 1),
                ("l", 2048),
                ("oC", 4),
                ("t", 0),
            ],
        ),
    ];
    for (p, files) in table {
        for (file, n) in *files {
            assert_eq!(count(p, file), *n, "{p} {file}");
        }
    }
    // Every register-file name used in a profile exists and fits the kind.
    for p in &m.profiles {
        for name in p.registers.keys() {
            let f = m
                .lookup_register(p.profile, name)
                .unwrap_or_else(|| panic!("{name}"));
            assert!(f.kinds.contains(&p.profile.kind), "{} {name}", p.name);
        }
    }
}

#[test]
fn limits_match_the_catalogue() {
    let m = model();
    let limits = |p: &str| m.profile_by_name(p).unwrap().limits.clone();
    assert_eq!(limits("vs_1_1").instruction_slots, Some(128));
    assert_eq!(limits("vs_2_0").instruction_slots, Some(256));
    assert_eq!(limits("vs_2_0").loop_nesting, Some(1));
    assert_eq!(limits("vs_2_0").call_nesting, Some(1));
    assert_eq!(limits("vs_2_0").static_flow_count, Some(16));
    assert_eq!(limits("vs_2_0").labels, Some(16));
    assert_eq!(limits("vs_2_x").instruction_slots, Some(256));
    assert_eq!(limits("vs_2_x").dynamic_nesting, Some(24));
    assert_eq!(limits("vs_2_sw").instruction_slots, None);
    assert_eq!(limits("vs_2_sw").labels, Some(2048));
    assert_eq!(limits("vs_3_0").labels, Some(2048));
    let ps11 = limits("ps_1_1");
    assert_eq!(
        (ps11.texture_slots, ps11.arithmetic_slots),
        (Some(4), Some(8))
    );
    let ps14 = limits("ps_1_4");
    assert_eq!(
        (ps14.texture_slots, ps14.arithmetic_slots),
        (Some(6), Some(8))
    );
    let ps20 = limits("ps_2_0");
    assert_eq!(
        (
            ps20.instruction_slots,
            ps20.texture_slots,
            ps20.arithmetic_slots
        ),
        (Some(96), Some(32), Some(64))
    );
    assert_eq!(ps20.dependent_read_depth, Some(3));
    assert_eq!(limits("ps_2_x").instruction_slots, Some(512));
    assert_eq!(limits("ps_2_x").labels, Some(16));
    assert_eq!(limits("ps_3_0").dependent_read_depth, None);
    assert_eq!(limits("ps_3_0").dynamic_nesting, Some(24));
    assert_eq!(limits("ps_3_0").loop_nesting, Some(4));
    assert_eq!(limits("ps_3_0").call_nesting, Some(4));
    assert_eq!(limits("ps_3_sw").instruction_slots, None);
    assert_eq!(limits("ps_3_sw").loop_nesting, Some(4));
    // Labels agree with the l# register count.
    for p in &m.profiles {
        assert_eq!(p.limits.labels, p.registers.get("l").copied(), "{}", p.name);
    }
}

#[test]
fn read_ports_and_modifiers() {
    use shadercts_shader::ir::SrcModifier;
    let m = model();
    let p = |n: &str| m.profile_by_name(n).unwrap();
    // [SDK9] ps_1_x read ports c/r/t/v.
    let ports = |n: &str| {
        let rp = &p(n).read_ports;
        (rp["c"], rp["r"], rp["t"], rp["v"])
    };
    assert_eq!(ports("ps_1_1"), (2, 2, 2, 2));
    assert_eq!(ports("ps_1_2"), (2, 2, 3, 2));
    assert_eq!(ports("ps_1_3"), (2, 2, 3, 2));
    assert_eq!(ports("ps_1_4"), (2, 3, 1, 2));
    assert_eq!(p("vs_1_1").read_ports["c"], 1);
    assert_eq!(p("vs_1_1").read_ports["r"], 3);
    for sw in ["vs_2_sw", "vs_3_sw", "ps_2_sw", "ps_3_sw"] {
        assert!(p(sw).read_ports.is_empty(), "{sw} has no read-port limit");
    }
    // Shifts only in ps_1_x; _x8/_d4/_d8 only in ps_1_4.
    assert_eq!(p("ps_1_1").shifts, [1, 2, -1]);
    assert_eq!(p("ps_1_4").shifts.len(), 6);
    for n in ["vs_1_1", "vs_3_0", "ps_2_0", "ps_3_0"] {
        assert!(p(n).shifts.is_empty(), "{n}");
    }
    // Write masks: ps_1_1-1_3 restricted, the rest any.
    assert_eq!(p("ps_1_3").write_masks.as_ref().map(Vec::len), Some(3));
    assert!(p("ps_1_4").write_masks.is_none());
    assert!(p("vs_1_1").write_masks.is_none());
    // abs only in SM3; x2/dz/dw only in ps_1_4.
    assert!(p("vs_3_0").source_modifiers.contains(&SrcModifier::Abs));
    assert!(p("ps_3_0").source_modifiers.contains(&SrcModifier::Abs));
    assert!(!p("ps_2_x").source_modifiers.contains(&SrcModifier::Abs));
    assert!(p("ps_1_4").source_modifiers.contains(&SrcModifier::X2));
    assert!(!p("ps_1_3").source_modifiers.contains(&SrcModifier::X2));
    assert!(!p("ps_1_3").source_modifiers.contains(&SrcModifier::Dz));
    assert!(!p("ps_2_0").source_modifiers.contains(&SrcModifier::Bias));
    // _pp from ps_2_0.
    assert!(p("ps_2_0").result_modifiers.iter().any(|m| m == "pp"));
    assert!(!p("ps_1_4").result_modifiers.iter().any(|m| m == "pp"));
}

#[test]
fn register_lookup_both_ways() {
    let m = model();
    let look = |p: Profile, name: &str| {
        let f = m
            .lookup_register(p, name)
            .unwrap_or_else(|| panic!("{p} {name}"));
        (f.ty, f.fixed_index)
    };
    assert_eq!(look(vs(3, 0), "o"), (RegType::OUTPUT, None));
    assert_eq!(look(vs(2, 0), "oT"), (RegType::TEXCRDOUT, None));
    assert_eq!(look(vs(1, 1), "oPos"), (RegType::RASTOUT, Some(0)));
    assert_eq!(look(vs(1, 1), "OFOG"), (RegType::RASTOUT, Some(1)));
    assert_eq!(look(vs(1, 1), "opts"), (RegType::RASTOUT, Some(2)));
    assert_eq!(look(vs(1, 1), "a"), (RegType::ADDR, None));
    assert_eq!(look(ps(1, 4), "t"), (RegType::TEXTURE, None));
    assert_eq!(look(ps(3, 0), "vface"), (RegType::MISCTYPE, Some(1)));
    assert_eq!(look(ps(3, 0), "vPos"), (RegType::MISCTYPE, Some(0)));
    assert_eq!(look(ps(2, 0), "oDepth"), (RegType::DEPTHOUT, Some(0)));
    assert_eq!(look(ps(2, 0), "oc"), (RegType::COLOROUT, None));
    assert_eq!(look(vs(2, 0), "aL"), (RegType::LOOP, Some(0)));
    assert_eq!(look(vs(2, 1), "p"), (RegType::PREDICATE, None));
    assert_eq!(look(vs(2, 0), "l"), (RegType::LABEL, None));
    assert_eq!(look(ps(2, 0), "s"), (RegType::SAMPLER, None));
    assert_eq!(look(vs(2, 0), "i"), (RegType::CONSTINT, None));
    assert_eq!(look(vs(2, 0), "b"), (RegType::CONSTBOOL, None));
    // Names of another profile of the same kind resolve (the validator then rejects).
    assert_eq!(look(vs(3, 0), "oPos"), (RegType::RASTOUT, Some(0)));
    assert_eq!(look(vs(1, 1), "o"), (RegType::OUTPUT, None));
    // ...but not across kinds.
    assert!(m.lookup_register(ps(2, 0), "oPos").is_none());
    assert!(m.lookup_register(ps(2, 0), "a").map(|f| f.ty) != Some(RegType::ADDR));
    assert!(m.lookup_register(vs(3, 0), "vFace").is_none());
    assert!(m.lookup_register(vs(3, 0), "nonsense").is_none());

    let name = |p: Profile, ty: RegType, index: u32| m.register_name(p, Register::new(ty, index));
    assert_eq!(name(ps(2, 0), RegType::TEXTURE, 3).as_deref(), Some("t3"));
    assert_eq!(name(vs(2, 0), RegType::ADDR, 0).as_deref(), Some("a0"));
    assert_eq!(
        name(ps(3, 0), RegType::MISCTYPE, 1).as_deref(),
        Some("vFace")
    );
    assert_eq!(
        name(ps(3, 0), RegType::MISCTYPE, 0).as_deref(),
        Some("vPos")
    );
    assert_eq!(name(vs(3, 0), RegType::OUTPUT, 11).as_deref(), Some("o11"));
    assert_eq!(
        name(vs(2, 0), RegType::TEXCRDOUT, 7).as_deref(),
        Some("oT7")
    );
    assert_eq!(name(vs(1, 1), RegType::RASTOUT, 0).as_deref(), Some("oPos"));
    assert_eq!(name(vs(1, 1), RegType::RASTOUT, 1).as_deref(), Some("oFog"));
    assert_eq!(name(vs(1, 1), RegType::RASTOUT, 2).as_deref(), Some("oPts"));
    assert_eq!(name(vs(1, 1), RegType::RASTOUT, 3), None);
    assert_eq!(name(vs(1, 1), RegType::ATTROUT, 1).as_deref(), Some("oD1"));
    assert_eq!(name(ps(2, 0), RegType::COLOROUT, 2).as_deref(), Some("oC2"));
    assert_eq!(
        name(ps(2, 0), RegType::DEPTHOUT, 0).as_deref(),
        Some("oDepth")
    );
    assert_eq!(name(vs(2, 0), RegType::LOOP, 0).as_deref(), Some("aL"));
    assert_eq!(name(vs(2, 1), RegType::PREDICATE, 0).as_deref(), Some("p0"));
    assert_eq!(name(ps(2, 1), RegType::LABEL, 5).as_deref(), Some("l5"));
    assert_eq!(name(ps(3, 0), RegType::SAMPLER, 15).as_deref(), Some("s15"));
    assert_eq!(name(ps(1, 1), RegType::TEMP, 1).as_deref(), Some("r1"));
    assert_eq!(name(vs(2, 0), RegType::CONST, 255).as_deref(), Some("c255"));
    assert_eq!(name(vs(2, 0), RegType::CONSTINT, 3).as_deref(), Some("i3"));
    assert_eq!(name(vs(2, 0), RegType::CONSTBOOL, 3).as_deref(), Some("b3"));
    // In the wrong profile of the right kind the name still prints.
    assert_eq!(name(vs(3, 0), RegType::RASTOUT, 0).as_deref(), Some("oPos"));
    // Types 11-13 (folded into c#) and 16 (reserved) have no name.
    assert_eq!(name(vs(2, 0), RegType::TEMPFLOAT16, 0), None);
}

#[test]
fn every_type_has_a_name_in_each_kind_where_it_can_appear() {
    let m = model();
    let named = |p: Profile, ty: u8| m.register_name(p, Register::new(RegType(ty), 0)).is_some();
    // Every type 0-19 except CONST2-4 and TEMPFLOAT16 prints in both kinds, apart from
    // the kind-specific ones.
    let vs_only = [4u8, 5, 6];
    let ps_only = [8u8, 9, 17];
    for ty in 0..=RegType::MAX {
        if matches!(ty, 11..=13 | 16) {
            continue;
        }
        assert_eq!(named(vs(3, 0), ty), !ps_only.contains(&ty), "vs type {ty}");
        assert_eq!(named(ps(3, 0), ty), !vs_only.contains(&ty), "ps type {ty}");
    }
}

// ------------------------------------------------------------------ usages

#[test]
fn usages_and_sampler_types() {
    let m = model();
    let expect = [
        "position",
        "blendweight",
        "blendindices",
        "normal",
        "psize",
        "texcoord",
        "tangent",
        "binormal",
        "tessfactor",
        "positiont",
        "color",
        "fog",
        "depth",
        "sample",
    ];
    assert_eq!(m.usages.len(), expect.len());
    for (v, name) in expect.iter().enumerate() {
        assert_eq!(m.usage_name(v as u8), Some(*name));
        assert_eq!(m.usage_by_name(name).map(|u| u.value), Some(v as u8));
        assert_eq!(
            m.usage_by_name(&name.to_ascii_uppercase()).map(|u| u.value),
            Some(v as u8)
        );
    }
    assert_eq!(m.usage_by_name("pointsize").map(|u| u.value), Some(4));
    assert!(m.usage_by_name("nonsense").is_none());
    for (name, v) in [("1d", 1), ("2d", 2), ("cube", 3), ("volume", 4)] {
        assert_eq!(m.sampler_type_by_name(name).map(|s| s.value), Some(v));
        assert_eq!(m.sampler_type_name(v), Some(name));
    }
    assert_eq!(m.sampler_type_name(0), None);
}

// ------------------------------------------------------------------ diagnostics

/// Loads the embedded sources with file `idx` replaced by `text`; returns the error.
fn load_error(idx: usize, text: &str) -> String {
    let mut src = EMBEDDED_SOURCES;
    src[idx].1 = text;
    match Model::from_sources(&src) {
        Ok(_) => panic!("broken {} loaded", src[idx].0),
        Err(e) => e.to_string(),
    }
}

fn assert_located(e: &str, at: &str) {
    assert!(e.contains(at), "expected `{at}` in:\n{e}");
}

/// `path:line:column` (1-based) of the first occurrence of `needle` in `text`.
fn position(path: &str, text: &str, needle: &str) -> String {
    let at = text
        .find(needle)
        .unwrap_or_else(|| panic!("`{needle}` not in the test text"));
    let line = text[..at].matches('\n').count() + 1;
    let column = at - text[..at].rfind('\n').map_or(0, |i| i + 1) + 1;
    format!("{path}:{line}:{column}")
}

const PROFILES_PATH: &str = "spec-rules/models/profiles.yaml";
const OPCODES_PATH: &str = "spec-rules/models/opcodes.yaml";

const ONE_PROFILE: &str = "\
groups: {}
profiles:
  - name: vs_1_1
    kind: vs
    major: 1
    minor: 1
    registers: { r: 12 }
    write_masks: [any]
    source: x
";

#[test]
fn bad_kind_names_its_line_and_column() {
    let text = ONE_PROFILE.replace("kind: vs", "kind: xs");
    let e = load_error(0, &text);
    assert_located(&e, &position(PROFILES_PATH, &text, "xs"));
    assert_located(&e, "spec-rules/models/profiles.yaml:4:11");
    assert!(e.contains("unknown shader kind"), "{e}");
}

#[test]
fn wrong_type_is_located() {
    let text = ONE_PROFILE.replace("major: 1", "major: one");
    let e = load_error(0, &text);
    assert_located(&e, &position(PROFILES_PATH, &text, "one"));
}

#[test]
fn unknown_field_is_located() {
    let text = ONE_PROFILE.replace("    source: x\n", "    source: x\n    colour: red\n");
    let e = load_error(0, &text);
    assert_located(&e, &position(PROFILES_PATH, &text, "colour"));
    assert!(e.contains("colour"), "{e}");
}

#[test]
fn unknown_profile_in_a_group_is_located() {
    // The real table with one bad group added, so that this is the only error.
    let real = EMBEDDED_SOURCES[0].1;
    let text = real.replacen("\ngroups:\n", "\ngroups:\n  early: [vs_1_1, vs_9_9]\n", 1);
    assert_ne!(text, real, "profiles.yaml has a `groups:` line");
    let e = load_error(0, &text);
    assert_located(&e, &position(PROFILES_PATH, &text, "vs_9_9"));
    assert!(e.contains("vs_9_9"), "{e}");
    assert_eq!(e.matches("error").count(), 1, "{e}");
}

#[test]
fn unknown_operand_kind_is_located() {
    let real = EMBEDDED_SOURCES[2].1;
    let text = real.replacen(
        "operands: [dst, src], profiles: [all]",
        "operands: [dst, srcc], profiles: [all]",
        1,
    );
    assert_ne!(text, real);
    let e = load_error(2, &text);
    assert_located(&e, &position(OPCODES_PATH, &text, "srcc"));
    assert!(e.contains("unknown operand kind `srcc`"), "{e}");
}

#[test]
fn opcode_number_mismatch_is_located() {
    let text = "\
opcodes:
  - name: mov
    opcode: 2
    class: arithmetic
    forms:
      - { operands: [dst, src], profiles: [all], slots: 1 }
";
    let e = load_error(2, text);
    assert_located(&e, &position(OPCODES_PATH, text, "mov"));
    assert!(e.contains("opcode 1"), "{e}");
}

#[test]
fn unknown_class_and_profile_in_a_form_are_located() {
    let real = EMBEDDED_SOURCES[2].1;
    let text = real.replacen("class: other", "class: misc", 1).replacen(
        "profiles: [ps_1_4], slots: 0",
        "profiles: [ps_1_5], slots: 0",
        1,
    );
    let e = load_error(2, &text);
    assert_located(&e, &position(OPCODES_PATH, &text, "misc"));
    assert_located(&e, &position(OPCODES_PATH, &text, "ps_1_5"));
}

#[test]
fn unknown_register_file_in_counts_is_located() {
    let real = EMBEDDED_SOURCES[0].1;
    let text = real.replacen(
        "registers: { r: 2, v: 2, c: 8, t: 4 }",
        "registers: { r: 2, v: 2, c: 8, t: 4, q: 3 }",
        1,
    );
    assert_ne!(text, real, "ps_1_1 register line changed; update the test");
    let e = load_error(0, &text);
    assert_located(&e, &position(PROFILES_PATH, &text, "3 }"));
    assert!(e.contains("`q` is not a register file"), "{e}");
}

#[test]
fn unknown_register_profile_is_located() {
    let real = EMBEDDED_SOURCES[1].1;
    let text = real.replacen("profiles: [all]", "profiles: [al]", 1);
    assert_ne!(text, real);
    let e = load_error(1, &text);
    assert_located(
        &e,
        &position("spec-rules/models/registers.yaml", &text, "al]"),
    );
}

#[test]
fn usage_with_a_wrong_type_is_located() {
    let real = EMBEDDED_SOURCES[3].1;
    let text = real.replacen("value: 0 }", "value: 9999 }", 1);
    assert_ne!(text, real);
    let e = load_error(3, &text);
    assert_located(
        &e,
        &position("spec-rules/models/usages.yaml", &text, "9999"),
    );
}

// ------------------------------------------------------------------ JSON Schemas

fn schema_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../spec-rules/schema/models")
}

fn generated_schemas() -> Vec<(&'static str, String)> {
    let render = |s: schemars::Schema| {
        let mut t = serde_json::to_string_pretty(&s).expect("a schema serializes");
        t.push('\n');
        t
    };
    vec![
        (
            "profiles.schema.json",
            render(schemars::schema_for!(ProfilesFile)),
        ),
        (
            "registers.schema.json",
            render(schemars::schema_for!(RegistersFile)),
        ),
        (
            "opcodes.schema.json",
            render(schemars::schema_for!(OpcodesFile)),
        ),
        (
            "usages.schema.json",
            render(schemars::schema_for!(UsagesFile)),
        ),
    ]
}

#[test]
fn checked_in_json_schemas_are_current() {
    let dir = schema_dir();
    let update = std::env::var_os("UPDATE_SCHEMAS").is_some_and(|v| v == "1");
    let mut stale = Vec::new();
    for (file, text) in generated_schemas() {
        let path = dir.join(file);
        if update {
            std::fs::create_dir_all(&dir).expect("create schema dir");
            std::fs::write(&path, &text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
            continue;
        }
        match std::fs::read_to_string(&path) {
            Ok(old) if old == text => {}
            _ => stale.push(file),
        }
    }
    assert!(
        stale.is_empty(),
        "stale JSON Schemas in spec-rules/schema/models/: {stale:?}; refresh with \
         `UPDATE_SCHEMAS=1 cargo test -p shadercts-shader --test model`"
    );
}

#[test]
fn json_schemas_describe_the_yaml_shape() {
    // The schemas forbid unknown fields like the loader does, and name every file's
    // top-level keys.
    for (file, text) in generated_schemas() {
        let v: serde_json::Value = serde_json::from_str(&text).unwrap();
        assert_eq!(
            v["additionalProperties"],
            serde_json::Value::Bool(false),
            "{file}"
        );
        assert!(v["properties"].is_object(), "{file}");
    }
    let profiles: serde_json::Value = serde_json::from_str(&generated_schemas()[0].1).unwrap();
    let limits = &profiles["$defs"]["Limits"]["properties"];
    assert!(limits["static_flow_count"].is_object(), "{limits}");
}
