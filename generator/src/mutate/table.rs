//! The mutators: one row per near miss, with the rule it breaks and its profiles.

use super::instruction_operands as instr;
use super::{
    decl, destinations, flow, gradient, mods, operands, outputs, ports, ps1, ps1_native, regs,
    source_files, texdep, vs3, Edit, Mutator,
};

const fn m(
    name: &'static str,
    rule: &'static str,
    profiles: &'static [&'static str],
    edit: Edit,
) -> Mutator {
    Mutator {
        name,
        rule,
        profiles,
        edit,
        text_only: false,
    }
}

const fn text(
    name: &'static str,
    rule: &'static str,
    profiles: &'static [&'static str],
    edit: Edit,
) -> Mutator {
    Mutator {
        text_only: true,
        ..m(name, rule, profiles, edit)
    }
}

const SM2_PS: &[&str] = &["ps_sm2"];
const ALL: &[&str] = &["all"];
/// Profiles with read-port and slot limits (not the software profiles).
const HW: &[&str] = &[
    "vs_1_1", "vs_2_0", "vs_2_x", "vs_3_0", "ps_1_1", "ps_1_2", "ps_1_3", "ps_1_4", "ps_2_0",
    "ps_2_x", "ps_3_0",
];
/// Profiles whose label limit is below what the token format can hold (l0-l15).
const LABELS16: &[&str] = &["vs_2_0", "vs_2_x", "ps_2_x"];
/// Profiles with a static nesting limit (vs_2_0/vs_2_x are bounded by the static count).
const STATIC_NESTING: &[&str] = &["vs_2_sw", "vs_sm3", "ps_2_x+"];

