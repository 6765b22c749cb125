//! Diagnostics for broken rule files: each names file:line:column and shows the line.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code: a failure is the report

mod common;
use common::*;
use shadercts_rules::RuleSet;

/// `test.yaml:LINE:COL` of the `nth` (0-based) occurrence of `needle` in `yaml`.
fn at_nth(yaml: &str, needle: &str, nth: usize) -> String {
    let off = yaml
        .match_indices(needle)
        .nth(nth)
        .map(|(i, _)| i)
        .unwrap_or_else(|| panic!("`{needle}` not in the test yaml"));
    let (l, c) = shadercts_shader::span::line_col(yaml, off);
    format!("test.yaml:{l}:{c}")
}

fn at(yaml: &str, needle: &str) -> String {
    at_nth(yaml, needle, 0)
}

/// Asserts that loading fails with `message` located at `needle`.
fn expect(yaml: &str, needle: &str, message: &str) {
    let e = errors(yaml);
    let loc = at(yaml, needle);
    assert!(
        e.contains(&format!("--> {loc}")),
        "expected a diagnostic at {loc}:\n{e}"
    );
    assert!(e.contains(message), "expected `{message}`:\n{e}");
}

fn with_check(check: &str) -> String {
    rule("t.x", "[ps_2_0]", check)
}

#[test]
fn yaml_syntax_error() {
    let yaml = "- id: t.x\n  title: [unclosed\n";
    let e = errors(yaml);
    assert!(e.contains("test.yaml:2:"), "{e}");
}

#[test]
fn unknown_rule_key() {
    let yaml = with_check("for_each: write\nrequire: { opcode: mov }")
        .replace("  kind: static", "  kind: static\n  titel: oops");
    expect(&yaml, "titel", "unknown field `titel`");
}

#[test]
fn wrong_value_type() {
    let yaml = with_check("for_each: write\nrequire: { opcode: mov }")
        .replace("profiles: [ps_2_0]", "profiles: 3");
    let e = errors(&yaml);
    assert!(e.contains(&format!("--> {}", at(&yaml, "3\n"))), "{e}");
}

#[test]
fn missing_required_key() {
    let yaml = "- id: t.x\n  source: { doc: d }\n  profiles: [ps_2_0]\n  kind: informative\n  level: documented\n";
    let e = errors(yaml);
    assert!(e.contains("error: missing field `title`"), "{e}");
    assert!(e.contains("--> test.yaml:"), "{e}");
}

#[test]
fn unknown_collection() {
    let yaml = with_check("for_each: writes\nrequire: { opcode: mov }");
    expect(&yaml, "writes", "unknown collection `writes`");
}

#[test]
fn unknown_field_with_suggestion() {
    let yaml = with_check("for_each: instruction\nrequire: { dst.fiel: oC }");
    expect(
        &yaml,
        "dst.fiel",
        "unknown operand field `dst.fiel` (did you mean `file`?)",
    );
}

#[test]
fn operand_field_on_instruction() {
    let yaml = with_check("for_each: instruction\nrequire: { file: oC }");
    expect(&yaml, "file:", "`file` is a field of operands");
}

#[test]
fn unknown_operator() {
    let yaml = with_check("for_each: write\nrequire: { index: { lesser: 3 } }");
    expect(&yaml, "lesser", "unknown operator `lesser`");
}

#[test]
fn operator_on_wrong_type() {
    let yaml = with_check("for_each: write\nrequire: { opcode: { lt: 3 } }");
    expect(&yaml, "lt:", "`lt` does not apply to a string");
    let yaml = with_check("for_each: write\nrequire: { index: { covers: xy } }");
    expect(&yaml, "covers", "`covers` does not apply to an integer");
}

#[test]
fn literal_of_wrong_type() {
    let yaml = with_check("for_each: write\nrequire: { index: three }");
    expect(&yaml, "three", "expected an integer here, found a string");
    let yaml = with_check("for_each: write\nrequire: { mask: xqz }");
    expect(&yaml, "xqz", "`xqz` is not a mask");
}

