// case: ports.c-reads/invalid/vs_2_x/ins-thrice_ctx (validate)
// expect: invalid [ports.c-reads]
// origin: template op {ins: thrice} + 2 random context instructions (seed 1 attempt 0)
vs_2_x
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
mad r0, c3, c3, c3
mov oPos, v0
mul r4, c5, c5
mov r5, c0
