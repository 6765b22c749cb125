// case: op.nrm-mask/valid/vs_2_0/ins-full_ctx (validate)
// expect: valid
// case: op.nrm-mask/assemble/vs_2_0/ins-full_ctx (assemble)
// expect: the tokens of valid-vs_2_0-ins-full_ctx.bin
// origin: template op {ins: full} + 4 random context instructions (seed 1 attempt 0)
vs_2_0
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
nrm r0, r1
mov oPos, v0
add r4, c7, c7
mul r5, r4, r4
mov r6, c0
mul r7, r5, c7
