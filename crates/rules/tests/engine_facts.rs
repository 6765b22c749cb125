//! The facts the engine derives: order, nesting, initialisation, declarations, slots.

mod common;
use common::*;

/// Violations of a one-check rule over `src`, as the text under each span.
fn hits(profile: &str, chk: &str, src: &str) -> Vec<String> {
    let rs = rules(&rule("t.x", &format!("[{profile}]"), chk));
    check(&rs, src).into_iter().map(|(_, t)| t).collect()
}

#[test]
fn after_code_and_after_arithmetic() {
    let src = "ps_2_0\ndcl t0\ndcl_2d s0\ntexld r0, t0, s0\ndcl t1\nmov r1, r0\ntexld r2, t1, s0\n";
    assert_eq!(
        hits(
            "ps_2_0",
            "for_each: dcl\nrequire: { after_code: false }",
            src
        ),
        ["dcl t1"]
    );
    assert_eq!(
        hits("ps_2_0", "for_each: instruction\nwhere: { class: texture }\nrequire: { after_arithmetic: false }", src),
        ["texld r2, t1, s0"]
    );
}

#[test]
fn ps_1_4_phase_resets_after_arithmetic() {
    let src = "ps_1_4\ntexld r0, t0\nmov r1, r0\nphase\ntexld r2, t1\nmov r0, r2\ntexld r3, t2\n";
    assert_eq!(
        hits("ps_1_4", "for_each: instruction\nwhere: { class: texture }\nrequire: { after_arithmetic: false }", src),
        ["texld r3, t2"]
    );
}

#[test]
fn phase_numbers() {
    let src = "ps_1_4\ntexld r0, t0\nphase\nmov r0, r0\n";
    assert_eq!(
        hits(
            "ps_1_4",
            "for_each: instruction\nrequire: { phase: 1 }",
            src
        ),
        ["texld r0, t0"]
    );
    assert!(hits(
        "ps_1_4",
        "for_each: instruction\nrequire: { phase: 1 }",
        "ps_1_4\nmov r0, c0\n"
    )
    .is_empty());
}

#[test]
fn nesting_depths() {
    let src = "vs_2_x\ndefb b0, true\ndefi i0, 2, 0, 0, 0\nif b0\nrep i0\nif_gt c0.x, c1.x\nadd r0, r0, c0\nendif\nendrep\nelse\nmov r0, c0\nendif\n";
    assert_eq!(
        hits(
            "vs_2_x",
            "for_each: instruction\nrequire: { static_depth: 0 }",
            src
        ),
        [
            "if b0",
            "rep i0",
            "if_gt c0.x, c1.x",
            "add r0, r0, c0",
            "endif",
            "endrep",
            "else",
            "mov r0, c0",
            "endif"
        ]
    );
    assert_eq!(
        hits(
            "vs_2_x",
            "for_each: instruction\nwhere: { loop_depth: 1 }\nrequire: { dynamic_depth: 1 }",
            src
        ),
        ["rep i0", "endrep"]
    );
    assert_eq!(
        hits(
            "vs_2_x",
            "for_each: instruction\nrequire: { in_flow_control: false }",
            src
        )
        .len(),
        9
    );
}

#[test]
fn call_depth_follows_the_call_graph() {
    let src =
        "vs_2_0\ncall l0\nmov oPos, c0\nret\nlabel l0\ncall l1\nret\nlabel l1\nmov r0, c0\nret\n";
    // main: 0; `call l0` opens 1; l0 body 1; `call l1` opens 2; l1 body 2.
    assert_eq!(
        hits(
            "vs_2_0",
            "for_each: instruction\nrequire: { call_depth: { le: 1 } }",
            src
        ),
        ["call l1", "label l1", "mov r0, c0", "ret"]
    );
}

#[test]
fn recursion_does_not_hang() {
    let src = "vs_2_0\ncall l0\nret\nlabel l0\ncall l0\nret\n";
    let out = hits(
        "vs_2_0",
        "for_each: instruction\nrequire: { call_depth: { le: 1 } }",
        src,
    );
    assert!(out.contains(&"call l0".to_string()));
}

