//! Manifest format 4 (docs/suite-format.md): draw cases (`vs_profile`, `files.scene`,
//! `expect.pixels`) and the execution levels (`expect.documented`, `native_facts`,
//! `features`) read and write in JSON Lines and YAML; older formats refuse them.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code: a failure is the report

use shadercts_suite_files::manifest::{
    CaseExpect, CaseFiles, DocumentedExpect, Manifest, ManifestCase, FORMAT,
};
use shadercts_suite_files::{sha256_hex, FileRef};

fn file(path: &str) -> FileRef {
    FileRef {
        path: path.into(),
        sha256: sha256_hex(path.as_bytes()),
    }
}

fn draw_case() -> ManifestCase {
    ManifestCase {
        id: "draw.vpos/draw/ps_3_0/vpos-integer".into(),
        kind: "draw".into(),
        profile: "ps_3_0".into(),
        vs_profile: Some("vs_3_0".into()),
        rules: vec![],
        origin: "template:draw.vpos".into(),
        files: CaseFiles {
            vs: Some(file("cases/d/vpos.vs.asm")),
            ps: Some(file("cases/d/vpos.ps.asm")),
            vs_bytecode: Some(file("cases/d/vpos.vs.bin")),
            ps_bytecode: Some(file("cases/d/vpos.ps.bin")),
            scene: Some(file("cases/d/vpos.scene.json")),
            ..CaseFiles::default()
        },
        expect: CaseExpect {
            pixels: Some(file("cases/d/vpos.pixels.json")),
            tolerance: Some(0.001),
            documented: Some(DocumentedExpect {
                pixels: Some(file("cases/d/vpos.documented.pixels.json")),
                ..DocumentedExpect::default()
            }),
            native_facts: vec!["nx.texkill-w".into()],
            features: vec!["vpos".into()],
            ..CaseExpect::default()
        },
        notes: vec![],
    }
}

fn manifest(format: u32, cases: Vec<ManifestCase>) -> Manifest {
    Manifest {
        format,
        suite: "3.0.0".into(),
        generator: "shadercts test".into(),
        seed: 1,
        rules_sha256: sha256_hex(b"r"),
        templates_sha256: sha256_hex(b"t"),
        documents: vec![],
        documented_rules: vec![],
        case_count: cases.len(),
        cases,
    }
}

#[test]
fn the_newest_format_is_4() {
    assert_eq!(FORMAT, 4);
}

