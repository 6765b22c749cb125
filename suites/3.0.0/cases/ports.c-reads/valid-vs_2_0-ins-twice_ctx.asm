// case: ports.c-reads/valid/vs_2_0/ins-twice_ctx (validate)
// expect: valid
// case: ports.c-reads/assemble/vs_2_0/ins-twice_ctx (assemble)
// expect: the tokens of valid-vs_2_0-ins-twice_ctx.bin
// origin: template op {ins: twice} + 4 random context instructions (seed 1 attempt 0)
vs_2_0
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
mad r0, r1, c3, c3
mov oPos, v0
mul r4, c5, c5
mov r5, r4
mul r6, c2, r4
mov r7, r6