#[test]
fn initialized_tracks_components_in_program_order() {
    let src = "ps_1_4\nmov r0.xy, c0\nmov r1.xy, r0\nmov r1, r0\ndp3 r2, r0, r0\nmov r0.z, c1\ndp3 r2, r0, r0\nmov r3, r0.x\n";
    assert_eq!(
        hits(
            "ps_1_4",
            "for_each: read\nwhere: { file: r }\nrequire: { initialized: true }",
            src
        ),
        // r1.xy reads r0.xy (written); r1 reads r0.xyzw; dp3 reads r0.xyz; after r0.z, dp3 is fine.
        ["r0", "r0", "r0"]
    );
}

#[test]
fn phase_forgets_alpha_of_temporaries() {
    let src = "ps_1_4\ntexld r0, t0\nphase\nmov r1, r0\nmov r1.xyz, r0\n";
    assert_eq!(
        hits(
            "ps_1_4",
            "for_each: read\nwhere: { file: r }\nrequire: { initialized: true }",
            src
        ),
        ["r0"]
    );
}

#[test]
fn scalar_sources_read_one_component() {
    let src = "vs_1_1\nmov r0.x, c0\nrcp r1, r0.x\nrcp r1, r0.y\n";
    assert_eq!(
        hits(
            "vs_1_1",
            "for_each: read\nwhere: { file: r }\nrequire: { initialized: true }",
            src
        ),
        ["r0.y"]
    );
}

#[test]
fn declared_and_declared_mask() {
    let src =
        "ps_2_0\ndcl t0.xy\ndcl_2d s0\nmov r0, t0\nmov r0.xy, t0\nmov r0, t1\ntexld r0, t0, s0\n";
    assert_eq!(
        hits(
            "ps_2_0",
            "for_each: read\nwhere: { file: [t, s] }\nrequire: { declared: true }",
            src
        ),
        ["t1"]
    );
    assert_eq!(
        hits("ps_2_0", "for_each: read\nwhere: { file: t, declared: true }\nrequire: { declared_mask: { covers: $.mask } }", src),
        // `mov r0, t0` reads .xyzw; the 2D `texld` reads only .xy of its coordinate.
        ["t0"]
    );
}

#[test]
fn texture_lookups_read_the_coordinate_channels_of_their_sampler() {
    let check =
        "for_each: read\nwhere: { file: t }\nrequire: { declared_mask: { covers: $.mask } }";
    let lookup = |dcl: &str, op: &str| {
        format!("ps_2_0\ndcl t0.xy\n{dcl} s0\n{op} r0, t0, s0\nmov oC0, r0\n")
    };
    assert!(hits("ps_2_0", check, &lookup("dcl_2d", "texld")).is_empty());
    assert_eq!(hits("ps_2_0", check, &lookup("dcl_cube", "texld")), ["t0"]);
    assert_eq!(
        hits("ps_2_0", check, &lookup("dcl_volume", "texld")),
        ["t0"]
    );
    // texldp divides by w and texldb biases by w: both read .w too.
    assert_eq!(hits("ps_2_0", check, &lookup("dcl_2d", "texldp")), ["t0"]);
    assert_eq!(hits("ps_2_0", check, &lookup("dcl_2d", "texldb")), ["t0"]);
}

#[test]
fn slots_and_coissue() {
    // The second of a co-issued pair costs no slot.
    let src = "ps_1_1\nmov r0.rgb, v0\n+mov r0.a, v1\nmul r0, r0, v0\n";
    let rs = rules(&rule(
        "t.x",
        "[ps_1_1]",
        "aggregate: instruction\nvalue: sum:slots\nrequire: { value: { le: 1 } }",
    ));
    assert_eq!(check(&rs, src), v(&[("t.x", "mul r0, r0, v0")]));
    let rs = rules(&rule(
        "t.x",
        "[ps_1_1]",
        "for_each: program\nrequire: { arithmetic_slots: 2, slots: 2, instruction_count: 3 }",
    ));
    assert!(check(&rs, src).is_empty());
}

#[test]
fn ps_1_4_slot_counts_take_the_larger_phase() {
    let src = "ps_1_4\ntexld r0, t0\ntexld r1, t1\nmov r0, r0\nphase\ntexld r2, t2\nmov r0, r1\nmov r0, r2\nmov r0, r0\n";
    let rs = rules(&rule(
        "t.x",
        "[ps_1_4]",
        "for_each: program\nrequire: { texture_slots: 2, arithmetic_slots: 3, has_phase: true }",
    ));
    assert!(check(&rs, src).is_empty());
}

