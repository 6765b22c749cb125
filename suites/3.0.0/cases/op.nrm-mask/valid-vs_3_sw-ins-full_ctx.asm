// case: op.nrm-mask/valid/vs_3_sw/ins-full_ctx (validate)
// expect: valid
// case: op.nrm-mask/assemble/vs_3_sw/ins-full_ctx (assemble)
// expect: the tokens of valid-vs_3_sw-ins-full_ctx.bin
// origin: template op {ins: full} + 2 random context instructions (seed 1 attempt 0)
vs_3_sw
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
nrm r0, r1
mov o0, v0
mad r4, c5, c5, c5
mul r5, r4, r4