#[test]
fn string_outside_the_field_domain() {
    let yaml = with_check("for_each: write\nrequire: { file: oc }");
    expect(
        &yaml,
        "oc }",
        "`oc` is not a register-file name of the model",
    );
    let yaml = with_check("for_each: write\nrequire: { opcode: movv }");
    expect(&yaml, "movv", "`movv` is not an opcode name");
}

#[test]
fn unknown_profile_or_group() {
    let yaml = rule(
        "t.x",
        "[ps_2_0, ps_9_9]",
        "for_each: write\nrequire: { opcode: mov }",
    );
    expect(&yaml, "ps_9_9", "unknown profile or group `ps_9_9`");
}

#[test]
fn empty_profile_list() {
    let yaml = rule("t.x", "[]", "for_each: write\nrequire: { opcode: mov }");
    expect(&yaml, "[]", "`profiles` names no profile");
}

#[test]
fn duplicate_id_points_at_both() {
    let one = rule(
        "t.same",
        "[ps_2_0]",
        "for_each: write\nrequire: { opcode: mov }",
    );
    let yaml = format!("{one}{one}");
    let e = errors(&yaml);
    let line_of = |n: usize| {
        let loc = at_nth(&yaml, "- id: t.same", n);
        format!("{}:7", loc.strip_suffix(":1").unwrap_or(&loc))
    };
    let (first, second) = (line_of(0), line_of(1));
    assert!(e.contains(&format!("--> {second}")), "{e}");
    assert!(e.contains(&format!("first defined at {first}")), "{e}");
}

#[test]
fn duplicate_id_across_files() {
    let one = rule(
        "t.same",
        "[ps_2_0]",
        "for_each: write\nrequire: { opcode: mov }",
    );
    let e = RuleSet::from_sources(&[("a.yaml", &one), ("b.yaml", &one)], model())
        .unwrap_err()
        .to_string();
    assert!(e.contains("--> b.yaml:1:7"), "{e}");
    assert!(e.contains("first defined at a.yaml:1:7"), "{e}");
}

#[test]
fn bad_id() {
    let yaml = rule(
        "t x!",
        "[ps_2_0]",
        "for_each: write\nrequire: { opcode: mov }",
    );
    expect(&yaml, "t x!", "rule id `t x!` must start with a letter");
}

#[test]
fn bad_kind() {
    let yaml = rule(
        "t.x",
        "[ps_2_0]",
        "for_each: write\nrequire: { opcode: mov }",
    )
    .replace("kind: static", "kind: statik");
    expect(&yaml, "statik", "unknown rule kind `statik`");
}

#[test]
fn bad_level() {
    let yaml = rule(
        "t.x",
        "[ps_2_0]",
        "for_each: write\nrequire: { opcode: mov }",
    )
    .replace("level: native", "level: nativ");
    expect(
        &yaml,
        "nativ",
        "unknown conformance level `nativ` (native, documented)",
    );
}

#[test]
fn missing_level() {
    let yaml = rule(
        "t.x",
        "[ps_2_0]",
        "for_each: write\nrequire: { opcode: mov }",
    )
    .replace("  level: native\n", "");
    let e = errors(&yaml);
    assert!(e.contains("test.yaml:"), "{e}");
    assert!(e.contains("level"), "{e}");
}

#[test]
fn missing_check_on_static_rule() {
    let yaml =
        "- id: t.x\n  title: t\n  source: { doc: d }\n  profiles: [ps_2_0]\n  kind: static\n  level: native\n";
    expect(yaml, "t.x", "a `static` rule needs a `check`");
}

#[test]
fn check_on_runtime_rule() {
    let yaml = rule(
        "t.x",
        "[ps_2_0]",
        "for_each: write\nrequire: { opcode: mov }",
    )
    .replace("kind: static", "kind: runtime");
    expect(
        &yaml,
        "for_each",
        "a `runtime` rule is not evaluated, so it has no `check`",
    );
}

