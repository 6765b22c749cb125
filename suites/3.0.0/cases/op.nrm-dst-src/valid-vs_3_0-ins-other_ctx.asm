// case: op.nrm-dst-src/valid/vs_3_0/ins-other_ctx (validate)
// expect: valid
// case: op.nrm-dst-src/assemble/vs_3_0/ins-other_ctx (assemble)
// expect: the tokens of valid-vs_3_0-ins-other_ctx.bin
// origin: template op {ins: other} + 3 random context instructions (seed 1 attempt 0)
vs_3_0
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
nrm r0, r1
mov o0, v0
add r4, c4, c4
mov r5, r4
add r6, r5, c0