#[rustfmt::skip]
pub(super) static MUTATORS: &[Mutator] = &[
    // co-issue and ps_1_x structure
    m("coissue-outside-ps1", "coissue.ps1-only", &["vs", "ps_2_0+"], ps1::coissue_outside_ps1),
    m("coissue-first", "coissue.not-first", &["ps_1_x"], ps1::coissue_first),
    m("coissue-dp4", "coissue.dp4", &["ps_1_2", "ps_1_3", "ps_1_4"], ps1::coissue_dp4),
    m("coissue-rgba", "ps1.slot.coissue", &["ps_1_x"], ps1::coissue_rgba),
    m("tex-after-arith", "ps1.tex-before-arith", &["ps_1_x"], ps1::tex_after_arith),
    m("no-r0", "ps1.r0-written", &["ps_1_x"], ps1::no_r0),
    m("texm-order", "ps1.texm-src-order", &["ps_1_1-1_3"], ps1::texm_order),
    m("tex-dst-r", "ps1.tex-dst-t", &["ps_1_1-1_3"], ps1::tex_dst_r),
    m("two-phases", "ps14.phase-once", &["ps_1_4"], ps1::two_phases),
    m("v-in-phase1", "ps14.v-phase2", &["ps_1_4"], ps1::v_in_phase1),
    m("t-in-arith", "ps14.t-texture-only", &["ps_1_4"], ps1::t_in_arith),
    m("tex-mask", "mask.ps1-texture", &["ps_1_x"], ps1::tex_mask),
    m("tex-sat", "mod.ps1-arith-only", &["ps_1_x"], ps1::tex_sat),
    m("ps1-swizzle", "swz.ps1", &["ps_1_x"], ps1::ps1_swizzle),
    m("dp3-alpha", "mask.dp3-ps1", &["ps_1_1-1_3"], ps1::dp3_alpha),
    m("ps1-mask", "mask.allowed", &["ps_1_1-1_3"], ps1::ps1_mask),
    // ps_1_x operands the native validator restricts (ps1-operands.yaml)
    m("texaddr-const", "ps1.texaddr-src-file", &["ps_1_1-1_3"], ps1_native::texaddr_const),
    m("texaddr-swizzle", "ps1.texaddr-src-swizzle", &["ps_1_1-1_3"], ps1_native::texaddr_swizzle),
    m("texaddr-neg", "ps1.texaddr-src-modifier", &["ps_1_1-1_3"], ps1_native::texaddr_neg),
    m("dp4-self", "ps1.cmp-dp4-dst-distinct", &["ps_1_2-1_3"], ps1_native::dp4_self),
    m("texld-const", "ps14.texld-src-file", &["ps_1_4"], ps1_native::texld_const),
    m("texld-neg", "ps14.texld-src-modifier", &["ps_1_4"], ps1_native::texld_neg),
    m("texld14-swizzle", "ps14.texld-src-swizzle", &["ps_1_4"], ps1_native::texld_swizzle),
    m("texld14-mask", "ps14.texld-mask", &["ps_1_4"], ps1_native::texld_mask),
    m("texkill-r-phase1", "ps14.texkill-r-phase2", &["ps_1_4"], ps1_native::texkill_r_phase1),
    m("bem-const", "ps14.bem-src", &["ps_1_4"], ps1_native::bem_const),
    m("bem-full-mask", "ps14.bem-mask", &["ps_1_4"], ps1_native::bem_full_mask),
    m("cnd-neg", "ps1.cnd-cond-plain", &["ps_1_1-1_3"], ps1_native::cnd_neg),
    m("setp-sat", "op.setp-no-sat", &["vs_sm3", "ps_2_x+"], ps1_native::setp_sat),
    m("coissue-rgb-rgb", "coissue.pair-pipes", &["ps_1_x"], ps1_native::coissue_rgb_rgb),
    // declarations
    m("dcl-after-code", "decl.dcl-before-code", &["vs_1_1", "vs_sm2", "ps_2_0+"], decl::dcl_after_code),
    m("vs3-dcl-after-code", "vs3.dcl.before-code", &["vs_sm3"], decl::dcl_after_code),
    m("def-after-code", "decl.def-before-code", &["ps"], decl::def_after_code),
    m("ps-undeclared", "decl.ps-inputs", &["ps_2_0+"], decl::ps_undeclared),
    m("vs-undeclared", "decl.vs-inputs", &["vs"], decl::vs_undeclared),
    m("vpos-mask", "decl.vPos-mask", &["ps_sm3"], decl::vpos_mask),
    m("vface-mov", "decl.vFace-use", &["ps_sm3"], decl::vface_mov),
    m("vs-dcl-pp", "mod.pp", &["vs"], decl::vs_dcl_pp),
    m("dcl-const", "decl.register-file", &["vs", "ps_2_0+"], decl::dcl_const),
    m("dcl-shift", "decl.no-result-modifier", &["vs", "ps_2_0+"], decl::dcl_shift),
    // flow control
    m("loops-too-deep", "flow.loop-nesting", &["flow_static"], flow::loops_too_deep),
    m("calls-too-deep", "flow.call-nesting", &["flow_static"], flow::calls_too_deep),
    m("ifs-too-deep", "flow.static-nesting", STATIC_NESTING, flow::ifs_too_deep),
    m("dynamic-too-deep", "flow.dynamic-nesting", &["sm2x+"], flow::dynamic_too_deep),
    m("break-outside", "flow.break-in-loop", &["sm2x+"], flow::break_outside),
    m("label-out-of-range", "flow.label-range", LABELS16, flow::label_out_of_range),
    m("static-count", "flow.static-flow-count", &["vs_2_0", "vs_2_x"], flow::static_count),
    m("gradient-in-dynamic", "flow.gradient-in-dynamic-flow", &["ps_2_x+"], gradient::gradient_in_dynamic),
    m("unmatched-block", "flow.block-structure", &["flow_static"], gradient::unmatched_block),
    // modifiers, masks, swizzles, forms
    m("bad-shift", "mod.shift", &["vs", "ps_1_1-1_3", "ps_2_0+"], mods::bad_shift),
    m("sat-before-vs3", "mod.sat", &["vs_1_1", "vs_sm2"], mods::sat),
    m("frc-sat", "mod.sat-except", &["ps_2_0+", "vs_sm3"], mods::frc_sat),
    m("pp", "mod.pp", &["vs", "ps_1_x"], mods::pp),
    m("centroid", "mod.centroid", ALL, mods::centroid),
    m("bad-src-mod", "mod.src-allowed", ALL, mods::bad_src_mod),
    m("neg-const", "mod.ps14-const", &["ps_1_4"], mods::neg_const),
    m("dz", "mod.dz-dw", &["ps_1_4"], mods::dz),
    m("not-temp", "mod.not-bool", &["vs_2_0+", "ps_2_x+"], mods::not_temp),
    m("matrix-neg", "mod.matrix-src1", &["ps_2_0+"], mods::matrix_neg),
    m("abs-mixed", "mod.abs-const-sm3", &["ps_sm3"], mods::abs_mixed),
    m("pred-swizzle", "pred.modifier-swizzle", &["predication"], mods::pred_swizzle),
    m("ps20-swizzle", "swz.ps20", &["ps_2_0"], mods::ps20_swizzle),
    m("texld-swizzle", "swz.texld-ps2", SM2_PS, mods::texld_swizzle),
    m("scalar-identity", "swz.scalar-replicate", &["vs", "ps_2_0+"], mods::scalar_identity),
    m("sincos-identity", "swz.sincos-replicate", &["sm2+"], mods::sincos_identity),
    m("sincos-full-mask", "op.sincos-dst", &["sm2+"], mods::sincos_full_mask),
    m("sincos-temp-constants", "op.sincos-constants", &["sm2"], mods::sincos_temp_constants),
    m("mova-temp", "op.mova-dst", &["vs_2_0+"], operands::mova_temp),
    m("setp-temp", "op.setp-dst", &["sm2x+"], operands::setp_temp),
    m("loop-float-count", "op.loop-operands", &["has_loop"], operands::loop_float_count),
    m("rep-float-count", "op.rep-operand", &["flow_static"], operands::rep_float_count),
    m("matrix-full-mask", "op.matrix-dst-mask", &["vs_2_0+", "ps_2_0+"], operands::matrix_full_mask),
    m("matrix-xy-mask", "op.matrix-dst-mask", &["vs", "ps_2_0+"], ports::matrix_xy_mask),
    m("matrix-full-mask-vs11", "op.matrix-dst-mask-vs11", &["vs_1_1"], operands::matrix_full_mask),
    m("if-float", "op.if-operand", &["flow_static"], operands::if_float),
    m("callnz-float", "op.callnz-operands", &["flow_static"], flow::callnz_float),
    m("breakp-float", "op.breakp-operand", &["sm2x+"], operands::breakp_float),
    m("frc-full-mask", "op.frc-vs11-mask", &["vs_1_1"], operands::frc_full_mask),
    m("texkill-const", "op.texkill-register", &["ps_1_4", "ps_2_0+"], operands::texkill_const),
    m("texkill-oc", "op.texkill-register", &["ps_3_0"], operands::texkill_oc),
    m("dp2add-identity", "swz.dp2add-replicate", &["ps_2_0+"], mods::dp2add_identity),
    m("dependent-chain", "ps2.dependent-read-depth", &["ps_2_0"], texdep::dependent_chain),
    m("out-mask", "vs.out.masks", &["vs_1_1", "vs_sm2"], mods::out_mask),
    m("foreign-op", "op.form-in-profile", ALL, mods::foreign_op),
    // registers, ports, relative addressing, initialisation
    m("foreign-file", "reg.file-available", &["vs_1_1", "vs_sm2", "ps"], regs::foreign_file),
    m("temp-range", "reg.index-range", ALL, regs::temp_range),
    m("write-const", "reg.dst-writable", ALL, regs::write_const),
    m("read-output", "reg.src-readable", &["vs", "ps_2_0+"], regs::read_output),
    m("ports", "ports.limit", HW, regs::ports),
    m("c-thrice", "ports.c-reads", &["vs_2_0", "vs_2_x", "vs_3_0", "ps_2_0", "ps_2_x", "ps_3_0"], ports::c_thrice),
    m("t-twice", "ports.t-reads", &["ps_2_0", "ps_2_x"], ports::t_twice),
    m("t-and-v", "ports.t-v-joint", &["ps_2_0", "ps_2_x"], ports::t_and_v),
    m("ps-uninit", "ps.reg.no-uninit-read", &["ps_1_x", "ps_2_0"], regs::uninit),
    m("ps-uninit-2x", "ps.reg.no-uninit-read-2x", &["ps_2_x+"], regs::uninit),
    m("vs-uninit", "vs.reg.no-uninit-read", &["vs_1_1", "vs_2_0"], regs::uninit),
    m("vs-uninit-2x", "vs.reg.no-uninit-read-2x", &["vs_2_x+"], regs::uninit),
    m("ps-relative", "rel.ps-none", SM2_PS, regs::ps_relative),
    text("ps1-relative", "rel.ps-none", &["ps_1_x"], regs::ps_relative),
    m("ps3-const-relative", "rel.ps3-v-aL", &["ps_sm3"], regs::ps3_const_relative),
    text("vs1-a0y", "rel.vs1-a0x", &["vs_1_1"], regs::vs1_a0y),
    m("al-outside", "rel.aL-in-loop", &["has_loop"], regs::al_outside),
    m("vs-input-relative", "sm2.index.const-only", &["vs_1_1", "vs_sm2"], regs::vs_input_relative),
    m("temp-relative", "vs3.index.aL", &["vs_sm3"], regs::temp_relative),
    m("undeclared-relative", "vs3.index.declared", &["vs_sm3"], regs::undeclared_relative),
    m("ps3-v10", "ps3.v.count", &["ps_sm3"], regs::ps3_v10),
    // pixel shader outputs
    m("oc4", "ps.oC.regs", &["ps_2_0+"], outputs::oc4),
    m("oc-not-mov", "ps.oC.mov-only", SM2_PS, outputs::oc_not_mov),
    m("oc-twice", "ps.oC.single-write", SM2_PS, outputs::oc_twice),
    m("oc-twice-static-if", "ps.oC.single-write-static-if", &["ps_2_x", "ps_2_sw"], outputs::oc_twice_static_if),
    m("oc-mask", "ps.oC.no-writemask", SM2_PS, outputs::oc_mask),
    m("oc-swizzle", "ps.oC.src-plain", SM2_PS, outputs::oc_swizzle),
    m("oc-sat", "ps.oC.no-result-modifier", SM2_PS, outputs::oc_sat),
    m("oc-predicated", "ps.out.no-dynamic-flow", &["ps_2_x", "ps_2_sw", "ps_sm3"], outputs::oc_predicated),
    m("no-oc", "ps.oC0.required", &["ps_2_0"], outputs::no_oc),
    m("no-oc-2x", "ps.oC0.required-2x", &["ps_2_x", "ps_2_sw"], outputs::no_oc),
    m("oc-gap", "ps.oC.contiguous", SM2_PS, outputs::oc_gap),
    m("odepth-identity", "ps.oDepth.replicate", &["ps_2_0+"], outputs::odepth_identity),
    m("odepth-add", "ps.oDepth.mov-only", SM2_PS, outputs::odepth_add),
    // vs_3_0 outputs
    m("o12", "vs3.o.count", &["vs_3_0"], vs3::o12),
    m("opos", "vs3.o.no-legacy", &["vs_sm3"], vs3::opos),
    m("two-psize", "vs3.o.budget", &["vs_3_0"], vs3::two_psize),
    m("twelve", "vs3.o.eleven", &["vs_3_0"], vs3::twelve),
    m("usage14", "vs3.dcl.usage-set", &["vs_sm3"], vs3::usage14),
    m("position1", "vs3.o.position-required", &["vs_sm3"], vs3::position1),
    m("overlap", "vs3.dcl.mask-disjoint", &["vs_sm3"], vs3::overlap),
    m("duplicate-semantic", "vs3.dcl.semantic-unique", &["vs_sm3"], vs3::duplicate_semantic),
    m("psize-partial", "vs3.dcl.psize-full", &["vs_sm3"], vs3::psize_partial),
    m("position-partial", "vs3.dcl.position-full", &["vs_sm3"], vs3::position_partial),
    m("undeclared-write", "vs3.dcl.all-used", &["vs_sm3"], vs3::undeclared_write),
    m("index-position", "vs3.index.no-pos-psize", &["vs_sm3"], vs3::index_position),
    m("index-layout", "vs3.index.pos-o0-psize-o1", &["vs_sm3"], vs3::index_layout),
    m("o-a0", "rel.o-aL", &["vs_sm3"], vs3::o_a0),
    // single-instruction operands (instruction-operands.yaml)
    m("crs-bad", "op.crs-operands", &["sm2+"], instr::crs_bad),
    m("nrm-mask", "op.nrm-mask", &["sm2+"], instr::nrm_mask),
    m("nrm-self", "op.nrm-dst-src", &["sm2+"], instr::nrm_self),
    m("lrp-self", "op.lrp-dst-src", &["sm2+"], instr::lrp_self),
    m("texkill-mask", "mask.texkill-texldd-ps2", SM2_PS, instr::texkill_mask),
    m("texldd-swizzle", "swz.texldd-ps2x", &["ps_2_x", "ps_2_sw"], instr::texldd_swizzle),
    m("dsx-modifier", "mod.dsx-dsy-ps3", &["ps_sm3"], instr::dsx_modifier),
    m("texld-modifier", "mod.texld-ps3", &["ps_sm3"], instr::texld_modifier),
    m("odepth-rsq", "ps3.oDepth.writers", &["ps_sm3"], instr::odepth_rsq),
    m("texkill-centroid", "mod.centroid-lookups", &["ps_2_0", "ps_2_x", "ps_sm3"], instr::texkill_centroid),
    m("texkill-undeclared", "decl.texkill-input-declared", &["ps_3_0"], instr::texkill_undeclared),
    // source files and destinations (source-files.yaml, destinations.yaml)
    m("read-bool", "src.direct-file", &["flow_static"], source_files::read_bool),
    m("read-sampler", "src.direct-file", &["ps_2_0", "vs_sm3"], source_files::read_sampler),
    m("read-a0", "src.direct-file", &["vs_1_1"], source_files::read_a0),
    m("const-coordinate", "src.texture-coordinate", &["ps_2_x+"], source_files::const_coordinate),
    m("temp-sampler", "src.sampler", &["ps_2_0+", "vs_sm3"], source_files::temp_sampler),
    m("matrix-swizzle", "src.matrix-operand", &["vs", "ps_2_0+"], source_files::matrix_swizzle),
    m("sgn-swizzle", "src.sgn-scratch", &["vs_sm2"], source_files::sgn_swizzle),
    m("mov-p0", "dst.p0-setp-only", &["predication"], destinations::mov_p0),
    m("mov-a0", "dst.a0-writer", &["vs"], destinations::mov_a0),
    m("pow-output", "dst.vs-lrp-nrm-pow-temp", &["vs_2_0+"], destinations::pow_output),
];
