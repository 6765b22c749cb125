// case: flow.dynamic-nesting/valid/vs_3_sw/block-pif_depth-24 (validate)
// expect: valid
// case: flow.dynamic-nesting/assemble/vs_3_sw/block-pif_depth-24 (assemble)
// expect: the tokens of valid-vs_3_sw-block-pif_depth-24.bin
// origin: template nest {block: pif, depth: 24}
vs_3_sw
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
setp_gt p0, r1, c0
if p0.x
if p0.x
if p0.x
if p0.x
if p0.x
if p0.x
if p0.x
if p0.x
if p0.x
if p0.x
if p0.x
if p0.x
if p0.x
if p0.x
if p0.x
if p0.x
if p0.x
if p0.x
if p0.x
if p0.x
if p0.x
if p0.x
if p0.x
if p0.x
mov r0, c0
endif
endif
endif
endif
endif
endif
endif
endif
endif
endif
endif
endif
endif
endif
endif
endif
endif
endif
endif
endif
endif
endif
endif
endif
mov o0, v0
