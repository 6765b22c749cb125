// case: ports.limit/valid/vs_2_sw/ins-one-c_ctx (validate)
// expect: valid
// case: ports.limit/assemble/vs_2_sw/ins-one-c_ctx (assemble)
// expect: the tokens of valid-vs_2_sw-ins-one-c_ctx.bin
// origin: template op {ins: one-c} + 4 random context instructions (seed 1 attempt 0)
vs_2_sw
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
mad r0, r1, c0, c0
mov oPos, v0
add r4, c4, c4
mul r5, r4, c0
mad r6, r4, r5, r4
add r7, c5, c5
