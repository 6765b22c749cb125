// case: vs3.dcl.usage-set/valid/vs_3_sw/index-0_usage-blendweight_ctx (validate)
// expect: valid
// case: vs3.dcl.usage-set/assemble/vs_3_sw/index-0_usage-blendweight_ctx (assemble)
// expect: the tokens of valid-vs_3_sw-index-0_usage-blendweight_ctx.bin
// origin: template vs3_out_dcl {index: 0, usage: blendweight} + 4 random context instructions (seed 1 attempt 0)
vs_3_sw
dcl_position v0
dcl_position o0
dcl_blendweight o1
mov o1, v0
mov o0, v0
add r0, c7, c7
mov r1, c4
mov r2, r0
add r3, r2, c3