#[test]
fn message_with_unknown_field() {
    let yaml = format!(
        "{}  message: \"{{fiel}} is bad\"\n",
        rule(
            "t.x",
            "[ps_2_0]",
            "for_each: write\nrequire: { opcode: mov }"
        )
    );
    expect(
        &yaml,
        "\"{fiel}",
        "in the message: unknown write field `fiel` (did you mean `file`?)",
    );
}

#[test]
fn message_with_unclosed_brace() {
    let yaml = format!(
        "{}  message: \"{{file is bad\"\n",
        rule(
            "t.x",
            "[ps_2_0]",
            "for_each: write\nrequire: { opcode: mov }"
        )
    );
    expect(&yaml, "\"{file", "unclosed `{`");
}

#[test]
fn unknown_references() {
    let yaml = with_check("for_each: write\nrequire: { index: { lt: $profile.limits.nonsense } }");
    expect(&yaml, "$profile", "`nonsense` is not a limit of the model");
    let yaml = with_check("for_each: write\nrequire: { index: { lt: $what } }");
    expect(&yaml, "$what", "unknown reference `$what`");
    let yaml = with_check("for_each: write\nrequire: { index: { lt: $profile.registers.q } }");
    expect(&yaml, "$profile", "`q` is not a register-file name");
}

#[test]
fn reference_of_wrong_type() {
    let yaml = with_check("for_each: write\nrequire: { index: { lt: $profile.source_modifiers } }");
    expect(
        &yaml,
        "$profile",
        "`$profile.source_modifiers` is a list of strings, but an integer is expected here",
    );
}

#[test]
fn stage_prefixes() {
    let yaml = with_check("for_each: vs.dcl\nrequire: { usage: position }");
    expect(
        &yaml,
        "vs.dcl",
        "stage prefixes (vs., ps.) are for `kind: link` rules",
    );
    let yaml = rule(
        "t.x",
        "[vs_3_0]",
        "for_each: dcl\nrequire: { usage: position }",
    )
    .replace("kind: static", "kind: link");
    expect(
        &yaml,
        "dcl\n",
        "a link rule names the stage of each collection",
    );
    let yaml = rule(
        "t.x",
        "[vs_3_0]",
        "for_each: vs.dcl\nrequire: { index: { lt: $profile.registers.o } }",
    )
    .replace("kind: static", "kind: link");
    expect(&yaml, "$profile", "write `$vs.…` or `$ps.…`");
}

#[test]
fn malformed_checks() {
    let yaml = with_check("for_each: write\nexists: read\nrequire: { opcode: mov }");
    expect(
        &yaml,
        "for_each",
        "exactly one of for_each, exists, aggregate",
    );
    let yaml = with_check("for_each: write\nwhere: { opcode: mov }");
    expect(
        &yaml,
        "for_each",
        "exactly one of require, unique, disjoint",
    );
    let yaml = with_check("aggregate: write\nvalue: average:index\nrequire: { value: 1 }");
    expect(&yaml, "average", "`value` is one of count");
    let yaml = with_check("for_each: write\nrequire: { opcode: mov }\nfilter: { file: r }");
    expect(&yaml, "filter", "unknown key `filter` in a check");
    let yaml = with_check("for_each: write\nrequire: { exists: { of: read, wher: {} } }");
    expect(&yaml, "wher", "unknown key `wher` in `exists`");
    let yaml = with_check("for_each: write\nrequire: { count: { of: read } }");
    expect(&yaml, "{ of: read }", "`count` needs `is`");
    let yaml = with_check("for_each: dcl\ndisjoint: { field: index }");
    expect(&yaml, "index }", "`disjoint` compares masks");
}

#[test]
fn aggregate_record_fields() {
    let yaml =
        with_check("aggregate: write\ngroup_by: [index]\nvalue: count\nrequire: { file: oC }");
    expect(
        &yaml,
        "file: oC",
        "unknown field `file` of an aggregate group (it has value, index)",
    );
}

