// case: flow.dynamic-nesting/valid/vs_2_sw/block-pif_depth-1 (validate)
// expect: valid
// case: flow.dynamic-nesting/assemble/vs_2_sw/block-pif_depth-1 (assemble)
// expect: the tokens of valid-vs_2_sw-block-pif_depth-1.bin
// origin: template nest {block: pif, depth: 1}
vs_2_sw
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
setp_gt p0, r1, c0
if p0.x
mov r0, c0
endif
mov oPos, v0
