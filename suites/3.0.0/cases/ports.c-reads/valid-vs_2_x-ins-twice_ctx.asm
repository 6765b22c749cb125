// case: ports.c-reads/valid/vs_2_x/ins-twice_ctx (validate)
// expect: valid
// case: ports.c-reads/assemble/vs_2_x/ins-twice_ctx (assemble)
// expect: the tokens of valid-vs_2_x-ins-twice_ctx.bin
// origin: template op {ins: twice} + 3 random context instructions (seed 1 attempt 1)
vs_2_x
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
mad r0, r1, c3, c3
mov oPos, v0
add r4, c1, c1
mul r5, r4, c2
mul r6, c6, c6