#[test]
fn every_error_of_every_file_is_reported() {
    let a = with_check("for_each: writes\nrequire: { opcode: movv, dst.fiel: 1 }");
    let b = rule(
        "t.y",
        "[ps_9_9]",
        "for_each: write\nrequire: { index: { lesser: 3 } }",
    );
    let e = RuleSet::from_sources(&[("a.yaml", &a), ("b.yaml", &b)], model()).unwrap_err();
    assert_eq!(e.files.len(), 2);
    let text = e.to_string();
    for needle in [
        "unknown collection `writes`",
        "unknown profile or group `ps_9_9`",
        "unknown operator `lesser`",
    ] {
        assert!(text.contains(needle), "missing `{needle}`:\n{text}");
    }
    // The unknown collection stops that check, but the other rule's errors all show.
    assert_eq!(e.files[1].diags.len(), 2, "{text}");
}

#[test]
fn several_errors_inside_one_check() {
    let yaml = with_check("for_each: write\nwhere: { file: oc }\nrequire: { opcode: movv, dst.fiel: 1, index: { lesser: 3 } }");
    let e = RuleSet::from_sources(&[("test.yaml", &yaml)], model()).unwrap_err();
    assert_eq!(e.files[0].diags.len(), 4, "{e}");
}

#[test]
fn load_dir_reads_yaml_files_in_name_order() {
    let dir = std::env::temp_dir().join(format!("shadercts-rules-test-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap_or_else(|e| panic!("{e}"));
    let one = rule(
        "t.b",
        "[ps_2_0]",
        "for_each: write\nrequire: { opcode: mov }",
    );
    let two = rule(
        "t.a",
        "[ps_2_0]",
        "for_each: write\nrequire: { opcode: mov }",
    );
    let write = |n: &str, t: &str| std::fs::write(dir.join(n), t).unwrap_or_else(|e| panic!("{e}"));
    write("b.yaml", &two);
    write("a.yaml", &one);
    write("notes.txt", "not a rule file");
    let rs = RuleSet::load_dir(&dir, model()).unwrap_or_else(|e| panic!("{e}"));
    let ids: Vec<&str> = rs.rules().iter().map(|r| r.id.as_str()).collect();
    assert_eq!(ids, ["t.b", "t.a"]);
    write("c.yaml", "- id: [");
    let e = RuleSet::load_dir(&dir, model()).unwrap_err().to_string();
    assert!(e.contains("c.yaml:1:"), "{e}");
    let _ = std::fs::remove_dir_all(&dir);
    let e = RuleSet::load_dir(&dir, model()).unwrap_err().to_string();
    assert!(e.contains("cannot read the rules directory"), "{e}");
}

#[test]
fn empty_files_have_no_rules() {
    let rs = RuleSet::from_sources(
        &[
            ("a.yaml", ""),
            ("b.yaml", "# only a comment\n"),
            ("c.yaml", "[]"),
        ],
        model(),
    )
    .unwrap_or_else(|e| panic!("{e}"));
    assert!(rs.rules().is_empty());
}

#[test]
fn deeply_nested_conditions_do_not_crash() {
    let depth = 3000;
    let cond = format!(
        "{}{{ opcode: mov }}{}",
        "{ not: ".repeat(depth),
        " }".repeat(depth)
    );
    let yaml = with_check(&format!("for_each: instruction\nrequire: {cond}"));
    let e = errors(&yaml);
    assert!(e.contains("budget breached"), "{e}");
    // As deep as the limit allows is fine (even in a debug build's 2 MB test thread).
    let cond = format!(
        "{}{{ opcode: mov }}{}",
        "{ not: ".repeat(12),
        " }".repeat(12)
    );
    let rs = rules(&with_check(&format!(
        "for_each: instruction\nrequire: {cond}"
    )));
    assert!(check(&rs, "ps_2_0\nmov r0, c0\n").is_empty());
}
