// case: ports.c-reads/valid/ps_2_x/ins-twice_ctx (validate)
// expect: valid
// case: ports.c-reads/assemble/ps_2_x/ins-twice_ctx (assemble)
// expect: the tokens of valid-ps_2_x-ins-twice_ctx.bin
// origin: template op {ins: twice} + 2 random context instructions (seed 1 attempt 0)
ps_2_x
mov r1, c0
mov r2, c0
mov r3, c0
mad r0, r1, c3, c3
mov oC0, c0
mov r4, c6
mad r5, r4, r4, c0
