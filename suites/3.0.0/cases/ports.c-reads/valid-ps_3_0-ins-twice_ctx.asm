// case: ports.c-reads/valid/ps_3_0/ins-twice_ctx (validate)
// expect: valid
// case: ports.c-reads/assemble/ps_3_0/ins-twice_ctx (assemble)
// expect: the tokens of valid-ps_3_0-ins-twice_ctx.bin
// origin: template op {ins: twice} + 1 random context instructions (seed 1 attempt 0)
ps_3_0
mov r1, c0
mov r2, c0
mov r3, c0
mad r0, r1, c3, c3
mov oC0, c0
mul r4, c1, c1