#[test]
fn a_draw_case_round_trips_through_json_lines_and_yaml() {
    let m = manifest(4, vec![draw_case()]);
    assert_eq!(m.problem(), None);
    let jsonl = m.to_jsonl();
    let line = jsonl.lines().nth(1).unwrap();
    assert!(line.contains(r#""kind":"draw""#), "{line}");
    assert!(line.contains(r#""vs_profile":"vs_3_0""#), "{line}");
    assert!(
        line.contains(r#""scene":{"path":"cases/d/vpos.scene.json""#),
        "{line}"
    );
    assert!(line.contains(r#""documented":{"pixels":"#), "{line}");
    assert_eq!(Manifest::parse_jsonl(&jsonl).unwrap(), m);
    let yaml = m.to_yaml();
    assert!(yaml.contains("    vs_profile: vs_3_0\n"), "{yaml}");
    assert!(
        yaml.contains(
            "      documented:\n        pixels: { path: cases/d/vpos.documented.pixels.json"
        ),
        "{yaml}"
    );
    assert!(
        yaml.contains("      native_facts: [nx.texkill-w]\n"),
        "{yaml}"
    );
    assert!(yaml.contains("      features: [vpos]\n"), "{yaml}");
    assert_eq!(Manifest::parse(&yaml).unwrap(), m);
}

#[test]
fn an_execute_case_may_have_a_documented_expectation() {
    let c = ManifestCase {
        id: "exec.texkill/execute/ps_2_0/w".into(),
        kind: "execute".into(),
        profile: "ps_2_0".into(),
        vs_profile: None,
        rules: vec![],
        origin: String::new(),
        files: CaseFiles {
            text: Some(file("a.asm")),
            inputs: Some(file("a.inputs.json")),
            ..CaseFiles::default()
        },
        expect: CaseExpect {
            outputs: Some(file("a.outputs.json")),
            documented: Some(DocumentedExpect {
                outputs: Some(file("a.documented.outputs.json")),
                ..DocumentedExpect::default()
            }),
            native_facts: vec!["nx.texkill-w".into()],
            ..CaseExpect::default()
        },
        notes: vec![],
    };
    assert_eq!(manifest(4, vec![c.clone()]).problem(), None);
    // The documented file of an execute case is its outputs, not pixels.
    let mut wrong = c;
    wrong.expect.documented = Some(DocumentedExpect {
        pixels: Some(file("x.pixels.json")),
        ..DocumentedExpect::default()
    });
    let p = manifest(4, vec![wrong]).problem().unwrap();
    assert!(
        p.message
            .contains("expect.documented of an execute case names its `outputs`"),
        "{}",
        p.message
    );
}

#[test]
fn format_4_fields_are_refused_in_older_manifests() {
    let p = manifest(3, vec![draw_case()]).problem().unwrap();
    assert!(
        p.message.contains("kind `draw` is format 4"),
        "{}",
        p.message
    );
    let mut exec = draw_case();
    exec.kind = "execute".into();
    exec.vs_profile = None;
    exec.files = CaseFiles {
        text: Some(file("a.asm")),
        ..CaseFiles::default()
    };
    exec.expect = CaseExpect {
        outputs: Some(file("a.outputs.json")),
        native_facts: vec!["nx.x".into()],
        ..CaseExpect::default()
    };
    let p = manifest(3, vec![exec]).problem().unwrap();
    assert!(
        p.message.contains("expect.native_facts is format 4"),
        "{}",
        p.message
    );
}

/// A change that breaks a draw case.
type Breaker = fn(&mut ManifestCase);

#[test]
fn a_draw_case_of_the_wrong_shape_is_refused_with_a_reason() {
    let cases: Vec<(Breaker, &str)> = vec![
        (|c| c.files.scene = None, "a draw case needs a `scene` file"),
        (|c| c.files.vs = None, "a draw case needs a `vs` file"),
        (|c| c.expect.pixels = None, "expect.pixels is missing"),
        (
            |c| c.profile = "vs_3_0".into(),
            "the vertex shader's goes in `vs_profile`",
        ),
        (
            |c| c.vs_profile = Some("ps_3_0".into()),
            "unknown vs_profile `ps_3_0`",
        ),
        (
            |c| {
                c.expect.documented = Some(DocumentedExpect {
                    outputs: Some(file("o.json")),
                    ..DocumentedExpect::default()
                })
            },
            "names its `pixels` file",
        ),
    ];
    for (break_it, says) in cases {
        let mut c = draw_case();
        break_it(&mut c);
        let p = manifest(4, vec![c]).problem().expect(says);
        assert!(p.message.contains(says), "{says}: {}", p.message);
    }
    let mut v = draw_case();
    v.kind = "validate".into();
    v.files.text = Some(file("t.asm"));
    v.expect.verdict = Some("valid".into());
    let p = manifest(4, vec![v]).problem().unwrap();
    assert!(
        p.message.contains("`vs_profile` belongs to draw cases"),
        "{}",
        p.message
    );
}

#[test]
fn a_draw_case_line_with_an_unknown_field_is_refused() {
    let m = manifest(4, vec![draw_case()]);
    let text = m
        .to_jsonl()
        .replace(r#""features":"#, r#""colour":1,"features":"#);
    let e = Manifest::parse_jsonl(&text).unwrap_err();
    assert_eq!(e.line, Some(2));
    assert!(e.message.contains("colour"), "{e}");
}