#[test]
fn distinct_reads_and_read_ports() {
    let src = "vs_1_1\nmad r0, c0, c1, c0\nmad r0, c0, c0, v0\n";
    assert_eq!(
        hits("vs_1_1", "for_each: instruction\nwhere: { opcode: mad }\nrequire: { distinct_reads.c: { le: 1 } }", src),
        ["mad r0, c0, c1, c0"]
    );
    assert_eq!(
        hits("vs_1_1", "for_each: read\nwhere: { file: c }\nrequire: { file_reads: 1, file_read_ports: $profile.read_ports.c }", src),
        ["c0", "c1", "c0"]
    );
}

#[test]
fn form_in_profile_and_file_count() {
    // texldl exists in ps_3_0 only; oC4 does not exist anywhere.
    assert_eq!(
        hits(
            "ps_2_0",
            "for_each: instruction\nrequire: { form_in_profile: true }",
            "ps_2_0\ndcl t0\ndcl_2d s0\ntexldl r0, t0, s0\n"
        ),
        ["texldl r0, t0, s0"]
    );
    assert_eq!(
        hits(
            "ps_2_0",
            "for_each: operand\nrequire: { file_index: { lt: $.file_count } }",
            "ps_2_0\nmov oC3, r0\nmov oC4, r0\nmov oDepth, r0.x\n"
        ),
        ["oC4"]
    );
}

#[test]
fn roles_operands_and_relative_addressing() {
    let src =
        "vs_2_0\ndcl_position v0\ndef c1, 1, 2, 3, 4\nmova a0.x, c1.x\nadd r0, v0, c[a0.x + 2]\n";
    assert_eq!(
        hits(
            "vs_2_0",
            "for_each: operand\nwhere: { role: [dcl, def] }\nrequire: { operand: 0 }",
            src
        ),
        ["v0", "c1"]
    );
    assert_eq!(
        hits(
            "vs_2_0",
            "for_each: read\nwhere: { relative: true }\nrequire: { rel_file: aL }",
            src
        ),
        ["c[a0.x + 2]"]
    );
    assert_eq!(
        hits(
            "vs_2_0",
            "for_each: read\nwhere: { relative: true }\nrequire: { rel_component: y, index: 2 }",
            src
        ),
        ["c[a0.x + 2]"]
    );
}

#[test]
fn dcl_and_def_fields() {
    let src = "vs_3_0\ndcl_texcoord3 o1.xy\ndcl_cube s1\ndefi i0, 3, 1, 0, 0\ndefb b0, true\n";
    assert_eq!(
        hits(
            "vs_3_0",
            "for_each: dcl\nwhere: { file: o }\nrequire: { usage: texcoord, usage_index: 4 }",
            src
        ),
        ["dcl_texcoord3 o1.xy"]
    );
    assert_eq!(
        hits(
            "vs_3_0",
            "for_each: dcl\nwhere: { file: s }\nrequire: { sampler_type: 2d }",
            src
        ),
        ["dcl_cube s1"]
    );
    assert_eq!(
        hits(
            "vs_3_0",
            "for_each: def\nwhere: { opcode: defi }\nrequire: { values: [3, 1, 0, 1] }",
            src
        ),
        ["defi i0, 3, 1, 0, 0"]
    );
}

#[test]
fn lines_come_from_the_text() {
    let src = "ps_2_0\n// comment\n\nmov r0, c0\n";
    assert_eq!(
        hits("ps_2_0", "for_each: instruction\nrequire: { line: 3 }", src),
        ["mov r0, c0"]
    );
    assert!(hits(
        "ps_2_0",
        "for_each: instruction\nrequire: { line: 4, position: 0 }",
        src
    )
    .is_empty());
}

#[test]
fn facts_are_available_directly() {
    let rs = rules("[]");
    let src = "ps_2_0\nmov r0, c0\n";
    let f = rs.facts(&parse(src), Some(src));
    assert_eq!(f.instrs.len(), 1);
    assert_eq!(f.operands.len(), 2);
    assert_eq!(f.writes.len(), 1);
    assert_eq!(f.reads.len(), 1);
    assert_eq!(rs.vocab().name(f.instrs[0].opcode), "mov");
}

