use shadercts_shader::Model;
#[test]
fn embedded_loads() {
    let m = Model::embedded();
    assert!(m.profile_by_name("vs_1_1").is_some());
}
#[test]
fn bad_yaml_names_line() {
    let mut src = shadercts_shader::model::EMBEDDED_SOURCES;
    src[0].1 = "groups: {}\nprofiles:\n  - name: vs_1_1\n    kind: xs\n    major: 1\n    minor: 1\n    registers: {}\n    write_masks: [any]\n    source: x\n";
    let e = Model::from_sources(&src).unwrap_err().to_string();
    println!("{e}");
    assert!(e.contains("profiles.yaml:4:11"), "{e}");
}
