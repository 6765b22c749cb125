// case: ports.limit/valid/vs_2_0/ins-one-c_ctx (validate)
// expect: valid
// case: ports.limit/assemble/vs_2_0/ins-one-c_ctx (assemble)
// expect: the tokens of valid-vs_2_0-ins-one-c_ctx.bin
// origin: template op {ins: one-c} + 6 random context instructions (seed 1 attempt 0)
vs_2_0
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
mad r0, r1, c0, c0
mov oPos, v0
mul r4, c5, c5
mul r5, c7, r4
add r6, c1, r4
mul r7, c4, c4
mul r8, c2, r7
mul r9, c2, c2
