// case: op.nrm-dst-src/valid/vs_2_x/ins-other_ctx (validate)
// expect: valid
// case: op.nrm-dst-src/assemble/vs_2_x/ins-other_ctx (assemble)
// expect: the tokens of valid-vs_2_x-ins-other_ctx.bin
// origin: template op {ins: other} + 5 random context instructions (seed 1 attempt 0)
vs_2_x
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
nrm r0, r1
mov oPos, v0
mul r4, c3, c3
mov r5, c6
mad r6, r5, c5, c5
add r7, r4, r6
mov r8, c3
