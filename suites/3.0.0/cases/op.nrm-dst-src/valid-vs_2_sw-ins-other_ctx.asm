// case: op.nrm-dst-src/valid/vs_2_sw/ins-other_ctx (validate)
// expect: valid
// case: op.nrm-dst-src/assemble/vs_2_sw/ins-other_ctx (assemble)
// expect: the tokens of valid-vs_2_sw-ins-other_ctx.bin
// origin: template op {ins: other} + 6 random context instructions (seed 1 attempt 0)
vs_2_sw
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
nrm r0, r1
mov oPos, v0
add r4, c4, c4
mul r5, r4, r4
mov r6, r4
mad r7, r4, c6, r4
mad r8, r5, r5, c7
mad r9, r8, c1, r6
