// case: op.nrm-mask/valid/vs_2_x/ins-full_ctx (validate)
// expect: valid
// case: op.nrm-mask/assemble/vs_2_x/ins-full_ctx (assemble)
// expect: the tokens of valid-vs_2_x-ins-full_ctx.bin
// origin: template op {ins: full} + 3 random context instructions (seed 1 attempt 0)
vs_2_x
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
nrm r0, r1
mov oPos, v0
mov r4, c5
mul r5, r4, c0
mad r6, r5, c6, r4