#[test]
fn in_dynamic_flow_marks_dynamic_ifs_and_breaking_loops() {
    let chk = "for_each: instruction\nwhere: { opcode: add }\nrequire: { in_dynamic_flow: false }";
    let src = "ps_3_0\ndefb b0, true\ndefi i0, 2, 0, 0, 0\n\
               add r0, c0, c0\n\
               if b0\nadd r1, c0, c0\nendif\n\
               if_gt c0.x, c1.x\nadd r2, c0, c0\nelse\nadd r3, c0, c0\nendif\n\
               setp_gt p0, c0, c1\nif p0.x\nadd r4, c0, c0\nendif\n\
               rep i0\nadd r5, c0, c0\nendrep\n\
               rep i0\nadd r6, c0, c0\nif b0\nbreak\nendif\nendrep\n\
               rep i0\nadd r7, c0, c0\nrep i0\nbreakp p0.x\nadd r8, c0, c0\nendrep\nendrep\n\
               mov oC0, c0\n";
    assert_eq!(
        hits("ps_3_0", chk, src),
        [
            "add r2, c0, c0",
            "add r3, c0, c0",
            "add r4, c0, c0",
            "add r6, c0, c0",
            "add r8, c0, c0"
        ]
    );
    // The opener, else and closer of a dynamic block are inside it.
    let all = "for_each: instruction\nrequire: { in_dynamic_flow: false }";
    assert_eq!(
        hits(
            "ps_3_0",
            all,
            "ps_3_0\nif_gt c0.x, c1.x\nmov r0, c0\nelse\nmov r0, c1\nendif\nmov oC0, r0\n"
        ),
        [
            "if_gt c0.x, c1.x",
            "mov r0, c0",
            "else",
            "mov r0, c1",
            "endif"
        ]
    );
}

#[test]
fn in_dynamic_flow_follows_predicated_calls() {
    let chk = "for_each: instruction\nwhere: { opcode: add }\nrequire: { in_dynamic_flow: false }";
    let src = "ps_3_0\ndefb b0, true\nsetp_gt p0, c0, c1\n\
               call l0\ncallnz l1, b0\ncallnz l2, p0.x\nmov oC0, c0\nret\n\
               label l0\nadd r0, c0, c0\nret\n\
               label l1\nadd r1, c0, c0\nret\n\
               label l2\nadd r2, c0, c0\ncall l3\nret\n\
               label l3\nadd r3, c0, c0\nret\n";
    assert_eq!(
        hits("ps_3_0", chk, src),
        ["add r2, c0, c0", "add r3, c0, c0"]
    );
}

#[test]
fn prev_dst_mask_is_the_mask_of_the_statement_before() {
    // A statement after one that writes .xyz, the first statement, one after a `def`
    // (no write), and one after a full write.
    let src =
        "ps_1_4\ndef c0, 1, 0, 0, 1\nmov r0.xyz, c0\n+mov r0.w, c0\nmov r1, c0\nmov r2.w, c0\n";
    assert_eq!(
        hits(
            "ps_1_4",
            "for_each: instruction\nwhere: { prev_dst_mask: { within: xyz } }\nrequire: { position: -1 }",
            src
        ),
        ["+mov r0.w, c0"]
    );
    assert_eq!(
        hits(
            "ps_1_4",
            "for_each: instruction\nwhere: { prev_dst_mask: null }\nrequire: { position: -1 }",
            src
        ),
        ["def c0, 1, 0, 0, 1", "mov r0.xyz, c0"]
    );
    assert_eq!(
        hits(
            "ps_1_4",
            "for_each: instruction\nwhere: { prev_dst_mask: xyzw }\nrequire: { position: -1 }",
            src
        ),
        ["mov r2.w, c0"]
    );
    // A statement without a destination gives its successor none.
    assert_eq!(
        hits(
            "ps_2_x",
            "for_each: instruction\nwhere: { prev_dst_mask: null }\nrequire: { position: -1 }",
            "ps_2_x\nmov r0, c0\nnop\nmov r1, c0\nmov oC0, r1\n"
        ),
        ["mov r0, c0", "mov r1, c0"]
    );
}
