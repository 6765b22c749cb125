// case: ports.c-reads/valid/vs_3_0/ins-twice_ctx (validate)
// expect: valid
// case: ports.c-reads/assemble/vs_3_0/ins-twice_ctx (assemble)
// expect: the tokens of valid-vs_3_0-ins-twice_ctx.bin
// origin: template op {ins: twice} + 3 random context instructions (seed 1 attempt 0)
vs_3_0
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
mad r0, r1, c3, c3
mov o0, v0
mov r4, c7
mov r5, r4
mad r6, r5, r5, c1
