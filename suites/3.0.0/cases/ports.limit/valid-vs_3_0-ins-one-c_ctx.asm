// case: ports.limit/valid/vs_3_0/ins-one-c_ctx (validate)
// expect: valid
// case: ports.limit/assemble/vs_3_0/ins-one-c_ctx (assemble)
// expect: the tokens of valid-vs_3_0-ins-one-c_ctx.bin
// origin: template op {ins: one-c} + 2 random context instructions (seed 1 attempt 0)
vs_3_0
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
mad r0, r1, c0, c0
mov o0, v0
mul r4, c6, c6
mad r5, c0, c0, r4
